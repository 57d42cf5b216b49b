//! One file, one writer: the edit lock of a tournament file.
//!
//! A Swissdesk that edits `event.swissdesk.ron` holds an exclusive OS
//! advisory lock (`flock` on Unix, `LockFileEx` on Windows, through `fs4`)
//! on the lock file `.event.swissdesk.ron.lock` beside it. Why a separate
//! file: an atomic save renames a new file over the document, so a lock on
//! the document itself would stay on the old, replaced file. Why an OS lock
//! and not only a pid file: the OS releases it when the holder dies however
//! it dies (a crash, a kill, a power cut), so a lock left by a crashed
//! Swissdesk is never mistaken for a live one, and no guess about whether a
//! pid on another machine is still alive is needed.
//!
//! The lock file holds who has it — process id, host and start time — for
//! the message the second Swissdesk shows ("being edited by process 4711 on
//! ARBITER-PC since 14:02"). A lock file whose lock is free but that still
//! names someone was left by a Swissdesk that did not close properly: it is
//! taken over, and [`Acquired::took_over`] says whose it was.
//!
//! One process holds one lock per file: opening the same file again in the
//! same process shares it ([`EditLock`] is reference-counted), as a second
//! `flock` on another handle would conflict with the first.

use super::error::{StoreError, write_error};
use chrono::{DateTime, Local};
use fs4::FileExt;
use std::fs::{self, File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

/// Who holds (or held) a lock, as its lock file says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockOwner {
    pub pid: u32,
    pub host: String,
    /// When the lock was taken, as written (RFC 3339, local time).
    pub since: String,
}

impl LockOwner {
    /// This process.
    fn me() -> LockOwner {
        LockOwner {
            pid: std::process::id(),
            host: gethostname::gethostname().to_string_lossy().into_owned(),
            since: Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false),
        }
    }

    /// The lock file's text: `pid host since`, one line, the host last but
    /// one so that a host name cannot contain the separator of the time.
    fn to_line(&self) -> String {
        format!("swissdesk-lock {} {} {}\n", self.pid, self.since, self.host)
    }

    fn from_text(text: &str) -> Option<LockOwner> {
        let mut words = text.trim().splitn(4, ' ');
        if words.next()? != "swissdesk-lock" {
            return None;
        }
        let pid = words.next()?.parse().ok()?;
        let since = words.next()?.to_owned();
        let host = words.next()?.to_owned();
        Some(LockOwner { pid, host, since })
    }

    /// The time for a message: `2026-11-23 14:02`, or as written if it does not parse.
    pub fn since_display(&self) -> String {
        DateTime::parse_from_rfc3339(&self.since)
            .map(|t| t.format("%Y-%m-%d %H:%M").to_string())
            .unwrap_or_else(|_| self.since.clone())
    }
}

/// A held edit lock; released when the last clone is dropped (the lock file
/// is then removed).
#[derive(Debug)]
pub struct EditLock {
    file: File,
    lock_path: PathBuf,
    key: PathBuf,
}

/// What [`EditLock::acquire`] got.
#[derive(Debug)]
pub struct Acquired {
    pub lock: Arc<EditLock>,
    /// The owner named by a lock file left behind by a Swissdesk that did
    /// not close properly, now taken over.
    pub took_over: Option<LockOwner>,
}

/// The locks this process holds, by document (absolute path).
static HELD: Mutex<Vec<(PathBuf, Weak<EditLock>)>> = Mutex::new(Vec::new());

/// How many times to retry when the lock file is replaced under us.
const ATTEMPTS: u32 = 20;

/// The lock file of `document`: `.<name>.lock` in the same folder.
pub fn lock_path(document: &Path) -> PathBuf {
    let name = document.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    document.with_file_name(format!(".{name}.lock"))
}

/// The document as one key for every spelling of its path.
fn key_of(document: &Path) -> PathBuf {
    let absolute = std::path::absolute(document).unwrap_or_else(|_| document.to_path_buf());
    match (absolute.parent().and_then(|p| fs::canonicalize(p).ok()), absolute.file_name()) {
        (Some(folder), Some(name)) => folder.join(name),
        _ => absolute,
    }
}

impl EditLock {
    /// Takes the edit lock of `document`, or says who holds it
    /// ([`StoreError::Locked`]). The document need not exist yet (Save as).
    pub fn acquire(document: &Path) -> Result<Acquired, StoreError> {
        let key = key_of(document);
        let mut held = HELD.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        held.retain(|(_, weak)| weak.strong_count() > 0);
        if let Some(lock) = held.iter().find(|(k, _)| *k == key).and_then(|(_, weak)| weak.upgrade()) {
            return Ok(Acquired { lock, took_over: None });
        }
        let lock_path = lock_path(&key);
        let fail = |e: std::io::Error| write_error(&lock_path, e);
        for _ in 0..ATTEMPTS {
            let mut file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&lock_path)
                .map_err(fail)?;
            let mut previous = String::new();
            if FileExt::try_lock(&file).is_err() {
                // Held: the holder wrote its name when it took the lock (a
                // holder that has not written yet is named as unknown).
                let _ = file.read_to_string(&mut previous);
                return Err(StoreError::Locked {
                    path: document.to_path_buf(),
                    owner: LockOwner::from_text(&previous),
                });
            }
            // The previous holder may have removed the file between our open
            // and our lock: then we hold a lock on a file nobody else sees.
            if !still_at(&file, &lock_path) {
                continue;
            }
            let _ = file.read_to_string(&mut previous);
            let took_over = LockOwner::from_text(&previous);
            file.set_len(0).map_err(fail)?;
            file.seek(SeekFrom::Start(0)).map_err(fail)?;
            file.write_all(LockOwner::me().to_line().as_bytes()).map_err(fail)?;
            file.sync_all().map_err(fail)?;
            let lock = Arc::new(EditLock { file, lock_path, key: key.clone() });
            held.push((key, Arc::downgrade(&lock)));
            return Ok(Acquired { lock, took_over });
        }
        Err(StoreError::Locked { path: document.to_path_buf(), owner: None })
    }

    /// The document this lock is for (absolute).
    pub fn document(&self) -> &Path {
        &self.key
    }
}

/// Whether the open `file` is still the one at `path`.
#[cfg(unix)]
fn still_at(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Windows does not let a file that is open be removed, so the file cannot
/// change under an open handle.
#[cfg(not(unix))]
fn still_at(_: &File, path: &Path) -> bool {
    path.exists()
}

impl Drop for EditLock {
    fn drop(&mut self) {
        // Removed while still locked, so that nobody takes a lock on a file
        // about to disappear (they check `still_at` after locking).
        let _ = fs::remove_file(&self.lock_path);
        let _ = FileExt::unlock(&self.file);
    }
}

/// Whether this process holds the lock of `document`, for tests. Asked of
/// one document rather than counted over all of them: the other tests of
/// the process take and drop their own locks meanwhile.
#[cfg(test)]
fn holds(document: &Path) -> bool {
    let key = key_of(document);
    let held = HELD.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    held.iter().any(|(k, weak)| *k == key && weak.strong_count() > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_line_round_trips_also_with_blanks_in_the_host_name() {
        let owner =
            LockOwner { pid: 4711, host: "ARBITER PC".into(), since: "2026-11-23T14:02:00+01:00".into() };
        assert_eq!(LockOwner::from_text(&owner.to_line()), Some(owner.clone()));
        assert_eq!(owner.since_display(), "2026-11-23 14:02");
        assert_eq!(LockOwner::from_text("something else"), None);
    }

    #[test]
    fn one_process_shares_its_lock_and_releases_it_with_the_last_holder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let document = dir.path().join("event.swissdesk.ron");
        let first = EditLock::acquire(&document).expect("first");
        let again = EditLock::acquire(&dir.path().join(".").join("event.swissdesk.ron")).expect("same file");
        assert!(Arc::ptr_eq(&first.lock, &again.lock));
        assert!(lock_path(&document).exists());
        assert!(holds(&document));
        drop(first);
        assert!(holds(&document), "still held by the second holder");
        assert!(lock_path(&document).exists());
        drop(again);
        assert!(!holds(&document), "released with the last holder");
        assert!(!lock_path(&document).exists(), "the lock file is removed on release");
    }

    #[test]
    fn a_lock_file_left_behind_is_taken_over_and_named() {
        let dir = tempfile::tempdir().expect("temp dir");
        let document = dir.path().join("event.swissdesk.ron");
        let crashed =
            LockOwner { pid: 99999, host: "VENUE".into(), since: "2026-11-22T09:00:00+01:00".into() };
        fs::write(lock_path(&document), crashed.to_line()).expect("seed");
        let acquired = EditLock::acquire(&document).expect("free lock, stale file");
        assert_eq!(acquired.took_over, Some(crashed));
        let now = fs::read_to_string(lock_path(&document)).expect("read");
        assert_eq!(LockOwner::from_text(&now).map(|o| o.pid), Some(std::process::id()));
    }
}
