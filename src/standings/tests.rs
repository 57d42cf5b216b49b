//! Hand-built cases, each worked out from the text of C.07 (article numbers
//! in the comments), one per kind of unplayed round of Art. 16, and the
//! direct-encounter, ranking and drawing-of-lots rules.

use super::*;
use crate::model::{ByeKind, Game, GameResult, Player, Round, RoundBye};

/// A board: (white, black, result).
type Board = (u32, u32, GameResult);
/// A round: its boards, and its byes (player, kind).
type RoundSpec<'a> = (&'a [Board], &'a [(u32, ByeKind)]);

/// Players `1..=n` rated 2000 + 10·tpn; each round its boards and byes.
/// A player in neither is absent from that round.
fn event(n: u32, rounds: &[RoundSpec]) -> Tournament {
    let mut t = Tournament::new("C.07 case");
    t.settings.rounds_planned = u32::try_from(rounds.len()).unwrap_or(0);
    for tpn in 1..=n {
        let mut p = Player::new(tpn, format!("Player {tpn}"));
        p.rating = Some(2000 + 10 * tpn);
        t.players.push(p);
    }
    for (i, (boards, byes)) in rounds.iter().enumerate() {
        let mut r = Round::new(u32::try_from(i + 1).unwrap_or(0));
        r.games = boards.iter().map(|&(w, b, res)| Game::new(w, b, res)).collect();
        r.byes = byes.iter().map(|&(player, kind)| RoundBye { player, kind }).collect();
        t.rounds.push(r);
    }
    t
}

fn tb(code: &str) -> TieBreak {
    TieBreak::parse(code).unwrap_or_else(|e| panic!("{e}"))
}

/// The value of `code` for `tpn` after the last round, under `rules`.
fn value(t: &Tournament, rules: Rules, code: &str, tpn: u32) -> Option<Decimal> {
    let s = standings(t, t.settings.rounds_planned, rules, &[tb(code)]);
    s.value(tpn, tb(code))
}

fn d(text: &str) -> Option<Decimal> {
    Some(Decimal::parse(text).unwrap_or_else(|| panic!("bad decimal {text}")))
}

use GameResult::{BlackWins, BlackWinsByForfeit, DoubleForfeit, Draw, WhiteWins, WhiteWinsByForfeit};
const PAB: ByeKind = ByeKind::PairingAllocated;

/// Forfeits, 16.2.2 and 16.2.4. Player 1 wins round 2 by forfeit against 3.
/// Scores: 1: 2.5, 2: 1, 3: 0.5, 4: 2.
fn forfeits() -> Tournament {
    event(
        4,
        &[
            (&[(1, 2, WhiteWins), (3, 4, Draw)], &[]),
            (&[(1, 3, WhiteWinsByForfeit), (2, 4, BlackWins)], &[]),
            (&[(4, 1, Draw), (2, 3, WhiteWins)], &[]),
        ],
    )
}

#[test]
fn forfeit_win_meets_a_dummy_capped_in_2026_by_the_scheduled_opponent() {
    let t = forfeits();
    // 16.4 (2024): the dummy of round 2 scores player 1's own 2.5:
    // BH = 1 (player 2) + 2.5 + 2 (player 4).
    assert_eq!(value(&t, Rules::Edition2024, "BH", 1), d("5.5"));
    // 16.4.1 (2026): at most the scheduled opponent's adjusted score (3: 0.5).
    assert_eq!(value(&t, Rules::Edition2026, "BH", 1), d("3.5"));
    // 9.1 with 16.4: SB = 1×1 + 2.5×1 + 2×½ (2024); 1 + 0.5×1 + 1 (2026).
    assert_eq!(value(&t, Rules::Edition2024, "SB", 1), d("4.5"));
    assert_eq!(value(&t, Rules::Edition2026, "SB", 1), d("2.5"));
    // 7.1 counts it as a win, 7.2 does not (not won over the board).
    assert_eq!(value(&t, Rules::Edition2026, "WIN", 1), d("2"));
    assert_eq!(value(&t, Rules::Edition2026, "WON", 1), d("1"));
    // 7.7: more points than the scheduled opponent.
    assert_eq!(value(&t, Rules::Edition2026, "STD", 1), d("2.5"));
    // 10.1: only games played over the board: (2020 + 2040) / 2.
    assert_eq!(value(&t, Rules::Edition2026, "ARO", 1), d("2030"));
}

#[test]
fn forfeit_loss_counts_at_face_value_for_the_opponents() {
    let t = forfeits();
    // 16.3.1 / 16.2.4: player 3's forfeit loss counts as the loss it is, so
    // player 4 gets 3's actual 0.5 (plus 1 from 2 and 2.5 from 1).
    assert_eq!(value(&t, Rules::Edition2026, "BH", 4), d("4.0"));
    // Player 3's own round 2: a dummy with 3's score 0.5 (2026: min(0.5, 2.5)).
    // BH = 2 (player 4) + 0.5 + 1 (player 2).
    assert_eq!(value(&t, Rules::Edition2024, "BH", 3), d("3.5"));
    assert_eq!(value(&t, Rules::Edition2026, "BH", 3), d("3.5"));
    // 7.6: a forfeit loss is not a round elected to play.
    assert_eq!(value(&t, Rules::Edition2026, "REP", 3), d("2"));
    assert_eq!(value(&t, Rules::Edition2026, "REP", 1), d("3"));
    // 9.2: the forfeit still counts for Koya (threshold 50 % of 3 = 1.5:
    // players 1 and 4); player 3 scored 0 against 1 and ½ against 4.
    assert_eq!(value(&t, Rules::Edition2026, "KS", 3), d("0.5"));
}

/// Byes worth a win, 16.2.1: a PAB for 5 in round 1 and for 1 in round 3,
/// a full-point bye for 4 in round 2. No VURs. Scores: 1: 3, 2: 0.5, 3: 2,
/// 4: 2, 5: 1.5.
fn byes_worth_a_win() -> Tournament {
    event(
        5,
        &[
            (&[(1, 2, WhiteWins), (3, 4, WhiteWins)], &[(5, PAB)]),
            (&[(1, 3, WhiteWins), (2, 5, Draw)], &[(4, ByeKind::FullPoint)]),
            (&[(2, 3, BlackWins), (4, 5, WhiteWins)], &[(1, PAB)]),
        ],
    )
}

#[test]
fn pairing_allocated_bye_meets_a_dummy_capped_in_2026_at_draws_times_rounds() {
    let t = byes_worth_a_win();
    // 16.4 (2024): BH = 0.5 (2) + 2 (3) + 3 (dummy with 1's own score).
    assert_eq!(value(&t, Rules::Edition2024, "BH", 1), d("5.5"));
    // 16.4.2 (2026): the dummy is capped at ½ × 3 rounds = 1.5.
    assert_eq!(value(&t, Rules::Edition2026, "BH", 1), d("4.0"));
    assert_eq!(value(&t, Rules::Edition2024, "SB", 1), d("5.50"));
    assert_eq!(value(&t, Rules::Edition2026, "SB", 1), d("4.00"));
    // A PAB is not a VUR (16.1.2): Cut-1 drops the lowest value, 0.5.
    assert_eq!(value(&t, Rules::Edition2026, "BH-C1", 1), d("3.5"));
    assert_eq!(value(&t, Rules::Edition2024, "BH-C1", 1), d("5.0"));
    // 7.1: the PAB is a win's worth of points; 7.6: a round elected to play.
    assert_eq!(value(&t, Rules::Edition2026, "WIN", 1), d("3"));
    assert_eq!(value(&t, Rules::Edition2026, "WON", 1), d("2"));
    assert_eq!(value(&t, Rules::Edition2026, "REP", 1), d("3"));
    // 16.3.1: player 5's PAB lends a win to its opponents: player 2 gets 1.5.
    // BH(2) = 3 (1) + 1.5 (5) + 2 (3).
    assert_eq!(value(&t, Rules::Edition2026, "BH", 2), d("6.5"));
}

#[test]
fn full_point_bye_is_treated_like_the_pab() {
    let t = byes_worth_a_win();
    // Player 4: 2 (3) + dummy (own 2; 2026: min(2, 1.5)) + 1.5 (5).
    assert_eq!(value(&t, Rules::Edition2024, "BH", 4), d("5.5"));
    assert_eq!(value(&t, Rules::Edition2026, "BH", 4), d("5.0"));
    assert_eq!(value(&t, Rules::Edition2026, "WIN", 4), d("2"));
    assert_eq!(value(&t, Rules::Edition2026, "REP", 4), d("3"));
    // 7.7: without playing, more than a draw's points.
    assert_eq!(value(&t, Rules::Edition2026, "STD", 4), d("2"));
}

#[test]
fn fore_buchholz_draws_the_final_round_games_but_not_the_pab() {
    let t = byes_worth_a_win();
    // 8.3: final-round games as draws: 2: 1.0, 3: 1.5, 4: 1.5, 5: 2.0; 1
    // keeps the PAB. FB(3) = 1.5 (4) + 3 (1) + 1.0 (2, final round, drawn).
    assert_eq!(value(&t, Rules::Edition2026, "FB", 3), d("5.5"));
    // FB(1) = 1.0 (2) + 1.5 (3) + dummy (own 3; 2026 capped at 1.5).
    assert_eq!(value(&t, Rules::Edition2024, "FB", 1), d("5.5"));
    assert_eq!(value(&t, Rules::Edition2026, "FB", 1), d("4.0"));
    // Before the final round FB is not defined.
    let s = standings(&t, 2, Rules::Edition2026, &[tb("FB")]);
    assert_eq!(s.value(3, tb("FB")), None);
}

#[test]
fn fore_buchholz_is_known_once_the_final_round_is_paired() {
    // 8.3 (Type D): the final round paired, no result yet: the same FB.
    let mut t = byes_worth_a_win();
    let last = t.round_mut(3).unwrap_or_else(|| panic!("the fixture has three rounds"));
    assert!(!last.games.is_empty());
    for g in &mut last.games {
        g.result = GameResult::Pending;
    }
    assert_eq!(value(&t, Rules::Edition2026, "FB", 3), d("5.5"));
    assert_eq!(value(&t, Rules::Edition2026, "FB", 1), d("4.0"));
}

/// Requested byes and a withdrawal, 16.2.3 and 16.2.5. Player 3 has a
/// zero-point bye in round 1 (followed by a game: 16.2.3) and in round 3
/// (the last round: 16.2.5); player 4 loses round 1, takes a zero-point bye
/// in round 2 and withdraws (absent in round 3): both 16.2.5. Player 1 has a
/// half-point bye in round 2. Scores: 1: 2, 2: 0, 3: 1, 4: 0, 5: 2, 6: 2.5.
fn requested_byes() -> Tournament {
    event(
        6,
        &[
            (&[(1, 2, WhiteWins), (4, 5, BlackWins)], &[(6, PAB), (3, ByeKind::ZeroPoint)]),
            (&[(3, 2, WhiteWins), (5, 6, Draw)], &[(1, ByeKind::HalfPoint), (4, ByeKind::ZeroPoint)]),
            (&[(1, 5, Draw), (2, 6, BlackWins)], &[(3, ByeKind::ZeroPoint)]),
        ],
    )
}

#[test]
fn requested_bye_followed_by_a_game_counts_at_face_value() {
    let t = requested_byes();
    // Player 3 lends 0 (round 1, 16.3.1) + 1 + ½ (round 3, 16.3.2) = 1.5,
    // although they scored 1. BH(2) = 2 (1) + 1.5 (3) + 2.5 (6).
    assert_eq!(value(&t, Rules::Edition2026, "BH", 2), d("6.0"));
    // Player 1's half-point bye is followed by a game: face value ½ (a draw
    // anyway); 1 lends 2. BH(5) = 1.0 (4, below) + 2.5 (6) + 2 (1).
    assert_eq!(value(&t, Rules::Edition2026, "BH", 5), d("5.5"));
}

#[test]
fn requested_byes_only_followed_by_vurs_and_withdrawal_count_as_draws() {
    let t = requested_byes();
    // Player 4 lends 0 + ½ (zero-point bye, only VURs after) + ½ (absent
    // after withdrawing, 16.1.1) = 1.0; seen in BH(5) above. Own rounds:
    // 2 (player 5) + two dummies with 4's score 0.
    assert_eq!(value(&t, Rules::Edition2024, "BH", 4), d("2.0"));
    assert_eq!(value(&t, Rules::Edition2026, "BH", 4), d("2.0"));
    // 7.6: requested byes and absences are not elected to play.
    assert_eq!(value(&t, Rules::Edition2026, "REP", 4), d("1"));
    assert_eq!(value(&t, Rules::Edition2026, "REP", 3), d("1"));
    // Player 3's own BH: dummies (own score 1) in rounds 1 and 3 + 0 (2).
    assert_eq!(value(&t, Rules::Edition2026, "BH", 3), d("2.0"));
    // 16.5.1: Cut-1 takes a VUR's contribution (1), not the lowest value (0).
    assert_eq!(value(&t, Rules::Edition2026, "BH-C1", 3), d("1.0"));
}

/// The Cut-1 exception, 16.5. Player 1 (2.5 points) has a half-point bye in
/// round 2 between games against players lending 1.5 each.
fn cut_exception() -> Tournament {
    event(
        5,
        &[
            (&[(1, 2, WhiteWins), (3, 4, WhiteWins)], &[(5, PAB)]),
            (&[(3, 5, Draw), (2, 4, WhiteWins)], &[(1, ByeKind::HalfPoint)]),
            (&[(1, 3, WhiteWins), (4, 5, BlackWins)], &[(2, ByeKind::ZeroPoint)]),
        ],
    )
}

#[test]
fn cut_one_removes_the_vur_even_when_it_is_not_the_lowest_buchholz_value() {
    let t = cut_exception();
    // Lent: 2: 0 + 1 + ½ (16.2.5) = 1.5; 3: 1.5. Own dummy 2.5 (2024).
    assert_eq!(value(&t, Rules::Edition2024, "BH", 1), d("5.5"));
    // 16.5.2: "For Buchholz, cut the lowest contribution coming from a VUR":
    // 2.5 goes, not the lowest value 1.5.
    assert_eq!(value(&t, Rules::Edition2024, "BH-C1", 1), d("3.0"));
    // 2026: the dummy is capped at 1.5 (16.4.2), the VUR still goes first.
    assert_eq!(value(&t, Rules::Edition2026, "BH", 1), d("4.5"));
    assert_eq!(value(&t, Rules::Edition2026, "BH-C1", 1), d("3.0"));
    // 14.3 then 16.5: Median-1 cuts the VUR as the low value, then the highest.
    assert_eq!(value(&t, Rules::Edition2024, "BH-M1", 1), d("1.5"));
}

#[test]
fn sb_cut_one_removes_the_higher_of_the_vur_and_the_least_significant_value() {
    let t = cut_exception();
    // SB = 1.5×1 + 2.5×½ (dummy, half-point bye) + 1.5×1 = 4.25 (2024).
    assert_eq!(value(&t, Rules::Edition2024, "SB", 1), d("4.25"));
    // 16.5.2: the VUR gives 1.25, the least significant value (an opponent
    // scoring 1.5) gives 1.5: the higher, 1.5, is cut.
    assert_eq!(value(&t, Rules::Edition2024, "SB-C1", 1), d("2.75"));
}

/// Two VURs with different dummies (2026): player 1 (2.5 points) beats 2
/// (0.5) and 4 (1.5), loses round 3 by forfeit to 3 (4 points) and takes a
/// half-point bye in the last round.
fn two_vurs() -> Tournament {
    event(
        6,
        &[
            (&[(1, 2, WhiteWins), (3, 4, WhiteWins), (5, 6, Draw)], &[]),
            (&[(1, 4, WhiteWins), (5, 2, Draw), (3, 6, WhiteWins)], &[]),
            (&[(1, 3, BlackWinsByForfeit), (4, 2, WhiteWins), (5, 6, WhiteWins)], &[]),
            (&[(3, 2, WhiteWins), (5, 4, Draw)], &[(1, ByeKind::HalfPoint), (6, ByeKind::ZeroPoint)]),
        ],
    )
}

#[test]
fn sb_cut_one_compares_the_lowest_vur_contribution_not_the_lowest_dummy() {
    let t = two_vurs();
    // 16.4: forfeit loss (16.4.1) dummy min(2.5, 3's 4) = 2.5, × 0; the
    // last-round half-point bye (16.2.5, 16.4.2) dummy min(2.5, ½ × 4) = 2,
    // × ½ = 1. SB = 0.5 + 1.5 + 0 + 1 = 3.
    assert_eq!(value(&t, Rules::Edition2026, "SB", 1), d("3.0"));
    // 16.5.2: a. the lowest contribution coming from a VUR is the forfeit's
    // 0; b. the least significant value is 0.5 (player 2, lowest score);
    // the higher, 0.5, is cut: 2.5 (FIDE's Gacrux 1.11.65 agrees: SB/C1 2.50).
    // Taking the VUR with the lower dummy score (the bye's 1) gave 2.0.
    assert_eq!(value(&t, Rules::Edition2026, "SB-C1", 1), d("2.5"));
    // For BH the contribution is the score: the lowest VUR is the bye's 2.
    assert_eq!(value(&t, Rules::Edition2026, "BH-C1", 1), d("4.5"));
}

/// Double forfeit: both players have a forfeit loss (16.2.4).
fn double_forfeit() -> Tournament {
    event(4, &[(&[(1, 2, WhiteWins), (3, 4, DoubleForfeit)], &[]), (&[(1, 3, WhiteWins), (2, 4, Draw)], &[])])
}

#[test]
fn double_forfeit_is_a_forfeit_loss_for_both() {
    let t = double_forfeit();
    // Player 4 (½ point): dummy with own ½ in 2024; in 2026 at most the
    // scheduled opponent's adjusted score, player 3's 0 (16.4.1).
    assert_eq!(value(&t, Rules::Edition2024, "BH", 4), d("1.0"));
    assert_eq!(value(&t, Rules::Edition2026, "BH", 4), d("0.5"));
    // Both lend their actual score: BH(2) = 2 (1) + 0.5 (4).
    assert_eq!(value(&t, Rules::Edition2026, "BH", 2), d("2.5"));
    assert_eq!(value(&t, Rules::Edition2026, "REP", 3), d("1"));
    assert_eq!(value(&t, Rules::Edition2026, "REP", 4), d("1"));
    // 7.7: a forfeit is a round without playing; a double forfeit obtains
    // less than a draw's worth: 0 (½ for the draw of 2 and 4 in round 2).
    assert_eq!(value(&t, Rules::Edition2026, "STD", 3), d("0"));
    assert_eq!(value(&t, Rules::Edition2026, "STD", 4), d("0.5"));
    // 6.1.1: not an encounter. 3 and 4 are not tied; 2 and 4 (½ each) met.
    let s = standings(&t, 2, Rules::Edition2026, &[tb("DE")]);
    assert_eq!(s.value(2, tb("DE")), d("0"));
    assert_eq!(s.value(4, tb("DE")), d("0"));
}

#[test]
fn direct_encounter_all_met_decides() {
    // 6.2: 1 and 2 are tied on 1 point and met: 1 won.
    let t = event(
        4,
        &[(&[(1, 2, WhiteWins), (3, 4, WhiteWins)], &[]), (&[(1, 3, BlackWins), (2, 4, WhiteWins)], &[])],
    );
    let s = standings(&t, 2, Rules::Edition2026, &[tb("DE")]);
    assert_eq!(s.value(1, tb("DE")), d("1"));
    assert_eq!(s.value(2, tb("DE")), d("2"));
    // Alone on their score: DE separates nobody.
    assert_eq!(s.value(3, tb("DE")), d("0"));
    assert_eq!(s.row(1).map(|r| r.rank), Some(2));
    assert_eq!(s.row(2).map(|r| r.rank), Some(3));
}

#[test]
fn direct_encounter_swiss_ranks_first_who_cannot_be_caught() {
    // 1 to 4 all score 3 of 4; 1 beat 2, 3 and 4, who did not meet each
    // other. 6.3: 1 scored 3 against the group; nobody else can reach more
    // than 2, so 1 is first; the others stay tied (none can be separated).
    let boards: [&[Board]; 4] = [
        &[(1, 2, WhiteWins), (3, 9, WhiteWins), (4, 10, WhiteWins), (5, 6, Draw), (7, 8, Draw)],
        &[(1, 3, WhiteWins), (2, 6, WhiteWins), (4, 5, WhiteWins), (7, 9, Draw), (8, 10, Draw)],
        &[(1, 4, WhiteWins), (2, 7, WhiteWins), (3, 10, WhiteWins), (5, 8, Draw), (6, 9, Draw)],
        &[(5, 1, WhiteWins), (2, 8, WhiteWins), (3, 6, WhiteWins), (4, 7, WhiteWins), (9, 10, Draw)],
    ];
    let t = event(10, &boards.map(|b| (b, &[][..])));
    let s = standings(&t, 4, Rules::Edition2026, &[tb("DE")]);
    let de: Vec<Option<Decimal>> = (1..=4).map(|p| s.value(p, tb("DE"))).collect();
    assert_eq!(de, [d("1"), d("2"), d("2"), d("2")]);
    assert_eq!(
        (1..=4).map(|p| s.row(p).map(|r| r.rank)).collect::<Vec<_>>(),
        [Some(1), Some(2), Some(2), Some(2)]
    );
}

#[test]
fn progressive_score_and_its_cut() {
    let t = forfeits();
    // 7.5: player 1's running scores 1, 2, 2.5; Cut-1 drops the first (14.1.1.c).
    assert_eq!(value(&t, Rules::Edition2026, "PS", 1), d("5.5"));
    assert_eq!(value(&t, Rules::Edition2026, "PS-C1", 1), d("4.5"));
}

#[test]
fn rating_tie_breaks_are_dropped_with_unrated_players() {
    let mut t = forfeits();
    assert_eq!(value(&t, Rules::Edition2026, "RTNG", 2), d("2020"));
    if let Some(p) = t.player_mut(4) {
        p.rating = None;
    }
    // Art. 10: dropped when unrated players are present.
    for code in ["ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"] {
        assert_eq!(value(&t, Rules::Edition2026, code, 1), None, "{code}");
    }
}

#[test]
fn performance_ratings_use_the_fide_tables() {
    let t = forfeits();
    // Player 1 over the board: beat 2 (2020), drew 4 (2040): ARO 2030,
    // p = 0.75 → dp 193 (B.02 8.1(a)): TPR 2223.
    assert_eq!(value(&t, Rules::Edition2026, "TPR", 1), d("2223"));
    // Player 3 over the board: drew 4 (2040), lost to 2 (2020): p = 0.25, dp −193.
    assert_eq!(value(&t, Rules::Edition2026, "TPR", 3), Some(Decimal::from_int(2030 - 193)));
    // ARO-C1 with one game left: undefined.
    let one_game = event(2, &[(&[(1, 2, WhiteWins)], &[])]);
    assert_eq!(value(&one_game, Rules::Edition2026, "ARO-C1", 1), None);
    assert_eq!(value(&one_game, Rules::Edition2026, "ARO", 1), d("2020"));
}

#[test]
fn ties_after_the_list_share_a_rank_and_lots_order_them_reproducibly() {
    // Nobody plays: everyone is tied on every tie-break.
    let t = event(6, &[(&[], &[(1, ByeKind::HalfPoint), (2, ByeKind::HalfPoint)])]);
    let list = [tb("BH"), tb("SB")];
    let s = standings(&t, 1, Rules::Edition2026, &list);
    assert!(s.rows.iter().all(|r| r.shared));
    assert_eq!(s.rows.iter().map(|r| r.place).collect::<Vec<_>>(), [1, 2, 3, 4, 5, 6]);
    assert_eq!(s.rows.iter().map(|r| r.rank).collect::<Vec<_>>(), [1, 1, 3, 3, 3, 3]);
    let again = standings(&t, 1, Rules::Edition2026, &list);
    assert_eq!(s, again);
    let orders: std::collections::HashSet<Vec<u32>> = (0..20)
        .map(|seed| {
            standings_with_seed(&t, 1, Rules::Edition2026, &list, seed).rows.iter().map(|r| r.tpn).collect()
        })
        .collect();
    assert!(orders.len() > 1, "the seed must matter");
    assert_eq!(s.last_shared_place(&s.rows[2]), 6);
}

#[test]
fn rules_follow_the_start_date() {
    let date = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
    assert_eq!(Rules::for_date(date(2026, 2, 28)), Rules::Edition2024);
    assert_eq!(Rules::for_date(date(2026, 3, 1)), Rules::Edition2026);
    assert_eq!(Rules::for_date(None), Rules::Edition2026);
    assert_eq!(Rules::parse("C07-2024"), Some(Rules::Edition2024));
    assert_eq!(Rules::parse("c07-2025"), None);
}

#[test]
fn undefined_values_rank_last() {
    // 4 never plays over the board (forfeit loss): ARO undefined, ranked
    // after everyone with a value among those tied on points.
    let t = event(4, &[(&[(1, 2, Draw), (3, 4, BlackWinsByForfeit)], &[])]);
    let s = standings(&t, 1, Rules::Edition2026, &[tb("ARO")]);
    assert_eq!(s.value(3, tb("ARO")), None);
    assert_eq!(s.row(3).map(|r| r.rank), Some(4));
    assert_eq!(s.row(4).map(|r| r.rank), Some(1));
}

#[test]
fn direct_encounter_leaves_out_forfeits() {
    // 1 and 2 are tied on 1 point; their round-1 pairing was forfeited by 2.
    // 6.1.1: forfeits are excluded, so DE cannot separate them.
    let forfeited = event(
        4,
        &[
            (&[(1, 2, WhiteWinsByForfeit), (3, 4, WhiteWins)], &[]),
            (&[(1, 3, BlackWins), (2, 4, WhiteWins)], &[]),
        ],
    );
    let s = standings(&forfeited, 2, Rules::Edition2026, &[tb("DE")]);
    assert_eq!((s.value(1, tb("DE")), s.value(2, tb("DE"))), (d("0"), d("0")));
    assert!(s.row(1).is_some_and(|r| r.shared));
}
