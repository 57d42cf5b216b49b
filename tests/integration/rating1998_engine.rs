//! The 1998 engine ("Swiss system based on rating", `--rating1998`) on the
//! command line: it generates, checks and explains 1998 events. Its
//! generated events are a row of the conformance table (`conformance.rs`).

use crate::common;

#[test]
fn the_command_line_generates_checks_and_explains_1998_events() {
    let dir = common::scratch_dir("rating1998");
    let file = dir.path().join("event.trf");
    let run = common::swissdesk_ok;
    let path = file.to_string_lossy().into_owned();
    run(&["generate", "--rating1998", "--players", "15", "--rounds", "5", "--seed", "3", "-o", &path]);
    let checked = run(&["check", "--rating1998", &path]);
    assert!(checked.contains("5 of 5 rounds identical"), "{checked}");
    let explained = run(&["explain", "--rating1998", "--round", "5", &path]);
    // The procedure's steps, cited by article.
    assert!(explained.contains("C.3–C.5") && explained.contains("C.6"), "{explained}");
}
