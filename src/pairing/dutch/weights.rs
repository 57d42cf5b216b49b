//! The quality criteria of C.04.3 (2017) as fields of one wide integer edge
//! weight, most important first, so that a maximum-weight matching is a
//! candidate that is best for every criterion in priority order (B.8).
//!
//! Every field holds the sum of its per-edge contributions over a matching.
//! Contributions are made non-negative by an offset that is added only on a
//! class of edges whose number in a matching is fixed by a more important
//! field (for example "pairs inside the bracket", fixed by C.5), so offsets
//! never change which matching is best. Widths are chosen so that no field
//! sum can carry into the next field: comparing weights is then comparing
//! the field vectors lexicographically.

use crate::pairing::matching::WideWeight;

/// One field of the layout: its width in bits and its per-edge offset.
#[derive(Clone, Copy, Debug)]
struct Field {
    width: u32,
    offset: i64,
}

/// The fields of a window, most significant first.
#[derive(Clone, Debug)]
pub struct Layout {
    fields: Vec<Field>,
    limbs: usize,
    bits: u32,
}

/// Names the components of the field vector (indices into it).
#[derive(Clone, Copy, Debug)]
pub struct Slots {
    /// Number of distinct score-difference values (digits of a PSD field).
    pub digits: usize,
}

impl Slots {
    pub const F0: usize = 0;
    pub const F1: usize = 1;
    pub fn f2(&self, d: usize) -> usize {
        2 + d
    }
    pub fn f3(&self) -> usize {
        2 + self.digits
    }
    pub fn f4(&self, d: usize) -> usize {
        3 + self.digits + d
    }
    /// C.8 .. C.15 as eight single fields, `i` in 0..8.
    pub fn scalar(&self, i: usize) -> usize {
        3 + 2 * self.digits + i
    }
    /// C.16 .. C.19 digit fields, `j` in 0..4.
    pub fn vector(&self, j: usize, d: usize) -> usize {
        11 + 2 * self.digits + j * self.digits + d
    }
    pub fn t1(&self) -> usize {
        11 + 6 * self.digits
    }
    pub fn t2(&self) -> usize {
        12 + 6 * self.digits
    }
    pub fn t3(&self) -> usize {
        13 + 6 * self.digits
    }
    pub fn len(&self) -> usize {
        14 + 6 * self.digits
    }
}

fn bit_length(value: u64) -> u32 {
    64 - value.leading_zeros()
}

impl Layout {
    /// `max_edge[i]` bounds component `i` of any edge after its offset
    /// `offsets[i]` is added; `max_pairs` bounds the edges of a matching.
    pub fn new(max_edge: &[u64], offsets: &[i64], max_pairs: u64) -> Layout {
        let mut fields = Vec::with_capacity(max_edge.len());
        let mut total_bits: u32 = 0;
        for (i, &m) in max_edge.iter().enumerate() {
            let width = bit_length(m.saturating_mul(max_pairs.max(1))).max(1);
            total_bits += width;
            fields.push(Field { width, offset: offsets[i] });
        }
        // The matcher sizes its own headroom for doubled weights and duals.
        let limbs = total_bits.div_ceil(64) as usize;
        Layout { fields, limbs, bits: total_bits }
    }

    /// Bits of the widest possible weight, to size the matcher once.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    pub fn limbs(&self) -> usize {
        self.limbs
    }

    /// Packs a field vector (raw contributions, offsets not yet added).
    pub fn pack(&self, components: &[i64]) -> WideWeight {
        let mut limbs = vec![0u64; self.limbs];
        let mut bit: u32 = 0;
        for (field, &raw) in self.fields.iter().zip(components).rev() {
            let value = raw + field.offset;
            debug_assert!(value >= 0, "field value below zero after offset");
            let value = value.max(0) as u64;
            let limb = (bit / 64) as usize;
            let shift = bit % 64;
            if limb < limbs.len() {
                limbs[limb] |= value << shift;
                if shift > 0 && limb + 1 < limbs.len() {
                    limbs[limb + 1] |= value >> (64 - shift);
                }
            }
            bit += field.width;
        }
        WideWeight::from_limbs(limbs)
    }
}

/// Component positions of the 2026 layout ([C4]–[C21]), fixed for the
/// whole round because one matcher holds the edges of every bracket.
#[derive(Clone, Copy, Debug)]
pub struct Slots2026 {
    /// Number of score groups (one digit each, highest score first).
    pub groups: usize,
}

impl Slots2026 {
    /// [C4] completion and [C5] bye-candidate pairs, on every edge.
    pub const F0: usize = 0;
    /// [C6] pairs in the bracket.
    pub const F1: usize = 1;
    /// [C7] scores of the paired higher members (so: of the downfloaters).
    pub fn f2(&self, d: usize) -> usize {
        2 + d
    }
    /// [C8] pairs the next bracket can make.
    pub fn f3(&self) -> usize {
        2 + self.groups
    }
    /// [C8] scores of the downfloaters the next bracket pairs.
    pub fn f4(&self, d: usize) -> usize {
        3 + self.groups + d
    }
    /// [C9] played games of the would-be PAB assignee.
    pub fn f5(&self) -> usize {
        3 + 2 * self.groups
    }
    /// [C10]–[C17] as eight single fields, `i` in 0..8.
    pub fn scalar(&self, i: usize) -> usize {
        4 + 2 * self.groups + i
    }
    /// [C18]–[C21] score-digit fields, `j` in 0..4.
    pub fn vector(&self, j: usize, d: usize) -> usize {
        12 + 2 * self.groups + j * self.groups + d
    }
    pub fn t1(&self) -> usize {
        12 + 6 * self.groups
    }
    pub fn t2(&self) -> usize {
        13 + 6 * self.groups
    }
    pub fn t3(&self) -> usize {
        14 + 6 * self.groups
    }
    pub fn len(&self) -> usize {
        15 + 6 * self.groups
    }

    /// Largest per-edge value of every component; `players` bounds T2/T3
    /// and `max_rank` the [C9] ranks.
    pub fn max_edge(&self, players: u64, max_rank: u64) -> Vec<u64> {
        let mut m = vec![0u64; self.len()];
        m[Self::F0] = 3;
        m[Self::F1] = 1;
        for d in 0..self.groups {
            m[self.f2(d)] = 1;
            m[self.f4(d)] = 1;
            for (j, v) in [2, 1, 2, 1].into_iter().enumerate() {
                m[self.vector(j, d)] = v;
            }
        }
        m[self.f3()] = 1;
        m[self.f5()] = 2 * max_rank;
        for (i, v) in [1, 1, 1, 1, 2, 1, 2, 1].into_iter().enumerate() {
            m[self.scalar(i)] = v;
        }
        m[self.t1()] = 1;
        m[self.t2()] = players + 1;
        m[self.t3()] = players + 2;
        m
    }
}
