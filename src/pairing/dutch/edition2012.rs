//! The Istanbul 2012 text (C.04.3.1, in force until 2017-06-30), on the
//! completion route it shares with 2017 (its C.13: backtrack from the lowest
//! bracket to the penultimate one, then join them).
//!
//! The text is a procedure: C.3 sets requirements, C.6–C.8 try the
//! transpositions and exchanges of D.1–D.3 in order, C.10 drops the
//! requirements one by one and C.14 lowers P1, X1, Z1, M1. The first
//! candidate that meets the current requirements is the pairing. A
//! requirement dropped later is one the text keeps longer, so the
//! candidate it accepts is the one that is best in the order the
//! requirements are given up in reverse, then first in the D order: the
//! window's weight holds them in that order (most kept first), and the
//! B.8-style settle steps of [`super::window`] pick the first candidate in
//! the D.1–D.3 sequence among the best ones.
//!
//! Most important first:
//! - C.13 (special mode): the round completes, with B.1.b (no bye for a
//!   player who already scored without playing).
//! - C.14.b / D.3: M1, the moved-down players paired, the highest first
//!   (A.11 "the closeness of the scores", B.3); skipped when at least half
//!   of the bracket came from above (A.3: then it is treated as homogeneous).
//!   In a lowest bracket C.13 has joined that A.3 calls heterogeneous, the
//!   B3 factor of the whole bracket (D.4, below) comes first, below M1, and
//!   which moved-down players are paired (D.3's set) only after the colour
//!   and float requirements: the text tries D.3's other set (C.8.b) before
//!   C.10 gives any of them up, and the factor is all of B.3 there.
//!   JaVaFo 1.4 pairs so: generated run105 s1050199 r8 (a factor tie, the
//!   colours decide; 21's round-7 colour flipped, they decide the other
//!   way), `rules2012::d4_at_a_factor_tie_the_colours_come_before_d3s_set`
//!   and `rules2012::d4_at_a_factor_tie_b5_for_upfloaters_comes_before_d3s_set`
//!   (B.5 for an upfloater before D.3's set; everything tied, D.3's set).
//!   Stands on: the text (C.8.b before C.10), with JaVaFo 1.4's reading of
//!   D.4 (the factor of the whole bracket).
//! - C.14.a: P1, the pairs of the bracket; then B.3 as the A.8-2017-style
//!   score differences (smallest largest difference first), except in a
//!   lowest bracket C.13 has joined (its own players have several
//!   scores): there the programmers' note D.4 measures B.3 by the B3
//!   factor, the sum of the squared differences, the bye counting as a
//!   game against one point less than the lowest score. The text applies it
//!   to the homogeneous bracket or remainder; JaVaFo 1.4, the edition's
//!   only reference, applies it to the whole joined bracket, the
//!   moved-down players' pairs included, and so does this edition (see
//!   `fields`).
//! - C.1 / C.12 (ordinary mode): the bracket is paired as it stands first.
//!   A moved-down player for whom the next bracket has no opponent sends the
//!   pairing straight back here (C.1 names C.12 before any relaxation); only
//!   then is it paired again so that the players moved down are ones the
//!   next bracket has an opponent for, above the C.10 requirements, and that
//!   pairing is kept only if it moves down players with the same scores
//!   (C.12; `pair_with_c12_backtrack` in edition2017.rs). Not into the lowest bracket,
//!   where C.1 names C.13: see the readings below). Then, when the bracket is
//!   paired again for the next bracket's P1 (C.12 after C.10, below), the
//!   pairs the next bracket can make. Stands on: the text (C.1's first
//!   bullet, C.12's words); which of several sets the look-ahead takes is
//!   the first reading below.
//! - C.10.g: B.2 for top scorers (two top scorers with the same absolute
//!   preference meet only if needed).
//! - Odd rounds, C.10.f: A.7.d, strong preferences treated as absolute.
//! - C.10.e: X (pairs not granting every colour preference); in even rounds
//!   then Z (pairs not granting every strong preference).
//! - C.10.d, c, b, a: B.5 for downfloaters, B.6 for downfloaters, B.5 for
//!   upfloaters, B.6 for upfloaters. The downfloaters are the players the
//!   bracket moves down (C.3.e); the upfloaters are the opponents of the
//!   moved-down players in a heterogeneous bracket (C.3.g). A remainder is
//!   homogeneous (A.3), so its pairs float nobody, even in a joined lowest
//!   bracket whose players' scores differ.
//!
//! What the text leaves open, and how it is read here (the 2012 corpus,
//! paired by JaVaFo 1.4, agrees on all 696 rounds). Each reading ends with
//! what it stands on (issue 34). *Text*: the articles quoted decide it.
//! *JaVaFo 1.4*: the text leaves it open, or allows more than one reading,
//! and this edition takes the rule its only reference applies
//! consistently on the rounds named: a fit to the reference, not the
//! text's own answer. *Departs*: the reference breaks the text, and the
//! edition keeps the text.
//! - C.12 is reached in two ways. C.1 names it for a moved-down player
//!   with no opponent in the bracket. And the procedure is a sequence: a
//!   bracket that cannot make its P pairings once C.10 has dropped every
//!   requirement it may drop goes on to C.11 (deleted), then C.12 ("if
//!   there are moved down players: backtrack to the previous score
//!   bracket"), and only then C.13 and C.14 (lower P1). So before a bracket
//!   with moved-down players lowers its P1, the previous bracket is paired
//!   again: a pairing of it that moves down "another set of players of the
//!   same size and with the same scores" and "now allows P1 pairings" is
//!   accepted, even one that keeps fewer of its own C.10 requirements (its
//!   P and B.3 stay as they were). P1 is the next bracket's P0 as C.2
//!   counts it, after C.1 has moved its players without an opponent on
//!   down; but when one of them was moved down into it, C.1's first
//!   bullet sends the pairing back to C.12 before its last bullet has
//!   moved any resident on, so there P1 counts every resident (and leaves
//!   out only the moved-down players without an opponent, whom no pairing
//!   above can keep out). Here: when the next bracket cannot make its P1 pairings with the
//!   players this bracket moves down (`next_bracket_pairs_all` in
//!   edition2017.rs), the bracket is paired again with the next bracket's
//!   pairs weighed just below C.1 (`Slots::c12_next`), and that pairing is
//!   kept if the next bracket can then make its P1 pairs; otherwise C.14
//!   lowers P1 there. In a heterogeneous next bracket P is M1 (C.3.a), and
//!   C.14.b.2 lowers M1 only after C.12: so there the P1 pairs must also
//!   pair every player moved down into it who has an opponent there (M1 =
//!   M0), and the pairing again weighs those pairs next
//!   (`Slots::c12_next_mdps`); A.3 counts the next bracket as C.2 sees it,
//!   after C.1 has moved on its residents without an opponent there
//!   (generated s890181 r12: {7, 12 | 5, 10, 11} is {7, 12 | 10},
//!   treated as homogeneous, and its one pair is its P1). JaVaFo 1.4 pairs so (generated s880287 r12,
//!   a last round: the 7.0 bracket {4, 6, 3, 2 | 5, 7} gives up B.5/B.6
//!   for the upfloater 5 (3-5) so that 7, not 5, goes down with 4, 6 and
//!   2, and the 6.5 bracket pairs all four); the 696 corpus rounds and the
//!   other 3,941 rounds of that run agree. Colours never send the pairing back: C.10.e raises X
//!   in the next bracket first. JaVaFo 1.4 pairs so
//!   (`rules2012::c12_a_remainder_that_cannot_be_paired_sends_the_pairing_back`,
//!   `rules2012::c12_the_bracket_above_gives_up_a_colour_preference_for_the_next_brackets_p1`,
//!   `rules2012::c12_the_next_brackets_colours_do_not_reopen_the_bracket_above`,
//!   `rules2012::c12_from_c1_counts_the_residents_c1_would_move_on`,
//!   dutch2012-random s820043 r10 and r11, s820075 r10) and the 696 corpus
//!   rounds agree. In s820043 r11 the 5.5 bracket {1, 5 | 7, 9, 15} gets 1,
//!   who has no opponent there: C.12, and its P1 counts 7 (met 5, 9, 15),
//!   so 3 is moved down instead of 5 and the bracket makes 7-3 and 9-15.
//!   Counting such residents also where no moved-down player sends the
//!   pairing back (C.12 after C.10) is not JaVaFo's rule: it loses corpus
//!   rounds 1048 r8 and 1060 r6 (measured), and JaVaFo pairs so too
//!   (`rules2012::c12_after_c10_does_not_count_a_resident_c1_moves_on`).
//!   Stands on: the text for reaching C.12 after C.10 (the procedure's
//!   order C.10, C.11, C.12, C.13, C.14), for P = M1 = M0 in a
//!   heterogeneous next bracket (C.3.a; C.14.b.2 comes after C.12) and for
//!   colours never sending the pairing back (C.12 comes after C.10.e).
//!   JaVaFo 1.4 for the step at which P1 is counted (the text does not
//!   say: after C.1's last bullet when C.12 follows C.10, before it when
//!   C.1's first bullet sends the pairing back; s820043 r11 against corpus
//!   1048 r8 and 1060 r6), and for which pairing of the bracket above C.12
//!   takes. Here the look-ahead counts the pairs the next bracket can make
//!   with the players moved down (a matching), not whether each of them
//!   has an opponent there, and C.10's order decides between sets that
//!   tie. JaVaFo 1.4 follows no one rule found so far where these part
//!   (issue 34): in generated s910466 r11 a resident moved down with no
//!   opponent below sends the pairing back, and JaVaFo 1.4 takes 2-3,
//!   giving up X, where C.10's order would give up B.5 (2-13) and this
//!   edition keeps 13-3 (every set ties by the matching); in random
//!   histories of the same kind it keeps the first pairing, as here, where
//!   the text would take another set. In generated s890099 r12 it does not
//!   pair the bracket above again after C.10 although another set gives
//!   the next bracket, one A.3 treats as homogeneous, its P1, and elsewhere
//!   it does (s880287 r12; a random history with such a next bracket).
//!   Those two rounds stay departures.
//! - C.12 after C.10 into a next bracket whose own C.1 moves a resident on
//!   (C.1's last bullet: no opponent there beside the players the first set
//!   moves down): the bracket above is not paired again for another set
//!   that leaves the next bracket one A.3 treats as homogeneous, even
//!   though that set gives the resident an opponent and the next bracket
//!   all its P1 pairs; it is paired again when the other set makes the next
//!   bracket heterogeneous and pairs all its moved-down players (P = M1 =
//!   M0, C.3.a), as in s880287 r12 above. JaVaFo 1.4 pairs so in generated
//!   s950325 r10 (run95: the 4.5 bracket {2, 3, 5 | 4, 7} keeps 5-4 and
//!   moves 7 into 4.0 {8, 9}, where 8 has no opponent: 9-2 only, although
//!   7-5 would let it pair 8-4 and 9-2), s960493 r10 (run96: the 5.0
//!   bracket {1, 2, 3, 6 | 4, 5, 9} keeps 6-4 and moves 5 into 4.5 {10,
//!   11}, 10 with no opponent there), s970014 r13 and s970152 r8 (run97;
//!   notes/exact3.md: 12-4 and 9-4 kept, no A.7.d, Z or B.5 given up for
//!   the next bracket's extra pair; all four listed, s970152 r8 also
//!   derived in
//!   `rules2012::c12_after_c10_keeps_the_set_when_the_next_brackets_c1_moves_a_resident_on`),
//!   and takes the other set in s950316 r11 (run95: the 4.5 bracket {2, 3,
//!   6 | 7, 9, 11} plays 9-6 so that 3 and 7, not 6 and 7, go into 4.0 {4,
//!   5, 8}, where 4 can meet none of 5, 6, 7, 8: with 3 it is
//!   heterogeneous, 2 of 5 from above, and pairs both, 3-4 8-7). No other
//!   round of run95-98 (2,000 events) changes; the rounds where JaVaFo 1.4
//!   pays a requirement for the next bracket's P1 after C.10 (s950261 r6,
//!   s950332 r8, s960178 r10, s970436 r8 and nine more; notes/exact.md)
//!   have no such resident, and neither "no C.12 after C.10 into a bracket
//!   A.3 treats as homogeneous" (those 13 rounds lost) nor "no C.12 after
//!   C.10 that gives up a requirement the first pairing keeps" (50 lost) is
//!   its rule. The reading of the text that explains it: the next
//!   bracket's C.1 has moved the resident on before C.12 is reached after
//!   C.10, and P1 is counted after C.1's last bullet (above), so another
//!   set that only gives that resident back an opponent does not "now allow
//!   P1 pairings", and one with which the other players of the next
//!   bracket make its P1 pairs does, A.3-homogeneous or not: the bracket
//!   above is paired again with the next bracket's pairs weighed without
//!   the residents the first set leaves without an opponent
//!   (`lonely_residents` in edition2017.rs), and that set is taken when
//!   it has the same scores and the next bracket, without them, makes its
//!   P1 pairs and more pairs than with the first set. JaVaFo 1.4 pairs so
//!   in generated s1050332 r12 (run105: the 6.0 bracket {8, 10, 12 | 4,
//!   3}, 1 passing through, plays 8-4, giving up Z, so that 12 and not 8
//!   goes into 5.5 {9, 11, 14}, where 11 has no opponent with either set
//!   and the others make 14-1 and 9-12, two pairs, against one with 8;
//!   with 9-12 forbidden it keeps 4-12) and in three hand-made events
//!   (`rules2012::c12_after_c10_p1_counted_after_c1_moved_a_resident_on`,
//!   `rules2012::c12_after_c10_no_other_set_when_it_does_not_allow_p1_pairings`,
//!   `rules2012::c12_after_c10_the_moved_on_residents_pair_does_not_allow_p1_pairings`:
//!   the shape of s970014 and s970152, refused). Stands on: the text (C.1
//!   before C.2 counts P0; C.12's "now allows P1 pairings"); JaVaFo 1.4
//!   for s950316 r11's heterogeneous exception above, where the other set
//!   gives the resident an opponent and makes the bracket one whose
//!   moved-down players it all pairs.
//!   Into the penultimate bracket the other set is taken whenever it gives
//!   that bracket its P1 (M1 = M0), even where C.13 lowers M1 there later
//!   (generated s970405 r11: a departure, last item of this list).
//! - C.12 reached again after C.14.b.2: a heterogeneous next bracket that
//!   pairs all its moved-down players with no set lowers M1 and keeps P1
//!   (it never got to the remainder), restarts from C.3.a and comes back
//!   through C.10 to C.12 with the lowered M1. Another set of the bracket
//!   above is accepted when the next bracket then makes P1 (= P0) pairs
//!   with at least as many moved-down players paired as the first set can
//!   pair at all (after that M1 the first set gets to the remainder and
//!   C.14.b.1 lowers P1 instead), and the first set makes no such pairing
//!   (`m1_lowered_allows_p1` in edition2017.rs). JaVaFo 1.4 pairs so:
//!   generated s1020484 r11 (run102: the 5.5 bracket pairs 10-4, giving up
//!   B.5 for 5, so that 4.5 {7, 8, 11, 14 | 1, 2, 5}, where 1 and 2 can
//!   only meet 11, makes 3 pairs with M1 = 2; with 7-14 made a forfeit
//!   JaVaFo keeps 10-5), and two hand-made events
//!   (`rules2012::c12_after_c14b2_lowers_m1_the_other_set_that_allows_p1_pairings_is_accepted`,
//!   `rules2012::c12_after_c14b2_no_other_set_when_the_first_allows_p1_pairings`;
//!   the first also with X given up instead of B.5). Stands on: the text
//!   (C.14.b.2's restart from C.3.a; C.12's "now allows P1 pairings" with
//!   P1 unchanged). Sweep of run95-98 and run101-104: no other round
//!   changes.
//! - C.12 reached again after C.14 lowered P1: when no set the bracket
//!   above can move down gives the next bracket its P1 pairs, C.14 lowers
//!   P1 there (C.14.a, or C.14.b.1 once it got to the remainder) and
//!   "restart[s] from C3.a"; with the first set the next bracket fails the
//!   lowered P1 again, C.10 drops what it may, and C.12 backtracks again.
//!   So another set of the same size and scores with which the next
//!   bracket makes more pairs than with the first set "now allows P1
//!   pairings" at the P1 just above the first set's, though short of P0,
//!   and the bracket above is paired again for it whatever C.10
//!   requirements that costs there (`p1_lowered_allows_p1` in
//!   edition2017.rs; the gates of the item above on residents C.1 moves on
//!   stay). JaVaFo 1.4 pairs so: generated run96 s960178 r11 (the 6.0
//!   bracket {2, 6 | 3, 5}, 1 and 8 moved on by C.1, plays 5-2, giving up
//!   5's colour preference, so that 6, not 2, goes into 5.5 {4, 7, 9, 15},
//!   which makes 3 pairs, 1-15 6-9 7-3, against 2, short of its P0 of 4),
//!   now a listed round, and three hand-made events
//!   (`rules2012::c12_after_c14_lowers_p1_the_set_with_more_pairs_below_is_accepted`,
//!   X given up above;
//!   `rules2012::c12_after_c14_lowers_p1_the_bracket_above_gives_up_a7d_for_it`,
//!   A.7.d given up;
//!   `rules2012::c12_after_c14_lowers_p1_top_scorers_give_up_b2_for_it`,
//!   B.2 given up by two top scorers, C.10.g's last requirement; and
//!   `rules2012::c12_after_c14_lowers_p1_no_other_set_without_more_pairs_below`,
//!   the control, where the other set makes no more pairs and the first
//!   stands). Stands on: the text (C.14's "restart from C3.a" passes C.10
//!   to C.12 again; C.12's "now allows P1 pairings" with P1 as C.14 left
//!   it). Sweep of run95-98 and run101-106 (45,694 JaVaFo-checked rounds):
//!   no other round changes. "More pairs below" as JaVaFo 1.4's rule had
//!   been refuted (about 35 run95 rounds lost) before the gate on residents
//!   C.1 moves on (above) and A.3 counted after C.1 were read; with them
//!   it loses none. In a heterogeneous next bracket with more than one
//!   player moved down, which M1 the lowered P1 keeps (C.14.b.1 keeps the
//!   M1 at which the first set got to the remainder) is not weighed: the
//!   pairs are counted as a maximum matching, and no generated or
//!   hand-made round separates the two.
//! - C.13 back in a heterogeneous penultimate bracket (PPB) through which
//!   a moved-down player passes (C.1 moves it on: no opponent there):
//!   first the moved-down players' pairs are settled as in any other
//!   bracket (M1, D.3's set, B.5/B.6 for their upfloaters, D.1 for their
//!   opponents); then, among the pairings with those pairs, the D.4 B3
//!   factor of the PPB and the lowest bracket together decides which of
//!   its residents are paired and which go down, above the residents'
//!   colour requirements (B.2, A.7.d, X, Z), their B.5/B.6 as downfloaters
//!   and the PPB's own pairs (P1)
//!   (`Criteria::mdp_pairs_fixed`, `fields`). The text: C.13 "try to find
//!   another pairing in the penultimate score bracket which will allow a
//!   pairing in the lowest score bracket" searches the PPB's pairings in
//!   its own order, where the moved-down players are paired first (C.6,
//!   then D.3 "choose another set of M1 players" before any requirement
//!   is dropped) and the remainder after them (C.6 "continue at C4 with
//!   the remainder group"); every completion leaves the residents it does
//!   not pair to the lowest bracket, which with them "contains players
//!   with many different scores" and is paired by D.4's B3 factor
//!   ("regarding how to use this criterion after repeated application of
//!   rule C.13", B.3), so which residents go down is measured by the
//!   factor of both brackets together, and B.3 comes before B.4-B.6 (as
//!   the factor of a joined lowest bracket does, below). The
//!   text does not say that the factor reaches back into the PPB's
//!   remainder, nor that it does so only with a player passing through.
//!   JaVaFo 1.4 pairs so: generated s930443 r8 (run93; the 3.0 bracket
//!   {6, 8, 10 | 2, 5} with 4 passing through pairs 2-10 alone, and the
//!   lowest 4-7 5-12 8-13 bye 6: factor 25 against 26.5 with 8-6 paired),
//!   s960140 r12 (run96; the 5.5 bracket {6, 7, 8, 9, 10 | 2, 3, 4, 5} with
//!   2 passing through pairs 10-4 7-5 and moves 6, 8 and 9 down: 2-13
//!   3-12 14-6 8-15 11-9, the factor of the pairs besides 10-4 and 7-5 92
//!   against 105 with 8-6 paired, although 8 then floats down as two
//!   rounds before, B.6), run95 s950459 r11 (the 4.5 bracket {7, 8, 9, 11,
//!   12 | 1, 2, 3, 4} with 1 passing through pairs 8-2 3-12 and then 7-9,
//!   both wanting black, rather than 11-9: 4-10 16-11 below, factor 13
//!   against 20.5 besides the common pairs); all three listed rounds, and
//!   `rules2012::c13_a_passer_in_the_penultimate_bracket_its_residents_pair_yields_to_the_b3_factor`.
//!   The moved-down players' pairs stand above the factor: generated
//!   s960049 r12 and s960228 r12 (run96, a player passing through in
//!   both), which the factor weighed above them (2de41d7, reverted by
//!   2988aea) paired otherwise than JaVaFo 1.4, pair as it does. With no
//!   player passing through, JaVaFo 1.4 keeps a residents' pair against
//!   the factor (random history 601588: 19 against 14.5; notes of the
//!   last session), so the factor is not weighed there. Measured with a
//!   release build over the 2012 corpus (696 rounds, unchanged), the
//!   dutch2012-random rounds (unchanged) and run95-98 (2,000 generated
//!   events of 9654931): only s960140 r12 and s950459 r11 change, both to
//!   JaVaFo 1.4's pairing (notes/exact2.md).
//!   Stands on: JaVaFo 1.4 (issue 34) for where the factor sits and when
//!   it is weighed; the text for the moved-down players' pairs coming
//!   first (C.6, C.8.b, C.9) and for B.3 before B.4-B.6.
//!   Where the factor would change a moved-down player's opponent or cost
//!   the PPB a pair, the text is kept (generated s970259 r12 and s1010012
//!   r12, where JaVaFo 1.4 seemed to do so, follow C.14.b.1 with the
//!   passer counted in P0, below).
//!   When the MDPs' pairs pair every moved-down player that has an
//!   opponent there (M1 = M0), the bracket's pairs (P1) stand above the
//!   factor (`c13_p1_kept`): C.14.b.2 has lowered nothing, and C.14 lowers
//!   P1 only when no pairing with P1 pairs lets the lowest bracket be
//!   paired once C.10 has dropped what it may (C.10 before C.14; D.4 is the
//!   lowest bracket's rule, not the PPB's). JaVaFo 1.4 pairs so: run102
//!   s1020048 r8 (the 3.0 PPB {6, 7, 8, 10, 11 | 1, 2}, 4 passing through:
//!   11-1 7-2 and 6-8, P = 3, so that 4 and 10 go down, 12-4 13-9, bye 10;
//!   the factor, 30.5 against 31.5, would send 6 and 8 down as well) and
//!   `rules2012::c13_a_passer_in_the_penultimate_bracket_m1_m0_keeps_its_pairs_above_the_b3_factor`
//!   (hand-made: 2-0 above 3-5, which X = 1 costs; JaVaFo 1.4 keeps 3-5
//!   although sending 3 and 5 down gives 8.5 against 9). The rounds where
//!   it takes the factor over the bracket's pairs have M1 lowered (s930443
//!   r8: 1 of 2; s960140 r12: 2 of 3), and P1 above the factor there too
//!   loses s960140 r12 (notes/prev2/passer.md, V2). Measured with a release
//!   build over run95-98 and run101-105 (4,500 generated events): only
//!   s1020048 r8 changes, to JaVaFo 1.4's pairing. Stands on: the text (C.10
//!   before C.14) where the bracket never lowered M1; JaVaFo 1.4 for
//!   where the factor still reaches (M1 lowered).
//! - C.13 back in a penultimate bracket A.3 treats as homogeneous (at least
//!   half of its players came from above, so they are paired like its
//!   residents): B.3 is measured by D.4's B3 factor of the bracket's own
//!   pairs, each player it moves down counted as a bye (a game against one
//!   point less than the lowest score of the two brackets), not by the
//!   score-difference digits of every other window (`c13_a3_base`, `fields`).
//!   B.3's note sends it to D.4 "regarding how to use this criterion after
//!   repeated application of rule C.13", and D.4's bracket "either is
//!   homogeneous (when the number of players coming from the penultimate
//!   score bracket is equal or higher than the number of LSB players) or
//!   eventually produces a homogeneous remainder"; the PPB's re-pair is
//!   C.13's own, and its players moved down are the lowest bracket's
//!   players from above. The lowest bracket's own pairs are not weighed
//!   here (the factor of both brackets together, C13P' above, is not
//!   JaVaFo's rule in these brackets: exact2's v5 lost 36 rounds). JaVaFo
//!   1.4 pairs so: run97 s970241 r8 (the 3.0 PPB {6, 8, 10 | 2, 1, 5, 3},
//!   2 passing through: 6-5 3-8, 65.75 against 68.25 for 10-1 6-8, which
//!   the digits take because 1, 5.0, then stays and 5 and 3, 4.5 and 4.0,
//!   go down), run102 s1020311 r10 (the 4.0 PPB {5, 8, 11
//!   | 2, 3, 10}, P1 2: 11-3 5-10 and 8-2 5-11 both make 61, and the
//!   colours decide, Z = 1 against 2; with 8's colours turned so that 8-2
//!   grants both, JaVaFo 1.4 pairs 8-2 5-11, X = 1), run103 s1030364 r12
//!   (the 4.5 PPB {8, 10, 13, 14 | 1, 4, 2, 5, 7}, 1 passing through:
//!   4-10 5-8 7-13, 227.75 against 241.25 for 4-10 13-2 8-14, although
//!   7-13 gives up B.2 for two top scorers and a second colour
//!   preference), and
//!   `rules2012::c13_an_a3_homogeneous_penultimate_bracket_weighs_b3_by_the_b3_factor`
//!   (hand-made: it gives up two colour preferences of the lowest bracket
//!   for the factor). Measured with a release build over run95-98 and
//!   run101-105 (4,500 generated events): only those three rounds change,
//!   all to JaVaFo 1.4's pairing; the same factor in every window A.3
//!   treats as homogeneous changes nothing more there, and the bye
//!   baseline taken from the PPB's own lowest score instead changes
//!   nothing either. The digits, moved below the colours instead, lost 332
//!   rounds (notes/prev2/b3.md, var 15). Stands on: JaVaFo 1.4 (issue 34)
//!   for applying D.4's factor to the PPB's re-pair; the text's B.3 note
//!   for measuring B.3 by it in C.13's work.
//! - C.13 back in a heterogeneous penultimate bracket, C.14.b: which of
//!   P1 and M1 its search lowers first. C.14.b.1: "if the pairing procedure
//!   has got to the remainder at least once, reduce P1"; b.2: "otherwise,
//!   as long as M1 is greater than 1, reduce M1". Read here: the bracket
//!   got to the remainder when some pairing of it pairs every moved-down
//!   player that has an opponent there (M1 = M0), with as many pairs as
//!   such a pairing can make, and leaves every player of the lowest bracket
//!   an opponent there (C.1: B.1 and B.2), one excepted when the lowest
//!   bracket is odd (the bye), so that the lowest bracket's own procedure
//!   starts and fails only as a whole. Then P1 is
//!   lowered first, and, P being M1 in a heterogeneous bracket, D.3's first
//!   set of the lowered M1 is kept (D.3's set above P1, as in every other
//!   window). When every such pairing leaves a player of the lowest bracket
//!   with no opponent there, C.1 sends the lowest bracket straight to C.13:
//!   the bracket never got anywhere with M1 = M0, so C.14.b.2 lowers M1
//!   with P1 kept, and C.8.b tries D.3's other sets before C.14 lowers P1
//!   (`Slots::c13_ppb_p1`, `all_mdps_paired_clears_c1_below`). JaVaFo 1.4
//!   pairs so: run96 s960357 r10 (the 4.0 bracket {8, 10, 13 | 2, 11}:
//!   2-8 11-10 moves 13 down and leaves 18 with no opponent below; 10-11
//!   8-13 keeps P = 2 and moves 2 down to meet 18, where D.3's first set
//!   gives 8-2 alone), run101 s1010057 r10 (the 4.0 bracket {6, 8, 10, 12,
//!   14 | 3, 4}: 10-4 6-8 12-14, and 3 goes down to meet 15), run102
//!   s1020029 r6 (the 2.0 bracket {4, 6, 7 | 2, 3}, where 2 and 3 both need
//!   6, so M1 = M0 never pairs: 6-3 4-7, and 2 goes down to meet 9), all
//!   three listed, and
//!   `rules2012::c13_c14b_no_pairing_of_all_moved_down_players_clears_c1_below_so_m1_is_lowered_before_p1`.
//!   And it keeps D.3's first set where the pairing of all moved-down
//!   players leaves the lowest bracket an opponent for everyone: run96
//!   s960055 r9 (the 4.0 bracket {4, 7, 8 | 1, 3}, 2 passing through: 8-1
//!   alone, not 3-4 7-8) and s960408 r7 (the 3.0 bracket {3, 5, 11 | 1,
//!   4}: 1-11 alone, not 4-5 11-3), which P1 above D.3's set everywhere
//!   (exact2's v3) lost. Probes of those two with
//!   JaVaFo 1.4 (the P = 2 pairing's colours made clean, its upfloater's
//!   B.5 taken away, the bye made free for a player of the lowest bracket,
//!   one round more before, players renumbered) all keep 8-1 and 1-11, and
//!   with 8-1 made illegal it pairs 3-4 7-8 (P = 2) before 3-8 (P = 1): the
//!   set ranks first there, not the pairs (notes/exacta.md). The C.1 look
//!   counts B.2 as C.1 names it: run105 s1050295 r9 (the 4.0 bracket {6,
//!   9, 10, 11 | 3, 1}: 3-10 1-11 6-9 leaves 14 of the lowest bracket only
//!   12, both with an absolute Black preference; JaVaFo 1.4 pairs 11-1 9-6,
//!   D.3's second set at P = 2, not 9-3 alone), listed, and
//!   `rules2012::c13_c14b_a_lowest_player_with_no_opponent_by_b2_alone_sends_m1_down_before_p1`.
//!   With an odd lowest bracket one player there may stay without an
//!   opponent: the one the bye would take. JaVaFo 1.4 keeps 1-11 alone in
//!   s960408 r7 with 7 and 9 of its five-player lowest bracket given the
//!   same absolute colour (9 then has no opponent, notes/prev2/exacta.md
//!   p408e), although 9 has had the bye (B.1.b): a fit to JaVaFo 1.4, the
//!   bye's eligibility not looked at (notes/gate.md). C.1 asks each
//!   player alone: two players of the lowest bracket who have met everyone
//!   there may count on the same moved-down player, and the lowest bracket
//!   then fails only as a whole (C.14.b.1). JaVaFo 1.4 pairs so in the
//!   hand-made
//!   `rules2012::c13_c14b_two_lowest_players_may_count_on_one_moved_down_player`,
//!   where a moved-down player of each one's own (a matching, and the look
//!   polynomial) would lower M1 first (notes/poly.md). Measured with
//!   a release build over run95-98, run101 and run102 (3,000 generated
//!   events): only the three rounds above change, all to JaVaFo 1.4's
//!   pairing; s970241 r8, s970259 r12 and s1010012 r12 stay as they were.
//!   Stands on: JaVaFo 1.4 (issue 34) for what "got to the remainder"
//!   means in C.13's re-pair (the text does not say; reached literally,
//!   C.14.b.1 would lower P1 below M1, which P = M1 leaves without
//!   meaning) and for B.1.a alone in that look; the text for C.8.b coming
//!   before C.14 once M1 is lowered.
//! - C.13 back in a heterogeneous penultimate bracket through which a
//!   moved-down player passes, C.14.b.1 once it got to the remainder: in
//!   C.13's re-pair C.12 is disallowed ("backtracking is disallowed when
//!   already backtracking from a lower score bracket"), so C.1's first
//!   bullet cannot move the passer on and its third covers residents only:
//!   the passer stays in the bracket and counts in P0 (A.6.b). C.14.b.2
//!   lowers M1 from M0 until the moved-down players can be paired; when
//!   that M1 is below P0 the procedure has got to a remainder with pairs to
//!   make (whether it makes them or not), and from then on C.14.b.1 lowers
//!   P1, M1 coming down only with it (P = M1, C.3.a)
//!   (`c13_passer_gets_to_remainder`). So where the round can be completed
//!   only with fewer moved-down players paired than that M1 (but some: at
//!   M1 = 0 C.14.b.2 manages the bracket as homogeneous with P1 = P0), the
//!   bracket's pairs are its moved-down players' alone: they are chosen by
//!   M1, D.3's scores and then C.10.e (X) over those pairs, a pair of two
//!   residents being one the lowest bracket makes
//!   (`Criteria2012::mdps_paired_in_optimum`), and once they are fixed the
//!   bracket makes no residents' pair where the round completes without one
//!   (`Slots::c13_no_remainder_pairs`). JaVaFo 1.4 pairs so: run102
//!   s1020046 r11 (the 5.0 bracket {4, 7, 10, 11 | 3, 2, 5}, 1 passing
//!   through: P0 4, M1 = 3 leaves the remainder {10, 1}; 3-7 2-11 alone, 4
//!   and 10 going down with 1 and 5: 8-10 13-4, where C.14.b.2 would keep
//!   4-10), run97 s970259 r12 (the 5.0 bracket {6, 7, 8, 9, 10 | 2, 1, 4,
//!   3, 5}, 2 passing through: 10-1 9-5 4-8 with M1 = P = 3, 6 and 7 going
//!   down, where the other reading paired 4-7 6-8) and run101 s1010012 r12
//!   (the 5.0 bracket {8, 11, 12 | 3, 6}, 2 passing through: 3-8 alone,
//!   where the other reading kept 3-11 12-8), all three listed rounds and
//!   the last two named departures before; six hand-made events checked
//!   with JaVaFo 1.4 (`rules2012::c13_c14b1_*`: the passer's bracket pairing
//!   its MDPs alone both where the remainder fails and where it makes its
//!   pair, the other D.3 set of the same score where the first set's pair
//!   costs a colour, the set of the higher score before the colour; and
//!   `rules2012::c13_without_a_player_passing_through_*`, where M1 = P0
//!   leaves no remainder pair to make and C.14.b.2 keeps the remainder's
//!   residents' pair); and the passer brackets above keep their pairing
//!   (s930443 r8, s960140 r12, s960049 r12, s960228 r12; s950459 r11, where
//!   8-2 3-12 is the bracket's and 7-9 the lowest bracket's pair; generated
//!   s1010192 r7, M1 = 0, keeps 5-8). Measured with a release build over
//!   run95-98 and run101-105 (4,500 generated events, all checked by JaVaFo
//!   1.4): s1020046 r11, s970259 r12 and s1010012 r12 change, all to JaVaFo
//!   1.4's pairing, nothing else. Where the MDPs paired reach that M1, the
//!   bracket keeps residents' pairs as before: run102 s1020048 r8 (11-1 7-2
//!   6-8: M1 = M0 = 2 is where it gets to the remainder; `c13_p1_kept`,
//!   above). Stands on: JaVaFo 1.4 (issue 34) for the passer
//!   counted in P0 during C.13's re-pair and for "got to the remainder"
//!   read as reached with pairs to make; the text for C.12 being disallowed
//!   there, for C.14.b.1 and for P = M1 in a heterogeneous bracket (C.3.a).
//! - The same C.14.b.1 without a passer, in a penultimate bracket with
//!   P0 = M0 (2 M0 + 1 players): with M1 = M0 the heterogeneous part makes
//!   every pair, the remainder has none to make, and the round completes
//!   if the resident left takes the bye (the lowest bracket even, none of
//!   it may have it, pairing among itself). When a resident may take it,
//!   the procedure has got to the remainder and P1 is lowered with M1
//!   following it: the bracket pairs its MDPs alone, its residents go to
//!   the lowest bracket (`c13_remainder_reached_at_m0`). When none may,
//!   C.14.b.2 lowers M1 and keeps the residents' pair. JaVaFo 1.4 pairs so
//!   in run101 s1010240 r5 (PPB 2 {1, 3 | 4, 6, 7}, 6 may have the bye:
//!   1-6 alone, 7-4 made below, where C.14.b.2 gives 1-7 6-4) and in 334
//!   hand-made events varying the colours and who may have the bye (the
//!   two `rules2012::c13_c14b1_p0_equal_to_m0_*` cases: 1-6 alone with 4-8
//!   7-9 below; with 6's half-point bye, 7-1 4-6 as C.14.b.2 gives);
//!   notes/dkind.md. Measured over run95-98 and run101-105: s1010240 r5
//!   changes, to JaVaFo 1.4's pairing, nothing else. Stands on: the text
//!   for C.14.b.1 and P = M1; JaVaFo 1.4 for the gate (the text reaches
//!   the remainder whether or not a resident may have the bye).
//! - C.13 back in a heterogeneous penultimate bracket no moved-down player
//!   passes through, once C.14.b.1 has lowered P1 to M1 (the bracket's
//!   pairs are its moved-down players' alone, P = M1, C.3.a): which D.3 set
//!   it pairs, or whether P becomes zero and the brackets are joined. D.3
//!   puts "the M1 highest players" first. Read here: another set of M1
//!   moved-down players with the same scores as the first set the bracket
//!   can pair is paired (C.8.b; by B.3 the two pairings are equal); a set
//!   of lower scores is not: P becomes zero and the two brackets are
//!   joined (C.13), the joined bracket "treated as a heterogeneous score
//!   bracket with the latest added score bracket as S1", when it can pair
//!   every player of the PPB with one of the lowest bracket (M1 = M0
//!   there, C.3.a). When it cannot (it would have to lower its own M1), or
//!   when the bracket still makes a pair of residents beside the lower set
//!   (P1 above M1), the lower set stands (`c13_lower_set_joins`). JaVaFo
//!   1.4 pairs so: run105 s1050290 r11 (the 5.0 PPB {8, 9, 10 | 2 (7.5), 6
//!   (5.5)}: 2-10 6-8 leaves 9 to a lowest bracket that fails only as a
//!   whole, 2-10 alone fails below too; not 6-8 alone but the join, 14-2
//!   6-17 13-8 9-20 18-10 19-21; the same with 6-8 forbidden, where 2 and 6
//!   both need 10, M1 is lowered first and 6's set is 6-10), run106
//!   s1060261 r9 (the 4.0 PPB {2, 8, 11 | 5 (5.0), 9 (4.5)}: 5-8 alone
//!   fails below; not 9-11 alone but the join, 5-12 9-14 2-13 11-16 8-15,
//!   bye 10; with 11 forbidden against 10 and 16, so that the joined
//!   bracket cannot pair 11 below, 9-11), both listed, and hand-made events
//!   (notes/join.md; `rules2012::c13_c14b1_p1_down_to_m1_*`): the PPB {3, 4,
//!   5 | 1, 2}, where 1 can meet only 4 and two players of the lowest
//!   bracket only 1 and 3, joins with 1 and 2 on 6.0 and 5.0 (also 5.5 and
//!   5.0, 5.0 and 4.5, 6.0 and 5.5) and pairs 2-5 with both on 5.0 (5.5,
//!   6.0); with 5 forbidden against the lowest bracket it pairs 2-5; with a
//!   sixth resident and the set {2} pairing 2-4 5-6 (P1 2 of P0 3, M1 1) it
//!   keeps that, and with 6 forbidden against 4 and 5 (2-5 alone) it joins;
//!   a joined bracket of exactly half from the PPB (A.3: homogeneous) that
//!   can pair them all below is joined as well. And in a probe of run96
//!   s960408 r7 (the 3.0 PPB {3, 5, 11 | 1 (5.0), 4 (4.5)}, 4 and 5 forbidden
//!   against 9), whose joined bracket cannot pair its five PPB players with
//!   the four below, it pairs the lower set, 4-5 (notes/prev3/an105.md).
//!   Measured over run95-98 and run101-106: s1050290 r11 and s1060261 r9
//!   change, both to JaVaFo 1.4's pairing, nothing else. Stands on: the
//!   text for the join once P becomes zero (C.13) and for C.14.b.1 lowering
//!   P1 alone (read literally, with M1 = M0 it pairs no other set: P1 below
//!   M1 makes no pairing, and P1 goes on down to zero, the join); JaVaFo 1.4
//!   for pairing a set of the same scores, for keeping a lower set when the
//!   joined bracket cannot pair every PPB player below or a pair of
//!   residents is still made, and for joining after M1 was lowered (where
//!   C.8.b would take the other set).
//! - C.1 for a player moved down into the lowest bracket with no opponent
//!   there: both its first bullet (moved down: C.12) and its second
//!   (lowest bracket: C.13) apply. C.13 is the lowest bracket's own rule:
//!   it lowers M1 first (C.14.b.2; in an odd bracket the player may take
//!   the bye) and backtracks to the penultimate bracket only when the
//!   lowest one cannot be paired. So the bracket above does not give up a
//!   requirement (B.5/B.6 for its downfloaters) to send the lowest bracket
//!   a player it can pair. JaVaFo 1.4 pairs so (generated s860233 r5,
//!   `rules2012::c1_c13_a_player_moved_down_into_the_lowest_bracket_may_take_the_bye`);
//!   the 696 corpus rounds agree. And a player moved down into the
//!   penultimate bracket from a higher score whom the C.1 look-ahead
//!   keeps there is kept only when the set moved down instead "now allows
//!   P1 pairings" in the lowest bracket with a legal bye (C.12;
//!   `now_allows_p1` in edition2017.rs): otherwise the bracket
//!   keeps its C.10 requirements. JaVaFo 1.4 pairs so (generated s890409
//!   r5, `rules2012::c12_into_the_lowest_bracket_no_gain_below_keeps_the_requirements_above`).
//!   When the set moved down first allows them as well (its player without
//!   an opponent takes the bye), the other set must make the lowest
//!   bracket better by B.3, measured by D.4's B3 factor: generated s890286
//!   r6 (a tie: the first stands,
//!   `rules2012::c12_into_the_lowest_bracket_the_other_set_must_improve_the_lowest_brackets_b3`)
//!   against s840221 r11 (better: the other set is taken).
//!   Stands on: JaVaFo 1.4 for ranking C.1's two bullets (both apply; the
//!   text does not say which first) and for what "now allows" asks of the
//!   lowest bracket when both sets allow its P1 (a better B3 factor);
//!   the text for the rest (C.12's words, B.1.b for the bye).
//! - Above the penultimate bracket, the other set too must "now allow P1
//!   pairings" in the next bracket (`now_allows_p1`): otherwise C.12
//!   accepts nothing and the bracket keeps its C.10 requirements (generated
//!   s890246 r7, `rules2012::c12_the_other_set_must_allow_the_next_brackets_p1_pairings`).
//!   Stands on: the text (C.12: "and this now allows P1 pairings").
//!   And it must clear C.1 there: a player of the other set with no
//!   opponent in the next bracket is "moved down from a higher score
//!   bracket" too, so C.1's first bullet would send the pairing back again,
//!   and the next bracket still cannot make its P1 pairings as C.2 counts
//!   them (`next_bracket_pairs_all` leaves such players out, as no pairing
//!   above can keep out one that is in every set). Stands on: the text
//!   (C.1's first bullet, C.12). Generated run96 s960291 r13: the 5.5
//!   bracket {1, 2, 4, 5, 6 | 13, 14} plays 1-13 2-14 and moves 4, 5, 6
//!   into {12}, with which none of them can play; 4-14 instead would move
//!   2, 5, 6 and let the 5.0 bracket pair 2-12, but 5 and 6 still have no
//!   opponent there, and JaVaFo 1.4 keeps 2-14. Likewise run95 s950281
//!   r11 ({2, 10} or {2, 5} into {15}, 10 and 5 each without an opponent)
//!   and small generated s991047 r8.
//!   And it must gain there over the first set: the next bracket makes
//!   more pairs with it, or moves on a lower score (its most pairs leave a
//!   lower highest score unpaired, `highest_moved_on`); a set that ties
//!   the first on both is no gain, and the first pairing stands in C.10's
//!   and D's order. JaVaFo 1.4 pairs so: generated s890019 r5 (gen2; the
//!   1.5 bracket makes two pairs either way, but moves on 4 (2.0) rather
//!   than 3 (2.5): taken) and s890356 r8, against run96 s960125 r9 ({19, 27
//!   | 26} or {27, 28 | 26}: one pair and a 19 or 28 of the same score
//!   moved on), s960181 r9 and s960209 r8 (the 3.5 bracket's other set {3,
//!   6} makes the same pair 3-10 below and moves on a 4.0 as {3, 5} does;
//!   JaVaFo 1.4 keeps 4-6). The older look-ahead (c6bc064) took every such
//!   set; measured over run95-run98 (2,000 events) and 2,000 small events
//!   (7-12 players): the rule changes 9 rounds, each to JaVaFo 1.4's
//!   pairing, and no other (notes/exact.md). Stands on: JaVaFo 1.4 for
//!   the gain (the text does not say what "now allows" asks when the first
//!   set allows the P1 pairings as well, as P1 is counted here).
//! - C.12 into the lowest bracket: when the players the penultimate
//!   bracket moves down cannot all be paired in the lowest one with a
//!   legal bye (B.1.b), so that C.13 would lower M1 there, the penultimate
//!   bracket is paired again with the lowest bracket's completion weighed
//!   above its own C.10 requirements, and that pairing is kept if it moves
//!   down a set of the same size and scores with which the lowest bracket
//!   pairs all of them ("now allows P1 pairings"). JaVaFo 1.4 pairs so
//!   (generated s880106 r7, s880234 r7, s880244 r8, s880343 r10, and
//!   s880298 r10, s880419 r7 of the same run; the hand-made
//!   `rules2012::c12_into_the_lowest_bracket_the_penultimate_bracket_moves_down_a_player_the_lowest_can_pair`
//!   and `..._moves_down_a_player_who_leaves_a_legal_bye`); where no such
//!   set exists (s860233 r5) the bracket keeps its pairing and C.13 gives
//!   the bye. Stands on: the text (C.12's words, with P = M1 in a
//!   heterogeneous lowest bracket, C.3.a, and B.1.b for the bye).
//! - C.1 / C.12 once more: the bracket above prefers downfloaters the next
//!   bracket can pair (C.1 names C.12 before any relaxation) only while
//!   that can clear C.1 there. A player moved down through this bracket
//!   with an opponent neither here nor in the next bracket is in every set
//!   this bracket can move down; C.12 then accepts another set only if it
//!   "now allows P1 pairings": one with which the next bracket makes more
//!   pairs (`pair_with_c12_backtrack` pairs the bracket again with the
//!   next bracket's pairs above its C.10 requirements), and otherwise the
//!   bracket keeps its own C.10 requirements (B.5/B.6 for its
//!   downfloaters). JaVaFo 1.4 pairs so (generated s870430 r6, s850238
//!   r8; `rules2012::c12_a_player_no_bracket_can_pair_does_not_reopen_the_bracket_above`;
//!   and, where another set lets the next bracket make a pair, generated
//!   s890488 r7, s890392 r7, s890406 r8: the 3.5 bracket of s890488 plays
//!   3-6 and moves 4 down against B.5, so that the 3.0 bracket {5 | 2, 1,
//!   4} pairs 4-5, where 5 met 3). A resident of this bracket that has
//!   no opponent here (C.1's last bullet moves it down) and none in the
//!   next bracket is in every set as well, and counts the same way
//!   (`c1_clearable`): generated s950291 r11 (run95), where the 4.0 bracket
//!   {24, 26, 27, 29} has 26 (met 24, 27, 29; no opponent in 3.5 {23, 28}
//!   either) and keeps 24-29 (C.10.c gives up B.6 for 27 before C.10.d
//!   would give up B.5 for 24), moving 27 down, although 27-29 would move
//!   24, whom the 3.5 bracket can pair: with either set it makes one pair.
//!   JaVaFo 1.4 pairs so there, in s840221 r7 (dutch2012-random), in
//!   random histories 702752 r7, 717354 r10 and 719005 r8, and in
//!   `rules2012::c1_c12_a_resident_moved_on_without_an_opponent_below_does_not_reopen_the_bracket`.
//!   The same holds when C.12 is reached after C.10 (the next bracket
//!   cannot pair all its moved-down players) while such a player is
//!   there: another set is taken only if the next bracket makes more pairs
//!   with it (`pair_bracket` in edition2017.rs). Generated s950252 r11
//!   (run95, the last round): the 6.5 bracket {6 | 2, 1, 4, 5}, 2 with no
//!   opponent there or in 6.0, keeps 6-1 (no requirement given up) and
//!   moves 4, whom 6.0 {3, 8, 10 | 4, 5} cannot pair beside 5 (both need
//!   10); 6-4 would let it pair 1-3 and 10-5, but it makes two pairs
//!   either way (4-10 8-3), and JaVaFo 1.4 keeps 6-1.
//!   Stands on: JaVaFo 1.4. When no set can clear C.1, no set lets the
//!   next bracket make the P1 pairings C.12 asks for, and reading "now
//!   allows P1 pairings" as "makes more pairs" is the reference's rule
//!   (the rounds above), not the text's.
//! - C.1 in a bracket A.3 treats as homogeneous: its players from above are
//!   paired like residents, but each is still "moved down from a higher
//!   score bracket", so one the next bracket has no opponent for sends the
//!   pairing back (C.12) and the look-ahead counts it, as it counts a
//!   heterogeneous bracket's moved-down players; `c1_clearable` looks at
//!   them too. JaVaFo 1.4 pairs so (generated s890019 r5, s890356 r8; and
//!   s880073 r11, s880116 r13, s890055 r11, where one of them passes
//!   through with no opponent here or below and the bracket keeps its
//!   pairing). Stands on: the text (C.1's first bullet names a player
//!   "moved down from a higher score bracket", whatever A.3 then makes of
//!   the bracket); `c1_clearable` over them as in the reading above.
//! - B.1.b in a lowest bracket C.13 has joined, whether A.3 calls it
//!   heterogeneous or treats it as homogeneous: the player left for the bye
//!   is a downfloater, and B.5/B.6 keep the bye from one who floated down
//!   before, but only a player of its lowest score: "such a merged score bracket shall be
//!   treated as a heterogeneous score bracket with the latest added score
//!   bracket as S1", so the players of the brackets joined onto the lowest
//!   one came down with the join and keep the float they came with, like
//!   moved-down players (`bye_is_a_downfloat`). JaVaFo 1.4 pairs so
//!   (generated s890128 r7;
//!   `rules2012::b5_the_bye_in_a_heterogeneous_joined_lowest_bracket_spares_the_last_downfloater`
//!   and `rules2012::b5_the_bye_to_a_player_of_a_bracket_joined_onto_the_lowest_is_no_repeated_downfloat`;
//!   treated as homogeneous: generated run105 s1050490 r7, where the bye
//!   follows the player who floated down when the two bye candidates swap
//!   pairing numbers, dutch2012-random s820051 r12 and
//!   `rules2012::d4_the_bye_in_a_joined_lowest_bracket_is_no_repeated_downfloat`,
//!   where it goes to a player of a joined score,
//!   `rules2012::b6_the_bye_of_a_lowest_score_player_in_a_joined_bracket_a3_treats_as_homogeneous_is_a_downfloat`
//!   and `rules2012::b5_the_bye_of_a_lowest_score_player_in_a_joined_bracket_a3_treats_as_homogeneous_comes_before_b6`).
//!   Stands on: JaVaFo 1.4 (the rounds and cases above and six random
//!   histories of c0d70ca, all paired so by it), with a reading of
//!   C.13's last sentence: the text does not say whether the bye of a
//!   joined bracket is a float for B.5/B.6 (B.1.b calls its receiver a
//!   downfloater), nor, with three or more score groups joined, whether
//!   only the lowest score or all but the latest added keep their float
//!   (no round seen where the two differ).
//! - D.4 names the lowest bracket "after repeated applications of rule
//!   C13"; a natural lowest bracket (one score of its own) keeps the
//!   digits. The corpus does not tell these apart: it comes out 696/696
//!   with the digits everywhere, with the factor in joined lowest brackets
//!   (as here), and with the factor in every lowest bracket. Stands on:
//!   the text (D.4's own words).
//! - C.13: the lowest bracket's failure is found by the completion test;
//!   the penultimate bracket is then paired again with the round's
//!   completion first, keeping every requirement above, and the first
//!   candidate in D order that lets the lowest bracket be paired is taken,
//!   unless that pairs none of the moved-down players it had paired: then
//!   P (= M1, C.3.a) has become zero and the two brackets are joined
//!   (`joins_last_bracket`), unless the joined bracket is heterogeneous
//!   (A.3), cannot pair every player the PPB brings down, and the PPB's
//!   residents-only pairing lets the lowest bracket pair every player
//!   moved into it: then that pairing stands, C.13's "P becomes zero
//!   (i.e. no pairing can be found which will allow a correct pairing for
//!   the lowest score bracket)" (`keeps_the_special_pairing`; generated
//!   s950065 r8, s950100 r8, s960467 r8). Stands on: the text for the
//!   backtrack and the join (C.13); JaVaFo 1.4 for joining rather than
//!   taking C.14.b.2's last step when M1 would fall to zero, and for when
//!   it does not (the text allows both; see `joins_last_bracket` and
//!   `keeps_the_special_pairing`).
//! - C.13 with C.14.b.2's last step ("if M1 is one, set M1=0, manage the
//!   bracket as homogeneous, set P1=P0"), where the residents' pairing
//!   stands instead of the join (`keeps_the_special_pairing`): the bracket
//!   is paired again as homogeneous with its moved-down players in it, held
//!   after its residents, S1 its first P0 players (C.4 with P = P0). Its
//!   residents' pairs are chosen by: completion, the number of pairs, the
//!   colours (X, Z / A.7.d) of it and the lowest bracket together, B.5/B.6
//!   for the downfloaters that are not S1 players (an S1 player left
//!   unpaired is the one a moved-down player takes down with it), then the
//!   lowest resident first, with the highest partner it can have, then the
//!   D order (`Members::held_last`, the slot `c13_held_order`).
//!   JaVaFo 1.4 pairs so: run97 s970493 r10, now a listed round (the 4.0
//!   bracket {10 | 13, 17, 18}: 10 must go down to 19, 19's only opponent,
//!   and 18 has none below; held, {13, 17 | 18, 10}: 13-18, 17 down, though
//!   18-17 grants both preferences in the bracket and 17 had byes the two
//!   rounds before; 22, White absolute, then grants 17's preference, so the
//!   round ties on X and Z), and JaVaFo-checked hand-made families of its
//!   shape (notes/mdp1.md): with three residents 102 of 102 events (main
//!   87), with four residents 40 of 46 (main 23; in five of the six
//!   others JaVaFo 1.4 does not weigh a float of a non-S1 player that this
//!   reading weighs, as run103 s1030291 r12 needs it weighed: no rule found
//!   that holds both), `rules2012::c13_m1_zero_*`. Among the JaVaFo-checked runs
//!   only s970493 r10 changes. The text's C.10 order in the bracket alone
//!   keeps its own colours first (18-17 there), so this stands on JaVaFo
//!   1.4's rule, not the text's words: the reference this edition follows
//!   (issue 34).
//! - A.3: a bracket at least half of whose players came from above is
//!   "treated as though it was homogeneous": its window holds the moved-
//!   down players as residents, so S1 is its top half and two of them may
//!   meet (`members`); the criteria still know who came down. C.1 comes
//!   first: a moved-down player with no opponent in the bracket (B.1, B.2)
//!   goes back through C.12 and on down, so it is not one of the bracket's
//!   players from above (M0, A.6.c) and does not count for A.3
//!   (`moved_down_in_bracket`; JaVaFo 1.4 agrees: generated s840213 r11,
//!   s840422 r5, s840479 r7, where counting it would drop B.5/B.6 for
//!   upfloaters, C.3.g/h). Likewise a resident with no opponent there is
//!   moved on by C.1 and does not count for A.3 either: generated run106
//!   s1060051 r10, the 5.5 bracket {1, 2, 5 | 3, 4, 6, 13}, where 4 has no
//!   opponent, is {1, 2, 5 | 3, 6, 13}, half from above, so homogeneous:
//!   1-3 by D.1's order, no B.6 for the upfloater 3 (C.3.g/h are for
//!   heterogeneous brackets); counted with 4, 13-1 (JaVaFo 1.4 pairs 1-3).
//!   Hand test `c1_a_resident_without_an_opponent_does_not_count_for_a3`
//!   (B.5 for an upfloater) and its control where the resident has an
//!   opponent, both paired so by JaVaFo 1.4. Stands on: the text (C.1
//!   comes before C.2, which determines M0; A.3's words).
//! - A.7: colour differences and preferences count "games played" with
//!   white and black, and a player "who has played at least one game" has
//!   one (A.7.f: none before the first game played). A forfeit is a pairing
//!   whose game was not played, so its colour is no colour history here
//!   (the shared [`crate::pairing::history::ColourHistory`] of played
//!   games). JaVaFo 1.4 departs: it counts the forfeited pairing's colour
//!   (its generated events: 20 round-2 colour differences, each after a
//!   round-1 forfeit); that is not a rule of the text, so this edition does
//!   not follow it (`rules2012::a7_a_forfeited_pairing_gives_no_colour_history`).
//!   Departs: the text is kept.
//! - Generated rounds this edition knowingly pairs otherwise than JaVaFo
//!   1.4 (issue 34): the reference breaks the text there and no rule of
//!   the reference was found that holds over the JaVaFo-checked runs
//!   (run95-98, run101: every candidate rule built lost rounds; notes of
//!   the helpers exact2-exact6). Departs: the text is kept.
//!   - C.12 after C.10 into the penultimate bracket: run97 s970405 r11
//!     (the 5.0 bracket {4 | 7, 9, 12, 19}, 9 without an opponent there:
//!     this edition 4-12, giving up B.5 for the upfloater 12 and the
//!     downfloater 19 so that the 4.5 PPB {7, 9, 19 | 13-16} can pair all
//!     three (P = M1 = M0, C.3.a; C.14.b.2 comes after C.12), JaVaFo 1.4
//!     4-19, moving 12, who needs 14 as 9 does). C.12 accepts the other
//!     set ("this now allows P1 pairings"); that C.13 lowers M1 in the PPB
//!     afterwards (13-7 15-19) does not undo it, C.13 going back to the
//!     penultimate bracket only ("backtracking is disallowed when already
//!     backtracking from a lower score bracket"). JaVaFo 1.4 pays for such
//!     a set elsewhere (s880287 r12 and the rounds of the reading on C.12
//!     after C.10 above), and in
//!     `rules2012::c12_into_the_penultimate_bracket_stays_when_c13_lowers_its_m1_afterwards`,
//!     derived from the text, it pairs as the text, also in variants that
//!     give up above B.5 for both the upfloater and the downfloater, as
//!     here, or B.5 for the upfloater and a colour, and in one whose lowest
//!     bracket is a joined one, as here: its refusal here is no rule found.
//!   - A tie that the PPB's own order breaks: run102 s1020115 r7 (the 2.5
//!     PPB {5, 7, 9 | 2, 4}, 5 without an opponent there, P1 = 1: this
//!     edition 4-7, JaVaFo 1.4 4-9, the other going down with 2 and 5).
//!     The two tie on every criterion and on the factor of the PPB and the
//!     lowest bracket (10.5); the PPB's D order gives 4-7 (2-9 fails below;
//!     then 4, by D.2's exchange or as D.3's second set, meets 7 before 9,
//!     as an A.3-homogeneous or a heterogeneous bracket). JaVaFo 1.4's
//!     4-9 comes first only in the PPB and the lowest bracket joined into
//!     one (S1 {2, 4, 5, 7}), and with 7 and 9 renumbered it still pairs 4
//!     with the player numbered 9: its order, not a criterion. C.13 joins
//!     the two only "if in the penultimate score bracket P becomes zero".
//!     The hand-made case
//!     `rules2012::c13_a_tie_in_the_penultimate_bracket_goes_by_its_own_order_not_a_joined_one`
//!     derives the text's pairing, and JaVaFo 1.4 departs there too, by
//!     number again.

use super::criteria::{FloatsBefore, ScoreDifferences, treated_as_homogeneous};
use super::edition2017::{ByCompletion, CompletionText, Mode, maximum_matching, players_of};
use super::window::{self, BracketPairing, Criteria, Members, Ties};
use crate::pairing::context::Context;
use crate::pairing::history::{FloatRules, Strength};
use crate::pairing::matching::{Digits, Layout, LayoutBuilder};
use crate::pairing::trace::BracketRecord;

/// The 2012 text.
pub(super) struct Text2012;

/// The 2012 edition of the Dutch system.
pub(super) type Edition2012 = ByCompletion<Text2012>;

impl CompletionText for Text2012 {
    /// B.1.b: a point or half point without playing is a downfloat and bars
    /// the bye.
    const FLOAT_RULES: FloatRules = FloatRules::Rules2012;

    type Criteria<'a> = Criteria2012<'a>;

    /// C.12 is reached after C.10 as well as from C.1: see the list of
    /// readings above.
    const PAIRS_AGAIN_FOR_THE_NEXT_BRACKET: bool = true;

    /// C.13 with C.14.b.2's last step: see the reading on the penultimate
    /// bracket managed as homogeneous with its moved-down players above.
    const C13_PPB_HOMOGENEOUS_WITH_ITS_MDPS: bool = true;

    fn criteria<'a>(
        ctx: &'a Context<'a>,
        members: &Members,
        mode: Mode,
        moved_down: usize,
    ) -> Criteria2012<'a> {
        Criteria2012::new(ctx, members, mode, moved_down)
    }

    /// A.3: "A heterogeneous score bracket of which at least half of the
    /// players have come from a higher score bracket is also treated as
    /// though it was homogeneous": S1 is its highest half (C.4 with P =
    /// P1), exchanges (D.2) move players between S1 and S2, and two
    /// moved-down players may meet like any two players of a homogeneous
    /// bracket. So its window holds them as residents; the criteria still
    /// know who was moved down (their downfloat is already given, C.3.e).
    fn members(ctx: &Context<'_>, mdps: &[usize], residents: &[usize], next: &[usize]) -> Members {
        // A.3 counts the bracket C.2 sees: C.1 has moved on the residents
        // without an opponent there (see the A.3 reading above).
        let bracket = players_of(mdps, residents);
        let staying = residents_c1_keeps(ctx, residents, &bracket);
        if treated_as_homogeneous(moved_down_in_bracket(ctx, mdps, residents), staying) {
            return window::members(&[], &bracket, next);
        }
        window::members(mdps, residents, next)
    }

    /// C.13: the lowest bracket cannot be paired, so the penultimate one
    /// (PPB) is searched again for "another pairing ... which will allow a
    /// pairing in the lowest score bracket"; "if in the penultimate score
    /// bracket P becomes zero (i.e. no pairing can be found which will
    /// allow a correct pairing for the lowest score bracket) then the two
    /// lowest score brackets are joined".
    ///
    /// In a heterogeneous PPB, P is M1 (C.3.a), and the search lowers M1
    /// (C.14.b.2). Read here: when its moved-down players were paired
    /// before and the round can now be completed only by pairing none of
    /// them, M1, hence P, has become zero, and the brackets are joined: the
    /// PPB pairs nobody. C.14.b.2's last step (M1 = 0, "manage the bracket
    /// as homogeneous") would instead pair its residents among themselves
    /// and move the MDPs down; the text allows both readings, and JaVaFo
    /// 1.4, the era's engine, joins consistently: dutch2012-random s820068
    /// r12, s820081 r8, s820098 r6, s820101 r9, the hand-made case
    /// `c13_p_becoming_zero_in_the_penultimate_bracket_joins_the_brackets`
    /// (rules2012.rs) and the 696 corpus rounds agree with it.
    ///
    /// Fewer moved-down players paired (M1 lowered, not to zero) is still a
    /// pairing of the PPB. A PPB whose moved-down players could not be
    /// paired at all was already managed as homogeneous (P = P1) before
    /// C.13 came back to it, and one A.3 treats as homogeneous has P = P1
    /// too: those keep their best completing pairing (P reaches zero only
    /// when that pairs nobody, the same outcome as the join).
    ///
    /// And when C.14.b.1 has lowered P1 to the moved-down players' pairs
    /// alone (P = M1) and the round completes only with a D.3 set of lower
    /// scores than the first one the bracket can pair, P becomes zero too
    /// and the brackets are joined, if the joined bracket can pair every
    /// PPB player below (`c13_lower_set_joins`; generated s1050290 r11,
    /// s1060261 r9).
    fn joins_last_bracket(
        ctx: &Context<'_>,
        ordinary: &BracketPairing,
        special: &BracketPairing,
        mdps: &[usize],
        residents: &[usize],
        below: &[usize],
    ) -> bool {
        // C.14.b.1 lowered P1 to M1 and only a D.3 set of lower scores
        // completes the round: P becomes zero (`c13_lower_set_joins`).
        if c13_lower_set_joins(ctx, special, mdps, residents, below) {
            return true;
        }
        let mdps_paired =
            |p: &BracketPairing| p.pairs.iter().filter(|(a, b)| mdps.contains(a) || mdps.contains(b)).count();
        // Joined, "such a merged score bracket shall be treated as a
        // heterogeneous score bracket with the latest added score bracket
        // as S1": every player of the PPB comes into the last bracket as
        // moved down (A.3 treats it as homogeneous when they are at least
        // half of it).
        !treated_as_homogeneous(moved_down_in_bracket(ctx, mdps, residents), residents.len())
            && mdps_paired(ordinary) > 0
            && mdps_paired(special) == 0
    }

    /// C.13 again, the join decided: "if in the penultimate score bracket P
    /// becomes zero (i.e. no pairing can be found which will allow a
    /// correct pairing for the lowest score bracket) then the two lowest
    /// score brackets are joined". The PPB's special pairing here pairs
    /// none of its moved-down players: its residents are paired among
    /// themselves (C.14.b.2's last step, M1 = 0, "manage the bracket as
    /// homogeneous", P1 lowered if need be) and the moved-down players go
    /// down. By the parenthesis, that pairing stands instead of the join
    /// when it "will allow a correct pairing for the lowest score bracket":
    /// every player it moves down is paired there (the bye to one of the
    /// lowest bracket's own players). By C.14.b.1
    /// instead ("got to the remainder", P1 lowered to zero: the join) and
    /// C.14.b.2 in the joined bracket (M1 lowered from M0), it never does.
    ///
    /// JaVaFo 1.4 takes the parenthesis only when the joined bracket is
    /// heterogeneous (A.3: fewer than half of it came from the PPB) and
    /// cannot pair every PPB player with a player of the lowest bracket (M1
    /// = M0, C.3.a): generated s950065 r8 (the 3.0 PPB {3 | 8, 9}: 9-8, then
    /// 12-3 13-11 bye 14, where the join {3, 8, 9 | 11-14} would pair 12-3
    /// 9-14 13-11 bye 8, M1 = 2) and s950100 r8 (the 2.5 PPB {14 | 16, 22}:
    /// 22-16, then 14-23 19-21 bye 18), run96 s960467 r8 (the 3.0 PPB {7 |
    /// 8, 10, 12}: 12-8 alone, P1 = 1 of P0 = 2, then 15-7 10-17 13-18 bye
    /// 16), all listed rounds, and
    /// `rules2012::c13_the_penultimate_brackets_residents_pairing_that_completes_the_round_is_no_join`.
    /// It joins where the joined bracket pairs every PPB player (listed
    /// s820081 r8; run95 s950008 r12; s950065 r8 with one colour changed so
    /// that 8-11 is legal: 12-3 11-8 9-14 bye 13), where a player the
    /// special pairing moves down would take the bye below (run93 s930067
    /// r12, run95 s950344 r11, s950455 r11, s950178 r6; gen2 s890031 r6,
    /// s890308 r7) and where the joined bracket is one
    /// A.3 treats as homogeneous (run95 s950336 r9: 5 PPB players, 3 below).
    /// Measured with a release build against the join alone, over the
    /// 2012 corpus (100 files), the listed rounds and 5,100 generated
    /// events checked by JaVaFo 1.4 (run88-96, gen2; notes/exact2.md):
    /// only s950065 r8, s950100 r8 and s960467 r8 change, all three to
    /// JaVaFo 1.4's pairing.
    /// Stands on: JaVaFo 1.4 (issue 34); the text reads both ways (the
    /// parenthesis against C.14.b.1), and JaVaFo 1.4 follows neither
    /// always.
    fn keeps_the_special_pairing(
        ctx: &Context<'_>,
        joined: &[usize],
        below: &[usize],
        last: &BracketPairing,
        special: &BracketPairing,
        lowest: impl FnOnce() -> BracketPairing,
    ) -> bool {
        // A.3: the joined bracket's players from above are the PPB's (C.13's
        // last sentence); when they are at least half of it, it is managed
        // as homogeneous and the join stands.
        if treated_as_homogeneous(moved_down_in_bracket(ctx, joined, below), below.len()) {
            return false;
        }
        // M1 = M0 in the joined bracket: the join pairs every PPB player.
        let from_ppb = |p: usize| joined.contains(&p);
        let across = last.pairs.iter().filter(|&&(a, b)| from_ppb(a) != from_ppb(b)).count();
        if across == joined.len() {
            return false;
        }
        // "a correct pairing for the lowest score bracket": every player the
        // PPB moves down is paired there, the bye legal (B.1.b).
        let lowest = lowest();
        lowest.floaters.len() <= 1
            && lowest.floaters.iter().all(|&p| ctx.eligible[p] && !special.floaters.contains(&p))
    }

    /// The procedure's steps (C.2, C.10, C.14, C.1) each bracket took.
    fn notes(ctx: &Context<'_>, record: &BracketRecord) -> Vec<String> {
        super::explain2012::notes(ctx, record)
    }
}

/// C.1: how many of the `residents` have an opponent in the `bracket` and
/// stay in it; the others are moved on before C.2 counts the bracket, so
/// A.3 and P0 do not count them (see the A.3 reading above).
fn residents_c1_keeps(ctx: &Context<'_>, residents: &[usize], bracket: &[usize]) -> usize {
    residents.iter().filter(|&&r| ctx.has_opponent_among(r, bracket)).count()
}

/// C.1: a moved-down player with no possible opponent in the bracket is
/// not paired there (C.12, then moved down again): the players the bracket
/// has come from above (A.3, A.6.c's M0) are the others.
fn moved_down_in_bracket(ctx: &Context<'_>, mdps: &[usize], residents: &[usize]) -> usize {
    mdps.iter().filter(|&&m| ctx.has_opponent_among(m, mdps.iter().chain(residents))).count()
}

/// C.13 / C.14.b in a heterogeneous penultimate bracket: whether some
/// pairing of it pairs every moved-down player that has an opponent there
/// (M1 = M0) and makes as many pairs as such a pairing can (P1), while every
/// player of the lowest bracket, with the players this pairing moves down,
/// has an opponent there by B.1 and B.2 (C.1 does not send the lowest
/// bracket straight to C.13), one excepted in an odd lowest bracket (the
/// bye; JaVaFo 1.4, run96 s960408 r7 probe p408e). A small search; past
/// its budget it answers yes (the order kept as it was).
///
/// Why a search and not one maximum matching as the other look-aheads:
/// C.1 asks each player alone for an opponent, so two players of the
/// lowest bracket who have met everyone there may both count on the same
/// player moved down. Which players a maximum pairing of the bracket can
/// move down together is a matroid's bases, and asking for one such set
/// that meets every given set of players (each lonely player's possible
/// opponents) is a hitting-set question, NP-hard in general. Giving each
/// lonely player a moved-down player of its own is a matching, but it
/// answers no where C.1 passes: 423 of the 6,657 calls over run95-98 and
/// run101-106 (no round of them pairs differently), and JaVaFo 1.4 follows
/// C.1 in the hand-made
/// `rules2012::c13_c14b_two_lowest_players_may_count_on_one_moved_down_player`
/// (notes/poly.md).
pub(super) fn all_mdps_paired_clears_c1_below(
    ctx: &Context<'_>,
    mdps: &[usize],
    residents: &[usize],
    below: &[usize],
) -> bool {
    let bracket = players_of(mdps, residents);
    let paired_mdps: Vec<usize> =
        mdps.iter().copied().filter(|&m| ctx.has_opponent_among(m, &bracket)).collect();
    struct Search<'s, 'c> {
        ctx: &'s Context<'c>,
        below: &'s [usize],
        /// Players of the lowest bracket with no opponent among its own:
        /// only a player moved down can give them one.
        needy: Vec<usize>,
        budget: u32,
        best: usize,
        clears: bool,
    }
    impl Search<'_, '_> {
        fn clears_c1(&self, down: &[usize]) -> bool {
            let meets_one_of =
                |p: usize, others: &[usize]| others.iter().any(|&q| q != p && self.ctx.compatible(p, q));
            let lonely = self.needy.iter().filter(|&&p| !meets_one_of(p, down)).count()
                + down.iter().filter(|&&p| !meets_one_of(p, down) && !meets_one_of(p, self.below)).count();
            // An odd lowest bracket gives the bye: one player there needs no
            // opponent.
            lonely <= (self.below.len() + down.len()) % 2
        }
        /// Pairs the moved-down players in `mdps` with free residents, then
        /// residents among themselves; `down` collects who goes down.
        fn go(&mut self, mdps: &[usize], free: &mut Vec<usize>, down: &mut Vec<usize>, pairs: usize) {
            if self.budget == 0 {
                return;
            }
            self.budget -= 1;
            if let Some((&m, rest)) = mdps.split_first() {
                for i in 0..free.len() {
                    let r = free[i];
                    if self.ctx.compatible(m, r) {
                        free.remove(i);
                        self.go(rest, free, down, pairs + 1);
                        free.insert(i, r);
                    }
                }
                return;
            }
            // Fewer pairs than a pairing already found: not the P1 of C.2.
            if pairs + free.len() / 2 < self.best {
                return;
            }
            let Some(&r) = free.first() else {
                let clears = self.clears_c1(down);
                if pairs > self.best {
                    self.best = pairs;
                    self.clears = clears;
                } else if pairs == self.best {
                    self.clears |= clears;
                }
                return;
            };
            free.remove(0);
            for i in 0..free.len() {
                let q = free[i];
                if self.ctx.compatible(r, q) {
                    free.remove(i);
                    self.go(mdps, free, down, pairs + 1);
                    free.insert(i, q);
                }
            }
            down.push(r);
            self.go(mdps, free, down, pairs);
            down.pop();
            free.insert(0, r);
        }
    }
    let needy = below.iter().copied().filter(|&p| !ctx.has_opponent_among(p, below)).collect();
    let mut search = Search { ctx, below, needy, budget: 20_000, best: 0, clears: false };
    let mut free = residents.to_vec();
    let mut down: Vec<usize> = mdps.iter().copied().filter(|m| !paired_mdps.contains(m)).collect();
    search.go(&paired_mdps, &mut free, &mut down, 0);
    search.budget == 0 || search.clears
}

/// C.13 back in a heterogeneous penultimate bracket (PPB) no moved-down
/// player passes through, C.14.b.1 having lowered P1 to the M1 moved-down
/// players its special pairing pairs (P = M1, C.3.a: every pair of it holds
/// a moved-down player, the remainder makes none): whether "P becomes zero"
/// and the two brackets are joined because those players are a D.3 set of
/// lower scores than the first set of M1 players the bracket can pair
/// ("the M1 highest players", D.3), and the joined bracket, "treated as a
/// heterogeneous score bracket with the latest added score bracket as S1"
/// (C.13), can pair every player of the PPB with one of the lowest bracket
/// (M1 = M0 there, C.3.a). A set of the same scores is paired (C.8.b); a
/// lower set stands when the joined bracket could not pair every PPB
/// player below, or when the PPB still makes a pair of residents (P1 above
/// M1). See the reading in the module doc (issue 34).
fn c13_lower_set_joins(
    ctx: &Context<'_>,
    special: &BracketPairing,
    mdps: &[usize],
    residents: &[usize],
    below: &[usize],
) -> bool {
    let bracket = players_of(mdps, residents);
    // A player passing through (no opponent in the PPB) has its own C.14.b.1
    // reading (`c13_passer_gets_to_remainder`); D.3 sets belong to a
    // heterogeneous bracket (A.3).
    if mdps.is_empty() || mdps.iter().any(|&m| !ctx.has_opponent_among(m, &bracket)) {
        return false;
    }
    let staying = residents_c1_keeps(ctx, residents, &bracket);
    if treated_as_homogeneous(mdps.len(), staying) {
        return false;
    }
    let mut paired: Vec<i32> = special
        .pairs
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .filter(|p| mdps.contains(p))
        .map(|p| ctx.score[p])
        .collect();
    let m1 = paired.len();
    // P = M1 below M0: P1 lowered to the moved-down players' pairs alone.
    if m1 == 0 || m1 >= mdps.len() || special.pairs.len() != m1 {
        return false;
    }
    // D.3's first set of M1 players the bracket can pair: the highest scores
    // first, a player skipped only when no resident is left for it (a set
    // with no pairing in the bracket is no candidate at all). Greedy by
    // score is exact here: the sets that can each be given a resident are
    // the independent sets of a transversal matroid.
    let mut by_score: Vec<usize> = mdps.to_vec();
    by_score.sort_by_key(|&p| std::cmp::Reverse(ctx.score[p]));
    let mut first: Vec<usize> = Vec::new();
    for &m in &by_score {
        if first.len() == m1 {
            break;
        }
        first.push(m);
        if mdps_paired_to_residents(ctx, &first, residents) < first.len() {
            first.pop();
        }
    }
    let mut highest: Vec<i32> = first.iter().map(|&p| ctx.score[p]).collect();
    highest.sort_unstable_by_key(|&s| std::cmp::Reverse(s));
    paired.sort_unstable_by_key(|&s| std::cmp::Reverse(s));
    // The same scores: the other set is an equal pairing by B.3, and C.8.b
    // takes it.
    if paired == highest {
        return false;
    }
    mdps_paired_to_residents(ctx, &bracket, below) == bracket.len()
}

/// C.13 back in a heterogeneous penultimate bracket a moved-down player
/// passes through: the M1 at which its procedure first gets to the
/// remainder, when the passer stays in the bracket and counts in P0 (C.12,
/// which C.1 would name for it, is disallowed while backtracking). C.14.b.2
/// lowers M1 from M0 until some pairing pairs exactly M1 moved-down players
/// (to residents); at that M1 the remainder has P1 - M1 pairs to make when
/// M1 < P0, and then C.14.b.1 takes over ("if the pairing procedure has got
/// to the remainder at least once, reduce P1", M1 coming down only with
/// it), whether the remainder makes its pairs or not (hand-made
/// `rules2012::c13_c14b1_*`). `None` when no such M1 exists.
fn c13_passer_gets_to_remainder(ctx: &Context<'_>, mdps: &[usize], residents: &[usize]) -> Option<usize> {
    let bracket = players_of(mdps, residents);
    let resident_passers = residents.len() - residents_c1_keeps(ctx, residents, &bracket);
    let p0 = (bracket.len() - resident_passers) / 2;
    // C.14.b.2 finds a pairing with M1 moved-down players paired for every
    // M1 up to the most that can each be given a resident (dropping pairs of
    // such a pairing leaves one for any smaller M1); the first below P0 is
    // where the remainder is reached with pairs to make.
    let m1 = mdps_paired_to_residents(ctx, mdps, residents).min(p0.saturating_sub(1));
    (m1 > 0).then_some(m1)
}

/// The most players of `mdps` that can each be paired with a player of
/// `residents` at once (B.1, B.2), the M1 pairs of C.4's S1 and S2: a
/// maximum matching weighing those pairs first.
fn mdps_paired_to_residents(ctx: &Context<'_>, mdps: &[usize], residents: &[usize]) -> usize {
    let players = players_of(mdps, residents);
    let across = |p: usize, q: usize| mdps.contains(&p) != mdps.contains(&q);
    let weight = players.len() as i64 + 1;
    let pairs = maximum_matching(ctx, &players, |p, q| 1 + weight * i64::from(across(p, q)));
    pairs.iter().filter(|&&(p, q)| across(p, q)).count()
}

/// C.13 back in a heterogeneous penultimate bracket no moved-down player
/// passes through, of 2 M0 + 1 players (P0 = M0): with M1 = M0 the
/// heterogeneous part makes all P0 pairs and leaves one resident, the
/// remainder has no pair to make, and the round is complete when that
/// resident takes the bye: the lowest bracket has an even number of
/// players, none of whom may have it (B.1.b), and pairs among itself. When
/// some resident may take it and every MDP can be given a resident of its
/// own, the procedure gets to that remainder, so C.14.b.1 (P1 lowered, M1
/// with it) comes before C.14.b.2: `Some(M0)`. JaVaFo 1.4 pairs so only
/// when a resident may take the bye (hand-made
/// `rules2012::c13_c14b1_p0_equal_to_m0_*`; without one it lowers M1 and
/// keeps the residents' pair, as the text's C.14.b.2 does).
fn c13_remainder_reached_at_m0(
    ctx: &Context<'_>,
    mdps: &[usize],
    residents: &[usize],
    below: &[usize],
) -> Option<usize> {
    let size = mdps.len() + residents.len();
    let bracket = players_of(mdps, residents);
    let mdps: Vec<usize> = mdps.iter().copied().filter(|&m| ctx.has_opponent_among(m, &bracket)).collect();
    let m0 = mdps.len();
    if m0 == 0
        || size != 2 * m0 + 1
        || below.len() % 2 == 1
        || below.iter().any(|&q| ctx.eligible[q])
        || !residents.iter().any(|&r| ctx.eligible[r])
    {
        return None;
    }
    // Every MDP its own resident, and the lowest bracket pairs among itself.
    let all_mdps = mdps_paired_to_residents(ctx, &mdps, residents) == m0;
    let below_pairs_up = 2 * maximum_matching(ctx, below, |_, _| 1).len() == below.len();
    (all_mdps && below_pairs_up).then_some(m0)
}

/// Where each 2012 requirement sits in a window's weight, most kept first.
#[derive(Clone, Copy, Debug)]
struct Slots {
    /// C.13 (with B.1.b): the round completes, special mode only.
    c13: usize,
    /// C.14.b.1 in C.13's re-pair of a penultimate bracket a moved-down
    /// player passes through (`c13_passer_gets_to_remainder`): pairs that are
    /// not residents' pairs, right below the round's completion.
    c13_no_remainder_pairs: usize,
    /// C.14.b / D.3: moved-down players paired (M1), and their scores.
    m1: usize,
    /// D.4 (B.3) in a lowest bracket C.13 has joined: the B3 factor of the
    /// whole bracket, the moved-down players' pairs and the bye included
    /// (JaVaFo 1.4's reading, see `fields`), below M1 and above the rest.
    b3_factor_whole: usize,
    /// D.3: the higher moved-down players paired, right below the factor;
    /// in D.4's joined lowest bracket after B.5/B.6 (see `fields`).
    m1_scores: Digits,
    /// C.14.a: pairs (P1).
    p1: usize,
    /// C.13 back in a penultimate bracket A.3 treats as homogeneous: B.3 as
    /// D.4's B3 factor of its own pairs, every player it moves down counted
    /// as a bye (`c13_a3_base`), in place of the digits of `b3`.
    c13_a3_factor: usize,
    /// C.13 back in a heterogeneous penultimate bracket that never got to
    /// the remainder with M1 = M0 (C.14.b.2, `c13_p1_before_d3`): its pairs
    /// (P1), above D.3's set.
    c13_ppb_p1: usize,
    /// B.3: the score differences, as the gain of pairing two players
    /// instead of floating both (not in a joined lowest bracket, where the
    /// B3 factor above is all of B.3).
    b3: Digits,
    /// C.1 / C.12: players this bracket moves down that the next bracket
    /// can pair (ordinary mode).
    c1_mdps: usize,
    /// C.12 into the lowest bracket: its pairs, its players who may not
    /// have the bye (B.1.b) paired, and the players moved down into it
    /// paired, when the bracket is paired again so that the lowest one
    /// pairs all its moved-down players.
    c12_lowest_pairs: usize,
    c12_lowest_no_bye: usize,
    c12_lowest_mdps: usize,
    /// C.12 (reached after C.10 too): pairs the next bracket can make, when
    /// the bracket is paired again for the next bracket's P1.
    c12_next: usize,
    /// C.12 into a heterogeneous next bracket: its moved-down players
    /// paired there (M1 = M0, C.3.a), in the same pairing again.
    c12_next_mdps: usize,
    /// C.13 back in a heterogeneous penultimate bracket a moved-down player
    /// passes through, once the MDPs' pairs are fixed (`mdp_pairs_fixed`):
    /// the D.4 B3 factor of that bracket and the lowest one together, then
    /// the bracket's pairs (P1), above the residents' colour requirements
    /// and B.5/B.6 as downfloaters (see `fields`); but the bracket's pairs
    /// above the factor when every moved-down player with an opponent there
    /// is paired (M1 = M0: `c13_p1_kept`).
    c13_p1_kept: usize,
    c13_factor: usize,
    c13_p1: usize,
    /// C.10.g: pairs keeping B.2 (top scorers only can break it).
    b2: usize,
    /// C.10.f (odd rounds): pairs keeping A.7.d.
    a7d: usize,
    /// C.10.e: pairs granting every colour preference (X).
    x: usize,
    /// C.10.e (even rounds): pairs granting every strong preference (Z).
    z: usize,
    /// C.10.d, c: B.5 and B.6 for downfloaters.
    b5_down: usize,
    b6_down: usize,
    /// C.10.b, a: B.5 and B.6 for upfloaters.
    b5_up: usize,
    b6_up: usize,
    /// C.13's penultimate bracket managed as homogeneous with its
    /// moved-down players held last (`held_s1`): its pairs, the lowest
    /// player first, with the highest partner it can have.
    c13_held_order: usize,
    ties: Ties,
}

/// The 2012 requirements of one window.
pub(super) struct Criteria2012<'a> {
    ctx: &'a Context<'a>,
    mode: Mode,
    slots: Slots,
    layout: Layout,
    odd_round: bool,
    /// How many of the bracket's players (its first ones) were moved down
    /// into it: the window's MDPs, or in a bracket A.3 treats as
    /// homogeneous, residents of the window all the same.
    moved_down: usize,
    /// B.3: the score differences of the bracket.
    sd: ScoreDifferences,
    /// Digit per MDP score (highest first).
    mdp_scores: Vec<i32>,
    /// D.4: the lowest bracket's bye baseline (one point below its lowest
    /// score), when this window is the lowest bracket.
    d4_base: Option<i32>,
    /// C.13 with a moved-down player passing through the penultimate
    /// bracket: the bye baseline of the B3 factor of the window (one point
    /// below its lowest score); `None` in every other window.
    c13_passer_base: Option<i32>,
    /// C.13 back in a heterogeneous penultimate bracket whose moved-down
    /// players could never all be paired so that the lowest bracket clears
    /// C.1 (`all_mdps_paired_clears_c1_below`): C.14.b.2 lowers M1 and
    /// keeps P1, so the bracket's pairs stand above D.3's set.
    c13_p1_before_d3: bool,
    /// Whether step B of the settle has fixed the MDPs' pairs
    /// (`mdp_pairs_fixed`): only then is the factor above weighed.
    c13_factor_on: bool,
    /// M0 of the window as C.2 counts it (A.6.c, after C.1): its moved-down
    /// players with an opponent in the bracket.
    m0: usize,
    /// Whether step B of the settle paired all of them (M1 = M0) in a C.13
    /// window with a player passing through: then the bracket's pairs rank
    /// above the B3 factor (`c13_p1_kept`).
    c13_p1_kept_on: bool,
    /// C.13 back in a penultimate bracket A.3 treats as homogeneous (its
    /// players from above are at least half of it, so the window holds them
    /// as residents): the bye baseline of D.4's B3 factor, one point below
    /// the lowest score of the window; `None` in every other window.
    c13_a3_base: Option<i32>,
    /// C.13 with a player passing through the penultimate bracket: the M1
    /// at which C.14.b.1 takes over (`c13_passer_gets_to_remainder`).
    c13_passer_m1_remainder: Option<usize>,
    /// C.14.b.1 in that bracket once its MDPs' pairs are fixed with fewer
    /// than that M1 paired: P1 has come down to M1, so no residents' pair.
    c13_no_remainder_pairs: bool,
    /// C.14.b.1 in that bracket when the window's optimum pairs fewer
    /// moved-down players than that M1 (`mdps_paired_in_optimum`): P1 = M1,
    /// so the MDPs' pairs are chosen as the bracket's only pairs and a pair
    /// of two residents is one the lowest bracket makes.
    c13_mdp_pairs_only: bool,
    /// C.13 in a penultimate bracket with P0 = M0 and no passer: the M0
    /// at which the remainder is reached (`c13_remainder_reached_at_m0`).
    c13_m0_remainder_reached: Option<usize>,
    /// C.13's penultimate bracket managed as homogeneous with its
    /// moved-down players held after its residents (`Members::held_last`):
    /// the size of its S1, the first half of the bracket (P0 players);
    /// `None` in every other window.
    held_s1: Option<usize>,
    /// C.1 / C.12: whether moving down players the next bracket can pair
    /// may still clear C.1 there: no player of this bracket has an opponent
    /// neither here nor in the next bracket. Such a player is in every set
    /// the bracket can move down, whether it was moved down into it (the
    /// window's moved-down players or, in a bracket A.3 treats as
    /// homogeneous, its first `moved_down` residents) and passes through, or
    /// is a resident that C.1's last bullet moves on.
    c1_clearable: bool,
    /// Per bracket member: moved down into this bracket from a higher score
    /// (its score is above the bracket's) and without an opponent in the
    /// next block, which is the lowest bracket (2012 C.1's first bullet).
    /// Empty outside the C.1 look-ahead pairing, the only one that reads it.
    moved_down_without_opponent_below: Vec<bool>,
}

/// One point in the engine's scores (tenths of a point): D.4's bye is a
/// game against one point less than the lowest score.
const ONE_POINT: i32 = 10;

/// How the colour preferences of two players clash: the same colour, and
/// both at least strong, or both absolute, in it.
#[derive(Clone, Copy)]
struct ColourClash {
    same: bool,
    strong: bool,
    absolute: bool,
}

impl ColourClash {
    fn of(ctx: &Context<'_>, ph: usize, pl: usize) -> ColourClash {
        let (prefh, prefl) = (ctx.history.facts[ph].preference, ctx.history.facts[pl].preference);
        let same = prefh.colour.is_some() && prefh.colour == prefl.colour;
        let both_at_least = |strength: Strength| prefh.strength >= strength && prefl.strength >= strength;
        ColourClash {
            same,
            strong: same && both_at_least(Strength::Strong),
            absolute: same && both_at_least(Strength::Absolute),
        }
    }
}

impl<'a> Criteria2012<'a> {
    fn new(ctx: &'a Context<'a>, members: &Members, mode: Mode, moved_down: usize) -> Criteria2012<'a> {
        let list = &members.list;
        let sd = ScoreDifferences::new(ctx, members);
        let mut mdp_scores: Vec<i32> = list[..members.mdp_count].iter().map(|&p| ctx.score[p]).collect();
        mdp_scores.sort_unstable_by(|a, b| b.cmp(a));
        mdp_scores.dedup();
        let n = list.len() as u64;
        // D.4: the lowest bracket (special mode, nobody below it) weighs B.3
        // by its B3 factor once C.13 has joined score brackets into it: the
        // players its homogeneous part is made of have more than one score
        // (the residents of the window; in a bracket A.3 treats as
        // homogeneous, the moved-down players too: D.4's "such a bracket
        // either is homogeneous (when the number of players coming from the
        // penultimate score bracket is equal or higher than the number of
        // LSB players) or eventually produces a homogeneous remainder").
        let residents = &list[members.mdp_count..members.bracket_len];
        let joined = residents.iter().any(|&p| ctx.score[p] != ctx.score[residents[0]]);
        let lowest = mode == Mode::Special && members.len() == members.bracket_len && joined;
        let d4_base = lowest.then(|| list.iter().map(|&p| ctx.score[p]).min().unwrap_or(0) - ONE_POINT);
        let highest = list.iter().map(|&p| ctx.score[p]).max().unwrap_or(0);
        let most = d4_base.map_or(0, |base| 2 * u64::from((highest - base).unsigned_abs()).pow(2));
        // C.13 back in a heterogeneous penultimate bracket (special mode, the
        // lowest bracket below it in the window) holding a moved-down player
        // with no opponent in it (C.1 moves them on): see `fields`.
        let (bracket, below) = list.split_at(members.bracket_len);
        // Heterogeneous as C.2 sees it: some moved-down player can be paired
        // there (M0 > 0); a bracket whose moved-down players all pass through
        // is homogeneous (generated s950218 r12).
        let mdps_in = &bracket[..members.mdp_count];
        let passer = mdps_in.iter().any(|&m| !ctx.has_opponent_among(m, bracket))
            && mdps_in.iter().any(|&m| ctx.has_opponent_among(m, bracket));
        let c13_passer_base = (mode == Mode::Special && !below.is_empty() && passer)
            .then(|| list.iter().map(|&p| ctx.score[p]).min().unwrap_or(0) - ONE_POINT);
        let c13_passer_m1_remainder = c13_passer_base
            .and_then(|_| c13_passer_gets_to_remainder(ctx, mdps_in, &bracket[members.mdp_count..]));
        let c13_p1_before_d3 = mode == Mode::Special
            && !below.is_empty()
            && members.mdp_count > 0
            && !all_mdps_paired_clears_c1_below(ctx, mdps_in, &bracket[members.mdp_count..], below);
        let m0 = mdps_in.iter().filter(|&&m| ctx.has_opponent_among(m, bracket)).count();
        // C.13 back in a penultimate bracket A.3 treats as homogeneous: its
        // window holds no moved-down players, though players came from
        // above (see `fields`).
        let c13_a3_base =
            (mode == Mode::Special && !below.is_empty() && members.mdp_count == 0 && moved_down > 0)
                .then(|| list.iter().map(|&p| ctx.score[p]).min().unwrap_or(0) - ONE_POINT);
        let most_a3 = c13_a3_base.map_or(0, |base| 2 * u64::from((highest - base).unsigned_abs()).pow(2));
        let most_c13 =
            c13_passer_base.map_or(0, |base| 2 * u64::from((highest - base).unsigned_abs()).pow(2));
        let mut b = LayoutBuilder::new();
        let (c13, c13_no_remainder_pairs, m1, c13_ppb_p1) = (b.field(3), b.field(1), b.field(2), b.field(1));
        let b3_factor_whole = b.field(most.max(1));
        // D.3's set (the higher moved-down players paired) right below the
        // factor, except in D.4's joined lowest bracket, where it comes after
        // the colours and the floats (see `fields`).
        let m1_scores_digits = |b: &mut LayoutBuilder| b.digits(mdp_scores.len().max(1), 2);
        let m1_scores_above = d4_base.is_none().then(|| m1_scores_digits(&mut b));
        let slots = Slots {
            c13,
            c13_no_remainder_pairs,
            m1,
            c13_ppb_p1,
            b3_factor_whole,
            p1: b.field(1),
            c13_a3_factor: b.field(most_a3.max(1)),
            b3: b.digits(sd.count, 3),
            c1_mdps: b.field(1),
            c12_lowest_pairs: b.field(1),
            c12_lowest_no_bye: b.field(2),
            c12_lowest_mdps: b.field(1),
            c12_next: b.field(1),
            c12_next_mdps: b.field(1),
            c13_p1_kept: b.field(1),
            c13_factor: b.field(most_c13.max(1)),
            c13_p1: b.field(1),
            b2: b.field(1),
            a7d: b.field(1),
            x: b.field(1),
            z: b.field(1),
            b5_down: b.field(2),
            b6_down: b.field(2),
            b5_up: b.field(1),
            b6_up: b.field(1),
            c13_held_order: b.field(((members.bracket_len + 1) * (members.bracket_len + 1)) as u64),
            m1_scores: m1_scores_above.unwrap_or_else(|| m1_scores_digits(&mut b)),
            ties: Ties { t1: b.field(1), t2: b.field(n + 1), t3: b.field(n + 2) },
        };
        Criteria2012 {
            ctx,
            mode,
            slots,
            layout: b.build(n / 2),
            moved_down,
            odd_round: ctx.input.round % 2 == 1,
            sd,
            mdp_scores,
            d4_base,
            c13_passer_base,
            c13_p1_before_d3,
            c13_factor_on: false,
            m0,
            c13_p1_kept_on: false,
            c13_a3_base,
            c13_passer_m1_remainder,
            c13_no_remainder_pairs: false,
            c13_mdp_pairs_only: false,
            held_s1: (members.held_last > 0).then_some(members.bracket_len / 2),
            c13_m0_remainder_reached: (mode == Mode::Special
                && !below.is_empty()
                && c13_passer_base.is_none())
            .then(|| c13_remainder_reached_at_m0(ctx, mdps_in, &bracket[members.mdp_count..], below))
            .flatten(),
            // Every player of the bracket, not only those moved down into
            // it: a resident without an opponent here is moved on by C.1
            // and, with none in the next bracket either, holds every set
            // (generated s950291 r11; see the readings above).
            c1_clearable: list[..members.bracket_len].iter().all(|&p| ctx.has_opponent_among(p, list)),
            // Read only by the C.1 look-ahead pairing (`fields`): not worked
            // out for the other windows.
            moved_down_without_opponent_below: if matches!(mode, Mode::Ordinary { c1_lookahead: true, .. }) {
                let (bracket, next) = list.split_at(members.bracket_len);
                let bracket_score = bracket.iter().map(|&p| ctx.score[p]).min().unwrap_or(0);
                bracket
                    .iter()
                    .map(|&p| ctx.score[p] > bracket_score && !ctx.has_opponent_among(p, next))
                    .collect()
            } else {
                Vec::new()
            },
        }
    }

    /// B.1.b in a lowest bracket: whether `p`, left for the bye, would be
    /// a downfloater. In a joined one (D.4's), only a player of its lowest
    /// score, the lowest bracket's own; the players of the brackets joined
    /// onto it came down with the join (C.13, `fields`).
    fn bye_is_a_downfloat(&self, p: usize) -> bool {
        self.d4_base.is_none_or(|base| self.ctx.score[p] == base + ONE_POINT)
    }

    fn mdp_score_digit(&self, score: i32) -> usize {
        self.mdp_scores.iter().position(|&s| s == score).unwrap_or(0)
    }

    /// A.7.d (odd rounds: strong preferences treated as absolute), X (every
    /// colour preference granted) and Z (even rounds: every strong
    /// preference granted) for a pair with the colour `clash`.
    fn colour_requirements(&self, clash: ColourClash, c: &mut [i64]) {
        let s = &self.slots;
        c[s.x] = i64::from(!clash.same);
        if self.odd_round {
            c[s.a7d] = i64::from(!clash.strong);
        } else {
            c[s.z] = i64::from(!clash.strong);
        }
    }
}

impl Criteria for Criteria2012<'_> {
    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn ties(&self) -> Ties {
        self.slots.ties
    }

    /// C.13 with a player passing through the penultimate bracket: the MDPs'
    /// pairs are settled (M1, D.3's set, B.5/B.6 for their upfloaters, D.1
    /// for their opponents) before the B3 factor is weighed (`fields`).
    /// When they are all paired (M1 = M0), C.14 has lowered nothing, and the
    /// bracket's pairs (P1) stay above the factor: C.14 lowers P1 only when
    /// no pairing with P1 pairs, once C.10 has dropped what it may, lets the
    /// lowest bracket be paired (see the C.13 readings above).
    fn mdp_pairs_fixed(&mut self, paired_mdps: usize) -> bool {
        let turn_on = self.c13_passer_base.is_some() && !self.c13_factor_on;
        self.c13_factor_on |= turn_on;
        self.c13_p1_kept_on |= turn_on && paired_mdps == self.m0;
        // C.14.b.1: past the M1 at which the procedure got to the remainder, P1 is lowered
        // and M1 comes down only with it (P = M1, C.3.a), so a pairing with
        // fewer moved-down players paired makes no residents' pair. Not at
        // M1 = 0: C.14.b.2 then manages the bracket as homogeneous with P1 =
        // P0 (generated s1010192 r7: JaVaFo 1.4 pairs 5-8 there).
        self.c13_no_remainder_pairs =
            turn_on && self.c13_passer_m1_remainder.is_some_and(|m1| paired_mdps > 0 && paired_mdps < m1);
        turn_on
    }

    /// C.14.b.1 in C.13's re-pair of a penultimate bracket a moved-down
    /// player passes through: once the procedure has got to the remainder
    /// (at the M1 of `c13_passer_gets_to_remainder`), P1 is lowered and M1 with it (P = M1,
    /// C.3.a), so with fewer MDPs paired the bracket's pairs are the MDPs'
    /// alone: they are chosen by M1, D.3's scores, then C.10.e (X) over
    /// those pairs, a residents' pair being one the lowest bracket makes
    /// (hand-made `rules2012::c13_c14b1_*`, checked with JaVaFo 1.4: 3-4
    /// alone where the pairs of the set of the same score would cost a
    /// colour, 2-5 with 4-6 below where they would not).
    fn mdps_paired_in_optimum(&mut self, paired_mdps: usize) -> bool {
        let passer = self.c13_passer_base.is_some()
            && !self.c13_factor_on
            && self.c13_passer_m1_remainder.is_some_and(|m1| paired_mdps > 0 && paired_mdps < m1);
        // The same with P0 = M0 and no passer, once M1 = M0 has reached the
        // remainder (`c13_remainder_reached_at_m0`): generated run101
        // s1010240 r5, PPB 2 {1, 3 | 4, 6, 7}, 6 may take the bye: 1-6
        // alone, 7-4 below (A.7.d given up in the lowest bracket), where
        // C.14.b.2 keeps 1-7 6-4.
        let p0_is_m0 = self.c13_m0_remainder_reached.is_some_and(|m0| paired_mdps > 0 && paired_mdps < m0);
        let on = passer || p0_is_m0;
        self.c13_mdp_pairs_only = on;
        on
    }

    fn fields(&self, members: &Members, h: usize, l: usize, c: &mut [i64]) {
        let ctx = self.ctx;
        let s = &self.slots;
        let (ph, pl) = (members.list[h], members.list[l]);
        let (sh, sl) = (ctx.score[ph], ctx.score[pl]);
        let residents_pair = members.in_bracket(l) && members.is_resident(h) && members.is_resident(l);
        // C.14.b.1 with P = M1 (`mdps_paired_in_optimum`): a pair of two
        // residents is weighed as a pair of the lowest bracket.
        let inl = members.in_bracket(l) && !(self.c13_mdp_pairs_only && residents_pair);
        let ineligible = |p: usize| i64::from(!ctx.eligible[p]);
        // C.13 back in a heterogeneous penultimate bracket a moved-down
        // player passes through, its MDPs' pairs fixed: the B3 factor of it
        // and the lowest bracket together, on every edge of the window (see
        // below, `!inl`).
        let c13_base = self.c13_passer_base.filter(|_| self.c13_factor_on);
        if let Some(base) = c13_base {
            let bye = |score: i32| i64::from(score - base).pow(2);
            c[s.c13_factor] = bye(sh) + bye(sl) - i64::from(sh - sl).pow(2);
        }
        if self.c13_no_remainder_pairs {
            c[s.c13_no_remainder_pairs] = i64::from(!residents_pair);
        }
        match self.mode {
            // C.13 with B.1.b: complete the round with a legal bye.
            Mode::Special => c[s.c13] = 1 + ineligible(ph) + ineligible(pl),
            // C.1: a moved-down player for whom the next bracket has no
            // opponent sends the pairing back here (C.12), so the players
            // moved down are first ones the next bracket can pair: an edge
            // from this bracket into the next block is such a pair. Only in
            // that second pairing (`c1_lookahead`): C.12 keeps it when it
            // moves down players with the same scores as the first
            // (edition2017.rs `pair_with_c12_backtrack`). Not
            // when the next bracket is the lowest: there C.1 names C.13,
            // which first lowers M1 (the player may take the bye) and goes
            // back to the penultimate bracket only if the lowest one
            // cannot be paired (the completion test). Nor when a player of
            // this bracket (moved down into it, or a resident C.1 moves on)
            // has an opponent neither here nor in the next bracket: every
            // set this bracket can move down holds them, so no other set
            // clears C.1 there, and C.12
            // accepts one only if it lets the next bracket make more pairs
            // (`c1_clearable`; the P1 test of edition2017.rs).
            Mode::Ordinary { next_bracket_pairs, next_is_last, c1_lookahead, lowest_pairs_mdps } => {
                // C.12 into the lowest bracket (edition2017.rs `pair_bracket`):
                // an edge into or inside the next block is a pair the lowest
                // bracket makes; every edge pairs its players who may not
                // have the bye (B.1.b); an edge from this bracket into the
                // next block pairs a player moved down there.
                if lowest_pairs_mdps {
                    c[s.c12_lowest_pairs] = i64::from(!inl);
                    c[s.c12_lowest_no_bye] = ineligible(ph) + ineligible(pl);
                    c[s.c12_lowest_mdps] = i64::from(members.in_bracket(h) && !inl);
                }
                c[s.c1_mdps] = i64::from(
                    c1_lookahead && members.in_bracket(h) && !inl && !next_is_last && self.c1_clearable,
                );
                // Into the lowest bracket, C.1's first bullet still comes
                // before its second for a player moved down into this bracket
                // from a higher score who would have no opponent there: C.12
                // sends the pairing back here, and a pairing that keeps that
                // player here and moves down "another set of players of the
                // same size and with the same scores" is accepted
                // (`pair_with_c12_backtrack` checks the scores). The look-ahead
                // pairing therefore pairs such players inside this bracket
                // first, rather than leave them the bye below. A resident of
                // this bracket without an opponent below is C.13's and may take
                // the bye (above). JaVaFo 1.4 pairs both so (s840221 round 11,
                // s860233 round 5 in tests/data/random/dutch2012).
                // Above the penultimate bracket likewise: JaVaFo 1.4 keeps
                // such a player here too (s850207 round 6). And in a bracket
                // A.3 treats as homogeneous, whose window holds its
                // moved-down players as residents: A.3 changes how the
                // bracket is paired, not where they came from, and C.1's
                // first bullet names a player "moved down from a higher score
                // bracket" (generated s890019 round 5 and s890356 round 8,
                // now listed rounds, and
                // `rules2012::c1_c12_a_player_moved_down_into_a_bracket_a3_treats_as_homogeneous_sends_the_pairing_back`;
                // `c1_clearable` counts them too, so that one who passes
                // through with an opponent neither here nor below leaves the
                // look-ahead off, as JaVaFo 1.4 pairs generated s880073
                // round 11, s880116 round 13 and s890055 round 11).
                if c1_lookahead && members.in_bracket(h) && inl && self.c1_clearable {
                    let stays = |w: usize| i64::from(self.moved_down_without_opponent_below[w]);
                    c[s.c1_mdps] = stays(h) + stays(l);
                }
                // C.12 reached after C.10: an edge into or inside the next
                // block is a pair the next bracket makes.
                if next_bracket_pairs {
                    c[s.c12_next] = i64::from(!inl);
                    c[s.c12_next_mdps] = i64::from(members.in_bracket(h) && !inl);
                }
            }
        }
        if !inl && self.held_s1.is_some() {
            // C.13's penultimate bracket managed as homogeneous with its
            // moved-down players (see the reading above): the colours of the
            // pairs below count with the bracket's, as one pairing of both
            // brackets.
            self.colour_requirements(ColourClash::of(ctx, ph, pl), c);
            c[s.b2] = 1;
            c[s.b5_up] = 1;
            c[s.b6_up] = 1;
            return;
        }
        if !inl {
            if c13_base.is_some() {
                // The round completes (C.13), so every candidate makes as many
                // pairs: a pair below the bracket counts as keeping its colour
                // and upfloater requirements, and those fields count the
                // bracket's pairs that break them, whoever it moves down.
                c[s.b2] = 1;
                c[s.x] = 1;
                if self.odd_round {
                    c[s.a7d] = 1;
                } else {
                    c[s.z] = 1;
                }
                c[s.b5_up] = 1;
                c[s.b6_up] = 1;
            }
            return;
        }
        // C.14.b / D.3: the moved-down players paired, the highest first.
        // A window holds moved-down players only when A.3 calls the bracket
        // heterogeneous (`Text2012::members`), so `is_mdp` is that test.
        for w in [h, l] {
            if members.is_mdp(w) {
                let p = members.list[w];
                c[s.m1] += 1;
                c[s.m1_scores.at(self.mdp_score_digit(ctx.score[p]))] += 1;
            }
        }
        // C.14.a: pairs (below the B3 factor in the C.13 window above, unless
        // every moved-down player with an opponent here is paired).
        if c13_base.is_some() {
            if self.c13_p1_kept_on {
                c[s.c13_p1_kept] = 1;
            } else {
                c[s.c13_p1] = 1;
            }
        } else if self.c13_p1_before_d3 {
            // C.14.b.2 in C.13's re-pair: M1 lowered with P1 kept, so C.8.b's
            // other D.3 sets come before fewer pairs.
            c[s.c13_ppb_p1] = 1;
        } else {
            c[s.p1] = 1;
        }
        if let Some(base) = self.d4_base {
            // D.4: the B3 factor, the sum of the squared score differences
            // of the pairs, the bye counting as a game against one point
            // less than the lowest score, is minimised: as the gain over
            // everyone having the bye, each pair adds both players' bye
            // terms and takes off its own squared difference.
            //
            // D.4 speaks of the homogeneous bracket or remainder. In a
            // heterogeneous one the text pairs the moved-down players first
            // (C.6 with D.1's S2 in A.2 order; when M1 < M0, D.3's set,
            // C.8.b) and measures only the remainder by the factor. JaVaFo
            // 1.4, the 2012 edition's only reference, measures the whole
            // joined bracket, the moved-down players' pairs and the bye
            // included, below M1 and above which of them are paired (D.3)
            // and every colour or float requirement (B.3 comes before
            // B.4-B.6), as though C.14.b.2 had managed it "as homogeneous":
            // generated s890091 round 6 (M1 < M0: the 2.5 is paired and
            // the 3.0 gets the bye, 9.25 against 11.25, although that grants
            // fewer colour preferences; `rules2012::d4_the_b3_factor_chooses_the_moved_down_player_paired`),
            // s890547 round 7 (M1 = M0: 2-9 and 8-10 against 2-10 and 8-11,
            // 14 against 14.5) and corpus 1004 round 6 agree. So this
            // edition follows it
            // (`relax2012::d4_the_moved_down_players_of_a_heterogeneous_joined_bracket_are_paired_by_the_factor_too`).
            // Stands on: JaVaFo 1.4, against D.4's letter ("such a
            // homogeneous score bracket or remainder"): the reference's
            // consistent rule, which this edition, whose only reference it
            // is, follows (issue 34); the digits below M1 would be the text's.
            // The factor is all of B.3 there ("regarding how to use this
            // criterion after repeated application of rule C.13"): the
            // moved-down players' pairs are not weighed again by their
            // largest differences below it. Where two pairings have the same
            // factor, JaVaFo 1.4 goes on to the colours, the floats, D.3's
            // set and the D order: generated s890401 round 12 (8-19, 13-11,
            // 12-18 and 8-18, 11-19, 12-13 both make 13.5; the first comes
            // first in D.1), now a listed round; nothing else changed in
            // 2,100 generated events re-paired. D.3's set (`m1_scores`)
            // comes after the colours and floats there, as the text tries
            // it (C.8.b) before C.10 gives any of them up: generated run105
            // s1050199 r8 (20-24 21-23 bye 22 and 22-23 24-21 bye 20 both
            // make 6.5; the second grants one more preference and is
            // JaVaFo 1.4's), now a listed round, and the hand-made
            // `rules2012::d4_at_a_factor_tie_*` cases.
            let bye = |score: i32| i64::from(score - base).pow(2);
            c[s.b3_factor_whole] = bye(sh) + bye(sl) - i64::from(sh - sl).pow(2);
        } else if let Some(base) = self.c13_a3_base {
            // C.13 back in a penultimate bracket A.3 treats as homogeneous:
            // B.3 by D.4's B3 factor of the bracket alone, a player it moves
            // down counting as a bye (one point below the window's lowest
            // score), as the gain of pairing two instead of floating both.
            // Where the digits below and the factor part, JaVaFo 1.4 takes the
            // factor: generated s970241 r8, s1020311 r10 (a tie: the colours
            // decide), s1030364 r12 and
            // `rules2012::c13_an_a3_homogeneous_penultimate_bracket_weighs_b3_by_the_b3_factor`;
            // see the readings above.
            let bye = |score: i32| i64::from(score - base).pow(2);
            c[s.c13_a3_factor] = bye(sh) + bye(sl) - i64::from(sh - sl).pow(2);
        } else if c13_base.is_none() {
            // B.3: score differences, from everyone floating (in the C.13
            // window above, the B3 factor is B.3).
            for d in s.b3.fields() {
                c[d] = 1;
            }
            c[s.b3.at(self.sd.float_digit(sh))] += 1;
            c[s.b3.at(self.sd.float_digit(sl))] += 1;
            c[s.b3.at(self.sd.digit(sh - sl))] -= 1;
        }
        // The colour requirements.
        let clash = ColourClash::of(ctx, ph, pl);
        // B.2 (only top scorers may meet so): two absolute preferences.
        c[s.b2] = i64::from(!clash.absolute);
        self.colour_requirements(clash, c);
        // B.5 (one round ago) and B.6 (two rounds ago). C.3.g/h: the
        // upfloater requirements are set in heterogeneous brackets only,
        // where the upfloaters are the opponents of the moved-down players;
        // a remainder, or a bracket A.3 treats as homogeneous, has none.
        // Stands on: the text (C.3.g/h are set for heterogeneous score
        // brackets only; A.3 treats a remainder, and a bracket at least half
        // of whose players came from above, as homogeneous).
        let upfloat_counted = members.is_mdp(h);
        for (rounds_ago, down, up) in [(1, s.b5_down, s.b5_up), (2, s.b6_down, s.b6_up)] {
            let f = FloatsBefore::of(ctx, ph, pl, rounds_ago);
            // C.3.e/f: the downfloaters are the players the bracket moves
            // down; a pair inside a remainder, which A.3 treats as
            // homogeneous, moves nobody down even when the two scores
            // differ (a joined lowest bracket), so both its members are
            // spared. A moved-down player keeps the float it came with.
            //
            // In a lowest bracket the player left unpaired is a downfloater
            // (B.1.b: "A player who has received a point ... through a bye
            // ... is a downfloater (see A4)"), so the bracket "produces
            // downfloaters" (C.3.e/f) and B.5/B.6 keep the bye from a
            // player who floated down before, also in D.4's joined bracket
            // when A.3 treats it as homogeneous (its moved-down players
            // held as residents). JaVaFo 1.4 pairs so: generated run105
            // s1050490 r7 (joined {16, 13, 17 | 15, 18}, the bye to 15, not
            // to 18, who floated down in round 5; with 15's and 18's pairing
            // numbers swapped the bye follows the player), now a listed
            // round, and
            // `rules2012::b6_the_bye_of_a_lowest_score_player_in_a_joined_bracket_a3_treats_as_homogeneous_is_a_downfloat`,
            // `rules2012::b5_the_bye_of_a_lowest_score_player_in_a_joined_bracket_a3_treats_as_homogeneous_comes_before_b6`.
            // Only a player of the lowest score counts (below): in
            // dutch2012-random s820051 r12 and
            // `rules2012::d4_the_bye_in_a_joined_lowest_bracket_is_no_repeated_downfloat`
            // the bye goes to a player of a joined score who floated down
            // before. In a heterogeneous joined bracket, and in
            // any other lowest bracket, the same (a moved-down player
            // keeps the float it came with). JaVaFo 1.4 pairs so too:
            // generated s890128 round 7 (equal factors; the bye to 11, not
            // to 18, who floated down in round 6, at the cost of B.6 for
            // the upfloater 18), now a listed round, and
            // `rules2012::b5_the_bye_in_a_heterogeneous_joined_lowest_bracket_spares_the_last_downfloater`;
            // in a natural lowest bracket
            // `rules2012::b5_the_bye_in_a_natural_lowest_bracket_spares_the_last_downfloater`.
            // Counting a moved-down player's float as well is not its rule
            // (generated s890187 r8, s890027 r10: the bye to a moved-down
            // player who floated down the round before). Nor is a resident
            // of a score bracket C.13 joined onto the lowest one counted:
            // "such a merged score bracket shall be treated as a
            // heterogeneous score bracket with the latest added score
            // bracket as S1", so its players came down with the join and,
            // like moved-down players, keep the float they came with; only
            // a player of the lowest score left for the bye is a new
            // downfloater (`bye_is_a_downfloat`).
            //
            // Stands on: the text for the downfloaters being the players the
            // bracket moves down and for a remainder floating nobody (C.3.e/f
            // "bracket produces downfloaters", A.3, A.4), and for a moved-down
            // player keeping its float (A.4 gives it one whether it is paired
            // here or moved on), and for the bye's receiver being a
            // downfloater (B.1.b). JaVaFo 1.4 for the bye of a joined lowest
            // bracket being a float only for a player of its lowest score.
            // In C.13's penultimate bracket managed as homogeneous with its
            // moved-down players held last, an S1 player left unpaired is the
            // one a moved-down player took down with it: its float is not
            // weighed (see the reading above).
            let counted = |w: usize| self.held_s1.is_none_or(|s1| w >= s1);
            c[down] = i64::from(f.down_l && self.bye_is_a_downfloat(pl) && counted(l))
                + i64::from(
                    f.down_h
                        && (f.equal || h >= self.moved_down)
                        && self.bye_is_a_downfloat(ph)
                        && counted(h),
                );
            c[up] = i64::from(!(upfloat_counted && f.repeated_upfloat()));
        }
        if self.held_s1.is_some() {
            // The lowest player first, with the highest partner it can have.
            let len = members.bracket_len as i64;
            c[s.c13_held_order] = (l as i64 + 1) * (len + 1) - h as i64;
        }
    }
}
