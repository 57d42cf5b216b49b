//! Lexicographic criteria as fields of one wide edge weight, most important
//! first, so that a maximum-weight matching is best for every criterion in
//! priority order (Dutch B.8 / 3.8; any system whose criteria add up over
//! pairs can use it).
//!
//! Every field holds the sum of its per-edge values over a matching. A
//! field's width fits its largest per-edge value times the most pairs a
//! matching can have, so no field sum can carry into the next field:
//! comparing weights is then comparing the field vectors lexicographically.
//! Per-edge values must not be negative (write "1 − bad" rather than "−bad").
//!
//! Build a layout field by field with [`LayoutBuilder`], keeping the indices
//! it returns in a struct named after the rules (one name per criterion),
//! then [`Layout::pack`] a vector of per-edge values indexed by them.

use super::WideWeight;

/// A run of consecutive fields: the digits of a count vector (a sorted
/// list of values, counted per value, largest value first).
#[derive(Clone, Copy, Debug)]
pub struct Digits {
    first: usize,
    count: usize,
}

impl Digits {
    /// The field of digit `d` (0: the most significant).
    pub fn at(self, d: usize) -> usize {
        debug_assert!(d < self.count, "digit {d} of {}", self.count);
        self.first + d
    }

    pub fn count(self) -> usize {
        self.count
    }

    /// Every field of the run.
    pub fn fields(self) -> std::ops::Range<usize> {
        self.first..self.first + self.count
    }
}

/// Declares fields, most significant first, each with its largest
/// per-edge value.
#[derive(Clone, Debug, Default)]
pub struct LayoutBuilder {
    max_edge: Vec<u64>,
}

impl LayoutBuilder {
    pub fn new() -> LayoutBuilder {
        LayoutBuilder::default()
    }

    /// One field whose per-edge value is at most `max_edge`; returns its index.
    pub fn field(&mut self, max_edge: u64) -> usize {
        self.max_edge.push(max_edge);
        self.max_edge.len() - 1
    }

    /// `count` digit fields, each at most `max_edge` per edge.
    pub fn digits(&mut self, count: usize, max_edge: u64) -> Digits {
        let first = self.max_edge.len();
        self.max_edge.extend(std::iter::repeat_n(max_edge, count));
        Digits { first, count }
    }

    /// The layout for matchings of at most `max_pairs` pairs.
    pub fn build(&self, max_pairs: u64) -> Layout {
        let widths: Vec<u32> =
            self.max_edge.iter().map(|&m| bit_length(m.saturating_mul(max_pairs.max(1))).max(1)).collect();
        let bits: u32 = widths.iter().sum();
        let mut at = vec![(0, 0); widths.len()];
        let mut bit = 0;
        for (i, &w) in widths.iter().enumerate().rev() {
            at[i] = (bit / 64, bit % 64);
            bit += w;
        }
        // The matcher sizes its own headroom for doubled weights and duals.
        Layout { widths, at, limbs: bits.div_ceil(64) as usize, bits }
    }
}

fn bit_length(value: u64) -> u32 {
    64 - value.leading_zeros()
}

/// The widths of the fields, most significant first.
#[derive(Clone, Debug)]
pub struct Layout {
    widths: Vec<u32>,
    /// Per field: the limb its lowest bit is in, and that bit's place in it.
    at: Vec<(u32, u32)>,
    limbs: usize,
    bits: u32,
}

impl Layout {
    /// How many fields (the length of the vectors [`Layout::pack`] takes).
    pub fn len(&self) -> usize {
        self.widths.len()
    }

    pub fn is_empty(&self) -> bool {
        self.widths.is_empty()
    }

    /// Bits of the widest possible weight, to size the matcher once.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    pub fn limbs(&self) -> usize {
        self.limbs
    }

    /// The weight whose fields hold `values` (one per field, not negative).
    pub fn pack(&self, values: &[i64]) -> WideWeight {
        let mut limbs = vec![0u64; self.limbs];
        self.pack_into(values, &mut limbs);
        WideWeight::from_limbs(limbs)
    }

    /// [`Layout::pack`] into `limbs` (at least [`Layout::limbs`] long; the
    /// rest is zeroed), for callers that pack many weights into one buffer.
    pub fn pack_into(&self, values: &[i64], limbs: &mut [u64]) {
        limbs.fill(0);
        let mut bit: u32 = 0;
        for (&width, &value) in self.widths.iter().zip(values).rev() {
            debug_assert!(value >= 0, "a field below zero");
            let value = value.max(0) as u64;
            if value == 0 {
                bit += width;
                continue;
            }
            let limb = (bit / 64) as usize;
            let shift = bit % 64;
            if limb < limbs.len() {
                limbs[limb] |= value << shift;
                if shift > 0 && limb + 1 < limbs.len() {
                    limbs[limb + 1] |= value >> (64 - shift);
                }
            }
            bit += width;
        }
    }

    /// Adds `delta` to field `field` of the packed weight `limbs`, for
    /// callers that build a weight from a packed constant part and a few
    /// changes (issue 31: a Dutch 2017 window's edges share most of their
    /// fields). The field's value must stay within its width before and
    /// after (neither below zero nor above the largest value it was laid
    /// out for): then nothing carries or borrows out of the field, so the
    /// limbs are what [`Layout::pack`] gives for the changed values. A
    /// field spans at most two limbs (widths are at most 64 bits).
    #[inline]
    pub fn add_to_field(&self, field: usize, delta: i64, limbs: &mut [u64]) {
        if delta == 0 {
            return;
        }
        let (limb, shift) = self.at[field];
        let limb = limb as usize;
        let high = limbs.get(limb + 1).copied().unwrap_or(0);
        let both = (u128::from(high) << 64 | u128::from(limbs[limb]))
            .wrapping_add((i128::from(delta) << shift) as u128);
        limbs[limb] = both as u64;
        if let Some(h) = limbs.get_mut(limb + 1) {
            *h = (both >> 64) as u64;
        }
    }

    /// The bit offset of field `field` from the least significant bit, and
    /// its width.
    pub fn position(&self, field: usize) -> (u32, u32) {
        let below: u32 = self.widths[field + 1..].iter().sum();
        (below, self.widths[field])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Adding to fields one at a time gives the limbs `pack` gives for the
    /// final values, with fields across limb boundaries, values raised and
    /// lowered on the way (a borrow and a carry inside a field that spans two
    /// limbs), and a buffer longer than the layout.
    #[test]
    fn adding_to_fields_packs_as_pack_does() {
        let mut b = LayoutBuilder::new();
        // Widths 2, 40, 30, 7, 63, 64, 1, 25 (each largest value times 1
        // pair): fields straddle the limb boundaries at 64 and 128.
        let maxima = [3u64, (1 << 40) - 1, (1 << 30) - 1, 100, (1 << 63) - 1, u64::MAX, 1, (1 << 25) - 1];
        let fields: Vec<usize> = maxima.iter().map(|&m| b.field(m)).collect();
        let layout = b.build(1);
        let len = layout.limbs() + 1;
        let steps: [&[i64]; 8] = [
            &[3, -1],
            &[1 << 39, 1 << 39, -1],
            &[(1 << 29) + 5, -6, 1],
            &[100],
            &[1 << 62, (1 << 62) - 1, -(1 << 40)],
            &[i64::MAX - 5, 3, -2],
            &[1, -1, 1],
            &[(1 << 24) + 1, -2],
        ];
        let mut limbs = vec![0u64; len];
        let mut values = vec![0i64; layout.len()];
        for (&f, deltas) in fields.iter().zip(steps) {
            for &d in deltas {
                layout.add_to_field(f, d, &mut limbs);
                values[f] += d;
                let mut expected = vec![0u64; len];
                layout.pack_into(&values, &mut expected);
                assert_eq!(limbs, expected, "field {f} after adding {d}");
            }
        }
    }

    #[test]
    fn a_higher_field_outweighs_every_lower_one_at_its_largest() {
        let mut b = LayoutBuilder::new();
        let top = b.field(1);
        let digits = b.digits(3, 2);
        let low = b.field(5);
        let layout = b.build(4);
        assert_eq!(layout.len(), 5);
        let mut one_top = vec![0i64; layout.len()];
        one_top[top] = 1;
        // Every lower field at its largest sum over four pairs.
        let mut all_low = vec![0i64; layout.len()];
        for f in digits.fields() {
            all_low[f] = 8;
        }
        all_low[low] = 20;
        assert!(layout.pack(&one_top) > layout.pack(&all_low));
        // Digits compare most significant first.
        let mut first_digit = vec![0i64; layout.len()];
        first_digit[digits.at(0)] = 1;
        let mut later_digits = vec![0i64; layout.len()];
        later_digits[digits.at(1)] = 8;
        later_digits[digits.at(2)] = 8;
        assert!(layout.pack(&first_digit) > layout.pack(&later_digits));
    }
}
