//! The standings screen: the ranking by points and the cross table.
//!
//! The order comes from the model ([`Tournament::players_by_score`]: points,
//! then pairing number). Tie-breaks come later from the standings module:
//! [`tiebreak_columns`] is where their columns go.

use super::theme;
use crate::model::{Colour, Player, Points, RoundEntry, Tournament};
use crate::tr;
use iced::widget::{button, column, container, row, scrollable, space, table, text};
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
}

/// The screen's own state: which part is shown.
#[derive(Debug, Clone, Default)]
pub struct State {
    part: Part,
}

impl State {
    pub fn new() -> State {
        State::default()
    }

    pub fn part(&self) -> Part {
        self.part
    }

    pub fn update(&mut self, message: Message) {
        match message {
            Message::Show(part) => self.part = part,
        }
    }

    pub fn view<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
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
        let heading = text(tr!("gui-standings-heading", round = t.rounds_paired())).size(theme::HEADING);
        let mut page = column![row![heading, space::horizontal(), switch].align_y(Alignment::Center)]
            .spacing(theme::GAP);
        if let Some(leader) = leader_text(t) {
            page = page.push(text(leader).size(theme::TEXT).style(text::success));
        }
        let body = match self.part {
            Part::Ranking => ranking(t),
            Part::CrossTable => cross_table(t),
        };
        page.push(body).into()
    }
}

/// One line of the standings.
#[derive(Clone, Copy, Debug)]
pub struct Line<'a> {
    /// Shared by players with equal points (until tie-breaks exist).
    pub place: usize,
    pub player: &'a Player,
    pub points: Points,
}

/// The standings in order, with places.
pub fn lines(t: &Tournament) -> Vec<Line<'_>> {
    let mut out = Vec::with_capacity(t.players.len());
    let mut place = 0;
    let mut previous = None;
    for (i, (player, points)) in t.players_by_score().into_iter().enumerate() {
        if previous != Some(points) {
            place = i + 1;
            previous = Some(points);
        }
        out.push(Line { place, player, points });
    }
    out
}

/// A tie-break column: header and value per player.
pub struct TiebreakColumn {
    pub header: String,
    pub values: Vec<(u32, String)>,
}

/// The tie-break columns of the standings.
///
/// TIE-BREAKS GO HERE: when `crate::standings` exists, compute the
/// tournament's tie-breaks (`t.settings.tiebreaks`) there and return one
/// column per code; the order of [`lines`] should then come from it too.
pub fn tiebreak_columns(_t: &Tournament) -> Vec<TiebreakColumn> {
    Vec::new()
}

/// The text shown for the leader, when anyone has points.
pub fn leader_text(t: &Tournament) -> Option<String> {
    let first = lines(t).into_iter().next()?;
    (t.rounds_paired() > 0).then(|| {
        tr!("gui-standings-leader", name = first.player.name.clone(), points = first.points.to_string())
    })
}

/// One cross-table cell: opponent, colour and result from the player's
/// side (`7w 1`, `3b ½`), or the bye (`U 1`).
pub fn cross_cell(t: &Tournament, round: u32, tpn: u32) -> String {
    match t.entry(round, tpn) {
        RoundEntry::Game { opponent, colour, result, side } => {
            let (w, b) = result.trf_codes();
            let code = match side {
                crate::model::Side::White => w,
                crate::model::Side::Black => b,
            };
            let shown = match code {
                '=' => "½".to_owned(),
                ' ' => "…".to_owned(),
                c => c.to_string(),
            };
            let c = match colour {
                Colour::White => 'w',
                Colour::Black => 'b',
            };
            format!("{opponent}{c} {shown}")
        }
        RoundEntry::Bye(kind) => {
            format!("{} {}", kind.trf_code(), short_points(kind.points(&t.settings.scoring)))
        }
        RoundEntry::Absent => String::new(),
    }
}

/// The ranking table (with the tie-break columns, once they exist).
fn ranking(t: &Tournament) -> Element<'_, Message> {
    let tiebreaks = tiebreak_columns(t);
    let mut page = column![].spacing(theme::GAP);
    if tiebreaks.is_empty() && !t.settings.tiebreaks.is_empty() {
        page = page.push(
            text(tr!("gui-tiebreaks-pending", codes = t.settings.tiebreaks.join(", ")))
                .size(theme::SMALL)
                .style(text::secondary),
        );
    }
    let mut columns = vec![
        table::column(head(tr!("gui-col-place")), |l: Line<'_>| cell(l.place.to_string()))
            .align_x(Alignment::End),
        table::column(head(tr!("gui-col-tpn")), |l: Line<'_>| cell(l.player.tpn.to_string()))
            .align_x(Alignment::End),
        table::column(head(tr!("gui-col-title")), |l: Line<'_>| {
            cell(l.player.title.map(|t| t.code().to_owned()).unwrap_or_default())
        }),
        table::column(head(tr!("gui-col-name")), |l: Line<'_>| cell(l.player.name.clone()))
            .width(Length::Fill),
        table::column(head(tr!("gui-col-rating")), |l: Line<'_>| {
            cell(l.player.rating.map(|r| r.to_string()).unwrap_or_default())
        })
        .align_x(Alignment::End),
        table::column(head(tr!("gui-col-fed")), |l: Line<'_>| cell(l.player.federation.clone())),
        table::column(head(tr!("gui-col-points")), |l: Line<'_>| cell(l.points.to_string()))
            .align_x(Alignment::End),
    ];
    for tb in tiebreaks {
        let values = tb.values;
        columns.push(
            table::column(head(tb.header), move |l: Line<'_>| {
                cell(
                    values
                        .iter()
                        .find(|(tpn, _)| *tpn == l.player.tpn)
                        .map(|(_, v)| v.clone())
                        .unwrap_or_default(),
                )
            })
            .align_x(Alignment::End),
        );
    }
    page.push(
        container(table(columns, lines(t)).padding_x(8).padding_y(4).width(Length::Fill))
            .padding(4)
            .style(theme::card),
    )
    .into()
}

/// Player × round: opponent, colour and result of each round.
fn cross_table(t: &Tournament) -> Element<'_, Message> {
    let rounds = t.rounds_paired();
    if rounds == 0 {
        return text(tr!("gui-no-rounds")).size(theme::TEXT).into();
    }
    let mut columns = vec![
        table::column(head(tr!("gui-col-place")), |l: Line<'_>| cell(l.place.to_string()))
            .align_x(Alignment::End),
        table::column(head(tr!("gui-col-tpn")), |l: Line<'_>| cell(l.player.tpn.to_string()))
            .align_x(Alignment::End),
        table::column(head(tr!("gui-col-name")), |l: Line<'_>| cell(l.player.name.clone())),
    ];
    for r in 1..=rounds {
        columns.push(
            table::column(head(tr!("gui-col-round-short", round = r)), move |l: Line<'_>| {
                cell(cross_cell(t, r, l.player.tpn))
            })
            .align_x(Alignment::End),
        );
    }
    columns.push(
        table::column(head(tr!("gui-col-total")), |l: Line<'_>| cell(l.points.to_string()))
            .align_x(Alignment::End),
    );
    container(scrollable(table(columns, lines(t)).padding_x(8).padding_y(4)).horizontal().spacing(2))
        .padding(4)
        .width(Length::Fill)
        .style(theme::card)
        .into()
}

/// Points as on a cross table: `1`, `½`, `2½`, or with a decimal when
/// the scoring needs it.
pub fn short_points(points: Points) -> String {
    let tenths = points.tenths();
    match (tenths / 10, tenths % 10) {
        (whole, 0) => whole.to_string(),
        (0, 5) => "½".to_owned(),
        (whole, 5) if whole > 0 => format!("{whole}½"),
        _ => points.to_string(),
    }
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
    use crate::model::{ByeKind, Game, GameResult, Round, RoundBye};

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
        let places: Vec<(u32, usize)> = lines(&t).iter().map(|l| (l.player.tpn, l.place)).collect();
        assert_eq!(places, vec![(3, 1), (1, 2), (2, 2)]);
        assert_eq!(cross_cell(&t, 1, 1), "2b ½");
        assert_eq!(cross_cell(&t, 1, 2), "1w ½");
        assert_eq!(cross_cell(&t, 1, 3), "U 1");
        assert_eq!(
            (short_points(Points(25)), short_points(Points(5)), short_points(Points(-5))),
            ("2½".into(), "½".into(), "-0.5".into())
        );
        assert_eq!(leader_text(&t).as_deref(), Some("Leader: P3 with 1.0 points"));
    }
}
