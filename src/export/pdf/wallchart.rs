//! Cross table (wall chart): one row per player by pairing number, one
//! column per round with opponent, colour and result, then the points.
//!
//! Big fields run over many pages; every page repeats the header row and the
//! number, name, rating and federation columns, so each sheet can be read on
//! its own. When the rounds do not fit across the paper they are split into
//! blocks of equal size, each printed for all players in turn.

use super::{Align, Column, Doc, Face, Header, Table, Width, drop_empty_columns};
use crate::export::notation::{self, Medium};
use crate::export::{ExportError, Orientation, PdfOptions};
use crate::model::Tournament;
use crate::tr;

const SIZE: f32 = 7.5;
const ROW_HEIGHT: f32 = 12.5;
/// The name column never gets narrower than this to make room for rounds.
const MIN_NAME_WIDTH: f32 = 120.0;
const MAX_NAME_WIDTH: f32 = 175.0;

pub(super) fn render(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let last = match options.round {
        Some(round) if round == 0 || t.round(round).is_some() => round,
        Some(round) => return Err(ExportError::NoRound { round }),
        None => t.rounds_paired(),
    };
    let title = tr!("export-doc-wallchart");
    let mut doc = Doc::new(options, Orientation::Landscape, Header::new(t, title.clone(), last))?;

    let mut players: Vec<_> = t.players.iter().collect();
    players.sort_by_key(|p| p.tpn);
    let cells: Vec<Vec<String>> = players
        .iter()
        .map(|p| (1..=last).map(|r| notation::cross_cell(t, r, p.tpn, Medium::Paper)).collect())
        .collect();
    let names: Vec<String> = players.iter().map(|p| super::pairings::display_name(Some(p))).collect();

    // One width for every round column, from the widest cell.
    let pad = (SIZE * 0.35).max(2.5);
    let widest_cell = cells
        .iter()
        .flatten()
        .map(|c| doc.fonts.width(Face::Regular, SIZE, c))
        .chain(
            (1..=last).map(|r| doc.fonts.width(Face::Bold, SIZE, &tr!("export-col-round-short", round = r))),
        )
        .fold(0.0f32, f32::max);
    let cell_width = widest_cell + 2.0 * pad;
    let name_width = names
        .iter()
        .map(|n| doc.fonts.width(Face::Regular, SIZE, n) + 2.0 * pad)
        .fold(MIN_NAME_WIDTH, f32::max)
        .min(MAX_NAME_WIDTH);
    // Room left for rounds next to the name and the narrow columns (number,
    // rating, federation, points), with some slack for their real widths.
    let narrow = 4.0 * (doc.fonts.width(Face::Bold, SIZE, "0000") + 2.0 * pad);
    let free = (doc.content_width() - name_width - narrow) * 0.95;
    let per_block_max = ((free / cell_width).floor() as u32).max(1);
    let blocks = last.div_ceil(per_block_max).max(1);
    let per_block = last.div_ceil(blocks).max(1);
    // Rounds share that room, but a cell much wider than its text makes it
    // hard to see which line it belongs to.
    let round_width = (free / per_block as f32).clamp(cell_width, 2.0 * cell_width);

    for block in 0..blocks {
        let first = block * per_block + 1;
        let end = ((block + 1) * per_block).min(last);
        doc.header.title = if blocks > 1 {
            tr!("export-doc-wallchart-part", first = first, last = end)
        } else {
            title.clone()
        };
        doc.new_page();
        let mut columns = vec![
            Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right).bold(),
            Column::new(tr!("export-col-name"), Width::Fixed(name_width), Align::Left),
            Column::new(tr!("export-col-rating"), Width::Auto, Align::Right),
            Column::new(tr!("export-col-fed"), Width::Auto, Align::Left),
        ];
        for r in first..=end {
            columns.push(Column::new(
                tr!("export-col-round-short", round = r),
                Width::Fixed(round_width),
                Align::Centre,
            ));
        }
        columns.push(Column::new(tr!("export-col-points"), Width::Auto, Align::Right).bold());

        let mut rows: Vec<Vec<String>> = players
            .iter()
            .zip(&cells)
            .zip(&names)
            .map(|((p, cells), name)| {
                let mut row = vec![
                    p.tpn.to_string(),
                    name.clone(),
                    p.rating.map(|r| r.to_string()).unwrap_or_default(),
                    p.federation.clone(),
                ];
                row.extend(cells.iter().skip(first as usize - 1).take((end + 1 - first) as usize).cloned());
                row.push(t.points_after(p.tpn, last).to_string());
                row
            })
            .collect();
        if rows.is_empty() {
            doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-players"));
            continue;
        }
        // A club event without federations needs no federation column.
        let keep: Vec<usize> = (0..columns.len()).filter(|&i| i != 3).collect();
        let before = columns.len();
        let columns = drop_empty_columns(columns, &mut rows, &keep);
        let first_round_column = 4 - (before - columns.len());
        let table = Table::plan(&doc, columns, &rows, SIZE, ROW_HEIGHT).with_rules_from(first_round_column);
        table.draw(&mut doc, &rows);
        doc.y += 6.0;
        doc.paragraph(Face::Regular, 7.0, 0.3, &tr!("export-wallchart-legend"));
    }
    doc.finish(&title)
}
