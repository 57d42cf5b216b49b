//! Pairing engines and what they share.
//!
//! Architecture invariant: an engine is a pure function of a
//! [`PairingInput`]; it never sees the [`Tournament`] document. The input is
//! built from a tournament (or a TRF) by [`PairingInput::from_tournament`].

pub mod checker;
pub mod dutch;
pub mod explain;
pub mod history;
pub mod matching;

use crate::model::{ByeKind, Colour, PairingSystem, Points, RoundEntry, ScoringSystem, Tournament};
use crate::tr;
use thiserror::Error;

/// What one player did in one earlier round, as the engines need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PastRound {
    /// A game that was actually played (counts for rematches and colours).
    Played { opponent: u32, colour: Colour },
    /// A game paired but forfeited; `won` tells whether this player got the
    /// forfeit win. Not a played game (C.04.2).
    Forfeit { opponent: u32, colour: Colour, won: bool },
    /// A bye of some kind.
    Bye(ByeKind),
    /// Not in the round (absent, not yet registered, withdrawn).
    Absent,
}

impl PastRound {
    pub fn played_opponent(self) -> Option<u32> {
        match self {
            PastRound::Played { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    pub fn played_colour(self) -> Option<Colour> {
        match self {
            PastRound::Played { colour, .. } => Some(colour),
            _ => None,
        }
    }
}

/// A player as the engines see them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInput {
    /// Tournament pairing number.
    pub tpn: u32,
    pub rating: u32,
    /// Real points before the round being paired.
    pub score: Points,
    /// Points used for pairing: `score` plus acceleration for this round.
    pub pairing_score: Points,
    /// Rounds 1..round-1, index 0 = round 1.
    pub history: Vec<PastRound>,
    /// Points scored in each earlier round (same indexing as `history`).
    pub round_points: Vec<Points>,
    /// Acceleration points per round (index 0 = round 1), for float history.
    pub acceleration: Vec<Points>,
    /// Whether the player is to be paired in this round (present, not
    /// withdrawn, no pre-assigned bye).
    pub to_pair: bool,
}

impl PlayerInput {
    /// Pairing score before round `round` (1-based): points of the rounds
    /// before it plus the acceleration of that round.
    pub fn pairing_score_before(&self, round: u32) -> Points {
        let rounds_before = round.saturating_sub(1) as usize;
        let real: Points = self.round_points.iter().take(rounds_before).copied().sum();
        let accel = self.acceleration.get(round.saturating_sub(1) as usize).copied().unwrap_or(Points::ZERO);
        real + accel
    }
}

/// The engine-facing snapshot of a tournament before pairing one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingInput {
    /// The round being paired (1-based).
    pub round: u32,
    /// Planned number of rounds (the last one has special rules).
    pub total_rounds: u32,
    /// Colour of the highest-ranked player in round 1 (E.5).
    pub initial_colour: Option<Colour>,
    pub scoring: ScoringSystem,
    /// Every player of the tournament in pairing-number order.
    pub players: Vec<PlayerInput>,
    /// Pairs the arbiter forbade (C.04.1; TRF `XXP`).
    pub forbidden: Vec<(u32, u32)>,
}

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

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum PairingError {
    /// A.9: no pairing satisfies the absolute criteria; the arbiter decides.
    #[error("{}", tr!("pairing-error-impossible", round = *round))]
    NoValidPairing { round: u32 },
    /// E.5 needs the initial colour (drawn by lot) to pair round 1.
    #[error("{}", tr!("pairing-error-no-initial-colour"))]
    NoInitialColour,
    #[error("{}", tr!("pairing-error-nobody", round = *round))]
    NobodyToPair { round: u32 },
    #[error("{}", tr!("pairing-error-unsupported", system = system.as_str()))]
    Unsupported { system: String },
    #[error("{}", tr!("pairing-error-round-paired", round = *round))]
    RoundAlreadyPaired { round: u32 },
}

/// Pairs one round with the given system.
pub fn pair(system: PairingSystem, input: &PairingInput) -> Result<Pairing, PairingError> {
    match system {
        PairingSystem::Dutch2017 => dutch::pair(input),
        PairingSystem::Dutch2026 => dutch::pair_2026(input),
        other => Err(PairingError::Unsupported { system: other.flag().to_string() }),
    }
}

/// The pairing the file recorded for `round`, in engine terms.
pub fn recorded_pairing(t: &Tournament, round: u32) -> Pairing {
    let mut p = Pairing::default();
    if let Some(r) = t.round(round) {
        p.boards = r.games.iter().map(|g| Board { white: g.white, black: g.black }).collect();
        p.bye = r.byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.player);
    }
    p
}

/// The tournament as it was before `round` was paired: rounds before it,
/// and in `round` only the pre-assigned byes and absences.
pub fn truncate_before(t: &Tournament, round: u32) -> Tournament {
    let mut cut = t.clone();
    cut.rounds.retain(|r| r.number <= round);
    if let Some(r) = cut.round_mut(round) {
        r.games.clear();
        r.byes.retain(|b| b.kind != ByeKind::PairingAllocated);
        r.published = false;
    }
    cut
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

impl PairingInput {
    /// The input for pairing `round` from the rounds before it. Players with
    /// a bye or absence already recorded in `round` (or withdrawn before it)
    /// are not paired.
    pub fn from_tournament(t: &Tournament, round: u32) -> PairingInput {
        let scoring = t.settings.scoring;
        let target = t.round(round);
        let players = t
            .players
            .iter()
            .map(|p| {
                let mut history = Vec::new();
                let mut round_points = Vec::new();
                for r in 1..round {
                    let entry = t.entry(r, p.tpn);
                    history.push(match entry {
                        RoundEntry::Game { opponent, colour, result, .. } => {
                            if result.is_played() {
                                PastRound::Played { opponent, colour }
                            } else {
                                let (white_code, black_code) = result.trf_codes();
                                let code = if colour == Colour::White { white_code } else { black_code };
                                PastRound::Forfeit { opponent, colour, won: code == '+' }
                            }
                        }
                        RoundEntry::Bye(kind) => PastRound::Bye(kind),
                        RoundEntry::Absent => PastRound::Absent,
                    });
                    round_points.push(t.round(r).map(|rd| rd.points_of(p.tpn, &scoring)).unwrap_or_default());
                }
                let acceleration = t
                    .accelerations
                    .iter()
                    .find(|a| a.player == p.tpn)
                    .map(|a| a.points.clone())
                    .unwrap_or_default();
                let score: Points = round_points.iter().copied().sum();
                let accel_now = acceleration.get(round as usize - 1).copied().unwrap_or(Points::ZERO);
                let already_in_round =
                    target.is_some_and(|rd| rd.bye_of(p.tpn).is_some() || rd.game_of(p.tpn).is_some());
                PlayerInput {
                    tpn: p.tpn,
                    rating: p.rating.unwrap_or(0),
                    score,
                    pairing_score: score + accel_now,
                    history,
                    round_points,
                    acceleration,
                    to_pair: p.is_active_in(round) && !already_in_round,
                }
            })
            .collect();
        let mut forbidden = Vec::new();
        for group in &t.forbidden_pairs {
            for (i, &a) in group.players.iter().enumerate() {
                for &b in &group.players[i + 1..] {
                    forbidden.push((a, b));
                }
            }
        }
        PairingInput {
            round,
            total_rounds: t.settings.rounds_planned,
            initial_colour: t.settings.initial_colour,
            scoring,
            players,
            forbidden,
        }
    }

    /// The round the tournament would pair next: the first round that has
    /// no games yet (a round holding only byes/absences counts as unpaired).
    pub fn next_round(t: &Tournament) -> u32 {
        t.rounds_paired() + 1
    }
}
