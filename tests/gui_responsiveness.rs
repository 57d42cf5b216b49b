//! Issue 5: pairing a 400-player round runs off the UI thread, and the app
//! keeps answering messages in under 50 ms while the engine works.
//!
//! The pairing's work is what the "Pair next round" Task runs
//! (`app::pair_job`); here it runs on a `std::thread` while the test keeps
//! sending messages and times each `update` and the `view` that follows
//! (the UI thread's work), never the engine. On a loaded machine a single call can be pre-empted, so each
//! timed call is retried (twice at most) and the best of its tries counts.
#![cfg(feature = "gui")]

use std::time::{Duration, Instant};
use swissdesk::gui::app::{self, Message, Options, Tab};
use swissdesk::gui::{App, round};
use swissdesk::model::PairingSystem;

const LIMIT: Duration = Duration::from_millis(50);

/// The best time of up to three runs of `f` (it must be repeatable).
fn timed(mut f: impl FnMut()) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        f();
        best = best.min(start.elapsed());
        if best < LIMIT {
            break;
        }
    }
    best
}

#[test]
fn pairing_400_players_leaves_the_window_responsive() {
    let t = swissdesk::pairing::generator::generate(PairingSystem::Dutch2026, 400, 8, 11)
        .unwrap_or_else(|e| panic!("{e}"));
    let cut = swissdesk::pairing::truncate_before(&t, 8);
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("open400.swissdesk.ron");
    swissdesk::store::save(&cut, &path).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(path), ..Options::default() });
    assert_eq!(app.tournament().players.len(), 400);
    assert_eq!(app.tournament().rounds_paired(), 7);
    let _ = app.update(Message::ShowTab(Tab::Round));

    // "Pair round 8": update hands the work to a Task and returns at once.
    let start = Instant::now();
    let _task = app.update(Message::Round(round::Message::PairNext));
    let pair_next = start.elapsed();
    assert!(app.is_pairing());
    assert!(pair_next < LIMIT, "update(PairNext) took {pair_next:?}");

    // The Task's job, on another thread, while the UI thread goes on.
    let request = app.pair_request();
    let engine = std::thread::spawn(move || {
        let start = Instant::now();
        let answer = app::pair_job(request);
        (answer, start.elapsed())
    });
    let messages = [
        Message::ShowTab(Tab::Players),
        Message::ShowTab(Tab::Standings),
        Message::ShowTab(Tab::Audit),
        Message::ShowTab(Tab::Round),
        Message::Round(round::Message::Select(7)),
        Message::Round(round::Message::Key(round::ResultKey::Down)),
        Message::Round(round::Message::PairNext),
        Message::ShowTab(Tab::Tournament),
    ];
    let mut handled = 0;
    let mut slowest = Duration::ZERO;
    while !engine.is_finished() || handled < messages.len() {
        let message = messages[handled % messages.len()].clone();
        // The UI thread's whole turn: update, then the new view.
        let took = timed(|| {
            let _ = app.update(message.clone());
            let _ = app.view();
        });
        assert!(took < LIMIT, "update({message:?}) and view took {took:?} while the engine ran");
        slowest = slowest.max(took);
        handled += 1;
        std::thread::sleep(Duration::from_millis(5));
    }
    let (answer, engine_time) = engine.join().unwrap_or_else(|_| panic!("the pairing thread panicked"));
    assert!(app.is_pairing(), "still pairing until the answer arrives");
    let _ = app.update(answer);
    assert!(!app.is_pairing());
    assert_eq!(app.tournament().rounds_paired(), 8, "{:?}", app.notice());
    // As many boards as the generator's own round 8 (byes and absences left out alike).
    let boards = t.round(8).map(|r| r.games.len());
    assert!(boards.is_some_and(|n| n > 150));
    assert_eq!(app.tournament().round(8).map(|r| r.games.len()), boards);
    eprintln!(
        "engine {engine_time:?}; {handled} messages handled meanwhile, slowest {slowest:?}; update(PairNext) {pair_next:?}"
    );
}
