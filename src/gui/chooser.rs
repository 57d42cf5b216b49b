//! Swissdesk's own file chooser: what the app shows when the system has no
//! file dialog (no desktop portal, no zenity) or the arbiter prefers it.
//!
//! A folder listing (folders first, then the files of the kinds asked for),
//! a path field that takes a name in the folder shown, a relative or an
//! absolute path, or `~`, the recent folders, and Up / Home. Saving over an
//! existing file asks first; a name without an extension gets the expected
//! one. The chooser only answers with a path ([`Event::Chosen`]) or
//! [`Event::Cancelled`]: what the path is for is the app's business.

use super::{theme, widgets};
use crate::tr;
use iced::widget::{button, checkbox, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};
use std::fmt;
use std::path::{Path, PathBuf};

/// The widget id of the path field.
pub const PATH_FIELD: &str = "chooser-path";
/// The widget id of the folder listing.
pub const LISTING: &str = "chooser-listing";

/// Choosing a file to read or a place to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Open,
    Save,
}

/// What the chooser is asked for.
#[derive(Clone, Debug)]
pub struct Request {
    pub mode: Mode,
    pub title: String,
    /// The file kinds shown (`ron`, `pdf`, …, matched at the end of the
    /// name); empty shows every file.
    pub extensions: Vec<&'static str>,
    /// Added to a name typed without one of `extensions` when saving
    /// (`swissdesk.ron`, `pdf`).
    pub default_extension: &'static str,
    /// Where to start.
    pub folder: PathBuf,
    /// The name proposed in the path field.
    pub file_name: String,
    /// Folders to offer, most recent first.
    pub recent_folders: Vec<PathBuf>,
}

/// One line of the listing.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    name: String,
    path: PathBuf,
    is_folder: bool,
}

#[derive(Clone, Debug)]
pub enum Message {
    /// Show this folder.
    Folder(PathBuf),
    /// A recent folder chosen in the menu.
    Recent(RecentFolder),
    Up,
    Home,
    /// A file clicked in the listing: its name goes to the path field.
    Select(PathBuf),
    Field(String),
    /// The button, or Enter in the path field.
    Submit,
    ShowAll(bool),
    /// "Replace the existing file?" answered.
    Replace(bool),
    Cancel,
}

/// The chooser's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Chosen(PathBuf),
    Cancelled,
}

/// A recent folder in the menu, shown as its path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecentFolder(pub PathBuf);

impl fmt::Display for RecentFolder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.display())
    }
}

#[derive(Clone, Debug)]
pub struct Chooser {
    request: Request,
    folder: PathBuf,
    /// The folder's entries, or why it cannot be listed.
    listing: Result<Vec<Entry>, String>,
    field: String,
    /// Also hidden files and files of other kinds.
    show_all: bool,
    /// A file that exists and would be replaced, waiting for a yes or no.
    replace: Option<PathBuf>,
    /// What is wrong with the last Submit.
    problem: Option<String>,
}

impl Chooser {
    pub fn new(request: Request) -> Chooser {
        let folder = existing_folder(&request.folder);
        let field = request.file_name.clone();
        let mut chooser = Chooser {
            request,
            folder: folder.clone(),
            listing: Ok(Vec::new()),
            field,
            show_all: false,
            replace: None,
            problem: None,
        };
        chooser.show(folder);
        chooser
    }

    pub fn mode(&self) -> Mode {
        self.request.mode
    }

    /// The file name in the name field (what a save proposes, until edited).
    pub fn field(&self) -> &str {
        &self.field
    }

    /// The folder shown.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// The names listed, folders first (tests, and the shell's screenshots).
    pub fn names(&self) -> Vec<String> {
        match &self.listing {
            Ok(entries) => entries.iter().map(|e| e.name.clone()).collect(),
            Err(_) => Vec::new(),
        }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        if !matches!(message, Message::Replace(_)) {
            self.replace = None;
        }
        match message {
            Message::Folder(folder) | Message::Recent(RecentFolder(folder)) => self.show(folder),
            Message::Up => {
                if let Some(parent) = self.folder.parent() {
                    self.show(parent.to_path_buf());
                }
            }
            Message::Home => self.show(home()),
            Message::Select(path) => {
                self.problem = None;
                self.field = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            }
            Message::Field(value) => {
                self.problem = None;
                self.field = value;
            }
            Message::ShowAll(all) => {
                self.show_all = all;
                self.show(self.folder.clone());
            }
            Message::Submit => return self.submit(),
            Message::Replace(true) => return self.replace.take().map(Event::Chosen),
            Message::Replace(false) => self.replace = None,
            Message::Cancel => return Some(Event::Cancelled),
        }
        None
    }

    /// Lists `folder` and makes it the one shown (even when it cannot be
    /// listed: the reason is shown in place of the listing).
    fn show(&mut self, folder: PathBuf) {
        self.problem = None;
        self.listing = list(&folder, &self.request.extensions, self.show_all);
        self.folder = folder;
    }

    /// What the path field says, checked: a folder is opened, a file is
    /// chosen (asking before replacing one), anything else is a problem to show.
    fn submit(&mut self) -> Option<Event> {
        let typed = self.field.trim();
        if typed.is_empty() {
            self.problem = Some(tr!("chooser-name-needed"));
            return None;
        }
        let mut path = expand(typed, &self.folder);
        if path.is_dir() {
            self.field.clear();
            self.show(path);
            return None;
        }
        match self.request.mode {
            Mode::Open => {
                if path.is_file() {
                    Some(Event::Chosen(path))
                } else {
                    self.problem = Some(tr!("chooser-no-such-file", path = path.display().to_string()));
                    None
                }
            }
            Mode::Save => {
                if !has_extension(&path, &self.request.extensions) {
                    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                    path.set_file_name(format!("{name}.{}", self.request.default_extension));
                }
                let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
                if !folder.is_dir() {
                    self.problem = Some(tr!("chooser-no-such-folder", folder = folder.display().to_string()));
                    return None;
                }
                if path.is_dir() {
                    self.problem = Some(tr!("chooser-is-folder", path = path.display().to_string()));
                    return None;
                }
                if path.exists() {
                    self.replace = Some(path);
                    return None;
                }
                Some(Event::Chosen(path))
            }
        }
    }

    pub fn view(&self) -> Element<'_, Message> {
        let heading = text(self.request.title.as_str()).size(theme::HEADING);
        let recent: Vec<RecentFolder> =
            self.request.recent_folders.iter().cloned().map(RecentFolder).collect();
        let mut places = row![
            button(text(tr!("chooser-up")).size(theme::TEXT))
                .padding([4, 10])
                .style(theme::tool_button)
                .on_press_maybe(self.folder.parent().map(|_| Message::Up)),
            button(text(tr!("chooser-home")).size(theme::TEXT))
                .padding([4, 10])
                .style(theme::tool_button)
                .on_press(Message::Home),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        if !recent.is_empty() {
            places = places.push(
                pick_list(recent, None::<RecentFolder>, Message::Recent)
                    .placeholder(tr!("chooser-recent-folders"))
                    .text_size(theme::TEXT)
                    .padding([4, 10])
                    .width(Length::Fill),
            );
        }
        let folder_line = row![
            text(tr!("chooser-folder")).size(theme::SMALL).style(text::secondary),
            text(self.folder.display().to_string()).size(theme::TEXT),
        ]
        .spacing(8)
        .align_y(Alignment::Center);

        let listing: Element<'_, Message> = match &self.listing {
            Ok(entries) if entries.is_empty() => {
                container(text(tr!("chooser-empty")).size(theme::TEXT).style(text::secondary))
                    .padding(8)
                    .into()
            }
            Ok(entries) => {
                let selected = self.field.trim();
                let mut lines = column![].spacing(1);
                for (i, entry) in entries.iter().enumerate() {
                    let label = if entry.is_folder { format!("{}/", entry.name) } else { entry.name.clone() };
                    let message = if entry.is_folder {
                        Message::Folder(entry.path.clone())
                    } else {
                        Message::Select(entry.path.clone())
                    };
                    let chosen = !entry.is_folder && entry.name == selected;
                    lines = lines.push(
                        button(text(label).size(theme::TEXT))
                            .width(Length::Fill)
                            .padding([3, 8])
                            .style(theme::list_row(chosen, i % 2 == 1))
                            .on_press(message),
                    );
                }
                scrollable(lines).id(LISTING).height(Length::Fill).into()
            }
            Err(reason) => {
                container(text(reason.as_str()).size(theme::TEXT).style(text::danger)).padding(8).into()
            }
        };

        let confirm = match self.request.mode {
            Mode::Open => tr!("chooser-open"),
            Mode::Save => tr!("chooser-save"),
        };
        let field = text_input(&tr!("chooser-path-placeholder"), &self.field)
            .id(PATH_FIELD)
            .on_input(Message::Field)
            .on_submit(Message::Submit)
            .size(theme::TEXT)
            .padding(6)
            .width(Length::Fill);
        let mut page = column![
            heading,
            places,
            folder_line,
            container(listing).height(Length::Fixed(260.0)).width(Length::Fill).style(theme::panel),
            row![
                text(tr!("chooser-path-label")).size(theme::TEXT),
                field,
                button(text(confirm).size(theme::TEXT))
                    .padding([6, 14])
                    .style(button::primary)
                    .on_press(Message::Submit),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(10);
        if let Some(problem) = &self.problem {
            page = page.push(text(problem.as_str()).size(theme::TEXT).style(text::danger));
        }
        if let Some(existing) = &self.replace {
            let name = existing.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            page = page.push(
                container(
                    row![
                        text(tr!("chooser-replace-question", name = name))
                            .size(theme::TEXT)
                            .width(Length::Fill),
                        button(text(tr!("chooser-replace")).size(theme::TEXT))
                            .style(button::danger)
                            .on_press(Message::Replace(true)),
                        button(text(tr!("gui-cancel")).size(theme::TEXT))
                            .style(theme::tool_button)
                            .on_press(Message::Replace(false)),
                    ]
                    .spacing(8)
                    .align_y(Alignment::Center),
                )
                .padding([6, 10])
                .style(theme::notice(true)),
            );
        }
        page.push(widgets::dialog_actions(
            checkbox(self.show_all)
                .label(tr!("chooser-show-all"))
                .text_size(theme::SMALL)
                .on_toggle(Message::ShowAll)
                .into(),
            Message::Cancel,
        ))
        .into()
    }
}

/// The user's home folder, else the current one.
pub fn home() -> PathBuf {
    directories::BaseDirs::new()
        .map(|b| b.home_dir().to_path_buf())
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from("/"))
}

/// `folder` if it exists, else its nearest existing ancestor, else home.
fn existing_folder(folder: &Path) -> PathBuf {
    folder.ancestors().find(|f| f.is_dir()).map(Path::to_path_buf).unwrap_or_else(home)
}

/// A typed path: `~` is the home folder, a relative path is taken from `folder`.
fn expand(typed: &str, folder: &Path) -> PathBuf {
    let path = if typed == "~" {
        home()
    } else if let Some(rest) = typed.strip_prefix("~/") {
        home().join(rest)
    } else {
        PathBuf::from(typed)
    };
    if path.is_absolute() { path } else { folder.join(path) }
}

/// Whether the file name ends in `.ext` for one of `extensions`
/// (case-insensitive; `x.swissdesk.ron` ends in `.ron`).
fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    let name = path.file_name().map(|n| n.to_string_lossy().to_lowercase()).unwrap_or_default();
    extensions.is_empty() || extensions.iter().any(|ext| name.ends_with(&format!(".{}", ext.to_lowercase())))
}

/// The folders and the files of the kinds asked for in `folder`, each group
/// sorted by name (case-insensitive). Hidden entries (`.name`) only with
/// `show_all`, which also shows files of every kind.
fn list(folder: &Path, extensions: &[&str], show_all: bool) -> Result<Vec<Entry>, String> {
    let read = std::fs::read_dir(folder).map_err(|e| {
        tr!("chooser-cannot-list", folder = folder.display().to_string(), error = e.to_string())
    })?;
    let mut entries: Vec<Entry> = read
        .flatten()
        .filter_map(|item| {
            let name = item.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') && !show_all {
                return None;
            }
            let path = item.path();
            // Through symbolic links: a link to a folder is a folder.
            let is_folder = path.is_dir();
            let shown = is_folder || show_all || has_extension(&path, extensions);
            shown.then_some(Entry { name, path, is_folder })
        })
        .collect();
    entries.sort_by_key(|e| (!e.is_folder, e.name.to_lowercase()));
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn request(mode: Mode, folder: &Path) -> Request {
        Request {
            mode,
            title: "Choose".into(),
            extensions: vec!["ron"],
            default_extension: "swissdesk.ron",
            folder: folder.to_path_buf(),
            file_name: String::new(),
            recent_folders: Vec::new(),
        }
    }

    fn typed(chooser: &mut Chooser, value: &str) -> Option<Event> {
        chooser.update(Message::Field(value.into()));
        chooser.update(Message::Submit)
    }

    #[test]
    fn the_listing_shows_folders_first_then_the_files_asked_for() {
        let dir = tempfile::tempdir().expect("temp dir");
        fs::create_dir(dir.path().join("zeta")).expect("dir");
        fs::create_dir(dir.path().join(".hidden")).expect("dir");
        fs::write(dir.path().join("b.swissdesk.ron"), "").expect("file");
        fs::write(dir.path().join("A.RON"), "").expect("file");
        fs::write(dir.path().join("notes.txt"), "").expect("file");
        let mut chooser = Chooser::new(request(Mode::Open, dir.path()));
        assert_eq!(chooser.names(), ["zeta", "A.RON", "b.swissdesk.ron"]);
        chooser.update(Message::ShowAll(true));
        assert_eq!(chooser.names(), [".hidden", "zeta", "A.RON", "b.swissdesk.ron", "notes.txt"]);
    }

    #[test]
    fn open_takes_a_listed_file_a_typed_path_or_goes_into_a_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let sub = dir.path().join("events");
        fs::create_dir(&sub).expect("dir");
        let file = sub.join("open.swissdesk.ron");
        fs::write(&file, "").expect("file");
        let mut chooser = Chooser::new(request(Mode::Open, dir.path()));
        // A folder typed is opened, not chosen.
        assert_eq!(typed(&mut chooser, "events"), None);
        assert_eq!(chooser.folder(), sub);
        chooser.update(Message::Select(file.clone()));
        assert_eq!(chooser.update(Message::Submit), Some(Event::Chosen(file.clone())));
        // A file that is not there is a problem to show, not an answer.
        assert_eq!(typed(&mut chooser, "missing.ron"), None);
        assert!(chooser.problem.as_deref().is_some_and(|p| p.contains("missing.ron")));
        // An absolute path works from anywhere.
        chooser.update(Message::Up);
        assert_eq!(chooser.folder(), dir.path());
        assert_eq!(typed(&mut chooser, &file.display().to_string()), Some(Event::Chosen(file)));
        assert_eq!(chooser.update(Message::Cancel), Some(Event::Cancelled));
    }

    #[test]
    fn save_adds_the_extension_asks_before_replacing_and_needs_an_existing_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut chooser = Chooser::new(request(Mode::Save, dir.path()));
        let new = dir.path().join("club.swissdesk.ron");
        assert_eq!(typed(&mut chooser, "club"), Some(Event::Chosen(new.clone())));
        assert_eq!(typed(&mut chooser, "club.ron"), Some(Event::Chosen(dir.path().join("club.ron"))));
        fs::write(&new, "").expect("file");
        assert_eq!(typed(&mut chooser, "club"), None, "an existing file is not replaced without asking");
        assert_eq!(chooser.update(Message::Replace(false)), None);
        assert_eq!(typed(&mut chooser, "club"), None);
        assert_eq!(chooser.update(Message::Replace(true)), Some(Event::Chosen(new)));
        assert_eq!(typed(&mut chooser, "nowhere/club"), None);
        assert!(chooser.problem.as_deref().is_some_and(|p| p.contains("nowhere")));
        assert_eq!(typed(&mut chooser, "   "), None);
        assert_eq!(chooser.problem, Some(tr!("chooser-name-needed")));
    }

    #[test]
    fn a_folder_that_cannot_be_listed_says_why_and_a_missing_start_falls_back() {
        let dir = tempfile::tempdir().expect("temp dir");
        let gone = dir.path().join("gone").join("deeper");
        let chooser = Chooser::new(request(Mode::Open, &gone));
        assert_eq!(chooser.folder(), dir.path(), "the nearest folder that exists");
        let file = dir.path().join("plain");
        fs::write(&file, "").expect("file");
        let mut chooser = Chooser::new(request(Mode::Open, dir.path()));
        chooser.update(Message::Folder(file.clone()));
        assert!(chooser.listing.as_ref().is_err_and(|e| e.contains("plain")), "{:?}", chooser.listing);
    }
}
