//! Result slips: one per board, several to a page, separated by dashed cut
//! lines. Each slip says round, board and event, both players with pairing
//! number and score, has boxes to tick the result and lines to sign.

use super::pairings::display_name;
use super::{Align, Doc, Face, Header, MM, paired_round};
use crate::export::notation::CHANGED_MARK;
use crate::export::{ExportError, Orientation, PdfOptions};
use crate::model::{Game, Tournament};
use crate::tr;

/// The smallest slip that still leaves room to write and sign; the page's
/// slips share its height evenly, as many as fit at this size.
const MIN_SLIP_HEIGHT: f32 = 130.0;

pub(super) fn render(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let round = paired_round(t, options.round)?;
    let title = tr!("export-doc-slips");
    let mut doc = Doc::new(options, Orientation::Portrait, Header::new(t, title.clone(), round))?;
    doc.new_page();
    let games = t.round(round).map(|r| r.games.as_slice()).unwrap_or_default();
    if games.is_empty() {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-games"));
        return doc.finish(&title);
    }
    let body = doc.bottom() - doc.top();
    let per_page = ((body / MIN_SLIP_HEIGHT).floor() as usize).max(1);
    let height = body / per_page as f32;
    for (i, game) in games.iter().enumerate() {
        let slot = i % per_page;
        if i > 0 && slot == 0 {
            doc.new_page();
        }
        let top = doc.top() + slot as f32 * height;
        if slot > 0 {
            cut_line(&mut doc, top);
        }
        slip(&mut doc, t, round, i + 1, game, top, height);
    }
    doc.finish(&title)
}

fn cut_line(doc: &mut Doc, y: f32) {
    let (left, right) = (doc.left(), doc.right());
    let scissors = doc.fonts.has_glyph('✂');
    let start = if scissors { left + 14.0 } else { left };
    doc.page().dashed_line(start, y, right, y, 0.6, 0.45);
    if scissors {
        doc.text(left, y + 3.5, Face::Regular, 10.0, Align::Left, 0.45, "✂");
    }
}

fn slip(doc: &mut Doc, t: &Tournament, round: u32, board: usize, game: &Game, top: f32, height: f32) {
    let pad = 4.0 * MM;
    let (left, right) = (doc.left() + pad, doc.right() - pad);
    let top = top + pad;

    let heading = tr!("export-slip-heading", round = round, board = board);
    doc.text(left, top + 11.0, Face::Bold, 12.0, Align::Left, 0.0, &heading);
    let heading_width = doc.fonts.width(Face::Bold, 12.0, &heading);
    let event_left = left + heading_width + 12.0;
    let (event, size) = doc.fonts.fit(Face::Regular, 8.5, &doc.header.event, right - event_left);
    doc.text(right, top + 11.0, Face::Regular, size, Align::Right, 0.3, &event);

    // Players: label, pairing number, name, score before the round.
    let white_label = tr!("export-slip-white");
    let black_label = tr!("export-slip-black");
    let label_width =
        doc.fonts.width(Face::Bold, 10.0, &white_label).max(doc.fonts.width(Face::Bold, 10.0, &black_label));
    let tpn_right = left + label_width + 30.0;
    let name_left = tpn_right + 8.0;
    let score_width = 30.0;
    for (k, (label, tpn)) in [(white_label, game.white), (black_label, game.black)].into_iter().enumerate() {
        let baseline = top + 31.0 + 16.0 * k as f32;
        doc.text(left, baseline, Face::Bold, 10.0, Align::Left, 0.0, &label);
        doc.text(tpn_right, baseline, Face::Regular, 10.0, Align::Right, 0.0, &tpn.to_string());
        let name = display_name(t.player(tpn));
        doc.text_in(
            name_left,
            right - score_width - name_left,
            baseline,
            Face::Regular,
            10.0,
            Align::Left,
            &name,
        );
        let score = t.points_after(tpn, round - 1).to_string();
        doc.text(right, baseline, Face::Regular, 10.0, Align::Right, 0.0, &format!("({score})"));
    }

    // A board the arbiter paired by hand says so on its slip.
    if game.by_arbiter {
        let note = tr!("export-changed-board", mark = CHANGED_MARK.to_string());
        doc.text(left, top + 58.0, Face::Regular, 8.0, Align::Left, 0.35, &note);
    }

    // Result boxes.
    let baseline = top + 72.0;
    let label = tr!("export-slip-result");
    doc.text(left, baseline, Face::Regular, 9.5, Align::Left, 0.0, &label);
    let mut x = left + doc.fonts.width(Face::Regular, 9.5, &label) + 14.0;
    for choice in ["1 - 0", "½ - ½", "0 - 1"] {
        doc.page().stroke_rect(x, baseline - 9.5, 11.0, 11.0, 0.8);
        x += 16.0;
        doc.text(x, baseline, Face::Bold, 10.5, Align::Left, 0.0, choice);
        x += doc.fonts.width(Face::Bold, 10.5, choice) + 26.0;
    }

    // Signature lines at the bottom of the slip.
    let line_y = top + height - 2.0 * pad - 10.0;
    let middle = (left + right) / 2.0;
    for (x1, x2, caption) in [
        (left, middle - 12.0, tr!("export-slip-signature-white")),
        (middle + 12.0, right, tr!("export-slip-signature-black")),
    ] {
        doc.page().line(x1, line_y, x2, line_y, 0.6, 0.0);
        doc.text(x1, line_y + 9.0, Face::Regular, 7.5, Align::Left, 0.35, &caption);
    }
}
