//! From a file to a pairing: an imported TRF paired next round by every
//! pairing system, the command line's way (`pair`) and the app's way
//! (`commands::pair_next_round`). Whatever an engine returns must be a
//! pairing of the players to pair: each exactly once, at most one bye.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::collections::HashSet;
use swissdesk::model::PairingSystem;
use swissdesk::pairing::{self, PairingInput};
use swissdesk::{commands, trf};

/// Every system a tournament can name; those without an engine must refuse
/// politely.
const SYSTEMS: [PairingSystem; 6] = [
    PairingSystem::Dutch2017,
    PairingSystem::Dutch2026,
    PairingSystem::Burstein,
    PairingSystem::Dubov,
    PairingSystem::Dutch2012,
    PairingSystem::Rating1998,
];

/// Keeps one execution fast: the engines are polynomial, but libFuzzer
/// should spend its time on odd shapes, not on big ones.
const MAX_PLAYERS: usize = 80;
const MAX_ROUNDS: usize = 24;

fuzz_target!(|data: &[u8]| {
    let Ok(import) = trf::parse_bytes(data, "fuzz.trf") else {
        return;
    };
    let t = import.tournament;
    if t.players.len() > MAX_PLAYERS || t.rounds.len() > MAX_ROUNDS {
        return;
    }
    let round = PairingInput::next_round(&t);
    let mut draft = t.clone();
    commands::prepare_round(&mut draft, round);
    let input = PairingInput::from_tournament(&draft, round);
    for system in SYSTEMS {
        if let Ok(pairing) = pairing::pair(system, &input) {
            let to_pair: HashSet<u32> = input.players.iter().filter(|p| p.to_pair).map(|p| p.tpn).collect();
            let mut seen = HashSet::new();
            for board in &pairing.boards {
                assert!(seen.insert(board.white) && seen.insert(board.black), "a player paired twice");
            }
            if let Some(bye) = pairing.bye {
                assert!(seen.insert(bye), "the bye also plays");
            }
            assert_eq!(seen, to_pair, "not every player to pair is paired exactly once");
        }
        let mut app = t.clone();
        app.settings.pairing_system = system;
        let _ = commands::pair_next_round(&mut app, "fuzz");
    }
});
