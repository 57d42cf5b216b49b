//! Long lists at the speed of thought: a table whose column header stays in
//! place above a scrolled body (sticky headers), of which only the rows in
//! view are built (virtualised), however many players there are.
//!
//! Every row has the same height ([`ROW`]), so the rows in view follow from
//! the scroll offset alone; space above and below them keeps the scroll bar
//! true to the whole list. The screen keeps a [`Scroll`] per list, updated
//! from the list's `on_scroll`, which also remembers where the arbiter left
//! the list when the view is shown again.

use super::theme;
use iced::widget::scrollable::{Direction, Scrollbar, Viewport};
use iced::widget::{Column, Row, column, container, row, scrollable, space, text};
use iced::{Alignment, Element, Length};
use std::ops::Range;

/// The height of a row of a list, in pixels.
pub const ROW: f32 = 30.0;
/// Rows built beyond those in view, above and below (a fast wheel turn
/// shows rows before the next view is built).
const OVERSCAN: usize = 4;
/// The width of the body's scroll bar and the gap before it; the header
/// keeps the same space on its right so that the columns line up.
const SCROLLBAR: f32 = 10.0;
const SCROLLBAR_GAP: f32 = 4.0;
/// Space between cells.
pub const CELL_GAP: f32 = 8.0;
/// Space left and right of a row's cells.
pub const ROW_PAD: f32 = 8.0;

/// Where a list is scrolled and how tall its view is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scroll {
    /// Pixels scrolled from the top.
    pub offset: f32,
    /// The height of the list's view; until the list has reported it, a
    /// tall window's worth, so that no row in view is missing.
    pub height: f32,
}

impl Default for Scroll {
    fn default() -> Self {
        Scroll { offset: 0.0, height: 1200.0 }
    }
}

impl Scroll {
    /// The list reported its view (scrolled, resized, first drawn).
    pub fn scrolled(&mut self, viewport: Viewport) {
        self.offset = viewport.absolute_offset().y.max(0.0);
        self.height = viewport.bounds().height.max(ROW);
    }

    /// The rows to build of a list of `total` rows.
    pub fn rows(&self, total: usize) -> Range<usize> {
        let first = ((self.offset / ROW).floor() as usize).saturating_sub(OVERSCAN).min(total);
        let shown = (self.height / ROW).ceil() as usize + 2 * OVERSCAN + 1;
        first..(first + shown).min(total)
    }

    /// The offset that brings row `index` into view, if it is not in view:
    /// the least scrolling that shows it whole.
    pub fn reveal(&self, index: usize) -> Option<f32> {
        let top = index as f32 * ROW;
        let bottom = top + ROW;
        if top < self.offset {
            Some(top)
        } else if bottom > self.offset + self.height {
            Some((bottom - self.height).max(0.0))
        } else {
            None
        }
    }
}

/// A column of a table: its width and how its cells are aligned.
#[derive(Clone, Copy, Debug)]
pub struct Col {
    pub width: Length,
    pub align: Alignment,
}

impl Col {
    pub fn fixed(width: f32, align: Alignment) -> Col {
        Col { width: Length::Fixed(width), align }
    }

    /// The column that takes the width left (the names).
    pub fn fill() -> Col {
        Col { width: Length::Fill, align: Alignment::Start }
    }
}

/// The cells of one row laid out in `columns` (a header or a body row).
pub fn cells<'a, M: 'a>(columns: &[Col], items: Vec<Element<'a, M>>) -> Row<'a, M> {
    let mut line = Row::new().spacing(CELL_GAP).align_y(Alignment::Center).padding([0.0, ROW_PAD]);
    for (column, item) in columns.iter().zip(items) {
        line = line.push(container(item).width(column.width).align_x(column.align).clip(true));
    }
    line
}

/// Row `index` of a table's body: its cells, every other row faintly
/// shaded so the eye keeps the line.
pub fn striped<'a, M: 'a>(index: usize, cells: Row<'a, M>) -> Element<'a, M> {
    container(cells)
        .width(Length::Fill)
        .height(Length::Fill)
        .align_y(Alignment::Center)
        .style(theme::stripe(index % 2 == 1))
        .into()
}

/// A header cell: small secondary text.
pub fn head<'a, M: 'a>(label: String) -> Element<'a, M> {
    text(label).size(theme::SMALL).style(text::secondary).wrapping(text::Wrapping::None).into()
}

/// A body cell: one line of text (too long is cut at the cell's edge, never
/// wrapped: every row has the same height).
pub fn cell<'a, M: 'a>(value: String) -> Element<'a, M> {
    text(value).size(theme::TEXT).wrapping(text::Wrapping::None).into()
}

/// A table of `total` rows: `header` (from [`cells`]) stays on top, the body
/// scrolls; `row(i)` builds row `i`, only for the rows in view. The body is
/// the scrollable `id`, reporting its view through `on_scroll`.
pub fn table<'a, M: Clone + 'a>(
    id: &'static str,
    header: Row<'a, M>,
    total: usize,
    scroll: &Scroll,
    row_at: impl Fn(usize) -> Element<'a, M>,
    on_scroll: impl Fn(Viewport) -> M + 'a,
) -> Element<'a, M> {
    let shown = scroll.rows(total);
    let mut body = Column::new().width(Length::Fill);
    body = body.push(space().height(Length::Fixed(shown.start as f32 * ROW)));
    for i in shown.clone() {
        body =
            body.push(container(row_at(i)).height(Length::Fixed(ROW)).align_y(Alignment::Center).clip(true));
    }
    body = body.push(space().height(Length::Fixed((total - shown.end) as f32 * ROW)));
    let bar = Scrollbar::new().width(SCROLLBAR).scroller_width(SCROLLBAR).spacing(SCROLLBAR_GAP);
    column![
        container(row![header, space().width(Length::Fixed(SCROLLBAR + SCROLLBAR_GAP))])
            .padding([4, 0])
            .width(Length::Fill),
        scrollable(body)
            .id(id)
            .direction(Direction::Vertical(bar))
            .on_scroll(on_scroll)
            .width(Length::Fill)
            .height(Length::Fill),
    ]
    .height(Length::Fill)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_rows_in_view_and_a_few_beyond_are_built() {
        let scroll = Scroll { offset: 10.0 * ROW + 5.0, height: 10.0 * ROW };
        let rows = scroll.rows(1000);
        // Rows 10 to 20 are (partly) in view; four more on each side.
        assert_eq!(rows, 6..(6 + 10 + 8 + 1));
        assert_eq!(Scroll { offset: 0.0, height: 10.0 * ROW }.rows(5), 0..5);
        assert_eq!(Scroll { offset: 990.0 * ROW, height: 10.0 * ROW }.rows(1000), 986..1000);
    }

    #[test]
    fn revealing_a_row_scrolls_as_little_as_possible() {
        let scroll = Scroll { offset: 10.0 * ROW, height: 5.0 * ROW };
        assert_eq!(scroll.reveal(12), None, "in view");
        assert_eq!(scroll.reveal(9), Some(9.0 * ROW), "just above: at the top");
        assert_eq!(scroll.reveal(15), Some(11.0 * ROW), "just below: at the bottom");
    }
}
