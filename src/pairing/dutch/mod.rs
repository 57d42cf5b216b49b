//! The FIDE Dutch system, C.04.3 as in force 2017 – 2026-01-31.
//!
//! Round flow (A.9): brackets are paired top-down, each by a maximum-weight
//! matching over a window (see [`bracket`]). A second matcher over every
//! player to be paired answers "can the round still be completed?" (C.1–C.3
//! plus a legal PAB). When the players left after a bracket cannot complete
//! the round, that bracket is the PPB: it is paired again in special mode,
//! and its downfloaters with everyone below form the collapsed last bracket.

mod bracket;
mod colours;
mod round2026;
mod weights;

pub use round2026::{pair as pair_2026, pair_traced as pair_2026_traced};

use super::history::{FloatRules, History, Strength, is_topscorer};
use super::matching::Matcher;
use super::{Board, Pairing, PairingError, PairingInput};
use crate::model::Colour;
use crate::pairing::explain::{BracketKind, ColourRule};
use bracket::{Mode, pair_bracket};
use std::collections::HashSet;

/// Everything fixed for the round being paired.
pub struct Context<'a> {
    pub input: &'a PairingInput,
    pub history: History,
    /// Pairing score (tenths) per input index.
    pub score: Vec<i32>,
    /// C.2 eligibility for the pairing-allocated bye, per input index.
    pub eligible: Vec<bool>,
    /// A.7 topscorer (final round only), per input index.
    pub topscorer: Vec<bool>,
    /// 2026 [C5]: eligible and with a score no higher than the lowest
    /// possible PAB score (2017: the same as `eligible`).
    pub bye_candidate: Vec<bool>,
    forbidden: HashSet<(u32, u32)>,
}

impl<'a> Context<'a> {
    fn new(input: &'a PairingInput, rules: FloatRules) -> Context<'a> {
        let history = History::new(input, rules);
        let score: Vec<i32> = input.players.iter().map(|p| p.pairing_score.tenths()).collect();
        let eligible: Vec<bool> = history.facts.iter().map(|f| f.bye_eligible).collect();
        let bye_candidate = eligible.clone();
        let topscorer = input.players.iter().map(|p| is_topscorer(input, p.pairing_score)).collect();
        let mut forbidden = HashSet::new();
        for &(a, b) in &input.forbidden {
            forbidden.insert((a.min(b), a.max(b)));
        }
        Context { input, history, score, eligible, topscorer, bye_candidate, forbidden }
    }

    /// C.1 (no rematch of a played game; arbiter's forbidden pairs) and C.3
    /// (non-topscorers with the same absolute colour preference do not meet).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.input.players[a], &self.input.players[b]);
        let fa = &self.history.facts[a];
        let fb = &self.history.facts[b];
        if fa.played_opponents.contains(&pb.tpn) {
            return false;
        }
        if self.forbidden.contains(&(pa.tpn.min(pb.tpn), pa.tpn.max(pb.tpn))) {
            return false;
        }
        let both_absolute = fa.preference.strength == Strength::Absolute
            && fb.preference.strength == Strength::Absolute
            && fa.preference.colour == fb.preference.colour;
        !(both_absolute && !self.topscorer[a] && !self.topscorer[b])
    }
}

/// The completability oracle: a matching over all players still to be
/// paired, plus a dummy vertex standing for the PAB when their number is odd.
struct Validity {
    matcher: Matcher<i64>,
    /// Input index per vertex; the dummy (if any) is the last vertex.
    vertex_of: Vec<usize>,
}

impl Validity {
    fn new(ctx: &Context<'_>, players: &[usize]) -> Validity {
        let n = players.len();
        let dummy = (n % 2 == 1).then_some(n);
        let mut matcher = Matcher::new(n + usize::from(dummy.is_some()));
        for i in 0..n {
            for j in i + 1..n {
                if ctx.compatible(players[i], players[j]) {
                    matcher.set_weight(i, j, 1);
                }
            }
            if let Some(d) = dummy
                && ctx.eligible[players[i]]
            {
                matcher.set_weight(i, d, 1);
            }
        }
        matcher.solve();
        Validity { matcher, vertex_of: players.to_vec() }
    }

    fn complete(&self) -> bool {
        (0..self.matcher.vertex_count()).all(|v| self.matcher.mate(v).is_some())
    }

    fn vertex(&self, player: usize) -> Option<usize> {
        self.vertex_of.iter().position(|&p| p == player)
    }

    /// Keeps only the edge {a, b} at both players; returns what was there
    /// so it can be restored.
    fn fix(&mut self, pairs: &[(usize, usize)]) -> Vec<(usize, usize, i64)> {
        let mut saved = Vec::new();
        let total = self.matcher.vertex_count();
        for &(pa, pb) in pairs {
            let (Some(a), Some(b)) = (self.vertex(pa), self.vertex(pb)) else { continue };
            for (v, keep) in [(a, b), (b, a)] {
                for u in 0..total {
                    if u != v && u != keep {
                        let w = self.matcher.weight(v, u);
                        if w != 0 {
                            saved.push((v, u, w));
                            self.matcher.set_weight(v, u, 0);
                        }
                    }
                }
            }
        }
        self.matcher.solve();
        saved
    }

    fn restore(&mut self, saved: Vec<(usize, usize, i64)>) {
        for (v, u, w) in saved {
            self.matcher.set_weight(v, u, w);
        }
        self.matcher.solve();
    }
}

/// Pairs the round described by `input` with the 2017 Dutch rules.
pub fn pair(input: &PairingInput) -> Result<Pairing, PairingError> {
    pair_traced(input, &mut Vec::new()).map(|(pairing, _)| pairing)
}

/// Pairs with the 2017 rules and records each bracket in `trace`; also
/// returns the colour rule of every board.
pub fn pair_traced(
    input: &PairingInput,
    trace: &mut Vec<BracketRecord>,
) -> Result<(Pairing, Vec<ColourRule>), PairingError> {
    let ctx = Context::new(input, FloatRules::Any);
    // A.2: by pairing score, then pairing number.
    let mut order: Vec<usize> = (0..input.players.len()).filter(|&i| input.players[i].to_pair).collect();
    order.sort_by(|&a, &b| {
        ctx.score[b].cmp(&ctx.score[a]).then(input.players[a].tpn.cmp(&input.players[b].tpn))
    });
    if order.is_empty() {
        return Err(PairingError::NobodyToPair { round: input.round });
    }
    let mut validity = Validity::new(&ctx, &order);
    if !validity.complete() {
        return Err(PairingError::NoValidPairing { round: input.round });
    }
    let initial_colour = colours::initial_colour(input).ok_or(PairingError::NoInitialColour)?;

    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut mdps: Vec<usize> = Vec::new();
    let mut remaining: Vec<usize> = order.clone();
    let mut collapsed = false;
    while !remaining.is_empty() {
        let non_mdps: Vec<usize> = remaining.iter().copied().filter(|p| !mdps.contains(p)).collect();
        if non_mdps.is_empty() {
            break;
        }
        let top = ctx.score[non_mdps[0]];
        let (residents, below): (Vec<usize>, Vec<usize>) = if collapsed {
            (non_mdps.clone(), Vec::new())
        } else {
            non_mdps.iter().partition(|&&p| ctx.score[p] == top)
        };
        let mut kind = if collapsed { BracketKind::Collapsed } else { BracketKind::Ordinary };
        let result = if below.is_empty() {
            // The last bracket: completion and C.2 first (A.9 note).
            if !collapsed {
                kind = BracketKind::Last;
            }
            pair_bracket(&ctx, &mdps, &residents, &[], Mode::Special)
        } else {
            let next_score = ctx.score[below[0]];
            let next: Vec<usize> = below.iter().copied().filter(|&p| ctx.score[p] == next_score).collect();
            let next_is_last = next.len() == below.len();
            let ordinary = pair_bracket(&ctx, &mdps, &residents, &next, Mode::Ordinary { next_is_last });
            let saved = validity.fix(&ordinary.pairs);
            if validity.complete() {
                ordinary
            } else {
                // A.9: this bracket is the PPB; pair it again so that the
                // round can be completed, then collapse everything below.
                validity.restore(saved);
                let ppb = pair_bracket(&ctx, &mdps, &residents, &below, Mode::Special);
                validity.fix(&ppb.pairs);
                collapsed = true;
                kind = BracketKind::Penultimate;
                ppb
            }
        };
        trace.push(BracketRecord {
            kind,
            mdps: mdps.clone(),
            residents: residents.clone(),
            pairs: result.pairs.clone(),
            floaters: result.floaters.clone(),
        });
        let paired: HashSet<usize> = result.pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        remaining.retain(|p| !paired.contains(p));
        pairs.extend(result.pairs);
        mdps = result.floaters;
        if below.is_empty() {
            break;
        }
    }
    let unpaired: Vec<usize> = remaining;
    if unpaired.len() > 1 || unpaired.iter().any(|&p| !ctx.eligible[p]) {
        return Err(PairingError::NoValidPairing { round: input.round });
    }
    let bye = unpaired.first().map(|&p| input.players[p].tpn);

    let (boards, rules) = order_boards(&ctx, &order, &pairs, initial_colour);
    Ok((Pairing { boards, bye }, rules))
}

/// What happened in one bracket, in input indices (for `explain`).
#[derive(Clone, Debug)]
pub struct BracketRecord {
    pub kind: BracketKind,
    pub mdps: Vec<usize>,
    pub residents: Vec<usize>,
    pub pairs: Vec<(usize, usize)>,
    pub floaters: Vec<usize>,
}

/// Colours (E.1–E.5 / 5.2) and board order (C.04.2: the higher-ranked
/// player's real score, then the other player's, both descending, then the
/// higher-ranked player's rank).
fn order_boards(
    ctx: &Context<'_>,
    order: &[usize],
    pairs: &[(usize, usize)],
    initial: Colour,
) -> (Vec<Board>, Vec<ColourRule>) {
    let players = &ctx.input.players;
    let mut rank = vec![usize::MAX; players.len()];
    for (i, &p) in order.iter().enumerate() {
        rank[p] = i;
    }
    let mut boards: Vec<(usize, usize, ColourRule)> =
        pairs.iter().map(|&(a, b)| colours::allocate(ctx, a, b, initial)).collect();
    boards.sort_by_key(|&(w, b, _)| {
        let (hi, lo) = if rank[w] < rank[b] { (w, b) } else { (b, w) };
        let real = |p: usize| players[p].score.tenths();
        (std::cmp::Reverse(real(hi)), std::cmp::Reverse(real(lo)), rank[hi])
    });
    let rules = boards.iter().map(|&(_, _, rule)| rule).collect();
    (
        boards.into_iter().map(|(w, b, _)| Board { white: players[w].tpn, black: players[b].tpn }).collect(),
        rules,
    )
}
