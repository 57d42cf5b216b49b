//! The whole schedule of a round robin: which table round each round plays,
//! in which cycle, with which colours.

use super::berger::{table_round, table_size};
use super::error::RoundRobinError;
use crate::model::{CycleOrder, Cycles, RoundRobin};
use crate::pairing::{Board, Pairing};

/// Where a round of the event comes from in the Berger table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// 1 or 2.
    pub cycle: u32,
    /// The table's round (1 … size − 1).
    pub table_round: u32,
    /// Second cycle: the table's colours exchanged (C.05 Annex 1).
    pub reversed: bool,
    /// One of the last two rounds of the first cycle of a double round robin
    /// played in FIDE's order (the Annex's recommendation): played in the
    /// other's place.
    pub swapped: bool,
}

/// The rounds of a round robin of `participants` numbered 1 … n.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Schedule {
    participants: u32,
    size: u32,
    format: RoundRobin,
}

/// The smallest round robin: three participants (two are a match).
pub const MIN_PARTICIPANTS: u32 = 3;

impl Schedule {
    pub fn new(participants: u32, format: RoundRobin) -> Result<Schedule, RoundRobinError> {
        if participants < MIN_PARTICIPANTS {
            return Err(RoundRobinError::TooFewParticipants { count: participants });
        }
        Ok(Schedule { participants, size: table_size(participants), format })
    }

    pub fn participants(&self) -> u32 {
        self.participants
    }

    pub fn format(&self) -> RoundRobin {
        self.format
    }

    /// The even size of the Berger table used (n, or n + 1 when n is odd).
    pub fn table_size(&self) -> u32 {
        self.size
    }

    /// Whether one participant has no game in each round (odd numbers).
    pub fn has_free_round(&self) -> bool {
        self.size != self.participants
    }

    pub fn rounds_per_cycle(&self) -> u32 {
        self.size - 1
    }

    pub fn total_rounds(&self) -> u32 {
        self.rounds_per_cycle() * self.format.cycle_count()
    }

    /// Where round `round` (1 …) comes from, or `None` beyond the last round.
    pub fn slot(&self, round: u32) -> Option<Slot> {
        if round == 0 || round > self.total_rounds() {
            return None;
        }
        let per_cycle = self.rounds_per_cycle();
        let cycle = (round - 1) / per_cycle + 1;
        let position = (round - 1) % per_cycle + 1;
        // C.05 Annex 1: "For a double-round tournament it is recommended to
        // reverse the order of the last two rounds of the first cycle. This
        // is to avoid three consecutive games with the same colour."
        let swap = self.format.cycles == Cycles::Double
            && self.format.order == CycleOrder::Fide
            && cycle == 1
            && per_cycle >= 2
            && position >= per_cycle - 1;
        let table_round = if swap { 2 * per_cycle - 1 - position } else { position };
        Some(Slot { cycle, table_round, reversed: cycle.is_multiple_of(2), swapped: swap })
    }

    /// The pairing of round `round`: boards in the table's order (the
    /// first-named participant has White; the second cycle exchanges the
    /// colours and keeps the order), and with an odd number of participants
    /// the one drawn against the missing number as the free player.
    pub fn round(&self, round: u32) -> Option<Pairing> {
        let slot = self.slot(round)?;
        let mut pairing = Pairing::default();
        for board in table_round(self.size, slot.table_round) {
            let board = if slot.reversed { Board { white: board.black, black: board.white } } else { board };
            if board.white > self.participants {
                pairing.bye = Some(board.black);
            } else if board.black > self.participants {
                pairing.bye = Some(board.white);
            } else {
                pairing.boards.push(board);
            }
        }
        Some(pairing)
    }

    /// Every round, round 1 first.
    pub fn rounds(&self) -> Vec<Pairing> {
        (1..=self.total_rounds()).filter_map(|r| self.round(r)).collect()
    }

    /// The rounds in which `a` and `b` meet (one per cycle), with `a`'s colour.
    pub fn meetings(&self, a: u32, b: u32) -> Vec<(u32, crate::model::Colour)> {
        use crate::model::Colour;
        (1..=self.total_rounds())
            .filter_map(|r| {
                let pairing = self.round(r)?;
                pairing.boards.iter().find_map(|board| {
                    if board.white == a && board.black == b {
                        Some((r, Colour::White))
                    } else if board.white == b && board.black == a {
                        Some((r, Colour::Black))
                    } else {
                        None
                    }
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Colour;

    fn pairs(p: &Pairing) -> Vec<(u32, u32)> {
        p.boards.iter().map(|b| (b.white, b.black)).collect()
    }

    fn schedule(n: u32, cycles: Cycles, order: CycleOrder) -> Schedule {
        Schedule::new(n, RoundRobin { cycles, order }).unwrap_or_else(|e| panic!("{e}"))
    }

    // Expected pairings below are read off the printed tables of C.05
    // Annex 1 and its two rules (odd numbers: "the highest number counts as
    // a bye"; double round robin: the second cycle with colours reversed,
    // and the recommended exchange of the first cycle's last two rounds).

    /// Three players, table 3/4 "Rd 1: 1-4, 2-3 / Rd 2: 4-3, 1-2 /
    /// Rd 3: 2-4, 3-1": number 4 is the bye.
    #[test]
    fn three_players_single() {
        let s = schedule(3, Cycles::Single, CycleOrder::Fide);
        assert_eq!(s.total_rounds(), 3);
        let rounds = s.rounds();
        assert_eq!((pairs(&rounds[0]), rounds[0].bye), (vec![(2, 3)], Some(1)));
        assert_eq!((pairs(&rounds[1]), rounds[1].bye), (vec![(1, 2)], Some(3)));
        assert_eq!((pairs(&rounds[2]), rounds[2].bye), (vec![(3, 1)], Some(2)));
        assert!(s.round(4).is_none());
    }

    /// Three players, double, FIDE order: first cycle rounds 1, 3, 2 of the
    /// table (the last two exchanged), then rounds 1, 2, 3 reversed.
    #[test]
    fn three_players_double_fide() {
        let s = schedule(3, Cycles::Double, CycleOrder::Fide);
        type Round = (Vec<(u32, u32)>, Option<u32>);
        let got: Vec<Round> = s.rounds().iter().map(|p| (pairs(p), p.bye)).collect();
        assert_eq!(
            got,
            vec![
                (vec![(2, 3)], Some(1)),
                (vec![(3, 1)], Some(2)),
                (vec![(1, 2)], Some(3)),
                (vec![(3, 2)], Some(1)),
                (vec![(2, 1)], Some(3)),
                (vec![(1, 3)], Some(2)),
            ]
        );
    }

    /// Four players, double, the Berger order (no exchange): table 3/4 then
    /// the same rounds reversed: 4-1, 3-2 / 3-4, 2-1 / 4-2, 1-3.
    #[test]
    fn four_players_double_berger() {
        let s = schedule(4, Cycles::Double, CycleOrder::Berger);
        let got: Vec<Vec<(u32, u32)>> = s.rounds().iter().map(pairs).collect();
        assert_eq!(
            got,
            vec![
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)],
                vec![(4, 1), (3, 2)],
                vec![(3, 4), (2, 1)],
                vec![(4, 2), (1, 3)],
            ]
        );
        assert!(s.rounds().iter().all(|p| p.bye.is_none()));
    }

    /// Four players, double, FIDE order: 1-4, 2-3 / 2-4, 3-1 / 4-3, 1-2,
    /// then 4-1, 3-2 / 3-4, 2-1 / 4-2, 1-3.
    #[test]
    fn four_players_double_fide() {
        let s = schedule(4, Cycles::Double, CycleOrder::Fide);
        let got: Vec<Vec<(u32, u32)>> = s.rounds().iter().map(pairs).collect();
        assert_eq!(
            got,
            vec![
                vec![(1, 4), (2, 3)],
                vec![(2, 4), (3, 1)],
                vec![(4, 3), (1, 2)],
                vec![(4, 1), (3, 2)],
                vec![(3, 4), (2, 1)],
                vec![(4, 2), (1, 3)],
            ]
        );
    }

    /// Nine players, table 9/10: number 10 is the bye. Rd 1 "1-10, 2-9,
    /// 3-8, 4-7, 5-6": 1 is free; Rd 2 "10-6, 7-5, 8-4, 9-3, 1-2": 6 free;
    /// Rd 9 "5-10, 6-4, 7-3, 8-2, 9-1": 5 free.
    #[test]
    fn nine_players_single() {
        let s = schedule(9, Cycles::Single, CycleOrder::Fide);
        assert_eq!(s.total_rounds(), 9);
        let r1 = s.round(1).unwrap_or_default();
        assert_eq!((pairs(&r1), r1.bye), (vec![(2, 9), (3, 8), (4, 7), (5, 6)], Some(1)));
        let r2 = s.round(2).unwrap_or_default();
        assert_eq!((pairs(&r2), r2.bye), (vec![(7, 5), (8, 4), (9, 3), (1, 2)], Some(6)));
        let r9 = s.round(9).unwrap_or_default();
        assert_eq!((pairs(&r9), r9.bye), (vec![(6, 4), (7, 3), (8, 2), (9, 1)], Some(5)));
        // Every player is free exactly once.
        let mut free: Vec<u32> = s.rounds().iter().filter_map(|p| p.bye).collect();
        free.sort_unstable();
        assert_eq!(free, (1..=9).collect::<Vec<_>>());
    }

    /// Ten players, double, FIDE order: rounds 8 and 9 of the first cycle are
    /// the table's Rd 9 "5-10, 6-4, 7-3, 8-2, 9-1" and Rd 8 "10-9, 1-8,
    /// 2-7, 3-6, 4-5"; round 10 is Rd 1 reversed "10-1, 9-2, 8-3, 7-4,
    /// 6-5"; round 18 is Rd 9 reversed "10-5, 4-6, 3-7, 2-8, 1-9".
    #[test]
    fn ten_players_double_fide() {
        let s = schedule(10, Cycles::Double, CycleOrder::Fide);
        assert_eq!(s.total_rounds(), 18);
        let round = |r| pairs(&s.round(r).unwrap_or_default());
        assert_eq!(round(1), vec![(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)]);
        assert_eq!(round(7), vec![(4, 10), (5, 3), (6, 2), (7, 1), (8, 9)]);
        assert_eq!(round(8), vec![(5, 10), (6, 4), (7, 3), (8, 2), (9, 1)]);
        assert_eq!(round(9), vec![(10, 9), (1, 8), (2, 7), (3, 6), (4, 5)]);
        assert_eq!(round(10), vec![(10, 1), (9, 2), (8, 3), (7, 4), (6, 5)]);
        assert_eq!(round(17), vec![(9, 10), (8, 1), (7, 2), (6, 3), (5, 4)]);
        assert_eq!(round(18), vec![(10, 5), (4, 6), (3, 7), (2, 8), (1, 9)]);
        // Players 1 and 6 (N/2 + 1) open each cycle with two equal colours;
        // with the exchange nobody has three in a row across the boundary.
        for p in 1..=10 {
            let colours: Vec<bool> = (1..=18)
                .map(|r| s.round(r).unwrap_or_default().boards.iter().any(|b| b.white == p))
                .collect();
            assert!(!colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]), "player {p}: {colours:?}");
        }
    }

    /// Without the exchange (the Berger order) player 1 has Black three
    /// times running: round 9 is Rd 9 "9-1", round 10 Rd 1 reversed "10-1",
    /// round 11 Rd 2 reversed "2-1" — what the Annex's advice avoids.
    #[test]
    fn ten_players_double_berger_order_gives_three_blacks_in_a_row() {
        let s = schedule(10, Cycles::Double, CycleOrder::Berger);
        assert_eq!(pairs(&s.round(9).unwrap_or_default()), vec![(5, 10), (6, 4), (7, 3), (8, 2), (9, 1)]);
        for r in 9..=11 {
            let black = s.round(r).unwrap_or_default().boards.iter().any(|b| b.black == 1);
            assert!(black, "round {r}");
        }
    }

    /// Sixteen players, table 15/16: Rd 1 "1-16, 2-15, …, 8-9", Rd 15
    /// "8-16, 9-7, 10-6, 11-5, 12-4, 13-3, 14-2, 15-1".
    #[test]
    fn sixteen_players_single() {
        let s = schedule(16, Cycles::Single, CycleOrder::Berger);
        assert_eq!(s.total_rounds(), 15);
        assert_eq!(
            pairs(&s.round(1).unwrap_or_default()),
            vec![(1, 16), (2, 15), (3, 14), (4, 13), (5, 12), (6, 11), (7, 10), (8, 9)]
        );
        assert_eq!(
            pairs(&s.round(15).unwrap_or_default()),
            vec![(8, 16), (9, 7), (10, 6), (11, 5), (12, 4), (13, 3), (14, 2), (15, 1)]
        );
        assert_eq!(s.meetings(1, 2), vec![(2, Colour::White)]);
        assert_eq!(s.meetings(16, 1), vec![(1, Colour::Black)]);
    }

    /// Sixteen players, double, FIDE order: round 30 is Rd 15 reversed
    /// "16-8, 7-9, 6-10, 5-11, 4-12, 3-13, 2-14, 1-15"; 14 and 15 exchanged.
    #[test]
    fn sixteen_players_double_fide() {
        let s = schedule(16, Cycles::Double, CycleOrder::Fide);
        assert_eq!(s.total_rounds(), 30);
        assert_eq!(
            pairs(&s.round(14).unwrap_or_default()),
            vec![(8, 16), (9, 7), (10, 6), (11, 5), (12, 4), (13, 3), (14, 2), (15, 1)]
        );
        assert_eq!(
            pairs(&s.round(15).unwrap_or_default()),
            vec![(16, 15), (1, 14), (2, 13), (3, 12), (4, 11), (5, 10), (6, 9), (7, 8)]
        );
        assert_eq!(
            pairs(&s.round(30).unwrap_or_default()),
            vec![(16, 8), (7, 9), (6, 10), (5, 11), (4, 12), (3, 13), (2, 14), (1, 15)]
        );
        assert_eq!(s.meetings(1, 2), vec![(2, Colour::White), (17, Colour::Black)]);
    }

    #[test]
    fn fewer_than_three_is_refused() {
        assert!(Schedule::new(2, RoundRobin::SINGLE).is_err());
        assert!(Schedule::new(0, RoundRobin::DOUBLE).is_err());
    }
}
