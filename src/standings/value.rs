//! Exact tie-break values. Every C.07 value is a whole number or has at most
//! two decimals (points and Buchholz sums in tenths, Sonneborn-Berger products
//! of tenths, AOB rounded to hundredths, rating averages rounded to integers),
//! so a fixed-point number of hundredths holds them all exactly: no value is
//! ever a binary float, and equal values compare equal.

use crate::model::Points;
use std::fmt;

/// A decimal number with two decimals: `Decimal::from_hundredths(2075)` is 20.75.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Decimal(i64);

impl Decimal {
    pub const ZERO: Decimal = Decimal(0);

    pub const fn from_hundredths(hundredths: i64) -> Decimal {
        Decimal(hundredths)
    }

    pub const fn from_int(n: i64) -> Decimal {
        Decimal(n * 100)
    }

    pub fn from_points(p: Points) -> Decimal {
        Decimal(i64::from(p.tenths()) * 10)
    }

    /// The product of two scores (Sonneborn-Berger, C.07 9.1): tenths × tenths
    /// are hundredths, so the product is exact.
    pub fn product(a: Points, b: Points) -> Decimal {
        Decimal(i64::from(a.tenths()) * i64::from(b.tenths()))
    }

    pub const fn hundredths(self) -> i64 {
        self.0
    }

    /// The integer part, when the value is whole.
    pub fn as_int(self) -> Option<i64> {
        (self.0 % 100 == 0).then_some(self.0 / 100)
    }

    /// For JSON and plotting only; every computation stays in hundredths.
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// Parses `"20.5"`, `"34.25"`, `"2311"`, `"-3"`, `"16.00"`; `None` for more
    /// than two significant decimals or anything that is not a number.
    pub fn parse(text: &str) -> Option<Decimal> {
        let text = text.trim();
        let (negative, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (whole, fraction) = body.split_once('.').unwrap_or((body, ""));
        if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if !fraction.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let (kept, rest) = fraction.split_at(fraction.len().min(2));
        if rest.bytes().any(|b| b != b'0') {
            return None;
        }
        let mut hundredths: i64 = whole.parse::<i64>().ok()?.checked_mul(100)?;
        let mut scale = 10;
        for digit in kept.bytes() {
            hundredths = hundredths.checked_add(i64::from(digit - b'0') * scale)?;
            scale /= 10;
        }
        Some(Decimal(if negative { -hundredths } else { hundredths }))
    }

    /// The text with exactly `decimals` decimals (0, 1 or 2), rounded half
    /// away from zero if the value has more.
    pub fn to_string_with(self, decimals: u32) -> String {
        let decimals = decimals.min(2);
        let unit = 10_i64.pow(2 - decimals);
        let scaled = div_round_half_up(self.0, unit);
        let sign = if scaled < 0 { "-" } else { "" };
        let abs = scaled.unsigned_abs();
        if decimals == 0 {
            return format!("{sign}{abs}");
        }
        let base = 10_u64.pow(decimals);
        format!("{sign}{}.{:0width$}", abs / base, abs % base, width = decimals as usize)
    }
}

impl fmt::Display for Decimal {
    /// The shortest exact text: `20.5`, `34.25`, `2473`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let decimals = if self.0 % 100 == 0 {
            0
        } else if self.0 % 10 == 0 {
            1
        } else {
            2
        };
        f.pad(&self.to_string_with(decimals))
    }
}

impl std::ops::Add for Decimal {
    type Output = Decimal;
    fn add(self, rhs: Decimal) -> Decimal {
        Decimal(self.0 + rhs.0)
    }
}

impl std::ops::Sub for Decimal {
    type Output = Decimal;
    fn sub(self, rhs: Decimal) -> Decimal {
        Decimal(self.0 - rhs.0)
    }
}

impl std::iter::Sum for Decimal {
    fn sum<I: Iterator<Item = Decimal>>(iter: I) -> Decimal {
        Decimal(iter.map(|d| d.0).sum())
    }
}

/// `num / den` rounded to the nearest integer, halves away from zero (the
/// "0.5 rounded up" of C.07 10.1 for the non-negative values it applies to).
/// `den` must be positive.
pub fn div_round_half_up(num: i64, den: i64) -> i64 {
    debug_assert!(den > 0);
    let q = (2 * num.abs() + den) / (2 * den);
    if num < 0 { -q } else { q }
}

/// The mean of `values` rounded half up to a whole multiple of `unit`
/// hundredths (`unit` 1: two decimals, as AOB, C.07 8.2; `unit` 100: an
/// integer, as APRO / APPO, C.07 10.4 and 10.5). `None` for no values.
pub fn mean_rounded(values: &[Decimal], unit: i64) -> Option<Decimal> {
    if values.is_empty() {
        return None;
    }
    let sum: i64 = values.iter().map(|v| v.0).sum();
    let count = values.len() as i64;
    Some(Decimal(div_round_half_up(sum, count * unit) * unit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_reference_texts() {
        assert_eq!(Decimal::parse("20.5"), Some(Decimal(2050)));
        assert_eq!(Decimal::parse("34.25"), Some(Decimal(3425)));
        assert_eq!(Decimal::parse("16.00"), Some(Decimal(1600)));
        assert_eq!(Decimal::parse("2311"), Some(Decimal(231100)));
        assert_eq!(Decimal::parse("0"), Some(Decimal(0)));
        assert_eq!(Decimal::parse("-7"), Some(Decimal(-700)));
        assert_eq!(Decimal::parse("1.005"), None);
        assert_eq!(Decimal::parse("x"), None);
        assert_eq!(Decimal::parse(".5"), None);
    }

    #[test]
    fn prints_shortest_and_fixed() {
        assert_eq!(Decimal(2050).to_string(), "20.5");
        assert_eq!(Decimal(3425).to_string(), "34.25");
        assert_eq!(Decimal(247300).to_string(), "2473");
        assert_eq!(Decimal(-5).to_string(), "-0.05");
        assert_eq!(Decimal(2050).to_string_with(2), "20.50");
        assert_eq!(Decimal(800).to_string_with(1), "8.0");
        assert_eq!(Decimal(3425).to_string_with(1), "34.3");
    }

    #[test]
    fn means_round_half_up() {
        // C.07 10.1: 0.5 rounded up.
        let v = [Decimal::from_int(2400), Decimal::from_int(2401)];
        assert_eq!(mean_rounded(&v, 100), Some(Decimal::from_int(2401)));
        let v = [Decimal(875), Decimal(800), Decimal(800)];
        // 24.75 / 3 = 8.25
        assert_eq!(mean_rounded(&v, 1), Some(Decimal(825)));
        let v = [Decimal(1), Decimal(0)];
        assert_eq!(mean_rounded(&v, 1), Some(Decimal(1)));
        assert_eq!(mean_rounded(&[], 1), None);
        assert_eq!(div_round_half_up(-5, 2), -3);
    }
}
