//! The Dutch 2012 engine (Istanbul text, `--dutch2012`) beyond the corpus:
//! generated tournaments re-pair identically, pass `check --dutch2012`,
//! and keep the absolute criteria B.1 and B.2 by a check written here from
//! the text, independent of the engine; the command line generates, checks
//! and explains 2012 events.

mod common;

use std::collections::{HashMap, HashSet};
use swissdesk::model::{Colour, Tournament};
use swissdesk::pairing::PairingInput;
use swissdesk::pairing::dutch::Dutch2012;
use swissdesk::pairing::{recorded_pairing, truncate_before};

/// B.1 and B.2 of the 2012 text on a recorded round, from the text alone.
fn assert_absolute_criteria(t: &Tournament, round: u32, context: &str) {
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let pairing = recorded_pairing(t, round);
    let by_tpn: HashMap<u32, &swissdesk::pairing::PlayerInput> =
        input.players.iter().map(|p| (p.tpn, p)).collect();
    let player = |tpn: u32| *by_tpn.get(&tpn).unwrap_or_else(|| panic!("{context}: unknown player {tpn}"));
    // A.10: top scorers have over 50% of the maximum possible score when
    // the last round is paired; the note to B.2 lets them (and, for
    // colours, their opponents) break B.2.
    let top_scorer = |tpn: u32| {
        round == t.settings.rounds_planned
            && 2 * player(tpn).score.tenths() > (round as i32 - 1) * input.scoring.win.tenths()
    };
    let mut seen = HashSet::new();
    for b in &pairing.boards {
        assert!(seen.insert(b.white) && seen.insert(b.black), "{context}: a player on two boards");
        // B.1.a: two players shall not meet more than once.
        assert!(
            !player(b.white).history.iter().any(|r| r.played_opponent() == Some(b.black)),
            "{context}: {} and {} meet again (B.1.a)",
            b.white,
            b.black
        );
        if top_scorer(b.white) || top_scorer(b.black) {
            continue;
        }
        // B.2: no two players with the same absolute preference meet, "therefore
        // no player's colour difference will become > +2 or < -2 nor a player
        // will receive the same colour three times in a row" (played games).
        for (tpn, colour) in [(b.white, Colour::White), (b.black, Colour::Black)] {
            common::assert_colour_limits(&player(tpn).history, colour, &format!("{context}: {tpn}"));
        }
    }
    if let Some(bye) = pairing.bye {
        assert!(seen.insert(bye), "{context}: the bye player also plays");
        // B.1.b: no bye for a player who already received a point or half
        // point without playing (a bye, or an opponent not appearing).
        let p = player(bye);
        let had = p
            .history
            .iter()
            .zip(&p.round_points)
            .any(|(r, points)| r.played_opponent().is_none() && points.tenths() > 0);
        assert!(!had, "{context}: {bye} gets a bye after scoring without playing (B.1.b)");
    }
    let to_pair: HashSet<u32> = input.players.iter().filter(|p| p.to_pair).map(|p| p.tpn).collect();
    assert_eq!(seen, to_pair, "{context}: not exactly the players to pair were paired");
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
