//! Tournament files, backups, recovery and crash safety of the store.

use chrono::{DateTime, FixedOffset, NaiveDate, TimeZone};
use std::collections::BTreeMap;
use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use swissdesk::model::{
    Acceleration, AuditAction, AuditEntry, ByeKind, ByeRequest, Colour, ForbiddenPair, Game, GameResult,
    Player, PlayerStatus, Points, Round, RoundBye, ScoringSystem, Sex, Title, Tournament,
};
use swissdesk::store::{
    self, Origin, Recovery, StoreError, StoredTournament, backup_path, load, load_with_recovery, save,
};

const ALL_BYES: [ByeKind; 4] =
    [ByeKind::PairingAllocated, ByeKind::FullPoint, ByeKind::HalfPoint, ByeKind::ZeroPoint];

fn time(offset_seconds: i32, h: u32, m: u32) -> DateTime<FixedOffset> {
    FixedOffset::east_opt(offset_seconds)
        .and_then(|tz| tz.with_ymd_and_hms(2025, 3, 1, h, m, 7).single())
        .expect("valid test time")
}

/// A tournament using every part of the model.
fn sample() -> Tournament {
    let mut t = Tournament::new("Bern Open «2025» — \"A\"");
    t.event.city = "Bern".into();
    t.event.federation = "SUI".into();
    t.event.start_date = NaiveDate::from_ymd_opt(2025, 3, 1);
    t.event.end_date = NaiveDate::from_ymd_opt(2025, 3, 9);
    t.event.chief_arbiter = "IA Muster, Hans".into();
    t.event.deputy_arbiters = vec!["FA Ünal, Ayşe".into()];
    t.event.round_dates = vec![NaiveDate::from_ymd_opt(2025, 3, 1), None];
    t.settings.pairing_system = swissdesk::model::SystemId::new("burstein");
    t.settings.initial_colour = Some(Colour::Black);
    t.settings.scoring = ScoringSystem::football();
    t.settings.rounds_planned = 2;
    for tpn in 1..=24 {
        let mut p = Player::new(tpn, format!("Player{tpn}, Test"));
        p.rating = if tpn % 5 == 0 { None } else { Some(2600 - tpn * 20) };
        p.title = Title::ALL.get(tpn as usize % 10).copied();
        p.sex = if tpn % 2 == 0 { Some(Sex::Female) } else { Some(Sex::Male) };
        p.federation = "SUI".into();
        p.fide_id = Some(1_300_000 + u64::from(tpn));
        p.birth_date = "1990/05/17".into();
        t.players.push(p);
    }
    t.players[3].status = PlayerStatus::Withdrawn { from_round: 2 };
    t.players[4].requested_byes = BTreeMap::from([(2, ByeRequest::HalfPoint), (3, ByeRequest::ZeroPoint)]);
    t.players[5].requested_byes.insert(2, ByeRequest::FullPoint);
    t.players[6].imported_rank = Some(7);

    let mut r1 = Round::new(1);
    for (board, result) in GameResult::ALL.into_iter().enumerate() {
        let white = 2 * board as u32 + 1;
        r1.games.push(Game::new(white, white + 1, result));
    }
    for (i, kind) in ALL_BYES.into_iter().enumerate() {
        r1.byes.push(RoundBye { player: 21 + i as u32, kind });
    }
    r1.published = true;
    t.rounds.push(r1);
    t.rounds.push(Round::new(2));

    t.forbidden_pairs.push(ForbiddenPair { players: vec![1, 2] });
    t.forbidden_pairs.push(ForbiddenPair { players: vec![3, 4, 5] });
    t.accelerations.push(Acceleration { player: 1, points: vec![Points::ONE, Points::HALF] });
    t.audit.push(AuditEntry {
        time: time(5 * 3600 + 45 * 60, 9, 30),
        actor: "IA Muster, Hans".into(),
        action: AuditAction::PairRound,
        round: Some(1),
        before: String::new(),
        after: "10 boards".into(),
        reason: None,
        findings: Vec::new(),
        notice: None,
    });
    t.audit.push(AuditEntry {
        time: time(-(3 * 3600 + 30 * 60), 23, 59),
        actor: "FA Ünal".into(),
        action: AuditAction::CorrectPublishedPairing,
        round: Some(1),
        before: "1-2".into(),
        after: "2-1".into(),
        reason: Some("colour mistake\nsecond line".into()),
        findings: vec!["C.04.3 A.6: colour preference".into()],
        notice: Some("Round 2 was paired on the old result".into()),
    });
    t.foreign_trf_lines = vec!["013 Team A   1 2".into(), "XXC white1 \"quoted\"".into()];
    t
}

/// A tournament big enough that a save takes a while: 400 players, 9
/// rounds, 1,000 audit entries (about 500 kB, a large open).
fn big(name: &str) -> Tournament {
    let mut t = Tournament::new(name);
    for tpn in 1..=400 {
        let mut p = Player::new(tpn, format!("{name} player {tpn}, Firstname"));
        p.rating = Some(1000 + tpn * 3);
        p.fide_id = Some(u64::from(tpn) * 7919);
        t.players.push(p);
    }
    for number in 1..=9 {
        let mut r = Round::new(number);
        for board in 0..200 {
            r.games.push(Game::new(2 * board + 1, 2 * board + 2, GameResult::ALL[(board % 10) as usize]));
        }
        t.rounds.push(r);
    }
    for i in 0..1000 {
        t.audit.push(AuditEntry {
            time: time(3600, 10, 0),
            actor: format!("{name} arbiter"),
            action: AuditAction::EnterResult,
            round: Some(1 + i % 9),
            before: format!("board {i}: pending"),
            after: format!("board {i}: 1-0"),
            reason: None,
            findings: Vec::new(),
            notice: None,
        });
    }
    t
}

/// The message of `error`, which must not contain the Unicode bidi isolation
/// marks Fluent puts around arguments: `src/i18n.rs` switches them off, as
/// they would end up in files and terminals.
fn message(error: &StoreError) -> String {
    let message = error.to_string();
    assert!(!message.contains(['\u{2068}', '\u{2069}']), "bidi isolation marks in {message:?}");
    message
}

/// The 1-based number of the first line containing `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).map(|i| i + 1).expect("needle in text")
}

#[test]
fn every_part_of_the_model_survives_a_round_trip() {
    let dir = tempfile::tempdir().expect("temp dir");
    let t = sample();
    for name in ["bern.swissdesk.ron", "plain.ron"] {
        let path = dir.path().join(name);
        save(&t, &path).expect("save");
        assert_eq!(load(&path).expect("load"), t);
    }
    let text = fs::read_to_string(dir.path().join("plain.ron")).expect("read");
    // Offsets are kept as written, not converted to UTC.
    assert!(text.contains("2025-03-01T09:30:07+05:45"), "{text}");
    assert!(text.contains("2025-03-01T23:59:07-03:30"), "{text}");
}

#[test]
fn a_second_save_keeps_the_first_as_backup() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.swissdesk.ron");
    let first = sample();
    let mut second = sample();
    second.event.name = "Second".into();
    save(&first, &path).expect("first save");
    assert!(!backup_path(&path).exists());
    save(&second, &path).expect("second save");
    assert_eq!(backup_path(&path), dir.path().join("t.swissdesk.ron.bak"));
    assert_eq!(load(&backup_path(&path)).expect("backup"), first);
    assert_eq!(load(&path).expect("main"), second);
    // Nothing else is left in the folder.
    assert_eq!(fs::read_dir(dir.path()).expect("list").count(), 2);
}

#[test]
fn a_syntax_error_names_file_line_and_column() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("broken.swissdesk.ron");
    save(&sample(), &path).expect("save");
    let text = fs::read_to_string(&path).expect("read");
    let bad_line = line_of(&text, "city: \"Bern\"");
    fs::write(&path, text.replacen("city: \"Bern\",", "city: \"Bern\" federation_typo", 1)).expect("damage");
    let error = load(&path).expect_err("corrupt");
    match &error {
        StoreError::Corrupt { path: p, line, column, field, .. } => {
            assert_eq!(p, &path);
            assert_eq!(*line, bad_line);
            assert!(*column > 1);
            assert_eq!(field.as_deref(), Some("event.city"));
        }
        other => panic!("expected Corrupt, got {other:?}"),
    }
    let message = message(&error);
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(message.contains(&format!("line {bad_line}")), "{message}");
}

#[test]
fn a_wrong_type_names_the_line_and_the_field() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.swissdesk.ron");
    save(&sample(), &path).expect("save");
    let text = fs::read_to_string(&path).expect("read");
    let needle = "rating: Some(2540)"; // player 3
    let bad_line = line_of(&text, needle);
    fs::write(&path, text.replacen(needle, "rating: \"abc\"", 1)).expect("damage");
    match load(&path) {
        Err(error @ StoreError::Corrupt { .. }) => {
            let StoreError::Corrupt { line, field, .. } = &error else { unreachable!() };
            assert_eq!(*line, bad_line);
            assert_eq!(field.as_deref(), Some("players[2].rating"));
            let message = message(&error);
            assert!(
                message.contains("players[2].rating") && message.contains(&format!("line {bad_line}")),
                "{message}"
            );
        }
        other => panic!("expected Corrupt, got {other:?}"),
    }
}

#[test]
fn a_truncated_file_is_corrupt_not_a_crash() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("cut.swissdesk.ron");
    save(&sample(), &path).expect("save");
    let text = fs::read_to_string(&path).expect("read");
    for cut in [text.len() / 3, text.len() / 2, text.len() - 3] {
        let mut end = cut;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        fs::write(&path, &text[..end]).expect("truncate");
        match load(&path) {
            Err(StoreError::Corrupt { line, path: p, .. }) => {
                assert_eq!(p, path);
                assert!(line >= 1 && line <= text[..end].lines().count() + 1);
            }
            other => panic!("cut at {end}: expected Corrupt, got {other:?}"),
        }
    }
    // Cut in the middle of a multi-byte character: still a clear error.
    let bytes = "(version: 1, event: (name: \"Zürich".as_bytes();
    fs::write(&path, &bytes[..bytes.len() - 5]).expect("cut");
    assert!(matches!(load(&path), Err(StoreError::InvalidUtf8 { line: 1, .. })));
}

#[test]
fn missing_empty_non_utf8_and_folder_paths_are_distinct_errors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let missing = dir.path().join("missing.swissdesk.ron");
    let error = load(&missing).expect_err("missing");
    assert!(matches!(error, StoreError::NotFound { .. }));
    assert!(message(&error).contains("missing.swissdesk.ron"));

    let empty = dir.path().join("empty.ron");
    fs::write(&empty, " \n").expect("seed");
    assert!(matches!(load(&empty), Err(StoreError::Empty { .. })));

    let binary = dir.path().join("binary.ron");
    fs::write(&binary, [0x28, 0x0a, 0xc3, 0x28]).expect("seed");
    assert!(matches!(load(&binary), Err(StoreError::InvalidUtf8 { line: 2, column: 1, .. })));

    let error = load(dir.path()).expect_err("a folder");
    assert!(matches!(error, StoreError::Read { .. }), "{error:?}");
}

#[cfg(unix)]
#[test]
fn an_unreadable_file_is_a_permission_error() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("secret.ron");
    save(&sample(), &path).expect("save");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).expect("chmod");
    if fs::read(&path).is_ok() {
        // Root (CAP_DAC_OVERRIDE) reads the file anyway, so the file system
        // cannot produce the error; the mapping itself is covered by the unit
        // test `read_permission_denied_names_the_file` in src/store/error.rs.
        eprintln!(
            "SKIPPED an_unreadable_file_is_a_permission_error: running as root or with privileges \
             that ignore file permissions; only the unit test in src/store/error.rs covers this case"
        );
        return;
    }
    let error = load(&path).expect_err("unreadable");
    assert!(matches!(error, StoreError::PermissionDenied { access: store::Access::Read, .. }), "{error:?}");
    assert!(message(&error).contains("secret.ron"));
}

#[test]
fn a_file_from_a_newer_swissdesk_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("future.swissdesk.ron");
    save(&sample(), &path).expect("save");
    let text = fs::read_to_string(&path).expect("read");
    let current = swissdesk::model::SCHEMA_VERSION;
    let future = current + 1;
    let edited =
        text.replacen(&format!("version: {current},"), &format!("version: {future}, shiny_new_field: 3,"), 1);
    assert_ne!(edited, text, "the saved file states its version");
    fs::write(&path, edited).expect("edit");
    let error = load(&path).expect_err("newer");
    assert!(matches!(error, StoreError::NewerVersion { found, .. } if found == future), "{error:?}");
    assert!(message(&error).contains("newer Swissdesk"), "{error}");
    // Not damage: no fallback to the backup.
    assert!(!error.is_missing_or_damaged());
}

#[test]
fn a_failed_load_never_leads_to_an_overwrite() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.swissdesk.ron");
    let mut older = sample();
    older.event.name = "Older".into();
    save(&older, &path).expect("first");
    save(&sample(), &path).expect("second");
    let damaged = "(version: 1, players: [(tpn: 1, rating: Some(\"x\"))])";
    fs::write(&path, damaged).expect("damage");

    // Plain open: no document, so nothing to save over the file.
    assert!(matches!(StoredTournament::open(&path), Err(StoreError::Corrupt { .. })));

    // Opening with recovery gives the backup, but saving over the damaged file is refused.
    let mut doc = StoredTournament::open_with_recovery(&path).expect("backup loads");
    assert_eq!(doc.tournament, older);
    assert!(matches!(
        doc.origin(),
        Origin::RecoveredFromBackup { main_error: StoreError::Corrupt { .. }, .. }
    ));
    assert!(!doc.can_save());
    let notice = doc.recovery_notice().expect("notice");
    assert!(notice.contains("t.swissdesk.ron.bak"), "{notice}");
    doc.tournament.event.city = "Recovered".into();
    let error = doc.save().expect_err("refused");
    assert!(matches!(error, StoreError::RefusedOverwrite { .. }));
    assert!(message(&error).contains("Save as"), "{error}");
    assert!(matches!(doc.autosave(), Err(StoreError::RefusedOverwrite { .. })));
    assert!(matches!(doc.save_as(&path), Err(StoreError::RefusedOverwrite { .. })));
    assert_eq!(fs::read_to_string(&path).expect("read"), damaged);
    assert_eq!(load(&backup_path(&path)).expect("backup untouched"), older);

    // "Save as" to a new file works and from then on plain saves go there.
    let new_path = dir.path().join("t-recovered.swissdesk.ron");
    doc.save_as(&new_path).expect("save as");
    assert!(doc.can_save());
    assert_eq!(doc.path(), Some(new_path.as_path()));
    doc.tournament.event.city = "Again".into();
    doc.save().expect("save");
    assert_eq!(load(&new_path).expect("load").event.city, "Again");
    assert_eq!(fs::read_to_string(&path).expect("read"), damaged);
}

#[test]
fn recovery_uses_the_backup_only_when_it_helps() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.swissdesk.ron");

    // Nothing at all: the main file's error.
    assert!(matches!(load_with_recovery(&path), Err(StoreError::NotFound { .. })));

    save(&Tournament::new("One"), &path).expect("first");
    save(&Tournament::new("Two"), &path).expect("second");
    assert!(matches!(load_with_recovery(&path), Ok(Recovery::Main(t)) if t.event.name == "Two"));

    // The main file vanished: the backup.
    fs::remove_file(&path).expect("remove");
    match load_with_recovery(&path).expect("backup") {
        Recovery::Backup { tournament, backup, main_error } => {
            assert_eq!(tournament.event.name, "One");
            assert_eq!(backup, backup_path(&path));
            assert!(matches!(main_error, StoreError::NotFound { .. }));
        }
        other => panic!("expected the backup, got {other:?}"),
    }
    assert!(!path.exists(), "recovery must not write");

    // Both damaged: the main file's error, not the backup's.
    fs::write(&path, "").expect("empty main");
    fs::write(backup_path(&path), "(").expect("damage backup");
    assert!(matches!(load_with_recovery(&path), Err(StoreError::Empty { .. })));

    // A newer format is not damage: the backup is not consulted.
    save(&Tournament::new("Three"), &backup_path(&path)).expect("good backup");
    fs::write(&path, "(version: 99)").expect("newer main");
    assert!(matches!(load_with_recovery(&path), Err(StoreError::NewerVersion { .. })));
}

#[test]
fn a_save_that_cannot_write_leaves_the_file_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.swissdesk.ron");
    save(&sample(), &path).expect("save");
    // The target is a folder's name: the rename cannot replace it.
    let folder = dir.path().join("folder.ron");
    fs::create_dir(&folder).expect("dir");
    let error = save(&sample(), &folder).expect_err("cannot replace a folder");
    assert!(message(&error).contains("folder.ron"), "{error}");
    let names: Vec<String> = fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into())
        .collect();
    assert!(names.iter().all(|n| !n.contains(".tmp-")), "temporary file left: {names:?}");
}

// ---------------------------------------------------------------------------
// Killing a process in the middle of saves.

/// Set (to the target path) when this test binary is re-run as the child
/// that saves in a loop until it is killed.
const CHILD_ENV: &str = "SWISSDESK_TEST_SAVE_LOOP";
/// The line the child prints after each completed autosave, with the number
/// of commands applied so far.
const CHILD_SAVED: &str = "swissdesk-saved";

/// The result board 1 of round 9 holds after `commands` commands of the
/// child: it alternates, so consecutive states differ.
fn result_after(commands: u64) -> GameResult {
    if commands.is_multiple_of(2) { GameResult::WhiteWins } else { GameResult::BlackWins }
}

/// Not a test on its own: the body of the child process of
/// `a_killed_autosave_leaves_the_old_or_the_new_file`, which runs it with
/// `--ignored`. It does what the app does after every change: a command
/// through `commands::apply`, then `StoredTournament::autosave`, on a file
/// opened under its edit lock (which each kill leaves stale for the next
/// child to take over). Without the variable it does nothing.
#[test]
#[ignore = "child process of the kill test"]
fn autosave_loop_child() {
    let Some(path) = std::env::var_os(CHILD_ENV) else { return };
    let mut doc = StoredTournament::open(Path::new(&path)).expect("child open");
    let done = doc.tournament.audit.len() as u64 - 1000;
    for commands in done + 1.. {
        let command =
            swissdesk::commands::Command::SetResult { round: 9, board: 1, result: result_after(commands) };
        swissdesk::commands::apply(&mut doc.tournament, command, "child").expect("child command");
        doc.autosave().expect("child autosave");
        println!("{CHILD_SAVED} {commands}");
    }
}

/// The count in a child's `swissdesk-saved N` line (the test harness prints
/// other lines too).
fn saved_count(line: &str) -> Option<u64> {
    line.strip_prefix(CHILD_SAVED).and_then(|n| n.trim().parse().ok())
}

/// A small deterministic generator for the kill delays (xorshift).
struct Delays(u64);

impl Delays {
    fn next_below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % bound.max(1)
    }
}

fn temp_files(dir: &Path) -> usize {
    fs::read_dir(dir)
        .expect("list")
        .filter(|e| e.as_ref().is_ok_and(|e| e.file_name().to_string_lossy().contains(".tmp-")))
        .count()
}

/// How many kills each crash test makes: 20 in `cargo test`; the README's
/// long run sets `SWISSDESK_KILLS=1000`.
fn kills_wanted() -> u32 {
    std::env::var("SWISSDESK_KILLS").ok().and_then(|n| n.parse().ok()).unwrap_or(20)
}

/// Kills processes made by `spawn` with SIGKILL after random delays in
/// `window`, and calls `check` after each kill, until `kills_wanted()` kills
/// are done and enough of them landed while a temporary file existed (i.e.
/// mid-save), within bounds so that a fast machine cannot loop forever.
///
/// The window is measured on one run, and the load of the tests running
/// beside this one moves the save within a run, so for a run that saves once
/// (`saved_file` is the file its save replaces) the window follows the save:
/// a kill after the save completed (the file changed, or the child had ended)
/// moves the window's end down to its delay, a kill before it (nothing changed,
/// no temporary file) moves the start up to it, so the delays close in on the
/// moment of the save. When load makes the two cross, the window opens again
/// around them. A process that saves in a loop passes `None`: every moment of
/// its run is near a save. Returns (kills, mid-save kills).
fn kill_repeatedly<R>(
    dir: &Path,
    mut window: std::ops::Range<Duration>,
    saved_file: Option<&Path>,
    mut spawn: impl FnMut() -> (std::process::Child, R),
    mut check: impl FnMut(u32, R),
) -> (u32, u32) {
    let modified = |file: &Path| fs::metadata(file).and_then(|m| m.modified()).ok();
    let wanted = kills_wanted();
    let mut delays = Delays(0x5eed_1234_abcd_0042);
    let (mut kills, mut mid_save) = (0, 0);
    while kills < wanted || (mid_save < 8 && kills < wanted.max(300)) {
        if window.end <= window.start + Duration::from_micros(100) {
            window = window.start / 2..window.end * 2 + Duration::from_millis(1);
        }
        let before_save = saved_file.map(modified);
        let (mut child, watched) = spawn();
        let before = temp_files(dir);
        let spread = (window.end - window.start).as_micros() as u64;
        let delay = window.start + Duration::from_micros(delays.next_below(spread));
        std::thread::sleep(delay);
        let ended_before_the_kill = matches!(child.try_wait(), Ok(Some(_)));
        child.kill().expect("kill");
        child.wait().expect("reap");
        kills += 1;
        if temp_files(dir) > before {
            mid_save += 1;
        } else if let (Some(file), Some(before_save)) = (saved_file, before_save) {
            if ended_before_the_kill || modified(file) != before_save {
                window.end = delay;
            } else {
                window.start = delay;
            }
        } else if ended_before_the_kill {
            // A looping child that ended by itself: the window lies after the run.
            window = window.start * 3 / 4..window.end * 3 / 4;
        }
        check(kills, watched);
    }
    (kills, mid_save)
}

#[test]
fn a_killed_autosave_leaves_the_old_or_the_new_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("big.swissdesk.ron");
    let mut initial = big("A");
    initial.rounds[8].games[0].result = result_after(0);
    let started = Instant::now();
    save(&initial, &path).expect("initial save");
    let save_time = started.elapsed();
    let exe = std::env::current_exe().expect("test binary");
    // The state after `commands` commands of the children, without the audit log.
    let state_after = |commands: u64| {
        let mut t = initial.clone();
        t.rounds[8].games[0].result = result_after(commands);
        t.audit.clear();
        t
    };
    let mut taken_over = 0;
    let (kills, mid_save) = kill_repeatedly(
        dir.path(),
        Duration::ZERO..save_time * 3,
        None,
        || {
            let mut child = Command::new(&exe)
                .args([
                    // Its name in this test binary: module::function.
                    "store::autosave_loop_child",
                    "--exact",
                    "--ignored",
                    "--nocapture",
                    "--test-threads=1",
                    "--quiet",
                ])
                .env(CHILD_ENV, &path)
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .expect("spawn child");
            // Wait for its first save, so that every kill can land in one.
            let stdout = child.stdout.take().expect("child stdout");
            let mut counts =
                BufReader::new(stdout).lines().map_while(Result::ok).filter_map(|l| saved_count(&l));
            let first = counts.next().expect("the child never completed a save");
            // The last save it reported, read until the kill closes the pipe.
            let reader = std::thread::spawn(move || counts.fold(first, u64::max));
            (child, reader)
        },
        |kills, reader| {
            let last_saved = reader.join().expect("reader");
            let lock_file = store::lock_path(&path);
            if lock_file.exists() {
                taken_over += 1;
            }
            for (what, file) in [("main", path.clone()), ("backup", backup_path(&path))] {
                let mut t =
                    load(&file).unwrap_or_else(|e| panic!("kill {kills}: {what} file does not load: {e}"));
                let commands = t.audit.len() as u64 - 1000;
                t.audit.clear();
                assert_eq!(
                    t,
                    state_after(commands),
                    "kill {kills}: {what} file is not a state the child saved"
                );
            }
            let main = load(&path).expect("main");
            let commands = main.audit.len() as u64 - 1000;
            // Old or new: the last save reported, or the one it was making.
            assert!(
                commands == last_saved || commands == last_saved + 1,
                "kill {kills}: the file holds {commands} commands, the child had saved {last_saved}"
            );
        },
    );
    eprintln!("autosave: {kills} kills, {mid_save} mid-save, {taken_over} stale locks taken over");
    assert!(mid_save > 0, "no kill landed during a save; the test proved nothing");
}

/// The same as a real `swissdesk` process: `import-trf` of one of two
/// 400-player TRF files over the same tournament file, again and again,
/// killed at random moments (startup, reading, the save). The file and its
/// backup always load and hold one of the two imports.
#[test]
fn a_killed_swissdesk_import_leaves_the_old_or_the_new_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let target = dir.path().join("imported.swissdesk.ron");
    let sources: Vec<PathBuf> = ["A", "B"]
        .iter()
        .map(|name| {
            let file = dir.path().join(format!("{name}.trf"));
            fs::write(&file, swissdesk::trf::write(&big(name))).expect("write trf");
            file
        })
        .collect();
    // What each import holds, without its audit entry (which has the time).
    let expected: Vec<Tournament> = sources
        .iter()
        .map(|file| {
            let mut t = swissdesk::trf::read_file(file).expect("read trf");
            t.audit.clear();
            t
        })
        .collect();
    let import = |source: &Path| {
        Command::new(env!("CARGO_BIN_EXE_swissdesk"))
            .env("SWISSDESK_LANG", "en")
            .arg("import-trf")
            .arg(source)
            .arg("-o")
            .arg(&target)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn swissdesk")
    };
    // Two whole runs first: the old file and its backup to begin with (the
    // first save has no file to back up), and the time a run takes — the
    // faster of the two, since the first also pays for loading the binary
    // from a cold cache, which put the window after the save on an idle machine.
    let started = Instant::now();
    assert!(import(&sources[0]).wait().expect("run").success(), "the first import failed");
    let first_run = started.elapsed();
    let started = Instant::now();
    assert!(import(&sources[1]).wait().expect("run").success(), "the second import failed");
    let run_time = first_run.min(started.elapsed());
    let mut next = 1;
    let (kills, mid_save) = kill_repeatedly(
        dir.path(),
        // The save comes last, after start-up and reading the TRF.
        run_time / 3..run_time * 3 / 2,
        Some(&target),
        || {
            next += 1;
            (import(&sources[next % 2]), ())
        },
        |kills, ()| {
            for (what, file) in [("main", target.clone()), ("backup", backup_path(&target))] {
                let mut t =
                    load(&file).unwrap_or_else(|e| panic!("kill {kills}: {what} file does not load: {e}"));
                t.audit.clear();
                assert!(expected.contains(&t), "kill {kills}: {what} file is neither import");
            }
        },
    );
    eprintln!("swissdesk import-trf: {kills} kills, {mid_save} mid-save");
    assert!(mid_save > 0, "no kill landed during a save; the test proved nothing");
}

/// A full disk, for real processes: `swissdesk` runs with a file-size limit
/// (`ulimit -f`, SIGXFSZ ignored, so a write past it fails with "File too
/// large" as it would with "No space left"), and every command that writes
/// a file fails with one line naming it, leaves the previous file whole and
/// no temporary file behind.
#[cfg(unix)]
#[test]
fn a_full_disk_fails_every_write_and_keeps_the_last_good_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let trf = dir.path().join("big.trf");
    fs::write(&trf, swissdesk::trf::write(&big("Full disk"))).expect("write trf");
    let trf = trf.to_string_lossy().into_owned();
    let outputs = ["tournament.swissdesk.ron", "report.trf", "export.trf", "standings.pdf", "pairing.txt"];
    let commands: Vec<Vec<String>> = [
        vec!["import-trf", &trf, "-o", outputs[0]],
        vec!["export-trf", &trf, "-o", outputs[1]],
        vec!["export", "trf", &trf, "-o", outputs[2]],
        vec!["export", "pdf", "--doc", "standings", &trf, "-o", outputs[3]],
        vec!["pair", &trf, "-p", outputs[4]],
    ]
    .into_iter()
    .map(|args| args.into_iter().map(str::to_owned).collect())
    .collect();
    for (args, output) in commands.iter().zip(outputs) {
        let target = dir.path().join(output);
        fs::write(&target, "the last good file\n").expect("seed");
        let run = Command::new("sh")
            .current_dir(dir.path())
            // One 512-byte block: every output here is larger.
            .arg("-c")
            .arg("trap '' XFSZ; ulimit -f 1; exec \"$@\"")
            .arg("sh")
            .arg(env!("CARGO_BIN_EXE_swissdesk"))
            .args(args)
            .env("SWISSDESK_LANG", "en")
            .output()
            .expect("run swissdesk");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success(), "{args:?} succeeded on a full disk");
        // One error line (`export trf` warns of missing report fields first).
        let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("swissdesk: ")).collect();
        assert_eq!(errors.len(), 1, "{args:?}: {stderr}");
        assert!(errors[0].contains(output) && errors[0].contains("large"), "{args:?}: {stderr}");
        assert_eq!(fs::read_to_string(&target).expect("read"), "the last good file\n", "{args:?}");
        assert_eq!(temp_files(dir.path()), 0, "{args:?} left a temporary file");
    }
}
