//! A team Swiss at the desk (issue 30), driven headlessly with iced_test's
//! Simulator: New, "Teams" chosen as the participants, eight teams of four
//! registered from the teams view (names typed, Add clicked), a reserve
//! added to one roster, line-ups entered for rounds 2 and 3 (a substitute,
//! a board left empty), three rounds paired by the Swiss team engine and
//! their results entered board by board from the keyboard, a match
//! forfeited as a whole, then the team standings and the team cross table.
//!
//! The expected match and game points are derived here from the keys
//! pressed (each key read from the first team's side: `1` its player wins,
//! `=` a draw, `0` the other's player wins, `+` a forfeit win), the boards
//! left empty (lost by forfeit) and the forfeited match (every board to the
//! winner), with the match points of C.04.6 1.2 (2 for a won match, 1 for a
//! drawn one, 0 for a lost one) — not from the code under test. Run with
//! `ICED_TEST_BACKEND=tiny-skia WGPU_BACKEND=none` (set in .cargo/config.toml).

use iced::keyboard::{self, Key, Modifiers};
use iced_test::Error;
use std::collections::BTreeMap;
use swissdesk::gui::app::{self, Message, Options, Tab};
use swissdesk::gui::{App, round, standings, teams, tournament};
use swissdesk::model::{AuditAction, Colour, GameResult, MatchForfeit, ParticipantKind};
use swissdesk::tr;

use crate::gui_common;
use gui_common::{click, clicked, feed, shows, type_into};

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

fn no_error(app: &App, what: &str) {
    if let Some(notice) = app.notice() {
        assert!(!notice.is_error, "{what}: {}", notice.text);
    }
}

fn pair_next_round(app: &mut App) {
    let _ = app.update(Message::Round(round::Message::PairNext));
    // A team event asks nothing about players left out of line-ups.
    assert!(app.absences().is_none(), "no question about absent players");
    let result = app::pair_job(app.pair_request());
    let _ = app.update(result);
    no_error(app, "pairing");
}

/// Game points in half points, as the test counts them.
type Halves = u32;

/// Match and game points (in halves) of each team, derived by the test.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
struct Expected {
    mp: u32,
    gp: Halves,
}

/// The key for board `board` of match `number` in round `round`: a fixed
/// spread of wins, draws and losses (and one forfeit win), so that matches
/// are won, drawn and lost.
fn key_for(round: u32, number: usize, board: u32) -> &'static str {
    if (round, number, board) == (1, 1, 4) {
        return "+";
    }
    ["1", "=", "0", "1", "=", "=", "0"][(round as usize * 5 + number * 3 + board as usize) % 7]
}

/// What a key gives the first team's and the second team's player (halves).
fn halves(key: &str) -> (Halves, Halves) {
    match key {
        "1" | "+" => (2, 0),
        "0" | "-" => (0, 2),
        "=" => (1, 1),
        other => panic!("no key {other}"),
    }
}

/// C.04.6 1.2 with the default values: 2 / 1 / 0 match points.
fn match_points(own: Halves, theirs: Halves) -> u32 {
    match own.cmp(&theirs) {
        std::cmp::Ordering::Greater => 2,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Less => 0,
    }
}

/// `2½`, `3`, `½` for a number of halves.
fn points_text(h: Halves) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// `2.5`, `3.0` for a number of halves (as points are written).
fn decimal(h: Halves) -> String {
    format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 })
}

const BOARDS: u32 = 4;

#[test]
fn a_team_swiss_from_new_to_the_team_standings() -> Result<(), Error> {
    let (mut app, _) = App::new(Options::default());
    let _ = app.update(Message::New);
    assert_eq!(app.tab(), Tab::Tournament);

    // New: the participants are chosen on the tournament view.
    shows(&app, tr!("gui-field-participants"))?;
    feed(
        &mut app,
        [
            Message::Tournament(tournament::Message::Edit(
                tournament::Field::Name,
                "Schools Team Cup".into(),
            )),
            Message::Tournament(tournament::Message::Participants(tournament::ParticipantChoice(
                ParticipantKind::Teams,
            ))),
            Message::Tournament(tournament::Message::Edit(tournament::Field::RoundsPlanned, "5".into())),
        ],
    );
    // A team event asks for its boards per match (4 unless changed).
    shows(&app, tr!("gui-field-boards"))?;
    click(&mut app, tr!("gui-apply"))?;
    no_error(&app, "apply");
    let t = app.tournament();
    assert!(t.is_team_event());
    assert_eq!(t.settings.pairing_system.as_str(), "team2026");
    assert_eq!(t.settings.team.boards, BOARDS);
    assert_eq!(t.settings.rounds_planned, 5);

    // The Teams tab appears for a team event, after Players.
    shows(&app, tr!("gui-tab-teams"))?;
    click(&mut app, tr!("gui-tab-teams"))?;
    assert_eq!(app.tab(), Tab::Teams);

    // Eight teams of four, names and ratings typed, in board order.
    let towns = ["Aarau", "Basel", "Chur", "Davos", "Emmen", "Frick", "Genf", "Horw"];
    for (i, town) in towns.iter().enumerate() {
        type_into(&mut app, teams::NEW_TEAM, town)?;
        click(&mut app, tr!("gui-teams-add"))?;
        no_error(&app, "add team");
        let tpn = i as u32 + 1;
        assert_eq!(
            app.teams_screen().team(app.tournament()).map(|x| x.tpn),
            Some(tpn),
            "the new team is shown"
        );
        for board in 1..=BOARDS {
            type_into(&mut app, teams::NEW_PLAYER, &format!("{town} Player{board}"))?;
            type_into(&mut app, teams::NEW_RATING, &(2300 - 40 * i as u32 - 25 * board).to_string())?;
            click(&mut app, tr!("gui-teams-add-player"))?;
            no_error(&app, "add player");
        }
    }
    let t = app.tournament();
    assert_eq!(t.teams.len(), 8);
    assert_eq!(t.players.len(), 32);
    for (i, team) in t.teams.iter().enumerate() {
        assert_eq!(team.tpn, i as u32 + 1);
        assert_eq!(team.name, towns[i]);
        let names: Vec<String> =
            team.roster.iter().filter_map(|&p| t.player(p)).map(|p| p.name.clone()).collect();
        let wanted: Vec<String> = (1..=BOARDS).map(|b| format!("{} Player{b}", towns[i])).collect();
        assert_eq!(names, wanted, "roster of {} in board order", team.name);
    }
    // The captain of team 1, typed and applied.
    feed(&mut app, [Message::Teams(teams::Message::Select(1))]);
    type_into(&mut app, teams::CAPTAIN, "Anna Keller")?;
    click(&mut app, tr!("gui-apply"))?;
    assert_eq!(app.tournament().team(1).map(|x| x.captain.as_str()), Some("Anna Keller"));
    // Aarau adds a reserve (a fifth player) and moves Player3 above Player2.
    type_into(&mut app, teams::NEW_PLAYER, "Aarau Reserve")?;
    click(&mut app, tr!("gui-teams-add-player"))?;
    feed(&mut app, [Message::Teams(teams::Message::Move { index: 2, up: true })]);
    let aarau = app.tournament().team(1).map(|x| x.roster.clone()).unwrap_or_default();
    let reserve = app.tournament().players.iter().find(|p| p.name == "Aarau Reserve").map(|p| p.tpn);
    assert_eq!(aarau.len(), 5);
    assert_eq!(Some(aarau[4]), reserve);
    let (a1, a2, a3, a4, a5) = (aarau[0], aarau[1], aarau[2], aarau[3], aarau[4]);
    let name_of = |app: &App, p: u32| app.tournament().player(p).map(|x| x.name.clone()).unwrap_or_default();
    assert_eq!(name_of(&app, a2), "Aarau Player3");
    assert_eq!(name_of(&app, a3), "Aarau Player2");

    // Round 1: everyone in roster order (the default line-up).
    let mut expected: BTreeMap<u32, Expected> = (1..=8).map(|t| (t, Expected::default())).collect();
    let _ = app.update(Message::ShowTab(Tab::Round));
    for r in 1..=3u32 {
        if r == 2 {
            // Aarau rests its board-2 player and fields the reserve: the
            // boards follow the roster (a1, a3, a4, a5).
            feed(
                &mut app,
                [
                    Message::ShowTab(Tab::Teams),
                    Message::Teams(teams::Message::Select(1)),
                    Message::Teams(teams::Message::Round(2)),
                    Message::Teams(teams::Message::Plays(a2, false)),
                    Message::Teams(teams::Message::Plays(a5, true)),
                    // Horw comes with three players: board 4 stays empty.
                    Message::Teams(teams::Message::Select(8)),
                    Message::Teams(teams::Message::Round(2)),
                ],
            );
            let horw = app.tournament().team(8).map(|x| x.roster.clone()).unwrap_or_default();
            feed(&mut app, [Message::Teams(teams::Message::Plays(horw[3], false))]);
            no_error(&app, "line-ups of round 2");
            let lineup = |team: u32| {
                app.tournament().round(2).and_then(|r| r.lineup_of(team)).map(|l| l.players.clone())
            };
            assert_eq!(lineup(1), Some(vec![a1, a3, a4, a5]));
            assert_eq!(lineup(8), Some(vec![horw[0], horw[1], horw[2], 0]));
            let _ = app.update(Message::ShowTab(Tab::Round));
        }
        pair_next_round(&mut app);
        let round = app.tournament().round(r).cloned().unwrap_or_else(|| panic!("round {r}"));
        assert_eq!(round.matches.len(), 4, "round {r}: four matches");
        if r == 3 {
            // Aarau's line-up for round 3 changed after the pairing (still
            // allowed: no result yet): the reserve on for board 4.
            feed(
                &mut app,
                [
                    Message::ShowTab(Tab::Teams),
                    Message::Teams(teams::Message::Select(1)),
                    Message::Teams(teams::Message::Round(3)),
                    Message::Teams(teams::Message::Plays(a4, false)),
                    Message::Teams(teams::Message::Plays(a5, true)),
                    Message::ShowTab(Tab::Round),
                ],
            );
            no_error(&app, "line-up of round 3");
            let lineup = app.tournament().round(3).and_then(|r| r.lineup_of(1)).map(|l| l.players.clone());
            assert_eq!(lineup, Some(vec![a1, a2, a3, a5]));
        }
        let round = app.tournament().round(r).cloned().unwrap_or_else(|| panic!("round {r}"));
        // Round 3: the last match is forfeited as a whole by its second team.
        let forfeited = (r == 3).then(|| round.matches[3]);
        if let Some(m) = forfeited {
            let _ = app.update(Message::Round(round::Message::MatchForfeit {
                team: m.white,
                forfeit: Some(MatchForfeit::WhiteWins),
            }));
            no_error(&app, "match forfeit");
        }
        // The keys, in the order of the games (match by match, board by
        // board, empty boards skipped), and the points they give.
        let mut keys = Vec::new();
        for (i, m) in round.matches.iter().enumerate() {
            let number = i + 1;
            let first = round.lineup_of(m.white).map(|l| l.players.clone()).unwrap_or_default();
            let second = round.lineup_of(m.black).map(|l| l.players.clone()).unwrap_or_default();
            let (mut own, mut theirs) = (0, 0);
            for board in 1..=BOARDS {
                let (a, b) = (first[board as usize - 1], second[board as usize - 1]);
                if Some(*m) == forfeited {
                    own += 2;
                    continue;
                }
                match (a != 0, b != 0) {
                    (true, true) => {
                        let key = key_for(r, number, board);
                        keys.push(key);
                        let (x, y) = halves(key);
                        own += x;
                        theirs += y;
                    }
                    // An empty board is lost by forfeit.
                    (true, false) => own += 2,
                    (false, true) => theirs += 2,
                    (false, false) => {}
                }
            }
            let e = expected.entry(m.white).or_default();
            e.mp += match_points(own, theirs);
            e.gp += own;
            let e = expected.entry(m.black).or_default();
            e.mp += match_points(theirs, own);
            e.gp += theirs;
        }
        for key in &keys {
            type_key(&mut app, key);
            no_error(&app, "result");
        }
        let round = app.tournament().round(r).cloned().unwrap_or_else(|| panic!("round {r}"));
        assert!(
            round.games.iter().all(|g| !g.result.is_pending()),
            "round {r}: every board has a result: {:?} keys {keys:?} matches {:?} lineups {:?}",
            round.games,
            round.matches,
            round.lineups
        );
        // Board 2 of match 1: the first team's player has Black (C.04.6:
        // colours alternate from board 1), so its key is the game's result
        // with the colours swapped.
        if forfeited != Some(round.matches[0]) {
            let m = round.matches[0];
            let first = round.lineup_of(m.white).and_then(|l| l.on_board(2));
            let game = round.games.iter().find(|g| Some(g.black) == first);
            let key = key_for(r, 1, 2);
            let wanted = match key {
                "1" => GameResult::BlackWins,
                "0" => GameResult::WhiteWins,
                _ => GameResult::Draw,
            };
            assert_eq!(game.map(|g| g.result), Some(wanted), "round {r}: board 2 of match 1 (key {key})");
            assert_eq!(app.tournament().settings.team.white_team_colour_on(2), Colour::Black);
        }
        // The live match score of match 1, as the rounds view shows it.
        let m = round.matches[0];
        let first = round.lineup_of(m.white).map(|l| l.players.clone()).unwrap_or_default();
        let second = round.lineup_of(m.black).map(|l| l.players.clone()).unwrap_or_default();
        let (mut own, mut theirs) = (0, 0);
        for board in 1..=BOARDS {
            match (first[board as usize - 1] != 0, second[board as usize - 1] != 0) {
                (true, true) => {
                    let (x, y) = halves(key_for(r, 1, board));
                    own += x;
                    theirs += y;
                }
                (true, false) => own += 2,
                (false, true) => theirs += 2,
                (false, false) => {}
            }
        }
        shows(&app, format!("{} : {}", points_text(own), points_text(theirs)))?;
        click(&mut app, tr!("gui-publish"))?;
        no_error(&app, "publish");
    }

    // Round 2: Horw's empty board 4 is a forfeit loss, and no game.
    let round2 = app.tournament().round(2).cloned().unwrap_or_else(|| panic!("round 2"));
    let horw = app.tournament().team(8).map(|x| x.roster.clone()).unwrap_or_default();
    assert!(!round2.games.iter().any(|g| g.involves(horw[3])), "Horw's board 4 was empty");
    // Round 3: the forfeited match has no game played over the board.
    let round3 = app.tournament().round(3).cloned().unwrap_or_else(|| panic!("round 3"));
    assert_eq!(round3.matches[3].forfeit, Some(MatchForfeit::WhiteWins));

    // The team standings: MP and GP as derived above, ranked by MP.
    let _ = app.update(Message::ShowTab(Tab::Standings));
    let _ = app.update(Message::Standings(standings::Message::Show(standings::Part::Ranking)));
    shows(&app, tr!("gui-standings-heading", round = 3))?;
    let computed = app.derived().team_standings(app.tournament()).clone();
    assert_eq!(computed.standings.after_round, 3);
    assert_eq!(computed.standings.rows.len(), 8);
    for row in &computed.standings.rows {
        let e = expected[&row.tpn];
        assert_eq!(row.mp.to_string(), format!("{}.0", e.mp), "team {} match points", row.tpn);
        assert_eq!(row.gp.to_string(), decimal(e.gp), "team {} game points", row.tpn);
    }
    // Every match gave out 2 match points (won + lost, or drawn twice):
    // 4 matches × 3 rounds × 2 = 24, and 16 game points a round.
    assert_eq!(expected.values().map(|e| e.mp).sum::<u32>(), 24);
    assert_eq!(expected.values().map(|e| e.gp).sum::<u32>(), 3 * 16 * 2, "every board gives out one point");
    let mps: Vec<u32> = computed.standings.rows.iter().map(|r| expected[&r.tpn].mp).collect();
    assert!(mps.windows(2).all(|w| w[0] >= w[1]), "ranked by match points first: {mps:?}");
    // The leader's line names the best team by match points.
    let best = *mps.first().unwrap_or(&0);
    let leader = computed.standings.rows[0].tpn;
    assert_eq!(expected[&leader].mp, best);
    let leader_name = app.tournament().team(leader).map(|x| x.name.clone()).unwrap_or_default();
    shows(&app, leader_name)?;
    shows(&app, tr!("export-col-match-points"))?;
    // The default list has EDE: the note says what its values (mostly 0) mean.
    shows(&app, tr!("standings-team-positional-note", codes = "EDE"))?;

    // The team cross table: team 1's round-1 cell names its opponent.
    let _ = app.update(Message::Standings(standings::Message::Show(standings::Part::CrossTable)));
    let round1 = app.tournament().round(1).cloned().unwrap_or_else(|| panic!("round 1"));
    let m = round1.match_of(1).copied().unwrap_or_else(|| panic!("team 1 played round 1"));
    let (opponent, colour) = if m.white == 1 { (m.black, "w") } else { (m.white, "b") };
    let cell = app.derived().team_standings(app.tournament()).cross[0].1[0].clone();
    assert!(cell.starts_with(&format!("{opponent}{colour} ")), "team 1, round 1: {cell}");
    shows(&app, cell)?;

    // Everything went through commands: logged, and undone and redone.
    let actions: Vec<AuditAction> = app.tournament().audit.iter().map(|e| e.action.clone()).collect();
    for wanted in [
        AuditAction::AddTeam,
        AuditAction::EditTeam,
        AuditAction::SetLineup,
        AuditAction::PairRound,
        AuditAction::EnterResult,
    ] {
        assert!(actions.contains(&wanted), "{wanted:?} logged");
    }
    assert_eq!(actions.iter().filter(|a| **a == AuditAction::AddTeam).count(), 8);
    let before = app.tournament().team(1).cloned();
    feed(&mut app, [Message::ShowTab(Tab::Teams), Message::Teams(teams::Message::Select(1))]);
    feed(&mut app, [Message::Teams(teams::Message::Name("Aarau Nord".into()))]);
    click(&mut app, tr!("gui-apply"))?;
    assert_eq!(app.tournament().team(1).map(|x| x.name.as_str()), Some("Aarau Nord"));
    let _ = app.update(Message::Undo);
    assert_eq!(app.tournament().team(1).cloned(), before, "undo puts the team back");
    let _ = app.update(Message::Redo);
    assert_eq!(app.tournament().team(1).map(|x| x.name.as_str()), Some("Aarau Nord"));
    shows(&app, "Aarau Nord")?;
    // The event as it stands, for the screenshots of the team views
    // (scripts/screenshots-teams.sh); nothing is written otherwise.
    if let Some(path) = std::env::var_os("SWISSDESK_SAVE_TEAM_EVENT") {
        swissdesk::store::save(app.tournament(), std::path::Path::new(&path))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    Ok(())
}

/// The team's own entries at the desk: the teams' Baku switch in the
/// tournament view (not the players' acceleration), byes requested from
/// the Teams view (FIDE mode refusing the full-point bye, C.04.1 f), a
/// request taken back, a team withdrawn with a reason (GHR 3.2: no longer
/// paired; its later requested bye dropped), Undo and Redo of the
/// withdrawal, and the next pairing leaving out the teams with a bye or
/// withdrawn. Five teams of two boards, four rounds; a new event is in
/// FIDE mode.
#[test]
fn team_byes_withdrawal_and_team_baku_from_the_desk() -> Result<(), Error> {
    use swissdesk::model::{AccelerationMethod, ByeKind, PlayerStatus};
    let (mut app, _) = App::new(Options::default());
    let _ = app.update(Message::New);
    assert!(app.tournament().settings.fide_mode.is_on(), "a new event is in FIDE mode");
    feed(
        &mut app,
        [
            // Named as an arbiter names it: the screenshots taken of this
            // event (scripts/screenshots-teams.sh) show it in the tool bar.
            Message::Tournament(tournament::Message::Edit(tournament::Field::Name, "Team League".into())),
            Message::Tournament(tournament::Message::Participants(tournament::ParticipantChoice(
                ParticipantKind::Teams,
            ))),
            Message::Tournament(tournament::Message::Edit(tournament::Field::RoundsPlanned, "4".into())),
            Message::Tournament(tournament::Message::Edit(tournament::Field::Boards, "2".into())),
        ],
    );
    // The acceleration of a team event is the teams' Baku (C.04.7 1.4),
    // with its own help; the players' method stays off.
    shows(&app, tr!("gui-field-acceleration"))?;
    feed(
        &mut app,
        [Message::Tournament(tournament::Message::Acceleration(tournament::AccelerationChoice(
            AccelerationMethod::Baku,
        )))],
    );
    shows(&app, tr!("gui-acceleration-team-help"))?;
    assert!(shows(&app, tr!("gui-acceleration-help")).is_err(), "not the players' Baku help");
    click(&mut app, tr!("gui-apply"))?;
    no_error(&app, "apply");
    let t = app.tournament();
    assert!(t.is_team_event());
    assert_eq!(t.event.name, "Team League");
    assert!(t.settings.team.baku, "the teams' Baku is on");
    assert_eq!(t.settings.acceleration, AccelerationMethod::None, "the players' acceleration stays off");
    let change = t.audit.last().map(|e| e.after.clone()).unwrap_or_default();
    assert!(change.contains(&tr!("acceleration-baku")), "the log says Baku: {change}");
    // The form reads the event's own switch back: nothing left to apply,
    // and the teams' Baku help still shown.
    assert!(!app.tournament_screen().is_edited(app.tournament()), "the form shows what the event has");
    shows(&app, tr!("gui-acceleration-team-help"))?;

    // Five teams of two.
    let _ = app.update(Message::ShowTab(Tab::Teams));
    let towns = ["Aarau", "Basel", "Chur", "Davos", "Emmen"];
    for (i, town) in towns.iter().enumerate() {
        type_into(&mut app, teams::NEW_TEAM, town)?;
        click(&mut app, tr!("gui-teams-add"))?;
        for board in 1..=2u32 {
            type_into(&mut app, teams::NEW_PLAYER, &format!("{town} Player{board}"))?;
            type_into(&mut app, teams::NEW_RATING, &(2200 - 50 * i as u32 - 10 * board).to_string())?;
            click(&mut app, tr!("gui-teams-add-player"))?;
            no_error(&app, "add player");
        }
    }
    assert_eq!(app.tournament().teams.len(), 5);

    // Basel asks for half-point byes in rounds 2 and 3 (the rounds ticked,
    // then "Request").
    feed(
        &mut app,
        [
            Message::Teams(teams::Message::Select(2)),
            Message::Teams(teams::Message::ByeRound(2)),
            Message::Teams(teams::Message::ByeRound(3)),
        ],
    );
    click(&mut app, tr!("gui-teams-bye-request"))?;
    no_error(&app, "bye request");
    let bye_of =
        |app: &App, round: u32, team: u32| app.tournament().round(round).and_then(|r| r.team_bye_of(team));
    assert_eq!(bye_of(&app, 2, 2), Some(ByeKind::HalfPoint));
    assert_eq!(bye_of(&app, 3, 2), Some(ByeKind::HalfPoint));
    let half = swissdesk::gui::widgets::bye_label(ByeKind::HalfPoint);
    let chip =
        |round: u32, kind: &str| format!("{}  ✕", tr!("gui-teams-bye-line", round = round, kind = kind));
    shows(&app, chip(3, &half))?;
    // Round 3's is taken back by its ✕.
    click(&mut app, chip(3, &half))?;
    assert_eq!(bye_of(&app, 3, 2), None);
    assert_eq!(bye_of(&app, 2, 2), Some(ByeKind::HalfPoint));
    // A full-point bye is refused in FIDE mode, with the reason shown.
    feed(
        &mut app,
        [
            Message::Teams(teams::Message::ByeKind(teams::TeamByeChoice(ByeKind::FullPoint))),
            Message::Teams(teams::Message::ByeRound(4)),
            Message::Teams(teams::Message::RequestByes),
        ],
    );
    let notice = app.notice().map(|n| (n.is_error, n.text.clone()));
    assert_eq!(notice, Some((true, tr!("fide-mode-refused-full-bye"))));
    assert_eq!(bye_of(&app, 4, 2), None, "nothing recorded");
    // Davos will be away in round 3: a zero-point bye.
    feed(
        &mut app,
        [
            Message::Teams(teams::Message::Select(4)),
            Message::Teams(teams::Message::ByeKind(teams::TeamByeChoice(ByeKind::ZeroPoint))),
            Message::Teams(teams::Message::ByeRound(3)),
            Message::Teams(teams::Message::RequestByes),
        ],
    );
    no_error(&app, "zero-point bye");
    assert_eq!(bye_of(&app, 3, 4), Some(ByeKind::ZeroPoint));
    // Before a team has played (or asked for a bye), it is removed, not withdrawn.
    feed(&mut app, [Message::Teams(teams::Message::Select(5))]);
    assert!(shows(&app, tr!("gui-teams-withdraw")).is_err());
    shows(&app, tr!("gui-teams-remove"))?;

    // Round 1 (Baku: the teams' table), its four boards entered.
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    let round1 = app.tournament().round(1).cloned().unwrap_or_else(|| panic!("round 1"));
    assert_eq!(round1.matches.len(), 2, "five teams: two matches and a bye");
    assert!(!app.tournament().team_accelerations.is_empty(), "the teams' Baku table is used");
    for _ in 0..4 {
        type_key(&mut app, "=");
        no_error(&app, "result");
    }

    // Davos withdraws from round 2 on: the dialog, a reason, Withdraw.
    feed(&mut app, [Message::ShowTab(Tab::Teams), Message::Teams(teams::Message::Select(4))]);
    click(&mut app, tr!("gui-teams-withdraw"))?;
    let form = app.teams_screen().withdraw_form().cloned();
    assert_eq!(form.map(|f| (f.tpn, f.from_round)), Some((4, 2)), "from the first round not paired");
    shows(&app, tr!("gui-teams-withdraw-heading", team = 4))?;
    // Escape closes it; asked again, it comes back.
    let _ = app.update(Message::Escape);
    assert!(app.teams_screen().withdraw_form().is_none(), "Escape closes the dialog");
    click(&mut app, tr!("gui-teams-withdraw"))?;
    type_into(&mut app, teams::WITHDRAW_REASON, "Bus broke down")?;
    click(&mut app, tr!("gui-withdraw-confirm"))?;
    no_error(&app, "withdraw");
    assert!(app.teams_screen().withdraw_form().is_none());
    let status = |app: &App| app.tournament().team(4).map(|x| x.status);
    assert_eq!(status(&app), Some(PlayerStatus::Withdrawn { from_round: 2 }));
    assert_eq!(bye_of(&app, 3, 4), None, "the withdrawn team's bye of round 3 is dropped");
    let entry = app.tournament().audit.last().cloned().unwrap_or_else(|| panic!("logged"));
    assert_eq!(entry.action, AuditAction::WithdrawTeam);
    assert_eq!(entry.reason.as_deref(), Some("Bus broke down"));
    assert_eq!(entry.round, Some(2));
    // One round dropped: the singular (the log said "rounds 3" before).
    let dropped = tr!("audit-team-byes-dropped", count = 1, rounds = "3");
    assert!(entry.after.contains(&dropped), "{}", entry.after);
    assert_ne!(
        dropped,
        tr!("audit-team-byes-dropped", count = 2, rounds = "3"),
        "one round is not counted as several"
    );
    shows(&app, tr!("gui-teams-withdrawn", round = 2))?;
    // A withdrawn team gets no bye.
    feed(
        &mut app,
        [
            Message::Teams(teams::Message::ByeKind(teams::TeamByeChoice(ByeKind::HalfPoint))),
            Message::Teams(teams::Message::ByeRound(4)),
            Message::Teams(teams::Message::RequestByes),
        ],
    );
    let refused = app.notice().map(|n| (n.is_error, n.text.clone()));
    assert_eq!(refused, Some((true, tr!("command-error-team-withdrawn", team = 4, round = 4))));
    assert_eq!(bye_of(&app, 4, 4), None);
    // Undo takes the withdrawal back (the dropped bye with it); Redo makes it again.
    let _ = app.update(Message::Undo);
    assert_eq!(status(&app), Some(PlayerStatus::Active));
    assert_eq!(bye_of(&app, 3, 4), Some(ByeKind::ZeroPoint));
    let _ = app.update(Message::Redo);
    assert_eq!(status(&app), Some(PlayerStatus::Withdrawn { from_round: 2 }));
    assert_eq!(bye_of(&app, 3, 4), None);

    // Round 2: Basel has its half-point bye, Davos is not paired; the other
    // three make one match and the pairing-allocated bye.
    let _ = app.update(Message::ShowTab(Tab::Round));
    pair_next_round(&mut app);
    let round2 = app.tournament().round(2).cloned().unwrap_or_else(|| panic!("round 2"));
    assert_eq!(round2.matches.len(), 1, "{:?}", round2.matches);
    assert!(round2.matches.iter().all(|m| ![2, 4].contains(&m.white) && ![2, 4].contains(&m.black)));
    assert_eq!(round2.team_bye_of(2), Some(ByeKind::HalfPoint));
    assert_eq!(round2.team_bye_of(4), None, "a withdrawn team is not paired (GHR 3.2)");
    // The withdrawal of a team already paired in round 2 is refused.
    feed(&mut app, [Message::ShowTab(Tab::Teams), Message::Teams(teams::Message::Select(1))]);
    let _ = app.update(Message::Teams(teams::Message::AskWithdraw));
    let _ =
        app.update(Message::Teams(teams::Message::WithdrawRound(swissdesk::gui::players::RoundChoice(2))));
    let _ = app.update(Message::Teams(teams::Message::ConfirmWithdraw));
    let refused = app.notice().map(|n| (n.is_error, n.text.clone()));
    assert_eq!(refused, Some((true, tr!("command-error-team-withdrawn-while-paired", team = 1, round = 2))));
    assert_eq!(app.tournament().team(1).map(|x| x.status), Some(PlayerStatus::Active));
    // Basel asks for a half-point bye in round 4 too: the chip is back.
    feed(
        &mut app,
        [
            Message::Teams(teams::Message::Select(2)),
            Message::Teams(teams::Message::ByeKind(teams::TeamByeChoice(ByeKind::HalfPoint))),
            Message::Teams(teams::Message::ByeRound(4)),
            Message::Teams(teams::Message::RequestByes),
        ],
    );
    no_error(&app, "round 4 bye");
    assert_eq!(bye_of(&app, 4, 2), Some(ByeKind::HalfPoint));
    shows(&app, chip(4, &half))?;
    let entry = app.tournament().audit.last().cloned().unwrap_or_else(|| panic!("logged"));
    assert_eq!(entry.before, format!("2 Basel: {}", tr!("audit-no-bye")), "the log says what was before");
    if let Some(path) = std::env::var_os("SWISSDESK_SAVE_TEAM_DESK_EVENT") {
        swissdesk::store::save(app.tournament(), std::path::Path::new(&path))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    Ok(())
}

/// The arbiter changes a team pairing by hand in the rounds view (the
/// brief's override with a reason in the audit log, for teams): "Change
/// the pairing…" on a match opens the override editor on the round's
/// matches; picking team 5 for team 4's place swaps the two opponents; the
/// reason is required; saving logs it; undo and redo work; "Exchange
/// colours…" opens the editor with the match's colours exchanged; a match
/// with a result cannot change. The expected matches are worked out by
/// hand from the swap (the round's scores are all 0, so the board order is
/// by the lower team number).
#[test]
fn a_team_pairing_changed_by_hand_in_the_rounds_view() -> Result<(), Error> {
    use swissdesk::commands::{self, Command, teams::TeamCommand};
    use swissdesk::gui::editor;
    use swissdesk::model::{Player, Team, Tournament};
    swissdesk::i18n::set_language("en");
    let mut t = Tournament::new("Club league");
    t.settings.team.boards = 2;
    t.settings.rounds_planned = 5;
    let apply = |t: &mut Tournament, c: Command| commands::apply(t, c, "A").unwrap_or_else(|e| panic!("{e}"));
    apply(&mut t, Command::Team(TeamCommand::MakeTeamEvent));
    for tpn in 1..=12 {
        apply(&mut t, Command::AddPlayer(Player::new(tpn, format!("Player {tpn}"))));
    }
    for team in 1..=6u32 {
        let mut x = Team::new(team, format!("Town {team}"));
        x.roster = vec![2 * team - 1, 2 * team];
        apply(&mut t, Command::Team(TeamCommand::AddTeam(x)));
    }
    let matches = vec![(1, 4), (5, 2), (3, 6)];
    apply(&mut t, Command::Team(TeamCommand::RecordPairing { round: 1, matches, pab: None }));
    let dir = gui_common_scratch();
    let path = dir.path().join("league.swissdesk.ron");
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(path), ..Options::default() });
    let matches_now = |app: &App| -> Vec<(u32, u32, bool)> {
        app.tournament()
            .round(1)
            .map(|r| r.matches.iter().map(|m| (m.white, m.black, m.by_arbiter)).collect())
            .unwrap_or_default()
    };
    let check = |app: &mut App| {
        let request = app.check_request().unwrap_or_else(|| panic!("the editor is open"));
        let _ = app.update(swissdesk::gui::jobs::check_job(request).into());
    };
    feed(&mut app, [Message::ShowTab(Tab::Round), Message::Round(round::Message::Select(1))]);

    // Match 1 is selected (its first board): its tools offer the changes.
    shows(&app, tr!("gui-team-exchange-colours"))?;
    click(&mut app, tr!("gui-team-change-pairing"))?;
    assert!(app.round_screen().editor().is_some(), "the editor opened");
    shows(&app, tr!("gui-team-override-heading", round = 1))?;
    shows(&app, tr!("gui-team-override-white"))?;
    check(&mut app);
    // Black of match 1: team 5, picked by typing part of its name.
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Pick(editor::Slot::Black(0)))));
    shows(&app, tr!("gui-override-pick-heading", place = tr!("gui-team-override-pick-black", number = 1)))?;
    type_into(&mut app, editor::PICKER_INPUT, "town 5")?;
    shows(&app, tr!("gui-team-override-pick-count", count = 1))?;
    click(&mut app, "5 Town 5")?;
    check(&mut app);
    // Without a reason it cannot be saved.
    shows(&app, tr!("gui-override-reason-required"))?;
    let reason = "Towns 4 and 5 share a bus: swapped at the captains' request";
    type_into(&mut app, editor::REASON_INPUT, reason)?;
    click(&mut app, tr!("gui-override-save"))?;
    no_error(&app, "override");
    assert!(app.round_screen().editor().is_none(), "saved and closed");
    assert_eq!(matches_now(&app), vec![(1, 5, true), (4, 2, true), (3, 6, false)]);
    let entry = app.tournament().audit.last().cloned().unwrap_or_else(|| panic!("no entry"));
    assert_eq!(entry.action, AuditAction::OverridePairing);
    assert_eq!(entry.reason.as_deref(), Some(reason));
    assert_eq!(entry.after.lines().next(), Some("1. 1 Town 1 – 5 Town 5  ◀ changed"));
    // The matches made by hand carry the mark, and the legend says why.
    shows(&app, format!("{} {}", tr!("gui-team-match", number = 1), round::CHANGED_MARK))?;
    shows(&app, tr!("gui-changed-legend", mark = round::CHANGED_MARK.to_string()))?;
    assert!(shows(&app, format!("{} {}", tr!("gui-team-match", number = 3), round::CHANGED_MARK)).is_err());

    // Undo puts the engine's pairing back, redo the arbiter's.
    let _ = app.update(Message::Undo);
    assert_eq!(matches_now(&app), vec![(1, 4, false), (5, 2, false), (3, 6, false)]);
    let _ = app.update(Message::Redo);
    assert_eq!(matches_now(&app), vec![(1, 5, true), (4, 2, true), (3, 6, false)]);

    // "Exchange colours…" on match 1: the editor opens with team 5 first.
    click(&mut app, tr!("gui-team-exchange-colours"))?;
    check(&mut app);
    type_into(&mut app, editor::REASON_INPUT, "Colours of match 1 given the wrong way round")?;
    click(&mut app, tr!("gui-override-save"))?;
    no_error(&app, "exchange");
    assert_eq!(matches_now(&app), vec![(5, 1, true), (4, 2, true), (3, 6, false)]);

    // A result on match 3 (its first board is the fifth game): the editor
    // then refuses to move team 3 away from team 6.
    feed(&mut app, [Message::Round(round::Message::Board(4))]);
    type_key(&mut app, "=");
    no_error(&app, "result");
    click(&mut app, tr!("gui-team-change-pairing"))?;
    check(&mut app);
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Pick(editor::Slot::White(2)))));
    type_into(&mut app, editor::PICKER_INPUT, "town 4")?;
    click(&mut app, "4 Town 4")?;
    check(&mut app);
    type_into(&mut app, editor::REASON_INPUT, "try")?;
    shows(&app, tr!("gui-team-override-locked", white = 3, black = 6))?;
    assert!(
        clicked(&app, tr!("gui-override-save")).map(|m| m.is_empty()).unwrap_or(true),
        "Save is not offered"
    );
    Ok(())
}

/// A team withdrawn from round 2 on is not paired in it (GHR 3.2): the
/// team override editor's picker does not offer it, by name or by number,
/// while it is still on offer in round 1, which it played.
#[test]
fn the_team_override_picker_leaves_out_a_withdrawn_team() -> Result<(), Error> {
    use swissdesk::commands::{self, Command, teams::TeamCommand};
    use swissdesk::gui::editor;
    use swissdesk::model::{Player, Team, Tournament};
    swissdesk::i18n::set_language("en");
    let mut t = Tournament::new("Club league");
    t.settings.team.boards = 2;
    t.settings.rounds_planned = 5;
    let apply = |t: &mut Tournament, c: Command| commands::apply(t, c, "A").unwrap_or_else(|e| panic!("{e}"));
    apply(&mut t, Command::Team(TeamCommand::MakeTeamEvent));
    for tpn in 1..=12 {
        apply(&mut t, Command::AddPlayer(Player::new(tpn, format!("Player {tpn}"))));
    }
    for team in 1..=6u32 {
        let mut x = Team::new(team, format!("Town {team}"));
        x.roster = vec![2 * team - 1, 2 * team];
        apply(&mut t, Command::Team(TeamCommand::AddTeam(x)));
    }
    apply(
        &mut t,
        Command::Team(TeamCommand::RecordPairing {
            round: 1,
            matches: vec![(1, 4), (5, 2), (3, 6)],
            pab: None,
        }),
    );
    let reason = Some("Travel problems".to_owned());
    apply(&mut t, Command::Team(TeamCommand::WithdrawTeam { team: 6, from_round: 2, reason }));
    apply(
        &mut t,
        Command::Team(TeamCommand::RecordPairing { round: 2, matches: vec![(4, 1), (2, 3)], pab: Some(5) }),
    );
    let dir = gui_common_scratch();
    let path = dir.path().join("league.swissdesk.ron");
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options { file: Some(path), ..Options::default() });
    let offered = |app: &App| -> Vec<Option<u32>> {
        app.round_screen().editor().map(|e| e.matches().iter().map(|c| c.tpn).collect()).unwrap_or_default()
    };
    let pick = |round: u32| {
        [
            Message::ShowTab(Tab::Round),
            Message::Round(round::Message::Select(round)),
            Message::Round(round::Message::OpenEditor(Some(0))),
            Message::Round(round::Message::Edit(editor::Message::Pick(editor::Slot::Bye))),
        ]
    };
    feed(&mut app, pick(2));
    assert_eq!(offered(&app), vec![None, Some(1), Some(2), Some(3), Some(4), Some(5)]);
    type_into(&mut app, editor::PICKER_INPUT, "town 6")?;
    shows(&app, tr!("gui-team-override-pick-count", count = 0))?;
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Query("6".into()))));
    assert_eq!(offered(&app), Vec::<Option<u32>>::new());
    // Round 1, before the withdrawal: team 6 is there.
    feed(&mut app, [Message::Round(round::Message::Edit(editor::Message::Cancel))]);
    feed(&mut app, pick(1));
    assert_eq!(offered(&app), vec![None, Some(1), Some(2), Some(3), Some(4), Some(5), Some(6)]);
    Ok(())
}

fn gui_common_scratch() -> tempfile::TempDir {
    tempfile::Builder::new().prefix("swissdesk-gui-teams").tempdir().unwrap_or_else(|e| panic!("{e}"))
}
