//! The standings screen: the ranking with the tournament's tie-breaks
//! (C.07, computed by [`crate::standings`] in the order of
//! `settings.tiebreaks`) and the cross table, both in ranking order.
//!
//! Standings are "after round K", K the last round with every result in
//! (as `swissdesk standings` does): a board without a result would count
//! as a forfeit loss. Participants still equal after every tie-break share
//! their place (`3-5`). The computation is cached per document revision.

use super::export::{self, Export};
use super::theme;
use crate::export::Document;
use crate::export::notation::{self, Medium};
use crate::model::{Points, Title, Tournament};
use crate::standings::{self as ranking, Rules, Standings, TieBreak};
use crate::tr;
use iced::widget::{button, column, container, row, scrollable, space, table, text};
use iced::{Alignment, Element, Length};
use std::cell::RefCell;
use std::rc::Rc;

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
}

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Export(Export),
}

/// The screen's own state: which part is shown, and the standings of the
/// last document revision shown.
#[derive(Debug, Clone, Default)]
pub struct State {
    part: Part,
    cache: RefCell<Option<(u64, Rc<Computed>)>>,
    /// The player whose rating card is open.
    card: Option<u32>,
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
            Message::Show(part) => self.part = part,
            Message::Export(export) => return Some(Event::Export(export)),
            Message::Card(tpn) => self.card = tpn,
        }
        None
    }

    /// The player whose rating card is open.
    pub fn card(&self) -> Option<u32> {
        self.card
    }

    /// The standings of `t` at document revision `revision` (cached).
    pub fn computed(&self, t: &Tournament, revision: u64) -> Rc<Computed> {
        let mut cache = self.cache.borrow_mut();
        match &*cache {
            Some((r, computed)) if *r == revision => Rc::clone(computed),
            _ => {
                let computed = Rc::new(Computed::of(t));
                *cache = Some((revision, Rc::clone(&computed)));
                computed
            }
        }
    }

    pub fn view<'a>(&'a self, t: &'a Tournament, revision: u64) -> Element<'a, Message> {
        let computed = self.computed(t, revision);
        let switch = row![
            button(text(tr!("gui-standings-ranking")).size(theme::TEXT))
                .padding([4, 12])
                .style(theme::tab(self.part == Part::Ranking))
                .on_press(Message::Show(Part::Ranking)),
            button(text(tr!("gui-crosstable-heading")).size(theme::TEXT))
                .padding([4, 12])
                .style(theme::tab(self.part == Part::CrossTable))
                .on_press(Message::Show(Part::CrossTable)),
        ]
        .spacing(4);
        let menu = export::menu(
            vec![
                Export::Pdf { doc: Document::Standings, round: Some(computed.after_round) },
                Export::Pdf { doc: Document::Wallchart, round: None },
                Export::Trf(crate::trf::Dialect::Trf16),
                Export::Trf(crate::trf::Dialect::Trf2026),
            ],
            Message::Export,
        );
        let heading = text(tr!("gui-standings-heading", round = computed.after_round)).size(theme::HEADING);
        let mut page =
            column![row![heading, space::horizontal(), switch, menu].spacing(12).align_y(Alignment::Center)]
                .spacing(theme::GAP);
        let paired = t.rounds_paired();
        if paired > computed.after_round {
            page = page.push(
                text(tr!("gui-standings-incomplete", round = paired, after = computed.after_round))
                    .size(theme::SMALL)
                    .style(text::secondary),
            );
        }
        if let Some(leader) = leader_of(&computed) {
            page = page.push(text(leader).size(theme::TEXT).style(text::success));
        }
        if let Some(rating) = self.card.and_then(|tpn| computed.ratings.iter().find(|r| r.tpn == tpn)) {
            page = page.push(super::rating_card::card(t, rating, Message::Card(None)));
        }
        let body = match self.part {
            Part::Ranking => ranking_view(&computed),
            Part::CrossTable => cross_table(t, &computed),
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
                    values: values(&s, r),
                    performance: rating.and_then(|x| x.performance).map(|x| x.rating),
                    change: rating.map(crate::ratings::change::change_text).unwrap_or_default(),
                }
            })
            .collect();
        Computed { after_round, tiebreaks, lines, error, ratings }
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
fn ranking_view<'a>(c: &Computed) -> Element<'a, Message> {
    let mut page = column![].spacing(theme::GAP);
    if let Some(error) = &c.error {
        page = page.push(
            text(tr!("gui-tiebreaks-invalid", error = error.clone())).size(theme::SMALL).style(text::danger),
        );
    }
    let mut columns = vec![
        table::column(head(tr!("gui-col-place")), |l: Line| cell(l.place)).align_x(Alignment::End),
        table::column(head(tr!("gui-col-tpn")), |l: Line| cell(l.tpn.to_string())).align_x(Alignment::End),
        table::column(head(tr!("gui-col-title")), |l: Line| {
            cell(l.title.map(|t| t.code().to_owned()).unwrap_or_default())
        }),
        // The name opens the player's rating card.
        table::column(head(tr!("gui-col-name")), |l: Line| {
            button(cell(l.name)).padding(0).style(theme::header_button).on_press(Message::Card(Some(l.tpn)))
        })
        .width(Length::Fill),
        table::column(head(tr!("gui-col-rating")), |l: Line| {
            cell(l.rating.map(|r| r.to_string()).unwrap_or_default())
        })
        .align_x(Alignment::End),
        table::column(head(tr!("gui-col-fed")), |l: Line| cell(l.federation)),
        table::column(head(tr!("gui-col-points")), |l: Line| cell(l.points.to_string()))
            .align_x(Alignment::End),
    ];
    let undefined = tr!("standings-undefined");
    for (i, tb) in c.tiebreaks.iter().enumerate() {
        let undefined = undefined.clone();
        columns.push(
            table::column(head(tb.code()), move |l: Line| {
                cell(l.values.get(i).cloned().flatten().unwrap_or_else(|| undefined.clone()))
            })
            .align_x(Alignment::End),
        );
    }
    columns.push(
        table::column(head(tr!("gui-col-performance")), |l: Line| {
            cell(l.performance.map(|r| r.to_string()).unwrap_or_default())
        })
        .align_x(Alignment::End),
    );
    columns.push(
        table::column(head(tr!("gui-col-rating-change")), |l: Line| cell(l.change)).align_x(Alignment::End),
    );
    page = page.push(
        container(table(columns, c.lines.clone()).padding_x(8).padding_y(4).width(Length::Fill))
            .padding(4)
            .style(theme::card),
    );
    if !c.tiebreaks.is_empty() {
        let legend: Vec<String> =
            c.tiebreaks.iter().map(|tb| format!("{}: {}", tb.code(), tb.label())).collect();
        page = page.push(
            text(tr!("gui-tiebreaks-legend", list = legend.join(" · ")))
                .size(theme::SMALL)
                .style(text::secondary),
        );
    }
    page.into()
}

/// Player × round: opponent, colour and result of each round.
fn cross_table<'a>(t: &'a Tournament, c: &Computed) -> Element<'a, Message> {
    let rounds = t.rounds_paired();
    if rounds == 0 {
        return text(tr!("gui-no-rounds")).size(theme::TEXT).into();
    }
    let mut columns = vec![
        table::column(head(tr!("gui-col-place")), |l: Line| cell(l.place)).align_x(Alignment::End),
        table::column(head(tr!("gui-col-tpn")), |l: Line| cell(l.tpn.to_string())).align_x(Alignment::End),
        table::column(head(tr!("gui-col-name")), |l: Line| cell(l.name)),
    ];
    for r in 1..=rounds {
        columns.push(
            table::column(head(tr!("gui-col-round-short", round = r)), move |l: Line| {
                cell(notation::cross_cell(t, r, l.tpn, Medium::Screen))
            })
            .align_x(Alignment::End),
        );
    }
    columns.push(
        table::column(head(tr!("gui-col-total")), move |l: Line| cell(t.points(l.tpn).to_string()))
            .align_x(Alignment::End),
    );
    container(scrollable(table(columns, c.lines.clone()).padding_x(8).padding_y(4)).horizontal().spacing(2))
        .padding(4)
        .width(Length::Fill)
        .style(theme::card)
        .into()
}

fn head<'a>(s: String) -> iced::widget::Text<'a> {
    text(s).size(theme::SMALL).style(text::secondary)
}

fn cell<'a>(s: String) -> iced::widget::Text<'a> {
    text(s).size(theme::TEXT)
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let mut t = crate::generator::generate(crate::model::PairingSystem::Dutch2017, 10, 3, 3)
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
