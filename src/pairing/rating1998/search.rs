//! C.6–C.8 at one level of the procedure: the first pairing, in the text's
//! order, that the level accepts.
//!
//! # Why this returns what walking the text's lists returns
//!
//! D.1 lists the orders of S2 lexicographically, and C.6 pairs S1's i-th
//! player with the i-th of S2: the first acceptable transposition is the
//! lexicographically smallest sequence of opponents (S2 players beyond
//! position p only decide which players are left over, and any order of
//! them gives the same pairing). Such a sequence is found player by player:
//! S1's first player takes the first S2 player for whom the rest can still
//! be completed, and so on. [`search`] does exactly that depth-first, in
//! D.1 order, and before it descends asks [`super::oracle`] whether anything
//! below can be accepted; a subtree it skips holds no acceptable pairing.
//! Where the oracle is exact (every level of a bracket whose leftovers move
//! down or take the bye) the walk never backs up; where it only rules out
//! what cannot work (the C.12 / C.13 guards, and the colour budget of a
//! heterogeneous remainder, which A.8 computes per remainder) it may back
//! up, and still returns the first acceptable candidate because it visits
//! candidates in the text's order. The tests compare it with the literal
//! walk of the D.1 and D.2 lists on random brackets.
//!
//! Exchanges (D.2) are walked in their order, each searched as above; the
//! walk starts only once one matching over the whole bracket has shown
//! that some exchange works at this level (in the guards: that nothing rules
//! it out), and stops at the first one that does. Its length is the number
//! of exchanges before that one: polynomial for each size of exchange,
//! and exchanges of more than two players are needed only when no
//! exchange of fewer works.

use super::oracle::Graph;
use super::orders::{self, Exchange};
use super::{Drops, Facts};

/// Where a bracket's leftovers go, and what that asks of them.
#[derive(Clone, Debug)]
pub(super) enum Tail {
    /// Nothing (the first step of a heterogeneous bracket, before its
    /// remainder is looked at).
    Free,
    /// C.6: moved down to the next bracket; while B.5 / B.6 hold for
    /// downfloats, not a player whose float they forbid.
    Down,
    /// The lowest bracket: at most one leftover, who receives the bye
    /// (B.1b; A.5 makes the bye a downfloat, so B.5 / B.6 too).
    Bye,
    /// C.13: the leftovers must let the lowest bracket, `lower` and the
    /// players `joined` into it from above (C.13, moved down for A.3), be paired.
    Completes { lower: Vec<usize>, joined: Vec<usize> },
    /// C.12: the leftovers, with the `movers` already in the next bracket,
    /// must all find opponents among its `residents`.
    FeedsMovers { movers: Vec<usize>, residents: Vec<usize> },
}

/// The relaxations in force (C.9–C.11) and what the players must meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Level {
    /// How many pairs may fail a colour preference (B.4, A.8).
    pub x: usize,
    /// B.6 / B.5 dropped for downfloats (C.9).
    pub down: Drops,
    /// B.6 / B.5 dropped for upfloats (C.10).
    pub up: Drops,
}

/// A pairing of (part of) a bracket: pairs as (S1 player, S2 player) in S1
/// order, the leftovers, the exchange made (bracket numbers).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Candidate {
    pub pairs: Vec<(usize, usize)>,
    pub leftovers: Vec<usize>,
    pub exchange: Option<Exchange>,
    /// The remainder's own candidate (heterogeneous brackets).
    pub remainder: Option<Box<Candidate>>,
}

impl Candidate {
    pub fn all_pairs(&self) -> Vec<(usize, usize)> {
        let mut pairs = self.pairs.clone();
        if let Some(r) = &self.remainder {
            pairs.extend(r.all_pairs());
        }
        pairs
    }

    pub fn all_leftovers(&self) -> Vec<usize> {
        match &self.remainder {
            Some(r) => r.all_leftovers(),
            None => self.leftovers.clone(),
        }
    }
}

/// The remainder of a heterogeneous bracket: `pairs` of them, with
/// downfloat criteria as `down` and x as A.8 gives for the remainder plus
/// the `extra_x` of C.11.
#[derive(Clone, Copy, Debug)]
pub(super) struct Remainder {
    pub pairs: usize,
    pub down: Drops,
    pub extra_x: usize,
}

/// What one search pairs: S1 against S2 (in A.2 order each), and, for the
/// first step of a heterogeneous bracket, the remainder after it.
pub(super) struct Shape<'s> {
    pub s1: &'s [usize],
    pub s2: &'s [usize],
    /// S1 players moved down, so a pair gives its S2 player an upfloat (A.4)
    /// when the scores differ: B.5 / B.6 for upfloats apply.
    pub upfloats: bool,
    pub remainder: Option<Remainder>,
}

/// C.6 / C.7 / C.8 for a homogeneous group (or remainder): S1 = its first
/// `p` players, S2 the others; the first transposition, then the first
/// exchange with its first transposition, that `level` and `tail` accept.
pub(super) fn homogeneous(
    f: &Facts<'_>,
    players: &[usize],
    p: usize,
    level: Level,
    tail: &Tail,
    forced: &[usize],
) -> Option<Candidate> {
    let (s1, s2) = players.split_at(p.min(players.len()));
    let plain = Shape { s1, s2, upfloats: false, remainder: None };
    if let Some(c) = search(f, &plain, level, tail, forced) {
        return Some(c);
    }
    if s1.is_empty() || s2.is_empty() || !any_exchange_may_work(f, players, p, level, tail, forced) {
        return None;
    }
    // C.8 / D.2, numbers inside the bracket from 1.
    let numbers: Vec<usize> = (1..=players.len()).collect();
    let (n1, n2) = numbers.split_at(s1.len());
    for size in 1..=s1.len().min(s2.len()) {
        for exchange in orders::exchanges(n1, n2, size) {
            let mut new_s1: Vec<usize> = n1
                .iter()
                .filter(|n| !exchange.from_s1.contains(n))
                .chain(&exchange.from_s2)
                .copied()
                .collect();
            let mut new_s2: Vec<usize> = n2
                .iter()
                .filter(|n| !exchange.from_s2.contains(n))
                .chain(&exchange.from_s1)
                .copied()
                .collect();
            // A.9b: after each exchange both are ordered by A.2.
            new_s1.sort_unstable();
            new_s2.sort_unstable();
            let s1x: Vec<usize> = new_s1.iter().map(|&n| players[n - 1]).collect();
            let s2x: Vec<usize> = new_s2.iter().map(|&n| players[n - 1]).collect();
            let shape = Shape { s1: &s1x, s2: &s2x, upfloats: false, remainder: None };
            if let Some(mut c) = search(f, &shape, level, tail, forced) {
                c.exchange = Some(exchange);
                return Some(c);
            }
        }
    }
    None
}

/// The first candidate of `shape` in D.1 order that `level` and `tail`
/// accept (see the module docs).
pub(super) fn search(
    f: &Facts<'_>,
    shape: &Shape<'_>,
    level: Level,
    tail: &Tail,
    forced: &[usize],
) -> Option<Candidate> {
    let mut walk =
        Walk { f, shape, level, tail, forced, used: vec![false; shape.s2.len()], pairs: Vec::new() };
    if !walk.may_complete(0) {
        return None;
    }
    walk.descend(0)
}

struct Walk<'w, 'a> {
    f: &'w Facts<'a>,
    shape: &'w Shape<'w>,
    level: Level,
    tail: &'w Tail,
    forced: &'w [usize],
    /// S2 positions taken.
    used: Vec<bool>,
    pairs: Vec<(usize, usize)>,
}

impl Walk<'_, '_> {
    fn pair_allowed(&self, a: usize, b: usize) -> bool {
        let f = self.f;
        f.compatible(a, b)
            && !(self.shape.upfloats && f.score(a) != f.score(b) && f.up_risky(b, self.level.up))
    }

    fn clashes(&self) -> usize {
        self.pairs.iter().filter(|&&(a, b)| self.f.clash(a, b)).count()
    }

    fn descend(&mut self, i: usize) -> Option<Candidate> {
        if i == self.shape.s1.len() {
            return self.finish();
        }
        let a = self.shape.s1[i];
        for j in 0..self.shape.s2.len() {
            let b = self.shape.s2[j];
            if self.used[j] || !self.pair_allowed(a, b) {
                continue;
            }
            self.used[j] = true;
            self.pairs.push((a, b));
            if self.clashes() <= self.level.x {
                // The rest in S2's own order is D.1's next candidate: if it
                // is accepted nothing before it was.
                if let Some(c) = self.natural(i + 1) {
                    return Some(c);
                }
                if self.may_complete(i + 1)
                    && let Some(c) = self.descend(i + 1)
                {
                    return Some(c);
                }
            }
            self.pairs.pop();
            self.used[j] = false;
        }
        None
    }

    /// S1 from `i` on against the unused S2 players in order.
    fn natural(&mut self, i: usize) -> Option<Candidate> {
        let mut taken = Vec::new();
        let mut ok = true;
        for k in i..self.shape.s1.len() {
            let a = self.shape.s1[k];
            let Some(j) = (0..self.shape.s2.len()).find(|&j| !self.used[j]) else {
                ok = false;
                break;
            };
            let b = self.shape.s2[j];
            self.used[j] = true;
            taken.push(j);
            self.pairs.push((a, b));
            if !self.pair_allowed(a, b) {
                ok = false;
                break;
            }
        }
        let result = if ok && self.clashes() <= self.level.x { self.finish() } else { None };
        for j in taken {
            self.used[j] = false;
            self.pairs.pop();
        }
        result
    }

    /// A complete S1: the leftovers (and the remainder) decide.
    fn finish(&self) -> Option<Candidate> {
        let left: Vec<usize> =
            (0..self.shape.s2.len()).filter(|&j| !self.used[j]).map(|j| self.shape.s2[j]).collect();
        match self.shape.remainder {
            None => accepts(self.f, self.tail, self.level, &left, self.forced).then(|| Candidate {
                pairs: self.pairs.clone(),
                leftovers: left,
                ..Candidate::default()
            }),
            Some(rem) => {
                let level = Level { x: self.f.x_of(&left) + rem.extra_x, down: rem.down, up: self.level.up };
                let inner = homogeneous(self.f, &left, rem.pairs, level, self.tail, self.forced)?;
                Some(Candidate {
                    pairs: self.pairs.clone(),
                    leftovers: Vec::new(),
                    exchange: None,
                    remainder: Some(Box::new(inner)),
                })
            }
        }
    }

    /// Whether S1 from `i` on can still be paired so that the level and the
    /// tail accept (exact where the module docs say so, else never `false`
    /// for something that works).
    fn may_complete(&self, i: usize) -> bool {
        let f = self.f;
        let mut g = Graph::default();
        let open_s1: Vec<(usize, usize)> = self.shape.s1[i..].iter().map(|&a| (g.vertex(true), a)).collect();
        let tail_needs_all = !matches!(self.tail, Tail::Free) || self.shape.remainder.is_some();
        let open_s2: Vec<(usize, usize)> = (0..self.shape.s2.len())
            .filter(|&j| !self.used[j])
            .map(|j| (g.vertex(tail_needs_all), self.shape.s2[j]))
            .collect();
        for &(va, a) in &open_s1 {
            for &(vb, b) in &open_s2 {
                if self.pair_allowed(a, b) {
                    g.edge(va, vb, f.clash(a, b));
                }
            }
        }
        let mut leftover_count = open_s2.len().saturating_sub(open_s1.len());
        if let Some(rem) = self.shape.remainder {
            // The remainder pairs among itself (any exchange); its colours
            // are its own budget, so they do not count here.
            for (k, &(va, a)) in open_s2.iter().enumerate() {
                for &(vb, b) in &open_s2[k + 1..] {
                    if f.compatible(a, b) {
                        g.edge(va, vb, false);
                    }
                }
            }
            leftover_count = leftover_count.saturating_sub(2 * rem.pairs);
        }
        let down = self.shape.remainder.map_or(self.level.down, |r| r.down);
        let linked = self.shape.remainder.is_some();
        if !attach_tail(f, &mut g, self.tail, down, &open_s2, leftover_count, self.forced, linked) {
            return false;
        }
        let budget = self.level.x.saturating_sub(self.clashes());
        g.fewest_clashes().is_some_and(|c| c <= budget)
    }
}

/// Whether any exchange can work at this level: one matching over the
/// whole group, any player against any (every pairing with `p` pairs is
/// some exchange followed by some transposition).
fn any_exchange_may_work(
    f: &Facts<'_>,
    players: &[usize],
    p: usize,
    level: Level,
    tail: &Tail,
    forced: &[usize],
) -> bool {
    let mut g = Graph::default();
    let all: Vec<(usize, usize)> = players.iter().map(|&a| (g.vertex(true), a)).collect();
    for (k, &(va, a)) in all.iter().enumerate() {
        for &(vb, b) in &all[k + 1..] {
            if f.compatible(a, b) {
                g.edge(va, vb, f.clash(a, b));
            }
        }
    }
    let relaxed = matches!(tail, Tail::Completes { .. } | Tail::FeedsMovers { .. });
    if !attach_tail(f, &mut g, tail, level.down, &all, players.len().saturating_sub(2 * p), forced, true) {
        return false;
    }
    // In the guards a pair of this graph may also be two leftovers meeting
    // below; its clash then does not count, so clashes are not limited.
    g.fewest_clashes().is_some_and(|c| relaxed || c <= level.x)
}

/// Adds to `g` what the tail asks of the `count` leftovers that `open`
/// players (vertices already in `g`) will leave; `false` when it cannot be
/// met at all. `linked`: `g` already joins open players to each other (as
/// pairs of the bracket), and such an edge also stands for two leftovers
/// meeting below — the count of leftovers is then not enforced, which only
/// makes the test more permissive.
#[allow(clippy::too_many_arguments)]
fn attach_tail(
    f: &Facts<'_>,
    g: &mut Graph,
    tail: &Tail,
    down: Drops,
    open: &[(usize, usize)],
    count: usize,
    forced: &[usize],
    linked: bool,
) -> bool {
    match tail {
        Tail::Free => true,
        Tail::Down => {
            for _ in 0..count {
                let slot = g.vertex(true);
                for &(v, a) in open {
                    if !f.down_risky(a, down) {
                        g.edge(slot, v, false);
                    }
                }
            }
            true
        }
        Tail::Bye => {
            if count + forced.len() > 1 {
                return false;
            }
            if count == 1 {
                let bye = g.vertex(true);
                for &(v, a) in open {
                    if f.bye_ok(a) && !f.down_risky(a, down) {
                        g.edge(bye, v, false);
                    }
                }
            }
            forced.iter().all(|&a| f.bye_ok(a) && !f.down_risky(a, down))
        }
        Tail::Completes { lower, joined } => {
            let leftovers = count + forced.len() + joined.len();
            // A.3: the lowest bracket is treated as homogeneous when at
            // least half of it came from above; otherwise every leftover
            // must meet one of its own players (C.6 for a heterogeneous
            // bracket), and only those can take the bye.
            let homogeneous = leftovers >= lower.len();
            let low: Vec<(usize, usize)> = lower.iter().map(|&a| (g.vertex(true), a)).collect();
            let pushed: Vec<(usize, usize)> =
                forced.iter().chain(joined).map(|&a| (g.vertex(true), a)).collect();
            let movers: Vec<(usize, usize)> = open.iter().chain(&pushed).copied().collect();
            for (k, &(va, a)) in low.iter().enumerate() {
                for &(vb, b) in &low[k + 1..] {
                    if f.compatible(a, b) {
                        g.edge(va, vb, false);
                    }
                }
                for &(vb, b) in &movers {
                    if f.compatible(a, b) {
                        g.edge(va, vb, false);
                    }
                }
            }
            if homogeneous {
                for &(va, a) in &pushed {
                    for &(vb, b) in open.iter().chain(&pushed) {
                        if va != vb && f.compatible(a, b) {
                            g.edge(va, vb, false);
                        }
                    }
                }
                if !linked {
                    for (k, &(va, a)) in open.iter().enumerate() {
                        for &(vb, b) in &open[k + 1..] {
                            if f.compatible(a, b) {
                                g.edge(va, vb, false);
                            }
                        }
                    }
                }
            }
            if (leftovers + lower.len()) % 2 == 1 {
                let bye = g.vertex(true);
                let takers =
                    if homogeneous { low.iter().chain(&movers).copied().collect() } else { low.clone() };
                for (v, a) in takers {
                    if f.bye_ok(a) {
                        g.edge(bye, v, false);
                    }
                }
            }
            true
        }
        Tail::FeedsMovers { movers, residents } => {
            let res: Vec<(usize, usize)> = residents.iter().map(|&a| (g.vertex(false), a)).collect();
            let needy: Vec<(usize, usize)> = movers
                .iter()
                .chain(forced)
                .map(|&a| (g.vertex(true), a))
                .chain(open.iter().copied())
                .collect();
            for &(va, a) in &needy {
                for &(vb, b) in &res {
                    if f.compatible(a, b) {
                        g.edge(va, vb, false);
                    }
                }
            }
            true
        }
    }
}

/// Whether the tail accepts exactly these leftovers (plus `forced`).
pub(super) fn accepts(f: &Facts<'_>, tail: &Tail, level: Level, left: &[usize], forced: &[usize]) -> bool {
    match tail {
        Tail::Free => true,
        Tail::Down => left.iter().all(|&a| !f.down_risky(a, level.down)),
        Tail::Bye => {
            let all: Vec<usize> = left.iter().chain(forced).copied().collect();
            all.len() <= 1 && all.iter().all(|&a| f.bye_ok(a) && !f.down_risky(a, level.down))
        }
        Tail::Completes { .. } | Tail::FeedsMovers { .. } => {
            let mut g = Graph::default();
            let open: Vec<(usize, usize)> = left.iter().map(|&a| (g.vertex(true), a)).collect();
            attach_tail(f, &mut g, tail, level.down, &open, left.len(), forced, false)
                && g.fewest_clashes().is_some()
        }
    }
}
