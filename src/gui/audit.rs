//! The audit log screen: every change made to the tournament, newest
//! first: when (with the UTC offset), what (the action), who (the
//! arbiter), which round, before and after, the reason and the rules
//! checker's findings of overrides. Filters by round, arbiter and text
//! ([`AuditFilter`]); "Export as text" writes [`audit::to_text`] of the
//! same filter, "Export as PDF" the printout of it.

use super::export::Export;
use super::theme;
use crate::audit::{self, AuditFilter};
use crate::model::{AuditAction, AuditEntry, Tournament};
use crate::tr;
use iced::widget::{Row, button, column, container, pick_list, row, scrollable, space, text, text_input};
use iced::{Alignment, Element, Length};
use std::fmt;

/// Widget ids of the filter inputs.
pub const ACTOR_INPUT: &str = "audit-actor";
pub const TEXT_INPUT: &str = "audit-text";
/// The scrolled list of entries.
pub const LIST: &str = "audit-list";

/// At most this many entries are shown (the export has them all).
pub const SHOWN: usize = 200;

/// The round filter as shown in the pick list (`None`: every entry).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundChoice(pub Option<u32>);

impl fmt::Display for RoundChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(round) => f.write_str(&tr!("gui-round-label", round = round)),
            None => f.write_str(&tr!("gui-audit-all-rounds")),
        }
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    Round(RoundChoice),
    Actor(String),
    Text(String),
    ClearFilter,
    ExportText,
    ExportPdf,
    /// Shows every line of entry `index` (its place in the log), or folds it again.
    Unfold(usize),
    Scrolled(iced::widget::scrollable::Viewport),
}

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Export(Export),
}

#[derive(Debug, Clone, Default)]
pub struct State {
    round: Option<u32>,
    actor: String,
    text: String,
    /// Entries (by place in the log) shown with every line.
    unfolded: std::collections::BTreeSet<usize>,
    /// Where the list is scrolled.
    offset: f32,
}

/// A detail longer than this many lines (a pairing of a large round) is
/// folded to its first lines until the arbiter asks for all of them.
pub const FOLDED_LINES: usize = 6;

impl State {
    pub fn new() -> State {
        State::default()
    }

    /// The filter the inputs describe.
    pub fn filter(&self) -> AuditFilter {
        let some = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        AuditFilter { round: self.round, action: None, actor: some(&self.actor), text: some(&self.text) }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Round(choice) => self.round = choice.0,
            Message::Actor(value) => self.actor = value,
            Message::Text(value) => self.text = value,
            Message::ClearFilter => *self = State::default(),
            Message::Scrolled(viewport) => self.offset = viewport.absolute_offset().y,
            Message::Unfold(index) => {
                if !self.unfolded.remove(&index) {
                    self.unfolded.insert(index);
                }
            }
            Message::ExportText => return Some(Event::Export(Export::AuditText(self.filter()))),
            Message::ExportPdf => return Some(Event::Export(Export::AuditPdf(self.filter()))),
        }
        None
    }

    /// The entries the filter lets through, newest first.
    pub fn entries<'a>(&self, t: &'a Tournament) -> Vec<&'a AuditEntry> {
        self.indexed_entries(t).into_iter().map(|(_, e)| e).collect()
    }

    /// [`State::entries`] with each entry's place in the log.
    fn indexed_entries<'a>(&self, t: &'a Tournament) -> Vec<(usize, &'a AuditEntry)> {
        let filter = self.filter();
        t.audit.iter().enumerate().rev().filter(|(_, e)| filter.matches(e)).collect()
    }

    pub fn view<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        let rounds: Vec<RoundChoice> = std::iter::once(RoundChoice(None))
            .chain((1..=t.rounds.iter().map(|r| r.number).max().unwrap_or(0)).map(|r| RoundChoice(Some(r))))
            .collect();
        let filters = row![
            pick_list(rounds, Some(RoundChoice(self.round)), Message::Round)
                .text_size(theme::TEXT)
                .padding(5)
                .width(Length::Fixed(150.0)),
            text_input(&tr!("gui-audit-actor-placeholder"), &self.actor)
                .id(ACTOR_INPUT)
                .on_input(Message::Actor)
                .size(theme::TEXT)
                .padding(5)
                .width(Length::Fixed(180.0)),
            text_input(&tr!("gui-audit-text-placeholder"), &self.text)
                .id(TEXT_INPUT)
                .on_input(Message::Text)
                .size(theme::TEXT)
                .padding(5)
                .width(Length::Fill),
            button(text(tr!("gui-audit-clear-filter")).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([5, 10])
                .style(theme::tool_button)
                .on_press(Message::ClearFilter),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let exports = row![
            button(text(tr!("gui-export-audit-text")).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([5, 10])
                .style(theme::tool_button)
                .on_press(Message::ExportText),
            button(text(tr!("gui-export-audit-pdf")).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([5, 10])
                .style(theme::tool_button)
                .on_press(Message::ExportPdf),
        ]
        .spacing(8);

        let entries = self.indexed_entries(t);
        let count = text(tr!("gui-audit-count", shown = entries.len().min(SHOWN), total = entries.len()))
            .size(theme::SMALL)
            .style(theme::hint);
        let heading =
            row![container(text(tr!("gui-audit-heading")).size(theme::HEADING)).width(Length::Fill), exports]
                .spacing(8)
                .align_y(Alignment::Center);
        let page = column![heading, filters, count].spacing(8).height(Length::Fill);
        if t.audit.is_empty() {
            return page.push(text(tr!("gui-audit-empty")).size(theme::TEXT).style(theme::hint)).into();
        }
        let mut list = column![].spacing(6).padding(iced::Padding { right: 14.0, ..iced::Padding::ZERO });
        for (index, e) in entries.into_iter().take(SHOWN) {
            list = list.push(entry_view(index, e, self.unfolded.contains(&index)));
        }
        page.push(scrollable(list).id(LIST).on_scroll(Message::Scrolled).height(Length::Fill)).into()
    }

    /// Where the list is scrolled (the view opens there again).
    pub fn offset(&self) -> f32 {
        self.offset
    }
}

/// One entry: a summary line, then what changed and why; a long detail
/// folded unless `unfolded`.
fn entry_view(index: usize, e: &AuditEntry, unfolded: bool) -> Element<'_, Message> {
    let overridden = matches!(e.action, AuditAction::OverridePairing | AuditAction::CorrectPublishedPairing);
    let label = text(audit::action_label(&e.action)).size(theme::TEXT);
    let mut summary = row![
        text(audit::time_text(e)).size(theme::SMALL).style(text::secondary).width(Length::Fixed(200.0)),
        if overridden { label.style(text::warning) } else { label },
        space::horizontal(),
    ]
    .spacing(12)
    .align_y(Alignment::Center);
    if let Some(round) = e.round {
        summary = summary.push(text(tr!("gui-round-label", round = round)).size(theme::SMALL));
    }
    summary = summary.push(text(e.actor.as_str()).size(theme::SMALL).style(text::secondary));

    let mut body = column![summary].spacing(3);
    let mut folded = false;
    for (label, value) in audit::details(e) {
        let lines = value.lines().count();
        if lines > FOLDED_LINES && !unfolded {
            folded = true;
            let head: Vec<&str> = value.lines().take(FOLDED_LINES).collect();
            body = body.push(detail(label, format!("{}\n…", head.join("\n"))));
        } else {
            body = body.push(detail(label, value));
        }
    }
    if folded || unfolded {
        let label = if unfolded { tr!("gui-audit-fold") } else { tr!("gui-audit-unfold") };
        body = body.push(
            row![
                space().width(Length::Fixed(98.0)),
                button(text(label).size(theme::SMALL))
                    .padding([1, 8])
                    .style(theme::tool_button)
                    .on_press(Message::Unfold(index)),
            ]
            .align_y(Alignment::Center),
        );
    }
    container(body).padding([6, 10]).width(Length::Fill).style(theme::card).into()
}

/// A labelled line of an entry.
fn detail<'a>(label: String, value: String) -> Row<'a, Message> {
    row![
        text(label).size(theme::SMALL).style(text::secondary).width(Length::Fixed(90.0)),
        text(value).size(theme::SMALL).width(Length::Fill),
    ]
    .spacing(8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{Command, apply};
    use crate::model::Player;

    #[test]
    fn the_filter_follows_the_inputs() {
        let mut t = Tournament::new("Audit");
        for i in 1..=3 {
            assert!(apply(&mut t, Command::AddPlayer(Player::new(i, format!("Player {i}"))), "Anna").is_ok());
        }
        assert!(apply(&mut t, Command::Withdraw { tpn: 2, from_round: 3, reason: None }, "Boris").is_ok());
        let mut s = State::new();
        assert_eq!(s.entries(&t).len(), 4);
        assert_eq!(s.entries(&t).first().map(|e| e.actor.as_str()), Some("Boris"), "newest first");
        s.update(Message::Actor(" anna ".into()));
        assert_eq!(s.entries(&t).len(), 3);
        s.update(Message::Text("player 2".into()));
        assert_eq!(s.entries(&t).len(), 1);
        s.update(Message::ClearFilter);
        s.update(Message::Round(RoundChoice(Some(3))));
        assert_eq!(s.entries(&t).len(), 1);
        match s.update(Message::ExportText) {
            Some(Event::Export(Export::AuditText(filter))) => assert_eq!(filter.round, Some(3)),
            other => panic!("expected the text export, got {other:?}"),
        }
        match s.update(Message::ExportPdf) {
            Some(Event::Export(Export::AuditPdf(filter))) => assert_eq!(filter.round, Some(3)),
            other => panic!("expected the PDF export, got {other:?}"),
        }
    }
}
