//! 1997 chapters 6, 7 and 8: one score group, with the floaters that came
//! down to it, paired against the [`Table`] of the whole round.
//!
//! Order of the steps (the text lists them but does not order chapter 8
//! against chapter 7; this reading takes 6.4's "treated according to
//! chapter 8" as the first thing done in the lower group): the floaters
//! from above are paired first (8), then the residents left get the
//! transfers of 7.1, 7.2 and 7.3/7.4, then 6.4 chooses who floats on when
//! not everyone can be paired, and 6.2/6.3 pair the White column against
//! the Black one.

use super::colours1997::{due_colour, must_have};
use super::facts::ExactAro;
use super::subgroups::first_transposition;
use super::table1997::Table;
use crate::model::Colour;
use crate::pairing::history::Float;
use std::cmp::Reverse;

/// How one score group was paired, for the colours and for `explain`.
#[derive(Clone, Debug, Default)]
pub struct GroupRecord {
    /// The group's own players (input indices).
    pub residents: Vec<usize>,
    /// Floaters from higher groups (6.4, 8).
    pub floaters_in: Vec<usize>,
    /// 8.2: floater, opponent.
    pub floater_pairs: Vec<(usize, usize)>,
    /// 7.1: the player without an opponent in the group, the player
    /// transferred up for him.
    pub transfers_for_player: Vec<(usize, usize)>,
    /// 7.2: transferred up because the group was odd.
    pub transfer_for_odd: Option<usize>,
    /// 7.3 / 7.4: moved from the White to the Black subgroup, and back.
    pub to_black: Vec<usize>,
    pub to_white: Vec<usize>,
    /// 6.2: the two columns.
    pub whites: Vec<usize>,
    pub blacks: Vec<usize>,
    /// 6.3: the pairs of the columns.
    pub pairs: Vec<(usize, usize)>,
    /// 6.4: left unpaired, to the next lower group.
    pub floaters_out: Vec<usize>,
}

impl GroupRecord {
    /// Every pair the group made.
    pub fn all_pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.floater_pairs.iter().chain(&self.transfers_for_player).chain(&self.pairs).copied()
    }
}

/// Pairs the group of `residents` (one score, not yet paired) with the
/// `floaters` from above; `below` are the players of lower scores still to
/// pair, by descending score.
pub fn pair_group(
    table: &mut Table<'_, '_>,
    residents: &[usize],
    floaters: &[usize],
    below: &[usize],
) -> GroupRecord {
    let ctx = table.ctx;
    let facts = table.facts;
    let rating = |p: usize| ctx.input.players[p].rating;
    let tpn = |p: usize| ctx.input.players[p].tpn;
    let aro = |p: usize| facts.exact_aro[p];
    let due = |p: usize| due_colour(&ctx.history.facts[p].colours);
    let mut record = GroupRecord {
        residents: residents.to_vec(),
        floaters_in: floaters.to_vec(),
        ..GroupRecord::default()
    };

    // 8: the floaters first, then whoever is left.
    let mut members: Vec<usize> = residents.iter().chain(floaters).copied().collect();
    table.set_group(&with_sides(table, &members));
    // 8.1: each colour's floaters in the 6.2 order, then alternately
    // White, Black, White, ... from the highest. A floater without a due
    // colour (no game yet) is ordered with the Whites, as he would sort
    // among them (ARO 0).
    let (white_floaters, black_floaters): (Vec<usize>, Vec<usize>) =
        floaters.iter().partition(|&&p| due(p) != Some(Colour::Black));
    let white_floaters = white_column(table, white_floaters);
    let black_floaters = black_column(table, black_floaters);
    let mut floater_order = Vec::with_capacity(floaters.len());
    for i in 0..white_floaters.len().max(black_floaters.len()) {
        floater_order.extend(white_floaters.get(i).copied());
        floater_order.extend(black_floaters.get(i).copied());
    }
    for f in floater_order {
        if !table.open(f) {
            continue;
        }
        // 8.2: the highest R, if possible of the opposite due colour; at
        // equal R the lowest ARO. Candidates are the group's players
        // (another floater only after the residents, the text naming the
        // players "of" the lower group).
        let mut candidates: Vec<usize> =
            members.iter().copied().filter(|&q| q != f && table.open(q)).collect();
        candidates.sort_by_key(|&q| {
            let opposite = due(f).is_some() && due(q).is_some() && due(f) != due(q);
            (floaters.contains(&q), !opposite, Reverse(rating(q)), aro(q), tpn(q))
        });
        if let Some(&q) = candidates.iter().find(|&&q| table.try_pair(f, q)) {
            record.floater_pairs.push((f, q));
        }
    }
    // Floaters left over float on (6.4: nobody here can take them).
    let left_floaters: Vec<usize> = floaters.iter().copied().filter(|&f| table.open(f)).collect();
    record.floaters_out.extend(&left_floaters);
    members = residents.iter().copied().filter(|&p| table.open(p)).collect();

    // 7.1: a player with no possible opponent in his group gets one from
    // the next possible lower group: opposite due colour first, then the
    // highest R, then the lowest ARO. Read as "no legal opponent" (6.1's
    // requirement, which 7 repairs), and as paired with the player he was
    // brought for, the reason he is brought.
    let mut by_rating = members.clone();
    by_rating.sort_by_key(|&p| (Reverse(rating(p)), tpn(p)));
    for p in by_rating {
        if !table.open(p) || table.has_opponent(p, &members) {
            continue;
        }
        let mut candidates: Vec<usize> =
            below.iter().copied().filter(|&q| table.open(q) && table.may_go_up(q)).collect();
        candidates.sort_by_key(|&q| {
            let opposite = due(p).is_some() && due(q).is_some() && due(p) != due(q);
            (Reverse(ctx.score[q]), !opposite, Reverse(rating(q)), aro(q), tpn(q))
        });
        if let Some(&q) = candidates.iter().find(|&&q| table.try_pair(p, q)) {
            record.transfers_for_player.push((p, q));
        }
    }
    members.retain(|&p| table.open(p));

    // 7.2: an odd group takes one player from the next possible lower
    // group who may meet one of it (2.1, 2.3, 2.4) and go up (2.5): due
    // the colour opposite to the group's dominating due colour, then the
    // highest R, then the lowest ARO.
    if members.len() % 2 == 1 {
        let whites = members.iter().filter(|&&p| due(p) == Some(Colour::White)).count();
        let blacks = members.iter().filter(|&&p| due(p) == Some(Colour::Black)).count();
        let wanted = match whites.cmp(&blacks) {
            std::cmp::Ordering::Greater => Some(Colour::Black),
            std::cmp::Ordering::Less => Some(Colour::White),
            std::cmp::Ordering::Equal => None,
        };
        let mut candidates: Vec<usize> = below
            .iter()
            .copied()
            .filter(|&q| table.open(q) && table.may_go_up(q) && table.has_opponent(q, &members))
            .collect();
        candidates.sort_by_key(|&q| {
            let fits = wanted.is_some() && due(q) == wanted;
            (Reverse(ctx.score[q]), !fits, Reverse(rating(q)), aro(q), tpn(q))
        });
        if let Some(&q) = candidates.first() {
            record.transfer_for_odd = Some(q);
            members.push(q);
        }
    }

    // 7.3 / 7.4: equal colour subgroups.
    let mut sides = with_sides(table, &members);
    balance(table, &mut sides, &mut record);
    table.set_group(&sides);

    // 6.4: who floats when not everyone can be paired: not a floater
    // before and pairable in the next lower group, not a floater before,
    // a floater before and pairable there, a floater before. Within a
    // class the text does not choose; read as the lowest R first (as 4
    // gives the bye), then the highest ARO, then the largest TPN.
    let (inside, _) = table.reachable();
    let floating = members.len() - 2 * inside;
    if floating > 0 {
        let next_score = below.iter().filter(|&q| table.open(*q)).map(|&q| ctx.score[q]).max();
        let next_group: Vec<usize> = below
            .iter()
            .copied()
            .filter(|&q| Some(ctx.score[q]) == next_score && !members.contains(&q))
            .collect();
        let mut candidates = members.clone();
        candidates.sort_by_key(|&p| {
            let floated = ctx.history.facts[p].floats.contains(&Float::Down);
            let pairable_below = table.has_opponent(p, &next_group);
            (floated, !pairable_below, rating(p), Reverse(aro(p)), Reverse(tpn(p)))
        });
        for p in candidates {
            if record.floaters_out.len() - left_floaters.len() == floating {
                break;
            }
            if table.try_float(p) {
                record.floaters_out.push(p);
            }
        }
        members.retain(|p| !record.floaters_out.contains(p));
        sides.retain(|(p, _)| members.contains(p));
    }

    // 6.2: the White column by ascending ARO, then lower R; the Black one
    // by descending R, then higher ARO; then alphabetically, for which the
    // pairing number stands (the input has no names; the initial order
    // ranks equal ratings by title, then alphabetically).
    let whites =
        white_column(table, sides.iter().filter(|s| s.1 == Some(Colour::White)).map(|s| s.0).collect());
    let blacks =
        black_column(table, sides.iter().filter(|s| s.1 != Some(Colour::White)).map(|s| s.0).collect());
    record.whites = whites.clone();
    record.blacks = blacks.clone();
    // 6.3 when every White can meet a Black: the first row takes the first
    // Black it has not met that leaves the rows below pairable, and so on,
    // which is the first legal arrangement of the Black column.
    let (inside, across) = table.reachable();
    if whites.len() == blacks.len()
        && inside == whites.len()
        && across == whites.len()
        && let Some(column) = first_transposition(ctx, &whites, &blacks)
    {
        for (&w, &b) in whites.iter().zip(&column) {
            let kept = table.try_pair(w, b);
            debug_assert!(kept, "6.3: a full arrangement of the columns keeps the optimum");
            record.pairs.push((w, b));
        }
        return record;
    }
    // 6.3 in general: row by row, the first Black not met, then (a White
    // who has met every Black) the Whites below him, then those above; the
    // Blacks left over the same way among themselves.
    for (k, &w) in whites.iter().enumerate() {
        let candidates = blacks.iter().chain(&whites[k + 1..]).chain(whites[..k].iter().rev());
        let chosen = candidates.copied().find(|&q| q != w && table.open(w) && table.try_pair(w, q));
        if let Some(q) = chosen {
            record.pairs.push((w, q));
        }
    }
    for (k, &b) in blacks.iter().enumerate() {
        let candidates = blacks[k + 1..].iter().chain(blacks[..k].iter().rev());
        if let Some(q) = candidates.copied().find(|&q| table.open(b) && table.try_pair(b, q)) {
            record.pairs.push((b, q));
        }
    }
    record.floaters_out.extend(members.iter().copied().filter(|&p| table.open(p)));
    record
}

/// The colour subgroups of `members` by due colour (1). Players without a
/// due colour (no game yet) are not named by the text: each, highest R
/// first, joins the smaller subgroup (White when equal), so that they
/// take the places 7.3/7.4 would otherwise fill by moving someone off his
/// due colour.
fn with_sides(table: &Table<'_, '_>, members: &[usize]) -> Vec<(usize, Option<Colour>)> {
    let ctx = table.ctx;
    let mut sides: Vec<(usize, Option<Colour>)> =
        members.iter().map(|&p| (p, due_colour(&ctx.history.facts[p].colours))).collect();
    let mut undecided: Vec<usize> = sides.iter().filter(|s| s.1.is_none()).map(|s| s.0).collect();
    undecided.sort_by_key(|&p| (Reverse(ctx.input.players[p].rating), ctx.input.players[p].tpn));
    for p in undecided {
        let count = |c: Colour| sides.iter().filter(|s| s.1 == Some(c)).count();
        let side = if count(Colour::White) <= count(Colour::Black) { Colour::White } else { Colour::Black };
        if let Some(s) = sides.iter_mut().find(|s| s.0 == p) {
            s.1 = Some(side);
        }
    }
    sides
}

/// 7.3 / 7.4: when one subgroup exceeds the other by 2n, n players move:
/// the Whites with the lowest ARO (then the higher R), or the Blacks with
/// the highest ARO (then the lower R); the pairing number stands for the
/// alphabetical order. 2.6: nobody moves who must have his colour (2.3,
/// 2.4); the next in the order moves instead.
fn balance(table: &Table<'_, '_>, sides: &mut [(usize, Option<Colour>)], record: &mut GroupRecord) {
    let ctx = table.ctx;
    let facts = table.facts;
    let rating = |p: usize| ctx.input.players[p].rating;
    let tpn = |p: usize| ctx.input.players[p].tpn;
    let count =
        |sides: &[(usize, Option<Colour>)], c: Colour| sides.iter().filter(|s| s.1 == Some(c)).count();
    let (whites, blacks) = (count(sides, Colour::White), count(sides, Colour::Black));
    let (from, n) = if whites > blacks {
        (Colour::White, (whites - blacks) / 2)
    } else {
        (Colour::Black, (blacks - whites) / 2)
    };
    let mut movers: Vec<usize> = sides
        .iter()
        .filter(|s| s.1 == Some(from) && must_have(ctx, s.0) != Some(from))
        .map(|s| s.0)
        .collect();
    match from {
        Colour::White => movers.sort_by_key(|&p| (facts.exact_aro[p], Reverse(rating(p)), tpn(p))),
        Colour::Black => movers.sort_by_key(|&p| (Reverse(facts.exact_aro[p]), rating(p), tpn(p))),
    }
    for &p in movers.iter().take(n) {
        if let Some(s) = sides.iter_mut().find(|s| s.0 == p) {
            s.1 = Some(from.opposite());
        }
        match from {
            Colour::White => record.to_black.push(p),
            Colour::Black => record.to_white.push(p),
        }
    }
}

/// 6.2: "White" players by ascending ARO, then lower R, then pairing number.
pub fn white_column(table: &Table<'_, '_>, mut players: Vec<usize>) -> Vec<usize> {
    let (ctx, facts) = (table.ctx, table.facts);
    let key = |p: usize| -> (ExactAro, u32, u32) {
        (facts.exact_aro[p], ctx.input.players[p].rating, ctx.input.players[p].tpn)
    };
    players.sort_by_key(|&p| key(p));
    players
}

/// 6.2: "Black" players by descending R, then higher ARO, then pairing number.
pub fn black_column(table: &Table<'_, '_>, mut players: Vec<usize>) -> Vec<usize> {
    let (ctx, facts) = (table.ctx, table.facts);
    players.sort_by_key(|&p| {
        (Reverse(ctx.input.players[p].rating), Reverse(facts.exact_aro[p]), ctx.input.players[p].tpn)
    });
    players
}
