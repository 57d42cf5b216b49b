//! The audit log screen: every change made to the tournament, newest
//! first: when (with the UTC offset), what (the action), who (the
//! arbiter), which round, before and after, the reason and the rules
//! checker's findings of overrides. Filters by round, arbiter and text
//! ([`AuditFilter`]); "Export as text" writes [`audit::to_text`] of the
//! same filter, "Export as PDF" the printout of it.
//!
//! The list is virtualised like the other long lists ([`list`]): every
//! line of an entry is one line high (long lines are broken at words
//! before they are shown, never by the layout), so each entry's height is
//! known before it is built, and only the entries in view are built.

use super::export::Export;
use super::list::Scroll;
use super::theme;
use crate::audit::{self, AuditFilter};
use crate::model::{AuditAction, AuditEntry, Tournament};
use crate::tr;
use iced::widget::{
    Column, Row, button, column, container, pick_list, row, scrollable, space, text, text_input,
};
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
    scroll: Scroll,
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
            Message::Scrolled(viewport) => self.scroll.scrolled(viewport),
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
        let shown: Vec<Shown<'_>> = entries
            .into_iter()
            .take(SHOWN)
            .map(|(index, e)| Shown::of(index, e, self.unfolded.contains(&index)))
            .collect();
        let mut list =
            Column::new().width(Length::Fill).padding(iced::Padding { right: 14.0, ..iced::Padding::ZERO });
        let (range, above, below) = in_view(&shown, &self.scroll);
        list = list.push(space().height(Length::Fixed(above)));
        for entry in shown.into_iter().skip(range.start).take(range.len()) {
            list = list.push(entry.view());
        }
        list = list.push(space().height(Length::Fixed(below)));
        page.push(scrollable(list).id(LIST).on_scroll(Message::Scrolled).height(Length::Fill)).into()
    }

    /// Where the list is scrolled (the view opens there again).
    pub fn offset(&self) -> f32 {
        self.scroll.offset
    }
}

/// The height of a line of an entry's details (a one-line text at
/// [`theme::SMALL`], in iced's default line height), and of its summary.
const LINE: f32 = theme::SMALL * 1.3;
const SUMMARY: f32 = theme::TEXT * 1.3;
/// The fold button: a line and its padding.
const BUTTON: f32 = LINE + 2.0;
/// Space inside a card above and below, between its rows, and between cards.
const PAD: f32 = 6.0;
const SPACING: f32 = 3.0;
const GAP: f32 = 6.0;
/// Details are broken into lines of at most this many characters, which
/// fit the narrowest window (1024 pixels) in the app's font.
const WRAP: usize = 90;
/// Entries built beyond those in view, in pixels above and below.
const OVERSCAN: f32 = 400.0;

/// An entry as shown: its details with their lines broken and a long one
/// folded, and the height that gives.
struct Shown<'a> {
    index: usize,
    entry: &'a AuditEntry,
    details: Vec<(String, String)>,
    /// `None`: nothing to fold; else whether it is unfolded now.
    fold: Option<bool>,
    height: f32,
}

impl<'a> Shown<'a> {
    fn of(index: usize, entry: &'a AuditEntry, unfolded: bool) -> Shown<'a> {
        let mut folded = false;
        let mut lines = 0;
        let details: Vec<(String, String)> = audit::details(entry)
            .into_iter()
            .map(|(label, value)| {
                let mut broken: Vec<String> = value
                    .lines()
                    .flat_map(|line| textwrap::wrap(line, WRAP))
                    .map(|l| l.into_owned())
                    .collect();
                if broken.len() > FOLDED_LINES && !unfolded {
                    folded = true;
                    broken = fold(broken);
                }
                lines += broken.len().max(1);
                (label, broken.join("\n"))
            })
            .collect();
        let fold = (folded || unfolded).then_some(unfolded);
        let height = 2.0 * PAD
            + SUMMARY
            + details.len() as f32 * SPACING
            + lines as f32 * LINE
            + fold.map_or(0.0, |_| SPACING + BUTTON);
        Shown { index, entry, details, fold, height }
    }

    /// The card: a summary line, then what changed and why.
    fn view(self) -> Element<'a, Message> {
        let e = self.entry;
        let overridden =
            matches!(e.action, AuditAction::OverridePairing | AuditAction::CorrectPublishedPairing);
        let label = text(audit::action_label(&e.action)).size(theme::TEXT).wrapping(text::Wrapping::None);
        let mut summary = row![
            text(audit::time_text(e)).size(theme::SMALL).style(text::secondary).width(Length::Fixed(200.0)),
            if overridden { label.style(text::warning) } else { label },
            space::horizontal(),
        ]
        .spacing(12)
        .height(Length::Fixed(SUMMARY))
        .align_y(Alignment::Center);
        if let Some(round) = e.round {
            summary = summary.push(text(tr!("gui-round-label", round = round)).size(theme::SMALL));
        }
        summary = summary.push(text(e.actor.as_str()).size(theme::SMALL).style(text::secondary));

        let mut body = column![summary].spacing(SPACING);
        for (label, value) in self.details {
            body = body.push(detail(label, value));
        }
        if let Some(unfolded) = self.fold {
            let label = if unfolded { tr!("gui-audit-fold") } else { tr!("gui-audit-unfold") };
            body = body.push(
                row![
                    // Under the values, after the labels' column.
                    space().width(Length::Fixed(LABEL + LABEL_GAP)),
                    button(text(label).size(theme::SMALL))
                        .padding([1, 8])
                        .height(Length::Fixed(BUTTON))
                        .style(theme::tool_button)
                        .on_press(Message::Unfold(self.index)),
                ]
                .align_y(Alignment::Center),
            );
        }
        let card = container(body)
            .padding([PAD, 10.0])
            .width(Length::Fill)
            .height(Length::Fixed(self.height))
            .clip(true)
            .style(theme::card);
        container(card).padding(iced::Padding { bottom: GAP, ..iced::Padding::ZERO }).into()
    }
}

/// The lines a folded detail shows: every changed board or bye (a line
/// with the change mark `◀`, whatever the language of the entry), then
/// the first other lines up to [`FOLDED_LINES`], in their order, and a last
/// line saying how many are left out.
fn fold(lines: Vec<String>) -> Vec<String> {
    let changed = lines.iter().filter(|l| l.contains(CHANGE_MARK)).count();
    let mut others = FOLDED_LINES.saturating_sub(changed);
    let total = lines.len();
    let mut kept: Vec<String> = lines
        .into_iter()
        .filter(|l| {
            let keep = l.contains(CHANGE_MARK) || others > 0;
            if keep && !l.contains(CHANGE_MARK) {
                others -= 1;
            }
            keep
        })
        .collect();
    let hidden = total - kept.len();
    if hidden > 0 {
        kept.push(tr!("gui-audit-hidden-lines", count = hidden));
    }
    kept
}

/// The mark the log puts after a changed board (`audit-changed-mark` in
/// every language starts with it).
const CHANGE_MARK: char = '◀';

/// Which of `shown` to build for the list's view: their range, and the
/// space above and below them that stands for the others.
fn in_view(shown: &[Shown<'_>], scroll: &Scroll) -> (std::ops::Range<usize>, f32, f32) {
    let (from, to) = (scroll.offset - OVERSCAN, scroll.offset + scroll.height + OVERSCAN);
    let (mut above, mut built, mut range) = (0.0, 0.0, 0..0);
    let mut top = 0.0;
    for (i, entry) in shown.iter().enumerate() {
        let bottom = top + entry.height + GAP;
        if bottom < from {
            above = bottom;
            range = i + 1..i + 1;
        } else if top <= to {
            built += entry.height + GAP;
            range.end = i + 1;
        }
        top = bottom;
    }
    (range, above, top - above - built)
}

/// The width of the labels before an entry's details: the longest one,
/// "следующие туры" (later rounds, 118 px), with room to spare. At 100 px
/// the Spanish, French, Russian and German ones ran into their values.
const LABEL: f32 = 124.0;
/// Between a label and its value.
const LABEL_GAP: f32 = 8.0;

/// A labelled line of an entry.
fn detail<'a>(label: String, value: String) -> Row<'a, Message> {
    row![
        text(label)
            .size(theme::SMALL)
            .style(text::secondary)
            .wrapping(text::Wrapping::None)
            .width(Length::Fixed(LABEL)),
        text(value).size(theme::SMALL).wrapping(text::Wrapping::None).width(Length::Fill),
    ]
    .spacing(LABEL_GAP)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{Command, apply};
    use crate::model::Player;

    #[test]
    fn only_the_entries_in_view_are_built_and_space_stands_for_the_rest() {
        let mut t = Tournament::new("Audit");
        for i in 1..=150 {
            assert!(apply(&mut t, Command::AddPlayer(Player::new(i, format!("Player {i}"))), "Anna").is_ok());
        }
        let shown: Vec<Shown<'_>> = t.audit.iter().enumerate().map(|(i, e)| Shown::of(i, e, false)).collect();
        let total: f32 = shown.iter().map(|s| s.height + GAP).sum();
        let scroll = Scroll { offset: total / 2.0, height: 600.0 };
        let (range, above, below) = in_view(&shown, &scroll);
        let built: f32 = shown[range.clone()].iter().map(|s| s.height + GAP).sum();
        assert!((above + built + below - total).abs() < 0.01, "the list keeps its whole height");
        assert!(
            above <= scroll.offset && above + built >= scroll.offset + scroll.height,
            "the view is built"
        );
        assert!(range.len() < shown.len() / 3, "{range:?} of {}", shown.len());
    }

    #[test]
    fn a_long_detail_is_broken_at_words_and_folded() {
        let mut t = Tournament::new("Audit");
        assert!(apply(&mut t, Command::AddPlayer(Player::new(1, "Player 1")), "Anna").is_ok());
        let mut entry = t.audit[0].clone();
        entry.reason = Some("word ".repeat(200));
        let folded = Shown::of(0, &entry, false);
        let (_, reason) = folded.details.last().cloned().unwrap_or_default();
        // 1,000 characters in lines of at most WRAP: more than FOLDED_LINES
        // lines, so the first ones and an ellipsis line.
        assert_eq!(reason.lines().count(), FOLDED_LINES + 1);
        assert!(reason.lines().all(|l| l.chars().count() <= WRAP));
        assert_eq!(folded.fold, Some(false));
        let unfolded = Shown::of(0, &entry, true);
        assert!(unfolded.height > folded.height);
    }

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

    #[test]
    fn a_folded_pairing_still_shows_every_changed_board() {
        let lines: Vec<String> = (1..=20)
            .map(|b| {
                if [3, 17, 19].contains(&b) {
                    format!("Board {b} · A – B  ◀ changed")
                } else {
                    format!("Board {b} · C – D")
                }
            })
            .collect();
        let folded = fold(lines);
        let changed: Vec<&String> = folded.iter().filter(|l| l.contains(CHANGE_MARK)).collect();
        assert_eq!(changed.len(), 3, "{folded:?}");
        // Three changed and three other boards in their order, then how many are left out.
        assert_eq!(folded.len(), FOLDED_LINES + 1);
        assert!(folded[0].starts_with("Board 1 ") && folded[2].starts_with("Board 3 "), "{folded:?}");
        assert_eq!(folded.last().cloned().unwrap_or_default(), tr!("gui-audit-hidden-lines", count = 14));
    }
}
