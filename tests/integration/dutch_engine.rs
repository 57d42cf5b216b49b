//! The Dutch engines beyond the conformance table (`conformance.rs`): the
//! corpus itself keeps the absolute criteria, impossible requests fail
//! cleanly, the reference engines' command line works, and no damaged input
//! makes the engine panic.

use crate::common;
use crate::text_checks;

use std::process::Command;
use swissdesk::pairing::PairingInput;
use swissdesk::pairing::PairingSystem;
use swissdesk::pairing::dutch::Dutch2017;
use swissdesk::pairing::{recorded_pairing, same_pairing, truncate_before};

#[test]
fn corpus_pairings_keep_the_absolute_criteria() {
    for file in common::corpus_files("dutch").iter().take(60) {
        let t = swissdesk::trf::read_file(file).unwrap_or_else(|e| panic!("{e}"));
        for round in 1..=t.rounds_paired() {
            let context = format!("{} round {round}", file.display());
            text_checks::dutch::c1_c2(&t, round, &context, &mut text_checks::Tally::new());
        }
    }
}

/// `text` written to `name` in a scratch folder of its own; the folder goes
/// when the returned `TempDir` is dropped.
fn write_temp(name: &str, text: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = common::scratch_dir("engine");
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    (dir, path)
}

#[test]
fn an_impossible_request_exits_non_zero_with_the_reason() {
    // Two players who already met cannot be paired again (C.1).
    let trf = "012 Impossible\nXXR 3\nXXC white1\n\
001    1      Alpha, Anna                       2100                             1.0    1     2 w 1\n\
001    2      Beta, Boris                       2000                             0.0    2     1 b 0\n";
    let (_dir, path) = write_temp("impossible.trf", trf);
    let out = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .args(["pair", "--dutch"])
        .arg(&path)
        .arg("-p")
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("round 2") && stderr.contains("absolute criteria"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn the_engine_command_line_of_the_reference_engines_works() {
    let file = common::corpus_files("dutch").into_iter().next().unwrap_or_else(|| panic!("corpus"));
    let t = swissdesk::trf::read_file(&file).unwrap_or_else(|e| panic!("{e}"));
    let last = t.rounds_paired();
    let cut = truncate_before(&t, last);
    let (_dir, path) = write_temp("last-round.trf", &swissdesk::trf::write(&cut));
    let out_path = path.with_extension("pairs");
    let status = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .arg("--dutch")
        .arg(&path)
        .arg("-p")
        .arg(&out_path)
        .status()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(status.success());
    let text = std::fs::read_to_string(&out_path).unwrap_or_else(|e| panic!("{e}"));
    let got = swissdesk::pairing::Pairing::from_engine_text(&text).unwrap_or_else(|e| panic!("{e}"));
    assert!(same_pairing(&got, &recorded_pairing(&t, last)), "{text}");
    let check = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .args(["check", "--dutch"])
        .arg(&file)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stdout));
}

#[test]
fn damaged_corpus_inputs_never_panic_the_engine() {
    let mut paired = 0;
    for file in common::corpus_files("dutch").iter().step_by(10) {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{e}"));
        let lines: Vec<&str> = text.lines().collect();
        for cut in (1..lines.len()).step_by(3) {
            // Drop a player line, or cut a line short: the parser may
            // refuse; if it accepts, the engine must answer without panicking.
            let mut damaged: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            if cut % 2 == 0 {
                damaged.remove(cut);
            } else {
                let l = &damaged[cut];
                damaged[cut] = l[..l.len() * 2 / 3].to_string();
            }
            if let Ok(t) = swissdesk::trf::parse(&damaged.join("\n"), "damaged.trf") {
                let round = PairingInput::next_round(&t);
                let _ = Dutch2017.pair(&PairingInput::from_tournament(&t, round));
                paired += 1;
            }
        }
    }
    assert!(paired > 0);
}

/// `swissdesk check` (the command an arbiter or a platform runs) passes on
/// every corpus file of both editions.
#[test]
fn the_check_command_passes_on_every_corpus_file() {
    let mut jobs: Vec<(&str, std::path::PathBuf)> = Vec::new();
    for (flag, set) in [("--dutch", "dutch"), ("--dutch2026", "dutch2026")] {
        for file in common::corpus_files(set) {
            jobs.push((flag, file));
        }
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some((flag, file)) = jobs.get(i) else { break };
                    let out = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
                        .env("SWISSDESK_LANG", "en")
                        .args(["check", flag])
                        .arg(file)
                        .output();
                    let ok = out.as_ref().is_ok_and(|o| o.status.success());
                    if !ok {
                        failures.lock().unwrap_or_else(|e| e.into_inner()).push(file.display().to_string());
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    println!("swissdesk check passed on {} of {} corpus files", jobs.len() - failures.len(), jobs.len());
    assert!(failures.is_empty(), "check failed on: {failures:?}");
}
