//! The interface between a caller's weight type and the matcher.

use std::fmt::Debug;

/// An exact, totally ordered edge-weight type.
///
/// The matcher does all its arithmetic on fixed-width unsigned `u64` limbs in
/// one flat arena (weights, duals and slacks side by side, so the O(n²) scans
/// stream through memory instead of chasing one heap block per edge). A weight
/// type therefore only has to convert to and from that form; it never has to
/// provide arithmetic beyond the addition used for [`super::Matcher::total_weight`].
///
/// Only positive weights are edges ([`Weight::is_edge`]); the matcher never
/// converts a zero or negative value to limbs.
pub trait Weight: Clone + Ord + Debug {
    /// The additive identity.
    fn zero() -> Self;

    /// Whether an edge of this weight exists: strictly positive. Zero means
    /// "no edge"; for signed types negative weights are absent too, since a
    /// maximum-weight matching never uses them.
    fn is_edge(&self) -> bool;

    /// The number of significant bits of a positive value.
    fn bit_len(&self) -> usize;

    /// Writes a positive value as little-endian limbs into `out` (zero-filling
    /// the rest). `out` holds at least `bit_len().div_ceil(64)` limbs.
    fn write_limbs(&self, out: &mut [u64]);

    /// The value of little-endian limbs (which the matcher only ever produces
    /// from values the caller gave it).
    fn from_limbs(limbs: &[u64]) -> Self;

    /// `self += rhs`.
    fn add_in_place(&mut self, rhs: &Self);
}

/// Implements [`Weight`] for a primitive signed integer of at most 128 bits.
macro_rules! impl_weight_for_int {
    ($t:ty) => {
        impl Weight for $t {
            fn zero() -> Self {
                0
            }

            fn is_edge(&self) -> bool {
                *self > 0
            }

            fn bit_len(&self) -> usize {
                (<$t>::BITS - self.leading_zeros()) as usize
            }

            fn write_limbs(&self, out: &mut [u64]) {
                let v = *self as u128;
                out.fill(0);
                out[0] = v as u64;
                if let Some(hi) = out.get_mut(1) {
                    *hi = (v >> 64) as u64;
                }
            }

            fn from_limbs(limbs: &[u64]) -> Self {
                let lo = limbs.first().copied().unwrap_or(0) as u128;
                let hi = limbs.get(1).copied().unwrap_or(0) as u128;
                debug_assert!(limbs.iter().skip(2).all(|&l| l == 0));
                (lo | hi << 64) as $t
            }

            fn add_in_place(&mut self, rhs: &Self) {
                *self += *rhs;
            }
        }
    };
}

impl_weight_for_int!(i64);
impl_weight_for_int!(i128);
