//! The application: state, messages, update and view (Elm architecture).
//!
//! The app holds the open document ([`StoredTournament`]) and the screens'
//! own states. Screens turn their messages into events; the app turns events
//! into [`commands`](crate::commands) (the only way the tournament changes),
//! autosaves after each one, and runs slow work (pairing, file dialogs) as
//! [`Task`]s. Opening and saving files live in `files`, the view in `view`.

use super::derived::Derived;
use super::export::Export;
use super::jobs::{self, CheckRequest, ExplainRequest};
use super::{
    absences, audit, chooser, fide_search, noticeboard, players, round, settings as settings_screen,
    standings, tasks, theme, tournament,
};
use crate::commands::{self, Command};
use crate::i18n;
use crate::model::Tournament;
use crate::store::settings::{self, Settings};
use crate::store::{BackgroundSaver, Saved, StoreError, StoredTournament};
use crate::tr;
use crate::undo::{self, UndoHistory};
use iced::keyboard::{self, Key, key::Named};
use iced::{Subscription, Task, Theme};
use std::path::{Path, PathBuf};

mod autosave;
pub mod chrome;
mod exports;
mod files;
mod history;
mod pairing;
mod screens;
mod teams;
mod view;

pub use files::Purpose;

pub use super::jobs::{PairOutcome, PairRequest};

/// The views.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Tournament,
    Players,
    Round,
    Standings,
    Audit,
    Settings,
    /// A team competition's teams, rosters and line-ups (shown after
    /// Players in a team event only; not in [`Tab::ALL`], whose order the
    /// Ctrl+digit keys follow).
    Teams,
}

impl Tab {
    pub const ALL: [Tab; 6] =
        [Tab::Tournament, Tab::Players, Tab::Round, Tab::Standings, Tab::Audit, Tab::Settings];

    pub fn label(self) -> String {
        match self {
            Tab::Tournament => tr!("gui-tab-tournament"),
            Tab::Players => tr!("gui-tab-players"),
            Tab::Round => tr!("gui-tab-round"),
            Tab::Standings => tr!("gui-tab-standings"),
            Tab::Audit => tr!("gui-tab-audit"),
            Tab::Settings => tr!("gui-tab-settings"),
            Tab::Teams => tr!("gui-tab-teams"),
        }
    }

    /// The tabs the tool bar shows: a team event's Teams after Players.
    pub fn shown(team_event: bool) -> Vec<Tab> {
        let mut tabs = Tab::ALL.to_vec();
        if team_event {
            tabs.insert(2, Tab::Teams);
        }
        tabs
    }
}

/// What the title shows for a document without a file.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Label {
    Untitled,
    Sample,
    /// An imported file's name.
    Named(String),
}

impl Label {
    fn text(&self) -> String {
        match self {
            Label::Untitled => tr!("gui-untitled"),
            Label::Sample => tr!("gui-sample-label"),
            Label::Named(name) => name.clone(),
        }
    }
}

/// How the app starts.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The file given on the command line.
    pub file: Option<PathBuf>,
    /// The settings file (recent files, theme, arbiter name); `None` reads
    /// and writes no settings (tests).
    pub settings_file: Option<PathBuf>,
    /// The sample tournament opened when there is nothing else to open;
    /// `None` starts an empty tournament.
    pub sample: Option<PathBuf>,
    /// Whether to try the system's file dialog (when there is one) before
    /// Swissdesk's own chooser; `false` (tests) always uses the app's own.
    pub native_dialogs: bool,
    /// The data folder of the FIDE rating list; `None`: no list (tests).
    pub rating_list_dir: Option<PathBuf>,
}

impl Options {
    /// The desktop start: settings from their usual place, the bundled sample.
    pub fn desktop(file: Option<PathBuf>) -> Options {
        Options {
            file,
            settings_file: settings::settings_location().ok().map(|l| l.file()),
            sample: Some(sample_path()),
            native_dialogs: true,
            rating_list_dir: crate::ratings::database::data_dir().ok(),
        }
    }
}

/// Where the bundled sample tournament is, however Swissdesk was installed
/// (see [`crate::resources`]).
pub fn sample_path() -> PathBuf {
    crate::resources::sample_path()
}

/// Something to tell the arbiter, shown under the tool bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub is_error: bool,
    pub text: String,
}

/// An action that would drop the open tournament, waiting for the answer to
/// "save the unsaved changes?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    New,
    Open,
    /// A file from the recent files.
    OpenPath(PathBuf),
    /// Closing the window (its close button, or Ctrl+Q).
    Quit,
}

/// The answers to "save the unsaved changes?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsaved {
    /// Save (choosing a file if there is none), then go on.
    Save,
    /// Go on without saving.
    Discard,
    /// Do nothing.
    Cancel,
}

/// A way out offered under an error notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// The file is being edited by another Swissdesk: look at it read-only.
    OpenReadOnly(PathBuf),
    /// The last save failed (full disk, read-only folder, removed stick,
    /// read-only document): keep the changes in another file.
    SaveAs,
}

/// What a key press means, if anything (the keyboard subscription's filter).
pub fn key_message(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key, modified_key, modifiers, .. } = event else {
        return None;
    };
    // Tab and Shift+Tab: the next and the previous field of a form.
    if let Key::Named(Named::Tab) = key.as_ref()
        && !modifiers.command()
        && !modifiers.alt()
    {
        return Some(Message::Focus(if modifiers.shift() { FocusMove::Previous } else { FocusMove::Next }));
    }
    if modifiers.command()
        && let Key::Character(c) = key.as_ref()
    {
        // With Shift the key may arrive as the capital letter.
        match c.to_lowercase().as_str() {
            "n" if !modifiers.shift() => return Some(Message::New),
            "o" if !modifiers.shift() => return Some(Message::Open),
            "s" if modifiers.shift() => return Some(Message::SaveAs),
            "s" => return Some(Message::Save),
            "q" => return Some(Message::Quit),
            "p" if !modifiers.shift() => return Some(Message::PairNextRound),
            "z" if modifiers.shift() => return Some(Message::Redo),
            "z" => return Some(Message::Undo),
            "y" => return Some(Message::Redo),
            _ => {}
        }
    }
    // Ctrl+1 … Ctrl+6: the views, in the order of the tabs.
    if modifiers.command()
        && let Key::Character(c) = key.as_ref()
        && let Some(tab) =
            c.parse::<usize>().ok().and_then(|n| n.checked_sub(1)).and_then(|i| Tab::ALL.get(i))
    {
        return Some(Message::ShowTab(*tab));
    }
    if modifiers.command() || modifiers.alt() || modifiers.logo() {
        return None;
    }
    if key == Key::Named(Named::Escape) {
        return Some(Message::Escape);
    }
    let action = match key.as_ref() {
        Key::Named(Named::ArrowUp) => round::ResultKey::Up,
        Key::Named(Named::ArrowDown) => round::ResultKey::Down,
        _ => match modified_key.as_ref() {
            Key::Character(c) => round::ResultKey::from_char(c)?,
            _ => return None,
        },
    };
    Some(Message::Key(action))
}

/// What a key press means given whether a widget took it: the keyboard
/// subscription's filter. A key a widget took means nothing to the app,
/// but for Escape: a text field takes it to drop its focus, and in a dialog
/// the arbiter pressing Escape means "close", not "leave the field" (#27:
/// the correction dialog took two Escapes while its reason was focused).
pub fn key_event_message(event: keyboard::Event, status: iced::event::Status) -> Option<Message> {
    match status {
        iced::event::Status::Ignored => key_message(event),
        iced::event::Status::Captured => match key_message(event)? {
            Message::Escape => Some(Message::Escape),
            _ => None,
        },
    }
}

/// Where Tab moves the keyboard focus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FocusMove {
    Next,
    Previous,
}

#[derive(Debug, Clone)]
pub enum Message {
    New,
    Open,
    /// A file chosen in the recent files.
    OpenRecent(PathBuf),
    /// The file chosen to open (`None`: the arbiter cancelled).
    OpenPicked(Option<PathBuf>),
    Save,
    SaveAs,
    /// The file chosen to save to (`None`: the arbiter cancelled).
    SaveAsPicked(Option<PathBuf>),
    /// The system has no file dialog: Swissdesk's own chooser takes over.
    NoNativeDialog(Purpose),
    /// Swissdesk's own file chooser.
    Chooser(chooser::Message),
    /// "Save the unsaved changes?" answered.
    Unsaved(Unsaved),
    /// The question about players absent for two rounds or more, before pairing.
    Absences(absences::Message),
    /// The window's close button, or Ctrl+Q.
    Quit,
    /// Escape: closes the chooser or the question on top.
    Escape,
    /// Opens a file another Swissdesk is editing, read-only.
    OpenReadOnly(PathBuf),
    ShowTab(Tab),
    /// Takes back the last change (Ctrl+Z).
    Undo,
    /// Makes the last undone change again (Ctrl+Y, Ctrl+Shift+Z).
    Redo,
    ToggleTheme,
    /// The tool bar's File menu opened (`true`) or closed.
    FileMenu(bool),
    DismissNotice,
    /// A result-entry key (from the keyboard subscription).
    Key(round::ResultKey),
    /// Tab / Shift+Tab: the next or previous field.
    Focus(FocusMove),
    /// Ctrl+P: pair the next round (and show the rounds view).
    PairNextRound,
    /// "Re-pair round N" (offered after a late entry while round N is
    /// paired but not published): unpair it and pair it again.
    Repair(u32),
    Tournament(tournament::Message),
    Players(players::Message),
    Round(round::Message),
    Standings(standings::Message),
    Audit(audit::Message),
    Settings(settings_screen::Message),
    /// The teams view of a team competition.
    Teams(super::teams::Message),
    Paired(PairOutcome),
    /// Asks where to write an export.
    Export(Export),
    /// Where to write it (`None`: the arbiter cancelled).
    ExportPicked(Export, Option<PathBuf>),
    /// The export job's answer: the path written, or the error.
    Exported(Result<String, String>),
    /// A background save ended.
    Autosaved(Saved),
    /// The noticeboard card (settings view).
    Noticeboard(noticeboard::Message),
}

/// A message of the rounds view (the check and explain jobs answer with one).
impl From<round::Message> for Message {
    fn from(message: round::Message) -> Message {
        Message::Round(message)
    }
}

/// A message of the rating-list card (its jobs answer with one).
impl From<fide_search::Message> for Message {
    fn from(message: fide_search::Message) -> Message {
        Message::Players(players::Message::Fide(message))
    }
}

/// The pairing job as the app runs it, its answer the app's (tests call it
/// directly).
pub fn pair_job(request: PairRequest) -> Message {
    Message::Paired(jobs::pair_job(request))
}

pub struct App {
    doc: StoredTournament,
    /// Shown in the title for a document without a file (sample, TRF import).
    label: Label,
    /// Changes not written to a file.
    dirty: bool,
    /// Writes the autosaves off the UI thread (see `autosave`).
    saver: BackgroundSaver,
    /// The answers of the saves handed in during this update.
    save_replies: Vec<iced::futures::channel::oneshot::Receiver<Saved>>,
    /// The revision of the last save outcome taken into account.
    reported_save: u64,
    /// Counts applied changes, so a pairing computed on an older copy is refused.
    revision: u64,
    /// The changes of this session that can be undone and redone.
    history: UndoHistory,
    settings: Settings,
    settings_file: Option<PathBuf>,
    mode: theme::Mode,
    tab: Tab,
    notice: Option<Notice>,
    /// The action waiting for "save the unsaved changes?" (the question is shown).
    pending: Option<Pending>,
    /// The action to go on with once the file chosen by "Save" is written.
    after_save: Option<Pending>,
    /// Swissdesk's own file chooser, when shown, and what it is for.
    chooser: Option<(Purpose, chooser::Chooser)>,
    /// "Withdraw the players who have been away?", before pairing.
    absences: Option<absences::Question>,
    /// Whether the system's file dialog is tried first (see [`Options`]);
    /// turned off for the session once it turned out to be missing.
    native_dialogs: bool,
    /// The file an imported document (TRF) came from.
    imported_from: Option<PathBuf>,
    /// The app was told to close (the window goes once `update` returns).
    quitting: bool,
    /// Offered under an error notice (open read-only, save as).
    file_offer: Option<Offer>,
    /// The tool bar's File menu is open.
    file_menu: bool,
    pairing: bool,
    /// What the views show that is computed from the tournament, and the
    /// revision it was computed for (see [`App::refresh`]).
    derived: Derived,
    derived_revision: u64,
    /// A round the arbiter is offered to re-pair (after a late entry).
    offer: Option<u32>,
    tournament_screen: tournament::State,
    players_screen: players::State,
    round_screen: round::State,
    standings_screen: standings::State,
    audit_screen: audit::State,
    settings_screen: settings_screen::State,
    teams_screen: super::teams::State,
    /// The venue noticeboard: off until the arbiter starts it.
    noticeboard_screen: noticeboard::State,
}

impl App {
    pub fn new(options: Options) -> (App, Task<Message>) {
        let (settings, settings_notice) = match &options.settings_file {
            Some(path) => {
                let loaded = settings::load_settings(path);
                (loaded.settings, loaded.error.map(|e| tr!("gui-settings-failed", error = e.to_string())))
            }
            None => (Settings::default(), None),
        };
        // The language chosen in the settings, unless the environment forces one.
        if std::env::var_os(i18n::LANGUAGE_ENV).is_none()
            && let Some(language) = &settings.language
        {
            i18n::set_language(language);
        }
        let mode = match settings.theme {
            settings::Theme::Dark => theme::Mode::Dark,
            settings::Theme::Light | settings::Theme::System => theme::Mode::Light,
        };
        let empty = super::fide_mode::new_event();
        let arbiter_screen = settings_screen::State::new(&settings.arbiter_name);
        let mut app = App {
            tournament_screen: tournament::State::new(&empty),
            doc: StoredTournament::new(empty),
            label: Label::Untitled,
            dirty: false,
            saver: BackgroundSaver::new(),
            save_replies: Vec::new(),
            reported_save: 0,
            revision: 0,
            history: UndoHistory::new(),
            settings,
            settings_file: options.settings_file.clone(),
            mode,
            tab: Tab::default(),
            notice: None,
            pending: None,
            after_save: None,
            chooser: None,
            absences: None,
            native_dialogs: options.native_dialogs,
            imported_from: None,
            quitting: false,
            file_offer: None,
            file_menu: false,
            pairing: false,
            derived: Derived::default(),
            derived_revision: u64::MAX,
            offer: None,
            players_screen: players::State::new(),
            round_screen: round::State::new(),
            standings_screen: standings::State::new(),
            audit_screen: audit::State::new(),
            settings_screen: arbiter_screen,
            teams_screen: super::teams::State::new(),
            noticeboard_screen: noticeboard::State::new(),
        };

        if let Some(file) = &options.file {
            app.open_file(file);
        } else if let Some(last) = app.settings.last_file.clone() {
            match StoredTournament::open_with_recovery(&last) {
                Ok(doc) => {
                    let notice = doc.recovery_notice();
                    app.replace_document(doc, Label::Untitled);
                    if let Some(text) = notice {
                        app.error(text);
                    }
                }
                Err(e) => {
                    app.open_sample(options.sample.as_deref());
                    app.error(tr!("gui-last-file-failed", error = e.to_string()));
                    if let StoreError::Locked { .. } = e {
                        app.file_offer = Some(Offer::OpenReadOnly(last));
                    }
                }
            }
        } else {
            app.open_sample(options.sample.as_deref());
        }
        if let Some(text) = settings_notice {
            app.error(text);
        }
        app.players_screen.fide = fide_search::State::new(options.rating_list_dir.clone());
        // The rating list loads off the UI thread: the window shows at once.
        let load = match options.rating_list_dir.clone() {
            Some(dir) => jobs::spawn(move || fide_search::load_job(dir)).map(Message::from),
            None => Task::none(),
        };
        app.refresh();
        (app, load)
    }

    /// After any change of the document (a new revision): what the views
    /// show from it is computed again, once.
    fn refresh(&mut self) {
        if self.derived_revision != self.revision {
            self.derived = Derived::of(&self.doc.tournament);
            self.derived_revision = self.revision;
            // A running noticeboard shows the change once it is public.
            self.noticeboard_screen.publish(&self.doc.tournament);
        }
    }

    /// What the views show that is computed from the tournament.
    pub fn derived(&self) -> &Derived {
        &self.derived
    }

    /// The round the notice offers to re-pair, if any.
    pub fn repair_offer(&self) -> Option<u32> {
        self.offer
    }

    // ----- what tests and the shell read -----

    pub fn tournament(&self) -> &Tournament {
        &self.doc.tournament
    }

    pub fn path(&self) -> Option<&Path> {
        self.doc.path()
    }

    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// Whether closing, New or Open must ask first: changes not written to
    /// a file, or edits typed into the tournament form and not applied.
    pub fn has_unsaved_changes(&self) -> bool {
        self.dirty || self.form_edited()
    }

    /// Whether the tournament form holds edits not applied yet.
    pub fn form_edited(&self) -> bool {
        self.tournament_screen.is_edited(&self.doc.tournament)
    }

    /// Applies the tournament form's edits (as its Apply button does);
    /// whether they were valid and applied.
    fn apply_form(&mut self) -> bool {
        let message = tournament::Message::Apply;
        match self.tournament_screen.update(message, &self.doc.tournament) {
            Some(tournament::Event::Apply(commands)) => {
                let all = commands.into_iter().all(|c| self.apply(c));
                if all {
                    self.tournament_screen.reset(&self.doc.tournament);
                }
                all
            }
            Some(
                tournament::Event::Export(_) | tournament::Event::FideMode(_) | tournament::Event::Focus(_),
            ) => false,
            // Nothing to apply, or the form's error is shown on it.
            None => !self.form_edited(),
        }
    }

    pub fn is_pairing(&self) -> bool {
        self.pairing
    }

    /// The way out offered under the notice, if any.
    pub fn file_offer(&self) -> Option<&Offer> {
        self.file_offer.as_ref()
    }

    /// Whether the tool bar's File menu is open.
    pub fn file_menu_open(&self) -> bool {
        self.file_menu
    }

    /// The question about long absences, while it is shown.
    pub fn absences(&self) -> Option<&absences::Question> {
        self.absences.as_ref()
    }

    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The action waiting for "save the unsaved changes?", while it is asked.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// Swissdesk's own file chooser, while it is shown.
    pub fn chooser(&self) -> Option<&chooser::Chooser> {
        self.chooser.as_ref().map(|(_, c)| c)
    }

    /// Whether the app has been told to close (all work saved or discarded
    /// by the arbiter's answer).
    pub fn is_quitting(&self) -> bool {
        self.quitting
    }

    pub fn tab(&self) -> Tab {
        self.tab
    }

    pub fn round_screen(&self) -> &round::State {
        &self.round_screen
    }

    pub fn players_screen(&self) -> &players::State {
        &self.players_screen
    }

    pub fn standings_screen(&self) -> &standings::State {
        &self.standings_screen
    }

    /// The recent files the tool bar lists, newest first.
    pub fn recent_files(&self) -> &[PathBuf] {
        &self.settings.recent_files
    }

    pub fn audit_screen(&self) -> &audit::State {
        &self.audit_screen
    }

    pub fn tournament_screen(&self) -> &tournament::State {
        &self.tournament_screen
    }

    /// The document revision (counts every change and every load).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// What Undo and Redo would take back or make again.
    pub fn history(&self) -> &UndoHistory {
        &self.history
    }

    /// The arbiter name changes are logged under.
    pub fn arbiter(&self) -> String {
        self.actor()
    }

    /// What the check of the override editor's draft runs on (the same
    /// request the editor's Task gets).
    pub fn check_request(&self) -> Option<CheckRequest> {
        match self.round_screen.check_event()? {
            round::Event::Check { round, pairing, draft } => {
                Some(CheckRequest { tournament: self.doc.tournament.clone(), round, pairing, draft })
            }
            _ => None,
        }
    }

    /// What the explanation panel's Task runs on.
    pub fn explain_request(&self) -> Option<ExplainRequest> {
        let round = self.round_screen.explanation()?.round();
        Some(ExplainRequest { tournament: self.doc.tournament.clone(), round })
    }

    /// The name shown in the title and asked about before closing: the
    /// file name, else an imported file's or the sample's label, else the
    /// event's name ("Untitled tournament" only while it has none).
    pub fn document_name(&self) -> String {
        if let Some(name) = self.doc.path().and_then(|p| p.file_name()) {
            return name.to_string_lossy().into_owned();
        }
        let event = self.doc.tournament.event.name.trim();
        match &self.label {
            Label::Untitled if !event.is_empty() => event.to_owned(),
            label => label.text(),
        }
    }

    pub fn title(&self) -> String {
        let name = self.document_name();
        let name = if self.dirty { format!("{name} •") } else { name };
        tr!("gui-window-title", file = name)
    }

    pub fn theme(&self) -> Theme {
        self.mode.theme()
    }

    pub fn subscription(&self) -> Subscription<Message> {
        Subscription::batch([
            iced::event::listen_with(|event, status, _window| match event {
                iced::Event::Keyboard(event) => key_event_message(event, status),
                _ => None,
            }),
            // The window's close button: the window stays until the app
            // says so (`exit_on_close_request(false)` in `gui::run`).
            iced::window::close_requests().map(|_| Message::Quit),
        ])
    }

    /// The copy of the document "Pair next round" works on.
    pub fn pair_request(&self) -> PairRequest {
        PairRequest { tournament: self.doc.tournament.clone(), actor: self.actor(), revision: self.revision }
    }

    fn actor(&self) -> String {
        let name = self.settings.arbiter_name.trim();
        if name.is_empty() { tr!("gui-actor-default") } else { name.to_owned() }
    }

    // ----- update -----

    pub fn update(&mut self, message: Message) -> Task<Message> {
        // A question or the chooser on top takes the keyboard and the tool bar.
        let dialog_open = self.pending.is_some() || self.chooser.is_some() || self.absences.is_some();
        if dialog_open && waits_for_the_dialog(&message) {
            return Task::none();
        }
        // A choice in the File menu, or anything else the arbiter does
        // from the tool bar or the keyboard, closes it.
        if waits_for_the_dialog(&message) || matches!(message, Message::Escape | Message::Quit) {
            self.file_menu = false;
        }
        let task = self.handle(message);
        self.refresh();
        if self.save_replies.is_empty() { task } else { Task::batch([task, self.save_outcomes()]) }
    }

    /// Every message goes to the part of the app it concerns: files and
    /// dialogs (`files`), history (`history`), pairing (`pairing`), the
    /// screens (`screens`), exports and the noticeboard (`exports`).
    fn handle(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::New => self.guarded(Pending::New),
            Message::Open => self.guarded(Pending::Open),
            Message::OpenRecent(path) => self.guarded(Pending::OpenPath(path)),
            Message::OpenPicked(path) => self.open_picked(path),
            Message::OpenReadOnly(path) => {
                self.open_read_only(&path);
                Task::none()
            }
            Message::Save => self.save(),
            Message::SaveAs => self.choose(Purpose::SaveAs),
            Message::SaveAsPicked(path) => self.save_as_picked(path),
            Message::NoNativeDialog(purpose) => self.no_native_dialog(purpose),
            Message::Chooser(message) => self.chooser_message(message),
            Message::Unsaved(answer) => self.answer_unsaved(answer),
            Message::Autosaved(saved) => {
                self.autosaved(saved);
                Task::none()
            }
            Message::Quit => self.quit(),
            Message::Escape => self.escape(),
            Message::DismissNotice => self.dismiss_notice(),
            Message::Absences(message) => self.absences_message(message),
            Message::ShowTab(tab) => {
                self.tab = tab;
                self.restore_scroll()
            }
            Message::Focus(FocusMove::Next) => iced::widget::operation::focus_next(),
            Message::Focus(FocusMove::Previous) => iced::widget::operation::focus_previous(),
            Message::Key(key) => self.key(key),
            Message::ToggleTheme => self.toggle_theme(),
            Message::FileMenu(open) => {
                self.file_menu = open;
                Task::none()
            }
            Message::Undo => self.undo(),
            Message::Redo => self.redo(),
            Message::PairNextRound => self.pair_next_round(),
            Message::Repair(round) => self.repair(round),
            Message::Paired(outcome) => self.paired(outcome),
            Message::Tournament(message) => self.tournament_message(message),
            Message::Players(message) => self.players_message(message),
            Message::Round(message) => self.rounds_message(message),
            Message::Standings(message) => self.standings_message(message),
            Message::Audit(message) => self.audit_message(message),
            Message::Settings(message) => self.settings_message(message),
            Message::Export(export) => self.export(export),
            Message::ExportPicked(export, path) => self.export_picked(export, path),
            Message::Exported(result) => self.exported(result),
            Message::Noticeboard(message) => self.noticeboard_message(message),
            Message::Teams(message) => self.teams_message(message),
        }
    }

    /// Escape: closes the chooser, the question or the dialog on top.
    fn escape(&mut self) -> Task<Message> {
        if self.chooser.is_some() {
            return self.update(Message::Chooser(chooser::Message::Cancel));
        }
        self.pending = None;
        self.absences = None;
        self.round_screen.close_correction();
        self.tournament_screen.close_dialog();
        self.teams_screen.close_dialog();
        Task::none()
    }

    fn dismiss_notice(&mut self) -> Task<Message> {
        self.notice = None;
        self.offer = None;
        self.file_offer = None;
        Task::none()
    }

    /// Scrolls the lists of the view shown to where the arbiter left them
    /// (the top the first time): the scroll state of the window's widgets
    /// would otherwise carry over from the view shown before.
    fn restore_scroll(&self) -> Task<Message> {
        let to = |id: &'static str, offset: f32| tasks::scroll_to(id, offset);
        match self.tab {
            Tab::Tournament => to(tournament::PAGE, 0.0),
            Tab::Players => match self.players_screen.part() {
                players::Part::List => to(players::LIST, self.players_screen.scroll().offset),
                players::Part::Requests => to(players::REQUESTS, 0.0),
            },
            Tab::Round => to(round::BOARDS, self.round_screen.scroll().offset),
            Tab::Standings => {
                let (id, scroll) = self.standings_screen.scroll();
                to(id, scroll.offset)
            }
            Tab::Audit => to(audit::LIST, self.audit_screen.offset()),
            Tab::Settings => to(settings_screen::PAGE, 0.0),
            Tab::Teams => to(super::teams::ROSTER, 0.0),
        }
    }

    /// Runs `command` through `commands::apply`; shows the error if it fails.
    fn apply(&mut self, command: Command) -> bool {
        match self.try_apply(command) {
            Ok(()) => true,
            Err(e) => {
                self.error(e.to_string());
                false
            }
        }
    }

    /// Runs `command` through `commands::apply`; the error is the caller's
    /// to show (the add form says it under its fields).
    fn try_apply(&mut self, command: Command) -> Result<(), commands::CommandError> {
        // A new action: the previous notice is no longer news.
        self.notice = None;
        let actor = self.actor();
        let before = undo::snapshot(&mut self.doc.tournament);
        let logged = self.doc.tournament.audit.len();
        commands::apply(&mut self.doc.tournament, command, &actor)?;
        // A command that logged nothing changed nothing (the same result
        // key pressed twice): no revision, no autosave, nothing to undo.
        if self.doc.tournament.audit.len() != logged {
            self.history.record(before, &self.doc.tournament);
            self.changed();
        }
        Ok(())
    }

    /// The recent files list the event by its name: after the name changed,
    /// the entry of the document's file follows.
    fn rename_recent(&mut self) {
        let Some(path) = self.doc.path().map(Path::to_path_buf) else { return };
        let name = self.doc.tournament.event.name.clone();
        let absolute = std::path::absolute(&path).unwrap_or(path);
        if self.settings.recent_name(&absolute) != Some(name.trim()) {
            self.settings.name_recent(&absolute, &name);
            self.store_settings();
        }
    }

    /// After an undo or a redo: the change is saved like any other, and the
    /// screens drop what they showed of the state that is gone.
    fn stepped_in_history(&mut self) {
        self.notice = None;
        self.changed();
        self.tournament_screen.reset(&self.doc.tournament);
        self.round_screen.close_editor();
        self.round_screen.follow_last_round(&self.doc.tournament);
    }

    /// After every change: new revision, autosave when there is a file.
    fn changed(&mut self) {
        self.revision += 1;
        self.dirty = true;
        self.autosave();
        self.round_screen.clamp(&self.doc.tournament);
    }

    /// The noticeboard card, for tests and the shell.
    pub fn noticeboard_screen(&self) -> &noticeboard::State {
        &self.noticeboard_screen
    }

    fn info(&mut self, text: String) {
        // An error stays visible until dismissed; information does not hide it.
        if !self.notice.as_ref().is_some_and(|n| n.is_error) {
            self.notice = Some(Notice { is_error: false, text });
        }
    }

    fn error(&mut self, text: String) {
        self.notice = Some(Notice { is_error: true, text });
    }
}

/// Whether `message` is one the tool bar or the keyboard sends, which must
/// wait while a question or the chooser is shown.
fn waits_for_the_dialog(message: &Message) -> bool {
    matches!(
        message,
        Message::New
            | Message::Open
            | Message::OpenRecent(_)
            | Message::Save
            | Message::SaveAs
            | Message::ShowTab(_)
            | Message::Undo
            | Message::Redo
            | Message::ToggleTheme
            | Message::Key(_)
            | Message::Export(_)
            | Message::PairNextRound
            | Message::Repair(_)
    )
}

/// The language the app shows now (`en`, `fr`, …).
pub fn current_language() -> String {
    i18n::current_language()
}
