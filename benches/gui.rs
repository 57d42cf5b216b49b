//! The desk at 1,000 players (issue 15): how long the window takes to answer
//! when the arbiter switches views, scrolls a long list and enters a result.
//!
//! `cargo bench --bench gui` (release), or `cargo bench --bench gui --profile
//! dev` where a release build of the GUI is too slow to make (the app's own
//! crate is optimised in the dev profile too; iced is not, so those figures
//! are an upper bound).
//!
//! A turn is what the window does between an input and the next frame:
//! the app's `update` for the message, then `view`, the layout of the whole
//! 1024×600 window and the recording of its drawing (iced's
//! `UserInterface::build` and `draw`, with the widget state kept from frame
//! to frame as the window keeps it). Rasterising the frame is the graphics
//! driver's work and is left out. Each figure is the median and the
//! slowest of its runs; the machine's load is printed with them, since
//! other work on the machine slows every figure.
//!
//! The tournament: 1,000 players, 9 rounds paired by the engine, the last
//! one without results (as during play).

use iced_test::core::renderer::{Headless, Style};
use iced_test::core::{Event, Pixels, Point, Size, Theme, clipboard, mouse};
use iced_test::renderer::Renderer;
use iced_test::runtime::user_interface::{Cache, UserInterface};
use std::time::{Duration, Instant};
use swissdesk::gui::app::{Message, Options, Tab};
use swissdesk::gui::{App, MIN_HEIGHT, MIN_WIDTH, round, standings};
use swissdesk::model::GameResult;

const PLAYERS: u32 = 1000;
const ROUNDS: u32 = 9;
const RUNS: usize = 30;
/// Pairing a round of 1,000 players takes seconds in the dev profile.
const PAIR_RUNS: usize = 3;

/// The window: its renderer, its size, and the widget state kept from one
/// frame to the next.
struct Window {
    renderer: Renderer,
    size: Size,
    cache: Option<Cache>,
}

impl Window {
    fn new() -> Window {
        let fonts = iced_test::renderer::graphics::text::font_system();
        if let Ok(mut fonts) = fonts.write() {
            fonts.load_font(swissdesk::export::REGULAR_TTF.into());
            fonts.load_font(swissdesk::export::BOLD_TTF.into());
        }
        let renderer = iced_test::futures::futures::executor::block_on(Renderer::new(
            swissdesk::gui::FONT,
            Pixels(16.0),
            Some("tiny-skia"),
        ))
        .unwrap_or_else(|| panic!("no headless renderer"));
        Window { renderer, size: Size::new(MIN_WIDTH, MIN_HEIGHT), cache: Some(Cache::default()) }
    }

    /// Lays out and draws the app's view; with `events`, first lets the
    /// widgets answer them and returns the messages they sent.
    fn frame(&mut self, app: &App, events: &[Event], cursor: Point) -> Vec<Message> {
        let cache = self.cache.take().unwrap_or_default();
        let mut ui = UserInterface::build(app.view(), self.size, cache, &mut self.renderer);
        let mut messages = Vec::new();
        let cursor = mouse::Cursor::Available(cursor);
        if !events.is_empty() {
            let _ = ui.update(events, cursor, &mut self.renderer, &mut clipboard::Null, &mut messages);
        }
        ui.draw(&mut self.renderer, &Theme::Light, &Style::default(), cursor);
        self.cache = Some(ui.into_cache());
        messages
    }

    /// One turn for `message`: update, then the next frame.
    fn turn(&mut self, app: &mut App, message: Message) -> Duration {
        let start = Instant::now();
        let _ = app.update(message);
        let _ = self.frame(app, &[], Point::ORIGIN);
        start.elapsed()
    }
}

/// Median and slowest of `times`, in milliseconds.
fn summary(times: &mut [Duration]) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "median {:7.1} ms   slowest {:7.1} ms   ({} runs)",
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        times.len()
    )
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

/// Writes the bench's tournament to `path`: generated, or copied from
/// `SWISSDESK_BENCH_FILE` when that names a file made by an earlier run
/// (generating takes a minute; a name that does not exist yet is written).
fn tournament_file(path: &std::path::Path) {
    let cached = std::env::var_os("SWISSDESK_BENCH_FILE").map(std::path::PathBuf::from);
    if let Some(cached) = cached.as_ref().filter(|c| c.is_file()) {
        std::fs::copy(cached, path).unwrap_or_else(|e| panic!("{}: {e}", cached.display()));
        println!("{PLAYERS} players, {ROUNDS} rounds from {}", cached.display());
        return;
    }
    let start = Instant::now();
    let mut t = swissdesk::generator::generate(&swissdesk::pairing::dutch::Dutch2026, PLAYERS, ROUNDS, 15)
        .unwrap_or_else(|e| panic!("generating the tournament: {e}"));
    if let Some(last) = t.rounds.last_mut() {
        for game in &mut last.games {
            game.result = GameResult::Pending;
        }
    }
    println!("{PLAYERS} players, {ROUNDS} rounds generated in {:.1} s", start.elapsed().as_secs_f64());
    swissdesk::store::save(&t, path).unwrap_or_else(|e| panic!("{e}"));
    if let Some(cached) = cached {
        std::fs::copy(path, &cached).unwrap_or_else(|e| panic!("{}: {e}", cached.display()));
    }
}

/// Whether the part `name` is measured: all of them, or those named in
/// `SWISSDESK_BENCH_ONLY` (comma-separated: switch, scroll, result, pair).
fn measures(name: &str) -> bool {
    std::env::var("SWISSDESK_BENCH_ONLY").map_or(true, |only| only.split(',').any(|part| part.trim() == name))
}

fn main() {
    println!("load average before: {}", load());
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("bench.swissdesk.ron");
    tournament_file(&path);
    let (mut app, _) = App::new(Options { file: Some(path.clone()), ..Options::default() });
    assert_eq!(app.tournament().players.len(), PLAYERS as usize);

    let mut window = Window::new();
    let _ = window.frame(&app, &[], Point::ORIGIN);

    if measures("switch") {
        // Switching views: every tab in turn.
        println!("\nview switch (update + view + layout + draw), 1024×600:");
        for tab in Tab::ALL {
            let mut times = Vec::new();
            for _ in 0..RUNS {
                let _ = window.turn(&mut app, Message::ShowTab(Tab::Tournament));
                times.push(window.turn(&mut app, Message::ShowTab(tab)));
            }
            println!("  {:<12} {}", format!("{tab:?}"), summary(&mut times));
        }
        let mut times = Vec::new();
        for _ in 0..RUNS {
            let _ = window.turn(&mut app, Message::ShowTab(Tab::Standings));
            times.push(
                window.turn(
                    &mut app,
                    Message::Standings(standings::Message::Show(standings::Part::CrossTable)),
                ),
            );
            let _ =
                window.turn(&mut app, Message::Standings(standings::Message::Show(standings::Part::Ranking)));
        }
        println!("  {:<12} {}", "cross table", summary(&mut times));
    }

    if measures("scroll") {
        // Scrolling: a wheel turn over the list, the message it sends, the
        // next frame.
        println!("\nscroll (wheel event + update + view + layout + draw):");
        let wheel = Event::Mouse(mouse::Event::WheelScrolled {
            delta: mouse::ScrollDelta::Lines { x: 0.0, y: -3.0 },
        });
        let over_list = Point::new(MIN_WIDTH / 2.0, MIN_HEIGHT * 0.7);
        for (name, tab) in [("players", Tab::Players), ("round", Tab::Round), ("standings", Tab::Standings)] {
            let _ = window.turn(&mut app, Message::ShowTab(tab));
            let mut times = Vec::new();
            let mut moved = 0;
            for _ in 0..RUNS {
                let start = Instant::now();
                let messages = window.frame(&app, std::slice::from_ref(&wheel), over_list);
                moved += messages.len();
                for message in messages {
                    let _ = app.update(message);
                }
                let _ = window.frame(&app, &[], over_list);
                times.push(start.elapsed());
            }
            assert!(moved > 0, "the wheel did not scroll the {name} list");
            println!("  {name:<12} {}", summary(&mut times));
        }
    }

    if measures("result") {
        // Entering results: a key on the round's selected board, the standings
        // and scores computed again, the next frame.
        println!("\nresult entry (key + update + view + layout + draw), round {ROUNDS}:");
        let _ = window.turn(&mut app, Message::ShowTab(Tab::Round));
        let mut times = Vec::new();
        for i in 0..RUNS {
            let result = [GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins][i % 3];
            times.push(window.turn(&mut app, Message::Key(round::ResultKey::Result(result))));
        }
        let entered =
            app.tournament().round(ROUNDS).map(|r| r.games.iter().filter(|g| !g.result.is_pending()).count());
        assert_eq!(entered, Some(RUNS), "every key entered a result");
        println!("  {:<12} {}", "round view", summary(&mut times));
        // Then the standings, which the result changed.
        let mut times = Vec::new();
        for i in 0..RUNS {
            let _ = window.turn(&mut app, Message::ShowTab(Tab::Round));
            let result = [GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins][i % 3];
            let _ = window.turn(&mut app, Message::Key(round::ResultKey::Result(result)));
            times.push(window.turn(&mut app, Message::ShowTab(Tab::Standings)));
        }
        println!("  {:<12} {}", "standings", summary(&mut times));
    }

    if measures("pair") {
        pairing(&path, &mut window);
    }

    println!("\nload average after: {}", load());
}

/// Pairing round 10 in the app against the engine alone and `swissdesk
/// pair` on the same file: the app's copy for the job and the answer taken
/// in (on the UI thread), the job itself (off it).
fn pairing(path: &std::path::Path, window: &mut Window) {
    let mut t = swissdesk::store::load(path).unwrap_or_else(|e| panic!("{e}"));
    t.settings.rounds_planned = ROUNDS + 1;
    if let Some(last) = t.rounds.last_mut() {
        for (i, game) in last.games.iter_mut().enumerate() {
            game.result = [GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins][i % 3];
        }
    }
    let file = path.with_file_name("pair.swissdesk.ron");
    swissdesk::store::save(&t, &file).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(file.clone()), ..Options::default() });
    let _ = window.turn(&mut app, Message::ShowTab(Tab::Round));
    println!("\npairing round {} (Dutch, {PLAYERS} players), {PAIR_RUNS} runs:", ROUNDS + 1);

    let mut engine = Vec::new();
    for _ in 0..PAIR_RUNS {
        let mut copy = t.clone();
        let start = Instant::now();
        let paired = swissdesk::commands::pair_next_round(&mut copy, "Bench");
        engine.push(start.elapsed());
        assert_eq!(paired.map_err(|e| e.to_string()), Ok(ROUNDS + 1));
    }
    println!("  {:<24} {}", "engine alone", summary(&mut engine));

    let (mut ui_thread, mut job, mut total) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..PAIR_RUNS {
        let start = Instant::now();
        let request = app.pair_request();
        let handed = start.elapsed();
        let answer = swissdesk::gui::app::pair_job(request);
        let worked = start.elapsed() - handed;
        let answered = window.turn(&mut app, answer);
        assert_eq!(app.tournament().rounds_paired(), ROUNDS + 1, "{:?}", app.notice());
        ui_thread.push(handed + answered);
        job.push(worked);
        total.push(start.elapsed());
        let _ = window.turn(&mut app, Message::Undo);
        assert_eq!(app.tournament().rounds_paired(), ROUNDS);
    }
    println!("  {:<24} {}", "app: whole", summary(&mut total));
    println!("  {:<24} {}", "app: the job", summary(&mut job));
    println!("  {:<24} {}", "app: on the UI thread", summary(&mut ui_thread));

    let mut command_line = Vec::new();
    for _ in 0..PAIR_RUNS {
        let copy = path.with_file_name("pair-cli.swissdesk.ron");
        std::fs::copy(&file, &copy).unwrap_or_else(|e| panic!("{e}"));
        let start = Instant::now();
        let status = std::process::Command::new(env!("CARGO_BIN_EXE_swissdesk"))
            .arg("pair")
            .arg(&copy)
            .stdout(std::process::Stdio::null())
            .status()
            .unwrap_or_else(|e| panic!("{e}"));
        command_line.push(start.elapsed());
        assert!(status.success());
    }
    println!("  {:<24} {}", "swissdesk pair (process)", summary(&mut command_line));
}
