//! Teams: the participants of a team competition (FIDE C.04.6 Swiss Team
//! system, 2026; team round robins), their rosters, line-ups, matches and
//! scores.
//!
//! A team event keeps the boards as ordinary games between players
//! ([`Round::games`](super::Round::games)): individual records (rating
//! report, board prizes, the TRF `001` lines) read them as for any event.
//! On top of them a round holds the team level: which teams meet
//! ([`TeamMatch`], the team with White on board 1 first), each team's
//! [`Lineup`] (who sits on which board), and the byes of whole teams
//! ([`TeamBye`]). A board of a match is the game between the two line-ups'
//! players on that board; a board one team left empty is lost by that team
//! by forfeit (nothing is stored for it).
//!
//! Scores follow the competition's values (C.04.6 1.2, TRF `362` and
//! `162`): a team's game points in a match are the sum of its board points;
//! its match points come from comparing the two teams' game points. A
//! whole match forfeited (TRF `330`) gives the winner a win on every board
//! and the loser nothing; a match in which no board was played and neither
//! team scored (a double forfeit) gives neither team match points.

use super::{ByeKind, Colour, PlayerStatus, Points, Round, ScoringSystem, Side, Tournament};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Who the participants of an event are (DESIGN.md, "Formats").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ParticipantKind {
    /// Players pair against players: every event before teams existed.
    #[default]
    Individuals,
    /// Teams pair against teams; players sit on the boards of a match.
    Teams,
}

impl ParticipantKind {
    pub fn is_teams(self) -> bool {
        self == ParticipantKind::Teams
    }
}

/// A team of a team competition.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Team {
    /// Team pairing number (TPN). C.04.6 1.1: set by the rules of the
    /// competition or by the chief arbiter, never derived from ratings, and
    /// not changed once set.
    pub tpn: u32,
    pub name: String,
    /// Short name (TRF-2026 `310` columns 42–46; a federation code at an
    /// olympiad).
    pub nickname: String,
    /// The players' pairing numbers in board order: the order in which they
    /// may sit on the boards (a line-up keeps it, skipping who does not play).
    pub roster: Vec<u32>,
    /// The captain (a name: a playing member or not).
    pub captain: String,
    pub status: PlayerStatus,
    /// The rank a TRF file gave the team (`310` columns 69–71), written
    /// back as it was, like a player's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub imported_rank: Option<u32>,
}

impl Team {
    pub fn new(tpn: u32, name: impl Into<String>) -> Team {
        Team { tpn, name: name.into(), ..Team::default() }
    }

    /// Whether the team is still to be paired in `round`.
    pub fn is_active_in(&self, round: u32) -> bool {
        match self.status {
            PlayerStatus::Active => true,
            PlayerStatus::Withdrawn { from_round } => round < from_round,
        }
    }
}

/// Which of the two scores of a team ranks it (C.04.6 1.2.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TeamScoreKind {
    /// Match points (the default, C.04.6 1.2.2).
    #[default]
    MatchPoints,
    /// Game points: the sum of the board points.
    GamePoints,
}

impl TeamScoreKind {
    /// The other score.
    pub fn other(self) -> TeamScoreKind {
        match self {
            TeamScoreKind::MatchPoints => TeamScoreKind::GamePoints,
            TeamScoreKind::GamePoints => TeamScoreKind::MatchPoints,
        }
    }

    /// `MP` / `GP`, as in the tie-break codes (`BH:MP`).
    pub fn code(self) -> &'static str {
        match self {
            TeamScoreKind::MatchPoints => "MP",
            TeamScoreKind::GamePoints => "GP",
        }
    }

    /// The score of this kind out of a team's two.
    pub fn of(self, points: TeamPoints) -> Points {
        match self {
            TeamScoreKind::MatchPoints => points.mp,
            TeamScoreKind::GamePoints => points.gp,
        }
    }
}

/// Colour preferences of the Swiss Team system (C.04.6 1.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TeamColourPreferences {
    /// Simple preferences (1.7.1), the default.
    #[default]
    TypeA,
    /// Strong and mild preferences (1.7.2).
    TypeB,
    /// No colour preferences at all (1.7, third model).
    None,
}

/// Match points of a team win, draw and loss (TRF-2026 `362`; default 2/1/0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchPointSystem {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
}

impl Default for MatchPointSystem {
    fn default() -> Self {
        MatchPointSystem { win: Points(20), draw: Points(10), loss: Points::ZERO }
    }
}

/// A team's two scores: match points and game points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamPoints {
    pub mp: Points,
    pub gp: Points,
}

impl std::ops::Add for TeamPoints {
    type Output = TeamPoints;
    fn add(self, rhs: TeamPoints) -> TeamPoints {
        TeamPoints { mp: self.mp + rhs.mp, gp: self.gp + rhs.gp }
    }
}

impl std::ops::AddAssign for TeamPoints {
    fn add_assign(&mut self, rhs: TeamPoints) {
        *self = *self + rhs;
    }
}

impl std::iter::Sum for TeamPoints {
    fn sum<I: Iterator<Item = TeamPoints>>(iter: I) -> TeamPoints {
        iter.fold(TeamPoints::default(), |a, b| a + b)
    }
}

/// How a team competition is scored and paired (the parts that are data
/// of the competition; the pairing system itself is
/// [`TournamentSettings::pairing_system`](super::TournamentSettings)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TeamSettings {
    /// Boards per match.
    pub boards: u32,
    pub match_points: MatchPointSystem,
    /// The primary score (C.04.6 1.2.1; default match points).
    pub primary: TeamScoreKind,
    /// Whether the secondary score chooses the first-team in colour
    /// allocation (C.04.6 1.2.1, 4.2.2; default yes).
    pub secondary_for_colours: bool,
    pub colour_preferences: TeamColourPreferences,
    /// TRF-2026 `352`: the colour of the first-named team on each board.
    /// Empty: White on board 1, then alternating (`WBWB…`).
    pub board_colours: Vec<Colour>,
    /// What a pairing-allocated bye is worth. `None`: a drawn match
    /// (C.04.6 1.4), i.e. the draw's match points and half the boards'
    /// game points.
    pub pab: Option<TeamPoints>,
    /// Baku acceleration with match points (C.04.7 1.4; TRF `192`
    /// `FIDE_TEAM…_BAKU`). A table of `250` records, when the event has
    /// one, is in [`Tournament::team_accelerations`](super::Tournament).
    pub baku: bool,
}

impl Default for TeamSettings {
    fn default() -> Self {
        TeamSettings {
            boards: 4,
            match_points: MatchPointSystem::default(),
            primary: TeamScoreKind::MatchPoints,
            secondary_for_colours: true,
            colour_preferences: TeamColourPreferences::TypeA,
            board_colours: Vec::new(),
            pab: None,
            baku: false,
        }
    }
}

impl TeamSettings {
    pub fn is_default(&self) -> bool {
        *self == TeamSettings::default()
    }

    /// The colour the team with White on board 1 has on `board` (1-based):
    /// the `352` sequence turned so that board 1 is White, else alternating.
    pub fn white_team_colour_on(&self, board: u32) -> Colour {
        let index = board.saturating_sub(1) as usize;
        match (self.board_colours.first(), self.board_colours.get(index)) {
            (Some(&first), Some(&colour)) => {
                if first == Colour::White {
                    colour
                } else {
                    colour.opposite()
                }
            }
            _ => {
                if index.is_multiple_of(2) {
                    Colour::White
                } else {
                    Colour::Black
                }
            }
        }
    }

    /// The secondary score.
    pub fn secondary(&self) -> TeamScoreKind {
        self.primary.other()
    }

    /// Match and game points of a bye of `kind` (README of the team corpus,
    /// as FIDE's reference tool scores them): the PAB a drawn match unless
    /// the event says otherwise (C.04.6 1.4); a half-point bye the draw's
    /// match points and half a point per board; a full-point bye a won
    /// match, a point per board; a zero-point bye nothing.
    pub fn bye_points(&self, kind: ByeKind, scoring: &ScoringSystem) -> TeamPoints {
        let boards = i32::try_from(self.boards).unwrap_or(i32::MAX);
        let per_board = |p: Points| Points(p.0.saturating_mul(boards));
        match kind {
            ByeKind::PairingAllocated => {
                self.pab.unwrap_or(TeamPoints { mp: self.match_points.draw, gp: per_board(scoring.draw) })
            }
            ByeKind::HalfPoint => TeamPoints { mp: self.match_points.draw, gp: per_board(scoring.half_bye) },
            ByeKind::FullPoint => TeamPoints { mp: self.match_points.win, gp: per_board(scoring.full_bye) },
            ByeKind::ZeroPoint => TeamPoints::default(),
        }
    }

    /// Match points for a match that ended `own` : `theirs` in game points.
    pub fn match_points_for(&self, own: Points, theirs: Points) -> Points {
        match own.cmp(&theirs) {
            std::cmp::Ordering::Greater => self.match_points.win,
            std::cmp::Ordering::Equal => self.match_points.draw,
            std::cmp::Ordering::Less => self.match_points.loss,
        }
    }
}

/// Fictitious points a team gets in accelerated rounds (C.04.7 1.4: with
/// match points as the score, virtual match points; TRF-2026 `250`).
/// Index 0 = round 1; a round without a value has none.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamAcceleration {
    pub team: u32,
    pub points: Vec<TeamPoints>,
}

/// A whole match lost by forfeit (TRF-2026 `330`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MatchForfeit {
    /// The White team won by forfeit (`+-`).
    WhiteWins,
    /// The Black team won by forfeit (`-+`).
    BlackWins,
    /// Neither team appeared (`--`).
    Double,
}

impl MatchForfeit {
    /// The `330` code.
    pub fn code(self) -> &'static str {
        match self {
            MatchForfeit::WhiteWins => "+-",
            MatchForfeit::BlackWins => "-+",
            MatchForfeit::Double => "--",
        }
    }

    pub fn from_code(code: &str) -> Option<MatchForfeit> {
        match code {
            "+-" => Some(MatchForfeit::WhiteWins),
            "-+" => Some(MatchForfeit::BlackWins),
            "--" => Some(MatchForfeit::Double),
            _ => None,
        }
    }
}

/// Two teams paired in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamMatch {
    /// The team with White on board 1: the team's colour in the match
    /// (C.04.6 1.6.1), named first.
    pub white: u32,
    pub black: u32,
    /// The whole match was forfeited (`330`); its boards are not played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<MatchForfeit>,
    /// The arbiter made this match by hand (an override of the round's
    /// pairing): its boards carry the mark of a pairing changed by hand
    /// ([`super::Game::by_arbiter`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_arbiter: bool,
}

impl TeamMatch {
    pub fn new(white: u32, black: u32) -> TeamMatch {
        TeamMatch { white, black, forfeit: None, by_arbiter: false }
    }

    pub fn involves(&self, team: u32) -> bool {
        self.white == team || self.black == team
    }

    pub fn side_of(&self, team: u32) -> Option<Side> {
        if self.white == team {
            Some(Side::White)
        } else if self.black == team {
            Some(Side::Black)
        } else {
            None
        }
    }

    pub fn opponent_of(&self, team: u32) -> Option<u32> {
        match self.side_of(team)? {
            Side::White => Some(self.black),
            Side::Black => Some(self.white),
        }
    }
}

/// A whole team without a match in a round (pairing-allocated bye,
/// requested byes, absence).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamBye {
    pub team: u32,
    pub kind: ByeKind,
}

/// Who plays for a team in a round: `players[k]` on board `k + 1`, `0` for
/// a board the team leaves empty (lost by forfeit).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lineup {
    pub team: u32,
    pub players: Vec<u32>,
}

impl Lineup {
    /// The player on `board` (1-based), `None` for an empty board.
    pub fn on_board(&self, board: u32) -> Option<u32> {
        let index = usize::try_from(board.checked_sub(1)?).ok()?;
        self.players.get(index).copied().filter(|&p| p != 0)
    }
}

/// One board of a match, seen from one team.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardOutcome {
    /// 1-based board number.
    pub board: u32,
    /// The team's player (`None`: board left empty, or no line-up).
    pub player: Option<u32>,
    /// The opponent team's player on that board.
    pub opponent: Option<u32>,
    /// The team player's colour (by the board colours of the event).
    pub colour: Colour,
    /// The team's points on the board; `None` while the game is pending.
    pub points: Option<Points>,
    /// Whether the game was played over the board (not a forfeit).
    pub played: bool,
}

/// How a team's match went, beyond its score: what the tie-break rules on
/// unplayed rounds need (C.07 16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchKind {
    /// At least one board was played.
    Played,
    /// Not played; the team won it by forfeit (a `330` win, or every board
    /// forfeited with more game points).
    ForfeitWin,
    /// Not played; the team lost it by forfeit (or it was a double forfeit).
    ForfeitLoss,
}

/// A team's match in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchOutcome {
    pub opponent: u32,
    /// The team's colour: its board-1 colour (C.04.6 1.6.1).
    pub colour: Colour,
    pub forfeit: Option<MatchForfeit>,
    pub boards: Vec<BoardOutcome>,
    pub kind: MatchKind,
    /// The team's scores, once every board has a result.
    pub points: Option<TeamPoints>,
    /// The opponent's scores, once every board has a result.
    pub opponent_points: Option<TeamPoints>,
}

impl MatchOutcome {
    /// Whether the match counts as played (C.04.6 1.6.1; the team corpus
    /// README: at least one board played). A match with results still to
    /// come counts as played unless it was forfeited as a whole.
    pub fn is_played(&self) -> bool {
        self.kind == MatchKind::Played
    }
}

/// What a team did in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamRoundEntry {
    Match(MatchOutcome),
    Bye(ByeKind),
    /// Not in the round (not yet paired, or nothing recorded).
    Absent,
}

impl Round {
    /// The match `team` plays in this round.
    pub fn match_of(&self, team: u32) -> Option<&TeamMatch> {
        self.matches.iter().find(|m| m.involves(team))
    }

    /// The bye of the whole team `team` in this round.
    pub fn team_bye_of(&self, team: u32) -> Option<ByeKind> {
        self.team_byes.iter().find(|b| b.team == team).map(|b| b.kind)
    }

    /// The line-up `team` entered for this round.
    pub fn lineup_of(&self, team: u32) -> Option<&Lineup> {
        self.lineups.iter().find(|l| l.team == team)
    }
}

impl Tournament {
    pub fn is_team_event(&self) -> bool {
        self.settings.participants.is_teams()
    }

    pub fn team(&self, tpn: u32) -> Option<&Team> {
        self.teams.iter().find(|t| t.tpn == tpn)
    }

    pub fn team_mut(&mut self, tpn: u32) -> Option<&mut Team> {
        self.teams.iter_mut().find(|t| t.tpn == tpn)
    }

    /// The team of every rostered player.
    pub fn team_of_player(&self) -> HashMap<u32, u32> {
        let mut map = HashMap::new();
        for team in &self.teams {
            for &p in &team.roster {
                map.entry(p).or_insert(team.tpn);
            }
        }
        map
    }

    /// What `team` did in round `round`.
    pub fn team_entry(&self, round: u32, team: u32) -> TeamRoundEntry {
        match self.round(round) {
            Some(r) => self.team_entry_in(r, team),
            None => TeamRoundEntry::Absent,
        }
    }

    /// What `team` did in `round`.
    pub fn team_entry_in(&self, round: &Round, team: u32) -> TeamRoundEntry {
        if let Some(m) = round.match_of(team) {
            return TeamRoundEntry::Match(self.match_outcome(round, m, team));
        }
        match round.team_bye_of(team) {
            Some(kind) => TeamRoundEntry::Bye(kind),
            None => TeamRoundEntry::Absent,
        }
    }

    /// The boards of `m` (in `round`) seen from `team`, and how it ended.
    pub fn match_outcome(&self, round: &Round, m: &TeamMatch, team: u32) -> MatchOutcome {
        let settings = &self.settings.team;
        let side = m.side_of(team).unwrap_or(Side::White);
        let opponent = m.opponent_of(team).unwrap_or(0);
        let scored = match_boards(round, m, settings, &self.settings.scoring);
        let own_lineup = round.lineup_of(team);
        let their_lineup = round.lineup_of(opponent);
        let boards: Vec<BoardOutcome> = scored
            .iter()
            .zip(1..)
            .map(|(b, board)| {
                let white_team_colour = settings.white_team_colour_on(board);
                let (colour, points) = match side {
                    Side::White => (white_team_colour, b.white),
                    Side::Black => (white_team_colour.opposite(), b.black),
                };
                BoardOutcome {
                    board,
                    player: own_lineup.and_then(|l| l.on_board(board)),
                    opponent: their_lineup.and_then(|l| l.on_board(board)),
                    colour,
                    points,
                    played: b.played,
                }
            })
            .collect();
        let white_gp: Option<Points> = scored.iter().map(|b| b.white).sum();
        let black_gp: Option<Points> = scored.iter().map(|b| b.black).sum();
        let (own_gp, their_gp) = match side {
            Side::White => (white_gp, black_gp),
            Side::Black => (black_gp, white_gp),
        };
        let any_played = m.forfeit.is_none() && scored.iter().any(|b| b.played);
        let kind = if any_played {
            MatchKind::Played
        } else {
            match (m.forfeit, own_gp, their_gp) {
                (Some(MatchForfeit::WhiteWins), _, _) if side == Side::White => MatchKind::ForfeitWin,
                (Some(MatchForfeit::BlackWins), _, _) if side == Side::Black => MatchKind::ForfeitWin,
                (Some(_), _, _) => MatchKind::ForfeitLoss,
                (None, Some(own), Some(theirs)) if own > theirs => MatchKind::ForfeitWin,
                (None, Some(_), Some(_)) => MatchKind::ForfeitLoss,
                // Results still to come: counted as played until they say otherwise.
                (None, _, _) => MatchKind::Played,
            }
        };
        let score = |own: Points, theirs: Points| {
            // A match with no board played and no game point for either
            // team (a double forfeit) gives neither team match points.
            let mp = if !any_played && own == Points::ZERO && theirs == Points::ZERO {
                Points::ZERO
            } else {
                settings.match_points_for(own, theirs)
            };
            TeamPoints { mp, gp: own }
        };
        let (points, opponent_points) = match (own_gp, their_gp) {
            (Some(own), Some(theirs)) => (Some(score(own, theirs)), Some(score(theirs, own))),
            _ => (None, None),
        };
        let colour = match side {
            Side::White => Colour::White,
            Side::Black => Colour::Black,
        };
        MatchOutcome { opponent, colour, forfeit: m.forfeit, boards, kind, points, opponent_points }
    }

    /// Match and game points of `team` in `round` (`None`: not complete, or
    /// nothing to score).
    pub fn team_points_in(&self, round: &Round, team: u32) -> Option<TeamPoints> {
        match self.team_entry_in(round, team) {
            TeamRoundEntry::Match(outcome) => outcome.points,
            TeamRoundEntry::Bye(kind) => Some(self.settings.team.bye_points(kind, &self.settings.scoring)),
            TeamRoundEntry::Absent => None,
        }
    }

    /// `team`'s match and game points after rounds `1..=up_to_round`
    /// (rounds still without every result count nothing).
    pub fn team_points_after(&self, team: u32, up_to_round: u32) -> TeamPoints {
        self.rounds
            .iter()
            .filter(|r| r.number <= up_to_round)
            .filter_map(|r| self.team_points_in(r, team))
            .sum()
    }

    /// `team`'s primary score after `up_to_round` (C.04.6 1.2).
    pub fn team_primary_after(&self, team: u32, up_to_round: u32) -> Points {
        self.settings.team.primary.of(self.team_points_after(team, up_to_round))
    }

    /// `team`'s secondary score after `up_to_round` (C.04.6 1.2, 4.2.2).
    pub fn team_secondary_after(&self, team: u32, up_to_round: u32) -> Points {
        self.settings.team.secondary().of(self.team_points_after(team, up_to_round))
    }

    /// The matches of `round` in board order (C.04.2 3.6, as FIDE's
    /// reference tool orders them: the higher primary score of the pair
    /// first, then the higher sum, then the smaller team pairing number).
    /// The scores are pairing scores: an accelerated round's virtual points
    /// count (C.04.7 1.5).
    pub fn matches_in_board_order(&self, round: &Round) -> Vec<TeamMatch> {
        let primary = self.settings.team.primary;
        let before = round.number.saturating_sub(1);
        let pairing_score = |team| {
            self.team_primary_after(team, before) + primary.of(self.team_acceleration_in(team, round.number))
        };
        let mut matches = round.matches.clone();
        matches.sort_by_cached_key(|m| {
            let (a, b) = (pairing_score(m.white), pairing_score(m.black));
            (std::cmp::Reverse(a.max(b)), std::cmp::Reverse(a + b), m.white.min(m.black))
        });
        matches
    }

    /// The fictitious points `team` has for pairing round `round` (C.04.7).
    pub fn team_acceleration_in(&self, team: u32, round: u32) -> TeamPoints {
        let index = round.checked_sub(1).and_then(|i| usize::try_from(i).ok());
        self.team_accelerations
            .iter()
            .find(|a| a.team == team)
            .and_then(|a| index.and_then(|i| a.points.get(i)).copied())
            .unwrap_or_default()
    }

    /// `team`'s colour in each round `1..=up_to_round` (index 0 = round 1):
    /// its board-1 colour in a played match (C.04.6 1.6.1), `None` for
    /// every round without a played match (byes, absences, forfeited
    /// matches), which the colour rules skip (C.04.2 3.4).
    pub fn team_colour_history(&self, team: u32, up_to_round: u32) -> Vec<Option<Colour>> {
        (1..=up_to_round)
            .map(|r| match self.team_entry(r, team) {
                TeamRoundEntry::Match(outcome) if outcome.is_played() => Some(outcome.colour),
                _ => None,
            })
            .collect()
    }
}

/// One board of a match: each team's points (`None` while pending) and
/// whether the game was played over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BoardScore {
    white: Option<Points>,
    black: Option<Points>,
    played: bool,
}

/// The boards of `m`: a whole-match forfeit gives the winner a forfeit win
/// on every board; otherwise each board is the game between the two
/// line-ups' players on it. An empty board is lost by forfeit, two empty
/// boards score nothing. Until both teams have a line-up (or while a game
/// is not found or has no result) a board is pending.
fn match_boards(
    round: &Round,
    m: &TeamMatch,
    settings: &TeamSettings,
    scoring: &ScoringSystem,
) -> Vec<BoardScore> {
    let white_lineup = round.lineup_of(m.white);
    let black_lineup = round.lineup_of(m.black);
    (1..=settings.boards)
        .map(|board| {
            if let Some(forfeit) = m.forfeit {
                let (white, black) = match forfeit {
                    MatchForfeit::WhiteWins => (scoring.forfeit_win, scoring.forfeit_loss),
                    MatchForfeit::BlackWins => (scoring.forfeit_loss, scoring.forfeit_win),
                    MatchForfeit::Double => (scoring.forfeit_loss, scoring.forfeit_loss),
                };
                return BoardScore { white: Some(white), black: Some(black), played: false };
            }
            let (Some(wl), Some(bl)) = (white_lineup, black_lineup) else {
                return BoardScore { white: None, black: None, played: true };
            };
            match (wl.on_board(board), bl.on_board(board)) {
                (Some(w), Some(b)) => {
                    let game = round.game_of(w).filter(|g| g.involves(b));
                    match game.and_then(|g| g.side_of(w).map(|s| (g, s))) {
                        Some((game, side)) if !game.result.is_pending() => BoardScore {
                            white: Some(game.result.points_for(side, scoring)),
                            black: Some(game.result.points_for(opposite(side), scoring)),
                            played: game.result.is_played(),
                        },
                        _ => BoardScore { white: None, black: None, played: true },
                    }
                }
                (Some(_), None) => BoardScore {
                    white: Some(scoring.forfeit_win),
                    black: Some(scoring.forfeit_loss),
                    played: false,
                },
                (None, Some(_)) => BoardScore {
                    white: Some(scoring.forfeit_loss),
                    black: Some(scoring.forfeit_win),
                    played: false,
                },
                (None, None) => {
                    BoardScore { white: Some(Points::ZERO), black: Some(Points::ZERO), played: false }
                }
            }
        })
        .collect()
}

fn opposite(side: Side) -> Side {
    match side {
        Side::White => Side::Black,
        Side::Black => Side::White,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Game, GameResult, Player, RoundBye};

    /// Two teams of two boards, one match: board 1 1–0 for the White team,
    /// board 2 drawn.
    fn event() -> Tournament {
        let mut t = Tournament::new("Teams");
        t.settings.participants = ParticipantKind::Teams;
        t.settings.team.boards = 2;
        for tpn in 1..=6 {
            t.players.push(Player::new(tpn, format!("P{tpn}")));
        }
        let mut a = Team::new(1, "A");
        a.roster = vec![1, 2, 5];
        let mut b = Team::new(2, "B");
        b.roster = vec![3, 4];
        let mut c = Team::new(3, "C");
        c.roster = vec![6];
        t.teams = vec![a, b, c];
        let mut r = Round::new(1);
        r.matches.push(TeamMatch::new(1, 2));
        r.lineups.push(Lineup { team: 1, players: vec![1, 2] });
        r.lineups.push(Lineup { team: 2, players: vec![3, 4] });
        // Board 1: team 1 White; board 2: team 1 Black (WB).
        r.games.push(Game::new(1, 3, GameResult::WhiteWins));
        r.games.push(Game::new(4, 2, GameResult::Draw));
        r.team_byes.push(TeamBye { team: 3, kind: ByeKind::PairingAllocated });
        r.byes.push(RoundBye { player: 6, kind: ByeKind::PairingAllocated });
        t.rounds.push(r);
        t
    }

    #[test]
    fn game_points_add_up_and_decide_match_points() {
        let t = event();
        // 1½–½: a won match, 2 MP by the default 2/1/0.
        assert_eq!(t.team_points_after(1, 1), TeamPoints { mp: Points(20), gp: Points(15) });
        assert_eq!(t.team_points_after(2, 1), TeamPoints { mp: Points(0), gp: Points(5) });
        // C.04.6 1.4: the PAB is a drawn match: 1 MP, half of the 2 boards.
        assert_eq!(t.team_points_after(3, 1), TeamPoints { mp: Points(10), gp: Points(10) });
    }

    #[test]
    fn board_colours_alternate_from_board_one() {
        let t = event();
        let TeamRoundEntry::Match(outcome) = t.team_entry(1, 2) else { panic!("team 2 plays") };
        assert_eq!(outcome.colour, Colour::Black);
        let colours: Vec<Colour> = outcome.boards.iter().map(|b| b.colour).collect();
        assert_eq!(colours, vec![Colour::Black, Colour::White]);
        assert_eq!(t.team_colour_history(1, 1), vec![Some(Colour::White)]);
        assert_eq!(t.team_colour_history(3, 1), vec![None]);
    }

    #[test]
    fn an_empty_board_is_lost_by_forfeit_and_a_pending_game_leaves_no_score() {
        let mut t = event();
        t.rounds[0].lineups[1].players = vec![3, 0];
        t.rounds[0].games.retain(|g| g.white != 4);
        // Board 2: team 2 left it empty; team 1's player wins by forfeit.
        assert_eq!(t.team_points_after(1, 1).gp, Points(20));
        t.rounds[0].games[0].result = GameResult::Pending;
        assert_eq!(t.team_points_after(1, 1), TeamPoints::default());
        let TeamRoundEntry::Match(outcome) = t.team_entry(1, 1) else { panic!("team 1 plays") };
        assert!(outcome.is_played());
        assert_eq!(outcome.points, None);
    }

    #[test]
    fn a_forfeited_match_is_not_played_and_a_double_forfeit_scores_nothing() {
        let mut t = event();
        t.rounds[0].matches[0].forfeit = Some(MatchForfeit::BlackWins);
        let TeamRoundEntry::Match(outcome) = t.team_entry(1, 2) else { panic!("team 2 plays") };
        assert_eq!(outcome.kind, MatchKind::ForfeitWin);
        assert_eq!(outcome.points, Some(TeamPoints { mp: Points(20), gp: Points(20) }));
        assert_eq!(t.team_colour_history(2, 1), vec![None]);
        t.rounds[0].matches[0].forfeit = Some(MatchForfeit::Double);
        assert_eq!(t.team_points_after(1, 1), TeamPoints::default());
        assert_eq!(t.team_points_after(2, 1), TeamPoints::default());
    }

    #[test]
    fn the_352_sequence_is_turned_to_start_with_white() {
        let mut s = TeamSettings::default();
        assert_eq!(s.white_team_colour_on(3), Colour::White);
        s.board_colours = vec![Colour::Black, Colour::White, Colour::White, Colour::Black];
        assert_eq!(s.white_team_colour_on(1), Colour::White);
        assert_eq!(s.white_team_colour_on(2), Colour::Black);
        assert_eq!(s.white_team_colour_on(3), Colour::Black);
    }
}
