//! Completing the round and the pairing-allocated bye: 2017 A.9 (the PPB
//! and the collapsed last bracket), C.2 and C.4; 2026 [C2], [C4], [C5],
//! [C9].

use super::*;
use crate::model::Colour;
use crate::model::Colour::{Black, White};
use crate::pairing::error::PairingError;
use crate::pairing::history::Float;
use crate::pairing::system::PairingSystem;
use crate::pairing::testing::*;
use crate::pairing::trace::BracketKind;

fn loss(p: u32, colour: Colour) -> Entry {
    outsider(p, colour, 0, Float::None)
}

fn draw(p: u32, colour: Colour) -> Entry {
    outsider(p, colour, 5, Float::None)
}

/// A.9 (PPB, CLB) and C.4; [C4] in 2026.
#[test]
fn a9_c4_the_bracket_that_leaves_the_round_incomplete_is_paired_again() {
    // 1-4 won round 1 (1 W, 2 B, 3 W, 4 B), 5 (W) and 6 (B) lost. The
    // arbiter forbids 5 with 1, 2, 3 and with 6, and 6 with 1, 2, 4: 5 can
    // only meet 4, and 6 only 3.
    // 2017: the top bracket pairs 1-3, 2-4 (C.5: two pairs), after which
    // {5, 6} cannot be paired: it is the PPB (A.9). Paired again with C.4
    // first, it must float 3 and 4: 1-2. The CLB {3, 4 | 5, 6} pairs 3-6,
    // 4-5. 2026: [C4] allows the top bracket only that set of
    // downfloaters in the first place.
    // Colours by E.1 / 5.2.1: 2, 6 and 4 get White.
    let event = Event::new(6)
        .round(&[white(1), black(2), white(3), black(4), loss(5, White), loss(6, Black)])
        .forbid(5, 1)
        .forbid(5, 2)
        .forbid(5, 3)
        .forbid(5, 6)
        .forbid(6, 1)
        .forbid(6, 2)
        .forbid(6, 4);
    let expected = set(&[(2, 1), (6, 3), (4, 5)]);
    let input = event.input();
    let traced = Dutch2017.pair_traced(&input).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(boards(&traced.pairing), expected);
    let kinds: Vec<BracketKind> = traced.brackets.iter().map(|b| b.kind).collect();
    assert_eq!(kinds, [BracketKind::Penultimate, BracketKind::Collapsed]);
    let traced = Dutch2026.pair_traced(&input).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(boards(&traced.pairing), expected);
    let kinds: Vec<BracketKind> = traced.brackets.iter().map(|b| b.kind).collect();
    assert_eq!(kinds, [BracketKind::Ordinary, BracketKind::Last]);
}

/// A.9 / 1.9.3: no pairing can be completed; the arbiter decides.
#[test]
fn a9_a_round_that_cannot_be_completed_is_refused() {
    // Round 1 of four players; 1 may meet nobody.
    let event = Event::new(4).forbid(1, 2).forbid(1, 3).forbid(1, 4);
    let input = event.input();
    for system in [&Dutch2017 as &dyn PairingSystem, &Dutch2026] {
        assert_eq!(system.pair(&input), Err(PairingError::NoValidPairing { round: 1 }), "{}", system.id());
    }
}

/// C.2 / [C2]: no second pairing-allocated bye.
#[test]
fn c2_no_player_gets_a_second_pab() {
    // Round 1: 1 and 2 won, 3 had the PAB: all on 1 point. The natural
    // candidate 1-2 would give 3 the PAB again; 1-3 gives it to 2.
    let event = Event::new(3).round(&[white(1), black(2), pab(3)]);
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(pairs(&pairing), set(&[(1, 3)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(2));
    }
}

/// C.2 / [C2]: no PAB after a forfeit win.
#[test]
fn c2_no_pab_after_a_forfeit_win() {
    // Round 1: 1 and 2 won, 3 won by forfeit against 4 (absent now). 1-2
    // would give 3 the PAB; 1-3 gives it to 2. 3 has played no game, so 1
    // gets its preference, Black (E.1 / 5.2.1).
    let event = Event::new(4).round(&[white(1), black(2), Entry::Forfeit(3, 4)]).absent(&[4]);
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(boards(&pairing), set(&[(3, 1)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(2));
    }
}

/// C.2 (2017) allows a PAB after a full-point bye; [C2] (2026) does not.
#[test]
fn c2_a_full_point_bye_bars_the_pab_in_2026_only() {
    // Round 4, all on 3 points. 1: W B W (strong Black); 2: B W B (strong
    // White); 3: a full-point bye in round 1, then W B (mild White). The
    // bye lies three rounds back, beyond the float criteria.
    // 2017 C.2 bars only a PAB or a forfeit win: the first candidate 1-2
    // grants every preference and 3 gets the PAB.
    // 2026 [C2] also bars "a win's worth without playing": 3 may not have
    // it. 1-3 (grants both preferences) gives it to 2.
    let event = Event::new(3)
        .round(&[white(1), black(2), full_bye(3)])
        .round(&[black(1), white(2), white(3)])
        .round(&[white(1), black(2), black(3)]);
    let pairing = pair_2017(&event);
    assert_eq!(boards(&pairing), set(&[(2, 1)]));
    assert_eq!(pairing.bye, Some(3));
    let pairing = pair_2026(&event);
    assert_eq!(boards(&pairing), set(&[(3, 1)]));
    assert_eq!(pairing.bye, Some(2));
}

/// [C5]: the PAB goes to the lowest score possible.
#[test]
fn c5_the_pab_goes_to_the_lowest_score_possible() {
    // Round 1: 1 (W), 2 (B), 3 (W) won; 4 (B) and 5 (W) lost. The arbiter
    // forbids 3-4 and 3-5. The top bracket {1, 2, 3} floats one player; the
    // first candidate 1-2 floats 3, who can meet neither 4 nor 5, so 4-5
    // pair and 3 (1 point) gets the PAB. [C5] wants it on 0 points: 3 must
    // stay in the top bracket. 1-3 and 2-3 both allow that; 2-3 grants
    // both preferences ([C12]). Then 1 meets 4 (preferences granted) and 5
    // gets the PAB. 2017 comes to the same by C.7: the next bracket's PSD
    // is lower when a 0-point player downfloats from it than a 1-point one.
    let event = Event::new(5)
        .round(&[white(1), black(2), white(3), loss(4, Black), loss(5, White)])
        .forbid(3, 4)
        .forbid(3, 5);
    for pairing in [pair_2017(&event), pair_2026(&event)] {
        assert_eq!(boards(&pairing), set(&[(2, 3), (4, 1)]), "{pairing:?}");
        assert_eq!(pairing.bye, Some(5));
    }
}

/// [C9] (2026 only): the PAB assignee with the fewest unplayed games.
#[test]
fn c9_the_pab_goes_to_a_player_with_no_unplayed_game() {
    // Round 4, all on 1½. 1: draws W B W (strong Black); 2: draws B W B
    // (strong White); 3: absent in round 1, then a draw with White and a
    // win with Black (mild White).
    // 2017: 1-2 grants both preferences and is the first candidate; 3 gets
    // the PAB (its unplayed round 1 is three rounds back).
    // 2026: [C9] (above the colour criteria) wants the PAB on a player
    // with no unplayed game: 1-3 (both preferences granted) leaves 2.
    let event = Event::new(3)
        .round(&[draw(1, White), draw(2, Black), zero_bye(3)])
        .round(&[draw(1, Black), draw(2, White), draw(3, White)])
        .round(&[draw(1, White), draw(2, Black), black(3)]);
    let pairing = pair_2017(&event);
    assert_eq!(boards(&pairing), set(&[(2, 1)]));
    assert_eq!(pairing.bye, Some(3));
    let pairing = pair_2026(&event);
    assert_eq!(boards(&pairing), set(&[(3, 1)]));
    assert_eq!(pairing.bye, Some(2));
}

/// Issue 31: `Completion::new` answers from a greedy matching repaired by
/// augmenting paths when it can, and asks the exact matcher only when that
/// fails. Both answers are compared on generated events: small fields over
/// many rounds (most pairs already played, absolute colour preferences
/// clashing), with some pairs forbidden, for every tail of each round's
/// pairing order (the players left below a bracket, as A.9 / C.4 and [C4]
/// ask). Returns (tails compared, tails differing) and the route counts.
fn compare_completions(broken: bool) -> (usize, usize, [usize; 2]) {
    use crate::generator;
    use crate::pairing::completion::shortcut;
    use crate::pairing::{Completion, Context, FloatRules, Topscorers, input_for_round};
    shortcut::take_counts();
    let (mut compared, mut differing) = (0, 0);
    let events = (0..10u64).map(|seed| (8 + (seed as u32 % 7), 11, seed)).chain([(41, 7, 3), (60, 9, 4)]);
    for (players, rounds, seed) in events {
        let t = generator::generate(&Dutch2017, players, rounds, seed)
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        for round in 1..=t.rounds_paired() {
            let mut input = input_for_round(&t, round).unwrap_or_else(|e| panic!("round {round}: {e}"));
            // Some arbiter's forbidden pairs, so that more tails cannot be
            // completed and greedy meets more dead ends.
            let tpns: Vec<u32> = input.players.iter().map(|p| p.tpn).collect();
            for pair in tpns.chunks(3) {
                if let [a, b, ..] = pair {
                    input.forbidden.push((*a, *b));
                }
            }
            let ctx = Context::new(&input, FloatRules::Any, Topscorers::Exempt);
            let Ok(order) = ctx.pairing_order() else { continue };
            for start in 0..order.len() {
                let tail = &order[start..];
                let exact = Completion::new_exactly(&ctx, tail).is_some();
                let found = if broken {
                    shortcut::broken_for(|| Completion::new(&ctx, tail))
                } else {
                    Completion::new(&ctx, tail)
                };
                compared += 1;
                if found.is_some() != exact {
                    differing += 1;
                    continue;
                }
                // A matching it gives must prove its answer: every player of
                // the tail once, every pair compatible, the PAB vertex (one
                // past the last player) only with an eligible player.
                if let Some(found) = found {
                    let bye = input.players.len();
                    let mut seen = vec![0; bye + 1];
                    for (a, b) in found.pairs() {
                        seen[a] += 1;
                        seen[b] += 1;
                        let valid = if b == bye { ctx.eligible[a] } else { ctx.compatible(a, b) };
                        if !valid {
                            differing += 1;
                        }
                    }
                    if tail.iter().any(|&p| seen[p] != 1) {
                        differing += 1;
                    }
                }
            }
        }
    }
    (compared, differing, shortcut::take_counts())
}

#[test]
fn the_greedy_completion_agrees_with_the_exact_matcher() {
    let (compared, differing, [greedy, exact]) = compare_completions(false);
    assert_eq!(differing, 0, "{differing} of {compared} tails differ");
    assert!(compared > 1000, "only {compared} tails compared");
    // Both routes seen: the greedy proof, and its failure handed on.
    assert!(greedy > 500 && exact > 50, "greedy {greedy}, exact {exact}");
}

/// The comparison's power: greedy pairs that ignore the absolute criteria
/// must be caught.
#[test]
fn a_greedy_completion_that_ignores_the_criteria_is_caught() {
    let (compared, differing, _) = compare_completions(true);
    assert!(differing > 0, "the broken greedy route changed none of {compared} answers");
}
