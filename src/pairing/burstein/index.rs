//! The opposition index of C.04.4.2 1.7–1.8: Buchholz and Sonneborn–Berger
//! from the tournament's own results, and the ranking order it gives.

use crate::model::{ByeKind, ScoringSystem};
use crate::pairing::{PairingInput, PastRound, PlayerInput};

/// 1.8.1: Buchholz, then Sonneborn–Berger, both in hundredths of a point;
/// compared largest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Index {
    pub buchholz: i64,
    pub sonneborn_berger: i64,
}

/// 1.7.2 (2026): a round not played counts as a game against oneself with
/// the points registered; a player whose latest rounds are zero-point
/// byes counts each of them as a draw in the scores the opponents see.
pub fn indices(input: &PairingInput) -> Vec<Index> {
    let seen_by_opponents: Vec<i64> =
        input.players.iter().map(|p| score_seen_by_opponents(p, &input.scoring)).collect();
    let position = |tpn: u32| input.players.iter().position(|p| p.tpn == tpn);
    input
        .players
        .iter()
        .map(|p| {
            let own = i64::from(p.score.tenths());
            let (mut buchholz, mut sb) = (0i64, 0i64);
            for (round, points) in p.history.iter().zip(&p.round_points) {
                let opponent = match round {
                    PastRound::Played { opponent, .. } => position(*opponent).map(|q| seen_by_opponents[q]),
                    _ => None,
                };
                let opponent_score = opponent.unwrap_or(own);
                buchholz += opponent_score;
                sb += opponent_score * i64::from(points.tenths());
            }
            Index { buchholz: buchholz * 10, sonneborn_berger: sb }
        })
        .collect()
}

/// 1.7.2 exception: the trailing zero-point byes count as draws.
fn score_seen_by_opponents(p: &PlayerInput, scoring: &ScoringSystem) -> i64 {
    let trailing = p
        .history
        .iter()
        .rev()
        .take_while(|r| matches!(r, PastRound::Absent | PastRound::Bye(ByeKind::ZeroPoint)))
        .count() as i64;
    i64::from(p.score.tenths()) + trailing * i64::from(scoring.draw.tenths())
}
