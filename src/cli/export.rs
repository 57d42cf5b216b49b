//! `swissdesk export pdf|trf`, and the conversions `import-trf` and
//! `export-trf`: the command-line face of [`crate::export`].

use super::{CliError, actor, write_to};
use crate::commands::{self, Command};
use crate::export::{self, Document, Orientation, Paper, PdfOptions, StandingsTable};
use crate::store::{self, load_tournament};
use crate::tr;
use crate::trf::{self, Dialect};
use clap::builder::PossibleValue;
use clap::{Subcommand, ValueEnum};
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
        /// The noticeboard's address (`http://192.168.1.20:8080/`): the
        /// pairings carry it with its QR code.
        #[arg(long)]
        qr: Option<String>,
        /// Tournament file (.ron or .trf).
        input: PathBuf,
        /// Output file; "-" for standard output.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Writes a TRF file: the TRF-16 rating report, or TRF-2026. No audit log goes in.
    Trf {
        #[arg(long, value_enum, default_value = "16")]
        format: TrfFormat,
        /// Adds the arbiter's changes FIDE's verification asks about (boards paired by hand,
        /// published results corrected) as `### SDX` comment lines: pairing numbers and result
        /// codes only, no reasons.
        #[arg(long)]
        arbiter_changes: bool,
        /// Tournament file (.ron or .trf).
        input: PathBuf,
        /// Output file; "-" for standard output.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Writes the noticeboard's pages as a website: a folder of static files
    /// (HTML, CSS) to open from the folder or put on a club's site. Only the
    /// published rounds, as on the noticeboard.
    Site {
        /// Tournament file (.ron or .trf).
        input: PathBuf,
        /// The folder (created if missing; its pages are replaced).
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

/// `--doc`: the printouts by the names the command line gives them.
impl ValueEnum for Document {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            Document::Pairings,
            Document::Alphabetical,
            Document::Slips,
            Document::Standings,
            Document::Wallchart,
            Document::Players,
            Document::PlayersByTpn,
            Document::PlayersByName,
            Document::Audit,
            Document::RoundRobinTable,
            Document::Schedule,
            Document::BoardPrizes,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (name, help) = match self {
            Document::Pairings => ("pairings", "Pairings by board, byes at the end"),
            Document::Alphabetical => ("alphabetical", "Every player by name, with board and colour"),
            Document::Slips => ("slips", "One result slip per board, several to a page, with cut lines"),
            Document::Standings => ("standings", "Standings after a round"),
            Document::Wallchart => ("wallchart", "Cross table (wall chart): player × round"),
            Document::Players => ("players", "Player list by pairing number, then by name"),
            Document::PlayersByTpn => ("players-by-tpn", "Player list by pairing number only"),
            Document::PlayersByName => ("players-by-name", "Player list by name only"),
            Document::RoundRobinTable => {
                ("rr-table", "Round robin: the square cross table with points, tie-breaks, places")
            }
            Document::Schedule => ("schedule", "Round robin: every round with colours on one page"),
            Document::BoardPrizes => ("board-prizes", "Team event: each board's players by percentage"),
            Document::Audit => (
                "audit",
                "The audit log: every change with time, arbiter, before and after, reasons and checker findings",
            ),
        };
        Some(PossibleValue::new(name).help(help))
    }
}

/// `--paper`.
impl ValueEnum for Paper {
    fn value_variants<'a>() -> &'a [Self] {
        &[Paper::A4, Paper::Letter, Paper::A3]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
            Paper::A3 => "a3",
        }))
    }
}

/// `--orientation`.
impl ValueEnum for Orientation {
    fn value_variants<'a>() -> &'a [Self] {
        &[Orientation::Portrait, Orientation::Landscape]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            Orientation::Portrait => "portrait",
            Orientation::Landscape => "landscape",
        }))
    }
}

/// Writes an export to `path` ("-": standard output) and, for a file, says
/// where it went.
pub(super) fn write_output(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let name = path.display().to_string();
    write_to(&name, bytes)?;
    // With "-" standard output carries the file itself: no message there.
    if name != "-" {
        println!("{}", tr!("export-written", path = name));
    }
    Ok(())
}

/// Runs `export pdf` or `export trf`.
pub(super) fn run(command: ExportCommand) -> Result<ExitCode, CliError> {
    match command {
        ExportCommand::Pdf { doc, round, paper, orientation, qr, input, output } => {
            let t = load_tournament(&input)?;
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
            let options = PdfOptions {
                round,
                paper,
                orientation,
                standings_table: table,
                audit_filter,
                noticeboard: qr,
            };
            write_output(&output, &export::pdf(&t, doc, &options)?)?;
        }
        ExportCommand::Trf { format, arbiter_changes, input, output } => {
            let t = load_tournament(&input)?;
            let dialect = match format {
                TrfFormat::Trf16 => Dialect::Trf16,
                TrfFormat::Trf2026 => Dialect::Trf2026,
            };
            for gap in export::report_gaps(&t) {
                eprintln!("{}", gap.message());
            }
            let options = export::TrfOptions { arbiter_changes };
            write_output(&output, export::trf_report_with(&t, dialect, options).as_bytes())?;
        }
        ExportCommand::Site { input, output } => return super::serve::export_site(&input, &output),
    }
    Ok(ExitCode::SUCCESS)
}

/// `import-trf`: a TRF file as a tournament document, logged as an import.
pub(super) fn import_trf(input: &Path, output: &Path) -> Result<ExitCode, CliError> {
    let import = trf::import_file(input)?;
    let changes: Vec<String> =
        import.warnings.iter().filter(|w| w.changes_the_event()).map(ToString::to_string).collect();
    for change in &changes {
        eprintln!("{change}");
    }
    let mut t = import.tournament;
    commands::apply(&mut t, Command::NoteImport { source: input.display().to_string(), changes }, &actor())?;
    // Not over a tournament another Swissdesk is editing.
    let _lock = store::EditLock::acquire(output)?;
    store::save(&t, output)?;
    println!(
        "{}",
        tr!(
            "cli-imported",
            players = t.players.len(),
            rounds = t.rounds.len(),
            path = output.display().to_string()
        )
    );
    Ok(ExitCode::SUCCESS)
}

/// `export-trf`: the tournament as TRF-16, as the engines read it.
pub(super) fn export_trf(input: &Path, output: &Path) -> Result<ExitCode, CliError> {
    let t = load_tournament(input)?;
    write_to(&output.display().to_string(), trf::write(&t).as_bytes())?;
    println!("{}", tr!("cli-exported", path = output.display().to_string()));
    Ok(ExitCode::SUCCESS)
}
