//! The Dutch 2012 engine (Istanbul text, `--dutch2012`) on the command line:
//! it generates, checks and explains 2012 events. Its corpus and generated
//! events are rows of the conformance table (`conformance.rs`).

mod common;

#[test]
fn the_command_line_generates_checks_and_explains_2012_events() {
    let dir = std::env::temp_dir().join(format!("swissdesk-dutch2012-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let file = dir.join("event.trf");
    let run = common::swissdesk_ok;
    let path = file.to_string_lossy().into_owned();
    run(&["generate", "--dutch2012", "--players", "15", "--rounds", "5", "--seed", "3", "-o", &path]);
    let checked = run(&["check", "--dutch2012", &path]);
    assert!(checked.contains("5 of 5 rounds identical"), "{checked}");
    let explained = run(&["explain", "--dutch2012", "--round", "5", &path]);
    // The colours are explained by the 2012 articles (E.1–E.5).
    assert!(explained.contains("E."), "{explained}");
    let _ = std::fs::remove_dir_all(&dir);
}
