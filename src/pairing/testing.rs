//! Events built by hand for the systems' unit tests: players 1..=n, the
//! rounds played so far (games among them, byes, forfeits, and games against
//! outsiders that set a player's colours and floats without making two
//! players of the event meet), and the round to pair next.
//!
//! ```ignore
//! // Round 3: 1 won twice (W, B); 2 downfloated in round 2.
//! let event = Event::new(3)
//!     .round(&[white(1), white(2), black(3)])
//!     .round(&[black(1), outsider(2, Black, 10, Float::Down), lost(3, ...)]);
//! assert_eq!(pairs(&event.pair(&Dutch2017)), set(&[(1, 2)]));
//! ```

use crate::model::{ByeKind, Colour, Points, ScoringSystem};
use crate::pairing::history::Float;
use crate::pairing::input::{PairingInput, PastRound, PlayerInput};
use crate::pairing::output::Pairing;
use crate::pairing::system::PairingSystem;
use std::collections::BTreeSet;

/// What happened to players in one round.
#[derive(Clone, Copy, Debug)]
pub enum Entry {
    /// A played game: white, black, and white's points in tenths.
    Game(u32, u32, i32),
    /// A forfeit: the winner (white), the loser (black).
    Forfeit(u32, u32),
    /// A bye of some kind (the PAB scores a win, a half-point bye ½).
    Bye(u32, ByeKind),
    /// A game of `player` with `colour` against an opponent from outside the
    /// event (not paired again, never met again), scoring `points` (tenths).
    /// The opponent's score before the game is the player's (`Float::None`:
    /// no float), one point less (`Float::Down`: the player downfloats) or
    /// one point more (`Float::Up`).
    Outsider { player: u32, colour: Colour, points: i32, float: Float },
}

/// `p` plays White against an outsider of the same score and wins (no float).
pub fn white(p: u32) -> Entry {
    Entry::Outsider { player: p, colour: Colour::White, points: 10, float: Float::None }
}
/// `p` plays Black against an outsider of the same score and wins (no float).
pub fn black(p: u32) -> Entry {
    Entry::Outsider { player: p, colour: Colour::Black, points: 10, float: Float::None }
}
/// `p` plays `colour` against an outsider, scores `points` (tenths), floats `float`.
pub fn outsider(p: u32, colour: Colour, points: i32, float: Float) -> Entry {
    Entry::Outsider { player: p, colour, points, float }
}

/// White `a` beats black `b`.
pub fn won(a: u32, b: u32) -> Entry {
    Entry::Game(a, b, 10)
}
/// White `a` loses to black `b`.
pub fn lost(a: u32, b: u32) -> Entry {
    Entry::Game(a, b, 0)
}
pub fn pab(p: u32) -> Entry {
    Entry::Bye(p, ByeKind::PairingAllocated)
}
pub fn half_bye(p: u32) -> Entry {
    Entry::Bye(p, ByeKind::HalfPoint)
}
pub fn zero_bye(p: u32) -> Entry {
    Entry::Bye(p, ByeKind::ZeroPoint)
}
pub fn full_bye(p: u32) -> Entry {
    Entry::Bye(p, ByeKind::FullPoint)
}

/// An event built by hand: players 1..=n (rated in that order), the rounds
/// played so far, and the round to pair next.
#[derive(Clone, Debug)]
pub struct Event {
    players: u32,
    rounds: Vec<Vec<Entry>>,
    absent: Vec<u32>,
    forbidden: Vec<(u32, u32)>,
    total_rounds: u32,
    initial: Colour,
}

impl Event {
    pub fn new(players: u32) -> Event {
        Event {
            players,
            rounds: Vec::new(),
            absent: Vec::new(),
            forbidden: Vec::new(),
            total_rounds: 9,
            initial: Colour::White,
        }
    }

    /// A round played; players it does not mention were absent (no points).
    pub fn round(mut self, entries: &[Entry]) -> Event {
        self.rounds.push(entries.to_vec());
        self
    }

    /// Players not to pair in the round being paired.
    pub fn absent(mut self, tpns: &[u32]) -> Event {
        self.absent.extend_from_slice(tpns);
        self
    }

    /// A pair the arbiter forbids (treated like C.1 / [C1]).
    pub fn forbid(mut self, a: u32, b: u32) -> Event {
        self.forbidden.push((a, b));
        self
    }

    pub fn total_rounds(mut self, rounds: u32) -> Event {
        self.total_rounds = rounds;
        self
    }

    pub fn initial_colour(mut self, colour: Colour) -> Event {
        self.initial = colour;
        self
    }

    /// The engine's input for the next round. Outsiders get pairing
    /// numbers from 101 on; they are absent from every other round and not
    /// paired, and their earlier rounds are byes that give them the score
    /// their float asks for.
    pub fn input(&self) -> PairingInput {
        let rounds = self.rounds.len();
        let mut players: Vec<PlayerInput> = (1..=self.players)
            .map(|tpn| PlayerInput {
                tpn,
                rating: 2600 - 10 * tpn,
                score: Points::ZERO,
                pairing_score: Points::ZERO,
                history: vec![PastRound::Absent; rounds],
                round_points: vec![Points::ZERO; rounds],
                acceleration: Vec::new(),
                to_pair: !self.absent.contains(&tpn),
                secondary_score: Points::ZERO,
            })
            .collect();
        let index = |tpn: u32| (tpn - 1) as usize;
        let mut outsiders: Vec<(usize, u32, Colour, i32, Float)> = Vec::new();
        for (r, entries) in self.rounds.iter().enumerate() {
            for &e in entries {
                match e {
                    Entry::Game(w, b, white_points) => {
                        players[index(w)].history[r] =
                            PastRound::Played { opponent: b, colour: Colour::White };
                        players[index(w)].round_points[r] = Points(white_points);
                        players[index(b)].history[r] =
                            PastRound::Played { opponent: w, colour: Colour::Black };
                        players[index(b)].round_points[r] = Points(10 - white_points);
                    }
                    Entry::Forfeit(w, b) => {
                        players[index(w)].history[r] =
                            PastRound::Forfeit { opponent: b, colour: Colour::White, won: true };
                        players[index(w)].round_points[r] = Points(10);
                        players[index(b)].history[r] =
                            PastRound::Forfeit { opponent: w, colour: Colour::Black, won: false };
                    }
                    Entry::Bye(p, kind) => {
                        players[index(p)].history[r] = PastRound::Bye(kind);
                        players[index(p)].round_points[r] = Points(match kind {
                            ByeKind::PairingAllocated | ByeKind::FullPoint => 10,
                            ByeKind::HalfPoint => 5,
                            ByeKind::ZeroPoint => 0,
                        });
                    }
                    Entry::Outsider { player, colour, points, float } => {
                        players[index(player)].round_points[r] = Points(points);
                        outsiders.push((r, player, colour, points, float));
                    }
                }
            }
        }
        for (i, (r, player, colour, points, float)) in outsiders.into_iter().enumerate() {
            let tpn = 101 + i as u32;
            let before: i32 = players[index(player)].round_points[..r].iter().map(|p| p.tenths()).sum();
            let wanted = match float {
                Float::None => before,
                Float::Down => before - 10,
                Float::Up => before + 10,
            };
            assert!(
                (0..=10 * r as i32).contains(&wanted),
                "round {}: no outsider can make {player} float {float:?}",
                r + 1
            );
            players[index(player)].history[r] = PastRound::Played { opponent: tpn, colour };
            let mut history = vec![PastRound::Absent; rounds];
            let mut round_points = vec![Points::ZERO; rounds];
            let mut left = wanted;
            for k in 0..r {
                let bye = left.min(10);
                left -= bye;
                history[k] = match bye {
                    10 => PastRound::Bye(ByeKind::FullPoint),
                    0 => PastRound::Absent,
                    _ => PastRound::Bye(ByeKind::HalfPoint),
                };
                round_points[k] = Points(bye);
            }
            history[r] = PastRound::Played { opponent: player, colour: colour.opposite() };
            round_points[r] = Points(10 - points);
            players.push(PlayerInput {
                tpn,
                rating: 1000,
                score: Points::ZERO,
                pairing_score: Points::ZERO,
                history,
                round_points,
                acceleration: Vec::new(),
                to_pair: false,
                secondary_score: Points::ZERO,
            });
        }
        for p in &mut players {
            p.score = p.round_points.iter().copied().sum();
            p.pairing_score = p.score;
        }
        PairingInput {
            round: rounds as u32 + 1,
            total_rounds: self.total_rounds,
            initial_colour: Some(self.initial),
            scoring: ScoringSystem::standard(),
            players,
            forbidden: self.forbidden.clone(),
            team: None,
        }
    }

    /// The next round paired by `system` (panics with the system's error).
    pub fn pair(&self, system: &dyn PairingSystem) -> Pairing {
        system.pair(&self.input()).unwrap_or_else(|e| panic!("{}: {e}", system.id()))
    }
}

/// The boards as (white, black).
pub fn boards(p: &Pairing) -> BTreeSet<(u32, u32)> {
    p.boards.iter().map(|b| (b.white, b.black)).collect()
}

/// The pairs, lower number first (colours aside).
pub fn pairs(p: &Pairing) -> BTreeSet<(u32, u32)> {
    p.boards.iter().map(|b| (b.white.min(b.black), b.white.max(b.black))).collect()
}

/// `expected` as a set, for comparing with [`boards`] or [`pairs`].
pub fn set(expected: &[(u32, u32)]) -> BTreeSet<(u32, u32)> {
    expected.iter().copied().collect()
}
