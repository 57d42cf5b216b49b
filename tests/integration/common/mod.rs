//! Shared harness for the conformance corpus (`tests/data/conformance/`).
#![allow(dead_code)]

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use swissdesk::model::{ByeKind, Colour, Tournament};
use swissdesk::pairing::{self, PairingInput};
use swissdesk::pairing::{recorded_pairing, truncate_before};

/// A scratch folder of its own for one test, `swissdesk-LABEL-…` in the
/// temporary folder, removed when dropped (also when the test fails): the
/// tests of one binary run in parallel, and a test run leaves nothing behind.
pub fn scratch_dir(label: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("swissdesk-{label}-"))
        .tempdir()
        .unwrap_or_else(|e| panic!("cannot make a scratch folder: {e}"))
}

/// The bundled sample tournament (30 players, rounds 1-4 published).
pub fn sample_tournament() -> swissdesk::model::Tournament {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.swissdesk.ron");
    swissdesk::store::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// Round `round` of `t` with the black players of boards 1 and 2 swapped:
/// a hand-made pairing, for the checker to find fault with.
pub fn boards_one_and_two_swapped(t: &Tournament, round: u32) -> pairing::Pairing {
    let games = &t.round(round).unwrap_or_else(|| panic!("round {round}")).games;
    let board = |white, black| pairing::Board { white, black };
    let (a, b) = (games[0], games[1]);
    let boards = [board(a.white, b.black), board(b.white, a.black)]
        .into_iter()
        .chain(games[2..].iter().map(|g| board(g.white, g.black)))
        .collect();
    pairing::Pairing { boards, bye: None }
}

pub fn corpus_dir(set: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/conformance").join(set)
}

/// Every `.trf` file of a corpus set, sorted. Panics when the folder is
/// missing or empty: a corpus test must never pass on zero files.
pub fn corpus_files(set: &str) -> Vec<PathBuf> {
    let dir = corpus_dir(set);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .trf files in {}", dir.display());
    files
}

#[derive(Default)]
pub struct Report {
    pub files: usize,
    pub total: usize,
    pub matched: usize,
    pub failures: Vec<String>,
}

impl Report {
    pub fn summary(&self) -> String {
        format!("{} files: {} / {} rounds identical", self.files, self.matched, self.total)
    }

    pub fn failures_text(&self) -> String {
        let mut text = self.failures.iter().take(30).cloned().collect::<Vec<_>>().join("\n");
        if self.failures.len() > 30 {
            text.push_str(&format!("\n... and {} more", self.failures.len() - 30));
        }
        text
    }
}

/// What checking one corpus file found: the rounds it has, how many came
/// out identical, and a line per round that did not.
#[derive(Default)]
pub struct FileOutcome {
    pub rounds: usize,
    pub identical: usize,
    pub failures: Vec<String>,
}

/// How a corpus row checks one of its files.
pub type FileCheck<'a> = dyn Fn(&Path) -> FileOutcome + Sync + 'a;

/// Runs `check` on every file of `set` (only those whose path contains
/// `SWISSDESK_CORPUS_FILTER`, when that is set); files are shared out over
/// the machine's cores.
pub fn run_files(set: &str, check: &FileCheck<'_>) -> Report {
    let files = corpus_files(set);
    let filter = std::env::var("SWISSDESK_CORPUS_FILTER").ok();
    let files: Vec<PathBuf> = files
        .into_iter()
        .filter(|f| filter.as_ref().is_none_or(|needle| f.to_string_lossy().contains(needle.as_str())))
        .collect();
    let report = Mutex::new(Report { files: files.len(), ..Report::default() });
    let next = Mutex::new(0usize);
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = {
                        let mut n = next.lock().unwrap_or_else(|e| e.into_inner());
                        let i = *n;
                        *n += 1;
                        i
                    };
                    let Some(file) = files.get(index) else { break };
                    let outcome = check(file);
                    let mut r = report.lock().unwrap_or_else(|e| e.into_inner());
                    r.total += outcome.rounds;
                    r.matched += outcome.identical;
                    r.failures.extend(outcome.failures);
                }
            });
        }
    });
    report.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// Whether a corpus run was limited to some files
/// (`SWISSDESK_CORPUS_FILTER`): then its counts are not the corpus's.
pub fn corpus_filtered() -> bool {
    std::env::var("SWISSDESK_CORPUS_FILTER").is_ok()
}

/// The colour a player must get, if any, read from the played games only:
/// a colour difference beyond ±1, or the same colour in the last two
/// played games (Dubov 2026 1.6.1, Burstein 2026 1.5.1).
pub fn absolute_need(history: &[pairing::PastRound]) -> Option<Colour> {
    let colours: Vec<Colour> = history.iter().filter_map(|r| r.played_colour()).collect();
    let difference: i32 = colours.iter().map(|&c| if c == Colour::White { 1 } else { -1 }).sum();
    if difference > 1 {
        return Some(Colour::Black);
    }
    if difference < -1 {
        return Some(Colour::White);
    }
    match colours.as_slice() {
        [.., a, b] if a == b => Some(a.opposite()),
        _ => None,
    }
}

/// [C1]–[C3] of the 2026 texts (Dubov 2.1, Burstein 2.1) on a recorded
/// round: nobody plays twice in it, no rematch of a played game, no
/// pairing-allocated bye after a PAB or after a round scored a win's worth
/// without playing, no two players with the same absolute colour
/// preference on one board, and exactly the players to pair are paired.
pub fn assert_absolute_criteria(t: &Tournament, round: u32, context: &str) {
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let pairing = recorded_pairing(t, round);
    let player =
        |tpn: u32| input.players.iter().find(|p| p.tpn == tpn).unwrap_or_else(|| panic!("{context}"));
    let mut seen = HashSet::new();
    for b in &pairing.boards {
        assert!(seen.insert(b.white) && seen.insert(b.black), "{context}: a player on two boards");
        let (white, black) = (player(b.white), player(b.black));
        assert!(
            !white.history.iter().any(|r| r.played_opponent() == Some(b.black)),
            "{context}: {} and {} meet again ([C1])",
            b.white,
            b.black
        );
        let (need_w, need_b) = (absolute_need(&white.history), absolute_need(&black.history));
        assert!(
            need_w.is_none() || need_w != need_b,
            "{context}: {} and {} both must have {:?} ([C3])",
            b.white,
            b.black,
            need_w
        );
    }
    if let Some(bye) = pairing.bye {
        assert!(seen.insert(bye), "{context}: the bye player also plays");
        let p = player(bye);
        let had = p.history.iter().zip(&p.round_points).any(|(r, &points)| match r {
            pairing::PastRound::Bye(ByeKind::PairingAllocated) => true,
            pairing::PastRound::Played { .. } => false,
            _ => points >= input.scoring.win,
        });
        assert!(!had, "{context}: {bye} gets the PAB after a PAB or a win without playing ([C2])");
    }
    let to_pair: HashSet<u32> = input.players.iter().filter(|p| p.to_pair).map(|p| p.tpn).collect();
    assert_eq!(seen, to_pair, "{context}: not exactly the players to pair were paired");
}

/// B.1 and B.2 as the Dutch 2012 text and the 1998 rating-based text both
/// state them, on a recorded round, from the texts alone: nobody on two
/// boards, no rematch of a played game (B.1.a), the colour limits
/// ([`assert_colour_limits`], B.2) except on a board with a player over 50 %
/// when the last round is paired (the note to B.2), no bye for a player
/// `bye_barred` names (B.1.b, worded differently by each text), and exactly
/// the players to pair are paired.
pub fn assert_b1_b2(
    t: &Tournament,
    round: u32,
    context: &str,
    bye_barred: impl Fn(&pairing::PlayerInput, &PairingInput) -> bool,
) {
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let pairing = recorded_pairing(t, round);
    let player =
        |tpn: u32| input.players.iter().find(|p| p.tpn == tpn).unwrap_or_else(|| panic!("{context}: {tpn}"));
    let over_half = |tpn: u32| {
        round == t.settings.rounds_planned
            && 2 * player(tpn).score.tenths() > (round as i32 - 1) * input.scoring.win.tenths()
    };
    let mut seen = HashSet::new();
    for b in &pairing.boards {
        assert!(seen.insert(b.white) && seen.insert(b.black), "{context}: a player on two boards");
        assert!(
            !player(b.white).history.iter().any(|r| r.played_opponent() == Some(b.black)),
            "{context}: {} and {} meet again (B.1.a)",
            b.white,
            b.black
        );
        if over_half(b.white) || over_half(b.black) {
            continue;
        }
        for (tpn, colour) in [(b.white, Colour::White), (b.black, Colour::Black)] {
            assert_colour_limits(&player(tpn).history, colour, &format!("{context}: {tpn}"));
        }
    }
    if let Some(bye) = pairing.bye {
        assert!(seen.insert(bye), "{context}: the bye player also plays");
        assert!(!bye_barred(player(bye), &input), "{context}: {bye} may not get the bye (B.1.b)");
    }
    let to_pair: HashSet<u32> = input.players.iter().filter(|p| p.to_pair).map(|p| p.tpn).collect();
    assert_eq!(seen, to_pair, "{context}: not exactly the players to pair were paired");
}

/// The absolute colour limits of the Dutch-family texts (2012 B.2, 1998
/// B.2; in Burstein they follow from [C3] and 5.2.3) for a player given `colour` after `history`, counting played games
/// only: a colour difference within ±2 and no colour three times running.
pub fn assert_colour_limits(history: &[pairing::PastRound], colour: Colour, who: &str) {
    let mut colours: Vec<Colour> = history.iter().filter_map(|r| r.played_colour()).collect();
    colours.push(colour);
    let difference: i32 = colours.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum();
    assert!(difference.abs() <= 2, "{who}: colour difference {difference} (B.2)");
    assert!(
        !matches!(colours.as_slice(), [.., a, b, c] if a == b && b == c),
        "{who}: the same colour three times in a row (B.2)"
    );
}

/// Runs the `swissdesk` binary in English with `args`; its standard output,
/// after asserting that it succeeded.
pub fn swissdesk_ok(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// One line of a `tests/data/random/<folder>/expected.jsonl`: a round of a
/// generated event that a reference engine paired differently from the
/// file. `reference` is the file's own pairing with the pairs that differ
/// replaced by the reference's (white, black), `bye` the one player it
/// leaves, if any.
pub struct ReferenceRound {
    pub file: String,
    pub round: u32,
    pub case: serde_json::Value,
    pub tournament: Tournament,
    pub reference: std::collections::BTreeSet<(u32, u32)>,
    pub bye: Option<u32>,
}

/// The rounds of `tests/data/random/<folder>/expected.jsonl` (see
/// [`ReferenceRound`]).
pub fn reference_rounds(folder: &str) -> Vec<ReferenceRound> {
    use std::collections::BTreeSet;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/random").join(folder);
    let lines = std::fs::read_to_string(dir.join("expected.jsonl")).unwrap_or_else(|e| panic!("{e}"));
    let pairs = |v: &serde_json::Value| -> BTreeSet<(u32, u32)> {
        v.as_array()
            .unwrap_or_else(|| panic!("not a list: {v}"))
            .iter()
            .map(|p| (p[0].as_u64().unwrap_or(0) as u32, p[1].as_u64().unwrap_or(0) as u32))
            .collect()
    };
    let mut rounds = Vec::new();
    for line in lines.lines().filter(|l| !l.trim().is_empty()) {
        let case: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        let file = case["file"].as_str().unwrap_or_else(|| panic!("no file: {line}")).to_string();
        let round = case["round"].as_u64().unwrap_or_else(|| panic!("no round: {line}")) as u32;
        let t = swissdesk::trf::read_file(&dir.join(&file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let recorded = recorded_pairing(&t, round);
        let mut reference: BTreeSet<(u32, u32)> =
            recorded.boards.iter().map(|b| (b.white, b.black)).collect();
        let ours_then = pairs(&case["swissdesk_pairs_that_differ"]);
        let theirs = pairs(&case["reference_pairs_that_differ"]);
        assert!(!theirs.is_empty(), "{file} round {round}: no pair differs");
        assert!(
            ours_then.is_subset(&reference),
            "{file} round {round}: the file does not hold {ours_then:?}"
        );
        reference.retain(|b| !ours_then.contains(b));
        reference.extend(theirs);
        let in_round: BTreeSet<u32> =
            recorded.boards.iter().flat_map(|b| [b.white, b.black]).chain(recorded.bye).collect();
        let paired: BTreeSet<u32> = reference.iter().flat_map(|&(w, b)| [w, b]).collect();
        let bye: Vec<u32> = in_round.difference(&paired).copied().collect();
        assert!(bye.len() <= 1, "{file} round {round}: {bye:?} left unpaired");
        rounds.push(ReferenceRound {
            file,
            round,
            case,
            tournament: t,
            reference,
            bye: bye.first().copied(),
        });
    }
    rounds
}

/// Rounds of generated events (`tests/data/random/<folder>/`, see
/// [`reference_rounds`]): `system` must pair each as the reference does.
/// Returns the number of rounds checked.
pub fn assert_generated_rounds_as_reference(system: &str, folder: &str) -> usize {
    use std::collections::BTreeSet;
    let engine = pairing::by_id(system).unwrap_or_else(|| panic!("no {system} system"));
    let rounds = reference_rounds(folder);
    for r in &rounds {
        let (file, round) = (&r.file, r.round);
        let input = pairing::input_for_round(&r.tournament, round).unwrap_or_else(|e| panic!("{file}: {e}"));
        let got = engine.pair(&input).unwrap_or_else(|e| panic!("{file} round {round}: {e}"));
        let got_boards: BTreeSet<(u32, u32)> = got.boards.iter().map(|b| (b.white, b.black)).collect();
        assert_eq!(got_boards, r.reference, "{file} round {round}");
        assert_eq!(got.bye, r.bye, "{file} round {round}: the bye");
    }
    rounds.len()
}
