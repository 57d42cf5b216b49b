//! TRF exports: the TRF-16 rating report and TRF-2026, both written by
//! [`crate::trf::write_as`]; this module only decides what goes in the
//! rank column and makes the header complete.

use super::StandingsTable;
use crate::model::{AuditAction, AuditEntry, Tournament};
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
    !since_import(t).iter().any(|e| changes_ranking(&e.action))
}

/// [`keeps_imported_ranks`] for the teams of a team event (`310` ranks):
/// every team has the rank its file gave, and nothing that changes match
/// or game points, the teams or the field happened since the import.
pub fn keeps_imported_team_ranks(t: &Tournament) -> bool {
    if t.teams.is_empty() || t.teams.iter().any(|x| x.imported_rank.is_none()) {
        return false;
    }
    !since_import(t).iter().any(|e| changes_ranking(&e.action) || changes_team_ranking(&e.action))
}

/// The audit entries after the (last) import; all of them when there was none.
fn since_import(t: &Tournament) -> &[AuditEntry] {
    match t.audit.iter().rposition(|e| e.action == AuditAction::ImportTrf) {
        Some(i) => &t.audit[i + 1..],
        None => &t.audit[..],
    }
}

/// Whether a change of this kind can change a team's points or the teams.
fn changes_team_ranking(action: &AuditAction) -> bool {
    match action {
        AuditAction::Undo(inner) | AuditAction::Redo(inner) => changes_team_ranking(inner),
        action => matches!(
            action,
            AuditAction::AddTeam
                | AuditAction::EditTeam
                | AuditAction::RemoveTeam
                | AuditAction::SetLineup
                | AuditAction::WithdrawTeam
        ),
    }
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

/// What a TRF report carries besides the tournament itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TrfOptions {
    /// The arbiter's changes FIDE's verification asks about — boards paired
    /// by hand, a pairing-allocated bye given by hand, published results
    /// corrected — as `### SDX` comment lines ([`arbiter_change_lines`]).
    /// Off by default: the rating report has games and results, not the
    /// log; the full log is its own export (text, PDF).
    pub arbiter_changes: bool,
}

/// The tournament as the report writes it: ranks filled in, and the player
/// counts (`062`, `072`) asked for.
///
/// Ranks: the imported ones while they are still right (see
/// [`keeps_imported_ranks`]), else the order of `standings` when given
/// (the position in the table, so ties broken as it breaks them), else
/// points descending, then pairing number.
///
/// No audit log and no comment line goes in (DESIGN "Records and
/// privacy"): comments an imported file had (another program's, or an
/// older export's log) are left out too; with
/// [`TrfOptions::arbiter_changes`] the `### SDX` lines are the only ones.
pub fn report_tournament(t: &Tournament, standings: Option<&StandingsTable>) -> Tournament {
    report_tournament_with(t, standings, TrfOptions::default())
}

/// [`report_tournament`] with `options`.
pub fn report_tournament_with(
    t: &Tournament,
    standings: Option<&StandingsTable>,
    options: TrfOptions,
) -> Tournament {
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
    // A team event's `310` ranks: the file's while still right, else the
    // team standings after the last round with the event's team tie-breaks
    // (C.07 4.2; the secondary score when it has none).
    if !t.teams.is_empty() && !keeps_imported_team_ranks(t) {
        let tiebreaks = crate::standings::tournament_team_tiebreaks(t)
            .or_else(|_| crate::standings::parse_team_tiebreaks(&["MPVGP"]))
            .unwrap_or_default();
        let last = t.rounds.iter().map(|r| r.number).max().unwrap_or(0);
        let rules = crate::standings::Rules::for_tournament(t);
        let fixed = crate::standings::pairings_fixed_in_advance(t);
        let table = crate::standings::team_standings(t, last, rules, &tiebreaks, fixed);
        for team in &mut report.teams {
            team.imported_rank = table.rows.iter().find(|r| r.tpn == team.tpn).map(|r| r.rank);
        }
    }
    report.foreign_trf_lines.retain(|l| !l.starts_with("###"));
    if options.arbiter_changes {
        report.foreign_trf_lines.extend(arbiter_change_lines(t));
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

pub use crate::trf::{ARBITER_CHANGE_TAG, arbiter_change_lines};

/// The TRF text of the tournament in `dialect`: TRF-16 (the rating report,
/// with the TRF(x) records the pairing engines read) or TRF-2026, with every
/// tournament record the event has data for.
pub fn trf(t: &Tournament, dialect: Dialect, standings: Option<&StandingsTable>) -> String {
    trf_with(t, dialect, standings, TrfOptions::default())
}

/// [`trf`] with `options`.
pub fn trf_with(
    t: &Tournament,
    dialect: Dialect,
    standings: Option<&StandingsTable>,
    options: TrfOptions,
) -> String {
    trf::write_complete(&report_tournament_with(t, standings, options), dialect)
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
    trf_report_with(t, dialect, TrfOptions::default())
}

/// [`trf_report`] with `options`.
pub fn trf_report_with(t: &Tournament, dialect: Dialect, options: TrfOptions) -> String {
    trf_with(t, dialect, StandingsTable::current(t).as_ref(), options)
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
