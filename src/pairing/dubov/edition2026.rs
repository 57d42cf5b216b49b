//! The 2026 text, C.04.4.1 as applied from 1 February 2026: the round
//! (1.9.2) assigns the pairing-allocated bye (3.1), then pairs the
//! scoregroups in descending order of score (3.2), each as one bracket of
//! its remaining residents and the upfloaters it needs.

use super::facts::DubovFacts;
use super::subgroups::pair_subgroups;
use super::upfloaters::choose_upfloaters;
use super::{BracketPlan, finish_round};
use crate::pairing::completion::Completion;
use crate::pairing::context::{Context, Topscorers};
use crate::pairing::error::PairingError;
use crate::pairing::history::FloatRules;
use crate::pairing::input::PairingInput;
use crate::pairing::trace::Traced;

pub const FLOAT_RULES: FloatRules = FloatRules::Rules2026;

pub fn pair_round(input: &PairingInput, traced: bool) -> Result<Traced, PairingError> {
    let mut ctx = Context::new(input, FLOAT_RULES, Topscorers::NotExempt);
    let facts = DubovFacts::new(&ctx);
    DubovFacts::prefer_black_without_games(&mut ctx);
    let order = ctx.pairing_order()?;
    let impossible = || PairingError::NoValidPairing { round: input.round };
    let bye =
        if order.len() % 2 == 1 { Some(assign_bye(&ctx, &order).ok_or_else(impossible)?) } else { None };
    let mut remaining: Vec<usize> = order.iter().copied().filter(|&p| Some(p) != bye).collect();
    // 1.9.1 / 1.9.3: a round that cannot be completed goes to the arbiter.
    if Completion::new(&ctx, &remaining).is_none() {
        return Err(impossible());
    }
    let mut plans = Vec::new();
    while let Some(&top) = remaining.first() {
        let score = ctx.score[top];
        let (residents, below): (Vec<usize>, Vec<usize>) =
            remaining.iter().partition(|&&p| ctx.score[p] == score);
        let upfloaters = choose_upfloaters(&ctx, &facts, &residents, &below).ok_or_else(impossible)?;
        let bracket: Vec<usize> = residents.iter().chain(&upfloaters).copied().collect();
        let subgroups = pair_subgroups(&ctx, &facts, &bracket).ok_or_else(impossible)?;
        remaining.retain(|p| !bracket.contains(p));
        plans.push(BracketPlan { residents, upfloaters, subgroups });
    }
    finish_round(&ctx, &facts, &order, plans, bye, traced)
}

/// 3.1: the pairing-allocated bye goes to the player who may have it
/// ([C2]), leaves the others completely pairable ([C4]), and has the
/// lowest score, then the most games played, then the largest TPN.
fn assign_bye(ctx: &Context<'_>, order: &[usize]) -> Option<usize> {
    let players = &ctx.input.players;
    let mut candidates: Vec<usize> = order.iter().copied().filter(|&p| ctx.eligible[p]).collect();
    candidates.sort_by_key(|&p| {
        (
            ctx.score[p],
            std::cmp::Reverse(ctx.history.facts[p].played_games),
            std::cmp::Reverse(players[p].tpn),
        )
    });
    candidates.into_iter().find(|&bye| {
        let rest: Vec<usize> = order.iter().copied().filter(|&p| p != bye).collect();
        Completion::new(ctx, &rest).is_some()
    })
}
