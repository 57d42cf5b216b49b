//! A state-machine property test of the commands layer (issue 19, item 6):
//! random sequences of what an arbiter does — register, withdraw, pair,
//! enter and correct results, override a pairing, undo, redo, save, reload —
//! run through the same calls as the app (`commands::apply` and
//! `pair_next_round`, `UndoHistory`, `StoredTournament`), and after every
//! step the invariants hold:
//! - the audit log only grows: what it held is still its beginning;
//! - a command that fails changes nothing;
//! - undo then redo gives back the same tournament;
//! - a reload gives exactly the state saved;
//! - in every paired round every player is there once (a game or a bye),
//!   at most one pairing-allocated bye, except a late entry registered
//!   after that round was paired;
//! - each player's score is what their results and byes are worth, summed
//!   here from the scoring table, not by the model's own `points`.
//!
//! `cargo test` runs 32 sequences (a few seconds); the README's long run
//! sets `PROPTEST_CASES`.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use swissdesk::commands::{self, Command};
use swissdesk::model::{
    ByeKind, Colour, GameResult, Player, PlayerStatus, Points, ScoringSystem, Tournament,
};
use swissdesk::pairing::{Board, Pairing};
use swissdesk::store::StoredTournament;
use swissdesk::undo::{self, UndoHistory};

/// How often each kind of step took effect, to show the sequences reach
/// paired rounds, undos and reloads (printed at the end).
static PAIRED: AtomicUsize = AtomicUsize::new(0);
static APPLIED: AtomicUsize = AtomicUsize::new(0);
static REFUSED: AtomicUsize = AtomicUsize::new(0);
static UNDONE: AtomicUsize = AtomicUsize::new(0);
static RELOADED: AtomicUsize = AtomicUsize::new(0);

fn count(counter: &AtomicUsize) {
    counter.fetch_add(1, Ordering::Relaxed);
}

#[derive(Clone, Debug)]
enum Op {
    Register {
        rating: u32,
    },
    Withdraw {
        pick: usize,
    },
    Pair,
    /// A result for a board still pending (`pick` chooses among them).
    Enter {
        pick: usize,
        result: usize,
    },
    /// Another result for a board that has one.
    Correct {
        pick: usize,
        result: usize,
    },
    /// Swaps two players of the last round's pairing.
    Override {
        first: usize,
        second: usize,
    },
    Undo,
    Redo,
    Save,
    Reload,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (1000u32..2800).prop_map(|rating| Op::Register { rating }),
        1 => any::<usize>().prop_map(|pick| Op::Withdraw { pick }),
        3 => Just(Op::Pair),
        6 => (any::<usize>(), 1usize..10).prop_map(|(pick, result)| Op::Enter { pick, result }),
        1 => (any::<usize>(), 1usize..10).prop_map(|(pick, result)| Op::Correct { pick, result }),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(first, second)| Op::Override { first, second }),
        2 => Just(Op::Undo),
        1 => Just(Op::Redo),
        1 => Just(Op::Save),
        1 => Just(Op::Reload),
    ]
}

/// White's and Black's points for `result`, from the scoring table (C.02:
/// a forfeit scores as the table says; an unrated game as the played one).
fn game_points(result: GameResult, s: &ScoringSystem) -> (Points, Points) {
    match result {
        GameResult::Pending => (Points::ZERO, Points::ZERO),
        GameResult::WhiteWins | GameResult::WhiteWinsUnrated => (s.win, s.loss),
        GameResult::BlackWins | GameResult::BlackWinsUnrated => (s.loss, s.win),
        GameResult::Draw | GameResult::DrawUnrated => (s.draw, s.draw),
        GameResult::WhiteWinsByForfeit => (s.forfeit_win, s.forfeit_loss),
        GameResult::BlackWinsByForfeit => (s.forfeit_loss, s.forfeit_win),
        GameResult::DoubleForfeit => (s.forfeit_loss, s.forfeit_loss),
    }
}

fn bye_points(kind: ByeKind, s: &ScoringSystem) -> Points {
    match kind {
        ByeKind::PairingAllocated => s.pairing_bye,
        ByeKind::FullPoint => s.full_bye,
        ByeKind::HalfPoint => s.half_bye,
        ByeKind::ZeroPoint => s.zero_bye,
    }
}

/// Everything but the audit log.
fn state(t: &Tournament) -> Tournament {
    Tournament { audit: Vec::new(), ..t.clone() }
}

/// One arbiter's session on one file.
struct Session {
    doc: StoredTournament,
    history: UndoHistory,
    saved: Tournament,
    /// Late entries by (unique) name: the rounds paired when they came.
    late: HashMap<String, u32>,
    registered: u32,
    _dir: tempfile::TempDir,
}

impl Session {
    fn new() -> Session {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut t = Tournament::new("State machine");
        t.settings.rounds_planned = 5;
        t.settings.initial_colour = Some(Colour::White);
        let mut doc = StoredTournament::new(t);
        doc.save_as(&dir.path().join("t.swissdesk.ron")).expect("first save");
        let saved = doc.tournament.clone();
        Session { doc, history: UndoHistory::new(), saved, late: HashMap::new(), registered: 0, _dir: dir }
    }

    fn t(&self) -> &Tournament {
        &self.doc.tournament
    }

    /// Applies `command` as the app does; a refused command must change nothing.
    fn apply(&mut self, command: Command) {
        let before = self.t().clone();
        let snapshot = undo::snapshot(&mut self.doc.tournament);
        match commands::apply(&mut self.doc.tournament, command, "Arbiter") {
            Ok(()) => {
                count(&APPLIED);
                self.history.record(snapshot, &self.doc.tournament);
            }
            Err(e) => {
                count(&REFUSED);
                assert_eq!(self.t(), &before, "a refused command ({e}) changed the tournament");
            }
        }
    }

    /// The boards of the last paired round, with their (1-based) numbers.
    fn last_round_boards(&self) -> Vec<(u32, usize, GameResult)> {
        let Some(round) = self.t().rounds.iter().rev().find(|r| r.is_paired()) else { return Vec::new() };
        round.games.iter().enumerate().map(|(i, g)| (round.number, i + 1, g.result)).collect()
    }

    fn step(&mut self, op: &Op) {
        match *op {
            Op::Register { rating } => {
                self.registered += 1;
                let name = format!("Player {:03}, Test", self.registered);
                let tpn = self.t().players.iter().map(|p| p.tpn).max().unwrap_or(0) + 1;
                let mut player = Player::new(tpn, name.clone());
                player.rating = Some(rating);
                let paired = self.t().rounds_paired();
                if paired == 0 {
                    self.apply(Command::AddPlayer(player));
                } else {
                    self.late.insert(name, paired);
                    self.apply(Command::AddLateEntry(player));
                }
            }
            Op::Withdraw { pick } => {
                let active: Vec<u32> = self
                    .t()
                    .players
                    .iter()
                    .filter(|p| p.status == PlayerStatus::Active)
                    .map(|p| p.tpn)
                    .collect();
                if let Some(&tpn) = active.get(pick % active.len().max(1)) {
                    let from_round = self.t().rounds_paired() + 1;
                    self.apply(Command::Withdraw { tpn, from_round, reason: None });
                }
            }
            Op::Pair => {
                let before = self.t().clone();
                let snapshot = undo::Snapshot::of_replaced(self.t().clone());
                match commands::pair_next_round(&mut self.doc.tournament, "Arbiter") {
                    Ok(_) => {
                        count(&PAIRED);
                        self.history.record(snapshot, &self.doc.tournament);
                    }
                    Err(e) => assert_eq!(self.t(), &before, "a refused pairing ({e}) changed the tournament"),
                }
            }
            Op::Enter { pick, result } | Op::Correct { pick, result } => {
                let entering = matches!(op, Op::Enter { .. });
                let boards: Vec<_> = self
                    .last_round_boards()
                    .into_iter()
                    .filter(|(_, _, r)| r.is_pending() == entering)
                    .collect();
                if let Some(&(round, board, old)) = boards.get(pick % boards.len().max(1)) {
                    let mut result = GameResult::ALL[result];
                    if result == old {
                        result = GameResult::ALL[1 + result as usize % 9];
                    }
                    self.apply(Command::SetResult { round, board, result });
                }
            }
            Op::Override { first, second } => {
                let Some(round) = self.t().rounds.iter().rev().find(|r| !r.games.is_empty()) else { return };
                let mut seats: Vec<u32> = round.games.iter().flat_map(|g| [g.white, g.black]).collect();
                let (a, b) = (first % seats.len(), second % seats.len());
                seats.swap(a, b);
                let pairing = Pairing {
                    boards: seats.chunks(2).map(|pair| Board { white: pair[0], black: pair[1] }).collect(),
                    bye: round.byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.player),
                };
                self.apply(Command::OverridePairing {
                    round: round.number,
                    pairing,
                    reason: "Property test: players swapped".into(),
                    confirm_absolute: true,
                    correct_published: true,
                });
            }
            Op::Undo => {
                let before = state(self.t());
                if self.history.undo(&mut self.doc.tournament, "Arbiter").is_some() {
                    count(&UNDONE);
                    let undone = state(self.t());
                    assert!(
                        self.history.redo(&mut self.doc.tournament, "Arbiter").is_some(),
                        "nothing to redo"
                    );
                    assert_eq!(state(self.t()), before, "undo then redo is not the identity");
                    assert!(self.history.undo(&mut self.doc.tournament, "Arbiter").is_some());
                    assert_eq!(state(self.t()), undone, "undoing again gives another state");
                }
            }
            Op::Redo => {
                self.history.redo(&mut self.doc.tournament, "Arbiter");
            }
            Op::Save => {
                self.doc.save().expect("save");
                self.saved = self.t().clone();
            }
            Op::Reload => {
                let path = self.doc.path().expect("saved document").to_path_buf();
                self.doc = StoredTournament::open(&path).expect("reload");
                self.history.clear();
                count(&RELOADED);
                assert_eq!(self.t(), &self.saved, "the reloaded tournament is not the one saved");
            }
        }
    }

    /// The invariants on the tournament as it is now.
    fn check(&self) {
        let t = self.t();
        let scoring = &t.settings.scoring;
        let mut scores: HashMap<u32, Points> = t.players.iter().map(|p| (p.tpn, Points::ZERO)).collect();
        for round in t.rounds.iter().filter(|r| r.is_paired()) {
            let mut seen: HashMap<u32, usize> = HashMap::new();
            for game in &round.games {
                let (white, black) = game_points(game.result, scoring);
                *seen.entry(game.white).or_default() += 1;
                *seen.entry(game.black).or_default() += 1;
                *scores.entry(game.white).or_default() += white;
                *scores.entry(game.black).or_default() += black;
            }
            for bye in &round.byes {
                *seen.entry(bye.player).or_default() += 1;
                *scores.entry(bye.player).or_default() += bye_points(bye.kind, scoring);
            }
            let pabs = round.byes.iter().filter(|b| b.kind == ByeKind::PairingAllocated).count();
            assert!(pabs <= 1, "round {}: {pabs} pairing-allocated byes", round.number);
            for player in &t.players {
                let times = seen.get(&player.tpn).copied().unwrap_or(0);
                let came_later = self.late.get(&player.name).is_some_and(|&paired| paired >= round.number);
                match times {
                    1 => {}
                    0 if came_later => {}
                    _ => panic!("round {}: player {} is there {times} times", round.number, player.tpn),
                }
            }
            assert!(
                seen.keys().all(|tpn| t.player(*tpn).is_some()),
                "round {}: an unknown player",
                round.number
            );
        }
        for player in &t.players {
            assert_eq!(t.points(player.tpn), scores[&player.tpn], "player {}: score ≠ results", player.tpn);
        }
    }
}

fn run(ops: &[Op]) {
    let mut session = Session::new();
    for op in ops {
        let log_before = session.t().audit.clone();
        session.step(op);
        let log = &session.t().audit;
        if !matches!(op, Op::Reload) {
            assert!(
                log.len() >= log_before.len() && log[..log_before.len()] == log_before[..],
                "{op:?} rewrote the log"
            );
        }
        session.check();
    }
}

#[test]
fn random_command_sequences_keep_the_invariants() {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(32);
    let mut runner = TestRunner::new(Config { cases, failure_persistence: None, ..Config::default() });
    let ran = AtomicUsize::new(0);
    let steps = AtomicUsize::new(0);
    let result = runner.run(&proptest::collection::vec(op(), 1..60), |ops| {
        ran.fetch_add(1, Ordering::Relaxed);
        steps.fetch_add(ops.len(), Ordering::Relaxed);
        run(&ops);
        Ok(())
    });
    let n = |c: &AtomicUsize| c.load(Ordering::Relaxed);
    eprintln!(
        "state machine: {} sequences run ({cases} cases asked), {} steps: {} rounds paired, {} commands \
         applied, {} refused, {} undo/redo checks, {} reloads",
        n(&ran),
        n(&steps),
        n(&PAIRED),
        n(&APPLIED),
        n(&REFUSED),
        n(&UNDONE),
        n(&RELOADED)
    );
    if let Err(e) = result {
        panic!("{e}");
    }
}
