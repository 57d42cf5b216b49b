//! Pairing systems and what they share. This file is the front door: the
//! list of systems ([`SYSTEMS`]), the look-ups on it, and the one builder
//! of an engine's input ([`input_for_round`]); the types live in modules of
//! their own ([`input`], [`output`], [`error`], [`system`]), which the
//! systems import directly.
//!
//! Architecture invariant: a system is a pure function of a
//! [`PairingInput`]; it never sees the [`Tournament`] document. The input
//! for round N is built from a tournament (or a TRF) in one place,
//! [`input_for_round`], which every caller (pairing, `check`, `explain`,
//! the rules checker of a hand-made pairing) uses.
//!
//! # The boundary: a trait, one module per system, one list
//!
//! Every system implements [`PairingSystem`] in a module of its own and is
//! listed once, in [`SYSTEMS`]. A trait rather than an enum whose arms name
//! the modules, because the questions the rest of Swissdesk asks of a
//! system (pair, pair with a trace for `explain`, which float rules, what
//! does your text call this rule, may arbiters choose you) then have their
//! answers inside the system's module, next to the code that applies the
//! rules: an enum would need a `match` over every system in each place that
//! asks, which is what a new system used to be threaded through. The list
//! is the only place that names every system: the command-line flags
//! (`crate::cli`), the GUI's choice of systems, [`find`] for a tournament
//! document's [`SystemId`], the TRF reader and writer ([`TrfNaming`]), the
//! Baku edition ([`baku_edition`]) and the tests all read it. Documents store the
//! identifier ([`PairingSystem::id`], also the flag), never a Rust type,
//! so the model does not change when a system is added. Editions of one
//! text (Dutch 2017 and 2026, Dubov 1997 and 2026, Burstein as the
//! reference engine pairs and as the 2026 text writes it) are separate systems
//! that share their module's code, as [`dutch`] does. Dispatch is dynamic
//! once per round; inside a system everything is static.
//!
//! # The shared pieces
//!
//! | module | what |
//! |---|---|
//! | [`input`] | [`PairingInput`]: the players to pair, their histories ([`PastRound`]), scores and acceleration; [`truncate_before`], [`prepare_round`] |
//! | [`output`] | [`Pairing`]: boards and the PAB; the reference engines' text format; [`same_pairing`], [`recorded_pairing`] |
//! | [`error`] | [`PairingError`] |
//! | [`system`] | the [`PairingSystem`] trait, [`TrfNaming`] |
//! | [`rule`] | [`Rule`]: the rules every text has in some form, which the checker and `explain` name |
//! | [`context`] | [`Context`]: histories, pairing scores, PAB eligibility, the A.2 / 1.2 pairing order, [`Context::compatible`] (C.1–C.3 / [C1]–[C3]) |
//! | [`history`] | colour differences and preferences, floats (A.4 / 1.4), topscorers, PAB eligibility; [`FloatRules`] per edition of the handling rules |
//! | [`completion`] | can the players left still all be paired, with a legal PAB (A.9 / [C4] / Burstein 3.1.2) |
//! | [`colours`] | E.1–E.5 / 5.2 colour allocation and the initial colour |
//! | [`boards`] | C.04.2 board order |
//! | [`matching`] | maximum-weight matching on general graphs with warm restarts; [`matching::LayoutBuilder`] packs lexicographic criteria into one wide weight (`docs/dutch-by-matching.md` explains the technique) |
//! | [`trace`] | what `explain` shows: brackets, residents, movers, pairs, floaters, the criteria given up, notes |
//! | [`checker`], [`explain`] | work for every system through [`PairingSystem::article`] and [`PairingSystem::pair_traced`] |
//!
//! # Adding a system (a guide for the next ones)
//!
//! 1. **One module**, `src/pairing/<name>/mod.rs` (split it like
//!    [`dutch`] when it grows): a unit struct per edition implementing
//!    [`PairingSystem`]. `id()` is the flag (`burstein`, `dubov`,
//!    `dubov1997`, `dutch2012`, `rating1998`); `name()` a translated
//!    message `system-<id>` (add it to every `i18n/<lang>/swissdesk.ftl`);
//!    `handbook()` the chapter (`C.04.4.2`); `float_rules()` the edition of
//!    the handling rules (`FloatRules::Any` before 2026, `Rules2026`
//!    from 2026); `topscorers()` only if your text exempts final-round
//!    topscorers from [C3] as the Dutch one does; `article()` your text's
//!    number for each shared [`Rule`]
//!    (`None` for rules your text does not have: the checker and `explain`
//!    then say nothing about them); `trf_naming()` the TRF-2026 `192` code
//!    and the words that name your system in a file, if the formats give
//!    any; `baku_edition()` only if an older Baku text goes with yours (as
//!    with Dutch 2017); `pair_traced()` the pairing with a
//!    [`Traced`] (brackets may stay empty at first; add [`BracketRecord`]s
//!    and, for your own quantities such as Dubov's ARO or Burstein's
//!    Buchholz, translated `notes`). Return `false` from `available()`
//!    while the system is unfinished: it then gets no flag and no place in
//!    the GUI, and [`find`] refuses it, but its tests can call it.
//! 2. **One line** in [`SYSTEMS`], plus the `pub mod <name>;` above it.
//!    `generate`, `check`, `pair`, `bench` and `explain` then take
//!    `--<id>` and the app offers the system: nothing else to touch.
//! 3. **Build on the shared pieces**: a [`Context`] (built with your
//!    `float_rules()` and `topscorers()`) gives the histories, the order,
//!    the score groups and compatibility;
//!    [`Completion`] answers "can the rest still be paired" (and, with the
//!    PAB vertex, "may this player take the bye"); [`colours::allocate`]
//!    gives the five colour steps (Dutch E.1–E.5, the same steps as Dubov
//!    and Burstein 2026 5.2, numbered differently: your `article()` maps
//!    each [`colours::ColourRule`]), [`colours::allocate_ranked`] when your
//!    text ranks the pair its own way (Burstein 1.8), and
//!    [`boards::pairing_in_board_order`] the board order; [`matching::Matcher`] with
//!    [`matching::LayoutBuilder`] encodes "minimise A, then B, then C" as
//!    one maximum-weight matching (name every field after its article).
//! 4. **Tests beside the module**: one hand-made case per article, the
//!    expected pairing derived from the text in a comment, as in
//!    `dutch/tests/`. `pairing::testing` (test builds only) has the `Event`
//!    builder they use: players, rounds of games, byes and forfeits, and
//!    games against outsiders that set a player's colours and floats
//!    without making two players meet; `event.pair(&YourSystem)`. The
//!    conformance table (`tests/integration/conformance.rs`) then pairs 200 generated
//!    events with your system without being told (every system of
//!    [`SYSTEMS`], available or not); give it a row for your text's own
//!    absolute rules (`tests/integration/text_checks/`) and one for your reference
//!    corpus, if there is one.
//!
//! An option that changes the input rather than the rules (Baku
//! acceleration, `--baku`) is not a system: it computes the acceleration
//! points [`PairingInput::from_tournament`] reads
//! ([`PlayerInput::acceleration`]; [`input_for_round`] keeps the table
//! current), and every system pairs by the pairing score that results.

pub mod baku;
pub mod boards;
pub mod burstein;
pub mod checker;
pub mod colours;
pub mod completion;
pub mod context;
pub mod dubov;
pub mod dutch;
pub mod error;
pub mod explain;
pub mod history;
pub mod input;
pub mod matching;
pub mod output;
pub mod rating1998;
pub mod rule;
pub mod system;
pub mod team;
#[cfg(test)]
pub mod testing;
pub mod trace;

pub use completion::Completion;
pub use context::{Context, Topscorers};
pub use error::PairingError;
pub use history::FloatRules;
pub use input::{PairingInput, PastRound, PlayerInput, prepare_round, truncate_before};
pub use output::{Board, EngineTextError, Pairing, recorded_pairing, same_pairing};
pub use system::{PairingSystem, Rule, TrfNaming};
pub use trace::{BracketRecord, Traced};

use crate::model::{AccelerationMethod, SystemId, Tournament};
use baku::{BakuEdition, BakuError};

/// Every pairing system Swissdesk has, in the order the GUI lists them.
/// Adding a system is one line here (and its module).
pub static SYSTEMS: &[&dyn PairingSystem] = &[
    &dutch::Dutch2017,
    &dutch::Dutch2026,
    &dutch::Dutch2012,
    &burstein::Burstein,
    &burstein::Burstein2026,
    &dubov::Dubov2026,
    &dubov::Dubov1997,
    &rating1998::Rating1998,
    &team::SwissTeam2026,
];

/// The systems arbiters may choose: the command-line flags and the GUI's list.
pub fn available_systems() -> impl Iterator<Item = &'static dyn PairingSystem> {
    SYSTEMS.iter().copied().filter(|s| s.available())
}

/// The system whose identifier is `id`, available or still being built
/// (what a file names: its TRF records, its Baku edition).
pub fn by_id(id: &str) -> Option<&'static dyn PairingSystem> {
    SYSTEMS.iter().copied().find(|s| s.id() == id)
}

/// The available system a tournament names, or
/// [`PairingError::Unsupported`] (a document from another version, or a
/// system still being built).
pub fn find(id: &SystemId) -> Result<&'static dyn PairingSystem, PairingError> {
    available_systems()
        .find(|s| s.id() == id.as_str())
        .ok_or_else(|| PairingError::Unsupported { system: id.to_string() })
}

/// Pairs one round with the system named `id`.
pub fn pair(id: &SystemId, input: &PairingInput) -> Result<Pairing, PairingError> {
    find(id)?.pair(input)
}

/// The Baku text that goes with the system `id` names
/// ([`PairingSystem::baku_edition`]); C.04.7 as in force from 2026 for an
/// identifier this version does not know.
pub fn baku_edition(id: &SystemId) -> BakuEdition {
    by_id(id.as_str()).map_or(BakuEdition::Text2026, |s| s.baku_edition())
}

/// A round as the engine sees it: the document it is paired from, and the
/// engine's input built from it.
#[derive(Clone, Debug)]
pub struct PreparedRound {
    pub document: Tournament,
    pub input: PairingInput,
}

/// The tournament as the engine sees it when it pairs `round`, and the one
/// place that decides it (pairing, `check`, `explain`, the rules checker of
/// a hand-made pairing all start here):
///
/// - a round already paired is seen from the rounds before it
///   ([`truncate_before`]); the round still to pair from the whole document;
/// - the round's requested byes and withdrawals become its byes
///   ([`prepare_round`], C.04.1: they are not paired);
/// - under Baku acceleration the round still to pair takes the current
///   table (C.04.7; [`baku::current_table`]), while a round already paired
///   keeps the values it was paired with, which its floats were judged on.
///
/// [`crate::commands::pair_next_round`] records its pairing in this very
/// document; everyone else reads the input alone ([`input_for_round`]).
pub fn prepared_for_round(t: &Tournament, round: u32) -> Result<PreparedRound, BakuError> {
    let still_to_pair = round > t.rounds_paired();
    let mut document = if still_to_pair { t.clone() } else { truncate_before(t, round) };
    prepare_round(&mut document, round);
    if document.is_team_event() {
        // A team is a participant: the Swiss team system's input (C.04.6),
        // with the teams' own Baku table (C.04.7 1.4) when the event asks.
        if still_to_pair && document.settings.team.baku {
            document.team_accelerations = baku::team_table(&document)?;
        }
        let input = input::team_from_tournament(&document, round);
        return Ok(PreparedRound { document, input });
    }
    if still_to_pair && document.settings.acceleration == AccelerationMethod::Baku {
        let edition = baku_edition(&document.settings.pairing_system);
        document.accelerations = baku::current_table(&document, edition)?;
    }
    let input = PairingInput::from_tournament(&document, round);
    Ok(PreparedRound { document, input })
}

/// What the engine reads to pair `round` of `t` ([`prepared_for_round`]).
pub fn input_for_round(t: &Tournament, round: u32) -> Result<PairingInput, BakuError> {
    prepared_for_round(t, round).map(|prepared| prepared.input)
}
