//! The printouts of a team event (issue 30), read back with text
//! extraction. Expectations come from outside the code under test: the
//! reference engine's match order (`boards.jsonl`), FIDE's reference tool's
//! team standings (`tiebreaks/teams-c07-2026/`) and the TRF file's own
//! player records (who met whom, with which colour and result).
//!
//! Set `SWISSDESK_EXPORT_DUMP=<dir>` to keep the PDFs, to look at them
//! (`pdftoppm -png -r 60 <dir>/x.pdf page`).
use serde_json::Value;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use swissdesk::export::{self, Document, PdfOptions};
use swissdesk::model::Tournament;

const FILE: &str = "team-0027-n007-r05.trf";

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn event() -> (Tournament, String) {
    swissdesk::i18n::set_language("en");
    let path = data().join("conformance/team2026").join(FILE);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
    (swissdesk::trf::read_file(&path).unwrap_or_else(|e| panic!("{e}")), text)
}

fn render(t: &Tournament, doc: Document, round: Option<u32>, dump: &str) -> Vec<Vec<String>> {
    let options = PdfOptions { round, ..PdfOptions::default() };
    let bytes = export::pdf(t, doc, &options).unwrap_or_else(|e| panic!("{doc:?}: {e}"));
    assert!(bytes.starts_with(b"%PDF-"));
    if let Ok(dir) = std::env::var("SWISSDESK_EXPORT_DUMP") {
        std::fs::write(PathBuf::from(dir).join(format!("{dump}.pdf")), &bytes)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    pdf_extract::extract_text_from_mem_by_pages(&bytes)
        .unwrap_or_else(|e| panic!("{e}"))
        .iter()
        .map(|page| {
            page.lines()
                .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
                .filter(|l| !l.is_empty())
                .collect()
        })
        .collect()
}

/// The reference's matches of `round`: (team with White on board 1, other).
fn reference_matches(round: usize) -> Vec<(u32, u32)> {
    let text = std::fs::read_to_string(data().join("conformance/team2026/boards.jsonl"))
        .unwrap_or_else(|e| panic!("{e}"));
    let line =
        text.lines().find(|l| l.contains(FILE)).unwrap_or_else(|| panic!("{FILE} not in boards.jsonl"));
    let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}"));
    v["rounds"][round - 1]
        .as_array()
        .unwrap_or_else(|| panic!("round {round}"))
        .iter()
        .map(|pair| (pair[0].as_u64().unwrap_or(0) as u32, pair[1].as_u64().unwrap_or(0) as u32))
        .filter(|&(_, b)| b != 0)
        .collect()
}

/// A TRF `001` record as the file has it: name and, per round, opponent,
/// colour and result code.
struct PlayerLine {
    name: String,
    rounds: Vec<(u32, char, char)>,
}

fn player_lines(text: &str) -> HashMap<u32, PlayerLine> {
    text.lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            let tpn: u32 = l[4..8].trim().parse().unwrap_or_else(|e| panic!("{e}: {l}"));
            let name = l[14..47].trim().to_owned();
            let rounds = l
                .get(91..)
                .unwrap_or("")
                .as_bytes()
                .chunks(10)
                .map(|c| {
                    let c = String::from_utf8_lossy(c);
                    let opp = c.get(0..4).unwrap_or("").trim().parse().unwrap_or(0);
                    let colour = c.chars().nth(5).unwrap_or(' ');
                    let result = c.chars().nth(7).unwrap_or(' ');
                    (opp, colour, result)
                })
                .collect();
            (tpn, PlayerLine { name, rounds })
        })
        .collect()
}

fn team_name(tpn: u32) -> String {
    format!("Team {tpn:03}")
}

/// Round 2's pairings list the matches in the reference's order (C.04.2
/// board order), the team with White on board 1 first, and each game of
/// the round (from the players' records) on one line with both players.
#[test]
fn team_pairings_list_the_matches_in_reference_order_with_every_game() {
    let (t, text) = event();
    let pages = render(&t, Document::Pairings, Some(2), "team-pairings");
    let lines: Vec<&String> = pages.iter().flatten().collect();
    let mut at = 0;
    for (k, (white, black)) in reference_matches(2).into_iter().enumerate() {
        let heading = format!("{}. {} ", k + 1, team_name(white));
        let i = lines
            .iter()
            .position(|l| l.starts_with(&heading) && l.contains(&format!("– {} ", team_name(black))))
            .unwrap_or_else(|| panic!("match {heading}– {} missing:\n{lines:#?}", team_name(black)));
        assert!(i >= at, "match {} out of order", k + 1);
        at = i;
    }
    let players = player_lines(&text);
    let mut games = 0;
    for p in players.values() {
        let (opp, colour, result) = p.rounds[1];
        if colour != 'w' || opp == 0 {
            continue;
        }
        let other = &players[&opp].name;
        assert!(
            lines.iter().any(|l| l.contains(&p.name) && l.contains(other.as_str())),
            "{} – {other} ({result}) not on one line",
            p.name
        );
        games += 1;
    }
    // 7 teams of 5 boards: three matches, one PAB.
    assert_eq!(games, 15);
    assert!(lines.iter().any(|l| l.contains("pairing-allocated bye")), "{lines:#?}");
}

/// The final team standings: the teams in the reference tool's order with
/// its match and game points.
#[test]
fn team_standings_equal_the_reference_tool() {
    let (t, _) = event();
    let oracle_path = data().join("tiebreaks/teams-c07-2026/team-0027-n007-r05.json");
    let oracle: Value =
        serde_json::from_str(&std::fs::read_to_string(oracle_path).unwrap_or_else(|e| panic!("{e}")))
            .unwrap_or_else(|e| panic!("{e}"));
    let after = oracle["after_round"].as_u64().unwrap_or(0) as u32;
    let pages = render(&t, Document::Standings, Some(after), "team-standings");
    let lines: Vec<&String> = pages.iter().flatten().collect();
    assert!(lines.iter().any(|l| l.contains(&format!("Team standings after round {after}"))), "{lines:#?}");
    let mut teams: Vec<&Value> =
        oracle["teams"].as_array().unwrap_or_else(|| panic!("teams")).iter().collect();
    teams.sort_by_key(|x| x["rank"].as_u64());
    let mut at = 0;
    for team in teams {
        let tpn = team["tpn"].as_u64().unwrap_or(0) as u32;
        let name = team_name(tpn);
        let i = lines.iter().position(|l| l.contains(&name)).unwrap_or_else(|| panic!("{name} missing"));
        assert!(i >= at, "{name} out of the reference's order");
        at = i;
        let after_name: Vec<f64> = lines[i]
            .split(&name)
            .nth(1)
            .unwrap_or("")
            .split_whitespace()
            .filter_map(|x| x.parse().ok())
            .collect();
        let mp: f64 = team["mp"].as_str().and_then(|x| x.parse().ok()).unwrap_or(-1.0);
        let gp: f64 = team["gp"].as_str().and_then(|x| x.parse().ok()).unwrap_or(-1.0);
        assert_eq!(&after_name[..2], &[mp, gp], "{name}: {}", lines[i]);
    }
    // Under the table, what EDE's values (a place in a tied group, 0 when
    // not split) mean.
    assert!(lines.iter().any(|l| l.starts_with("EDE: the place among the teams still tied")), "{lines:#?}");
}

/// One match sheet per match, two to a page, each naming both captains'
/// teams for the signatures and every player of the match.
#[test]
fn match_sheets_one_per_match_with_both_captains() {
    let (t, text) = event();
    let pages = render(&t, Document::Slips, Some(3), "match-sheets");
    let matches = reference_matches(3);
    assert_eq!(pages.len(), matches.len().div_ceil(2), "{pages:#?}");
    let players = player_lines(&text);
    for (k, (white, black)) in matches.iter().enumerate() {
        let page = &pages[k / 2];
        for team in [white, black] {
            let caption = format!("Captain, {}", team_name(*team));
            assert!(page.iter().any(|l| l.contains(&caption)), "{caption} not on page {}", k / 2 + 1);
        }
        assert!(page.iter().any(|l| l.contains(&format!("Round 3 · Match {}", k + 1))));
    }
    let all: Vec<&String> = pages.iter().flatten().collect();
    for p in players.values().filter(|p| p.rounds[2].0 != 0) {
        assert!(all.iter().any(|l| l.contains(&p.name)), "{} missing", p.name);
    }
}

/// The cross table gives each team's opponent and colour in every round
/// as the reference paired them.
#[test]
fn team_cross_table_has_every_opponent_and_colour() {
    let (t, _) = event();
    let pages = render(&t, Document::Wallchart, None, "team-crosstable");
    let lines: Vec<&String> = pages.iter().flatten().collect();
    for tpn in 1..=7u32 {
        let name = team_name(tpn);
        let line = lines.iter().find(|l| l.contains(&name)).unwrap_or_else(|| panic!("{name}"));
        let cells: Vec<&str> = line.split(&name).nth(1).unwrap_or("").split_whitespace().collect();
        let mut expected = Vec::new();
        for round in 1..=5 {
            let cell = reference_matches(round).iter().find_map(|&(w, b)| {
                if w == tpn {
                    Some(format!("{b}w"))
                } else if b == tpn {
                    Some(format!("{w}b"))
                } else {
                    None
                }
            });
            expected.push(cell.unwrap_or_else(|| "U".to_owned()));
        }
        let found: Vec<&str> =
            cells.iter().copied().filter(|c| c.ends_with('w') || c.ends_with('b') || *c == "U").collect();
        assert_eq!(found, expected, "{name}: {line}");
    }
}

/// Board prizes: every board of this file is played by the roster's player
/// of that board (no substitutes, no line-up records), so board 1's table
/// is the board-1 players by their own records' percentage.
#[test]
fn board_prizes_rank_each_boards_players_by_percentage() {
    let (t, text) = event();
    let players = player_lines(&text);
    let table = export::board_prize_table(&t, 5);
    assert_eq!(table.len(), 5);
    let (board, lines) = &table[0];
    assert_eq!(*board, 1);
    let mut expected: Vec<(String, u32, u32)> = players
        .values()
        .filter(|p| p.name.ends_with("Board1"))
        .map(|p| {
            let played: Vec<char> =
                p.rounds.iter().filter(|r| r.0 != 0).map(|r| r.2).filter(|r| "10=".contains(*r)).collect();
            let halves = played
                .iter()
                .map(|r| {
                    if *r == '1' {
                        2
                    } else if *r == '=' {
                        1
                    } else {
                        0
                    }
                })
                .sum();
            (p.name.clone(), halves, played.len() as u32)
        })
        .collect();
    expected.sort_by(|a, b| (b.1 * a.2).cmp(&(a.1 * b.2)).then(b.1.cmp(&a.1)).then(b.2.cmp(&a.2)));
    let got: Vec<(String, u32, u32)> = lines
        .iter()
        .map(|l| {
            let name = t.player(l.player).map(|p| p.name.clone()).unwrap_or_default();
            (name, (l.points.tenths() / 5) as u32, l.games)
        })
        .collect();
    // Equal percentage, points and games: the order between them is by
    // pairing number; compare as sets within such ties by sorting both.
    let key = |v: &Vec<(String, u32, u32)>| {
        let mut v = v.clone();
        v.sort_by(|a, b| {
            (b.1 * a.2).cmp(&(a.1 * b.2)).then(b.1.cmp(&a.1)).then(b.2.cmp(&a.2)).then(a.0.cmp(&b.0))
        });
        v
    };
    assert_eq!(key(&got), key(&expected));
    assert_eq!(
        got.iter().map(|g| (g.1, g.2)).collect::<Vec<_>>(),
        expected.iter().map(|g| (g.1, g.2)).collect::<Vec<_>>()
    );
    let pages = render(&t, Document::BoardPrizes, None, "board-prizes");
    assert!(pages.iter().flatten().any(|l| l.contains("Board 5")));
}
