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
use std::collections::{HashMap, HashSet};

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

    /// The players to pair in A.2 / 1.2 order: pairing score, then pairing
    /// number (input indices).
    fn pairing_order(&self) -> Result<Vec<usize>, PairingError> {
        let players = &self.input.players;
        let mut order: Vec<usize> = (0..players.len()).filter(|&i| players[i].to_pair).collect();
        order.sort_by(|&a, &b| self.score[b].cmp(&self.score[a]).then(players[a].tpn.cmp(&players[b].tpn)));
        if order.is_empty() {
            return Err(PairingError::NobodyToPair { round: self.input.round });
        }
        Ok(order)
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

/// The vertex standing for the pairing-allocated bye in [`Validity`].
const BYE: usize = usize::MAX;

/// The completability oracle (A.9): a perfect matching of all players
/// still to be paired, plus a vertex standing for the PAB when their number
/// is odd (joined to the players eligible for it, C.2). While one exists,
/// the round can be completed.
///
/// After a bracket pairs some players, the matching is repaired locally:
/// the players it left without a partner are re-matched greedily and by
/// augmenting paths. Only when that fails is the exact matcher asked; if it
/// also fails, the bracket was the PPB. A repaired matching is a proof of
/// completability, so the answer stays exact.
struct Validity {
    /// Partner of every unpaired player (input index, or [`BYE`]).
    mate: HashMap<usize, usize>,
}

impl Validity {
    /// `None` when the players cannot all be paired.
    fn new(ctx: &Context<'_>, players: &[usize]) -> Option<Validity> {
        Self::solve_exactly(ctx, players).map(|mate| Validity { mate })
    }

    fn joinable(ctx: &Context<'_>, a: usize, b: usize) -> bool {
        match (a, b) {
            (BYE, BYE) => false,
            (BYE, p) | (p, BYE) => ctx.eligible[p],
            (a, b) => ctx.compatible(a, b),
        }
    }

    fn solve_exactly(ctx: &Context<'_>, players: &[usize]) -> Option<HashMap<usize, usize>> {
        let mut vertices: Vec<usize> = players.to_vec();
        if vertices.len() % 2 == 1 {
            vertices.push(BYE);
        }
        let n = vertices.len();
        let mut matcher: Matcher<i64> = Matcher::new(n);
        for i in 0..n {
            for j in i + 1..n {
                if Self::joinable(ctx, vertices[i], vertices[j]) {
                    matcher.set_weight(i, j, 1);
                }
            }
        }
        matcher.solve();
        let mut mate = HashMap::with_capacity(n);
        for (i, &v) in vertices.iter().enumerate() {
            mate.insert(v, vertices[matcher.mate(i)?]);
        }
        Some(mate)
    }

    /// The matching of the players left once `pairs` are fixed, or `None`
    /// when they cannot all be paired.
    fn after(&self, ctx: &Context<'_>, pairs: &[(usize, usize)]) -> Option<HashMap<usize, usize>> {
        let paired: HashSet<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        let mut mate: HashMap<usize, usize> = HashMap::with_capacity(self.mate.len());
        let mut exposed: Vec<usize> = Vec::new();
        for (&v, &m) in &self.mate {
            if paired.contains(&v) {
                continue;
            }
            if paired.contains(&m) {
                exposed.push(v);
            } else {
                mate.insert(v, m);
            }
        }
        exposed.sort_unstable();
        let vertices: Vec<usize> = self.mate.keys().copied().filter(|v| !paired.contains(v)).collect();
        // Greedy first: most broken pairs mend with each other.
        for i in 0..exposed.len() {
            let u = exposed[i];
            if mate.contains_key(&u) {
                continue;
            }
            if let Some(&v) =
                exposed[i + 1..].iter().find(|&&v| !mate.contains_key(&v) && Self::joinable(ctx, u, v))
            {
                mate.insert(u, v);
                mate.insert(v, u);
            }
        }
        for &u in &exposed {
            if !mate.contains_key(&u) && !Self::augment(ctx, &vertices, &mut mate, u) {
                let players: Vec<usize> = vertices.iter().copied().filter(|&v| v != BYE).collect();
                return Self::solve_exactly(ctx, &players);
            }
        }
        Some(mate)
    }

    /// Looks for an augmenting path from the exposed vertex `root` by an
    /// alternating search that does not shrink odd cycles: a path it finds
    /// is always valid; one it misses is left to the exact matcher.
    fn augment(ctx: &Context<'_>, vertices: &[usize], mate: &mut HashMap<usize, usize>, root: usize) -> bool {
        let mut parent: HashMap<usize, usize> = HashMap::new();
        let mut outer: HashSet<usize> = HashSet::from([root]);
        let mut queue = std::collections::VecDeque::from([root]);
        while let Some(x) = queue.pop_front() {
            for &y in vertices {
                if y == x || outer.contains(&y) || parent.contains_key(&y) || !Self::joinable(ctx, x, y) {
                    continue;
                }
                parent.insert(y, x);
                match mate.get(&y).copied() {
                    None => {
                        // Flip the path root … x – y.
                        let mut current = y;
                        loop {
                            let p = parent[&current];
                            let next = mate.get(&p).copied();
                            mate.insert(current, p);
                            mate.insert(p, current);
                            match next {
                                Some(n) if p != root => current = n,
                                _ => return true,
                            }
                        }
                    }
                    Some(z) => {
                        if outer.insert(z) {
                            queue.push_back(z);
                        }
                    }
                }
            }
        }
        false
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
    let order = ctx.pairing_order()?;
    let mut validity =
        Validity::new(&ctx, &order).ok_or(PairingError::NoValidPairing { round: input.round })?;
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
            if let Some(mate) = validity.after(&ctx, &ordinary.pairs) {
                validity.mate = mate;
                ordinary
            } else {
                // A.9: this bracket is the PPB; pair it again so that the
                // round can be completed, then collapse everything below
                // (the completion field then keeps the round completable).
                let ppb = pair_bracket(&ctx, &mdps, &residents, &below, Mode::Special);
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
