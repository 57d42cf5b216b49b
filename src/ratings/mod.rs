//! The FIDE rating lists and the FIDE Rating Regulations: reading the
//! monthly lists (TXT or XML, zipped or not: `import`), keeping them in the
//! app's data folder in a form that loads fast (`database`), finding players
//! as the arbiter types (`search`), registering them (`register`),
//! downloading the lists (`download`), and what an event does to each
//! player's rating (`change`, with the conversion tables of
//! [`crate::standings::rating_tables`]).
//!
//! Architecture invariant: no I/O outside `import`, `database`, `download`
//! and `bench` (which writes the generated list it times); the list is read from files the arbiter chose or FIDE's own
//! download address, never from anything else on the network.

pub mod bench;
pub mod change;
pub mod database;
pub mod download;
pub mod import;
pub mod list;
pub mod register;
pub mod search;
mod txt;
mod xml;

pub use database::{ListInfo, RatingDatabase};
pub use list::{KindRating, LineProblem, ListEntry, ListMonth, ParsedList, kind_index};

use crate::model::RatingKind;
use crate::tr;
use thiserror::Error;

/// The kind of rating in words ("standard", "rapid", "blitz").
pub fn kind_label(kind: RatingKind) -> String {
    match kind {
        RatingKind::Standard => tr!("rating-kind-standard"),
        RatingKind::Rapid => tr!("rating-kind-rapid"),
        RatingKind::Blitz => tr!("rating-kind-blitz"),
    }
}

/// Why a list could not be read, kept or fetched.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum ListError {
    #[error("{}", tr!("rating-list-error-read", path = path.as_str(), reason = reason.as_str()))]
    Read { path: String, reason: String },
    #[error("{}", tr!("rating-list-error-zip", path = path.as_str(), reason = reason.as_str()))]
    Zip { path: String, reason: String },
    #[error("{}", tr!("rating-list-error-zip-empty", path = path.as_str()))]
    NothingInZip { path: String },
    #[error("{}", tr!("rating-list-error-header", path = path.as_str(), line = (*line), reason = reason.as_str()))]
    Header { path: String, line: usize, reason: String },
    #[error("{}", tr!("rating-list-error-kind", path = path.as_str()))]
    UnknownKind { path: String },
    #[error("{}", tr!("rating-list-error-xml", path = path.as_str(), line = (*line), reason = reason.as_str()))]
    Xml { path: String, line: usize, reason: String },
    #[error("{}", tr!("rating-list-error-empty", path = path.as_str()))]
    Empty { path: String },
    #[error("{}", tr!("rating-list-error-no-players", path = path.as_str(), skipped = (*skipped), first = first.as_str()))]
    NoPlayers { path: String, skipped: usize, first: String },
    #[error("{}", tr!("rating-list-error-write", path = path.as_str(), reason = reason.as_str()))]
    Write { path: String, reason: String },
    #[error("{}", tr!("rating-list-error-corrupt", path = path.as_str(), reason = reason.as_str()))]
    Corrupt { path: String, reason: String },
    #[error("{}", tr!("rating-list-error-none"))]
    NotImported,
    #[error("{}", tr!("rating-list-error-no-data-dir"))]
    NoDataDir,
    #[error("{}", tr!("rating-list-error-download", url = url.as_str(), reason = reason.as_str()))]
    Download { url: String, reason: String },
}

impl ListError {
    fn header(path: &str, line: usize, error: txt::HeaderError) -> ListError {
        let reason = match error {
            txt::HeaderError::UnknownLabel(label) => tr!("rating-list-header-unknown", label = label),
            txt::HeaderError::Missing(column) => tr!("rating-list-header-missing", column = column),
            txt::HeaderError::NeedKind => return ListError::UnknownKind { path: path.to_owned() },
        };
        ListError::Header { path: path.to_owned(), line, reason }
    }
}
