//! Registration from the FIDE rating list, on the players view: type part of
//! a name or a FIDE ID and the matches are listed as you type (name,
//! federation, title, rating, year of birth); Enter (or a click) adds the
//! highlighted player with all those fields, ↑ and ↓ choose another.
//!
//! The list is the one kept in the data folder (`ratings::database`), loaded
//! off the UI thread at start. The card also imports a list file, downloads
//! the current list from FIDE (with a progress bar and the month), and
//! updates the ratings of the registered players from the list before
//! round 1 (`Command::UpdateRatings`, one logged change).

use super::theme;
use crate::commands::Command;
use crate::model::{Player, RatingKind, Tournament};
use crate::ratings::download::{self, Progress};
use crate::ratings::import::Imported;
use crate::ratings::{RatingDatabase, kind_label, register};
use crate::tr;
use iced::widget::{button, column, container, pick_list, progress_bar, row, text, text_input};
use iced::{Alignment, Element, Length, Task};
use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;

/// The widget id of the search field.
pub const INPUT: &str = "fide-search";
/// How many matches are listed.
pub const SHOWN: usize = 12;

/// A kind of list as the pick list shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindChoice(pub RatingKind);

impl fmt::Display for KindChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&kind_label(self.0))
    }
}

/// Where the list stands.
#[derive(Clone, Debug, Default)]
pub enum ListState {
    /// No data folder (tests without one): the card is not shown.
    #[default]
    Off,
    Loading,
    Missing,
    Failed(String),
    Loaded(Arc<RatingDatabase>),
}

#[derive(Debug, Clone)]
pub enum Message {
    Query(String),
    /// Enter in the search field: add the highlighted match.
    Submit,
    /// A click on a match (its place in the list).
    Pick(usize),
    /// ↑ (−1) or ↓ (+1).
    Move(i32),
    Kind(KindChoice),
    Import,
    ImportPicked(Option<PathBuf>),
    Download,
    Progress(Progress),
    /// A list loaded, imported or downloaded: the list kept now, and what
    /// to tell the arbiter.
    Loaded(Result<Arc<RatingDatabase>, String>, Option<String>),
    UpdateRatings,
}

/// What the players view and the app must do.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Register(Player),
    Apply(Command),
    /// Run this work (file dialog, import, download).
    Run(Job),
}

/// Slow work for the app to start.
#[derive(Debug, Clone, PartialEq)]
pub enum Job {
    PickFile,
    Import { dir: PathBuf, file: PathBuf, kind: RatingKind },
    Download { dir: PathBuf, kind: RatingKind },
}

#[derive(Debug, Clone, Default)]
pub struct State {
    dir: Option<PathBuf>,
    list: ListState,
    query: String,
    /// Positions in the list, best first.
    matches: Vec<usize>,
    selected: usize,
    kind: Option<RatingKind>,
    /// A download under way.
    progress: Option<Progress>,
    busy: bool,
    /// The last word of the card (import done, error).
    note: Option<(bool, String)>,
    /// What the search field held when its match was registered, until
    /// the field sends a query drawn from its emptied state (see
    /// [`Message::Query`]).
    registered: Option<String>,
}

impl State {
    /// The card for the list kept in `dir` (`None`: no list at all).
    pub fn new(dir: Option<PathBuf>) -> State {
        let list = if dir.is_some() { ListState::Loading } else { ListState::Off };
        State { dir, list, ..State::default() }
    }

    /// The card as a new document finds it: the list stays loaded (and a
    /// download or import under way goes on), what was typed, found and
    /// said about the previous document goes.
    pub fn for_new_document(self) -> State {
        State {
            dir: self.dir,
            list: self.list,
            progress: self.progress,
            busy: self.busy,
            // A job's note ("importing…") is about the list, not the event.
            note: self.note.filter(|_| self.busy),
            ..State::default()
        }
    }

    /// Whether the card is shown (a folder for the list is known).
    pub fn is_shown(&self) -> bool {
        !matches!(self.list, ListState::Off)
    }

    /// The search field's text.
    pub fn query(&self) -> &str {
        &self.query
    }

    /// The list as loaded (tests, and the app's load at start).
    pub fn list(&self) -> &ListState {
        &self.list
    }

    /// The players listed for what was typed.
    pub fn matches(&self) -> &[usize] {
        &self.matches
    }

    pub fn selected(&self) -> usize {
        self.selected
    }

    fn database(&self) -> Option<&RatingDatabase> {
        match &self.list {
            ListState::Loaded(db) => Some(db),
            _ => None,
        }
    }

    fn kind(&self, t: &Tournament) -> RatingKind {
        self.kind.unwrap_or(t.settings.rating_kind)
    }

    fn refresh(&mut self, t: &Tournament) {
        self.matches = match self.database() {
            Some(db) => db.search(&self.query, t.settings.rating_kind, SHOWN),
            None => Vec::new(),
        };
        self.selected = 0;
    }

    pub fn update(&mut self, message: Message, t: &Tournament) -> Option<Event> {
        match message {
            Message::Query(query) => {
                // Typed fast (the next ID right after Enter), keys can reach
                // the field before it is drawn empty again, and come with
                // the registered text in front: only what was typed after
                // the registration counts.
                // Once the field was drawn empty, what it sends no longer
                // starts with the registered text (the first key gives one
                // character): from then on every query counts as typed.
                let query = match &self.registered {
                    Some(before) if query.len() > before.len() && query.starts_with(before.as_str()) => {
                        query[before.len()..].to_owned()
                    }
                    _ => {
                        self.registered = None;
                        query
                    }
                };
                self.query = query;
                self.note = None;
                self.refresh(t);
            }
            Message::Submit => return self.register(self.selected, t),
            Message::Pick(place) => return self.register(place, t),
            Message::Move(step) => {
                let last = self.matches.len().saturating_sub(1) as i64;
                self.selected = (self.selected as i64 + i64::from(step)).clamp(0, last) as usize;
            }
            Message::Kind(choice) => self.kind = Some(choice.0),
            Message::Import => return Some(Event::Run(Job::PickFile)),
            Message::ImportPicked(None) => {}
            Message::ImportPicked(Some(file)) => {
                let dir = self.dir.clone()?;
                self.busy = true;
                self.note = Some((false, tr!("gui-fide-importing")));
                return Some(Event::Run(Job::Import { dir, file, kind: self.kind(t) }));
            }
            Message::Download => {
                let dir = self.dir.clone()?;
                self.busy = true;
                self.progress = Some(Progress::default());
                self.note = None;
                return Some(Event::Run(Job::Download { dir, kind: self.kind(t) }));
            }
            Message::Progress(progress) => self.progress = Some(progress),
            Message::Loaded(result, note) => {
                self.busy = false;
                self.progress = None;
                match result {
                    Ok(db) => {
                        self.list = ListState::Loaded(db);
                        self.note = note.map(|n| (false, n));
                    }
                    Err(error) if self.database().is_some() => self.note = Some((true, error)),
                    Err(error) if error == crate::ratings::ListError::NotImported.to_string() => {
                        self.list = ListState::Missing
                    }
                    Err(error) => self.list = ListState::Failed(error),
                }
                self.refresh(t);
            }
            Message::UpdateRatings => {
                let db = self.database()?;
                let updates = register::updates(t, db);
                if updates.is_empty() {
                    self.note = Some((false, tr!("rating-list-update-none")));
                    return None;
                }
                let list = crate::ratings::register::list_description(db, t.settings.rating_kind);
                return Some(Event::Apply(Command::UpdateRatings { list, updates }));
            }
        }
        None
    }

    /// The player at `place` of the matches, unless already registered.
    fn register(&mut self, place: usize, t: &Tournament) -> Option<Event> {
        let db = self.database()?;
        let index = *self.matches.get(place)?;
        let entry = db.entry(index);
        if let Some(p) = t.players.iter().find(|p| p.fide_id == Some(u64::from(entry.fide_id))) {
            self.note = Some((true, tr!("gui-fide-already", name = p.name.clone(), tpn = p.tpn)));
            return None;
        }
        let player = register::player_from_entry(&entry, t.settings.rating_kind);
        self.note = Some((false, tr!("gui-fide-added", name = player.name.clone())));
        self.registered = Some(std::mem::take(&mut self.query));
        self.matches.clear();
        self.selected = 0;
        Some(Event::Register(player))
    }

    pub fn view<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        if matches!(self.list, ListState::Off) {
            return column![].into();
        }
        let kind = t.settings.rating_kind;
        let status = match &self.list {
            ListState::Loading => tr!("gui-fide-loading"),
            ListState::Missing => tr!("rating-list-error-none"),
            ListState::Failed(error) => error.clone(),
            ListState::Loaded(db) => match db.list_info(kind) {
                Some(info) => tr!(
                    "gui-fide-status",
                    kind = kind_label(kind),
                    month =
                        info.month.map(|m| m.to_string()).unwrap_or_else(|| tr!("rating-list-month-unknown")),
                    players = info.rated
                ),
                None => tr!("gui-fide-no-kind", kind = kind_label(kind)),
            },
            ListState::Off => String::new(),
        };
        let loaded = self.database().is_some();
        let search = row![
            text_input(&tr!("gui-fide-placeholder"), &self.query)
                .id(INPUT)
                .on_input_maybe(loaded.then_some(Message::Query))
                .on_submit(Message::Submit)
                .size(theme::TEXT)
                .padding(6)
                .width(Length::Fill),
            text(status).size(theme::SMALL).style(text::secondary),
        ]
        .spacing(theme::GAP)
        .align_y(Alignment::Center);
        let mut card = column![text(tr!("gui-fide-heading")).size(theme::HEADING), search].spacing(8);
        if let Some(db) = self.database()
            && !self.query.trim().is_empty()
        {
            card = card.push(self.matches_view(db, kind));
        }
        card = card.push(self.tools(t));
        if let Some(progress) = &self.progress {
            let received = progress.received as f32 / 1_048_576.0;
            let label = match (progress.total, progress.month) {
                (Some(total), month) => tr!(
                    "gui-fide-download-progress",
                    received = format!("{received:.1}"),
                    total = format!("{:.1}", total as f32 / 1_048_576.0),
                    month = month.map(|m| m.to_string()).unwrap_or_else(|| tr!("rating-list-month-unknown"))
                ),
                (None, _) => tr!("gui-fide-download-unknown", received = format!("{received:.1}")),
            };
            card = card.push(
                row![
                    progress_bar(0.0..=1.0, progress.fraction().unwrap_or(0.0))
                        .length(Length::Fixed(320.0))
                        .girth(10),
                    text(label).size(theme::SMALL),
                ]
                .spacing(theme::GAP)
                .align_y(Alignment::Center),
            );
        }
        if let Some((is_error, note)) = &self.note {
            let style = if *is_error { text::danger } else { text::success };
            card = card.push(text(note).size(theme::SMALL).style(style));
        }
        container(card).padding(theme::PAD).width(Length::Fill).style(theme::card).into()
    }

    /// The matches: one row each, the highlighted one framed.
    fn matches_view<'a>(&'a self, db: &RatingDatabase, kind: RatingKind) -> Element<'a, Message> {
        if self.matches.is_empty() {
            return text(tr!("gui-fide-no-match")).size(theme::SMALL).style(text::secondary).into();
        }
        let cell = |s: String, width: f32| text(s).size(theme::TEXT).width(Length::Fixed(width));
        let head = |s: String, width: f32| {
            text(s).size(theme::SMALL).style(text::secondary).width(Length::Fixed(width))
        };
        let mut list = column![
            row![
                head(tr!("gui-col-fide-id"), 100.0),
                text(tr!("gui-col-name")).size(theme::SMALL).style(text::secondary).width(Length::Fill),
                head(tr!("gui-col-fed"), 50.0),
                head(tr!("gui-col-title"), 50.0),
                head(tr!("gui-col-rating"), 70.0),
                head(tr!("gui-col-born"), 60.0),
            ]
            .spacing(8)
            .padding([0, 8])
        ]
        .spacing(2);
        for (place, &index) in self.matches.iter().enumerate() {
            let e = db.entry(index);
            let mut name = e.name.clone();
            if e.inactive {
                name = tr!("gui-fide-inactive", name = name);
            }
            let rating = e.rating(kind).rating.map(|r| r.to_string()).unwrap_or_default();
            let line = row![
                cell(e.fide_id.to_string(), 100.0),
                text(name).size(theme::TEXT).width(Length::Fill),
                cell(e.federation.clone(), 50.0),
                cell(e.title.map(|t| t.code().to_owned()).unwrap_or_default(), 50.0),
                cell(rating, 70.0),
                cell(e.birth_year.map(|y| y.to_string()).unwrap_or_default(), 60.0),
            ]
            .spacing(8);
            list = list.push(
                button(line)
                    .padding([3, 8])
                    .width(Length::Fill)
                    .style(theme::list_row(place == self.selected, place % 2 == 1))
                    .on_press(Message::Pick(place)),
            );
        }
        list.push(text(tr!("gui-fide-hint")).size(theme::SMALL).style(text::secondary)).into()
    }

    fn tools<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        let idle = !self.busy && self.dir.is_some();
        let can_update =
            self.database().is_some() && !crate::commands::ratings_frozen(t) && !t.players.is_empty();
        row![
            button(text(tr!("gui-fide-import")).size(theme::SMALL))
                .padding([4, 10])
                .style(theme::tool_button)
                .on_press_maybe(idle.then_some(Message::Import)),
            button(text(tr!("gui-fide-download")).size(theme::SMALL))
                .padding([4, 10])
                .style(theme::tool_button)
                .on_press_maybe(idle.then_some(Message::Download)),
            pick_list(RatingKind::ALL.map(KindChoice), Some(KindChoice(self.kind(t))), Message::Kind)
                .text_size(theme::SMALL),
            iced::widget::space::horizontal(),
            button(text(tr!("gui-fide-update")).size(theme::SMALL))
                .padding([4, 10])
                .style(theme::tool_button)
                .on_press_maybe(can_update.then_some(Message::UpdateRatings)),
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .into()
    }
}

/// Loads the list kept in `dir` (at start; tests call it directly).
pub fn load_job(dir: PathBuf) -> Message {
    let result = RatingDatabase::load(&crate::ratings::database::file_in(&dir))
        .map(Arc::new)
        .map_err(|e| e.to_string());
    Message::Loaded(result, None)
}

/// Imports `file` into `dir` (off the UI thread; tests call it directly):
/// the kind its name says, else `kind`, the one chosen on the card.
pub fn import_job(dir: PathBuf, file: PathBuf, kind: RatingKind) -> Message {
    use crate::ratings::{ListError, import::import_into};
    let result = match import_into(&dir, &file, None) {
        Err(ListError::UnknownKind { .. }) => import_into(&dir, &file, Some(kind)),
        other => other,
    };
    done(result)
}

fn done(result: Result<Imported, crate::ratings::ListError>) -> Message {
    match result {
        Ok(imported) => {
            let lists: Vec<String> = imported
                .lists
                .iter()
                .map(|(_, kinds, month, players)| {
                    let kinds: Vec<String> = kinds.iter().map(|k| kind_label(*k)).collect();
                    tr!(
                        "gui-fide-imported",
                        players = *players,
                        kinds = kinds.join(", "),
                        month =
                            month.map(|m| m.to_string()).unwrap_or_else(|| tr!("rating-list-month-unknown"))
                    )
                })
                .collect();
            let mut note = lists.join(" ");
            if let Some((source, first)) = imported.skipped.first() {
                note.push(' ');
                note.push_str(&tr!(
                    "gui-fide-skipped",
                    count = imported.skipped.len(),
                    first = format!("{source}: {first}")
                ));
            }
            Message::Loaded(Ok(Arc::new(imported.database)), Some(note))
        }
        Err(e) => Message::Loaded(Err(e.to_string()), None),
    }
}

/// The Task for `job`.
pub fn run(job: Job) -> Task<Message> {
    match job {
        // The app asks for the file itself (its file chooser).
        Job::PickFile => Task::none(),
        Job::Import { dir, file, kind } => super::jobs::spawn(move || import_job(dir, file, kind)),
        Job::Download { dir, kind } => {
            let (sender, receiver) = iced::futures::channel::mpsc::unbounded();
            std::thread::spawn(move || {
                let mut last = 0u64;
                let url = download::fide_url(kind);
                let result = download::download_into(&dir, kind, &url, |p| {
                    // A message every 128 KiB is plenty for a progress bar.
                    if p.received == 0 || p.received >= last + (128 << 10) || Some(p.received) == p.total {
                        last = p.received;
                        let _ = sender.unbounded_send(Message::Progress(p));
                    }
                });
                let _ = sender.unbounded_send(done(result));
            });
            Task::run(receiver, |message| message)
        }
    }
}
