//! Maximum-weight matching on general graphs, with warm restarts.
//!
//! This is Edmonds' primal–dual blossom algorithm in its O(n³) form (Gabow;
//! Galil, Micali & Gabow 1986): stages of alternating-forest growth, each ended
//! by a dual adjustment, with per-vertex and per-outer-blossom "best slack"
//! edges so a dual step costs O(n) instead of O(m). The bookkeeping follows the
//! well-known "mwmatching" formulation (endpoints, blossom child cycles,
//! `augment_blossom` rotations, `expand_blossom` relabelling); every line here
//! was written for this crate.
//!
//! # Why a custom matcher
//!
//! (`docs/dutch-by-matching.md` shows how the engines use it.)
//!
//! The FIDE Dutch pairing engine packs many lexicographic criteria into one
//! very wide integer per edge ([`WideWeight`]) and then re-solves hundreds of
//! times per round after changing the edges of one or two vertices. So the
//! matcher is exact for any [`Weight`] type (no floating point) and
//! warm-starts from the previous optimum.
//!
//! # Representation
//!
//! All arithmetic happens on fixed-width unsigned `u64` limbs (module `limbs`):
//! the weight matrix is one flat arena with a full row per vertex (a scan of
//! a vertex's edges reads contiguous memory), and duals and cached slacks are
//! flat arrays of the same width. The width is chosen from the largest weight
//! seen so far plus three bits of headroom, which bounds every dual and slack
//! the algorithm produces, so nothing can overflow whatever the caller passes
//! (callers need no headroom of their own). Scans compare a slack with the
//! best one recorded from the top limb down (`limbs::slack_exceeds`), which
//! usually settles in a limb or two, and skip the full wide computation for
//! edges that are certainly neither tight nor a new best. A scan from a
//! vertex inside a blossom skips the blossom's own vertices a word of 64 at
//! a time, by the blossom's vertex set (worked out once per blossom).
//!
//! # Units and exactness
//!
//! Internally every weight counts twice: the slack of edge `{i, j}` is
//! `u_i + u_j - 2 w_ij` (plus twice the duals of blossoms containing both
//! ends). With that scaling every dual step is an integer: the only step that
//! halves a slack halves the slack of an edge between two outer vertices, and
//! all outer vertices share one parity because every stage's roots start with
//! even duals (kept on cold and warm starts) and every other outer vertex is
//! joined to a root by tight edges, which keep parity (so other duals may be
//! odd). Duals and slacks stay
//! nonnegative and slacks are computed as `(u_i + u_j) - 2w`, so unsigned
//! limbs suffice.
//!
//! # Generalised stages (what makes warm starts possible)
//!
//! The textbook algorithm needs every exposed vertex to carry the same dual.
//! After a local change that no longer holds, so a stage here roots its forest
//! at the exposed vertices with a *positive* dual only, and the "vertex dual
//! reaches zero" step (delta 1) is taken over outer vertices:
//!
//! * if the vertex reaching zero is a root, it is simply done (an exposed
//!   vertex with zero dual satisfies complementary slackness);
//! * otherwise the alternating path from it to its root is flipped, so the root
//!   becomes matched and that vertex becomes exposed with zero dual.
//!
//! Either way one fewer exposed vertex has a positive dual, as after an
//! augmentation; exposed vertices with zero dual never regain one. So a solve
//! resolves at most as many roots as there were such vertices at its start:
//! about `n/2` on a cold start, about two per changed vertex on a warm start.
//!
//! The textbook algorithm ends the stage at each such event and grows the
//! whole forest again. Here only the trees involved end and the search goes on
//! with the others, keeping what their scans learnt (`trees.rs`); the freed
//! vertices look again at their own edges, or only at the scans made since
//! they were labelled. When that would cost more than starting over (large
//! trees that had barely been searched), the stage starts over instead. The
//! best edges of new outer blossoms are worked out only when a dual step needs
//! them: most blossoms are merged into larger ones, or end with their tree,
//! first.
//!
//! # Warm start
//!
//! `set_weight(modified, other, w)` marks `modified`. The next [`Matcher::solve`]
//! first tries, per marked vertex `v`, to restore optimality by moving `u_v`
//! alone (`Core::shift_dual`): only the slacks of `v`'s edges depend on it, so
//! this works whenever some `u_v` keeps all of them feasible, the matched and
//! blossom-cycle edges at `v` tight, and `u_v = 0` if `v` is exposed. That
//! covers deleting or lowering edges that are not matched and not in a
//! blossom's cycle (the most common change: `u_v` stays), changing all of a
//! vertex's edges by one amount (`u_v` moves by twice it), and any change that
//! leaves the matched edge the one `v` needs most. If every marked vertex is
//! settled so, the solve is done: no stage, O(n) per marked vertex.
//!
//! Each other marked vertex `v` is repaired: the solve unmatches the base of
//! the outermost blossom containing `v` (so its outside mate becomes exposed),
//! rotates that blossom so `v` is its base, and dissolves every blossom around
//! `v`, adding each blossom's dual to the duals of all its vertices (internal
//! slacks unchanged, boundary slacks grow, and the only boundary edge that had
//! to stay tight — the base's matched edge — is gone). Then `u_v` is set to
//! the least even value making all its edges feasible, exposed vertices with
//! an odd dual are made trivial and raised by one, and the search runs until
//! optimal. Cost is O(n²) per repaired vertex plus the search, at most O(n²)
//! per root resolved.
//!
//! # Hinted warm start
//!
//! A change at most vertices at once (the Dutch exchange fields on a whole
//! score group) would leave most vertices to repair. When the caller knows a
//! vertex potential that keeps the previous optimum nearly optimal, it sets
//! the weights with [`Matcher::set_weight_hinted`] and raises the duals with
//! [`Matcher::raise_dual`]; the solve then checks each touched vertex's
//! optimality conditions and repairs only what fails (`hint.rs`).
//!
//! A cold solve instead starts from each vertex's largest edge weight as its
//! dual and a greedy pass that matches along tight edges, which leaves far
//! fewer roots to resolve.
//!
//! # Limits and costs
//!
//! * Weights are nonnegative; zero (or negative, for signed types) means "no
//!   edge".
//! * Memory: the weight matrix holds `n²` values of `l` limbs, where
//!   `l = ceil((bits of the largest weight + 3) / 64)`: 8·n²·l bytes (80 MB for
//!   n = 1000 and 10 limbs), plus O(n·l) for everything else. A compact
//!   matcher ([`Matcher::new_compact`], `store.rs`) holds 4·n² bytes of
//!   indices instead, plus 8·l bytes per distinct weight.
//! * Recursion depth (blossom rotation and expansion) is the blossom nesting
//!   depth, at most n/2.

mod blossom;
mod hint;
mod layout;
mod limbs;
mod stage;
mod store;
mod trees;
mod warm;
mod weight;
mod wide;

#[cfg(test)]
mod tests;

use std::cmp::Ordering;
use std::marker::PhantomData;

use store::Weights;

pub use layout::{Digits, Layout, LayoutBuilder};
pub use store::reusing_dense_matrices;
pub use weight::Weight;
pub use wide::WideWeight;

/// "No vertex / blossom".
const NONE: usize = usize::MAX;

/// Node labels in the alternating forest.
const FREE: u8 = 0;
const LABEL_S: u8 = 1;
const LABEL_T: u8 = 2;
/// Temporary mark used while tracing two tree paths towards their roots.
const MARK: u8 = 4;

/// An edge seen from one end: `v` is "this" endpoint, `o` the other one.
///
/// This is mwmatching's endpoint `p` (with `endpoint[p] == v`) for a dense
/// graph, where an edge is identified by its two vertices; `flip` is `p ^ 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ep {
    v: usize,
    o: usize,
}

impl Ep {
    const NONE: Ep = Ep { v: NONE, o: NONE };

    fn is_none(self) -> bool {
        self.v == NONE
    }

    fn flip(self) -> Ep {
        Ep { v: self.o, o: self.v }
    }
}

/// Limbs `x * l .. (x + 1) * l` of a flat limb array. (Wrapping index
/// arithmetic: the slice is bounds-checked anyway, and the hot loops run with
/// overflow checks in the dev profile.)
#[inline(always)]
fn at(a: &[u64], x: usize, l: usize) -> &[u64] {
    &a[x.wrapping_mul(l)..][..l]
}

/// Mutable [`at`].
#[inline(always)]
fn at_mut(a: &mut [u64], x: usize, l: usize) -> &mut [u64] {
    &mut a[x.wrapping_mul(l)..][..l]
}

/// A dense-graph maximum-weight matcher that can re-solve incrementally.
///
/// Generic only at its interface: the algorithm itself (`Core`) works on
/// limbs, so it is compiled once whatever the weight type.
#[derive(Clone)]
pub struct Matcher<W: Weight> {
    core: Core,
    _weight: PhantomData<fn() -> W>,
}

/// The matcher's state. Vertices are `0..n`; blossoms use node indices
/// `n..2n`; per-node arrays have `2n` entries (`2n * l` limbs).
#[derive(Clone)]
struct Core {
    n: usize,
    /// Row capacity of the weight matrix and adjacency (`>= n`), so adding a
    /// vertex rarely moves the matrix.
    cap: usize,
    /// Width of every stored value, in limbs.
    l: usize,
    /// Bit length of the largest weight ever set (an upper bound).
    max_bits: usize,
    /// `(max_bits - 1) / 64`: every value the matcher keeps is zero above
    /// limb `fk + 1` (see [`Core::top_limb`]).
    fk: usize,
    /// Weight of edge `{v, w}` at pair `v * cap + w`; zero if absent.
    /// Stored in both directions so each vertex's edges are one contiguous row
    /// (dense, or compact: `store.rs`).
    wts: Weights,
    /// Adjacency bit rows (`words` per vertex), so scans skip absent edges
    /// without reading their weights.
    adj: Vec<u64>,
    words: usize,
    /// Whether the blossom state below is an optimum for the previous weights
    /// apart from the vertices in `dirty_list`.
    state_valid: bool,
    /// Stages the last solve ran.
    last_stages: usize,
    /// Whether a cold solve starts with the greedy pass (tests turn it off to
    /// exercise the stages from a uniform start).
    greedy: bool,
    dirty: Vec<bool>,
    dirty_list: Vec<usize>,
    /// Vertices whose edges or dual changed under a hint (`hint.rs`): the
    /// next solve checks their optimality conditions.
    touched: Vec<bool>,
    touched_list: Vec<usize>,
    /// The duals of the last start [`Matcher::solve_from`] took (`l` limbs
    /// each; empty when none, or since a widening): every edge was feasible
    /// for them, and an edge neither of whose ends has been written since
    /// (`written_edges`) and whose ends kept or raised their duals still
    /// is, so the next start skips its check.
    verified_duals: Vec<u64>,
    /// Vertices with an edge set, changed or removed since the last start
    /// taken.
    written: Vec<bool>,
    /// Those edges themselves, as bit rows like `adj` (kept only while
    /// `verified_duals` holds duals, empty before): a start skips an edge
    /// not written since the last one whose ends both kept or raised
    /// their duals (a Dutch 2026 window's members are raised, and their
    /// edges to the players outside it stay as they were; issue 31).
    written_edges: Vec<u64>,

    // ---- Persistent solution: matching, duals, blossom structure. ----
    /// Mate of each vertex, or `NONE`.
    mate: Vec<usize>,
    /// Vertex duals `u` (nodes `< n`) and blossom duals `z` (nodes `>= n`).
    dual: Vec<u64>,
    /// Per vertex: a node containing it (the vertex itself exactly when it
    /// lies in no blossom), from which `up` leads to its top-level node
    /// ([`Core::top`]). Not kept exact: a new blossom would otherwise
    /// relabel every vertex inside it, and blossoms nest hundreds deep in a
    /// big score group where every edge is tight (issue 31).
    inblossom: Vec<usize>,
    /// Per node: `NONE` if it is top-level, else a blossom containing it
    /// (its parent, or an ancestor above it once a lookup shortened the
    /// way). Nodes that no vertex's way passes through may hold stale
    /// entries: an expanded blossom points every vertex inside it at its
    /// children or at itself.
    up: Vec<usize>,
    /// Immediate parent blossom of each node, or `NONE` if top-level.
    parent: Vec<usize>,
    /// Child cycle of each blossom, starting at the child holding the base.
    childs: Vec<Vec<usize>>,
    /// `endps[b][i]`: the edge joining `childs[b][i]` to `childs[b][i + 1]`,
    /// seen from the end inside `childs[b][i]`.
    endps: Vec<Vec<Ep>>,
    /// Base vertex of each node (`v` for a vertex, `NONE` for an unused
    /// blossom index).
    base: Vec<usize>,
    /// Unused blossom indices.
    unused: Vec<usize>,

    // ---- Per-stage state. ----
    label: Vec<u8>,
    /// The edge through which a node got its label, seen from the labelling
    /// side (`v` is in the parent blossom); `Ep::NONE` for roots.
    labelend: Vec<Ep>,
    /// Least-slack edge from a top-level outer node to another outer one
    /// (seen from inside).
    bestedge: Vec<Ep>,
    /// Cached slack of `bestedge`, kept current on every dual step so scans
    /// compare against it without recomputing.
    bestslack: Vec<u64>,
    /// Per vertex: least-slack edge to it from an outer vertex (seen from the
    /// outer end), kept while the vertex is `tracked`, and its cached slack.
    vbest: Vec<Ep>,
    vbestslack: Vec<u64>,
    /// Whether `vbest` is kept current: the vertex is in a free top-level
    /// node, or unreached inside an inner blossom. Otherwise it is frozen
    /// since the scan count `lab_scan` (and, if `lab_s`, the vertex has been
    /// in an outer node since the dual step count `s_delta`), which lets an
    /// ended tree's vertex take it up again cheaply (see `trees.rs`).
    tracked: Vec<bool>,
    lab_scan: Vec<usize>,
    lab_s: Vec<bool>,
    s_delta: Vec<usize>,
    /// Vertices scanned in this stage, in order, and the number of (nonzero)
    /// dual steps.
    scan_log: Vec<usize>,
    /// Scans made (never reset): the stamp of the scan in progress.
    scans: u64,
    /// Per vertex `x`: how the scanning vertex's dual compares with `x`'s,
    /// worked out in the scan stamped `dual_order_stamp[x]`
    /// ([`Core::scan_dual_order`]; duals do not change during a scan).
    dual_order: Vec<Ordering>,
    dual_order_stamp: Vec<u64>,
    deltas: usize,
    /// Per outer blossom: least-slack edges to each other outer blossom.
    best_list: Vec<Vec<Ep>>,
    has_best_list: Vec<bool>,
    /// Outer blossoms formed whose best edge and list are not worked out yet.
    best_dirty: Vec<bool>,
    /// Outer vertices still to scan (last in, first out).
    queue: Vec<usize>,
    /// The search tree (its root vertex) of each labelled top-level node.
    tree: Vec<usize>,
    /// Search trees of this stage not yet ended.
    live_trees: usize,
    /// Whether each vertex was scanned in this stage and its tree is alive,
    /// and how many are.
    scanned: Vec<bool>,
    scanned_alive: usize,
    /// Set when ending trees would cost more than starting the stage over.
    restart: bool,
    /// Counts ended trees (never reset): `dead_at[v]` is the count when the
    /// tree holding vertex `v` last ended, `best_epoch[x]` (`vbest_epoch[v]`)
    /// the count when `bestedge[x]` (`vbest[v]`) was recorded. A cached best
    /// edge whose far end has `dead_at` above its epoch is stale: that end has
    /// stopped being outer since.
    epoch: usize,
    dead_at: Vec<usize>,
    best_epoch: Vec<usize>,
    vbest_epoch: Vec<usize>,

    // ---- Scratch, kept to avoid allocation in the loops. ----
    tmp: Vec<u64>,
    tmp2: Vec<u64>,
    /// Zero, at the current width.
    zeros: Vec<u64>,
    delta: Vec<u64>,
    delta2x: Vec<u64>,
    leaves: Vec<usize>,
    path: Vec<usize>,
    bestto: Vec<Ep>,
    bestto_slack: Vec<u64>,
    bestto_touched: Vec<usize>,
    /// Vertices in an outer top-level node, one bit each, as of the dual
    /// step being chosen (`Core::build_best_list` reads only those columns).
    outer_bits: Vec<u64>,
    /// Each vertex's top-level node in that snapshot.
    outer_top: Vec<usize>,
    /// Scratch: the columns one best list reads.
    best_columns: Vec<u64>,
    /// Per blossom `b` (row `b - n`, `words` words): the vertices inside
    /// it, one bit each, valid while `members_known[b]` (set when a scan
    /// first needs them, cleared when the index is taken by a new blossom;
    /// a blossom's vertices do not change while it exists). Allocated on
    /// first use.
    members: Vec<u64>,
    members_known: Vec<bool>,
    /// Top-level nodes of ended trees, each with whether to expand it.
    dead_tops: Vec<(usize, bool)>,
    /// Vertices whose `vbest` is to be recomputed from their rows, and those
    /// for which the scans since `lab_scan` suffice.
    rescan: Vec<usize>,
    catch_up: Vec<usize>,
    /// Blossoms around one vertex, innermost first ([`Core::shift_dual`]).
    chain: Vec<usize>,
    /// Per node: its position in `chain`, or `NONE` (always `NONE` outside
    /// [`Core::shift_dual`]).
    anc_pos: Vec<usize>,
    /// Per `chain` entry: twice the sum of the duals from it outwards.
    anc_sum: Vec<u64>,
}

/// A summary: the full state holds the whole weight matrix.
impl<W: Weight> std::fmt::Debug for Matcher<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let c = &self.core;
        f.debug_struct("Matcher")
            .field("vertices", &c.n)
            .field("limbs", &c.l)
            .field("solved", &c.state_valid)
            .field("changed_vertices", &c.dirty_list)
            .field("pairs", &self.pairs().collect::<Vec<_>>())
            .finish()
    }
}

impl<W: Weight> Matcher<W> {
    /// A matcher for `n` vertices and no edges.
    pub fn new(n: usize) -> Self {
        Matcher { core: Core::new(n, false, 1), _weight: PhantomData }
    }

    /// A matcher for `n` vertices and no edges whose weight matrix is
    /// compact (`store.rs`): one index per vertex pair into a table of the
    /// distinct weights, for big graphs with wide weights and few distinct
    /// values. Solves exactly as [`Matcher::new`]'s (the same limbs are
    /// read), in far less memory; each weight written costs a hash lookup.
    pub fn new_compact(n: usize) -> Self {
        Matcher { core: Core::new(n, true, 1), _weight: PhantomData }
    }

    /// A matcher for `n` vertices whose storage is sized up front for weights
    /// of up to `bits` bits, so setting the first wide weights does not
    /// re-lay the weight matrix out (a one-off O(n² · limbs) cost otherwise).
    pub fn with_weight_bits(n: usize, bits: usize) -> Self {
        Matcher { core: Core::new(n, false, Core::bits_to_limbs(bits)), _weight: PhantomData }
    }

    /// [`Matcher::new_compact`] sized up front as [`Matcher::with_weight_bits`].
    pub fn compact_with_weight_bits(n: usize, bits: usize) -> Self {
        Matcher { core: Core::new(n, true, Core::bits_to_limbs(bits)), _weight: PhantomData }
    }

    /// The width of every stored weight, in limbs: a caller that packs
    /// weights into a buffer of this length hands them over uncopied
    /// ([`Matcher::set_weight_limbs`]).
    pub fn width(&self) -> usize {
        self.core.l
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.core.n
    }

    /// Sets the weight of edge `{modified, other}`; a weight that is not
    /// positive removes the edge.
    ///
    /// `modified` is the endpoint the next [`Matcher::solve`] treats as changed
    /// (it is unmatched and pulled out of its blossoms); naming the same vertex
    /// for all edges changed at it keeps the warm start cheap. Setting an
    /// unchanged weight marks nothing.
    ///
    /// # Panics
    ///
    /// If `modified == other` or either is not a vertex.
    pub fn set_weight(&mut self, modified: usize, other: usize, w: W) {
        let c = &mut self.core;
        assert!(
            modified < c.n && other < c.n && modified != other,
            "set_weight({modified}, {other}) on a matcher with {} vertices",
            c.n
        );
        if w.is_edge() {
            c.grow_for(&w);
            let l = c.l;
            let mut buf = std::mem::take(&mut c.tmp);
            w.write_limbs(&mut buf);
            let changed = c.set_edge(modified, other, Some(&buf));
            c.tmp = buf;
            debug_assert_eq!(c.tmp.len(), l);
            if changed {
                c.mark_dirty(modified);
            }
        } else if c.set_edge(modified, other, None) {
            c.mark_dirty(modified);
        }
    }

    /// Sets the weight of edge `{a, b}` as part of a hinted change (a weight
    /// that is not positive removes the edge): neither end is marked as
    /// modified; the next [`Matcher::solve`] checks the optimality
    /// conditions at both ends instead, after the duals were raised by
    /// [`Matcher::raise_dual`]. Correct whatever the hint (see `hint.rs`);
    /// cheap when the hint keeps most of the previous optimum optimal.
    ///
    /// # Panics
    ///
    /// If `a == b` or either is not a vertex.
    pub fn set_weight_hinted(&mut self, a: usize, b: usize, w: W) {
        let c = &mut self.core;
        assert!(
            a < c.n && b < c.n && a != b,
            "set_weight_hinted({a}, {b}) on a matcher with {} vertices",
            c.n
        );
        if w.is_edge() {
            c.grow_for(&w);
            let mut buf = std::mem::take(&mut c.tmp);
            w.write_limbs(&mut buf);
            c.set_edge_hinted(a, b, Some(&buf));
            c.tmp = buf;
        } else {
            c.set_edge_hinted(a, b, None);
        }
    }

    /// The hint of a re-weighting: raises the dual of `v` by twice `p` (duals
    /// count weights twice), so that an edge `{a, b}` whose weight grew by
    /// `p_a + p_b` keeps its slack. A raise that does not fit the matcher's
    /// range only marks `v` as modified. Without a previous solution it does
    /// nothing.
    ///
    /// # Panics
    ///
    /// If `v` is not a vertex.
    pub fn raise_dual(&mut self, v: usize, p: &W) {
        let c = &mut self.core;
        assert!(v < c.n, "raise_dual({v}) on a matcher with {} vertices", c.n);
        if !p.is_edge() {
            return;
        }
        // The width bounds every value by the largest weight; a larger raise
        // widens it like a larger weight would.
        c.grow_for(p);
        let mut buf = std::mem::take(&mut c.delta);
        p.write_limbs(&mut buf);
        c.raise_dual(v, &buf);
        c.delta = buf;
    }

    /// [`Matcher::set_weight_limbs`] (not hinted) of edge `{modified, o}`
    /// for each `o` of `others` in turn, all with the same weight: the same
    /// state as those calls, with the weight's width and (compact) table
    /// entry worked out once, not once per edge (the Dutch 2026 round
    /// matcher's build, issue 31).
    ///
    /// # Panics
    ///
    /// If `modified` is in `others` or any of them is not a vertex.
    pub fn set_weights_limbs(&mut self, modified: usize, others: &[usize], limbs: &[u64]) {
        let c = &mut self.core;
        assert!(
            modified < c.n && others.iter().all(|&o| o < c.n && o != modified),
            "set_weights_limbs({modified}, ..) on a matcher with {} vertices",
            c.n
        );
        if others.is_empty() {
            // No edge set: not even the width grows.
            return;
        }
        let bits = bit_len(limbs);
        if bits == 0 {
            for &o in others {
                if c.set_edge(modified, o, None) {
                    c.changed(modified, o, false);
                }
            }
            return;
        }
        c.grow_to_bits(bits);
        let mut buf = std::mem::take(&mut c.tmp);
        let used = limbs.len().min(buf.len());
        buf[..used].copy_from_slice(&limbs[..used]);
        buf[used..].fill(0);
        match c.wts.entry_of(&buf) {
            Some(id) => {
                for &o in others {
                    if c.set_edge_entry(modified, o, id) {
                        c.changed(modified, o, false);
                    }
                }
            }
            None => {
                for &o in others {
                    if c.set_edge(modified, o, Some(&buf)) {
                        c.changed(modified, o, false);
                    }
                }
            }
        }
        c.tmp = buf;
    }

    /// [`Matcher::set_weight`] (`hinted`: [`Matcher::set_weight_hinted`])
    /// with the weight given as little-endian `u64` limbs of any length, as
    /// [`Layout::pack_into`] writes them: no weight value is built.
    ///
    /// # Panics
    ///
    /// If `modified == other` or either is not a vertex.
    pub fn set_weight_limbs(&mut self, modified: usize, other: usize, limbs: &[u64], hinted: bool) {
        let c = &mut self.core;
        assert!(
            modified < c.n && other < c.n && modified != other,
            "set_weight_limbs({modified}, {other}) on a matcher with {} vertices",
            c.n
        );
        if c.set_edge_from_limbs(modified, other, limbs) {
            c.changed(modified, other, hinted);
        }
    }

    /// Replaces the low `width` bits (at most 64) of the weight of edge
    /// `{modified, other}` by `value` and keeps the bits above them (an
    /// absent edge has none): for callers whose lowest fields change while
    /// the rest of a wide weight stays, without rebuilding it. A weight that
    /// becomes zero removes the edge. `hinted` as in
    /// [`Matcher::set_weight_limbs`].
    ///
    /// # Panics
    ///
    /// If `modified == other`, either is not a vertex, or `value` does not
    /// fit `width` bits.
    pub fn set_weight_low_bits(
        &mut self,
        modified: usize,
        other: usize,
        width: u32,
        value: u64,
        hinted: bool,
    ) {
        let c = &mut self.core;
        assert!(
            modified < c.n && other < c.n && modified != other,
            "set_weight_low_bits({modified}, {other}) on a matcher with {} vertices",
            c.n
        );
        assert!(width <= 64 && (width == 64 || value >> width == 0), "{value} does not fit {width} bits");
        if c.set_edge_low_bits(modified, other, width, value) {
            c.changed(modified, other, hinted);
        }
    }

    /// Makes `d` the "bye vertex" of a graph with an odd number of other
    /// vertices: joins it to each of them by an edge of the largest weight
    /// now present among them (nothing if they have no edge).
    ///
    /// Exact for any positive weight B on those edges, whatever weights the
    /// caller sets later among the others: with an odd count, every matching
    /// M of the others leaves a vertex exposed, so M plus one edge to `d`
    /// weighs w(M) + B, and a matching of the whole graph that leaves `d`
    /// exposed weighs at most max w < max w + B. The optima are therefore
    /// exactly the optima of the others, each with `d` on one of its exposed
    /// vertices: without `d`, [`Matcher::mate`] reads the same (callers map
    /// `d` to "unpaired").
    ///
    /// It exists for speed. An optimum leaving a vertex exposed needs that
    /// vertex's dual at zero, and when nearly every edge weighs about the
    /// same (a big score group) only a blossom around almost every vertex
    /// can certify that; each later change at one vertex takes it apart and
    /// builds it again, an O(n²) search per re-solve. With `d` the optimum
    /// is perfect, and B at the largest weight lets every vertex keep about
    /// half a typical edge as its dual: plain vertex duals certify it, as
    /// in a bracket of even size.
    ///
    /// # Panics
    ///
    /// If `d` is not a vertex.
    pub fn join_to_all_at_largest_weight(&mut self, d: usize) {
        let c = &self.core;
        assert!(d < c.n, "join_to_all_at_largest_weight({d}) on a matcher with {} vertices", c.n);
        let mut largest = vec![0u64; c.l];
        // Compact: an edge with the table entry of the edge compared just
        // before holds the same weight, which cannot raise the largest (a
        // row of the Dutch 2026 round matcher mostly repeats a few weights).
        let mut last_entry = None;
        for u in (0..c.n).filter(|&u| u != d) {
            c.for_each_neighbour(u, |v| {
                if v <= u || v == d {
                    return;
                }
                let entry = c.wts.entry_at(u * c.cap + v);
                if entry.is_some() && entry == last_entry {
                    return;
                }
                last_entry = entry;
                if limbs::lt(&largest, c.wt(u, v)) {
                    largest.copy_from_slice(c.wt(u, v));
                }
            });
        }
        if limbs::is_zero(&largest) {
            return;
        }
        for u in 0..self.core.n {
            if u != d {
                self.set_weight_limbs(d, u, &largest, false);
            }
        }
    }

    /// Removes edge `{modified, other}` (as a weight of zero would).
    /// `hinted` as in [`Matcher::set_weight_limbs`].
    ///
    /// # Panics
    ///
    /// If `modified == other` or either is not a vertex.
    pub fn remove_edge(&mut self, modified: usize, other: usize, hinted: bool) {
        let c = &mut self.core;
        assert!(
            modified < c.n && other < c.n && modified != other,
            "remove_edge({modified}, {other}) on a matcher with {} vertices",
            c.n
        );
        if c.set_edge(modified, other, None) {
            c.changed(modified, other, hinted);
        }
    }

    /// The weight of edge `{u, v}` (zero if absent or `u == v`), rebuilt from
    /// the matcher's limbs: a [`WideWeight`] comes back with the matcher's
    /// width, which may differ from the one given (comparison is numeric).
    ///
    /// # Panics
    ///
    /// If `u` or `v` is not a vertex.
    pub fn weight(&self, u: usize, v: usize) -> W {
        let c = &self.core;
        assert!(u < c.n && v < c.n, "weight({u}, {v}) on a matcher with {} vertices", c.n);
        if c.has_edge(u, v) { W::from_limbs(c.wt(u, v)) } else { W::zero() }
    }

    /// The stored limbs of the weight of edge `{u, v}` ([`Matcher::width`]
    /// of them; all zero if there is no edge), without building a `W`.
    ///
    /// # Panics
    ///
    /// If `u` or `v` is not a vertex.
    pub fn weight_limbs(&self, u: usize, v: usize) -> &[u64] {
        let c = &self.core;
        assert!(u < c.n && v < c.n, "weight_limbs({u}, {v}) on a matcher with {} vertices", c.n);
        if c.has_edge(u, v) { c.wt(u, v) } else { &c.zeros }
    }

    /// Computes a maximum-weight matching (not maximum-cardinality).
    ///
    /// The first call (and any call after [`Matcher::reset_warm_start`]) solves
    /// from scratch in O(n³); later calls repair the previous optimum around
    /// the vertices named as `modified` since: O(n) per such vertex whose
    /// changes a shift of its own dual absorbs (then no search runs at all),
    /// else O(n²) per such vertex plus the search (at most O(n²) per root,
    /// about two roots per changed vertex). If more than half of the vertices
    /// are left to repair once the dual shifts are done, it solves from
    /// scratch instead. Vertices touched by a hinted change
    /// ([`Matcher::set_weight_hinted`], [`Matcher::raise_dual`]) are checked
    /// first: O(n) each, plus the search for what the hint did not cover.
    pub fn solve(&mut self) {
        self.core.solve();
    }

    /// How many search roots the last [`Matcher::solve`] resolved (each is a
    /// stage of the textbook algorithm): up to about `n/2` for a cold solve, a
    /// handful for a warm one, zero when the changes needed no search. Each
    /// costs up to O(n²), so this is the number to watch if re-solves get slow.
    pub fn last_solve_stages(&self) -> usize {
        self.core.last_stages
    }

    /// The mate of `v` in the last solution, if matched (`None` before the
    /// first solve).
    ///
    /// # Panics
    ///
    /// If `v` is not a vertex.
    pub fn mate(&self, v: usize) -> Option<usize> {
        match self.core.mate[v] {
            NONE => None,
            m => Some(m),
        }
    }

    /// Whether the slack of edge `{a, b}` at the last solution's duals, in
    /// units of the weights' lowest bit, certainly exceeds `margin`: then
    /// no matching containing that edge is within `margin` of the maximum
    /// weight (the duals bound every matching, and the edge alone loses its
    /// slack). Callers use it to rule out an alternative without a re-solve.
    /// `false` when it cannot tell: no edge, no solution, or changes not yet
    /// solved.
    ///
    /// # Panics
    ///
    /// If `a` or `b` is not a vertex.
    pub fn slack_exceeds(&self, a: usize, b: usize, margin: u64) -> bool {
        let c = &self.core;
        assert!(a < c.n && b < c.n, "slack_exceeds({a}, {b}) on a matcher with {} vertices", c.n);
        if a == b
            || !c.state_valid
            || !c.dirty_list.is_empty()
            || !c.touched_list.is_empty()
            || !c.has_edge(a, b)
        {
            return false;
        }
        let l = c.l;
        // u_b plus twice the duals of the blossoms holding both ends.
        let mut other = at(&c.dual, b, l).to_vec();
        if c.top_of(a) == c.top_of(b) {
            let mut above_a = Vec::new();
            let mut x = c.parent[a];
            while x != NONE {
                above_a.push(x);
                x = c.parent[x];
            }
            let mut x = c.parent[b];
            while x != NONE && !above_a.contains(&x) {
                x = c.parent[x];
            }
            while x != NONE {
                limbs::add(&mut other, at(&c.dual, x, l));
                limbs::add(&mut other, at(&c.dual, x, l));
                x = c.parent[x];
            }
        }
        // Twice the margin, as the matcher counts weights twice.
        let mut best = vec![0u64; l];
        best[0] = margin << 1;
        if l > 1 {
            best[1] = margin >> 63;
        }
        limbs::slack_exceeds(at(&c.dual, a, l), &other, c.wt(a, b), &best, c.l - 1)
    }

    /// Whether `v` lies in a blossom of the last solution (`false` before
    /// the first solve).
    ///
    /// # Panics
    ///
    /// If `v` is not a vertex.
    pub fn in_blossom(&self, v: usize) -> bool {
        let c = &self.core;
        assert!(v < c.n, "in_blossom({v}) on a matcher with {} vertices", c.n);
        c.state_valid && !c.is_trivial(v)
    }

    /// Whether edge `{a, b}` is present and tight (zero slack) at the last
    /// solution's duals, with neither end in a blossom: then some optimum
    /// may use it, as far as this edge alone tells. `false` when it cannot
    /// tell: no edge, no solution, changes not yet solved, or an end in a
    /// blossom.
    ///
    /// # Panics
    ///
    /// If `a` or `b` is not a vertex.
    pub fn is_tight_outside_blossoms(&mut self, a: usize, b: usize) -> bool {
        let c = &mut self.core;
        assert!(a < c.n && b < c.n, "is_tight_outside_blossoms({a}, {b}) on a matcher with {} vertices", c.n);
        a != b
            && c.state_valid
            && c.dirty_list.is_empty()
            && c.touched_list.is_empty()
            && c.tight_outside_blossoms(a, b)
    }

    /// Makes `pairs` the mates of their vertices in the last solution, when
    /// the result is another optimum that the same duals certify: the
    /// vertices of `pairs` are all distinct, in no blossom, and matched now
    /// to vertices of `pairs` (so the same vertices stay matched and no
    /// blossom changes), and every new pair is an edge tight at the current
    /// duals. Then every optimality condition that held still holds. Returns
    /// whether it re-paired; otherwise (or without a current solution,
    /// before changes are solved) nothing changes.
    ///
    /// It lets a caller that knows which optimum it wants among many tied
    /// ones (the Dutch engine's S1R–S2R pairs, `dutch::window`) install it
    /// without a search, so the re-solves that follow start from it.
    pub fn rematch(&mut self, pairs: &[(usize, usize)]) -> bool {
        self.core.rematch(pairs)
    }

    /// Solves from a given start instead of from scratch: the matching
    /// `pairs` and vertex duals `duals` (one per vertex, in the matcher's
    /// doubled units: `duals[a] + duals[b] >= 2 w_ab` on every edge), no
    /// blossoms. Taken only when that is a valid start of the primal–dual
    /// search — every edge feasible, every pair an edge and tight (equal),
    /// no vertex in two pairs, every dual within the width's range — and
    /// then the search runs from it to an optimum (the exposed vertices
    /// with a positive dual are its roots). Returns whether it was taken; if
    /// not, the next [`Matcher::solve`] solves as it would have. Weights
    /// changed since the last solve are part of the graph it checks, so a
    /// start taken supersedes them (nothing is left marked as modified).
    /// An edge not written since the last start taken, both of whose ends
    /// kept or raised the dual of that start, was feasible then and still
    /// is, so it is not checked again (a Dutch 2026 window's edges to the
    /// players outside it, issue 31).
    ///
    /// For callers who know a certificate of a (near-)optimum, e.g. weights
    /// that are a sum of vertex terms, where a cold solve's search among
    /// ties is the whole cost. It ends at an optimum of the weights; which
    /// one among ties may differ from the one a cold solve finds.
    ///
    /// # Panics
    ///
    /// If a pair names a vertex that does not exist.
    pub fn solve_from(&mut self, pairs: &[(usize, usize)], duals: &[W]) -> bool {
        self.install_start(pairs, duals, true)
    }

    /// [`Matcher::solve_from`] without the search: the start is taken as
    /// the answer (tests only: a deliberately broken start, to show that
    /// comparisons with the full solve catch one).
    #[cfg(test)]
    pub fn solve_from_without_search(&mut self, pairs: &[(usize, usize)], duals: &[W]) -> bool {
        self.install_start(pairs, duals, false)
    }

    fn install_start(&mut self, pairs: &[(usize, usize)], duals: &[W], search: bool) -> bool {
        let c = &mut self.core;
        if duals.len() != c.n {
            return false;
        }
        let l = c.l;
        let mut limbs = vec![0u64; c.n * l];
        for (v, d) in duals.iter().enumerate() {
            // The range every dual of the search stays in (`raise_dual`).
            if d.bit_len() > c.max_bits + 2 {
                return false;
            }
            d.write_limbs(&mut limbs[v * l..][..l]);
        }
        c.install(pairs, &limbs, search)
    }

    /// The matched pairs `(u, v)` with `u < v` of the last solution.
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let mate = &self.core.mate;
        (0..self.core.n).filter_map(move |u| match mate[u] {
            m if m != NONE && u < m => Some((u, m)),
            _ => None,
        })
    }

    /// The total weight of the last solution.
    pub fn total_weight(&self) -> W {
        let mut total = W::zero();
        for (u, v) in self.pairs() {
            total.add_in_place(&self.weight(u, v));
        }
        total
    }

    /// Forgets the previous solution, so the next [`Matcher::solve`] starts
    /// from scratch.
    pub fn reset_warm_start(&mut self) {
        let c = &mut self.core;
        c.state_valid = false;
        for &v in &c.dirty_list {
            c.dirty[v] = false;
        }
        c.dirty_list.clear();
        c.clear_touched();
    }
}

impl Core {
    /// No edges, every stored value `l` limbs wide (allocated at that width
    /// at once: widening re-lays the whole matrix out, a pass over n² · l
    /// limbs per Dutch 2017 window, issue 31).
    fn new(n: usize, compact: bool, l: usize) -> Self {
        let nn = 2 * n;
        let cap = n;
        let words = cap.div_ceil(64);
        Core {
            n,
            cap,
            l,
            max_bits: 0,
            fk: 0,
            wts: Weights::new(cap * cap, compact, l),
            adj: vec![0; cap * words],
            words,
            state_valid: false,
            last_stages: 0,
            greedy: true,
            dirty: vec![false; n],
            dirty_list: Vec::new(),
            touched: vec![false; n],
            touched_list: Vec::new(),
            verified_duals: Vec::new(),
            written: vec![false; n],
            written_edges: Vec::new(),
            mate: vec![NONE; n],
            dual: vec![0; nn * l],
            inblossom: (0..n).collect(),
            parent: vec![NONE; nn],
            up: vec![NONE; nn],
            childs: vec![Vec::new(); nn],
            endps: vec![Vec::new(); nn],
            base: (0..nn).map(|i| if i < n { i } else { NONE }).collect(),
            unused: (n..nn).rev().collect(),
            label: vec![FREE; nn],
            labelend: vec![Ep::NONE; nn],
            bestedge: vec![Ep::NONE; nn],
            bestslack: vec![0; nn * l],
            vbest: vec![Ep::NONE; n],
            vbestslack: vec![0; n * l],
            tracked: vec![true; n],
            lab_scan: vec![0; n],
            lab_s: vec![false; n],
            s_delta: vec![0; n],
            scan_log: Vec::new(),
            scans: 0,
            dual_order: vec![Ordering::Equal; n],
            dual_order_stamp: vec![0; n],
            deltas: 0,
            best_list: vec![Vec::new(); nn],
            has_best_list: vec![false; nn],
            best_dirty: vec![false; nn],
            queue: Vec::new(),
            tree: vec![NONE; nn],
            live_trees: 0,
            scanned: vec![false; n],
            scanned_alive: 0,
            restart: false,
            epoch: 0,
            dead_at: vec![0; n],
            best_epoch: vec![0; nn],
            vbest_epoch: vec![0; n],
            tmp: vec![0; l],
            tmp2: vec![0; l],
            zeros: vec![0; l],
            delta: vec![0; l],
            delta2x: vec![0; l],
            leaves: Vec::new(),
            path: Vec::new(),
            bestto: vec![Ep::NONE; nn],
            bestto_slack: vec![0; nn * l],
            bestto_touched: Vec::new(),
            outer_bits: Vec::new(),
            outer_top: Vec::new(),
            best_columns: Vec::new(),
            members: Vec::new(),
            members_known: vec![false; nn],
            dead_tops: Vec::new(),
            rescan: Vec::new(),
            catch_up: Vec::new(),
            chain: Vec::new(),
            anc_pos: vec![NONE; nn],
            anc_sum: Vec::new(),
        }
    }

    /// The width in limbs that holds every dual and slack of a graph whose
    /// largest weight has `bits` bits: duals stay below about `2 w_max + 2`
    /// and slacks below `4 w_max + 4`, so three bits of headroom suffice.
    fn bits_to_limbs(bits: usize) -> usize {
        (bits + 3).div_ceil(64).max(1)
    }

    /// The highest limb that can be nonzero in any weight, dual or slack:
    /// they all stay below `2^(max_bits + 3)`.
    #[inline]
    fn top_limb(&self) -> usize {
        (self.fk + 1).min(self.l - 1)
    }

    /// Weight limbs of edge `{v, w}`.
    #[inline]
    fn wt(&self, v: usize, w: usize) -> &[u64] {
        wt(&self.wts, self.cap, self.l, v, w)
    }

    #[inline]
    fn has_edge(&self, v: usize, w: usize) -> bool {
        self.adj[v * self.words + w / 64] >> (w % 64) & 1 == 1
    }

    /// Calls `f` for each neighbour of `v`.
    #[inline]
    fn for_each_neighbour(&self, v: usize, mut f: impl FnMut(usize)) {
        let row = &self.adj[v * self.words..(v + 1) * self.words];
        for (wi, &word) in row.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                f(wi << 6 | bits.trailing_zeros() as usize);
                bits &= bits.wrapping_sub(1);
            }
        }
    }

    /// Stores edge `{a, b}` with the given limbs (or removes it); returns
    /// whether anything changed.
    /// [`Core::set_edge`] with `Some` weight, given as its compact table
    /// entry (`Weights::entry_of`): equal limbs share one entry, so the
    /// entry tells whether anything changed.
    fn set_edge_entry(&mut self, a: usize, b: usize, id: u32) -> bool {
        let (cap, words) = (self.cap, self.words);
        if self.has_edge(a, b) && self.wts.holds_entry(a * cap + b, id) {
            return false;
        }
        self.wts.set_both_entry(a * cap + b, b * cap + a, id);
        self.adj[a * words + b / 64] |= 1 << (b % 64);
        self.adj[b * words + a / 64] |= 1 << (a % 64);
        self.note_written(a, b);
        true
    }

    fn set_edge(&mut self, a: usize, b: usize, limbs: Option<&[u64]>) -> bool {
        let (cap, words) = (self.cap, self.words);
        let old = self.has_edge(a, b);
        match limbs {
            Some(x) => {
                if old && self.wt(a, b) == x {
                    return false;
                }
                self.wts.set_both(a * cap + b, b * cap + a, x);

                self.adj[a * words + b / 64] |= 1 << (b % 64);
                self.adj[b * words + a / 64] |= 1 << (a % 64);
            }
            None => {
                if !old {
                    return false;
                }
                self.wts.clear_both(a * cap + b, b * cap + a);

                self.adj[a * words + b / 64] &= !(1 << (b % 64));
                self.adj[b * words + a / 64] &= !(1 << (a % 64));
            }
        }
        self.note_written(a, b);
        true
    }

    /// Records that edge `{a, b}` was set, changed or removed.
    #[inline]
    fn note_written(&mut self, a: usize, b: usize) {
        self.written[a] = true;
        self.written[b] = true;
        if !self.written_edges.is_empty() {
            let words = self.words;
            self.written_edges[a * words + b / 64] |= 1 << (b % 64);
            self.written_edges[b * words + a / 64] |= 1 << (a % 64);
        }
    }

    /// Stores edge `{a, b}` from little-endian limbs of any length (zero
    /// removes it); returns whether anything changed.
    fn set_edge_from_limbs(&mut self, a: usize, b: usize, limbs: &[u64]) -> bool {
        let bits = bit_len(limbs);
        if bits == 0 {
            return self.set_edge(a, b, None);
        }
        self.grow_to_bits(bits);
        if limbs.len() == self.l {
            // Already at the width: no copy into the scratch buffer.
            return self.set_edge(a, b, Some(limbs));
        }
        let mut buf = std::mem::take(&mut self.tmp);
        let used = limbs.len().min(buf.len());
        buf[..used].copy_from_slice(&limbs[..used]);
        buf[used..].fill(0);
        let changed = self.set_edge(a, b, Some(&buf));
        self.tmp = buf;
        changed
    }

    /// Replaces the low `width` bits (at most 64) of the weight of edge
    /// `{a, b}` by `value`, keeping the bits above (an absent edge has none);
    /// returns whether anything changed.
    fn set_edge_low_bits(&mut self, a: usize, b: usize, width: u32, value: u64) -> bool {
        debug_assert!(width <= 64 && (width == 64 || value >> width == 0), "{value} in {width} bits");
        let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
        let present = self.has_edge(a, b);
        let (old0, high) = if present {
            let w = self.wt(a, b);
            (w[0], w[1..].iter().any(|&x| x != 0))
        } else {
            (0, false)
        };
        let new0 = (old0 & !mask) | value;
        if present && new0 == old0 {
            return false;
        }
        if new0 == 0 && !high {
            return self.set_edge(a, b, None);
        }
        if !high {
            self.grow_to_bits(64 - new0.leading_zeros() as usize);
        }
        let (cap, words) = (self.cap, self.words);
        self.wts.set_low_limb_both(a * cap + b, b * cap + a, new0);
        self.note_written(a, b);
        self.adj[a * words + b / 64] |= 1 << (b % 64);
        self.adj[b * words + a / 64] |= 1 << (a % 64);
        true
    }

    /// Makes room for weight `w`: the width follows the largest weight.
    fn grow_for<W: Weight>(&mut self, w: &W) {
        self.grow_to_bits(w.bit_len());
    }

    /// Makes room for weights of `bits` bits.
    fn grow_to_bits(&mut self, bits: usize) {
        if bits > self.max_bits {
            self.max_bits = bits;
            let need = Core::bits_to_limbs(bits);
            if need > self.l {
                self.widen(need);
            }
            self.fk = (bits - 1) / 64;
        }
    }

    /// Records a changed edge: `modified` is marked, or with `hinted` both
    /// ends are left for the hinted check.
    fn changed(&mut self, modified: usize, other: usize, hinted: bool) {
        if hinted {
            self.touch(modified);
            self.touch(other);
        } else {
            self.mark_dirty(modified);
        }
    }

    /// The top-level node containing vertex `v`, shortening the way there
    /// for later lookups (a union-find with path compression over `up`).
    ///
    /// `inblossom[v] == v` only while `v` lies in no blossom (a new blossom
    /// points each vertex child at itself), so that common case needs no
    /// load of `up` (c5f71d9's extra load cost Dutch 2026 2-3%, issue 31).
    #[inline(always)]
    fn top(&mut self, v: usize) -> usize {
        let b = self.inblossom[v];
        if b == v || self.up[b] == NONE { b } else { self.top_far(v, b) }
    }

    /// [`Core::top`] when `inblossom[v]` is not top-level: every node on the
    /// way and `v` itself are pointed at the top found.
    #[inline(never)]
    fn top_far(&mut self, v: usize, b: usize) -> usize {
        let mut r = self.up[b];
        while self.up[r] != NONE {
            r = self.up[r];
        }
        let mut x = b;
        while x != r {
            let next = self.up[x];
            self.up[x] = r;
            x = next;
        }
        self.inblossom[v] = r;
        r
    }

    /// [`Core::top`] without shortening the way (for `&self` callers).
    fn top_of(&self, v: usize) -> usize {
        let mut b = self.inblossom[v];
        while self.up[b] != NONE {
            b = self.up[b];
        }
        b
    }

    /// Test-only: every vertex's top found through `up` is the node its
    /// chain of parents ends at, `inblossom[v] == v` exactly when `v`
    /// lies in no blossom, and every blossom's known vertex set (`members`)
    /// is its vertices. Returns the deepest nesting (blossoms around one
    /// vertex).
    #[cfg(test)]
    pub(super) fn check_tops(&self) -> Result<usize, String> {
        let (n, words) = (self.n, self.words);
        for b in (n..2 * n).filter(|&b| self.base[b] != NONE && self.members_known[b]) {
            let mut want = vec![0u64; words];
            let mut leaves = Vec::new();
            blossom::collect_leaves(&self.childs, n, b, &mut leaves);
            for v in leaves {
                want[v / 64] |= 1 << (v % 64);
            }
            if self.members[(b - n) * words..][..words] != want[..] {
                return Err(format!("blossom {b}: known vertex set is not its vertices"));
            }
            tests::note_member_set();
        }
        let mut deepest = 0;
        for v in 0..self.n {
            let (mut top, mut depth) = (v, 0);
            while self.parent[top] != NONE {
                top = self.parent[top];
                depth += 1;
            }
            deepest = deepest.max(depth);
            if self.top_of(v) != top {
                return Err(format!("vertex {v}: top {} by lookup, {top} by its parents", self.top_of(v)));
            }
            if (self.inblossom[v] == v) != (top == v) {
                return Err(format!("vertex {v}: inblossom {} but top {top}", self.inblossom[v]));
            }
        }
        tests::note_nesting(deepest);
        Ok(deepest)
    }

    fn mark_dirty(&mut self, v: usize) {
        if self.state_valid && !self.dirty[v] {
            self.dirty[v] = true;
            self.dirty_list.push(v);
        }
    }

    fn solve(&mut self) {
        // With nothing marked, or every marked vertex settled by a shift of
        // its own dual, the previous solution is optimal as it stands.
        let stages = if !self.state_valid {
            self.clear_touched();
            self.init_cold();
            true
        } else {
            let roots = !self.touched_list.is_empty() && self.repair_touched();
            let detached = !self.dirty_list.is_empty() && self.warm_prepare();
            roots || detached
        };
        for &v in &self.dirty_list {
            self.dirty[v] = false;
        }
        self.dirty_list.clear();
        if stages {
            self.run_stages();
        } else {
            self.last_stages = 0;
        }
        self.state_valid = true;
    }

    /// Re-lays every limb array out at width `new_l > l` (zero-extending, so
    /// the state stays valid).
    fn widen(&mut self, new_l: usize) {
        let old_l = self.l;
        let regrow = |a: &mut Vec<u64>| {
            let count = a.len() / old_l;
            let mut b = vec![0; count * new_l];
            for (dst, src) in b.chunks_exact_mut(new_l).zip(a.chunks_exact(old_l)) {
                dst[..old_l].copy_from_slice(src);
            }
            *a = b;
        };
        self.wts.widen(new_l);
        // Verified duals of the old width are not compared with new ones.
        self.verified_duals.clear();
        regrow(&mut self.dual);
        regrow(&mut self.bestslack);
        regrow(&mut self.vbestslack);
        regrow(&mut self.bestto_slack);
        self.l = new_l;
        for s in [&mut self.tmp, &mut self.tmp2, &mut self.zeros, &mut self.delta, &mut self.delta2x] {
            s.resize(new_l, 0);
        }
    }
}

/// The number of significant bits of little-endian limbs.
fn bit_len(limbs: &[u64]) -> usize {
    limbs.iter().rposition(|&x| x != 0).map_or(0, |i| 64 * i + 64 - limbs[i].leading_zeros() as usize)
}

/// Weight limbs of edge `{v, w}` in a matrix with row capacity `cap` and
/// width `l` (a free function so callers can borrow other fields mutably).
#[inline(always)]
fn wt(wts: &Weights, cap: usize, l: usize, v: usize, w: usize) -> &[u64] {
    debug_assert_eq!(wts.get(0).len(), l);
    wts.get(v.wrapping_mul(cap).wrapping_add(w))
}
