//! One file, one writer (issue 19, item 4), between real processes: while
//! one Swissdesk edits a tournament file, a second one is told who edits it
//! and may open it read-only; the command line does not write over it; a
//! lock left by a killed Swissdesk is recognised and taken over.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use swissdesk::model::{Player, Tournament};
use swissdesk::store::{self, StoreError, StoredTournament};

const HOLDER_ENV: &str = "SWISSDESK_TEST_LOCK_HOLDER";
const HOLDER_READY: &str = "swissdesk-lock-held";

/// Not a test on its own: the other Swissdesk of the tests below, which
/// opens the file for editing and keeps it open until it is killed.
#[test]
#[ignore = "child process of the lock tests"]
fn lock_holder_child() {
    let Some(path) = std::env::var_os(HOLDER_ENV) else { return };
    let _doc = StoredTournament::open(Path::new(&path)).expect("holder opens");
    println!("{HOLDER_READY}");
    loop {
        std::thread::sleep(std::time::Duration::from_secs(1));
    }
}

fn tournament(name: &str) -> Tournament {
    let mut t = Tournament::new(name);
    t.players.push(Player::new(1, "Alpha, Anna"));
    t.players.push(Player::new(2, "Beta, Boris"));
    t
}

fn import_trf(source: &Path, target: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .arg("import-trf")
        .arg(source)
        .arg("-o")
        .arg(target)
        .output()
        .expect("run swissdesk")
}

#[test]
fn a_second_writer_is_told_who_edits_and_a_killed_holder_is_taken_over() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("open.swissdesk.ron");
    store::save(&tournament("Edited elsewhere"), &path).expect("seed");
    let trf = dir.path().join("other.trf");
    std::fs::write(&trf, swissdesk::trf::write(&tournament("Imported"))).expect("trf");
    let original = std::fs::read(&path).expect("read");

    // The other Swissdesk, a separate process, opens the file for editing
    // (the child test by its name in this binary: module::function).
    let mut holder = Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "edit_lock::lock_holder_child",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
            "--quiet",
        ])
        .env(HOLDER_ENV, &path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn holder");
    let stdout = holder.stdout.take().expect("holder stdout");
    let ready = BufReader::new(stdout).lines().map_while(Result::ok).any(|l| l == HOLDER_READY);
    assert!(ready, "the holder never opened the file");
    let holder_pid = holder.id();

    // This Swissdesk is told who edits it, with the process and the host.
    match StoredTournament::open(&path) {
        Err(error @ StoreError::Locked { owner: Some(_), .. }) => {
            let message = error.to_string();
            assert!(message.contains(&format!("process {holder_pid} on ")), "{message}");
            assert!(message.contains("read-only"), "{message}");
        }
        other => panic!("expected Locked naming the holder, got {other:?}"),
    }
    // It may look at it read-only, and cannot save there by mistake.
    let mut read_only = StoredTournament::open_read_only(&path).expect("read-only");
    assert!(read_only.is_read_only() && !read_only.can_save());
    assert_eq!(read_only.tournament.event.name, "Edited elsewhere");
    read_only.tournament.event.city = "Bern".into();
    assert!(matches!(read_only.autosave(), Err(StoreError::ReadOnly { .. })));
    // Save as to the same file is refused too: the other Swissdesk edits it.
    assert!(matches!(read_only.save_as(&path), Err(StoreError::Locked { .. })));
    // The command line does not write over it either: one line, non-zero.
    let output = import_trf(&trf, &path);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "import-trf wrote over an edited file: {stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(stderr.contains(&format!("being edited by another Swissdesk (process {holder_pid}")), "{stderr}");
    assert_eq!(std::fs::read(&path).expect("read"), original, "the edited file changed");
    // Save as to another file works and makes an ordinary document.
    let copy = dir.path().join("copy.swissdesk.ron");
    read_only.save_as(&copy).expect("save as elsewhere");
    assert!(!read_only.is_read_only() && read_only.can_save());
    drop(read_only);

    // The holder crashes: its lock file stays, but the lock is gone with it.
    holder.kill().expect("kill holder");
    holder.wait().expect("reap holder");
    assert!(store::lock_path(&path).exists(), "a killed holder leaves its lock file");
    let doc = StoredTournament::open(&path).expect("the stale lock is taken over");
    let notice = doc.lock_notice().expect("the takeover is reported");
    assert!(notice.contains(&format!("process {holder_pid} on ")), "{notice}");
    // Now this process is the one writer: the command line is refused, naming it.
    let output = import_trf(&trf, &path);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(stderr.contains(&format!("(process {} on ", std::process::id())), "{stderr}");
    // Closed: the command line may write, and leaves no lock behind.
    drop(doc);
    assert!(!store::lock_path(&path).exists(), "closing removes the lock file");
    assert!(import_trf(&trf, &path).status.success());
    assert_eq!(store::load(&path).expect("load").event.name, "Imported");
    assert!(!store::lock_path(&path).exists(), "the command line leaves no lock file");
}
