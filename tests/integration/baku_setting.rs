//! Baku acceleration as a tournament setting: the commands keep the table
//! current as the field changes (C.04.7 1.2–1.4), a late entry joins the
//! group of its place (1.3), a scoring the text excludes is refused (1.1),
//! pairing honours the table, and the TRF export writes it (`XXA` lines in
//! TRF-16, `250` records in TRF-2026).

use swissdesk::commands::{self, Command, CommandError};
use swissdesk::model::{
    AccelerationMethod, AuditAction, BakuGroup, GameResult, Player, Points, ScoringSystem, SystemId,
    Tournament,
};
use swissdesk::trf::{self, Dialect};
use swissdesk::undo::{self, UndoHistory};

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

/// `t` after round `round` is paired and every game drawn.
fn pair_and_draw(t: &mut Tournament) {
    let round = commands::pair_next_round(t, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    let boards = t.round(round).map(|r| r.games.len()).unwrap_or(0);
    for board in 1..=boards {
        apply(t, Command::SetResult { round, board, result: GameResult::Draw });
    }
}

fn set_group(tpn: u32, group: BakuGroup, round: u32, reason: &str) -> Command {
    Command::SetBakuGroup { tpn, group, round, reason: reason.to_owned() }
}

fn virtual_points(t: &Tournament, tpn: u32) -> Vec<Points> {
    t.accelerations.iter().find(|a| a.player == tpn).map(|a| a.points.clone()).unwrap_or_default()
}

#[test]
fn the_arbiter_moves_a_player_to_group_a_with_a_logged_reason_and_can_undo_it() {
    let mut t = event(10);
    with_baku(&mut t);
    pair_and_draw(&mut t);
    // Group A is 1–6 (2·⌈10/4⌉); player 8 is in B and had no virtual
    // point in round 1. The arbiter moves them to A from round 2, the next
    // to be paired.
    let mut history = UndoHistory::new();
    let before = undo::snapshot(&mut t);
    apply(&mut t, set_group(8, BakuGroup::A, 2, "  Rating was wrong: 2310, not 2320  "));
    history.record(before, &t);
    // 9 rounds: a win's worth in rounds 1–3, a draw's in 4–5 (1.4); round
    // 1, paired already, keeps the nothing player 8 was paired with.
    assert_eq!(virtual_points(&t, 8), points(&[0, 10, 10, 5, 5, 0, 0, 0, 0]));
    assert_eq!(group_a(&t), vec![1, 2, 3, 4, 5, 6, 8]);
    let entry = t.audit.last().cloned().unwrap_or_else(|| panic!("nothing logged"));
    assert_eq!(entry.action, AuditAction::SetBakuGroup);
    assert_eq!(entry.round, Some(2));
    assert_eq!(entry.reason.as_deref(), Some("Rating was wrong: 2310, not 2320"));
    let details = swissdesk::audit::details(&entry);
    assert_eq!(details[0].1, "Baku group of Player 08 (8): B → A", "{details:?}");

    // The pairing of round 2 sees player 8 on 1 + 1 = 2 with group A
    // (every game of round 1 was drawn: A on 1½, B on ½).
    let input = swissdesk::pairing::PairingInput::from_tournament(&t, 2);
    let score = |tpn: u32| input.players.iter().find(|p| p.tpn == tpn).map(|p| p.pairing_score);
    assert_eq!(score(8), Some(Points::from_tenths(15)));
    assert_eq!(score(7), Some(Points::from_tenths(5)));

    // Undo puts the rule's group back; the log keeps both entries.
    history.undo(&mut t, "Arbiter").unwrap_or_else(|| panic!("nothing to undo"));
    assert_eq!(t.player(8).and_then(|p| p.baku_group.clone()), None);
    assert_eq!(group_a(&t), vec![1, 2, 3, 4, 5, 6]);
}

#[test]
fn a_moved_player_does_not_move_the_last_of_group_a_for_late_entries() {
    let mut t = event(10);
    with_baku(&mut t);
    pair_and_draw(&mut t);
    apply(&mut t, set_group(9, BakuGroup::A, 2, "Late registration error"));
    // 1.3: the last GA participant stays player 6. A late entry rated 2325
    // takes number 8 (between the former 7, 2330, and 8, 2320) and is
    // ranked below player 6, so it joins group B, although the moved
    // player (now 10) is ranked below it.
    apply(&mut t, Command::AddLateEntry(player(0, 2325)));
    assert_eq!(t.player(8).map(|p| p.rating), Some(Some(2325)));
    assert_eq!(group_a(&t), vec![1, 2, 3, 4, 5, 6, 10]);
    assert_eq!(virtual_points(&t, 10), points(&[0, 10, 10, 5, 5, 0, 0, 0, 0]));
    // Moving the player back to group B, the rule's group, takes the
    // arbiter's choice back: no mark remains, and round 2 gives nothing.
    apply(&mut t, set_group(10, BakuGroup::B, 2, "Registration sorted out"));
    assert_eq!(t.player(10).and_then(|p| p.baku_group.clone()), None);
    assert_eq!(group_a(&t), vec![1, 2, 3, 4, 5, 6]);
    // Moving the last GA participant (6) to group B does not move the
    // boundary either: a late entry rated 2345 takes number 6, above the
    // former 6 (now 7), and joins group A; the former 6 keeps the point of
    // round 1 it was paired with and gets nothing from round 2 on.
    apply(&mut t, set_group(6, BakuGroup::B, 2, "Arrives late in round 2"));
    apply(&mut t, Command::AddLateEntry(player(0, 2345)));
    assert_eq!(virtual_points(&t, 6), points(&[0, 10, 10, 5, 5, 0, 0, 0, 0]));
    assert_eq!(virtual_points(&t, 7), points(&[10, 0, 0, 0, 0, 0, 0, 0, 0]));
    assert_eq!(t.baku_last_of_group_a, Some(7));
}

#[test]
fn a_group_change_is_refused_without_a_reason_baku_or_rounds_to_accelerate() {
    let mut t = event(8);
    let refused = |t: &mut Tournament, command: Command| {
        let before = t.clone();
        let result = commands::apply(t, command, "Arbiter");
        assert_eq!(*t, before, "a refused command changes nothing");
        result
    };
    // Not set to Baku acceleration.
    assert_eq!(refused(&mut t, set_group(7, BakuGroup::A, 1, "x")), Err(CommandError::BakuNotSet));
    t.settings.rounds_planned = 5;
    with_baku(&mut t);
    // A reason is required.
    assert_eq!(refused(&mut t, set_group(7, BakuGroup::A, 1, "  ")), Err(CommandError::ReasonRequired));
    pair_and_draw(&mut t);
    // Round 1 is paired: its groups stand.
    assert_eq!(
        refused(&mut t, set_group(7, BakuGroup::A, 1, "x")),
        Err(CommandError::RoundAlreadyPaired { round: 1 })
    );
    // It changes from the next round to be paired only.
    assert_eq!(
        refused(&mut t, set_group(7, BakuGroup::A, 3, "x")),
        Err(CommandError::BakuNotNextRound { round: 3, next: 2 })
    );
    pair_and_draw(&mut t);
    pair_and_draw(&mut t);
    // 5 rounds: A = ⌈5/2⌉ = 3 accelerated rounds (1.4); round 4 has no
    // virtual points, so no group matters any more.
    assert_eq!(
        refused(&mut t, set_group(7, BakuGroup::A, 4, "x")),
        Err(CommandError::BakuRoundsOver { round: 4, last: 3 })
    );
}

#[test]
fn the_2017_text_takes_one_half_zero_only_the_2026_text_any_win_worth_two_draws() {
    // 2–1–0 (a win worth two draws): C.04.7 1.1 from 2026 allows it and
    // gives a win's worth (2) then a draw's (1); the text before 2026
    // allowed 1–½–0 only.
    let two_one_zero = ScoringSystem {
        win: Points::from_tenths(20),
        draw: Points::from_tenths(10),
        ..ScoringSystem::default()
    };
    let mut t = event(10);
    t.settings.scoring = two_one_zero;
    with_baku(&mut t);
    assert!(t.accelerations.iter().all(|a| a.points == points(&[20, 20, 20, 10, 10, 0, 0, 0, 0])));
    let mut old = event(10);
    old.settings.pairing_system = SystemId::new("dutch");
    old.settings.scoring = two_one_zero;
    let settings = swissdesk::model::TournamentSettings {
        acceleration: AccelerationMethod::Baku,
        ..old.settings.clone()
    };
    let refused = commands::apply(&mut old, Command::EditSettings(settings), "Arbiter");
    assert!(matches!(refused, Err(CommandError::Baku(_))), "{refused:?}");
}

#[test]
fn trf_2026_carries_the_setting_in_record_192_and_reads_it_back() {
    let mut t = event(10);
    with_baku(&mut t);
    // trfx-extensions.md: `192 FIDE_DUTCH_2025_BAKU` for the 2025/2026
    // Dutch text with Baku acceleration.
    let text = trf::write_as(&t, Dialect::Trf2026);
    let records: Vec<&str> = text.lines().filter(|l| l.starts_with("192")).collect();
    assert_eq!(records, vec!["192 FIDE_DUTCH_2025_BAKU"]);
    let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::Baku);
    assert_eq!(back.settings.pairing_system, SystemId::new("dutch2026"));
    assert_eq!(back.accelerations, t.accelerations);
    // Without the 250 records the code alone asks for Baku: the table is
    // computed from the file's players, the same.
    let stripped: String = text.lines().filter(|l| !l.starts_with("250")).map(|l| format!("{l}\n")).collect();
    let back = trf::parse(&stripped, "stripped.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::Baku);
    assert_eq!(back.accelerations, t.accelerations);
    // Written again, one 192 record, not the imported one beside it.
    let again = trf::write_as(&back, Dialect::Trf2026);
    assert_eq!(again.lines().filter(|l| l.starts_with("192")).count(), 1, "{again}");

    // The 2017 text: its own code, read back as that system.
    let mut old = event(10);
    old.settings.pairing_system = SystemId::new("dutch");
    with_baku(&mut old);
    let text = trf::write_as(&old, Dialect::Trf2026);
    assert!(text.lines().any(|l| l == "192 FIDE_DUTCH_2017_BAKU"), "{text}");
    let back = trf::parse(&text, "old.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.pairing_system, SystemId::new("dutch"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::Baku);
    // Without acceleration no 192 is added (files without one come back
    // as they were).
    let plain = event(10);
    assert!(!trf::write_as(&plain, Dialect::Trf2026).lines().any(|l| l.starts_with("192")));
}

#[test]
fn an_imported_table_is_baku_only_when_it_is_the_baku_table() {
    let mut t = event(10);
    with_baku(&mut t);
    // TRF-16 has no 192: an XXA table equal to the Baku table of the
    // event (1.2, 1.4) is read as the setting.
    let text = trf::write_as(&t, Dialect::Trf16);
    let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::Baku);
    // A table of the file's own (players 1–4 only) is kept as given and
    // the setting stays None, so no command recomputes it; with a 192
    // `_BAKU` too, as the 250 records take precedence (trf2026.md).
    let own: String = text
        .lines()
        .filter(|l| !(l.starts_with("XXA    5") || l.starts_with("XXA    6")))
        .map(|l| format!("{l}\n"))
        .collect();
    let back = trf::parse(&own, "own.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::None);
    assert_eq!(back.accelerations.iter().map(|a| a.player).collect::<Vec<_>>(), vec![1, 2, 3, 4]);
    let mut own_2026 = back.clone();
    own_2026.settings.acceleration = AccelerationMethod::Baku;
    let text = trf::write_as(&own_2026, Dialect::Trf2026);
    assert!(text.contains("192 FIDE_DUTCH_2025_BAKU"));
    let back = trf::parse(&text, "own2026.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::None);
    assert_eq!(back.accelerations.len(), 4);
}

/// The acceleration table as (player, values) with its all-zero rows left
/// out: the same table however it was written.
fn table(t: &Tournament) -> Vec<(u32, Vec<Points>)> {
    t.accelerations
        .iter()
        .filter(|a| a.points.iter().any(|&v| v != Points::ZERO))
        .map(|a| (a.player, a.points.clone()))
        .collect()
}

/// Group A 1–6 of 10 (C.04.7 1.2); round 1 paired and drawn; the arbiter
/// moves player 8 to group A and player 3 to group B from round 2.
fn event_with_groups_moved() -> Tournament {
    let mut t = event(10);
    with_baku(&mut t);
    pair_and_draw(&mut t);
    apply(&mut t, set_group(8, BakuGroup::A, 2, "Rating was wrong: 2310, not 2320"));
    apply(&mut t, set_group(3, BakuGroup::B, 2, "Arrives in round 3"));
    t
}

#[test]
fn the_arbiters_groups_survive_a_trf_round_trip_in_both_dialects() {
    let t = event_with_groups_moved();
    // 9 rounds: 1.0 in rounds 1–3, 0.5 in rounds 4–5 (1.4); round 1 was
    // paired with the rule's groups, round 2 on with the arbiter's.
    assert_eq!(virtual_points(&t, 8), points(&[0, 10, 10, 5, 5, 0, 0, 0, 0]));
    assert_eq!(virtual_points(&t, 3), points(&[10, 0, 0, 0, 0, 0, 0, 0, 0]));
    for dialect in [Dialect::Trf16, Dialect::Trf2026] {
        let text = trf::write_as(&t, dialect);
        // One SDB record per moved player: pairing number 5–8, group 10,
        // first round 12–14, the reason from 16.
        let records: Vec<&str> = text.lines().filter(|l| l.starts_with("SDB")).collect();
        assert_eq!(
            records,
            vec!["SDB    3 B   2 Arrives in round 3", "SDB    8 A   2 Rating was wrong: 2310, not 2320"],
            "{dialect:?}"
        );
        let import = trf::parse_import(&text, "moved.trf").unwrap_or_else(|e| panic!("{e}"));
        let mut back = import.tournament;
        assert_eq!(back.settings.acceleration, AccelerationMethod::Baku, "{dialect:?}");
        for tpn in 1..=10 {
            let (here, there) = (t.player(tpn), back.player(tpn));
            assert_eq!(
                there.and_then(|p| p.baku_group.clone()),
                here.and_then(|p| p.baku_group.clone()),
                "{dialect:?} player {tpn}"
            );
        }
        assert_eq!(table(&back), table(&t), "{dialect:?}");
        // 1.3: the last of group A by the rule is player 6, not the moved 8.
        assert_eq!(back.baku_last_of_group_a, Some(6), "{dialect:?}");
        // The import says what it read, for its audit entry.
        let read: Vec<String> =
            import.warnings.iter().filter(|w| w.changes_the_event()).map(ToString::to_string).collect();
        assert_eq!(read.len(), 2, "{read:?}");
        assert!(read[1].contains("Player 08") && read[1].contains("Rating was wrong"), "{read:?}");
        // The next command keeps the table as the arbiter left it, and the
        // event writes back the same file.
        apply(&mut back, Command::NoteImport { source: "moved.trf".into(), changes: read });
        assert_eq!(table(&back), table(&t), "{dialect:?}");
        assert_eq!(trf::write_as(&back, dialect), text, "{dialect:?}");
        // The next round is paired on the arbiter's groups: the same as
        // the event that never left Swissdesk.
        let (mut here, mut there) = (t.clone(), back.clone());
        pair_and_draw(&mut here);
        pair_and_draw(&mut there);
        assert_eq!(
            here.round(2).map(|r| r.games.clone()),
            there.round(2).map(|r| r.games.clone()),
            "{dialect:?}"
        );
    }
}

#[test]
fn a_group_moved_before_round_1_comes_back_too() {
    let mut t = event(10);
    with_baku(&mut t);
    apply(&mut t, set_group(7, BakuGroup::A, 1, "Former champion"));
    let back = trf::parse(&trf::write_as(&t, Dialect::Trf2026), "r1.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::Baku);
    assert_eq!(
        back.player(7).and_then(|p| p.baku_group.as_ref().map(|o| (o.group, o.from_round))),
        Some((BakuGroup::A, 1))
    );
    assert_eq!(table(&back), table(&t));
    // Before round 1 nothing fixes the last of group A yet (1.2 holds).
    assert_eq!(back.baku_last_of_group_a, None);
}

#[test]
fn a_table_that_is_not_baku_with_the_moved_players_stays_the_files_own() {
    let t = event_with_groups_moved();
    let text = trf::write_as(&t, Dialect::Trf16);
    // Player 8's XXA line gone: the table no longer gives 8 the group A
    // points the SDB record claims, so neither the setting nor the groups
    // are read into the event; the table is kept exactly as the file has it.
    let edited: String =
        text.lines().filter(|l| !l.starts_with("XXA    8")).map(|l| format!("{l}\n")).collect();
    let import = trf::parse_import(&edited, "edited.trf").unwrap_or_else(|e| panic!("{e}"));
    let back = &import.tournament;
    assert_eq!(back.settings.acceleration, AccelerationMethod::None);
    assert!(back.players.iter().all(|p| p.baku_group.is_none()));
    assert_eq!(back.accelerations.iter().map(|a| a.player).collect::<Vec<_>>(), vec![1, 2, 3, 4, 5, 6]);
    assert!(
        import.warnings.iter().any(|w| matches!(w, trf::TrfWarning::BakuGroupsNotUsed { count: 2, .. })),
        "{:?}",
        import.warnings
    );
    // A record naming the rule's own group is no move: not used either.
    let own_group = text.replace("SDB    8 A", "SDB    8 B");
    let back = trf::parse(&own_group, "own.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::None);
    // A record naming nobody in the file is an error naming the line and field.
    let nobody = text.replace("SDB    8 A", "SDB   18 A");
    let error = trf::parse(&nobody, "nobody.trf").err().map(|e| e.to_string()).unwrap_or_default();
    let line = nobody.lines().position(|l| l.starts_with("SDB   18")).map_or(0, |i| i + 1);
    assert!(error.contains(&format!("nobody.trf:{line}:5")) && error.contains("18"), "{error}");
}

#[test]
fn systems_without_a_192_code_still_export_their_baku_table() {
    // C.04.7 (preface): the method "is applicable to any Swiss Pairing
    // System", so Swissdesk lets it be set with the older texts too. They
    // have no TRF-2026 192 code: none is written (none is made up), and
    // the XXA lines / 250 records carry the acceleration.
    for system in ["dutch2012", "dubov1997", "rating1998"] {
        let mut t = event(10);
        t.settings.pairing_system = SystemId::new(system);
        with_baku(&mut t);
        assert_eq!(t.settings.acceleration, AccelerationMethod::Baku, "{system}");
        assert_eq!(group_a(&t), vec![1, 2, 3, 4, 5, 6], "{system}");
        let trf16 = trf::write_as(&t, Dialect::Trf16);
        assert_eq!(trf16.lines().filter(|l| l.starts_with("XXA")).count(), 6, "{system}: {trf16}");
        let trf2026 = trf::write_as(&t, Dialect::Trf2026);
        assert!(!trf2026.lines().any(|l| l.starts_with("192")), "{system}: {trf2026}");
        let records: Vec<&str> = trf2026.lines().filter(|l| l.starts_with("250")).collect();
        assert_eq!(
            records,
            vec!["250       1.0 001 003 0001 0006", "250       0.5 004 005 0001 0006"],
            "{system}"
        );
        for text in [trf16, trf2026] {
            let back = trf::parse(&text, "old-system.trf").unwrap_or_else(|e| panic!("{system}: {e}"));
            assert_eq!(table(&back), table(&t), "{system}");
        }
    }
}

#[test]
fn a_late_entry_above_the_last_of_group_a_survives_a_trf_round_trip() {
    let mut t = event(10);
    with_baku(&mut t);
    pair_and_draw(&mut t);
    // 1.3: the last of group A stays the former player 6; a late entry
    // rated 2345 takes number 6, above them, and joins group A (7 members,
    // where 2·⌈11/4⌉ = 6 would end group A at number 6). It has no virtual
    // points in round 1, paired before it came.
    apply(&mut t, Command::AddLateEntry(player(0, 2345)));
    assert_eq!(t.baku_last_of_group_a, Some(7));
    assert_eq!(virtual_points(&t, 6), points(&[0, 10, 10, 5, 5, 0, 0, 0, 0]));
    for dialect in [Dialect::Trf16, Dialect::Trf2026] {
        let text = trf::write_as(&t, dialect);
        let records: Vec<&str> = text.lines().filter(|l| l.starts_with("SD")).collect();
        assert_eq!(records, vec!["SDA    7"], "{dialect:?}");
        let back = trf::parse(&text, "late.trf").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.settings.acceleration, AccelerationMethod::Baku, "{dialect:?}");
        assert_eq!(back.baku_last_of_group_a, Some(7), "{dialect:?}");
        assert_eq!(table(&back), table(&t), "{dialect:?}");
        assert_eq!(trf::write_as(&back, dialect), text, "{dialect:?}");
        // Without the record the table is not the first 2·⌈N/4⌉'s: the
        // file's own, setting None (the pairings still the same).
        let without: String =
            text.lines().filter(|l| !l.starts_with("SDA")).map(|l| format!("{l}\n")).collect();
        let back = trf::parse(&without, "late.trf").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.settings.acceleration, AccelerationMethod::None, "{dialect:?}");
        assert_eq!(table(&back), table(&t), "{dialect:?}");
    }
    // A late entry ranked below the last of group A leaves it where
    // 2·⌈N/4⌉ puts it: no record needed.
    let mut below = event(10);
    with_baku(&mut below);
    pair_and_draw(&mut below);
    apply(&mut below, Command::AddLateEntry(player(0, 2305)));
    let text = trf::write_as(&below, Dialect::Trf16);
    assert!(!text.lines().any(|l| l.starts_with("SDA")), "{text}");
    let back = trf::parse(&text, "below.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.acceleration, AccelerationMethod::Baku);
}
