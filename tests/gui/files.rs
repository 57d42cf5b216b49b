//! The app at the venue, with files: closing, New, Open and Quit never drop
//! unsaved work without asking, and every file choice works without a
//! system file dialog (Swissdesk's own chooser). Another program's TRF (284
//! players, byes written as games against "spielfrei") opens as 283 players
//! with pairing-allocated byes and says so; before the next round is paired
//! the arbiter is asked about the players who stopped coming, and only those
//! ticked are withdrawn. Driven headlessly with
//! iced_test's Simulator; the Tasks the app returns (export jobs, the
//! answers of the chooser) are run to completion by [`settle`].

use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced::{Task, widget::Id};
use iced_test::futures::futures::{StreamExt, executor::block_on};
use iced_test::{Error, selector, simulator};
use std::path::{Path, PathBuf};
use swissdesk::gui::app::{self, Message, Options, Pending, Unsaved};
use swissdesk::gui::{App, absences, chooser, export, players, round};
use swissdesk::model::{AuditAction, ByeKind, PlayerStatus, RoundEntry};
use swissdesk::store::settings::{Settings, load_settings, save_settings};
use swissdesk::tr;

use crate::gui_common;
use gui_common::{clicked, shows};

/// Runs a Task the app returned to the end and feeds every message it
/// produces back into the app (and the Tasks those return, and so on), as
/// the runtime would. Window actions (exit) and widget operations are not
/// messages and are left out.
fn settle(app: &mut App, task: Task<Message>) {
    let Some(stream) = iced_test::runtime::task::into_stream(task) else { return };
    let messages: Vec<Message> = block_on(
        stream
            .filter_map(|action| async move {
                match action {
                    iced_test::runtime::Action::Output(message) => Some(message),
                    _ => None,
                }
            })
            .collect(),
    );
    for message in messages {
        let next = app.update(message);
        settle(app, next);
    }
}

fn send(app: &mut App, message: Message) {
    let task = app.update(message);
    settle(app, task);
}

/// Clicks the text `target` and sends what the click produced (its tasks
/// run to the end).
fn click(app: &mut App, target: impl Into<String>) -> Result<(), Error> {
    for message in clicked(app, target)? {
        send(app, message);
    }
    Ok(())
}

/// Clicks the chooser's path field, types `typed` after what it holds,
/// presses Enter, and sends what that produced: what an arbiter does.
fn type_into_chooser(app: &mut App, typed: &str) -> Result<(), Error> {
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(selector::id(Id::new(chooser::PATH_FIELD)))?;
        let _ = ui.typewrite(typed);
        let _ = ui.tap_key(Key::Named(Named::Enter));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "typing into the chooser produced nothing");
    for message in messages {
        send(app, message);
    }
    Ok(())
}

/// The sample tournament, with settings in `dir` whose last folder is
/// `dir`: the chooser starts there. No system dialog (`Options::default`).
fn sample_app(dir: &Path) -> App {
    let settings_file = dir.join("config").join("settings.ron");
    let mut settings = Settings::default();
    settings.add_recent_folder(dir);
    save_settings(&settings, &settings_file).unwrap_or_else(|e| panic!("{e}"));
    let options = Options {
        settings_file: Some(settings_file),
        sample: Some(app::sample_path()),
        ..Options::default()
    };
    App::new(options).0
}

fn add_player(app: &mut App, name: &str) {
    for message in
        [players::Message::Name(name.into()), players::Message::Rating("2100".into()), players::Message::Add]
    {
        send(app, Message::Players(message));
    }
}

fn ctrl(c: &str) -> Option<Message> {
    app::key_message(keyboard::Event::KeyPressed {
        modified_key: Key::Character(c.into()),
        key: Key::Character(c.into()),
        physical_key: keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers: Modifiers::CTRL,
        text: None,
        repeat: false,
    })
}

#[test]
fn closing_the_window_with_unsaved_changes_asks_and_cancel_keeps_everything() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = sample_app(dir.path());
    // Without changes the window closes at once.
    assert!(!app.is_dirty());
    send(&mut app, Message::Quit);
    assert!(app.is_quitting(), "nothing to lose: closes without asking");

    let mut app = sample_app(dir.path());
    add_player(&mut app, "Late, Lena");
    assert!(app.is_dirty(), "the sample has no file: the new player is unsaved");
    let players = app.tournament().players.len();

    // The window's close button sends Quit (the subscription maps close
    // requests to it); so does Ctrl+Q.
    assert!(matches!(ctrl("q"), Some(Message::Quit)));
    send(&mut app, Message::Quit);
    assert!(!app.is_quitting(), "unsaved work: the window stays");
    assert_eq!(app.pending(), Some(&Pending::Quit));
    shows(&app, tr!("gui-unsaved-title"))?;
    shows(&app, tr!("gui-unsaved-before-quit", name = app.document_name()))?;
    shows(&app, tr!("gui-unsaved-save"))?;
    shows(&app, tr!("gui-discard"))?;

    // While asked, the tool bar and the keyboard wait.
    send(&mut app, Message::New);
    assert_eq!(app.tournament().players.len(), players);
    assert_eq!(app.pending(), Some(&Pending::Quit));

    click(&mut app, tr!("gui-cancel"))?;
    assert_eq!(app.pending(), None);
    assert!(!app.is_quitting());
    assert!(app.is_dirty());
    assert_eq!(app.tournament().players.len(), players, "nothing was lost");

    // Escape is Cancel too; "Discard changes" closes.
    send(&mut app, Message::Quit);
    send(&mut app, Message::Escape);
    assert!(app.pending().is_none() && !app.is_quitting());
    send(&mut app, Message::Quit);
    click(&mut app, tr!("gui-discard"))?;
    assert!(app.is_quitting());
    Ok(())
}

/// The autosave runs off the UI thread (issue 15: a 1,000-player file
/// takes longer to write than a frame). Closing the window right after a
/// change waits for its save: the change is in the file and nothing is
/// asked. When that save failed (the folder is gone), the arbiter is told
/// and closing asks about the unsaved change instead of dropping it.
#[test]
fn closing_right_after_a_change_waits_for_its_background_save() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let stick = dir.path().join("stick");
    std::fs::create_dir(&stick).unwrap_or_else(|e| panic!("{e}"));
    let path = stick.join("club.swissdesk.ron");
    swissdesk::store::save(&swissdesk::model::Tournament::new("Club"), &path)
        .unwrap_or_else(|e| panic!("{e}"));
    let open = || App::new(Options { file: Some(path.clone()), ..Options::default() }).0;
    // The change's own Task (which reports the save) is not run: only
    // closing can make sure the save ended.
    let change = |app: &mut App, name: &str| {
        for message in [players::Message::Name(name.into()), players::Message::Add] {
            let _ = app.update(Message::Players(message));
        }
    };

    let mut app = open();
    change(&mut app, "Carlsen, Magnus");
    send(&mut app, Message::Quit);
    assert!(app.is_quitting() && app.pending().is_none(), "{:?}", app.notice());
    let saved = swissdesk::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(saved.players.len(), 1, "the change reached the file before the window closed");
    drop(app);

    let mut app = open();
    std::fs::rename(&stick, dir.path().join("pulled-out")).unwrap_or_else(|e| panic!("{e}"));
    change(&mut app, "Caruana, Fabiano");
    send(&mut app, Message::Quit);
    assert!(!app.is_quitting(), "the change could not be saved: the window stays");
    assert_eq!(app.pending(), Some(&Pending::Quit));
    assert_eq!(app.notice().map(|n| n.is_error), Some(true), "the failed save is shown");
    assert_eq!(app.tournament().players.len(), 2, "the change is kept in memory");
}

#[test]
fn save_from_the_close_question_chooses_a_file_writes_it_then_closes() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = sample_app(dir.path());
    add_player(&mut app, "Late, Lena");
    send(&mut app, Message::Quit);
    click(&mut app, tr!("gui-unsaved-save"))?;

    // The sample has no file: Swissdesk's own chooser asks where, starting
    // in the last folder used, proposing the tournament's name.
    let chooser = app.chooser().unwrap_or_else(|| panic!("the chooser is shown"));
    assert_eq!(chooser.mode(), chooser::Mode::Save);
    assert_eq!(chooser.folder(), dir.path());
    shows(&app, tr!("chooser-title-save"))?;
    assert!(!app.is_quitting());

    type_into_chooser(&mut app, "")?;
    let written = std::fs::read_dir(dir.path())
        .unwrap_or_else(|e| panic!("{e}"))
        .flatten()
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().ends_with(".swissdesk.ron"))
        .unwrap_or_else(|| panic!("nothing was saved in {}", dir.path().display()));
    let saved = swissdesk::store::load(&written).unwrap_or_else(|e| panic!("{e}"));
    assert!(saved.players.iter().any(|p| p.name == "Late, Lena"));
    assert!(app.is_quitting(), "saved, then closed");
    Ok(())
}

#[test]
fn cancelling_the_chooser_after_save_keeps_the_tournament_open() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = sample_app(dir.path());
    add_player(&mut app, "Late, Lena");
    send(&mut app, Message::Quit);
    send(&mut app, Message::Unsaved(Unsaved::Save));
    send(&mut app, Message::Chooser(chooser::Message::Cancel));
    assert!(app.chooser().is_none());
    assert!(!app.is_quitting(), "nothing saved, nothing closed");
    assert!(app.is_dirty());
    assert_eq!(app.notice().map(|n| n.text.clone()), Some(tr!("gui-unsaved-kept")));
}

#[test]
fn new_open_and_a_recent_file_ask_before_unsaved_changes_are_dropped() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let other = dir.path().join("other.swissdesk.ron");
    swissdesk::store::save(&swissdesk::model::Tournament::new("Other event"), &other)
        .unwrap_or_else(|e| panic!("{e}"));
    for (action, pending, question) in [
        (Message::New, Pending::New, "gui-unsaved-before-new"),
        (Message::Open, Pending::Open, "gui-unsaved-before-open"),
        (Message::OpenRecent(other.clone()), Pending::OpenPath(other.clone()), "gui-unsaved-before-open"),
    ] {
        let mut app = sample_app(dir.path());
        add_player(&mut app, "Late, Lena");
        let before = app.tournament().clone();
        send(&mut app, action);
        assert_eq!(app.pending(), Some(&pending));
        let name = app.document_name();
        let text = match question {
            "gui-unsaved-before-new" => tr!("gui-unsaved-before-new", name = name),
            _ => tr!("gui-unsaved-before-open", name = name),
        };
        shows(&app, text)?;
        assert_eq!(app.tournament(), &before, "{pending:?}: nothing happens before the answer");
        click(&mut app, tr!("gui-discard"))?;
        match pending {
            Pending::New => assert!(app.tournament().players.is_empty()),
            // Open: the chooser, in Open mode, lists the folder's tournaments.
            Pending::Open => {
                let chooser = app.chooser().unwrap_or_else(|| panic!("chooser"));
                assert_eq!(chooser.mode(), chooser::Mode::Open);
                assert!(chooser.names().contains(&"other.swissdesk.ron".to_owned()));
                type_into_chooser(&mut app, "other.swissdesk.ron")?;
                assert_eq!(app.tournament().event.name, "Other event");
            }
            _ => assert_eq!(app.tournament().event.name, "Other event"),
        }
    }
    Ok(())
}

#[test]
fn exports_and_save_as_work_through_the_app_chooser_without_a_system_dialog() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = sample_app(dir.path());
    let pairings = export::Export::Pdf { doc: swissdesk::export::Document::Pairings, round: Some(4) };

    // An export: the chooser proposes the export's name in the last folder.
    send(&mut app, Message::Export(pairings.clone()));
    let proposed = pairings.file_name(app.tournament());
    {
        let chooser = app.chooser().unwrap_or_else(|| panic!("the chooser is shown"));
        assert_eq!(chooser.mode(), chooser::Mode::Save);
        assert_eq!(chooser.folder(), dir.path());
    }
    shows(&app, tr!("chooser-title-export", what = pairings.label()))?;
    shows(&app, proposed.as_str())?;
    type_into_chooser(&mut app, "")?;
    let pdf = dir.path().join(&proposed);
    assert_eq!(
        app.notice().map(|n| n.text.clone()),
        Some(tr!("gui-export-written", path = pdf.display().to_string()))
    );
    assert!(std::fs::read(&pdf).unwrap_or_default().starts_with(b"%PDF"), "{} is a PDF", pdf.display());

    // Another export, into a sub-folder typed by hand, a name without
    // extension: ".trf" is added. The chooser remembers the folder.
    let sub = dir.path().join("reports");
    std::fs::create_dir(&sub).unwrap_or_else(|e| panic!("{e}"));
    send(&mut app, Message::Export(export::Export::Trf(swissdesk::trf::Dialect::Trf16)));
    send(&mut app, Message::Chooser(chooser::Message::Field(String::new())));
    type_into_chooser(&mut app, "reports/fide-report")?;
    let report = sub.join("fide-report.trf");
    assert!(std::fs::read_to_string(&report).unwrap_or_default().contains("001 "), "TRF written");

    // Cancel is the only way to "cancelled".
    send(&mut app, Message::Export(pairings.clone()));
    click(&mut app, tr!("gui-cancel"))?;
    assert_eq!(app.notice().map(|n| n.text.clone()), Some(tr!("gui-export-cancelled")));

    // An export that fails says why: the file name is a folder's.
    send(&mut app, Message::ExportPicked(pairings, Some(sub.clone())));
    let notice = app.notice().cloned().unwrap_or_else(|| panic!("a notice"));
    assert!(notice.is_error, "{}", notice.text);
    assert!(notice.text.contains(&sub.display().to_string()), "{}", notice.text);

    // Save as: the sample becomes a file; later changes are saved to it.
    send(&mut app, Message::SaveAs);
    send(&mut app, Message::Chooser(chooser::Message::Field(String::new())));
    type_into_chooser(&mut app, "club-open")?;
    let saved = dir.path().join("club-open.swissdesk.ron");
    assert_eq!(app.path(), Some(saved.as_path()));
    add_player(&mut app, "Late, Lena");
    assert!(!app.is_dirty(), "autosaved to the chosen file");
    let reloaded = swissdesk::store::load(&saved).unwrap_or_else(|e| panic!("{e}"));
    assert!(reloaded.players.iter().any(|p| p.name == "Late, Lena"));

    // The folders used are offered next time.
    let settings = load_settings(&dir.path().join("config").join("settings.ron")).settings;
    assert_eq!(settings.recent_folders.first().map(PathBuf::as_path), Some(dir.path()));
    assert!(settings.recent_folders.contains(&sub));
    Ok(())
}

#[test]
fn saving_over_an_existing_file_asks_first() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let existing = dir.path().join("taken.swissdesk.ron");
    std::fs::write(&existing, "kept").unwrap_or_else(|e| panic!("{e}"));
    let mut app = sample_app(dir.path());
    send(&mut app, Message::SaveAs);
    send(&mut app, Message::Chooser(chooser::Message::Field(String::new())));
    type_into_chooser(&mut app, "taken")?;
    shows(&app, tr!("chooser-replace-question", name = "taken.swissdesk.ron"))?;
    assert_eq!(std::fs::read_to_string(&existing).unwrap_or_default(), "kept");
    click(&mut app, tr!("chooser-replace"))?;
    assert_eq!(app.path(), Some(existing.as_path()));
    assert!(swissdesk::store::load(&existing).is_ok());
    Ok(())
}

#[test]
fn the_arbiter_can_choose_the_app_chooser_in_the_settings() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let settings_file = dir.path().join("settings.ron");
    // A desktop start (system dialogs tried first), but the arbiter ticks
    // "always use Swissdesk's own chooser": Open shows it, no dialog task.
    let options =
        Options { settings_file: Some(settings_file.clone()), native_dialogs: true, ..Options::default() };
    let (mut app, _) = App::new(options);
    send(&mut app, Message::Settings(swissdesk::gui::settings::Message::OwnChooser(true)));
    assert_eq!(
        load_settings(&settings_file).settings.file_chooser,
        swissdesk::store::settings::FileChooser::Swissdesk
    );
    send(&mut app, Message::Open);
    assert!(app.chooser().is_some());
}

#[test]
fn without_a_system_dialog_the_app_chooser_takes_over_and_says_so() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut app = sample_app(dir.path());
    send(&mut app, Message::NoNativeDialog(app::Purpose::SaveAs));
    assert!(app.chooser().is_some_and(|c| c.mode() == chooser::Mode::Save));
    assert_eq!(app.notice().map(|n| n.text.clone()), Some(tr!("gui-no-native-dialog")));
}

#[test]
fn saving_an_imported_trf_offers_a_swissdesk_file_beside_it() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let events = dir.path().join("events");
    std::fs::create_dir(&events).unwrap_or_else(|e| panic!("{e}"));
    let trf = events.join("club-open.trf");
    let source =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/conformance/dutch/dutch-0060-n296-r10.trf");
    std::fs::copy(&source, &trf).unwrap_or_else(|e| panic!("{e}"));
    let mut app = sample_app(dir.path());
    send(&mut app, Message::OpenPicked(Some(trf.clone())));
    assert!(app.path().is_none(), "a TRF is imported, not attached");

    // Ctrl+S on the imported event: no file of its own yet, so Save as,
    // beside the TRF, under the same name as a Swissdesk file.
    assert!(matches!(ctrl("s"), Some(Message::Save)));
    send(&mut app, Message::Save);
    assert_eq!(app.chooser().map(|c| c.folder().to_path_buf()), Some(events.clone()));
    shows(&app, "club-open.swissdesk.ron")?;
    type_into_chooser(&mut app, "")?;
    let saved = events.join("club-open.swissdesk.ron");
    assert_eq!(app.path(), Some(saved.as_path()));
    assert_eq!(
        swissdesk::store::load(&saved).map(|t| t.players.len()).ok(),
        Some(app.tournament().players.len())
    );
    assert!(std::fs::read(&trf).ok() == std::fs::read(&source).ok(), "the TRF itself is untouched");
    Ok(())
}

// ----- another program's file (a 284-player TRF with a "spielfrei" player) -----

fn spielfrei_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/imported/open-2005-spielfrei.trf")
}

fn open(file: &Path) -> App {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let options = Options {
        file: Some(file.to_path_buf()),
        settings_file: Some(dir.path().join("settings.ron")),
        ..Options::default()
    };
    App::new(options).0
}

#[test]
fn the_imported_284_player_event_has_283_players_and_the_placeholders_byes() {
    let app = open(&spielfrei_file());
    let t = app.tournament();
    assert_eq!(t.players.len(), 283);
    assert!(t.players.iter().all(|p| p.name != "spielfrei"));
    // The placeholder's line: "283 - -  281 - -  277 - -  ...  273 - -" (rounds 1, 2, 3, 6).
    for (round, tpn) in [(1, 283), (2, 281), (3, 277), (6, 273)] {
        assert_eq!(t.entry(round, tpn), RoundEntry::Bye(ByeKind::PairingAllocated), "round {round}");
    }
    // The arbiter is told what was converted, with the import.
    let notice = app.notice().map(|n| n.text.clone()).unwrap_or_default();
    assert!(notice.contains("spielfrei") && notice.contains("round 6: player 273"), "{notice}");
    assert!(simulator(app.view()).find(notice.as_str()).is_ok(), "the notice is not on screen");
    // And it stays in the audit log, which is saved with the event.
    let imports: Vec<_> = t.audit.iter().filter(|e| e.action == AuditAction::ImportTrf).collect();
    assert_eq!(imports.len(), 1, "{:?}", t.audit);
    assert!(imports[0].after.contains("open-2005-spielfrei.trf"), "{}", imports[0].after);
    assert!(
        imports[0].after.contains("spielfrei") && imports[0].after.contains("round 6: player 273"),
        "{}",
        imports[0].after
    );
}

#[test]
fn players_absent_two_rounds_are_asked_about_before_pairing_and_only_those_ticked_withdraw()
-> Result<(), Error> {
    // The file with two rounds more planned (XXR 9), so round 8 can be paired.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("open-2005.trf");
    let mut bytes = std::fs::read(spielfrei_file()).unwrap_or_else(|e| panic!("{e}"));
    bytes.extend_from_slice(b"XXR 9\r\n");
    std::fs::write(&file, bytes).unwrap_or_else(|e| panic!("{e}"));
    let mut app = open(&file);
    assert_eq!(app.tournament().settings.rounds_planned, 9);

    // Players 180, 193 and 198 lost round 1 and have been absent ("0000 - -")
    // since: six rounds missed. They are asked about; nothing is paired yet.
    send(&mut app, Message::Round(round::Message::PairNext));
    assert!(!app.is_pairing());
    let question = app.absences().unwrap_or_else(|| panic!("no question about absent players"));
    assert_eq!(question.round, 8);
    {
        let mut ui = simulator(app.view());
        ui.find(tr!("gui-absent-title", round = 8))?;
        ui.find("Krause, Wolfgang")?; // player 180
        ui.find(tr!("gui-absent-rounds", rounds = 6))?;
    }

    // Cancel: nothing happens.
    click(&mut app, tr!("gui-cancel"))?;
    assert!(app.absences().is_none());
    assert_eq!(app.tournament().rounds_paired(), 7);

    // Again; tick 180 only, then pair.
    send(&mut app, Message::Round(round::Message::PairNext));
    send(&mut app, Message::Absences(absences::Message::Withdraw(180, true)));
    click(&mut app, tr!("gui-absent-pair-withdrawing", round = 8, count = 1))?;
    let t = app.tournament();
    assert_eq!(t.rounds_paired(), 8, "{:?}", app.notice());
    assert_eq!(t.player(180).map(|p| p.status), Some(PlayerStatus::Withdrawn { from_round: 8 }));
    assert_eq!(t.entry(8, 180), RoundEntry::Bye(ByeKind::ZeroPoint));
    // Kept: paired as usual.
    for tpn in [193, 198] {
        assert!(
            matches!(t.entry(8, tpn), RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated)),
            "{tpn}: {:?}",
            t.entry(8, tpn)
        );
    }
    Ok(())
}
