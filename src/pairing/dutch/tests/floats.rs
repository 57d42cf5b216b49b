//! Floats and PAB eligibility after unplayed rounds: 2017 A.4.b (any round
//! not played is a downfloat) and C.2 against 2026 1.4.3 (only a PAB, or an
//! unplayed round scoring more than a loss) and [C2].

use super::*;
use crate::model::Colour;
use crate::model::Colour::{Black, White};
use crate::pairing::history::Float;
use crate::pairing::history::{FloatRules, History};
use crate::pairing::system::{PairingSystem, Rule};
use crate::pairing::testing::*;

fn loss(p: u32, colour: Colour) -> Entry {
    outsider(p, colour, 0, Float::None)
}

#[test]
fn a4b_and_1_4_3_which_unplayed_rounds_are_downfloats_and_which_bar_the_pab() {
    // Round 1: 1 PAB, 2 half-point bye, 3 zero-point bye, 4 full-point bye,
    // 5 won by forfeit against 6, 7 absent.
    let event = Event::new(7).round(&[pab(1), half_bye(2), zero_bye(3), full_bye(4), Entry::Forfeit(5, 6)]);
    let input = event.input();
    let floats = |rules: FloatRules| -> Vec<Float> {
        let history = History::new(&input, rules);
        (1..=7).map(|tpn| history.of(tpn).map(|f| f.float_ago(2, 1)).unwrap_or(Float::None)).collect()
    };
    let eligible = |rules: FloatRules| -> Vec<bool> {
        let history = History::new(&input, rules);
        (1..=7).map(|tpn| history.of(tpn).is_some_and(|f| f.bye_eligible)).collect()
    };
    // A.4.b: "A player who, for whatever reason, does not play in a round,
    // also receives a downfloat."
    assert_eq!(floats(FloatRules::Any), [Float::Down; 7]);
    // 1.4.3: a PAB, or scoring more than a loss without playing: the PAB,
    // the half- and full-point byes and the forfeit win; not the zero-point
    // bye, the forfeit loss or the absence (1.4.4: nobody else floats).
    use Float::{Down, None};
    assert_eq!(floats(FloatRules::Rules2026), [Down, Down, None, Down, Down, None, None]);
    // C.2: not after a PAB or a forfeit win.
    assert_eq!(eligible(FloatRules::Any), [false, true, true, true, false, true, true]);
    // [C2]: not after a PAB, or after scoring a win's worth in one round
    // without playing (the full-point bye too; a half-point bye is less).
    assert_eq!(eligible(FloatRules::Rules2026), [false, true, true, false, false, true, true]);
}

#[test]
fn a4b_1_4_3_a_zero_point_bye_is_a_downfloat_only_in_2017() {
    // Round 3, top bracket {1, 2, 3} on 1 point: 1 W B (mild White), 2 B W
    // (mild Black), 3 won with White (strong Black) and was absent with a
    // zero-point bye in round 2. Below: 4 (B W, mild Black), 5 (W B, mild
    // White) on 0 points. 1-2 and 1-3 both grant every preference; one of
    // the top bracket floats.
    // 2017 (A.4.b): 3 downfloated in round 2, so 1-2 would float it again
    // (C.12): 1-3, and 2 meets 5 (4 would deny a preference), 4 gets the PAB.
    // 2026 (1.4.3): a zero-point bye is no float, so the first candidate
    // 1-2 stands; 3 meets 5 (preferences granted), 4 gets the PAB.
    let event = Event::new(5)
        .round(&[white(1), loss(2, Black), white(3), loss(4, Black), loss(5, White)])
        .round(&[loss(1, Black), white(2), zero_bye(3), loss(4, White), loss(5, Black)]);
    let pairing = pair_2017(&event);
    assert_eq!(boards(&pairing), set(&[(1, 3), (5, 2)]));
    assert_eq!(pairing.bye, Some(4));
    let pairing = pair_2026(&event);
    assert_eq!(boards(&pairing), set(&[(1, 2), (5, 3)]));
    assert_eq!(pairing.bye, Some(4));
}

/// `explain`'s "criteria given up" (C.14 / [C16]): a downfloat like the one
/// of two rounds before is reported, and not as one of the previous round.
#[test]
fn c14_c16_a_forced_downfloat_repeated_from_two_rounds_ago_is_given_up() {
    // 1 won all three games and downfloated in round 2 (against a lower
    // outsider), with no float in round 3; it leads alone with 3 points, 2
    // and 3 have 0. The top bracket {1} cannot pair, so 1 floats down
    // again in round 4: C.14 / [C16] is given up for 1, C.12 / [C14] is not
    // (no downfloat in round 3).
    let event = Event::new(3)
        .round(&[white(1), loss(2, Black), loss(3, White)])
        .round(&[outsider(1, Black, 10, Float::Down), loss(2, White), loss(3, Black)])
        .round(&[white(1), loss(2, Black), loss(3, White)]);
    let input = event.input();
    let first = input.players.iter().position(|p| p.tpn == 1).expect("player 1 is in the input");
    for (system, article) in [(&Dutch2017 as &dyn PairingSystem, "C.14"), (&Dutch2026, "[C16]")] {
        let traced = system.pair_traced(&input).unwrap_or_else(|e| panic!("{e}"));
        let given_up: Vec<Rule> = traced
            .brackets
            .iter()
            .flat_map(|b| &b.given_up)
            .filter(|g| g.players.contains(&first))
            .map(|g| g.rule)
            .collect();
        assert!(given_up.contains(&Rule::RepeatedDownfloatTwoRoundsAgo), "{system:?}: {given_up:?}");
        assert!(!given_up.contains(&Rule::RepeatedDownfloat), "{system:?}: {given_up:?}");
        assert_eq!(system.article(Rule::RepeatedDownfloatTwoRoundsAgo), Some(article));
    }
}
