//! The 1998 "Swiss system based on rating": B.1 and B.2.

use super::Tally;
use crate::common;
use swissdesk::model::{ByeKind, Tournament};
use swissdesk::pairing::PastRound;

/// B.1 and B.2 on a recorded round, from the text alone (F.2: games not
/// played do not count).
pub fn b1_b2(t: &Tournament, round: u32, context: &str, _: &mut Tally) {
    // B.1b: no bye after a point without playing (bye or forfeit win).
    common::assert_b1_b2(t, round, context, |p, input| {
        p.history.iter().zip(&p.round_points).any(|(r, points)| match r {
            PastRound::Bye(ByeKind::PairingAllocated) => true,
            PastRound::Forfeit { won: true, .. } => true,
            PastRound::Bye(_) => *points >= input.scoring.win,
            _ => false,
        })
    });
}
