//! A team competition's standings view: the teams ranked by the primary
//! score (C.04.6 1.2: match points unless the event says game points),
//! then the team tie-breaks of C.07 (articles 11–13) in the event's order,
//! as [`crate::standings::team_standings`] computes them and the printout
//! ranks them ([`crate::export::printout_team_tiebreaks`]); and the team
//! cross table: each round's opponent, the team's colour (its board-1
//! colour) and game points, then match and game points.
//!
//! After round K, K the last round with every result in, as for players.

use super::derived::Derived;
use super::export::{self, Export};
use super::list::{self, Col, Scroll};
use super::standings::{CROSS, CROSS_WIDE, Message, Part, RANKING};
use super::theme;
use crate::export::Document;
use crate::model::Tournament;
use crate::standings::{Rules, TeamStandings};
use crate::tr;
use iced::widget::scrollable::{Direction, Scrollbar};
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length};

/// The team standings of a tournament, computed once per change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamComputed {
    pub standings: TeamStandings,
    /// Each team's cross-table cells, by pairing number.
    pub cross: Vec<(u32, Vec<String>)>,
}

impl TeamComputed {
    pub fn of(t: &Tournament) -> TeamComputed {
        let after_round = t.last_complete_round();
        let standings = crate::standings::team_standings(
            t,
            after_round,
            Rules::for_tournament(t),
            &crate::export::printout_team_tiebreaks(t),
            crate::standings::pairings_fixed_in_advance(t),
        );
        let mut teams: Vec<u32> = t.teams.iter().map(|x| x.tpn).collect();
        teams.sort_unstable();
        let rounds = t.rounds_paired();
        let cross = teams
            .into_iter()
            .map(|team| (team, (1..=rounds).map(|r| crate::export::team_cross_cell(t, r, team)).collect()))
            .collect();
        TeamComputed { standings, cross }
    }
}

/// The standings view of a team event: the part shown, with the tables'
/// scroll positions.
pub fn view<'a>(
    part: Part,
    ranking: &Scroll,
    cross: &Scroll,
    t: &'a Tournament,
    derived: &'a Derived,
) -> Element<'a, Message> {
    let computed = derived.team_standings(t);
    let after = computed.standings.after_round;
    let switch = row![
        button(text(tr!("gui-standings-ranking")).size(theme::TEXT))
            .padding([4, 12])
            .style(theme::tab(part == Part::Ranking))
            .on_press(Message::Show(Part::Ranking)),
        button(text(tr!("gui-crosstable-heading")).size(theme::TEXT))
            .padding([4, 12])
            .style(theme::tab(part == Part::CrossTable))
            .on_press(Message::Show(Part::CrossTable)),
    ]
    .spacing(4);
    let menu = export::menu(
        vec![
            Export::Pdf { doc: Document::Standings, round: Some(after) },
            Export::Pdf { doc: Document::Wallchart, round: None },
            Export::Pdf { doc: Document::BoardPrizes, round: None },
            Export::Trf(crate::trf::Dialect::Trf16),
            Export::Trf(crate::trf::Dialect::Trf2026),
        ],
        Message::Export,
    );
    let heading = text(tr!("gui-standings-heading", round = after)).size(theme::HEADING);
    let mut page = column![
        row![container(heading).width(Length::Fill), switch, menu].spacing(12).align_y(Alignment::Center)
    ]
    .spacing(8)
    .height(Length::Fill);
    let paired = t.rounds_paired();
    if paired > after {
        page = page.push(
            text(tr!("gui-standings-incomplete", round = paired, after = after))
                .size(theme::SMALL)
                .style(text::secondary),
        );
    }
    if let Some(first) = computed.standings.rows.first().filter(|_| after > 0) {
        let team = t.team(first.tpn).map(|x| x.name.clone()).unwrap_or_default();
        page = page.push(
            text(tr!(
                "gui-team-standings-leader",
                team = team,
                mp = first.mp.to_string(),
                gp = first.gp.to_string()
            ))
            .size(theme::TEXT)
            .style(text::success),
        );
    }
    let body = match part {
        Part::Ranking => ranking_table(t, computed, ranking),
        Part::CrossTable => cross_table(t, computed, cross),
    };
    page = page.push(body);
    // What a column of zeros under EDE means (C.07 6, 13.3).
    if part == Part::Ranking
        && let Some(note) = crate::standings::positional_note(&computed.standings.tiebreaks)
    {
        page = page.push(text(note).size(theme::SMALL).style(text::secondary));
    }
    page.into()
}

fn team_name(t: &Tournament, tpn: u32) -> String {
    t.team(tpn).map(|x| x.name.clone()).unwrap_or_default()
}

/// Place, TPN, team, MP, GP, then the tie-breaks by their FIDE codes.
fn ranking_table<'a>(t: &'a Tournament, c: &'a TeamComputed, scroll: &Scroll) -> Element<'a, Message> {
    let s = &c.standings;
    let mut columns = vec![
        Col::fixed(54.0, Alignment::End),
        Col::fixed(44.0, Alignment::End),
        Col::fill(),
        Col::fixed(56.0, Alignment::End),
        Col::fixed(56.0, Alignment::End),
    ];
    columns.extend(s.tiebreaks.iter().map(|_| Col::fixed(68.0, Alignment::End)));
    let mut header = vec![
        list::head(tr!("gui-col-place")),
        list::head(tr!("gui-col-tpn")),
        list::head(tr!("standings-col-team")),
        list::head(tr!("export-col-match-points")),
        list::head(tr!("export-col-game-points")),
    ];
    header.extend(s.tiebreaks.iter().map(|tb| list::head(tb.code())));
    let header = list::cells(&columns, header);
    let undefined = tr!("standings-undefined");
    let row_columns = columns.clone();
    let row_at = move |i: usize| -> Element<'a, Message> {
        let r = &s.rows[i];
        let mut cells = vec![
            list::cell(s.place_text(r)),
            list::cell(r.tpn.to_string()),
            list::cell(team_name(t, r.tpn)),
            list::cell(r.mp.to_string()),
            list::cell(r.gp.to_string()),
        ];
        cells.extend(s.tiebreaks.iter().zip(&r.values).map(|(tb, v)| {
            list::cell(v.map(|v| v.to_string_with(tb.decimals())).unwrap_or_else(|| undefined.clone()))
        }));
        list::striped(i, list::cells(&row_columns, cells))
    };
    container(list::table(RANKING, header, s.rows.len(), scroll, row_at, |v| {
        Message::Scrolled(Part::Ranking, v)
    }))
    .padding(4)
    .height(Length::Fill)
    .style(theme::card)
    .into()
}

/// The width of a round's column of the team cross table (`12w 2½F`).
const ROUND_WIDTH: f32 = 76.0;

/// Team × round, by pairing number; wider than the window when there are
/// many rounds: it then scrolls sideways, its header with it.
fn cross_table<'a>(t: &'a Tournament, c: &'a TeamComputed, scroll: &Scroll) -> Element<'a, Message> {
    let rounds = t.rounds_paired() as usize;
    if rounds == 0 {
        return text(tr!("gui-no-rounds")).size(theme::TEXT).into();
    }
    let mut columns = vec![Col::fixed(44.0, Alignment::End), Col::fixed(220.0, Alignment::Start)];
    columns.extend((0..rounds).map(|_| Col::fixed(ROUND_WIDTH, Alignment::End)));
    columns.extend([Col::fixed(56.0, Alignment::End), Col::fixed(56.0, Alignment::End)]);
    let mut header = vec![list::head(tr!("gui-col-tpn")), list::head(tr!("standings-col-team"))];
    header.extend((1..=rounds).map(|r| list::head(tr!("gui-col-round-short", round = r))));
    header.extend([list::head(tr!("export-col-match-points")), list::head(tr!("export-col-game-points"))]);
    let header = list::cells(&columns, header);
    let row_columns = columns.clone();
    let row_at = move |i: usize| -> Element<'a, Message> {
        let (team, cells) = &c.cross[i];
        let points = t.team_points_after(*team, rounds as u32);
        let mut line = vec![list::cell(team.to_string()), list::cell(team_name(t, *team))];
        line.extend(cells.iter().map(|cell| list::cell(cell.clone())));
        line.extend([list::cell(points.mp.to_string()), list::cell(points.gp.to_string())]);
        list::striped(i, list::cells(&row_columns, line))
    };
    let table =
        list::table(CROSS, header, c.cross.len(), scroll, row_at, |v| Message::Scrolled(Part::CrossTable, v));
    let width = columns.iter().map(|c| if let Length::Fixed(w) = c.width { w } else { 0.0 }).sum::<f32>()
        + list::CELL_GAP * (columns.len() - 1) as f32
        + 2.0 * list::ROW_PAD
        + 20.0;
    let bar = Scrollbar::new().width(10).scroller_width(10).spacing(4);
    container(
        scrollable(container(table).width(Length::Fixed(width)).height(Length::Fill))
            .id(CROSS_WIDE)
            .direction(Direction::Horizontal(bar))
            .width(Length::Fill)
            .height(Length::Fill),
    )
    .padding(4)
    .width(Length::Fill)
    .height(Length::Fill)
    .style(theme::card)
    .into()
}
