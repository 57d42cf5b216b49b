//! The format of an event: Swiss (a pairing system pairs each round from the
//! results so far) or round robin (every round fixed from the start by the
//! Berger tables of FIDE C.05 Annex 1). DESIGN.md, "Formats: what an event is".
//!
//! The format sits beside the participant kind (players or teams): a team
//! league is a round robin of teams. The schedule itself is not stored: it
//! is a pure function of the number of participants, their pairing numbers
//! (the drawn table numbers) and this setting (`crate::roundrobin`).

use serde::{Deserialize, Serialize};

/// Swiss or round robin. A document without the field is a Swiss event (the
/// field is not written for Swiss events, so their documents read as before).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EventFormat {
    /// Each round paired from the results by `settings.pairing_system`.
    #[default]
    Swiss,
    /// Every round fixed from the start by the Berger tables.
    RoundRobin(RoundRobin),
}

impl EventFormat {
    pub fn is_swiss(&self) -> bool {
        matches!(self, EventFormat::Swiss)
    }

    /// The round-robin settings, when the event is one.
    pub fn round_robin(&self) -> Option<RoundRobin> {
        match self {
            EventFormat::Swiss => None,
            EventFormat::RoundRobin(rr) => Some(*rr),
        }
    }
}

/// A round robin: how many cycles and in which order the rounds of a double
/// round robin are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RoundRobin {
    pub cycles: Cycles,
    pub order: CycleOrder,
}

impl RoundRobin {
    /// What a new round robin uses: single, FIDE's order.
    pub const SINGLE: RoundRobin = RoundRobin { cycles: Cycles::Single, order: CycleOrder::Fide };
    /// A double round robin in FIDE's recommended order.
    pub const DOUBLE: RoundRobin = RoundRobin { cycles: Cycles::Double, order: CycleOrder::Fide };

    /// Number of cycles (1 or 2).
    pub fn cycle_count(self) -> u32 {
        match self.cycles {
            Cycles::Single => 1,
            Cycles::Double => 2,
        }
    }
}

/// Single or double round robin (everyone meets everyone once or twice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cycles {
    Single,
    Double,
}

/// The order of the rounds of a double round robin. A single round robin
/// plays the table as printed either way; the choice is still kept so that
/// a TRF's `192` code (`FIDE_ROUNDROBIN` / `BERGER_ROUNDROBIN`) is written
/// back as it was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CycleOrder {
    /// C.05 Annex 1: "For a double-round tournament it is recommended to
    /// reverse the order of the last two rounds of the first cycle" (to
    /// avoid three games in a row with one colour). TRF `FIDE_*`.
    Fide,
    /// The table's rounds in order in both cycles. TRF `BERGER_*`.
    Berger,
}
