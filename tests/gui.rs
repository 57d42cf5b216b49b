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
            Message::Tournament(tournament::Message::System(tournament::SystemChoice(PairingSystem::Dutch2017))),
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
    let mut ui = simulator(app.view());
    ui.find("Player09, Test")?;
    assert!(app.is_dirty(), "a tournament without a file has unsaved changes");
    assert!(app.title().contains('•'), "{}", app.title());

    // Round 1: pair, then every result from the keyboard ("1": white wins).
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    let boards = app.tournament().round(1).map(|r| r.games.clone()).unwrap_or_default();
    assert_eq!(boards.len(), 5);
    assert_eq!(boards[0].white, 1, "top seed has white on board 1 (initial colour White)");
    let mut ui = simulator(app.view());
    ui.find(tr!("gui-round-progress", entered = 0, total = 5))?;
    for i in 0..boards.len() {
        assert_eq!(app.round_screen().selected_board(), i, "the next board without a result is selected");
        type_key(&mut app, "1");
    }
    let r1 = app.tournament().round(1).cloned().unwrap_or_else(|| panic!("round 1"));
    assert!(r1.games.iter().all(|g| g.result == GameResult::WhiteWins));

    // Arrow keys move the selection; another key corrects a result.
    let _ = app.update(Message::Key(round::ResultKey::Up));
    let _ = app.update(app::key_message(press(Key::Named(Named::ArrowUp), Modifiers::empty())).unwrap_or_else(|| panic!("up")));
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
    let mut ui = simulator(app.view());
    ui.find(tr!("gui-standings-leader", name = leader.clone(), points = "2.0"))?;
    ui.find(tr!("gui-standings-heading", round = 2))?;
    Ok(())
}

#[test]
fn a_player_is_added_by_typing_into_the_form() -> Result<(), Error> {
    let mut app = empty_app();
    let _ = app.update(Message::ShowTab(Tab::Players));
    let mut ui = simulator(app.view());
    ui.click(tr!("gui-player-name-placeholder"))?;
    let _ = ui.typewrite("Carlsen, Magnus");
    feed(&mut app, ui.into_messages());
    let mut ui = simulator(app.view());
    ui.click(tr!("gui-player-rating-placeholder"))?;
    let _ = ui.typewrite("2830");
    feed(&mut app, ui.into_messages());
    let mut ui = simulator(app.view());
    ui.click(tr!("gui-add-player"))?;
    feed(&mut app, ui.into_messages());

    let p = app.tournament().player(1).cloned().unwrap_or_else(|| panic!("player added"));
    assert_eq!((p.name.as_str(), p.rating), ("Carlsen, Magnus", Some(2830)));
    let last = app.tournament().audit.last().map(|e| e.action.clone());
    assert_eq!(last, Some(swissdesk::model::AuditAction::AddPlayer), "added through a command");
    let mut ui = simulator(app.view());
    ui.find("Carlsen, Magnus")?;
    Ok(())
}

#[test]
fn the_bundled_sample_opens_without_a_file() -> Result<(), Error> {
    let sample = app::sample_path();
    let (app, _) = App::new(Options { sample: Some(sample.clone()), ..Options::default() });
    assert!(app.path().is_none(), "the sample is never written back");
    if sample.is_file() {
        assert!(!app.tournament().players.is_empty(), "the sample has players");
        assert_eq!(app.notice().map(|n| n.is_error), Some(false));
        let mut ui = simulator(app.view());
        ui.find(tr!("gui-sample-opened"))?;
    } else {
        // Until assets/sample.swissdesk.ron exists: an empty tournament and a clear message.
        assert!(app.tournament().players.is_empty());
        let text = tr!("gui-sample-missing", path = sample.display().to_string());
        assert_eq!(app.notice().map(|n| (n.is_error, n.text.clone())), Some((true, text.clone())));
        let mut ui = simulator(app.view());
        ui.find(text)?;
    }
    Ok(())
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
    let mut ui = simulator(app.view());
    ui.find(notice.text.as_str())?;
    assert_eq!(std::fs::read_to_string(&corrupt).unwrap_or_default(), damaged, "the bad file is not overwritten");

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
    assert!(matches!(app::key_message(press(Key::Character("s".into()), Modifiers::CTRL)), Some(Message::Save)));
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
    let mut ui = simulator(app.view());
    ui.click(tr!("gui-crosstable-heading"))?;
    feed(&mut app, ui.into_messages());
    assert_eq!(app.standings_screen().part(), swissdesk::gui::standings::Part::CrossTable);
    Ok(())
}
