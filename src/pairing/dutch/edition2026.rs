//! The 2026 text (in force since 2026-02-01): completion by one matcher over
//! the whole round ([C4], [C5]) and the quality criteria [C6]–[C21].
//!
//! One matcher spans the round. Every edge carries the [C4]/[C5] field:
//! one per pair plus one per paired player who is not a bye candidate (a
//! player [C2] allows the PAB, with a score no higher than the lowest a
//! legal PAB assignee can have). So whatever a bracket does, the rest of
//! the round stays completable with a legal PAB of the lowest possible
//! score, and no PPB/CLB re-pairing is needed. Brackets are paired top-down
//! by rewriting the edges of their window (MDPs, residents, next score
//! group) on that matcher.

use std::collections::HashMap;

use super::criteria::{FloatsBefore, colour_goods};
use super::round::{Bracket, Edition, Outcome};
use super::window::{
    self, Criteria, FieldSink, Members, Ties, VertexTerms, Window, hints, pack_through_sink, settle,
};
use crate::pairing::context::Context;
use crate::pairing::error::PairingError;
use crate::pairing::history::FloatRules;
use crate::pairing::matching::{Digits, Layout, LayoutBuilder, Matcher, WideWeight};

/// Where each 2026 criterion sits in the weight, most significant first;
/// fixed for the whole round because one matcher holds the edges of every
/// bracket. Score lists are count vectors with one digit per score group,
/// highest score first.
#[derive(Clone, Copy, Debug)]
struct Slots {
    /// [C4] completion and [C5] bye-candidate pairs, on every edge.
    c4_c5: usize,
    /// [C6]: pairs in the bracket.
    c6: usize,
    /// [C7]: scores of the paired higher members (so: of the downfloaters).
    c7: Digits,
    /// [C8]: pairs the next bracket can make, and the scores of the
    /// downfloaters it pairs.
    c8_pairs: usize,
    c8_scores: Digits,
    /// [C9]: played games of the would-be PAB assignee.
    c9: usize,
    /// [C10]–[C13]: colour criteria, good pairs.
    c10: usize,
    c11: usize,
    c12: usize,
    c13: usize,
    /// [C14] / [C16]: resident downfloaters of one / two rounds ago spared
    /// a new downfloat.
    c14: usize,
    c16: usize,
    /// [C15] / [C17]: MDP opponents without a repeated upfloat.
    c15: usize,
    c17: usize,
    /// [C18] / [C20]: scores of repeated downfloaters; [C19] / [C21]: of
    /// the MDPs whose opponents upfloat again, by score digit.
    c18: Digits,
    c19: Digits,
    c20: Digits,
    c21: Digits,
    ties: Ties,
}

/// What the round fixes before its first bracket.
struct Round {
    slots: Slots,
    layout: Layout,
    /// Score digit per input index (0: the top score group).
    digit: Vec<usize>,
    /// [C5]: the lowest score the PAB assignee can have (odd rounds).
    bye_score: Option<i32>,
    /// [C5]: eligible for the PAB ([C2]) with a score no higher than `bye_score`.
    bye_candidate: Vec<bool>,
    /// [C9]: rank of each player's played-game count among the players
    /// with the bye score (input index); more played games, smaller rank.
    c9_rank: Vec<i64>,
    /// The players to pair in order; matcher vertex `v` is `order[v]`.
    order: Vec<usize>,
    vertex_of: Vec<usize>,
}

impl Round {
    /// The fields every edge carries, inside a window or not: [C4]/[C5],
    /// and [C9] while it applies.
    fn completion_fields<S: FieldSink + ?Sized>(
        &self,
        ctx: &Context<'_>,
        pa: usize,
        pb: usize,
        c9: bool,
        c: &mut S,
    ) {
        self.completion_fields_of(self.completion_key(ctx, pa, c9), self.completion_key(ctx, pb, c9), c);
    }

    /// All that [`Round::completion_fields`] reads of player `p`: whether
    /// `p` is a [C5] bye candidate, and `p`'s [C9] term (0 when [C9] does
    /// not apply or `p` lacks the bye score). Two players with the same key
    /// give every partner the same fields, which lets the round's build
    /// work out each pair of keys once.
    fn completion_key(&self, ctx: &Context<'_>, p: usize, c9: bool) -> (bool, i64) {
        // [C9]: whoever of the bye score stays unpaired should have played
        // the most games.
        let c9_term = if c9 && Some(ctx.score[p]) == self.bye_score { self.c9_rank[p] } else { 0 };
        (self.bye_candidate[p], c9_term)
    }

    /// [`Round::completion_fields`] from the two players' keys.
    fn completion_fields_of<S: FieldSink + ?Sized>(
        &self,
        (cand_a, c9_a): (bool, i64),
        (cand_b, c9_b): (bool, i64),
        c: &mut S,
    ) {
        let s = &self.slots;
        // [C4] + [C5]: complete the round, with a lowest-score legal PAB.
        c.add(s.c4_c5, 1 + i64::from(!cand_a) + i64::from(!cand_b));
        c.add(s.c9, c9_a + c9_b);
    }
}

/// Which pairs of the round's players may meet ([C1]–[C3],
/// `Context::compatible`), by matcher vertex: worked out once for the
/// round's two n² builds and the greedy starts (issue 31).
struct Compatible {
    words: usize,
    bits: Vec<u64>,
}

impl Compatible {
    fn of(ctx: &Context<'_>, order: &[usize]) -> Compatible {
        let n = order.len();
        let words = n.div_ceil(64);
        let mut bits = vec![0u64; n * words];
        for a in 0..n {
            for b in a + 1..n {
                if ctx.compatible(order[a], order[b]) {
                    bits[a * words + b / 64] |= 1 << (b % 64);
                    bits[b * words + a / 64] |= 1 << (a % 64);
                }
            }
        }
        Compatible { words, bits }
    }

    fn get(&self, a: usize, b: usize) -> bool {
        self.bits[a * self.words + b / 64] >> (b % 64) & 1 == 1
    }
}

/// The 2026 round state: the round's matcher and what [C9] needs.
pub(super) struct Edition2026 {
    round: Round,
    matcher: Matcher<WideWeight>,
    /// The first solve's weights as vertex terms: still those of every edge
    /// at a player outside the current window.
    terms: VertexTerms,
    /// [C9] applies to the next bracket.
    c9: bool,
}

impl Edition for Edition2026 {
    /// 1.4.3: only a PAB, or an unplayed round scoring more than a loss, is
    /// a downfloat; [C2]: no PAB after a PAB or after any round scored a
    /// win's worth without playing.
    const FLOAT_RULES: FloatRules = FloatRules::Rules2026;

    fn start(ctx: &Context<'_>, order: &[usize]) -> Result<Self, PairingError> {
        let input = ctx.input;
        let no_pairing = PairingError::NoValidPairing { round: input.round };
        let n = order.len();
        let mut vertex_of = vec![usize::MAX; input.players.len()];
        for (v, &p) in order.iter().enumerate() {
            vertex_of[p] = v;
        }
        // Score groups, highest first: one digit each.
        let mut digit = vec![0usize; input.players.len()];
        let mut groups = 0;
        for (i, &p) in order.iter().enumerate() {
            if i > 0 && ctx.score[p] != ctx.score[order[i - 1]] {
                groups += 1;
            }
            digit[p] = groups;
        }
        let groups = groups + 1;

        // [C5]: the lowest score a legal PAB assignee can have, from one
        // solve that completes the round and pairs high scores first.
        let compatible = Compatible::of(ctx, order);
        let (bye_score, first_c9) = if n % 2 == 1 {
            let (score, c9) =
                lowest_bye_score(ctx, order, &compatible, &digit, groups).ok_or(no_pairing.clone())?;
            (Some(score), c9)
        } else {
            (None, false)
        };
        let candidate_limit = bye_score.unwrap_or(0);
        let mut bye_candidate = vec![false; input.players.len()];
        for &p in order {
            bye_candidate[p] = ctx.eligible[p] && ctx.score[p] <= candidate_limit;
        }
        // [C9] ranks: played-game counts of the players with the bye score,
        // most first; equal counts share the last rank of their run.
        let mut c9_rank = vec![0i64; input.players.len()];
        let mut max_rank = 0u64;
        if let Some(sigma) = bye_score {
            let mut counts: Vec<u32> = order
                .iter()
                .filter(|&&p| ctx.score[p] == sigma)
                .map(|&p| ctx.history.facts[p].played_games)
                .collect();
            counts.sort_unstable_by(|a, b| b.cmp(a));
            for &p in order {
                if ctx.score[p] == sigma {
                    let games = ctx.history.facts[p].played_games;
                    let rank = counts.iter().rposition(|&c| c == games).unwrap_or(0);
                    c9_rank[p] = rank as i64;
                    max_rank = max_rank.max(rank as u64);
                }
            }
        }
        let players = n as u64;
        let mut b = LayoutBuilder::new();
        let slots = Slots {
            c4_c5: b.field(3),
            c6: b.field(1),
            c7: b.digits(groups, 1),
            c8_pairs: b.field(1),
            c8_scores: b.digits(groups, 1),
            c9: b.field(2 * max_rank),
            c10: b.field(1),
            c11: b.field(1),
            c12: b.field(1),
            c13: b.field(1),
            c14: b.field(2),
            c15: b.field(1),
            c16: b.field(2),
            c17: b.field(1),
            c18: b.digits(groups, 2),
            c19: b.digits(groups, 1),
            c20: b.digits(groups, 2),
            c21: b.digits(groups, 1),
            ties: Ties { t1: b.field(1), t2: b.field(players + 1), t3: b.field(players + 2) },
        };
        let layout = b.build(players / 2);
        let round = Round {
            slots,
            layout,
            digit,
            bye_score,
            bye_candidate,
            c9_rank,
            order: order.to_vec(),
            vertex_of,
        };

        // Every edge starts with [C4]/[C5] (and [C9] where it applies to the
        // first bracket); windows rewrite their own edges later.
        // With an odd field, one more vertex for the PAB assignee
        // (`window::bye_vertex`): the same optima, found without rebuilding
        // a blossom around the whole round at every re-solve.
        let bye_vertex = window::bye_vertex(n);
        let vertices = n + usize::from(bye_vertex.is_some());
        // Compact weights (`matching::store`): n² wide weights would take
        // 1.2 GB at 3,000 players, but they take few distinct values.
        let mut matcher: Matcher<WideWeight> =
            Matcher::compact_with_weight_bits(vertices, round.layout.bits() as usize);
        // An edge's weight depends only on its ends' completion keys, which
        // take few distinct values: each pair of keys is packed once, not
        // once per edge (0.8 s of round 8 at 3,000 players, issue 31).
        let mut key_id: HashMap<(bool, i64), usize> = HashMap::new();
        let mut keys = Vec::new();
        let class: Vec<usize> = order
            .iter()
            .map(|&p| {
                let key = round.completion_key(ctx, p, first_c9);
                *key_id.entry(key).or_insert_with(|| {
                    keys.push(key);
                    keys.len() - 1
                })
            })
            .collect();
        let k = keys.len();
        // At most 512 × 512 packed weights kept; past that, packed per edge.
        let mut packed: Vec<Option<WideWeight>> = if k <= 512 { vec![None; k * k] } else { Vec::new() };
        let mut c = vec![0i64; round.layout.len()];
        let pack = |c: &mut Vec<i64>, ka: usize, kb: usize| {
            c.fill(0);
            round.completion_fields_of(keys[ka], keys[kb], c.as_mut_slice());
            c[round.slots.ties.t3] = 1;
            round.layout.pack(c)
        };
        // Row by row, the partners of each key together: one weight for
        // all of them (`Matcher::set_weights_limbs`). The order of the
        // writes cannot matter: the matcher has no solution yet, so it
        // records no changes.
        let mut partners: Vec<Vec<usize>> = vec![Vec::new(); if packed.is_empty() { 0 } else { k }];
        for a in 0..n {
            let ka = class[a];
            for (b, &kb) in class.iter().enumerate().skip(a + 1) {
                if !compatible.get(a, b) {
                    continue;
                }
                if packed.is_empty() {
                    matcher.set_weight(a, b, pack(&mut c, ka, kb));
                    continue;
                }
                partners[kb].push(b);
            }
            for (kb, list) in partners.iter_mut().enumerate() {
                if list.is_empty() {
                    continue;
                }
                let w = packed[ka * k + kb].get_or_insert_with(|| pack(&mut c, ka, kb));
                matcher.set_weights_limbs(a, list, w.limbs());
                list.clear();
            }
        }
        if let Some(d) = bye_vertex {
            matcher.join_to_all_at_largest_weight(d);
        }
        let terms = vertex_terms(ctx, &round, first_c9, bye_vertex);
        if !hints::start_certificate() || !start_from_vertex_terms(&compatible, &terms, &mut matcher) {
            matcher.solve();
        }
        let matched = (0..n).filter(|&v| matcher.mate(v).is_some_and(|m| m < n)).count();
        if matched + n % 2 < n {
            return Err(no_pairing);
        }
        Ok(Edition2026 { round, matcher, terms, c9: first_c9 })
    }

    fn pair_bracket(&mut self, ctx: &Context<'_>, b: &Bracket<'_>) -> Outcome {
        let round = &self.round;
        let mut in_window = vec![false; ctx.input.players.len()];
        for &p in b.mdps.iter().chain(b.residents).chain(b.next) {
            in_window[p] = true;
        }
        let outside: Vec<usize> =
            b.remaining.iter().filter(|&&p| !in_window[p]).map(|&p| round.vertex_of[p]).collect();
        let members = window::members(b.mdps, b.residents, b.next);
        let vertex = members.list.iter().map(|&p| round.vertex_of[p]).collect();
        let criteria = Criteria2026 { ctx, round, c9: self.c9 };
        let w = Window::new_from_vertex_terms(
            ctx,
            criteria,
            members,
            vertex,
            outside,
            &self.terms,
            &mut self.matcher,
        );
        let pairing = settle(w);
        // [C9] for the next bracket: only when it is the one that will
        // downfloat the PAB assignee (the [C9] note: "brackets that
        // downfloat exactly one player") and the current optimum keeps it
        // whole.
        if let Some(&next_first) = b.next.first() {
            let next_score = ctx.score[next_first];
            let odd = round.order.len() % 2 == 1;
            self.c9 = odd && round.bye_score.is_some_and(|s| s >= next_score);
            if self.c9 {
                for &p in pairing.floaters.iter().chain(b.next) {
                    // (A mate past the players is the bye vertex: unpaired.)
                    if let Some(m) = self.matcher.mate(round.vertex_of[p])
                        && m < round.order.len()
                        && ctx.score[round.order[m]] < next_score
                    {
                        self.c9 = false;
                    }
                }
            }
        }
        Outcome { pairing, penultimate: false }
    }
}

/// The 2026 criteria of one window on the round's matcher.
struct Criteria2026<'a> {
    ctx: &'a Context<'a>,
    round: &'a Round,
    /// [C9] applies to this bracket.
    c9: bool,
}

impl Criteria for Criteria2026<'_> {
    fn layout(&self) -> &Layout {
        &self.round.layout
    }

    fn ties(&self) -> Ties {
        self.round.slots.ties
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
        pack_through_sink(&self.round.layout, self.round.slots.ties, ties, out, |sink| {
            self.write(members, h, l, sink)
        });
    }
}

impl Criteria2026<'_> {
    /// [`Criteria::fields`] into either sink: the plain values or packed
    /// limbs (issue 31: packing every field of every edge), from the same
    /// code. Every field is written once or added to.
    fn write<S: FieldSink + ?Sized>(&self, members: &Members, h: usize, l: usize, c: &mut S) {
        let ctx = self.ctx;
        let s = &self.round.slots;
        let (ph, pl) = (members.list[h], members.list[l]);
        self.round.completion_fields(ctx, ph, pl, self.c9, c);
        let (dh, dl) = (self.round.digit[ph], self.round.digit[pl]);
        if !members.in_bracket(l) {
            // [C8]: what the next bracket can pair, and whose scores.
            c.add(s.c8_pairs, 1);
            c.add(s.c8_scores.at(dh), 1);
            return;
        }
        // [C6] pairs; [C7] the higher member's score is not a downfloater's
        // (the lower member is a resident with the bracket's score).
        c.add(s.c6, 1);
        c.add(s.c7.at(dh), 1);
        // [C10]–[C13]: the colour criteria.
        for (slot, good) in [s.c10, s.c11, s.c12, s.c13].into_iter().zip(colour_goods(ctx, ph, pl)) {
            c.add(slot, i64::from(good));
        }
        for (rounds_ago, down, up, down_scores, up_scores) in
            [(1, s.c14, s.c15, s.c18, s.c19), (2, s.c16, s.c17, s.c20, s.c21)]
        {
            let f = FloatsBefore::of(ctx, ph, pl, rounds_ago);
            // [C14] / [C16]: resident downfloaters who do not float again.
            c.add(down, f.downfloaters_spared());
            // [C15] / [C17]: MDP opponents who do not float up again.
            let no_repeat_up = !f.repeated_upfloat();
            c.add(up, i64::from(no_repeat_up));
            // [C18] / [C20] and [C19] / [C21], by score digits.
            if f.down_l {
                c.add(down_scores.at(dl), 1);
            }
            if f.down_h {
                c.add(down_scores.at(dh), 1);
            }
            if no_repeat_up {
                c.add(up_scores.at(dh), 1);
            }
        }
    }
}

/// Solves the round's first matcher (every edge [C4]/[C5] and [C9] only)
/// from a certificate instead of from scratch.
///
/// Those weights are sums of vertex terms: w(a, b) = B + e(a) + e(b), B the
/// [C4] pair and the trial field's base value, e(p) the [C5] term of a
/// player who is not a bye candidate and p's [C9] rank (`Round::
/// completion_fields`). So the duals u(p) = B + 2 e(p) (the matcher counts
/// weights twice) make every edge tight, any matching is optimal for them
/// once it is perfect, and the search only has to extend a greedy matching
/// of compatible players in rank order: a few roots, where a cold solve
/// searched among ties from scratch (2.8 s of a 9 s round at 3,000 players,
/// issue 31). The optimum found may differ from the cold solve's among
/// ties, which no bracket's pairing depends on: each is settled by the
/// B.8 / 3.8 steps from the weights alone. [C9]'s test in `pair_bracket`
/// reads the optimum's mates, but what it asks — whether a player of the
/// floaters and the next score group is paired below it — is fixed by the
/// weight too: every optimum has the same [C8] pair count among them
/// (fields do not overflow, so the total fixes each field's sum), and the
/// PAB assignee is one of them in every optimum (nobody scoring less than
/// the lowest possible PAB score can take it, [C5]). With an odd field the
/// bye vertex (`window::bye_vertex`, joined at the largest weight) gets the
/// dual that keeps its edges feasible. The tests pair rounds both ways
/// (`hints::without_start_certificate`).
fn start_from_vertex_terms(
    compatible: &Compatible,
    terms: &VertexTerms,
    matcher: &mut Matcher<WideWeight>,
) -> bool {
    let n = terms.term.len();
    let mut duals: Vec<WideWeight> = (0..n).map(|v| terms.dual(v)).collect();
    let mut paired = vec![false; n];
    let mut pairs = Vec::with_capacity(n / 2 + 1);
    for a in 0..n {
        if paired[a] {
            continue;
        }
        if let Some(b) = (a + 1..n).find(|&b| !paired[b] && compatible.get(a, b)) {
            paired[a] = true;
            paired[b] = true;
            pairs.push((a, b));
        }
    }
    if let Some(d) = terms.bye_vertex {
        // Its edges all weigh the largest weight W: u(d) = 2 W − min u keeps
        // them feasible, tight at a player of the least dual (its mate, if
        // the greedy pass left one such exposed).
        let largest = matcher.weight(d, 0);
        let Some(least) = duals.iter().min().cloned() else { return false };
        if largest.is_zero() {
            return false;
        }
        let mut u = largest.clone();
        u += &largest;
        if u < least {
            return false;
        }
        u -= &least;
        if let Some(m) = (0..n).rev().find(|&v| !paired[v] && duals[v] == least) {
            pairs.push((m, d));
        }
        duals.push(u);
    }
    let taken = matcher.solve_from(&pairs, &duals);
    hints::count_start_certificate(taken);
    taken
}

/// The first solve's weights as vertex terms: w(a, b) = B + e(a) + e(b),
/// B the [C4] pair and the trial field's base value, e(p) the [C5] term of
/// a player who is not a bye candidate and p's [C9] rank
/// (`Round::completion_fields`), by matcher vertex.
fn vertex_terms(ctx: &Context<'_>, round: &Round, c9: bool, bye_vertex: Option<usize>) -> VertexTerms {
    let layout = &round.layout;
    let s = &round.slots;
    let mut c = vec![0i64; layout.len()];
    c[s.c4_c5] = 1;
    c[s.ties.t3] = 1;
    let base = layout.pack(&c);
    let term = round
        .order
        .iter()
        .map(|&p| {
            c.fill(0);
            c[s.c4_c5] = i64::from(!round.bye_candidate[p]);
            if c9 && Some(ctx.score[p]) == round.bye_score {
                c[s.c9] = round.c9_rank[p];
            }
            layout.pack(&c)
        })
        .collect();
    VertexTerms { base, term, bye_vertex }
}

/// One solve over every player: completion and bye eligibility first, then
/// high scores paired first, then pairs inside the top score group. The
/// unpaired player's score is the lowest possible PAB score ([C5]); the
/// second value tells whether the top group is paired within itself ([C9]
/// in the first bracket).
fn lowest_bye_score(
    ctx: &Context<'_>,
    order: &[usize],
    compatible: &Compatible,
    digit: &[usize],
    groups: usize,
) -> Option<(i32, bool)> {
    let n = order.len();
    let top_score = ctx.score[order[0]];
    // Offsets rise with the score: the sum over matched players is largest
    // when the unmatched one has the lowest score.
    let offset = |p: usize| (groups - 1 - digit[p]) as i128;
    let is_top = |p: usize| ctx.score[p] >= top_score;
    // Edge {a, b} weighs B + t(a) + t(b) + [both top]: vertex terms but for
    // the last field.
    let base: i128 = 1 << 80;
    let term = |p: usize| (i128::from(!ctx.eligible[p]) << 80) + (offset(p) << 24);
    // The bye vertex (`window::bye_vertex`): the same optima, each with one
    // more edge from it to the player left unpaired.
    let bye_vertex = window::bye_vertex(n);
    // Compact: few distinct weights (144 MB dense at 3,000 players).
    let mut matcher: Matcher<i128> = Matcher::new_compact(n + usize::from(bye_vertex.is_some()));
    for a in 0..n {
        for b in a + 1..n {
            if !compatible.get(a, b) {
                continue;
            }
            let (pa, pb) = (order[a], order[b]);
            let both_top = i128::from(is_top(pa) && is_top(pb));
            matcher.set_weight(a, b, base + term(pa) + term(pb) + both_top);
        }
    }
    if let Some(d) = bye_vertex {
        matcher.join_to_all_at_largest_weight(d);
    }
    // The certificate of `start_from_vertex_terms`, with the top players'
    // duals one higher (doubled units: top-top edges stay tight, the others
    // get a slack of one).
    let duals: Vec<i128> = order.iter().map(|&p| base + 2 * term(p) + i128::from(is_top(p))).collect();
    if !hints::start_certificate() || !start_bye_score_solve(compatible, duals, bye_vertex, &mut matcher) {
        matcher.solve();
    }
    // (A mate past the players is the bye vertex: unpaired.)
    let mate = |v: usize| matcher.mate(v).filter(|&m| m < n);
    let unmatched: Vec<usize> = (0..n).filter(|&v| mate(v).is_none()).collect();
    if unmatched.len() != 1 || !ctx.eligible[order[unmatched[0]]] {
        return None;
    }
    let sigma = ctx.score[order[unmatched[0]]];
    // [C9] applies to the first bracket when it downfloats the PAB assignee
    // alone: the bye score is the top score and no top player is paired
    // below it (the one left unpaired is that assignee).
    let first_c9 = sigma >= top_score
        && (0..n)
            .filter(|&v| ctx.score[order[v]] >= top_score)
            .all(|v| mate(v).is_none_or(|m| ctx.score[order[m]] >= top_score));
    Some((sigma, first_c9))
}

/// Starts the bye-score solve of [`lowest_bye_score`] from `duals` (one per
/// player, feasible on every edge) and a greedy matching of compatible
/// players along tight edges; the bye vertex takes the least feasible dual.
/// What the solve gives — the unpaired player's score and eligibility, the
/// number of top-top pairs — is the same in every optimum (each is a field
/// sum the maximum fixes), so the optimum it ends at among ties changes
/// neither the bye score nor [C9]. Returns whether the matcher took it.
fn start_bye_score_solve(
    compatible: &Compatible,
    mut duals: Vec<i128>,
    bye_vertex: Option<usize>,
    matcher: &mut Matcher<i128>,
) -> bool {
    let n = duals.len();
    let mut paired = vec![false; n];
    let mut pairs = Vec::with_capacity(n / 2 + 1);
    for a in 0..n {
        if paired[a] {
            continue;
        }
        let tight = |b: usize| duals[a] + duals[b] == 2 * matcher.weight(a, b);
        if let Some(b) = (a + 1..n).find(|&b| !paired[b] && compatible.get(a, b) && tight(b)) {
            paired[a] = true;
            paired[b] = true;
            pairs.push((a, b));
        }
    }
    if let Some(d) = bye_vertex {
        let largest = matcher.weight(d, 0);
        let Some(&least) = duals.iter().min() else { return false };
        if largest <= 0 || 2 * largest < least {
            return false;
        }
        if let Some(m) = (0..n).rev().find(|&v| !paired[v] && duals[v] == least) {
            pairs.push((m, d));
        }
        duals.push(2 * largest - least);
    }
    let taken = matcher.solve_from(&pairs, &duals);
    hints::count_start_certificate(taken);
    taken
}
