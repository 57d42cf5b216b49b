//! The round trip FIDE's technical acceptance runs (TEC Manual §3.9): the
//! random tournament generator (`swissdesk generate`) makes events with
//! every kind of unplayed round, acceleration, tie-break lists and scoring,
//! and the pairings and tie-breaks checker (`swissdesk check --format json`)
//! re-checks each file — every round re-paired, the standings re-computed
//! with the file's `202` tie-breaks — and must find 0 discrepancies, for
//! every system.
//!
//! `cargo test` runs 50 events spread over the systems;
//! `SWISSDESK_ROUNDTRIP_EVENTS=1000 cargo test --test integration
//! ptc_roundtrip:: -- --nocapture` is the long mode (the count is the total).
//!
//! A checker that always says "0" would pass that, so the last test damages
//! generated files (a result, a rank, a colour) and the checker must say
//! which round or rank and why.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// One kind of event: the command-line flags and how its size is drawn.
struct Row {
    flags: &'static [&'static str],
    /// Players (teams) from `min` to `min + spread - 1`.
    min: u64,
    spread: u64,
    /// Rounds (`None`: a round robin's, from the players).
    rounds: Option<(u64, u64)>,
}

const ROWS: &[Row] = &[
    Row { flags: &["--dutch"], min: 8, spread: 40, rounds: Some((4, 6)) },
    Row { flags: &["--dutch2026"], min: 8, spread: 40, rounds: Some((4, 6)) },
    Row { flags: &["--dutch2012"], min: 8, spread: 30, rounds: Some((4, 5)) },
    Row { flags: &["--burstein"], min: 8, spread: 30, rounds: Some((4, 5)) },
    Row { flags: &["--burstein2026"], min: 8, spread: 30, rounds: Some((4, 5)) },
    Row { flags: &["--dubov"], min: 8, spread: 30, rounds: Some((4, 5)) },
    Row { flags: &["--dubov1997"], min: 8, spread: 30, rounds: Some((4, 5)) },
    Row { flags: &["--rating1998"], min: 8, spread: 24, rounds: Some((4, 4)) },
    Row { flags: &["--dutch", "--baku"], min: 12, spread: 40, rounds: Some((5, 5)) },
    Row { flags: &["--dutch2026", "--baku"], min: 12, spread: 40, rounds: Some((5, 5)) },
    Row { flags: &["--team"], min: 6, spread: 12, rounds: Some((4, 4)) },
    Row { flags: &["--team", "--baku"], min: 10, spread: 12, rounds: Some((5, 3)) },
    Row { flags: &["--berger"], min: 4, spread: 8, rounds: None },
];

/// Tie-break lists the events use in turn (C.07 2026 codes).
const TIEBREAKS: &[&str] = &["BH-C1,BH,SB", "SB,DE,WIN", "ARO,TPR,BPG", "DE,STD,PS,BH-M1", "KS,AOB,FB,REP"];

fn events() -> u64 {
    std::env::var("SWISSDESK_ROUNDTRIP_EVENTS").ok().and_then(|n| n.parse().ok()).unwrap_or(50)
}

/// The `generate` command line of event `seed`.
fn generate_args(seed: u64, out: &Path) -> Vec<String> {
    let row = &ROWS[(seed % ROWS.len() as u64) as usize];
    let n = seed / ROWS.len() as u64;
    let players = row.min + (n * 7 + seed) % row.spread;
    let rounds = match row.rounds {
        Some((min, spread)) => min + n % spread,
        None => {
            let per_cycle = if players.is_multiple_of(2) { players - 1 } else { players };
            if n % 3 == 2 { 2 * per_cycle } else { per_cycle }
        }
    };
    let mut args: Vec<String> = vec!["generate".into()];
    args.extend(row.flags.iter().map(|f| f.to_string()));
    for (flag, value) in [("--players", players), ("--rounds", rounds), ("--seed", seed)] {
        args.push(flag.into());
        args.push(value.to_string());
    }
    // Every unplayed kind, at rates that vary from event to event.
    let share = |k: u64, max: f64| format!("{:.3}", max * ((seed * k) % 11) as f64 / 10.0);
    for (flag, k, max) in [
        ("--forfeit-rate", 3, 0.06),
        ("--half-bye-rate", 5, 0.06),
        ("--full-bye-rate", 7, 0.03),
        ("--zero-bye-rate", 2, 0.04),
        ("--withdrawal-rate", 9, 0.03),
        ("--draw-rate", 4, 0.6),
    ] {
        args.push(flag.into());
        args.push(share(k, max));
    }
    if !row.flags.contains(&"--team") && !row.flags.contains(&"--berger") {
        args.push("--tiebreaks".into());
        args.push(TIEBREAKS[(n % TIEBREAKS.len() as u64) as usize].into());
        // Baku needs a win worth two draws (C.04.7 1.1): 3-1-0 elsewhere.
        if n % 4 == 3 && !row.flags.contains(&"--baku") {
            args.push("--scoring".into());
            args.push("3,1,0".into());
        }
    }
    args.push("-o".into());
    args.push(out.display().to_string());
    args
}

/// `check` of a generated file, as the harness runs it: the system flags,
/// the file, a JSON report. Returns the discrepancies and the report.
fn check(seed: u64, file: &Path) -> (u64, String) {
    let row = &ROWS[(seed % ROWS.len() as u64) as usize];
    let mut args: Vec<String> = vec!["check".into()];
    args.extend(row.flags.iter().map(|f| f.to_string()));
    args.push(file.display().to_string());
    args.extend(["--format".into(), "json".into()]);
    let out = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .args(&args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let json: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {text}"));
    let count = json["discrepancies"].as_u64().unwrap_or_else(|| panic!("{args:?}: no count: {text}"));
    assert_eq!(out.status.success(), count == 0, "{args:?}: exit status and count disagree");
    (count, text)
}

/// Runs the command line (English messages).
fn swissdesk(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"))
}

fn generate(seed: u64, dir: &Path) -> PathBuf {
    let file = dir.join(format!("event-{seed:04}.trf"));
    let args = generate_args(seed, &file);
    let out = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .args(&args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    file
}

#[test]
fn generated_events_pass_the_checker_for_every_system() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let total = events();
    let next = Mutex::new(0u64);
    let failures = Mutex::new(Vec::new());
    let rounds = Mutex::new(0u64);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let seed = {
                        let mut n = next.lock().unwrap_or_else(|e| e.into_inner());
                        *n += 1;
                        *n - 1
                    };
                    if seed >= total {
                        break;
                    }
                    let file = generate(seed, dir.path());
                    let (count, report) = check(seed, &file);
                    let json: serde_json::Value = serde_json::from_str(&report).unwrap_or_default();
                    *rounds.lock().unwrap_or_else(|e| e.into_inner()) +=
                        json["rounds_checked"].as_u64().unwrap_or(0);
                    if count != 0 {
                        let args = generate_args(seed, &file).join(" ");
                        failures.lock().unwrap_or_else(|e| e.into_inner()).push(format!("{args}\n{report}"));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    let rounds = rounds.into_inner().unwrap_or_else(|e| e.into_inner());
    println!("{total} generated events, {rounds} rounds, {} with discrepancies", failures.len());
    // Every event pairs at least a few rounds: a generator that gave up
    // early would make the check empty.
    assert!(rounds >= total * 3, "only {rounds} rounds in {total} events");
    assert!(failures.is_empty(), "{} of {total} events differ:\n{}", failures.len(), failures.join("\n\n"));
}

/// Replaces the column range `from..=to` (1-based, as TRF counts) of the
/// `001` line of player `tpn` with `text`, right-aligned.
fn edit_player(text: &str, tpn: u32, from: usize, to: usize, value: &str) -> String {
    text.lines()
        .map(|l| {
            let is_player =
                l.starts_with("001") && l.get(4..8).and_then(|n| n.trim().parse::<u32>().ok()) == Some(tpn);
            if !is_player {
                return l.to_owned();
            }
            let mut chars: Vec<char> = l.chars().collect();
            while chars.len() < to {
                chars.push(' ');
            }
            let width = to - from + 1;
            let field: Vec<char> = format!("{value:>width$}").chars().collect();
            chars.splice(from - 1..to, field);
            chars.into_iter().collect()
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// The checker finds what is wrong: a rank moved, the points field
/// changed, a round's colours exchanged — each reported with its round or
/// participant and the kind of difference, exit status 1.
#[test]
fn the_checker_names_each_damage() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("event.trf");
    let run = swissdesk;
    let path = file.display().to_string();
    let made = run(&[
        "generate",
        "--dutch2026",
        "--players",
        "20",
        "--rounds",
        "5",
        "--seed",
        "7",
        "--tiebreaks",
        "BH-C1,SB",
        "--forfeit-rate",
        "0",
        "--half-bye-rate",
        "0",
        "--zero-bye-rate",
        "0",
        "--withdrawal-rate",
        "0",
        "-o",
        &path,
    ]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let clean = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}"));
    assert!(clean.lines().any(|l| l == "202 BH-C1,SB"), "the file names its tie-breaks");
    let clean_check = run(&["check", "--dutch2026", &path]);
    assert!(clean_check.status.success(), "{}", String::from_utf8_lossy(&clean_check.stdout));

    // The player ranked first (ranks in columns 86-89) is given rank 20.
    let first = clean
        .lines()
        .find(|l| l.starts_with("001") && l.get(85..89).map(str::trim) == Some("1"))
        .and_then(|l| l.get(4..8)?.trim().parse::<u32>().ok())
        .unwrap_or_else(|| panic!("nobody ranked 1:\n{clean}"));
    let damaged = dir.path().join("rank.trf");
    std::fs::write(&damaged, edit_player(&clean, first, 86, 89, "20")).unwrap_or_else(|e| panic!("{e}"));
    let out = run(&["check", "--dutch2026", &damaged.display().to_string(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}"));
    let found = &json["standings"]["discrepancies"];
    assert_eq!(json["discrepancies"], 1, "{json}");
    assert_eq!(found[0]["tpn"], first);
    assert_eq!(found[0]["kind"], "rank");
    assert_eq!(found[0]["in_file"], 20);
    assert_eq!(found[0]["computed_first"], 1);

    // The points field (columns 81-84) of player 5 says 9.5: more than 5 rounds can give.
    let damaged = dir.path().join("points.trf");
    std::fs::write(&damaged, edit_player(&clean, 5, 81, 84, "9.5")).unwrap_or_else(|e| panic!("{e}"));
    let out = run(&["check", "--dutch2026", &damaged.display().to_string()]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Participant 5: 9.5 points in the file"), "{text}");

    // Round 3's colours exchanged on every board: the round differs (the
    // engine gives the colours the file's earlier rounds call for).
    let swapped: String = clean
        .lines()
        .map(|l| {
            let mut chars: Vec<char> = l.chars().collect();
            // Round 3 sits in columns 112-121: "  oooo c r", the colour at 117.
            if l.starts_with("001") && chars.len() > 117 {
                chars[116] = match chars[116] {
                    'w' => 'b',
                    'b' => 'w',
                    other => other,
                };
            }
            chars.into_iter().collect::<String>() + "\n"
        })
        .collect();
    let damaged = dir.path().join("colours.trf");
    std::fs::write(&damaged, swapped).unwrap_or_else(|e| panic!("{e}"));
    let out = run(&["check", "--dutch2026", &damaged.display().to_string(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}"));
    let rounds = json["rounds"].as_array().cloned().unwrap_or_default();
    assert!(rounds.iter().any(|r| r["round"] == 3 && r["kind"] == "differs"), "{json}");
    assert!(rounds.iter().all(|r| r["round"].as_u64() >= Some(3)), "{json}");

    // The engines' `-c` form checks the same way.
    let out = run(&["--dutch2026", &damaged.display().to_string(), "-c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Round 3 differs."));
}

/// The reference engines' generator form with their configuration keys:
/// the event has the players, rounds and points the file asks for, the
/// same seed gives the same file, the checker passes it, and a key the
/// generators do not have is refused with its line.
#[test]
fn the_reference_generator_form_reads_their_configuration_keys() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let config = dir.path().join("config.txt");
    std::fs::write(
        &config,
        "# bbpPairings / JaVaFo keys\r\nPlayersNumber=24\r\nRoundsNumber=6\r\nDrawPercentage=40\r\nForfeitRate=25\r\n\
         RetiredRate=50\r\nHalfPointByeRate=30\r\nHighestRating=2500\r\nLowestRating=1800\r\nPointsForWin=3\r\n\
         PointsForDraw=1\r\nTieBreaks=SB,BH-C1\r\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let run = swissdesk;
    let (a, b) = (dir.path().join("a.trf"), dir.path().join("b.trf"));
    let cfg = config.display().to_string();
    for out in [&a, &b] {
        let made = run(&["--dutch2026", "-g", &cfg, "-o", &out.display().to_string(), "-s", "9"]);
        assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    }
    let text = std::fs::read_to_string(&a).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text, std::fs::read_to_string(&b).unwrap_or_default(), "same seed, same file");
    assert_eq!(text.lines().filter(|l| l.starts_with("001")).count(), 24);
    assert!(text.lines().any(|l| l == "142 6"), "{text}");
    assert!(text.lines().any(|l| l == "202 SB,BH-C1"), "{text}");
    assert!(
        text.lines().any(|l| l.starts_with("162") && l.contains("W 3.0") && l.contains("D 1.0")),
        "{text}"
    );
    let ratings: Vec<u32> = text
        .lines()
        .filter(|l| l.starts_with("001"))
        .filter_map(|l| l.get(48..52)?.trim().parse().ok())
        .collect();
    assert!(ratings.len() == 24 && ratings.iter().all(|r| (1800..=2500).contains(r)), "{ratings:?}");
    let checked = run(&["check", &a.display().to_string()]);
    assert!(checked.status.success(), "{}", String::from_utf8_lossy(&checked.stdout));

    std::fs::write(&config, "PlayersNumber=24\nRoundsNumbr=6\n").unwrap_or_else(|e| panic!("{e}"));
    let refused = run(&["--dutch2026", "-g", &cfg, "-o", &a.display().to_string()]);
    assert!(!refused.status.success());
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(err.contains("line 2") && err.contains("RoundsNumbr"), "{err}");

    // Sizes the FIDE report cannot number and ratings it cannot hold are
    // refused at once, before billions of players are drawn, and no file
    // is written.
    for (asked, says) in [
        ("PlayersNumber=3000000000\n", "at most 9999 players"),
        ("PlayersNumber=20\nHighestRating=21500\n", "21500 cannot be a rating"),
    ] {
        std::fs::write(&config, asked).unwrap_or_else(|e| panic!("{e}"));
        let out = dir.path().join("refused.trf");
        let refused = run(&["--dutch2026", "-g", &cfg, "-o", &out.display().to_string()]);
        assert_eq!(refused.status.code(), Some(1), "{asked}");
        let err = String::from_utf8_lossy(&refused.stderr);
        assert!(err.contains(says), "{asked}: {err}");
        assert!(!out.exists(), "{asked}: a file was written");
    }
}

/// The checker reads the 2006 format (TRF-06): a hand-made file with only
/// the tournament records of 2006, no extension records, CR LF, and the
/// pairing-allocated bye as a point without a game (`0000 - +`, no `U`
/// code then). Its `092` text names the Istanbul 2012 rules. Expected:
/// JaVaFo 1.4 re-pairs its 4 rounds identically and Gacrux ranks it as
/// its rank column (tests/data/README.md, `imported/`).
#[test]
fn the_checker_reads_and_rechecks_a_trf06_file() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/imported/trf06-dutch2012-7x4.trf");
    let text = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{e}"));
    let run = |path: &Path| {
        let out =
            swissdesk(&["check", "--tiebreaks", "BH,SB", "--format", "json", &path.display().to_string()]);
        let report = String::from_utf8_lossy(&out.stdout).into_owned();
        let json: serde_json::Value = serde_json::from_str(&report)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {report} {}", String::from_utf8_lossy(&out.stderr)));
        (out.status.success(), json)
    };
    let (ok, json) = run(&source);
    assert!(ok, "{json}");
    assert_eq!(json["system"], "dutch2012", "{json}");
    assert_eq!(json["rounds_checked"], 4, "{json}");
    assert_eq!(json["discrepancies"], 0, "{json}");
    assert_eq!(json["standings"]["ranks_checked"], 7, "{json}");

    // Round 1's game 1-5 with the colours exchanged: the checker re-pairs
    // round 1 and says so (exit status 1).
    let swapped = text.replacen("     5 w 1     2 b 1", "     5 b 1     2 b 1", 1).replacen(
        "     1 b 0  0000 - H",
        "     1 w 0  0000 - H",
        1,
    );
    assert_ne!(swapped, text);
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let damaged = dir.path().join("swapped.trf");
    std::fs::write(&damaged, swapped).unwrap_or_else(|e| panic!("{e}"));
    let (ok, json) = run(&damaged);
    assert!(!ok, "{json}");
    let rounds: Vec<u64> =
        json["rounds"].as_array().into_iter().flatten().filter_map(|r| r["round"].as_u64()).collect();
    assert_eq!(rounds.first(), Some(&1), "{json}");
}
