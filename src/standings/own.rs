//! Tie-breaks from a participant's own record (C.07 Art. 7) and Koya (9.2).

use super::record::{Records, RoundKind};
use super::value::Decimal;
use crate::model::Colour;

fn count(records: &Records, tpn: u32, test: impl Fn(&super::record::RoundRecord) -> bool) -> Decimal {
    Decimal::from_int(records.of(tpn).iter().filter(|r| test(r)).count() as i64)
}

/// WIN (7.1): rounds with a win's worth of points, played or not.
pub fn wins(records: &Records, tpn: u32) -> Decimal {
    let win = records.scoring.win;
    count(records, tpn, |r| r.points == win)
}

/// WON (7.2): games won over the board.
pub fn games_won(records: &Records, tpn: u32) -> Decimal {
    let win = records.scoring.win;
    count(records, tpn, |r| r.played_opponent().is_some() && r.points == win)
}

/// BPG (7.3): games played over the board with Black.
pub fn black_games(records: &Records, tpn: u32) -> Decimal {
    count(records, tpn, |r| matches!(r.kind, RoundKind::Played { colour: Colour::Black, .. }))
}

/// BWG (7.4): games won over the board with Black.
pub fn black_wins(records: &Records, tpn: u32) -> Decimal {
    let win = records.scoring.win;
    count(records, tpn, |r| {
        matches!(r.kind, RoundKind::Played { colour: Colour::Black, .. }) && r.points == win
    })
}

/// PS (7.5): the sum of the running score after each round; Cut-n leaves out
/// the scores after the first n rounds (14.1.1.c).
pub fn progressive_score(records: &Records, tpn: u32, cut: usize) -> Decimal {
    let mut running = Decimal::ZERO;
    let mut sum = Decimal::ZERO;
    for (i, r) in records.of(tpn).iter().enumerate() {
        running = running + Decimal::from_points(r.points);
        if i >= cut {
            sum = sum + running;
        }
    }
    sum
}

/// REP (7.6): the rounds less the half-point byes, zero-point byes (absences
/// included, 16.1.1) and forfeit losses; that is, games played, the PAB, and
/// the rounds with a win's worth of points without playing (full-point bye,
/// forfeit win).
pub fn rounds_elected(records: &Records, tpn: u32) -> Decimal {
    let win = records.scoring.win;
    count(records, tpn, |r| {
        matches!(r.kind, RoundKind::Played { .. } | RoundKind::PairingBye) || r.points == win
    })
}

/// STD (7.7, 2026): per round 1 for more points than the scheduled opponent
/// in a game played, or without playing more than a draw's worth; ½ for as
/// many as the opponent, or without playing a draw's worth. Forfeits are
/// rounds without playing: a double forfeit gives each side less than a draw,
/// 0 (as the reference implementation reads it).
pub fn standard_points(records: &Records, tpn: u32) -> Decimal {
    let draw = records.scoring.draw;
    records
        .of(tpn)
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let reference = match r.played_opponent() {
                Some(o) => records.of(o).get(i).map_or(draw, |theirs| theirs.points),
                None => draw,
            };
            match r.points.cmp(&reference) {
                std::cmp::Ordering::Greater => Decimal::from_int(1),
                std::cmp::Ordering::Equal => Decimal::from_hundredths(50),
                std::cmp::Ordering::Less => Decimal::ZERO,
            }
        })
        .sum()
}

/// The games whose wins make "the maximum possible tournament score" of 9.2:
/// the rounds considered, less — in a round robin of an odd number n, once
/// whole cycles are over (rounds a multiple of n) — the free round each
/// participant had per cycle. Between, the free rounds are uneven (some had
/// theirs, some not) and the rounds count whole: the reading of FIDE's
/// reference tool, which the tests pin.
fn koya_games(records: &Records) -> u32 {
    let participants = u32::try_from(records.t.players.len()).unwrap_or(u32::MAX);
    if records.predetermined && participants > 0 && records.rounds.is_multiple_of(participants) {
        records.rounds - records.rounds / participants
    } else {
        records.rounds
    }
}

/// KS (9.2): points scored against the opponents (every scheduled opponent,
/// forfeits included) whose score is at least 50 % of the maximum possible,
/// a win's points in each round considered.
pub fn koya(records: &Records, tpn: u32) -> Decimal {
    let threshold_doubled = i64::from(records.scoring.win.tenths()) * i64::from(koya_games(records));
    records
        .of(tpn)
        .iter()
        .filter(|r| {
            r.opponent().is_some_and(|o| 2 * i64::from(records.score(o).tenths()) >= threshold_doubled)
        })
        .map(|r| Decimal::from_points(r.points))
        .sum()
}
