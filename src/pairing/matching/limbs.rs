//! Fixed-width unsigned arithmetic on little-endian `u64` limb slices: the
//! only arithmetic the matcher core does.
//!
//! Every slice passed to one call has the same length (the matcher's width).
//! The matcher sizes that width so no value it keeps can overflow (see
//! `Core::bits_to_limbs`), so these kernels only `debug_assert!` on a carry or
//! borrow out of the top limb.

use std::cmp::Ordering;

/// `out = (a + b) - 2w`; returns whether the result is zero.
///
/// This is the innermost operation of the matcher (the slack of an edge), so
/// it is one fused pass: a carry for the sum, a borrow for the difference, and
/// the bit the doubling of `w` moves into the next limb. `a + b` may exceed the
/// width; only the result must fit.
#[inline(always)]
pub(super) fn slack(out: &mut [u64], a: &[u64], b: &[u64], w: &[u64]) -> bool {
    let len = out.len();
    let (a, b, w) = (&a[..len], &b[..len], &w[..len]);
    let (mut carry, mut borrow, mut w_top, mut any) = (0u64, 0u64, 0u64, 0u64);
    for i in 0..len {
        let z2 = w[i] << 1 | w_top;
        w_top = w[i] >> 63;
        let (s, c1) = a[i].overflowing_add(b[i]);
        let (s, c2) = s.overflowing_add(carry);
        carry = (c1 | c2) as u64;
        let (d, b1) = s.overflowing_sub(z2);
        let (d, b2) = d.overflowing_sub(borrow);
        borrow = (b1 | b2) as u64;
        out[i] = d;
        any |= d;
    }
    debug_assert_eq!(carry, borrow + w_top, "matcher slack negative or out of range");
    any == 0
}

/// Whether the slack `a + b - 2w` is certainly greater than `best`, decided
/// from the top limb down; `top` is the highest limb any of the values can
/// have nonzero (the matcher's values stay below `2^(max_bits + 3)`).
///
/// This is the prefilter of the matcher's scans: an edge whose slack exceeds
/// the best one recorded is neither tight nor a new best, so its full slack
/// is never needed. With `D_j` the difference `a + b - 2w - best` of the parts
/// from limb `j` up (each value shifted down by `64 j` bits), the true
/// difference is `D_j 2^(64 j)` plus the low parts' contribution, which lies
/// strictly between `-3 * 2^(64 j)` and `2 * 2^(64 j)`. So `D_j >= 3` proves
/// `slack > best` and `D_j <= -2` proves `slack < best`; in between, one more
/// limb is taken (`D_(j-1) = D_j 2^64 + a_(j-1) + b_(j-1) - 2 w_(j-1) -
/// best_(j-1)`, small enough for an `i128` since `|D_j| <= 2`), and `D_0` is
/// exact. With engine-style weights, whose high limbs hold the most important
/// criteria, most edges are decided by the first limb or two, reading little
/// more than one cache line of the weight.
#[inline(always)]
pub(super) fn slack_exceeds(a: &[u64], b: &[u64], w: &[u64], best: &[u64], top: usize) -> bool {
    slack_cmp(a, b, w, best, top) == Ordering::Greater
}

/// How the slack `a + b - 2w` compares with `best`, decided as in
/// [`slack_exceeds`] (`D_j >= 3`: greater, `D_j <= -2`: less, `D_0` exact).
///
/// The scans need the equal case too: an edge whose slack equals the best
/// one recorded (and is not zero, so not tight) changes nothing either, as
/// bests are replaced only by a strictly smaller slack. In the Dutch 2026
/// round matcher that is most edges a scan reads: a window member's edges
/// to the players outside all have the slack of its excess dual, and so
/// does the best edge each of those players recorded (issue 31). Deciding
/// them here spares working the slack out in full and comparing it again.
#[inline(always)]
pub(super) fn slack_cmp(a: &[u64], b: &[u64], w: &[u64], best: &[u64], top: usize) -> Ordering {
    let (a, b, w, best) = (&a[..=top], &b[..=top], &w[..=top], &best[..=top]);
    // One limb's term `a_j + b_j - 2 w_j - best_j` (below 2^66 in size;
    // wrapping ops only spare the dev profile its checks).
    let term = |j: usize| -> i128 {
        (a[j] as i128)
            .wrapping_add(b[j] as i128)
            .wrapping_sub((w[j] as i128) << 1)
            .wrapping_sub(best[j] as i128)
    };
    // While `D` is zero, `D_j` is limb `j`'s term alone: the limbs are
    // looked at independently (no carried difference to wait for), which
    // is most of an equal pair of values' limbs.
    let mut j = top;
    let mut d = term(j);
    while d == 0 {
        if j == 0 {
            return Ordering::Equal;
        }
        j -= 1;
        d = term(j);
    }
    loop {
        if j == 0 {
            return d.cmp(&0);
        }
        if d >= 3 {
            return Ordering::Greater;
        }
        if d <= -2 {
            return Ordering::Less;
        }
        j -= 1;
        // No overflow: `|d| <= 2` before the shift.
        d = (d << 64).wrapping_add(term(j));
    }
}

/// Numeric comparison.
#[inline]
pub(super) fn cmp(a: &[u64], b: &[u64]) -> Ordering {
    for (x, y) in a.iter().rev().zip(b.iter().rev()) {
        if x != y {
            return x.cmp(y);
        }
    }
    Ordering::Equal
}

/// `a < b`.
#[inline]
pub(super) fn lt(a: &[u64], b: &[u64]) -> bool {
    cmp(a, b) == Ordering::Less
}

/// `a += b`.
#[inline]
pub(super) fn add(a: &mut [u64], b: &[u64]) {
    let mut carry = false;
    for (x, &y) in a.iter_mut().zip(b) {
        let (s, c1) = x.overflowing_add(y);
        let (s, c2) = s.overflowing_add(carry as u64);
        *x = s;
        carry = c1 | c2;
    }
    debug_assert!(!carry, "matcher value overflows its width");
}

/// `a -= b`; requires `a >= b`.
#[inline]
pub(super) fn sub(a: &mut [u64], b: &[u64]) {
    let mut borrow = false;
    for (x, &y) in a.iter_mut().zip(b) {
        let (s, b1) = x.overflowing_sub(y);
        let (s, b2) = s.overflowing_sub(borrow as u64);
        *x = s;
        borrow = b1 | b2;
    }
    debug_assert!(!borrow, "matcher value would go negative");
}

/// `a *= 2`.
pub(super) fn double(a: &mut [u64]) {
    let mut carry = 0u64;
    for x in a.iter_mut() {
        let next = *x >> 63;
        *x = *x << 1 | carry;
        carry = next;
    }
    debug_assert_eq!(carry, 0, "matcher value overflows its width");
}

/// `a /= 2` (exact for even `a`).
pub(super) fn halve(a: &mut [u64]) {
    let mut carry = 0u64;
    for x in a.iter_mut().rev() {
        let next = *x & 1;
        *x = *x >> 1 | carry << 63;
        carry = next;
    }
}

/// `a += 1`.
pub(super) fn increment(a: &mut [u64]) {
    for x in a.iter_mut() {
        let (s, c) = x.overflowing_add(1);
        *x = s;
        if !c {
            return;
        }
    }
    debug_assert!(false, "matcher value overflows its width");
}

/// Whether `a` is zero.
#[inline]
pub(super) fn is_zero(a: &[u64]) -> bool {
    a.iter().all(|&x| x == 0)
}

/// Whether `a` is odd.
#[inline]
pub(super) fn is_odd(a: &[u64]) -> bool {
    a.first().is_some_and(|&x| x & 1 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two-limb values against `u128`.
    #[test]
    fn kernels_match_u128() {
        let mut s = 0x1234_5678_9abc_def0u64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let split = |v: u128| [v as u64, (v >> 64) as u64];
        let join = |l: &[u64]| l[0] as u128 | (l[1] as u128) << 64;
        for _ in 0..100_000 {
            let a = ((next() as u128) << 64 | next() as u128) >> (next() % 128);
            let b = ((next() as u128) << 64 | next() as u128) >> (next() % 128);
            assert_eq!(cmp(&split(a), &split(b)), a.cmp(&b));
            let (hi, lo) = (a.max(b), a.min(b));
            let mut x = split(hi);
            sub(&mut x, &split(lo));
            assert_eq!(join(&x), hi - lo);
            if let Some(sum) = hi.checked_add(lo) {
                let mut y = split(hi);
                add(&mut y, &split(lo));
                assert_eq!(join(&y), sum);
            }
            let (p, q) = (a >> 2, b >> 2);
            let half = (p + q) / 2;
            let w = half - (next() as u128 % (half + 1));
            let mut out = [0u64; 2];
            let tight = slack(&mut out, &split(p), &split(q), &split(w));
            assert_eq!(join(&out), p + q - 2 * w);
            assert_eq!(tight, p + q == 2 * w);
            let mut d = split(a >> 1);
            double(&mut d);
            assert_eq!(join(&d), (a >> 1) << 1);
            halve(&mut d);
            assert_eq!(join(&d), a >> 1);
            let mut e = split(a >> 1);
            increment(&mut e);
            assert_eq!(join(&e), (a >> 1) + 1);
            assert_eq!(is_odd(&split(a)), a & 1 == 1);
        }
        // Carries across the whole width in the slack kernel.
        let mut out = [0u64; 3];
        assert!(slack(&mut out, &[u64::MAX, u64::MAX, 0], &[1, 0, 0], &[0, 1 << 63, 0]));
    }

    /// [`slack_exceeds`] and [`slack_cmp`] against exact `u128` arithmetic, on
    /// values that share their high limbs (so the decision often needs the
    /// low limb) and on values a limb or more apart.
    #[test]
    fn slack_exceeds_matches_u128() {
        let mut s = 0x0ddc_0ffe_e15e_a5e5u64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let split = |v: u128| [v as u64, (v >> 64) as u64];
        for case in 0..200_000 {
            // Values below 2^124 so sums fit, with a shared random high part.
            let high = ((next() as u128) << 58) & (u128::MAX >> 6);
            let low = |x: u64| -> u128 {
                match case % 3 {
                    0 => x as u128 % 8,
                    1 => x as u128,
                    _ => (x as u128) << (x % 60),
                }
            };
            let w = (high >> 1) + low(next());
            let a = high + low(next());
            let b = high.saturating_sub(low(next()));
            if a + b < 2 * w {
                continue;
            }
            let slack = a + b - 2 * w;
            let best = match case % 4 {
                0 => slack,
                1 => slack.saturating_sub(next() as u128 % 4),
                2 => slack + next() as u128 % 4,
                _ => low(next()) + (high >> (next() % 3)),
            };
            let got = slack_exceeds(&split(a), &split(b), &split(w), &split(best), 1);
            assert_eq!(got, slack > best, "a={a} b={b} w={w} best={best}");
            let order = slack_cmp(&split(a), &split(b), &split(w), &split(best), 1);
            assert_eq!(order, slack.cmp(&best), "a={a} b={b} w={w} best={best}");
            // The same values under two more limbs whose terms cancel
            // (a_j + b_j = 2 w_j + best_j, as the Dutch 2026 round matcher's
            // high limbs often do): the same order, found past them.
            let (p, q) = (next() >> 2, next() >> 2);
            let widen = |v: u128, top: [u64; 2]| [v as u64, (v >> 64) as u64, top[0], top[1]];
            let order = slack_cmp(
                &widen(a, [p, q]),
                &widen(b, [p + q, p]),
                &widen(w, [p, q / 2]),
                &widen(best, [q, p + q - 2 * (q / 2)]),
                3,
            );
            assert_eq!(order, slack.cmp(&best), "a={a} b={b} w={w} best={best} p={p} q={q}");
            // Shifted up a limb, under one cancelling limb: the difference
            // held right below the equal run must still be read.
            let shift = |v: u128, top: u64| [0, v as u64, (v >> 64) as u64, top];
            let order = slack_cmp(&shift(a, p), &shift(b, p + q), &shift(w, p), &shift(best, q), 3);
            assert_eq!(order, slack.cmp(&best), "shifted: a={a} b={b} w={w} best={best} p={p} q={q}");
        }
    }
}
