//! FIDE mode on the tournament view (`crate::fidemode`): the card that says
//! whether the event is rated and in FIDE mode, the controls that turn it
//! on or mark the event not rated, and the dialog that leaves FIDE mode
//! with a reason. Every change is a `Command::EditSettings` the app applies
//! (audit log, undo); a refusal comes back as the command's error.

use super::theme;
use super::widgets::{self, card};
use crate::commands::Command;
use crate::model::{FideMode, Tournament};
use crate::tr;
use iced::widget::{button, column, row, text, text_input};
use iced::{Alignment, Element};

/// Widget id of the reason input of the leave dialog.
pub const REASON_INPUT: &str = "fide-mode-reason";

/// A new event (New, or the empty one at start): FIDE mode on. TEC asks that FIDE mode be the
/// default of a tournament program (C.02.03 §7; issue 33: "on by default
/// for events marked rated"), and an event created at the desk is taken to
/// be one for rating until the arbiter says otherwise ("Not a rated event",
/// open until round 1 is paired). Files from older versions and imported
/// TRF keep what they say (the model's default, not rated): their arbiter
/// never answered the question.
pub fn new_event() -> Tournament {
    let mut t = Tournament::new(tr!("gui-new-tournament"));
    t.settings.fide_mode = FideMode::On;
    t
}

#[derive(Debug, Clone)]
pub enum Message {
    /// Rated, in FIDE mode (from not rated, or back after leaving it).
    TurnOn,
    /// Not an event for FIDE rating (before round 1 only).
    NotRated,
    /// Opens the leave dialog.
    Leave,
    Reason(String),
    ConfirmLeave,
    Cancel,
}

/// What the app must do for the card.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// Apply this command (audit log, undo).
    Apply(Box<Command>),
    /// Put the keyboard in this input (the dialog's reason when it opens).
    Focus(&'static str),
}

/// The leave dialog's reason while it is open.
#[derive(Debug, Clone, Default)]
pub struct State {
    leaving: Option<String>,
}

impl State {
    /// Whether the leave dialog is open.
    pub fn is_leaving(&self) -> bool {
        self.leaving.is_some()
    }

    /// Closes the dialog (Escape).
    pub fn close(&mut self) {
        self.leaving = None;
    }

    /// The command to apply or the input to focus, if any.
    pub fn update(&mut self, message: Message, t: &Tournament) -> Option<Event> {
        match message {
            Message::TurnOn => Some(Event::Apply(Box::new(set(t, FideMode::On)))),
            Message::NotRated => Some(Event::Apply(Box::new(set(t, FideMode::NotRated)))),
            Message::Leave => {
                self.leaving = Some(String::new());
                Some(Event::Focus(REASON_INPUT))
            }
            Message::Reason(reason) => {
                if let Some(leaving) = &mut self.leaving {
                    *leaving = reason;
                }
                None
            }
            Message::ConfirmLeave => {
                // The dialog asks for a reason before it sends anything (the
                // command refuses a blank one too: `fidemode::refuse`).
                let reason = self.leaving.as_deref().map(str::trim).filter(|r| !r.is_empty())?.to_owned();
                self.leaving = None;
                Some(Event::Apply(Box::new(set(t, FideMode::Left { reason }))))
            }
            Message::Cancel => {
                self.leaving = None;
                None
            }
        }
    }

    /// The card: the state in words, what FIDE mode refuses, the controls.
    pub fn card<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        let mode = &t.settings.fide_mode;
        let state = match mode {
            FideMode::NotRated => text(tr!("gui-fidemode-state-not-rated")).style(text::secondary),
            FideMode::On => text(tr!("gui-fidemode-state-on")).style(text::success),
            FideMode::Left { reason } => {
                text(tr!("gui-fidemode-state-left", reason = reason.as_str())).style(text::warning)
            }
        };
        let control =
            |label: String, message: Message, style: fn(&iced::Theme, button::Status) -> button::Style| {
                button(text(label).size(theme::TEXT)).padding([6, 14]).style(style).on_press(message)
            };
        let mut buttons = row![].spacing(8).align_y(Alignment::Center);
        match mode {
            FideMode::On => {
                buttons = buttons.push(control(tr!("gui-fidemode-leave"), Message::Leave, theme::tool_button))
            }
            FideMode::NotRated | FideMode::Left { .. } => {
                buttons = buttons.push(control(tr!("gui-fidemode-turn-on"), Message::TurnOn, button::primary))
            }
        }
        // Whether the event is rated is settled when round 1 is paired.
        if !mode.is_not_rated() && t.rounds_paired() == 0 {
            buttons =
                buttons.push(control(tr!("gui-fidemode-not-rated"), Message::NotRated, theme::tool_button));
        }
        card(
            tr!("fide-mode-field"),
            column![
                state.size(theme::TEXT),
                text(tr!("gui-fidemode-help")).size(theme::SMALL).style(theme::hint),
                buttons.wrap().vertical_spacing(6),
            ]
            .spacing(8)
            .into(),
        )
    }

    /// The leave dialog, while it is open.
    pub fn dialog(&self) -> Option<Element<'_, Message>> {
        let reason = self.leaving.as_ref()?;
        let ready = !reason.trim().is_empty();
        Some(
            column![
                text(tr!("gui-fidemode-leave-title")).size(theme::HEADING),
                text(tr!("gui-fidemode-leave-text")).size(theme::TEXT),
                text_input(&tr!("gui-fidemode-reason-placeholder"), reason)
                    .id(REASON_INPUT)
                    .on_input(Message::Reason)
                    .on_submit(Message::ConfirmLeave)
                    .size(theme::TEXT)
                    .padding(6),
                text(tr!("fide-mode-reason-required")).size(theme::SMALL).style(if ready {
                    theme::hint
                } else {
                    text::warning
                }),
                widgets::dialog_actions(
                    button(text(tr!("gui-fidemode-leave-confirm")).size(theme::TEXT))
                        .padding([6, 14])
                        .style(button::danger)
                        .on_press_maybe(ready.then_some(Message::ConfirmLeave))
                        .into(),
                    Message::Cancel,
                ),
            ]
            .spacing(12)
            .into(),
        )
    }
}

/// The settings with FIDE mode set to `mode`, the rest as they are (the
/// form's drafts are not applied by it).
fn set(t: &Tournament, mode: FideMode) -> Command {
    Command::EditSettings(crate::model::TournamentSettings { fide_mode: mode, ..t.settings.clone() })
}

/// The tool bar's sign: on, or left (with no sign for an event not rated).
pub fn badge<'a, M: 'a>(mode: &FideMode) -> Option<Element<'a, M>> {
    let (label, on) = match mode {
        FideMode::NotRated => return None,
        FideMode::On => (tr!("gui-fidemode-badge-on"), true),
        FideMode::Left { .. } => (tr!("gui-fidemode-badge-left"), false),
    };
    Some(
        iced::widget::container(text(label).size(theme::SMALL).wrapping(text::Wrapping::None))
            .padding([3, 8])
            .style(theme::badge(on))
            .into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaving_needs_a_reason_and_keeps_the_other_settings() {
        let mut t = Tournament::new("Open");
        t.settings.fide_mode = FideMode::On;
        t.settings.rounds_planned = 7;
        let mut state = State::default();
        assert_eq!(state.update(Message::Leave, &t), Some(Event::Focus(REASON_INPUT)));
        assert!(state.is_leaving());
        state.update(Message::Reason("   ".into()), &t);
        assert!(state.update(Message::ConfirmLeave, &t).is_none(), "a blank reason sends nothing");
        assert!(state.is_leaving(), "and the dialog stays");
        state.update(Message::Reason(" Club rules: football scoring ".into()), &t);
        let command = match state.update(Message::ConfirmLeave, &t) {
            Some(Event::Apply(command)) => *command,
            other => panic!("expected a command, got {other:?}"),
        };
        match command {
            Command::EditSettings(s) => {
                assert_eq!(s.fide_mode, FideMode::Left { reason: "Club rules: football scoring".into() });
                assert_eq!(s.rounds_planned, 7);
            }
            other => panic!("expected EditSettings, got {other:?}"),
        }
        assert!(!state.is_leaving());
    }
}
