//! The application: state, messages, update and view (Elm architecture).
//!
//! The app holds the open document ([`StoredTournament`]) and the screens'
//! own states. Screens turn their messages into events; the app turns events
//! into [`commands`](crate::commands) (the only way the tournament changes),
//! autosaves after each one, and runs slow work (pairing, file dialogs) as
//! [`Task`]s.

use super::{chrome, players, round, standings, tasks, theme, tournament};
use crate::commands::{self, Command, CommandError};
use crate::model::Tournament;
use crate::store::settings::{self, Settings};
use crate::store::{self, StoredTournament};
use crate::{cli, tr};
use iced::keyboard::{self, Key, key::Named};
use iced::widget::{column, container, scrollable};
use iced::{Element, Length, Subscription, Task, Theme};
use std::path::{Path, PathBuf};

/// The four views.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Tournament,
    Players,
    Round,
    Standings,
}

impl Tab {
    pub const ALL: [Tab; 4] = [Tab::Tournament, Tab::Players, Tab::Round, Tab::Standings];

    pub fn label(self) -> String {
        match self {
            Tab::Tournament => tr!("gui-tab-tournament"),
            Tab::Players => tr!("gui-tab-players"),
            Tab::Round => tr!("gui-tab-round"),
            Tab::Standings => tr!("gui-tab-standings"),
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
}

impl Options {
    /// The desktop start: settings from their usual place, the bundled sample.
    pub fn desktop(file: Option<PathBuf>) -> Options {
        Options {
            file,
            settings_file: settings::settings_location().ok().map(|l| l.file()),
            sample: Some(sample_path()),
        }
    }
}

/// Where the bundled sample tournament is: beside the executable
/// (`assets/sample.swissdesk.ron`, for installed copies), else in the source tree.
pub fn sample_path() -> PathBuf {
    let relative = Path::new("assets").join("sample.swissdesk.ron");
    let beside_exe = std::env::current_exe().ok().and_then(|exe| exe.parent().map(|dir| dir.join(&relative)));
    match beside_exe {
        Some(path) if path.is_file() => path,
        _ => Path::new(env!("CARGO_MANIFEST_DIR")).join(relative),
    }
}

/// Something to tell the arbiter, shown under the tool bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub is_error: bool,
    pub text: String,
}

/// An action waiting for "discard unsaved changes?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    New,
    Open,
}

/// What "Pair next round" hands to the background task.
#[derive(Clone, Debug)]
pub struct PairRequest {
    pub tournament: Tournament,
    pub actor: String,
    /// The document revision the copy was taken from.
    pub revision: u64,
}

/// The answer of the background pairing.
#[derive(Clone, Debug)]
pub struct PairOutcome {
    revision: u64,
    result: Result<Box<(Tournament, u32)>, CommandError>,
}

/// The pairing work: `commands::pair_next_round` on a copy of the
/// tournament. Runs inside a [`Task`], off the UI thread; tests call it directly.
pub fn pair_job(request: PairRequest) -> Message {
    let PairRequest { mut tournament, actor, revision } = request;
    let result =
        commands::pair_next_round(&mut tournament, &actor).map(|round| Box::new((tournament, round)));
    Message::Paired(PairOutcome { revision, result })
}

/// What a key press means, if anything (the keyboard subscription's filter).
pub fn key_message(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key, modified_key, modifiers, .. } = event else {
        return None;
    };
    if modifiers.command() && matches!(key.as_ref(), Key::Character("s")) {
        return Some(Message::Save);
    }
    if modifiers.command() || modifiers.alt() || modifiers.logo() {
        return None;
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

#[derive(Debug, Clone)]
pub enum Message {
    New,
    Open,
    /// The file dialog's answer (`None`: cancelled).
    OpenPicked(Option<PathBuf>),
    Save,
    SaveAs,
    SaveAsPicked(Option<PathBuf>),
    /// "Discard unsaved changes?" answered.
    Confirm(bool),
    ShowTab(Tab),
    ToggleTheme,
    DismissNotice,
    /// A result-entry key (from the keyboard subscription).
    Key(round::ResultKey),
    Tournament(tournament::Message),
    Players(players::Message),
    Round(round::Message),
    Standings(standings::Message),
    Paired(PairOutcome),
}

pub struct App {
    doc: StoredTournament,
    /// Shown in the title for a document without a file (sample, TRF import).
    label: String,
    /// Changes not written to a file.
    dirty: bool,
    /// Counts applied changes, so a pairing computed on an older copy is refused.
    revision: u64,
    settings: Settings,
    settings_file: Option<PathBuf>,
    mode: theme::Mode,
    tab: Tab,
    notice: Option<Notice>,
    pending: Option<Pending>,
    pairing: bool,
    tournament_screen: tournament::State,
    players_screen: players::State,
    round_screen: round::State,
    standings_screen: standings::State,
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
        let mode = match settings.theme {
            settings::Theme::Dark => theme::Mode::Dark,
            settings::Theme::Light | settings::Theme::System => theme::Mode::Light,
        };
        let empty = Tournament::new(tr!("gui-new-tournament"));
        let mut app = App {
            tournament_screen: tournament::State::new(&empty),
            doc: StoredTournament::new(empty),
            label: tr!("gui-untitled"),
            dirty: false,
            revision: 0,
            settings,
            settings_file: options.settings_file.clone(),
            mode,
            tab: Tab::default(),
            notice: None,
            pending: None,
            pairing: false,
            players_screen: players::State::new(),
            round_screen: round::State::new(),
            standings_screen: standings::State::new(),
        };

        if let Some(file) = &options.file {
            app.open_file(file);
        } else if let Some(last) = app.settings.last_file.clone() {
            match StoredTournament::open_with_recovery(&last) {
                Ok(doc) => {
                    let notice = doc.recovery_notice();
                    app.replace_document(doc, String::new());
                    if let Some(text) = notice {
                        app.error(text);
                    }
                }
                Err(e) => {
                    app.open_sample(options.sample.as_deref());
                    app.error(tr!("gui-last-file-failed", error = e.to_string()));
                }
            }
        } else {
            app.open_sample(options.sample.as_deref());
        }
        if let Some(text) = settings_notice {
            app.error(text);
        }
        (app, Task::none())
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

    pub fn is_pairing(&self) -> bool {
        self.pairing
    }

    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
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

    /// The name shown in the title: the file name, else the label.
    pub fn document_name(&self) -> String {
        self.doc
            .path()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| self.label.clone())
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
        keyboard::listen().filter_map(key_message)
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
        match message {
            Message::New => return self.guarded(Pending::New),
            Message::Open => return self.guarded(Pending::Open),
            Message::Confirm(discard) => {
                let pending = self.pending.take();
                self.notice = None;
                if discard {
                    return pending.map(|p| self.run_pending(p)).unwrap_or_else(Task::none);
                }
            }
            Message::OpenPicked(Some(path)) => {
                self.notice = None;
                self.open_file(&path);
            }
            Message::OpenPicked(None) | Message::SaveAsPicked(None) => {}
            Message::Save => {
                self.notice = None;
                if self.doc.can_save() {
                    match self.doc.save() {
                        Ok(()) => self.saved(),
                        Err(e) => self.error(tr!("gui-save-failed", error = e.to_string())),
                    }
                } else {
                    return tasks::save_dialog(&self.document_name());
                }
            }
            Message::SaveAs => return tasks::save_dialog(&self.document_name()),
            Message::SaveAsPicked(Some(path)) => {
                self.notice = None;
                self.save_as(&path);
            }
            Message::ShowTab(tab) => self.tab = tab,
            Message::ToggleTheme => {
                self.mode = self.mode.toggled();
                self.settings.theme = match self.mode {
                    theme::Mode::Light => settings::Theme::Light,
                    theme::Mode::Dark => settings::Theme::Dark,
                };
                self.store_settings();
            }
            Message::DismissNotice => {
                self.notice = None;
                self.pending = None;
            }
            Message::Key(key) => {
                if self.tab == Tab::Round {
                    return self.update(Message::Round(round::Message::Key(key)));
                }
            }
            Message::Tournament(message) => {
                if let Some(tournament::Event::Apply(commands)) =
                    self.tournament_screen.update(message, &self.doc.tournament)
                {
                    let all = commands.into_iter().all(|c| self.apply(c));
                    if all {
                        self.tournament_screen.reset(&self.doc.tournament);
                        self.info(tr!("gui-changes-applied"));
                    }
                }
            }
            Message::Players(message) => {
                if let Some(players::Event::Apply(command)) =
                    self.players_screen.update(message, &self.doc.tournament)
                {
                    self.apply(command);
                }
            }
            Message::Round(message) => {
                let moves = matches!(message, round::Message::Key(_) | round::Message::SetResult(_));
                let task = self.round_message(message);
                if moves {
                    return Task::batch([
                        task,
                        tasks::reveal(round::board_id(self.round_screen.selected_board())),
                    ]);
                }
                return task;
            }
            Message::Standings(message) => self.standings_screen.update(message),
            Message::Paired(outcome) => {
                self.pairing = false;
                self.notice = None;
                match outcome.result {
                    Ok(_) if outcome.revision != self.revision => self.error(tr!("gui-pair-changed")),
                    Ok(paired) => {
                        let (tournament, round) = *paired;
                        self.doc.tournament = tournament;
                        self.changed();
                        self.round_screen.follow_last_round(&self.doc.tournament);
                        self.info(tr!("gui-paired", round = round));
                    }
                    Err(e) => self.error(tr!("gui-pair-failed", error = e.to_string())),
                }
            }
        }
        Task::none()
    }

    /// A message of the rounds view: results, pairing, unpair, publish.
    fn round_message(&mut self, message: round::Message) -> Task<Message> {
        match self.round_screen.update(message, &self.doc.tournament) {
            Some(round::Event::Apply(command)) => {
                let unpair = matches!(command, Command::UnpairRound { .. });
                if self.apply(command) && unpair {
                    self.round_screen.follow_last_round(&self.doc.tournament);
                }
            }
            Some(round::Event::Result { round, board, result }) => {
                if self.apply(Command::SetResult { round, board, result }) && !result.is_pending() {
                    self.round_screen.advance(&self.doc.tournament);
                }
            }
            Some(round::Event::PairNext) if !self.pairing => {
                self.pairing = true;
                let request = self.pair_request();
                // Off the UI thread: the executor runs the future on its thread pool.
                return Task::perform(async move { pair_job(request) }, |message| message);
            }
            Some(round::Event::PairNext) | None => {}
        }
        Task::none()
    }

    /// Runs `command` through `commands::apply`; shows the error if it fails.
    fn apply(&mut self, command: Command) -> bool {
        // A new action: the previous notice is no longer news.
        self.notice = None;
        let actor = self.actor();
        match commands::apply(&mut self.doc.tournament, command, &actor) {
            Ok(()) => {
                self.changed();
                true
            }
            Err(e) => {
                self.error(e.to_string());
                false
            }
        }
    }

    /// After every change: new revision, autosave when there is a file.
    fn changed(&mut self) {
        self.revision += 1;
        self.dirty = true;
        match self.doc.autosave() {
            Ok(true) => self.dirty = false,
            Ok(false) => {}
            Err(e) => self.error(tr!("gui-autosave-failed", error = e.to_string())),
        }
        self.round_screen.clamp(&self.doc.tournament);
    }

    /// New / Open: ask first when there are unsaved changes.
    fn guarded(&mut self, action: Pending) -> Task<Message> {
        if self.dirty {
            self.pending = Some(action);
            self.notice = Some(Notice { is_error: false, text: tr!("gui-unsaved-confirm") });
            Task::none()
        } else {
            self.run_pending(action)
        }
    }

    fn run_pending(&mut self, action: Pending) -> Task<Message> {
        match action {
            Pending::New => {
                self.replace_document(
                    StoredTournament::new(Tournament::new(tr!("gui-new-tournament"))),
                    tr!("gui-untitled"),
                );
                self.tab = Tab::Tournament;
                Task::none()
            }
            Pending::Open => tasks::open_dialog(),
        }
    }

    /// Opens `path` (`.ron` as a Swissdesk file; `.trf` and others through
    /// `cli::load_tournament`, without a file to save to). On failure the
    /// open document stays as it is and the error is shown.
    fn open_file(&mut self, path: &Path) {
        let is_ron = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron"));
        let opened = if is_ron {
            StoredTournament::open(path).map_err(|e| e.to_string()).map(|doc| (doc, String::new()))
        } else {
            cli::load_tournament(path).map_err(|e| e.to_string()).map(|t| {
                let label = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                (StoredTournament::new(t), label)
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
    fn open_sample(&mut self, sample: Option<&Path>) {
        let Some(path) = sample else { return };
        if !path.is_file() {
            self.error(tr!("gui-sample-missing", path = path.display().to_string()));
            return;
        }
        match store::load(path) {
            Ok(t) => {
                self.replace_document(StoredTournament::new(t), tr!("gui-sample-label"));
                self.info(tr!("gui-sample-opened"));
            }
            Err(e) => self.error(tr!("gui-sample-failed", error = e.to_string())),
        }
    }

    fn replace_document(&mut self, doc: StoredTournament, label: String) {
        self.doc = doc;
        self.label = if label.is_empty() { tr!("gui-untitled") } else { label };
        self.dirty = false;
        self.revision += 1;
        self.pending = None;
        self.tournament_screen.reset(&self.doc.tournament);
        self.players_screen = players::State::new();
        self.round_screen = round::State::new();
        self.round_screen.follow_last_round(&self.doc.tournament);
    }

    fn save_as(&mut self, path: &Path) {
        match self.doc.save_as(path) {
            Ok(()) => {
                self.remember(path);
                self.saved();
            }
            Err(e) => self.error(tr!("gui-save-failed", error = e.to_string())),
        }
    }

    fn saved(&mut self) {
        self.dirty = false;
        let shown = self.doc.path().map(|p| p.display().to_string()).unwrap_or_default();
        self.info(tr!("gui-saved", path = shown));
    }

    /// Records `path` in the recent files.
    fn remember(&mut self, path: &Path) {
        self.settings.add_recent(path);
        self.store_settings();
    }

    fn store_settings(&mut self) {
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

    fn info(&mut self, text: String) {
        // An error stays visible until dismissed; information does not hide it.
        if !self.notice.as_ref().is_some_and(|n| n.is_error) {
            self.notice = Some(Notice { is_error: false, text });
        }
    }

    fn error(&mut self, text: String) {
        self.notice = Some(Notice { is_error: true, text });
    }

    // ----- view -----

    pub fn view(&self) -> Element<'_, Message> {
        let t = &self.doc.tournament;
        let content: Element<'_, Message> = match self.tab {
            Tab::Tournament => self.tournament_screen.view(t).map(Message::Tournament),
            Tab::Players => self.players_screen.view(t).map(Message::Players),
            Tab::Round => self.round_screen.view(t, self.pairing).map(Message::Round),
            Tab::Standings => self.standings_screen.view(t).map(Message::Standings),
        };
        let mut page = column![chrome::tool_bar(&t.event.name, self.tab, self.mode)];
        if let Some(notice) = &self.notice {
            page = page.push(container(chrome::notice_bar(notice, self.pending.is_some())).padding([6, 12]));
        }
        page.push(
            scrollable(container(content).padding(16).width(Length::Fill))
                .id(tasks::PAGE)
                .spacing(2)
                .height(Length::Fill)
                .width(Length::Fill),
        )
        .push(chrome::status_bar(self.status_line(), self.status_summary()))
        .into()
    }

    /// Left of the status bar: the file and whether it is saved.
    fn status_line(&self) -> String {
        let file = match self.doc.path() {
            Some(path) => path.display().to_string(),
            None => self.document_name(),
        };
        let state = if self.dirty {
            tr!("gui-status-unsaved")
        } else if self.doc.can_save() {
            tr!("gui-status-autosaved")
        } else {
            tr!("gui-status-no-file")
        };
        let dot = if self.dirty { "• " } else { "" };
        format!("{dot}{file} — {state}")
    }

    /// Right of the status bar: players and rounds.
    fn status_summary(&self) -> String {
        let t = &self.doc.tournament;
        tr!(
            "gui-status-summary",
            players = t.players.len(),
            paired = t.rounds_paired(),
            planned = t.settings.rounds_planned
        )
    }
}
