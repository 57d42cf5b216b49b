//! Registration from the FIDE rating list in the players view, and the
//! rating changes in the standings, driven headlessly with iced_test's
//! Simulator: three players registered by typing and Enter, two rounds
//! played, and the standings' rating changes checked against values this
//! test computes from the FIDE tables itself.

use iced::keyboard::{Key, key::Named};
use iced_test::{Error, selector, simulator};
use std::path::Path;
use swissdesk::gui::app::{self, Message, Options, Tab};
use swissdesk::gui::{App, fide_search, round};
use swissdesk::model::{GameResult, Title};

use crate::gui_common;
use gui_common::{feed, shows};

/// A data folder of its own for each test (the tests run in parallel in
/// one process, so a folder named after the process was removed by one
/// test while the other wrote into it), holding the test list (made for
/// the tests, in FIDE's combined TXT layout). Removed when dropped.
fn data_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let list = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/rating-list/players_list_foa.txt");
    swissdesk::ratings::import::import_into(dir.path(), &list, None).unwrap_or_else(|e| panic!("{e}"));
    dir
}

/// Types `typed` into the rating-list search as the arbiter would, then
/// presses Enter.
fn type_and_enter(app: &mut App, typed: &str) -> Result<(), Error> {
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(selector::id(fide_search::INPUT))?;
        let _ = ui.typewrite(typed);
        ui.into_messages().collect()
    };
    feed(app, messages);
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(selector::id(fide_search::INPUT))?;
        let _ = ui.tap_key(Key::Named(Named::Enter));
        ui.into_messages().collect()
    };
    feed(app, messages);
    Ok(())
}

fn pair_next_round(app: &mut App) {
    let _ = app.update(Message::Round(round::Message::PairNext));
    let _ = app.update(app::pair_job(app.pair_request()));
    if let Some(notice) = app.notice() {
        assert!(!notice.is_error, "pairing failed: {}", notice.text);
    }
}

#[test]
fn three_players_registered_by_typing_and_enter_and_their_rating_changes() -> Result<(), Error> {
    let guard = data_dir();
    let dir = guard.path().to_path_buf();
    let (mut app, _) = App::new(Options { rating_list_dir: Some(dir.clone()), ..Options::default() });
    // The load the app starts off the UI thread, run here.
    feed(&mut app, [fide_search::load_job(dir).into()]);
    let _ = app.update(Message::ShowTab(Tab::Players));

    // Typing lists the matches as you type.
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(selector::id(fide_search::INPUT))?;
        let _ = ui.typewrite("odegaard");
        ui.into_messages().collect()
    };
    feed(&mut app, messages);
    shows(&app, "Ødegaard, Åse")?;
    shows(&app, "NOR")?;
    shows(&app, "2351")?;
    assert!(app.players_screen().fide.matches().len() > 1, "every Ødegaard is listed");
    feed(
        &mut app,
        [Message::Players(swissdesk::gui::players::Message::Fide(
            fide_search::Message::Query(String::new()),
        ))],
    );

    // Three players: by name (any order, accents not needed) and by FIDE ID.
    type_and_enter(&mut app, "odegaard ase")?;
    type_and_enter(&mut app, "kowalczyk zofia")?;
    type_and_enter(&mut app, "4100034")?;
    let t = app.tournament();
    let registered: Vec<(u32, &str, Option<u64>, Option<u32>)> =
        t.players.iter().map(|p| (p.tpn, p.name.as_str(), p.fide_id, p.rating)).collect();
    assert_eq!(
        registered,
        vec![
            (1, "Ødegaard, Åse", Some(4100026), Some(2351)),
            (2, "Kowalczyk, Zofia", Some(4100018), Some(2104)),
            (3, "Núñez, Íñigo", Some(4100034), Some(1876)),
        ]
    );
    // Every field the list has: federation, title, year of birth, K.
    let zofia = t.player(2).cloned().unwrap_or_default();
    assert_eq!(
        (zofia.federation.as_str(), zofia.title, zofia.birth_date.as_str(), zofia.k_factor),
        ("POL", Some(Title::WFM), "1995", Some(20))
    );
    assert_eq!(t.player(3).and_then(|p| p.k_factor), Some(40));
    // The same player again is refused.
    type_and_enter(&mut app, "4100034")?;
    assert_eq!(app.tournament().players.len(), 3);

    // Round 1: 1 Ødegaard – 2 Kowalczyk, 3 Núñez has the bye; Kowalczyk wins.
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    let games = app.tournament().round(1).map(|r| r.games.clone()).unwrap_or_default();
    assert_eq!(games.iter().map(|g| (g.white, g.black)).collect::<Vec<_>>(), vec![(1, 2)]);
    let _ = app.update(Message::Key(round::ResultKey::Result(GameResult::BlackWins)));
    // Round 2: the two on 1 point meet, 2 Kowalczyk – 3 Núñez, drawn; Ødegaard has the bye.
    pair_next_round(&mut app);
    let games = app.tournament().round(2).map(|r| r.games.clone()).unwrap_or_default();
    assert_eq!(games.iter().map(|g| (g.white, g.black)).collect::<Vec<_>>(), vec![(2, 3)]);
    let _ = app.update(Message::Key(round::ResultKey::Result(GameResult::Draw)));

    // Expected changes, from B.02 table 8.1.2 read by hand:
    //   round 1: D = 2351 − 2104 = 247, row 246-256: PD 0.81 (higher), 0.19 (lower).
    //   round 2: D = 2104 − 1876 = 228, row 226-235: PD 0.79 (higher), 0.21 (lower).
    // K: 20 for Ødegaard and Kowalczyk, 40 for Núñez (the list's K).
    let odegaard = 20.0 * (0.0 - 0.81);
    let kowalczyk = 20.0 * (1.0 - 0.19) + 20.0 * (0.5 - 0.79);
    let nunez = 40.0 * (0.5 - 0.21);
    let shown = |x: f64| format!("{}{:.1}", if x > 0.0 { "+" } else { "" }, x);
    assert_eq!(
        (shown(odegaard), shown(kowalczyk), shown(nunez)),
        ("-16.2".into(), "+10.4".into(), "+11.6".into())
    );
    // Performance (C.07 10.2, table 8.1.1): Kowalczyk ARO (2351 + 1876) / 2 = 2113.5 → 2114,
    // p = 1.5 / 2 = .75 → dp 193 → 2307; Ødegaard 2104 + dp(0) = 2104 − 800 = 1304.
    let _ = app.update(Message::ShowTab(Tab::Standings));
    for text in [shown(odegaard), shown(kowalczyk), shown(nunez), "2307".into(), "1304".into()] {
        shows(&app, &text)?;
    }

    // The player's card: game by game, from a click on the name.
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click("Kowalczyk, Zofia")?;
        ui.into_messages().collect()
    };
    feed(&mut app, messages);
    assert_eq!(app.standings_screen().card(), Some(2));
    for text in ["+0.81", "-0.29", "+16.2", "-5.8", "0.19", "0.79"] {
        shows(&app, text)?;
    }
    Ok(())
}

#[test]
fn a_rapid_event_registers_players_with_their_rapid_rating() -> Result<(), Error> {
    use swissdesk::gui::tournament;
    use swissdesk::model::RatingKind;
    let guard = data_dir();
    let dir = guard.path().to_path_buf();
    let (mut app, _) = App::new(Options { rating_list_dir: Some(dir.clone()), ..Options::default() });
    feed(&mut app, [fide_search::load_job(dir).into()]);
    // The tournament view's "FIDE rating" choice, applied like every setting.
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    shows(&app, "FIDE rating")?;
    feed(
        &mut app,
        [
            Message::Tournament(tournament::Message::RatingKind(fide_search::KindChoice(RatingKind::Rapid))),
            Message::Tournament(tournament::Message::Apply),
        ],
    );
    assert_eq!(app.tournament().settings.rating_kind, RatingKind::Rapid);

    // The test list's line for 4100018: SRtng 2104 (K 20), RRtng 2050 (Rk 20).
    let _ = app.update(Message::ShowTab(Tab::Players));
    type_and_enter(&mut app, "4100018")?;
    let zofia = app.tournament().player(1).cloned().unwrap_or_default();
    assert_eq!(
        (zofia.name.as_str(), zofia.rating, zofia.k_factor),
        ("Kowalczyk, Zofia", Some(2050), Some(20))
    );
    Ok(())
}
