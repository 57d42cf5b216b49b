//! 2026 3.2.1 – 3.2.2: the upfloaters of a bracket. The fewest ([C5]),
//! from the highest scores ([C6]), then best for colours ([C7]) and the
//! upfloat limits ([C8]–[C10]), and among equally good sets the first in
//! the 4.2 order.
//!
//! One maximum-weight matching over the residents and every player below
//! them: its edges carry [C5]–[C10] as fields of one wide weight, most
//! important first ([`LayoutBuilder`]), and a "this is a pair" field above
//! them all, so the matching pairs everyone it can: the players below must
//! still all be pairable ([C4]), so the rest of the round can be completed
//! whatever the bracket takes. The optimum fixes how good the bracket can
//! be; the first set of upfloaters reaching it is then found candidate by
//! candidate in 4.2 order, each forced in (no pairs below for it) and
//! kept if the optimum holds, else forced out.

use super::facts::{DubovFacts, max_upfloats};
use crate::pairing::context::Context;
use crate::pairing::matching::{Digits, Layout, LayoutBuilder, Matcher, WideWeight};

/// The fields of an edge weight, most important first.
struct Fields {
    /// 1 for every legal pair: the matching pairs everyone it can ([C4]).
    pair: usize,
    /// [C5]: 1 unless the pair brings an upfloater in.
    not_upfloat: usize,
    /// [C6]: one digit per score below the residents, the lowest score
    /// (largest difference) first; 1 unless the pair's upfloater has it.
    score_difference: Digits,
    /// [C7]: 1 unless both players of a bracket pair want the same colour.
    colours: usize,
    /// [C8]: 1 unless the upfloater is a maximum upfloater.
    not_max_upfloater: usize,
    /// [C9]: the most upfloats anyone can have, minus the upfloats of a
    /// maximum upfloater brought up.
    max_upfloater_times: usize,
    /// [C10]: 1 unless the upfloater upfloated in the previous round.
    not_upfloated_last: usize,
    layout: Layout,
}

/// The upfloaters for the bracket of `residents` from `below` (both in
/// pairing order, the players below by descending score then TPN: the
/// 4.2.2 sequence). `None` when no legal pairing of the residents leaves
/// the players below completable.
pub fn choose_upfloaters(
    ctx: &Context<'_>,
    facts: &DubovFacts,
    residents: &[usize],
    below: &[usize],
) -> Option<Vec<usize>> {
    let input = ctx.input;
    let last_round = input.round >= input.total_rounds;
    let max_t = max_upfloats(input.total_rounds);
    let most_upfloats = i64::from(input.round);
    // [C8]–[C10] "unless it is the last round".
    let is_max = |p: usize| !last_round && facts.upfloats[p] >= max_t;
    let upfloated_last = |p: usize| !last_round && facts.upfloated_last[p];

    let mut levels: Vec<i32> = below.iter().map(|&p| ctx.score[p]).collect();
    levels.sort_unstable();
    levels.dedup();
    let mut builder = LayoutBuilder::new();
    let pair = builder.field(1);
    let not_upfloat = builder.field(1);
    let score_difference = builder.digits(levels.len(), 1);
    let colours = builder.field(1);
    let not_max_upfloater = builder.field(1);
    let max_upfloater_times = builder.field(most_upfloats as u64);
    let not_upfloated_last = builder.field(1);
    let players: Vec<usize> = residents.iter().chain(below).copied().collect();
    let n = players.len();
    let layout = builder.build(n as u64 / 2 + 1);
    let fields = Fields {
        pair,
        not_upfloat,
        score_difference,
        colours,
        not_max_upfloater,
        max_upfloater_times,
        not_upfloated_last,
        layout,
    };
    let resident_count = residents.len();
    let is_resident = |v: usize| v < resident_count;
    let same_colour = |a: usize, b: usize| DubovFacts::wants(ctx, a) == DubovFacts::wants(ctx, b);
    let weight = |u: usize, v: usize| -> Option<WideWeight> {
        let (a, b) = (players[u], players[v]);
        if !ctx.compatible(a, b) {
            return None;
        }
        let mut values = vec![1i64; fields.layout.len()];
        values[fields.pair] = 1;
        values[fields.max_upfloater_times] = most_upfloats;
        match (is_resident(u), is_resident(v)) {
            (true, true) => values[fields.colours] = i64::from(!same_colour(a, b)),
            (false, false) => {}
            (resident_side, _) => {
                let (resident, up) = if resident_side { (a, b) } else { (b, a) };
                values[fields.not_upfloat] = 0;
                let level = levels.binary_search(&ctx.score[up]).unwrap_or(0);
                values[fields.score_difference.at(level)] = 0;
                values[fields.colours] = i64::from(!same_colour(resident, up));
                if is_max(up) {
                    values[fields.not_max_upfloater] = 0;
                    // [C9] "the number of times a maximum upfloater is
                    // upfloated": read as the upfloats they already
                    // have, summed over the maximum upfloaters chosen
                    // (the one more of this round is the same for all).
                    values[fields.max_upfloater_times] = most_upfloats - i64::from(facts.upfloats[up]);
                }
                values[fields.not_upfloated_last] = i64::from(!upfloated_last(up));
            }
        }
        Some(fields.layout.pack(&values))
    };
    let mut matcher: Matcher<WideWeight> = Matcher::with_weight_bits(n, fields.layout.bits() as usize);
    for u in 0..n {
        for v in u + 1..n {
            if let Some(w) = weight(u, v) {
                matcher.set_weight(u, v, w);
            }
        }
    }
    matcher.solve();
    if (0..n).any(|v| matcher.mate(v).is_none()) {
        return None;
    }
    let best = matcher.total_weight();
    let upfloater_count =
        (0..resident_count).filter(|&r| matcher.mate(r).is_some_and(|m| !is_resident(m))).count();
    let mut chosen = Vec::with_capacity(upfloater_count);
    let zero = WideWeight::zero(1);
    // Whether the matcher's matching is optimal for the constraints so far
    // (not after a failed test).
    let mut current = true;
    let mut forced_in = vec![false; n];
    for c in resident_count..n {
        if chosen.len() == upfloater_count {
            break;
        }
        // Forced in: no pairs below for it. When the matching at hand
        // already brings it up, the optimum holds without a solve.
        let already_up = current && matcher.mate(c).is_some_and(is_resident);
        for v in resident_count..n {
            if v != c {
                matcher.set_weight(c, v, zero.clone());
            }
        }
        let holds = already_up || {
            matcher.solve();
            (0..n).all(|v| matcher.mate(v).is_some()) && matcher.total_weight() == best
        };
        current = holds;
        if holds {
            chosen.push(players[c]);
            forced_in[c] = true;
        } else {
            // Forced out: its pairs below back (not with those forced in),
            // none with the residents.
            for (v, &up) in forced_in.iter().enumerate().skip(resident_count) {
                if v != c
                    && !up
                    && let Some(w) = weight(c, v)
                {
                    matcher.set_weight(c, v, w);
                }
            }
            for r in 0..resident_count {
                matcher.set_weight(c, r, zero.clone());
            }
        }
    }
    Some(chosen)
}
