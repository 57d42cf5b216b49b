//! The Burstein engine beyond the corpus: generated tournaments re-check,
//! and no round breaks the absolute criteria or the colour limits, checked
//! here from the recorded games without the engine's own code.

mod common;

use swissdesk::pairing::burstein::Burstein;
use swissdesk::pairing::{PairingInput, recorded_pairing, truncate_before};

#[test]
fn generated_tournaments_keep_the_absolute_criteria_and_re_pair_the_same() {
    // [C1]–[C3] (2.1), and the colours given: no colour difference beyond
    // ±2 and no colour three times running. [C3] keeps two players who
    // must have one colour apart, and 5.2.2/5.2.3 give every such player
    // that colour, so neither limit may ever break.
    let rounds = common::for_each_generated_round(&Burstein, 200, 35, |t, round, context| {
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
    println!("200 generated tournaments (Burstein), {rounds} rounds checked");
    assert!(rounds >= 600, "only {rounds} rounds generated");
}
