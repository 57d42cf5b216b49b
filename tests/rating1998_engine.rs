//! The 1998 engine ("Swiss system based on rating", `--rating1998`) on
//! generated tournaments: every round re-pairs identically, passes
//! `check --rating1998`, and keeps the absolute criteria B.1 and B.2 by a
//! check written here from the text, independent of the engine.

mod common;

use std::collections::{HashMap, HashSet};
use swissdesk::model::{ByeKind, Colour, Tournament};
use swissdesk::pairing::rating1998::Rating1998;
use swissdesk::pairing::{PairingInput, PastRound};
use swissdesk::pairing::{recorded_pairing, truncate_before};

/// B.1 and B.2 on a recorded round, from the text alone.
fn assert_absolute_criteria(t: &Tournament, round: u32, context: &str) {
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let pairing = recorded_pairing(t, round);
    let by_tpn: HashMap<u32, &swissdesk::pairing::PlayerInput> =
        input.players.iter().map(|p| (p.tpn, p)).collect();
    let player = |tpn: u32| *by_tpn.get(&tpn).unwrap_or_else(|| panic!("{context}: unknown player {tpn}"));
    let mut seen = HashSet::new();
    // Note to B: B.2 does not apply when pairing players with a score of
    // over 50% in the last round.
    let over_half = |tpn: u32| {
        round == t.settings.rounds_planned
            && 2 * player(tpn).score.tenths() > (round as i32 - 1) * input.scoring.win.tenths()
    };
    for b in &pairing.boards {
        assert!(seen.insert(b.white) && seen.insert(b.black), "{context}: a player on two boards");
        // B.1a (F.2: games not played do not count).
        assert!(
            !player(b.white).history.iter().any(|r| r.played_opponent() == Some(b.black)),
            "{context}: {} and {} meet again (B.1a)",
            b.white,
            b.black
        );
        if over_half(b.white) || over_half(b.black) {
            continue;
        }
        // B.2 on the colours after this round (F.2: played games only).
        for (tpn, colour) in [(b.white, Colour::White), (b.black, Colour::Black)] {
            common::assert_colour_limits(&player(tpn).history, colour, &format!("{context}: {tpn}"));
        }
    }
    if let Some(bye) = pairing.bye {
        assert!(seen.insert(bye), "{context}: the bye player also plays");
        // B.1b: no bye after a point without playing (bye or forfeit win).
        let p = player(bye);
        let had = p.history.iter().zip(&p.round_points).any(|(r, points)| match r {
            PastRound::Bye(ByeKind::PairingAllocated) => true,
            PastRound::Forfeit { won: true, .. } => true,
            PastRound::Bye(_) => *points >= input.scoring.win,
            _ => false,
        });
        assert!(!had, "{context}: {bye} gets a bye after a point without playing (B.1b)");
    }
    let to_pair: HashSet<u32> = input.players.iter().filter(|p| p.to_pair).map(|p| p.tpn).collect();
    assert_eq!(seen, to_pair, "{context}: not exactly the players to pair were paired");
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
