//! Every team standing of the C.07 (2026) team oracle
//! (`tests/data/tiebreaks/teams-c07-2026`, produced by FIDE's reference
//! tool Gacrux 1.11.65): 80 team Swiss events and 3 team round robins,
//! final and after round ⌈R/2⌉. For every team: match points, game points,
//! every tie-break of the event's list and the rank, compared as exact
//! decimals. The TRF files are read by Swissdesk's own reader.

use serde_json::Value;
use std::path::{Path, PathBuf};
use swissdesk::model::{Points, TeamScoreKind};
use swissdesk::standings::{ByeBoards, Decimal, Rules, TeamTieBreak, team_standings_reading};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn oracle_files() -> Vec<PathBuf> {
    let dir = data().join("tiebreaks/teams-c07-2026");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

fn text<'a>(v: &'a Value, key: &str, file: &Path) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or_else(|| panic!("{}: no string {key}", file.display()))
}

fn decimal(text: &str, file: &Path) -> Decimal {
    Decimal::parse(text).unwrap_or_else(|| panic!("{}: not a decimal: {text:?}", file.display()))
}

fn points(text: &str, file: &Path) -> Points {
    Points::parse(text).unwrap_or_else(|| panic!("{}: not points: {text:?}", file.display()))
}

/// One value that differs from the oracle: file, team, code (`rank` for
/// the rank, `MP/GP` for the scores).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Difference {
    file: String,
    team: u32,
    code: String,
    text: String,
}

/// One oracle file against Swissdesk with the article 12 reading
/// `bye_boards`; returns the differences found and the number of values
/// compared.
fn check_file(file: &Path, bye_boards: ByeBoards) -> (Vec<Difference>, usize) {
    let doc: Value = serde_json::from_str(
        &std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display())),
    )
    .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let source = text(&doc, "source_trf", file);
    let trf = data().join(source);
    let t = swissdesk::trf::read_file(&trf).unwrap_or_else(|e| panic!("{e}"));
    let after =
        doc.get("after_round").and_then(Value::as_u64).unwrap_or_else(|| panic!("after_round")) as u32;
    let round_robin = text(&doc, "tournament_rules", file).starts_with("pre-determined");
    let primary = match text(&doc, "primary_score", file) {
        "MP" => TeamScoreKind::MatchPoints,
        _ => TeamScoreKind::GamePoints,
    };
    assert_eq!(t.settings.team.primary, primary, "{}: primary score read from 192", file.display());
    let list: Vec<String> = doc
        .get("tiebreak_list")
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("tiebreak_list"))
        .iter()
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect();
    // rank_order: primary, secondary (MPvGP), then the list.
    let mut tiebreaks = vec![TeamTieBreak::parse("MPVGP").unwrap_or_else(|e| panic!("{e}"))];
    for code in &list {
        tiebreaks
            .push(TeamTieBreak::parse(code).unwrap_or_else(|e| panic!("{}: {code}: {e}", file.display())));
    }
    let standings =
        team_standings_reading(&t, after, Rules::Edition2026, &tiebreaks, round_robin, bye_boards);
    let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut differences = Vec::new();
    let mut compared = 0;
    let teams = doc.get("teams").and_then(Value::as_array).unwrap_or_else(|| panic!("teams"));
    assert_eq!(teams.len(), t.teams.len(), "{name}: team count");
    for team in teams {
        let tpn = team.get("tpn").and_then(Value::as_u64).unwrap_or_else(|| panic!("tpn")) as u32;
        let differ = |code: &str, text: String| Difference {
            file: name.clone(),
            team: tpn,
            code: code.to_owned(),
            text,
        };
        let Some(row) = standings.row(tpn) else {
            differences.push(differ("team", format!("{name}: team {tpn} missing")));
            continue;
        };
        let mp = points(text(team, "mp", file), file);
        let gp = points(text(team, "gp", file), file);
        compared += 2;
        if (row.mp, row.gp) != (mp, gp) {
            differences.push(differ(
                "MP/GP",
                format!("{name}: team {tpn}: MP/GP {}/{} expected {mp}/{gp}", row.mp, row.gp),
            ));
        }
        let values = team.get("tiebreaks").and_then(Value::as_object).unwrap_or_else(|| panic!("tiebreaks"));
        for (i, code) in list.iter().enumerate() {
            let expected = decimal(values.get(code).and_then(Value::as_str).unwrap_or("?"), file);
            let got = row.values.get(i + 1).copied().flatten();
            compared += 1;
            if got != Some(expected) {
                differences.push(differ(
                    code,
                    format!(
                        "{name}: team {tpn}: {code} = {} expected {}",
                        got.map(|d| d.to_string_with(2)).unwrap_or_else(|| "none".into()),
                        expected.to_string_with(2)
                    ),
                ));
            }
        }
        let rank = team.get("rank").and_then(Value::as_u64).unwrap_or(0) as u32;
        compared += 1;
        if row.rank != rank {
            differences
                .push(differ("rank", format!("{name}: team {tpn}: rank {} expected {rank}", row.rank)));
        }
    }
    (differences, compared)
}

fn run_all(bye_boards: ByeBoards) -> (Vec<Difference>, usize) {
    let files = oracle_files();
    // 83 events, final and intermediate.
    assert_eq!(files.len(), 166, "oracle files");
    let mut differences = Vec::new();
    let mut compared = 0;
    for file in &files {
        let (d, n) = check_file(file, bye_boards);
        differences.extend(d);
        compared += n;
    }
    assert!(compared > 20_000, "only {compared} values compared");
    (differences, compared)
}

/// With the reference tool's reading of byes on the boards, every value
/// of every file is the tool's: MP, GP, every tie-break, every rank.
#[test]
fn every_team_value_of_the_reference_tool() {
    let (differences, compared) = run_all(ByeBoards::AsAwarded);
    assert!(
        differences.is_empty(),
        "{} of {compared} values differ:\n{}",
        differences.len(),
        differences.iter().take(60).map(|d| d.text.clone()).collect::<Vec<_>>().join("\n")
    );
}

/// Where the tool goes beyond the text (the oracle's README): it counts a
/// team's half-point and full-point byes in the article 12 criteria at
/// their awarded points per board (½ and 1 on every board). C.07 art. 12
/// counts "games played by the team" and names only the PAB ("the same as
/// those assigned to a standard win"): a requested bye has no games on the
/// boards. Swissdesk follows the text. Exactly these values then differ
/// from the tool's, and nothing else:
/// * Board Count of the teams with such byes: 28 values in 13 files (the
///   README's count);
/// * Bottom Board Elimination, in the two standings of team-0023: three
///   pairs of tied teams, one of each with such a bye, come out the other
///   way round (6 values), and with them their ranks (6).
#[test]
fn article_12_follows_the_text_for_requested_byes() {
    let (differences, _) = run_all(ByeBoards::Text);
    let count = |code: &str| -> (usize, usize) {
        let of: Vec<&Difference> = differences.iter().filter(|d| d.code == code).collect();
        let mut files: Vec<&str> = of.iter().map(|d| d.file.as_str()).collect();
        files.dedup();
        (of.len(), files.len())
    };
    let text_of = || differences.iter().map(|d| d.text.clone()).collect::<Vec<_>>().join("\n");
    assert_eq!(count("BC"), (28, 13), "{}", text_of());
    assert_eq!(count("BBE"), (6, 2), "{}", text_of());
    assert_eq!(count("rank"), (6, 2), "{}", text_of());
    assert_eq!(differences.len(), 40, "{}", text_of());
    for d in differences.iter().filter(|d| d.code != "BC") {
        assert!(d.file.starts_with("team-0023-"), "{}", d.text);
    }
    // Each Board Count that differs is a team with a half-point or
    // full-point bye; each BBE pair has one.
    let has_requested_bye = |d: &Difference| {
        let doc: Value = serde_json::from_str(
            &std::fs::read_to_string(data().join("tiebreaks/teams-c07-2026").join(&d.file))
                .unwrap_or_default(),
        )
        .unwrap_or(Value::Null);
        let trf = data().join(text(&doc, "source_trf", Path::new(&d.file)));
        let t = swissdesk::trf::read_file(&trf).unwrap_or_else(|e| panic!("{e}"));
        let after = doc["after_round"].as_u64().unwrap_or(0) as u32;
        t.rounds.iter().filter(|r| r.number <= after).any(|r| {
            matches!(
                r.team_bye_of(d.team),
                Some(swissdesk::model::ByeKind::HalfPoint | swissdesk::model::ByeKind::FullPoint)
            )
        })
    };
    for d in differences.iter().filter(|d| d.code == "BC") {
        assert!(has_requested_bye(d), "{}", d.text);
    }
    let bbe: Vec<&Difference> = differences.iter().filter(|d| d.code == "BBE").collect();
    assert_eq!(bbe.iter().filter(|d| has_requested_bye(d)).count(), 3);
}

/// A hand-made team event, 2 boards, 2/1/0 match points, two rounds:
/// round 1 Alpha–Bravo 1–1 (Alpha wins board 1, Bravo board 2) and
/// Charlie–Delta 2–0; round 2 Alpha–Delta 2–0 and Bravo–Charlie 2–0.
/// Alpha and Bravo end tied on 3 MP and 3 GP. Its `202` asks for
/// `MPVGP,EDEB,EGGSB`.
const EDEB_EVENT: &str = "\
012 Hand-made team event: EDEB decides a drawn match\n\
042 2026/03/01\n\
142 2\n\
192 FIDE_TEAM_TYPEA_MP_GP\n\
202 MPVGP,EDEB,EGGSB\n\
362 TW 2.0   TD 1.0   TL 0.0\n\
310   1 Alpha                                    2395    3.0    3.0   1     1    2\n\
310   2 Bravo                                    2375    3.0    3.0   2     3    4\n\
310   3 Charlie                                  2355    2.0    2.0   3     5    6\n\
310   4 Delta                                    2335    0.0    0.0   4     7    8\n\
001    1      Alpha board 1                     2400                             2.0          3 w 1     7 w 1\n\
001    2      Alpha board 2                     2390                             1.0          4 b 0     8 b 1\n\
001    3      Bravo board 1                     2380                             1.0          1 b 0     5 w 1\n\
001    4      Bravo board 2                     2370                             2.0          2 w 1     6 b 1\n\
001    5      Charlie board 1                   2360                             1.0          7 w 1     3 b 0\n\
001    6      Charlie board 2                   2350                             1.0          8 b 1     4 w 0\n\
001    7      Delta board 1                     2340                             0.0          5 b 0     1 b 0\n\
001    8      Delta board 2                     2330                             0.0          6 w 0     2 w 0\n";

/// A team file's `202` is the event's list (it was replaced by the default
/// team list, whose EDE leaves Alpha and Bravo tied and whose EMGSB puts
/// Bravo first). Values worked out from C.07:
/// * EDE (13.3.1, art. 6): Alpha and Bravo met; the match gave each 1 MP
///   (primary) and 1 GP (secondary): no split on either score.
/// * 13.3.2, exactly two teams still tied, EDEB: Bottom Board Elimination
///   (12.3) over their match: without the last board, Alpha has 1 (board 1
///   won), Bravo 0. Alpha is placed 1, Bravo 2; Charlie and Delta, alone
///   on their scores, are in no tied group: 0.
/// * EGGSB (13.2.4): Alpha 3 GP (Bravo) × 1 + 0 GP (Delta) × 2 = 3; Bravo
///   3 (Alpha) × 1 + 2 (Charlie) × 2 = 7.
///
/// FIDE's Gacrux 1.11.65 gives the same values (EDEB 1/2/0/0, EGGSB
/// 3/7/0/0) on this file.
#[test]
fn a_team_file_ranks_by_its_own_tiebreak_list() {
    let import = swissdesk::trf::parse_import(EDEB_EVENT, "edeb.trf").unwrap_or_else(|e| panic!("{e}"));
    let t = &import.tournament;
    assert!(t.is_team_event());
    assert_eq!(t.settings.tiebreaks, ["MPVGP", "EDEB", "EGGSB"]);
    let tiebreaks = swissdesk::standings::tournament_team_tiebreaks(t).unwrap_or_else(|e| panic!("{e}"));
    let s = swissdesk::standings::team_standings(t, 2, Rules::for_tournament(t), &tiebreaks, false);
    let order: Vec<u32> = s.rows.iter().map(|r| r.tpn).collect();
    assert_eq!(order, [1, 2, 3, 4], "Alpha before Bravo by EDEB");
    let edeb = TeamTieBreak::parse("EDEB").unwrap_or_else(|e| panic!("{e}"));
    let eggsb = TeamTieBreak::parse("EGGSB").unwrap_or_else(|e| panic!("{e}"));
    let of = |tb: TeamTieBreak| -> Vec<Option<Decimal>> { (1..=4).map(|tpn| s.value(tpn, tb)).collect() };
    let int = |n: i64| Some(Decimal::from_int(n));
    assert_eq!(of(edeb), [int(1), int(2), int(0), int(0)]);
    assert_eq!(of(eggsb), [int(3), int(7), int(0), int(0)]);
    // Written back, the list is the file's.
    assert!(swissdesk::trf::write(t).lines().any(|l| l.trim_end() == "202 MPVGP,EDEB,EGGSB"));
}

/// The reference tool's own notation in a team file's `202` (Sharly writes
/// `EDET/P,EMGSB/C1/P`): the modifiers follow `/`, the score comes before
/// them. `C1` is Cut-1 (C.07 14.1) and `P` (gacrux: a forfeited match
/// counted as played) are computed; any other modifier is refused by name,
/// and the import says which line and code, instead of ranking by a list it
/// cannot compute.
#[test]
fn the_reference_tools_slash_notation_in_a_team_202() {
    let parse = |code: &str| TeamTieBreak::parse(code);
    assert_eq!(parse("EMGSB/C1"), parse("EMGSB-C1"));
    assert_eq!(parse("EMGSB/C1").map(TeamTieBreak::code), Ok("EMGSB-C1".to_owned()));
    assert_eq!(parse("BH:MP/C1").map(TeamTieBreak::code), Ok("BH-C1:MP".to_owned()));
    assert_eq!(parse("bh-c1:mp"), parse("BH:MP/C1"));
    // P (forfeits as played) on the criteria that look at who met whom.
    assert_eq!(parse("EDET/P").map(TeamTieBreak::code), Ok("EDET-P".to_owned()));
    assert_eq!(parse("EMGSB/C1/P").map(TeamTieBreak::code), Ok("EMGSB-C1-P".to_owned()));
    assert_eq!(parse("BH:MP/C1/P").map(TeamTieBreak::code), Ok("BH-C1-P:MP".to_owned()));
    assert_eq!(parse("BH-C1-P:MP"), parse("BH:MP/C1/P"));
    assert!(parse("EMGSB/C1/P").is_ok_and(|tb| tb.cut1 && tb.unplayed_as_played));
    use swissdesk::standings::TieBreakError;
    assert_eq!(
        parse("BC/P"),
        Err(TieBreakError::ModifierNotAllowed { code: "BC/P".into(), modifier: "P".into() })
    );
    assert_eq!(
        parse("EDET/D"),
        Err(TieBreakError::ModifierNotAllowed { code: "EDET/D".into(), modifier: "D".into() })
    );
    assert_eq!(parse("EDET/"), Err(TieBreakError::UnknownCode { code: "EDET/".into() }));
    assert_eq!(parse("EDET:XP"), Err(TieBreakError::UnknownCode { code: "EDET:XP".into() }));

    // The file's list in the slash notation ranks the teams.
    let slashed = EDEB_EVENT.replace("202 MPVGP,EDEB,EGGSB\n", "202 MPVGP,EDEB,EGGSB/C1\n");
    let import = swissdesk::trf::parse_import(&slashed, "slashed.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(import.tournament.settings.tiebreaks, ["MPVGP", "EDEB", "EGGSB-C1"]);

    // With P: the file's list ranks; written back, the 202 is the file's.
    let with_p = EDEB_EVENT.replace("202 MPVGP,EDEB,EGGSB\n", "202 EDET/P,EMGSB/C1/P\n");
    let import = swissdesk::trf::parse_import(&with_p, "sharly.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(import.tournament.settings.tiebreaks, ["EDET-P", "EMGSB-C1-P"]);
    assert!(
        swissdesk::trf::write(&import.tournament).lines().any(|l| l.trim_end() == "202 EDET/P,EMGSB/C1/P")
    );

    // A modifier Swissdesk does not compute (D: unplayed as draws): the
    // default list ranks, and a warning names line 5 (the `202`) and the code.
    let with_d = EDEB_EVENT.replace("202 MPVGP,EDEB,EGGSB\n", "202 EDET/D,EMGSB/C1/P\n");
    let import = swissdesk::trf::parse_import(&with_d, "sharly.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(import.tournament.settings.tiebreaks, swissdesk::standings::default_team_tiebreaks());
    swissdesk::i18n::set_language("en");
    let said: Vec<String> = import.warnings.iter().map(|w| w.to_string()).collect();
    let expected = "sharly.trf:5: record left out: the team tie-breaks \"EDET/D,EMGSB/C1/P\" are not used \
                    (Tie-break \"EDET/D\": the modifier D does not apply to it.); the teams rank by MPVGP, EDE, \
                    EMGSB, BC.";
    assert!(said.iter().any(|w| w == expected), "{said:#?}");
}
