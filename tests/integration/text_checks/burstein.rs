//! C.04.4.2 Burstein (both editions): [C1]–[C3] (2.1) and the colour limits.

use super::Tally;
use crate::common;
use swissdesk::model::{Colour, Tournament};
use swissdesk::pairing::{PairingInput, recorded_pairing, truncate_before};

/// Every round keeps [C1]–[C3] (2.1) and the colours given: no colour
/// difference beyond ±2 and no colour three times running. [C3] keeps two
/// players who must have one colour apart, and 5.2.2/5.2.3 give every such
/// player that colour, so neither limit may ever break.
pub fn absolute_criteria_and_colour_limits(t: &Tournament, round: u32, context: &str, _: &mut Tally) {
    common::assert_absolute_criteria(t, round, context);
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let history = |tpn: u32| {
        let p = input.players.iter().find(|p| p.tpn == tpn);
        &p.unwrap_or_else(|| panic!("{context}: no player {tpn}")).history
    };
    for b in &recorded_pairing(t, round).boards {
        common::assert_colour_limits(history(b.white), Colour::White, &format!("{context}: {}", b.white));
        common::assert_colour_limits(history(b.black), Colour::Black, &format!("{context}: {}", b.black));
    }
}
