//! Standings after a round, from a [`StandingsTable`]: the caller's (with
//! tie-breaks) or, without one, the points-only table.

use super::{Align, Column, Doc, Face, Header, Table, Width, drop_empty_columns};
use crate::export::{ExportError, Orientation, PdfOptions, StandingsTable};
use crate::model::Tournament;
use crate::tr;

/// Narrowest number column (rating, points, tie-breaks).
const NUMBER_WIDTH: f32 = 36.0;

pub(super) fn render(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let fallback;
    let table: &StandingsTable = match &options.standings_table {
        Some(table) => table,
        None => {
            let round = match options.round {
                Some(round) if round == 0 || t.round(round).is_some() => round,
                Some(round) => return Err(ExportError::NoRound { round }),
                None => t.last_complete_round(),
            };
            fallback = StandingsTable::from_points(t, round);
            &fallback
        }
    };
    let round = table.after_round;
    let title =
        if round == 0 { tr!("export-doc-starting-rank") } else { tr!("export-doc-standings", round = round) };
    // Many tie-break columns need the width of landscape.
    let orientation =
        if table.tiebreak_headers.len() > 4 { Orientation::Landscape } else { Orientation::Portrait };
    let mut doc = Doc::new(options, orientation, Header::new(t, title.clone(), round))?;
    doc.new_page();

    // What the event did to the ratings, after the same round.
    let ratings = crate::ratings::change::rating_changes(t, round);
    let mut rows: Vec<Vec<String>> = table
        .rows
        .iter()
        .map(|r| {
            let player = t.player(r.tpn);
            let name = match player.and_then(|p| p.title) {
                Some(title) => format!("{} {}", title.code(), r.name),
                None => r.name.clone(),
            };
            let mut cells = vec![
                r.place.to_string(),
                r.tpn.to_string(),
                name,
                player.map(|p| p.federation.clone()).unwrap_or_default(),
                r.rating.map(|x| x.to_string()).unwrap_or_default(),
                r.points.clone(),
            ];
            cells.extend(r.tiebreaks.iter().cloned());
            let rating = ratings.iter().find(|x| x.tpn == r.tpn);
            cells.push(rating.and_then(|x| x.performance).map(|p| p.rating.to_string()).unwrap_or_default());
            cells.push(rating.map(crate::ratings::change::change_text).unwrap_or_default());
            cells
        })
        .collect();
    let mut columns = vec![
        Column::new(tr!("export-col-place"), Width::Auto, Align::Right).bold(),
        Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right),
        Column::new(tr!("export-col-name"), Width::Flex(1.0), Align::Left),
        Column::new(tr!("export-col-fed"), Width::Auto, Align::Left),
        Column::new(tr!("export-col-rating"), Width::AutoMin(NUMBER_WIDTH), Align::Right),
        Column::new(tr!("export-col-points"), Width::AutoMin(NUMBER_WIDTH), Align::Right).bold(),
    ];
    // Tie-break headers are FIDE codes (BH-C1, SB): printed as given.
    columns.extend(
        table
            .tiebreak_headers
            .iter()
            .map(|h| Column::new(h.clone(), Width::AutoMin(NUMBER_WIDTH), Align::Right)),
    );
    // The performance rating and the rating change (B.02 8.3), left out
    // when no player has one.
    columns.push(Column::new(tr!("export-col-performance"), Width::AutoMin(NUMBER_WIDTH), Align::Right));
    columns.push(Column::new(tr!("export-col-rating-change"), Width::AutoMin(NUMBER_WIDTH), Align::Right));
    // Only the federation and the two rating columns may go: the others are the standings.
    let rating_columns = [columns.len() - 2, columns.len() - 1];
    let keep: Vec<usize> = (0..columns.len()).filter(|&i| i != 3 && !rating_columns.contains(&i)).collect();
    let columns = drop_empty_columns(columns, &mut rows, &keep);
    if rows.is_empty() {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-players"));
    } else {
        Table::plan(&doc, columns, &rows, 9.0, 15.0).draw(&mut doc, &rows);
    }
    if table.points_only && round > 0 {
        doc.y += 8.0;
        doc.paragraph(Face::Regular, 8.5, 0.3, &tr!("export-tiebreaks-pending"));
    }
    doc.finish(&title)
}
