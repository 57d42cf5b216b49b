//! Reading the audit log: filtering and text export. (Entries are written
//! only by [`crate::commands`].)

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
        AuditAction::Undo(undone) => tr!("audit-undo", action = action_label(undone)),
        AuditAction::Redo(redone) => tr!("audit-redo", action = action_label(redone)),
    }
}

/// When an entry was made, to the second and with its UTC offset.
pub fn time_text(e: &AuditEntry) -> String {
    e.time.format("%Y-%m-%d %H:%M:%S %:z").to_string()
}

/// An entry's details as (label, text) in the order they are shown: before,
/// after, reason, then each checker finding. Empty parts are left out.
pub fn details(e: &AuditEntry) -> Vec<(String, &str)> {
    let mut details = Vec::new();
    if !e.before.is_empty() {
        details.push((tr!("audit-before"), e.before.as_str()));
    }
    if !e.after.is_empty() {
        details.push((tr!("audit-after"), e.after.as_str()));
    }
    if let Some(reason) = &e.reason {
        details.push((tr!("audit-reason"), reason.as_str()));
    }
    for finding in &e.findings {
        details.push((tr!("audit-finding"), finding.as_str()));
    }
    details
}

/// One entry as lines of text (the first line is the summary).
pub fn entry_lines(e: &AuditEntry) -> Vec<String> {
    let round = e.round.map(|r| format!(" {}", tr!("audit-round", round = r))).unwrap_or_default();
    let summary = format!("{} {} [{}]{round}", time_text(e), action_label(&e.action), e.actor);
    std::iter::once(summary)
        .chain(details(e).into_iter().map(|(label, text)| format!("  {label}: {text}")))
        .collect()
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
        let r = apply(&mut t, Command::Withdraw { tpn: 2, from_round: 3 }, "Boris");
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
