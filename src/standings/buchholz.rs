//! Buchholz, Fore Buchholz, Sonneborn-Berger and AOB (C.07 8.1–8.3, 9.1),
//! with the unplayed-rounds management of Art. 16 and the cut modifiers of
//! Art. 14.

use super::Rules;
use super::record::Records;
use super::value::{Decimal, mean_rounded};
use crate::model::Points;
use std::collections::HashMap;

/// Which opponent-score sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Buchholz,
    Fore,
    SonnebornBerger,
}

/// One round's contribution to a participant's BH / FB / SB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Contribution {
    /// The (real or dummy) opponent's score.
    score: Points,
    /// What the round adds: the score (BH, FB) or score × own points (SB).
    value: Decimal,
    /// 16.1.2: the round is a voluntary unplayed round.
    vur: bool,
}

/// The opponent scores every participant lends (16.3), and the dummy's score
/// for their own unplayed rounds (16.4), for one family.
pub struct Scores {
    /// 16.3 adjusted scores (fore-adjusted for FB).
    lent: HashMap<u32, Points>,
    /// The participant's own score as the dummy's (fore-adjusted for FB).
    own: HashMap<u32, Points>,
}

impl Scores {
    pub fn new(records: &Records, family: Family) -> Scores {
        let mut lent = HashMap::new();
        let mut own = HashMap::new();
        for p in &records.t.players {
            let (l, o) = match family {
                Family::Fore => records.fore_scores(p.tpn),
                _ => (records.adjusted_score(p.tpn), records.score(p.tpn)),
            };
            lent.insert(p.tpn, l);
            own.insert(p.tpn, o);
        }
        Scores { lent, own }
    }

    fn lent(&self, tpn: u32) -> Points {
        self.lent.get(&tpn).copied().unwrap_or(Points::ZERO)
    }

    fn own(&self, tpn: u32) -> Points {
        self.own.get(&tpn).copied().unwrap_or(Points::ZERO)
    }
}

/// The value of `family` for `tpn`, cutting `low` least and then `high` most
/// significant values (14.1–14.4, with the 16.5 exception).
pub fn value(
    records: &Records,
    scores: &Scores,
    rules: Rules,
    family: Family,
    tpn: u32,
    low: usize,
    high: usize,
) -> Decimal {
    let mut contributions = contributions(records, scores, rules, family, tpn);
    // As many cuts as there are rounds at most (one contribution per round).
    let low = low.min(contributions.len());
    let high = high.min(contributions.len() - low);
    for _ in 0..low {
        if let Some(i) = least_significant(&contributions) {
            contributions.remove(i);
        }
    }
    for _ in 0..high {
        // 14.3: the most significant value is the highest opponent score
        // (then the highest contribution); 16.5 has no exception for it.
        let most = (0..contributions.len()).max_by_key(|&i| (contributions[i].score, contributions[i].value));
        if let Some(i) = most {
            contributions.remove(i);
        }
    }
    contributions.iter().map(|c| c.value).sum()
}

/// AOB (8.2): the mean of the Buchholz of the opponents played over the
/// board, rounded half up to two decimals; `None` without such opponents.
pub fn average_of_opponents(
    records: &Records,
    buchholz: &HashMap<u32, Decimal>,
    tpn: u32,
) -> Option<Decimal> {
    let values: Vec<Decimal> = records
        .of(tpn)
        .iter()
        .filter_map(|r| r.played_opponent())
        .map(|o| buchholz.get(&o).copied().unwrap_or(Decimal::ZERO))
        .collect();
    mean_rounded(&values, 1)
}

fn contributions(
    records: &Records,
    scores: &Scores,
    rules: Rules,
    family: Family,
    tpn: u32,
) -> Vec<Contribution> {
    let rounds = records.of(tpn);
    let last = rounds.len();
    rounds
        .iter()
        .enumerate()
        // 15.2: with pre-determined pairings the only unplayed rounds are
        // forfeits, which count as games; a round without an opponent (the
        // free round of an odd round robin) has no one to take a score
        // from, and adds nothing (nor is it a value a cut could remove).
        .filter(|(_, r)| !records.predetermined || r.opponent().is_some())
        .map(|(i, r)| {
            // 8.3: FB treats every final-round pairing as a game (to be drawn).
            let as_game = match family {
                Family::Fore if i + 1 == last => r.opponent(),
                _ => records.counted_opponent(r),
            };
            let (score, vur) = match as_game {
                Some(opponent) => (scores.lent(opponent), false),
                None => (dummy_score(records, scores, rules, tpn, r.opponent()), r.is_vur()),
            };
            let value = match family {
                Family::SonnebornBerger => Decimal::product(score, r.points),
                _ => Decimal::from_points(score),
            };
            Contribution { score, value, vur }
        })
        .collect()
}

/// 16.4: an unplayed round is a game against a dummy whose score is the
/// participant's own. 2026 caps it: for a forfeit, at the scheduled opponent's
/// adjusted score (16.4.1); otherwise at draw points × rounds (16.4.2).
fn dummy_score(records: &Records, scores: &Scores, rules: Rules, tpn: u32, scheduled: Option<u32>) -> Points {
    let own = scores.own(tpn);
    match (rules, scheduled) {
        (Rules::Edition2024, _) => own,
        (Rules::Edition2026, Some(opponent)) => own.min(scores.lent(opponent)),
        (Rules::Edition2026, None) => {
            let rounds = i32::try_from(records.rounds).unwrap_or(i32::MAX);
            own.min(Points(records.scoring.draw.tenths().saturating_mul(rounds)))
        }
    }
}

/// The contribution a Cut removes (14.1 with the 16.5 exception). The least
/// significant value is the lowest opponent score, the lowest contribution
/// among equal scores (14.1.1.a, d). With VURs, the lowest contribution
/// coming from a VUR (16.5.2 a: the contribution, for SB the product, not
/// the dummy's score) goes instead, unless it is lower than the least
/// significant one (16.5.1): for BH that never happens, for SB the higher of
/// the two contributions is cut, the VUR on equality (16.5.2).
fn least_significant(contributions: &[Contribution]) -> Option<usize> {
    let lowest =
        (0..contributions.len()).min_by_key(|&i| (contributions[i].score, contributions[i].value))?;
    // A forfeit loss's zero is a lower contribution than a last-round
    // half-point bye's, whatever the two dummies' scores.
    let lowest_vur = (0..contributions.len())
        .filter(|&i| contributions[i].vur)
        .min_by_key(|&i| (contributions[i].value, contributions[i].score));
    match lowest_vur {
        Some(v) if contributions[lowest].value <= contributions[v].value => Some(v),
        _ => Some(lowest),
    }
}
