//! Pairings by name: every player of the round in alphabetical order with
//! board, colour and opponent, so players find their board quickly.

use super::pairings::display_name;
use super::{
    Align, Column, Doc, Face, Header, Table, Width, bye_label, changed_legend, name_key, paired_round,
};
use crate::export::notation::CHANGED_MARK;
use crate::export::{ExportError, Orientation, PdfOptions};
use crate::model::{Colour, RoundEntry, Tournament};
use crate::tr;

pub(super) fn render(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let round = paired_round(t, options.round)?;
    let title = tr!("export-doc-alphabetical");
    let mut doc = Doc::new(options, Orientation::Portrait, Header::new(t, title.clone(), round))?;
    doc.new_page();
    // The board, marked when the arbiter paired it by hand.
    let board_of = |tpn: u32| {
        let games = t.round(round).map(|r| r.games.as_slice()).unwrap_or_default();
        let (i, game) = games.iter().enumerate().find(|(_, g)| g.involves(tpn))?;
        Some(if game.by_arbiter { format!("{} {CHANGED_MARK}", i + 1) } else { (i + 1).to_string() })
    };

    let mut players: Vec<_> = t.players.iter().collect();
    players.sort_by_cached_key(|p| (name_key(&p.name), p.name.clone(), p.tpn));
    let mut rows = Vec::new();
    for p in players {
        let score = t.points_after(p.tpn, round - 1).to_string();
        let (board, colour, opponent) = match t.entry(round, p.tpn) {
            RoundEntry::Game { opponent, colour, .. } => {
                let colour = match colour {
                    Colour::White => tr!("export-colour-white"),
                    Colour::Black => tr!("export-colour-black"),
                };
                let board = board_of(p.tpn).unwrap_or_default();
                let opponent = format!("{opponent}  {}", display_name(t.player(opponent)));
                (board, colour, opponent)
            }
            RoundEntry::Bye(kind) => ("–".to_owned(), bye_label(kind), String::new()),
            // Withdrawn players are no longer looking for a board.
            RoundEntry::Absent if !p.is_active_in(round) => continue,
            RoundEntry::Absent => ("–".to_owned(), tr!("export-not-paired"), String::new()),
        };
        // The name as it is sorted, without the title, so the eye runs
        // down the surnames.
        rows.push(vec![p.name.clone(), p.tpn.to_string(), score, board, colour, opponent]);
    }
    let columns = vec![
        Column::new(tr!("export-col-name"), Width::Flex(1.2), Align::Left),
        Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right),
        Column::new(tr!("export-col-points"), Width::Auto, Align::Right),
        Column::new(tr!("export-col-board"), Width::Auto, Align::Right).bold(),
        Column::new(tr!("export-col-colour"), Width::Auto, Align::Left),
        Column::new(tr!("export-col-opponent"), Width::Flex(1.0), Align::Left),
    ];
    if rows.is_empty() {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-players"));
    } else {
        Table::plan(&doc, columns, &rows, 9.0, 15.0).draw(&mut doc, &rows);
    }
    changed_legend(&mut doc, t, round);
    doc.finish(&title)
}
