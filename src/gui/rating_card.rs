//! The per-player card of the standings view: what the event did to one
//! player's rating, game by game, as the FIDE Rating Regulations compute it
//! (`ratings::change`), and the performance rating.

use super::theme;
use crate::model::Tournament;
use crate::ratings::change::{GameStatus, KRule, NotRated, PlayerRating, signed};
use crate::standings::Decimal;
use crate::tr;
use iced::widget::{button, column, container, row, space, table, text};
use iced::{Alignment, Element, Length};

/// Words for why a round does not count.
pub fn not_rated_label(why: NotRated) -> String {
    match why {
        NotRated::Pending => tr!("rating-not-rated-pending"),
        NotRated::Unplayed => tr!("rating-not-rated-unplayed"),
        NotRated::ShortGame => tr!("rating-not-rated-short"),
        NotRated::OpponentUnrated => tr!("rating-not-rated-opponent"),
        NotRated::GapOf600 => tr!("rating-not-rated-gap"),
    }
}

/// Words for the rule that gave K.
pub fn k_rule_label(rule: KRule) -> String {
    match rule {
        KRule::List => tr!("rating-k-list"),
        KRule::Reached2400 => tr!("rating-k-2400"),
        KRule::Junior => tr!("rating-k-junior"),
        KRule::Under2400 => tr!("rating-k-default"),
    }
}

/// A score as a cross table shows it: 1, ½, 0.
fn score_text(score: Option<Decimal>) -> String {
    match score.map(Decimal::hundredths) {
        Some(100) => "1".into(),
        Some(50) => "½".into(),
        Some(0) => "0".into(),
        _ => "–".into(),
    }
}

/// One row of the card's table.
#[derive(Clone)]
struct Row {
    round: u32,
    opponent: String,
    rating: String,
    score: String,
    difference: String,
    expected: String,
    delta: String,
    change: String,
    note: String,
}

/// The card of `rating` (a player of `t`), with a button sending `close`.
pub fn card<'a, M: Clone + 'a>(t: &Tournament, rating: &PlayerRating, close: M) -> Element<'a, M> {
    let player = t.player(rating.tpn);
    let name = player.map(|p| p.name.clone()).unwrap_or_default();
    let title = player.and_then(|p| p.title).map(|t| format!("{} ", t.code())).unwrap_or_default();
    let rated_as = match (rating.rating, &rating.change) {
        (Some(r), Some(c)) => tr!("gui-card-rated", rating = r, k = c.k, rule = k_rule_label(c.k_rule)),
        _ => tr!("gui-card-unrated"),
    };
    let heading = row![
        text(format!("{title}{name}")).size(theme::HEADING),
        text(rated_as).size(theme::TEXT).style(text::secondary),
        space::horizontal(),
        button(text(tr!("gui-card-close")).size(theme::SMALL))
            .padding([4, 10])
            .style(theme::tool_button)
            .on_press(close),
    ]
    .spacing(theme::GAP)
    .align_y(Alignment::Center);

    let rows: Vec<Row> = rating
        .games
        .iter()
        .map(|g| {
            let opponent =
                t.player(g.opponent).map(|p| format!("{} {}", g.opponent, p.name)).unwrap_or_default();
            let mut row = Row {
                round: g.round,
                opponent,
                rating: g
                    .opponent_rating
                    .map(|r| r.to_string())
                    .unwrap_or_else(|| tr!("gui-card-unrated-short")),
                score: score_text(g.score),
                difference: String::new(),
                expected: String::new(),
                delta: String::new(),
                change: String::new(),
                note: String::new(),
            };
            match g.status {
                GameStatus::Rated { difference, expected, delta, change } => {
                    row.difference = difference.to_string();
                    row.expected = expected.to_string_with(2);
                    row.delta = signed(delta);
                    row.change = signed(change);
                }
                GameStatus::Initial => row.note = tr!("rating-counts-initial"),
                GameStatus::NotRated(why) => row.note = not_rated_label(why),
            }
            row
        })
        .collect();
    let head = |s: String| text(s).size(theme::SMALL).style(text::secondary);
    let cell = |s: String| text(s).size(theme::TEXT);
    let columns = [
        table::column(head(tr!("gui-card-round")), |r: Row| cell(r.round.to_string()))
            .align_x(Alignment::End),
        table::column(head(tr!("gui-card-opponent")), |r: Row| cell(r.opponent)).width(Length::Fill),
        table::column(head(tr!("gui-col-rating")), |r: Row| cell(r.rating)).align_x(Alignment::End),
        table::column(head(tr!("gui-card-score")), |r: Row| cell(r.score)).align_x(Alignment::Center),
        table::column(head("D".into()), |r: Row| cell(r.difference)).align_x(Alignment::End),
        table::column(head("PD".into()), |r: Row| cell(r.expected)).align_x(Alignment::End),
        table::column(head("ΔR".into()), |r: Row| cell(r.delta)).align_x(Alignment::End),
        table::column(head("K × ΔR".into()), |r: Row| cell(r.change)).align_x(Alignment::End),
        table::column(head(String::new()), |r: Row| text(r.note).size(theme::SMALL).style(text::secondary)),
    ];
    let mut body = column![heading].spacing(8);
    if rows.is_empty() {
        body = body.push(text(tr!("gui-card-no-games")).size(theme::TEXT).style(text::secondary));
    } else {
        body = body.push(table(columns, rows).padding_x(8).padding_y(3).width(Length::Fill));
    }
    for line in summary(rating) {
        body = body.push(text(line).size(theme::TEXT));
    }
    body = body.push(text(tr!("gui-card-rules")).size(theme::SMALL).style(text::secondary));
    container(body).padding(theme::PAD).width(Length::Fill).style(theme::card).into()
}

/// The totals, in words.
pub fn summary(rating: &PlayerRating) -> Vec<String> {
    let mut lines = Vec::new();
    if let (Some(own), Some(c)) = (rating.rating, &rating.change) {
        lines.push(tr!(
            "gui-card-change",
            games = c.games,
            score = c.score.to_string(),
            expected = c.expected.to_string(),
            k = c.k,
            change = signed(c.change),
            rating = own,
            new = c.new_rating
        ));
        if c.k_capped {
            lines.push(tr!("gui-card-k-capped", k = c.k, games = c.games));
        }
    }
    if let Some(initial) = &rating.initial {
        lines.push(match initial.rating {
            Some(ru) => tr!(
                "gui-card-initial",
                rating = ru,
                average = initial.average.to_string_with(2),
                games = initial.games,
                score = initial.score.to_string()
            ),
            None => tr!("gui-card-initial-zero"),
        });
        if !initial.enough_games {
            lines.push(tr!("gui-card-initial-games", games = initial.games));
        }
    }
    if let Some(p) = &rating.performance {
        lines.push(tr!(
            "gui-card-performance",
            rating = p.rating,
            average = p.average,
            games = p.games,
            score = p.score.to_string()
        ));
    }
    lines
}
