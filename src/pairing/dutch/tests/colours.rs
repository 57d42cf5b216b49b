//! Colour allocation, 2017 E.1–E.5 = 2026 5.2.1–5.2.5: each case has one
//! possible pair (or a round 1), so only the colour rule is at work, and the
//! rule the engine reports is checked with the article each text gives it.

use super::*;
use crate::model::Colour;
use crate::pairing::colours::ColourRule;
use crate::pairing::system::PairingSystem;
use crate::pairing::system::Rule;
use crate::pairing::testing::*;

/// Pairs `event` with both editions and checks the boards, the colour rule
/// of every board (in board order) and its article in each text.
fn assert_colours(event: &Event, expected: &[(u32, u32)], rule: ColourRule, articles: (&str, &str)) {
    let input = event.input();
    let editions: [(&dyn PairingSystem, &str); 2] = [(&Dutch2017, articles.0), (&Dutch2026, articles.1)];
    for (system, article) in editions {
        let traced = system.pair_traced(&input).unwrap_or_else(|e| panic!("{}: {e}", system.id()));
        assert_eq!(boards(&traced.pairing), set(expected), "{}", system.id());
        assert!(traced.colour_rules.iter().all(|&r| r == rule), "{}: {:?}", system.id(), traced.colour_rules);
        assert_eq!(system.article(Rule::Colour(rule)), Some(article));
    }
}

/// E.1 / 5.2.1: grant both colour preferences.
#[test]
fn e1_both_preferences_are_granted() {
    // 1 had White (wants Black), 2 had Black (wants White).
    let event = Event::new(2).round(&[white(1), black(2)]);
    assert_colours(&event, &[(2, 1)], ColourRule::BothPreferences, ("E.1", "5.2.1"));
}

/// E.2 / 5.2.2: grant the stronger colour preference.
#[test]
fn e2_the_stronger_preference_wins() {
    // 1: W B, a mild preference for White; 2 played once, with Black: a
    // strong preference for White (and the same score after a full-point
    // bye). 2 gets White although 1 ranks higher (E.4 would say 1).
    let event = Event::new(2).round(&[white(1), full_bye(2)]).round(&[black(1), black(2)]);
    assert_colours(&event, &[(2, 1)], ColourRule::StrongerPreference, ("E.2", "5.2.2"));
}

/// E.2 / 5.2.2: two absolute preferences (topscorers): the wider colour difference.
#[test]
fn e2_between_two_absolute_preferences_the_wider_difference_wins() {
    // Final round (5 of 5), both won everything (topscorers, who may meet
    // with the same absolute preference, C.3 / [C3]). 1: bye, then B W W:
    // difference +1, absolute Black (the last two White). 2: W W B W:
    // difference +2, absolute Black. 2 has the wider difference and gets
    // Black, although 1 ranks higher.
    let event = Event::new(2)
        .total_rounds(5)
        .round(&[full_bye(1), white(2)])
        .round(&[black(1), white(2)])
        .round(&[white(1), black(2)])
        .round(&[white(1), white(2)]);
    assert_colours(&event, &[(1, 2)], ColourRule::StrongerPreference, ("E.2", "5.2.2"));
}

/// E.3 / 5.2.3: alternate to the last round the two had different colours.
#[test]
fn e3_colours_alternate_from_the_last_round_they_differed() {
    // 1: W W B and 2: W B W, both strong Black (difference +1). Read back,
    // the last games differ: 1 had Black, 2 White. So 1 gets White and 2
    // Black, although 1 ranks higher (E.4 would give 1 its Black).
    let event =
        Event::new(2).round(&[white(1), white(2)]).round(&[white(1), black(2)]).round(&[black(1), white(2)]);
    assert_colours(&event, &[(1, 2)], ColourRule::Alternation, ("E.3", "5.2.3"));
}

/// E.4 / 5.2.4: grant the preference of the higher-ranked player.
#[test]
fn e4_the_higher_ranked_player_gets_the_preference() {
    // 1 and 2: W B, both mild White, the same history (E.3 finds no round
    // where they differed). 1 ranks higher (A.2 / 1.2: same score, lower
    // pairing number) and gets White.
    let event = Event::new(2).round(&[white(1), white(2)]).round(&[black(1), black(2)]);
    assert_colours(&event, &[(1, 2)], ColourRule::HigherRanked, ("E.4", "5.2.4"));
}

/// E.5 / 5.2.5: the initial colour by the higher-ranked player's number.
#[test]
fn e5_round_one_gives_the_initial_colour_to_odd_numbers() {
    // Round 1, four players: S1 {1, 2}, S2 {3, 4}: 1-3, 2-4. Nobody has a
    // preference. With White drawn, 1 (odd) gets White and 2 (even) Black.
    let event = Event::new(4);
    assert_colours(&event, &[(1, 3), (4, 2)], ColourRule::InitialColour, ("E.5", "5.2.5"));
    // With Black drawn, the other way round.
    let event = Event::new(4).initial_colour(Colour::Black);
    assert_colours(&event, &[(3, 1), (2, 4)], ColourRule::InitialColour, ("E.5", "5.2.5"));
}
