//! What both Dubov texts derive from the past rounds beyond what every
//! system shares ([`crate::pairing::history`]): the average rating of the
//! opponents (ARO, rounded for 2026, exact for 1997), the due colour of a
//! player who has not played yet (2026), and the upfloats each player
//! received.

use crate::model::Colour;
use crate::pairing::context::Context;
use crate::pairing::history::{Float, Preference, Strength};
use std::cmp::Ordering;

/// 1997 1: the ARO as the text's 6.2 example shows it, unrounded (2310.0,
/// 2318.4): the sum of the opponents' ratings over the number of games,
/// compared exactly as a fraction. No game yet: 0, as 2026 1.7.3 says (the
/// 1997 text does not say; the lowest value puts such a player first
/// among the White seekers, who are sorted by ascending ARO).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExactAro {
    pub sum: u64,
    pub games: u64,
}

impl Ord for ExactAro {
    fn cmp(&self, other: &Self) -> Ordering {
        // sum/games against other.sum/other.games, 0 for no games.
        let (a, b) = (self.sum * other.games.max(1), other.sum * self.games.max(1));
        match (self.games, other.games) {
            (0, 0) => Ordering::Equal,
            (0, _) => 0.cmp(&other.sum),
            (_, 0) => self.sum.cmp(&0),
            _ => a.cmp(&b),
        }
    }
}

impl PartialOrd for ExactAro {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::fmt::Display for ExactAro {
    /// One decimal, as in the text's example (2318.4), rounded half up.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tenths = if self.games == 0 { 0 } else { (20 * self.sum + self.games) / (2 * self.games) };
        write!(f, "{}.{}", tenths / 10, tenths % 10)
    }
}

/// Per player (input index) of the round being paired.
#[derive(Clone, Debug)]
pub struct DubovFacts {
    /// 2026 1.7 / 1997 1: the average rating of the opponents met over the
    /// board, rounded to the nearest integer (x.5 upwards); 0 before the
    /// first played game (2026 1.7.3).
    pub aro: Vec<u32>,
    /// Rounds in which the player was paired with a higher-scored opponent
    /// and played (2026 1.8 "upfloated"; 1997 2.5 "transferred to a higher
    /// score group").
    pub upfloats: Vec<u32>,
    /// Upfloated in the round before the one being paired ([C10]; 1997 2.5
    /// "two times running").
    pub upfloated_last: Vec<bool>,
    /// Has played no game yet (2026 1.6.4, 3.2.3, 5.2.1).
    pub no_games: Vec<bool>,
    /// 1997 1: the ARO unrounded.
    pub exact_aro: Vec<ExactAro>,
}

impl DubovFacts {
    /// Derives the facts (both texts).
    pub fn new(ctx: &Context<'_>) -> DubovFacts {
        let input = ctx.input;
        let round = input.round;
        let mut aro = Vec::with_capacity(input.players.len());
        let mut upfloats = Vec::with_capacity(input.players.len());
        let mut upfloated_last = Vec::with_capacity(input.players.len());
        let mut no_games = Vec::with_capacity(input.players.len());
        let mut exact_aro = Vec::with_capacity(input.players.len());
        for (i, player) in input.players.iter().enumerate() {
            let (mut sum, mut count) = (0u64, 0u64);
            for opponent in player.history.iter().filter_map(|r| r.played_opponent()) {
                if let Some(&o) = ctx.history.index_of.get(&opponent) {
                    sum += u64::from(input.players[o].rating);
                    count += 1;
                }
            }
            // 1.7.1: rounded to the nearest integer, the higher on .5.
            aro.push(if count == 0 { 0 } else { ((2 * sum + count) / (2 * count)) as u32 });
            exact_aro.push(ExactAro { sum, games: count });
            let facts = &ctx.history.facts[i];
            upfloats.push(facts.floats.iter().filter(|&&f| f == Float::Up).count() as u32);
            upfloated_last.push(facts.float_ago(round, 1) == Float::Up);
            no_games.push(facts.played_games == 0);
        }
        DubovFacts { aro, upfloats, upfloated_last, no_games, exact_aro }
    }

    /// 2026 1.6.4: players who did not play any games are considered to
    /// have a mild colour preference for Black. Written into the shared
    /// history (which leaves them without one), so that the shared colour
    /// steps, [C3] and the checker all see it. Not in the 1997 text.
    pub fn prefer_black_without_games(ctx: &mut Context<'_>) {
        for facts in &mut ctx.history.facts {
            if facts.played_games == 0 {
                facts.preference = Preference { colour: Some(Colour::Black), strength: Strength::Mild };
            }
        }
    }

    /// The colour a player prefers (every player has one once
    /// [`DubovFacts::new`] ran).
    pub fn wants(ctx: &Context<'_>, p: usize) -> Colour {
        ctx.history.facts[p].preference.colour.unwrap_or(Colour::Black)
    }
}

/// 2026 1.8.2: MaxT = 2 + [Rnds / 5].
pub fn max_upfloats(total_rounds: u32) -> u32 {
    2 + total_rounds / 5
}

/// 2026 4.3.3 / 4.1.2: sequence numbers of a sorted list of shifters,
/// from the (remaining) middle outwards, the higher of two middle players
/// first. Returns the list reordered by sequence number.
pub fn middle_out<T: Copy>(sorted: &[T]) -> Vec<T> {
    let mut remaining = sorted.to_vec();
    let mut out = Vec::with_capacity(sorted.len());
    while !remaining.is_empty() {
        // The middle of an odd count, the higher of the two middle players
        // of an even count: index (r - 1) / 2 either way.
        out.push(remaining.remove((remaining.len() - 1) / 2));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sequence_numbers_follow_the_example_of_4_3_3() {
        // 2026 4.3.3: A..G get #1 D, #2 C, #3 E, #4 B, #5 F, #6 A, #7 G.
        let list = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
        assert_eq!(middle_out(&list), vec!['D', 'C', 'E', 'B', 'F', 'A', 'G']);
        // Six players: the middle two are C and D; the higher (C) is #1,
        // then D is the middle of the remaining five, then B (higher of
        // B and E), E, A, F.
        let list = ['A', 'B', 'C', 'D', 'E', 'F'];
        assert_eq!(middle_out(&list), vec!['C', 'D', 'B', 'E', 'A', 'F']);
        assert_eq!(middle_out(&['A']), vec!['A']);
        assert_eq!(middle_out(&['A', 'B']), vec!['A', 'B']);
    }

    #[test]
    fn max_t_follows_1_8_2() {
        assert_eq!(max_upfloats(4), 2);
        assert_eq!(max_upfloats(5), 3);
        assert_eq!(max_upfloats(9), 3);
        assert_eq!(max_upfloats(11), 4);
    }
}
