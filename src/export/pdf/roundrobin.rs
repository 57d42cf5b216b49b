//! The printouts of a round robin: the classic square cross table (every
//! participant against every other, the diagonal blacked out, then points,
//! tie-breaks and place) and the whole schedule on one page (every round's
//! boards with colours, from the Berger table).

use super::{Align, Doc, Face, Header};
use crate::export::notation::{self, Medium};
use crate::export::{ExportError, Orientation, PdfOptions, StandingsTable};
use crate::model::Tournament;
use crate::tr;

/// The surname part of "Surname, First name" (the whole name otherwise).
fn surname(name: &str) -> &str {
    name.split(',').next().unwrap_or(name).trim()
}

/// The square cross table after `options.round` (default: the last round
/// with every result in), with the standings' tie-breaks and places.
pub(super) fn render_table(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let after = match options.round {
        Some(round) if round == 0 || t.round(round).is_some() => round,
        Some(round) => return Err(ExportError::NoRound { round }),
        None => t.last_complete_round(),
    };
    // Results shown are those of the rounds up to `after`.
    let mut shown = t.clone();
    shown.rounds.retain(|r| r.number <= after);
    let standings = match &options.standings_table {
        Some(table) => table.clone(),
        None => StandingsTable::for_tournament(t, after),
    };
    let title = tr!("export-doc-rr-table");
    let mut doc = Doc::new(options, Orientation::Landscape, Header::new(t, title.clone(), after))?;
    doc.new_page();
    let mut players: Vec<_> = t.players.iter().collect();
    players.sort_by_key(|p| p.tpn);
    let n = players.len();
    if n == 0 {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-players"));
        return doc.finish(&title);
    }
    let tiebreaks = &standings.tiebreak_headers;

    // Sizes: everything on one page, as wide as the paper allows.
    let size: f32 = if n > 16 { 7.0 } else { 8.5 };
    let pad = 3.0;
    let number_width = doc.fonts.width(Face::Bold, size, &n.to_string()).max(doc.fonts.width(
        Face::Bold,
        size,
        &tr!("export-col-tpn"),
    )) + 2.0 * pad;
    let cell_text: Vec<Vec<String>> = players
        .iter()
        .map(|p| players.iter().map(|o| notation::square_cell(&shown, p.tpn, o.tpn, Medium::Paper)).collect())
        .collect();
    let widest =
        cell_text.iter().flatten().map(|c| doc.fonts.width(Face::Regular, size, c)).fold(0.0, f32::max);
    let cell_width = (widest + 2.0 * pad).max(doc.fonts.width(Face::Bold, size, "00") + 2.0 * pad).max(16.0);
    let rating_width = doc.fonts.width(Face::Regular, size, "0000") + 2.0 * pad;
    let points_width = doc.fonts.width(Face::Bold, size, "00½") + 2.0 * pad + 4.0;
    let tiebreak_widths: Vec<f32> = tiebreaks
        .iter()
        .enumerate()
        .map(|(i, header)| {
            let values = standings.rows.iter().filter_map(|r| r.tiebreaks.get(i));
            values
                .map(|v| doc.fonts.width(Face::Regular, size, v))
                .fold(doc.fonts.width(Face::Bold, size, header), f32::max)
                + 2.0 * pad
        })
        .collect();
    let place_width = doc.fonts.width(Face::Bold, size, &tr!("export-col-place")) + 2.0 * pad;
    let fixed = number_width
        + rating_width
        + n as f32 * cell_width
        + points_width
        + tiebreak_widths.iter().sum::<f32>()
        + place_width;
    let name_width = (doc.content_width() - fixed).clamp(60.0, 170.0);
    let scale = (doc.content_width() / (fixed + name_width)).min(1.0);
    let row_height = (size * 2.0).max(14.0) * scale.max(0.8);

    // Column edges.
    let mut x = doc.left();
    let mut edges = Vec::new();
    let mut push = |w: f32| {
        edges.push((x, w * scale));
        x += w * scale;
    };
    push(number_width);
    push(name_width);
    push(rating_width);
    for _ in 0..n {
        push(cell_width);
    }
    push(points_width);
    for w in &tiebreak_widths {
        push(*w);
    }
    push(place_width);
    let right = x;
    let size = size * scale.max(0.8);

    // Header row.
    let top = doc.y;
    let baseline = top + (row_height + 0.72 * size) / 2.0;
    let mut headers = vec![tr!("export-col-tpn"), tr!("export-col-name"), tr!("export-col-rating")];
    headers.extend(players.iter().map(|p| p.tpn.to_string()));
    headers.push(tr!("export-col-points"));
    headers.extend(tiebreaks.iter().cloned());
    headers.push(tr!("export-col-place"));
    for ((x, w), text) in edges.iter().zip(&headers) {
        let align = if *x == edges[1].0 { Align::Left } else { Align::Centre };
        doc.text_in(x + pad, w - 2.0 * pad, baseline, Face::Bold, size, align, text);
    }
    doc.page().line(edges[0].0, top + row_height, right, top + row_height, 0.8, 0.0);
    doc.y = top + row_height;

    for (i, p) in players.iter().enumerate() {
        let top = doc.y;
        if i % 2 == 1 {
            doc.page().fill_rect(edges[0].0, top, right - edges[0].0, row_height, 0.94);
        }
        // The diagonal: a participant does not meet themselves.
        let (dx, dw) = edges[3 + i];
        doc.page().fill_rect(dx, top, dw, row_height, 0.25);
        let baseline = top + (row_height + 0.72 * size) / 2.0;
        let standing = standings.rows.iter().find(|r| r.tpn == p.tpn);
        let mut cells =
            vec![p.tpn.to_string(), p.name.clone(), p.rating.map(|r| r.to_string()).unwrap_or_default()];
        cells.extend(cell_text[i].iter().cloned());
        cells.push(standing.map(|r| r.points.clone()).unwrap_or_else(|| shown.points(p.tpn).to_string()));
        cells.extend(
            (0..tiebreaks.len())
                .map(|k| standing.and_then(|r| r.tiebreaks.get(k).cloned()).unwrap_or_default()),
        );
        cells.push(standing.map(|r| r.place.to_string()).unwrap_or_default());
        for (k, ((x, w), text)) in edges.iter().zip(&cells).enumerate() {
            let (face, align) = match k {
                0 => (Face::Bold, Align::Right),
                1 => (Face::Regular, Align::Left),
                2 => (Face::Regular, Align::Right),
                k if k == 3 + n || k == cells.len() - 1 => (Face::Bold, Align::Centre),
                _ => (Face::Regular, Align::Centre),
            };
            doc.text_in(x + pad, w - 2.0 * pad, baseline, face, size, align, text);
        }
        let bottom = top + row_height;
        doc.y = bottom;
        doc.page().line(edges[0].0, bottom, right, bottom, 0.3, 0.6);
    }
    // Vertical rules around the result grid.
    let grid_bottom = doc.y;
    let grid_top = grid_bottom - row_height * (n as f32 + 1.0);
    for &(x, _) in edges.iter().skip(3).take(n + 1) {
        doc.page().line(x, grid_top, x, grid_bottom, 0.3, 0.5);
    }
    doc.y += 8.0;
    let rr = t.settings.format.round_robin().map(|rr| rr.cycle_count()).unwrap_or(1);
    let legend = if rr == 2 { tr!("export-rr-table-legend-double") } else { tr!("export-rr-table-legend") };
    doc.paragraph(Face::Regular, 7.5, 0.3, &legend);
    if standings.points_only {
        doc.paragraph(Face::Regular, 7.5, 0.3, &tr!("export-tiebreaks-pending"));
    }
    doc.finish(&title)
}

/// Every round of the schedule on one page: the round's date and its boards
/// (`1. 3 Name – 8 Name`, White first) and the free participant.
pub(super) fn render_schedule(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let schedule =
        crate::roundrobin::schedule(t).map_err(|e| ExportError::Schedule { reason: e.to_string() })?;
    let title = tr!("export-doc-rr-schedule");
    let mut doc =
        Doc::new(options, Orientation::Landscape, Header::new(t, title.clone(), t.rounds_paired()))?;
    doc.new_page();
    let rounds = schedule.rounds();
    let boards = rounds.iter().map(|p| p.boards.len() + usize::from(p.bye.is_some())).max().unwrap_or(0);
    let name = |tpn: u32| {
        let player = t.player(tpn).map(|p| surname(&p.name).to_owned()).unwrap_or_default();
        format!("{tpn} {player}").trim_end().to_owned()
    };
    // Blocks of rounds in a grid that fills the page: as many columns as
    // keep the rows of the blocks at a readable size.
    let count = rounds.len().max(1);
    // Room kept under the grid for the legend's line.
    let legend_room = 16.0;
    let (width, height) = (doc.content_width(), doc.bottom() - doc.y - legend_room);
    let mut best = (1usize, 0.0f32);
    for columns in 1..=count.min(8) {
        let rows = count.div_ceil(columns);
        let lines = rows * (boards + 2);
        let line = (height / lines as f32).min(width / columns as f32 / 14.0);
        if line > best.1 {
            best = (columns, line);
        }
    }
    let (columns, line) = best;
    let line = line.min(14.0);
    let size = (line * 0.72).clamp(4.5, 9.5);
    let block_width = width / columns as f32;
    let block_height = line * (boards + 2) as f32;
    let top = doc.y;
    for (i, pairing) in rounds.iter().enumerate() {
        let round = u32::try_from(i + 1).unwrap_or(0);
        let (col, row) = (i % columns, i / columns);
        let x = doc.left() + col as f32 * block_width;
        let y = top + row as f32 * block_height;
        let date = t.event.round_dates.get(i).copied().flatten().map(|d| d.format("%Y-%m-%d").to_string());
        let heading = match date {
            Some(d) => tr!("export-rr-schedule-round-date", round = round, date = d),
            None => tr!("export-rr-schedule-round", round = round),
        };
        doc.text_in(x, block_width - 8.0, y + line * 0.8, Face::Bold, size, Align::Left, &heading);
        doc.page().line(x, y + line, x + block_width - 8.0, y + line, 0.4, 0.4);
        for (b, board) in pairing.boards.iter().enumerate() {
            let baseline = y + line * (b as f32 + 1.8);
            let text = format!("{}. {} – {}", b + 1, name(board.white), name(board.black));
            doc.text_in(x, block_width - 8.0, baseline, Face::Regular, size, Align::Left, &text);
        }
        if let Some(free) = pairing.bye {
            let baseline = y + line * (pairing.boards.len() as f32 + 1.8);
            let text = tr!("export-rr-schedule-free", player = name(free));
            doc.text_in(x, block_width - 8.0, baseline, Face::Regular, size, Align::Left, &text);
        }
    }
    let rows = count.div_ceil(columns);
    doc.y = top + rows as f32 * block_height + 4.0;
    doc.paragraph(Face::Regular, 7.0, 0.3, &tr!("export-rr-schedule-legend"));
    doc.finish(&title)
}
