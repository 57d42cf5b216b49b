//! Printouts and files for others: the export dialog, the export job and
//! its answer, and the noticeboard card's site export.

use super::{App, Message, Purpose};
use crate::gui::export::{self, Export, ExportRequest};
use crate::gui::{jobs, noticeboard};
use crate::tr;
use iced::Task;
use std::path::PathBuf;

impl App {
    /// Asks where to write `export`.
    pub(super) fn export(&mut self, export: Export) -> Task<Message> {
        self.notice = None;
        self.choose(Purpose::Export(export))
    }

    /// Writes `export` to `path` off the UI thread (`None`: cancelled).
    pub(super) fn export_picked(&mut self, export: Export, path: Option<PathBuf>) -> Task<Message> {
        let Some(path) = path else {
            self.info(tr!("gui-export-cancelled"));
            return Task::none();
        };
        self.remember_folder(&path);
        let request = ExportRequest {
            tournament: self.doc.tournament.clone(),
            export,
            path,
            noticeboard: self.noticeboard_screen.url().map(str::to_owned),
        };
        self.info(tr!("gui-export-writing"));
        jobs::spawn(move || export::export_job(request)).map(Message::Exported)
    }

    /// The export job's answer: the path written, or the error.
    pub(super) fn exported(&mut self, result: Result<String, String>) -> Task<Message> {
        match result {
            Ok(path) => {
                self.notice = None;
                self.info(tr!("gui-export-written", path = path));
            }
            Err(error) => self.error(tr!("gui-export-failed", error = error)),
        }
        Task::none()
    }

    pub(super) fn noticeboard_message(&mut self, message: noticeboard::Message) -> Task<Message> {
        match self.noticeboard_screen.update(message, &self.doc.tournament, self.doc.path()) {
            Some(noticeboard::Event::Info(text)) => self.info(text),
            Some(noticeboard::Event::Error(text)) => self.error(text),
            Some(noticeboard::Event::ExportSite(folder)) => {
                self.info(tr!("gui-export-writing"));
                let t = self.doc.tournament.clone();
                return jobs::spawn(move || Message::Noticeboard(noticeboard::export_job(t, folder)));
            }
            None => {}
        }
        Task::none()
    }
}
