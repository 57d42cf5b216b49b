//! The proposal-file reader of `check --proposal` and the checker behind it,
//! on arbitrary pairing files against a fixed 30-player tournament after
//! three rounds (unknown players, doubles, byes to anyone must be findings
//! or errors, never a panic).
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::LazyLock;
use swissdesk::model::PairingSystem;
use swissdesk::pairing::{Pairing, PairingInput, checker};

static INPUTS: LazyLock<Vec<(PairingSystem, PairingInput)>> = LazyLock::new(|| {
    [PairingSystem::Dutch2017, PairingSystem::Dutch2026]
        .into_iter()
        .filter_map(|system| {
            let mut t = swissdesk::generator::generate(system, 30, 4, 7).ok()?;
            // The generated file has four rounds; the proposal is for round 4.
            t.rounds.retain(|r| r.number < 4);
            let round = PairingInput::next_round(&t);
            swissdesk::commands::prepare_round(&mut t, round);
            Some((system, PairingInput::from_tournament(&t, round)))
        })
        .collect()
});

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(proposal) = Pairing::from_engine_text(text) else {
        return;
    };
    // What was read is what `pair` would write back.
    assert_eq!(Pairing::from_engine_text(&proposal.to_engine_text()).ok().as_ref(), Some(&proposal));
    for (system, input) in INPUTS.iter() {
        let _ = checker::check(*system, input, &proposal);
    }
});
