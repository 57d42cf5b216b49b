//! Issue 15: every view holds in every language in the smallest venue
//! laptop's window (1024×600): no text outside the window, no label cut
//! off, no short label (a button's) broken over two lines.
//!
//! Each view is laid out by iced_test's Simulator at 1024×600 with the
//! app's own font (the bundled DejaVu Sans, as the window uses). The test
//! then walks the widget tree and looks at every text:
//! * outside the window: its visible part (inside any scrolled area around
//!   it) must lie in the window;
//! * cut off: a text laid out on one line must have room for the whole line.
//!   iced gives a text no more room than its parent has, so the room it got
//!   is compared with its width when nothing limits it, measured in a
//!   second, unbounded layout. Player and team names are cut on purpose
//!   (at a table cell's edge) and are not counted; the event's name in the
//!   tool bar and the file and its state in the status bar are;
//! * broken: a label of a few words (a button, a heading, a column header)
//!   laid out on more than one line (a line naming a player may wrap);
//! * an input's placeholder cut off: an empty text input shows its
//!   placeholder on one line in its width less its padding and cuts the
//!   rest off without a sign, so it must have room for the whole line (the
//!   federation's "Фед. (например, RUS)" showed as "Фед. (на"). A value the
//!   arbiter typed (a name, the event's name, its city) is not counted: it
//!   has no bound, iced scrolls it in the input while it is edited, and the
//!   event's name is shown whole in the tool bar, where it is counted.
//!
//! The sample tournament has no Baku acceleration, so the views that only
//! an accelerated event shows (the players view's group column and hint,
//! the group dialog, the standings' pairing score) are laid out on a Baku
//! event built here, and the system pick list, which draws its text itself
//! (no text widget to walk), is checked by its width against each system's
//! name.
//!
//! A team competition's views (teams, matches and boards, team standings
//! and cross table) are laid out on a team event built here.
//!
//! The players view of an event of 300 players must leave its list a
//! screenful of rows once the arbiter scrolls it (the registration cards
//! fold into one line), in every language; a search shows its matches from
//! the top, the cards open (driven in a [`Window`] that keeps the widgets'
//! state from view to view and runs the app's Tasks, as the runtime does).
//! Both refusals of a late entry's rating (not a number; more than four
//! digits) are said in one place, under the add form.
//!
//! The layout does not depend on the theme (only colours change), so each
//! view is laid out once per language. In its own test binary: the
//! language is process-wide (and the two tests take turns with it).

use iced::widget::{Column, text};
use iced::{Element, Font, Rectangle, Settings, Size};
use iced_test::Simulator;
use iced_test::selector::Candidate;
use std::sync::Once;
use swissdesk::gui::app::{Message, Options, Tab};
use swissdesk::gui::{App, MIN_HEIGHT, MIN_WIDTH, fide_mode, players, round, standings, teams, theme};

/// The text sizes the app uses; a text laid out on one line at one of
/// them is one line high.
const SIZES: [f32; 3] = [theme::SMALL, theme::TEXT, theme::HEADING];
/// iced's default line height, relative to the text size.
const LINE_HEIGHT: f32 = 1.3;
/// A label with at most this many characters should never need two lines.
const SHORT_LABEL: usize = 28;

static FONTS: Once = Once::new();

/// The window's settings: its font. The font files are loaded once per
/// process (every later simulator finds them by name).
fn settings() -> Settings {
    let mut fonts = Vec::new();
    FONTS.call_once(|| {
        fonts = vec![swissdesk::export::REGULAR_TTF.into(), swissdesk::export::BOLD_TTF.into()];
    });
    Settings { fonts, default_font: swissdesk::gui::FONT, ..Settings::default() }
}

/// A text as laid out: what it says, its bounds, the part of it in view.
#[derive(Debug, Clone)]
struct Laid {
    content: String,
    bounds: Rectangle,
    visible: Option<Rectangle>,
}

/// Every text of `element` laid out in a window of `size`.
fn texts<'a>(element: impl Into<Element<'a, Message>>, size: Size) -> Vec<Laid> {
    laid_out(element, size).0
}

/// Every text of `element` laid out in a window of `size`, and every text
/// input with the text it shows (its placeholder while it is empty, else
/// its value) and its bounds.
fn laid_out<'a>(element: impl Into<Element<'a, Message>>, size: Size) -> (Vec<Laid>, Vec<Laid>) {
    let mut ui = Simulator::with_size(settings(), size, element);
    let (mut texts, mut inputs) = (Vec::new(), Vec::new());
    // The selector never matches: it only collects, so `find` walks the
    // whole tree and answers "not found".
    let _ = ui.find(|candidate: Candidate<'_>| {
        match candidate {
            Candidate::Text { content, bounds, visible_bounds, .. } => {
                texts.push(Laid { content: content.to_owned(), bounds, visible: visible_bounds });
            }
            Candidate::TextInput { bounds, visible_bounds, state, .. } => {
                inputs.push(Laid { content: state.text().to_owned(), bounds, visible: visible_bounds });
            }
            _ => {}
        }
        None::<()>
    });
    (texts, inputs)
}

/// The padding of a one-line text input of `height` set in the app's text
/// size (every input of the app is: `theme::TEXT`, padding 5 or 6), if it
/// is one.
fn input_padding(height: f32) -> Option<f32> {
    let padding = (height - theme::TEXT * LINE_HEIGHT) / 2.0;
    (padding >= 0.0 && (padding - padding.round()).abs() < 0.05).then_some(padding)
}

/// The size a one-line text of `height` was set in, if it is one line.
fn one_line_size(height: f32) -> Option<f32> {
    SIZES.into_iter().find(|size| (size * LINE_HEIGHT - height).abs() < 0.75)
}

/// The widths of `lines` (text, size) when nothing limits them.
fn natural_widths(lines: &[(String, f32)]) -> Vec<f32> {
    let mut column = Column::new();
    for (content, size) in lines {
        column = column
            .push(text(content.clone()).size(*size).font(Font::default()).wrapping(text::Wrapping::None));
    }
    let element: Element<'_, Message> = column.into();
    texts(element, Size::new(100_000.0, 100_000.0)).into_iter().map(|l| l.bounds.width).collect()
}

/// What is wrong with the layout of the app's current view; `typed`: the
/// values its inputs may hold (see `input_problems`).
fn problems(app: &App, deliberately_cut: &[String], typed: &[String]) -> Vec<String> {
    let window = Rectangle::new(iced::Point::ORIGIN, Size::new(MIN_WIDTH, MIN_HEIGHT));
    let (laid, inputs) = laid_out(app.view(), window.size());
    assert!(!laid.is_empty(), "the view shows no text at all");
    let mut problems = input_problems(&inputs, deliberately_cut, typed);
    let mut one_line = Vec::new();
    for l in laid.iter().filter(|l| !l.content.trim().is_empty()) {
        if let Some(visible) = l.visible
            && visible.width > 0.5
            && visible.height > 0.5
            && !inside(visible, window)
        {
            problems.push(format!("{:?} is outside the window: {visible:?}", l.content));
        }
        match one_line_size(l.bounds.height) {
            Some(size) => one_line.push((l, size)),
            None if l.content.chars().count() <= SHORT_LABEL
                && !l.content.contains('\n')
                && !deliberately_cut.iter().any(|name| l.content.contains(name.as_str())) =>
            {
                problems.push(format!("{:?} is broken over lines: {:?}", l.content, l.bounds))
            }
            None => {}
        }
    }
    let lines: Vec<(String, f32)> = one_line.iter().map(|(l, size)| (l.content.clone(), *size)).collect();
    for ((l, _), natural) in one_line.iter().zip(natural_widths(&lines)) {
        let cut_on_purpose = deliberately_cut.iter().any(|name| l.content.contains(name.as_str()));
        if natural > l.bounds.width + 1.0 && !cut_on_purpose {
            problems
                .push(format!("{:?} is cut off: {:.0} of {natural:.0} px shown", l.content, l.bounds.width));
        }
    }
    problems
}

/// What is wrong with the text inputs of a view: an input in view whose
/// placeholder has no room for the whole line. iced sets it on one line in
/// the input's width less its padding and cuts the rest off: "Фед.
/// (например, RUS)" showed as "Фед. (на". The check sees the text an input
/// shows (iced_test gives no more), so an input holding one of the values
/// `typed` (or a name of `deliberately_cut`) is taken for a typed value and
/// skipped: a value has no bound ("Swiss Team Championship 2026" is 243 px,
/// "Schachfreunde Neuhausen am Rheinfall Open" more), no width would hold
/// every one, and the arbiter can read it all, scrolled in the input while
/// editing it and, for the event's name, in the tool bar. A placeholder is
/// our text, never scrolls and is the only place its hint is given.
fn input_problems(inputs: &[Laid], deliberately_cut: &[String], typed: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut shown = Vec::new();
    for l in inputs.iter().filter(|l| !l.content.trim().is_empty()) {
        if !l.visible.is_some_and(|v| v.width > 0.5 && v.height > 0.5) {
            continue;
        }
        if deliberately_cut.iter().any(|name| l.content.contains(name.as_str())) || typed.contains(&l.content)
        {
            continue;
        }
        match input_padding(l.bounds.height) {
            Some(padding) => shown.push((l, padding)),
            None => problems.push(format!(
                "the input showing {:?} is not one line of the app's text size: {:?}",
                l.content, l.bounds
            )),
        }
    }
    let lines: Vec<(String, f32)> = shown.iter().map(|(l, _)| (l.content.clone(), theme::TEXT)).collect();
    for ((l, padding), natural) in shown.iter().zip(natural_widths(&lines)) {
        let room = l.bounds.width - 2.0 * padding;
        if natural > room + 0.5 {
            problems
                .push(format!("the input's {:?} is cut off: {room:.0} of {natural:.0} px shown", l.content));
        }
    }
    problems
}

fn inside(r: Rectangle, window: Rectangle) -> bool {
    r.x >= window.x - 0.5
        && r.y >= window.y - 0.5
        && r.x + r.width <= window.x + window.width + 0.5
        && r.y + r.height <= window.y + window.height + 0.5
}

/// Each view and state an arbiter meets, with its name for the report.
fn views() -> Vec<(&'static str, Vec<Message>)> {
    use Message::{Players, Round, ShowTab, Standings};
    vec![
        ("tournament", vec![ShowTab(Tab::Tournament)]),
        // The tool bar's File menu with the recent files (closed again
        // by the next view's tab).
        ("File menu", vec![Message::FileMenu(true)]),
        // FIDE mode (issue 33): on, the leave dialog, left; the tool bar's
        // sign stays on for the views after these.
        ("FIDE mode on", vec![ShowTab(Tab::Tournament), fide(fide_mode::Message::TurnOn)]),
        ("leave FIDE mode dialog", vec![fide(fide_mode::Message::Leave)]),
        (
            "FIDE mode left",
            vec![
                fide(fide_mode::Message::Reason("Organiser's house rules".into())),
                fide(fide_mode::Message::ConfirmLeave),
            ],
        ),
        ("players", vec![ShowTab(Tab::Players), Players(players::Message::Show(players::Part::List))]),
        ("withdraw dialog", vec![ShowTab(Tab::Players), Players(players::Message::AskWithdraw(3))]),
        ("requests", vec![ShowTab(Tab::Players), Players(players::Message::Show(players::Part::Requests))]),
        ("round", vec![ShowTab(Tab::Round)]),
        ("override editor", vec![ShowTab(Tab::Round), Round(round::Message::OpenEditor(Some(0)))]),
        (
            "override picker",
            vec![
                ShowTab(Tab::Round),
                Round(round::Message::OpenEditor(Some(0))),
                Round(round::Message::Edit(swissdesk::gui::editor::Message::Pick(
                    swissdesk::gui::editor::Slot::White(0),
                ))),
            ],
        ),
        // An earlier round: its own status line (the last round's says
        // what comes next).
        ("round 2 (an earlier one)", vec![ShowTab(Tab::Round), Round(round::Message::Select(2))]),
        (
            "standings",
            vec![ShowTab(Tab::Standings), Standings(standings::Message::Show(standings::Part::Ranking))],
        ),
        (
            "cross table",
            vec![ShowTab(Tab::Standings), Standings(standings::Message::Show(standings::Part::CrossTable))],
        ),
        // The audit log with a correction of round 3 on top: its entry has
        // a "later rounds" line (round 4 was paired on the old result).
        (
            "audit log",
            vec![
                ShowTab(Tab::Round),
                Round(round::Message::Select(3)),
                Round(round::Message::SetResult(swissdesk::model::GameResult::BlackWinsByForfeit)),
                Round(round::Message::CorrectionReason("Scoresheet misread".into())),
                Round(round::Message::ConfirmCorrection(false)),
                ShowTab(Tab::Audit),
            ],
        ),
        ("settings", vec![ShowTab(Tab::Settings)]),
        ("noticeboard running", noticeboard_running()),
    ]
}

fn fide(message: fide_mode::Message) -> Message {
    Message::Tournament(swissdesk::gui::tournament::Message::FideMode(message))
}

/// The settings view with the noticeboard started on loopback (its
/// address, QR code and counters; the status bar's notice).
fn noticeboard_running() -> Vec<Message> {
    use swissdesk::gui::noticeboard::{Message as Card, Network};
    let free = std::net::TcpListener::bind((std::net::Ipv4Addr::LOCALHOST, 0))
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("{e}"));
    let loopback = swissdesk::noticeboard::Interface {
        name: "lo".into(),
        ip: std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
    };
    vec![
        Message::ShowTab(Tab::Settings),
        Message::Noticeboard(Card::Network(Network(loopback))),
        Message::Noticeboard(Card::Port(free.to_string())),
        Message::Noticeboard(Card::Start),
    ]
}

/// The views only a Baku event shows (C.04.7): the players' group column
/// and its hint, the group dialog, the standings' pairing score; and the
/// tournament view with the acceleration setting.
fn baku_views() -> Vec<(&'static str, Vec<Message>)> {
    use Message::{Players, ShowTab, Standings};
    vec![
        ("tournament (Baku)", vec![ShowTab(Tab::Tournament)]),
        ("players (Baku)", vec![ShowTab(Tab::Players), Players(players::Message::Show(players::Part::List))]),
        ("Baku group dialog", vec![ShowTab(Tab::Players), Players(players::Message::AskBakuGroup(3))]),
        (
            "standings (Baku)",
            vec![ShowTab(Tab::Standings), Standings(standings::Message::Show(standings::Part::Ranking))],
        ),
    ]
}

/// The views of a team competition (issue 30): the teams view with a
/// team's roster and line-up, the rounds view with its matches and boards,
/// the team standings and the team cross table, the tournament view.
fn team_views() -> Vec<(&'static str, Vec<Message>)> {
    use Message::{Round, ShowTab, Standings, Teams};
    vec![
        ("tournament (teams)", vec![ShowTab(Tab::Tournament)]),
        ("teams", vec![ShowTab(Tab::Teams), Teams(teams::Message::Select(2))]),
        ("teams (withdrawn team)", vec![ShowTab(Tab::Teams), Teams(teams::Message::Select(3))]),
        (
            "teams (withdraw dialog)",
            vec![ShowTab(Tab::Teams), Teams(teams::Message::Select(1)), Teams(teams::Message::AskWithdraw)],
        ),
        ("round (teams)", vec![ShowTab(Tab::Round)]),
        ("team override editor", vec![ShowTab(Tab::Round), Round(round::Message::OpenEditor(Some(0)))]),
        (
            "team override picker",
            vec![
                ShowTab(Tab::Round),
                Round(round::Message::OpenEditor(Some(0))),
                Round(round::Message::Edit(swissdesk::gui::editor::Message::Pick(
                    swissdesk::gui::editor::Slot::Black(0),
                ))),
            ],
        ),
        ("round 1 (teams, an earlier one)", vec![ShowTab(Tab::Round), Round(round::Message::Select(1))]),
        (
            "standings (teams)",
            vec![ShowTab(Tab::Standings), Standings(standings::Message::Show(standings::Part::Ranking))],
        ),
        (
            "cross table (teams)",
            vec![ShowTab(Tab::Standings), Standings(standings::Message::Show(standings::Part::CrossTable))],
        ),
    ]
}

/// A team Swiss as an arbiter has it in round 2: eight teams of four
/// (one with a reserve) on four boards, round 1 played, round 2 paired with
/// half its boards entered and a board left empty. Written to `dir`.
fn team_event(dir: &std::path::Path) -> std::path::PathBuf {
    use swissdesk::commands::teams::TeamCommand;
    use swissdesk::commands::{self, Command};
    use swissdesk::model::{GameResult, Player, Team, Tournament};
    let apply = |t: &mut Tournament, command: Command| {
        commands::apply(t, command, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    };
    let towns = [
        "Schachfreunde Neuhausen am Rheinfall",
        "Club d'Échecs de la Chaux-de-Fonds",
        "Шахматный клуб Санкт-Петербург",
        "Club Ajedrez Villanueva de la Cañada",
        "Basel Nord",
        "Emmen",
        "Genève Cavaliers",
        "Horw",
    ];
    let mut t = Tournament::new("Swiss Team Championship 2026");
    apply(&mut t, Command::Team(TeamCommand::MakeTeamEvent));
    let mut tpn = 0;
    for (i, town) in towns.iter().enumerate() {
        let mut team = Team::new(i as u32 + 1, *town);
        team.captain = format!("Captain {}", i + 1);
        let players = if i == 0 { 5 } else { 4 };
        for board in 1..=players {
            tpn += 1;
            let mut p = Player::new(tpn, format!("{town} {board}"));
            p.rating = Some(2400 - 10 * tpn);
            apply(&mut t, Command::AddPlayer(p));
            team.roster.push(tpn);
        }
        apply(&mut t, Command::Team(TeamCommand::AddTeam(team)));
    }
    let round = commands::pair_next_round(&mut t, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    let boards = t.round(round).map_or(0, |r| r.games.len());
    for board in 1..=boards {
        let result = if board % 3 == 0 { GameResult::Draw } else { GameResult::WhiteWins };
        apply(&mut t, Command::SetResult { round, board, result });
    }
    // Round 2: team 8 leaves board 4 empty; half the boards entered.
    let roster = t.team(8).map(|x| x.roster.clone()).unwrap_or_default();
    apply(&mut t, Command::Team(TeamCommand::SetLineup { round: 2, team: 8, players: roster[..3].to_vec() }));
    let round = commands::pair_next_round(&mut t, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    let boards = t.round(round).map_or(0, |r| r.games.len());
    for board in 1..=boards / 2 {
        apply(&mut t, Command::SetResult { round, board, result: GameResult::BlackWins });
    }
    // Team 2 asks for half-point byes in rounds 4 and 5 (one ticked for a
    // new request); team 3 withdraws from round 4 with a reason.
    t.settings.rounds_planned = t.settings.rounds_planned.max(7);
    for round in [4, 5] {
        let bye = Some(swissdesk::model::ByeKind::HalfPoint);
        apply(&mut t, Command::Team(TeamCommand::RequestTeamBye { round, team: 2, bye }));
    }
    let reason = Some("Travel problems".to_owned());
    apply(&mut t, Command::Team(TeamCommand::WithdrawTeam { team: 3, from_round: 4, reason }));
    let path = dir.join("team-swiss.swissdesk.ron");
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    path
}

/// A Baku event as an arbiter has it after round 1: 14 players (group A
/// 1–8, C.04.7 1.2), 9 rounds, round 1 played, player 12 moved to group A
/// from round 2 with a reason. Written to `dir` as a document.
fn baku_event(dir: &std::path::Path) -> std::path::PathBuf {
    use swissdesk::commands::{self, Command};
    use swissdesk::model::{AccelerationMethod, BakuGroup, GameResult, Player, SystemId, Tournament};
    let names = [
        "Ivanchuk, Vassily",
        "Kowalczyk-Wiśniewska, Małgorzata",
        "Nepomniachtchi, Ian",
        "Fernández García, José Antonio",
        "Vachier-Lagrave, Maxime",
        "Schönberger, Jörg-Friedrich",
        "Abdusattorov, Nodirbek",
        "Ruiz de Lobera, Ana",
        "Müller, Jonas",
        "Lefèvre, Anne-Sophie",
        "Gunnarsdóttir, Sigríður",
        "Ó Briain, Pádraig",
        "Papadopoulos, Konstantinos",
        "Nguyễn, Thị Thanh An",
    ];
    let apply = |t: &mut Tournament, command: Command| {
        commands::apply(t, command, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    };
    let mut t = Tournament::new("Baku Open");
    for (i, name) in names.iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, *name);
        p.rating = Some(2700 - 40 * i as u32);
        apply(&mut t, Command::AddPlayer(p));
    }
    let mut settings = t.settings.clone();
    settings.pairing_system = SystemId::new("dutch2026");
    settings.rounds_planned = 9;
    settings.acceleration = AccelerationMethod::Baku;
    apply(&mut t, Command::EditSettings(settings));
    let round = commands::pair_next_round(&mut t, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    let boards = t.round(round).map_or(0, |r| r.games.len());
    for board in 1..=boards {
        let result = if board % 2 == 0 { GameResult::Draw } else { GameResult::WhiteWins };
        apply(&mut t, Command::SetResult { round, board, result });
    }
    apply(
        &mut t,
        Command::SetBakuGroup { tpn: 12, group: BakuGroup::A, round: 2, reason: "Rating list error".into() },
    );
    let path = dir.join("baku-open.swissdesk.ron");
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    path
}

/// The layout problems of `views` on the tournament the app opens with
/// `options`, in `language`.
fn view_problems(options: &Options, views: Vec<(&'static str, Vec<Message>)>, language: &str) -> Vec<String> {
    let (mut app, _) = App::new(options.clone());
    let t = app.tournament();
    let mut deliberately_cut: Vec<String> = t.players.iter().map(|p| p.name.clone()).collect();
    // Team names are cut at a cell's edge like player names.
    deliberately_cut.extend(t.teams.iter().map(|x| x.name.clone()));
    // The event's name in the tool bar and the file and its state in the
    // status bar are not: the arbiter must read them (the tool bar once
    // cut "Swissdesk Open 2026" to "Sw" in Russian, the status bar "saved
    // automatically" to "saved automatic").
    // The values the tournament view's inputs hold: typed, not cut-checked
    // in an input (see `input_problems`).
    let e = &t.event;
    let typed: Vec<String> = [&e.name, &e.city, &e.federation, &e.chief_arbiter, &e.time_control]
        .into_iter()
        .filter(|value| !value.is_empty())
        .cloned()
        .collect();
    let mut report = Vec::new();
    for (view, messages) in views {
        for message in messages {
            let _ = app.update(message);
        }
        for problem in problems(&app, &deliberately_cut, &typed) {
            report.push(format!("{language} / {view}: {problem}"));
        }
        // Leave the dialogs and the editor for the next view.
        let _ = app.update(Message::Players(players::Message::CancelWithdraw));
        let _ = app.update(Message::Players(players::Message::CancelBakuGroup));
        let _ = app.update(Message::Round(round::Message::Edit(swissdesk::gui::editor::Message::Cancel)));
    }
    report
}

/// What the arbiter must be able to read in the Baku event's views (the
/// check that they are there at all: a view that lost them would pass
/// the layout checks).
fn baku_texts_shown(options: &Options) -> Vec<String> {
    use swissdesk::tr;
    let (mut app, _) = App::new(options.clone());
    let mut missing = Vec::new();
    let mut expect = |app: &App, wanted: String| {
        let laid = texts(app.view(), Size::new(MIN_WIDTH, MIN_HEIGHT));
        if !laid.iter().any(|l| l.content == wanted) {
            missing.push(wanted);
        }
    };
    let _ = app.update(Message::ShowTab(Tab::Players));
    let _ = app.update(Message::Players(players::Message::Show(players::Part::List)));
    expect(&app, tr!("gui-col-baku", round = 2));
    // Player 12, moved to group A: a win's worth in round 2 (1.4).
    expect(&app, "A +1.0".to_owned());
    let _ = app.update(Message::Players(players::Message::AskBakuGroup(3)));
    expect(&app, tr!("gui-baku-move", group = "B"));
    let _ = app.update(Message::Players(players::Message::CancelBakuGroup));
    let _ = app.update(Message::ShowTab(Tab::Standings));
    let _ = app.update(Message::Standings(standings::Message::Show(standings::Part::Ranking)));
    expect(&app, tr!("standings-col-pairing-score"));
    missing
}

/// The system pick list of a tournament not paired yet, wide enough for
/// every system's full name: iced draws the chosen name (and each line of
/// the open list, as wide as the list) in the list's width less its
/// padding, with the arrow over the right end of it.
fn system_list_problems(language: &str) -> Vec<String> {
    use swissdesk::gui::tournament::SYSTEM_LIST;
    let (mut app, _) = App::new(Options::default());
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    let mut ui = Simulator::with_size(settings(), Size::new(MIN_WIDTH, MIN_HEIGHT), app.view());
    let id = iced::widget::Id::new(SYSTEM_LIST);
    let mut found = None;
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Container { id: Some(seen), bounds, .. } = candidate
            && *seen == id
        {
            found = Some(bounds);
        }
        None::<()>
    });
    let Some(bounds) = found else {
        return vec![format!("{language}: no system pick list in the tournament view")];
    };
    // iced's pick list: padding 5/10 (button::DEFAULT_PADDING), the arrow
    // at the default text size (16) inside the right padding.
    const PADDING_X: f32 = 20.0;
    const ARROW: f32 = 16.0;
    let names: Vec<(String, f32)> = swissdesk::pairing::available_systems()
        .map(|s| (swissdesk::commands::describe::system(&s.system_id()), theme::TEXT))
        .collect();
    let mut problems = Vec::new();
    for ((name, _), natural) in names.iter().zip(natural_widths(&names)) {
        if natural + PADDING_X + ARROW > bounds.width + 0.5 {
            problems.push(format!(
                "{language}: the system list ({:.0} px) cuts {name:?} ({natural:.0} px + {:.0})",
                bounds.width,
                PADDING_X + ARROW
            ));
        }
    }
    if bounds.x + bounds.width > MIN_WIDTH + 0.5 {
        problems.push(format!("{language}: the system list runs out of the window: {bounds:?}"));
    }
    problems
}

/// At least this many boards of the override editor are in view at
/// 1024×600 (issue 27: in Russian it showed about four).
const EDITOR_BOARDS_IN_VIEW: usize = 8;

/// The width iced gives a scroll bar that the app does not size: drawn over
/// the right edge of the content unless the content leaves it room.
const DEFAULT_SCROLLBAR: f32 = 10.0;

/// The override editor of the sample's round 4 (15 boards) as an arbiter
/// meets it: the boards in view, names that stay in their places (never
/// under the ⇄ buttons), no text under a scroll bar (issue 27: the rules
/// checker's help in Russian), and the reason field in view and not in a
/// scrolled area of its own.
fn editor_problems(options: &Options, language: &str) -> Vec<String> {
    use swissdesk::gui::editor::{BOARDS, REASON_INPUT};
    let (mut app, _) = App::new(options.clone());
    for message in [
        Message::ShowTab(Tab::Round),
        Message::Round(round::Message::Select(4)),
        Message::Round(round::Message::OpenEditor(Some(0))),
    ] {
        let _ = app.update(message);
    }
    let boards = app.tournament().round(4).map_or(0, |r| r.games.len());
    let window = Rectangle::new(iced::Point::ORIGIN, Size::new(MIN_WIDTH, MIN_HEIGHT));
    let mut ui = Simulator::with_size(settings(), window.size(), app.view());
    let (boards_id, reason_id) = (iced::widget::Id::new(BOARDS), iced::widget::Id::new(REASON_INPUT));
    let mut list = None;
    let mut reason = None;
    let mut scrolled: Vec<(Rectangle, Rectangle)> = Vec::new();
    let mut laid: Vec<Laid> = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        match candidate {
            Candidate::Scrollable { id, bounds, content_bounds, .. } => {
                if id == Some(&boards_id) {
                    list = Some(bounds);
                }
                scrolled.push((bounds, content_bounds));
            }
            Candidate::TextInput { id: Some(id), bounds, visible_bounds, .. } if *id == reason_id => {
                reason = Some((bounds, visible_bounds));
            }
            Candidate::Text { content, bounds, visible_bounds, .. } => {
                laid.push(Laid { content: content.to_owned(), bounds, visible: visible_bounds });
            }
            _ => {}
        }
        None::<()>
    });
    let mut problems = Vec::new();
    let Some(list) = list else { return vec![format!("{language} / override editor: no list of boards")] };
    // Rows of the board list whose number cell is in view.
    let in_view = laid
        .iter()
        .filter(|l| l.content.parse::<usize>().is_ok_and(|n| (1..=boards).contains(&n)))
        .filter(|l| l.visible.is_some_and(|v| v.height > 0.5 && list.contains(v.center())))
        .count();
    if in_view < EDITOR_BOARDS_IN_VIEW.min(boards) {
        problems.push(format!("{language} / override editor: only {in_view} boards in view ({list:?})"));
    }
    let shown = |l: &Laid| l.visible.filter(|v| v.width > 0.5 && v.height > 0.5);
    for swap in laid.iter().filter(|l| l.content == "⇄").filter_map(shown) {
        for other in laid.iter().filter(|l| l.content != "⇄") {
            if let Some(visible) = shown(other)
                && visible.intersects(&swap)
            {
                problems.push(format!("{language} / override editor: {:?} runs under ⇄", other.content));
            }
        }
    }
    // A scrolled area whose content is taller than it shows its bar; the
    // one-line texts are measured (a text may be wider than its glyphs).
    let one_line: Vec<(usize, f32)> =
        laid.iter().enumerate().filter_map(|(i, l)| one_line_size(l.bounds.height).map(|s| (i, s))).collect();
    let natural =
        natural_widths(&one_line.iter().map(|&(i, s)| (laid[i].content.clone(), s)).collect::<Vec<_>>());
    let glyphs = |i: usize| {
        let width = one_line.iter().position(|&(j, _)| j == i).map_or(laid[i].bounds.width, |k| natural[k]);
        laid[i].bounds.x + width.min(laid[i].bounds.width)
    };
    for (area, _) in scrolled.iter().filter(|(area, content)| content.height > area.height + 0.5) {
        let bar = area.x + area.width - DEFAULT_SCROLLBAR;
        for (i, l) in laid.iter().enumerate() {
            if shown(l).is_some_and(|v| area.contains(v.center())) && glyphs(i) > bar + 0.5 {
                problems
                    .push(format!("{language} / override editor: {:?} runs under the scroll bar", l.content));
            }
        }
    }
    match reason {
        None => problems.push(format!("{language} / override editor: no reason field")),
        Some((bounds, visible)) => {
            if visible.is_none_or(|v| (v.height - bounds.height).abs() > 0.5) || !inside(bounds, window) {
                problems.push(format!("{language} / override editor: the reason field is not in view"));
            }
            let in_scrolled = scrolled
                .iter()
                .any(|(area, content)| area.contains(bounds.center()) && content.height > area.height + 0.5);
            if in_scrolled {
                problems.push(format!("{language} / override editor: the reason field scrolls"));
            }
        }
    }
    problems
}

/// The FIDE-mode card's heading and buttons in full view of the Tournament
/// page at 1024×600, before any scrolling, in each state of the mode.
fn fide_card_problems(options: &Options, language: &str) -> Vec<String> {
    use swissdesk::tr;
    let (mut app, _) = App::new(options.clone());
    let window = Rectangle::new(iced::Point::ORIGIN, Size::new(MIN_WIDTH, MIN_HEIGHT));
    let states: [(&str, Vec<Message>, Vec<String>); 3] = [
        (
            "not rated",
            vec![Message::ShowTab(Tab::Tournament)],
            vec![tr!("fide-mode-field"), tr!("gui-fidemode-turn-on")],
        ),
        (
            "on",
            vec![fide(fide_mode::Message::TurnOn)],
            vec![tr!("fide-mode-field"), tr!("gui-fidemode-leave")],
        ),
        (
            "left",
            vec![
                fide(fide_mode::Message::Leave),
                fide(fide_mode::Message::Reason("Organiser's house rules".into())),
                fide(fide_mode::Message::ConfirmLeave),
            ],
            vec![tr!("fide-mode-field"), tr!("gui-fidemode-turn-on")],
        ),
    ];
    let mut problems = Vec::new();
    for (state, messages, wanted) in states {
        for message in messages {
            let _ = app.update(message);
        }
        let laid = texts(app.view(), window.size());
        for label in wanted {
            let in_full_view = laid.iter().any(|l| {
                l.content == label
                    && l.visible.is_some_and(|v| {
                        inside(v, window) && (v.height - l.bounds.height).abs() < 0.5 && v.height > 0.5
                    })
            });
            if !in_full_view {
                problems.push(format!(
                    "{language} / FIDE mode {state}: {label:?} is not in view without scrolling"
                ));
            }
        }
    }
    problems
}

/// `event` as an arbiter opens it: a file `name` in a folder of events,
/// listed with the others in the recent files (the tool bar's menu takes
/// room, the status bar names the file).
fn opened(dir: &std::path::Path, event: &std::path::Path, name: &str) -> Options {
    let folder = dir.join("Turniere 2026").join("Schachklub Lausanne");
    std::fs::create_dir_all(&folder).unwrap_or_else(|e| panic!("{e}"));
    let file = folder.join(format!("{name}.{}", swissdesk::store::EXTENSION));
    std::fs::copy(event, &file).unwrap_or_else(|e| panic!("{}: {e}", event.display()));
    Options { file: Some(file), settings_file: Some(dir.join("settings.ron")), ..Options::default() }
}

#[test]
fn every_view_fits_1024_by_600_in_every_language() {
    let _language = crate::one_language_at_a_time();
    let languages = swissdesk::i18n::available_languages();
    assert!(languages.len() >= 5, "languages found: {languages:?}");
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let options = opened(dir.path(), &swissdesk::gui::app::sample_path(), "swissdesk-open-2026");
    let baku = opened(dir.path(), &baku_event(dir.path()), "baku-open");
    let team = opened(dir.path(), &team_event(dir.path()), "team-championship");
    let mut report = Vec::new();
    for language in &languages {
        assert!(swissdesk::i18n::set_language(language), "{language}");
        report.extend(view_problems(&options, views(), language));
        report.extend(view_problems(&baku, baku_views(), language));
        report.extend(view_problems(&team, team_views(), language));
        for missing in baku_texts_shown(&baku) {
            report.push(format!("{language} / Baku event: {missing:?} is not shown"));
        }
        report.extend(system_list_problems(language));
        report.extend(editor_problems(&options, language));
        report.extend(fide_card_problems(&options, language));
    }
    assert!(swissdesk::i18n::set_language("en"));
    assert!(report.is_empty(), "{} layout problems at 1024×600:\n{}", report.len(), report.join("\n"));
}

/// The rows of the player list that fit in its view as laid out in
/// `window` (the list's scrolled body, cut by the window), and whether the
/// registration cards are in full view (the rating-list search and the
/// name field of the add form, by their placeholders).
fn player_list_view(app: &App, window: Rectangle) -> (usize, bool) {
    use swissdesk::gui::list;
    use swissdesk::tr;
    let mut ui = Simulator::with_size(settings(), window.size(), app.view());
    let body = ui
        .find(iced::widget::Id::new(players::LIST))
        .ok()
        .and_then(|target| target.visible_bounds())
        .and_then(|view| view.intersection(&window));
    let rows = body.map_or(0, |view| (view.height / list::ROW).floor() as usize);
    let (_, inputs) = laid_out(app.view(), window.size());
    let in_view = |placeholder: String| {
        inputs.iter().any(|l| {
            l.content == placeholder
                && l.visible.is_some_and(|v| inside(v, window) && (v.height - l.bounds.height).abs() < 0.5)
        })
    };
    let cards = in_view(tr!("gui-fide-placeholder")) && in_view(tr!("gui-player-name-placeholder"));
    (rows, cards)
}

/// The wheel turned `lines` notches (negative: down) over the player list,
/// and the list's messages applied, as the window does.
fn turn_the_wheel_over_the_list(app: &mut App, window: Rectangle, lines: f32) {
    use iced::mouse::{Event::WheelScrolled, ScrollDelta};
    let mut ui = Simulator::with_size(settings(), window.size(), app.view());
    let Some(center) = ui
        .find(iced::widget::Id::new(players::LIST))
        .ok()
        .and_then(|target| target.visible_bounds())
        .map(|view| view.center())
    else {
        panic!("the player list is not in view")
    };
    ui.point_at(center);
    let _ =
        ui.simulate([iced::Event::Mouse(WheelScrolled { delta: ScrollDelta::Lines { x: 0.0, y: lines } })]);
    for message in ui.into_messages() {
        let _ = app.update(message);
    }
}

/// An event of 300 players (4 rounds paired), saved in `dir`, with its
/// settings there and a rating-list folder (the rating-list card shown).
fn open300(dir: &std::path::Path) -> Options {
    let t = swissdesk::generator::generate(&swissdesk::pairing::dutch::Dutch2026, 300, 4, 1)
        .unwrap_or_else(|e| panic!("{e}"));
    let path = dir.join(format!("open300.{}", swissdesk::store::EXTENSION));
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    let ratings = dir.join("ratings");
    std::fs::create_dir_all(&ratings).unwrap_or_else(|e| panic!("{e}"));
    Options {
        file: Some(path),
        settings_file: Some(dir.join("settings.ron")),
        rating_list_dir: Some(ratings),
        ..Options::default()
    }
}

/// At 1024×600 an event of 300 players showed two rows of its list under
/// the rating-list card and the late-entry card (arbiter run, 2026-11-29),
/// while the arbiter goes down the list to withdraw, find or check a
/// player. Turning the wheel over the list gives it a screenful of rows (at
/// least 8), with the folded cards' line whole in every language; back at
/// its top the cards are there again to register the next player.
#[test]
fn the_player_list_gets_a_screenful_of_rows_at_1024_by_600() {
    let _language = crate::one_language_at_a_time();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let options = open300(dir.path());
    let window = Rectangle::new(iced::Point::ORIGIN, Size::new(MIN_WIDTH, MIN_HEIGHT));
    let mut report = Vec::new();
    for language in swissdesk::i18n::available_languages() {
        assert!(swissdesk::i18n::set_language(&language), "{language}");
        let (mut app, _) = App::new(options.clone());
        let _ = app.update(Message::ShowTab(Tab::Players));
        assert_eq!(app.tournament().players.len(), 300);
        let names: Vec<String> = app.tournament().players.iter().map(|p| p.name.clone()).collect();
        let (rows, cards) = player_list_view(&app, window);
        if !cards || rows < 1 {
            report.push(format!("{language}: at the top, cards in view {cards}, {rows} rows"));
        }
        turn_the_wheel_over_the_list(&mut app, window, -1.0);
        let (rows, _) = player_list_view(&app, window);
        if rows < 8 {
            report.push(format!("{language}: scrolled down, the list shows only {rows} rows"));
        }
        for problem in problems(&app, &names, &[]) {
            report.push(format!("{language} / list scrolled down: {problem}"));
        }
        turn_the_wheel_over_the_list(&mut app, window, -20.0);
        let (rows, _) = player_list_view(&app, window);
        if rows < 8 {
            report.push(format!("{language}: further down, the list shows only {rows} rows"));
        }
        turn_the_wheel_over_the_list(&mut app, window, 100.0);
        if !player_list_view(&app, window).1 {
            report.push(format!("{language}: back at the top of the list, the cards are not in view"));
        }
    }
    assert!(swissdesk::i18n::set_language("en"));
    assert!(report.is_empty(), "{} problems at 1024×600:\n{}", report.len(), report.join("\n"));
}

/// The window as the runtime keeps it, for what the Simulator cannot show:
/// the widgets' state (where a list is scrolled, which input has the focus)
/// lives on from one view to the next, the Tasks the app returns are run
/// (a widget operation on the view of that moment), and frames are drawn
/// until the view is still (a scrolled list reports its view at a redraw).
/// The Simulator builds every view afresh, each list at its top, and runs
/// no Task.
struct Window {
    cache: Option<iced_test::runtime::user_interface::Cache>,
    renderer: iced_test::renderer::Renderer,
    size: Size,
    cursor: iced::mouse::Cursor,
}

impl Window {
    fn new(size: Size) -> Window {
        use iced_test::core::renderer::Headless;
        let settings = settings();
        for font in settings.fonts {
            iced_test::renderer::graphics::text::font_system()
                .write()
                .unwrap_or_else(|e| panic!("{e}"))
                .load_font(font);
        }
        let backend = std::env::var("ICED_TEST_BACKEND").ok();
        let renderer = iced_test::futures::futures::executor::block_on(iced_test::renderer::Renderer::new(
            settings.default_font,
            settings.default_text_size,
            backend.as_deref(),
        ))
        .unwrap_or_else(|| panic!("no headless renderer"));
        Window { cache: None, renderer, size, cursor: iced::mouse::Cursor::Unavailable }
    }

    /// The view of `app` as the window holds it (its widgets' state kept).
    fn ui<'a>(
        &mut self,
        app: &'a App,
    ) -> iced_test::runtime::UserInterface<'a, Message, iced::Theme, iced::Renderer> {
        let cache = self.cache.take().unwrap_or_default();
        iced_test::runtime::UserInterface::build(app.view(), self.size, cache, &mut self.renderer)
    }

    /// What `selector` finds in the window.
    fn find<S>(&mut self, app: &App, selector: S) -> Option<S::Output>
    where
        S: iced_test::Selector + Send,
        S::Output: Clone + Send,
    {
        use iced_test::core::widget::{Operation, operation};
        let mut ui = self.ui(app);
        let mut find = selector.find();
        ui.operate(&self.renderer, &mut operation::black_box(&mut find));
        self.cache = Some(ui.into_cache());
        match find.finish() {
            operation::Outcome::Some(found) => found,
            _ => None,
        }
    }

    /// `events` sent to the window; what they and the frames after them
    /// sent is applied to the app, its Tasks run, until the view is still.
    fn send(&mut self, app: &mut App, events: &[iced::Event]) {
        let mut messages = self.events(app, events);
        for _ in 0..20 {
            for message in std::mem::take(&mut messages) {
                let task = app.update(message);
                messages.extend(self.run(app, task));
            }
            let redraw =
                iced::Event::Window(iced::window::Event::RedrawRequested(iced::time::Instant::now()));
            messages.extend(self.events(app, &[redraw]));
            if messages.is_empty() {
                return;
            }
        }
        panic!("the window never came to rest");
    }

    fn events(&mut self, app: &App, events: &[iced::Event]) -> Vec<Message> {
        let cursor = self.cursor;
        let mut ui = self.ui(app);
        let mut messages = Vec::new();
        let mut clipboard = iced_test::core::clipboard::Null;
        let _ = ui.update(events, cursor, &mut self.renderer, &mut clipboard, &mut messages);
        self.cache = Some(ui.into_cache());
        messages
    }

    /// Runs `task` to its end: the messages it produces are returned, its
    /// widget operations done on the current view.
    fn run(&mut self, app: &App, task: iced::Task<Message>) -> Vec<Message> {
        use iced_test::core::widget::operation::Outcome;
        use iced_test::futures::futures::{StreamExt, executor::block_on};
        let Some(stream) = iced_test::runtime::task::into_stream(task) else { return Vec::new() };
        let mut messages = Vec::new();
        for action in block_on(stream.collect::<Vec<_>>()) {
            match action {
                iced_test::runtime::Action::Output(message) => messages.push(message),
                iced_test::runtime::Action::Widget(operation) => {
                    let mut ui = self.ui(app);
                    let mut next = Some(operation);
                    while let Some(mut current) = next.take() {
                        ui.operate(&self.renderer, &mut current);
                        if let Outcome::Chain(chained) = current.finish() {
                            next = Some(chained);
                        }
                    }
                    self.cache = Some(ui.into_cache());
                }
                _ => {}
            }
        }
        messages
    }

    /// A click on what `selector` finds.
    fn click<S>(&mut self, app: &mut App, selector: S)
    where
        S: iced_test::Selector + Send,
        S::Output: iced_test::selector::Bounded + Clone + Send,
    {
        use iced::mouse::{Button, Event::ButtonPressed, Event::ButtonReleased, Event::CursorMoved};
        use iced_test::selector::Bounded;
        let description = selector.description();
        let Some(at) = self.find(app, selector).and_then(|found| found.visible_bounds()).map(|b| b.center())
        else {
            panic!("{description} is not in view")
        };
        self.cursor = iced::mouse::Cursor::Available(at);
        let events =
            [CursorMoved { position: at }, ButtonPressed(Button::Left), ButtonReleased(Button::Left)];
        self.send(app, &events.map(iced::Event::Mouse));
    }

    /// `typed` typed into the focused input, a key at a time.
    fn typewrite(&mut self, app: &mut App, typed: &str) {
        for c in typed.chars() {
            let events: Vec<iced::Event> = iced_test::simulator::typewrite(&c.to_string()).collect();
            self.send(app, &events);
        }
    }

    /// The wheel turned `lines` notches (negative: down) over the player list.
    fn wheel_over_the_list(&mut self, app: &mut App, lines: f32) {
        use iced::mouse::{Event::CursorMoved, Event::WheelScrolled, ScrollDelta};
        let Some(at) = self
            .find(app, iced::widget::Id::new(players::LIST))
            .and_then(|list| list.visible_bounds())
            .map(|b| b.center())
        else {
            panic!("the player list is not in view")
        };
        self.cursor = iced::mouse::Cursor::Available(at);
        let events =
            [CursorMoved { position: at }, WheelScrolled { delta: ScrollDelta::Lines { x: 0.0, y: lines } }];
        self.send(app, &events.map(iced::Event::Mouse));
    }

    /// Whether the text `content` is in view in the player list.
    fn in_the_list(&mut self, app: &App, content: &str) -> bool {
        let list =
            self.find(app, iced::widget::Id::new(players::LIST)).and_then(|list| list.visible_bounds());
        // A text, not the search field that holds the same words.
        let shown = self.find(app, |candidate: Candidate<'_>| match candidate {
            Candidate::Text { content: shown, visible_bounds, .. } if shown == content => visible_bounds,
            _ => None,
        });
        match (list, shown) {
            (Some(list), Some(shown)) => {
                list.intersection(&shown).is_some_and(|both| (both.height - shown.height).abs() < 0.5)
            }
            _ => false,
        }
    }
}

/// An arbiter who scrolled down the list of 300 (the registration cards
/// folded) and types a name in the search: the list shows the matches from
/// the first, and the cards are open again as at the top of any list; a
/// scroll down folds them again. Seen in the window before: the list stayed
/// at its place, so the first matches were above the view (a search
/// matching 100 players showed the 42nd), and the cards stayed folded until
/// their line was clicked, also when the matches fitted the view (a list
/// that does not scroll never reports its view again).
#[test]
fn a_search_shows_its_matches_from_the_top() {
    let _language = crate::one_language_at_a_time();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let options = open300(dir.path());
    let size = Size::new(MIN_WIDTH, MIN_HEIGHT);
    let window = Rectangle::new(iced::Point::ORIGIN, size);
    let mut report = Vec::new();
    for language in swissdesk::i18n::available_languages() {
        assert!(swissdesk::i18n::set_language(&language), "{language}");
        let (mut app, _) = App::new(options.clone());
        let mut desk = Window::new(size);
        let _ = app.update(Message::ShowTab(Tab::Players));
        desk.send(&mut app, &[]);
        // "Player 0200" to "Player 0299" match "Player 02" (the generator
        // names the players by their numbers); they are shown by number.
        for (search, first) in [("Player 02", "Player 0200"), ("Player 0123", "Player 0123")] {
            desk.wheel_over_the_list(&mut app, -25.0);
            let (rows, cards) = player_list_view(&app, window);
            assert!(!cards && rows >= 8, "{language}: scrolled down, the cards did not fold ({rows} rows)");
            assert!(!desk.in_the_list(&app, first), "{language}: {first} is in view before the search");
            desk.click(&mut app, iced::widget::Id::new(players::SEARCH_INPUT));
            desk.typewrite(&mut app, search);
            if !desk.in_the_list(&app, first) {
                report
                    .push(format!("{language}: searched {search:?}, the first match {first} is not in view"));
            }
            if !player_list_view(&app, window).1 {
                report.push(format!("{language}: searched {search:?}, the registration cards are not open"));
            }
            // The next search starts from the whole list, scrolled down.
            let _ = app.update(Message::Players(players::Message::Search(String::new())));
            desk.send(&mut app, &[]);
        }
        // A scroll down the matches folds the cards again.
        desk.click(&mut app, iced::widget::Id::new(players::SEARCH_INPUT));
        desk.typewrite(&mut app, "Player 02");
        desk.wheel_over_the_list(&mut app, -3.0);
        if player_list_view(&app, window).1 {
            report.push(format!("{language}: scrolled down the matches, the cards did not fold"));
        }
    }
    assert!(swissdesk::i18n::set_language("en"));
    assert!(report.is_empty(), "{} problems at 1024×600:\n{}", report.len(), report.join("\n"));
}

/// Both refusals of a late entry's rating are said in one place, under the
/// form, by the field the arbiter corrects: a rating that is not a number
/// ("abc", the form's own check) and one the FIDE rating report cannot hold
/// (21500, a slip for 2150, refused by the command). The second was said in
/// the notice line at the bottom of the window, 300 px from the field. In
/// every language, at 1024×600, with the form and the list still whole.
#[test]
fn a_refused_rating_is_said_under_the_form() {
    let _language = crate::one_language_at_a_time();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let options = opened(dir.path(), &swissdesk::gui::app::sample_path(), "swissdesk-open-2026");
    let size = Size::new(MIN_WIDTH, MIN_HEIGHT);
    let form = |message: players::Message| Message::Players(message);
    let mut report = Vec::new();
    for language in swissdesk::i18n::available_languages() {
        assert!(swissdesk::i18n::set_language(&language), "{language}");
        let (mut app, _) = App::new(options.clone());
        let _ = app.update(Message::ShowTab(Tab::Players));
        assert!(swissdesk::commands::enters_late(app.tournament()), "the sample's round 1 is paired");
        let entries = app.tournament().players.len();
        let _ = app.update(form(players::Message::Name("Slip, Tom".into())));
        let mut said = Vec::new();
        for (typed, refusal) in [
            ("abc", swissdesk::tr!("gui-error-rating", value = "abc")),
            ("21500", swissdesk::tr!("command-error-rating-too-high", rating = 21500_u32)),
        ] {
            let _ = app.update(form(players::Message::Rating(typed.into())));
            let _ = app.update(form(players::Message::Add));
            assert_eq!(app.tournament().players.len(), entries, "{language}: {typed} refused");
            if let Some(notice) = app.notice().filter(|n| n.is_error) {
                report.push(format!("{language}: {typed}: refused in the notice line: {:?}", notice.text));
            }
            let (texts, inputs) = laid_out(app.view(), size);
            let field = inputs.iter().find(|l| l.content == typed).map(|l| l.bounds);
            let list = Simulator::with_size(settings(), size, app.view())
                .find(iced::widget::Id::new(players::LIST))
                .ok()
                .map(|list| list.bounds());
            match (texts.iter().find(|l| l.content == refusal), field, list) {
                (Some(shown), Some(field), Some(list)) => {
                    if shown.bounds.y < field.y + field.height || shown.bounds.y > list.y {
                        report.push(format!(
                            "{language}: {typed}: {refusal:?} at {:?}, not between the rating field \
                             {field:?} and the list {list:?}",
                            shown.bounds
                        ));
                    }
                    said.push((typed, shown.bounds));
                }
                found => report.push(format!("{language}: {typed}: {refusal:?} not shown ({found:?})")),
            }
            for problem in problems(&app, &[], &["Slip, Tom".to_owned(), typed.to_owned()]) {
                report.push(format!("{language} / {typed} refused: {problem}"));
            }
        }
        if let [(_, abc), (_, over)] = said[..]
            && (abc.x != over.x || abc.y != over.y)
        {
            report.push(format!("{language}: \"abc\" is said at {abc:?}, 21500 at {over:?}: two places"));
        }
    }
    assert!(swissdesk::i18n::set_language("en"));
    assert!(report.is_empty(), "{} problems at 1024×600:\n{}", report.len(), report.join("\n"));
}
