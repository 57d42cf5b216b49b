//! Errors and warnings of the TRF reader and writer.
//!
//! Every error that comes from the content of a file names the file, the
//! 1-based line and column, and the field (TRF-16 column tables), so that an
//! arbiter can open the file in an editor and go straight to the problem.
//! The messages are translated (`trf-*` ids in `i18n/<lang>/swissdesk.ftl`).

use crate::model::{BakuGroup, Points};
use std::fmt;

/// Where in a file something was found. `line` and `column` are 1-based,
/// `column` counting characters as the TRF column tables do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    pub line: usize,
    pub column: usize,
}

/// The TRF field an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// The record type in columns 1–3 (`001`, `012`, `XXR`, ...).
    Record,
    /// Starting rank / pairing number, `001` columns 5–8, or an id in an extension record.
    Tpn,
    Sex,
    Title,
    Name,
    Rating,
    Federation,
    FideId,
    BirthDate,
    Points,
    Rank,
    /// Opponent of a round block (columns 92–95 for round 1).
    Opponent,
    /// Colour of a round block (column 97 for round 1).
    Colour,
    /// Result code of a round block (column 99 for round 1).
    Result,
    /// Number of rounds (`XXR`, `142`).
    Rounds,
    /// Initial colour (`XXC`, `152`).
    InitialColour,
    /// Scoring system (`XXS`, `BB*`, `162`).
    Scoring,
    /// Acceleration (`XXA`, `250`).
    Acceleration,
    /// Forbidden pairs (`XXP`, `260`).
    ForbiddenPair,
    /// Announced byes (`XXZ`, `240`).
    Bye,
    /// A date of a header record (`042`, `052`, `132`).
    Date,
    /// A round number (`240`, `250`, `260`) or the number of round blocks of a `001` line.
    Round,
    /// The arbiter's Baku group (`SDB`, Swissdesk's extension record).
    BakuGroup,
    /// A team record (`310`, `013`, `300`) or a team number in one.
    Team,
    /// Team scoring and board colours (`320`, `352`, `362`).
    TeamScoring,
    /// A forfeited match (`330`).
    Forfeit,
    /// A board number (Swissdesk's `### SDX` lines).
    Board,
    /// A withdrawn player and the round (Swissdesk's `SDW` record).
    Withdrawal,
}

impl Field {
    /// The translated name of the field, as used in messages.
    pub fn label(self) -> String {
        match self {
            Field::Record => crate::tr!("trf-field-record"),
            Field::Tpn => crate::tr!("trf-field-tpn"),
            Field::Sex => crate::tr!("trf-field-sex"),
            Field::Title => crate::tr!("trf-field-title"),
            Field::Name => crate::tr!("trf-field-name"),
            Field::Rating => crate::tr!("trf-field-rating"),
            Field::Federation => crate::tr!("trf-field-federation"),
            Field::FideId => crate::tr!("trf-field-fide-id"),
            Field::BirthDate => crate::tr!("trf-field-birth-date"),
            Field::Points => crate::tr!("trf-field-points"),
            Field::Rank => crate::tr!("trf-field-rank"),
            Field::Opponent => crate::tr!("trf-field-opponent"),
            Field::Colour => crate::tr!("trf-field-colour"),
            Field::Result => crate::tr!("trf-field-result"),
            Field::Rounds => crate::tr!("trf-field-rounds"),
            Field::InitialColour => crate::tr!("trf-field-initial-colour"),
            Field::Scoring => crate::tr!("trf-field-scoring"),
            Field::Acceleration => crate::tr!("trf-field-acceleration"),
            Field::ForbiddenPair => crate::tr!("trf-field-forbidden-pair"),
            Field::Bye => crate::tr!("trf-field-bye"),
            Field::Date => crate::tr!("trf-field-date"),
            Field::Round => crate::tr!("trf-field-round"),
            Field::BakuGroup => crate::tr!("trf-field-baku-group"),
            Field::Team => crate::tr!("trf-field-team"),
            Field::TeamScoring => crate::tr!("trf-field-team-scoring"),
            Field::Forfeit => crate::tr!("trf-field-forfeit"),
            Field::Board => crate::tr!("trf-field-board"),
            Field::Withdrawal => crate::tr!("trf-field-withdrawal"),
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

/// Why the two round blocks of a game contradict each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inconsistency {
    /// The opponent's block of that round names another player (or `0000`, or is blank).
    OpponentDisagrees { theirs: u32 },
    /// The opponent's line has no block for that round at all.
    OpponentHasNoEntry,
    /// Both players have the same colour (`w`/`w`, `b`/`b`).
    SameColour,
    /// One side has a colour and the other not (only forfeits may omit both colours).
    MissingColour,
    /// The two result codes do not make one result (e.g. `1` / `1`).
    Results { mine: char, theirs: char },
    /// A player is named as his own opponent.
    OwnOpponent,
}

impl Inconsistency {
    pub fn describe(&self) -> String {
        match self {
            Inconsistency::OpponentDisagrees { theirs } => {
                crate::tr!("trf-inconsistency-opponent", theirs = (*theirs))
            }
            Inconsistency::OpponentHasNoEntry => crate::tr!("trf-inconsistency-no-entry"),
            Inconsistency::SameColour => crate::tr!("trf-inconsistency-same-colour"),
            Inconsistency::MissingColour => crate::tr!("trf-inconsistency-missing-colour"),
            Inconsistency::Results { mine, theirs } => {
                crate::tr!("trf-inconsistency-results", mine = mine.to_string(), theirs = theirs.to_string())
            }
            Inconsistency::OwnOpponent => crate::tr!("trf-inconsistency-own-opponent"),
        }
    }
}

/// Something the model cannot represent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// `XXS WW=... BW=...` with different values: points that depend on the colour.
    ColourDependentScoring,
    /// `250` with match points: accelerated team tournaments.
    TeamAcceleration,
}

impl Unsupported {
    pub fn describe(&self) -> String {
        match self {
            Unsupported::ColourDependentScoring => crate::tr!("trf-unsupported-colour-scoring"),
            Unsupported::TeamAcceleration => crate::tr!("trf-unsupported-team-acceleration"),
        }
    }
}

/// An error reading or writing a TRF file.
#[derive(Debug, thiserror::Error)]
pub enum TrfError {
    #[error("{}", crate::tr!("trf-error-io", file = file.as_str(), reason = source.to_string()))]
    Io { file: String, source: std::io::Error },

    /// Nothing but blanks: not a tournament.
    #[error("{}", crate::tr!("trf-error-empty", file = file.as_str()))]
    Empty { file: String },

    /// Bytes no text file holds (a PDF, a picture, a zip, zeros): `at` is
    /// the first one; its column counts bytes.
    #[error("{}", crate::tr!("trf-error-binary", file = at.file.as_str(), line = at.line, column = at.column))]
    Binary { at: Location },

    /// Text, but not one player record (`001`) in its `lines` non-blank lines.
    #[error("{}", crate::tr!("trf-error-no-players", file = file.as_str(), lines = (*lines)))]
    NoPlayers { file: String, lines: usize },

    /// The line ends inside a field that must be complete (e.g. a round block
    /// that has an opponent but stops before its colour).
    #[error("{}", crate::tr!("trf-error-truncated", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label()))]
    Truncated { at: Location, field: Field },

    /// A numeric field holds something else (`2x00`, `abc`).
    #[error("{}", crate::tr!("trf-error-bad-number", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), text = text.as_str()))]
    BadNumber { at: Location, field: Field, text: String },

    /// A field holds a value outside what the format allows (unknown title, round 0, ...).
    #[error("{}", crate::tr!("trf-error-bad-value", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), text = text.as_str()))]
    BadValue { at: Location, field: Field, text: String },

    /// A column that separates two fixed-width fields is not blank: the data
    /// is shifted (TRF-16 fixed columns).
    #[error("{}", crate::tr!("trf-error-misaligned", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), found = found.as_str()))]
    Misaligned { at: Location, field: Field, found: String },

    #[error("{}", crate::tr!("trf-error-unknown-result", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), code = code.as_str()))]
    UnknownResult { at: Location, field: Field, code: String },

    #[error("{}", crate::tr!("trf-error-unknown-colour", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), code = code.as_str()))]
    UnknownColour { at: Location, field: Field, code: String },

    #[error("{}", crate::tr!("trf-error-duplicate-tpn", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), tpn = (*tpn), first = (*first_line)))]
    DuplicateTpn { at: Location, field: Field, tpn: u32, first_line: usize },

    /// A pairing number that has no `001` line.
    #[error("{}", crate::tr!("trf-error-unknown-player", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), tpn = (*tpn)))]
    UnknownPlayer { at: Location, field: Field, tpn: u32 },

    /// The two round blocks of one game contradict each other.
    #[error("{}", crate::tr!("trf-error-inconsistent-game", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), round = (*round), tpn = (*tpn), opponent = (*opponent),
        problem = problem.describe()))]
    InconsistentGame {
        at: Location,
        field: Field,
        round: u32,
        tpn: u32,
        opponent: u32,
        problem: Inconsistency,
    },

    /// A bye code (`U`, `F`, `H`, `Z`) with an opponent.
    #[error("{}", crate::tr!("trf-error-bye-with-opponent", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), code = code.as_str()))]
    ByeWithOpponent { at: Location, field: Field, code: String },

    /// A game result (`1`, `=`, `0`, `W`, `D`, `L`) without an opponent.
    #[error("{}", crate::tr!("trf-error-result-needs-opponent", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), code = code.as_str()))]
    ResultNeedsOpponent { at: Location, field: Field, code: String },

    /// `0000 w ...`: a colour without an opponent.
    #[error("{}", crate::tr!("trf-error-colour-without-opponent", file = at.file.as_str(),
        line = at.line, column = at.column, field = field.label(), code = code.as_str()))]
    ColourWithoutOpponent { at: Location, field: Field, code: String },

    /// An announced bye (`XXZ`, `240`) for a player who already has another
    /// entry in that round.
    #[error("{}", crate::tr!("trf-error-conflicting-bye", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), tpn = (*tpn), round = (*round)))]
    ConflictingBye { at: Location, field: Field, tpn: u32, round: u32 },

    /// Valid TRF that the tournament model cannot hold.
    #[error("{}", crate::tr!("trf-error-unsupported", file = at.file.as_str(), line = at.line,
        column = at.column, field = field.label(), what = what.describe()))]
    Unsupported { at: Location, field: Field, what: Unsupported },
}

impl TrfError {
    /// Where the error is, for errors that come from the content of a file.
    pub fn location(&self) -> Option<&Location> {
        match self {
            TrfError::Io { .. } | TrfError::Empty { .. } | TrfError::NoPlayers { .. } => None,
            TrfError::Binary { at }
            | TrfError::Truncated { at, .. }
            | TrfError::BadNumber { at, .. }
            | TrfError::BadValue { at, .. }
            | TrfError::Misaligned { at, .. }
            | TrfError::UnknownResult { at, .. }
            | TrfError::UnknownColour { at, .. }
            | TrfError::DuplicateTpn { at, .. }
            | TrfError::UnknownPlayer { at, .. }
            | TrfError::InconsistentGame { at, .. }
            | TrfError::ByeWithOpponent { at, .. }
            | TrfError::ResultNeedsOpponent { at, .. }
            | TrfError::ColourWithoutOpponent { at, .. }
            | TrfError::ConflictingBye { at, .. }
            | TrfError::Unsupported { at, .. } => Some(at),
        }
    }

    /// The field the error is about, for errors that come from the content of a file.
    pub fn field(&self) -> Option<Field> {
        match self {
            TrfError::Io { .. }
            | TrfError::Empty { .. }
            | TrfError::Binary { .. }
            | TrfError::NoPlayers { .. } => None,
            TrfError::Truncated { field, .. }
            | TrfError::BadNumber { field, .. }
            | TrfError::BadValue { field, .. }
            | TrfError::Misaligned { field, .. }
            | TrfError::UnknownResult { field, .. }
            | TrfError::UnknownColour { field, .. }
            | TrfError::DuplicateTpn { field, .. }
            | TrfError::UnknownPlayer { field, .. }
            | TrfError::InconsistentGame { field, .. }
            | TrfError::ByeWithOpponent { field, .. }
            | TrfError::ResultNeedsOpponent { field, .. }
            | TrfError::ColourWithoutOpponent { field, .. }
            | TrfError::ConflictingBye { field, .. }
            | TrfError::Unsupported { field, .. } => Some(*field),
        }
    }
}

/// Something worth telling the arbiter about an import that did not stop it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrfWarning {
    /// The points field (columns 81–84) differs from the points the results
    /// give under the file's scoring system. Programs differ in what they put
    /// there (some add acceleration), so the computed value is used.
    PointsMismatch { at: Location, tpn: u32, in_file: Points, computed: Points },
    /// The file is not valid UTF-8 and was read as Latin-1 (ISO 8859-1).
    Latin1Fallback { file: String },
    /// A player line was another program's bye placeholder ("spielfrei",
    /// "bye", ...): it was taken out and its opponents hold the
    /// pairing-allocated bye instead.
    PlaceholderBye { file: String, converted: super::placeholder::ConvertedPlaceholder },
    /// An `SDB` record gave a player the arbiter's Baku group back, and the
    /// table agrees with it (`super::baku`).
    BakuGroupRead { file: String, tpn: u32, name: String, group: BakuGroup, from_round: u32, reason: String },
    /// The `SDB` records do not fit the file's acceleration table (or there
    /// is no Baku table): the table is kept as given, without the groups.
    BakuGroupsNotUsed { file: String, line: usize, count: usize },
    /// An `SDS` record names a pairing system this version does not have
    /// (`super::system`): the file's other signs chose the system.
    UnknownSystem { file: String, line: usize, id: String },
    /// A record that could not be read or does not fit the rest of the
    /// file (team records: the rest imports without it). `reason` is the
    /// translated explanation.
    RecordNotUsed { at: Location, reason: String },
    /// A team record names a player the file does not have
    /// (`other_team: None`) or who is already in another team.
    TeamPlayerLeftOut { at: Location, team: u32, player: u32, other_team: Option<u32> },
    /// A team event with players on no team's roster.
    PlayersWithoutTeam { file: String, count: usize },
    /// A team record names a team the file does not have.
    UnknownTeam { at: Location, team: u32 },
    /// A team's players met players of more than one team in a round: the
    /// team met most often is taken as its opponent.
    TeamMatchUnclear { file: String, round: u32, team: u32 },
    /// A file without `320`/`240` team byes (TRF-16): the one team left
    /// without a match in a round of an odd number of teams is read as the
    /// round's pairing-allocated bye (C.04.6 3.4), worth a drawn match (1.4).
    TeamPabRead { file: String, round: u32, team: u32 },
    /// The match and game points a `310` record states differ from what
    /// the results give; the computed values are used.
    TeamPointsMismatch {
        at: Location,
        team: u32,
        in_file: crate::model::TeamPoints,
        computed: crate::model::TeamPoints,
    },
    /// One of Swissdesk's `### SDX` lines (the arbiter's changes) could
    /// not be read or names nothing the file has: its mark is left out.
    ArbiterChangeNotRead { at: Location, field: Field, problem: ArbiterChangeProblem },
}

/// Why a `### SDX` line was left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArbiterChangeProblem {
    /// The field is missing (the line ends before it).
    Missing,
    /// The field does not hold what the line's kind asks for.
    BadValue(String),
    /// Something follows the last field.
    Extra(String),
    /// The round, game or bye the line names is not in the file.
    NotInFile { round: u32 },
    /// A correction line whose present result is not the game's.
    ResultDiffers { in_line: String, in_game: String },
}

impl fmt::Display for ArbiterChangeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ArbiterChangeProblem::Missing => crate::tr!("trf-sdx-missing"),
            ArbiterChangeProblem::BadValue(text) => crate::tr!("trf-sdx-bad-value", text = text.as_str()),
            ArbiterChangeProblem::Extra(text) => crate::tr!("trf-sdx-extra", text = text.as_str()),
            ArbiterChangeProblem::NotInFile { round } => crate::tr!("trf-sdx-not-in-file", round = (*round)),
            ArbiterChangeProblem::ResultDiffers { in_line, in_game } => {
                crate::tr!("trf-sdx-result-differs", in_line = in_line.as_str(), in_game = in_game.as_str())
            }
        };
        f.write_str(&text)
    }
}

impl TrfWarning {
    /// Whether the import changed the event from what the file says (so the
    /// arbiter must be told), rather than noting a detail of the file.
    pub fn changes_the_event(&self) -> bool {
        // An arbiter's Baku group read from the file (or not taken) is the
        // import's doing too: the audit entry of the import keeps it.
        matches!(
            self,
            TrfWarning::PlaceholderBye { .. }
                | TrfWarning::BakuGroupRead { .. }
                | TrfWarning::BakuGroupsNotUsed { .. }
                | TrfWarning::UnknownSystem { .. }
        )
    }
}

impl fmt::Display for TrfWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            TrfWarning::PointsMismatch { at, tpn, in_file, computed } => crate::tr!(
                "trf-warning-points",
                file = at.file.as_str(),
                line = at.line,
                column = at.column,
                tpn = (*tpn),
                in_file = in_file.to_decimal_string(),
                computed = computed.to_decimal_string()
            ),
            TrfWarning::Latin1Fallback { file } => crate::tr!("trf-warning-latin1", file = file.as_str()),
            TrfWarning::PlaceholderBye { file, converted } => {
                let byes: Vec<String> = converted
                    .byes
                    .iter()
                    .map(|(round, tpn)| crate::tr!("trf-placeholder-bye", round = (*round), tpn = (*tpn)))
                    .collect();
                crate::tr!(
                    "trf-warning-placeholder",
                    file = file.as_str(),
                    tpn = converted.tpn,
                    name = converted.name.as_str(),
                    count = converted.byes.len(),
                    byes = byes.join(", ")
                )
            }
            TrfWarning::BakuGroupRead { file, tpn, name, group, from_round, reason } => crate::tr!(
                "trf-warning-baku-group",
                file = file.as_str(),
                tpn = (*tpn),
                name = name.as_str(),
                group = group.letter(),
                round = (*from_round),
                reason = reason.as_str()
            ),
            TrfWarning::BakuGroupsNotUsed { file, line, count } => crate::tr!(
                "trf-warning-baku-groups-not-used",
                file = file.as_str(),
                line = (*line),
                count = (*count)
            ),
            TrfWarning::UnknownSystem { file, line, id } => crate::tr!(
                "trf-warning-unknown-system",
                file = file.as_str(),
                line = (*line),
                id = id.as_str()
            ),
            TrfWarning::ArbiterChangeNotRead { at, field, problem } => crate::tr!(
                "trf-warning-arbiter-change",
                file = at.file.as_str(),
                line = at.line,
                column = at.column,
                field = field.label(),
                problem = problem.to_string()
            ),
            TrfWarning::RecordNotUsed { at, reason } => crate::tr!(
                "trf-warning-record-not-used",
                file = at.file.as_str(),
                line = at.line,
                reason = reason.as_str()
            ),
            TrfWarning::TeamPlayerLeftOut { at, team, player, other_team } => match other_team {
                None => crate::tr!(
                    "trf-warning-team-player-unknown",
                    file = at.file.as_str(),
                    line = at.line,
                    column = at.column,
                    team = (*team),
                    player = (*player)
                ),
                Some(other) => crate::tr!(
                    "trf-warning-team-player-twice",
                    file = at.file.as_str(),
                    line = at.line,
                    column = at.column,
                    team = (*team),
                    player = (*player),
                    other = (*other)
                ),
            },
            TrfWarning::PlayersWithoutTeam { file, count } => {
                crate::tr!("trf-warning-players-without-team", file = file.as_str(), count = (*count))
            }
            TrfWarning::UnknownTeam { at, team } => crate::tr!(
                "trf-warning-unknown-team",
                file = at.file.as_str(),
                line = at.line,
                team = (*team)
            ),
            TrfWarning::TeamPabRead { file, round, team } => crate::tr!(
                "trf-warning-team-pab-read",
                file = file.as_str(),
                round = (*round),
                team = (*team)
            ),
            TrfWarning::TeamMatchUnclear { file, round, team } => crate::tr!(
                "trf-warning-team-match-unclear",
                file = file.as_str(),
                round = (*round),
                team = (*team)
            ),
            TrfWarning::TeamPointsMismatch { at, team, in_file, computed } => crate::tr!(
                "trf-warning-team-points",
                file = at.file.as_str(),
                line = at.line,
                team = (*team),
                in_mp = in_file.mp.to_decimal_string(),
                in_gp = in_file.gp.to_decimal_string(),
                mp = computed.mp.to_decimal_string(),
                gp = computed.gp.to_decimal_string()
            ),
        };
        f.write_str(&text)
    }
}
