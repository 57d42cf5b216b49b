//! Commands on rounds: recording an engine's pairing, overriding it by
//! hand, unpairing, publishing, entering results.

use super::{CommandError, check_pairing, describe, is_correction, log, teams};
use crate::model::{AuditAction, AuditEntry, ByeKind, Game, GameResult, Round, RoundBye, Tournament};
use crate::pairing::Pairing;

/// [`super::Command::UnpairRound`]: only the last round, unpublished, without results.
pub(super) fn unpair_round(t: &mut Tournament, round: u32, actor: &str) -> Result<(), CommandError> {
    if round != t.rounds_paired() {
        return Err(CommandError::NotTheLastRound { round });
    }
    let r = t.round(round).ok_or(CommandError::NoSuchRound { round })?;
    if r.published {
        return Err(CommandError::RoundPublished { round });
    }
    if r.games.iter().any(|g| !g.result.is_pending()) {
        return Err(CommandError::ResultsEntered { round });
    }
    let before = describe::pairing(t, r, |_| false);
    t.rounds.retain(|r| r.number != round);
    log(t, actor, AuditAction::UnpairRound, Some(round), before, String::new());
    Ok(())
}

/// [`super::Command::PublishRound`].
pub(super) fn publish_round(t: &mut Tournament, round: u32, actor: &str) -> Result<(), CommandError> {
    let r = t.round_mut(round).ok_or(CommandError::NoSuchRound { round })?;
    if r.published {
        return Ok(());
    }
    r.published = true;
    log(t, actor, AuditAction::PublishRound, Some(round), String::new(), String::new());
    Ok(())
}

/// [`super::Command::SetResult`]: a changed result of a round already followed is a correction.
pub(super) fn set_result(
    t: &mut Tournament,
    round: u32,
    board: usize,
    result: GameResult,
    actor: &str,
) -> Result<(), CommandError> {
    let r = t.round(round).ok_or(CommandError::NoSuchRound { round })?;
    let game = board
        .checked_sub(1)
        .and_then(|i| r.games.get(i))
        .copied()
        .ok_or(CommandError::NoSuchBoard { round, board })?;
    let previous = game.result;
    // The same result again changes nothing and logs nothing.
    if previous == result {
        return Ok(());
    }
    if is_correction(t, round, board) {
        return Err(CommandError::CorrectionRequired { round, board });
    }
    let (w, b) = (game.white, game.black);
    let action = if previous.is_pending() { AuditAction::EnterResult } else { AuditAction::CorrectResult };
    let before =
        if previous.is_pending() { String::new() } else { describe::board_result(t, board, w, b, previous) };
    let after = describe::board_result(t, board, w, b, result);
    if let Some(game) = t.round_mut(round).and_then(|r| r.games.get_mut(board - 1)) {
        game.result = result;
    }
    log(t, actor, action, Some(round), before, after);
    Ok(())
}

/// Stores an engine's pairing as round `round`, with the requested byes
/// and absences of the round (they were already excluded from pairing).
pub(super) fn record_pairing(
    t: &mut Tournament,
    round: u32,
    pairing: Pairing,
    actor: &str,
) -> Result<(), CommandError> {
    // A team event's pairing pairs teams: its boards are the matches (the
    // team with White on board 1 first), its bye the PAB.
    if t.is_team_event() {
        let matches = pairing.boards.iter().map(|b| (b.white, b.black)).collect();
        let command = teams::TeamCommand::RecordPairing { round, matches, pab: pairing.bye };
        return teams::apply(t, command, actor);
    }
    if t.round(round).is_some_and(|r| r.is_paired()) {
        return Err(CommandError::RoundAlreadyPaired { round });
    }
    let mut seen = std::collections::HashSet::new();
    for tpn in pairing.boards.iter().flat_map(|b| [b.white, b.black]).chain(pairing.bye) {
        if t.player(tpn).is_none() || !seen.insert(tpn) {
            return Err(CommandError::InvalidPairing { round });
        }
    }
    let mut r = t.round(round).cloned().unwrap_or_else(|| Round::new(round));
    if r.byes.iter().any(|b| seen.contains(&b.player)) {
        return Err(CommandError::InvalidPairing { round });
    }
    r.games = pairing.boards.iter().map(|b| Game::new(b.white, b.black, GameResult::Pending)).collect();
    if let Some(bye) = pairing.bye {
        r.byes.push(RoundBye { player: bye, kind: ByeKind::PairingAllocated });
    }
    let after = describe::pairing(t, &r, |_| false);
    t.rounds.retain(|x| x.number != round);
    t.rounds.push(r);
    t.rounds.sort_by_key(|x| x.number);
    log(t, actor, AuditAction::PairRound, Some(round), String::new(), after);
    Ok(())
}

#[allow(clippy::too_many_arguments)]
pub(super) fn override_pairing(
    t: &mut Tournament,
    round: u32,
    pairing: Pairing,
    reason: &str,
    confirm_absolute: bool,
    correct_published: bool,
    actor: &str,
) -> Result<(), CommandError> {
    if reason.trim().is_empty() {
        return Err(CommandError::ReasonRequired);
    }
    let existing = t.round(round).ok_or(CommandError::NoSuchRound { round })?;
    if existing.published && !correct_published {
        return Err(CommandError::RoundPublished { round });
    }
    let findings = check_pairing(t, round, &pairing)?;
    let absolute: Vec<String> = findings
        .iter()
        .filter(|f| f.severity == crate::pairing::checker::Severity::Absolute)
        .map(|f| f.to_string())
        .collect();
    if !absolute.is_empty() && !confirm_absolute {
        return Err(CommandError::AbsoluteViolation { findings: absolute });
    }
    // A team event's pairing pairs teams: its boards are the matches.
    if t.is_team_event() {
        let findings = findings.iter().map(|f| f.to_string()).collect();
        return teams::override_pairing(t, round, &pairing, reason, findings, actor);
    }
    let existing = t.round(round).ok_or(CommandError::NoSuchRound { round })?;
    let published = existing.published;
    let mut r = existing.clone();
    // Boards that stay as they were keep their results (and their mark);
    // every other board is the arbiter's.
    r.games = pairing
        .boards
        .iter()
        .map(|b| match existing.games.iter().find(|g| g.white == b.white && g.black == b.black) {
            Some(kept) => *kept,
            None => Game { by_arbiter: true, ..Game::new(b.white, b.black, GameResult::Pending) },
        })
        .collect();
    let old_bye = existing.byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.player);
    r.bye_by_arbiter = pairing.bye.is_some() && (old_bye != pairing.bye || existing.bye_by_arbiter);
    r.byes.retain(|b| b.kind != ByeKind::PairingAllocated);
    if let Some(bye) = pairing.bye {
        r.byes.push(RoundBye { player: bye, kind: ByeKind::PairingAllocated });
    }
    // The boards in the order of the rule (C.04.2 3.6), whatever order the
    // hand-made pairing listed them in: a swap never leaves the leader on
    // a low board.
    t.sort_boards(&mut r);
    // The same boards (in the rule's order) and the same bye: no change.
    if r.games == existing.games && old_bye == pairing.bye {
        return Ok(());
    }
    // Both sides list the whole round; the boards and byes not on the other
    // side are marked as changed.
    let old_lines = describe::pairing_lines(existing);
    let new_lines = describe::pairing_lines(&r);
    let before = describe::pairing(t, existing, |line| !new_lines.contains(&line));
    let after = describe::pairing(t, &r, |line| !old_lines.contains(&line));
    if let Some(slot) = t.round_mut(round) {
        *slot = r;
    }
    let action = if published { AuditAction::CorrectPublishedPairing } else { AuditAction::OverridePairing };
    let mut entry = AuditEntry::now(actor, action, Some(round), before, after);
    entry.reason = Some(reason.trim().to_string());
    entry.findings = findings.iter().map(|f| f.to_string()).collect();
    t.audit.push(entry);
    Ok(())
}
