//! The settle steps' warm-start hints (`window::hints`, `matching::hint`)
//! save searches but must never change a pairing: every round of generated
//! events is paired with hints and without, in all three editions, and the
//! two pairings must be the same. The events are small with many rounds
//! (most pairs already played, so rematches shape every bracket and colour
//! histories clash) and larger with fewer rounds (big score groups, where
//! the hints matter most).

use super::super::window::hints;
use super::super::{Dutch2012, Dutch2017, Dutch2026};
use crate::generator;
use crate::pairing::{PairingSystem, input_for_round, same_pairing};

/// Pairs every round of a generated event both ways; returns the number of
/// rounds compared.
fn compare(system: &dyn PairingSystem, players: u32, rounds: u32, seed: u64) -> usize {
    let t = generator::generate(system, players, rounds, seed)
        .unwrap_or_else(|e| panic!("{} players, seed {seed}: {e}", players));
    let mut compared = 0;
    for round in 1..=t.rounds_paired() {
        let input = input_for_round(&t, round).unwrap_or_else(|e| panic!("round {round}: {e}"));
        let hinted = system.pair(&input);
        let plain = hints::without(|| system.pair(&input));
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
        compared += 1;
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
