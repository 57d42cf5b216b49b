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
    ///
    /// First each changed vertex is offered the cheap repair of
    /// [`Core::shift_dual`]; only the vertices it cannot settle are detached.
    /// Returns whether any was, i.e. whether stages must run: if every changed
    /// vertex was settled by moving its own dual, the state is optimal again.
    pub(super) fn warm_prepare(&mut self) -> bool {
        let mut dirty = std::mem::take(&mut self.dirty_list);
        let mut kept = 0;
        for i in 0..dirty.len() {
            let v = dirty[i];
            if self.shift_dual(v) {
                self.dirty[v] = false;
            } else {
                dirty[kept] = v;
                kept += 1;
            }
        }
        dirty.truncate(kept);
        if dirty.is_empty() {
            self.dirty_list = dirty;
            return false;
        }
        // Detaching more than half of the vertices leaves more roots than a
        // cold start (whose greedy pass matches most vertices at once).
        if dirty.len() * 2 > self.n {
            for &v in &dirty {
                self.dirty[v] = false;
            }
            dirty.clear();
            self.dirty_list = dirty;
            self.init_cold();
            return true;
        }
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
        self.fix_root_parity();
        self.dirty_list = dirty;
        true
    }

    /// The cheap repair of changed vertex `v`: if some value of `u_v` alone
    /// makes the previous solution optimal for the new weights, sets it and
    /// returns true; otherwise changes nothing and returns false.
    ///
    /// Only edges at `v` changed, and only their slacks depend on `u_v`. The
    /// optimality conditions at `v` are: every edge feasible, its *critical*
    /// edges (the matched edge and the blossom-cycle edges at `v`) tight, and
    /// `u_v = 0` if `v` is exposed. The least `u_v >= 0` keeping every edge
    /// feasible is `r = max(0, max_w (2 w_vw - u_w - 2 Z_vw))`, where `Z_vw`
    /// sums the duals of the blossoms holding both ends; a critical edge is
    /// tight only at `u_v = r` exactly (its own requirement never exceeds
    /// `r`), so the repair works iff every critical edge's requirement equals
    /// `r`, and `r = 0` when `v` is exposed. This covers deleting or lowering
    /// edges that are not critical (`r` stays `u_v`), and changing all edges by
    /// one amount (`r` moves by twice it). Every other vertex, blossom and the
    /// matching stay as they are. O(n) per vertex.
    ///
    /// Duals of vertices not in the blossom state need no parity: only stage
    /// roots (exposed vertices) must be even, and `v` is matched or has dual
    /// zero.
    pub(super) fn shift_dual(&mut self, v: usize) -> bool {
        let (l, cap, words, top_limb) = (self.l, self.cap, self.words, self.top_limb());
        let top = self.top(v);
        // The blossoms around `v`, innermost first, with `anc_sum[k]` = twice
        // the sum of the duals of `chain[k..]`: the `2 Z` of an edge whose
        // ends first meet in `chain[k]`.
        let mut chain = std::mem::take(&mut self.chain);
        chain.clear();
        let mut b = self.parent[v];
        while b != NONE {
            self.anc_pos[b] = chain.len();
            chain.push(b);
            b = self.parent[b];
        }
        let mut sums = std::mem::take(&mut self.anc_sum);
        sums.clear();
        sums.resize(chain.len() * l, 0);
        for k in (0..chain.len()).rev() {
            if k + 1 < chain.len() {
                let (lo, hi) = sums.split_at_mut((k + 1) * l);
                lo[k * l..].copy_from_slice(&hi[..l]);
            }
            let z = at(&self.dual, chain[k], l);
            limbs::add(&mut sums[k * l..(k + 1) * l], z);
            limbs::add(&mut sums[k * l..(k + 1) * l], z);
        }

        let mut r = std::mem::take(&mut self.tmp2);
        let mut cand = std::mem::take(&mut self.tmp);
        let mut other = std::mem::take(&mut self.delta2x);
        r.fill(0);
        for wi in 0..words {
            let mut bits = self.adj[v * words + wi];
            while bits != 0 {
                let w = wi << 6 | bits.trailing_zeros() as usize;
                bits &= bits.wrapping_sub(1);
                let outside = self.top(w) != top;
                let uw = at(&self.dual, w, l);
                let lower = if outside {
                    uw
                } else {
                    let k = self.chain_index(w);
                    other.copy_from_slice(uw);
                    limbs::add(&mut other, &sums[k * l..(k + 1) * l]);
                    &other[..]
                };
                // Skip edges whose requirement `2 w - lower` is certainly
                // below `r` (the slack at `u_v = r` exceeds zero).
                if limbs::slack_exceeds(&r, lower, wt(&self.wts, cap, l, v, w), &self.zeros, top_limb) {
                    continue;
                }
                cand.copy_from_slice(wt(&self.wts, cap, l, v, w));
                limbs::double(&mut cand);
                if limbs::lt(lower, &cand) {
                    limbs::sub(&mut cand, lower);
                    if limbs::lt(&r, &cand) {
                        r.copy_from_slice(&cand);
                    }
                }
            }
        }

        // Critical edges: tight at `u_v = r`?
        let tight_at_r = |c: &mut Core, w: usize, sum: Option<&[u64]>, scratch: &mut [u64]| -> bool {
            if !c.has_edge(v, w) {
                return false;
            }
            scratch.copy_from_slice(at(&c.dual, w, l));
            if let Some(s) = sum {
                limbs::add(scratch, s);
            }
            let mut out = std::mem::take(&mut c.delta);
            let tight = limbs::slack(&mut out, &r, scratch, wt(&c.wts, cap, l, v, w));
            c.delta = out;
            tight
        };
        let m = self.mate[v];
        let mut ok = if m == NONE {
            limbs::is_zero(&r)
        } else {
            let sum = if self.top(m) != top { None } else { Some(self.chain_index(m)) };
            tight_at_r(self, m, sum.map(|k| &sums[k * l..(k + 1) * l]), &mut other)
        };
        for (k, &b) in chain.iter().enumerate() {
            if !ok {
                break;
            }
            for i in 0..self.endps[b].len() {
                let e = self.endps[b][i];
                let w = if e.v == v {
                    e.o
                } else if e.o == v {
                    e.v
                } else {
                    continue;
                };
                if !tight_at_r(self, w, Some(&sums[k * l..(k + 1) * l]), &mut other) {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            at_mut(&mut self.dual, v, l).copy_from_slice(&r);
        }
        for &b in &chain {
            self.anc_pos[b] = NONE;
        }
        self.chain = chain;
        self.anc_sum = sums;
        self.tmp2 = r;
        self.tmp = cand;
        self.delta2x = other;
        ok
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
        let b = self.top(v);
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
    pub(super) fn dissolve_around(&mut self, v: usize) {
        debug_assert_eq!(self.mate[v], NONE);
        while self.inblossom[v] != v {
            let b = self.top(v);
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
            self.up[c] = NONE;
            if c < n {
                self.inblossom[c] = c;
            } else {
                self.set_inblossom(c, c);
            }
        }
        self.childs[b] = childs;
        self.free_blossom(b);
    }

    /// For a vertex `w` inside the top blossom around the vertex being
    /// settled: the position, in that vertex's chain of enclosing blossoms,
    /// of the nearest blossom that also encloses `w`.
    fn chain_index(&self, w: usize) -> usize {
        let mut x = self.parent[w];
        while self.anc_pos[x] == NONE {
            x = self.parent[x];
        }
        self.anc_pos[x]
    }

    /// Sets the dual of the trivial exposed vertex `v` to the least even value
    /// with `u_v + u_w >= 2 w_vw` for all its edges.
    fn reset_vertex_dual(&mut self, v: usize) {
        debug_assert_eq!(self.inblossom[v], v);
        debug_assert_eq!(self.mate[v], NONE);
        let (l, cap, words, top_limb) = (self.l, self.cap, self.words, self.top_limb());
        let (need, cand) = (&mut self.tmp2, &mut self.tmp);
        need.fill(0);
        for wi in 0..words {
            let mut bits = self.adj[v * words + wi];
            while bits != 0 {
                let w = wi << 6 | bits.trailing_zeros() as usize;
                bits &= bits.wrapping_sub(1);
                let uw = at(&self.dual, w, l);
                if limbs::slack_exceeds(need, uw, wt(&self.wts, cap, l, v, w), &self.zeros, top_limb) {
                    continue; // certainly needs less than `need`
                }
                cand.copy_from_slice(wt(&self.wts, cap, l, v, w));
                limbs::double(cand);
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
