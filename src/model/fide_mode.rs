//! FIDE mode (`crate::fidemode`): whether the event is meant for FIDE
//! rating and, if the arbiter left FIDE mode, why.

use serde::{Deserialize, Serialize};

/// The event's FIDE mode. A rated event is in FIDE mode unless the arbiter
/// left it, giving a reason that the audit log, the printouts and the TRF
/// carry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FideMode {
    /// Not meant for FIDE rating: nothing is restricted.
    #[default]
    NotRated,
    /// Meant for FIDE rating, in FIDE mode (the default for a rated event):
    /// what the verification check-list flags is refused.
    On,
    /// Meant for FIDE rating, FIDE mode left by the arbiter.
    Left { reason: String },
}

impl FideMode {
    pub fn is_not_rated(&self) -> bool {
        *self == FideMode::NotRated
    }

    /// Whether the restrictions apply.
    pub fn is_on(&self) -> bool {
        *self == FideMode::On
    }

    /// The reason FIDE mode was left, if it was.
    pub fn left_because(&self) -> Option<&str> {
        match self {
            FideMode::Left { reason } => Some(reason),
            _ => None,
        }
    }
}
