//! The document's life: New and Open (asking before unsaved changes are
//! dropped), opening `.ron` and `.trf` files and the bundled sample, Save
//! as, recent files and the settings file.

use super::{App, Label, Message, Notice, Pending, Tab};
use crate::gui::{players, round, tasks};
use crate::model::Tournament;
use crate::store::settings;
use crate::store::{self, StoredTournament};
use crate::tr;
use iced::Task;
use std::path::Path;

impl App {
    /// New / Open: ask first when there are unsaved changes.
    pub(super) fn guarded(&mut self, action: Pending) -> Task<Message> {
        if self.dirty {
            self.pending = Some(action);
            self.notice = Some(Notice { is_error: false, text: tr!("gui-unsaved-confirm") });
            Task::none()
        } else {
            self.run_pending(action)
        }
    }

    pub(super) fn run_pending(&mut self, action: Pending) -> Task<Message> {
        match action {
            Pending::New => {
                self.replace_document(
                    StoredTournament::new(Tournament::new(tr!("gui-new-tournament"))),
                    Label::Untitled,
                );
                self.tab = Tab::Tournament;
                Task::none()
            }
            Pending::Open => tasks::open_dialog(),
            Pending::OpenPath(path) => {
                self.open_recent(&path);
                Task::none()
            }
        }
    }

    /// Opens a file of the recent files. One that no longer exists is
    /// dropped from the list (one that exists but fails to open stays: it
    /// may be on a drive that comes back).
    pub(super) fn open_recent(&mut self, path: &Path) {
        if path.exists() {
            self.notice = None;
            self.open_file(path);
        } else {
            self.settings.remove_recent(path);
            self.store_settings();
            self.error(tr!("gui-recent-missing", path = path.display().to_string()));
        }
    }

    /// Opens `path` (`.ron` as a Swissdesk file; `.trf` and others through
    /// `store::load_tournament`, without a file to save to). On failure the
    /// open document stays as it is and the error is shown.
    pub(super) fn open_file(&mut self, path: &Path) {
        let is_ron = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron"));
        let opened = if is_ron {
            StoredTournament::open(path).map_err(|e| e.to_string()).map(|doc| (doc, Label::Untitled))
        } else {
            store::load_tournament(path).map_err(|e| e.to_string()).map(|t| {
                let label = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                (
                    StoredTournament::new(t),
                    if label.is_empty() { Label::Untitled } else { Label::Named(label) },
                )
            })
        };
        match opened {
            Ok((doc, label)) => {
                let shown = path.display().to_string();
                self.replace_document(doc, label);
                if is_ron {
                    self.remember(path);
                    self.info(tr!("gui-opened", path = shown));
                } else {
                    self.info(tr!("gui-imported-trf", path = shown));
                }
            }
            Err(error) => self.error(tr!("gui-open-failed", error = error)),
        }
    }

    /// Opens the bundled sample (without a file: it is never written), or an
    /// empty tournament if it is missing.
    pub(super) fn open_sample(&mut self, sample: Option<&Path>) {
        let Some(path) = sample else { return };
        if !path.is_file() {
            self.error(tr!("gui-sample-missing", path = path.display().to_string()));
            return;
        }
        match store::load(path) {
            Ok(t) => {
                self.replace_document(StoredTournament::new(t), Label::Sample);
                self.info(tr!("gui-sample-opened"));
            }
            Err(e) => self.error(tr!("gui-sample-failed", error = e.to_string())),
        }
    }

    pub(super) fn replace_document(&mut self, doc: StoredTournament, label: Label) {
        self.doc = doc;
        self.label = label;
        self.dirty = false;
        self.revision += 1;
        self.history.clear();
        self.pending = None;
        self.tournament_screen.reset(&self.doc.tournament);
        self.players_screen = players::State::new();
        self.round_screen = round::State::new();
        self.round_screen.follow_last_round(&self.doc.tournament);
    }

    pub(super) fn save_as(&mut self, path: &Path) {
        match self.doc.save_as(path) {
            Ok(()) => {
                self.remember(path);
                self.saved();
            }
            Err(e) => self.error(tr!("gui-save-failed", error = e.to_string())),
        }
    }

    pub(super) fn saved(&mut self) {
        self.dirty = false;
        let shown = self.doc.path().map(|p| p.display().to_string()).unwrap_or_default();
        self.info(tr!("gui-saved", path = shown));
    }

    /// Records `path` in the recent files.
    pub(super) fn remember(&mut self, path: &Path) {
        self.settings.add_recent(path);
        self.store_settings();
    }

    pub(super) fn store_settings(&mut self) {
        let Some(file) = &self.settings_file else { return };
        match settings::save_settings(&self.settings, file) {
            Ok(saved) => {
                if let Some(text) = saved.notice() {
                    self.error(text);
                }
            }
            Err(e) => self.error(tr!("gui-settings-failed", error = e.to_string())),
        }
    }
}
