//! What C.04.6 reads off a team's earlier rounds: its colour history and
//! preference (1.6, 1.7), whether it floated in the previous round (1.5),
//! whether it may still receive the pairing-allocated bye ([C2]) and whom it
//! has played ([C1]).
//!
//! A round is a *played match* when at least one board was played; the
//! input builder gives such a match as [`PastRound::Played`] with the
//! colour board 1 was scheduled to have (1.6.1), even when board 1 itself
//! was forfeited. A match in which no board was played is a
//! [`PastRound::Forfeit`]: no colour, no meeting ([C1], GHR 3.5), not a
//! match played for 3.4.3 or 4.3.1.

use super::ColourPreferences;
use crate::model::{ByeKind, Colour};
use crate::pairing::input::{PairingInput, PastRound, PlayerInput};
use std::collections::{HashMap, HashSet};

/// How strongly a team wants a colour (1.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Strength {
    /// Type B's mild preference (1.7.2, third and fourth paragraphs).
    Mild,
    /// Type A's simple preference (1.7.1) or Type B's strong one (1.7.2, first
    /// two paragraphs): the two are worded identically.
    Strong,
}

/// A colour preference, if the team has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

/// One team to pair, with what the articles read of it.
#[derive(Clone, Debug)]
pub(super) struct TeamFacts {
    /// Position in `input.players`.
    pub input: usize,
    pub tpn: u32,
    /// The pairing score in tenths: the primary score plus this round's
    /// virtual points of an acceleration (C.04.7 1.5). Scoregroups,
    /// upfloaters and board order read it.
    pub score: i32,
    /// The primary score of the standings, tenths (4.2.1: no virtual points).
    pub primary: i32,
    /// The secondary score, tenths (4.2.2).
    pub secondary: i32,
    /// Matches played (3.4.3; 4.3.1 asks whether it is zero).
    pub played: u32,
    /// Board-1 colours of the played matches, oldest first (1.6.1; the
    /// unplayed rounds squeezed out, GHR 3.4).
    pub colours: Vec<Colour>,
    /// 1.7, or `None`.
    pub preference: Option<Preference>,
    /// A floater in the previous round (1.5): it played a team whose
    /// pairing score before that round differed from its own.
    pub floated: bool,
    /// [C2]: no earlier pairing-allocated bye, match won by forfeit, or
    /// full-point bye.
    pub may_take_bye: bool,
    /// TPNs of the teams it played ([C1]).
    pub opponents: HashSet<u32>,
}

/// Matches with White minus matches with Black (1.6.2).
pub(super) fn colour_difference(colours: &[Colour]) -> i32 {
    colours.iter().map(|&c| if c == Colour::White { 1 } else { -1 }).sum()
}

/// The facts of every team `input` asks to pair, in TPN order.
pub(super) fn teams_to_pair(input: &PairingInput, preferences: ColourPreferences) -> Vec<TeamFacts> {
    let index: HashMap<u32, usize> = input.players.iter().enumerate().map(|(i, p)| (p.tpn, i)).collect();
    let last_round = input.round >= input.total_rounds;
    let mut teams: Vec<TeamFacts> = input
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.to_pair)
        .map(|(i, p)| {
            let colours: Vec<Colour> = p.history.iter().filter_map(|r| r.played_colour()).collect();
            TeamFacts {
                input: i,
                tpn: p.tpn,
                score: p.pairing_score.tenths(),
                primary: p.score.tenths(),
                secondary: p.secondary_score.tenths(),
                played: colours.len() as u32,
                preference: preference(&colours, preferences, last_round),
                colours,
                floated: floated_last_round(input, &index, p),
                may_take_bye: may_take_bye(p),
                opponents: p.history.iter().filter_map(|r| r.played_opponent()).collect(),
            }
        })
        .collect();
    teams.sort_by_key(|t| t.tpn);
    teams
}

/// 1.7: the colour preference of a team whose played matches had
/// `colours`, under the competition's model. `last_round`: the round being
/// paired is the last one (Type B's mild CD-0 preference is off there).
///
/// The strong clauses are read first, so a Type B team with CD 0 whose last
/// two played matches had the same colour keeps its strong preference in
/// the last round: the fifth paragraph ("no preference … when its CD is
/// zero when pairing for the last round") cancels only what the paragraphs
/// above it did not already give (reading R6 of the rule summary, the
/// reference's).
pub(super) fn preference(
    colours: &[Colour],
    model: ColourPreferences,
    last_round: bool,
) -> Option<Preference> {
    if model == ColourPreferences::None || colours.is_empty() {
        return None;
    }
    let cd = colour_difference(colours);
    let last_two = match colours {
        [.., a, b] if a == b => Some(*a),
        _ => None,
    };
    let strong = |colour| Some(Preference { colour, strength: Strength::Strong });
    let mild = |colour| Some(Preference { colour, strength: Strength::Mild });
    // 1.7.1 / 1.7.2, first two paragraphs.
    if cd < -1 || ((cd == 0 || cd == -1) && last_two == Some(Colour::Black)) {
        return strong(Colour::White);
    }
    if cd > 1 || ((cd == 0 || cd == 1) && last_two == Some(Colour::White)) {
        return strong(Colour::Black);
    }
    if model == ColourPreferences::TypeA {
        // 1.7.1: "In all other situations, the team has no (Type A) colour
        // preference" (a CD +1 team whose last two were Black among them).
        return None;
    }
    // 1.7.2, third and fourth paragraphs: the mild preferences.
    match cd {
        -1 => mild(Colour::White),
        1 => mild(Colour::Black),
        _ if !last_round => colours.last().and_then(|&c| mild(c.opposite())),
        // 1.7.2, fifth paragraph: CD zero when pairing the last round.
        _ => None,
    }
}

/// 1.5 for the previous round (reading R10): the team played a match in
/// round r−1 against a team whose pairing score before that round (points
/// plus that round's virtual points) differed from its own. A bye, an
/// absence or a match not played is no float.
fn floated_last_round(input: &PairingInput, index: &HashMap<u32, usize>, p: &PlayerInput) -> bool {
    if input.round < 2 {
        return false;
    }
    let previous = input.round - 1;
    let Some(PastRound::Played { opponent, .. }) = p.history.get(previous as usize - 1) else {
        return false;
    };
    let Some(&o) = index.get(opponent) else {
        return false;
    };
    p.pairing_score_before(previous) != input.players[o].pairing_score_before(previous)
}

/// [C2]: "A team that has already received a pairing-allocated bye or won a
/// match by forfeit (or been given a FIDE-deprecated full-point bye) shall
/// not receive the pairing-allocated bye." Won by forfeit: a match won in
/// which no board was played (reading R9); a half-point bye does not bar.
fn may_take_bye(p: &PlayerInput) -> bool {
    !p.history.iter().any(|r| {
        matches!(
            r,
            PastRound::Bye(ByeKind::PairingAllocated | ByeKind::FullPoint)
                | PastRound::Forfeit { won: true, .. }
        )
    })
}
