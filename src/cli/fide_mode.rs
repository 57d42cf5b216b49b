//! `swissdesk fide-mode FILE on|leave|not-rated [--reason TEXT]`: marks an
//! event rated (FIDE mode on, `crate::fidemode`), leaves FIDE mode with a
//! logged reason, or marks the event not rated (before round 1 only).

use super::{CliError, actor};
use crate::commands::{self, Command};
use crate::model::FideMode;
use crate::{store, tr};
use clap::ValueEnum;
use std::path::Path;
use std::process::ExitCode;

/// What to set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FideModeChoice {
    /// A rated event in FIDE mode (the restrictions apply).
    On,
    /// Leave FIDE mode (needs --reason; logged, printed, in the TRF).
    Leave,
    /// Not an event for FIDE rating.
    NotRated,
}

pub(super) fn run(file: &Path, choice: FideModeChoice, reason: Option<String>) -> Result<ExitCode, CliError> {
    let mut t = store::load_tournament(file)?;
    let mode = match choice {
        FideModeChoice::On => FideMode::On,
        FideModeChoice::NotRated => FideMode::NotRated,
        FideModeChoice::Leave => FideMode::Left { reason: reason.unwrap_or_default() },
    };
    let settings = crate::model::TournamentSettings { fide_mode: mode, ..t.settings.clone() };
    commands::apply(&mut t, Command::EditSettings(settings), &actor())?;
    store::save(&t, file)?;
    println!("{}: {}", tr!("fide-mode-field"), describe(&t.settings.fide_mode));
    Ok(ExitCode::SUCCESS)
}

fn describe(mode: &FideMode) -> String {
    match mode {
        FideMode::NotRated => tr!("fide-mode-not-rated"),
        FideMode::On => tr!("fide-mode-on"),
        FideMode::Left { reason } => tr!("fide-mode-left", reason = reason.as_str()),
    }
}
