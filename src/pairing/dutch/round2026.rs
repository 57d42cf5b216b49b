//! The FIDE Dutch system in force since 2026-02-01 (C.04.3, [C1]–[C21]).
//!
//! One matcher spans the whole round. Every edge carries the completion
//! field ([C4]) counting pairs and paired non-candidates for the bye, so
//! whatever a bracket does, the rest of the round stays completable with a
//! legal PAB of the lowest possible score ([C5]); no PPB/CLB re-pairing is
//! needed. Brackets are then paired top-down by rewriting the edges of the
//! window (MDPs, residents, next score group) as in the 2017 engine.

use super::bracket::{Round2026, pair_bracket_2026};
use super::weights::{Layout, Slots2026};
use super::{BracketRecord, Context, colours};
use crate::pairing::explain::{BracketKind, ColourRule};
use crate::pairing::history::FloatRules;
use crate::pairing::matching::{Matcher, WideWeight};
use crate::pairing::{Pairing, PairingError, PairingInput};
use std::collections::{HashMap, HashSet};

/// Pairs the round described by `input` with the 2026 Dutch rules.
pub fn pair(input: &PairingInput) -> Result<Pairing, PairingError> {
    pair_traced(input, &mut Vec::new()).map(|(pairing, _)| pairing)
}

/// Pairs with the 2026 rules, recording each bracket in `trace`; also
/// returns the colour rule of every board.
pub fn pair_traced(
    input: &PairingInput,
    trace: &mut Vec<BracketRecord>,
) -> Result<(Pairing, Vec<ColourRule>), PairingError> {
    let mut ctx = Context::new(input, FloatRules::Rules2026);
    let order = ctx.pairing_order()?;
    let n = order.len();
    let mut vertex_of_player = vec![usize::MAX; input.players.len()];
    for (v, &p) in order.iter().enumerate() {
        vertex_of_player[p] = v;
    }
    // Score groups, highest first: one digit each.
    let mut scores: Vec<i32> = order.iter().map(|&p| ctx.score[p]).collect();
    scores.dedup();
    let score_digit: HashMap<i32, usize> = scores.iter().enumerate().map(|(d, &s)| (s, d)).collect();
    let top_score = scores[0];

    // [C5]: the lowest score a legal PAB assignee can have, from one solve
    // that completes the round and pairs high scores first.
    let (bye_score, first_c9) = if n % 2 == 1 {
        initial_bye_score(&ctx, &order, &score_digit, top_score)
            .ok_or(PairingError::NoValidPairing { round: input.round })?
    } else {
        (None, false)
    };
    let candidate_limit = bye_score.unwrap_or(0);
    for &p in &order {
        ctx.bye_candidate[p] = ctx.eligible[p] && ctx.score[p] <= candidate_limit;
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
        for &p in &order {
            if ctx.score[p] == sigma {
                let games = ctx.history.facts[p].played_games;
                let rank = counts.iter().rposition(|&c| c == games).unwrap_or(0);
                c9_rank[p] = rank as i64;
                max_rank = max_rank.max(rank as u64);
            }
        }
    }
    let slots = Slots2026 { groups: scores.len() };
    let layout = Layout::new(&slots.max_edge(n as u64, max_rank), &vec![0; slots.len()], (n / 2) as u64);
    let round = Round2026 { layout, slots, score_digit, bye_score, c9_rank };

    // Every edge starts with [C4]/[C5] (and [C9] where it applies to the
    // first bracket); windows rewrite their own edges later.
    let mut matcher: Matcher<WideWeight> = Matcher::with_weight_bits(n, round.layout.bits() as usize);
    for a in 0..n {
        for b in a + 1..n {
            let (pa, pb) = (order[a], order[b]);
            if !ctx.compatible(pa, pb) {
                continue;
            }
            let mut c = vec![0i64; slots.len()];
            c[Slots2026::F0] = 1 + i64::from(!ctx.bye_candidate[pa]) + i64::from(!ctx.bye_candidate[pb]);
            if first_c9 {
                for p in [pa, pb] {
                    if Some(ctx.score[p]) == bye_score {
                        c[slots.f5()] += round.c9_rank[p];
                    }
                }
            }
            c[slots.t3()] = 1;
            matcher.set_weight(a, b, round.layout.pack(&c));
        }
    }
    matcher.solve();
    let matched = (0..n).filter(|&v| matcher.mate(v).is_some()).count();
    if matched + n % 2 < n {
        return Err(PairingError::NoValidPairing { round: input.round });
    }

    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut remaining: Vec<usize> = order.clone();
    let mut mdps: Vec<usize> = Vec::new();
    let mut c9 = first_c9;
    loop {
        let mdp_set: HashSet<usize> = mdps.iter().copied().collect();
        let non_mdps: Vec<usize> = remaining.iter().copied().filter(|p| !mdp_set.contains(p)).collect();
        let Some(&first) = non_mdps.first() else { break };
        let resident_score = ctx.score[first];
        let residents: Vec<usize> =
            non_mdps.iter().copied().filter(|&p| ctx.score[p] == resident_score).collect();
        let below: Vec<usize> = non_mdps.iter().copied().filter(|&p| ctx.score[p] < resident_score).collect();
        let next: Vec<usize> = match below.first() {
            Some(&b) => below.iter().copied().filter(|&p| ctx.score[p] == ctx.score[b]).collect(),
            None => Vec::new(),
        };
        let in_window: HashSet<usize> = mdps.iter().chain(&residents).chain(&next).copied().collect();
        let outside: Vec<usize> =
            remaining.iter().filter(|p| !in_window.contains(p)).map(|&p| vertex_of_player[p]).collect();
        let result = pair_bracket_2026(
            &ctx,
            &round,
            c9,
            &mdps,
            &residents,
            &next,
            &|p| vertex_of_player[p],
            outside,
            &mut matcher,
        );
        trace.push(BracketRecord {
            kind: if below.is_empty() { BracketKind::Last } else { BracketKind::Ordinary },
            mdps: mdps.clone(),
            residents: residents.clone(),
            pairs: result.pairs.clone(),
            floaters: result.floaters.clone(),
        });
        let paired: HashSet<usize> = result.pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        remaining.retain(|p| !paired.contains(p));
        pairs.extend(result.pairs);
        // [C9] for the next bracket: only when it is the one that will
        // downfloat the PAB assignee and the current optimum keeps it whole.
        if let Some(&next_first) = next.first() {
            let next_score = ctx.score[next_first];
            c9 = n % 2 == 1 && bye_score.is_some_and(|s| s >= next_score);
            if c9 {
                for &p in result.floaters.iter().chain(&next) {
                    let v = vertex_of_player[p];
                    if let Some(m) = matcher.mate(v)
                        && ctx.score[order[m]] < next_score
                    {
                        c9 = false;
                    }
                }
            }
        }
        mdps = result.floaters;
        if below.is_empty() {
            break;
        }
    }
    if remaining.len() > 1 || remaining.iter().any(|&p| !ctx.eligible[p]) {
        return Err(PairingError::NoValidPairing { round: input.round });
    }
    let bye = remaining.first().map(|&p| input.players[p].tpn);
    let initial_colour = colours::initial_colour(input).ok_or(PairingError::NoInitialColour)?;
    let (boards, rules) = super::order_boards(&ctx, &order, &pairs, initial_colour);
    Ok((Pairing { boards, bye }, rules))
}

/// One solve over every player: completion and bye eligibility first, then
/// high scores paired first, then pairs inside the top score group. The
/// unpaired player's score is the lowest possible PAB score; the second
/// value tells whether the top group is paired within itself ([C9] in the
/// first bracket).
fn initial_bye_score(
    ctx: &Context<'_>,
    order: &[usize],
    score_digit: &HashMap<i32, usize>,
    top_score: i32,
) -> Option<(Option<i32>, bool)> {
    let n = order.len();
    let groups = score_digit.len() as i128;
    // Offsets rise with the score: the sum over matched players is largest
    // when the unmatched one has the lowest score.
    let offset = |p: usize| groups - 1 - score_digit.get(&ctx.score[p]).copied().unwrap_or(0) as i128;
    let mut matcher: Matcher<i128> = Matcher::new(n);
    for a in 0..n {
        for b in a + 1..n {
            let (pa, pb) = (order[a], order[b]);
            if !ctx.compatible(pa, pb) {
                continue;
            }
            let f0 = 1 + i128::from(!ctx.eligible[pa]) + i128::from(!ctx.eligible[pb]);
            let both_top = i128::from(ctx.score[pa] >= top_score && ctx.score[pb] >= top_score);
            matcher.set_weight(a, b, (f0 << 80) + ((offset(pa) + offset(pb)) << 24) + both_top);
        }
    }
    matcher.solve();
    let unmatched: Vec<usize> = (0..n).filter(|&v| matcher.mate(v).is_none()).collect();
    if unmatched.len() != 1 || !ctx.eligible[order[unmatched[0]]] {
        return None;
    }
    let sigma = ctx.score[order[unmatched[0]]];
    let first_c9 = sigma >= top_score
        && (0..n)
            .filter(|&v| ctx.score[order[v]] >= top_score)
            .all(|v| matcher.mate(v).is_some_and(|m| ctx.score[order[m]] >= top_score));
    Some((Some(sigma), first_c9))
}
