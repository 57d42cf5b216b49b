//! The 1997 text (approved by the 1997 General Assembly): the first round
//! by halves (5); later rounds give the bye first (4), then pair the score
//! groups from the highest down (6, with the transfers of 7 and the
//! floaters of 6.4 and 8), every choice checked against the [`Table`] of
//! the whole round.

use super::colours1997::{self, due_colour};
use super::facts::DubovFacts;
use super::groups1997::{GroupRecord, pair_group};
use super::subgroups::first_transposition;
use super::table1997::Table;
use crate::model::Colour;
use crate::pairing::colours::{self, ColourRule};
use crate::pairing::context::{Context, Topscorers};
use crate::pairing::error::PairingError;
use crate::pairing::history::FloatRules;
use crate::pairing::input::PairingInput;
use crate::pairing::trace::Traced;
use std::cmp::Reverse;

/// The float history the text needs: 2.5 "transferred to a higher score
/// group" is read from the rounds as "paired with a player of a higher
/// score" (a transfer happens when the pairing is made, so a forfeited
/// game counts; the history cannot tell which of the two moved, and the
/// successor text, 2026 1.8, defines the upfloat the same way); 2.2 "a
/// point without playing" bars a second PAB and anyone who scored a win's
/// worth without playing (forfeit win, full-point bye). The 1998 rating
/// system's rules are exactly these.
pub const FLOAT_RULES: FloatRules = FloatRules::Rating1998;

/// How the round was paired.
pub enum Round1997 {
    /// 5: the first round, upper half against lower half; the pairs in
    /// row order (the upper player first).
    First { rows: Vec<(usize, usize)> },
    /// 6–8: the score groups in the order paired; how many pairs 2.5
    /// could not be kept for.
    Later { groups: Vec<GroupRecord>, beyond_transfer_limits: usize },
}

pub fn pair_round(input: &PairingInput, traced: bool) -> Result<Traced, PairingError> {
    let ctx = Context::new(input, FLOAT_RULES, Topscorers::NotExempt);
    let facts = DubovFacts::new(&ctx);
    let order = ctx.pairing_order()?;
    let impossible = || PairingError::NoValidPairing { round: input.round };
    if input.round == 1 {
        let (rows, bye) = first_round(&ctx, &order).ok_or_else(impossible)?;
        let initial = colours::initial_colour(input).ok_or(PairingError::NoInitialColour)?;
        // 5: the colour of the first pair by lot (the initial colour, to
        // the upper player), every odd-numbered pair the same, every
        // even-numbered pair the other.
        let boards = rows
            .iter()
            .enumerate()
            .map(|(i, &(upper, lower))| {
                let upper_colour = if i % 2 == 0 { initial } else { initial.opposite() };
                match upper_colour {
                    Colour::White => (upper, lower, ColourRule::InitialColour),
                    Colour::Black => (lower, upper, ColourRule::InitialColour),
                }
            })
            .collect();
        return Ok(super::finish_1997(&ctx, &facts, &order, boards, Round1997::First { rows }, bye, traced));
    }
    let (bye, mut table) = if order.len() % 2 == 1 {
        let (bye, table) = assign_bye(&ctx, &facts, &order).ok_or_else(impossible)?;
        (Some(bye), table)
    } else {
        (None, Table::new(&ctx, &facts, &order).ok_or_else(impossible)?)
    };
    let remaining: Vec<usize> = order.iter().copied().filter(|&p| Some(p) != bye).collect();
    let mut groups = Vec::new();
    let mut floaters: Vec<usize> = Vec::new();
    loop {
        floaters.retain(|&p| table.open(p));
        let open: Vec<usize> =
            remaining.iter().copied().filter(|&p| table.open(p) && !floaters.contains(&p)).collect();
        if open.is_empty() && floaters.is_empty() {
            break;
        }
        let score = open.first().map(|&p| ctx.score[p]);
        let (residents, below): (Vec<usize>, Vec<usize>) =
            open.iter().partition(|&&p| Some(ctx.score[p]) == score);
        let record = pair_group(&mut table, &residents, &floaters, &below);
        if residents.is_empty() && record.all_pairs().next().is_none() {
            // Only floaters left and none of them can be paired: cannot
            // happen while every decision keeps the round pairable.
            return Err(impossible());
        }
        floaters = record.floaters_out.clone();
        groups.push(record);
    }
    let boards = groups
        .iter()
        .flat_map(GroupRecord::all_pairs)
        .map(|(a, b)| colours1997::allocate(&ctx, &facts, a, b))
        .collect();
    let beyond_transfer_limits = table.beyond_transfer_limits();
    let round = Round1997::Later { groups, beyond_transfer_limits };
    Ok(super::finish_1997(&ctx, &facts, &order, boards, round, bye, traced))
}

/// 5: the list (the pairing order, by pairing number in the first round)
/// in two halves, the first of the upper half against the first of the
/// lower half, and so on; with an odd number the last player gets the bye.
/// A pair the arbiter forbade is moved as 6.3 moves a rematch: the first
/// arrangement of the lower half that has none.
/// The rows of the first round (upper player first) and its bye.
type FirstRound = (Vec<(usize, usize)>, Option<usize>);

fn first_round(ctx: &Context<'_>, order: &[usize]) -> Option<FirstRound> {
    let (list, bye) =
        if order.len() % 2 == 1 { (&order[..order.len() - 1], order.last().copied()) } else { (order, None) };
    let half = list.len() / 2;
    let (upper, lower) = list.split_at(half);
    let column = first_transposition(ctx, upper, lower)?;
    Some((upper.iter().copied().zip(column).collect(), bye))
}

/// 4: the bye goes to the player of the lowest score group with the
/// lowest R; when players of both colour subgroups have that R, to one due
/// the group's dominating colour; at equal R the higher ARO. 2.2: never to
/// a player who already received a point without playing. Read with the
/// rest of the round: a bye that leaves the others unpairable is not
/// given (the next player in this order gets it, the lowest score group
/// first), and the last tie, which the text leaves open, goes to the
/// larger pairing number (the lower in the initial order). Returns the
/// table of the others.
fn assign_bye<'c, 'a>(
    ctx: &'c Context<'a>,
    facts: &'c DubovFacts,
    order: &[usize],
) -> Option<(usize, Table<'c, 'a>)> {
    let due = |p: usize| due_colour(&ctx.history.facts[p].colours);
    let dominating = |score: i32| {
        let group = order.iter().filter(|&&p| ctx.score[p] == score);
        let whites = group.clone().filter(|&&p| due(p) == Some(Colour::White)).count();
        let blacks = group.filter(|&&p| due(p) == Some(Colour::Black)).count();
        match whites.cmp(&blacks) {
            std::cmp::Ordering::Greater => Some(Colour::White),
            std::cmp::Ordering::Less => Some(Colour::Black),
            std::cmp::Ordering::Equal => None,
        }
    };
    let mut candidates: Vec<usize> = order.iter().copied().filter(|&p| ctx.eligible[p]).collect();
    candidates.sort_by_key(|&p| {
        let player = &ctx.input.players[p];
        let dominant = dominating(ctx.score[p]).is_some_and(|c| due(p) == Some(c));
        (ctx.score[p], player.rating, !dominant, Reverse(facts.exact_aro[p]), Reverse(player.tpn))
    });
    candidates.into_iter().find_map(|bye| {
        let rest: Vec<usize> = order.iter().copied().filter(|&p| p != bye).collect();
        Table::new(ctx, facts, &rest).map(|table| (bye, table))
    })
}
