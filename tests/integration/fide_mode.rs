//! FIDE mode (`swissdesk::fidemode`): in an event meant for FIDE rating,
//! each restriction of the verification check-list is refused with its
//! message, and lifted only by leaving FIDE mode with a reason, which the
//! audit log, every printout and the TRF then carry.

use swissdesk::commands::{self, Command, CommandError};
use swissdesk::fidemode::FideModeRefusal;
use swissdesk::model::{ByeRequest, FideMode, GameResult, Player, Points, ScoringSystem, Tournament};
use swissdesk::pairing::dutch::Dutch2026;

const ARBITER: &str = "Arbiter";

/// `players` players, `rounds` rounds paired and played (the generator's
/// event, which keeps the rated scoring), planned for 9, then marked rated.
fn rated_event(players: u32, rounds: u32) -> Tournament {
    let mut t = swissdesk::generator::generate_with(
        &Dutch2026,
        players,
        rounds,
        5,
        swissdesk::generator::GeneratorRates {
            forfeit: 0.0,
            half_bye: 0.0,
            full_bye: 0.0,
            absence: 0.0,
            withdrawal: 0.0,
            ..Default::default()
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.rounds_paired(), rounds);
    set_mode(&mut t, FideMode::On).unwrap_or_else(|e| panic!("{e}"));
    let settings = swissdesk::model::TournamentSettings { rounds_planned: 9, ..t.settings.clone() };
    commands::apply(&mut t, Command::EditSettings(settings), ARBITER).unwrap_or_else(|e| panic!("{e}"));
    t
}

fn set_mode(t: &mut Tournament, mode: FideMode) -> Result<(), CommandError> {
    let settings = swissdesk::model::TournamentSettings { fide_mode: mode, ..t.settings.clone() };
    commands::apply(t, Command::EditSettings(settings), ARBITER)
}

fn leave(t: &mut Tournament, reason: &str) {
    set_mode(t, FideMode::Left { reason: reason.into() }).unwrap_or_else(|e| panic!("{e}"));
}

fn refused(result: Result<(), CommandError>) -> FideModeRefusal {
    match result {
        Err(CommandError::FideMode(refusal)) => refusal,
        other => panic!("not refused by FIDE mode: {other:?}"),
    }
}

/// A strong late entry would take number 1 and move every player down one.
fn strong_late_entry() -> Command {
    let mut p = Player::new(99, "Late, Strong".to_owned());
    p.rating = Some(2900);
    Command::AddLateEntry(p)
}

#[test]
fn pairing_numbers_do_not_change_after_round_four() {
    let mut t = rated_event(12, 4);
    let refusal = refused(commands::apply(&mut t, strong_late_entry(), ARBITER));
    assert_eq!(refusal, FideModeRefusal::PairingNumbersChanged { paired: 4 });
    assert!(refusal.to_string().contains("after round 4"), "{refusal}");
    assert_eq!(t.players.len(), 12, "nothing changed");
    // A late entry that takes the last number keeps everyone's.
    let mut weak = Player::new(99, "Late, Weak".to_owned());
    weak.rating = Some(1000);
    commands::apply(&mut t.clone(), Command::AddLateEntry(weak), ARBITER).unwrap_or_else(|e| panic!("{e}"));
    // Before round 4 is paired the same entry is allowed (C.04.2 2.3).
    let mut early = rated_event(12, 3);
    commands::apply(&mut early, strong_late_entry(), ARBITER).unwrap_or_else(|e| panic!("{e}"));
    // Leaving FIDE mode lifts it.
    leave(&mut t, "late entry accepted by the organiser");
    commands::apply(&mut t, strong_late_entry(), ARBITER).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.player(1).map(|p| p.name.as_str()), Some("Late, Strong"));
}

#[test]
fn a_rated_event_keeps_the_rated_scoring() {
    let mut t = Tournament::new("Rated Open");
    set_mode(&mut t, FideMode::On).unwrap_or_else(|e| panic!("{e}"));
    let three_one_zero = ScoringSystem::with_win_draw(Points(30), Points(10));
    let settings = swissdesk::model::TournamentSettings { scoring: three_one_zero, ..t.settings.clone() };
    let refusal = refused(commands::apply(&mut t, Command::EditSettings(settings.clone()), ARBITER));
    assert_eq!(refusal, FideModeRefusal::UnratedScoring);
    assert_eq!(t.settings.scoring, ScoringSystem::standard());
    // Entering FIDE mode with an unrated scoring is refused too.
    let mut club = Tournament::new("Club");
    let settings_310 =
        swissdesk::model::TournamentSettings { scoring: three_one_zero, ..club.settings.clone() };
    commands::apply(&mut club, Command::EditSettings(settings_310), ARBITER)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(refused(set_mode(&mut club, FideMode::On)), FideModeRefusal::UnratedScoring);
    // Leaving FIDE mode in the same edit, with a reason, is allowed and logged.
    let leaving = swissdesk::model::TournamentSettings {
        fide_mode: FideMode::Left { reason: "football scoring by the organiser's rules".into() },
        ..settings
    };
    commands::apply(&mut t, Command::EditSettings(leaving), ARBITER).unwrap_or_else(|e| panic!("{e}"));
    // The reason is the entry's reason, as for every override; the change
    // itself says only that FIDE mode was left (and the scoring changed).
    let last = t.audit.last().unwrap_or_else(|| panic!("no audit entry"));
    assert_eq!(last.reason.as_deref(), Some("football scoring by the organiser's rules"), "{last:?}");
    assert!(!last.before.contains("football") && !last.after.contains("football"), "{last:?}");
    assert!(last.after.lines().any(|l| l == "FIDE mode: left"), "{last:?}");
    // The log's text (view and export) shows it as a reason line, once.
    let log = swissdesk::audit::to_text(&t, &swissdesk::audit::AuditFilter::default());
    let lines: Vec<&str> = log.lines().filter(|l| l.contains("football scoring")).collect();
    assert_eq!(lines, ["  reason: football scoring by the organiser's rules"], "{log}");
}

#[test]
fn no_full_point_bye_on_request() {
    let mut t = rated_event(10, 2);
    let bye = |bye| Command::RequestBye { tpn: 3, round: 3, bye: Some(bye) };
    assert_eq!(
        refused(commands::apply(&mut t, bye(ByeRequest::FullPoint), ARBITER)),
        FideModeRefusal::FullPointBye
    );
    commands::apply(&mut t, bye(ByeRequest::HalfPoint), ARBITER).unwrap_or_else(|e| panic!("{e}"));
    leave(&mut t, "bye promised in the invitation");
    commands::apply(&mut t, bye(ByeRequest::FullPoint), ARBITER).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn results_are_rated_results_or_forfeits() {
    let mut t = rated_event(10, 2);
    commands::pair_next_round_with(&mut t, &Dutch2026, ARBITER).unwrap_or_else(|e| panic!("{e}"));
    let set = |result| Command::SetResult { round: 3, board: 1, result };
    for unrated in [GameResult::WhiteWinsUnrated, GameResult::DrawUnrated, GameResult::BlackWinsUnrated] {
        let refusal = refused(commands::apply(&mut t, set(unrated), ARBITER));
        assert!(matches!(refusal, FideModeRefusal::UnratedResult { .. }), "{refusal:?}");
    }
    assert_eq!(
        refused(commands::apply(&mut t, set(GameResult::DrawUnrated), ARBITER)).to_string(),
        "FIDE mode: the unrated result D/D is not allowed in a rated event; record the game as played or as a \
         forfeit (+/-), or leave FIDE mode with a reason."
    );
    commands::apply(&mut t, set(GameResult::WhiteWinsByForfeit), ARBITER).unwrap_or_else(|e| panic!("{e}"));
    commands::apply(&mut t, set(GameResult::Draw), ARBITER).unwrap_or_else(|e| panic!("{e}"));
    leave(&mut t, "game abandoned before the first move, not rated");
    commands::apply(&mut t, set(GameResult::DrawUnrated), ARBITER).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn leaving_needs_a_reason_that_printouts_and_the_trf_show() {
    let mut t = rated_event(10, 2);
    assert_eq!(
        refused(set_mode(&mut t, FideMode::Left { reason: "  ".into() })),
        FideModeRefusal::ReasonRequired
    );
    // Unrating the event once it started would be leaving without a reason.
    assert_eq!(refused(set_mode(&mut t, FideMode::NotRated)), FideModeRefusal::RatedSinceRoundOne);
    assert!(t.settings.fide_mode.is_on());
    let trf = swissdesk::trf::write(&t);
    assert!(!trf.contains("FIDE mode"), "nothing to say while in FIDE mode");

    leave(&mut t, "unrated tie-break games");
    let trf = swissdesk::trf::write_complete(&t, swissdesk::trf::Dialect::Trf2026);
    assert!(trf.lines().any(|l| l == "### FIDE mode left by the arbiter: unrated tie-break games"), "{trf}");
    // The TRF still reads (the line is a comment).
    swissdesk::trf::parse(&trf, "left.trf").unwrap_or_else(|e| panic!("{e}"));
    let pdf = swissdesk::export::pdf(
        &t,
        swissdesk::export::Document::Pairings,
        &swissdesk::export::PdfOptions::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let text = pdf_extract::extract_text_from_mem(&pdf).unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("FIDE mode left by the arbiter: unrated tie-break games"), "{text}");
}
