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
    // A team round robin's participants are its teams (C.04.6 1.1).
    let teams = t.is_team_event();
    let name = |tpn: u32| {
        let named =
            if teams { t.team(tpn).map(|x| x.name.as_str()) } else { t.player(tpn).map(|p| p.name.as_str()) };
        match named {
            Some(name) if !name.is_empty() => format!("{tpn} {name}"),
            _ => tpn.to_string(),
        }
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
    if teams {
        lines.push(tr!("rr-explain-team-colours"));
    }
    for (i, board) in pairing.boards.iter().enumerate() {
        let (white, black) = (name(board.white), name(board.black));
        lines.push(if teams {
            tr!("rr-explain-match", number = i + 1, white = white, black = black)
        } else {
            tr!("rr-explain-board", board = i + 1, white = white, black = black)
        });
    }
    Ok(lines.join("\n") + "\n")
}
