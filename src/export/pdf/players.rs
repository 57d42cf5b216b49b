//! Player lists: by pairing number (the starting rank) and by name.

use super::{Align, Column, Doc, Face, Header, Table, Width, drop_empty_columns, name_key};
use crate::export::{ExportError, Orientation, PdfOptions};
use crate::model::{Player, PlayerStatus, Sex, Tournament};
use crate::tr;

fn row(p: &Player) -> Vec<String> {
    let status = match p.status {
        PlayerStatus::Active => String::new(),
        PlayerStatus::Withdrawn { from_round } => tr!("export-withdrawn", round = from_round),
    };
    let sex = match p.sex {
        Some(Sex::Male) => tr!("export-sex-male"),
        Some(Sex::Female) => tr!("export-sex-female"),
        Some(Sex::Unspecified) | None => String::new(),
    };
    vec![
        p.tpn.to_string(),
        p.title.map(|t| t.code().to_owned()).unwrap_or_default(),
        p.name.clone(),
        p.federation.clone(),
        p.rating.map(|r| r.to_string()).unwrap_or_default(),
        p.fide_id.map(|id| id.to_string()).unwrap_or_default(),
        p.birth_date.clone(),
        sex,
        status,
    ]
}

fn columns() -> Vec<Column> {
    vec![
        Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right).bold(),
        Column::new(tr!("export-col-title"), Width::Auto, Align::Left),
        Column::new(tr!("export-col-name"), Width::Flex(1.0), Align::Left),
        Column::new(tr!("export-col-fed"), Width::Auto, Align::Left),
        Column::new(tr!("export-col-rating"), Width::Auto, Align::Right),
        Column::new(tr!("export-col-fide-id"), Width::Auto, Align::Right),
        Column::new(tr!("export-col-birth"), Width::Auto, Align::Left),
        Column::new(tr!("export-col-sex"), Width::Auto, Align::Centre),
        Column::new(tr!("export-col-status"), Width::Auto, Align::Left),
    ]
}

pub(super) fn render(
    t: &Tournament,
    options: &PdfOptions,
    by_tpn: bool,
    by_name: bool,
) -> Result<Vec<u8>, ExportError> {
    let round = t.rounds_paired();
    let first_title =
        if by_tpn { tr!("export-doc-players-by-tpn") } else { tr!("export-doc-players-by-name") };
    let mut doc = Doc::new(options, Orientation::Portrait, Header::new(t, first_title.clone(), round))?;

    let mut lists: Vec<(String, Vec<&Player>)> = Vec::new();
    if by_tpn {
        let mut players: Vec<&Player> = t.players.iter().collect();
        players.sort_by_key(|p| p.tpn);
        lists.push((tr!("export-doc-players-by-tpn"), players));
    }
    // Without players one "no players" page says it all.
    if by_name && !(by_tpn && t.players.is_empty()) {
        let mut players: Vec<&Player> = t.players.iter().collect();
        players.sort_by_cached_key(|p| (name_key(&p.name), p.name.clone(), p.tpn));
        lists.push((tr!("export-doc-players-by-name"), players));
    }
    for (title, players) in lists {
        // Each list starts on its own page, under its own title.
        doc.header.title = title;
        doc.new_page();
        let mut rows: Vec<Vec<String>> = players.into_iter().map(row).collect();
        if rows.is_empty() {
            doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-players"));
        } else {
            // Number, name and rating always; the rest only when someone has one.
            let columns = drop_empty_columns(columns(), &mut rows, &[0, 2, 4]);
            Table::plan(&doc, columns, &rows, 9.0, 15.0).draw(&mut doc, &rows);
        }
    }
    doc.finish(&first_title)
}
