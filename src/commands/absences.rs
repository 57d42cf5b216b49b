//! Players who stopped coming. Until January 2026, C.04.2 D.2 counted a
//! player absent without notice as withdrawn unless they explained before the
//! next pairing was published; the 2026 General Handling Rules dropped that
//! article (the rule now lives in C.05 6.5, "the rules of the competition may
//! specify otherwise"), so withdrawal is the arbiter's decision, never the
//! program's guess. What a program owes the arbiter is the question: before
//! the next pairing, who has not played for two rounds or more.

use crate::model::{ByeKind, GameResult, RoundEntry, Side, Tournament};

/// Rounds in a row a player must have missed to be asked about.
pub const ABSENT_ROUNDS_TO_ASK: u32 = 2;

/// A player still in the event who has missed the last `rounds` rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LongAbsence {
    pub tpn: u32,
    /// Consecutive rounds missed, counting back from the round before `round`.
    pub rounds: u32,
}

/// The players the pairing of `round` would place who did not come to the
/// [`ABSENT_ROUNDS_TO_ASK`] rounds before it or more, by pairing number.
/// Missing a round: no entry at all, a zero-point bye (an absence), or a game
/// lost by forfeit. A half- or full-point bye was asked for in advance and a
/// forfeit win means the player was there, so neither counts; nor does a
/// zero-point bye the player asked for in advance (C.04.2 3.3: known in
/// advance not to play, so excused, not absent), nor a player with a bye
/// requested for `round`.
///
/// A late entrant (C.04.2 2.4) has no entry at all in the rounds before
/// they entered: those rounds were never theirs to miss, so only the rounds
/// from their first entry on count (a player never in any round yet is a
/// late entry waiting for their first pairing, never an absence).
pub fn long_absences(t: &Tournament, round: u32) -> Vec<LongAbsence> {
    let to_pair = super::players_to_pair(t, round);
    to_pair
        .into_iter()
        .filter(|&tpn| t.player(tpn).is_some_and(|p| p.pre_assigned_bye(round).is_none()))
        .filter_map(|tpn| {
            let entered = (1..round).find(|&r| t.entry(r, tpn) != RoundEntry::Absent)?;
            let missed = (entered..round).rev().take_while(|&r| missed_round(t, r, tpn)).count();
            let rounds = u32::try_from(missed).unwrap_or(u32::MAX);
            (rounds >= ABSENT_ROUNDS_TO_ASK).then_some(LongAbsence { tpn, rounds })
        })
        .collect()
}

/// Whether `tpn` did not come to round `round` without having said so.
fn missed_round(t: &Tournament, round: u32, tpn: u32) -> bool {
    let asked_for_zero = || {
        t.player(tpn)
            .is_some_and(|p| p.requested_byes.get(&round) == Some(&crate::model::ByeRequest::ZeroPoint))
    };
    match t.entry(round, tpn) {
        RoundEntry::Absent => true,
        RoundEntry::Bye(ByeKind::ZeroPoint) => !asked_for_zero(),
        RoundEntry::Bye(_) => false,
        RoundEntry::Game { result, side, .. } => matches!(
            (result, side),
            (GameResult::DoubleForfeit, _)
                | (GameResult::WhiteWinsByForfeit, Side::Black)
                | (GameResult::BlackWinsByForfeit, Side::White)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ByeRequest, Game, Player, Round, RoundBye};

    /// Four players, three rounds played: 1 played them all, 2 lost rounds 2
    /// and 3 by forfeit, 3 was absent (zero-point bye) in round 2 and had no
    /// entry in round 3, 4 took a half-point bye in round 3.
    fn event() -> Tournament {
        let mut t = Tournament::new("Absences");
        t.settings.rounds_planned = 5;
        for tpn in 1..=4 {
            t.players.push(Player::new(tpn, format!("Player {tpn}")));
        }
        let mut r1 = Round::new(1);
        r1.games = vec![Game::new(1, 2, GameResult::Draw), Game::new(3, 4, GameResult::WhiteWins)];
        let mut r2 = Round::new(2);
        r2.games = vec![Game::new(1, 2, GameResult::WhiteWinsByForfeit)];
        r2.byes = vec![
            RoundBye { player: 3, kind: ByeKind::ZeroPoint },
            RoundBye { player: 4, kind: ByeKind::PairingAllocated },
        ];
        let mut r3 = Round::new(3);
        r3.games = vec![Game::new(2, 1, GameResult::BlackWinsByForfeit)];
        r3.byes = vec![RoundBye { player: 4, kind: ByeKind::HalfPoint }];
        t.rounds = vec![r1, r2, r3];
        t
    }

    #[test]
    fn players_who_missed_the_last_two_rounds_are_listed() {
        let t = event();
        // 2: forfeit losses in rounds 2 and 3; 3: absent in 2 and 3. 1 played,
        // 4 had a pairing-allocated bye and then asked for a half-point bye.
        assert_eq!(
            long_absences(&t, 4),
            vec![LongAbsence { tpn: 2, rounds: 2 }, LongAbsence { tpn: 3, rounds: 2 }]
        );
        // Before round 3 only one round had been missed.
        assert_eq!(long_absences(&t, 3), vec![]);
    }

    #[test]
    fn a_requested_bye_or_a_withdrawal_is_notice_enough() {
        let mut t = event();
        if let Some(p) = t.player_mut(2) {
            p.requested_byes.insert(4, ByeRequest::ZeroPoint);
        }
        if let Some(p) = t.player_mut(3) {
            p.status = crate::model::PlayerStatus::Withdrawn { from_round: 4 };
        }
        assert_eq!(long_absences(&t, 4), vec![]);
    }

    #[test]
    fn a_zero_point_bye_asked_for_in_advance_is_not_an_absence() {
        // Player 3 had zero-point byes in rounds 2 and 3: absent without
        // notice, asked about. Had they asked for the round-2 one in
        // advance (C.04.2 3.3), only round 3 was missed: not asked yet.
        let mut t = event();
        t.rounds[2].byes.push(RoundBye { player: 3, kind: ByeKind::ZeroPoint });
        assert_eq!(
            long_absences(&t, 4),
            vec![LongAbsence { tpn: 2, rounds: 2 }, LongAbsence { tpn: 3, rounds: 2 }]
        );
        if let Some(p) = t.player_mut(3) {
            p.requested_byes.insert(2, ByeRequest::ZeroPoint);
        }
        assert_eq!(long_absences(&t, 4), vec![LongAbsence { tpn: 2, rounds: 2 }]);
        // A half-point bye asked for is not a zero-point one taken: still absent.
        if let Some(p) = t.player_mut(3) {
            p.requested_byes.insert(2, ByeRequest::HalfPoint);
        }
        assert_eq!(
            long_absences(&t, 4),
            vec![LongAbsence { tpn: 2, rounds: 2 }, LongAbsence { tpn: 3, rounds: 2 }]
        );
    }

    #[test]
    fn a_late_entrant_never_missed_the_rounds_before_their_entry() {
        // Player 5 entered after round 3 was played (C.04.2 2.4): no entry
        // in rounds 1-3, so nothing to ask before round 4. Player 6 entered
        // for round 2, lost it by forfeit and was absent in round 3: asked.
        let mut t = event();
        t.players.push(Player::new(5, "Late, Lou"));
        t.players.push(Player::new(6, "Later, Liv"));
        t.rounds[1].games.push(Game::new(6, 4, GameResult::BlackWinsByForfeit));
        t.rounds[1].byes.retain(|b| b.player != 4);
        t.rounds[2].byes.push(RoundBye { player: 6, kind: ByeKind::ZeroPoint });
        assert_eq!(
            long_absences(&t, 4),
            vec![
                LongAbsence { tpn: 2, rounds: 2 },
                LongAbsence { tpn: 3, rounds: 2 },
                LongAbsence { tpn: 6, rounds: 2 }
            ]
        );
        // Before round 2, player 6 had not entered yet either.
        assert_eq!(long_absences(&t, 2), vec![]);
    }
}
