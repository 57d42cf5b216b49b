//! What the views show that is computed from the tournament: players by
//! pairing number, points after each round, the standings and the cross
//! table. Computed once per change of the document, not once per view or
//! per row: the app makes a new [`Derived`] after every change, and the
//! standings and the cross table are made the first time a view asks for
//! them after it.

use super::standings::Computed;
use crate::export::notation::{self, Medium};
use crate::model::{Points, Tournament};
use std::cell::OnceCell;
use std::collections::HashMap;

#[derive(Debug, Default)]
pub struct Derived {
    /// Pairing number → place in `t.players`.
    index: HashMap<u32, usize>,
    /// For each player (as in `t.players`), the points after rounds
    /// `0..=rounds` (index 0: before round 1).
    points: Vec<Vec<Points>>,
    standings: OnceCell<Computed>,
    /// The cross table's cells, one row per line of the standings (in
    /// ranking order), one cell per round.
    cross: OnceCell<Vec<Vec<String>>>,
    /// A team event's standings and cross table.
    team: OnceCell<super::team_standings::TeamComputed>,
}

impl Derived {
    /// The cheap part at once (a pass over the players and the games); the
    /// rest when first asked for.
    pub fn of(t: &Tournament) -> Derived {
        let index: HashMap<u32, usize> = t.players.iter().enumerate().map(|(i, p)| (p.tpn, i)).collect();
        let rounds = t.rounds.iter().map(|r| r.number).max().unwrap_or(0) as usize;
        let mut per_round = vec![vec![Points::ZERO; rounds + 1]; t.players.len()];
        let scoring = &t.settings.scoring;
        for r in &t.rounds {
            let n = r.number as usize;
            for g in &r.games {
                for (tpn, side) in
                    [(g.white, crate::model::Side::White), (g.black, crate::model::Side::Black)]
                {
                    if let Some(&i) = index.get(&tpn) {
                        per_round[i][n] += g.result.points_for(side, scoring);
                    }
                }
            }
            for b in &r.byes {
                if let Some(&i) = index.get(&b.player) {
                    per_round[i][n] += b.kind.points(scoring);
                }
            }
        }
        // Running sums: points after each round.
        for row in &mut per_round {
            for n in 1..row.len() {
                row[n] = row[n - 1] + row[n];
            }
        }
        Derived {
            index,
            points: per_round,
            standings: OnceCell::new(),
            cross: OnceCell::new(),
            team: OnceCell::new(),
        }
    }

    /// The player `tpn`'s name ("" when there is no such player).
    pub fn name<'t>(&self, t: &'t Tournament, tpn: u32) -> &'t str {
        self.index.get(&tpn).and_then(|&i| t.players.get(i)).map(|p| p.name.as_str()).unwrap_or("")
    }

    /// Points of `tpn` after round `round` (as [`Tournament::points_after`]).
    pub fn points_after(&self, tpn: u32, round: u32) -> Points {
        let Some(row) = self.index.get(&tpn).and_then(|&i| self.points.get(i)) else {
            return Points::ZERO;
        };
        row.get(round as usize).or(row.last()).copied().unwrap_or(Points::ZERO)
    }

    /// Points of `tpn` after every round recorded (as [`Tournament::points`]).
    pub fn points(&self, tpn: u32) -> Points {
        self.points_after(tpn, u32::MAX)
    }

    /// The standings with the tournament's tie-breaks.
    /// A team event's standings and cross table.
    pub fn team_standings(&self, t: &Tournament) -> &super::team_standings::TeamComputed {
        self.team.get_or_init(|| super::team_standings::TeamComputed::of(t))
    }

    pub fn standings(&self, t: &Tournament) -> &Computed {
        self.standings.get_or_init(|| Computed::of(t))
    }

    /// The cross table's cells, in the standings' order.
    pub fn cross(&self, t: &Tournament) -> &[Vec<String>] {
        self.cross.get_or_init(|| {
            let rounds = t.rounds_paired();
            // Each round's entries by player, once: a cell is then a lookup.
            let lines = &self.standings(t).lines;
            let mut cells = vec![Vec::with_capacity(rounds as usize); lines.len()];
            for round in 1..=rounds {
                for (line, row) in lines.iter().zip(cells.iter_mut()) {
                    row.push(notation::cross_cell(t, round, line.tpn, Medium::Screen));
                }
            }
            cells
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_after_each_round_are_the_tournaments() {
        let t = crate::generator::generate(&crate::pairing::dutch::Dutch2017, 21, 4, 5)
            .unwrap_or_else(|e| panic!("{e}"));
        let d = Derived::of(&t);
        for p in &t.players {
            for round in 0..=5 {
                assert_eq!(d.points_after(p.tpn, round), t.points_after(p.tpn, round), "{} r{round}", p.tpn);
            }
            assert_eq!(d.points(p.tpn), t.points(p.tpn));
            assert_eq!(d.name(&t, p.tpn), p.name);
        }
        let cross = d.cross(&t);
        let first = &d.standings(&t).lines[0];
        assert_eq!(cross[0][2], notation::cross_cell(&t, 3, first.tpn, Medium::Screen));
    }
}
