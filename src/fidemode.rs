//! FIDE mode: what a tournament program must refuse in an event meant for
//! FIDE rating (C.02.03 §7 and the TEC Manual §3.9 ask for a FIDE mode, on
//! by default; TEC's verification check-list, the VCL, flags the rest).
//! A rated event ([`FideMode::On`]) refuses, with a message saying what to
//! do instead:
//!
//! 1. pairing numbers changed after round 4 (a late entry placed above
//!    players already numbered; C.04.2 2.3 freezes the initial ranking's
//!    numbers after round 4 — the desk already refuses a new assignment);
//! 2. a scoring other than the rated one (1, ½, 0; the pairing-allocated
//!    and full-point byes and forfeit wins worth a win, the half-point bye
//!    a draw, forfeit losses and zero-point byes nothing);
//! 3. a full-point bye given on request (only the pairing-allocated bye
//!    is worth a win in a rated event; C.04.1 f);
//! 4. a result outside the rated ones and the allowed forfeit codes: the
//!    unrated `W`/`D`/`L` results are refused (a game not started is a
//!    forfeit, `+`/`-`).
//!
//! A pairing changed by hand (`Command::OverridePairing`, of players or of
//! teams) is not refused: C.04 lets the arbiter decide, so the desk asks
//! for the reason, a confirmation of any absolute rule broken, and logs the
//! checker's findings; the rating report can list those boards
//! (`### SDX` lines).
//!
//! The restrictions are lifted only by leaving FIDE mode
//! ([`FideMode::Left`]) with a reason: an [`Command::EditSettings`] that
//! leaves it needs a non-blank reason, the audit log records the change,
//! and the printouts and the TRF state the reason.

use crate::commands::teams::TeamCommand;
use crate::commands::{Command, CommandError};
use crate::model::{ByeKind, ByeRequest, FideMode, GameResult, ScoringSystem, Tournament};
use crate::tr;
use thiserror::Error;

/// The round after which pairing numbers may no longer change (VCL; C.04.2 2.3).
pub const NUMBERS_FIXED_AFTER_ROUND: u32 = 4;

/// Why FIDE mode refuses a command.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum FideModeRefusal {
    #[error("{}", tr!("fide-mode-refused-numbers", paired = *paired))]
    PairingNumbersChanged { paired: u32 },
    #[error("{}", tr!("fide-mode-refused-scoring"))]
    UnratedScoring,
    #[error("{}", tr!("fide-mode-refused-full-bye"))]
    FullPointBye,
    #[error("{}", tr!("fide-mode-refused-result", result = result.as_str()))]
    UnratedResult { result: String },
    #[error("{}", tr!("fide-mode-reason-required"))]
    ReasonRequired,
    #[error("{}", tr!("fide-mode-refused-unrate"))]
    RatedSinceRoundOne,
}

/// Refuses `command` when the event is in FIDE mode and the command would
/// do what the check-list flags; refuses leaving FIDE mode without a
/// reason. `key` orders players for a late entry's place (the desk's
/// initial ranking).
pub fn refuse<K: Ord>(
    t: &Tournament,
    command: &Command,
    key: impl Fn(&crate::model::Player) -> K,
) -> Result<(), CommandError> {
    if let Command::EditSettings(settings) = command {
        // Leaving (or being left) needs a reason; entering or staying
        // needs the rated scoring.
        if let FideMode::Left { reason } = &settings.fide_mode
            && reason.trim().is_empty()
        {
            return Err(FideModeRefusal::ReasonRequired.into());
        }
        if settings.fide_mode.is_on() && settings.scoring != ScoringSystem::standard() {
            return Err(FideModeRefusal::UnratedScoring.into());
        }
        // Whether the event is rated is settled when round 1 is paired:
        // after that FIDE mode is left with a reason, not by unrating it.
        if settings.fide_mode.is_not_rated() && !t.settings.fide_mode.is_not_rated() && t.rounds_paired() > 0
        {
            return Err(FideModeRefusal::RatedSinceRoundOne.into());
        }
        return Ok(());
    }
    if !t.settings.fide_mode.is_on() {
        return Ok(());
    }
    match command {
        Command::AddLateEntry(player) => {
            let paired = t.rounds_paired();
            // A late entry takes its place in the initial ranking and moves
            // everyone below it up one number: after round 4, only an entry
            // placed last keeps every number.
            let moves_someone = t.players.iter().any(|p| key(p) > key(player));
            if paired >= NUMBERS_FIXED_AFTER_ROUND && moves_someone {
                return Err(FideModeRefusal::PairingNumbersChanged { paired }.into());
            }
        }
        Command::SetPairingNumbers { .. }
        | Command::DrawPairingNumbers { .. }
        | Command::AssignPairingNumbers => {
            let paired = t.rounds_paired();
            if paired >= NUMBERS_FIXED_AFTER_ROUND {
                return Err(FideModeRefusal::PairingNumbersChanged { paired }.into());
            }
        }
        Command::RequestBye { bye: Some(ByeRequest::FullPoint), .. }
        | Command::Team(TeamCommand::RequestTeamBye { bye: Some(ByeKind::FullPoint), .. }) => {
            return Err(FideModeRefusal::FullPointBye.into());
        }
        Command::SetResult { result, .. } | Command::CorrectResult { result, .. } if is_unrated(*result) => {
            let (white, black) = result.trf_codes();
            return Err(FideModeRefusal::UnratedResult { result: format!("{white}/{black}") }.into());
        }
        _ => {}
    }
    Ok(())
}

/// The results FIDE mode refuses: played but not rated (`W`, `D`, `L`).
fn is_unrated(result: GameResult) -> bool {
    matches!(result, GameResult::WhiteWinsUnrated | GameResult::DrawUnrated | GameResult::BlackWinsUnrated)
}

/// The line printouts and the TRF carry when the arbiter left FIDE mode.
pub fn left_notice(t: &Tournament) -> Option<String> {
    t.settings.fide_mode.left_because().map(|reason| tr!("fide-mode-left-notice", reason = reason))
}
