//! The teams view's messages (a team competition's teams, rosters and
//! line-ups): each change is one or more commands, applied in order.

use super::{App, Message};
use crate::gui::teams;
use iced::Task;

impl App {
    pub(super) fn teams_message(&mut self, message: teams::Message) -> Task<Message> {
        let commands = match self.teams_screen.update(message, &self.doc.tournament) {
            Some(teams::Event::Apply(commands)) => commands,
            Some(teams::Event::Focus(id)) => return iced::widget::operation::focus(id),
            None => return Task::none(),
        };
        // A new player and their place on the roster: the second waits for
        // the first (and nothing follows a refusal).
        if commands.into_iter().all(|c| self.apply(c)) {
            self.teams_screen.saved();
        }
        Task::none()
    }

    pub fn teams_screen(&self) -> &teams::State {
        &self.teams_screen
    }
}
