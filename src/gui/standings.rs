//! The standings screen: the ranking with the tournament's tie-breaks
//! (C.07, computed by [`crate::standings`] in the order of
//! `settings.tiebreaks`) and the cross table, both in ranking order.
//!
//! Standings are "after round K", K the last round with every result in
//! (as `swissdesk standings` does): a board without a result would count
//! as a forfeit loss. Participants still equal after every tie-break share
//! their place (`3-5`). Both are computed once per change of the document
//! ([`Derived`]); the tables build only the rows in view, under headers
//! that stay in place.

use super::derived::Derived;
use super::export::{self, Export};
use super::list::{self, Col, Scroll};
use super::theme;
use crate::export::Document;
use crate::model::{Points, Title, Tournament};
use crate::pairing::baku;
use crate::standings::{self as ranking, Rules, Standings, TieBreak};
use crate::tr;
use iced::widget::scrollable::{Direction, Scrollbar, Viewport};
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length};

/// The two parts of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Part {
    #[default]
    Ranking,
    CrossTable,
}

#[derive(Debug, Clone)]
pub enum Message {
    Show(Part),
    Export(Export),
    /// Opens (a pairing number) or closes a player's rating card.
    Card(Option<u32>),
    /// A table was scrolled (or resized).
    Scrolled(Part, Viewport),
}

/// The scrolled tables: the ranking, the cross table (its rows; the
/// horizontal scroller around it is [`CROSS_WIDE`]).
pub const RANKING: &str = "standings-ranking";
pub const CROSS: &str = "standings-cross";
pub const CROSS_WIDE: &str = "standings-cross-wide";

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Export(Export),
}

/// The screen's own state: which part is shown, and where each table is
/// scrolled.
#[derive(Debug, Clone, Default)]
pub struct State {
    part: Part,
    /// Whether the arbiter chose the part: until then a round robin shows
    /// its cross table (the natural standings view of a round robin).
    chosen: bool,
    /// The player whose rating card is open.
    card: Option<u32>,
    ranking: Scroll,
    cross: Scroll,
}

impl State {
    pub fn new() -> State {
        State::default()
    }

    pub fn part(&self) -> Part {
        self.part
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Show(part) => {
                self.part = part;
                self.chosen = true;
            }
            Message::Export(export) => return Some(Event::Export(export)),
            Message::Card(tpn) => self.card = tpn,
            Message::Scrolled(Part::Ranking, viewport) => self.ranking.scrolled(viewport),
            Message::Scrolled(Part::CrossTable, viewport) => self.cross.scrolled(viewport),
        }
        None
    }

    /// The player whose rating card is open.
    pub fn card(&self) -> Option<u32> {
        self.card
    }

    /// Where the table of the part shown is scrolled, and its id.
    pub fn scroll(&self) -> (&'static str, Scroll) {
        match self.part {
            Part::Ranking => (RANKING, self.ranking),
            Part::CrossTable => (CROSS, self.cross),
        }
    }

    /// The part shown for `t`: the one chosen, else a round robin's cross
    /// table, else the ranking.
    pub fn shown_part(&self, t: &Tournament) -> Part {
        match (self.chosen, t.settings.format.round_robin()) {
            (false, Some(_)) => Part::CrossTable,
            _ => self.part,
        }
    }

    pub fn view<'a>(&'a self, t: &'a Tournament, derived: &'a Derived) -> Element<'a, Message> {
        if t.is_team_event() {
            return super::team_standings::view(self.shown_part(t), &self.ranking, &self.cross, t, derived);
        }
        let computed = derived.standings(t);
        let part = self.shown_part(t);
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
        let mut printouts = vec![
            Export::Pdf { doc: Document::Standings, round: Some(computed.after_round) },
            Export::Pdf { doc: Document::Wallchart, round: None },
        ];
        if t.settings.format.round_robin().is_some() {
            printouts.insert(0, Export::Pdf { doc: Document::RoundRobinTable, round: None });
        }
        printouts
            .extend([Export::Trf(crate::trf::Dialect::Trf16), Export::Trf(crate::trf::Dialect::Trf2026)]);
        let menu = export::menu(printouts, Message::Export);
        let heading = text(tr!("gui-standings-heading", round = computed.after_round)).size(theme::HEADING);
        let mut page = column![
            row![container(heading).width(Length::Fill), switch, menu].spacing(12).align_y(Alignment::Center)
        ]
        .spacing(8)
        .height(Length::Fill);
        let paired = t.rounds_paired();
        if paired > computed.after_round {
            page = page.push(
                text(tr!("gui-standings-incomplete", round = paired, after = computed.after_round))
                    .size(theme::SMALL)
                    .style(text::secondary),
            );
        }
        if let Some(leader) = leader_of(computed) {
            page = page.push(text(leader).size(theme::TEXT).style(text::success));
        }
        if let Some(rating) = self.card.and_then(|tpn| computed.ratings.iter().find(|r| r.tpn == tpn)) {
            page = page.push(super::rating_card::card(t, rating, Message::Card(None)));
        }
        let left_out = crate::roundrobin::withdrawal::not_counted(t);
        if !left_out.is_empty() {
            let names: Vec<String> = left_out.iter().map(|&tpn| derived.name(t, tpn).to_owned()).collect();
            page = page.push(
                text(tr!("gui-rr-withdrawn-not-counted", players = names.join(", ")))
                    .size(theme::SMALL)
                    .style(text::warning),
            );
        }
        let body = match part {
            Part::Ranking => ranking_view(computed, &self.ranking),
            Part::CrossTable if t.settings.format.round_robin().is_some() => {
                square_table(t, derived, &self.cross)
            }
            Part::CrossTable => cross_table(t, derived, &self.cross),
        };
        page.push(body).into()
    }
}

/// One line of the standings, ready to show.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The place as shown: `3`, or `3-5` when shared.
    pub place: String,
    /// The rank (shared ranks are equal).
    pub rank: u32,
    pub tpn: u32,
    pub title: Option<Title>,
    pub name: String,
    pub rating: Option<u32>,
    pub federation: String,
    pub points: Points,
    /// Points plus the virtual points of [`Computed::pairing_round`]
    /// (C.04.7 1.5), while acceleration applies.
    pub pairing_score: Option<Points>,
    /// One value per tie-break; `None` when undefined.
    pub values: Vec<Option<String>>,
    /// The performance rating (C.07 10.2 over rated opponents).
    pub performance: Option<i64>,
    /// The rating change (`+19.6`), or an unrated player's initial rating
    /// from the event; empty when there is none.
    pub change: String,
}

/// The standings of a tournament, ready to show and print.
#[derive(Clone, Debug, PartialEq)]
pub struct Computed {
    pub after_round: u32,
    /// The round after `after_round` when it is accelerated (some player
    /// has virtual points for it): its pairing score gets a column. The
    /// ranking stays on the real points (C.04.7 1.5).
    pub pairing_round: Option<u32>,
    pub tiebreaks: Vec<TieBreak>,
    /// In ranking order.
    pub lines: Vec<Line>,
    /// The tie-break list could not be read (it is then left out).
    pub error: Option<String>,
    /// What the event did to each player's rating, in pairing-number order.
    pub ratings: Vec<crate::ratings::change::PlayerRating>,
}

impl Computed {
    pub fn of(t: &Tournament) -> Computed {
        let after_round = t.last_complete_round();
        let (tiebreaks, error) = match ranking::tournament_tiebreaks(t) {
            Ok(list) => (list, None),
            Err(e) => (Vec::new(), Some(e.to_string())),
        };
        let s = ranking::standings(t, after_round, Rules::for_tournament(t), &tiebreaks);
        let ratings = crate::ratings::change::rating_changes(t, after_round);
        let next = after_round + 1;
        let pairing_round = (next <= t.settings.rounds_planned && baku::accelerates(t, next)).then_some(next);
        let lines = s
            .rows
            .iter()
            .map(|r| {
                let p = t.player(r.tpn);
                let rating = ratings.iter().find(|x| x.tpn == r.tpn);
                Line {
                    place: s.place_text(r),
                    rank: r.rank,
                    tpn: r.tpn,
                    title: p.and_then(|p| p.title),
                    name: p.map(|p| p.name.clone()).unwrap_or_default(),
                    rating: p.and_then(|p| p.rating),
                    federation: p.map(|p| p.federation.clone()).unwrap_or_default(),
                    points: r.points,
                    pairing_score: pairing_round
                        .map(|round| r.points + baku::virtual_points_of(t, r.tpn, round)),
                    values: values(&s, r),
                    performance: rating.and_then(|x| x.performance).map(|x| x.rating),
                    change: rating.map(crate::ratings::change::change_text).unwrap_or_default(),
                }
            })
            .collect();
        Computed { after_round, pairing_round, tiebreaks, lines, error, ratings }
    }
}

fn values(s: &Standings, row: &ranking::Row) -> Vec<Option<String>> {
    s.tiebreaks.iter().zip(&row.values).map(|(tb, v)| v.map(|v| v.to_string_with(tb.decimals()))).collect()
}

fn leader_of(c: &Computed) -> Option<String> {
    let first = c.lines.first()?;
    (c.after_round > 0)
        .then(|| tr!("gui-standings-leader", name = first.name.clone(), points = first.points.to_string()))
}

/// The ranking table with the tie-break columns and, under it, what the
/// codes mean.
fn ranking_view<'a>(c: &'a Computed, scroll: &Scroll) -> Element<'a, Message> {
    let mut page = column![].spacing(8).height(Length::Fill);
    if let Some(error) = &c.error {
        page = page.push(
            text(tr!("gui-tiebreaks-invalid", error = error.clone())).size(theme::SMALL).style(text::danger),
        );
    }
    let mut columns = vec![
        Col::fixed(54.0, Alignment::End),
        Col::fixed(44.0, Alignment::End),
        Col::fixed(54.0, Alignment::Start),
        Col::fill(),
        Col::fixed(56.0, Alignment::End),
        Col::fixed(46.0, Alignment::Start),
        Col::fixed(56.0, Alignment::End),
    ];
    if c.pairing_round.is_some() {
        columns.push(Col::fixed(48.0, Alignment::End));
    }
    columns.extend(c.tiebreaks.iter().map(|_| Col::fixed(62.0, Alignment::End)));
    // Rp and ±: the performance rating and the rating change (C.07 / B.02).
    columns.extend([Col::fixed(48.0, Alignment::End), Col::fixed(48.0, Alignment::End)]);
    let mut header = vec![
        list::head(tr!("gui-col-place")),
        list::head(tr!("gui-col-tpn")),
        list::head(tr!("gui-col-title")),
        list::head(tr!("gui-col-name")),
        list::head(tr!("gui-col-rating")),
        list::head(tr!("gui-col-fed")),
        list::head(tr!("gui-col-points")),
    ];
    if c.pairing_round.is_some() {
        header.push(list::head(tr!("standings-col-pairing-score")));
    }
    header.extend(c.tiebreaks.iter().map(|tb| list::head(tb.code())));
    header.extend([list::head(tr!("gui-col-performance")), list::head(tr!("gui-col-rating-change"))]);
    let header = list::cells(&columns, header);
    let undefined = tr!("standings-undefined");
    let row_columns = columns.clone();
    let row_at = move |i: usize| -> Element<'a, Message> {
        let l = &c.lines[i];
        let mut cells = vec![
            list::cell(l.place.clone()),
            list::cell(l.tpn.to_string()),
            list::cell(l.title.map(|t| t.code().to_owned()).unwrap_or_default()),
            // The name opens the player's rating card.
            button(list::cell(l.name.clone()))
                .padding(0)
                .style(theme::header_button)
                .on_press(Message::Card(Some(l.tpn)))
                .into(),
            list::cell(l.rating.map(|r| r.to_string()).unwrap_or_default()),
            list::cell(l.federation.clone()),
            list::cell(l.points.to_string()),
        ];
        cells.extend(l.pairing_score.map(|score| list::cell(score.to_string())));
        cells.extend(l.values.iter().map(|v| list::cell(v.clone().unwrap_or_else(|| undefined.clone()))));
        cells.push(list::cell(l.performance.map(|r| r.to_string()).unwrap_or_default()));
        cells.push(list::cell(l.change.clone()));
        list::striped(i, list::cells(&row_columns, cells))
    };
    page = page.push(
        container(list::table(RANKING, header, c.lines.len(), scroll, row_at, |v| {
            Message::Scrolled(Part::Ranking, v)
        }))
        .padding(4)
        .height(Length::Fill)
        .style(theme::card),
    );
    if let Some(round) = c.pairing_round {
        page = page.push(
            text(tr!("standings-pairing-score-note", round = round)).size(theme::SMALL).style(theme::hint),
        );
    }
    if !c.tiebreaks.is_empty() {
        let legend: Vec<String> =
            c.tiebreaks.iter().map(|tb| format!("{}: {}", tb.code(), tb.label())).collect();
        page = page.push(
            text(tr!("gui-tiebreaks-legend", list = legend.join(" · ")))
                .size(theme::SMALL)
                .style(theme::hint),
        );
    }
    page.into()
}

/// The width of an opponent's column of a round robin's cross table.
const OPPONENT_WIDTH: f32 = 46.0;

/// A round robin's cross table: every participant against every other,
/// rows in ranking order, columns by pairing number (the diagonal marked),
/// then points and place. A player left out of the standings (withdrawn
/// with fewer than half the games, C.06 V.4) keeps their row at the foot.
fn square_table<'a>(t: &'a Tournament, derived: &'a Derived, scroll: &Scroll) -> Element<'a, Message> {
    let computed = derived.standings(t);
    let mut numbers: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    numbers.sort_unstable();
    let mut order: Vec<(String, u32)> = computed.lines.iter().map(|l| (l.place.clone(), l.tpn)).collect();
    order.extend(
        numbers.iter().filter(|n| !computed.lines.iter().any(|l| l.tpn == **n)).map(|&n| (String::new(), n)),
    );
    let mut columns = vec![
        Col::fixed(54.0, Alignment::End),
        Col::fixed(36.0, Alignment::End),
        Col::fixed(200.0, Alignment::Start),
    ];
    columns.extend(numbers.iter().map(|_| Col::fixed(OPPONENT_WIDTH, Alignment::Center)));
    columns.push(Col::fixed(56.0, Alignment::End));
    columns.extend(computed.tiebreaks.iter().map(|_| Col::fixed(56.0, Alignment::End)));
    let mut header = vec![
        list::head(tr!("gui-col-place")),
        list::head(tr!("gui-col-tpn")),
        list::head(tr!("gui-col-name")),
    ];
    header.extend(numbers.iter().map(|n| list::head(n.to_string())));
    header.push(list::head(tr!("gui-col-total")));
    header.extend(computed.tiebreaks.iter().map(|tb| list::head(tb.code())));
    let header = list::cells(&columns, header);
    let row_columns = columns.clone();
    let undefined = tr!("standings-undefined");
    let rows = order.len();
    let row_at = move |i: usize| -> Element<'a, Message> {
        let (place, tpn) = &order[i];
        let line = computed.lines.iter().find(|l| l.tpn == *tpn);
        let mut cells = vec![
            list::cell(place.clone()),
            list::cell(tpn.to_string()),
            list::cell(derived.name(t, *tpn).to_owned()),
        ];
        cells.extend(numbers.iter().map(|&o| {
            if o == *tpn {
                list::cell("■".to_owned())
            } else {
                list::cell(crate::export::notation::square_cell(
                    t,
                    *tpn,
                    o,
                    crate::export::notation::Medium::Screen,
                ))
            }
        }));
        cells.push(list::cell(line.map(|l| l.points).unwrap_or_else(|| t.points(*tpn)).to_string()));
        cells.extend((0..computed.tiebreaks.len()).map(|k| {
            list::cell(
                line.and_then(|l| l.values.get(k).cloned().flatten()).unwrap_or_else(|| undefined.clone()),
            )
        }));
        list::striped(i, list::cells(&row_columns, cells))
    };
    let table = list::table(CROSS, header, rows, scroll, row_at, |v| Message::Scrolled(Part::CrossTable, v));
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

/// The width of a round's column of the cross table.
const ROUND_WIDTH: f32 = 64.0;

/// Player × round: opponent, colour and result of each round, in ranking
/// order. Wider than the window when there are many rounds: it then
/// scrolls sideways too, its header with it.
fn cross_table<'a>(t: &'a Tournament, derived: &'a Derived, scroll: &Scroll) -> Element<'a, Message> {
    let rounds = t.rounds_paired() as usize;
    if rounds == 0 {
        return text(tr!("gui-no-rounds")).size(theme::TEXT).into();
    }
    let computed = derived.standings(t);
    let cells = derived.cross(t);
    let name_width = 220.0;
    let mut columns = vec![
        Col::fixed(54.0, Alignment::End),
        Col::fixed(44.0, Alignment::End),
        Col::fixed(name_width, Alignment::Start),
    ];
    columns.extend((0..rounds).map(|_| Col::fixed(ROUND_WIDTH, Alignment::End)));
    columns.push(Col::fixed(56.0, Alignment::End));
    let mut header = vec![
        list::head(tr!("gui-col-place")),
        list::head(tr!("gui-col-tpn")),
        list::head(tr!("gui-col-name")),
    ];
    header.extend((1..=rounds).map(|r| list::head(tr!("gui-col-round-short", round = r))));
    header.push(list::head(tr!("gui-col-total")));
    let header = list::cells(&columns, header);
    let row_columns = columns.clone();
    let row_at = move |i: usize| -> Element<'a, Message> {
        let l = &computed.lines[i];
        let mut line =
            vec![list::cell(l.place.clone()), list::cell(l.tpn.to_string()), list::cell(l.name.clone())];
        line.extend(cells[i].iter().map(|c| list::cell(c.clone())));
        line.push(list::cell(derived.points(l.tpn).to_string()));
        list::striped(i, list::cells(&row_columns, line))
    };
    let table = list::table(CROSS, header, computed.lines.len(), scroll, row_at, |v| {
        Message::Scrolled(Part::CrossTable, v)
    });
    // The table's own width: its columns, their gaps, the row padding and
    // the vertical scroll bar.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::notation::{self, Medium};
    use crate::model::{ByeKind, Game, GameResult, Player, Round, RoundBye};

    #[test]
    fn places_are_shared_and_cells_show_opponent_colour_result() {
        let mut t = Tournament::new("T");
        for i in 1..=3 {
            t.players.push(Player::new(i, format!("P{i}")));
        }
        let mut r = Round::new(1);
        r.games.push(Game::new(2, 1, GameResult::Draw));
        r.byes.push(RoundBye { player: 3, kind: ByeKind::PairingAllocated });
        t.rounds.push(r);
        let computed = Computed::of(&t);
        let mut places: Vec<(u32, String)> =
            computed.lines.iter().map(|l| (l.tpn, l.place.clone())).collect();
        assert_eq!(places.first(), Some(&(3, "1".to_owned())));
        places.sort();
        assert_eq!(places, vec![(1, "2-3".into()), (2, "2-3".into()), (3, "1".into())]);
        assert_eq!(notation::cross_cell(&t, 1, 1, Medium::Screen), "2b ½");
        assert_eq!(notation::cross_cell(&t, 1, 2, Medium::Screen), "1w ½");
        assert_eq!(notation::cross_cell(&t, 1, 3, Medium::Screen), "U 1");
        assert_eq!(leader_of(&computed), Some(tr!("gui-standings-leader", name = "P3", points = "1.0")));
    }

    #[test]
    fn the_tiebreak_columns_follow_the_tournaments_order() {
        let mut t = crate::generator::generate(&crate::pairing::dutch::Dutch2017, 10, 3, 3)
            .unwrap_or_else(|e| panic!("{e}"));
        t.settings.tiebreaks = vec!["SB".into(), "BH-C1".into(), "WIN".into()];
        let c = Computed::of(&t);
        let headers: Vec<String> = c.tiebreaks.iter().map(|tb| tb.code()).collect();
        assert_eq!(headers, ["SB", "BH-C1", "WIN"]);
        assert!(c.lines.len() == 10 && c.lines.iter().all(|l| l.values.len() == 3));
        let table =
            crate::export::StandingsTable::current(&t).unwrap_or_else(|| panic!("three complete rounds"));
        assert_eq!(table.tiebreak_headers, headers);
        assert_eq!((table.after_round, table.rows.len(), table.points_only), (3, 10, false));
        t.settings.tiebreaks = vec!["XYZ".into()];
        let c = Computed::of(&t);
        assert!(c.error.is_some() && c.tiebreaks.is_empty());
        let table =
            crate::export::StandingsTable::current(&t).unwrap_or_else(|| panic!("three complete rounds"));
        assert!(table.points_only && table.tiebreak_headers.is_empty());
    }
}
