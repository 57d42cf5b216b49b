//! Corrections of published results (C.04.2 4.3). A result entered in a
//! round that is published, or on which a later round is already paired,
//! is no longer changed by a result key: the change is a correction,
//! confirmed with a reason, and its audit entry says what it means for the
//! rounds paired after it.
//!
//! C.04.2 4.3: a correction reported "after the next round was paired but
//! before that round ends" affects "only the pairing after it"; reported
//! later still, only the rating report. So the pairings made on the old
//! result stand. The one exception a careful arbiter makes is a next round
//! that is paired but neither published nor started: nobody has seen it,
//! so it may be unpaired and paired again on the corrected result (a
//! published pairing changes only in the cases of 4.4, and a correction is
//! not one of them).

use super::{CommandError, describe, log};
use crate::model::{AuditAction, AuditEntry, GameResult, Tournament};
use crate::tr;

/// What correcting board `board` of round `round` to `result` means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Correction {
    pub round: u32,
    /// 1-based.
    pub board: usize,
    pub white: u32,
    pub black: u32,
    pub before: GameResult,
    pub after: GameResult,
    /// The rounds after `round` that are already paired (on the old result).
    pub later_rounds: Vec<u32>,
    /// The players whose score after `round` changes, by pairing number.
    pub score_changes: Vec<u32>,
    /// The next round, when it may be unpaired and paired again: it is the
    /// only round paired after `round`, not published and without a result.
    pub repairable: Option<u32>,
}

/// Whether changing the result of board `board` (1-based) of round `round`
/// is a correction: the board has a result, and the round is published or
/// a later round is paired on it. Entering a first result never is.
pub fn is_correction(t: &Tournament, round: u32, board: usize) -> bool {
    let Some(r) = t.round(round) else { return false };
    let entered = board.checked_sub(1).and_then(|i| r.games.get(i)).is_some_and(|g| !g.result.is_pending());
    entered && (r.published || t.rounds_paired() > round)
}

/// What correcting board `board` (1-based) of round `round` to `result`
/// would mean, for the confirmation and for the audit entry.
pub fn correction(
    t: &Tournament,
    round: u32,
    board: usize,
    result: GameResult,
) -> Result<Correction, CommandError> {
    let r = t.round(round).ok_or(CommandError::NoSuchRound { round })?;
    let game = board
        .checked_sub(1)
        .and_then(|i| r.games.get(i))
        .copied()
        .ok_or(CommandError::NoSuchBoard { round, board })?;
    let later_rounds: Vec<u32> =
        t.rounds.iter().filter(|x| x.number > round && x.is_paired()).map(|x| x.number).collect();
    let scoring = &t.settings.scoring;
    let mut score_changes = Vec::new();
    for (tpn, side) in [(game.white, crate::model::Side::White), (game.black, crate::model::Side::Black)] {
        if game.result.points_for(side, scoring) != result.points_for(side, scoring) {
            score_changes.push(tpn);
        }
    }
    score_changes.sort_unstable();
    let repairable = match later_rounds.as_slice() {
        [next] if *next == round + 1 => t
            .round(*next)
            .filter(|n| !n.published && n.games.iter().all(|g| g.result.is_pending()))
            .map(|n| n.number),
        _ => None,
    };
    Ok(Correction {
        round,
        board,
        white: game.white,
        black: game.black,
        before: game.result,
        after: result,
        later_rounds,
        score_changes,
        repairable,
    })
}

impl Correction {
    /// The change in words: `Board 3 · Nowak, Łukasz (1) – Müller, Jonas (16): 0-1 → 1-0`.
    pub fn change(&self, t: &Tournament) -> String {
        let line = describe::board_result(t, self.board, self.white, self.black, self.before);
        format!("{line} → {}", describe::result(self.after))
    }

    /// What the correction means for the rounds paired after it, in words
    /// (`None` when no later round is paired): which rounds, whose scores
    /// change, and whether the pairings stand or the next round is paired
    /// again (`unpair_next`).
    pub fn notice(&self, t: &Tournament, unpair_next: bool) -> Option<String> {
        if self.later_rounds.is_empty() {
            return None;
        }
        let rounds = self.later_rounds.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        let mut parts =
            vec![tr!("correction-later-rounds", count = self.later_rounds.len(), rounds = rounds)];
        if self.score_changes.is_empty() {
            parts.push(tr!("correction-no-score-change"));
        } else {
            let players =
                self.score_changes.iter().map(|&tpn| describe::player(t, tpn)).collect::<Vec<_>>().join("; ");
            parts.push(tr!("correction-score-changes", count = self.score_changes.len(), players = players));
        }
        parts.push(match (unpair_next, self.repairable) {
            (true, Some(next)) => tr!("correction-repaired", round = next),
            _ => tr!("correction-pairings-stand"),
        });
        Some(parts.join(" "))
    }
}

/// Applies a correction: the result changes, the entry carries before,
/// after, reason and the notice; with `unpair_next` the next round is
/// unpaired (logged on its own) to be paired again.
pub(super) fn correct_result(
    t: &mut Tournament,
    round: u32,
    board: usize,
    result: GameResult,
    reason: &str,
    unpair_next: bool,
    actor: &str,
) -> Result<(), CommandError> {
    let correction = correction(t, round, board, result)?;
    if correction.before == result {
        return Ok(());
    }
    if reason.trim().is_empty() {
        return Err(CommandError::ReasonRequired);
    }
    let repair = match (unpair_next, correction.repairable) {
        (false, _) => None,
        (true, Some(next)) => Some(next),
        (true, None) => {
            let next = round + 1;
            return Err(match t.round(next) {
                Some(n) if n.published => CommandError::RoundPublished { round: next },
                Some(n) if n.is_paired() => CommandError::ResultsEntered { round: next },
                _ => CommandError::NoSuchRound { round: next },
            });
        }
    };
    let (w, b) = (correction.white, correction.black);
    let before = describe::board_result(t, board, w, b, correction.before);
    let after = describe::board_result(t, board, w, b, result);
    let notice = correction.notice(t, repair.is_some());
    if let Some(game) = t.round_mut(round).and_then(|r| r.games.get_mut(board - 1)) {
        // The result as published is kept until a correction restores it.
        let published = game.corrected_from.unwrap_or(game.result);
        game.corrected_from = (published != result).then_some(published);
        game.result = result;
    }
    let mut entry = AuditEntry::now(actor, AuditAction::CorrectResult, Some(round), before, after);
    entry.reason = Some(reason.trim().to_owned());
    entry.notice = notice;
    t.audit.push(entry);
    if let Some(next) = repair {
        let unpaired = t.round(next).map(|r| describe::pairing(t, r, |_| false)).unwrap_or_default();
        t.rounds.retain(|r| r.number != next);
        log(t, actor, AuditAction::UnpairRound, Some(next), unpaired, String::new());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{Command, apply};
    use crate::model::{Game, Player, Round};

    /// Four players; round 1 played (1-0 on both boards) and published,
    /// round 2 paired on it, neither published nor started.
    fn event() -> Tournament {
        let mut t = Tournament::new("Corrections");
        for tpn in 1..=4 {
            t.players.push(Player::new(tpn, format!("Player {tpn}")));
        }
        let mut r1 = Round::new(1);
        r1.games = vec![Game::new(1, 3, GameResult::WhiteWins), Game::new(4, 2, GameResult::WhiteWins)];
        r1.published = true;
        let mut r2 = Round::new(2);
        r2.games = vec![Game::new(4, 1, GameResult::Pending), Game::new(2, 3, GameResult::Pending)];
        t.rounds = vec![r1, r2];
        t
    }

    fn correct(unpair_next: bool, reason: &str) -> Command {
        let result = GameResult::BlackWins;
        Command::CorrectResult { round: 1, board: 2, result, reason: reason.into(), unpair_next }
    }

    #[test]
    fn a_published_result_is_not_changed_by_a_result_key() {
        let mut t = event();
        assert!(is_correction(&t, 1, 2));
        let before = t.clone();
        let key = Command::SetResult { round: 1, board: 2, result: GameResult::BlackWins };
        assert_eq!(apply(&mut t, key, "A"), Err(CommandError::CorrectionRequired { round: 1, board: 2 }));
        assert_eq!(apply(&mut t, correct(false, "  "), "A"), Err(CommandError::ReasonRequired));
        assert_eq!(t, before);
        // A board of round 2 has no result yet: entering one is no correction.
        assert!(!is_correction(&t, 2, 1));
        // Nor is a round neither published nor followed by a paired round.
        let mut draft = event();
        draft.rounds[0].published = false;
        draft.rounds.truncate(1);
        assert!(!is_correction(&draft, 1, 2));
    }

    #[test]
    fn the_correction_says_which_later_rounds_and_whose_scores_and_keeps_the_pairings() {
        let mut t = event();
        let c = correction(&t, 1, 2, GameResult::BlackWins).unwrap_or_else(|e| panic!("{e}"));
        // 4-2 1-0 → 0-1: both players' scores change; round 2 is paired on it
        // and could still be paired again (not published, no result).
        assert_eq!(
            (c.later_rounds.as_slice(), c.score_changes.as_slice(), c.repairable),
            (&[2][..], &[2, 4][..], Some(2))
        );
        apply(&mut t, correct(false, "Scoresheet misread"), "Chief").unwrap_or_else(|e| panic!("{e}"));
        let game = t.round(1).map(|r| r.games[1]).unwrap_or_else(|| panic!("board 2"));
        assert_eq!((game.result, game.corrected_from), (GameResult::BlackWins, Some(GameResult::WhiteWins)));
        assert!(t.round(2).is_some_and(Round::is_paired), "the pairings of round 2 stand");
        let entry = t.audit.last().unwrap_or_else(|| panic!("logged"));
        assert_eq!((entry.action.clone(), entry.round), (AuditAction::CorrectResult, Some(1)));
        assert_eq!(entry.reason.as_deref(), Some("Scoresheet misread"));
        assert!(entry.before.ends_with("1-0") && entry.after.ends_with("0-1"), "{entry:?}");
        let notice = entry.notice.clone().unwrap_or_default();
        assert_eq!(notice, c.notice(&t, false).unwrap_or_default());
        assert!(notice.contains("C.04.2 4.3") && notice.contains("Player 4 (4)"), "{notice}");
    }

    #[test]
    fn an_unstarted_unpublished_next_round_can_be_paired_again() {
        let mut t = event();
        apply(&mut t, correct(true, "Wrong key"), "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.rounds_paired(), 1, "round 2 is unpaired");
        let actions: Vec<AuditAction> = t.audit.iter().map(|e| e.action.clone()).collect();
        assert_eq!(actions, [AuditAction::CorrectResult, AuditAction::UnpairRound]);
        // Published, round 2 stands: only keeping the pairings is possible.
        let mut t = event();
        t.rounds[1].published = true;
        assert_eq!(correction(&t, 1, 2, GameResult::Draw).map(|c| c.repairable), Ok(None));
        assert_eq!(apply(&mut t, correct(true, "x"), "A"), Err(CommandError::RoundPublished { round: 2 }));
        // Started (a result in): the same.
        let mut t = event();
        t.rounds[1].games[0].result = GameResult::Draw;
        assert_eq!(correction(&t, 1, 2, GameResult::Draw).map(|c| c.repairable), Ok(None));
    }
}
