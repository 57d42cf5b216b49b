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
mod order2012;
mod quality;
mod relax2012;
mod rules2012;

use super::{Dutch2017, Dutch2026};
use crate::pairing::Pairing;
use crate::pairing::testing::Event;

/// The next round of `event` under the 2017 rules.
fn pair_2017(event: &Event) -> Pairing {
    event.pair(&Dutch2017)
}

/// The next round of `event` under the 2026 rules.
fn pair_2026(event: &Event) -> Pairing {
    event.pair(&Dutch2026)
}
