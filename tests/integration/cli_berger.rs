//! `--berger` on the command line: pair, check (a file and a proposal),
//! explain and generate, in the engines' format, on a corpus round robin
//! (5 players, double, FIDE order: `192 FIDE_DOUBLEROUNDROBIN`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn swissdesk(args: &[&str]) -> Output {
    // A settings folder of its own, removed when the run is over.
    let config = tempfile::Builder::new()
        .prefix("swissdesk-cli-berger-")
        .tempdir()
        .unwrap_or_else(|e| panic!("cannot make a scratch folder: {e}"));
    Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .args(args)
        .env("SWISSDESK_LANG", "en")
        .env("SWISSDESK_CONFIG_DIR", config.path())
        .output()
        .unwrap_or_else(|e| panic!("cannot run swissdesk: {e}"))
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/conformance/berger").join(name)
}

/// The corpus file cut after `rounds` rounds (its README's procedure, without
/// recomputing the points: the pairing does not read them).
fn cut(name: &str, rounds: usize, dir: &Path) -> PathBuf {
    let text = std::fs::read_to_string(corpus(name)).unwrap_or_else(|e| panic!("{e}"));
    let lines: Vec<String> =
        text.lines()
            .map(|l| {
                if l.starts_with("001") {
                    l.chars().take(91 + 10 * rounds - 1).collect()
                } else {
                    l.to_owned()
                }
            })
            .collect();
    let path = dir.join(format!("cut-{rounds}.trf"));
    std::fs::write(&path, lines.join("\n") + "\n").unwrap_or_else(|e| panic!("{e}"));
    path
}

/// berger-0005 (5 players, FIDE_DOUBLEROUNDROBIN): round 4 is the table's
/// round 5 of 5/6 ("3-6, 4-2, 5-1", 3 free: the exchange of the first
/// cycle's last two rounds), round 6 the table's round 1 reversed ("6-1,
/// 5-2, 4-3": 1 free).
#[test]
fn pair_writes_the_next_round_of_the_table() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let after_three = cut("berger-0005-n005-r10.trf", 3, dir.path());
    let path = after_three.to_string_lossy().into_owned();
    for args in [vec!["pair", "--berger", &path], vec!["pair", &path]] {
        let out = swissdesk(&args);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(stdout(&out), "3\n4 2\n5 1\n3 0\n", "{args:?}");
    }
    // The reference engines' own command line.
    let target = dir.path().join("out.txt");
    let out = swissdesk(&["--berger", &path, "-p", &target.to_string_lossy()]);
    assert!(out.status.success());
    assert_eq!(std::fs::read_to_string(&target).unwrap_or_default(), "3\n4 2\n5 1\n3 0\n");
    let after_five = cut("berger-0005-n005-r10.trf", 5, dir.path());
    let out = swissdesk(&["pair", "--berger", &after_five.to_string_lossy()]);
    assert_eq!(stdout(&out), "3\n5 2\n4 3\n1 0\n");
}

#[test]
fn check_finds_a_round_that_is_not_the_tables() {
    let file = corpus("berger-0005-n005-r10.trf");
    let out = swissdesk(&["check", "--berger", &file.to_string_lossy()]);
    assert!(out.status.success());
    assert!(stdout(&out).contains("10 of 10 rounds identical"), "{}", stdout(&out));

    // The same file with the colours of one game of round 2 exchanged.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let swapped: Vec<String> = text
        .lines()
        .map(|l| {
            if !l.starts_with("001") {
                return l.to_owned();
            }
            // Round 2 sits in columns 102–111: "  oooo c r".
            let mut chars: Vec<char> = l.chars().collect();
            if chars.len() > 107 {
                chars[106] = match chars[106] {
                    'w' => 'b',
                    'b' => 'w',
                    other => other,
                };
            }
            chars.into_iter().collect()
        })
        .collect();
    let bad = dir.path().join("bad.trf");
    std::fs::write(&bad, swapped.join("\n") + "\n").unwrap_or_else(|e| panic!("{e}"));
    let out = swissdesk(&["check", "--berger", &bad.to_string_lossy()]);
    assert!(!out.status.success());
    assert!(stdout(&out).contains("Round 2"), "{}", stdout(&out));
    assert!(stdout(&out).contains("9 of 10 rounds identical"), "{}", stdout(&out));

    // A proposal for round 4: the table's is accepted, another refused (exit 2).
    let after_three = cut("berger-0005-n005-r10.trf", 3, dir.path());
    let good = dir.path().join("good.txt");
    std::fs::write(&good, "3\n5 1\n4 2\n3 0\n").unwrap_or_else(|e| panic!("{e}"));
    let out = swissdesk(&[
        "check",
        "--berger",
        &after_three.to_string_lossy(),
        "--proposal",
        &good.to_string_lossy(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let other = dir.path().join("other.txt");
    std::fs::write(&other, "3\n2 4\n5 1\n3 0\n").unwrap_or_else(|e| panic!("{e}"));
    let out = swissdesk(&[
        "check",
        "--berger",
        &after_three.to_string_lossy(),
        "--proposal",
        &other.to_string_lossy(),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
}

#[test]
fn explain_names_the_table_round() {
    let file = corpus("berger-0005-n005-r10.trf");
    let out = swissdesk(&["explain", "--berger", "--round", "4", &file.to_string_lossy()]);
    let text = stdout(&out);
    assert!(text.contains("the table's round 5"), "{text}");
    assert!(text.contains("FIDE order"), "{text}");
    let out = swissdesk(&["explain", "--berger", "--round", "6", &file.to_string_lossy()]);
    assert!(stdout(&out).contains("colours reversed"), "{}", stdout(&out));
}

/// A generated 7-player double round robin: 14 rounds, `192
/// FIDE_DOUBLEROUNDROBIN`, every round the table's, everyone free twice.
#[test]
fn generate_writes_a_round_robin_that_checks() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("g.trf");
    let out = swissdesk(&[
        "generate",
        "--berger",
        "--players",
        "7",
        "--rounds",
        "14",
        "-o",
        &file.to_string_lossy(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(text.lines().any(|l| l == "192 FIDE_DOUBLEROUNDROBIN"), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("001")).count(), 7);
    assert!(text.lines().filter(|l| l.starts_with("001")).all(|l| l.matches("0000 - U").count() == 2));
    let out = swissdesk(&["check", &file.to_string_lossy()]);
    assert!(stdout(&out).contains("14 of 14 rounds identical"), "{}", stdout(&out));
    // Not a number of rounds a round robin of 7 has.
    let out = swissdesk(&[
        "generate",
        "--berger",
        "--players",
        "7",
        "--rounds",
        "9",
        "-o",
        &file.to_string_lossy(),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("7 rounds (single) or 14 (double)"));
}

/// A team round robin (berger-0023: 8 teams of 4 boards,
/// `BERGER_TEAM_ROUNDROBIN`): its participants are the teams, so `pair`
/// gives round 3 in team numbers, the team with White on board 1 first —
/// the reference's round 3 in the corpus's `boards.jsonl`: `[2,8], [3,1],
/// [4,7], [5,6]` — and `explain` names teams, not players.
#[test]
fn a_team_round_robin_pairs_and_explains_its_teams() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let after_two = cut("berger-0023-n008-r07.trf", 2, dir.path());
    let path = after_two.to_string_lossy().into_owned();
    for args in [vec!["pair", "--berger", &path], vec!["pair", &path]] {
        let out = swissdesk(&args);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(stdout(&out), "4\n2 8\n3 1\n4 7\n5 6\n", "{args:?}");
    }
    let file = corpus("berger-0023-n008-r07.trf");
    let out = swissdesk(&["explain", "--berger", "--round", "3", &file.to_string_lossy()]);
    let text = stdout(&out);
    assert!(text.contains("round robin of 8 participants"), "{text}");
    // The file's 310 names: "Team 002" … (its players are "Team002, Board1" …).
    assert!(text.contains("Match 1: 2 Team 002 – 8 Team 008"), "{text}");
    assert!(!text.contains("Board1"), "{text}");
    let out = swissdesk(&["check", "--berger", &file.to_string_lossy()]);
    assert!(stdout(&out).contains("7 of 7 rounds identical"), "{}", stdout(&out));
}
