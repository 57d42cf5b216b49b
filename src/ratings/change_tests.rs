//! Worked examples, each computed by hand from the tables of B.02 8.1.1 and
//! 8.1.2 (the rows quoted are the printed rows) and the articles named.

use super::*;
use crate::model::{Game, Round};

/// A tournament of players `(rating, birth date, list K)` numbered from 1,
/// with `rounds` of `(white, black, result)`, starting on `date`.
fn event(
    kind: RatingKind,
    date: (i32, u32, u32),
    players: &[(Option<u32>, &str, Option<u32>)],
    rounds: &[&[(u32, u32, GameResult)]],
) -> Tournament {
    let mut t = Tournament::new("Worked example");
    t.settings.rating_kind = kind;
    t.event.start_date = NaiveDate::from_ymd_opt(date.0, date.1, date.2);
    for (i, (rating, birth, k)) in players.iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, format!("Player {}", i + 1));
        p.rating = *rating;
        p.birth_date = (*birth).to_owned();
        p.k_factor = *k;
        t.players.push(p);
    }
    for (i, games) in rounds.iter().enumerate() {
        let mut r = Round::new(i as u32 + 1);
        r.games = games.iter().map(|&(w, b, result)| Game::new(w, b, result)).collect();
        t.rounds.push(r);
    }
    t
}

fn of(t: &Tournament, tpn: u32) -> PlayerRating {
    let rules = Regulations::for_tournament(t);
    let player = t.player(tpn).unwrap_or_else(|| panic!("player {tpn}"));
    player_rating(t, player, u32::MAX, &rules)
}

fn d(hundredths: i64) -> Decimal {
    Decimal::from_hundredths(hundredths)
}

use GameResult::{BlackWins, Draw, WhiteWins, WhiteWinsByForfeit};

#[test]
fn a_rated_players_change_game_by_game() {
    // Player 1 (2000, list K 20) plays five rounds:
    //   r1 beats 2 (2100): D = -100, row 99-106 → PD(L) .36, ΔR = 1 − .36 = +.64, ×20 = +12.80
    //   r2 draws 3 (1900): D = +100, row 99-106 → PD(H) .64, ΔR = .5 − .64 = −.14, ×20 = −2.80
    //   r3 loses to 4 (2500): D = −500, cut to −400 (8.3.1), row 392-411 → PD(L) .08,
    //      ΔR = 0 − .08 = −.08, ×20 = −1.60
    //   r4 beats 5 (unrated): not counted (8.3.1)
    //   r5 wins against 6 (1950) by forfeit: not counted (5.1)
    // ΣΔR = .64 − .14 − .08 = .42; ×20 = 8.40 → 2000 + 8 = 2008 (8.3.4).
    // Performance over 2, 3, 4: ARO = 6500 / 3 = 2166.67 → 2167; p = 1.5 / 3 = .50 → dp 0 → 2167.
    let t = event(
        RatingKind::Standard,
        (2026, 3, 10),
        &[
            (Some(2000), "1980", Some(20)),
            (Some(2100), "", None),
            (Some(1900), "", None),
            (Some(2500), "", None),
            (None, "", None),
            (Some(1950), "", None),
        ],
        &[
            &[(1, 2, WhiteWins)],
            &[(3, 1, Draw)],
            &[(1, 4, BlackWins)],
            &[(5, 1, BlackWins)],
            &[(1, 6, WhiteWinsByForfeit)],
        ],
    );
    let p = of(&t, 1);
    let changes: Vec<Option<Decimal>> = p
        .games
        .iter()
        .map(|g| match g.status {
            GameStatus::Rated { change, .. } => Some(change),
            _ => None,
        })
        .collect();
    assert_eq!(changes, [Some(d(1280)), Some(d(-280)), Some(d(-160)), None, None]);
    assert_eq!(
        p.games[2].status,
        GameStatus::Rated { difference: -400, expected: d(8), delta: d(-8), change: d(-160) }
    );
    assert_eq!(p.games[3].status, GameStatus::NotRated(NotRated::OpponentUnrated));
    assert_eq!(p.games[4].status, GameStatus::NotRated(NotRated::Unplayed));
    let change = p.change.unwrap_or_else(|| panic!("rated"));
    assert_eq!((change.k, change.k_rule, change.games), (20, KRule::List, 3));
    assert_eq!((change.score, change.expected, change.change), (d(150), d(108), d(840)));
    assert_eq!(change.new_rating, 2008);
    assert_eq!(p.performance, Some(Performance { games: 3, score: d(150), average: 2167, rating: 2167 }));
    assert_eq!(p.initial, None);
}

#[test]
fn the_400_point_rule_spares_players_of_2650_from_october_2025() {
    // Player 1 (2700, K 10 as rated ≥ 2400) beats player 2 (2200, born 1990, K 20).
    // From 2025-10-01 (8.3.1): for player 1, D = +500 is used → row 485-517 → PD(H) .96,
    //   ΔR = +.04, ×10 = +0.40.
    // Player 2 is below 2650: D = −500 cut to −400 → row 392-411 → PD(L) .08, ΔR = −.08, ×20 = −1.60.
    // Before 2025-10-01 player 1's D is cut too: PD(H) .92, ΔR = +.08, ×10 = +0.80.
    let players = [(Some(2700), "1990", None), (Some(2200), "1990", None)];
    let games: &[&[(u32, u32, GameResult)]] = &[&[(1, 2, WhiteWins)]];
    let after = event(RatingKind::Standard, (2025, 11, 1), &players, games);
    let before = event(RatingKind::Standard, (2025, 9, 30), &players, games);
    let change = |t: &Tournament, tpn| of(t, tpn).change.map(|c| (c.k, c.k_rule, c.change));
    assert_eq!(change(&after, 1), Some((10, KRule::Reached2400, d(40))));
    assert_eq!(change(&after, 2), Some((20, KRule::Under2400, d(-160))));
    assert_eq!(change(&before, 1), Some((10, KRule::Reached2400, d(80))));
    // Rapid and blitz have no exemption (7.3.1): cut to 400 → +0.80.
    let rapid = event(RatingKind::Rapid, (2025, 11, 1), &players, games);
    assert_eq!(change(&rapid, 1), Some((10, KRule::Reached2400, d(80))));
}

#[test]
fn rapid_games_600_points_apart_with_a_player_above_2600_are_not_rated_from_december_2024() {
    // 2650 vs 2000: 650 ≥ 600 and 2650 > 2600 (rapid and blitz 7.3.1).
    let players = [(Some(2650), "", None), (Some(2000), "", None)];
    let games: &[&[(u32, u32, GameResult)]] = &[&[(1, 2, Draw)]];
    let blitz = event(RatingKind::Blitz, (2025, 1, 10), &players, games);
    for tpn in [1, 2] {
        let p = of(&blitz, tpn);
        assert_eq!(p.games[0].status, GameStatus::NotRated(NotRated::GapOf600));
        assert_eq!(p.change.map(|c| (c.games, c.change)), Some((0, Decimal::ZERO)));
    }
    // Before 2024-12-01 the game is rated: player 2's D = −650 cut to −400 →
    // PD(L) .08, ΔR = .5 − .08 = +.42, K 20 → +8.40.
    let earlier = event(RatingKind::Blitz, (2024, 11, 30), &players, games);
    assert_eq!(of(&earlier, 2).change.map(|c| c.change), Some(d(840)));
    // Standard has no such rule: the same draw is rated.
    let standard = event(RatingKind::Standard, (2025, 1, 10), &players, games);
    assert_eq!(of(&standard, 2).change.map(|c| c.change), Some(d(840)));
}

#[test]
fn k_follows_8_3_3_and_n_times_k_stays_within_700() {
    let rules = Regulations {
        kind: RatingKind::Standard,
        date: NaiveDate::from_ymd_opt(2026, 6, 1).unwrap_or_default(),
    };
    let player =
        |birth: &str, k: Option<u32>| Player { birth_date: birth.into(), k_factor: k, ..Player::default() };
    // Born 2008: 18 in 2026, junior until the end of the year; under 2300 → 40.
    assert_eq!(rules.k_factor(&player("2008/12/31", None), 2299), (40, KRule::Junior));
    // The same junior at 2300 is no longer under 2300 → 20.
    assert_eq!(rules.k_factor(&player("2008", None), 2300), (20, KRule::Under2400));
    // Born 2007: 19 in 2026 → 20.
    assert_eq!(rules.k_factor(&player("2007", None), 1800), (20, KRule::Under2400));
    assert_eq!(rules.k_factor(&player("", None), 2400), (10, KRule::Reached2400));
    // The list's K wins (it knows the 30 games and the 2400 ever reached).
    assert_eq!(rules.k_factor(&player("1970", Some(40)), 1700), (40, KRule::List));

    // A junior (K 40) draws 18 games against an equal rating: 40 × 18 = 720 > 700,
    // so K = ⌊700 / 18⌋ = 38. Each draw: D = 0, PD .50, ΔR 0.
    // One more twist: the last game is won, ΔR = +.50, ×38 = +19.00.
    let mut rounds: Vec<Vec<(u32, u32, GameResult)>> = (0..17).map(|_| vec![(1, 2, Draw)]).collect();
    rounds.push(vec![(1, 2, WhiteWins)]);
    let rounds: Vec<&[(u32, u32, GameResult)]> = rounds.iter().map(Vec::as_slice).collect();
    let t = event(
        RatingKind::Standard,
        (2026, 6, 1),
        &[(Some(1800), "2012", None), (Some(1800), "1960", None)],
        &rounds,
    );
    let junior = of(&t, 1).change.unwrap_or_else(|| panic!("rated"));
    assert_eq!((junior.k, junior.k_rule, junior.k_capped, junior.games), (38, KRule::Junior, true, 18));
    assert_eq!((junior.change, junior.new_rating), (d(1900), 1819));
    // The adult opponent: K 20, 20 × 18 = 360 ≤ 700; ΔR = −.50 → −10.00.
    let adult = of(&t, 2).change.unwrap_or_else(|| panic!("rated"));
    assert_eq!((adult.k, adult.k_capped, adult.change, adult.new_rating), (20, false, d(-1000), 1790));
}

#[test]
fn a_change_of_a_half_rounds_away_from_zero() {
    // Player 1 (2400, K 10) draws 2 (2340) and 3 (2425):
    //   D = +60, row 54-61 → PD(H) .58, ΔR = .5 − .58 = −.08
    //   D = −25, row 18-25 → PD(L) .47, ΔR = .5 − .47 = +.03
    // ΣΔR = −.05, ×10 = −0.50 → rounded away from zero: −1 → 2399 (8.3.4).
    let t = event(
        RatingKind::Standard,
        (2026, 4, 1),
        &[(Some(2400), "", None), (Some(2340), "", None), (Some(2425), "", None)],
        &[&[(1, 2, Draw)], &[(3, 1, Draw)]],
    );
    let change = of(&t, 1).change.unwrap_or_else(|| panic!("rated"));
    assert_eq!((change.change, change.new_rating), (d(-50), 2399));
}

#[test]
fn an_unrated_players_initial_rating_counts_two_draws_against_1800() {
    // Player 1 (unrated) meets 1600, 1700, 1800, 1900 and 2000 and scores 1, ½, ½, 0, 1 = 3.
    // 8.2.2: Ra = (9000 + 2 × 1800) / 7 = 12600 / 7 = 1800; p = (3 + 1) / 7 = .5714 → .57,
    // 8.1.1 dp(.57) = 50; Ru = 1800 + 50 = 1850 (8.2.3), on 5 games (7.1.4).
    // Performance: ARO = 9000 / 5 = 1800, p = 3 / 5 = .60 → dp 72 → 1872.
    let t = event(
        RatingKind::Standard,
        (2026, 5, 1),
        &[
            (None, "", None),
            (Some(1600), "", None),
            (Some(1700), "", None),
            (Some(1800), "", None),
            (Some(1900), "", None),
            (Some(2000), "", None),
        ],
        &[&[(1, 2, WhiteWins)], &[(3, 1, Draw)], &[(1, 4, Draw)], &[(5, 1, WhiteWins)], &[(1, 6, WhiteWins)]],
    );
    let p = of(&t, 1);
    assert_eq!(p.change, None);
    assert!(p.games.iter().all(|g| g.status == GameStatus::Initial));
    assert_eq!(
        p.initial,
        Some(InitialRating {
            games: 5,
            score: d(300),
            average: d(180000),
            rating: Some(1850),
            enough_games: true
        })
    );
    assert_eq!(p.performance.map(|x| (x.average, x.rating)), Some((1800, 1872)));
    // The rated opponents do not count their game against the unrated player (8.3.1).
    assert_eq!(of(&t, 2).change.map(|c| c.games), Some(0));
}

#[test]
fn an_initial_rating_is_at_most_2200_and_a_zero_score_is_disregarded() {
    // 5 / 5 against five players of 2000: Ra = (10000 + 3600) / 7 = 1942.86;
    // p = 6 / 7 = .857 → .86, dp 309; Ru = 2251.86 → 2252, capped at 2200 (8.2.3).
    let players: Vec<(Option<u32>, &str, Option<u32>)> =
        std::iter::once((None, "", None)).chain((0..5).map(|_| (Some(2000), "", None))).collect();
    let rounds: Vec<Vec<(u32, u32, GameResult)>> = (2..=6).map(|o| vec![(1, o, WhiteWins)]).collect();
    let rounds: Vec<&[(u32, u32, GameResult)]> = rounds.iter().map(Vec::as_slice).collect();
    let t = event(RatingKind::Standard, (2026, 5, 1), &players, &rounds);
    let initial = of(&t, 1).initial.unwrap_or_else(|| panic!("five rated opponents"));
    assert_eq!((initial.average, initial.rating), (d(194286), Some(2200)));
    // Two losses: a zero score is disregarded (8.2.1), and 2 games are short of 5 (7.1.4).
    let t =
        event(RatingKind::Standard, (2026, 5, 1), &players, &[&[(1, 2, BlackWins)], &[(3, 1, WhiteWins)]]);
    let initial = of(&t, 1).initial.unwrap_or_else(|| panic!("two rated opponents"));
    assert_eq!((initial.games, initial.rating, initial.enough_games), (2, None, false));
}

#[test]
fn short_games_and_pending_results_do_not_count() {
    let t = event(
        RatingKind::Standard,
        (2026, 5, 1),
        &[(Some(1800), "", None), (Some(1900), "", None)],
        &[&[(1, 2, GameResult::DrawUnrated)], &[(2, 1, GameResult::Pending)]],
    );
    let p = of(&t, 1);
    let statuses: Vec<GameStatus> = p.games.iter().map(|g| g.status).collect();
    assert_eq!(
        statuses,
        [GameStatus::NotRated(NotRated::ShortGame), GameStatus::NotRated(NotRated::Pending)]
    );
    assert_eq!(p.performance, None);
    assert_eq!(p.change.map(|c| (c.games, c.new_rating)), Some((0, 1800)));
}
