//! Tests: brute force on small random graphs, dual optimality certificates,
//! warm-start sequences, and [`WideWeight`] arithmetic against `u128`.

use super::*;

thread_local! {
    /// The deepest blossom nesting [`Core::check_tops`] has seen on this
    /// test's thread.
    static DEEPEST: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Called by [`Core::check_tops`].
pub(super) fn note_nesting(depth: usize) {
    DEEPEST.with(|d| d.set(d.get().max(depth)));
}

thread_local! {
    /// How many known blossom vertex sets [`Core::check_tops`] compared
    /// with the blossoms' vertices on this test's thread.
    static MEMBER_SETS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Called by [`Core::check_tops`].
pub(super) fn note_member_set() {
    MEMBER_SETS.with(|c| c.set(c.get() + 1));
}

thread_local! {
    /// How many prefilter decisions of the scans were taken from the duals
    /// (`Core::order_by_duals`) on this test's thread, each compared with
    /// the limbs.
    static ORDERS_BY_DUALS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Called by `Core::order_by_duals` once its answer matched the limbs'.
pub(super) fn note_order_by_duals() {
    ORDERS_BY_DUALS.with(|c| c.set(c.get() + 1));
}

/// SplitMix64: small, deterministic, good enough for test data.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// The largest total weight of any matching, by dynamic programming over
/// vertex subsets (fine up to ~16 vertices).
fn brute_force<W: Weight>(m: &Matcher<W>) -> W {
    let n = m.vertex_count();
    let full = 1usize << n;
    let mut best: Vec<W> = vec![W::zero(); full];
    for mask in 1..full {
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let mut b = best[rest].clone();
        let mut bits = rest;
        while bits != 0 {
            let j = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let w = m.weight(i, j);
            if w.is_edge() {
                let mut c = best[rest & !(1 << j)].clone();
                c.add_in_place(&w);
                if c > b {
                    b = c;
                }
            }
        }
        best[mask] = b;
    }
    best[full - 1].clone()
}

/// A stored dual (or any limb value) as a [`WideWeight`], so checks do
/// their arithmetic independently of the matcher's kernels.
fn dual_of(c: &Core, x: usize) -> WideWeight {
    WideWeight::from_limbs(at(&c.dual, x, c.l).to_vec())
}

/// Twice the weight of edge `{i, j}`.
fn weight2(c: &Core, i: usize, j: usize) -> WideWeight {
    let mut w = WideWeight::from_limbs(c.wt(i, j).to_vec());
    let w0 = w.clone();
    w.add_assign(&w0);
    w
}

/// Ancestor blossoms of each vertex.
fn ancestors(c: &Core) -> Vec<Vec<usize>> {
    (0..c.n)
        .map(|v| {
            let mut a = Vec::new();
            let mut b = c.parent[v];
            while b != NONE {
                a.push(b);
                b = c.parent[b];
            }
            a
        })
        .collect()
}

/// Checks the invariants every solve and every warm start must keep: a valid
/// matching, every edge feasible (counting blossom duals), matched and
/// blossom-cycle edges tight, every blossom odd and full. With
/// `exposed_zero`, also the last optimality condition: exposed vertices have
/// zero dual (otherwise: exposed vertices have even duals, as stage roots must).
fn check_invariants(c: &Core, exposed_zero: bool) -> Result<(), String> {
    let n = c.n;
    for v in 0..n {
        let m = c.mate[v];
        if m != NONE {
            if c.mate[m] != v {
                return Err(format!("mate of {v} is {m} but mate of {m} is {}", c.mate[m]));
            }
            if !c.has_edge(v, m) {
                return Err(format!("matched pair {v}-{m} is no edge"));
            }
        } else if exposed_zero && !dual_of(c, v).is_zero() {
            return Err(format!("exposed vertex {v} has dual {:?}", dual_of(c, v)));
        } else if limbs::is_odd(at(&c.dual, v, c.l)) {
            return Err(format!("exposed vertex {v} has an odd dual"));
        }
    }
    let anc = ancestors(c);
    for b in n..2 * n {
        if c.base[b] == NONE {
            continue;
        }
        let mut leaves = Vec::new();
        super::blossom::collect_leaves(&c.childs, n, b, &mut leaves);
        if leaves.len() % 2 == 0 || leaves.len() < 3 || !leaves.contains(&c.base[b]) {
            return Err(format!("blossom {b} malformed: {leaves:?}"));
        }
        let inside = leaves.iter().filter(|&&v| c.mate[v] != NONE && leaves.contains(&c.mate[v])).count();
        if inside != leaves.len() - 1 {
            return Err(format!("blossom {b} not full"));
        }
        for e in &c.endps[b] {
            let mut s = dual_of(c, e.v);
            s.add_assign(&dual_of(c, e.o));
            let mut a = b;
            while a != NONE {
                s.add_assign(&dual_of(c, a));
                s.add_assign(&dual_of(c, a));
                a = c.parent[a];
            }
            if s != weight2(c, e.v, e.o) {
                return Err(format!("blossom {b} edge {e:?} not tight"));
            }
        }
    }
    for i in 0..n {
        for j in i + 1..n {
            if !c.has_edge(i, j) {
                continue;
            }
            let mut s = dual_of(c, i);
            s.add_assign(&dual_of(c, j));
            for &b in &anc[i] {
                if anc[j].contains(&b) {
                    s.add_assign(&dual_of(c, b));
                    s.add_assign(&dual_of(c, b));
                }
            }
            let w2 = weight2(c, i, j);
            if s < w2 {
                return Err(format!("edge {i}-{j} infeasible"));
            }
            if c.mate[i] == j && s != w2 {
                return Err(format!("matched edge {i}-{j} not tight"));
            }
        }
    }
    Ok(())
}

/// The dual certificate of optimality of the last solve.
fn verify_certificate<W: Weight>(m: &Matcher<W>) {
    if let Err(e) = check_invariants(&m.core, true) {
        panic!("not optimal: {e}");
    }
}

/// How test weights are drawn.
#[derive(Clone, Copy, Debug)]
enum Dist {
    /// From {1, 2, 3}: many ties.
    Tiny,
    /// Up to 1000.
    Small,
    /// Up to 2^40.
    Large,
}

const DISTS: [Dist; 3] = [Dist::Tiny, Dist::Small, Dist::Large];

fn draw_i64(rng: &mut Rng, d: Dist) -> i64 {
    (match d {
        Dist::Tiny => 1 + rng.below(3),
        Dist::Small => 1 + rng.below(1000),
        Dist::Large => 1 + rng.below(1 << 40),
    }) as i64
}

/// Near 2^100 with a few distinct high parts, so ties in the high bits are
/// decided low down (and the prefilter's one-limb window is exercised).
fn draw_i128(rng: &mut Rng, d: Dist) -> i128 {
    let high = (1 + rng.below(3)) as i128;
    (high << 100) + draw_i64(rng, d) as i128
}

/// Up to 2^256 - 1 (a full 4-limb value): the headroom crosses a limb
/// boundary, so the matcher works on 5 limbs and the prefilter window spans
/// two.
fn draw_wide_top(rng: &mut Rng, d: Dist) -> WideWeight {
    let mut w = WideWeight::zero(4);
    w.set_field(252, 4, 13 + rng.below(3));
    w.set_field(190, 3, rng.below(4));
    w.add_small(draw_i64(rng, d) as u64);
    w
}

/// A 4-limb value built like the pairing engine does: small fields at
/// several offsets, some of them across limb boundaries.
fn draw_wide(rng: &mut Rng, d: Dist) -> WideWeight {
    let mut w = WideWeight::zero(4);
    w.set_field(200, 8, rng.below(3));
    w.set_field(120, 16, rng.below(4));
    w.add_at(60, rng.below(8));
    w.add_small(draw_i64(rng, d) as u64);
    if w.is_zero() {
        w.add_small(1);
    }
    w
}

/// Fills a matcher with random edges; `density` is the percentage of present
/// edges.
fn random_graph<W: Weight>(
    rng: &mut Rng,
    mut m: Matcher<W>,
    density: u64,
    mut draw: impl FnMut(&mut Rng) -> W,
) -> Matcher<W> {
    let n = m.vertex_count();
    for i in 0..n {
        for j in i + 1..n {
            if rng.chance(density) {
                let w = draw(rng);
                m.set_weight(i, j, w);
            }
        }
    }
    m
}

/// Solves random graphs of every size and density and compares with brute
/// force; every other graph skips the greedy start, so the stages alone must
/// find the optimum from uniform duals. Returns the number of graphs.
fn check_random<W: Weight>(
    seed: u64,
    count: usize,
    new: impl Fn(usize) -> Matcher<W>,
    draw: impl Fn(&mut Rng, Dist) -> W,
) -> usize {
    let mut rng = Rng(seed);
    for case in 0..count {
        let n = rng.below(13) as usize;
        let density = [10, 30, 60, 100][case % 4];
        let dist = DISTS[(case / 4) % 3];
        let mut m = random_graph(&mut rng, new(n), density, |r| draw(r, dist));
        m.core.greedy = case % 2 == 0;
        m.solve();
        verify_certificate(&m);
        assert_eq!(m.total_weight(), brute_force(&m), "case {case}: n={n} {dist:?}");
    }
    count
}

#[test]
fn brute_force_i64() {
    check_random(1, 6000, Matcher::new, draw_i64);
}

#[test]
fn brute_force_i128_huge() {
    check_random(2, 3000, Matcher::new, draw_i128);
}

#[test]
fn brute_force_wide_top_bits() {
    check_random(4, 2000, Matcher::new, draw_wide_top);
}

#[test]
fn brute_force_wide() {
    check_random(3, 3000, Matcher::new, draw_wide);
}

/// Storage sized for far wider weights than the ones used.
#[test]
fn brute_force_wide_presized() {
    check_random(5, 1000, |n| Matcher::with_weight_bits(n, 700), draw_wide);
}

/// Changes all edges of `v` (new weights, some removed, some added).
fn perturb_vertex<W: Weight>(rng: &mut Rng, m: &mut Matcher<W>, v: usize, draw: &impl Fn(&mut Rng) -> W) {
    let n = m.vertex_count();
    let mode = rng.below(4);
    for u in 0..n {
        if u == v {
            continue;
        }
        match mode {
            // Rewrite every edge at random.
            0 => {
                let w = if rng.chance(60) { draw(rng) } else { W::zero() };
                m.set_weight(v, u, w);
            }
            // Change a few edges.
            1 => {
                if rng.chance(25) {
                    let w = if rng.chance(80) { draw(rng) } else { W::zero() };
                    m.set_weight(v, u, w);
                }
            }
            // Remove all edges (like a player withdrawing).
            2 => m.set_weight(v, u, W::zero()),
            // Raise existing edges (the engine tightening a criterion).
            _ => {
                if m.weight(v, u).is_edge() {
                    let mut w = m.weight(v, u);
                    w.add_in_place(&draw(rng));
                    m.set_weight(v, u, w);
                }
            }
        }
    }
}

/// Random sequences of vertex changes, each followed by a warm re-solve that
/// must match brute force (small graphs) or a cold solve (larger ones), with
/// the repaired state checked before any stage runs. Returns the number of
/// warm solves (those not falling back to a cold solve).
fn check_warm<W: Weight>(
    seed: u64,
    graphs: usize,
    steps: usize,
    max_n: u64,
    draw: impl Fn(&mut Rng, Dist) -> W,
) -> usize {
    let mut rng = Rng(seed);
    let mut warm = 0;
    for g in 0..graphs {
        let n = 2 + rng.below(max_n - 1) as usize;
        let dist = DISTS[g % 3];
        let density = [30, 70, 100][(g / 3) % 3];
        let d = |r: &mut Rng| draw(r, dist);
        let mut m = random_graph(&mut rng, Matcher::new(n), density, d);
        m.solve();
        for step in 0..steps {
            let changed = 1 + rng.below(3);
            for _ in 0..changed {
                let v = rng.below(n as u64) as usize;
                perturb_vertex(&mut rng, &mut m, v, &d);
            }
            let mut prepared = m.core.clone();
            if !prepared.dirty_list.is_empty() && prepared.dirty_list.len() * 2 <= n {
                warm += 1;
                let stages = prepared.warm_prepare();
                if let Err(e) = check_invariants(&prepared, !stages) {
                    panic!("graph {g} step {step}: warm start broke an invariant: {e}");
                }
            }
            m.solve();
            verify_certificate(&m);
            let expect = if n <= 12 {
                brute_force(&m)
            } else {
                let mut fresh = m.clone();
                fresh.reset_warm_start();
                fresh.solve();
                fresh.total_weight()
            };
            assert_eq!(m.total_weight(), expect, "graph {g} step {step} n={n} {dist:?}");
        }
    }
    warm
}

#[test]
fn warm_start_small_i64() {
    let warm = check_warm(10, 600, 20, 12, draw_i64);
    assert!(warm > 9000, "only {warm} warm solves");
}

#[test]
fn warm_start_small_wide() {
    let warm = check_warm(11, 300, 20, 12, draw_wide);
    assert!(warm > 4500, "only {warm} warm solves");
}

#[test]
fn warm_start_larger_i128() {
    check_warm(12, 60, 25, 60, draw_i128);
}

#[test]
fn warm_start_larger_wide_top_bits() {
    check_warm(15, 30, 25, 60, draw_wide_top);
}

#[test]
fn warm_start_larger_wide() {
    check_warm(13, 40, 25, 80, draw_wide);
}

/// Weights growing past the current width after a solve: the state is
/// re-laid out wider and the warm start continues from it.
#[test]
fn widening_keeps_warm_state() {
    let mut rng = Rng(14);
    for g in 0..300 {
        let n = 2 + rng.below(11) as usize;
        let mut m = random_graph(&mut rng, Matcher::new(n), 70, |r| draw_i128(r, DISTS[g % 3]) >> 90);
        m.solve();
        for shift in [40, 70, 100, 122] {
            let v = rng.below(n as u64) as usize;
            perturb_vertex(&mut rng, &mut m, v, &|r: &mut Rng| (draw_i64(r, Dist::Small) as i128) << shift);
            m.solve();
            verify_certificate(&m);
            assert_eq!(m.total_weight(), brute_force(&m), "graph {g} shift {shift}");
        }
    }
}

#[test]
fn edge_cases() {
    let mut m: Matcher<i64> = Matcher::new(0);
    m.solve();
    assert_eq!(m.total_weight(), 0);

    let mut m: Matcher<i64> = Matcher::new(3);
    m.solve();
    assert_eq!(m.pairs().count(), 0);
    m.set_weight(0, 1, 5);
    m.solve();
    assert_eq!(m.mate(0), Some(1));
    assert_eq!(m.weight(1, 0), 5);
    assert_eq!(m.weight(2, 2), 0);
    m.set_weight(2, 1, 7);
    m.solve();
    assert_eq!(m.mate(2), Some(1));
    assert_eq!(m.mate(0), None);
    // Removing the matched edge.
    m.set_weight(1, 2, 0);
    m.solve();
    assert_eq!(m.mate(0), Some(1));
    // Re-solving without changes is a no-op.
    m.solve();
    assert_eq!(m.mate(0), Some(1));
    // Negative weights are no edge.
    m.set_weight(0, 2, -4);
    m.solve();
    assert_eq!(m.mate(2), None);
    verify_certificate(&m);

    // Maximum weight, not maximum cardinality: a heavy middle edge beats two
    // light outer ones.
    let mut m: Matcher<i64> = Matcher::new(4);
    m.set_weight(0, 1, 2);
    m.set_weight(1, 2, 10);
    m.set_weight(2, 3, 2);
    m.solve();
    assert_eq!(m.pairs().collect::<Vec<_>>(), vec![(1, 2)]);
}

/// A classic case needing nested blossoms and an expansion.
#[test]
fn nested_blossom_expansion() {
    let edges = [
        (1, 2, 19),
        (1, 3, 20),
        (1, 8, 8),
        (2, 3, 25),
        (2, 4, 18),
        (3, 5, 18),
        (4, 5, 13),
        (4, 7, 7),
        (5, 6, 7),
    ];
    let mut m: Matcher<i64> = Matcher::new(9);
    for (a, b, w) in edges {
        m.set_weight(a, b, w);
    }
    m.solve();
    verify_certificate(&m);
    assert_eq!(m.total_weight(), brute_force(&m));
    let mates: Vec<_> = (0..9).map(|v| m.mate(v)).collect();
    assert_eq!(mates, vec![None, Some(8), Some(3), Some(2), Some(7), Some(6), Some(5), Some(4), Some(1)]);
}

/// The edges at `v` the current optimum relies on being tight: its matched
/// edge and the cycle edges of the blossoms around it (other end returned).
fn critical_neighbours(c: &Core, v: usize) -> Vec<usize> {
    let mut out = Vec::new();
    if c.mate[v] != NONE {
        out.push(c.mate[v]);
    }
    let mut b = c.parent[v];
    while b != NONE {
        for e in &c.endps[b] {
            if e.v == v {
                out.push(e.o);
            } else if e.o == v {
                out.push(e.v);
            }
        }
        b = c.parent[b];
    }
    out
}

/// After `m.solve()`: the certificate, and the weight against brute force
/// (small graphs) or a fresh cold solve.
fn check_solution<W: Weight>(m: &Matcher<W>, what: &str) {
    verify_certificate(m);
    let expect = if m.vertex_count() <= 12 {
        brute_force(m)
    } else {
        let mut fresh = m.clone();
        fresh.reset_warm_start();
        fresh.solve();
        fresh.total_weight()
    };
    assert_eq!(m.total_weight(), expect, "{what}");
}

/// Deleting or lowering edges the optimum does not rely on (neither matched
/// nor in a blossom's cycle), at vertices inside and outside blossoms, never
/// needs a search: the previous matching stays, with its duals.
#[test]
fn unmatched_deletions_and_decreases_need_no_search() {
    let mut rng = Rng(30);
    let (mut inside, mut outside) = (0, 0);
    for g in 0..300 {
        let n = 4 + rng.below(if g % 3 == 0 { 40 } else { 9 }) as usize;
        let dist = DISTS[g % 3];
        let mut m = random_graph(&mut rng, Matcher::new(n), [60, 90, 100][g % 3], |r| draw_i64(r, dist));
        m.solve();
        for step in 0..15 {
            let before: Vec<_> = m.pairs().collect();
            for _ in 0..1 + rng.below(3) {
                let v = rng.below(n as u64) as usize;
                if m.core.inblossom[v] == v {
                    outside += 1;
                } else {
                    inside += 1;
                }
                let keep = critical_neighbours(&m.core, v);
                for u in 0..n {
                    let w = m.weight(v, u);
                    if u == v || keep.contains(&u) || !w.is_edge() || !rng.chance(40) {
                        continue;
                    }
                    let lowered = if rng.chance(50) { 0 } else { w - rng.below(w as u64) as i64 };
                    m.set_weight(v, u, lowered);
                }
            }
            m.solve();
            assert_eq!(m.last_solve_stages(), 0, "graph {g} step {step}");
            assert_eq!(m.pairs().collect::<Vec<_>>(), before, "graph {g} step {step}");
            check_solution(&m, &format!("graph {g} step {step}"));
        }
    }
    assert!(inside > 200 && outside > 200, "{inside} changes inside blossoms, {outside} outside");
}

/// Raising every edge of a matched vertex by one amount (or lowering them,
/// within its dual) is absorbed by its own dual, inside blossoms too.
#[test]
fn uniform_changes_at_matched_vertices_need_no_search() {
    let mut rng = Rng(31);
    let mut absorbed = 0;
    for g in 0..300 {
        let n = 4 + rng.below(if g % 3 == 0 { 30 } else { 9 }) as usize;
        let dist = DISTS[g % 3];
        let mut m = random_graph(&mut rng, Matcher::new(n), [60, 90, 100][g % 3], |r| draw_i64(r, dist));
        m.solve();
        for step in 0..15 {
            let v = rng.below(n as u64) as usize;
            if m.mate(v).is_none() {
                continue;
            }
            let before: Vec<_> = m.pairs().collect();
            let lowest = (0..n).map(|u| m.weight(v, u)).filter(|w| w.is_edge()).min().unwrap();
            // Lowering by `d` moves the dual by `2d`: stay within it (and keep
            // every edge present).
            let dual = dual_of(&m.core, v).to_u128().unwrap() as i64;
            let d = if rng.chance(50) {
                1 + rng.below(50) as i64
            } else {
                -(rng.below((lowest - 1).min(dual / 2) as u64 + 1) as i64)
            };
            for u in 0..n {
                let w = m.weight(v, u);
                if w.is_edge() {
                    m.set_weight(v, u, w + d);
                }
            }
            m.solve();
            assert_eq!(m.last_solve_stages(), 0, "graph {g} step {step} d={d}");
            assert_eq!(m.pairs().collect::<Vec<_>>(), before);
            check_solution(&m, &format!("graph {g} step {step}"));
            absorbed += 1;
        }
    }
    assert!(absorbed > 1500, "only {absorbed} uniform changes");
}

/// The pairing engine's use, on engine-like wide weights: raise a low-order
/// bonus on some edges of one vertex and read its mate (a trial), lock the
/// result by deleting every other edge of both ends, restore the bonus;
/// sometimes forbid single edges or restore deleted ones. Every solve is
/// checked, and most locks and restores must need no search.
#[test]
fn engine_like_trials_locks_and_restores() {
    let mut rng = Rng(32);
    let (mut solves, mut searchless) = (0, 0);
    for g in 0..60 {
        let n = 6 + rng.below(if g % 2 == 0 { 50 } else { 7 }) as usize;
        let dist = DISTS[g % 3];
        // Base weights and which edges are still allowed, row-major.
        let mut base = vec![WideWeight::zero(4); n * n];
        let mut m: Matcher<WideWeight> = Matcher::new(n);
        for i in 0..n {
            for j in i + 1..n {
                if rng.chance(85) {
                    let mut w = draw_wide(&mut rng, dist);
                    w.set_field(8, 8, 1); // the bonus field, plain
                    m.set_weight(i, j, w.clone());
                    base[i * n + j] = w.clone();
                    base[j * n + i] = w;
                }
            }
        }
        m.solve();
        let mut allowed = vec![true; n * n];
        let forbid = |allowed: &mut Vec<bool>, i: usize, j: usize| {
            allowed[i * n + j] = false;
            allowed[j * n + i] = false;
        };
        let weight = |allowed: &Vec<bool>, i: usize, j: usize, bonus: u64| {
            let mut w = base[i * n + j].clone();
            if !allowed[i * n + j] || !w.is_edge() {
                return WideWeight::zero(4);
            }
            w.set_field(8, 8, bonus);
            w
        };
        for step in 0..30 {
            let v = rng.below(n as u64) as usize;
            match rng.below(4) {
                // Trial: a bonus on a random half of v's edges, then restore.
                0 | 1 => {
                    let favoured: Vec<bool> = (0..n).map(|_| rng.chance(50)).collect();
                    for u in (0..n).filter(|&u| u != v) {
                        let bonus = if favoured[u] { 2 + rng.below(5) } else { 1 };
                        m.set_weight(v, u, weight(&allowed, v, u, bonus));
                    }
                    m.solve();
                    check_solution(&m, &format!("trial g{g} s{step}"));
                    // Lock whatever v got.
                    if let Some(p) = m.mate(v) {
                        for u in 0..n {
                            if u != p {
                                forbid(&mut allowed, v, u);
                            }
                            if u != v {
                                forbid(&mut allowed, p, u);
                            }
                        }
                    }
                    for u in (0..n).filter(|&u| u != v) {
                        m.set_weight(v, u, weight(&allowed, v, u, 1));
                    }
                    if let Some(p) = m.mate(v) {
                        for u in (0..n).filter(|&u| u != p) {
                            m.set_weight(p, u, weight(&allowed, p, u, 1));
                        }
                    }
                }
                // Forbid one unmatched edge.
                2 => {
                    let u = rng.below(n as u64) as usize;
                    if u != v && m.mate(v) != Some(u) {
                        forbid(&mut allowed, v, u);
                        m.set_weight(v, u, WideWeight::zero(4));
                    }
                }
                // Give some edges back (raises).
                _ => {
                    for u in (0..n).filter(|&u| u != v && rng.chance(30)) {
                        allowed[v * n + u] = true;
                        allowed[u * n + v] = true;
                        m.set_weight(v, u, weight(&allowed, v, u, 1));
                    }
                }
            }
            m.solve();
            solves += 1;
            if m.last_solve_stages() == 0 {
                searchless += 1;
            }
            check_solution(&m, &format!("g{g} s{step}"));
        }
    }
    assert!(searchless * 2 > solves, "only {searchless} of {solves} solves needed no search");
}

/// Many vertices changed at once (up to half of them) on graphs with many
/// ties: many roots, so trees end one at a time, freed vertices catch up or
/// rescan, stale best edges are recomputed, and stages sometimes start over.
/// The forest invariants are checked before every dual step (`check_forest`).
#[test]
fn many_changed_vertices_with_ties() {
    let mut rng = Rng(33);
    for g in 0..80 {
        let n = 10 + rng.below(50) as usize;
        let dist = if g % 2 == 0 { Dist::Tiny } else { Dist::Small };
        let d = |r: &mut Rng| draw_i64(r, dist);
        let mut m = random_graph(&mut rng, Matcher::new(n), [40, 80, 100][g % 3], d);
        m.solve();
        for step in 0..8 {
            let changed = 1 + rng.below(n as u64 / 2) as usize;
            for _ in 0..changed {
                let v = rng.below(n as u64) as usize;
                perturb_vertex(&mut rng, &mut m, v, &d);
            }
            m.solve();
            check_solution(&m, &format!("graph {g} step {step}"));
        }
    }
}

/// Cold solves of larger graphs with ties and no greedy start: every vertex
/// is a root of the first stage.
#[test]
fn cold_search_with_many_roots() {
    let mut rng = Rng(34);
    for g in 0..120 {
        let n = 10 + rng.below(60) as usize;
        let dist = DISTS[g % 3];
        let mut m = random_graph(&mut rng, Matcher::new(n), [20, 60, 100][g % 3], |r| draw_i64(r, dist));
        m.core.greedy = g % 2 == 0;
        m.solve();
        verify_certificate(&m);
        let mut other = m.clone();
        other.reset_warm_start();
        other.core.greedy = !m.core.greedy;
        other.solve();
        assert_eq!(m.total_weight(), other.total_weight(), "graph {g}");
    }
}

/// One hinted re-weighting of `m` (`matching::hint`): a random set of
/// vertices gets random potentials, and edges at them change in one of
/// several ways, some consistent with the potential (`w + p_a + p_b`), some
/// not at all (lowered, removed, added, redrawn). Returns whether the
/// change was consistent with the potential everywhere.
fn hinted_change(rng: &mut Rng, m: &mut Matcher<i64>, dist: Dist) -> bool {
    let n = m.vertex_count();
    let mut p = vec![0i64; n];
    let touched = 1 + rng.below(n as u64) as usize;
    for _ in 0..touched {
        let v = rng.below(n as u64) as usize;
        p[v] = match rng.below(3) {
            0 => 0,
            1 => draw_i64(rng, Dist::Tiny),
            _ => draw_i64(rng, dist),
        };
    }
    let mode = rng.below(4);
    for a in 0..n {
        for b in a + 1..n {
            let w = m.weight(a, b);
            let lift = p[a] + p[b];
            let new = match mode {
                // Exactly what the potential covers.
                0 => {
                    if w > 0 {
                        w + lift
                    } else {
                        0
                    }
                }
                // Less than it covers on some edges (never infeasible).
                1 => {
                    if w > 0 && lift > 0 {
                        w + rng.below(lift as u64 + 1) as i64
                    } else {
                        w
                    }
                }
                // Arbitrary changes near touched vertices: the hint is wrong.
                2 => {
                    if lift > 0 && rng.chance(30) {
                        if rng.chance(20) { 0 } else { draw_i64(rng, dist) }
                    } else {
                        w
                    }
                }
                // More than it covers on some edges (infeasible: repaired).
                _ => {
                    if w > 0 && lift > 0 && rng.chance(20) {
                        w + lift + draw_i64(rng, Dist::Tiny)
                    } else {
                        w + lift * i64::from(w > 0)
                    }
                }
            };
            m.set_weight_hinted(a, b, new);
        }
    }
    for (v, &pv) in p.iter().enumerate() {
        m.raise_dual(v, &pv);
    }
    mode == 0
}

/// Hinted re-weightings, good and bad hints alike, end at a maximum-weight
/// matching: the repaired state satisfies every invariant the stages need
/// before they run, and the result matches brute force (small graphs) or a
/// cold solve (larger ones).
#[test]
fn hinted_reweighting_is_exact_whatever_the_hint() {
    let mut rng = Rng(40);
    let (mut searchless, mut consistent) = (0, 0);
    for g in 0..400 {
        let n = 2 + rng.below(if g % 4 == 0 { 50 } else { 11 }) as usize;
        let dist = DISTS[g % 3];
        let mut m =
            random_graph(&mut rng, Matcher::new(n), [40, 80, 100][(g / 3) % 3], |r| draw_i64(r, dist));
        m.solve();
        for step in 0..10 {
            let exact = hinted_change(&mut rng, &mut m, dist);
            let mut prepared = m.core.clone();
            let roots = !prepared.touched_list.is_empty() && prepared.repair_touched();
            if prepared.dirty_list.is_empty()
                && let Err(e) = check_invariants(&prepared, !roots)
            {
                panic!("graph {g} step {step}: repair broke an invariant: {e}");
            }
            m.solve();
            if exact {
                consistent += 1;
                searchless += usize::from(m.last_solve_stages() == 0);
            }
            check_solution(&m, &format!("graph {g} step {step} n={n}"));
        }
    }
    assert!(consistent > 300, "only {consistent} consistent hints");
    assert!(searchless > 0, "no consistent hint saved a search");
}

/// The engine's case: a graph where every edge has one weight (a round-1
/// score group), solved; then each edge {h, l} (h < l) gains F(h), which
/// falls with h, as the Dutch exchange fields do. With the potential F(v) − c
/// on the top half and c on the bottom half (2c above every bottom-half F), every pair of the top half
/// with the bottom half keeps its slack: the solve keeps those pairs,
/// re-matches the others greedily along tight edges and needs no search.
#[test]
fn a_good_hint_re_matches_a_tied_group_without_search() {
    for n in [2usize, 6, 10, 41, 100] {
        let mut m: Matcher<i64> = Matcher::new(n);
        for a in 0..n {
            for b in a + 1..n {
                m.set_weight(a, b, 1 << 20);
            }
        }
        m.solve();
        let half = n / 2;
        let f = |h: usize| (if h < half { 1 << 12 } else { 0 }) + (n - h) as i64;
        // Above half of every bottom-half F, so no two bottom-half vertices
        // stay tight (they could not both meet the top half otherwise).
        let c = (n - half) as i64 / 2 + 1;
        for a in 0..n {
            for b in a + 1..n {
                m.set_weight_hinted(a, b, (1 << 20) + f(a));
            }
        }
        for v in 0..n {
            let p = if v < half { f(v) - c } else { c };
            m.raise_dual(v, &p);
        }
        m.solve();
        check_solution(&m, &format!("n={n}"));
        // (An odd group leaves one vertex whose dual the search must bring
        // down, and its optimum is not unique.)
        if n % 2 == 0 {
            assert_eq!(m.last_solve_stages(), 0, "n={n}");
            for v in 0..half {
                assert!(m.mate(v).is_some_and(|u| u >= half), "n={n}: {v} meets {:?}", m.mate(v));
            }
        }
    }
}

/// `slack_exceeds` is a sound bound: whenever it says an edge's slack
/// exceeds a margin, every matching with that edge weighs more than the
/// margin less than the optimum (brute force). It must say no at the exact
/// loss of the best such matching, and must say yes sometimes.
#[test]
fn slack_bounds_what_an_edge_can_lose() {
    let mut rng = Rng(41);
    let mut proved = 0;
    for g in 0..300 {
        let n = 2 + rng.below(9) as usize;
        let dist = DISTS[g % 3];
        let mut m = random_graph(&mut rng, Matcher::new(n), [50, 80, 100][g % 3], |r| draw_i64(r, dist));
        m.solve();
        let best = brute_force(&m);
        for a in 0..n {
            for b in a + 1..n {
                let w = m.weight(a, b);
                if w <= 0 {
                    assert!(!m.slack_exceeds(a, b, 0), "graph {g}: no edge {a}-{b}");
                    continue;
                }
                let mut rest = m.clone();
                for u in 0..n {
                    for x in [a, b] {
                        if u != x {
                            rest.set_weight(x, u, 0);
                        }
                    }
                }
                let loss = best - (w + brute_force(&rest));
                assert!(!m.slack_exceeds(a, b, loss as u64), "graph {g}: edge {a}-{b} loses only {loss}");
                if loss > 0 && m.slack_exceeds(a, b, loss as u64 - 1) {
                    proved += 1;
                }
            }
        }
    }
    assert!(proved > 100, "only {proved} exact bounds");
}

/// The weight of a solution without the bye vertex `d`'s edge.
fn weight_without(m: &Matcher<i64>, d: usize) -> i64 {
    m.pairs().filter(|&(u, v)| u != d && v != d).map(|(u, v)| m.weight(u, v)).sum()
}

/// `join_to_all_at_largest_weight`: on an odd number of vertices, every
/// optimum with the bye vertex, less its edge, is an optimum without it —
/// after the cold solve and after each warm re-solve of random changes at
/// one vertex (the engine's settle steps). Checked against brute force
/// (small graphs) and against the graph solved without the vertex (larger
/// ones, weights nearly equal: a big score group). The bye vertex, once
/// joined, is always matched, and the certificate holds.
#[test]
fn a_bye_vertex_keeps_every_optimum() {
    let mut rng = Rng(31);
    let mut matched_elsewhere = 0;
    for g in 0..240 {
        let large = g % 6 == 5;
        let n = if large { 41 + 2 * rng.below(10) as usize } else { 1 + 2 * rng.below(7) as usize };
        let dist = if large { Dist::Tiny } else { DISTS[g % 3] };
        let density = [30, 70, 100][(g / 3) % 3];
        let draw = |r: &mut Rng| draw_i64(r, dist);
        let mut plain = random_graph(&mut rng, Matcher::<i64>::new(n), density, draw);
        let mut with = Matcher::<i64>::new(n + 1);
        for i in 0..n {
            for j in i + 1..n {
                with.set_weight(i, j, plain.weight(i, j));
            }
        }
        with.join_to_all_at_largest_weight(n);
        for step in 0..6 {
            with.solve();
            verify_certificate(&with);
            let best = if large {
                let mut fresh = plain.clone();
                fresh.reset_warm_start();
                fresh.solve();
                fresh.total_weight()
            } else {
                brute_force(&plain)
            };
            assert_eq!(weight_without(&with, n), best, "graph {g} step {step}: n={n} {dist:?}");
            // Joined (the graph had an edge when it was): then always matched.
            let joined = (0..n).any(|u| with.weight(n, u) > 0);
            assert_eq!(with.mate(n).is_some(), joined, "graph {g} step {step}: bye vertex");
            if with.mate(n).is_some_and(|u| u + 1 != n) {
                matched_elsewhere += 1;
            }
            let v = rng.below(n as u64) as usize;
            perturb_vertex(&mut rng, &mut plain, v, &draw);
            for u in (0..n).filter(|&u| u != v) {
                with.set_weight(v, u, plain.weight(v, u));
            }
        }
    }
    assert!(matched_elsewhere > 100, "the bye vertex met the last vertex almost always");
}

/// `Matcher::rematch` on random tie-heavy graphs: two matched pairs {a, b},
/// {c, d} are offered as {a, c}, {b, d}. An offer it takes must leave an
/// optimum with a valid certificate (and a later warm re-solve must still
/// be exact); an offer weighing less than the pairs it replaces must be
/// refused. Both must happen.
#[test]
fn rematch_keeps_an_optimum_and_refuses_a_loss() {
    let mut rng = Rng(31);
    let (mut taken, mut refused) = (0, 0);
    for case in 0..2000 {
        let n = 6 + rng.below(9) as usize;
        let density = [60, 100][case % 2];
        let mut m = random_graph(&mut rng, Matcher::<i64>::new(n), density, |r| draw_i64(r, Dist::Tiny));
        m.solve();
        let pairs: Vec<(usize, usize)> = m.pairs().collect();
        if pairs.len() < 2 {
            continue;
        }
        let i = rng.below(pairs.len() as u64) as usize;
        let j = (i + 1 + rng.below(pairs.len() as u64 - 1) as usize) % pairs.len();
        let ((a, b), (c, d)) = (pairs[i], pairs[j]);
        let before = m.total_weight();
        let old = m.weight(a, b) + m.weight(c, d);
        let new = m.weight(a, c) + m.weight(b, d);
        let edges = m.weight(a, c) > 0 && m.weight(b, d) > 0;
        if m.rematch(&[(a, c), (b, d)]) {
            taken += 1;
            assert!(edges && new == old, "case {case}: took an offer of {new} for {old}");
            assert_eq!(m.mate(a), Some(c));
            assert_eq!(m.mate(d), Some(b));
            assert_eq!(m.total_weight(), before);
            verify_certificate(&m);
            // A warm re-solve after a change still ends at an optimum.
            let (x, y) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
            if x != y {
                m.set_weight(x, y, draw_i64(&mut rng, Dist::Tiny));
                m.solve();
                verify_certificate(&m);
                assert_eq!(m.total_weight(), brute_force(&m), "case {case}");
            }
        } else {
            assert_eq!(m.mate(a), Some(b));
            assert_eq!(m.mate(c), Some(d));
            if !edges || new < old {
                refused += 1;
            }
        }
    }
    assert!(taken > 20 && refused > 20, "taken {taken}, refused {refused}");
}

/// A compact matcher (`store.rs`) and a dense one, given the same random
/// changes — whole weights, low bits, removals, weights wide enough to
/// widen the storage, many distinct values so the table is cleaned up
/// often — hold the same weights, mates and duals after every solve: the
/// compact store reads exactly the limbs the dense one does.
#[test]
fn a_compact_matcher_solves_exactly_as_a_dense_one() {
    let mut rng = Rng(41);
    let mut cleanups = 0;
    for g in 0..60 {
        let n = 2 + rng.below(40) as usize;
        let mut dense = Matcher::<WideWeight>::new(n);
        let mut compact = Matcher::<WideWeight>::new_compact(n);
        let dist = DISTS[g % 3];
        for step in 0..40 {
            let v = rng.below(n as u64) as usize;
            for u in (0..n).filter(|&u| u != v) {
                let hinted = rng.chance(20);
                match rng.below(6) {
                    0 if step % 10 == 9 => {
                        // Past the width so far: both re-lay their storage.
                        let mut limbs = vec![0; step / 10];
                        limbs.extend_from_slice(draw_wide(&mut rng, dist).limbs());
                        let w = WideWeight::from_limbs(limbs);
                        dense.set_weight(v, u, w.clone());
                        compact.set_weight(v, u, w);
                    }
                    0 | 1 => {
                        let w = draw_wide(&mut rng, dist);
                        dense.set_weight(v, u, w.clone());
                        compact.set_weight(v, u, w);
                    }
                    2 => {
                        let width = 1 + rng.below(64) as u32;
                        let value = rng.next() >> (64 - width);
                        dense.set_weight_low_bits(v, u, width, value, hinted);
                        compact.set_weight_low_bits(v, u, width, value, hinted);
                    }
                    3 if rng.chance(30) => {
                        dense.remove_edge(v, u, hinted);
                        compact.remove_edge(v, u, hinted);
                    }
                    _ => {}
                }
            }
            dense.solve();
            compact.solve();
            assert_same_state(&compact.core, &dense.core, n, &format!("graph {g} step {step}"));
            verify_certificate(&compact);
        }
        cleanups += compact.core.wts.cleanups();
    }
    assert!(cleanups > 100, "only {cleanups} clean-ups of the table");
}

/// Two matchers of `n` vertices hold the same width, weights, edges, mates
/// and duals.
fn assert_same_state(a: &Core, b: &Core, n: usize, what: &str) {
    assert_eq!(a.l, b.l, "{what}: width");
    for x in 0..n {
        for y in 0..n {
            assert_eq!(a.wt(x, y), b.wt(x, y), "{what}: weight {x}-{y}");
            assert_eq!(a.has_edge(x, y), b.has_edge(x, y), "{what}: edge {x}-{y}");
        }
    }
    assert_eq!(a.mate, b.mate, "{what}: mates");
    assert_eq!(a.dual, b.dual, "{what}: duals");
}

/// `set_weights_limbs` (one weight for many edges of a vertex, the Dutch
/// 2026 round matcher's build) leaves a compact and a dense matcher exactly
/// as the same `set_weight_limbs` calls one edge at a time do: weights,
/// edges, and the solves after (changes recorded alike), over unsolved and
/// solved matchers, removals (a zero weight) and weights past the width.
#[test]
fn setting_many_edges_at_once_is_setting_each() {
    let mut rng = Rng(43);
    for g in 0..60 {
        let n = 2 + rng.below(40) as usize;
        let dist = DISTS[g % 3];
        let mut one = [Matcher::<WideWeight>::new(n), Matcher::<WideWeight>::new_compact(n)];
        let mut many = [Matcher::<WideWeight>::new(n), Matcher::<WideWeight>::new_compact(n)];
        for step in 0..30 {
            let v = rng.below(n as u64) as usize;
            let others: Vec<usize> = (0..n).filter(|&u| u != v && rng.chance(60)).collect();
            let limbs = match rng.below(5) {
                0 => Vec::new(),
                1 => {
                    let mut limbs = vec![0; step / 10];
                    limbs.extend_from_slice(draw_wide(&mut rng, dist).limbs());
                    limbs
                }
                _ => draw_wide(&mut rng, dist).limbs().to_vec(),
            };
            for k in 0..2 {
                for &u in &others {
                    one[k].set_weight_limbs(v, u, &limbs, false);
                }
                many[k].set_weights_limbs(v, &others, &limbs);
            }
            if step % 3 == 2 {
                for m in one.iter_mut().chain(many.iter_mut()) {
                    m.solve();
                }
            }
            for k in 0..2 {
                let (a, b) = (&one[k].core, &many[k].core);
                assert_eq!(a.dirty_list, b.dirty_list, "graph {g} step {step}: changes recorded");
                assert_same_state(a, b, n, &format!("graph {g} step {step}"));
            }
        }
    }
}

/// Pairs each vertex, in order, with the first later unpaired vertex it has
/// an edge to: the start the `solve_from` tests offer.
fn greedy_pairs(m: &Matcher<i64>, n: usize) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    let mut paired = vec![false; n];
    for a in 0..n {
        if let Some(b) = (a + 1..n).find(|&b| !paired[a] && !paired[b] && m.weight(a, b) > 0) {
            paired[a] = true;
            paired[b] = true;
            pairs.push((a, b));
        }
    }
    pairs
}

/// Whether `solve_from` must take this start, worked out over all edges:
/// every edge feasible, every pair tight, every dual within the range the
/// width guarantees (`raise_dual`), which the largest weight the matcher
/// has held sets.
fn start_is_valid(m: &Matcher<i64>, pairs: &[(usize, usize)], duals: &[i64], largest_held: i64) -> bool {
    let n = duals.len();
    let bits = |x: i64| 64 - x.leading_zeros();
    (0..n).all(|a| {
        (a + 1..n).all(|b| {
            let w = m.weight(a, b);
            w == 0 || duals[a] + duals[b] >= 2 * w
        })
    }) && pairs.iter().all(|&(a, b)| duals[a] + duals[b] == 2 * m.weight(a, b))
        && duals.iter().all(|&d| bits(d) <= bits(largest_held) + 2)
}

/// `Matcher::solve_from` after an earlier start was taken: it skips the
/// check of edges between two vertices that kept their dual and had no edge
/// written since (issue 31). Between starts, random edits — whole weights
/// (often raised, so an edge between two such vertices becomes
/// infeasible), low bits, removals — and a few duals moved; each start must
/// be taken exactly when every edge is feasible and every pair tight (worked
/// out here over all edges), and end at the brute-force optimum. Fails if
/// any kind of edit is not seen by the skip.
#[test]
fn a_later_start_checks_every_edge_written_since_the_last_one() {
    let mut rng = Rng(47);
    let (mut taken, mut refused) = (0, 0);
    for case in 0..1500 {
        let n = 2 + rng.below(11) as usize;
        let base = 4 + rng.below(5) as i64;
        let mut e: Vec<i64> = (0..n).map(|_| rng.below(4) as i64).collect();
        let mut m = Matcher::<i64>::new(n);
        // The width's range is set by the largest weight the matcher has
        // held, not the largest present now (a removed edge keeps it).
        let mut largest_held = 0;
        for a in 0..n {
            for b in a + 1..n {
                if rng.chance(75) {
                    m.set_weight(a, b, base + e[a] + e[b]);
                    largest_held = largest_held.max(m.weight(a, b));
                }
            }
        }
        for step in 0..6 {
            if step > 0 {
                // Edits between starts.
                for _ in 0..1 + rng.below(3) {
                    let a = rng.below(n as u64) as usize;
                    let b = rng.below(n as u64) as usize;
                    if a == b {
                        continue;
                    }
                    let hinted = rng.chance(20);
                    match rng.below(4) {
                        0 => m.set_weight(a, b, base + e[a] + e[b] + rng.below(3) as i64),
                        1 => m.set_weight_hinted(a, b, base + e[a] + e[b] + 1),
                        2 => m.set_weight_low_bits(a, b, 2, rng.below(4), hinted),
                        _ => m.remove_edge(a, b, hinted),
                    }
                    largest_held = largest_held.max(m.weight(a, b));
                }
                if rng.chance(30) {
                    let v = rng.below(n as u64) as usize;
                    e[v] = rng.below(4) as i64;
                }
            }
            let pairs = greedy_pairs(&m, n);
            let duals: Vec<i64> = (0..n).map(|v| base + 2 * e[v]).collect();
            let valid = start_is_valid(&m, &pairs, &duals, largest_held);
            if m.solve_from(&pairs, &duals) {
                assert!(valid, "case {case} step {step}: took an invalid start");
                taken += 1;
            } else {
                assert!(!valid, "case {case} step {step}: refused a valid start");
                refused += 1;
                m.solve();
            }
            verify_certificate(&m);
            assert_eq!(m.total_weight(), brute_force(&m), "case {case} step {step} n={n}");
        }
    }
    assert!(taken > 1000 && refused > 1000, "taken {taken}, refused {refused}");
}

/// `Matcher::solve_from`: on random graphs whose weights are sums of vertex
/// terms (plus noise on some edges, so the start is not always valid), a
/// start of greedy pairs and duals `u(v) = B + 2 e(v)` ends at an optimum
/// (brute force) when taken, is refused when an edge is infeasible or a
/// pair not tight, and a refused start leaves the cold solve to do it.
#[test]
fn a_start_from_a_certificate_ends_at_an_optimum_or_is_refused() {
    let mut rng = Rng(43);
    let (mut taken, mut refused) = (0, 0);
    for case in 0..3000 {
        let n = 2 + rng.below(11) as usize;
        let base = 1 + rng.below(5) as i64;
        let e: Vec<i64> = (0..n).map(|_| rng.below(4) as i64).collect();
        let noisy = case % 3 == 0;
        let mut m = Matcher::<i64>::new(n);
        for a in 0..n {
            for b in a + 1..n {
                if rng.chance(75) {
                    // Noise above makes an edge infeasible, below a pair
                    // on it not tight.
                    let noise = if noisy && rng.chance(10) { rng.below(4) as i64 - 1 } else { 0 };
                    m.set_weight(a, b, (base + e[a] + e[b] + noise).max(1));
                }
            }
        }
        let pairs = greedy_pairs(&m, n);
        let duals: Vec<i64> = (0..n).map(|v| base + 2 * e[v]).collect();
        // No edge was removed or lowered: the largest weight present is the
        // largest held.
        let max_weight =
            (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).map(|(a, b)| m.weight(a, b)).max().unwrap_or(0);
        let valid = start_is_valid(&m, &pairs, &duals, max_weight);
        if m.solve_from(&pairs, &duals) {
            assert!(valid, "case {case}: took an invalid start");
            taken += 1;
        } else {
            assert!(!valid, "case {case}: refused a valid start");
            refused += 1;
            m.solve();
        }
        verify_certificate(&m);
        assert_eq!(m.total_weight(), brute_force(&m), "case {case} n={n}");
    }
    assert!(taken > 500 && refused > 200, "taken {taken}, refused {refused}");
}

/// Warm re-solves of graph `g`: `steps` times, 1 to `most_per_step`
/// random vertices get new edges (`perturb_vertex`), then the matcher
/// solves again; each solve is checked against brute force and every
/// blossom's top and vertex set (`Core::check_tops`).
fn re_solve_perturbed(
    rng: &mut Rng,
    m: &mut Matcher<i64>,
    g: usize,
    steps: usize,
    most_per_step: u64,
    draw: &impl Fn(&mut Rng) -> i64,
) {
    let n = m.vertex_count();
    for step in 0..steps {
        for _ in 0..1 + rng.below(most_per_step) {
            let v = rng.below(n as u64) as usize;
            perturb_vertex(rng, m, v, draw);
        }
        m.solve();
        check_solution(m, &format!("graph {g} step {step}"));
        if let Err(e) = m.core.check_tops() {
            panic!("graph {g} step {step}: {e}");
        }
    }
}

/// The top-level node of each vertex as found through `up` (`Core::top`,
/// which spares a new blossom relabelling every vertex inside it) is the
/// one its chain of parents ends at, after every new blossom, before every
/// dual step (`Core::check_tops`) and after every solve. The graphs have
/// two or three distinct weights, so most edges are tight at once, as in a
/// big Dutch score group (issue 31): blossoms grow around blossoms, are
/// expanded mid-stage and when trees end, and warm starts dissolve them.
#[test]
fn the_top_lookup_follows_the_blossom_nesting() {
    let mut rng = Rng(41);
    DEEPEST.with(|d| d.set(0));
    for g in 0..60 {
        let n = 12 + rng.below(40) as usize;
        let spread = 2 + (g % 2) as u64;
        let draw = move |r: &mut Rng| 10 + r.below(spread) as i64;
        let mut m = random_graph(&mut rng, Matcher::new(n), [60, 90, 100][g % 3], draw);
        m.core.greedy = g % 2 == 0;
        m.solve();
        check_solution(&m, &format!("graph {g}"));
        if let Err(e) = m.core.check_tops() {
            panic!("graph {g}: {e}");
        }
        re_solve_perturbed(&mut rng, &mut m, g, 6, 4, &draw);
    }
    let deepest = DEEPEST.with(|d| d.get());
    assert!(deepest >= 4, "blossoms nested only {deepest} deep");
}

/// A scan skips the vertices inside the scanning vertex's blossom by its
/// known vertex set (`Core::member_word`, issue 31): worked out once per
/// blossom and forgotten when the blossom's index is taken again. Graphs
/// where every edge weighs about the same (so most edges are tight and
/// blossoms nest deep and are formed, expanded and re-formed often) and
/// several warm re-solves each: every known set is compared with the
/// blossom's vertices (`Core::check_tops`, after each new blossom and
/// before each dual step) and each solve with brute force.
#[test]
fn a_scan_skips_exactly_the_vertices_of_its_blossom() {
    let mut rng = Rng(43);
    MEMBER_SETS.with(|c| c.set(0));
    for g in 0..60 {
        let n = 12 + rng.below(40) as usize;
        let spread = 1 + (g % 3) as u64;
        let draw = move |r: &mut Rng| 20 + r.below(spread) as i64;
        let mut m = random_graph(&mut rng, Matcher::new(n), [70, 95, 100][g % 3], draw);
        m.core.greedy = g % 2 == 1;
        m.solve();
        check_solution(&m, &format!("graph {g}"));
        re_solve_perturbed(&mut rng, &mut m, g, 8, 3, &draw);
    }
    let sets = MEMBER_SETS.with(|c| c.get());
    assert!(sets >= 100, "only {sets} known blossom vertex sets compared");
}

/// Inside `reusing_dense_matrices` (a Dutch round), a dense matrix made
/// after another was dropped takes over its memory (issue 31) and starts
/// exactly as a fresh one: the same random graph built on the kept memory
/// and on a fresh matcher leaves the same weights and edges — zero at every
/// pair the dropped matrix had an edge on and the new graph has not — and
/// the same solve.
#[test]
fn a_reused_dense_matrix_starts_as_a_fresh_one() {
    let mut rng = Rng(47);
    let mut reused = 0;
    for g in 0..30 {
        let n = 4 + rng.below(30) as usize;
        let (dist, density) = (DISTS[g % 3], [30, 70, 100][g % 3]);
        let seed = rng.next();
        let build = |m: Matcher<WideWeight>| random_graph(&mut Rng(seed), m, density, |r| draw_wide(r, dist));
        let kept = reusing_dense_matrices(|| {
            // A bigger, complete graph first, solved and dropped.
            let bigger = n + rng.below(8) as usize;
            let mut old =
                random_graph(&mut rng, Matcher::with_weight_bits(bigger, 256), 100, |r| draw_wide(r, dist));
            old.solve();
            let address = old.core.wts.limbs_address();
            drop(old);
            let mut m = build(Matcher::with_weight_bits(n, 256));
            reused += usize::from(m.core.wts.limbs_address() == address);
            m.solve();
            m
        });
        let mut fresh = build(Matcher::with_weight_bits(n, 256));
        fresh.solve();
        assert_same_state(&fresh.core, &kept.core, n, &format!("graph {g}"));
        check_solution(&kept, &format!("graph {g}"));
    }
    assert_eq!(reused, 30, "every second matrix took over the first one's memory");
}

/// The cold start's greedy pass skips, by its top-limb prefilter
/// (`limbs::slack_cmp`), every edge whose slack is not below the least
/// slacks found so far (issue 31); it must leave exactly the duals and the
/// matching of the plain pass, worked out here edge by edge: each vertex
/// still exposed, in order, lowers its dual by its least slack (to zero if
/// that is larger) and is matched along its first least edge to an exposed
/// vertex when that is as small. Tiny weights make most slacks tie.
#[test]
fn the_greedy_pass_skips_only_edges_that_change_nothing() {
    let mut rng = Rng(53);
    let mut matched = 0;
    for g in 0..90 {
        let n = 2 + rng.below(40) as usize;
        let dist = DISTS[g % 3];
        let density = [40, 80, 100][g / 3 % 3];
        let mut m = random_graph(&mut rng, Matcher::<WideWeight>::new(n), density, |r| draw_wide(r, dist));
        let c = &mut m.core;
        c.greedy = true;
        c.init_cold();
        let l = c.l;
        let mut dual = vec![0u64; n * l];
        let mut mate = vec![NONE; n];
        // Each vertex's dual starts at its largest weight (init_cold).
        for v in 0..n {
            let best = (0..n).filter(|&w| c.has_edge(v, w)).fold(NONE, |best, w| {
                if best == NONE || limbs::lt(c.wt(v, best), c.wt(v, w)) { w } else { best }
            });
            if best != NONE {
                dual[v * l..][..l].copy_from_slice(c.wt(v, best));
            }
        }
        for v in 0..n {
            if mate[v] != NONE {
                continue;
            }
            let (mut least, mut least_free, mut free): (Option<Vec<u64>>, Option<Vec<u64>>, usize) =
                (None, None, NONE);
            for w in (0..n).filter(|&w| c.has_edge(v, w)) {
                let mut s = vec![0u64; l];
                limbs::slack(&mut s, &dual[v * l..][..l], &dual[w * l..][..l], c.wt(v, w));
                if least.as_ref().is_none_or(|x| limbs::lt(&s, x)) {
                    least = Some(s.clone());
                }
                if mate[w] == NONE && least_free.as_ref().is_none_or(|x| limbs::lt(&s, x)) {
                    least_free = Some(s);
                    free = w;
                }
            }
            let Some(least) = least else { continue };
            let d = &mut dual[v * l..][..l];
            if limbs::lt(d, &least) {
                d.fill(0);
                continue;
            }
            limbs::sub(d, &least);
            if free != NONE && least_free.as_deref() == Some(&least[..]) {
                mate[v] = free;
                mate[free] = v;
                matched += 1;
            } else if limbs::is_odd(d) {
                limbs::increment(d);
            }
        }
        assert_eq!(c.mate, mate, "graph {g}: mates");
        assert_eq!(&c.dual[..n * l], &dual[..], "graph {g}: duals");
    }
    assert!(matched > 500, "only {matched} pairs made by the greedy pass");
}

/// The prefilter of the scans and best-edge lists decided from the duals
/// when two edges share one compact-store entry (`Core::order_by_duals`,
/// `Core::order_of_equal_weights`; issue 31) decides exactly as the limbs
/// do: every such decision is compared with `limbs::slack_cmp` where it is
/// taken (test builds), and a compact matcher, which takes them, ends every
/// solve with the mates and duals of a dense one, which cannot. The graphs
/// are built as the Dutch 2026 round matcher's: every edge a sum of vertex
/// terms from a few classes over a wide base, some edges missing, and
/// "windows" of random vertices whose edges among themselves get an excess
/// from a few values, rewritten and warm re-solved one after another (some
/// windows hand their edges back to the vertex terms).
#[test]
fn equal_weights_order_by_duals_as_the_limbs_do() {
    let mut rng = Rng(47);
    ORDERS_BY_DUALS.with(|c| c.set(0));
    for g in 0..40 {
        let n = 8 + rng.below(48) as usize;
        let base = [rng.next() >> 4, rng.next() >> 4, 1 + rng.below(1 << 20)];
        let classes = 1 + rng.below(3);
        let term: Vec<u64> = (0..n).map(|_| rng.below(classes) * (1 << 30)).collect();
        let plain =
            |a: usize, b: usize| WideWeight::from_limbs(vec![base[0] + term[a] + term[b], base[1], base[2]]);
        let missing = [0, 5, 20][g % 3];
        let mut dense = Matcher::<WideWeight>::new(n);
        let mut compact = Matcher::<WideWeight>::new_compact(n);
        for a in 0..n {
            for b in a + 1..n {
                if !rng.chance(missing) {
                    dense.set_weight(a, b, plain(a, b));
                    compact.set_weight(a, b, plain(a, b));
                }
            }
        }
        dense.core.greedy = g % 2 == 0;
        compact.core.greedy = g % 2 == 0;
        for step in 0..12 {
            if step > 0 {
                let size = 2 + rng.below(n as u64 / 2) as usize;
                let window: Vec<usize> = (0..size).map(|_| rng.below(n as u64) as usize).collect();
                let back = rng.chance(25);
                for (i, &a) in window.iter().enumerate() {
                    for &b in &window[i + 1..] {
                        if a == b || !dense.weight(a, b).is_edge() {
                            continue;
                        }
                        let mut w = plain(a, b);
                        if !back {
                            // An excess in a middle limb and a low one, a few
                            // values each (the criteria's fields).
                            let mut excess =
                                WideWeight::from_limbs(vec![rng.below(3) << 10, rng.below(3), 0]);
                            excess.add_assign(&w);
                            w = excess;
                        }
                        dense.set_weight(a, b, w.clone());
                        compact.set_weight(a, b, w);
                    }
                }
            }
            dense.solve();
            compact.solve();
            assert_same_state(&compact.core, &dense.core, n, &format!("graph {g} step {step}"));
            check_solution(&compact, &format!("graph {g} step {step}"));
        }
    }
    let orders = ORDERS_BY_DUALS.with(|c| c.get());
    assert!(orders >= 10_000, "only {orders} orders decided from the duals");
}
