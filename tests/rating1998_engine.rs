//! The 1998 engine ("Swiss system based on rating", `--rating1998`) on
//! generated tournaments: every round re-pairs identically, passes
//! `check --rating1998`, and keeps the absolute criteria B.1 and B.2 by a
//! check written here from the text, independent of the engine.

mod common;

use swissdesk::model::{ByeKind, Tournament};
use swissdesk::pairing::PastRound;
use swissdesk::pairing::rating1998::Rating1998;

/// B.1 and B.2 on a recorded round, from the text alone (F.2: games not
/// played do not count).
fn assert_absolute_criteria(t: &Tournament, round: u32, context: &str) {
    // B.1b: no bye after a point without playing (bye or forfeit win).
    common::assert_b1_b2(t, round, context, |p, input| {
        p.history.iter().zip(&p.round_points).any(|(r, points)| match r {
            PastRound::Bye(ByeKind::PairingAllocated) => true,
            PastRound::Forfeit { won: true, .. } => true,
            PastRound::Bye(_) => *points >= input.scoring.win,
            _ => false,
        })
    });
}

#[test]
fn generated_1998_tournaments_pass_the_check() {
    let rounds_checked = common::for_each_generated_round(&Rating1998, 200, 29, assert_absolute_criteria);
    println!("200 generated tournaments (1998 rules), {rounds_checked} rounds re-checked");
    assert!(rounds_checked >= 200 * 3);
}

#[test]
fn the_command_line_generates_checks_and_explains_1998_events() {
    let dir = std::env::temp_dir().join(format!("swissdesk-rating1998-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let file = dir.join("event.trf");
    let run = common::swissdesk_ok;
    let path = file.to_string_lossy().into_owned();
    run(&["generate", "--rating1998", "--players", "15", "--rounds", "5", "--seed", "3", "-o", &path]);
    let checked = run(&["check", "--rating1998", &path]);
    assert!(checked.contains("5 of 5 rounds identical"), "{checked}");
    let explained = run(&["explain", "--rating1998", "--round", "5", &path]);
    // The procedure's steps, cited by article.
    assert!(explained.contains("C.3–C.5") && explained.contains("C.6"), "{explained}");
}
