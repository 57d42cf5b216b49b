//! Printouts and reports made from a tournament: the PDF documents arbiters
//! pin on the wall (pairings, pairings by name, result slips, standings,
//! cross table, player lists) and the TRF files sent to the rating officer.
//!
//! Everything here reads the tournament and never changes it. The PDFs use
//! the bundled DejaVu Sans (Latin, Cyrillic and Greek names), embedded as a
//! subset with a ToUnicode map, so the text can be searched and copied.

pub mod notation;
mod pdf;
pub mod qr;
pub use pdf::{BoardPrizeLine, board_prize_table, printout_team_tiebreaks, team_cross_cell};

/// The bundled DejaVu Sans (regular and bold): the printouts embed it, and
/// the app draws its window with it, so that text has the same width on
/// every system (and in the layout test).
pub static REGULAR_TTF: &[u8] =
    include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/fonts/DejaVuSans.ttf"));
pub static BOLD_TTF: &[u8] =
    include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/fonts/DejaVuSans-Bold.ttf"));
mod trf;

pub use trf::{
    ARBITER_CHANGE_TAG, ReportGap, TrfOptions, arbiter_change_lines, keeps_imported_ranks,
    keeps_imported_team_ranks, report_gaps, report_tournament, report_tournament_with, trf, trf_report,
    trf_report_with, trf_with,
};

use crate::model::{Points, Tournament};
use crate::tr;
use thiserror::Error;

/// The PDF documents Swissdesk prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Document {
    /// Pairings by board, byes at the end.
    Pairings,
    /// Every player by name, with board and colour.
    Alphabetical,
    /// One result slip per board, several to a page, with cut lines.
    Slips,
    /// Standings after a round.
    Standings,
    /// Cross table (wall chart): player × round.
    Wallchart,
    /// Player list by pairing number, then by name.
    Players,
    /// Player list by pairing number only.
    PlayersByTpn,
    /// Player list by name only.
    PlayersByName,
    /// The audit log: every change with time, arbiter, before and after,
    /// reasons and checker findings (filtered by `PdfOptions::audit_filter`).
    Audit,
    /// A round robin's square cross table: every participant against every
    /// other, then points, tie-breaks and place.
    RoundRobinTable,
    /// A round robin's whole schedule on one page: every round's boards with
    /// colours, from the Berger table.
    Schedule,
    /// A team event's board prizes: each board's players by percentage.
    /// (A team event's pairings, slips, standings and cross table are its
    /// match pairings, match sheets, team standings and team cross table.)
    BoardPrizes,
}

/// Paper sizes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Paper {
    #[default]
    A4,
    Letter,
    A3,
}

impl Paper {
    /// Width and height in millimetres, portrait.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
            Paper::A3 => (297.0, 420.0),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Orientation {
    Portrait,
    Landscape,
}

/// A standings table ready to print: whoever computes the standings (with
/// whatever tie-breaks) fills it; [`StandingsTable::from_points`] is the
/// fallback that only knows points.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsTable {
    /// The round the standings are after (0: before round 1).
    pub after_round: u32,
    /// Headers of the tie-break columns, in order: the C.07 codes (`BH-C1`, `SB`, ...).
    pub tiebreak_headers: Vec<String>,
    /// Rows in ranking order.
    pub rows: Vec<StandingsRow>,
    /// Whether tie-breaks were left out (equal scores are then only listed
    /// by pairing number); the printout says so.
    pub points_only: bool,
}

/// One line of a [`StandingsTable`].
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsRow {
    /// Place as printed; equal places are allowed.
    pub place: u32,
    pub tpn: u32,
    pub name: String,
    pub rating: Option<u32>,
    /// Points as printed (e.g. `Points`' Display, "4.5").
    pub points: String,
    /// Tie-break values as printed, one per header.
    pub tiebreaks: Vec<String>,
}

impl StandingsTable {
    /// Standings by points only, after `after_round`: points descending,
    /// then pairing number. Equal scores share a place (the first one's),
    /// because without tie-breaks the order among them means nothing.
    pub fn from_points(t: &Tournament, after_round: u32) -> StandingsTable {
        let mut list: Vec<(u32, Points)> =
            t.players.iter().map(|p| (p.tpn, t.points_after(p.tpn, after_round))).collect();
        list.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut rows = Vec::with_capacity(list.len());
        let mut place = 0;
        let mut previous = None;
        for (i, (tpn, points)) in list.into_iter().enumerate() {
            if previous != Some(points) {
                place = i as u32 + 1;
                previous = Some(points);
            }
            let player = t.player(tpn);
            rows.push(StandingsRow {
                place,
                tpn,
                name: player.map(|p| p.name.clone()).unwrap_or_default(),
                rating: player.and_then(|p| p.rating),
                points: points.to_string(),
                tiebreaks: Vec::new(),
            });
        }
        StandingsTable { after_round, tiebreak_headers: Vec::new(), rows, points_only: true }
    }

    /// The table of computed standings (C.07): places as ranked, shared
    /// ones as they fall, tie-break values with their own precision.
    pub fn from_standings(t: &Tournament, s: &crate::standings::Standings) -> StandingsTable {
        let undefined = tr!("standings-undefined");
        let rows = s
            .rows
            .iter()
            .map(|row| {
                let player = t.player(row.tpn);
                StandingsRow {
                    place: row.rank,
                    tpn: row.tpn,
                    name: player.map(|p| p.name.clone()).unwrap_or_default(),
                    rating: player.and_then(|p| p.rating),
                    points: row.points.to_string(),
                    tiebreaks: s
                        .tiebreaks
                        .iter()
                        .zip(&row.values)
                        .map(|(tb, v)| {
                            v.map(|v| v.to_string_with(tb.decimals())).unwrap_or_else(|| undefined.clone())
                        })
                        .collect(),
                }
            })
            .collect();
        StandingsTable {
            after_round: s.after_round,
            tiebreak_headers: s.tiebreaks.iter().map(|tb| tb.code()).collect(),
            rows,
            points_only: false,
        }
    }

    /// The standings as they stand: after the last round with every result
    /// in, with the tournament's tie-breaks; `None` before any round is
    /// complete. A tie-break list that does not parse leaves the tie-breaks
    /// out (the standings view says why) but keeps the C.07 order of equal
    /// scores. The app's standings printout and the TRF report of both the
    /// app and the command line rank by it ([`trf_report`]).
    pub fn current(t: &Tournament) -> Option<StandingsTable> {
        let after_round = t.last_complete_round();
        if after_round == 0 {
            return None;
        }
        let tiebreaks = crate::standings::tournament_tiebreaks(t).unwrap_or_default();
        let s = crate::standings::standings(
            t,
            after_round,
            crate::standings::Rules::for_tournament(t),
            &tiebreaks,
        );
        Some(StandingsTable { points_only: tiebreaks.is_empty(), ..StandingsTable::from_standings(t, &s) })
    }

    /// The standings after `after_round` with the tournament's tie-break
    /// order and edition; by points only when its list does not parse.
    pub fn for_tournament(t: &Tournament, after_round: u32) -> StandingsTable {
        match crate::standings::tournament_tiebreaks(t) {
            Ok(list) => {
                let s = crate::standings::standings(
                    t,
                    after_round,
                    crate::standings::Rules::for_tournament(t),
                    &list,
                );
                StandingsTable::from_standings(t, &s)
            }
            Err(_) => StandingsTable::from_points(t, after_round),
        }
    }
}

/// What to print and how.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PdfOptions {
    /// The round: for pairings, pairings by name and slips the round paired
    /// (default: the last paired round); for standings the round they are
    /// after (default: the last round with all results in); for the cross
    /// table the last round shown (default: all). Player lists ignore it.
    pub round: Option<u32>,
    pub paper: Paper,
    /// `None`: the document's own choice (landscape for the cross table and
    /// for standings with many tie-breaks, portrait otherwise).
    pub orientation: Option<Orientation>,
    /// Standings with tie-breaks (their own `after_round` then applies, not
    /// `round`); without it the standings are by points only.
    pub standings_table: Option<StandingsTable>,
    /// Which audit entries the audit-log printout shows (default: all).
    pub audit_filter: crate::audit::AuditFilter,
    /// The noticeboard's address while it runs: the pairings printout
    /// carries it with its QR code, so players open it on their phones.
    pub noticeboard: Option<String>,
}

#[derive(Debug, Error)]
pub enum ExportError {
    #[error("{}", tr!("export-error-no-round", round = (*round)))]
    NoRound { round: u32 },
    #[error("{}", tr!("export-error-nothing-paired"))]
    NothingPaired,
    /// The schedule printout of an event that is not a round robin (or
    /// whose numbers are not the table's).
    #[error("{reason}")]
    Schedule { reason: String },
    /// The bundled font did not parse: a broken build, never the user's data.
    #[error("{}", tr!("export-error-font", font = (*font), reason = reason.as_str()))]
    Font { font: &'static str, reason: String },
}

/// How a bye is named on printouts and the noticeboard ("half-point bye").
pub fn bye_label(kind: crate::model::ByeKind) -> String {
    pdf::bye_label(kind)
}

/// The user manual's chapters (Markdown) as a PDF (see [`crate::manual`]).
pub fn manual_pdf(chapters: &[&str], options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    pdf::manual::render(chapters, options)
}

/// The headings of a manual chapter in order, as the PDF prints them.
pub fn manual_headings(markdown: &str) -> Vec<String> {
    pdf::manual::headings(markdown)
}

/// Renders `doc` as a PDF file's bytes.
pub fn pdf(t: &Tournament, doc: Document, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    pdf::render(t, doc, options)
}
