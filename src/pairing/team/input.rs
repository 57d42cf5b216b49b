//! The engine's view of a team event before round N: every team is a
//! participant (its TPN, scores and history), the competition's rules come
//! along in [`TeamRules`]. Built from the prepared document by
//! [`crate::pairing::prepared_for_round`], like the input of an individual
//! event.
//!
//! What a round was for a team (C.04.6 1.6.1 and the readings R8, R9 of the
//! rule summary, as the reference takes them):
//!
//! - a match with at least one board played is a played match: it meets
//!   ([C1]) and carries the colour board 1 was scheduled to have, even when
//!   board 1 itself was forfeited. So does a match in which no board was
//!   played but both teams scored (a board forfeited each way): the
//!   reference counts it as played, and the rule summary says to follow it;
//! - a match with no board played otherwise (a whole-match forfeit, `330`)
//!   is not: no colour, no meeting; the team that won it is barred from the
//!   PAB ([C2]);
//! - byes and absences are what they are (the PAB and the full-point bye
//!   bar a later PAB, the half-point bye does not).
//!
//! Scores are the event's: the primary score of each round (match or game
//! points, 1.2), the secondary summed for 4.2.2, plus this round's virtual
//! points of an acceleration (C.04.7 1.5) on the primary score.

use super::{ColourPreferences, TeamRules};
use crate::model::{
    MatchKind, Points, ScoringSystem, TeamAcceleration, TeamColourPreferences, TeamPoints, TeamRoundEntry,
    TeamScoreKind, Tournament,
};
use crate::pairing::baku::{self, BakuEdition, BakuError};
use crate::pairing::input::{PairingInput, PastRound, PlayerInput};

/// The competition's rules as the engine reads them (1.2, 1.7).
pub fn rules_of(t: &Tournament) -> TeamRules {
    let settings = &t.settings.team;
    TeamRules {
        preferences: match settings.colour_preferences {
            TeamColourPreferences::TypeA => ColourPreferences::TypeA,
            TeamColourPreferences::TypeB => ColourPreferences::TypeB,
            TeamColourPreferences::None => ColourPreferences::None,
        },
        secondary_for_colours: settings.secondary_for_colours,
    }
}

/// The input for pairing `round` of the team event `t` (a document already
/// prepared for that round: later rounds cut, the round's byes recorded).
/// Teams with a bye or absence recorded in `round`, or withdrawn before
/// it, are not paired.
pub fn from_tournament(t: &Tournament, round: u32) -> PairingInput {
    let settings = &t.settings.team;
    let primary = settings.primary;
    let secondary = primary.other();
    let target = t.round(round);
    let players = t
        .teams
        .iter()
        .map(|team| {
            let mut history = Vec::new();
            let mut round_points = Vec::new();
            let mut secondary_score = Points::ZERO;
            for r in 1..round {
                let (entry, points) = match t.team_entry(r, team.tpn) {
                    TeamRoundEntry::Match(outcome) => {
                        let points = outcome.points.unwrap_or_default();
                        let theirs = outcome.opponent_points.unwrap_or_default();
                        let both_scored = points.gp > Points::ZERO && theirs.gp > Points::ZERO;
                        let entry = if outcome.is_played() || (outcome.forfeit.is_none() && both_scored) {
                            PastRound::Played { opponent: outcome.opponent, colour: outcome.colour }
                        } else {
                            PastRound::Forfeit {
                                opponent: outcome.opponent,
                                colour: outcome.colour,
                                won: outcome.kind == MatchKind::ForfeitWin,
                            }
                        };
                        (entry, points)
                    }
                    TeamRoundEntry::Bye(kind) => {
                        (PastRound::Bye(kind), settings.bye_points(kind, &t.settings.scoring))
                    }
                    TeamRoundEntry::Absent => (PastRound::Absent, TeamPoints::default()),
                };
                history.push(entry);
                round_points.push(primary.of(points));
                secondary_score += secondary.of(points);
            }
            let planned = t.settings.rounds_planned.max(round);
            let acceleration: Vec<Points> =
                (1..=planned).map(|r| primary.of(t.team_acceleration_in(team.tpn, r))).collect();
            let score: Points = round_points.iter().copied().sum();
            let virtual_now = acceleration.get(round as usize - 1).copied().unwrap_or(Points::ZERO);
            let already_in_round =
                target.is_some_and(|r| r.match_of(team.tpn).is_some() || r.team_bye_of(team.tpn).is_some());
            PlayerInput {
                tpn: team.tpn,
                rating: 0,
                score,
                pairing_score: score + virtual_now,
                history,
                round_points,
                acceleration,
                to_pair: team.is_active_in(round) && !already_in_round,
                secondary_score,
            }
        })
        .collect();
    let mut forbidden = Vec::new();
    for group in &t.forbidden_pairs {
        for (i, &a) in group.players.iter().enumerate() {
            for &b in &group.players[i + 1..] {
                forbidden.push((a, b));
            }
        }
    }
    PairingInput {
        round,
        total_rounds: t.settings.rounds_planned,
        initial_colour: t.settings.initial_colour,
        scoring: t.settings.scoring,
        players,
        forbidden,
        team: Some(rules_of(t)),
    }
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
pub fn baku_table(t: &Tournament) -> Result<Vec<TeamAcceleration>, BakuError> {
    let settings = &t.settings.team;
    if settings.primary != TeamScoreKind::MatchPoints {
        return Err(BakuError::GamePointsPrimary);
    }
    let mp = settings.match_points;
    let scoring = ScoringSystem { win: mp.win, draw: mp.draw, loss: mp.loss, ..ScoringSystem::standard() };
    let points = baku::virtual_points(BakuEdition::Text2026, &scoring, t.settings.rounds_planned)?;
    let points: Vec<TeamPoints> = points.into_iter().map(|mp| TeamPoints { mp, gp: Points::ZERO }).collect();
    let mut order: Vec<u32> = t.teams.iter().map(|team| team.tpn).collect();
    order.sort_unstable();
    Ok(baku::group_a(&order, None)
        .into_iter()
        .map(|team| TeamAcceleration { team, points: points.clone() })
        .collect())
}
