//! What an engine reads: the players of the round to pair with their
//! histories ([`PairingInput`]), built from a tournament document. An
//! engine never sees the [`Tournament`] itself (architecture invariant: a
//! system is a pure function of its input); [`crate::pairing::input_for_round`]
//! is the one place that turns a document into the input for round N.

use super::team::{ColourPreferences, TeamRules};
use crate::model::{
    ByeKind, Colour, MatchKind, Points, Round, RoundBye, RoundEntry, ScoringSystem, TeamColourPreferences,
    TeamPoints, TeamRoundEntry, Tournament,
};
use std::collections::HashMap;

/// What one player did in one earlier round, as the engines need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PastRound {
    /// A game that was actually played (counts for rematches and colours).
    Played { opponent: u32, colour: Colour },
    /// A game paired but forfeited; `won` tells whether this player got the
    /// forfeit win. Not a played game (C.04.2).
    Forfeit { opponent: u32, colour: Colour, won: bool },
    /// A bye of some kind.
    Bye(ByeKind),
    /// Not in the round (absent, not yet registered, withdrawn).
    Absent,
}

impl PastRound {
    pub fn played_opponent(self) -> Option<u32> {
        match self {
            PastRound::Played { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    pub fn played_colour(self) -> Option<Colour> {
        match self {
            PastRound::Played { colour, .. } => Some(colour),
            _ => None,
        }
    }
}

/// A player as the engines see them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInput {
    /// Tournament pairing number.
    pub tpn: u32,
    pub rating: u32,
    /// Real points before the round being paired.
    pub score: Points,
    /// Points used for pairing: `score` plus acceleration for this round.
    pub pairing_score: Points,
    /// Rounds 1..round-1, index 0 = round 1.
    pub history: Vec<PastRound>,
    /// Points scored in each earlier round (same indexing as `history`).
    pub round_points: Vec<Points>,
    /// Acceleration points per round (index 0 = round 1), for float history.
    pub acceleration: Vec<Points>,
    /// Whether the player is to be paired in this round (present, not
    /// withdrawn, no pre-assigned bye).
    pub to_pair: bool,
    /// A team's secondary score before the round (C.04.6 1.2: game points
    /// when match points rank, or the other way round); zero for players.
    /// Only the Swiss team system reads it, to choose the first-team (4.2.2).
    pub secondary_score: Points,
}

impl PlayerInput {
    /// Pairing score before round `round` (1-based): points of the rounds
    /// before it plus the acceleration of that round.
    pub fn pairing_score_before(&self, round: u32) -> Points {
        let rounds_before = round.saturating_sub(1) as usize;
        let real: Points = self.round_points.iter().take(rounds_before).copied().sum();
        let accel = self.acceleration.get(round.saturating_sub(1) as usize).copied().unwrap_or(Points::ZERO);
        real + accel
    }
}

/// The engine-facing snapshot of a tournament before pairing one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingInput {
    /// The round being paired (1-based).
    pub round: u32,
    /// Planned number of rounds (the last one has special rules).
    pub total_rounds: u32,
    /// Colour of the highest-ranked player in round 1 (E.5).
    pub initial_colour: Option<Colour>,
    pub scoring: ScoringSystem,
    /// Every player of the tournament in pairing-number order.
    pub players: Vec<PlayerInput>,
    /// Pairs the arbiter forbade (C.04.1; TRF `XXP`).
    pub forbidden: Vec<(u32, u32)>,
    /// A team competition's rules for the Swiss team system (C.04.6 1.2,
    /// 1.7); `None` for an event of players (the system then takes the
    /// text's defaults).
    pub team: Option<super::team::TeamRules>,
}

impl PairingInput {
    /// The input for pairing `round` from the rounds before it. Players with
    /// a bye or absence already recorded in `round` (or withdrawn before it)
    /// are not paired.
    pub fn from_tournament(t: &Tournament, round: u32) -> PairingInput {
        let scoring = t.settings.scoring;
        let target = t.round(round);
        // Each earlier round's entries, read once for all players.
        let earlier: Vec<HashMap<u32, RoundEntry>> =
            (1..round).map(|r| t.round(r).map(Round::entries).unwrap_or_default()).collect();
        let players = t
            .players
            .iter()
            .map(|p| {
                let mut history = Vec::new();
                let mut round_points = Vec::new();
                for entries in &earlier {
                    let entry = entries.get(&p.tpn).copied().unwrap_or(RoundEntry::Absent);
                    history.push(match entry {
                        RoundEntry::Game { opponent, colour, result, .. } => {
                            if result.is_played() {
                                PastRound::Played { opponent, colour }
                            } else {
                                let (white_code, black_code) = result.trf_codes();
                                let code = if colour == Colour::White { white_code } else { black_code };
                                PastRound::Forfeit { opponent, colour, won: code == '+' }
                            }
                        }
                        RoundEntry::Bye(kind) => PastRound::Bye(kind),
                        RoundEntry::Absent => PastRound::Absent,
                    });
                    round_points.push(entry.points(&scoring));
                }
                let acceleration = t
                    .accelerations
                    .iter()
                    .find(|a| a.player == p.tpn)
                    .map(|a| a.points.clone())
                    .unwrap_or_default();
                let (score, pairing_score) = scores(&round_points, &acceleration, round);
                let already_in_round =
                    target.is_some_and(|rd| rd.bye_of(p.tpn).is_some() || rd.game_of(p.tpn).is_some());
                PlayerInput {
                    tpn: p.tpn,
                    rating: p.rating.unwrap_or(0),
                    score,
                    pairing_score,
                    history,
                    round_points,
                    acceleration,
                    to_pair: p.is_active_in(round) && !already_in_round,
                    secondary_score: Points::ZERO,
                }
            })
            .collect();
        assembled(t, round, players, None)
    }

    /// The round the tournament would pair next: the first round that has
    /// no games yet (a round holding only byes/absences counts as unpaired).
    pub fn next_round(t: &Tournament) -> u32 {
        t.rounds_paired() + 1
    }
}

/// The tournament as it was before `round` was paired: rounds before it,
/// and in `round` only the pre-assigned byes and absences.
pub fn truncate_before(t: &Tournament, round: u32) -> Tournament {
    let mut cut = t.clone();
    cut.rounds.retain(|r| r.number <= round);
    if let Some(r) = cut.round_mut(round) {
        r.games.clear();
        r.byes.retain(|b| b.kind != ByeKind::PairingAllocated);
        // A team event's pairing: its matches and the PAB of a whole team
        // (requested team byes and absences stay, as players' do).
        r.matches.clear();
        r.team_byes.retain(|b| b.kind != ByeKind::PairingAllocated);
        r.published = false;
    }
    cut
}

/// Turns requested byes and withdrawals into the byes of round `round`
/// so the engine leaves those players out (C.04.2).
pub fn prepare_round(t: &mut Tournament, round: u32) {
    let mut byes: Vec<RoundBye> = Vec::new();
    for p in &t.players {
        if let Some(kind) = p.pre_assigned_bye(round) {
            byes.push(RoundBye { player: p.tpn, kind });
        }
    }
    let r = match t.round_mut(round) {
        Some(r) => r,
        None => {
            t.rounds.push(Round::new(round));
            t.rounds.sort_by_key(|x| x.number);
            match t.round_mut(round) {
                Some(r) => r,
                None => return,
            }
        }
    };
    for b in byes {
        if r.bye_of(b.player).is_none() && r.game_of(b.player).is_none() {
            r.byes.push(b);
        }
    }
}

/// The competition's rules as the engine reads them (1.2, 1.7).
fn team_rules_of(t: &Tournament) -> TeamRules {
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
/// prepared for that round: later rounds cut, the round's byes recorded):
/// every team a participant. Teams with a bye or absence recorded in
/// `round`, or withdrawn before it, are not paired.
///
/// What a round was for a team (C.04.6 1.6.1 and the readings R8, R9 of the
/// rule summary, as the reference takes them):
///
/// - a match with at least one board played is a played match: it meets
///   ([C1]) and carries the colour board 1 was scheduled to have, even when
///   board 1 itself was forfeited. So does a match in which no board was
///   played but both teams scored (a board forfeited each way): the
///   reference counts it as played, and the rule summary says to follow it;
/// - a match with no board played otherwise (a whole-match forfeit, `330`)
///   is not: no colour, no meeting; the team that won it is barred from the
///   PAB ([C2]);
/// - byes and absences are what they are (the PAB and the full-point bye
///   bar a later PAB, the half-point bye does not).
///
/// Scores are the event's: the primary score of each round (match or game
/// points, 1.2), the secondary summed for 4.2.2, plus this round's virtual
/// points of an acceleration (C.04.7 1.5) on the primary score.
pub fn team_from_tournament(t: &Tournament, round: u32) -> PairingInput {
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
            let (score, pairing_score) = scores(&round_points, &acceleration, round);
            let already_in_round =
                target.is_some_and(|r| r.match_of(team.tpn).is_some() || r.team_bye_of(team.tpn).is_some());
            PlayerInput {
                tpn: team.tpn,
                rating: 0,
                score,
                pairing_score,
                history,
                round_points,
                acceleration,
                to_pair: team.is_active_in(round) && !already_in_round,
                secondary_score,
            }
        })
        .collect();
    assembled(t, round, players, Some(team_rules_of(t)))
}

/// A participant's score (the points of the rounds before `round`) and
/// pairing score (plus the virtual points of `round`, C.04.7 1.5).
fn scores(round_points: &[Points], acceleration: &[Points], round: u32) -> (Points, Points) {
    let score: Points = round_points.iter().copied().sum();
    let virtual_now = acceleration.get(round as usize - 1).copied().unwrap_or(Points::ZERO);
    (score, score + virtual_now)
}

/// The input of `round` for `participants` (players or teams), with the
/// event's settings and the pairs the arbiter forbade (C.04.1), each group
/// of forbidden participants as every pair in it.
fn assembled(
    t: &Tournament,
    round: u32,
    participants: Vec<PlayerInput>,
    team: Option<super::team::TeamRules>,
) -> PairingInput {
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
        players: participants,
        forbidden,
        team,
    }
}
