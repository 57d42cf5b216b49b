//! Warm start: repairing the previous optimum around vertices whose edges
//! changed, so the next solve only needs a few stages.

use super::blossom::collect_leaves;
use super::limbs;
use super::{Core, NONE, at, at_mut, wt};

impl Core {
    /// Turns the previous optimum into a valid starting point for the changed
    /// weights: every changed vertex ends up exposed, in no blossom, with the
    /// least even dual that makes its edges feasible; every other invariant
    /// (feasibility, tight matched and blossom edges, even duals at exposed
    /// vertices with positive dual) is restored or kept.
    pub(super) fn warm_prepare(&mut self) {
        let dirty = std::mem::take(&mut self.dirty_list);
        for &v in &dirty {
            self.detach(v);
        }
        // Each edge between two changed vertices is made feasible by whichever
        // of them is reset last, against the other's final dual.
        for &v in &dirty {
            self.reset_vertex_dual(v);
        }
        // Exposed vertices whose dual is odd (previous mates of changed
        // vertices) would break the common parity of the stage roots.
        for v in 0..self.n {
            if self.mate[v] == NONE && limbs::is_odd(at(&self.dual, v, self.l)) {
                // Dissolving adds the blossom duals to `u_v`, so test again.
                self.dissolve_around(v);
                let d = at_mut(&mut self.dual, v, self.l);
                if limbs::is_odd(d) {
                    limbs::increment(d);
                }
            }
        }
        self.dirty_list = dirty;
    }

    /// Makes `v` exposed and takes it out of every blossom.
    ///
    /// If `v`'s top-level blossom has a matched base, that matched edge is
    /// removed (its outside end becomes exposed). The blossom is then rotated
    /// so `v` is its base (and the base of every sub-blossom containing it),
    /// which keeps all other vertices matched inside. Finally the blossoms
    /// around `v` are dissolved from the outside in, which is safe because
    /// their base `v` is exposed.
    fn detach(&mut self, v: usize) {
        let b = self.inblossom[v];
        let bb = self.base[b];
        let x = self.mate[bb];
        if x != NONE {
            self.mate[bb] = NONE;
            self.mate[x] = NONE;
        }
        if b != v {
            self.augment_blossom(b, v);
            self.mate[v] = NONE;
        }
        self.dissolve_around(v);
    }

    /// Dissolves all blossoms containing the exposed vertex `v`, which must be
    /// their base.
    fn dissolve_around(&mut self, v: usize) {
        debug_assert_eq!(self.mate[v], NONE);
        while self.inblossom[v] != v {
            let b = self.inblossom[v];
            debug_assert_eq!(self.base[b], v, "an exposed vertex is the base of its blossoms");
            self.dissolve_top(b);
        }
    }

    /// Removes top-level blossom `b`, adding its dual to each of its vertices.
    ///
    /// Edges inside `b` keep their slack (each end gains `z`, the blossom term
    /// `2z` goes); edges leaving `b` gain `z`, which is harmless as long as no
    /// matched edge leaves `b` — the callers guarantee the base is exposed.
    fn dissolve_top(&mut self, b: usize) {
        let n = self.n;
        debug_assert_eq!(self.mate[self.base[b]], NONE);
        let l = self.l;
        if !limbs::is_zero(at(&self.dual, b, l)) {
            self.tmp.copy_from_slice(at(&self.dual, b, l));
            let mut leaves = std::mem::take(&mut self.leaves);
            leaves.clear();
            collect_leaves(&self.childs, n, b, &mut leaves);
            for &x in &leaves {
                limbs::add(at_mut(&mut self.dual, x, l), &self.tmp);
            }
            self.leaves = leaves;
        }
        let childs = std::mem::take(&mut self.childs[b]);
        for &c in &childs {
            self.parent[c] = NONE;
            if c < n {
                self.inblossom[c] = c;
            } else {
                self.set_inblossom(c, c);
            }
        }
        self.childs[b] = childs;
        self.free_blossom(b);
    }

    /// Sets the dual of the trivial exposed vertex `v` to the least even value
    /// with `u_v + u_w >= 2 w_vw` for all its edges.
    fn reset_vertex_dual(&mut self, v: usize) {
        debug_assert_eq!(self.inblossom[v], v);
        debug_assert_eq!(self.mate[v], NONE);
        let (l, cap, words) = (self.l, self.cap, self.words);
        let (need, cand) = (&mut self.tmp2, &mut self.tmp);
        need.fill(0);
        for wi in 0..words {
            let mut bits = self.adj[v * words + wi];
            while bits != 0 {
                let w = wi * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                cand.copy_from_slice(wt(&self.wts, cap, l, v, w));
                limbs::double(cand);
                let uw = at(&self.dual, w, l);
                if limbs::lt(uw, cand) {
                    limbs::sub(cand, uw);
                    if limbs::lt(need, cand) {
                        need.copy_from_slice(cand);
                    }
                }
            }
        }
        if limbs::is_odd(need) {
            limbs::increment(need);
        }
        at_mut(&mut self.dual, v, l).copy_from_slice(need);
    }
}
