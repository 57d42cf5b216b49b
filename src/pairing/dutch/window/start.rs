//! A 2026 window's first solve from a certificate (issue 31).
//!
//! The 2026 round matcher (`edition2026`) starts with every edge a sum of
//! vertex terms, w(a, b) = B + t(a) + t(b) ([C4]/[C5], [C9] while it
//! applies), and a window rewrites only the edges between its members. So
//! when a window is set up, every edge at a player outside it is still a
//! sum of vertex terms, and each window edge weighs that sum plus an excess
//! f(a, b) (its [C6]–[C21] fields, [C9] as the bracket reads it). Marking
//! every member as changed made the matcher repair each of them, one
//! search root per member (2,914 roots, 6 s, for the single window of
//! round 1 at 3,000 players).
//!
//! The duals (doubled units, as the matcher counts weights twice) are
//! u(p) = B + 2 t(p) for a player outside and u(a) = B + 2 t(a) + y(a) for
//! a member, with y(a) >= 0 and y(a) + y(b) >= 2 f(a, b) on every window
//! edge: then outside edges are tight, a member's edge to the outside has
//! slack y(a), and every edge is feasible. The next block gets its own
//! duals first (the [C8] edges inside it all weigh about the same, so half
//! its largest excess among the next block makes most of them tight), the
//! bracket members half their largest excess inside the bracket, raised
//! where an edge to the next block needs more (2 f(a, b) − y(b)). Members
//! are paired greedily along tight edges (y(a) + y(b) = 2 f(a, b)) in rank
//! order; each member still exposed is then lowered by its least slack
//! (never below 0), which makes one of its edges tight, and paired along it
//! when the other end is still exposed. Before the next block had its own
//! tier (`hints::without_window_next_tier`), every member took half its
//! largest excess over the whole window and nearly all were left exposed:
//! 1,512 of 1,515 in round 2's second window at 3,000 players, 110 now.
//! Then the outside's previous pairs (edges unchanged, tight) and the
//! exposed members and outside players with y = 0, greedily: that is the
//! start; the search runs from it to an optimum (`Matcher::solve_from`,
//! which checks every edge's feasibility and every pair's tightness, so
//! the certificate never decides an answer, it only saves the search).
//! Which optimum among ties it ends at may differ from the repaired solve's;
//! no pairing depends on that (the settle steps fix each bracket from the
//! weights, `edition2026::start_from_vertex_terms` says why for [C9]), and
//! the tests pair rounds both ways (`hints::without_window_certificate`).
//!
//! Players already paired in an earlier bracket keep their pair (their only
//! other edge is to the bye vertex) with half its weight each; the bye
//! vertex takes the least dual that keeps its edges feasible.

use std::cmp::Ordering;

use super::{Criteria, Window, hints};
use crate::pairing::matching::{Weight, WideWeight};

/// The round matcher's edges outside every window as sums of vertex terms:
/// edge {a, b} between players weighs `base + term[a] + term[b]` (matcher
/// vertices).
pub(in crate::pairing::dutch) struct VertexTerms {
    pub base: WideWeight,
    /// One per player vertex (the bye vertex has none).
    pub term: Vec<WideWeight>,
    /// The matcher's bye vertex (`super::bye_vertex`), joined once per round.
    pub bye_vertex: Option<usize>,
}

impl VertexTerms {
    /// `base + 2 term[v]`: the dual (doubled units) that makes every
    /// vertex-term edge at `v` tight, with the same at the other end.
    pub fn dual(&self, v: usize) -> WideWeight {
        let mut u = self.base.clone();
        u += &self.term[v];
        u += &self.term[v];
        u
    }
}

impl<C: Criteria> Window<'_, '_, C> {
    /// Solves the freshly written window from the certificate above.
    /// Returns whether the matcher took it (then it holds an optimum);
    /// otherwise nothing changed and the caller solves as before.
    pub(super) fn solve_from_vertex_terms(&mut self, terms: &VertexTerms) -> bool {
        let n = self.len();
        let all = self.matcher.vertex_count();
        let vertex_dual: Vec<WideWeight> = self.vertex.iter().map(|&v| terms.dual(v)).collect();
        // The per-edge arithmetic below runs on flat limbs of one width,
        // `width`, wide enough for every dual, twice every weight and their
        // sums: a WideWeight allocated per edge value was 12% of round 8 at
        // 3,000 players (issue 31). The values are the same numbers.
        let width =
            vertex_dual.iter().map(WideWeight::limb_count).max().unwrap_or(1).max(self.matcher.width()) + 1;
        let mut u0 = vec![0u64; n * width];
        for (a, d) in vertex_dual.iter().enumerate() {
            u0[a * width..][..d.limb_count()].copy_from_slice(d.limbs());
        }
        // 2 f(a, b) = 2 w(a, b) − u0(a) − u0(b), u0 the vertex-term duals,
        // into `out` if positive (`floor` is scratch).
        let twice_excess = |w: &Self, a: usize, b: usize, floor: &mut [u64], out: &mut [u64]| -> bool {
            if !w.allowed(a, b) {
                return false;
            }
            let weight = w.matcher.weight_limbs(w.vertex[a], w.vertex[b]);
            if weight.iter().all(|&x| x == 0) {
                return false;
            }
            flat::twice(out, weight);
            flat::add(floor, &u0[a * width..][..width], &u0[b * width..][..width]);
            if flat::cmp(out, floor) != Ordering::Greater {
                return false;
            }
            flat::sub(out, floor);
            true
        };
        let (mut floor, mut f) = (vec![0u64; width], vec![0u64; width]);
        // The members' excess duals y(a) (u(a) = u0(a) + y(a), doubled
        // units): every window edge needs y(a) + y(b) >= 2 f(a, b), every
        // edge to the outside y(a) >= 0 (`excess_duals`).
        let next_block = hints::window_next_tier();
        let tier = |w: &Self, a: usize| next_block && !w.members.in_bracket(a);
        // Half the largest excess at each member, rounded up to even.
        let mut excess = vec![0u64; n * width];
        for a in 0..n {
            for b in a + 1..n {
                if tier(self, a) != tier(self, b) || !self.allowed(a, b) {
                    continue;
                }
                // An excess no larger than both ends' largest so far (zero
                // or less among them) changes neither: decided from the top
                // limbs (`flat::twice_exceeds`) without working it out, as
                // most of a window's edges repeat an excess (issue 31).
                let weight = self.matcher.weight_limbs(self.vertex[a], self.vertex[b]);
                let (ua, ub) = (&u0[a * width..][..width], &u0[b * width..][..width]);
                if !flat::twice_exceeds(weight, &[ua, ub, &excess[a * width..][..width]])
                    && !flat::twice_exceeds(weight, &[ua, ub, &excess[b * width..][..width]])
                {
                    continue;
                }
                let positive = twice_excess(self, a, b, &mut floor, &mut f);
                debug_assert!(positive, "an excess above a largest one is positive");
                for v in [a, b] {
                    let m = &mut excess[v * width..][..width];
                    if flat::cmp(m, &f) == Ordering::Less {
                        m.copy_from_slice(&f);
                    }
                }
            }
        }
        for y in excess.chunks_exact_mut(width) {
            if y[0] & 1 == 1 {
                flat::add_one(y);
            }
            flat::halve(y);
        }
        if hints::window_next_tier_broken() {
            // Tests only: the next block one below what its edges need.
            for a in 0..n {
                let y = &mut excess[a * width..][..width];
                if tier(self, a) && !flat::is_zero(y) {
                    flat::sub_one(y);
                }
            }
        }
        let mut need = vec![0u64; width];
        if next_block {
            // A bracket member's edge to the next block: y(a) >= 2 f − y(b),
            // the next block's duals being fixed first.
            for a in (0..n).filter(|&a| !tier(self, a)) {
                for b in (0..n).filter(|&b| tier(self, b)) {
                    // 2 f − y(b) > y(a) only if 2 w > u0(a) + u0(b) + y(b) +
                    // y(a), decided from the top limbs first, as above.
                    if self.allowed(a, b)
                        && flat::twice_exceeds(
                            self.matcher.weight_limbs(self.vertex[a], self.vertex[b]),
                            &[
                                &u0[a * width..][..width],
                                &u0[b * width..][..width],
                                &excess[b * width..][..width],
                                &excess[a * width..][..width],
                            ],
                        )
                        && twice_excess(self, a, b, &mut floor, &mut f)
                        && flat::cmp(&f, &excess[b * width..][..width]) == Ordering::Greater
                    {
                        need.copy_from_slice(&f);
                        flat::sub(&mut need, &excess[b * width..][..width]);
                        let y = &mut excess[a * width..][..width];
                        if flat::cmp(&need, y) == Ordering::Greater {
                            y.copy_from_slice(&need);
                        }
                    }
                }
            }
        }
        let excess_of =
            |excess: &[u64], a: usize| WideWeight::from_limbs(excess[a * width..][..width].to_vec());
        let mut duals: Vec<Option<WideWeight>> = vec![None; all];
        let mut mate: Vec<Option<usize>> = vec![None; all];
        let mut pairs = Vec::with_capacity(all / 2 + 1);
        let mut pair = |mate: &mut Vec<Option<usize>>, a: usize, b: usize| {
            mate[a] = Some(b);
            mate[b] = Some(a);
            pairs.push((a, b));
        };
        for a in 0..n {
            let mut u = vertex_dual[a].clone();
            u += &excess_of(&excess, a);
            duals[self.vertex[a]] = Some(u);
        }
        let zero = |excess: &[u64], a: usize| flat::is_zero(&excess[a * width..][..width]);
        // Members in rank order, along tight window edges.
        let mut sum = vec![0u64; width];
        for a in 0..n {
            let va = self.vertex[a];
            if zero(&excess, a) || mate[va].is_some() {
                continue;
            }
            // Tight: 2 f(a, b) = y(a) + y(b), i.e. 2 w = u0(a) + u0(b) +
            // y(a) + y(b) (then f > 0, as y(a) > 0), decided from the top
            // limbs down without working f out: most candidates differ
            // in a high limb (issue 31).
            let partner = (a + 1..n).find(|&b| {
                mate[self.vertex[b]].is_none()
                    && !zero(&excess, b)
                    && self.allowed(a, b)
                    && flat::twice_cmp(
                        self.matcher.weight_limbs(va, self.vertex[b]),
                        &[
                            &u0[a * width..][..width],
                            &u0[b * width..][..width],
                            &excess[a * width..][..width],
                            &excess[b * width..][..width],
                        ],
                    ) == Ordering::Equal
            });
            #[cfg(test)]
            {
                // The partner the full arithmetic finds (tests only).
                let plain = (a + 1..n).find(|&b| {
                    mate[self.vertex[b]].is_none()
                        && !zero(&excess, b)
                        && twice_excess(self, a, b, &mut floor, &mut f)
                        && {
                            flat::add(&mut sum, &excess[a * width..][..width], &excess[b * width..][..width]);
                            f == sum
                        }
                });
                hints::count_certificate_prefilter(plain == partner);
            }
            if let Some(b) = partner {
                pair(&mut mate, va, self.vertex[b]);
            }
        }
        // Exposed members with a positive dual, in rank order: lowered by
        // their least slack (never below zero, the slack of their edges to
        // the outside), which makes an edge tight; paired along it when its
        // other end is still exposed.
        if hints::window_next_tier() {
            let (mut least, mut gap) = (vec![0u64; width], vec![0u64; width]);
            for a in 0..n {
                let va = self.vertex[a];
                if zero(&excess, a) || mate[va].is_some() {
                    continue;
                }
                least.copy_from_slice(&excess[a * width..][..width]);
                // y(a) − least (never negative: least starts at y(a) and
                // only goes down).
                gap.fill(0);
                let mut tight_free: Option<usize> = None;
                for b in (0..n).filter(|&b| b != a) {
                    // Prefilter: slack(a, b) = y(a) + y(b) − 2 f(a, b) is
                    // above `least` exactly when 2 w < u0(a) + u0(b) + y(b)
                    // + gap; then, or when equal and it could not be taken
                    // on a tie, the edge changes nothing. Decided from the
                    // top limbs down (issue 31); the rest as before.
                    if self.allowed(a, b) {
                        let order = flat::twice_cmp(
                            self.matcher.weight_limbs(va, self.vertex[b]),
                            &[
                                &u0[a * width..][..width],
                                &u0[b * width..][..width],
                                &excess[b * width..][..width],
                                &gap,
                            ],
                        );
                        if order == Ordering::Less
                            || (order == Ordering::Equal
                                && (tight_free.is_some() || mate[self.vertex[b]].is_some()))
                        {
                            #[cfg(test)]
                            {
                                // The full arithmetic would change nothing
                                // either (tests only).
                                let changes = twice_excess(self, a, b, &mut floor, &mut f) && {
                                    flat::add(
                                        &mut sum,
                                        &excess[a * width..][..width],
                                        &excess[b * width..][..width],
                                    );
                                    flat::cmp(&sum, &f) != Ordering::Less && {
                                        flat::sub(&mut sum, &f);
                                        let order = flat::cmp(&sum, &least);
                                        order == Ordering::Less
                                            || (order == Ordering::Equal
                                                && mate[self.vertex[b]].is_none()
                                                && tight_free.is_none())
                                    }
                                };
                                hints::count_certificate_prefilter(!changes);
                            }
                            continue;
                        }
                    }
                    if !twice_excess(self, a, b, &mut floor, &mut f) {
                        continue;
                    }
                    let slack = &mut sum;
                    flat::add(slack, &excess[a * width..][..width], &excess[b * width..][..width]);
                    if flat::cmp(slack, &f) == Ordering::Less {
                        // Infeasible (only the tests' broken tier): the
                        // matcher refuses the start.
                        continue;
                    }
                    flat::sub(slack, &f);
                    let free = mate[self.vertex[b]].is_none();
                    let order = flat::cmp(slack, &least);
                    if order == Ordering::Less || (order == Ordering::Equal && free && tight_free.is_none()) {
                        tight_free = free.then_some(b);
                        least.copy_from_slice(slack);
                        gap.copy_from_slice(&excess[a * width..][..width]);
                        flat::sub(&mut gap, &least);
                    }
                }
                flat::sub(&mut excess[a * width..][..width], &least);
                let mut u = vertex_dual[a].clone();
                u += &excess_of(&excess, a);
                duals[va] = Some(u);
                if let Some(b) = tight_free {
                    pair(&mut mate, va, self.vertex[b]);
                }
            }
        }
        // The outside: its previous pairs (edges unchanged, tight), then the
        // exposed outside players and members with m = 0, greedily.
        for &o in &self.outside {
            duals[o] = Some(terms.dual(o));
        }
        let outside = self.outside.clone();
        let mut in_outside = vec![false; all];
        for &o in &outside {
            in_outside[o] = true;
        }
        for &o in &outside {
            if let Some(p) = self.matcher.mate(o)
                && in_outside[p]
                && mate[o].is_none()
                && mate[p].is_none()
            {
                pair(&mut mate, o, p);
            }
        }
        let mut free: Vec<usize> = (0..n)
            .filter(|&a| zero(&excess, a))
            .map(|a| self.vertex[a])
            .filter(|&v| mate[v].is_none())
            .collect();
        free.extend(outside.iter().copied().filter(|&o| mate[o].is_none()));
        for i in 0..free.len() {
            let a = free[i];
            if mate[a].is_some() {
                continue;
            }
            if let Some(&b) =
                free[i + 1..].iter().find(|&&b| mate[b].is_none() && self.matcher.weight(a, b).is_edge())
            {
                pair(&mut mate, a, b);
            }
        }
        // Everyone else but the bye vertex: players paired in an earlier
        // bracket keep their pair, tight at half its weight each.
        for v in 0..all {
            if duals[v].is_some() || Some(v) == terms.bye_vertex {
                continue;
            }
            let Some(m) = self.matcher.mate(v).filter(|&m| Some(m) != terms.bye_vertex && duals[m].is_none())
            else {
                return false;
            };
            let w = self.matcher.weight(v, m);
            duals[v] = Some(w.clone());
            duals[m] = Some(w);
            if mate[v].is_none() && mate[m].is_none() {
                pair(&mut mate, v, m);
            }
        }
        if let Some(d) = terms.bye_vertex {
            // u(d) = max over its edges of 2 w − u(v), tight at that v.
            let mut best: Option<(WideWeight, usize)> = None;
            for v in (0..all).filter(|&v| v != d) {
                let w = self.matcher.weight(d, v);
                if !w.is_edge() {
                    continue;
                }
                let Some(u) = &duals[v] else { return false };
                let mut need = w.clone();
                need += &w;
                if need <= *u {
                    continue;
                }
                need -= u;
                let better =
                    best.as_ref().is_none_or(|(b, _)| need > *b || (need == *b && mate[v].is_none()));
                if better {
                    best = Some((need, v));
                }
            }
            let u = match best {
                Some((need, v)) => {
                    if mate[v].is_none() {
                        pair(&mut mate, d, v);
                    }
                    need
                }
                None => WideWeight::zero(1),
            };
            duals[d] = Some(u);
        }
        let Some(duals) = duals.into_iter().collect::<Option<Vec<WideWeight>>>() else { return false };
        hints::count_window_roots(
            (0..n).filter(|&a| !zero(&excess, a) && mate[self.vertex[a]].is_none()).count(),
            (0..n).filter(|&a| mate[self.vertex[a]].is_some()).count(),
        );
        let taken = self.install(&pairs, &duals);
        hints::count_window_certificate(taken);
        taken
    }

    #[cfg(not(test))]
    fn install(&mut self, pairs: &[(usize, usize)], duals: &[WideWeight]) -> bool {
        self.matcher.solve_from(pairs, duals)
    }

    /// With the broken certificate of the tests
    /// (`hints::with_broken_window_certificate`), the greedy start is taken
    /// as the answer: no search from it.
    #[cfg(test)]
    fn install(&mut self, pairs: &[(usize, usize)], duals: &[WideWeight]) -> bool {
        if hints::window_certificate_broken() {
            self.matcher.solve_from_without_search(pairs, duals)
        } else {
            self.matcher.solve_from(pairs, duals)
        }
    }
}

/// Unsigned little-endian limbs, every operand of one length; no value
/// here leaves it (the caller's width has a spare limb above twice the
/// largest weight).
mod flat {
    use std::cmp::Ordering;

    pub fn cmp(a: &[u64], b: &[u64]) -> Ordering {
        for (x, y) in a.iter().rev().zip(b.iter().rev()) {
            if x != y {
                return x.cmp(y);
            }
        }
        Ordering::Equal
    }

    /// Whether `2 w` exceeds the sum of `terms` (each as long as the
    /// caller's width, `w` at most as long, missing limbs zero), decided
    /// from the top limb down as `matching::limbs::slack_cmp` decides: with
    /// `D_j` the difference of the parts from limb `j` up (in units of
    /// `2^(64 j)`), the parts below add strictly between `-k` and `2` units
    /// (`k` the number of terms), so `D_j >= k` proves "exceeds" and
    /// `D_j <= -2` proves "does not"; in between one more limb is taken, and
    /// `D_0` is exact. With `k <= 4`, `|D_j| <= 4` before a shift: no
    /// overflow of the `i128`.
    #[inline(always)]
    pub fn twice_exceeds<const K: usize>(w: &[u64], terms: &[&[u64]; K]) -> bool {
        twice_cmp(w, terms) == Ordering::Greater
    }

    /// `2 w` against the sum of `terms`, decided as [`twice_exceeds`]
    /// decides "exceeds": `D_j >= k` proves greater, `D_j <= -2` less, and
    /// a run of limbs where both sides agree (`D_j == 0`) is walked limb by
    /// limb down to the first that differs, or to the end (equal).
    ///
    /// Inlined, with the number of terms a constant: called once per window
    /// edge and member in the certificate's passes, as a function taking a
    /// slice of terms it was 7.8% of round 5 at 3,000 players (callgrind,
    /// issue 31), its call and its loop over the terms most of that.
    #[inline(always)]
    pub fn twice_cmp<const K: usize>(w: &[u64], terms: &[&[u64]; K]) -> Ordering {
        const { assert!(K >= 1 && K <= 4, "twice_cmp takes one to four terms") };
        let k = K as i128;
        let len = terms[0].len();
        let terms: [&[u64]; K] = terms.map(|t| &t[..len]);
        let term = |j: usize| -> i128 {
            let mut d = (w.get(j).copied().unwrap_or(0) as i128) << 1;
            for t in &terms {
                d -= t[j] as i128;
            }
            d
        };
        let mut j = len - 1;
        let mut d = term(j);
        while d == 0 {
            if j == 0 {
                return Ordering::Equal;
            }
            j -= 1;
            d = term(j);
        }
        loop {
            if j == 0 {
                return d.cmp(&0);
            }
            if d >= k {
                return Ordering::Greater;
            }
            if d <= -2 {
                return Ordering::Less;
            }
            j -= 1;
            d = (d << 64) + term(j);
        }
    }

    pub fn is_zero(a: &[u64]) -> bool {
        a.iter().all(|&x| x == 0)
    }

    /// `out = a + b`.
    pub fn add(out: &mut [u64], a: &[u64], b: &[u64]) {
        let mut carry = false;
        for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
            let (s, c1) = x.overflowing_add(y);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            *o = s;
            carry = c1 | c2;
        }
        debug_assert!(!carry, "the certificate's width overflows");
    }

    /// `a -= b`; requires `a >= b`.
    pub fn sub(a: &mut [u64], b: &[u64]) {
        let mut borrow = false;
        for (x, &y) in a.iter_mut().zip(b) {
            let (s, b1) = x.overflowing_sub(y);
            let (s, b2) = s.overflowing_sub(u64::from(borrow));
            *x = s;
            borrow = b1 | b2;
        }
        debug_assert!(!borrow, "the certificate's value goes below zero");
    }

    /// `out = 2 w`, `w` at most as long as `out` (missing limbs zero).
    pub fn twice(out: &mut [u64], w: &[u64]) {
        let mut carry = 0u64;
        for (i, o) in out.iter_mut().enumerate() {
            let x = w.get(i).copied().unwrap_or(0);
            *o = x << 1 | carry;
            carry = x >> 63;
        }
        debug_assert_eq!(carry, 0, "the certificate's width overflows");
    }

    /// `a /= 2` (rounding down).
    pub fn halve(a: &mut [u64]) {
        let mut carry = 0u64;
        for x in a.iter_mut().rev() {
            let next = *x & 1;
            *x = *x >> 1 | carry << 63;
            carry = next;
        }
    }

    pub fn add_one(a: &mut [u64]) {
        for x in a.iter_mut() {
            let (s, c) = x.overflowing_add(1);
            *x = s;
            if !c {
                return;
            }
        }
        debug_assert!(false, "the certificate's width overflows");
    }

    pub fn sub_one(a: &mut [u64]) {
        for x in a.iter_mut() {
            let (s, b) = x.overflowing_sub(1);
            *x = s;
            if !b {
                return;
            }
        }
        debug_assert!(false, "the certificate's value goes below zero");
    }
}

#[cfg(test)]
mod tests {
    use std::cmp::Ordering;

    use super::flat;

    /// Calls `$f(w, terms)` with as many terms as the slice `terms` holds
    /// (one to four: the number is a constant of the function).
    macro_rules! with_term_count {
        ($f:path, $w:expr, $terms:expr) => {
            match *$terms {
                [a] => $f($w, &[a]),
                [a, b] => $f($w, &[a, b]),
                [a, b, c] => $f($w, &[a, b, c]),
                [a, b, c, d] => $f($w, &[a, b, c, d]),
                _ => unreachable!("one to four terms"),
            }
        };
    }

    /// `flat::twice_cmp` with as many terms as `terms` holds.
    fn twice_cmp(w: &[u64], terms: &[&[u64]]) -> Ordering {
        with_term_count!(flat::twice_cmp, w, terms)
    }

    /// `flat::twice_exceeds` the same way.
    fn twice_exceeds(w: &[u64], terms: &[&[u64]]) -> bool {
        with_term_count!(flat::twice_exceeds, w, terms)
    }

    /// `flat::twice_exceeds` and `flat::twice_cmp` against exact `u128`
    /// arithmetic (all three outcomes of the comparison): one to four
    /// terms sharing a random high part with `2 w` (so the decision often
    /// needs the low limb), sums equal to `2 w` or a few units off, values
    /// a limb or more apart, and `w` one limb shorter than the terms when
    /// its high limb is zero.
    #[test]
    fn twice_exceeds_matches_u128() {
        let mut s = 0x5eed_0f0d_dc0f_feeeu64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let split = |v: u128| [v as u64, (v >> 64) as u64];
        let (mut greater, mut equal, mut less) = (0, 0, 0);
        for case in 0..200_000u64 {
            let k = 1 + (case % 4) as usize;
            // Terms below 2^122, so their sum and 2 w fit.
            let high = ((next() as u128) << 56) & (u128::MAX >> 8);
            let low = |x: u64| -> u128 {
                match case % 3 {
                    0 => x as u128 % 8,
                    1 => x as u128,
                    _ => (x as u128) << (x % 60),
                }
            };
            let terms: Vec<u128> = (0..k).map(|_| (high / k as u128).saturating_sub(low(next()))).collect();
            let sum: u128 = terms.iter().sum();
            let twice = match case % 5 {
                0 => sum,
                1 => sum + next() as u128 % 4,
                2 => sum.saturating_sub(next() as u128 % 4),
                3 => high + low(next()),
                _ => low(next()),
            };
            let w = twice / 2;
            let limbs: Vec<[u64; 2]> = terms.iter().map(|&t| split(t)).collect();
            let refs: Vec<&[u64]> = limbs.iter().map(|t| &t[..]).collect();
            let w_limbs = split(w);
            let w_slice: &[u64] = if w_limbs[1] == 0 && case % 2 == 0 { &w_limbs[..1] } else { &w_limbs };
            let expect = 2 * w > sum;
            assert_eq!(twice_exceeds(w_slice, &refs), expect, "w={w} terms={terms:?}");
            assert_eq!(twice_cmp(w_slice, &refs), (2 * w).cmp(&sum), "cmp: w={w} terms={terms:?}");
            // Shifted up a limb, under a limb where 2 w and the sum agree:
            // the difference right below that equal run must still be read.
            let p = next() >> 2;
            let shift = |v: u128, top: u64| [0, v as u64, (v >> 64) as u64, top];
            let shifted: Vec<[u64; 4]> =
                terms.iter().enumerate().map(|(i, &t)| shift(t, if i == 0 { 2 * p } else { 0 })).collect();
            let refs: Vec<&[u64]> = shifted.iter().map(|t| &t[..]).collect();
            assert_eq!(twice_exceeds(&shift(w, p), &refs), expect, "shifted: w={w} terms={terms:?} p={p}");
            assert_eq!(
                twice_cmp(&shift(w, p), &refs),
                (2 * w).cmp(&sum),
                "shifted cmp: w={w} terms={terms:?} p={p}"
            );
            greater += usize::from(expect);
            equal += usize::from(2 * w == sum);
            less += usize::from(2 * w < sum);
        }
        assert!(
            greater > 10_000 && equal > 10_000 && less > 10_000,
            "cases: {greater} greater, {equal} equal, {less} less"
        );
    }
}
