//! Application settings and recent files.
//!
//! Where they live, first match wins:
//! 1. the folder named by `SWISSDESK_CONFIG_DIR` (tests, Xvfb runs and
//!    scripted setups must never touch the user's home);
//! 2. portable mode: when a file `portable` or `swissdesk.portable` sits
//!    beside the executable, the folder `swissdesk-data/` beside it (for
//!    arbiters who carry Swissdesk on a USB stick);
//! 3. the platform's configuration folder (`directories::ProjectDirs`).
//!
//! The file is `settings.ron`. Every field has a default, so settings
//! written by an older (or newer) version load. A damaged file gives the
//! defaults plus an error to show; it is never overwritten silently: the
//! next [`save_settings`] first renames it to `settings.ron.corrupt-<time>`
//! and reports that.

use super::atomic::write_atomically;
use super::error::{StoreError, corrupt, read_text, write_error};
use serde::{Deserialize, Serialize};
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

/// Environment variable naming the settings folder (overrides everything).
pub const CONFIG_DIR_ENV: &str = "SWISSDESK_CONFIG_DIR";
/// Files that switch on portable mode when found beside the executable.
pub const PORTABLE_MARKERS: [&str; 2] = ["portable", "swissdesk.portable"];
/// The settings folder in portable mode, beside the executable.
pub const PORTABLE_DATA_DIR: &str = "swissdesk-data";
/// The settings file inside the settings folder.
pub const SETTINGS_FILE: &str = "settings.ron";
/// How many recent files are remembered.
pub const MAX_RECENT: usize = 10;
/// How many recent folders the file chooser offers.
pub const MAX_RECENT_FOLDERS: usize = 8;

/// The GUI colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    Light,
    Dark,
    /// Follow the operating system. Also what an unknown theme name (from a
    /// newer version) reads as, so that it does not make the file unreadable
    /// (serde wants this catch-all variant last).
    #[default]
    #[serde(other)]
    System,
}

/// Which file chooser the app uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FileChooser {
    /// Always Swissdesk's own chooser (the arbiter's choice, e.g. where the
    /// system dialog misbehaves).
    Swissdesk,
    /// The system's dialog when there is one (desktop portal, zenity,
    /// Windows, macOS), else Swissdesk's own. Also what an unknown name
    /// (from a newer version) reads as (serde wants this catch-all last).
    #[default]
    #[serde(other)]
    System,
}

/// The arbiter's preferences.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Written into every audit entry.
    pub arbiter_name: String,
    /// UI language (`"fr"`, `"de-CH"`); `None` follows the system.
    pub language: Option<String>,
    pub theme: Theme,
    /// Most recent first, no duplicates, at most [`MAX_RECENT`].
    pub recent_files: Vec<PathBuf>,
    /// The file to reopen at start-up.
    pub last_file: Option<PathBuf>,
    pub file_chooser: FileChooser,
    /// Folders files were recently opened from, saved or exported to, most
    /// recent first, at most [`MAX_RECENT_FOLDERS`].
    pub recent_folders: Vec<PathBuf>,
    /// The event name of each recent file, as it was when last opened or
    /// saved here: the "Recent files" menu lists events, not file names.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub recent_names: std::collections::BTreeMap<PathBuf, String>,
}

impl Settings {
    /// Records that `path` was opened or saved: it moves to the front of the
    /// recent files and becomes the file to reopen. Relative paths are made
    /// absolute so that the same file is listed once.
    pub fn add_recent(&mut self, path: &Path) {
        let path = absolute(path);
        move_to_front(&mut self.recent_files, path.clone(), MAX_RECENT);
        self.last_file = Some(path);
        self.forget_unlisted_names();
    }

    /// Records the event name of the recent file `path` (nothing for a file
    /// not in the list; an empty name forgets it).
    pub fn name_recent(&mut self, path: &Path, event: &str) {
        let path = absolute(path);
        if !self.recent_files.contains(&path) {
            return;
        }
        if event.trim().is_empty() {
            self.recent_names.remove(&path);
        } else {
            self.recent_names.insert(path, event.trim().to_owned());
        }
    }

    /// The event name recorded for the recent file `path`, if any.
    pub fn recent_name(&self, path: &Path) -> Option<&str> {
        self.recent_names.get(path).map(String::as_str)
    }

    /// Records that a file in `folder` was chosen: the folder moves to the
    /// front of the recent folders.
    pub fn add_recent_folder(&mut self, folder: &Path) {
        move_to_front(&mut self.recent_folders, absolute(folder), MAX_RECENT_FOLDERS);
    }

    /// Forgets `path` (e.g. after it failed to open from the recent list).
    pub fn remove_recent(&mut self, path: &Path) {
        let path = absolute(path);
        self.recent_files.retain(|p| *p != path);
        if self.last_file.as_ref() == Some(&path) {
            self.last_file = None;
        }
        self.forget_unlisted_names();
    }

    /// Restores the recent-files invariants on a hand-edited file.
    fn normalise(&mut self) {
        dedup_and_cap(&mut self.recent_files, MAX_RECENT);
        dedup_and_cap(&mut self.recent_folders, MAX_RECENT_FOLDERS);
        self.forget_unlisted_names();
    }

    /// Names are kept for the files in the list only.
    fn forget_unlisted_names(&mut self) {
        let listed = &self.recent_files;
        self.recent_names.retain(|path, _| listed.contains(path));
    }
}

/// Keeps the first copy of each path, then at most `cap` of them.
/// Puts `path` first in a most-recent-first list, once, keeping at most `cap`.
fn move_to_front(paths: &mut Vec<PathBuf>, path: PathBuf, cap: usize) {
    paths.retain(|p| *p != path);
    paths.insert(0, path);
    paths.truncate(cap);
}

fn dedup_and_cap(paths: &mut Vec<PathBuf>, cap: usize) {
    let mut seen = Vec::with_capacity(paths.len());
    paths.retain(|p| {
        let new = !seen.contains(p);
        if new {
            seen.push(p.clone());
        }
        new
    });
    paths.truncate(cap);
}

fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Why the settings folder is where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocationKind {
    /// From [`CONFIG_DIR_ENV`].
    Environment,
    /// Portable mode ([`PORTABLE_MARKERS`] beside the executable).
    Portable,
    /// The platform's configuration folder.
    Platform,
}

/// The settings folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsLocation {
    pub kind: LocationKind,
    pub dir: PathBuf,
}

impl SettingsLocation {
    /// The settings file in this folder.
    pub fn file(&self) -> PathBuf {
        self.dir.join(SETTINGS_FILE)
    }
}

/// Finds the settings folder for this process (see the module docs). The
/// folder may not exist yet; [`save_settings`] creates it.
pub fn settings_location() -> Result<SettingsLocation, StoreError> {
    let exe_dir = std::env::current_exe().ok().and_then(|exe| exe.parent().map(Path::to_path_buf));
    resolve_location(std::env::var_os(CONFIG_DIR_ENV), exe_dir.as_deref(), || {
        directories::ProjectDirs::from("org", "Swissdesk", "Swissdesk").map(|d| d.config_dir().to_path_buf())
    })
    .ok_or(StoreError::NoConfigDir)
}

/// The decision of [`settings_location`], with its inputs as parameters.
fn resolve_location(
    env: Option<OsString>,
    exe_dir: Option<&Path>,
    platform: impl FnOnce() -> Option<PathBuf>,
) -> Option<SettingsLocation> {
    if let Some(dir) = env.filter(|v| !v.is_empty()) {
        return Some(SettingsLocation { kind: LocationKind::Environment, dir: PathBuf::from(dir) });
    }
    if let Some(exe_dir) = exe_dir
        && PORTABLE_MARKERS.iter().any(|marker| exe_dir.join(marker).is_file())
    {
        return Some(SettingsLocation { kind: LocationKind::Portable, dir: exe_dir.join(PORTABLE_DATA_DIR) });
    }
    platform().map(|dir| SettingsLocation { kind: LocationKind::Platform, dir })
}

/// Settings as loaded: always usable, with the problem to show if any.
#[derive(Debug)]
pub struct LoadedSettings {
    pub settings: Settings,
    /// Why the defaults are used, when the file exists but could not be read.
    pub error: Option<StoreError>,
}

/// Loads the settings in `path`. A missing or empty file is a first start
/// (defaults, no error); anything else that fails gives the defaults and the
/// error.
pub fn load_settings(path: &Path) -> LoadedSettings {
    match read_text(path).and_then(|text| settings_from_text(&text, path)) {
        Ok(settings) => LoadedSettings { settings, error: None },
        Err(StoreError::NotFound { .. } | StoreError::Empty { .. }) => {
            LoadedSettings { settings: Settings::default(), error: None }
        }
        Err(error) => LoadedSettings { settings: Settings::default(), error: Some(error) },
    }
}

/// The settings written in `text`, the contents of `path`, with the
/// recent-files invariants restored: what [`load_settings`] gives for a
/// file it can read.
pub fn settings_from_text(text: &str, path: &Path) -> Result<Settings, StoreError> {
    let mut settings: Settings = ron::from_str(text).map_err(|e| corrupt(path, text, &e))?;
    settings.normalise();
    Ok(settings)
}

/// The settings as written in `path`, for [`save_settings`] to see whether the file is damaged.
fn read_settings(path: &Path) -> Result<Settings, StoreError> {
    let text = read_text(path)?;
    ron::from_str(&text).map_err(|e| corrupt(path, &text, &e))
}

/// The text [`save_settings`] writes for `settings`.
pub fn settings_to_text(settings: &Settings, path: &Path) -> Result<String, StoreError> {
    super::to_ron(settings, path)
}

/// What [`save_settings`] did besides saving.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedSettings {
    /// Where the damaged settings file was moved before it was replaced.
    pub corrupt_kept_as: Option<PathBuf>,
}

impl SavedSettings {
    /// The message to show when a damaged file was moved aside.
    pub fn notice(&self) -> Option<String> {
        self.corrupt_kept_as
            .as_ref()
            .map(|kept| crate::tr!("store-settings-corrupt-moved", path = kept.display().to_string()))
    }
}

/// Saves `settings` to `path` atomically, creating the folder. A damaged
/// file already at `path` is first renamed to `<name>.corrupt-<time>`.
pub fn save_settings(settings: &Settings, path: &Path) -> Result<SavedSettings, StoreError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| write_error(dir, e))?;
    }
    // Checked now rather than remembered from the load, so that the rule
    // holds whoever wrote the file in between.
    let corrupt_kept_as = match read_settings(path) {
        Ok(_) | Err(StoreError::NotFound { .. } | StoreError::Empty { .. }) => None,
        Err(StoreError::Corrupt { .. } | StoreError::InvalidUtf8 { .. }) => Some(move_aside(path)?),
        // Unreadable for another reason (permissions): do not replace what
        // we could not look at.
        Err(other) => return Err(other),
    };
    let text = settings_to_text(settings, path)?;
    write_atomically(path, text.as_bytes(), false)?;
    Ok(SavedSettings { corrupt_kept_as })
}

/// Renames `path` to `<name>.corrupt-<local time>` (with a counter if that
/// name is taken) and returns the new name.
fn move_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S").to_string();
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut kept = path.with_file_name(format!("{name}.corrupt-{stamp}"));
    let mut n = 1;
    while kept.exists() {
        n += 1;
        kept = path.with_file_name(format!("{name}.corrupt-{stamp}-{n}"));
    }
    fs::rename(path, &kept).map_err(|e| write_error(path, e))?;
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_platform() -> Option<PathBuf> {
        None
    }

    #[test]
    fn the_environment_wins_then_portable_mode_then_the_platform() {
        let exe = tempfile::tempdir().expect("temp dir");
        let platform = || Some(PathBuf::from("/home/a/.config/swissdesk"));

        let found = resolve_location(None, Some(exe.path()), platform).expect("platform");
        assert_eq!(found.kind, LocationKind::Platform);
        assert_eq!(found.file(), Path::new("/home/a/.config/swissdesk/settings.ron"));

        for marker in PORTABLE_MARKERS {
            let exe = tempfile::tempdir().expect("temp dir");
            fs::write(exe.path().join(marker), "").expect("marker");
            let found = resolve_location(None, Some(exe.path()), platform).expect("portable");
            assert_eq!(
                found,
                SettingsLocation { kind: LocationKind::Portable, dir: exe.path().join("swissdesk-data") }
            );
            let found = resolve_location(Some("/tmp/x".into()), Some(exe.path()), platform).expect("env");
            assert_eq!(found, SettingsLocation { kind: LocationKind::Environment, dir: "/tmp/x".into() });
        }

        // An empty variable is as good as none; no home at all is an error for the caller.
        assert_eq!(resolve_location(Some("".into()), None, no_platform), None);
    }

    #[test]
    fn a_folder_named_portable_is_not_a_marker() {
        let exe = tempfile::tempdir().expect("temp dir");
        fs::create_dir(exe.path().join("portable")).expect("dir");
        assert_eq!(resolve_location(None, Some(exe.path()), no_platform), None);
    }

    #[test]
    fn recent_files_are_most_recent_first_unique_and_at_most_ten() {
        let mut s = Settings::default();
        for i in 0..12 {
            s.add_recent(Path::new(&format!("/events/e{i}.swissdesk.ron")));
        }
        s.add_recent(Path::new("/events/e5.swissdesk.ron"));
        assert_eq!(s.recent_files.len(), MAX_RECENT);
        assert_eq!(s.recent_files[0], Path::new("/events/e5.swissdesk.ron"));
        assert_eq!(s.recent_files[1], Path::new("/events/e11.swissdesk.ron"));
        assert_eq!(s.recent_files.iter().filter(|p| p.ends_with("e5.swissdesk.ron")).count(), 1);
        assert_eq!(s.last_file.as_deref(), Some(Path::new("/events/e5.swissdesk.ron")));
        s.remove_recent(Path::new("/events/e5.swissdesk.ron"));
        assert_eq!(s.recent_files.len(), MAX_RECENT - 1);
        assert_eq!(s.last_file, None);
    }

    #[test]
    fn recent_folders_are_most_recent_first_unique_and_capped_and_the_chooser_is_kept() {
        let mut s = Settings::default();
        for i in 0..10 {
            s.add_recent_folder(Path::new(&format!("/events/{i}")));
        }
        s.add_recent_folder(Path::new("/events/4"));
        assert_eq!(s.recent_folders.len(), MAX_RECENT_FOLDERS);
        assert_eq!(s.recent_folders[0], Path::new("/events/4"));
        assert_eq!(s.recent_folders[1], Path::new("/events/9"));
        assert_eq!(s.recent_folders.iter().filter(|p| p.ends_with("4")).count(), 1);

        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(SETTINGS_FILE);
        s.file_chooser = FileChooser::Swissdesk;
        save_settings(&s, &path).expect("save");
        assert_eq!(load_settings(&path).settings, s);
        // A chooser name from a newer version reads as the default.
        fs::write(&path, "(file_chooser: Telepathy, recent_folders: [\"/a\", \"/a\"])").expect("seed");
        let loaded = load_settings(&path);
        assert!(loaded.error.is_none(), "{:?}", loaded.error);
        assert_eq!(loaded.settings.file_chooser, FileChooser::System);
        assert_eq!(loaded.settings.recent_folders, vec![PathBuf::from("/a")]);
    }

    #[test]
    fn relative_recent_paths_become_absolute() {
        let mut s = Settings::default();
        s.add_recent(Path::new("a.swissdesk.ron"));
        assert!(s.recent_files[0].is_absolute());
    }

    #[test]
    fn partial_and_hand_edited_files_load() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(SETTINGS_FILE);
        fs::write(
            &path,
            "(arbiter_name: \"IA Example\", theme: Sepia, future_option: 3, recent_files: [\"/a\", \"/b\", \"/a\"])",
        )
        .expect("seed");
        let loaded = load_settings(&path);
        assert!(loaded.error.is_none(), "{:?}", loaded.error);
        assert_eq!(loaded.settings.arbiter_name, "IA Example");
        assert_eq!(loaded.settings.theme, Theme::System);
        assert_eq!(loaded.settings.recent_files, vec![PathBuf::from("/a"), PathBuf::from("/b")]);
        assert_eq!(loaded.settings.language, None);
    }

    #[test]
    fn a_missing_or_empty_file_is_a_first_start() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(SETTINGS_FILE);
        let loaded = load_settings(&path);
        assert!(loaded.error.is_none());
        assert_eq!(loaded.settings, Settings::default());
        fs::write(&path, "\n").expect("seed");
        assert!(load_settings(&path).error.is_none());
    }

    #[test]
    fn a_corrupt_file_gives_defaults_and_is_kept_aside_on_save() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("cfg").join(SETTINGS_FILE);
        fs::create_dir_all(dir.path().join("cfg")).expect("dir");
        fs::write(&path, "(arbiter_name: \"Half").expect("seed");
        let loaded = load_settings(&path);
        assert_eq!(loaded.settings, Settings::default());
        let error = loaded.error.expect("reported");
        assert!(matches!(error, StoreError::Corrupt { line: 1, .. }), "{error:?}");
        assert!(error.to_string().contains(SETTINGS_FILE), "{error}");

        let mut settings = loaded.settings;
        settings.arbiter_name = "New".into();
        let saved = save_settings(&settings, &path).expect("save");
        let kept = saved.corrupt_kept_as.clone().expect("moved aside");
        assert_eq!(fs::read_to_string(&kept).expect("kept"), "(arbiter_name: \"Half");
        assert!(saved.notice().expect("notice").contains(&kept.display().to_string()));
        assert_eq!(load_settings(&path).settings.arbiter_name, "New");

        // A healthy file is simply replaced, with nothing moved.
        let saved = save_settings(&settings, &path).expect("save again");
        assert_eq!(saved, SavedSettings::default());
        assert_eq!(fs::read_dir(dir.path().join("cfg")).expect("list").count(), 2);
    }

    #[test]
    fn saving_creates_the_folder_and_round_trips() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("a").join("b").join(SETTINGS_FILE);
        let mut settings = Settings {
            arbiter_name: "IA Ünal".into(),
            language: Some("de-CH".into()),
            theme: Theme::Dark,
            ..Settings::default()
        };
        settings.add_recent(Path::new("/events/x.swissdesk.ron"));
        save_settings(&settings, &path).expect("save");
        let loaded = load_settings(&path);
        assert!(loaded.error.is_none());
        assert_eq!(loaded.settings, settings);
    }
}
