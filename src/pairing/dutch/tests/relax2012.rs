//! Hand-made cases for the 2012 procedure: the C.10 relaxations in their
//! order, C.14's lowering of P1 and M1 (with D.3), C.12's backtracking,
//! C.13's joined lowest bracket with the programmers' note D.4, and the
//! bye. Each comment walks the procedure from C.1 and cites the articles.

use super::pair_2017;
use super::rules2012::{explained, has_note, level};
use crate::model::Colour::{Black, White};
use crate::pairing::dutch::Dutch2012;
use crate::pairing::history::Float;
use crate::pairing::system::PairingSystem;
use crate::pairing::testing::*;
use crate::pairing::trace::BracketKind;

/// C.10.d before C.10.e: B.5 for downfloaters is dropped before X is
/// raised, so a preference is granted at the cost of a repeated downfloat.
#[test]
fn c10d_a_repeated_downfloat_before_a_colour_preference_denied() {
    // Round 3. 1 (W B) and 3 (W B) want White, 2 (B W) Black (A.7.c); the
    // three won twice, 3 against an outsider a point lower in round 2 (a
    // downfloat, A.4). The arbiter forbids 2-3. Below, on 1 point: 4 (B W)
    // and 6 (B W) want Black, 5 (W B) White.
    // Bracket 2 {1, 2, 3}: P0 = 1, W = 2, B = 1: X1 = P0 - B = 0 (A.8).
    // C.6: 1-2 grants both but moves 3 down again (B.5, C.3.e); 1-3 denies
    // a preference (X = 0); the exchange S1 = {2} gives 2-1 again (2-3 is
    // forbidden). C.10.a/b concern heterogeneous brackets; C.10.c drops
    // B.6 (no change); C.10.d drops B.5 for downfloaters, restart: 1-2 is
    // accepted before C.10.e could raise X. Bracket 1 {3 | 4, 5, 6}: 3-4,
    // 5-6 grant every preference (E.1).
    // The 2017 text agrees (C.10 before C.12).
    let event = Event::new(6)
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 0),
            level(6, Black, 10),
        ])
        .round(&[
            level(1, Black, 10),
            level(2, White, 10),
            outsider(3, Black, 10, Float::Down),
            level(4, White, 0),
            level(5, Black, 10),
            level(6, White, 0),
        ])
        .forbid(2, 3);
    let expected = set(&[(1, 2), (3, 4), (5, 6)]);
    assert_eq!(boards(&event.pair(&Dutch2012)), expected);
    assert_eq!(boards(&pair_2017(&event)), expected);
    // explain names the step: B.5 dropped for the downfloater 3, and
    // nothing later (X stays at X1 = 0).
    let steps = explained(&event);
    assert!(has_note(&steps, "C.10.d", "(3)"), "{steps:?}");
    assert!(!has_note(&steps, "C.10.e", ""), "{steps:?}");
}

/// C.10.c before C.10.d: B.6 for downfloaters is dropped first, so the
/// player moved down is the one who floated two rounds ago, not the one of
/// the previous round.
#[test]
fn c10c_b6_for_downfloaters_is_dropped_before_b5() {
    // Round 4. On 3 points: 1 (W B W, strong Black), 2 and 3 (B W B,
    // strong White); 2 floated down in round 2, 3 in round 3 (outsiders a
    // point lower). On 1 point: 4, 5 (W B W, strong Black), 6 (B W B,
    // strong White).
    // Bracket 3 {1, 2, 3}: P0 = 1, W = 2, B = 1: X1 = 0. C.6: 1-2 moves 3
    // down (B.5 for downfloaters); 1-3 moves 2 down (B.6); the exchange
    // S1 = {2}: 2-3 denies a preference (X). C.10.c drops B.6 for
    // downfloaters, restart from C.3.g: 1-3 is accepted. Bracket 1
    // {2 | 4, 5, 6}: 2-4, then 6-5 (E.1 throughout).
    let event = Event::new(6)
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, White, 10),
            level(6, Black, 0),
        ])
        .round(&[
            level(1, Black, 10),
            outsider(2, White, 10, Float::Down),
            level(3, White, 10),
            level(4, Black, 0),
            level(5, Black, 0),
            level(6, White, 0),
        ])
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            outsider(3, Black, 10, Float::Down),
            level(4, White, 0),
            level(5, White, 0),
            level(6, Black, 0),
        ]);
    let expected = set(&[(3, 1), (2, 4), (6, 5)]);
    assert_eq!(boards(&event.pair(&Dutch2012)), expected);
    assert_eq!(boards(&pair_2017(&event)), expected);
    let steps = explained(&event);
    assert!(has_note(&steps, "C.10.c", "(2)"), "{steps:?}");
    assert!(!has_note(&steps, "C.10.d", ""), "{steps:?}");
}

/// C.10.b before C.10.c: the 2012 text drops B.5 for upfloaters before B.6
/// for downfloaters, so it repeats an upfloat of the previous round rather
/// than a downfloat of two rounds before. The 2017 text orders them the
/// other way (C.13 upfloaters before C.14 downfloaters of two rounds ago):
/// the two pair this round differently.
#[test]
fn c10b_an_upfloat_repeated_before_a_downfloat_of_two_rounds_ago() {
    // Round 4. 1 won W B W (3 points, strong Black). On 2 points: 2 (B W B,
    // strong White; it lost round 1 and beat an outsider a point higher in
    // round 3: an upfloat), 3 (B W B), 4 (W B W, strong Black) and 5 (W B W;
    // its round-2 opponent had a point less: a downfloat). 6 lost B W B.
    // The arbiter forbids 1-4, 1-5, 5-2 and 5-4.
    // Bracket 3 {1} moves 1 down. Bracket 2 {1 | 2, 3, 4, 5}: heterogeneous
    // (A.3), P0 = 2, M1 = 1, X1 = 0 (W = 2, B = 3); every candidate below
    // grants every preference. C.6: 1-2 floats 2 up again (B.5 for
    // upfloaters, C.3.g); 1-3, then the remainder {2, 4, 5}: 5 can meet
    // only 3, so 2-4 and 5 moves down, who floated down two rounds before
    // (B.6 for downfloaters, C.3.f). 1-4 and 1-5 are forbidden. C.10.a
    // drops B.6 for upfloaters (nothing changes); C.10.b drops B.5 for
    // upfloaters, restart from C.3.h: 1-2, remainder {3, 4, 5}: 3-4 would
    // move 5 down (B.6 still holds), 3-5 moves 4 down: accepted. Bracket 0
    // {4 | 6}: 6-4. Colours by E.1.
    // 2017: C.13 keeps 2 from floating up again, C.14 gives way: 1-3, 2-4,
    // 5 moves down and meets 6.
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
            level(2, White, 10),
            level(3, White, 0),
            level(4, Black, 0),
            outsider(5, Black, 0, Float::Down),
            level(6, White, 0),
        ])
        .round(&[
            level(1, White, 10),
            outsider(2, Black, 10, Float::Up),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, White, 10),
            level(6, Black, 0),
        ])
        .forbid(1, 4)
        .forbid(1, 5)
        .forbid(5, 2)
        .forbid(5, 4);
    assert_eq!(boards(&event.pair(&Dutch2012)), set(&[(2, 1), (3, 5), (6, 4)]));
    assert_eq!(boards(&pair_2017(&event)), set(&[(3, 1), (2, 4), (6, 5)]));
    let steps = explained(&event);
    assert!(has_note(&steps, "C.10.b", "(2)"), "{steps:?}");
    assert!(!has_note(&steps, "C.10.c", ""), "{steps:?}");
}

/// C.10.g: B.2 is dropped for top scorers (B.2's note: "if it is helpful
/// to reduce the number of floaters"), the last relaxation of all.
#[test]
fn c10g_two_top_scorers_with_the_same_absolute_preference_meet() {
    // Round 3 of 3. 1 and 2 won twice as White (W W: absolute Black); with
    // 2 points of 2 they are top scorers (A.10). 3 (W B, mild White) and 4
    // (B W, mild Black) have 0. Bracket 2 {1, 2}: with B.2 set (C.3.b) no
    // pair; C.10.a-f change nothing; C.10.g drops B.2: 1-2, instead of
    // moving both down. Colours: the same preference, strength and history
    // (E.1-E.3 decide nothing): E.4, the higher-ranked 1 gets Black.
    // Bracket 0: 3-4 (E.1).
    let event = Event::new(4)
        .total_rounds(3)
        .round(&[white(1), white(2), level(3, White, 0), level(4, Black, 0)])
        .round(&[white(1), white(2), level(3, Black, 0), level(4, White, 0)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 1), (3, 4)]), "{pairing:?}");
    let steps = explained(&event);
    assert!(has_note(&steps, "C.10.g", "1, 2"), "{steps:?}");
}

/// C.14.a: a homogeneous bracket that cannot make P0 pairs lowers P1.
#[test]
fn c14a_p1_is_lowered_when_the_bracket_cannot_pair_everyone() {
    // Round 2. 1 (W) and 3 (W) won and want Black, 2 (B) and 4 (B) won and
    // want White; 5 (B) and 7 (B) lost and want White, 6 (W) and 8 (W) lost
    // and want Black. The arbiter forbids 1-3, 1-4 and 3-4: in bracket 1
    // everyone's only opponent is 2.
    // Bracket 1 {1, 2, 3, 4}: P0 = 2 pairs are impossible under every
    // requirement (C.10.a-g relax nothing absolute; no MDPs for C.12; not
    // the lowest for C.13). C.14.a: P1 = 1 (X1 is 0 already), restart from
    // C.3.a: S1 = {1}, S2 = {2, 3, 4}: 1-2 grants both; 3 and 4 move down.
    // Bracket 0 {3, 4 | 5, 6, 7, 8}: heterogeneous (A.3); S1 = {3, 4},
    // S2 = {5, 6, 7, 8}: 3-5, 4-6 grant every preference; remainder 7-8.
    let event = Event::new(8)
        .round(&[
            white(1),
            black(2),
            white(3),
            black(4),
            level(5, Black, 0),
            level(6, White, 0),
            level(7, Black, 0),
            level(8, White, 0),
        ])
        .forbid(1, 3)
        .forbid(1, 4)
        .forbid(3, 4);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 1), (5, 3), (4, 6), (7, 8)]), "{pairing:?}");
    let steps = explained(&event);
    assert!(has_note(&steps[..1], "C.14", "1"), "{steps:?}");
    assert!(has_note(&steps[1..], "C.2", "M0 = 2"), "{steps:?}");
}

/// C.14.b.2 with D.3: a heterogeneous bracket that cannot pair all its
/// moved-down players lowers M1, and S1 is then the highest of them.
#[test]
fn c14b2_m1_is_lowered_and_the_highest_moved_down_player_is_paired() {
    // Scores from byes (B.1.b: each scoring bye is a downfloat and bars the
    // bye): 1: 1½, 2: 1, 3, 4, 5: ½, 6, 7: 0 (zero-point byes: no float).
    // The arbiter forbids 1-2, 1-4, 1-5, 2-4, 2-5: 1 and 2 can meet only 3
    // in the ½ bracket. Round 3 of 9.
    // Bracket 1½ {1}: moved down. Bracket 1 {1 | 2}: 1-2 is forbidden (C.1,
    // C.12 finds nothing above): both move down. Bracket ½ {1, 2 | 3, 4, 5}:
    // heterogeneous, M0 = 2, P0 = 2. M1 = 2 fails in every transposition;
    // C.12 has no other set of players above; C.14.b.2: M1 = 1, restart from
    // C.3.a. D.3 for M0 = 2, M1 = 1: S1 = {1} first. 1-3, remainder
    // {2, 4, 5}: 2 can meet neither, so 4-5 and 2 moves down; 2 floated down
    // in round 1 (B.6), and S1 = {2} (2-3, 4-5) would move 1 down again
    // (B.5): C.10.c drops B.6 and S1 = {1} is accepted. Bracket 0
    // {2 | 6, 7}: 2-6, and 7 gets the bye (A.5; it scored nothing without
    // playing, B.1.b). Nobody has a colour yet, so only the pairs are
    // checked.
    let event = super::two_moved_down_players_who_can_meet_only_3();
    let pairing = event.pair(&Dutch2012);
    assert_eq!(pairs(&pairing), set(&[(1, 3), (4, 5), (2, 6)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(7));
    let steps = explained(&event);
    assert!(has_note(&steps, "C.14.b.2", "1"), "{steps:?}");
    assert!(has_note(&steps, "C.10.c", "(2)"), "{steps:?}");
}

/// C.12: a bracket that cannot make P1 pairings with the players it was
/// given backtracks to the bracket above, which moves down another player
/// of the same score if that lets it.
#[test]
fn c12_the_bracket_above_moves_down_another_player() {
    // Scores from round-1 byes: 1, 2, 3: 1; 4, 5, 6: ½; 7, 8, 9: 0. The
    // arbiter forbids 3-5, 3-6 and 5-6. Round 2: every scoring bye was a
    // downfloat (B.1.b), so B.5 treats 1-6 alike; nobody has a colour.
    // Bracket 1 {1, 2, 3}: C.6: 1-2, 3 moves down. Bracket ½ {3 | 4, 5, 6}:
    // heterogeneous, P0 = 2, M1 = 1: 3-4, then the remainder {5, 6} cannot
    // pair (5-6 forbidden); 3-5 and 3-6 are forbidden. C.10 relaxes
    // nothing absolute. C.12: back to bracket 1, where 1-3 moves down
    // another player of the same score, 2, and {2 | 4, 5, 6} can make
    // P1 = 2 pairings (2-4 leaves 5-6; 2-5, 4-6 does): accepted. Bracket 0
    // {7, 8, 9}: 7-8, and 9 gets the bye.
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
    let pairing = event.pair(&Dutch2012);
    assert_eq!(pairs(&pairing), set(&[(1, 3), (2, 5), (4, 6), (7, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(9));
}

/// The lowest bracket of D.4's example (A = 1 ... F = 6): C.13 backtracks
/// from the lowest bracket and joins brackets until F, who can only meet
/// A, is paired, and the joined bracket is paired as D.4 says.
fn d4_example() -> Event {
    // Round 1: everyone a full-point bye (B.1.b: no bye again; the float
    // lies three rounds back). Rounds 2 and 3 against outsiders, White then
    // Black (a mild preference for White each, A.7.c): A wins twice (3),
    // B and C win and draw (2½), D wins and loses (2), E draws and loses
    // (1½), F loses twice (1). The arbiter forbids F with B, C, D and E.
    let second = [(1, 10), (2, 10), (3, 10), (4, 10), (5, 5), (6, 0)];
    let third = [(1, 10), (2, 5), (3, 5), (4, 0), (5, 0), (6, 0)];
    Event::new(6)
        .round(&(1..=6).map(full_bye).collect::<Vec<_>>())
        .round(&second.map(|(p, points)| level(p, White, points)))
        .round(&third.map(|(p, points)| level(p, Black, points)))
        .forbid(6, 2)
        .forbid(6, 3)
        .forbid(6, 4)
        .forbid(6, 5)
}

/// C.13 and D.4: the joined lowest bracket is paired by the smallest sum of
/// squared score differences: AF, BC, DE (4.25) rather than AF, BD, CE
/// (5.25).
#[test]
fn c13_d4_the_joined_lowest_bracket_of_the_programmers_note() {
    // C.1-C.12 pair 3 {A}: A down; 2½ {A | B, C}: A-B, C down; 2 {C | D}:
    // C-D; 1½ {E}: down; 1 {E | F}: E-F is forbidden and F can meet only
    // A. C.13: no pairing of the penultimate bracket lets the lowest be
    // paired, so the two are joined, and again upwards, until the lowest
    // bracket holds A (D.4: "S1 = {A, B, C}, S2 = {D, E, F}"). Half of it
    // came from above: homogeneous (A.3), so exchanges are allowed, and the
    // best pairing minimises the B3 factor (D.4): AF, BC, DE. Colours: in
    // each pair the two have the same preference and history (E.1-E.3
    // decide nothing): E.4, the higher-ranked gets White.
    let input = d4_example().input();
    let traced = Dutch2012.pair_traced(&input).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(boards(&traced.pairing), set(&[(1, 6), (2, 3), (4, 5)]), "{:?}", traced.pairing);
    assert_eq!(traced.pairing.bye, None);
    // The round is completed on the C.13 route: a bracket re-paired for the
    // lowest one, then the joined lowest bracket.
    let kinds: Vec<BracketKind> = traced.brackets.iter().map(|b| b.kind).collect();
    assert!(kinds.contains(&BracketKind::Penultimate), "{kinds:?}");
    assert_eq!(kinds.last(), Some(&BracketKind::Collapsed), "{kinds:?}");
    // explain names them as C.13 does, not as the 2017 text's A.9.
    let steps = explained(&d4_example());
    assert!(steps.iter().filter(|(kind, _)| kind.starts_with("C.13")).count() >= 2, "{steps:?}");
}

/// Rounds 1-4 against outsiders, W B W B for everyone (a mild preference for
/// White each, A.7.c, so every pair denies one preference and colours
/// decide nothing), scoring `points[k]` tenths in round k+1.
fn alternating(p: u32, points: [i32; 4]) -> [Entry; 4] {
    let colours = [White, Black, White, Black];
    [0, 1, 2, 3].map(|k| level(p, colours[k], points[k]))
}

/// Round 5 of an event of `players` (pairing number, points per round,
/// all W B W B) where the arbiter forbids every pair but `allowed`.
fn joined_event(players: &[(u32, [i32; 4])], allowed: &[(u32, u32)]) -> Event {
    let mut rounds: [Vec<Entry>; 4] = Default::default();
    for &(p, points) in players {
        for (k, entry) in alternating(p, points).into_iter().enumerate() {
            rounds[k].push(entry);
        }
    }
    let mut event = Event::new(players.len() as u32);
    for round in &rounds {
        event = event.round(round);
    }
    for &(a, _) in players {
        for &(b, _) in players {
            if a < b && !allowed.contains(&(a, b)) {
                event = event.forbid(a, b);
            }
        }
    }
    event
}

/// D.4: in the joined lowest bracket's homogeneous remainder, the B3 factor
/// (sum of squared score differences) decides, not the largest difference:
/// the remainder pairs 2½-1, 1½-1½, ½-0 (factor 2.25 + 0 + 0.25 = 2.5)
/// rather than 2½-1½, 1½-½, 1-0 (1 + 1 + 1 = 3), although the latter's
/// largest difference is smaller. The 2017-style score-difference digits
/// (smallest largest difference first) would take the latter.
#[test]
fn d4_the_remainder_of_the_joined_bracket_minimises_the_b3_factor() {
    // After four rounds: A = 1 (4 points), 2 and 3 (3½), p = 4 (2½), q = 5
    // and r = 6 (1½), s = 7 (1), t = 8 (½), u = 9 and F = 10 (0). F can only
    // meet A; A may meet 2, 3 and F only; among p..u the arbiter allows only
    // p-q, p-s, q-r, r-t, s-u and t-u (a ring with two ways to pair it).
    // C.6-C.12: {A} moves down; {A | 2, 3}: A-2, 3 down. Below, F can meet
    // nobody but A: C.13 backtracks and joins the lowest brackets upwards,
    // up to the penultimate {A | 2, 3}, where 2-3 (A moved down) is the
    // pairing that lets the lowest bracket be paired. The lowest bracket
    // {A | 4, ..., 10} is heterogeneous (A.3): A-F first (C.6), and the
    // homogeneous remainder {4, ..., 9} is paired by the B3 factor (D.4):
    // 4-7, 5-6, 8-9 (2.5) against 4-5, 6-8, 7-9 (3).
    // Colours: every pair has the same preference and history: E.4, the
    // higher-ranked White.
    let players = [
        (1, [10, 10, 10, 10]),
        (2, [10, 10, 10, 5]),
        (3, [10, 10, 10, 5]),
        (4, [10, 10, 5, 0]),
        (5, [10, 5, 0, 0]),
        (6, [10, 5, 0, 0]),
        (7, [10, 0, 0, 0]),
        (8, [5, 0, 0, 0]),
        (9, [0, 0, 0, 0]),
        (10, [0, 0, 0, 0]),
    ];
    let allowed = [(1, 2), (1, 3), (2, 3), (1, 10), (4, 5), (4, 7), (5, 6), (6, 8), (7, 9), (8, 9)];
    let event = joined_event(&players, &allowed);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 3), (1, 10), (4, 7), (5, 6), (8, 9)]), "{pairing:?}");
}

/// D.4 over the whole of a heterogeneous joined bracket: the text pairs a
/// moved-down player first, by D.1's order (S2 in A.2 order, so the
/// closest score first), and the remainder only by the B3 factor; JaVaFo
/// 1.4, the 2012 edition's only reference, takes the smallest factor of
/// the whole bracket, the moved-down players' pairs included (generated
/// s890547 round 7, `edition2012.rs`), and this edition follows it.
#[test]
fn d4_the_moved_down_players_of_a_heterogeneous_joined_bracket_are_paired_by_the_factor_too() {
    // After four rounds: A = 1 (3 points), p = 2 (2½), q = 3 and r = 4 (1½),
    // s = 5 (1), t = 6 (½), u = 7 and F = 8 (0). F can only meet A; A may
    // meet p and F only; among p..u only p-q, p-s, q-r, r-t, s-u, t-u;
    // every other pair is forbidden.
    // C.6: {A} moves down; {A | p}: A-p. Below, F has nobody but A: C.13
    // joins the lowest brackets upwards to {A | p}, where no pairing lets
    // the lowest be paired (P becomes zero), so it is joined too: A and p
    // are S1 (C.13: "the latest added score bracket as S1"), 2 of 8: the
    // bracket is heterogeneous (A.3). A-F is forced. The text's C.6 gives p
    // the first S2 player it may meet, q (D.1), and the remainder
    // {r, s, t, u} can then only pair r-t, s-u: factor 1 + 1 + 1 beside A-F.
    // p-s, q-r, t-u make 2.25 + 0 + 0.25 = 2.5 and are the pairing by the
    // whole bracket's factor.
    let players = [
        (1, [10, 10, 10, 0]),
        (2, [10, 10, 5, 0]),
        (3, [10, 5, 0, 0]),
        (4, [10, 5, 0, 0]),
        (5, [10, 0, 0, 0]),
        (6, [5, 0, 0, 0]),
        (7, [0, 0, 0, 0]),
        (8, [0, 0, 0, 0]),
    ];
    let allowed = [(1, 2), (1, 8), (2, 3), (2, 5), (3, 4), (4, 6), (5, 7), (6, 7)];
    let event = joined_event(&players, &allowed);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 8), (2, 5), (3, 4), (6, 7)]), "{pairing:?}");
}
