//! The app's asynchronous work besides pairing: file dialogs (rfd, on
//! their own thread) and keeping the selected board in view.

use super::app::Message;
use crate::{store, tr};
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

pub fn open_dialog() -> Task<Message> {
    let dialog = rfd::AsyncFileDialog::new()
        .set_title(tr!("gui-open"))
        .add_filter(tr!("gui-filter-tournament"), &["ron"])
        .add_filter(tr!("gui-filter-trf"), &["trf", "txt"]);
    Task::perform(
        async move { dialog.pick_file().await.map(|h| h.path().to_path_buf()) },
        Message::OpenPicked,
    )
}

pub fn save_dialog(name: &str) -> Task<Message> {
    let file_name =
        if name.ends_with(".ron") { name.to_owned() } else { format!("{name}.{}", store::EXTENSION) };
    let dialog = rfd::AsyncFileDialog::new()
        .set_title(tr!("gui-save-as"))
        .set_file_name(file_name)
        .add_filter(tr!("gui-filter-tournament"), &["ron"]);
    Task::perform(
        async move { dialog.save_file().await.map(|h| h.path().to_path_buf()) },
        Message::SaveAsPicked,
    )
}
