//! C.04.3.1 (Istanbul 2012): B.1 and B.2.

use super::Tally;
use crate::common;
use swissdesk::model::Tournament;

/// B.1 and B.2 of the 2012 text on a recorded round, from the text alone
/// (A.10: the top scorers of the last round are the players over 50 %).
pub fn b1_b2(t: &Tournament, round: u32, context: &str, _: &mut Tally) {
    // B.1.b: no bye for a player who already received a point or half
    // point without playing (a bye, or an opponent not appearing).
    common::assert_b1_b2(t, round, context, |p, _| {
        p.history
            .iter()
            .zip(&p.round_points)
            .any(|(r, points)| r.played_opponent().is_none() && points.tenths() > 0)
    });
}
