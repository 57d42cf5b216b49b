//! The rules every system's text has in some form, which the shared parts
//! (the checker, `explain`) name; each system says what its text calls them
//! ([`crate::pairing::system::PairingSystem::article`]).

use super::colours::ColourRule;

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
