//! The Burstein system, C.04.4.2: after a few seeding rounds paired by the
//! Dutch system (1.6), each score group is paired high opposition index
//! against low (1.7–1.8, Article 4), the pairing-allocated bye first (3.1).
//!
//! Each bracket is one maximum-weight matching over every player still to
//! pair ([`round`]): edge fields hold [C4] (everyone else can still be
//! paired), [C5]–[C8] for the bracket, and Article 4's order is settled
//! player by player, highest in the bracket first, by a last field that
//! rewards that player's opponent's bracket sequence number; each step is a
//! warm re-solve, so a bracket costs polynomial time. The matching is
//! solved on the bracket and its next score group alone whenever a
//! completion test shows the rest can still be paired ([C4] does not
//! decide), which gives the same pairs at a fraction of the cost.
//!
//! Two editions, like the Dutch system's: [`Burstein`] (`burstein`) pairs as
//! the corpus's reference engine does, [`Burstein2026`] (`burstein2026`) as
//! the 2026 text is written; `Edition` holds the three places they part.

mod index;
mod notes;
mod round;
#[cfg(test)]
mod tests;

use super::colours::ColourRule;
use super::dutch::{Dutch2017, Dutch2026};
use super::error::PairingError;
use super::history::FloatRules;
use super::input::PairingInput;
use super::system::{PairingSystem, Rule, TrfNaming};
use super::trace::Traced;
use crate::tr;

/// C.04.4.2 as the reference engine of the corpus applies it (JaVaFo 3.0p,
/// whose Burstein predates the 2026 text): `Edition::ReferenceEngine`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Burstein;

/// C.04.4.2 as the 2026 text (in force from 2026-02-01) writes it:
/// `Edition::Text2026`. No reference engine follows it; the hand-made
/// cases in `tests.rs` are its judge.
#[derive(Clone, Copy, Debug, Default)]
pub struct Burstein2026;

/// Where the two editions part. Everything else is the same code for both,
/// checked article by article against the 2026 text (the closing note of
/// issue 16, session 6, lists it); the places a reader might expect a
/// difference say "the same in both editions" at the code:
/// the opposition index and its unplayed games (1.7, `index.rs`), the
/// ranking (1.8), the bye's order (3.1.3–3.1.5), the brackets and
/// [C5]–[C7] (1.2, 2.3), Article 4, the colours (5.2, shared with the
/// Dutch engines) and [C3] without topscorers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edition {
    /// The corpus's reference engine.
    ReferenceEngine,
    /// The 2026 text.
    Text2026,
}

impl Edition {
    /// 1.6.1: the seeding rounds are paired by "the FIDE (Dutch) System":
    /// the reference engine's era had the 2017 text; from February 2026
    /// that system is the 2026 text.
    fn seeding_system(self) -> &'static dyn PairingSystem {
        match self {
            Edition::ReferenceEngine => &Dutch2017,
            Edition::Text2026 => &Dutch2026,
        }
    }

    /// [C2] (2.1.2, 3.1.1) names the Basic Rules' Article 4: in 2026 no PAB
    /// after a PAB or after any round scored a win's worth without playing
    /// (a full-point bye too), [`FloatRules::Rules2026`]; the reference
    /// engine bars only a PAB or a forfeit win, as the rules of its time
    /// did ([`FloatRules::Any`]). Burstein has no float criteria, so the
    /// float half of these rules only shows in `explain` and the checker.
    fn float_rules(self) -> FloatRules {
        match self {
            Edition::ReferenceEngine => FloatRules::Any,
            Edition::Text2026 => FloatRules::Rules2026,
        }
    }

    /// Whether [C8] weighs players without games at the head of a bracket
    /// of even size as the reference engine pairs them (a fit, see `round::colour_cost`)
    /// rather than as the text's plain count (1.5.4: no preference, so
    /// they cost nobody theirs).
    fn fits_leading_unplayed(self) -> bool {
        self == Edition::ReferenceEngine
    }

    /// The Dutch edition that pairs `input`'s round when it is a seeding
    /// round (1.6), else `None`.
    fn seeding(self, input: &PairingInput) -> Option<&'static dyn PairingSystem> {
        (input.round <= seeding_rounds(input.total_rounds)).then(|| self.seeding_system())
    }

    fn pair_traced(self, input: &PairingInput) -> Result<Traced, PairingError> {
        match self.seeding(input) {
            Some(dutch) => dutch.pair_traced(input),
            None => round::pair_round(input, self, true),
        }
    }
}

/// 1.6.2: half the rounds (rounded down), at most four. The same in both
/// editions.
pub fn seeding_rounds(total_rounds: u32) -> u32 {
    (total_rounds / 2).min(4)
}

/// The articles of the 2026 text, which both editions cite: the reference
/// engine's rules differ in what they decide, not in where the text says it.
fn article(rule: Rule) -> Option<&'static str> {
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
        // The Swiss team system's own steps.
        Rule::Colour(ColourRule::Team(_)) => None,
        Rule::ScoreDifferences
        | Rule::StrongColourPreference
        | Rule::RepeatedDownfloat
        | Rule::RepeatedUpfloat
        | Rule::RepeatedDownfloatTwoRoundsAgo
        | Rule::RepeatedUpfloatTwoRoundsAgo => None,
    }
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

    /// `FIDE_BURSTEIN` (trfx-extensions.md): what the reference engines,
    /// whose Burstein predates 2026, read and write. Written without
    /// acceleration too, since nothing else in a file tells the two editions
    /// apart; an older reader that only looks for "BURSTEIN" finds it.
    fn trf_naming(&self) -> TrfNaming {
        TrfNaming { code: Some("FIDE_BURSTEIN"), code_without_acceleration: true, hints: &["BURSTEIN"] }
    }

    fn float_rules(&self) -> FloatRules {
        Edition::ReferenceEngine.float_rules()
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        article(rule)
    }

    fn seeding_system(&self, input: &PairingInput) -> Option<&'static dyn PairingSystem> {
        Edition::ReferenceEngine.seeding(input)
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        Edition::ReferenceEngine.pair_traced(input)
    }
}

impl PairingSystem for Burstein2026 {
    fn id(&self) -> &'static str {
        "burstein2026"
    }

    fn name(&self) -> String {
        tr!("system-burstein2026")
    }

    fn handbook(&self) -> &'static str {
        "C.04.4.2"
    }

    /// The 2026 text (approved in October 2025, in force from 2026) has no
    /// published code (trf2026.md names a code table it does not contain):
    /// `FIDE_BURSTEIN_2025`, by the reference engine's pattern for the Dutch
    /// text of the same year; `_2026` is read too. Written without
    /// acceleration as well (see [`Burstein`]).
    fn trf_naming(&self) -> TrfNaming {
        TrfNaming {
            code: Some("FIDE_BURSTEIN_2025"),
            code_without_acceleration: true,
            hints: &["FIDE_BURSTEIN_2025", "FIDE_BURSTEIN_2026"],
        }
    }

    fn float_rules(&self) -> FloatRules {
        Edition::Text2026.float_rules()
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        article(rule)
    }

    fn seeding_system(&self, input: &PairingInput) -> Option<&'static dyn PairingSystem> {
        Edition::Text2026.seeding(input)
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        Edition::Text2026.pair_traced(input)
    }
}
