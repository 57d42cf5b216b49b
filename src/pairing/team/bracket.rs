//! 3.6: the pairing of a bracket, as one maximum-weight matching.
//!
//! 3.6.4 takes the first pairing, in the order of the identifiers of
//! 3.6.2, "that also complies with [C1], [C8], [C9] and [C10]"; read as the
//! reference reads it (R5), the bracket's pairing minimises, in this
//! order: [C8] the pairs whose two teams prefer the same colour (one of them
//! is then refused, whatever article 4 does, R13); [C9] (Type B) the pairs
//! whose two teams both have a strong preference for the same colour; [C10]
//! the upfloaters' opponents that floated in the previous round (R11); then
//! the identifier. Each adds up over the pairs:
//!
//! * 3.6.1: in each pair the team with the smaller TPN is the top member.
//!   The identifier lists the top members in ascending order first, so the
//!   first identifier has the top members whose sorted list is smallest:
//!   one digit per bracket position (TPN order), set when the team there is
//!   a top member, the smallest TPN the most significant.
//! * Then the bottom members in the order of their top members: one digit
//!   per position again, holding, for the pair whose top member sits there,
//!   how far from the end of the bracket its bottom member is (so the
//!   smallest bottom member gives the largest digit).

use super::round::TeamRound;
use super::{ColourPreferences, facts::Strength};
use crate::pairing::error::PairingError;
use crate::pairing::matching::{LayoutBuilder, Matcher};

/// Pairs the bracket `members` (team indices, ascending, i.e. in TPN order)
/// whose residents have the pairing score `score`. Pairs are (top, bottom).
pub(super) fn pair_bracket(
    round: &TeamRound<'_>,
    score: i32,
    members: &[usize],
) -> Result<Vec<(usize, usize)>, PairingError> {
    let n = members.len();
    let mut b = LayoutBuilder::new();
    let complete = b.field(1);
    let c8 = b.field(1);
    let c9 = b.field(1);
    let c10 = b.field(2);
    let top = b.digits(n, 1);
    let bottom = b.digits(n, n as u64);
    let layout = b.build(n as u64 / 2);
    let type_b = round.rules.preferences == ColourPreferences::TypeB;
    let mut matcher = Matcher::with_weight_bits(n, layout.bits() as usize);
    for u in 0..n {
        for v in u + 1..n {
            let (a, z) = (&round.teams[members[u]], &round.teams[members[v]]);
            if !round.compatible(members[u], members[v]) {
                continue;
            }
            let mut c = vec![0i64; layout.len()];
            c[complete] = 1;
            let same_colour = match (a.preference, z.preference) {
                (Some(pa), Some(pz)) if pa.colour == pz.colour => Some((pa, pz)),
                _ => None,
            };
            // [C8]: one of the two is refused its colour.
            c[c8] = i64::from(same_colour.is_none());
            // [C9]: Type B, and the one refused has a strong preference too
            // (4.3.4 grants a strong preference over a mild one).
            let strong_refused = same_colour
                .is_some_and(|(pa, pz)| pa.strength == Strength::Strong && pz.strength == Strength::Strong);
            c[c9] = i64::from(!(type_b && strong_refused));
            // [C10]: each upfloater of the pair whose opponent floated.
            let mut floated_opponents = 0;
            if round.floats_count {
                for (team, opponent) in [(a, z), (z, a)] {
                    if team.score < score && opponent.floated {
                        floated_opponents += 1;
                    }
                }
            }
            c[c10] = 2 - floated_opponents;
            // 3.6.1–3.6.3: u is the top member (smaller TPN), v the bottom.
            c[top.at(u)] = 1;
            c[bottom.at(u)] = (n - v) as i64;
            matcher.set_weight(u, v, layout.pack(&c));
        }
    }
    matcher.solve();
    let pairs: Vec<(usize, usize)> = matcher.pairs().map(|(u, v)| (members[u], members[v])).collect();
    if pairs.len() * 2 != n {
        // Cannot happen after 3.5 (the bracket's set was chosen pairable);
        // 3.3.3 if it did.
        return Err(PairingError::NoValidPairing { round: round.input.round });
    }
    Ok(pairs)
}
