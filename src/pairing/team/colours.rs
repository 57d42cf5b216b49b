//! Article 4: the colours of a pair, for the whole round once it is paired
//! (3.3.2). "Colour" is board 1's: the team with White there is named
//! first, and the boards alternate from it (the competition's `352` order).
//! No step is absolute and the cascade always decides.

use super::ColourPreferences;
use super::facts::{Strength, TeamFacts, colour_difference};
use super::round::TeamRound;
use crate::model::Colour;
use crate::pairing::error::PairingError;

/// The step of 4.3 that decided a pair's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColourStep {
    /// 4.3.1: neither team has played a match; the initial-colour by the
    /// first-team's TPN.
    InitialColour,
    /// 4.3.2: only one team has a colour preference.
    OnlyPreference,
    /// 4.3.3: opposite colour preferences.
    OppositePreferences,
    /// 4.3.4 (Type B): only one team has a strong preference.
    StrongPreference,
    /// 4.3.5: White to the lower colour difference.
    LowerColourDifference,
    /// 4.3.6: alternation to the most recent time their colours differed.
    Alternation,
    /// 4.3.7: the first-team's preference.
    FirstTeamPreference,
    /// 4.3.8: the first-team alternates from its last played match.
    FirstTeamAlternates,
    /// 4.3.9: the other team alternates from its last played match.
    OtherTeamAlternates,
}

impl ColourStep {
    /// The article, as cited.
    pub fn article(self) -> &'static str {
        match self {
            ColourStep::InitialColour => "4.3.1",
            ColourStep::OnlyPreference => "4.3.2",
            ColourStep::OppositePreferences => "4.3.3",
            ColourStep::StrongPreference => "4.3.4",
            ColourStep::LowerColourDifference => "4.3.5",
            ColourStep::Alternation => "4.3.6",
            ColourStep::FirstTeamPreference => "4.3.7",
            ColourStep::FirstTeamAlternates => "4.3.8",
            ColourStep::OtherTeamAlternates => "4.3.9",
        }
    }
}

/// 4.2: whether `a` is the first-team of the pair `a`–`b`: the higher
/// primary score (4.2.1; the standings' score, no virtual points, R20),
/// then the higher secondary score unless the competition does not use it
/// (4.2.2), then the smaller TPN (4.2.3).
fn is_first_team(round: &TeamRound<'_>, a: &TeamFacts, b: &TeamFacts) -> bool {
    if a.primary != b.primary {
        return a.primary > b.primary;
    }
    if round.rules.secondary_for_colours && a.secondary != b.secondary {
        return a.secondary > b.secondary;
    }
    a.tpn < b.tpn
}

/// 4.3 for the pair of teams `a` and `b` (team indices): (White, Black,
/// the step that decided).
pub(super) fn allocate(
    round: &TeamRound<'_>,
    a: usize,
    b: usize,
) -> Result<(usize, usize, ColourStep), PairingError> {
    let (first, other) = if is_first_team(round, &round.teams[a], &round.teams[b]) { (a, b) } else { (b, a) };
    let (f, o) = (&round.teams[first], &round.teams[other]);
    let give = |colour: Colour, step: ColourStep| match colour {
        Colour::White => Ok((first, other, step)),
        Colour::Black => Ok((other, first, step)),
    };
    // 4.3.1: both teams have yet to play a match.
    if f.colours.is_empty() && o.colours.is_empty() {
        let initial = round.input.initial_colour.ok_or(PairingError::NoInitialColour)?;
        let colour = if f.tpn % 2 == 1 { initial } else { initial.opposite() };
        return give(colour, ColourStep::InitialColour);
    }
    match (f.preference, o.preference) {
        // 4.3.2: only one team has a colour preference.
        (Some(p), None) => return give(p.colour, ColourStep::OnlyPreference),
        (None, Some(p)) => return give(p.colour.opposite(), ColourStep::OnlyPreference),
        // 4.3.3: opposite preferences.
        (Some(pf), Some(po)) if pf.colour != po.colour => {
            return give(pf.colour, ColourStep::OppositePreferences);
        }
        // 4.3.4 (Type B only): the same colour wanted, one of them strongly.
        (Some(pf), Some(po)) if round.rules.preferences == ColourPreferences::TypeB => {
            match (pf.strength, po.strength) {
                (Strength::Strong, Strength::Mild) => return give(pf.colour, ColourStep::StrongPreference),
                (Strength::Mild, Strength::Strong) => {
                    return give(po.colour.opposite(), ColourStep::StrongPreference);
                }
                _ => {}
            }
        }
        _ => {}
    }
    // 4.3.5: White to the lower colour difference.
    let (cf, co) = (colour_difference(&f.colours), colour_difference(&o.colours));
    if cf != co {
        let colour = if cf < co { Colour::White } else { Colour::Black };
        return give(colour, ColourStep::LowerColourDifference);
    }
    // 4.3.6: back from the latest played match of each, position by
    // position (the played matches only, GHR 3.4; R7), to the most recent
    // time one had White and the other Black; alternate from it.
    if let Some((&cf, _)) = f.colours.iter().rev().zip(o.colours.iter().rev()).find(|(x, y)| x != y) {
        return give(cf.opposite(), ColourStep::Alternation);
    }
    // 4.3.7: the first-team's preference.
    if let Some(p) = f.preference {
        return give(p.colour, ColourStep::FirstTeamPreference);
    }
    // 4.3.8: the first-team alternates from its last played match.
    if let Some(&last) = f.colours.last() {
        return give(last.opposite(), ColourStep::FirstTeamAlternates);
    }
    // 4.3.9: the other team alternates from its last played match (it has
    // one: 4.3.1 took the pairs where neither had).
    let other_last = o.colours.last().copied().unwrap_or(Colour::White);
    give(other_last, ColourStep::OtherTeamAlternates)
}
