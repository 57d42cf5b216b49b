//! Baku acceleration computed from the event itself: which players are in
//! group A, and the virtual points each gets for the pairing of each round
//! (C.04.7; until 2026-01-31 the Baku Acceleration Method C.04.5.1 /
//! C.04.7.1). Not a pairing system: it fills the acceleration table
//! ([`Acceleration`]) that [`super::input::PairingInput::from_tournament`] adds to
//! the pairing score, and every system pairs by that score.

use crate::model::{
    Acceleration, BakuGroup, Points, ScoringSystem, TeamAcceleration, TeamPoints, TeamScoreKind, Tournament,
};
use crate::tr;
use thiserror::Error;

/// Which text's Baku method ([`crate::pairing::system::PairingSystem::baku_edition`] says
/// which goes with a system).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BakuEdition {
    /// In force until 2026-01-31 (paired with the 2017 Dutch text): 1–½–0
    /// scoring only; virtual points 1 and then ½.
    Text2017,
    /// C.04.7 from 2026-02-01: any scoring where a win is worth two draws
    /// and a loss nothing (1.1); virtual points a win's and then a draw's
    /// worth (1.4).
    Text2026,
}

/// The tournament's scoring does not allow Baku acceleration.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum BakuError {
    /// The text before 2026: "1 – ½ – 0 only".
    #[error("{}", tr!("baku-error-scoring-2017", win = win.to_string(), draw = draw.to_string(), loss = loss.to_string()))]
    NotStandardScoring { win: Points, draw: Points, loss: Points },
    /// C.04.7 1.1: a win must be worth two draws, a loss nothing.
    #[error("{}", tr!("baku-error-scoring-2026", win = win.to_string(), draw = draw.to_string(), loss = loss.to_string()))]
    WinNotTwoDraws { win: Points, draw: Points, loss: Points },
    /// C.04.7 1.4.4: a team event ranked by game points cannot be accelerated.
    #[error("{}", tr!("baku-error-game-points"))]
    GamePointsPrimary,
}

/// C.04.7 1.2: |GA| = 2·⌈N/4⌉, half the players rounded up to an even
/// number.
pub fn group_a_size(players: usize) -> usize {
    2 * players.div_ceil(4)
}

/// C.04.7 1.4: the accelerated rounds are the first ⌈R/2⌉; the first
/// ⌈A/2⌉ of them carry a win's worth, the others a draw's.
pub fn accelerated_rounds(total_rounds: u32) -> (u32, u32) {
    let accelerated = total_rounds.div_ceil(2);
    (accelerated.div_ceil(2), accelerated)
}

/// The members of group A among `initial_order` (pairing numbers in
/// initial order, late entries already inserted where C.04.2 Art. 2 puts
/// them). Without `last_of_group_a` the group is the first 2·⌈N/4⌉; with it
/// (1.3: "the last GA-participant shall be the same participant as in the
/// previous round") everyone ranked down to that participant, so a late
/// entry ranked above them joins group A and one ranked below joins B.
pub fn group_a(initial_order: &[u32], last_of_group_a: Option<u32>) -> Vec<u32> {
    let size = match last_of_group_a.and_then(|last| initial_order.iter().position(|&tpn| tpn == last)) {
        Some(position) => position + 1,
        None => group_a_size(initial_order.len()).min(initial_order.len()),
    };
    initial_order[..size].to_vec()
}

/// The virtual points of a group A player in every round 1..=`total_rounds`
/// (index 0 = round 1); group B players get none.
pub fn virtual_points(
    edition: BakuEdition,
    scoring: &ScoringSystem,
    total_rounds: u32,
) -> Result<Vec<Points>, BakuError> {
    let (win, draw, loss) = (scoring.win, scoring.draw, scoring.loss);
    let (full, half) = match edition {
        BakuEdition::Text2017 => {
            if (win, draw, loss) != (Points::from_tenths(10), Points::from_tenths(5), Points::ZERO) {
                return Err(BakuError::NotStandardScoring { win, draw, loss });
            }
            (win, draw)
        }
        BakuEdition::Text2026 => {
            if win.tenths() != 2 * draw.tenths() || loss != Points::ZERO {
                return Err(BakuError::WinNotTwoDraws { win, draw, loss });
            }
            (win, draw)
        }
    };
    let (full_rounds, accelerated) = accelerated_rounds(total_rounds);
    Ok((1..=total_rounds)
        .map(|round| {
            if round <= full_rounds {
                full
            } else if round <= accelerated {
                half
            } else {
                Points::ZERO
            }
        })
        .collect())
}

/// The acceleration table of `t` by the Baku method: one entry per group A
/// player (the players in pairing-number order, every registered player
/// counted, present in round 1 or not).
pub fn accelerations(t: &Tournament, edition: BakuEdition) -> Result<Vec<Acceleration>, BakuError> {
    let points = virtual_points(edition, &t.settings.scoring, t.settings.rounds_planned)?;
    let mut order: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    order.sort_unstable();
    Ok(group_a(&order, None)
        .into_iter()
        .map(|player| Acceleration { player, points: points.clone() })
        .collect())
}

/// The table a tournament set to Baku acceleration pairs by now
/// ([`crate::commands::apply`] keeps `t.accelerations` equal to it).
///
/// Before round 1 is paired, group A is the first 2·⌈N/4⌉ of the current
/// field. After that, 1.3 keeps the last GA participant
/// ([`last_of_group_a_by_rule`]): a late entry ranked above them joins
/// group A, one ranked below joins group B. The rounds already paired keep
/// the values they were paired with (floats are derived from them), and a
/// late entry has none there.
///
/// The arbiter's group for a player ([`crate::model::BakuGroupOverride`],
/// no rule of the text: the tool for a late entry or a wrong rating) holds
/// for the rounds from the one it was decided for. It does not move the
/// last GA participant of 1.3, which is the rule's.
pub fn current_table(t: &Tournament, edition: BakuEdition) -> Result<Vec<Acceleration>, BakuError> {
    table_placing(t, None, edition)
}

/// The last participant of group A by the rule (1.2 before round 1 is
/// paired, 1.3 after: the one kept since, or for a document that did not
/// keep it the lowest-ranked member of its table).
pub fn last_of_group_a_by_rule(t: &Tournament) -> Option<u32> {
    let mut order: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    order.sort_unstable();
    if t.rounds_paired() == 0 {
        return group_a(&order, None).last().copied();
    }
    t.baku_last_of_group_a.or_else(|| t.accelerations.iter().map(|a| a.player).max())
}

/// [`current_table`], with the arbiter's group for `by_rule_only` (if
/// given) left out: the group the rule alone gives that player.
fn table_placing(
    t: &Tournament,
    by_rule_only: Option<u32>,
    edition: BakuEdition,
) -> Result<Vec<Acceleration>, BakuError> {
    let points = virtual_points(edition, &t.settings.scoring, t.settings.rounds_planned)?;
    let paired = t.rounds_paired() as usize;
    let mut order: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    order.sort_unstable();
    let by_rule = group_a(&order, last_of_group_a_by_rule(t));
    let mut table = Vec::new();
    for &tpn in &order {
        let in_group_a_by_rule = by_rule.contains(&tpn);
        let placed = t.player(tpn).and_then(|p| p.baku_group.as_ref()).filter(|_| by_rule_only != Some(tpn));
        let before = t.accelerations.iter().find(|a| a.player == tpn);
        let values: Vec<Points> = points
            .iter()
            .enumerate()
            .map(|(index, &value)| {
                let round = index as u32 + 1;
                if index < paired {
                    return before.and_then(|a| a.points.get(index).copied()).unwrap_or(Points::ZERO);
                }
                let in_group_a = match placed {
                    Some(o) if round >= o.from_round => o.group == BakuGroup::A,
                    _ => in_group_a_by_rule,
                };
                if in_group_a { value } else { Points::ZERO }
            })
            .collect();
        if in_group_a_by_rule || values.iter().any(|&v| v != Points::ZERO) {
            table.push(Acceleration { player: tpn, points: values });
        }
    }
    Ok(table)
}

/// The virtual points `tpn` has for the pairing of `round` in the
/// tournament's table (computed, or given by an imported file).
pub fn virtual_points_of(t: &Tournament, tpn: u32, round: u32) -> Points {
    let index = round.saturating_sub(1) as usize;
    t.accelerations
        .iter()
        .find(|a| a.player == tpn)
        .and_then(|a| a.points.get(index).copied())
        .unwrap_or(Points::ZERO)
}

/// Whether some player has virtual points for the pairing of `round`:
/// then the acceleration applies to it and the views show it.
pub fn accelerates(t: &Tournament, round: u32) -> bool {
    let index = round.saturating_sub(1) as usize;
    t.accelerations.iter().any(|a| a.points.get(index).is_some_and(|&v| v != Points::ZERO))
}

/// The group `tpn` is in for the pairing of `round`: A when the table gives
/// them virtual points for it (1.4: GA in an accelerated round), else B.
pub fn group_in(t: &Tournament, tpn: u32, round: u32) -> BakuGroup {
    if virtual_points_of(t, tpn, round) != Points::ZERO { BakuGroup::A } else { BakuGroup::B }
}

/// The group the rule gives `tpn` for the pairing of `round` (the next
/// round to be paired), leaving out the arbiter's choice for them.
pub fn group_by_rule(
    t: &Tournament,
    tpn: u32,
    round: u32,
    edition: BakuEdition,
) -> Result<BakuGroup, BakuError> {
    let table = table_placing(t, Some(tpn), edition)?;
    let index = round.saturating_sub(1) as usize;
    let points = table.iter().find(|a| a.player == tpn).and_then(|a| a.points.get(index).copied());
    Ok(if points.is_some_and(|v| v != Points::ZERO) { BakuGroup::A } else { BakuGroup::B })
}

/// C.04.7 1.4's own team example: the Baku table of a team event, with
/// match points as the primary score. Group A is the first 2·⌈N/4⌉ teams
/// by TPN (1.2; the TPN is the competition's initial order, C.04.6 1.1);
/// virtual match points a won match's worth in the first half of the
/// accelerated rounds, a drawn match's in the rest (1.4), none for game
/// points. Game points as the primary score rule the method out (1.4.4:
/// "if gamepoints were the primary score, the Baku Acceleration could not
/// be used"), and so do match points where a win is not worth two draws
/// (1.1).
pub fn team_table(t: &Tournament) -> Result<Vec<TeamAcceleration>, BakuError> {
    let settings = &t.settings.team;
    if settings.primary != TeamScoreKind::MatchPoints {
        return Err(BakuError::GamePointsPrimary);
    }
    let mp = settings.match_points;
    let scoring = ScoringSystem { win: mp.win, draw: mp.draw, loss: mp.loss, ..ScoringSystem::standard() };
    let points = virtual_points(BakuEdition::Text2026, &scoring, t.settings.rounds_planned)?;
    let points: Vec<TeamPoints> = points.into_iter().map(|mp| TeamPoints { mp, gp: Points::ZERO }).collect();
    let mut order: Vec<u32> = t.teams.iter().map(|team| team.tpn).collect();
    order.sort_unstable();
    Ok(group_a(&order, None)
        .into_iter()
        .map(|team| TeamAcceleration { team, points: points.clone() })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(tenths: &[i32]) -> Vec<Points> {
        tenths.iter().map(|&t| Points::from_tenths(t)).collect()
    }

    #[test]
    fn group_a_is_half_the_field_rounded_up_to_an_even_number() {
        // C.04.7 1.2: |GA| = 2·⌈N/4⌉; the text's own example is N = 161 → 82.
        assert_eq!(group_a_size(161), 82);
        // Even fields: 20 → 10, 100 → 50; 22 → 2·⌈5.5⌉ = 12 (half is 11, odd).
        assert_eq!(group_a_size(20), 10);
        assert_eq!(group_a_size(100), 50);
        assert_eq!(group_a_size(22), 12);
        // Odd fields: 13 → 2·⌈3.25⌉ = 8, 21 → 2·⌈5.25⌉ = 12.
        assert_eq!(group_a_size(13), 8);
        assert_eq!(group_a_size(21), 12);
    }

    #[test]
    fn accelerated_rounds_follow_the_texts_examples() {
        // 1.4: A = ⌈R/2⌉, a win's worth in rounds 1..⌈A/2⌉. The text's
        // example: 9 rounds → 5 accelerated, rounds 1–3 full, 4–5 half.
        assert_eq!(accelerated_rounds(9), (3, 5));
        // 11 rounds (the team example): 3 rounds full, the next 3 half.
        assert_eq!(accelerated_rounds(11), (3, 6));
        assert_eq!(accelerated_rounds(7), (2, 4));
        assert_eq!(accelerated_rounds(15), (4, 8));
    }

    #[test]
    fn virtual_points_per_round_for_one_half_zero_scoring() {
        let standard = ScoringSystem::default();
        // 9 rounds: 1, 1, 1, ½, ½, then nothing (both editions agree on 1–½–0).
        let expected = points(&[10, 10, 10, 5, 5, 0, 0, 0, 0]);
        assert_eq!(virtual_points(BakuEdition::Text2017, &standard, 9), Ok(expected.clone()));
        assert_eq!(virtual_points(BakuEdition::Text2026, &standard, 9), Ok(expected));
    }

    #[test]
    fn other_point_systems() {
        // 1.4 (2026): a win's worth, then a draw's: with 2–1–0 match points
        // the text's team example gives 2 in rounds 1–3 and 1 in rounds 4–6.
        let match_points = ScoringSystem {
            win: Points::from_tenths(20),
            draw: Points::from_tenths(10),
            loss: Points::ZERO,
            ..ScoringSystem::default()
        };
        assert_eq!(
            virtual_points(BakuEdition::Text2026, &match_points, 11),
            Ok(points(&[20, 20, 20, 10, 10, 10, 0, 0, 0, 0, 0]))
        );
        // The text before 2026 allowed 1–½–0 only.
        assert!(matches!(
            virtual_points(BakuEdition::Text2017, &match_points, 11),
            Err(BakuError::NotStandardScoring { .. })
        ));
        // 1.1 (2026): 3–1–0 is not "a win equals two draws".
        let three_one = ScoringSystem {
            win: Points::from_tenths(30),
            draw: Points::from_tenths(10),
            loss: Points::ZERO,
            ..ScoringSystem::default()
        };
        assert!(matches!(
            virtual_points(BakuEdition::Text2026, &three_one, 9),
            Err(BakuError::WinNotTwoDraws { .. })
        ));
    }

    #[test]
    fn a_late_entry_joins_the_group_of_its_place_in_the_list() {
        // 1.3: the last GA participant stays the same. Ten players: GA is
        // 2·⌈10/4⌉ = 6, so player 6 is the last of GA.
        let before: Vec<u32> = (1..=10).collect();
        assert_eq!(group_a(&before, None), vec![1, 2, 3, 4, 5, 6]);
        // A late entry (11) ranked third joins GA, which grows to seven and
        // is now odd; player 6 is still its last member.
        let with_strong_entry = [1, 2, 11, 3, 4, 5, 6, 7, 8, 9, 10];
        assert_eq!(group_a(&with_strong_entry, Some(6)), vec![1, 2, 11, 3, 4, 5, 6]);
        // One ranked below player 6 joins GB, though 2·⌈11/4⌉ would be 6.
        let with_weak_entry = [1, 2, 3, 4, 5, 6, 7, 11, 8, 9, 10];
        assert_eq!(group_a(&with_weak_entry, Some(6)), vec![1, 2, 3, 4, 5, 6]);
    }
}
