//! Rating-based tie-breaks (C.07 Art. 10): ARO, TPR, PTP, APRO, APPO, RTNG,
//! with the conversion tables of the FIDE Rating Regulations (B.02 8.1).

use super::rating_tables::{dp_for_score, expected_hundredths};
use super::record::{Records, RoundKind};
use super::value::{Decimal, div_round_half_up, mean_rounded};

/// Expected score in per cent of a player rated `own` against `opponent`
/// (B.02 8.1.2); 10.3 uses "the full rating scale (no ±400 cut)", and
/// the table ends at 100 % beyond 735 points.
fn expected_percent(own: i64, opponent: i64) -> i64 {
    expected_hundredths(own - opponent)
}

/// ARO, TPR and PTP of one participant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Performance {
    pub aro: Option<Decimal>,
    pub tpr: Option<Decimal>,
    pub ptp: Option<Decimal>,
}

/// ARO (10.1), TPR (10.2) and PTP (10.3) over the games played over the
/// board, after cutting the `low` lowest and `high` highest rated opponents
/// (14.1.1.b). All `None` when unrated players are present (Art. 10: the
/// tie-breaks are dropped) or when no game is left.
pub fn performance(records: &Records, tpn: u32, low: usize, high: usize) -> Performance {
    if !records.all_rated() {
        return Performance::default();
    }
    // (opponent rating, result on the 1/½/0 scale in hundredths), by round.
    let mut games: Vec<(i64, i64)> = records
        .of(tpn)
        .iter()
        .filter_map(|r| match r.kind {
            RoundKind::Played { opponent, rating_points, .. } => {
                Some((records.rating(opponent).unwrap_or(0), rating_points))
            }
            _ => None,
        })
        .collect();
    for _ in 0..low {
        // The lowest rated opponent; the earliest round among equals.
        if let Some(i) = (0..games.len()).min_by_key(|&i| games[i].0) {
            games.remove(i);
        }
    }
    for _ in 0..high {
        // The highest rated opponent; the latest round among equals.
        if let Some(i) = (0..games.len()).max_by_key(|&i| games[i].0) {
            games.remove(i);
        }
    }
    if games.is_empty() {
        return Performance::default();
    }
    let count = games.len() as i64;
    let ratings: Vec<i64> = games.iter().map(|g| g.0).collect();
    let score: i64 = games.iter().map(|g| g.1).sum();
    let aro = div_round_half_up(ratings.iter().sum(), count);
    // 10.2: p is the score per game, to two decimals (0.5 rounded up).
    let p = div_round_half_up(score, count).clamp(0, 100);
    let tpr = aro + dp_for_score(p);
    Performance {
        aro: Some(Decimal::from_int(aro)),
        tpr: Some(Decimal::from_int(tpr)),
        ptp: Some(Decimal::from_int(perfect_performance(&ratings, score))),
    }
}

/// 10.3: the lowest whole rating whose expected score against `ratings`
/// reaches `score` (hundredths); for a zero score, the lowest rated
/// opponent − 800. `ratings` is not empty.
fn perfect_performance(ratings: &[i64], score: i64) -> i64 {
    let lowest = ratings.iter().copied().min().unwrap_or(0);
    let highest = ratings.iter().copied().max().unwrap_or(0);
    if score <= 0 {
        return lowest - 800;
    }
    let expected = |own: i64| -> i64 { ratings.iter().map(|&o| expected_percent(own, o)).sum() };
    // expected(lowest - 800) is 0 < score; expected(highest + 800) is 100 %
    // of every game >= score. Invariant: expected(lo) < score <= expected(hi).
    let (mut lo, mut hi) = (lowest - 800, highest + 800);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if expected(mid) >= score {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    hi
}

/// APRO (10.4) or APPO (10.5): the mean of the opponents' TPR or PTP (as
/// given by `of`), over the board, rounded half up; `None` without values.
pub fn average_of_opponents(
    records: &Records,
    tpn: u32,
    of: impl Fn(u32) -> Option<Decimal>,
) -> Option<Decimal> {
    let values: Vec<Decimal> =
        records.of(tpn).iter().filter_map(|r| r.played_opponent()).filter_map(of).collect();
    mean_rounded(&values, 100)
}

/// RTNG (10.6): the participant's rating, dropped with unrated players present.
pub fn own_rating(records: &Records, tpn: u32) -> Option<Decimal> {
    if !records.all_rated() {
        return None;
    }
    records.rating(tpn).map(Decimal::from_int)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_scores_follow_the_fide_table() {
        assert_eq!(expected_percent(2000, 2000), 50);
        assert_eq!(expected_percent(2003, 2000), 50);
        assert_eq!(expected_percent(2004, 2000), 51);
        assert_eq!(expected_percent(2000, 2004), 49);
        assert_eq!(expected_percent(2735, 2000), 99);
        assert_eq!(expected_percent(2736, 2000), 100);
        assert_eq!(expected_percent(1000, 2000), 0);
    }

    #[test]
    fn perfect_performance_is_the_lowest_rating_reaching_the_score() {
        // One win against 2000: 100 % expected needs a difference of 736.
        assert_eq!(perfect_performance(&[2000], 100), 2736);
        // One draw: 50 % at equal rating; 3 points less expects 50 % too.
        assert_eq!(perfect_performance(&[2000], 50), 1997);
        // A zero score: 800 below the lowest opponent.
        assert_eq!(perfect_performance(&[2000, 1800], 0), 1000);
        let ratings = [2100, 2000, 1900];
        let p = perfect_performance(&ratings, 150);
        let expected = |own: i64| -> i64 { ratings.iter().map(|&o| expected_percent(own, o)).sum() };
        assert!(expected(p) >= 150 && expected(p - 1) < 150);
    }
}
