//! `swissdesk export pdf|trf`: the command-line face of this module.

use super::{Document, ExportError, Orientation, Paper, PdfOptions, StandingsTable};
use crate::tr;
use crate::trf::Dialect;
use clap::{Subcommand, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Subcommand, Debug)]
pub enum ExportCommand {
    /// Writes a printout as PDF (pairings, slips, standings, cross table, player lists, audit log).
    Pdf {
        #[arg(long, value_enum)]
        doc: Document,
        /// Round (default: the last paired round; standings: the last complete round).
        #[arg(long)]
        round: Option<u32>,
        #[arg(long, value_enum, default_value = "a4")]
        paper: Paper,
        /// Default: landscape for the cross table, portrait otherwise.
        #[arg(long, value_enum)]
        orientation: Option<Orientation>,
        /// Tournament file (.ron or .trf).
        input: PathBuf,
        /// Output file; "-" for standard output.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Writes a TRF file: the TRF-16 rating report, or TRF-2026.
    Trf {
        #[arg(long, value_enum, default_value = "16")]
        format: TrfFormat,
        /// Tournament file (.ron or .trf).
        input: PathBuf,
        /// Output file; "-" for standard output.
        #[arg(short, long)]
        output: PathBuf,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TrfFormat {
    #[value(name = "16")]
    Trf16,
    #[value(name = "2026")]
    Trf2026,
}

/// Runs the command and reports errors the way the other subcommands do.
pub fn run(command: ExportCommand) -> ExitCode {
    match execute(command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("swissdesk: {e}");
            ExitCode::FAILURE
        }
    }
}

fn load(path: &Path) -> Result<crate::model::Tournament, ExportError> {
    crate::cli::load_tournament(path)
        .map_err(|e| ExportError::Load { path: path.display().to_string(), source: Box::new(e) })
}

/// Writes an export to `path` ("-": standard output) and, for a file, says
/// where it went.
pub(crate) fn write_output(path: &Path, bytes: &[u8]) -> Result<(), ExportError> {
    let name = path.display().to_string();
    let to_stdout = name == "-";
    let result =
        if to_stdout { std::io::stdout().lock().write_all(bytes) } else { std::fs::write(path, bytes) };
    result.map_err(|source| ExportError::Write { path: name.clone(), source })?;
    // With "-" standard output carries the file itself: no message there.
    if !to_stdout {
        println!("{}", tr!("export-written", path = name));
    }
    Ok(())
}

fn execute(command: ExportCommand) -> Result<(), ExportError> {
    match command {
        ExportCommand::Pdf { doc, round, paper, orientation, input, output } => {
            let t = load(&input)?;
            // The standings printout carries the C.07 tie-breaks in the
            // tournament's order.
            let table = match (doc, round) {
                (Document::Standings, Some(r)) if r == 0 || t.round(r).is_some() => {
                    Some(StandingsTable::for_tournament(&t, r))
                }
                (Document::Standings, None) => {
                    Some(StandingsTable::for_tournament(&t, t.last_complete_round()))
                }
                _ => None,
            };
            // The audit log printout of one round, when a round is given.
            let audit_filter = crate::audit::AuditFilter {
                round: round.filter(|_| doc == Document::Audit),
                ..crate::audit::AuditFilter::default()
            };
            let options = PdfOptions { round, paper, orientation, standings_table: table, audit_filter };
            write_output(&output, &super::pdf(&t, doc, &options)?)
        }
        ExportCommand::Trf { format, input, output } => {
            let t = load(&input)?;
            let dialect = match format {
                TrfFormat::Trf16 => Dialect::Trf16,
                TrfFormat::Trf2026 => Dialect::Trf2026,
            };
            for gap in super::report_gaps(&t) {
                eprintln!("{}", gap.message());
            }
            let table = StandingsTable::for_tournament(&t, t.rounds_paired());
            write_output(&output, super::trf(&t, dialect, Some(&table)).as_bytes())
        }
    }
}
