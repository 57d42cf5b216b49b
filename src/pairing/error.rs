//! Why an engine did not pair a round.

use crate::tr;
use thiserror::Error;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum PairingError {
    /// A.9: no pairing satisfies the absolute criteria; the arbiter decides.
    #[error("{}", tr!("pairing-error-impossible", round = *round))]
    NoValidPairing { round: u32 },
    /// E.5 needs the initial colour (drawn by lot) to pair round 1.
    #[error("{}", tr!("pairing-error-no-initial-colour"))]
    NoInitialColour,
    #[error("{}", tr!("pairing-error-nobody", round = *round))]
    NobodyToPair { round: u32 },
    #[error("{}", tr!("pairing-error-unsupported", system = system.as_str()))]
    Unsupported { system: String },
    #[error("{}", tr!("pairing-error-round-paired", round = *round))]
    RoundAlreadyPaired { round: u32 },
}
