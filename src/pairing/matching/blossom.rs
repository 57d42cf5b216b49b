//! The alternating forest: scanning outer vertices, labelling, shrinking
//! and expanding blossoms, and augmenting.

use super::limbs;
use super::{Core, Ep, FREE, LABEL_S, LABEL_T, MARK, NONE, at, at_mut, wt};

/// Appends the vertices inside node `b` to `out`.
pub(super) fn collect_leaves(childs: &[Vec<usize>], n: usize, b: usize, out: &mut Vec<usize>) {
    if b < n {
        out.push(b);
    } else {
        for &c in &childs[b] {
            collect_leaves(childs, n, c, out);
        }
    }
}

impl Core {
    /// Scans the edges of outer vertex `v`. Returns true if the stage ended
    /// (augmentation).
    pub(super) fn scan(&mut self, v: usize) -> bool {
        let (l, cap, words, fk) = (self.l, self.cap, self.words, self.fk);
        for wi in 0..words {
            let mut bits = self.adj[v * words + wi];
            while bits != 0 {
                let w = wi * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let bv = self.inblossom[v];
                let bw = self.inblossom[w];
                if bv == bw {
                    continue;
                }
                let lw = self.label[bw];
                if lw == LABEL_T && self.label[w] != FREE {
                    continue; // already reached inner vertex: nothing to learn
                }
                if fk > 0 {
                    // Prefilter (see `limbs::window`): skip edges that are
                    // neither tight nor better than the best one recorded.
                    let best = if lw == LABEL_S { bv } else { w };
                    if !self.bestedge[best].is_none() {
                        let e = limbs::window_slack(
                            at(&self.dual, v, l),
                            at(&self.dual, w, l),
                            wt(&self.wts, cap, l, v, w),
                            fk,
                        );
                        if e >= 3 && e - 2 > limbs::window(at(&self.bestslack, best, l), fk) {
                            debug_assert!({
                                let tight = limbs::slack(
                                    &mut self.tmp,
                                    at(&self.dual, v, l),
                                    at(&self.dual, w, l),
                                    wt(&self.wts, cap, l, v, w),
                                );
                                !tight && limbs::lt(at(&self.bestslack, best, l), &self.tmp)
                            });
                            continue;
                        }
                    }
                }
                let tight = limbs::slack(
                    &mut self.tmp,
                    at(&self.dual, v, l),
                    at(&self.dual, w, l),
                    wt(&self.wts, cap, l, v, w),
                );
                if tight {
                    if self.process_tight(v, w) {
                        return true;
                    }
                } else if lw == LABEL_S {
                    if self.bestedge[bv].is_none() || limbs::lt(&self.tmp, at(&self.bestslack, bv, l)) {
                        self.bestedge[bv] = Ep { v, o: w };
                        at_mut(&mut self.bestslack, bv, l).copy_from_slice(&self.tmp);
                    }
                } else if self.label[w] == FREE
                    && (self.bestedge[w].is_none() || limbs::lt(&self.tmp, at(&self.bestslack, w, l)))
                {
                    self.bestedge[w] = Ep { v, o: w };
                    at_mut(&mut self.bestslack, w, l).copy_from_slice(&self.tmp);
                }
            }
        }
        false
    }

    /// Handles tight edge `{v, w}` from outer vertex `v` to `w` in another
    /// top-level blossom. Returns true if the stage ended (augmentation).
    pub(super) fn process_tight(&mut self, v: usize, w: usize) -> bool {
        let bw = self.inblossom[w];
        match self.label[bw] {
            FREE => {
                if self.mate[self.base[bw]] == NONE {
                    // A free blossom with an exposed (zero-dual) base: the
                    // path root..v, w..base is augmenting.
                    self.augment_matching(v, w);
                    return true;
                }
                self.assign_label(w, LABEL_T, Ep { v, o: w });
            }
            LABEL_S => {
                let base = self.scan_blossom(v, w);
                if base == NONE {
                    self.augment_matching(v, w);
                    return true;
                }
                self.add_blossom(base, v, w);
            }
            _ => {
                // `w` is inside an inner blossom: remember how it was reached
                // in case the blossom is expanded.
                if self.label[w] == FREE {
                    self.label[w] = LABEL_T;
                    self.labelend[w] = Ep { v, o: w };
                }
            }
        }
        false
    }

    /// Labels the top-level blossom of `w` with `t` via edge `p` (seen from
    /// the labelling side); an inner label also labels the base's mate outer.
    pub(super) fn assign_label(&mut self, w: usize, t: u8, p: Ep) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = Ep::NONE;
        self.bestedge[b] = Ep::NONE;
        if t == LABEL_S {
            collect_leaves(&self.childs, self.n, b, &mut self.queue);
        } else {
            let base = self.base[b];
            let m = self.mate[base];
            debug_assert!(m != NONE, "inner blossoms have a matched base");
            self.assign_label(m, LABEL_S, Ep { v: base, o: m });
        }
    }

    /// Traces from outer vertices `v` and `w` towards their roots. Returns the
    /// base of the new blossom if the paths meet, or `NONE` if they reach
    /// different roots (an augmenting path).
    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        let mut base = NONE;
        let (mut v, mut w) = (v, w);
        while v != NONE {
            let b = self.inblossom[v];
            if self.label[b] & MARK != 0 {
                base = self.base[b];
                break;
            }
            debug_assert_eq!(self.label[b], LABEL_S);
            path.push(b);
            self.label[b] |= MARK;
            if self.labelend[b].is_none() {
                v = NONE; // reached a root
            } else {
                let t = self.labelend[b].v;
                let bt = self.inblossom[t];
                debug_assert_eq!(self.label[bt], LABEL_T);
                v = self.labelend[bt].v;
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for &b in &path {
            self.label[b] &= !MARK;
        }
        self.path = path;
        base
    }

    /// Shrinks the odd cycle closed by tight edge `{v0, w0}` (both outer, same
    /// tree) with the given base into a new outer blossom, and computes its
    /// best edges to the other outer blossoms.
    fn add_blossom(&mut self, base: usize, v0: usize, w0: usize) {
        let n = self.n;
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v0];
        let mut bw = self.inblossom[w0];
        let b = self.unused.pop().expect("at most n/2 nontrivial blossoms exist at once");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = std::mem::take(&mut self.childs[b]);
        let mut endps = std::mem::take(&mut self.endps[b]);
        path.clear();
        endps.clear();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            bv = self.inblossom[self.labelend[bv].v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(Ep { v: v0, o: w0 });
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw].flip());
            bw = self.inblossom[self.labelend[bw].v];
        }
        self.label[b] = LABEL_S;
        self.labelend[b] = self.labelend[bb];
        at_mut(&mut self.dual, b, self.l).fill(0);
        self.childs[b] = path;
        self.endps[b] = endps;

        let mut leaves = std::mem::take(&mut self.leaves);
        leaves.clear();
        collect_leaves(&self.childs, n, b, &mut leaves);
        for &l in &leaves {
            if self.label[self.inblossom[l]] == LABEL_T {
                // Former inner vertices are outer now and must be scanned.
                self.queue.push(l);
            }
            self.inblossom[l] = b;
        }

        // Best edges to other outer blossoms: from each child's list if it has
        // one, else from all edges of its vertices.
        let childs = std::mem::take(&mut self.childs[b]);
        for &c in &childs {
            if self.has_best_list[c] {
                let list = std::mem::take(&mut self.best_list[c]);
                for &e in &list {
                    self.consider_best_to(b, e.v, e.o);
                }
                self.best_list[c] = list;
            } else {
                leaves.clear();
                collect_leaves(&self.childs, n, c, &mut leaves);
                for &i in &leaves {
                    for wi in 0..self.words {
                        let mut bits = self.adj[i * self.words + wi];
                        while bits != 0 {
                            let j = wi * 64 + bits.trailing_zeros() as usize;
                            bits &= bits - 1;
                            self.consider_best_to(b, i, j);
                        }
                    }
                }
            }
            self.has_best_list[c] = false;
            self.best_list[c].clear();
            self.bestedge[c] = Ep::NONE;
        }
        self.childs[b] = childs;
        self.leaves = leaves;

        let mut list = std::mem::take(&mut self.best_list[b]);
        list.clear();
        let l = self.l;
        let mut best = NONE;
        for &bj in &self.bestto_touched {
            list.push(self.bestto[bj]);
            if best == NONE || limbs::lt(at(&self.bestto_slack, bj, l), at(&self.bestto_slack, best, l)) {
                best = bj;
            }
        }
        if best == NONE {
            self.bestedge[b] = Ep::NONE;
        } else {
            self.bestedge[b] = self.bestto[best];
            at_mut(&mut self.bestslack, b, l).copy_from_slice(at(&self.bestto_slack, best, l));
        }
        for &bj in &self.bestto_touched {
            self.bestto[bj] = Ep::NONE;
        }
        self.bestto_touched.clear();
        self.best_list[b] = list;
        self.has_best_list[b] = true;
    }

    /// Records edge `{i, j}` as a candidate best edge from new blossom `b` to
    /// the outer blossom at its other end.
    fn consider_best_to(&mut self, b: usize, i: usize, j: usize) {
        let (i, j) = if self.inblossom[j] == b { (j, i) } else { (i, j) };
        let bj = self.inblossom[j];
        if bj == b || self.label[bj] != LABEL_S {
            return;
        }
        let (l, fk) = (self.l, self.fk);
        if fk > 0 && !self.bestto[bj].is_none() {
            let e = limbs::window_slack(
                at(&self.dual, i, l),
                at(&self.dual, j, l),
                wt(&self.wts, self.cap, l, i, j),
                fk,
            );
            if e - 2 > limbs::window(at(&self.bestto_slack, bj, l), fk) {
                debug_assert!({
                    limbs::slack(
                        &mut self.tmp,
                        at(&self.dual, i, l),
                        at(&self.dual, j, l),
                        wt(&self.wts, self.cap, l, i, j),
                    );
                    limbs::lt(at(&self.bestto_slack, bj, l), &self.tmp)
                });
                return; // prefilter: certainly not better
            }
        }
        limbs::slack(
            &mut self.tmp,
            at(&self.dual, i, l),
            at(&self.dual, j, l),
            wt(&self.wts, self.cap, l, i, j),
        );
        if self.bestto[bj].is_none() {
            self.bestto_touched.push(bj);
        } else if !limbs::lt(&self.tmp, at(&self.bestto_slack, bj, l)) {
            return;
        }
        self.bestto[bj] = Ep { v: i, o: j };
        at_mut(&mut self.bestto_slack, bj, l).copy_from_slice(&self.tmp);
    }

    /// Augments along tight edge `{v, w}`: `v` is outer, `w` outer in another
    /// tree or in a free blossom with an exposed base.
    fn augment_matching(&mut self, v: usize, w: usize) {
        self.augment_path(v, w);
        self.augment_path(w, v);
    }

    /// Matches `s` to `p` (or leaves it exposed if `p == NONE`) and flips the
    /// alternating path from `s` up to its root (or, for a free blossom,
    /// rotates that blossom to base `s`).
    pub(super) fn augment_path(&mut self, mut s: usize, mut p: usize) {
        loop {
            let bs = self.inblossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.label[bs] != LABEL_S || self.labelend[bs].is_none() {
                break;
            }
            let t = self.labelend[bs].v;
            let bt = self.inblossom[t];
            debug_assert_eq!(self.label[bt], LABEL_T);
            let le = self.labelend[bt];
            s = le.v;
            let j = le.o;
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = s;
            p = j;
        }
    }

    /// Rotates blossom `b` (and recursively the sub-blossoms on the way) so
    /// vertex `v` becomes its base, flipping the even alternating path from
    /// `v` to the old base. The caller sets `mate[v]`.
    pub(super) fn augment_blossom(&mut self, b: usize, v: usize) {
        let n = self.n;
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= n {
            self.augment_blossom(t, v);
        }
        let k = self.childs[b].len() as isize;
        let i = self.childs[b].iter().position(|&c| c == t).expect("blossom parent links match child lists");
        let wrap = |j: isize| j.rem_euclid(k) as usize;
        // Walk the even-length way round the cycle to the base.
        let (mut j, jstep, back) =
            if i & 1 == 1 { (i as isize - k, 1isize, false) } else { (i as isize, -1isize, true) };
        while j != 0 {
            j += jstep;
            let t1 = self.childs[b][wrap(j)];
            let p = if back { self.endps[b][wrap(j - 1)].flip() } else { self.endps[b][wrap(j)] };
            if t1 >= n {
                self.augment_blossom(t1, p.v);
            }
            j += jstep;
            let t2 = self.childs[b][wrap(j)];
            if t2 >= n {
                self.augment_blossom(t2, p.o);
            }
            self.mate[p.v] = p.o;
            self.mate[p.o] = p.v;
        }
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
        debug_assert_eq!(self.base[b], v);
    }

    /// Expands blossom `b` (zero dual) into its children. At the end of a
    /// stage (`endstage`) zero-dual children are expanded too; in the middle of
    /// a stage an inner blossom's children are relabelled so the forest stays
    /// alternating.
    pub(super) fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let n = self.n;
        let childs = std::mem::take(&mut self.childs[b]);
        for &s in &childs {
            self.parent[s] = NONE;
            if s < n {
                self.inblossom[s] = s;
            } else if endstage && limbs::is_zero(at(&self.dual, s, self.l)) {
                self.expand_blossom(s, endstage);
            } else {
                self.set_inblossom(s, s);
            }
        }
        if !endstage && self.label[b] == LABEL_T {
            self.relabel_expanded(b, &childs);
        }
        self.childs[b] = childs;
        self.free_blossom(b);
    }

    /// Sets the top-level blossom of every vertex inside node `s` to `top`.
    pub(super) fn set_inblossom(&mut self, s: usize, top: usize) {
        let mut leaves = std::mem::take(&mut self.leaves);
        leaves.clear();
        collect_leaves(&self.childs, self.n, s, &mut leaves);
        for &l in &leaves {
            self.inblossom[l] = top;
        }
        self.leaves = leaves;
    }

    /// Returns blossom index `b` to the pool.
    pub(super) fn free_blossom(&mut self, b: usize) {
        self.childs[b].clear();
        self.endps[b].clear();
        self.label[b] = FREE;
        self.labelend[b] = Ep::NONE;
        self.base[b] = NONE;
        self.has_best_list[b] = false;
        self.best_list[b].clear();
        self.bestedge[b] = Ep::NONE;
        at_mut(&mut self.dual, b, self.l).fill(0);
        self.unused.push(b);
    }

    /// After expanding inner blossom `b` mid-stage: the children on the even
    /// path from the entry child to the base become inner/outer alternately,
    /// the others become free unless one of their vertices was reached.
    fn relabel_expanded(&mut self, b: usize, childs: &[usize]) {
        let endps = std::mem::take(&mut self.endps[b]);
        let k = childs.len() as isize;
        let wrap = |j: isize| j.rem_euclid(k) as usize;
        let entry = self.inblossom[self.labelend[b].o];
        let mut j =
            childs.iter().position(|&c| c == entry).expect("the entry vertex lies in a child") as isize;
        let (jstep, back) = if j & 1 == 1 {
            j -= k;
            (1isize, false)
        } else {
            (-1isize, true)
        };
        let mut p = self.labelend[b];
        while j != 0 {
            // Relabel the inner child entered via `p`; this also labels the
            // next child (its base's mate) outer.
            self.label[p.o] = FREE;
            let q = if back { endps[wrap(j - 1)] } else { endps[wrap(j)].flip() };
            self.label[q.v] = FREE;
            self.assign_label(p.o, LABEL_T, p);
            j += jstep;
            p = if back { endps[wrap(j - 1)].flip() } else { endps[wrap(j)] };
            j += jstep;
        }
        // The child holding the base becomes inner without relabelling its
        // mate (outside `b`, already outer).
        let bv = childs[wrap(j)];
        self.label[p.o] = LABEL_T;
        self.label[bv] = LABEL_T;
        self.labelend[p.o] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = Ep::NONE;
        j += jstep;
        while childs[wrap(j)] != entry {
            let bv = childs[wrap(j)];
            if self.label[bv] == LABEL_S {
                j += jstep;
                continue;
            }
            let mut leaves = std::mem::take(&mut self.leaves);
            leaves.clear();
            collect_leaves(&self.childs, self.n, bv, &mut leaves);
            let reached = leaves.iter().copied().find(|&v| self.label[v] != FREE);
            self.leaves = leaves;
            if let Some(v) = reached {
                debug_assert_eq!(self.label[v], LABEL_T);
                debug_assert_eq!(self.inblossom[v], bv);
                self.label[v] = FREE;
                let m = self.mate[self.base[bv]];
                self.label[m] = FREE;
                let le = self.labelend[v];
                self.assign_label(v, LABEL_T, le);
            }
            j += jstep;
        }
        self.endps[b] = endps;
    }
}
