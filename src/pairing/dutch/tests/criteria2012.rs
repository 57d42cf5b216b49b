//! Hand-made cases for the 2012 text's criteria B.1–B.6 and A.7.d, one per
//! criterion: each comment works the expected pairing out from the
//! Istanbul articles. Where the 2012 and 2017 texts order their criteria
//! differently, the case is built so that the two give different pairings,
//! and both are checked.

use super::pair_2017;
use super::rules2012::{explained, has_note, level};
use crate::model::Colour::{Black, White};
use crate::pairing::dutch::Dutch2012;
use crate::pairing::history::Float;
use crate::pairing::testing::*;

/// B.1.a: two players do not meet twice.
#[test]
fn b1a_players_who_met_are_not_paired_again() {
    // Round 1: 1 (W) drew with 3, 2 (W) drew with 4: all on ½; 1 and 2 want
    // Black, 3 and 4 White (A.7.b). Bracket {1, 2, 3, 4}: P0 = 2, X1 = 0
    // (A.8: W = B = 2). C.6: S1 = {1, 2}, S2 = {3, 4}: 1-3 breaks B.1.a,
    // so the candidate is not accepted; the transposition (D.1) 4, 3 gives
    // 1-4, 2-3, both granting both preferences: accepted. Colours E.1.
    let event = Event::new(4).round(&[Entry::Game(1, 3, 5), Entry::Game(2, 4, 5)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 1), (3, 2)]), "{pairing:?}");
}

/// B.1.b: a player who scored without playing gets no bye. The 2017 text
/// (C.2) bars only a PAB or a forfeit win, and there a half-point bye is
/// only a downfloat (A.4.b, C.14), which gives way to a colour preference:
/// the two texts pair this round differently.
#[test]
fn b1b_a_half_point_bye_bars_the_bye_in_2012_only() {
    // Round 3, all on 1 point. 1 drew W then B (mild White), 2 drew B then
    // W (mild Black); 3 took a half-point bye in round 1 and drew with
    // Black in round 2 (one game: a strong preference for White). The
    // arbiter forbids 2-3.
    // 2012: bracket {1, 2, 3}, the lowest: P0 = 1, W = 2, B = 1: X1 = 0
    // (A.8). C.6: S1 = {1}, S2 = {2, 3}: 1-2 grants both preferences but
    // leaves 3 for the bye, which B.1.b forbids absolutely; 1-3 denies a
    // preference (X = 0); the exchange S1 = {2} gives 2-1 again (2-3 is
    // forbidden). C.10.e raises X to 1: 1-3 is accepted and 2, who played
    // both rounds, gets the bye. 3 has the stronger preference (E.2): 3-1.
    // 2017: 1-2 grants both preferences (C.10, above C.14's downfloat of
    // two rounds before), and 3 may have the PAB (C.2): 1-2, E.1.
    let event = Event::new(3)
        .round(&[level(1, White, 5), level(2, Black, 5), half_bye(3)])
        .round(&[level(1, Black, 5), level(2, White, 5), level(3, Black, 5)])
        .forbid(2, 3);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(2));
    let pairing = pair_2017(&event);
    assert_eq!(boards(&pairing), set(&[(1, 2)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(3));
}

/// B.2 (absolute): two players with the same absolute preference do not
/// meet; they are moved down instead (C.1), although that costs a pair in
/// their bracket and a score difference.
#[test]
fn b2_two_absolute_preferences_for_the_same_colour_are_moved_down() {
    // Rounds 1-2 against outsiders: 1 and 2 won twice as White (W W:
    // absolute Black, A.7.a); 3 and 4 lost twice as Black (absolute White).
    // Round 3 of 9: nobody is a top scorer. Bracket 2 {1, 2}: 1 can meet
    // nobody there without breaking B.2, so C.1 moves it down, and 2 with
    // it (C.14.a: P1 = 0, the whole bracket moves down). Bracket 0
    // {1, 2 | 3, 4}: half came from above, so A.3 treats it as homogeneous:
    // S1 = {1, 2}, S2 = {3, 4}: 1-3, 2-4 grant every preference (E.1).
    let event = Event::new(4).round(&[white(1), white(2), level(3, Black, 0), level(4, Black, 0)]).round(&[
        white(1),
        white(2),
        level(3, Black, 0),
        level(4, Black, 0),
    ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (4, 2)]), "{pairing:?}");
}

/// A.7.d: in an odd round strong preferences count as absolute, so the
/// 2012 text (A.7.d dropped at C.10.f, after X is raised at C.10.e) takes
/// three pairs that deny a preference rather than one pair of two strong
/// preferences for the same colour. The 2017 text has no A.7.d: C.10 (one
/// preference denied) comes before C.11 (a strong one), and it takes the
/// single clash.
#[test]
fn a7d_in_odd_rounds_two_strong_preferences_for_one_colour_count_as_absolute() {
    // Round 3. 1 won as White in round 1 and was absent in round 2; 3 was
    // absent in round 1 and won as White in round 2: one game each, colour
    // difference +1, a strong preference for Black (A.7.b). 2 and 5 played
    // W B, 4 and 6 B W (mild preferences, A.7.c: 2 and 5 White, 4 and 6
    // Black). Everyone has 1 point. The arbiter forbids 1 and 3 to meet 2
    // or 5. Bracket {1, ..., 6}: P0 = 3; W = 2, B = 4, so X1 = P0 - W = 1
    // (A.8).
    // 2012: with A.7.d set (C.3.c), 1-3 is barred; 1 and 3 must then meet
    // 4 and 6 (both clash) and 2-5 clashes too: three pairs denying a
    // preference, more than X = 1, in every candidate. C.10.a-d change
    // nothing (no floaters); C.10.e raises X to 2, then 3, and C.6's first
    // candidate S1 = {1, 2, 3}, S2 = {4, 5, 6} is accepted: 1-4, 2-5, 3-6.
    // Colours: 1 and 3 have the stronger preference (E.2): 4-1, 6-3; 2-5
    // have the same preference and history: E.4, 2 White.
    // 2017: 1-3 with 2-6 and 4-5 denies one preference (C.10); 3↔4 is the
    // first exchange (D.2) that makes it: S1 = {1, 2, 4}, S2 = {3, 5, 6},
    // transposition 3, 6, 5. Colours: 1-3 equal (E.4: 1 Black), 2-6 and
    // 5-4 by E.1.
    let event = Event::new(6)
        .round(&[
            level(1, White, 10),
            level(2, White, 10),
            level(4, Black, 0),
            level(5, White, 0),
            level(6, Black, 10),
        ])
        .round(&[
            level(2, Black, 0),
            level(3, White, 10),
            level(4, White, 10),
            level(5, Black, 10),
            level(6, White, 0),
        ])
        .forbid(1, 2)
        .forbid(1, 5)
        .forbid(3, 2)
        .forbid(3, 5);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 1), (2, 5), (6, 3)]), "{pairing:?}");
    let steps = explained(&event);
    assert!(has_note(&steps, "C.2", "X1 = 1"), "{steps:?}");
    assert!(has_note(&steps, "C.10.e", "3"), "{steps:?}");
    assert!(!has_note(&steps, "C.10.f", ""), "{steps:?}");
    let pairing = pair_2017(&event);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 6), (5, 4)]), "{pairing:?}");
}

/// B.4 (X, C.10.e): as many players as possible get their preference.
#[test]
fn b4_the_transposition_that_grants_the_preferences_is_taken() {
    // Round 1: 1 and 3 won as White, 2 and 4 as Black: 1 and 3 want Black,
    // 2 and 4 White. Bracket {1, 2, 3, 4}: X1 = 0 (A.8: W = B = 2). C.6:
    // 1-3 denies a preference (more than X = 0); the transposition 4, 3
    // gives 1-4, 2-3, granting all: accepted (E.1).
    let event = Event::new(4).round(&[white(1), black(2), white(3), black(4)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 1), (2, 3)]), "{pairing:?}");
}

/// B.5 for downfloaters (C.3.e, dropped at C.10.d): the player moved down
/// is not one who was moved down in the previous round.
#[test]
fn b5_the_downfloater_of_the_previous_round_does_not_float_again() {
    // Round 3. 1 (W B), 2 and 3 (B W) won twice; 3's round-2 opponent had
    // a point less (3 floated down, A.4). 4 (W B), 5 (W B) and 6 (B W) have
    // 1 point. Preferences (A.7.c): 1, 4, 5 White; 2, 3, 6 Black.
    // Bracket 2 {1, 2, 3}: P0 = 1, X1 = 1 - W(1) = 0 (A.8). C.6: 1-2 grants
    // both but moves 3 down again: B.5 (set at C.3.e) rejects it. The
    // transposition 1-3 grants both and moves 2 down: accepted.
    // Bracket 1 {2 | 4, 5, 6}: heterogeneous; 2-4 grants both, remainder
    // 5-6 too. Colours by E.1.
    let event = Event::new(6)
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, White, 0),
            level(6, Black, 10),
        ])
        .round(&[
            level(1, Black, 10),
            level(2, White, 10),
            outsider(3, White, 10, Float::Down),
            level(4, Black, 0),
            level(5, Black, 10),
            level(6, White, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 3), (4, 2), (5, 6)]), "{pairing:?}");
}

/// B.6 for upfloaters (C.3.h, the first requirement dropped, C.10.a): the
/// moved-down player's opponent is not one who floated up two rounds
/// before.
#[test]
fn b6_the_upfloater_of_two_rounds_ago_does_not_float_up_again() {
    // Round 4. 1 won W B W (3 points, strong Black). 2, 3 (B W B, strong
    // White), 4, 5 (W B W, strong Black) have 2 points; 2 lost round 1 and
    // in round 2 beat an outsider one point higher (an upfloat, A.4). 6
    // lost B W B (0, strong White).
    // Bracket 3 {1} moves 1 down. Bracket 2 {1 | 2, 3, 4, 5}: heterogeneous
    // (A.3), P0 = 2, M1 = 1. C.6: S1 = {1}: 1-2 would float 2 up as two
    // rounds before (B.6 for upfloaters); 1-3 grants both preferences.
    // Remainder {2, 4, 5}: 2-4 grants both, 5 moves down. Bracket 0
    // {5 | 6}: 6-5. Colours by E.1.
    let event = Event::new(6)
        .round(&[
            level(1, White, 10),
            level(2, Black, 0),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, White, 10),
            level(6, Black, 0),
        ])
        .round(&[
            level(1, Black, 10),
            outsider(2, White, 10, Float::Up),
            level(3, White, 0),
            level(4, Black, 0),
            level(5, Black, 0),
            level(6, White, 0),
        ])
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, White, 10),
            level(6, Black, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 4), (6, 5)]), "{pairing:?}");
}
