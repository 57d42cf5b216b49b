//! The weight matrix: one weight of `l` limbs per ordered vertex pair.
//!
//! Dense, it is `n² · l` limbs: for the Dutch 2026 round matcher (one
//! matcher over every player, weights of some twenty limbs) that is 1.2 GB
//! at 3,000 players (issue 31), and every scan of a vertex's row streams
//! 400 KB from memory. Yet such a matrix holds few distinct weights: the
//! edges outside the bracket being paired carry only the completion fields,
//! and inside it the criteria take a few values each. So the compact store
//! keeps one `u32` per pair, an index into a table of the distinct weights
//! (interned: equal limbs, one entry), and the matcher reads and compares
//! exactly the same limbs as from the dense matrix: the arithmetic, hence
//! every solve, is unchanged; only memory and its traffic shrink.
//!
//! Entries no pair uses any more are dropped when the table has doubled
//! since the last clean-up (a pass over the indices, amortised by the
//! writes that grew the table).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

thread_local! {
    /// Whether a dense matrix dropped on this thread keeps its limbs for the
    /// next one ([`reusing_dense_matrices`]).
    static REUSE: Cell<bool> = const { Cell::new(false) };
    /// The limbs of the largest dense matrix dropped while `REUSE` is on.
    static SPARE: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with every dense weight matrix dropped on this thread handing
/// its memory to the next one made (zeroed again, so each starts in the
/// same state as a fresh allocation); the memory kept is freed when `f`
/// returns.
///
/// A Dutch 2017 round builds one matcher per window, each with a fresh
/// `n² · l` matrix (hundreds of MB for a bracket of 2,000 with its next
/// score group): its first touch page-faulted every 4 KB, 8% of round 3 at
/// 3,000 players (issue 31). Zeroing kept memory is cheaper than faulting in
/// new pages, and what a matcher solves does not depend on where its
/// matrix lives. (The windows' matchers have since moved to the compact
/// store; the dense matrices of the C.12 / C.13 look-aheads still reuse.)
pub fn reusing_dense_matrices<T>(f: impl FnOnce() -> T) -> T {
    /// Restores the switch and frees the spare on the way out, a panic too.
    struct Scope(bool);
    impl Drop for Scope {
        fn drop(&mut self) {
            REUSE.with(|r| r.set(self.0));
            if !self.0 {
                SPARE.with(|s| drop(std::mem::take(&mut *s.borrow_mut())));
            }
        }
    }
    let _scope = Scope(REUSE.with(|r| r.replace(true)));
    f()
}

/// `len` zero limbs: the spare's memory when it is reused and large enough.
fn zeroed(len: usize) -> Vec<u64> {
    if REUSE.with(Cell::get) {
        let mut v = SPARE.with(|s| std::mem::take(&mut *s.borrow_mut()));
        if v.capacity() >= len {
            v.clear();
            v.resize(len, 0);
            return v;
        }
    }
    vec![0; len]
}

/// A pass-through hasher: the keys are already mixed 64-bit hashes.
#[derive(Default)]
pub(super) struct Identity(u64);

impl Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = x;
    }
}

/// "End of chain" in `next`.
const END: u32 = u32::MAX;

/// The least table size at which unused entries are dropped (small in
/// tests, so every test of a compact matcher cleans up often).
const MIN_CLEAN: usize = if cfg!(test) { 64 } else { 1 << 16 };

/// The weight matrix, dense or compact (see the module note).
#[derive(Clone)]
pub(super) struct Weights {
    /// Width of every weight, in limbs.
    l: usize,
    /// Dense: the limbs of pair `k` at `k * l`. Compact: the table of
    /// distinct weights, entry `i` at `i * l`; entry 0 is zero (no edge).
    limbs: Vec<u64>,
    /// Compact only: the table entry of each pair.
    index: Vec<u32>,
    compact: bool,
    /// Compact only: hash of an entry's limbs → the first entry with it;
    /// `next[i]` the next entry with the same hash.
    heads: HashMap<u64, u32, BuildHasherDefault<Identity>>,
    next: Vec<u32>,
    /// Table size (entries) at which unused entries are dropped.
    clean_at: usize,
    /// One weight's limbs, for [`Weights::set_low_limb_both`].
    scratch: Vec<u64>,
    /// Compact only: the entry last interned (0: none), tried before the
    /// hash: a row's edges mostly repeat one weight (the Dutch 2026 round
    /// matcher's edges outside any window, issue 31).
    last: u32,
    #[cfg(test)]
    cleanups: usize,
}

impl Weights {
    /// `pairs` zero weights of `l` limbs.
    pub(super) fn new(pairs: usize, compact: bool, l: usize) -> Weights {
        let mut w = Weights {
            l,
            limbs: Vec::new(),
            index: Vec::new(),
            compact,
            heads: HashMap::default(),
            next: Vec::new(),
            clean_at: MIN_CLEAN,
            scratch: Vec::new(),
            last: 0,
            #[cfg(test)]
            cleanups: 0,
        };
        if compact {
            w.index = vec![0; pairs];
            w.limbs = vec![0; l];
            w.next = vec![END];
        } else {
            w.limbs = zeroed(pairs * l);
        }
        w
    }

    /// The limbs of pair `k`.
    #[inline(always)]
    pub(super) fn get(&self, k: usize) -> &[u64] {
        let l = self.l;
        let at = if self.compact { self.index[k] as usize } else { k };
        &self.limbs[at.wrapping_mul(l)..][..l]
    }

    /// Sets pairs `k1` and `k2` (the two directions of one edge) to `x`
    /// (`l` limbs).
    pub(super) fn set_both(&mut self, k1: usize, k2: usize, x: &[u64]) {
        let l = self.l;
        if self.compact {
            let id = self.intern(x);
            self.index[k1] = id;
            self.index[k2] = id;
        } else {
            self.limbs[k1 * l..][..l].copy_from_slice(x);
            self.limbs[k2 * l..][..l].copy_from_slice(x);
        }
    }

    /// Compact only: the table entry of `x` (`l` limbs, not zero), added if
    /// new, for [`Weights::set_both_entry`]; `None` for a dense matrix.
    pub(super) fn entry_of(&mut self, x: &[u64]) -> Option<u32> {
        (self.compact && x.iter().any(|&v| v != 0)).then(|| self.intern(x))
    }

    /// The table entry of pair `k` (compact), `None` for a dense matrix.
    #[inline]
    pub(super) fn entry_at(&self, k: usize) -> Option<u32> {
        self.compact.then(|| self.index[k])
    }

    /// Compact only: whether pair `k` holds entry `id`.
    #[inline]
    pub(super) fn holds_entry(&self, k: usize, id: u32) -> bool {
        self.index[k] == id
    }

    /// Compact only: [`Weights::set_both`] with the weight's entry from
    /// [`Weights::entry_of`] (no table write since).
    #[inline]
    pub(super) fn set_both_entry(&mut self, k1: usize, k2: usize, id: u32) {
        self.index[k1] = id;
        self.index[k2] = id;
    }

    /// Sets pairs `k1` and `k2` to zero.
    pub(super) fn clear_both(&mut self, k1: usize, k2: usize) {
        let l = self.l;
        if self.compact {
            self.index[k1] = 0;
            self.index[k2] = 0;
        } else {
            self.limbs[k1 * l..][..l].fill(0);
            self.limbs[k2 * l..][..l].fill(0);
        }
    }

    /// Sets the lowest limb of pairs `k1` and `k2` (equal weights) to
    /// `low`, keeping the limbs above.
    pub(super) fn set_low_limb_both(&mut self, k1: usize, k2: usize, low: u64) {
        let l = self.l;
        if self.compact {
            let mut x = std::mem::take(&mut self.scratch);
            x.clear();
            x.extend_from_slice(self.get(k1));
            x[0] = low;
            self.set_both(k1, k2, &x);
            self.scratch = x;
        } else {
            self.limbs[k1 * l] = low;
            self.limbs[k2 * l] = low;
        }
    }

    /// Re-lays every weight out at width `new_l > l` (zero-extended).
    pub(super) fn widen(&mut self, new_l: usize) {
        let old_l = self.l;
        let count = self.limbs.len() / old_l;
        let mut b = vec![0; count * new_l];
        for (dst, src) in b.chunks_exact_mut(new_l).zip(self.limbs.chunks_exact(old_l)) {
            dst[..old_l].copy_from_slice(src);
        }
        self.limbs = b;
        self.l = new_l;
        // Hashes skip high zero limbs, so the chains stay valid.
    }

    /// A hash of `x` that ignores zero limbs at the top (so widening keeps
    /// it).
    fn hash(x: &[u64]) -> u64 {
        let top = x.iter().rposition(|&v| v != 0).map_or(0, |i| i + 1);
        let mut h: u64 = 0x9e37_79b9_7f4a_7c15;
        for &v in &x[..top] {
            h = (h ^ v).wrapping_mul(0xff51_afd7_ed55_8ccd);
            h ^= h >> 32;
        }
        h
    }

    /// The table entry holding `x`, added if new.
    fn intern(&mut self, x: &[u64]) -> u32 {
        let l = self.l;
        if x.iter().all(|&v| v == 0) {
            return 0;
        }
        if self.last != 0 && &self.limbs[self.last as usize * l..][..l] == x {
            return self.last;
        }
        let h = Self::hash(x);
        let mut at = self.heads.get(&h).copied().unwrap_or(END);
        let head = at;
        while at != END {
            if &self.limbs[at as usize * l..][..l] == x {
                self.last = at;
                return at;
            }
            at = self.next[at as usize];
        }
        if self.next.len() >= self.clean_at {
            self.clean();
            return self.intern(x);
        }
        let id = self.next.len() as u32;
        self.limbs.extend_from_slice(x);
        self.next.push(head);
        self.heads.insert(h, id);
        self.last = id;
        id
    }

    /// Drops the entries no pair uses, renumbering the rest.
    fn clean(&mut self) {
        let l = self.l;
        let mut new_id = vec![END; self.next.len()];
        new_id[0] = 0;
        let mut limbs = vec![0; l];
        let mut kept = 1u32;
        for i in &mut self.index {
            let old = *i as usize;
            if new_id[old] == END {
                new_id[old] = kept;
                kept += 1;
                limbs.extend_from_slice(&self.limbs[old * l..][..l]);
            }
            *i = new_id[old];
        }
        self.limbs = limbs;
        // Entries are renumbered.
        self.last = 0;
        self.heads.clear();
        self.next = vec![END; kept as usize];
        for id in 1..kept {
            let h = Self::hash(&self.limbs[id as usize * l..][..l]);
            if let Some(head) = self.heads.insert(h, id) {
                self.next[id as usize] = head;
            }
        }
        #[cfg(test)]
        {
            self.cleanups += 1;
        }
        self.clean_at = (2 * kept as usize).max(MIN_CLEAN);
    }

    /// Test-only: the address of the limbs, to see a matrix's memory reused.
    #[cfg(test)]
    pub(super) fn limbs_address(&self) -> usize {
        self.limbs.as_ptr() as usize
    }

    /// Clean-ups so far (compact), for tests.
    #[cfg(test)]
    pub(super) fn cleanups(&self) -> usize {
        self.cleanups
    }
}

impl Drop for Weights {
    /// A dense matrix hands its limbs on (see [`reusing_dense_matrices`]),
    /// the largest one dropped kept.
    fn drop(&mut self) {
        // `try_with`: nothing to keep while the thread itself is ending.
        if self.compact || !REUSE.try_with(Cell::get).unwrap_or(false) {
            return;
        }
        let limbs = std::mem::take(&mut self.limbs);
        let _ = SPARE.try_with(|s| {
            let mut spare = s.borrow_mut();
            if spare.capacity() < limbs.capacity() {
                *spare = limbs;
            }
        });
    }
}
