//! The withdrawal form the players' and the teams' dialogs share (GHR 3.2:
//! a withdrawn player or team is not paired from the round chosen on): the
//! round, the reason for the audit log, and the fields that edit them. Each
//! dialog adds its own heading, help and buttons around them.

use super::theme;
use crate::commands;
use crate::model::Tournament;
use crate::tr;
use iced::widget::{pick_list, row, text, text_input};
use iced::{Alignment, Element};
use std::fmt;

/// A withdrawal being confirmed: of whom (a player's or a team's pairing
/// number), from which round, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WithdrawForm {
    pub tpn: u32,
    pub from_round: u32,
    pub reason: String,
}

/// A round as offered in the withdrawal dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundChoice(pub u32);

impl fmt::Display for RoundChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("gui-round-label", round = self.0))
    }
}

/// What the form's fields send, in the messages of the screen showing it.
pub struct FormMessages<M> {
    /// A round chosen in "from round".
    pub round: fn(RoundChoice) -> M,
    /// The reason as typed.
    pub reason: fn(String) -> M,
    /// Enter in the reason: confirms the withdrawal.
    pub confirm: M,
}

/// The rounds the withdrawal dialog offers: those not paired yet; once
/// every planned round is paired, the round after the last (the withdrawal
/// is recorded, the games or matches already paired stand).
pub fn withdraw_rounds(t: &Tournament) -> Vec<RoundChoice> {
    let open: Vec<RoundChoice> = commands::open_rounds(t).map(RoundChoice).collect();
    if open.is_empty() { vec![RoundChoice(commands::first_open_round(t))] } else { open }
}

impl WithdrawForm {
    /// The form for `tpn`, from the first round not paired, without a reason.
    pub fn new(t: &Tournament, tpn: u32) -> WithdrawForm {
        WithdrawForm { tpn, from_round: commands::first_open_round(t), reason: String::new() }
    }

    /// Whether the round chosen is one the dialog offers (Withdraw is
    /// enabled).
    pub fn can_confirm(&self, t: &Tournament) -> bool {
        withdraw_rounds(t).contains(&RoundChoice(self.from_round))
    }

    /// The middle of a withdrawal dialog: "from round" with the rounds not
    /// yet paired (or the notice that every round is paired), then the
    /// reason for the audit log in the input `reason_id`, which confirms on
    /// Enter.
    pub fn fields<'a, M: Clone + 'a>(
        &'a self,
        t: &Tournament,
        reason_id: &'static str,
        messages: FormMessages<M>,
    ) -> [Element<'a, M>; 2] {
        let from: Element<'a, M> = if commands::open_rounds(t).next().is_none() {
            text(tr!("gui-withdraw-all-paired")).size(theme::TEXT).style(text::warning).into()
        } else {
            row![
                text(tr!("gui-withdraw-from")).size(theme::TEXT),
                pick_list(withdraw_rounds(t), Some(RoundChoice(self.from_round)), messages.round)
                    .text_size(theme::TEXT)
                    .padding(5),
            ]
            .spacing(8)
            .align_y(Alignment::Center)
            .into()
        };
        let reason = text_input(&tr!("gui-withdraw-reason"), &self.reason)
            .id(reason_id)
            .on_input(messages.reason)
            .on_submit(messages.confirm)
            .size(theme::TEXT)
            .padding(6)
            .into();
        [from, reason]
    }
}
