//! Pairing one bracket (2017 B / 2026 3) by maximum-weight matching, the
//! part both editions share.
//!
//! The window holds, in A.2 / 1.2 order, the moved-down players (MDPs), the
//! residents of the score group, and a next block (the next score group for
//! the C.7 / [C8] look-ahead, or in 2017 special mode every player below).
//! The edition's [`Criteria`] weigh its edges; one optimal matching is then
//! a candidate best for every quality criterion (C.5–C.19 / [C4]–[C21]).
//! The B.8 / 3.8 tie-break "generated earlier in the sequence" is settled by
//! [`settle`] with a few re-solves, each adding a small bonus or penalty in
//! the lowest fields (T1–T3) and locking the answer by deleting edges.

use crate::pairing::context::Context;
use crate::pairing::matching::{Layout, Matcher, Weight, WideWeight};

mod rank;
mod start;
pub(super) use start::VertexTerms;

/// Whether the settle steps take their shortcuts — warm-starting the
/// matcher with hints (`matching::hint`), and skipping a rank-bonus solve
/// whose answer the duals already prove — or re-solve plainly. Shortcuts
/// never change an answer, only its cost; the tests pair the same rounds
/// both ways to show it.
pub(super) mod hints {
    #[cfg(test)]
    thread_local! {
        static PLAIN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static NO_BYE_VERTEX: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static BROKEN_NO_EXCHANGE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static NO_EXCHANGE_OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static NO_EXCHANGE_SEEN: std::cell::Cell<[usize; 4]> = const { std::cell::Cell::new([0; 4]) };
        static BROKEN_FLOATER_SWAPS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static NO_START_CERTIFICATE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static START_CERTIFICATES: std::cell::Cell<[usize; 2]> = const { std::cell::Cell::new([0; 2]) };
        static NO_WINDOW_CERTIFICATE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static BROKEN_WINDOW_CERTIFICATE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static WINDOW_CERTIFICATES: std::cell::Cell<[usize; 2]> = const { std::cell::Cell::new([0; 2]) };
        static NO_WINDOW_NEXT_TIER: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static BROKEN_WINDOW_NEXT_TIER: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static WINDOW_ROOTS: std::cell::Cell<[usize; 2]> = const { std::cell::Cell::new([0; 2]) };
        static NO_RANK_REMATCH: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static BROKEN_RANK_REMATCH: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        static RANK_REMATCHES: std::cell::Cell<[usize; 2]> = const { std::cell::Cell::new([0; 2]) };
        static PACKED_EDGES: std::cell::Cell<[usize; 2]> = const { std::cell::Cell::new([0; 2]) };
        static CERTIFICATE_PREFILTER: std::cell::Cell<[usize; 2]> = const { std::cell::Cell::new([0; 2]) };
    }

    /// Runs `f` with the test switch `flag` set on this thread, then clears
    /// it: the body of every `without_*` / `with_*` below.
    #[cfg(test)]
    fn with_flag<T>(flag: &'static std::thread::LocalKey<std::cell::Cell<bool>>, f: impl FnOnce() -> T) -> T {
        flag.with(|p| p.set(true));
        let out = f();
        flag.with(|p| p.set(false));
        out
    }

    /// Adds one to outcome `outcome` of the per-thread `counts`.
    #[cfg(test)]
    fn bump<const N: usize>(
        counts: &'static std::thread::LocalKey<std::cell::Cell<[usize; N]>>,
        outcome: usize,
    ) {
        counts.with(|c| {
            let mut v = c.get();
            v[outcome] += 1;
            c.set(v);
        });
    }

    /// Whether the 2026 round matcher starts from its vertex-term
    /// certificate (`edition2026::start_from_vertex_terms`): with the other
    /// shortcuts, outside tests always.
    #[cfg(not(test))]
    pub fn start_certificate() -> bool {
        true
    }

    #[cfg(test)]
    pub fn start_certificate() -> bool {
        enabled() && !NO_START_CERTIFICATE.with(|p| p.get())
    }

    /// Runs `f` with every shortcut but the start certificate on this
    /// thread (tests only), so a comparison isolates it.
    #[cfg(test)]
    pub fn without_start_certificate<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&NO_START_CERTIFICATE, f)
    }

    /// Counts a start certificate taken (`true`) or refused by the matcher.
    #[cfg(test)]
    pub fn count_start_certificate(taken: bool) {
        bump(&START_CERTIFICATES, usize::from(taken));
    }

    #[cfg(not(test))]
    pub fn count_start_certificate(_: bool) {}

    /// The counts of [`count_start_certificate`] on this thread (refused,
    /// taken), reset to zero.
    #[cfg(test)]
    pub fn take_start_certificate_counts() -> [usize; 2] {
        START_CERTIFICATES.with(|c| c.replace([0; 2]))
    }

    /// Whether a 2026 window's first solve starts from its vertex-term
    /// certificate (`start`, `Window::solve_from_vertex_terms`): with the
    /// other shortcuts, outside tests always.
    #[cfg(not(test))]
    pub fn window_certificate() -> bool {
        true
    }

    #[cfg(test)]
    pub fn window_certificate() -> bool {
        enabled() && !NO_WINDOW_CERTIFICATE.with(|p| p.get())
    }

    /// Runs `f` with every shortcut but the window certificate on this
    /// thread (tests only), so a comparison isolates it.
    #[cfg(test)]
    pub fn without_window_certificate<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&NO_WINDOW_CERTIFICATE, f)
    }

    /// Whether the window certificate is replaced by a broken one that
    /// takes its greedy start as the optimum, without the search (tests
    /// only: to show the comparisons catch a wrong start).
    #[cfg(test)]
    pub fn window_certificate_broken() -> bool {
        BROKEN_WINDOW_CERTIFICATE.with(|p| p.get())
    }

    /// Runs `f` with the broken window certificate on this thread (tests
    /// only).
    #[cfg(test)]
    pub fn with_broken_window_certificate<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&BROKEN_WINDOW_CERTIFICATE, f)
    }

    /// Whether the window certificate gives the next block its own duals
    /// (half its largest excess among the next block, the bracket's duals
    /// raised to cover their edges to it: `start`), so the next block's
    /// pairs start tight; off, every member takes half its largest excess
    /// over the whole window. Outside tests always.
    #[cfg(not(test))]
    pub fn window_next_tier() -> bool {
        true
    }

    #[cfg(test)]
    pub fn window_next_tier() -> bool {
        !NO_WINDOW_NEXT_TIER.with(|p| p.get())
    }

    /// Runs `f` with the window certificate's duals of before the next
    /// block's tier (tests only), so a comparison isolates the tier.
    #[cfg(test)]
    pub fn without_window_next_tier<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&NO_WINDOW_NEXT_TIER, f)
    }

    /// Whether the next block's duals are set one below what its edges need
    /// (tests only: an infeasible start the matcher must refuse).
    #[cfg(test)]
    pub fn window_next_tier_broken() -> bool {
        BROKEN_WINDOW_NEXT_TIER.with(|p| p.get())
    }

    #[cfg(not(test))]
    pub fn window_next_tier_broken() -> bool {
        false
    }

    /// Runs `f` with the broken next-block duals on this thread (tests only).
    #[cfg(test)]
    pub fn with_broken_window_next_tier<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&BROKEN_WINDOW_NEXT_TIER, f)
    }

    /// Adds a window certificate's members left as search roots (exposed,
    /// positive dual) and the members it paired.
    #[cfg(test)]
    pub fn count_window_roots(roots: usize, paired: usize) {
        WINDOW_ROOTS.with(|c| {
            let [r, p] = c.get();
            c.set([r + roots, p + paired]);
        });
    }

    #[cfg(not(test))]
    pub fn count_window_roots(_: usize, _: usize) {}

    /// The counts of [`count_window_roots`] on this thread (roots, paired),
    /// reset to zero.
    #[cfg(test)]
    pub fn take_window_root_counts() -> [usize; 2] {
        WINDOW_ROOTS.with(|c| c.replace([0; 2]))
    }

    /// Counts a window certificate taken (`true`) or refused by the matcher.
    #[cfg(test)]
    pub fn count_window_certificate(taken: bool) {
        bump(&WINDOW_CERTIFICATES, usize::from(taken));
    }

    #[cfg(not(test))]
    pub fn count_window_certificate(_: bool) {}

    /// The counts of [`count_window_certificate`] on this thread (refused,
    /// taken), reset to zero.
    #[cfg(test)]
    pub fn take_window_certificate_counts() -> [usize; 2] {
        WINDOW_CERTIFICATES.with(|c| c.replace([0; 2]))
    }

    /// Counts an edge weight packed by the edition's `Criteria::pack_edge`
    /// and the plain path (tests only): whether the two limbs were the same.
    #[cfg(test)]
    pub fn count_packed_edge(same: bool) {
        bump(&PACKED_EDGES, usize::from(same));
    }

    /// The counts of [`count_packed_edge`] on this thread (differing, same),
    /// reset to zero.
    #[cfg(test)]
    pub fn take_packed_edge_counts() -> [usize; 2] {
        PACKED_EDGES.with(|c| c.replace([0; 2]))
    }

    /// Counts a decision of the window certificate's prefilters
    /// (`Window::solve_from_vertex_terms`: a greedy partner found, an edge
    /// skipped in the lowering pass) that the full arithmetic makes the
    /// same way (`true`) or not.
    #[cfg(test)]
    pub fn count_certificate_prefilter(same: bool) {
        bump(&CERTIFICATE_PREFILTER, usize::from(same));
    }

    /// The counts of [`count_certificate_prefilter`] on this thread
    /// (differing, same), reset to zero.
    #[cfg(test)]
    pub fn take_certificate_prefilter_counts() -> [usize; 2] {
        CERTIFICATE_PREFILTER.with(|c| c.replace([0; 2]))
    }

    /// Always, outside tests.
    #[cfg(not(test))]
    pub fn enabled() -> bool {
        true
    }

    #[cfg(test)]
    pub fn enabled() -> bool {
        !PLAIN.with(|p| p.get())
    }

    /// Runs `f` with hints off on this thread (tests only).
    #[cfg(test)]
    pub fn without<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&PLAIN, f)
    }

    /// Whether odd matchers get their bye vertex (`super::bye_vertex`):
    /// with the other shortcuts, outside tests always.
    #[cfg(not(test))]
    pub fn bye_vertex() -> bool {
        true
    }

    #[cfg(test)]
    pub fn bye_vertex() -> bool {
        enabled() && !NO_BYE_VERTEX.with(|p| p.get())
    }

    /// Runs `f` with every shortcut but the bye vertex on this thread (tests
    /// only), so a comparison isolates it.
    #[cfg(test)]
    pub fn without_bye_vertex<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&NO_BYE_VERTEX, f)
    }

    /// Whether step C's "no exchange" shortcut
    /// (`Window::pair_s1r_with_s2r`) is taken: with the other shortcuts,
    /// outside tests always.
    #[cfg(not(test))]
    pub fn no_exchange() -> bool {
        true
    }

    #[cfg(test)]
    pub fn no_exchange() -> bool {
        enabled() && !NO_EXCHANGE_OFF.with(|p| p.get())
    }

    /// Runs `f` with every shortcut but the "no exchange" one on this
    /// thread (tests only), so a comparison isolates it.
    #[cfg(test)]
    pub fn without_no_exchange<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&NO_EXCHANGE_OFF, f)
    }

    /// Counts an outcome of the "no exchange" shortcut on this thread: 0
    /// re-paired along tight edges, 1 shown by swaps, 2 not shown (the
    /// exchange solve runs), 3 shown by swaps that also bring S1R members
    /// paired outside R' into it. Tests read the counts to see every route
    /// and the fallback taken.
    #[cfg(test)]
    pub fn count_no_exchange(outcome: usize) {
        bump(&NO_EXCHANGE_SEEN, outcome);
    }

    #[cfg(not(test))]
    pub fn count_no_exchange(_: usize) {}

    /// The counts of [`count_no_exchange`] on this thread, reset to zero.
    #[cfg(test)]
    pub fn take_no_exchange_counts() -> [usize; 4] {
        NO_EXCHANGE_SEEN.with(|c| c.replace([0; 4]))
    }

    /// Whether step C's "no exchange" shortcut is replaced by a broken one
    /// that skips its proof (tests only: to show the comparisons catch a
    /// wrong shortcut). Never outside tests.
    #[cfg(not(test))]
    pub fn no_exchange_broken() -> bool {
        false
    }

    #[cfg(test)]
    pub fn no_exchange_broken() -> bool {
        BROKEN_NO_EXCHANGE.with(|p| p.get())
    }

    /// Runs `f` with the broken "no exchange" shortcut on this thread
    /// (tests only).
    #[cfg(test)]
    pub fn with_broken_no_exchange<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&BROKEN_NO_EXCHANGE, f)
    }

    /// Whether the swaps of the "no exchange" shortcut that bring an S1R
    /// member paired outside R' into it skip their weight check (tests
    /// only: to show the comparison catches it). Never outside tests.
    #[cfg(not(test))]
    pub fn floater_swaps_broken() -> bool {
        false
    }

    #[cfg(test)]
    pub fn floater_swaps_broken() -> bool {
        BROKEN_FLOATER_SWAPS.with(|p| p.get())
    }

    /// Runs `f` with the floater swaps' weight check skipped on this
    /// thread (tests only).
    #[cfg(test)]
    pub fn with_broken_floater_swaps<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&BROKEN_FLOATER_SWAPS, f)
    }

    /// Whether the rank bonus of steps B and E, when the duals do not prove
    /// the current mate kept, first re-pairs along an alternating cycle of
    /// tight edges (`rank`, `Window::rank_bonus_partner`): with the other
    /// shortcuts, outside tests always.
    #[cfg(not(test))]
    pub fn rank_rematch() -> bool {
        true
    }

    #[cfg(test)]
    pub fn rank_rematch() -> bool {
        enabled() && !NO_RANK_REMATCH.with(|p| p.get())
    }

    /// Runs `f` with every shortcut but the rank rematch on this thread
    /// (tests only), so a comparison isolates it.
    #[cfg(test)]
    pub fn without_rank_rematch<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&NO_RANK_REMATCH, f)
    }

    /// Whether the rank rematch is replaced by a broken one that gives the
    /// player the better-ranked candidate its proof stumbled on, without
    /// the cycle that shows an optimum with it (tests only).
    #[cfg(not(test))]
    pub fn rank_rematch_broken() -> bool {
        false
    }

    #[cfg(test)]
    pub fn rank_rematch_broken() -> bool {
        BROKEN_RANK_REMATCH.with(|p| p.get())
    }

    /// Runs `f` with the broken rank rematch on this thread (tests only).
    #[cfg(test)]
    pub fn with_broken_rank_rematch<T>(f: impl FnOnce() -> T) -> T {
        with_flag(&BROKEN_RANK_REMATCH, f)
    }

    /// Counts a rank rematch that saved its solve (`true`) or found no cycle.
    #[cfg(test)]
    pub fn count_rank_rematch(taken: bool) {
        bump(&RANK_REMATCHES, usize::from(taken));
    }

    #[cfg(not(test))]
    pub fn count_rank_rematch(_: bool) {}

    /// The counts of [`count_rank_rematch`] on this thread (no cycle,
    /// taken), reset to zero.
    #[cfg(test)]
    pub fn take_rank_rematch_counts() -> [usize; 2] {
        RANK_REMATCHES.with(|c| c.replace([0; 2]))
    }
}

/// The bye vertex of a matcher over `n` players: vertex `n`, when `n` is odd
/// (with the shortcuts on), else none. Give the matcher `n + 1` vertices
/// when there is one.
///
/// Why (issue 31; measured before choosing): round 1 of a big event with an
/// odd number present is one score group of nearly equal edges, where
/// someone must stay unpaired — the PAB of C.04.3 A.9 / 1.9.1 (2017 A.9
/// note: "the pairing-allocated bye is part of the last bracket"). 2,000
/// players with one absent took 50 times as long as with none (callgrind:
/// nearly all of it blossom searches in the settle steps' re-solves):
/// certifying that the exposed vertex may stay exposed needs a blossom
/// around almost everyone, which every change at one vertex tears down.
/// A bracket of even size has no such vertex and re-solves in O(n).
///
/// Rather than pick the PAB assignee by an argument of its own (C.04.3
/// C.2 / [C2], [C5], the PSD and float criteria, colours and the B.8 / 3.8
/// tie-break would all have to be re-argued), the matcher gets one more
/// vertex joined to every player (`Matcher::join_to_all_at_largest_weight`):
/// every optimum with it is an optimum without it plus one edge from the
/// extra vertex to an unpaired player, and nothing else, so every solve —
/// hence every pairing — is the same; only the cost changes. Mates at the
/// extra vertex read as unpaired ([`Window::mate`] has no window index for
/// it). The tests pair odd fields with it and without (`hints::without`).
pub(super) fn bye_vertex(n: usize) -> Option<usize> {
    (n % 2 == 1 && hints::bye_vertex()).then_some(n)
}

/// Who is where in a window (window indices: positions in `list`).
pub(super) struct Members {
    /// Input indices in A.2 order: MDPs, residents, next block.
    pub list: Vec<usize>,
    pub mdp_count: usize,
    /// MDPs plus residents.
    pub bracket_len: usize,
    /// 2012 C.13's re-pair of a penultimate bracket managed as homogeneous
    /// with its moved-down players held after its residents (edition2012.rs
    /// `C13_PPB_HOMOGENEOUS_WITH_ITS_MDPS`): how many of the bracket's last
    /// players those are; 0 in every other window.
    pub held_last: usize,
}

impl Members {
    pub fn len(&self) -> usize {
        self.list.len()
    }
    pub fn is_mdp(&self, w: usize) -> bool {
        w < self.mdp_count
    }
    pub fn is_resident(&self, w: usize) -> bool {
        w >= self.mdp_count && w < self.bracket_len
    }
    pub fn in_bracket(&self, w: usize) -> bool {
        w < self.bracket_len
    }
}

/// The fields of the B.8 / 3.8 tie-break, below every criterion.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ties {
    /// D.2.a / 4.3.2.1 (with T2): prefer a new S1 from the original S1R.
    pub t1: usize,
    /// D.2.b / 4.3.2.2: the smallest BSN sum of the new S1.
    pub t2: usize,
    /// The trial field the settle steps raise or lower one vertex's edges in.
    pub t3: usize,
}

/// What an edition puts on the edges of a window.
pub(super) trait Criteria {
    fn layout(&self) -> &Layout;
    fn ties(&self) -> Ties;
    /// Adds the criteria fields of the window edge {h, l} (window indices,
    /// h ranked above l, an edge the absolute criteria allow) to `c`, which
    /// is zero on entry and as long as the layout. Leaves T1–T3 alone.
    fn fields(&self, members: &Members, h: usize, l: usize, c: &mut [i64]);

    /// Packs the whole weight of the window edge {h, l} (as [`Criteria::fields`],
    /// with the tie-break values `ties` = T1, T2, T3) into `out`, at least
    /// the layout's limbs long (the rest zeroed); `c` is a scratch vector as
    /// long as the layout. Every edition may override it with a faster way
    /// to the same limbs ([`plain_pack_edge`] is the plain way).
    fn pack_edge(
        &self,
        members: &Members,
        h: usize,
        l: usize,
        ties: [i64; 3],
        c: &mut [i64],
        out: &mut [u64],
    ) {
        plain_pack_edge(self, members, h, l, ties, c, out);
    }

    /// Called by [`settle`] once step B has fixed every paired MDP to its
    /// partner (`paired_mdps` of them): whether the edition weighs the
    /// remaining edges otherwise from now on (then every edge is written
    /// again and the window re-solved). The 2012 C.13 window weighs the B3
    /// factor of the penultimate and lowest brackets only among pairings
    /// with the same MDPs' pairs, and below the bracket's pairs when they
    /// pair every MDP that has an opponent there
    /// (`edition2012::Criteria2012::fields`).
    fn mdp_pairs_fixed(&mut self, _paired_mdps: usize) -> bool {
        false
    }

    /// Called by [`settle`] before step A with the number of MDPs the
    /// window's optimum pairs to residents: whether the edition weighs the
    /// edges otherwise from now on (then every edge is written again and the
    /// window re-solved). The 2012 C.13 window with a player passing through
    /// the penultimate bracket then chooses the MDPs' pairs with P = M1
    /// (C.14.b.1, `edition2012::Criteria2012::fields`).
    fn mdps_paired_in_optimum(&mut self, _paired_mdps: usize) -> bool {
        false
    }
}

/// [`Criteria::pack_edge`] the plain way: every field's value, then
/// [`Layout::pack_into`].
pub(super) fn plain_pack_edge<C: Criteria + ?Sized>(
    criteria: &C,
    members: &Members,
    h: usize,
    l: usize,
    [t1, t2, t3]: [i64; 3],
    c: &mut [i64],
    out: &mut [u64],
) {
    c.fill(0);
    criteria.fields(members, h, l, c);
    let ties = criteria.ties();
    (c[ties.t1], c[ties.t2], c[ties.t3]) = (t1, t2, t3);
    criteria.layout().pack_into(c, out);
}

/// [`Criteria::pack_edge`] through [`PackedFields`]: `out` zeroed, the
/// edition's fields added by `write`, then the tie-break values `ties` into
/// their fields `slots` (the same for every edition that packs directly).
pub(super) fn pack_through_sink(
    layout: &Layout,
    slots: Ties,
    ties: [i64; 3],
    out: &mut [u64],
    write: impl FnOnce(&mut PackedFields<'_>),
) {
    out.fill(0);
    write(&mut PackedFields { layout, limbs: out });
    for (field, value) in [(slots.t1, ties[0]), (slots.t2, ties[1]), (slots.t3, ties[2])] {
        layout.add_to_field(field, value, out);
    }
}

/// Where an edition's criteria write an edge's fields: the field values
/// themselves (`[i64]`, the plain path) or packed limbs ([`PackedFields`]).
/// Every field starts at zero and is only added to; a field's value never
/// leaves 0..=its largest per-edge value on the way.
pub(super) trait FieldSink {
    fn add(&mut self, field: usize, delta: i64);
    /// Adds one to every field of `fields`, whose packed form (one in each
    /// of them, zero elsewhere) is `packed`.
    fn add_ones(&mut self, fields: &[usize], packed: &[u64]);
}

impl FieldSink for [i64] {
    fn add(&mut self, field: usize, delta: i64) {
        self[field] += delta;
    }

    fn add_ones(&mut self, fields: &[usize], _packed: &[u64]) {
        for &f in fields {
            self[f] += 1;
        }
    }
}

/// Fields added straight into packed limbs (issue 31: packing every field
/// of every edge was a tenth of a Dutch 2017 round; most fields are zero or
/// one part shared by every pair in the bracket, packed once per window).
pub(super) struct PackedFields<'a> {
    pub layout: &'a Layout,
    pub limbs: &'a mut [u64],
}

impl FieldSink for PackedFields<'_> {
    fn add(&mut self, field: usize, delta: i64) {
        self.layout.add_to_field(field, delta, self.limbs);
    }

    fn add_ones(&mut self, _fields: &[usize], packed: &[u64]) {
        // No field carries into the next (each stays within its width).
        let mut carry = false;
        for (x, &y) in self.limbs.iter_mut().zip(packed) {
            let (s, c1) = x.overflowing_add(y);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            *x = s;
            carry = c1 | c2;
        }
    }
}

/// Edge bonuses of the tie-break fields (T1–T3).
struct Exchange {
    /// Remainder-local sequence number (0-based) per window index, if in R'.
    bsn: Vec<Option<usize>>,
    /// In the original S1R.
    s1r: Vec<bool>,
    size: usize,
}

pub(super) struct Window<'a, 'm, C: Criteria> {
    ctx: &'a Context<'a>,
    criteria: C,
    members: Members,
    /// Matcher vertex of each window member, and the reverse map.
    vertex: Vec<usize>,
    window_of: Vec<Option<usize>>,
    /// Matcher vertices outside the window (2026: everyone not yet paired
    /// below the next score group), whose edges carry only [C4]/[C5].
    outside: Vec<usize>,
    /// The matcher's bye vertex ([`bye_vertex`]) when this window writes its
    /// edges (2017: the window's own matcher; 2026 joins it once per round).
    bye_vertex: Option<usize>,
    allowed: Vec<bool>,
    /// MDPs step A put in S1: they must stay paired while the later MDPs
    /// are tried (D.3 / 4.4: S1 is the highest MDPs that can be paired).
    kept: Vec<bool>,
    exchange: Option<Exchange>,
    matcher: &'m mut Matcher<WideWeight>,
    /// Field values of the edge being weighed (one buffer for all edges).
    scratch: Vec<i64>,
    /// Its packed limbs.
    packed: Vec<u64>,
    /// Where the tie-break fields sit, when all three fit in the lowest
    /// limb: then only those bits are rewritten when a settle step changes
    /// them, and the criteria fields are worked out once per edge.
    tie_bits: Option<TieBits>,
}

/// Bit offsets of the tie-break fields T1–T3 (the lowest fields of every
/// edition's layout) in the lowest limb.
#[derive(Clone, Copy, Debug)]
struct TieBits {
    t1: u32,
    t2: u32,
    /// T3 starts at bit 0; all three end below `width`.
    width: u32,
}

impl TieBits {
    fn of(layout: &Layout, ties: Ties) -> Option<TieBits> {
        let (t3, w3) = layout.position(ties.t3);
        let (t2, w2) = layout.position(ties.t2);
        let (t1, w1) = layout.position(ties.t1);
        (t3 == 0 && t2 == w3 && t1 == t2 + w2 && t1 + w1 <= 64).then_some(TieBits { t1, t2, width: t1 + w1 })
    }

    fn pack(self, [t1, t2, t3]: [i64; 3]) -> u64 {
        (t1 as u64) << self.t1 | (t2 as u64) << self.t2 | t3 as u64
    }
}

/// The members of a window: MDPs, residents, next block (input indices).
pub(super) fn members(mdps: &[usize], residents: &[usize], next: &[usize]) -> Members {
    let mut list = Vec::with_capacity(mdps.len() + residents.len() + next.len());
    list.extend_from_slice(mdps);
    list.extend_from_slice(residents);
    list.extend_from_slice(next);
    Members { list, mdp_count: mdps.len(), bracket_len: mdps.len() + residents.len(), held_last: 0 }
}

impl<'a, 'm, C: Criteria> Window<'a, 'm, C> {
    /// A window over `matcher`: `vertex[i]` is the matcher vertex of member
    /// `i`, `outside` the other vertices still unpaired, `bye_vertex` a
    /// vertex to join to all the others once their edges are written. Writes
    /// every window edge and solves.
    pub fn new(
        ctx: &'a Context<'a>,
        criteria: C,
        members: Members,
        vertex: Vec<usize>,
        outside: Vec<usize>,
        bye_vertex: Option<usize>,
        matcher: &'m mut Matcher<WideWeight>,
    ) -> Self {
        let mut window = Self::unsolved(ctx, criteria, members, vertex, outside, bye_vertex, matcher);
        window.set_up_edges(None);
        window
    }

    /// [`Window::new`] on the 2026 round matcher, whose edges at players
    /// outside the window are the vertex-term sums `terms`: the first solve
    /// starts from the certificate they give (`start`).
    pub fn new_from_vertex_terms(
        ctx: &'a Context<'a>,
        criteria: C,
        members: Members,
        vertex: Vec<usize>,
        outside: Vec<usize>,
        terms: &VertexTerms,
        matcher: &'m mut Matcher<WideWeight>,
    ) -> Self {
        let mut window = Self::unsolved(ctx, criteria, members, vertex, outside, None, matcher);
        window.set_up_edges(Some(terms));
        window
    }

    fn unsolved(
        ctx: &'a Context<'a>,
        criteria: C,
        members: Members,
        vertex: Vec<usize>,
        outside: Vec<usize>,
        bye_vertex: Option<usize>,
        matcher: &'m mut Matcher<WideWeight>,
    ) -> Self {
        let n = members.len();
        let mut window_of = vec![None; matcher.vertex_count()];
        for (i, &v) in vertex.iter().enumerate() {
            window_of[v] = Some(i);
        }
        let scratch = vec![0; criteria.layout().len()];
        // At the matcher's width when that is wider (it has headroom bits):
        // a weight of that length is stored without another copy.
        let packed = vec![0; criteria.layout().limbs().max(matcher.width())];
        let tie_bits = TieBits::of(criteria.layout(), criteria.ties());
        Window {
            ctx,
            criteria,
            members,
            vertex,
            window_of,
            outside,
            bye_vertex,
            allowed: vec![false; n * n],
            kept: vec![false; n],
            exchange: None,
            matcher,
            scratch,
            packed,
            tie_bits,
        }
    }

    /// Decides which window edges may exist, writes every window edge's
    /// weight (trial field at its base value) and solves: from the
    /// certificate of `terms` when given (and taken), else warm from the
    /// previous optimum.
    fn set_up_edges(&mut self, terms: Option<&VertexTerms>) {
        let n = self.len();
        for a in 0..n {
            for b in a + 1..n {
                let ok = self.edge_exists(a, b);
                self.allowed[a * n + b] = ok;
                self.allowed[b * n + a] = ok;
            }
        }
        if terms.is_some() {
            self.write_every_edge_by_rows();
        } else {
            // A fresh matcher (2017): in tiles, so that the weight's other
            // direction (row b, column a) is written into a few rows at a
            // time, not one row (and one page) per edge; writing a row at a
            // time cost a TLB and cache miss per edge (issue 31). The order
            // of the writes cannot matter here: only a solved matcher
            // records which vertices changed, in order.
            const TILE: usize = 32;
            for a0 in (0..n).step_by(TILE) {
                for b0 in (a0..n).step_by(TILE) {
                    for a in a0..(a0 + TILE).min(n) {
                        for b in b0.max(a + 1)..(b0 + TILE).min(n) {
                            self.write_full(a, b, 1, false);
                        }
                    }
                }
            }
        }
        if let Some(d) = self.bye_vertex {
            self.matcher.join_to_all_at_largest_weight(d);
        }
        let started = terms.is_some_and(|t| hints::window_certificate() && self.solve_from_vertex_terms(t));
        if !started {
            self.matcher.solve();
        }
    }

    /// Removes every edge from member `v` to players outside the window, so
    /// it must be paired inside it (2026; a 2017 window has no outside).
    fn confine(&mut self, v: usize) {
        for i in 0..self.outside.len() {
            let u = self.outside[i];
            self.matcher.remove_edge(self.vertex[v], u, false);
        }
    }

    fn len(&self) -> usize {
        self.members.len()
    }

    /// Window edges: not between two MDPs (they can only meet residents,
    /// B.2–B.3 / 3.2–3.3), not between two players who may not meet
    /// (C.1–C.3 / [C1]–[C3]).
    fn edge_exists(&self, a: usize, b: usize) -> bool {
        if self.members.is_mdp(a) && self.members.is_mdp(b) {
            return false;
        }
        self.ctx.compatible(self.members.list[a], self.members.list[b])
    }

    fn allowed(&self, a: usize, b: usize) -> bool {
        self.allowed[a * self.len() + b]
    }

    fn forbid(&mut self, a: usize, b: usize) {
        let n = self.len();
        self.allowed[a * n + b] = false;
        self.allowed[b * n + a] = false;
    }

    /// The tie-break fields (T1, T2, T3) of the allowed edge {h, l}, h
    /// ranked higher; `t3` is the trial field's value.
    fn tie_values(&self, h: usize, l: usize, t3: u64) -> [i64; 3] {
        let (mut t1, mut t2) = (0, 0);
        if self.kept[h] || self.kept[l] {
            // Above the trial field: a later MDP's trial never unpairs a
            // kept one. (T1 is free until step C sets the exchange.)
            t1 = 1;
        }
        if let Some(ex) = &self.exchange {
            // D.2.a / D.2.b (4.3.2.1 / 4.3.2.2): prefer new S1 = higher
            // members from the original S1R, then the smallest BSN sum of
            // the new S1.
            if let (Some(bh), Some(_)) = (ex.bsn[h], ex.bsn[l]) {
                t1 = i64::from(ex.s1r[h]);
                t2 = (ex.size - bh) as i64;
            }
        }
        [t1, t2, t3 as i64]
    }

    /// Writes the whole weight of edge {a, b} (criteria and tie-break
    /// fields; `t3` is the trial field's value), or removes a forbidden edge.
    fn write_full(&mut self, a: usize, b: usize, t3: u64, hinted: bool) {
        let (va, vb) = (self.vertex[a], self.vertex[b]);
        if !self.allowed(a, b) {
            self.matcher.remove_edge(va, vb, hinted);
            return;
        }
        let (h, l) = if a < b { (a, b) } else { (b, a) };
        let mut c = std::mem::take(&mut self.scratch);
        let ties = self.tie_values(h, l, t3);
        let mut packed = std::mem::take(&mut self.packed);
        self.criteria.pack_edge(&self.members, h, l, ties, &mut c, &mut packed);
        #[cfg(test)]
        {
            // Every edge both ways (tests only): the edition's packing must
            // give the plain path's limbs.
            let mut plain = vec![0; packed.len()];
            plain_pack_edge(&self.criteria, &self.members, h, l, ties, &mut c, &mut plain);
            hints::count_packed_edge(plain == packed);
        }
        self.matcher.set_weight_limbs(va, vb, &packed, hinted);
        self.packed = packed;
        self.scratch = c;
    }

    /// Writes edge {a, b} again after a settle step changed only its
    /// tie-break fields (or forbade it): with the tie bits in the lowest
    /// limb, only those bits; otherwise the whole weight.
    fn write_ties(&mut self, a: usize, b: usize, t3: u64, hinted: bool) {
        let Some(bits) = self.tie_bits else {
            return self.write_full(a, b, t3, hinted);
        };
        let (va, vb) = (self.vertex[a], self.vertex[b]);
        if !self.allowed(a, b) {
            self.matcher.remove_edge(va, vb, hinted);
            return;
        }
        let (h, l) = if a < b { (a, b) } else { (b, a) };
        let value = bits.pack(self.tie_values(h, l, t3));
        self.matcher.set_weight_low_bits(va, vb, bits.width, value, hinted);
    }

    /// Rewrites every edge of `v`, with `t3(u)` on edge {v, u}.
    fn refresh(&mut self, v: usize, t3: impl Fn(usize) -> u64) {
        for u in 0..self.len() {
            if u != v {
                self.write_ties(v, u, t3(u), false);
            }
        }
    }

    /// Writes every window edge's weight (trial field at its base value)
    /// row by row: the order in which a solved matcher records the vertices
    /// whose edges changed.
    fn write_every_edge_by_rows(&mut self) {
        let n = self.len();
        for a in 0..n {
            for b in a + 1..n {
                self.write_full(a, b, 1, false);
            }
        }
    }

    /// Writes every window edge again (the criteria changed, T3 at its
    /// base value) and solves, warm from the previous optimum.
    fn rewrite_all(&mut self) {
        self.write_every_edge_by_rows();
        if let Some(d) = self.bye_vertex {
            self.matcher.join_to_all_at_largest_weight(d);
        }
        self.matcher.solve();
    }

    fn refresh_plain(&mut self, v: usize) {
        self.refresh(v, |_| 1);
    }

    /// Writes the exchange fields (T1, T2) on the edges inside the remainder
    /// `remainder` (window indices in rank order, its first `s1r_len` the
    /// S1R) and solves, warm-starting from the previous optimum.
    ///
    /// Edge {h, l} of R' (h ranked higher) gains F(h) = T1·[h in S1R] +
    /// T2·(|R'| − BSN(h)), which depends on its higher end only, so no
    /// vertex's edges all change alike and the plain warm start would take
    /// every vertex of R' out of the matching. But with c = ⌊(|R'| − |S1R|)
    /// / 2⌋ + 1 in T2 units, the potential p(v) = F(v) − c on S1R and c on
    /// S2R covers every gain (p_h + p_l >= F(h): for two S1R players F(l) >=
    /// T1 > 2c, for two S2R players 2c > F(h), so no S2R pair stays tight)
    /// and exactly covers S1R–S2R edges: raising the duals by it keeps every
    /// S1R–S2R edge as tight as it was. An optimum of S1R–S2R pairs (no exchange, the common case in
    /// a big score group) is then optimal again at once; the matcher checks
    /// every edge at R' and repairs the rest (`matching::hint`), so the hint
    /// never decides an answer, it only saves the search.
    fn set_exchange_fields(&mut self, remainder: &[usize], s1r_len: usize) {
        let size = remainder.len();
        let ties = self.criteria.ties();
        let half_gap = ((size - s1r_len) / 2 + 1) as i64;
        let mut in_rem = vec![false; self.len()];
        for &v in remainder {
            in_rem[v] = true;
        }
        for &v in remainder {
            // Each edge inside R' once.
            let others: Vec<usize> = (0..self.len()).filter(|&u| u != v && !(in_rem[u] && u < v)).collect();
            for u in others {
                self.write_ties(v, u, 1, true);
            }
        }
        let mut c = vec![0i64; self.criteria.layout().len()];
        for (i, &v) in remainder.iter().enumerate() {
            c.fill(0);
            if i < s1r_len {
                c[ties.t1] = 1;
                c[ties.t2] = (size - i) as i64 - half_gap;
            } else {
                c[ties.t2] = half_gap;
            }
            let p = self.criteria.layout().pack(&c);
            self.matcher.raise_dual(self.vertex[v], &p);
        }
        self.matcher.solve();
    }

    /// Step C's certified shortcut: whether no exchange (D.2 / 4.3.2) is
    /// needed, shown by an optimum in which every S1R member
    /// (`remainder[..s1r_len]`) is paired with an S2R member. On `true` the
    /// new S1 is the original S1R; on `false` nothing changed and step C
    /// must solve with the exchange fields.
    ///
    /// Why that is the answer the exchange solve gives: every optimum pairs
    /// the same number of players inside R', `s1r_len` (C.5 / [C6] / 2012
    /// C.14.a count the bracket's pairs, and the MDPs' pairs are fixed by
    /// now). An optimum with every S1R member the higher end of a pair
    /// inside R' reaches the largest T1 (`s1r_len`); every optimum reaching
    /// it has the S1R as the higher ends of all its `s1r_len` pairs inside
    /// R', so the exchange solve moves nobody (no D.2.c / D.2.d step) and
    /// its new S1 is the S1R.
    ///
    /// Such an optimum is looked for from the current one. When its R'
    /// members matched inside R' are the S1R and as many S2R members: first
    /// by re-pairing the S1R with those S2R members along edges tight at
    /// the current duals, in no blossom ([`Self::rematch_s1r_with_s2r`]:
    /// the matcher then holds that optimum), else by swapping partners
    /// between its S1R–S1R and S2R–S2R pairs at no loss of weight
    /// ([`Self::swaps_keep_weight`]). When some S1R members are paired
    /// outside R' (or not at all) instead — a big odd score group, where
    /// the optimum before step C floats whichever resident the ties let it
    /// — by the same swaps, each such member also taking one end of an
    /// S2R–S2R pair whose other end takes its place outside R'.
    fn pair_s1r_with_s2r(&mut self, remainder: &[usize], s1r_len: usize, in_rem: &[bool]) -> bool {
        if hints::no_exchange_broken() {
            return self.pretend_no_exchange(remainder, s1r_len, in_rem);
        }
        if !hints::no_exchange() {
            return false;
        }
        let (s1r, s2r) = remainder.split_at(s1r_len);
        let inside = |w: &Self, v: usize| w.mate(v).is_some_and(|u| in_rem[u]);
        let right: Vec<usize> = s2r.iter().copied().filter(|&v| inside(self, v)).collect();
        // Every optimum has `s1r_len` pairs inside R', so with every S1R
        // member among them the S2R members matched inside are `s1r_len`.
        let outcome = if !s1r.iter().all(|&v| inside(self, v)) {
            if self.swaps_keep_weight(s1r, &right, in_rem) { 3 } else { 2 }
        } else if self.rematch_s1r_with_s2r(s1r, &right) {
            0
        } else if self.swaps_keep_weight(s1r, &right, in_rem) {
            1
        } else {
            2
        };
        hints::count_no_exchange(outcome);
        outcome != 2
    }

    /// The S1R paired with the S2R members `right` (those matched inside R'
    /// now) along edges tight at the current duals, none of them in a
    /// blossom: a perfect bipartite matching, S1R members in rank order
    /// first taking their best-ranked tight partner. The matcher checks
    /// that the result is an optimum the same duals certify
    /// (`Matcher::rematch`) and keeps it.
    fn rematch_s1r_with_s2r(&mut self, s1r: &[usize], right: &[usize]) -> bool {
        if s1r.iter().chain(right).any(|&v| self.matcher.in_blossom(self.vertex[v])) {
            return false;
        }
        let mut tight = Vec::with_capacity(s1r.len());
        for &a in s1r {
            let row: Vec<usize> = (0..right.len())
                .filter(|&j| {
                    self.allowed(a, right[j])
                        && self.matcher.is_tight_outside_blossoms(self.vertex[a], self.vertex[right[j]])
                })
                .collect();
            if row.is_empty() {
                return false;
            }
            tight.push(row);
        }
        let Some(partner) = perfect_bipartite(&tight, right.len()) else { return false };
        let pairs: Vec<(usize, usize)> =
            s1r.iter().zip(&partner).map(|(&a, &j)| (self.vertex[a], self.vertex[right[j]])).collect();
        self.matcher.rematch(&pairs)
    }

    /// Whether the current optimum's S1R–S1R pairs {a, b} and S1R members
    /// `o` not paired inside R' (`in_rem`), each with its mate `q` outside
    /// R' or none, can be matched up one to one with its S2R–S2R pairs {c,
    /// d} (`right` holds the S2R members matched inside R') so that each
    /// {a, b}, {c, d} becomes {a, c}, {b, d} or {a, d}, {b, c}, and each
    /// {o, q}, {c, d} becomes {o, c}, {d, q} or {o, d}, {c, q} ({o, c} and d
    /// unpaired, or {o, d} and c unpaired, when o has no mate), at exactly
    /// the same weight. The result weighs what the optimum weighs, so it is
    /// an optimum too, with every S1R member paired with an S2R member (the
    /// S1R–S2R pairs stay). Weights are compared whole, so blossoms do not
    /// matter; the matcher keeps the old optimum.
    fn swaps_keep_weight(&self, s1r: &[usize], right: &[usize], in_rem: &[bool]) -> bool {
        let mut in_s1r = vec![false; self.len()];
        for &v in s1r {
            in_s1r[v] = true;
        }
        let ones: Vec<(usize, usize)> = s1r
            .iter()
            .filter_map(|&a| self.mate(a).filter(|&b| in_s1r[b] && a < b).map(|b| (a, b)))
            .collect();
        // The S1R members paired outside R' (matcher vertices: the mate may
        // be the bye vertex, which has no window index) or not at all.
        let outs: Vec<(usize, Option<usize>)> = s1r
            .iter()
            .filter(|&&o| !self.mate(o).is_some_and(|u| in_rem[u]))
            .map(|&o| (self.vertex[o], self.matcher.mate(self.vertex[o])))
            .collect();
        let twos: Vec<(usize, usize)> = right
            .iter()
            .filter_map(|&c| self.mate(c).filter(|&d| in_rem[d] && !in_s1r[d] && c < d).map(|d| (c, d)))
            .collect();
        if ones.len() + outs.len() != twos.len() {
            return false;
        }
        // Weights by matcher vertex: `None` for a forbidden or absent edge.
        let weight = |x: usize, y: usize| -> Option<WideWeight> {
            let w = self.matcher.weight(x, y);
            let allowed = match (self.window_of[x], self.window_of[y]) {
                (Some(a), Some(b)) => self.allowed(a, b),
                _ => true,
            };
            (allowed && w.is_edge()).then_some(w)
        };
        let sum = |p: (usize, usize), q: Option<(usize, usize)>| -> Option<WideWeight> {
            let mut s = weight(p.0, p.1)?;
            if let Some(q) = q {
                s += &weight(q.0, q.1)?;
            }
            Some(s)
        };
        let mut used = vec![false; twos.len()];
        for &(o, q) in &outs {
            let found = (0..twos.len()).find(|&j| {
                let (c, d) = (self.vertex[twos[j].0], self.vertex[twos[j].1]);
                let swapped = |c: usize, d: usize| sum((o, c), q.map(|q| (d, q)));
                if hints::floater_swaps_broken() {
                    return !used[j] && (swapped(c, d).is_some() || swapped(d, c).is_some());
                }
                !used[j]
                    && sum((c, d), q.map(|q| (o, q))).is_some_and(|old| {
                        swapped(c, d).is_some_and(|new| new == old)
                            || swapped(d, c).is_some_and(|new| new == old)
                    })
            });
            let Some(j) = found else { return false };
            used[j] = true;
        }
        let sum = |p: (usize, usize), q: (usize, usize)| {
            sum((self.vertex[p.0], self.vertex[p.1]), Some((self.vertex[q.0], self.vertex[q.1])))
        };
        for &(a, b) in &ones {
            let found = (0..twos.len()).find(|&j| {
                let (c, d) = twos[j];
                !used[j]
                    && sum((a, b), (c, d)).is_some_and(|old| {
                        sum((a, c), (b, d)).is_some_and(|new| new == old)
                            || sum((a, d), (b, c)).is_some_and(|new| new == old)
                    })
            });
            let Some(j) = found else { return false };
            used[j] = true;
        }
        true
    }

    /// The deliberately broken shortcut of the tests (`hints::
    /// break_no_exchange`): claims "no exchange" whenever the S1R is matched
    /// inside R', without the tight re-pairing that proves it.
    #[cfg(test)]
    fn pretend_no_exchange(&mut self, remainder: &[usize], s1r_len: usize, in_rem: &[bool]) -> bool {
        remainder[..s1r_len].iter().all(|&v| self.mate(v).is_some_and(|u| in_rem[u]))
    }

    #[cfg(not(test))]
    fn pretend_no_exchange(&mut self, _: &[usize], _: usize, _: &[bool]) -> bool {
        false
    }

    /// The window member matched to `v`, if its mate is in the window.
    fn mate(&self, v: usize) -> Option<usize> {
        self.matcher.mate(self.vertex[v]).and_then(|u| self.window_of[u])
    }

    /// Fixes the pair {a, b}: every other edge of both goes.
    fn fix_pair(&mut self, a: usize, b: usize) {
        for u in 0..self.len() {
            if u != b {
                self.forbid(a, u);
            }
            if u != a {
                self.forbid(b, u);
            }
        }
        self.confine(a);
        self.confine(b);
        self.refresh_plain(a);
        self.refresh_plain(b);
        self.matcher.solve();
    }

    /// Whether the rank bonus of steps B and E (D.1 / 4.2: `2 + (bracket_len
    /// − u)` in T3 on `v`'s edges to each `candidate` u, 1 on its other
    /// edges) would leave `v` with its mate in the current optimum, so that
    /// no solve is needed.
    ///
    /// Let y be that mate, a candidate. Every optimum with the bonus gains
    /// at most the bonus of y over the current optimum unless it pairs `v`
    /// with a better-ranked candidate u. A matching with the edge {v, u}
    /// weighs at least the edge's slack at the current duals less than the
    /// optimum (the duals bound every matching), so if that slack exceeds
    /// the bonus gained, u = y − (rank gap) is ruled out. When every
    /// better-ranked candidate is ruled out so (none is, when y is the first
    /// one `v` may meet), the current optimum stays optimal with the bonus
    /// and every optimum pairs `v` with y.
    fn rank_bonus_keeps_mate(&self, v: usize, candidate: impl Fn(usize) -> bool) -> bool {
        if !hints::enabled() {
            return false;
        }
        let Some(y) = self.mate(v) else { return false };
        if !candidate(y) || !self.allowed(v, y) {
            return false;
        }
        // T3 sits in the lowest bits of every edition's layout.
        if self.criteria.layout().position(self.criteria.ties().t3).0 != 0 {
            return false;
        }
        (0..y)
            .filter(|&u| u != v && candidate(u) && self.allowed(v, u))
            .all(|u| self.matcher.slack_exceeds(self.vertex[v], self.vertex[u], (y - u) as u64))
    }

    /// Whether `v` is the higher-ranked member of a pair inside R'.
    fn is_higher_in_remainder(&self, v: usize, in_rem: &[bool]) -> bool {
        matches!(self.mate(v), Some(u) if in_rem[u] && u > v)
    }
}

/// A perfect matching of the left vertices `0..adj.len()` into the right
/// vertices `0..right` along `adj` (each left vertex's right neighbours, in
/// order of preference): `Some(partner)` with `partner[i]` the right mate of
/// left vertex `i`, or `None` if there is none. Left vertices in order first
/// take their first free neighbour; then augmenting paths (Kuhn's
/// algorithm, searched in rounds: each round visits every right vertex at
/// most once) match the rest.
fn perfect_bipartite(adj: &[Vec<usize>], right: usize) -> Option<Vec<usize>> {
    const FREE: usize = usize::MAX;
    let mut partner = vec![FREE; adj.len()];
    let mut owner = vec![FREE; right];
    for (i, row) in adj.iter().enumerate() {
        if let Some(&j) = row.iter().find(|&&j| owner[j] == FREE) {
            partner[i] = j;
            owner[j] = i;
        }
    }
    let mut visited = vec![false; right];
    loop {
        let free: Vec<usize> = (0..adj.len()).filter(|&i| partner[i] == FREE).collect();
        if free.is_empty() {
            return Some(partner);
        }
        visited.fill(false);
        let mut grown = false;
        for root in free {
            // Depth-first search for an augmenting path from `root`: a stack
            // of (left vertex, next neighbour to try), and the right vertex
            // through which each deeper left vertex was reached.
            let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
            let mut via: Vec<usize> = Vec::new();
            while let Some(&mut (i, ref mut next)) = stack.last_mut() {
                let Some(&j) = adj[i].get(*next) else {
                    stack.pop();
                    via.pop();
                    continue;
                };
                *next += 1;
                if visited[j] {
                    continue;
                }
                visited[j] = true;
                if owner[j] == FREE {
                    // Flip the path: each left vertex on the stack takes the
                    // right vertex it reached next.
                    via.push(j);
                    for (&(i, _), &j) in stack.iter().zip(&via) {
                        partner[i] = j;
                        owner[j] = i;
                    }
                    grown = true;
                    break;
                }
                via.push(j);
                stack.push((owner[j], 0));
            }
        }
        if !grown {
            return None;
        }
    }
}

/// The result of pairing a bracket: pairs (higher-ranked first) and the
/// players who float down, in input indices.
pub(super) struct BracketPairing {
    pub pairs: Vec<(usize, usize)>,
    pub floaters: Vec<usize>,
}

/// Steps C and D when no shortcut settles them: the exchange fields T1/T2
/// on R' (D.2.a–b / 4.3.2.1–2: how many are exchanged and the BSN sums)
/// and the greedy D.2.c–d (4.3.2.3–4) choice of who; returns the new S1.
fn exchange<C: Criteria>(
    w: &mut Window<'_, '_, C>,
    remainder: &[usize],
    rem_pairs: usize,
    in_rem: &[bool],
) -> Vec<usize> {
    let n = w.len();
    let bracket_len = w.members.bracket_len;
    let mut bsn = vec![None; n];
    let mut s1r = vec![false; n];
    for (i, &v) in remainder.iter().enumerate() {
        bsn[v] = Some(i);
        s1r[v] = i < rem_pairs;
    }
    w.exchange = Some(Exchange { bsn, s1r: s1r.clone(), size: remainder.len() });
    if hints::enabled() {
        w.set_exchange_fields(remainder, rem_pairs);
    } else {
        for &v in remainder {
            w.refresh_plain(v);
        }
        w.matcher.solve();
    }

    // Step D (D.2 / 4.3): which exchange. T1/T2 already fix how many
    // and the BSN sums; D.2.c and D.2.d (4.3.2.3, 4.3.2.4) are settled
    // greedily.
    let staying = remainder.iter().filter(|&&v| s1r[v] && w.is_higher_in_remainder(v, in_rem)).count();
    let exchanged = rem_pairs - staying;
    let mut left = 0;
    // D.2.c / 4.3.2.3: move out of S1R the highest BSNs possible.
    for &x in remainder[..rem_pairs].iter().rev() {
        if left == exchanged {
            break;
        }
        if w.is_higher_in_remainder(x, in_rem) {
            w.refresh(x, |u| if in_rem[u] && u > x { 0 } else { 1 });
            w.matcher.solve();
        }
        if !w.is_higher_in_remainder(x, in_rem) {
            for &u in remainder {
                if u > x {
                    w.forbid(x, u);
                }
            }
            left += 1;
        }
        w.refresh_plain(x);
        w.matcher.solve();
    }
    // D.2.d / 4.3.2.4: move into S1 the lowest BSNs of S2R possible.
    let mut entered = 0;
    for &y in &remainder[rem_pairs..] {
        if entered == exchanged {
            break;
        }
        if !w.is_higher_in_remainder(y, in_rem) {
            w.refresh(y, |u| if in_rem[u] && u > y { 2 } else { 1 });
            w.matcher.solve();
        }
        if w.is_higher_in_remainder(y, in_rem) {
            for (u, &u_in_rem) in in_rem.iter().enumerate() {
                if (u_in_rem && u < y) || u >= bracket_len {
                    w.forbid(y, u);
                }
            }
            w.confine(y);
            entered += 1;
        }
        w.refresh_plain(y);
        w.matcher.solve();
    }

    let new_s1: Vec<usize> =
        remainder.iter().copied().filter(|&v| w.is_higher_in_remainder(v, in_rem)).collect();
    new_s1
}

/// The B.8 / 3.8 tie-break over an optimally weighted window (steps A–E):
/// among the optimal candidates, the one generated first by D.1–D.3 /
/// 4.2–4.4.
pub(super) fn settle<C: Criteria>(mut w: Window<'_, '_, C>) -> BracketPairing {
    let n = w.len();
    let (mdp_count, bracket_len) = (w.members.mdp_count, w.members.bracket_len);
    let mut fixed: Vec<(usize, usize)> = Vec::new();
    let mut is_fixed = vec![false; n];

    let paired_mdps = (0..mdp_count).filter(|&m| w.mate(m).is_some_and(|u| w.members.is_resident(u))).count();
    if w.criteria.mdps_paired_in_optimum(paired_mdps) {
        w.rewrite_all();
    }

    // Step A (D.3 / 4.4): the MDPs paired in S1, greedily in rank order;
    // the others go to the Limbo.
    let mut s1_mdps = Vec::new();
    for m in 0..mdp_count {
        let matched_to_resident = |w: &Window<'_, '_, C>| w.mate(m).is_some_and(|u| w.members.is_resident(u));
        if !matched_to_resident(&w) {
            w.refresh(m, |u| if u >= mdp_count && u < bracket_len { 2 } else { 1 });
            w.matcher.solve();
        }
        let pairable = matched_to_resident(&w);
        for u in 0..n {
            // Lock: an S1 MDP keeps only resident edges; a Limbo MDP loses them.
            if w.members.is_resident(u) != pairable {
                w.forbid(m, u);
            }
        }
        if pairable {
            w.confine(m);
            w.kept[m] = true;
        }
        w.refresh_plain(m);
        w.matcher.solve();
        if pairable {
            s1_mdps.push(m);
        }
    }

    // Step B (D.1 / 4.2 on S2 = all residents): each S1 MDP in turn takes
    // the best-ranked resident that still allows an optimal candidate.
    for &m in &s1_mdps {
        let candidate = |u: usize| u >= mdp_count && u < bracket_len && !is_fixed[u];
        let partner = w.rank_bonus_partner(m, candidate).or_else(|| {
            w.refresh(m, |u| if candidate(u) { 2 + (bracket_len - u) as u64 } else { 1 });
            w.matcher.solve();
            w.mate(m)
        });
        if let Some(partner) = partner {
            fixed.push((m, partner));
            is_fixed[m] = true;
            is_fixed[partner] = true;
            w.fix_pair(m, partner);
        }
    }
    // Every S1 MDP is now fixed to its partner (a pair with no other edge).
    w.kept.fill(false);
    if w.criteria.mdp_pairs_fixed(fixed.len()) {
        w.rewrite_all();
    }

    // Step C: the remainder R', its S1R (the first N1' players, N1' = the
    // number of pairs inside R' in the optimum) and S2R.
    let remainder: Vec<usize> = (mdp_count..bracket_len).filter(|&v| !is_fixed[v]).collect();
    let mut in_rem = vec![false; n];
    for &v in &remainder {
        in_rem[v] = true;
    }
    let rem_pairs = remainder.iter().filter(|&&v| w.is_higher_in_remainder(v, &in_rem)).count();
    if rem_pairs > 0 {
        let new_s1 = if w.pair_s1r_with_s2r(&remainder, rem_pairs, &in_rem) {
            remainder[..rem_pairs].to_vec()
        } else {
            exchange(&mut w, &remainder, rem_pairs, &in_rem)
        };

        // Freeze the new S1: only new-S1 → lower new-S2 edges stay inside
        // R'; new-S1 players no longer float.
        let mut in_new_s1 = vec![false; n];
        for &v in &new_s1 {
            in_new_s1[v] = true;
        }
        for &a in &remainder {
            for (u, &u_in_rem) in in_rem.iter().enumerate() {
                if u == a {
                    continue;
                }
                let keep = if u_in_rem {
                    let (hi, lo) = if a < u { (a, u) } else { (u, a) };
                    in_new_s1[hi] && !in_new_s1[lo]
                } else if u >= bracket_len {
                    !in_new_s1[a]
                } else {
                    // Fixed MDP pairs: already forbidden.
                    w.allowed(a, u)
                };
                if !keep {
                    w.forbid(a, u);
                }
            }
        }
        w.exchange = None;
        for &v in &new_s1 {
            w.confine(v);
        }
        for &v in &remainder {
            w.refresh_plain(v);
        }
        w.matcher.solve();

        // Step E (D.1 / 4.2 in the remainder): each new-S1 player in rank
        // order takes the best-ranked lower player still possible.
        for &x in &new_s1 {
            let candidate = |u: usize| in_rem[u] && !is_fixed[u] && u > x;
            let partner = w.rank_bonus_partner(x, candidate).or_else(|| {
                w.refresh(x, |u| if candidate(u) { 2 + (bracket_len - u) as u64 } else { 1 });
                w.matcher.solve();
                w.mate(x)
            });
            if let Some(partner) = partner {
                fixed.push((x, partner));
                is_fixed[x] = true;
                is_fixed[partner] = true;
                w.fix_pair(x, partner);
            }
        }
    }

    let list = &w.members.list;
    let pairs =
        fixed.iter().map(|&(a, b)| if a < b { (list[a], list[b]) } else { (list[b], list[a]) }).collect();
    let floaters = (0..bracket_len).filter(|&v| !is_fixed[v]).map(|v| list[v]).collect();
    BracketPairing { pairs, floaters }
}
