//! The FIDE Dutch system, C.04.3, in three editions: the 2017 text
//! (`--dutch`, in force until 2026-01-31; articles A.x–E.x, criteria
//! C.1–C.19), the 2026 text (`--dutch2026`; articles 1.x–5.x, criteria
//! [C1]–[C21]) and the Istanbul 2012 text (`--dutch2012`, C.04.3.1, in
//! force until 2017-06-30; criteria B.1–B.6, procedure C.1–C.14).
//!
//! All three are one skeleton ([`round`]): the round loop of A.9 / 1.9 pairs the
//! brackets top-down; each bracket is a maximum-weight matching over a
//! window of MDPs, residents and the next score group ([`window`]), whose
//! edge weights hold the criteria as fields, most important first; the
//! B.8 / 3.8 "generated earlier" tie-break is settled by re-solves. What
//! differs sits behind one interface, [`round::Edition`], with the edge
//! fields of its window behind [`window::Criteria`]:
//!
//! - [`edition2017`]: a completion test after every bracket finds the PPB,
//!   which is re-paired with C.4 first; its windows carry C.4–C.19 and the
//!   A.8 PSD as count vectors of score differences.
//! - [`edition2026`]: one matcher over the whole round whose every edge
//!   carries [C4]/[C5], so no bracket can make the round incompletable;
//!   windows carry [C6]–[C21], scores by score group.
//! - [`edition2012`]: the 2017 completion route (its C.13 backtracking to
//!   the penultimate bracket is the same route) with windows of its own:
//!   the C.10 / C.14 relaxation order as fields.
//!
//! The colour criteria and float repetitions both editions weigh alike are
//! in [`criteria`]; colours (E / 5.2), board order, compatibility and the
//! completion test are shared with every system (`crate::pairing`).
//!
//! `docs/dutch-by-matching.md` (in the repository) explains the technique:
//! windows, the weight fields, the "generated earlier" re-solves.

mod criteria;
mod edition2012;
mod edition2017;
mod edition2026;
mod explain2012;
mod round;
mod window;

#[cfg(test)]
mod tests;

use super::baku::BakuEdition;
use super::checker::BracketCriterion;
use super::colours::ColourRule;
use super::context::Topscorers;
use super::error::PairingError;
use super::history::FloatRules;
use super::input::PairingInput;
use super::output::Pairing;
use super::system::{PairingSystem, Rule, TrfNaming};
use super::trace::{BracketKind, Traced};
use crate::tr;
use edition2012::Edition2012;
use edition2017::Edition2017;
use edition2026::Edition2026;
use round::{Edition, pair_round};

/// C.04.3 as in force 2017 – 2026-01-31.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dutch2017;

/// C.04.3.1 as agreed in Istanbul 2012, in force until 2017-06-30.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dutch2012;

/// C.04.3 as in force since 2026-02-01.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dutch2026;

impl PairingSystem for Dutch2017 {
    fn id(&self) -> &'static str {
        "dutch"
    }

    fn name(&self) -> String {
        tr!("system-dutch2017")
    }

    fn handbook(&self) -> &'static str {
        "C.04.3"
    }

    /// `FIDE_DUTCH_2017`: the code the Baku summary gives for the text
    /// before 2026.
    fn trf_naming(&self) -> TrfNaming {
        TrfNaming {
            code: Some("FIDE_DUTCH_2017"),
            code_without_acceleration: false,
            hints: &["FIDE_DUTCH_2017"],
        }
    }

    /// The Baku Acceleration Method of the text's time (C.04.5.1 / C.04.7.1,
    /// until 2026-01-31): 1–½–0 scoring only.
    fn baku_edition(&self) -> BakuEdition {
        BakuEdition::Text2017
    }

    fn float_rules(&self) -> FloatRules {
        Edition2017::FLOAT_RULES
    }

    fn topscorers(&self) -> Topscorers {
        Topscorers::Exempt
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        Some(match rule {
            Rule::Rematch => "C.1",
            Rule::ByeEligibility => "C.2",
            Rule::AbsoluteColourClash => "C.3",
            Rule::ScoreDifferences | Rule::MovedDownNotPaired => "C.6",
            Rule::ColourPreference => "C.10",
            Rule::StrongColourPreference => "C.11",
            Rule::RepeatedDownfloat => "C.12",
            Rule::RepeatedUpfloat => "C.13",
            Rule::RepeatedDownfloatTwoRoundsAgo => "C.14",
            Rule::RepeatedUpfloatTwoRoundsAgo => "C.15",
            Rule::Colour(ColourRule::BothPreferences) => "E.1",
            Rule::Colour(ColourRule::StrongerPreference) => "E.2",
            Rule::Colour(ColourRule::Alternation) => "E.3",
            Rule::Colour(ColourRule::HigherRanked) => "E.4",
            Rule::Colour(ColourRule::InitialColour) => "E.5",
            Rule::Colour(ColourRule::Team(_)) => return None,
        })
    }

    /// C.5-C.15 as the checker measures them (A.8's PSD for C.6; the
    /// look-ahead of C.7, the topscorers' C.8/C.9 and the float score
    /// differences of C.16-C.19 are not measured).
    fn bracket_criteria(&self, _input: &PairingInput) -> Option<Vec<(BracketCriterion, &'static str)>> {
        use BracketCriterion as B;
        Some(vec![
            (B::Pairs, "C.5"),
            (B::Psd, "C.6"),
            (B::Preference, "C.10"),
            (B::StrongPreference, "C.11"),
            (B::Down1, "C.12"),
            (B::Up1, "C.13"),
            (B::Down2, "C.14"),
            (B::Up2, "C.15"),
        ])
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        pair_round::<Edition2017>(input, true)
    }

    fn pair(&self, input: &PairingInput) -> Result<Pairing, PairingError> {
        pair_round::<Edition2017>(input, false).map(|traced| traced.pairing)
    }
}

impl PairingSystem for Dutch2012 {
    fn id(&self) -> &'static str {
        "dutch2012"
    }

    fn name(&self) -> String {
        tr!("system-dutch2012")
    }

    fn handbook(&self) -> &'static str {
        "C.04.3.1"
    }

    /// No TRF-2026 code; the text's reference engine (JaVaFo 1.4) names it
    /// "Swiss Dutch (Istanbul 2012 rules)" in `092`, so a file it wrote is
    /// re-checked by the 2012 text, not by the rules in force today.
    fn trf_naming(&self) -> TrfNaming {
        TrfNaming { code: None, code_without_acceleration: false, hints: &["ISTANBUL 2012"] }
    }

    fn float_rules(&self) -> FloatRules {
        Edition2012::FLOAT_RULES
    }

    fn topscorers(&self) -> Topscorers {
        Topscorers::Exempt
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        Some(match rule {
            Rule::Rematch => "B.1.a",
            Rule::ByeEligibility => "B.1.b",
            Rule::AbsoluteColourClash => "B.2",
            Rule::ScoreDifferences | Rule::MovedDownNotPaired => "B.3",
            Rule::ColourPreference => "B.4",
            Rule::StrongColourPreference => "A.7.d",
            Rule::RepeatedDownfloat | Rule::RepeatedUpfloat => "B.5",
            Rule::RepeatedDownfloatTwoRoundsAgo | Rule::RepeatedUpfloatTwoRoundsAgo => "B.6",
            Rule::Colour(ColourRule::BothPreferences) => "E.1",
            Rule::Colour(ColourRule::StrongerPreference) => "E.2",
            Rule::Colour(ColourRule::Alternation) => "E.3",
            Rule::Colour(ColourRule::HigherRanked) => "E.4",
            Rule::Colour(ColourRule::InitialColour) => "E.5",
            Rule::Colour(ColourRule::Team(_)) => return None,
        })
    }

    /// C.13 names the brackets of the completion route: the penultimate
    /// one paired again, and the lowest one joined with the brackets above.
    fn describe_bracket_kind(&self, kind: BracketKind) -> String {
        match kind {
            BracketKind::Penultimate => tr!("dutch2012-kind-penultimate"),
            BracketKind::Collapsed => tr!("dutch2012-kind-joined"),
            BracketKind::Ordinary | BracketKind::Last => kind.describe(),
        }
    }

    /// A.11's quality of a bracket's pairing in C.10's order (the
    /// requirement dropped first is the least): the moved-down players
    /// paired first (A.3, C.14.b), the pairs (P: C.8.b tries every set of
    /// moved-down players before C.14 lowers P1), B.3 as the 2017 PSD (the
    /// closeness of the scores of the pairs and of the players moved down,
    /// A.11; so the highest moved-down players are paired, D.3), then in odd rounds
    /// A.7.d (dropped by C.10.f, after X) before X (C.10.e), in even rounds
    /// X before Z (C.10.e raises Z first), then B.5 and B.6 for
    /// downfloaters (C.10.d, c) before B.5 and B.6 for upfloaters (C.10.b,
    /// a). Not measured: C.12's look-ahead and the top scorers' B.2.
    fn bracket_criteria(&self, input: &PairingInput) -> Option<Vec<(BracketCriterion, &'static str)>> {
        use BracketCriterion as B;
        let colours = if input.round % 2 == 1 {
            [(B::StrongPreference, "A.7.d"), (B::Preference, "B.4")]
        } else {
            [(B::Preference, "B.4"), (B::StrongPreference, "A.8.b")]
        };
        let mut criteria = vec![(B::MovedDownPaired, "A.3"), (B::Pairs, "A.11"), (B::Psd, "B.3")];
        criteria.extend(colours);
        criteria.extend([(B::Down1, "B.5"), (B::Down2, "B.6"), (B::Up1, "B.5"), (B::Up2, "B.6")]);
        Some(criteria)
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        pair_round::<Edition2012>(input, true)
    }

    fn pair(&self, input: &PairingInput) -> Result<Pairing, PairingError> {
        pair_round::<Edition2012>(input, false).map(|traced| traced.pairing)
    }
}

impl PairingSystem for Dutch2026 {
    fn id(&self) -> &'static str {
        "dutch2026"
    }

    fn name(&self) -> String {
        tr!("system-dutch2026")
    }

    fn handbook(&self) -> &'static str {
        "C.04.3"
    }

    /// `FIDE_DUTCH_2025`: the reference engine's code for the 2025 text in
    /// force from 2026 (`_2026` is read too).
    fn trf_naming(&self) -> TrfNaming {
        TrfNaming {
            code: Some("FIDE_DUTCH_2025"),
            code_without_acceleration: false,
            hints: &["FIDE_DUTCH_2025", "FIDE_DUTCH_2026"],
        }
    }

    fn float_rules(&self) -> FloatRules {
        Edition2026::FLOAT_RULES
    }

    fn topscorers(&self) -> Topscorers {
        Topscorers::Exempt
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        Some(match rule {
            Rule::Rematch => "[C1]",
            Rule::ByeEligibility => "[C2]",
            Rule::AbsoluteColourClash => "[C3]",
            Rule::ScoreDifferences | Rule::MovedDownNotPaired => "[C7]",
            Rule::ColourPreference => "[C12]",
            Rule::StrongColourPreference => "[C13]",
            Rule::RepeatedDownfloat => "[C14]",
            Rule::RepeatedUpfloat => "[C15]",
            Rule::RepeatedDownfloatTwoRoundsAgo => "[C16]",
            Rule::RepeatedUpfloatTwoRoundsAgo => "[C17]",
            Rule::Colour(ColourRule::BothPreferences) => "5.2.1",
            Rule::Colour(ColourRule::StrongerPreference) => "5.2.2",
            Rule::Colour(ColourRule::Alternation) => "5.2.3",
            Rule::Colour(ColourRule::HigherRanked) => "5.2.4",
            Rule::Colour(ColourRule::InitialColour) => "5.2.5",
            Rule::Colour(ColourRule::Team(_)) => return None,
        })
    }

    /// [C6]-[C17] as the checker measures them ([C14], [C16]: resident
    /// downfloaters only; the look-ahead of [C8], the PAB's [C9], the
    /// topscorers' [C10]/[C11] and the score differences of [C18]-[C21]
    /// are not measured).
    fn bracket_criteria(&self, _input: &PairingInput) -> Option<Vec<(BracketCriterion, &'static str)>> {
        use BracketCriterion as B;
        Some(vec![
            (B::Pairs, "[C6]"),
            (B::DownfloaterScores, "[C7]"),
            (B::Preference, "[C12]"),
            (B::StrongPreference, "[C13]"),
            (B::ResidentDown1, "[C14]"),
            (B::Up1, "[C15]"),
            (B::ResidentDown2, "[C16]"),
            (B::Up2, "[C17]"),
        ])
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        pair_round::<Edition2026>(input, true)
    }

    fn pair(&self, input: &PairingInput) -> Result<Pairing, PairingError> {
        pair_round::<Edition2026>(input, false).map(|traced| traced.pairing)
    }
}
