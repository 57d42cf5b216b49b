//! GUI wiring tests: the app's `update`/`view` driven headlessly with
//! iced_test's Simulator (no window, no display). Run with
//! `ICED_TEST_BACKEND=tiny-skia WGPU_BACKEND=none` (set in .cargo/config.toml).
#![cfg(feature = "gui")]

use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced_test::{Error, simulator};
use std::path::Path;
use swissdesk::gui::app::{self, Message, Options, Tab};
use swissdesk::gui::{App, players, round, tournament};
use swissdesk::model::{GameResult, PairingSystem, Tournament};
use swissdesk::tr;

/// Builds an app without settings and without the sample: an empty tournament.
fn empty_app() -> App {
    App::new(Options::default()).0
}

/// Whether the current view shows exactly `text` (a text widget or an input's value).
fn shows(app: &App, text: impl Into<String>) -> Result<(), Error> {
    let mut ui = simulator(app.view());
    ui.find(text.into()).map(|_| ())
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

/// Feeds every message a simulated interaction produced back into the app.
fn feed(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    for message in messages {
        let _ = app.update(message);
    }
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
            Message::Tournament(tournament::Message::System(tournament::SystemChoice(
                PairingSystem::Dutch2017,
            ))),
            Message::Tournament(tournament::Message::Apply),
        ],
    );
    assert_eq!(app.tournament().event.name, "Club Open");
    assert_eq!(app.tournament().settings.rounds_planned, 5);
    assert_eq!(app.tournament().settings.pairing_system, PairingSystem::Dutch2017);

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

    let options =
        Options { settings_file: Some(settings_file.clone()), sample: Some(app::sample_path()), file: None };
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
        PairingSystem::Dutch2017,
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
    assert!(app::key_message(press(Key::Character("1".into()), Modifiers::CTRL)).is_none());
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
    let t = swissdesk::pairing::generator::generate(PairingSystem::Dutch2017, 14, 4, 7)
        .unwrap_or_else(|e| panic!("{e}"));
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(path), ..Options::default() });
    let _ = app.update(Message::ShowTab(Tab::Standings));
    click_and_type(&mut app, tr!("gui-crosstable-heading"), None)?;
    assert_eq!(app.standings_screen().part(), swissdesk::gui::standings::Part::CrossTable);
    Ok(())
}
