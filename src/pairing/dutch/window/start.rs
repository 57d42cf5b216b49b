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
        // 2 f(a, b) = 2 w(a, b) − u0(a) − u0(b), u0 the vertex-term duals.
        let twice_excess = |w: &Self, a: usize, b: usize| -> Option<WideWeight> {
            if !w.allowed(a, b) {
                return None;
            }
            let weight = w.matcher.weight(w.vertex[a], w.vertex[b]);
            if !weight.is_edge() {
                return None;
            }
            let mut twice = weight.clone();
            twice += &weight;
            let mut floor = vertex_dual[a].clone();
            floor += &vertex_dual[b];
            (twice > floor).then(|| {
                twice -= &floor;
                twice
            })
        };
        // The members' excess duals y(a) (u(a) = u0(a) + y(a), doubled
        // units): every window edge needs y(a) + y(b) >= 2 f(a, b), every
        // edge to the outside y(a) >= 0 (`excess_duals`).
        let next_block = hints::window_next_tier();
        let tier = |w: &Self, a: usize| next_block && !w.members.in_bracket(a);
        let mut half_most: Vec<Option<WideWeight>> = vec![None; n];
        for a in 0..n {
            for b in a + 1..n {
                if tier(self, a) != tier(self, b) {
                    continue;
                }
                if let Some(f) = twice_excess(self, a, b) {
                    for v in [a, b] {
                        if half_most[v].as_ref().is_none_or(|m| *m < f) {
                            half_most[v] = Some(f.clone());
                        }
                    }
                }
            }
        }
        let mut excess: Vec<WideWeight> = half_most
            .into_iter()
            .map(|m| {
                m.map_or(WideWeight::zero(1), |mut half| {
                    if half.limbs()[0] & 1 == 1 {
                        half.add_small(1);
                    }
                    halve(&mut half);
                    half
                })
            })
            .collect();
        if hints::window_next_tier_broken() {
            // Tests only: the next block one below what its edges need.
            for (a, y) in excess.iter_mut().enumerate() {
                if tier(self, a) && !y.is_zero() {
                    y.sub_small(1);
                }
            }
        }
        if next_block {
            // A bracket member's edge to the next block: y(a) >= 2 f − y(b),
            // the next block's duals being fixed first.
            for a in (0..n).filter(|&a| !tier(self, a)) {
                for b in (0..n).filter(|&b| tier(self, b)) {
                    if let Some(f) = twice_excess(self, a, b)
                        && f > excess[b]
                    {
                        let mut need = f;
                        need -= &excess[b];
                        if need > excess[a] {
                            excess[a] = need;
                        }
                    }
                }
            }
        }
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
            u += &excess[a];
            duals[self.vertex[a]] = Some(u);
        }
        // Members in rank order, along tight window edges.
        for a in 0..n {
            let va = self.vertex[a];
            if excess[a].is_zero() || mate[va].is_some() {
                continue;
            }
            let partner = (a + 1..n).find(|&b| {
                mate[self.vertex[b]].is_none()
                    && !excess[b].is_zero()
                    && twice_excess(self, a, b).is_some_and(|f| {
                        let mut sum = excess[a].clone();
                        sum += &excess[b];
                        f == sum
                    })
            });
            if let Some(b) = partner {
                pair(&mut mate, va, self.vertex[b]);
            }
        }
        // Exposed members with a positive dual, in rank order: lowered by
        // their least slack (never below zero, the slack of their edges to
        // the outside), which makes an edge tight; paired along it when its
        // other end is still exposed.
        if hints::window_next_tier() {
            for a in 0..n {
                let va = self.vertex[a];
                if excess[a].is_zero() || mate[va].is_some() {
                    continue;
                }
                let mut least = excess[a].clone();
                let mut tight_free: Option<usize> = None;
                for b in (0..n).filter(|&b| b != a) {
                    let Some(f) = twice_excess(self, a, b) else { continue };
                    let mut slack = excess[a].clone();
                    slack += &excess[b];
                    if slack < f {
                        // Infeasible (only the tests' broken tier): the
                        // matcher refuses the start.
                        continue;
                    }
                    slack -= &f;
                    let free = mate[self.vertex[b]].is_none();
                    if slack < least || (slack == least && free && tight_free.is_none()) {
                        tight_free = free.then_some(b);
                        least = slack;
                    }
                }
                excess[a] -= &least;
                let mut u = vertex_dual[a].clone();
                u += &excess[a];
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
            .filter(|&a| excess[a].is_zero())
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
            (0..n).filter(|&a| !excess[a].is_zero() && mate[self.vertex[a]].is_none()).count(),
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

/// `x /= 2` (rounding down).
fn halve(x: &mut WideWeight) {
    let limbs = x.limbs().to_vec();
    let mut out = vec![0u64; limbs.len()];
    for i in 0..limbs.len() {
        let high = limbs.get(i + 1).map_or(0, |&h| h << 63);
        out[i] = limbs[i] >> 1 | high;
    }
    *x = WideWeight::from_limbs(out);
}
