//! Drawing of lots for the pairing numbers of a round robin.
//!
//! In a round robin the pairing number is the table number: the draw decides
//! who meets whom when, and with which colour. Swissdesk draws with a
//! ChaCha generator from a seed that the audit log keeps, so the arbiter can
//! show that a draw was not arranged: the same seed and the same list of
//! participants give the same numbers on any machine.
//!
//! Two ways (docs/round-robin.md):
//!
//! * **plain**: every participant draws one of the numbers 1 … n;
//! * **restricted, by the Varma tables** (C.05 Annex 2, 9 to 24 players):
//!   the numbers are split into four groups A–D such that two numbers of one
//!   group never meet in the last three rounds of the table; each federation's
//!   players draw from one group, so compatriots meet early. The order of
//!   drawing is the Annex's (Art. 2): federations with more players first,
//!   ties by FIDE code; within a federation by name.

use crate::model::Player;
use crate::tr;
use rand::SeedableRng;
use rand::seq::{IndexedRandom, SliceRandom};
use std::collections::BTreeMap;
use thiserror::Error;

/// How the numbers are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum LotsMethod {
    Plain,
    /// Restricted drawing by the Varma tables (C.05 Annex 2).
    Varma,
}

/// One participant's drawn number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    /// The pairing number before the draw.
    pub before: u32,
    pub number: u32,
    /// The Varma group the number came from ('A' … 'D'); `None` for a plain draw.
    pub group: Option<char>,
}

/// The outcome of a drawing of lots, in the order the participants drew.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    pub seed: u64,
    pub method: LotsMethod,
    pub drawn: Vec<Drawn>,
}

impl Drawing {
    /// Old pairing number → drawn number, as `Tournament::renumber_players` takes it.
    pub fn renumbering(&self) -> std::collections::HashMap<u32, u32> {
        self.drawn.iter().map(|d| (d.before, d.number)).collect()
    }
}

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum LotsError {
    /// C.05 Annex 2: "The following Varma Table can be used for 9 to 24 players."
    #[error("{}", tr!("lots-error-varma-size", count = *count))]
    VarmaSize { count: u32 },
}

/// The Varma table (C.05 Annex 2, point 5) for an even number of players:
/// groups A, B, C, D. Source: the Handbook's Annex 2 page; the 21/22 and
/// 23/24 lines as transcribed in docs/round-robin.md. A test checks the
/// property the tables are made for against the Berger tables.
const VARMA: [(u32, [&[u32]; 4]); 8] = [
    (10, [&[3, 4, 8], &[5, 7, 9], &[1, 6], &[2, 10]]),
    (12, [&[4, 5, 9, 10], &[1, 2, 7], &[6, 8, 12], &[3, 11]]),
    (14, [&[4, 5, 6, 11, 12], &[1, 2, 8, 9], &[7, 10, 13], &[3, 14]]),
    (16, [&[5, 6, 7, 12, 13, 14], &[1, 2, 3, 9, 10], &[8, 11, 15], &[4, 16]]),
    (18, [&[5, 6, 7, 8, 14, 15, 16], &[1, 2, 3, 10, 11, 12], &[9, 13, 17], &[4, 18]]),
    (20, [&[6, 7, 8, 9, 15, 16, 17, 18], &[1, 2, 3, 11, 12, 13, 14], &[5, 10, 19], &[4, 20]]),
    (22, [&[6, 7, 8, 9, 10, 17, 18, 19, 20], &[1, 2, 3, 4, 12, 13, 14, 15], &[11, 16, 21], &[5, 22]]),
    (24, [&[6, 7, 8, 9, 10, 11, 19, 20, 21, 22], &[1, 2, 3, 4, 13, 14, 15, 16, 17], &[12, 18, 23], &[5, 24]]),
];

/// The letters of the four groups.
pub const GROUPS: [char; 4] = ['A', 'B', 'C', 'D'];

/// The Varma groups for `participants` (9 … 24): the table of the next even
/// number, without the missing number N for an odd count (the bye).
pub fn varma_groups(participants: u32) -> Option<[Vec<u32>; 4]> {
    let size = super::berger::table_size(participants);
    let (_, table) = VARMA.iter().find(|(n, _)| *n == size)?;
    if participants < 9 {
        return None;
    }
    Some(table.map(|group| group.iter().copied().filter(|&x| x <= participants).collect()))
}

/// A new seed for a drawing (from the operating system's generator).
pub fn fresh_seed() -> u64 {
    rand::random()
}

/// Plain drawing of lots: the numbers 1 … n shuffled, participants in their
/// current order.
pub fn draw_plain(players: &[Player], seed: u64) -> Drawing {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut order: Vec<&Player> = players.iter().collect();
    order.sort_by_key(|p| p.tpn);
    let mut numbers: Vec<u32> = (1..=u32::try_from(order.len()).unwrap_or(0)).collect();
    numbers.shuffle(&mut rng);
    let drawn =
        order.iter().zip(numbers).map(|(p, number)| Drawn { before: p.tpn, number, group: None }).collect();
    Drawing { seed, method: LotsMethod::Plain, drawn }
}

/// Restricted drawing of lots by the Varma tables (C.05 Annex 2).
///
/// Open choice, written down: the Annex has a contingent choose "one of the
/// large envelopes containing at least enough numbers for his contingent";
/// when no envelope has enough left (a federation with more players than
/// the largest group), the contingent takes the fullest envelope and, once
/// it is empty, goes on in the same way with the rest of its players.
pub fn draw_varma(players: &[Player], seed: u64) -> Result<Drawing, LotsError> {
    let count = u32::try_from(players.len()).unwrap_or(u32::MAX);
    let mut groups = varma_groups(count).ok_or(LotsError::VarmaSize { count })?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    // Annex 2, Art. 2: the federation with the most representatives draws
    // first, equal ones by FIDE country code; within one, by name.
    let mut by_federation: BTreeMap<String, Vec<&Player>> = BTreeMap::new();
    for p in players {
        by_federation.entry(p.federation.trim().to_uppercase()).or_default().push(p);
    }
    let mut contingents: Vec<(String, Vec<&Player>)> = by_federation.into_iter().collect();
    contingents.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then_with(|| a.0.cmp(&b.0)));
    let mut drawn = Vec::with_capacity(players.len());
    for (_, mut members) in contingents {
        members.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()).then(a.tpn.cmp(&b.tpn)));
        let mut left = members.as_slice();
        while !left.is_empty() {
            // Art. 3: an envelope with enough numbers for the contingent, by lot.
            let enough: Vec<usize> = (0..4).filter(|&g| groups[g].len() >= left.len()).collect();
            let group = match enough.choose(&mut rng) {
                Some(&g) => g,
                None => (0..4).max_by_key(|&g| (groups[g].len(), std::cmp::Reverse(g))).unwrap_or(0),
            };
            let take = left.len().min(groups[group].len());
            if take == 0 {
                break;
            }
            for p in &left[..take] {
                let i = rand::Rng::random_range(&mut rng, 0..groups[group].len());
                let number = groups[group].swap_remove(i);
                drawn.push(Drawn { before: p.tpn, number, group: Some(GROUPS[group]) });
            }
            left = &left[take..];
        }
    }
    Ok(Drawing { seed, method: LotsMethod::Varma, drawn })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::roundrobin::berger::table_round;

    fn players(feds: &[&str]) -> Vec<Player> {
        feds.iter()
            .enumerate()
            .map(|(i, fed)| {
                let tpn = u32::try_from(i + 1).unwrap_or(0);
                let mut p = Player::new(tpn, format!("Player {tpn:02}"));
                p.federation = (*fed).to_string();
                p
            })
            .collect()
    }

    /// What the tables are for (C.05 7.6; the 1987 text of the Varma
    /// tables: "the players of the same group ... will not meet in the last
    /// three rounds"), checked for every table against the Berger tables, so
    /// that a wrong number in a transcribed line would show. The Handbook's
    /// 11/12 line has one exception, kept as printed: 6 and 12 (group C)
    /// meet in the last round ("Rd 11: 6-12").
    #[test]
    fn numbers_of_one_group_do_not_meet_in_the_last_three_rounds() {
        for (size, table) in VARMA {
            let all: Vec<u32> = table.iter().flat_map(|g| g.iter().copied()).collect();
            let mut sorted = all.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (1..=size).collect::<Vec<_>>(), "table {size} is not a partition");
            let mut late = Vec::new();
            for r in size - 3..size {
                for board in table_round(size, r) {
                    if table.iter().any(|g| g.contains(&board.white) && g.contains(&board.black)) {
                        late.push((r, board.white, board.black));
                    }
                }
            }
            let expected = if size == 12 { vec![(11, 6, 12)] } else { Vec::new() };
            assert_eq!(late, expected, "table {size}");
        }
    }

    #[test]
    fn odd_counts_leave_out_the_bye_number() {
        let groups = varma_groups(9).unwrap_or_else(|| panic!("9 players have a table"));
        assert_eq!(groups[3], vec![2]);
        assert_eq!(varma_groups(8), None);
        assert_eq!(varma_groups(25), None);
    }

    #[test]
    fn the_same_seed_draws_the_same_numbers() {
        let list = players(&["GER"; 10]);
        let a = draw_plain(&list, 42);
        assert_eq!(a, draw_plain(&list, 42));
        let mut numbers: Vec<u32> = a.drawn.iter().map(|d| d.number).collect();
        numbers.sort_unstable();
        assert_eq!(numbers, (1..=10).collect::<Vec<_>>());
        assert_ne!(a, draw_plain(&list, 43));
    }

    /// Twelve players, three from ESP, three from ARM, two from FRA, the rest
    /// alone: each federation's numbers come from one group of the 11/12
    /// table, the three-player contingents (ARM before ESP by code) first.
    #[test]
    fn a_federation_draws_from_one_group() {
        let list =
            players(&["ESP", "ARM", "ESP", "FRA", "ARM", "ESP", "FRA", "ARM", "USA", "IND", "CHN", "NOR"]);
        for seed in 0..50 {
            let drawing = draw_varma(&list, seed).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(drawing.drawn[0].before, 2, "ARM draws first (ARM < ESP)");
            let groups = varma_groups(12).unwrap_or_else(|| panic!("table"));
            for fed in ["ESP", "ARM", "FRA"] {
                let numbers: Vec<u32> = drawing
                    .drawn
                    .iter()
                    .filter(|d| list.iter().any(|p| p.tpn == d.before && p.federation == fed))
                    .map(|d| d.number)
                    .collect();
                assert!(groups.iter().any(|g| numbers.iter().all(|n| g.contains(n))), "{fed}: {numbers:?}");
            }
            let mut numbers: Vec<u32> = drawing.drawn.iter().map(|d| d.number).collect();
            numbers.sort_unstable();
            assert_eq!(numbers, (1..=12).collect::<Vec<_>>());
        }
    }

    /// Seven players of one federation among ten: no group holds seven, so
    /// they take the fullest group, then the next (the open choice above).
    #[test]
    fn a_contingent_larger_than_any_group_spills_over() {
        let list = players(&["GER", "GER", "GER", "GER", "GER", "GER", "GER", "FRA", "NED", "ITA"]);
        let drawing = draw_varma(&list, 7).unwrap_or_else(|e| panic!("{e}"));
        let mut numbers: Vec<u32> = drawing.drawn.iter().map(|d| d.number).collect();
        numbers.sort_unstable();
        assert_eq!(numbers, (1..=10).collect::<Vec<_>>());
        assert_eq!(draw_varma(&players(&["GER"; 8]), 1), Err(LotsError::VarmaSize { count: 8 }));
    }
}
