//! Board order of imported rounds. A TRF file has no board numbers: its
//! games are written in each player's line. The reader finds them in
//! pairing-number order; they are put in the order the rules prescribe
//! (C.04.2 till 2026, D.9; General Handling Rules 2026, 3.6): by the score of
//! the higher-ranked player of the pair, then the sum of both scores (higher
//! first), then the pairing number of the higher-ranked player (smaller
//! first). Scores are those before the round, with acceleration points
//! where the event has them (C.04.7 1.5).

use crate::model::{Points, Side, Tournament};
use std::cmp::Reverse;
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
            real + acceleration(t, tpn, round.number)
        };
        round.games.sort_by_cached_key(|g| {
            let (w, b) = (score(g.white), score(g.black));
            // The higher-ranked player: the higher score, then the smaller number.
            let (high, high_tpn) =
                if (Reverse(w), g.white) < (Reverse(b), g.black) { (w, g.white) } else { (b, g.black) };
            (Reverse(high), Reverse(w + b), high_tpn)
        });
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

/// The virtual points `tpn` is given in `round`, if the event has any.
fn acceleration(t: &Tournament, tpn: u32, round: u32) -> Points {
    t.accelerations
        .iter()
        .find(|a| a.player == tpn)
        .and_then(|a| a.points.get((round as usize).checked_sub(1)?).copied())
        .unwrap_or(Points::ZERO)
}
