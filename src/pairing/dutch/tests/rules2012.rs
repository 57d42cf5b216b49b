//! Hand-made cases for the readings of the 2012 text that the engine's
//! weights encode (see the list in `edition2012.rs`): each expected
//! pairing is worked out from the Istanbul articles in the comment.

use crate::model::Colour::{Black, White};
use crate::pairing::dutch::Dutch2012;
use crate::pairing::history::Float;
use crate::pairing::testing::*;

/// A game against an outsider of the same score: `p` scores `points`
/// (tenths) with `colour`, and floats nowhere.
pub(super) fn level(p: u32, colour: crate::model::Colour, points: i32) -> Entry {
    outsider(p, colour, points, Float::None)
}

/// What `explain` says of each bracket of the next round of `event` under
/// the 2012 text: the bracket's kind in the text's words, then its notes.
pub(super) fn explained(event: &Event) -> Vec<(String, Vec<String>)> {
    let explanation =
        crate::pairing::explain::explain(&Dutch2012, &event.input()).unwrap_or_else(|e| panic!("{e}"));
    explanation.brackets.into_iter().map(|b| (b.kind_name, b.notes)).collect()
}

/// Whether some bracket of `explained` has a note that starts with
/// `article` and mentions `detail`.
pub(super) fn has_note(explained: &[(String, Vec<String>)], article: &str, detail: &str) -> bool {
    explained.iter().flat_map(|(_, notes)| notes).any(|n| n.starts_with(article) && n.contains(detail))
}

/// An event built from its design rather than a transcribed history: each
/// player's score (tenths, player 1 first), strong colour preference
/// (A.7.b: difference -1, White, for the players in `white`; +1, Black,
/// for the others) and the pairs that have met. Those pairs play in the
/// rounds of a round-robin schedule (circle method), White to the one with
/// the lower colour difference so far; a player whose pair there has not
/// met plays an outsider of the same score instead. Outsider games then
/// bring every colour difference to the wanted one, and the last two
/// rounds are against outsiders of the same score in alternating colours:
/// nobody floated there (B.5, B.6; `floated` gives some players a float in
/// the last round, A.4) and no preference is absolute (A.7.a). The games
/// are draws and the outsider games make up each score; a player the draws
/// take above its score (or the outsiders could not take up to it) loses
/// (wins) its first drawn game against one that can spare the half point.
fn designed_event(scores: &[i32], white: &[u32], met: &[(u32, u32)], floated: &[(u32, Float)]) -> Event {
    let n = scores.len() as u32;
    let wanted = |p: u32| if white.contains(&p) { -1 } else { 1 };
    let mut difference = vec![0; n as usize + 1];
    let mut rounds: Vec<Vec<Entry>> = Vec::new();
    // The circle method over an even number of places (one empty for odd n).
    let places = n + n % 2;
    for r in 0..places - 1 {
        let mut pairs = vec![(r, places - 1)];
        pairs.extend((1..places / 2).map(|k| ((r + k) % (places - 1), (r + places - 1 - k) % (places - 1))));
        let mut round = Vec::new();
        let mut playing = Vec::new();
        for (a, b) in pairs.into_iter().map(|(x, y)| (x + 1, y + 1)) {
            if a <= n && b <= n && (met.contains(&(a, b)) || met.contains(&(b, a))) {
                let (w, k) = if difference[a as usize] <= difference[b as usize] { (a, b) } else { (b, a) };
                difference[w as usize] += 1;
                difference[k as usize] -= 1;
                round.push(Entry::Game(w, k, 5));
                playing.extend([a, b]);
            }
        }
        for p in (1..=n).filter(|p| !playing.contains(p)) {
            round.push(outsider_towards(&mut difference, p, wanted(p)));
        }
        rounds.push(round);
    }
    // Everyone has played places - 1 rounds, an odd number, and wants an
    // odd difference: the gaps are even.
    let gap = (1..=n).map(|p| (wanted(p) - difference[p as usize]).abs()).max().unwrap_or(0);
    for _ in 0..gap {
        rounds.push((1..=n).map(|p| outsider_towards(&mut difference, p, wanted(p))).collect());
    }
    for last in [false, true] {
        rounds.push(
            (1..=n)
                .map(|p| {
                    let colour = if (wanted(p) < 0) != last { White } else { Black };
                    let float = floated.iter().find(|f| last && f.0 == p).map_or(Float::None, |f| f.1);
                    outsider(p, colour, 0, float)
                })
                .collect(),
        );
    }
    // Scores: draws first, the outsider games make up the rest.
    let mut games = vec![0; n as usize + 1];
    let mut outsiders = vec![0; n as usize + 1];
    for e in rounds.iter().flatten() {
        match *e {
            Entry::Game(w, b, _) => [w, b].iter().for_each(|&p| games[p as usize] += 1),
            Entry::Outsider { player, .. } => outsiders[player as usize] += 1,
            _ => {}
        }
    }
    // What the outsiders must give each player (index 0 unused).
    let mut need: Vec<i32> =
        std::iter::once(0).chain((1..=n as usize).map(|p| scores[p - 1] - 5 * games[p])).collect();
    // Where that is out of reach, a result instead of a draw.
    while let Some(p) =
        (1..=n).find(|&p| need[p as usize] < 0 || need[p as usize] > 10 * outsiders[p as usize])
    {
        let loses = need[p as usize] < 0;
        let spares = |q: u32| {
            if loses { need[q as usize] >= 5 } else { need[q as usize] + 5 <= 10 * outsiders[q as usize] }
        };
        let game = rounds.iter_mut().flatten().find(|e| match **e {
            Entry::Game(w, b, 5) => (w == p && spares(b)) || (b == p && spares(w)),
            _ => false,
        });
        let Some(Entry::Game(w, b, points)) = game else { panic!("no results give {p} its score") };
        let q = if *w == p { *b } else { *w };
        *points = if (*w == p) == loses { 0 } else { 10 };
        let shift = if loses { 5 } else { -5 };
        need[p as usize] += shift;
        need[q as usize] -= shift;
    }
    for e in rounds.iter_mut().flatten() {
        if let Entry::Outsider { player, points, .. } = e {
            *points = need[*player as usize].min(10);
            need[*player as usize] -= *points;
        }
    }
    rounds.iter().fold(Event::new(n).total_rounds(rounds.len() as u32 + 2), |event, round| event.round(round))
}

/// An outsider game of `p` whose colour takes its colour difference towards
/// `wanted`, or away and back when it is there.
fn outsider_towards(difference: &mut [i32], p: u32, wanted: i32) -> Entry {
    let d = &mut difference[p as usize];
    let white = *d < wanted || (*d == wanted && wanted < 0);
    *d += if white { 1 } else { -1 };
    outsider(p, if white { White } else { Black }, 0, Float::None)
}

/// Every pair of players 1..=n but those in `not_met`.
fn all_pairs_but(n: u32, not_met: &[(u32, u32)]) -> Vec<(u32, u32)> {
    (1..=n)
        .flat_map(|a| (a + 1..=n).map(move |b| (a, b)))
        .filter(|&(a, b)| !not_met.contains(&(a, b)) && !not_met.contains(&(b, a)))
        .collect()
}

/// C.1: a player moved down who has no opponent in the next bracket sends
/// the pairing back (C.12) before any requirement is relaxed.
#[test]
fn c1_c12_the_player_moved_down_is_one_the_next_bracket_can_pair() {
    // Round 1 against outsiders: 1 W, 2 B, 3 W won (1 point); 4 W, 5 B,
    // 6 W drew (½); 7 B, 8 W lost. One game each: the colour difference is
    // ±1, a strong preference for the other colour (A.7.b). The arbiter
    // forbids 3-4, 3-5 and 3-6 (like B.1.a).
    // Bracket 1 {1, 2, 3}: P0 = 1; W = 1 (2), B = 2 (1, 3), so X1 = 0
    // (A.8). C.6: S1 = {1}, S2 = {2, 3}; 1-2 grants both preferences but
    // moves 3 down, who has no opponent in {4, 5, 6}: C.1 sends it back
    // (C.12). 1-3 denies a preference (X = 0 fails). The exchange (D.2)
    // S1 = {2}: 2-1 moves 3 down again; 2-3 grants both and moves 1 down:
    // accepted.
    // Bracket ½ {1 | 4, 5, 6}: heterogeneous (A.3); P0 = 2, W = 1 (5),
    // B = 3 (1, 4, 6): X1 = 1. 1-4 (both want Black) then 5-6: one pair
    // denied, X = 1: accepted.
    // Bracket 0 {7, 8}: 7-8.
    // Colours: 2-3 E.1 (2 White); 1-4 both strong Black, same history (E.3
    // finds nothing): E.4, the higher ranked 1 gets Black; 5-6 E.1 (5
    // White); 7-8 E.1 (7 White).
    let event = Event::new(8)
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, White, 5),
            level(5, Black, 5),
            level(6, White, 5),
            level(7, Black, 0),
            level(8, White, 0),
        ])
        .forbid(3, 4)
        .forbid(3, 5)
        .forbid(3, 6);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 3), (4, 1), (5, 6), (7, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// B.5 for upfloaters (C.3.g, dropped only at C.10.b): the opponent of the
/// moved-down player is not one who floated up in the previous round.
#[test]
fn b5_the_moved_down_player_meets_no_repeated_upfloater() {
    // Round 1, against outsiders of the same score: 1 won as White, 2-6
    // lost as White. Round 2: 1 drew as White against an outsider of its
    // score; 2 lost as Black to an outsider one point higher (an upfloat,
    // A.4); 3-6 lost as Black to outsiders of their score. Scores: 1: 1.5;
    // 2-6: 0. Colours: 1 White twice, absolute Black (A.7.a); 2-6 W B, a
    // mild preference for White (A.7.c). Round 3 is odd, but nobody has a
    // strong preference (A.7.d changes nothing).
    // Bracket 1.5 {1} moves 1 down. Bracket 0 {1 | 2, 3, 4, 5, 6}:
    // heterogeneous; P0 = 3, W = 5, B = 1: X1 = 2 (A.8). C.6: S1 = {1}:
    // 1-2 grants the colours but gives 2 an upfloat in two consecutive
    // rounds: B.5 for upfloaters (C.3.g) rejects it; 1-3 keeps every
    // requirement. Remainder {2, 4, 5, 6}: S1 = {2, 4}, S2 = {5, 6}: 2-5,
    // 4-6, two pairs denying a preference each, within X = 2.
    // Colours: 1-3 E.1 (1 Black); 2-5 and 4-6 both want White with the same
    // history: E.4, the higher ranked gets White.
    let mut first = vec![level(1, White, 10)];
    first.extend((2..=6).map(|p| level(p, White, 0)));
    let mut second = vec![level(1, White, 5), outsider(2, Black, 0, Float::Up)];
    second.extend((3..=6).map(|p| level(p, Black, 0)));
    let event = Event::new(6).round(&first).round(&second);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 5), (4, 6)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.13: when the penultimate bracket can let the lowest one be paired only
/// by pairing none of its moved-down players, its P (= M1, C.3.a) has
/// become zero and the two brackets are joined; the joined bracket is
/// paired by D.4's B3 factor.
#[test]
fn c13_p_becoming_zero_in_the_penultimate_bracket_joins_the_brackets() {
    // Rounds 1-3 (of 5), players 6-13 only as opponents, absent in round 4:
    // r1 1-3 1-0, 2-6 1-0, 4 half-point bye, 5-7 1-0; r2 5-1 0-1, 8-2 1-0,
    // 3 full-point bye, 4-9 1-0; r3 1-10 ½-½, 2-11 1-0, 3-12 1-0, 13-4
    // 1-0, 5 half-point bye. Round 4 pairs 1 (2½), 2, 3 (2), 4, 5 (1½).
    // B.1.b: 3, 4 and 5 scored without playing and may not have the bye;
    // 1 and 2 may. 1 has met 3 and 5.
    // Colours: 1 W B W, strong Black; 2 W B W, strong Black; 3 B - W,
    // mild Black; 4 - W B, mild White; 5 W W -, absolute Black.
    // Bracket 2½ {1}: 1 moves down. Bracket 2 {1 | 2, 3}: heterogeneous
    // (A.3), P = M1 = 1; 1 cannot meet 3: 1-2 (B.2 holds, only strong
    // preferences), 3 moves down. Lowest bracket {3 | 4, 5}: whoever is
    // left out has scored without playing (B.1.b): it cannot be paired,
    // with M1 = 1 or 0 (C.13, C.14.b.2). C.13 goes back to bracket 2: the
    // only pairing of 1 is 1-2, so M1 falls to 0: P becomes zero, and the
    // brackets are joined into {1, 2, 3 | 4, 5}. Three of its five players
    // came from above: A.3 treats it as homogeneous; D.4 minimises the B3
    // factor, the bye counting as a game against 1½ - 1 = ½:
    // bye 2 (1½² = 2.25), 1-4 (1² = 1), 3-5 (½² = 0.25): 3.5;
    // bye 1 (2² = 4), 2-3 and 4-5 (0): 4. With bye 2, 1 (who met 3 and 5)
    // must meet 4, so 3-5. JaVaFo 1.4 pairs the same.
    // (Had bracket 2 gone on as homogeneous, C.14.b.2's last step, it
    // would pair 2-3 and move 1 down: {1 | 4, 5} gives 4-5 and bye 1.)
    // Colours: 4-1 E.1 (4 White); 3-5 E.1 (5's absolute Black).
    let event = Event::new(13)
        .total_rounds(5)
        .round(&[won(1, 3), won(2, 6), half_bye(4), won(5, 7)])
        .round(&[lost(5, 1), won(8, 2), full_bye(3), won(4, 9)])
        .round(&[Entry::Game(1, 10, 5), won(2, 11), won(3, 12), won(13, 4), half_bye(5)])
        .absent(&[6, 7, 8, 9, 10, 11, 12, 13]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 1), (3, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(2));
}

/// C.13: "if in the penultimate score bracket P becomes zero (i.e. no
/// pairing can be found which will allow a correct pairing for the lowest
/// score bracket) then the two lowest score brackets are joined". When the
/// penultimate bracket's residents paired among themselves (C.14.b.2's last
/// step, M1 = 0) let the lowest bracket pair every player moved into it,
/// such a pairing has been found: no join, although a joined heterogeneous
/// bracket could pair more of the moved-down players (JaVaFo 1.4's rule,
/// issue 34; `Text2012::keeps_the_special_pairing`).
#[test]
fn c13_the_penultimate_brackets_residents_pairing_that_completes_the_round_is_no_join() {
    // Rounds 1-2 (of 5) against players 8-14, absent in round 3:
    // r1 1-8 1-0, 2-10 1-0, 11-3 0-1, 4 pairing-allocated bye, 5-13 1-0,
    // 9-6 1-0, 7-12 1-0; r2 9-1 0-1, 11-2 ½-½, 3-10 ½-½, 12-4 1-0, 8-5 1-0,
    // 6-13 1-0, 14-7 1-0. Round 3 pairs 1 (2), 2, 3 (1½), 4, 5, 6, 7 (1).
    // The arbiter forbids (like B.1.a) 4 against 2, 3, 5, 6, 7; 3 against
    // 5, 6, 7; 2 against 6, 7; 1 against 5, 6, 7; 5-6 and 5-7. Left: 1-2,
    // 1-3, 2-3, 1-4, 2-5, 6-7. B.1.b: 4 scored a point without playing and
    // may not have the bye.
    // Colours (A.7): 1, 2, 5, 7 W B (mild White); 3, 6 B W (mild Black);
    // 4 B (strong White).
    // Bracket 2 {1}: 1 moves down. Bracket 1½ {1 | 2, 3}: heterogeneous
    // (A.3), P = M1 = 1: 1-2 or 1-3, moving down 3 or 2. Lowest bracket
    // {3 | 4, 5, 6, 7}: 3 and 4 have no opponent there and only one may
    // have the bye (and 4 may not); {2 | 4, 5, 6, 7}: 2-5 leaves 4 with
    // neither an opponent nor the bye. Neither completes: C.13 goes back to
    // bracket 1½, and the only pairing that lets the lowest bracket be
    // paired is 2-3 (M1 = 0, P1 = P0 = 1), moving 1 down: {1 | 4, 5, 6, 7}
    // pairs 1-4, 6-7 and gives 5 the bye. So a pairing "which will allow a
    // correct pairing for the lowest score bracket" exists: P has not
    // become zero, the brackets are not joined. (Joined, {1, 2, 3 | 4, 5,
    // 6, 7}, three of seven from above, A.3 heterogeneous, would pair two
    // of its moved-down players: 1-4, 2-5, 6-7 and the bye to 3.)
    // Colours: 4-1 E.2 (4's strong preference); 2-3 and 7-6 E.1.
    // JaVaFo 1.4 pairs the same (`-p` on this event as a TRF with XXP).
    let event = Event::new(14)
        .total_rounds(5)
        .round(&[won(1, 8), won(2, 10), lost(11, 3), pab(4), won(5, 13), won(9, 6), won(7, 12)])
        .round(&[
            lost(9, 1),
            Entry::Game(11, 2, 5),
            Entry::Game(3, 10, 5),
            won(12, 4),
            won(8, 5),
            won(6, 13),
            won(14, 7),
        ])
        .absent(&[8, 9, 10, 11, 12, 13, 14])
        .forbid(4, 2)
        .forbid(4, 3)
        .forbid(4, 5)
        .forbid(4, 6)
        .forbid(4, 7)
        .forbid(3, 5)
        .forbid(3, 6)
        .forbid(3, 7)
        .forbid(2, 6)
        .forbid(2, 7)
        .forbid(1, 5)
        .forbid(1, 6)
        .forbid(1, 7)
        .forbid(5, 6)
        .forbid(5, 7);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 1), (2, 3), (7, 6)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(5));
}

/// C.13 back in a heterogeneous penultimate bracket that a moved-down
/// player passes through (C.1: no opponent there), M1 lowered: once the
/// moved-down players' pairs are settled (D.3's set, B.5/B.6 for their
/// upfloaters, D.1), the pair of two residents it could still make yields
/// to the D.4 B3 factor of that bracket and the lowest one together, which
/// ranks above the residents' B.5/B.6 as downfloaters and the bracket's
/// pairs (JaVaFo 1.4's rule, issue 34; `Criteria2012::fields`).
#[test]
fn c13_a_passer_in_the_penultimate_bracket_its_residents_pair_yields_to_the_b3_factor() {
    // Generated s930443 (13 players, 9 rounds; tests/data/random/dutch2012)
    // before round 8, with 1, 3, 9 and 11 absent. Scores: 2, 4, 5: 5;
    // 6, 8, 10: 3; 7, 12: 2½; 13: 1½. B.1.b: 10, 12 and 13 scored without
    // playing and may not have the bye. Met: 2-4, 2-5, 2-6, 2-8; 4-5, 4-6,
    // 4-8, 4-10, 4-13; 5-6, 5-7; 6-10, 6-12, 6-13; 7-8, 7-10, 7-12, 7-13;
    // 8-10; 10-13; 12-13.
    // Bracket 5 {2, 4, 5}: they met each other, all move down (C.1).
    // Bracket 3 {6, 8, 10 | 2, 4, 5}: 4 has no opponent there and passes
    // through (C.1); {6, 8, 10 | 2, 5}: 2-10, 5-8, {6} down. Bracket 2½
    // {7, 12 | 4, 6}: 4-12, 6-7, and the lowest {13} cannot be paired (13 met
    // them all and had a PAB): C.13, bracket 2½ is joined, 13 still has no
    // opponent, and C.13 goes back to bracket 3. M1 = 2 (2-10, 5-8) leaves
    // 13 no opponent, so M1 is lowered: 2-10. Then 6-8 may be paired (the
    // lowest {4, 5 | 7, 12, 13} pairs 4-12, 5-13, bye 7) or 6 and 8 go down
    // too (the lowest {4, 5, 6, 8 | 7, 12, 13} pairs 4-7, 5-12, 8-13, bye 6).
    // 6 and 8 did not float down before; the B3 factor of the two brackets
    // together (the bye a game against ½): 2-10 4, 4-7 6.25, 5-12 6.25, 8-13
    // 2.25, bye 6 6.25 = 25, against 4 + 0 + 6.25 + 12.25 + 4 = 26.5 with
    // 8-6. JaVaFo 1.4 pairs 2-10, 4-7, 5-12, 8-13, bye 6 (this event, and so
    // the whole round 8 of s930443); before the rule this edition paired
    // 2-10, 8-6, 4-12, 5-13, bye 7.
    let event = Event::new(13)
        .initial_colour(Black)
        .round(&[lost(7, 1), won(2, 8), lost(9, 3), won(4, 10), lost(11, 5), won(6, 12), pab(13)])
        .round(&[
            zero_bye(1),
            lost(5, 2),
            won(3, 6),
            lost(13, 4),
            Entry::Game(10, 7, 5),
            won(8, 11),
            lost(12, 9),
        ])
        .round(&[
            zero_bye(1),
            Entry::Game(2, 3, 5),
            lost(4, 5),
            won(6, 13),
            Entry::Game(7, 12, 5),
            Entry::Game(9, 8, 5),
            pab(10),
            zero_bye(11),
        ])
        .round(&[zero_bye(1), lost(6, 2), won(3, 4), won(5, 9), lost(13, 7), won(8, 10), lost(12, 11)])
        .round(&[
            zero_bye(1),
            half_bye(2),
            lost(5, 3),
            won(4, 6),
            Entry::Game(7, 8, 5),
            Entry::Game(10, 9, 5),
            won(11, 13),
            pab(12),
        ])
        .round(&[
            zero_bye(1),
            lost(2, 4),
            won(3, 8),
            lost(7, 5),
            lost(10, 6),
            Entry::Game(9, 11, 5),
            Entry::Game(13, 12, 5),
        ])
        .round(&[
            zero_bye(1),
            lost(9, 2),
            won(3, 7),
            lost(8, 4),
            lost(6, 5),
            lost(13, 10),
            pab(11),
            half_bye(12),
        ])
        .absent(&[1, 3, 9, 11]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 10), (4, 7), (5, 12), (8, 13)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(6));
}

/// C.13 back in a heterogeneous penultimate bracket, C.14.b: "if the
/// pairing procedure has got to the remainder at least once, reduce P1";
/// "otherwise, as long as M1 is greater than 1, reduce M1". Every pairing of
/// it that pairs all its moved-down players (M1 = M0) leaves a player of the
/// lowest bracket who has met (B.1.a, here the arbiter's forbidden pairs)
/// everyone there: C.1 sends the lowest bracket straight to C.13, so no such
/// pairing got the procedure anywhere, and C.14.b.2 lowers M1 with P1 kept.
/// C.8.b then tries D.3's other set of one moved-down player before P1 is
/// lowered: the bracket keeps both its pairs and the higher moved-down
/// player goes down. JaVaFo 1.4 pairs so (this event as a TRF with `XXP`,
/// and generated s960357 r10, s1010057 r10, s1020029 r6; issue 34;
/// `all_mdps_paired_clears_c1_below` in edition2012.rs).
#[test]
fn c13_c14b_no_pairing_of_all_moved_down_players_clears_c1_below_so_m1_is_lowered_before_p1() {
    // Rounds 1-2 (of 5) against players 9-16 of the same score (no float),
    // absent in round 3: r1 1-9 1-0, 10-2 0-1, 3-11 1-0, 12-4 0-1, 5-13
    // 0-1, 14-6 1-0, 7-15 0-1, 16-8 1-0; r2 13-1 0-1, 2-14 ½-½, 15-3 1-0,
    // 4-16 0-1, 9-5 0-1, 6-10 0-1, 11-7 1-0, 8-12 0-1. Round 3 pairs 1 (2),
    // 2 (1½), 3, 4, 5 (1), 6, 7, 8 (0). Colours: 1, 3, 5, 7 W B (mild
    // White); 2, 4, 6, 8 B W (mild Black). The arbiter forbids 1-2, 1-5,
    // 2-5, 3-4, 4-5 and 8 against 2, 3, 5, 6, 7 (8 may meet 1 and 4 only).
    // Brackets 2 {1} and 1½ {2 | 1} (1-2 forbidden) move 1 and 2 down.
    // Bracket 1 {3, 4, 5 | 1, 2}: heterogeneous (A.3), M0 = 2, P0 = 2; 1
    // and 2 can each meet 3 or 4, so M1 = 2 pairs 1-3 2-4 or 1-4 2-3 and
    // moves 5 down; the lowest bracket {6, 7, 8 | 5} holds 8 with no
    // opponent (C.1, C.13). With M1 = 1 and P1 = 2, D.3's first set {1}:
    // 1-3 leaves {2, 4, 5} to make one pair, 2-4 (5 down again) only; 1-4
    // leaves 3-5 and moves 2 down, whom 8 may not meet. C.8.b, the other
    // set {2}: 2-4, then 3-5 in the remainder, and 1 goes down: {1 | 6, 7,
    // 8} pairs 1-8 and 6-7. (Lowering P1 first would keep D.3's first set:
    // 1-3 alone, then 2-7 4-8 5-6 below.)
    // Colours: 1-8 and 7-6 E.1; 4-2 and 3-5 E.4 (the higher-ranked player's
    // preference: no earlier round with different colours, E.3).
    let event = Event::new(16)
        .total_rounds(5)
        .round(&[
            won(1, 9),
            lost(10, 2),
            won(3, 11),
            lost(12, 4),
            lost(5, 13),
            won(14, 6),
            lost(7, 15),
            won(16, 8),
        ])
        .round(&[
            lost(13, 1),
            Entry::Game(2, 14, 5),
            won(15, 3),
            lost(4, 16),
            lost(9, 5),
            lost(6, 10),
            won(11, 7),
            lost(8, 12),
        ])
        .absent(&[9, 10, 11, 12, 13, 14, 15, 16])
        .forbid(1, 2)
        .forbid(1, 5)
        .forbid(2, 5)
        .forbid(3, 4)
        .forbid(4, 5)
        .forbid(2, 8)
        .forbid(3, 8)
        .forbid(5, 8)
        .forbid(6, 8)
        .forbid(7, 8);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 8), (4, 2), (3, 5), (7, 6)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// The same C.14.b choice where the player of the lowest bracket left with
/// no opponent there may meet one by B.1.a but not by B.2: C.1 names B.2
/// ("without violating B1 (or B2, except when pairing top scorers)"), so
/// the lowest bracket goes straight to C.13 again and M1 is lowered before
/// P1. Even number of players, so no bye for the lonely player. JaVaFo 1.4
/// pairs this event (as a TRF with `XXP`) 1-8 4-2 3-5 7-6, as it pairs
/// generated s1050295 r9 (issue 34; `all_mdps_paired_clears_c1_below`).
#[test]
fn c13_c14b_a_lowest_player_with_no_opponent_by_b2_alone_sends_m1_down_before_p1() {
    // The event of the test above with two changes: 5 has White in both
    // rounds (r2 5-9 1-0) and 8 too (r1 8-16 0-1), so 5 and 8 both have an
    // absolute Black preference (A.6.a, two games with White in a row), and
    // the arbiter no longer forbids 5-8. Bracket 1 {3, 4, 5 | 1, 2}: M1 = 2
    // (1-3 2-4 or 1-4 2-3) moves 5 down, whom 8 may meet by B.1.a only; by
    // B.2 8 has no opponent in {5, 6, 7, 8} (C.1, C.13), as before. So
    // C.8.b's set {2}: 2-4, 3-5, and 1 goes down to meet 8. (B.1.a alone
    // would lower P1 first and keep 1-3 alone, then 6-2 4-8 7-5.)
    // Colours: 1-8 (8 absolute Black), 3-5 (5 absolute Black), 4-2 and 7-6
    // as above.
    let event = Event::new(16)
        .total_rounds(5)
        .round(&[
            won(1, 9),
            lost(10, 2),
            won(3, 11),
            lost(12, 4),
            lost(5, 13),
            won(14, 6),
            lost(7, 15),
            lost(8, 16),
        ])
        .round(&[
            lost(13, 1),
            Entry::Game(2, 14, 5),
            won(15, 3),
            lost(4, 16),
            won(5, 9),
            lost(6, 10),
            won(11, 7),
            lost(8, 12),
        ])
        .absent(&[9, 10, 11, 12, 13, 14, 15, 16])
        .forbid(1, 2)
        .forbid(1, 5)
        .forbid(2, 5)
        .forbid(3, 4)
        .forbid(4, 5)
        .forbid(2, 8)
        .forbid(3, 8)
        .forbid(6, 8)
        .forbid(7, 8);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 8), (4, 2), (3, 5), (7, 6)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.13 back in a heterogeneous penultimate bracket, C.14.b, as the test
/// above: C.1 asks each player of the lowest bracket alone for an
/// opponent, so two players there who have met everyone else may count on
/// the same player moved down, though only one can have it. C.1 then does
/// not send the lowest bracket to C.13, the pairing procedure got to the
/// remainder with M1 = M0 (its pairing fails only as a whole), and C.14.b.1
/// lowers P1 first: D.3's first set is kept with one pair. (Giving each
/// such player a moved-down player of its own, a matching, would lower M1
/// with P1 kept: 2-4 3-6 and 1 down.) JaVaFo 1.4 pairs this event (as a
/// TRF, the lowest bracket's games played, the rest `XXP`) 2-7 4-1 8-3 9-5
/// 10-6 11-12 (issue 34; `all_mdps_paired_clears_c1_below`; notes/poly.md).
#[test]
fn c13_c14b_two_lowest_players_may_count_on_one_moved_down_player() {
    // Rounds 1-5 (of 7): 8 and 9 draw with each other and with 7, 10, 11,
    // 12 (r1 8-9; r2 7-8, 9-10; r3 8-10, 7-9; r4 11-8, 12-9; r5 8-12,
    // 9-11); every other game is against an outsider of the same score.
    // Round 6 pairs 1 (4½), 2 (4), 3, 4, 5, 6 (3½), 7-12 (2½). No absolute
    // colour preference. The arbiter forbids 1-2, 1-5, 1-6, 2-5, 2-6, 5-6,
    // 3-4, 3-5, 4-5, 4-6; 8 against 2, 4, 6; 9 against 1, 2, 3, 4, 6. So 1
    // and 2 may each meet 3 or 4, 5 has no opponent at 3½ (C.1), 8 may meet
    // 1, 3 or 5 and 9 only 5 outside the lowest bracket, whose others they
    // have all met.
    // Brackets 4½ {1} and 4 {2 | 1} (1-2 forbidden) move 1 and 2 down.
    // Bracket 3½ {3, 4, 6 | 1, 2} (5 moved on by C.1): M0 = 2, P0 = 2,
    // 1-3 2-4 or 1-4 2-3, and 6 goes down with 5. Lowest bracket
    // {7, ..., 12 | 5, 6}: C.1 finds an opponent for everyone (8 and 9:
    // 5), but 8 and 9 cannot both have 5: the bracket cannot be paired,
    // C.13. Back at 3½, the procedure had got to the remainder (M1 = M0):
    // C.14.b.1, P1 = 1 and M1 = 1, D.3's first set {1}: 1-3 moves 2, 4,
    // 5, 6 down, where 8 and 9 still both need 5; 1-4 moves 2, 3, 5, 6
    // down: 8-3, 9-5, and 2, 6 with 7, 10, 11, 12 (2-7, 10-6, 11-12).
    // Colours: 4-1, 2-7, 9-5 E.1; 8-3 and 11-12 E.4; 10-6 E.3.
    let event = Event::new(12)
        .total_rounds(7)
        .round(&[
            Entry::Game(8, 9, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(6, Black, 10),
            level(7, Black, 10),
            level(10, White, 10),
            level(11, Black, 10),
            level(12, Black, 10),
        ])
        .round(&[
            Entry::Game(7, 8, 5),
            Entry::Game(9, 10, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, Black, 10),
            level(6, White, 10),
            level(11, White, 5),
            level(12, White, 5),
        ])
        .round(&[
            Entry::Game(8, 10, 5),
            Entry::Game(7, 9, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(6, Black, 10),
            level(11, Black, 0),
            level(12, Black, 0),
        ])
        .round(&[
            Entry::Game(11, 8, 5),
            Entry::Game(12, 9, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(3, Black, 5),
            level(4, White, 5),
            level(5, Black, 5),
            level(6, White, 5),
            level(7, Black, 5),
            level(10, White, 5),
        ])
        .round(&[
            Entry::Game(8, 12, 5),
            Entry::Game(9, 11, 5),
            level(1, White, 5),
            level(2, Black, 0),
            level(3, White, 0),
            level(4, Black, 0),
            level(5, White, 0),
            level(6, Black, 0),
            level(7, White, 0),
            level(10, Black, 0),
        ])
        .forbid(1, 2)
        .forbid(1, 5)
        .forbid(1, 6)
        .forbid(2, 5)
        .forbid(2, 6)
        .forbid(5, 6)
        .forbid(3, 4)
        .forbid(3, 5)
        .forbid(4, 5)
        .forbid(4, 6)
        .forbid(2, 8)
        .forbid(4, 8)
        .forbid(6, 8)
        .forbid(1, 9)
        .forbid(2, 9)
        .forbid(3, 9)
        .forbid(4, 9)
        .forbid(6, 9);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 7), (4, 1), (8, 3), (9, 5), (10, 6), (11, 12)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// The look-ahead behind the test above, asked directly
/// (`all_mdps_paired_clears_c1_below`): C.1 in the lowest bracket asks
/// each player alone for an opponent, not for a pairing of them all.
#[test]
fn c13_c14b_c1_below_asks_each_lowest_player_alone() {
    use crate::pairing::context::{Context, Topscorers};
    use crate::pairing::dutch::edition2012::all_mdps_paired_clears_c1_below;
    use crate::pairing::history::FloatRules;
    // Round 1, no game played: every pair may meet but those the arbiter
    // forbids. Penultimate bracket {2, 3, 4 | 1}: 1 may meet 2 only, 3-4
    // are forbidden, so the one pairing with 1 paired (M1 = M0 = 1) and as
    // many pairs as that allows is 1-2, moving 3 and 4 down. Lowest
    // bracket {5, 6, 7, 8}: only 7-8 may meet there; 5 and 6 may meet 3 and
    // nobody else above, 4 may meet 7 (and 8).
    let base = || {
        Event::new(8)
            .total_rounds(5)
            .forbid(1, 3)
            .forbid(1, 4)
            .forbid(3, 4)
            .forbid(5, 6)
            .forbid(5, 7)
            .forbid(5, 8)
            .forbid(6, 7)
            .forbid(6, 8)
            .forbid(1, 5)
            .forbid(2, 5)
            .forbid(4, 5)
            .forbid(1, 6)
            .forbid(2, 6)
            .forbid(4, 6)
    };
    let clears = |event: Event| {
        let input = event.input();
        let ctx = Context::new(&input, FloatRules::Rules2012, Topscorers::Exempt);
        // Players by pairing number: index = number - 1.
        all_mdps_paired_clears_c1_below(&ctx, &[0], &[1, 2, 3], &[4, 5, 6, 7])
    };
    // {5, 6, 7, 8 | 3, 4}: 5 and 6 have 3, 3 has 5, 4 has 7, 7 and 8 each
    // other: everyone has an opponent, though 5 and 6 cannot both have 3
    // (no perfect matching); an even bracket, no bye to spare: yes.
    assert!(clears(base()));
    // 6-3 forbidden as well: 6 has no opponent in {5, 6, 7, 8 | 3, 4},
    // and no other pairing moves down anyone 6 may meet: no.
    assert!(!clears(base().forbid(3, 6)));
}

/// C.1 before A.3: a player moved down who has no opponent in the bracket
/// (B.1) is not one of its players: it goes back through C.12 and on down,
/// and the bracket is heterogeneous or not (A.3) by the others.
#[test]
fn c1_an_incompatible_moved_down_player_does_not_count_for_a3() {
    // Rounds 1-3 (players 1-6, others outsiders): r1 1-3 1-0, 2 beats an
    // outsider (Black), 4 beats one (Black); r2 4-1 0-1, 2 and 3 beat
    // outsiders (White); r3 1-2 ½-½, 3 draws (Black) with an outsider one
    // point above (an upfloat, A.4), 4 draws (Black) with one of its
    // score. 5 (W B W) and 6 (B W B) lose every game against outsiders of
    // their score. Round 4 (even): 1, 2: 2½; 3, 4: 1½; 5, 6: 0.
    // Colours: 1 W B W, 5 W B W: strong Black; 2, 3, 4 (B W B) and 6:
    // strong White (A.7.b). Nobody floated but 3 (up, round 3).
    // Bracket 2½ {1, 2}: they have met (B.1.a): both move down.
    // Bracket 1½ {1, 2 | 3, 4}: C.1, 1 has met 3 and 4: no opponent; it
    // was moved down, so C.12: bracket 2½ can move down no other set, so 1
    // goes on down. The bracket is then {2 | 3, 4}: one player of three
    // came from above, it is heterogeneous (A.3) and C.3.g sets B.5 for
    // upfloaters: 2-3 gives 3 a second upfloat in a row, 2-4 does not (both
    // deny 2 or its opponent White: X = 1 either way). 2-4; 3 moves down.
    // (Counting 1 among the moved-down players, two of four, A.3 would
    // treat the bracket as homogeneous, with no upfloater requirement.)
    // Bracket 0 {1, 3 | 5, 6}: 1-6 and 3-5 grant every preference (1-5 and
    // 3-6 deny two). Colours: 6-1 and 3-5 by the preferences (E.1); 2-4 both
    // strong White with the same history: E.4, the higher ranked 2 White.
    let event = Event::new(6)
        .round(&[
            won(1, 3),
            outsider(2, Black, 10, Float::None),
            outsider(4, Black, 10, Float::None),
            outsider(5, White, 0, Float::None),
            outsider(6, Black, 0, Float::None),
        ])
        .round(&[
            lost(4, 1),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            outsider(5, Black, 0, Float::None),
            outsider(6, White, 0, Float::None),
        ])
        .round(&[
            Entry::Game(1, 2, 5),
            outsider(3, Black, 5, Float::Up),
            outsider(4, Black, 5, Float::None),
            outsider(5, White, 0, Float::None),
            outsider(6, Black, 0, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 4), (6, 1), (3, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// The event of the two A.3 cases below (`designed_event`, round 14 of 15,
/// even): 1, 2, 3 have 7 points, 4, 5, 6, 7 have 6, 8, 9, 10 have 5.
/// Strong colour preferences: White for 1, 2, 3, 7, 9, Black for 4, 5, 6,
/// 8, 10. Met: 1-2 1-3 2-3, 1-6, 2-4 2-5 3-4 3-5, and 7 met 1-5 and, when
/// `seven_met_six`, 6. 4 floated up in the last round (A.4); nobody else
/// floated in the last two rounds.
fn resident_moved_on_event(seven_met_six: bool) -> Event {
    let mut met = vec![(1, 2), (1, 3), (2, 3), (1, 6), (2, 4), (2, 5), (3, 4), (3, 5)];
    met.extend((1..=5).map(|p| (p, 7)));
    if seven_met_six {
        met.push((6, 7));
    }
    designed_event(&[70, 70, 70, 60, 60, 60, 60, 50, 50, 50], &[1, 2, 3, 7, 9], &met, &[(4, Float::Up)])
}

/// C.1 before A.3, for a resident: a player of the bracket with no
/// opponent there (B.1) is moved down by C.1's last bullet before C.2
/// counts the bracket, so it does not count for A.3 either (as a moved-down
/// player without one, above). The shape of generated run106 s1060051 r10
/// (a listed round), which made the engine count so (57cb402); JaVaFo 1.4
/// pairs this event so too (1-4 2-6 3-8 9-5 7-10, `-p` on it as a TRF with
/// the outsiders as absent players), and the engine before 57cb402 paired
/// 1-5 2-6 3-8 9-4 7-10.
#[test]
fn c1_a_resident_without_an_opponent_does_not_count_for_a3() {
    // `resident_moved_on_event(true)`. Bracket 7 {1, 2, 3}: all have met,
    // so none has an opponent there and none was moved down: C.1 moves all
    // three down.
    // Bracket 6 {1, 2, 3 | 4, 5, 6, 7}: 7 has met everyone in it: C.1
    // moves it on. C.2 sees {1, 2, 3 | 4, 5, 6}: half of it came from
    // above, so A.3 treats it as homogeneous, and C.3.g/h (B.5/B.6 for
    // upfloaters) are for heterogeneous brackets only. P0 = 3, but 2 and 3
    // can meet only 6 (and 1 only 4 and 5): no three pairs; C.14.a, P1 =
    // 2: S1 = {1, 2}, S2 = {3, 4, 5, 6}; D.1's first transposition that
    // pairs both is 4 6 3 5: 1-4 2-6, granting every preference. 3 and 5
    // move down with 7.
    // (Counting 7, three of seven came from above: heterogeneous, the
    // moved-down players first, and C.3.g's B.5 for upfloaters rejects 1-4,
    // 4 having floated up in the last round: 1-5 2-6, 3 and 4 down.)
    // Bracket 5 {3, 5, 7 | 8, 9, 10}: half from above, homogeneous by A.3:
    // S1 = {3, 5, 7}, S2 = {8, 9, 10}: 3-8 5-9 7-10 grant every preference.
    // Colours by E.1: 1-4, 2-6, 3-8, 9-5, 7-10.
    let pairing = resident_moved_on_event(true).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 4), (2, 6), (3, 8), (9, 5), (7, 10)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// The case above where the resident has an opponent in the bracket: it
/// counts for A.3, the bracket is heterogeneous, and C.3.g sets B.5 for
/// upfloaters. JaVaFo 1.4 pairs this event so (1-5 2-6 3-8 9-4 7-10): the
/// count alone turns the pairing above.
#[test]
fn a3_a_resident_with_an_opponent_counts_so_c3g_sets_b5_for_upfloaters() {
    // `resident_moved_on_event(false)`: 7 has not met 6. Bracket 7 {1, 2,
    // 3}: all move down (C.1). Bracket 6 {1, 2, 3 | 4, 5, 6, 7}: every
    // player has an opponent there; three of seven came from above, so it
    // is heterogeneous (A.3): P = M1 (C.3.a), B.5 and B.6 for upfloaters
    // set (C.3.g/h). 2 and 3 can meet only 6: M1 = 3 fails, and C.14.b.2
    // lowers M1 to 2. D.3's first set {1, 2}: S1 = {1, 2}, S2 = {3, 4, 5,
    // 6, 7}: 1-4 would float 4 up again (B.5), 1-5 2-6 keeps every
    // requirement. Its remainder {3, 4, 7} has all met, as have those of
    // the other pairings, so C.14.b.1 lowers P1 to 2 and 1-5 2-6 stands:
    // 3, 4 and 7 move down.
    // Bracket 5 {3, 4, 7 | 8, 9, 10}: 3-8 4-9 7-10 (homogeneous by A.3, as
    // above). Colours by E.1: 1-5, 2-6, 3-8, 9-4, 7-10.
    let pairing = resident_moved_on_event(false).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 5), (2, 6), (3, 8), (9, 4), (7, 10)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// E.2: "grant the stronger colour preference". Two absolute preferences
/// (A.7.a) are equally strong: the 2012 text does not compare their colour
/// differences (the 2017 text's 5.2.2 added that), so E.3 decides.
#[test]
fn e2_two_absolute_preferences_are_equally_strong() {
    // Rounds 1-4 of 5 against outsiders of the same score, all won: 1 W W
    // B W (colour difference +2), 2 B B W W (0, White twice in a row):
    // both have an absolute preference for Black (A.7.a). Round 5 is the
    // last: both have 4 of 4, over 50%, top scorers (A.10), so they may
    // meet (B.2 note), and they are the only two.
    // Colours: E.1 cannot grant both; E.2: both absolute, neither
    // stronger; E.3: round 4 both White, round 3 1 Black and 2 White, so
    // alternate to it: 1 White, 2 Black. (Comparing colour differences
    // would give 1, with +2, Black.)
    let win = |p, colour| outsider(p, colour, 10, Float::None);
    let event = Event::new(2)
        .total_rounds(5)
        .round(&[win(1, White), win(2, Black)])
        .round(&[win(1, White), win(2, Black)])
        .round(&[win(1, Black), win(2, White)])
        .round(&[win(1, White), win(2, White)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 2)]), "{pairing:?}");
}

/// A.7: "The colour difference of a player is the number of games played
/// with white minus the number of games played with black"; "after a round
/// the colour preference can be determined for each player who has played
/// at least one game"; A.7.f: players who did not play "have no colour
/// preference (the preference of their opponents is granted)". A forfeit
/// is a pairing, not a game played, so its colour is no colour history.
/// JaVaFo 1.4 departs: it counts the forfeited pairing's colour (20
/// round-2 colour differences in its own generated events, each with a
/// forfeit in round 1); the text does not, and this edition follows it.
#[test]
fn a7_a_forfeited_pairing_gives_no_colour_history() {
    // Round 1: 1 (White) wins by forfeit against 3 (Black); 4 (White)
    // beats 2 (Black) over the board. Round 2: brackets {1, 4} on 1 point
    // and {2, 3} on 0; neither pair has met (B.1.a), so 1-4 and 2-3.
    // Colours, E.1: 4 played White, mild preference for Black (A.7.c); 1
    // played no game, no preference (A.7.f): 1 White, 4 Black. 2 played
    // Black, preference White; 3 has none: 2 White, 3 Black. (Counting
    // the forfeit, 1 would prefer Black too, and E.4, 1 ranked higher,
    // would give 4 White.)
    let event = Event::new(4).total_rounds(5).round(&[Entry::Forfeit(1, 3), won(4, 2)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 4), (2, 3)]), "{pairing:?}");
}

/// C.12 after C.10: a bracket with moved-down players whose remainder
/// cannot be paired in full, once every requirement it may drop is
/// dropped, goes on to C.12 before C.14 lowers its P1: the previous
/// bracket is paired again, dropping a requirement it had kept (here B.5
/// for a downfloater), to move down another player of the same score with
/// whom the bracket makes its P1 pairings. The kind of dutch2012-random
/// s820043 r10 (JaVaFo 1.4 pairs so there and here).
#[test]
fn c12_a_remainder_that_cannot_be_paired_sends_the_pairing_back() {
    // Rounds 1-3 (of 9): 3 beats 4 (0-0); 6 (0) beats 3 (1): 3 floats
    // down in round 2; 6-4 draw (1-1). Outsiders for the rest: 1 wins
    // three times; 2 wins twice, then loses floating down in round 3; 5
    // draws, wins, loses; 7, 8 lose three times.
    // Round 4: 1 (3), 2, 3 (2), 4, 5, 6 (1½), 7, 8 (0).
    // Colours: 1 B W B, strong White; 2 W B W and 3 W B W, strong Black;
    // 4 B W B, strong White; 5 W B B and 6 B W W, absolute White / Black;
    // 7 W B W, strong Black; 8 B W B, strong White.
    // Bracket 3: 1 alone, moved down. Bracket 2 {1 | 2, 3}:
    // heterogeneous (A.3), P = M1 = 1. 1-2 moves 3 down, who floated down
    // two rounds before (B.6); 1-3 moves 2 down, who floated down the
    // round before (B.5). C.10.c drops B.6 for downfloaters before C.10.d
    // drops B.5: 1-2, 3 moves down.
    // Bracket 1½ {3 | 4, 5, 6}: each has an opponent (C.1 does not apply:
    // 3 only 5, 4 only 5, 6 only 5), P1 = P0 = 2. 3-5 is the only pair for
    // 3 and the remainder {4, 6} has met: no requirement C.10 drops helps,
    // so C.12: bracket 2 is paired again. 1-3 (B.5 for downfloaters
    // dropped, C.10.d) moves 2 down, another player with 2 points, and
    // {2 | 4, 5, 6} makes two pairs: accepted.
    // Bracket 1½ {2 | 4, 5, 6}: S1 {2}, S2 {4, 5, 6}: 4-2 (E.1), then 5-6
    // (E.1). Bracket 0 {7, 8}: 8-7 (E.1). Bracket 2's colours: 1-3 (E.1).
    // (Without C.12 after C.10: 1-2, 5-3, 4 and 6 down, 4-7, 8-6.)
    let draw = |p| outsider(p, White, 5, Float::None);
    let event = Event::new(8)
        .total_rounds(9)
        .round(&[
            won(3, 4),
            outsider(1, Black, 10, Float::None),
            white(2),
            draw(5),
            outsider(6, Black, 0, Float::None),
            outsider(7, White, 0, Float::None),
            outsider(8, Black, 0, Float::None),
        ])
        .round(&[
            won(6, 3),
            white(1),
            black(2),
            white(4),
            outsider(5, Black, 10, Float::None),
            outsider(7, Black, 0, Float::None),
            outsider(8, White, 0, Float::None),
        ])
        .round(&[
            Entry::Game(6, 4, 5),
            black(1),
            outsider(2, White, 0, Float::Down),
            white(3),
            outsider(5, Black, 0, Float::None),
            outsider(7, White, 0, Float::None),
            outsider(8, Black, 0, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 3), (4, 2), (5, 6), (8, 7)]), "{pairing:?}");
}

/// C.12 after C.10 once more: the previous bracket is paired again even
/// at the cost of a colour preference (C.10.e, kept longer than every
/// float requirement) so that the next bracket can make its P1 pairings.
/// The kind of dutch2012-random s820075 r10: there the 5.0 bracket would
/// pair 4-11 and move 6 down, with whom the 4.5 bracket makes only two
/// pairs (13 and 16 can both meet only 7, 14-16 is barred by B.2); 6-4
/// (both want White, 6 floated up the round before) moves 11 down, with
/// whom it can make three (11-16, 7-13, 9-14). JaVaFo 1.4 pairs so there
/// and here.
#[test]
fn c12_the_bracket_above_gives_up_a_colour_preference_for_the_next_brackets_p1() {
    // Rounds 1-3 (of 9): 3 beats 4 (0-0); 6 (0) beats 3 (1): 3 floats
    // down in round 2; 6-4 draw (1-1). Outsiders of the same score for the
    // rest: 1 wins three times; 2 wins twice, then loses; 5 draws, wins,
    // loses; 7, 8 lose three times.
    // Round 4: 1 (3), 2, 3 (2), 4, 5, 6 (1½), 7, 8 (0).
    // Colours: 1 W B W, strong Black; 2 B W B, strong White; 3 W B W,
    // strong Black; 4 B W B, strong White; 5 W B B, absolute White; 6
    // B W W, absolute Black; 7 W B W, strong Black; 8 B W B, strong White.
    // Bracket 3: 1 alone, moved down. Bracket 2 {1 | 2, 3}: heterogeneous
    // (A.3), P = M1 = 1, X1 = 0 (A.8: W = 1, B = 2). 1-2 grants both
    // preferences and moves 3 down, who floated down two rounds before
    // (B.6); 1-3 (both want Black) moves 2 down and needs X = 1. C.10.c
    // drops B.6 for downfloaters before C.10.e raises X: 1-2, 3 down.
    // Bracket 1½ {3 | 4, 5, 6}: each has an opponent (3 only 5, 4 only 5,
    // 6 only 5), P1 = 2, but 3-5 leaves {4, 6}, who have met: C.12.
    // Bracket 2 paired again: 1-3 (X = 1) moves 2 down, with the same
    // score, and {2 | 4, 5, 6} makes two pairs: accepted. 1-3: both strong
    // Black with the same history, E.4: the higher ranked 1 gets Black.
    // Bracket 1½ {2 | 4, 5, 6}: every pairing denies one preference (2, 4
    // and 5 want White, only 6 Black): the first, 2-4 and 5-6; 2-4 by E.4
    // (same histories, 2 White), 5-6 E.1. Bracket 0 {7, 8}: 8-7 (E.1).
    // (Without C.12 after C.10: 2-1, 5-3, 4 and 6 down, 4-7, 8-6.)
    let draw = |p| outsider(p, White, 5, Float::None);
    let loss = |p, colour| outsider(p, colour, 0, Float::None);
    let event = Event::new(8)
        .total_rounds(9)
        .round(&[won(3, 4), white(1), black(2), draw(5), loss(6, Black), loss(7, White), loss(8, Black)])
        .round(&[
            won(6, 3),
            black(1),
            white(2),
            white(4),
            outsider(5, Black, 10, Float::None),
            loss(7, Black),
            loss(8, White),
        ])
        .round(&[
            Entry::Game(6, 4, 5),
            white(1),
            loss(2, Black),
            white(3),
            loss(5, Black),
            loss(7, White),
            loss(8, Black),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 4), (5, 6), (8, 7)]), "{pairing:?}");
}

/// C.12 again: the bracket above is not paired again to give the next
/// bracket better colours: C.10.e raises X in the next bracket before its
/// procedure could reach C.12. Here JaVaFo 1.4 agrees
/// with the text (checked with the outsiders as absent players).
#[test]
fn c12_the_next_brackets_colours_do_not_reopen_the_bracket_above() {
    // Rounds 1-3 (of 9): 3 beats 4 (0-0); 5 (0) beats 3 (1): 3 floats
    // down in round 2. Outsiders: 1 wins three times; 2 wins twice, then
    // loses floating down in round 3; 4 wins, draws; 5 loses, then draws;
    // 6 wins, draws, loses; 7 and 8 lose three times.
    // Round 4: 1 (3), 2, 3 (2), 4, 5, 6 (1½), 7, 8 (0). Colours: 1 B W B,
    // 4 B W B, 5 B W B, 8 B W B: strong White; 2, 3, 6, 7 W B W: strong
    // Black.
    // Bracket 3: 1 moved down. Bracket 2 {1 | 2, 3}: 1-2 moves 3 down (B.6
    // for 3), 1-3 moves 2 down (B.5 for 2): C.10.c before C.10.d, 1-2.
    // Bracket 1½ {3 | 4, 5, 6}: 3 has met 4 and 5, so 3-6, and 4-5: two
    // pairs, each against a colour preference (X1 = 0, C.10.e raises X).
    // It makes its P1 pairs once C.10.e has raised X, so its procedure
    // never reaches C.12 (and C.1 does not apply: each has an opponent). Colours: 6-3 and 4-5 by E.4 (same histories, the
    // higher ranked 3 and 4 get theirs). Bracket 0: 8-7 (E.1).
    // (Reopening bracket 2 for colours would give 1-3, 4-2, 5-6, 8-7.)
    let draw = |p, colour| outsider(p, colour, 5, Float::None);
    let loss = |p, colour| outsider(p, colour, 0, Float::None);
    let event = Event::new(8)
        .total_rounds(9)
        .round(&[won(3, 4), black(1), white(2), loss(5, Black), white(6), loss(7, White), loss(8, Black)])
        .round(&[won(5, 3), white(1), black(2), white(4), draw(6, Black), loss(7, Black), loss(8, White)])
        .round(&[
            white(3),
            black(1),
            outsider(2, White, 0, Float::Down),
            draw(4, Black),
            draw(5, Black),
            loss(6, White),
            loss(7, White),
            loss(8, Black),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 2), (6, 3), (4, 5), (8, 7)]), "{pairing:?}");
}

/// C.1 then C.12: a moved-down player with no opponent in the bracket sends
/// the pairing back before C.1's last bullet has moved any resident on, so
/// the P1 that C.12 tests counts the residents C.1 would move on. The kind
/// of dutch2012-random s820043 r11 (there 1 and 7 play the parts of 1 and
/// 5 here); JaVaFo 1.4 pairs this case so too.
#[test]
fn c12_from_c1_counts_the_residents_c1_would_move_on() {
    // Rounds 1-4 (of 9), games between players all level (equal scores
    // before the game): 1-2 =, 5-6 =; 1-5 =, 5-4 = (round 3), 6-1 0-1,
    // 5-7 = (round 4). Outsiders of the same score for the rest, but 3
    // draws in round 4 against one a point lower: 3 floats down.
    // Round 5: 1 (3), 2, 3, 4 (2½), 5, 6, 7 (2), 8, 9, 10 (1).
    // Colours (A.7.a/c): 1, 3, 4, 7 W W B B: absolute White; 2, 6
    // B B W W and 5 W B W W: absolute Black; 8, 9 B W B W: mild Black; 10
    // W B W B: mild White. B.2 bars two absolute Whites (or Blacks).
    // Bracket 3: 1 alone, moved down. Bracket 2½ {1 | 2, 3, 4}: 1 has no
    // opponent (met 2; 3 and 4 absolute White): C.1, C.12, and bracket 3
    // has no other player to send, so 1 goes on down. {2, 3, 4}: P0 = 1;
    // 3-4 is barred (B.2); 2-3 moves 4 down, 2-4 moves 3 down, who floated
    // down the round before (B.5): 2-3, 4 down with 1.
    // Bracket 2 {1, 4 | 5, 6, 7}: 1 has no opponent (met 5, 6; 7 absolute
    // White): C.1's first bullet sends the pairing back (C.12) before its
    // last bullet moves 5 on (5 met 4, 6, 7). So P1 counts 5: five players,
    // P1 = 2, and with 4 only 4-6 can be made (4-5 met, 4-7 B.2, 5 none).
    // C.12: bracket 2½ paired again, 2-4 moves {1, 3} down, the same size
    // and scores, and 3-5, 6-7 make P1 = 2 pairs: accepted (B.5 for 3 is
    // given up: C.12 accepts "this pairing").
    // Bracket 2 {1, 3 | 5, 6, 7}: 1 still has none; backtracking again is
    // not allowed (C.12), so 1 goes on down. {3 | 5, 6, 7}: 3-5, then 6-7.
    // Bracket 1 {1 | 8, 9, 10}: 1-8, then 9-10. Colours (E.1, all
    // granted): 4-2, 3-5, 7-6, 1-8, 10-9.
    // (With P1 counted after C.1 has moved 5 on, {4 | 6, 7} makes its one
    // pair and nothing goes back: 3-2, 4-6, 10-5, 7-9, 1-8.)
    let event = Event::new(10)
        .total_rounds(9)
        .round(&[
            Entry::Game(1, 2, 5),
            Entry::Game(5, 6, 5),
            level(3, White, 10),
            level(4, White, 5),
            level(7, White, 5),
            level(8, Black, 10),
            level(9, Black, 10),
            level(10, White, 10),
        ])
        .round(&[
            Entry::Game(1, 5, 5),
            level(2, Black, 10),
            level(3, White, 5),
            level(4, White, 5),
            level(6, Black, 5),
            level(7, White, 5),
            level(8, White, 0),
            level(9, White, 0),
            level(10, Black, 0),
        ])
        .round(&[
            Entry::Game(6, 1, 0),
            Entry::Game(5, 4, 5),
            level(2, White, 5),
            level(3, Black, 5),
            level(7, Black, 5),
            level(8, Black, 0),
            level(9, Black, 0),
            level(10, White, 0),
        ])
        .round(&[
            Entry::Game(5, 7, 5),
            level(1, Black, 10),
            level(2, White, 5),
            outsider(3, Black, 5, Float::Down),
            level(4, Black, 10),
            level(6, White, 10),
            level(8, White, 0),
            level(9, White, 0),
            level(10, Black, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 2), (3, 5), (7, 6), (1, 8), (10, 9)]), "{pairing:?}");
}

/// C.12 after C.10 (no moved-down player without an opponent): C.1 has
/// moved its residents without an opponent on before C.2 counts P0, so a
/// bracket that makes its pairs without them sends nothing back. JaVaFo 1.4
/// pairs this case so too; counting such a resident here is what loses
/// corpus rounds 1048 r8 and 1060 r6.
#[test]
fn c12_after_c10_does_not_count_a_resident_c1_moves_on() {
    // Rounds 1-3 (of 9), all games level: 4-3 =, 5-4 =, 4-6 =; outsiders
    // of the same score for the rest: 1 wins three times; 2 wins, wins,
    // loses; 3 wins, draws; 5 and 6 draw twice; 7 and 8 lose three times.
    // Round 4: 1 (3), 2, 3 (2), 4, 5, 6 (1½), 7, 8 (0). Colours (A.7.b):
    // 1 W B W, 4 W B W, 5 W W B, 8 W B W: strong Black; 2, 3, 6, 7 B W B:
    // strong White.
    // Bracket 3: 1 moved down. Bracket 2 {1 | 2, 3}: 1-2 (first in D.1
    // order, both preferences granted); 3 down.
    // Bracket 1½ {3 | 4, 5, 6}: 4 has met 3, 5, 6: C.1's last bullet moves
    // 4 on down; 3 has opponents, so nothing goes back. C.2: P0 = 1,
    // M0 = 1 for {3 | 5, 6}: 3-5, and 6 down.
    // Bracket 0 {4, 6 | 7, 8}: half came from above (A.3: homogeneous),
    // S1 {4, 6}, S2 {7, 8}: 4-7, 6-8. Colours (E.1): 2-1, 3-5, 7-4, 6-8.
    // (Counting 4 in P1 = 2 would send 2 down instead: 1-3, 2-4, 5-6, 7-8.)
    let event = Event::new(8)
        .total_rounds(9)
        .round(&[
            Entry::Game(4, 3, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(5, White, 5),
            level(6, Black, 5),
            level(7, Black, 0),
            level(8, White, 0),
        ])
        .round(&[
            Entry::Game(5, 4, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(3, White, 10),
            level(6, White, 5),
            level(7, White, 0),
            level(8, Black, 0),
        ])
        .round(&[
            Entry::Game(4, 6, 5),
            level(1, White, 10),
            level(2, Black, 0),
            level(3, Black, 5),
            level(5, Black, 5),
            level(7, Black, 0),
            level(8, White, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 1), (3, 5), (7, 4), (6, 8)]), "{pairing:?}");
}

/// D.4 in a lowest bracket C.13 has joined, treated as homogeneous (A.3):
/// the bye may go to a player of a score joined onto the lowest one who
/// floated down the round before, when the B3 factor and the colours tie.
/// B.1.b calls the bye recipient a downfloater, and so it is for a player
/// of the lowest score (`b6_the_bye_of_a_lowest_score_player_in_a_joined_bracket_a3_treats_as_homogeneous_is_a_downfloat`);
/// but the players of the scores joined onto it came down with the join
/// and keep the float they came with (C.13's last sentence, as in a
/// heterogeneous joined bracket below). JaVaFo 1.4, the 2012 edition's only
/// reference, pairs so (here, and dutch2012-random s820051 r12), while it
/// keeps B.5 for the bye in a natural lowest bracket (next test), so this
/// edition follows it.
#[test]
fn d4_the_bye_in_a_joined_lowest_bracket_is_no_repeated_downfloat() {
    // Rounds 1-4 (of 9): 4 beats 7 (7 White), 3 beats 7 (3 White), 7 has
    // the pairing-allocated bye in round 3, 2 beats 7 (2 White); all games
    // level. Outsiders of the same score for the rest: 1 wins three times,
    // then loses; 2 loses, wins, loses; 3 loses, then wins, loses; 4 loses,
    // wins, loses; 5 wins, loses, wins, loses; 6 wins, draws twice, then
    // loses to an outsider a point lower: 6 floats down in round 4.
    // Round 5: 1 (3), 2-6 (2), 7 (1). Colours: 1, 2, 3 B W B W: mild
    // Black; 4 B W W B: mild White; 5, 6 W W B B and 7 W B - B: absolute
    // White (B.2 bars them from each other).
    // Bracket 3: 1 moved down. The lowest bracket {7} cannot be paired: no
    // second bye (B.1.b), and 1 is 7's only possible opponent (7 met 2, 3,
    // 4; B.2 with 5, 6). C.13: the penultimate bracket {1 | 2-6} can allow
    // it only by moving 1 down, pairing none of its moved-down players: P
    // becomes zero and the two brackets are joined.
    // Joined lowest bracket: D.4, the B3 factor (bye = a game against 0):
    // 1-7 (2² = 4; 7 can meet no one else), the bye to a 2-pointer (4, not
    // 9 for 1) and two level pairs among the other four. A bye to 2 or 3
    // leaves three White-seekers and one Black-seeker (X = 1); a bye to 4,
    // 5 or 6 leaves two and two (X = 0). The bye floats no 2-pointer (they
    // came with the join), so the first in D order: S1 {2, 3}, S2 {4, 5,
    // 6}, 2-4, 3-5 and 6 left for the bye. Colours (E.1): 7-1, 4-2, 5-3.
    // (With B.5 for the bye, 6 is spared: 4-2, 6-3, bye 5.)
    let event = Event::new(7)
        .total_rounds(9)
        .round(&[
            Entry::Game(7, 4, 0),
            level(1, Black, 10),
            level(2, Black, 0),
            level(3, Black, 0),
            level(5, White, 10),
            level(6, White, 10),
        ])
        .round(&[
            Entry::Game(3, 7, 10),
            level(1, White, 10),
            level(2, White, 10),
            level(4, White, 0),
            level(5, White, 0),
            level(6, White, 5),
        ])
        .round(&[
            pab(7),
            level(1, Black, 10),
            level(2, Black, 0),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, Black, 10),
            level(6, Black, 5),
        ])
        .round(&[
            Entry::Game(2, 7, 10),
            level(1, White, 0),
            level(3, White, 0),
            level(4, Black, 0),
            level(5, Black, 0),
            outsider(6, Black, 0, Float::Down),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(7, 1), (4, 2), (5, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(6));
}

/// The five-player event of the next two tests: in round 5, 1 (3 points),
/// 2, 3 (2.5) and 4, 5 (1.5), 4 and 5 with the same colours (B W B W).
/// `down3` and `down4` are the players who lose (round 3) or draw (round 4)
/// against an outsider one point lower, floating down (A.4).
fn joined_lowest_bye_event(down3: &[u32], down4: &[u32]) -> Event {
    let against = |p: u32, colour, points, down: &[u32]| {
        outsider(p, colour, points, if down.contains(&p) { Float::Down } else { Float::None })
    };
    Event::new(5)
        .forbid(4, 5)
        .round(&[level(1, White, 10), Entry::Game(2, 4, 5), Entry::Game(3, 5, 5)])
        .round(&[level(1, Black, 10), Entry::Game(4, 3, 5), Entry::Game(5, 2, 5)])
        .round(&[
            level(1, White, 5),
            level(2, White, 10),
            level(3, Black, 10),
            against(4, Black, 0, down3),
            against(5, Black, 0, down3),
        ])
        .round(&[
            level(1, Black, 5),
            level(2, Black, 5),
            level(3, White, 5),
            against(4, White, 5, down4),
            against(5, White, 5, down4),
        ])
}

/// B.1.b, B.6 and C.13 in a lowest bracket C.13 has joined that A.3 treats
/// as homogeneous: the bye of a player of the lowest score makes a
/// downfloater ("A player who has received a point ... through a bye ...
/// is a downfloater (see A4)"), and such a bracket "produces downfloaters"
/// (C.3.f), so B.6 keeps the bye from one who floated down two rounds
/// before, where the B3 factor and the colours tie. JaVaFo 1.4 pairs these
/// events so, and generated run105 s1050490 r7 (a listed round), where the
/// bye follows the player when the two bye candidates swap pairing numbers.
#[test]
fn b6_the_bye_of_a_lowest_score_player_in_a_joined_bracket_a3_treats_as_homogeneous_is_a_downfloat() {
    // Rounds 1-4 (of 9): 2-4, 3-5 (r1) and 4-3, 5-2 (r2) drawn; 4-5
    // forbidden; the rest against outsiders of the player's score. Round 5:
    // 1 (3), 2, 3 (2.5), 4, 5 (1.5). Colours: 1 and 2 W B W B, mild White;
    // 3 W B B W, 4 and 5 B W B W: mild Black.
    // 4 and 5 can meet only 1, so the lowest bracket needs 1 (C.13): the
    // 2.5 bracket {1 | 2, 3} pairs 2-3, none of its moved-down players, so
    // P becomes zero and the two are joined: {1, 2, 3 | 4, 5}, three of
    // five from above, treated as homogeneous (A.3). Its only pairings,
    // 1-4, 2-3, bye 5 and 1-5, 2-3, bye 4, have the same B3 factor (D.4,
    // 1.5² + 0 + 1²) and grant every preference.
    // With no float before, the first in D order: 1-4, bye 5 (JaVaFo 1.4
    // too).
    let pairing = joined_lowest_bye_event(&[], &[]).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 4), (2, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(5));
    // 5 floated down in round 3: B.6 gives the bye to 4. Colours E.1.
    let pairing = joined_lowest_bye_event(&[5], &[]).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 5), (2, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(4));
    // 4 floated down in round 3 instead: the bye stays with 5.
    let pairing = joined_lowest_bye_event(&[4], &[]).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 4), (2, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(5));
}

/// The same with B.5 against B.6: C.10.c gives up B.6 for downfloaters
/// before C.10.d gives up B.5, so the bye goes to the player who floated
/// down two rounds before rather than to the one who floated down in the
/// last round. JaVaFo 1.4 pairs these events so.
#[test]
fn b5_the_bye_of_a_lowest_score_player_in_a_joined_bracket_a3_treats_as_homogeneous_comes_before_b6() {
    // 5 floated down in round 4 (B.5): the bye goes to 4.
    let pairing = joined_lowest_bye_event(&[], &[5]).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 5), (2, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(4));
    // 4 in round 3 (B.6), 5 in round 4 (B.5): the bye goes to 4.
    let pairing = joined_lowest_bye_event(&[4], &[5]).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 5), (2, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(4));
    // 5 in round 3, 4 in round 4: the bye goes to 5.
    let pairing = joined_lowest_bye_event(&[5], &[4]).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 4), (2, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(5));
}

/// D.4 with C.14.b.2: a heterogeneous lowest bracket C.13 has joined that
/// cannot pair all its moved-down players is paired by the B3 factor of the
/// whole bracket (bye included), which chooses the moved-down player paired;
/// D.3's "highest first" only among equal factors, colours and floats
/// (the two tests after this one). The text's procedure
/// would try D.3's set first (C.8.b) and reach the factor only in the
/// remainder; JaVaFo 1.4, the edition's reference, measures the whole
/// bracket, here (generated, seed 890091, round 6) and wherever seen
/// (edition2012.rs).
#[test]
fn d4_the_b3_factor_chooses_the_moved_down_player_paired() {
    // Nine players, five rounds, every game inside the event; the PAB went
    // to 9, 8, 7, 5, 6 in rounds 1-5, so only 1, 2, 3, 4 may have the bye
    // (B.1.b). Round 6: 1 (5), 2 (4), 6 (3.5), 3 and 7 (3), 4 (2.5), 5 (2),
    // 8 and 9 (1).
    // 1 has met 2 and floats to 6's bracket: 1-6; 2 (met 6) floats to
    // {3, 7}: 7-2; 3 floats to {4}. The lowest bracket {8, 9} with 5 moved
    // down cannot be paired (none of them may have the bye): C.13 joins
    // {5, 8, 9}. Then 3-4 would leave it unpairable again, so P becomes zero
    // in the penultimate bracket and C.13 joins {3 (3), 4 (2.5) | 5 (2),
    // 8 (1), 9 (1)}: heterogeneous, M0 = 2. Pairing both moved-down players
    // leaves the bye to 5, 8 or 9: M1 = 1 (C.14.b.2).
    // - 3 paired: 3 has met 5 and 9, so 3-8, then {4, 5, 9}: 4 has met 9,
    //   the bye to 9 is barred, so 5-9 and the bye to 4. B3 factor (the bye
    //   a game against 0, one point below the lowest): 2² + 1² + 2.5² = 11.25.
    // - 4 paired: 4 has met 8 and 9, so 4-5, then {3, 8, 9}: 3 has met 9,
    //   so 8-9 and the bye to 3: 0.5² + 0² + 3² = 9.25.
    // The smaller factor wins although it grants fewer colour preferences
    // (4-5: 5 wants White like 4, who must have it; 8 and 9 both want Black,
    // against one in 3-8).
    // Colours: 1-6 (E.1), 7-2 (E.1), 4-5 (E.2, 4 absolute), 9-8 (E.3: in
    // round 3 9 had Black, 8 White).
    let event = Event::new(9)
        .initial_colour(Black)
        .round(&[
            Entry::Game(5, 1, 0),
            Entry::Game(2, 6, 10),
            Entry::Game(7, 3, 0),
            Entry::Game(4, 8, 10),
            pab(9),
        ])
        .round(&[
            Entry::Game(1, 4, 10),
            Entry::Game(9, 2, 0),
            Entry::Game(3, 5, 10),
            Entry::Game(6, 7, 10),
            pab(8),
        ])
        .round(&[
            Entry::Game(8, 1, 0),
            Entry::Game(2, 3, 10),
            Entry::Game(4, 9, 10),
            Entry::Game(5, 6, 0),
            pab(7),
        ])
        .round(&[
            Entry::Game(1, 2, 10),
            Entry::Game(3, 9, 10),
            Entry::Game(6, 4, 5),
            Entry::Game(7, 8, 10),
            pab(5),
        ])
        .round(&[
            Entry::Game(3, 1, 0),
            Entry::Game(2, 4, 10),
            Entry::Game(8, 5, 0),
            Entry::Game(9, 7, 0),
            pab(6),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 6), (7, 2), (4, 5), (9, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(3));
}

/// The five-player event of the next two tests: in round 5, 1 (3 points),
/// 2 (2.5), 3 (2) and 4, 5 (1.5); 3, 4 and 5 have had the bye (B.1.b) and
/// 1 has met 3 and 5. The colours of some games against outsiders vary:
/// 1's in round 4, 2's in rounds 3 and 4, 3's in round 4 and 5's in round
/// 1; `up4` makes 4 lose round 4 to an outsider one point higher (4 floats
/// up, A.4).
fn joined_lowest_tie_event(
    one4: crate::model::Colour,
    [two3, two4]: [crate::model::Colour; 2],
    three4: crate::model::Colour,
    five1: crate::model::Colour,
    up4: bool,
) -> Event {
    Event::new(5)
        .round(&[level(1, White, 10), level(2, Black, 0), pab(3), level(4, White, 0), level(5, five1, 5)])
        .round(&[Entry::Game(3, 1, 0), level(2, White, 10), pab(4), level(5, White, 0)])
        .round(&[Entry::Game(1, 5, 10), level(2, two3, 10), level(3, Black, 10), level(4, Black, 5)])
        .round(&[
            level(1, one4, 0),
            level(2, two4, 5),
            level(3, three4, 0),
            outsider(4, Black, 0, if up4 { Float::Up } else { Float::None }),
            pab(5),
        ])
}

/// D.4 in a heterogeneous lowest bracket C.13 has joined, with M1 < M0 (one
/// of its two moved-down players takes the bye): where the B3 factor of the
/// whole bracket ties, the colour requirements decide before D.3's set. The
/// text tries D.3's other set (C.8.b) before C.10 gives up any colour or
/// float requirement, and the factor already measures B.3 over the whole
/// bracket (`d4_the_b3_factor_chooses_the_moved_down_player_paired`), so
/// which moved-down player is paired comes after B.4-B.6. JaVaFo 1.4 pairs
/// these events so, and generated run105 s1050199 r8 (a listed round).
#[test]
fn d4_at_a_factor_tie_the_colours_come_before_d3s_set() {
    // Rounds 1-4 (of 9): 3 has the bye in round 1, 4 in round 2, 5 in
    // round 4; 3-1 0-1 (r2), 1-5 1-0 (r3); the rest against outsiders of
    // the player's score. Round 5: 1 (3), 2 (2.5), 3 (2), 4, 5 (1.5).
    // Colours: 1 W B W B, mild White; 2 B W W B, mild White; 3 - W B W,
    // strong Black; 4 W - B B, strong White; 5 W W B -, strong Black.
    // The lowest bracket {4, 5} (with 3, and then the 2.0 bracket joined)
    // has no player who may take the bye, and 1-2 leaves it so: C.13 joins
    // the 2.5 bracket too: {1, 2 | 3, 4, 5}, heterogeneous (A.3), M1 = 1
    // (1 or 2 takes the bye). D.4's B3 factor (the bye a game against ½):
    // bye 2, 1-4, 3-5: 2² + 1.5² + 0.5² = 6.5; bye 1, 2-3, 4-5: 2.5² +
    // 0.5² = 6.5; the other pairings 7.5. The first grants neither 1's nor
    // one of 3's and 5's preferences (X = 2; A.7.d broken for 3-5), the
    // second every one: 2-3, 4-5, bye 1, although D.3's set pairs 1 first.
    // Colours E.1.
    let pairing = joined_lowest_tie_event(Black, [White, Black], White, White, false).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 3), (4, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(1));
    // 1 White in round 4 (W B W W: absolute Black) and 5 Black in round 1
    // (B W B: strong White): now 4-1 and 5-3 grant every preference and
    // 4-5 does not (both strong White): 4-1, 5-3, bye 2.
    let pairing = joined_lowest_tie_event(White, [White, Black], White, Black, false).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 1), (5, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(2));
}

/// The same at a tie of the factor and of the colours: B.5 for the
/// upfloaters (C.3.g, set in a heterogeneous bracket) decides before D.3's
/// set, and D.3's set ("the highest first") only after it. JaVaFo 1.4 pairs
/// these events so.
#[test]
fn d4_at_a_factor_tie_b5_for_upfloaters_comes_before_d3s_set() {
    // The event above with 1 W B W W (absolute Black), 2 B W B W (mild
    // Black), 3 - W B B (strong White), 4 W - B B (strong White), 5 W W B -
    // (strong Black): 4-1, 3-5, bye 2 and 3-2, 4-5, bye 1 both grant every
    // preference, with the factor 6.5 each. 4 floated up in round 4: 1-4
    // would float it up again (B.5), so 3-2, 4-5, bye 1.
    let pairing = joined_lowest_tie_event(White, [Black, White], Black, White, true).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 2), (4, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(1));
    // Without that upfloat everything ties, and D.3 pairs 1 (4-1, 3-5, bye
    // 2; 5 floated up in round 3, but it meets the resident 3, not a
    // moved-down player: C.3.g/h).
    let pairing = joined_lowest_tie_event(White, [Black, White], Black, White, false).pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 1), (3, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(2));
}

/// B.1.b and C.3.e in a natural lowest bracket (one score of its own): the
/// player left for the bye is a downfloater, so B.5 keeps the bye from one
/// who floated down the round before. The five 2-pointers of the case above
/// on their own (their games with 7 now against outsiders of the same
/// score); JaVaFo 1.4 pairs so too.
#[test]
fn b5_the_bye_in_a_natural_lowest_bracket_spares_the_last_downfloater() {
    // Round 5: 1-5 (2) alone. Colours: 1, 2 B W B W: mild Black; 3
    // B W W B: mild White; 4, 5 W W B B: absolute White. 5 floated down in
    // round 4. S1 {1, 2}, S2 {3, 4, 5}: 1-3, 2-4 grants every preference
    // but leaves 5, a downfloater again (B.5, set by C.3.e); 1-3, 2-5
    // grants them all and leaves 4: accepted. Colours (E.1): 3-1, 5-2,
    // bye 4.
    let event = Event::new(5)
        .total_rounds(9)
        .round(&[
            level(1, Black, 0),
            level(2, Black, 0),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, White, 10),
        ])
        .round(&[
            level(1, White, 10),
            level(2, White, 10),
            level(3, White, 0),
            level(4, White, 0),
            level(5, White, 5),
        ])
        .round(&[
            level(1, Black, 0),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, Black, 5),
        ])
        .round(&[
            level(1, White, 10),
            level(2, White, 0),
            level(3, Black, 0),
            level(4, Black, 0),
            outsider(5, Black, 0, Float::Down),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (5, 2)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(4));
}

/// B.1.b and C.3.e in a lowest bracket C.13 has joined that A.3 calls
/// heterogeneous (fewer than half of its players came from above): its
/// moved-down players are paired first and the rest is a remainder, whose
/// player left for the bye "is a downfloater" (B.1.b), so B.5 keeps the bye
/// from one who floated down the round before, as in a natural lowest
/// bracket. The kind of generated s890128 round 7 (tests/data/random);
/// JaVaFo 1.4 pairs this event so too (1-3, 4-2, 7-5, bye 6).
#[test]
fn b5_the_bye_in_a_heterogeneous_joined_lowest_bracket_spares_the_last_downfloater() {
    // Rounds 1-4 (of 9): 3, 4, 6 and 7 meet each other once, all other
    // games against outsiders of the player's own score: r1 4-3 and 6-7
    // drawn; r2 3-6 and 7-4 drawn; r3 3 beats 7, 4 beats 6 (7 and 6 White);
    // r4 3 wins, 4 and 6 lose, and 7 loses to an outsider one point lower:
    // 7 floats down in round 4 (A.4). 1 wins three times, then loses; 2
    // wins, wins, loses, wins; 5 wins, loses, wins, loses. Nobody has had a
    // bye (B.1.b). Round 5: 1, 2, 3 (3 points), 4, 5 (2), 6, 7 (1).
    // Colours: 1, 6 W B W B and 7 B W W B: mild White (A.7.c); 2, 3, 5
    // B W B W: mild Black; 4 W B B B: absolute White (A.7.a).
    // Bracket 3: P0 = 1, W = 1, B = 2: X1 = 0 (A.8). 1-2 (C.6) grants both
    // and moves 3 down, but 3 has met 4, 6 and 7, so below it can meet only
    // 5, and then 4, 6 and 7, who have all met, cannot be paired: no
    // pairing of the players below completes the round, with the brackets
    // joined or not (C.13). C.13 goes back to bracket 3, now the
    // penultimate one: 1-3 (the next in D.1 order) moves 2 down.
    // Joined lowest bracket {2 | 4, 5, 6, 7}: one of five from above, so
    // heterogeneous (A.3); 2 is paired first, 2-4 (C.6), granting both
    // preferences. The remainder {5, 6, 7}: by D.4's B3 factor 5-6 with
    // the bye to 7 and 5-7 with the bye to 6 are equal (1 + 1, the bye a
    // game against 0), and both grant every preference (B.4). The player
    // left for the bye is a downfloater (B.1.b), and B.5 for downfloaters
    // (C.3.e) bars 7, who floated down in round 4: 5-7, bye 6. (The first
    // in D.1 order, 5-6, would leave 7 the bye.)
    // Colours: 1-3 E.1 (1 White); 4-2 E.1; 7-5 E.1.
    let event = Event::new(7)
        .round(&[
            Entry::Game(4, 3, 5),
            Entry::Game(6, 7, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(5, Black, 10),
        ])
        .round(&[
            Entry::Game(3, 6, 5),
            Entry::Game(7, 4, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(5, White, 0),
        ])
        .round(&[
            Entry::Game(7, 3, 0),
            Entry::Game(6, 4, 0),
            level(1, White, 10),
            level(2, Black, 0),
            level(5, Black, 10),
        ])
        .round(&[
            level(3, White, 10),
            level(4, Black, 0),
            level(6, Black, 0),
            outsider(7, Black, 0, Float::Down),
            level(1, Black, 0),
            level(2, White, 10),
            level(5, White, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 3), (4, 2), (7, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(6));
}

/// C.13 and B.1.b in a heterogeneous joined lowest bracket whose bye must go
/// to a player of a score bracket C.13 joined onto the lowest one: "such a
/// merged score bracket shall be treated as a heterogeneous score bracket
/// with the latest added score bracket as S1", so its players came down
/// with the join and, like moved-down players, keep the float they came
/// with. B.5 does not keep the bye from one of them who floated down the
/// round before; only a player of the lowest score left for the bye is a
/// new downfloater (the case above). JaVaFo 1.4 pairs this event so (1-3,
/// 2-4, 6-7, bye 5), and so it does in generated random histories where the
/// bye falls to such a player.
#[test]
fn b5_the_bye_to_a_player_of_a_bracket_joined_onto_the_lowest_is_no_repeated_downfloat() {
    // Rounds 1-5 (of 9), games against outsiders of the player's own score
    // but for: r2 3-4 ½-½, 7-5 0-1; r3 5-3 1-0, 4-7 ½-½; r4 3-7 1-0. In
    // round 5, 5 loses to an outsider one point lower: 5 floats down (A.4).
    // 3 and 7 had a half-point bye in round 1, so neither may have the bye
    // (B.1.b). Round 6: 1, 2, 3 (3 points), 4, 5, 6 (2), 7 (1); 3 has met 4,
    // 5 and 7, and 7 has met 3, 4 and 5.
    // Colours: 1 W B W B W: strong Black (A.7.b); 2 and 6 B W B W B: strong
    // White; 4 and 5 W B W W B: strong Black; 3 W B W B: mild White; 7
    // W B B W: mild Black.
    // Bracket 3: P0 = 1, W = 2, B = 1: X1 = 0 (A.8). 1-2 grants both and
    // moves 3 down, who can meet only 6 below; then 4-5 would leave the bye
    // to 7, who has met 4 and 5 and may not have it, and 3 may not have it
    // either: nothing below completes the round, joined or not (C.13).
    // C.13 comes back to bracket 3: 1-3 moves 2 down.
    // Joined lowest bracket {2 | 4, 5, 6 (2), 7 (1)}: heterogeneous (A.3).
    // 7's only opponent is 6 (or 2); 2-6 leaves {4, 5, 7}, which cannot be
    // paired. D.4's B3 factor (the bye a game against 0): 2-7, then a pair
    // of 2-pointers and the bye to the third, 2² + 0 + 2² = 8; 2-4, 6-7, bye
    // 5 or 2-5, 6-7, bye 4, 1 + 1 + 2² = 6. Both grant every preference.
    // The bye goes to a 2-pointer, who came down with the join: 5's
    // downfloat of round 5 does not count (B.5), and the first in D.1 order
    // stands: S1 {2}, S2 {4, 5, 6, 7}: 2-4; the remainder {5, 6, 7}: 5-6
    // and 5-7 leave no legal bye, so 6-7, bye 5. (Counting it, as for a
    // player of the lowest bracket, gives 2-5 and the bye to 4.)
    // Colours: 3-1 E.1; 2-4 E.1; 6-7 E.1.
    let event = Event::new(7)
        .round(&[
            half_bye(3),
            half_bye(7),
            level(4, White, 10),
            level(5, White, 0),
            level(1, White, 10),
            level(2, Black, 10),
            level(6, Black, 10),
        ])
        .round(&[
            Entry::Game(3, 4, 5),
            Entry::Game(7, 5, 0),
            level(1, Black, 10),
            level(2, White, 10),
            level(6, White, 0),
        ])
        .round(&[
            Entry::Game(5, 3, 10),
            Entry::Game(4, 7, 5),
            level(1, White, 0),
            level(2, Black, 0),
            level(6, Black, 10),
        ])
        .round(&[
            Entry::Game(3, 7, 10),
            level(4, White, 0),
            level(5, White, 0),
            level(1, Black, 10),
            level(2, White, 0),
            level(6, White, 0),
        ])
        .round(&[
            level(3, Black, 10),
            level(7, White, 0),
            level(4, Black, 0),
            outsider(5, Black, 0, Float::Down),
            level(1, White, 0),
            level(2, Black, 10),
            level(6, Black, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 4), (6, 7)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(5));
}

/// D.4 in a lowest bracket C.13 has joined: the B3 factor of the whole
/// bracket is what B.3 asks there, so two pairings with the same factor are
/// told apart by the colours (B.4), not by how far the moved-down player's
/// own opponent is below it. The text's procedure reaches the same pairing
/// (X is a requirement while the moved-down player is paired first); the
/// kind of generated s890401 round 12 (tests/data/random), where JaVaFo 1.4
/// also goes on to the colours and the D order with equal factors. JaVaFo
/// 1.4 pairs this event so too (1-3, 6-2, 4-5, bye 7).
#[test]
fn d4_equal_factors_in_a_joined_lowest_bracket_leave_it_to_the_colours() {
    // Rounds 1-4 (of 9), games against outsiders of the player's own score
    // but for: r1 6-3 0-1; r2 5-6 ½-½; r3 3-5 1-0 and 4-6 1-0. Half-point
    // byes: 3 in r2, 5 and 6 in r4, so none of them may have the bye
    // (B.1.b). Round 5: 1, 2, 3 (3 points), 4, 5 (2), 6, 7 (1). 3 has met 5
    // and 6; 6 has met 3, 4 and 5.
    // Colours: 1, 4, 7 W B W B: mild White; 2 B W B W: mild Black; 3
    // B W W: absolute Black (A.7.a); 5 W W B: strong Black, 6 W B B: strong
    // White (A.7.b; round 5 is odd, A.7.d).
    // Bracket 3: X1 = 0; 1-2 grants both and moves 3 down. Below, 3 can
    // meet only 4 or 7: 3-4 leaves {5, 6, 7}, where 5-6 have met and 5-7 or
    // 6-7 leaves the bye to 6 or 5 (B.1.b); 3-7 leaves {4, 5, 6}, where only
    // 4-5 is possible and leaves the bye to 6; 3 may not have the bye
    // either. C.13 comes back to bracket 3: 1-3 moves 2 down.
    // Joined lowest bracket {2 | 4, 5, 6, 7}: heterogeneous (A.3), P0 = 2,
    // W = 3 (4, 6, 7), B = 2 (2, 5): X1 = 0. 2-4 leaves {5, 6, 7} again, and
    // 2-7 leaves {4, 5, 6}: neither completes. Two pairings do:
    // (a) 2-5, 6-7, bye 4: B3 factor (the bye a game against 0)
    //     1² + 0² + 2² = 5; 2-5 (both Black) and 6-7 (both White) deny two
    //     preferences;
    // (b) 6-2, 4-5, bye 7: 2² + 0² + 1² = 5; every preference granted.
    // The factors are equal, so B.4 decides: (b). The text's procedure
    // finds it too: C.6 pairs 2 first with S2 = {4, 5, 6, 7} in order, 2-4
    // leaves no remainder pairing, 2-5 breaks X = X1 = 0, 2-6 keeps it, and
    // D.4 pairs the remainder {4, 5, 7} 4-5, bye 7 (factor 1, against 5 for
    // 5-7, bye 4). (Weighing the moved-down player's own pair before the
    // colours, 2-5 being one point apart against two for 2-6, would give
    // (a).)
    // Colours: 1-3 E.1 (1 White); 6-2 E.1; 4-5 E.1.
    let event = Event::new(7)
        .round(&[
            Entry::Game(6, 3, 0),
            level(5, White, 10),
            level(4, White, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(7, White, 0),
        ])
        .round(&[
            half_bye(3),
            Entry::Game(5, 6, 5),
            level(4, Black, 0),
            level(1, Black, 10),
            level(2, White, 0),
            level(7, Black, 10),
        ])
        .round(&[
            Entry::Game(3, 5, 10),
            Entry::Game(4, 6, 10),
            level(1, White, 0),
            level(2, Black, 10),
            level(7, White, 0),
        ])
        .round(&[
            level(3, White, 5),
            half_bye(5),
            half_bye(6),
            level(4, Black, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(7, Black, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 3), (6, 2), (4, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(7));
}

/// C.1 into the lowest bracket: a moved-down player without an opponent
/// there is handled by C.13 (C.1's second bullet, the lowest bracket's own
/// rule), which lowers M1 first, so the player may take the bye; the
/// bracket above is not paired again at the cost of B.6 to send a player
/// the lowest bracket could pair. The kind of generated s860233 r5;
/// JaVaFo 1.4 pairs this case so too.
#[test]
fn c1_c13_a_player_moved_down_into_the_lowest_bracket_may_take_the_bye() {
    // Rounds 1-4 (of 9): 3 beats 4 (3 Black) and 5 (3 White); 5 has the
    // pairing-allocated bye in round 1, 4 in round 2. Outsiders for the
    // rest: 1 wins twice, loses at its score, then loses to one a point
    // lower (a downfloat in round 4); 2 wins, loses, loses to one a point
    // lower (a downfloat in round 3), wins; 3 loses twice at its score; 4
    // and 5 lose twice.
    // Round 5: 1, 2, 3 (2), 4, 5 (1). Colours: 1 W B W B: mild White; 2
    // and 3 B W B W: mild Black; 4 W - B W: strong Black; 5 - B W B:
    // strong White. 4 and 5 cannot get the bye (B.1.b); 3 has met both.
    // Bracket 2 {1, 2, 3}: P0 = 1; 1-2 moves 3 down; 1-3 moves 2 down, who
    // floated down two rounds before (B.6); 2-3 moves 1 down, who floated
    // down the round before (B.5), and denies a preference. 1-2, first in
    // D.1 order and breaking nothing.
    // Lowest bracket {3 | 4, 5}: 3 has no opponent there; the bracket is
    // the lowest, so C.13: M1 lowered to 0 (C.14.b.2), 5-4 (E.1) and 3
    // gets the bye. (Reading C.1's first bullet for 3 instead, C.12 would
    // pair bracket 2 again as 1-3 for 2, whom the lowest bracket could pair:
    // 1-3, 5-4, bye 2.)
    let event = Event::new(5)
        .total_rounds(9)
        .round(&[Entry::Game(4, 3, 0), pab(5), level(1, White, 10), level(2, Black, 10)])
        .round(&[Entry::Game(3, 5, 10), pab(4), level(1, Black, 10), level(2, White, 0)])
        .round(&[
            level(1, White, 0),
            outsider(2, Black, 0, Float::Down),
            level(3, Black, 0),
            level(4, Black, 0),
            level(5, White, 0),
        ])
        .round(&[
            outsider(1, Black, 0, Float::Down),
            level(2, White, 10),
            level(3, White, 0),
            level(4, White, 0),
            level(5, Black, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 2), (5, 4)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(3));
}

/// C.1 / C.12 with a player no bracket can pair: 1 passes through the
/// brackets without an opponent, so every set the 3-point bracket can move
/// down holds 1 and none clears C.1 below; C.12 would accept another set
/// only if it "now allows P1 pairings", which none does, so the 3-point
/// bracket keeps its own pairing. Generated s870430 r6, rounds 1-5 as
/// played; JaVaFo 1.4 pairs it so.
#[test]
fn c12_a_player_no_bracket_can_pair_does_not_reopen_the_bracket_above() {
    // Round 6 (of 13), even. Scores: 1 (5); 3, 4, 5 (3); 2, 6 (2½); 7 (1).
    // 2, 3, 4, 6, 7 have had the pairing-allocated bye (B.1.b): only 1
    // and 5 may get it. 1 has met everyone but 7; 5 everyone but 3.
    // Floats: 4 and 5 both floated down in rounds 4 and 5 (4's bye in round
    // 4 counts, B.1.b), so B.5/B.6 weigh the same for them.
    // Colours: 3 B W W B and 4 W W B B: mild White; 5 B B W W B: strong
    // White; 2 W B W B: mild White; 6 W B B W: mild Black; 7 B W B W: mild
    // Black; 1 B W B W W: strong Black.
    // Bracket 5: 1 moved down. Bracket 3 {1 | 3, 4, 5}: 1 has no opponent
    // (C.1, C.12: nothing above to change), so it goes on. {3, 4, 5}: 4-5
    // have met; 3-4 moves 5 down, 3-5 moves 4 down: the same floats, each
    // pair against one preference (X = 1, Z = 0), so the first in D.1
    // order: 3-4, 5 down.
    // Bracket 2½ {1, 5 | 2, 6}: 1 and 5 have no opponent (both met 2 and
    // 6): C.12. Bracket 3 again: 3-5 moves {1, 4} down, the same size and
    // scores, but 1 still has none and {1, 4 | 2, 6} makes one pair (4-6;
    // 2 met 4) as {1, 5 | 2, 6} does (2-6): it does not "now allow P1
    // pairings" (2), so bracket 3 stays 3-4. 2-6 (E.1), 1 and 5 go on.
    // Bracket 1 {1, 5 | 7}: 7-1 (E.2: 1's strong Black), 5 gets the bye.
    // (Preferring 4, whom the 2½ bracket could pair, gives 5-3, 4-6, 2-7
    // and the bye to 1.)
    let event = Event::new(7)
        .total_rounds(13)
        .round(&[Entry::Game(4, 1, 0), Entry::Game(2, 5, 0), Entry::Game(6, 3, 0), pab(7)])
        .round(&[Entry::Game(1, 5, 10), Entry::Game(4, 2, 5), Entry::Game(3, 7, 10), pab(6)])
        .round(&[Entry::Game(3, 1, 0), Entry::Game(5, 4, 5), Entry::Game(7, 6, 0), pab(2)])
        .round(&[Entry::Game(1, 6, 10), Entry::Game(2, 3, 10), Entry::Game(5, 7, 10), pab(4)])
        .round(&[Entry::Game(1, 2, 10), Entry::Game(7, 4, 0), Entry::Game(6, 5, 5), pab(3)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(4, 3), (2, 6), (7, 1)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(5));
}

/// C.1 sends the pairing back (C.12) for "a player for whom no opponent can
/// be found": moved-down players who each have an opponent in the next
/// bracket do not reopen the bracket above, even when another set would let
/// the next bracket make more pairs. (JaVaFo 1.4 pairs this round the same;
/// it is generated seed 23, 10 players, round 7.)
#[test]
fn c1_moved_down_players_who_each_have_an_opponent_do_not_reopen_the_bracket_above() {
    // Round 7 (of 8). Scores: 1 (5½); 2, 4 (4); 3 (3½); 5, 10 (3);
    // 6, 7 (2½); 9 (1½); 8 (1). Opponents: 1 met 2, 3, 4, 7, 9; 2 met 1,
    // 3, 4, 5, 6, 9; 3 met 1, 2, 4, 7, 9, 10; 4 met 1, 2, 3, 5, 7, 8;
    // 6 met 2, 5, 7, 8, 9, 10; 7 met 1, 3, 4, 6, 8, 10.
    // Brackets 5½, 4 and 3½: nobody can be paired (1 met 2 and 4, 2 met 4,
    // 3 met 1, 2 and 4): all move down (C.1).
    // Bracket 3 {1, 2, 4, 3 | 5, 10}: P0 = M0 = 2. 5 can meet 1 or 3, 10
    // can meet 1, 2 or 4. C.14.b: the highest moved-down players first,
    // 1 (5½) and one on 4: 5-1 and 10 with 2 or 4. Colours: 10 (W B B W B)
    // wants White, 2 (B W B W B W) Black, 4 (B W B W W B) White: 10-2
    // grants both. Downfloaters 4 (4) and 3 (3½).
    // Bracket 2½ {4, 3 | 6, 7}: 4 and 3 each have an opponent, 6 (4 met 7,
    // 3 met 7), so C.1 does not send the pairing back for them; 7 has
    // none here (met 3, 4, 6) and moves down (C.1's last bullet). {4, 3 |
    // 6}: P0 = 1, made by 6-4 (the higher moved-down player); 3 moves
    // down. P1 is made, so C.12 is not reached from C.10 either.
    // Bracket 1½ {3, 7 | 9}: 3 met 9: 9-7, 3 moves down. Bracket 1 {3 |
    // 8}: 3-8.
    // (Weighing up front which moved-down players the next bracket can
    // pair gives 10-4, floats 2 and 3, then 2-7 and 3-6: two pairs in the
    // 2½ bracket, but no article asks for them.)
    let event = Event::new(10)
        .total_rounds(8)
        .initial_colour(Black)
        .round(&[
            half_bye(1),
            Entry::Game(3, 7, 10),
            Entry::Game(5, 9, 10),
            Entry::Game(6, 2, 5),
            Entry::Game(8, 4, 0),
            pab(10),
        ])
        .round(&[
            Entry::Game(2, 1, 0),
            Entry::Game(4, 5, 10),
            Entry::Game(7, 6, 5),
            Entry::Game(9, 8, 10),
            Entry::Game(10, 3, 0),
        ])
        .round(&[
            Entry::Game(1, 9, 10),
            Entry::Game(3, 4, 5),
            Entry::Game(5, 2, 0),
            Entry::Game(6, 10, 5),
            Entry::Game(8, 7, 0),
        ])
        .round(&[
            Entry::Game(2, 3, 10),
            Entry::Game(4, 1, 0),
            Entry::Game(7, 10, 10),
            Entry::Game(8, 5, 5),
            Entry::Game(9, 6, 5),
        ])
        .round(&[
            Entry::Game(1, 7, 10),
            Entry::Game(3, 9, 10),
            Entry::Game(4, 2, 5),
            Entry::Game(6, 5, 0),
            Entry::Game(10, 8, 10),
        ])
        .round(&[
            Entry::Game(1, 3, 10),
            Entry::Game(2, 9, 10),
            Entry::Game(5, 10, 5),
            Entry::Game(7, 4, 0),
            Entry::Game(8, 6, 5),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(5, 1), (10, 2), (6, 4), (9, 7), (3, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.1 / C.12 in a bracket A.3 treats as homogeneous: at least half of
/// its players came from above, so it is paired like a homogeneous one,
/// but a player moved down into it is still one "moved down from a higher
/// score bracket": if the next bracket has no opponent for it, C.1 sends
/// the pairing back (C.12), and another set of the same size and scores
/// that "now allows P1 pairings" there is moved down instead. The
/// generated s890019 round 5 (8 players, rounds 1-4 as played); JaVaFo 1.4
/// pairs it so (1-7, 5-3, 2-8, 4-6).
#[test]
fn c1_c12_a_player_moved_down_into_a_bracket_a3_treats_as_homogeneous_sends_the_pairing_back() {
    // Rounds 1-4 (of 6): 1, 2, 3, 4 have all met each other, and so have
    // 5, 6, 7, 8. Scores: 1 (3); 2, 3 (2½); 4, 5 (2); 7, 8 (1½); 6 (1).
    // Colours: 1 W B W B, 6 W B W B: mild White; 2 B W B W, 7 B W B W:
    // mild Black; 3 W B W W and 8 W B W W: absolute Black; 4 B W B B and
    // 5 B W B B: absolute White (A.7.a; B.2 bars 3-8 and 4-5).
    // Brackets 3 and 2½: 1 has met 2 and 3, who have met each other: all
    // move down (C.1; nothing above can be paired otherwise).
    // Bracket 2 {1, 2, 3 | 4, 5}: 1 has met 4 and 5; 4 has met 1, 2, 3 and
    // cannot meet 5 (B.2): both move on (C.1). {2, 3 | 5}: two of three
    // came from above, treated as homogeneous (A.3), P0 = 1; S1 {2}, S2
    // {3, 5}: 2-3 have met, 2-5 grants both preferences and moves 3 down.
    // Bracket 1½ {1, 3, 4 | 7, 8}: 3 has met 7 and cannot meet 8 (B.2):
    // no opponent, and 3 was moved down from a higher score bracket: C.1
    // applies C.12. Back in bracket 2, 3-5 (both preferences granted)
    // moves down 2, of the same score, who has met neither 7 nor 8: the
    // 1½ bracket {1, 2, 4 | 7, 8} can make its P1 = 2 pairs. Accepted.
    // Bracket 1½ {1, 2, 4 | 7, 8}: treated as homogeneous; 1-8, 4-7 would
    // move 2 down to 6, whom 2 has met, and nothing could be paired below
    // (C.13): 1-7, 2-8 (X = 1), 4 moves down. Bracket 1 {4 | 6}: 4-6.
    // Colours: 1-7 E.1; 5-3 E.1; 2-8 E.2 (8's absolute Black); 4-6 E.2.
    // (Without C.12 here, 2-5 stands and 3 passes on: 1-8, 4-7, 3-6.)
    let event = Event::new(8)
        .total_rounds(6)
        .round(&[Entry::Game(1, 5, 10), Entry::Game(6, 2, 0), Entry::Game(3, 7, 10), Entry::Game(8, 4, 0)])
        .round(&[Entry::Game(4, 1, 5), Entry::Game(2, 3, 10), Entry::Game(5, 8, 5), Entry::Game(7, 6, 5)])
        .round(&[Entry::Game(1, 2, 10), Entry::Game(3, 4, 10), Entry::Game(6, 5, 5), Entry::Game(8, 7, 0)])
        .round(&[Entry::Game(3, 1, 5), Entry::Game(2, 4, 5), Entry::Game(7, 5, 0), Entry::Game(8, 6, 10)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 7), (5, 3), (2, 8), (4, 6)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.1 / C.12 above the brackets C.13 joins: a player moved down into a
/// bracket from a higher score who would have no opponent in the next
/// bracket sends the pairing back (C.1, "a player for whom no opponent can
/// be found"), and C.12 takes another set of the same size and the same
/// scores, so that player is paired here. (JaVaFo 1.4 pairs this round the
/// same; it is generated seed 850207, 9 players, round 6, rounds 1-5 as
/// played.)
#[test]
fn c1_c12_a_moved_down_player_without_an_opponent_below_is_paired_in_the_bracket_above() {
    // Round 6 (of 8), 9 players: one bye. Scores: 2, 3 (4); 1, 4, 5 (3);
    // 6, 7 (2½); 8 (1½); 9 (1). B.1.b: 5, 6, 7 and 9 had the
    // pairing-allocated bye and 8 a half-point bye, so only 1, 2, 3 or 4
    // may get the bye. Met: 1: 2 3 4 5 8; 2: 1 3 4 6 7; 3: 1 2 4 7 9;
    // 4: 1 2 3 5 9; 5: 1 4 6 8; 6: 2 5 7 9; 7: 2 3 6 8; 8: 1 5 7 9;
    // 9: 3 4 6 8.
    // Colours (A.7): 2 B W B W B and 4 B W B B W strong White; 3 W B W W B
    // strong Black; 5 B W W B and 6 W B W B mild White; 7 B W B W and 8
    // B W B W mild Black; 9 W B W W absolute Black.
    // Bracket 4 {2, 3}: they met: both move down (C.1).
    // Bracket 3 {2, 3 | 1, 4, 5}: 1 and 4 have no opponent here (C.1); 5
    // can meet 2 or 3, so one pair. 5-3 moves 2 down, who met 6 and 7:
    // no opponent in the 2½ bracket, so C.1 sends the pairing back (C.12)
    // and the other set of the same size and scores, {3}, goes down:
    // 2-5 (E.2: 2's strong White over 5's mild one); 3, 1, 4 move down.
    // Bracket 2½ {3, 1, 4 | 6, 7}: 3 met 7. Two pairs (6-3, and 7 with 1
    // or 4) leave 1 or 4 with 8 and 9, who met each other and may not
    // have the bye: 4 met 9, 1 met 8, so nothing below can be paired (C.13:
    // the penultimate bracket is paired again, one pair fewer). With one
    // pair, C.4 puts the highest moved-down player, 3, in S1, and 3's
    // only opponent is 6 (C.6): 6-3 (E.1), which moves 1, 4 and 7 down,
    // and the rest can be paired: 4-8, 7-9, the bye to 1. (7-4 would move
    // the 4-point 3 on, to the bye; 7-1 would leave 9 without an opponent,
    // as 9 met 3, 4, 6 and 8.)
    // Colours below: 4-8 (E.1), 7-9 (E.2: 9's absolute Black).
    // (Sending 2 down from the 3-point bracket, as when C.1 looked only
    // into the lowest bracket, gives 5-3, 1-7, 6-8, 2-9 and the bye to 4.)
    let event = Event::new(9)
        .total_rounds(8)
        .round(&[
            Entry::Game(1, 5, 10),
            Entry::Game(6, 2, 0),
            Entry::Game(3, 7, 10),
            Entry::Game(9, 4, 0),
            half_bye(8),
        ])
        .round(&[
            Entry::Game(4, 1, 0),
            Entry::Game(2, 3, 10),
            Entry::Game(5, 8, 10),
            Entry::Game(7, 6, 5),
            pab(9),
        ])
        .round(&[
            Entry::Game(1, 2, 0),
            Entry::Game(3, 9, 10),
            Entry::Game(5, 4, 0),
            Entry::Game(8, 7, 0),
            pab(6),
        ])
        .round(&[
            Entry::Game(3, 1, 10),
            Entry::Game(2, 4, 0),
            Entry::Game(6, 5, 0),
            Entry::Game(9, 8, 0),
            pab(7),
        ])
        .round(&[
            Entry::Game(8, 1, 0),
            Entry::Game(7, 2, 0),
            Entry::Game(4, 3, 0),
            Entry::Game(9, 6, 0),
            pab(5),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 5), (6, 3), (4, 8), (7, 9)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(1));
}

/// C.1 / C.12 into the lowest bracket: the penultimate bracket moves down a
/// player who has no opponent in the lowest one; C.1's first bullet sends
/// the pairing back (C.12), and the penultimate bracket, searched again
/// through its C.10 steps, moves down another player of the same score with
/// whom the lowest bracket makes its P1 pairing and has a legal bye (B.1.b),
/// giving up B.5 for that downfloater rather than leave the first one the
/// bye (C.13, C.14.b.2). The kind of generated s880244 round 8 (37
/// players; there X is raised), cut down to 7 players; JaVaFo 1.4 pairs
/// this event so too (2-7, 3-4, 5-6, bye 1).
#[test]
fn c12_into_the_lowest_bracket_the_penultimate_bracket_moves_down_a_player_the_lowest_can_pair() {
    // Round 4 (of 5), even. Scores: 2, 3, 4, 6, 7 (2); 1, 5 (1).
    // Met: 1: 3 4 7; 2: 3 4 6; 3: 1 2; 4: 1 2 5; 5: 4 7; 6: 2 7; 7: 1 5 6.
    // Byes (B.1.b: no second one, and a downfloat): 6 in round 1, 5 in
    // round 2, 3 in round 3.
    // Floats: round 2: 3 and 4 down (and 5's bye), 1 and 2 up; round 3: 6
    // down (against 2) and 3's bye, 2 up.
    // Colours (A.7): 2 B W B and 1 B W B strong White; 4 W B W and 7 W B W
    // strong Black; 3 W B (bye) mild White; 6 (bye) W W absolute Black; 5 B
    // (bye) B absolute White.
    // Bracket 2 {2, 3, 4, 6, 7}: homogeneous, P0 = 2; W = 1 (2), w = 1 (3,
    // mild White after an odd number of unplayed games), B = 3: X1 = 0,
    // Z1 = 0 (A.8). 2 met 3, 4 and 6, so two pairs take 2-7 and 3 with 4
    // or 6 (4-6 both want Black: X = 1). S1 = {2, 3}, S2 = {4, 6, 7}; in
    // D.1 order 2-7, 3-4 moves 6 down, who floated down in round 3 (B.5);
    // 2-7, 3-6 moves 4 down, who floated down in round 2 (B.6); sending
    // 2 down leaves 4, 6, 7, who all want Black, two in one pair (X = 1).
    // Nothing meets every requirement: C.10.c drops B.6 for downfloaters:
    // 2-7, 3-6, and 4 moves down.
    // Lowest bracket {4 | 1, 5}: 4 met 1 and 5 (C.1). 4 was moved down:
    // C.12, back to bracket 2. Its search goes on from C.10.c: no other
    // pairing there moves down a 2-point player; C.10.d drops B.5 for
    // downfloaters and restarts from C.3.f (B.6 set again): 2-7, 3-4 moves
    // down 6, another set of the same size and score, and {6 | 1, 5} makes
    // its P1 pairing: 6 met neither; 5's bye in round 2 bars it from the
    // bye (B.1.b), so 5-6 and the bye to 1: accepted (C.12).
    // Colours: 2-7 (E.1), 3-4 (E.1), 5-6 (E.1: 5 absolute White, 6
    // absolute Black).
    // (Leaving 4 to C.13, which lowers M1 in the lowest bracket, gives 2-7,
    // 3-6, 5-1 and the bye to 4.)
    let event = Event::new(7)
        .total_rounds(5)
        .round(&[Entry::Game(3, 1, 10), Entry::Game(4, 2, 10), Entry::Game(7, 5, 10), pab(6)])
        .round(&[Entry::Game(1, 4, 10), Entry::Game(2, 3, 10), Entry::Game(6, 7, 10), pab(5)])
        .round(&[Entry::Game(7, 1, 10), Entry::Game(6, 2, 0), Entry::Game(4, 5, 10), pab(3)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 7), (3, 4), (5, 6)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(1));
}

/// C.12 into the lowest bracket, reached after C.10: the player the
/// penultimate bracket moves down has an opponent in the lowest bracket,
/// but pairing them leaves the bye to a player who already had one (B.1.b),
/// so the lowest bracket cannot make its P1 pairing; C.12 ("if there are
/// moved down players: backtrack") comes before C.13/C.14 lower M1, and the
/// penultimate bracket moves down another player of the same score, giving
/// up B.6 for that downfloater. The kind of generated s880106 r7, s880234
/// r7, s880298 r10, s880343 r10 and s880419 r7, cut down to 7 players;
/// JaVaFo 1.4 pairs this event so too (6-1, 2-4, 3-5, bye 7).
#[test]
fn c12_into_the_lowest_bracket_the_penultimate_bracket_moves_down_a_player_who_leaves_a_legal_bye() {
    // Round 4 (of 5), even. Scores: 1, 2, 3, 4, 6 (2); 5, 7 (1).
    // Met: 1: 3 4 7; 2: 5 7; 3: 1 6; 4: 1 6 7; 5: 2 6; 6: 3 4 5; 7: 1 2 4.
    // Byes (B.1.b): 5 in round 1, 3 in round 2, 2 in round 3.
    // Floats: round 2: 7 and 5 down (and 3's bye), 1 and 2 up; round 3: 7
    // down (against 4) and 2's bye, 4 up.
    // Colours (A.7): 1 B W W absolute Black; 4 W W B strong Black; 3 B
    // (bye) B and 6 W B B absolute White; 2 W B (bye) mild White; 5 (bye)
    // W W absolute Black; 7 B B W strong White.
    // Bracket 2 {1, 2, 3, 4, 6}: homogeneous, P0 = 2; B = 2 (1, 4),
    // W = 2 (3, 6), w = 1 (2, mild White after an odd number of unplayed
    // games): X1 = 0, Z1 = 0 (A.8). With X = 0 the two pairs give 1 and 4
    // White-wanting opponents: 1 may meet 2 or 6, 4 may meet 2 or 3. So
    // 2-1, 3-4 moves 6 down; 6-1, 2-4 moves 3 down, whose round-2 bye was
    // a downfloat (B.6); 6-1, 3-4 moves 2 down, whose round-3 bye was one
    // (B.5). Sending 1 or 4 down puts two of 2, 3, 6 in one pair (X = 1).
    // Every requirement is met only by 2-1, 3-4, an exchange (D.2) once
    // the transpositions (D.1) fail: 6 moves down.
    // Lowest bracket {6 | 5, 7}: 6 met 5, so its only pair is 6-7, which
    // leaves the bye to 5, who had one (B.1.b): no pairing with P = M1 = 1.
    // C.10 relaxes nothing absolute; C.12: back to bracket 2. With every
    // requirement no other pairing moves down a 2-point player; C.10.c
    // drops B.6 for downfloaters: S1 = {1, 2}, S2 = {3, 4, 6}; the
    // transpositions 3-4-6, 3-6-4, 4-3-6, 4-6-3 meet 1 again, 6-3-4 pairs
    // 2-3 (both want White: X = 1), 6-4-3 gives 1-6, 2-4 and moves down 3,
    // another set of the same size and score. {3 | 5, 7}: 3 met neither;
    // 3-5 leaves the bye to 7, who may have it: P1 pairing made, accepted.
    // Colours: 6-1 (E.1), 2-4 (E.1), 3-5 (E.1: 3 absolute White, 5
    // absolute Black).
    // (Leaving the lowest bracket to lower M1, C.13 and C.14.b.2, gives
    // 2-1, 3-4, 7-5 and the bye to 6.)
    let event = Event::new(7)
        .total_rounds(5)
        .round(&[Entry::Game(4, 1, 5), Entry::Game(2, 7, 0), Entry::Game(6, 3, 5), pab(5)])
        .round(&[Entry::Game(1, 7, 10), Entry::Game(5, 2, 0), Entry::Game(4, 6, 5), pab(3)])
        .round(&[Entry::Game(1, 3, 5), Entry::Game(7, 4, 0), Entry::Game(5, 6, 0), pab(2)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(6, 1), (2, 4), (3, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(7));
}

/// C.1 / C.12 into the lowest bracket: a player moved down into the
/// penultimate bracket who would have no opponent in the lowest one is kept
/// up (C.12) only by a pairing that "now allows P1 pairings" there. When
/// every other player of its score the bracket could move down leaves the
/// lowest bracket without its P1 pairing too (the pair leaves the bye to a
/// player who had one, B.1.b), C.12 finds nothing and the bracket keeps its
/// C.10 requirements: the player goes down and takes the bye (C.13). The
/// generated s890409 round 5; JaVaFo 1.4 pairs it so (5-1, 2-4, 6-7, bye 3).
#[test]
fn c12_into_the_lowest_bracket_no_gain_below_keeps_the_requirements_above() {
    // Round 5 (of 6), odd. Scores: 1, 2, 3 (3); 4, 5 (2.5); 6, 7 (1).
    // Met: 1: 2 3 4 7; 2: 1 3 5 6; 3: 1 2 6 7; 4: 1 5 6; 5: 2 4 7; 6: 2 3
    // 4; 7: 1 3 5. Byes (B.1.b: no second one, and a downfloat): 7 in round
    // 1, 6 in round 2, 5 in round 3, 4 in round 4.
    // Floats down: round 3: 1 (against 2), 3 (against 7), 6 (against 4)
    // and 5's bye; round 4: 2 (against 6), 5 (against 7) and 4's bye.
    // Colours (A.7): 1 B W B W mild Black; 2 W B W B mild White; 3 B W B B
    // absolute White; 4 W B W (bye) strong Black; 5 B W (bye) B strong
    // White; 6 W (bye) B W strong Black; 7 (bye) B W W strong Black.
    // Bracket 3 {1, 2, 3}: they have all met (C.1): all three move down.
    // Bracket 2½ {1, 2, 3 | 4, 5}: three of five came from above, so A.3
    // treats it as homogeneous; P0 = 2. Everyone has an opponent (1: 5;
    // 2: 4; 3: 4, 5); 1's only opponent is 5 and 2's is 4, so one of 1,
    // 2, 3 moves down: 2-4, 3-5 moves 1 down (3 and 5 both want White, and 1 floated in round 3,
    // B.6); 5-1, 3-4 moves 2 down (floated in round 4, B.5); 5-1, 2-4
    // moves 3 down (round 3, B.6). All keep X = 0 but the first. Nothing
    // meets every requirement; C.10.c drops B.6 for downfloaters: S1 = {1,
    // 2}, S2 = {3, 4, 5}, the transposition 5-4-3 (D.1) gives 1-5, 2-4, and
    // 3 moves down.
    // Lowest bracket {3 | 6, 7}: 3 met 6 and 7 (C.1), and was moved down:
    // C.12, back to bracket 2½, for another set of the same size and score
    // that "now allows P1 pairings": {1 | 6, 7} is heterogeneous, P = M1 =
    // 1, but 1's only pair 1-6 leaves the bye to 7 (round 1, B.1.b); {2 |
    // 6, 7}: 2-7 leaves it to 6 (round 2). No such pairing: bracket 2½
    // keeps 1-5, 2-4. C.13: M1 lowered to 0, 6-7, and the bye to 3.
    // Colours: 5-1 (E.1), 2-4 (E.1), 6-7 (both strong Black, E.3: in round
    // 3 6 had Black and 7 White, so 6 White).
    // (Keeping 3 up regardless, above C.10.d, gives 5-1, 3-4 and the bye
    // to 2, breaking B.5 for nothing.)
    let event = Event::new(7)
        .total_rounds(6)
        .round(&[Entry::Game(4, 1, 0), Entry::Game(2, 5, 10), Entry::Game(6, 3, 0), pab(7)])
        .round(&[Entry::Game(1, 7, 10), Entry::Game(3, 2, 5), Entry::Game(5, 4, 5), pab(6)])
        .round(&[Entry::Game(2, 1, 5), Entry::Game(7, 3, 0), Entry::Game(4, 6, 10), pab(5)])
        .round(&[Entry::Game(1, 3, 5), Entry::Game(6, 2, 0), Entry::Game(7, 5, 0), pab(4)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(5, 1), (2, 4), (6, 7)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(3));
}

/// C.1 / C.12 into the lowest bracket when the player moved down without
/// an opponent there may take the bye: the other set of the same size and
/// scores is taken only if the lowest bracket's pairing gets better by B.3
/// (measured as D.4 measures the lowest bracket, the bye included), not
/// merely because it, too, allows P1 pairings. Otherwise the penultimate
/// bracket keeps its first pairing in D order and C.13 gives the player
/// the bye. (JaVaFo 1.4 pairs this round the same; it is generated seed
/// 890286, 9 players, round 6, rounds 1-5 as played. Where the other set
/// does better by B.3, JaVaFo takes it: generated s840221 round 11 in
/// tests/data/random/dutch2012.)
#[test]
fn c12_into_the_lowest_bracket_the_other_set_must_improve_the_lowest_brackets_b3() {
    // Round 6 (of 9), even, 9 players: one bye. Scores: 1 (5); 5 (3½);
    // 4, 7 (3); 2, 3, 6 (2½); 8 (2); 9 (1). Met: 1: 2 3 4 5 9; 2: 1 3 5
    // 6; 3: 1 2 6 7 8; 4: 1 6 7 8 9; 5: 1 2 6 8; 6: 2 3 4 5 9; 7: 3 4 8 9;
    // 8: 3 4 5 7; 9: 1 4 6 7. Byes (B.1.b): 9, 7, 5, 8 and 2 in rounds 1
    // to 5, so only 1, 3, 4 or 6 may have the bye.
    // Colours (A.7): 1 B W B W B and 4 W B W B B strong White; 2 W B W B
    // and 8 B W W B mild White; 3 B W B W W absolute Black; 5 B W W B
    // mild White; 6 B W B B W strong White; 7 W B W W absolute Black; 9
    // B W B W mild Black.
    // Bracket 5 {1} and bracket 3½ {1 | 5} (they met) move down. Bracket 3
    // {1, 5 | 4, 7}: 1 met 4, so 1-7 and 4-5.
    // Bracket 2½ {2, 3, 6}: they have all met (C.1): all three move down.
    // Bracket 2 {2, 3, 6 | 8}: three of four came from above, so A.3
    // treats it as homogeneous. 3 met 8 (C.1; C.12 has no other set, the
    // whole bracket above came down) and moves on: {2, 6, 8}, P0 = 1,
    // S1 = {2}, S2 = {6, 8}. 2-6 met; 2-8 (D.1) grants one of the two mild
    // White preferences, within X1 = 1 (A.8: W = 3, B = 0). 2 floats down
    // this round whichever way (2½ against 2, or moved on), so no B.5/B.6
    // requirement tells 2-8 from 6-8. 3 and 6 move down.
    // Lowest bracket {3, 6 | 9}: 6 met 9 and was moved down: C.1's first
    // bullet, C.12. The other set {2, 3} (6-8 above) has the same size
    // and scores, and the lowest bracket makes its P1 pair with either:
    // 3-9 and the bye to 6, or 2-9 and the bye to 3. By D.4's B3 factor
    // (the bye a game against 0, one point below the lowest score) both
    // come to 1½² + 2½² = 8.5: the other set improves nothing, so bracket
    // 2 keeps 2-8, and C.13 gives 6 the bye with 3-9.
    // Colours: 1-7 (E.1), 4-5 (E.2: 4's strong White), 2-8 (both mild
    // White, E.3: in round 2, the last round they had different colours,
    // 2 had Black), 9-3 (E.2: 3's absolute Black).
    // (Taking the other set because it also allows the P1 pair gives 6-8,
    // 2-9 and the bye to 3.)
    let event = Event::new(9)
        .total_rounds(9)
        .round(&[
            Entry::Game(5, 1, 0),
            Entry::Game(2, 6, 5),
            Entry::Game(7, 3, 0),
            Entry::Game(4, 8, 5),
            pab(9),
        ])
        .round(&[
            Entry::Game(1, 9, 10),
            Entry::Game(3, 2, 0),
            Entry::Game(6, 4, 5),
            Entry::Game(8, 5, 5),
            pab(7),
        ])
        .round(&[
            Entry::Game(2, 1, 0),
            Entry::Game(8, 3, 0),
            Entry::Game(4, 7, 10),
            Entry::Game(9, 6, 0),
            pab(5),
        ])
        .round(&[
            Entry::Game(1, 4, 10),
            Entry::Game(5, 2, 10),
            Entry::Game(3, 6, 5),
            Entry::Game(7, 9, 10),
            pab(8),
        ])
        .round(&[
            Entry::Game(3, 1, 0),
            Entry::Game(9, 4, 0),
            Entry::Game(6, 5, 0),
            Entry::Game(7, 8, 10),
            pab(2),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 7), (4, 5), (2, 8), (9, 3)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(6));
}

/// C.1 / C.12 above the penultimate bracket: the bracket moves down a
/// player who has no opponent in the next bracket, so C.1's first bullet
/// sends the pairing back (C.12); but the other set of the same size and
/// scores does not "now allow P1 pairings" there, so C.12 accepts nothing
/// and the bracket keeps its pairing (the player moves on, C.1). Derived
/// from the text; the kind of generated s890246 round 7 (20 players),
/// which JaVaFo 1.4 pairs so.
#[test]
fn c12_the_other_set_must_allow_the_next_brackets_p1_pairings() {
    // Round 5, odd, 10 players. Scores: 1, 2, 3 (3); 4, 5, 6 (2); 7, 8,
    // 9, 10 (1). Met: 1: 3 4 5 6; 3: 1 4 5; 4: 1 3 5; 5: 1 3 4; 6: 1;
    // the others only outsiders (no floats). Floats (A.4): round 2, 4 and
    // 3 down, 1 and 5 up; round 3, 1 down, 5 up.
    // Colours (A.7), all mild after four games: 1 W B W B, 2 W B W B, 4
    // B W W B, 8 and 9 W B W B: White; 3 B W B W, 5 W B B W, 6, 7 and 10
    // B W B W: Black.
    // Bracket 3 {1, 2, 3}: P0 = 1; W = 2, B = 1, so X1 = 0 (A.8). 1 and 3
    // met. 1-2 (S1 {1}, S2 {2, 3}, D.1) denies a White preference; the
    // exchange 2-3 (D.2) grants both but moves 1 down, who floated down in
    // round 3 (B.6). C.10.c drops B.6 for downfloaters before C.10.e
    // raises X: 2-3, and 1 moves down.
    // Bracket 2 {1 | 4, 5, 6}: 1 met all three (C.1's first bullet:
    // C.12). The other set of the same size and score is {3} (1-2 above):
    // {3 | 4, 5, 6} has P0 = 2, but 3 met 4 and 5, and 4 met 5, so it
    // makes one pair (3-6): it does not "now allow P1 pairings", and
    // bracket 3 keeps 2-3. 1 moves on; {4, 5, 6}: 4-5 met, so 4-6 (D.1),
    // and 5 moves down.
    // Bracket 1 {1, 5 | 7, 8, 9, 10}: heterogeneous; M1 = 2: S1 {1, 5},
    // S2 {7, 8, 9, 10}: 1-7 and 5-8 grant every preference; the
    // remainder 9-10.
    // Colours: all E.1: 2-3, 4-6, 1-7, 8-5, 9-10.
    // (Taking the other set regardless gives 1-2 and sends 3 down: 3-6,
    // and 4 and 5 float to the last bracket.)
    let event = Event::new(10)
        .total_rounds(7)
        .round(&[
            Entry::Game(1, 3, 5),
            Entry::Game(5, 4, 0),
            level(2, White, 10),
            level(6, Black, 10),
            level(7, Black, 10),
            level(8, White, 10),
            level(9, White, 0),
            level(10, Black, 0),
        ])
        .round(&[
            Entry::Game(4, 1, 0),
            Entry::Game(3, 5, 5),
            level(2, Black, 10),
            level(6, White, 0),
            level(7, White, 0),
            level(8, Black, 0),
            level(9, Black, 10),
            level(10, White, 0),
        ])
        .round(&[
            Entry::Game(1, 5, 5),
            Entry::Game(4, 3, 0),
            level(2, White, 10),
            level(6, Black, 10),
            level(7, Black, 0),
            level(8, White, 0),
            level(9, White, 0),
            level(10, Black, 10),
        ])
        .round(&[
            Entry::Game(6, 1, 0),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(2, Black, 0),
            level(7, White, 0),
            level(8, Black, 0),
            level(9, Black, 0),
            level(10, White, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 3), (4, 6), (1, 7), (8, 5), (9, 10)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.1 / C.12 above the penultimate bracket: the other set must clear C.1
/// in the next bracket. A set that still moves down a player with no
/// opponent there has not "now allowed P1 pairings": C.1's first bullet
/// would send the pairing back for that player again. So the bracket keeps
/// its pairing, even though the other set would move on a lower score.
/// Generated s991047 round 8 (10 players, transcribed), which JaVaFo 1.4
/// pairs so (1-10 2-8 3-9 4-6 5-7).
#[test]
fn c12_another_set_that_still_moves_down_a_player_without_an_opponent_is_no_gain() {
    // Scores after round 7: 1, 3 (6); 2 (5½); 4 (3½); 6, 7, 9 (3); 5
    // (2½); 8 (2); 10 (1½). Met: 1: 2 3 4 5 6 7 8; 2: 1 3 4 5 6 7 10; 3: 1
    // 2 4 6 7 8; 4: 1 2 3 5 7 9 10; 5: 1 2 4 9 10; 6: 1 2 3 7 8 9 10; 7: 1
    // 2 3 4 6 8 9; 8: 1 3 6 7 9 10; 9: 4 5 6 7 8 10; 10: 2 4 5 6 8 9.
    // Brackets 6, 5½ and 3½: every player has met the others, so all move
    // down (C.1).
    // Bracket 3 {1, 3, 2, 4 | 6, 7, 9}: 7 has met them all and moves down
    // (C.1). Of the others, 4 and 6 can only meet each other, and 1, 2, 3
    // only 9: P1 = 2, 4-6 and 9 with one of 1, 2, 3 (A.3: treated as
    // homogeneous, at least half came from above). 9 (2 W, 4 B) must have
    // White; 3 (3 W, 3 B, last Black) has a mild preference for White and
    // 1 (3 W, 4 B) a strong one, so 9-3 keeps Z where 9-1 would not
    // (C.10.e comes before B.5/B.6 are dropped): 3-9, 4-6, and 1, 2, 7
    // move down.
    // Bracket 2½ {1, 2, 7 | 5}: 1 and 2 have met 5; they were moved down
    // from higher score brackets, so C.1 applies C.12. Back in bracket 3,
    // a pairing that moves down another set of the same size and scores is
    // 1-9, moving 3, 2, 7 (2, the only 5½, is in every such set: 9-2 would
    // move down 1 and 3). With it bracket 2½ makes one pair as well (3-5
    // or 7-5), and would move on 2 (5½) instead of 1 (6); but 2 has still
    // met 5, so C.1's first bullet applies there again: this set does not
    // "now allow P1 pairings", and bracket 3 keeps 3-9.
    // Bracket 2½: 1 and 2 move on; {7 | 5}: 7-5. Bracket 2 {1, 2 | 8}: 1
    // has met 8 and moves on, 2-8. Bracket 1½ {1 | 10}: 1-10.
    // (Taking the other set: 1-9, 3-5, 2-8, 7-10.)
    let event = Event::new(10)
        .total_rounds(8)
        .initial_colour(Black)
        .round(&[
            Entry::Game(6, 1, 0),
            Entry::Game(2, 7, 10),
            Entry::Game(8, 3, 0),
            Entry::Game(4, 9, 10),
            Entry::Game(10, 5, 0),
        ])
        .round(&[
            Entry::Game(1, 4, 10),
            Entry::Game(5, 2, 0),
            half_bye(3),
            Entry::Game(9, 6, 0),
            Entry::Game(7, 8, 10),
            pab(10),
        ])
        .round(&[
            Entry::Game(2, 1, 5),
            Entry::Game(3, 7, 10),
            Entry::Game(4, 10, 10),
            half_bye(5),
            Entry::Game(6, 8, 10),
            pab(9),
        ])
        .round(&[
            Entry::Game(1, 3, 5),
            Entry::Game(6, 2, 0),
            Entry::Game(5, 4, 0),
            Entry::Game(7, 9, 10),
            Entry::Game(8, 10, 10),
        ])
        .round(&[
            Entry::Game(7, 1, 0),
            Entry::Game(2, 4, 10),
            Entry::Game(3, 6, 10),
            zero_bye(5),
            pab(8),
            Entry::Game(10, 9, 0),
        ])
        .round(&[
            Entry::Game(1, 8, 10),
            Entry::Game(3, 2, 10),
            Entry::Game(4, 7, 5),
            Entry::Game(9, 5, 0),
            Entry::Game(10, 6, 5),
        ])
        .round(&[
            Entry::Game(5, 1, 0),
            Entry::Game(2, 10, 10),
            Entry::Game(4, 3, 0),
            Entry::Game(6, 7, 5),
            Entry::Game(8, 9, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(9, 3), (1, 10), (8, 2), (6, 4), (7, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.1 / C.12 with players who pass through: players moved down into a
/// bracket with an opponent neither there nor in the next bracket are in
/// every set the bracket can move down, yet they still send the pairing back
/// (C.1: "if this player was moved down from a higher score bracket apply
/// C12"), and C.12 accepts a pairing above that moves down "another set of
/// players of the same size and with the same scores" if "this now allows
/// P1 pairings": here a set with which the next bracket makes its pair,
/// even at the cost of a colour preference above. The generated s890488
/// round 7 (10 players, the last round); JaVaFo 1.4 pairs it so.
#[test]
fn c1_c12_players_passing_through_still_send_the_pairing_back_for_the_next_brackets_pair() {
    // Six rounds of 7 (XXC black1), every game inside the event; 9 had the
    // PAB in round 1 and a half-point bye in round 6, 10 a zero-point bye
    // in round 1 and the PAB in round 6. Round 7: 2 (5½); 1 (4½); 3, 4, 6
    // (3½); 5 (3); 7, 9 (2½); 8, 10 (1).
    // 5½ {2}, 4½ {2 | 1}: they met, so both go down (C.1). 3½ {2, 1 | 3, 4,
    // 6}: 2 and 1 have met 3, 4 and 6; C.1 sends them back (C.12) and on
    // down: nothing above can change. {3, 4, 6}: 3 met 4; P0 = 1. Colours:
    // 3 absolute White (B B last), 4 mild Black, 6 mild White: X1 = 0. S1
    // {3}: 3-6 denies a preference (X = 1). The exchange S1 {4}: 4-6 keeps
    // X = 0 and moves 3 down, who floated down in round 5 (B.6, dropped
    // first by C.10.c); 3-6 would move down 4, who floated down in round 6
    // (B.5). So 4-6, and 3 goes down.
    // 3 {2, 1, 3 | 5}: 5 has met 2, 1 and 3: every moved-down player is
    // without an opponent. C.1: C.12, back to 3½: another set of the same
    // size and score is 4 (3-6, X = 1), and 4-5 is the P1 pairing of 3
    // {4 | 5} once 2 and 1 move on: accepted.
    // 2½ {2, 1 | 7, 9}: 2-7 and 1-9 would leave {8, 10}, who met: C.13,
    // the penultimate bracket pairs 2-7 only and moves 1 and 9 down; {1, 9 |
    // 8, 10}: 1-8, 9-10 (9 met 8).
    // Colours: 2-7, 8-1, 3-6 (3 absolute White), 4-5, 10-9.
    // (Not going back, 3½ keeps 6-4 and moves 3 down, and 5 has nobody to
    // meet in its bracket: 10-1, 6-4, 3-8, 9-5, 2-7.)
    let event = Event::new(10)
        .total_rounds(7)
        .initial_colour(Black)
        .round(&[
            Entry::Game(5, 1, 0),
            Entry::Game(2, 6, 10),
            Entry::Game(7, 3, 0),
            Entry::Game(4, 8, 10),
            pab(9),
            zero_bye(10),
        ])
        .round(&[
            Entry::Game(1, 4, 5),
            Entry::Game(9, 2, 0),
            Entry::Game(3, 5, 10),
            Entry::Game(6, 10, 10),
            Entry::Game(8, 7, 0),
        ])
        .round(&[
            Entry::Game(7, 1, 0),
            Entry::Game(2, 3, 10),
            Entry::Game(4, 9, 10),
            Entry::Game(5, 6, 5),
            Entry::Game(10, 8, 0),
        ])
        .round(&[
            Entry::Game(1, 2, 0),
            Entry::Game(3, 4, 5),
            Entry::Game(10, 5, 0),
            Entry::Game(6, 7, 10),
            Entry::Game(8, 9, 0),
        ])
        .round(&[
            Entry::Game(6, 1, 0),
            Entry::Game(2, 4, 10),
            Entry::Game(9, 3, 0),
            Entry::Game(5, 8, 10),
            Entry::Game(7, 10, 10),
        ])
        .round(&[
            Entry::Game(1, 3, 10),
            Entry::Game(5, 2, 5),
            Entry::Game(4, 7, 5),
            Entry::Game(8, 6, 0),
            half_bye(9),
            pab(10),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 7), (8, 1), (3, 6), (4, 5), (10, 9)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.12 reached after C.10 into a heterogeneous bracket: there P is M1
/// (C.3.a), and C.14.b.2 lowers M1 only after C.12 has been tried, so the
/// next bracket "allows P1 pairings" only when it also pairs every player
/// moved down into it. A bracket that can make its P0 pairs only by
/// leaving one of its moved-down players unpaired sends the pairing back,
/// and the bracket above moves down another set of the same size and
/// scores that it can pair.
#[test]
fn c12_after_c10_a_heterogeneous_next_bracket_pairs_all_its_moved_down_players() {
    // Rounds 1-2 against outsiders of the same score: 1, 2, 3 win as White,
    // then as Black; 4 wins as Black, then as White; 5, 6, 7 win as Black,
    // then lose as White; 8 loses as White, then as Black. Round 3: 1-4
    // (2), 5-7 (1), 8 (0). Colours, all mild (A.7.c): 1, 2, 3 and 8 White;
    // 4, 5, 6, 7 Black. The arbiter forbids 1-2, 1-3, 2-3 (so 4 is the
    // only opponent in bracket 2 for anyone), 2-6, 2-7, 3-6, 3-7 (so 5 is
    // 2's and 3's only opponent below) and 1-5 (like B.1.a).
    // Bracket 2 {1, 2, 3, 4}: P0 = 2, but every pair needs 4; C.10 and
    // C.14.a lower P1 to 1 (X1 to 0). S1 {1}, S2 {2, 3, 4}: 1-4 (X = 0),
    // 2 and 3 move down.
    // Bracket 1 {2, 3 | 5, 6, 7}: heterogeneous (2 of 5 from above, A.3):
    // P = M1 = M0 = 2, but 2 and 3 can only meet 5: no transposition pairs
    // both, and C.10 drops nothing that helps. C.12: back to bracket 2,
    // where the procedure's next pairing, the exchange S1 {2}, gives 2-4
    // and moves down 1 and 3, a set of the same size and scores. {1, 3 | 5,
    // 6, 7}: S1 {1, 3}, S2 {5, 6, 7}: 1-5 is forbidden, the transposition
    // 6, 5, 7 gives 1-6 and 3-5: M1 = 2 pairs, accepted. 7 moves down.
    // Bracket 0 {7 | 8}: 8-7.
    // Colours (E.1): 2-4, 1-6, 3-5, 8-7.
    // (With P1 counted as pairs alone, {2, 3 | 5, 6, 7} makes its two
    // pairs, 2-5 and 6-7, with M1 lowered to 1: 1-4, 2-5, 6-7, 3-8.)
    let event = Event::new(8)
        .total_rounds(9)
        .round(&[
            level(1, White, 10),
            level(2, White, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, Black, 10),
            level(6, Black, 10),
            level(7, Black, 10),
            level(8, White, 0),
        ])
        .round(&[
            level(1, Black, 10),
            level(2, Black, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, White, 0),
            level(6, White, 0),
            level(7, White, 0),
            level(8, Black, 0),
        ])
        .forbid(1, 2)
        .forbid(1, 3)
        .forbid(2, 3)
        .forbid(2, 6)
        .forbid(2, 7)
        .forbid(3, 6)
        .forbid(3, 7)
        .forbid(1, 5);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 4), (1, 6), (3, 5), (8, 7)]), "{pairing:?}");
}

/// C.1 / C.12 with a resident C.1 moves on: a player of the bracket with
/// no opponent there (C.1's last bullet moves them down) and none in the
/// next bracket either is in every set the bracket can move down, like a
/// player moved down through it, so no other set clears C.1 below; C.12
/// accepts another set only if it "now allows P1 pairings", one with which
/// the next bracket makes more pairs, and none does here: the bracket
/// keeps its own pairing. The shape of generated s950291 round 11 (run95);
/// JaVaFo 1.4 pairs this event (written as a TRF with the outsiders as
/// absent players and the forbidden pairs as XXP) the same way.
#[test]
fn c1_c12_a_resident_moved_on_without_an_opponent_below_does_not_reopen_the_bracket() {
    // Round 1 against outsiders: 1 W, 2 B, 3 B, 4 W won (1 point); 5 W,
    // 6 B drew (½); 7 W, 8 B lost. One game each: a strong preference for
    // the other colour (A.7). The arbiter forbids 4 against 1, 2, 3, 5, 6
    // and 3 against 5, 6 (like B.1.a).
    // Bracket 1 {1, 2, 3, 4}: 4 has no opponent there and was not moved
    // down, so C.1 moves it on to the next bracket. {1, 2, 3}: P0 = 1, X1 =
    // 0; C.6 S1 = {1}, S2 = {2, 3}: 1-2 grants both preferences and moves 3
    // down.
    // Bracket ½ {5, 6 | 3, 4}: 3 was moved down and has no opponent (C.1's
    // first bullet: C.12). Bracket 1 again: 1-3 moves {2, 4} down and 2-3
    // moves {1, 4}, the same size and scores, but 4 is moved down in every
    // set and has no opponent in bracket ½ either, so none clears C.1, and
    // the bracket makes one pair with each ({5, 6 | 3, 4}: 5-6; {5, 6 | 2,
    // 4}: 2-5 or 2-6): none "now allows P1 pairings", so bracket 1 keeps
    // 1-2. 3 and 4 move on; 6-5 (E.1).
    // Bracket 0 {7, 8 | 3, 4}: half of it came from above, so A.3 treats
    // it as homogeneous: S1 = {3, 4}, S2 = {7, 8}: 3-7 and 4-8 grant every
    // preference. Colours: 2-1, 6-5, 3-7, 8-4 (E.1).
    // (Weighing the next bracket's pairs of the moved-down players first
    // gives 3-1, 2-5, 6-7 and 8-4.)
    let event = Event::new(8)
        .total_rounds(5)
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, White, 5),
            level(6, Black, 5),
            level(7, White, 0),
            level(8, Black, 0),
        ])
        .forbid(4, 1)
        .forbid(4, 2)
        .forbid(4, 3)
        .forbid(4, 5)
        .forbid(4, 6)
        .forbid(3, 5)
        .forbid(3, 6);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 1), (6, 5), (3, 7), (8, 4)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.12 reached after C.10 while a player of the bracket above has no
/// opponent there or in the next bracket: that player is moved down in
/// every set, the next bracket's C.1 sends the pairing back for it
/// whatever the bracket above moves down, and, as when C.12 is reached
/// from C.1, another set is taken only if the next bracket then makes
/// more pairs. The shape of generated s950252 round 11 (run95), which
/// JaVaFo 1.4 pairs so (a listed round in tests/data/random/dutch2012).
#[test]
fn c12_after_c10_with_a_player_no_set_clears_needs_more_pairs_below() {
    // Round 1 against outsiders: 1, 3, 5 W and 2, 4 B won (1 point); 6, 8
    // B and 7 W drew (½); 9 W and 10 B lost. One game each: a strong
    // preference for the other colour (A.7). The arbiter forbids 5 against
    // 1, 2, 3, 4, 6, 7 and 8, and 1-3, 1-4, 3-4, 3-7, 3-8, 4-7 and 4-8
    // (like B.1.a).
    // Bracket 1 {1, 2, 3, 4, 5}: 5 has no opponent there (C.1 moves it on).
    // {1, 2, 3, 4}: P0 = 2, but only 1-2, 2-3 and 2-4 may meet: one pair
    // (C.14 lowers P1 to 1). S1 = {1}, S2 = {2, 3, 4}: 1-2 grants both
    // preferences; 3 and 4 move down with 5.
    // Bracket ½ {6, 7, 8 | 3, 4, 5}: 5 has no opponent (C.1's first
    // bullet: C.12). Every set bracket 1 can move down holds 5, so none
    // clears C.1; with {3, 4, 5} this bracket makes two pairs (3-6, 7-8),
    // with {1, 4, 5} (2-3 above) two as well (1-7 or 1-8, 4-6): nothing
    // gained, bracket 1 keeps 1-2. 5 moves on. {6, 7, 8 | 3, 4}: M0 = 2,
    // but 3 and 4 can meet only 6: M1 = 2 cannot be made (C.10 drops what
    // it may; X1 = 0 already). C.12 again (after C.10): {1, 4} would let
    // this bracket pair both moved-down players (1-7, 4-6), but 5 is still
    // there, still moved down in every set, and the bracket makes two
    // pairs either way: no gain, bracket 1 keeps 1-2. C.14.b.2: M1 = 1,
    // the highest first (D.3): 6-3 (E.1), remainder {7, 8}: 8-7 (E.1); 4
    // moves down.
    // Bracket 0 {9, 10 | 4, 5}: half came from above, A.3 treats it as
    // homogeneous: S1 = {4, 5}, S2 = {9, 10}: 4-9 and 10-5 grant every
    // preference.
    // (Taking {1, 4} regardless gives 2-3, 8-1, 4-6, 9-5 and 10-7.)
    let event = Event::new(10)
        .total_rounds(5)
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(6, Black, 5),
            level(7, White, 5),
            level(8, Black, 5),
            level(9, White, 0),
            level(10, Black, 0),
        ])
        .forbid(5, 1)
        .forbid(5, 2)
        .forbid(5, 3)
        .forbid(5, 4)
        .forbid(5, 6)
        .forbid(5, 7)
        .forbid(5, 8)
        .forbid(1, 3)
        .forbid(1, 4)
        .forbid(3, 4)
        .forbid(3, 7)
        .forbid(3, 8)
        .forbid(4, 7)
        .forbid(4, 8);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 1), (6, 3), (8, 7), (4, 9), (10, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.12 after C.10 into a next bracket whose own C.1 moves a resident on:
/// the bracket above keeps its pairing when the other set would leave the
/// next bracket one A.3 treats as homogeneous, although that set gives the
/// resident an opponent and the next bracket more pairs. Generated s970152
/// round 8 (13 players, transcribed), which JaVaFo 1.4 pairs so (1-10 3-8
/// 9-4 2-6 13-7 12-11, bye 5).
#[test]
fn c12_after_c10_keeps_the_set_when_the_next_brackets_c1_moves_a_resident_on() {
    // Scores after round 7: 1 (6); 3 (5½); 4, 6 (4½); 2, 5, 9 (4); 7, 10
    // (3½); 8 (3); 11, 12 (2½); 13 (1½). Met: 1: 2 3 4 5 6 7 9; 2: 1 3 4
    // 5 7 8 13; 3: 1 2 4 5 6 7 9; 4: 1 2 3 6 8 10 12; 5: 1 2 3 7 11 12 13;
    // 6: 1 3 4 8 10 12 13; 7: 1 2 3 5 8 10; 8: 2 4 6 7 9 11; 9: 1 3 8 10
    // 11 13; 10: 4 6 7 9 11 12; 11: 5 8 9 10 12 13 (12 by forfeit); 12: 4
    // 5 6 10 11 13; 13: 2 5 6 9 11 12.
    // Brackets 6, 5½ and 4½: every player has met the others (1-3, 1-4,
    // 1-6, 3-4, 3-6, 4-6), so all move down (C.1).
    // Bracket 4 {1, 3, 4, 6 | 2, 5, 9}: 1 and 3 have met everyone there
    // and pass through (C.1); 4 and 6 are paired with two of 2, 5, 9 (4
    // met 2). 9-4 and 2-6 grant every colour preference (4 and 6 strong
    // Black, 9 mild White, 2 strong White) and move 5 down; 4-5 (5
    // absolute Black) would give up a colour preference and move 9 down.
    // Bracket 3½ {1, 3, 5 | 7, 10}: 7 has met 1, 3, 5 and 10, so C.1's
    // last bullet moves it on, and the bracket makes one pair (1-10).
    // C.12 after C.10 would find in bracket 4 the pairing 4-5 2-6, moving
    // 9 instead of 5 (the same score): then 9-7 and 1-10, two pairs. The
    // bracket is not paired again for it: the next bracket's C.1 has
    // already moved 7 on, and with 9 it would be one A.3 treats as
    // homogeneous (1, 3, 9 from above of 5), not one whose moved-down
    // players the other set all pairs.
    // Bracket 3½ then: 1-10; 3, 5, 7 move down. Bracket 3 {3, 5, 7 | 8}:
    // 3-8 (3's only opponent there; 5-7 and 7-8 have met); 5, 7 down.
    // Bracket 2½ {5, 7 | 11, 12}: 5 has met 11 and 12 and moves on (C.1);
    // 7-11 or 7-12 would leave the other to 13, who has met both, so C.13
    // pairs 12-11 and moves 7 down: 13-7, and 5 (no bye yet) the bye.
    // (Paired again: 4-5 2-6 1-10 9-7 13-8 12-11, bye 3.)
    let event = Event::new(13)
        .total_rounds(9)
        .initial_colour(Black)
        .round(&[
            Entry::Game(7, 1, 0),
            Entry::Game(2, 8, 10),
            Entry::Game(9, 3, 0),
            Entry::Game(4, 10, 10),
            Entry::Game(11, 5, 5),
            Entry::Game(6, 12, 10),
            pab(13),
        ])
        .round(&[
            Entry::Game(1, 4, 10),
            Entry::Game(13, 2, 0),
            Entry::Game(3, 6, 10),
            Entry::Game(5, 7, 5),
            Entry::Game(8, 11, 10),
            Entry::Game(10, 9, 5),
            pab(12),
        ])
        .round(&[
            Entry::Game(2, 1, 0),
            Entry::Game(4, 3, 0),
            Entry::Game(12, 5, 0),
            Entry::Game(6, 13, 10),
            pab(7),
            Entry::Game(9, 8, 5),
            Entry::Game(11, 10, 0),
        ])
        .round(&[
            Entry::Game(1, 3, 5),
            Entry::Game(5, 2, 5),
            Entry::Game(12, 4, 0),
            Entry::Game(10, 6, 0),
            Entry::Game(8, 7, 5),
            Entry::Game(13, 9, 0),
            pab(11),
        ])
        .round(&[
            Entry::Game(6, 1, 0),
            Entry::Game(7, 2, 5),
            Entry::Game(3, 5, 10),
            Entry::Game(4, 8, 10),
            Entry::Game(9, 11, 10),
            pab(10),
            Entry::Game(13, 12, 5),
        ])
        .round(&[
            Entry::Game(1, 9, 10),
            Entry::Game(2, 3, 10),
            Entry::Game(6, 4, 5),
            Entry::Game(5, 13, 10),
            Entry::Game(7, 10, 10),
            pab(8),
            Entry::Forfeit(12, 11),
        ])
        .round(&[
            Entry::Game(5, 1, 5),
            Entry::Game(4, 2, 10),
            Entry::Game(3, 7, 10),
            Entry::Game(8, 6, 0),
            pab(9),
            Entry::Game(10, 12, 10),
            Entry::Game(11, 13, 10),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 10), (3, 8), (9, 4), (2, 6), (13, 7), (12, 11)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(5));
}

/// The 9-player event of the C.14.b.1 cases below: round 10 of 13 (even).
/// Scores: 1 7½ (6½ when `one_beats_two` is false: round 1 won by 2, who
/// then has 7½); 2, 3 6½; 4, 5, 6 5½; 7, 8, 9 4½ (7, 8, 9 had a
/// full-point bye: B.1.b, no bye now). Met: 1: 2 3 4 5 6 8 9; 2: 1 3 6;
/// 3: 1 2 5 6; 4: 1 8 9; 5: 1 3 6; 6: 1 2 3 5 8 9; 7: none; 8: 1 4 6 9;
/// 9: 1 4 6 8. Colours (difference, last): 1 +1 (strong Black); 2, 4 -1
/// (strong White); 5 -1 (strong White) when `five_last` is Black, +1
/// (strong Black) when it is White; 3, 6 +3 (absolute Black); 7 0, last
/// Black (mild White); 8 +2 (absolute Black); 9 -2 (absolute White). No
/// float in rounds 8 and 9 (games against outsiders of the same score).
fn passer_ppb_event(one_beats_two: bool, five_last: crate::model::Colour) -> Event {
    Event::new(9)
        .total_rounds(13)
        .round(&[
            if one_beats_two { won(1, 2) } else { lost(1, 2) },
            won(3, 5),
            won(6, 8),
            full_bye(7),
            full_bye(9),
            level(4, White, 10),
        ])
        .round(&[
            lost(3, 1),
            Entry::Game(2, 6, 5),
            Entry::Game(9, 8, 5),
            level(4, Black, 0),
            level(5, White, 10),
            level(7, White, 10),
        ])
        .round(&[
            won(1, 4),
            lost(6, 3),
            full_bye(8),
            level(2, White, 10),
            level(5, Black, 10),
            level(7, Black, 0),
            level(9, White, 10),
        ])
        .round(&[
            lost(5, 1),
            Entry::Game(3, 2, 5),
            won(6, 9),
            level(4, White, 10),
            level(7, White, 10),
            level(8, White, 10),
        ])
        .round(&[
            won(1, 6),
            lost(8, 4),
            level(2, Black, 10),
            level(3, White, 10),
            level(5, White, 10),
            level(7, Black, 0),
            level(9, Black, 10),
        ])
        .round(&[
            lost(8, 1),
            Entry::Game(6, 5, 5),
            Entry::Game(4, 9, 5),
            level(2, White, 10),
            level(3, Black, 10),
            level(7, White, 10),
        ])
        .round(&[
            won(1, 9),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, Black, 10),
            level(6, White, 10),
            level(7, Black, 0),
            level(8, White, 0),
        ])
        .round(&[
            level(1, Black, 5),
            level(2, White, 5),
            level(3, Black, 10),
            level(4, White, 5),
            level(5, White, 10),
            level(6, Black, 10),
            level(7, White, 5),
            level(8, Black, 10),
            level(9, Black, 5),
        ])
        .round(&[
            level(1, White, 0),
            level(2, Black, 10),
            level(3, White, 0),
            level(4, Black, 5),
            level(5, five_last, 0),
            level(6, White, 5),
            level(7, Black, 0),
            level(8, White, 10),
            level(9, White, 0),
        ])
}

/// C.13 back in a heterogeneous penultimate bracket (PPB) that a
/// moved-down player passes through, C.14.b.1 once its remainder has
/// failed: P1 is lowered with M1 following it (P = M1, C.3.a), so the PPB
/// pairs its moved-down players alone, chosen by M1, D.3's scores, then
/// C.10.e (X) over those pairs. The shape of generated run101 s1010012
/// r12 and run97 s970259 r12 (listed rounds).
#[test]
fn c13_c14b1_with_a_player_passing_through_the_other_d3_set_comes_before_a_colour_the_first_would_cost() {
    // `passer_ppb_event`: bracket 7½ {1}: 1 moves down. Bracket 6½ {1 |
    // 2, 3}: 1 met both (C.1, C.12 changes nothing above) and 2-3 met: all
    // three move down. Bracket 5½ {1, 2, 3 | 4, 5, 6}: 1 met 4, 5, 6 and
    // passes through (C.1); 2 may meet 4, 5 and 3 only 4. The only pairing
    // of both 2 and 3 is 2-5 3-4 (2-5 denies one of two strong White
    // preferences: X = 1), and 6 moves down. Lowest bracket 4½ {1, 6 | 7,
    // 8, 9}: 1 and 6 can meet only 7, 8-9 met, and only 1 or 6 may have the
    // bye: no pairing for any M1 (C.13, C.14.b.2), so C.13 goes back to
    // bracket 5½ for another pairing, where C.12 is disallowed
    // ("backtracking is disallowed when already backtracking from a lower
    // score bracket"): 1 stays and counts in P0 = 3 (A.6.b), M0 = 2. With
    // M1 = 2, 2-5 3-4 leaves the remainder {1, 6} a pair to make: the
    // procedure has got to the remainder, and C.14.b.1 lowers P1. P1 = 2 = M1: 2-5 3-4 again, the
    // lowest fails. P1 = 1, M1 = 1, X = 0: D.3's sets {2} and {3} have the
    // same score; 2-4 and 2-5 both deny a White preference, 3-4 grants
    // both (3 Black, C.8.b before C.10.e) and moves 1, 2, 5, 6 down: lowest
    // {1, 2, 5, 6 | 7, 8, 9}: 7-1, 2-8, 9-5, bye 6. JaVaFo 1.4 pairs so
    // (checked as a TRF with the outsiders as absent players). Reading the passer as
    // moved on (P0 = 2) and C.14.b.2, the text would give 2-5 with 4-6
    // (C.10.e before C.14): 5-2 4-6 9-3 7-8, bye 1.
    let event = passer_ppb_event(true, Black);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(7, 1), (4, 3), (2, 8), (9, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(6));
}

/// C.14.b.1 with P = M1 as above, where D.3's first set has a pair that
/// keeps the colours: the PPB pairs that alone and the two residents it
/// leaves meet in the lowest bracket.
#[test]
fn c13_c14b1_with_a_player_passing_through_d3s_first_set_keeps_its_pair_when_it_costs_no_colour() {
    // `passer_ppb_event` with 5's last colour turned (5 strong Black, so
    // 2-5 grants both preferences). As above down to P1 = 1, M1 = 1, X =
    // 0: D.3's set {2}: 2-4 denies a White preference, 2-5 grants both and
    // moves 1, 3, 4, 6 down: lowest {1, 3, 4, 6 | 7, 8, 9}: 1 and 4 and 6
    // can meet only 7 among its residents, 3 only 9 (3-8: B.2), so 4-6, 9-3,
    // 7-8 and the bye to 1. JaVaFo 1.4 pairs so (2-5 4-6 9-3 7-8, bye 1),
    // the pairs the other reading (C.14.b.2, 4-6 in the PPB) gives too,
    // with the B3 factor of the PPB and the lowest 21 where 3-4 alone
    // would give 19: it is not the factor that decides.
    let event = passer_ppb_event(true, White);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 5), (4, 6), (9, 3), (7, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(1));
}

/// C.14.b.1 with P = M1 as above: D.3's set with the higher score comes
/// first even when its pair costs a colour that the other set's keeps
/// (D.3's order of sets, then C.10.e for each).
#[test]
fn c13_c14b1_with_a_player_passing_through_d3s_higher_set_comes_before_the_colour() {
    // `passer_ppb_event` with round 1 won by 2: 2 has 7½ and moves down
    // from the top, 1 and 3 have 6½ (1 still passes through bracket 5½).
    // As in the first case down to P1 = 1, M1 = 1: D.3's sets are {2} (7½)
    // then {3} (6½). 2-4 and 2-5 deny a White preference (X = 1), 3-4
    // would grant both. JaVaFo 1.4 pairs 2-4 and 1, 3, 5, 6 below: 7-1,
    // 9-3, 5-8, bye 6: the higher set's first pair at X = 1 comes before
    // the other set's at X = 0 (this edition's D.3 scores above X, as in
    // every other window).
    let event = passer_ppb_event(false, Black);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 4), (7, 1), (9, 3), (5, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(6));
}

/// C.13 back in a heterogeneous penultimate bracket (PPB) a moved-down
/// player passes through: C.12 is disallowed there, so the passer stays
/// and counts in P0; pairing all the moved-down players that can be paired
/// leaves it in the remainder without its pair: the procedure has got to
/// the remainder, and C.14.b.1 lowers P1 with M1 following it: with one MDP fewer paired
/// the PPB pairs its MDPs alone, not a residents' pair as well. The shape
/// of generated run102 s1020046 r11 (a listed round), built by hand.
#[test]
fn c13_c14b1_with_a_player_passing_through_fewer_mdps_paired_leave_the_residents_to_the_lowest_bracket() {
    // Round 16 of 17 (even). Games before round 14 between the players
    // (draws unless the round below says otherwise), rounds 14 and 15
    // against outsiders of the same score (no float there); everyone has a
    // strong colour preference (difference ±1): White for 1, 2, 3, 5, 10,
    // 12, 13, Black for 4, 6, 7, 8, 9, 11, 14. Pairs not yet met (all
    // others met): 1-6 1-11 1-12 1-13, 2-9 2-11, 3-8 3-9 3-14, 4-5 4-10,
    // 5-6 5-7 5-8 5-10 5-11, 6-8 6-11 6-14, 7-8 7-12, 8-12 8-13, 9-11 9-12
    // 9-13, 11-12 11-14, 13-14.
    // Scores: 1 6½, 2 6, 3 and 4 5½, 5-8 5, 9-14 4. Brackets 6½ {1}, 6
    // {2 | 1}, 5½ {3, 4 | 1, 2}: all met, all move down. PPB 5 {5, 6, 7, 8
    // | 1, 2, 3, 4}: 2 met 5-8 and passes through; 1 can meet only 6, 3
    // only 8, 4 only 5. With 2 counted, P0 = 4, M0 = 3: M1 = 3 is only
    // 1-6 3-8 4-5, leaving {2, 7}: the procedure has got to the remainder
    // (it fails there; C.14.b.1 from now on). P1 = 3 = M1: 1-6 3-8 4-5 moves 7 down with 2, and 10 (who can
    // meet only 4 and 5) has no opponent in the lowest bracket (C.13).
    // P1 = 2, M1 = 2, D.3's first set {1, 3}: 1-6 3-8, moving 2, 4, 5, 7
    // down: lowest {2, 4, 5, 7 | 9-14} (4 of 10 moved down): 2-9 10-4 5-11
    // 12-7 13-14. JaVaFo 1.4 pairs so (checked as a TRF with the outsiders
    // as absent players). With the passer moved on (P0 = 3) and C.14.b.2,
    // M1 = 2 would keep the remainder pair 5-7 (after 4-5 failed below):
    // 1-6 3-8 5-7, 2-9 10-4 11-12 13-14.
    let event = Event::new(14)
        .total_rounds(17)
        .round(&[
            won(4, 2),
            won(6, 3),
            Entry::Game(9, 7, 5),
            Entry::Game(8, 14, 5),
            Entry::Game(1, 10, 5),
            level(5, Black, 5),
            level(11, White, 5),
            level(12, Black, 0),
            level(13, Black, 0),
        ])
        .round(&[
            won(10, 7),
            Entry::Game(11, 4, 5),
            Entry::Game(12, 2, 5),
            Entry::Game(14, 9, 5),
            level(1, Black, 5),
            level(3, Black, 0),
            level(5, White, 5),
            level(6, White, 5),
            level(8, Black, 5),
            level(13, White, 0),
        ])
        .round(&[
            Entry::Game(2, 6, 5),
            Entry::Game(3, 5, 5),
            Entry::Game(7, 11, 5),
            Entry::Game(10, 14, 5),
            level(1, Black, 5),
            level(4, Black, 0),
            level(8, White, 5),
            level(9, White, 0),
            level(12, Black, 0),
            level(13, Black, 0),
        ])
        .round(&[
            lost(3, 7),
            won(2, 10),
            Entry::Game(4, 6, 5),
            level(1, White, 5),
            level(5, White, 5),
            level(8, Black, 5),
            level(9, Black, 0),
            level(11, White, 0),
            level(12, White, 0),
            level(13, Black, 0),
            level(14, White, 0),
        ])
        .round(&[
            won(4, 12),
            Entry::Game(5, 2, 5),
            Entry::Game(6, 9, 5),
            Entry::Game(1, 3, 5),
            Entry::Game(13, 10, 5),
            level(7, White, 0),
            level(8, White, 0),
            level(11, Black, 0),
            level(14, White, 0),
        ])
        .round(&[
            won(3, 13),
            Entry::Game(10, 8, 5),
            Entry::Game(2, 1, 5),
            Entry::Game(9, 4, 5),
            Entry::Game(7, 14, 5),
            level(5, Black, 0),
            level(6, Black, 0),
            level(11, White, 0),
            level(12, White, 0),
        ])
        .round(&[
            won(2, 3),
            Entry::Game(5, 1, 5),
            Entry::Game(9, 8, 5),
            lost(10, 11),
            Entry::Game(13, 12, 5),
            Entry::Game(4, 7, 5),
            level(6, Black, 0),
            level(14, White, 0),
        ])
        .round(&[
            Entry::Game(6, 12, 5),
            won(3, 10),
            Entry::Game(13, 4, 5),
            Entry::Game(14, 5, 5),
            Entry::Game(1, 9, 5),
            Entry::Game(8, 11, 5),
            level(2, Black, 0),
            level(7, White, 0),
        ])
        .round(&[
            Entry::Game(9, 5, 5),
            lost(4, 1),
            won(12, 10),
            Entry::Game(7, 13, 5),
            Entry::Game(2, 8, 5),
            level(3, White, 0),
            level(6, Black, 0),
            level(11, White, 0),
            level(14, Black, 0),
        ])
        .round(&[
            Entry::Game(14, 2, 5),
            Entry::Game(5, 13, 5),
            Entry::Game(11, 3, 5),
            Entry::Game(1, 7, 5),
            level(4, Black, 0),
            level(6, White, 0),
            level(8, White, 0),
            level(9, White, 0),
            level(10, White, 0),
            level(12, Black, 0),
        ])
        .round(&[
            Entry::Game(13, 6, 5),
            Entry::Game(8, 4, 5),
            Entry::Game(10, 9, 5),
            Entry::Game(7, 2, 5),
            Entry::Game(5, 12, 5),
            Entry::Game(14, 1, 5),
            level(3, White, 0),
            level(11, Black, 0),
        ])
        .round(&[
            lost(12, 3),
            Entry::Game(1, 8, 5),
            Entry::Game(11, 13, 5),
            Entry::Game(6, 7, 5),
            Entry::Game(4, 14, 5),
            level(2, White, 0),
            level(5, Black, 0),
            level(9, White, 0),
            level(10, Black, 0),
        ])
        .round(&[
            won(12, 14),
            lost(4, 3),
            Entry::Game(13, 2, 5),
            Entry::Game(6, 10, 5),
            level(1, Black, 0),
            level(5, Black, 0),
            level(7, White, 0),
            level(8, White, 0),
            level(9, Black, 0),
            level(11, Black, 0),
        ])
        .round(&[
            level(1, Black, 0),
            level(2, White, 0),
            level(3, White, 0),
            level(4, Black, 0),
            level(5, White, 0),
            level(6, Black, 0),
            level(7, Black, 0),
            level(8, White, 0),
            level(9, Black, 0),
            level(10, White, 0),
            level(11, Black, 0),
            level(12, Black, 0),
            level(13, Black, 0),
            level(14, White, 0),
        ])
        .round(&[
            level(1, White, 0),
            level(2, Black, 0),
            level(3, Black, 0),
            level(4, White, 0),
            level(5, Black, 0),
            level(6, White, 0),
            level(7, White, 0),
            level(8, Black, 0),
            level(9, White, 0),
            level(10, Black, 0),
            level(11, White, 0),
            level(12, White, 0),
            level(13, White, 0),
            level(14, Black, 0),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(
        boards(&pairing),
        set(&[(1, 6), (2, 9), (3, 8), (10, 4), (5, 11), (12, 7), (13, 14)]),
        "{pairing:?}"
    );
    assert_eq!(pairing.bye, None);
}

/// C.14.b.1 in the PPB a player passes through once the procedure got to
/// the remainder, also where the remainder made its pair: "got to the
/// remainder at least once", not "failed there".
#[test]
fn c13_c14b1_with_a_player_passing_through_the_remainder_reached_is_enough_though_it_made_its_pair() {
    // `designed_event`, round 20 of 21 (even). Everyone has a strong colour
    // preference: White for 1, 2, 3, 5, 9, 11, 13, 14, Black for 4, 6, 7,
    // 8, 10, 12, 15, 16. Pairs not yet met (all others met): 1-6 1-12 1-13
    // 1-14, 2-10 2-12, 3-8 3-10 3-15, 4-5 4-11, 5-6 5-7 5-8 5-11 5-12, 6-8
    // 6-12 6-15, 7-8 7-9 7-13, 8-13 8-14, 9-14 9-15, 10-12 10-13 10-14,
    // 12-13 12-15, 13-16, 14-15 14-16, 15-16.
    // Scores: 1 9½, 2 9, 3 and 4 8½, 5-9 8, 10-16 7. Brackets 9½ {1}, 9
    // {2 | 1}, 8½ {3, 4 | 1, 2}: all met, all move down. PPB 8 {5-9 | 1,
    // 2, 3, 4}: 2 met 5-9 and passes through; 1 can meet only 6, 3 only 8,
    // 4 only 5, 9 only 7. With 2 counted, P0 = 4, M0 = 3: M1 = 3 is only
    // 1-6 3-8 4-5, and the remainder {2, 7, 9} has a pair to make: 7-9 (P
    // = 4). The procedure has got to the remainder (C.14.b.1 from now on),
    // and the lowest bracket fails: 11 can meet only 4 and 5. P1 = 3 = M1:
    // 1-6 3-8 4-5 moves 7 and 9 down with 2, and 11 fails again. P1 = 2,
    // M1 = 2, D.3's first set {1, 3}: 1-6 3-8, moving 2, 4, 5, 7, 9 down:
    // lowest {2, 4, 5, 7, 9 | 10-16}: 2-10 11-4 5-12 13-7 9-15 14-16.
    // JaVaFo 1.4 pairs so (checked as a TRF with the outsiders as absent
    // players). With C.14.b.2 until the remainder fails (it never does
    // here: at M1 = 2 it makes 5-7 or 7-9), the bracket would keep a
    // residents' pair: 1-6 3-8 5-7, 2-10 11-4 9-15 13-12 14-16.
    let event = designed_event(
        &[95, 90, 85, 85, 80, 80, 80, 80, 80, 70, 70, 70, 70, 70, 70, 70],
        &[1, 2, 3, 5, 9, 11, 13, 14],
        &all_pairs_but(
            16,
            &[
                (1, 6),
                (1, 12),
                (1, 13),
                (1, 14),
                (2, 10),
                (2, 12),
                (3, 8),
                (3, 10),
                (3, 15),
                (4, 5),
                (4, 11),
                (5, 6),
                (5, 7),
                (5, 8),
                (5, 11),
                (5, 12),
                (6, 8),
                (6, 12),
                (6, 15),
                (7, 8),
                (7, 9),
                (7, 13),
                (8, 13),
                (8, 14),
                (9, 14),
                (9, 15),
                (10, 12),
                (10, 13),
                (10, 14),
                (12, 13),
                (12, 15),
                (13, 16),
                (14, 15),
                (14, 16),
                (15, 16),
            ],
        ),
        &[],
    );
    let pairing = event.pair(&Dutch2012);
    assert_eq!(
        boards(&pairing),
        set(&[(1, 6), (2, 10), (3, 8), (11, 4), (5, 12), (13, 7), (9, 15), (14, 16)]),
        "{pairing:?}"
    );
    assert_eq!(pairing.bye, None);
}

/// The first case above with no player passing through the PPB: M1 = M0 =
/// P0 leaves the remainder no pair to make, so C.14.b.2 lowers M1 and the
/// remainder keeps its residents' pair.
#[test]
fn c13_without_a_player_passing_through_c14b2_keeps_the_remainders_residents_pair() {
    // `designed_event`, round 18 of 19 (even). Everyone has a strong colour
    // preference: White for 1, 2, 3, 5, 10, 12, 13, Black for 4, 6, 7, 8,
    // 9, 11, 14. Pairs not yet met (all others met): 1-6 1-11 1-12 1-13,
    // 2-9 2-11, 3-8 3-9 3-14, 4-5 4-10, 5-6 5-7 5-8 5-10 5-11, 6-8 6-11
    // 6-14, 7-8 7-12, 8-12 8-13, 9-11 9-12 9-13, 11-12 11-14, 13-14.
    // Scores: 1 6½, 3 and 4 5½, 5-8 5, 2 and 9-14 4: the case above without
    // the resident 9 and with its passer 2 a resident of the lowest bracket
    // (who can meet 9 and 11). PPB 5 {5, 6, 7, 8 | 1, 3, 4}: P0 = 3, M0 =
    // 3: 1-6 3-8 4-5 moves 7 down, and 10 (who can meet only 4 and 5) has
    // no opponent in the lowest bracket (C.13). The remainder had no pair
    // to make (C.14.b.2): M1 = 2, D.3's first set {1, 3}: 1-6 3-8,
    // remainder {4, 5, 7}: 4-5 fails below, then 5-7 (C.8.a), moving 4
    // down: lowest {4 | 2, 9-14}: 10-4 2-11 12-9 13-14. JaVaFo 1.4 pairs
    // so.
    let event = designed_event(
        &[65, 40, 55, 55, 50, 50, 50, 50, 40, 40, 40, 40, 40, 40],
        &[1, 2, 3, 5, 10, 12, 13],
        &all_pairs_but(
            14,
            &[
                (1, 6),
                (1, 11),
                (1, 12),
                (1, 13),
                (2, 9),
                (2, 11),
                (3, 8),
                (3, 9),
                (3, 14),
                (4, 5),
                (4, 10),
                (5, 6),
                (5, 7),
                (5, 8),
                (5, 10),
                (5, 11),
                (6, 8),
                (6, 11),
                (6, 14),
                (7, 8),
                (7, 12),
                (8, 12),
                (8, 13),
                (9, 11),
                (9, 12),
                (9, 13),
                (11, 12),
                (11, 14),
                (13, 14),
            ],
        ),
        &[],
    );
    let pairing = event.pair(&Dutch2012);
    assert_eq!(
        boards(&pairing),
        set(&[(1, 6), (3, 8), (10, 4), (5, 7), (2, 11), (12, 9), (13, 14)]),
        "{pairing:?}"
    );
    assert_eq!(pairing.bye, None);
}

/// C.12 after C.10 into the penultimate bracket: that bracket cannot pair
/// all its moved-down players (M1 = M0, P = M1 in a heterogeneous bracket,
/// C.3.a; C.14.b.2 comes after C.12), so the bracket above is paired again
/// and gives up B.5 for a downfloater to move down another player of the
/// same score with whom it can. That pairing is accepted by C.12, and stays
/// when the lowest bracket then fails and C.13 lowers M1 in the
/// penultimate bracket after all: C.13 goes back to the penultimate bracket
/// only ("backtracking is disallowed when already backtracking"). The
/// shape of generated run97 s970405 r11, where JaVaFo 1.4 keeps the first
/// pairing (a departure, see `edition2012.rs`); on this case it pairs as
/// the text.
#[test]
fn c12_into_the_penultimate_bracket_stays_when_c13_lowers_its_m1_afterwards() {
    // Round 9 of 11 (odd). Scores: 1 6; 2, 3, 4 5; 5, 6, 7 4½; 8, 9, 10 4.
    // Met: 1: 4; 2: 3 4 5 7; 3: 2 4 6 7; 4: 1 2 3 6 7; 5: 2; 6: 3 4; 7: 2
    // 3 4 8 9 10; 8, 9, 10: 7. Every colour difference is 0, so every
    // preference is mild, for the colour the player did not have last: 1,
    // 4, 6, 8, 10 Black; 2, 3, 5, 7, 9 White. Floats (A.4): 2 floated down
    // in round 8; nobody else in rounds 7 and 8 (B.5, B.6).
    // Bracket 6 {1}: 1 moves down. Bracket 5 {1 | 2, 3, 4}: 4 met 1, 2 and
    // 3 and moves down (C.1); {1 | 2, 3} is heterogeneous (A.3), P0 = M0 =
    // 1: C.6 pairs 1-2, granting both preferences; 3 moves down.
    // Bracket 4½ {3, 4 | 5, 6, 7}: heterogeneous (2 of 5), M0 = 2, but 3
    // and 4 can both meet only 5: P = M1 = 2 fails with every requirement
    // dropped (C.10), and C.12 comes before C.14.b.2: bracket 5 pairs 3-1
    // instead (both preferences granted), moving down 2, of the same score,
    // although 2 floated down in round 8 (B.5 for downfloaters, C.3.e). This
    // now allows P1 pairings: {2, 4 | 5, 6, 7} pairs 2-6 and 4-5 (2 met 5
    // and 7). Accepted.
    // Bracket 4½ then pairs 2-6, 4-5 and moves 7 down; the lowest bracket
    // 4 {7 | 8, 9, 10} cannot be paired (7 met all three; no bye in an even
    // bracket), so C.13 goes back to bracket 4½ (not to 5). M1 = 2 has only
    // 2-6 4-5: C.14.b.2 lowers M1 to 1. D.3's set {2} first: 2-6 leaves 5-7,
    // both wanting White (X = 1 > X1 = 0); the set {4}: 4-5 and 7-6 grant
    // every preference and move 2 down, a repeated downfloat (B.5): C.10.d
    // drops B.5 for downfloaters before C.10.e raises X, so 4-5 7-6 it is.
    // The lowest {2 | 8, 9, 10}: 2-8, then 9-10, every preference granted.
    // JaVaFo 1.4 pairs this case the same (checked with the outsiders as
    // absent players), and so it does in variants of this history: 3 also
    // floated up in round 8 (B.5 for the upfloater and for the downfloater
    // given up above, as in s970405 r11); 3 floated up and wants Black, 2
    // did not float (B.5 for the upfloater and a colour); 10 has 3 points,
    // so that the lowest bracket is a joined one (as in s970405 r11). Its
    // s970405 r11 (the 5.0 bracket keeps 4-19 rather than give up B.5 for 12
    // and 19) is no rule of this shape.
    // Colours: 3-1, 5-4, 7-6, 2-8, 9-10, all E.1.
    let event = Event::new(10)
        .total_rounds(11)
        .round(&[
            Entry::Game(7, 4, 5),
            Entry::Game(2, 3, 5),
            level(1, White, 10),
            level(5, White, 10),
            level(6, Black, 10),
            level(8, White, 10),
            level(9, White, 10),
            level(10, White, 10),
        ])
        .round(&[
            Entry::Game(2, 7, 5),
            Entry::Game(1, 4, 5),
            Entry::Game(6, 3, 5),
            level(5, White, 10),
            level(8, White, 10),
            level(9, White, 10),
            level(10, White, 10),
        ])
        .round(&[
            Entry::Game(3, 7, 5),
            Entry::Game(4, 2, 5),
            level(1, Black, 10),
            level(5, Black, 10),
            level(6, White, 10),
            level(8, Black, 10),
            level(9, Black, 10),
            level(10, Black, 10),
        ])
        .round(&[
            Entry::Game(7, 8, 5),
            Entry::Game(3, 4, 5),
            Entry::Game(5, 2, 5),
            level(1, Black, 10),
            level(6, Black, 10),
            level(9, Black, 0),
            level(10, Black, 0),
        ])
        .round(&[
            Entry::Game(9, 7, 5),
            Entry::Game(4, 6, 5),
            level(1, White, 10),
            level(2, White, 10),
            level(3, Black, 10),
            level(5, Black, 5),
            level(8, White, 0),
            level(10, White, 0),
        ])
        .round(&[
            Entry::Game(7, 10, 5),
            level(1, Black, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, White, 10),
            level(5, Black, 0),
            level(6, White, 0),
            level(8, Black, 0),
            level(9, Black, 0),
        ])
        .round(&[
            level(1, Black, 0),
            level(2, White, 5),
            level(3, White, 5),
            level(4, Black, 10),
            level(5, White, 0),
            level(6, Black, 0),
            level(7, White, 10),
            level(8, Black, 0),
            level(9, White, 0),
            level(10, Black, 0),
        ])
        .round(&[
            level(1, White, 5),
            outsider(2, Black, 5, Float::Down),
            level(3, Black, 5),
            level(4, White, 5),
            level(5, Black, 5),
            level(6, White, 5),
            level(7, Black, 5),
            level(8, White, 5),
            level(9, Black, 5),
            level(10, White, 5),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (5, 4), (7, 6), (2, 8), (9, 10)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.13: two re-pairings of the penultimate bracket (PPB) that tie on every
/// criterion are taken in the PPB's own order, not in the order of the PPB
/// and the lowest bracket joined: C.13 joins them only when P becomes zero
/// (the shape of generated s1020115 r7, a departure from JaVaFo 1.4 listed
/// in `edition2012.rs`).
#[test]
fn c13_a_tie_in_the_penultimate_bracket_goes_by_its_own_order_not_a_joined_one() {
    // Round 7 of 9 (odd). Scores: 1 4; 2 3½; 3, 4, 5 3; 6, 7, 8 2½.
    // Met: 1: 2 3 4; 2: 1 3 6 8; 3: 1 2 4 5 6 8; 4: 1 3 6 7; 5: 3 7;
    // 6: 2 3 4 7 8; 7: 4 5 6 8; 8: 2 3 6 7. Every colour difference is 0
    // and nobody had one colour in the last two rounds, so every preference
    // is mild: 1, 2, 7, 8 White; 3, 4, 5, 6 Black. Nobody ever floated
    // (every game between equal scores). 4 and 5 differ only in whom they
    // met.
    // Bracket 4 {1}: 1 moves down; bracket 3½ {1 | 2}: 1 and 2 met, both
    // move down (C.1). Bracket 3 {3, 4, 5 | 1, 2}: 3 met all four and moves
    // down (C.1); {4, 5 | 1, 2} is treated as homogeneous (A.3). 1-5 2-4
    // (P = 2) sends 3 down, who can meet only 7 in the lowest bracket
    // 2½ {6, 7, 8}, whose players met each other: 6-8 is left, so C.13
    // comes back here and P1 is lowered to 1 (C.14). 2 below could meet
    // only 7, as 3, so 2 is paired: 2-4 (1, 3, 5 down: 1-6 7-3 8-5) or 2-5
    // (1, 3, 4 down: 1-6 7-3 8-4). Both grant every preference and float
    // the same scores (D.4's factor too is the same): a tie, which the
    // PPB's order breaks. S1 {1}: 1-5 fails below (2 would go down); D.2's
    // exchange of 1 and 2 gives S1 {2}, S2 {1, 4, 5}: 2-1 met, 2-4 first.
    // (Read as heterogeneous, D.3's set {2} after {1} gives 2-4 first too.)
    // JaVaFo 1.4 pairs 1-6 2-5 7-3 8-4 (checked with the outsiders as absent
    // players): the first pairing of the PPB and the lowest bracket joined
    // into one (S1 {1, 2, 3, 4}, S2 {5, 6, 7, 8}: 1-6 2-5 3-7 4-8). With 4
    // and 5 renumbered (their histories exchanged) it pairs 2 with the
    // player numbered 5 again: its order, not a criterion, decides.
    // Colours: 2-4, 1-6, 7-3, 8-5, all E.1.
    let event = Event::new(8)
        .total_rounds(9)
        .round(&[Entry::Game(1, 2, 5), Entry::Game(8, 6, 5), Entry::Game(7, 4, 5), Entry::Game(3, 5, 5)])
        .round(&[
            Entry::Game(2, 3, 5),
            Entry::Game(4, 6, 5),
            Entry::Game(8, 7, 5),
            level(1, Black, 5),
            level(5, White, 5),
        ])
        .round(&[
            Entry::Game(6, 2, 5),
            Entry::Game(3, 4, 5),
            Entry::Game(7, 5, 5),
            level(1, White, 5),
            level(8, Black, 5),
        ])
        .round(&[
            Entry::Game(2, 8, 5),
            Entry::Game(6, 3, 5),
            Entry::Game(4, 1, 5),
            level(7, Black, 5),
            level(5, White, 5),
        ])
        .round(&[
            lost(8, 3),
            Entry::Game(7, 6, 5),
            level(1, White, 10),
            level(2, White, 10),
            level(4, Black, 10),
            level(5, Black, 10),
        ])
        .round(&[
            lost(3, 1),
            level(2, Black, 5),
            level(4, White, 0),
            level(5, White, 0),
            level(6, White, 0),
            level(7, Black, 0),
            level(8, Black, 5),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 4), (1, 6), (7, 3), (8, 5)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.12 reached again after C.14.b.2: a heterogeneous next bracket that
/// cannot pair all its moved-down players with any set (M1 = M0 fails
/// either way) lowers M1 and keeps P1, restarts from C.3.a, and comes back
/// through C.10 to C.12 with the lowered M1; another set of the bracket
/// above that "now allows P1 pairings" there is accepted, even one that
/// gives up B.5. The shape of generated s1020484 r11 (run102); JaVaFo 1.4
/// pairs this event (written as a TRF with the outsiders as absent
/// players) the same way, and with X given up instead of B.5 too.
#[test]
fn c12_after_c14b2_lowers_m1_the_other_set_that_allows_p1_pairings_is_accepted() {
    // Round 9. Scores: 1, 2 6.0; 3, 4, 5 5.0; 6, 7, 8, 9 4.0; 10, 11, 12
    // 3.0. Met: 1 and 2 each other and 3, 4, 5, 7, 8, 9; 4-5, 5-7, 5-9,
    // 7-9. 4 floated down in round 8 (B.5). Colours: 3 wants Black, 4 and
    // 5 White (3-4 and 3-5 grant both); 1 White, 6 Black.
    // Bracket 6.0 {1, 2}: they met: both moved down (C.1). Bracket 5.0 {1,
    // 2 | 3, 4, 5}: 1 and 2 have no opponent there and move on; {3, 4, 5}
    // (4-5 met) pairs 3-4 in D order (S1 {3}, S2 {4, 5}), keeping B.5 for
    // 4, and moves down 5.
    // Bracket 4.0 {1, 2, 5 | 6, 7, 8, 9}: heterogeneous (3 of 7), P1 = P0
    // = 3, M1 = M0 = 3; 1 and 2 can meet only 6: M1 = 3 fails, C.12 finds
    // no set (1 and 2 go down in every set), C.14.b.2 lowers M1 to 2 and
    // keeps P1. {1, 5}: 6-1 5-8 and the remainder {2, 7, 9} makes no pair
    // (7-9, 2-7, 2-9 met): P1 = 3 is not reached, and C.12 backtracks
    // again: the 5.0 bracket's next pairing 3-5 (B.5 for 4 dropped) moves
    // down 4, a set of the same size and score, and {1, 2, 4 | 6, 7, 8, 9}
    // makes P1 = 3 pairings with M1 = 2: 6-1 4-9, remainder 7-8. Accepted.
    // Bracket 3.0 {2 | 10, 11, 12}: 2-11, 10-12.
    // (Main before this reading: 3-4, then 6-1 5-8 with P1 lowered to 2,
    // and 2, 7, 9 down: 7-12 9-10 2-11.)
    let event = Event::new(12)
        .total_rounds(11)
        .round(&[
            Entry::Game(1, 2, 5),
            Entry::Game(4, 5, 5),
            Entry::Game(7, 9, 5),
            outsider(3, Black, 10, Float::None),
            outsider(6, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
        ])
        .round(&[
            lost(3, 1),
            won(2, 4),
            won(5, 7),
            outsider(6, White, 10, Float::None),
            outsider(8, Black, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
        ])
        .round(&[
            won(1, 4),
            lost(3, 2),
            lost(9, 5),
            outsider(6, Black, 10, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(10, Black, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, Black, 10, Float::None),
        ])
        .round(&[
            lost(5, 1),
            Entry::Game(2, 7, 5),
            outsider(3, Black, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, Black, 10, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            Entry::Game(1, 7, 5),
            lost(5, 2),
            outsider(3, White, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(6, White, 0, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, White, 5, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, White, 0, Float::None),
        ])
        .round(&[
            Entry::Game(8, 1, 5),
            Entry::Game(2, 9, 5),
            outsider(3, Black, 10, Float::None),
            outsider(4, Black, 10, Float::None),
            outsider(5, Black, 10, Float::None),
            outsider(6, Black, 0, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            Entry::Game(1, 9, 5),
            Entry::Game(2, 8, 5),
            outsider(3, Black, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(5, White, 10, Float::None),
            outsider(6, Black, 0, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, Black, 10, Float::None),
            outsider(2, Black, 10, Float::None),
            outsider(3, White, 0, Float::None),
            outsider(4, Black, 5, Float::Down),
            outsider(5, Black, 5, Float::None),
            outsider(6, White, 0, Float::None),
            outsider(7, Black, 0, Float::None),
            outsider(8, White, 0, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, White, 0, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 6), (2, 11), (5, 3), (4, 9), (7, 8), (10, 12)]), "{pairing:?}");
}

/// The same event with 5-9 not played in round 3 (5 and 9 met outsiders
/// instead): the 4.0 bracket then makes its P1 = 3 pairings with 5 (6-1
/// 5-9 7-8), so the 5.0 bracket keeps 3-4 and B.5 for 4. JaVaFo 1.4 pairs
/// it so: the other set of the test above is taken only for the next
/// bracket's P1.
#[test]
fn c12_after_c14b2_no_other_set_when_the_first_allows_p1_pairings() {
    let event = Event::new(12)
        .total_rounds(11)
        .round(&[
            Entry::Game(1, 2, 5),
            Entry::Game(4, 5, 5),
            Entry::Game(7, 9, 5),
            outsider(3, Black, 10, Float::None),
            outsider(6, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
        ])
        .round(&[
            lost(3, 1),
            won(2, 4),
            won(5, 7),
            outsider(6, White, 10, Float::None),
            outsider(8, Black, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
        ])
        .round(&[
            won(1, 4),
            lost(3, 2),
            outsider(5, Black, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, Black, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, Black, 10, Float::None),
        ])
        .round(&[
            lost(5, 1),
            Entry::Game(2, 7, 5),
            outsider(3, Black, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, Black, 5, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            Entry::Game(1, 7, 5),
            lost(5, 2),
            outsider(3, White, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(6, White, 0, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, White, 0, Float::None),
        ])
        .round(&[
            Entry::Game(8, 1, 5),
            Entry::Game(2, 9, 5),
            outsider(3, Black, 10, Float::None),
            outsider(4, Black, 10, Float::None),
            outsider(5, Black, 10, Float::None),
            outsider(6, Black, 0, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            Entry::Game(1, 9, 5),
            Entry::Game(2, 8, 5),
            outsider(3, Black, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(5, White, 10, Float::None),
            outsider(6, Black, 0, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, Black, 10, Float::None),
            outsider(2, Black, 10, Float::None),
            outsider(3, White, 0, Float::None),
            outsider(4, Black, 5, Float::Down),
            outsider(5, Black, 5, Float::None),
            outsider(6, White, 0, Float::None),
            outsider(7, Black, 0, Float::None),
            outsider(8, White, 0, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, White, 0, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 6), (2, 11), (4, 3), (5, 9), (7, 8), (10, 12)]), "{pairing:?}");
}

/// C.13 back in a penultimate bracket A.3 treats as homogeneous (half of
/// its players came from above): B.3 is measured by D.4's B3 factor of the
/// bracket's own pairs, each player it moves down counting as a bye (a game
/// against one point less than the lowest score), as B.3's note asks
/// "after repeated application of rule C.13". The pairing with the smaller
/// factor is taken although its largest difference is larger and it costs
/// the lowest bracket two colour preferences. JaVaFo 1.4 pairs so (this
/// event as a TRF with `XXP` and the outsiders as absent players; generated
/// s970241 r8, s1020311 r10, s1030364 r12; issue 34; `c13_a3_base` in
/// edition2012.rs).
#[test]
fn c13_an_a3_homogeneous_penultimate_bracket_weighs_b3_by_the_b3_factor() {
    // Round 4 of 5 (even). Rounds 1-3 against outsiders of the same score
    // (no floats), but 8-7 drawn in round 3. Scores: 1 2½; 2, 3 2; 4, 5, 6
    // 1; 7, 8 ½. Colours: 1, 2, 5, 7 B W B (strong White); 3, 4, 6, 8 W B W
    // (strong Black). The arbiter forbids 1-2, 1-3, 2-3; 1-5, 1-6, 2-5,
    // 3-4, 3-6, 4-5, 4-6 (in bracket 1 only 1-4, 2-4, 2-6, 3-5 and 5-6 may
    // meet); and 7 may meet only 1 and 3, 8 only 2 and 6.
    // Brackets 2½ {1} and 2 {2, 3 | 1}: nobody can be paired (C.1), all
    // three move down. Bracket 1 {4, 5, 6 | 1, 2, 3}: each of them has an
    // opponent there, 3 of 6 came from above: treated as homogeneous (A.3),
    // P0 = 3. Its only three pairs 1-4 2-6 3-5 leave the lowest bracket {7,
    // 8}, who met: C.13 comes back, and no pairing of three pairs lets it
    // be paired, so P1 = 2 (C.14.a). Two players go down, one for 7 (1 or
    // 3) and one for 8 (2 or 6): 1-4 5-6 (3, 2 down: 3-7, 2-8, every colour
    // granted) or 2-4 3-5 (1, 6 down: 1-7, 6-8, both against a colour
    // preference); {1, 2} and {3, 6} leave 4 without an opponent.
    // B.3: the bye a game against -½. By the largest difference, 1-4 5-6
    // (1½ and 0; 2 and 3 moved down, 2½ above the bye each) before 2-4 3-5
    // (1 and 1; 1 moved down 3 above it). By the B3 factor, 2-4 3-5: 1 + 1
    // + 9 + 2¼ = 13¼ against 2¼ + 0 + 6¼ + 6¼ = 14¾.
    // Colours: 2-4, 5-3 E.1; 1-7 and 8-6: the same histories, so E.4 (the
    // higher-ranked player's preference). Before the rule this edition
    // paired 1-4, 5-6, 7-3, 2-8.
    let event = Event::new(8)
        .total_rounds(5)
        .round(&[
            level(1, Black, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, White, 10),
            level(5, Black, 0),
            level(6, White, 0),
            level(7, Black, 0),
            level(8, White, 0),
        ])
        .round(&[
            level(1, White, 10),
            level(2, White, 10),
            level(3, Black, 0),
            level(4, Black, 0),
            level(5, White, 10),
            level(6, Black, 0),
            level(7, White, 0),
            level(8, Black, 0),
        ])
        .round(&[
            level(1, Black, 5),
            level(2, Black, 0),
            level(3, White, 10),
            level(4, White, 0),
            level(5, Black, 0),
            level(6, White, 10),
            Entry::Game(8, 7, 5),
        ])
        .forbid(1, 2)
        .forbid(1, 3)
        .forbid(2, 3)
        .forbid(1, 5)
        .forbid(1, 6)
        .forbid(2, 5)
        .forbid(3, 4)
        .forbid(3, 6)
        .forbid(4, 5)
        .forbid(4, 6)
        .forbid(1, 8)
        .forbid(2, 7)
        .forbid(3, 8)
        .forbid(6, 7)
        .forbid(4, 7)
        .forbid(4, 8)
        .forbid(5, 7)
        .forbid(5, 8);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 7), (2, 4), (5, 3), (8, 6)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.13 back in a heterogeneous penultimate bracket that a moved-down
/// player passes through, its one moved-down player with an opponent there
/// paired (M1 = M0): C.14 has lowered nothing, and P1 is lowered only when
/// no pairing of P1 pairs lets the lowest bracket be paired once C.10 has
/// dropped what it may. So the bracket keeps its second pair at the cost
/// of a colour preference (C.10.e), although sending its residents down
/// instead gives the two brackets the smaller D.4 B3 factor (which decides
/// there only when M1 has been lowered:
/// `c13_a_passer_in_the_penultimate_bracket_its_residents_pair_yields_to_the_b3_factor`).
/// JaVaFo 1.4 pairs so (this event as a TRF with `XXP` and the outsiders
/// as absent players; generated s1020048 r8; issue 34; `c13_p1_kept` in
/// edition2012.rs).
#[test]
fn c13_a_passer_in_the_penultimate_bracket_m1_m0_keeps_its_pairs_above_the_b3_factor() {
    // Round 5 of 6 (odd). Rounds 1-4 against outsiders of the same score
    // (no floats). Scores: 1 4; 2 3; 3, 4, 5, 6 2; 7, 8 1½; 9, 10 1.
    // Colours: odd players W B W B (mild White), even ones B W B W (mild
    // Black). The arbiter forbids 1-2, 1-3; 2 against 3, 4, 5, 6; 3
    // against 4, 6, 8, 9, 10; 5-10; and 7, 8, 9, 10 among themselves but
    // 7-8.
    // Brackets 4 {1} and 3 {2 | 1}: 1-2 forbidden, both move down. Bracket
    // 2 {3, 4, 5, 6 | 1, 2}: 2 has no opponent there and passes through
    // (C.1); {3, 4, 5, 6 | 1} is heterogeneous (A.3), M0 = 1, P0 = 2. 1-4
    // (D.1; 1-3 forbidden), then the remainder {3, 5, 6}: 5-6 grants both
    // colours (3-5 does not, 3-6 forbidden), and 3 goes down with 2. Below,
    // 9 and 10 may meet nobody of 1½ {7, 8} and 1 {9, 10}, and of the
    // players moved down (2, 3) only 2: C.13 joins those two brackets (the
    // 1½ bracket cannot give them opponents) and comes back to bracket 2. At
    // X = 1 (C.10.e), before C.14 may lower P1: 1-4 3-5, and 2 and 6 go
    // down: 9-2, 10-6, 7-8.
    // The B3 factor of both brackets (the bye a game against 0): 4 + 0 + 4
    // + 1 + 0 = 9; 1-4 alone, with 3, 5, 6 and 2 down (8-2, 3-7, 5-9,
    // 10-6), makes 4 + 2¼ + ¼ + 1 + 1 = 8½, which this edition paired
    // before the rule.
    // Colours: 1-4, 9-2, 7-8 E.1; 3-5, 10-6: the same histories, so E.4.
    let event = Event::new(10)
        .total_rounds(6)
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(6, Black, 10),
            level(7, White, 10),
            level(8, Black, 10),
            level(9, White, 10),
            level(10, Black, 10),
        ])
        .round(&[
            level(1, Black, 10),
            level(2, White, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, Black, 10),
            level(6, White, 10),
            level(7, Black, 5),
            level(8, White, 5),
            level(9, Black, 0),
            level(10, White, 0),
        ])
        .round(&[
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 0),
            level(4, Black, 0),
            level(5, White, 0),
            level(6, Black, 0),
            level(7, White, 0),
            level(8, Black, 0),
            level(9, White, 0),
            level(10, Black, 0),
        ])
        .round(&[
            level(1, Black, 10),
            level(2, White, 0),
            level(3, Black, 0),
            level(4, White, 0),
            level(5, Black, 0),
            level(6, White, 0),
            level(7, Black, 0),
            level(8, White, 0),
            level(9, Black, 0),
            level(10, White, 0),
        ])
        .forbid(1, 2)
        .forbid(1, 3)
        .forbid(2, 3)
        .forbid(2, 4)
        .forbid(2, 5)
        .forbid(2, 6)
        .forbid(3, 4)
        .forbid(3, 6)
        .forbid(3, 8)
        .forbid(3, 9)
        .forbid(3, 10)
        .forbid(5, 10)
        .forbid(7, 9)
        .forbid(7, 10)
        .forbid(8, 9)
        .forbid(8, 10)
        .forbid(9, 10);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 4), (9, 2), (3, 5), (10, 6), (7, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// C.12 after C.10 into a next bracket whose own C.1 moves a resident on:
/// P1 is counted after C.1 has moved it on, and another set of the bracket
/// above with which the other players of the next bracket make its P1
/// pairs is accepted, although the next bracket stays one A.3 treats as
/// homogeneous. The shape of generated s1050332 r12 (run105); JaVaFo 1.4
/// pairs this event (written as a TRF with the outsiders as absent
/// players) the same way: 3-1 2-7 6-4 5-9 8-11 10-13, bye 12.
#[test]
fn c12_after_c10_p1_counted_after_c1_moved_a_resident_on() {
    // Round 9. Scores: 1, 2, 3, 4 6.0; 5, 6, 7 5.0; 8 to 13 4.0. Met: 4
    // 1, 2, 3, 5, 7; 5 2, 3, 4, 6, 7; 2-3, 3-7. Colours: 1 wants Black, 2
    // and 3 White (2-1 and 3-1 grant both).
    // Bracket 6.0 {1, 2, 3, 4}: 4 has met the others and moves on (C.1);
    // {1, 2, 3} (2-3 met) pairs 2-1 in D order (S1 {1}, S2 {2, 3}) and
    // moves down 3, or 3-1 and moves down 2: the same size and score.
    // Bracket 5.0 {4, 3 | 5, 6, 7}: 5 has no opponent there (met 3, 4, 6,
    // 7; with 2 instead of 3 neither) and C.1 moves it on; {4, 3 | 6, 7}
    // is treated as homogeneous (A.3: 2 of 4 from above), P1 = P0 = 2, but
    // 4 can only meet 6 and 3 has met 7: one pair. C.12 after C.10: with 2
    // instead of 3, {4, 2 | 6, 7} pairs 6-4 and 2-7, its P1 pairs without
    // 5: accepted. Then 5 goes down alone: 5-9 8-11 10-13, bye 12.
    // (Main before this reading kept 2-1, the other set leaving the next
    // bracket homogeneous with a resident moved on: 6-4, then 3, 5, 7
    // down: 8-3 5-9 7-11 10-13, bye 12.)
    let event = Event::new(13)
        .total_rounds(11)
        .round(&[
            lost(1, 4),
            Entry::Game(2, 5, 5),
            Entry::Game(3, 7, 5),
            outsider(6, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, White, 10, Float::None),
        ])
        .round(&[
            won(4, 2),
            Entry::Game(5, 3, 5),
            outsider(1, White, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, White, 10, Float::None),
        ])
        .round(&[
            Entry::Game(3, 4, 5),
            Entry::Game(6, 5, 5),
            outsider(1, Black, 10, Float::None),
            outsider(2, White, 10, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(8, Black, 10, Float::None),
            outsider(9, Black, 10, Float::None),
            outsider(10, Black, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, Black, 10, Float::None),
            outsider(13, Black, 10, Float::None),
        ])
        .round(&[
            Entry::Game(5, 4, 5),
            Entry::Game(3, 2, 5),
            outsider(1, Black, 10, Float::None),
            outsider(6, White, 10, Float::None),
            outsider(7, Black, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, Black, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, Black, 10, Float::None),
        ])
        .round(&[
            Entry::Game(4, 7, 5),
            outsider(1, White, 10, Float::None),
            outsider(2, White, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(5, White, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, White, 0, Float::None),
        ])
        .round(&[
            Entry::Game(7, 5, 5),
            outsider(1, Black, 10, Float::None),
            outsider(2, Black, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(6, Black, 5, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, Black, 10, Float::None),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            outsider(4, Black, 10, Float::None),
            outsider(5, White, 10, Float::None),
            outsider(6, White, 0, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(8, White, 0, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, White, 0, Float::None),
            outsider(13, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, White, 0, Float::None),
            outsider(2, Black, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(4, White, 5, Float::None),
            outsider(5, Black, 5, Float::None),
            outsider(6, Black, 0, Float::None),
            outsider(7, Black, 0, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, White, 0, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 7), (6, 4), (5, 9), (8, 11), (10, 13)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(12));
}

/// The same event with 2-7 played in round 7 (2 and 7 met outsiders
/// there before; 7's round 8 changed to keep its score, so that 7 now
/// wants Black): the 5.0 bracket makes one pair with 2 as with 3, so the
/// 6.0 bracket keeps 2-1. JaVaFo 1.4 pairs it so (2-1 6-4 3-9 5-11 8-7
/// 10-13, bye 12): the other set of the test above is taken only for the
/// next bracket's P1.
#[test]
fn c12_after_c10_no_other_set_when_it_does_not_allow_p1_pairings() {
    let event = Event::new(13)
        .total_rounds(11)
        .round(&[
            lost(1, 4),
            Entry::Game(2, 5, 5),
            Entry::Game(3, 7, 5),
            outsider(6, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, White, 10, Float::None),
        ])
        .round(&[
            won(4, 2),
            Entry::Game(5, 3, 5),
            outsider(1, White, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, White, 10, Float::None),
        ])
        .round(&[
            Entry::Game(3, 4, 5),
            Entry::Game(6, 5, 5),
            outsider(1, Black, 10, Float::None),
            outsider(2, White, 10, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(8, Black, 10, Float::None),
            outsider(9, Black, 10, Float::None),
            outsider(10, Black, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, Black, 10, Float::None),
            outsider(13, Black, 10, Float::None),
        ])
        .round(&[
            Entry::Game(5, 4, 5),
            Entry::Game(3, 2, 5),
            outsider(1, Black, 10, Float::None),
            outsider(6, White, 10, Float::None),
            outsider(7, Black, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, Black, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, Black, 10, Float::None),
        ])
        .round(&[
            Entry::Game(4, 7, 5),
            outsider(1, White, 10, Float::None),
            outsider(2, White, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(5, White, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, White, 0, Float::None),
        ])
        .round(&[
            Entry::Game(7, 5, 5),
            outsider(1, Black, 10, Float::None),
            outsider(2, Black, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(6, Black, 5, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, Black, 0, Float::None),
        ])
        .round(&[
            won(2, 7),
            outsider(1, Black, 10, Float::None),
            outsider(3, White, 10, Float::None),
            outsider(4, Black, 10, Float::None),
            outsider(5, White, 10, Float::None),
            outsider(6, White, 0, Float::None),
            outsider(8, White, 0, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, White, 0, Float::None),
            outsider(13, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, White, 0, Float::None),
            outsider(2, Black, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(4, White, 5, Float::None),
            outsider(5, Black, 5, Float::None),
            outsider(6, Black, 0, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, White, 0, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 1), (6, 4), (3, 9), (5, 11), (8, 7), (10, 13)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(12));
}

/// C.12 after C.10 into a next bracket whose own C.1 moves a resident on,
/// when the other set's extra pair is that resident's: P1, counted after
/// C.1 has moved it on, is not reached with either set, and the bracket
/// above keeps its pairing. The shape of generated s970014 r13 and s970152
/// r8; JaVaFo 1.4 pairs this event so: 1-2 3-7 8-4 9-5 10-6 11-12, bye 13.
#[test]
fn c12_after_c10_the_moved_on_residents_pair_does_not_allow_p1_pairings() {
    // Round 9. Scores: 1 to 5 6.0; 6, 7 5.0; 8 to 13 4.0. Met: 4-5, 1-4,
    // 1-5, 2-4, 2-5, 3-4, 3-5, 2-3; 6 3, 4, 5, 7.
    // Bracket 6.0 {1, 2, 3, 4, 5}: 4 and 5 have met the others and move
    // on (C.1); {1, 2, 3} pairs 1-2 (D order) and moves down 3, or 1-3 and
    // moves down 2.
    // Bracket 5.0 {4, 5, 3 | 6, 7}: 6 has no opponent there (met 3, 4, 5,
    // 7) and C.1 moves it on; {4, 5, 3 | 7} (A.3: homogeneous) has P1 = P0
    // = 2 but only one pair (3-4, 3-5 and 4-5 met). With 2 instead of 3,
    // 6 has an opponent (2-6) and the bracket makes 2-6 and 7-4; without 6
    // it still makes one pair. Not accepted: the first pairing stands.
    // Then 3-7, and 4, 5, 6 down: 8-4 9-5 10-6 11-12, bye 13.
    let event = Event::new(13)
        .total_rounds(11)
        .round(&[
            Entry::Game(4, 5, 5),
            Entry::Game(2, 3, 5),
            Entry::Game(6, 7, 5),
            outsider(1, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, White, 10, Float::None),
        ])
        .round(&[
            Entry::Game(1, 4, 5),
            Entry::Game(5, 2, 5),
            Entry::Game(3, 6, 5),
            outsider(7, White, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, White, 10, Float::None),
        ])
        .round(&[
            Entry::Game(5, 1, 5),
            Entry::Game(2, 4, 5),
            outsider(3, White, 10, Float::None),
            outsider(6, White, 10, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(8, Black, 10, Float::None),
            outsider(9, Black, 10, Float::None),
            outsider(10, Black, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, Black, 10, Float::None),
            outsider(13, Black, 10, Float::None),
        ])
        .round(&[
            Entry::Game(4, 3, 5),
            lost(6, 5),
            outsider(1, White, 10, Float::None),
            outsider(2, White, 10, Float::None),
            outsider(7, Black, 10, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, White, 10, Float::None),
            outsider(13, White, 10, Float::None),
        ])
        .round(&[
            Entry::Game(3, 5, 5),
            won(4, 6),
            outsider(1, Black, 10, Float::None),
            outsider(2, Black, 10, Float::None),
            outsider(7, White, 10, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, Black, 10, Float::None),
            outsider(2, Black, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(4, Black, 10, Float::None),
            outsider(5, White, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(7, Black, 5, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, White, 10, Float::None),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(5, White, 10, Float::None),
            outsider(6, White, 10, Float::None),
            outsider(7, White, 0, Float::None),
            outsider(8, White, 0, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, White, 0, Float::None),
            outsider(13, White, 0, Float::None),
        ])
        .round(&[
            outsider(1, Black, 0, Float::None),
            outsider(2, Black, 5, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(4, Black, 10, Float::None),
            outsider(5, Black, 10, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(7, Black, 0, Float::None),
            outsider(8, Black, 0, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, Black, 0, Float::None),
            outsider(13, Black, 0, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 2), (3, 7), (8, 4), (9, 5), (10, 6), (11, 12)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(13));
}

/// The 9-player event of the two C.14.b.1 cases below: round 5 of 7 (odd),
/// every game against an outsider of the same score (no float). Scores: 1
/// 3½, 2 3, 3 and 5 2½, 4, 6, 7 2, 8, 9 1. 1 may meet none of 2, 3, 4, 5;
/// 3 none of 2, 4, 8; 4 none of 7, 9; 2-6 2-7 5-6 5-7 5-8 6-8 6-9 are
/// forbidden too. Colours (difference, last): 1 0 Black (mild White), 3 -2
/// (absolute White), 4 -1 (strong White), 7 -1 (strong White), 6 mild
/// Black (0, last White) or strong Black (+1) with a half-point bye in
/// round 1. Byes: 4 (round 4), 8 (3), 9 (2) had the PAB, 7 a half-point
/// bye (1): B.1.b, no bye now; 6 had none when `six_may_take_the_bye`.
fn p0_equal_to_m0_event(six_may_take_the_bye: bool) -> Event {
    let six = |r: usize| -> Entry {
        if six_may_take_the_bye {
            [level(6, Black, 0), level(6, White, 10), level(6, Black, 0), level(6, White, 10)][r]
        } else {
            [half_bye(6), level(6, White, 5), level(6, Black, 10), level(6, White, 0)][r]
        }
    };
    Event::new(9)
        .total_rounds(7)
        .round(&[
            level(1, White, 10),
            level(2, White, 10),
            level(3, Black, 10),
            level(4, Black, 10),
            level(5, White, 0),
            six(0),
            half_bye(7),
            level(8, White, 0),
            level(9, Black, 0),
        ])
        .round(&[
            level(1, Black, 10),
            level(2, Black, 5),
            level(3, White, 5),
            level(4, White, 0),
            level(5, Black, 5),
            six(1),
            level(7, Black, 5),
            level(8, Black, 0),
            pab(9),
        ])
        .round(&[
            level(1, White, 5),
            level(2, White, 5),
            level(3, Black, 10),
            level(4, Black, 0),
            level(5, White, 10),
            six(2),
            level(7, White, 10),
            pab(8),
            level(9, White, 0),
        ])
        .round(&[
            level(1, Black, 10),
            level(2, Black, 10),
            level(3, Black, 0),
            pab(4),
            level(5, Black, 10),
            six(3),
            level(7, Black, 0),
            level(8, White, 0),
            level(9, Black, 0),
        ])
        .forbid(1, 2)
        .forbid(1, 3)
        .forbid(1, 4)
        .forbid(1, 5)
        .forbid(3, 2)
        .forbid(3, 4)
        .forbid(3, 8)
        .forbid(2, 6)
        .forbid(2, 7)
        .forbid(5, 6)
        .forbid(5, 7)
        .forbid(5, 8)
        .forbid(4, 7)
        .forbid(4, 9)
        .forbid(6, 8)
        .forbid(6, 9)
}

/// C.13 back in a heterogeneous penultimate bracket (PPB) of 2 M0 + 1
/// players, no moved-down player passing through: with M1 = M0 the
/// heterogeneous part makes all P0 pairs, the remainder (one resident) has
/// no pair to make, and the round would be complete if that resident took
/// the bye. When one may take it, the procedure gets to the remainder, and
/// C.14.b.1 lowers P1 with M1 following it: the PPB pairs its MDP alone
/// and its residents go to the lowest bracket. The shape of generated
/// run101 s1010240 r5.
#[test]
fn c13_c14b1_p0_equal_to_m0_a_resident_who_may_take_the_bye_sends_the_residents_down() {
    // `p0_equal_to_m0_event(true)`: bracket 3½ {1}: 1 moves down; 3 {1 |
    // 2}: 1-2 forbidden, both move down; 2½ {1, 2 | 3, 5}: 2-5, 1 and 3
    // move down. PPB 2 {1, 3 | 4, 6, 7}, lowest 1 {8, 9}: P0 = M0 = 2, and
    // M1 = 2 leaves 4 (1-7 3-6 or 1-6 3-7), who may not have the bye: the
    // lowest fails (C.13). 6 may take the bye, so with M1 = 2 the
    // procedure gets to the remainder: C.14.b.1, P1 = 1 = M1, X = 0: D.3's
    // set {1}: 1-6 grants both colours (1-7 would not), and 3, 4, 7 go down:
    // lowest {3, 4, 7 | 8, 9}: 4-8 7-9, bye 3. JaVaFo 1.4 pairs so (checked
    // as a TRF with the outsiders as absent players). C.14.b.2 (M1 = 1, P1
    // = 2) would give 7-1 4-6 9-8, bye 3.
    let event = p0_equal_to_m0_event(true);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 6), (2, 5), (4, 8), (7, 9)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(3));
}

/// The control of the case above: with no resident who may take the bye,
/// M1 = M0 never completes the round, the remainder is not reached, and
/// C.14.b.2 lowers M1 with P1 kept: the PPB keeps its residents' pair.
#[test]
fn c13_c14b1_p0_equal_to_m0_without_a_resident_for_the_bye_c14b2_keeps_the_residents_pair() {
    // `p0_equal_to_m0_event(false)`: 6 had a half-point bye (B.1.b). As
    // above down to the PPB, where no resident may have the bye: C.14.b.2,
    // M1 = 1, P1 = 2, X = X1 = 1: D.3's set {1}: 1-6 leaves {3, 4, 7},
    // whose only pair with 3 down (4-7) is forbidden; 1-7 (1 gives up its
    // mild White) with 4-6 moves 3 down to the bye: 7-1 4-6 9-8, bye 3.
    // JaVaFo 1.4 pairs so.
    let event = p0_equal_to_m0_event(false);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(7, 1), (2, 5), (4, 6), (9, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(3));
}

/// The 12-player event of the next two tests (round 9, odd; the
/// scores, pairs met and colours are in the first one's comment).
/// `three_had_a_bye` gives 3 a full-point bye in round 1 instead of a
/// game with Black, which makes 3's Black preference strong (A.7.d).
fn c12_after_c14_lowers_p1_event(three_had_a_bye: bool) -> Event {
    let three_in_round_one = if three_had_a_bye { full_bye(3) } else { outsider(3, Black, 10, Float::None) };
    Event::new(12)
        .total_rounds(11)
        .round(&[
            Entry::Game(1, 2, 5),
            Entry::Game(5, 6, 5),
            Entry::Game(7, 8, 5),
            three_in_round_one,
            outsider(4, Black, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, Black, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, Black, 10, Float::None),
        ])
        .round(&[
            lost(5, 1),
            Entry::Game(6, 8, 5),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(7, Black, 10, Float::None),
            outsider(9, Black, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, White, 10, Float::None),
        ])
        .round(&[
            won(1, 6),
            Entry::Game(7, 5, 5),
            outsider(2, Black, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(4, Black, 5, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            lost(7, 1),
            Entry::Game(8, 5, 5),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            outsider(4, White, 0, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, White, 0, Float::None),
        ])
        .round(&[
            won(1, 8),
            Entry::Game(6, 7, 5),
            Entry::Game(4, 2, 5),
            outsider(3, Black, 0, Float::None),
            outsider(5, Black, 10, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, Black, 5, Float::None),
            outsider(2, White, 5, Float::None),
            outsider(3, White, 0, Float::None),
            outsider(4, Black, 0, Float::None),
            outsider(5, White, 5, Float::None),
            outsider(6, White, 5, Float::None),
            outsider(7, Black, 5, Float::None),
            outsider(8, Black, 5, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, White, 0, Float::Down),
            outsider(2, Black, 5, Float::None),
            outsider(3, Black, 5, Float::None),
            outsider(4, White, 5, Float::None),
            outsider(5, Black, 5, Float::None),
            outsider(6, Black, 5, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(8, White, 5, Float::None),
            outsider(9, Black, 5, Float::None),
            outsider(10, White, 5, Float::None),
            outsider(11, Black, 5, Float::None),
            outsider(12, White, 5, Float::None),
        ])
        .round(&[
            outsider(1, White, 0, Float::Down),
            outsider(2, Black, 0, Float::Down),
            outsider(3, White, 5, Float::None),
            outsider(4, Black, 5, Float::None),
            outsider(5, White, 5, Float::None),
            outsider(6, Black, 5, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(8, Black, 5, Float::None),
            outsider(9, Black, 5, Float::None),
            outsider(10, White, 5, Float::None),
            outsider(11, Black, 5, Float::None),
            outsider(12, White, 5, Float::None),
        ])
}

/// C.12 is reached again after C.14 has lowered P1 in the next bracket
/// (C.14 "restart from C3.a"), so another set of the same size and scores
/// that lets the next bracket make more pairs is accepted though it is
/// still short of P0, and the bracket above gives up a colour preference
/// for it. JaVaFo 1.4 pairs this event so (generated run96 s960178 r11 is
/// the same kind).
#[test]
fn c12_after_c14_lowers_p1_the_set_with_more_pairs_below_is_accepted() {
    // Round 9 (odd). Scores: 1, 2, 3 5.0; 4-8 4.0; 9-12 3.0. Met: 1-2; 1
    // with 5, 6, 7, 8; 2-4; 5, 6, 7, 8 each other. Colours: 1 absolute
    // Black (+2), 2 absolute White (-2), 3 mild Black; 4 mild White, 5
    // mild Black, 6 and 8 absolute White, 7 absolute Black. 1 floated down
    // in rounds 7 and 8, 2 in round 8.
    // Bracket 5.0 {1, 2, 3}: P0 = 1, X1 = 0. 1-2 met. 1-3 gives up 3's
    // preference (X = 1) and moves 2 down (B.5); 2-3 grants both and moves
    // 1 down (B.5, B.6): C.10.c/d drop B.6/B.5 for downfloaters, and 2-3
    // is the pairing, 1 moved down.
    // Bracket 4.0 {1 | 4, 5, 6, 7, 8}: heterogeneous, P0 = 3, M0 = 1. 1
    // can meet only 4, and {5, 6, 7, 8} have all met: one pair. C.12 with
    // P1 = 3: the other set {2} (2-4 met) allows two pairs (2-5 and 4 with
    // one of 6, 7, 8): not P1. C.14.b.1 (the procedure got to the
    // remainder): P1 = 2, restart from C.3.a; with {1} one pair again,
    // C.10, and C.12 backtracks again: {2} now allows P1 = 2 pairings, so
    // the 5.0 bracket's pairing 3-1 (X given up; 1 absolute Black) is
    // accepted.
    // Bracket 4.0 {2 | 4, ..., 8}: 2-5 (2-4 met), remainder {4, 6, 7, 8}
    // with P = 1: 6-4, 7 and 8 moved down. Bracket 3.0 {7, 8 | 9, 10, 11,
    // 12}: 9-7, 8-10, 11-12.
    // JaVaFo 1.4: 3-1 2-5 6-4 9-7 8-10 11-12. (Main before this reading:
    // 2-3, then 4-1 with P1 lowered to 1, and 5-9 6-10 7-11 8-12.)
    let event = c12_after_c14_lowers_p1_event(false);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 5), (6, 4), (9, 7), (8, 10), (11, 12)]), "{pairing:?}");
}

/// The same with 3's colour preference strong (a full-point bye in round
/// 1, seven games with one White more): 3-1 now breaks A.7.d (strong
/// preferences treated as absolute in odd rounds), dropped by C.10.f, and
/// C.12, which comes after C.10, still accepts it for the next bracket's
/// lowered P1. JaVaFo 1.4 pairs it so.
#[test]
fn c12_after_c14_lowers_p1_the_bracket_above_gives_up_a7d_for_it() {
    // As above, but 3 has the bye in round 1 (points unchanged: the
    // outsiders' results fill the scores): colours w b w b w b w, +1, a
    // strong Black preference. 1-3 (1 absolute Black) gives 3 White.
    // JaVaFo 1.4: 3-1 2-5 6-4 9-7 8-10 11-12.
    let event = c12_after_c14_lowers_p1_event(true);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 5), (6, 4), (9, 7), (8, 10), (11, 12)]), "{pairing:?}");
}

/// The control: 4 has met 5, 6, 7 and 8 as well, so the 4.0 bracket makes
/// one pair with either set (1-4, or 2 with one of 5-8). No set allows
/// more pairs at any P1, and the 5.0 bracket keeps 2-3, which grants both
/// preferences (B.5/B.6 for 1 are dropped before X is raised). JaVaFo 1.4
/// pairs it so.
#[test]
fn c12_after_c14_lowers_p1_no_other_set_without_more_pairs_below() {
    // JaVaFo 1.4: 2-3 4-1 9-5 6-10 11-7 8-12.
    let event = Event::new(12)
        .total_rounds(11)
        .round(&[
            Entry::Game(1, 2, 5),
            Entry::Game(5, 6, 5),
            Entry::Game(7, 8, 5),
            outsider(3, Black, 10, Float::None),
            outsider(4, Black, 5, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, Black, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, Black, 10, Float::None),
        ])
        .round(&[
            lost(5, 1),
            Entry::Game(6, 8, 5),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            Entry::Game(4, 7, 5),
            outsider(9, Black, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, White, 10, Float::None),
        ])
        .round(&[
            won(1, 6),
            Entry::Game(7, 5, 5),
            outsider(2, Black, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            Entry::Game(8, 4, 5),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            lost(7, 1),
            Entry::Game(8, 5, 5),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            Entry::Game(4, 6, 5),
            outsider(9, Black, 0, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, White, 0, Float::None),
        ])
        .round(&[
            won(1, 8),
            Entry::Game(6, 7, 5),
            Entry::Game(4, 2, 5),
            outsider(3, Black, 0, Float::None),
            outsider(5, Black, 10, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, Black, 5, Float::None),
            outsider(2, White, 5, Float::None),
            outsider(3, White, 0, Float::None),
            Entry::Game(5, 4, 5),
            outsider(6, White, 10, Float::None),
            outsider(7, Black, 10, Float::None),
            outsider(8, Black, 10, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, White, 0, Float::Down),
            outsider(2, Black, 5, Float::None),
            outsider(3, Black, 5, Float::None),
            outsider(4, White, 5, Float::None),
            outsider(5, Black, 5, Float::None),
            outsider(6, Black, 5, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(8, White, 5, Float::None),
            outsider(9, Black, 5, Float::None),
            outsider(10, White, 5, Float::None),
            outsider(11, Black, 5, Float::None),
            outsider(12, White, 5, Float::None),
        ])
        .round(&[
            outsider(1, White, 0, Float::Down),
            outsider(2, Black, 0, Float::Down),
            outsider(3, White, 5, Float::None),
            outsider(4, Black, 5, Float::None),
            outsider(5, White, 5, Float::None),
            outsider(6, Black, 5, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(8, Black, 5, Float::None),
            outsider(9, Black, 5, Float::None),
            outsider(10, White, 5, Float::None),
            outsider(11, Black, 5, Float::None),
            outsider(12, White, 5, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(2, 3), (4, 1), (9, 5), (6, 10), (11, 7), (8, 12)]), "{pairing:?}");
}

/// The same in the last round (9 of 9) with 3's preference absolute (Black
/// in rounds 7 and 8): 3-1 now makes two top scorers with the same absolute
/// preference meet, which only C.10.g allows (B.2's note), and C.12, which
/// comes after C.10, still accepts it for the next bracket's lowered P1.
/// JaVaFo 1.4 pairs it so.
#[test]
fn c12_after_c14_lowers_p1_top_scorers_give_up_b2_for_it() {
    // As the first of these events, but 9 rounds in all, so 1, 2 and 3
    // (5.0 of 8) are top scorers; 3's colours b w b w b b w w (absolute
    // Black, like 1). 2-3 still grants both; 3-1 breaks B.2 (and with it
    // A.7.d and X).
    // JaVaFo 1.4: 3-1 2-5 6-4 9-7 8-10 11-12.
    let event = Event::new(12)
        .total_rounds(9)
        .round(&[
            Entry::Game(1, 2, 5),
            Entry::Game(5, 6, 5),
            Entry::Game(7, 8, 5),
            outsider(3, Black, 10, Float::None),
            outsider(4, Black, 10, Float::None),
            outsider(9, White, 10, Float::None),
            outsider(10, Black, 10, Float::None),
            outsider(11, White, 10, Float::None),
            outsider(12, Black, 10, Float::None),
        ])
        .round(&[
            lost(5, 1),
            Entry::Game(6, 8, 5),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            outsider(4, White, 10, Float::None),
            outsider(7, Black, 10, Float::None),
            outsider(9, Black, 10, Float::None),
            outsider(10, White, 10, Float::None),
            outsider(11, Black, 10, Float::None),
            outsider(12, White, 10, Float::None),
        ])
        .round(&[
            won(1, 6),
            Entry::Game(7, 5, 5),
            outsider(2, Black, 10, Float::None),
            outsider(3, Black, 10, Float::None),
            outsider(4, Black, 5, Float::None),
            outsider(8, White, 10, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            lost(7, 1),
            Entry::Game(8, 5, 5),
            outsider(2, White, 10, Float::None),
            outsider(3, White, 10, Float::None),
            outsider(4, White, 0, Float::None),
            outsider(6, Black, 10, Float::None),
            outsider(9, Black, 0, Float::None),
            outsider(10, White, 0, Float::None),
            outsider(11, Black, 0, Float::None),
            outsider(12, White, 0, Float::None),
        ])
        .round(&[
            won(1, 8),
            Entry::Game(6, 7, 5),
            Entry::Game(4, 2, 5),
            outsider(3, Black, 0, Float::None),
            outsider(5, Black, 10, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, Black, 5, Float::None),
            outsider(2, White, 5, Float::None),
            outsider(3, Black, 0, Float::None),
            outsider(4, Black, 0, Float::None),
            outsider(5, White, 5, Float::None),
            outsider(6, White, 5, Float::None),
            outsider(7, Black, 5, Float::None),
            outsider(8, Black, 5, Float::None),
            outsider(9, White, 0, Float::None),
            outsider(10, Black, 0, Float::None),
            outsider(11, White, 0, Float::None),
            outsider(12, Black, 0, Float::None),
        ])
        .round(&[
            outsider(1, White, 0, Float::Down),
            outsider(2, Black, 5, Float::None),
            outsider(3, White, 5, Float::None),
            outsider(4, White, 5, Float::None),
            outsider(5, Black, 5, Float::None),
            outsider(6, Black, 5, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(8, White, 5, Float::None),
            outsider(9, Black, 5, Float::None),
            outsider(10, White, 5, Float::None),
            outsider(11, Black, 5, Float::None),
            outsider(12, White, 5, Float::None),
        ])
        .round(&[
            outsider(1, White, 0, Float::Down),
            outsider(2, Black, 0, Float::Down),
            outsider(3, White, 5, Float::None),
            outsider(4, Black, 5, Float::None),
            outsider(5, White, 5, Float::None),
            outsider(6, Black, 5, Float::None),
            outsider(7, White, 5, Float::None),
            outsider(8, Black, 5, Float::None),
            outsider(9, Black, 5, Float::None),
            outsider(10, White, 5, Float::None),
            outsider(11, Black, 5, Float::None),
            outsider(12, White, 5, Float::None),
        ]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(3, 1), (2, 5), (6, 4), (9, 7), (8, 10), (11, 12)]), "{pairing:?}");
}

/// The penultimate bracket (PPB) 4 {3, 4, 5 | 1, 2} of the
/// `c13_c14b1_p1_down_to_m1_*` cases (hand-made, each checked with JaVaFo
/// 1.4 as a TRF with `XXP` and the outsiders as absent players; notes/join.md,
/// issue 34). Rounds 1-6 (of 9): 6 and 7 draw with each of 8-12 and with
/// each other; every other game is against an outsider of the player's own
/// score. 1 scores 6 when `one_last` is 10 (its last game won), 5 when it is
/// 0; 2 scores 5, 3-5 score 4, 6-12 score 3. The arbiter forbids 1-2, 1-3,
/// 1-5, 2-3, and 6 and 7 against 2, 4 and 5, plus `forbid`. So in the PPB 1
/// can meet only 4, 2 can meet 4 or 5; in the lowest bracket 6 and 7 can
/// meet only 1 and 3 (they have met everyone else there).
fn p1_down_to_m1_event(one_last: i32, forbid: &[(u32, u32)]) -> Event {
    let mut event = Event::new(12)
        .total_rounds(9)
        .round(&[
            Entry::Game(6, 8, 5),
            Entry::Game(9, 7, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(10, Black, 10),
            level(11, White, 10),
            level(12, Black, 10),
        ])
        .round(&[
            Entry::Game(9, 6, 5),
            Entry::Game(7, 10, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, Black, 10),
            level(8, White, 10),
            level(11, Black, 10),
            level(12, White, 10),
        ])
        .round(&[
            Entry::Game(6, 10, 5),
            Entry::Game(11, 7, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(8, Black, 10),
            level(9, Black, 10),
            level(12, Black, 0),
        ])
        .round(&[
            Entry::Game(11, 6, 5),
            Entry::Game(7, 12, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, Black, 10),
            level(8, White, 0),
            level(9, White, 10),
            level(10, White, 10),
        ])
        .round(&[
            Entry::Game(6, 12, 5),
            Entry::Game(8, 7, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 0),
            level(4, Black, 0),
            level(5, White, 0),
            level(9, Black, 0),
            level(10, Black, 0),
            level(11, Black, 0),
        ])
        .round(&[
            Entry::Game(6, 7, 5),
            level(1, Black, one_last),
            level(2, White, 0),
            level(3, Black, 0),
            level(4, White, 0),
            level(5, Black, 0),
            level(8, Black, 0),
            level(9, White, 0),
            level(10, White, 0),
            level(11, White, 0),
            level(12, White, 0),
        ])
        .forbid(1, 2)
        .forbid(1, 3)
        .forbid(1, 5)
        .forbid(2, 3)
        .forbid(6, 2)
        .forbid(6, 4)
        .forbid(6, 5)
        .forbid(7, 2)
        .forbid(7, 4)
        .forbid(7, 5);
    for &(a, b) in forbid {
        event = event.forbid(a, b);
    }
    event
}

/// C.13 back in a heterogeneous penultimate bracket, C.14.b.1 lowering P1
/// to the moved-down players' pairs alone (P = M1): D.3's first set fails
/// below and the other set is of a lower score, so P becomes zero and the
/// two brackets are joined (C.13), the joined bracket pairing every PPB
/// player with one of the lowest bracket. The shape of generated run105
/// s1050290 r11 and run106 s1060261 r9.
#[test]
fn c13_c14b1_p1_down_to_m1_a_lower_d3_set_is_no_pairing_the_brackets_are_joined() {
    // `p1_down_to_m1_event(10, &[])`: 6 {1}: 1 moves down; 5 {2 | 1}: 1-2
    // forbidden, both move down. PPB 4 {3, 4, 5 | 1, 2}: heterogeneous, P0
    // = M0 = 2: 1-4 2-5 leaves 3 to the lowest bracket 3 {6-12}, where 6
    // and 7 both need 3: it fails as a whole (C.13), and so does every
    // pairing of both moved-down players. C.14.b.1 lowers P1 to 1: D.3's
    // first set {1}: 1-4 alone sends 2, 3, 5 down, where 6 and 7 still both
    // need 3. The other set {2} (score 5) is of a lower score than {1}
    // (score 6): P becomes zero and the brackets are joined, S1 = the
    // PPB's five players (C.13's last sentence), all paired with players
    // of the lowest bracket (M1 = M0 = 5): 1-6 and 3-7 (6 and 7 need 1 and
    // 3), then 2-8, 4-10, 5-9 (4-9 and 5-10 would not grant both colours:
    // 9 and 11 have an absolute Black preference, 10 and 12 an absolute
    // White one) and 12-11 in the remainder. JaVaFo 1.4 pairs so; the
    // other set would give 5-2, then 1-6 7-3 8-4 12-9 10-11 below.
    let event = p1_down_to_m1_event(10, &[]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(1, 6), (8, 2), (7, 3), (10, 4), (5, 9), (12, 11)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// The control: with 1 and 2 on the same score, D.3's other set has the
/// scores of the first (C.8.b; by B.3 the same pairing), and the PPB pairs
/// it.
#[test]
fn c13_c14b1_p1_down_to_m1_a_d3_set_of_the_same_score_is_paired() {
    // `p1_down_to_m1_event(0, &[])`: 1 and 2 both score 5; 5 {1, 2}: 1-2
    // forbidden, both move down. As above down to D.3's first set {1},
    // which fails below; the set {2} has the same score: 5-2 (2-4 would
    // not grant both colours: 2 and 4 both have a mild Black preference),
    // and 1, 3, 4 go down: 1-6 7-3 8-4, then 12-9 10-11. JaVaFo 1.4 pairs
    // so.
    let event = p1_down_to_m1_event(0, &[]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(5, 2), (1, 6), (7, 3), (8, 4), (12, 9), (10, 11)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// The join is made only when the joined bracket can pair every PPB player
/// with one of the lowest bracket (M1 = M0 there, C.3.a); when it cannot
/// (it would have to lower its own M1, C.14.b.2), the lower set stands.
#[test]
fn c13_c14b1_p1_down_to_m1_the_lower_set_stands_when_the_join_cannot_pair_every_ppb_player_below() {
    // `p1_down_to_m1_event(10, ..)` with 5 forbidden against 8-12 too: 5 can
    // meet no player of the lowest bracket. As in the first case down to
    // D.3's first set {1}, which fails below; the joined bracket could pair
    // at most four of its five PPB players below, so the set {2} stands:
    // 5-2, and 1, 3, 4 go down: 1-6 7-3 8-4 12-9 10-11. JaVaFo 1.4 pairs so.
    let event = p1_down_to_m1_event(10, &[(5, 8), (5, 9), (5, 10), (5, 11), (5, 12)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(5, 2), (1, 6), (7, 3), (8, 4), (12, 9), (10, 11)]), "{pairing:?}");
    assert_eq!(pairing.bye, None);
}

/// The PPB 5 {3, 4, 5, 6 | 1, 2} of the two cases below (hand-made, checked
/// with JaVaFo 1.4 like the ones above). Rounds 1-8 (of 11): 7 and 8 draw
/// with each of 9-14 and with each other; every other game is against an
/// outsider of the player's own score. 1 scores 7 when `one_last` is 10, 2
/// scores 6, 3-6 score 5, 7-14 score 4. The arbiter forbids 1 against 2, 3,
/// 5, 6; 2 against 3 and 6; 7 and 8 against 2, 4, 5 and 6; plus `forbid`.
/// So in the PPB 1 can meet only 4, 2 can meet 4 or 5; in the lowest
/// bracket 7 and 8 can meet only 1 and 3.
fn p1_down_to_m1_remainder_event(one_last: i32, forbid: &[(u32, u32)]) -> Event {
    let mut event = Event::new(14)
        .total_rounds(11)
        .round(&[
            Entry::Game(7, 9, 5),
            Entry::Game(10, 8, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(6, Black, 10),
            level(11, White, 10),
            level(12, Black, 10),
            level(13, White, 10),
            level(14, Black, 10),
        ])
        .round(&[
            Entry::Game(10, 7, 5),
            Entry::Game(8, 11, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, Black, 10),
            level(6, White, 10),
            level(9, White, 10),
            level(12, White, 10),
            level(13, Black, 10),
            level(14, White, 10),
        ])
        .round(&[
            Entry::Game(7, 11, 5),
            Entry::Game(12, 8, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(6, Black, 10),
            level(9, Black, 10),
            level(10, Black, 10),
            level(13, White, 10),
            level(14, Black, 10),
        ])
        .round(&[
            Entry::Game(12, 7, 5),
            Entry::Game(8, 13, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(3, Black, 10),
            level(4, White, 10),
            level(5, Black, 10),
            level(6, White, 10),
            level(9, White, 10),
            level(10, White, 10),
            level(11, White, 10),
            level(14, White, 0),
        ])
        .round(&[
            Entry::Game(7, 13, 5),
            Entry::Game(14, 8, 5),
            level(1, White, 10),
            level(2, Black, 10),
            level(3, White, 10),
            level(4, Black, 10),
            level(5, White, 10),
            level(6, Black, 10),
            level(9, Black, 0),
            level(10, Black, 10),
            level(11, Black, 10),
            level(12, Black, 10),
        ])
        .round(&[
            Entry::Game(14, 7, 5),
            Entry::Game(8, 9, 5),
            level(1, Black, 10),
            level(2, White, 10),
            level(3, Black, 0),
            level(4, White, 0),
            level(5, Black, 0),
            level(6, White, 0),
            level(10, White, 0),
            level(11, White, 0),
            level(12, White, 0),
            level(13, White, 0),
        ])
        .round(&[
            Entry::Game(7, 8, 5),
            level(1, White, one_last),
            level(2, Black, 0),
            level(3, White, 0),
            level(4, Black, 0),
            level(5, White, 0),
            level(6, Black, 0),
            level(9, White, 0),
            level(10, Black, 0),
            level(11, Black, 0),
            level(12, Black, 0),
            level(13, Black, 0),
            level(14, Black, 0),
        ])
        .round(&[
            level(1, Black, 0),
            level(2, White, 0),
            level(3, Black, 0),
            level(4, White, 0),
            level(5, Black, 0),
            level(6, White, 0),
            level(7, Black, 5),
            level(8, White, 5),
            level(9, Black, 0),
            level(10, White, 0),
            level(11, White, 0),
            level(12, White, 0),
            level(13, White, 0),
            level(14, White, 0),
        ])
        .forbid(1, 2)
        .forbid(1, 3)
        .forbid(1, 5)
        .forbid(1, 6)
        .forbid(2, 3)
        .forbid(2, 6)
        .forbid(7, 2)
        .forbid(7, 4)
        .forbid(7, 5)
        .forbid(7, 6)
        .forbid(8, 2)
        .forbid(8, 4)
        .forbid(8, 5)
        .forbid(8, 6);
    for &(a, b) in forbid {
        event = event.forbid(a, b);
    }
    event
}

/// A lower D.3 set with a pair of residents beside it (P1 above M1): the
/// bracket has not come down to its moved-down players' pairs alone, and
/// the lower set stands (C.8.b, M1 < M0).
#[test]
fn c13_c14b1_p1_down_to_m1_a_lower_set_with_a_residents_pair_stands() {
    // `p1_down_to_m1_remainder_event(10, &[])`: 7 {1} and 6 {2 | 1} move 1
    // and 2 down. PPB 5 {3, 4, 5, 6 | 1, 2}: P0 = 3, M0 = 2; 1-4 2-5 3-6
    // sends nobody down, and 7 and 8 have no opponent in the lowest bracket
    // (C.1, C.13). Every pairing of both moved-down players fails, and so
    // does the set {1} with P1 = 3 or 2 (1-4 and a pair of {2, 3, 5, 6}:
    // 7 and 8 need 1 and 3). The set {2} with P1 = 2: 4-2 5-6, and 1, 3 go
    // down: 1-7 3-8, 9-12 13-10 11-14. JaVaFo 1.4 pairs so, although the
    // joined bracket could pair all six PPB players below.
    let event = p1_down_to_m1_remainder_event(10, &[]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(
        boards(&pairing),
        set(&[(1, 7), (4, 2), (5, 6), (3, 8), (9, 12), (13, 10), (11, 14)]),
        "{pairing:?}"
    );
    assert_eq!(pairing.bye, None);
}

/// The same bracket with 6 forbidden against 4 and 5: no pair of residents
/// can stay beside the set {2} (3 must go down), P1 comes down to M1 = 1,
/// and the lower set {2} is no pairing: the brackets are joined.
#[test]
fn c13_c14b1_p1_down_to_m1_after_m1_was_lowered_a_lower_set_alone_joins_the_brackets() {
    // `p1_down_to_m1_remainder_event(10, &[(4, 6), (5, 6)])`: as above; with
    // P1 = 2 the set {2} now needs a residents' pair with 3 in it (4-6, 5-6
    // forbidden), and 3 is needed below. P1 = 1 = M1: {1}: 1-4 alone fails
    // below; {2} (score 6) is of a lower score than {1} (score 7): joined,
    // {3, 4, 5, 6, 1, 2 | 7-14}, all six PPB players paired below: 1-7 3-8,
    // 9-2 4-10 5-11 6-12, 13-14. JaVaFo 1.4 pairs so; the lower set alone
    // would give 2-5 (or 2-4) and 1-7 3-8 below.
    let event = p1_down_to_m1_remainder_event(10, &[(4, 6), (5, 6)]);
    let pairing = event.pair(&Dutch2012);
    assert_eq!(
        boards(&pairing),
        set(&[(1, 7), (9, 2), (3, 8), (4, 10), (5, 11), (6, 12), (13, 14)]),
        "{pairing:?}"
    );
    assert_eq!(pairing.bye, None);
}

/// Round 6 of nine players whose games are all against outsiders of their
/// own score, written one string per player: `w1`, `b=`, `w0` ... a game
/// with that colour and result (`d` after it: the outsider had a point
/// less, a downfloat), `U` the pairing-allocated bye, `H` a half-point bye.
/// 5 may meet only 1 and has had the bye; 6 may meet only 2, 3 and 4; 1
/// none of 6-9; `forbidden` adds the pairs met among 2, 3, 4 and who of
/// them has no opponent below. Shared by the C.13 cases below (generated
/// run97 s970493 r10's shape: the 3.5 player 1 moves down into {2, 3, 4}
/// and must go on down to 5).
fn c13_m1_zero_event(histories: [&str; 9], forbidden: &[(u32, u32)]) -> Event {
    let arbiter = [2, 3, 4, 6, 7, 8, 9].map(|p| (5, p)).into_iter().chain([7, 8, 9].map(|p| (6, p)));
    let all: Vec<(u32, u32)> =
        arbiter.chain([6, 7, 8, 9].map(|p| (1, p))).chain(forbidden.iter().copied()).collect();
    outsiders_event(&histories, &all)
}

/// Round 6 of players whose games are all against outsiders of their own
/// score, one history string per player (see `c13_m1_zero_event`), with the
/// pairs `forbidden`.
fn outsiders_event(histories: &[&str], forbidden: &[(u32, u32)]) -> Event {
    let mut event = Event::new(histories.len() as u32).total_rounds(8);
    for round in 0..5 {
        let entries: Vec<Entry> = histories
            .iter()
            .zip(1u32..)
            .map(|(history, p)| {
                let game = history.split(' ').nth(round).unwrap_or_else(|| panic!("round {round} of {p}"));
                let colour = if game.starts_with('w') { White } else { Black };
                let float = if game.ends_with('d') { Float::Down } else { Float::None };
                match game.trim_end_matches('d') {
                    "U" => pab(p),
                    "H" => half_bye(p),
                    g if g.ends_with('1') => outsider(p, colour, 10, float),
                    g if g.ends_with('=') => outsider(p, colour, 5, float),
                    _ => outsider(p, colour, 0, float),
                }
            })
            .collect();
        event = event.round(&entries);
    }
    for &(a, b) in forbidden {
        event = event.forbid(a, b);
    }
    event
}

/// C.13 with C.14.b.2's last step in a bracket held as homogeneous with its
/// moved-down player (see the reading in edition2012.rs): generated run97
/// s970493 r10 made small. JaVaFo 1.4 pairs this event as asserted.
#[test]
fn c13_m1_zero_the_penultimate_bracket_is_held_as_homogeneous_with_its_moved_down_player() {
    // Scores: 1 3.5; 2, 3, 4 2.5; 5-9 1.5. Preferences: 1 strong Black
    // (W B W B W), 2 strong White (B W B W B; floated down in round 4), 3
    // strong Black (W B W, then the bye and a half-point bye: downfloats,
    // B.1.b), 4 absolute White (last two Black), 6 absolute White, 5 and 8
    // mild Black, 7 mild White. 2-3 met; 4 has met 5-9.
    // 3.5 {1} moves down. 2.5 {1 | 2, 3, 4}: 1-2 3-4, then the lowest
    // bracket {5-9}: 5 has no opponent (it may meet only 1) and had the
    // bye: C.13. No pairing of 2.5 that pairs 1 lets the lowest bracket be
    // paired: M1 = 0 and 1 goes down; the join could not pair 4 below, so
    // the residents' pairing stands, the bracket held as homogeneous with 1
    // after its residents: {2, 3 | 4, 1}. 4 has no opponent below, so 4-2
    // (3 down) or 4-3 (2 down). Colours of both brackets: 4-2 gives 2
    // Black, then 6-3 grants both; 4-3 grants both, then 6-2 gives 2
    // Black: one pair each short of X and Z. 2 and 3 are S1 players, so
    // neither one's float is weighed. S1-S2 with the higher S1 player: 4-2.
    // Then 5-1, 6-3, 7-8, bye 9 (5-8 had byes).
    let event = c13_m1_zero_event(
        [
            "w1 b1 w1 b= w0",
            "b1 w= b0 w1d b0",
            "w0 b0 w1 U H",
            "w1 b0 w= b1 b0",
            "b0 U w0 b= w0",
            "w0 U w0 b= b0",
            "U w0 b= w0 b0",
            "b0 w0 U b= w0",
            "w0 b= w1 b0 w0",
        ],
        &[(2, 3), (4, 6), (4, 7), (4, 8), (4, 9)],
    );
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(5, 1), (4, 2), (6, 3), (7, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(9));
}

/// The same shape where 2, the first resident, has no opponent below and
/// every pairing grants every preference: S1-S2 (2-4) before the pair of
/// the two S1 players (2-3), which the bracket of its residents alone would
/// take first (D.1 in {2 | 3, 4}). JaVaFo 1.4 pairs this event as asserted.
#[test]
fn c13_m1_zero_the_held_bracket_pairs_s1_with_s2_first() {
    // As above but 2 (strong White) has met 5-9, 2-3 have not met, 3 and
    // 4 are strong Black (W B W B W) and nobody floated. 2.5 held: {2, 3 |
    // 4, 1}; 2 pairs 3 or 4, the other goes down to 6: every preference
    // granted either way; 2-4 is S1-S2: 2-4, 3 down. Then 5-1, 6-3, 7-8,
    // bye 9.
    let event = c13_m1_zero_event(
        [
            "w1 b1 w1 b= w0",
            "b1 w= b0 w1 b0",
            "w0 b0 w1 b1 w=",
            "w1 b0 w= b1 w0",
            "b0 U w0 b= w0",
            "w0 U w0 b= b0",
            "U w0 b= w0 b0",
            "b0 w0 U b= w0",
            "w0 b= w1 b0 w0",
        ],
        &[(2, 6), (2, 7), (2, 8), (2, 9), (4, 7), (4, 8), (4, 9)],
    );
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(5, 1), (2, 4), (6, 3), (7, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(9));
}

/// The same shape where 3, the second resident, has no opponent below: the
/// S1-S2 pair 3-4 before 2-3 (both S1), 2 going down, though 2 is the
/// moved-down player's D.1 partner only in the held bracket's order, not a
/// pair the bracket of residents alone puts first. JaVaFo 1.4 pairs this
/// event as asserted.
#[test]
fn c13_m1_zero_the_held_bracket_pairs_its_second_s1_player_with_s2() {
    // 2 and 4 strong Black (W B W B W), 3 absolute White (last two Black),
    // 6 absolute White; 2-4 met; 3 has met 6-9, 4 may meet 6. Nobody
    // floated in the last two rounds (4 in round 3). 2.5 held: {2, 3 | 4,
    // 1}; 3 pairs 2 or 4, the other goes down to 6: every preference
    // granted either way; 3-4 is S1-S2: 3-4, 2 down. Then 5-1, 6-2, 7-8,
    // bye 9.
    let event = c13_m1_zero_event(
        [
            "w1 b1 w1 b= w0",
            "w1 b= w0 b1 w0",
            "w1 b= w0 b1 b0d",
            "w1 b= w0d b1 w0",
            "b0 U w0 b= w0",
            "w0 U w0 b= b0",
            "U w0 b= w0 b0",
            "b0 w0 U b= w0",
            "w0 b= w1 b0 w0",
        ],
        &[(2, 4), (2, 7), (2, 8), (2, 9), (3, 6), (3, 7), (3, 8), (3, 9), (4, 7), (4, 8), (4, 9)],
    );
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(5, 1), (3, 4), (6, 2), (7, 8)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(9));
}

/// Four residents, two of them going down: the lowest resident is paired
/// first, with the highest partner it can have (4-5, not 4-2, though 2-4
/// is the pair of S1 with S2 in the held bracket {2, 3 | 4, 5, 1}). JaVaFo
/// 1.4 pairs this event as asserted (hand-made family g4, notes/mdp1.md).
#[test]
fn c13_m1_zero_the_held_bracket_pairs_its_lowest_resident_first() {
    // Scores: 1 3.5; 2-5 2.5; 6-11 1.5. Preferences: 1 strong Black, 2
    // strong Black (floated down in round 4), 3 absolute White (last two
    // Black), 4 absolute White (W B B B, floated down in round 4), 5
    // absolute Black (last two White), 7 absolute White, 8 strong Black.
    // 6 may meet only 1 and had the bye; 7 and 8 only 2-5; 4 has met 6-11,
    // 3 has met 4, 5 and 6-11 but 7, 8; 2 and 5 may meet 7, 8.
    // 2.5 {1 | 2, 3, 4, 5}: 1 must go down to 6 (C.13, M1 = 0); 4 pairs
    // in the bracket: 4-2 or 4-5, two others go down to 7 and 8. 4-5, then
    // 7-2 and 3-8; 4-2, then 3-8 and 7-5: every preference granted either
    // way. The floats of 2 and 3 (S1 of {2, 3 | 4, 5, 1}) are not weighed;
    // 5, the lowest resident, with the highest partner it can have: 4-5.
    // Then 6-1, 7-2, 3-8, 9-10, bye 11 (6-10 had byes).
    let event = outsiders_event(
        &[
            "w1 b1 w1 b= w0",
            "w1 b= w0 b1d w0",
            "w1 b= w0 b1 b0",
            "b1 w= b0 b1d b0",
            "w1 b= w0 w1 w0",
            "b0 U w0 b= w0",
            "w0 U w0 b= b0",
            "b0 U w0 w= b0",
            "U w0 b= w0 b0",
            "b0 w0 U b= w0",
            "w0 b= w1 b0 w0",
        ],
        &[
            (1, 7),
            (1, 8),
            (1, 9),
            (1, 10),
            (1, 11),
            (2, 6),
            (2, 9),
            (2, 10),
            (2, 11),
            (3, 4),
            (3, 5),
            (3, 6),
            (3, 9),
            (3, 10),
            (3, 11),
            (4, 6),
            (4, 7),
            (4, 8),
            (4, 9),
            (4, 10),
            (4, 11),
            (5, 6),
            (5, 9),
            (5, 10),
            (5, 11),
            (6, 7),
            (6, 8),
            (6, 9),
            (6, 10),
            (6, 11),
            (7, 8),
            (7, 9),
            (7, 10),
            (7, 11),
            (8, 9),
            (8, 10),
            (8, 11),
        ],
    );
    let pairing = event.pair(&Dutch2012);
    assert_eq!(boards(&pairing), set(&[(6, 1), (4, 5), (7, 2), (3, 8), (9, 10)]), "{pairing:?}");
    assert_eq!(pairing.bye, Some(11));
}
