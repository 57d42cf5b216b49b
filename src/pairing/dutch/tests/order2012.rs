//! The 2012 text's candidate order, D.1–D.3: the text's own lists,
//! reproduced by a direct transcription of its procedure, and the proof
//! that the engine (one weighted matching and the settle steps instead of
//! the enumeration) returns the first candidate that order accepts.

use crate::pairing::testing::*;
use std::collections::BTreeSet;

/// D.1.1: the transpositions of S2, "starting with the lowest player, with
/// descending priority": every permutation, in lexicographic order of the
/// players' numbers.
fn transpositions(s2: &[u32]) -> Vec<Vec<u32>> {
    let mut current: Vec<u32> = s2.to_vec();
    current.sort_unstable();
    let mut all = vec![current.clone()];
    // The next permutation in lexicographic order, until the last one.
    while let Some(i) = (1..current.len()).rev().find(|&i| current[i - 1] < current[i]) {
        let j = (i..current.len()).rev().find(|&j| current[j] > current[i - 1]).unwrap_or(i);
        current.swap(i - 1, j);
        current[i..].reverse();
        all.push(current.clone());
    }
    all
}

/// The subsets of `n` of `players`, each written highest first (`desc`) or
/// lowest first, in lexicographic order of that writing.
fn subsets(players: &[u32], n: usize, desc: bool) -> Vec<Vec<u32>> {
    let mut sorted = players.to_vec();
    sorted.sort_unstable();
    if desc {
        sorted.reverse();
    }
    let mut out = Vec::new();
    let mut pick: Vec<usize> = (0..n).collect();
    if n > sorted.len() {
        return out;
    }
    loop {
        out.push(pick.iter().map(|&i| sorted[i]).collect());
        let Some(k) = (0..n).rev().find(|&k| pick[k] < sorted.len() - n + k) else { break };
        pick[k] += 1;
        for m in k + 1..n {
            pick[m] = pick[m - 1] + 1;
        }
    }
    out
}

/// D.2, "exact procedure for exchange of N players": S1LIST in decreasing
/// and S2LIST in increasing lexicographic order; for DELTA from DIFFMIN to
/// DIFFMAX, every (I, J) with DIFFERENZ(I, J) = DELTA, I then J ascending.
fn exchanges(s1: &[u32], s2: &[u32], n: usize) -> Vec<(Vec<u32>, Vec<u32>)> {
    let s1_list = subsets(s1, n, true);
    let s2_list = subsets(s2, n, false);
    let differenz = |i: &Vec<u32>, j: &Vec<u32>| j.iter().sum::<u32>() as i64 - i.iter().sum::<u32>() as i64;
    let (Some(first1), Some(first2), Some(last1), Some(last2)) =
        (s1_list.first(), s2_list.first(), s1_list.last(), s2_list.last())
    else {
        return Vec::new();
    };
    let (diffmin, diffmax) = (differenz(first1, first2), differenz(last1, last2));
    let mut out = Vec::new();
    for delta in diffmin..=diffmax {
        for i in &s1_list {
            for j in &s2_list {
                if differenz(i, j) == delta {
                    out.push((i.clone(), j.clone()));
                }
            }
        }
    }
    out
}

/// D.3: the sets of M1 of the M0 moved-down players to put in S1, "the M1
/// highest players, then with descending priority": subsets in
/// lexicographic order of the players' ranks.
fn mdp_sets(mdps: &[u32], m1: usize) -> Vec<Vec<u32>> {
    subsets(mdps, m1, false)
}

#[test]
fn d1_the_texts_transposition_list_of_six_s2_players() {
    // D.1.1: S2 = 6..11, 720 transpositions; the text lists 0–23, the
    // start of 24 and the last one, 719.
    let all = transpositions(&[6, 7, 8, 9, 10, 11]);
    assert_eq!(all.len(), 720);
    let text: [[u32; 6]; 24] = [
        [6, 7, 8, 9, 10, 11],
        [6, 7, 8, 9, 11, 10],
        [6, 7, 8, 10, 9, 11],
        [6, 7, 8, 10, 11, 9],
        [6, 7, 8, 11, 9, 10],
        [6, 7, 8, 11, 10, 9],
        [6, 7, 9, 8, 10, 11],
        [6, 7, 9, 8, 11, 10],
        [6, 7, 9, 10, 8, 11],
        [6, 7, 9, 10, 11, 8],
        [6, 7, 9, 11, 8, 10],
        [6, 7, 9, 11, 10, 8],
        [6, 7, 10, 8, 9, 11],
        [6, 7, 10, 8, 11, 9],
        [6, 7, 10, 9, 8, 11],
        [6, 7, 10, 9, 11, 8],
        [6, 7, 10, 11, 8, 9],
        [6, 7, 10, 11, 9, 8],
        [6, 7, 11, 8, 9, 10],
        [6, 7, 11, 8, 10, 9],
        [6, 7, 11, 9, 8, 10],
        [6, 7, 11, 9, 10, 8],
        [6, 7, 11, 10, 8, 9],
        [6, 7, 11, 10, 9, 8],
    ];
    for (k, expected) in text.iter().enumerate() {
        assert_eq!(all[k], expected, "transposition {k}");
    }
    assert_eq!(all[24][..3], [6, 8, 7]);
    assert_eq!(all[719], [11, 10, 9, 8, 7, 6]);
}

#[test]
fn d1_2_with_two_s1_players_only_the_first_two_of_each_transposition_are_paired() {
    // D.1.2: S1 = {1, 2}, S2 = 3..8: the same list; 1 and 2 meet the first
    // two players of each transposition. The first candidates: 1-3 2-4,
    // 1-3 2-4 (again, 3-4-5-6-8-7), …, the first new one 1-3 2-5.
    let all = transpositions(&[3, 4, 5, 6, 7, 8]);
    let heads: Vec<[u32; 2]> = all.iter().map(|t| [t[0], t[1]]).collect();
    assert!(heads[..24].iter().all(|h| *h == [3, 4]));
    assert_eq!(heads[24], [3, 5]);
    assert_eq!(heads[719], [8, 7]);
}

#[test]
fn d2_the_texts_exchange_lists_for_one_two_and_three_players() {
    let s1 = [1, 2, 3, 4, 5];
    let s2 = [6, 7, 8, 9, 10, 11];
    // One player: the text's table gives the rank of each exchange (S1
    // columns 5, 4, 3, 2, 1; S2 rows 6–11).
    let table: [[usize; 5]; 6] = [
        [1, 3, 6, 10, 15],
        [2, 5, 9, 14, 20],
        [4, 8, 13, 19, 24],
        [7, 12, 18, 23, 27],
        [11, 17, 22, 26, 29],
        [16, 21, 25, 28, 30],
    ];
    let one = exchanges(&s1, &s2, 1);
    assert_eq!(one.len(), 30);
    for (row, out_of_s2) in (6..=11).enumerate() {
        for (col, out_of_s1) in [5, 4, 3, 2, 1].into_iter().enumerate() {
            let rank = one.iter().position(|(a, b)| *a == [out_of_s1] && *b == [out_of_s2]).map(|k| k + 1);
            assert_eq!(rank, Some(table[row][col]), "{out_of_s1} with {out_of_s2}");
        }
    }
    // Two players: the text's first six, with their differences 4, 5, 5, 6, 6, 6.
    let two = exchanges(&s1, &s2, 2);
    let expected: [([u32; 2], [u32; 2]); 6] = [
        ([5, 4], [6, 7]),
        ([5, 4], [6, 8]),
        ([5, 3], [6, 7]),
        ([5, 4], [6, 9]),
        ([5, 4], [7, 8]),
        ([5, 3], [6, 8]),
    ];
    for (k, (a, b)) in expected.iter().enumerate() {
        assert_eq!((two[k].0.as_slice(), two[k].1.as_slice()), (a.as_slice(), b.as_slice()), "two, {k}");
    }
    assert_eq!(subsets(&s1, 2, true).len(), 10);
    assert_eq!(subsets(&s2, 2, false)[..5], [vec![6, 7], vec![6, 8], vec![6, 9], vec![6, 10], vec![6, 11]]);
    // Three players: the text's lists and first six (differences 9, 10, 10, 11, 11, 11).
    assert_eq!(
        subsets(&s1, 3, true),
        [
            [5, 4, 3],
            [5, 4, 2],
            [5, 4, 1],
            [5, 3, 2],
            [5, 3, 1],
            [5, 2, 1],
            [4, 3, 2],
            [4, 3, 1],
            [4, 2, 1],
            [3, 2, 1]
        ]
    );
    assert_eq!(subsets(&s2, 3, false).len(), 20);
    assert_eq!(subsets(&s2, 3, false)[19], [9, 10, 11]);
    let three = exchanges(&s1, &s2, 3);
    let expected: [([u32; 3], [u32; 3]); 6] = [
        ([5, 4, 3], [6, 7, 8]),
        ([5, 4, 3], [6, 7, 9]),
        ([5, 4, 2], [6, 7, 8]),
        ([5, 4, 3], [6, 7, 10]),
        ([5, 4, 3], [6, 8, 9]),
        ([5, 4, 2], [6, 7, 9]),
    ];
    for (k, (a, b)) in expected.iter().enumerate() {
        assert_eq!(
            (three[k].0.as_slice(), three[k].1.as_slice()),
            (a.as_slice(), b.as_slice()),
            "three, {k}"
        );
    }
}

#[test]
fn d3_the_sets_of_moved_down_players_for_m0_five() {
    // D.3, M0 = 5, MDPs {1, 2, 3, 4, 5}: "the M1 highest players, then with
    // descending priority". (This copy of the text lost the table; the
    // lists follow the sentence.)
    let mdps = [1, 2, 3, 4, 5];
    assert_eq!(mdp_sets(&mdps, 5), [vec![1, 2, 3, 4, 5]]);
    assert_eq!(mdp_sets(&mdps, 4), [[1, 2, 3, 4], [1, 2, 3, 5], [1, 2, 4, 5], [1, 3, 4, 5], [2, 3, 4, 5]]);
    let three = mdp_sets(&mdps, 3);
    assert_eq!(three.len(), 10);
    assert_eq!(three[..4], [[1, 2, 3], [1, 2, 4], [1, 2, 5], [1, 3, 4]]);
    assert_eq!(mdp_sets(&mdps, 2)[..5], [[1, 2], [1, 3], [1, 4], [1, 5], [2, 3]]);
    assert_eq!(mdp_sets(&mdps, 1), [[1], [2], [3], [4], [5]]);
}

/// The first candidate of a homogeneous bracket, in the text's order (C.6
/// with D.1, then C.8 with D.2 for 1, 2, … exchanged players), all of whose
/// pairs `allowed` accepts.
fn first_candidate(players: &[u32], allowed: &dyn Fn(u32, u32) -> bool) -> Option<BTreeSet<(u32, u32)>> {
    let half = players.len() / 2;
    let (s1, s2) = players.split_at(half);
    let try_split = |s1: &[u32], s2: &[u32]| -> Option<BTreeSet<(u32, u32)>> {
        transpositions(s2).into_iter().find_map(|t| {
            let pairs: Vec<(u32, u32)> = s1.iter().zip(&t).map(|(&a, &b)| (a.min(b), a.max(b))).collect();
            pairs.iter().all(|&(a, b)| allowed(a, b)).then(|| pairs.into_iter().collect())
        })
    };
    if let Some(found) = try_split(s1, s2) {
        return Some(found);
    }
    for n in 1..=half {
        for (out1, out2) in exchanges(s1, s2, n) {
            let mut new_s1: Vec<u32> = s1.iter().copied().filter(|p| !out1.contains(p)).chain(out2).collect();
            let mut new_s2: Vec<u32> =
                s2.iter().copied().filter(|p| !new_s1.contains(p)).chain(out1).collect();
            new_s1.sort_unstable();
            new_s2.sort_unstable();
            if let Some(found) = try_split(&new_s1, &new_s2) {
                return Some(found);
            }
        }
    }
    None
}

#[test]
fn the_engine_returns_the_first_candidate_of_the_texts_order() {
    // Round 1 of 8 (and of 10) players: one homogeneous bracket, no colour
    // preferences and no floats yet, so B.1 (here: pairs the arbiter
    // forbids) is the only requirement and the text's order alone decides.
    // For random sets of forbidden pairs that leave a full pairing, the
    // engine must return the first candidate of C.6–C.8 / D.1–D.2.
    let mut seed: u64 = 0x2012;
    let mut next = move || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) as u32
    };
    let mut checked = 0;
    for size in [8u32, 10] {
        let players: Vec<u32> = (1..=size).collect();
        let mut attempts = 0;
        let mut found = 0;
        while found < 25 && attempts < 400 {
            attempts += 1;
            let mut event = Event::new(size);
            let mut forbidden = BTreeSet::new();
            for _ in 0..(size + next() % size) {
                let a = 1 + next() % size;
                let b = 1 + next() % size;
                if a != b {
                    forbidden.insert((a.min(b), a.max(b)));
                }
            }
            for &(a, b) in &forbidden {
                event = event.forbid(a, b);
            }
            let allowed = |a: u32, b: u32| !forbidden.contains(&(a.min(b), a.max(b)));
            let Some(expected) = first_candidate(&players, &allowed) else { continue };
            let pairing = event.pair(&crate::pairing::dutch::Dutch2012);
            assert_eq!(pairs(&pairing), expected, "{size} players, forbidden {forbidden:?}");
            found += 1;
        }
        assert_eq!(found, 25, "{size} players: not enough cases with a full pairing");
        checked += found;
    }
    assert_eq!(checked, 50);
}
