//! Pairing one bracket (C.04.3 B) by maximum-weight matching.
//!
//! The window holds, in A.2 order, the moved-down players (MDPs), the
//! residents of the score group, and the players of the next score group
//! (ordinary mode: for the C.7 look-ahead) or every player below (special
//! mode: the PPB re-pairing, the CLB and the last bracket, where C.4
//! completion comes first). One optimal matching gives the best quality
//! (C.5–C.19); the B.8 tie-break "generated earlier in the sequence" is then
//! settled by a few re-solves, each adding a small bonus or penalty in the
//! lowest fields and locking the answer by deleting edges.

use super::Context;
use super::weights::Slots2026;
use super::weights::{Layout, Slots};
use crate::pairing::history::{Float, Strength};
use crate::pairing::matching::{Matcher, WideWeight};
use std::collections::HashMap;

/// How a bracket is paired (A.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The next block is the next score group, for C.7. `next_is_last`: the
    /// next group is the last one, so the look-ahead also keeps a legal PAB.
    Ordinary { next_is_last: bool },
    /// The next block holds everyone below; C.4 completion and C.2 first.
    Special,
}

/// The result of pairing a bracket: pairs (higher-ranked first) and the
/// players who float down, in input indices.
pub struct BracketPairing {
    pub pairs: Vec<(usize, usize)>,
    pub floaters: Vec<usize>,
}

/// Edge bonuses of the tie-break fields (T1–T3).
#[derive(Clone)]
struct Exchange {
    /// Remainder-local sequence number (0-based) per window index, if in R'.
    bsn: Vec<Option<usize>>,
    /// In the original S1R.
    s1r: Vec<bool>,
    size: usize,
}

struct Window<'a, 'm> {
    ctx: &'a Context<'a>,
    /// 2026: the round's shared layout and matcher state; 2017: `None`.
    round2026: Option<&'a Round2026>,
    /// [C9] active for this bracket (2026).
    c9: bool,
    /// Matcher vertex of each window member, and the reverse map.
    vertex: Vec<usize>,
    window_of: Vec<Option<usize>>,
    /// Matcher vertices outside the window (2026: everyone not yet paired
    /// below the next score group), whose edges carry only [C4]/[C5].
    outside: Vec<usize>,
    /// Input indices in A.2 order: MDPs, residents, next block.
    members: Vec<usize>,
    mdp_count: usize,
    bracket_len: usize,
    mode: Mode,
    slots: Slots,
    /// Digit index per score-difference value (tenths), most significant first.
    digit_values: Vec<i32>,
    /// Downfloater SD baseline: one point below the lowest score of the window.
    float_base: i32,
    layout: Layout,
    allowed: Vec<bool>,
    exchange: Option<Exchange>,
    matcher: &'m mut Matcher<WideWeight>,
}

/// Per-round data of the 2026 engine, whose one matcher spans the round.
pub struct Round2026 {
    pub layout: Layout,
    pub slots: Slots2026,
    /// Score digit (index, most significant first) per pairing score.
    pub score_digit: HashMap<i32, usize>,
    /// [C5]: the lowest score the PAB assignee can have (odd rounds).
    pub bye_score: Option<i32>,
    /// [C9]: rank of each player's played-game count among the players
    /// with the bye score (input index); more played games, smaller rank.
    pub c9_rank: Vec<i64>,
}

impl<'a, 'm> Window<'a, 'm> {
    /// A 2017 window with a matcher of its own.
    fn new(
        ctx: &'a Context<'a>,
        mdps: &[usize],
        residents: &[usize],
        next: &[usize],
        mode: Mode,
        matcher: &'m mut Matcher<WideWeight>,
    ) -> Self {
        let mut members = Vec::with_capacity(mdps.len() + residents.len() + next.len());
        members.extend_from_slice(mdps);
        members.extend_from_slice(residents);
        members.extend_from_slice(next);
        let n = members.len();
        let mdp_count = mdps.len();
        let bracket_len = mdps.len() + residents.len();
        let lowest = members.iter().map(|&p| ctx.score[p]).min().unwrap_or(0);
        // A.8: "one point less than the score of the lowest ranked player";
        // the reference takes the lowest score of the whole window.
        let float_base = lowest - 10;
        let mut values: Vec<i32> = Vec::new();
        for (i, &p) in members[..bracket_len].iter().enumerate() {
            values.push(ctx.score[p] - float_base);
            for &q in &members[i + 1..bracket_len] {
                values.push(ctx.score[p] - ctx.score[q]);
            }
        }
        values.sort_unstable_by(|a, b| b.cmp(a));
        values.dedup();
        let slots = Slots { digits: values.len() };
        let mut max_edge = vec![0u64; slots.len()];
        max_edge[Slots::F0] = 3;
        max_edge[Slots::F1] = 1;
        for d in 0..slots.digits {
            max_edge[slots.f2(d)] = 3;
            max_edge[slots.f4(d)] = 2;
            for (j, m) in [3, 1, 3, 1].into_iter().enumerate() {
                max_edge[slots.vector(j, d)] = m;
            }
        }
        max_edge[slots.f3()] = 3;
        for (i, m) in [1, 1, 1, 1, 2, 1, 2, 1].into_iter().enumerate() {
            max_edge[slots.scalar(i)] = m;
        }
        max_edge[slots.t1()] = 1;
        max_edge[slots.t2()] = n as u64 + 1;
        max_edge[slots.t3()] = n as u64 + 2;
        let offsets = vec![0i64; slots.len()];
        let layout = Layout::new(&max_edge, &offsets, (n / 2) as u64);
        *matcher = Matcher::with_weight_bits(n, layout.bits() as usize);
        let mut window = Window {
            ctx,
            round2026: None,
            c9: false,
            vertex: (0..n).collect(),
            window_of: (0..n).map(Some).collect(),
            outside: Vec::new(),
            members,
            mdp_count,
            bracket_len,
            mode,
            slots,
            digit_values: values,
            float_base,
            layout,
            allowed: vec![false; n * n],
            exchange: None,
            matcher,
        };
        window.set_up_edges();
        window
    }

    /// A 2026 window over the round's matcher: `vertex[i]` is the matcher
    /// vertex of member `i`; `outside` the other unpaired vertices.
    #[allow(clippy::too_many_arguments)]
    fn new_2026(
        ctx: &'a Context<'a>,
        round: &'a Round2026,
        c9: bool,
        members: (&[usize], &[usize], &[usize]),
        vertex: Vec<usize>,
        outside: Vec<usize>,
        matcher: &'m mut Matcher<WideWeight>,
    ) -> Self {
        let (mdps, residents, next) = members;
        let mut list = Vec::with_capacity(vertex.len());
        list.extend_from_slice(mdps);
        list.extend_from_slice(residents);
        list.extend_from_slice(next);
        let n = list.len();
        let mut window_of = vec![None; matcher.vertex_count()];
        for (i, &v) in vertex.iter().enumerate() {
            window_of[v] = Some(i);
        }
        let mut window = Window {
            ctx,
            round2026: Some(round),
            c9,
            vertex,
            window_of,
            outside,
            members: list,
            mdp_count: mdps.len(),
            bracket_len: mdps.len() + residents.len(),
            mode: Mode::Special,
            slots: Slots { digits: 0 },
            digit_values: Vec::new(),
            float_base: 0,
            layout: round.layout.clone(),
            allowed: vec![false; n * n],
            exchange: None,
            matcher,
        };
        window.set_up_edges();
        window
    }

    /// Decides which window edges may exist, writes every window edge's
    /// weight (trial field at its base value) and solves.
    fn set_up_edges(&mut self) {
        let n = self.len();
        for a in 0..n {
            for b in a + 1..n {
                let ok = self.edge_exists(a, b);
                self.allowed[a * n + b] = ok;
                self.allowed[b * n + a] = ok;
            }
        }
        for a in 0..n {
            for b in a + 1..n {
                let w = self.weight(a, b, 1);
                self.matcher.set_weight(self.vertex[a], self.vertex[b], w);
            }
        }
        self.matcher.solve();
    }

    /// 2026: removes every edge from member `v` to players outside the
    /// window, so it must be paired inside it.
    fn confine(&mut self, v: usize) {
        let zero = WideWeight::zero(self.layout.limbs());
        for i in 0..self.outside.len() {
            let u = self.outside[i];
            self.matcher.set_weight(self.vertex[v], u, zero.clone());
        }
    }

    fn len(&self) -> usize {
        self.members.len()
    }
    fn is_mdp(&self, w: usize) -> bool {
        w < self.mdp_count
    }
    fn is_resident(&self, w: usize) -> bool {
        w >= self.mdp_count && w < self.bracket_len
    }
    fn in_bracket(&self, w: usize) -> bool {
        w < self.bracket_len
    }

    /// Window edges: not between two MDPs (they can only meet residents,
    /// B.2–B.3), not between two players who may not meet (C.1–C.3).
    fn edge_exists(&self, a: usize, b: usize) -> bool {
        if self.is_mdp(a) && self.is_mdp(b) {
            return false;
        }
        self.ctx.compatible(self.members[a], self.members[b])
    }

    fn allowed(&self, a: usize, b: usize) -> bool {
        self.allowed[a * self.len() + b]
    }

    fn forbid(&mut self, a: usize, b: usize) {
        let n = self.len();
        self.allowed[a * n + b] = false;
        self.allowed[b * n + a] = false;
    }

    fn digit(&self, value: i32) -> usize {
        self.digit_values.iter().position(|&v| v == value).unwrap_or(0)
    }

    fn floats(&self, w: usize, rounds_ago: u32) -> Float {
        self.ctx.history.facts[self.members[w]].float_ago(self.ctx.input.round, rounds_ago)
    }

    /// The weight of edge {a, b}; `t3` is the trial field's value.
    fn weight(&self, a: usize, b: usize, t3: u64) -> WideWeight {
        if !self.allowed(a, b) {
            return WideWeight::zero(self.layout.limbs());
        }
        let (h, l) = if a < b { (a, b) } else { (b, a) };
        if let Some(round) = self.round2026 {
            let mut c = self.components_2026(round, h, l);
            let s = round.slots;
            self.tie_fields(&mut c, h, l, s.t1(), s.t2(), s.t3(), t3);
            return self.layout.pack(&c);
        }
        let ctx = self.ctx;
        let ph = self.members[h];
        let pl = self.members[l];
        let (sh, sl) = (ctx.score[ph], ctx.score[pl]);
        let s = self.slots;
        let mut c = vec![0i64; s.len()];
        let inh = self.in_bracket(h);
        let inl = self.in_bracket(l);
        let inelig = |p: usize| i64::from(!ctx.eligible[p]);
        match self.mode {
            Mode::Special => c[Slots::F0] = 1 + inelig(ph) + inelig(pl),
            Mode::Ordinary { next_is_last } => {
                // C.7: pairs the next bracket can make, and (F4) which
                // downfloaters it receives.
                c[s.f3()] = if next_is_last { 1 + inelig(ph) + inelig(pl) } else { i64::from(!inl) };
                if inh {
                    c[s.f4(self.digit(sh - self.float_base))] += 1;
                }
                if inl {
                    c[s.f4(self.digit(sl - self.float_base))] += 1;
                }
            }
        }
        if inl {
            let sd = sh - sl;
            let fl_h = self.digit(sh - self.float_base);
            let fl_l = self.digit(sl - self.float_base);
            let d_sd = self.digit(sd);
            // C.5: pairs in the bracket.
            c[Slots::F1] = 1;
            // C.6: PSD gain of pairing h and l instead of floating both.
            for d in 0..s.digits {
                c[s.f2(d)] = 1;
            }
            c[s.f2(fl_h)] += 1;
            c[s.f2(fl_l)] += 1;
            c[s.f2(d_sd)] -= 1;
            let [c8_good, c9_good, c10_good, c11_good] = colour_goods(ctx, ph, pl);
            c[s.scalar(0)] = i64::from(c8_good);
            c[s.scalar(1)] = i64::from(c9_good);
            c[s.scalar(2)] = i64::from(c10_good);
            c[s.scalar(3)] = i64::from(c11_good);
            for (k, rounds_ago) in [(0usize, 1u32), (1, 2)] {
                let df_h = self.floats(h, rounds_ago) == Float::Down;
                let df_l = self.floats(l, rounds_ago) == Float::Down;
                let uf_l = self.floats(l, rounds_ago) == Float::Up;
                // C.12 / C.14: downfloaters who do not float down again.
                c[s.scalar(4 + 2 * k)] = i64::from(df_l) + i64::from(sh == sl && df_h);
                // C.13 / C.15: upfloaters who do not float up again.
                c[s.scalar(5 + 2 * k)] = i64::from(!(sh > sl && uf_l));
                // C.16 / C.18: score differences of repeated downfloaters.
                let down = s.vector(2 * k, 0);
                for d in 0..s.digits {
                    c[down + d] = 1;
                }
                if df_l {
                    c[down + fl_l] += 1;
                }
                if df_h {
                    c[down + fl_h] += 1;
                    if sh > sl {
                        c[down + d_sd] -= 1;
                    }
                }
                // C.17 / C.19: score differences of repeated upfloaters.
                let up = s.vector(2 * k + 1, 0);
                for d in 0..s.digits {
                    c[up + d] = 1;
                }
                if sh > sl && uf_l {
                    c[up + d_sd] -= 1;
                }
            }
        }
        self.tie_fields(&mut c, h, l, s.t1(), s.t2(), s.t3(), t3);
        self.layout.pack(&c)
    }

    /// The 2026 fields of edge {h, l} (h ranked above l), T fields aside.
    fn components_2026(&self, round: &Round2026, h: usize, l: usize) -> Vec<i64> {
        let ctx = self.ctx;
        let s = round.slots;
        let (ph, pl) = (self.members[h], self.members[l]);
        let (sh, sl) = (ctx.score[ph], ctx.score[pl]);
        let mut c = vec![0i64; s.len()];
        let noncandidate = |p: usize| i64::from(!ctx.bye_candidate[p]);
        // [C4] + [C5]: complete the round, with a lowest-score legal PAB.
        c[Slots2026::F0] = 1 + noncandidate(ph) + noncandidate(pl);
        let inl = self.in_bracket(l);
        let digit = |score: i32| round.score_digit.get(&score).copied().unwrap_or(0);
        let (dh, dl) = (digit(sh), digit(sl));
        if inl {
            // [C6] pairs; [C7] the higher member's score is not a downfloater's.
            c[Slots2026::F1] = 1;
            c[s.f2(dh)] = 1;
        } else {
            // [C8] what the next bracket can pair, and whose scores.
            c[s.f3()] = 1;
            c[s.f4(dh)] = 1;
        }
        if self.c9 {
            // [C9]: whoever of the bye score stays unpaired should have
            // played the most games.
            for p in [ph, pl] {
                if Some(ctx.score[p]) == round.bye_score {
                    c[s.f5()] += round.c9_rank[p];
                }
            }
        }
        if inl {
            let goods = colour_goods(ctx, ph, pl);
            for (i, good) in goods.into_iter().enumerate() {
                c[s.scalar(i)] = i64::from(good);
            }
            for (k, rounds_ago) in [(0usize, 1u32), (1, 2)] {
                let df_h = self.floats(h, rounds_ago) == Float::Down;
                let df_l = self.floats(l, rounds_ago) == Float::Down;
                let uf_l = self.floats(l, rounds_ago) == Float::Up;
                // [C14]/[C16]: resident downfloaters who do not float again.
                c[s.scalar(4 + 2 * k)] = i64::from(df_l) + i64::from(sh == sl && df_h);
                // [C15]/[C17]: MDP opponents who do not float up again.
                let no_repeat_up = !(sh > sl && uf_l);
                c[s.scalar(5 + 2 * k)] = i64::from(no_repeat_up);
                // [C18]/[C20] and [C19]/[C21], by score digits.
                if df_l {
                    c[s.vector(2 * k, dl)] += 1;
                }
                if df_h {
                    c[s.vector(2 * k, dh)] += 1;
                }
                if no_repeat_up {
                    c[s.vector(2 * k + 1, dh)] += 1;
                }
            }
        }
        c
    }

    /// The tie-break fields T1–T3 of edge {h, l}.
    #[allow(clippy::too_many_arguments)]
    fn tie_fields(&self, c: &mut [i64], h: usize, l: usize, t1: usize, t2: usize, t3_slot: usize, t3: u64) {
        if let Some(ex) = &self.exchange {
            // D.2.a / D.2.b: prefer new S1 = higher members from the original
            // S1R, then the smallest BSN sum of the new S1.
            if let (Some(bh), Some(_)) = (ex.bsn[h], ex.bsn[l]) {
                c[t1] = i64::from(ex.s1r[h]);
                c[t2] = (ex.size - bh) as i64;
            }
        }
        c[t3_slot] = t3 as i64;
    }

    /// Rewrites every edge of `v`, with `t3(u)` on edge {v, u}.
    fn refresh(&mut self, v: usize, t3: impl Fn(usize) -> u64) {
        for u in 0..self.len() {
            if u != v {
                let w = self.weight(v, u, t3(u));
                self.matcher.set_weight(self.vertex[v], self.vertex[u], w);
            }
        }
    }

    fn refresh_plain(&mut self, v: usize) {
        self.refresh(v, |_| 1);
    }

    /// The window member matched to `v`, if its mate is in the window.
    fn mate(&self, v: usize) -> Option<usize> {
        self.matcher.mate(self.vertex[v]).and_then(|u| self.window_of[u])
    }

    /// Fixes the pair {a, b}: every other edge of both goes.
    fn fix_pair(&mut self, a: usize, b: usize) {
        for u in 0..self.len() {
            if u != b {
                self.forbid(a, u);
            }
            if u != a {
                self.forbid(b, u);
            }
        }
        self.confine(a);
        self.confine(b);
        self.refresh_plain(a);
        self.refresh_plain(b);
        self.matcher.solve();
    }

    /// Whether `v` is the higher-ranked member of a pair inside R'.
    fn is_higher_in_remainder(&self, v: usize, in_rem: &[bool]) -> bool {
        matches!(self.mate(v), Some(u) if in_rem[u] && u > v)
    }
}

/// Pairs one bracket. Returns its pairs and its downfloaters.
pub fn pair_bracket(
    ctx: &Context<'_>,
    mdps: &[usize],
    residents: &[usize],
    next: &[usize],
    mode: Mode,
) -> BracketPairing {
    let mut matcher = Matcher::new(0);
    let window = Window::new(ctx, mdps, residents, next, mode, &mut matcher);
    settle(window)
}

/// Pairs one bracket of the 2026 engine on the round's matcher.
/// `vertex_of(p)` gives the matcher vertex of input index `p`.
#[allow(clippy::too_many_arguments)]
pub fn pair_bracket_2026(
    ctx: &Context<'_>,
    round: &Round2026,
    c9: bool,
    mdps: &[usize],
    residents: &[usize],
    next: &[usize],
    vertex_of: &dyn Fn(usize) -> usize,
    outside: Vec<usize>,
    matcher: &mut Matcher<WideWeight>,
) -> BracketPairing {
    let vertex: Vec<usize> = mdps.iter().chain(residents).chain(next).map(|&p| vertex_of(p)).collect();
    let window = Window::new_2026(ctx, round, c9, (mdps, residents, next), vertex, outside, matcher);
    settle(window)
}

/// The B.8 tie-break over an optimally weighted window (steps A–E).
fn settle(mut w: Window<'_, '_>) -> BracketPairing {
    let n = w.len();
    let mut fixed: Vec<(usize, usize)> = Vec::new();
    let mut is_fixed = vec![false; n];

    // Step A (D.3): the MDPs paired in S1, greedily in rank order; the
    // others go to the Limbo.
    let mut s1_mdps = Vec::new();
    for m in 0..w.mdp_count {
        let matched_to_resident = |w: &Window<'_, '_>| w.mate(m).is_some_and(|u| w.is_resident(u));
        if !matched_to_resident(&w) {
            let bracket_len = w.bracket_len;
            let mdp_count = w.mdp_count;
            w.refresh(m, |u| if u >= mdp_count && u < bracket_len { 2 } else { 1 });
            w.matcher.solve();
        }
        let pairable = matched_to_resident(&w);
        for u in 0..n {
            // Lock: an S1 MDP keeps only resident edges; a Limbo MDP loses them.
            if w.is_resident(u) != pairable {
                w.forbid(m, u);
            }
        }
        if pairable {
            w.confine(m);
        }
        w.refresh_plain(m);
        w.matcher.solve();
        if pairable {
            s1_mdps.push(m);
        }
    }

    // Step B (D.1 on S2 = all residents): each S1 MDP in turn takes the
    // best-ranked resident that still allows an optimal candidate.
    for &m in &s1_mdps {
        let bracket_len = w.bracket_len;
        let mdp_count = w.mdp_count;
        w.refresh(m, |u| {
            if u >= mdp_count && u < bracket_len && !is_fixed[u] { 2 + (bracket_len - u) as u64 } else { 1 }
        });
        w.matcher.solve();
        if let Some(partner) = w.mate(m) {
            fixed.push((m, partner));
            is_fixed[m] = true;
            is_fixed[partner] = true;
            w.fix_pair(m, partner);
        }
    }

    // Step C: the remainder R', its S1R (the first N1' players, N1' = the
    // number of pairs inside R' in the optimum) and S2R.
    let remainder: Vec<usize> = (w.mdp_count..w.bracket_len).filter(|&v| !is_fixed[v]).collect();
    let mut in_rem = vec![false; n];
    for &v in &remainder {
        in_rem[v] = true;
    }
    let rem_pairs = remainder.iter().filter(|&&v| w.is_higher_in_remainder(v, &in_rem)).count();
    if rem_pairs > 0 {
        let mut bsn = vec![None; n];
        let mut s1r = vec![false; n];
        for (i, &v) in remainder.iter().enumerate() {
            bsn[v] = Some(i);
            s1r[v] = i < rem_pairs;
        }
        w.exchange = Some(Exchange { bsn, s1r: s1r.clone(), size: remainder.len() });
        for &v in &remainder {
            w.refresh_plain(v);
        }
        w.matcher.solve();

        // Step D (D.2): which exchange. T1/T2 already fix how many and the
        // BSN sums; D.2.c and D.2.d are settled greedily.
        let staying = remainder.iter().filter(|&&v| s1r[v] && w.is_higher_in_remainder(v, &in_rem)).count();
        let exchanged = rem_pairs - staying;
        let mut left = 0;
        // D.2.c: move out of S1R the highest BSNs possible.
        for &x in remainder[..rem_pairs].iter().rev() {
            if left == exchanged {
                break;
            }
            if w.is_higher_in_remainder(x, &in_rem) {
                w.refresh(x, |u| if in_rem[u] && u > x { 0 } else { 1 });
                w.matcher.solve();
            }
            if !w.is_higher_in_remainder(x, &in_rem) {
                for &u in &remainder {
                    if u > x {
                        w.forbid(x, u);
                    }
                }
                left += 1;
            }
            w.refresh_plain(x);
            w.matcher.solve();
        }
        // D.2.d: move into S1 the lowest BSNs of S2R possible.
        let mut entered = 0;
        for &y in &remainder[rem_pairs..] {
            if entered == exchanged {
                break;
            }
            if !w.is_higher_in_remainder(y, &in_rem) {
                w.refresh(y, |u| if in_rem[u] && u > y { 2 } else { 1 });
                w.matcher.solve();
            }
            if w.is_higher_in_remainder(y, &in_rem) {
                let bracket_len = w.bracket_len;
                for (u, &u_in_rem) in in_rem.iter().enumerate() {
                    if (u_in_rem && u < y) || u >= bracket_len {
                        w.forbid(y, u);
                    }
                }
                w.confine(y);
                entered += 1;
            }
            w.refresh_plain(y);
            w.matcher.solve();
        }

        // Freeze the new S1: only new-S1 → lower new-S2 edges stay inside
        // R'; new-S1 players no longer float.
        let new_s1: Vec<usize> =
            remainder.iter().copied().filter(|&v| w.is_higher_in_remainder(v, &in_rem)).collect();
        let mut in_new_s1 = vec![false; n];
        for &v in &new_s1 {
            in_new_s1[v] = true;
        }
        for &a in &remainder {
            for (u, &u_in_rem) in in_rem.iter().enumerate() {
                if u == a {
                    continue;
                }
                let keep = if u_in_rem {
                    let (hi, lo) = if a < u { (a, u) } else { (u, a) };
                    in_new_s1[hi] && !in_new_s1[lo]
                } else if u >= w.bracket_len {
                    !in_new_s1[a]
                } else {
                    // Fixed MDP pairs: already forbidden.
                    w.allowed(a, u)
                };
                if !keep {
                    w.forbid(a, u);
                }
            }
        }
        w.exchange = None;
        for &v in &new_s1 {
            w.confine(v);
        }
        for &v in &remainder {
            w.refresh_plain(v);
        }
        w.matcher.solve();

        // Step E (D.1 in the remainder): each new-S1 player in rank order
        // takes the best-ranked lower player still possible.
        for &x in &new_s1 {
            let bracket_len = w.bracket_len;
            w.refresh(
                x,
                |u| {
                    if in_rem[u] && !is_fixed[u] && u > x { 2 + (bracket_len - u) as u64 } else { 1 }
                },
            );
            w.matcher.solve();
            if let Some(partner) = w.mate(x) {
                fixed.push((x, partner));
                is_fixed[x] = true;
                is_fixed[partner] = true;
                w.fix_pair(x, partner);
            }
        }
    }

    let pairs = fixed
        .iter()
        .map(|&(a, b)| if a < b { (w.members[a], w.members[b]) } else { (w.members[b], w.members[a]) })
        .collect();
    let floaters = (0..w.bracket_len).filter(|&v| !is_fixed[v]).map(|v| w.members[v]).collect();
    BracketPairing { pairs, floaters }
}

/// C.8–C.11 / [C10]–[C13] for a pair inside the bracket: whether each
/// criterion is kept ("good"). A pair can fail each for at most one player.
fn colour_goods(ctx: &Context<'_>, ph: usize, pl: usize) -> [bool; 4] {
    let fh = &ctx.history.facts[ph];
    let fl = &ctx.history.facts[pl];
    let (ph_pref, pl_pref) = (fh.preference, fl.preference);
    let same_colour = ph_pref.colour.is_some() && ph_pref.colour == pl_pref.colour;
    let cd_h = fh.colours.difference().abs();
    let cd_l = fl.colours.difference().abs();
    // C.8: both beyond ±1 and wanting the same colour: one goes past ±2.
    let c8_bad = same_colour && cd_h >= 2 && cd_l >= 2;
    // C.9: both absolute for the same colour and the loser (E.2: the
    // smaller colour difference) gets the other colour a third time.
    let c9_bad =
        same_colour && ph_pref.strength == Strength::Absolute && pl_pref.strength == Strength::Absolute && {
            let other = ph_pref.colour.map(|c| c.opposite());
            let h_run = fh.colours.last_two_same() == other;
            let l_run = fl.colours.last_two_same() == other;
            if cd_h == cd_l {
                h_run && l_run
            } else if cd_h < cd_l {
                h_run
            } else {
                l_run
            }
        };
    // C.10: a preference not granted.
    let c10_bad = same_colour;
    // C.11: a strong preference not granted (absolute clashes are
    // already C.9/C.3 matters and not counted here).
    let c11_bad = same_colour
        && ph_pref.strength >= Strength::Strong
        && pl_pref.strength >= Strength::Strong
        && !(ph_pref.strength == Strength::Absolute && pl_pref.strength == Strength::Absolute);
    [!c8_bad, !c9_bad, !c10_bad, !c11_bad]
}
