//! Baku acceleration (C.04.7) pairs by the same system's rules: what every
//! system shares still holds.

use super::Tally;
use swissdesk::model::{ByeKind, Tournament};

/// Nobody gets a second pairing-allocated bye (C.04.1 4): the PAB of
/// `round` goes to a player who had none in the rounds before.
pub fn no_second_pab(t: &Tournament, round: u32, context: &str, _: &mut Tally) {
    let had_pab = |tpn: u32| {
        t.rounds
            .iter()
            .filter(|r| r.number < round)
            .any(|r| r.byes.iter().any(|b| b.player == tpn && b.kind == ByeKind::PairingAllocated))
    };
    if let Some(r) = t.round(round) {
        for bye in r.byes.iter().filter(|b| b.kind == ByeKind::PairingAllocated) {
            assert!(!had_pab(bye.player), "{context}: a second PAB for {}", bye.player);
        }
    }
}
