//! Commands on the event itself: its details, its settings, and the note
//! an import leaves in the log.

use super::{CommandError, describe, log, min_rounds_planned, pairing_system_locked, settings_locked};
use crate::model::{AccelerationMethod, AuditAction, AuditEntry, EventInfo, Tournament, TournamentSettings};
use crate::pairing;

/// [`super::Command::EditEvent`]: an edit that changes nothing is no change (nothing is logged).
pub(super) fn edit_event(t: &mut Tournament, event: EventInfo, actor: &str) -> Result<(), CommandError> {
    if event == t.event {
        return Ok(());
    }
    let (before, after) = describe::event_changes(&t.event, &event);
    t.event = event;
    log(t, actor, AuditAction::EditEvent, None, before, after);
    Ok(())
}

/// [`super::Command::EditSettings`]: refused when the paired rounds lock the setting.
pub(super) fn edit_settings(
    t: &mut Tournament,
    settings: TournamentSettings,
    actor: &str,
) -> Result<(), CommandError> {
    let paired = t.rounds_paired();
    let old = &t.settings;
    if (pairing_system_locked(t)
        && (settings.pairing_system != old.pairing_system || settings.format != old.format))
        || (settings_locked(t)
            && (settings.initial_colour != old.initial_colour
                || settings.scoring != old.scoring
                || settings.acceleration != old.acceleration))
    {
        return Err(CommandError::SettingsLocked);
    }
    if settings.acceleration == AccelerationMethod::Baku {
        // C.04.7 1.1 (and 1–½–0 only before 2026): refused before anything changes.
        let edition = pairing::baku_edition(&settings.pairing_system);
        pairing::baku::virtual_points(edition, &settings.scoring, settings.rounds_planned)?;
    }
    if settings.rounds_planned < paired {
        return Err(CommandError::TooFewRounds { paired });
    }
    if settings.rounds_planned < min_rounds_planned(t) {
        return Err(CommandError::NoRounds);
    }
    if settings == t.settings {
        return Ok(());
    }
    let (before, after) = describe::settings_changes(&t.settings, &settings);
    // Leaving FIDE mode is an override like the others: the arbiter's
    // reason goes in the entry's reason (private, as every reason is; the
    // change itself says only "left"). Any other edit has none.
    let reason = match (&t.settings.fide_mode, &settings.fide_mode) {
        (old, new) if old == new => None,
        (_, crate::model::FideMode::Left { reason }) => Some(reason.trim().to_owned()),
        _ => None,
    };
    if t.settings.acceleration == AccelerationMethod::Baku
        && settings.acceleration != AccelerationMethod::Baku
    {
        // The table was computed for Baku, not given: it goes with it.
        t.accelerations.clear();
        t.baku_last_of_group_a = None;
    }
    t.settings = settings;
    let mut entry = AuditEntry::now(actor, AuditAction::EditSettings, None, before, after);
    entry.reason = reason;
    t.audit.push(entry);
    Ok(())
}

/// [`super::Command::NoteImport`]: where an imported document came from and what was changed on reading it.
pub(super) fn note_import(
    t: &mut Tournament,
    source: String,
    changes: Vec<String>,
    actor: &str,
) -> Result<(), CommandError> {
    let after = std::iter::once(source).chain(changes).collect::<Vec<_>>().join("\n");
    log(t, actor, AuditAction::ImportTrf, None, String::new(), after);
    Ok(())
}
