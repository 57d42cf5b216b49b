//! TRF exports: the TRF-16 rating report and TRF-2026, both written by
//! [`crate::trf::write_as`]; this module only decides what goes in the
//! rank column and makes the header complete.

use super::StandingsTable;
use crate::model::{AuditAction, Tournament};
use crate::tr;
use crate::trf::{self, Dialect};

/// Whether the ranks read from a TRF file are still right: every player has
/// one, and nothing that changes scores or the field happened since the
/// (last) import. A file read directly has no audit log at all: its ranks
/// are the ones the file had, made with the tie-breaks of the program that
/// wrote it, which beat a ranking by points only.
pub fn keeps_imported_ranks(t: &Tournament) -> bool {
    if t.players.is_empty() || t.players.iter().any(|p| p.imported_rank.is_none()) {
        return false;
    }
    let since_import = match t.audit.iter().rposition(|e| e.action == AuditAction::ImportTrf) {
        Some(i) => &t.audit[i + 1..],
        None => &t.audit[..],
    };
    !since_import.iter().any(|e| changes_ranking(&e.action))
}

/// Whether a change of this kind can change scores, the field or the order.
fn changes_ranking(action: &AuditAction) -> bool {
    match action {
        AuditAction::Undo(inner) | AuditAction::Redo(inner) => changes_ranking(inner),
        action => matches!(
            action,
            AuditAction::AddPlayer
                | AuditAction::RemovePlayer
                | AuditAction::WithdrawPlayer
                | AuditAction::RenumberPlayers
                | AuditAction::EditSettings
                | AuditAction::PairRound
                | AuditAction::OverridePairing
                | AuditAction::CorrectPublishedPairing
                | AuditAction::UnpairRound
                | AuditAction::EnterResult
                | AuditAction::CorrectResult
        ),
    }
}

/// The tournament as the report writes it: ranks filled in, and the player
/// counts (`062`, `072`) asked for.
///
/// Ranks: the imported ones while they are still right (see
/// [`keeps_imported_ranks`]), else the order of `standings` when given
/// (the position in the table, so ties broken as it breaks them), else
/// points descending, then pairing number.
pub fn report_tournament(t: &Tournament, standings: Option<&StandingsTable>) -> Tournament {
    let mut report = t.clone();
    if !keeps_imported_ranks(t) {
        let order: Vec<u32> = match standings {
            Some(table) => table.rows.iter().map(|r| r.tpn).collect(),
            None => t.players_by_score().into_iter().map(|(p, _)| p.tpn).collect(),
        };
        for p in &mut report.players {
            p.imported_rank = order.iter().position(|&tpn| tpn == p.tpn).map(|i| i as u32 + 1);
        }
    }
    // Issue 7: the audit entries of each round travel with the report as
    // TRF comment lines (`###`), so another program sees who changed what.
    // An entry already there (the report of an imported file, written
    // again) is not repeated. Entries are compared whole: a summary line
    // alone repeats (results entered in the same second).
    let mut present: std::collections::HashSet<Vec<String>> = comment_blocks(&report.foreign_trf_lines);
    for e in t.audit.iter().filter(|e| e.round.is_some()) {
        let lines = audit_comment_lines(e);
        if !present.contains(&lines) {
            report.foreign_trf_lines.extend(lines.iter().cloned());
            present.insert(lines);
        }
    }
    // The writer writes fresh 062/072 counts when the tournament notes that
    // its file had them (see `crate::trf`); a rating report needs both.
    for tag in ["062", "072"] {
        if !report.foreign_trf_lines.iter().any(|l| l.starts_with(tag)) {
            report.foreign_trf_lines.push(tag.to_owned());
        }
    }
    report
}

/// The audit entries among `lines`, each as its `###` lines: a summary line,
/// then the indented detail lines under it (see [`audit_comment_lines`]).
fn comment_blocks(lines: &[String]) -> std::collections::HashSet<Vec<String>> {
    let mut blocks = std::collections::HashSet::new();
    let mut block: Vec<String> = Vec::new();
    for line in lines.iter().filter(|l| l.starts_with("###")) {
        if !line.starts_with("###  ") && !block.is_empty() {
            blocks.insert(std::mem::take(&mut block));
        }
        block.push(line.clone());
    }
    if !block.is_empty() {
        blocks.insert(block);
    }
    blocks
}

/// An audit entry as `###` comment lines: its summary, then its details as
/// [`crate::audit::entry_lines`] writes them (a pairing board by board).
/// Control characters would break the record structure, so they become
/// blanks.
pub fn audit_comment_lines(e: &crate::model::AuditEntry) -> Vec<String> {
    crate::audit::entry_lines(e)
        .into_iter()
        .map(|line| {
            let clean: String = line.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
            format!("### {}", clean.trim_end())
        })
        .collect()
}

/// The TRF text of the tournament in `dialect`: TRF-16 (the rating report,
/// with the TRF(x) records the pairing engines read) or TRF-2026.
pub fn trf(t: &Tournament, dialect: Dialect, standings: Option<&StandingsTable>) -> String {
    trf::write_as(&report_tournament(t, standings), dialect)
}

/// The TRF report as the app and the command line write it: ranked by the
/// standings after the last complete round ([`StandingsTable::current`]).
///
/// One rule for both, and the one an arbiter expects: the ranks a report
/// sends are those of the standings as they stand when every result of a
/// round is in. A round that is paired but not played yet changes nobody's
/// rank; ranking after it would mix finished and unfinished scores. Before
/// round 1 is complete, points then pairing numbers decide.
pub fn trf_report(t: &Tournament, dialect: Dialect) -> String {
    trf(t, dialect, StandingsTable::current(t).as_ref())
}

/// Header data a rating report should have but the tournament lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportGap {
    EventName,
    City,
    Federation,
    StartDate,
    EndDate,
    ChiefArbiter,
    RoundDates,
}

impl ReportGap {
    /// The TRF record that would hold it.
    pub fn record(self) -> &'static str {
        match self {
            ReportGap::EventName => "012",
            ReportGap::City => "022",
            ReportGap::Federation => "032",
            ReportGap::StartDate => "042",
            ReportGap::EndDate => "052",
            ReportGap::ChiefArbiter => "102",
            ReportGap::RoundDates => "132",
        }
    }

    /// The warning shown to the arbiter.
    pub fn message(self) -> String {
        let what = match self {
            ReportGap::EventName => tr!("export-gap-event-name"),
            ReportGap::City => tr!("export-gap-city"),
            ReportGap::Federation => tr!("export-gap-federation"),
            ReportGap::StartDate => tr!("export-gap-start-date"),
            ReportGap::EndDate => tr!("export-gap-end-date"),
            ReportGap::ChiefArbiter => tr!("export-gap-chief-arbiter"),
            ReportGap::RoundDates => tr!("export-gap-round-dates"),
        };
        tr!("export-trf-gap", what = what, record = self.record())
    }
}

/// What the report's header will miss; the export is still written (a
/// test event or a draft report is fine without them).
pub fn report_gaps(t: &Tournament) -> Vec<ReportGap> {
    let e = &t.event;
    let mut gaps = Vec::new();
    let blank = |s: &str| s.trim().is_empty();
    if blank(&e.name) {
        gaps.push(ReportGap::EventName);
    }
    if blank(&e.city) {
        gaps.push(ReportGap::City);
    }
    if blank(&e.federation) {
        gaps.push(ReportGap::Federation);
    }
    if e.start_date.is_none() {
        gaps.push(ReportGap::StartDate);
    }
    if e.end_date.is_none() {
        gaps.push(ReportGap::EndDate);
    }
    if blank(&e.chief_arbiter) {
        gaps.push(ReportGap::ChiefArbiter);
    }
    let paired = t.rounds_paired() as usize;
    if paired > 0 && (0..paired).any(|i| e.round_dates.get(i).copied().flatten().is_none()) {
        gaps.push(ReportGap::RoundDates);
    }
    gaps
}
