//! "Why this pairing?": the engine's trace of a round
//! ([`Explanation::to_text`]), opened from a board of the rounds view. The
//! bracket in which the selected board's players were paired and the
//! board's colour line are highlighted.

use super::theme;
use crate::pairing::explain::Explanation;
use crate::tr;
use iced::widget::{Column, button, column, container, row, scrollable, space, text};
use iced::{Alignment, Element, Font, Length};

/// An explanation and whether the round still has the engine's pairing.
#[derive(Clone, Debug)]
pub struct Explained {
    pub explanation: Explanation,
    /// `false` when the round was changed by hand since.
    pub same: bool,
}

/// The widget id of the scrolled trace.
pub const TRACE: &str = "explain-trace";
/// The widget id of the first highlighted line (to scroll it into view).
pub const MARK: &str = "explain-mark";

#[derive(Debug, Clone)]
pub struct Panel {
    round: u32,
    /// The selected board's players.
    players: Vec<u32>,
    /// `None` while the engine works.
    answer: Option<Result<Box<Explained>, String>>,
}

impl Panel {
    pub fn new(round: u32, players: Vec<u32>) -> Panel {
        Panel { round, players, answer: None }
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// Highlights another board's players.
    pub fn set_players(&mut self, players: Vec<u32>) {
        self.players = players;
    }

    pub fn is_ready(&self) -> bool {
        self.answer.is_some()
    }

    /// The job's answer, if it is about the round shown.
    pub fn answered(&mut self, round: u32, result: Result<Box<Explained>, String>) {
        if round == self.round {
            self.answer = Some(result);
        }
    }

    /// The panel; its close button sends `close` (the rounds view's message).
    pub fn view<M: Clone + 'static>(&self, close: M) -> Element<'_, M> {
        let heading = row![
            text(tr!("gui-explain-heading", round = self.round)).size(theme::HEADING),
            space::horizontal(),
            button(text(tr!("gui-explain-close")).size(theme::TEXT))
                .padding([4, 12])
                .style(theme::tool_button)
                .on_press(close),
        ]
        .align_y(Alignment::Center);
        let mut page = column![heading].spacing(8);
        match &self.answer {
            None => {
                page = page.push(text(tr!("gui-explain-working")).size(theme::TEXT).style(text::secondary))
            }
            Some(Err(error)) => page = page.push(text(error).size(theme::TEXT).style(text::danger)),
            Some(Ok(explained)) => {
                if !explained.same {
                    page = page.push(text(tr!("gui-explain-changed")).size(theme::TEXT).style(text::warning));
                }
                if !self.players.is_empty() {
                    let players: Vec<String> = self.players.iter().map(u32::to_string).collect();
                    page = page.push(
                        text(tr!("gui-explain-highlight", players = players.join(" – ")))
                            .size(theme::SMALL)
                            .style(text::secondary),
                    );
                }
                page = page.push(
                    container(
                        scrollable(container(trace(&explained.explanation, &self.players)).padding(8))
                            .id(TRACE)
                            .height(Length::Fill)
                            .width(Length::Fill),
                    )
                    .height(Length::Fill)
                    .style(theme::panel),
                );
            }
        }
        container(page.height(Length::Fill))
            .padding(theme::PAD)
            .width(Length::Fill)
            .height(Length::Fill)
            .style(theme::card)
            .into()
    }
}

/// Which lines of [`Explanation::to_text`] to highlight: the bracket that
/// paired (or holds) one of `players`, and their board's colour line.
pub fn highlighted_lines(explanation: &Explanation, players: &[u32]) -> Vec<bool> {
    marks_for(&explanation.to_text(), explanation, players)
}

/// [`highlighted_lines`] for `text`, the explanation's text made once.
fn marks_for(text: &str, explanation: &Explanation, players: &[u32]) -> Vec<bool> {
    let lines: Vec<&str> = text.lines().collect();
    let involves = |tpn: &u32| players.contains(tpn);
    // The bracket to highlight: where a selected player was paired, else
    // where one of them was.
    let bracket = explanation
        .brackets
        .iter()
        .position(|b| b.pairs.iter().any(|(w, bl)| involves(w) || involves(bl)))
        .or_else(|| {
            explanation.brackets.iter().position(|b| b.residents.iter().chain(&b.mdps).any(involves))
        });
    // Blocks are separated by blank lines: the title, one per bracket, then the colours.
    let mut block = 0usize;
    let mut line_in_block = 0usize;
    let mut marks = Vec::with_capacity(lines.len());
    for line in &lines {
        if line.trim().is_empty() {
            block += 1;
            line_in_block = 0;
            marks.push(false);
            continue;
        }
        let mark = if block >= 1 && block <= explanation.brackets.len() {
            bracket == Some(block - 1)
        } else if block == explanation.brackets.len() + 1 && line_in_block >= 1 {
            explanation
                .boards
                .get(line_in_block - 1)
                .is_some_and(|b| involves(&b.white) || involves(&b.black))
        } else {
            false
        };
        marks.push(mark && !players.is_empty());
        line_in_block += 1;
    }
    marks
}

fn trace<'a, M: 'a>(explanation: &Explanation, players: &[u32]) -> Element<'a, M> {
    let text_all = explanation.to_text();
    let marks = marks_for(&text_all, explanation, players);
    let first = marks.iter().position(|&m| m);
    let mut lines = Column::new();
    for (i, (line, mark)) in text_all.lines().zip(marks).enumerate() {
        let shown = text(if line.is_empty() { " ".to_owned() } else { line.to_owned() })
            .size(theme::SMALL)
            .font(Font::MONOSPACE);
        let cell = container(shown).width(Length::Fill).padding([0, 4]);
        let cell = if mark { cell.style(theme::highlight) } else { cell };
        lines = lines.push(if first == Some(i) { cell.id(MARK) } else { cell });
    }
    lines.into()
}
