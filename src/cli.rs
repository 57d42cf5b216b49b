//! The headless command line: the same library the GUI uses.
//!
//! Besides the subcommands, the reference pairing engines' own command line
//! is accepted as is (`swissdesk --dutch in.trf -p out.txt`, `-c` to check),
//! so platforms that call such an engine can call Swissdesk instead.

use crate::commands::{self, Command};
use crate::model::{PairingSystem, Tournament};
use crate::pairing::{self, Pairing, PairingInput, recorded_pairing, same_pairing, truncate_before};
use crate::{store, tr, trf};
use clap::{Args, Parser, Subcommand};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use thiserror::Error;

#[derive(Parser, Debug)]
#[command(name = "swissdesk", version, about = "Swiss-system chess tournaments for arbiters")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<CliCommand>,
    /// Tournament file to open in the desktop app (.ron or .trf).
    pub file: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum CliCommand {
    /// Converts a TRF file into a Swissdesk tournament (.ron).
    ImportTrf {
        input: PathBuf,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Writes a tournament (.ron or .trf) as a TRF-16 file.
    ExportTrf {
        input: PathBuf,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Prints event data, players, rounds and the current scores.
    Info { file: PathBuf },
    /// Writes printouts (PDF) and reports (TRF-16 rating report, TRF-2026).
    Export {
        #[command(subcommand)]
        what: crate::export::ExportCommand,
    },
    /// Pairs the round after the last one in the file.
    Pair {
        #[command(flatten)]
        system: SystemFlag,
        input: PathBuf,
        /// Where to write the pairing (reference-engine format); stdout without a file.
        #[arg(short = 'p', long = "pairing-output", num_args = 0..=1, default_missing_value = "-")]
        output: Option<String>,
    },
    /// Re-pairs every round from the rounds before it and reports differences;
    /// with --proposal, checks a proposed pairing of the next round instead.
    Check {
        #[command(flatten)]
        system: SystemFlag,
        input: PathBuf,
        /// A proposed pairing of the next round (the format `pair` writes).
        #[arg(long)]
        proposal: Option<PathBuf>,
    },
    /// Writes a random tournament paired round by round by the engine.
    Generate {
        #[command(flatten)]
        system: SystemFlag,
        #[arg(long)]
        players: u32,
        #[arg(long)]
        rounds: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Prints the standings with the FIDE tie-breaks (C.07).
    Standings {
        #[command(flatten)]
        args: crate::standings::cli::StandingsArgs,
    },
    /// Explains how the engine pairs round N: brackets, downfloaters, colours.
    Explain {
        #[command(flatten)]
        system: SystemFlag,
        input: PathBuf,
        #[arg(long)]
        round: Option<u32>,
    },
    /// Lists the audit log, optionally filtered.
    Audit {
        file: PathBuf,
        #[arg(long)]
        round: Option<u32>,
        #[arg(long)]
        actor: Option<String>,
        /// Text to look for in what changed, reasons and findings.
        #[arg(long)]
        grep: Option<String>,
        /// Writes the filtered log as a PDF printout to this file instead.
        #[arg(long)]
        pdf: Option<PathBuf>,
    },
    /// Times the pairing of the last round of generated tournaments.
    Bench {
        #[command(flatten)]
        system: SystemFlag,
        /// Player counts, comma-separated.
        #[arg(long, value_delimiter = ',', default_value = "100,400,1000,3000")]
        players: Vec<u32>,
        #[arg(long, default_value_t = 9)]
        rounds: u32,
        #[arg(long, default_value_t = 5)]
        runs: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// Which pairing system (one flag, as the reference engines take it).
#[derive(Args, Debug, Clone, Copy)]
#[group(required = false, multiple = false)]
pub struct SystemFlag {
    /// FIDE Dutch system, 2017 rules.
    #[arg(long)]
    pub dutch: bool,
    /// FIDE Dutch system, 2026 rules.
    #[arg(long)]
    pub dutch2026: bool,
    #[arg(long)]
    pub burstein: bool,
}

impl SystemFlag {
    /// The system named on the command line, if any.
    fn chosen(self) -> Option<PairingSystem> {
        if self.dutch2026 {
            Some(PairingSystem::Dutch2026)
        } else if self.burstein {
            Some(PairingSystem::Burstein)
        } else if self.dutch {
            Some(PairingSystem::Dutch2017)
        } else {
            None
        }
    }

    /// The system named, else the one a new tournament uses (the rules in force).
    fn or_default(self) -> PairingSystem {
        self.chosen().unwrap_or_default()
    }
}

#[derive(Debug, Error)]
pub enum CliError {
    #[error("{0}")]
    Trf(#[from] trf::TrfError),
    #[error("{0}")]
    Store(#[from] store::StoreError),
    #[error("{0}")]
    Command(#[from] commands::CommandError),
    #[error("{}", tr!("cli-error-write", path = path.as_str(), reason = reason.as_str()))]
    Write { path: String, reason: String },
    #[error("{}", tr!("cli-error-no-gui"))]
    NoGui,
    #[error("{}", tr!("cli-error-proposal", path = path.as_str(), reason = reason.as_str()))]
    Proposal { path: String, reason: String },
    #[error("{0}")]
    Export(#[from] crate::export::ExportError),
}

/// Loads a tournament from `.trf` or `.ron`, by extension, else by content.
pub fn load_tournament(path: &Path) -> Result<Tournament, CliError> {
    let ext = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("ron") => Ok(store::load(path)?),
        Some("trf") | Some("txt") => Ok(trf::read_file(path)?),
        _ => match std::fs::read(path) {
            Ok(bytes) if bytes.starts_with(b"(") || bytes.windows(8).take(64).any(|w| w == b"version:") => {
                Ok(store::load(path)?)
            }
            _ => Ok(trf::read_file(path)?),
        },
    }
}

/// `swissdesk audit`: the filtered log as text on standard output, or as a
/// PDF printout.
fn audit_log(
    file: &Path,
    filter: crate::audit::AuditFilter,
    pdf: Option<&Path>,
) -> Result<ExitCode, CliError> {
    let t = load_tournament(file)?;
    match pdf {
        None => print!("{}", crate::audit::to_text(&t, &filter)),
        Some(out) => {
            let options = crate::export::PdfOptions { audit_filter: filter, ..Default::default() };
            let bytes = crate::export::pdf(&t, crate::export::Document::Audit, &options)?;
            crate::export::cli::write_output(out, &bytes)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn write_text(path: &str, text: &str) -> Result<(), CliError> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(text.as_bytes())
            .map_err(|e| CliError::Write { path: path.to_string(), reason: e.to_string() });
    }
    std::fs::write(path, text).map_err(|e| CliError::Write { path: path.to_string(), reason: e.to_string() })
}

/// Entry point for everything but the GUI. `None` means "open the GUI".
pub fn run(cli: Cli) -> Option<ExitCode> {
    let command = cli.command?;
    let result = match command {
        CliCommand::ImportTrf { input, output } => import_trf(&input, &output).map(|_| ExitCode::SUCCESS),
        CliCommand::ExportTrf { input, output } => export_trf(&input, &output).map(|_| ExitCode::SUCCESS),
        CliCommand::Info { file } => info(&file).map(|_| ExitCode::SUCCESS),
        CliCommand::Export { what } => Ok(crate::export::cli::run(what)),
        CliCommand::Pair { system, input, output } => {
            pair_file(system.chosen(), &input, output.as_deref().unwrap_or("-"))
        }
        CliCommand::Check { system, input, proposal: None } => check_file(system.chosen(), &input),
        CliCommand::Check { system, input, proposal: Some(proposal) } => {
            check_proposal(system.chosen(), &input, &proposal)
        }
        CliCommand::Generate { system, players, rounds, seed, output } => {
            generate(system.or_default(), players, rounds, seed, &output)
        }
        CliCommand::Standings { args } => Ok(crate::standings::cli::run(&args)),
        CliCommand::Explain { system, input, round } => explain_round(system.chosen(), &input, round),
        CliCommand::Audit { file, round, actor, grep, pdf } => {
            let filter = crate::audit::AuditFilter { round, action: None, actor, text: grep };
            audit_log(&file, filter, pdf.as_deref())
        }
        CliCommand::Bench { system, players, rounds, runs, seed } => {
            crate::bench::run(system.or_default(), &players, rounds, runs, seed);
            Ok(ExitCode::SUCCESS)
        }
    };
    Some(match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("swissdesk: {e}");
            ExitCode::FAILURE
        }
    })
}

/// The reference engines' command line: `--dutch in.trf -p [out]` or
/// `--dutch in.trf -c`. Returns `None` when `args` are not in that form.
pub fn run_engine_style(args: &[String]) -> Option<ExitCode> {
    let system = match args.get(1).map(String::as_str) {
        Some("--dutch") => PairingSystem::Dutch2017,
        Some("--dutch2026") => PairingSystem::Dutch2026,
        Some("--burstein") => PairingSystem::Burstein,
        _ => return None,
    };
    let input = PathBuf::from(args.get(2)?);
    let result = match args.get(3).map(String::as_str) {
        Some("-p") => pair_file(Some(system), &input, args.get(4).map(String::as_str).unwrap_or("-")),
        Some("-c") => check_file(Some(system), &input),
        _ => return None,
    };
    Some(match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("swissdesk: {e}");
            ExitCode::FAILURE
        }
    })
}

fn import_trf(input: &Path, output: &Path) -> Result<(), CliError> {
    let mut t = trf::read_file(input)?;
    commands::apply(&mut t, Command::NoteImport { source: input.display().to_string() }, &actor())?;
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
    Ok(())
}

fn export_trf(input: &Path, output: &Path) -> Result<(), CliError> {
    let t = load_tournament(input)?;
    write_text(&output.display().to_string(), &trf::write(&t))?;
    println!("{}", tr!("cli-exported", path = output.display().to_string()));
    Ok(())
}

/// The arbiter name used in audit entries made from the command line.
fn actor() -> String {
    std::env::var("SWISSDESK_ARBITER")
        .ok()
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| tr!("cli-actor"))
}

fn info(path: &Path) -> Result<(), CliError> {
    let t = load_tournament(path)?;
    print!("{}", info_text(&t));
    Ok(())
}

/// The text of `swissdesk info`.
pub fn info_text(t: &Tournament) -> String {
    let mut out = String::new();
    let e = &t.event;
    let line = |out: &mut String, label: String, value: &str| {
        if !value.trim().is_empty() {
            out.push_str(&format!("{label}: {value}\n"));
        }
    };
    line(&mut out, tr!("label-event"), &e.name);
    line(&mut out, tr!("label-city"), &e.city);
    line(&mut out, tr!("label-federation"), &e.federation);
    let dates = match (e.start_date, e.end_date) {
        (Some(s), Some(f)) => format!("{s} – {f}"),
        (Some(s), None) => s.to_string(),
        _ => String::new(),
    };
    line(&mut out, tr!("label-dates"), &dates);
    line(&mut out, tr!("label-chief-arbiter"), &e.chief_arbiter);
    line(&mut out, tr!("label-deputies"), &e.deputy_arbiters.join(", "));
    line(&mut out, tr!("label-time-control"), &e.time_control);
    line(&mut out, tr!("label-system"), t.settings.pairing_system.flag());
    let s = &t.settings.scoring;
    line(&mut out, tr!("label-scoring"), &format!("{} / {} / {}", s.win, s.draw, s.loss));
    out.push_str(&format!(
        "{}\n",
        tr!(
            "info-summary",
            players = t.players.len(),
            paired = t.rounds_paired(),
            planned = t.settings.rounds_planned
        )
    ));
    out.push('\n');
    out.push_str(&format!(
        "{:>5} {:>5}  {:<4} {:<32} {:>6} {:<4} {:>6}\n",
        tr!("col-place"),
        tr!("col-tpn"),
        tr!("col-title"),
        tr!("col-name"),
        tr!("col-rating"),
        tr!("col-fed"),
        tr!("col-points")
    ));
    let standings = t.players_by_score();
    let mut place = 0;
    let mut previous = None;
    for (i, (p, pts)) in standings.iter().enumerate() {
        if previous != Some(*pts) {
            place = i + 1;
            previous = Some(*pts);
        }
        out.push_str(&format!(
            "{:>5} {:>5}  {:<4} {:<32} {:>6} {:<4} {:>6}\n",
            place,
            p.tpn,
            p.title.map(|t| t.code()).unwrap_or(""),
            p.name,
            p.rating.map(|r| r.to_string()).unwrap_or_default(),
            p.federation,
            pts.to_string()
        ));
    }
    out
}

/// Pairs the next round of `input` with `system`, or with the system the
/// tournament file names when none is given.
fn pair_file(system: Option<PairingSystem>, input: &Path, output: &str) -> Result<ExitCode, CliError> {
    let t = load_tournament(input)?;
    let system = system.unwrap_or(t.settings.pairing_system);
    let round = PairingInput::next_round(&t);
    let mut draft = t.clone();
    commands::prepare_round(&mut draft, round);
    let pairing_input = PairingInput::from_tournament(&draft, round);
    let pairing = pairing::pair(system, &pairing_input).map_err(commands::CommandError::from)?;
    write_text(output, &pairing.to_engine_text())?;
    Ok(ExitCode::SUCCESS)
}

fn check_file(system: Option<PairingSystem>, input: &Path) -> Result<ExitCode, CliError> {
    let t = load_tournament(input)?;
    let system = system.unwrap_or(t.settings.pairing_system);
    let mut differing = 0;
    let last = t.rounds_paired();
    for round in 1..=last {
        let before = truncate_before(&t, round);
        let pairing_input = PairingInput::from_tournament(&before, round);
        let expected = recorded_pairing(&t, round);
        match pairing::pair(system, &pairing_input) {
            Ok(got) if same_pairing(&got, &expected) => {}
            Ok(got) => {
                differing += 1;
                println!("{}", tr!("check-round-differs", round = round));
                print!("{}", tr!("check-expected"));
                println!("\n{}", expected.to_engine_text().trim_end());
                print!("{}", tr!("check-got"));
                println!("\n{}", got.to_engine_text().trim_end());
            }
            Err(e) => {
                differing += 1;
                println!("{}", tr!("check-round-error", round = round, error = e.to_string()));
            }
        }
    }
    println!("{}", tr!("check-summary", matched = last - differing, total = last));
    Ok(if differing == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// `check --proposal`: one finding per line, absolute ones first; exit 0
/// without an absolute violation, 2 with one.
fn check_proposal(
    system: Option<PairingSystem>,
    input: &Path,
    proposal: &Path,
) -> Result<ExitCode, CliError> {
    let t = load_tournament(input)?;
    let system = system.unwrap_or(t.settings.pairing_system);
    let path = proposal.display().to_string();
    let text = std::fs::read_to_string(proposal)
        .map_err(|e| CliError::Proposal { path: path.clone(), reason: e.to_string() })?;
    let proposed =
        Pairing::from_engine_text(&text).map_err(|e| CliError::Proposal { path, reason: e.to_string() })?;
    let round = PairingInput::next_round(&t);
    let mut draft = t.clone();
    commands::prepare_round(&mut draft, round);
    let pairing_input = PairingInput::from_tournament(&draft, round);
    let findings =
        pairing::checker::check(system, &pairing_input, &proposed).map_err(commands::CommandError::from)?;
    if findings.is_empty() {
        println!("{}", tr!("check-no-findings"));
    }
    for f in &findings {
        println!("{f}");
    }
    Ok(if pairing::checker::has_absolute(&findings) { ExitCode::from(2) } else { ExitCode::SUCCESS })
}

/// `explain --round N`: re-pairs round N from the rounds before it (the
/// next round when N is not given) and prints the engine's trace.
fn explain_round(
    system: Option<PairingSystem>,
    input: &Path,
    round: Option<u32>,
) -> Result<ExitCode, CliError> {
    let t = load_tournament(input)?;
    let system = system.unwrap_or(t.settings.pairing_system);
    let round = round.unwrap_or_else(|| PairingInput::next_round(&t));
    let explanation = commands::explain_round(&t, system, round)?;
    print!("{}", explanation.to_text());
    Ok(ExitCode::SUCCESS)
}

fn generate(
    system: PairingSystem,
    players: u32,
    rounds: u32,
    seed: u64,
    output: &Path,
) -> Result<ExitCode, CliError> {
    let t = crate::generator::generate(system, players, rounds, seed)?;
    write_text(&output.display().to_string(), &trf::write(&t))?;
    Ok(ExitCode::SUCCESS)
}
