//! Pairings by board: board, white (pairing number, score before the
//! round), result, black; the byes of the round listed after the boards.

use super::{Align, Column, Doc, Face, Header, Table, Width, bye_label, changed_legend, paired_round};
use crate::export::notation::{self, CHANGED_MARK, Medium};
use crate::export::{ExportError, Orientation, PdfOptions};
use crate::model::{ByeKind, Player, Tournament};
use crate::tr;

/// "GM Name" — the title is part of how players are announced.
pub(super) fn display_name(p: Option<&Player>) -> String {
    match p {
        Some(p) => match p.title {
            Some(title) => format!("{} {}", title.code(), p.name),
            None => p.name.clone(),
        },
        None => String::new(),
    }
}

pub(super) fn render(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let round = paired_round(t, options.round)?;
    let title = tr!("export-doc-pairings");
    let mut doc = Doc::new(options, Orientation::Portrait, Header::new(t, title.clone(), round))?;
    doc.new_page();
    // Scores before the round: what the pairing was made on.
    let score = |tpn: u32| t.points_after(tpn, round - 1).to_string();
    let games = t.round(round).map(|r| r.games.as_slice()).unwrap_or_default();
    let byes = t.round(round).map(|r| r.byes.as_slice()).unwrap_or_default();

    let marked = |text: String, is: bool| if is { format!("{text} {CHANGED_MARK}") } else { text };
    let rows: Vec<Vec<String>> = games
        .iter()
        .enumerate()
        .map(|(i, g)| {
            vec![
                marked((i + 1).to_string(), g.by_arbiter),
                g.white.to_string(),
                display_name(t.player(g.white)),
                score(g.white),
                marked(notation::result(g.result, Medium::Paper), g.corrected_from.is_some()),
                score(g.black),
                g.black.to_string(),
                display_name(t.player(g.black)),
            ]
        })
        .collect();
    let columns = vec![
        Column::new(tr!("export-col-board"), Width::Auto, Align::Right).bold(),
        Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right),
        Column::new(tr!("export-col-white"), Width::Flex(1.0), Align::Left),
        Column::new(tr!("export-col-points"), Width::Auto, Align::Right),
        // Wide enough to write a result in by hand.
        Column::new(tr!("export-col-result"), Width::AutoMin(54.0), Align::Centre).bold(),
        Column::new(tr!("export-col-points"), Width::Auto, Align::Right),
        Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right),
        Column::new(tr!("export-col-black"), Width::Flex(1.0), Align::Left),
    ];
    let table = Table::plan(&doc, columns, &rows, 9.5, 17.0);
    if rows.is_empty() {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-games"));
    } else {
        table.draw(&mut doc, &rows);
    }

    if !byes.is_empty() {
        let rows: Vec<Vec<String>> = byes
            .iter()
            .map(|b| {
                let by_arbiter =
                    b.kind == ByeKind::PairingAllocated && t.round(round).is_some_and(|r| r.bye_by_arbiter);
                vec![
                    b.player.to_string(),
                    display_name(t.player(b.player)),
                    score(b.player),
                    marked(bye_label(b.kind), by_arbiter),
                ]
            })
            .collect();
        let columns = vec![
            Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right),
            Column::new(tr!("export-col-name"), Width::Flex(1.0), Align::Left),
            Column::new(tr!("export-col-points"), Width::Auto, Align::Right),
            Column::new(tr!("export-col-bye"), Width::Flex(1.0), Align::Left),
        ];
        let table = Table::plan(&doc, columns, &rows, 9.5, 17.0);
        doc.heading(&tr!("export-byes-heading"), 2.0 * table.row_height);
        table.draw(&mut doc, &rows);
    }
    changed_legend(&mut doc, t, round);
    if let Some(address) = &options.noticeboard {
        noticeboard_code(&mut doc, address);
    }
    doc.finish(&title)
}

/// The noticeboard's address and its QR code under the pairings: players
/// scan it to open the pairings on their phones.
fn noticeboard_code(doc: &mut super::Doc, address: &str) {
    let Some(code) = crate::export::qr::Modules::of(address) else {
        return;
    };
    // 30 mm with the 4-module quiet zone: read from a phone at arm's length.
    let size = 30.0 * super::MM;
    let module = size / (code.width + 8) as f32;
    doc.y += 10.0;
    doc.ensure(size);
    let (left, top) = (doc.left(), doc.y);
    for y in 0..code.width {
        // One rectangle per run of dark modules in a row.
        let mut x = 0;
        while x < code.width {
            if !code.is_dark(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < code.width && code.is_dark(x, y) {
                x += 1;
            }
            let at = |i: usize| (i + 4) as f32 * module;
            doc.page().fill_rect(left + at(start), top + at(y), (x - start) as f32 * module, module, 0.0);
        }
    }
    let text_x = left + size + 12.0;
    doc.text(text_x, top + size / 2.0 - 4.0, Face::Bold, 11.0, Align::Left, 0.0, &tr!("export-noticeboard"));
    doc.text(text_x, top + size / 2.0 + 12.0, Face::Regular, 11.0, Align::Left, 0.0, address);
    doc.y = top + size;
}
