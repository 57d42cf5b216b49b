//! The 2017 text (Baku 2016 / Göynük 2017, in force until 2026-01-31): its
//! completion route (A.9: the PPB and the collapsed last bracket) and its
//! quality criteria C.4–C.19 as weight fields of a window of its own.
//!
//! Completion: a matcher over every player still to pair
//! ([`Completion`]) answers "can the round still be completed?" after each
//! ordinary bracket. When it cannot, that bracket is the PPB: it is paired
//! again in special mode, where C.4 completion (with C.2) comes first and
//! the window's next block holds every player below; its downfloaters and
//! everyone below then form the CLB.

use super::criteria::{FloatsBefore, ScoreDifferences, colour_goods, treated_as_homogeneous};
use super::round::{Bracket, Edition, Outcome};
use super::window::{
    self, BracketPairing, Criteria, FieldSink, Members, Ties, Window, pack_through_sink, settle,
};
use crate::pairing::completion::Completion;
use crate::pairing::context::Context;
use crate::pairing::error::PairingError;
use crate::pairing::history::FloatRules;
use crate::pairing::matching::{Digits, Layout, LayoutBuilder, Matcher};
use crate::pairing::trace::BracketRecord;
use std::marker::PhantomData;

/// What a text paired by the A.9 completion route (2017; the 2012 text's
/// C.13 backtracking to the penultimate bracket is the same route) puts in
/// its windows.
pub(super) trait CompletionText {
    /// The float and bye rules of the text.
    const FLOAT_RULES: FloatRules;

    /// The text's criteria of one window: its weight layout and fields.
    type Criteria<'a>: Criteria;

    /// `moved_down`: how many of the bracket's players (the first ones of
    /// `members.list`) were moved down into it, whether or not the window
    /// treats them as MDPs (see [`CompletionText::members`]).
    fn criteria<'a>(
        ctx: &'a Context<'a>,
        members: &Members,
        mode: Mode,
        moved_down: usize,
    ) -> Self::Criteria<'a>;

    /// The lines `explain` adds about a paired bracket (none by default).
    fn notes(_ctx: &Context<'_>, _record: &BracketRecord) -> Vec<String> {
        Vec::new()
    }

    /// Who is where in the window of a bracket: by default its MDPs, then
    /// its residents, then the next block.
    fn members(_ctx: &Context<'_>, mdps: &[usize], residents: &[usize], next: &[usize]) -> Members {
        window::members(mdps, residents, next)
    }

    /// Whether a bracket whose next bracket cannot make all its pairs (its
    /// P1) with the players moved down is paired again, keeping its pairs
    /// and the scores it moves down, so that the next bracket can (the 2012
    /// text's C.12; never, by default).
    const PAIRS_AGAIN_FOR_THE_NEXT_BRACKET: bool = false;

    /// Whether a PPB that keeps its special pairing after all
    /// (`keeps_the_special_pairing`), its moved-down players going down, is
    /// paired again as one bracket managed as homogeneous with them held
    /// after its residents (the 2012 edition's reading of JaVaFo 1.4;
    /// never, by default).
    const C13_PPB_HOMOGENEOUS_WITH_ITS_MDPS: bool = false;

    /// Whether the PPB, given its ordinary pairing (which left the round
    /// incomplete) and its pairing in special mode (completion first),
    /// pairs nobody and joins the last bracket (`below`) instead: a text
    /// whose procedure allows the PPB fewer outcomes than the special
    /// pairing says so here (never, by default).
    fn joins_last_bracket(
        _ctx: &Context<'_>,
        _ordinary: &BracketPairing,
        _special: &BracketPairing,
        _mdps: &[usize],
        _residents: &[usize],
        _below: &[usize],
    ) -> bool {
        false
    }

    /// Whether the PPB keeps its special pairing after all when
    /// `joins_last_bracket` said join: `joined` (the PPB's players) and
    /// `below` (the lowest bracket's) would be paired as `last`; `lowest`
    /// pairs the lowest bracket below the special pairing instead (never,
    /// by default).
    fn keeps_the_special_pairing(
        _ctx: &Context<'_>,
        _joined: &[usize],
        _below: &[usize],
        _last: &BracketPairing,
        _special: &BracketPairing,
        _lowest: impl FnOnce() -> BracketPairing,
    ) -> bool {
        false
    }
}

/// Pairs one window by `T`'s criteria on a matcher of its own.
fn pair_window<T: CompletionText>(
    ctx: &Context<'_>,
    mdps: &[usize],
    residents: &[usize],
    next: &[usize],
    mode: Mode,
) -> BracketPairing {
    pair_members::<T>(ctx, T::members(ctx, mdps, residents, next), mode, mdps.len())
}

/// C.13 with C.14.b.2's last step, M1 = 0: the penultimate bracket managed
/// as homogeneous with its moved-down players `mdps` held after its
/// `residents` (see `CompletionText::C13_PPB_HOMOGENEOUS_WITH_ITS_MDPS`),
/// the lowest bracket `below` in the window.
fn pair_held_last<T: CompletionText>(
    ctx: &Context<'_>,
    mdps: &[usize],
    residents: &[usize],
    below: &[usize],
) -> BracketPairing {
    let bracket: Vec<usize> = residents.iter().chain(mdps).copied().collect();
    let mut members = window::members(&[], &bracket, below);
    members.held_last = mdps.len();
    pair_members::<T>(ctx, members, Mode::Special, 0)
}

/// Pairs the window `members` by `T`'s criteria (`moved_down` players of it
/// came from above) on a matcher of its own.
fn pair_members<T: CompletionText>(
    ctx: &Context<'_>,
    members: Members,
    mode: Mode,
    moved_down: usize,
) -> BracketPairing {
    let n = members.len();
    let criteria = T::criteria(ctx, &members, mode, moved_down);
    // With an odd window, one more vertex for whoever stays unpaired: the
    // same optima, found without rebuilding a blossom at every re-solve.
    let bye_vertex = window::bye_vertex(n);
    let vertices = n + usize::from(bye_vertex.is_some());
    // The compact store (`matching::store`): a window's weights take few
    // distinct values, so one `u32` per pair instead of some fifteen limbs
    // (issue 31: Dutch 2017 round 3 at 3,000, 12% less CPU and a fifth of
    // the memory; its scans streamed the dense matrix from memory).
    let mut matcher = Matcher::compact_with_weight_bits(vertices, criteria.layout().bits() as usize);
    settle(Window::new(ctx, criteria, members, (0..n).collect(), Vec::new(), bye_vertex, &mut matcher))
}

/// The round state of the completion route: the completion test of A.9.
pub(super) struct ByCompletion<T: CompletionText> {
    completion: Completion,
    text: PhantomData<T>,
}

/// The 2017 text.
pub(super) struct Text2017;

/// The 2017 edition of the Dutch system.
pub(super) type Edition2017 = ByCompletion<Text2017>;

impl CompletionText for Text2017 {
    /// A.4.b: any round not played is a downfloat; C.2: no PAB after a PAB
    /// or a forfeit win.
    const FLOAT_RULES: FloatRules = FloatRules::Any;

    type Criteria<'a> = Criteria2017<'a>;

    fn criteria<'a>(
        ctx: &'a Context<'a>,
        members: &Members,
        mode: Mode,
        _moved_down: usize,
    ) -> Criteria2017<'a> {
        Criteria2017::new(ctx, members, mode)
    }
}

impl<T: CompletionText> Edition for ByCompletion<T> {
    const FLOAT_RULES: FloatRules = T::FLOAT_RULES;

    /// A.9: "If it is impossible to complete a round-pairing, the arbiter
    /// shall decide what to do."
    fn start(ctx: &Context<'_>, order: &[usize]) -> Result<Self, PairingError> {
        let completion =
            Completion::new(ctx, order).ok_or(PairingError::NoValidPairing { round: ctx.input.round })?;
        Ok(ByCompletion { completion, text: PhantomData })
    }

    fn pair_bracket(&mut self, ctx: &Context<'_>, b: &Bracket<'_>) -> Outcome {
        if b.below.is_empty() {
            // The last bracket (natural or collapsed): C.4 completion and
            // C.2 first (A.9 note: the PAB is part of the last bracket).
            return Outcome {
                pairing: pair_window::<T>(ctx, b.mdps, b.residents, &[], Mode::Special),
                penultimate: false,
            };
        }
        let next_is_last = b.next.len() == b.below.len();
        let ordinary_mode = |next_bracket_pairs, c1_lookahead| Mode::Ordinary {
            next_is_last,
            next_bracket_pairs,
            c1_lookahead,
            lowest_pairs_mdps: false,
        };
        let mut ordinary = if T::PAIRS_AGAIN_FOR_THE_NEXT_BRACKET {
            pair_with_c12_backtrack::<T>(ctx, b, ordinary_mode)
        } else {
            pair_window::<T>(ctx, b.mdps, b.residents, b.next, ordinary_mode(false, false))
        };
        if T::PAIRS_AGAIN_FOR_THE_NEXT_BRACKET
            && !ordinary.floaters.is_empty()
            && !next_bracket_pairs_all(ctx, &ordinary.floaters, b.next)
        {
            let again = pair_window::<T>(ctx, b.mdps, b.residents, b.next, ordinary_mode(true, true));
            // C.12 accepts another set only if it "now allows P1 pairings".
            // When a player of this bracket is in every set with no
            // opponent in the next bracket (`c1_clearable`), the next
            // bracket's C.1 sends the pairing back for it whatever this
            // bracket moves down, and, as for C.12 reached from C.1
            // (`pair_with_c12_backtrack`), another set is a gain only if
            // the next bracket makes more pairs with it. JaVaFo 1.4 pairs
            // so: generated s950252 r11 (run95), where the 6.5 bracket {6 |
            // 2, 1, 4, 5}, 2 with no opponent there or in 6.0, keeps 6-1
            // although 6-4 would let the 6.0 bracket pair both its other
            // moved-down players (1-3 10-5): 6.0 makes two pairs either way
            // (4-10 8-3). Stands on: JaVaFo 1.4 (issue 34).
            //
            // A next bracket whose own C.1 moves a resident on (no opponent
            // there beside the players this bracket moves down) does not
            // take the other set weighed with all its residents when that
            // set leaves it one A.3 treats as homogeneous: JaVaFo 1.4 keeps
            // the first set (generated s950325 r10, s960493 r10, s970014
            // r13, s970152 r8: the other set's gain is the resident's pair),
            // and takes the other one where it makes the next bracket
            // heterogeneous with all its moved-down players paired (M1 =
            // M0, s950316 r11), or where it gains pairs without that
            // resident (below). See the readings in edition2012.rs.
            //
            // C.12 is reached again at each P1 the next bracket lowers to
            // (C.14 "restart from C3.a"), so a set with which it makes more
            // pairs than with the first is taken even short of its P0
            // (`p1_lowered_allows_p1`).
            let lonely = lonely_residents(ctx, &ordinary.floaters, b.next);
            if (next_bracket_pairs_all(ctx, &again.floaters, b.next)
                || m1_lowered_allows_p1(ctx, &ordinary.floaters, &again.floaters, b.next)
                || p1_lowered_allows_p1(ctx, &ordinary.floaters, &again.floaters, b.next))
                && (lonely.is_empty() || next_bracket_heterogeneous(ctx, &again.floaters, b.next))
                && (c1_clearable(ctx, b)
                    || next_bracket_pairs(ctx, &again.floaters, b.next)
                        > next_bracket_pairs(ctx, &ordinary.floaters, b.next))
            {
                ordinary = again;
            } else {
                // The same next bracket with C.1's last bullet done: its
                // residents without an opponent there beside the first set
                // (`lonely_residents`) are moved on before C.12 is reached
                // after C.10, and P1 is counted after C.1 (the first reading
                // in edition2012.rs). Another set that "now allows P1
                // pairings" among the others (same size and scores, C.12) is
                // accepted, also when it leaves the next bracket one A.3
                // treats as homogeneous; one that gains only the moved-on
                // resident's pair is not (the gate above). JaVaFo 1.4 pairs
                // so: generated s1050332 r12 (run105: the 6.0 bracket {8, 10,
                // 12 | 4, 3}, 1 passing, plays 8-4 at the cost of Z so that 12,
                // not 8, goes into 5.5 {9, 11, 14}, where 11 has no opponent
                // either way and 9-12 is the second pair beside 14-1) and the
                // hand-made
                // `rules2012::c12_after_c10_p1_counted_after_c1_moved_a_resident_on`,
                // against s970014 r13 and s970152 r8 (the other set's extra
                // pair is the moved-on resident's). Stands on: the text (C.1
                // before C.2's P0; C.12's "now allows P1 pairings").
                if !lonely.is_empty() {
                    let rest: Vec<usize> = b.next.iter().copied().filter(|p| !lonely.contains(p)).collect();
                    let again = pair_window::<T>(ctx, b.mdps, b.residents, &rest, ordinary_mode(true, true));
                    if same_scores(ctx, &again.floaters, &ordinary.floaters)
                        && (next_bracket_pairs_all(ctx, &again.floaters, &rest)
                            || m1_lowered_allows_p1(ctx, &ordinary.floaters, &again.floaters, &rest)
                            || p1_lowered_allows_p1(ctx, &ordinary.floaters, &again.floaters, &rest))
                        && (c1_clearable(ctx, b)
                            || next_bracket_pairs(ctx, &again.floaters, &rest)
                                > next_bracket_pairs(ctx, &ordinary.floaters, &rest))
                    {
                        ordinary = again;
                    }
                }
            }
        }
        // 2012 C.12 into the lowest bracket: the players this bracket moves
        // down are ones the lowest bracket cannot all pair with a legal bye
        // (B.1.b), so it would lower M1 (C.13, C.14.b.2). C.12 ("if there are
        // moved down players: backtrack") accepts a pairing of this bracket
        // that moves down "another set of players of the same size and with
        // the same scores" which "now allows P1 pairings": weighed above this
        // bracket's C.10 requirements, as for any C.12.
        if T::PAIRS_AGAIN_FOR_THE_NEXT_BRACKET
            && next_is_last
            && !ordinary.floaters.is_empty()
            && !lowest_bracket_pairs_all(ctx, &ordinary.floaters, b.next)
        {
            let lowest_mode = Mode::Ordinary {
                next_is_last,
                next_bracket_pairs: false,
                c1_lookahead: false,
                lowest_pairs_mdps: true,
            };
            let again = pair_window::<T>(ctx, b.mdps, b.residents, b.next, lowest_mode);
            if same_scores(ctx, &again.floaters, &ordinary.floaters)
                && lowest_bracket_pairs_all(ctx, &again.floaters, b.next)
            {
                ordinary = again;
            }
        }
        if let Some(rest) = self.completion.after(ctx, &ordinary.pairs) {
            self.completion = rest;
            return Outcome { pairing: ordinary, penultimate: false };
        }
        // A.9: this bracket is the PPB. Pair it again so that the round can
        // be completed (C.4); everything below collapses.
        let special = pair_window::<T>(ctx, b.mdps, b.residents, b.below, Mode::Special);
        if T::joins_last_bracket(ctx, &ordinary, &special, b.mdps, b.residents, b.below) {
            let joined = players_of(b.mdps, b.residents);
            // The joined last bracket is paired with completion first; a
            // window that still cannot complete the round (it keeps the
            // moved-down players apart) keeps the special pairing rather
            // than fail a round that can be paired. A text may keep it too
            // when it lets the lowest bracket be paired after all (2012:
            // `keeps_the_special_pairing`).
            let last = pair_window::<T>(ctx, &joined, b.below, &[], Mode::Special);
            let lowest = || pair_window::<T>(ctx, &special.floaters, b.below, &[], Mode::Special);
            if last.floaters.len() <= 1
                && last.floaters.iter().all(|&p| ctx.eligible[p])
                && !T::keeps_the_special_pairing(ctx, &joined, b.below, &last, &special, lowest)
            {
                return Outcome {
                    pairing: BracketPairing { pairs: Vec::new(), floaters: joined },
                    penultimate: true,
                };
            }
            if T::C13_PPB_HOMOGENEOUS_WITH_ITS_MDPS {
                // The special pairing stands: its residents' pairs are chosen
                // again in the bracket managed as homogeneous with its
                // moved-down players (edition2012.rs); taken when it too pairs
                // none of them and as many residents.
                let held = pair_held_last::<T>(ctx, b.mdps, b.residents, b.below);
                let pairs_an_mdp = held.pairs.iter().any(|(p, q)| b.mdps.contains(p) || b.mdps.contains(q));
                if !pairs_an_mdp && held.pairs.len() == special.pairs.len() {
                    return Outcome { pairing: held, penultimate: true };
                }
            }
        }
        Outcome { pairing: special, penultimate: true }
    }

    fn notes(ctx: &Context<'_>, record: &BracketRecord) -> Vec<String> {
        T::notes(ctx, record)
    }
}

/// 2012 C.1 and C.12 for a bracket above the penultimate one. The bracket is
/// paired as it stands first (`c1_lookahead` off). Only if that moves down a
/// player for whom the next bracket has no opponent does C.1's first bullet
/// send the pairing back here (C.12), and C.12 then accepts a pairing that
/// moves down "another set of players of the same size and with the same
/// scores" which "now allows P1 pairings": the pairing with the C.1
/// look-ahead (moved-down players the next bracket can pair) is taken only
/// when its downfloaters have the same scores as the plain pairing's and
/// the next bracket then makes its P1 pairings (`now_allows_p1`). A
/// look-ahead that changes the scores moved down is not a set C.12 may
/// choose, and one that gains nothing in the next bracket is not one it
/// accepts, so the plain pairing, which keeps this bracket's C.10
/// requirements, stands and the next bracket deals with its player (C.1's
/// last bullet, C.13 further down).
///
/// Into the lowest bracket, "now allows P1 pairings" asks for a legal bye
/// (B.1.b) too, and, when the plain set allows them as well (its player
/// takes the bye), a better B.3 there (`now_allows_p1`).
///
/// Above the penultimate bracket, a player with no opponent below whom
/// every set this bracket can move down holds (one moved down through it
/// with no opponent here either, or a resident C.1 moves on) still sends
/// the pairing back (C.1, C.12), and C.12 accepts another set of the same
/// size and scores that "now allows P1 pairings" there: one with which the
/// next bracket makes more pairs. The bracket is paired again with the
/// next bracket's pairs weighed above its C.10 requirements
/// (`ordinary_mode(true, true)`, as for C.12 after C.10) and that pairing
/// is kept only if it does. JaVaFo 1.4 pairs so (generated s890488 r7,
/// s890392 r7; with a resident, s950291 r11). That last reading ("more
/// pairs" for "P1 pairings") and the B.3 test into the lowest bracket are
/// JaVaFo 1.4's rules where the text leaves "now allows" open; the rest
/// stands on C.1's and C.12's words (issue 34; the list in edition2012.rs).
fn pair_with_c12_backtrack<T: CompletionText>(
    ctx: &Context<'_>,
    b: &Bracket<'_>,
    ordinary_mode: impl Fn(bool, bool) -> Mode,
) -> BracketPairing {
    let without_opponent_below = |pairing: &BracketPairing| {
        pairing.floaters.iter().any(|&p| !ctx.has_opponent_among(p, pairing.floaters.iter().chain(b.next)))
    };
    let plain = pair_window::<T>(ctx, b.mdps, b.residents, b.next, ordinary_mode(false, false));
    if !without_opponent_below(&plain) {
        return plain;
    }
    let lookahead = pair_window::<T>(ctx, b.mdps, b.residents, b.next, ordinary_mode(false, true));
    let next_is_last = b.next.len() == b.below.len();
    let chosen = if same_scores(ctx, &lookahead.floaters, &plain.floaters)
        && now_allows_p1(ctx, &plain.floaters, &lookahead.floaters, b.next, next_is_last)
    {
        lookahead
    } else {
        plain
    };
    if next_is_last || !without_opponent_below(&chosen) {
        return chosen;
    }
    let again = pair_window::<T>(ctx, b.mdps, b.residents, b.next, ordinary_mode(true, true));
    if same_scores(ctx, &again.floaters, &chosen.floaters)
        && next_bracket_pairs(ctx, &again.floaters, b.next)
            > next_bracket_pairs(ctx, &chosen.floaters, b.next)
    {
        again
    } else {
        chosen
    }
}

/// C.1 / C.12: whether every player of the bracket (moved down into it or
/// a resident) has an opponent there or in the next bracket. One who has
/// neither is moved down in every set the bracket can move down (C.1: a
/// moved-down player passes through, a resident is moved on), so no other
/// set clears C.1 in the next bracket. The window's criteria ask the same
/// (`c1_clearable` in edition2012.rs).
fn c1_clearable(ctx: &Context<'_>, b: &Bracket<'_>) -> bool {
    let bracket = players_of(b.mdps, b.residents);
    bracket.iter().all(|&p| ctx.has_opponent_among(p, bracket.iter().chain(b.next)))
}

/// The players of a bracket: those `moved_down` into it, then its own
/// `residents`.
pub(super) fn players_of(moved_down: &[usize], residents: &[usize]) -> Vec<usize> {
    moved_down.iter().chain(residents).copied().collect()
}

/// C.1 in the next bracket: its `residents` with no opponent there beside
/// the players `moved_down` into it (C.1's last bullet moves them on).
fn lonely_residents(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> Vec<usize> {
    let all = players_of(moved_down, residents);
    residents.iter().copied().filter(|&p| !ctx.has_opponent_among(p, &all)).collect()
}

/// A.3 in the next bracket: whether it, the players `moved_down` into it
/// and its own `residents`, is heterogeneous after C.1 (fewer than half
/// of the players with an opponent there came from above).
fn next_bracket_heterogeneous(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> bool {
    let all = players_of(moved_down, residents);
    let has_opponent = |p: usize| ctx.has_opponent_among(p, &all);
    let mdps = moved_down.iter().filter(|&&p| has_opponent(p)).count();
    let others = residents.iter().filter(|&&p| has_opponent(p)).count();
    mdps > 0 && !treated_as_homogeneous(mdps, others)
}

/// How many pairs the next bracket, the players `moved_down` into it and
/// its own `residents`, can make at most (B.1, B.2).
fn next_bracket_pairs(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> usize {
    let all = players_of(moved_down, residents);
    maximum_matching(ctx, &all, |_, _| 1).len()
}

/// C.12 into the lowest bracket: whether it, with the players `moved_down`
/// into it and its own `residents`, can make its P1 pairings with a legal
/// bye (B.1.b). P is M1 = M0 in a heterogeneous bracket (C.3.a): its
/// moved-down players who have an opponent there (C.1 moves the others
/// on) are all paired; A.3 treats it as homogeneous when they are at least
/// half of it, and then P1 = P0: everyone paired but one who may have the
/// bye.
fn lowest_bracket_allows_p1(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> bool {
    let all = players_of(moved_down, residents);
    let (m0, others): (Vec<usize>, Vec<usize>) =
        all.iter().partition(|&&p| moved_down.contains(&p) && ctx.has_opponent_among(p, &all));
    if !treated_as_homogeneous(m0.len(), residents.len()) {
        lowest_bracket_pairs_all(ctx, &m0, &others)
    } else {
        lowest_bracket_pairs_all(ctx, &[], &all)
    }
}

/// C.12 after C.1's first bullet: whether `other`, the set the bracket
/// above moves down instead of `first` (same size and scores), "now allows
/// P1 pairings" in the next bracket, whose own players are `next`.
///
/// Above the lowest bracket: the next bracket makes its P1 pairs with it
/// (`next_bracket_pairs_all`). A set with which it cannot is no gain: the
/// bracket above keeps its pairing and the player without an opponent
/// moves on (C.1's last bullet). JaVaFo 1.4 pairs so (generated s890246
/// round 7; `rules2012::c12_the_other_set_must_allow_the_next_brackets_p1_pairings`).
/// And the other set must clear C.1 there, every player it moves down
/// having an opponent in the next bracket (one who has none sends the
/// pairing back again: C.1's first bullet), and gain over the first: the
/// next bracket makes more pairs with it, or moves on a lower score
/// (`highest_moved_on`). A set that ties the first on both is no gain, and
/// the first pairing stands in C.10's and D's order. JaVaFo 1.4 pairs so:
/// generated s890019 round 5 (a lower score moved on: taken) against run96
/// s960125 r9, s960181 r9, s960209 r8 (ties) and s960291 r13, run95
/// s950281 r11 (the other set moves down a player with no opponent there).
///
/// Into the lowest bracket: it pairs every moved-down player there and has
/// a legal bye (`lowest_bracket_allows_p1`). When `first` allows that too
/// (the player without an opponent there takes the bye, C.13), the other
/// set must make the lowest bracket's pairing better by B.3, measured as
/// D.4 measures the lowest bracket (its B3 factor, the bye a game against
/// one point less than its lowest score): otherwise nothing is gained and
/// the bracket above keeps its first pairing in D order. The text leaves
/// "now allows" open here; JaVaFo 1.4 draws the line so: generated
/// s890286 round 6 (the other set ties at 8.5: the first stands;
/// `rules2012::c12_into_the_lowest_bracket_the_other_set_must_improve_the_lowest_brackets_b3`)
/// against s840221 round 11 (the first set leaves the bye to a 9-point
/// player, 71.5 against 80.5: the other set is taken), s890409 round 5
/// (the other set cannot pair the lowest bracket: the first stands).
fn now_allows_p1(
    ctx: &Context<'_>,
    first: &[usize],
    other: &[usize],
    next: &[usize],
    next_is_last: bool,
) -> bool {
    if !next_is_last {
        // C.12's gain (JaVaFo 1.4's rule, see the reading above): C.1 no
        // longer sends the pairing back, and the next bracket pairs more or
        // moves on a lower score.
        let everyone_has_an_opponent =
            other.iter().all(|&p| ctx.has_opponent_among(p, other.iter().chain(next)));
        return everyone_has_an_opponent
            && next_bracket_pairs_all(ctx, other, next)
            && (next_bracket_pairs(ctx, other, next) > next_bracket_pairs(ctx, first, next)
                || highest_moved_on(ctx, other, next) < highest_moved_on(ctx, first, next));
    }
    lowest_bracket_allows_p1(ctx, other, next)
        && (!lowest_bracket_allows_p1(ctx, first, next)
            || lowest_bracket_factor(ctx, other, next) < lowest_bracket_factor(ctx, first, next))
}

/// The highest score the next bracket, the players `moved_down` into it and
/// its own `residents`, moves on when it makes its most pairs (B.1, B.2),
/// pairing its highest players first; `None` when it pairs everyone.
fn highest_moved_on(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> Option<i32> {
    let all = players_of(moved_down, residents);
    let most = maximum_matching(ctx, &all, |_, _| 1).len();
    if 2 * most == all.len() {
        return None;
    }
    let mut scores: Vec<i32> = all.iter().map(|&p| ctx.score[p]).collect();
    scores.sort_unstable();
    scores.dedup();
    let pair_weight = 2 * all.len() as i64 + 1;
    // The lowest score `t` such that a pairing with the most pairs leaves
    // nobody above `t` unpaired (one above every score always does).
    scores.into_iter().find(|&t| {
        let above = |p: usize| i64::from(ctx.score[p] > t);
        let pairs = maximum_matching(ctx, &all, |p, q| pair_weight + above(p) + above(q));
        let covered: i64 = pairs.iter().map(|&(p, q)| above(p) + above(q)).sum();
        pairs.len() == most && covered == all.iter().map(|&p| above(p)).sum::<i64>()
    })
}

/// D.4's B3 factor of the lowest bracket, the players `moved_down` into it
/// and its own `residents`, at its best: the sum of the squared score
/// differences of its pairs, the bye counting as a game against one point
/// less than the lowest score. Among the pairings with the most pairs that
/// pair everyone who may not have the bye (B.1.b), the smallest.
fn lowest_bracket_factor(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> i64 {
    let all = players_of(moved_down, residents);
    let base = all.iter().map(|&p| ctx.score[p]).min().unwrap_or(0) - 10;
    let bye = |p: usize| i64::from(ctx.score[p] - base).pow(2);
    // What a pair saves over both players having the bye.
    let gain = |p: usize, q: usize| bye(p) + bye(q) - i64::from(ctx.score[p] - ctx.score[q]).pow(2);
    let must_pair = |p: usize| i64::from(!ctx.eligible[p]);
    // Most pairs first, then the players who may not have the bye, then the gain.
    let pairs = maximum_matching(ctx, &all, |p, q| {
        (1 << 40) + (must_pair(p) + must_pair(q)) * (1 << 32) + gain(p, q)
    });
    all.iter().map(|&p| bye(p)).sum::<i64>() - pairs.iter().map(|&(p, q)| gain(p, q)).sum::<i64>()
}

/// C.12: "another set of players of the same size and with the same scores".
fn same_scores(ctx: &Context<'_>, a: &[usize], b: &[usize]) -> bool {
    let sorted_scores = |players: &[usize]| {
        let mut scores: Vec<i32> = players.iter().map(|&p| ctx.score[p]).collect();
        scores.sort_unstable();
        scores
    };
    sorted_scores(a) == sorted_scores(b)
}

/// Whether the lowest bracket, the players `moved_down` into it and its own
/// `residents`, can pair every moved-down player (M1 = M0) and everyone
/// else but at most one, who may receive the bye (B.1.b). A maximum weight
/// matching whose pairs outweigh everything else has the most pairs, and
/// among those covers the most players who must be paired.
fn lowest_bracket_pairs_all(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> bool {
    let all = players_of(moved_down, residents);
    let must_pair = |p: usize| moved_down.contains(&p) || !ctx.eligible[p];
    let pair_weight = 2 * all.len() as i64 + 1;
    let pairs =
        maximum_matching(ctx, &all, |p, q| pair_weight + i64::from(must_pair(p)) + i64::from(must_pair(q)));
    let paired: Vec<usize> = pairs.iter().flat_map(|&(p, q)| [p, q]).collect();
    let unpaired: Vec<usize> = all.iter().copied().filter(|p| !paired.contains(p)).collect();
    unpaired.len() <= 1 && unpaired.iter().all(|&p| !must_pair(p))
}

/// Whether the next bracket, the players `moved_down` into it and its own
/// `residents`, can make its P1 pairs: those of its players who have an
/// opponent in it (2012 C.1 moves the others on down before C.2 counts P0)
/// are paired but for at most one. When a moved-down player has no
/// opponent there, C.1's first bullet sends the pairing back (C.12) before
/// its last one has moved any resident on: that C.12's P1 counts every
/// resident, and only the moved-down players without an opponent, whom no
/// pairing of the bracket above can keep out, are left out. In a
/// heterogeneous next bracket its moved-down players (those counted) must
/// all be among the pairs as well (P = M1, C.3.a). The step at which P1 is
/// counted is JaVaFo 1.4's rule (dutch2012-random s820043 r11 against
/// corpus 1048 r8 and 1060 r6); the text does not say it.
fn next_bracket_pairs_all(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> bool {
    let bracket = bracket_after_c1(ctx, moved_down, residents);
    // C.3.a: in a heterogeneous bracket P is M1, and C.14.b.2 lowers M1
    // only after C.12: its moved-down players (with an opponent there, M0
    // after C.1) are all paired too. A.3: not when they are at least half
    // of it (treated as homogeneous, P = P1), counted in the bracket C.2
    // sees: after C.1 has moved on its residents without an opponent
    // there. JaVaFo 1.4 pairs so (generated s890181 r12: the 7.5 bracket
    // {7, 12 | 5, 10, 11}, where 5 and 11 have no opponent, is {7, 12 |
    // 10} and makes its one pair; the 8.0 bracket is not paired again).
    let mdps: Vec<usize> = bracket.iter().copied().filter(|p| moved_down.contains(p)).collect();
    let heterogeneous = !treated_as_homogeneous(mdps.len(), bracket.len() - mdps.len());
    let pair_weight = 2 * bracket.len() as i64 + 1;
    let first = |p: usize| i64::from(heterogeneous && mdps.contains(&p));
    let pairs = maximum_matching(ctx, &bracket, |p, q| pair_weight + first(p) + first(q));
    let paired: Vec<usize> = pairs.iter().flat_map(|&(p, q)| [p, q]).collect();
    2 * pairs.len() + 1 >= bracket.len() && (!heterogeneous || mdps.iter().all(|p| paired.contains(p)))
}

/// The next bracket as C.2 counts it, the players `moved_down` into it and
/// its own `residents`: those who have an opponent in it (2012 C.1 moves
/// the others on down); when a moved-down player has none, C.1's first
/// bullet sends the pairing back before its last one moves any resident on,
/// so every resident stays (see `next_bracket_pairs_all`).
fn bracket_after_c1(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> Vec<usize> {
    let all = players_of(moved_down, residents);
    let has_opponent = |p: usize| ctx.has_opponent_among(p, &all);
    let c1_sends_back = moved_down.iter().any(|&p| !has_opponent(p));
    all.iter().copied().filter(|&p| has_opponent(p) || (c1_sends_back && !moved_down.contains(&p))).collect()
}

/// C.12 reached again after C.14.b.2 in a heterogeneous next bracket.
/// C.14.b.2 lowers M1 and keeps P1 (= P0) as long as the procedure never
/// got to the remainder, and restarts from C.3.a: the bracket fails its P1
/// pairings again, C.10 drops its requirements again and C.12 backtracks
/// again, now with the lowered M1. So another set the bracket above can
/// move down "now allows P1 pairings" when, at some M1 the next bracket
/// reaches before it lowers P1, it makes P1 (= P0) pairs with M1 of its
/// moved-down players paired, and the first set does not: when the other
/// set pairs, in a pairing with P0 pairs, at least as many moved-down
/// players as the first set can pair at all (the M1 at which the first set
/// gets to the remainder, after which C.14.b.1 lowers P1 instead), and
/// more than the first set pairs in a pairing with P0 pairs (none when it
/// has none). `next_bracket_pairs_all` is the first visit, M1 = M0.
/// JaVaFo 1.4 pairs so: generated s1020484 r11 (run102), where the 5.5
/// bracket {4, 5, 9, 10 | 3} pairs 9-3 and 10-4, giving up B.5 for 5 (a
/// pairing-allocated bye in r10), so that 5, not 4, goes into 4.5 {7, 8,
/// 11, 14 | 1, 2, 5}: 1 and 2 can only meet 11, so M1 = M0 = 3 fails with
/// either set; with M1 = 2 it makes P1 = 3 pairs with 5 (11-1 5-14 7-8)
/// and only 2 with 4 (7-14 met); with 7-14 made a forfeit (4 then allows
/// 3 pairs too) JaVaFo 1.4 keeps 10-5. Stands on: the text (C.14.b.2
/// "restart from C3.a" comes back through C.10 and C.12; C.12's "now
/// allows P1 pairings" with P1 unchanged).
fn m1_lowered_allows_p1(ctx: &Context<'_>, first: &[usize], other: &[usize], next: &[usize]) -> bool {
    let first = m1_levels(ctx, first, next);
    let other = m1_levels(ctx, other, next);
    match (first, other) {
        (Some((reaches, with_p1)), Some((_, Some(other_with_p1)))) => {
            other_with_p1 >= reaches && with_p1.is_none_or(|f| other_with_p1 > f)
        }
        _ => false,
    }
}

/// C.12 reached again after C.14 has lowered P1 in the next bracket (C.14.a
/// in a bracket treated as homogeneous, C.14.b.1 in a heterogeneous one once
/// it got to the remainder). C.14 "restart[s] from C3.a": the next bracket
/// fails its lowered P1 pairings with the set `first` moved down into it,
/// C.10 drops its requirements again, and C.12 ("if there are moved down
/// players: backtrack") is reached again with the lowered P1. So another
/// set of the same size and scores (C.12) with which the next bracket makes
/// more pairs than with `first` "now allows P1 pairings" at the P1 just
/// above what `first` allows, though short of P0, and the pairing of the
/// bracket above that moves it down is accepted whatever C.10 requirements
/// it gives up there (C.12 comes after C.10). The next bracket's pairs are
/// counted as a maximum matching (the players C.1 moves on add none).
/// JaVaFo 1.4 pairs so: generated run96 s960178 r11, where the 6.0 bracket
/// {2, 6 | 3, 5} (1 and 8 moved on by C.1; A.3 treats it as homogeneous)
/// plays 5-2, giving up 5's colour preference (C.10.e), so that 6, not 2,
/// goes into 5.5 {4, 7, 9, 15}: three pairs there (1-15 6-9 7-3) against
/// two, short of its P0 of four; and the hand-made
/// `rules2012::c12_after_c14_lowers_p1_the_set_with_more_pairs_below_is_accepted`
/// (X given up),
/// `rules2012::c12_after_c14_lowers_p1_the_bracket_above_gives_up_a7d_for_it`
/// (A.7.d given up),
/// `rules2012::c12_after_c14_lowers_p1_top_scorers_give_up_b2_for_it`
/// (B.2 given up, C.10.g) against
/// `rules2012::c12_after_c14_lowers_p1_no_other_set_without_more_pairs_below`.
/// No other round of 45,694 JaVaFo-checked generated rounds (run95-98,
/// run101-106) changes. Stands on: the text (C.14's "restart from C3.a"
/// passes C.10-C.12 again; C.12's "now allows P1 pairings" with P1 as C.14
/// left it). The older "more pairs below" refutation (~35 run95 rounds)
/// predates the lonely-resident gate above and A.3 counted after C.1: with
/// them this reading loses no round.
fn p1_lowered_allows_p1(ctx: &Context<'_>, first: &[usize], other: &[usize], next: &[usize]) -> bool {
    same_scores(ctx, other, first)
        && next_bracket_pairs(ctx, other, next) > next_bracket_pairs(ctx, first, next)
}

/// C.14.b in a heterogeneous next bracket, the players `moved_down` into it
/// and its own `residents` (counted as `next_bracket_pairs_all` counts
/// them): the most moved-down players it can pair (the highest M1 at which
/// the procedure gets to the remainder), and the most it pairs in a pairing
/// with P0 pairs (`None` when it has none). `None` when A.3 treats the
/// bracket as homogeneous (no M1 to lower).
fn m1_levels(ctx: &Context<'_>, moved_down: &[usize], residents: &[usize]) -> Option<(usize, Option<usize>)> {
    let bracket = bracket_after_c1(ctx, moved_down, residents);
    let mdps = bracket.iter().filter(|p| moved_down.contains(p)).count();
    if mdps == 0 || treated_as_homogeneous(mdps, bracket.len() - mdps) {
        return None;
    }
    // A pair with a moved-down player is one of S1's M1 pairs (C.4: the
    // other players, moved down or not, are in S2).
    let mdp_pair = |p: usize, q: usize| i64::from(moved_down.contains(&p) || moved_down.contains(&q));
    let count = |pairs: &[(usize, usize)]| pairs.iter().filter(|&&(p, q)| mdp_pair(p, q) == 1).count();
    let mdp_weight = bracket.len() as i64 + 1;
    let reaches = count(&maximum_matching(ctx, &bracket, |p, q| 1 + mdp_weight * mdp_pair(p, q)));
    let pair_weight = 2 * bracket.len() as i64 + 1;
    let pairs = maximum_matching(ctx, &bracket, |p, q| pair_weight + mdp_pair(p, q));
    let with_p1 = (2 * pairs.len() + 1 >= bracket.len()).then(|| count(&pairs));
    Some((reaches, with_p1))
}

/// A maximum weight matching of `players` over the pairs that may meet
/// (B.1, B.2: `Context::compatible`), a pair of `p` and `q` weighing
/// `weight(p, q)`: the look-ahead of C.12 and C.13 into the next bracket,
/// which asks what that bracket can pair, not how well. Its pairs, as
/// players.
pub(super) fn maximum_matching(
    ctx: &Context<'_>,
    players: &[usize],
    weight: impl Fn(usize, usize) -> i64,
) -> Vec<(usize, usize)> {
    let mut matcher: Matcher<i64> = Matcher::new(players.len().max(2));
    for (i, &p) in players.iter().enumerate() {
        for (j, &q) in players.iter().enumerate().skip(i + 1) {
            if ctx.compatible(p, q) {
                matcher.set_weight(i, j, weight(p, q));
            }
        }
    }
    matcher.solve();
    matcher.pairs().map(|(i, j)| (players[i], players[j])).collect()
}

/// How a bracket is paired (A.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// The next block is the next score group, for C.7. `next_is_last`: the
    /// next group is the last one, so the look-ahead also keeps a legal PAB.
    /// `next_bracket_pairs`: the pairs the next bracket can make weigh
    /// next (see [`CompletionText::PAIRS_AGAIN_FOR_THE_NEXT_BRACKET`]).
    /// `c1_lookahead` (2012 only): moved-down players the next bracket can
    /// pair weigh first, the pairing C.12 looks for after C.1 sent it back
    /// (see `pair_with_c12_backtrack`).
    /// `lowest_pairs_mdps` (2012 only): the next bracket is the lowest, and
    /// a pairing in which it pairs every player moved down into it, with a
    /// legal bye, weighs first (C.12 into the lowest bracket).
    Ordinary { next_is_last: bool, next_bracket_pairs: bool, c1_lookahead: bool, lowest_pairs_mdps: bool },
    /// The PPB, the CLB and the last bracket: the next block holds everyone
    /// below, and C.4 completion with C.2 comes first.
    Special,
}

/// Where each 2017 criterion sits in a window's weight, most significant
/// first. The score-difference lists (A.8 PSD) are count vectors with one
/// digit per distinct score difference of the window.
#[derive(Clone, Copy, Debug)]
struct Slots {
    /// C.4 completion (with C.2: paired players not eligible for the PAB
    /// count extra), special mode only.
    c4: usize,
    /// C.5: pairs in the bracket.
    c5: usize,
    /// C.6: the PSD (A.8), as the gain of pairing two players instead of
    /// floating both.
    c6: Digits,
    /// C.7: pairs the next bracket can make (ordinary mode).
    c7_pairs: usize,
    /// C.7: the PSD of the next bracket: which downfloaters it receives.
    c7_psd: Digits,
    /// C.8–C.11: colour criteria, good pairs.
    c8: usize,
    c9: usize,
    c10: usize,
    c11: usize,
    /// C.12 / C.14: downfloaters of one / two rounds ago spared a new downfloat.
    c12: usize,
    c14: usize,
    /// C.13 / C.15: pairs without a repeated upfloat (one / two rounds ago).
    c13: usize,
    c15: usize,
    /// C.16 / C.18: score differences of repeated downfloaters.
    c16: Digits,
    c18: Digits,
    /// C.17 / C.19: score differences of repeated upfloaters.
    c17: Digits,
    c19: Digits,
    ties: Ties,
}

/// The 2017 criteria of one window.
pub(super) struct Criteria2017<'a> {
    ctx: &'a Context<'a>,
    mode: Mode,
    slots: Slots,
    layout: Layout,
    /// A.8: the score differences of the bracket.
    sd: ScoreDifferences,
    /// The fields at one on every edge inside the bracket before the pair's
    /// own values (C.5, and every digit of C.6 and C.16–C.19), and their
    /// packed form.
    in_bracket: (Vec<usize>, Vec<u64>),
}

impl<'a> Criteria2017<'a> {
    fn new(ctx: &'a Context<'a>, members: &Members, mode: Mode) -> Criteria2017<'a> {
        // A.8: every SD a pair or a downfloater of the bracket can have.
        let sd = ScoreDifferences::new(ctx, members);
        let digits = sd.count;
        let n = members.list.len() as u64;
        let mut b = LayoutBuilder::new();
        let slots = Slots {
            c4: b.field(3),
            c5: b.field(1),
            c6: b.digits(digits, 3),
            c7_pairs: b.field(3),
            c7_psd: b.digits(digits, 2),
            c8: b.field(1),
            c9: b.field(1),
            c10: b.field(1),
            c11: b.field(1),
            c12: b.field(2),
            c13: b.field(1),
            c14: b.field(2),
            c15: b.field(1),
            c16: b.digits(digits, 3),
            c17: b.digits(digits, 1),
            c18: b.digits(digits, 3),
            c19: b.digits(digits, 1),
            ties: Ties { t1: b.field(1), t2: b.field(n + 1), t3: b.field(n + 2) },
        };
        let layout = b.build(n / 2);
        let mut ones = vec![slots.c5];
        for run in [slots.c6, slots.c16, slots.c17, slots.c18, slots.c19] {
            ones.extend(run.fields());
        }
        let mut c = vec![0; layout.len()];
        for &f in &ones {
            c[f] = 1;
        }
        let mut packed = vec![0; layout.limbs()];
        layout.pack_into(&c, &mut packed);
        Criteria2017 { ctx, mode, slots, layout, sd, in_bracket: (ones, packed) }
    }
}

impl Criteria for Criteria2017<'_> {
    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn ties(&self) -> Ties {
        self.slots.ties
    }

    fn fields(&self, members: &Members, h: usize, l: usize, c: &mut [i64]) {
        self.write(members, h, l, c);
    }

    fn pack_edge(
        &self,
        members: &Members,
        h: usize,
        l: usize,
        ties: [i64; 3],
        _c: &mut [i64],
        out: &mut [u64],
    ) {
        pack_through_sink(&self.layout, self.slots.ties, ties, out, |sink| self.write(members, h, l, sink));
    }
}

impl Criteria2017<'_> {
    /// [`Criteria::fields`] into either sink: the plain values or packed
    /// limbs, from the same code.
    fn write<S: FieldSink + ?Sized>(&self, members: &Members, h: usize, l: usize, c: &mut S) {
        let ctx = self.ctx;
        let s = &self.slots;
        let (ph, pl) = (members.list[h], members.list[l]);
        let (sh, sl) = (ctx.score[ph], ctx.score[pl]);
        let (inh, inl) = (members.in_bracket(h), members.in_bracket(l));
        let ineligible = |p: usize| i64::from(!ctx.eligible[p]);
        if inl {
            // The part every pair in the bracket shares (C.5: one pair; C.6,
            // C.16–C.19: the digits start from everyone floating), packed once.
            c.add_ones(&self.in_bracket.0, &self.in_bracket.1);
        }
        match self.mode {
            // C.4 (with C.2): complete the round with a legal PAB.
            Mode::Special => c.add(s.c4, 1 + ineligible(ph) + ineligible(pl)),
            Mode::Ordinary { next_is_last, .. } => {
                // C.7: pairs the next bracket can make (when it is the last
                // one, with a legal PAB), and which downfloaters it receives.
                c.add(
                    s.c7_pairs,
                    if next_is_last { 1 + ineligible(ph) + ineligible(pl) } else { i64::from(!inl) },
                );
                if inh {
                    c.add(s.c7_psd.at(self.sd.float_digit(sh)), 1);
                }
                if inl {
                    c.add(s.c7_psd.at(self.sd.float_digit(sl)), 1);
                }
            }
        }
        if !inl {
            return;
        }
        let float_h = self.sd.float_digit(sh);
        let float_l = self.sd.float_digit(sl);
        let pair_sd = self.sd.digit(sh - sl);
        // C.6: PSD gain of pairing h and l instead of floating both (from
        // one in every digit).
        c.add(s.c6.at(float_h), 1);
        c.add(s.c6.at(float_l), 1);
        c.add(s.c6.at(pair_sd), -1);
        // C.8–C.11: the colour criteria.
        for (slot, good) in [s.c8, s.c9, s.c10, s.c11].into_iter().zip(colour_goods(ctx, ph, pl)) {
            c.add(slot, i64::from(good));
        }
        for (rounds_ago, down, up, down_sd, up_sd) in
            [(1, s.c12, s.c13, s.c16, s.c17), (2, s.c14, s.c15, s.c18, s.c19)]
        {
            let f = FloatsBefore::of(ctx, ph, pl, rounds_ago);
            // C.12 / C.14: downfloaters who do not float down again.
            c.add(down, f.downfloaters_spared());
            // C.13 / C.15: upfloaters who do not float up again.
            c.add(up, i64::from(!f.repeated_upfloat()));
            // C.16 / C.18: score differences of repeated downfloaters, from
            // everyone floating (like C.6, one in every digit): the lower
            // member never floats down again; the higher one swaps its
            // float SD for the pair's.
            if f.down_l {
                c.add(down_sd.at(float_l), 1);
            }
            if f.down_h {
                c.add(down_sd.at(float_h), 1);
                if f.unequal {
                    c.add(down_sd.at(pair_sd), -1);
                }
            }
            // C.17 / C.19: score differences of repeated upfloaters (one in
            // every digit, less the pair's for a repeated upfloat).
            if f.repeated_upfloat() {
                c.add(up_sd.at(pair_sd), -1);
            }
        }
    }
}
