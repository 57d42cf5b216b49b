//! Issue 5: pairing a 400-player round runs off the UI thread. The update
//! that starts it returns before the engine's work is done, and the app goes
//! on answering messages while the engine works.
//!
//! No clock decides anything here, so a busy machine cannot make the test
//! fail or pass. The engine's work is what the "Pair next round" Task runs
//! (`app::pair_job`); the test runs it on a thread of its own that waits for
//! the test's go. While that thread is held, the engine cannot have finished,
//! so every `update` and `view` that returns meanwhile returned without
//! waiting for it, and the tournament must still have no round 8 (an update
//! that paired on the UI thread would have added it).

use std::sync::mpsc;
use swissdesk::gui::app::{self, Message, Options, Tab};
use swissdesk::gui::{App, absences, round};

/// Messages an arbiter might send while the engine works, including a second
/// "Pair next round", which must not start another pairing.
fn messages() -> [Message; 8] {
    [
        Message::ShowTab(Tab::Players),
        Message::ShowTab(Tab::Standings),
        Message::ShowTab(Tab::Audit),
        Message::ShowTab(Tab::Round),
        Message::Round(round::Message::Select(7)),
        Message::Round(round::Message::Key(round::ResultKey::Down)),
        Message::Round(round::Message::PairNext),
        Message::ShowTab(Tab::Tournament),
    ]
}

/// The UI thread's whole turn for `message`: update, then the new view.
fn turn(app: &mut App, message: Message) {
    let _ = app.update(message);
    let _ = app.view();
}

#[test]
fn pairing_400_players_leaves_the_window_responsive() {
    let t = swissdesk::generator::generate(&swissdesk::pairing::dutch::Dutch2026, 400, 8, 11)
        .unwrap_or_else(|e| panic!("{e}"));
    let cut = swissdesk::pairing::truncate_before(&t, 8);
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("open400.swissdesk.ron");
    swissdesk::store::save(&cut, &path).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(path), ..Options::default() });
    assert_eq!(app.tournament().players.len(), 400);
    assert_eq!(app.tournament().rounds_paired(), 7);
    let _ = app.update(Message::ShowTab(Tab::Round));

    // "Pair round 8": update hands the work to a Task and returns with the
    // round still unpaired.
    let _task = app.update(Message::Round(round::Message::PairNext));
    // Players who missed the last two rounds (absences, forfeits) are asked
    // about first: keep them all.
    if app.absences().is_some() {
        let _task = app.update(Message::Absences(absences::Message::Pair));
    }
    assert!(app.is_pairing());
    assert_eq!(app.tournament().rounds_paired(), 7, "update(PairNext) paired on the UI thread");

    // The Task's job, on another thread, held until the test says go.
    let request = app.pair_request();
    let (go, wait_for_go) = mpsc::channel::<()>();
    let engine = std::thread::spawn(move || {
        wait_for_go.recv().unwrap_or_else(|_| panic!("the test hung up before the go"));
        app::pair_job(request)
    });

    // Engine held: every turn returns without it, and nothing is paired yet.
    for message in messages() {
        turn(&mut app, message.clone());
        assert!(app.is_pairing(), "{message:?} ended the pairing before the engine ran");
        assert_eq!(app.tournament().rounds_paired(), 7, "{message:?} paired round 8 on the UI thread");
    }
    assert!(!engine.is_finished(), "the engine ran before the go");

    // Engine running: the app still answers, as many turns as it takes.
    go.send(()).unwrap_or_else(|_| panic!("the pairing thread is gone"));
    let mut handled = 0;
    while !engine.is_finished() {
        turn(&mut app, messages()[handled % 8].clone());
        handled += 1;
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let answer = engine.join().unwrap_or_else(|_| panic!("the pairing thread panicked"));
    assert!(app.is_pairing(), "still pairing until the answer arrives");
    let _ = app.update(answer);
    assert!(!app.is_pairing());
    assert_eq!(app.tournament().rounds_paired(), 8, "{:?}", app.notice());
    // As many boards as the generator's own round 8 (byes and absences left out alike).
    let boards = t.round(8).map(|r| r.games.len());
    assert!(boards.is_some_and(|n| n > 150));
    assert_eq!(app.tournament().round(8).map(|r| r.games.len()), boards);
    eprintln!("{handled} messages handled while the engine ran");
}
