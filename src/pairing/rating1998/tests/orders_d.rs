//! The text's own examples of D.1 and D.2, and A.8.

use crate::pairing::rating1998::orders::{Exchange, a8_x, exchange_count, exchanges, transpositions};

#[test]
fn d1_transpositions_of_5_6_7_8() {
    // D.1: "1. 5-6-8-7; 2. 5-7-6-8; 3. 5-7-8-6; 4. 5-8-6-7; 5. 5-8-7-6;
    // 6. 6-5-7-8; 7. 6-5-8-7, etc." — after S2 as it is (5-6-7-8, the
    // pairing of C.6 before any transposition).
    let all = transpositions(&[5, 6, 7, 8]);
    let expected: [[usize; 4]; 8] = [
        [5, 6, 7, 8],
        [5, 6, 8, 7],
        [5, 7, 6, 8],
        [5, 7, 8, 6],
        [5, 8, 6, 7],
        [5, 8, 7, 6],
        [6, 5, 7, 8],
        [6, 5, 8, 7],
    ];
    assert_eq!(all[..8].iter().map(|v| v.as_slice()).collect::<Vec<_>>(), expected.map(|e| e.to_vec()));
    // "put all numbers constructable with the digits 5, 6, 7 and 8 in
    // ascending order": all 24 of them, ascending as numbers.
    assert_eq!(all.len(), 24);
    let as_numbers: Vec<usize> = all.iter().map(|v| v.iter().fold(0, |n, d| 10 * n + d)).collect();
    assert!(as_numbers.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(*as_numbers.last().unwrap_or(&0), 8765);
}

/// The listed exchanges that involve only the players the matrices show.
fn within(list: Vec<Exchange>, s1: &[usize], s2: &[usize]) -> Vec<(Vec<usize>, Vec<usize>)> {
    list.into_iter()
        .filter(|e| e.from_s1.iter().all(|p| s1.contains(p)) && e.from_s2.iter().all(|p| s2.contains(p)))
        .map(|e| (e.from_s1, e.from_s2))
        .collect()
}

fn ex(s1: &[usize], s2: &[usize]) -> (Vec<usize>, Vec<usize>) {
    (s1.to_vec(), s2.to_vec())
}

#[test]
fn d2_one_player_matrix_a_to_i() {
    // D.2, S1 = 1–4, S2 = 5–8: "a) 4 and 5; b) 4 and 6; c) 3 and 5; etc.
    // until i) 2 and 7", the matrix read column 4 3 2, row 5 6 7:
    // a 4-5, b 4-6, c 3-5, d 4-7, e 3-6, f 2-5, g 3-7, h 2-6, i 2-7.
    let list = within(exchanges(&[1, 2, 3, 4], &[5, 6, 7, 8], 1), &[2, 3, 4], &[5, 6, 7]);
    let expected = vec![
        ex(&[4], &[5]),
        ex(&[4], &[6]),
        ex(&[3], &[5]),
        ex(&[4], &[7]),
        ex(&[3], &[6]),
        ex(&[2], &[5]),
        ex(&[3], &[7]),
        ex(&[2], &[6]),
        ex(&[2], &[7]),
    ];
    assert_eq!(list, expected);
    // The whole list starts with a (difference 1, the lowest S1 player).
    assert_eq!(
        exchanges(&[1, 2, 3, 4], &[5, 6, 7, 8], 1)[0],
        Exchange { from_s1: vec![4], from_s2: vec![5] }
    );
    assert_eq!(exchange_count(4, 4, 1), 16);
}

#[test]
fn d2_two_player_matrix_j_to_r() {
    // D.2: "j) 3+4 with 5+6; k) 3+4 with 5+7; l) 2+4 with 5+6 etc.", the
    // matrix columns 3+4, 2+4, 2+3 and rows 5+6, 5+7, 6+7:
    //   5+6: j l o   5+7: k n q   6+7: m p r
    let list = within(exchanges(&[1, 2, 3, 4], &[5, 6, 7, 8], 2), &[2, 3, 4], &[5, 6, 7]);
    let expected = vec![
        ex(&[3, 4], &[5, 6]), // j
        ex(&[3, 4], &[5, 7]), // k
        ex(&[2, 4], &[5, 6]), // l
        ex(&[3, 4], &[6, 7]), // m
        ex(&[2, 4], &[5, 7]), // n
        ex(&[2, 3], &[5, 6]), // o
        ex(&[2, 4], &[6, 7]), // p
        ex(&[2, 3], &[5, 7]), // q
        ex(&[2, 3], &[6, 7]), // r
    ];
    assert_eq!(list, expected);
}

#[test]
fn d2_seven_players_deduct_one() {
    // D.2 remark: with 7 players S1 = 1, 2, 3 and S2 = 4–7; the exchanges
    // "can be found from the above ones by deducting all numbers by 1".
    let one = within(exchanges(&[1, 2, 3], &[4, 5, 6, 7], 1), &[1, 2, 3], &[4, 5, 6]);
    let deducted: Vec<(Vec<usize>, Vec<usize>)> =
        [(4, 5), (4, 6), (3, 5), (4, 7), (3, 6), (2, 5), (3, 7), (2, 6), (2, 7)]
            .iter()
            .map(|&(a, b)| ex(&[a - 1], &[b - 1]))
            .collect();
    assert_eq!(one, deducted);
    // Two players: j–r deducted by one, without the column 1+2 (the text
    // calls it obsolete; our list has it, see `exchanges`, so it is left
    // out here before comparing).
    let two: Vec<(Vec<usize>, Vec<usize>)> =
        within(exchanges(&[1, 2, 3], &[4, 5, 6, 7], 2), &[1, 2, 3], &[4, 5, 6])
            .into_iter()
            .filter(|(s1, _)| s1 != &vec![1, 2])
            .collect();
    let expected = vec![
        ex(&[2, 3], &[4, 5]),
        ex(&[2, 3], &[4, 6]),
        ex(&[1, 3], &[4, 5]),
        ex(&[2, 3], &[5, 6]),
        ex(&[1, 3], &[4, 6]),
        ex(&[1, 3], &[5, 6]),
    ];
    assert_eq!(two, expected);
}

#[test]
fn a8_x_follows_the_formula() {
    let (w, b) = (Some(true), Some(false));
    // Six players, four want white: q = 3, x = w − q = 1.
    assert_eq!(a8_x([w, w, w, w, b, b]), 1);
    // b > w: x = b − q = 4 − 3 = 1.
    assert_eq!(a8_x([b, b, b, b, w, w]), 1);
    // Balanced: 0.
    assert_eq!(a8_x([w, b, w, b]), 0);
    // Five players, all white: q = 3, x = 2.
    assert_eq!(a8_x([w, w, w, w, w]), 2);
    // Without preferences the formula goes below zero: x = 0.
    assert_eq!(a8_x([None, None, w, b]), 0);
}
