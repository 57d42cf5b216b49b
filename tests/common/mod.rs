//! Shared harness for the conformance corpus (`tests/data/conformance/`).
#![allow(dead_code)]

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use swissdesk::model::{ByeKind, Colour, Tournament};
use swissdesk::pairing::{self, PairingInput, PairingSystem};
use swissdesk::pairing::{recorded_pairing, same_pairing, truncate_before};

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

/// Re-pairs every round of every file of `set`; files are shared out over
/// the machine's cores.
pub fn run_corpus(set: &str, system: &dyn PairingSystem) -> Report {
    run_corpus_prepared(set, system, &|_| Ok(()))
}

/// What a test does to a corpus tournament before re-pairing it (e.g. strip
/// the acceleration lines and compute them); an error fails the file.
pub type Prepare = dyn Fn(&mut swissdesk::model::Tournament) -> Result<(), String> + Sync;

/// [`run_corpus`] on tournaments `prepare` changed first.
pub fn run_corpus_prepared(set: &str, system: &dyn PairingSystem, prepare: &Prepare) -> Report {
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
                    let (total, matched, failures) = check_file(file, system, prepare);
                    let mut r = report.lock().unwrap_or_else(|e| e.into_inner());
                    r.total += total;
                    r.matched += matched;
                    r.failures.extend(failures);
                }
            });
        }
    });
    report.into_inner().unwrap_or_else(|e| e.into_inner())
}

fn check_file(file: &Path, system: &dyn PairingSystem, prepare: &Prepare) -> (usize, usize, Vec<String>) {
    let name = file.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let mut t = match swissdesk::trf::read_file(file) {
        Ok(t) => t,
        Err(e) => return (1, 0, vec![format!("{name}: cannot read: {e}")]),
    };
    if let Err(e) = prepare(&mut t) {
        return (1, 0, vec![format!("{name}: {e}")]);
    }
    let mut failures = Vec::new();
    let rounds = t.rounds_paired();
    let mut matched = 0;
    for round in 1..=rounds {
        let before = truncate_before(&t, round);
        let input = PairingInput::from_tournament(&before, round);
        let expected = recorded_pairing(&t, round);
        match system.pair(&input) {
            Ok(got) if same_pairing(&got, &expected) => matched += 1,
            Ok(got) => failures.push(format!(
                "{name} round {round}: expected {:?} bye {:?}, got {:?} bye {:?}",
                expected.boards.iter().map(|b| (b.white, b.black)).collect::<Vec<_>>(),
                expected.bye,
                got.boards.iter().map(|b| (b.white, b.black)).collect::<Vec<_>>(),
                got.bye
            )),
            Err(e) => failures.push(format!("{name} round {round}: error {e}")),
        }
    }
    (rounds as usize, matched, failures)
}

/// Generates `count` small events with `system` (6 to 5 + `player_spread`
/// players, 3 to 9 rounds, seeds 0..count), sends each through TRF text as
/// another program would receive it, and for every round: `independent`
/// (the test's own reading of the text's absolute rules) runs first, then
/// the round must re-pair identically from the rounds before and `check`
/// must find nothing absolute. Returns the rounds checked.
pub fn for_each_generated_round(
    system: &dyn PairingSystem,
    count: u64,
    player_spread: u64,
    mut independent: impl FnMut(&swissdesk::model::Tournament, u32, &str),
) -> usize {
    let mut rounds_checked = 0;
    for seed in 0..count {
        let players = 6 + (seed * 7 % player_spread) as u32;
        let rounds = 3 + (seed % 7) as u32;
        let t = swissdesk::generator::generate(system, players, rounds, seed)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let text = swissdesk::trf::write(&t);
        let t = swissdesk::trf::parse(&text, "generated.trf").unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(t.settings.rounds_planned, rounds, "seed {seed}: the planned total (XXR) changed");
        for round in 1..=t.rounds_paired() {
            let context = format!("seed {seed} ({players} players) round {round}");
            independent(&t, round, &context);
            let input = PairingInput::from_tournament(&truncate_before(&t, round), round);
            let recorded = recorded_pairing(&t, round);
            let again = system.pair(&input).unwrap_or_else(|e| panic!("{context}: {e}"));
            assert!(same_pairing(&again, &recorded), "{context}: re-pairing differs");
            let findings = pairing::checker::check(system, &input, &recorded)
                .unwrap_or_else(|e| panic!("{context}: {e}"));
            assert!(!pairing::checker::has_absolute(&findings), "{context}: {findings:?}");
            rounds_checked += 1;
        }
    }
    rounds_checked
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
