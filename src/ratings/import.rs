//! Reading a list file as FIDE publishes it: the TXT or the XML layout,
//! zipped (`standard_rating_list.zip`, `players_list_xml.zip`) or not.
//!
//! What the file is, is told by its content (a zip archive, XML, else
//! TXT). Which kind of rating a list of one kind holds is told by its name
//! (`standard_…`, `rapid_…`, `blitz_…`, as FIDE names them) or by the
//! arbiter; the month by the TXT header (`MAR26`), else by the name
//! (`standard_mar26frl.zip`), else by the date of the file in the archive.

use super::list::{LineProblem, ListField, ListMonth, ParsedList};
use super::{ListError, txt, xml};
use crate::model::RatingKind;
use std::collections::HashSet;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Seek};
use std::path::Path;

/// One list read from a file (a zip archive may hold several).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadList {
    /// The file's name, and the name inside the archive (`x.zip:y.txt`).
    pub source: String,
    pub list: ParsedList,
}

/// The kind a file name says (`standard_mar26frl.txt`, `blitz_rating_list.zip`).
pub fn kind_from_name(name: &str) -> Option<RatingKind> {
    let lower = name.to_ascii_lowercase();
    let file = lower.rsplit(['/', '\\']).next().unwrap_or(&lower);
    [
        (RatingKind::Standard, ["standard", "std"]),
        (RatingKind::Rapid, ["rapid", "rpd"]),
        (RatingKind::Blitz, ["blitz", "blz"]),
    ]
    .into_iter()
    .find(|(_, words)| words.iter().any(|w| file.contains(w)))
    .map(|(kind, _)| kind)
}

/// Reads the list(s) in `path`. `kind` is the arbiter's word on what a
/// list of one kind holds; without it the file name must say.
pub fn read_file(path: &Path, kind: Option<RatingKind>) -> Result<Vec<ReadList>, ListError> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let shown = path.display().to_string();
    let file =
        File::open(path).map_err(|e| ListError::Read { path: shown.clone(), reason: e.to_string() })?;
    read_from(BufReader::new(file), &shown, &name, kind)
}

/// Reads the list(s) from `reader`, named `shown` in messages and `name`
/// for the kind and month.
pub fn read_from<R: BufRead + Seek>(
    mut reader: R,
    shown: &str,
    name: &str,
    kind: Option<RatingKind>,
) -> Result<Vec<ReadList>, ListError> {
    let read_error = |e: std::io::Error| ListError::Read { path: shown.to_owned(), reason: e.to_string() };
    let start = reader.fill_buf().map_err(read_error)?;
    if start.starts_with(b"PK\x03\x04") {
        return read_zip(reader, shown, name, kind);
    }
    let kind = kind.or_else(|| kind_from_name(name));
    let list = read_one(reader, shown, kind)?;
    Ok(vec![finish(list, shown, name, None)?])
}

/// TXT or XML, by the first character that is not blank.
fn read_one(
    mut reader: impl BufRead,
    shown: &str,
    kind: Option<RatingKind>,
) -> Result<ParsedList, ListError> {
    let start =
        reader.fill_buf().map_err(|e| ListError::Read { path: shown.to_owned(), reason: e.to_string() })?;
    let first =
        start.strip_prefix(b"\xef\xbb\xbf").unwrap_or(start).iter().find(|b| !b.is_ascii_whitespace());
    if first == Some(&b'<') { xml::read(reader, shown, kind) } else { txt::read(reader, shown, kind) }
}

fn read_zip<R: Read + Seek>(
    reader: R,
    shown: &str,
    name: &str,
    kind: Option<RatingKind>,
) -> Result<Vec<ReadList>, ListError> {
    let zip_error =
        |e: zip::result::ZipError| ListError::Zip { path: shown.to_owned(), reason: e.to_string() };
    let mut archive = zip::ZipArchive::new(reader).map_err(zip_error)?;
    let mut lists = Vec::new();
    for index in 0..archive.len() {
        let entry = archive.by_index(index).map_err(zip_error)?;
        let inner = entry.name().map_err(zip_error)?.into_owned();
        let lower = inner.to_ascii_lowercase();
        if entry.is_dir() || !(lower.ends_with(".txt") || lower.ends_with(".xml")) {
            continue;
        }
        let dated =
            entry.last_modified().and_then(|d| ListMonth::new(i32::from(d.year()), u32::from(d.month())));
        let entry_shown = format!("{shown}:{inner}");
        let entry_kind = kind.or_else(|| kind_from_name(&inner)).or_else(|| kind_from_name(name));
        let list = read_one(BufReader::new(entry), &entry_shown, entry_kind)?;
        let month_from_names = ListMonth::from_file_name(&inner).or_else(|| ListMonth::from_file_name(name));
        lists.push(finish(list, &entry_shown, "", month_from_names.or(dated))?);
    }
    if lists.is_empty() {
        return Err(ListError::NothingInZip { path: shown.to_owned() });
    }
    Ok(lists)
}

/// The month (header, else name, else `fallback`), duplicate ids reported,
/// and a list with no player refused.
fn finish(
    mut list: ParsedList,
    shown: &str,
    name: &str,
    fallback: Option<ListMonth>,
) -> Result<ReadList, ListError> {
    list.month = list.month.or_else(|| ListMonth::from_file_name(name)).or(fallback);
    let mut seen = HashSet::with_capacity(list.entries.len());
    let mut kept = Vec::with_capacity(list.entries.len());
    let mut kept_lines = Vec::with_capacity(list.entries.len());
    for (entry, line) in std::mem::take(&mut list.entries).into_iter().zip(std::mem::take(&mut list.lines)) {
        if seen.insert(entry.fide_id) {
            kept.push(entry);
            kept_lines.push(line);
        } else {
            list.skipped.push(LineProblem { line, field: ListField::Id, value: entry.fide_id.to_string() });
        }
    }
    list.entries = kept;
    list.lines = kept_lines;
    list.skipped.sort_by_key(|p| p.line);
    if list.entries.is_empty() {
        let first = list.skipped.first().map(ToString::to_string).unwrap_or_default();
        return Err(ListError::NoPlayers { path: shown.to_owned(), skipped: list.skipped.len(), first });
    }
    Ok(ReadList { source: shown.to_owned(), list })
}

/// What an import did.
#[derive(Clone, Debug)]
pub struct Imported {
    /// Each list read: where from, its kinds, its month and its players.
    pub lists: Vec<(String, Vec<RatingKind>, Option<ListMonth>, usize)>,
    /// The lines skipped, with the file each is in.
    pub skipped: Vec<(String, LineProblem)>,
    /// Where a damaged earlier list was moved before this one was kept.
    pub damaged_kept_as: Option<std::path::PathBuf>,
    /// The list as kept now.
    pub database: super::RatingDatabase,
}

/// Reads `path` and keeps it in the data folder `dir`, merged with the
/// lists already there (see `database`).
pub fn import_into(dir: &Path, path: &Path, kind: Option<RatingKind>) -> Result<Imported, ListError> {
    let read = read_file(path, kind)?;
    keep(dir, read)
}

/// Merges `read` into the list kept in `dir` and saves it. A kept list that
/// does not load is moved aside (`fide-ratings.bin.damaged-<time>`), not
/// overwritten.
pub fn keep(dir: &Path, read: Vec<ReadList>) -> Result<Imported, ListError> {
    let file = super::database::file_in(dir);
    let (mut database, damaged_kept_as) = match super::RatingDatabase::load(&file) {
        Ok(db) => (db, None),
        Err(ListError::NotImported) => (super::RatingDatabase::default(), None),
        Err(ListError::Corrupt { .. }) => {
            let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
            let aside = file.with_file_name(format!("{}.damaged-{stamp}", super::database::FILE_NAME));
            std::fs::rename(&file, &aside)
                .map_err(|e| ListError::Write { path: file.display().to_string(), reason: e.to_string() })?;
            (super::RatingDatabase::default(), Some(aside))
        }
        Err(other) => return Err(other),
    };
    let now = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
    let mut lists = Vec::new();
    let mut skipped = Vec::new();
    for one in &read {
        database = database.merged(one, &now);
        lists.push((one.source.clone(), one.list.kinds.clone(), one.list.month, one.list.entries.len()));
        skipped.extend(one.list.skipped.iter().map(|p| (one.source.clone(), p.clone())));
    }
    database.save(&file)?;
    Ok(Imported { lists, skipped, damaged_kept_as, database })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_tell_the_kind() {
        assert_eq!(kind_from_name("standard_mar26frl.zip"), Some(RatingKind::Standard));
        assert_eq!(kind_from_name("/tmp/x/rapid_rating_list_xml.xml"), Some(RatingKind::Rapid));
        assert_eq!(kind_from_name("blitz_oct25frl.txt"), Some(RatingKind::Blitz));
        assert_eq!(kind_from_name("players_list_foa.txt"), None);
    }
}
