//! The slow work of the app, run off the UI thread inside a [`Task`]:
//! pairing the next round, checking a hand-made pairing, explaining how the
//! engine pairs a round, and writing exports.
//!
//! Each job takes a request that owns everything it needs (a copy of the
//! tournament), so the UI thread never waits. Its answer is the message of
//! the screen that asked (the app maps it to its own), and carries the
//! document revision (or draft number) it was computed from, so an answer
//! about an older state is recognised and dropped. Tests call the job
//! functions directly.

use super::explain::Explained;
use super::round;
use crate::commands::{self, CommandError};
use crate::model::Tournament;
use crate::pairing::Pairing;
use crate::pairing::checker::Finding;
use iced::Task;

/// What "Pair next round" hands to the background task.
#[derive(Clone, Debug)]
pub struct PairRequest {
    pub tournament: Tournament,
    pub actor: String,
    /// The document revision the copy was taken from.
    pub revision: u64,
}

/// The answer of the background pairing.
#[derive(Clone, Debug)]
pub struct PairOutcome {
    pub(crate) revision: u64,
    pub(crate) result: Result<Box<(Tournament, u32)>, CommandError>,
}

/// The pairing work: `commands::pair_next_round` on a copy of the
/// tournament.
pub fn pair_job(request: PairRequest) -> PairOutcome {
    let PairRequest { mut tournament, actor, revision } = request;
    let result =
        commands::pair_next_round(&mut tournament, &actor).map(|round| Box::new((tournament, round)));
    PairOutcome { revision, result }
}

/// A hand-made pairing to check with the rules checker.
#[derive(Clone, Debug)]
pub struct CheckRequest {
    pub tournament: Tournament,
    pub round: u32,
    pub pairing: Pairing,
    /// The editor's draft number.
    pub draft: u64,
}

/// The checker's findings for the draft (`commands::check_pairing`).
pub fn check_job(request: CheckRequest) -> round::Message {
    let CheckRequest { tournament, round, pairing, draft } = request;
    let result: Result<Vec<Finding>, String> =
        commands::check_pairing(&tournament, round, &pairing).map_err(|e| e.to_string());
    round::Message::Checked { draft, result }
}

/// A round whose engine pairing is to be explained.
#[derive(Clone, Debug)]
pub struct ExplainRequest {
    pub tournament: Tournament,
    pub round: u32,
}

/// The engine's trace of round `round`, re-paired from the rounds before
/// it (as `swissdesk explain --round N` does), and whether it gives the
/// pairing the round has now.
pub fn explain_job(request: ExplainRequest) -> round::Message {
    let ExplainRequest { tournament, round } = request;
    let result = commands::explain_round(&tournament, &tournament.settings.pairing_system, round)
        .map(|explanation| {
            let recorded = crate::pairing::recorded_pairing(&tournament, round);
            let same = crate::pairing::same_pairing(&explanation.pairing(), &recorded);
            Box::new(Explained { explanation, same })
        })
        .map_err(|e| e.to_string());
    round::Message::Explained { round, result }
}

/// Runs `job` off the UI thread (the executor's thread pool).
pub fn spawn<M, F>(job: F) -> Task<M>
where
    M: Send + 'static,
    F: FnOnce() -> M + Send + 'static,
{
    Task::perform(async move { job() }, |message| message)
}
