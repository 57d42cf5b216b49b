//! Undo and redo of the arbiter's changes during one working session.
//!
//! The audit log is append-only, so undo never removes the entry of the
//! change it takes back: it puts the tournament back as it was before the
//! change and appends an entry saying what was undone (and redo one saying
//! what was made again). Everything but the log is restored from a copy
//! kept before each change; a tournament of a few hundred players is a few
//! hundred kilobytes, so a deep history costs little.
//!
//! Publishing a round is a line undo does not cross: once players have
//! seen a pairing it changes only through "correct published pairing",
//! which asks for a reason and is logged as such. Recording a publication
//! therefore empties the history.

use crate::model::{AuditAction, AuditEntry, Tournament};

/// How many changes can be undone.
pub const DEPTH: usize = 200;

/// What a recorded change did, as its (first) audit entry says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    pub action: AuditAction,
    pub round: Option<u32>,
    pub before: String,
    pub after: String,
}

impl Change {
    /// The change the audit entries added by one command describe; a
    /// command that logged nothing is described as "no entry" (`None`).
    fn from_entries(entries: &[AuditEntry]) -> Option<Change> {
        let first = entries.first()?;
        Some(Change {
            action: first.action.clone(),
            round: first.round,
            before: first.before.clone(),
            after: first.after.clone(),
        })
    }
}

/// One step of the history: the tournament on the other side of a change
/// (its audit log left empty: the live one is kept) and the change.
#[derive(Clone, Debug)]
struct Step {
    state: Tournament,
    change: Change,
}

/// The undo and redo stacks of one open document.
#[derive(Clone, Debug, Default)]
pub struct UndoHistory {
    undo: Vec<Step>,
    redo: Vec<Step>,
}

/// `t` without its audit log (what a step keeps). The log can hold
/// thousands of entries; it is set aside rather than copied and dropped.
fn without_log(t: &mut Tournament) -> Tournament {
    let audit = std::mem::take(&mut t.audit);
    let copy = t.clone();
    t.audit = audit;
    copy
}

/// The tournament as it was before a change, taken by [`snapshot`] and
/// handed to [`UndoHistory::record`] once the change is made.
#[derive(Clone, Debug)]
pub struct Snapshot {
    state: Tournament,
    log_len: usize,
}

impl Snapshot {
    /// A snapshot of a tournament that is being replaced as a whole (a
    /// pairing computed on a copy): no copy needed.
    pub fn of_replaced(mut t: Tournament) -> Snapshot {
        let log_len = t.audit.len();
        t.audit = Vec::new();
        Snapshot { state: t, log_len }
    }
}

/// Takes the state of `t` before a change (`&mut` only to set the log aside
/// while copying; `t` is unchanged afterwards).
pub fn snapshot(t: &mut Tournament) -> Snapshot {
    Snapshot { log_len: t.audit.len(), state: without_log(t) }
}

/// Replaces everything in `t` but its audit log by `state`.
fn restore(t: &mut Tournament, state: Tournament) {
    let audit = std::mem::take(&mut t.audit);
    *t = Tournament { audit, ..state };
}

impl UndoHistory {
    pub fn new() -> UndoHistory {
        UndoHistory::default()
    }

    /// Forgets everything (another document was opened).
    pub fn clear(&mut self) {
        self.undo.clear();
        self.redo.clear();
    }

    /// Records a change just made: `before` is the tournament as it was,
    /// `after` as it is now (its log has the change's entries appended).
    /// A new change ends what could be redone. A publication empties the
    /// history (see the module notes).
    pub fn record(&mut self, before: Snapshot, after: &Tournament) {
        let added = after.audit.get(before.log_len..).unwrap_or(&[]);
        self.redo.clear();
        if added.iter().any(|e| e.action == AuditAction::PublishRound) {
            self.undo.clear();
            return;
        }
        let Some(change) = Change::from_entries(added) else {
            // Nothing was logged, so nothing changed that the arbiter could
            // want back.
            return;
        };
        if self.undo.len() == DEPTH {
            self.undo.remove(0);
        }
        self.undo.push(Step { state: before.state, change });
    }

    /// The change the next undo takes back.
    pub fn next_undo(&self) -> Option<&Change> {
        self.undo.last().map(|s| &s.change)
    }

    /// The change the next redo makes again.
    pub fn next_redo(&self) -> Option<&Change> {
        self.redo.last().map(|s| &s.change)
    }

    /// Takes back the last change: `t` returns to the state before it, and
    /// the log gets an entry by `actor` saying so. Returns what was undone.
    pub fn undo(&mut self, t: &mut Tournament, actor: &str) -> Option<Change> {
        let step = self.undo.pop()?;
        self.redo.push(Step { state: without_log(t), change: step.change.clone() });
        restore(t, step.state);
        let c = &step.change;
        let action = AuditAction::Undo(Box::new(c.action.clone()));
        t.audit.push(AuditEntry::now(actor, action, c.round, c.after.clone(), c.before.clone()));
        Some(step.change)
    }

    /// Makes the last undone change again. Returns what was redone.
    pub fn redo(&mut self, t: &mut Tournament, actor: &str) -> Option<Change> {
        let step = self.redo.pop()?;
        self.undo.push(Step { state: without_log(t), change: step.change.clone() });
        restore(t, step.state);
        let c = &step.change;
        let action = AuditAction::Redo(Box::new(c.action.clone()));
        t.audit.push(AuditEntry::now(actor, action, c.round, c.before.clone(), c.after.clone()));
        Some(step.change)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{Command, apply};
    use crate::model::{GameResult, Player};

    /// Applies `command` and records it, as the app does.
    fn run(t: &mut Tournament, history: &mut UndoHistory, command: Command) {
        let before = snapshot(t);
        apply(t, command, "Anna").unwrap_or_else(|e| panic!("{e}"));
        history.record(before, t);
    }

    fn four_players() -> (Tournament, UndoHistory) {
        let mut t = Tournament::new("Undo");
        let mut history = UndoHistory::new();
        for i in 1..=4 {
            run(&mut t, &mut history, Command::AddPlayer(Player::new(i, format!("Player {i}"))));
        }
        (t, history)
    }

    /// Everything but the audit log.
    fn state(t: &Tournament) -> Tournament {
        Tournament { audit: Vec::new(), ..t.clone() }
    }

    #[test]
    fn undo_restores_the_state_and_logs_instead_of_erasing() {
        let (mut t, mut history) = four_players();
        let with_four = t.clone();
        run(&mut t, &mut history, Command::Withdraw { tpn: 2, from_round: 1, reason: None });
        assert_ne!(state(&t), state(&with_four));
        let entries = t.audit.len();

        let undone = history.undo(&mut t, "Boris").unwrap_or_else(|| panic!("nothing to undo"));
        assert_eq!(undone.action, AuditAction::WithdrawPlayer);
        assert_eq!(state(&t), state(&with_four));
        // The withdrawal stays in the log, followed by its undo.
        assert_eq!(t.audit.len(), entries + 1);
        assert_eq!(t.audit[entries - 1].action, AuditAction::WithdrawPlayer);
        let last = &t.audit[entries];
        assert_eq!(last.action, AuditAction::Undo(Box::new(AuditAction::WithdrawPlayer)));
        assert_eq!(last.actor, "Boris");
        assert_eq!((&last.before, &last.after), (&t.audit[entries - 1].after, &t.audit[entries - 1].before));

        let redone = history.redo(&mut t, "Boris").unwrap_or_else(|| panic!("nothing to redo"));
        assert_eq!(redone.action, AuditAction::WithdrawPlayer);
        assert!(t.player(2).is_some_and(|p| !p.is_active_in(1)));
        assert_eq!(
            t.audit.last().map(|e| &e.action),
            Some(&AuditAction::Redo(Box::new(AuditAction::WithdrawPlayer)))
        );
        assert!(history.next_redo().is_none());
    }

    #[test]
    fn undo_walks_back_in_order_and_a_new_change_ends_redo() {
        let (mut t, mut history) = four_players();
        let mut states = vec![state(&t)];
        for tpn in [1, 3] {
            run(&mut t, &mut history, Command::Withdraw { tpn, from_round: 2, reason: None });
            states.push(state(&t));
        }
        assert!(history.undo(&mut t, "A").is_some());
        assert_eq!(state(&t), states[1]);
        assert!(history.undo(&mut t, "A").is_some());
        assert_eq!(state(&t), states[0]);
        // Four additions remain undoable, then nothing.
        for _ in 0..4 {
            assert_eq!(history.undo(&mut t, "A").map(|c| c.action), Some(AuditAction::AddPlayer));
        }
        assert!(history.undo(&mut t, "A").is_none());
        assert!(t.players.is_empty());
        for _ in 0..4 {
            assert!(history.redo(&mut t, "A").is_some());
        }
        assert_eq!(state(&t), states[0]);
        assert!(history.next_redo().is_some());
        run(&mut t, &mut history, Command::Withdraw { tpn: 4, from_round: 1, reason: None });
        assert!(history.next_redo().is_none(), "a new change ends what could be redone");
    }

    #[test]
    fn results_undo_one_by_one_but_never_across_a_publication() {
        let (mut t, mut history) = four_players();
        let pairing = crate::pairing::Pairing {
            boards: vec![
                crate::pairing::Board { white: 1, black: 3 },
                crate::pairing::Board { white: 4, black: 2 },
            ],
            bye: None,
        };
        run(&mut t, &mut history, Command::RecordPairing { round: 1, pairing });
        run(&mut t, &mut history, Command::PublishRound { round: 1 });
        assert!(history.next_undo().is_none(), "publication is not undone");
        run(&mut t, &mut history, Command::SetResult { round: 1, board: 1, result: GameResult::WhiteWins });
        // A published result changes as a correction, with its reason (C.04.2 4.3).
        let correction = Command::CorrectResult {
            round: 1,
            board: 1,
            result: GameResult::Draw,
            reason: "Misread".into(),
            unpair_next: false,
        };
        run(&mut t, &mut history, correction);
        assert_eq!(history.next_undo().map(|c| &c.action), Some(&AuditAction::CorrectResult));
        history.undo(&mut t, "A");
        assert_eq!(t.round(1).map(|r| r.games[0].result), Some(GameResult::WhiteWins));
        history.undo(&mut t, "A");
        assert_eq!(t.round(1).map(|r| r.games[0].result), Some(GameResult::Pending));
        assert!(history.undo(&mut t, "A").is_none());
        assert!(t.round(1).is_some_and(|r| r.published), "the round stays published");
    }

    #[test]
    fn the_history_keeps_the_last_changes_only() {
        let mut t = Tournament::new("Deep");
        let mut history = UndoHistory::new();
        for i in 1..=(DEPTH as u32 + 5) {
            run(&mut t, &mut history, Command::AddPlayer(Player::new(i, format!("P{i}"))));
        }
        let mut undone = 0;
        while history.undo(&mut t, "A").is_some() {
            undone += 1;
        }
        assert_eq!(undone, DEPTH);
        assert_eq!(t.players.len(), 5);
    }
}
