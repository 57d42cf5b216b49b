//! GUI wiring tests: the app's `update`/`view` driven headlessly with
//! iced_test's Simulator (no window, no display). Run with
//! `ICED_TEST_BACKEND=tiny-skia WGPU_BACKEND=none` (set in .cargo/config.toml).

use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced_test::{Error, simulator};
use std::path::Path;
use swissdesk::gui::app::{self, Message, Options, Tab};
use swissdesk::gui::{App, players, round, tournament};
use swissdesk::model::{GameResult, SystemId, Tournament};
use swissdesk::tr;

use crate::gui_common;
use gui_common::{feed, shows, type_into};

/// Builds an app without settings and without the sample: an empty tournament.
fn empty_app() -> App {
    App::new(Options::default()).0
}

/// Clicks the text `target` in the current view, then optionally types
/// `typed`, and feeds the resulting messages to the app.
fn click_and_type(app: &mut App, target: impl Into<String>, typed: Option<&str>) -> Result<(), Error> {
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(target.into())?;
        if let Some(typed) = typed {
            let _ = ui.typewrite(typed);
        }
        ui.into_messages().collect()
    };
    feed(app, messages);
    Ok(())
}

/// A key press as the window would deliver it.
fn press(key: Key, modifiers: Modifiers) -> keyboard::Event {
    keyboard::Event::KeyPressed {
        modified_key: key.clone(),
        key,
        physical_key: keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    }
}

/// Types a result key through the same filter the keyboard subscription uses.
fn type_key(app: &mut App, c: &str) {
    let message = app::key_message(press(Key::Character(c.into()), Modifiers::empty()))
        .unwrap_or_else(|| panic!("{c:?} is not a result key"));
    let _ = app.update(message);
}

/// "Pair next round" as the button does it, with the background work run
/// synchronously through the same function the Task runs.
fn pair_next_round(app: &mut App) {
    let _ = app.update(Message::Round(round::Message::PairNext));
    assert!(app.is_pairing(), "the app shows that pairing is under way");
    let result = app::pair_job(app.pair_request());
    let _ = app.update(result);
    assert!(!app.is_pairing());
    if let Some(notice) = app.notice() {
        assert!(!notice.is_error, "pairing failed: {}", notice.text);
    }
}

fn add_player(app: &mut App, name: &str, rating: &str, fed: &str) {
    feed(
        app,
        [
            Message::Players(players::Message::Name(name.into())),
            Message::Players(players::Message::Rating(rating.into())),
            Message::Players(players::Message::Federation(fed.into())),
            Message::Players(players::Message::Add),
        ],
    );
}

#[test]
fn a_whole_event_from_the_keyboard() -> Result<(), Error> {
    let mut app = empty_app();

    // Tournament view: name, rounds, the pairing system the engine has.
    feed(
        &mut app,
        [
            Message::Tournament(tournament::Message::Edit(tournament::Field::Name, "Club Open".into())),
            Message::Tournament(tournament::Message::Edit(tournament::Field::RoundsPlanned, "5".into())),
            Message::Tournament(tournament::Message::System(tournament::SystemChoice(SystemId::new(
                "dutch",
            )))),
            Message::Tournament(tournament::Message::Apply),
        ],
    );
    assert_eq!(app.tournament().event.name, "Club Open");
    assert_eq!(app.tournament().settings.rounds_planned, 5);
    assert_eq!(app.tournament().settings.pairing_system, SystemId::new("dutch"));

    // Players view: ten players through the form.
    let _ = app.update(Message::ShowTab(Tab::Players));
    for i in 0..10u32 {
        add_player(&mut app, &format!("Player{i:02}, Test"), &(2400 - 50 * i).to_string(), "sui");
    }
    let t = app.tournament();
    assert_eq!(t.players.len(), 10);
    assert_eq!(t.players.iter().map(|p| p.tpn).collect::<Vec<_>>(), (1..=10).collect::<Vec<_>>());
    assert_eq!(t.player(3).map(|p| (p.rating, p.federation.as_str())), Some((Some(2300), "SUI")));
    shows(&app, "Player09, Test")?;
    assert!(app.is_dirty(), "a tournament without a file has unsaved changes");
    assert!(app.title().contains('•'), "{}", app.title());

    // Round 1: pair, then every result from the keyboard ("1": white wins).
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    let boards = app.tournament().round(1).map(|r| r.games.clone()).unwrap_or_default();
    assert_eq!(boards.len(), 5);
    assert_eq!(boards[0].white, 1, "top seed has white on board 1 (initial colour White)");
    shows(&app, tr!("gui-round-progress", entered = 0, total = 5))?;
    for i in 0..boards.len() {
        assert_eq!(app.round_screen().selected_board(), i, "the next board without a result is selected");
        type_key(&mut app, "1");
    }
    let r1 = app.tournament().round(1).cloned().unwrap_or_else(|| panic!("round 1"));
    assert!(r1.games.iter().all(|g| g.result == GameResult::WhiteWins));

    // Arrow keys move the selection; another key corrects a result.
    let _ = app.update(Message::Key(round::ResultKey::Up));
    let _ = app.update(
        app::key_message(press(Key::Named(Named::ArrowUp), Modifiers::empty()))
            .unwrap_or_else(|| panic!("up")),
    );
    let selected = app.round_screen().selected_board();
    type_key(&mut app, "=");
    assert_eq!(app.tournament().round(1).map(|r| r.games[selected].result), Some(GameResult::Draw));
    type_key(&mut app, "1");
    assert_eq!(app.tournament().round(1).map(|r| r.games[selected].result), Some(GameResult::WhiteWins));

    // Round 2: TPN 1 wins, every other board is drawn: TPN 1 leads alone.
    pair_next_round(&mut app);
    let boards = app.tournament().round(2).map(|r| r.games.clone()).unwrap_or_default();
    assert_eq!(boards.len(), 5);
    for (i, game) in boards.iter().enumerate() {
        assert_eq!(app.round_screen().selected_board(), i);
        let key = if game.white == 1 {
            "1"
        } else if game.black == 1 {
            "0"
        } else {
            "="
        };
        type_key(&mut app, key);
    }
    assert!(app.tournament().round(2).is_some_and(|r| r.is_complete()));

    // Standings view: the leader is TPN 1 with 2 points.
    let _ = app.update(Message::ShowTab(Tab::Standings));
    let leader = app.tournament().player(1).map(|p| p.name.clone()).unwrap_or_default();
    shows(&app, tr!("gui-standings-leader", name = leader.clone(), points = "2.0"))?;
    shows(&app, tr!("gui-standings-heading", round = 2))?;
    Ok(())
}

#[test]
fn baku_acceleration_is_a_tournament_setting_the_pairing_honours() -> Result<(), Error> {
    use swissdesk::model::AccelerationMethod;
    let mut app = empty_app();
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    shows(&app, tr!("gui-field-acceleration"))?;
    feed(
        &mut app,
        [Message::Tournament(tournament::Message::Acceleration(tournament::AccelerationChoice(
            AccelerationMethod::Baku,
        )))],
    );
    // The form says what the choice does before it is applied.
    shows(&app, tr!("gui-acceleration-help"))?;
    let _ = app.update(Message::Tournament(tournament::Message::Apply));
    assert_eq!(app.tournament().settings.acceleration, AccelerationMethod::Baku);

    let _ = app.update(Message::ShowTab(Tab::Players));
    for i in 0..8u32 {
        add_player(&mut app, &format!("Player{i:02}, Test"), &(2400 - 50 * i).to_string(), "sui");
    }
    // C.04.7 1.2: group A is 2·⌈8/4⌉ = 4, the players numbered 1–4.
    let group_a: Vec<u32> = app.tournament().accelerations.iter().map(|a| a.player).collect();
    assert_eq!(group_a, vec![1, 2, 3, 4]);
    // Round 1 pairs group A (one virtual point) and group B apart: 1–3 and
    // 2–4, 5–7 and 6–8, where without acceleration 1 would meet 5.
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    let mut pairs: Vec<(u32, u32)> = app
        .tournament()
        .round(1)
        .map(|r| r.games.iter().map(|g| (g.white.min(g.black), g.white.max(g.black))).collect())
        .unwrap_or_default();
    pairs.sort_unstable();
    assert_eq!(pairs, vec![(1, 3), (2, 4), (5, 7), (6, 8)]);
    Ok(())
}

#[test]
fn a_player_is_added_by_typing_into_the_form() -> Result<(), Error> {
    let mut app = empty_app();
    let _ = app.update(Message::ShowTab(Tab::Players));
    click_and_type(&mut app, tr!("gui-player-name-placeholder"), Some("Carlsen, Magnus"))?;
    click_and_type(&mut app, tr!("gui-player-rating-placeholder"), Some("2830"))?;
    click_and_type(&mut app, tr!("gui-add-player"), None)?;

    let p = app.tournament().player(1).cloned().unwrap_or_else(|| panic!("player added"));
    assert_eq!((p.name.as_str(), p.rating), ("Carlsen, Magnus", Some(2830)));
    let last = app.tournament().audit.last().map(|e| e.action.clone());
    assert_eq!(last, Some(swissdesk::model::AuditAction::AddPlayer), "added through a command");
    shows(&app, "Carlsen, Magnus")?;
    Ok(())
}

#[test]
fn the_bundled_sample_opens_without_a_file() -> Result<(), Error> {
    let sample = app::sample_path();
    assert!(sample.is_file(), "assets/sample.swissdesk.ron is bundled");
    let (app, _) = App::new(Options { sample: Some(sample), ..Options::default() });
    assert!(app.path().is_none(), "the sample is never written back");
    assert!(!app.tournament().players.is_empty(), "the sample has players");
    assert_eq!(app.notice().map(|n| n.is_error), Some(false));
    shows(&app, tr!("gui-sample-opened"))?;
    shows(&app, app.tournament().event.name.clone())?;
    Ok(())
}

#[test]
fn a_missing_sample_gives_an_empty_tournament_and_says_so() -> Result<(), Error> {
    let missing = std::path::PathBuf::from("/nonexistent/sample.swissdesk.ron");
    let (app, _) = App::new(Options { sample: Some(missing.clone()), ..Options::default() });
    assert!(app.tournament().players.is_empty());
    let text = tr!("gui-sample-missing", path = missing.display().to_string());
    assert_eq!(app.notice().map(|n| (n.is_error, n.text.clone())), Some((true, text.clone())));
    shows(&app, text)
}

#[test]
fn the_last_tournament_is_reopened_and_opened_files_are_remembered() {
    use swissdesk::store::settings::{Settings, load_settings, save_settings};
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let good = saved_tournament(dir.path());
    let settings_file = dir.path().join("config").join("settings.ron");
    let mut settings = Settings::default();
    settings.add_recent(&good);
    save_settings(&settings, &settings_file).unwrap_or_else(|e| panic!("{e}"));

    let options = Options {
        settings_file: Some(settings_file.clone()),
        sample: Some(app::sample_path()),
        ..Options::default()
    };
    let (mut app, _) = App::new(options);
    assert_eq!(app.tournament().event.name, "Saved event");
    assert!(app.path().is_some_and(|p| p.ends_with("club.swissdesk.ron")));

    // Opening another file makes it the one to reopen next time.
    let other = dir.path().join("other.swissdesk.ron");
    swissdesk::store::save(&Tournament::new("Other event"), &other).unwrap_or_else(|e| panic!("{e}"));
    let _ = app.update(Message::OpenPicked(Some(other.clone())));
    assert_eq!(app.tournament().event.name, "Other event");
    let saved = load_settings(&settings_file).settings;
    assert!(saved.last_file.is_some_and(|p| p.ends_with("other.swissdesk.ron")));
    assert_eq!(saved.recent_files.len(), 2);
}

fn saved_tournament(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("club.swissdesk.ron");
    let mut t = Tournament::new("Saved event");
    t.players.push(swissdesk::model::Player::new(1, "Anand, Viswanathan"));
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    path
}

#[test]
fn a_corrupt_file_shows_an_error_and_changes_nothing() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let good = saved_tournament(dir.path());
    let (mut app, _) = App::new(Options { file: Some(good.clone()), ..Options::default() });
    assert_eq!(app.path(), Some(good.as_path()));
    assert_eq!(app.tournament().event.name, "Saved event");
    let before = app.tournament().clone();

    let corrupt = dir.path().join("broken.swissdesk.ron");
    let damaged = "(version: 1, event: (name: \"Half";
    std::fs::write(&corrupt, damaged).unwrap_or_else(|e| panic!("{e}"));
    let _ = app.update(Message::OpenPicked(Some(corrupt.clone())));

    assert_eq!(app.tournament(), &before, "the open tournament is unchanged");
    assert_eq!(app.path(), Some(good.as_path()), "still attached to the good file");
    let notice = app.notice().cloned().unwrap_or_else(|| panic!("an error is shown"));
    assert!(notice.is_error);
    assert!(notice.text.contains("broken.swissdesk.ron"), "{}", notice.text);
    shows(&app, notice.text.as_str())?;
    assert_eq!(
        std::fs::read_to_string(&corrupt).unwrap_or_default(),
        damaged,
        "the bad file is not overwritten"
    );

    // Work goes on with the good file, autosaved after the command.
    let _ = app.update(Message::ShowTab(Tab::Players));
    add_player(&mut app, "Gelfand, Boris", "2700", "ISR");
    // Saved in the background: once that save ended, nothing is unsaved.
    app.finish_saves();
    assert!(!app.is_dirty());
    let reloaded = swissdesk::store::load(&good).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(reloaded.players.len(), 2);
    assert_eq!(std::fs::read_to_string(&corrupt).unwrap_or_default(), damaged);
    Ok(())
}

#[test]
fn a_corrupt_file_at_start_opens_nothing_and_says_why() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let corrupt = dir.path().join("broken.swissdesk.ron");
    std::fs::write(&corrupt, "not a tournament").unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(corrupt.clone()), ..Options::default() });
    assert!(app.path().is_none(), "no document is attached to the damaged file");
    assert_eq!(app.notice().map(|n| n.is_error), Some(true));
    add_player(&mut app, "Someone, New", "", "");
    assert_eq!(std::fs::read_to_string(&corrupt).unwrap_or_default(), "not a tournament");
}

#[test]
fn a_pairing_computed_on_an_older_copy_is_discarded() {
    let mut app = empty_app();
    let _ = app.update(Message::Tournament(tournament::Message::System(tournament::SystemChoice(
        SystemId::new("dutch"),
    ))));
    let _ = app.update(Message::Tournament(tournament::Message::Apply));
    for i in 0..4 {
        add_player(&mut app, &format!("P{i}, X"), "2000", "");
    }
    let _ = app.update(Message::Round(round::Message::PairNext));
    let request = app.pair_request();
    add_player(&mut app, "Late, Comer", "1500", "");
    let _ = app.update(app::pair_job(request));
    assert_eq!(app.tournament().rounds_paired(), 0);
    assert_eq!(app.notice().map(|n| (n.is_error, n.text.clone())), Some((true, tr!("gui-pair-changed"))));
}

#[test]
fn keys_outside_the_result_keys_do_nothing() {
    let none = Modifiers::empty();
    assert!(app::key_message(press(Key::Character("x".into()), none)).is_none());
    assert!(app::key_message(press(Key::Named(Named::Enter), none)).is_none());
    // Ctrl+1 … Ctrl+6 choose a view; never a result.
    assert!(!matches!(
        app::key_message(press(Key::Character("1".into()), Modifiers::CTRL)),
        Some(Message::Key(_))
    ));
    assert!(matches!(
        app::key_message(press(Key::Character("s".into()), Modifiers::CTRL)),
        Some(Message::Save)
    ));
    assert!(matches!(
        app::key_message(press(Key::Character("-".into()), none)),
        Some(Message::Key(round::ResultKey::Result(GameResult::BlackWinsByForfeit)))
    ));
    // Result keys only act on the rounds view.
    let mut app = empty_app();
    let before = app.tournament().clone();
    let _ = app.update(Message::Key(round::ResultKey::Result(GameResult::Draw)));
    assert_eq!(app.tournament(), &before);
}

#[test]
fn the_standings_switch_to_the_cross_table() -> Result<(), Error> {
    let mut app = empty_app();
    let _ = app.update(Message::ShowTab(Tab::Standings));
    click_and_type(&mut app, tr!("gui-crosstable-heading"), None)?;
    assert_eq!(app.standings_screen().part(), swissdesk::gui::standings::Part::CrossTable);
    Ok(())
}

#[test]
fn the_cross_table_switch_works_with_a_full_table() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("generated.swissdesk.ron");
    let t = swissdesk::generator::generate(&swissdesk::pairing::dutch::Dutch2017, 14, 4, 7)
        .unwrap_or_else(|e| panic!("{e}"));
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(path), ..Options::default() });
    let _ = app.update(Message::ShowTab(Tab::Standings));
    click_and_type(&mut app, tr!("gui-crosstable-heading"), None)?;
    assert_eq!(app.standings_screen().part(), swissdesk::gui::standings::Part::CrossTable);
    Ok(())
}

// ----- overrides, explanations, audit log, settings, printouts -----

use swissdesk::export::notation::{self, Medium};
use swissdesk::gui::{audit, editor, explain, export, jobs, settings, standings};
use swissdesk::model::AuditAction;

/// The bundled sample (30 players, rounds 1-4 published), without a file.
fn sample_app() -> App {
    App::new(Options { sample: Some(app::sample_path()), ..Options::default() }).0
}

/// Runs the rules check of the override editor's draft as its Task would.
fn run_check(app: &mut App) {
    let request = app.check_request().unwrap_or_else(|| panic!("the editor is open"));
    let _ = app.update(jobs::check_job(request).into());
}

fn open_round(app: &mut App, round: u32) {
    let _ = app.update(Message::ShowTab(Tab::Round));
    let _ = app.update(Message::Round(round::Message::Select(round)));
}

/// An arbiter clicking quickly through the rounds finds the result buttons
/// where they were, whether the round shown is the last or an earlier one
/// and whether its results are in or not. The status line above them was
/// shown on the last round only, when the next round could not be paired:
/// the buttons sat 25 px lower there, and a click at the place of round 5's
/// "0-1" in round 2 hit the row below ("Edit the whole pairing…" in German).
#[test]
fn the_result_buttons_stay_in_place_from_round_to_round() -> Result<(), Error> {
    let black_wins = notation::result(GameResult::BlackWins, Medium::Screen);
    let place = |app: &App| simulator(app.view()).find(black_wins.clone()).map(|target| target.bounds());
    let mut app = sample_app();
    // Round 4 is the last and complete: round 5 may be paired.
    open_round(&mut app, 4);
    let ready = place(&app)?;
    // Round 5 paired, no result yet: round 6 may not.
    pair_next_round(&mut app);
    open_round(&mut app, 5);
    let missing = place(&app)?;
    assert_eq!(missing, ready, "round 5 (results missing) against round 4 (complete, the last)");
    for n in 1..=4 {
        open_round(&mut app, n);
        assert_eq!(place(&app)?, missing, "round {n} against round 5");
    }
    // A click where round 5 shows "0-1" enters 0-1 on round 2's board.
    open_round(&mut app, 2);
    let mut ui = simulator(app.view());
    ui.point_at(missing.center());
    let _ = ui.simulate(iced_test::simulator::click());
    let sent: Vec<Message> = ui.into_messages().collect();
    assert!(
        matches!(sent.as_slice(), [Message::Round(round::Message::SetResult(GameResult::BlackWins))]),
        "{sent:?}"
    );
    Ok(())
}

/// The window's font, as the app sets it (the bundled DejaVu Sans; the
/// Simulator's default is another font), loaded once per process.
fn app_font() -> iced::Settings {
    static FONTS: std::sync::Once = std::sync::Once::new();
    let mut fonts = Vec::new();
    FONTS.call_once(|| {
        fonts = vec![swissdesk::export::REGULAR_TTF.into(), swissdesk::export::BOLD_TTF.into()];
    });
    iced::Settings { fonts, default_font: swissdesk::gui::FONT, ..iced::Settings::default() }
}

/// Going down the boards, the result buttons stay where they are: the label
/// before them ("Board 9:", "Board 10:") keeps its width. It grew by a
/// digit at board 10 and moved the buttons 9.5 px to the right.
#[test]
fn the_result_buttons_stay_in_place_from_board_to_board() -> Result<(), Error> {
    let black_wins = notation::result(GameResult::BlackWins, Medium::Screen);
    let place = |app: &App| {
        let size = iced::Size::new(swissdesk::gui::MIN_WIDTH, swissdesk::gui::MIN_HEIGHT);
        iced_test::Simulator::with_size(app_font(), size, app.view())
            .find(black_wins.clone())
            .map(|target| target.bounds())
    };
    let mut app = sample_app();
    open_round(&mut app, 4);
    assert_eq!(app.tournament().round(4).map(|r| r.games.len()), Some(15));
    let first = place(&app)?;
    for board in [8, 9, 14] {
        let _ = app.update(Message::Round(round::Message::Board(board)));
        let now = place(&app)?;
        // Within a pixel: a figure space and a digit are equally wide, but
        // their kerning with the neighbouring characters may differ by a
        // fraction of a pixel (0.26 px at board 10).
        assert!(
            (now.x - first.x).abs() < 1.0 && now.y == first.y,
            "board {}: {now:?} against {first:?}",
            board + 1
        );
    }
    Ok(())
}

/// A notice (a result corrected, a file saved, a refusal) leaves the page
/// where it is: it appeared above the view and pushed everything 44 px
/// down, so a click aimed at a button as the dialog closed landed on what
/// had been above it (arbiter run, 2026-11-29).
#[test]
fn a_notice_leaves_the_page_in_place() -> Result<(), Error> {
    let draw = notation::result(GameResult::Draw, Medium::Screen);
    let places = |app: &App| -> Result<Vec<iced::Rectangle>, Error> {
        let mut ui = simulator(app.view());
        let tab = ui.find(tr!("gui-tab-players"))?.bounds();
        let round = ui.find(tr!("gui-round-label", round = 2))?.bounds();
        let result = ui.find(draw.clone())?.bounds();
        Ok(vec![tab, round, result])
    };
    let mut app = sample_app();
    let _ = app.update(Message::DismissNotice);
    open_round(&mut app, 3);
    assert!(app.notice().is_none());
    let before = places(&app)?;
    // A correction of a result of round 3 (round 4 was paired on it).
    for message in [
        round::Message::SetResult(GameResult::BlackWinsByForfeit),
        round::Message::CorrectionReason("Scoresheet misread".into()),
        round::Message::ConfirmCorrection(false),
    ] {
        let _ = app.update(Message::Round(message));
    }
    let notice = app.notice().map(|n| n.text.clone()).unwrap_or_else(|| panic!("no notice"));
    assert!(simulator(app.view()).find(notice).is_ok(), "the notice is shown");
    assert_eq!(places(&app)?, before, "the Players tab, the Round 2 tab, the ½-½ button");
    Ok(())
}

#[test]
fn a_board_is_overridden_with_a_reason_and_the_audit_log_shows_it() -> Result<(), Error> {
    let mut app = sample_app();
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    assert_eq!(app.tournament().rounds_paired(), 5);
    let before = app.tournament().round(5).map(|r| r.games[0]).unwrap_or_else(|| panic!("board 1"));

    // Board 1 is selected: "Flip colours…" opens the editor with the colours flipped.
    assert_eq!(app.round_screen().selected_board(), 0);
    click_and_type(&mut app, tr!("gui-flip-colours"), None)?;
    assert!(app.round_screen().editor().is_some(), "the editor is open");
    shows(&app, tr!("gui-override-heading", round = 5))?;
    shows(&app, tr!("gui-override-checking"))?;
    run_check(&mut app);
    let findings = match app.round_screen().editor().map(|e| e.findings().clone()) {
        Some(editor::Findings::Ready(findings)) => findings,
        other => panic!("findings expected, got {other:?}"),
    };
    if findings.is_empty() {
        shows(&app, tr!("gui-override-no-findings"))?;
    } else {
        // Absolute findings first, each one shown.
        let severities: Vec<_> = findings.iter().map(|f| f.severity).collect();
        let mut sorted = severities.clone();
        sorted.sort();
        assert_eq!(severities, sorted);
        shows(&app, findings[0].to_string())?;
    }
    // No reason yet: saving is refused with the reason why.
    shows(&app, tr!("gui-override-reason-required"))?;
    shows(&app, tr!("gui-override-reason-placeholder"))?;
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(iced_test::selector::id(editor::REASON_INPUT))?;
        let _ = ui.typewrite("Board 1 players asked, colours");
        ui.into_messages().collect()
    };
    feed(&mut app, messages);
    if swissdesk::pairing::checker::has_absolute(&findings) {
        shows(&app, tr!("gui-override-confirm-required"))?;
        let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Confirm(true))));
    }
    click_and_type(&mut app, tr!("gui-override-save"), None)?;
    assert!(app.round_screen().editor().is_none(), "saved: {:?}", app.notice());
    let after = app.tournament().round(5).map(|r| r.games[0]).unwrap_or_else(|| panic!("board 1"));
    assert_eq!((after.white, after.black), (before.black, before.white));
    let entry = app.tournament().audit.last().cloned().unwrap_or_else(|| panic!("logged"));
    assert_eq!(entry.action, AuditAction::OverridePairing);
    assert_eq!(entry.reason.as_deref(), Some("Board 1 players asked, colours"));
    assert_eq!(entry.findings.len(), findings.len());

    // The audit log view shows it: action label and reason.
    click_and_type(&mut app, Tab::Audit.label(), None)?;
    assert_eq!(app.tab(), Tab::Audit);
    shows(&app, tr!("audit-override"))?;
    shows(&app, "Board 1 players asked, colours")?;
    // Filtered by round 5 and by the reason's words, it is still there; by another arbiter it is not.
    let _ = app.update(Message::Audit(audit::Message::Round(audit::RoundChoice(Some(5)))));
    click_and_type(&mut app, tr!("gui-audit-text-placeholder"), Some("colours"))?;
    assert_eq!(app.audit_screen().entries(app.tournament()).len(), 1);
    shows(&app, "Board 1 players asked, colours")?;
    click_and_type(&mut app, tr!("gui-audit-actor-placeholder"), Some("Nobody such"))?;
    assert!(app.audit_screen().entries(app.tournament()).is_empty());
    assert!(shows(&app, "Board 1 players asked, colours").is_err());
    Ok(())
}

#[test]
fn a_rematch_needs_a_confirmation_and_a_published_round_is_corrected_as_such() -> Result<(), Error> {
    let mut app = sample_app();
    open_round(&mut app, 4);
    let t = app.tournament().clone();
    let r4 = t.round(4).cloned().unwrap_or_else(|| panic!("round 4"));
    assert!(r4.published);
    // Pair board 1's white with an opponent of round 1: an absolute violation.
    let white = r4.games[0].white;
    let old = t.round(1).and_then(|r| r.game_of(white)).and_then(|g| g.opponent_of(white));
    let old = old.unwrap_or_else(|| panic!("{white} played round 1"));
    let _ = app.update(Message::Round(round::Message::OpenEditor(Some(0))));
    shows(&app, tr!("gui-override-published", round = 4))?;
    shows(&app, tr!("gui-override-save-published"))?;
    let choice = editor::PlayerChoice { tpn: Some(old), name: String::new() };
    let _ = app
        .update(Message::Round(round::Message::Edit(editor::Message::Set(editor::Slot::Black(0), choice))));
    run_check(&mut app);
    let findings = match app.round_screen().editor().map(|e| e.findings().clone()) {
        Some(editor::Findings::Ready(findings)) => findings,
        other => panic!("findings expected, got {other:?}"),
    };
    assert!(swissdesk::pairing::checker::has_absolute(&findings), "{findings:?}");
    shows(&app, findings[0].to_string())?;
    shows(&app, tr!("gui-override-confirm"))?;
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Reason("Test".into()))));
    // Without the confirmation nothing is saved.
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Save)));
    assert_eq!(app.tournament().round(4), Some(&r4));
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Confirm(true))));
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Save)));
    // The boards are in the order of the rule again (C.04.2 3.6): the new
    // pair sits where the scores put it, marked as the arbiter's.
    let game = app.tournament().round(4).and_then(|r| r.game_of(white).copied());
    let game = game.unwrap_or_else(|| panic!("{white} is paired"));
    assert_eq!((game.white, game.black, game.by_arbiter), (white, old, true));
    let entry = app.tournament().audit.last().cloned().unwrap_or_else(|| panic!("logged"));
    assert_eq!(entry.action, AuditAction::CorrectPublishedPairing);
    let _ = app.update(Message::ShowTab(Tab::Audit));
    shows(&app, tr!("audit-correct-published"))?;
    Ok(())
}

/// A player withdrawn from round 5 on is not paired in it: the override
/// editor's picker does not offer them, by name or by number, while the
/// other players stay on offer.
#[test]
fn the_override_picker_leaves_out_a_withdrawn_player() -> Result<(), Error> {
    let mut app = sample_app();
    let withdrawn = app.tournament().player(7).map(|p| p.name.clone()).unwrap_or_else(|| panic!("player 7"));
    let other = app.tournament().player(8).map(|p| p.name.clone()).unwrap_or_else(|| panic!("player 8"));
    feed(
        &mut app,
        [
            Message::ShowTab(Tab::Players),
            Message::Players(players::Message::AskWithdraw(7)),
            Message::Players(players::Message::WithdrawReason("Ill".into())),
            Message::Players(players::Message::ConfirmWithdraw),
        ],
    );
    let status = app.tournament().player(7).map(|p| p.status);
    assert_eq!(status, Some(swissdesk::model::PlayerStatus::Withdrawn { from_round: 5 }));
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    open_round(&mut app, 5);
    feed(
        &mut app,
        [
            Message::Round(round::Message::OpenEditor(Some(0))),
            Message::Round(round::Message::Edit(editor::Message::Pick(editor::Slot::White(0)))),
        ],
    );
    let offered = |app: &App| -> Vec<Option<u32>> {
        app.round_screen().editor().map(|e| e.matches().iter().map(|c| c.tpn).collect()).unwrap_or_default()
    };
    let everyone = offered(&app);
    assert!(!everyone.contains(&Some(7)), "{everyone:?}");
    assert!(everyone.contains(&Some(8)), "{everyone:?}");
    // Nobody, then every player whose status is still Active (the sample
    // already has one withdrawn player besides 7).
    let active: Vec<Option<u32>> = app
        .tournament()
        .players
        .iter()
        .filter(|p| p.status == swissdesk::model::PlayerStatus::Active)
        .map(|p| Some(p.tpn))
        .collect();
    assert_eq!(everyone, [vec![None], active].concat());
    type_into(&mut app, editor::PICKER_INPUT, &withdrawn)?;
    shows(&app, tr!("gui-override-pick-count", count = 0))?;
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Query("7".into()))));
    assert!(!offered(&app).contains(&Some(7)), "{:?}", offered(&app));
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Query(String::new()))));
    type_into(&mut app, editor::PICKER_INPUT, &other)?;
    shows(&app, tr!("gui-override-pick-count", count = 1))?;
    Ok(())
}

#[test]
fn the_explanation_opens_from_a_board() -> Result<(), Error> {
    let mut app = sample_app();
    open_round(&mut app, 4);
    let game = app.tournament().round(4).map(|r| r.games[2]).unwrap_or_else(|| panic!("board 3"));
    let name = app.tournament().player(game.white).map(|p| p.name.clone()).unwrap_or_default();
    // Click board 3 (on its white player's name), then "Why this pairing?".
    click_and_type(&mut app, name, None)?;
    assert_eq!(app.round_screen().selected_board(), 2);
    click_and_type(&mut app, tr!("gui-explain"), None)?;
    shows(&app, tr!("gui-explain-heading", round = 4))?;
    shows(&app, tr!("gui-explain-working"))?;
    let request = app.explain_request().unwrap_or_else(|| panic!("the panel is open"));
    let _ = app.update(jobs::explain_job(request).into());
    let panel = app.round_screen().explanation().unwrap_or_else(|| panic!("the panel is open"));
    assert!(panel.is_ready());
    // The trace's title line is shown, and the board's line is highlighted.
    let system = swissdesk::pairing::find(&app.tournament().settings.pairing_system)
        .map(|s| s.name())
        .unwrap_or_else(|e| panic!("{e}"));
    shows(&app, tr!("explain-title", round = 4, system = system))?;
    let t = app.tournament().clone();
    let mut before = swissdesk::pairing::truncate_before(&t, 4);
    swissdesk::commands::prepare_round(&mut before, 4);
    let input = swissdesk::pairing::PairingInput::from_tournament(&before, 4);
    let system = swissdesk::pairing::find(&t.settings.pairing_system).unwrap_or_else(|e| panic!("{e}"));
    let explanation = swissdesk::pairing::explain::explain(system, &input).unwrap_or_else(|e| panic!("{e}"));
    let marks = explain::highlighted_lines(&explanation, &[game.white, game.black]);
    let text = explanation.to_text();
    let marked: Vec<&str> = text.lines().zip(&marks).filter(|(_, m)| **m).map(|(l, _)| l).collect();
    assert!(marked.len() >= 2, "a bracket and a board are highlighted: {marked:?}");
    let board_line = format!("{}-{}", game.white, game.black);
    assert!(marked.iter().any(|l| l.contains(&board_line)), "{marked:?}");
    // The notice about the sample has a "Close" button too: dismiss it first.
    let _ = app.update(Message::DismissNotice);
    click_and_type(&mut app, tr!("gui-explain-close"), None)?;
    assert!(app.round_screen().explanation().is_none());
    Ok(())
}

#[test]
fn the_standings_show_the_tiebreak_columns_and_shared_places() -> Result<(), Error> {
    let mut app = sample_app();
    let _ = app.update(Message::ShowTab(Tab::Standings));
    for code in ["BH-C1", "BH", "SB"] {
        shows(&app, code)?;
    }
    let computed = standings::Computed::of(app.tournament());
    assert_eq!(computed.after_round, 4);
    let leader = &computed.lines[0];
    assert_eq!(leader.values.len(), 3);
    assert!(leader.values.iter().all(Option::is_some));
    shows(&app, leader.name.clone())?;
    // Places: ranks never go down, and a shared rank is shown as a range.
    for pair in computed.lines.windows(2) {
        assert!(pair[0].rank <= pair[1].rank);
        if pair[0].rank == pair[1].rank {
            assert!(pair[0].place.contains('-') && pair[0].place == pair[1].place, "{:?}", pair);
        }
    }
    // The tournament view edits the order; the columns follow it.
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    click_and_type(&mut app, "BH-C1, BH, SB", None)?;
    feed(
        &mut app,
        [
            Message::Tournament(tournament::Message::Edit(tournament::Field::Tiebreaks, "sb, win".into())),
            Message::Tournament(tournament::Message::Apply),
        ],
    );
    assert_eq!(app.tournament().settings.tiebreaks, ["SB", "WIN"]);
    let _ = app.update(Message::ShowTab(Tab::Standings));
    shows(&app, "WIN")?;
    assert!(shows(&app, "BH-C1").is_err());
    Ok(())
}

/// Issue 15: Tab moves through the late-entry form in the order the form
/// reads (name, rating, federation), so a rating is never typed into the
/// name. Tab sends `Focus(Next)`, which is iced's `focus_next`: it moves to
/// the next focusable widget in the order the view's widgets are walked.
/// The test walks the rendered view the same way and checks that order
/// (the title pick list between rating and federation takes no focus).
#[test]
fn tab_moves_through_the_late_entry_form_in_reading_order() {
    let mut app = sample_app();
    assert!(swissdesk::commands::enters_late(app.tournament()), "the sample has paired rounds");
    let _ = app.update(Message::ShowTab(Tab::Players));
    let tab = |modifiers| app::key_message(press(Key::Named(Named::Tab), modifiers));
    assert!(matches!(tab(Modifiers::empty()), Some(Message::Focus(app::FocusMove::Next))));
    assert!(matches!(tab(Modifiers::SHIFT), Some(Message::Focus(app::FocusMove::Previous))));

    // Every focusable widget's id, in the order the view is walked (the
    // selector never matches: it only collects).
    let mut focusable: Vec<Option<iced::widget::Id>> = Vec::new();
    let mut ui = simulator(app.view());
    let _ = ui.find(|candidate: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::Focusable { id, .. } = candidate {
            focusable.push(id.cloned());
        }
        None::<()>
    });
    let at = |input: &'static str| {
        let wanted = Some(iced::widget::Id::new(input));
        focusable.iter().position(|id| *id == wanted).unwrap_or_else(|| panic!("{input} in {focusable:?}"))
    };
    let name = at(players::NAME_INPUT);
    assert_eq!(at(players::RATING_INPUT), name + 1, "Tab from the name goes to the rating: {focusable:?}");
    assert_eq!(at(players::FEDERATION_INPUT), name + 2, "then to the federation: {focusable:?}");
}

#[test]
fn players_late_entry_numbers_byes_and_forbidden_pairs() -> Result<(), Error> {
    // Before round 4 is paired, pairing numbers can be assigned from ratings.
    let mut app = empty_app();
    let _ = app.update(Message::ShowTab(Tab::Players));
    add_player(&mut app, "Low, Rated", "1500", "");
    add_player(&mut app, "High, Rated", "2500", "");
    click_and_type(&mut app, tr!("gui-assign-numbers"), None)?;
    assert_eq!(app.tournament().player(1).map(|p| p.name.as_str()), Some("High, Rated"));

    // The sample has four rounds paired: the numbers are frozen, and the reason is shown.
    let mut app = sample_app();
    let _ = app.update(Message::ShowTab(Tab::Players));
    let reason = players::State::numbers_frozen(app.tournament()).unwrap_or_else(|| panic!("frozen"));
    shows(&app, reason.clone())?;
    let _ = app.update(Message::Players(players::Message::AssignNumbers));
    assert_eq!(app.notice().map(|n| (n.is_error, n.text.clone())), Some((true, reason)));

    // A late entry with a top rating gets number 1; everyone moves down.
    shows(&app, tr!("gui-late-entry-heading"))?;
    let first = app.tournament().player(1).map(|p| p.name.clone()).unwrap_or_default();
    add_player(&mut app, "Late, Grandmaster", "2900", "NOR");
    let t = app.tournament();
    assert_eq!(t.player(1).map(|p| p.name.as_str()), Some("Late, Grandmaster"));
    assert_eq!(t.player(2).map(|p| p.name.clone()), Some(first));
    assert_eq!(t.players.len(), 31);

    // Requested byes for chosen rounds, and a forbidden pair.
    click_and_type(&mut app, tr!("gui-players-requests"), None)?;
    assert_eq!(app.players_screen().part(), players::Part::Requests);
    let choice = |tpn: u32| editor::PlayerChoice { tpn: Some(tpn), name: String::new() };
    feed(
        &mut app,
        [
            Message::Players(players::Message::ByePlayer(choice(7))),
            Message::Players(players::Message::ByeKind(players::ByeChoice(Some(
                swissdesk::model::ByeRequest::FullPoint,
            )))),
            Message::Players(players::Message::ByeRound(6)),
            Message::Players(players::Message::ByeRound(8)),
        ],
    );
    click_and_type(&mut app, tr!("gui-bye-request"), None)?;
    let byes = app.tournament().player(7).map(|p| p.requested_byes.clone()).unwrap_or_default();
    assert_eq!(byes.keys().copied().collect::<Vec<_>>(), vec![6, 8]);
    let name7 = app.tournament().player(7).map(|p| p.name.clone()).unwrap_or_default();
    shows(&app, tr!("gui-bye-line", tpn = 7, name = name7, round = 8))?;
    feed(
        &mut app,
        [
            Message::Players(players::Message::ForbidFirst(choice(3))),
            Message::Players(players::Message::ForbidSecond(choice(9))),
        ],
    );
    click_and_type(&mut app, tr!("gui-forbid"), None)?;
    assert_eq!(app.tournament().forbidden_pairs.last().map(|f| f.players.clone()), Some(vec![3, 9]));
    Ok(())
}

#[test]
fn exports_are_written_off_the_ui_thread_and_a_cancel_says_so() {
    let mut app = sample_app();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let pairings = export::Export::Pdf { doc: swissdesk::export::Document::Pairings, round: Some(4) };
    let _ = app.update(Message::ExportPicked(pairings.clone(), None));
    assert_eq!(app.notice().map(|n| n.text.clone()), Some(tr!("gui-export-cancelled")));
    let cases = [
        (pairings, "pairings.pdf"),
        (
            export::Export::Pdf { doc: swissdesk::export::Document::Standings, round: Some(4) },
            "standings.pdf",
        ),
        (export::Export::Pdf { doc: swissdesk::export::Document::Players, round: None }, "players.pdf"),
        (export::Export::Trf(swissdesk::trf::Dialect::Trf16), "report.trf"),
        (export::Export::AuditText(app.audit_screen().filter()), "audit.txt"),
    ];
    for (what, name) in cases {
        let path = dir.path().join(name);
        let request = export::ExportRequest {
            tournament: app.tournament().clone(),
            export: what,
            path: path.clone(),
            noticeboard: None,
        };
        let answer = Message::Exported(export::export_job(request));
        let _ = app.update(answer);
        let text = tr!("gui-export-written", path = path.display().to_string());
        assert_eq!(app.notice().map(|n| n.text.clone()), Some(text));
        let bytes = std::fs::read(&path).unwrap_or_default();
        assert!(bytes.len() > 100, "{name}: {} bytes", bytes.len());
    }
    let audit = std::fs::read_to_string(dir.path().join("audit.txt")).unwrap_or_default();
    assert!(audit.contains(&tr!("audit-publish")), "{audit}");
    // The rating report ranks by the tie-breaks: the standings' leader is rank 1.
    let report =
        std::fs::read_to_string(dir.path().join("report.trf")).unwrap_or_else(|e| panic!("report: {e}"));
    let standings = swissdesk::gui::standings::Computed::of(app.tournament());
    let leader = standings.lines.first().unwrap_or_else(|| panic!("no standings")).tpn;
    // TRF-16 player record: the starting rank in columns 5-8, the rank in
    // columns 86-89 (1-based, right-aligned).
    let column = |line: &str, from: usize, to: usize| -> String {
        line.chars().skip(from - 1).take(to + 1 - from).collect::<String>().trim().to_owned()
    };
    let player_lines: Vec<&str> = report.lines().filter(|l| l.starts_with("001")).collect();
    assert_eq!(player_lines.len(), app.tournament().players.len(), "{report}");
    let line = player_lines
        .iter()
        .find(|l| column(l, 5, 8) == leader.to_string())
        .unwrap_or_else(|| panic!("no 001 line for the leader {leader}:\n{report}"));
    assert_eq!(column(line, 86, 89), "1", "the leader {leader} is not rank 1: {line:?}");
}

#[test]
fn the_arbiter_name_is_the_actor_of_every_change() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let settings_file = dir.path().join("settings.ron");
    let (mut app, _) = App::new(Options { settings_file: Some(settings_file.clone()), ..Options::default() });
    assert_eq!(app.arbiter(), tr!("gui-actor-default"));
    click_and_type(&mut app, Tab::Settings.label(), None)?;
    click_and_type(&mut app, tr!("gui-settings-arbiter-placeholder"), Some("IA Anna Example"))?;
    click_and_type(&mut app, tr!("gui-settings-arbiter-save"), None)?;
    assert_eq!(app.arbiter(), "IA Anna Example");
    shows(&app, tr!("gui-settings-actor", name = "IA Anna Example"))?;
    let saved = swissdesk::store::settings::load_settings(&settings_file).settings;
    assert_eq!(saved.arbiter_name, "IA Anna Example");
    add_player(&mut app, "Someone, New", "2000", "");
    assert_eq!(app.tournament().audit.last().map(|e| e.actor.as_str()), Some("IA Anna Example"));
    let _ = app.update(Message::Settings(settings::Message::Arbiter(String::new())));
    Ok(())
}

#[test]
fn ctrl_digits_switch_the_views() {
    for (i, tab) in Tab::ALL.iter().enumerate() {
        let key = Key::Character((i + 1).to_string().into());
        assert!(
            matches!(app::key_message(press(key, Modifiers::CTRL)), Some(Message::ShowTab(t)) if t == *tab),
            "Ctrl+{}",
            i + 1
        );
    }
    assert!(app::key_message(press(Key::Character("7".into()), Modifiers::CTRL)).is_none());
}

fn ctrl(c: &str, shift: bool) -> Message {
    let modifiers = if shift { Modifiers::CTRL | Modifiers::SHIFT } else { Modifiers::CTRL };
    app::key_message(press(Key::Character(c.into()), modifiers)).unwrap_or_else(|| panic!("ctrl+{c}"))
}

#[test]
fn results_and_a_pairing_are_undone_and_redone_from_the_keyboard_and_the_log_keeps_all() -> Result<(), Error>
{
    let mut app = sample_app();
    assert!(app.history().next_undo().is_none(), "a freshly opened file has nothing to undo");
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    let paired = app.tournament().round(5).cloned().unwrap_or_else(|| panic!("round 5"));
    type_key(&mut app, "1");
    type_key(&mut app, "=");
    let result = |app: &App, board: usize| app.tournament().round(5).map(|r| r.games[board].result);
    assert_eq!((result(&app, 0), result(&app, 1)), (Some(GameResult::WhiteWins), Some(GameResult::Draw)));
    let logged = app.tournament().audit.len();

    // Ctrl+Z takes back the draw, the tool bar's Undo the win.
    let _ = app.update(ctrl("z", false));
    assert_eq!(result(&app, 1), Some(GameResult::Pending));
    shows(&app, tr!("gui-undone", action = tr!("audit-enter-result")))?;
    click_and_type(&mut app, tr!("gui-undo"), None)?;
    assert_eq!(result(&app, 0), Some(GameResult::Pending));
    // Then the pairing itself: round 5 is gone.
    let _ = app.update(ctrl("z", false));
    assert_eq!(app.tournament().rounds_paired(), 4);
    // The log grew by one entry per undo; nothing was erased.
    let audit = &app.tournament().audit;
    assert_eq!(audit.len(), logged + 3);
    assert_eq!(audit[logged].action, AuditAction::Undo(Box::new(AuditAction::EnterResult)));
    assert_eq!(audit[logged + 2].action, AuditAction::Undo(Box::new(AuditAction::PairRound)));
    // Publication of round 4 (in the sample) is as far back as undo goes.
    let _ = app.update(ctrl("z", false));
    shows(&app, tr!("gui-nothing-to-undo"))?;
    assert_eq!(app.tournament().rounds_paired(), 4);

    // Ctrl+Shift+Z brings the same pairing back, Ctrl+Y the win.
    let _ = app.update(ctrl("Z", true));
    assert_eq!(app.tournament().round(5).map(|r| &r.games), Some(&paired.games));
    let _ = app.update(ctrl("y", false));
    assert_eq!(result(&app, 0), Some(GameResult::WhiteWins));
    assert_eq!(
        app.tournament().audit.last().map(|e| &e.action),
        Some(&AuditAction::Redo(Box::new(AuditAction::EnterResult)))
    );

    // A new result ends what could be redone.
    let _ = app.update(Message::Round(round::Message::Board(2)));
    type_key(&mut app, "0");
    assert!(app.history().next_redo().is_none());
    let _ = app.update(ctrl("y", false));
    shows(&app, tr!("gui-nothing-to-redo"))?;

    // The audit view lists the undo by name.
    let _ = app.update(Message::ShowTab(Tab::Audit));
    shows(&app, tr!("audit-undo", action = tr!("audit-pair-round")))?;
    Ok(())
}

#[test]
fn the_window_has_the_swissdesk_icon() {
    let icon = swissdesk::gui::window_icon().unwrap_or_else(|| panic!("the bundled icon does not decode"));
    let (rgba, size) = icon.into_raw();
    assert_eq!((size.width, size.height), (64, 64));
    assert_eq!(rgba.len(), 64 * 64 * 4);
    // Drawn, not blank: opaque pixels in the middle, several colours.
    let pixel = |x: usize, y: usize| &rgba[(y * 64 + x) * 4..(y * 64 + x) * 4 + 4];
    assert_eq!(pixel(32, 32)[3], 255);
    let colours: std::collections::HashSet<&[u8]> = rgba.chunks(4).collect();
    assert!(colours.len() > 4, "{} colours", colours.len());
}

#[test]
fn a_recent_file_opens_from_the_tool_bar_and_a_vanished_one_is_dropped() -> Result<(), Error> {
    use swissdesk::store::settings::{Settings, load_settings, save_settings};
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let good = saved_tournament(dir.path());
    let gone = dir.path().join("gone.swissdesk.ron");
    let settings_file = dir.path().join("config").join("settings.ron");
    let mut settings = Settings::default();
    settings.add_recent(&gone);
    settings.add_recent(&good);
    settings.last_file = None;
    save_settings(&settings, &settings_file).unwrap_or_else(|e| panic!("{e}"));
    let options = Options {
        settings_file: Some(settings_file.clone()),
        sample: Some(app::sample_path()),
        ..Options::default()
    };
    let (mut app, _) = App::new(options);
    assert_eq!(app.recent_files().len(), 2);
    // A file listed before the menu knew events' names: by its name, then its folder.
    let entry = app.recent_menu_entries()[0].to_string();
    let folder = dir.path().file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    assert_eq!(entry, format!("club ({folder})"));

    // The vanished file: an error naming it, and it leaves the list (on disk too).
    let _ = app.update(Message::OpenRecent(gone.clone()));
    let notice = app.notice().cloned().unwrap_or_else(|| panic!("no notice"));
    assert!(notice.is_error && notice.text.contains("gone.swissdesk.ron"), "{}", notice.text);
    assert_eq!(app.recent_files().len(), 1);
    assert_eq!(load_settings(&settings_file).settings.recent_files.len(), 1);

    // With unsaved changes the app asks first; "Discard" opens the file.
    add_player(&mut app, "Carlsen, Magnus", "2830", "NOR");
    assert!(app.is_dirty());
    let _ = app.update(Message::OpenRecent(good.clone()));
    assert_ne!(app.tournament().event.name, "Saved event", "nothing is dropped without asking");
    shows(&app, tr!("gui-discard"))?;
    let _ = app.update(Message::Unsaved(app::Unsaved::Discard));
    assert_eq!(app.tournament().event.name, "Saved event");
    assert_eq!(app.path(), Some(good.as_path()));
    Ok(())
}

/// The tool bar's File menu: it drops down under its button with New,
/// Open…, Save, Save as… and the recent files; a choice does its action and
/// closes it, a click beside it only closes it; the shortcuts it shows work.
#[test]
fn the_file_menu_holds_the_file_actions_and_the_recent_files() -> Result<(), Error> {
    use swissdesk::store::settings::{Settings, save_settings};
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let club = saved_tournament(dir.path());
    let other = dir.path().join("other.swissdesk.ron");
    swissdesk::store::save(&Tournament::new("Other event"), &other).unwrap_or_else(|e| panic!("{e}"));
    let settings_file = dir.path().join("config").join("settings.ron");
    save_settings(&Settings::default(), &settings_file).unwrap_or_else(|e| panic!("{e}"));
    let options =
        Options { file: Some(club.clone()), settings_file: Some(settings_file), ..Options::default() };
    let (mut app, _) = App::new(options);
    let _ = app.update(Message::OpenPicked(Some(other.clone())));
    assert_eq!(app.tournament().event.name, "Other event");

    let menu = format!("{} \u{25BE}", tr!("gui-file-menu"));
    let actions = [tr!("gui-new"), tr!("gui-open"), tr!("gui-save-as")];
    for action in &actions {
        assert!(shows(&app, action.as_str()).is_err(), "{action} is in the closed menu");
    }
    click_and_type(&mut app, menu.as_str(), None)?;
    assert!(app.file_menu_open());
    {
        let mut ui = simulator(app.view());
        let button = ui.find(menu.as_str())?.bounds();
        for action in &actions {
            let item = ui.find(action.as_str())?.bounds();
            let under = item.y >= button.y + button.height && (item.x - button.x).abs() < 16.0;
            assert!(under, "{action} {item:?} is not under the menu button {button:?}");
        }
        ui.find(format!("{}+Shift+S", tr!("gui-key-ctrl")))?;
        ui.find(tr!("gui-recent-files"))?;
    }

    // A recent file opens from the menu, which closes.
    click_and_type(&mut app, "Saved event (club)", None)?;
    assert_eq!(app.tournament().event.name, "Saved event");
    assert_eq!(app.path(), Some(club.as_path()));
    assert!(!app.file_menu_open());

    // Save as… asks for the file (Swissdesk's own chooser in tests).
    click_and_type(&mut app, menu.as_str(), None)?;
    click_and_type(&mut app, tr!("gui-save-as"), None)?;
    assert!(app.chooser().is_some(), "Save as… opened no chooser");
    assert!(!app.file_menu_open());
    let _ = app.update(Message::Escape);
    assert!(app.chooser().is_none());

    // A click beside the menu closes it and does nothing else: the Players
    // tab under it is not shown.
    click_and_type(&mut app, menu.as_str(), None)?;
    let tab = {
        let mut ui = simulator(app.view());
        ui.find(Tab::Players.label())?.bounds().center()
    };
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(tab)?;
        ui.into_messages().collect()
    };
    feed(&mut app, messages);
    assert!(!app.file_menu_open());
    assert_eq!(app.tab(), Tab::Tournament);
    // Escape closes it too.
    click_and_type(&mut app, menu.as_str(), None)?;
    let _ = app.update(Message::Escape);
    assert!(!app.file_menu_open());

    // The shortcuts the menu shows.
    let ctrl = |c: &str, shift: bool| {
        let modifiers = if shift { Modifiers::CTRL | Modifiers::SHIFT } else { Modifiers::CTRL };
        app::key_message(press(Key::Character(c.into()), modifiers))
    };
    assert!(matches!(ctrl("n", false), Some(Message::New)));
    assert!(matches!(ctrl("o", false), Some(Message::Open)));
    assert!(matches!(ctrl("s", false), Some(Message::Save)));
    assert!(matches!(ctrl("S", true), Some(Message::SaveAs)));
    Ok(())
}

/// A team event's tournament view explains its own settings: the team
/// tie-breaks of C.07 Article 13 (not the players' DE, BH-C1 …), and what
/// the initial colour decides under C.04.6 (4.1, 4.3.1: board 1 of a first
/// match); an individual event keeps the players' help.
#[test]
fn a_team_event_shows_the_team_tiebreak_and_colour_help() -> Result<(), Error> {
    use swissdesk::commands::{self, Command, teams::TeamCommand};
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut t = Tournament::new("Schools Team Cup");
    commands::apply(&mut t, Command::Team(TeamCommand::MakeTeamEvent), "Arbiter")
        .unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("teams.swissdesk.ron");
    swissdesk::store::save(&t, &file).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(file), ..Options::default() });
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    shows(&app, tr!("gui-tiebreaks-team-help"))?;
    shows(&app, tr!("gui-initial-colour-team-help"))?;
    assert!(shows(&app, tr!("gui-tiebreaks-help")).is_err(), "the players' tie-break help in a team event");
    assert!(shows(&app, tr!("gui-initial-colour-help")).is_err(), "the players' colour help in a team event");

    let (mut app, _) = App::new(Options::default());
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    shows(&app, tr!("gui-tiebreaks-help"))?;
    shows(&app, tr!("gui-initial-colour-help"))?;
    assert!(shows(&app, tr!("gui-tiebreaks-team-help")).is_err());
    assert!(shows(&app, tr!("gui-initial-colour-team-help")).is_err());
    Ok(())
}
