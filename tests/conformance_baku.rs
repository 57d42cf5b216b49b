//! Baku acceleration on the two Dutch editions: every round of the
//! `baku2017/` and `baku2026/` corpora is reproduced from the acceleration
//! lines the files give (`XXA`, TRF-2026 `250`), and again with those lines
//! removed and the table computed from the event by the Baku rules, which
//! must also equal the given table.

mod common;

use swissdesk::model::{Acceleration, Points, Tournament};
use swissdesk::pairing::PairingSystem;
use swissdesk::pairing::baku::{BakuEdition, accelerations};
use swissdesk::pairing::dutch::{Dutch2017, Dutch2026};

/// Each player's virtual points with trailing zero rounds dropped, players
/// without any left out: the table as a set, whatever its layout in the file.
fn normalised(table: &[Acceleration]) -> Vec<(u32, Vec<Points>)> {
    let mut rows: Vec<(u32, Vec<Points>)> = table
        .iter()
        .map(|a| {
            let mut points = a.points.clone();
            while points.last() == Some(&Points::ZERO) {
                points.pop();
            }
            (a.player, points)
        })
        .filter(|(_, points)| !points.is_empty())
        .collect();
    rows.sort();
    rows
}

/// Strips the file's table, computes it, and fails unless both agree.
fn computed(t: &mut Tournament, edition: BakuEdition) -> Result<(), String> {
    let given = normalised(&t.accelerations);
    if given.is_empty() {
        return Err("the file has no acceleration table to compare with".into());
    }
    t.accelerations.clear();
    t.accelerations = accelerations(t, edition).map_err(|e| e.to_string())?;
    let mine = normalised(&t.accelerations);
    if mine != given {
        let differing: Vec<String> = given
            .iter()
            .zip(&mine)
            .filter(|(a, b)| a != b)
            .take(3)
            .map(|(a, b)| format!("given {a:?}, computed {b:?}"))
            .collect();
        return Err(format!(
            "computed table differs ({} rows given, {} computed): {}",
            given.len(),
            mine.len(),
            differing.join("; ")
        ));
    }
    Ok(())
}

fn assert_all(set: &str, system: &dyn PairingSystem, edition: Option<BakuEdition>) {
    let report = match edition {
        None => common::run_corpus(set, system),
        Some(edition) => common::run_corpus_prepared(set, system, &move |t| computed(t, edition)),
    };
    println!("{set} ({}): {}", if edition.is_some() { "computed" } else { "given" }, report.summary());
    assert!(report.files > 0, "no corpus files found");
    assert_eq!(report.matched, report.total, "{}", report.failures_text());
}

#[test]
fn baku_2017_from_the_given_lines() {
    assert_all("baku2017", &Dutch2017, None);
}

#[test]
fn baku_2017_computed_from_the_event() {
    assert_all("baku2017", &Dutch2017, Some(BakuEdition::Text2017));
}

#[test]
fn baku_2026_from_the_given_records() {
    assert_all("baku2026", &Dutch2026, None);
}

#[test]
fn baku_2026_computed_from_the_event() {
    assert_all("baku2026", &Dutch2026, Some(BakuEdition::Text2026));
}
