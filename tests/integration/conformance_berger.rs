//! What the corpus row of `conformance.rs` does not check on the Berger
//! corpus (`tests/data/conformance/berger/`, made with FIDE's reference tool
//! Gacrux): every round of every round robin, cut before round r and paired
//! again, in Gacrux's board order (`boards.jsonl`) as well as with its pairs,
//! colours and free player; and the same events read without their `192`
//! code, as another program's TRF-16 would give them.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use swissdesk::model::{EventFormat, Tournament};
use swissdesk::pairing::{Pairing, recorded_pairing, same_pairing, truncate_before};
use swissdesk::roundrobin;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/conformance/berger")
}

/// Gacrux's boards per file and round: `[white, black]`, the free player as `[p, 0]`.
fn board_orders() -> BTreeMap<String, Vec<Vec<(u32, u32)>>> {
    let path = corpus_dir().join("boards.jsonl");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let value: serde_json::Value =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            let file = value["file"].as_str().unwrap_or_else(|| panic!("no file in {line}")).to_owned();
            let rounds = value["rounds"]
                .as_array()
                .unwrap_or_else(|| panic!("no rounds in {line}"))
                .iter()
                .map(|round| {
                    round
                        .as_array()
                        .unwrap_or_else(|| panic!("bad round in {line}"))
                        .iter()
                        .map(|pair| {
                            let n =
                                |i: usize| u32::try_from(pair[i].as_u64().unwrap_or(u64::MAX)).unwrap_or(0);
                            (n(0), n(1))
                        })
                        .collect()
                })
                .collect();
            (file, rounds)
        })
        .collect()
}

/// The round robins: 22 of players, 3 of teams (`berger-0023` … `0025`),
/// whose participants are the teams (their numbers the table numbers) and
/// whose recorded pairing is the matches, the team with White on board 1
/// first (the corpus README, "Team files").
fn corpus_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    files
}

fn load(path: &Path) -> Tournament {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    swissdesk::trf::parse(&text, &path.display().to_string()).unwrap_or_else(|e| panic!("{e}"))
}

/// The pairing in Gacrux's notation: the free player first (board 1 of the
/// table, the game against the missing number), then the boards.
fn gacrux_boards(p: &Pairing) -> Vec<(u32, u32)> {
    p.bye.map(|b| (b, 0)).into_iter().chain(p.boards.iter().map(|b| (b.white, b.black))).collect()
}

#[test]
fn berger_corpus_is_reproduced_round_by_round() {
    let orders = board_orders();
    let files = corpus_files();
    assert_eq!(files.len(), 25, "the 25 files of the corpus (its README)");
    let (mut total, mut matched, mut ordered) = (0, 0, 0);
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let t = load(path);
        assert!(matches!(t.settings.format, EventFormat::RoundRobin(_)), "{name}: not read as a round robin");
        let expected_boards = orders.get(&name).unwrap_or_else(|| panic!("{name} not in boards.jsonl"));
        assert_eq!(t.rounds_paired() as usize, expected_boards.len(), "{name}");
        for round in 1..=t.rounds_paired() {
            total += 1;
            // The README's procedure: the rounds before r, round r unpaired.
            let before = truncate_before(&t, round);
            let schedule = roundrobin::schedule(&before).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(roundrobin::next_round(&before, &schedule), Ok(round), "{name}");
            let got = schedule.round(round).unwrap_or_else(|| panic!("{name}: no round {round}"));
            let expected = recorded_pairing(&t, round);
            if same_pairing(&got, &expected) {
                matched += 1;
            } else {
                failures.push(format!(
                    "{name} round {round}: expected {:?}, got {:?}",
                    gacrux_boards(&expected),
                    gacrux_boards(&got)
                ));
            }
            if gacrux_boards(&got) == expected_boards[round as usize - 1] {
                ordered += 1;
            } else {
                failures.push(format!(
                    "{name} round {round}: board order {:?}, Gacrux {:?}",
                    gacrux_boards(&got),
                    expected_boards[round as usize - 1]
                ));
            }
        }
    }
    println!(
        "{} files: {matched} / {total} rounds identical, {ordered} in Gacrux's board order",
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The README: "All 25 files passed (333 round pairings)"; 314 of them
    // the individual files', 19 the team files' (7 + 6 + 6).
    assert_eq!(total, 333, "rounds of the 25 files");
}

/// The same events read as another program's TRF-16 would give them: no
/// `192` code, only "Round robin" in `092`. The variant (single or double,
/// and the order of a double round robin's rounds) comes from the number
/// of rounds and the recorded rounds, and the schedule still gives every
/// round.
#[test]
fn round_robins_without_a_code_are_recognised_by_their_rounds() {
    for path in corpus_files() {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
        let code = text.lines().find(|l| l.starts_with("192")).map(|l| l[3..].trim().to_owned());
        let team = text.lines().any(|l| l.starts_with("310"));
        let stripped: String = text
            .lines()
            .filter(|l| !l.starts_with("192"))
            .map(|l| match l {
                l if l.starts_with("092") && team => "092 Team: Round robin",
                l if l.starts_with("092") => "092 Individual: Round robin",
                l => l,
            })
            .collect::<Vec<_>>()
            .join("\n");
        let t = swissdesk::trf::parse(&stripped, "stripped").unwrap_or_else(|e| panic!("{e}"));
        let with_code = load(&path);
        let (Some(read), Some(coded)) =
            (t.settings.format.round_robin(), with_code.settings.format.round_robin())
        else {
            panic!("{}: not recognised as a round robin", path.display());
        };
        assert_eq!(read.cycles, coded.cycles, "{}", path.display());
        // FIDE_ROUNDROBIN and BERGER_ROUNDROBIN pair alike: only a double
        // round robin's order shows in its rounds.
        if read.cycles == swissdesk::model::Cycles::Double {
            assert_eq!(read.order, coded.order, "{} ({code:?})", path.display());
        }
        let schedule = roundrobin::schedule(&t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(roundrobin::first_difference(&t, &schedule), None, "{}", path.display());
    }
}
