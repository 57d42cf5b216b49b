//! The 2026 text, article by article. Players are rated 2600 − 10·TPN;
//! an outsider (a game that sets colours and scores without making two
//! players of the event meet) is rated 1000, so it gives an ARO of 1000.

use crate::model::Colour::{Black, White};
use crate::pairing::dubov::Dubov2026;
use crate::pairing::history::Float;
use crate::pairing::testing::*;

#[test]
fn round_one_pairs_the_top_half_against_the_bottom_half() {
    // 3.2.3: nobody has played, so G1 is the first half by TPN (1-3), G2
    // the rest (4-6); 3.2.5: S1 = 1, 2, 3 (AROs all 0, then TPN); 3.2.6:
    // T2 = 4, 5, 6. 5.2.1: the higher ranked of each pair gets the
    // initial colour (White) with an odd TPN: 1 and 3 White, 2 Black.
    let event = Event::new(6);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(1, 4), (5, 2), (3, 6)]));
    // 5.1 / 5.2.1 with Black drawn: everything turns.
    let event = Event::new(6).initial_colour(Black);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(4, 1), (2, 5), (6, 3)]));
}

#[test]
fn the_lowest_aro_meets_the_strongest_black_seeker() {
    // Round 1 (1.2 order): 1-5, 6-2, 3-7, 8-4; the higher rated win.
    // Scoregroup 1 = {1, 2, 3, 4}. 1.6.2: 1 and 3 had White (prefer
    // Black), 2 and 4 had Black (prefer White). 1.7.1: ARO(2) = R(6) =
    // 2540, ARO(4) = R(8) = 2520. 3.2.5: S1 = 4, 2 (ascending ARO);
    // 4.4.2: G2 = 1, 3 by TPN; 3.2.6: T2 = 1, 3, legal. So 4-1 and 2-3,
    // both preferences granted (5.2.2). Scoregroup 0 = {5, 6, 7, 8}: G1 =
    // {5, 7} (had Black), ARO(5) = 2590 > ARO(7) = 2570, so S1 = 7, 5
    // against G2 = 6, 8: 7-6, 5-8.
    let event = Event::new(8).round(&[won(1, 5), lost(6, 2), won(3, 7), lost(8, 4)]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(4, 1), (2, 3), (7, 6), (5, 8)]));
}

#[test]
fn the_bye_goes_to_the_lowest_score_then_most_games_then_largest_tpn() {
    // 3.1: after round 1 (1 beat 3, 2 beat 4, 5 absent with no points),
    // 3, 4 and 5 have the lowest score (0). 3.1.4: 3 and 4 played a game,
    // 5 none; 3.1.5: of 3 and 4 the larger TPN, 4. The others (1, 2, 3,
    // 5) can all be paired (3.1.2).
    let event = Event::new(5).round(&[won(1, 3), lost(4, 2), zero_bye(5)]);
    assert_eq!(event.pair(&Dubov2026).bye, Some(4));
}

#[test]
fn no_second_bye_and_not_after_a_win_without_playing() {
    // [C2] / 3.1.1: 5 had the PAB in round 1 and 4 a full-point bye (a
    // win's worth without playing) in round 2.
    let event =
        Event::new(5).round(&[won(1, 3), lost(4, 2), pab(5)]).round(&[won(1, 2), won(3, 5), full_bye(4)]);
    // Scores: 1: 2, 2: 1, 3: 1, 4: 1, 5: 1. Lowest score: 2, 3, 4, 5 with
    // 1; 5 (PAB) and 4 (full-point bye) may not have it; 2 and 3 played
    // two games each; the larger TPN is 3, and 1-4, 2-5 pair the rest.
    assert_eq!(event.pair(&Dubov2026).bye, Some(3));
}

#[test]
fn a_white_seeker_from_the_middle_of_the_aro_order_is_shifted() {
    // Round 1, all drawn: 1 (White) - 4 (Black); 2, 3, 5 had Black and 6
    // White against outsiders. One scoregroup of six: White seekers G1 =
    // {2, 3, 4, 5}, Black seekers G2 = {1, 6}. 3.2.4.2: one White seeker
    // moves to G2. 4.3.2: White seekers by ARO then TPN: 2 (1000), 3
    // (1000), 5 (1000), 4 (2590); 4.3.3: #1 is the higher of the two
    // middle players, 3. G1 = {2, 4, 5}, sorted S1 = 2, 5, 4; G2 = 1, 3,
    // 6; T2 = 1, 3, 6 is legal: 2-1, 5-3, 4-6. Colours: 2 and 1 both
    // granted (5.2.2); 5 and 3 both prefer White as strongly, had the same
    // colours (5.2.4 finds no difference), so 3, the higher ranked, gets
    // it (5.2.5); 4 White, 6 Black.
    let event = Event::new(6).round(&[
        Entry::Game(1, 4, 5),
        outsider(2, Black, 5, Float::None),
        outsider(3, Black, 5, Float::None),
        outsider(5, Black, 5, Float::None),
        outsider(6, White, 5, Float::None),
    ]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(2, 1), (3, 5), (4, 6)]));
}

#[test]
fn residents_who_met_take_two_upfloaters_in_the_best_colours() {
    // Round 1: 1 beat 4, 2 (Black) beat 5, 3 and 6 drew. Scoregroup 1:
    // {1, 2}, paired 2-1 (both preferences). Scoregroup ½: 3 and 6 met
    // ([C1]), so 3.2.1 needs two upfloaters, 4 and 5. [C7]: 3 (had White)
    // with 4 (had Black) and 6 (had Black) with 5 (had White) grant every
    // preference. 3.2.3: G1 = {4, 6}; ARO(6) = 2570 < ARO(4) = 2590, so
    // S1 = 6, 4; G2 = 3, 5. 3.2.6: T2 = 3, 5 is illegal (6 met 3), the
    // next, 5, 3, is legal: 6-5, 4-3.
    let event = Event::new(6).round(&[won(1, 4), lost(5, 2), Entry::Game(3, 6, 5)]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(2, 1), (6, 5), (4, 3)]));
}

#[test]
fn the_upfloater_comes_from_the_highest_score_before_colours() {
    // Round 1 against outsiders: 1, 2 (White) and 3 (Black) won, 4 (White)
    // drew, 5 (Black) and 6 (White) lost. Scoregroup 1 = {1, 2, 3} is
    // odd: one upfloater. [C6] takes 4 (½) before 5 or 6 (0), though 5
    // (a White seeker) would grant more preferences ([C7] comes after).
    // Bracket {1, 2, 3, 4}: G1 = {3}, G2 = {1, 2, 4}; 3.2.4.2 shifts one
    // Black seeker: by TPN 1, 2, 4, the middle is 2. G1 = {2, 3}, S1 = 2,
    // 3 (AROs 1000, then TPN); G2 = 1, 4: 2-1, 3-4. 2 and 1 both prefer
    // Black as strongly, same colours: the higher ranked, 1, gets Black
    // (5.2.5). Then 5 (prefers White) - 6.
    let event = Event::new(6).round(&[
        white(1),
        white(2),
        black(3),
        outsider(4, White, 5, Float::None),
        outsider(5, Black, 0, Float::None),
        outsider(6, White, 0, Float::None),
    ]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(2, 1), (3, 4), (5, 6)]));
}

#[test]
fn among_equal_scores_the_upfloater_grants_the_most_preferences() {
    // As above but 4 lost: 4, 5, 6 all have 0. [C7]: 4 and 6 had White
    // (prefer Black like 1 and 2), 5 had Black and prefers White: with 5
    // every pair of the bracket grants both preferences, so 5 goes up
    // although 4 is first in the 4.2 order. G1 = {3, 5}, S1 = 3, 5; G2 =
    // 1, 2: 3-1, 5-2. Then 4 and 6 both prefer Black: 4, higher ranked,
    // gets it (5.2.5): 6-4.
    let event = Event::new(6).round(&[
        white(1),
        white(2),
        black(3),
        outsider(4, White, 0, Float::None),
        outsider(5, Black, 0, Float::None),
        outsider(6, White, 0, Float::None),
    ]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(3, 1), (5, 2), (6, 4)]));
}

/// Round 3 of an event where 1, 2, 3 won twice, 4 and 5 lost with White
/// and won with Black (4 against a higher-scored opponent: an upfloat in
/// round 2), 6 lost twice.
fn upfloat_event(total_rounds: u32) -> Event {
    Event::new(6)
        .total_rounds(total_rounds)
        .round(&[
            white(1),
            white(2),
            black(3),
            outsider(4, White, 0, Float::None),
            outsider(5, White, 0, Float::None),
            outsider(6, Black, 0, Float::None),
        ])
        .round(&[
            black(1),
            black(2),
            white(3),
            outsider(4, Black, 10, Float::Up),
            outsider(5, Black, 10, Float::None),
            outsider(6, White, 0, Float::None),
        ])
}

#[test]
fn an_upfloater_of_the_previous_round_is_not_upfloated_again() {
    // Scoregroup 2 = {1, 2, 3} takes one upfloater from {4, 5} (1 point;
    // both played White then Black, so both prefer White mildly: [C7]
    // alike). MaxT = 2 + [9/5] = 3: nobody is a maximum upfloater
    // ([C8], [C9]). [C10]: 4 upfloated in round 2, so 5 goes up. Bracket
    // {1, 2, 3, 5}: G1 = White seekers {1, 2, 5}, G2 = {3}; 3.2.4.2 shifts
    // the middle of 1, 2, 5 (AROs 1000, then TPN): 2. S1 = 1, 5; G2 = 2,
    // 3: 1-2 (same preferences and colours: 1, higher ranked, gets White)
    // and 5-3. Then 4 (prefers White) - 6 (prefers Black).
    let event = upfloat_event(9);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(1, 2), (5, 3), (4, 6)]));
}

#[test]
fn in_the_last_round_previous_upfloats_do_not_count() {
    // The same, but round 3 is the last: [C8]–[C10] do not apply, so the
    // first upfloater in the 4.2 order (4) goes up: 1-2, 4-3, 5-6.
    let event = upfloat_event(3);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(1, 2), (4, 3), (5, 6)]));
}

#[test]
fn players_with_the_same_absolute_preference_do_not_meet() {
    // All have 2 points. 1 and 2 had White twice (absolute preference for
    // Black, 1.6.1), 3 had Black then White (mild Black), 4 White then
    // Black (mild White). G1 = {4}, G2 = {1, 2, 3}; 3.2.4.2 shifts one
    // Black seeker, by TPN 1, 2, 3 the middle one, 2 (G1 = {2, 4}, G2 =
    // {1, 3} can be paired legally). S1 = 2, 4 (AROs 1000, then TPN).
    // 3.2.6: T2 = 1, 3 would pair 2 with 1, both absolute for Black
    // ([C3]); the next, 3, 1, is legal: 2-3, 4-1. 5.2.3: 2's absolute
    // preference beats 3's mild one: 3 White, 2 Black; 5.2.2: 4-1.
    let event = Event::new(4).round(&[white(1), white(2), black(3), white(4)]).round(&[
        white(1),
        white(2),
        white(3),
        black(4),
    ]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(3, 2), (4, 1)]));
}

#[test]
fn the_stronger_preference_decides_when_both_want_the_same_colour() {
    // 5.2.3: 1 won with White and was then absent (colour difference +1:
    // strong preference for Black, 1.6.2); 2 won with Black and with
    // White (difference 0, mild preference for Black, 1.6.3). 2 (2
    // points) takes 1 (1 point) as upfloater. Both want Black; 1's
    // preference is stronger, so 2 gets White although 2 ranks higher
    // (5.2.5 would give 2 Black).
    let event = Event::new(2).round(&[white(1), black(2)]).round(&[zero_bye(1), white(2)]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(2, 1)]));
}

#[test]
fn colours_alternate_from_the_last_round_they_differed() {
    // 5.2.4: 1 had W, B, B, W and 2 had B, W, B, W: both a colour
    // difference of 0 and White last (mild preference for Black, same
    // strength). Going back: rounds 4 and 3 alike, round 2 differs (1
    // Black, 2 White), so 1 gets White now, 2 Black (5.2.5 would have
    // given 1, the higher ranked, Black).
    let event = Event::new(2)
        .round(&[white(1), black(2)])
        .round(&[black(1), white(2)])
        .round(&[black(1), black(2)])
        .round(&[white(1), white(2)]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(1, 2)]));
}

#[test]
fn explain_shows_the_subgroups_with_their_aro_and_the_colour_rule_of_every_board() {
    // The event of `the_lowest_aro_meets_the_strongest_black_seeker`:
    // scoregroup 1 has G1 = 2 (ARO 2540), 4 (ARO 2520), S1 = 4, 2 and T2
    // = 1, 3; every board is decided by 5.2.2 (both preferences).
    let event = Event::new(8).round(&[won(1, 5), lost(6, 2), won(3, 7), lost(8, 4)]);
    let explanation = crate::pairing::explain::explain(&Dubov2026, &event.input()).expect("pairs");
    let first = &explanation.brackets[0];
    assert_eq!(first.residents, vec![1, 2, 3, 4]);
    assert!(first.notes.iter().any(|n| n.contains("2 (2540), 4 (2520)")), "{:?}", first.notes);
    assert!(first.notes.iter().any(|n| n.contains("4 (2520), 2 (2540)")), "{:?}", first.notes);
    assert!(first.notes.iter().any(|n| n.contains("3.2.6") && n.ends_with("1, 3")), "{:?}", first.notes);
    assert_eq!(explanation.boards.len(), 4);
    assert!(explanation.boards.iter().all(|b| b.article == "C.04.4.1 5.2.2"), "{:?}", explanation.boards);
    let text = explanation.to_text();
    assert!(text.contains("C.04.4.1 5.2.2"), "{text}");
}

#[test]
fn aro_counts_played_games_only_and_rounds_half_up() {
    // 1.7.1: 1 met 3 (2570) and three outsiders (1000 each) over the
    // board: 5570 / 4 = 1392.5, rounded to the higher integer, 1393. The
    // forfeit win against 2 in round 5 is not a game played. 1.7.3: 4 has
    // played nothing: ARO 0.
    let event = Event::new(4)
        .round(&[won(1, 3)])
        .round(&[white(1)])
        .round(&[black(1)])
        .round(&[white(1)])
        .round(&[Entry::Forfeit(1, 2)]);
    let input = event.input();
    let mut ctx = crate::pairing::context::Context::new(
        &input,
        crate::pairing::history::FloatRules::Rules2026,
        crate::pairing::context::Topscorers::NotExempt,
    );
    let facts = crate::pairing::dubov::facts::DubovFacts::new(&ctx);
    crate::pairing::dubov::facts::DubovFacts::prefer_black_without_games(&mut ctx);
    assert_eq!(facts.aro[0], 1393);
    assert_eq!(facts.aro[3], 0);
    // 1.6.4: 4, who has not played, prefers Black (mildly).
    assert_eq!(crate::pairing::dubov::facts::DubovFacts::wants(&ctx, 3), Black);
}

#[test]
fn a_pair_the_smaller_subgroup_cannot_avoid_shifts_one_of_its_players() {
    // All four have 1 point after two drawn rounds. White seekers (mild,
    // W then B): 1 (met 3 and 4; ARO (2570 + 2560) / 2 = 2565) and 2
    // (outsiders: ARO 1000). Black seekers (B then W): 3 and 4. G1 = {1,
    // 2} is not larger than G2, and 1 can only meet 2: 3.2.4.1 shifts one
    // player of that pair to G2, the first by 4.3: White seekers by ARO,
    // 2 then 1, #1 is the higher middle one, 2. G1 = {1}, G2 = {2, 3, 4}:
    // 3.2.4.2 moves one Black seeker, by TPN 3, 4, #1 is 3. G1 = {1, 3}:
    // S1 = 3 (ARO (2590 + 1000) / 2 = 1795), 1; G2 = 2, 4. 3.2.6: T2 = 2,
    // 4 pairs 1 with 4 again ([C1]); T2 = 4, 2: 3-4, 1-2. Colours: 1 and
    // 2 have the same history, 1 ranks higher and gets White (5.2.5); 3
    // and 4 too, 3 gets Black.
    let event = Event::new(4)
        .round(&[
            Entry::Game(1, 3, 5),
            outsider(2, White, 5, Float::None),
            outsider(4, Black, 5, Float::None),
        ])
        .round(&[
            Entry::Game(4, 1, 5),
            outsider(2, Black, 5, Float::None),
            outsider(3, White, 5, Float::None),
        ]);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(1, 2), (4, 3)]));
    let explanation = crate::pairing::explain::explain(&Dubov2026, &event.input()).expect("pairs");
    let notes = &explanation.brackets[0].notes;
    assert!(notes.iter().any(|n| n.contains("3.2.4.1") && n.ends_with(": 2")), "{notes:?}");
    assert!(notes.iter().any(|n| n.contains("3.2.4.2") && n.ends_with(": 3")), "{notes:?}");
}
