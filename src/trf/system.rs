//! Which pairing system a TRF file's event is paired by.
//!
//! A file says it in three ways, none of them complete: a TRF-2026 `192`
//! code (only some systems have one, and TRF-16 has no such record), the
//! free text of `092` ("type of tournament", whatever the arbiter typed),
//! and, for the Dutch system, the date the event began (the text in force
//! then). Dutch 2012, Dubov in either edition, the 1998 rating-based system
//! and the Dutch 2017 text after 2026-01-31 have no code and no date that
//! tells them: an event exported and imported again came back as the Dutch
//! 2026 system and would have been paired by it.
//!
//! # The `SDS` record (a Swissdesk extension)
//!
//! ```text
//! SDS dubov1997
//! ```
//!
//! columns 1–3 `SDS`, 5 on the system's identifier (the command line's
//! `--<id>`, the tournament document's `pairing_system`). Three letters like
//! the TRF(x) extension records, which other readers ignore
//! (trfx-extensions.md), in both dialects. It is written only when the
//! rest of the file would make a reader take another system, so files that
//! say it already (and every reference corpus file read and written back)
//! stay as they were. On import it comes before every other sign. An
//! identifier this version does not know (a newer Swissdesk's system) is
//! not taken: a warning names it and the other signs decide.

use super::columns::Line;
use crate::model::{SystemId, Tournament};
use crate::pairing::PairingSystem;
use chrono::NaiveDate;

/// The record tag of the pairing system.
pub(super) const SYSTEM_RECORD: &str = "SDS";

/// An `SDS` record as read.
#[derive(Clone, Debug)]
pub(super) struct SystemRecord {
    pub id: String,
    pub line: usize,
}

impl SystemRecord {
    /// Reads `SDS id`.
    pub(super) fn read(line: &Line) -> SystemRecord {
        let id = if line.len() >= 5 { line.rest(5).trim().to_owned() } else { String::new() };
        SystemRecord { id, line: line.number }
    }

    /// The system, when this version of Swissdesk has it.
    pub(super) fn known(&self) -> Option<SystemId> {
        crate::pairing::by_id(&self.id).map(|s| s.system_id())
    }
}

/// The system a reader takes from a file without an `SDS` record: what a
/// `192` code or the `092` text names, else the Dutch text in force when
/// the event `began`; `None` leaves the default (the rules in force today).
pub(super) fn implied(code_192: Option<&str>, text_092: &str, began: Option<NaiveDate>) -> Option<SystemId> {
    code_192
        .and_then(pairing_hint)
        .or_else(|| pairing_hint(text_092))
        .or_else(|| began.map(SystemId::dutch_in_force_on))
}

/// When the event began, as a reader sees it: its start date, else its
/// first round's date.
pub(super) fn began(t: &Tournament) -> Option<NaiveDate> {
    t.event.start_date.or_else(|| t.event.round_dates.iter().flatten().next().copied())
}

/// The `SDS` record of `t`, when the rest of the written file (its `192`
/// code, `written_192`, its `092` text and dates) would make a reader take
/// another system.
pub(super) fn system_record(t: &Tournament, written_192: Option<&str>) -> Option<String> {
    let implied = implied(written_192, &t.event.tournament_type, began(t)).unwrap_or_default();
    (implied != t.settings.pairing_system).then(|| format!("{SYSTEM_RECORD} {}", t.settings.pairing_system))
}

/// The pairing system named by a `092` text or a `192` code, when it is
/// unambiguous: the system whose hint word ([`crate::pairing::TrfNaming::hints`]) found in
/// the text is the longest (`FIDE_BURSTEIN_2025` names the 2026 edition,
/// a bare "Burstein" the reference engine's), the first in
/// [`crate::pairing::SYSTEMS`] on a tie. Only a hint: "Individual FIDE
/// Dutch" does not tell which edition of the Dutch rules was used, so it
/// leaves the default alone.
pub(super) fn pairing_hint(text: &str) -> Option<SystemId> {
    let upper = text.to_ascii_uppercase();
    let mut best: Option<(usize, &dyn PairingSystem)> = None;
    for &system in crate::pairing::SYSTEMS {
        for word in system.trf_naming().hints.iter().filter(|word| upper.contains(*word)) {
            if best.is_none_or(|(longest, _)| word.len() > longest) {
                best = Some((word.len(), system));
            }
        }
    }
    best.map(|(_, system)| system.system_id())
}
