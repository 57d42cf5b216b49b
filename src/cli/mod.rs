//! The headless command line: the same library the GUI uses.
//!
//! Besides the subcommands, the reference pairing engines' own command line
//! is accepted as is (`swissdesk --dutch in.trf -p out.txt`, `-c` to check),
//! so platforms that call such an engine can call Swissdesk instead.
//!
//! Everything the command line knows lives here: the clap definitions, the
//! argument types, and how each subcommand reads its files and prints. The
//! library modules it calls (`export`, `standings`, `pairing`, ...) know
//! nothing of it.

mod check;
mod export;
mod fide_mode;
mod generate;
mod info;
mod pair;
mod rating_list;
mod roundrobin;
mod serve;
mod standings;
mod table;
mod team_standings;

pub use export::{ExportCommand, TrfFormat};
pub use generate::engine_config;
pub use standings::StandingsArgs;
pub use table::Format;

use crate::model::SystemId;
use crate::pairing;
use crate::standings::TieBreakError;
use crate::{commands, store, tr, trf};
use clap::{Args, Parser, Subcommand};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
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
        what: ExportCommand,
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
    /// The pairings and tie-breaks checker: re-pairs every round from the rounds
    /// before it, re-computes the standings with the event's tie-breaks and
    /// reports every difference; with --proposal, checks a proposed pairing of
    /// the next round instead.
    Check {
        #[command(flatten)]
        system: SystemFlag,
        input: PathBuf,
        /// A proposed pairing of the next round (the format `pair` writes).
        #[arg(long)]
        proposal: Option<PathBuf>,
        /// Tie-break codes the standings are checked with, e.g. DE,BH-C1,BH,SB
        /// (default: the file's `202`/`212`; without them, points alone).
        #[arg(long, value_delimiter = ',')]
        tiebreaks: Option<Vec<String>>,
        /// Edition of the tie-break regulations, c07-2024 or c07-2026
        /// (default: the one in force on the event's start date).
        #[arg(long)]
        rules: Option<String>,
        /// The report: text, or JSON for programs.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// The random tournament generator: an event paired round by round by the
    /// engine, results from the rating-based model, written as TRF-2026.
    Generate {
        #[command(flatten)]
        system: SystemFlag,
        #[command(flatten)]
        args: generate::GenerateArgs,
    },
    /// Prints the standings with the FIDE tie-breaks (C.07).
    Standings {
        #[command(flatten)]
        args: StandingsArgs,
    },
    /// Explains how the engine pairs round N: brackets, downfloaters, colours.
    Explain {
        #[command(flatten)]
        system: SystemFlag,
        input: PathBuf,
        #[arg(long)]
        round: Option<u32>,
    },
    /// FIDE mode of an event meant for FIDE rating: `on` (the restrictions of
    /// the verification check-list apply), `leave --reason TEXT` (logged,
    /// printed on every printout and written in the TRF), `not-rated`.
    FideMode {
        file: PathBuf,
        #[arg(value_enum)]
        mode: fide_mode::FideModeChoice,
        #[arg(long)]
        reason: Option<String>,
    },
    /// The user manual in Markdown, or laid out as a PDF with --pdf.
    Manual {
        /// Writes the manual as a PDF to this file (`-`: standard output).
        #[arg(long)]
        pdf: Option<PathBuf>,
        #[arg(long, value_enum, default_value = "a4")]
        paper: crate::export::Paper,
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
    /// The FIDE rating list: import, search, download, update a tournament's ratings.
    RatingList {
        #[command(subcommand)]
        what: rating_list::RatingListCommand,
    },
    /// Serves the noticeboard: the file's published rounds (pairings with a
    /// search, standings, cross table, player cards, screen mode) to phones
    /// on the local network, read-only. Follows the file as it is saved.
    /// Stops with Ctrl+C.
    Serve {
        /// Tournament file (.ron or .trf).
        file: PathBuf,
        /// The address of the interface to listen on: this computer's address
        /// on the venue network (`0.0.0.0`: every interface). Default: this
        /// computer only.
        #[arg(long, default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
        /// The port (0: any free one).
        #[arg(long, default_value_t = crate::noticeboard::DEFAULT_PORT)]
        port: u16,
    },
    /// Measures the noticeboard on this machine: simulated phones polling a
    /// generated event on loopback while the desk works (requests per
    /// second, latencies, the desk's own step times).
    BenchNoticeboard {
        #[arg(long, default_value_t = 500)]
        phones: usize,
        #[arg(long, default_value_t = 300)]
        players: u32,
        /// Seconds of each of the two phases.
        #[arg(long, default_value_t = 20)]
        seconds: u64,
    },
    /// Times the pairing of every round of generated tournaments: each round's time, the worst
    /// round, the time to generate the event and the peak memory, per size.
    Bench {
        #[command(flatten)]
        system: SystemFlag,
        /// Player counts, comma-separated (team counts for a team system: --teams says so).
        #[arg(long, visible_alias = "teams", value_delimiter = ',', default_value = "100,400,1000,3000")]
        players: Vec<u32>,
        /// Rounds of each generated event; every one of them is timed.
        #[arg(long, default_value_t = 9)]
        rounds: u32,
        /// Timed pairings of each round (the median and the best are reported).
        #[arg(long, default_value_t = 5)]
        runs: u32,
        /// Boards per team of the generated team events (a team system, e.g. --team; the players
        /// are then teams). Without it the board count is drawn from the seed.
        #[arg(long)]
        boards: Option<u32>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// Which pairing system: one flag per available system (`--dutch`,
/// `--dutch2026`, ...), as the reference engines take it. The flags come
/// from [`pairing::available_systems`], so a new system gets its flag
/// without a change here.
#[derive(Debug, Clone, Default)]
pub struct SystemFlag {
    chosen: Option<SystemId>,
    /// `--baku`: compute Baku acceleration (C.04.7) from the event.
    baku: bool,
    /// `--berger`: a round robin by the Berger tables (`crate::roundrobin`),
    /// not a Swiss system.
    berger: bool,
}

/// The flag of round robins (`--berger`).
const BERGER_FLAG: &str = "berger";

impl SystemFlag {
    /// Whether `input` is to be paired as a round robin: `--berger`, or no
    /// system named and a file whose event is one.
    fn round_robin(&self, input: &std::path::Path) -> bool {
        self.berger || (self.chosen.is_none() && !self.baku && roundrobin::is_round_robin_file(input))
    }

    /// The system named on the command line, if any.
    fn chosen(&self) -> Option<SystemId> {
        self.chosen.clone()
    }

    /// The system named, else the one a new tournament uses (the rules in force).
    fn or_default(&self) -> SystemId {
        self.chosen().unwrap_or_default()
    }
}

impl clap::FromArgMatches for SystemFlag {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let chosen = pairing::available_systems()
            .find(|s| matches.try_get_one::<bool>(s.id()).ok().flatten().copied().unwrap_or(false))
            .map(|s| s.system_id());
        let baku = matches.try_get_one::<bool>("baku").ok().flatten().copied().unwrap_or(false);
        let berger = matches.try_get_one::<bool>(BERGER_FLAG).ok().flatten().copied().unwrap_or(false);
        Ok(SystemFlag { chosen, baku, berger })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for SystemFlag {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let mut cmd = cmd;
        let mut ids = Vec::new();
        for system in pairing::available_systems() {
            ids.push(system.id());
            let mut flag = clap::Arg::new(system.id()).long(system.id()).action(clap::ArgAction::SetTrue);
            if localised_help() {
                flag = flag.help(system.name());
            }
            if let Some(alias) = system.flag_alias() {
                flag = flag.visible_alias(alias);
            }
            cmd = cmd.arg(flag);
        }
        // `--berger` is not a Swiss system, but as exclusive as one.
        let mut berger = clap::Arg::new(BERGER_FLAG)
            .long(BERGER_FLAG)
            .action(clap::ArgAction::SetTrue)
            .conflicts_with("baku");
        let mut baku = clap::Arg::new("baku").long("baku").action(clap::ArgAction::SetTrue);
        if localised_help() {
            berger = berger.help(tr!("cli-berger-help"));
            baku = baku.help(tr!("cli-baku-help"));
        }
        cmd = cmd.arg(berger);
        ids.push(BERGER_FLAG);
        cmd.group(clap::ArgGroup::new("system").args(ids).multiple(false).required(false)).arg(baku)
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

/// Whether the clap definitions carry their help texts from the
/// translations; off only during [`parse_args_from`]'s first parse.
static LOCALISED_HELP: AtomicBool = AtomicBool::new(true);

fn localised_help() -> bool {
    LOCALISED_HELP.load(Ordering::Relaxed)
}

/// Reads the command line ([`parse_args_from`] on the process's arguments).
pub fn parse_args() -> Cli {
    parse_args_from(std::env::args_os().collect::<Vec<_>>())
}

/// Reads a command line as [`Cli::parse_from`] does. The help texts taken
/// from the translations (the systems' names, `--berger`, `--baku`) load
/// the whole translation bundle, a fifth of a 400-player `pair` command's
/// start-up, and clap only prints them for `--help` or an error: the first
/// parse is made without them, and only a command line that does not parse
/// is read again with them (clap then prints its help or error and exits).
pub fn parse_args_from<I, T>(args: I) -> Cli
where
    I: IntoIterator<Item = T> + Clone,
    T: Into<std::ffi::OsString> + Clone,
{
    LOCALISED_HELP.store(false, Ordering::Relaxed);
    let first = Cli::try_parse_from(args.clone());
    LOCALISED_HELP.store(true, Ordering::Relaxed);
    match first {
        Ok(cli) => cli,
        Err(_) => Cli::parse_from(args),
    }
}

#[derive(Debug, Error)]
pub enum CliError {
    /// A tournament file that could not be read (the message names it).
    #[error("{0}")]
    Load(#[from] store::LoadError),
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
    #[error("{0}")]
    TieBreak(#[from] TieBreakError),
    #[error("{}", tr!("standings-error-unknown-rules", rules = rules.as_str()))]
    UnknownRules { rules: String },
    #[error("{}", tr!("standings-error-round", round = (*round), rounds = (*rounds)))]
    Round { round: u32, rounds: u32 },
    #[error("{}", tr!("standings-error-json", reason = reason.as_str()))]
    Json { reason: String },
    #[error("{0}")]
    RatingList(#[from] crate::ratings::ListError),
    #[error("{0}")]
    Noticeboard(#[from] crate::noticeboard::NoticeboardError),
    /// A parameter of the random tournament generator that cannot be used.
    #[error("{reason}")]
    Generator { reason: String },
}

/// Writes `bytes` to `path` atomically (a killed or failed write leaves the
/// previous file whole), or to standard output for `-`.
fn write_to(path: &str, bytes: &[u8]) -> Result<(), CliError> {
    if path == "-" {
        return std::io::stdout()
            .lock()
            .write_all(bytes)
            .map_err(|e| CliError::Write { path: path.to_string(), reason: e.to_string() });
    }
    Ok(store::write_file(std::path::Path::new(path), bytes)?)
}

/// The command line speaks the language the arbiter chose in Swissdesk's
/// settings, as the app does (`gui::App::new` reads the same file), unless
/// `SWISSDESK_LANG` forces one; no choice there: the system's. Why: the
/// audit lines a command writes into an event (`fide-mode`, `withdraw`, …)
/// are text in the language of the run that wrote them (commands::describe,
/// like a paper log); an arbiter who set Deutsch expects the lines the
/// terminal adds to read like the app's, not in the system's English. A
/// settings file that cannot be read is the app's to report: ignored here.
pub fn speak_the_settings_language() {
    if std::env::var_os(crate::i18n::LANGUAGE_ENV).is_some() {
        return;
    }
    let Ok(location) = store::settings::settings_location() else { return };
    if let Some(language) = store::settings::load_settings(&location.file()).settings.language {
        crate::i18n::prefer_language(&language);
    }
}

/// Names the arbiter of the changes a command makes, for this run only
/// (over the name in Swissdesk's settings).
pub const ARBITER_ENV: &str = "SWISSDESK_ARBITER";

/// The arbiter named in the audit entries a command adds (`import-trf`,
/// `fide-mode`, `rating-list update`): `SWISSDESK_ARBITER` when the
/// command is given one; else the name the arbiter set in Swissdesk's
/// settings, as the app logs its own changes (`gui::App::actor`); no name
/// anywhere: "command line". Why: the log answers who changed the event;
/// the arbiter who ran a command is the one who set the name, and a change
/// logged as "command line" beside the app's named ones reads as somebody
/// else's. Read only when a command logs (a command that changes nothing
/// does not open the settings for it); a settings file that cannot be read
/// is the app's to report, as in [`speak_the_settings_language`].
fn actor() -> String {
    let named = |name: String| Some(name.trim().to_owned()).filter(|name| !name.is_empty());
    std::env::var(ARBITER_ENV)
        .ok()
        .and_then(named)
        .or_else(|| {
            let location = store::settings::settings_location().ok()?;
            named(store::settings::load_settings(&location.file()).settings.arbiter_name)
        })
        .unwrap_or_else(|| tr!("cli-actor"))
}

/// The exit status of a subcommand, its error printed on standard error.
fn finish(result: Result<ExitCode, CliError>) -> ExitCode {
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("swissdesk: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Whether the command serves the noticeboard: a server, not a filter in a
/// pipe, which must outlive a phone that hangs up mid-answer (hyper writes
/// with `writev`, which raises SIGPIPE on a closed socket), so it keeps
/// Rust's SIGPIPE setting (ignored).
pub fn is_serve(cli: &Cli) -> bool {
    matches!(cli.command, Some(CliCommand::Serve { .. }))
}

/// Entry point for everything but the GUI. `None` means "open the GUI".
pub fn run(cli: Cli) -> Option<ExitCode> {
    let command = cli.command?;
    let result = match command {
        CliCommand::ImportTrf { input, output } => export::import_trf(&input, &output),
        CliCommand::ExportTrf { input, output } => export::export_trf(&input, &output),
        CliCommand::Info { file } => info::info(&file),
        CliCommand::Export { what } => export::run(what),
        CliCommand::Pair { system, input, output } if system.round_robin(&input) => {
            roundrobin::pair_file(&input, output.as_deref().unwrap_or("-"))
        }
        CliCommand::Check { system, input, proposal: None, tiebreaks, rules, format } => {
            check::run(&system, &input, &check::CheckOptions { tiebreaks, rules, format })
        }
        CliCommand::Check { system, input, proposal: Some(proposal), .. } if system.round_robin(&input) => {
            pair::read_proposal(&proposal).and_then(|proposed| roundrobin::check_proposal(&input, &proposed))
        }
        CliCommand::Explain { system, input, round } if system.round_robin(&input) => {
            roundrobin::explain(&input, round)
        }
        CliCommand::Pair { system, input, output } => {
            pair::pair_file(system.chosen(), system.baku, &input, output.as_deref().unwrap_or("-"))
        }
        CliCommand::Check { system, input, proposal: Some(proposal), .. } => {
            pair::check_proposal(system.chosen(), &input, &proposal)
        }
        CliCommand::Generate { system, args } => generate::run(&system, &args),
        CliCommand::Standings { args } => standings::run(&args),
        CliCommand::Explain { system, input, round } => {
            pair::explain_round(system.chosen(), system.baku, &input, round)
        }
        CliCommand::Audit { file, round, actor, grep, pdf } => {
            let filter = crate::audit::AuditFilter { round, action: None, actor, text: grep };
            info::audit_log(&file, filter, pdf.as_deref())
        }
        CliCommand::RatingList { what } => rating_list::run(what),
        CliCommand::FideMode { file, mode, reason } => fide_mode::run(&file, mode, reason),
        CliCommand::Manual { pdf, paper } => info::manual(pdf.as_deref(), paper),
        CliCommand::Serve { file, bind, port } => serve::serve(&file, bind, port),
        CliCommand::BenchNoticeboard { phones, players, seconds } => serve::bench(phones, players, seconds),
        CliCommand::Bench { system, players, rounds, runs, boards, seed } => {
            pair::bench(&system.or_default(), &players, boards, rounds, runs, seed)
        }
    };
    Some(finish(result))
}

/// Whether `args` are the reference engines' command line
/// ([`run_engine_style`]).
pub fn is_engine_style(args: &[String]) -> bool {
    engine_style(args).is_some() || generate::engine_generate(args).is_some()
}

/// The reference engines' command line: `--dutch in.trf -p [out]` or
/// `--dutch in.trf -c`. Returns `None` when `args` are not in that form.
pub fn run_engine_style(args: &[String]) -> Option<ExitCode> {
    if let Some(parsed) = generate::engine_generate(args) {
        return Some(finish(parsed.and_then(|g| generate::run_engine_generate(&g))));
    }
    let (system, input, check) = engine_style(args)?;
    let result = if check {
        let berger = system.as_str() == BERGER_FLAG;
        let flag = SystemFlag { chosen: (!berger).then_some(system), baku: false, berger };
        check::run(&flag, &input, &check::CheckOptions::engine_style())
    } else if system.as_str() == BERGER_FLAG {
        roundrobin::pair_file(&input, args.get(4).map(String::as_str).unwrap_or("-"))
    } else {
        pair::pair_file(Some(system), false, &input, args.get(4).map(String::as_str).unwrap_or("-"))
    };
    Some(finish(result))
}

/// The system, the input and whether to check (`-c`) rather than pair
/// (`-p`), when `args` are the reference engines' command line.
fn engine_style(args: &[String]) -> Option<(crate::model::SystemId, PathBuf, bool)> {
    let flag = args.get(1)?.strip_prefix("--")?;
    let system = if flag == BERGER_FLAG {
        crate::model::SystemId::new(BERGER_FLAG)
    } else {
        pairing::available_systems().find(|s| s.id() == flag)?.system_id()
    };
    let input = PathBuf::from(args.get(2)?);
    let check = match args.get(3).map(String::as_str) {
        Some("-p") => false,
        Some("-c") => true,
        _ => return None,
    };
    Some((system, input, check))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn a_command_line_parses_alike_without_the_help_texts() {
        let line = ["swissdesk", "pair", "--dutch", "event.trf", "-p", "out.txt"];
        let quick = parse_args_from(line);
        let full = Cli::try_parse_from(line).map(|c| format!("{c:?}"));
        assert_eq!(Ok(format!("{quick:?}")), full.map_err(|e| e.to_string()));
        assert!(format!("{quick:?}").contains("dutch"), "{quick:?}");
        // The help texts are back for whoever builds the command next.
        assert!(localised_help());
        let mut cli = Cli::command();
        let help = cli.find_subcommand_mut("pair").map(|c| c.render_help().to_string()).unwrap_or_default();
        for system in pairing::available_systems() {
            assert!(help.contains(&system.name()), "no {:?} in\n{help}", system.name());
        }
    }
}
