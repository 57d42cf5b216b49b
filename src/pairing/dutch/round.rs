//! The round loop both editions share (2017 A.9, 2026 1.9): the players in
//! A.2 / 1.2 order, brackets paired top-down from the score groups, each
//! bracket's downfloaters moved down into the next, the last unpaired
//! player given the PAB, then colours (E / 5.2) and board order.

use super::window::BracketPairing;
use crate::pairing::boards::allocate_boards;
use crate::pairing::colours;
use crate::pairing::context::{Context, Topscorers};
use crate::pairing::error::PairingError;
use crate::pairing::history::FloatRules;
use crate::pairing::input::PairingInput;
use crate::pairing::matching::reusing_dense_matrices;
use crate::pairing::output::Pairing;
use crate::pairing::trace::{self, BracketKind, BracketRecord, Traced};

/// What one edition does differently: how it starts the round and how it
/// pairs a bracket.
pub(super) trait Edition: Sized {
    /// The float and bye rules of the edition's handling rules.
    const FLOAT_RULES: FloatRules;

    /// Starts the round once the players are in order (input indices);
    /// fails when the round cannot be completed at all.
    fn start(ctx: &Context<'_>, order: &[usize]) -> Result<Self, PairingError>;

    /// Pairs one bracket.
    fn pair_bracket(&mut self, ctx: &Context<'_>, bracket: &Bracket<'_>) -> Outcome;

    /// The lines `explain` adds about a paired bracket, in the text's own
    /// words (none by default).
    fn notes(_ctx: &Context<'_>, _record: &BracketRecord) -> Vec<String> {
        Vec::new()
    }
}

/// A bracket to pair, in input indices, each list in A.2 / 1.2 order.
pub(super) struct Bracket<'b> {
    /// The moved-down players (MDPs).
    pub mdps: &'b [usize],
    /// The residents: the score group (after a PPB, everyone left).
    pub residents: &'b [usize],
    /// The next score group (empty for the last bracket).
    pub next: &'b [usize],
    /// Every player below the residents, the next score group first.
    pub below: &'b [usize],
    /// Every player not yet paired, MDPs and residents included.
    pub remaining: &'b [usize],
}

/// A paired bracket.
pub(super) struct Outcome {
    pub pairing: BracketPairing,
    /// The bracket was the PPB (2017 A.9): everything below collapses into
    /// the last bracket.
    pub penultimate: bool,
}

/// Pairs the round with edition `E`; records the brackets when `traced`.
pub(super) fn pair_round<E: Edition>(input: &PairingInput, traced: bool) -> Result<Traced, PairingError> {
    // One dense matrix's memory serves the next (issue 31): the C.12 / C.13
    // look-aheads' matchers (the windows' matchers are compact).
    reusing_dense_matrices(|| pair_round_in::<E>(input, traced))
}

fn pair_round_in<E: Edition>(input: &PairingInput, traced: bool) -> Result<Traced, PairingError> {
    let ctx = Context::new(input, E::FLOAT_RULES, Topscorers::Exempt);
    let order = ctx.pairing_order()?;
    let mut edition = E::start(&ctx, &order)?;
    let initial_colour = colours::initial_colour(input).ok_or(PairingError::NoInitialColour)?;

    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut records: Vec<BracketRecord> = Vec::new();
    let mut remaining: Vec<usize> = order.clone();
    let mut mdps: Vec<usize> = Vec::new();
    let mut is_mdp = vec![false; input.players.len()];
    let mut collapsed = false;
    loop {
        let non_mdps: Vec<usize> = remaining.iter().copied().filter(|&p| !is_mdp[p]).collect();
        let Some(&first) = non_mdps.first() else { break };
        let top = ctx.score[first];
        let (residents, below): (Vec<usize>, Vec<usize>) = if collapsed {
            (non_mdps, Vec::new())
        } else {
            non_mdps.iter().partition(|&&p| ctx.score[p] == top)
        };
        let next: Vec<usize> = match below.first() {
            Some(&b) => below.iter().copied().filter(|&p| ctx.score[p] == ctx.score[b]).collect(),
            None => Vec::new(),
        };
        let bracket =
            Bracket { mdps: &mdps, residents: &residents, next: &next, below: &below, remaining: &remaining };
        let Outcome { pairing, penultimate } = edition.pair_bracket(&ctx, &bracket);
        if traced {
            let kind = if penultimate {
                BracketKind::Penultimate
            } else if collapsed {
                BracketKind::Collapsed
            } else if below.is_empty() {
                BracketKind::Last
            } else {
                BracketKind::Ordinary
            };
            let mut record = BracketRecord {
                kind,
                movers: mdps.clone(),
                residents: residents.clone(),
                pairs: pairing.pairs.clone(),
                floaters: pairing.floaters.clone(),
                given_up: Vec::new(),
                notes: Vec::new(),
            };
            record.notes = E::notes(&ctx, &record);
            records.push(record);
        }
        collapsed |= penultimate;
        let mut paired = vec![false; input.players.len()];
        for &(a, b) in &pairing.pairs {
            paired[a] = true;
            paired[b] = true;
        }
        remaining.retain(|&p| !paired[p]);
        pairs.extend(pairing.pairs);
        for &p in &mdps {
            is_mdp[p] = false;
        }
        mdps = pairing.floaters;
        for &p in &mdps {
            is_mdp[p] = true;
        }
        if below.is_empty() {
            break;
        }
    }
    // A.9 / 1.9.1: at most one player is left, who may get the PAB (C.2 / [C2]).
    if remaining.len() > 1 || remaining.iter().any(|&p| !ctx.eligible[p]) {
        return Err(PairingError::NoValidPairing { round: input.round });
    }
    let bye = remaining.first().map(|&p| input.players[p].tpn);
    let (boards, colour_rules) = allocate_boards(&ctx, &order, &pairs, initial_colour);
    let pairing = Pairing { boards, bye };
    if traced {
        let colour = trace::colours_of(&ctx, &pairing);
        for record in &mut records {
            record.given_up = trace::criteria_given_up(&ctx, record, &colour);
        }
    }
    Ok(Traced { pairing, brackets: records, colour_rules })
}
