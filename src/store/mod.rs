//! Storage: tournament files (`.swissdesk.ron`), their backups, and the
//! application settings.
//!
//! * [`load_tournament`] reads a tournament file of either kind the app
//!   opens: a Swissdesk document or a TRF file.
//! * [`load`] / [`save`] read and write one tournament document. Saving is atomic
//!   (temporary file, flush, rename) and keeps the previous version as
//!   `<name>.bak` ([`backup_path`]); a crash or a kill at any moment leaves
//!   either the old or the new file, never a broken one.
//! * [`StoredTournament`] is what the GUI and the CLI hold: a tournament and
//!   the file it belongs to. It only ever writes to a file it loaded
//!   successfully or one the user chose with "save as", so a file that
//!   failed to load is never overwritten.
//! * [`load_with_recovery`] falls back to the backup when the main file is
//!   missing or damaged.
//! * [`settings`] holds the arbiter's preferences and recent files.
//!
//! Autosave: there is no timer. Callers save after every command that
//! changes the tournament ([`StoredTournament::autosave`]); a save of a
//! typical event takes milliseconds.

mod atomic;
mod background;
mod document;
mod error;
mod lock;
mod migrate;
pub mod settings;

pub use atomic::backup_path;
pub(crate) use atomic::write_atomically;
pub use background::{BackgroundSaver, Saved};
pub use document::{Origin, StoredTournament};
pub use error::{Access, StoreError};
pub use lock::{Acquired, EditLock, LockOwner, lock_path};

use crate::model::{SCHEMA_VERSION, Tournament};
use crate::trf::{self, TrfError};
use std::borrow::Cow;
use std::path::{Path, PathBuf};

/// The conventional extension of tournament files (any `.ron` is accepted).
pub const EXTENSION: &str = "swissdesk.ron";

/// A tournament file of either kind that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("{0}")]
    Trf(#[from] TrfError),
}

/// Reads a tournament from a Swissdesk document or a TRF file: `.ron` is a
/// document, `.trf` and `.txt` are TRF; any other name is decided by the
/// content ([`looks_like_document`]). The file is read once.
pub fn load_tournament(path: &Path) -> Result<Tournament, LoadError> {
    decode_tournament(error::read_bytes(path)?, path)
}

/// What [`load_tournament`] makes of `bytes`, the content of `path` (which
/// is not read: its name only chooses the kind and appears in errors).
pub fn decode_tournament(bytes: Vec<u8>, path: &Path) -> Result<Tournament, LoadError> {
    decode_tournament_with_warnings(bytes, path).map(|(t, _)| t)
}

/// [`load_tournament`], with what the arbiter must be told about a TRF
/// file's import: the changes it made to the event as the file has it (bye
/// placeholders taken out, [`trf::TrfWarning::changes_the_event`]). Nothing for
/// a Swissdesk document.
pub fn load_tournament_noting(path: &Path) -> Result<(Tournament, Vec<String>), LoadError> {
    decode_tournament_noting(error::read_bytes(path)?, path)
}

/// [`load_tournament`], with every warning a TRF file's import gave (the
/// notes of [`load_tournament_noting`] and the details of the file, such as
/// a points field the results contradict). None for a Swissdesk document.
pub fn load_tournament_with_warnings(path: &Path) -> Result<(Tournament, Vec<trf::TrfWarning>), LoadError> {
    decode_tournament_with_warnings(error::read_bytes(path)?, path)
}

/// [`decode_tournament`] with the import's notes ([`load_tournament_noting`]).
fn decode_tournament_noting(bytes: Vec<u8>, path: &Path) -> Result<(Tournament, Vec<String>), LoadError> {
    let (t, warnings) = decode_tournament_with_warnings(bytes, path)?;
    let notes = warnings.iter().filter(|w| w.changes_the_event()).map(ToString::to_string).collect();
    Ok((t, notes))
}

/// [`decode_tournament`] with the import's warnings ([`load_tournament_with_warnings`]).
fn decode_tournament_with_warnings(
    bytes: Vec<u8>,
    path: &Path,
) -> Result<(Tournament, Vec<trf::TrfWarning>), LoadError> {
    let extension = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    let is_document = match extension.as_deref() {
        Some("ron") => true,
        Some("trf" | "txt") => false,
        _ => looks_like_document(&bytes),
    };
    if is_document {
        let text = error::text_of(path, bytes)?;
        Ok((migrate::decode(&text, path)?, Vec::new()))
    } else {
        let import = trf::parse_bytes(&bytes, &path.display().to_string())?;
        Ok((import.tournament, import.warnings))
    }
}

/// Whether `bytes` start like a Swissdesk document: RON opens with `(`
/// (after an optional byte-order mark and blanks), or names its `version:`
/// near the top. A TRF file starts with a three-character record tag.
fn looks_like_document(bytes: &[u8]) -> bool {
    let body = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
    let start = body.iter().position(|b| !b.is_ascii_whitespace()).map_or(body, |i| &body[i..]);
    start.starts_with(b"(") || start.windows(8).take(64).any(|w| w == b"version:")
}

/// Reads the tournament in `path`, upgrading documents written by older
/// versions (the file itself is not rewritten until the next save).
pub fn load(path: &Path) -> Result<Tournament, StoreError> {
    let text = error::read_text(path)?;
    migrate::decode(&text, path)
}

/// Writes `tournament` to `path` as pretty RON, atomically, keeping the
/// previous file as [`backup_path`]`(path)`. On failure `path` is unchanged.
///
/// This is the low-level call: it overwrites whatever is at `path`.
/// Applications should save through [`StoredTournament`], which refuses to
/// overwrite a file that failed to load.
pub fn save(tournament: &Tournament, path: &Path) -> Result<(), StoreError> {
    let text = to_document_text(tournament, path)?;
    atomic::write_atomically(path, text.as_bytes(), true)
}

/// The text [`save`] writes for `tournament` (`path` only names the file in
/// errors).
pub fn to_document_text(tournament: &Tournament, path: &Path) -> Result<String, StoreError> {
    // The value has the current shape whatever its `version` field says, so
    // that is the version the file must declare.
    let current = if tournament.version == SCHEMA_VERSION {
        Cow::Borrowed(tournament)
    } else {
        Cow::Owned(Tournament { version: SCHEMA_VERSION, ..tournament.clone() })
    };
    to_ron(current.as_ref(), path)
}

/// Replaces `path` with `bytes` atomically (temporary file, fsync, rename),
/// without a backup: for the files Swissdesk writes besides tournaments
/// (exports, TRF reports, pairings). A failure — a full disk, a read-only
/// folder, a removed stick — leaves whatever was at `path` as it was.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    // A device or a pipe (`-p /dev/stdout`, a FIFO) cannot be replaced by a
    // rename: it is written to as it is.
    if std::fs::metadata(path).is_ok_and(|meta| !meta.is_file() && !meta.is_dir()) {
        return std::fs::write(path, bytes).map_err(|e| error::write_error(path, e));
    }
    atomic::write_atomically(path, bytes, false)
}

/// Pretty RON with the settings every store file uses.
pub(crate) fn to_ron<T: serde::Serialize>(value: &T, path: &Path) -> Result<String, StoreError> {
    let config = ron::ser::PrettyConfig::new().indentor("  ");
    let mut text = ron::ser::to_string_pretty(value, config)
        .map_err(|e| StoreError::Serialize { path: path.to_path_buf(), message: e.to_string() })?;
    // A final newline keeps line-oriented tools (diff, git) happy.
    text.push('\n');
    Ok(text)
}

/// What [`load_with_recovery`] found.
#[derive(Debug)]
pub enum Recovery {
    /// The main file loaded.
    Main(Tournament),
    /// The main file is missing or damaged (`main_error`) and the backup
    /// loaded instead. Nothing was written: the damaged file is still there.
    Backup { tournament: Tournament, backup: PathBuf, main_error: StoreError },
}

/// Loads `path`; if it is missing or damaged (see
/// [`StoreError::is_missing_or_damaged`]) and its backup loads, returns the
/// backup. When the backup does not help, returns the main file's error.
/// Never writes anything.
pub fn load_with_recovery(path: &Path) -> Result<Recovery, StoreError> {
    match load(path) {
        Ok(t) => Ok(Recovery::Main(t)),
        Err(main_error) if main_error.is_missing_or_damaged() => {
            let backup = backup_path(path);
            match load(&backup) {
                Ok(tournament) => Ok(Recovery::Backup { tournament, backup, main_error }),
                Err(_) => Err(main_error),
            }
        }
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn save_then_load_gives_the_same_tournament() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.swissdesk.ron");
        let mut t = Tournament::new("Round trip");
        t.players.push(crate::model::Player::new(1, "A, B"));
        save(&t, &path).expect("save");
        assert_eq!(load(&path).expect("load"), t);
        assert!(fs::read_to_string(&path).expect("read").ends_with(")\n"));
    }

    #[test]
    fn the_file_always_declares_the_current_version() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.ron");
        let t = Tournament { version: 0, ..Tournament::new("Odd") };
        save(&t, &path).expect("save");
        assert_eq!(load(&path).expect("load").version, SCHEMA_VERSION);
    }

    #[test]
    fn a_byte_order_mark_is_accepted() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("bom.ron");
        fs::write(&path, "\u{feff}(version: 1, event: (name: \"Bom\"))").expect("seed");
        assert_eq!(load(&path).expect("load").event.name, "Bom");
    }

    #[test]
    fn a_file_of_either_kind_loads_by_extension_or_else_by_content() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut t = Tournament::new("Either kind");
        t.players.push(crate::model::Player::new(1, "A, B"));
        let document = dir.path().join("event.ron");
        save(&t, &document).expect("save");
        let trf_text = crate::trf::write(&t);
        // By extension.
        let trf_file = dir.path().join("event.trf");
        fs::write(&trf_file, &trf_text).expect("seed");
        assert_eq!(load_tournament(&document).expect("ron").event.name, "Either kind");
        assert_eq!(load_tournament(&trf_file).expect("trf").players.len(), 1);
        // By content, under names that do not say.
        let document_copy = dir.path().join("event.backup");
        fs::copy(&document, &document_copy).expect("copy");
        let trf_copy = dir.path().join("event.dat");
        fs::write(&trf_copy, &trf_text).expect("seed");
        assert_eq!(load_tournament(&document_copy).expect("ron by content"), load(&document).expect("load"));
        assert!(matches!(load_tournament(&trf_copy), Ok(u) if u.players.len() == 1));
        // A missing file is named whatever its kind.
        let missing = dir.path().join("missing.trf");
        assert!(matches!(load_tournament(&missing), Err(LoadError::Store(StoreError::NotFound { .. }))));
    }

    #[test]
    fn invalid_utf8_is_located() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("bin.ron");
        fs::write(&path, b"(version: 1,\n  event: (name: \"\xff\"))").expect("seed");
        match load(&path) {
            Err(StoreError::InvalidUtf8 { line, column, .. }) => assert_eq!((line, column), (2, 18)),
            other => panic!("expected InvalidUtf8, got {other:?}"),
        }
    }
}
