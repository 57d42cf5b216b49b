//! Ending search trees one at a time, so a stage does not start over after
//! each augmentation.
//!
//! A stage grows one alternating tree per root. The textbook algorithm ends
//! the whole stage at the first augmentation and regrows every tree from
//! scratch, rescanning every outer vertex: O(n²) per augmentation, even when
//! the augmentation touched two small trees out of a hundred (the common case
//! of a warm start after many vertices changed, and of a cold start). Here
//! only the trees involved end; the others keep their labels, scans and
//! cached best edges, which stay exact for every edge whose ends kept their
//! labels.
//!
//! What changes when trees end is that their vertices stop being outer or
//! inner. Three things could then go wrong, and each is repaired:
//!
//! * Each freed vertex needs its best edge from the outer vertices (`vbest`).
//!   That cache is kept current only while a vertex is free or unreached
//!   inside an inner blossom (`tracked`); once labelled it is frozen, and
//!   scans no longer update it. A frozen cache still covers the outer
//!   vertices scanned before the freeze — the slack of such an edge has not
//!   dropped since, unless the vertex was outer across a dual step (both ends
//!   then move) — so it is brought up to date from the scans logged since
//!   (`scan_log`), or recomputed from the vertex's row when that is shorter or
//!   the vertex was outer across a dual step. A tight edge is recorded with
//!   slack zero and handled as a zero dual step.
//! * A vertex inside a remaining inner blossom may have been reached (its
//!   label remembers the edge, for an expansion) from a vertex that is no
//!   longer outer: it is unmarked and brought up to date the same way (its
//!   top stayed inner, so its frozen cache is valid), which may find it
//!   reached again.
//! * Cached best edges of free vertices and outer nodes may point to a vertex
//!   that is no longer outer. Such a cache is stale but still a lower bound on
//!   the best edge it stands for: its cached slack was the least of the edges
//!   it covered, and it has since dropped at least as fast as any of them (an
//!   edge to a vertex that stopped being outer drops more slowly, or grows).
//!   So `choose_delta` recomputes a stale cache (from the rows of the vertex or
//!   node, or an outer blossom's list) only when it could beat the step found
//!   without it, and a dual step never exceeds any cached value, so none
//!   underflows. A cache counts as stale when its far end's tree ended after
//!   it was recorded (`dead_at > best_epoch`), even if that vertex is outer
//!   again by now.
//!
//! When the freed vertices would need more row scans than the other trees
//! have made so far (a large tree ended soon after it grew), the stage starts
//! over instead, as in the textbook algorithm. Outer blossoms of an ended tree
//! with zero dual are expanded, as at the end of a textbook stage. Each root is
//! resolved exactly once (matched, or its dual reaches zero), so a stage runs
//! until no root is left or it starts over.

use std::cmp::Ordering;

use super::blossom::prefilter_order;
use super::limbs;
use super::{Core, Ep, FREE, LABEL_S, LABEL_T, NONE, at, at_mut, wt};

impl Core {
    /// Ends search trees `t1` and `t2` (root vertices; `t2` may be `NONE`)
    /// after an augmentation or a dual reaching zero has resolved their roots.
    pub(super) fn end_trees(&mut self, t1: usize, t2: usize) {
        debug_assert!(t1 != NONE && t1 != t2, "two distinct trees end");
        let n = self.n;
        self.epoch += 1;
        let ended = 1 + usize::from(t2 != NONE);
        self.live_trees -= ended;
        self.last_stages += ended;

        let mut tops = std::mem::take(&mut self.dead_tops);
        tops.clear();
        for b in 0..2 * n {
            if self.parent[b] == NONE
                && self.base[b] != NONE
                && self.label[b] != FREE
                && (self.tree[b] == t1 || self.tree[b] == t2)
            {
                let expand = b >= n && self.label[b] == LABEL_S && limbs::is_zero(at(&self.dual, b, self.l));
                tops.push((b, expand));
            }
        }

        // The vertices of the ended trees, and how many of them were scanned.
        let mut dead = std::mem::take(&mut self.leaves);
        dead.clear();
        for &(b, _) in &tops {
            super::blossom::collect_leaves(&self.childs, n, b, &mut dead);
        }
        // Each needs its best edge from the outer vertices: kept current if it
        // was tracked; else still valid up to the scans since it stopped being
        // tracked, unless it has been outer across a dual step since.
        let mut rescan = std::mem::take(&mut self.rescan);
        let mut catch_up = std::mem::take(&mut self.catch_up);
        rescan.clear();
        catch_up.clear();
        let log = self.scan_log.len();
        let mut gaps = 0;
        for &v in &dead {
            if self.tracked[v] {
                continue;
            }
            let gap = log - self.lab_scan[v];
            if (self.lab_s[v] && self.s_delta[v] != self.deltas) || gap > n {
                rescan.push(v);
            } else {
                gaps += gap;
                catch_up.push(v);
            }
        }
        let dead_scanned = dead.iter().filter(|&&v| self.scanned[v]).count();
        self.scanned_alive -= dead_scanned;
        // Ending them costs a scan of `rescan`'s rows and the logged scans;
        // starting the stage over costs (at most) a new scan of each vertex
        // scanned so far in the other trees. Take the cheaper.
        if rescan.len() + gaps / n.max(1) > self.scanned_alive {
            self.restart = true;
            self.leaves = dead;
            self.rescan = rescan;
            self.catch_up = catch_up;
            self.dead_tops = tops;
            return;
        }

        // Unlabel everything inside the ended trees.
        let mut stack = std::mem::take(&mut self.path);
        for &(b, _) in &tops {
            stack.clear();
            stack.push(b);
            while let Some(x) = stack.pop() {
                self.label[x] = FREE;
                self.labelend[x] = Ep::NONE;
                self.clear_best(x);
                if x < n {
                    self.dead_at[x] = self.epoch;
                    self.scanned[x] = false;
                } else {
                    self.has_best_list[x] = false;
                    self.best_dirty[x] = false;
                    self.best_list[x].clear();
                    stack.extend_from_slice(&self.childs[x]);
                }
            }
        }
        self.path = stack;
        self.leaves = dead;
        for &(b, expand) in &tops {
            if expand {
                self.expand_blossom(b, true);
            }
        }
        self.dead_tops = tops;

        // Vertices of remaining inner blossoms reached from ended trees: their
        // tops stayed inner, so their frozen best edges are still valid.
        for v in 0..n {
            let top = self.top(v);
            if top != v && self.label[top] == LABEL_T && self.label[v] == LABEL_T {
                let le = self.labelend[v];
                if !le.is_none() && self.dead_at[le.v] == self.epoch {
                    self.label[v] = FREE;
                    self.labelend[v] = Ep::NONE;
                    if log - self.lab_scan[v] > n {
                        rescan.push(v);
                    } else {
                        catch_up.push(v);
                    }
                }
            }
        }

        let mut queue = std::mem::take(&mut self.queue);
        queue.retain(|&v| {
            let b = self.top(v);
            self.label[b] == LABEL_S
        });
        self.queue = queue;

        for &y in &rescan {
            self.refresh_vertex_best(y);
        }
        for &y in &catch_up {
            self.catch_up_vertex_best(y);
        }
        self.rescan = rescan;
        self.catch_up = catch_up;
    }

    /// Recomputes `vbest[y]` for vertex `y`, which is not outer: exact, from
    /// `y`'s row. If `y` lies in an inner blossom and an edge is tight, `y` is
    /// also marked reached through it.
    pub(super) fn refresh_vertex_best(&mut self, y: usize) {
        self.vbest[y] = Ep::NONE;
        self.vbest_epoch[y] = self.epoch;
        let words = self.words;
        let top = self.top(y);
        for wi in 0..words {
            let mut bits = self.adj[y * words + wi];
            if top >= self.n {
                // Not the vertices inside `y`'s blossom:
                // `offer_vertex_best` returns at once on each (see `scan`).
                bits &= !self.member_word(top, wi);
            }
            while bits != 0 {
                let x = wi << 6 | bits.trailing_zeros() as usize;
                bits &= bits.wrapping_sub(1);
                self.offer_vertex_best(x, y, top);
            }
        }
        self.settle_tracking(y);
    }

    /// Brings the frozen `vbest[y]` up to date: it covers the outer vertices
    /// scanned before `lab_scan[y]`, and is still a lower bound for them (the
    /// caller checked that `y` was not outer across a dual step), so only the
    /// scans since are looked at again.
    fn catch_up_vertex_best(&mut self, y: usize) {
        let top = self.top(y);
        for i in self.lab_scan[y]..self.scan_log.len() {
            let x = self.scan_log[i];
            if self.has_edge(x, y) {
                self.offer_vertex_best(x, y, top);
            }
        }
        self.settle_tracking(y);
    }

    /// After `vbest[y]` was brought up to date with every scan so far: `y` is
    /// tracked again, unless it was found reached (then its best edge is
    /// frozen from now on).
    fn settle_tracking(&mut self, y: usize) {
        self.lab_s[y] = false;
        if self.label[y] == LABEL_T {
            self.tracked[y] = false;
            self.lab_scan[y] = self.scan_log.len();
        } else {
            self.tracked[y] = true;
        }
    }

    /// Offers edge `{x, y}` as `vbest[y]` if `x` is outer (and not in `y`'s
    /// top-level node `top`). If `y` is in an inner blossom and the edge is
    /// tight, also marks `y` reached through it (unless it already is).
    fn offer_vertex_best(&mut self, x: usize, y: usize, top: usize) {
        let (l, cap, top_limb) = (self.l, self.cap, self.top_limb());
        debug_assert_eq!(top, self.top_of(y));
        let bx = self.top(x);
        if bx == top || self.label[bx] != LABEL_S {
            return;
        }
        // The weight from `y`'s side (the matrix holds both directions
        // alike): the callers walk `y`'s row, which is contiguous there,
        // while `x`'s side would be a cache miss per edge.
        if !self.vbest[y].is_none() {
            // Prefilter (as in `scan`): a slack above the best one, or equal
            // to it and not zero, changes nothing here. When the best edge
            // is current and weighs the same (one row, so the entries are
            // read along it), the duals decide (`order_of_equal_weights`:
            // u(y) cancels); else the limbs.
            let e = self.vbest[y];
            let by_duals = if self.dead_at[e.v] <= self.vbest_epoch[y] {
                self.order_of_equal_weights(y, x, y, e.v)
            } else {
                None
            };
            let best = at(&self.vbestslack, y, l);
            let by_limbs = || {
                limbs::slack_cmp(
                    at(&self.dual, x, l),
                    at(&self.dual, y, l),
                    wt(&self.wts, cap, l, y, x),
                    best,
                    top_limb,
                )
            };
            let order = prefilter_order(by_duals, by_limbs, "vertex best");
            match order {
                Ordering::Greater => return,
                Ordering::Equal if !limbs::is_zero(best) => return,
                _ => {}
            }
        }
        let (ux, uy, w) = (at(&self.dual, x, l), at(&self.dual, y, l), wt(&self.wts, cap, l, y, x));
        let tight = limbs::slack(&mut self.tmp, ux, uy, w);
        if tight && self.label[top] == LABEL_T && self.label[y] == FREE {
            self.label[y] = LABEL_T;
            self.labelend[y] = Ep { v: x, o: y };
        }
        if self.vbest[y].is_none() || limbs::lt(&self.tmp, at(&self.vbestslack, y, l)) {
            self.vbest[y] = Ep { v: x, o: y };
            self.vbest_epoch[y] = self.epoch;
            at_mut(&mut self.vbestslack, y, l).copy_from_slice(&self.tmp);
        }
    }

    /// Recomputes the best edge from top-level outer node `b` to another
    /// outer one: exact, from its list if it has one, else from the rows of
    /// all its vertices.
    pub(super) fn refresh_blossom_best(&mut self, b: usize) {
        let (n, words) = (self.n, self.words);
        self.clear_best(b);
        self.best_dirty[b] = false;
        if self.has_best_list[b] {
            // All of `b`'s vertices were scanned before its list was worked
            // out, so the list covers its edges to the nodes outer then; edges
            // to nodes that became outer later are covered from their side.
            let list = std::mem::take(&mut self.best_list[b]);
            for &e in &list {
                self.offer_blossom_best(b, e.v, e.o);
            }
            self.best_list[b] = list;
            return;
        }
        let mut leaves = std::mem::take(&mut self.leaves);
        leaves.clear();
        super::blossom::collect_leaves(&self.childs, n, b, &mut leaves);
        for &i in &leaves {
            for wi in 0..words {
                let mut bits = self.adj[i * words + wi];
                while bits != 0 {
                    let j = wi << 6 | bits.trailing_zeros() as usize;
                    bits &= bits.wrapping_sub(1);
                    self.offer_blossom_best(b, i, j);
                }
            }
        }
        self.leaves = leaves;
    }

    /// Offers edge `{i, j}` (`i` in top-level outer node `b`) as `bestedge[b]`
    /// if `j` is outer in another node.
    fn offer_blossom_best(&mut self, b: usize, i: usize, j: usize) {
        let (l, cap, top_limb) = (self.l, self.cap, self.top_limb());
        let bj = self.top(j);
        if bj == b || self.label[bj] != LABEL_S {
            return;
        }
        let (ui, uj, w) = (at(&self.dual, i, l), at(&self.dual, j, l), wt(&self.wts, cap, l, i, j));
        if !self.bestedge[b].is_none() && limbs::slack_exceeds(ui, uj, w, at(&self.bestslack, b, l), top_limb)
        {
            return;
        }
        limbs::slack(&mut self.tmp, ui, uj, w);
        self.record_best(b, Ep { v: i, o: j });
    }
}
