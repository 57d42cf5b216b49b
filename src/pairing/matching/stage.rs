//! The stage loop of the blossom algorithm: cold initialisation, stage
//! start and end, and the dual adjustment that ends each search step.

use std::cmp::Ordering;

use super::limbs;
use super::{Core, Ep, FREE, LABEL_S, LABEL_T, NONE, at, at_mut, wt};

/// What the dual step of a stage ran into.
enum Event {
    /// An outer vertex's dual reached zero (delta 1).
    VertexZero(usize),
    /// The best edge from this free vertex to an outer vertex became tight
    /// (delta 2).
    FreeEdge(usize),
    /// The best edge from this outer blossom to another became tight (delta 3).
    OuterEdge(usize),
    /// This inner blossom's dual reached zero (delta 4).
    Expand(usize),
}

impl Core {
    /// Resets to the empty matching with no blossoms and each vertex dual at
    /// the largest weight at that vertex (feasible since `u_i + u_j >= 2
    /// w_ij`); without the greedy pass, rounded up to even so all first-stage
    /// roots share a parity.
    pub(super) fn init_cold(&mut self) {
        self.init_cold_structure();
        self.dual.fill(0);
        let l = self.l;
        let n = self.n;
        for v in 0..n {
            let mut best = NONE;
            // Compact store: an edge with the best one's table entry has its
            // weight, so it is not larger (a row's weights mostly repeat a
            // few entries, and comparing equal limbs reads all of them).
            let mut best_entry = None;
            self.for_each_neighbour(v, |w| {
                let entry = self.wts.entry_at(v * self.cap + w);
                if best == NONE
                    || (entry.is_none_or(|e| best_entry != Some(e))
                        && limbs::lt(self.wt(v, best), self.wt(v, w)))
                {
                    best = w;
                    best_entry = entry;
                }
            });
            if best != NONE {
                let d = at_mut(&mut self.dual, v, l);
                d.copy_from_slice(wt(&self.wts, self.cap, l, v, best));
                // The greedy pass leaves every exposed vertex even itself;
                // rounding here would make every edge between two vertices
                // with the same odd top weight needlessly non-tight.
                if limbs::is_odd(d) && !self.greedy {
                    limbs::increment(d);
                }
            }
        }
        if self.greedy {
            self.greedy_start();
        }
    }

    /// No matching, no blossoms, every vertex its own top-level node (the
    /// duals are left to the caller).
    pub(super) fn init_cold_structure(&mut self) {
        let n = self.n;
        for v in 0..n {
            self.mate[v] = NONE;
            self.inblossom[v] = v;
            self.parent[v] = NONE;
            self.up[v] = NONE;
            self.base[v] = v;
        }
        for b in n..2 * n {
            self.parent[b] = NONE;
            self.up[b] = NONE;
            self.base[b] = NONE;
            self.childs[b].clear();
            self.endps[b].clear();
        }
        self.dual[n * self.l..].fill(0);
        self.unused.clear();
        self.unused.extend((n..2 * n).rev());
    }

    /// Jump-starts a cold solve: each still-exposed vertex lowers its dual by
    /// its least edge slack (keeping every edge feasible) so some edge gets
    /// tight, and is matched along it if the other end is exposed too.
    ///
    /// This matches most vertices in one O(n²) pass, so the O(n²)-per-stage
    /// search runs far fewer stages. A vertex left exposed keeps an even dual
    /// (rounding up), as stage roots must.
    fn greedy_start(&mut self) {
        let (n, l, cap, top) = (self.n, self.l, self.cap, self.top_limb());
        let mut min_all = std::mem::take(&mut self.tmp2);
        let mut min_free = std::mem::take(&mut self.delta);
        for v in 0..n {
            if self.mate[v] != NONE {
                continue;
            }
            let (mut any, mut free) = (false, NONE);
            for wi in 0..self.words {
                let mut bits = self.adj[v * self.words + wi];
                while bits != 0 {
                    let w = wi << 6 | bits.trailing_zeros() as usize;
                    bits &= bits.wrapping_sub(1);
                    let (dv, dw, weight) =
                        (at(&self.dual, v, l), at(&self.dual, w, l), wt(&self.wts, cap, l, v, w));
                    // Prefilter (`limbs::slack_cmp`): an edge whose slack
                    // is not below both least slacks found so far changes
                    // neither (both are replaced only by a smaller one).
                    // Equal ones are most of a row when its weights repeat
                    // (issue 31): deciding them here spares the full slack.
                    if any
                        && limbs::slack_cmp(dv, dw, weight, &min_all, top) != Ordering::Less
                        && (self.mate[w] != NONE
                            || (free != NONE
                                && limbs::slack_cmp(dv, dw, weight, &min_free, top) != Ordering::Less))
                    {
                        continue;
                    }
                    limbs::slack(&mut self.tmp, dv, dw, weight);
                    if !any || limbs::lt(&self.tmp, &min_all) {
                        min_all.copy_from_slice(&self.tmp);
                        any = true;
                    }
                    if self.mate[w] == NONE && (free == NONE || limbs::lt(&self.tmp, &min_free)) {
                        min_free.copy_from_slice(&self.tmp);
                        free = w;
                    }
                }
            }
            if !any {
                continue;
            }
            let d = at_mut(&mut self.dual, v, l);
            if limbs::lt(d, &min_all) {
                // No edge can get tight before the dual reaches zero.
                d.fill(0);
                continue;
            }
            limbs::sub(d, &min_all);
            if free != NONE && min_free == min_all {
                self.mate[v] = free;
                self.mate[free] = v;
            } else if limbs::is_odd(d) {
                limbs::increment(d);
            }
        }
        self.tmp2 = min_all;
        self.delta = min_free;
    }

    /// Runs stages until no exposed vertex has a positive dual. (With trees
    /// ended one at a time, one stage often does it all.)
    pub(super) fn run_stages(&mut self) {
        self.last_stages = 0;
        while self.start_stage() {
            self.run_stage();
            self.end_stage();
        }
    }

    /// Clears the forest and labels the roots (exposed vertices with positive
    /// dual) outer, one tree each. Returns whether there is any root.
    fn start_stage(&mut self) -> bool {
        self.label.fill(FREE);
        self.bestedge.fill(Ep::NONE);
        self.vbest.fill(Ep::NONE);
        self.tracked.fill(true);
        self.lab_s.fill(false);
        self.scan_log.clear();
        self.deltas = 0;
        self.has_best_list.fill(false);
        self.best_dirty.fill(false);
        self.scanned.fill(false);
        self.scanned_alive = 0;
        self.restart = false;
        self.queue.clear();
        self.live_trees = 0;
        for v in 0..self.n {
            if self.mate[v] == NONE && !limbs::is_zero(at(&self.dual, v, self.l)) && {
                let b = self.top(v);
                self.label[b] == FREE
            } {
                debug_assert_eq!(self.base[self.top_of(v)], v, "exposed vertex is its blossom's base");
                self.assign_label(v, LABEL_S, Ep::NONE);
                self.live_trees += 1;
            }
        }
        self.live_trees > 0
    }

    /// Grows the forest and adjusts duals until every tree has ended: each
    /// augmentation, or root whose dual reaches zero, ends the trees involved
    /// and the search goes on with the others (see `trees.rs`), unless
    /// starting over is cheaper.
    fn run_stage(&mut self) {
        loop {
            while let Some(v) = self.queue.pop() {
                // An augmentation ends the tree of `v`: the rest of its edges
                // are looked at again from their other ends.
                if self.scan(v) && self.restart {
                    return;
                }
            }
            if self.live_trees == 0 {
                return;
            }
            #[cfg(test)]
            if let Err(e) = self.check_tops().and_then(|_| self.check_forest()) {
                panic!("forest invariant: {e}");
            }
            let event = self.choose_delta();
            self.apply_delta();
            match event {
                Event::VertexZero(v) => {
                    let bv = self.top(v);
                    let t = self.tree[bv];
                    if self.mate[v] != NONE {
                        // Flip the path to the root: the root (positive dual)
                        // gets matched, `v` (zero dual) becomes exposed.
                        self.augment_path(v, NONE);
                    }
                    self.end_trees(t, NONE);
                }
                Event::FreeEdge(_) | Event::OuterEdge(_) => {
                    let e = match event {
                        Event::FreeEdge(x) => self.vbest[x],
                        Event::OuterEdge(x) => self.bestedge[x],
                        _ => unreachable!(),
                    };
                    debug_assert!(
                        limbs::slack(
                            &mut self.tmp,
                            at(&self.dual, e.v, self.l),
                            at(&self.dual, e.o, self.l),
                            wt(&self.wts, self.cap, self.l, e.v, e.o)
                        ),
                        "best edge is tight after the dual step"
                    );
                    self.process_tight(e.v, e.o);
                }
                Event::Expand(b) => self.expand_blossom(b, false),
            }
            if self.restart {
                return;
            }
        }
    }

    /// Expands the top-level outer blossoms whose dual is zero, so blossoms
    /// never outlive their usefulness. (Ended trees had theirs expanded.)
    fn end_stage(&mut self) {
        for b in self.n..2 * self.n {
            if self.parent[b] == NONE
                && self.base[b] != NONE
                && self.label[b] == LABEL_S
                && limbs::is_zero(at(&self.dual, b, self.l))
            {
                self.expand_blossom(b, true);
            }
        }
    }

    /// Finds the smallest dual step and the event that limits it; leaves the
    /// step in `self.delta`. Ties go to the earlier kind, as in mwmatching.
    fn choose_delta(&mut self) -> Event {
        let (n, l) = (self.n, self.l);
        let mut outer_known = false;
        for b in n..2 * n {
            if self.best_dirty[b] && self.parent[b] == NONE && self.label[b] == LABEL_S {
                if !outer_known {
                    // Building lists changes no label: one snapshot serves
                    // every list built for this step.
                    self.note_outer_vertices();
                    outer_known = true;
                }
                self.build_best_list(b);
            }
        }

        // Delta 1: an outer vertex dual reaches zero. Prefer an exposed vertex
        // on ties: it ends the stage without changing the matching.
        let mut d1 = NONE;
        for v in 0..n {
            let bv = self.top(v);
            if self.label[bv] != LABEL_S {
                continue;
            }
            if d1 == NONE {
                d1 = v;
                continue;
            }
            match limbs::cmp(at(&self.dual, v, l), at(&self.dual, d1, l)) {
                Ordering::Less => d1 = v,
                Ordering::Equal if self.mate[v] == NONE && self.mate[d1] != NONE => d1 = v,
                _ => {}
            }
        }
        debug_assert!(d1 != NONE, "a stage always has an outer vertex");
        self.delta.copy_from_slice(at(&self.dual, d1, l));
        let mut event = Event::VertexZero(d1);

        // Delta 2: an edge from an outer vertex to a free vertex gets tight.
        // A cached best edge whose outer end's tree has ended since is only a
        // lower bound (see `trees.rs`): those are looked at below, and only
        // recomputed if they could beat the step found without them.
        let mut d2 = NONE;
        for v in 0..n {
            let bv = self.top(v);
            if self.label[bv] == FREE
                && !self.vbest[v].is_none()
                && self.dead_at[self.vbest[v].v] <= self.vbest_epoch[v]
                && (d2 == NONE || limbs::lt(at(&self.vbestslack, v, l), at(&self.vbestslack, d2, l)))
            {
                d2 = v;
            }
        }
        if d2 != NONE && limbs::lt(at(&self.vbestslack, d2, l), &self.delta) {
            self.delta.copy_from_slice(at(&self.vbestslack, d2, l));
            event = Event::FreeEdge(d2);
        }

        // Delta 3: an edge between two outer blossoms gets tight (both ends
        // move, so half its slack).
        let mut d3 = NONE;
        for b in 0..2 * n {
            if self.parent[b] == NONE
                && self.label[b] == LABEL_S
                && !self.bestedge[b].is_none()
                && self.dead_at[self.bestedge[b].o] <= self.best_epoch[b]
                && (d3 == NONE || limbs::lt(at(&self.bestslack, b, l), at(&self.bestslack, d3, l)))
            {
                d3 = b;
            }
        }
        if d3 != NONE {
            debug_assert!(!limbs::is_odd(at(&self.bestslack, d3, l)), "outer-outer slacks are even");
            self.tmp.copy_from_slice(at(&self.bestslack, d3, l));
            limbs::halve(&mut self.tmp);
            if limbs::lt(&self.tmp, &self.delta) {
                self.delta.copy_from_slice(&self.tmp);
                event = Event::OuterEdge(d3);
            }
        }

        // Delta 4: an inner blossom's dual reaches zero.
        let mut d4 = NONE;
        for b in n..2 * n {
            if self.base[b] != NONE
                && self.parent[b] == NONE
                && self.label[b] == LABEL_T
                && (d4 == NONE || limbs::lt(at(&self.dual, b, l), at(&self.dual, d4, l)))
            {
                d4 = b;
            }
        }
        if d4 != NONE && limbs::lt(at(&self.dual, d4, l), &self.delta) {
            self.delta.copy_from_slice(at(&self.dual, d4, l));
            event = Event::Expand(d4);
        }

        // Stale caches below the step found so far.
        for v in 0..n {
            let bv = self.top(v);
            if self.label[bv] != FREE
                || self.vbest[v].is_none()
                || self.dead_at[self.vbest[v].v] <= self.vbest_epoch[v]
                || !limbs::lt(at(&self.vbestslack, v, l), &self.delta)
            {
                continue;
            }
            self.refresh_vertex_best(v);
            if !self.vbest[v].is_none() && limbs::lt(at(&self.vbestslack, v, l), &self.delta) {
                self.delta.copy_from_slice(at(&self.vbestslack, v, l));
                event = Event::FreeEdge(v);
            }
        }
        self.delta2x.copy_from_slice(&self.delta);
        limbs::double(&mut self.delta2x);
        for b in 0..2 * n {
            if self.parent[b] != NONE
                || self.label[b] != LABEL_S
                || self.bestedge[b].is_none()
                || self.dead_at[self.bestedge[b].o] <= self.best_epoch[b]
                || !limbs::lt(at(&self.bestslack, b, l), &self.delta2x)
            {
                continue;
            }
            self.refresh_blossom_best(b);
            if !self.bestedge[b].is_none() && limbs::lt(at(&self.bestslack, b, l), &self.delta2x) {
                debug_assert!(!limbs::is_odd(at(&self.bestslack, b, l)), "outer-outer slacks are even");
                self.delta.copy_from_slice(at(&self.bestslack, b, l));
                limbs::halve(&mut self.delta);
                self.delta2x.copy_from_slice(at(&self.bestslack, b, l));
                event = Event::OuterEdge(b);
            }
        }
        event
    }

    /// Applies dual step `self.delta`: outer vertices down, inner up, outer
    /// blossoms up, inner blossoms down; cached best slacks follow (a free
    /// vertex's edge loses `delta`, an outer–outer edge `2 delta`, an edge into
    /// an inner blossom nothing). Cached edges of vertices that are not
    /// tracked are left alone (see `trees.rs`).
    fn apply_delta(&mut self) {
        if limbs::is_zero(&self.delta) {
            return;
        }
        let (n, l) = (self.n, self.l);
        for v in 0..n {
            let bv = self.top(v);
            match self.label[bv] {
                LABEL_S => limbs::sub(at_mut(&mut self.dual, v, l), &self.delta),
                LABEL_T => limbs::add(at_mut(&mut self.dual, v, l), &self.delta),
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    LABEL_S => limbs::add(at_mut(&mut self.dual, b, l), &self.delta),
                    LABEL_T => limbs::sub(at_mut(&mut self.dual, b, l), &self.delta),
                    _ => {}
                }
            }
        }
        self.deltas += 1;
        for x in 0..n {
            if !self.vbest[x].is_none() && {
                let bx = self.top(x);
                self.label[bx] == FREE
            } {
                debug_assert!(self.tracked[x], "free vertices keep their best edge current");
                limbs::sub(at_mut(&mut self.vbestslack, x, l), &self.delta);
            }
        }
        self.delta2x.copy_from_slice(&self.delta);
        limbs::double(&mut self.delta2x);
        for x in 0..2 * n {
            if !self.bestedge[x].is_none() && self.parent[x] == NONE && self.label[x] == LABEL_S {
                limbs::sub(at_mut(&mut self.bestslack, x, l), &self.delta2x);
            }
        }
    }

    /// Test-only: the search invariants `choose_delta` relies on, when the
    /// queue is empty.
    #[cfg(test)]
    pub(super) fn check_forest(&self) -> Result<(), String> {
        let (n, l) = (self.n, self.l);
        let slack = |x: usize, y: usize| -> Vec<u64> {
            let mut out = vec![0; l];
            limbs::slack(
                &mut out,
                at(&self.dual, x, l),
                at(&self.dual, y, l),
                wt(&self.wts, self.cap, l, x, y),
            );
            out
        };
        for x in 0..n {
            let bx = self.top_of(x);
            if self.label[bx] != LABEL_S {
                continue;
            }
            for y in 0..n {
                let by = self.top_of(y);
                if by == bx || !self.has_edge(x, y) {
                    continue;
                }
                let s = slack(x, y);
                match self.label[by] {
                    FREE => {
                        if !self.tracked[y] {
                            return Err(format!("free vertex {y} untracked"));
                        }
                        if self.vbest[y].is_none() || limbs::lt(&s, at(&self.vbestslack, y, l)) {
                            return Err(format!(
                                "free vertex {y}: edge from {x} not covered: vbest {:?} cached {:?} slack {:?} \
                                 dead_at x {} y {} epoch {} scanned x {} log pos x {:?} lab_scan y {} lab_s {} deltas {} s_delta {} vepoch {}",
                                self.vbest[y],
                                at(&self.vbestslack, y, l),
                                s,
                                self.dead_at[x],
                                self.dead_at[y],
                                self.epoch,
                                self.scanned[x],
                                self.scan_log.iter().rposition(|&z| z == x),
                                self.lab_scan[y],
                                self.lab_s[y],
                                self.deltas,
                                self.s_delta[y],
                                self.vbest_epoch[y]
                            ));
                        }
                    }
                    LABEL_T => {
                        if self.label[y] == FREE {
                            if !self.tracked[y] {
                                return Err(format!("unreached inner vertex {y} untracked"));
                            }
                            if self.vbest[y].is_none() || limbs::lt(&s, at(&self.vbestslack, y, l)) {
                                return Err(format!("inner vertex {y}: edge from {x} not covered"));
                            }
                        }
                    }
                    _ => {
                        let ok = self.best_dirty[bx]
                            || self.best_dirty[by]
                            || [bx, by].iter().any(|&b| {
                                !self.bestedge[b].is_none() && !limbs::lt(&s, at(&self.bestslack, b, l))
                            });
                        if !ok {
                            return Err(format!("outer edge {x}-{y} not covered"));
                        }
                    }
                }
            }
        }
        // Current (not stale) caches are exact.
        for y in 0..n {
            let e = self.vbest[y];
            if self.label[self.top_of(y)] != FREE
                && !(self.label[self.top_of(y)] == LABEL_T && self.label[y] == FREE)
            {
                continue;
            }
            if !e.is_none() && self.dead_at[e.v] <= self.vbest_epoch[y] {
                if self.label[self.top_of(e.v)] != LABEL_S {
                    return Err(format!("vbest of {y} from non-outer {}", e.v));
                }
                if slack(e.v, y) != at(&self.vbestslack, y, l) {
                    return Err(format!("vbest of {y} cached slack wrong"));
                }
            }
        }
        for b in 0..2 * n {
            let e = self.bestedge[b];
            if self.parent[b] != NONE || self.label[b] != LABEL_S || e.is_none() {
                continue;
            }
            if self.dead_at[e.o] <= self.best_epoch[b] {
                if self.label[self.top_of(e.o)] != LABEL_S || self.top_of(e.v) != b {
                    return Err(format!("bestedge of {b} not outer-outer"));
                }
                if slack(e.v, e.o) != at(&self.bestslack, b, l) {
                    return Err(format!("bestedge of {b} cached slack wrong"));
                }
            }
        }
        Ok(())
    }
}
