//! The fixed-width TXT layout of the FIDE rating lists.
//!
//! FIDE does not publish a layout document; the files name their columns in
//! their first line, and each value starts under its column's label (the
//! download page's legend, quoted in `list.rs`, says what each label means).
//! The combined list (`players_list_foa.txt`) begins
//!
//! ```text
//! ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
//! ```
//!
//! and a list of one kind (`standard_mar26frl.txt`) names its rating column
//! after the month, `… FOA MAR26 Gms K  B-day Flag`, without saying which
//! kind it is (the file name does). So the columns are taken from the
//! header, every value from its label's first character to the next label's,
//! and a header with an unknown label is refused rather than guessed at.
//!
//! Columns are counted in characters. The files are read as UTF-8, a line
//! that is not UTF-8 as Windows-1252; where a UTF-8 line with accents does
//! not read in characters it is tried in bytes (a file padded by bytes).

use super::list::{KindRating, LineProblem, ListEntry, ListField, ListMonth, ParsedList, value};
use super::{ListError, kind_index};
use crate::model::RatingKind;
use std::io::BufRead;

/// What a column of the header holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holds {
    Id,
    Name,
    Federation,
    Sex,
    Title,
    WomenTitle,
    /// Other titles (arbiter, trainer): not kept.
    OtherTitles,
    /// FIDE Online Arena titles: not kept.
    Arena,
    /// `None`: the kind of the file (a list of one kind).
    Rating(Option<RatingKind>),
    Games(Option<RatingKind>),
    K(Option<RatingKind>),
    BirthYear,
    Flag,
}

impl Holds {
    /// The column a header label names.
    fn of_label(label: &str) -> Option<Holds> {
        use RatingKind::{Blitz, Rapid, Standard};
        Some(match label.to_ascii_lowercase().as_str() {
            "id number" | "id_number" | "id" => Holds::Id,
            "name" => Holds::Name,
            "fed" | "country" => Holds::Federation,
            "sex" => Holds::Sex,
            "tit" | "titl" | "title" => Holds::Title,
            "wtit" => Holds::WomenTitle,
            "otit" => Holds::OtherTitles,
            "foa" => Holds::Arena,
            "srtng" | "std" => Holds::Rating(Some(Standard)),
            "sgm" => Holds::Games(Some(Standard)),
            "sk" => Holds::K(Some(Standard)),
            "rrtng" | "rpd" => Holds::Rating(Some(Rapid)),
            "rgm" => Holds::Games(Some(Rapid)),
            "rk" => Holds::K(Some(Rapid)),
            "brtng" | "blz" => Holds::Rating(Some(Blitz)),
            "bgm" => Holds::Games(Some(Blitz)),
            "bk" => Holds::K(Some(Blitz)),
            "rtng" | "rating" => Holds::Rating(None),
            "gms" | "gm" | "games" => Holds::Games(None),
            "k" => Holds::K(None),
            "b-day" | "byear" | "born" | "bday" => Holds::BirthYear,
            "flag" => Holds::Flag,
            other => return ListMonth::from_code(other).map(|_| Holds::Rating(None)),
        })
    }

    fn field(self, kind: RatingKind) -> ListField {
        match self {
            Holds::Id => ListField::Id,
            Holds::Name => ListField::Name,
            Holds::Federation => ListField::Federation,
            Holds::Sex => ListField::Sex,
            Holds::Title => ListField::Title,
            Holds::WomenTitle => ListField::WomenTitle,
            Holds::OtherTitles | Holds::Arena => ListField::Line,
            Holds::Rating(k) => ListField::Rating(k.unwrap_or(kind)),
            Holds::Games(k) => ListField::Games(k.unwrap_or(kind)),
            Holds::K(k) => ListField::K(k.unwrap_or(kind)),
            Holds::BirthYear => ListField::BirthYear,
            Holds::Flag => ListField::Flag,
        }
    }

    /// Whether a value may fill its column up to the next one (names and
    /// lists of titles); every other column is narrower than its slot.
    fn may_fill(self) -> bool {
        matches!(self, Holds::Name | Holds::OtherTitles)
    }
}

/// The columns of a list, from its header line.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    /// (what, first character), in order.
    columns: Vec<(Holds, usize)>,
    /// The kind of the rating columns without one (a list of one kind).
    kind: RatingKind,
    pub kinds: Vec<RatingKind>,
    pub month: Option<ListMonth>,
}

/// Why a header is not a FIDE list's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum HeaderError {
    UnknownLabel(String),
    Missing(&'static str),
    /// A list of one kind, and nothing says which.
    NeedKind,
}

impl Layout {
    /// Reads the header line; `file_kind` is the kind the file name (or
    /// the arbiter) gives, needed for a list of one kind.
    pub(super) fn from_header(header: &str, file_kind: Option<RatingKind>) -> Result<Layout, HeaderError> {
        let mut words: Vec<(String, usize)> = Vec::new();
        for (start, word) in words_with_starts(header) {
            // "ID Number" is one label with a space in it.
            if word.eq_ignore_ascii_case("number")
                && let Some((last, _)) = words.last_mut()
                && last.eq_ignore_ascii_case("id")
            {
                last.push_str(" Number");
                continue;
            }
            words.push((word.to_owned(), start));
        }
        let mut columns = Vec::with_capacity(words.len());
        let mut month = None;
        for (label, start) in &words {
            let holds = Holds::of_label(label).ok_or_else(|| HeaderError::UnknownLabel(label.clone()))?;
            if holds == Holds::Rating(None) {
                month = month.or(ListMonth::from_code(label));
            }
            columns.push((holds, *start));
        }
        for (needed, name) in [(Holds::Id, "ID Number"), (Holds::Name, "Name")] {
            if !columns.iter().any(|(h, _)| *h == needed) {
                return Err(HeaderError::Missing(name));
            }
        }
        let mut kinds: Vec<RatingKind> = RatingKind::ALL
            .into_iter()
            .filter(|k| columns.iter().any(|(h, _)| *h == Holds::Rating(Some(*k))))
            .collect();
        let single = columns.iter().any(|(h, _)| *h == Holds::Rating(None));
        if kinds.is_empty() && !single {
            return Err(HeaderError::Missing("Rtng"));
        }
        let kind = match (single, file_kind) {
            (true, Some(kind)) => kind,
            (true, None) => return Err(HeaderError::NeedKind),
            (false, _) => RatingKind::Standard,
        };
        if single && !kinds.contains(&kind) {
            kinds.push(kind);
        }
        Ok(Layout { columns, kind, kinds, month })
    }

    /// The entry on `line` (its 1-based number `number`); `Ok(None)` for a
    /// blank line.
    pub(super) fn entry(&self, line: &str, number: usize) -> Result<Option<ListEntry>, LineProblem> {
        if line.trim().is_empty() {
            return Ok(None);
        }
        let by_chars = self.slices(line, true).map(|cells| self.read(&cells, number));
        match by_chars {
            Some(Ok(entry)) => Ok(Some(entry)),
            // Accents may have been padded as bytes: read those lines in bytes.
            Some(Err(problem)) if !line.is_ascii() => match self.slices(line, false) {
                Some(cells) => self.read(&cells, number).map(Some).map_err(|_| problem),
                None => Err(problem),
            },
            Some(Err(problem)) => Err(problem),
            None => {
                Err(LineProblem { line: number, field: ListField::Line, value: line.trim_end().to_owned() })
            }
        }
    }

    /// The text of each column, counted in characters or in bytes; `None`
    /// when the line stops before the name or a byte column cuts a character.
    fn slices<'a>(&self, line: &'a str, by_chars: bool) -> Option<Vec<&'a str>> {
        let offsets: Vec<usize> = if by_chars && !line.is_ascii() {
            line.char_indices().map(|(i, _)| i).chain([line.len()]).collect()
        } else {
            Vec::new()
        };
        let at = |position: usize| -> usize {
            if offsets.is_empty() {
                position.min(line.len())
            } else {
                offsets.get(position).copied().unwrap_or(line.len())
            }
        };
        let name_start = self.columns.iter().find(|(h, _)| *h == Holds::Name).map_or(0, |c| c.1);
        if at(name_start) >= line.len() {
            return None;
        }
        let mut cells = Vec::with_capacity(self.columns.len());
        for (i, (_, start)) in self.columns.iter().enumerate() {
            let end = self.columns.get(i + 1).map_or(usize::MAX, |c| c.1);
            let (from, to) = (at(*start), if end == usize::MAX { line.len() } else { at(end) });
            cells.push(line.get(from..to.max(from))?);
        }
        Some(cells)
    }

    fn read(&self, cells: &[&str], number: usize) -> Result<ListEntry, LineProblem> {
        let mut entry = ListEntry::default();
        let mut women_title = None;
        for (i, ((holds, _), cell)) in self.columns.iter().zip(cells).enumerate() {
            let field = holds.field(self.kind);
            let problem = || LineProblem { line: number, field, value: cell.trim().to_owned() };
            // A value running into the next column means the line is not in
            // the header's columns: nothing on it can be trusted.
            if !holds.may_fill()
                && let Some(next) = cells.get(i + 1)
                && cell.ends_with(|c: char| !c.is_whitespace())
                && next.starts_with(|c: char| !c.is_whitespace())
            {
                return Err(LineProblem {
                    line: number,
                    field: ListField::Line,
                    value: format!("{}{}", cell.trim_start(), next.trim_end()),
                });
            }
            let text = cell.trim();
            match *holds {
                Holds::Id => entry.fide_id = value::id(text).map_err(|()| problem())?,
                Holds::Name if text.is_empty() => return Err(problem()),
                Holds::Name => entry.name = text.to_owned(),
                Holds::Federation => entry.federation = value::federation(text).map_err(|()| problem())?,
                Holds::Sex => entry.sex = value::sex(text).map_err(|()| problem())?,
                Holds::Title => entry.title = value::title(text).map_err(|()| problem())?,
                Holds::WomenTitle => women_title = value::title(text).map_err(|()| problem())?,
                Holds::OtherTitles | Holds::Arena => {}
                Holds::Rating(k) => {
                    slot(&mut entry, k.unwrap_or(self.kind)).rating =
                        value::rating(text).map_err(|()| problem())?
                }
                Holds::Games(k) => {
                    slot(&mut entry, k.unwrap_or(self.kind)).games =
                        value::games(text).map_err(|()| problem())?
                }
                Holds::K(k) => {
                    slot(&mut entry, k.unwrap_or(self.kind)).k = value::k(text).map_err(|()| problem())?
                }
                Holds::BirthYear => entry.birth_year = value::birth_year(text).map_err(|()| problem())?,
                Holds::Flag => entry.inactive = value::inactive(text).map_err(|()| problem())?,
            }
        }
        entry.title = entry.title.or(women_title);
        Ok(entry)
    }
}

fn slot(entry: &mut ListEntry, kind: RatingKind) -> &mut KindRating {
    &mut entry.ratings[kind_index(kind)]
}

/// The words of `line` with the character position each starts at.
fn words_with_starts(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut start: Option<(usize, usize)> = None;
    let mut words = Vec::new();
    for (chars, (byte, c)) in line.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((chars, byte)),
            (true, Some((at, from))) => {
                words.push((at, &line[from..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((at, from)) = start {
        words.push((at, &line[from..]));
    }
    words.into_iter()
}

/// A line's text: UTF-8, or else Windows-1252 (the older lists).
fn decode(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes).0,
    }
}

/// Reads a TXT list from `reader`. `source` names the file in messages;
/// `file_kind` is the kind a list of one kind is of.
pub(super) fn read(
    mut reader: impl BufRead,
    source: &str,
    file_kind: Option<RatingKind>,
) -> Result<ParsedList, ListError> {
    let mut buffer = Vec::new();
    let mut number = 0;
    let mut layout = None;
    let mut list = ParsedList::default();
    loop {
        buffer.clear();
        let read = reader
            .read_until(b'\n', &mut buffer)
            .map_err(|e| ListError::Read { path: source.to_owned(), reason: e.to_string() })?;
        if read == 0 {
            break;
        }
        number += 1;
        while buffer.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
            buffer.pop();
        }
        let bytes =
            if number == 1 { buffer.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&buffer) } else { &buffer };
        let line = decode(bytes);
        match &layout {
            None if line.trim().is_empty() => {}
            None => {
                let found = Layout::from_header(&line, file_kind)
                    .map_err(|e| ListError::header(source, number, e))?;
                list.kinds = found.kinds.clone();
                list.month = found.month;
                layout = Some(found);
            }
            Some(layout) => match layout.entry(&line, number) {
                Ok(Some(entry)) => {
                    list.entries.push(entry);
                    list.lines.push(number);
                }
                Ok(None) => {}
                Err(problem) => list.skipped.push(problem),
            },
        }
    }
    if layout.is_none() {
        return Err(ListError::Empty { path: source.to_owned() });
    }
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Sex, Title};

    const COMBINED: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
    const MONTHLY: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA MAR26 Gms K  B-day Flag";

    /// A line with each value at its label's column in `header`.
    fn line(header: &str, values: &[(&str, &str)]) -> String {
        let mut out: Vec<char> = vec![' '; header.chars().count() + 8];
        for (label, value) in values {
            let start = header.find(label).unwrap_or_else(|| panic!("{label}"));
            for (i, c) in value.chars().enumerate() {
                out[start + i] = c;
            }
        }
        out.into_iter().collect::<String>().trim_end().to_owned()
    }

    #[test]
    fn a_combined_line_reads_every_column() {
        let layout = Layout::from_header(COMBINED, None).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(layout.kinds, RatingKind::ALL.to_vec());
        let text = line(
            COMBINED,
            &[
                ("ID Number", "1503014"),
                ("Name", "Carlsen, Magnus"),
                ("Fed", "NOR"),
                ("Sex", "M"),
                ("Tit", "GM"),
                ("SRtng", "2833"),
                ("SGm", "9"),
                ("SK", "10"),
                ("RRtng", "2825"),
                ("Rk", "20"),
                ("BRtng", "2886"),
                ("B-day", "1990"),
            ],
        );
        let entry = layout.entry(&text, 2).unwrap_or_else(|e| panic!("{e}")).unwrap_or_default();
        assert_eq!(entry.fide_id, 1503014);
        assert_eq!((entry.name.as_str(), entry.federation.as_str()), ("Carlsen, Magnus", "NOR"));
        assert_eq!(
            (entry.sex, entry.title, entry.birth_year, entry.inactive),
            (Some(Sex::Male), Some(Title::GM), Some(1990), false)
        );
        assert_eq!(entry.ratings[0], KindRating { rating: Some(2833), games: Some(9), k: Some(10) });
        assert_eq!(entry.ratings[1], KindRating { rating: Some(2825), games: None, k: Some(20) });
        assert_eq!(entry.ratings[2].rating, Some(2886));
    }

    #[test]
    fn a_monthly_list_needs_its_kind_and_gives_its_month() {
        assert_eq!(Layout::from_header(MONTHLY, None).err(), Some(HeaderError::NeedKind));
        let layout =
            Layout::from_header(MONTHLY, Some(RatingKind::Rapid)).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!((layout.kinds.clone(), layout.month), (vec![RatingKind::Rapid], ListMonth::new(2026, 3)));
        let text = line(
            MONTHLY,
            &[
                ("ID Number", "4804929"),
                ("Name", "Ağa, Şule"),
                ("Fed", "TUR"),
                ("Sex", "F"),
                ("WTit", "WFM"),
                ("MAR26", "1876"),
                ("Gms", "13"),
                ("K  ", "20"),
                ("B-day", "2001"),
                ("Flag", "wi"),
            ],
        );
        let entry = layout.entry(&text, 7).unwrap_or_else(|e| panic!("{e}")).unwrap_or_default();
        assert_eq!((entry.name.as_str(), entry.title, entry.inactive), ("Ağa, Şule", Some(Title::WFM), true));
        assert_eq!(
            entry.rating(RatingKind::Rapid),
            KindRating { rating: Some(1876), games: Some(13), k: Some(20) }
        );
        assert_eq!(entry.rating(RatingKind::Standard), KindRating::default());
    }

    #[test]
    fn a_header_with_an_unknown_column_is_refused() {
        let header = COMBINED.replace("FOA", "XYZ");
        assert_eq!(Layout::from_header(&header, None).err(), Some(HeaderError::UnknownLabel("XYZ".into())));
    }

    #[test]
    fn a_shifted_or_bad_line_names_its_line_and_field() {
        let layout =
            Layout::from_header(MONTHLY, Some(RatingKind::Standard)).unwrap_or_else(|e| panic!("{e:?}"));
        let good = line(
            MONTHLY,
            &[
                ("ID Number", "25121731"),
                ("Name", "A C J John"),
                ("Fed", "IND"),
                ("MAR26", "1463"),
                ("Gms", "0"),
                ("K  ", "40"),
                ("B-day", "1987"),
            ],
        );
        assert!(layout.entry(&good, 3).is_ok());
        // Three spaces more after the name: the rating runs into the games column.
        let shifted = good.replacen("IND", "   IND", 1);
        let problem = layout.entry(&shifted, 3).err().unwrap_or_else(|| panic!("accepted {shifted:?}"));
        assert_eq!((problem.line, problem.field), (3, ListField::Line));
        let bad = good.replacen("1463", "14x3", 1);
        assert_eq!(
            layout.entry(&bad, 9).err().map(|p| (p.line, p.field, p.value)),
            Some((9, ListField::Rating(RatingKind::Standard), "14x3".into()))
        );
        let short = "25121731       A C J";
        assert!(
            layout
                .entry(short, 4)
                .is_ok_and(|e| e.is_some_and(|e| e.name == "A C J" && e.federation.is_empty()))
        );
        assert_eq!(layout.entry("25121731", 5).err().map(|p| p.field), Some(ListField::Line));
    }
}
