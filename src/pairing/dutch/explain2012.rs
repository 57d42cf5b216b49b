//! `explain` for the 2012 text: the steps of its procedure (C.2, C.10,
//! C.14, C.1) that each bracket's pairing took, in the text's words.
//!
//! The engine returns the candidate the procedure accepts (see
//! [`super::edition2012`]), so the requirements in force when it was
//! accepted can be read off the pairing itself: C.10 relaxes a requirement
//! only when no candidate meets it, and only "for the minimum number of
//! pairs", so a requirement the accepted pairing breaks was dropped (or X
//! and Z raised to what it needs), and one it keeps was not. The same
//! holds for C.14: the pairs and moved-down players it pairs are P1 and M1
//! as lowered.

use crate::model::Colour;
use crate::pairing::context::Context;
use crate::pairing::history::{Float, Strength};
use crate::pairing::trace::{BracketKind, BracketRecord};
use crate::tr;

/// The lines `explain` shows for one 2012 bracket.
pub(super) fn notes(ctx: &Context<'_>, record: &BracketRecord) -> Vec<String> {
    let input = ctx.input;
    let facts = &ctx.history.facts;
    let names = |players: &[usize]| {
        players.iter().map(|&p| input.players[p].tpn.to_string()).collect::<Vec<_>>().join(", ")
    };
    let mut everyone: Vec<usize> = record.movers.clone();
    everyone.extend(&record.residents);
    // C.1 (before C.2): players with no opponent in the bracket at all are
    // moved down, and the bracket is the rest.
    let alone: Vec<usize> =
        record.floaters.iter().copied().filter(|&p| !ctx.has_opponent_among(p, &everyone)).collect();
    let movers: Vec<usize> = record.movers.iter().copied().filter(|p| !alone.contains(p)).collect();
    let bracket: Vec<usize> = everyone.iter().copied().filter(|p| !alone.contains(p)).collect();
    let n = bracket.len();
    let p0 = n / 2;
    let m0 = movers.len();
    // A.3: at least half from above is treated as homogeneous.
    let heterogeneous = m0 > 0 && 2 * m0 < n;
    // D.4: a lowest bracket C.13 has joined (its residents have more than
    // one score) is weighed by the B3 factor of the whole bracket, which
    // chooses the moved-down players paired when M1 < M0 (edition2012.rs).
    let joined_lowest = matches!(record.kind, BracketKind::Collapsed | BracketKind::Last)
        && record.residents.iter().any(|&p| ctx.score[p] != ctx.score[record.residents[0]]);
    let odd_round = input.round % 2 == 1;
    let is_mover = |p: usize| movers.contains(&p);
    let (x1, z1) = a8_x1_z1(ctx, &bracket, odd_round);

    let mut notes = Vec::new();
    if !alone.is_empty() && everyone.len() > 1 {
        notes.push(tr!("dutch2012-c1", players = names(&alone)));
    }
    notes.push(if heterogeneous {
        tr!("dutch2012-heterogeneous", p0 = p0, m0 = m0, x1 = x1)
    } else if m0 > 0 {
        tr!("dutch2012-treated-homogeneous", p0 = p0, m0 = m0, x1 = x1)
    } else {
        tr!("dutch2012-homogeneous", p0 = p0, x1 = x1)
    });
    if !odd_round {
        notes.push(tr!("dutch2012-z1", z1 = z1));
    }

    // C.14: what P1 and M1 were lowered to.
    let pairs = record.pairs.len();
    let lowered = p0 - pairs.min(p0);
    if heterogeneous {
        let m1 = record.pairs.iter().filter(|&&(a, b)| is_mover(a) || is_mover(b)).count();
        if m1 < m0 && joined_lowest {
            notes.push(tr!("dutch2012-m1-lowered-d4", m1 = m1, m0 = m0));
        } else if m1 < m0 {
            notes.push(tr!("dutch2012-m1-lowered", m1 = m1, m0 = m0));
        }
    }
    if pairs == 0 && n > 1 {
        notes.push(tr!("dutch2012-all-down"));
    } else if lowered > 0 {
        notes.push(tr!("dutch2012-p1-lowered", p1 = pairs, x1 = x1.saturating_sub(lowered)));
    }
    let (x1, z1) = (x1.saturating_sub(lowered), z1.saturating_sub(lowered));

    // The requirements the accepted pairing breaks, in C.10's order.
    let mut clashes = 0;
    let mut strong_clashes = 0;
    let mut absolute_clash: Vec<usize> = Vec::new();
    let mut up_again: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for &(a, b) in &record.pairs {
        let (h, l) = if ctx.ranks_above(a, b) { (a, b) } else { (b, a) };
        let (ph, pl) = (facts[h].preference, facts[l].preference);
        let same_colour = ph.colour.is_some() && ph.colour == pl.colour;
        let both = |s: Strength| ph.strength >= s && pl.strength >= s;
        clashes += usize::from(same_colour);
        strong_clashes += usize::from(same_colour && both(Strength::Strong));
        if same_colour && both(Strength::Absolute) {
            absolute_clash.extend([h, l]);
        }
        // C.3.g/h: the upfloaters are the moved-down players' opponents in
        // a heterogeneous bracket.
        if heterogeneous && is_mover(h) && ctx.score[h] > ctx.score[l] {
            for (k, again) in up_again.iter_mut().enumerate() {
                if facts[l].float_ago(input.round, k as u32 + 1) == Float::Up {
                    again.push(l);
                }
            }
        }
    }
    // C.3.e/f: the downfloaters are the players the bracket moves down
    // (moved-down players it leaves unpaired too; C.1's are not its
    // choice).
    let down_again = |rounds_ago: u32| -> Vec<usize> {
        record
            .floaters
            .iter()
            .copied()
            .filter(|&p| !alone.contains(&p) && facts[p].float_ago(input.round, rounds_ago) == Float::Down)
            .collect()
    };
    // C.10.a-d in the order they are dropped.
    let (up_two, up_one) = (names(&up_again[1]), names(&up_again[0]));
    let (down_two, down_one) = (names(&down_again(2)), names(&down_again(1)));
    if !up_two.is_empty() {
        notes.push(tr!("dutch2012-c10a", players = up_two));
    }
    if !up_one.is_empty() {
        notes.push(tr!("dutch2012-c10b", players = up_one));
    }
    if !down_two.is_empty() {
        notes.push(tr!("dutch2012-c10c", players = down_two));
    }
    if !down_one.is_empty() {
        notes.push(tr!("dutch2012-c10d", players = down_one));
    }
    // C.10.e: X (and in even rounds Z) raised to what the pairing needs.
    if clashes > x1 {
        notes.push(tr!("dutch2012-x-raised", x = clashes));
    }
    if !odd_round && strong_clashes > z1 {
        notes.push(tr!("dutch2012-z-raised", z = strong_clashes));
    }
    // C.10.f (odd rounds): A.7.d.
    if odd_round && strong_clashes > 0 {
        notes.push(tr!("dutch2012-c10f", pairs = strong_clashes));
    }
    // C.10.g: B.2 for top scorers.
    if !absolute_clash.is_empty() {
        notes.push(tr!("dutch2012-c10g", players = names(&absolute_clash)));
    }
    notes
}

/// A.8: X1 and Z1 of the players of a bracket (Z1 only in even rounds).
fn a8_x1_z1(ctx: &Context<'_>, players: &[usize], odd_round: bool) -> (usize, usize) {
    let p0 = (players.len() / 2) as i64;
    let (mut white, mut black, mut w, mut b, mut a) = (0i64, 0i64, 0i64, 0i64, 0i64);
    for &p in players {
        let facts = &ctx.history.facts[p];
        let preference = facts.preference;
        match preference.colour {
            Some(Colour::White) => white += 1,
            Some(Colour::Black) => black += 1,
            None => {}
        }
        if facts.colours.colours.is_empty() {
            a += 1;
        }
        // A.8 w, b (even rounds): an odd number of unplayed games and a
        // mild preference (A.7.e).
        let unplayed = ctx.input.round - 1 - facts.played_games;
        if !odd_round && unplayed % 2 == 1 && preference.strength == Strength::Mild {
            match preference.colour {
                Some(Colour::White) => w += 1,
                Some(Colour::Black) => b += 1,
                None => {}
            }
        }
    }
    let x1 = if black + b > white + w { p0 - white - w - a } else { p0 - black - b - a };
    let z1 = if odd_round {
        0
    } else if black > white {
        p0 - white - b - w - a
    } else {
        p0 - black - b - w - a
    };
    (x1.max(0) as usize, z1.max(0) as usize)
}
