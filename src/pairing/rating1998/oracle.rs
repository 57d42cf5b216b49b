//! The feasibility test behind the bounded search: "can what is still open
//! be completed at this level?" as one maximum-weight matching. The search
//! ([`super::search`]) walks the text's own order (D.1 transpositions, D.2
//! exchanges) and asks this before it descends, so it never walks into a
//! subtree without an acceptable pairing.

use crate::pairing::matching::Matcher;

/// A graph whose required vertices must all be matched; some edges are
/// colour clashes (two players who prefer the same colour, B.4 / A.8).
#[derive(Clone, Debug, Default)]
pub(super) struct Graph {
    required: Vec<bool>,
    edges: Vec<(usize, usize, bool)>,
}

impl Graph {
    /// A new vertex; `required`: every matching must cover it.
    pub fn vertex(&mut self, required: bool) -> usize {
        self.required.push(required);
        self.required.len() - 1
    }

    /// An allowed pair; `clash` counts against x (B.4).
    pub fn edge(&mut self, a: usize, b: usize, clash: bool) {
        debug_assert!(self.required[a] || self.required[b], "an edge needs a required end");
        self.edges.push((a, b, clash));
    }

    /// The fewest clashes of a matching covering every required vertex,
    /// or `None` when no matching covers them all.
    ///
    /// Each edge weighs `big` per required end minus one for a clash; `big`
    /// exceeds any matching's clash count, so a maximum-weight matching
    /// covers as many required vertices as possible first and has the
    /// fewest clashes among those second.
    pub fn fewest_clashes(&self) -> Option<usize> {
        let n = self.required.len();
        let wanted = self.required.iter().filter(|&&r| r).count();
        if wanted == 0 {
            return Some(0);
        }
        let big = n as i64 + 2;
        let mut matcher: Matcher<i64> = Matcher::new(n);
        for &(a, b, clash) in &self.edges {
            let ends = i64::from(self.required[a]) + i64::from(self.required[b]);
            matcher.set_weight(a, b, big * ends - i64::from(clash));
        }
        matcher.solve();
        let covered = (0..n).filter(|&v| self.required[v] && matcher.mate(v).is_some()).count();
        if covered < wanted {
            return None;
        }
        let clashes = self.edges.iter().filter(|&&(a, b, clash)| clash && matcher.mate(a) == Some(b)).count();
        Some(clashes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn required_vertices_come_before_clashes() {
        // 0–1 clean, 1–2 clash, 2–3 clean, 0–3 clash: the perfect matchings
        // are {01, 23} (no clash) and {12, 03} (two clashes).
        let mut g = Graph::default();
        let v: Vec<usize> = (0..4).map(|_| g.vertex(true)).collect();
        g.edge(v[0], v[1], false);
        g.edge(v[1], v[2], true);
        g.edge(v[2], v[3], false);
        g.edge(v[0], v[3], true);
        assert_eq!(g.fewest_clashes(), Some(0));
        // Without 0–1 only {12, 03} covers everyone.
        let mut h = Graph::default();
        let w: Vec<usize> = (0..4).map(|_| h.vertex(true)).collect();
        h.edge(w[1], w[2], true);
        h.edge(w[2], w[3], false);
        h.edge(w[0], w[3], true);
        assert_eq!(h.fewest_clashes(), Some(2));
        // An optional vertex may stay out; a required one may not.
        let mut k = Graph::default();
        let a = k.vertex(true);
        let b = k.vertex(false);
        let c = k.vertex(true);
        k.edge(a, b, false);
        assert_eq!(k.fewest_clashes(), None);
        k.edge(b, c, false);
        assert_eq!(k.fewest_clashes(), None, "b cannot serve both");
        k.edge(a, c, true);
        assert_eq!(k.fewest_clashes(), Some(1));
    }
}
