//! `--berger`: `pair`, `check`, `explain` and `generate` for round robins
//! (the Berger tables, `crate::roundrobin`). Output in the engines' format:
//! the number of pairs, `white black` per board, the free player as `tpn 0`.

use super::{CliError, write_to};
use crate::model::{RoundRobin, Tournament};
use crate::pairing::{Pairing, same_pairing};
use crate::roundrobin::{self, RoundRobinError, Schedule};
use crate::store::load_tournament;
use crate::{commands, tr, trf};
use std::path::Path;
use std::process::ExitCode;

/// Whether the file at `path` is a round-robin event (so that `pair` and
/// `check` without a system flag follow its table, not a Swiss system). A
/// file that does not load is not: the Swiss path then reports why.
pub(super) fn is_round_robin_file(path: &Path) -> bool {
    load_tournament(path).is_ok_and(|t| t.settings.format.round_robin().is_some())
}

/// The event as a round robin and its schedule.
fn load(input: &Path) -> Result<(Tournament, Schedule), CliError> {
    let t = load_tournament(input)?;
    let t = roundrobin::as_round_robin(&t).map_err(commands::CommandError::from)?;
    let schedule = roundrobin::schedule(&t).map_err(commands::CommandError::from)?;
    Ok((t, schedule))
}

/// `pair --berger`: the round after the last paired one, from the table.
pub(super) fn pair_file(input: &Path, output: &str) -> Result<ExitCode, CliError> {
    let (t, schedule) = load(input)?;
    let round = roundrobin::next_round(&t, &schedule).map_err(commands::CommandError::from)?;
    let pairing = schedule
        .round(round)
        .ok_or(RoundRobinError::NoSuchRound { round, rounds: schedule.total_rounds() })
        .map_err(commands::CommandError::from)?;
    write_to(output, pairing.to_engine_text().as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// The event `check` compares with the Berger table: a file that names no
/// variant is taken as the one its rounds fit best, and if they fit none,
/// the most likely one (FIDE's order), so that the check reports the
/// rounds that differ from it.
pub(super) fn as_checked(t: Tournament) -> Result<(Tournament, Schedule), CliError> {
    let t = match roundrobin::as_round_robin(&t) {
        Ok(t) => t,
        Err(RoundRobinError::NotTheTable { .. }) => {
            let mut t = t;
            let per_cycle = roundrobin::berger::table_size(u32::try_from(t.players.len()).unwrap_or(0)) - 1;
            let rr =
                if t.settings.rounds_planned > per_cycle { RoundRobin::DOUBLE } else { RoundRobin::SINGLE };
            t.settings.format = crate::model::EventFormat::RoundRobin(rr);
            t
        }
        Err(e) => return Err(commands::CommandError::from(e).into()),
    };
    let schedule = roundrobin::schedule(&t).map_err(commands::CommandError::from)?;
    Ok((t, schedule))
}

fn print_difference(round: u32, expected: &Pairing, got: &Pairing) {
    println!("{}", tr!("check-round-differs", round = round));
    print!("{}", tr!("check-expected"));
    println!("\n{}", expected.to_engine_text().trim_end());
    print!("{}", tr!("check-got"));
    println!("\n{}", got.to_engine_text().trim_end());
}

/// `check --berger --proposal FILE`: a proposed next round against the
/// table. Exit 0 when it is the table's round (board order aside), 2 when
/// not: a round robin's pairing is fixed, any other is a departure from
/// C.05 Annex 1.
pub(super) fn check_proposal(input: &Path, proposed: &Pairing) -> Result<ExitCode, CliError> {
    let (t, schedule) = load(input)?;
    let round = roundrobin::next_round(&t, &schedule).map_err(commands::CommandError::from)?;
    let table = schedule.round(round).unwrap_or_default();
    if same_pairing(&table, proposed) {
        println!("{}", tr!("check-no-findings"));
        Ok(ExitCode::SUCCESS)
    } else {
        println!("{}", tr!("rr-check-not-the-table", round = round));
        print_difference(round, &table, proposed);
        Ok(ExitCode::from(2))
    }
}

/// `explain --berger [--round N]`: where round N comes from in the table.
pub(super) fn explain(input: &Path, round: Option<u32>) -> Result<ExitCode, CliError> {
    let (t, schedule) = load(input)?;
    let round = match round {
        Some(r) => r,
        None => roundrobin::next_round(&t, &schedule).map_err(commands::CommandError::from)?,
    };
    print!(
        "{}",
        roundrobin::explain::explanation(&t, &schedule, round).map_err(commands::CommandError::from)?
    );
    Ok(ExitCode::SUCCESS)
}

/// `generate --berger`: a random round robin, every round from the table.
pub(super) fn generate(players: u32, rounds: u32, seed: u64, output: &Path) -> Result<ExitCode, CliError> {
    let t = crate::generator::generate_round_robin(players, rounds, seed)?;
    write_to(&output.display().to_string(), trf::write_as(&t, trf::Dialect::Trf2026).as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
