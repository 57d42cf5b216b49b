//! "These players have not played for two rounds or more": asked before the
//! next round is paired. Each is kept (paired as usual) unless the arbiter
//! ticks "withdraw"; withdrawal is the arbiter's decision (General Handling
//! Rules 2026, art. 4; see `commands::long_absences`).

use super::{theme, widgets};
use crate::commands::LongAbsence;
use crate::model::Tournament;
use crate::tr;
use iced::widget::{button, checkbox, column, row, scrollable, text};
use iced::{Alignment, Element, Length};
use std::collections::BTreeSet;

/// The question, while it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The round about to be paired.
    pub round: u32,
    /// Who has been absent, with their names.
    players: Vec<(LongAbsence, String)>,
    /// The players ticked to be withdrawn.
    withdraw: BTreeSet<u32>,
}

#[derive(Clone, Debug)]
pub enum Message {
    /// "Withdraw" ticked or cleared for a player.
    Withdraw(u32, bool),
    /// Withdraw the ticked players, keep the others, and pair.
    Pair,
    Cancel,
}

/// What the app does with an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Withdraw these players from the round, then pair it.
    Pair {
        round: u32,
        withdraw: Vec<LongAbsence>,
    },
    Cancel,
}

impl Question {
    /// The question before pairing `round` of `t`, if anyone has been away.
    pub fn before_pairing(t: &Tournament, round: u32) -> Option<Question> {
        let players: Vec<(LongAbsence, String)> = crate::commands::long_absences(t, round)
            .into_iter()
            .map(|a| (a, t.player(a.tpn).map(|p| p.name.clone()).unwrap_or_default()))
            .collect();
        (!players.is_empty()).then_some(Question { round, players, withdraw: BTreeSet::new() })
    }

    /// Applies a message; an answer ends the question.
    pub fn update(&mut self, message: Message) -> Option<Answer> {
        match message {
            Message::Withdraw(tpn, true) => {
                self.withdraw.insert(tpn);
                None
            }
            Message::Withdraw(tpn, false) => {
                self.withdraw.remove(&tpn);
                None
            }
            Message::Pair => Some(Answer::Pair {
                round: self.round,
                withdraw: self
                    .players
                    .iter()
                    .map(|(a, _)| *a)
                    .filter(|a| self.withdraw.contains(&a.tpn))
                    .collect(),
            }),
            Message::Cancel => Some(Answer::Cancel),
        }
    }

    pub fn view(&self) -> Element<'_, Message> {
        let mut list = column![].spacing(6);
        for (absence, name) in &self.players {
            let tpn = absence.tpn;
            list = list.push(
                row![
                    text(format!("{tpn:>4}")).size(theme::TEXT).width(Length::Fixed(44.0)),
                    text(name.as_str()).size(theme::TEXT).width(Length::Fill),
                    text(tr!("gui-absent-rounds", rounds = absence.rounds)).size(theme::SMALL),
                    checkbox(self.withdraw.contains(&tpn))
                        .label(tr!("gui-absent-withdraw"))
                        .on_toggle(move |on| Message::Withdraw(tpn, on)),
                ]
                .spacing(12)
                .align_y(Alignment::Center),
            );
        }
        let withdrawing = self.withdraw.len();
        let pair_label = if withdrawing == 0 {
            tr!("gui-absent-pair-all", round = self.round)
        } else {
            tr!("gui-absent-pair-withdrawing", round = self.round, count = withdrawing)
        };
        column![
            text(tr!("gui-absent-title", round = self.round)).size(theme::HEADING),
            text(tr!("gui-absent-explain")).size(theme::TEXT),
            scrollable(list).height(Length::Shrink).spacing(2),
            widgets::dialog_actions(
                button(text(pair_label).size(theme::TEXT))
                    .padding([6, 14])
                    .style(button::primary)
                    .on_press(Message::Pair)
                    .into(),
                Message::Cancel,
            ),
        ]
        .spacing(14)
        .into()
    }
}
