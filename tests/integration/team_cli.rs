//! The command line on team events: `swissdesk standings … --format json`
//! gives the teams with the reference tool's values, `swissdesk info`
//! shows teams, rosters and results of a file written by another program.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use swissdesk::standings::Decimal;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn swissdesk(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run swissdesk: {e}"))
}

fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn decimal(v: &Value) -> Decimal {
    match v {
        Value::String(s) => Decimal::parse(s).unwrap_or_else(|| panic!("{s}")),
        Value::Number(n) => Decimal::parse(&n.to_string()).unwrap_or_else(|| panic!("{n}")),
        other => panic!("not a number: {other}"),
    }
}

/// Four oracle files (a Swiss event mid-way, one with game points primary,
/// one with TBR and Buchholz Cut-1, a double round robin with BBE and Koya):
/// the JSON `teams` carry `tpn`, `mp`, `gp`, `rank` and every tie-break by
/// the oracle's codes, equal to its values.
#[test]
fn team_standings_as_json_equal_the_reference() {
    for base in
        ["team-0002-n013-r06.after-r03", "team-0020-n016-r06", "team-0030-n010-r07", "berger-0025-n004-r06"]
    {
        let path = data().join("tiebreaks/teams-c07-2026").join(format!("{base}.json"));
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap_or_default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let trf = data().join(doc["source_trf"].as_str().unwrap_or_default());
        let list: Vec<String> = doc["tiebreak_list"]
            .as_array()
            .unwrap_or_else(|| panic!("list"))
            .iter()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect();
        let after = doc["after_round"].as_u64().unwrap_or(0).to_string();
        let out = swissdesk(&[
            "standings",
            &trf.display().to_string(),
            "--after-round",
            &after,
            "--tiebreaks",
            &list.join(","),
            "--format",
            "json",
        ]);
        let got: Value = serde_json::from_str(&stdout(&out)).unwrap_or_else(|e| panic!("{e}"));
        let teams = got["teams"].as_array().unwrap_or_else(|| panic!("{base}: no teams"));
        let expected = doc["teams"].as_array().unwrap_or_else(|| panic!("teams"));
        assert_eq!(teams.len(), expected.len(), "{base}");
        for e in expected {
            let tpn = e["tpn"].as_u64();
            let row =
                teams.iter().find(|r| r["tpn"].as_u64() == tpn).unwrap_or_else(|| panic!("{base}: {tpn:?}"));
            for key in ["mp", "gp"] {
                assert_eq!(decimal(&row[key]), decimal(&e[key]), "{base}: team {tpn:?} {key}");
            }
            assert_eq!(row["rank"], e["rank"], "{base}: team {tpn:?} rank");
            for code in &list {
                // Board Count with a requested bye follows the text, not the
                // tool (tests/integration/team_tiebreaks.rs); these files have none.
                assert_eq!(
                    decimal(&row["tiebreaks"][code]),
                    decimal(&e["tiebreaks"][code]),
                    "{base}: team {tpn:?} {code}"
                );
            }
        }
    }
}

/// The text table names the teams, ranks them and has a column per code.
#[test]
fn team_standings_as_text() {
    let trf = data().join("conformance/team2026/team-0027-n007-r05.trf");
    let out = stdout(&swissdesk(&["standings", &trf.display().to_string(), "--tiebreaks", "EDE,EMGSB"]));
    let lines: Vec<&str> = out.lines().collect();
    let header = lines.iter().find(|l| l.contains("Team")).unwrap_or_else(|| panic!("{out}"));
    for column in ["MP", "GP", "MPVGP", "EDE", "EMGSB"] {
        assert!(header.contains(column), "{header}");
    }
    // 310 of the file: Team 001 has 10.0 MP and 19.5 GP, the most.
    let first = lines.iter().find(|l| l.contains("Team 001")).unwrap_or_else(|| panic!("{out}"));
    assert!(first.trim_start().starts_with('1'), "{first}");
    assert!(first.contains("10.0") && first.contains("19.5"), "{first}");
}

/// `swissdesk info` on Sharly Chess's 50-team cup: the teams with their
/// points, rosters in board order, and the rounds' matches with scores.
#[test]
fn info_shows_teams_rosters_and_results() {
    let trf = data().join("imported/sharly-team-cup-trf26.trf");
    let out = stdout(&swissdesk(&["info", &trf.display().to_string()]));
    assert!(out.contains("50 teams, 4 boards"), "{out}");
    // India: 15 MP, 28 GP (310), board 1 Test0001 Player0001.
    let india = out.lines().position(|l| l.contains("India (IND)")).unwrap_or_else(|| panic!("{out}"));
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[india].contains("15.0 MP, 28.0 GP"), "{}", lines[india]);
    assert!(lines[india + 1].contains("1.") && lines[india + 1].contains("Test0001 Player0001"));
    assert!(lines[india + 2].contains("2.") && lines[india + 2].contains("Test0005 Player0005"));
    // Round 1: Georgia's full-point bye (240 F); a match with its score.
    let round1 = lines.iter().position(|l| l.trim() == "Round 1").unwrap_or_else(|| panic!("{out}"));
    let block: Vec<&str> =
        lines[round1..].iter().take_while(|l| !l.trim().starts_with("Round 2")).copied().collect();
    assert!(block.iter().any(|l| l.contains("Georgia") && l.contains("full-point bye")), "{block:?}");
    assert!(block.iter().any(|l| l.contains(" : ")), "{block:?}");
}
