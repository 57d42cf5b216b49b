//! Undo and redo (Ctrl+Z, Ctrl+Y): refused while a pairing runs, since its
//! result would replace the document the step changed.

use super::{App, Message};
use crate::tr;
use iced::Task;

impl App {
    pub(super) fn undo(&mut self) -> Task<Message> {
        if self.pairing {
            self.error(tr!("gui-undo-while-pairing"));
            return Task::none();
        }
        let actor = self.actor();
        match self.history.undo(&mut self.doc.tournament, &actor) {
            Some(change) => {
                self.stepped_in_history();
                self.info(tr!("gui-undone", action = crate::audit::action_label(&change.action)));
            }
            None => self.info(tr!("gui-nothing-to-undo")),
        }
        Task::none()
    }

    pub(super) fn redo(&mut self) -> Task<Message> {
        if self.pairing {
            self.error(tr!("gui-undo-while-pairing"));
            return Task::none();
        }
        let actor = self.actor();
        match self.history.redo(&mut self.doc.tournament, &actor) {
            Some(change) => {
                self.stepped_in_history();
                self.info(tr!("gui-redone", action = crate::audit::action_label(&change.action)));
            }
            None => self.info(tr!("gui-nothing-to-redo")),
        }
        Task::none()
    }
}
