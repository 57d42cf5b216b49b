//! Hand-made cases, one per article of the two Dutch texts: small events
//! built round by round ([`crate::pairing::testing`]), the round after them
//! paired, and the result compared with what the article requires. Every
//! expected pairing is worked out from the rule text in the test's comment,
//! never taken from the engine.
//!
//! Conventions of the comments: players are named by pairing number; "W B"
//! are the colours of a player's games in order; scores are points
//! (standard 1 / ½ / 0); S1, S2, MDP, PSD, BSN are the texts' terms.

mod colours;
mod completion;
mod criteria2012;
mod floats;
mod hints;
mod order2012;
mod quality;
mod relax2012;
mod rules2012;

use super::{Dutch2017, Dutch2026};
use crate::pairing::output::Pairing;
use crate::pairing::testing::{Event, full_bye, half_bye, zero_bye};

/// The next round of `event` under the 2017 rules.
fn pair_2017(event: &Event) -> Pairing {
    event.pair(&Dutch2017)
}

/// The next round of `event` under the 2026 rules.
fn pair_2026(event: &Event) -> Pairing {
    event.pair(&Dutch2026)
}

/// Seven players whose scores come from byes: 1 has 1½ (a full-point bye,
/// then a half-point one), 2 has 1, 3, 4 and 5 have ½, 6 and 7 nothing
/// (zero-point byes only). The arbiter forbids 1-2, 1-4, 1-5, 2-4 and 2-5,
/// so 1 and 2 both come down to the ½ bracket, where each can meet only 3.
/// Round 3. Shared by a 2017/2026 case (C.6 / [C7]) and a 2012 case
/// (C.14.b.2 with D.3), which derive its pairing each by their own text.
fn two_moved_down_players_who_can_meet_only_3() -> Event {
    Event::new(7)
        .round(&[full_bye(1), full_bye(2), half_bye(3), half_bye(4), half_bye(5), zero_bye(6), zero_bye(7)])
        .round(&[half_bye(1), zero_bye(2), zero_bye(3), zero_bye(4), zero_bye(5), zero_bye(6), zero_bye(7)])
        .forbid(1, 2)
        .forbid(1, 4)
        .forbid(1, 5)
        .forbid(2, 4)
        .forbid(2, 5)
}
