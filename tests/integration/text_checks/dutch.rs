//! C.04.3 (2017 and 2026): C.1 / [C1] and C.2 / [C2].

use super::Tally;
use std::collections::HashSet;
use swissdesk::model::{ByeKind, Tournament};
use swissdesk::pairing::{PairingInput, PastRound, recorded_pairing, truncate_before};

/// C.1 and C.2 on a recorded round: nobody on two boards, no rematch of a
/// played game, no second PAB and no PAB after a forfeit win, and exactly
/// the players to pair are paired.
pub fn c1_c2(t: &Tournament, round: u32, context: &str, _: &mut Tally) {
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let pairing = recorded_pairing(t, round);
    let mut seen = HashSet::new();
    for b in &pairing.boards {
        assert!(seen.insert(b.white) && seen.insert(b.black), "{context}: a player on two boards");
        let white = input.players.iter().find(|p| p.tpn == b.white).unwrap_or_else(|| panic!("{context}"));
        assert!(
            !white.history.iter().any(|r| r.played_opponent() == Some(b.black)),
            "{context}: {} and {} meet again (C.1)",
            b.white,
            b.black
        );
    }
    if let Some(bye) = pairing.bye {
        assert!(seen.insert(bye), "{context}: the bye player also plays");
        let p = input.players.iter().find(|p| p.tpn == bye).unwrap_or_else(|| panic!("{context}"));
        let had = p.history.iter().any(|r| {
            matches!(r, PastRound::Bye(ByeKind::PairingAllocated) | PastRound::Forfeit { won: true, .. })
        });
        assert!(!had, "{context}: {bye} gets a second PAB or a PAB after a forfeit win (C.2)");
    }
    let to_pair: HashSet<u32> = input.players.iter().filter(|p| p.to_pair).map(|p| p.tpn).collect();
    assert_eq!(seen, to_pair, "{context}: not exactly the players to pair were paired");
}
