//! Replays, through the fuzz targets' own checks (`tests/integration/fuzz_checks/`,
//! which the fuzz targets include), every input kept under `tests/data/fuzz/<target>/` — each
//! crash or hang the fuzzers found, after its fix — and a few seeds of each
//! target, so that `cargo test` guards what the long fuzz runs found
//! (README, "Development: robustness runs").

use crate::fuzz_checks;

use fuzz_checks as checks;

use std::path::{Path, PathBuf};

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// The files of `folder` (none if it does not exist), sorted.
fn files_in(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_file()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

/// The first `count` seeds of `folder`: its TRF files (the targets with
/// seed folders read TRF), sorted. A folder's README, its `.jsonl` lists of
/// expected pairings and its scripts are no seeds: taken as such, they used
/// the slots of real files (`README.md` sorts before every `.trf`).
fn seeds_in(folder: &str, count: usize) -> Vec<PathBuf> {
    let is_trf = |p: &PathBuf| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("trf"));
    files_in(&data().join(folder)).into_iter().filter(is_trf).take(count).collect()
}

/// Runs `check` on the kept inputs of `target` and on the first `seeds`
/// seed files of each seed folder; returns how many inputs it ran.
fn replay(target: &str, seed_folders: &[&str], seeds: usize, check: fn(&[u8])) -> usize {
    let mut seed_files = Vec::new();
    for folder in seed_folders {
        seed_files.extend(seeds_in(folder, seeds));
    }
    replay_with(target, seed_files, check)
}

/// Runs `check` on the kept inputs of `target` and on `seeds`; returns how
/// many inputs it ran.
fn replay_with(target: &str, seeds: Vec<PathBuf>, check: fn(&[u8])) -> usize {
    let mut inputs = files_in(&data().join("fuzz").join(target));
    inputs.extend(seeds);
    for input in &inputs {
        let bytes = std::fs::read(input).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        check(&bytes);
    }
    assert!(!inputs.is_empty(), "{target}: nothing to replay");
    inputs.len()
}

/// The seed folders hold a README, `.jsonl` lists and a script beside
/// their TRF files: only the TRF files are replayed, as many as asked.
#[test]
fn seeds_are_the_folders_trf_files() {
    for (folder, count) in [
        ("conformance/dutch2026", 3),
        ("conformance/baku2026", 3),
        ("conformance/team2026", 6),
        ("imported", 6),
    ] {
        let seeds = seeds_in(folder, count);
        let names: Vec<String> =
            seeds.iter().filter_map(|p| p.file_name()).map(|n| n.to_string_lossy().into_owned()).collect();
        assert!(names.iter().all(|n| n.ends_with(".trf")), "{folder}: {names:?}");
        // `imported` has five TRF files (and make_spielfrei.py).
        let expected = if folder == "imported" { 5 } else { count };
        assert_eq!(names.len(), expected, "{folder}: {names:?}");
    }
}

#[test]
fn trf16_inputs() {
    replay("trf16", &["conformance/dutch", "conformance/burstein"], 3, |d| {
        checks::trf_round_trip(d, swissdesk::trf::Dialect::Trf16)
    });
}

#[test]
fn trf2026_inputs() {
    replay("trf2026", &["conformance/dutch2026", "conformance/baku2026"], 3, |d| {
        checks::trf_round_trip(d, swissdesk::trf::Dialect::Trf2026)
    });
}

#[test]
fn ron_document_inputs() {
    replay("ron_document", &[], 0, checks::ron_document);
}

#[test]
fn proposal_inputs() {
    replay("proposal", &[], 0, checks::proposal);
}

#[test]
fn import_pair_inputs() {
    replay("import_pair", &["conformance/dutch"], 3, checks::import_pair);
}

#[test]
fn noticeboard_request_inputs() {
    let ran = replay("noticeboard_request", &[], 0, checks::noticeboard_request);
    assert!(ran >= 5, "{ran} inputs");
}

#[test]
fn team_trf_inputs() {
    let ran = replay("team_trf", &["conformance/team2026", "imported"], 6, checks::team_trf);
    assert!(ran >= 8, "{ran}");
}

/// The FIDE rating-list reader: the kept inputs and the four test lists
/// (TXT and XML, combined and of one kind) whole.
#[test]
fn rating_list_inputs() {
    let is_list = |p: &PathBuf| p.extension().is_some_and(|e| e == "txt" || e == "xml");
    let lists: Vec<PathBuf> = files_in(&data().join("rating-list")).into_iter().filter(is_list).collect();
    assert_eq!(lists.len(), 4, "{lists:?}");
    replay_with("rating_list", lists, checks::rating_list);
}

/// The kept rating list: the kept inputs, whose seeds (written by
/// `tests/data/fuzz/make_rating_database_seed.py`) must load, or the target
/// would start from nothing it can read.
#[test]
fn rating_database_inputs() {
    let ran = replay("rating_database", &[], 0, checks::rating_database);
    assert!(ran >= 1, "{ran}");
    let seeds = files_in(&data().join("fuzz/rating_database"));
    let seeds =
        seeds.iter().filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("seed-")));
    for seed in seeds {
        let bytes = std::fs::read(seed).unwrap_or_else(|e| panic!("{}: {e}", seed.display()));
        let loaded = swissdesk::ratings::RatingDatabase::from_bytes(&bytes, "seed")
            .unwrap_or_else(|e| panic!("{}: {e}", seed.display()));
        assert_eq!(loaded.len(), 4, "{}", seed.display());
        assert_eq!(loaded.search("carl", swissdesk::model::RatingKind::Standard, 5).len(), 2);
    }
}

/// The generator's configuration file: the kept inputs (the keys of the
/// reference generators, and sizes the TRF cannot number).
#[test]
fn generator_config_inputs() {
    let ran = replay("generator_config", &[], 0, checks::generator_config);
    assert!(ran >= 3, "{ran}");
}

/// The settings file: the kept inputs (a full file, an old one without the
/// newer fields, a hand-edited one with duplicates).
#[test]
fn settings_inputs() {
    let ran = replay("settings", &[], 0, checks::settings);
    assert!(ran >= 3, "{ran}");
}
