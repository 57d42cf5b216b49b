//! The app when files go wrong (issue 19), driven headlessly with
//! iced_test's Simulator like tests/gui/app.rs:
//! - Open refuses what is not a tournament: an error naming the file is
//!   shown, and nothing of the open tournament changes;
//! - a file another Swissdesk (another process) edits is refused with who
//!   edits it, and offered read-only;
//! - a save that fails (the file's folder is gone, as with a removed USB
//!   stick; or the document is read-only) keeps the change in memory, says
//!   so, leaves the last good file alone and offers Save as.

use iced_test::{Error, simulator};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use swissdesk::gui::App;
use swissdesk::gui::app::Offer;
use swissdesk::gui::app::{Message, Options};
use swissdesk::gui::players;
use swissdesk::model::{Player, Tournament};
use swissdesk::store::StoredTournament;

use crate::gui_common;
use gui_common::click;

fn open_tournament(dir: &Path) -> (App, std::path::PathBuf) {
    let path = dir.join("club.swissdesk.ron");
    let mut t = Tournament::new("Club championship");
    t.players.push(Player::new(1, "Anand, Viswanathan"));
    t.players.push(Player::new(2, "Gelfand, Boris"));
    swissdesk::store::save(&t, &path).unwrap_or_else(|e| panic!("{e}"));
    let (app, _) = App::new(Options { file: Some(path.clone()), ..Options::default() });
    assert_eq!(app.path(), Some(path.as_path()));
    (app, path)
}

/// Files that are not tournaments, each with a word its error must contain.
fn not_tournaments() -> Vec<(&'static str, Vec<u8>, &'static str)> {
    let mut random = vec![0u8; 4096];
    ChaCha8Rng::seed_from_u64(19).fill(&mut random[..]);
    vec![
        ("empty.trf", Vec::new(), "empty"),
        ("random.trf", random.clone(), "not a text file"),
        ("random.swissdesk.ron", random, "not a text file"),
        ("notes.txt", b"Club Open\nRound 1 on Friday\n".to_vec(), "player record"),
        (
            "malformed.trf",
            b"012 Open\n001    1      Alpha, Anna                       20x0\n".to_vec(),
            "rating",
        ),
        ("settings.ron", b"(window_width: 800, theme: \"dark\")\n".to_vec(), "another program"),
        (
            "newer.swissdesk.ron",
            b"(version: 9, event: (name: \"Later\"), players: [])\n".to_vec(),
            "newer Swissdesk",
        ),
    ]
}

#[test]
fn open_refuses_what_is_not_a_tournament_and_changes_nothing() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (mut app, path) = open_tournament(dir.path());
    let before = app.tournament().clone();
    let saved = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
    let (title, revision) = (app.title(), app.revision());
    for (name, bytes, says) in not_tournaments() {
        let file = dir.path().join(name);
        std::fs::write(&file, &bytes).unwrap_or_else(|e| panic!("{e}"));
        let _ = app.update(Message::OpenPicked(Some(file.clone())));

        let notice = app.notice().cloned().unwrap_or_else(|| panic!("{name}: no error shown"));
        assert!(notice.is_error, "{name}: {}", notice.text);
        assert!(notice.text.contains(name), "{name}: file not named in {}", notice.text);
        assert!(notice.text.contains(says), "{name}: {says:?} missing in {}", notice.text);
        // On screen, as the arbiter sees it.
        simulator(app.view()).find(notice.text.as_str())?;
        assert_eq!(app.tournament(), &before, "{name}: the open tournament changed");
        assert_eq!(app.path(), Some(path.as_path()), "{name}: detached from its file");
        assert_eq!((app.title(), app.revision()), (title.clone(), revision), "{name}");
        assert!(!app.is_dirty(), "{name}");
        assert_eq!(std::fs::read(&file).unwrap_or_default(), bytes, "{name} was written to");
        let _ = app.update(Message::DismissNotice);
    }
    assert_eq!(std::fs::read(&path).unwrap_or_default(), saved, "the tournament's file changed");
    Ok(())
}

fn add_player(app: &mut App, name: &str) {
    for message in
        [Message::Players(players::Message::Name(name.into())), Message::Players(players::Message::Add)]
    {
        let _ = app.update(message);
    }
}

const HOLDER_ENV: &str = "SWISSDESK_TEST_GUI_LOCK_HOLDER";
const HOLDER_READY: &str = "swissdesk-lock-held";

/// The other Swissdesk's process, killed and reaped however the test ends.
struct Holder(std::process::Child);

impl Drop for Holder {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Not a test on its own: the other Swissdesk, a separate process that
/// edits the file until it is killed.
#[test]
#[ignore = "child process of the read-only test"]
fn lock_holder_child() {
    let Some(path) = std::env::var_os(HOLDER_ENV) else { return };
    let _doc = StoredTournament::open(Path::new(&path)).unwrap_or_else(|e| panic!("{e}"));
    println!("{HOLDER_READY}");
    loop {
        std::thread::sleep(std::time::Duration::from_secs(1));
    }
}

#[test]
fn a_file_another_swissdesk_edits_is_offered_read_only_and_kept_by_save_as() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = open_tournament(dir.path());
    let other = dir.path().join("edited-elsewhere.swissdesk.ron");
    swissdesk::store::save(&Tournament::new("Edited elsewhere"), &other).unwrap_or_else(|e| panic!("{e}"));
    let original = std::fs::read(&other).unwrap_or_default();
    // The child test by its name in this binary (module::function).
    let mut holder = Holder(
        Command::new(std::env::current_exe().unwrap_or_else(|e| panic!("{e}")))
            .args([
                "refusals::lock_holder_child",
                "--exact",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
                "--quiet",
            ])
            .env(HOLDER_ENV, &other)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{e}")),
    );
    let stdout = holder.0.stdout.take().unwrap_or_else(|| panic!("no stdout"));
    assert!(BufReader::new(stdout).lines().map_while(Result::ok).any(|l| l == HOLDER_READY));

    let before = app.tournament().clone();
    let _ = app.update(Message::OpenPicked(Some(other.clone())));
    let notice = app.notice().cloned().unwrap_or_else(|| panic!("no notice"));
    assert!(
        notice.is_error && notice.text.contains(&format!("process {}", holder.0.id())),
        "{}",
        notice.text
    );
    assert_eq!(app.tournament(), &before, "the open tournament is unchanged");
    assert_eq!(app.file_offer(), Some(&Offer::OpenReadOnly(other.clone())));
    click(&mut app, "Open read-only")?;
    assert_eq!(app.tournament().event.name, "Edited elsewhere");
    assert_eq!(app.path(), Some(other.as_path()));
    simulator(app.view()).find(app.notice().map(|n| n.text.clone()).unwrap_or_default())?;
    // The status bar says read-only, not "not saved to a file yet" beside the path.
    simulator(app.view()).find(format!(
        "{} — read-only: changes stay here until you use “Save as”",
        other.file_name().map(|n| n.to_string_lossy()).unwrap_or_default()
    ))?;

    // A change cannot be written to the file the other Swissdesk edits: it
    // stays in memory, the arbiter is told, and Save as is offered.
    add_player(&mut app, "Carlsen, Magnus");
    assert_eq!(app.tournament().players.len(), 1, "the change is kept in memory");
    assert!(app.is_dirty());
    assert_eq!(app.notice().map(|n| n.is_error), Some(true));
    assert_eq!(app.file_offer(), Some(&Offer::SaveAs));
    simulator(app.view()).find("Save as…")?;
    assert_eq!(std::fs::read(&other).unwrap_or_default(), original, "the edited file changed");
    let copy = dir.path().join("my-copy.swissdesk.ron");
    let _ = app.update(Message::SaveAsPicked(Some(copy.clone())));
    assert!(!app.is_dirty() && app.file_offer().is_none());
    let saved = swissdesk::store::load(&copy).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(saved.players.len(), 1);

    drop(holder);
    Ok(())
}

#[test]
fn a_save_to_a_vanished_folder_keeps_the_change_says_so_and_offers_save_as() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let stick = dir.path().join("usb-stick");
    std::fs::create_dir(&stick).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, path) = open_tournament(&stick);
    let last_good = std::fs::read(&path).unwrap_or_default();
    // The stick is pulled out: its folder is gone (the files with it).
    let unplugged = dir.path().join("unplugged");
    std::fs::rename(&stick, &unplugged).unwrap_or_else(|e| panic!("{e}"));

    add_player(&mut app, "Carlsen, Magnus");
    // Saved in the background: its outcome is taken in once it ended.
    app.finish_saves();
    assert_eq!(app.tournament().players.len(), 3, "the change is kept in memory");
    assert!(app.is_dirty(), "the change is marked unsaved");
    let notice = app.notice().cloned().unwrap_or_else(|| panic!("no notice"));
    assert!(notice.is_error && notice.text.contains("club.swissdesk.ron"), "{}", notice.text);
    simulator(app.view()).find(notice.text.as_str())?;
    assert_eq!(app.file_offer(), Some(&Offer::SaveAs));
    // The last good file, where the stick went, is as it was.
    assert_eq!(std::fs::read(unplugged.join("club.swissdesk.ron")).unwrap_or_default(), last_good);

    // The stick comes back: the next change is saved, with the one before.
    std::fs::rename(&unplugged, &stick).unwrap_or_else(|e| panic!("{e}"));
    add_player(&mut app, "Caruana, Fabiano");
    app.finish_saves();
    assert!(!app.is_dirty() && app.file_offer().is_none(), "{:?}", app.notice());
    let saved = swissdesk::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(saved.players.len(), 4, "both changes reached the file");
    Ok(())
}
