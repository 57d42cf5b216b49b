//! Baku acceleration as a tournament setting: the commands keep the table
//! current as the field changes (C.04.7 1.2–1.4), a late entry joins the
//! group of its place (1.3), a scoring the text excludes is refused (1.1),
//! pairing honours the table, and the TRF export writes it (`XXA` lines in
//! TRF-16, `250` records in TRF-2026).

use swissdesk::commands::{self, Command, CommandError};
use swissdesk::model::{AccelerationMethod, GameResult, Player, Points, ScoringSystem, SystemId, Tournament};
use swissdesk::trf::{self, Dialect};

fn points(tenths: &[i32]) -> Vec<Points> {
    tenths.iter().map(|&t| Points::from_tenths(t)).collect()
}

fn player(tpn: u32, rating: u32) -> Player {
    let mut p = Player::new(tpn, format!("Player {tpn:02}"));
    p.rating = Some(rating);
    p
}

fn apply(t: &mut Tournament, command: Command) {
    commands::apply(t, command, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
}

fn with_baku(t: &mut Tournament) {
    let settings =
        swissdesk::model::TournamentSettings { acceleration: AccelerationMethod::Baku, ..t.settings.clone() };
    apply(t, Command::EditSettings(settings));
}

/// `n` players rated 2400, 2390, ... (pairing numbers in rating order), 9
/// rounds, Dutch 2026 with 1–½–0.
fn event(n: u32) -> Tournament {
    let mut t = Tournament::new("Open");
    t.settings.pairing_system = SystemId::new("dutch2026");
    t.settings.rounds_planned = 9;
    for tpn in 1..=n {
        apply(&mut t, Command::AddPlayer(player(tpn, 2400 - 10 * tpn)));
    }
    t
}

fn group_a(t: &Tournament) -> Vec<u32> {
    t.accelerations.iter().map(|a| a.player).collect()
}

#[test]
fn the_setting_computes_the_table_and_follows_the_field_before_round_1() {
    let mut t = event(10);
    assert!(t.accelerations.is_empty());
    with_baku(&mut t);
    // 1.2: |GA| = 2·⌈10/4⌉ = 6. 1.4: 9 rounds → A = 5 accelerated rounds,
    // rounds 1–3 a win's worth (1), rounds 4–5 a draw's (½), none after.
    assert_eq!(group_a(&t), vec![1, 2, 3, 4, 5, 6]);
    assert!(t.accelerations.iter().all(|a| a.points == points(&[10, 10, 10, 5, 5, 0, 0, 0, 0])));
    // Three more entries before round 1: 13 players → 2·⌈13/4⌉ = 8.
    for tpn in 11..=13 {
        apply(&mut t, Command::AddPlayer(player(tpn, 1500)));
    }
    assert_eq!(group_a(&t), (1..=8).collect::<Vec<_>>());
    // 1.4 with 7 rounds: A = 4, rounds 1–2 full, 3–4 half.
    let settings = swissdesk::model::TournamentSettings { rounds_planned: 7, ..t.settings.clone() };
    apply(&mut t, Command::EditSettings(settings));
    assert!(t.accelerations.iter().all(|a| a.points == points(&[10, 10, 5, 5, 0, 0, 0])));
    // Switching the setting off drops the computed table.
    let settings =
        swissdesk::model::TournamentSettings { acceleration: AccelerationMethod::None, ..t.settings.clone() };
    apply(&mut t, Command::EditSettings(settings));
    assert!(t.accelerations.is_empty());
}

#[test]
fn a_scoring_the_text_excludes_is_refused_and_nothing_changes() {
    let mut t = event(8);
    // C.04.7 1.1: a win must be worth two draws; 3–1–0 is not.
    t.settings.scoring = ScoringSystem {
        win: Points::from_tenths(30),
        draw: Points::from_tenths(10),
        loss: Points::ZERO,
        ..ScoringSystem::default()
    };
    let before = t.clone();
    let settings =
        swissdesk::model::TournamentSettings { acceleration: AccelerationMethod::Baku, ..t.settings.clone() };
    let refused = commands::apply(&mut t, Command::EditSettings(settings), "Arbiter");
    assert!(matches!(refused, Err(CommandError::Baku(_))), "{refused:?}");
    assert_eq!(t, before);
}

#[test]
fn pairing_honours_the_table_and_a_late_entry_joins_the_group_of_its_place() {
    let mut t = event(10);
    with_baku(&mut t);
    commands::pair_next_round(&mut t, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    // Round 1 with group A = 1..6 on 1 virtual point and group B = 7..10 on
    // none: two score groups, so A pairs inside itself (Dutch: 1–4, 2–5,
    // 3–6 in some colours) and B inside itself (7–9, 8–10); unaccelerated
    // the top half would meet the bottom half (1–6, 2–7, ...).
    let round = t.round(1).cloned().unwrap_or_else(|| panic!("round 1 not paired"));
    let mut pairs: Vec<(u32, u32)> =
        round.games.iter().map(|g| (g.white.min(g.black), g.white.max(g.black))).collect();
    pairs.sort_unstable();
    assert_eq!(pairs, vec![(1, 4), (2, 5), (3, 6), (7, 9), (8, 10)]);
    // The settings that made the pairing are locked now, acceleration too.
    let settings =
        swissdesk::model::TournamentSettings { acceleration: AccelerationMethod::None, ..t.settings.clone() };
    assert_eq!(
        commands::apply(&mut t, Command::EditSettings(settings), "Arbiter"),
        Err(CommandError::SettingsLocked)
    );
    for board in 1..=round.games.len() {
        apply(&mut t, Command::SetResult { round: 1, board, result: GameResult::Draw });
    }

    // 1.3: the last GA participant stays the same. A late entry rated 2375
    // takes pairing number 3 (C.04.2 2.4), everyone from 3 on moves down
    // one, so the last of GA is now number 7: the entry joins group A,
    // which grows to seven. It had no virtual point in round 1, which it
    // did not play; the others keep theirs.
    apply(&mut t, Command::AddLateEntry(player(0, 2375)));
    assert_eq!(t.player(3).map(|p| p.rating), Some(Some(2375)));
    assert_eq!(group_a(&t), vec![1, 2, 3, 4, 5, 6, 7]);
    let of = |tpn: u32| t.accelerations.iter().find(|a| a.player == tpn).map(|a| a.points.clone());
    assert_eq!(of(3), Some(points(&[0, 10, 10, 5, 5, 0, 0, 0, 0])));
    assert_eq!(of(7), Some(points(&[10, 10, 10, 5, 5, 0, 0, 0, 0])));
    // One rated below everyone joins group B: 2·⌈12/4⌉ = 6 would not hold
    // the former number 6 (now 7), but 1.3 keeps it as the last of GA.
    apply(&mut t, Command::AddLateEntry(player(0, 1200)));
    assert_eq!(t.player(12).map(|p| p.rating), Some(Some(1200)));
    assert_eq!(group_a(&t), vec![1, 2, 3, 4, 5, 6, 7]);
}

#[test]
fn the_trf_export_writes_the_table_in_both_dialects() {
    let mut t = event(10);
    with_baku(&mut t);
    // TRF-16 (trfx-extensions.md): `XXA NNNN pp.p ...`, the player in
    // columns 5–8 and round r in 10+5(r−1)..13+5(r−1).
    let trf16 = trf::write_as(&t, Dialect::Trf16);
    let xxa: Vec<&str> = trf16.lines().filter(|l| l.starts_with("XXA")).collect();
    assert_eq!(xxa.len(), 6, "{trf16}");
    assert!(xxa[0].starts_with("XXA    1  1.0  1.0  1.0  0.5  0.5"), "{}", xxa[0]);
    assert!(xxa[5].starts_with("XXA    6  1.0"), "{}", xxa[5]);
    // TRF-2026 (trf2026.md, Accelerated Rounds): points in 10–13, first and
    // last round in 15–17 / 19–21, first and last player in 23–26 / 28–31;
    // players 1–6 get 1.0 in rounds 1–3 and 0.5 in rounds 4–5.
    let trf2026 = trf::write_as(&t, Dialect::Trf2026);
    let records: Vec<&str> = trf2026.lines().filter(|l| l.starts_with("250")).collect();
    assert_eq!(records, vec!["250       1.0 001 003 0001 0006", "250       0.5 004 005 0001 0006"]);
    // Both read back to the same table, so the pairing does not change.
    for text in [trf16, trf2026] {
        let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));
        let given: Vec<(u32, Vec<Points>)> = back
            .accelerations
            .iter()
            .map(|a| (a.player, a.points.iter().copied().take(5).collect()))
            .collect();
        let kept: Vec<(u32, Vec<Points>)> =
            t.accelerations.iter().map(|a| (a.player, a.points.iter().copied().take(5).collect())).collect();
        assert_eq!(given, kept);
    }
}
