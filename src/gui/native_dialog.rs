//! The system's file dialog (rfd), and whether there is one.
//!
//! On Linux rfd asks the desktop portal over D-Bus and falls back to
//! `zenity`; on a machine with neither it answers "no file" at once, exactly
//! as if the arbiter had pressed Cancel. So before showing it we ask the same
//! two places ourselves ([`available`]): the portal's FileChooser interface on
//! the session bus (through libdbus, which rfd loads at run time), then a
//! `zenity` on the `PATH`. When neither is there the app uses its own chooser
//! instead ([`super::chooser`]), and "cancelled" always means the arbiter
//! cancelled.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Whether this machine can show the system's file dialog. Asked once per
/// run (the answer does not change while the app runs); may block for the
/// D-Bus round trip, so call it off the UI thread.
pub fn available() -> bool {
    static AVAILABLE: OnceLock<bool> = OnceLock::new();
    *AVAILABLE.get_or_init(probe)
}

#[cfg(target_os = "linux")]
fn probe() -> bool {
    (libdbus_loads() && portal_has_file_chooser()) || on_path("zenity")
}

/// Other Unix desktops (the BSDs): rfd's portal code needs the same D-Bus
/// setup, which is rare there; zenity is what normally answers.
#[cfg(all(unix, not(target_os = "linux"), not(target_os = "macos")))]
fn probe() -> bool {
    on_path("zenity")
}

/// Windows and macOS always have their own dialogs.
#[cfg(any(windows, target_os = "macos"))]
fn probe() -> bool {
    true
}

/// rfd talks to the portal through libdbus, opened at run time: without it
/// rfd goes straight to zenity.
#[cfg(target_os = "linux")]
fn libdbus_loads() -> bool {
    // SAFETY: loading libdbus runs no initialisation code with preconditions
    // (it is the same library rfd itself loads); it is unloaded at once.
    unsafe { libloading::Library::new("libdbus-1.so.3") }.is_ok()
}

/// Whether the session bus has a desktop portal that implements the
/// FileChooser interface: its `version` property can be read. Reading it also
/// starts the portal if the bus can activate it.
#[cfg(target_os = "linux")]
fn portal_has_file_chooser() -> bool {
    let connection = zbus::blocking::connection::Builder::session()
        .map(|b| b.method_timeout(Duration::from_secs(5)))
        .and_then(|b| b.build());
    let Ok(connection) = connection else { return false };
    connection
        .call_method(
            Some("org.freedesktop.portal.Desktop"),
            "/org/freedesktop/portal/desktop",
            Some("org.freedesktop.DBus.Properties"),
            "Get",
            &("org.freedesktop.portal.FileChooser", "version"),
        )
        .is_ok()
}

/// Whether an executable file `name` is in one of the `PATH` folders.
#[cfg(unix)]
fn on_path(name: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|folders| in_folders(&folders, name))
}

/// Whether an executable file `name` is in one of `folders` (a `PATH` value).
#[cfg(unix)]
fn in_folders(folders: &std::ffi::OsStr, name: &str) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::env::split_paths(folders).any(|dir| {
        std::fs::metadata(dir.join(name)).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    })
}

/// What became of a request for the system's dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The arbiter chose this file.
    Chosen(PathBuf),
    /// The arbiter closed the dialog without choosing.
    Cancelled,
    /// There is no system dialog here (or it failed to appear): use the
    /// app's own chooser.
    Unavailable,
}

/// An answer faster than this cannot be a person pressing Cancel: the dialog
/// never appeared (a portal that broke after the probe, a zenity that
/// cannot open a display). Taken as "unavailable", so the app's own chooser
/// opens instead of a silent "cancelled".
const QUICKEST_CANCEL: Duration = Duration::from_millis(400);

/// What to ask the system's dialog.
#[derive(Clone, Debug)]
pub struct Request {
    pub title: String,
    /// `(filter name, extensions)`.
    pub filters: Vec<(String, Vec<&'static str>)>,
    /// The folder to start in.
    pub folder: Option<PathBuf>,
    /// The file name to propose (save dialogs).
    pub file_name: Option<String>,
}

impl Request {
    fn dialog(&self) -> rfd::AsyncFileDialog {
        let mut dialog = rfd::AsyncFileDialog::new().set_title(&self.title);
        for (name, extensions) in &self.filters {
            dialog = dialog.add_filter(name, extensions);
        }
        if let Some(folder) = self.folder.as_deref().filter(|f| f.is_dir()) {
            dialog = dialog.set_directory(folder);
        }
        if let Some(name) = &self.file_name {
            dialog = dialog.set_file_name(name);
        }
        dialog
    }
}

/// Shows the system's "open" dialog (after the probe; the future runs the
/// probe and the dialog off the UI thread).
pub async fn pick_file(request: Request) -> Outcome {
    ask(move || request.dialog().pick_file()).await
}

/// Shows the system's "save" dialog.
pub async fn save_file(request: Request) -> Outcome {
    ask(move || request.dialog().save_file()).await
}

/// Probes, then shows the dialog `show` opens, timing the answer.
async fn ask<F, D>(show: F) -> Outcome
where
    F: FnOnce() -> D,
    D: std::future::Future<Output = Option<rfd::FileHandle>>,
{
    if !available() {
        return Outcome::Unavailable;
    }
    let started = Instant::now();
    let picked = show().await;
    outcome(picked.map(|h| h.path().to_path_buf()), started.elapsed())
}

fn outcome(picked: Option<PathBuf>, took: Duration) -> Outcome {
    match picked {
        Some(path) => Outcome::Chosen(path),
        None if took < QUICKEST_CANCEL => Outcome::Unavailable,
        None => Outcome::Cancelled,
    }
}

/// The folder of `path`, if it has one.
pub fn folder_of(path: &Path) -> Option<PathBuf> {
    path.parent().filter(|p| !p.as_os_str().is_empty()).map(Path::to_path_buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_slow_empty_answer_is_a_cancel() {
        let slow = QUICKEST_CANCEL * 3;
        assert_eq!(outcome(None, slow), Outcome::Cancelled);
        assert_eq!(outcome(None, Duration::from_millis(5)), Outcome::Unavailable);
        let path = PathBuf::from("/tmp/x.pdf");
        assert_eq!(outcome(Some(path.clone()), Duration::ZERO), Outcome::Chosen(path));
    }

    #[cfg(unix)]
    #[test]
    fn an_executable_is_found_in_the_path_folders_and_a_plain_file_is_not() {
        use std::os::unix::fs::PermissionsExt;
        let empty = tempfile::tempdir().expect("temp dir");
        let dir = tempfile::tempdir().expect("temp dir");
        let tool = dir.path().join("zenity");
        std::fs::write(&tool, "#!/bin/sh\n").expect("write");
        std::fs::write(dir.path().join("notes"), "").expect("write");
        let folders = std::env::join_paths([empty.path(), dir.path()]).expect("join");
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o644)).expect("chmod");
        assert!(!in_folders(&folders, "zenity"), "not executable");
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        assert!(in_folders(&folders, "zenity"));
        assert!(!in_folders(&folders, "notes"));
        assert!(!in_folders(&std::env::join_paths([empty.path()]).expect("join"), "zenity"));
    }
}
