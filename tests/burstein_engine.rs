//! The Burstein engine beyond the corpus, both editions (`burstein`, the
//! reference engine's, and `burstein2026`, the 2026 text's): generated
//! tournaments re-check, and no round breaks the absolute criteria or the
//! colour limits, checked here from the recorded games without the
//! engine's own code.

mod common;

use swissdesk::pairing::PairingSystem;
use swissdesk::pairing::burstein::{Burstein, Burstein2026};
use swissdesk::pairing::{PairingInput, recorded_pairing, truncate_before};

/// 200 generated events of `system`: every round keeps [C1]–[C3] (2.1)
/// and the colours given: no colour difference beyond ±2 and no colour
/// three times running. [C3] keeps two players who must have one colour
/// apart, and 5.2.2/5.2.3 give every such player that colour, so neither
/// limit may ever break. Returns the rounds checked.
fn generated_rounds_keep_the_absolute_criteria(system: &dyn PairingSystem) -> usize {
    let rounds = common::for_each_generated_round(system, 200, 35, |t, round, context| {
        common::assert_absolute_criteria(t, round, context);
        let input = PairingInput::from_tournament(&truncate_before(t, round), round);
        let history = |tpn: u32| {
            let p = input.players.iter().find(|p| p.tpn == tpn);
            &p.unwrap_or_else(|| panic!("{context}: no player {tpn}")).history
        };
        for b in &recorded_pairing(t, round).boards {
            use swissdesk::model::Colour;
            common::assert_colour_limits(history(b.white), Colour::White, &format!("{context}: {}", b.white));
            common::assert_colour_limits(history(b.black), Colour::Black, &format!("{context}: {}", b.black));
        }
    });
    println!("200 generated tournaments ({}), {rounds} rounds checked", system.id());
    assert!(rounds >= 600, "only {rounds} rounds generated");
    rounds
}

#[test]
fn generated_tournaments_keep_the_absolute_criteria_and_re_pair_the_same() {
    generated_rounds_keep_the_absolute_criteria(&Burstein);
}

#[test]
fn generated_2026_tournaments_keep_the_absolute_criteria_and_re_pair_the_same() {
    generated_rounds_keep_the_absolute_criteria(&Burstein2026);
}
