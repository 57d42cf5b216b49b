//! A 10-player double round robin at the desk, from New to the final cross
//! table, driven headlessly with iced_test's Simulator: the format chosen on
//! New, ten players registered, the pairing numbers drawn by lot with a
//! seed, all 18 rounds paired from the Berger table, results entered from
//! the keyboard and published, the schedule of all rounds, and the square
//! cross table as the standings view. Run with
//! `ICED_TEST_BACKEND=tiny-skia WGPU_BACKEND=none` (set in .cargo/config.toml).

use iced::keyboard::{self, Key, Modifiers};
use iced_test::Error;
use swissdesk::gui::app::{self, Message, Options, Tab};
use swissdesk::gui::{App, players, round, standings, tournament};
use swissdesk::model::{AuditAction, EventFormat, GameResult, RoundRobin};
use swissdesk::tr;

use crate::gui_common;
use gui_common::{click, feed, shows, type_into};

fn type_key(app: &mut App, c: &str) {
    let event = keyboard::Event::KeyPressed {
        modified_key: Key::Character(c.into()),
        key: Key::Character(c.into()),
        physical_key: keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers: Modifiers::empty(),
        text: None,
        repeat: false,
    };
    let message = app::key_message(event).unwrap_or_else(|| panic!("{c:?} is not a result key"));
    let _ = app.update(message);
}

fn pair_next_round(app: &mut App) {
    let _ = app.update(Message::Round(round::Message::PairNext));
    let result = app::pair_job(app.pair_request());
    let _ = app.update(result);
    if let Some(notice) = app.notice() {
        assert!(!notice.is_error, "pairing failed: {}", notice.text);
    }
}

fn boards(app: &App, round: u32) -> Vec<(u32, u32)> {
    app.tournament()
        .round(round)
        .map(|r| r.games.iter().map(|g| (g.white, g.black)).collect())
        .unwrap_or_default()
}

#[test]
fn a_double_round_robin_from_new_to_the_final_cross_table() -> Result<(), Error> {
    let (mut app, _) = App::new(Options::default());
    let _ = app.update(Message::New);
    assert_eq!(app.tab(), Tab::Tournament);

    // New: the format is chosen on the tournament view, the first one shown.
    shows(&app, tr!("gui-field-format"))?;
    feed(
        &mut app,
        [
            Message::Tournament(tournament::Message::Edit(
                tournament::Field::Name,
                "Club Championship".into(),
            )),
            Message::Tournament(tournament::Message::Format(tournament::FormatChoice(
                EventFormat::RoundRobin(RoundRobin::DOUBLE),
            ))),
        ],
    );
    // No Swiss system to choose for a round robin, and its tie-breaks.
    assert!(shows(&app, tr!("gui-field-system")).is_err());
    click(&mut app, tr!("gui-apply"))?;
    let t = app.tournament();
    assert_eq!(t.settings.format, EventFormat::RoundRobin(RoundRobin::DOUBLE));
    assert_eq!(t.settings.tiebreaks, ["DE", "WIN", "SB", "KS"]);

    // Ten players through the form; the rounds follow: 2 × 9.
    let _ = app.update(Message::ShowTab(Tab::Players));
    for i in 0..10u32 {
        feed(
            &mut app,
            [
                Message::Players(players::Message::Name(format!("Player{i:02}, Test"))),
                Message::Players(players::Message::Rating((2400 - 25 * i).to_string())),
                Message::Players(players::Message::Federation(if i % 2 == 0 { "sui" } else { "ger" }.into())),
                Message::Players(players::Message::Add),
            ],
        );
    }
    assert_eq!(app.tournament().players.len(), 10);
    assert_eq!(app.tournament().settings.rounds_planned, 18);

    // The numbers drawn by lot with a seed the arbiter typed.
    type_into(&mut app, players::LOTS_SEED, "2026")?;
    click(&mut app, tr!("gui-lots-draw"))?;
    let drawn =
        app.tournament().audit.iter().rev().find(|e| e.action == AuditAction::RenumberPlayers).cloned();
    let reason = drawn.and_then(|e| e.reason).unwrap_or_default();
    assert!(reason.contains("2026"), "{reason}");
    let order: Vec<String> = app.tournament().players.iter().map(|p| p.name.clone()).collect();
    assert_ne!(
        order,
        (0..10).map(|i| format!("Player{i:02}, Test")).collect::<Vec<_>>(),
        "a draw moved someone"
    );

    // The schedule: every round known before the first is paired.
    let _ = app.update(Message::ShowTab(Tab::Round));
    shows(&app, tr!("gui-schedule-heading"))?;
    shows(&app, tr!("gui-round-label", round = 18))?;

    // 18 rounds from the table, results from the keyboard, each published.
    // Every game drawn but the last round's board 1, which White wins.
    for r in 1..=18u32 {
        pair_next_round(&mut app);
        let games = boards(&app, r);
        assert_eq!(games.len(), 5, "round {r}");
        for i in 0..games.len() {
            type_key(&mut app, if r == 18 && i == 0 { "1" } else { "=" });
        }
        click(&mut app, tr!("gui-publish"))?;
        assert!(app.tournament().round(r).is_some_and(|x| x.published), "round {r} published");
    }
    // The printed table, C.05 Annex 1, 9/10: round 1 is "1-10, 2-9, 3-8,
    // 4-7, 5-6"; FIDE order plays Rd 9 "5-10, 6-4, 7-3, 8-2, 9-1" as round 8;
    // the second cycle reverses the colours: round 10 "10-1, 9-2, ...",
    // round 18 is Rd 9 reversed "10-5, 4-6, 3-7, 2-8, 1-9".
    assert_eq!(boards(&app, 1), [(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)]);
    assert_eq!(boards(&app, 8), [(5, 10), (6, 4), (7, 3), (8, 2), (9, 1)]);
    assert_eq!(boards(&app, 10), [(10, 1), (9, 2), (8, 3), (7, 4), (6, 5)]);
    assert_eq!(boards(&app, 18), [(10, 5), (4, 6), (3, 7), (2, 8), (1, 9)]);
    let last = app.tournament().round(18).map(|r| r.games[0].result);
    assert_eq!(last, Some(GameResult::WhiteWins));
    // All rounds of the table played: the desk offers no round 19.
    assert_eq!(app.tournament().rounds_paired(), 18);
    assert!(round::State::pair_blocked(app.tournament()).is_some(), "a 19th round is refused");

    // Standings: a round robin opens on its cross table.
    let _ = app.update(Message::ShowTab(Tab::Standings));
    assert_eq!(app.standings_screen().shown_part(app.tournament()), standings::Part::CrossTable);
    shows(&app, tr!("gui-standings-heading", round = 18))?;
    let winner = app.tournament().player(10).map(|p| p.name.clone()).unwrap_or_default();
    shows(&app, tr!("gui-standings-leader", name = winner.clone(), points = "9.5"))?;
    // 10 beat 5 in the last round and drew the first meeting: "½ 1"; 5's
    // row against 10 reads "½ 0"; everyone else drew both games: "½ ½".
    shows(&app, "½ 1")?;
    shows(&app, "½ 0")?;
    shows(&app, "■")?;
    let c = swissdesk::gui::standings::Computed::of(app.tournament());
    let points: Vec<(u32, String)> = c.lines.iter().map(|l| (l.tpn, l.points.to_string())).collect();
    assert_eq!(points.first(), Some(&(10, "9.5".to_owned())));
    assert_eq!(points.last(), Some(&(5, "8.5".to_owned())));
    assert!(points[1..9].iter().all(|(_, p)| p == "9.0"), "{points:?}");
    Ok(())
}
