//! Crash-safe replacement of a file.
//!
//! The new content goes to a temporary file in the same folder (a rename is
//! only atomic within one file system), is flushed to disk, and is then
//! renamed over the target. The previous content is first kept as
//! `<name>.bak`, made from a hard link (or a copy where links are not
//! supported, e.g. FAT USB sticks) that is itself renamed into place, so at
//! every instant both the target and the backup are complete files.

use super::error::{StoreError, write_error};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Distinguishes the temporary files of concurrent saves in one process.
static COUNTER: AtomicU64 = AtomicU64::new(0);

/// How many unique names to try before giving up (a name is only taken if
/// a killed process with the same id left its temporary file behind).
const NAME_ATTEMPTS: u32 = 100;

/// Points where a save can be made to fail, for tests of the failure paths.
pub(crate) trait SaveHooks {
    /// Writes the content into the temporary file.
    fn write(&mut self, file: &mut File, bytes: &[u8]) -> io::Result<()> {
        file.write_all(bytes)
    }

    /// Runs after the backup is made, just before the rename.
    fn before_rename(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The real thing: no fault injected.
pub(crate) struct NoHooks;

impl SaveHooks for NoHooks {}

/// The backup of `path`: `<file name>.bak` in the same folder.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".bak");
    path.with_file_name(name)
}

/// Replaces `path` with `bytes` atomically; with `keep_backup`, the previous
/// content (if any) becomes [`backup_path`]. On failure the temporary file
/// is removed and `path` is unchanged.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8], keep_backup: bool) -> Result<(), StoreError> {
    write_atomically_with(path, bytes, keep_backup, &mut NoHooks)
}

/// [`write_atomically`] with fault-injection hooks.
pub(crate) fn write_atomically_with(
    path: &Path,
    bytes: &[u8],
    keep_backup: bool,
    hooks: &mut dyn SaveHooks,
) -> Result<(), StoreError> {
    // Saving through a symbolic link replaces the file it points to, not the
    // link (a rename over the link would turn it into a regular file).
    let target = match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            fs::canonicalize(path).map_err(|e| write_error(path, e))?
        }
        _ => path.to_path_buf(),
    };
    let Some(name) = target.file_name() else {
        return Err(StoreError::NotAFilePath { path: path.to_path_buf() });
    };
    let dir = folder_of(&target);
    let previous = fs::metadata(&target).ok();
    // A write-protected file was protected on purpose (an archived event):
    // refuse, as Windows would, instead of replacing it through the rename.
    if previous.as_ref().is_some_and(|meta| meta.is_file() && meta.permissions().readonly()) {
        return Err(write_error(path, io::Error::from(io::ErrorKind::PermissionDenied)));
    }

    let (temp_path, mut file) =
        create_temp(&dir, &name.to_string_lossy()).map_err(|e| write_error(path, e))?;
    let outcome = (|| -> Result<(), StoreError> {
        hooks.write(&mut file, bytes).map_err(|e| write_error(path, e))?;
        if let Some(meta) = &previous {
            // Keep the file's permissions (a file made private stays private).
            // Not fatal: some file systems (FAT) cannot store them, and the
            // content is what matters.
            let _ = file.set_permissions(meta.permissions());
        }
        file.sync_all().map_err(|e| write_error(path, e))?;
        drop(file);
        if keep_backup && previous.as_ref().is_some_and(fs::Metadata::is_file) {
            make_backup(&target)?;
        }
        hooks.before_rename().map_err(|e| write_error(path, e))?;
        fs::rename(&temp_path, &target).map_err(|e| write_error(path, e))
    })();
    if let Err(error) = outcome {
        // Best effort: the temporary file may not even exist any more.
        let _ = fs::remove_file(&temp_path);
        return Err(error);
    }
    sync_folder(&dir);
    Ok(())
}

/// The folder of `path` (`.` for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A unique hidden name beside the target: `.<name>.tmp-<pid>-<n>`.
fn temp_name(dir: &Path, name: &str) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{name}.tmp-{}-{n}", std::process::id()))
}

/// Creates a new temporary file; `create_new` guarantees that it is ours.
fn create_temp(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    let mut last_error = io::Error::from(io::ErrorKind::AlreadyExists);
    for _ in 0..NAME_ATTEMPTS {
        let candidate = temp_name(dir, name);
        match OpenOptions::new().write(true).create_new(true).open(&candidate) {
            Ok(file) => return Ok((candidate, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last_error = e,
            Err(e) => return Err(e),
        }
    }
    Err(last_error)
}

/// Makes `<target>.bak` a complete copy of `target`, atomically replacing
/// the previous backup.
fn make_backup(target: &Path) -> Result<(), StoreError> {
    let backup = backup_path(target);
    let dir = folder_of(target);
    let name = backup.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut outcome = Err(write_error(&backup, io::Error::from(io::ErrorKind::AlreadyExists)));
    for _ in 0..NAME_ATTEMPTS {
        let temp = temp_name(&dir, &name);
        let made = match fs::hard_link(target, &temp) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            // No hard links here (FAT, some network shares): copy instead.
            Err(_) => copy_synced(target, &temp),
        };
        outcome = made.and_then(|()| fs::rename(&temp, &backup)).map_err(|e| write_error(&backup, e));
        if outcome.is_err() {
            let _ = fs::remove_file(&temp);
        }
        break;
    }
    outcome
}

/// Copies `from` to the new file `to` and flushes it to disk.
fn copy_synced(from: &Path, to: &Path) -> io::Result<()> {
    let mut source = File::open(from)?;
    let mut copy = OpenOptions::new().write(true).create_new(true).open(to)?;
    io::copy(&mut source, &mut copy)?;
    copy.sync_all()
}

/// Flushes the folder entry so that the rename itself survives a power cut.
/// Errors are ignored: the rename has happened, so reporting a failure would
/// make the caller believe the old content is still in place, and some file
/// systems do not support syncing a folder at all.
fn sync_folder(dir: &Path) {
    #[cfg(unix)]
    if let Ok(folder) = File::open(dir) {
        let _ = folder.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes half the content, then fails like a full disk.
    struct FailHalfway;

    impl SaveHooks for FailHalfway {
        fn write(&mut self, file: &mut File, bytes: &[u8]) -> io::Result<()> {
            file.write_all(&bytes[..bytes.len() / 2])?;
            Err(io::Error::other("disk full (injected)"))
        }
    }

    /// Fails after the backup was made, just before the rename.
    struct FailBeforeRename;

    impl SaveHooks for FailBeforeRename {
        fn before_rename(&mut self) -> io::Result<()> {
            Err(io::Error::other("power cut (injected)"))
        }
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("read dir")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_write_failing_halfway_leaves_the_original_and_no_temp_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.ron");
        fs::write(&path, "original").expect("seed");
        let error = write_atomically_with(&path, b"new content, long enough", true, &mut FailHalfway)
            .expect_err("injected failure");
        assert!(matches!(error, StoreError::Write { .. }), "{error:?}");
        assert!(error.to_string().contains("t.ron"), "{error}");
        assert_eq!(fs::read_to_string(&path).expect("read"), "original");
        assert_eq!(entries(dir.path()), vec!["t.ron"]);
    }

    #[test]
    fn a_failure_before_the_rename_leaves_the_original_and_no_temp_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.ron");
        fs::write(&path, "original").expect("seed");
        write_atomically_with(&path, b"new", true, &mut FailBeforeRename).expect_err("injected failure");
        assert_eq!(fs::read_to_string(&path).expect("read"), "original");
        // The backup was made before the failure; it is a complete copy.
        assert_eq!(entries(dir.path()), vec!["t.ron", "t.ron.bak"]);
        assert_eq!(fs::read_to_string(backup_path(&path)).expect("read"), "original");
    }

    #[test]
    fn the_backup_holds_the_previous_content() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.ron");
        write_atomically(&path, b"one", true).expect("first");
        assert_eq!(entries(dir.path()), vec!["t.ron"]);
        write_atomically(&path, b"two", true).expect("second");
        write_atomically(&path, b"three", true).expect("third");
        assert_eq!(fs::read_to_string(&path).expect("read"), "three");
        assert_eq!(fs::read_to_string(backup_path(&path)).expect("read"), "two");
        write_atomically(&path, b"four", false).expect("no backup");
        assert_eq!(fs::read_to_string(backup_path(&path)).expect("read"), "two");
    }

    #[cfg(unix)]
    #[test]
    fn saving_through_a_symlink_replaces_the_linked_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let real = dir.path().join("real.ron");
        let link = dir.path().join("link.ron");
        fs::write(&real, "old").expect("seed");
        std::os::unix::fs::symlink(&real, &link).expect("symlink");
        write_atomically(&link, b"new", true).expect("save");
        assert!(fs::symlink_metadata(&link).expect("meta").file_type().is_symlink());
        assert_eq!(fs::read_to_string(&real).expect("read"), "new");
        assert_eq!(fs::read_to_string(dir.path().join("real.ron.bak")).expect("read"), "old");
    }

    #[cfg(unix)]
    #[test]
    fn permissions_of_the_replaced_file_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.ron");
        fs::write(&path, "old").expect("seed");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("chmod");
        write_atomically(&path, b"new", true).expect("save");
        assert_eq!(fs::metadata(&path).expect("meta").permissions().mode() & 0o777, 0o600);
    }

    #[test]
    fn a_write_protected_file_is_not_replaced() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("archived.ron");
        fs::write(&path, "final").expect("seed");
        let mut permissions = fs::metadata(&path).expect("meta").permissions();
        permissions.set_readonly(true);
        fs::set_permissions(&path, permissions).expect("protect");
        let error = write_atomically(&path, b"new", true).expect_err("protected");
        assert!(matches!(error, StoreError::PermissionDenied { .. }), "{error:?}");
        assert_eq!(fs::read_to_string(&path).expect("read"), "final");
        assert_eq!(entries(dir.path()), vec!["archived.ron"]);
    }

    #[test]
    fn a_path_without_a_file_name_is_refused() {
        assert!(matches!(write_atomically(Path::new("/"), b"x", true), Err(StoreError::NotAFilePath { .. })));
    }

    #[test]
    fn a_missing_folder_is_a_write_error_naming_the_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("no-such-folder").join("t.ron");
        let error = write_atomically(&path, b"x", true).expect_err("no folder");
        assert!(error.to_string().contains("t.ron"), "{error}");
    }
}
