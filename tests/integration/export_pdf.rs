//! The PDF printouts, read back with text extraction (pdf-extract, pure
//! Rust): the right names, boards, results and scores are in them, for a
//! corpus tournament of 200+ players and for names in Latin with accents,
//! Cyrillic and Greek.
//!
//! Set `SWISSDESK_EXPORT_DUMP=<dir>` to keep the PDFs the tests make, to
//! look at them (`pdftoppm -png -r 60 <dir>/x.pdf page`).

use crate::common;

use chrono::NaiveDate;
use std::path::PathBuf;
use swissdesk::export::{
    self, Document, ExportError, Orientation, Paper, PdfOptions, StandingsRow, StandingsTable,
};
use swissdesk::model::Round;
use swissdesk::model::{
    ByeKind, Colour, Game, GameResult, Player, PlayerStatus, RoundBye, RoundEntry, Sex, Side, Title,
    Tournament,
};

const DOCUMENTS: [Document; 6] = [
    Document::Pairings,
    Document::Alphabetical,
    Document::Slips,
    Document::Standings,
    Document::Wallchart,
    Document::Players,
];

/// The assertions read English text, whatever the machine's language.
fn english() {
    swissdesk::i18n::set_language("en");
}

fn render(t: &Tournament, doc: Document, options: &PdfOptions, dump_name: &str) -> Vec<u8> {
    english();
    let bytes = export::pdf(t, doc, options).unwrap_or_else(|e| panic!("{doc:?}: {e}"));
    assert!(bytes.starts_with(b"%PDF-"), "{doc:?}: not a PDF");
    if let Ok(dir) = std::env::var("SWISSDESK_EXPORT_DUMP") {
        let path = PathBuf::from(dir).join(format!("{dump_name}.pdf"));
        std::fs::write(&path, &bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    bytes
}

/// The text of every page, whitespace runs made single blanks, one entry per line.
fn pages(pdf: &[u8]) -> Vec<Vec<String>> {
    pdf_extract::extract_text_from_mem_by_pages(pdf)
        .unwrap_or_else(|e| panic!("text extraction failed: {e}"))
        .iter()
        .map(|page| {
            page.lines()
                .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
                .filter(|l| !l.is_empty())
                .collect()
        })
        .collect()
}

fn all_lines(pages: &[Vec<String>]) -> Vec<String> {
    pages.iter().flatten().cloned().collect()
}

/// Media box (width, height) in points of every page.
fn page_sizes(pdf: &[u8]) -> Vec<(f32, f32)> {
    let doc = pdf_extract::Document::load_mem(pdf).unwrap_or_else(|e| panic!("lopdf: {e}"));
    doc.get_pages()
        .values()
        .map(|&id| {
            let page = doc.get_dictionary(id).unwrap_or_else(|e| panic!("page: {e}"));
            let boxed = page.get(b"MediaBox").and_then(|o| o.as_array()).unwrap_or_else(|e| panic!("{e}"));
            let n = |i: usize| boxed[i].as_float().unwrap_or_else(|e| panic!("{e}"));
            (n(2) - n(0), n(3) - n(1))
        })
        .collect()
}

/// Every page has the event, the round and "Page i of n".
fn assert_headers(pages: &[Vec<String>], event: &str, round_text: &str) {
    let n = pages.len();
    for (i, page) in pages.iter().enumerate() {
        let text = page.join("\n");
        assert!(text.contains(event), "page {} lacks the event name:\n{text}", i + 1);
        assert!(text.contains(round_text), "page {} lacks {round_text:?}:\n{text}", i + 1);
        let page_of = format!("Page {} of {n}", i + 1);
        assert!(text.contains(&page_of), "page {} lacks {page_of:?}:\n{text}", i + 1);
    }
}

/// A corpus tournament with at least 200 players.
fn big_corpus_tournament() -> Tournament {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/conformance/dutch"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            name.ends_with(".trf") && (name.contains("-n2") || name.contains("-n3"))
        })
        .collect();
    files.sort();
    let path = files.first().unwrap_or_else(|| panic!("no -n2xx/-n3xx file in {}", dir.display()));
    let t = swissdesk::trf::read_file(path).unwrap_or_else(|e| panic!("{e}"));
    assert!(t.players.len() >= 200, "{}: {} players", path.display(), t.players.len());
    assert!(t.rounds_paired() >= 3);
    t
}

fn name(t: &Tournament, tpn: u32) -> String {
    let p = t.player(tpn).unwrap_or_else(|| panic!("no player {tpn}"));
    match p.title {
        Some(title) => format!("{} {}", title.code(), p.name),
        None => p.name.clone(),
    }
}

fn result_text(r: GameResult) -> &'static str {
    match r {
        GameResult::Pending => "",
        GameResult::WhiteWins => "1 - 0",
        GameResult::Draw => "½ - ½",
        GameResult::BlackWins => "0 - 1",
        GameResult::WhiteWinsByForfeit => "+ - -",
        GameResult::BlackWinsByForfeit => "- - +",
        GameResult::DoubleForfeit => "- - -",
        GameResult::WhiteWinsUnrated => "W - L",
        GameResult::DrawUnrated => "D - D",
        GameResult::BlackWinsUnrated => "L - W",
    }
}

fn bye_text(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::PairingAllocated => "pairing-allocated bye",
        ByeKind::FullPoint => "full-point bye",
        ByeKind::HalfPoint => "half-point bye",
        ByeKind::ZeroPoint => "zero-point bye",
    }
}

/// Joins non-empty parts with single blanks, as the extracted lines are.
fn line(parts: &[String]) -> String {
    parts.iter().filter(|p| !p.is_empty()).cloned().collect::<Vec<_>>().join(" ")
}

/// The expected pairings lines (boards, then byes) of `round`.
fn expected_pairings(t: &Tournament, round: u32) -> Vec<String> {
    let score = |tpn: u32| t.points_after(tpn, round - 1).to_string();
    let r = t.round(round).unwrap_or_else(|| panic!("no round {round}"));
    let mut lines: Vec<String> = r
        .games
        .iter()
        .enumerate()
        .map(|(i, g)| {
            line(&[
                (i + 1).to_string(),
                g.white.to_string(),
                name(t, g.white),
                score(g.white),
                result_text(g.result).to_owned(),
                score(g.black),
                g.black.to_string(),
                name(t, g.black),
            ])
        })
        .collect();
    lines.extend(r.byes.iter().map(|b| {
        line(&[b.player.to_string(), name(t, b.player), score(b.player), bye_text(b.kind).to_owned()])
    }));
    lines
}

/// Name, federation, rating, title, sex.
type Entrant = (&'static str, &'static str, u32, Option<Title>, Option<Sex>);

/// A small event whose names need more than Latin-1.
fn unicode_tournament() -> Tournament {
    let mut t = Tournament::new("Открытый турнир · Κύπελλο Αθήνας · Brněnský Open 2026");
    t.event.city = "Brno".into();
    t.event.federation = "CZE".into();
    t.event.chief_arbiter = "Novák, Jiří".into();
    t.event.start_date = NaiveDate::from_ymd_opt(2026, 7, 11);
    t.event.end_date = NaiveDate::from_ymd_opt(2026, 7, 13);
    t.event.round_dates = (11..=13).map(|d| NaiveDate::from_ymd_opt(2026, 7, d)).collect();
    t.settings.rounds_planned = 5;
    let players: [Entrant; 9] = [
        ("Ševčík, Ondřej", "CZE", 2450, Some(Title::GM), Some(Sex::Male)),
        ("Иванов, Дмитрий", "RUS", 2400, Some(Title::IM), Some(Sex::Male)),
        ("Παπαδόπουλος, Νίκος", "GRE", 2350, None, Some(Sex::Male)),
        ("Müller, Jürgen", "GER", 2300, Some(Title::FM), Some(Sex::Male)),
        ("Øvergård, Åse", "NOR", 2250, Some(Title::WFM), Some(Sex::Female)),
        ("Łukasiewicz, Żaneta", "POL", 2200, None, Some(Sex::Female)),
        ("Şahin, Gülşen", "TUR", 2150, None, Some(Sex::Female)),
        ("Nguyễn, Thị Ánh", "VIE", 2100, None, Some(Sex::Female)),
        ("O'Brien, Seán", "IRL", 2050, None, None),
    ];
    for (i, (name, fed, rating, title, sex)) in players.into_iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, name);
        p.federation = fed.into();
        p.rating = Some(rating);
        p.title = title;
        p.sex = sex;
        p.fide_id = Some(10_000_000 + i as u64);
        p.birth_date = format!("{}/01/01", 1980 + i);
        t.players.push(p);
    }
    if let Some(p) = t.player_mut(8) {
        p.status = PlayerStatus::Withdrawn { from_round: 3 };
    }
    let round = |number: u32, games: &[(u32, u32, GameResult)], byes: &[(u32, ByeKind)]| Round {
        number,
        games: games.iter().map(|&(w, b, r)| Game::new(w, b, r)).collect(),
        byes: byes.iter().map(|&(player, kind)| RoundBye { player, kind }).collect(),
        published: true,
        ..Round::new(number)
    };
    use GameResult::*;
    t.rounds.push(round(
        1,
        &[(1, 5, WhiteWins), (6, 2, Draw), (3, 7, BlackWins), (8, 4, WhiteWinsByForfeit)],
        &[(9, ByeKind::PairingAllocated)],
    ));
    t.rounds.push(round(
        2,
        &[(7, 1, Draw), (2, 8, WhiteWins), (4, 3, WhiteWins), (5, 9, BlackWins)],
        &[(6, ByeKind::HalfPoint)],
    ));
    t.rounds.push(round(
        3,
        &[(1, 2, Pending), (9, 7, Pending), (3, 5, Draw), (6, 4, BlackWinsByForfeit)],
        &[(8, ByeKind::ZeroPoint)],
    ));
    t
}

#[test]
fn pairings_of_a_big_field_list_every_board_and_the_byes() {
    let t = big_corpus_tournament();
    let round = t.rounds_paired();
    let pdf = render(&t, Document::Pairings, &PdfOptions::default(), "pairings-corpus");
    let pages = pages(&pdf);
    assert!(pages.len() >= 3, "{} pages for {} boards", pages.len(), t.players.len() / 2);
    assert_headers(&pages, &t.event.name, &format!("Round {round} of {}", t.settings.rounds_planned));
    let lines = all_lines(&pages);
    let expected = expected_pairings(&t, round);
    let mut position = 0;
    for want in &expected {
        let found = lines.iter().skip(position).position(|l| l == want);
        let Some(offset) = found else { panic!("line {want:?} missing (or out of order)") };
        position += offset + 1;
    }
    let with_byes = t.round(round).is_some_and(|r| !r.byes.is_empty());
    assert_eq!(lines.iter().any(|l| l == "Byes"), with_byes);
    // Every page but the last is full: the table breaks pages by itself.
    let rows_per_page: Vec<usize> = pages.iter().map(|p| p.len()).collect();
    assert!(rows_per_page[0] > 30, "{rows_per_page:?}");
}

#[test]
fn an_earlier_round_is_printed_with_the_scores_before_it() {
    let t = big_corpus_tournament();
    let options = PdfOptions { round: Some(2), ..PdfOptions::default() };
    let lines = all_lines(&pages(&render(&t, Document::Pairings, &options, "pairings-corpus-r2")));
    for want in expected_pairings(&t, 2) {
        assert!(lines.contains(&want), "{want:?} missing");
    }
}

#[test]
fn alphabetical_list_gives_board_and_colour_in_name_order() {
    let t = big_corpus_tournament();
    let round = t.rounds_paired();
    let pdf = render(&t, Document::Alphabetical, &PdfOptions::default(), "alphabetical-corpus");
    let pages = pages(&pdf);
    assert_headers(&pages, &t.event.name, &format!("Round {round}"));
    let lines = all_lines(&pages);
    let r = t.round(round).unwrap_or_else(|| panic!("no round {round}"));
    let mut players: Vec<&Player> = t.players.iter().collect();
    players.sort_by_key(|p| (p.name.to_lowercase(), p.tpn));
    let mut position = 0;
    let mut checked = 0;
    for p in players {
        let score = t.points_after(p.tpn, round - 1).to_string();
        let want = match t.entry(round, p.tpn) {
            RoundEntry::Game { opponent, colour, .. } => {
                let board = r.games.iter().position(|g| g.involves(p.tpn)).map(|b| b + 1).unwrap_or(0);
                let colour = if colour == Colour::White { "White" } else { "Black" };
                line(&[
                    p.name.clone(),
                    p.tpn.to_string(),
                    score,
                    board.to_string(),
                    colour.into(),
                    opponent.to_string(),
                    name(&t, opponent),
                ])
            }
            RoundEntry::Bye(kind) => {
                line(&[p.name.clone(), p.tpn.to_string(), score, "–".into(), bye_text(kind).into()])
            }
            RoundEntry::Absent if !p.is_active_in(round) => continue,
            RoundEntry::Absent => {
                line(&[p.name.clone(), p.tpn.to_string(), score, "–".into(), "not paired".into()])
            }
        };
        let found = lines.iter().skip(position).position(|l| *l == want);
        let Some(offset) = found else { panic!("{want:?} missing or out of alphabetical order") };
        position += offset + 1;
        checked += 1;
    }
    assert!(checked >= 200, "{checked}");
}

#[test]
fn slips_one_per_board_with_both_players() {
    let t = big_corpus_tournament();
    let round = t.rounds_paired();
    let pdf = render(&t, Document::Slips, &PdfOptions::default(), "slips-corpus");
    let pages = pages(&pdf);
    assert_headers(&pages, &t.event.name, &format!("Round {round}"));
    let lines = all_lines(&pages);
    let r = t.round(round).unwrap_or_else(|| panic!("no round {round}"));
    let heading = |board: usize| format!("Round {round} · Board {board} {}", t.event.name);
    let headings = lines.iter().filter(|l| l.starts_with(&format!("Round {round} · Board "))).count();
    assert_eq!(headings, r.games.len());
    for (i, g) in r.games.iter().enumerate() {
        let at =
            lines.iter().position(|l| *l == heading(i + 1)).unwrap_or_else(|| panic!("{}", heading(i + 1)));
        let score = |tpn: u32| format!("({})", t.points_after(tpn, round - 1));
        assert_eq!(
            lines[at + 1],
            line(&["White".into(), g.white.to_string(), name(&t, g.white), score(g.white)])
        );
        assert_eq!(
            lines[at + 2],
            line(&["Black".into(), g.black.to_string(), name(&t, g.black), score(g.black)])
        );
        assert_eq!(lines[at + 3], "Result (tick one): 1 - 0 ½ - ½ 0 - 1");
    }
    // Several slips to a page.
    assert!(pages.len() * 4 <= r.games.len() + 4, "{} pages for {} slips", pages.len(), r.games.len());
}

#[test]
fn standings_by_points_with_shared_places() {
    let t = big_corpus_tournament();
    let round = t.rounds_paired();
    let pdf = render(&t, Document::Standings, &PdfOptions::default(), "standings-corpus");
    let pages = pages(&pdf);
    assert_headers(&pages, &format!("Standings after round {round}"), &format!("Round {round}"));
    let lines = all_lines(&pages);
    // The expectation is computed here, not by the table the PDF prints:
    // points descending, then pairing number; a player's place is 1 + the
    // number of players with strictly more points, so equal points share
    // the place of the first of them.
    let mut expected: Vec<(u32, _)> =
        t.players.iter().map(|p| (p.tpn, t.points_after(p.tpn, round))).collect();
    expected.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let place = |points| 1 + expected.iter().filter(|(_, other)| *other > points).count();
    assert!(expected.windows(2).any(|w| w[0].1 == w[1].1), "the corpus file should have shared places");
    let mut position = 0;
    for &(tpn, points) in &expected {
        let p = t.player(tpn).unwrap_or_else(|| panic!("no player {tpn}"));
        let want = line(&[
            place(points).to_string(),
            tpn.to_string(),
            name(&t, tpn),
            p.federation.clone(),
            p.rating.map(|r| r.to_string()).unwrap_or_default(),
            points.to_string(),
        ]);
        // The rating columns after the points (Rp, ±) are checked by hand in
        // standings_print_the_tiebreak_table_they_are_given.
        let found =
            lines.iter().skip(position).position(|l| *l == want || l.starts_with(&format!("{want} ")));
        let Some(offset) = found else { panic!("{want:?} missing or out of order") };
        position += offset + 1;
    }
    assert_eq!(place(expected[0].1), 1);
    assert!(lines.iter().any(|l| l.starts_with("Tie-breaks are not computed yet")));
}

#[test]
fn standings_print_the_tiebreak_table_they_are_given() {
    let t = unicode_tournament();
    let table = StandingsTable {
        after_round: 2,
        tiebreak_headers: vec!["BH-C1".into(), "BH".into(), "SB".into()],
        rows: vec![
            StandingsRow {
                place: 1,
                tpn: 2,
                name: "Иванов, Дмитрий".into(),
                rating: Some(2400),
                points: "1.5".into(),
                tiebreaks: vec!["2.0".into(), "2.5".into(), "1.25".into()],
            },
            StandingsRow {
                place: 2,
                tpn: 3,
                name: "Παπαδόπουλος, Νίκος".into(),
                rating: Some(2350),
                points: "1.0".into(),
                tiebreaks: vec!["1.5".into(), "2.0".into(), "0.75".into()],
            },
        ],
        points_only: false,
    };
    let options = PdfOptions { standings_table: Some(table), ..PdfOptions::default() };
    let lines = all_lines(&pages(&render(&t, Document::Standings, &options, "standings-tiebreaks")));
    // After the tie-breaks, the performance rating and the rating change of
    // the games played over the board in rounds 1-2 (B.02 tables 8.1.1 and
    // 8.1.2, by hand):
    // 2 (2400, K 10 as rated 2400): drew 6 (2200): D +200, row 198-206, PD .76, ΔR −.26;
    //   beat 8 (2100): D +300, row 291-302, PD .85, ΔR +.15; −.11 × 10 = −1.1.
    //   Rp: ARO (2200 + 2100) / 2 = 2150, p 1.5 / 2 = .75, dp 193: 2343.
    // 3 (2350, born 1982, K 20): lost to 7 (2150): D +200, PD .76, ΔR −.76; lost to
    //   4 (2300): D +50, row 47-53, PD .57, ΔR −.57; −1.33 × 20 = −26.6.
    //   Rp: ARO (2150 + 2300) / 2 = 2225, p 0, dp −800: 1425.
    assert!(lines.contains(&"Place TPN Name Fed Rtg Pts BH-C1 BH SB Rp ±".to_owned()), "{lines:#?}");
    assert!(
        lines.contains(&"1 2 IM Иванов, Дмитрий RUS 2400 1.5 2.0 2.5 1.25 2343 -1.1".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"2 3 Παπαδόπουλος, Νίκος GRE 2350 1.0 1.5 2.0 0.75 1425 -26.6".to_owned()),
        "{lines:#?}"
    );
    assert!(lines.iter().any(|l| l.contains("Standings after round 2")));
    assert!(!lines.iter().any(|l| l.starts_with("Tie-breaks are not computed yet")));
}

/// The cross-table cell of `tpn` in `round`, as printed.
fn cell(t: &Tournament, round: u32, tpn: u32) -> String {
    match t.entry(round, tpn) {
        RoundEntry::Game { opponent, colour, result, side } => {
            let c = if colour == Colour::White { "w" } else { "b" };
            let (w, b) = result.trf_codes();
            let code = if side == Side::White { w } else { b };
            let symbol = match code {
                '=' => "½".to_owned(),
                '-' => "−".to_owned(),
                ' ' => String::new(),
                other => other.to_string(),
            };
            line(&[format!("{opponent}{c}"), symbol])
        }
        RoundEntry::Bye(kind) => kind.trf_code().to_string(),
        RoundEntry::Absent => String::new(),
    }
}

fn wallchart_row(t: &Tournament, p: &Player, rounds: std::ops::RangeInclusive<u32>, last: u32) -> String {
    let mut parts = vec![
        p.tpn.to_string(),
        name(t, p.tpn),
        p.rating.map(|r| r.to_string()).unwrap_or_default(),
        p.federation.clone(),
    ];
    parts.extend(rounds.map(|r| cell(t, r, p.tpn)));
    parts.push(t.points_after(p.tpn, last).to_string());
    line(&parts)
}

#[test]
fn wallchart_of_a_big_field_has_every_player_and_round() {
    let t = big_corpus_tournament();
    let last = t.rounds_paired();
    let pdf = render(&t, Document::Wallchart, &PdfOptions::default(), "wallchart-corpus");
    let sizes = page_sizes(&pdf);
    assert!(sizes.iter().all(|&(w, h)| w > h), "cross table is landscape: {sizes:?}");
    let pages = pages(&pdf);
    assert!(pages.len() >= 5, "{} pages", pages.len());
    assert_headers(&pages, "Cross table", &format!("Round {last}"));
    let header: String = {
        let rounds: Vec<String> = (1..=last).map(|r| format!("R{r}")).collect();
        let fed = if t.players.iter().any(|p| !p.federation.is_empty()) { " Fed" } else { "" };
        format!("TPN Name Rtg{fed} {} Pts", rounds.join(" "))
    };
    for (i, page) in pages.iter().enumerate() {
        assert!(page.contains(&header), "page {} lacks the header row {header:?}", i + 1);
    }
    let lines = all_lines(&pages);
    for p in &t.players {
        let want = wallchart_row(&t, p, 1..=last, last);
        assert!(lines.contains(&want), "{want:?} missing");
    }
}

/// `players` players paired mechanically over `rounds` rounds: only the
/// printout's splitting is under test, not the pairing.
fn long_tournament(players: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::new("Long Event");
    t.settings.rounds_planned = rounds;
    for tpn in 1..=players {
        let mut p = Player::new(tpn, format!("Player {tpn:03}, Long-Name"));
        p.rating = Some(2500 - 5 * tpn);
        t.players.push(p);
    }
    for r in 1..=rounds {
        let mut round = Round::new(r);
        for i in 0..players / 2 {
            let (a, b) = (i + 1, players - i);
            let result =
                [GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins][(i + r) as usize % 3];
            let (white, black) = if r % 2 == 0 { (a, b) } else { (b, a) };
            round.games.push(Game::new(white, black, result));
        }
        t.rounds.push(round);
    }
    t
}

#[test]
fn wallchart_splits_many_rounds_into_blocks_and_repeats_names() {
    let t = long_tournament(60, 26);
    let pdf = render(&t, Document::Wallchart, &PdfOptions::default(), "wallchart-blocks");
    let pages = pages(&pdf);
    let titles: Vec<&str> = pages
        .iter()
        .map(|p| p.iter().find(|l| l.starts_with("Cross table")).map(String::as_str).unwrap_or(""))
        .collect();
    assert!(titles.iter().all(|t| t.starts_with("Cross table, rounds ")), "{titles:?}");
    // Equal blocks, each for all players, every page with the name columns.
    let blocks: Vec<&str> = {
        let mut b: Vec<&str> = titles.clone();
        b.dedup();
        b
    };
    assert!(blocks.len() >= 2, "{blocks:?}");
    let mut first = 1;
    for block in &blocks {
        let range = block.trim_start_matches("Cross table, rounds ").split(' ').next().unwrap_or("");
        let (a, b) = range.split_once('–').unwrap_or_else(|| panic!("{block}"));
        let (a, b): (u32, u32) = (a.parse().unwrap_or(0), b.parse().unwrap_or(0));
        assert_eq!(a, first, "{blocks:?}");
        let block_lines: Vec<String> = pages
            .iter()
            .zip(&titles)
            .filter(|(_, t)| *t == block)
            .flat_map(|(p, _)| p.iter().cloned())
            .collect();
        for p in &t.players {
            let want = wallchart_row(&t, p, a..=b, 26);
            assert!(block_lines.contains(&want), "{block}: {want:?} missing");
        }
        first = b + 1;
    }
    assert_eq!(first, 27);
    for page in &pages {
        assert!(page.iter().any(|l| l.starts_with("TPN Name Rtg R")), "{page:#?}");
    }
}

#[test]
fn player_lists_by_pairing_number_and_by_name() {
    let t = big_corpus_tournament();
    let pdf = render(&t, Document::Players, &PdfOptions::default(), "players-corpus");
    let pages = pages(&pdf);
    let lines = all_lines(&pages);
    let split =
        lines.iter().position(|l| l.starts_with("Players by name")).unwrap_or_else(|| panic!("no name list"));
    let (by_tpn, by_name) = lines.split_at(split);
    let row_start = |p: &Player| format!("{} ", p.tpn);
    let mut position = 0;
    for p in &t.players {
        let found =
            by_tpn.iter().skip(position).position(|l| l.starts_with(&row_start(p)) && l.contains(&p.name));
        let Some(offset) = found else { panic!("{} missing from the list by number", p.name) };
        position += offset + 1;
    }
    let mut sorted: Vec<&Player> = t.players.iter().collect();
    sorted.sort_by_key(|p| (p.name.to_lowercase(), p.tpn));
    let mut position = 0;
    for p in sorted {
        let found =
            by_name.iter().skip(position).position(|l| l.starts_with(&row_start(p)) && l.contains(&p.name));
        let Some(offset) = found else { panic!("{} missing from the list by name", p.name) };
        position += offset + 1;
    }
}

#[test]
fn accented_cyrillic_and_greek_names_survive_in_every_document() {
    let t = unicode_tournament();
    for doc in DOCUMENTS {
        let options = PdfOptions { round: Some(2), ..PdfOptions::default() };
        let pdf = render(&t, doc, &options, &format!("unicode-{doc:?}").to_lowercase());
        let pages = pages(&pdf);
        let text = all_lines(&pages).join("\n");
        assert!(text.contains(&t.event.name), "{doc:?}: event name:\n{text}");
        assert!(text.contains("Chief arbiter: Novák, Jiří"), "{doc:?}:\n{text}");
        assert!(text.contains("2026-07-12") || doc == Document::Players, "{doc:?}: round date:\n{text}");
        // The slips have only the players of a game (player 6 had a bye in round 2).
        for p in &t.players {
            let expected =
                !matches!(doc, Document::Slips) || t.round(2).is_some_and(|r| r.game_of(p.tpn).is_some());
            assert_eq!(text.contains(&p.name), expected, "{doc:?}: {}\n{text}", p.name);
        }
    }
}

#[test]
fn unicode_pairings_read_back_exactly() {
    let t = unicode_tournament();
    for round in 1..=3 {
        let options = PdfOptions { round: Some(round), ..PdfOptions::default() };
        let lines =
            all_lines(&pages(&render(&t, Document::Pairings, &options, &format!("unicode-r{round}"))));
        for want in expected_pairings(&t, round) {
            assert!(lines.contains(&want), "round {round}: {want:?} missing from {lines:#?}");
        }
    }
    // The default is the last paired round; pending results are blank.
    let lines = all_lines(&pages(&render(&t, Document::Pairings, &PdfOptions::default(), "unicode-last")));
    assert!(lines.contains(&"1 1 GM Ševčík, Ondřej 1.5 1.5 2 IM Иванов, Дмитрий".to_owned()), "{lines:#?}");
    assert!(
        lines.contains(&"4 6 Łukasiewicz, Żaneta 1.0 - - + 1.0 4 FM Müller, Jürgen".to_owned()),
        "{lines:#?}"
    );
    assert!(lines.contains(&"8 Nguyễn, Thị Ánh 1.0 zero-point bye".to_owned()), "{lines:#?}");
}

#[test]
fn paper_sizes_and_orientations() {
    let t = unicode_tournament();
    let pt = |mm: f32| mm * 72.0 / 25.4;
    let close = |a: (f32, f32), b: (f32, f32)| (a.0 - b.0).abs() < 0.5 && (a.1 - b.1).abs() < 0.5;
    for (paper, (w, h)) in
        [(Paper::A4, (210.0, 297.0)), (Paper::Letter, (215.9, 279.4)), (Paper::A3, (297.0, 420.0))]
    {
        for doc in DOCUMENTS {
            let options = PdfOptions { paper, ..PdfOptions::default() };
            let sizes = page_sizes(&render(&t, doc, &options, "paper"));
            let want = if doc == Document::Wallchart { (pt(h), pt(w)) } else { (pt(w), pt(h)) };
            assert!(sizes.iter().all(|&s| close(s, want)), "{paper:?} {doc:?}: {sizes:?}");
            let options =
                PdfOptions { paper, orientation: Some(Orientation::Landscape), ..PdfOptions::default() };
            let sizes = page_sizes(&render(&t, doc, &options, "paper"));
            assert!(
                sizes.iter().all(|&s| close(s, (pt(h), pt(w)))),
                "{paper:?} {doc:?} landscape: {sizes:?}"
            );
        }
    }
}

#[test]
fn fonts_are_embedded_as_subsets() {
    let t = unicode_tournament();
    let pdf = render(&t, Document::Pairings, &PdfOptions::default(), "subset");
    // A subset of DejaVu Sans (760 KB whole) keeps a printout small.
    assert!(pdf.len() < 100_000, "{} bytes", pdf.len());
}

#[test]
fn rounds_that_are_not_paired_are_refused() {
    english();
    let t = unicode_tournament();
    for doc in [
        Document::Pairings,
        Document::Alphabetical,
        Document::Slips,
        Document::Standings,
        Document::Wallchart,
    ] {
        let options = PdfOptions { round: Some(9), ..PdfOptions::default() };
        match export::pdf(&t, doc, &options) {
            Err(ExportError::NoRound { round: 9 }) => {}
            other => panic!("{doc:?}: {:?}", other.map(|b| b.len())),
        }
    }
    let empty = Tournament::new("Empty");
    assert!(matches!(
        export::pdf(&empty, Document::Pairings, &PdfOptions::default()),
        Err(ExportError::NothingPaired)
    ));
    // Lists and tables of an event not started yet are fine.
    for doc in [Document::Players, Document::Standings, Document::Wallchart] {
        let pdf = render(&empty, doc, &PdfOptions::default(), "empty");
        let text = all_lines(&pages(&pdf)).join("\n");
        assert!(text.contains("Before round 1") && text.contains("Page 1 of 1"), "{doc:?}:\n{text}");
    }
}

#[test]
fn command_line_writes_pdf_and_trf() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let input = dir.path().join("event.trf");
    std::fs::write(&input, swissdesk::trf::write(&unicode_tournament())).unwrap_or_else(|e| panic!("{e}"));
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_swissdesk"))
            .env("SWISSDESK_LANG", "en")
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let pdf = dir.path().join("out.pdf");
    let (ok, stdout, stderr) = run(&[
        "export",
        "pdf",
        "--doc",
        "pairings",
        "--round",
        "2",
        "--paper",
        "letter",
        input.to_str().unwrap_or_default(),
        "-o",
        pdf.to_str().unwrap_or_default(),
    ]);
    assert!(ok, "{stderr}");
    assert!(stdout.starts_with("Written "), "{stdout}");
    let bytes = std::fs::read(&pdf).unwrap_or_else(|e| panic!("{e}"));
    assert!(all_lines(&pages(&bytes)).iter().any(|l| l.contains("Иванов, Дмитрий")));
    assert!(page_sizes(&bytes).iter().all(|&(w, h)| (w - 612.0).abs() < 0.5 && (h - 792.0).abs() < 0.5));

    let trf = dir.path().join("out.trf");
    let (ok, _, stderr) = run(&[
        "export",
        "trf",
        "--format",
        "2026",
        input.to_str().unwrap_or_default(),
        "-o",
        trf.to_str().unwrap_or_default(),
    ]);
    assert!(ok, "{stderr}");
    let text = std::fs::read_to_string(&trf).unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("142 5") && text.contains("Παπαδόπουλος, Νίκος"), "{text}");

    let (ok, _, stderr) = run(&[
        "export",
        "pdf",
        "--doc",
        "slips",
        "--round",
        "7",
        input.to_str().unwrap_or_default(),
        "-o",
        pdf.to_str().unwrap_or_default(),
    ]);
    assert!(!ok);
    assert!(stderr.contains("Round 7 has not been paired"), "{stderr}");
}

/// The sample tournament with a hand-made change of round 4 (boards 1 and 2
/// swap their black players) by "Chief Arbiter", with a reason long enough
/// to wrap.
fn sample_with_override(reason: &str) -> Tournament {
    let mut t = common::sample_tournament();
    let pairing = common::boards_one_and_two_swapped(&t, 4);
    swissdesk::commands::apply(
        &mut t,
        swissdesk::commands::Command::OverridePairing {
            round: 4,
            pairing,
            reason: reason.into(),
            confirm_absolute: true,
            correct_published: true,
        },
        "Chief Arbiter",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    t
}

#[test]
fn the_audit_log_prints_every_entry_with_reason_and_findings() {
    let reason = "The players on boards one and two are siblings from the same club and their parents \
                  asked before the round that they do not meet; the chief arbiter agreed and swapped \
                  the black players of the two boards";
    let t = sample_with_override(reason);
    let entry = t.audit.last().unwrap_or_else(|| panic!("no audit entry"));
    assert!(!entry.findings.is_empty(), "the swap should give checker findings");

    let pdf = render(&t, Document::Audit, &PdfOptions::default(), "audit");
    let pages = pages(&pdf);
    assert_headers(&pages, &t.event.name, "Round 4 of 9");
    let text = all_lines(&pages).join(" ");
    let total = t.audit.len();
    assert!(text.contains(&format!("{total} of {total} entries")), "{text}");
    // Every entry's summary: its time (to the second, with offset) once per entry.
    let time = |e: &swissdesk::model::AuditEntry| e.time.format("%Y-%m-%d %H:%M:%S %:z").to_string();
    for e in &t.audit {
        let same_second = t.audit.iter().filter(|o| time(o) == time(e)).count();
        assert_eq!(text.matches(&time(e)).count(), same_second, "entries at {}", time(e));
    }
    assert!(text.contains("Published pairing corrected · round 4"), "{text}");
    assert!(text.contains("Chief Arbiter"));
    // The reason wraps over lines (and a finding may go on over a page
    // break) but every word is there, in order, once the header and footer
    // every page repeats are left out.
    // The header is the first lines all pages share; a body line may recur
    // on every page too (the same finding on two entries), so "on every
    // page" alone would drop it.
    let header_len = (0..)
        .take_while(|&i| pages.iter().all(|p| p.get(i).is_some() && p.get(i) == pages[0].get(i)))
        .count();
    let page_of = format!(" of {}", pages.len());
    let footer = |l: &String| l.contains("Page ") && l.ends_with(&page_of);
    let body: Vec<String> =
        pages.iter().flat_map(|p| p.iter().skip(header_len)).filter(|l| !footer(l)).cloned().collect();
    let squeezed: String = body.join(" ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(squeezed.contains(&format!("reason: {reason}")), "{squeezed}");
    for finding in &entry.findings {
        let finding: String = finding.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(squeezed.contains(&format!("checker: {finding}")), "missing finding {finding}");
    }
}

#[test]
fn the_audit_log_printout_follows_its_filter() {
    let t = sample_with_override("Siblings");
    let round4 = t.audit.iter().filter(|e| e.round == Some(4)).count();
    let filter = swissdesk::audit::AuditFilter { round: Some(4), ..Default::default() };
    let options = PdfOptions { audit_filter: filter, ..PdfOptions::default() };
    let pages = pages(&render(&t, Document::Audit, &options, "audit-round4"));
    let text = all_lines(&pages).join(" ");
    assert!(round4 > 1 && round4 < t.audit.len());
    assert!(text.contains(&format!("{round4} of {} entries · shown: round 4", t.audit.len())), "{text}");
    assert!(text.contains("Audit log, round 4"));
    // Each entry's summary line ends in "· round N": exactly the round-4 ones are there.
    assert_eq!(text.matches("· round 4").count(), round4, "{text}");
    assert_eq!(text.matches("· round ").count(), round4, "{text}");
    assert!(!text.contains("Player added"), "entries without a round are left out");
}
