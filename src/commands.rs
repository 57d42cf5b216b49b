//! Every change to a tournament goes through here and is appended to its
//! audit log (architecture invariant). The GUI and the CLI build a
//! [`Command`] and call [`apply`] (pairing: [`pair_next_round`], which the
//! app runs on a copy that then replaces the document); they never edit the
//! model directly. The log's one other writer is [`crate::undo`], which puts
//! a copy from before a change back and logs that it did; nothing removes
//! or rewrites an entry (`tests/integration/architecture.rs` checks who writes it).

use crate::model::{
    AccelerationMethod, AuditAction, AuditEntry, ByeRequest, EventInfo, GameResult, Player, SystemId,
    Tournament, TournamentSettings,
};
use crate::pairing::{self, Pairing, PairingError, PairingInput};
use crate::tr;
use thiserror::Error;

mod absences;
mod baku;
mod correction;
pub mod describe;
mod event;
mod players;
mod roundrobin;
mod rounds;
mod rules;
pub mod teams;
/// Where callers have always found it; it belongs to the engine's view of
/// a round ([`pairing::prepared_for_round`]).
pub use crate::pairing::prepare_round;
pub use absences::{ABSENT_ROUNDS_TO_ASK, LongAbsence, long_absences};
pub use correction::{Correction, correction, is_correction};
pub use roundrobin::round_robin_numbers_frozen;
use rounds::record_pairing;
pub use rules::{
    add_player, enters_late, first_open_round, min_rounds_planned, open_rounds, pairing_blocked,
    pairing_numbers_frozen, pairing_system_locked, players_to_pair, ratings_frozen, repairable_round,
    settings_locked,
};

/// A change to a tournament.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    EditEvent(EventInfo),
    EditSettings(TournamentSettings),
    /// Adds a player; the pairing number given is used if free, otherwise the next free one.
    AddPlayer(Player),
    /// Adds a player after round 1 has been paired (C.04.2 2.4): they get
    /// the pairing number of their place in the initial ranking, everyone
    /// below moves down one, and rounds already played count as absences.
    AddLateEntry(Player),
    /// Renumbers all players from the initial ranking (C.04.2 2.2–2.3:
    /// rating, then title, then name). Refused once round 4 is paired.
    AssignPairingNumbers,
    EditPlayer(Player),
    RemovePlayer {
        tpn: u32,
    },
    /// Withdraws a player from round `from_round` on (C.04.2: not paired
    /// from then), with the arbiter's reason if given.
    Withdraw {
        tpn: u32,
        from_round: u32,
        reason: Option<String>,
    },
    /// Requests (or with `None` cancels) a bye for a round not yet paired.
    RequestBye {
        tpn: u32,
        round: u32,
        bye: Option<ByeRequest>,
    },
    ForbidPair {
        players: Vec<u32>,
    },
    /// Lifts a forbidden pair (the same players, in any order).
    AllowPair {
        players: Vec<u32>,
    },
    /// Records a pairing (from an engine) as round `round`.
    RecordPairing {
        round: u32,
        pairing: Pairing,
    },
    /// Replaces the pairing of round `round` by a hand-made one (swap two
    /// players, replace an opponent, flip colours, move the bye, or a whole
    /// pairing made by hand). The rules checker runs on it and its findings
    /// are logged with the reason. An absolute violation needs
    /// `confirm_absolute`; a published round needs `correct_published`.
    OverridePairing {
        round: u32,
        pairing: Pairing,
        reason: String,
        confirm_absolute: bool,
        correct_published: bool,
    },
    UnpairRound {
        round: u32,
    },
    PublishRound {
        round: u32,
    },
    /// Sets the result of board `board` (1-based) of round `round`. A
    /// result that is published ([`is_correction`]) is changed only by
    /// [`Command::CorrectResult`].
    SetResult {
        round: u32,
        board: usize,
        result: GameResult,
    },
    /// Corrects a published result (C.04.2 4.3, see [`correction`]): needs
    /// a reason; the entry says which later rounds were paired on the old
    /// result and whose scores change. With `unpair_next` the next round,
    /// paired but neither published nor started, is unpaired to be paired
    /// again; otherwise the pairings made on the old result stand.
    CorrectResult {
        round: u32,
        board: usize,
        result: GameResult,
        reason: String,
        unpair_next: bool,
    },
    /// Notes that the tournament was imported from a file, with what the
    /// import changed from the file as written (bye placeholders taken out,
    /// one line each), so the change stays traceable after saving.
    NoteImport {
        source: String,
        changes: Vec<String>,
    },
    /// Ratings, K and titles of registered players from a newer FIDE rating
    /// list (`list` names it), before round 1 is paired: one logged change.
    UpdateRatings {
        list: String,
        updates: Vec<crate::ratings::register::RatingUpdate>,
    },
    /// Places player `tpn` in Baku group `group` (C.04.7 1.2) from `round`,
    /// the next round to be paired, on, with the arbiter's reason (a late
    /// entry, a wrong rating). Choosing the rule's own group takes the
    /// arbiter's choice back.
    /// Draws the pairing numbers of a round robin by lot with `seed`
    /// (plain, or restricted by the Varma tables of C.05 Annex 2); logged
    /// with the seed and the numbers drawn. Refused once round 1 is published.
    DrawPairingNumbers {
        seed: u64,
        method: crate::roundrobin::lots::LotsMethod,
    },
    /// Sets the pairing numbers of a round robin by hand: `(old, new)`
    /// pairs; the numbers must stay 1 … n. Refused once round 1 is published.
    SetPairingNumbers {
        numbers: Vec<(u32, u32)>,
    },
    SetBakuGroup {
        tpn: u32,
        group: crate::model::BakuGroup,
        round: u32,
        reason: String,
    },
    /// A change to a team event's teams, line-ups or matches (`teams`).
    Team(teams::TeamCommand),
}

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum CommandError {
    #[error("{}", tr!("command-error-no-player", tpn = *tpn))]
    NoSuchPlayer { tpn: u32 },
    /// FIDE mode refuses what an event for FIDE rating must not do.
    #[error("{0}")]
    FideMode(#[from] crate::fidemode::FideModeRefusal),
    #[error("{}", tr!("command-error-no-round", round = *round))]
    NoSuchRound { round: u32 },
    #[error("{}", tr!("command-error-no-board", round = *round, board = *board))]
    NoSuchBoard { round: u32, board: usize },
    #[error("{}", tr!("command-error-round-started", tpn = *tpn))]
    TournamentStarted { tpn: u32 },
    #[error("{}", tr!("command-error-published", round = *round))]
    RoundPublished { round: u32 },
    #[error("{}", tr!("command-error-round-paired", round = *round))]
    RoundAlreadyPaired { round: u32 },
    #[error("{}", tr!("command-error-not-last-round", round = *round))]
    NotTheLastRound { round: u32 },
    #[error("{}", tr!("command-error-results-entered", round = *round))]
    ResultsEntered { round: u32 },
    #[error("{}", tr!("command-error-pairing-players", round = *round))]
    InvalidPairing { round: u32 },
    #[error("{}", tr!("command-error-tpn-frozen", round = (*paired)))]
    PairingNumbersFrozen { paired: u32 },
    #[error("{}", tr!("command-error-settings-locked"))]
    SettingsLocked,
    #[error("{}", tr!("command-error-too-few-rounds", paired = (*paired)))]
    TooFewRounds { paired: u32 },
    #[error("{}", tr!("command-error-no-rounds"))]
    NoRounds,
    #[error("{}", tr!("command-error-all-rounds-paired", rounds = (*rounds)))]
    AllRoundsPaired { rounds: u32 },
    #[error("{}", tr!("command-error-results-missing", round = (*round)))]
    ResultsMissing { round: u32 },
    #[error("{}", tr!("command-error-reason-required"))]
    ReasonRequired,
    #[error("{}", tr!("command-error-correction-required", round = *round, board = *board))]
    CorrectionRequired { round: u32, board: usize },
    #[error("{}", tr!("command-error-absolute", findings = findings.join("; ")))]
    AbsoluteViolation { findings: Vec<String> },
    #[error("{}", tr!("command-error-not-forbidden", players = players.as_str()))]
    NotForbidden { players: String },
    #[error("{}", tr!("command-error-withdrawn-while-paired", tpn = *tpn, round = *round))]
    WithdrawnWhilePaired { tpn: u32, round: u32 },
    /// More players than the FIDE report can number (`model::MAX_PAIRING_NUMBER`).
    #[error("{}", tr!("command-error-too-many-players", asked = *asked))]
    TooManyPlayers { asked: u64 },
    /// A rating the FIDE report cannot hold (`model::MAX_RATING`): a typing
    /// slip such as 21500 for 2150 would otherwise be cut to 1500 in the TRF.
    #[error("{}", tr!("command-error-rating-too-high", rating = *rating))]
    RatingTooHigh { rating: u32 },
    #[error("{}", tr!("command-error-ratings-frozen"))]
    RatingsFrozen,
    #[error("{0}")]
    Pairing(#[from] PairingError),
    #[error("{0}")]
    Baku(#[from] crate::pairing::baku::BakuError),
    #[error("{0}")]
    RoundRobin(#[from] crate::roundrobin::RoundRobinError),
    #[error("{0}")]
    Lots(#[from] crate::roundrobin::lots::LotsError),
    #[error("{}", tr!("command-error-rr-numbers-fixed"))]
    RoundRobinNumbersFixed,
    #[error("{}", tr!("command-error-rr-numbers-invalid", count = *count))]
    RoundRobinNumbersInvalid { count: u32 },
    #[error("{}", tr!("command-error-rr-late-entry"))]
    RoundRobinLateEntry,
    #[error("{}", tr!("command-error-rr-no-byes"))]
    RoundRobinNoByes,
    #[error("{}", tr!("command-error-baku-not-set"))]
    BakuNotSet,
    #[error("{}", tr!("command-error-baku-over", round = *round, last = *last))]
    BakuRoundsOver { round: u32, last: u32 },
    #[error("{}", tr!("command-error-baku-not-next", round = *round, next = *next))]
    BakuNotNextRound { round: u32, next: u32 },
    #[error("{}", tr!("command-error-not-team-event"))]
    NotATeamEvent,
    #[error("{}", tr!("command-error-no-team", team = *team))]
    NoSuchTeam { team: u32 },
    #[error("{}", tr!("command-error-team-played", team = *team))]
    TeamHasPlayed { team: u32 },
    #[error("{}", tr!("command-error-lineup", team = *team, round = *round))]
    InvalidLineup { team: u32, round: u32 },
    #[error("{}", tr!("command-error-player-in-team", tpn = *tpn, team = *team))]
    PlayerInAnotherTeam { tpn: u32, team: u32 },
    #[error("{}", tr!("command-error-team-withdrawn-while-paired", team = *team, round = *round))]
    TeamWithdrawnWhilePaired { team: u32, round: u32 },
    #[error("{}", tr!("command-error-team-withdrawn", team = *team, round = *round))]
    TeamWithdrawn { team: u32, round: u32 },
    #[error("{}", tr!("command-error-match-has-results", round = *round, white = *white, black = *black))]
    MatchHasResults { round: u32, white: u32, black: u32 },
}

/// The last round after whose pairing pairing numbers may still be
/// corrected (C.04.2 2.3: not after the fourth round has been paired).
pub const TPN_FREEZE_ROUND: u32 = 4;

fn log(
    t: &mut Tournament,
    actor: &str,
    action: AuditAction,
    round: Option<u32>,
    before: String,
    after: String,
) {
    t.audit.push(AuditEntry::now(actor, action, round, before, after));
}

/// Applies `command` to `t` on behalf of `actor` and records it.
/// On error the tournament is unchanged.
pub fn apply(t: &mut Tournament, command: Command, actor: &str) -> Result<(), CommandError> {
    crate::fidemode::refuse(t, &command, players::initial_ranking_key)?;
    apply_command(t, command, actor)?;
    keep_acceleration_current(t);
    if t.settings.format.round_robin().is_some() {
        roundrobin::keep_rounds_current(t);
    }
    Ok(())
}

/// With Baku acceleration set (C.04.7), the table follows every change of
/// the field and the settings, so pairing, display and export read one
/// current table. A table that cannot be computed (a scoring C.04.7 1.1
/// excludes, in a hand-edited file; [`Command::EditSettings`] refuses it)
/// is left as it is, and pairing reports why.
fn keep_acceleration_current(t: &mut Tournament) {
    if t.settings.acceleration == AccelerationMethod::Baku
        && let Ok(table) = pairing::baku::current_table(t, pairing::baku_edition(&t.settings.pairing_system))
    {
        t.accelerations = table;
        t.baku_last_of_group_a = pairing::baku::last_of_group_a_by_rule(t);
    }
}

fn apply_command(t: &mut Tournament, command: Command, actor: &str) -> Result<(), CommandError> {
    match command {
        Command::EditEvent(event) => event::edit_event(t, event, actor),
        Command::EditSettings(settings) => event::edit_settings(t, settings, actor),
        Command::NoteImport { source, changes } => event::note_import(t, source, changes, actor),
        Command::AddPlayer(player) => players::add_player(t, player, actor),
        Command::AddLateEntry(player) => players::add_late_entry(t, player, actor),
        Command::AssignPairingNumbers if t.settings.format.round_robin().is_some() => {
            players::assign_round_robin_numbers(t, actor)
        }
        Command::AssignPairingNumbers => players::assign_pairing_numbers(t, actor),
        Command::EditPlayer(player) => players::edit_player(t, player, actor),
        Command::RemovePlayer { tpn } => players::remove_player(t, tpn, actor),
        Command::Withdraw { tpn, from_round, reason } => players::withdraw(t, tpn, from_round, reason, actor),
        Command::RequestBye { bye: Some(_), .. } if t.settings.format.round_robin().is_some() => {
            Err(CommandError::RoundRobinNoByes)
        }
        Command::RequestBye { tpn, round, bye } => players::request_bye(t, tpn, round, bye, actor),
        Command::ForbidPair { players } => players::forbid_pair(t, players, actor),
        Command::AllowPair { players } => players::allow_pair(t, players, actor),
        Command::UpdateRatings { list, updates } => players::update_ratings(t, list, updates, actor),
        Command::RecordPairing { round, pairing } => rounds::record_pairing(t, round, pairing, actor),
        Command::OverridePairing { round, pairing, reason, confirm_absolute, correct_published } => {
            rounds::override_pairing(t, round, pairing, &reason, confirm_absolute, correct_published, actor)
        }
        Command::UnpairRound { round } => rounds::unpair_round(t, round, actor),
        Command::PublishRound { round } => rounds::publish_round(t, round, actor),
        Command::SetResult { round, board, result } => rounds::set_result(t, round, board, result, actor),
        Command::CorrectResult { round, board, result, reason, unpair_next } => {
            correction::correct_result(t, round, board, result, &reason, unpair_next, actor)
        }
        Command::Team(command) => teams::apply(t, command, actor),
        Command::DrawPairingNumbers { seed, method } => roundrobin::draw_numbers(t, seed, method, actor),
        Command::SetPairingNumbers { numbers } => roundrobin::set_numbers(t, &numbers, actor),
        Command::SetBakuGroup { tpn, group, round, reason } => {
            baku::set_group(t, tpn, group, round, &reason, actor)
        }
    }
}

/// The checker's findings for `pairing` as round `round` of `t`.
pub fn check_pairing(
    t: &Tournament,
    round: u32,
    pairing: &Pairing,
) -> Result<Vec<crate::pairing::checker::Finding>, CommandError> {
    if t.settings.format.round_robin().is_some() {
        return roundrobin::check_pairing(t, round, pairing);
    }
    let input = pairing::input_for_round(t, round)?;
    let system = pairing::find(&t.settings.pairing_system)?;
    Ok(crate::pairing::checker::check(system, &input, pairing)?)
}

/// The engine's trace of round `round` of `t` under `system`, re-paired
/// from the rounds before it.
pub fn explain_round(
    t: &Tournament,
    system: &SystemId,
    round: u32,
) -> Result<crate::pairing::explain::Explanation, CommandError> {
    let system = pairing::find(system)?;
    let input = pairing::input_for_round(t, round)?;
    Ok(crate::pairing::explain::explain(system, &input)?)
}

/// Pairs the next round with the tournament's system and records it.
/// Returns the number of the round paired. Refused when every planned round
/// is paired or a result of the last one is missing ([`pairing_blocked`]).
pub fn pair_next_round(t: &mut Tournament, actor: &str) -> Result<u32, CommandError> {
    if t.settings.format.round_robin().is_some() {
        return roundrobin::pair_next_round(t, actor);
    }
    let system = pairing::find(&t.settings.pairing_system)?;
    pair_next_round_with(t, system, actor)
}

/// [`pair_next_round`] with `system`, which need not be available to
/// arbiters yet (the generator, for a system's own tests).
pub fn pair_next_round_with(
    t: &mut Tournament,
    system: &dyn pairing::PairingSystem,
    actor: &str,
) -> Result<u32, CommandError> {
    if t.settings.format.round_robin().is_some() {
        return roundrobin::pair_next_round(t, actor);
    }
    if let Some(blocked) = pairing_blocked(t) {
        return Err(blocked);
    }
    let round = PairingInput::next_round(t);
    // The engine pairs from this draft, and the pairing is recorded in it:
    // the round's byes and the Baku table it was paired with stay.
    let pairing::PreparedRound { document: mut draft, input } = pairing::prepared_for_round(t, round)?;
    let pairing = system.pair(&input)?;
    record_pairing(&mut draft, round, pairing, actor)?;
    *t = draft;
    Ok(round)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Points;
    use crate::model::{ForbiddenPair, Game, Round};

    fn event_with_players(n: u32) -> Tournament {
        let mut t = Tournament::new("Club championship");
        for i in 1..=n {
            let mut p = Player::new(i, format!("Player {i}"));
            p.rating = Some(2400 - 10 * i);
            apply(&mut t, Command::AddPlayer(p), "Arbiter").unwrap_or_else(|e| panic!("{e}"));
        }
        t
    }

    #[test]
    fn every_command_is_logged() {
        let mut t = event_with_players(4);
        assert_eq!(t.audit.len(), 4);
        assert!(t.audit.iter().all(|e| e.action == AuditAction::AddPlayer && e.actor == "Arbiter"));
        apply(&mut t, Command::Withdraw { tpn: 2, from_round: 3, reason: None }, "Deputy")
            .unwrap_or_else(|e| panic!("{e}"));
        let last = t.audit.last().map(|e| (e.action.clone(), e.actor.clone()));
        assert_eq!(last, Some((AuditAction::WithdrawPlayer, "Deputy".to_string())));
    }

    #[test]
    fn a_forbidden_pair_is_lifted_in_either_order_and_only_if_it_exists() {
        let mut t = event_with_players(4);
        apply(&mut t, Command::ForbidPair { players: vec![3, 1] }, "A").unwrap_or_else(|e| panic!("{e}"));
        apply(&mut t, Command::ForbidPair { players: vec![2, 4] }, "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            apply(&mut t, Command::AllowPair { players: vec![1, 2] }, "A"),
            Err(CommandError::NotForbidden { players: "1 2".into() })
        );
        apply(&mut t, Command::AllowPair { players: vec![1, 3] }, "B").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.forbidden_pairs, vec![ForbiddenPair { players: vec![2, 4] }]);
        let last = t.audit.last().map(|e| (e.action.clone(), e.actor.as_str(), e.before.as_str()));
        assert_eq!(last, Some((AuditAction::AllowPair, "B", "Player 1 (1) – Player 3 (3)")));
    }

    #[test]
    fn results_are_entered_and_corrected() {
        let mut t = event_with_players(2);
        let pairing = Pairing { boards: vec![crate::pairing::Board { white: 1, black: 2 }], bye: None };
        apply(&mut t, Command::RecordPairing { round: 1, pairing }, "A").unwrap_or_else(|e| panic!("{e}"));
        apply(&mut t, Command::SetResult { round: 1, board: 1, result: GameResult::Draw }, "A")
            .unwrap_or_else(|e| panic!("{e}"));
        apply(&mut t, Command::SetResult { round: 1, board: 1, result: GameResult::WhiteWins }, "A")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.points(1), Points::ONE);
        let actions: Vec<_> = t.audit.iter().map(|e| e.action.clone()).collect();
        assert!(actions.ends_with(&[
            AuditAction::PairRound,
            AuditAction::EnterResult,
            AuditAction::CorrectResult
        ]));
        assert_eq!(
            apply(&mut t, Command::SetResult { round: 1, board: 2, result: GameResult::Draw }, "A"),
            Err(CommandError::NoSuchBoard { round: 1, board: 2 })
        );
    }

    #[test]
    fn a_change_that_changes_nothing_logs_nothing() {
        // Issue 15: pressing the same result key twice, applying unchanged
        // settings or event data, publishing twice: no entry.
        let mut t = event_with_players(2);
        let pairing = Pairing { boards: vec![crate::pairing::Board { white: 1, black: 2 }], bye: None };
        apply(&mut t, Command::RecordPairing { round: 1, pairing }, "A").unwrap_or_else(|e| panic!("{e}"));
        let draw = Command::SetResult { round: 1, board: 1, result: GameResult::Draw };
        apply(&mut t, draw.clone(), "A").unwrap_or_else(|e| panic!("{e}"));
        let logged = t.audit.len();
        for same in [
            draw,
            Command::EditEvent(t.event.clone()),
            Command::EditSettings(t.settings.clone()),
            Command::EditPlayer(t.players[0].clone()),
            Command::RequestBye { tpn: 1, round: 2, bye: None },
        ] {
            apply(&mut t, same.clone(), "A").unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(t.audit.len(), logged, "{same:?} logged an entry");
        }
        apply(&mut t, Command::PublishRound { round: 1 }, "A").unwrap_or_else(|e| panic!("{e}"));
        apply(&mut t, Command::PublishRound { round: 1 }, "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.audit.len(), logged + 1, "published once");
    }

    #[test]
    fn a_withdrawal_takes_effect_after_the_paired_rounds_and_keeps_its_reason() {
        let mut t = paired_event();
        let early = Command::Withdraw { tpn: 1, from_round: 1, reason: None };
        assert_eq!(apply(&mut t, early, "A"), Err(CommandError::WithdrawnWhilePaired { tpn: 1, round: 1 }));
        let reason = Some("  Illness  ".to_owned());
        apply(&mut t, Command::Withdraw { tpn: 1, from_round: 2, reason }, "A")
            .unwrap_or_else(|e| panic!("{e}"));
        let entry = t.audit.last().unwrap_or_else(|| panic!("logged"));
        assert_eq!((entry.round, entry.reason.as_deref()), (Some(2), Some("Illness")));
        assert!(entry.after.contains(&describe::player(&t, 1)), "{}", entry.after);
    }

    #[test]
    fn pairing_numbers_follow_rating_title_and_name_until_round_four() {
        let mut t = Tournament::new("Open");
        for (name, rating, title) in [
            ("Zeta, Zoe", 2100, None),
            ("Alpha, Al", 2300, None),
            ("Beta, Bo", 2300, Some(crate::model::Title::FM)),
            ("Able, Ann", 2100, None),
        ] {
            let mut p = Player::new(0, name);
            p.rating = Some(rating);
            p.title = title;
            apply(&mut t, Command::AddPlayer(p), "A").unwrap_or_else(|e| panic!("{e}"));
        }
        apply(&mut t, Command::AssignPairingNumbers, "A").unwrap_or_else(|e| panic!("{e}"));
        let names: Vec<&str> = t.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Beta, Bo", "Alpha, Al", "Able, Ann", "Zeta, Zoe"]);
        assert_eq!(t.audit.last().map(|e| e.action.clone()), Some(AuditAction::RenumberPlayers));
        for round in 1..=4 {
            let mut r = Round::new(round);
            r.games.push(Game::new(1, 2, GameResult::Draw));
            t.rounds.push(r);
        }
        assert_eq!(
            apply(&mut t, Command::AssignPairingNumbers, "A"),
            Err(CommandError::PairingNumbersFrozen { paired: 4 })
        );
    }

    #[test]
    fn a_late_entry_takes_its_place_and_moves_the_others_down() {
        let mut t = event_with_players(4); // ratings 2390, 2380, 2370, 2360
        t.rounds.push(Round::new(1));
        t.rounds[0].games.push(Game::new(3, 1, GameResult::WhiteWins));
        t.rounds[0].games.push(Game::new(2, 4, GameResult::Draw));
        let mut late = Player::new(0, "Late, Lou");
        late.rating = Some(2375);
        apply(&mut t, Command::AddLateEntry(late), "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.player(3).map(|p| p.name.as_str()), Some("Late, Lou"));
        assert_eq!(t.player(4).map(|p| p.name.as_str()), Some("Player 3"));
        // The game Player 3 won is now recorded under their new number.
        assert_eq!(t.rounds[0].games[0], Game::new(4, 1, GameResult::WhiteWins));
        assert_eq!(t.points(4), Points::ONE);
        assert_eq!(t.points(3), Points::ZERO);
    }

    fn paired_event() -> Tournament {
        let mut t = event_with_players(4);
        t.settings.pairing_system = crate::model::SystemId::new("dutch");
        pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        t
    }

    fn swapped(t: &Tournament) -> Pairing {
        let r = t.round(1).unwrap_or_else(|| panic!("round 1"));
        let (a, b) = (r.games[0], r.games[1]);
        Pairing {
            boards: vec![
                crate::pairing::Board { white: a.white, black: b.black },
                crate::pairing::Board { white: b.white, black: a.black },
            ],
            bye: None,
        }
    }

    #[test]
    fn an_override_needs_a_reason_and_is_logged_with_the_findings() {
        let mut t = paired_event();
        let proposal = swapped(&t);
        let cmd = |reason: &str| Command::OverridePairing {
            round: 1,
            pairing: proposal.clone(),
            reason: reason.into(),
            confirm_absolute: false,
            correct_published: false,
        };
        assert_eq!(apply(&mut t, cmd("  "), "A"), Err(CommandError::ReasonRequired));
        apply(&mut t, cmd("Brothers must not meet"), "Chief").unwrap_or_else(|e| panic!("{e}"));
        let entry = t.audit.last().unwrap_or_else(|| panic!("no audit entry"));
        assert_eq!(entry.action, AuditAction::OverridePairing);
        assert_eq!(entry.reason.as_deref(), Some("Brothers must not meet"));
        assert_eq!(entry.actor, "Chief");
        assert_ne!(entry.before, entry.after);
        assert_eq!(t.round(1).map(|r| r.games.len()), Some(2));
    }

    #[test]
    fn an_absolute_violation_needs_confirmation_and_a_published_round_a_correction() {
        let mut t = paired_event();
        apply(&mut t, Command::SetResult { round: 1, board: 1, result: GameResult::WhiteWins }, "A")
            .unwrap_or_else(|e| panic!("{e}"));
        apply(&mut t, Command::SetResult { round: 1, board: 2, result: GameResult::Draw }, "A")
            .unwrap_or_else(|e| panic!("{e}"));
        pair_next_round(&mut t, "A").unwrap_or_else(|e| panic!("{e}"));
        // Round 2 repeating round 1's games breaks C.1.
        let round1 = t.round(1).map(|r| r.games.clone()).unwrap_or_default();
        let rematch = Pairing {
            boards: round1.iter().map(|g| crate::pairing::Board { white: g.black, black: g.white }).collect(),
            bye: None,
        };
        let cmd = |confirm: bool, correct: bool| Command::OverridePairing {
            round: 2,
            pairing: rematch.clone(),
            reason: "test".into(),
            confirm_absolute: confirm,
            correct_published: correct,
        };
        let before = t.clone();
        assert!(matches!(apply(&mut t, cmd(false, false), "A"), Err(CommandError::AbsoluteViolation { .. })));
        assert_eq!(t, before);
        apply(&mut t, Command::PublishRound { round: 2 }, "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(apply(&mut t, cmd(true, false), "A"), Err(CommandError::RoundPublished { round: 2 }));
        apply(&mut t, cmd(true, true), "A").unwrap_or_else(|e| panic!("{e}"));
        let entry = t.audit.last().unwrap_or_else(|| panic!("no audit entry"));
        assert_eq!(entry.action, AuditAction::CorrectPublishedPairing);
        assert!(entry.findings.iter().any(|f| f.contains("C.04.3 C.1")), "{:?}", entry.findings);
    }

    #[test]
    fn a_hand_change_is_marked_and_put_in_board_order() {
        // After round 1, players 1, 2 and 6 have a point, 3, 4 and 5 none.
        let mut t = event_with_players(6);
        let mut r1 = Round::new(1);
        r1.games = vec![
            Game::new(1, 4, GameResult::WhiteWins),
            Game::new(2, 5, GameResult::WhiteWins),
            Game::new(3, 6, GameResult::BlackWins),
        ];
        let mut r2 = Round::new(2);
        r2.games = vec![
            Game::new(1, 2, GameResult::Pending),
            Game::new(6, 4, GameResult::Pending),
            Game::new(3, 5, GameResult::Pending),
        ];
        t.rounds = vec![r1, r2];
        let board = |white, black| crate::pairing::Board { white, black };
        // Listed lowest board first: the rule (C.04.2 3.6) orders them by
        // the higher-ranked player's score, then the sum of both scores.
        let pairing = Pairing { boards: vec![board(3, 5), board(2, 4), board(1, 6)], bye: None };
        let cmd = Command::OverridePairing {
            round: 2,
            pairing,
            reason: "Brothers".into(),
            confirm_absolute: true,
            correct_published: false,
        };
        apply(&mut t, cmd, "A").unwrap_or_else(|e| panic!("{e}"));
        let games: Vec<(u32, u32, bool)> = t
            .round(2)
            .map(|r| r.games.iter().map(|g| (g.white, g.black, g.by_arbiter)).collect())
            .unwrap_or_default();
        // 1–6 (1 point, sum 2), 2–4 (1 point, sum 1), 3–5 (0 points): the
        // first two are the arbiter's, 3–5 is the engine's board as it was.
        assert_eq!(games, [(1, 6, true), (2, 4, true), (3, 5, false)]);
        assert!(t.round(2).is_some_and(Round::changed_by_arbiter));
        // The same boards listed in another order again: no change, no entry.
        let logged = t.audit.len();
        let same = Pairing { boards: vec![board(2, 4), board(3, 5), board(1, 6)], bye: None };
        let cmd = Command::OverridePairing {
            round: 2,
            pairing: same,
            reason: "again".into(),
            confirm_absolute: true,
            correct_published: false,
        };
        apply(&mut t, cmd, "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.audit.len(), logged);
    }

    #[test]
    fn settings_that_made_past_pairings_are_locked_and_results_come_first() {
        let mut t = paired_event();
        let mut settings = t.settings.clone();
        settings.scoring = crate::model::ScoringSystem::football();
        assert_eq!(apply(&mut t, Command::EditSettings(settings), "A"), Err(CommandError::SettingsLocked));
        let mut settings = t.settings.clone();
        settings.rounds_planned = 0;
        assert_eq!(
            apply(&mut t, Command::EditSettings(settings), "A"),
            Err(CommandError::TooFewRounds { paired: 1 })
        );
        let mut settings = t.settings.clone();
        settings.tiebreaks = vec!["BH".into()];
        apply(&mut t, Command::EditSettings(settings), "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(pair_next_round(&mut t, "A"), Err(CommandError::ResultsMissing { round: 1 }));
    }

    #[test]
    fn a_player_with_results_cannot_be_removed() {
        let mut t = event_with_players(3);
        t.rounds.push(Round::new(1));
        t.rounds[0].games.push(Game::new(1, 2, GameResult::Draw));
        let before = t.clone();
        assert_eq!(
            apply(&mut t, Command::RemovePlayer { tpn: 1 }, "A"),
            Err(CommandError::TournamentStarted { tpn: 1 })
        );
        assert_eq!(t, before);
        apply(&mut t, Command::RemovePlayer { tpn: 3 }, "A").unwrap_or_else(|e| panic!("{e}"));
        assert!(t.player(3).is_none());
    }
}
