//! The audit log as a printout: what the arbiter files with the tournament
//! report, so every hand-made change can be defended afterwards (who, when,
//! what it was, what it became, why, and what the checker said).

use super::{Align, Doc, Face, Header};
use crate::audit::{action_label, details, filter_description, time_text};
use crate::export::{ExportError, Orientation, PdfOptions};
use crate::model::{AuditEntry, Tournament};
use crate::tr;

/// Indent of an entry's details under its summary line.
const DETAIL_INDENT: f32 = 14.0;

pub(super) fn render(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let filter = &options.audit_filter;
    let title = match filter.round {
        Some(round) => tr!("export-doc-audit-round", round = round),
        None => tr!("export-doc-audit"),
    };
    let header_round = filter.round.unwrap_or_else(|| t.rounds_paired());
    let mut doc = Doc::new(options, Orientation::Portrait, Header::new(t, title.clone(), header_round))?;
    doc.new_page();

    let entries: Vec<&AuditEntry> = t.audit.iter().filter(|e| filter.matches(e)).collect();
    let mut summary = tr!("export-audit-count", count = entries.len(), total = t.audit.len());
    if let Some(described) = filter_description(filter) {
        summary = format!("{summary} · {described}");
    }
    doc.paragraph(Face::Regular, 9.0, 0.3, &summary);
    doc.y += 4.0;

    for entry in entries {
        draw_entry(&mut doc, entry);
    }
    doc.finish(&title)
}

/// One entry: a summary line (time, action, round, arbiter) and its details.
fn draw_entry(doc: &mut Doc, e: &AuditEntry) {
    let size = 9.0;
    let leading = size * 1.35;
    // The summary line and the first detail stay together on a page.
    doc.ensure(leading * 2.0 + 4.0);
    let (left, right, top) = (doc.left(), doc.right(), doc.y);
    doc.page().line(left, top, right, top, 0.3, 0.7);
    doc.y += 3.0;
    let baseline = doc.y + size;
    let time = time_text(e);
    let time_width = doc.fonts.width(Face::Regular, size, &time);
    doc.text(left, baseline, Face::Regular, size, Align::Left, 0.3, &time);
    let mut action = action_label(&e.action);
    if let Some(round) = e.round {
        action = format!("{action} · {}", tr!("audit-round", round = round));
    }
    let actor_width = doc.fonts.width(Face::Regular, size, &e.actor);
    let action_x = left + time_width + 10.0;
    doc.text_in(
        action_x,
        right - action_x - actor_width - 10.0,
        baseline,
        Face::Bold,
        size,
        Align::Left,
        &action,
    );
    doc.text(right, baseline, Face::Regular, size, Align::Right, 0.0, &e.actor);
    doc.y += leading;

    for (label, text) in details(e) {
        if text.contains('\n') {
            // A pairing or several changed fields: a line each, under the label.
            doc.paragraph_indented(Face::Regular, 8.5, 0.0, DETAIL_INDENT, &format!("{label}:"));
            for line in text.lines() {
                doc.paragraph_indented(Face::Regular, 8.5, 0.0, DETAIL_INDENT * 2.0, line);
            }
        } else {
            doc.paragraph_indented(Face::Regular, 8.5, 0.0, DETAIL_INDENT, &format!("{label}: {text}"));
        }
    }
    doc.y += 3.0;
}
