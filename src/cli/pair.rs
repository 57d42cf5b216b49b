//! `pair`, `check` (a whole file, or a proposed pairing), `explain` and
//! `generate`: the pairing engines on files.

use super::{CliError, write_to};
use crate::commands;
use crate::model::{SystemId, Tournament};
use crate::pairing::{self, Pairing, PairingInput, PairingSystem};
use crate::store::load_tournament;
use crate::tr;
use std::path::Path;
use std::process::ExitCode;

/// What the engine sees when it pairs the round after the last one in `t`
/// ([`pairing::input_for_round`]).
fn next_round_input(t: &Tournament) -> Result<PairingInput, CliError> {
    pairing::input_for_round(t, PairingInput::next_round(t))
        .map_err(|e| commands::CommandError::from(e).into())
}

/// Pairs the next round of `input` with `system`, or with the system the
/// tournament file names when none is given.
pub(super) fn pair_file(
    system: Option<SystemId>,
    baku: bool,
    input: &Path,
    output: &str,
) -> Result<ExitCode, CliError> {
    let mut t = load_tournament(input)?;
    let system = system_of(system, &t)?;
    accelerate(&mut t, system, baku)?;
    let pairing_input = next_round_input(&t)?;
    let pairing = system.pair(&pairing_input).map_err(commands::CommandError::from)?;
    write_to(output, pairing.to_engine_text().as_bytes())?;
    // Withdrawal is the arbiter's decision (GHR 2026, see
    // `commands::long_absences`): the app asks before pairing; here, where
    // the output must stay the engines' format, the question goes to stderr.
    for absence in commands::long_absences(&t, pairing_input.round) {
        let name = t.player(absence.tpn).map(|p| p.name.clone()).unwrap_or_default();
        eprintln!("{}", tr!("cli-long-absence", tpn = absence.tpn, name = name, rounds = absence.rounds));
    }
    Ok(ExitCode::SUCCESS)
}

/// `check --proposal`: one finding per line, absolute ones first; exit 0
/// without an absolute violation, 2 with one.
pub(super) fn check_proposal(
    system: Option<SystemId>,
    input: &Path,
    proposal: &Path,
) -> Result<ExitCode, CliError> {
    let t = load_tournament(input)?;
    let system = system_of(system, &t)?;
    let proposed = read_proposal(proposal)?;
    let pairing_input = next_round_input(&t)?;
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

/// Reads a proposed pairing: text in the reference engines' format. An empty
/// or binary file is refused with its line, like a line that is not a pair.
pub(super) fn read_proposal(proposal: &Path) -> Result<Pairing, CliError> {
    let path = proposal.display().to_string();
    let refused = |reason: String| CliError::Proposal { path: path.clone(), reason };
    let bytes = std::fs::read(proposal).map_err(|e| refused(e.to_string()))?;
    if let Some((line, column)) = crate::sniff::binary_position(&bytes) {
        return Err(refused(tr!("proposal-binary", line = line, column = column)));
    }
    let text = String::from_utf8(bytes).map_err(|_| refused(tr!("proposal-not-utf8")))?;
    if text.trim().is_empty() {
        return Err(refused(tr!("proposal-empty")));
    }
    Pairing::from_engine_text(&text).map_err(|e| refused(e.to_string()))
}

/// `explain --round N`: re-pairs round N from the rounds before it (the
/// next round when N is not given) and prints the engine's trace; with
/// `--baku`, by the table computed from the event, as `pair` and `check`.
pub(super) fn explain_round(
    system: Option<SystemId>,
    baku: bool,
    input: &Path,
    round: Option<u32>,
) -> Result<ExitCode, CliError> {
    let mut t = load_tournament(input)?;
    let system = system.unwrap_or_else(|| t.settings.pairing_system.clone());
    accelerate(&mut t, pairing::find(&system).map_err(commands::CommandError::from)?, baku)?;
    let round = round.unwrap_or_else(|| PairingInput::next_round(&t));
    let explanation = commands::explain_round(&t, &system, round)?;
    print!("{}", explanation.to_text());
    Ok(ExitCode::SUCCESS)
}

pub(super) fn bench(
    system: &SystemId,
    players: &[u32],
    boards: Option<u32>,
    rounds: u32,
    runs: u32,
    seed: u64,
) -> Result<ExitCode, CliError> {
    let system = pairing::find(system).map_err(commands::CommandError::from)?;
    crate::bench::run(system, players, boards, rounds, runs, seed);
    Ok(ExitCode::SUCCESS)
}

/// `--baku`: the acceleration table computed from the event (C.04.7, the
/// edition that goes with `system`) replaces whatever the file gave.
pub(super) fn accelerate(t: &mut Tournament, system: &dyn PairingSystem, baku: bool) -> Result<(), CliError> {
    if baku && t.is_team_event() {
        // C.04.7 1.4: the teams' table, with match points.
        t.team_accelerations = pairing::baku::team_table(t).map_err(commands::CommandError::from)?;
    } else if baku {
        let edition = system.baku_edition();
        t.accelerations = pairing::baku::accelerations(t, edition).map_err(commands::CommandError::from)?;
    }
    Ok(())
}

/// The system named on the command line, else the one the tournament names.
pub(super) fn system_of(
    chosen: Option<SystemId>,
    t: &Tournament,
) -> Result<&'static dyn PairingSystem, CliError> {
    let id = chosen.unwrap_or_else(|| t.settings.pairing_system.clone());
    Ok(pairing::find(&id).map_err(commands::CommandError::from)?)
}
