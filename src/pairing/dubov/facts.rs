//! What both Dubov texts derive from the past rounds beyond what every
//! system shares ([`crate::pairing::history`]): the average rating of the
//! opponents (ARO), the due colour of a player who has not played yet, and
//! the upfloats each player received.

use crate::model::Colour;
use crate::pairing::context::Context;
use crate::pairing::history::{Float, Preference, Strength};

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
}

impl DubovFacts {
    /// Derives the facts, and gives every player who has not played yet
    /// the mild colour preference for Black of 2026 1.6.4 (the shared
    /// history leaves them without one), so that the shared colour steps,
    /// [C3] and the checker all see it.
    pub fn new(ctx: &mut Context<'_>) -> DubovFacts {
        let input = ctx.input;
        let round = input.round;
        let mut aro = Vec::with_capacity(input.players.len());
        let mut upfloats = Vec::with_capacity(input.players.len());
        let mut upfloated_last = Vec::with_capacity(input.players.len());
        let mut no_games = Vec::with_capacity(input.players.len());
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
            let facts = &mut ctx.history.facts[i];
            upfloats.push(facts.floats.iter().filter(|&&f| f == Float::Up).count() as u32);
            upfloated_last.push(facts.float_ago(round, 1) == Float::Up);
            no_games.push(facts.played_games == 0);
            if facts.played_games == 0 {
                // 2026 1.6.4: players who did not play any games are
                // considered to have a mild colour preference for Black.
                facts.preference = Preference { colour: Some(Colour::Black), strength: Strength::Mild };
            }
        }
        DubovFacts { aro, upfloats, upfloated_last, no_games }
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
