//! Rounds, games, results and byes.

use super::{Colour, Points, RoundEntry, ScoringSystem};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Which side of a board a player sits on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn colour(self) -> Colour {
        match self {
            Side::White => Colour::White,
            Side::Black => Colour::Black,
        }
    }
}

/// The result of a board. Forfeits and unrated (under one move) games are
/// kept apart from played games because pairing rules treat them differently
/// (C.04.2: a forfeited game is not a played game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum GameResult {
    /// Paired, no result yet.
    #[default]
    Pending,
    WhiteWins,
    Draw,
    BlackWins,
    /// Black did not show up: white wins by forfeit (`+` / `-`).
    WhiteWinsByForfeit,
    /// White did not show up: black wins by forfeit (`-` / `+`).
    BlackWinsByForfeit,
    /// Neither player showed up (`-` / `-`).
    DoubleForfeit,
    /// Game played but lasted less than one move: not rated (`W` / `L`).
    WhiteWinsUnrated,
    /// `D` / `D`.
    DrawUnrated,
    /// `L` / `W`.
    BlackWinsUnrated,
}

impl GameResult {
    /// Every result, pending first.
    pub const ALL: [GameResult; 10] = [
        GameResult::Pending,
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteWinsByForfeit,
        GameResult::BlackWinsByForfeit,
        GameResult::DoubleForfeit,
        GameResult::WhiteWinsUnrated,
        GameResult::DrawUnrated,
        GameResult::BlackWinsUnrated,
    ];

    /// Whether the game counts as played for pairing purposes (rematch
    /// prohibition, colour history). Forfeits never do; unrated short games do.
    pub fn is_played(self) -> bool {
        !matches!(
            self,
            GameResult::WhiteWinsByForfeit | GameResult::BlackWinsByForfeit | GameResult::DoubleForfeit
        )
    }

    pub fn is_forfeit(self) -> bool {
        !self.is_played()
    }

    pub fn is_pending(self) -> bool {
        self == GameResult::Pending
    }

    /// The TRF result codes of white and black (`' '` for pending).
    pub fn trf_codes(self) -> (char, char) {
        match self {
            GameResult::Pending => (' ', ' '),
            GameResult::WhiteWins => ('1', '0'),
            GameResult::Draw => ('=', '='),
            GameResult::BlackWins => ('0', '1'),
            GameResult::WhiteWinsByForfeit => ('+', '-'),
            GameResult::BlackWinsByForfeit => ('-', '+'),
            GameResult::DoubleForfeit => ('-', '-'),
            GameResult::WhiteWinsUnrated => ('W', 'L'),
            GameResult::DrawUnrated => ('D', 'D'),
            GameResult::BlackWinsUnrated => ('L', 'W'),
        }
    }

    /// The result made of the two TRF codes, if they agree with each other.
    pub fn from_trf_codes(white: char, black: char) -> Option<GameResult> {
        let w = white.to_ascii_uppercase();
        let b = black.to_ascii_uppercase();
        GameResult::ALL.into_iter().find(|r| r.trf_codes() == (w, b))
    }

    /// Points of the player on `side` under `scoring`.
    pub fn points_for(self, side: Side, scoring: &ScoringSystem) -> Points {
        let (w, b) = self.trf_codes();
        let code = match side {
            Side::White => w,
            Side::Black => b,
        };
        match code {
            '1' | 'W' => scoring.win,
            '=' | 'D' => scoring.draw,
            '0' | 'L' => scoring.loss,
            '+' => scoring.forfeit_win,
            '-' => scoring.forfeit_loss,
            _ => Points::ZERO,
        }
    }
}

/// One board of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub white: u32,
    pub black: u32,
    pub result: GameResult,
    /// The arbiter made this board by hand (a swap, a new opponent, flipped
    /// colours): the round view and every printout of the round mark it
    /// ("changed by the arbiter", DESIGN "Records and privacy"). Not written
    /// when `false`, so documents without hand changes read as before.
    #[serde(default, skip_serializing_if = "is_false")]
    pub by_arbiter: bool,
    /// The result as it was published, when a correction changed it since
    /// (`Command::CorrectResult`, C.04.2 4.3); `None`: never corrected, or
    /// corrected back to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corrected_from: Option<GameResult>,
}

fn is_false(value: &bool) -> bool {
    !*value
}

impl Game {
    pub fn new(white: u32, black: u32, result: GameResult) -> Game {
        Game { white, black, result, by_arbiter: false, corrected_from: None }
    }

    pub fn involves(&self, tpn: u32) -> bool {
        self.white == tpn || self.black == tpn
    }

    pub fn side_of(&self, tpn: u32) -> Option<Side> {
        if self.white == tpn {
            Some(Side::White)
        } else if self.black == tpn {
            Some(Side::Black)
        } else {
            None
        }
    }

    pub fn opponent_of(&self, tpn: u32) -> Option<u32> {
        match self.side_of(tpn)? {
            Side::White => Some(self.black),
            Side::Black => Some(self.white),
        }
    }
}

/// Kinds of bye (TRF codes `U`, `F`, `H`, `Z`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ByeKind {
    /// Pairing-allocated bye, given by the pairing to the odd player out (`U`).
    PairingAllocated,
    /// Full-point bye granted on request (`F`).
    FullPoint,
    /// Half-point bye granted on request (`H`).
    HalfPoint,
    /// Zero-point bye, a known absence, or a withdrawn player (`Z`).
    ZeroPoint,
}

impl ByeKind {
    pub fn trf_code(self) -> char {
        match self {
            ByeKind::PairingAllocated => 'U',
            ByeKind::FullPoint => 'F',
            ByeKind::HalfPoint => 'H',
            ByeKind::ZeroPoint => 'Z',
        }
    }

    pub fn from_trf_code(code: char) -> Option<ByeKind> {
        match code.to_ascii_uppercase() {
            'U' => Some(ByeKind::PairingAllocated),
            'F' => Some(ByeKind::FullPoint),
            'H' => Some(ByeKind::HalfPoint),
            'Z' => Some(ByeKind::ZeroPoint),
            _ => None,
        }
    }

    pub fn points(self, scoring: &ScoringSystem) -> Points {
        match self {
            ByeKind::PairingAllocated => scoring.pairing_bye,
            ByeKind::FullPoint => scoring.full_bye,
            ByeKind::HalfPoint => scoring.half_bye,
            ByeKind::ZeroPoint => scoring.zero_bye,
        }
    }
}

/// A player who has no game in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundBye {
    pub player: u32,
    pub kind: ByeKind,
}

/// A round: its boards in board order, and its byes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub number: u32,
    pub games: Vec<Game>,
    pub byes: Vec<RoundBye>,
    /// Published pairings may only be changed through a logged correction.
    #[serde(default)]
    pub published: bool,
    /// The arbiter gave the pairing-allocated bye by hand (see
    /// [`Game::by_arbiter`] for the boards).
    #[serde(default, skip_serializing_if = "is_false")]
    pub bye_by_arbiter: bool,
    /// Team events: the matches in board order (C.04.2 3.6), the team with
    /// White on board 1 first. The boards are in `games`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<super::TeamMatch>,
    /// Team events: teams without a match (PAB, requested byes, absence).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub team_byes: Vec<super::TeamBye>,
    /// Team events: who plays on which board for each team.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lineups: Vec<super::Lineup>,
}

impl Round {
    pub fn new(number: u32) -> Round {
        Round {
            number,
            games: Vec::new(),
            byes: Vec::new(),
            published: false,
            bye_by_arbiter: false,
            matches: Vec::new(),
            team_byes: Vec::new(),
            lineups: Vec::new(),
        }
    }

    /// Whether the arbiter changed anything of the round's pairing by hand.
    pub fn changed_by_arbiter(&self) -> bool {
        self.bye_by_arbiter || self.games.iter().any(|g| g.by_arbiter)
    }

    /// A round is paired once it has games or a pairing-allocated bye; a
    /// round with only requested byes / absences is still to be paired.
    pub fn is_paired(&self) -> bool {
        !self.games.is_empty()
            || self.byes.iter().any(|b| b.kind == ByeKind::PairingAllocated)
            || !self.matches.is_empty()
            || self.team_byes.iter().any(|b| b.kind == ByeKind::PairingAllocated)
    }

    pub fn is_complete(&self) -> bool {
        self.games.iter().all(|g| !g.result.is_pending())
    }

    pub fn game_of(&self, tpn: u32) -> Option<&Game> {
        self.games.iter().find(|g| g.involves(tpn))
    }

    pub fn bye_of(&self, tpn: u32) -> Option<ByeKind> {
        self.byes.iter().find(|b| b.player == tpn).map(|b| b.kind)
    }

    pub fn entry_of(&self, tpn: u32) -> RoundEntry {
        if let Some(game) = self.game_of(tpn)
            && let Some(side) = game.side_of(tpn)
        {
            let opponent = game.opponent_of(tpn).unwrap_or(0);
            return RoundEntry::Game { opponent, colour: side.colour(), result: game.result, side };
        }
        match self.bye_of(tpn) {
            Some(kind) => RoundEntry::Bye(kind),
            None => RoundEntry::Absent,
        }
    }

    pub fn points_of(&self, tpn: u32, scoring: &ScoringSystem) -> Points {
        self.entry_of(tpn).points(scoring)
    }

    /// Every player's [`Round::entry_of`] in one pass over the round (a
    /// player missing from the map is absent). Callers that ask for every
    /// player use it: `entry_of` searches the games, so asking it player by
    /// player costs the square of the event's size per round.
    pub fn entries(&self) -> HashMap<u32, RoundEntry> {
        let mut entries = HashMap::with_capacity(self.games.len() * 2 + self.byes.len());
        // `entry_of` takes the first game naming a player, then the first bye.
        for game in &self.games {
            for tpn in [game.white, game.black] {
                if let (Some(side), Some(opponent)) = (game.side_of(tpn), game.opponent_of(tpn)) {
                    entries.entry(tpn).or_insert(RoundEntry::Game {
                        opponent,
                        colour: side.colour(),
                        result: game.result,
                        side,
                    });
                }
            }
        }
        for bye in &self.byes {
            entries.entry(bye.player).or_insert(RoundEntry::Bye(bye.kind));
        }
        entries
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rounds_entries_are_each_players_entry() {
        // `entries` must tell every player what `entry_of` tells: the first
        // game naming the player wins over a later one and over a bye, a
        // bye counts only without a game, anyone else is absent.
        let mut round = Round::new(3);
        round.games = vec![
            Game::new(1, 2, GameResult::WhiteWins),
            Game::new(3, 4, GameResult::Draw),
            // Malformed on purpose: 3 again, and a player against himself.
            Game::new(5, 3, GameResult::BlackWinsByForfeit),
            Game::new(6, 6, GameResult::Pending),
        ];
        round.byes = vec![
            RoundBye { player: 4, kind: ByeKind::HalfPoint },
            RoundBye { player: 7, kind: ByeKind::PairingAllocated },
            RoundBye { player: 7, kind: ByeKind::ZeroPoint },
        ];
        let entries = round.entries();
        for tpn in 0..=9 {
            let entry = entries.get(&tpn).copied().unwrap_or(RoundEntry::Absent);
            assert_eq!(entry, round.entry_of(tpn), "player {tpn}");
        }
        assert_eq!(entries.get(&3).map(|e| matches!(e, RoundEntry::Game { opponent: 4, .. })), Some(true));
        assert_eq!(entries.get(&7), Some(&RoundEntry::Bye(ByeKind::PairingAllocated)));
        assert_eq!(entries.get(&8), None);
    }

    #[test]
    fn result_codes_round_trip() {
        for r in GameResult::ALL {
            let (w, b) = r.trf_codes();
            assert_eq!(GameResult::from_trf_codes(w, b), Some(r));
        }
        assert_eq!(GameResult::from_trf_codes('1', '1'), None);
        assert_eq!(GameResult::from_trf_codes('w', 'l'), Some(GameResult::WhiteWinsUnrated));
    }

    #[test]
    fn forfeits_are_not_played_games() {
        assert!(!GameResult::WhiteWinsByForfeit.is_played());
        assert!(!GameResult::DoubleForfeit.is_played());
        assert!(GameResult::DrawUnrated.is_played());
        assert!(GameResult::Pending.is_played());
    }

    #[test]
    fn a_round_with_only_absences_is_not_paired() {
        let mut r = Round::new(3);
        r.byes.push(RoundBye { player: 4, kind: ByeKind::HalfPoint });
        assert!(!r.is_paired());
        r.byes.push(RoundBye { player: 5, kind: ByeKind::PairingAllocated });
        assert!(r.is_paired());
    }
}
