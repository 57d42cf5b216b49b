//! Why a round robin cannot be scheduled or paired.

use crate::tr;
use thiserror::Error;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum RoundRobinError {
    /// The event's format is Swiss.
    #[error("{}", tr!("roundrobin-error-not-round-robin"))]
    NotRoundRobin,
    #[error("{}", tr!("roundrobin-error-too-few", count = *count))]
    TooFewParticipants { count: u32 },
    /// The table numbers must be 1 … n: the drawn pairing numbers of every
    /// participant, no gaps.
    #[error("{}", tr!("roundrobin-error-numbers", count = *count, missing = *missing))]
    NumbersNotConsecutive { count: u32, missing: u32 },
    /// A round robin has one cycle or two: n − 1 rounds each (n even).
    #[error("{}", tr!("roundrobin-error-rounds", participants = *participants, rounds = *rounds, per_cycle = *per_cycle, double = (2 * *per_cycle)))]
    RoundsOfTable { participants: u32, rounds: u32, per_cycle: u32 },
    #[error("{}", tr!("roundrobin-error-all-paired", rounds = *rounds))]
    AllRoundsPaired { rounds: u32 },
    #[error("{}", tr!("roundrobin-error-no-round", round = *round, rounds = *rounds))]
    NoSuchRound { round: u32, rounds: u32 },
    /// A file's recorded rounds fit no reading of the Berger tables with its
    /// numbers (another table, or numbers that are not the table numbers).
    #[error("{}", tr!("roundrobin-error-not-berger", round = *round))]
    NotTheTable { round: u32 },
}
