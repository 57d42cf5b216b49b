//! [`WideWeight`]: an unsigned fixed-width multi-limb integer for weights that
//! encode many lexicographic criteria at once.

use std::cmp::Ordering;
use std::fmt;

use super::Weight;

/// An unsigned integer of `64 * limb_count()` bits, little-endian limbs.
///
/// # Width and overflow
///
/// A value has a fixed width chosen at construction ([`WideWeight::zero`],
/// [`WideWeight::from_u128`]); arithmetic between values of different widths
/// widens the result to the wider operand (which allocates once), and treats
/// missing limbs as zero. Comparison is numeric regardless of width.
///
/// Arithmetic is modulo `2^(64 * width)`. Carrying out of the top limb, a
/// subtraction going below zero, or a shift dropping set bits is a caller
/// error: it panics in debug builds (and the test profile) and wraps silently
/// in release builds. The matcher itself needs no headroom in the values it is
/// given: it stores them in its own, wide enough, limb arena.
///
/// Bit-field helpers ([`WideWeight::set_field`], [`WideWeight::add_at`],
/// [`WideWeight::get_field`]) panic if the field does not lie inside the width,
/// as that is always a mistake in the caller's layout.
#[derive(Clone, Default)]
pub struct WideWeight {
    limbs: Vec<u64>,
}

impl WideWeight {
    /// Zero with `limbs` limbs of width.
    pub fn zero(limbs: usize) -> Self {
        Self { limbs: vec![0; limbs] }
    }

    /// `value` with `limbs` limbs of width, or the two limbs a `u128` needs if
    /// that is more, so no bit of `value` is lost.
    pub fn from_u128(value: u128, limbs: usize) -> Self {
        let mut w = Self::zero(limbs.max(2));
        w.limbs[0] = value as u64;
        w.limbs[1] = (value >> 64) as u64;
        w.limbs.truncate(limbs.max(if value >> 64 != 0 { 2 } else { 1 }));
        w
    }

    /// The value with the given little-endian limbs (the width is their count).
    pub fn from_limbs(limbs: Vec<u64>) -> Self {
        Self { limbs }
    }

    /// The little-endian limbs.
    pub fn limbs(&self) -> &[u64] {
        &self.limbs
    }

    /// The width in 64-bit limbs.
    pub fn limb_count(&self) -> usize {
        self.limbs.len()
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&l| l == 0)
    }

    /// The number of significant bits (0 for zero).
    pub fn bit_len(&self) -> usize {
        match self.limbs.iter().rposition(|&l| l != 0) {
            Some(i) => i * 64 + (64 - self.limbs[i].leading_zeros() as usize),
            None => 0,
        }
    }

    /// The value as a `u128`, if it fits.
    pub fn to_u128(&self) -> Option<u128> {
        if self.bit_len() > 128 {
            return None;
        }
        Some(self.limb(0) as u128 | (self.limb(1) as u128) << 64)
    }

    /// Limb `i`, or zero beyond the width.
    fn limb(&self, i: usize) -> u64 {
        self.limbs.get(i).copied().unwrap_or(0)
    }

    /// Widens to at least `limbs` limbs.
    fn widen(&mut self, limbs: usize) {
        if self.limbs.len() < limbs {
            self.limbs.resize(limbs, 0);
        }
    }

    /// `self <<= bits`, keeping the width; bits shifted past the top are lost
    /// (a debug-build panic).
    pub fn shl_assign(&mut self, bits: u32) {
        let len = self.limbs.len();
        let bits = bits as usize;
        debug_assert!(
            bits == 0 || self.bit_len() + bits <= len * 64,
            "WideWeight::shl_assign drops set bits (not enough headroom)"
        );
        let (limb_shift, bit_shift) = (bits / 64, (bits % 64) as u32);
        if limb_shift >= len {
            self.limbs.fill(0);
            return;
        }
        for i in (0..len).rev() {
            let src = i.checked_sub(limb_shift);
            let hi = src.map_or(0, |s| self.limbs[s]);
            let lo = src.and_then(|s| s.checked_sub(1)).map_or(0, |s| self.limbs[s]);
            self.limbs[i] = if bit_shift == 0 { hi } else { hi << bit_shift | lo >> (64 - bit_shift) };
        }
    }

    /// Adds `carry` at limb `from`, propagating upwards; returns the carry out of
    /// the top limb.
    fn propagate_carry(&mut self, from: usize, mut carry: u64) -> u64 {
        for l in self.limbs.iter_mut().skip(from) {
            if carry == 0 {
                break;
            }
            let (s, c) = l.overflowing_add(carry);
            *l = s;
            carry = c as u64;
        }
        carry
    }

    /// Subtracts `borrow` at limb `from`, propagating upwards; returns the
    /// borrow out of the top limb.
    fn propagate_borrow(&mut self, from: usize, mut borrow: u64) -> u64 {
        for l in self.limbs.iter_mut().skip(from) {
            if borrow == 0 {
                break;
            }
            let (s, b) = l.overflowing_sub(borrow);
            *l = s;
            borrow = b as u64;
        }
        borrow
    }

    /// `self += value`.
    pub fn add_small(&mut self, value: u64) {
        self.widen(1);
        let carry = self.propagate_carry(0, value);
        debug_assert_eq!(carry, 0, "WideWeight::add_small overflows its width");
    }

    /// `self -= value`.
    pub fn sub_small(&mut self, value: u64) {
        self.widen(1);
        let borrow = self.propagate_borrow(0, value);
        debug_assert_eq!(borrow, 0, "WideWeight::sub_small goes below zero");
    }

    /// `self += rhs`; the width becomes the wider of the two.
    pub fn add_assign(&mut self, rhs: &WideWeight) {
        self.widen(rhs.limbs.len());
        let mut carry = 0u64;
        for (a, &b) in self.limbs.iter_mut().zip(&rhs.limbs) {
            let (s1, c1) = a.overflowing_add(b);
            let (s2, c2) = s1.overflowing_add(carry);
            *a = s2;
            carry = (c1 | c2) as u64;
        }
        let carry = self.propagate_carry(rhs.limbs.len(), carry);
        debug_assert_eq!(carry, 0, "WideWeight addition overflows its width");
    }

    /// `self -= rhs`; the width becomes the wider of the two.
    pub fn sub_assign(&mut self, rhs: &WideWeight) {
        self.widen(rhs.limbs.len());
        let mut borrow = 0u64;
        for (a, &b) in self.limbs.iter_mut().zip(&rhs.limbs) {
            let (s1, b1) = a.overflowing_sub(b);
            let (s2, b2) = s1.overflowing_sub(borrow);
            *a = s2;
            borrow = (b1 | b2) as u64;
        }
        let borrow = self.propagate_borrow(rhs.limbs.len(), borrow);
        debug_assert_eq!(borrow, 0, "WideWeight subtraction goes below zero");
    }

    /// Panics unless bits `offset_bits .. offset_bits + width_bits` lie inside
    /// the width.
    fn check_field(&self, offset_bits: usize, width_bits: u32) {
        assert!(
            width_bits <= 64 && offset_bits + width_bits as usize <= self.limbs.len() * 64,
            "WideWeight bit field {offset_bits}+{width_bits} outside a {}-limb value",
            self.limbs.len()
        );
    }

    /// `self += value << offset_bits`, with carry into the higher limbs.
    ///
    /// Panics if `offset_bits` is not inside the width; a carry out of the top
    /// limb is a debug-build panic.
    pub fn add_at(&mut self, offset_bits: usize, value: u64) {
        self.check_field(offset_bits, 1);
        let (limb, shift) = (offset_bits / 64, (offset_bits % 64) as u32);
        let lo = value << shift;
        let hi = if shift == 0 { 0 } else { value >> (64 - shift) };
        let (s, c) = self.limbs[limb].overflowing_add(lo);
        self.limbs[limb] = s;
        let mut carry = hi + c as u64; // hi < 2^63 when shift > 0, so no overflow
        if limb + 1 < self.limbs.len() {
            carry = self.propagate_carry(limb + 1, carry);
        }
        debug_assert_eq!(carry, 0, "WideWeight::add_at overflows its width");
    }

    /// The `width_bits`-bit field at `offset_bits`.
    pub fn get_field(&self, offset_bits: usize, width_bits: u32) -> u64 {
        self.check_field(offset_bits, width_bits);
        if width_bits == 0 {
            return 0;
        }
        let (limb, shift) = (offset_bits / 64, (offset_bits % 64) as u32);
        let mut v = self.limbs[limb] >> shift;
        if shift != 0 && limb + 1 < self.limbs.len() {
            v |= self.limbs[limb + 1] << (64 - shift);
        }
        v & field_mask(width_bits)
    }

    /// Overwrites the `width_bits`-bit field at `offset_bits` with `value`
    /// (other bits unchanged). `value` must fit the field (a debug-build panic
    /// otherwise; release builds keep its low `width_bits` bits).
    pub fn set_field(&mut self, offset_bits: usize, width_bits: u32, value: u64) {
        self.check_field(offset_bits, width_bits);
        if width_bits == 0 {
            return;
        }
        let mask = field_mask(width_bits);
        debug_assert!(value & !mask == 0, "WideWeight::set_field value wider than field");
        let value = value & mask;
        let (limb, shift) = (offset_bits / 64, (offset_bits % 64) as u32);
        self.limbs[limb] = (self.limbs[limb] & !(mask << shift)) | value << shift;
        if shift != 0 && shift + width_bits > 64 {
            let (m_hi, v_hi) = (mask >> (64 - shift), value >> (64 - shift));
            self.limbs[limb + 1] = (self.limbs[limb + 1] & !m_hi) | v_hi;
        }
    }
}

/// A mask of the low `width_bits` bits (`1 ..= 64`).
fn field_mask(width_bits: u32) -> u64 {
    if width_bits >= 64 { u64::MAX } else { (1u64 << width_bits) - 1 }
}

impl PartialEq for WideWeight {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for WideWeight {}

impl PartialOrd for WideWeight {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for WideWeight {
    fn cmp(&self, other: &Self) -> Ordering {
        let (a, b) = (&self.limbs, &other.limbs);
        if a.len() == b.len() {
            for (x, y) in a.iter().rev().zip(b.iter().rev()) {
                if x != y {
                    return x.cmp(y);
                }
            }
            return Ordering::Equal;
        }
        for i in (0..a.len().max(b.len())).rev() {
            let (x, y) = (self.limb(i), other.limb(i));
            if x != y {
                return x.cmp(&y);
            }
        }
        Ordering::Equal
    }
}

impl fmt::Debug for WideWeight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "WideWeight(0x")?;
        match self.limbs.iter().rposition(|&l| l != 0) {
            None => write!(f, "0")?,
            Some(top) => {
                write!(f, "{:x}", self.limbs[top])?;
                for l in self.limbs[..top].iter().rev() {
                    write!(f, "_{l:016x}")?;
                }
            }
        }
        write!(f, "; {} limbs)", self.limbs.len())
    }
}

impl std::ops::AddAssign<&WideWeight> for WideWeight {
    fn add_assign(&mut self, rhs: &WideWeight) {
        WideWeight::add_assign(self, rhs);
    }
}

impl std::ops::SubAssign<&WideWeight> for WideWeight {
    fn sub_assign(&mut self, rhs: &WideWeight) {
        WideWeight::sub_assign(self, rhs);
    }
}

impl Weight for WideWeight {
    fn zero() -> Self {
        Self { limbs: Vec::new() }
    }

    fn is_edge(&self) -> bool {
        !WideWeight::is_zero(self)
    }

    fn bit_len(&self) -> usize {
        WideWeight::bit_len(self)
    }

    fn write_limbs(&self, out: &mut [u64]) {
        let k = self.limbs.len().min(out.len());
        out[..k].copy_from_slice(&self.limbs[..k]);
        out[k..].fill(0);
        debug_assert!(self.limbs[k..].iter().all(|&l| l == 0), "value wider than the limbs given");
    }

    /// Keeps every limb given, so a value read back from the matcher may be
    /// wider than the one stored (the matcher adds headroom limbs); comparison
    /// ignores the difference.
    fn from_limbs(limbs: &[u64]) -> Self {
        Self { limbs: limbs.to_vec() }
    }

    fn add_in_place(&mut self, rhs: &Self) {
        WideWeight::add_assign(self, rhs);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64: deterministic test data.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    #[test]
    fn wide_arithmetic_matches_u128() {
        let mut rng = Rng(30);
        for _ in 0..20_000 {
            let a = (rng.next() as u128) << 64 | rng.next() as u128;
            let b = (rng.next() as u128) << 64 | rng.next() as u128;
            let (a, b) = (a >> rng.below(128), b >> rng.below(128));
            let (hi, lo) = if a >= b { (a, b) } else { (b, a) };
            // Two limbs, and three limbs with a zero top (mixed widths).
            let wa = WideWeight::from_u128(a, 2);
            let wb = WideWeight::from_u128(b, 3);
            assert_eq!(wa.to_u128(), Some(a));
            assert_eq!(wa.cmp(&wb), a.cmp(&b));
            assert_eq!(wa == wb, a == b);

            let mut s = WideWeight::from_u128(lo, 2);
            if let Some(sum) = hi.checked_add(lo) {
                s.add_assign(&WideWeight::from_u128(hi, 3));
                assert_eq!(s.to_u128(), Some(sum));
                assert_eq!(s.limb_count(), 3);
            }
            let mut d = WideWeight::from_u128(hi, 2);
            d.sub_assign(&WideWeight::from_u128(lo, 2));
            assert_eq!(d.to_u128(), Some(hi - lo));

            let small = rng.next();
            let mut x = WideWeight::from_u128(a >> 1, 2);
            x.add_small(small);
            assert_eq!(x.to_u128(), Some((a >> 1) + small as u128));
            x.sub_small(small);
            assert_eq!(x.to_u128(), Some(a >> 1));

            let sh = rng.below(128) as u32;
            let mut y = WideWeight::from_u128(a >> sh, 2);
            y.shl_assign(sh);
            assert_eq!(y.to_u128(), Some((a >> sh) << sh));

            // add_at / set_field / get_field.
            let off = rng.below(100) as usize;
            let width = 1 + rng.below(28) as u32;
            let val = rng.next() & ((1 << width) - 1);
            let base = a >> 2;
            let mut f = WideWeight::from_u128(base, 2);
            f.add_at(off, val);
            assert_eq!(f.to_u128(), base.checked_add((val as u128) << off));
            let mut g = WideWeight::from_u128(base, 2);
            g.set_field(off, width, val);
            let mask = ((1u128 << width) - 1) << off;
            assert_eq!(g.to_u128(), Some((base & !mask) | (val as u128) << off));
            assert_eq!(g.get_field(off, width), val);
        }
        // A field across a limb boundary, on a wide value.
        let mut w = WideWeight::zero(10);
        w.set_field(630, 10, 0x3ff);
        w.set_field(60, 8, 0xab);
        assert_eq!(w.get_field(60, 8), 0xab);
        assert_eq!(w.limbs()[0] >> 60, 0xb);
        assert_eq!(w.limbs()[1], 0xa);
        assert_eq!(w.bit_len(), 640);
        assert_eq!(
            format!("{:?}", WideWeight::from_u128(0x1_0000_0000_0000_0002, 2)),
            "WideWeight(0x1_0000000000000002; 2 limbs)"
        );
    }
}
