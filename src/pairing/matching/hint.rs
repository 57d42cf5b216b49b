//! Hinted re-weighting: a warm start for changes that touch many vertices
//! in a structured way.
//!
//! The plain warm start (`warm.rs`) repairs each vertex named as modified on
//! its own: it shifts that vertex's dual, or takes the vertex out of the
//! matching. When most vertices change at once it gives up and solves from
//! scratch, which on the Dutch engine's degenerate graphs (hundreds of
//! vertices with equal weights up to the lowest fields) costs up to O(n³)
//! with many restarted stages.
//!
//! Often the caller knows more. When a change adds to edge `{a, b}` an
//! amount `δ_ab` for which some vertex potential `p` satisfies
//! `p_a + p_b >= δ_ab` everywhere, with equality on the edges a good new
//! optimum uses, then raising every dual `u_v` by `2 p_v` (duals count
//! weights twice) keeps every edge feasible and every such edge tight: the
//! previous optimum is nearly optimal again. So the caller sets the new
//! weights with [`Core::set_edge_hinted`] (nothing is marked as modified)
//! and raises duals with [`Core::raise_dual`]; the next solve then only
//! checks the optimality conditions at the vertices touched:
//!
//! * a touched vertex inside a blossom is marked modified (the plain warm
//!   start handles it: blossom-cycle edges must stay tight);
//! * a touched vertex with an edge that became infeasible is marked
//!   modified (its dual is shifted or reset until every edge is feasible);
//! * a matched edge at a touched vertex that is no longer tight (or no
//!   longer there) is unmatched: both ends become exposed;
//! * exposed vertices with a positive dual are then matched greedily along
//!   tight edges to other exposed vertices, in vertex order, and those left
//!   become the roots of the search.
//!
//! Nothing here trusts the hint: whatever the potential, the conditions are
//! checked edge by edge and every violation is repaired, so the solve ends
//! at a maximum-weight matching. A good hint only makes that cheap (no
//! search at all when the re-matched optimum is already optimal); a poor
//! one costs a larger search. Cost: O(n) per touched vertex for the checks,
//! plus O(n) per freed vertex for the greedy pass.

use std::cmp::Ordering;

use super::limbs;
use super::{Core, NONE, at, at_mut, wt};

impl Core {
    /// Stores edge `{a, b}` (or removes it) without marking either end as
    /// modified; both ends are checked by the next solve instead.
    pub(super) fn set_edge_hinted(&mut self, a: usize, b: usize, limbs: Option<&[u64]>) {
        if self.set_edge(a, b, limbs) {
            self.touch(a);
            self.touch(b);
        }
    }

    /// Adds `2 p` (`p` in weight units, as limbs of the current width) to the
    /// dual of `v`, as a hint for the next solve. Without a solution to warm
    /// up (or if the raise would leave the range the width guarantees) the
    /// vertex is only touched or marked modified.
    pub(super) fn raise_dual(&mut self, v: usize, p: &[u64]) {
        if !self.state_valid || limbs::is_zero(p) {
            return;
        }
        self.touch(v);
        let l = self.l;
        let mut raised = std::mem::take(&mut self.tmp2);
        raised.copy_from_slice(at(&self.dual, v, l));
        limbs::add(&mut raised, p);
        limbs::add(&mut raised, p);
        // Every dual the algorithm keeps stays below 2^(max_bits + 3) (the
        // width's headroom); a raised dual of at most 2^(max_bits + 2) keeps
        // sums of two duals in range. Larger raises are left to the plain
        // warm start.
        if raised_fits(&raised, self.max_bits) {
            at_mut(&mut self.dual, v, l).copy_from_slice(&raised);
        } else {
            self.mark_dirty(v);
        }
        self.tmp2 = raised;
    }

    pub(super) fn touch(&mut self, v: usize) {
        if self.state_valid && !self.touched[v] {
            self.touched[v] = true;
            self.touched_list.push(v);
        }
    }

    /// Forgets the touched vertices (a cold solve checks everything).
    pub(super) fn clear_touched(&mut self) {
        for &v in &self.touched_list {
            self.touched[v] = false;
        }
        self.touched_list.clear();
    }

    /// Checks the optimality conditions at every touched vertex and repairs
    /// what a hint cannot (see the module documentation). Returns whether
    /// any exposed vertex was left with a positive dual, so that stages must
    /// run.
    pub(super) fn repair_touched(&mut self) -> bool {
        let (l, cap, words) = (self.l, self.cap, self.words);
        let mut list = std::mem::take(&mut self.touched_list);
        list.sort_unstable();
        let mut freed = std::mem::take(&mut self.rescan);
        freed.clear();
        let mut scratch = std::mem::take(&mut self.tmp);
        for &v in &list {
            self.touched[v] = false;
            if self.dirty[v] {
                continue;
            }
            if self.inblossom[v] != v {
                self.mark_dirty(v);
                continue;
            }
            // `v` is a vertex of its own, so no blossom dual counts on its
            // edges: the slack of `{v, w}` is `u_v + u_w - 2 w_vw`.
            let mut infeasible = false;
            'row: for wi in 0..words {
                let mut bits = self.adj[v * words + wi];
                while bits != 0 {
                    let w = wi << 6 | bits.trailing_zeros() as usize;
                    bits &= bits.wrapping_sub(1);
                    if !feasible(at(&self.dual, v, l), at(&self.dual, w, l), wt(&self.wts, cap, l, v, w)) {
                        infeasible = true;
                        break 'row;
                    }
                }
            }
            if infeasible {
                self.mark_dirty(v);
                continue;
            }
            let m = self.mate[v];
            if m != NONE
                && !(self.has_edge(v, m)
                    && limbs::slack(&mut scratch, at(&self.dual, v, l), at(&self.dual, m, l), self.wt(v, m)))
            {
                // `m` is the base of its top blossom (the only vertex of a
                // blossom matched outside it), which may be exposed.
                self.mate[v] = NONE;
                self.mate[m] = NONE;
                freed.push(v);
                freed.push(m);
            } else if m == NONE && !limbs::is_zero(at(&self.dual, v, l)) {
                freed.push(v);
            }
        }
        list.clear();
        self.touched_list = list;

        // Greedy pass: an exposed vertex with a positive dual takes the first
        // exposed vertex it has a tight edge to (vertex order, so a caller's
        // ranking decides among equally good partners).
        freed.sort_unstable();
        freed.dedup();
        let mut roots = false;
        for &v in &freed {
            if self.mate[v] != NONE || self.dirty[v] || limbs::is_zero(at(&self.dual, v, l)) {
                continue;
            }
            let top = self.top(v);
            let mut found = NONE;
            'scan: for wi in 0..words {
                let mut bits = self.adj[v * words + wi];
                while bits != 0 {
                    let w = wi << 6 | bits.trailing_zeros() as usize;
                    bits &= bits.wrapping_sub(1);
                    if self.mate[w] != NONE || self.dirty[w] || self.top(w) == top {
                        continue;
                    }
                    // Exposed vertices are the bases of their top blossoms,
                    // so `v` and `w` share none: the slack has no blossom term.
                    if limbs::slack(
                        &mut scratch,
                        at(&self.dual, v, l),
                        at(&self.dual, w, l),
                        wt(&self.wts, cap, l, v, w),
                    ) {
                        found = w;
                        break 'scan;
                    }
                }
            }
            if found != NONE {
                self.mate[v] = found;
                self.mate[found] = v;
            } else {
                roots = true;
            }
        }
        self.rescan = freed;
        self.tmp = scratch;
        if roots {
            self.fix_root_parity();
        }
        roots
    }

    /// Stage roots (exposed vertices with a positive dual) must share one
    /// parity: an exposed vertex with an odd dual is taken out of its
    /// blossoms (which adds their duals to its own) and, if still odd, raised
    /// by one (which keeps every edge feasible).
    pub(super) fn fix_root_parity(&mut self) {
        for v in 0..self.n {
            if self.mate[v] == NONE && limbs::is_odd(at(&self.dual, v, self.l)) {
                self.dissolve_around(v);
                let d = at_mut(&mut self.dual, v, self.l);
                if limbs::is_odd(d) {
                    limbs::increment(d);
                }
            }
        }
    }
}

impl Core {
    /// Whether vertex `v` lies in no blossom (it is its own top-level node).
    pub(super) fn is_trivial(&self, v: usize) -> bool {
        self.inblossom[v] == v && self.parent[v] == NONE
    }

    /// Whether the present edge `{a, b}` between two vertices of no blossom
    /// is tight: `u_a + u_b = 2 w`.
    pub(super) fn tight_outside_blossoms(&mut self, a: usize, b: usize) -> bool {
        if !self.has_edge(a, b) || !self.is_trivial(a) || !self.is_trivial(b) {
            return false;
        }
        let l = self.l;
        let mut out = std::mem::take(&mut self.tmp);
        let zero = limbs::slack(
            &mut out,
            at(&self.dual, a, l),
            at(&self.dual, b, l),
            wt(&self.wts, self.cap, l, a, b),
        );
        self.tmp = out;
        zero
    }

    /// Replaces the mates of a set of matched vertices by `pairs`, when
    /// that keeps every optimality condition (see `Matcher::rematch`).
    /// Returns whether it did; otherwise nothing changed.
    pub(super) fn rematch(&mut self, pairs: &[(usize, usize)]) -> bool {
        if !self.state_valid || !self.dirty_list.is_empty() || !self.touched_list.is_empty() {
            return false;
        }
        let mut in_set = vec![false; self.n];
        for &(a, b) in pairs {
            for v in [a, b] {
                if v >= self.n || in_set[v] || self.mate[v] == NONE || !self.is_trivial(v) {
                    return false;
                }
                in_set[v] = true;
            }
        }
        // The matched vertices stay the same: the set is closed under the
        // old mates.
        if pairs.iter().any(|&(a, b)| !in_set[self.mate[a]] || !in_set[self.mate[b]]) {
            return false;
        }
        if !pairs.iter().all(|&(a, b)| self.tight_outside_blossoms(a, b)) {
            return false;
        }
        for &(a, b) in pairs {
            self.mate[a] = b;
            self.mate[b] = a;
        }
        true
    }
}

impl Core {
    /// `Matcher::solve_from`: installs the matching `pairs` and the duals
    /// `duals` (`l` limbs per vertex) with no blossoms, if every edge is
    /// feasible and every pair tight, and runs the search from there.
    /// Otherwise leaves the previous state untouched and returns `false`.
    /// Changes not yet solved are superseded (every edge is checked); with
    /// `search` false (tests' broken start) the start is left as it is.
    pub(super) fn install(&mut self, pairs: &[(usize, usize)], duals: &[u64], search: bool) -> bool {
        let (n, l, cap) = (self.n, self.l, self.cap);
        let mut mate = vec![NONE; n];
        for &(a, b) in pairs {
            if a == b || mate[a] != NONE || mate[b] != NONE || !self.has_edge(a, b) {
                return false;
            }
            mate[a] = b;
            mate[b] = a;
        }
        // Edge {a, b} was feasible for the duals of the last start taken
        // (`verified_duals`); if it has not been written since and neither
        // end's dual went down, its slack did not either, so it is still
        // feasible (issue 31: a Dutch 2026 window raises its members' duals
        // and rewrites only their edges among themselves, so their edges
        // to the players outside, most of the round's, are skipped). Every
        // other edge is checked once, from its lower end; every pair's
        // tightness is checked.
        let words = self.words;
        let tracked = !self.verified_duals.is_empty() && !self.written_edges.is_empty();
        let mut raised = vec![0u64; words];
        if tracked {
            for v in 0..n {
                if !limbs::lt(at(duals, v, l), at(&self.verified_duals, v, l)) {
                    raised[v / 64] |= 1 << (v % 64);
                }
            }
        }
        let mut out = vec![0u64; l];
        // The duals are within the matcher's range (`install_start`), as
        // `limbs::slack_cmp` needs.
        let (zero, top) = (vec![0u64; l], self.top_limb());
        for (a, &mate_a) in mate.iter().enumerate() {
            let ua = at(duals, a, l);
            if mate_a != NONE {
                let (w, ub) = (wt(&self.wts, cap, l, a, mate_a), at(duals, mate_a, l));
                if !(feasible(ua, ub, w) && limbs::slack(&mut out, ua, ub, w)) {
                    return false;
                }
            }
            let a_raised = raised[a / 64] >> (a % 64) & 1 == 1;
            for (wi, &raised_here) in raised.iter().enumerate().skip(a / 64) {
                let mut bits = self.adj[a * words + wi];
                if a_raised {
                    bits &= self.written_edges[a * words + wi] | !raised_here;
                }
                if wi == a / 64 {
                    // Only the ends above `a`: the others checked it.
                    bits &= !(2u64 << (a % 64)).wrapping_sub(1);
                }
                while bits != 0 {
                    let b = wi << 6 | bits.trailing_zeros() as usize;
                    bits &= bits.wrapping_sub(1);
                    // Decided from the top limbs down (`limbs::slack_cmp`
                    // against zero): most of these edges are far from tight,
                    // and a full pass over their limbs was most of the
                    // check (issue 31).
                    if limbs::slack_cmp(ua, at(duals, b, l), wt(&self.wts, cap, l, a, b), &zero, top)
                        == Ordering::Less
                    {
                        return false;
                    }
                }
            }
        }
        self.verified_duals.clear();
        self.verified_duals.extend_from_slice(duals);
        if self.written_edges.is_empty() {
            self.written_edges = vec![0; self.adj.len()];
        } else {
            for v in (0..n).filter(|&v| self.written[v]) {
                self.written_edges[v * words..(v + 1) * words].fill(0);
            }
        }
        self.written.fill(false);
        // A clean state: the vertices, no blossoms (as a cold start).
        self.init_cold_structure();
        self.dual[..n * l].copy_from_slice(duals);
        self.mate = mate;
        for v in 0..n {
            // Roots start even (`mod.rs`, units and exactness); raising an
            // exposed vertex keeps every edge feasible.
            if self.mate[v] == NONE && limbs::is_odd(at(&self.dual, v, l)) {
                limbs::increment(at_mut(&mut self.dual, v, l));
            }
        }
        self.clear_touched();
        for &v in &self.dirty_list {
            self.dirty[v] = false;
        }
        self.dirty_list.clear();
        if search {
            self.run_stages();
        } else {
            self.last_stages = 0;
        }
        self.state_valid = true;
        true
    }
}

/// Whether `a + b >= 2 w` (all of one width; `a + b` may carry out of it).
fn feasible(a: &[u64], b: &[u64], w: &[u64]) -> bool {
    // Compare `a + b` with `2 w` from the top limb down, with the carries
    // worked out from the bottom first.
    let len = a.len();
    let (mut carry, mut w_top) = (0u64, 0u64);
    let mut borrow = 0u64;
    for i in 0..len {
        let (s, c1) = a[i].overflowing_add(b[i]);
        let (s, c2) = s.overflowing_add(carry);
        carry = (c1 | c2) as u64;
        let z2 = w[i] << 1 | w_top;
        w_top = w[i] >> 63;
        let (d, b1) = s.overflowing_sub(z2);
        let (_, b2) = d.overflowing_sub(borrow);
        borrow = (b1 | b2) as u64;
    }
    // (a + b) - 2w = carry·2^(64 len) + low − (w_top·2^(64 len) + borrow·2^(64 len)).
    carry >= w_top + borrow
}

/// Whether a raised dual stays within `2^(max_bits + 2)`.
fn raised_fits(d: &[u64], max_bits: usize) -> bool {
    let bits = d
        .iter()
        .enumerate()
        .rev()
        .find(|(_, x)| **x != 0)
        .map_or(0, |(i, x)| 64 * i + 64 - x.leading_zeros() as usize);
    bits <= max_bits + 2
}
