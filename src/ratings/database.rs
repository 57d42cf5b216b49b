//! The rating list as Swissdesk keeps it: every player of the lists the
//! arbiter imported, one column per field, in one file of the app's data
//! folder (`fide-ratings.bin`).
//!
//! The full list has about 1.2 million players, and the players view opens
//! it at start: so it is kept as arrays of fixed-size numbers and two text
//! buffers (the names, and the names folded for search), written and read
//! as they are in memory. Loading is reading the file and checking it: the
//! offsets must rise and stay inside their buffer, the names must be UTF-8,
//! every column must have one value per player. A damaged file is reported,
//! never trusted.
//!
//! Importing merges: a list of one kind replaces that kind's ratings of
//! every player (a player missing from the new list keeps no rating of that
//! kind) and updates names, federations, titles and flags of the players it
//! has; players are never dropped.

use super::ListError;
use super::import::ReadList;
use super::list::{KindRating, ListEntry, ListMonth, kind_index};
use super::search::fold_into;
use crate::model::{RatingKind, Sex, Title};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The file in the data folder.
pub const FILE_NAME: &str = "fide-ratings.bin";
/// Environment variable naming the data folder (tests, scripted setups).
pub const DATA_DIR_ENV: &str = "SWISSDESK_DATA_DIR";
/// The start of the file: what it is, and the version of its layout.
const MAGIC: &[u8; 16] = b"SWISSDESK-FRL-02";

/// Where the rating list lives: [`DATA_DIR_ENV`]; else beside the settings
/// when those are redirected (`SWISSDESK_CONFIG_DIR`, portable mode), so a
/// test or a USB stick never touches the home folder; else the platform's
/// data folder (`directories`).
pub fn data_dir() -> Result<PathBuf, ListError> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    if let Ok(location) = crate::store::settings::settings_location()
        && location.kind != crate::store::settings::LocationKind::Platform
    {
        return Ok(location.dir);
    }
    directories::ProjectDirs::from("org", "Swissdesk", "Swissdesk")
        .map(|d| d.data_dir().to_path_buf())
        .ok_or(ListError::NoDataDir)
}

/// The list file in `dir`.
pub fn file_in(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// Where one kind's list came from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListInfo {
    pub month: Option<ListMonth>,
    /// The file (and the name inside the archive) it was read from.
    pub source: String,
    /// When it was imported (local time, RFC 3339).
    pub imported: String,
    /// Players with a rating of this kind.
    pub rated: usize,
}

/// What the file says about itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Meta {
    /// Per kind, in [`RatingKind::ALL`] order.
    lists: [Option<ListInfo>; 3],
    players: usize,
}

/// Every player of the imported lists, by FIDE ID.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingDatabase {
    meta: Meta,
    pub(super) ids: Vec<u32>,
    names: String,
    name_ends: Vec<u32>,
    /// The names folded for search (see `search::fold_into`), each ended by `\n`.
    pub(super) keys: Vec<u8>,
    pub(super) key_ends: Vec<u32>,
    /// The positions in the order of their keys: the names that start with
    /// what was typed are one run of it (see `search`).
    pub(super) by_key: Vec<u32>,
    federations: Vec<[u8; 3]>,
    sexes: Vec<u8>,
    titles: Vec<u8>,
    pub(super) ratings: [Vec<u16>; 3],
    games: [Vec<u16>; 3],
    ks: [Vec<u8>; 3],
    birth_years: Vec<u16>,
    pub(super) flags: Vec<u8>,
}

/// Flag bit: inactive on the list.
pub(super) const INACTIVE: u8 = 1;

impl RatingDatabase {
    /// The database of `entries` (sorted by id here).
    pub fn from_entries(mut entries: Vec<ListEntry>, lists: [Option<ListInfo>; 3]) -> RatingDatabase {
        entries.sort_by_key(|e| e.fide_id);
        entries.dedup_by_key(|e| e.fide_id);
        let n = entries.len();
        let mut db = RatingDatabase {
            meta: Meta { lists, players: n },
            ids: Vec::with_capacity(n),
            name_ends: Vec::with_capacity(n),
            key_ends: Vec::with_capacity(n),
            federations: Vec::with_capacity(n),
            sexes: Vec::with_capacity(n),
            titles: Vec::with_capacity(n),
            birth_years: Vec::with_capacity(n),
            flags: Vec::with_capacity(n),
            ..RatingDatabase::default()
        };
        for e in &entries {
            db.ids.push(e.fide_id);
            db.names.push_str(&e.name);
            db.name_ends.push(db.names.len() as u32);
            fold_into(&e.name, &mut db.keys);
            db.keys.push(b'\n');
            db.key_ends.push(db.keys.len() as u32);
            let mut fed = [0u8; 3];
            if e.federation.len() == 3 {
                fed.copy_from_slice(e.federation.as_bytes());
            }
            db.federations.push(fed);
            db.sexes.push(match e.sex {
                None | Some(Sex::Unspecified) => 0,
                Some(Sex::Male) => 1,
                Some(Sex::Female) => 2,
            });
            db.titles.push(e.title.map_or(0, |t| t as u8 + 1));
            for (k, r) in e.ratings.iter().enumerate() {
                db.ratings[k].push(r.rating.unwrap_or(0));
                db.games[k].push(r.games.map_or(u16::MAX, |g| g.min(u16::MAX - 1)));
                db.ks[k].push(r.k.unwrap_or(0));
            }
            db.birth_years.push(e.birth_year.unwrap_or(0));
            db.flags.push(if e.inactive { INACTIVE } else { 0 });
        }
        let mut by_key: Vec<u32> = (0..n as u32).collect();
        by_key.sort_by(|&a, &b| db.key(a as usize).cmp(db.key(b as usize)).then(a.cmp(&b)));
        db.by_key = by_key;
        for kind in RatingKind::ALL {
            if let Some(info) = &mut db.meta.lists[kind_index(kind)] {
                info.rated = db.ratings[kind_index(kind)].iter().filter(|&&r| r > 0).count();
            }
        }
        db
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// Where `kind`'s list came from, if one was imported.
    pub fn list_info(&self, kind: RatingKind) -> Option<&ListInfo> {
        self.meta.lists[kind_index(kind)].as_ref()
    }

    /// The position of the player with `fide_id`.
    pub fn position(&self, fide_id: u32) -> Option<usize> {
        self.ids.binary_search(&fide_id).ok()
    }

    pub fn name(&self, index: usize) -> &str {
        let start = if index == 0 { 0 } else { self.name_ends[index - 1] as usize };
        self.names.get(start..self.name_ends[index] as usize).unwrap_or_default()
    }

    /// The folded name (search key) without its `\n`.
    pub(super) fn key(&self, index: usize) -> &[u8] {
        let start = if index == 0 { 0 } else { self.key_ends[index - 1] as usize };
        &self.keys[start..(self.key_ends[index] as usize).saturating_sub(1)]
    }

    pub fn rating(&self, index: usize, kind: RatingKind) -> Option<u16> {
        Some(self.ratings[kind_index(kind)][index]).filter(|&r| r > 0)
    }

    /// The player at `index`.
    pub fn entry(&self, index: usize) -> ListEntry {
        let fed = self.federations[index];
        let ratings = [0, 1, 2].map(|k| KindRating {
            rating: Some(self.ratings[k][index]).filter(|&r| r > 0),
            games: Some(self.games[k][index]).filter(|&g| g != u16::MAX),
            k: Some(self.ks[k][index]).filter(|&k| k > 0),
        });
        ListEntry {
            fide_id: self.ids[index],
            name: self.name(index).to_owned(),
            federation: if fed == [0; 3] {
                String::new()
            } else {
                String::from_utf8_lossy(&fed).into_owned()
            },
            sex: match self.sexes[index] {
                1 => Some(Sex::Male),
                2 => Some(Sex::Female),
                _ => None,
            },
            title: self.titles[index].checked_sub(1).and_then(|t| Title::ALL.get(usize::from(t)).copied()),
            ratings,
            birth_year: Some(self.birth_years[index]).filter(|&y| y > 0),
            inactive: self.flags[index] & INACTIVE != 0,
        }
    }

    /// Every player, by id.
    pub fn entries(&self) -> impl Iterator<Item = ListEntry> + '_ {
        (0..self.len()).map(|i| self.entry(i))
    }

    /// This database with `read` merged in (see the module docs); `now` is
    /// the import time recorded.
    pub fn merged(&self, read: &ReadList, now: &str) -> RatingDatabase {
        let kinds = &read.list.kinds;
        let mut by_id: HashMap<u32, ListEntry> = HashMap::with_capacity(self.len() + read.list.entries.len());
        for mut old in self.entries() {
            for kind in kinds {
                old.ratings[kind_index(*kind)] = KindRating::default();
            }
            by_id.insert(old.fide_id, old);
        }
        for new in &read.list.entries {
            let merged = match by_id.remove(&new.fide_id) {
                Some(old) => {
                    let mut ratings = old.ratings;
                    for kind in kinds {
                        ratings[kind_index(*kind)] = new.ratings[kind_index(*kind)];
                    }
                    ListEntry { ratings, ..new.clone() }
                }
                None => new.clone(),
            };
            by_id.insert(merged.fide_id, merged);
        }
        let mut lists = self.meta.lists.clone();
        for kind in kinds {
            lists[kind_index(*kind)] = Some(ListInfo {
                month: read.list.month,
                source: read.source.clone(),
                imported: now.to_owned(),
                rated: 0,
            });
        }
        RatingDatabase::from_entries(by_id.into_values().collect(), lists)
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.names.len() + self.keys.len() + self.len() * 40);
        out.extend_from_slice(MAGIC);
        let meta = serde_json::to_vec(&self.meta).unwrap_or_default();
        put_bytes(&mut out, &meta);
        put_u32s(&mut out, &self.ids);
        put_bytes(&mut out, self.names.as_bytes());
        put_u32s(&mut out, &self.name_ends);
        put_bytes(&mut out, &self.keys);
        put_u32s(&mut out, &self.key_ends);
        put_u32s(&mut out, &self.by_key);
        put_bytes(&mut out, self.federations.as_flattened());
        put_bytes(&mut out, &self.sexes);
        put_bytes(&mut out, &self.titles);
        for k in 0..3 {
            put_u16s(&mut out, &self.ratings[k]);
            put_u16s(&mut out, &self.games[k]);
            put_bytes(&mut out, &self.ks[k]);
        }
        put_u16s(&mut out, &self.birth_years);
        put_bytes(&mut out, &self.flags);
        out
    }

    /// The database in `bytes` (a file's content), checked; `path` names
    /// the file in messages.
    pub fn from_bytes(bytes: &[u8], path: &str) -> Result<RatingDatabase, ListError> {
        let corrupt = |reason: &str| ListError::Corrupt { path: path.to_owned(), reason: reason.to_owned() };
        let mut input =
            bytes.strip_prefix(MAGIC.as_slice()).ok_or_else(|| corrupt("not a Swissdesk rating list"))?;
        let meta: Meta = serde_json::from_slice(take_bytes(&mut input).ok_or_else(|| corrupt("header"))?)
            .map_err(|e| corrupt(&e.to_string()))?;
        let n = meta.players;
        let short = || corrupt("truncated");
        let ids = take_u32s(&mut input).ok_or_else(short)?;
        let names = take_bytes(&mut input).ok_or_else(short)?;
        let name_ends = take_u32s(&mut input).ok_or_else(short)?;
        let keys = take_bytes(&mut input).ok_or_else(short)?.to_vec();
        let key_ends = take_u32s(&mut input).ok_or_else(short)?;
        let by_key = take_u32s(&mut input).ok_or_else(short)?;
        let federations: Vec<[u8; 3]> =
            take_bytes(&mut input).ok_or_else(short)?.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect();
        let sexes = take_bytes(&mut input).ok_or_else(short)?.to_vec();
        let titles = take_bytes(&mut input).ok_or_else(short)?.to_vec();
        let mut ratings: [Vec<u16>; 3] = Default::default();
        let mut games: [Vec<u16>; 3] = Default::default();
        let mut ks: [Vec<u8>; 3] = Default::default();
        for k in 0..3 {
            ratings[k] = take_u16s(&mut input).ok_or_else(short)?;
            games[k] = take_u16s(&mut input).ok_or_else(short)?;
            ks[k] = take_bytes(&mut input).ok_or_else(short)?.to_vec();
        }
        let birth_years = take_u16s(&mut input).ok_or_else(short)?;
        let flags = take_bytes(&mut input).ok_or_else(short)?.to_vec();
        if !input.is_empty() {
            return Err(corrupt("data after the end"));
        }
        let columns = [
            ids.len(),
            name_ends.len(),
            key_ends.len(),
            by_key.len(),
            federations.len(),
            sexes.len(),
            titles.len(),
            birth_years.len(),
            flags.len(),
        ];
        let kinds = (0..3).flat_map(|k| [ratings[k].len(), games[k].len(), ks[k].len()]);
        if columns.into_iter().chain(kinds).any(|len| len != n) {
            return Err(corrupt("columns of different lengths"));
        }
        if !ends_fit(&name_ends, names.len()) || !ends_fit(&key_ends, keys.len()) {
            return Err(corrupt("offsets"));
        }
        // Every search key ends with its `\n`, as `from_entries` writes it:
        // `key` cuts it off, and an empty key (no `\n`) was a panic at the
        // first search, not a damaged file.
        let starts = std::iter::once(0).chain(key_ends.iter().copied());
        if starts
            .zip(&key_ends)
            .any(|(start, &end)| end <= start || keys.get(end as usize - 1) != Some(&b'\n'))
        {
            return Err(corrupt("search keys"));
        }
        // Each position exactly once.
        let mut seen = vec![false; n];
        for &i in &by_key {
            match seen.get_mut(i as usize) {
                Some(slot) if !*slot => *slot = true,
                _ => return Err(corrupt("key order")),
            }
        }
        if !ids.windows(2).all(|w| w[0] < w[1]) {
            return Err(corrupt("ids out of order"));
        }
        let names = std::str::from_utf8(names).map_err(|_| corrupt("names are not UTF-8"))?;
        // Every name must end on a character boundary.
        if name_ends.iter().any(|&end| !names.is_char_boundary(end as usize)) {
            return Err(corrupt("offsets"));
        }
        if titles.iter().any(|&t| usize::from(t) > Title::ALL.len()) {
            return Err(corrupt("titles"));
        }
        Ok(RatingDatabase {
            meta,
            ids,
            names: names.to_owned(),
            name_ends,
            keys,
            key_ends,
            by_key,
            federations,
            sexes,
            titles,
            ratings,
            games,
            ks,
            birth_years,
            flags,
        })
    }

    /// Loads the database from `path`; [`ListError::NotImported`] when
    /// there is no file yet.
    pub fn load(path: &Path) -> Result<RatingDatabase, ListError> {
        let shown = path.display().to_string();
        let bytes = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(ListError::NotImported),
            Err(e) => return Err(ListError::Read { path: shown, reason: e.to_string() }),
        };
        RatingDatabase::from_bytes(&bytes, &shown)
    }

    /// Saves the database to `path` atomically (temporary file, flush,
    /// rename), creating the folder.
    pub fn save(&self, path: &Path) -> Result<(), ListError> {
        let shown = path.display().to_string();
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| ListError::Write { path: shown.clone(), reason: e.to_string() })?;
        }
        crate::store::write_atomically(path, &self.to_bytes(), false)
            .map_err(|e| ListError::Write { path: shown, reason: e.to_string() })
    }
}

/// Offsets that rise and end at the buffer's end.
fn ends_fit(ends: &[u32], len: usize) -> bool {
    ends.windows(2).all(|w| w[0] <= w[1]) && ends.last().map_or(len == 0, |&last| last as usize == len)
}

fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
    out.extend_from_slice(bytes);
}

fn put_u32s(out: &mut Vec<u8>, values: &[u32]) {
    out.extend_from_slice(&((values.len() * 4) as u64).to_le_bytes());
    values.iter().for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
}

fn put_u16s(out: &mut Vec<u8>, values: &[u16]) {
    out.extend_from_slice(&((values.len() * 2) as u64).to_le_bytes());
    values.iter().for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
}

/// The next length-prefixed section of `input`.
fn take_bytes<'a>(input: &mut &'a [u8]) -> Option<&'a [u8]> {
    let (len, rest) = input.split_first_chunk::<8>()?;
    let len = usize::try_from(u64::from_le_bytes(*len)).ok()?;
    if len > rest.len() {
        return None;
    }
    let (section, rest) = rest.split_at(len);
    *input = rest;
    Some(section)
}

fn take_u32s(input: &mut &[u8]) -> Option<Vec<u32>> {
    let bytes = take_bytes(input)?;
    (bytes.len() % 4 == 0)
        .then(|| bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
}

fn take_u16s(input: &mut &[u8]) -> Option<Vec<u16>> {
    let bytes = take_bytes(input)?;
    (bytes.len() % 2 == 0).then(|| bytes.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratings::list::ParsedList;

    fn entry(id: u32, name: &str, standard: Option<u16>, rapid: Option<u16>) -> ListEntry {
        let mut e =
            ListEntry { fide_id: id, name: name.into(), federation: "GER".into(), ..ListEntry::default() };
        e.ratings[0].rating = standard;
        e.ratings[1].rating = rapid;
        e
    }

    fn read(kinds: Vec<RatingKind>, entries: Vec<ListEntry>) -> ReadList {
        ReadList {
            source: "test".into(),
            list: ParsedList { kinds, month: ListMonth::new(2026, 3), entries, ..ParsedList::default() },
        }
    }

    #[test]
    fn a_list_of_one_kind_replaces_that_kind_only() {
        let db = RatingDatabase::default().merged(
            &read(
                RatingKind::ALL.to_vec(),
                vec![entry(3, "Müller, Jörg", Some(2100), Some(2000)), entry(1, "A, B", Some(1500), None)],
            ),
            "t0",
        );
        assert_eq!(db.ids, vec![1, 3]);
        // A new standard list without player 1, and player 3 renamed and re-rated.
        let db = db.merged(
            &read(vec![RatingKind::Standard], vec![entry(3, "Müller, Jörg Peter", Some(2120), None)]),
            "t1",
        );
        let three = db.entry(1);
        assert_eq!(
            (three.name.as_str(), three.ratings[0].rating, three.ratings[1].rating),
            ("Müller, Jörg Peter", Some(2120), Some(2000))
        );
        assert_eq!(db.entry(0).ratings[0].rating, None, "player 1 is not on the new standard list");
        assert_eq!(
            db.list_info(RatingKind::Standard).map(|i| (i.imported.as_str(), i.rated)),
            Some(("t1", 1))
        );
        assert_eq!(db.list_info(RatingKind::Rapid).map(|i| i.imported.as_str()), Some("t0"));
    }

    #[test]
    fn the_file_round_trips_and_damage_is_reported() {
        let db = RatingDatabase::from_entries(
            vec![entry(7, "Ødegaard, Ída", Some(2200), None), entry(2, "Zed, Al", None, Some(1800))],
            [None, None, None],
        );
        let bytes = db.to_bytes();
        assert_eq!(RatingDatabase::from_bytes(&bytes, "f"), Ok(db.clone()));
        for cut in [10, 40, bytes.len() - 1] {
            assert!(
                matches!(RatingDatabase::from_bytes(&bytes[..cut], "f"), Err(ListError::Corrupt { .. })),
                "cut at {cut}"
            );
        }
        let mut flipped = bytes.clone();
        let at = bytes.len() - 30;
        flipped[at] ^= 0xff;
        // A changed byte either still reads as a database or is reported; never a panic.
        let _ = RatingDatabase::from_bytes(&flipped, "f");
    }
}
