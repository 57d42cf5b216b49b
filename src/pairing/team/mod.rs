//! The FIDE Swiss Team Pairing System, C.04.6 (in force from 1 February
//! 2026): a team is a participant; its pairing number (TPN), primary score
//! (match or game points, plus an acceleration's virtual points), secondary
//! score and colour history come in through the [`PairingInput`], the
//! competition's colour model and use of the secondary score through
//! [`TeamRules`].
//!
//! The round is paired as 3.3.2 orders it:
//!
//! 1. the pairing-allocated bye first (3.4, [`round`]): the lowest score,
//!    then most matches played, then the largest TPN, among the teams [C2]
//!    allows whose absence leaves the others a legal pairing;
//! 2. the top-scoregroup with the upfloaters 3.5 selects for it
//!    ([`upfloaters`]): [C4]–[C7] and the order of 3.5.4 are fields of one
//!    maximum-weight matching over every team still to pair, so the
//!    selection is polynomial although 3.5 is written as an enumeration of
//!    sets;
//! 3. the bracket's pairing (3.6, [`bracket`]): [C8]–[C10] and the
//!    identifier order of 3.6.2 as the fields of a second matching;
//! 4. colours last (article 4, [`colours`]), the team with White on board 1
//!    first; boards in the order of the General Handling Rules 3.6.
//!
//! Where the text leaves a choice, the code follows the reading of FIDE's
//! reference engine (Gacrux 1.11.65) that the rule summary names; each
//! place says which (R1–R20).
//!
//! [`crate::pairing::input::team_from_tournament`] builds the engine's
//! view of a team event (every team a participant), and
//! [`crate::pairing::baku::team_table`] its Baku table (C.04.7 1.4).

mod bracket;
pub(crate) mod check;
mod colours;
mod facts;
mod round;
#[cfg(test)]
mod tests;
mod upfloaters;

pub use colours::ColourStep;

use super::colours::ColourRule;
use super::error::PairingError;
use super::history::FloatRules;
use super::input::PairingInput;
use super::system::{PairingSystem, Rule};
use super::trace::{BracketKind, Traced};
use crate::tr;

/// The colour preferences a team competition uses (1.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ColourPreferences {
    /// Simple preferences (1.7.1): the default.
    #[default]
    TypeA,
    /// Strong and mild preferences (1.7.2).
    TypeB,
    /// No colour preferences at all (1.7, the third model).
    None,
}

/// What the rules of a team competition tell the engine (1.2, 1.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TeamRules {
    pub preferences: ColourPreferences,
    /// Whether the secondary score chooses the first-team (4.2.2); 1.2.2:
    /// by default it does.
    pub secondary_for_colours: bool,
}

impl Default for TeamRules {
    fn default() -> Self {
        TeamRules { preferences: ColourPreferences::TypeA, secondary_for_colours: true }
    }
}

/// C.04.6, the 2026 text (`team2026`, `--team`).
#[derive(Clone, Copy, Debug, Default)]
pub struct SwissTeam2026;

impl PairingSystem for SwissTeam2026 {
    fn id(&self) -> &'static str {
        "team2026"
    }

    fn flag_alias(&self) -> Option<&'static str> {
        Some("team")
    }

    fn name(&self) -> String {
        tr!("system-team2026")
    }

    fn handbook(&self) -> &'static str {
        "C.04.6"
    }

    fn pairs_teams(&self) -> bool {
        true
    }

    /// The 2026 handling rules: only a played match carries a colour or a
    /// float, and [C2] bars a team that scored a win without playing.
    fn float_rules(&self) -> FloatRules {
        FloatRules::Rules2026
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        match rule {
            Rule::Rematch => Some("[C1]"),
            Rule::ByeEligibility => Some("[C2]"),
            Rule::ColourPreference => Some("[C8]"),
            Rule::StrongColourPreference => Some("[C9]"),
            Rule::Colour(ColourRule::Team(step)) => Some(step.article()),
            // The preface: no colour preference is absolute; the individual
            // systems' float and score-difference criteria are not this
            // text's ([C4]–[C7], [C10] are its own).
            _ => None,
        }
    }

    /// 3.3.2's two kinds of step: the bye first, then the brackets.
    fn describe_bracket_kind(&self, kind: BracketKind) -> String {
        match kind {
            BracketKind::Last => tr!("explain-team-kind-bye"),
            _ => tr!("explain-team-kind-bracket"),
        }
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        round::pair(input, input.team.unwrap_or_default())
    }
}

/// What a step of 4.3 did, in words, for `explain`.
pub fn describe_colour_step(step: ColourStep) -> String {
    match step {
        ColourStep::InitialColour => tr!("explain-colour-team-initial"),
        ColourStep::OnlyPreference => tr!("explain-colour-team-only"),
        ColourStep::OppositePreferences => tr!("explain-colour-team-opposite"),
        ColourStep::StrongPreference => tr!("explain-colour-team-strong"),
        ColourStep::LowerColourDifference => tr!("explain-colour-team-difference"),
        ColourStep::Alternation => tr!("explain-colour-team-alternation"),
        ColourStep::FirstTeamPreference => tr!("explain-colour-team-first-preference"),
        ColourStep::FirstTeamAlternates => tr!("explain-colour-team-first-alternates"),
        ColourStep::OtherTeamAlternates => tr!("explain-colour-team-other-alternates"),
    }
}
