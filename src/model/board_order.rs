//! Board order (C.04.2 till 2026, D.9; General Handling Rules 2026, 3.6):
//! by the score of the higher-ranked player of the pair, then the sum of
//! both scores (higher first), then the pairing number of the higher-ranked
//! player (smaller first). Scores are those before the round, with
//! acceleration points where the event has them (C.04.7 1.5).
//!
//! Imported rounds are put in this order (`trf::boards`), and so are the
//! boards of a round the arbiter changed by hand (`commands`), so a swapped
//! pair never leaves the leader on board 21.

use super::{Points, Round, Tournament};
use std::cmp::Reverse;

/// The sort key of a board whose players have `white` and `black` points
/// before the round (pairing numbers `white_tpn`, `black_tpn`).
pub fn board_key(white: Points, white_tpn: u32, black: Points, black_tpn: u32) -> impl Ord {
    // The higher-ranked player: the higher score, then the smaller number.
    let (high, high_tpn) = if (Reverse(white), white_tpn) < (Reverse(black), black_tpn) {
        (white, white_tpn)
    } else {
        (black, black_tpn)
    };
    (Reverse(high), Reverse(white + black), high_tpn)
}

impl Tournament {
    /// The points `tpn` brings to round `round`: the points of the rounds
    /// before it, plus the round's acceleration points.
    pub fn score_entering(&self, tpn: u32, round: u32) -> Points {
        self.points_after(tpn, round.saturating_sub(1)) + self.acceleration_points(tpn, round)
    }

    /// The virtual points `tpn` is given in `round`, if the event has any.
    pub fn acceleration_points(&self, tpn: u32, round: u32) -> Points {
        self.accelerations
            .iter()
            .find(|a| a.player == tpn)
            .and_then(|a| a.points.get((round as usize).checked_sub(1)?).copied())
            .unwrap_or(Points::ZERO)
    }

    /// Puts the games of `round` (a round of this tournament, or one about
    /// to become one) in board order, by the scores before it.
    pub fn sort_boards(&self, round: &mut Round) {
        let number = round.number;
        round.games.sort_by_cached_key(|g| {
            let (w, b) = (self.score_entering(g.white, number), self.score_entering(g.black, number));
            board_key(w, g.white, b, g.black)
        });
    }
}
