//! The boundary every pairing system implements (see the module docs of
//! [`crate::pairing`] for why a trait and how to add a system).

use super::colours::ColourRule;
use super::context::Topscorers;
use super::history::FloatRules;
use super::trace::{BracketKind, Traced};
use super::{Pairing, PairingError, PairingInput};
use crate::model::SystemId;

/// A rule that the parts shared by every system name: the checker's
/// findings and `explain`'s "criteria given up" and colour lines. Each
/// system says what its own text calls it ([`PairingSystem::article`]), or
/// that it has no such rule (then nothing is reported against it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Two players meet at most once (Dutch 2017 C.1, 2026 [C1]).
    Rematch,
    /// Who may receive the pairing-allocated bye (C.2 / [C2]).
    ByeEligibility,
    /// Two players with the same absolute colour preference do not meet (C.3 / [C3]).
    AbsoluteColourClash,
    /// The score differences of the pairs (C.6 / [C7]).
    ScoreDifferences,
    /// Moved-down players left unpaired in their bracket (C.6 / [C7]).
    MovedDownNotPaired,
    /// Players who do not get their colour preference (C.10 / [C12]).
    ColourPreference,
    /// Players who do not get their strong colour preference (C.11 / [C13]).
    StrongColourPreference,
    /// A downfloat like the one of the previous round (C.12 / [C14]).
    RepeatedDownfloat,
    /// An upfloat like the one of the previous round (C.13 / [C15]).
    RepeatedUpfloat,
    /// A downfloat like the one of two rounds before (C.14 / [C16]).
    RepeatedDownfloatTwoRoundsAgo,
    /// An upfloat like the one of two rounds before (C.15 / [C17]).
    RepeatedUpfloatTwoRoundsAgo,
    /// The colour allocation step that decided a board (E.1–E.5 / 5.2.1–5.2.5).
    Colour(ColourRule),
}

/// A pairing system: one FIDE text (one edition of it), in one module that
/// owns its rules and tables. Listed in [`crate::pairing::SYSTEMS`].
pub trait PairingSystem: Sync {
    /// The identifier: the command-line flag (`--dutch`) and what tournament
    /// documents store ([`SystemId`]). Never change it once released.
    fn id(&self) -> &'static str;

    /// The name arbiters read (the GUI's list, `--help`), translated.
    fn name(&self) -> String;

    /// The chapter of the FIDE Handbook, cited before every article
    /// (`C.04.3`).
    fn handbook(&self) -> &'static str;

    /// Whether arbiters may choose it: only available systems get a
    /// command-line flag, a place in the GUI's list, and are paired for a
    /// tournament that names them ([`crate::pairing::find`]). A system
    /// being built is listed with `false` until it is finished; its own
    /// tests call it directly.
    fn available(&self) -> bool {
        true
    }

    /// The float and bye-eligibility rules of the system's edition
    /// (C.04.1/C.04.2 before or from 2026), which the checker and
    /// `explain` derive the players' histories with.
    fn float_rules(&self) -> FloatRules;

    /// Whether the text exempts final-round topscorers from the absolute
    /// colour rules (Dutch A.7 / 1.8 with C.3 / [C3]); the checker asks.
    fn topscorers(&self) -> Topscorers {
        Topscorers::NotExempt
    }

    /// The article the system's text gives `rule` (`C.12`, `[C14]`, `E.4`,
    /// `5.2.3`), or `None` when the text has no such rule.
    fn article(&self, rule: Rule) -> Option<&'static str>;

    /// What a colour rule did, in words, for `explain`: by default the
    /// Dutch texts' E.1–E.5 / 5.2.1–5.2.5; a system whose steps say
    /// something else words its own.
    fn describe_colour(&self, rule: ColourRule) -> String {
        super::explain::describe_colour_rule(rule)
    }

    /// What kind of bracket it was, in words, for `explain`: by default the
    /// Dutch A.9 names (the PPB, the collapsed last bracket); a text that
    /// names them otherwise words its own.
    fn describe_bracket_kind(&self, kind: BracketKind) -> String {
        super::explain::describe_bracket_kind(kind)
    }

    /// The system whose rules pair `input`'s round when it is not this
    /// one's own (Burstein's seeding rounds, C.04.4.2 1.6.1: the Dutch
    /// system), so that `explain` and the checker cite that system's
    /// articles and the checker holds the round to its rules.
    fn seeding_system(&self, _input: &PairingInput) -> Option<&'static dyn PairingSystem> {
        None
    }

    /// Pairs the round and records how, bracket by bracket, for `explain`.
    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError>;

    /// Pairs the round. By default the traced pairing without its trace;
    /// systems whose trace costs time pair without it.
    fn pair(&self, input: &PairingInput) -> Result<Pairing, PairingError> {
        self.pair_traced(input).map(|traced| traced.pairing)
    }

    /// `rule` as cited in findings and explanations: `C.04.3 C.12`.
    fn cite(&self, rule: Rule) -> Option<String> {
        self.article(rule).map(|article| format!("{} {article}", self.handbook()))
    }

    /// The identifier as a tournament document stores it.
    fn system_id(&self) -> SystemId {
        SystemId::new(self.id())
    }
}

impl std::fmt::Debug for dyn PairingSystem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}
