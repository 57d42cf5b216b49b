//! The two conversion tables of the FIDE Rating Regulations (B.02, in force
//! from 1 March 2024, handbook.fide.com/chapter/B022024; the Rapid and Blitz
//! Rating Regulations print the same tables as 7.1.1 and 7.1.2):
//!
//! * 8.1.1: a fractional score p (0.00 – 1.00) to a rating difference dp;
//! * 8.1.2: a rating difference D to the scoring probability PD of the
//!   higher (H) and the lower (L) rated player.
//!
//! "The two tables are effectively mirror-images" (8.1): both are kept as
//! printed, since the regulations use the printed values, not a formula.

/// Table 8.1.1: dp for p = 0.00, 0.01, ..., 1.00 (index = p in hundredths).
/// "For a zero or 1.0 score dp is necessarily indeterminate but is shown
/// notionally as 800."
const DP_FOR_SCORE: [i64; 101] = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284,
    -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125,
    -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0, 7, 14, 21, 29, 36,
    43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211,
    220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589,
    677, 800,
];

/// Table 8.1.2: the highest rating difference D of each row; row `i` gives
/// the higher rated player PD(H) = 0.50 + i/100 and the lower rated one
/// PD(L) = 0.50 − i/100. Above the last row (D > 735): 1.0 and .00.
const ROW_TOPS: [i64; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179,
    188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456,
    484, 517, 559, 619, 735,
];

/// dp for a fractional score in hundredths (8.1.1); outside 0 – 100 the
/// table's ends.
pub fn dp_for_score(p_hundredths: i64) -> i64 {
    DP_FOR_SCORE[p_hundredths.clamp(0, 100) as usize]
}

/// PD in hundredths of a player whose rating is `difference` points above
/// the opponent's (negative: below), read from table 8.1.2 on the whole
/// scale: a caller applying the 400-point rule caps `difference` first.
pub fn expected_hundredths(difference: i64) -> i64 {
    let row = ROW_TOPS.iter().position(|&top| difference.abs() <= top).unwrap_or(ROW_TOPS.len()) as i64;
    if difference >= 0 { 50 + row } else { 50 - row }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_read_as_printed() {
        // 8.1.2 rows "0-3 .50 .50", "4-10 .51 .49", "392-411 .92 .08",
        // "620-735 .99 .01", "> 735 1.0 .00".
        assert_eq!((expected_hundredths(3), expected_hundredths(-3)), (50, 50));
        assert_eq!((expected_hundredths(4), expected_hundredths(-10)), (51, 49));
        assert_eq!((expected_hundredths(400), expected_hundredths(-400)), (92, 8));
        assert_eq!((expected_hundredths(735), expected_hundredths(736)), (99, 100));
        assert_eq!(expected_hundredths(-1000), 0);
        // 8.1.1: ".50 0", ".67 125", ".33 -125", "1.0 800", ".00 -800".
        assert_eq!((dp_for_score(50), dp_for_score(67), dp_for_score(33)), (0, 125, -125));
        assert_eq!((dp_for_score(100), dp_for_score(0)), (800, -800));
        // Mirror images: dp(p) = -dp(1 - p).
        assert!((0..=100).all(|p| dp_for_score(p) == -dp_for_score(100 - p)));
    }
}
