//! The search against the text's lists walked literally: on random
//! brackets taken from generated events, at random levels and with every
//! kind of tail, [`search::homogeneous`] and the heterogeneous
//! [`search::search`] return the first candidate of the D.2 exchanges × D.1
//! transpositions order that the level accepts, or nothing when none is.

use super::super::orders::{exchanges, transpositions};
use super::super::search::{self, Level, Remainder, Shape, Tail};
use super::super::{Facts, Rating1998};
use crate::pairing::dutch::Dutch2017;
use crate::pairing::input::{PairingInput, truncate_before};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

type Found = Option<(BTreeSet<(usize, usize)>, BTreeSet<usize>)>;

fn key(pairs: &[(usize, usize)], leftovers: &[usize]) -> Found {
    Some((pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect(), leftovers.iter().copied().collect()))
}

fn allowed(f: &Facts<'_>, a: usize, b: usize, upfloats: bool, level: Level) -> bool {
    f.compatible(a, b) && !(upfloats && f.score(a) != f.score(b) && f.up_risky(b, level.up))
}

/// C.6–C.8 walked literally: no exchange, then D.2's exchanges by size, each
/// with every D.1 transposition of S2 in order.
fn literal_homogeneous(f: &Facts<'_>, players: &[usize], p: usize, level: Level, tail: &Tail) -> Found {
    let n = players.len();
    let n1: Vec<usize> = (1..=p).collect();
    let n2: Vec<usize> = (p + 1..=n).collect();
    let mut splits = vec![(n1.clone(), n2.clone())];
    for size in 1..=p.min(n - p) {
        for e in exchanges(&n1, &n2, size) {
            let mut s1: Vec<usize> =
                n1.iter().filter(|x| !e.from_s1.contains(x)).chain(&e.from_s2).copied().collect();
            let mut s2: Vec<usize> =
                n2.iter().filter(|x| !e.from_s2.contains(x)).chain(&e.from_s1).copied().collect();
            s1.sort_unstable();
            s2.sort_unstable();
            splits.push((s1, s2));
        }
    }
    for (s1, s2) in splits {
        for order in transpositions(&s2) {
            let pairs: Vec<(usize, usize)> =
                s1.iter().zip(&order).map(|(&a, &b)| (players[a - 1], players[b - 1])).collect();
            let left: Vec<usize> = order[s1.len()..].iter().map(|&b| players[b - 1]).collect();
            if pairs.iter().all(|&(a, b)| allowed(f, a, b, false, level))
                && pairs.iter().filter(|&&(a, b)| f.clash(a, b)).count() <= level.x
                && search::accepts(f, tail, level, &left, &[])
            {
                return key(&pairs, &left);
            }
        }
    }
    None
}

/// A heterogeneous bracket walked literally: the movers' transpositions in
/// D.1 order, each followed by its remainder walked literally.
fn literal_heterogeneous(
    f: &Facts<'_>,
    s1: &[usize],
    s2: &[usize],
    q: usize,
    level: Level,
    rem: Remainder,
    tail: &Tail,
) -> Found {
    let mut tried: BTreeSet<Vec<usize>> = BTreeSet::new();
    for order in transpositions(&(0..s2.len()).collect::<Vec<_>>()) {
        let chosen: Vec<usize> = order[..s1.len()].to_vec();
        if !tried.insert(chosen.clone()) {
            continue;
        }
        let pairs: Vec<(usize, usize)> = s1.iter().zip(&chosen).map(|(&a, &j)| (a, s2[j])).collect();
        if !pairs.iter().all(|&(a, b)| allowed(f, a, b, true, level))
            || pairs.iter().filter(|&&(a, b)| f.clash(a, b)).count() > level.x
        {
            continue;
        }
        let rest: Vec<usize> = (0..s2.len()).filter(|j| !chosen.contains(j)).map(|j| s2[j]).collect();
        let inner = Level { x: f.x_of(&rest) + rem.extra_x, down: rem.down, up: level.up };
        if let Some((more, left)) = literal_homogeneous(f, &rest, q, inner, tail) {
            let mut all: Vec<(usize, usize)> = pairs.clone();
            all.extend(more);
            return key(&all, &left.into_iter().collect::<Vec<_>>());
        }
    }
    None
}

fn inputs() -> Vec<PairingInput> {
    let mut inputs = Vec::new();
    for seed in 0..6u64 {
        let system: &dyn crate::pairing::PairingSystem = if seed % 2 == 0 { &Rating1998 } else { &Dutch2017 };
        let t =
            crate::generator::generate(system, 14 + seed as u32, 6, seed).unwrap_or_else(|e| panic!("{e}"));
        for round in 2..=t.rounds_paired() {
            inputs.push(PairingInput::from_tournament(&truncate_before(&t, round), round));
        }
    }
    inputs
}

#[test]
fn the_search_returns_the_first_candidate_of_the_texts_order() {
    let mut rng = ChaCha8Rng::seed_from_u64(1998);
    let (mut found, mut none, mut exchanged, mut heterogeneous) = (0, 0, 0, 0);
    for input in inputs() {
        let f = Facts::new(&input);
        let pool: Vec<usize> = (0..input.players.len()).filter(|&i| input.players[i].to_pair).collect();
        for case in 0..25 {
            let mut picked = pool.clone();
            picked.shuffle(&mut rng);
            let size = rng.random_range(3..=8usize).min(picked.len());
            let mut bracket: Vec<usize> = picked[..size].to_vec();
            f.sort(&mut bracket);
            let mut lower: Vec<usize> =
                picked[size..(size + rng.random_range(2..=4)).min(picked.len())].to_vec();
            f.sort(&mut lower);
            let p = rng.random_range(1..=size / 2);
            let level = Level {
                x: rng.random_range(0..=p),
                down: rng.random_range(0..=2),
                up: rng.random_range(0..=2),
            };
            let tail = match case % 4 {
                0 | 1 => Tail::Down,
                2 if size % 2 == 1 && p == size / 2 => Tail::Bye,
                2 => Tail::Down,
                _ => Tail::Completes { lower, joined: Vec::new() },
            };
            let context = format!("round {} bracket {bracket:?} p {p} {level:?} {tail:?}", input.round);
            if case % 3 == 2 && size >= 4 {
                // Heterogeneous: the first m players as movers.
                let m = rng.random_range(1..=(size - 1) / 2);
                let (s1, s2) = bracket.split_at(m);
                let q = rng.random_range(0..=(size - 2 * m) / 2);
                let rem =
                    Remainder { pairs: q, down: rng.random_range(0..=2), extra_x: rng.random_range(0..=1) };
                let shape = Shape { s1, s2, upfloats: true, remainder: Some(rem) };
                let tail = if matches!(tail, Tail::Bye) { Tail::Down } else { tail };
                let got =
                    search::search(&f, &shape, level, &tail, &[]).map(|c| (c.all_pairs(), c.all_leftovers()));
                let got = got.and_then(|(pairs, left)| key(&pairs, &left));
                let want = literal_heterogeneous(&f, s1, s2, q, level, rem, &tail);
                assert_eq!(got, want, "{context} movers {s1:?} q {q} {rem:?}");
                heterogeneous += 1;
                if got.is_some() {
                    found += 1
                } else {
                    none += 1
                }
                continue;
            }
            let got = search::homogeneous(&f, &bracket, p, level, &tail, &[]);
            if got.as_ref().is_some_and(|c| c.exchange.is_some()) {
                exchanged += 1;
            }
            let got = got.and_then(|c| key(&c.all_pairs(), &c.all_leftovers()));
            let want = literal_homogeneous(&f, &bracket, p, level, &tail);
            assert_eq!(got, want, "{context}");
            if got.is_some() { found += 1 } else { none += 1 }
        }
    }
    // The comparison is not vacuous: both answers, exchanges and
    // heterogeneous brackets occur.
    println!("found {found}, none {none}, with an exchange {exchanged}, heterogeneous {heterogeneous}");
    assert!(
        found > 100 && none > 20 && exchanged > 10 && heterogeneous > 50,
        "{found} {none} {exchanged} {heterogeneous}"
    );
}
