//! What every system fixes before pairing a round: each player's history,
//! pairing score and bye eligibility, the pairing order, and who may meet.

use super::error::PairingError;
use super::history::{FloatRules, History, Strength, is_topscorer};
use super::input::PairingInput;
use std::collections::HashSet;

/// Whether final-round topscorers are exempt from the absolute colour
/// criterion (C.3 / [C3]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topscorers {
    /// Dutch A.7 / 1.8: in the final round, players with more than half the
    /// maximum score (and their opponents) may meet with the same absolute
    /// colour preference.
    Exempt,
    /// The absolute colour criterion binds everyone (Burstein and Dubov
    /// 2026 [C3] name no exception).
    NotExempt,
}

/// Everything fixed for the round being paired, indexed like
/// `input.players` (an *input index* is a position in that list).
pub struct Context<'a> {
    pub input: &'a PairingInput,
    pub history: History,
    /// Pairing score in tenths of a point (score plus acceleration).
    pub score: Vec<i32>,
    /// May receive the pairing-allocated bye (C.2 / [C2]).
    pub eligible: Vec<bool>,
    /// A.7 / 1.8 topscorer (final round only; all false when the system
    /// names no topscorers).
    pub topscorer: Vec<bool>,
    forbidden: HashSet<(u32, u32)>,
}

impl<'a> Context<'a> {
    pub fn new(input: &'a PairingInput, floats: FloatRules, topscorers: Topscorers) -> Context<'a> {
        let history = History::new(input, floats);
        let score: Vec<i32> = input.players.iter().map(|p| p.pairing_score.tenths()).collect();
        let eligible: Vec<bool> = history.facts.iter().map(|f| f.bye_eligible).collect();
        let topscorer = input
            .players
            .iter()
            .map(|p| topscorers == Topscorers::Exempt && is_topscorer(input, p.pairing_score))
            .collect();
        let forbidden = input.forbidden.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        Context { input, history, score, eligible, topscorer, forbidden }
    }

    /// The players to pair in A.2 / 1.2 order: pairing score descending,
    /// then pairing number (input indices). Score groups are the runs of
    /// equal score in this order.
    pub fn pairing_order(&self) -> Result<Vec<usize>, PairingError> {
        let players = &self.input.players;
        let mut order: Vec<usize> = (0..players.len()).filter(|&i| players[i].to_pair).collect();
        order.sort_by(|&a, &b| self.score[b].cmp(&self.score[a]).then(players[a].tpn.cmp(&players[b].tpn)));
        if order.is_empty() {
            return Err(PairingError::NobodyToPair { round: self.input.round });
        }
        Ok(order)
    }

    /// Whether `a` ranks above `b` in the A.2 / 1.2 order.
    pub fn ranks_above(&self, a: usize, b: usize) -> bool {
        let players = &self.input.players;
        (std::cmp::Reverse(self.score[a]), players[a].tpn)
            < (std::cmp::Reverse(self.score[b]), players[b].tpn)
    }

    /// Whether `p` may meet one of `players` (itself excepted) under the
    /// absolute criteria ([`Context::compatible`]): the Dutch C.1 test of a
    /// player "for whom no opponent can be found".
    pub fn has_opponent_among<'p>(&self, p: usize, players: impl IntoIterator<Item = &'p usize>) -> bool {
        players.into_iter().any(|&q| q != p && self.compatible(p, q))
    }

    /// B.1.a alone: `a` and `b` have not played each other (forfeits do not
    /// count) and the arbiter does not forbid the pair; colours aside.
    pub fn may_meet(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.input.players[a], &self.input.players[b]);
        // Most events forbid no pair: skip hashing then (this runs for every
        // pair of players of a round, through `compatible`).
        !self.history.facts[a].played_opponents.contains(&pb.tpn)
            && (self.forbidden.is_empty()
                || !self.forbidden.contains(&(pa.tpn.min(pb.tpn), pa.tpn.max(pb.tpn))))
    }

    /// The absolute criteria between two players: C.1 / [C1] (no rematch of
    /// a played game; forfeits do not count, C.04.1), the arbiter's
    /// forbidden pairs, and C.3 / [C3] (two players with the same absolute
    /// colour preference do not meet, unless one is a topscorer).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        if !self.may_meet(a, b) {
            return false;
        }
        let fa = &self.history.facts[a];
        let fb = &self.history.facts[b];
        let both_absolute = fa.preference.strength == Strength::Absolute
            && fb.preference.strength == Strength::Absolute
            && fa.preference.colour == fb.preference.colour;
        !(both_absolute && !self.topscorer[a] && !self.topscorer[b])
    }
}
