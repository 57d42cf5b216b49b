//! `swissdesk`: with no subcommand, the desktop app; otherwise the headless CLI.

use std::process::ExitCode;
use swissdesk::cli;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if cli::is_engine_style(&args) {
        end_quietly_when_the_output_pipe_closes();
    }
    if let Some(code) = cli::run_engine_style(&args) {
        return code;
    }
    // Before the first string is formatted (help texts, errors included).
    cli::speak_the_settings_language();
    let parsed = cli::parse_args();
    if parsed.command.is_some() && !cli::is_serve(&parsed) {
        end_quietly_when_the_output_pipe_closes();
    }
    let file = parsed.file.clone();
    if let Some(code) = cli::run(parsed) {
        return code;
    }
    open_app(file)
}

#[cfg(feature = "gui")]
fn open_app(file: Option<std::path::PathBuf>) -> ExitCode {
    swissdesk::gui::run(file)
}

#[cfg(not(feature = "gui"))]
fn open_app(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!("swissdesk: {}", swissdesk::cli::CliError::NoGui);
    ExitCode::FAILURE
}

/// A command whose output goes into a pipe that closes early
/// (`swissdesk check … | head`) ends as Unix tools do, killed quietly by
/// SIGPIPE. Rust starts programs with SIGPIPE ignored, so the write fails
/// with EPIPE and `print!` panics instead. Commands only: the desktop app
/// keeps Rust's setting, so a closed socket there is an error it handles,
/// not the end of the arbiter's session.
#[cfg(unix)]
fn end_quietly_when_the_output_pipe_closes() {
    // SAFETY: called on the main thread before any other thread exists;
    // SIG_DFL is a valid disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Windows has no SIGPIPE.
#[cfg(not(unix))]
fn end_quietly_when_the_output_pipe_closes() {}
