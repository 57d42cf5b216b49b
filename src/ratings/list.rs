//! A player of a FIDE rating list, and what reading a list gives.
//!
//! The fields are those of the lists FIDE publishes each month at
//! ratings.fide.com/download_lists.phtml; the page's legend defines them:
//! "ID NUMBER - identification number of a player within FIDE database",
//! "NAME", "FED - Federation of a player", "SEX - sex of a player (M - male,
//! F - female)", "TIT/TITL - title of a player", "WTIT" (women's title),
//! "STD/SRTNG - Standard rating", "RPD/RRTNG - Rapid rating", "BLZ/BRTNG -
//! Blitz rating", "SGM/RGM/BGM - number of … rated games in given period",
//! "SK/RK/BK - … rating K factor", "B-day/BORN - year of birth of a player",
//! "FLAG - flag of inactivity (I - inactive, WI - woman inactive, w - woman)".

use crate::model::{RatingKind, Sex, Title};
use crate::tr;
use std::fmt;

/// One kind of rating of a list entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KindRating {
    pub rating: Option<u16>,
    /// Games rated in the list's period.
    pub games: Option<u16>,
    /// The development coefficient (B.02 7.1.2: "the current value of K").
    pub k: Option<u8>,
}

/// One player of a FIDE rating list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListEntry {
    pub fide_id: u32,
    /// "Lastname, Firstname" as FIDE writes it.
    pub name: String,
    /// Three letters (`NOR`), or empty.
    pub federation: String,
    pub sex: Option<Sex>,
    /// The FIDE title; a women's title when the player has no other.
    pub title: Option<Title>,
    /// Standard, rapid and blitz, in [`RatingKind::ALL`] order.
    pub ratings: [KindRating; 3],
    pub birth_year: Option<u16>,
    /// The list's inactivity flag (`i`, `wi`).
    pub inactive: bool,
}

impl ListEntry {
    pub fn rating(&self, kind: RatingKind) -> KindRating {
        self.ratings[kind_index(kind)]
    }
}

/// The position of `kind` in [`RatingKind::ALL`].
pub fn kind_index(kind: RatingKind) -> usize {
    match kind {
        RatingKind::Standard => 0,
        RatingKind::Rapid => 1,
        RatingKind::Blitz => 2,
    }
}

/// The month a list is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub struct ListMonth {
    pub year: i32,
    /// 1 – 12.
    pub month: u32,
}

impl ListMonth {
    /// The three-letter month names FIDE writes in list headers and file
    /// names (`MAR26`, `standard_mar26frl.zip`).
    const NAMES: [&'static str; 12] =
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

    pub fn new(year: i32, month: u32) -> Option<ListMonth> {
        ((1..=12).contains(&month) && (1970..=2200).contains(&year)).then_some(ListMonth { year, month })
    }

    /// `MAR26` (any case) as March 2026.
    pub fn from_code(code: &str) -> Option<ListMonth> {
        let code = code.to_ascii_lowercase();
        if code.len() != 5 || !code.is_ascii() {
            return None;
        }
        let (name, year) = code.split_at(3);
        let month = Self::NAMES.iter().position(|n| *n == name)? as u32 + 1;
        if !year.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        ListMonth::new(2000 + year.parse::<i32>().ok()?, month)
    }

    /// A month code found in a file name (`standard_mar26frl.txt`).
    pub fn from_file_name(name: &str) -> Option<ListMonth> {
        let lower = name.to_ascii_lowercase();
        let bytes = lower.as_bytes();
        (0..bytes.len().saturating_sub(4)).find_map(|i| {
            let starts_word = i == 0 || !bytes[i - 1].is_ascii_alphabetic();
            let ends_word = bytes.get(i + 5).is_none_or(|b| !b.is_ascii_digit());
            if starts_word && ends_word { lower.get(i..i + 5).and_then(ListMonth::from_code) } else { None }
        })
    }
}

impl fmt::Display for ListMonth {
    /// `2026-03`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{:02}", self.year, self.month)
    }
}

/// A field of a list line, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListField {
    /// The line as a whole (too short, values across columns).
    Line,
    Id,
    Name,
    Federation,
    Sex,
    Title,
    WomenTitle,
    Rating(RatingKind),
    Games(RatingKind),
    K(RatingKind),
    BirthYear,
    Flag,
}

impl ListField {
    pub fn label(self) -> String {
        let kind = |k: RatingKind| super::kind_label(k);
        match self {
            ListField::Line => tr!("rating-list-field-line"),
            ListField::Id => tr!("rating-list-field-id"),
            ListField::Name => tr!("rating-list-field-name"),
            ListField::Federation => tr!("rating-list-field-federation"),
            ListField::Sex => tr!("rating-list-field-sex"),
            ListField::Title => tr!("rating-list-field-title"),
            ListField::WomenTitle => tr!("rating-list-field-women-title"),
            ListField::Rating(k) => tr!("rating-list-field-rating", kind = kind(k)),
            ListField::Games(k) => tr!("rating-list-field-games", kind = kind(k)),
            ListField::K(k) => tr!("rating-list-field-k", kind = kind(k)),
            ListField::BirthYear => tr!("rating-list-field-birth-year"),
            ListField::Flag => tr!("rating-list-field-flag"),
        }
    }
}

/// A line of a list that was skipped: where, which field, and the text found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineProblem {
    /// 1-based line number in the file (in the XML, the line of the value).
    pub line: usize,
    pub field: ListField,
    pub value: String,
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "rating-list-line-skipped",
            line = self.line,
            field = self.field.label(),
            value = self.value.as_str()
        ))
    }
}

/// What reading one list file gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParsedList {
    /// The kinds of rating the file carries: one, or all three (the
    /// combined list).
    pub kinds: Vec<RatingKind>,
    pub month: Option<ListMonth>,
    pub entries: Vec<ListEntry>,
    /// The line each entry starts on.
    pub lines: Vec<usize>,
    /// Lines that were not read, each with the reason.
    pub skipped: Vec<LineProblem>,
}

/// Checks of single values, shared by the TXT and XML readers: each takes
/// the text as found (trimmed) and gives the value or `Err(())` when it is
/// not one a FIDE list can hold.
pub(crate) mod value {
    use crate::model::{Sex, Title};

    pub fn id(text: &str) -> Result<u32, ()> {
        match text.parse::<u32>() {
            Ok(id) if id > 0 && text.bytes().all(|b| b.is_ascii_digit()) => Ok(id),
            _ => Err(()),
        }
    }

    pub fn federation(text: &str) -> Result<String, ()> {
        let ok = text.is_empty() || (text.len() == 3 && text.bytes().all(|b| b.is_ascii_uppercase()));
        if ok { Ok(text.to_owned()) } else { Err(()) }
    }

    pub fn sex(text: &str) -> Result<Option<Sex>, ()> {
        match text {
            "" => Ok(None),
            "M" | "m" => Ok(Some(Sex::Male)),
            "F" | "f" => Ok(Some(Sex::Female)),
            _ => Err(()),
        }
    }

    pub fn title(text: &str) -> Result<Option<Title>, ()> {
        if text.is_empty() {
            return Ok(None);
        }
        Title::from_code(text).map(Some).ok_or(())
    }

    /// A rating: blank or 0 for none; FIDE's lists have never held a rating
    /// below 1000 (the lowest floor there was) or above 3500.
    pub fn rating(text: &str) -> Result<Option<u16>, ()> {
        match number(text)? {
            None | Some(0) => Ok(None),
            Some(r) if (1000..=3500).contains(&r) => Ok(Some(r as u16)),
            Some(_) => Err(()),
        }
    }

    pub fn games(text: &str) -> Result<Option<u16>, ()> {
        match number(text)? {
            Some(n) if n > u32::from(u16::MAX) => Err(()),
            n => Ok(n.map(|n| n as u16)),
        }
    }

    /// K: blank or 0 for none, else 1 – 100.
    pub fn k(text: &str) -> Result<Option<u8>, ()> {
        match number(text)? {
            None | Some(0) => Ok(None),
            Some(k) if k <= 100 => Ok(Some(k as u8)),
            Some(_) => Err(()),
        }
    }

    /// A year of birth: blank or 0 for none.
    pub fn birth_year(text: &str) -> Result<Option<u16>, ()> {
        match number(text)? {
            None | Some(0) => Ok(None),
            Some(y) if (1850..=2200).contains(&y) => Ok(Some(y as u16)),
            Some(_) => Err(()),
        }
    }

    /// The inactivity flag: `i`, `w`, `wi` (any case, any order), or blank.
    pub fn inactive(text: &str) -> Result<bool, ()> {
        let lower = text.to_ascii_lowercase();
        if lower.len() > 2 || !lower.bytes().all(|b| b == b'i' || b == b'w') {
            return Err(());
        }
        Ok(lower.contains('i'))
    }

    fn number(text: &str) -> Result<Option<u32>, ()> {
        if text.is_empty() {
            return Ok(None);
        }
        if !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 6 {
            return Err(());
        }
        text.parse().map(Some).map_err(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_come_from_headers_and_file_names() {
        assert_eq!(ListMonth::from_code("MAR26"), ListMonth::new(2026, 3));
        assert_eq!(ListMonth::from_code("Xyz26"), None);
        assert_eq!(ListMonth::from_file_name("standard_mar26frl.zip"), ListMonth::new(2026, 3));
        assert_eq!(ListMonth::from_file_name("blitz_oct25frl_xml.xml"), ListMonth::new(2025, 10));
        assert_eq!(ListMonth::from_file_name("players_list_foa.txt"), None);
        assert_eq!(ListMonth::new(2026, 3).map(|m| m.to_string()), Some("2026-03".into()));
    }

    #[test]
    fn values_outside_what_a_list_holds_are_refused() {
        assert_eq!(value::rating("2830"), Ok(Some(2830)));
        assert_eq!((value::rating(""), value::rating("0")), (Ok(None), Ok(None)));
        assert_eq!((value::rating("830"), value::rating("28x0")), (Err(()), Err(())));
        assert_eq!((value::federation("NOR"), value::federation("No")), (Ok("NOR".into()), Err(())));
        assert_eq!(
            (value::inactive("wi"), value::inactive("w"), value::inactive("x")),
            (Ok(true), Ok(false), Err(()))
        );
        assert_eq!(
            (value::title("WGM"), value::title("g"), value::title("XM")),
            (Ok(Some(Title::WGM)), Ok(Some(Title::GM)), Err(()))
        );
        assert_eq!((value::id("1503014"), value::id("0"), value::id("-1")), (Ok(1503014), Err(()), Err(())));
    }
}
