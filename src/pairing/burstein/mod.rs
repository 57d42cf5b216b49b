//! The Burstein system, C.04.4.2: after a few seeding rounds paired by the
//! Dutch system (1.6), each score group is paired high opposition index
//! against low (1.7–1.8, Article 4), the pairing-allocated bye first (3.1).
//!
//! Each bracket is one maximum-weight matching over every player still to
//! pair ([`round`]): edge fields hold [C4] (everyone else can still be
//! paired), [C5]–[C8] for the bracket, and Article 4's order is settled
//! player by player, highest in the bracket first, by a last field that
//! rewards that player's opponent's bracket sequence number; each step is a
//! warm re-solve, so a bracket costs polynomial time.

mod index;
mod round;
#[cfg(test)]
mod tests;

use super::colours::ColourRule;
use super::dutch::Dutch2017;
use super::history::FloatRules;
use super::system::{PairingSystem, Rule};
use super::trace::Traced;
use super::{PairingError, PairingInput};
use crate::tr;

/// C.04.4.2 as the reference engine applies it (the text before 2026).
#[derive(Clone, Copy, Debug, Default)]
pub struct Burstein;

/// 1.6.2: half the rounds (rounded down), at most four.
pub fn seeding_rounds(total_rounds: u32) -> u32 {
    (total_rounds / 2).min(4)
}

impl PairingSystem for Burstein {
    fn id(&self) -> &'static str {
        "burstein"
    }

    fn name(&self) -> String {
        tr!("system-burstein")
    }

    fn handbook(&self) -> &'static str {
        "C.04.4.2"
    }

    fn float_rules(&self) -> FloatRules {
        FloatRules::Any
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        match rule {
            Rule::Rematch => Some("[C1]"),
            Rule::ByeEligibility => Some("[C2]"),
            Rule::AbsoluteColourClash => Some("[C3]"),
            Rule::MovedDownNotPaired => Some("[C6]"),
            Rule::ColourPreference => Some("[C8]"),
            Rule::Colour(ColourRule::InitialColour) => Some("5.2.1"),
            Rule::Colour(ColourRule::BothPreferences) => Some("5.2.2"),
            Rule::Colour(ColourRule::StrongerPreference) => Some("5.2.3"),
            Rule::Colour(ColourRule::Alternation) => Some("5.2.4"),
            Rule::Colour(ColourRule::HigherRanked) => Some("5.2.5"),
            Rule::ScoreDifferences
            | Rule::StrongColourPreference
            | Rule::RepeatedDownfloat
            | Rule::RepeatedUpfloat
            | Rule::RepeatedDownfloatTwoRoundsAgo
            | Rule::RepeatedUpfloatTwoRoundsAgo => None,
        }
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        // 1.6.1: the seeding rounds are paired by the Dutch system.
        if input.round <= seeding_rounds(input.total_rounds) {
            return Dutch2017.pair_traced(input);
        }
        round::pair_round(input, FloatRules::Any, true)
    }
}
