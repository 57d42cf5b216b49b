//! The rank bonus of steps B and E without a solve, when an alternating
//! cycle of tight edges shows the answer (issue 31).
//!
//! Steps B and E (D.1 / 4.2, [C21]'s "best-ranked" choice) give each S1
//! player in turn the best-ranked lower player some optimum allows: a
//! bonus on its edges by rank, and a solve. `Window::rank_bonus_keeps_mate`
//! skips the solve when the duals prove the current mate is that player:
//! every better-ranked candidate u has slack above the bonus it would gain
//! (the rank gap). But the optimum in hand is just one of many tied ones,
//! and in a big score group it pairs S1 with S2 in whatever order the
//! search left: x with the 18th S2 player while the 2nd, tight to x, is
//! paired with a later S1 player, or floats down to the next bracket. The
//! proof then fails at once, and 2026's round 2 at 3,000 players made 595
//! solves in one window (2.7 s of 5.5 s).
//!
//! So when the proof stumbles on a better-ranked candidate u0 (the first
//! one whose slack does not exceed its rank gap), look for an alternating
//! cycle x–u0, mate(u0)–r1, mate(r1)–r2, …, ending at x's mate y, along
//! edges tight at the current duals: swapping it gives another matching of
//! the same vertices at the same weight, which the same duals certify
//! optimal (`Matcher::rematch` checks tightness, blossoms and that the
//! matched vertices stay the same). With x paired with u0, the proof holds:
//! every u < u0 had slack above y − u > u0 − u. It is run again all the
//! same, so the cycle never decides an answer; when none is found within a
//! budget of edge checks, or the proof still fails, the solve decides as
//! before.

use super::{Criteria, Window, hints};

/// Marks a queue entry with no parent (the cycle's first step from x).
const ROOT: usize = usize::MAX;

impl<C: Criteria> Window<'_, '_, C> {
    /// The partner the rank bonus of steps B and E gives `v` (see
    /// `rank_bonus_keeps_mate`), when the duals prove it without a solve,
    /// possibly after re-pairing along a tight alternating cycle; `None`
    /// when the caller must solve with the bonus.
    pub(super) fn rank_bonus_partner(
        &mut self,
        v: usize,
        candidate: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        if self.rank_bonus_keeps_mate(v, &candidate) {
            return self.mate(v);
        }
        if !hints::rank_rematch() {
            return None;
        }
        let y = self.mate(v)?;
        if !candidate(y) || !self.allowed(v, y) {
            return None;
        }
        let blocker = (0..y).find(|&u| {
            u != v
                && candidate(u)
                && self.allowed(v, u)
                && !self.matcher.slack_exceeds(self.vertex[v], self.vertex[u], (y - u) as u64)
        })?;
        if hints::rank_rematch_broken() {
            return Some(blocker);
        }
        let taken = self.cycle_gives(v, blocker, y, &candidate) && self.rank_bonus_keeps_mate(v, &candidate);
        hints::count_rank_rematch(taken);
        if taken { self.mate(v) } else { None }
    }

    /// Re-pairs the current optimum so that `v` is paired with `u0`
    /// instead of its mate `y`, along an alternating cycle of tight edges
    /// through candidates (breadth first, a bounded number of edge checks);
    /// returns whether the matcher took it (`Matcher::rematch`).
    fn cycle_gives(&mut self, v: usize, u0: usize, y: usize, candidate: &impl Fn(usize) -> bool) -> bool {
        let (vv, vy) = (self.vertex[v], self.vertex[y]);
        if !self.usable(vv, u0) {
            return false;
        }
        let Some(first) = self.matcher.mate(self.vertex[u0]) else { return false };
        let n = self.len();
        let mut right_seen = vec![false; n];
        for w in [v, y, u0] {
            right_seen[w] = true;
        }
        let mut left_seen = vec![false; self.matcher.vertex_count()];
        left_seen[vv] = true;
        left_seen[first] = true;
        // Entries (o, parent entry, r): matcher vertex o lost its mate, the
        // window member r, to the parent's o (to v for the first entry).
        let mut queue = vec![(first, ROOT, u0)];
        let candidates: Vec<usize> = (0..n).filter(|&r| candidate(r)).collect();
        let mut budget = 4 * n;
        let mut head = 0;
        while head < queue.len() {
            let o = queue[head].0;
            if self.usable(o, y) {
                let mut pairs = vec![(o, vy)];
                let mut i = head;
                loop {
                    let (_, parent, r) = queue[i];
                    let taker = if parent == ROOT { vv } else { queue[parent].0 };
                    pairs.push((taker, self.vertex[r]));
                    if parent == ROOT {
                        break;
                    }
                    i = parent;
                }
                return self.matcher.rematch(&pairs);
            }
            for &r in &candidates {
                if right_seen[r] {
                    continue;
                }
                if budget == 0 {
                    return false;
                }
                budget -= 1;
                if !self.usable(o, r) {
                    continue;
                }
                let Some(next) = self.matcher.mate(self.vertex[r]) else { continue };
                if left_seen[next] {
                    continue;
                }
                right_seen[r] = true;
                left_seen[next] = true;
                queue.push((next, head, r));
            }
            head += 1;
        }
        false
    }

    /// Whether matcher vertex `o` may be re-paired with window member `r`:
    /// the edge is allowed (when `o` is a member too) and tight at the
    /// current duals, neither end in a blossom.
    fn usable(&mut self, o: usize, r: usize) -> bool {
        let allowed = match self.window_of[o] {
            Some(a) => a != r && self.allowed(a, r),
            None => true,
        };
        allowed && self.matcher.is_tight_outside_blossoms(o, self.vertex[r])
    }
}
