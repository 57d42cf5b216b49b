//! The boundary every pairing system implements (see the module docs of
//! [`crate::pairing`] for why a trait and how to add a system).

use super::baku::BakuEdition;
use super::checker::BracketCriterion;
use super::colours::ColourRule;
use super::context::Topscorers;
use super::error::PairingError;
use super::history::FloatRules;
use super::input::PairingInput;
use super::output::Pairing;
pub use super::rule::Rule;
use super::trace::{BracketKind, Traced};
use crate::model::SystemId;

/// How TRF files name a system: the TRF-2026 record `192` ("encoded type
/// of tournament", a code) and the free text of `092` ("type of
/// tournament", whatever the arbiter typed).
///
/// Codes come from the formats (trfx-extensions.md, the reference engines'
/// own codes) or follow their pattern; a system the formats give no code
/// gets none, with Baku acceleration too: a `192` value other programs do
/// not know would say less than none, and the export still carries every
/// virtual point in its `XXA` / `250` records, which take precedence over a
/// `192` code (trf2026.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TrfNaming {
    /// The `192` code a TRF-2026 export writes (with `_BAKU` under Baku
    /// acceleration), when the system has one.
    pub code: Option<&'static str>,
    /// Whether the export writes `code` without acceleration too: for an
    /// edition nothing else in a file tells apart (a Dutch edition is read
    /// from the event's dates instead).
    pub code_without_acceleration: bool,
    /// Words that name the system in a `192` code or a `092` text (matched
    /// in upper case). Where the words of several systems are found, the
    /// longest word decides (`FIDE_BURSTEIN_2025` before `BURSTEIN`).
    pub hints: &'static [&'static str],
}

impl TrfNaming {
    /// A system TRF files have no name for (the `SDS` record then carries it).
    pub const NONE: TrfNaming = TrfNaming { code: None, code_without_acceleration: false, hints: &[] };
}

/// A pairing system: one FIDE text (one edition of it), in one module that
/// owns its rules and tables. Listed in [`crate::pairing::SYSTEMS`].
pub trait PairingSystem: Sync {
    /// The identifier: the command-line flag (`--dutch`) and what tournament
    /// documents store ([`SystemId`]). Never change it once released.
    fn id(&self) -> &'static str;

    /// A second command-line flag for the system, shorter than its
    /// identifier (`--team` for `team2026`), or `None`.
    fn flag_alias(&self) -> Option<&'static str> {
        None
    }

    /// Whether its participants are teams (the Swiss team system, C.04.6):
    /// the generator makes team events for it, the checker holds pairings
    /// to its own articles, and the app offers it for team events only.
    fn pairs_teams(&self) -> bool {
        false
    }

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

    /// How TRF files name the system ([`TrfNaming`]); by default they do
    /// not, and Swissdesk's own `SDS` record carries it.
    fn trf_naming(&self) -> TrfNaming {
        TrfNaming::NONE
    }

    /// Which text's Baku acceleration goes with the system: by default
    /// C.04.7 as in force from 2026 ("applicable to any Swiss Pairing
    /// System"), also for older texts: with 1–½–0 scoring both Baku texts
    /// give the same points, and only the 2026 one speaks of other scorings.
    fn baku_edition(&self) -> BakuEdition {
        BakuEdition::Text2026
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

    /// The criteria one score bracket's pairing is judged by, in the text's
    /// descending priority, each with its article, for a text that pairs
    /// the brackets one after another from the top and makes each as good
    /// as its criteria allow before the next: the checker then compares a
    /// proposal with the engine's pairing at the highest bracket where they
    /// part. By default `None`: the checker compares whole-round counts.
    fn bracket_criteria(&self, _input: &PairingInput) -> Option<Vec<(BracketCriterion, &'static str)>> {
        None
    }

    /// What a colour rule did, in words, for `explain`: by default the
    /// Dutch texts' E.1–E.5 / 5.2.1–5.2.5; a system whose steps say
    /// something else words its own.
    fn describe_colour(&self, rule: ColourRule) -> String {
        rule.describe()
    }

    /// What kind of bracket it was, in words, for `explain`: by default the
    /// Dutch A.9 names (the PPB, the collapsed last bracket); a text that
    /// names them otherwise words its own.
    fn describe_bracket_kind(&self, kind: BracketKind) -> String {
        kind.describe()
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
