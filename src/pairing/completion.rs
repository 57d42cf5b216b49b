//! The completion test: can the players not yet paired still all be paired
//! (all but one, who then gets a legal pairing-allocated bye) under the
//! absolute criteria? Dutch 2017 A.9 / C.4 asks it after every bracket (the
//! PPB), the 2026 texts name it [C4], Burstein 3.1.2 asks it of the bye.
//!
//! The answer is a perfect matching of those players over the
//! [`Context::compatible`] pairs, plus a vertex standing for the PAB when
//! their number is odd, joined to the players eligible for it (C.2 / [C2]).
//! While one exists the round can be completed.
//!
//! After a bracket pairs some players the matching is repaired locally: the
//! players it left without a partner are re-matched greedily, then by
//! augmenting paths. Only when that fails is the exact matcher asked. A
//! repaired matching is a proof of completability, so the answer stays
//! exact; the repair only saves time.
//!
//! A completion can also keep some players apart ([`Completion::after_apart`]):
//! the Burstein engine never pairs two floaters of one bracket with each
//! other, so its test of the rest leaves those pairs out.

use super::context::Context;
use super::matching::Matcher;
use std::collections::VecDeque;

const NONE: usize = usize::MAX;

/// A perfect matching of the players still to pair (input indices), plus
/// the PAB vertex when their number is odd.
#[derive(Clone, Debug)]
pub struct Completion {
    /// The vertex standing for the PAB: one past the last input index.
    bye: usize,
    /// Partner of every vertex (input index or `bye`), `NONE` if not in it.
    mate: Vec<usize>,
    /// The vertices, in the order they were given.
    vertices: Vec<usize>,
    /// Players who may not be paired with each other (input index; empty
    /// when there are none).
    apart: Vec<bool>,
}

impl Completion {
    /// `None` when `players` (input indices) cannot all be paired.
    ///
    /// Greedy first, then augmenting paths, as [`Completion::after`] repairs
    /// a matching: what they find is a perfect matching, a proof that the
    /// round can be completed. Only when they fail is the exact matcher
    /// asked, so the answer stays exact. Why (issue 31): the exact matcher
    /// over all n² pairs of the round was a sixth of a 400-player final
    /// round (callgrind), where greedy pairs nearly everyone at once.
    pub fn new(ctx: &Context<'_>, players: &[usize]) -> Option<Completion> {
        if shortcut::enabled() {
            if let Some(found) = Self::greedy(ctx, players) {
                shortcut::count(0);
                return Some(found);
            }
            shortcut::count(1);
        }
        Self::solve_exactly(ctx, players, Vec::new())
    }

    /// A perfect matching of `players` (plus the PAB vertex when their
    /// number is odd) found greedily in their order, the players left
    /// over then matched by augmenting paths; `None` when that fails,
    /// which does not mean that none exists.
    fn greedy(ctx: &Context<'_>, players: &[usize]) -> Option<Completion> {
        let bye = ctx.input.players.len();
        let mut vertices: Vec<usize> = players.to_vec();
        if vertices.len() % 2 == 1 {
            vertices.push(bye);
        }
        let mut completion = Completion { bye, mate: vec![NONE; bye + 1], vertices, apart: Vec::new() };
        let broken = shortcut::broken();
        let mut exposed = Vec::new();
        for i in 0..completion.vertices.len() {
            let u = completion.vertices[i];
            if completion.mate[u] != NONE {
                continue;
            }
            let partner = completion.vertices[i + 1..]
                .iter()
                .copied()
                .find(|&v| completion.mate[v] == NONE && (broken || completion.joinable(ctx, u, v)));
            match partner {
                Some(v) => {
                    completion.mate[u] = v;
                    completion.mate[v] = u;
                }
                None => exposed.push(u),
            }
        }
        for &u in &exposed {
            if completion.mate[u] == NONE && !completion.augment(ctx, u) {
                return None;
            }
        }
        Some(completion)
    }

    /// The pairs of the matching (input indices; the PAB vertex is one
    /// past the last player), each once (tests check them).
    #[cfg(test)]
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        self.vertices.iter().map(|&v| (v, self.mate[v])).filter(|&(v, m)| m != NONE && v < m).collect()
    }

    /// The exact answer alone (tests compare the shortcut with it).
    #[cfg(test)]
    pub fn new_exactly(ctx: &Context<'_>, players: &[usize]) -> Option<Completion> {
        Self::solve_exactly(ctx, players, Vec::new())
    }

    /// The matching of the players left once `pairs` are fixed, or `None`
    /// when they cannot all be paired.
    pub fn after(&self, ctx: &Context<'_>, pairs: &[(usize, usize)]) -> Option<Completion> {
        self.after_apart(ctx, pairs, &[])
    }

    /// As [`Completion::after`], with no two players of `apart` paired with
    /// each other (and no others kept apart).
    pub fn after_apart(
        &self,
        ctx: &Context<'_>,
        pairs: &[(usize, usize)],
        apart: &[usize],
    ) -> Option<Completion> {
        let mut paired = vec![false; self.mate.len()];
        for &(a, b) in pairs {
            paired[a] = true;
            paired[b] = true;
        }
        let mut is_apart = Vec::new();
        if !apart.is_empty() {
            is_apart = vec![false; self.mate.len()];
            for &p in apart {
                is_apart[p] = true;
            }
        }
        let mut mate = self.mate.clone();
        let vertices: Vec<usize> = self.vertices.iter().copied().filter(|&v| !paired[v]).collect();
        let mut exposed: Vec<usize> = Vec::new();
        for &(a, b) in pairs {
            mate[a] = NONE;
            mate[b] = NONE;
        }
        let kept_apart = |a: usize, b: usize| !is_apart.is_empty() && is_apart[a] && is_apart[b];
        for &v in &vertices {
            let m = self.mate[v];
            if m != NONE && (paired[m] || kept_apart(v, m)) {
                mate[v] = NONE;
                exposed.push(v);
            }
        }
        exposed.sort_unstable();
        let mut repaired = Completion { bye: self.bye, mate, vertices, apart: is_apart };
        // Greedy first: most broken pairs mend with each other.
        for i in 0..exposed.len() {
            let u = exposed[i];
            if repaired.mate[u] != NONE {
                continue;
            }
            if let Some(&v) =
                exposed[i + 1..].iter().find(|&&v| repaired.mate[v] == NONE && repaired.joinable(ctx, u, v))
            {
                repaired.mate[u] = v;
                repaired.mate[v] = u;
            }
        }
        for &u in &exposed {
            if repaired.mate[u] == NONE && !repaired.augment(ctx, u) {
                let players: Vec<usize> =
                    repaired.vertices.iter().copied().filter(|&v| v != self.bye).collect();
                return Self::solve_exactly(ctx, &players, repaired.apart);
            }
        }
        Some(repaired)
    }

    /// The same completion with `pairs` (of players not in it, each pair
    /// joinable) added back.
    pub fn with_pairs(mut self, pairs: &[(usize, usize)]) -> Completion {
        for &(a, b) in pairs {
            self.mate[a] = b;
            self.mate[b] = a;
            self.vertices.push(a);
            self.vertices.push(b);
        }
        self
    }

    fn joinable(&self, ctx: &Context<'_>, a: usize, b: usize) -> bool {
        if !self.apart.is_empty() && self.apart[a] && self.apart[b] {
            return false;
        }
        if a == self.bye {
            b != self.bye && ctx.eligible[b]
        } else if b == self.bye {
            ctx.eligible[a]
        } else {
            ctx.compatible(a, b)
        }
    }

    fn solve_exactly(ctx: &Context<'_>, players: &[usize], apart: Vec<bool>) -> Option<Completion> {
        let bye = ctx.input.players.len();
        let mut vertices: Vec<usize> = players.to_vec();
        if vertices.len() % 2 == 1 {
            vertices.push(bye);
        }
        let mut completion = Completion { bye, mate: vec![NONE; bye + 1], vertices, apart };
        let n = completion.vertices.len();
        let mut matcher: Matcher<i64> = Matcher::new(n);
        for i in 0..n {
            for j in i + 1..n {
                if completion.joinable(ctx, completion.vertices[i], completion.vertices[j]) {
                    matcher.set_weight(i, j, 1);
                }
            }
        }
        matcher.solve();
        for i in 0..n {
            completion.mate[completion.vertices[i]] = completion.vertices[matcher.mate(i)?];
        }
        Some(completion)
    }

    /// Looks for an augmenting path from the exposed vertex `root` by an
    /// alternating search that does not shrink odd cycles: a path it finds
    /// is always valid; one it misses is left to the exact matcher.
    fn augment(&mut self, ctx: &Context<'_>, root: usize) -> bool {
        let mut parent = vec![NONE; self.mate.len()];
        let mut outer = vec![false; self.mate.len()];
        outer[root] = true;
        let mut queue = VecDeque::from([root]);
        while let Some(x) = queue.pop_front() {
            for i in 0..self.vertices.len() {
                let y = self.vertices[i];
                if y == x || outer[y] || parent[y] != NONE || !self.joinable(ctx, x, y) {
                    continue;
                }
                parent[y] = x;
                match self.mate[y] {
                    NONE => {
                        // Flip the path root … x – y.
                        let mut current = y;
                        loop {
                            let p = parent[current];
                            let next = self.mate[p];
                            self.mate[current] = p;
                            self.mate[p] = current;
                            if next == NONE || p == root {
                                return true;
                            }
                            current = next;
                        }
                    }
                    z => {
                        if !outer[z] {
                            outer[z] = true;
                            queue.push_back(z);
                        }
                    }
                }
            }
        }
        false
    }
}

/// The switches of [`Completion::new`]'s greedy route (tests only): off,
/// deliberately broken (greedy pairs ignore the absolute criteria, to show
/// the comparison catches a wrong shortcut), and counts of its outcomes.
pub mod shortcut {
    #[cfg(test)]
    use std::cell::Cell;

    #[cfg(test)]
    thread_local! {
        static OFF: Cell<bool> = const { Cell::new(false) };
        static BROKEN: Cell<bool> = const { Cell::new(false) };
        static SEEN: Cell<[usize; 2]> = const { Cell::new([0; 2]) };
    }

    /// Always, outside tests.
    #[cfg(not(test))]
    pub fn enabled() -> bool {
        true
    }

    #[cfg(test)]
    pub fn enabled() -> bool {
        !OFF.with(|f| f.get())
    }

    /// Never, outside tests.
    #[cfg(not(test))]
    pub fn broken() -> bool {
        false
    }

    #[cfg(test)]
    pub fn broken() -> bool {
        BROKEN.with(|f| f.get())
    }

    #[cfg(not(test))]
    pub fn count(_: usize) {}

    /// Counts an outcome on this thread: 0 greedy route found the matching,
    /// 1 it failed and the exact matcher was asked.
    #[cfg(test)]
    pub fn count(outcome: usize) {
        SEEN.with(|c| {
            let mut counts = c.get();
            counts[outcome] += 1;
            c.set(counts);
        });
    }

    /// The counts of [`count`] on this thread, reset to zero.
    #[cfg(test)]
    pub fn take_counts() -> [usize; 2] {
        SEEN.with(|c| c.replace([0; 2]))
    }

    #[cfg(test)]
    fn with<T>(flag: &'static std::thread::LocalKey<Cell<bool>>, f: impl FnOnce() -> T) -> T {
        flag.with(|v| v.set(true));
        let out = f();
        flag.with(|v| v.set(false));
        out
    }

    /// Runs `f` with the greedy route off on this thread.
    #[cfg(test)]
    pub fn without<T>(f: impl FnOnce() -> T) -> T {
        with(&OFF, f)
    }

    /// Runs `f` with the greedy route broken on this thread.
    #[cfg(test)]
    pub fn broken_for<T>(f: impl FnOnce() -> T) -> T {
        with(&BROKEN, f)
    }
}
