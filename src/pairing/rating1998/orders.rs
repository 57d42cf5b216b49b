//! The text's orders: D.1 (transpositions of S2), D.2 (exchanges between S1
//! and S2) and A.8 (x). Positions are the players' numbers inside the
//! bracket, 1 for its highest player, as in the text's examples.

/// D.1: every order of S2, "all numbers constructable with the digits ... in
/// ascending order": the lexicographic order of the permutations, starting
/// with S2 as it is. The engine never walks this list (see
/// [`super::search`]); the tests compare the engine with it.
pub fn transpositions(s2: &[usize]) -> Vec<Vec<usize>> {
    let mut current: Vec<usize> = s2.to_vec();
    current.sort_unstable();
    let mut all = vec![current.clone()];
    while next_permutation(&mut current) {
        all.push(current.clone());
    }
    all
}

fn next_permutation(v: &mut [usize]) -> bool {
    let Some(i) = (1..v.len()).rev().find(|&i| v[i - 1] < v[i]) else { return false };
    let j = (i..v.len()).rev().find(|&j| v[j] > v[i - 1]).unwrap_or(i);
    v.swap(i - 1, j);
    v[i..].reverse();
    true
}

/// One exchange of D.2: the players of S1 and of S2 that change places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exchange {
    pub from_s1: Vec<usize>,
    pub from_s2: Vec<usize>,
}

/// D.2: the exchanges of `size` players between S1 and S2, in the order
/// they are tried.
///
/// "The difference between the numbers exchanged should be as small as
/// possible": for one player that is the S2 number minus the S1 number; the
/// two-player matrix (j 3+4↔5+6, k 3+4↔5+7, l 2+4↔5+6, m 3+4↔6+7, …) orders
/// by the sum of the S2 numbers minus the sum of the S1 numbers, so that is
/// the difference for several players. "When differences are equal take the
/// one concerning the lowest player of S1": the S1 players with the larger
/// numbers first (4 before 3 in b/c; 3+4, 2+4, 2+3 in m/n/o), compared from
/// the lowest of them up. *Choice the text leaves open*: a tie that remains
/// (same S1 players, same difference: impossible for one player, and for
/// more it means the same S2 sum) takes the S2 players with the smaller
/// numbers first. The matrices show a corner of the list (S1 2–4, S2 5–7);
/// the rule sentence covers every player, so 1 and 8 are exchanged too,
/// last.
pub fn exchanges(s1: &[usize], s2: &[usize], size: usize) -> Vec<Exchange> {
    let mut all = Vec::new();
    for from_s1 in subsets(s1, size) {
        for from_s2 in subsets(s2, size) {
            all.push(Exchange { from_s1: from_s1.clone(), from_s2 });
        }
    }
    let key = |e: &Exchange| {
        let difference = e.from_s2.iter().sum::<usize>() as i64 - e.from_s1.iter().sum::<usize>() as i64;
        let mut lowest_first = e.from_s1.clone();
        lowest_first.sort_unstable_by(|a, b| b.cmp(a));
        (difference, std::cmp::Reverse(lowest_first), e.from_s2.clone())
    };
    all.sort_by_key(key);
    all
}

/// How many exchanges of `size` players [`exchanges`] would list.
pub fn exchange_count(s1: usize, s2: usize, size: usize) -> u128 {
    binomial(s1, size).saturating_mul(binomial(s2, size))
}

fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u128, |acc, i| acc.saturating_mul((n - i) as u128) / (i as u128 + 1))
}

fn subsets(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut chosen = Vec::with_capacity(size);
    fn walk(items: &[usize], size: usize, start: usize, chosen: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if chosen.len() == size {
            out.push(chosen.clone());
            return;
        }
        for i in start..items.len() {
            chosen.push(items[i]);
            walk(items, size, i + 1, chosen, out);
            chosen.pop();
        }
    }
    walk(items, size, 0, &mut chosen, &mut out);
    out
}

/// A.8: x from the players' preferences (`Some(true)`: white, `Some(false)`:
/// black, `None`: no preference) — w and b count them, q is half the
/// bracket rounded up; x = b − q when b > w, else w − q. *Choice the text
/// leaves open*: players without a preference (round 1, or nothing played
/// yet) count in neither w nor b, so the formula can go below zero; x is
/// then 0 (no pair may fail a preference).
pub fn a8_x(preferences: impl IntoIterator<Item = Option<bool>>) -> usize {
    let (mut w, mut b, mut n) = (0i64, 0i64, 0i64);
    for p in preferences {
        n += 1;
        match p {
            Some(true) => w += 1,
            Some(false) => b += 1,
            None => {}
        }
    }
    let q = (n + 1) / 2;
    let x = if b > w { b - q } else { w - q };
    x.max(0) as usize
}
