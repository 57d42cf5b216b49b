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
//! The duals (doubled units, as the matcher counts weights twice)
//! u(p) = B + 2 t(p) for a player outside, and u(a) = B + 2 t(a) + m(a) for
//! a member, m(a) the largest excess of a's window edges (0 if none or all
//! below the vertex terms), are feasible for every edge: outside edges are
//! tight, a member's edge to the outside has slack m(a) >= 0, and a window
//! edge has slack m(a) + m(b) − 2 f(a, b) >= 0. A window edge is tight when
//! f(a, b) = m(a) = m(b); an edge from a member to the outside when
//! m(a) = 0. A greedy matching along those edges (members first in rank
//! order, then the outside players' previous pairs, then the rest) is the
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
        // m(a), doubled: the largest 2 f over a's window edges.
        let mut most: Vec<Option<WideWeight>> = vec![None; n];
        for a in 0..n {
            for b in a + 1..n {
                if let Some(f) = twice_excess(self, a, b) {
                    for v in [a, b] {
                        if most[v].as_ref().is_none_or(|m| *m < f) {
                            most[v] = Some(f.clone());
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
            // u(a) = u0(a) + m(a): m is even (2 f with both u0 of one parity).
            let mut u = vertex_dual[a].clone();
            if let Some(m) = &most[a] {
                let mut half = m.clone();
                if half.limbs()[0] & 1 == 1 {
                    half.add_small(1);
                }
                halve(&mut half);
                u += &half;
            }
            duals[self.vertex[a]] = Some(u);
        }
        // Members in rank order, along tight window edges (m equal at both
        // ends and equal to the edge's excess).
        for a in 0..n {
            let (va, Some(ma)) = (self.vertex[a], most[a].clone()) else { continue };
            if mate[va].is_some() {
                continue;
            }
            let partner = (a + 1..n).find(|&b| {
                mate[self.vertex[b]].is_none()
                    && most[b].as_ref() == Some(&ma)
                    && twice_excess(self, a, b).is_some_and(|f| f == ma)
            });
            if let Some(b) = partner {
                pair(&mut mate, va, self.vertex[b]);
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
            .filter(|&a| most[a].is_none())
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
