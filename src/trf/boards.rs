//! Board order of imported rounds. A TRF file has no board numbers: its
//! games are written in each player's line. The reader finds them in
//! pairing-number order; they are put in the order the rules prescribe
//! ([`crate::model::board_key`]), with the scores before each round kept up
//! to date round by round (one pass, however many rounds).

use crate::model::{Points, Side, Tournament, board_key};
use std::collections::HashMap;

/// Puts the games of every round of `t` in board order.
pub(super) fn order_imported_boards(t: &mut Tournament) {
    let scoring = t.settings.scoring;
    // Real points before the round being ordered, kept up to date round by round.
    let mut before: HashMap<u32, Points> = HashMap::new();
    let mut rounds = std::mem::take(&mut t.rounds);
    rounds.sort_by_key(|r| r.number);
    for round in &mut rounds {
        let score = |tpn: u32| {
            let real = before.get(&tpn).copied().unwrap_or(Points::ZERO);
            real + t.acceleration_points(tpn, round.number)
        };
        round.games.sort_by_cached_key(|g| board_key(score(g.white), g.white, score(g.black), g.black));
        for g in &round.games {
            *before.entry(g.white).or_default() += g.result.points_for(Side::White, &scoring);
            *before.entry(g.black).or_default() += g.result.points_for(Side::Black, &scoring);
        }
        for b in &round.byes {
            *before.entry(b.player).or_default() += b.kind.points(&scoring);
        }
    }
    t.rounds = rounds;
}
