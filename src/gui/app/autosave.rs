//! Autosave off the UI thread: after every change the document is copied
//! to the [`BackgroundSaver`](crate::store::BackgroundSaver), which writes
//! the newest copy atomically while the window answers the next key (at
//! 1,000 players writing the file takes longer than a frame).
//!
//! What the arbiter is told stays as with a save on the UI thread: the
//! title shows the change unsaved until the save that covers it has
//! succeeded; a failed save shows the error, keeps the tournament in memory
//! and the last good file as it was, and offers Save as; the next change
//! tries again. Before anything else touches the file or the document
//! (Save, Save as, New, Open, closing the window) the app waits for the
//! pending save and takes its outcome into account first, so a change is
//! never dropped without the arbiter being asked.

use super::{App, Message, Offer};
use crate::store::Saved;
use crate::tr;
use iced::Task;
use iced::futures::channel::oneshot;

impl App {
    /// After a change: hands a copy to the background saver when the
    /// document has a file it may write; says so at once when it has one
    /// that must not be written (a recovered backup, a read-only file).
    pub(super) fn autosave(&mut self) {
        if self.doc.path().is_none() {
            return;
        }
        match self.doc.save_target() {
            Ok(path) => {
                let (tell, told) = oneshot::channel();
                let copy = self.doc.tournament.clone();
                self.saver.submit(copy, path.to_path_buf(), self.revision, move |saved| {
                    // The window may be gone already: nobody to tell then.
                    let _ = tell.send(saved);
                });
                self.save_replies.push(told);
            }
            Err(e) => self.save_failed(e.to_string()),
        }
    }

    /// The Tasks that deliver the outcomes of the saves handed in since the
    /// last call, as [`Message::Autosaved`].
    pub(super) fn save_outcomes(&mut self) -> Task<Message> {
        Task::batch(self.save_replies.drain(..).map(|told| {
            Task::future(told).then(|outcome| match outcome {
                Ok(saved) => Task::done(Message::Autosaved(saved)),
                // The saver ended without a word (the app is closing).
                Err(oneshot::Canceled) => Task::none(),
            })
        }))
    }

    /// A background save ended (or [`finish_saves`](Self::finish_saves)
    /// waited for it).
    pub(super) fn autosaved(&mut self, saved: Saved) {
        // An outcome already taken into account (every copy a save covers
        // reports it), or one older than it.
        if saved.revision <= self.reported_save {
            return;
        }
        self.reported_save = saved.revision;
        match saved.result {
            Ok(()) => {
                if saved.revision == self.revision {
                    self.dirty = false;
                }
                // Saving works again (the stick is back, space was freed).
                if self.file_offer == Some(Offer::SaveAs) {
                    self.file_offer = None;
                    self.notice = None;
                }
            }
            Err(e) => self.save_failed(e.to_string()),
        }
    }

    /// Waits for the pending background save and takes its outcome into
    /// account: before Save, Save as, New, Open and closing (and in tests,
    /// before they look at the file or at "unsaved").
    pub fn finish_saves(&mut self) {
        if let Some(saved) = self.saver.flush() {
            self.autosaved(saved);
        }
    }

    /// The change stays in memory and the title says "unsaved"; the next
    /// change tries again, and Save as is offered meanwhile.
    fn save_failed(&mut self, error: String) {
        self.error(tr!("gui-autosave-failed", error = error));
        self.file_offer = Some(Offer::SaveAs);
    }
}
