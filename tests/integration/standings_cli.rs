//! `swissdesk standings` on a corpus file: the text table and the JSON, both
//! checked against the C.07 oracle of `tests/data/tiebreaks` (values computed
//! by FIDE's reference implementation, not by Swissdesk).

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use swissdesk::standings::Decimal;

const BASE: &str = "dutch-0001-n008-r04";

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn trf() -> String {
    data().join("conformance/dutch").join(format!("{BASE}.trf")).display().to_string()
}

fn oracle(edition: &str, suffix: &str) -> Value {
    let path = data().join("tiebreaks").join(edition).join(format!("{BASE}{suffix}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
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

/// The oracle's tie-break codes (its `rank_order` without `points`).
fn codes(doc: &Value) -> Vec<String> {
    doc["rank_order"]
        .as_array()
        .unwrap_or_else(|| panic!("no rank_order"))
        .iter()
        .filter_map(Value::as_str)
        .filter(|c| *c != "points")
        .map(str::to_string)
        .collect()
}

/// The players written in the oracle files of this corpus file.
const PLAYERS: usize = 8;

/// The value of `key` in `object`, which must be there (a missing key would
/// read as JSON null and match another missing key).
fn field<'a>(object: &'a Value, key: &str) -> &'a Value {
    object
        .as_object()
        .unwrap_or_else(|| panic!("not an object: {object}"))
        .get(key)
        .unwrap_or_else(|| panic!("no {key:?} in {object}"))
}

/// The value of `key` in `object` (string as in the oracle, or number as
/// Swissdesk writes it) as a decimal; JSON null (a value that does not
/// exist, e.g. ARO-C1 without opponents) is `None`. The key must exist and
/// the text must parse.
fn decimal(object: &Value, key: &str) -> Option<Decimal> {
    let parse =
        |text: &str| Some(Decimal::parse(text).unwrap_or_else(|| panic!("{key}: not a decimal: {text:?}")));
    match field(object, key) {
        Value::Null => None,
        Value::String(s) => parse(s),
        Value::Number(n) => parse(&n.to_string()),
        other => panic!("{key}: not a value: {other}"),
    }
}

/// The oracle's players, which must be there.
fn oracle_players(doc: &Value) -> &Vec<Value> {
    let players = field(doc, "players").as_array().unwrap_or_else(|| panic!("oracle players are not a list"));
    assert_eq!(players.len(), PLAYERS, "players in the oracle");
    players
}

fn oracle_player(doc: &Value, tpn: u64) -> &Value {
    oracle_players(doc)
        .iter()
        .find(|p| p["tpn"].as_u64() == Some(tpn))
        .unwrap_or_else(|| panic!("tpn {tpn} not in the oracle"))
}

/// JSON output against the oracle: every player, every value, the rank.
fn check_json(edition: &str, suffix: &str, after_round: &str) {
    let doc = oracle(edition, suffix);
    let list = codes(&doc).join(",");
    let out = swissdesk(&[
        "standings",
        &trf(),
        "--after-round",
        after_round,
        "--rules",
        edition,
        "--tiebreaks",
        &list,
        "--format",
        "json",
    ]);
    let ours: Value = serde_json::from_str(&stdout(&out)).unwrap_or_else(|e| panic!("not JSON: {e}"));
    let round: u64 = after_round.parse().unwrap_or_else(|e| panic!("{after_round}: {e}"));
    assert_eq!(field(&doc, "after_round").as_u64(), Some(round), "the oracle's round");
    assert_eq!(field(&ours, "after_round").as_u64(), Some(round));
    assert_eq!(ours["rules"].as_str(), Some(edition));
    let players = ours["players"].as_array().unwrap_or_else(|| panic!("no players"));
    assert_eq!(players.len(), oracle_players(&doc).len());
    let mut compared = 0;
    for (i, p) in players.iter().enumerate() {
        let tpn = p["tpn"].as_u64().unwrap_or_else(|| panic!("no tpn"));
        let expected = oracle_player(&doc, tpn);
        assert_eq!(p["place"].as_u64(), Some(i as u64 + 1), "rows are in place order");
        let rank =
            |player: &Value| field(player, "rank").as_u64().unwrap_or_else(|| panic!("tpn {tpn}: no rank"));
        assert_eq!(rank(p), rank(expected), "tpn {tpn} rank");
        let points = decimal(p, "points");
        assert!(points.is_some(), "tpn {tpn}: no points");
        assert_eq!(points, decimal(expected, "points"), "tpn {tpn} points");
        assert!(p["points"].is_f64(), "points are written as decimals");
        for code in codes(&doc) {
            assert_eq!(
                decimal(field(p, "tiebreaks"), &code),
                decimal(field(expected, "tiebreaks"), &code),
                "tpn {tpn} {code}"
            );
            compared += 1;
        }
    }
    assert!(compared > 100, "only {compared} values compared");
}

#[test]
fn json_final_standings_2026_match_the_oracle() {
    check_json("c07-2026", "", "4");
}

#[test]
fn json_standings_after_round_2_in_the_2024_edition_match_the_oracle() {
    check_json("c07-2024", ".after-r02", "2");
}

#[test]
fn text_lists_place_tpn_name_points_and_each_tiebreak() {
    let doc = oracle("c07-2026", "");
    // No date in the file: the 2026 edition; no --after-round: the last round.
    let text = stdout(&swissdesk(&["standings", &trf(), "--tiebreaks", "DE,BH,BH-C1,SB,ARO"]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.first().copied(), Some("Standings after round 4 (c07-2026)"));
    let header: Vec<&str> = lines.get(2).map(|l| l.split_whitespace().collect()).unwrap_or_default();
    assert_eq!(header, ["Place", "TPN", "Name", "Pts", "DE", "BH", "BH-C1", "SB", "ARO"]);
    // The oracle's order (its list starts with DE, BH, BH-C1, which leave
    // nobody tied in this file): one line per player, in rank order.
    let text_of = |object: &Value, key: &str| {
        field(object, key).as_str().unwrap_or_else(|| panic!("{key} is not a string in {object}")).to_string()
    };
    let number_of = |object: &Value, key: &str| {
        field(object, key).as_u64().unwrap_or_else(|| panic!("{key} is not a number in {object}"))
    };
    let mut by_rank: Vec<&Value> = oracle_players(&doc).iter().collect();
    by_rank.sort_by_key(|p| number_of(p, "rank"));
    for (i, p) in by_rank.iter().enumerate() {
        let line = lines.get(3 + i).unwrap_or_else(|| panic!("missing line {}", 3 + i));
        let cells: Vec<&str> = line.split_whitespace().collect();
        let tb = |code: &str| text_of(field(p, "tiebreaks"), code);
        let tpn = number_of(p, "tpn");
        // Place, TPN, the name (two words in the corpus), points, tie-breaks.
        let expected = [
            (i + 1).to_string(),
            tpn.to_string(),
            format!("Test{tpn:04}"),
            format!("Player{tpn:04}"),
            text_of(p, "points"),
            tb("DE"),
            tb("BH"),
            tb("BH-C1"),
            tb("SB"),
            tb("ARO"),
        ];
        assert_eq!(cells, expected, "line {line:?}");
    }
    assert!(text.contains("\nTie-breaks:\n"), "legend missing:\n{text}");
    let legend = |code: &str| {
        lines
            .iter()
            .find_map(|l| l.trim().strip_prefix(code).filter(|rest| rest.starts_with("  ")).map(str::trim))
    };
    assert_eq!(legend("BH"), Some("Buchholz"), "{text}");
    assert_eq!(legend("BH-C1"), Some("Buchholz, Cut-1"), "{text}");
    assert_eq!(legend("ARO"), Some("Average rating of opponents"), "{text}");
}

#[test]
fn text_shows_shared_places_as_ranges() {
    // With WIN alone, three players on 1.5 points with one win each stay tied.
    let text = stdout(&swissdesk(&["standings", &trf(), "--tiebreaks", "WIN"]));
    let shared: Vec<&str> = text.lines().filter(|l| l.trim_start().starts_with("5-7 ")).collect();
    assert_eq!(shared.len(), 3, "{text}");
    let tpns: Vec<&str> = shared.iter().filter_map(|l| l.split_whitespace().nth(1)).collect();
    let mut sorted = tpns.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, ["3", "5", "8"], "{text}");
    assert!(text.contains("drawn by lot"), "{text}");
    // The drawing of lots is reproducible.
    assert_eq!(text, stdout(&swissdesk(&["standings", &trf(), "--tiebreaks", "WIN"])));
}

#[test]
fn errors_name_what_is_wrong() {
    let out = swissdesk(&["standings", &trf(), "--tiebreaks", "BH,XYZ"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Unknown tie-break \"XYZ\""), "{err}");

    let out = swissdesk(&["standings", &trf(), "--tiebreaks", "WIN-C1"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not apply"), "modifier on WIN");

    let out = swissdesk(&["standings", &trf(), "--rules", "c07-1999"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("Unknown rules \"c07-1999\""));

    let out = swissdesk(&["standings", &trf(), "--after-round", "5"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("the file has 4 rounds"));
}

/// The JSON standings of `file` after `round`.
fn json_after(file: &str, round: u32) -> Value {
    let out = swissdesk(&["standings", file, "--after-round", &round.to_string(), "--format", "json"]);
    serde_json::from_str(&stdout(&out)).unwrap_or_else(|e| panic!("not JSON: {e}"))
}

#[test]
fn json_gives_the_baku_pairing_score_while_virtual_points_apply() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("baku.trf");
    let file = file.to_str().unwrap_or_else(|| panic!("path"));
    let out = swissdesk(&[
        "generate",
        "--dutch2026",
        "--baku",
        "--players",
        "10",
        "--rounds",
        "9",
        "--seed",
        "4",
        "-o",
        file,
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // C.04.7 1.2: group A is 2·⌈10/4⌉ = 6, players 1–6 (no late entries in
    // a generated event). 1.4: 9 rounds → ⌈9/2⌉ = 5 accelerated rounds,
    // the first ⌈5/2⌉ = 3 with a win's worth (1.0), rounds 4–5 a draw's
    // (0.5), none from round 6. 1.5: the pairing score of round K+1 is
    // the points after round K plus the virtual points of round K+1.
    for (after, virtual_points) in [(1, 1.0), (3, 0.5), (4, 0.5)] {
        let doc = json_after(file, after);
        assert_eq!(doc["pairing_score_round"].as_u64(), Some(u64::from(after) + 1), "after round {after}");
        let players = doc["players"].as_array().unwrap_or_else(|| panic!("no players"));
        assert_eq!(players.len(), 10);
        for p in players {
            let tpn = p["tpn"].as_u64().unwrap_or_else(|| panic!("no tpn"));
            let points = p["points"].as_f64().unwrap_or_else(|| panic!("tpn {tpn}: no points"));
            let expected = if tpn <= 6 { points + virtual_points } else { points };
            assert_eq!(p["pairing_score"].as_f64(), Some(expected), "after round {after}, tpn {tpn}");
        }
    }
    // After round 5 the next round has no virtual points: no pairing score
    // (null, not a copy of the points); the same for an event without
    // acceleration.
    let doc = json_after(file, 5);
    assert!(doc["pairing_score_round"].is_null(), "{doc}");
    let players = doc["players"].as_array().unwrap_or_else(|| panic!("no players"));
    assert!(players.iter().all(|p| p.get("pairing_score").is_some_and(Value::is_null)), "{doc}");
    let plain = json_after(&trf(), 2);
    assert!(plain["pairing_score_round"].is_null());
    let players = plain["players"].as_array().unwrap_or_else(|| panic!("no players"));
    assert!(players.iter().all(|p| p["pairing_score"].is_null()));

    // The text output's PS column says the same.
    let text = stdout(&swissdesk(&["standings", file, "--after-round", "1"]));
    assert!(text.contains("PS"), "{text}");
    let text = stdout(&swissdesk(&["standings", file, "--after-round", "5"]));
    assert!(!text.lines().any(|l| l.split_whitespace().any(|w| w == "PS")), "{text}");
}
