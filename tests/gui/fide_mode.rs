//! FIDE mode on the tournament view (issue 33), driven headlessly with
//! iced_test's Simulator like tests/gui/app.rs: a new event starts in FIDE
//! mode; the card marks it not rated and turns FIDE mode on again; the
//! tool bar shows the sign; a full-point bye on request is refused with
//! the command's message on screen; leaving FIDE mode goes through a
//! dialog that will not send without a reason, and the audit log shows
//! the reason; Undo brings FIDE mode back.

use iced_test::{Error, selector, simulator};
use swissdesk::gui::app::{Message, Options, Tab};
use swissdesk::gui::{App, editor, fide_mode, players};
use swissdesk::model::{AuditAction, ByeRequest, FideMode};
use swissdesk::tr;

use crate::gui_common;
use gui_common::{click, feed, shows, type_into};

const REASON: &str = "Club rule: the junior squad gets full-point byes";

/// The line the audit log gives FIDE mode (`field: state`, as
/// `commands::describe` writes every changed setting).
fn logged(state: String) -> String {
    format!("{}: {state}", tr!("fide-mode-field"))
}

fn no_error(app: &App, step: &str) {
    if let Some(notice) = app.notice() {
        assert!(!notice.is_error, "{step}: {}", notice.text);
    }
}

/// Player 1 asks for a full-point bye in round 2, from the requests view.
fn request_full_point_bye(app: &mut App) -> Result<(), Error> {
    let _ = app.update(Message::ShowTab(Tab::Players));
    click(app, tr!("gui-players-requests"))?;
    feed(
        app,
        [
            Message::Players(players::Message::ByePlayer(editor::PlayerChoice {
                tpn: Some(1),
                name: String::new(),
            })),
            Message::Players(players::Message::ByeKind(players::ByeChoice(Some(ByeRequest::FullPoint)))),
            Message::Players(players::Message::ByeRound(2)),
        ],
    );
    click(app, tr!("gui-bye-request"))
}

fn byes_of_player_one(app: &App) -> usize {
    app.tournament().player(1).map(|p| p.requested_byes.len()).unwrap_or_default()
}

#[test]
fn fide_mode_is_turned_on_refuses_and_is_left_only_with_a_logged_reason() -> Result<(), Error> {
    let (mut app, _) = App::new(Options::default());
    let _ = app.update(Message::New);
    assert_eq!(app.tab(), Tab::Tournament);
    // A new event is rated, in FIDE mode (the choice at gui::fide_mode::new_event).
    assert_eq!(app.tournament().settings.fide_mode, FideMode::On);
    shows(&app, tr!("gui-fidemode-state-on"))?;
    shows(&app, tr!("gui-fidemode-badge-on"))?;

    // Marked not rated from the card: no sign in the tool bar.
    click(&mut app, tr!("gui-fidemode-not-rated"))?;
    no_error(&app, "not rated");
    assert_eq!(app.tournament().settings.fide_mode, FideMode::NotRated);
    shows(&app, tr!("gui-fidemode-state-not-rated"))?;
    assert!(shows(&app, tr!("gui-fidemode-badge-on")).is_err(), "no sign for an event not rated");

    // Turned on from the card: the sign, the notice, the audit entry.
    click(&mut app, tr!("gui-fidemode-turn-on"))?;
    no_error(&app, "turn on");
    assert_eq!(app.tournament().settings.fide_mode, FideMode::On);
    shows(&app, tr!("gui-fidemode-badge-on"))?;
    shows(&app, tr!("gui-fidemode-done-on"))?;
    let entry = app.tournament().audit.last().cloned().unwrap_or_else(|| panic!("logged"));
    assert_eq!(entry.action, AuditAction::EditSettings);
    assert_eq!(entry.after, logged(tr!("fide-mode-on")));

    // A restricted action is refused, with the command's message shown.
    let _ = app.update(Message::ShowTab(Tab::Players));
    for (name, rating) in [("Alpha, Anna", "2100"), ("Beta, Boris", "2000")] {
        feed(
            &mut app,
            [
                Message::Players(players::Message::Name(name.into())),
                Message::Players(players::Message::Rating(rating.into())),
                Message::Players(players::Message::Add),
            ],
        );
        no_error(&app, name);
    }
    request_full_point_bye(&mut app)?;
    let refusal = tr!("fide-mode-refused-full-bye");
    assert_eq!(app.notice().map(|n| (n.is_error, n.text.clone())), Some((true, refusal.clone())));
    shows(&app, refusal)?;
    assert_eq!(byes_of_player_one(&app), 0, "refused: nothing changed");

    // Leaving opens the dialog; without a reason it sends nothing.
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    click(&mut app, tr!("gui-fidemode-leave"))?;
    assert!(app.tournament_screen().is_leaving_fide_mode());
    shows(&app, tr!("gui-fidemode-leave-title"))?;
    shows(&app, tr!("fide-mode-reason-required"))?;
    click(&mut app, tr!("gui-fidemode-leave-confirm"))?;
    assert!(app.tournament_screen().is_leaving_fide_mode(), "no reason: the dialog stays");
    assert_eq!(app.tournament().settings.fide_mode, FideMode::On);
    // Escape closes it; nothing changed.
    let _ = app.update(Message::Escape);
    assert!(!app.tournament_screen().is_leaving_fide_mode());
    assert_eq!(app.tournament().settings.fide_mode, FideMode::On);

    // With a reason typed, it leaves.
    click(&mut app, tr!("gui-fidemode-leave"))?;
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(selector::id(fide_mode::REASON_INPUT))?;
        let _ = ui.typewrite(REASON);
        ui.into_messages().collect()
    };
    feed(&mut app, messages);
    click(&mut app, tr!("gui-fidemode-leave-confirm"))?;
    no_error(&app, "leave");
    assert!(!app.tournament_screen().is_leaving_fide_mode());
    assert_eq!(app.tournament().settings.fide_mode, FideMode::Left { reason: REASON.into() });
    shows(&app, tr!("gui-fidemode-badge-left"))?;
    shows(&app, tr!("gui-fidemode-state-left", reason = REASON))?;
    let entry = app.tournament().audit.last().cloned().unwrap_or_else(|| panic!("logged"));
    assert_eq!(entry.action, AuditAction::EditSettings);
    assert_eq!(entry.before, logged(tr!("fide-mode-on")));
    assert_eq!(entry.after, logged(tr!("fide-mode-left-state")));
    assert_eq!(entry.reason.as_deref(), Some(REASON));
    // The audit log view shows it, as `field: before → after`, and the reason.
    click(&mut app, Tab::Audit.label())?;
    assert_eq!(app.tab(), Tab::Audit);
    shows(&app, format!("{} → {}", logged(tr!("fide-mode-on")), tr!("fide-mode-left-state")))?;
    shows(&app, REASON.to_owned())?;

    // Out of FIDE mode the full-point bye is accepted.
    request_full_point_bye(&mut app)?;
    no_error(&app, "bye after leaving");
    assert_eq!(byes_of_player_one(&app), 1);

    // Undo takes back the bye, then the leaving: FIDE mode is on again.
    let _ = app.update(Message::Undo);
    let _ = app.update(Message::Undo);
    assert_eq!(app.tournament().settings.fide_mode, FideMode::On);
    shows(&app, tr!("gui-fidemode-badge-on"))?;
    Ok(())
}

#[test]
fn fide_mode_refuses_the_football_scoring_on_the_form() -> Result<(), Error> {
    use swissdesk::gui::tournament;
    use swissdesk::model::ScoringSystem;
    let (mut app, _) = App::new(Options::default());
    let _ = app.update(Message::New);
    let _ = app.update(Message::Tournament(tournament::Message::Scoring(tournament::ScoringChoice(
        ScoringSystem::football(),
    ))));
    click(&mut app, tr!("gui-apply"))?;
    let refusal = tr!("fide-mode-refused-scoring");
    assert_eq!(app.notice().map(|n| (n.is_error, n.text.clone())), Some((true, refusal.clone())));
    shows(&app, refusal)?;
    assert_eq!(app.tournament().settings.scoring, ScoringSystem::standard());
    Ok(())
}

/// A late entry FIDE mode refuses keeps what the arbiter typed: the
/// refusal, said under the form, says to enter the player with the last
/// number, so the arbiter corrects the rating (or leaves FIDE mode) and
/// adds again, without retyping the name. The form is emptied only when
/// the entry is made.
#[test]
fn a_refused_late_entry_keeps_the_typed_name_and_rating() -> Result<(), Error> {
    use swissdesk::gui::app::sample_path;
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("open.swissdesk.ron");
    let mut t = swissdesk::store::load(&sample_path()).unwrap_or_else(|e| panic!("{e}"));
    t.settings.fide_mode = FideMode::On;
    let paired = t.rounds_paired();
    // Numbers are fixed after round 4 (VCL; C.04.2 2.3).
    assert!(paired >= 4, "the sample has {paired} rounds paired");
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(path), ..Options::default() });
    let entries = app.tournament().players.len();
    let _ = app.update(Message::ShowTab(Tab::Players));
    shows(&app, tr!("gui-late-entry-heading"))?;

    // Rated 2900 she would be number 1 and move everyone down: refused.
    type_into(&mut app, players::NAME_INPUT, "Late, Lena")?;
    type_into(&mut app, players::RATING_INPUT, "2900")?;
    click(&mut app, tr!("gui-add-player"))?;
    // Under the form (tests/gui/languages/gui_layout.rs: where the form's own checks
    // are said), not in the notice line.
    shows(&app, tr!("fide-mode-refused-numbers", paired = paired))?;
    no_error(&app, "refused late entry");
    assert_eq!(app.tournament().players.len(), entries, "refused: nobody added");
    // What she typed is still in the form.
    shows(&app, "Late, Lena")?;
    shows(&app, "2900")?;

    // The arbiter corrects the rating only (1650: below everyone, she takes
    // the last number) and adds again: made, and the form is empty.
    let _ = app.update(Message::Players(players::Message::Rating(String::new())));
    type_into(&mut app, players::RATING_INPUT, "1650")?;
    click(&mut app, tr!("gui-add-player"))?;
    no_error(&app, "late entry placed last");
    assert_eq!(app.tournament().players.len(), entries + 1);
    let added = app.tournament().players.iter().find(|p| p.name == "Late, Lena");
    assert_eq!(added.map(|p| p.rating), Some(Some(1650)));
    shows(&app, tr!("gui-player-name-placeholder"))?;
    shows(&app, tr!("gui-player-rating-placeholder"))?;
    Ok(())
}
