//! The commands of a round robin: pairing a round from the Berger table,
//! drawing or setting the pairing numbers, and what a round robin refuses
//! (late entries, requested byes).

use super::{CommandError, describe, record_pairing};
use crate::model::{AuditAction, AuditEntry, GameResult, Tournament};
use crate::roundrobin::lots::{self, LotsMethod};
use crate::roundrobin::{self, RoundRobinError};
use crate::tr;
use std::collections::HashMap;

/// Records the next round of a round robin from its table. The results do
/// not matter, so the round before need not be complete. A game of a
/// player who has withdrawn is recorded as forfeited (FIDE Tournament Rules
/// C.06 V.4: "The unplayed games of the player ... are indicated by '-' ...
/// and those of his opponents by '+'"; both absent: both '-').
pub(super) fn pair_next_round(t: &mut Tournament, actor: &str) -> Result<u32, CommandError> {
    let schedule = roundrobin::schedule(t)?;
    let round = roundrobin::next_round(t, &schedule)?;
    let pairing = schedule
        .round(round)
        .ok_or(RoundRobinError::NoSuchRound { round, rounds: schedule.total_rounds() })?;
    let mut draft = t.clone();
    // A round robin has no requested byes or absences to prepare: every
    // participant is in the table's round.
    if let Some(r) = draft.round_mut(round) {
        r.byes.clear();
    }
    record_pairing(&mut draft, round, pairing, actor)?;
    let gone = |tpn: u32| draft.player(tpn).is_some_and(|p| !p.is_active_in(round));
    let forfeits: Vec<(usize, GameResult)> = draft
        .round(round)
        .map(|r| {
            r.games
                .iter()
                .enumerate()
                .filter_map(|(i, g)| match (gone(g.white), gone(g.black)) {
                    (true, true) => Some((i, GameResult::DoubleForfeit)),
                    (true, false) => Some((i, GameResult::BlackWinsByForfeit)),
                    (false, true) => Some((i, GameResult::WhiteWinsByForfeit)),
                    (false, false) => None,
                })
                .collect()
        })
        .unwrap_or_default();
    for (i, result) in forfeits {
        super::apply_command(&mut draft, super::Command::SetResult { round, board: i + 1, result }, actor)?;
    }
    *t = draft;
    Ok(round)
}

/// Whether the pairing numbers of a round robin may still change: until
/// round 1 is published, and never once a result is in.
fn numbers_open(t: &Tournament) -> Result<(), CommandError> {
    match round_robin_numbers_frozen(t) {
        Some(frozen) => Err(frozen),
        None => Ok(()),
    }
}

/// Why a round robin's pairing numbers can no longer change (round 1
/// published, or a result entered), if they cannot.
pub fn round_robin_numbers_frozen(t: &Tournament) -> Option<CommandError> {
    let started = t.rounds.iter().any(|r| r.published || r.games.iter().any(|g| !g.result.is_pending()));
    started.then_some(CommandError::RoundRobinNumbersFixed)
}

/// The rules checker's word on a hand-made round of a round robin: the
/// table fixes every round (C.05 Annex 1), so any other pairing, or a
/// pairing that leaves a participant out, is a departure from it.
pub(super) fn check_pairing(
    t: &Tournament,
    round: u32,
    pairing: &crate::pairing::Pairing,
) -> Result<Vec<crate::pairing::checker::Finding>, CommandError> {
    use crate::pairing::checker::{Finding, Severity};
    let table = roundrobin::pairing(t, round)?;
    if crate::pairing::same_pairing(&table, pairing) {
        return Ok(Vec::new());
    }
    let players: Vec<u32> = table
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(table.bye)
        .filter(|&p| {
            let theirs = |x: &crate::pairing::Pairing| {
                x.boards.iter().find(|b| b.white == p || b.black == p).map(|b| (b.white, b.black))
            };
            theirs(&table) != theirs(pairing) || (table.bye == Some(p)) != (pairing.bye == Some(p))
        })
        .collect();
    Ok(vec![Finding {
        severity: Severity::Absolute,
        rule: "C.05 Annex 1".into(),
        players,
        message: tr!("rr-check-not-the-table", round = round),
    }])
}

/// Gives the participants the numbers of `map` (old → new, a permutation
/// of 1 … n) and remakes the rounds already paired (not published) from the
/// table with the new numbers.
fn renumber(
    t: &mut Tournament,
    map: &HashMap<u32, u32>,
    reason: String,
    actor: &str,
) -> Result<(), CommandError> {
    let count = u32::try_from(t.players.len()).unwrap_or(u32::MAX);
    let mut new: Vec<u32> = t.players.iter().map(|p| map.get(&p.tpn).copied().unwrap_or(p.tpn)).collect();
    new.sort_unstable();
    if new != (1..=count).collect::<Vec<_>>() {
        return Err(CommandError::RoundRobinNumbersInvalid { count });
    }
    let (before, after) = describe::renumbering(t, map);
    let paired: Vec<u32> = t.rounds.iter().filter(|r| r.is_paired()).map(|r| r.number).collect();
    t.renumber_players(map);
    t.rounds.retain(|r| !r.is_paired());
    let mut entry = AuditEntry::now(actor, AuditAction::RenumberPlayers, None, before, after);
    entry.reason = Some(reason);
    t.audit.push(entry);
    // The rounds paired with the old numbers, paired again with the new ones.
    for _ in paired {
        pair_next_round(t, actor)?;
    }
    Ok(())
}

/// Draws the pairing numbers by lot with `seed` (logged with the numbers
/// drawn, so the draw can be repeated and checked).
pub(super) fn draw_numbers(
    t: &mut Tournament,
    seed: u64,
    method: LotsMethod,
    actor: &str,
) -> Result<(), CommandError> {
    numbers_open(t)?;
    let drawing = match method {
        LotsMethod::Plain => lots::draw_plain(&t.players, seed),
        LotsMethod::Varma => lots::draw_varma(&t.players, seed)?,
    };
    let order: Vec<String> = drawing
        .drawn
        .iter()
        .map(|d| {
            let name = t.player(d.before).map(|p| p.name.clone()).unwrap_or_default();
            match d.group {
                Some(group) => format!("{name} → {} ({group})", d.number),
                None => format!("{name} → {}", d.number),
            }
        })
        .collect();
    let reason = match method {
        LotsMethod::Plain => tr!("lots-audit-plain", seed = seed.to_string(), order = order.join("; ")),
        LotsMethod::Varma => tr!("lots-audit-varma", seed = seed.to_string(), order = order.join("; ")),
    };
    let map = drawing.renumbering();
    if map.iter().all(|(old, new)| old == new) {
        // Nobody moves, but the draw happened: it is logged all the same.
        let mut entry =
            AuditEntry::now(actor, AuditAction::RenumberPlayers, None, String::new(), String::new());
        entry.reason = Some(reason);
        t.audit.push(entry);
        return Ok(());
    }
    renumber(t, &map, reason, actor)
}

/// Sets the pairing numbers by hand (`numbers`: old → new).
pub(super) fn set_numbers(
    t: &mut Tournament,
    numbers: &[(u32, u32)],
    actor: &str,
) -> Result<(), CommandError> {
    numbers_open(t)?;
    for &(old, _) in numbers {
        t.player(old).ok_or(CommandError::NoSuchPlayer { tpn: old })?;
    }
    let map: HashMap<u32, u32> = numbers.iter().copied().collect();
    if map.iter().all(|(old, new)| old == new) {
        return Ok(());
    }
    renumber(t, &map, tr!("lots-audit-by-hand"), actor)
}

/// C.05 Annex 1: the table is fixed by the number of participants; a new
/// participant after round 1 is paired would change every round.
pub(super) fn refuse_late_entry(t: &Tournament) -> Result<(), CommandError> {
    if t.settings.format.round_robin().is_some() && t.rounds_paired() > 0 {
        return Err(CommandError::RoundRobinLateEntry);
    }
    Ok(())
}

/// Keeps the planned rounds of a round robin equal to its schedule's while
/// the participants may still change (before round 1 is paired).
pub(super) fn keep_rounds_current(t: &mut Tournament) {
    if t.rounds_paired() == 0
        && let Ok(schedule) = roundrobin::schedule(t)
    {
        t.settings.rounds_planned = schedule.total_rounds();
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Command, apply, pair_next_round as pair};
    use super::*;
    use crate::model::{EventFormat, Player, PlayerStatus, RoundRobin};

    fn round_robin(n: u32) -> Tournament {
        let mut t = Tournament::new("Club championship");
        let mut settings = t.settings.clone();
        settings.format = EventFormat::RoundRobin(RoundRobin::DOUBLE);
        apply(&mut t, Command::EditSettings(settings), "A").unwrap_or_else(|e| panic!("{e}"));
        for i in 1..=n {
            let mut p = Player::new(i, format!("Player {i}"));
            p.federation = if i % 3 == 0 { "FRA".into() } else { "GER".into() };
            apply(&mut t, Command::AddPlayer(p), "A").unwrap_or_else(|e| panic!("{e}"));
        }
        t
    }

    /// Table 3/4, Rd 1 is "1-4, 2-3" (C.05 Annex 1; the first round in
    /// either order). The table's round passes the checker; the same pairs
    /// with board 1's colours exchanged is a departure naming 1 and 4 only;
    /// other pairs name everyone.
    #[test]
    fn the_checker_holds_a_round_to_the_table() {
        use crate::pairing::checker::Severity;
        use crate::pairing::{Board, Pairing};
        let t = round_robin(4);
        let board = |white, black| Board { white, black };
        let table = Pairing { boards: vec![board(1, 4), board(2, 3)], bye: None };
        let check = |p: &Pairing| super::super::check_pairing(&t, 1, p).unwrap_or_else(|e| panic!("{e}"));
        assert!(check(&table).is_empty());
        let flipped = Pairing { boards: vec![board(4, 1), board(2, 3)], bye: None };
        let findings = check(&flipped);
        assert_eq!(findings.len(), 1);
        assert_eq!(findings[0].severity, Severity::Absolute);
        assert_eq!(findings[0].rule, "C.05 Annex 1");
        assert_eq!(findings[0].players, [1, 4]);
        let other = Pairing { boards: vec![board(1, 3), board(2, 4)], bye: None };
        let mut players = check(&other)[0].players.clone();
        players.sort_unstable();
        assert_eq!(players, [1, 2, 3, 4]);
    }

    #[test]
    fn the_planned_rounds_follow_the_participants() {
        let t = round_robin(5);
        assert_eq!(t.settings.rounds_planned, 10);
        let t = round_robin(10);
        assert_eq!(t.settings.rounds_planned, 18);
    }

    /// Table 5/6, double, FIDE order; player 3 withdraws from round 2 on.
    /// Round 2 is the table's Rd 2 "6-4, 5-3, 1-2": 4 is free, 5 wins
    /// against the absent 3 by forfeit ("+" / "-").
    #[test]
    fn a_withdrawn_players_games_are_forfeited() {
        let mut t = round_robin(5);
        assert_eq!(pair(&mut t, "A"), Ok(1));
        apply(&mut t, Command::Withdraw { tpn: 3, from_round: 2, reason: None }, "A")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(pair(&mut t, "A"), Ok(2));
        let r2 = t.round(2).unwrap_or_else(|| panic!("round 2"));
        let game = r2.game_of(3).unwrap_or_else(|| panic!("3 is paired"));
        assert_eq!((game.white, game.black, game.result), (5, 3, GameResult::WhiteWinsByForfeit));
        assert_eq!(r2.bye_of(4), Some(crate::model::ByeKind::PairingAllocated));
        assert!(matches!(t.player(3).map(|p| p.status), Some(PlayerStatus::Withdrawn { from_round: 2 })));
    }

    #[test]
    fn late_entries_and_byes_are_refused_once_paired() {
        let mut t = round_robin(4);
        pair(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        let late = Player::new(0, "Late, Lara");
        assert_eq!(
            apply(&mut t, Command::AddPlayer(late.clone()), "A"),
            Err(CommandError::RoundRobinLateEntry)
        );
        assert_eq!(apply(&mut t, Command::AddLateEntry(late), "A"), Err(CommandError::RoundRobinLateEntry));
        let bye = Command::RequestBye { tpn: 1, round: 3, bye: Some(crate::model::ByeRequest::HalfPoint) };
        assert_eq!(apply(&mut t, bye, "A"), Err(CommandError::RoundRobinNoByes));
    }

    /// A draw is logged with its seed and repeats with it; numbers change
    /// until round 1 is published, and the paired round follows them.
    #[test]
    fn numbers_are_drawn_reproducibly_until_round_one_is_published() {
        let mut a = round_robin(10);
        let mut b = round_robin(10);
        pair(&mut a, "A").unwrap_or_else(|e| panic!("{e}"));
        let draw = Command::DrawPairingNumbers { seed: 2026, method: LotsMethod::Varma };
        apply(&mut a, draw.clone(), "A").unwrap_or_else(|e| panic!("{e}"));
        apply(&mut b, draw.clone(), "A").unwrap_or_else(|e| panic!("{e}"));
        let names = |t: &Tournament| t.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>();
        assert_eq!(names(&a), names(&b));
        let drawn = a.audit.iter().rev().find(|e| e.action == AuditAction::RenumberPlayers);
        assert!(drawn.and_then(|e| e.reason.clone()).is_some_and(|r| r.contains("seed 2026")), "{drawn:?}");
        // Round 1 was paired again with the drawn numbers: the table's Rd 1.
        let r1: Vec<(u32, u32)> =
            a.round(1).map(|r| r.games.iter().map(|g| (g.white, g.black)).collect()).unwrap_or_default();
        assert_eq!(r1, vec![(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)]);
        apply(&mut a, Command::PublishRound { round: 1 }, "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(apply(&mut a, draw, "A"), Err(CommandError::RoundRobinNumbersFixed));
        let by_hand = Command::SetPairingNumbers { numbers: vec![(1, 2), (2, 1)] };
        assert_eq!(apply(&mut a, by_hand, "A"), Err(CommandError::RoundRobinNumbersFixed));
    }

    #[test]
    fn numbers_set_by_hand_must_be_one_to_n() {
        let mut t = round_robin(4);
        let swap = Command::SetPairingNumbers { numbers: vec![(1, 4), (4, 1)] };
        apply(&mut t, swap, "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.player(4).map(|p| p.name.as_str()), Some("Player 1"));
        let bad = Command::SetPairingNumbers { numbers: vec![(1, 7)] };
        assert_eq!(apply(&mut t, bad, "A"), Err(CommandError::RoundRobinNumbersInvalid { count: 4 }));
    }
}
