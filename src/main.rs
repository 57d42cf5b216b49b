//! `swissdesk`: with no subcommand, the desktop app; otherwise the headless CLI.

use clap::Parser;
use std::process::ExitCode;
use swissdesk::cli::{self, Cli};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if let Some(code) = cli::run_engine_style(&args) {
        return code;
    }
    let parsed = Cli::parse();
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
