//! The 1997 text, chapter by chapter. Players are rated 2600 − 10·TPN;
//! an outsider (a game that sets colours and scores without making two
//! players of the event meet) is rated 1000. Each expected pairing is
//! worked out from the text in the comment.

use crate::model::Colour::{Black, White};
use crate::pairing::dubov::Dubov1997;
use crate::pairing::dubov::facts::ExactAro;
use crate::pairing::history::Float;
use crate::pairing::testing::*;

#[test]
fn round_one_pairs_the_halves_and_alternates_the_drawn_colour() {
    // 5: 1-3 against 4-6 row by row: 1-4, 2-5, 3-6. The first pair takes
    // the colour drawn (White to the upper player), odd-numbered pairs the
    // same, even-numbered pairs the other: 1 W, 5 W, 3 W.
    assert_eq!(boards(&Event::new(6).pair(&Dubov1997)), set(&[(1, 4), (5, 2), (3, 6)]));
    // Black drawn: everything turns.
    let event = Event::new(6).initial_colour(Black);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(4, 1), (2, 5), (6, 3)]));
    // 5: an odd number: the last player gets the bye, the others as above.
    let pairing = Event::new(7).pair(&Dubov1997);
    assert_eq!(pairing.bye, Some(7));
    assert_eq!(boards(&pairing), set(&[(1, 4), (5, 2), (3, 6)]));
}

#[test]
fn the_white_with_the_lowest_aro_meets_the_highest_rated_black() {
    // Round 1: 1-5, 6-2, 3-7, 8-4, the higher rated win. Score group 1 =
    // {1, 2, 3, 4}. 1: 1 and 3 had White (due Black), 2 and 4 Black (due
    // White). 6.2: Whites by ascending ARO: 4 (R(8) = 2520), 2 (2540);
    // Blacks by descending R: 1, 3. Rows: 4-1, 2-3, none met before. 3:
    // both due colours granted. Score group 0: Whites 7 (ARO 2570), 5
    // (2590); Blacks 6 (2540), 8 (2520): 7-6, 5-8.
    let event = Event::new(8).round(&[won(1, 5), lost(6, 2), won(3, 7), lost(8, 4)]);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(4, 1), (2, 3), (7, 6), (5, 8)]));
}

#[test]
fn a_rematch_in_the_last_row_changes_the_row_above() {
    // Round 1 drawn: 4 (White) - 3; 2 had Black and 1 White against
    // outsiders. One group: due White 2 (ARO 1000) and 3 (ARO R(4) =
    // 2560); due Black 1 and 4. 6.2: Whites 2, 3; Blacks 1 (2590), 4
    // (2560). Rows 2-1, 3-4; 3 met 4 in the last row, so (6.3) the last
    // but one row changes: 2-4, and 3-1. Colours: due colours.
    let event = Event::new(4).round(&[
        Entry::Game(4, 3, 5),
        outsider(2, Black, 5, Float::None),
        outsider(1, White, 5, Float::None),
    ]);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(2, 4), (3, 1)]));
}

#[test]
fn the_bye_goes_to_the_lowest_rating_of_the_lowest_score_group() {
    // 4: after 1-3 (1 wins), 4-2 (2 wins) and a zero-point bye for 5, the
    // lowest group is {3, 4, 5}; the lowest R there is 5's (2550). A
    // zero-point bye is no point without playing (2.2).
    let event = Event::new(5).round(&[won(1, 3), lost(4, 2), zero_bye(5)]);
    assert_eq!(event.pair(&Dubov1997).bye, Some(5));
}

#[test]
fn no_bye_after_a_point_without_playing_and_white_to_the_lower_rating() {
    // 2.2: after round 1 (1 beat 2, PAB 3) and round 2 (1 beat 3, PAB 2),
    // the lowest group {2, 3} (1 point each) had points without playing;
    // the bye goes up to 1 (2 points), and 2-3 have not met. 3: both are
    // due White (one Black game each); equal colour counts; no round in
    // which both played; equal ARO (both met 1): White to the lower R, 3.
    let event = Event::new(3).round(&[won(1, 2), pab(3)]).round(&[won(1, 3), pab(2)]);
    let pairing = event.pair(&Dubov1997);
    assert_eq!(pairing.bye, Some(1));
    assert_eq!(boards(&pairing), set(&[(3, 2)]));
}

#[test]
fn whites_in_excess_with_the_lowest_aro_move_to_the_black_group() {
    // All four drew with Black against outsiders: all due White, ARO 1000.
    // 7.3: Whites exceed Blacks by 4 = 2n, so 2 Whites move: equal ARO,
    // the higher R first: 1 and 2. 6.2: Whites 4, 3 (equal ARO, lower R
    // first), Blacks 1, 2: 4-1, 3-2. 3: both due White, equal counts, the
    // same colours every round, equal ARO: White to the lower R (4, 3).
    let event = Event::new(4).round(&[
        outsider(1, Black, 5, Float::None),
        outsider(2, Black, 5, Float::None),
        outsider(3, Black, 5, Float::None),
        outsider(4, Black, 5, Float::None),
    ]);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(4, 1), (3, 2)]));
}

#[test]
fn blacks_in_excess_with_the_highest_aro_move_to_the_white_group() {
    // All four drew with White against outsiders: all due Black, ARO
    // 1000. 7.4: n = 2 Blacks move, the highest ARO first (all equal),
    // then the lower R: 4 and 3. Whites 4, 3; Blacks 1, 2: 4-1, 3-2;
    // 3: White to the lower R.
    let event = Event::new(4).round(&[
        outsider(1, White, 5, Float::None),
        outsider(2, White, 5, Float::None),
        outsider(3, White, 5, Float::None),
        outsider(4, White, 5, Float::None),
    ]);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(4, 1), (3, 2)]));
}

#[test]
fn a_white_who_must_have_white_is_not_moved_to_the_black_group() {
    // Two rounds of draws against outsiders: 1 had Black twice (must have
    // White: 2.4), 2, 3, 4 had White then Black (due White). 7.3 moves 2
    // Whites, the highest R first at equal ARO, but 2.6 keeps 1: 2 and 3
    // move. Whites 4, 1 (lower R first); Blacks 2, 3: 4-2, 1-3. 3: 4 and
    // 2 alike in everything: White to the lower R, 4; 1 must have White.
    let event = Event::new(4)
        .round(&[
            outsider(1, Black, 5, Float::None),
            outsider(2, White, 5, Float::None),
            outsider(3, White, 5, Float::None),
            outsider(4, White, 5, Float::None),
        ])
        .round(&[
            outsider(1, Black, 5, Float::None),
            outsider(2, Black, 5, Float::None),
            outsider(3, Black, 5, Float::None),
            outsider(4, Black, 5, Float::None),
        ]);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(4, 2), (1, 3)]));
}

#[test]
fn a_player_who_met_his_whole_group_gets_an_opponent_from_below() {
    // Round 1: 1-2 and 3-4 drawn; round 2: 3 (White) lost to 1, 2 (White)
    // beat 4. Top group {1, 2} (1.5): they met. 7.1 for 1 (the higher R):
    // from the next group {3, 4}: 3 (due Black, opposite to 1's White)
    // met 1, so 4 (never met 1). Then 2 has nobody left in his group: 7.1
    // brings 3 (not met). Colours: 4 must have White (Black twice; 2.4),
    // 3 must have Black (White twice): 4-1, 2-3.
    let event =
        Event::new(4).round(&[Entry::Game(1, 2, 5), Entry::Game(3, 4, 5)]).round(&[lost(3, 1), won(2, 4)]);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(4, 1), (2, 3)]));
}

#[test]
fn an_odd_group_takes_a_player_due_the_other_colour_from_below() {
    // Round 1: 1-4, 2-5, 3-6, White wins. Top group {1, 2, 3}, all due
    // Black (the dominating colour). 7.2: from {4, 5, 6} (all due White),
    // the highest R who has not met all of them: 4. Then Blacks exceed by
    // 2: 7.4 moves the Black with the highest ARO, 1 (ARO 2560). Whites 1
    // (2560), 4 (2590); Blacks 2, 3: 1-2, 4-3. 3: 1 and 2 both due Black,
    // equal counts, the same colours: White to the higher ARO, 1 (2560
    // against 2550). Left {5, 6}: both due White, White to the higher
    // ARO, 5 (R(2) = 2580 against R(3) = 2570).
    let event = Event::new(6).round(&[won(1, 4), won(2, 5), won(3, 6)]);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(1, 2), (4, 3), (5, 6)]));
}

#[test]
fn explain_words_the_colour_steps_of_chapter_3() {
    // The event above: 1-2 and 5-6 are decided by chapter 3's fourth step
    // (White to the higher ARO), 4-3 by the first (due colours). The
    // explanation cites the step and says what it did in the 1997 text's
    // words, not the Dutch E.4's "higher-ranked player's preference".
    let event = Event::new(6).round(&[won(1, 4), won(2, 5), won(3, 6)]);
    let explained =
        crate::pairing::explain::explain(&Dubov1997, &event.input()).unwrap_or_else(|e| panic!("{e}"));
    let board = |white, black| {
        explained
            .boards
            .iter()
            .find(|b| (b.white, b.black) == (white, black))
            .unwrap_or_else(|| panic!("no board {white}-{black}: {:?}", explained.boards))
    };
    for (white, black) in [(1, 2), (5, 6)] {
        let b = board(white, black);
        assert!(b.article.ends_with("3 (4)"), "{}", b.article);
        assert_eq!(b.description, crate::tr!("explain-colour-dubov1997-aro"));
    }
    let due = board(4, 3);
    assert!(due.article.ends_with("3 (1)"), "{}", due.article);
    assert_eq!(due.description, crate::tr!("explain-colour-dubov1997-due"));
    let text = explained.to_text();
    assert!(!text.contains(&crate::tr!("explain-colour-e4")), "{text}");
}

#[test]
fn aro_is_exact_as_in_the_example_of_6_2() {
    // 6.2's example shows AROs to a tenth (2318.4): not rounded.
    let aro = |sum, games| ExactAro { sum, games };
    assert_eq!(aro(2318 * 5 + 2, 5).to_string(), "2318.4");
    assert_eq!(aro(2310, 1).to_string(), "2310.0");
    assert!(aro(2318 * 5 + 2, 5) > aro(2318, 1));
    assert!(aro(2318 * 5 + 2, 5) < aro(2319, 1));
    // No game yet: 0, below every real ARO.
    assert!(aro(0, 0) < aro(1000, 1));
}

#[test]
fn floaters_are_chosen_by_6_4_and_paired_first_below_by_8() {
    // Round 1: 1-5, 2-6, 3-7, 4-8, White wins; the arbiter forbids 1-2,
    // 1-3 and 2-3 (they count as met). Group {1, 2, 3, 4}: one pair at
    // most (4 with one of them), so two float (6.4). None floated before
    // and all can be paired below: the lowest R first, but 4 must stay
    // (without him nobody pairs), so 3 and 2 float; 1-4 (7.4 moved 1 to
    // the Whites: White to the higher ARO, 1 against 4's 2520 anyway).
    // 8.1: both floaters due Black, by R: 2, then 3. 8.2: the highest R
    // of the opposite due colour: 2-5 (2 met 6 only), 3-6; then 7-8.
    // Colours: due colours; 7 and 8 both due White: White to the higher
    // ARO, 7 (met 3, 2570; 8 met 4, 2560).
    let event = Event::new(8)
        .round(&[won(1, 5), won(2, 6), won(3, 7), won(4, 8)])
        .forbid(1, 2)
        .forbid(1, 3)
        .forbid(2, 3);
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(1, 4), (5, 2), (6, 3), (7, 8)]));
}

#[test]
fn nobody_goes_up_two_rounds_running_except_in_the_last_round() {
    // Two rounds against outsiders (ARO 1000 for all): 1, 2, 3 drew with
    // Black, then won with White (1.5, due Black); 5 and 6 drew with
    // White, then lost with Black (0.5, due White); 4 lost with White,
    // then won with Black against a higher score (he went up in round 2;
    // 1 point, due White). Round 3 of 9: the top group {1, 2, 3} is odd;
    // 7.2 takes from the next possible lower group: {4} is the next, but
    // 2.5 bars 4 (up two rounds running), so {5, 6}: due White (opposite
    // to the dominating Black), the highest R: 5. 7.4 moves one Black,
    // the highest ARO (all equal), the lower R: 3. Whites 5 (2550), 3
    // (2570); Blacks 1, 2: 5-1, 3-2. Then {4} alone: 7.1 brings 6. Colours:
    // 5-1 due; 3-2 and 4-6 alike in everything but R: White to the lower
    // R, 3 and 6.
    let rounds = |event: Event| {
        event
            .round(&[
                outsider(1, Black, 5, Float::None),
                outsider(2, Black, 5, Float::None),
                outsider(3, Black, 5, Float::None),
                outsider(4, White, 0, Float::None),
                outsider(5, White, 5, Float::None),
                outsider(6, White, 5, Float::None),
            ])
            .round(&[
                outsider(1, White, 10, Float::None),
                outsider(2, White, 10, Float::None),
                outsider(3, White, 10, Float::None),
                outsider(4, Black, 10, Float::Up),
                outsider(5, Black, 0, Float::None),
                outsider(6, Black, 0, Float::None),
            ])
    };
    let event = rounds(Event::new(6));
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(5, 1), (3, 2), (6, 4)]));
    // 2.5 "apart from the last round": in a three-round event 4, the next
    // group, goes up: 7.4 again moves 3; Whites 4 (2560), 3; Blacks 1, 2:
    // 4-1, 3-2; then 6-5 (White to the lower R).
    let event = rounds(Event::new(6).total_rounds(3));
    assert_eq!(boards(&event.pair(&Dubov1997)), set(&[(4, 1), (3, 2), (6, 5)]));
}
