//! A round robin's whole schedule at once: every round of the Berger table
//! with its date, its boards (White first) and, once played, the results.
//! Rounds not yet paired come from the table (C.05 Annex 1: every round is
//! known from the start); paired ones from the tournament, so a round
//! changed by hand shows as it stands.

use super::theme;
use crate::export::notation::{self, Medium};
use crate::model::Tournament;
use crate::pairing::Pairing;
use crate::tr;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Length};

/// The scrolled schedule.
pub const SCHEDULE: &str = "round-robin-schedule";

/// One round as the schedule shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduledRound {
    pub number: u32,
    /// The round's date (`132`), if set.
    pub date: Option<String>,
    /// `1. 3 Name – 8 Name   1-0` per board, then the free player.
    pub lines: Vec<String>,
    pub paired: bool,
    pub published: bool,
}

/// Every round of the schedule, or the reason there is none (numbers not
/// 1 … n, fewer than three participants).
pub fn rounds(t: &Tournament) -> Result<Vec<ScheduledRound>, String> {
    let schedule = crate::roundrobin::schedule(t).map_err(|e| e.to_string())?;
    let name = |tpn: u32| match t.player(tpn) {
        Some(p) => format!("{tpn} {}", p.name),
        None => tpn.to_string(),
    };
    Ok((1..=schedule.total_rounds())
        .map(|number| {
            let recorded = t.round(number).filter(|r| r.is_paired());
            let pairing = match recorded {
                Some(_) => crate::pairing::recorded_pairing(t, number),
                None => schedule.round(number).unwrap_or_else(Pairing::default),
            };
            let mut lines: Vec<String> = pairing
                .boards
                .iter()
                .enumerate()
                .map(|(i, b)| {
                    let result = recorded
                        .and_then(|r| r.games.get(i))
                        .filter(|g| !g.result.is_pending())
                        .map(|g| format!("   {}", notation::result(g.result, Medium::Screen)))
                        .unwrap_or_default();
                    format!("{}. {} – {}{result}", i + 1, name(b.white), name(b.black))
                })
                .collect();
            if let Some(free) = pairing.bye {
                lines.push(tr!("gui-schedule-free", player = name(free)));
            }
            let date = t.event.round_dates.get(number as usize - 1).copied().flatten();
            ScheduledRound {
                number,
                date: date.map(|d| d.format("%Y-%m-%d").to_string()),
                lines,
                paired: recorded.is_some(),
                published: recorded.is_some_and(|r| r.published),
            }
        })
        .collect())
}

/// The schedule: round cards in rows of three, scrolled.
pub fn view<'a, M: 'a>(t: &Tournament) -> Element<'a, M> {
    let rounds = match rounds(t) {
        Ok(rounds) => rounds,
        Err(reason) => return text(reason).size(theme::TEXT).style(theme::hint).into(),
    };
    let card = |r: &ScheduledRound| -> Element<'a, M> {
        let state = if r.published {
            tr!("gui-published")
        } else if r.paired {
            tr!("gui-schedule-paired")
        } else {
            tr!("gui-schedule-planned")
        };
        let heading = match &r.date {
            Some(date) => tr!("gui-schedule-round-date", round = r.number, date = date.clone()),
            None => tr!("gui-round-label", round = r.number),
        };
        let mut body = column![
            row![text(heading).size(theme::TEXT), text(state).size(theme::SMALL).style(theme::hint)]
                .spacing(8)
        ]
        .spacing(2);
        for line in &r.lines {
            body = body.push(text(line.clone()).size(theme::SMALL));
        }
        container(body).padding(8).width(Length::Fill).style(theme::card).into()
    };
    let mut grid = column![].spacing(theme::GAP);
    for chunk in rounds.chunks(3) {
        let mut line = row![].spacing(theme::GAP);
        for r in chunk {
            line = line.push(container(card(r)).width(Length::FillPortion(1)));
        }
        for _ in chunk.len()..3 {
            line = line.push(container(text("")).width(Length::FillPortion(1)));
        }
        grid = grid.push(line);
    }
    scrollable(grid.padding(iced::Padding { right: 14.0, ..iced::Padding::ZERO }))
        .id(SCHEDULE)
        .height(Length::Fill)
        .into()
}
