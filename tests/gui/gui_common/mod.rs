//! What the GUI tests share: driving the app's current view with iced_test's
//! Simulator (find, click, type) and feeding what the view sent back to the
//! app, as the window's event loop would. The Simulator runs no `update`
//! itself, so each helper applies the messages and the next call builds the
//! view again.
#![allow(dead_code)]

use iced_test::{Error, selector, simulator};
use swissdesk::gui::App;
use swissdesk::gui::app::Message;

/// Feeds every message a simulated interaction produced back into the app
/// (the tasks `update` returns are not run).
pub fn feed(app: &mut App, messages: impl IntoIterator<Item = Message>) {
    for message in messages {
        let _ = app.update(message);
    }
}

/// Whether the current view shows exactly `text`.
pub fn shows(app: &App, text: impl Into<String>) -> Result<(), Error> {
    simulator(app.view()).find(text.into()).map(|_| ())
}

/// What a click on `target` (a label, or a text input's value or
/// placeholder) in the current view sends.
pub fn clicked(app: &App, target: impl Into<String>) -> Result<Vec<Message>, Error> {
    let mut ui = simulator(app.view());
    ui.click(target.into())?;
    Ok(ui.into_messages().collect())
}

/// Clicks `target` in the current view and feeds what it sent to the app.
pub fn click(app: &mut App, target: impl Into<String>) -> Result<(), Error> {
    let messages = clicked(app, target)?;
    feed(app, messages);
    Ok(())
}

/// Clicks the text input with widget id `id`, types `typed` into it, and
/// feeds what that sent to the app.
pub fn type_into(app: &mut App, id: &'static str, typed: &str) -> Result<(), Error> {
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(selector::id(id))?;
        let _ = ui.typewrite(typed);
        ui.into_messages().collect()
    };
    feed(app, messages);
    Ok(())
}
