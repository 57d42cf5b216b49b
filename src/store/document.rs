//! The open tournament: content plus the file it may be saved to.
//!
//! The rule it enforces: **a file that failed to load is never
//! overwritten.** A document gets a file only by loading it successfully
//! ([`StoredTournament::open`]) or by an explicit [`StoredTournament::save_as`].
//! When the main file failed to load and the backup was opened instead
//! ([`StoredTournament::open_with_recovery`]), the document remembers it:
//! `save` to that file is refused (the damaged file stays for inspection)
//! until the user picks a different file with `save_as`. A failed `open`
//! gives no document at all, so there is nothing that could be saved over
//! the file.

use super::lock::{EditLock, LockOwner};
use super::{Recovery, StoreError, load, load_with_recovery, save};
use crate::model::Tournament;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where a [`StoredTournament`]'s content came from.
#[derive(Clone, Debug)]
pub enum Origin {
    /// Created in this session and never saved: `save` needs `save_as` first.
    New,
    /// Loaded from, or last saved to, its path: `save` writes there.
    File,
    /// The file at the document's path failed to load (`main_error`) and
    /// this is the content of `backup`. `save` is refused; use `save_as`
    /// with another path.
    RecoveredFromBackup { backup: PathBuf, main_error: StoreError },
}

/// A tournament and its file, as held by the GUI and the CLI.
#[derive(Clone, Debug)]
pub struct StoredTournament {
    /// The content. Change it through the commands, then call
    /// [`autosave`](Self::autosave) (or `save`).
    pub tournament: Tournament,
    path: Option<PathBuf>,
    origin: Origin,
    /// The edit lock of `path` (one file, one writer); `None` for a new
    /// document and for one opened read-only.
    lock: Option<Arc<EditLock>>,
    /// Opened with [`open_read_only`](Self::open_read_only): never saved to `path`.
    read_only: bool,
    /// A lock left by a Swissdesk that did not close properly, taken over on open.
    took_over: Option<LockOwner>,
}

impl StoredTournament {
    /// A new tournament without a file.
    pub fn new(tournament: Tournament) -> StoredTournament {
        StoredTournament::unlocked(tournament, None, Origin::New)
    }

    fn unlocked(tournament: Tournament, path: Option<PathBuf>, origin: Origin) -> StoredTournament {
        StoredTournament { tournament, path, origin, lock: None, read_only: false, took_over: None }
    }

    /// Takes the edit lock of `path`, then loads it. On error there is no
    /// document, so nothing can be saved over the file; when another
    /// Swissdesk edits it the error is [`StoreError::Locked`] (offer
    /// [`open_read_only`](Self::open_read_only)).
    pub fn open(path: &Path) -> Result<StoredTournament, StoreError> {
        let acquired = EditLock::acquire(path)?;
        let tournament = load(path)?;
        Ok(StoredTournament {
            lock: Some(acquired.lock),
            took_over: acquired.took_over,
            ..StoredTournament::unlocked(tournament, Some(path.to_path_buf()), Origin::File)
        })
    }

    /// Loads `path` without its edit lock, for looking at a file another
    /// Swissdesk is editing: `save` is refused ([`StoreError::ReadOnly`]);
    /// `save_as` to another file makes it an ordinary document.
    pub fn open_read_only(path: &Path) -> Result<StoredTournament, StoreError> {
        let tournament = load(path)?;
        Ok(StoredTournament {
            read_only: true,
            ..StoredTournament::unlocked(tournament, Some(path.to_path_buf()), Origin::File)
        })
    }

    /// Loads `path`, or its backup when `path` is missing or damaged, under
    /// the edit lock of `path`. Check [`origin`](Self::origin) /
    /// [`recovery_notice`](Self::recovery_notice) to tell the user that the
    /// backup was opened.
    pub fn open_with_recovery(path: &Path) -> Result<StoredTournament, StoreError> {
        let acquired = EditLock::acquire(path)?;
        let (tournament, origin) = match load_with_recovery(path)? {
            Recovery::Main(t) => (t, Origin::File),
            Recovery::Backup { tournament, backup, main_error } => {
                (tournament, Origin::RecoveredFromBackup { backup, main_error })
            }
        };
        Ok(StoredTournament {
            lock: Some(acquired.lock),
            took_over: acquired.took_over,
            ..StoredTournament::unlocked(tournament, Some(path.to_path_buf()), origin)
        })
    }

    /// Whether the document was opened read-only (another Swissdesk edits its file).
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// The message to show after opening took over the lock of a Swissdesk
    /// that did not close properly.
    pub fn lock_notice(&self) -> Option<String> {
        let (owner, path) = (self.took_over.as_ref()?, self.path.as_ref()?);
        Some(crate::tr!(
            "store-lock-taken-over",
            path = path.display().to_string(),
            pid = owner.pid,
            host = owner.host.clone(),
            since = owner.since_display()
        ))
    }

    /// The file this document belongs to (for a recovered document: the
    /// damaged main file, which `save` will not write).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// Whether [`save`](Self::save) would write (the document has a file and
    /// that file did not fail to load). When false, offer "Save as".
    pub fn can_save(&self) -> bool {
        self.path.is_some() && matches!(self.origin, Origin::File) && !self.read_only
    }

    /// The message to show after [`open_with_recovery`](Self::open_with_recovery)
    /// opened the backup.
    pub fn recovery_notice(&self) -> Option<String> {
        match (&self.origin, &self.path) {
            (Origin::RecoveredFromBackup { backup, .. }, Some(path)) => Some(crate::tr!(
                "store-recovered-from-backup",
                path = path.display().to_string(),
                backup = backup.display().to_string()
            )),
            _ => None,
        }
    }

    /// Saves to the document's file. Refused with
    /// [`StoreError::RefusedOverwrite`] when that file failed to load, and
    /// with [`StoreError::NoPath`] for a document never saved.
    pub fn save(&mut self) -> Result<(), StoreError> {
        save(&self.tournament, self.save_target()?)
    }

    /// The file [`save`](Self::save) writes, or why it refuses (for a
    /// save made elsewhere, e.g. on a [`BackgroundSaver`](super::BackgroundSaver)).
    pub fn save_target(&self) -> Result<&Path, StoreError> {
        let Some(path) = &self.path else {
            return Err(StoreError::NoPath);
        };
        if let Origin::RecoveredFromBackup { .. } = self.origin {
            return Err(StoreError::RefusedOverwrite { path: path.clone() });
        }
        if self.read_only {
            return Err(StoreError::ReadOnly { path: path.clone() });
        }
        Ok(path)
    }

    /// Saves to `path` and makes it the document's file. Refused when
    /// `path` is the file that failed to load (for a recovered document).
    pub fn save_as(&mut self, path: &Path) -> Result<(), StoreError> {
        if let (Origin::RecoveredFromBackup { .. }, Some(damaged)) = (&self.origin, &self.path)
            && same_file(damaged, path)
        {
            return Err(StoreError::RefusedOverwrite { path: path.to_path_buf() });
        }
        // One file, one writer: not over a file another Swissdesk edits.
        let acquired = EditLock::acquire(path)?;
        save(&self.tournament, path)?;
        self.path = Some(path.to_path_buf());
        self.origin = Origin::File;
        self.lock = Some(acquired.lock);
        self.read_only = false;
        self.took_over = None;
        Ok(())
    }

    /// To call after every change: saves when the document has a file it
    /// may write; does nothing (`Ok(false)`) for a document never saved.
    /// A recovered document gives [`StoreError::RefusedOverwrite`], which the
    /// GUI should answer with a "Save as" dialog.
    pub fn autosave(&mut self) -> Result<bool, StoreError> {
        if self.path.is_none() {
            return Ok(false);
        }
        self.save().map(|()| true)
    }
}

/// Whether two paths name the same file, also through `..`, symbolic links
/// or a relative/absolute difference.
fn same_file(a: &Path, b: &Path) -> bool {
    let resolve = |p: &Path| std::fs::canonicalize(p).or_else(|_| std::path::absolute(p)).ok();
    match (resolve(a), resolve(b)) {
        (Some(a), Some(b)) => a == b,
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn a_recovered_document_refuses_its_damaged_file_even_through_another_spelling() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.ron");
        save(&Tournament::new("Good"), &path).expect("first");
        save(&Tournament::new("Good 2"), &path).expect("second");
        fs::write(&path, "(version: 1, event: (").expect("damage");
        let mut doc = StoredTournament::open_with_recovery(&path).expect("backup");
        assert_eq!(doc.tournament.event.name, "Good");
        assert!(!doc.can_save());
        let other_spelling = dir.path().join(".").join("t.ron");
        assert!(matches!(doc.save_as(&other_spelling), Err(StoreError::RefusedOverwrite { .. })));
        assert_eq!(fs::read_to_string(&path).expect("read"), "(version: 1, event: (");
    }

    #[test]
    fn a_new_document_needs_save_as_and_autosave_waits_for_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut doc = StoredTournament::new(Tournament::new("Fresh"));
        assert!(matches!(doc.save(), Err(StoreError::NoPath)));
        assert!(!doc.autosave().expect("nothing to do"));
        let path = dir.path().join("fresh.swissdesk.ron");
        doc.save_as(&path).expect("save as");
        doc.tournament.event.city = "Bern".into();
        assert!(doc.autosave().expect("autosave"));
        assert_eq!(load(&path).expect("load").event.city, "Bern");
    }
}
