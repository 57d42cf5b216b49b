//! Random events paired by the engine, then checked by re-pairing every
//! round from the rounds before it: `generate --dutch --baku` must pass
//! `check --dutch --baku` (the acceleration table stripped and computed
//! again), for 200 small events; nobody gets a second pairing-allocated
//! bye (C.04.1 4).

use std::collections::HashSet;
use swissdesk::model::{ByeKind, Tournament};
use swissdesk::pairing::baku::{BakuEdition, accelerations};
use swissdesk::pairing::dutch::Dutch2017;
use swissdesk::pairing::{PairingInput, PairingSystem, recorded_pairing, same_pairing, truncate_before};

/// Every round of `t` (read back from its TRF text, as `check` reads a
/// file) re-paired equals the recorded round; no second PAB.
fn check(t: &Tournament, system: &dyn PairingSystem, label: &str) {
    let text = swissdesk::trf::write(t);
    let t = &swissdesk::trf::parse(&text, "generated.trf").unwrap_or_else(|e| panic!("{label}: {e}"));
    let mut had_bye = HashSet::new();
    for round in 1..=t.rounds_paired() {
        let before = truncate_before(t, round);
        let input = PairingInput::from_tournament(&before, round);
        let got = system.pair(&input).unwrap_or_else(|e| panic!("{label} round {round}: {e}"));
        assert!(same_pairing(&got, &recorded_pairing(t, round)), "{label} round {round} differs");
        if let Some(r) = t.round(round) {
            for bye in r.byes.iter().filter(|b| b.kind == ByeKind::PairingAllocated) {
                assert!(
                    had_bye.insert(bye.player),
                    "{label}: a second PAB for {} in round {round}",
                    bye.player
                );
            }
        }
    }
}

#[test]
fn generated_baku_events_pass_check_with_the_table_computed_again() {
    for seed in 0..200u64 {
        let players = 8 + (seed % 23) as u32;
        let rounds = 5 + (seed % 5) as u32;
        let generated = swissdesk::generator::generate_accelerated(&Dutch2017, players, rounds, seed)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(!generated.accelerations.is_empty(), "seed {seed}: no acceleration table");
        // `check --dutch --baku`: the file's table stripped and computed again
        // from the event, which must give the table the app kept (C.04.7).
        let mut t = generated.clone();
        t.accelerations.clear();
        t.accelerations = accelerations(&t, BakuEdition::Text2017).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.accelerations, generated.accelerations, "seed {seed}: the table computed again differs");
        check(&t, &Dutch2017, &format!("baku seed {seed} ({players} players, {rounds} rounds)"));
    }
}
