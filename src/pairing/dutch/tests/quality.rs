//! The quality criteria where the two texts agree: 2017 C.5–C.19 and 2026
//! [C6]–[C21] (2026 numbers one higher up to [C8], two higher from C.8 on).
//! Each case is built so that the criterion under test is the one that
//! decides, and the earlier-generated candidate is the worse one, so an
//! engine that ignored the criterion would pair differently.

use super::*;
use crate::model::Colour;
use crate::model::Colour::{Black, White};
use crate::pairing::history::Float;
use crate::pairing::testing::*;
use std::collections::BTreeSet;

fn loss(p: u32, colour: Colour) -> Entry {
    outsider(p, colour, 0, Float::None)
}

fn assert_both(event: &Event, expected: &[(u32, u32)], check: fn(&Pairing) -> BTreeSet<(u32, u32)>) {
    for (edition, pairing) in [("2017", pair_2017(event)), ("2026", pair_2026(event))] {
        assert_eq!(check(&pairing), set(expected), "{edition}: {pairing:?}");
    }
}

/// C.5 / [C6]: maximise the number of pairs.
#[test]
fn c5_c6_the_most_pairs_even_against_every_colour_preference() {
    // Round 1: 1 W, 2 B, 3 W, 4 B won; 5 B, 6 W, 7 B, 8 W lost. So 1 and 3
    // want Black, 2 and 4 White (strong preferences, A.6.b / 1.7.2).
    // The arbiter forbids 1-2, 2-3 and 3-4. In the top bracket {1, 2, 3, 4}
    // the only candidate with two pairs is 1-3, 2-4: both pairs deny a
    // preference, while 1-4 alone would grant both; C.5 / [C6] comes first.
    // Colours: 1-3 and 2-4 have equal preferences and histories (E.3 / 5.2.3
    // finds no difference), so the higher-ranked gets its preference (E.4 /
    // 5.2.4): 1 Black, 2 White.
    // Bottom bracket {5, 6, 7, 8}: 5-7, 6-8 deny two preferences; the next
    // transposition 5-8, 6-7 grants all (perfect): 5 White, 7 White (E.1).
    let event = Event::new(8)
        .round(&[won(1, 5), lost(6, 2), won(3, 7), lost(8, 4)])
        .forbid(1, 2)
        .forbid(2, 3)
        .forbid(3, 4);
    assert_both(&event, &[(3, 1), (2, 4), (5, 8), (7, 6)], boards);
}

/// C.6 (PSD, A.8) / [C7] (the scores of the downfloaters).
#[test]
fn c6_c7_the_higher_moved_down_player_is_the_one_paired() {
    // Scores from byes: 1: 1.5, 2: 1, 3, 4, 5: ½, 6, 7: 0. 1-2 is
    // forbidden, so 1 and 2 both come down to the ½ bracket, where both can
    // meet only 3 (the arbiter forbids 1-4, 1-5, 2-4, 2-5). Two pairs at
    // most: one MDP with 3, and 4-5.
    //   1-3, 4-5, 2 floats: PSD {1.5 (2's float), 1, 0}; downfloater score 1.
    //   2-3, 4-5, 1 floats: PSD {2 (1's float), 0.5, 0}; downfloater score 1.5.
    // C.6 / [C7] take the first. In the last bracket the MDP 2 meets 6 (the
    // first of S2) and 7 gets the PAB.
    let event = super::two_moved_down_players_who_can_meet_only_3();
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(pairs(&pairing), set(&[(1, 3), (4, 5), (2, 6)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(7));
    }
}

/// C.7 / [C8]: choose the downfloaters so that the next bracket pairs best.
#[test]
fn c7_c8_the_downfloater_is_one_the_next_bracket_can_pair() {
    // Scores from round-1 byes: 1, 2, 3: 1; 4, 5, 6: ½; 7, 8, 9: 0. The
    // arbiter forbids 3-5, 3-6 and 5-6. The top bracket {1, 2, 3} floats
    // one player. With 1-2 (the first candidate) 3 comes down, and the ½
    // bracket {3 | 4, 5, 6} makes one pair (3-4; 5-6 is forbidden). With
    // 1-3, 2 comes down and {2 | 4, 5, 6} makes two (2-5, 4-6): C.7 / [C8]
    // take 1-3. The round can be completed either way (5 and 6 would pair
    // with 7 and 8), so this is not C.4 / [C4] at work.
    // In {2 | 4, 5, 6}, 2-4 would leave 5-6: 2-5 is the first candidate
    // with two pairs (C.5 / [C6]). Last bracket: 7-8, 9 gets the PAB.
    let event = Event::new(9)
        .round(&[
            full_bye(1),
            full_bye(2),
            full_bye(3),
            half_bye(4),
            half_bye(5),
            half_bye(6),
            zero_bye(7),
            zero_bye(8),
            zero_bye(9),
        ])
        .forbid(3, 5)
        .forbid(3, 6)
        .forbid(5, 6);
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(pairs(&pairing), set(&[(1, 3), (2, 5), (4, 6), (7, 8)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(9));
    }
}

/// C.8 / [C10]: topscorers (and their opponents) beyond a colour difference of 2.
#[test]
fn c8_c10_no_topscorer_goes_beyond_a_colour_difference_of_two() {
    // Final round (5 of 5); all four won every game, so all are topscorers
    // (A.7 / 1.8) and may meet despite absolute preferences (C.3 / [C3]).
    // 1 and 3: W W B W, colour difference +2, absolute Black. 2 and 4:
    // B W B W, mild Black. The first candidate 1-3, 2-4 gives 1 or 3 White
    // (difference +3: C.8 / [C10]); 1-4, 2-3 gives nobody that, and denies
    // as many preferences (two). Colours: 1 and 3 get Black (E.2 / 5.2.2,
    // the stronger preference).
    let event = Event::new(4)
        .total_rounds(5)
        .round(&[white(1), black(2), white(3), black(4)])
        .round(&[white(1), white(2), white(3), white(4)])
        .round(&[black(1), black(2), black(3), black(4)])
        .round(&[white(1), white(2), white(3), white(4)]);
    assert_both(&event, &[(4, 1), (2, 3)], boards);
}

/// C.9 / [C11]: topscorers (and their opponents) with a colour three times in a row.
#[test]
fn c9_c11_no_topscorer_gets_a_colour_three_times_in_a_row() {
    // Final round (4 of 4); all won every game (topscorers). 1 and 3: B W W,
    // absolute Black (the last two White); 2 and 4: W B W, strong Black.
    // 1-3, 2-4 gives 1 or 3 White a third time in a row (C.9 / [C11]) and
    // denies two preferences, one strong. 1-4, 2-3 denies two strong
    // preferences (C.10, C.11 worse) but nobody gets three in a row: C.9
    // comes first. Colours: the absolute preferences win (E.2 / 5.2.2).
    let event = Event::new(4)
        .total_rounds(4)
        .round(&[black(1), white(2), black(3), white(4)])
        .round(&[white(1), black(2), white(3), black(4)])
        .round(&[white(1), white(2), white(3), white(4)]);
    assert_both(&event, &[(4, 1), (2, 3)], boards);
}

/// C.10 / [C12]: players who do not get their colour preference.
#[test]
fn c10_c12_colour_preferences_are_granted() {
    // 1 and 3: W B (mild White); 2 and 4: B W (mild Black). The first
    // candidate 1-3, 2-4 denies two preferences; the transposition 1-4, 2-3
    // grants all (E.1 / 5.2.1).
    let event = Event::new(4).round(&[white(1), black(2), white(3), black(4)]).round(&[
        black(1),
        white(2),
        black(3),
        white(4),
    ]);
    assert_both(&event, &[(1, 4), (3, 2)], boards);
}

/// C.11 / [C13]: players who do not get a strong colour preference.
#[test]
fn c11_c13_a_mild_preference_gives_way_to_a_strong_one() {
    // All on 1 point. 1 and 3 played once, with Black: strong White. 2: B W
    // (mild Black); 4: W B (mild White).
    //   1-3, 2-4: one strong preference denied (1 or 3).
    //   1-4, 2-3: one mild preference denied (4 gets Black, E.2 / 5.2.2).
    // Both deny one preference (C.10 / [C12] equal); C.11 / [C13] takes
    // the second.
    let event = Event::new(4).round(&[full_bye(1), loss(2, Black), loss(3, Black), loss(4, White)]).round(&[
        loss(1, Black),
        white(2),
        full_bye(3),
        black(4),
    ]);
    assert_both(&event, &[(1, 4), (3, 2)], boards);
}

/// C.12 / [C14]: a downfloat again after one in the previous round.
#[test]
fn c12_c14_the_downfloater_of_last_round_does_not_float_again() {
    // 1, 2, 3 won both games (W B, mild White); 3 downfloated in round 2
    // (it met a lower score). 4 and 5 lost both (B W, mild Black). The top
    // bracket {1, 2, 3} floats one: the first candidate 1-2 floats 3 again;
    // 1-3 floats 2 instead, equal on everything above C.12 / [C14]. 2 then
    // meets 4 (first of S2, preferences granted) and 5 gets the PAB. (The
    // lower C.16 / [C18] point the same way: with one floater, the fewer
    // repeated downfloats, the fewer score differences to count.)
    let event = Event::new(5)
        .round(&[white(1), white(2), white(3), loss(4, Black), loss(5, Black)])
        .round(&[black(1), black(2), outsider(3, Black, 10, Float::Down), loss(4, White), loss(5, White)]);
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(pairs(&pairing), set(&[(1, 3), (2, 4)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(5));
    }
}

/// C.13 / [C15]: an upfloat again after one in the previous round.
#[test]
fn c13_c15_the_upfloater_of_last_round_does_not_float_up_again() {
    // 1 (2 points, W B) comes down alone to {2, 3, 4} (1 point). 2 upfloated
    // in round 2. 2 and 3: B W (mild Black); 4: W B (mild White).
    //   1-2, 3-4: every preference granted, but 2 floats up again.
    //   1-3, 2-4: every preference granted, no repeated upfloat.
    let event = Event::new(4).round(&[white(1), loss(2, Black), black(3), loss(4, White)]).round(&[
        black(1),
        outsider(2, White, 10, Float::Up),
        loss(3, White),
        black(4),
    ]);
    assert_both(&event, &[(1, 3), (4, 2)], boards);
}

/// C.14 / [C16]: a downfloat again after one two rounds before.
#[test]
fn c14_c16_the_downfloater_of_two_rounds_ago_does_not_float_again() {
    // As the C.12 case, with the downfloat of 3 in round 2 and round 4 to
    // pair: 1, 2, 3 won all three games (W B W, strong Black), 4 and 5 lost
    // all (B W B, strong White). 1-3 floats 2 instead of 3.
    let event = Event::new(5)
        .round(&[white(1), white(2), white(3), loss(4, Black), loss(5, Black)])
        .round(&[black(1), black(2), outsider(3, Black, 10, Float::Down), loss(4, White), loss(5, White)])
        .round(&[white(1), white(2), white(3), loss(4, Black), loss(5, Black)]);
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(pairs(&pairing), set(&[(1, 3), (2, 4)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(5));
    }
}

/// C.15 / [C17]: an upfloat again after one two rounds before.
#[test]
fn c15_c17_the_upfloater_of_two_rounds_ago_does_not_float_up_again() {
    // 1 (3 points, W B W: strong Black) comes down to {2, 3, 4} (2 points).
    // 2 upfloated in round 2. 2 and 3: B W B (strong White); 4: W B W
    // (strong Black). 1-2, 3-4 grants every preference but 2 floats up
    // again; 1-3, 2-4 grants every preference too.
    let event = Event::new(4)
        .round(&[white(1), loss(2, Black), black(3), loss(4, White)])
        .round(&[black(1), outsider(2, White, 10, Float::Up), loss(3, White), black(4)])
        .round(&[white(1), black(2), black(3), white(4)]);
    assert_both(&event, &[(3, 1), (2, 4)], boards);
}

/// C.16 / [C18]: the score differences of repeated downfloaters.
#[test]
fn c16_c18_the_repeated_downfloater_is_paired_rather_than_floated() {
    // 1 and 2 won both games (W B, mild White); 2 downfloated in round 2.
    // The arbiter forbids 1-2, so both come down to {3} (1 point, B W:
    // mild Black). 1-3 or 2-3: the other floats to the last bracket. Both
    // give the same PSD, pairs, colours; 2 gets a downfloat again either
    // way (C.12 / [C14] equal). Paired with 3 its score difference is 1,
    // floating on it is 2: C.16 / [C18] pair 2-3. 1 meets 4 and 5 gets the
    // PAB.
    let event = Event::new(5)
        .round(&[white(1), white(2), black(3), loss(4, Black), loss(5, Black)])
        .round(&[
            black(1),
            outsider(2, Black, 10, Float::Down),
            loss(3, White),
            loss(4, White),
            loss(5, White),
        ])
        .forbid(1, 2);
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(boards(&pairing), set(&[(2, 3), (1, 4)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(5));
    }
}

/// C.17 / [C19]: the score differences of repeated upfloaters.
#[test]
fn c17_c19_a_repeated_upfloat_is_the_smallest_possible() {
    // 1 (3 points), 2 (2 points) and 3, 4, 5, 6 (1 point). 1-2 is
    // forbidden, so both come down to the 1-point bracket. 3 upfloated in
    // round 3 and may only meet 1 or 2 (the arbiter forbids 3-4, 3-5, 3-6),
    // so it floats up again whatever happens (C.13 / [C15] equal). With 1
    // the difference is 2, with 2 it is 1: C.17 / [C19] pair 2-3. The
    // first candidate with 2-3 is 1-4, 2-3, then 5-6.
    // Colours: 1 and 2 W B W (strong Black), 3-6 B W B (strong White);
    // 5-6 have equal histories, so 5 gets White (E.4 / 5.2.4).
    let event = Event::new(6)
        .round(&[white(1), white(2), loss(3, Black), black(4), black(5), black(6)])
        .round(&[black(1), black(2), loss(3, White), loss(4, White), loss(5, White), loss(6, White)])
        .round(&[
            white(1),
            loss(2, White),
            outsider(3, Black, 10, Float::Up),
            loss(4, Black),
            loss(5, Black),
            loss(6, Black),
        ])
        .forbid(1, 2)
        .forbid(3, 4)
        .forbid(3, 5)
        .forbid(3, 6);
    assert_both(&event, &[(4, 1), (3, 2), (5, 6)], boards);
}

/// C.18 / [C20]: the score differences of downfloaters of two rounds before.
#[test]
fn c18_c20_the_downfloater_of_two_rounds_ago_is_paired_rather_than_floated() {
    // As the C.16 case one round later: 1 and 2 won all three games
    // (W B W, strong Black), 2 downfloated in round 2; 3 (2 points, B W B,
    // strong White); 4 and 5 lost all. 1-2 forbidden. 2-3 pairs the
    // repeated downfloater with a difference of 1 instead of floating it.
    let event = Event::new(5)
        .round(&[white(1), white(2), black(3), loss(4, Black), loss(5, Black)])
        .round(&[black(1), outsider(2, Black, 10, Float::Down), white(3), loss(4, White), loss(5, White)])
        .round(&[white(1), white(2), loss(3, Black), loss(4, Black), loss(5, Black)])
        .forbid(1, 2);
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(boards(&pairing), set(&[(3, 2), (4, 1)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(5));
    }
}

/// C.19 / [C21]: the score differences of upfloaters of two rounds before.
#[test]
fn c19_c21_an_upfloat_repeated_from_two_rounds_ago_is_the_smallest_possible() {
    // As the C.17 case with the upfloat of 3 in round 2 instead of round 3.
    let event = Event::new(6)
        .round(&[white(1), white(2), loss(3, Black), black(4), black(5), black(6)])
        .round(&[
            black(1),
            black(2),
            outsider(3, White, 10, Float::Up),
            loss(4, White),
            loss(5, White),
            loss(6, White),
        ])
        .round(&[white(1), loss(2, White), loss(3, Black), loss(4, Black), loss(5, Black), loss(6, Black)])
        .forbid(1, 2)
        .forbid(3, 4)
        .forbid(3, 5)
        .forbid(3, 6);
    assert_both(&event, &[(4, 1), (3, 2), (5, 6)], boards);
}
