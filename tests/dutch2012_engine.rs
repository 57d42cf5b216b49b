//! The Dutch 2012 engine (Istanbul text, `--dutch2012`) beyond the corpus:
//! generated tournaments re-pair identically, pass `check --dutch2012`,
//! and keep the absolute criteria B.1 and B.2 by a check written here from
//! the text, independent of the engine; the command line generates, checks
//! and explains 2012 events.

mod common;

use swissdesk::model::Tournament;
use swissdesk::pairing::dutch::Dutch2012;

/// B.1 and B.2 of the 2012 text on a recorded round, from the text alone
/// (A.10: the top scorers of the last round are the players over 50 %).
fn assert_absolute_criteria(t: &Tournament, round: u32, context: &str) {
    // B.1.b: no bye for a player who already received a point or half
    // point without playing (a bye, or an opponent not appearing).
    common::assert_b1_b2(t, round, context, |p, _| {
        p.history
            .iter()
            .zip(&p.round_points)
            .any(|(r, points)| r.played_opponent().is_none() && points.tenths() > 0)
    });
}

#[test]
fn generated_2012_tournaments_pass_the_check() {
    let rounds_checked = common::for_each_generated_round(&Dutch2012, 200, 35, assert_absolute_criteria);
    println!("200 generated tournaments (2012 rules), {rounds_checked} rounds re-checked");
    assert!(rounds_checked >= 200 * 3);
}

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
