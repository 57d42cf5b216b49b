//! Board order (C.04.2 General handling rules; the same for every system):
//! the higher-ranked player's real score, then the other player's, both
//! descending, then the higher-ranked player's rank.

use super::colours::{self, ColourRule};
use super::context::Context;
use super::output::{Board, Pairing};
use crate::model::Colour;

/// Puts `boards` (white, black, anything), in input indices, in board order.
/// `order` is the round's pairing order (its positions are the ranks).
fn sort_boards<T>(ctx: &Context<'_>, order: &[usize], boards: &mut [(usize, usize, T)]) {
    let players = &ctx.input.players;
    let mut rank = vec![usize::MAX; players.len()];
    for (i, &p) in order.iter().enumerate() {
        rank[p] = i;
    }
    boards.sort_by_key(|&(w, b, _)| {
        let (hi, lo) = if rank[w] < rank[b] { (w, b) } else { (b, w) };
        let real = |p: usize| players[p].score.tenths();
        (std::cmp::Reverse(real(hi)), std::cmp::Reverse(real(lo)), rank[hi])
    });
}

/// Colours by E.1–E.5 / 5.2 for every pair, then the boards in order, with
/// the colour rule of each board.
pub fn allocate_boards(
    ctx: &Context<'_>,
    order: &[usize],
    pairs: &[(usize, usize)],
    initial: Colour,
) -> (Vec<Board>, Vec<ColourRule>) {
    let boards = pairs.iter().map(|&(a, b)| colours::allocate(ctx, a, b, initial)).collect();
    let (pairing, rules) = pairing_in_board_order(ctx, order, boards, None);
    (pairing.boards, rules)
}

/// The boards (white, black, colour rule; input indices) in board order,
/// as a [`Pairing`] by pairing numbers with `bye`, and the colour rule of
/// every board in that order: how every system hands its round back.
pub fn pairing_in_board_order(
    ctx: &Context<'_>,
    order: &[usize],
    mut boards: Vec<(usize, usize, ColourRule)>,
    bye: Option<usize>,
) -> (Pairing, Vec<ColourRule>) {
    sort_boards(ctx, order, &mut boards);
    let tpn = |p: usize| ctx.input.players[p].tpn;
    let pairing = Pairing {
        boards: boards.iter().map(|&(w, b, _)| Board { white: tpn(w), black: tpn(b) }).collect(),
        bye: bye.map(tpn),
    };
    (pairing, boards.into_iter().map(|(_, _, rule)| rule).collect())
}
