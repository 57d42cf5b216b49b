//! A round robin's round in words: where it comes from in the Berger
//! table (cycle, table round, the second cycle's reversed colours, FIDE's
//! exchange of the first cycle's last two rounds) and its boards, as
//! `explain --berger` prints it and the rounds screen shows it.

use super::{RoundRobinError, Schedule};
use crate::model::Tournament;
use crate::tr;

/// One line on where round `round` of a round-robin event comes from, or
/// `None` when the event is not one (or the round is not in its schedule).
pub fn slot_text(t: &Tournament, round: u32) -> Option<String> {
    let schedule = super::schedule(t).ok()?;
    let slot = schedule.slot(round)?;
    let mut parts = vec![tr!("rr-explain-slot", cycle = slot.cycle, table = slot.table_round)];
    if slot.swapped {
        parts.push(tr!("rr-explain-swapped"));
    }
    if slot.reversed {
        parts.push(tr!("rr-explain-reversed"));
    }
    Some(parts.join(" "))
}

/// The whole explanation of `round`: the event, the slot, the free player
/// and the boards.
pub fn explanation(t: &Tournament, schedule: &Schedule, round: u32) -> Result<String, RoundRobinError> {
    let rounds = schedule.total_rounds();
    let slot = schedule.slot(round).ok_or(RoundRobinError::NoSuchRound { round, rounds })?;
    let pairing = schedule.round(round).ok_or(RoundRobinError::NoSuchRound { round, rounds })?;
    let name = |tpn: u32| match t.player(tpn) {
        Some(p) if !p.name.is_empty() => format!("{tpn} {}", p.name),
        _ => tpn.to_string(),
    };
    let mut lines = vec![tr!(
        "rr-explain-header",
        round = round,
        rounds = rounds,
        participants = schedule.participants(),
        size = schedule.table_size()
    )];
    lines.push(tr!("rr-explain-slot", cycle = slot.cycle, table = slot.table_round));
    if slot.swapped {
        lines.push(tr!("rr-explain-swapped"));
    }
    if slot.reversed {
        lines.push(tr!("rr-explain-reversed"));
    }
    if let Some(free) = pairing.bye {
        lines.push(tr!("rr-explain-free", player = name(free), size = schedule.table_size()));
    }
    for (i, board) in pairing.boards.iter().enumerate() {
        lines.push(tr!(
            "rr-explain-board",
            board = i + 1,
            white = name(board.white),
            black = name(board.black)
        ));
    }
    Ok(lines.join("\n") + "\n")
}
