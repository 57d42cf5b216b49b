//! Files from other programs as they are (issue 13): a German open of 2005
//! whose byes are games against a "spielfrei" player, dates written the
//! German way, boards in the order the rules prescribe, the rules in force
//! at the event's date; and `generate` writing only events its own `check`
//! passes.

use chrono::NaiveDate;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use swissdesk::model::{AuditAction, ByeKind, RoundEntry, SystemId, Tournament};
use swissdesk::pairing::dutch::{Dutch2017, Dutch2026};
use swissdesk::pairing::{PairingInput, PairingSystem, recorded_pairing, same_pairing, truncate_before};
use swissdesk::trf::{self, TrfWarning};

fn spielfrei_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/imported/open-2005-spielfrei.trf")
}

fn import(text: &str) -> trf::TrfImport {
    trf::parse_import(text, "t.trf").unwrap_or_else(|e| panic!("{e}"))
}

fn swissdesk(args: &[&str]) -> Output {
    // A settings folder of its own, removed when the run is over.
    let config = tempfile::Builder::new()
        .prefix("swissdesk-import-foreign-")
        .tempdir()
        .unwrap_or_else(|e| panic!("cannot make a scratch folder: {e}"));
    Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .env("SWISSDESK_CONFIG_DIR", config.path())
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run swissdesk: {e}"))
}

fn date(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, d)
}

#[test]
fn the_spielfrei_player_becomes_pairing_allocated_byes() {
    let import = trf::import_file(&spielfrei_file()).unwrap_or_else(|e| panic!("{e}"));
    let t = &import.tournament;
    // 284 lines, one of them the placeholder.
    assert_eq!(t.players.len(), 283);
    assert!(t.players.iter().all(|p| p.name != "spielfrei"));
    assert_eq!(t.players.iter().map(|p| p.tpn).max(), Some(283));
    // The file's player 284 line: "283 - -  281 - -  277 - -  0000 - -  0000 - -  273 - -  0000 - -":
    // its opponents in rounds 1, 2, 3 and 6 hold the pairing-allocated bye
    // (one point, as their forfeit win gave), and nobody else does.
    let expected = [(1, 283), (2, 281), (3, 277), (6, 273)];
    for round in &t.rounds {
        let pabs: Vec<u32> =
            round.byes.iter().filter(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.player).collect();
        let wanted: Vec<u32> = expected.iter().filter(|(r, _)| *r == round.number).map(|(_, p)| *p).collect();
        assert_eq!(pabs, wanted, "round {}", round.number);
        assert!(round.games.iter().all(|g| g.white <= 283 && g.black <= 283));
    }
    assert_eq!(t.points(283), swissdesk::model::Points(15)); // "1.5" in its line
    // The notice names the placeholder and what it became.
    let notices: Vec<&TrfWarning> = import.warnings.iter().filter(|w| w.changes_the_event()).collect();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let text = notices[0].to_string();
    for part in ["284", "spielfrei", "round 1: player 283", "round 6: player 273"] {
        assert!(text.contains(part), "{text}");
    }
}

#[test]
fn german_dates_are_read_and_the_rules_in_force_then_are_chosen() {
    let t = trf::read_file(&spielfrei_file()).unwrap_or_else(|e| panic!("{e}"));
    // "042 28. 07. 2005", "052 05. 08. 2005", 132 "05/07/28" .. "05/08/03".
    assert_eq!((t.event.start_date, t.event.end_date), (date(2005, 7, 28), date(2005, 8, 5)));
    assert_eq!(t.event.round_dates.len(), 7);
    assert_eq!(t.event.round_dates[0], date(2005, 7, 28));
    assert_eq!(t.event.round_dates[6], date(2005, 8, 3));
    // "Einzelturnier Schweizer System" names no edition: the Dutch text in
    // force on 2005-07-28 is the 2017 one (till 2026-01-31).
    assert_eq!(t.settings.pairing_system, SystemId::new("dutch"));

    // A file of an event that began on or after 2026-02-01 gets the 2026 text,
    // one whose 092 names a system gets that one, one without a date the default.
    let head = "012 Test\n042 2026/02/01\n";
    let players = "001    1      A, A                              2000\n001    2      B, B                              1900\n";
    let on_the_day = import(&format!("{head}{players}")).tournament;
    assert_eq!(on_the_day.settings.pairing_system, SystemId::new("dutch2026"));
    let day_before = import(&format!("012 Test\n042 31.01.2026\n{players}")).tournament;
    assert_eq!(day_before.settings.pairing_system, SystemId::new("dutch"));
    let named = import(&format!("012 Test\n042 2005/07/28\n092 Burstein\n{players}")).tournament;
    assert_eq!(named.settings.pairing_system, SystemId::new("burstein"));
    let undated = import(&format!("012 Test\n{players}")).tournament;
    assert_eq!(undated.settings.pairing_system, SystemId::default());
}

#[test]
fn info_shows_283_players_the_dates_and_what_was_converted() {
    let out = swissdesk(&["info", spielfrei_file().to_str().unwrap_or_default()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("283 players, 7 of 7 rounds paired"), "{text}");
    assert!(text.contains("2005-07-28 – 2005-08-05"), "{text}");
    assert!(!text.contains("spielfrei"), "{text}");
    let notes = String::from_utf8_lossy(&out.stderr);
    assert!(notes.contains("spielfrei") && notes.contains("pairing-allocated bye"), "{notes}");
}

#[test]
fn import_trf_logs_what_the_import_changed() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let output = dir.path().join("open-2005.swissdesk.ron");
    let out = swissdesk(&[
        "import-trf",
        spielfrei_file().to_str().unwrap_or_default(),
        "-o",
        output.to_str().unwrap_or_default(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let t = swissdesk::store::load(&output).unwrap_or_else(|e| panic!("{e}"));
    let import = t
        .audit
        .iter()
        .find(|e| e.action == AuditAction::ImportTrf)
        .unwrap_or_else(|| panic!("no import entry"));
    // The file, then the placeholder's conversion: its four byes.
    assert!(import.after.starts_with(spielfrei_file().to_str().unwrap_or_default()), "{}", import.after);
    assert!(
        import.after.contains("spielfrei") && import.after.contains("round 6: player 273"),
        "{}",
        import.after
    );
}

#[test]
fn pair_names_the_players_who_have_not_played_for_two_rounds() {
    // The file with two rounds more planned (XXR 9), so round 8 can be paired.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("open-2005.trf");
    let mut bytes = std::fs::read(spielfrei_file()).unwrap_or_else(|e| panic!("{e}"));
    bytes.extend_from_slice(b"XXR 9\r\n");
    std::fs::write(&file, bytes).unwrap_or_else(|e| panic!("{e}"));
    let pairs = dir.path().join("pairs.txt");
    let out = swissdesk(&[
        "pair",
        "--dutch",
        file.to_str().unwrap_or_default(),
        "-p",
        pairs.to_str().unwrap_or_default(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The engines' output format is unchanged: a count, then the boards.
    let written = std::fs::read_to_string(&pairs).unwrap_or_else(|e| panic!("{e}"));
    let boards: u32 = written.lines().next().and_then(|l| l.trim().parse().ok()).unwrap_or(0);
    assert_eq!(written.lines().count() as u32, boards + 1, "{written}");
    // Players 180, 193 and 198 lost round 1 and have been absent since
    // ("0000 - -"): six rounds missed, named on stderr.
    let notes = String::from_utf8_lossy(&out.stderr);
    let expected = swissdesk::tr!("cli-long-absence", tpn = 180u32, name = "Krause, Wolfgang", rounds = 6u32);
    assert!(notes.contains(&expected), "{notes}");
    for tpn in [193, 198] {
        assert!(notes.contains(&format!("{tpn} (")), "{tpn}: {notes}");
    }
    // Player 1 played every round: not named.
    assert!(!notes.lines().any(|l| l.contains(" 1 (")), "{notes}");
}

/// The board-order key of General Handling Rules 3.6 (C.04.2 D.9 before
/// 2026) for a game of `round`: the higher-ranked player's score before the
/// round (higher first), the sum of both scores (higher first), the
/// higher-ranked player's pairing number (smaller first).
fn board_key(t: &Tournament, round: u32, white: u32, black: u32) -> (i64, i64, u32) {
    let score = |tpn: u32| i64::from(t.points_after(tpn, round - 1).0);
    let (w, b) = (score(white), score(black));
    let (high, high_tpn) =
        if (w, std::cmp::Reverse(white)) >= (b, std::cmp::Reverse(black)) { (w, white) } else { (b, black) };
    (-high, -(w + b), high_tpn)
}

#[test]
fn imported_rounds_are_in_board_order() {
    let t = trf::read_file(&spielfrei_file()).unwrap_or_else(|e| panic!("{e}"));
    for round in &t.rounds {
        let keys: Vec<_> =
            round.games.iter().map(|g| board_key(&t, round.number, g.white, g.black)).collect();
        assert!(keys.windows(2).all(|w| w[0] <= w[1]), "round {}: {keys:?}", round.number);
    }
    // The order the reader found them in (by the first player's pairing
    // number) breaks the rule: the test would catch a reader that kept it.
    let r3 = t.round(3).unwrap_or_else(|| panic!("round 3"));
    let mut by_number = r3.games.clone();
    by_number.sort_by_key(|g| g.white.min(g.black));
    let keys: Vec<_> = by_number.iter().map(|g| board_key(&t, 3, g.white, g.black)).collect();
    assert!(!keys.windows(2).all(|w| w[0] <= w[1]));
}

/// Six players; number 3 is a placeholder ("BYE", no rating, no id) that
/// lost its games by forfeit: to 5 in round 1, to 1 in round 2. Number 6,
/// "Frei, Hans", unrated and absent both rounds, is a person.
const MIDDLE_PLACEHOLDER: &str = "\
012 Middle
001    1      One, A                            2200                             1.0          2 w 0     3 b +
001    2      Two, B                            2100                             1.0          1 b 1     4 w 0
001    3      BYE                                                                0.0          5 w -     1 w -
001    4      Four, D                           1900                             1.0       0000 - Z     2 b 1
001    5      Five, E                           1800                             1.5          3 b +  0000 - H
001    6      Frei, Hans                                                         0.0       0000 - Z  0000 - Z
";

#[test]
fn a_placeholder_in_the_middle_moves_the_players_after_it_up_and_people_stay() {
    let import = import(MIDDLE_PLACEHOLDER);
    let t = &import.tournament;
    // "BYE" goes; "Frei, Hans" (no rating, only absences) is a person's name and stays.
    let names: Vec<(u32, &str)> = t.players.iter().map(|p| (p.tpn, p.name.as_str())).collect();
    assert_eq!(names, vec![(1, "One, A"), (2, "Two, B"), (3, "Four, D"), (4, "Five, E"), (5, "Frei, Hans")]);
    // Round 1: Five (now 4) had the bye; round 2: One had it.
    assert_eq!(t.entry(1, 4), RoundEntry::Bye(ByeKind::PairingAllocated));
    assert_eq!(t.entry(2, 1), RoundEntry::Bye(ByeKind::PairingAllocated));
    // The other games follow the new numbers: Two–Four (was 2–4) in round 2.
    let r2 = t.round(2).unwrap_or_else(|| panic!("round 2"));
    assert_eq!(r2.games.iter().map(|g| (g.white, g.black)).collect::<Vec<_>>(), vec![(2, 3)]);
    // Nothing else was noticed: the points in the file are what the results give.
    assert_eq!(import.warnings.len(), 1, "{:?}", import.warnings);
    assert_eq!(t.entry(2, 4), RoundEntry::Bye(ByeKind::HalfPoint));
    let text = import.warnings.iter().find(|w| w.changes_the_event()).map(ToString::to_string);
    let text = text.unwrap_or_default();
    assert!(text.contains("round 1: player 4") && text.contains("round 2: player 1"), "{text}");
}

#[test]
fn the_issue_seed_generates_an_event_that_passes_its_own_check() {
    // `generate --dutch --players 12 --rounds 11 --seed 300306` could not pair
    // its last round and wrote XXR as the rounds it made.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("g.trf");
    let path = file.to_str().unwrap_or_default();
    let out = swissdesk(&[
        "generate",
        "--dutch",
        "--players",
        "12",
        "--rounds",
        "11",
        "--seed",
        "300306",
        "-o",
        path,
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}"));
    // The planned total stays 11 (TRF-2026 `142`, TRF-16's `XXR`).
    assert!(text.lines().any(|l| l == "142 11"), "{text}");
    let out = swissdesk(&["check", "--dutch", path]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
}

/// What `check` does with a file: every round re-paired from the rounds
/// before it must come out as recorded.
fn check(t: &Tournament, system: &dyn PairingSystem) -> Result<(), String> {
    for round in 1..=t.rounds_paired() {
        let input = PairingInput::from_tournament(&truncate_before(t, round), round);
        let again = system.pair(&input).map_err(|e| format!("round {round}: {e}"))?;
        if !same_pairing(&again, &recorded_pairing(t, round)) {
            return Err(format!("round {round} differs"));
        }
    }
    Ok(())
}

#[test]
fn a_thousand_small_generated_events_pass_check() {
    // 6–14 players, up to 13 rounds: small events run out of legal pairings
    // before their last round, which is the case that went wrong.
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    let mut cut_short = 0;
    for i in 0..1000 {
        let players = rng.random_range(6..=14);
        let rounds = rng.random_range(1..=13);
        let seed = rng.random::<u64>();
        let system: &dyn PairingSystem = if i % 2 == 0 { &Dutch2017 } else { &Dutch2026 };
        let t = swissdesk::generator::generate(system, players, rounds, seed).unwrap_or_else(|e| {
            panic!("{} {players}x{rounds} seed {seed}: generate failed: {e}", system.id())
        });
        // Through the file, as `generate` writes it and `check` reads it.
        let written = trf::write(&t);
        let read = trf::parse(&written, "generated.trf").unwrap_or_else(|e| panic!("{e}\n{written}"));
        assert_eq!(read.settings.rounds_planned, rounds, "{players}x{rounds} seed {seed}: XXR");
        if read.rounds_paired() < rounds {
            cut_short += 1;
        }
        if let Err(e) = check(&read, system) {
            panic!("{} {players}x{rounds} seed {seed}: {e}\n{written}", system.id());
        }
    }
    assert!(cut_short > 0, "no generated event ran out of pairings: the case is not exercised");
}
