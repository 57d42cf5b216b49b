//! The "Print / export" menus of the views: what can be exported, the
//! menu (a pick list that acts as a menu), and the file written off the UI
//! thread (the app asks where, through its file choosers).

use crate::audit::{self, AuditFilter};
use crate::export::{self, Document, PdfOptions, StandingsTable};
use crate::model::Tournament;
use crate::tr;
use crate::trf::Dialect;
use iced::widget::{PickList, pick_list};
use std::fmt;
use std::path::{Path, PathBuf};

/// Something the app writes to a file.
#[derive(Clone, Debug, PartialEq)]
pub enum Export {
    /// A printout; `round` as in [`PdfOptions::round`].
    Pdf { doc: Document, round: Option<u32> },
    /// The rating report (TRF-16) or TRF-2026.
    Trf(Dialect),
    /// The same with the arbiter's changes as `### SDX` comment lines
    /// ([`export::arbiter_change_lines`]: no reasons, no names).
    TrfWithChanges(Dialect),
    /// The audit log, filtered, as text.
    AuditText(AuditFilter),
    /// The audit log, filtered, as a printout.
    AuditPdf(AuditFilter),
}

impl Export {
    /// What the menu says.
    pub fn label(&self) -> String {
        match self {
            Export::Pdf { doc, .. } => match doc {
                Document::Pairings => tr!("gui-export-pairings"),
                Document::Alphabetical => tr!("gui-export-alphabetical"),
                Document::Slips => tr!("gui-export-slips"),
                Document::Standings => tr!("gui-export-standings"),
                Document::Wallchart => tr!("gui-export-wallchart"),
                Document::Players | Document::PlayersByTpn | Document::PlayersByName => {
                    tr!("gui-export-players")
                }
                Document::Audit => tr!("gui-export-audit-pdf"),
                Document::RoundRobinTable => tr!("gui-export-rr-table"),
                Document::Schedule => tr!("gui-export-rr-schedule"),
                Document::BoardPrizes => tr!("gui-export-board-prizes"),
            },
            Export::Trf(Dialect::Trf16) => tr!("gui-export-trf16"),
            Export::Trf(Dialect::Trf2026) => tr!("gui-export-trf2026"),
            Export::TrfWithChanges(Dialect::Trf16) => tr!("gui-export-trf16-changes"),
            Export::TrfWithChanges(Dialect::Trf2026) => tr!("gui-export-trf2026-changes"),
            Export::AuditText(_) => tr!("gui-export-audit-text"),
            Export::AuditPdf(_) => tr!("gui-export-audit-pdf"),
        }
    }

    /// The file name the save dialog proposes.
    pub fn file_name(&self, t: &Tournament) -> String {
        let stem = file_stem(&t.event.name);
        let stem = if stem.is_empty() { "tournament".to_owned() } else { stem };
        let round = |r: &Option<u32>| r.map(|r| format!("-r{r}")).unwrap_or_default();
        match self {
            Export::Pdf { doc, round: r } => {
                let what = match doc {
                    Document::Pairings => "pairings",
                    Document::Alphabetical => "pairings-by-name",
                    Document::Slips => "result-slips",
                    Document::Standings => "standings",
                    Document::Wallchart => "crosstable",
                    Document::Players | Document::PlayersByTpn | Document::PlayersByName => "players",
                    Document::Audit => "audit",
                    Document::RoundRobinTable => "crosstable-square",
                    Document::Schedule => "schedule",
                    Document::BoardPrizes => "board-prizes",
                };
                format!("{stem}-{what}{}.pdf", round(r))
            }
            Export::Trf(Dialect::Trf16) | Export::TrfWithChanges(Dialect::Trf16) => format!("{stem}.trf"),
            Export::Trf(Dialect::Trf2026) | Export::TrfWithChanges(Dialect::Trf2026) => {
                format!("{stem}-trf2026.trf")
            }
            Export::AuditText(filter) => format!("{stem}-audit{}.txt", round(&filter.round)),
            Export::AuditPdf(filter) => format!("{stem}-audit{}.pdf", round(&filter.round)),
        }
    }

    /// The file's extension and the name of its kind, for the file choosers.
    pub fn extension(&self) -> (&'static str, String) {
        match self {
            Export::Pdf { .. } | Export::AuditPdf(_) => ("pdf", tr!("gui-filter-pdf")),
            Export::Trf(_) | Export::TrfWithChanges(_) => ("trf", tr!("gui-filter-trf")),
            Export::AuditText(_) => ("txt", tr!("gui-filter-text")),
        }
    }

    /// The file's content; `noticeboard`: the address the pairings carry
    /// with its QR code while the noticeboard runs.
    pub fn bytes(&self, t: &Tournament, noticeboard: Option<&str>) -> Result<Vec<u8>, String> {
        match self {
            Export::Pdf { doc: Document::Standings, .. } => {
                let table = StandingsTable::current(t);
                let options = PdfOptions {
                    round: table.as_ref().map(|s| s.after_round),
                    standings_table: table,
                    ..PdfOptions::default()
                };
                export::pdf(t, Document::Standings, &options).map_err(|e| e.to_string())
            }
            Export::Pdf { doc, round } => {
                let options = PdfOptions {
                    round: *round,
                    noticeboard: noticeboard.map(str::to_owned),
                    ..PdfOptions::default()
                };
                export::pdf(t, *doc, &options).map_err(|e| e.to_string())
            }
            Export::Trf(dialect) => Ok(export::trf_report(t, *dialect).into_bytes()),
            Export::TrfWithChanges(dialect) => {
                let options = export::TrfOptions { arbiter_changes: true };
                Ok(export::trf_report_with(t, *dialect, options).into_bytes())
            }
            Export::AuditText(filter) => Ok(audit::to_text(t, filter).into_bytes()),
            Export::AuditPdf(filter) => {
                let options = PdfOptions { audit_filter: filter.clone(), ..PdfOptions::default() };
                export::pdf(t, Document::Audit, &options).map_err(|e| e.to_string())
            }
        }
    }
}

/// A file name made of an event's name: letters, digits and `-` as they
/// are, every run of anything else (blanks, dots, slashes) one `-`, none at
/// either end: "9. Karl-Mala-Gedenkturnier" gives `9-Karl-Mala-Gedenkturnier`.
pub fn file_stem(name: &str) -> String {
    let mut stem = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    stem.trim_end_matches('-').to_owned()
}

/// A menu entry (the pick list shows [`Export::label`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Choice(pub Export);

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.label())
    }
}

/// The "Print / export" menu of a view: choosing an entry sends `on_choose`.
pub fn menu<'a, M: Clone + 'a>(
    entries: Vec<Export>,
    on_choose: impl Fn(Export) -> M + 'a,
) -> PickList<'a, Choice, Vec<Choice>, Choice, M> {
    let choices: Vec<Choice> = entries.into_iter().map(Choice).collect();
    pick_list(choices, None::<Choice>, move |c: Choice| on_choose(c.0))
        .placeholder(tr!("gui-export-menu"))
        .text_size(super::theme::TEXT)
        .padding([5, 10])
        .style(super::theme::menu)
}

/// What the export job needs.
#[derive(Clone, Debug)]
pub struct ExportRequest {
    pub tournament: Tournament,
    pub export: Export,
    pub path: PathBuf,
    /// The running noticeboard's address, if any.
    pub noticeboard: Option<String>,
}

/// Writes the export (off the UI thread): the path written, or the error.
pub fn export_job(request: ExportRequest) -> Result<String, String> {
    let ExportRequest { tournament, export, path, noticeboard } = request;
    export
        .bytes(&tournament, noticeboard.as_deref())
        .and_then(|bytes| write(&path, &bytes))
        .map(|()| path.display().to_string())
}

/// Atomically: a failed export leaves the previous file at `path` whole.
fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    crate::store::write_file(path, bytes).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_made_of_the_event_name_without_runs_of_separators() {
        assert_eq!(file_stem("9. Karl-Mala-Gedenkturnier 2026"), "9-Karl-Mala-Gedenkturnier-2026");
        assert_eq!(file_stem("  Open / Blitz  "), "Open-Blitz");
        assert_eq!(file_stem("Сплит Open"), "Сплит-Open");
        assert_eq!(file_stem("..."), "");
        let mut t = Tournament::new("9. Karl-Mala-Gedenkturnier");
        assert_eq!(Export::Trf(Dialect::Trf16).file_name(&t), "9-Karl-Mala-Gedenkturnier.trf");
        t.event.name.clear();
        assert_eq!(Export::Trf(Dialect::Trf16).file_name(&t), "tournament.trf");
    }
}
