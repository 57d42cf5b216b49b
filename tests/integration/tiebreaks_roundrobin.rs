//! The round-robin tie-breaks of C.07 (2026) against FIDE's reference tool
//! (Gacrux 1.11.65, `tiebreakchecker -p`, pre-determined pairings) on the
//! individual round robins of the Berger corpus: final standings and after
//! ceil(R/2) rounds (`tests/data/tiebreaks/berger-c07-2026/`, README there).
//! Every value of every player is compared as an exact decimal, and the rank.

use serde_json::Value;
use std::path::{Path, PathBuf};
use swissdesk::model::Points;
use swissdesk::standings::{Decimal, Rules, TieBreak, standings};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn text(v: &Value, key: &str, file: &Path) -> String {
    v.get(key)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("{}: no string {key}", file.display()))
        .to_owned()
}

#[test]
fn round_robin_tiebreaks_equal_the_reference() {
    let dir = data().join("tiebreaks/berger-c07-2026");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 44, "22 events, final and intermediate");
    let (mut values, mut ranks) = (0, 0);
    let mut failures = Vec::new();
    for file in &files {
        let doc: Value =
            serde_json::from_str(&std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{e}")))
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let trf = data().join(text(&doc, "source_trf", file));
        let t = swissdesk::trf::read_file(&trf).unwrap_or_else(|e| panic!("{e}"));
        assert!(t.settings.format.round_robin().is_some(), "{}", trf.display());
        let after = doc["after_round"].as_u64().unwrap_or_else(|| panic!("{}: after_round", file.display()));
        let order: Vec<String> = doc["rank_order"]
            .as_array()
            .unwrap_or_else(|| panic!("{}: rank_order", file.display()))
            .iter()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect();
        let codes: Vec<&String> = order.iter().filter(|c| c.as_str() != "points").collect();
        let tiebreaks: Vec<TieBreak> =
            codes.iter().map(|c| TieBreak::parse(c).unwrap_or_else(|e| panic!("{c}: {e}"))).collect();
        let after = u32::try_from(after).unwrap_or(0);
        let got = standings(&t, after, Rules::Edition2026, &tiebreaks);
        let label = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for player in doc["players"].as_array().unwrap_or_else(|| panic!("{}: players", file.display())) {
            let tpn = u32::try_from(player["tpn"].as_u64().unwrap_or(0)).unwrap_or(0);
            let row = got.row(tpn).unwrap_or_else(|| panic!("{label}: no row for {tpn}"));
            let points = Points::parse(&text(player, "points", file)).unwrap_or_else(|| panic!("points"));
            if row.points != points {
                failures.push(format!("{label} {tpn}: points {} != {}", row.points, points));
            }
            for (i, code) in codes.iter().enumerate() {
                values += 1;
                let expected = player["tiebreaks"][code.as_str()].as_str().and_then(Decimal::parse);
                let ours = got.value(tpn, tiebreaks[i]);
                if expected != ours {
                    failures.push(format!("{label} {tpn} {code}: expected {expected:?}, got {ours:?}"));
                }
            }
            ranks += 1;
            let rank = u32::try_from(player["rank"].as_u64().unwrap_or(0)).unwrap_or(0);
            if row.rank != rank {
                failures.push(format!("{label} {tpn}: rank {} != {rank}", row.rank));
            }
        }
    }
    println!("{} files, {values} values, {ranks} ranks", files.len());
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}
