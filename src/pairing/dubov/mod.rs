//! The FIDE Dubov system, C.04.4.1, in the text in force since 1 February
//! 2026 (`--dubov`; articles 1–5, criteria [C1]–[C10]) and in the 1997
//! text (`--dubov1997`; chapters 1–9).
//!
//! Each scoregroup is paired to equalise the average rating of the
//! opponents (ARO): the players due White, sorted by ascending ARO, meet
//! the players due Black, strongest (lowest TPN) first. [`facts`] holds
//! what the texts define from the past rounds (ARO, the due colour of a
//! player who has not played, the upfloat counts); the procedure is in
//! [`edition2026`] (round), [`upfloaters`] (3.2.1–3.2.2) and
//! [`subgroups`] (3.2.3–3.2.6). Colours: 5.2.1 here, 5.2.2–5.2.5 are the
//! shared colour steps ([`colours::allocate_ranked`]).
//!
//! Polynomial: every "first set that can yield a legal pairing" of the
//! text is found candidate by candidate, each decided by one matching.
//!
//! The 1997 text shares [`facts`] (its ARO is the exact one) and the first
//! legal arrangement of a column ([`subgroups::first_transposition`], its
//! 6.3 "improvements" and its first round), and has its own procedure:
//! [`edition1997`] (first round, bye, the groups from the top),
//! [`groups1997`] (chapters 6–8 in one score group), [`colours1997`] (due
//! colour, 2.3/2.4, chapter 3), every choice checked against the matching
//! of the whole round in [`table1997`].

mod colours1997;
mod edition1997;
mod edition2026;
pub(crate) mod facts;
mod groups1997;
mod subgroups;
mod table1997;
mod upfloaters;

#[cfg(test)]
mod tests;

use super::boards::pairing_in_board_order;
use super::colours::{self, ColourRule};
use super::context::Context;
use super::error::PairingError;
use super::history::FloatRules;
use super::input::PairingInput;
use super::output::Pairing;
use super::system::{PairingSystem, Rule, TrfNaming};
use super::trace::{BracketKind, BracketRecord, Traced, colours_of, criteria_given_up};
use crate::model::Colour;
use crate::tr;
use facts::DubovFacts;
use subgroups::SubgroupPairing;

/// C.04.4.1 as applied from 1 February 2026.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dubov2026;

impl PairingSystem for Dubov2026 {
    fn id(&self) -> &'static str {
        "dubov"
    }

    fn name(&self) -> String {
        tr!("system-dubov")
    }

    fn handbook(&self) -> &'static str {
        "C.04.4.1"
    }

    /// `FIDE_DUBOV`, by the pattern of the codes trfx-extensions.md gives.
    /// A file that says "Dubov" without an edition is taken for the text in
    /// force (the 1997 one has no code).
    fn trf_naming(&self) -> TrfNaming {
        TrfNaming { code: Some("FIDE_DUBOV"), code_without_acceleration: false, hints: &["DUBOV"] }
    }

    fn float_rules(&self) -> FloatRules {
        edition2026::FLOAT_RULES
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        match rule {
            Rule::Rematch => Some("[C1]"),
            Rule::ByeEligibility => Some("[C2]"),
            Rule::AbsoluteColourClash => Some("[C3]"),
            Rule::ScoreDifferences => Some("[C6]"),
            Rule::ColourPreference => Some("[C7]"),
            Rule::RepeatedUpfloat => Some("[C10]"),
            Rule::Colour(ColourRule::InitialColour) => Some("5.2.1"),
            Rule::Colour(ColourRule::BothPreferences) => Some("5.2.2"),
            Rule::Colour(ColourRule::StrongerPreference) => Some("5.2.3"),
            Rule::Colour(ColourRule::Alternation) => Some("5.2.4"),
            Rule::Colour(ColourRule::HigherRanked) => Some("5.2.5"),
            Rule::Colour(ColourRule::Team(_)) => None,
            // No downfloats (brackets take upfloaters, nobody moves
            // down), no strong-preference criterion.
            Rule::MovedDownNotPaired
            | Rule::StrongColourPreference
            | Rule::RepeatedDownfloat
            | Rule::RepeatedDownfloatTwoRoundsAgo
            | Rule::RepeatedUpfloatTwoRoundsAgo => None,
        }
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        edition2026::pair_round(input, true)
    }

    fn pair(&self, input: &PairingInput) -> Result<Pairing, PairingError> {
        edition2026::pair_round(input, false).map(|traced| traced.pairing)
    }
}

/// C.04.4.1 as approved by the 1997 General Assembly.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dubov1997;

impl PairingSystem for Dubov1997 {
    fn id(&self) -> &'static str {
        "dubov1997"
    }

    fn name(&self) -> String {
        tr!("system-dubov1997")
    }

    fn handbook(&self) -> &'static str {
        "C.04.4.1 (1997)"
    }

    fn float_rules(&self) -> FloatRules {
        edition1997::FLOAT_RULES
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        match rule {
            Rule::Rematch => Some("2.1"),
            Rule::ByeEligibility => Some("2.2"),
            Rule::AbsoluteColourClash => Some("2.3, 2.4"),
            Rule::RepeatedUpfloat => Some("2.5"),
            // Chapter 3 has five unnumbered steps, cited by their place in
            // its list; the shared colour rules stand for them as
            // `colours1997::allocate` says, and `describe_colour` words them.
            Rule::Colour(ColourRule::BothPreferences) => Some("3 (1)"),
            Rule::Colour(ColourRule::StrongerPreference) => Some("2.3, 2.4, 3 (2)"),
            Rule::Colour(ColourRule::Alternation) => Some("3 (3)"),
            Rule::Colour(ColourRule::HigherRanked) => Some("3 (4)"),
            Rule::Colour(ColourRule::InitialColour) => Some("3 (5), 5"),
            // No criteria of score differences, colour preferences or
            // downfloats: the text pairs by its procedure.
            Rule::ScoreDifferences
            | Rule::ColourPreference
            | Rule::MovedDownNotPaired
            | Rule::StrongColourPreference
            | Rule::RepeatedDownfloat
            | Rule::RepeatedDownfloatTwoRoundsAgo
            | Rule::RepeatedUpfloatTwoRoundsAgo
            | Rule::Colour(ColourRule::Team(_)) => None,
        }
    }

    /// Chapter 3's steps in its own words: due colours, equal numbers of
    /// colours, alternation, White to the higher ARO, White to the lower R.
    fn describe_colour(&self, rule: ColourRule) -> String {
        match rule {
            ColourRule::BothPreferences => tr!("explain-colour-dubov1997-due"),
            ColourRule::StrongerPreference => tr!("explain-colour-dubov1997-equalise"),
            ColourRule::Alternation => tr!("explain-colour-e3"),
            ColourRule::HigherRanked => tr!("explain-colour-dubov1997-aro"),
            ColourRule::InitialColour => tr!("explain-colour-dubov1997-rating"),
            ColourRule::Team(step) => crate::pairing::team::describe_colour_step(step),
        }
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        edition1997::pair_round(input, true)
    }

    fn pair(&self, input: &PairingInput) -> Result<Pairing, PairingError> {
        edition1997::pair_round(input, false).map(|traced| traced.pairing)
    }
}

/// One bracket as paired: its residents, the upfloaters it took, and how
/// its subgroups were paired.
pub(crate) struct BracketPlan {
    residents: Vec<usize>,
    upfloaters: Vec<usize>,
    subgroups: SubgroupPairing,
}

/// 2026 5.2: 5.2.1 for two players who have not played yet (the higher
/// ranked, by score then TPN, gets the initial colour with an odd TPN),
/// else the shared steps 5.2.2 – 5.2.5. Returns (white, black, rule).
fn allocate_2026(
    ctx: &Context<'_>,
    facts: &DubovFacts,
    a: usize,
    b: usize,
    initial: Option<Colour>,
) -> Result<(usize, usize, ColourRule), PairingError> {
    let (hi, lo) = if ctx.ranks_above(a, b) { (a, b) } else { (b, a) };
    if facts.no_games[hi] && facts.no_games[lo] {
        let initial = initial.ok_or(PairingError::NoInitialColour)?;
        // 5.2.1 reads the TPN itself, not a number among those present.
        let odd = ctx.input.players[hi].tpn % 2 == 1;
        let colour_of_hi = if odd { initial } else { initial.opposite() };
        return Ok(match colour_of_hi {
            Colour::White => (hi, lo, ColourRule::InitialColour),
            Colour::Black => (lo, hi, ColourRule::InitialColour),
        });
    }
    // Every player has a preference here (1.6.4), so the shared steps
    // never reach their own initial-colour case.
    Ok(colours::allocate_ranked(ctx, hi, lo, Colour::White))
}

/// Colours, board order and the trace of a round whose brackets are paired.
fn finish_round(
    ctx: &Context<'_>,
    facts: &DubovFacts,
    order: &[usize],
    plans: Vec<BracketPlan>,
    bye: Option<usize>,
    traced: bool,
) -> Result<Traced, PairingError> {
    let initial = colours::initial_colour(ctx.input);
    let mut boards: Vec<(usize, usize, ColourRule)> = Vec::new();
    for plan in &plans {
        for (&a, &b) in plan.subgroups.s1.iter().zip(&plan.subgroups.t2) {
            boards.push(allocate_2026(ctx, facts, a, b, initial)?);
        }
    }
    let (pairing, colour_rules) = pairing_in_board_order(ctx, order, boards, bye);
    let brackets = if traced { trace_brackets(ctx, facts, &pairing, plans, bye) } else { Vec::new() };
    Ok(Traced { pairing, brackets, colour_rules })
}

/// What `explain` shows of each bracket: residents, pairs, the colour
/// criterion given up, and in notes the upfloaters, the subgroups with
/// their AROs, the shifts and the transposition.
fn trace_brackets(
    ctx: &Context<'_>,
    facts: &DubovFacts,
    pairing: &Pairing,
    plans: Vec<BracketPlan>,
    bye: Option<usize>,
) -> Vec<BracketRecord> {
    let colour = colours_of(ctx, pairing);
    let tpn = |p: usize| ctx.input.players[p].tpn;
    let with_aro = |list: &[usize]| {
        list.iter().map(|&p| format!("{} ({})", tpn(p), facts.aro[p])).collect::<Vec<_>>().join(", ")
    };
    let plain = |list: &[usize]| list.iter().map(|&p| tpn(p).to_string()).collect::<Vec<_>>().join(", ");
    let mut records = Vec::with_capacity(plans.len());
    for (i, plan) in plans.into_iter().enumerate() {
        let sub = &plan.subgroups;
        let mut notes = Vec::new();
        if i == 0
            && let Some(bye) = bye
        {
            notes.push(tr!("dubov-note-bye", player = tpn(bye)));
        }
        if !plan.upfloaters.is_empty() {
            notes.push(tr!("dubov-note-upfloaters", players = with_aro(&plan.upfloaters)));
        }
        notes.push(tr!("dubov-note-g1", players = with_aro(&sub.g1_initial)));
        if !sub.shifted_unavoidable.is_empty() {
            notes.push(tr!("dubov-note-shift-unavoidable", players = plain(&sub.shifted_unavoidable)));
        }
        if !sub.shifted_to_equalise.is_empty() {
            notes.push(tr!("dubov-note-shift-equalise", players = plain(&sub.shifted_to_equalise)));
        }
        notes.push(tr!("dubov-note-s1", players = with_aro(&sub.s1)));
        notes.push(tr!("dubov-note-t2", players = plain(&sub.t2)));
        let pairs: Vec<(usize, usize)> = sub.s1.iter().copied().zip(sub.t2.iter().copied()).collect();
        let mut record = BracketRecord {
            kind: BracketKind::Ordinary,
            movers: Vec::new(),
            residents: plan.residents,
            pairs,
            floaters: Vec::new(),
            given_up: Vec::new(),
            notes,
        };
        record.given_up = criteria_given_up(ctx, &record, &colour);
        records.push(record);
    }
    records
}

/// The 1997 round's boards (white, black, colour step) in board order, and
/// its trace: per score group the floaters it received and paired (8),
/// the transfers (7.1–7.4) with their reasons, the two columns with the
/// values they are ordered by (6.2), the floaters it passed on (6.4).
fn finish_1997(
    ctx: &Context<'_>,
    facts: &DubovFacts,
    order: &[usize],
    boards: Vec<(usize, usize, ColourRule)>,
    round: edition1997::Round1997,
    bye: Option<usize>,
    traced: bool,
) -> Traced {
    let (pairing, colour_rules) = pairing_in_board_order(ctx, order, boards, bye);
    let brackets = if traced { trace_1997(ctx, facts, &pairing, round, bye) } else { Vec::new() };
    Traced { pairing, brackets, colour_rules }
}

fn trace_1997(
    ctx: &Context<'_>,
    facts: &DubovFacts,
    pairing: &Pairing,
    round: edition1997::Round1997,
    bye: Option<usize>,
) -> Vec<BracketRecord> {
    let colour = colours_of(ctx, pairing);
    let tpn = |p: usize| ctx.input.players[p].tpn;
    let join = |list: &mut dyn Iterator<Item = String>| list.collect::<Vec<_>>().join(", ");
    let with_aro =
        |list: &[usize]| join(&mut list.iter().map(|&p| format!("{} ({})", tpn(p), facts.exact_aro[p])));
    let with_rating = |list: &[usize]| {
        join(&mut list.iter().map(|&p| format!("{} ({})", tpn(p), ctx.input.players[p].rating)))
    };
    let pairs =
        |list: &[(usize, usize)]| join(&mut list.iter().map(|&(a, b)| format!("{}–{}", tpn(a), tpn(b))));
    let plain = |list: &[usize]| join(&mut list.iter().map(|&p| tpn(p).to_string()));
    let record = |residents: Vec<usize>, movers, pairs, floaters, notes| {
        let mut record = BracketRecord {
            kind: BracketKind::Ordinary,
            movers,
            residents,
            pairs,
            floaters,
            given_up: Vec::new(),
            notes,
        };
        record.given_up = criteria_given_up(ctx, &record, &colour);
        record
    };
    let bye_note = bye.map(|p| tr!("dubov1997-note-bye", player = tpn(p)));
    match round {
        edition1997::Round1997::First { rows } => {
            let residents: Vec<usize> = rows.iter().flat_map(|&(a, b)| [a, b]).collect();
            let mut notes: Vec<String> = bye_note.into_iter().collect();
            notes.push(tr!("dubov1997-note-first-round", pairs = pairs(&rows)));
            vec![record(residents, Vec::new(), rows, Vec::new(), notes)]
        }
        edition1997::Round1997::Later { groups, beyond_transfer_limits } => {
            let mut records = Vec::with_capacity(groups.len());
            for (i, group) in groups.into_iter().enumerate() {
                let mut notes = Vec::new();
                if i == 0 {
                    notes.extend(bye_note.clone());
                    if beyond_transfer_limits > 0 {
                        notes.push(tr!(
                            "dubov1997-note-beyond-transfer-limits",
                            count = beyond_transfer_limits
                        ));
                    }
                }
                if !group.floater_pairs.is_empty() {
                    notes.push(tr!("dubov1997-note-floater-pairs", pairs = pairs(&group.floater_pairs)));
                }
                if !group.transfers_for_player.is_empty() {
                    notes.push(tr!(
                        "dubov1997-note-transfer-player",
                        pairs = pairs(&group.transfers_for_player)
                    ));
                }
                if let Some(p) = group.transfer_for_odd {
                    notes.push(tr!("dubov1997-note-transfer-odd", player = tpn(p)));
                }
                if !group.to_black.is_empty() {
                    notes.push(tr!("dubov1997-note-to-black", players = plain(&group.to_black)));
                }
                if !group.to_white.is_empty() {
                    notes.push(tr!("dubov1997-note-to-white", players = plain(&group.to_white)));
                }
                if !group.whites.is_empty() || !group.blacks.is_empty() {
                    notes.push(tr!("dubov1997-note-whites", players = with_aro(&group.whites)));
                    notes.push(tr!("dubov1997-note-blacks", players = with_rating(&group.blacks)));
                }
                let all_pairs: Vec<(usize, usize)> = group.all_pairs().collect();
                records.push(record(
                    group.residents,
                    group.floaters_in,
                    all_pairs,
                    group.floaters_out,
                    notes,
                ));
            }
            records
        }
    }
}
