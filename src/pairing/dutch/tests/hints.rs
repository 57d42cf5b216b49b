//! The settle steps' warm-start hints (`window::hints`, `matching::hint`)
//! save searches but must never change a pairing: every round of generated
//! events is paired with hints and without, in all three editions, and the
//! two pairings must be the same. The events are small with many rounds
//! (most pairs already played, so rematches shape every bracket and colour
//! histories clash) and larger with fewer rounds (big score groups, where
//! the hints matter most).
//!
//! The bye vertex of odd matchers (`window::bye_vertex`) is compared on its
//! own: the same rounds with every shortcut, and with every shortcut but it,
//! on events whose fields are odd in most rounds.

use super::super::window::hints;
use super::super::{Dutch2012, Dutch2017, Dutch2026};
use crate::generator;
use crate::pairing::{PairingSystem, input_for_round, same_pairing};

/// What the pairing with every shortcut is compared with.
#[derive(Clone, Copy)]
enum Plain {
    /// No shortcut at all: the full solves.
    NoShortcut,
    /// Every shortcut but the bye vertex.
    NoByeVertex,
}

/// Rounds compared, and how many of them had an odd number to pair.
struct Compared {
    rounds: usize,
    odd: usize,
}

/// Pairs every round of a generated event both ways; returns the number of
/// rounds compared.
fn compare(system: &dyn PairingSystem, players: u32, rounds: u32, seed: u64) -> usize {
    compare_with(Plain::NoShortcut, system, players, rounds, seed).rounds
}

fn compare_with(
    plain_kind: Plain,
    system: &dyn PairingSystem,
    players: u32,
    rounds: u32,
    seed: u64,
) -> Compared {
    let t = generator::generate(system, players, rounds, seed)
        .unwrap_or_else(|e| panic!("{} players, seed {seed}: {e}", players));
    let mut compared = Compared { rounds: 0, odd: 0 };
    for round in 1..=t.rounds_paired() {
        let input = input_for_round(&t, round).unwrap_or_else(|e| panic!("round {round}: {e}"));
        let hinted = system.pair(&input);
        let plain = match plain_kind {
            Plain::NoShortcut => hints::without(|| system.pair(&input)),
            Plain::NoByeVertex => hints::without_bye_vertex(|| system.pair(&input)),
        };
        match (&hinted, &plain) {
            (Ok(a), Ok(b)) => assert!(
                same_pairing(a, b),
                "{} {players} players seed {seed} round {round}: hinted {a:?}\nplain {b:?}",
                system.id()
            ),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            _ => {
                panic!("{} {players} players seed {seed} round {round}: {hinted:?} vs {plain:?}", system.id())
            }
        }
        compared.rounds += 1;
        compared.odd += input.players.iter().filter(|p| p.to_pair).count() % 2;
    }
    compared
}

fn compare_many(system: &dyn PairingSystem) {
    let mut rounds = 0;
    // Rematch-heavy: 9–15 players over up to 11 rounds.
    for seed in 0..12 {
        rounds += compare(system, 9 + (seed as u32 % 7), 11, seed);
    }
    // Big score groups.
    for (players, seed) in [(60, 1), (121, 2), (200, 3)] {
        rounds += compare(system, players, 5, seed);
    }
    assert!(rounds > 100, "only {rounds} rounds compared");
}

#[test]
fn hints_never_change_a_2017_pairing() {
    compare_many(&Dutch2017);
}

#[test]
fn hints_never_change_a_2026_pairing() {
    compare_many(&Dutch2026);
}

#[test]
fn hints_never_change_a_2012_pairing() {
    compare_many(&Dutch2012);
}

/// The bye vertex against the same solves without it, on odd fields: small
/// events over many rounds (rematches and colour histories shape every
/// bracket, and the PAB goes down the score groups) and big ones (round 1
/// is one score group of up to 301 players, the case it is there for).
fn compare_bye_vertex(system: &dyn PairingSystem) {
    let mut total = Compared { rounds: 0, odd: 0 };
    let events = (0..10).map(|seed| (9 + 2 * (seed as u32 % 4), 11, seed)).chain([
        (61, 6, 4),
        (121, 4, 5),
        (301, 2, 6),
    ]);
    for (players, rounds, seed) in events {
        let c = compare_with(Plain::NoByeVertex, system, players, rounds, seed);
        total.rounds += c.rounds;
        total.odd += c.odd;
    }
    assert!(total.odd > 60, "only {} of {} rounds had an odd field", total.odd, total.rounds);
}

#[test]
fn the_bye_vertex_never_changes_a_2017_pairing() {
    compare_bye_vertex(&Dutch2017);
}

#[test]
fn the_bye_vertex_never_changes_a_2026_pairing() {
    compare_bye_vertex(&Dutch2026);
}

#[test]
fn the_bye_vertex_never_changes_a_2012_pairing() {
    compare_bye_vertex(&Dutch2012);
}
