//! What an engine answers: the boards of a round and its pairing-allocated
//! bye ([`Pairing`]), in the reference engines' text format too.

use crate::model::{ByeKind, Tournament};
use crate::tr;
use thiserror::Error;

/// One board of a pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub white: u32,
    pub black: u32,
}

/// An engine's answer: boards in board order, and the pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Pairing {
    pub boards: Vec<Board>,
    pub bye: Option<u32>,
}

impl Pairing {
    /// The reference engines' output format: number of pairs, then
    /// `white black` per board, the PAB as `tpn 0`.
    pub fn to_engine_text(&self) -> String {
        let mut out = String::new();
        let pairs = self.boards.len() + usize::from(self.bye.is_some());
        out.push_str(&format!("{pairs}\n"));
        for b in &self.boards {
            out.push_str(&format!("{} {}\n", b.white, b.black));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("{bye} 0\n"));
        }
        out
    }

    /// Reads the reference engines' output format back (a proposed pairing
    /// made elsewhere, or our own `pair` output).
    pub fn from_engine_text(text: &str) -> Result<Pairing, EngineTextError> {
        let mut lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
        let (_, first) = lines.next().ok_or(EngineTextError { line: 1, text: String::new() })?;
        let count: usize =
            first.trim().parse().map_err(|_| EngineTextError { line: 1, text: first.trim().to_string() })?;
        let mut pairing = Pairing::default();
        for (i, line) in lines {
            let bad = || EngineTextError { line: i + 1, text: line.trim().to_string() };
            let mut numbers = line.split_whitespace().map(|w| w.parse::<u32>());
            let (Some(Ok(a)), Some(Ok(b)), None) = (numbers.next(), numbers.next(), numbers.next()) else {
                return Err(bad());
            };
            match (a, b) {
                (0, _) => return Err(bad()),
                (p, 0) if pairing.bye.is_none() => pairing.bye = Some(p),
                (_, 0) => return Err(bad()),
                (w, b) => pairing.boards.push(Board { white: w, black: b }),
            }
        }
        if pairing.boards.len() + usize::from(pairing.bye.is_some()) != count {
            return Err(EngineTextError { line: 1, text: first.trim().to_string() });
        }
        Ok(pairing)
    }
}

/// A line of a pairing file that is not `white black` / `player 0`.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("{}", tr!("pairing-error-engine-text", line = (*line), text = text.as_str()))]
pub struct EngineTextError {
    pub line: usize,
    pub text: String,
}

/// The pairing the file recorded for `round`, in engine terms.
pub fn recorded_pairing(t: &Tournament, round: u32) -> Pairing {
    let mut p = Pairing::default();
    if let Some(r) = t.round(round) {
        if t.is_team_event() {
            // The team pairing: the team with White on board 1 first.
            p.boards = r.matches.iter().map(|m| Board { white: m.white, black: m.black }).collect();
            p.bye = r.team_byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.team);
            return p;
        }
        p.boards = r.games.iter().map(|g| Board { white: g.white, black: g.black }).collect();
        p.bye = r.byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.player);
    }
    p
}

/// Same pairs, same colours, same bye (board order aside).
pub fn same_pairing(a: &Pairing, b: &Pairing) -> bool {
    let key = |p: &Pairing| {
        let mut boards: Vec<(u32, u32)> = p.boards.iter().map(|b| (b.white, b.black)).collect();
        boards.sort_unstable();
        (boards, p.bye)
    };
    key(a) == key(b)
}
