//! The document's life: New, Open and Quit (asking to save unsaved changes
//! first), opening `.ron` and `.trf` files and the bundled sample, Save as,
//! the file choosers (the system's dialog, else Swissdesk's own), recent
//! files and folders, and the settings file.

use super::{App, Label, Message, Offer, Pending, Tab, Unsaved};
use crate::commands::{self, Command};
use crate::gui::chooser::{self, Chooser};
use crate::gui::export::Export;
use crate::gui::{audit, fide_search, native_dialog, players, round, standings};
use crate::store::settings::{self, FileChooser};
use crate::store::{self, StoreError, StoredTournament};
use crate::tr;
use iced::Task;
use std::path::{Path, PathBuf};

/// What a file is being chosen for.
#[derive(Clone, Debug, PartialEq)]
pub enum Purpose {
    /// A tournament to open (Swissdesk file or TRF).
    Open,
    /// Where to save the tournament.
    SaveAs,
    /// Where to write an export.
    Export(Export),
    /// A FIDE rating list to import (TXT, XML or their zip).
    RatingList,
}

impl Purpose {
    /// The message that delivers the arbiter's choice (`None`: cancelled).
    pub fn answer(self, path: Option<PathBuf>) -> Message {
        match self {
            Purpose::Open => Message::OpenPicked(path),
            Purpose::SaveAs => Message::SaveAsPicked(path),
            Purpose::Export(export) => Message::ExportPicked(export, path),
            Purpose::RatingList => {
                Message::Players(players::Message::Fide(fide_search::Message::ImportPicked(path)))
            }
        }
    }

    fn mode(&self) -> chooser::Mode {
        match self {
            Purpose::Open | Purpose::RatingList => chooser::Mode::Open,
            Purpose::SaveAs | Purpose::Export(_) => chooser::Mode::Save,
        }
    }

    fn title(&self) -> String {
        match self {
            Purpose::Open => tr!("chooser-title-open"),
            Purpose::SaveAs => tr!("chooser-title-save"),
            Purpose::Export(export) => tr!("chooser-title-export", what = export.label()),
            Purpose::RatingList => tr!("gui-fide-import"),
        }
    }

    /// The file kinds: `(name, extensions)`, the first one shown first.
    fn filters(&self) -> Vec<(String, Vec<&'static str>)> {
        match self {
            Purpose::Open => vec![
                (tr!("gui-filter-any-tournament"), vec!["ron", "trf", "txt"]),
                (tr!("gui-filter-tournament"), vec!["ron"]),
                (tr!("gui-filter-trf"), vec!["trf", "txt"]),
            ],
            Purpose::SaveAs => vec![(tr!("gui-filter-tournament"), vec!["ron"])],
            Purpose::Export(export) => {
                let (extension, name) = export.extension();
                vec![(name, vec![extension])]
            }
            Purpose::RatingList => vec![(tr!("gui-fide-filter"), vec!["zip", "txt", "xml"])],
        }
    }

    fn default_extension(&self) -> &'static str {
        match self {
            Purpose::Open | Purpose::SaveAs => store::EXTENSION,
            Purpose::Export(export) => export.extension().0,
            Purpose::RatingList => "zip",
        }
    }
}

impl App {
    /// New / Open / Quit: ask first when there are unsaved changes.
    pub(super) fn guarded(&mut self, action: Pending) -> Task<Message> {
        // Whether the changes are saved is known once the pending save ended.
        self.finish_saves();
        // Typed into the tournament form but not applied: unsaved as well.
        if self.has_unsaved_changes() {
            self.pending = Some(action);
            Task::none()
        } else {
            self.run_pending(action)
        }
    }

    /// The window's close button, or Ctrl+Q.
    pub(super) fn quit(&mut self) -> Task<Message> {
        // A change whose save failed is unsaved: closing asks.
        self.finish_saves();
        // Whatever the chooser was open for is dropped: closing wins.
        self.chooser = None;
        self.after_save = None;
        self.guarded(Pending::Quit)
    }

    /// The file chosen to open (`None`: the arbiter cancelled).
    pub(super) fn open_picked(&mut self, path: Option<PathBuf>) -> Task<Message> {
        if let Some(path) = path {
            self.notice = None;
            self.remember_folder(&path);
            self.open_file(&path);
        }
        Task::none()
    }

    /// Ctrl+S: saves where the document lives, or asks where.
    pub(super) fn save(&mut self) -> Task<Message> {
        self.notice = None;
        self.finish_saves();
        if self.doc.can_save() {
            match self.doc.save() {
                Ok(()) => self.saved(),
                Err(e) => self.error(tr!("gui-save-failed", error = e.to_string())),
            }
            Task::none()
        } else {
            self.choose(Purpose::SaveAs)
        }
    }

    /// The file chosen to save to (`None`: the arbiter cancelled); then
    /// whatever waited for the save (New, Open, Quit).
    pub(super) fn save_as_picked(&mut self, path: Option<PathBuf>) -> Task<Message> {
        match path {
            Some(path) => {
                self.notice = None;
                self.remember_folder(&path);
                let then = self.after_save.take();
                if self.save_as(&path)
                    && let Some(action) = then
                {
                    return self.run_pending(action);
                }
            }
            None => {
                if self.after_save.take().is_some() {
                    self.info(tr!("gui-unsaved-kept"));
                }
            }
        }
        Task::none()
    }

    /// The system has no file dialog: Swissdesk's own chooser takes over.
    pub(super) fn no_native_dialog(&mut self, purpose: Purpose) -> Task<Message> {
        self.native_dialogs = false;
        self.open_chooser(purpose);
        self.info(tr!("gui-no-native-dialog"));
        Task::none()
    }

    /// The arbiter's answer to "save the unsaved changes?".
    pub(super) fn answer_unsaved(&mut self, answer: Unsaved) -> Task<Message> {
        let Some(action) = self.pending.take() else { return Task::none() };
        // "Save" saves what the form says too: its edits are applied first;
        // a form that does not validate stops here, on the form, with its error.
        if answer == Unsaved::Save && self.form_edited() && !self.apply_form() {
            self.tab = Tab::Tournament;
            self.error(tr!("gui-unsaved-form-invalid"));
            return Task::none();
        }
        match answer {
            Unsaved::Cancel => Task::none(),
            Unsaved::Discard => {
                self.tournament_screen.reset(&self.doc.tournament);
                self.run_pending(action)
            }
            Unsaved::Save if self.doc.can_save() => match self.doc.save() {
                Ok(()) => {
                    self.saved();
                    self.run_pending(action)
                }
                Err(e) => {
                    // The file cannot be written (full disk, read-only
                    // folder): keep everything and offer another place.
                    self.error(tr!("gui-save-failed", error = e.to_string()));
                    self.after_save = Some(action);
                    self.choose(Purpose::SaveAs)
                }
            },
            Unsaved::Save => {
                self.after_save = Some(action);
                self.choose(Purpose::SaveAs)
            }
        }
    }

    pub(super) fn run_pending(&mut self, action: Pending) -> Task<Message> {
        match action {
            Pending::New => {
                self.replace_document(
                    StoredTournament::new(crate::gui::fide_mode::new_event()),
                    Label::Untitled,
                );
                self.tab = Tab::Tournament;
                Task::none()
            }
            Pending::Open => self.choose(Purpose::Open),
            Pending::OpenPath(path) => {
                self.open_recent(&path);
                Task::none()
            }
            Pending::Quit => {
                self.quitting = true;
                iced::exit()
            }
        }
    }

    /// Asks for a file: the system's dialog when there is one (and the
    /// arbiter did not choose Swissdesk's own in the settings), else the
    /// app's own chooser. Only the arbiter's Cancel answers "no file".
    pub(super) fn choose(&mut self, purpose: Purpose) -> Task<Message> {
        if !self.native_dialogs || self.settings.file_chooser == FileChooser::Swissdesk {
            self.open_chooser(purpose);
            return Task::none();
        }
        let mode = purpose.mode();
        let request = native_dialog::Request {
            title: purpose.title(),
            filters: purpose.filters(),
            folder: Some(self.start_folder(&purpose)),
            file_name: Some(self.proposed_name(&purpose)).filter(|n| !n.is_empty()),
        };
        let deliver = move |outcome| match outcome {
            native_dialog::Outcome::Chosen(path) => purpose.clone().answer(Some(path)),
            native_dialog::Outcome::Cancelled => purpose.clone().answer(None),
            native_dialog::Outcome::Unavailable => Message::NoNativeDialog(purpose.clone()),
        };
        match mode {
            chooser::Mode::Open => Task::perform(native_dialog::pick_file(request), deliver),
            chooser::Mode::Save => Task::perform(native_dialog::save_file(request), deliver),
        }
    }

    /// Shows Swissdesk's own chooser for `purpose`.
    pub(super) fn open_chooser(&mut self, purpose: Purpose) {
        let filters = purpose.filters();
        let request = chooser::Request {
            mode: purpose.mode(),
            title: purpose.title(),
            extensions: filters.into_iter().next().map(|(_, e)| e).unwrap_or_default(),
            default_extension: purpose.default_extension(),
            folder: self.start_folder(&purpose),
            file_name: self.proposed_name(&purpose),
            recent_folders: self.settings.recent_folders.clone(),
        };
        self.chooser = Some((purpose, Chooser::new(request)));
    }

    /// A message of Swissdesk's own chooser; its answer goes where the
    /// system dialog's would.
    pub(super) fn chooser_message(&mut self, message: chooser::Message) -> Task<Message> {
        let Some((_, chooser)) = self.chooser.as_mut() else { return Task::none() };
        let answer = match chooser.update(message) {
            Some(chooser::Event::Chosen(path)) => Some(path),
            Some(chooser::Event::Cancelled) => None,
            None => return Task::none(),
        };
        match self.chooser.take() {
            Some((purpose, _)) => self.update(purpose.answer(answer)),
            None => Task::none(),
        }
    }

    /// Where a chooser starts: beside the file the tournament came from (an
    /// imported TRF included), else the last folder used, else home.
    fn start_folder(&self, purpose: &Purpose) -> PathBuf {
        let beside_document =
            self.doc.path().or(self.imported_from.as_deref()).and_then(native_dialog::folder_of);
        let recent = self.settings.recent_folders.first().cloned();
        let found = match purpose {
            Purpose::Open | Purpose::RatingList => recent.or(beside_document),
            Purpose::SaveAs | Purpose::Export(_) => beside_document.or(recent),
        };
        found.unwrap_or_else(chooser::home)
    }

    /// The file name a save proposes: the document's own, for an imported
    /// TRF its name with `.swissdesk.ron` (so it is saved beside it), for an
    /// export the export's name.
    fn proposed_name(&self, purpose: &Purpose) -> String {
        match purpose {
            Purpose::Open | Purpose::RatingList => String::new(),
            Purpose::Export(export) => export.file_name(&self.doc.tournament),
            Purpose::SaveAs => {
                if let Some(name) = self.doc.path().and_then(|p| p.file_name()) {
                    return name.to_string_lossy().into_owned();
                }
                let stem = match &self.imported_from {
                    Some(trf) => {
                        trf.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
                    }
                    // The event's name, made a file name; "tournament"
                    // while it has none.
                    None => Some(crate::gui::export::file_stem(&self.doc.tournament.event.name))
                        .filter(|s| !s.is_empty())
                        .unwrap_or_else(|| "tournament".to_owned()),
                };
                if stem.ends_with(".ron") { stem } else { format!("{stem}.{}", store::EXTENSION) }
            }
        }
    }

    /// Remembers the folder of a chosen file for the next chooser.
    pub(super) fn remember_folder(&mut self, path: &Path) {
        if let Some(folder) = native_dialog::folder_of(path) {
            self.settings.add_recent_folder(&folder);
            self.store_settings();
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
        let mut locked = false;
        let mut imported_notes = Vec::new();
        let opened = if is_ron {
            StoredTournament::open(path)
                .map_err(|e| {
                    locked = matches!(e, StoreError::Locked { .. });
                    e.to_string()
                })
                .map(|doc| (doc, Label::Untitled))
        } else {
            let actor = self.actor();
            store::load_tournament_noting(path).map_err(|e| e.to_string()).and_then(|(mut t, notes)| {
                // Logged as the command line's import-trf logs it: the file
                // and what the import changed in it.
                let note = Command::NoteImport { source: path.display().to_string(), changes: notes.clone() };
                commands::apply(&mut t, note, &actor).map_err(|e| e.to_string())?;
                let label = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                imported_notes = notes;
                Ok((
                    StoredTournament::new(t),
                    if label.is_empty() { Label::Untitled } else { Label::Named(label) },
                ))
            })
        };
        match opened {
            Ok((doc, label)) => {
                let shown = path.display().to_string();
                let took_over = doc.lock_notice();
                self.replace_document(doc, label);
                self.imported_from = (!is_ron).then(|| path.to_path_buf());
                if is_ron {
                    self.remember(path);
                    self.info(took_over.unwrap_or_else(|| tr!("gui-opened", path = shown)));
                } else {
                    // What the import changed (bye placeholders taken out) is
                    // said with the import itself, one line each.
                    let lines: Vec<String> = std::iter::once(tr!("gui-imported-trf", path = shown))
                        .chain(imported_notes)
                        .collect();
                    self.info(lines.join("\n"));
                }
            }
            Err(error) => {
                self.error(tr!("gui-open-failed", error = error));
                if locked {
                    self.file_offer = Some(Offer::OpenReadOnly(path.to_path_buf()));
                }
            }
        }
    }

    /// Opens a file another Swissdesk is editing, without its edit lock:
    /// changes stay in memory until "Save as" puts them in another file.
    pub(super) fn open_read_only(&mut self, path: &Path) {
        self.notice = None;
        match StoredTournament::open_read_only(path) {
            Ok(doc) => {
                self.replace_document(doc, Label::Untitled);
                self.info(tr!("gui-opened-read-only", path = path.display().to_string()));
            }
            Err(e) => self.error(tr!("gui-open-failed", error = e.to_string())),
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
        // The old document's save ends while its file is still locked.
        self.finish_saves();
        self.doc = doc;
        self.label = label;
        self.dirty = false;
        self.revision += 1;
        self.history.clear();
        self.pending = None;
        self.imported_from = None;
        // Every view, card and notice as on a fresh start (issue 27 item
        // 4): nothing said or chosen about the previous document stays.
        self.file_offer = None;
        self.notice = None;
        self.offer = None;
        self.absences = None;
        self.tab = Tab::default();
        self.tournament_screen.reset(&self.doc.tournament);
        // The FIDE rating list is the desk's, not the document's: its card
        // keeps the loaded list.
        let fide = std::mem::take(&mut self.players_screen.fide).for_new_document();
        self.players_screen = players::State::new();
        self.players_screen.fide = fide;
        self.round_screen = round::State::new();
        self.round_screen.follow_last_round(&self.doc.tournament);
        self.standings_screen = standings::State::new();
        self.audit_screen = audit::State::new();
    }

    /// Saves to `path` and makes it the document's file; whether it worked.
    pub(super) fn save_as(&mut self, path: &Path) -> bool {
        // A pending autosave of the old file must not end after this one.
        self.finish_saves();
        match self.doc.save_as(path) {
            Ok(()) => {
                self.remember(path);
                self.saved();
                true
            }
            Err(e) => {
                self.error(tr!("gui-save-failed", error = e.to_string()));
                false
            }
        }
    }

    pub(super) fn saved(&mut self) {
        self.dirty = false;
        // The failure that offered "Save as" is over.
        if self.file_offer == Some(Offer::SaveAs) {
            self.file_offer = None;
            self.notice = None;
        }
        let shown = self.doc.path().map(|p| p.display().to_string()).unwrap_or_default();
        self.info(tr!("gui-saved", path = shown));
    }

    /// Records `path` in the recent files.
    pub(super) fn remember(&mut self, path: &Path) {
        self.settings.add_recent(path);
        self.settings.name_recent(path, &self.doc.tournament.event.name);
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
