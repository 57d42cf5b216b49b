//! The tournament document: the single source of truth that every view,
//! engine input, standings table and export is derived from.
//!
//! Architecture invariant: this module has no I/O and no GUI. Changes go
//! through [`crate::commands`], which records them in the audit log; undo
//! ([`crate::undo`]) puts an earlier copy back and records that.

mod audit;
mod board_order;
mod fide_mode;
mod format;
mod player;
mod round;
mod scoring;
mod team;

pub use audit::{AuditAction, AuditEntry};
pub use board_order::board_key;
pub use fide_mode::FideMode;
pub use format::{CycleOrder, Cycles, EventFormat, RoundRobin};
pub use player::{BakuGroup, BakuGroupOverride, ByeRequest, Player, PlayerStatus, Sex, Title};
pub use round::{ByeKind, Game, GameResult, Round, RoundBye, Side};
pub use scoring::{Points, ScoringSystem};
pub use team::{
    BoardOutcome, Lineup, MatchForfeit, MatchKind, MatchOutcome, MatchPointSystem, ParticipantKind, Team,
    TeamAcceleration, TeamBye, TeamColourPreferences, TeamMatch, TeamPoints, TeamRoundEntry, TeamScoreKind,
    TeamSettings,
};

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Current schema version of the saved `.ron` document. Bump it together
/// with a migration in `store` whenever the document shape changes.
pub const SCHEMA_VERSION: u32 = 2;

/// The highest pairing number the FIDE rating report can hold: TRF-16 and
/// TRF-2026 write it in columns 5–8 of the `001` record, four digits. A
/// tournament never grows past it, so every export stays readable.
pub const MAX_PAIRING_NUMBER: u32 = 9999;

/// The highest rating the FIDE rating report can hold: columns 49–52 of the
/// `001` record, four digits. A longer one would be cut in the file.
pub const MAX_RATING: u32 = 9999;

/// A colour a player has in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// Which pairing system a tournament uses: the system's identifier, which
/// is also its command-line flag (`dutch`, `dutch2026`, ...).
///
/// The model does not list the systems: they live in
/// `crate::pairing::SYSTEMS`, each in its own module, and are looked up by
/// this identifier (`crate::pairing::find`). A document naming a system this
/// build does not have still loads; pairing it reports that the system is
/// not available.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SystemId(String);

impl SystemId {
    /// The Dutch system in force since 2026-02-01: what a new tournament uses.
    pub const RULES_IN_FORCE: &'static str = "dutch2026";

    /// The FIDE Swiss Team system (C.04.6, in force since 2026-02-01): what
    /// a team event read from a file or made new is paired with.
    pub const TEAM_SWISS_2026: &'static str = "team2026";

    pub fn new(id: impl Into<String>) -> SystemId {
        SystemId(id.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The first day of the 2026 text of the Dutch system (FIDE C.04.3).
    pub const DUTCH_2026_IN_FORCE: NaiveDate = match NaiveDate::from_ymd_opt(2026, 2, 1) {
        Some(date) => date,
        None => NaiveDate::MIN,
    };

    /// The Dutch system's text in force on `date` (what an imported event
    /// that names no system was paired with): the 2017 rules (`dutch`) until
    /// 2026-01-31, the 2026 rules from 2026-02-01.
    pub fn dutch_in_force_on(date: NaiveDate) -> SystemId {
        if date < Self::DUTCH_2026_IN_FORCE {
            SystemId::new("dutch")
        } else {
            SystemId::new(Self::RULES_IN_FORCE)
        }
    }
}

impl Default for SystemId {
    fn default() -> Self {
        SystemId::new(SystemId::RULES_IN_FORCE)
    }
}

impl std::fmt::Display for SystemId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Which FIDE rating the event is rated for: the list players are
/// registered from and the regulations rating changes follow (B.02 for
/// standard, the Rapid and Blitz Rating Regulations otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum RatingKind {
    #[default]
    Standard,
    Rapid,
    Blitz,
}

impl RatingKind {
    pub const ALL: [RatingKind; 3] = [RatingKind::Standard, RatingKind::Rapid, RatingKind::Blitz];

    /// `standard`, `rapid`, `blitz`: as on the command line.
    pub fn code(self) -> &'static str {
        match self {
            RatingKind::Standard => "standard",
            RatingKind::Rapid => "rapid",
            RatingKind::Blitz => "blitz",
        }
    }
}

/// Event data, as in the TRF header and on every printout.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct EventInfo {
    pub name: String,
    pub city: String,
    pub federation: String,
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    pub chief_arbiter: String,
    pub deputy_arbiters: Vec<String>,
    pub time_control: String,
    /// The time control encoded for TRF-2026 `222` (`5400+30`,
    /// `40/6000+30:900+30`; see `trf::time_control`); empty: not given
    /// (and not written, so documents without it read as before).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub time_control_code: String,
    /// TRF `092`, free text (e.g. "Individual: Swiss-System").
    pub tournament_type: String,
    /// Dates of the rounds, index 0 = round 1 (TRF `132`).
    pub round_dates: Vec<Option<NaiveDate>>,
}

/// How the pairing scores are accelerated (C.04.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum AccelerationMethod {
    /// Nothing computed: only a table the tournament holds already (an
    /// imported file's `XXA` / `250` records) applies.
    #[default]
    None,
    /// Baku acceleration (C.04.7; before 2026 the Baku Acceleration Method)
    /// computed from the event, kept current as players and settings change.
    Baku,
}

impl AccelerationMethod {
    pub const ALL: [AccelerationMethod; 2] = [AccelerationMethod::None, AccelerationMethod::Baku];
}

/// Settings that drive pairing and scoring.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TournamentSettings {
    /// Planned number of rounds. Needed for pairing: the last round has
    /// special rules (topscorers, C.04.3 A.7).
    pub rounds_planned: u32,
    pub pairing_system: SystemId,
    /// Colour of the top-ranked player of round 1 (drawn by lot).
    /// `None` until drawn; engines refuse to pair round 1 without it.
    pub initial_colour: Option<Colour>,
    pub scoring: ScoringSystem,
    /// Tie-break codes in the order they apply (C.07 codes, e.g. `BH-C1`).
    pub tiebreaks: Vec<String>,
    /// The rating the event is rated for.
    pub rating_kind: RatingKind,
    /// Acceleration of the first rounds; added to schema 2 with a default.
    pub acceleration: AccelerationMethod,
    /// Swiss or round robin (DESIGN.md "Formats"); added to schema 2 with a
    /// default and not written for Swiss events, so their documents stay
    /// as they were. A round robin ignores `pairing_system` and
    /// `acceleration`: its rounds come from the Berger tables
    /// (`crate::roundrobin`).
    #[serde(skip_serializing_if = "EventFormat::is_swiss")]
    pub format: EventFormat,
    /// Players or teams (added to schema 2 with a default: players).
    #[serde(skip_serializing_if = "is_default")]
    pub participants: ParticipantKind,
    /// The team competition's values (boards, match points, primary
    /// score, colour preferences); only read in team events.
    #[serde(skip_serializing_if = "TeamSettings::is_default")]
    pub team: TeamSettings,
    /// FIDE mode (`crate::fidemode`): rated events are in it unless the
    /// arbiter left it with a reason. Not written when not rated, so other
    /// documents stay as they were.
    #[serde(skip_serializing_if = "FideMode::is_not_rated")]
    pub fide_mode: FideMode,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl Default for TournamentSettings {
    fn default() -> Self {
        TournamentSettings {
            rounds_planned: 9,
            pairing_system: SystemId::default(),
            initial_colour: Some(Colour::White),
            scoring: ScoringSystem::standard(),
            tiebreaks: vec!["BH-C1".into(), "BH".into(), "SB".into()],
            rating_kind: RatingKind::Standard,
            acceleration: AccelerationMethod::None,
            format: EventFormat::Swiss,
            participants: ParticipantKind::Individuals,
            team: TeamSettings::default(),
            fide_mode: FideMode::NotRated,
        }
    }
}

/// Two players the arbiter does not want paired against each other
/// (relatives, team mates; TRF `XXP`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForbiddenPair {
    pub players: Vec<u32>,
}

/// Fictitious points added to a player's pairing score per round
/// (acceleration; TRF `XXA`). Index 0 = round 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Acceleration {
    pub player: u32,
    pub points: Vec<Points>,
}

/// A tournament document. A field it does not know is refused, not dropped:
/// the file is another program's, or a newer Swissdesk's that a save here
/// would cut down (see `store::migrate`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Tournament {
    /// Schema version of the document (see [`SCHEMA_VERSION`]).
    pub version: u32,
    pub event: EventInfo,
    pub settings: TournamentSettings,
    /// Players in pairing-number order; `players[i].tpn` need not be `i + 1`
    /// after removals, so look players up with [`Tournament::player`].
    pub players: Vec<Player>,
    /// Team events: the teams in team-pairing-number order (added to
    /// schema 2 with a default: none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<Team>,
    /// Team events: fictitious match and game points per team and round
    /// (TRF-2026 `250` records of a team event; C.04.7 1.4).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub team_accelerations: Vec<TeamAcceleration>,
    pub rounds: Vec<Round>,
    pub forbidden_pairs: Vec<ForbiddenPair>,
    pub accelerations: Vec<Acceleration>,
    /// With Baku acceleration: the last participant of group A by the rule
    /// (C.04.7 1.3: "the same participant as in the previous round"), kept
    /// with the table by `commands::apply`, so that neither a late entry
    /// nor a player the arbiter placed in a group moves it. `None` before
    /// it was kept (the table's lowest-ranked member is then taken).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub baku_last_of_group_a: Option<u32>,
    /// Append-only record of every change.
    pub audit: Vec<AuditEntry>,
    /// Lines of an imported TRF that Swissdesk does not interpret (team
    /// sections, unknown records), kept so an export loses nothing.
    pub foreign_trf_lines: Vec<String>,
}

impl Default for Tournament {
    fn default() -> Self {
        Tournament {
            version: SCHEMA_VERSION,
            event: EventInfo::default(),
            settings: TournamentSettings::default(),
            players: Vec::new(),
            teams: Vec::new(),
            team_accelerations: Vec::new(),
            rounds: Vec::new(),
            forbidden_pairs: Vec::new(),
            accelerations: Vec::new(),
            baku_last_of_group_a: None,
            audit: Vec::new(),
            foreign_trf_lines: Vec::new(),
        }
    }
}

/// What one player did in one round, seen from that player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundEntry {
    /// Paired in a game.
    Game { opponent: u32, colour: Colour, result: GameResult, side: Side },
    /// A bye of some kind.
    Bye(ByeKind),
    /// Not in the round at all.
    Absent,
}

impl RoundEntry {
    /// The points this entry scores under `scoring`.
    pub fn points(&self, scoring: &ScoringSystem) -> Points {
        match *self {
            RoundEntry::Game { result, side, .. } => result.points_for(side, scoring),
            RoundEntry::Bye(kind) => kind.points(scoring),
            RoundEntry::Absent => Points::ZERO,
        }
    }
}

impl Tournament {
    pub fn new(name: impl Into<String>) -> Tournament {
        let mut t = Tournament::default();
        t.event.name = name.into();
        t
    }

    pub fn player(&self, tpn: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.tpn == tpn)
    }

    /// Who may take a place in a pairing of round `round` made by hand:
    /// the teams of a team event, else the players, each with its pairing
    /// number and name, by pairing number; not those withdrawn before the
    /// round. A withdrawn entrant is not paired from the round of the
    /// withdrawal on (GHR 3.2; the withdrawal is refused while they are
    /// paired in that round or a later one), so an override offering them
    /// could only make a pairing the rules checker rejects.
    pub fn pairable_in(&self, round: u32) -> Vec<(u32, &str)> {
        if self.is_team_event() {
            self.teams.iter().filter(|x| x.is_active_in(round)).map(|x| (x.tpn, x.name.as_str())).collect()
        } else {
            self.players.iter().filter(|p| p.is_active_in(round)).map(|p| (p.tpn, p.name.as_str())).collect()
        }
    }

    pub fn player_mut(&mut self, tpn: u32) -> Option<&mut Player> {
        self.players.iter_mut().find(|p| p.tpn == tpn)
    }

    pub fn round(&self, number: u32) -> Option<&Round> {
        self.rounds.iter().find(|r| r.number == number)
    }

    pub fn round_mut(&mut self, number: u32) -> Option<&mut Round> {
        self.rounds.iter_mut().find(|r| r.number == number)
    }

    /// Number of rounds that have been paired (have at least one game or a
    /// pairing-allocated bye).
    pub fn rounds_paired(&self) -> u32 {
        self.rounds.iter().filter(|r| r.is_paired()).map(|r| r.number).max().unwrap_or(0)
    }

    /// The last round that is paired and has every result (0: none): the
    /// round standings are after by default, since standings after a round
    /// still being played would mislead.
    pub fn last_complete_round(&self) -> u32 {
        self.rounds.iter().filter(|r| r.is_paired() && r.is_complete()).map(|r| r.number).max().unwrap_or(0)
    }

    /// What `tpn` did in round `round`.
    pub fn entry(&self, round: u32, tpn: u32) -> RoundEntry {
        match self.round(round) {
            Some(r) => r.entry_of(tpn),
            None => RoundEntry::Absent,
        }
    }

    /// Points scored by `tpn` in rounds `1..=up_to_round` under the tournament's scoring.
    pub fn points_after(&self, tpn: u32, up_to_round: u32) -> Points {
        let scoring = &self.settings.scoring;
        self.rounds.iter().filter(|r| r.number <= up_to_round).map(|r| r.points_of(tpn, scoring)).sum()
    }

    /// Every player's [`Tournament::points`], in one pass per round (a
    /// player without an entry has none).
    pub fn points_by_player(&self) -> std::collections::HashMap<u32, Points> {
        let scoring = &self.settings.scoring;
        let mut totals = std::collections::HashMap::with_capacity(self.players.len());
        for round in &self.rounds {
            for (tpn, entry) in round.entries() {
                *totals.entry(tpn).or_insert(Points::ZERO) += entry.points(scoring);
            }
        }
        totals
    }

    /// Points after every round recorded so far.
    pub fn points(&self, tpn: u32) -> Points {
        self.points_after(tpn, u32::MAX)
    }

    /// Players sorted by points (descending) then pairing number: the
    /// simplest standings, before tie-breaks.
    pub fn players_by_score(&self) -> Vec<(&Player, Points)> {
        let mut list: Vec<(&Player, Points)> = self.players.iter().map(|p| (p, self.points(p.tpn))).collect();
        list.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.tpn.cmp(&b.0.tpn)));
        list
    }

    pub fn next_free_tpn(&self) -> u32 {
        self.players.iter().map(|p| p.tpn).max().unwrap_or(0) + 1
    }

    /// Gives players new pairing numbers (`new_tpn`: old → new; numbers
    /// not in it stay) everywhere a number is stored: players, games,
    /// byes, forbidden pairs, accelerations.
    pub fn renumber_players(&mut self, new_tpn: &std::collections::HashMap<u32, u32>) {
        let map = |tpn: u32| new_tpn.get(&tpn).copied().unwrap_or(tpn);
        for p in &mut self.players {
            p.tpn = map(p.tpn);
        }
        self.players.sort_by_key(|p| p.tpn);
        for r in &mut self.rounds {
            for g in &mut r.games {
                g.white = map(g.white);
                g.black = map(g.black);
            }
            for b in &mut r.byes {
                b.player = map(b.player);
            }
        }
        for team in &mut self.teams {
            for p in &mut team.roster {
                *p = map(*p);
            }
        }
        for r in &mut self.rounds {
            for lineup in &mut r.lineups {
                for p in lineup.players.iter_mut().filter(|p| **p != 0) {
                    *p = map(*p);
                }
            }
        }
        for f in &mut self.forbidden_pairs {
            for p in &mut f.players {
                *p = map(*p);
            }
        }
        for a in &mut self.accelerations {
            a.player = map(a.player);
        }
        self.baku_last_of_group_a = self.baku_last_of_group_a.map(map);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_player_event() -> Tournament {
        let mut t = Tournament::new("Test");
        t.players.push(Player::new(1, "Alpha, Anna"));
        t.players.push(Player::new(2, "Beta, Boris"));
        t.players.push(Player::new(3, "Gamma, Gil"));
        let mut r1 = Round::new(1);
        r1.games.push(Game::new(1, 2, GameResult::WhiteWins));
        r1.byes.push(RoundBye { player: 3, kind: ByeKind::PairingAllocated });
        t.rounds.push(r1);
        t
    }

    #[test]
    fn points_follow_the_scoring_system() {
        let mut t = two_player_event();
        assert_eq!(t.points(1), Points(10));
        assert_eq!(t.points(2), Points(0));
        assert_eq!(t.points(3), Points(10));
        t.settings.scoring = ScoringSystem::football();
        assert_eq!(t.points(1), Points(30));
        assert_eq!(t.points(3), Points(30));
    }

    #[test]
    fn entries_are_seen_from_each_player() {
        let t = two_player_event();
        assert_eq!(
            t.entry(1, 2),
            RoundEntry::Game {
                opponent: 1,
                colour: Colour::Black,
                result: GameResult::WhiteWins,
                side: Side::Black
            }
        );
        assert_eq!(t.entry(1, 3), RoundEntry::Bye(ByeKind::PairingAllocated));
        assert_eq!(t.entry(2, 1), RoundEntry::Absent);
        assert_eq!(t.rounds_paired(), 1);
    }

    #[test]
    fn a_withdrawn_player_or_team_is_not_pairable_from_the_withdrawal_on() {
        let mut t = two_player_event();
        t.players[1].status = PlayerStatus::Withdrawn { from_round: 2 };
        assert_eq!(t.pairable_in(1), vec![(1, "Alpha, Anna"), (2, "Beta, Boris"), (3, "Gamma, Gil")]);
        assert_eq!(t.pairable_in(2), vec![(1, "Alpha, Anna"), (3, "Gamma, Gil")]);
        assert_eq!(t.pairable_in(3), vec![(1, "Alpha, Anna"), (3, "Gamma, Gil")]);
        // A team event offers its teams (never its players).
        t.settings.participants = ParticipantKind::Teams;
        t.teams = vec![Team::new(1, "Aarau"), Team::new(2, "Basel"), Team::new(3, "Chur")];
        t.teams[2].status = PlayerStatus::Withdrawn { from_round: 3 };
        assert_eq!(t.pairable_in(2), vec![(1, "Aarau"), (2, "Basel"), (3, "Chur")]);
        assert_eq!(t.pairable_in(3), vec![(1, "Aarau"), (2, "Basel")]);
    }
}
