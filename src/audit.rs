//! Reading the audit log: filtering and text export. (Entries are written
//! by [`crate::commands`], one or more per change, and by [`crate::undo`],
//! one per undo or redo; nothing else writes or removes one.)

use crate::model::{AuditAction, AuditEntry, Tournament};
use crate::tr;

/// Which entries to show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AuditFilter {
    pub round: Option<u32>,
    pub action: Option<AuditAction>,
    /// Case-insensitive part of the arbiter's name.
    pub actor: Option<String>,
    /// Case-insensitive text searched in before/after/reason/findings.
    pub text: Option<String>,
}

impl AuditFilter {
    pub fn matches(&self, e: &AuditEntry) -> bool {
        let contains = |hay: &str, needle: &str| hay.to_lowercase().contains(&needle.to_lowercase());
        self.round.is_none_or(|r| e.round == Some(r))
            && self.action.as_ref().is_none_or(|a| *a == e.action)
            && self.actor.as_deref().is_none_or(|a| contains(&e.actor, a))
            && self.text.as_deref().is_none_or(|t| {
                contains(&e.before, t)
                    || contains(&e.after, t)
                    || e.reason.as_deref().is_some_and(|r| contains(r, t))
                    || e.findings.iter().any(|f| contains(f, t))
                    || e.notice.as_deref().is_some_and(|n| contains(n, t))
            })
    }
}

/// The label of an action, in the arbiter's language.
pub fn action_label(action: &AuditAction) -> String {
    match action {
        AuditAction::CreateTournament => tr!("audit-create"),
        AuditAction::ImportTrf => tr!("audit-import"),
        AuditAction::EditEvent => tr!("audit-edit-event"),
        AuditAction::EditSettings => tr!("audit-edit-settings"),
        AuditAction::AddPlayer => tr!("audit-add-player"),
        AuditAction::EditPlayer => tr!("audit-edit-player"),
        AuditAction::RemovePlayer => tr!("audit-remove-player"),
        AuditAction::WithdrawPlayer => tr!("audit-withdraw"),
        AuditAction::RequestBye => tr!("audit-request-bye"),
        AuditAction::ForbidPair => tr!("audit-forbid-pair"),
        AuditAction::AllowPair => tr!("audit-allow-pair"),
        AuditAction::RenumberPlayers => tr!("audit-renumber"),
        AuditAction::PairRound => tr!("audit-pair-round"),
        AuditAction::OverridePairing => tr!("audit-override"),
        AuditAction::CorrectPublishedPairing => tr!("audit-correct-published"),
        AuditAction::UnpairRound => tr!("audit-unpair"),
        AuditAction::PublishRound => tr!("audit-publish"),
        AuditAction::EnterResult => tr!("audit-enter-result"),
        AuditAction::CorrectResult => tr!("audit-correct-result"),
        AuditAction::UpdateRatings => tr!("audit-update-ratings"),
        AuditAction::SetBakuGroup => tr!("audit-baku-group"),
        AuditAction::AddTeam => tr!("audit-add-team"),
        AuditAction::EditTeam => tr!("audit-edit-team"),
        AuditAction::RemoveTeam => tr!("audit-remove-team"),
        AuditAction::SetLineup => tr!("audit-set-lineup"),
        AuditAction::WithdrawTeam => tr!("audit-withdraw-team"),
        AuditAction::Undo(undone) => tr!("audit-undo", action = action_label(undone)),
        AuditAction::Redo(redone) => tr!("audit-redo", action = action_label(redone)),
    }
}

/// When an entry was made, to the second and with its UTC offset.
pub fn time_text(e: &AuditEntry) -> String {
    e.time.format("%Y-%m-%d %H:%M:%S %:z").to_string()
}

/// An entry's details as (label, text) in the order they are shown: the
/// change, the reason, a correction's notice, then each checker finding. Empty parts are left out.
///
/// An edit (event data, settings, a player, pairing numbers, a result, a
/// requested bye) lists on each side one `field: value` line per changed
/// field; it is shown as one "changes" detail of `field: old → new` lines.
/// Anything else (pairings, additions) shows what it was and what it became.
/// A text may have several lines (`\n`): a pairing has one per board.
pub fn details(e: &AuditEntry) -> Vec<(String, String)> {
    let mut details = Vec::new();
    match merged_changes(e) {
        Some(changes) => details.push((tr!("audit-changes"), changes)),
        None => {
            if !e.before.is_empty() {
                details.push((tr!("audit-before"), e.before.clone()));
            }
            if !e.after.is_empty() {
                details.push((tr!("audit-after"), e.after.clone()));
            }
        }
    }
    if let Some(reason) = &e.reason {
        details.push((tr!("audit-reason"), reason.clone()));
    }
    if let Some(notice) = &e.notice {
        details.push((tr!("audit-notice"), notice.clone()));
    }
    for finding in &e.findings {
        details.push((tr!("audit-finding"), finding.clone()));
    }
    details
}

/// Whether entries of `action` list changed fields (see [`details`]).
fn lists_fields(action: &AuditAction) -> bool {
    match action {
        AuditAction::EditEvent
        | AuditAction::EditSettings
        | AuditAction::EditPlayer
        | AuditAction::RenumberPlayers
        | AuditAction::RequestBye
        | AuditAction::WithdrawPlayer
        | AuditAction::EnterResult
        | AuditAction::CorrectResult
        | AuditAction::UpdateRatings
        | AuditAction::SetBakuGroup => true,
        AuditAction::Undo(inner) | AuditAction::Redo(inner) => lists_fields(inner),
        _ => false,
    }
}

/// `field: old → new`, one line per field, when both sides list the same
/// fields in the same order.
fn merged_changes(e: &AuditEntry) -> Option<String> {
    if !lists_fields(&e.action) || e.before.is_empty() || e.after.is_empty() {
        return None;
    }
    let (before, after): (Vec<&str>, Vec<&str>) = (e.before.lines().collect(), e.after.lines().collect());
    if before.len() != after.len() {
        return None;
    }
    let mut lines = Vec::with_capacity(before.len());
    for (old, new) in before.iter().zip(&after) {
        let (field, old_value) = old.split_once(": ")?;
        let (same_field, new_value) = new.split_once(": ")?;
        if field != same_field {
            return None;
        }
        lines.push(format!("{field}: {old_value} → {new_value}"));
    }
    Some(lines.join("\n"))
}

/// One entry as lines of text (the first line is the summary); a detail of
/// several lines starts on a line of its own, its lines indented under it.
pub fn entry_lines(e: &AuditEntry) -> Vec<String> {
    let round = e.round.map(|r| format!(" {}", tr!("audit-round", round = r))).unwrap_or_default();
    let summary = format!("{} {} [{}]{round}", time_text(e), action_label(&e.action), e.actor);
    let mut lines = vec![summary];
    for (label, text) in details(e) {
        if text.contains('\n') {
            lines.push(format!("  {label}:"));
            lines.extend(text.lines().map(|line| format!("    {line}")));
        } else {
            lines.push(format!("  {label}: {text}"));
        }
    }
    lines
}

/// The active parts of `filter` in words (`None` when it shows everything),
/// so a printout says which entries it leaves out.
pub fn filter_description(filter: &AuditFilter) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(round) = filter.round {
        parts.push(tr!("audit-round", round = round));
    }
    if let Some(action) = &filter.action {
        parts.push(action_label(action));
    }
    if let Some(actor) = &filter.actor {
        parts.push(tr!("audit-filter-actor", actor = actor.as_str()));
    }
    if let Some(text) = &filter.text {
        parts.push(tr!("audit-filter-text", text = text.as_str()));
    }
    (!parts.is_empty()).then(|| tr!("audit-filter-shown", filter = parts.join(", ")))
}

/// The filtered log as text, oldest first.
pub fn to_text(t: &Tournament, filter: &AuditFilter) -> String {
    let mut out = String::new();
    for e in t.audit.iter().filter(|e| filter.matches(e)) {
        for line in entry_lines(e) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{Command, apply};
    use crate::model::Player;

    #[test]
    fn the_log_filters_by_round_actor_and_text() {
        let mut t = Tournament::new("Audit");
        for i in 1..=2 {
            let r = apply(&mut t, Command::AddPlayer(Player::new(i, format!("Player {i}"))), "Anna");
            assert!(r.is_ok());
        }
        let r = apply(&mut t, Command::Withdraw { tpn: 2, from_round: 3, reason: None }, "Boris");
        assert!(r.is_ok());
        let all = to_text(&t, &AuditFilter::default());
        assert_eq!(all.lines().filter(|l| !l.starts_with("  ")).count(), 3);
        let by_boris = to_text(&t, &AuditFilter { actor: Some("bor".into()), ..AuditFilter::default() });
        assert!(by_boris.contains("[Boris]") && !by_boris.contains("[Anna]"), "{by_boris}");
        let round3 = to_text(&t, &AuditFilter { round: Some(3), ..AuditFilter::default() });
        assert_eq!(round3.lines().filter(|l| !l.starts_with("  ")).count(), 1);
        let text = to_text(&t, &AuditFilter { text: Some("player 1".into()), ..AuditFilter::default() });
        assert_eq!(text.lines().filter(|l| !l.starts_with("  ")).count(), 1, "{text}");
        // Times carry their UTC offset.
        assert!(
            all.lines()
                .next()
                .is_some_and(|l| l.chars().nth(19) == Some(' ') && (l.contains(" +") || l.contains(" -")))
        );
    }
}
