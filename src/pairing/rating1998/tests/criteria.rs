//! One hand-made case per criterion and relaxation step of the 1998 text.
//! Players are numbered by rating (1 highest), so A.2 ranks equal scores
//! by number. Each comment works the expected pairing out from the text.

use super::super::Rating1998;
use crate::model::Colour::{Black as B, White as W};
use crate::pairing::history::Float;
use crate::pairing::system::PairingSystem;
use crate::pairing::testing::{Entry, Event, black, boards, lost, outsider, pab, pairs, set, white};

fn notes(event: &Event) -> Vec<String> {
    let traced = Rating1998.pair_traced(&event.input()).unwrap_or_else(|e| panic!("{e}"));
    traced.brackets.iter().flat_map(|b| b.notes.clone()).collect()
}

/// `p` lost with `colour` to an outsider of equal score (no float).
fn lost_with(p: u32, colour: crate::model::Colour) -> Entry {
    outsider(p, colour, 0, Float::None)
}

#[test]
fn f4_e5_round_one() {
    // F.4: one bracket, S1 = 1 2 3, S2 = 4 5 6 7: 1-4, 2-5, 3-6, and the
    // lowest player, 7, gets the bye. E.5 (the initial colour drawn white):
    // 1 and 3 (odd numbers in S1) get white, 2 black.
    let p = Event::new(7).pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(1, 4), (5, 2), (3, 6)]));
    assert_eq!(p.bye, Some(7));
}

#[test]
fn b1a_no_rematch_takes_the_next_transposition() {
    // Round 1: 1 (white) drew 3, 2 (white) drew 4: one bracket of four.
    // Preferences: 1, 2 black; 3, 4 white; A.8: w = b = 2, q = 2, x = 0.
    // C.6: 1-3 is a rematch (B.1a). C.7, D.1: S2 as 4-3 gives 1-4 and 2-3,
    // both granting every preference: accepted.
    let event = Event::new(4).round(&[Entry::Game(1, 3, 5), Entry::Game(2, 4, 5)]);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(4, 1), (3, 2)]));
}

#[test]
fn b4_x_zero_needs_an_exchange() {
    // Round 1: 1 (white) drew 3, 4 (white) drew 2. Preferences: 1 and 4
    // black, 2 and 3 white; x = 0. C.6: 1-3 rematch. C.7: 1-4, 2-3 — both
    // pairs fail a preference, more than x = 0 (B.4). No other transposition
    // of two. C.8, D.2: the first exchange is 2 with 3 (difference 1):
    // S1 = 1 3, S2 = 2 4: 1-2 (black/white) and 3-4 (white/black) grant all.
    let event = Event::new(4).round(&[Entry::Game(1, 3, 5), Entry::Game(4, 2, 5)]);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(2, 1), (3, 4)]));
    assert!(notes(&event).iter().any(|n| n.contains("C.8") && n.contains("2") && n.contains("3")));
}

#[test]
fn b2_same_absolute_colour_cannot_meet() {
    // Two rounds against outsiders: 1 black twice (absolute white), 2 white
    // twice (absolute black), 3 black twice (absolute white), 4 white twice
    // (absolute black); all won both. A.8: x = 0. C.6: 1-3 would give one
    // of two absolute-white players black (B.2): not allowed. C.7: 1-4 and
    // 2-3, everyone gets the colour they must have.
    let event = Event::new(4).round(&[black(1), white(2), black(3), white(4)]).round(&[
        black(1),
        white(2),
        black(3),
        white(4),
    ]);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(1, 4), (3, 2)]));
}

#[test]
fn b1b_no_second_bye() {
    // Round 1: 3 had the bye, 1 won with white, 2 with black: one bracket
    // of three. C.6: 1-2, and 3 would get the bye again (B.1b, and A.5: the
    // bye was a downfloat, B.5). C.7: S2 as 3-2: 1-3, 2 gets the bye. E.1:
    // 1 (preference black) black, 3 (no game, no preference) white.
    let event = Event::new(3).round(&[white(1), black(2), pab(3)]);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(3, 1)]));
    assert_eq!(p.bye, Some(2));
}

/// Six players: 1 2 3 on two points, 4 5 6 on none, after two rounds
/// against outsiders. Colours: 1 W B (prefers white), 2 B W (black),
/// 3 B W (black); 4 W B (white), 5 B W (black), 6 W B (white).
/// `float3_round2`: the float player 3 received in round 2.
fn six(float3_round1: Float, float3_round2: Float, others_round2: Float) -> Event {
    Event::new(6)
        .round(&[
            white(1),
            black(2),
            outsider(3, B, 10, float3_round1),
            lost_with(4, W),
            lost_with(5, B),
            lost_with(6, W),
        ])
        .round(&[
            outsider(1, B, 10, others_round2),
            outsider(2, W, 10, others_round2),
            outsider(3, W, 10, float3_round2),
            lost_with(4, B),
            lost_with(5, W),
            lost_with(6, B),
        ])
}

#[test]
fn b5_the_leftover_may_not_downfloat_twice() {
    // Top bracket 1 2 3 (x = 0: w = 1, b = 2, q = 2). C.6: 1-2 leaves 3,
    // who downfloated in round 2: moving 3 down breaks B.5. C.7: S2 as
    // 3-2: 1-3 (white/black), 2 moves down. Bottom bracket 2 4 5 6: one
    // mover of four, heterogeneous (A.3); x = 0 (w = 4, 6; b = 2, 5).
    // S1 = 2: 2-4 (black/white). Remainder 5 6: 5-6 (black/white).
    let p = six(Float::None, Float::Down, Float::None).pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(1, 3), (4, 2), (6, 5)]));
}

#[test]
fn b6_the_leftover_may_not_repeat_the_float_of_two_rounds_before() {
    // Round 4 after three rounds against outsiders, all won by 1 2 3 and
    // lost by 4 5 6. Colours W B W for 1, 4, 6 (prefer black), B W B for
    // 2, 3, 5 (prefer white). 3 downfloated in round 2, two rounds before.
    // Top 1 2 3, x = 0 (w = 2, 3; b = 1; q = 2). C.6: 1-2 leaves 3, whose
    // float would repeat the one of two rounds before (B.6). C.7: 1-3
    // (black/white), 2 moves down. Bottom 2 4 5 6: heterogeneous, x = 0
    // (w = 2, 5; b = 4, 6). S1 = 2: 2-4 (white/black); remainder 5-6.
    let event = Event::new(6)
        .round(&[white(1), black(2), black(3), lost_with(4, W), lost_with(5, B), lost_with(6, W)])
        .round(&[
            black(1),
            white(2),
            outsider(3, W, 10, Float::Down),
            lost_with(4, B),
            lost_with(5, W),
            lost_with(6, B),
        ])
        .round(&[white(1), black(2), black(3), lost_with(4, W), lost_with(5, B), lost_with(6, W)]);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(3, 1), (2, 4), (5, 6)]));
}

#[test]
fn c9_drops_b6_then_b5_for_downfloats() {
    // Everyone of the top bracket downfloated in round 2 (1 and 2 against
    // lower outsiders, 3 too): whoever is left over breaks B.5, whatever
    // the transposition or exchange. C.9 drops B.6 (nothing changes), then
    // B.5: C.6's 1-2, and 3 moves down. Bottom: 3 4 5 6, one mover,
    // heterogeneous, x = 1 (b = 3: 3, 5 ... w = 4, 6; b = 3, 5: x = 0).
    // S1 = 3 (prefers black): 3-4 (4 prefers white). Remainder 5-6.
    let event = six(Float::None, Float::Down, Float::Down);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(1, 2), (4, 3), (6, 5)]));
    let notes = notes(&event);
    assert!(notes.iter().any(|n| n.starts_with("C.9") && n.contains("B.6")), "{notes:?}");
    assert!(notes.iter().any(|n| n.starts_with("C.9") && n.contains("B.5")), "{notes:?}");
}

#[test]
fn c10_upfloats_take_the_next_opponent_for_the_mover() {
    // Round 3 after two rounds against outsiders: 1 won both (W, B: prefers
    // white), 2 3 4 lost both; 2 upfloated in round 2 (its outsider had a
    // point more). Colours: 2 B W and 3 B W (prefer black), 4 W B (white).
    // Top bracket: 1 alone has no opponent (C.1): moved down. Bottom
    // bracket 1 2 3 4: one mover of four, heterogeneous (A.3), x = 0
    // (w = 1, 4; b = 2, 3). S1 = 1. C.6: 1-2 would give 2 a second upfloat
    // in a row (B.5). C.7: 1-3 (white/black). Remainder 2 4: 4-2.
    let event = Event::new(4).round(&[white(1), lost_with(2, B), lost_with(3, B), lost_with(4, W)]).round(&[
        black(1),
        outsider(2, W, 0, Float::Up),
        lost_with(3, W),
        lost_with(4, B),
    ]);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(1, 3), (4, 2)]));
}

#[test]
fn c11_raises_x_when_b1_forces_colour_failures() {
    // All four won one game against outsiders: 1, 2 with black (prefer
    // white), 3, 4 with white (prefer black): x = 0. The arbiter forbade
    // 1-3 and 1-4, so 1 can only meet 2, and then 3 meets 4: two pairs
    // that fail a preference. C.6–C.8 find nothing with x = 0; C.9 drops
    // B.6 and B.5 (no floats here); C.11 raises x to 1, still nothing,
    // then to 2: the first exchange, 2 with 3, gives S1 = 1 3, S2 = 2 4:
    // 1-2 and 3-4. Colours: both of 1-2 want white strongly, E.3 finds no
    // round they differed, E.4: the higher, 1, gets white; 4 gets white.
    let event = Event::new(4).round(&[black(1), black(2), white(3), white(4)]).forbid(1, 3).forbid(1, 4);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(1, 2), (4, 3)]));
    let notes = notes(&event);
    assert!(notes.iter().any(|n| n.starts_with("C.11") && n.ends_with('1')), "{notes:?}");
    assert!(notes.iter().any(|n| n.starts_with("C.11") && n.ends_with('2')), "{notes:?}");
}

#[test]
fn c12_repairs_the_bracket_above_for_a_mover_without_opponent() {
    // Round 2: 1 2 3 won against outsiders (1 white, 2 and 3 black), 4 5 6
    // lost (4 white, 5 black, 6 white). The arbiter forbade 3 to meet 4, 5
    // and 6. Top 1 2 3, x = 0 (w = 2, 3; b = 1): C.6 1-2, 3 moves down.
    // Bottom 3 4 5 6: 3 has no opponent (C.1), a mover: C.12 undoes the
    // top bracket and looks for a pairing that moves another player down:
    // C.6's 1-2 fails that, C.7's 1-3 (black/white) leaves 2, who can meet
    // 4 5 6: accepted. Bottom 2 4 5 6: heterogeneous, x = 0 (w = 2, 5;
    // b = 4, 6). S1 = 2: 2-4 (white/black). Remainder 5-6 (white/black).
    let event = Event::new(6)
        .round(&[white(1), black(2), black(3), lost_with(4, W), lost_with(5, B), lost_with(6, W)])
        .forbid(3, 4)
        .forbid(3, 5)
        .forbid(3, 6);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(3, 1), (2, 4), (5, 6)]));
    assert!(notes(&event).iter().any(|n| n.starts_with("C.12")));
}

#[test]
fn c12_comes_before_c13_in_a_heterogeneous_lowest_bracket() {
    // Two rounds. 1: won (W), drew (B): 1½, prefers white. 2: won (B),
    // drew (W): 1½, prefers black. 3: drew 4 (W), then beat 5 (B) who had
    // a point against 3's ½ (3 upfloated): 1½, prefers white. 4: drew 3
    // (B), drew (B): 1, must have white. 5: won (W), lost to 3 (W): 1, must
    // have black.
    // Top 1 2 3, x = 0 (w = 1, 3; b = 2; q = 2). C.6: 1-2, 3 moves down
    // (no downfloat before). Lowest 3 4 5 with a bye: 3 met 4 and 5, and
    // as its only mover (heterogeneous) 3 must be paired: impossible.
    // The bracket is heterogeneous, so C.12 comes first (before C.13, which
    // would do the same here): it undoes the top bracket: 1-2 leaves 3 again; 1-3 fails both
    // preferences (x = 0); C.8's first exchange, 1 with 2: S1 = 2,
    // S2 = 1 3: 2-1 leaves 3, 2-3 (black/white) leaves 1, and 1 4 5 can be
    // paired (1 against 4 or 5, the other the bye): accepted.
    // Lowest 1 4 5: heterogeneous, x = 0 (w = 1, 4; b = 5; q = 2). S1 = 1:
    // 1-4 fails both preferences; 1-5 (white/black); 4 gets the bye.
    let event = Event::new(5)
        .round(&[white(1), black(2), Entry::Game(3, 4, 5), outsider(5, W, 10, Float::None)])
        .round(&[
            outsider(1, B, 5, Float::None),
            outsider(2, W, 5, Float::None),
            Entry::Game(5, 3, 0),
            outsider(4, B, 5, Float::None),
        ]);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(3, 2), (1, 5)]));
    assert_eq!(p.bye, Some(4));
    let notes = notes(&event);
    assert!(notes.iter().any(|n| n.starts_with("C.12")), "{notes:#?}");
}

#[test]
fn c13_repairs_the_penultimate_bracket() {
    // Round 2: 1 won (white), 2 won (black), 3 beat 4 (white). Top 1 2 3,
    // preferences 1 black, 2 white, 3 black: x = 0. C.6: 1-2, 3 moves down.
    // Lowest 3 4: one of two came from above, so homogeneous (A.3); 3-4 is
    // a rematch and nothing else is possible: C.13 undoes the top bracket.
    // 1-2 leaves 3 again; 1-3 fails both preferences (x = 0); C.8's first
    // exchange, 1 with 2: S1 = 2, S2 = 1 3: 2-1 leaves 3; 2-3 (white/black)
    // leaves 1, who can meet 4: accepted. Lowest 1 4: 4 (prefers white)
    // against 1 (prefers black).
    let event = Event::new(4).round(&[white(1), black(2), won_game(3, 4)]);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(2, 3), (4, 1)]));
    let notes = notes(&event);
    assert!(notes.iter().any(|n| n.starts_with("C.13")), "{notes:#?}");
}

#[test]
fn c13_joins_the_two_lowest_brackets() {
    // Round 2: 1 beat 3 (white), 2 beat 4 (white): top 1 2, lowest 3 4.
    // Top: 1-2 (both prefer black: x = A.8 = 1 for w = 0, b = 2, q = 1).
    // Lowest: 3-4 ... they have not met, so make them: the arbiter forbade
    // 3-4. C.13: the top bracket has no other pairing (p becomes zero), so
    // both are joined: 1 2 from above, 3 4: two of four moved down, so it
    // is treated as homogeneous (A.3). x = 0 (w = 3, 4; b = 1, 2). S1 = 1 2,
    // S2 = 3 4: 1-3 is a rematch; C.7: 1-4, 2-3: both granted.
    let event = Event::new(4).round(&[won_game(1, 3), won_game(2, 4)]).forbid(3, 4);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(4, 1), (3, 2)]));
    assert!(notes(&event).iter().any(|n| n.starts_with("C.13")));
}

fn won_game(a: u32, b: u32) -> Entry {
    crate::pairing::testing::won(a, b)
}

#[test]
fn c14_lowers_p() {
    // Round 2: 1 2 3 4 won (1 W, 2 B, 3 W, 4 B), 5 6 lost (5 W, 6 B). The
    // arbiter forbade 1-2, 1-3 and 2-3: only 4 can meet any of them, so
    // the top bracket cannot make p = 2 pairs at any level (C.9, C.11 do
    // not help). C.14: p = 1, S1 = 1, S2 = 2 3 4: 1-2, 1-3 forbidden, 1-4
    // (black/white); 2 and 3 move down. Bottom 2 3 5 6: two of four moved
    // down, homogeneous (A.3); x = 0 (w = 2, 6; b = 3, 5). S1 = 2 3,
    // S2 = 5 6: 2-5 (white/black), 3-6 (black/white).
    let event = Event::new(6)
        .round(&[white(1), black(2), white(3), black(4), lost_with(5, W), lost_with(6, B)])
        .forbid(1, 2)
        .forbid(1, 3)
        .forbid(2, 3);
    let p = event.pair(&Rating1998);
    assert_eq!(boards(&p), set(&[(4, 1), (2, 5), (6, 3)]));
    assert!(notes(&event).iter().any(|n| n.starts_with("C.14")));
}

#[test]
fn impossible_rounds_fail_cleanly() {
    // Two players who met cannot meet again, and nobody else is there.
    let event = Event::new(2).round(&[lost(1, 2)]);
    assert!(Rating1998.pair(&event.input()).is_err());
}

#[test]
fn f1_board_order_puts_the_top_bracket_first() {
    // F.1 board order: the top bracket's board first.
    let p = six(Float::None, Float::Down, Float::None).pair(&Rating1998);
    assert_eq!(pairs(&p).len(), 3);
    assert_eq!((p.boards[0].white, p.boards[0].black), (1, 3));
}
