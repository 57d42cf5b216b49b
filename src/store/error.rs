//! Errors of the store, and turning `ron`/`io` failures into them.
//!
//! Every variant carries the path of the file concerned, because the arbiter
//! has to know *which* file is damaged; parse errors also carry the line,
//! column and the field being read, so the file can be repaired by hand.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Whether a permission problem happened while reading or writing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Read,
    Write,
}

/// Everything that can go wrong in the store. `Clone` (io errors are shared
/// through `Arc`) so that GUI messages can carry it.
#[derive(Clone, Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{}", crate::tr!("store-not-found", path = show(path)))]
    NotFound { path: PathBuf },

    #[error("{}", permission_message(path, *access))]
    PermissionDenied { path: PathBuf, access: Access },

    /// Any other failure to read (a folder instead of a file, an I/O error).
    #[error("{}", crate::tr!("store-read-failed", path = show(path), error = source.to_string()))]
    Read {
        path: PathBuf,
        #[source]
        source: Arc<io::Error>,
    },

    /// Any other failure to write (disk full, read-only file system).
    #[error("{}", crate::tr!("store-write-failed", path = show(path), error = source.to_string()))]
    Write {
        path: PathBuf,
        #[source]
        source: Arc<io::Error>,
    },

    /// The file holds nothing but white space.
    #[error("{}", crate::tr!("store-empty", path = show(path)))]
    Empty { path: PathBuf },

    /// Bytes no text file holds (a PDF, a picture, zeros left by a crash);
    /// the position is that of the first one (the column counts bytes).
    #[error("{}", crate::tr!("store-binary", path = show(path), line = (*line), column = (*column)))]
    Binary { path: PathBuf, line: usize, column: usize },

    /// A RON file, but not a tournament: another program's (its top level
    /// has `field`, which no tournament has, and neither `event` nor
    /// `players`, which every Swissdesk document of every version has), or
    /// not a structure at all (`field` is then `None`).
    #[error("{}", not_a_document_message(path, *line, *column, field.as_deref()))]
    NotADocument { path: PathBuf, line: usize, column: usize, field: Option<String> },

    /// Not UTF-8 text; the position is that of the first bad byte.
    #[error("{}", crate::tr!("store-invalid-utf8", path = show(path), line = (*line), column = (*column)))]
    InvalidUtf8 { path: PathBuf, line: usize, column: usize },

    /// The text is not a valid document. `line`/`column` are 1-based (the
    /// column counts characters); `field` is the path of the value being read
    /// when `ron` gave up (e.g. `players[3].rating`, indices 0-based), when
    /// known; `message` is what `ron` says (in English: it is not ours).
    #[error("{}", corrupt_message(path, *line, *column, field.as_deref(), message))]
    Corrupt { path: PathBuf, line: usize, column: usize, field: Option<String>, message: String },

    /// Written by a newer Swissdesk: refused, as reading it would drop what
    /// this version does not know.
    #[error("{}", crate::tr!("store-newer-version", path = show(path), found = (*found), supported = (*supported)))]
    NewerVersion { path: PathBuf, found: u32, supported: u32 },

    /// A version no Swissdesk wrote (0) or one without a migration.
    #[error("{}", crate::tr!("store-unsupported-version", path = show(path), found = (*found)))]
    UnsupportedVersion { path: PathBuf, found: u32 },

    /// An old document could not be brought to the current schema.
    #[error("{}", crate::tr!("store-migration-failed", path = show(path), from = (*from), message = message.clone()))]
    Migration { path: PathBuf, from: u32, message: String },

    /// Serialising to RON failed (should not happen with the model's types).
    #[error("{}", crate::tr!("store-serialize-failed", path = show(path), message = message.clone()))]
    Serialize { path: PathBuf, message: String },

    /// Saving over a file whose last load failed (see `StoredTournament`).
    #[error("{}", crate::tr!("store-refuse-overwrite", path = show(path)))]
    RefusedOverwrite { path: PathBuf },

    /// Another Swissdesk is editing the file (holds its edit lock); `owner`
    /// is who, when its lock file says.
    #[error("{}", locked_message(path, owner.as_ref()))]
    Locked { path: PathBuf, owner: Option<super::lock::LockOwner> },

    /// `save` on a document opened read-only (another Swissdesk edits it).
    #[error("{}", crate::tr!("store-read-only", path = show(path)))]
    ReadOnly { path: PathBuf },

    /// `save` on a document that was never given a file: use `save_as`.
    #[error("{}", crate::tr!("store-no-path"))]
    NoPath,

    /// The path has no file name (`/`, `..`), so there is nothing to replace.
    #[error("{}", crate::tr!("store-not-a-file-path", path = show(path)))]
    NotAFilePath { path: PathBuf },

    /// Neither the override variable, portable mode nor the platform gave a
    /// settings folder (no home directory).
    #[error("{}", crate::tr!("store-no-config-dir", env = super::settings::CONFIG_DIR_ENV))]
    NoConfigDir,
}

impl StoreError {
    /// The file concerned, when there is one.
    pub fn path(&self) -> Option<&Path> {
        match self {
            StoreError::NotFound { path }
            | StoreError::PermissionDenied { path, .. }
            | StoreError::Read { path, .. }
            | StoreError::Write { path, .. }
            | StoreError::Empty { path }
            | StoreError::Binary { path, .. }
            | StoreError::NotADocument { path, .. }
            | StoreError::InvalidUtf8 { path, .. }
            | StoreError::Corrupt { path, .. }
            | StoreError::NewerVersion { path, .. }
            | StoreError::UnsupportedVersion { path, .. }
            | StoreError::Migration { path, .. }
            | StoreError::Serialize { path, .. }
            | StoreError::RefusedOverwrite { path }
            | StoreError::Locked { path, .. }
            | StoreError::ReadOnly { path }
            | StoreError::NotAFilePath { path } => Some(path),
            StoreError::NoPath | StoreError::NoConfigDir => None,
        }
    }

    /// Whether the file is missing or its content is damaged — the cases in
    /// which opening the backup makes sense. A permission problem or a newer
    /// format is not damage: the backup would only hide the real problem.
    pub fn is_missing_or_damaged(&self) -> bool {
        matches!(
            self,
            StoreError::NotFound { .. }
                | StoreError::Empty { .. }
                | StoreError::Binary { .. }
                | StoreError::InvalidUtf8 { .. }
                | StoreError::Corrupt { .. }
        )
    }
}

fn show(path: &Path) -> String {
    path.display().to_string()
}

fn permission_message(path: &Path, access: Access) -> String {
    match access {
        Access::Read => crate::tr!("store-permission-read", path = show(path)),
        Access::Write => crate::tr!("store-permission-write", path = show(path)),
    }
}

fn locked_message(path: &Path, owner: Option<&super::lock::LockOwner>) -> String {
    match owner {
        Some(owner) => crate::tr!(
            "store-locked",
            path = show(path),
            pid = owner.pid,
            host = owner.host.clone(),
            since = owner.since_display()
        ),
        None => crate::tr!("store-locked-unknown", path = show(path)),
    }
}

fn not_a_document_message(path: &Path, line: usize, column: usize, field: Option<&str>) -> String {
    match field {
        Some(field) => crate::tr!(
            "store-not-a-document-field",
            path = show(path),
            line = line,
            column = column,
            field = field.to_owned()
        ),
        None => crate::tr!("store-not-a-document", path = show(path), line = line, column = column),
    }
}

fn corrupt_message(path: &Path, line: usize, column: usize, field: Option<&str>, message: &str) -> String {
    match field {
        Some(field) => crate::tr!(
            "store-corrupt-field",
            path = show(path),
            line = line,
            column = column,
            field = field.to_owned(),
            message = message.to_owned()
        ),
        None => crate::tr!(
            "store-corrupt",
            path = show(path),
            line = line,
            column = column,
            message = message.to_owned()
        ),
    }
}

/// Maps a failed read of `path`.
pub(crate) fn read_error(path: &Path, error: io::Error) -> StoreError {
    let path = path.to_path_buf();
    match error.kind() {
        io::ErrorKind::NotFound => StoreError::NotFound { path },
        io::ErrorKind::PermissionDenied => StoreError::PermissionDenied { path, access: Access::Read },
        _ => StoreError::Read { path, source: Arc::new(error) },
    }
}

/// Maps a failed write concerning `path`.
pub(crate) fn write_error(path: &Path, error: io::Error) -> StoreError {
    let path = path.to_path_buf();
    match error.kind() {
        io::ErrorKind::PermissionDenied => StoreError::PermissionDenied { path, access: Access::Write },
        _ => StoreError::Write { path, source: Arc::new(error) },
    }
}

/// Reads `path` as text: distinguishes a missing file, a permission
/// problem, an empty file and bytes that are not UTF-8. A leading byte-order
/// mark (added by some Windows editors) is dropped, as `ron` rejects it.
pub(crate) fn read_text(path: &Path) -> Result<String, StoreError> {
    text_of(path, read_bytes(path)?)
}

/// Reads the bytes of `path`, naming a missing file or a permission problem.
pub(crate) fn read_bytes(path: &Path) -> Result<Vec<u8>, StoreError> {
    std::fs::read(path).map_err(|e| read_error(path, e))
}

/// The bytes of `path` as text, as [`read_text`] takes them.
pub(crate) fn text_of(path: &Path, bytes: Vec<u8>) -> Result<String, StoreError> {
    if let Some((line, column)) = crate::sniff::binary_position(&bytes) {
        return Err(StoreError::Binary { path: path.to_path_buf(), line, column });
    }
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let bytes = e.as_bytes();
            let valid = e.utf8_error().valid_up_to();
            // The prefix is valid UTF-8 by definition; count lines and characters in it.
            let prefix = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
            let (line, column) = line_column_at(prefix);
            return Err(StoreError::InvalidUtf8 { path: path.to_path_buf(), line, column });
        }
    };
    if text.trim().is_empty() {
        return Err(StoreError::Empty { path: path.to_path_buf() });
    }
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_owned(),
        None => text,
    })
}

/// 1-based line and column (in characters) of the position just after `prefix`.
fn line_column_at(prefix: &str) -> (usize, usize) {
    let line = 1 + prefix.matches('\n').count();
    let column = 1 + prefix.rsplit('\n').next().map_or(0, |last| last.chars().count());
    (line, column)
}

/// Turns a `ron` error on `text` (the content of `path`) into
/// [`StoreError::Corrupt`], naming the field being read at the error.
pub(crate) fn corrupt(path: &Path, text: &str, error: &ron::error::SpannedError) -> StoreError {
    let start = &error.span.start;
    StoreError::Corrupt {
        path: path.to_path_buf(),
        line: start.line,
        column: start.col,
        field: field_path_at(text, start.line, start.col),
        message: error.code.to_string(),
    }
}

/// Byte offset of a 1-based line / character column in `text`, clamped to its end.
fn byte_offset(text: &str, line: usize, column: usize) -> usize {
    let mut offset = 0;
    for (index, content) in text.split_inclusive('\n').enumerate() {
        if index + 1 == line {
            return offset
                + content.char_indices().nth(column.saturating_sub(1)).map_or(content.len(), |(i, _)| i);
        }
        offset += content.len();
    }
    text.len()
}

/// One level of nesting while scanning RON text.
enum Frame {
    /// `( ... )`: a struct, an enum variant's fields or a tuple / `Some(..)`.
    Paren { field: Option<String> },
    /// `[ ... ]` with the 0-based index of the current element.
    Seq { index: usize },
    /// `{ ... }`: map keys are values, not names, so it adds nothing to the path.
    Map,
}

/// The path of the value being read at (`line`, `column`), such as
/// `players[3].status.from_round`, found by a small scanner that tracks
/// brackets, field names and element indices (skipping strings and
/// comments). `ron` reports only a position; the name of the field is what
/// tells the arbiter what is wrong. `None` at top level.
pub(crate) fn field_path_at(text: &str, line: usize, column: usize) -> Option<String> {
    let end = byte_offset(text, line, column);
    let bytes = &text.as_bytes()[..end];
    let mut stack: Vec<Frame> = Vec::new();
    // The last identifier seen, kept until we know whether a `:` follows it.
    let mut pending_ident: Option<String> = None;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'"' => {
                i = skip_string(bytes, i + 1);
                pending_ident = None;
                continue;
            }
            b'r' if matches!(bytes.get(i + 1), Some(b'"') | Some(b'#')) => {
                i = skip_raw_string(bytes, i + 1);
                pending_ident = None;
                continue;
            }
            b'\'' => {
                i = skip_char(bytes, i + 1);
                pending_ident = None;
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = skip_block_comment(bytes, i + 2);
                continue;
            }
            b'(' => stack.push(Frame::Paren { field: None }),
            b'[' => stack.push(Frame::Seq { index: 0 }),
            b'{' => stack.push(Frame::Map),
            b')' | b']' | b'}' => {
                stack.pop();
            }
            b',' => match stack.last_mut() {
                Some(Frame::Seq { index }) => *index += 1,
                Some(Frame::Paren { field }) => *field = None,
                _ => {}
            },
            b':' => {
                if let (Some(name), Some(Frame::Paren { field })) = (pending_ident.take(), stack.last_mut()) {
                    *field = Some(name);
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                pending_ident = std::str::from_utf8(&bytes[start..i]).ok().map(str::to_owned);
                continue;
            }
            c if c.is_ascii_whitespace() => {
                i += 1;
                continue;
            }
            _ => {}
        }
        if c != b':' {
            pending_ident = None;
        }
        i += 1;
    }
    let mut path = String::new();
    for frame in &stack {
        match frame {
            Frame::Paren { field: Some(name) } => {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(name);
            }
            Frame::Seq { index } => path.push_str(&format!("[{index}]")),
            Frame::Paren { field: None } | Frame::Map => {}
        }
    }
    if path.is_empty() { None } else { Some(path) }
}

/// Index just after the closing quote of a string whose body starts at `i`.
fn skip_string(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// Skips `#*"..."#*` starting at `i` (just after the `r`).
fn skip_raw_string(bytes: &[u8], mut i: usize) -> usize {
    let mut hashes = 0;
    while bytes.get(i) == Some(&b'#') {
        hashes += 1;
        i += 1;
    }
    if bytes.get(i) != Some(&b'"') {
        return i;
    }
    i += 1;
    while i < bytes.len() {
        if bytes[i] == b'"' && bytes[i + 1..].iter().take(hashes).filter(|&&b| b == b'#').count() == hashes {
            return i + 1 + hashes;
        }
        i += 1;
    }
    bytes.len()
}

/// Skips a character literal whose body starts at `i`.
fn skip_char(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'\'' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// Skips a (nestable, as in RON) block comment whose body starts at `i`.
fn skip_block_comment(bytes: &[u8], mut i: usize) -> usize {
    let mut depth = 1;
    while i < bytes.len() {
        if bytes[i] == b'/' && bytes.get(i + 1) == Some(&b'*') {
            depth += 1;
            i += 2;
        } else if bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_path_follows_nesting_and_indices() {
        let text = "(\n  version: 1,\n  players: [\n    (tpn: 1, rating: Some(1500)),\n    (tpn: 2, status: Withdrawn(from_round: 3), rating: Some(\"abc\")),\n  ],\n)";
        // Line 5, at `"abc"`.
        let col = 1 + "    (tpn: 2, status: Withdrawn(from_round: 3), rating: Some(".chars().count();
        assert_eq!(field_path_at(text, 5, col).as_deref(), Some("players[1].rating"));
        let col = 1 + "    (tpn: 2, status: Withdrawn(from_round: ".chars().count();
        assert_eq!(field_path_at(text, 5, col).as_deref(), Some("players[1].status.from_round"));
        assert_eq!(field_path_at(text, 2, 3), None);
    }

    #[test]
    fn field_path_ignores_colons_in_strings_and_comments() {
        let text = "(a: \"T10:00:00\", /* b: [ */ c: // d: (\n [1, 2, x])";
        let col = 1 + " [1, 2, ".chars().count();
        assert_eq!(field_path_at(text, 2, col).as_deref(), Some("c[2]"));
        let raw = "(a: r#\"x\"y: (\"#, b: 'q', c: 5)";
        assert_eq!(field_path_at(raw, 1, raw.len()).as_deref(), Some("c"));
    }

    /// The file system cannot produce this error when the tests run as root,
    /// so the mapping is checked here directly.
    #[test]
    fn read_permission_denied_names_the_file() {
        let path = Path::new("/data/tournaments/secret.ron");
        let error = read_error(path, io::Error::from(io::ErrorKind::PermissionDenied));
        assert!(
            matches!(&error, StoreError::PermissionDenied { path: p, access: Access::Read } if p == path),
            "{error:?}"
        );
        assert_eq!(error.path(), Some(path));
        assert!(!error.is_missing_or_damaged());
        let message = error.to_string();
        assert!(message.contains("/data/tournaments/secret.ron"), "{message}");
    }

    #[test]
    fn positions_are_one_based_and_count_characters() {
        assert_eq!(line_column_at(""), (1, 1));
        assert_eq!(line_column_at("ab\nçé"), (2, 3));
        assert_eq!(byte_offset("ab\nçé", 2, 2), 5);
        assert_eq!(byte_offset("ab", 9, 1), 2);
    }
}
