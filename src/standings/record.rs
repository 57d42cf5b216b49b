//! Each participant's rounds as C.07 sees them: played games, and the kinds of
//! unplayed rounds of Art. 15 and 16, with the scores derived from them.

use crate::model::{ByeKind, Colour, GameResult, Points, RoundEntry, ScoringSystem, Side, Tournament};
use std::collections::HashMap;

/// What one round was for one participant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundKind {
    /// A game played over the board (results `1 = 0`, and the unrated
    /// `W D L`: played, if not rated). `rating_points` is the result on the
    /// 1 / ½ / 0 rating scale in hundredths (10.2, 10.3).
    Played { opponent: u32, colour: Colour, rating_points: i64 },
    /// 16.2.2: forfeit win.
    ForfeitWin { opponent: u32 },
    /// 16.2.4: forfeit loss, either side of a double forfeit included; also a
    /// board still without a result, which scores nothing yet.
    ForfeitLoss { opponent: u32 },
    /// 16.2.1: pairing-allocated bye.
    PairingBye,
    /// 16.2.1: full-point bye.
    FullPointBye,
    /// 16.1.1 requested bye (16.2.3 or 16.2.5 by what follows).
    HalfPointBye,
    /// 16.1.1 requested bye.
    ZeroPointBye,
    /// Not in the round at all; 16.1.1: "any round after a participant
    /// withdraws is a zero-point-bye".
    Absent,
}

/// One round of one participant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    pub kind: RoundKind,
    /// Points scored in the round under the tournament's scoring system.
    pub points: Points,
}

impl RoundRecord {
    /// The scheduled opponent (games and forfeits).
    pub fn opponent(&self) -> Option<u32> {
        match self.kind {
            RoundKind::Played { opponent, .. }
            | RoundKind::ForfeitWin { opponent }
            | RoundKind::ForfeitLoss { opponent } => Some(opponent),
            _ => None,
        }
    }

    /// The opponent of a game played over the board.
    pub fn played_opponent(&self) -> Option<u32> {
        match self.kind {
            RoundKind::Played { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// 16.1.2: a voluntary unplayed round — a requested bye (half- or
    /// zero-point, absences included) or a forfeit loss.
    pub fn is_vur(&self) -> bool {
        matches!(
            self.kind,
            RoundKind::ForfeitLoss { .. }
                | RoundKind::HalfPointBye
                | RoundKind::ZeroPointBye
                | RoundKind::Absent
        )
    }
}

/// Every participant's rounds `1..=after_round`, and what follows from them.
pub struct Records<'a> {
    pub t: &'a Tournament,
    pub scoring: ScoringSystem,
    /// Rounds considered ("the number of rounds" of 16.4.2 and 9.2).
    pub rounds: u32,
    by_tpn: HashMap<u32, Vec<RoundRecord>>,
    score: HashMap<u32, Points>,
    rating: HashMap<u32, i64>,
    all_rated: bool,
    /// The event's pairings were fixed in advance (a round robin): C.07
    /// 15.2 instead of Art. 16 (forfeits count as games, no dummy opponents).
    pub predetermined: bool,
}

impl<'a> Records<'a> {
    pub fn new(t: &'a Tournament, after_round: u32) -> Records<'a> {
        let scoring = t.settings.scoring;
        let mut by_tpn = HashMap::with_capacity(t.players.len());
        let mut score = HashMap::with_capacity(t.players.len());
        // A rating of 0 (as TRF writes "no rating") is no rating.
        let rating: HashMap<u32, i64> = t
            .players
            .iter()
            .filter_map(|p| p.rating.filter(|r| *r > 0).map(|r| (p.tpn, i64::from(r))))
            .collect();
        let all_rated = rating.len() == t.players.len();
        for p in &t.players {
            let list: Vec<RoundRecord> =
                (1..=after_round).map(|r| record(t.entry(r, p.tpn), &scoring)).collect();
            score.insert(p.tpn, list.iter().map(|r| r.points).sum());
            by_tpn.insert(p.tpn, list);
        }
        let predetermined = t.settings.format.round_robin().is_some();
        Records { t, scoring, rounds: after_round, by_tpn, score, rating, all_rated, predetermined }
    }

    /// Rounds `1..=rounds` of `tpn`, index 0 = round 1 (empty for an unknown number).
    pub fn of(&self, tpn: u32) -> &[RoundRecord] {
        self.by_tpn.get(&tpn).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The participant's score after the rounds considered.
    pub fn score(&self, tpn: u32) -> Points {
        self.score.get(&tpn).copied().unwrap_or(Points::ZERO)
    }

    /// 16.3, the score a participant lends to the tie-breaks of their opponents:
    /// unplayed rounds count with their points (16.3.1), except requested
    /// byes followed only by VURs or in the last round (16.2.5), which count as
    /// draws (16.3.2). Forfeit losses have a scheduled opponent and so are
    /// always 16.2.4. An unknown pairing number scores nothing.
    pub fn adjusted_score(&self, tpn: u32) -> Points {
        // 15.3: Art. 16 (and its 16.3) is for Swiss events; with
        // pre-determined pairings the score is the score.
        if self.predetermined {
            return self.score(tpn);
        }
        let rounds = self.of(tpn);
        let last_not_vur = rounds.iter().rposition(|r| !r.is_vur()).map_or(0, |i| i + 1);
        rounds
            .iter()
            .enumerate()
            .map(
                |(i, r)| {
                    if i < last_not_vur || r.opponent().is_some() { r.points } else { self.scoring.draw }
                },
            )
            .sum()
    }

    /// The adjusted score for Fore Buchholz (8.3): as 16.3, except that a
    /// participant paired in the final round (a game, even forfeited, or the
    /// PAB) has that pairing as their last non-VUR round, and a final-round
    /// game counts as a draw. Also returns the participant's own score with
    /// that draw, the dummy's score of 16.4.
    pub fn fore_scores(&self, tpn: u32) -> (Points, Points) {
        let rounds = self.of(tpn);
        let Some(last) = rounds.last() else { return (Points::ZERO, Points::ZERO) };
        let paired_last = last.opponent().is_some() || last.kind == RoundKind::PairingBye;
        if !paired_last {
            return (self.adjusted_score(tpn), self.score(tpn));
        }
        let draw_instead =
            if last.opponent().is_some() { self.scoring.draw - last.points } else { Points::ZERO };
        let own = self.score(tpn) + draw_instead;
        (own, own)
    }

    /// The opponent whose game counts in Direct Encounter and
    /// Sonneborn-Berger: over the board, and with pre-determined pairings
    /// the forfeits too (15.2: "forfeit wins or losses ... are treated as
    /// regular games", which also brings them under 6.1.1).
    pub fn counted_opponent(&self, round: &RoundRecord) -> Option<u32> {
        if self.predetermined { round.opponent() } else { round.played_opponent() }
    }

    /// Whether every participant has a rating (C.07 10: the rating-based
    /// tie-breaks are dropped when unrated players are present).
    pub fn all_rated(&self) -> bool {
        self.all_rated
    }

    /// A participant's rating.
    pub fn rating(&self, tpn: u32) -> Option<i64> {
        self.rating.get(&tpn).copied()
    }
}

fn record(entry: RoundEntry, scoring: &ScoringSystem) -> RoundRecord {
    let kind = match entry {
        RoundEntry::Game { opponent, colour, result, side } => {
            let (white, black) = result.trf_codes();
            let mine = if side == Side::White { white } else { black };
            match (result, mine) {
                (GameResult::Pending, _) => RoundKind::ForfeitLoss { opponent },
                (_, '+') => RoundKind::ForfeitWin { opponent },
                (_, '-') => RoundKind::ForfeitLoss { opponent },
                (_, '1' | 'W') => RoundKind::Played { opponent, colour, rating_points: 100 },
                (_, '=' | 'D') => RoundKind::Played { opponent, colour, rating_points: 50 },
                _ => RoundKind::Played { opponent, colour, rating_points: 0 },
            }
        }
        RoundEntry::Bye(ByeKind::PairingAllocated) => RoundKind::PairingBye,
        RoundEntry::Bye(ByeKind::FullPoint) => RoundKind::FullPointBye,
        RoundEntry::Bye(ByeKind::HalfPoint) => RoundKind::HalfPointBye,
        RoundEntry::Bye(ByeKind::ZeroPoint) => RoundKind::ZeroPointBye,
        RoundEntry::Absent => RoundKind::Absent,
    };
    let points = match (entry, kind) {
        (_, RoundKind::ForfeitLoss { .. }) => scoring.forfeit_loss,
        (RoundEntry::Game { result, side, .. }, _) => result.points_for(side, scoring),
        (RoundEntry::Bye(kind), _) => kind.points(scoring),
        (RoundEntry::Absent, _) => Points::ZERO,
    };
    RoundRecord { kind, points }
}
