//! The app's asynchronous widget work: keeping the selected board in view.
//! (File dialogs: [`super::native_dialog`] and [`super::chooser`].)

use super::app::Message;
use iced::Task;
use iced::widget::operation::{self, AbsoluteOffset};
use iced::widget::selector::{self, Target};

/// The widget id of the scrollable page under the tool bar.
pub const PAGE: &str = "page";

/// Scrolls the page so that the selected board of the rounds view is
/// visible (after keyboard moves): finds the page and the row, then scrolls.
pub fn reveal(row: String) -> Task<Message> {
    reveal_in(PAGE, row)
}

/// Scrolls the scrollable `scroller` so that the widget `target` is at its top.
pub fn scroll_to_top_of(scroller: &'static str, target: String) -> Task<Message> {
    selector::find(selector::id(scroller)).then(move |found| {
        let Some(Target::Scrollable { content_bounds, .. }) = found else {
            return Task::none();
        };
        selector::find(selector::id(target.clone())).then(move |found| {
            let Some(found) = found else { return Task::none() };
            let y = found.bounds().y - content_bounds.y - 8.0;
            operation::scroll_to(scroller, AbsoluteOffset { x: None, y: Some(y.max(0.0)) })
        })
    })
}

/// Scrolls the scrollable `scroller` so that the widget `row` is visible.
pub fn reveal_in(scroller: &'static str, row: String) -> Task<Message> {
    selector::find(selector::id(scroller)).then(move |page| {
        let Some(Target::Scrollable { bounds, content_bounds, translation, .. }) = page else {
            return Task::none();
        };
        selector::find(selector::id(row.clone())).then(move |target| {
            let Some(target) = target else { return Task::none() };
            let row = target.bounds();
            let margin = 12.0;
            let top = row.y - content_bounds.y;
            let bottom = top + row.height;
            let y = if top < translation.y + margin {
                top - margin
            } else if bottom > translation.y + bounds.height - margin {
                bottom - bounds.height + margin
            } else {
                return Task::none();
            };
            operation::scroll_to(scroller, AbsoluteOffset { x: None, y: Some(y.max(0.0)) })
        })
    })
}
