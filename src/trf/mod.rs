//! FIDE Tournament Report File (TRF-16) import and export, with the
//! extensions the pairing engines use: JaVaFo's TRF(x) (`XXR XXC XXS XXA
//! XXP XXZ`), bbpPairings' TRF(bx) (`BBW BBD BBL BBZ BBF BBU`) and the
//! TRF-2026 records that replace them (`142 152 162 192 240 250 260`).
//! Specs: FIDE's TRF-16 and TRF-2026 descriptions, and the reference
//! engines' notes on their extensions (cited below as `trf16.md`,
//! `trf2026.md` and `trfx-extensions.md`).
//!
//! # Reading
//!
//! * Header records `012`–`132` fill [`EventInfo`](crate::model::EventInfo),
//!   and so does a valid `222` (the encoded time control); `202` (tie-breaks)
//!   fills the settings' tie-breaks and is kept, like `212`, to be written
//!   back as it was while it still says the same.
//!   A header without a value, a date that does not parse, or a second copy
//!   of a single-valued header is kept in `foreign_trf_lines`, as are team
//!   sections, comments (`###`) and unknown records. Swissdesk's own
//!   `### SDX` comments (the arbiter's changes) also put their "changed by
//!   hand" marks back on the games, byes and team matches they name
//!   (`arbiter_changes`), and are kept as a note that the file had them:
//!   the writer writes fresh ones from the marks. `062`/`072` (player
//!   counts) are kept there too, as a note that the file had them: the
//!   writer writes them with fresh counts.
//! * Rounds are built from the round blocks of the `001` records; both
//!   blocks of a game must agree (opponent, opposite colours, result codes).
//!   `0000 - U/F/H/Z` are byes; `0000 - +`, `0000 - -` and `0000 - =` (older
//!   programs) are read as `U`, `Z` and `H`. A blank block is no entry at
//!   all (no [`RoundBye`](crate::model::RoundBye)). A round with only
//!   `H`/`F`/`Z` byes is the round still to be paired.
//! * The points field is not stored: points are computed from the results
//!   under the file's scoring system. Disagreements are reported as
//!   [`TrfWarning::PointsMismatch`] by [`parse_import`], never as errors.
//! * Scoring records (`XXS`, `BB*`, `162`) set the scoring system and are
//!   also kept in `foreign_trf_lines`: the writer writes them back unchanged
//!   as long as they still give the tournament's scoring, and fresh records
//!   otherwise. That way a file such as one with `XXS PAB=1.0` (a restated
//!   default) comes back byte for byte.
//! * The pairing system: Swissdesk's `SDS` record names it; else a `092` or
//!   `192` naming Burstein (the 2026 text by `FIDE_BURSTEIN_2025`/`_2026`),
//!   Dubov or the 2025/2026 Dutch code sets it; else the Dutch text in force
//!   when the event began; else the default (a plain "Dutch" does not say
//!   which edition). TRF-2026 exports always name a Burstein edition in
//!   `192`; every export writes `SDS` when nothing else would bring its
//!   system back (`system`).
//!
//! # Writing
//!
//! [`write`] produces TRF-16 with the TRF(x)/(bx) extension records, which
//! both reference engines read; [`write_as`] can produce the TRF-2026 forms
//! instead. Lines end in LF (the corpus convention; TRF Remark 1 asks for
//! CR, which every reader here accepts as well), trailing blanks stripped.

mod arbiter_changes;
mod baku;
mod boards;
mod columns;
mod error;
mod placeholder;
mod reader;
mod roundrobin;
mod scoring;
mod system;
mod team;
pub mod time_control;
mod withdrawal;
mod writer;

pub use arbiter_changes::{ARBITER_CHANGE_TAG, arbiter_change_lines};
pub use error::{ArbiterChangeProblem, Field, Inconsistency, Location, TrfError, TrfWarning, Unsupported};
pub use placeholder::{ConvertedPlaceholder, is_placeholder_name};
pub use team::RESULTS_MARKER as TEAM_RESULTS_MARKER;

use crate::model::Tournament;
use std::path::Path;

/// The suffix of a TRF-2026 `192` code for Baku acceleration
/// (`FIDE_DUTCH_2025_BAKU`, trfx-extensions.md).
const BAKU_SUFFIX: &str = "_BAKU";

/// The two ways of writing the extension data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// TRF-16 with JaVaFo / bbpPairings extension records (`XXR`, `XXC`, `BB*`, `XXA`, `XXP`).
    #[default]
    Trf16,
    /// TRF-2026 numeric records (`142`, `152`, `162`, `250`, `260`).
    Trf2026,
}

/// A parsed file with what was noticed on the way.
#[derive(Clone, Debug, PartialEq)]
pub struct TrfImport {
    pub tournament: Tournament,
    /// The dialect of the file's extension records (TRF-2026 if it has only
    /// numeric ones), for writing it back the same way.
    pub dialect: Dialect,
    pub warnings: Vec<TrfWarning>,
}

/// Parses TRF text; `source_name` (usually the file path) is used in error messages.
pub fn parse(text: &str, source_name: &str) -> Result<Tournament, TrfError> {
    parse_import(text, source_name).map(|i| i.tournament)
}

/// Like [`parse`], also returning the dialect and the warnings.
///
/// Refused as not a tournament: a file holding nothing but blanks, and one
/// with no player record (`001`) at all (a README, a CSV, another program's
/// export): an import must never quietly give a tournament of 0 players.
pub fn parse_import(text: &str, source_name: &str) -> Result<TrfImport, TrfError> {
    if text.trim_start_matches('\u{feff}').trim().is_empty() {
        return Err(TrfError::Empty { file: source_name.to_owned() });
    }
    let import = reader::parse_text(text, source_name)?;
    if import.tournament.players.is_empty() {
        let lines = text.lines().filter(|l| !l.trim().is_empty()).count();
        return Err(TrfError::NoPlayers { file: source_name.to_owned(), lines });
    }
    Ok(import)
}

/// Parses raw bytes. TRF is officially ASCII/Latin-1 while most programs
/// now write UTF-8: valid UTF-8 is read as such, anything else is decoded as
/// Latin-1 (every byte is a Latin-1 character, so this cannot fail) and a
/// [`TrfWarning::Latin1Fallback`] says so.
///
/// UTF-16 with a byte-order mark is decoded too. Anything with bytes no text
/// holds (see [`TrfError::Binary`]) is refused before it is read.
pub fn parse_bytes(bytes: &[u8], source_name: &str) -> Result<TrfImport, TrfError> {
    if let Some(text) = crate::sniff::decode_utf16_with_bom(bytes) {
        return parse_bytes(text.as_bytes(), source_name);
    }
    if let Some((line, column)) = crate::sniff::binary_position(bytes) {
        return Err(TrfError::Binary { at: Location { file: source_name.to_owned(), line, column } });
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => parse_import(text, source_name),
        Err(_) => {
            let text: String = bytes.iter().map(|&b| char::from(b)).collect();
            let mut import = parse_import(&text, source_name)?;
            import.warnings.insert(0, TrfWarning::Latin1Fallback { file: source_name.to_owned() });
            Ok(import)
        }
    }
}

/// Reads a TRF file. Errors name the file.
pub fn read_file(path: &Path) -> Result<Tournament, TrfError> {
    import_file(path).map(|i| i.tournament)
}

/// Like [`read_file`], also returning the dialect and the warnings
/// (including whether the file had to be read as Latin-1).
pub fn import_file(path: &Path) -> Result<TrfImport, TrfError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| TrfError::Io { file: name.clone(), source })?;
    parse_bytes(&bytes, &name)
}

/// TRF-16 text with the TRF(x)/(bx) extension records.
pub fn write(t: &Tournament) -> String {
    writer::write(t, Dialect::Trf16, writer::Header::AsRead)
}

/// TRF text with the extension data in the given dialect, the tournament
/// section as it was read (a file comes back as it was).
pub fn write_as(t: &Tournament, dialect: Dialect) -> String {
    writer::write(t, dialect, writer::Header::AsRead)
}

/// TRF text for a report or an export: like [`write_as`], with every
/// tournament record the event has data for, also those the file it came
/// from did not have (TRF-2026: `142 152 162 192 202 212 222`, the round
/// dates in `132`).
pub fn write_complete(t: &Tournament, dialect: Dialect) -> String {
    writer::write(t, dialect, writer::Header::Complete)
}

// Writing a file is the store's business (`store::write_file`: atomic, with
// the error naming the file): this module only makes the text.
