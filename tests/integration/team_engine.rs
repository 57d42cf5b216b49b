//! The Swiss team system (C.04.6, 2026) beyond pairs and colours, which
//! the `team2026` row of `tests/integration/conformance.rs` counts: the order of the
//! matches (C.04.2's board order, as the reference's `boards.jsonl` gives
//! it), the command line on team files (`pair`, `check`, `generate`,
//! `explain` with `--team`), Baku acceleration with match points (C.04.7
//! 1.4) and the rules checker on team pairings.

use crate::common;

use serde_json::Value;
use std::path::Path;
use swissdesk::model::{Points, Tournament};
use swissdesk::pairing::checker::{self, Severity};
use swissdesk::pairing::{self, Board, Pairing, PairingSystem, recorded_pairing, truncate_before};

fn team_system() -> &'static dyn PairingSystem {
    pairing::by_id("team2026").unwrap_or_else(|| panic!("no team2026 in SYSTEMS"))
}

/// A round as the reference gives it: the pairs in board order, the PAB as
/// `(team, 0)` last.
type Round = Vec<(u32, u32)>;

/// The reference's board order of every round of every corpus file.
fn reference_boards(folder: &str) -> Vec<(String, Vec<Round>)> {
    let path = common::corpus_dir(folder).join("boards.jsonl");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let pair = |v: &Value| {
        let n = |i: usize| v[i].as_u64().unwrap_or_else(|| panic!("boards.jsonl: bad pair {v}")) as u32;
        (n(0), n(1))
    };
    text.lines()
        .map(|line| {
            let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("boards.jsonl: {e}"));
            let file = v["file"].as_str().unwrap_or_else(|| panic!("boards.jsonl: no file")).to_string();
            let rounds = v["rounds"]
                .as_array()
                .unwrap_or_else(|| panic!("boards.jsonl: no rounds"))
                .iter()
                .map(|r| {
                    r.as_array()
                        .unwrap_or_else(|| panic!("boards.jsonl: bad round"))
                        .iter()
                        .map(pair)
                        .collect()
                })
                .collect();
            (file, rounds)
        })
        .collect()
}

fn as_reference(p: &Pairing) -> Vec<(u32, u32)> {
    p.boards.iter().map(|b| (b.white, b.black)).chain(p.bye.map(|t| (t, 0))).collect()
}

fn read(file: &str) -> Tournament {
    read_from("team2026", file)
}

fn read_from(folder: &str, file: &str) -> Tournament {
    let path = common::corpus_dir(folder).join(file);
    swissdesk::trf::read_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Re-pairs every round of every file of `folder` and compares the match
/// order with its `boards.jsonl`: (files, rounds, rounds in order).
fn board_order(folder: &str) -> (usize, usize, usize, Vec<String>) {
    let system = team_system();
    let files = reference_boards(folder);
    let (mut rounds, mut in_order, mut failures) = (0, 0, Vec::new());
    for (file, expected_rounds) in &files {
        let t = read_from(folder, file);
        assert_eq!(t.rounds_paired() as usize, expected_rounds.len(), "{file}: rounds");
        for (i, expected) in expected_rounds.iter().enumerate() {
            let round = i as u32 + 1;
            rounds += 1;
            // The file's own order is the reference's too (TRF has no board
            // field; the reader keeps the order of board 1's records).
            assert_eq!(&as_reference(&recorded_pairing(&t, round)), expected, "{file} round {round}: read");
            let input = pairing::input_for_round(&t, round).unwrap_or_else(|e| panic!("{file} {round}: {e}"));
            let got = system.pair(&input).unwrap_or_else(|e| panic!("{file} {round}: {e}"));
            if &as_reference(&got) == expected {
                in_order += 1;
            } else {
                failures.push(format!(
                    "{file} round {round}: expected {expected:?}, got {:?}",
                    as_reference(&got)
                ));
            }
        }
    }
    println!(
        "{folder} board order: {} files, {in_order} / {rounds} rounds in the reference order",
        files.len()
    );
    (files.len(), rounds, in_order, failures)
}

/// C.04.2 (2026) 3.6 as the reference orders the matches of a team round
/// (reading R19 of the rule summary: the higher score of the pair, then
/// the higher sum, then the smaller TPN; the PAB last): every corpus
/// round re-paired from the rounds before it comes out in the reference's
/// match order. Pinned: 80 files, 614 rounds, all in order.
#[test]
fn every_corpus_round_comes_out_in_the_reference_board_order() {
    let (files, rounds, in_order, failures) = board_order("team2026");
    assert_eq!((files, rounds, in_order), (80, 614, 614), "{}", failures.join("\n"));
}

/// The same under Baku acceleration with match points (C.04.7 1.5: the
/// pairing score, virtual points included, sorts the boards too).
/// Pinned: 60 files, 432 rounds, all in order.
#[test]
fn accelerated_rounds_come_out_in_the_reference_board_order() {
    let (files, rounds, in_order, failures) = board_order("teambaku2026");
    assert_eq!((files, rounds, in_order), (60, 432, 432), "{}", failures.join("\n"));
}

/// `swissdesk pair --team` on a team file cut before round `r` prints the
/// reference's round `r` in the engines' format: the number of pairs, then
/// one match per line with the team that has White on board 1 first, in
/// board order, the PAB as `tpn 0`.
#[test]
fn pair_team_prints_the_next_round_in_the_engine_format() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let files = reference_boards("team2026");
    // A file with a PAB in its last round (13 teams) and one without (16).
    for (file, round) in [("team-0002-n013-r06.trf", 6u32), ("team-0001-n016-r06.trf", 4)] {
        let (_, expected) = files.iter().find(|(f, _)| f == file).unwrap_or_else(|| panic!("{file}"));
        let cut = truncate_before(&read(file), round);
        let path = dir.path().join(file);
        std::fs::write(&path, swissdesk::trf::write(&cut)).unwrap_or_else(|e| panic!("{e}"));
        let out = common::swissdesk_ok(&["pair", "--team", &path.to_string_lossy()]);
        let expected = &expected[round as usize - 1];
        let mut lines = vec![expected.len().to_string()];
        lines.extend(expected.iter().map(|(w, b)| format!("{w} {b}")));
        assert_eq!(out.lines().collect::<Vec<_>>(), lines, "{file} round {round}");
    }
}

/// `check --team` re-pairs every round of a team file: all six rounds of a
/// corpus file identical, exit status 0; `explain --team` names the PAB
/// by 3.4.
#[test]
fn check_and_explain_team_on_a_corpus_file() {
    let path = common::corpus_dir("team2026").join("team-0002-n013-r06.trf");
    let path = path.to_string_lossy();
    let out = common::swissdesk_ok(&["check", "--team", &path]);
    assert!(out.contains("6 of 6 rounds identical"), "{out}");
    // boards.jsonl: round 4's PAB is team 8.
    let out = common::swissdesk_ok(&["explain", "--team", "--round", "4", &path]);
    assert!(out.contains("Team 8 gets the pairing-allocated bye (3.4"), "{out}");
}

/// C.04.7 1.4 with match points: `generate --team --baku` keeps the teams'
/// table in the file (`250`) and `check --team --baku`, which strips it
/// and computes it again from the event, re-pairs every round identically.
/// 20 teams, 7 rounds: group A is the first 2·⌈20/4⌉ = 10 teams (1.2); the
/// accelerated rounds are ⌈7/2⌉ = 4, a won match's 2 MP in rounds
/// 1..⌈4/2⌉ = 2, a drawn match's 1 MP in rounds 3 and 4 (1.4).
#[test]
fn baku_with_match_points_on_a_generated_team_event() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("baku.trf");
    let path = path.to_string_lossy();
    common::swissdesk_ok(&[
        "generate",
        "--team",
        "--baku",
        "--players",
        "20",
        "--rounds",
        "7",
        "--seed",
        "3",
        "-o",
        &path,
    ]);
    let t = swissdesk::trf::read_file(Path::new(path.as_ref())).unwrap_or_else(|e| panic!("{e}"));
    assert!(t.is_team_event() && t.settings.team.baku);
    assert_eq!(t.rounds_paired(), 7);
    for team in 1..=20 {
        let expected: Vec<Points> = match team {
            1..=10 => [20, 20, 10, 10, 0, 0, 0].map(Points).to_vec(),
            _ => vec![Points::ZERO; 7],
        };
        let got: Vec<Points> = (1..=7).map(|r| t.team_acceleration_in(team, r).mp).collect();
        assert_eq!(got, expected, "team {team}");
    }
    let out = common::swissdesk_ok(&["check", "--team", "--baku", &path]);
    assert!(out.contains("7 of 7 rounds identical"), "{out}");
}

/// The checker on team pairings (C.04.6): the engine's own pairing of a
/// corpus round has no finding; a rematch is absolute ([C1]); the colours
/// of a pair turned round go against article 4 (a quality finding citing
/// the step that decides them).
#[test]
fn the_checker_holds_team_pairings_to_c046() {
    let system = team_system();
    let t = read("team-0001-n016-r06.trf");
    let round = 2;
    let input = pairing::input_for_round(&t, round).unwrap_or_else(|e| panic!("{e}"));
    let engine = recorded_pairing(&t, round);
    let findings = checker::check(system, &input, &engine).unwrap_or_else(|e| panic!("{e}"));
    assert!(findings.is_empty(), "{findings:?}");

    // Round 1 was 9-1 2-10 11-3 4-12 13-5 6-14 15-7 8-16 (boards.jsonl):
    // pair 1-9 again and the others among themselves.
    let rematch = Pairing {
        boards: [(1, 9), (2, 3), (4, 5), (6, 7), (8, 10), (11, 12), (13, 14), (15, 16)]
            .map(|(white, black)| Board { white, black })
            .to_vec(),
        bye: None,
    };
    let findings = checker::check(system, &input, &rematch).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        findings.iter().any(|f| f.severity == Severity::Absolute && f.players == vec![1, 9]),
        "{findings:?}"
    );

    // The reference's round 2 with board 1's colours turned round: its
    // 6-2 (White to 6 by article 4, as the reference allocates it) becomes
    // 2-6, which article 4 does not give.
    let mut turned = engine.clone();
    turned.boards[0] = Board { white: 2, black: 6 };
    let findings = checker::check(system, &input, &turned).unwrap_or_else(|e| panic!("{e}"));
    assert!(!checker::has_absolute(&findings), "{findings:?}");
    assert!(
        findings
            .iter()
            .any(|f| f.severity == Severity::Quality && f.players == vec![2, 6] && f.rule.contains("4.3")),
        "{findings:?}"
    );
}

/// `bench --team --boards N` times every round of a generated team event
/// (the closing figure is 100 teams of 6 boards, 9 rounds): one
/// line per round paired, then the worst round.
#[test]
fn bench_times_every_round_of_a_generated_team_event() {
    let out = common::swissdesk_ok(&[
        "bench", "--team", "--teams", "12", "--boards", "6", "--rounds", "4", "--runs", "1",
    ]);
    // The sizes are teams (C.04.6 1.1), and the output says so.
    let rounds = out.lines().filter(|l| l.starts_with("12 teams of 6 boards, round ")).count();
    assert_eq!(rounds, 4, "{out}");
    assert!(out.contains("12 teams of 6 boards: worst round"), "{out}");
    assert!(!out.contains("players"), "{out}");
}
