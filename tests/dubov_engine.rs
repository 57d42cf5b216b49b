//! The Dubov engines beyond the corpus: generated tournaments re-check, and
//! no round breaks the absolute criteria, checked here from the recorded
//! games without the engine's own code.

use std::collections::HashSet;
use swissdesk::generator;
use swissdesk::model::{ByeKind, Colour, Tournament};
use swissdesk::pairing::checker;
use swissdesk::pairing::dubov::Dubov2026;
use swissdesk::pairing::{PairingInput, PairingSystem, PastRound};
use swissdesk::pairing::{recorded_pairing, same_pairing, truncate_before};

/// The colour a player must get, if any, read from the played games only:
/// a colour difference beyond ±1, or the same colour in the last two
/// played games (Dubov 2026 1.6.1).
fn absolute_need(history: &[PastRound]) -> Option<Colour> {
    let colours: Vec<Colour> = history.iter().filter_map(|r| r.played_colour()).collect();
    let difference: i32 = colours.iter().map(|&c| if c == Colour::White { 1 } else { -1 }).sum();
    if difference > 1 {
        return Some(Colour::Black);
    }
    if difference < -1 {
        return Some(Colour::White);
    }
    match colours.as_slice() {
        [.., a, b] if a == b => Some(a.opposite()),
        _ => None,
    }
}

/// [C1]–[C3] of the 2026 text on a recorded round: nobody plays twice in
/// it, no rematch of a played game, no pairing-allocated bye after a PAB
/// or after a round scored a win's worth without playing, no two players
/// with the same absolute colour preference on one board, and exactly the
/// players to pair are paired.
fn assert_absolute_criteria(t: &Tournament, round: u32, context: &str) {
    let input = PairingInput::from_tournament(&truncate_before(t, round), round);
    let pairing = recorded_pairing(t, round);
    let player =
        |tpn: u32| input.players.iter().find(|p| p.tpn == tpn).unwrap_or_else(|| panic!("{context}"));
    let mut seen = HashSet::new();
    for b in &pairing.boards {
        assert!(seen.insert(b.white) && seen.insert(b.black), "{context}: a player on two boards");
        let (white, black) = (player(b.white), player(b.black));
        assert!(
            !white.history.iter().any(|r| r.played_opponent() == Some(b.black)),
            "{context}: {} and {} meet again ([C1])",
            b.white,
            b.black
        );
        let (need_w, need_b) = (absolute_need(&white.history), absolute_need(&black.history));
        assert!(
            need_w.is_none() || need_w != need_b,
            "{context}: {} and {} both must have {:?} ([C3])",
            b.white,
            b.black,
            need_w
        );
    }
    if let Some(bye) = pairing.bye {
        assert!(seen.insert(bye), "{context}: the bye player also plays");
        let p = player(bye);
        let had = p.history.iter().zip(&p.round_points).any(|(r, &points)| match r {
            PastRound::Bye(ByeKind::PairingAllocated) => true,
            PastRound::Played { .. } => false,
            _ => points >= input.scoring.win,
        });
        assert!(!had, "{context}: {bye} gets the PAB after a PAB or a win without playing ([C2])");
    }
    let to_pair: HashSet<u32> = input.players.iter().filter(|p| p.to_pair).map(|p| p.tpn).collect();
    assert_eq!(seen, to_pair, "{context}: not exactly the players to pair were paired");
}

/// Generates `count` small tournaments with `system`, checks every round's
/// absolute criteria, and re-pairs it from the rounds before.
fn generated_tournaments_pass_the_check(system: &dyn PairingSystem, count: u64) -> usize {
    let mut rounds_checked = 0;
    for seed in 0..count {
        let players = 6 + (seed * 7 % 35) as u32;
        let rounds = 3 + (seed % 7) as u32;
        let t =
            generator::generate(system, players, rounds, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        // Through TRF text, as another program would receive it.
        let text = swissdesk::trf::write(&t);
        let t = swissdesk::trf::parse(&text, "generated.trf").unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        for round in 1..=t.rounds_paired() {
            let context = format!("seed {seed} ({players} players) round {round}");
            assert_absolute_criteria(&t, round, &context);
            let input = PairingInput::from_tournament(&truncate_before(&t, round), round);
            let again = system.pair(&input).unwrap_or_else(|e| panic!("{context}: {e}"));
            let recorded = recorded_pairing(&t, round);
            assert!(same_pairing(&again, &recorded), "{context}: re-pairing differs");
            // What `check` reports on the round: no absolute finding.
            let findings =
                checker::check(system, &input, &recorded).unwrap_or_else(|e| panic!("{context}: {e}"));
            assert!(!checker::has_absolute(&findings), "{context}: {findings:?}");
            rounds_checked += 1;
        }
    }
    rounds_checked
}

#[test]
fn generated_2026_tournaments_keep_the_absolute_criteria_and_re_pair_the_same() {
    let rounds = generated_tournaments_pass_the_check(&Dubov2026, 200);
    println!("200 generated tournaments (Dubov 2026), {rounds} rounds checked");
    assert!(rounds >= 600, "only {rounds} rounds generated");
}
