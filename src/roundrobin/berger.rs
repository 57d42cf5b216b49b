//! The Berger tables of FIDE C.05 Annex 1, built for any even size.
//!
//! The Annex prints the tables for 3/4 … 15/16 participants; every one of
//! them follows one construction, which this module applies to any size
//! (docs/round-robin.md gives it in words). With N the even table size and
//! M = N − 1 rounds, reducing numbers into 1 … M:
//!
//! * participant N plays on board 1 of every round, against the q with
//!   2q ≡ r + 1 (mod M); N has Black in odd rounds and White in even ones;
//! * board k (2 … N/2) pairs q + (k − 1) with White against q − (k − 1).
//!
//! So two participants a, b < N meet in the round r with a + b ≡ r + 1
//! (mod M). The tests check the construction against the Annex's printed
//! tables, written out by hand from the text.

use crate::pairing::Board;

/// The even size of the table for `participants` (C.05 Annex 1: "Where
/// there is an odd number of players, the highest number counts as a bye").
pub fn table_size(participants: u32) -> u32 {
    participants + participants % 2
}

/// Round `round` (1 … size − 1) of the Berger table of even `size`, boards in
/// the table's order, the first-named participant with White. Empty when the
/// size is odd or below 2, or the round is outside the table.
pub fn table_round(size: u32, round: u32) -> Vec<Board> {
    if size < 2 || size % 2 == 1 || round == 0 || round >= size {
        return Vec::new();
    }
    let last = size;
    let rounds = size - 1;
    // Numbers are reduced into 1 ..= rounds (a multiple of `rounds` is `rounds`).
    let wrap = |x: i64| -> u32 {
        let m = i64::from(rounds);
        let r = x.rem_euclid(m);
        u32::try_from(if r == 0 { m } else { r }).unwrap_or(0)
    };
    // 2q ≡ round + 1 (mod rounds): rounds is odd, so the inverse of 2 is
    // (rounds + 1) / 2.
    let half = i64::from(rounds.div_ceil(2));
    let q = wrap((i64::from(round) + 1) * half);
    let mut boards = Vec::with_capacity(usize::try_from(size / 2).unwrap_or(0));
    boards.push(if round % 2 == 1 {
        Board { white: q, black: last }
    } else {
        Board { white: last, black: q }
    });
    for k in 1..i64::from(size / 2) {
        boards.push(Board { white: wrap(i64::from(q) + k), black: wrap(i64::from(q) - k) });
    }
    boards
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A round as the Annex prints it: "1-10, 2-9, ..." (White first).
    fn printed(text: &str) -> Vec<Board> {
        text.split(',')
            .map(|pair| {
                let (w, b) = pair.trim().split_once('-').unwrap_or_else(|| panic!("bad pair {pair}"));
                Board { white: w.trim().parse().unwrap_or(0), black: b.trim().parse().unwrap_or(0) }
            })
            .collect()
    }

    fn assert_table(size: u32, rounds: &[&str]) {
        assert_eq!(rounds.len(), (size - 1) as usize);
        for (i, text) in rounds.iter().enumerate() {
            let r = u32::try_from(i + 1).unwrap_or(0);
            assert_eq!(table_round(size, r), printed(text), "table {size}, round {r}");
        }
    }

    // The tables below are copied from the printed tables of C.05 Annex 1
    // ("Rd 1: 1-4, 2-3" ...), not produced by the code.

    #[test]
    fn three_or_four_participants() {
        assert_table(4, &["1-4, 2-3", "4-3, 1-2", "2-4, 3-1"]);
    }

    #[test]
    fn five_or_six_participants() {
        assert_table(
            6,
            &["1-6, 2-5, 3-4", "6-4, 5-3, 1-2", "2-6, 3-1, 4-5", "6-5, 1-4, 2-3", "3-6, 4-2, 5-1"],
        );
    }

    #[test]
    fn seven_or_eight_participants() {
        assert_table(
            8,
            &[
                "1-8, 2-7, 3-6, 4-5",
                "8-5, 6-4, 7-3, 1-2",
                "2-8, 3-1, 4-7, 5-6",
                "8-6, 7-5, 1-4, 2-3",
                "3-8, 4-2, 5-1, 6-7",
                "8-7, 1-6, 2-5, 3-4",
                "4-8, 5-3, 6-2, 7-1",
            ],
        );
    }

    #[test]
    fn nine_or_ten_participants() {
        assert_table(
            10,
            &[
                "1-10, 2-9, 3-8, 4-7, 5-6",
                "10-6, 7-5, 8-4, 9-3, 1-2",
                "2-10, 3-1, 4-9, 5-8, 6-7",
                "10-7, 8-6, 9-5, 1-4, 2-3",
                "3-10, 4-2, 5-1, 6-9, 7-8",
                "10-8, 9-7, 1-6, 2-5, 3-4",
                "4-10, 5-3, 6-2, 7-1, 8-9",
                "10-9, 1-8, 2-7, 3-6, 4-5",
                "5-10, 6-4, 7-3, 8-2, 9-1",
            ],
        );
    }

    #[test]
    fn eleven_or_twelve_participants() {
        assert_table(
            12,
            &[
                "1-12, 2-11, 3-10, 4-9, 5-8, 6-7",
                "12-7, 8-6, 9-5, 10-4, 11-3, 1-2",
                "2-12, 3-1, 4-11, 5-10, 6-9, 7-8",
                "12-8, 9-7, 10-6, 11-5, 1-4, 2-3",
                "3-12, 4-2, 5-1, 6-11, 7-10, 8-9",
                "12-9, 10-8, 11-7, 1-6, 2-5, 3-4",
                "4-12, 5-3, 6-2, 7-1, 8-11, 9-10",
                "12-10, 11-9, 1-8, 2-7, 3-6, 4-5",
                "5-12, 6-4, 7-3, 8-2, 9-1, 10-11",
                "12-11, 1-10, 2-9, 3-8, 4-7, 5-6",
                "6-12, 7-5, 8-4, 9-3, 10-2, 11-1",
            ],
        );
    }

    #[test]
    fn thirteen_or_fourteen_participants() {
        assert_table(
            14,
            &[
                "1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8",
                "14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2",
                "2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9",
                "14-9, 10-8, 11-7, 12-6, 13-5, 1-4, 2-3",
                "3-14, 4-2, 5-1, 6-13, 7-12, 8-11, 9-10",
                "14-10, 11-9, 12-8, 13-7, 1-6, 2-5, 3-4",
                "4-14, 5-3, 6-2, 7-1, 8-13, 9-12, 10-11",
                "14-11, 12-10, 13-9, 1-8, 2-7, 3-6, 4-5",
                "5-14, 6-4, 7-3, 8-2, 9-1, 10-13, 11-12",
                "14-12, 13-11, 1-10, 2-9, 3-8, 4-7, 5-6",
                "6-14, 7-5, 8-4, 9-3, 10-2, 11-1, 12-13",
                "14-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7",
                "7-14, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1",
            ],
        );
    }

    #[test]
    fn fifteen_or_sixteen_participants() {
        assert_table(
            16,
            &[
                "1-16, 2-15, 3-14, 4-13, 5-12, 6-11, 7-10, 8-9",
                "16-9, 10-8, 11-7, 12-6, 13-5, 14-4, 15-3, 1-2",
                "2-16, 3-1, 4-15, 5-14, 6-13, 7-12, 8-11, 9-10",
                "16-10, 11-9, 12-8, 13-7, 14-6, 15-5, 1-4, 2-3",
                "3-16, 4-2, 5-1, 6-15, 7-14, 8-13, 9-12, 10-11",
                "16-11, 12-10, 13-9, 14-8, 15-7, 1-6, 2-5, 3-4",
                "4-16, 5-3, 6-2, 7-1, 8-15, 9-14, 10-13, 11-12",
                "16-12, 13-11, 14-10, 15-9, 1-8, 2-7, 3-6, 4-5",
                "5-16, 6-4, 7-3, 8-2, 9-1, 10-15, 11-14, 12-13",
                "16-13, 14-12, 15-11, 1-10, 2-9, 3-8, 4-7, 5-6",
                "6-16, 7-5, 8-4, 9-3, 10-2, 11-1, 12-15, 13-14",
                "16-14, 15-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7",
                "7-16, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1, 14-15",
                "16-15, 1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8",
                "8-16, 9-7, 10-6, 11-5, 12-4, 13-3, 14-2, 15-1",
            ],
        );
    }

    /// Beyond the printed tables (24+ participants): every pair meets exactly
    /// once per cycle, everyone plays every round, and nobody but N has the
    /// same colour three times running (the property the Annex's tables
    /// have and its double-round-robin advice is about).
    #[test]
    fn larger_tables_are_round_robins() {
        for size in (2..=40).step_by(2) {
            let mut met = std::collections::HashSet::new();
            let mut colours: Vec<Vec<bool>> = vec![Vec::new(); size as usize + 1];
            for r in 1..size {
                let boards = table_round(size, r);
                assert_eq!(boards.len(), (size / 2) as usize);
                let mut seen = std::collections::HashSet::new();
                for b in &boards {
                    assert!(seen.insert(b.white) && seen.insert(b.black), "size {size} round {r}");
                    assert!(met.insert((b.white.min(b.black), b.white.max(b.black))), "rematch, size {size}");
                    colours[b.white as usize].push(true);
                    colours[b.black as usize].push(false);
                }
            }
            assert_eq!(met.len(), (size * (size - 1) / 2) as usize);
            for (p, c) in colours.iter().enumerate().skip(1).take(size as usize - 1) {
                assert!(!c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]), "size {size}, participant {p}");
            }
        }
    }

    #[test]
    fn outside_the_table_is_empty() {
        assert!(table_round(9, 1).is_empty());
        assert!(table_round(10, 0).is_empty());
        assert!(table_round(10, 10).is_empty());
        assert_eq!(table_size(9), 10);
        assert_eq!(table_size(10), 10);
    }
}
