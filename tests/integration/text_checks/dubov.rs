//! C.04.4.1 Dubov: [C1]–[C3] of the 2026 text; the 1997 text's 2.3/2.4
//! colour limits and its 2.5 limit on the upfloats.

use super::Tally;
use crate::common::{self, absolute_need};
use swissdesk::model::{Colour, Tournament};
use swissdesk::pairing::dubov::Dubov1997;
use swissdesk::pairing::{PairingInput, PairingSystem, PastRound, recorded_pairing, truncate_before};

/// [C1]–[C3] (2026 text).
pub fn absolute_criteria(t: &Tournament, round: u32, context: &str, _: &mut Tally) {
    common::assert_absolute_criteria(t, round, context);
}

/// 2.3 and 2.4 on a recorded round: the colours given keep every player's
/// colour difference within ±2 and never make three games of one colour
/// in a row.
fn assert_1997_colour_limits(t: &Tournament, round: u32, context: &str) {
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let player =
        |tpn: u32| input.players.iter().find(|p| p.tpn == tpn).unwrap_or_else(|| panic!("{context}"));
    for b in &recorded_pairing(t, round).boards {
        for (tpn, colour) in [(b.white, Colour::White), (b.black, Colour::Black)] {
            let mut colours: Vec<Colour> =
                player(tpn).history.iter().filter_map(|r| r.played_colour()).collect();
            colours.push(colour);
            let difference: i32 = colours.iter().map(|&c| if c == Colour::White { 1 } else { -1 }).sum();
            assert!(difference.abs() <= 2, "{context}: {tpn} gets colour difference {difference} (2.3)");
            assert!(
                !matches!(colours.as_slice(), [.., a, b, c] if a == b && b == c),
                "{context}: {tpn} gets the same colour three times running (2.4)"
            );
        }
    }
}

/// 2.5 for a pair: whether the lower-scored player (if any) went up (was
/// paired, played or forfeited, with a higher score) in the previous round
/// or three times already (events of up to nine rounds; four beyond);
/// never in the last round.
fn beyond_2_5(input: &PairingInput, a: u32, b: u32) -> bool {
    if input.round >= input.total_rounds {
        return false;
    }
    let player = |tpn: u32| input.players.iter().find(|p| p.tpn == tpn);
    let (Some(pa), Some(pb)) = (player(a), player(b)) else { return false };
    let lower = match pa.score.cmp(&pb.score) {
        std::cmp::Ordering::Less => pa,
        std::cmp::Ordering::Greater => pb,
        std::cmp::Ordering::Equal => return false,
    };
    let before = |q: &swissdesk::pairing::PlayerInput, k: usize| -> i32 {
        q.round_points[..k].iter().map(|x| x.tenths()).sum()
    };
    let went_up = |k: usize| match lower.history[k] {
        PastRound::Played { opponent, .. } | PastRound::Forfeit { opponent, .. } => {
            player(opponent).is_some_and(|o| before(o, k) > before(lower, k))
        }
        _ => false,
    };
    let ups = (0..lower.history.len()).filter(|&k| went_up(k)).count();
    let most = if input.total_rounds > 9 { 4 } else { 3 };
    (!lower.history.is_empty() && went_up(lower.history.len() - 1)) || ups >= most
}

/// The fewest pairs beyond 2.5 of any pairing of `players` within 2.1 and
/// 2.3/2.4 (every pairing tried: only for small rounds), `None` if none.
fn fewest_beyond_2_5(input: &PairingInput, players: &[u32]) -> Option<usize> {
    let Some((&first, rest)) = players.split_first() else { return Some(0) };
    let p = input.players.iter().find(|q| q.tpn == first)?;
    let mut best: Option<usize> = None;
    for (i, &other) in rest.iter().enumerate() {
        let q = input.players.iter().find(|x| x.tpn == other)?;
        let met = p.history.iter().any(|r| r.played_opponent() == Some(other));
        let clash =
            absolute_need(&p.history).is_some() && absolute_need(&p.history) == absolute_need(&q.history);
        if met || clash {
            continue;
        }
        let others: Vec<u32> = rest.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &x)| x).collect();
        if let Some(n) = fewest_beyond_2_5(input, &others) {
            let total = n + usize::from(beyond_2_5(input, first, other));
            best = Some(best.map_or(total, |b: usize| b.min(total)));
        }
    }
    best
}

/// The 1997 text: [C1]–[C3], 2.3/2.4 on the colours given, and 2.5: a
/// round breaks it for no more pairs than it must. Rounds of up to 12
/// players: every pairing (with the recorded bye) is tried here; a larger
/// round with pairs beyond 2.5 must say so in the engine's `explain` note.
pub fn limitations_1997(t: &Tournament, round: u32, context: &str, tally: &mut Tally) {
    common::assert_absolute_criteria(t, round, context);
    assert_1997_colour_limits(t, round, context);
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let pairing = recorded_pairing(t, round);
    let beyond = pairing.boards.iter().filter(|b| beyond_2_5(&input, b.white, b.black)).count();
    let paired: Vec<u32> = pairing.boards.iter().flat_map(|b| [b.white, b.black]).collect();
    if paired.len() <= 12 {
        *tally.entry("rounds of up to 12 players tried exhaustively").or_default() += 1;
        assert_eq!(Some(beyond), fewest_beyond_2_5(&input, &paired), "{context}: 2.5");
    } else if beyond > 0 {
        // Too many pairings to try: the engine's own account (its
        // `explain` note) must at least say so.
        let traced = Dubov1997.pair_traced(&input).unwrap_or_else(|e| panic!("{context}: {e}"));
        let said = traced.brackets.iter().flat_map(|r| &r.notes).any(|n| n.contains("(2.5)"));
        assert!(said, "{context}: {beyond} pairs beyond 2.5 and no word of it");
        *tally.entry("larger rounds with pairs beyond 2.5").or_default() += 1;
    }
    *tally.entry("pairs beyond 2.5 in all").or_default() += beyond;
}
