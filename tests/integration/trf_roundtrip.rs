//! Every TRF file of the conformance corpus (`tests/data/conformance/*/`):
//! parse → write → parse gives the same tournament, the `001` records come
//! back unchanged (round blocks and points included), and the whole file
//! comes back byte for byte where the writer's record order is the file's.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;
use swissdesk::model::Tournament;
use swissdesk::trf::{self, Dialect};

fn corpus_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/conformance"))
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display())).path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "trf") {
            out.push(path);
        }
    }
}

/// All corpus files, sorted; fails loudly if there are none.
fn corpus_files() -> Vec<PathBuf> {
    let dir = corpus_dir();
    assert!(dir.is_dir(), "conformance corpus not found at {}", dir.display());
    let mut files = Vec::new();
    collect(&dir, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no .trf files under {}", dir.display());
    files
}

fn folder_of(path: &Path) -> String {
    path.parent().and_then(Path::file_name).map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// `001` records by pairing number (columns 5–8).
fn player_records(text: &str) -> BTreeMap<String, String> {
    text.lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| (l.chars().skip(4).take(4).collect::<String>(), l.to_owned()))
        .collect()
}

fn from_column(line: &str, col: usize) -> String {
    line.chars().skip(col - 1).collect()
}

fn columns(line: &str, from: usize, to: usize) -> String {
    line.chars().skip(from - 1).take(to + 1 - from).collect()
}

/// The first part in which two tournaments differ, short enough to read.
fn difference(a: &Tournament, b: &Tournament) -> Option<String> {
    if a.event != b.event {
        return Some(format!("event: {:?} vs {:?}", a.event, b.event));
    }
    if a.settings != b.settings {
        return Some(format!("settings: {:?} vs {:?}", a.settings, b.settings));
    }
    if a.players != b.players {
        let first = a.players.iter().zip(&b.players).find(|(x, y)| x != y);
        return Some(format!("players ({} vs {}): {first:?}", a.players.len(), b.players.len()));
    }
    if a.rounds != b.rounds {
        let first = a.rounds.iter().zip(&b.rounds).find(|(x, y)| x != y);
        return Some(format!("rounds ({} vs {}): {first:?}", a.rounds.len(), b.rounds.len()));
    }
    if a.accelerations != b.accelerations {
        return Some(format!("accelerations: {:?} vs {:?}", a.accelerations, b.accelerations));
    }
    if a.forbidden_pairs != b.forbidden_pairs {
        return Some(format!("forbidden pairs: {:?} vs {:?}", a.forbidden_pairs, b.forbidden_pairs));
    }
    if a.foreign_trf_lines != b.foreign_trf_lines {
        return Some(format!("foreign lines: {:?} vs {:?}", a.foreign_trf_lines, b.foreign_trf_lines));
    }
    (a != b).then(|| "other fields".to_owned())
}

/// The tournament without the scoring records the reader keeps for a
/// faithful re-export: written in the other dialect they are replaced by
/// that dialect's records, which say the same.
fn without_kept_scoring(t: &Tournament) -> Tournament {
    let mut t = t.clone();
    t.foreign_trf_lines.retain(|l| !(l.starts_with("XXS") || l.starts_with("BB") || l.starts_with("162")));
    t
}

#[test]
fn every_corpus_file_round_trips() {
    let start = Instant::now();
    let files = corpus_files();
    let mut identical: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut reordered = Vec::new();
    for path in &files {
        let name = path.display().to_string();
        let folder = folder_of(path);
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let import = trf::parse_import(&text, &name).unwrap_or_else(|e| panic!("{e}"));
        let warnings: Vec<String> = import.warnings.iter().map(ToString::to_string).collect();
        assert!(warnings.is_empty(), "{name}: {warnings:#?}");
        let t = &import.tournament;
        assert!(!t.players.is_empty() && !t.rounds.is_empty(), "{name}: nothing read");
        assert!(t.settings.rounds_planned as usize >= t.rounds.len(), "{name}: rounds planned");
        assert!(t.settings.initial_colour.is_some(), "{name}: initial colour");

        // Same dialect as the file: this is the byte-for-byte check.
        let written = trf::write_as(t, import.dialect);
        let again = trf::parse(&written, &name).unwrap_or_else(|e| panic!("re-reading {name}: {e}"));
        if let Some(diff) = difference(t, &again) {
            panic!("{name}: parse(write(parse(file))) differs in {diff}");
        }

        let before = player_records(&text);
        let after = player_records(&written);
        assert_eq!(before.len(), after.len(), "{name}: number of 001 records");
        for (tpn, line) in &before {
            let out = after.get(tpn).map(String::as_str).unwrap_or("");
            assert_eq!(from_column(out, 92), from_column(line, 92), "{name}: round blocks of player {tpn}");
            assert_eq!(columns(out, 81, 84), columns(line, 81, 84), "{name}: points of player {tpn}");
            assert_eq!(out, line, "{name}: 001 record of player {tpn}");
        }

        let entry = identical.entry(folder.clone()).or_default();
        entry.1 += 1;
        if written == text {
            entry.0 += 1;
        } else {
            // The 2026 reference generator appends `092` (and `162`) after
            // the player section; the writer puts the tournament section
            // first. Everything else must be the same lines.
            let mut a: Vec<&str> = text.lines().collect();
            let mut b: Vec<&str> = written.lines().collect();
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "{name}: written lines differ, not only in order");
            // A team event's records come in the writer's own order.
            let team = if t.is_team_event() { " (team event)" } else { "" };
            reordered.push(format!("{name}{team}"));
        }

        // The other dialect must carry the same tournament too.
        let other = if import.dialect == Dialect::Trf16 { Dialect::Trf2026 } else { Dialect::Trf16 };
        let crossed = trf::write_as(t, other);
        let again =
            trf::parse(&crossed, &name).unwrap_or_else(|e| panic!("re-reading {name} as {other:?}: {e}"));
        if let Some(diff) = difference(&without_kept_scoring(t), &without_kept_scoring(&again)) {
            panic!("{name}: written as {other:?} and read back differs in {diff}");
        }
    }

    let total_identical: usize = identical.values().map(|v| v.0).sum();
    for (folder, (same, count)) in &identical {
        println!("{folder}: {same} of {count} files written back byte for byte");
    }
    println!(
        "checked {} corpus files in {:.1} s: {} byte-identical, {} identical up to record order",
        files.len(),
        start.elapsed().as_secs_f64(),
        total_identical,
        reordered.len()
    );
    // Only the 2026 generator's trailing tournament records move, and the
    // team records of team events (the team Swiss corpora and the team
    // round robins of the Berger corpus: the writer puts a team event's
    // records in its own order; tests/integration/team_trf.rs compares their lines).
    for name in &reordered {
        let moves = name.contains("dutch2026") || name.ends_with(" (team event)");
        assert!(moves, "{name} should have been written back byte for byte");
    }
}

#[test]
fn corpus_files_read_from_disk_like_from_text() {
    let files = corpus_files();
    let path = &files[0];
    let via_file = trf::read_file(path).unwrap_or_else(|e| panic!("{e}"));
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{e}"));
    let via_text = trf::parse(&text, &path.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(via_file, via_text);

    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let out = dir.path().join("out.trf");
    swissdesk::store::write_file(&out, trf::write(&via_file).as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(trf::read_file(&out).unwrap_or_else(|e| panic!("{e}")), via_file);
}

#[test]
fn line_ends_do_not_matter() {
    let files = corpus_files();
    let text = std::fs::read_to_string(&files[0]).unwrap_or_else(|e| panic!("{e}"));
    let lf = trf::parse(&text, "lf.trf").unwrap_or_else(|e| panic!("{e}"));
    let crlf = trf::parse(&text.replace('\n', "\r\n"), "crlf.trf").unwrap_or_else(|e| panic!("{e}"));
    let cr = trf::parse(&text.replace('\n', "\r"), "cr.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lf, crlf);
    assert_eq!(lf, cr);
}
