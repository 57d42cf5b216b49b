//! The arbiter's hand changes of a team pairing (the brief: "when the
//! arbiter must override a pairing by hand, record who changed what and
//! why"): opponents swapped, the pairing-allocated bye moved, the colours
//! of a match exchanged. Each is a `Command::OverridePairing` on a team
//! round: a reason is required, the audit entry has the actor, the round
//! before and after (changed lines marked) and the reason, undo and redo
//! work, a match with a result stands, and the pairing list, the TRF and
//! the scores follow the changed pairing.
//!
//! The expected boards are worked out by hand from the rosters below: team
//! `k` has players `2k-1` (board 1) and `2k` (board 2); the team named
//! first in a match has White on board 1 and Black on board 2 (C.04.6
//! 1.6.1, colours alternating from board 1).

use swissdesk::commands::teams::TeamCommand;
use swissdesk::commands::{self, Command, CommandError};
use swissdesk::export::{self, Document, PdfOptions};
use swissdesk::model::{
    AuditAction, ByeKind, FideMode, GameResult, Player, Points, Team, TeamPoints, Tournament,
};
use swissdesk::pairing::{Board, Pairing};
use swissdesk::trf::TrfWarning;
use swissdesk::undo::{self, UndoHistory};

const ARBITER: &str = "Chief";

fn apply(t: &mut Tournament, command: Command) {
    commands::apply(t, command, ARBITER).unwrap_or_else(|e| panic!("{e}"));
}

/// `teams` teams of two players for two boards, in FIDE mode (a rated
/// team event: its games count for the players' ratings).
fn event(teams: u32) -> Tournament {
    swissdesk::i18n::set_language("en");
    let mut t = Tournament::new("League");
    t.settings.team.boards = 2;
    t.settings.rounds_planned = 5;
    apply(&mut t, Command::Team(TeamCommand::MakeTeamEvent));
    for tpn in 1..=2 * teams {
        let mut p = Player::new(tpn, format!("Player {tpn}"));
        p.rating = Some(2400 - 10 * tpn);
        apply(&mut t, Command::AddPlayer(p));
    }
    for team in 1..=teams {
        let mut x = Team::new(team, format!("Team {team}"));
        x.roster = vec![2 * team - 1, 2 * team];
        apply(&mut t, Command::Team(TeamCommand::AddTeam(x)));
    }
    t.settings.fide_mode = FideMode::On;
    t
}

fn record(t: &mut Tournament, round: u32, matches: &[(u32, u32)], pab: Option<u32>) {
    let matches = matches.to_vec();
    apply(t, Command::Team(TeamCommand::RecordPairing { round, matches, pab }));
}

fn pairing(matches: &[(u32, u32)], bye: Option<u32>) -> Pairing {
    Pairing { boards: matches.iter().map(|&(white, black)| Board { white, black }).collect(), bye }
}

fn override_cmd(round: u32, matches: &[(u32, u32)], bye: Option<u32>, reason: &str) -> Command {
    Command::OverridePairing {
        round,
        pairing: pairing(matches, bye),
        reason: reason.to_owned(),
        confirm_absolute: false,
        correct_published: false,
    }
}

/// The same, with the absolute rules' violations confirmed.
fn confirmed_cmd(round: u32, matches: &[(u32, u32)], bye: Option<u32>, reason: &str) -> Command {
    match override_cmd(round, matches, bye, reason) {
        Command::OverridePairing { round, pairing, reason, correct_published, .. } => {
            Command::OverridePairing { round, pairing, reason, confirm_absolute: true, correct_published }
        }
        other => other,
    }
}

fn matches_of(t: &Tournament, round: u32) -> Vec<(u32, u32, bool)> {
    t.round(round)
        .map(|r| r.matches.iter().map(|m| (m.white, m.black, m.by_arbiter)).collect())
        .unwrap_or_default()
}

fn boards_of(t: &Tournament, round: u32) -> Vec<(u32, u32, bool)> {
    t.round(round)
        .map(|r| r.games.iter().map(|g| (g.white, g.black, g.by_arbiter)).collect())
        .unwrap_or_default()
}

#[test]
fn swapping_opponents_is_logged_with_who_what_and_why_and_can_be_undone() {
    let mut t = event(6);
    record(&mut t, 1, &[(1, 4), (5, 2), (3, 6)], None);
    let paired = t.clone();
    let reason = "Teams 4 and 5 asked to swap: same club travel (chief arbiter's decision)";
    // Without a reason nothing changes.
    assert_eq!(
        commands::apply(&mut t, override_cmd(1, &[(1, 5), (4, 2), (3, 6)], None, " "), ARBITER),
        Err(CommandError::ReasonRequired)
    );
    assert_eq!(t.rounds, paired.rounds);

    // The GUI's way: a snapshot before the change, recorded after it.
    let mut history = UndoHistory::new();
    let before = undo::snapshot(&mut t);
    apply(&mut t, override_cmd(1, &[(1, 5), (4, 2), (3, 6)], None, reason));
    history.record(before, &t);

    // Round 1 scores are all 0: board order by the lower team number.
    assert_eq!(matches_of(&t, 1), vec![(1, 5, true), (4, 2, true), (3, 6, false)]);
    // Match 1.1: team 1's player 1 White against team 5's player 9; 1.2:
    // team 5's player 10 White against player 2. Match 2: team 4 (7, 8)
    // first against team 2 (3, 4). Match 3 as it was, not marked.
    assert_eq!(
        boards_of(&t, 1),
        vec![(1, 9, true), (10, 2, true), (7, 3, true), (4, 8, true), (5, 11, false), (12, 6, false)]
    );
    let entry = t.audit.last().unwrap_or_else(|| panic!("no entry"));
    assert_eq!(entry.action, AuditAction::OverridePairing);
    assert_eq!(entry.actor, ARBITER);
    assert_eq!(entry.round, Some(1));
    assert_eq!(entry.reason.as_deref(), Some(reason));
    assert_eq!(
        entry.before.lines().collect::<Vec<_>>(),
        ["1. 1 Team 1 – 4 Team 4  ◀ changed", "2. 5 Team 5 – 2 Team 2  ◀ changed", "3. 3 Team 3 – 6 Team 6"]
    );
    assert_eq!(
        entry.after.lines().collect::<Vec<_>>(),
        ["1. 1 Team 1 – 5 Team 5  ◀ changed", "2. 4 Team 4 – 2 Team 2  ◀ changed", "3. 3 Team 3 – 6 Team 6"]
    );
    // The audit log's text names the reason.
    let log = swissdesk::audit::to_text(&t, &swissdesk::audit::AuditFilter::default());
    assert!(log.contains(&format!("reason: {reason}")), "{log}");

    // The TRF follows the changed pairing: player 1 met player 9 with
    // White in round 1, and the arbiter's changes are listed on request.
    let trf = export::trf(&t, swissdesk::trf::Dialect::Trf16, None);
    let p1 = trf.lines().find(|l| l.starts_with("001    1")).unwrap_or_else(|| panic!("{trf}"));
    assert_eq!(p1.get(91..97), Some("   9 w"), "{p1}");
    let options = export::TrfOptions { arbiter_changes: true };
    let report = export::trf_report_with(&t, swissdesk::trf::Dialect::Trf16, options);
    let changes: Vec<&str> = report.lines().filter(|l| l.starts_with("### SDX")).collect();
    assert_eq!(
        changes,
        [
            "### SDX P 001    1    1    9",
            "### SDX P 001    2   10    2",
            "### SDX P 001    3    7    3",
            "### SDX P 001    4    4    8"
        ]
    );
    // Read back, the report gives the same marks: the changed matches and
    // their boards, the unchanged match unmarked.
    let back = swissdesk::trf::parse_import(&report, "report.trf").unwrap_or_else(|e| panic!("{e}"));
    assert!(
        back.warnings.iter().all(|w| !matches!(w, TrfWarning::ArbiterChangeNotRead { .. })),
        "{:?}",
        back.warnings
    );
    let back = back.tournament;
    let mut matches = matches_of(&back, 1);
    matches.sort_unstable();
    assert_eq!(matches, vec![(1, 5, true), (3, 6, false), (4, 2, true)]);
    let mut boards = boards_of(&back, 1);
    boards.sort_unstable();
    let mut expected = boards_of(&t, 1);
    expected.sort_unstable();
    assert_eq!(boards, expected);
    assert_eq!(boards.iter().filter(|b| b.2).count(), 4);

    // The pairing list prints the changed match, marked, with the legend.
    let options = PdfOptions { round: Some(1), ..PdfOptions::default() };
    let bytes = export::pdf(&t, Document::Pairings, &options).unwrap_or_else(|e| panic!("{e}"));
    let text = pdf_extract::extract_text_from_mem(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains("1. ✎ Team 1 (0.0 MP, 0.0 GP) – Team 5"), "{text}");
    assert!(text.contains("3. Team 3 (0.0 MP, 0.0 GP) – Team 6"), "{text}");
    assert!(text.contains("changed by the arbiter"), "{text}");

    // Undo puts the engine's pairing back; redo the arbiter's; both logged.
    history.undo(&mut t, ARBITER).unwrap_or_else(|| panic!("nothing to undo"));
    assert_eq!(t.rounds, paired.rounds);
    assert!(
        matches!(&t.audit.last().map(|e| e.action.clone()), Some(AuditAction::Undo(a)) if **a == AuditAction::OverridePairing)
    );
    history.redo(&mut t, ARBITER).unwrap_or_else(|| panic!("nothing to redo"));
    assert_eq!(matches_of(&t, 1), vec![(1, 5, true), (4, 2, true), (3, 6, false)]);

    // The scores follow: team 5 wins both boards against team 1.
    apply(&mut t, Command::SetResult { round: 1, board: 1, result: GameResult::BlackWins });
    apply(&mut t, Command::SetResult { round: 1, board: 2, result: GameResult::WhiteWins });
    assert_eq!(t.team_points_after(5, 1), TeamPoints { mp: Points(20), gp: Points(20) });
    assert_eq!(t.team_points_after(1, 1), TeamPoints { mp: Points(0), gp: Points(0) });
}

#[test]
fn a_match_with_a_result_stands_and_the_others_may_change() {
    let mut t = event(6);
    record(&mut t, 1, &[(1, 4), (5, 2), (3, 6)], None);
    // Board 1 of match 3 (the fifth game) has a result.
    apply(&mut t, Command::SetResult { round: 1, board: 5, result: GameResult::Draw });
    let swap_3 = override_cmd(1, &[(1, 4), (5, 3), (2, 6)], None, "wrong");
    assert_eq!(
        commands::apply(&mut t, swap_3, ARBITER),
        Err(CommandError::MatchHasResults { round: 1, white: 3, black: 6 })
    );
    // Exchanging the colours of match 3 changes it too.
    let flip_3 = override_cmd(1, &[(1, 4), (5, 2), (6, 3)], None, "wrong");
    assert_eq!(
        commands::apply(&mut t, flip_3, ARBITER),
        Err(CommandError::MatchHasResults { round: 1, white: 3, black: 6 })
    );
    // A team twice, or an unknown team, is no pairing at all: the checker
    // says so, and confirming does not make it one.
    let twice = [(1, 4), (1, 2), (3, 6)];
    assert!(matches!(
        commands::apply(&mut t, override_cmd(1, &twice, None, "x"), ARBITER),
        Err(CommandError::AbsoluteViolation { .. })
    ));
    assert_eq!(
        commands::apply(&mut t, confirmed_cmd(1, &twice, None, "x"), ARBITER),
        Err(CommandError::InvalidPairing { round: 1 })
    );
    assert_eq!(
        commands::apply(&mut t, confirmed_cmd(1, &[(1, 4), (5, 9), (3, 6)], None, "x"), ARBITER),
        Err(CommandError::NoSuchTeam { team: 9 })
    );
    // Exchanging the colours of match 1 is allowed: team 4 now has White
    // on board 1 (player 7 against player 1), Black on board 2 (2 – 8).
    apply(&mut t, override_cmd(1, &[(4, 1), (5, 2), (3, 6)], None, "Colours drawn wrongly by hand"));
    assert_eq!(matches_of(&t, 1), vec![(4, 1, true), (5, 2, false), (3, 6, false)]);
    assert_eq!(
        boards_of(&t, 1),
        vec![(7, 1, true), (2, 8, true), (9, 3, false), (4, 10, false), (5, 11, false), (12, 6, false)]
    );
    // The result of match 3 is kept.
    assert_eq!(t.round(1).and_then(|r| r.games.get(4)).map(|g| g.result), Some(GameResult::Draw));
    let entry = t.audit.last().unwrap_or_else(|| panic!("no entry"));
    assert_eq!(entry.before.lines().next(), Some("1. 1 Team 1 – 4 Team 4  ◀ changed"));
    assert_eq!(entry.after.lines().next(), Some("1. 4 Team 4 – 1 Team 1  ◀ changed"));
    // The same pairing again changes nothing and logs nothing.
    let entries = t.audit.len();
    apply(&mut t, override_cmd(1, &[(5, 2), (4, 1), (3, 6)], None, "again"));
    assert_eq!(t.audit.len(), entries);
}

#[test]
fn the_pairing_allocated_bye_moves_to_another_team() {
    let mut t = event(5);
    record(&mut t, 1, &[(1, 3), (2, 4)], Some(5));
    let reason = "Team 5 arrived late; team 3 agreed to take the bye";
    apply(&mut t, override_cmd(1, &[(1, 5), (2, 4)], Some(3), reason));
    let r = t.round(1).unwrap_or_else(|| panic!("round 1"));
    assert_eq!(matches_of(&t, 1), vec![(1, 5, true), (2, 4, false)]);
    assert_eq!(
        r.team_byes.iter().map(|b| (b.team, b.kind)).collect::<Vec<_>>(),
        [(3, ByeKind::PairingAllocated)]
    );
    assert!(r.bye_by_arbiter);
    // Team 3's players have the round's bye; team 5's play.
    let mut byes: Vec<(u32, ByeKind)> = r.byes.iter().map(|b| (b.player, b.kind)).collect();
    byes.sort_unstable_by_key(|b| b.0);
    assert_eq!(byes, [(5, ByeKind::PairingAllocated), (6, ByeKind::PairingAllocated)]);
    assert_eq!(boards_of(&t, 1)[..2], [(1, 9, true), (10, 2, true)]);
    // C.04.6 1.4: the PAB scores as a drawn match: 1 match point and half
    // the boards' game points.
    assert_eq!(t.team_points_after(3, 1), TeamPoints { mp: Points(10), gp: Points(10) });
    let entry = t.audit.last().unwrap_or_else(|| panic!("no entry"));
    assert_eq!(entry.before.lines().last(), Some("pairing-allocated bye: 5 Team 5  ◀ changed"));
    assert_eq!(entry.after.lines().last(), Some("pairing-allocated bye: 3 Team 3  ◀ changed"));
    // Both players of team 3 are listed as a bye given by hand.
    let options = export::TrfOptions { arbiter_changes: true };
    let report = export::trf_report_with(&t, swissdesk::trf::Dialect::Trf16, options);
    let byes: Vec<&str> = report.lines().filter(|l| l.starts_with("### SDX U")).collect();
    assert_eq!(byes, ["### SDX U 001         5", "### SDX U 001         6"]);
    // Read back: the bye is the one given by hand, the match made by hand is marked.
    let back = swissdesk::trf::parse(&report, "report.trf").unwrap_or_else(|e| panic!("{e}"));
    let r = back.round(1).unwrap_or_else(|| panic!("round 1 read back"));
    assert_eq!(
        r.team_byes.iter().map(|b| (b.team, b.kind)).collect::<Vec<_>>(),
        [(3, ByeKind::PairingAllocated)]
    );
    assert!(r.bye_by_arbiter);
    let mut matches = matches_of(&back, 1);
    matches.sort_unstable();
    assert_eq!(matches, vec![(1, 5, true), (2, 4, false)]);
}

#[test]
fn a_rematch_needs_a_confirmation_and_a_published_round_a_correction() {
    let mut t = event(4);
    record(&mut t, 1, &[(1, 3), (2, 4)], None);
    for board in 1..=4 {
        apply(&mut t, Command::SetResult { round: 1, board, result: GameResult::Draw });
    }
    record(&mut t, 2, &[(1, 2), (3, 4)], None);
    // Teams 1 and 3 met in round 1 ([C1]): absolute, confirmed or refused.
    let rematch = override_cmd(2, &[(1, 3), (2, 4)], None, "Organiser's wish");
    match commands::apply(&mut t, rematch.clone(), ARBITER) {
        Err(CommandError::AbsoluteViolation { findings }) => {
            assert!(findings.iter().any(|f| f.contains('1') && f.contains('3')), "{findings:?}")
        }
        other => panic!("{other:?}"),
    }
    apply(&mut t, Command::PublishRound { round: 2 });
    let Command::OverridePairing { round, pairing, reason, .. } = rematch else { unreachable!() };
    let confirmed = |correct_published| Command::OverridePairing {
        round,
        pairing: pairing.clone(),
        reason: reason.clone(),
        confirm_absolute: true,
        correct_published,
    };
    assert_eq!(
        commands::apply(&mut t, confirmed(false), ARBITER),
        Err(CommandError::RoundPublished { round: 2 })
    );
    apply(&mut t, confirmed(true));
    let entry = t.audit.last().unwrap_or_else(|| panic!("no entry"));
    assert_eq!(entry.action, AuditAction::CorrectPublishedPairing);
    assert!(!entry.findings.is_empty(), "the checker's findings are logged");
    assert_eq!(matches_of(&t, 2), vec![(1, 3, true), (2, 4, true)]);
}

#[test]
fn a_team_with_a_requested_bye_stays_out_and_its_request_log_says_what_was_before() {
    let mut t = event(5);
    let bye = |bye| Command::Team(TeamCommand::RequestTeamBye { round: 1, team: 2, bye });
    apply(&mut t, bye(Some(ByeKind::HalfPoint)));
    let entry = t.audit.last().unwrap_or_else(|| panic!("no entry"));
    assert_eq!(
        (entry.before.as_str(), entry.after.as_str()),
        ("2 Team 2: no bye", "2 Team 2: half-point bye")
    );
    apply(&mut t, bye(None));
    let entry = t.audit.last().unwrap_or_else(|| panic!("no entry"));
    assert_eq!(
        (entry.before.as_str(), entry.after.as_str()),
        ("2 Team 2: half-point bye", "2 Team 2: no bye")
    );
    apply(&mut t, bye(Some(ByeKind::HalfPoint)));
    record(&mut t, 1, &[(1, 3), (4, 5)], None);
    // Team 2 has asked for its bye: the checker says it is not to be
    // paired, and it cannot be put in a match even when confirmed (its
    // request is cancelled first).
    let with_2 = [(1, 3), (4, 2)];
    assert!(matches!(
        commands::apply(&mut t, override_cmd(1, &with_2, Some(5), "x"), ARBITER),
        Err(CommandError::AbsoluteViolation { .. })
    ));
    assert_eq!(
        commands::apply(&mut t, confirmed_cmd(1, &with_2, Some(5), "x"), ARBITER),
        Err(CommandError::InvalidPairing { round: 1 })
    );
}
