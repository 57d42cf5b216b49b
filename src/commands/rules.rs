//! What may be done to a tournament now, asked before doing it: the app
//! offers, locks or words its actions by these answers, and [`super::apply`]
//! and [`super::pair_next_round`] enforce the same ones, so the screen and
//! the commands can never disagree.

use super::{Command, CommandError, TPN_FREEZE_ROUND};
use crate::model::{AuditAction, ByeKind, Player, Tournament};

/// Whether a player entered now is a late entry: once round 1 is paired
/// (C.04.2 2.4).
pub fn enters_late(t: &Tournament) -> bool {
    t.rounds_paired() > 0
}

/// The command that enters `player` now: [`Command::AddPlayer`] before
/// round 1 is paired, [`Command::AddLateEntry`] after (C.04.2 2.4).
pub fn add_player(t: &Tournament, player: Player) -> Command {
    if enters_late(t) { Command::AddLateEntry(player) } else { Command::AddPlayer(player) }
}

/// The first round not paired yet: a withdrawal made now starts there (the
/// games already paired stand), and byes can be requested from it on.
pub fn first_open_round(t: &Tournament) -> u32 {
    t.rounds_paired() + 1
}

/// The last paired round when it can still be unpaired and paired again:
/// neither published (C.04.2 4.4 lists when a published pairing may change)
/// nor started (no result entered). What the desk offers after a late
/// entry, a withdrawal or a correction that the round's pairing predates.
pub fn repairable_round(t: &Tournament) -> Option<u32> {
    let last = t.rounds_paired();
    t.round(last).filter(|r| !r.published && r.games.iter().all(|g| g.result.is_pending())).map(|r| r.number)
}

/// The rounds a bye can still be requested for: planned and not paired yet.
pub fn open_rounds(t: &Tournament) -> std::ops::RangeInclusive<u32> {
    first_open_round(t)..=t.settings.rounds_planned
}

/// Why pairing numbers can no longer be assigned from the initial ranking,
/// if so: not after round 4 is paired (C.04.2 2.3).
pub fn pairing_numbers_frozen(t: &Tournament) -> Option<CommandError> {
    let paired = t.rounds_paired();
    (paired >= TPN_FREEZE_ROUND).then_some(CommandError::PairingNumbersFrozen { paired })
}

/// Whether the settings that made the past pairings (the system, the
/// initial colour and the scoring) are locked: once round 1 is paired,
/// changing them would rewrite history.
pub fn settings_locked(t: &Tournament) -> bool {
    t.rounds_paired() > 0
}

/// Whether ratings may no longer be updated from a rating list: once round 1
/// is paired, the initial ranking (C.04.2 2.2) and the rating changes
/// (B.02 8.3) rest on the ratings at round 1.
pub fn ratings_frozen(t: &Tournament) -> bool {
    t.rounds_paired() > 0
}

/// Whether the pairing system is locked: once Swissdesk has paired (or
/// hand-paired) a round of the event, which later rounds paired by other
/// rules would contradict. Rounds imported from another program's file were
/// paired by that program: which rules pair the rounds after them is the
/// arbiter's choice (the import only proposes the text in force at the
/// event's date).
pub fn pairing_system_locked(t: &Tournament) -> bool {
    settings_locked(t)
        && t.audit.iter().any(|e| matches!(e.action, AuditAction::PairRound | AuditAction::OverridePairing))
}

/// The fewest rounds the tournament may plan: at least one, and never fewer
/// than are paired already.
pub fn min_rounds_planned(t: &Tournament) -> u32 {
    t.rounds_paired().max(1)
}

/// Why the next round cannot be paired, if it cannot: every planned round
/// is paired, or a result of the last round is missing (pairing needs every
/// score of the rounds before, C.04.1).
pub fn pairing_blocked(t: &Tournament) -> Option<CommandError> {
    let last = t.rounds_paired();
    if last >= t.settings.rounds_planned {
        return Some(CommandError::AllRoundsPaired { rounds: t.settings.rounds_planned });
    }
    t.round(last).is_some_and(|r| !r.is_complete()).then_some(CommandError::ResultsMissing { round: last })
}

/// The players a pairing of round `round` must place, by pairing number:
/// those active in it, less those with a requested bye or an absence there
/// (the pairing-allocated bye is part of the pairing).
pub fn players_to_pair(t: &Tournament, round: u32) -> Vec<u32> {
    let entries = t.round(round);
    t.players
        .iter()
        .filter(|p| p.is_active_in(round))
        .filter(|p| {
            entries.and_then(|r| r.bye_of(p.tpn)).is_none_or(|kind| kind == ByeKind::PairingAllocated)
        })
        .map(|p| p.tpn)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{apply, pair_next_round};
    use crate::model::{ByeRequest, GameResult, PlayerStatus};

    fn event(players: u32, rounds: u32) -> Tournament {
        let mut t = Tournament::new("Rules");
        t.settings.rounds_planned = rounds;
        for tpn in 1..=players {
            let mut p = Player::new(tpn, format!("Player {tpn}"));
            p.rating = Some(2400 - 10 * tpn);
            t.players.push(p);
        }
        t
    }

    fn finish_round(t: &mut Tournament, round: u32) {
        let boards = t.round(round).map_or(0, |r| r.games.len());
        for board in 1..=boards {
            let result = GameResult::Draw;
            apply(t, Command::SetResult { round, board, result }, "A").unwrap_or_else(|e| panic!("{e}"));
        }
    }

    #[test]
    fn a_player_entered_after_round_one_is_paired_is_a_late_entry() {
        // C.04.2 2.4: late entries get the number of their place in the ranking.
        let mut t = event(4, 5);
        assert!(matches!(add_player(&t, Player::new(0, "Early")), Command::AddPlayer(_)));
        pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        assert!(enters_late(&t));
        assert!(matches!(add_player(&t, Player::new(0, "Late")), Command::AddLateEntry(_)));
        assert_eq!((first_open_round(&t), open_rounds(&t)), (2, 2..=5));
    }

    #[test]
    fn the_settings_lock_and_the_round_minimum_are_the_ones_apply_enforces() {
        let mut t = event(4, 5);
        assert!(!settings_locked(&t));
        assert_eq!(min_rounds_planned(&t), 1);
        let mut none = t.settings.clone();
        none.rounds_planned = 0;
        assert_eq!(apply(&mut t, Command::EditSettings(none), "A"), Err(CommandError::NoRounds));
        pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        assert!(settings_locked(&t));
        let mut other_system = t.settings.clone();
        other_system.pairing_system = crate::model::SystemId::new("dutch");
        assert_ne!(other_system.pairing_system, t.settings.pairing_system);
        assert_eq!(
            apply(&mut t, Command::EditSettings(other_system), "A"),
            Err(CommandError::SettingsLocked)
        );
    }

    #[test]
    fn the_system_of_an_imported_event_stays_the_arbiters_choice() {
        // Rounds paired by another program (no pairing of ours in the log):
        // scoring and colours are locked, the rules for the next round are not.
        let mut t = event(4, 5);
        t.rounds.push(crate::model::Round::new(1));
        t.rounds[0].games = vec![
            crate::model::Game::new(1, 3, GameResult::WhiteWins),
            crate::model::Game::new(4, 2, GameResult::Draw),
        ];
        assert!(settings_locked(&t) && !pairing_system_locked(&t));
        let mut other_system = t.settings.clone();
        other_system.pairing_system = crate::model::SystemId::new("dutch");
        assert_ne!(other_system.pairing_system, t.settings.pairing_system);
        assert_eq!(apply(&mut t, Command::EditSettings(other_system.clone()), "A"), Ok(()));
        let mut other_scoring = other_system;
        other_scoring.scoring = crate::model::ScoringSystem::football();
        assert_eq!(
            apply(&mut t, Command::EditSettings(other_scoring), "A"),
            Err(CommandError::SettingsLocked)
        );
        // Once Swissdesk pairs a round, the system is locked too.
        pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        assert!(pairing_system_locked(&t));
    }

    #[test]
    fn pairing_numbers_freeze_once_round_four_is_paired() {
        // C.04.2 2.3: numbers may be corrected until round 4 is paired.
        let mut t = event(8, 5);
        for round in 1..=4 {
            assert_eq!(pairing_numbers_frozen(&t), None, "before round {round}");
            pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
            finish_round(&mut t, round);
        }
        let frozen = Some(CommandError::PairingNumbersFrozen { paired: 4 });
        assert_eq!(pairing_numbers_frozen(&t), frozen);
        assert_eq!(apply(&mut t, Command::AssignPairingNumbers, "A").err(), frozen);
    }

    #[test]
    fn no_round_is_paired_past_the_plan_or_before_the_results() {
        let mut t = event(4, 2);
        assert_eq!(pairing_blocked(&t), None);
        pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        let missing = CommandError::ResultsMissing { round: 1 };
        assert_eq!(pairing_blocked(&t), Some(missing.clone()));
        assert_eq!(pair_next_round(&mut t, "A"), Err(missing));
        finish_round(&mut t, 1);
        pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        finish_round(&mut t, 2);
        // Both planned rounds are paired: a third is refused, not only hidden.
        let done = CommandError::AllRoundsPaired { rounds: 2 };
        assert_eq!(pairing_blocked(&t), Some(done.clone()));
        let before = t.clone();
        assert_eq!(pair_next_round(&mut t, "A"), Err(done));
        assert_eq!(t, before);
    }

    #[test]
    fn players_with_a_requested_bye_or_withdrawn_are_not_to_pair() {
        let mut t = event(5, 5);
        t.players[1].requested_byes.insert(1, ByeRequest::HalfPoint);
        t.players[3].status = PlayerStatus::Withdrawn { from_round: 1 };
        pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        // Five players, one on a half-point bye, one withdrawn: three to
        // pair, one of them on the pairing-allocated bye.
        assert_eq!(players_to_pair(&t, 1), [1, 3, 5]);
        assert_eq!(t.round(1).map(|r| r.games.len()), Some(1));
    }
}
