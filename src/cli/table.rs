//! What the two standings tables of the command line share, the players'
//! (`standings.rs`) and the teams' (`team_standings.rs`): the output
//! format, the aligned text table, and numbers and tie-break values in JSON.

use crate::standings::{Decimal, TeamTieBreak, TieBreak};
use clap::ValueEnum;
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// A tie-break as a column of a table: its code and its decimals.
pub(super) trait Column: Copy {
    fn code(self) -> String;
    fn decimals(self) -> u32;
}

impl Column for TieBreak {
    fn code(self) -> String {
        TieBreak::code(self)
    }
    fn decimals(self) -> u32 {
        TieBreak::decimals(self)
    }
}

impl Column for TeamTieBreak {
    fn code(self) -> String {
        TeamTieBreak::code(self)
    }
    fn decimals(self) -> u32 {
        TeamTieBreak::decimals(self)
    }
}

/// A number for JSON: counts, positions and ratings as integers, scores and
/// sums of scores as decimals (`2.0`, `20.5`, `34.25`).
pub(super) fn number(v: Decimal, decimals: u32) -> serde_json::Value {
    match v.as_int() {
        Some(n) if decimals == 0 => serde_json::Value::from(n),
        _ => serde_json::Value::from(v.to_f64()),
    }
}

/// Tie-break values keyed by code, in the order of the list.
pub(super) struct Values<'a, T>(pub &'a [T], pub &'a [Option<Decimal>]);

impl<T: Column> Serialize for Values<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (tb, v) in self.0.iter().zip(self.1) {
            map.serialize_entry(&tb.code(), &v.map(|v| number(v, tb.decimals())))?;
        }
        map.end()
    }
}

/// A tie-break value as the text table writes it (`undefined` when the
/// value is not defined).
pub(super) fn cell<T: Column>(tb: T, value: Option<Decimal>, undefined: &str) -> String {
    value.map_or_else(|| undefined.to_owned(), |v| v.to_string_with(tb.decimals()))
}

/// `rows` (the header first) as columns two spaces apart, each as wide as
/// its widest cell: the column `left` (the names) aligned left, the others
/// right; no line ends in spaces.
pub(super) fn aligned(rows: &[Vec<String>], left: usize) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| rows.iter().filter_map(|r| r.get(c)).map(|cell| cell.chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in rows {
        let line: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(c, (cell, &w))| if c == left { format!("{cell:<w$}") } else { format!("{cell:>w$}") })
            .collect();
        out.push_str(line.join("  ").trim_end());
        out.push('\n');
    }
    out
}
