//! What the systems derive from the past rounds: colour differences and
//! preferences (C.04.3 A.6), float history (A.4), topscorers (A.7) and
//! pairing-allocated-bye eligibility (C.2).

use super::input::{PairingInput, PastRound, PlayerInput};
use crate::model::{ByeKind, Colour, Points};
use std::collections::HashMap;

/// How strongly a player wants a colour (A.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A colour preference: which colour, and how strongly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Option<Colour>,
    pub strength: Strength,
}

/// A float received in a round (A.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    Down,
    Up,
    None,
}

/// Which edition's float and bye rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatRules {
    /// 2017 A.4.b: any round not played counts as a downfloat; C.2: no PAB
    /// after a PAB or a forfeit win.
    Any,
    /// 2012 B.1.b: a round scored (a point or half a point) without playing
    /// is a downfloat and bars the bye; a round lost without playing is
    /// neither.
    Rules2012,
    /// 2026 1.4.3: only a PAB, or an unplayed round scoring more than a
    /// loss, is a downfloat; [C2]: no PAB after a PAB or after any round
    /// scored a win's worth without playing.
    Rules2026,
    /// The Swiss system based on rating (1998): A.4 writes a float on the
    /// card whenever two players of unequal scores are *paired*, so a
    /// forfeited game floats like a played one; A.5 counts only the bye as
    /// a downfloat (absences and requested byes float nothing). B.1b: no
    /// bye for a player who already scored a point without playing.
    Rating1998,
}

/// The colour history of played games only (C.04.2: unplayed rounds carry
/// no colour and are skipped).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ColourHistory {
    /// Colours of played games, oldest first.
    pub colours: Vec<Colour>,
}

impl ColourHistory {
    pub fn from_rounds(history: &[PastRound]) -> ColourHistory {
        ColourHistory { colours: history.iter().filter_map(|r| r.played_colour()).collect() }
    }

    /// Games with white minus games with black (A.6).
    pub fn difference(&self) -> i32 {
        self.colours.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum()
    }

    pub fn last(&self) -> Option<Colour> {
        self.colours.last().copied()
    }

    /// The same colour in the two latest played games, if so.
    pub fn last_two_same(&self) -> Option<Colour> {
        let n = self.colours.len();
        if n >= 2 && self.colours[n - 1] == self.colours[n - 2] { Some(self.colours[n - 1]) } else { None }
    }

    /// A.6 a–d. A colour difference beyond ±1 decides before the last two
    /// games (the reference engines read it that way).
    pub fn preference(&self) -> Preference {
        let cd = self.difference();
        if self.colours.is_empty() {
            return Preference { colour: None, strength: Strength::None };
        }
        if cd < -1 {
            return Preference { colour: Some(Colour::White), strength: Strength::Absolute };
        }
        if cd > 1 {
            return Preference { colour: Some(Colour::Black), strength: Strength::Absolute };
        }
        if let Some(c) = self.last_two_same() {
            return Preference { colour: Some(c.opposite()), strength: Strength::Absolute };
        }
        match cd {
            -1 => Preference { colour: Some(Colour::White), strength: Strength::Strong },
            1 => Preference { colour: Some(Colour::Black), strength: Strength::Strong },
            _ => Preference { colour: self.last().map(Colour::opposite), strength: Strength::Mild },
        }
    }
}

/// Everything derived for one player.
#[derive(Clone, Debug)]
pub struct PlayerFacts {
    pub colours: ColourHistory,
    pub preference: Preference,
    /// Opponents of played games (C.1: no rematch; forfeits do not count),
    /// sorted, each once. A list, not a hash set: it holds at most one
    /// opponent a round, and the rematch test runs for every pair of players
    /// of a round (a scan of a few numbers beats hashing them).
    pub played_opponents: Vec<u32>,
    /// Eligible for the pairing-allocated bye (C.2).
    pub bye_eligible: bool,
    /// `floats[k]` is the float of round k+1.
    pub floats: Vec<Float>,
    /// Games actually played ([C9] counts the others as unplayed).
    pub played_games: u32,
}

impl PlayerFacts {
    /// The float of the round `rounds_ago` rounds before `round` (A.4;
    /// none before round 1).
    pub fn float_ago(&self, round: u32, rounds_ago: u32) -> Float {
        if round <= rounds_ago {
            return Float::None;
        }
        self.floats.get((round - rounds_ago - 1) as usize).copied().unwrap_or(Float::None)
    }
}

/// The history of every player, indexed like `input.players`.
#[derive(Clone, Debug)]
pub struct History {
    pub facts: Vec<PlayerFacts>,
    pub index_of: HashMap<u32, usize>,
    /// The edition's float and bye rules the history was read with.
    pub rules: FloatRules,
}

impl History {
    pub fn new(input: &PairingInput, rules: FloatRules) -> History {
        let index_of: HashMap<u32, usize> =
            input.players.iter().enumerate().map(|(i, p)| (p.tpn, i)).collect();
        let facts = input
            .players
            .iter()
            .map(|p| {
                let colours = ColourHistory::from_rounds(&p.history);
                let preference = colours.preference();
                let mut played_opponents: Vec<u32> =
                    p.history.iter().filter_map(|r| r.played_opponent()).collect();
                played_opponents.sort_unstable();
                played_opponents.dedup();
                let floats =
                    (1..input.round).map(|k| float_in_round(input, &index_of, p, k, rules)).collect();
                let bye_eligible = match rules {
                    FloatRules::Any => bye_eligible_2017(p),
                    FloatRules::Rules2026 | FloatRules::Rating1998 => bye_eligible_2026(p, &input.scoring),
                    FloatRules::Rules2012 => bye_eligible_2012(p),
                };
                let played_games = p.history.iter().filter(|r| r.played_opponent().is_some()).count() as u32;
                PlayerFacts { colours, preference, played_opponents, bye_eligible, floats, played_games }
            })
            .collect();
        History { facts, index_of, rules }
    }

    pub fn of(&self, tpn: u32) -> Option<&PlayerFacts> {
        self.index_of.get(&tpn).map(|&i| &self.facts[i])
    }
}

/// C.2 (2017): no PAB for a player who already had one, or who already
/// scored a forfeit win.
fn bye_eligible_2017(p: &PlayerInput) -> bool {
    !p.history.iter().any(|r| {
        matches!(r, PastRound::Bye(ByeKind::PairingAllocated) | PastRound::Forfeit { won: true, .. })
    })
}

/// B.1.b (2012): no bye for a player who already scored without playing.
fn bye_eligible_2012(p: &PlayerInput) -> bool {
    !p.history
        .iter()
        .zip(&p.round_points)
        .any(|(r, points)| r.played_opponent().is_none() && points.tenths() > 0)
}

/// [C2] (2026): no PAB for a player who already had one (whatever it was
/// worth), or who scored in one round, without playing, a win's worth.
fn bye_eligible_2026(p: &PlayerInput, scoring: &crate::model::ScoringSystem) -> bool {
    !p.history.iter().zip(&p.round_points).any(|(r, &points)| match r {
        PastRound::Bye(ByeKind::PairingAllocated) => true,
        PastRound::Played { .. } => false,
        _ => points >= scoring.win,
    })
}

/// A.4.b: in round `k`, between players of different pairing scores the
/// higher one floats down and the lower one up; a player who did not play
/// receives a downfloat.
fn float_in_round(
    input: &PairingInput,
    index_of: &HashMap<u32, usize>,
    p: &PlayerInput,
    k: u32,
    rules: FloatRules,
) -> Float {
    let unplayed = |p: &PlayerInput| match rules {
        FloatRules::Any => Float::Down,
        // 1998 A.5: only the bye is a downfloat.
        FloatRules::Rating1998 => match p.history.get(k as usize - 1) {
            Some(PastRound::Bye(ByeKind::PairingAllocated)) => Float::Down,
            _ => Float::None,
        },
        // B.1.b: a point or half a point without playing.
        FloatRules::Rules2012 => {
            let points = p.round_points.get(k as usize - 1).copied().unwrap_or_default();
            if points.tenths() > 0 { Float::Down } else { Float::None }
        }
        // 1.4.3: a PAB, or more than a loss without playing.
        FloatRules::Rules2026 => {
            let round = p.history.get(k as usize - 1);
            let points = p.round_points.get(k as usize - 1).copied().unwrap_or_default();
            if matches!(round, Some(PastRound::Bye(ByeKind::PairingAllocated))) || points > input.scoring.loss
            {
                Float::Down
            } else {
                Float::None
            }
        }
    };
    let paired = |r: &PastRound| match *r {
        PastRound::Played { opponent, .. } => Some(opponent),
        PastRound::Forfeit { opponent, .. } if rules == FloatRules::Rating1998 => Some(opponent),
        _ => None,
    };
    match p.history.get(k as usize - 1).and_then(paired) {
        Some(opponent) => {
            let Some(opp) = index_of.get(&opponent).map(|&i| &input.players[i]) else {
                return Float::None;
            };
            let mine = p.pairing_score_before(k);
            let theirs = opp.pairing_score_before(k);
            if mine > theirs {
                Float::Down
            } else if mine < theirs {
                Float::Up
            } else {
                Float::None
            }
        }
        _ => unplayed(p),
    }
}

/// A.7: in the final round, a topscorer has more than half the maximum
/// possible score. Only matters when the final round is being paired.
pub fn is_topscorer(input: &PairingInput, score: Points) -> bool {
    if input.round < input.total_rounds {
        return false;
    }
    let rounds_played = i64::from(input.round.saturating_sub(1));
    let best = i64::from(input.scoring.win.tenths().max(input.scoring.draw.tenths()));
    // score > rounds_played * best / 2, compared without division.
    2 * i64::from(score.tenths()) > rounds_played * best
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn hist(c: &[Colour]) -> ColourHistory {
        ColourHistory { colours: c.to_vec() }
    }

    #[test]
    fn preferences_follow_a6() {
        assert_eq!(hist(&[]).preference().strength, Strength::None);
        assert_eq!(hist(&[W]).preference(), Preference { colour: Some(B), strength: Strength::Strong });
        assert_eq!(hist(&[W, B]).preference(), Preference { colour: Some(W), strength: Strength::Mild });
        assert_eq!(
            hist(&[B, W, W]).preference(),
            Preference { colour: Some(B), strength: Strength::Absolute }
        );
        assert_eq!(
            hist(&[W, B, W, W]).preference(),
            Preference { colour: Some(B), strength: Strength::Absolute }
        );
        assert_eq!(hist(&[B, B]).preference(), Preference { colour: Some(W), strength: Strength::Absolute });
        // |CD| > 1 outranks the last two games.
        assert_eq!(hist(&[W, W, W, W, B, B]).preference().colour, Some(B));
    }
}
