//! The printouts of a team event (issue 30): the round's match pairings with
//! every board and its colours, one match sheet per match for the captains
//! to sign, the team standings, the team cross table and the board prizes.
//!
//! A team event's "pairings", "slips", "standings" and "cross table" are
//! these documents ([`super::render`] sends them here), so the arbiter's
//! usual menu prints the right thing for either kind of event.

use super::pairings::display_name;
use super::{Align, Column, Doc, Face, Header, MM, Table, Width, bye_label, paired_round};
use crate::export::notation::{self, Medium};
use crate::export::{ExportError, Orientation, PdfOptions};
use crate::model::{ByeKind, Colour, Round, Side, TeamMatch, TeamRoundEntry, Tournament};
use crate::standings::{
    Rules, TeamCriterion, TeamStandings, TeamTieBreak, default_team_tiebreaks, parse_team_tiebreaks,
};
use crate::tr;

/// Narrowest number column (match and game points, tie-breaks).
const NUMBER_WIDTH: f32 = 34.0;

/// The smallest match sheet: a header, the boards and two signature lines.
const MIN_SHEET_HEIGHT: f32 = 250.0;

fn team_name(t: &Tournament, tpn: u32) -> String {
    t.team(tpn).map(|x| x.name.clone()).unwrap_or_else(|| tpn.to_string())
}

/// `W` / `B` as the printouts write a colour (the language's letters).
fn colour_letter(colour: Colour) -> String {
    match colour {
        Colour::White => tr!("export-colour-white-short"),
        Colour::Black => tr!("export-colour-black-short"),
    }
}

/// One board of a match, seen from the team with White on board 1 (the
/// team named first, C.04.6 1.6.1): its player, the other team's player,
/// the first team's colour on the board and the result from its side.
struct BoardLine {
    board: u32,
    first: Option<u32>,
    second: Option<u32>,
    first_colour: Colour,
    /// `1 - 0` from the first team's side; blank while pending.
    result: String,
}

fn board_lines(t: &Tournament, round: &Round, m: &TeamMatch) -> Vec<BoardLine> {
    let outcome = t.match_outcome(round, m, m.white);
    let theirs = t.match_outcome(round, m, m.black);
    outcome
        .boards
        .iter()
        .zip(theirs.boards.iter())
        .map(|(own, other)| {
            let game = own.player.and_then(|p| round.game_of(p));
            let result = match game {
                Some(g) if !g.result.is_pending() => {
                    let text = notation::result(g.result, Medium::Paper);
                    // The game's result reads from White: turned round when
                    // the first team's player has Black.
                    match own.player.and_then(|p| g.side_of(p)) {
                        Some(Side::Black) => {
                            let mut parts: Vec<&str> = text.split(" - ").collect();
                            parts.reverse();
                            parts.join(" - ")
                        }
                        _ => text,
                    }
                }
                // A board with no game: an empty board on either side,
                // scored by the match (a forfeit), or still to be played.
                _ => match (own.points, other.points) {
                    (Some(a), Some(b)) if !own.played => {
                        let mark = |own: crate::model::Points, other: crate::model::Points| {
                            if own > other {
                                "+"
                            } else if own < other {
                                "-"
                            } else {
                                "="
                            }
                        };
                        format!("{} - {}", mark(a, b), mark(b, a))
                    }
                    _ => String::new(),
                },
            };
            BoardLine {
                board: own.board,
                first: own.player,
                second: other.player,
                first_colour: own.colour,
                result,
            }
        })
        .collect()
}

/// "Team A – Team B", with each team's match and game points before the
/// round, and the match score once every board has a result.
fn match_heading(t: &Tournament, round: u32, number: usize, m: &TeamMatch) -> String {
    let before = |team: u32| {
        let p = t.team_points_after(team, round.saturating_sub(1));
        tr!("export-team-before", mp = p.mp.to_string(), gp = p.gp.to_string())
    };
    // A match the arbiter made by hand carries the mark (the legend says
    // what it means), as a board paired by hand does.
    let mark =
        if m.by_arbiter { format!(" {}", crate::export::notation::CHANGED_MARK) } else { String::new() };
    let mut heading = format!(
        "{number}.{mark} {} {} – {} {}",
        team_name(t, m.white),
        before(m.white),
        team_name(t, m.black),
        before(m.black)
    );
    if let Some(r) = t.round(round) {
        let outcome = t.match_outcome(r, m, m.white);
        if let (Some(own), Some(other)) = (outcome.points, outcome.opponent_points) {
            heading.push_str(&format!(
                "   {} – {}",
                notation::short_points(own.gp),
                notation::short_points(other.gp)
            ));
        }
        if let Some(forfeit) = m.forfeit {
            heading.push_str(&format!("   ({})", tr!("export-team-forfeit", code = forfeit.code())));
        }
    }
    heading
}

fn rating_text(t: &Tournament, tpn: Option<u32>) -> String {
    tpn.and_then(|p| t.player(p)).and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()
}

/// The round's matches in board order (C.04.2 3.6), each with its boards:
/// board, colour of the first team's player, both players with rating, and
/// the result from the first team's side; the team byes after them.
pub(super) fn render_pairings(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let round = paired_round(t, options.round)?;
    let title = tr!("export-doc-team-pairings");
    let mut doc = Doc::new(options, Orientation::Portrait, Header::new(t, title.clone(), round))?;
    doc.new_page();
    let Some(r) = t.round(round) else {
        return Err(ExportError::NoRound { round });
    };
    if r.matches.is_empty() {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-games"));
    }
    for (i, m) in r.matches.iter().enumerate() {
        let rows: Vec<Vec<String>> = board_lines(t, r, m)
            .into_iter()
            .map(|b| {
                vec![
                    format!("{}.{}", i + 1, b.board),
                    colour_letter(b.first_colour),
                    display_name(b.first.and_then(|p| t.player(p))),
                    rating_text(t, b.first),
                    b.result,
                    display_name(b.second.and_then(|p| t.player(p))),
                    rating_text(t, b.second),
                ]
            })
            .collect();
        let columns = vec![
            Column::new(tr!("export-col-board"), Width::Auto, Align::Right).bold(),
            Column::new(tr!("export-col-colour-short"), Width::Auto, Align::Centre),
            Column::new(team_name(t, m.white), Width::Flex(1.0), Align::Left),
            Column::new(tr!("export-col-rating"), Width::AutoMin(NUMBER_WIDTH), Align::Right),
            // Wide enough to write a result in by hand.
            Column::new(tr!("export-col-result"), Width::AutoMin(54.0), Align::Centre).bold(),
            Column::new(team_name(t, m.black), Width::Flex(1.0), Align::Left),
            Column::new(tr!("export-col-rating"), Width::AutoMin(NUMBER_WIDTH), Align::Right),
        ];
        let table = Table::plan(&doc, columns, &rows, 9.0, 15.0);
        doc.heading(&match_heading(t, round, i + 1, m), table.row_height * (rows.len() + 1) as f32);
        table.draw(&mut doc, &rows);
    }
    if !r.team_byes.is_empty() {
        let rows: Vec<Vec<String>> = r
            .team_byes
            .iter()
            .map(|b| {
                let p = t.team_points_after(b.team, round.saturating_sub(1));
                let mut label = bye_label(b.kind);
                if b.kind == ByeKind::PairingAllocated && r.bye_by_arbiter {
                    label.push_str(&format!(" {}", crate::export::notation::CHANGED_MARK));
                }
                vec![b.team.to_string(), team_name(t, b.team), p.mp.to_string(), label]
            })
            .collect();
        let columns = vec![
            Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right),
            Column::new(tr!("standings-col-team"), Width::Flex(1.0), Align::Left),
            Column::new(tr!("export-col-match-points"), Width::AutoMin(NUMBER_WIDTH), Align::Right),
            Column::new(tr!("export-col-bye"), Width::Flex(1.0), Align::Left),
        ];
        let table = Table::plan(&doc, columns, &rows, 9.0, 15.0);
        doc.heading(&tr!("export-byes-heading"), 2.0 * table.row_height);
        table.draw(&mut doc, &rows);
    }
    super::changed_legend(&mut doc, t, round);
    doc.finish(&title)
}

/// One sheet per match, two to an A4 page, for the captains: round, match,
/// both teams, every board with its colour and both players, a box for each
/// result, the match score, and the two captains' and the arbiter's
/// signatures.
pub(super) fn render_match_sheets(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let (doc, title) = match_sheets(t, options)?;
    doc.finish(&title)
}

/// The match sheets laid out, with the document's title.
fn match_sheets(t: &Tournament, options: &PdfOptions) -> Result<(Doc, String), ExportError> {
    let round = paired_round(t, options.round)?;
    let title = tr!("export-doc-match-sheets");
    let mut doc = Doc::new(options, Orientation::Portrait, Header::new(t, title.clone(), round))?;
    doc.new_page();
    let Some(r) = t.round(round) else {
        return Err(ExportError::NoRound { round });
    };
    if r.matches.is_empty() {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-games"));
        return Ok((doc, title));
    }
    let body = doc.bottom() - doc.top();
    let per_page = ((body / MIN_SHEET_HEIGHT).floor() as usize).max(1);
    let height = body / per_page as f32;
    for (i, m) in r.matches.iter().enumerate() {
        let slot = i % per_page;
        if i > 0 && slot == 0 {
            doc.new_page();
        }
        let top = doc.top() + slot as f32 * height;
        if slot > 0 {
            let (left, right) = (doc.left(), doc.right());
            doc.page().dashed_line(left, top, right, top, 0.6, 0.45);
        }
        match_sheet(&mut doc, t, r, i + 1, m, top, height);
    }
    Ok((doc, title))
}

fn match_sheet(
    doc: &mut Doc,
    t: &Tournament,
    r: &Round,
    number: usize,
    m: &TeamMatch,
    top: f32,
    height: f32,
) {
    let pad = 4.0 * MM;
    let (left, right) = (doc.left() + pad, doc.right() - pad);
    let mut y = top + pad + 11.0;
    let heading = tr!("export-sheet-heading", round = r.number, number = number);
    doc.text(left, y, Face::Bold, 12.0, Align::Left, 0.0, &heading);
    let heading_width = doc.fonts.width(Face::Bold, 12.0, &heading);
    let event_left = left + heading_width + 12.0;
    let (event, size) = doc.fonts.fit(Face::Regular, 8.5, &doc.header.event, right - event_left);
    doc.text(right, y, Face::Regular, size, Align::Right, 0.3, &event);

    // The two teams, the first with White on board 1.
    y += 20.0;
    let middle = (left + right) / 2.0;
    let result_width = 62.0;
    let lines = board_lines(t, r, m);
    let labels: Vec<String> = lines.iter().map(|b| tr!("export-sheet-board", board = b.board)).collect();
    let letters = [colour_letter(Colour::White), colour_letter(Colour::Black)];
    let columns = BoardColumns::measure(doc.fonts, left, &labels, &letters);
    let (first_left, second_left) = (columns.names, middle + result_width / 2.0 + 6.0);
    let name_width = middle - result_width / 2.0 - 6.0 - first_left;
    for (x, team) in [(first_left, m.white), (second_left, m.black)] {
        doc.text_in(
            x,
            name_width,
            y,
            Face::Bold,
            10.5,
            Align::Left,
            &format!("{} ({team})", team_name(t, team)),
        );
    }
    // Boards: number, colour, player, result box, player, colour.
    let row = 17.0;
    for (b, label) in lines.iter().zip(&labels) {
        y += row;
        doc.text(left, y, Face::Bold, SHEET_SIZE, Align::Left, 0.0, label);
        let first = colour_letter(b.first_colour);
        let second = colour_letter(b.first_colour.opposite());
        doc.text(columns.letter, y, Face::Regular, SHEET_SIZE, Align::Left, 0.35, &first);
        doc.text_in(first_left, name_width, y, Face::Regular, 9.5, Align::Left, &player_text(t, b.first));
        doc.page().stroke_rect(middle - result_width / 2.0, y - 11.0, result_width, 15.0, 0.6);
        doc.text(middle, y, Face::Bold, 9.5, Align::Centre, 0.0, &b.result);
        doc.text_in(second_left, name_width, y, Face::Regular, 9.5, Align::Left, &player_text(t, b.second));
        doc.text(right, y, Face::Regular, 9.5, Align::Right, 0.35, &second);
    }
    // The match score: filled in once every board has a result.
    y += row + 4.0;
    let outcome = t.match_outcome(r, m, m.white);
    let score = match (outcome.points, outcome.opponent_points) {
        (Some(own), Some(other)) => {
            format!("{} – {}", notation::short_points(own.gp), notation::short_points(other.gp))
        }
        _ => String::new(),
    };
    doc.text(left, y, Face::Bold, 10.0, Align::Left, 0.0, &tr!("export-sheet-match-score"));
    doc.page().stroke_rect(middle - result_width / 2.0, y - 12.0, result_width, 17.0, 0.9);
    doc.text(middle, y, Face::Bold, 10.5, Align::Centre, 0.0, &score);

    // Signatures: both captains, then the arbiter.
    let line_y = top + height - 2.0 * pad - 10.0;
    let third = (right - left) / 3.0;
    let captains = [
        tr!("export-sheet-captain", team = team_name(t, m.white)),
        tr!("export-sheet-captain", team = team_name(t, m.black)),
        tr!("export-sheet-arbiter"),
    ];
    for (k, caption) in captains.iter().enumerate() {
        let x1 = left + third * k as f32;
        let x2 = x1 + third - 14.0;
        doc.page().line(x1, line_y, x2, line_y, 0.6, 0.0);
        let (caption, size) = doc.fonts.fit(Face::Regular, 7.5, caption, x2 - x1);
        doc.text(x1, line_y + 9.0, Face::Regular, size, Align::Left, 0.35, &caption);
    }
}

/// Type size of a match sheet's board rows.
const SHEET_SIZE: f32 = 9.5;

/// Space between a board row's label, colour letter and first player.
const SHEET_GAP: f32 = 5.0;

/// Where a match sheet's board rows put the colour letter and the first
/// team's player: after the widest board label of the sheet ("Board 10",
/// "Échiquier 12", in the arbiter's language) and the wider colour letter,
/// so that none of them runs into the next.
#[derive(Clone, Copy, Debug, PartialEq)]
struct BoardColumns {
    letter: f32,
    names: f32,
}

impl BoardColumns {
    fn measure(fonts: &super::Fonts, left: f32, labels: &[String], letters: &[String]) -> BoardColumns {
        let widest = |face, texts: &[String]| {
            texts.iter().map(|x| fonts.width(face, SHEET_SIZE, x)).fold(0.0_f32, f32::max)
        };
        let letter = left + widest(Face::Bold, labels) + SHEET_GAP;
        let names = letter + widest(Face::Regular, letters) + SHEET_GAP;
        BoardColumns { letter, names }
    }
}

/// "Name (tpn)" on a sheet, blank for an empty board.
fn player_text(t: &Tournament, tpn: Option<u32>) -> String {
    match tpn {
        Some(p) => format!("{} ({p})", display_name(t.player(p))),
        None => tr!("export-sheet-empty-board"),
    }
}

/// The team tie-breaks a printout ranks by: the event's list when it is one
/// of team codes, else the default (C.07 13: MPvGP, EDE, EMGSB, BC), with the
/// secondary score first when the list does not place it.
pub fn printout_team_tiebreaks(t: &Tournament) -> Vec<TeamTieBreak> {
    let mut list = parse_team_tiebreaks(&t.settings.tiebreaks)
        .or_else(|_| parse_team_tiebreaks(&default_team_tiebreaks()))
        .unwrap_or_default();
    if !list.iter().any(|tb| tb.criterion == TeamCriterion::Secondary) {
        list.insert(0, TeamTieBreak::plain(TeamCriterion::Secondary));
    }
    list
}

fn standings_after(t: &Tournament, options: &PdfOptions) -> Result<TeamStandings, ExportError> {
    let round = match options.round {
        Some(round) if round == 0 || t.round(round).is_some() => round,
        Some(round) => return Err(ExportError::NoRound { round }),
        None => t.last_complete_round(),
    };
    Ok(crate::standings::team_standings(
        t,
        round,
        Rules::for_tournament(t),
        &printout_team_tiebreaks(t),
        crate::standings::pairings_fixed_in_advance(t),
    ))
}

/// Team standings after a round: place, team, match and game points, then
/// the team tie-breaks by their FIDE codes.
pub(super) fn render_standings(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let s = standings_after(t, options)?;
    let round = s.after_round;
    let title = if round == 0 {
        tr!("export-doc-starting-rank")
    } else {
        tr!("export-doc-team-standings", round = round)
    };
    let orientation = if s.tiebreaks.len() > 5 { Orientation::Landscape } else { Orientation::Portrait };
    let mut doc = Doc::new(options, orientation, Header::new(t, title.clone(), round))?;
    doc.new_page();
    let rows: Vec<Vec<String>> = s
        .rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                s.place_text(row),
                row.tpn.to_string(),
                team_name(t, row.tpn),
                row.mp.to_string(),
                row.gp.to_string(),
            ];
            cells.extend(s.tiebreaks.iter().zip(&row.values).map(|(tb, v)| match v {
                Some(v) => v.to_string_with(tb.decimals()),
                None => String::new(),
            }));
            cells
        })
        .collect();
    let mut columns = vec![
        Column::new(tr!("export-col-place"), Width::Auto, Align::Right).bold(),
        Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right),
        Column::new(tr!("standings-col-team"), Width::Flex(1.0), Align::Left),
        Column::new(tr!("export-col-match-points"), Width::AutoMin(NUMBER_WIDTH), Align::Right).bold(),
        Column::new(tr!("export-col-game-points"), Width::AutoMin(NUMBER_WIDTH), Align::Right).bold(),
    ];
    // Tie-break headers are FIDE codes (EDE, EMGSB): printed as given.
    columns.extend(
        s.tiebreaks.iter().map(|tb| Column::new(tb.code(), Width::AutoMin(NUMBER_WIDTH), Align::Right)),
    );
    if rows.is_empty() {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-teams"));
    } else {
        Table::plan(&doc, columns, &rows, 9.0, 15.0).draw(&mut doc, &rows);
        // What a column of zeros under EDE means.
        if let Some(note) = crate::standings::positional_note(&s.tiebreaks) {
            doc.paragraph(Face::Regular, 8.5, 0.3, &note);
        }
    }
    doc.finish(&title)
}

/// The team cross table: each team by pairing number, each round's
/// opponent with the team's colour (its board-1 colour) and game points,
/// then match and game points.
pub(super) fn render_cross_table(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let last = t.rounds.iter().map(|r| r.number).max().unwrap_or(0);
    let rounds = options.round.map_or(last, |r| r.min(last));
    let title = tr!("export-doc-team-crosstable");
    let mut doc = Doc::new(options, Orientation::Landscape, Header::new(t, title.clone(), rounds))?;
    doc.new_page();
    let mut teams: Vec<u32> = t.teams.iter().map(|x| x.tpn).collect();
    teams.sort_unstable();
    let rows: Vec<Vec<String>> = teams
        .iter()
        .map(|&team| {
            let mut cells = vec![team.to_string(), team_name(t, team)];
            cells.extend((1..=rounds).map(|round| cross_cell(t, round, team)));
            let p = t.team_points_after(team, rounds);
            cells.push(p.mp.to_string());
            cells.push(p.gp.to_string());
            cells
        })
        .collect();
    let mut columns = vec![
        Column::new(tr!("export-col-tpn"), Width::Auto, Align::Right).bold(),
        Column::new(tr!("standings-col-team"), Width::Flex(1.0), Align::Left),
    ];
    columns.extend(
        (1..=rounds).map(|round| {
            Column::new(tr!("export-col-round-short", round = round), Width::Auto, Align::Centre)
        }),
    );
    columns
        .push(Column::new(tr!("export-col-match-points"), Width::AutoMin(NUMBER_WIDTH), Align::Right).bold());
    columns.push(Column::new(tr!("export-col-game-points"), Width::AutoMin(NUMBER_WIDTH), Align::Right));
    if rows.is_empty() {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-teams"));
    } else {
        Table::plan(&doc, columns, &rows, 8.5, 14.0).draw(&mut doc, &rows);
    }
    doc.finish(&title)
}

/// A team's cross-table cell: `7w 2½` (opponent, colour, game points), a
/// bye's kind and points, blank when absent.
pub fn cross_cell(t: &Tournament, round: u32, team: u32) -> String {
    match t.team_entry(round, team) {
        TeamRoundEntry::Match(outcome) => {
            let colour = match outcome.colour {
                Colour::White => tr!("export-colour-white-short").to_lowercase(),
                Colour::Black => tr!("export-colour-black-short").to_lowercase(),
            };
            let points = outcome.points.map(|p| notation::short_points(p.gp)).unwrap_or_default();
            let forfeit = if outcome.is_played() { "" } else { "F" };
            format!("{}{colour} {points}{forfeit}", outcome.opponent).trim().to_owned()
        }
        TeamRoundEntry::Bye(kind) => {
            let points = t.settings.team.bye_points(kind, &t.settings.scoring);
            format!("{} {}", kind.trf_code(), notation::short_points(points.gp))
        }
        TeamRoundEntry::Absent => String::new(),
    }
}

/// Board prizes: for each board, every player who played on it, with the
/// games and points on that board and the percentage, best first (by
/// percentage, then points, then games). Games not played over the board
/// (forfeits, empty boards) are left out, as board prizes reward play; the
/// competition's regulations set any minimum number of games.
pub(super) fn render_board_prizes(t: &Tournament, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let last = t.last_complete_round();
    let up_to = options.round.map_or(last, |r| r.min(last));
    let title = tr!("export-doc-board-prizes", round = up_to);
    let mut doc = Doc::new(options, Orientation::Portrait, Header::new(t, title.clone(), up_to))?;
    doc.new_page();
    let table = board_prize_table(t, up_to);
    if table.iter().all(|(_, rows)| rows.is_empty()) {
        doc.paragraph(Face::Regular, 10.0, 0.0, &tr!("export-no-games"));
    }
    let team_of = t.team_of_player();
    for (board, lines) in table {
        if lines.is_empty() {
            continue;
        }
        let rows: Vec<Vec<String>> = lines
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let team = team_of.get(&l.player).copied();
                vec![
                    (i + 1).to_string(),
                    display_name(t.player(l.player)),
                    rating_text(t, Some(l.player)),
                    team.map(|x| team_name(t, x)).unwrap_or_default(),
                    l.points.to_string(),
                    l.games.to_string(),
                    format!("{:.1}", l.percentage()),
                ]
            })
            .collect();
        let columns = vec![
            Column::new(tr!("export-col-place"), Width::Auto, Align::Right).bold(),
            Column::new(tr!("export-col-name"), Width::Flex(1.2), Align::Left),
            Column::new(tr!("export-col-rating"), Width::AutoMin(NUMBER_WIDTH), Align::Right),
            Column::new(tr!("standings-col-team"), Width::Flex(1.0), Align::Left),
            Column::new(tr!("export-col-points"), Width::AutoMin(NUMBER_WIDTH), Align::Right).bold(),
            Column::new(tr!("export-col-games"), Width::AutoMin(NUMBER_WIDTH), Align::Right),
            Column::new("%".to_owned(), Width::AutoMin(NUMBER_WIDTH), Align::Right),
        ];
        let plan = Table::plan(&doc, columns, &rows, 9.0, 15.0);
        doc.heading(&tr!("export-board-heading", board = board), 2.0 * plan.row_height);
        plan.draw(&mut doc, &rows);
    }
    doc.finish(&title)
}

/// One player's games on one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPrizeLine {
    pub player: u32,
    pub games: u32,
    pub points: crate::model::Points,
}

impl BoardPrizeLine {
    pub fn percentage(&self) -> f64 {
        if self.games == 0 { 0.0 } else { f64::from(self.points.tenths()) * 10.0 / f64::from(self.games) }
    }
}

/// For each board (1 to the event's count), the players who played on it
/// in rounds 1 to `up_to`, best first: games played over the board only.
pub fn board_prize_table(t: &Tournament, up_to: u32) -> Vec<(u32, Vec<BoardPrizeLine>)> {
    let boards = t.settings.team.boards;
    let mut table: Vec<(u32, Vec<BoardPrizeLine>)> = (1..=boards).map(|b| (b, Vec::new())).collect();
    for r in t.rounds.iter().filter(|r| r.number <= up_to) {
        for m in &r.matches {
            for team in [m.white, m.black] {
                let TeamRoundEntry::Match(outcome) = t.team_entry_in(r, team) else {
                    continue;
                };
                for b in outcome.boards.iter().filter(|b| b.played) {
                    let (Some(player), Some(points)) = (b.player, b.points) else {
                        continue;
                    };
                    let Some((_, lines)) = table.iter_mut().find(|(board, _)| *board == b.board) else {
                        continue;
                    };
                    match lines.iter_mut().find(|l| l.player == player) {
                        Some(line) => {
                            line.games += 1;
                            line.points += points;
                        }
                        None => lines.push(BoardPrizeLine { player, games: 1, points }),
                    }
                }
            }
        }
    }
    for (_, lines) in &mut table {
        lines.sort_by(|a, b| {
            // Percentage compared exactly: points × games' cross product.
            let left = u64::from(a.points.tenths().unsigned_abs()) * u64::from(b.games);
            let right = u64::from(b.points.tenths().unsigned_abs()) * u64::from(a.games);
            right
                .cmp(&left)
                .then(b.points.cmp(&a.points))
                .then(b.games.cmp(&a.games))
                .then(a.player.cmp(&b.player))
        });
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
    }

    /// The value of `key` in a language's translation file, read as text
    /// (the running language stays as it is for the other tests).
    fn message(lang: &str, key: &str) -> String {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("i18n/{lang}/swissdesk.ftl"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let prefix = format!("{key} = ");
        text.lines()
            .find_map(|l| l.strip_prefix(&prefix))
            .unwrap_or_else(|| panic!("{lang}: no {key}"))
            .to_owned()
    }

    /// In every language, the widest board label of a sheet of up to 12
    /// boards ends before the colour letter, and the letter before the
    /// first player's name.
    #[test]
    fn board_label_colour_and_name_keep_apart_in_every_language() -> Result<(), ExportError> {
        let fonts = super::super::Fonts::get()?;
        let left = 40.0;
        for lang in ["en", "de", "fr", "es", "ru"] {
            let label = message(lang, "export-sheet-board");
            let labels: Vec<String> = (1..=12).map(|b| label.replace("{ $board }", &b.to_string())).collect();
            assert!(labels.iter().all(|l| !l.contains('{')), "{lang}: {labels:?}");
            let letters =
                [message(lang, "export-colour-white-short"), message(lang, "export-colour-black-short")];
            let columns = BoardColumns::measure(fonts, left, &labels, &letters);
            for l in &labels {
                let end = left + fonts.width(Face::Bold, SHEET_SIZE, l);
                assert!(
                    end < columns.letter,
                    "{lang}: {l} ends at {end}, the letter starts at {}",
                    columns.letter
                );
            }
            for x in &letters {
                let end = columns.letter + fonts.width(Face::Regular, SHEET_SIZE, x);
                assert!(end < columns.names, "{lang}: {x} ends at {end}, names start at {}", columns.names);
            }
        }
        Ok(())
    }

    /// On the match sheets of a real event (8 boards a match), no text runs
    /// into another on its line: board label, colour letter, players,
    /// result, team names, captions.
    #[test]
    fn nothing_on_a_match_sheet_overlaps() -> Result<(), ExportError> {
        let path = data().join("conformance/team2026/team-0058-n055-r09.trf");
        let t = crate::trf::read_file(&path).unwrap_or_else(|e| panic!("{e}"));
        let options = PdfOptions { round: Some(3), ..PdfOptions::default() };
        let (doc, _) = match_sheets(&t, &options)?;
        let mut rows = 0;
        for (n, page) in doc.pages.iter().enumerate() {
            let runs: Vec<(f32, f32, f32, &str)> = page
                .texts
                .iter()
                .map(|r| (r.baseline, r.x, r.x + doc.fonts.width(r.face, r.size, &r.text), r.text.as_str()))
                .collect();
            for (i, a) in runs.iter().enumerate() {
                for b in &runs[i + 1..] {
                    if (a.0 - b.0).abs() < 1.0 {
                        rows += 1;
                        let apart = a.2 <= b.1 || b.2 <= a.1;
                        assert!(apart, "page {}: {:?} and {:?} overlap", n + 1, a.3, b.3);
                    }
                }
            }
        }
        assert!(rows > 8 * 27, "{rows} pairs of texts on a line");
        Ok(())
    }
}
