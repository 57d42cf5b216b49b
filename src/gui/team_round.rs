//! A team competition's round in the rounds view: each match (the team
//! with White on board 1 first, C.04.6 1.6.1) with its live match score,
//! then its boards, each from the first team's side: its player, their
//! colour (board colours alternate from board 1, or the event's `352`
//! sequence), the result, the second team's player; then the teams' byes.
//!
//! Results are entered board by board with the rounds view's keys and
//! buttons, read from the first team's side (`1`: the first team's player
//! wins, whatever their colour): [`perspective`] turns them into the
//! game's result. A board one team left empty is lost by that team by
//! forfeit; a match forfeited as a whole shows so on its line.

use super::derived::Derived;
use super::list::{self, Col, Scroll};
use super::round::{BOARDS, Message};
use super::theme;
use super::widgets::bye_label;
use crate::export::notation::{self, CHANGED_MARK, Medium, short_points};
use crate::model::{ByeKind, Colour, GameResult, MatchForfeit, Round, TeamMatch, Tournament};
use crate::tr;
use iced::widget::{button, text};
use iced::{Alignment, Element, Length};

/// One line of a team round's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// Match `number` (1-based): the two teams and the match score.
    Match { number: usize, m: TeamMatch },
    /// Board `board` of match `number`: the players of the two line-ups
    /// (`None`: left empty) and the game's index in the round's games.
    Board {
        number: usize,
        m: TeamMatch,
        board: u32,
        first: Option<u32>,
        second: Option<u32>,
        game: Option<usize>,
    },
    /// A bye of a whole team (index into the round's team byes).
    Bye(usize),
}

/// The lines of round `r`: each match, then its boards; the byes last.
pub fn lines(t: &Tournament, r: &Round) -> Vec<Line> {
    let mut lines = Vec::new();
    for (i, m) in r.matches.iter().enumerate() {
        let number = i + 1;
        lines.push(Line::Match { number, m: *m });
        let first = r.lineup_of(m.white);
        let second = r.lineup_of(m.black);
        for board in 1..=t.settings.team.boards {
            let first = first.and_then(|l| l.on_board(board));
            let second = second.and_then(|l| l.on_board(board));
            let game = match (first, second) {
                (Some(a), Some(b)) => r.games.iter().position(|g| g.involves(a) && g.involves(b)),
                _ => None,
            };
            lines.push(Line::Board { number, m: *m, board, first, second, game });
        }
    }
    lines.extend((0..r.team_byes.len()).map(Line::Bye));
    lines
}

/// The line showing game `game` (0-based) of round `r`.
pub fn line_of_game(t: &Tournament, r: &Round, game: usize) -> usize {
    lines(t, r).iter().position(|l| matches!(l, Line::Board { game: Some(g), .. } if *g == game)).unwrap_or(0)
}

/// The match and board of game `game` of round `r`, for the result line.
pub fn match_and_board(t: &Tournament, r: &Round, game: usize) -> Option<(usize, u32, TeamMatch)> {
    lines(t, r).into_iter().find_map(|l| match l {
        Line::Board { number, board, m, game: Some(g), .. } if g == game => Some((number, board, m)),
        _ => None,
    })
}

/// A result read from the first team's side as the game's result, and the
/// other way round (the mapping is its own inverse): the same when the
/// first team's player has White, the colours swapped when Black.
pub fn perspective(r: &Round, game: usize, result: GameResult) -> GameResult {
    let Some(g) = r.games.get(game) else { return result };
    let first_is_black =
        r.matches.iter().any(|m| r.lineup_of(m.white).is_some_and(|l| l.players.contains(&g.black)));
    if first_is_black { swapped(result) } else { result }
}

/// The same result with White and Black swapped.
fn swapped(result: GameResult) -> GameResult {
    match result {
        GameResult::WhiteWins => GameResult::BlackWins,
        GameResult::BlackWins => GameResult::WhiteWins,
        GameResult::WhiteWinsByForfeit => GameResult::BlackWinsByForfeit,
        GameResult::BlackWinsByForfeit => GameResult::WhiteWinsByForfeit,
        GameResult::WhiteWinsUnrated => GameResult::BlackWinsUnrated,
        GameResult::BlackWinsUnrated => GameResult::WhiteWinsUnrated,
        other => other,
    }
}

/// The columns: match or board, TPN, the first team's side (name, colour),
/// result, the second team's side (colour, name), TPN.
const COLUMNS: [Col; 8] = [
    Col { width: Length::Fixed(120.0), align: Alignment::Start },
    Col { width: Length::Fixed(44.0), align: Alignment::End },
    Col { width: Length::Fill, align: Alignment::Start },
    Col { width: Length::Fixed(72.0), align: Alignment::Center },
    Col { width: Length::Fixed(96.0), align: Alignment::Center },
    Col { width: Length::Fixed(72.0), align: Alignment::Center },
    Col { width: Length::Fill, align: Alignment::Start },
    Col { width: Length::Fixed(44.0), align: Alignment::End },
];

fn colour_letter(colour: Colour) -> String {
    match colour {
        Colour::White => tr!("export-colour-white-short"),
        Colour::Black => tr!("export-colour-black-short"),
    }
}

/// The match score so far from the first team's side: `2½ : 1½`, the
/// boards with a result counted (empty boards count at once), and how many
/// boards have one.
pub fn live_score(t: &Tournament, r: &Round, m: &TeamMatch) -> (String, usize) {
    let outcome = t.match_outcome(r, m, m.white);
    let other = t.match_outcome(r, m, m.black);
    let sum = |o: &crate::model::MatchOutcome| -> crate::model::Points {
        o.boards.iter().filter_map(|b| b.points).fold(crate::model::Points::ZERO, |a, b| a + b)
    };
    let entered = outcome.boards.iter().filter(|b| b.points.is_some()).count();
    (format!("{} : {}", short_points(sum(&outcome)), short_points(sum(&other))), entered)
}

/// The list of round `r`'s matches and boards; `selected` is the selected
/// game's index. Only the lines in view are built.
pub fn table<'a>(
    selected: usize,
    scroll: &Scroll,
    t: &'a Tournament,
    derived: &'a Derived,
    r: &'a Round,
) -> Element<'a, Message> {
    let before = r.number.saturating_sub(1);
    let header = list::cells(
        &COLUMNS,
        vec![
            list::head(tr!("gui-col-board")),
            list::head(tr!("gui-col-tpn")),
            list::head(String::new()),
            list::head(String::new()),
            list::head(tr!("gui-col-result")),
            list::head(String::new()),
            list::head(String::new()),
            list::head(tr!("gui-col-tpn")),
        ],
    );
    let all = lines(t, r);
    let total = all.len();
    let team_name = |tpn: u32| t.team(tpn).map(|x| x.name.clone()).unwrap_or_default();
    let row_at = move |i: usize| -> Element<'a, Message> {
        match all.get(i).copied() {
            Some(Line::Match { number, m }) => {
                let (score, _) = live_score(t, r, &m);
                // Each team's match points before the round.
                let mp = |team: u32| {
                    format!("{} {}", t.team_points_after(team, before).mp, tr!("export-col-match-points"))
                };
                let status = if m.forfeit.is_some() {
                    format!("{score} {}", tr!("gui-team-forfeited"))
                } else {
                    score
                };
                // A match the arbiter made by hand carries the mark.
                let mut heading = tr!("gui-team-match", number = number);
                if m.by_arbiter {
                    heading.push_str(&format!(" {CHANGED_MARK}"));
                }
                let line = list::cells(
                    &COLUMNS,
                    vec![
                        bold(heading),
                        bold(m.white.to_string()),
                        bold(team_name(m.white)),
                        list::cell(mp(m.white)),
                        bold(status),
                        list::cell(mp(m.black)),
                        bold(team_name(m.black)),
                        bold(m.black.to_string()),
                    ],
                );
                let first_game = all_games_of(t, r, number).into_iter().next();
                button(line)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .padding(0)
                    .style(theme::list_row(false, false))
                    .on_press_maybe(first_game.map(Message::Board))
                    .into()
            }
            Some(Line::Board { number, board, first, second, game, .. }) => {
                let first_colour = t.settings.team.white_team_colour_on(board);
                let name = |p: Option<u32>| match p {
                    Some(tpn) => derived.name(t, tpn).to_owned(),
                    None => tr!("gui-team-empty-board"),
                };
                let result = match (game.and_then(|g| r.games.get(g).map(|x| (g, x))), first, second) {
                    (Some((g, x)), _, _) => {
                        let shown = perspective(r, g, x.result);
                        notation::result(shown, Medium::Screen)
                    }
                    (None, Some(_), None) => notation::result(GameResult::WhiteWinsByForfeit, Medium::Screen),
                    (None, None, Some(_)) => notation::result(GameResult::BlackWinsByForfeit, Medium::Screen),
                    (None, None, None) => notation::result(GameResult::DoubleForfeit, Medium::Screen),
                    (None, Some(_), Some(_)) => notation::result(GameResult::Pending, Medium::Screen),
                };
                let tpn = |p: Option<u32>| p.map(|p| p.to_string()).unwrap_or_default();
                let line = list::cells(
                    &COLUMNS,
                    vec![
                        list::cell(format!("  {number}.{board}")),
                        list::cell(tpn(first)),
                        list::cell(name(first)),
                        list::cell(colour_letter(first_colour)),
                        list::cell(result),
                        list::cell(colour_letter(first_colour.opposite())),
                        list::cell(name(second)),
                        list::cell(tpn(second)),
                    ],
                );
                button(line)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .padding(0)
                    .style(theme::list_row(game == Some(selected), board % 2 == 0))
                    .on_press_maybe(game.map(Message::Board))
                    .into()
            }
            Some(Line::Bye(index)) => {
                let Some(bye) = r.team_byes.get(index) else { return list::cell(String::new()) };
                let points = t.settings.team.bye_points(bye.kind, &t.settings.scoring);
                list::cells(
                    &COLUMNS,
                    vec![
                        list::cell(String::new()),
                        list::cell(bye.team.to_string()),
                        list::cell(team_name(bye.team)),
                        list::cell(String::new()),
                        list::cell(short_points(points.gp)),
                        list::cell(String::new()),
                        text(if bye.kind == ByeKind::PairingAllocated && r.bye_by_arbiter {
                            format!("{} {CHANGED_MARK}", bye_label(bye.kind))
                        } else {
                            bye_label(bye.kind)
                        })
                        .size(theme::TEXT)
                        .style(theme::hint)
                        .wrapping(text::Wrapping::None)
                        .into(),
                        list::cell(String::new()),
                    ],
                )
                .into()
            }
            None => list::cell(String::new()),
        }
    };
    list::table(BOARDS, header, total, scroll, row_at, Message::Scrolled)
}

/// "Match forfeited:" and the choices for match `m` (C.04.6: a match not
/// played at all; TRF `330`): the first team wins, the second wins, both
/// lose, or played after all. The current one is highlighted. Then the
/// arbiter's changes of the pairing by hand: the colours of match `number`
/// exchanged, or the override editor on it (opponents swapped, the
/// pairing-allocated bye moved; both ask for a reason and are logged).
pub fn match_tools<'a>(t: &'a Tournament, m: &TeamMatch, number: usize) -> Element<'a, Message> {
    let team = |tpn: u32| {
        t.team(tpn)
            .map(|x| if x.nickname.is_empty() { tpn.to_string() } else { format!("{tpn} {}", x.nickname) })
            .unwrap_or_else(|| tpn.to_string())
    };
    let mut tools =
        iced::widget::row![text(tr!("gui-team-forfeit")).size(theme::TEXT).wrapping(text::Wrapping::None)]
            .spacing(6)
            .align_y(Alignment::Center);
    for (label, forfeit) in [
        (tr!("gui-team-forfeit-wins", team = team(m.white)), Some(MatchForfeit::WhiteWins)),
        (tr!("gui-team-forfeit-wins", team = team(m.black)), Some(MatchForfeit::BlackWins)),
        (tr!("gui-team-forfeit-double"), Some(MatchForfeit::Double)),
        (tr!("gui-team-forfeit-none"), None),
    ] {
        tools = tools.push(
            button(text(label).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([3, 10])
                .style(theme::tab(m.forfeit == forfeit))
                .on_press(Message::MatchForfeit { team: m.white, forfeit }),
        );
    }
    let index = number.saturating_sub(1);
    tools = tools.push(iced::widget::space().width(Length::Fixed(12.0)));
    for (label, message) in [
        (tr!("gui-team-exchange-colours"), Message::FlipBoard(index)),
        (tr!("gui-team-change-pairing"), Message::OpenEditor(Some(index))),
    ] {
        tools = tools.push(
            button(text(label).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([3, 10])
                .style(theme::tool_button)
                .on_press(message),
        );
    }
    tools.wrap().vertical_spacing(6).into()
}

/// The games (indices) of match `number` in board order.
fn all_games_of(t: &Tournament, r: &Round, number: usize) -> Vec<usize> {
    lines(t, r)
        .into_iter()
        .filter_map(|l| match l {
            Line::Board { number: n, game: Some(g), .. } if n == number => Some(g),
            _ => None,
        })
        .collect()
}

fn bold<'a>(value: String) -> Element<'a, Message> {
    text(value)
        .size(theme::TEXT)
        .font(iced::Font { weight: iced::font::Weight::Bold, ..super::FONT })
        .wrapping(text::Wrapping::None)
        .into()
}
