//! The alternating forest: scanning outer vertices, labelling, shrinking
//! and expanding blossoms, and augmenting.

use std::cmp::Ordering;

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
        let (l, cap, words) = (self.l, self.cap, self.words);
        if !self.scanned[v] {
            self.scanned[v] = true;
            self.scanned_alive += 1;
        }
        self.scans += 1;
        // `v`'s top-level node changes only when a tight edge forms a
        // blossom around it (looked up again then).
        let mut bv = self.top(v);
        for wi in 0..words {
            let mut bits = self.adj[v * words + wi];
            if bv >= self.n {
                // Not the vertices inside `v`'s blossom: the check below
                // skips each of them anyway (`bv` only grows during the
                // scan). In a Dutch 2026 window start the search grows into
                // the players outside the window, whose edges among
                // themselves are all tight, so they end up in one blossom
                // that each of its vertices' scans would walk in full
                // (issue 31).
                bits &= !self.member_word(bv, wi);
            }
            while bits != 0 {
                let w = wi << 6 | bits.trailing_zeros() as usize;
                bits &= bits.wrapping_sub(1);
                let bw = self.top(w);
                if bv == bw {
                    continue;
                }
                let lw = self.label[bw];
                if lw == LABEL_T && self.label[w] != FREE {
                    continue; // already reached inner vertex: nothing to learn
                }
                // Prefilter (see `limbs::slack_cmp`): skip edges that are
                // neither tight nor better than the best one recorded. A
                // slack equal to that best one is no better (bests are
                // replaced only by a smaller one) and, unless zero, not tight.
                let known =
                    if lw == LABEL_S { !self.bestedge[bv].is_none() } else { !self.vbest[w].is_none() };
                if known {
                    let by_duals = self.order_by_duals(v, w, bv, lw == LABEL_S);
                    let order =
                        prefilter_order(by_duals, || self.scan_slack_cmp(v, w, bv, lw == LABEL_S), "scan");
                    let best =
                        if lw == LABEL_S { at(&self.bestslack, bv, l) } else { at(&self.vbestslack, w, l) };
                    match order {
                        Ordering::Greater => continue,
                        Ordering::Equal if !limbs::is_zero(best) => continue,
                        _ => {}
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
                        // `v`'s tree has ended; its log entry is moot.
                        self.scan_log.push(v);
                        return true;
                    }
                    bv = self.top(v);
                } else if lw == LABEL_S {
                    self.record_best(bv, Ep { v, o: w });
                } else if self.label[w] == FREE
                    && (self.vbest[w].is_none() || limbs::lt(&self.tmp, at(&self.vbestslack, w, l)))
                {
                    debug_assert!(self.tracked[w]);
                    self.vbest[w] = Ep { v, o: w };
                    self.vbest_epoch[w] = self.epoch;
                    at_mut(&mut self.vbestslack, w, l).copy_from_slice(&self.tmp);
                }
            }
        }
        // Logged once done: a vertex that stops being tracked during this
        // scan may have missed it (see `trees.rs`).
        self.scan_log.push(v);
        false
    }

    /// The prefilter's comparison of slack(v, w) with the best slack
    /// recorded (`bestslack[bv]` if `outer`, else `vbestslack[w]`), worked
    /// out from the limbs (`limbs::slack_cmp`).
    #[inline(always)]
    fn scan_slack_cmp(&self, v: usize, w: usize, bv: usize, outer: bool) -> Ordering {
        let (l, cap) = (self.l, self.cap);
        let best = if outer { at(&self.bestslack, bv, l) } else { at(&self.vbestslack, w, l) };
        limbs::slack_cmp(
            at(&self.dual, v, l),
            at(&self.dual, w, l),
            wt(&self.wts, cap, l, v, w),
            best,
            self.top_limb(),
        )
    }

    /// The same comparison from the duals alone, when edge `{v, w}` and the
    /// best edge `{x, y}` it is compared with have one weight (one entry of
    /// the compact store) and that best edge is current (its slack cached
    /// exactly, see `check_forest`): then slack(v, w) − slack(x, y) =
    /// (u(v) − u(x)) + (u(w) − u(y)), the weights cancelling. With `x` a
    /// vertex `v`'s scan meets again and again (a free vertex's best edge
    /// comes from a few outer vertices), `u(v)` against `u(x)` is worked
    /// out once per scan (`scan_dual_order`). `None` when it does not apply
    /// or the two differences have opposite signs.
    ///
    /// In the Dutch 2026 round matcher most of a scan's entries are such
    /// edges: the round's edges outside its windows weigh a few vertex-term
    /// sums, and a member's edges to the players outside all have the slack
    /// of its excess dual, equal to the best recorded. Their slacks walked
    /// some twenty limbs to find them equal: the scans were 32% of round
    /// 5's instructions at 3,000 players, and of the 21 M entries they
    /// compared, 14 M shared their best edge's entry (11 M of them found
    /// equal or greater; callgrind and counts, issue 31). The answer is the
    /// one the limbs give (tests: `scan_slack_cmp` compared on every use,
    /// [`prefilter_order`]).
    #[inline(always)]
    fn order_by_duals(&mut self, v: usize, w: usize, bv: usize, outer: bool) -> Option<Ordering> {
        let (l, cap) = (self.l, self.cap);
        let entry = self.wts.entry_at(v.wrapping_mul(cap).wrapping_add(w))?;
        let order = if outer {
            let e = self.bestedge[bv];
            if self.dead_at[e.o] > self.best_epoch[bv]
                || self.wts.entry_at(e.v.wrapping_mul(cap).wrapping_add(e.o)) != Some(entry)
            {
                return None;
            }
            let first = if e.v == v { Ordering::Equal } else { self.scan_dual_order(v, e.v) };
            let second = limbs::cmp(at(&self.dual, w, l), at(&self.dual, e.o, l));
            sign_of_sum(first, second)?
        } else {
            let x = self.vbest[w].v;
            if self.dead_at[x] > self.vbest_epoch[w]
                || self.wts.entry_at(x.wrapping_mul(cap).wrapping_add(w)) != Some(entry)
            {
                return None;
            }
            self.scan_dual_order(v, x)
        };
        Some(order)
    }

    /// slack(i, j) against slack(x, y) from the duals alone, when the two
    /// edges have one weight (one entry of the compact store): the weights
    /// cancel, leaving (u(i) − u(x)) + (u(j) − u(y)). `None` when the
    /// weights differ (or the store is dense) or the two differences have
    /// opposite signs. The caller's cached slack of `{x, y}` must be exact
    /// (see [`Core::order_by_duals`]).
    #[inline(always)]
    pub(super) fn order_of_equal_weights(&self, i: usize, j: usize, x: usize, y: usize) -> Option<Ordering> {
        let (l, cap) = (self.l, self.cap);
        let entry = self.wts.entry_at(i.wrapping_mul(cap).wrapping_add(j))?;
        if self.wts.entry_at(x.wrapping_mul(cap).wrapping_add(y)) != Some(entry) {
            return None;
        }
        let first =
            if i == x { Ordering::Equal } else { limbs::cmp(at(&self.dual, i, l), at(&self.dual, x, l)) };
        let second =
            if j == y { Ordering::Equal } else { limbs::cmp(at(&self.dual, j, l), at(&self.dual, y, l)) };
        sign_of_sum(first, second)
    }

    /// `u(v)` against `u(x)`, `v` the vertex being scanned: worked out once
    /// per scan and `x`.
    #[inline(always)]
    fn scan_dual_order(&mut self, v: usize, x: usize) -> Ordering {
        if self.dual_order_stamp[x] != self.scans {
            let l = self.l;
            self.dual_order[x] = limbs::cmp(at(&self.dual, v, l), at(&self.dual, x, l));
            self.dual_order_stamp[x] = self.scans;
        }
        self.dual_order[x]
    }

    /// Handles tight edge `{v, w}` from outer vertex `v` to `w` in another
    /// top-level blossom. Returns true if the stage ended (augmentation).
    pub(super) fn process_tight(&mut self, v: usize, w: usize) -> bool {
        let bw = self.top(w);
        match self.label[bw] {
            FREE => {
                if self.mate[self.base[bw]] == NONE {
                    // A free blossom with an exposed (zero-dual) base: the
                    // path root..v, w..base is augmenting.
                    self.augment_trees(v, w);
                    return true;
                }
                self.assign_label(w, LABEL_T, Ep { v, o: w });
            }
            LABEL_S => {
                let base = self.scan_blossom(v, w);
                if base == NONE {
                    self.augment_trees(v, w);
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
                    self.untrack(w);
                }
            }
        }
        false
    }

    /// Labels the top-level blossom of `w` with `t` via edge `p` (seen from
    /// the labelling side); an inner label also labels the base's mate outer.
    pub(super) fn assign_label(&mut self, w: usize, t: u8, p: Ep) {
        let b = self.top(w);
        self.tree[b] = if p.is_none() {
            w
        } else {
            let bp = self.top(p.v);
            self.tree[bp]
        };
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.clear_best(b);
        if t == LABEL_S {
            let from = self.queue.len();
            collect_leaves(&self.childs, self.n, b, &mut self.queue);
            for i in from..self.queue.len() {
                let v = self.queue[i];
                self.untrack_outer(v);
            }
        } else {
            self.untrack(w);
            let base = self.base[b];
            let m = self.mate[base];
            debug_assert!(m != NONE, "inner blossoms have a matched base");
            self.assign_label(m, LABEL_S, Ep { v: base, o: m });
        }
    }

    /// Forgets the best edge of node `b`.
    pub(super) fn clear_best(&mut self, b: usize) {
        self.bestedge[b] = Ep::NONE;
    }

    /// Offers edge `e` from inside outer node `b` to another outer node,
    /// whose slack is in `self.tmp`, as `b`'s best edge.
    pub(super) fn record_best(&mut self, b: usize, e: Ep) {
        let l = self.l;
        if self.bestedge[b].is_none() || limbs::lt(&self.tmp, at(&self.bestslack, b, l)) {
            self.bestedge[b] = e;
            self.best_epoch[b] = self.epoch;
            at_mut(&mut self.bestslack, b, l).copy_from_slice(&self.tmp);
        }
    }

    /// Stops keeping `vbest[v]` current (`v` became inner or was reached),
    /// remembering since when.
    pub(super) fn untrack(&mut self, v: usize) {
        if self.tracked[v] {
            self.tracked[v] = false;
            self.lab_scan[v] = self.scan_log.len();
        }
    }

    /// [`Core::untrack`] for a vertex that became outer, remembering also
    /// since which dual step (outer ends move twice as fast).
    pub(super) fn untrack_outer(&mut self, v: usize) {
        self.untrack(v);
        if !self.lab_s[v] {
            self.lab_s[v] = true;
            self.s_delta[v] = self.deltas;
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
            let b = self.top(v);
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
                let bt = self.top(t);
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
        let bb = self.top(base);
        let mut bv = self.top(v0);
        let mut bw = self.top(w0);
        let b = self.unused.pop().expect("at most n/2 nontrivial blossoms exist at once");
        self.members_known[b] = false;
        self.base[b] = base;
        self.parent[b] = NONE;
        self.up[b] = NONE;
        self.parent[bb] = b;
        let mut path = std::mem::take(&mut self.childs[b]);
        let mut endps = std::mem::take(&mut self.endps[b]);
        path.clear();
        endps.clear();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            bv = self.top(self.labelend[bv].v);
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(Ep { v: v0, o: w0 });
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw].flip());
            bw = self.top(self.labelend[bw].v);
        }
        self.label[b] = LABEL_S;
        self.labelend[b] = self.labelend[bb];
        self.tree[b] = self.tree[bb];
        at_mut(&mut self.dual, b, self.l).fill(0);
        self.childs[b] = path;
        self.endps[b] = endps;

        // Former inner vertices are outer now and must be scanned (in the
        // order of the child cycle). The vertices of outer children are not
        // visited: their way to the top now passes through `b` (`up`), which
        // spares relabelling the whole of a big blossom each time it grows.
        let mut leaves = std::mem::take(&mut self.leaves);
        for i in 0..self.childs[b].len() {
            let c = self.childs[b][i];
            // Only now: while the cycle was traced, lookups had to find the
            // children themselves.
            self.up[c] = b;
            if self.label[c] == LABEL_T {
                leaves.clear();
                collect_leaves(&self.childs, n, c, &mut leaves);
                for &l in &leaves {
                    self.queue.push(l);
                    self.untrack_outer(l);
                    self.inblossom[l] = b;
                }
            } else if c < n {
                self.inblossom[c] = b;
            }
        }
        // Hand the buffer back: taken and dropped, it was regrown from empty
        // on every blossom (about 2% of a 400-player round's instructions).
        self.leaves = leaves;

        // The best edges to other outer blossoms are worked out when a dual
        // step needs them (`build_best_list`): most blossoms are merged into
        // larger ones, or end with their tree, before that.
        for i in 0..self.childs[b].len() {
            let c = self.childs[b][i];
            self.clear_best(c);
        }
        self.clear_best(b);
        self.has_best_list[b] = false;
        self.best_dirty[b] = true;
        // (Small graphs only: the engines' own tests form many blossoms per
        // dual step on big ones.)
        #[cfg(test)]
        if self.n <= 64
            && let Err(e) = self.check_tops()
        {
            panic!("after a new blossom: {e}");
        }
    }

    /// Word `wi` of the vertices inside blossom `b` (`members`), worked out
    /// from its children's when first asked for.
    pub(super) fn member_word(&mut self, b: usize, wi: usize) -> u64 {
        let (n, words) = (self.n, self.words);
        if !self.members_known[b] {
            if self.members.is_empty() {
                self.members = vec![0; n * words];
            }
            let mut bits = std::mem::take(&mut self.members);
            let row = (b - n) * words;
            bits[row..row + words].fill(0);
            // Children whose own set is known contribute it, others their
            // children (no recursion: blossoms nest hundreds deep).
            let mut stack = std::mem::take(&mut self.path);
            stack.clear();
            stack.extend_from_slice(&self.childs[b]);
            while let Some(c) = stack.pop() {
                if c < n {
                    bits[row + c / 64] |= 1 << (c % 64);
                } else if self.members_known[c] {
                    let from = (c - n) * words;
                    for i in 0..words {
                        bits[row + i] |= bits[from + i];
                    }
                } else {
                    stack.extend_from_slice(&self.childs[c]);
                }
            }
            self.path = stack;
            self.members = bits;
            self.members_known[b] = true;
        }
        self.members[(b - n) * words + wi]
    }

    /// Computes the best edges from new outer blossom `b` to each other outer
    /// blossom: from each child's list if it has one, else from all edges of
    /// its vertices.
    /// Sets `outer_bits` to the vertices whose top-level node is outer, for
    /// [`Core::build_best_list`], which must not be called after a label
    /// changes without it.
    pub(super) fn note_outer_vertices(&mut self) {
        let words = self.words;
        self.outer_bits.clear();
        self.outer_bits.resize(words, 0);
        self.outer_top.clear();
        for v in 0..self.n {
            let bv = self.top(v);
            self.outer_top.push(bv);
            if self.label[bv] == LABEL_S {
                self.outer_bits[v / 64] |= 1 << (v % 64);
            }
        }
    }

    pub(super) fn build_best_list(&mut self, b: usize) {
        // Children (and, inside children never worked out themselves, their
        // children) with a list contribute it; vertices their rows.
        let mut stack = std::mem::take(&mut self.path);
        stack.clear();
        stack.extend_from_slice(&self.childs[b]);
        // The rows' columns worth reading: outer vertices outside `b` (an
        // edge inside `b` is no edge to another node either), from the
        // snapshot of `note_outer_vertices`.
        let mut columns = std::mem::take(&mut self.best_columns);
        columns.clear();
        columns.extend_from_slice(&self.outer_bits);
        for (v, &t) in self.outer_top.iter().enumerate() {
            if t == b {
                columns[v / 64] &= !(1 << (v % 64));
            }
        }
        while let Some(c) = stack.pop() {
            if self.has_best_list[c] {
                let list = std::mem::take(&mut self.best_list[c]);
                for &e in &list {
                    self.consider_best_to(b, e.v, e.o);
                }
                self.best_list[c] = list;
                self.best_list[c].clear();
                self.has_best_list[c] = false;
            } else if c < self.n {
                // Only those columns: `consider_best_to` returns at once on
                // any other edge, and in a big round matcher most of a row
                // is inside `b` or not outer (issue 31).
                for (wi, &column) in columns.iter().enumerate() {
                    let mut bits = self.adj[c * self.words + wi] & column;
                    while bits != 0 {
                        let j = wi << 6 | bits.trailing_zeros() as usize;
                        bits &= bits.wrapping_sub(1);
                        self.consider_best_to(b, c, j);
                    }
                }
            } else {
                stack.extend_from_slice(&self.childs[c]);
            }
        }
        self.path = stack;
        self.best_columns = columns;

        let mut list = std::mem::take(&mut self.best_list[b]);
        list.clear();
        let l = self.l;
        self.clear_best(b);
        let touched = std::mem::take(&mut self.bestto_touched);
        for &bj in &touched {
            list.push(self.bestto[bj]);
            self.tmp.copy_from_slice(at(&self.bestto_slack, bj, l));
            self.record_best(b, self.bestto[bj]);
            self.bestto[bj] = Ep::NONE;
        }
        self.bestto_touched = touched;
        self.bestto_touched.clear();
        self.best_list[b] = list;
        self.has_best_list[b] = true;
        self.best_dirty[b] = false;
    }

    /// Records edge `{i, j}` as a candidate best edge from new blossom `b` to
    /// the outer blossom at its other end.
    fn consider_best_to(&mut self, b: usize, i: usize, j: usize) {
        let tj = self.top(j);
        let (i, j, bj) = if tj == b { (j, i, self.top(i)) } else { (i, j, tj) };
        if bj == b || self.label[bj] != LABEL_S {
            return;
        }
        let l = self.l;
        if !self.bestto[bj].is_none() {
            let e = self.bestto[bj];
            let by_duals = self.order_of_equal_weights(i, j, e.v, e.o);
            let by_limbs = || {
                limbs::slack_cmp(
                    at(&self.dual, i, l),
                    at(&self.dual, j, l),
                    wt(&self.wts, self.cap, l, i, j),
                    at(&self.bestto_slack, bj, l),
                    self.top_limb(),
                )
            };
            let order = prefilter_order(by_duals, by_limbs, "best list");
            if order != Ordering::Less {
                // Prefilter: not better (only a smaller slack replaces the
                // best one), so its slack is not needed.
                return;
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

    /// Augments along tight edge `{v, w}` (as [`Core::augment_matching`]) and
    /// ends the search trees involved.
    fn augment_trees(&mut self, v: usize, w: usize) {
        let bv = self.top(v);
        let tv = self.tree[bv];
        let bw = self.top(w);
        let tw = if self.label[bw] == LABEL_S { self.tree[bw] } else { NONE };
        self.augment_matching(v, w);
        self.end_trees(tv, tw);
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
            let bs = self.top(s);
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.label[bs] != LABEL_S || self.labelend[bs].is_none() {
                break;
            }
            let t = self.labelend[bs].v;
            let bt = self.top(t);
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
            self.up[s] = NONE;
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
        self.best_dirty[b] = false;
        self.best_list[b].clear();
        self.clear_best(b);
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
        let entry = self.top(self.labelend[b].o);
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
        self.tree[bv] = self.tree[b];
        self.untrack(p.o);
        self.labelend[p.o] = p;
        self.labelend[bv] = p;
        self.clear_best(bv);
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
                debug_assert_eq!(self.top_of(v), bv);
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

/// The sign of `a + b` from the signs of `a` and `b`: two slack differences
/// that agree, or one of them zero (`Core::order_of_equal_weights`); `None`
/// when they have opposite signs and only the limbs can tell.
#[inline(always)]
fn sign_of_sum(a: Ordering, b: Ordering) -> Option<Ordering> {
    match (a, b) {
        (Ordering::Equal, order) | (order, Ordering::Equal) => Some(order),
        (a, b) if a == b => Some(a),
        _ => None,
    }
}

/// A prefilter's comparison of an edge's slack with the best one recorded:
/// the one `by_duals` found when the duals decided, else `by_limbs`. Test
/// builds work every decision of the duals out from the limbs as well and
/// fail where the two differ (`what` names the caller: scan, best list,
/// vertex best).
#[inline(always)]
pub(super) fn prefilter_order(
    by_duals: Option<Ordering>,
    by_limbs: impl FnOnce() -> Ordering,
    what: &str,
) -> Ordering {
    match by_duals {
        Some(order) => {
            #[cfg(test)]
            {
                assert_eq!(order, by_limbs(), "{what}: the order by duals against the limbs");
                super::tests::note_order_by_duals();
            }
            #[cfg(not(test))]
            let _ = (by_limbs, what);
            order
        }
        None => by_limbs(),
    }
}
