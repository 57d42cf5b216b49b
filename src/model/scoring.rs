//! Points. Scores are kept in tenths of a point so that 1/½/0, 3/1/0 and any
//! TRF `%4.1f` value are exact and comparisons never involve floating point.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A score or a number of points, in tenths of a point (`Points(15)` is 1.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Points(pub i32);

impl Points {
    pub const ZERO: Points = Points(0);
    pub const HALF: Points = Points(5);
    pub const ONE: Points = Points(10);

    pub fn tenths(self) -> i32 {
        self.0
    }

    pub fn from_tenths(tenths: i32) -> Points {
        Points(tenths)
    }

    /// Parses `1`, `1.5`, `0.5`, ` 3.0`, `.5` (surrounding blanks allowed).
    pub fn parse(text: &str) -> Option<Points> {
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let (negative, body) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (whole, fraction) = match body.split_once('.') {
            Some((w, f)) => (w, f),
            None => (body, ""),
        };
        if !whole.chars().all(|c| c.is_ascii_digit()) || !fraction.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        if whole.is_empty() && fraction.is_empty() {
            return None;
        }
        let whole_value: i32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
        // Only tenths are representable; extra digits must be zeros.
        let mut digits = fraction.chars();
        let tenth = digits.next().map(|c| c as i32 - '0' as i32).unwrap_or(0);
        if digits.any(|c| c != '0') {
            return None;
        }
        let value = whole_value.checked_mul(10)?.checked_add(tenth)?;
        Some(Points(if negative { -value } else { value }))
    }

    /// The `%4.1f`-style text used by TRF (`1.5`, `10.0`).
    pub fn to_decimal_string(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.abs();
        format!("{sign}{}.{}", abs / 10, abs % 10)
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.to_decimal_string())
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0 + rhs.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, rhs: Points) {
        self.0 += rhs.0;
    }
}

impl std::ops::Sub for Points {
    type Output = Points;
    fn sub(self, rhs: Points) -> Points {
        Points(self.0 - rhs.0)
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        Points(iter.map(|p| p.0).sum())
    }
}

/// Points awarded for every kind of result (C.04.1; TRF `XXS`/`BB*`, TRF-2026 `162`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringSystem {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    /// Forfeit win (`+`).
    pub forfeit_win: Points,
    /// Forfeit loss (`-`).
    pub forfeit_loss: Points,
    /// Pairing-allocated bye (`U`).
    pub pairing_bye: Points,
    /// Requested full-point bye (`F`).
    pub full_bye: Points,
    /// Requested half-point bye (`H`).
    pub half_bye: Points,
    /// Zero-point bye or known absence (`Z`).
    pub zero_bye: Points,
}

impl Default for ScoringSystem {
    fn default() -> Self {
        ScoringSystem::standard()
    }
}

impl ScoringSystem {
    /// 1 / ½ / 0, the PAB and full-point bye worth a win.
    pub fn standard() -> ScoringSystem {
        ScoringSystem::with_win_draw(Points::ONE, Points::HALF)
    }

    /// "Football" scoring 3 / 1 / 0.
    pub fn football() -> ScoringSystem {
        ScoringSystem::with_win_draw(Points(30), Points(10))
    }

    /// Wins (including forfeit wins, PAB, full-point byes) worth `win`, draws and
    /// half-point byes worth `draw`, everything else zero.
    pub fn with_win_draw(win: Points, draw: Points) -> ScoringSystem {
        ScoringSystem {
            win,
            draw,
            loss: Points::ZERO,
            forfeit_win: win,
            forfeit_loss: Points::ZERO,
            pairing_bye: win,
            full_bye: win,
            half_bye: draw,
            zero_bye: Points::ZERO,
        }
    }

    pub fn is_standard(&self) -> bool {
        *self == ScoringSystem::standard()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_trf_point_fields() {
        assert_eq!(Points::parse(" 4.5"), Some(Points(45)));
        assert_eq!(Points::parse("10.0"), Some(Points(100)));
        assert_eq!(Points::parse("3"), Some(Points(30)));
        assert_eq!(Points::parse(".5"), Some(Points(5)));
        assert_eq!(Points::parse("0.50"), Some(Points(5)));
        assert_eq!(Points::parse("0.25"), None);
        assert_eq!(Points::parse("x"), None);
        assert_eq!(Points::parse(""), None);
        assert_eq!(Points::parse("."), None);
    }

    #[test]
    fn formats_like_trf() {
        assert_eq!(Points(45).to_decimal_string(), "4.5");
        assert_eq!(Points(0).to_decimal_string(), "0.0");
        assert_eq!(format!("{:>4}", Points(105)), "10.5");
    }

    #[test]
    fn football_scoring_awards_three_for_a_win() {
        let s = ScoringSystem::football();
        assert_eq!(s.win, Points(30));
        assert_eq!(s.draw, Points(10));
        assert_eq!(s.pairing_bye, Points(30));
        assert_eq!(s.half_bye, Points(10));
    }
}
