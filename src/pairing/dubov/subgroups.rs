//! 2026 3.2.3 – 3.2.6: a bracket (residents and upfloaters, already chosen)
//! split into White seekers (G1) and Black seekers (G2), re-composed by
//! shifting players between them (3.2.4, shifters sorted by 4.3), and
//! paired S1 against the first legal transposition of G2 (3.2.6, 4.4).
//!
//! Every "first set that can yield a legal pairing" is found by deciding
//! the candidates one by one in their sequence order, each with one
//! perfect-matching test ("can the bracket still be paired if this one is
//! in / out?"): the first set in the 4.1.3 order is the one that takes
//! every candidate it can, in order, so a test per candidate finds it.
//! Polynomial: at most one matching per candidate.

use super::facts::{DubovFacts, middle_out};
use crate::model::Colour;
use crate::pairing::context::Context;
use crate::pairing::matching::Matcher;

/// How a bracket was paired, for the pairing and for `explain`.
#[derive(Clone, Debug, Default)]
pub struct SubgroupPairing {
    /// 3.2.3: the White seekers (or the first half by TPN when nobody in
    /// the bracket has played yet).
    pub g1_initial: Vec<usize>,
    /// Shifted by 3.2.4.1 (from the smaller subgroup to the other).
    pub shifted_unavoidable: Vec<usize>,
    /// Shifted by 3.2.4.2 (from the larger subgroup to the smaller).
    pub shifted_to_equalise: Vec<usize>,
    /// 3.2.5: G1 sorted by ARO, then TPN.
    pub s1: Vec<usize>,
    /// 3.2.6: the chosen transposition of G2; `s1[i]` meets `t2[i]`.
    pub t2: Vec<usize>,
}

/// A perfect matching of `players` over the edges `weight` gives (`None`:
/// no edge), of maximum total weight: the mate of every player by
/// position, or `None` when some player stays unpaired.
pub(super) fn best_perfect(
    players: &[usize],
    weight: impl Fn(usize, usize) -> Option<i64>,
) -> Option<(Vec<usize>, i64)> {
    let n = players.len();
    let mut matcher: Matcher<i64> = Matcher::new(n);
    for i in 0..n {
        for j in i + 1..n {
            if let Some(w) = weight(players[i], players[j]) {
                matcher.set_weight(i, j, w);
            }
        }
    }
    matcher.solve();
    let mut mate = Vec::with_capacity(n);
    for i in 0..n {
        mate.push(matcher.mate(i)?);
    }
    let total = matcher.pairs().map(|(i, j)| matcher.weight(i, j)).sum();
    Some((mate, total))
}

/// The candidates in `pool` (already in sequence order) a first set of
/// `size` takes, given `feasible(chosen, excluded)`: may a set contain all
/// of `chosen` and none of `excluded`?
fn first_set(pool: &[usize], size: usize, feasible: impl Fn(&[usize], &[usize]) -> bool) -> Vec<usize> {
    let mut chosen = Vec::with_capacity(size);
    let mut excluded = Vec::new();
    for &candidate in pool {
        if chosen.len() == size {
            break;
        }
        chosen.push(candidate);
        if !feasible(&chosen, &excluded) {
            chosen.pop();
            excluded.push(candidate);
        }
    }
    chosen
}

/// Pairs a bracket by 3.2.3 – 3.2.6. `None` when the bracket has no legal
/// pairing at all (the caller chose it so that it has one).
pub fn pair_subgroups(ctx: &Context<'_>, facts: &DubovFacts, bracket: &[usize]) -> Option<SubgroupPairing> {
    let tpn = |p: usize| ctx.input.players[p].tpn;
    let aro_then_tpn = |p: &usize| (facts.aro[*p], tpn(*p));
    // 3.2.3: G1 holds the White seekers, unless nobody in the bracket has
    // played yet: then the first half by TPN.
    let (g1, g2): (Vec<usize>, Vec<usize>) = if bracket.iter().all(|&p| facts.no_games[p]) {
        let mut by_tpn = bracket.to_vec();
        by_tpn.sort_by_key(|&p| tpn(p));
        let half = by_tpn.len() / 2;
        (by_tpn[..half].to_vec(), by_tpn[half..].to_vec())
    } else {
        bracket.iter().partition(|&&p| DubovFacts::wants(ctx, p) == Colour::White)
    };
    // 3.2.4.1 works on the smaller subgroup, G1 when the sizes are equal.
    let a_is_g1 = g1.len() <= g2.len();
    let (a, b) = if a_is_g1 { (&g1, &g2) } else { (&g2, &g1) };
    let mut in_a = vec![false; ctx.input.players.len()];
    for &p in a {
        in_a[p] = true;
    }
    // 4.3.2: White seekers by ARO then TPN, Black seekers by TPN; 4.3.3:
    // sequence numbers from the middle out.
    let shifters = |group: &[usize], is_g1: bool| {
        let mut sorted = group.to_vec();
        if is_g1 {
            sorted.sort_by_key(aro_then_tpn);
        } else {
            sorted.sort_by_key(|&p| tpn(p));
        }
        middle_out(&sorted)
    };

    // 3.2.4.1: how many pairs inside A no legal pairing can avoid. A
    // maximum-weight matching whose every edge outweighs all the bonuses
    // is perfect first, then has the fewest A–A pairs.
    let base = bracket.len() as i64 + 1;
    let (_, total) = best_perfect(bracket, |x, y| {
        ctx.compatible(x, y).then_some(base + i64::from(!(in_a[x] && in_a[y])))
    })?;
    let pairs = bracket.len() as i64 / 2;
    let forced_a_pairs = (pairs * (base + 1) - total) as usize;
    // The first set X of that many A players, one from each forced A–A
    // pair, that still yields such a pairing (and, by the count, the best
    // [C7]: every pair between A and B grants both preferences).
    let x = if forced_a_pairs == 0 {
        Vec::new()
    } else {
        first_set(&shifters(a, a_is_g1), forced_a_pairs, |chosen, excluded| {
            let chosen_or = |p: usize| chosen.contains(&p);
            let excluded_or = |p: usize| excluded.contains(&p);
            best_perfect(bracket, |x, y| {
                if !ctx.compatible(x, y) {
                    return None;
                }
                match (in_a[x], in_a[y]) {
                    // An A–A pair: one of its players is shifted.
                    (true, true) if (chosen_or(x) && chosen_or(y)) || (excluded_or(x) && excluded_or(y)) => {
                        None
                    }
                    (true, true) => Some(base),
                    // A shifted player must face an A player.
                    (true, false) if chosen_or(x) => None,
                    (false, true) if chosen_or(y) => None,
                    _ => Some(base + 1),
                }
            })
            .is_some_and(|(_, t)| t == total)
        })
    };
    let mut shifted = vec![false; ctx.input.players.len()];
    for &p in &x {
        shifted[p] = true;
    }
    // 3.2.4.2: equalise by shifting players of B (not those 3.2.4.1 just
    // shifted there: moving them back would undo it; a choice the text
    // leaves open) into the smaller subgroup. Every pair of the result
    // grants both preferences except the A–A and B–B pairs the sizes
    // force, so any legal pairing of it is best for [C7].
    let a_left = a.len() - x.len();
    let b_now = b.len() + x.len();
    let y_size = (b_now - a_left) / 2;
    let y = first_set(&shifters(b, !a_is_g1), y_size, |chosen, excluded| {
        best_perfect(bracket, |p, q| {
            if !ctx.compatible(p, q) {
                return None;
            }
            let side = |v: usize| (in_a[v], shifted[v]);
            let ok = match (side(p), side(q)) {
                // A stays with A only through a shifted player of 3.2.4.1.
                ((true, false), (true, true)) | ((true, true), (true, false)) => true,
                ((true, _), (true, _)) => false,
                // A player shifted into B pairs with an A player only.
                ((true, true), _) | (_, (true, true)) => false,
                // A (not shifted) meets B: that B player is not shifted.
                ((true, false), (false, _)) => !chosen.contains(&q),
                ((false, _), (true, false)) => !chosen.contains(&p),
                // B meets B: exactly one of them is shifted.
                _ => {
                    let both_in = chosen.contains(&p) && chosen.contains(&q);
                    let both_out = excluded.contains(&p) && excluded.contains(&q);
                    !both_in && !both_out
                }
            };
            ok.then_some(1)
        })
        .is_some()
    });
    for &p in &y {
        shifted[p] = true;
    }
    // The final subgroups: A without X with Y, B without Y with X.
    let a_side: Vec<usize> = bracket.iter().copied().filter(|&p| in_a[p] != shifted[p]).collect();
    let b_side: Vec<usize> = bracket.iter().copied().filter(|&p| in_a[p] == shifted[p]).collect();
    let (mut s1, mut g2) = if a_is_g1 { (a_side, b_side) } else { (b_side, a_side) };
    // 3.2.5: S1 by ARO, then TPN; 4.4.2: G2 by TPN.
    s1.sort_by_key(aro_then_tpn);
    g2.sort_by_key(|&p| tpn(p));
    let t2 = first_transposition(ctx, &s1, &g2)?;
    Some(SubgroupPairing { g1_initial: g1, shifted_unavoidable: x, shifted_to_equalise: y, s1, t2 })
}

/// 3.2.6 with 4.4: the first transposition of `g2` (sets ordered by TPN,
/// compared at their first differing position) such that `s1[i]` meets
/// its `i`-th player legally for every `i`. Position by position, the
/// first G2 player that leaves the rest with a perfect matching; a kept
/// perfect matching of the rest is repaired by one augmenting path per
/// try, so each try costs O(edges).
pub fn first_transposition(ctx: &Context<'_>, s1: &[usize], g2: &[usize]) -> Option<Vec<usize>> {
    let h = s1.len();
    if g2.len() != h {
        return None;
    }
    let edge: Vec<Vec<bool>> =
        s1.iter().map(|&a| g2.iter().map(|&b| ctx.compatible(a, b)).collect()).collect();
    // mate_of_s[i] = position in g2; mate_of_t[j] = position in s1.
    let mut mate_of_s = vec![usize::MAX; h];
    let mut mate_of_t = vec![usize::MAX; h];
    for i in 0..h {
        let mut seen = vec![false; h];
        if !augment(&edge, i, &mut mate_of_s, &mut mate_of_t, &mut seen, &[]) {
            return None;
        }
    }
    let mut fixed_s = vec![false; h];
    let mut fixed_t = vec![false; h];
    let mut t2 = Vec::with_capacity(h);
    for i in 0..h {
        let mut found = false;
        for j in 0..h {
            if fixed_t[j] || !edge[i][j] {
                continue;
            }
            if mate_of_s[i] == j {
                found = true;
            } else {
                // Fix i–j; the partner of j and the player i left need
                // each other or an alternating path between them.
                let (old_t, old_s) = (mate_of_s[i], mate_of_t[j]);
                let (save_s, save_t) = (mate_of_s.clone(), mate_of_t.clone());
                mate_of_s[i] = j;
                mate_of_t[j] = i;
                mate_of_s[old_s] = usize::MAX;
                mate_of_t[old_t] = usize::MAX;
                fixed_s[i] = true;
                fixed_t[j] = true;
                let blocked: Vec<bool> = fixed_t.clone();
                let mut seen = blocked;
                let ok =
                    augment_from(&edge, old_s, old_t, &mut mate_of_s, &mut mate_of_t, &mut seen, &fixed_s);
                fixed_s[i] = false;
                fixed_t[j] = false;
                if ok {
                    found = true;
                } else {
                    mate_of_s = save_s;
                    mate_of_t = save_t;
                }
            }
            if found {
                fixed_s[i] = true;
                fixed_t[j] = true;
                t2.push(g2[j]);
                break;
            }
        }
        if !found {
            return None;
        }
    }
    Some(t2)
}

/// Kuhn's augmenting path from S position `i` (`seen` marks T positions
/// already visited or not to be used).
fn augment(
    edge: &[Vec<bool>],
    i: usize,
    mate_of_s: &mut [usize],
    mate_of_t: &mut [usize],
    seen: &mut [bool],
    fixed_s: &[bool],
) -> bool {
    for j in 0..edge[i].len() {
        if !edge[i][j] || seen[j] {
            continue;
        }
        seen[j] = true;
        let other = mate_of_t[j];
        if other == usize::MAX
            || (!fixed_s.get(other).copied().unwrap_or(false)
                && augment(edge, other, mate_of_s, mate_of_t, seen, fixed_s))
        {
            mate_of_s[i] = j;
            mate_of_t[j] = i;
            return true;
        }
    }
    false
}

/// An augmenting path from the free S position `from` that ends at the
/// free T position `to` (the only free one left among the unfixed).
fn augment_from(
    edge: &[Vec<bool>],
    from: usize,
    to: usize,
    mate_of_s: &mut [usize],
    mate_of_t: &mut [usize],
    seen: &mut [bool],
    fixed_s: &[bool],
) -> bool {
    debug_assert_eq!(mate_of_t[to], usize::MAX);
    augment(edge, from, mate_of_s, mate_of_t, seen, fixed_s)
}
