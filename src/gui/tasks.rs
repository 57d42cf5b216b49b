//! The app's asynchronous widget work: scrolling lists to where they belong.
//! (File dialogs: [`super::native_dialog`] and [`super::chooser`].)

use iced::Task;
use iced::widget::operation::{self, AbsoluteOffset};
use iced::widget::selector::{self, Target};

/// Scrolls the scrollable `id` to `offset` pixels from its top.
pub fn scroll_to<M: Send + 'static>(id: &'static str, offset: f32) -> Task<M> {
    operation::scroll_to(id, AbsoluteOffset { x: None, y: Some(offset.max(0.0)) })
}

/// Scrolls the scrollable `scroller` so that the widget `target` is at its top.
pub fn scroll_to_top_of<M: Send + 'static>(scroller: &'static str, target: String) -> Task<M> {
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
