//! Fixed-column access to one TRF line.
//!
//! TRF-16 defines every record by 1-based character columns ("positions");
//! these helpers take the columns exactly as the format tables write them, so
//! the reader can be checked against the tables line by line. Columns past the
//! end of a line read as blanks: TRF writers strip trailing blanks.

use super::error::{Field, Location, TrfError};
use crate::model::Points;

/// One line of a TRF file, split into characters (a column is a character,
/// also for names with non-ASCII letters).
pub(crate) struct Line<'a> {
    pub file: &'a str,
    /// 1-based line number.
    pub number: usize,
    pub chars: Vec<char>,
}

impl<'a> Line<'a> {
    pub fn new(file: &'a str, number: usize, text: &str) -> Line<'a> {
        let mut chars = Vec::with_capacity(text.len());
        chars.extend(text.chars());
        Line { file, number, chars }
    }

    /// Number of characters (the last column that exists).
    pub fn len(&self) -> usize {
        self.chars.len()
    }

    pub fn at(&self, column: usize) -> Location {
        Location { file: self.file.to_owned(), line: self.number, column }
    }

    /// The character in 1-based column `col`, a blank past the end.
    pub fn char_at(&self, col: usize) -> char {
        col.checked_sub(1).and_then(|i| self.chars.get(i)).copied().unwrap_or(' ')
    }

    /// Columns `from..=to` (1-based, inclusive) as text, without padding.
    pub fn columns(&self, from: usize, to: usize) -> String {
        let start = from.saturating_sub(1).min(self.chars.len());
        let end = to.min(self.chars.len()).max(start);
        self.chars[start..end].iter().collect()
    }

    /// Everything from column `from` to the end of the line.
    pub fn rest(&self, from: usize) -> String {
        self.columns(from, self.chars.len())
    }

    /// Columns `from..=to` with surrounding blanks removed.
    pub fn trimmed(&self, from: usize, to: usize) -> String {
        // As `columns(from, to).trim()` (`str::trim` drops what
        // `char::is_whitespace` calls blank), without building the untrimmed
        // text first: a 400-player file reads ~10,000 fields.
        let start = from.saturating_sub(1).min(self.chars.len());
        let end = to.min(self.chars.len()).max(start);
        let field = &self.chars[start..end];
        let Some(first) = field.iter().position(|c| !c.is_whitespace()) else {
            return String::new();
        };
        let last = field.iter().rposition(|c| !c.is_whitespace()).unwrap_or(first);
        field[first..=last].iter().collect()
    }

    /// An unsigned integer field; `None` when blank. Anything but digits
    /// (inside the surrounding blanks) is an error naming the field.
    pub fn number<T: std::str::FromStr>(
        &self,
        from: usize,
        to: usize,
        field: Field,
    ) -> Result<Option<T>, TrfError> {
        let text = self.trimmed(from, to);
        parse_unsigned(&text).map_err(|()| self.bad_number(from, field, &text))
    }

    /// A points field (`%4.1f`, e.g. ` 4.5`); `None` when blank.
    pub fn points(&self, from: usize, to: usize, field: Field) -> Result<Option<Points>, TrfError> {
        let text = self.trimmed(from, to);
        if text.is_empty() {
            return Ok(None);
        }
        match Points::parse(&text) {
            Some(p) => Ok(Some(p)),
            None => Err(self.bad_number(from, field, &text)),
        }
    }

    /// Column `col` must be blank: it separates two fixed-width fields, so
    /// anything there means the data is shifted.
    pub fn expect_blank(&self, col: usize, field: Field) -> Result<(), TrfError> {
        let c = self.char_at(col);
        if c == ' ' {
            Ok(())
        } else {
            Err(TrfError::Misaligned { at: self.at(col), field, found: c.to_string() })
        }
    }

    pub fn bad_number(&self, col: usize, field: Field, text: &str) -> TrfError {
        TrfError::BadNumber { at: self.at(col), field, text: text.to_owned() }
    }

    pub fn bad_value(&self, col: usize, field: Field, text: &str) -> TrfError {
        TrfError::BadValue { at: self.at(col), field, text: text.to_owned() }
    }

    /// The blank-separated words from column `from` on, each with its 1-based column.
    pub fn words(&self, from: usize) -> Vec<(usize, String)> {
        let mut words = Vec::new();
        let mut current = String::new();
        let mut start = 0;
        for (i, &c) in self.chars.iter().enumerate().skip(from.saturating_sub(1)) {
            if c.is_whitespace() {
                if !current.is_empty() {
                    words.push((start, std::mem::take(&mut current)));
                }
            } else {
                if current.is_empty() {
                    start = i + 1;
                }
                current.push(c);
            }
        }
        if !current.is_empty() {
            words.push((start, current));
        }
        words
    }
}

/// Whether `p` can be written in a four-column `%4.1f` field (`-9.9` to
/// `99.9`), the width TRF gives points values (`001` points, `XXA`, `250`, `162`).
pub(crate) fn fits_points_field(p: Points) -> bool {
    (-99..=999).contains(&p.0)
}

/// Digits only, blank allowed (`Ok(None)`); `Err(())` for anything else
/// (signs, letters, embedded blanks) or a value too large for `T`.
pub(crate) fn parse_unsigned<T: std::str::FromStr>(text: &str) -> Result<Option<T>, ()> {
    if text.is_empty() {
        return Ok(None);
    }
    if !text.chars().all(|c| c.is_ascii_digit()) {
        return Err(());
    }
    text.parse::<T>().map(Some).map_err(|_| ())
}

/// Builds a fixed-column line for the writer.
pub(crate) struct LineBuilder {
    chars: Vec<char>,
}

impl LineBuilder {
    pub fn new(record: &str) -> LineBuilder {
        LineBuilder { chars: record.chars().collect() }
    }

    fn pad_to(&mut self, len: usize) {
        while self.chars.len() < len {
            self.chars.push(' ');
        }
    }

    /// Writes `text` left-aligned into columns `from..from+width-1`, cut to
    /// the width (the format has no room for more).
    pub fn left(&mut self, from: usize, width: usize, text: &str) {
        self.pad_to(from.saturating_sub(1));
        self.chars.extend(text.chars().take(width));
    }

    /// Writes `text` right-aligned so that it ends in column `to`. A value
    /// longer than the field starts earlier rather than being cut, because a
    /// cut number would be a wrong number.
    pub fn right(&mut self, to: usize, text: &str) {
        let len = text.chars().count();
        self.pad_to(to.saturating_sub(len));
        self.chars.extend(text.chars());
    }

    /// The line with trailing blanks removed.
    pub fn finish(self) -> String {
        let s: String = self.chars.into_iter().collect();
        s.trim_end().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAYER: &str = "001    1      Test0001 Player0001               2630                             3.5    1     5 w 1     4 b =";

    #[test]
    fn columns_are_one_based_and_inclusive() {
        let line = Line::new("f.trf", 3, PLAYER);
        assert_eq!(line.columns(1, 3), "001");
        assert_eq!(line.columns(5, 8), "   1");
        assert_eq!(line.trimmed(15, 47), "Test0001 Player0001");
        assert_eq!(line.columns(49, 52), "2630");
        assert_eq!(line.columns(81, 84), " 3.5");
        assert_eq!(line.columns(86, 89), "   1");
        assert_eq!(line.columns(92, 99), "   5 w 1");
        assert_eq!(line.columns(102, 109), "   4 b =");
        assert_eq!(line.char_at(97), 'w');
        assert_eq!(line.char_at(0), ' ');
    }

    #[test]
    fn a_trimmed_field_is_its_columns_trimmed() {
        // Every range of a line with inner, leading, trailing and non-ASCII
        // blanks (tab, no-break space, ideographic space) and letters.
        let text = "001 \t Zoë\u{a0}Ærø  X\u{3000}  9.5 \u{a0}";
        let line = Line::new("f.trf", 2, text);
        let len = text.chars().count();
        for from in 0..=len + 2 {
            for to in 0..=len + 2 {
                assert_eq!(line.trimmed(from, to), line.columns(from, to).trim(), "columns {from}..={to}");
            }
        }
        assert_eq!(line.trimmed(4, 13), "Zoë\u{a0}Ærø");
    }

    #[test]
    fn columns_past_the_end_are_blank() {
        let line = Line::new("f.trf", 1, "001    1");
        assert_eq!(line.columns(15, 47), "");
        assert_eq!(line.columns(200, 100), "");
        assert_eq!(line.char_at(500), ' ');
        assert_eq!(line.number::<u32>(49, 52, Field::Rating).ok(), Some(None));
    }

    #[test]
    fn numbers_reject_garbage_and_name_the_field() {
        let line = Line::new("f.trf", 7, "001    1      X                                 2x00");
        assert_eq!(line.number::<u32>(5, 8, Field::Tpn).ok(), Some(Some(1)));
        let err = line.number::<u32>(49, 52, Field::Rating).err();
        match err {
            Some(TrfError::BadNumber { at, field, text }) => {
                assert_eq!((at.line, at.column, field, text.as_str()), (7, 49, Field::Rating, "2x00"));
            }
            other => panic!("unexpected {other:?}"),
        }
        assert!(parse_unsigned::<u32>("-1").is_err());
        assert!(parse_unsigned::<u32>("1 2").is_err());
        assert!(parse_unsigned::<u32>("99999999999").is_err());
        assert_eq!(parse_unsigned::<u32>(""), Ok(None));
    }

    #[test]
    fn points_fields_parse_tenths() {
        let line = Line::new("f.trf", 1, PLAYER);
        assert_eq!(line.points(81, 84, Field::Points).ok(), Some(Some(Points(35))));
        let bad = Line::new("f.trf", 1, &format!("{}3.x5", " ".repeat(80)));
        assert!(matches!(bad.points(81, 84, Field::Points), Err(TrfError::BadNumber { .. })));
    }

    #[test]
    fn separators_must_be_blank() {
        let line = Line::new("f.trf", 2, PLAYER);
        assert!(line.expect_blank(96, Field::Opponent).is_ok());
        assert!(line.expect_blank(300, Field::Opponent).is_ok());
        match line.expect_blank(97, Field::Colour) {
            Err(TrfError::Misaligned { at, found, .. }) => assert_eq!((at.column, found.as_str()), (97, "w")),
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn words_carry_their_columns() {
        let line = Line::new("f.trf", 1, "XXP 12  7 103");
        assert_eq!(line.words(4), vec![(5, "12".to_owned()), (9, "7".to_owned()), (11, "103".to_owned())]);
    }

    #[test]
    fn builder_places_fields_by_column() {
        let mut b = LineBuilder::new("001");
        b.right(8, "12");
        b.left(15, 33, "Name, A");
        b.right(52, "2100");
        b.right(84, "3.5");
        b.right(89, "");
        let line = b.finish();
        assert_eq!(
            line,
            "001   12      Name, A                           2100                             3.5"
        );
        let mut b = LineBuilder::new("001");
        b.left(15, 3, "abcdef");
        assert_eq!(b.finish(), "001           abc");
    }
}
