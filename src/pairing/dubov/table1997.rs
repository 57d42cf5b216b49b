//! The 1997 text's decisions, each checked against one maximum-weight
//! matching of every player still to pair in the round.
//!
//! The text pairs greedily, in its own orders (6.3 row by row, 8.2 floater
//! by floater, 7.x transfer by transfer), and says what to aim at: pair
//! every player of the score group (6.4), the "White" players against the
//! "Black" ones (6.2), and a round that can be completed at all (9: the
//! arbiter "proceeds wisely"; a choice that leaves the rest unpairable is
//! not a pairing). So every choice the text makes is taken in the text's
//! order, and kept only if the best the round can still reach holds: a
//! matching whose edge weight is, most important first, "a pair within
//! 2.1–2.4" (so the matching is perfect when the round can be completed),
//! "within 2.5" (the limits on upward transfers: the fewest pairs beyond
//! them, none when the round allows), "both in the score group being
//! paired" (the most pairs inside it, 6.4) and "a White against a Black of
//! that group" (the most such pairs, 6.2).
//!
//! 2.5 is a limitation like 2.1–2.4, but in small events it often cannot
//! be kept for everyone (an odd group at the bottom whose players all went
//! up in the previous round). Chapter 9 leaves such a situation to the
//! arbiter "wisely and impartially"; the reading taken: keep 2.5 for as
//! many pairs as the round allows, and say so in `explain`. A choice is
//! kept when forcing it keeps that optimum; the matching is repaired warm
//! ([`Matcher`]), so each choice costs a few augmenting searches and the
//! whole round stays polynomial.

use super::facts::DubovFacts;
use crate::model::Colour;
use crate::pairing::context::Context;
use crate::pairing::matching::Matcher;

/// The matching of the players still to pair (vertices), with the current
/// score group marked.
pub struct Table<'c, 'a> {
    pub ctx: &'c Context<'a>,
    pub facts: &'c DubovFacts,
    /// Vertex → input index, and back (`usize::MAX`: not a vertex).
    vertex: Vec<usize>,
    at: Vec<usize>,
    matcher: Matcher<i64>,
    /// Paired already (out of the matching).
    fixed: Vec<bool>,
    /// In the score group being paired, and its colour subgroup there.
    in_group: Vec<bool>,
    side: Vec<Option<Colour>>,
    /// Pairs the round cannot keep within 2.5 (fixed when the table is
    /// made: every decision keeps the optimum).
    beyond_limits: usize,
    /// Base of the weight's fields: above the number of pairs.
    base: i64,
    /// The optimum for the decisions taken so far.
    best: i64,
    /// Whether the matcher holds that optimum (not a failed try).
    current: bool,
}

impl<'c, 'a> Table<'c, 'a> {
    /// The table of `players` (input indices); `None` when they cannot
    /// all be paired within 2.1–2.4.
    pub fn new(ctx: &'c Context<'a>, facts: &'c DubovFacts, players: &[usize]) -> Option<Table<'c, 'a>> {
        let n = players.len();
        let mut at = vec![usize::MAX; ctx.input.players.len()];
        for (v, &p) in players.iter().enumerate() {
            at[p] = v;
        }
        let mut table = Table {
            ctx,
            facts,
            vertex: players.to_vec(),
            at,
            matcher: Matcher::new(n),
            fixed: vec![false; n],
            in_group: vec![false; n],
            side: vec![None; n],
            beyond_limits: 0,
            base: n as i64 + 2,
            best: 0,
            current: false,
        };
        for u in 0..n {
            table.refresh(u);
        }
        if !table.solve_best() {
            return None;
        }
        let b = table.base;
        let (pairs, within) = (table.best / (b * b * b), table.best / (b * b) % b);
        table.beyond_limits = (pairs - within) as usize;
        Some(table)
    }

    /// How many pairs of the round 2.5 could not be kept for.
    pub fn beyond_transfer_limits(&self) -> usize {
        self.beyond_limits
    }

    /// 2.5: may `p` meet a player of a higher score this round? Not after
    /// doing so in the previous round, nor more than three times (four in
    /// events of more than nine rounds), except in the last round.
    pub fn may_go_up(&self, p: usize) -> bool {
        let input = self.ctx.input;
        if input.round >= input.total_rounds {
            return true;
        }
        let most = if input.total_rounds > 9 { 4 } else { 3 };
        !self.facts.upfloated_last[p] && self.facts.upfloats[p] < most
    }

    /// 2.1, 2.3, 2.4 (and the arbiter's forbidden pairs), and 2.5 for the
    /// lower-scored of two players of different scores.
    pub fn legal(&self, a: usize, b: usize) -> bool {
        self.ctx.compatible(a, b) && self.within_transfer_limits(a, b)
    }

    /// 2.5 for the pair: the lower-scored player may go up.
    fn within_transfer_limits(&self, a: usize, b: usize) -> bool {
        let ctx = self.ctx;
        match ctx.score[a].cmp(&ctx.score[b]) {
            std::cmp::Ordering::Less => self.may_go_up(a),
            std::cmp::Ordering::Greater => self.may_go_up(b),
            std::cmp::Ordering::Equal => true,
        }
    }

    fn weight(&self, u: usize, v: usize) -> i64 {
        let (a, b) = (self.vertex[u], self.vertex[v]);
        if self.fixed[u] || self.fixed[v] || !self.ctx.compatible(a, b) {
            return 0;
        }
        let within = self.within_transfer_limits(a, b);
        let both = self.in_group[u] && self.in_group[v];
        let across = both && self.side[u].is_some() && self.side[v].is_some() && self.side[u] != self.side[v];
        let base = self.base;
        base * base * base + base * base * i64::from(within) + base * i64::from(both) + i64::from(across)
    }

    fn refresh(&mut self, u: usize) {
        for v in 0..self.vertex.len() {
            if v != u {
                let w = self.weight(u, v);
                self.matcher.set_weight(u, v, w);
            }
        }
    }

    fn solve(&mut self) -> Option<i64> {
        self.matcher.solve();
        let perfect = (0..self.vertex.len()).all(|v| self.fixed[v] || self.matcher.mate(v).is_some());
        perfect.then(|| self.matcher.total_weight())
    }

    fn solve_best(&mut self) -> bool {
        match self.solve() {
            Some(total) => {
                self.best = total;
                self.current = true;
                true
            }
            None => false,
        }
    }

    /// Makes `members` the score group being paired, with their colour
    /// subgroups; the players of the previous group not paired leave it.
    pub fn set_group(&mut self, members: &[(usize, Option<Colour>)]) {
        let old: Vec<usize> = (0..self.vertex.len()).filter(|&u| self.in_group[u]).collect();
        self.in_group.iter_mut().for_each(|g| *g = false);
        self.side.iter_mut().for_each(|s| *s = None);
        for &(p, side) in members {
            let u = self.at[p];
            self.in_group[u] = true;
            self.side[u] = side;
        }
        let new: Vec<usize> = members.iter().map(|&(p, _)| self.at[p]).collect();
        for u in old.into_iter().chain(new) {
            if !self.fixed[u] {
                self.refresh(u);
            }
        }
        // The players left always can be paired: every decision kept it so.
        let solved = self.solve_best();
        debug_assert!(solved, "a kept decision left the round unpairable");
    }

    /// Pairs in the best the group can reach: how many inside the group,
    /// and how many of those White against Black.
    pub fn reachable(&self) -> (usize, usize) {
        let within = self.best % (self.base * self.base);
        ((within / self.base) as usize, (within % self.base) as usize)
    }

    /// Whether the input index is still to be paired.
    pub fn open(&self, p: usize) -> bool {
        self.at[p] != usize::MAX && !self.fixed[self.at[p]]
    }

    /// Tries the pair `a`–`b`: kept (and `true`) when it is legal and the
    /// optimum holds with it.
    pub fn try_pair(&mut self, a: usize, b: usize) -> bool {
        let (u, v) = (self.at[a], self.at[b]);
        if !self.open(a) || !self.open(b) {
            return false;
        }
        let w = self.weight(u, v);
        if w == 0 {
            return false;
        }
        let holds = (self.current && self.matcher.mate(u) == Some(v)) || {
            for x in 0..self.vertex.len() {
                if x != u && x != v {
                    self.matcher.set_weight(u, x, 0);
                    self.matcher.set_weight(v, x, 0);
                }
            }
            let holds = self.solve() == Some(self.best);
            if !holds {
                self.refresh(u);
                self.refresh(v);
                self.solve();
            }
            holds
        };
        self.current = true;
        if holds {
            self.fixed[u] = true;
            self.fixed[v] = true;
            self.refresh(u);
            self.refresh(v);
            self.best -= w;
            self.solve();
        }
        holds
    }

    /// Tries to let `p` leave the group unpaired (a floater, 6.4): kept
    /// when the optimum holds without `p` in the group.
    pub fn try_float(&mut self, p: usize) -> bool {
        let u = self.at[p];
        self.in_group[u] = false;
        self.refresh(u);
        let holds = self.solve() == Some(self.best);
        if !holds {
            self.in_group[u] = true;
            self.refresh(u);
            self.solve();
        }
        self.current = true;
        holds
    }

    /// Whether `p` has a legal opponent among `others` still to pair.
    pub fn has_opponent(&self, p: usize, others: &[usize]) -> bool {
        others.iter().any(|&q| q != p && self.open(q) && self.legal(p, q))
    }
}
