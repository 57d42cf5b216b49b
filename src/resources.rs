//! Where the files Swissdesk ships with (the sample tournament) are, in
//! every way it is installed: a source checkout, the Debian package and the
//! AppImage (`/usr/bin` with `/usr/share/swissdesk`), the Windows installer
//! and the portable folder (`assets/` beside the executable), and the macOS
//! bundle (`Contents/MacOS` with `Contents/Resources/assets`).

use std::path::{Path, PathBuf};

/// The sample tournament's file name.
pub const SAMPLE_FILE: &str = "sample.swissdesk.ron";

/// The places the sample may be for an executable in `exe_dir`, in the
/// order they are tried.
pub fn sample_candidates(exe_dir: &Path) -> Vec<PathBuf> {
    vec![
        // Windows installer, portable folder.
        exe_dir.join("assets").join(SAMPLE_FILE),
        // Debian package, AppImage, `cargo install --root`: <prefix>/bin and <prefix>/share.
        exe_dir.join("..").join("share").join("swissdesk").join(SAMPLE_FILE),
        // macOS: Swissdesk.app/Contents/MacOS/swissdesk.
        exe_dir.join("..").join("Resources").join("assets").join(SAMPLE_FILE),
    ]
}

/// The bundled sample for an executable in `exe_dir`: the first candidate
/// that exists, else the copy in the source tree (a development build).
pub fn find_sample(exe_dir: Option<&Path>) -> PathBuf {
    exe_dir
        .into_iter()
        .flat_map(sample_candidates)
        .find(|path| path.is_file())
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("assets").join(SAMPLE_FILE))
}

/// The bundled sample for the running executable.
pub fn sample_path() -> PathBuf {
    let exe = std::env::current_exe().ok();
    find_sample(exe.as_deref().and_then(Path::parent))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lays out an installation under a temporary root: the executable's
    /// folder and the sample at `sample` (relative to the root).
    fn installed(exe_dir: &str, sample: &str) -> (tempfile::TempDir, PathBuf, PathBuf) {
        let root = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let exe = root.path().join(exe_dir);
        let file = root.path().join(sample);
        for dir in [Some(exe.as_path()), file.parent()].into_iter().flatten() {
            std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{e}"));
        }
        std::fs::write(&file, "(version: 1)").unwrap_or_else(|e| panic!("{e}"));
        (root, exe, file)
    }

    fn same_file(a: &Path, b: &Path) -> bool {
        match (a.canonicalize(), b.canonicalize()) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
    }

    #[test]
    fn the_sample_is_found_in_every_installed_layout() {
        for (exe_dir, sample) in [
            ("Swissdesk", "Swissdesk/assets/sample.swissdesk.ron"),
            ("usr/bin", "usr/share/swissdesk/sample.swissdesk.ron"),
            ("Swissdesk.app/Contents/MacOS", "Swissdesk.app/Contents/Resources/assets/sample.swissdesk.ron"),
        ] {
            let (_root, exe, file) = installed(exe_dir, sample);
            let found = find_sample(Some(&exe));
            assert!(same_file(&found, &file), "{exe_dir}: found {}", found.display());
        }
    }

    #[test]
    fn without_an_installed_copy_the_source_tree_sample_is_used() {
        let root = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let found = find_sample(Some(root.path()));
        assert_eq!(found, Path::new(env!("CARGO_MANIFEST_DIR")).join("assets").join(SAMPLE_FILE));
        assert!(found.is_file(), "the source tree has the sample");
        assert_eq!(find_sample(None), found);
    }
}
