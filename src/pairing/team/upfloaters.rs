//! 3.5: the upfloaters of the top-scoregroup, chosen by one maximum-weight
//! matching instead of the enumeration the text describes.
//!
//! 3.5 considers every set of potential upfloaters that complies with
//! [C4] and [C5], orders them (3.5.3, 3.5.4) and takes the first that,
//! with the top-scoregroup, produces a legal pairing complying with [C6]
//! and [C7]. With "legal" including the completion criterion [C3] (the
//! teams left outside the bracket can still all be paired) and "complies
//! with" read as "does as well as any legal set can" (R3, R4), the set
//! chosen is the legal one that is best on, in this order:
//!
//! 1. [C4] fewest upfloaters;
//! 2. [C5] their scores, taken in ascending order, highest (R12: the
//!    upfloaters' own scores);
//! 3. [C6] the following scoregroup (what is left of it) can be paired
//!    with the fewest upfloaters its own parity allows, none or one, and
//!    the rest still completes — pass or fail, every failing set alike (R2);
//! 4. [C7] fewest upfloaters that floated in the previous round (not in
//!    the last two rounds);
//! 5. first in the order of 3.5.4.
//!
//! Why one matching over every team still to pair finds it. With the
//! fewest upfloaters, no two upfloaters meet in the bracket (else dropping
//! both would leave a legal set with two fewer), so a legal set is exactly
//! the lower teams matched to residents in a perfect matching of all the
//! teams left in which every resident meets a resident or a lower team.
//! Every criterion above then adds up over the pairs of such a matching:
//! resident–resident pairs ([C4]); upfloaters per score, counted from the
//! lowest score up ([C5]: with the number fixed, the higher ascending
//! list is the one with fewer teams at the lowest score where the lists
//! differ); pairs of a team of the following scoregroup with a team below
//! it ([C6]: the least such number is 0 or 1 exactly when the set passes,
//! since the set's profile fixes its parity); upfloaters that floated
//! ([C7]); and one digit per potential upfloater in the order of 3.5.3
//! (highest score first, then smallest TPN), so that the first set of
//! 3.5.4 has the largest digits. When no set passes [C6], the matching is
//! solved again without that field, which treats every set as failing
//! alike, as 3.5.5 does.

use super::round::TeamRound;
use crate::pairing::error::PairingError;
use crate::pairing::matching::{Digits, Layout, LayoutBuilder, Matcher};
use crate::tr;

/// The upfloaters of one bracket, and how the set fared on [C6] and [C7].
pub(super) struct Selection {
    /// Team indices.
    pub upfloaters: Vec<usize>,
    /// [C6] complied with (true also when the following scoregroup is empty).
    pub following_pairable: bool,
    /// [C7]: upfloaters that floated in the previous round (0 when the
    /// criterion is off, in the last two rounds).
    pub repeated_floaters: usize,
}

impl Selection {
    /// What `explain` says of the selection, translated.
    pub fn notes(&self, round: &TeamRound<'_>) -> Vec<String> {
        if self.upfloaters.is_empty() {
            return Vec::new();
        }
        let tpns: Vec<String> = self.upfloaters.iter().map(|&t| round.teams[t].tpn.to_string()).collect();
        let mut notes = vec![tr!("explain-team-upfloaters", teams = tpns.join(" "))];
        if !self.following_pairable {
            notes.push(tr!("explain-team-c6-failed"));
        }
        if self.repeated_floaters > 0 {
            notes.push(tr!("explain-team-c7", count = self.repeated_floaters));
        }
        notes
    }
}

/// Where each criterion sits in the weight of an edge.
struct Fields {
    /// Every edge: a perfect matching of the teams left ([C3]).
    complete: usize,
    /// [C4]: a pair of two residents.
    residents: usize,
    /// [C5]: one digit per score below the bracket, lowest first: 1 unless
    /// the pair brings an upfloater of that score.
    upfloater_scores: Digits,
    /// [C6]: 1 unless the pair joins a team of the following scoregroup
    /// with a team below it.
    following: usize,
    /// [C7]: 1 unless the pair brings an upfloater that floated.
    repeated: usize,
    /// 3.5.4: one digit per potential upfloater, in the order of 3.5.3.
    order: Digits,
}

/// The part of each team in the bracket being formed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Resident,
    /// A potential upfloater of the following scoregroup.
    Following,
    /// A potential upfloater from further below.
    Below,
}

struct Selector<'r, 'a> {
    round: &'r TeamRound<'a>,
    /// The teams still to pair (team indices); matcher vertex `v` is `left[v]`.
    left: &'r [usize],
    part: Vec<Part>,
    /// Digit of [C5] for each vertex of a potential upfloater.
    score_digit: Vec<usize>,
    /// Digit of 3.5.4 for each vertex of a potential upfloater.
    order_digit: Vec<usize>,
    fields: Fields,
    layout: Layout,
}

/// 3.5 for the bracket of `residents`, the top-scoregroup (scoregroup
/// `level` of the round) of the teams `left` (team indices, residents
/// included, the bye's team not).
pub(super) fn select_upfloaters(
    round: &TeamRound<'_>,
    level: usize,
    residents: &[usize],
    left: &[usize],
) -> Result<Selection, PairingError> {
    let score = round.levels[level];
    // 3.5.1: every team with a lower score is a potential upfloater.
    let mut lower: Vec<usize> = left.iter().copied().filter(|&t| round.teams[t].score < score).collect();
    if lower.is_empty() {
        return Ok(Selection { upfloaters: Vec::new(), following_pairable: true, repeated_floaters: 0 });
    }
    // 3.5.3: by descending score, then ascending TPN (team indices are in
    // TPN order).
    lower.sort_by_key(|&t| (std::cmp::Reverse(round.teams[t].score), t));
    let mut lower_scores: Vec<i32> = lower.iter().map(|&t| round.teams[t].score).collect();
    lower_scores.sort_unstable();
    lower_scores.dedup();
    // [C6]: the scoregroup that follows this one among the round's
    // scoregroups (it may have no team left: then it passes).
    let following = round.levels.get(level + 1).copied();
    let n = left.len();
    let mut part = vec![Part::Resident; n];
    let mut score_digit = vec![0; n];
    let mut order_digit = vec![0; n];
    for (v, &t) in left.iter().enumerate() {
        let team_score = round.teams[t].score;
        if team_score < score {
            part[v] = if Some(team_score) == following { Part::Following } else { Part::Below };
            score_digit[v] = lower_scores.iter().position(|&s| s == team_score).unwrap_or(0);
            order_digit[v] = lower.iter().position(|&l| l == t).unwrap_or(0);
        }
    }
    debug_assert_eq!(part.iter().filter(|&&p| p == Part::Resident).count(), residents.len());
    let mut b = LayoutBuilder::new();
    let fields = Fields {
        complete: b.field(1),
        residents: b.field(1),
        upfloater_scores: b.digits(lower_scores.len(), 1),
        following: b.field(1),
        repeated: b.field(1),
        order: b.digits(lower.len(), 1),
    };
    let layout = b.build(n as u64 / 2);
    let selector = Selector { round, left, part, score_digit, order_digit, fields, layout };
    let any_following = selector.part.contains(&Part::Following);
    let mut pairs = selector.solve(true)?;
    let mut following_pairable = true;
    if any_following && selector.following_below_pairs(&pairs) > 1 {
        // No set passes [C6]: all fail alike, and [C7] and 3.5.4 decide.
        following_pairable = false;
        pairs = selector.solve(false)?;
    }
    let mut upfloaters = Vec::new();
    for &(u, v) in &pairs {
        match (selector.part[u], selector.part[v]) {
            (Part::Resident, Part::Resident) => {}
            (Part::Resident, _) => upfloaters.push(left[v]),
            (_, Part::Resident) => upfloaters.push(left[u]),
            _ => {}
        }
    }
    upfloaters.sort_unstable();
    let repeated_floaters =
        if round.floats_count { upfloaters.iter().filter(|&&t| round.teams[t].floated).count() } else { 0 };
    Ok(Selection { upfloaters, following_pairable, repeated_floaters })
}

impl Selector<'_, '_> {
    /// The field values of the edge between vertices `u` and `v`.
    fn values(&self, u: usize, v: usize, with_following: bool) -> Vec<i64> {
        let f = &self.fields;
        let mut c = vec![0i64; self.layout.len()];
        c[f.complete] = 1;
        for d in f.upfloater_scores.fields() {
            c[d] = 1;
        }
        c[f.following] = i64::from(with_following);
        c[f.repeated] = 1;
        let upfloater = match (self.part[u], self.part[v]) {
            (Part::Resident, Part::Resident) => {
                c[f.residents] = 1;
                None
            }
            (Part::Resident, _) => Some(v),
            (_, Part::Resident) => Some(u),
            (Part::Following, Part::Below) | (Part::Below, Part::Following) => {
                c[f.following] = 0;
                None
            }
            _ => None,
        };
        if let Some(up) = upfloater {
            c[f.upfloater_scores.at(self.score_digit[up])] = 0;
            if self.round.floats_count && self.round.teams[self.left[up]].floated {
                c[f.repeated] = 0;
            }
            c[f.order.at(self.order_digit[up])] = 1;
        }
        c
    }

    /// The best perfect matching of the teams left (vertex pairs), with or
    /// without the [C6] field.
    fn solve(&self, with_following: bool) -> Result<Vec<(usize, usize)>, PairingError> {
        let n = self.left.len();
        let mut matcher = Matcher::with_weight_bits(n, self.layout.bits() as usize);
        for u in 0..n {
            for v in u + 1..n {
                if self.round.compatible(self.left[u], self.left[v]) {
                    matcher.set_weight(u, v, self.layout.pack(&self.values(u, v, with_following)));
                }
            }
        }
        matcher.solve();
        let pairs: Vec<(usize, usize)> = matcher.pairs().collect();
        if pairs.len() * 2 != n {
            // 3.3.3: the teams left cannot all be paired.
            return Err(PairingError::NoValidPairing { round: self.round.input.round });
        }
        Ok(pairs)
    }

    /// Pairs joining a team of the following scoregroup with one below it.
    fn following_below_pairs(&self, pairs: &[(usize, usize)]) -> usize {
        pairs
            .iter()
            .filter(|&&(u, v)| {
                matches!(
                    (self.part[u], self.part[v]),
                    (Part::Following, Part::Below) | (Part::Below, Part::Following)
                )
            })
            .count()
    }
}
