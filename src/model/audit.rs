//! The audit log: who changed what, when, and why.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

/// The kind of change an audit entry records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AuditAction {
    CreateTournament,
    ImportTrf,
    EditEvent,
    EditSettings,
    AddPlayer,
    EditPlayer,
    RemovePlayer,
    WithdrawPlayer,
    RequestBye,
    ForbidPair,
    AllowPair,
    RenumberPlayers,
    PairRound,
    OverridePairing,
    CorrectPublishedPairing,
    UnpairRound,
    PublishRound,
    EnterResult,
    CorrectResult,
    /// Ratings (with K and titles) of registered players from a newer FIDE list.
    UpdateRatings,
    /// A player placed in a Baku acceleration group by the arbiter (C.04.7).
    SetBakuGroup,
    /// Team events: a team added, edited (name, captain, roster and board
    /// order) or removed, a line-up entered.
    AddTeam,
    EditTeam,
    RemoveTeam,
    SetLineup,
    /// A team withdrawn (GHR 3.2), with the arbiter's reason.
    WithdrawTeam,
    /// A change taken back (undo): the action undone; the entry's `before`
    /// and `after` are the undone change's, the other way round.
    Undo(Box<AuditAction>),
    /// An undone change made again (redo): the action redone.
    Redo(Box<AuditAction>),
}

/// One append-only audit record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuditEntry {
    /// Local time with its UTC offset.
    pub time: DateTime<FixedOffset>,
    /// Arbiter name from the settings.
    pub actor: String,
    pub action: AuditAction,
    /// Round concerned, when the change is about one round.
    pub round: Option<u32>,
    /// What it was before, in words (empty when nothing existed).
    pub before: String,
    /// What it is now.
    pub after: String,
    /// The arbiter's reason (required for overrides).
    pub reason: Option<String>,
    /// Rules-checker findings at the time of an override.
    pub findings: Vec<String>,
    /// For a correction of a published result: what it means for the
    /// rounds paired after it (which ones, whose scores change, whether
    /// their pairings stand or the next round is paired again).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
}

impl AuditEntry {
    /// An entry made now, in local time with its UTC offset, without a
    /// reason or findings (overrides add theirs).
    pub fn now(
        actor: &str,
        action: AuditAction,
        round: Option<u32>,
        before: String,
        after: String,
    ) -> AuditEntry {
        AuditEntry {
            time: chrono::Local::now().fixed_offset(),
            actor: actor.to_owned(),
            action,
            round,
            before,
            after,
            reason: None,
            findings: Vec::new(),
            notice: None,
        }
    }
}
