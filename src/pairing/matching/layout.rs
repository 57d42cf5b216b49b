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
        // The matcher sizes its own headroom for doubled weights and duals.
        Layout { widths, limbs: bits.div_ceil(64) as usize, bits }
    }
}

fn bit_length(value: u64) -> u32 {
    64 - value.leading_zeros()
}

/// The widths of the fields, most significant first.
#[derive(Clone, Debug)]
pub struct Layout {
    widths: Vec<u32>,
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
