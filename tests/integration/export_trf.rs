//! TRF exports: TRF-2026 read back gives the same tournament; the TRF-16
//! rating report of a corpus file has the file's own player lines; ranks
//! and the header follow the tournament.

use crate::common;

use chrono::NaiveDate;
use std::path::PathBuf;
use swissdesk::commands::{self, Command};
use swissdesk::export::{self, ReportGap};
use swissdesk::model::{ByeRequest, GameResult, PlayerStatus, Tournament};
use swissdesk::trf::{self, Dialect};

fn corpus_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/conformance/dutch"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "corpus missing in {}", dir.display());
    files
}

fn player_lines(text: &str) -> Vec<String> {
    text.lines().filter(|l| l.starts_with("001")).map(|l| l.trim_end().to_owned()).collect()
}

/// The parts of a tournament a TRF file carries.
fn assert_same(a: &Tournament, b: &Tournament, what: &str) {
    assert_eq!(a.event, b.event, "{what}: event");
    assert_eq!(a.settings, b.settings, "{what}: settings");
    assert_eq!(a.players, b.players, "{what}: players");
    assert_eq!(a.rounds, b.rounds, "{what}: rounds");
    assert_eq!(a.accelerations, b.accelerations, "{what}: accelerations");
    assert_eq!(a.forbidden_pairs, b.forbidden_pairs, "{what}: forbidden pairs");
}

/// A generated tournament (engine-paired, with forfeits, byes and
/// withdrawals) with complete event data.
fn generated() -> Tournament {
    let mut t = swissdesk::generator::generate(&swissdesk::pairing::dutch::Dutch2026, 41, 7, 11)
        .unwrap_or_else(|e| panic!("{e}"));
    t.event.name = "Сплит Open · Κύπελλο 2026".into();
    t.event.city = "Split".into();
    t.event.federation = "CRO".into();
    t.event.start_date = NaiveDate::from_ymd_opt(2026, 8, 1);
    t.event.end_date = NaiveDate::from_ymd_opt(2026, 8, 7);
    t.event.chief_arbiter = "Šimić, Ana".into();
    t.event.deputy_arbiters = vec!["Horvat, Ivan".into()];
    t.event.time_control = "90'/40 + 30' + 30\"".into();
    t.event.tournament_type = "Individual: Swiss-System".into();
    t.event.round_dates = (1..=7).map(|d| NaiveDate::from_ymd_opt(2026, 8, d)).collect();
    let p = t.player_mut(3).unwrap_or_else(|| panic!("no player 3 in the generated tournament"));
    p.name = "Šindelář, Řehoř".into();
    p.federation = "CZE".into();
    let p = t.player_mut(4).unwrap_or_else(|| panic!("no player 4 in the generated tournament"));
    p.name = "Иванова, Мария".into();
    t
}

#[test]
fn trf2026_export_reads_back_as_the_same_tournament() {
    let mut t = generated();
    // Data that only TRF-2026 records carry: requested byes for the next
    // round, forbidden pairs, accelerations.
    t.settings.rounds_planned = 9;
    let p = t.player_mut(5).unwrap_or_else(|| panic!("no player 5 in the generated tournament"));
    p.requested_byes.insert(8, ByeRequest::HalfPoint);
    t.forbidden_pairs.push(swissdesk::model::ForbiddenPair { players: vec![1, 2] });
    let text = export::trf(&t, Dialect::Trf2026, None);
    assert!(text.lines().any(|l| l.starts_with("142 9")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("152 ")), "{text}");
    assert!(!text.lines().any(|l| l.starts_with("XXR")), "TRF-2026 has no XXR:\n{text}");
    let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));

    // Everything TRF carries comes back: event, settings, players, every
    // game and bye, forbidden pairs; the ranks are the export's
    // (points, then pairing number).
    let expected = export::report_tournament(&t, None);
    assert_eq!(back.event, t.event);
    assert_eq!(back.settings, t.settings);
    assert_eq!(back.forbidden_pairs, t.forbidden_pairs);
    assert_eq!(back.accelerations, t.accelerations);
    assert_eq!(back.players.len(), t.players.len());
    for (a, b) in expected.players.iter().zip(&back.players) {
        let key = |p: &swissdesk::model::Player| {
            (p.tpn, p.name.clone(), p.rating, p.federation.clone(), p.fide_id, p.imported_rank)
        };
        assert_eq!(key(a), key(b));
    }
    for r in &t.rounds {
        let b = back.round(r.number).unwrap_or_else(|| panic!("round {} missing", r.number));
        // TRF has no board numbers (the reader orders the boards itself)
        // and no "published": the games themselves must be the same.
        let games = |games: &[swissdesk::model::Game]| {
            let mut v: Vec<(u32, u32, (char, char))> =
                games.iter().map(|g| (g.white, g.black, g.result.trf_codes())).collect();
            v.sort_unstable();
            v
        };
        assert_eq!(games(&b.games), games(&r.games), "round {}", r.number);
        let sorted = |byes: &[swissdesk::model::RoundBye]| {
            let mut v: Vec<(u32, char)> = byes.iter().map(|x| (x.player, x.kind.trf_code())).collect();
            v.sort_unstable();
            v
        };
        assert_eq!(sorted(&b.byes), sorted(&r.byes), "round {}", r.number);
    }
    // TRF has no "requested bye" of its own: the bye asked for round 8 is
    // announced in round 8's column and comes back as that round's bye.
    let announced = back.round(8).map(|r| r.byes.clone()).unwrap_or_default();
    assert!(announced.iter().any(|b| b.player == 5 && b.kind == swissdesk::model::ByeKind::HalfPoint));

    // A TRF-2026 file read back is written back as itself, and reads again
    // as the same tournament.
    let again = export::trf(&back, Dialect::Trf2026, None);
    assert_eq!(again, text);
    let back_again = trf::parse(&again, "again.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_same(&back, &back_again, "TRF-2026 twice");
}

#[test]
fn trf2026_of_corpus_files_round_trips() {
    for path in corpus_files().iter().step_by(25) {
        let t = trf::read_file(path).unwrap_or_else(|e| panic!("{e}"));
        let text = export::trf(&t, Dialect::Trf2026, None);
        let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_same(&t, &back, &path.display().to_string());
    }
}

#[test]
fn trf16_report_of_corpus_files_has_the_input_player_lines() {
    let mut checked = 0;
    for path in corpus_files() {
        let input = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let t = trf::parse(&input, &path.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
        // Ranks are the file's own: nothing happened since it was read.
        assert!(export::keeps_imported_ranks(&t), "{}", path.display());
        let report = export::trf(&t, Dialect::Trf16, None);
        assert_eq!(player_lines(&report), player_lines(&input), "{}", path.display());
        // The player counts a rating report needs.
        let rated = t.players.iter().filter(|p| p.rating.is_some_and(|r| r > 0)).count();
        assert!(report.lines().any(|l| l == format!("062 {}", t.players.len())), "{}", path.display());
        assert!(report.lines().any(|l| l == format!("072 {rated}")), "{}", path.display());
        checked += 1;
    }
    assert!(checked >= 10);
}

/// Points in half points as a result gives them to (white, black), with
/// the standard scoring of the corpus files.
fn halves(result: GameResult) -> (u32, u32) {
    match result {
        GameResult::Pending | GameResult::DoubleForfeit => (0, 0),
        GameResult::WhiteWins | GameResult::WhiteWinsByForfeit | GameResult::WhiteWinsUnrated => (2, 0),
        GameResult::Draw | GameResult::DrawUnrated => (1, 1),
        GameResult::BlackWins | GameResult::BlackWinsByForfeit | GameResult::BlackWinsUnrated => (0, 2),
    }
}

/// A TRF points field (`8.5`) in half points.
fn parse_halves(field: &str) -> u32 {
    let field = field.trim();
    let (whole, fraction) = field.split_once('.').unwrap_or((field, "0"));
    let whole: u32 = whole.parse().unwrap_or_else(|e| panic!("points {field:?}: {e}"));
    match fraction {
        "0" => 2 * whole,
        "5" => 2 * whole + 1,
        _ => panic!("points {field:?}"),
    }
}

#[test]
fn ranks_are_recomputed_once_results_change_after_the_import() {
    let path = corpus_files()
        .into_iter()
        .find(|p| p.to_string_lossy().contains("-n2"))
        .unwrap_or_else(|| panic!("no corpus file with 200+ players"));
    let original = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut t = trf::read_file(&path).unwrap_or_else(|e| panic!("{e}"));
    commands::apply(
        &mut t,
        Command::NoteImport { source: path.display().to_string(), changes: Vec::new() },
        "test",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(export::keeps_imported_ranks(&t), "an import alone keeps the ranks");
    let last = t.rounds_paired();
    let board_result = t
        .round(last)
        .and_then(|r| r.games.first())
        .map(|g| g.result)
        .unwrap_or_else(|| panic!("no board 1 in round {last}"));
    let changed =
        if board_result == GameResult::WhiteWins { GameResult::BlackWins } else { GameResult::WhiteWins };
    // An imported round is published: its result changes as a correction.
    let correction = Command::CorrectResult {
        round: last,
        board: 1,
        result: changed,
        reason: "Misread".into(),
        unpair_next: false,
    };
    commands::apply(&mut t, correction, "test").unwrap_or_else(|e| panic!("{e}"));
    assert!(!export::keeps_imported_ranks(&t));

    let game = t.round(last).and_then(|r| r.games.first()).unwrap_or_else(|| panic!("no board 1"));
    assert_eq!(game.result, changed, "board 1 is the first game");

    // The expected points, independently of Swissdesk's scoring: the
    // points column of the original file (written by the reference tool),
    // with board 1's change applied.
    let mut points: Vec<(u32, u32)> = player_lines(&original)
        .iter()
        .map(|l| {
            let tpn: u32 = l[4..8].trim().parse().unwrap_or_else(|e| panic!("{l}: {e}"));
            (tpn, parse_halves(&l[80..84]))
        })
        .collect();
    assert_eq!(points.len(), t.players.len(), "player lines of {}", path.display());
    let (old, new) = (halves(board_result), halves(changed));
    for (tpn, score) in &mut points {
        if *tpn == game.white {
            *score = *score + new.0 - old.0;
        } else if *tpn == game.black {
            *score = *score + new.1 - old.1;
        }
    }
    // Without a standings table the report ranks by points descending,
    // then pairing number.
    let mut order = points.clone();
    order.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));

    let report = export::trf(&t, Dialect::Trf16, None);
    let lines = player_lines(&report);
    assert_eq!(lines.len(), t.players.len());
    for line in lines {
        let tpn: u32 = line[4..8].trim().parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        let rank: u32 = line[85..89].trim().parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        let expected = order.iter().position(|&(x, _)| x == tpn).map(|i| i as u32 + 1);
        assert_eq!(Some(rank), expected, "{line}");
        let score = points.iter().find(|&&(x, _)| x == tpn).map(|&(_, s)| s);
        assert_eq!(Some(parse_halves(&line[80..84])), score, "{line}");
    }
}

#[test]
fn ranks_follow_a_given_standings_table() {
    let t = generated();
    let mut table = export::StandingsTable::from_points(&t, t.rounds_paired());
    table.rows.reverse();
    let report = export::trf(&t, Dialect::Trf16, Some(&table));
    let first = table.rows[0].tpn;
    let line = player_lines(&report)
        .into_iter()
        .find(|l| l[4..8].trim() == first.to_string())
        .unwrap_or_else(|| panic!("no line for {first}"));
    // Columns 86-89 counted in characters: names may hold letters of
    // more than one byte.
    let rank: String = line.chars().skip(85).take(4).collect();
    assert_eq!(rank.trim(), "1", "{line}");
}

#[test]
fn rating_report_header_is_complete() {
    let mut t = generated();
    let p = t.player_mut(7).unwrap_or_else(|| panic!("no player 7 in the generated tournament"));
    p.status = PlayerStatus::Withdrawn { from_round: 8 };
    assert_eq!(export::report_gaps(&t), Vec::<ReportGap>::new());
    let report = export::trf(&t, Dialect::Trf16, None);
    for (tag, value) in [
        ("012", "Сплит Open · Κύπελλο 2026"),
        ("022", "Split"),
        ("032", "CRO"),
        ("042", "2026/08/01"),
        ("052", "2026/08/07"),
        ("062", "41"),
        ("092", "Individual: Swiss-System"),
        ("102", "Šimić, Ana"),
        ("112", "Horvat, Ivan"),
        ("122", "90'/40 + 30' + 30\""),
    ] {
        let want = format!("{tag} {value}");
        assert!(report.lines().any(|l| l == want), "{want:?} missing:\n{report}");
    }
    let dates = report.lines().find(|l| l.starts_with("132")).unwrap_or_else(|| panic!("no 132:\n{report}"));
    assert!(dates.contains("26/08/01") && dates.contains("26/08/07"), "{dates}");
    assert!(report.lines().any(|l| l.starts_with("072 ")));

    let bare = Tournament::new("");
    let gaps = export::report_gaps(&bare);
    assert!(gaps.contains(&ReportGap::EventName) && gaps.contains(&ReportGap::ChiefArbiter), "{gaps:?}");
    assert!(gaps.iter().all(|g| g.message().contains(g.record())));
}

/// The sample with a hand change (published round 4, boards 1 and 2
/// swapped) and a corrected published result (round 3, board 2), each with
/// a reason, as an arbiter leaves it.
fn sample_with_changes() -> Tournament {
    let mut t = common::sample_tournament();
    let swapped = common::boards_one_and_two_swapped(&t, 4);
    let override_command = Command::OverridePairing {
        round: 4,
        pairing: swapped,
        reason: "Siblings must not meet".into(),
        confirm_absolute: true,
        correct_published: true,
    };
    commands::apply(&mut t, override_command, "Chief Arbiter").unwrap_or_else(|e| panic!("{e}"));
    let before = t.round(3).map(|r| r.games[1].result).unwrap_or_else(|| panic!("round 3 board 2"));
    let result = if before == GameResult::Draw { GameResult::WhiteWins } else { GameResult::Draw };
    let correction = Command::CorrectResult {
        round: 3,
        board: 2,
        result,
        reason: "Ill, left the venue".into(),
        unpair_next: false,
    };
    commands::apply(&mut t, correction, "Chief Arbiter").unwrap_or_else(|e| panic!("{e}"));
    t
}

#[test]
fn the_rating_report_carries_no_audit_log_and_the_arbiter_changes_only_on_request() {
    let t = sample_with_changes();
    for dialect in [Dialect::Trf16, Dialect::Trf2026] {
        // DESIGN "Records and privacy": games and results, not the log.
        let report = export::trf(&t, dialect, None);
        let comments: Vec<&str> = report.lines().filter(|l| l.starts_with("###")).collect();
        assert!(comments.is_empty(), "{dialect:?}: {comments:#?}");
        assert!(!report.contains("Siblings") && !report.contains("Ill, left"), "{dialect:?}");

        // With the option: only the documented SDX lines, pairing numbers
        // and result codes, no reason and no name.
        let options = export::TrfOptions { arbiter_changes: true };
        let report = export::trf_with(&t, dialect, None, options);
        let comments: Vec<&str> = report.lines().filter(|l| l.starts_with("###")).collect();
        let r4 = t.round(4).unwrap_or_else(|| panic!("round 4"));
        let changed: Vec<String> = r4
            .games
            .iter()
            .enumerate()
            .filter(|(_, g)| g.by_arbiter)
            .map(|(i, g)| format!("### SDX P 004 {:4} {:4} {:4}", i + 1, g.white, g.black))
            .collect();
        assert_eq!(changed.len(), 2, "boards 1 and 2 of round 4 were changed");
        let g = t.round(3).map(|r| r.games[1]).unwrap_or_else(|| panic!("round 3 board 2"));
        let codes = |r: GameResult| {
            let (w, b) = r.trf_codes();
            format!("{w}{b}")
        };
        let was = codes(g.corrected_from.unwrap_or_else(|| panic!("marked as corrected")));
        let corrected = format!("### SDX R 003    2 {:4} {:4} {was} {}", g.white, g.black, codes(g.result));
        let mut expected: Vec<String> = vec![corrected];
        expected.extend(changed);
        expected.sort();
        let mut got: Vec<String> = comments.iter().map(|l| l.to_string()).collect();
        got.sort();
        assert_eq!(got, expected, "{dialect:?}");
        assert!(!report.contains("Siblings") && !report.contains("Ill, left"), "{dialect:?}");
        // Other programs read them as comments: the tournament is the same.
        let back = trf::parse(&report, "report.trf").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.players.len(), t.players.len());
    }
}

/// The "changed by hand" marks of every game: round, White, Black, paired
/// by the arbiter, corrected from; sorted (an imported round's boards are
/// in the reader's order).
fn marks(t: &Tournament) -> Vec<(u32, u32, u32, bool, Option<GameResult>)> {
    let mut marks: Vec<_> = t
        .rounds
        .iter()
        .flat_map(|r| {
            r.games.iter().map(move |g| (r.number, g.white, g.black, g.by_arbiter, g.corrected_from))
        })
        .collect();
    marks.sort_unstable_by_key(|m| (m.0, m.1, m.2));
    marks
}

#[test]
fn the_arbiter_changes_come_back_when_the_report_is_read_again() {
    let t = sample_with_changes();
    let written = marks(&t);
    assert_eq!(written.iter().filter(|m| m.3).count(), 2, "two boards paired by hand");
    assert_eq!(written.iter().filter(|m| m.4.is_some()).count(), 1, "one result corrected");
    for dialect in [Dialect::Trf16, Dialect::Trf2026] {
        let options = export::TrfOptions { arbiter_changes: true };
        let report = export::trf_with(&t, dialect, None, options);
        let back = trf::parse_import(&report, "report.trf").unwrap_or_else(|e| panic!("{e}"));
        let sdx: Vec<_> = back
            .warnings
            .iter()
            .filter(|w| matches!(w, trf::TrfWarning::ArbiterChangeNotRead { .. }))
            .collect();
        assert!(sdx.is_empty(), "{dialect:?}: {sdx:?}");
        assert_eq!(marks(&back.tournament), written, "{dialect:?}");
        // Without the lines, nothing is marked.
        let plain =
            trf::parse(&export::trf(&t, dialect, None), "plain.trf").unwrap_or_else(|e| panic!("{e}"));
        assert!(marks(&plain).iter().all(|m| !m.3 && m.4.is_none()), "{dialect:?}");
    }
}

#[test]
fn a_file_written_again_says_what_the_marks_say_now_not_what_it_read() {
    // An event read from a report with its `### SDX` lines, then changed at
    // the desk: a result of round 2 corrected, and the mark taken off one
    // of the two boards of round 4 paired by hand.
    let options = export::TrfOptions { arbiter_changes: true };
    let report = export::trf_with(&sample_with_changes(), Dialect::Trf16, None, options);
    let mut t = trf::parse(&report, "report.trf").unwrap_or_else(|e| panic!("{e}"));
    let read = marks(&t);
    let before = t.round(2).map(|r| r.games[0].result).unwrap_or_else(|| panic!("round 2 board 1"));
    let result = if before == GameResult::Draw { GameResult::BlackWins } else { GameResult::Draw };
    let correction = Command::CorrectResult {
        round: 2,
        board: 1,
        result,
        reason: "Score sheets".into(),
        unpair_next: false,
    };
    commands::apply(&mut t, correction, "Chief Arbiter").unwrap_or_else(|e| panic!("{e}"));
    let r4 = t.rounds.iter_mut().find(|r| r.number == 4).unwrap_or_else(|| panic!("round 4"));
    let unmarked = r4.games.iter_mut().find(|g| g.by_arbiter).unwrap_or_else(|| panic!("a board by hand"));
    unmarked.by_arbiter = false;
    let now = marks(&t);
    assert_ne!(now, read, "the changes at the desk changed the marks");
    assert_eq!(now.iter().filter(|m| m.3).count(), 1, "one board of round 4 still by hand");
    assert_eq!(now.iter().filter(|m| m.4.is_some()).count(), 2, "results of rounds 2 and 3 corrected");
    for dialect in [Dialect::Trf16, Dialect::Trf2026] {
        // The plain file (`export-trf`, the store's TRF): the file it came
        // from had SDX lines, so it has them, saying what is true now.
        let text = trf::write_as(&t, dialect);
        let sdx = text.lines().filter(|l| l.starts_with("### SDX")).count();
        assert_eq!(sdx, 3, "{dialect:?}: one P line and two R lines\n{text}");
        let again = trf::parse_import(&text, "again.trf").unwrap_or_else(|e| panic!("{e}"));
        let unread: Vec<_> = again
            .warnings
            .iter()
            .filter(|w| matches!(w, trf::TrfWarning::ArbiterChangeNotRead { .. }))
            .collect();
        assert!(unread.is_empty(), "{dialect:?}: {unread:?}");
        assert_eq!(marks(&again.tournament), now, "{dialect:?}");
    }
}

#[test]
fn a_pairing_allocated_bye_given_by_hand_comes_back_marked() {
    use swissdesk::model::{ByeKind, Game, Player, Round, RoundBye};
    let mut t = Tournament::new("Bye by hand");
    for tpn in 1..=3 {
        t.players.push(Player::new(tpn, format!("Player {tpn}")));
    }
    t.settings.rounds_planned = 2;
    let mut round = Round::new(1);
    round.games.push(Game { by_arbiter: true, ..Game::new(1, 2, GameResult::WhiteWins) });
    round.byes.push(RoundBye { player: 3, kind: ByeKind::PairingAllocated });
    round.bye_by_arbiter = true;
    round.published = true;
    t.rounds.push(round);
    let options = export::TrfOptions { arbiter_changes: true };
    let report = export::trf_with(&t, Dialect::Trf16, None, options);
    let sdx: Vec<&str> = report.lines().filter(|l| l.starts_with("### SDX")).collect();
    assert_eq!(sdx, ["### SDX P 001    1    1    2", "### SDX U 001         3"]);
    let back = trf::parse(&report, "report.trf").unwrap_or_else(|e| panic!("{e}"));
    let r = back.round(1).unwrap_or_else(|| panic!("round 1"));
    assert!(r.bye_by_arbiter);
    assert_eq!(marks(&back), [(1, 1, 2, true, None)]);
}

#[test]
fn a_malformed_arbiter_change_line_is_a_warning_naming_line_column_and_field() {
    // Columns of TRF-16: points 81–84, rank 86–89, round 1 at 92–99.
    let player = |tpn: u32, name: &str, points: &str, opponent: u32, colour: char, result: char| {
        let start = format!("001 {tpn:4}      {name:<33} 2000");
        format!("{start:<80}{points:>4} {tpn:4}  {opponent:4} {colour} {result}\n")
    };
    let players = player(1, "A, A", "1.0", 2, 'w', '1') + &player(2, "B, B", "0.0", 1, 'b', '0');
    let lines = [
        "### SDX P 001    1    1    2",       // line 4: read
        "### SDX P 001    1    1",            // line 5: Black missing
        "### SDX X 001    1    1    2",       // line 6: no such kind
        "### SDX R 001    1    1    2 1? 10", // line 7: result code
        "### SDX P 002    1    1    2",       // line 8: no round 2
        "### SDX R 001    1    1    2 01 ==", // line 9: the game's result is 1-0
        "### SDX U 001         2",            // line 10: no bye
    ];
    let text = format!("012 Marks\n{players}{}\n", lines.join("\n"));
    let import = trf::parse_import(&text, "marks.trf").unwrap_or_else(|e| panic!("{e}"));
    let found: Vec<(usize, usize, trf::Field)> = import
        .warnings
        .iter()
        .filter_map(|w| match w {
            trf::TrfWarning::ArbiterChangeNotRead { at, field, .. } => {
                assert_eq!(at.file, "marks.trf");
                Some((at.line, at.column, *field))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        found,
        [
            (5, 24, trf::Field::Opponent),
            (6, 9, trf::Field::Record),
            (7, 30, trf::Field::Result),
            (8, 1, trf::Field::Round),
            (9, 1, trf::Field::Result),
            (10, 1, trf::Field::Bye),
        ]
    );
    // The line that reads is applied; nothing else is marked or lost.
    assert_eq!(marks(&import.tournament), [(1, 1, 2, true, None)]);
    assert!(!import.tournament.rounds[0].bye_by_arbiter);
    let kept = import.tournament.foreign_trf_lines.iter().filter(|l| l.starts_with("### SDX")).count();
    assert_eq!(kept, lines.len());
    // The message names the file, the line and the field.
    let message =
        import.warnings.iter().find(|w| w.to_string().contains("marks.trf:7:30")).map(|w| w.to_string());
    assert!(message.is_some_and(|m| m.contains("result") && m.contains("1?")), "{:?}", import.warnings);
}

#[test]
fn comment_lines_of_an_imported_file_do_not_go_into_the_report() {
    // An older export's log, or another program's notes, read with a file.
    let mut t = trf::parse(
        "012 Old report\n### 2026-01-01 12:00:00 +01:00 Result corrected [Arbiter] round 1\n###   reason: private\n\
         001    1      A, A                              2000\n001    2      B, B                              1900\n",
        "old.trf",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    t.settings.rounds_planned = 1;
    let report = export::trf(&t, Dialect::Trf16, None);
    assert!(!report.contains("###"), "{report}");
    // Written back as a file it was read from, the lines stay (nothing is lost).
    assert!(trf::write(&t).contains("###   reason: private"));
}

#[test]
fn the_cli_report_has_no_audit_line_unless_asked_and_then_only_sdx_lines() {
    // The bundled sample: its log has 200-odd entries, reasons among them.
    let sample = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/sample.swissdesk.ron"));
    let sample = sample.to_string_lossy().into_owned();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let changed = dir.path().join("changed.swissdesk.ron");
    swissdesk::store::save(&sample_with_changes(), &changed).unwrap_or_else(|e| panic!("{e}"));
    let changed = changed.to_string_lossy().into_owned();
    for format in ["16", "2026"] {
        for file in [&sample, &changed] {
            let plain = common::swissdesk_ok(&["export", "trf", "--format", format, file, "-o", "-"]);
            assert!(plain.lines().any(|l| l.starts_with("001")), "{plain}");
            assert!(!plain.lines().any(|l| l.starts_with("###")), "{format} {file}: {plain}");
        }
        // The sample records no board paired by hand and no corrected
        // published result (its one correction was made before round 2
        // was published): nothing to add.
        let args = ["export", "trf", "--format", format, "--arbiter-changes"];
        let with = common::swissdesk_ok(&[&args[..], &[sample.as_str(), "-o", "-"]].concat());
        assert!(!with.lines().any(|l| l.starts_with("###")), "{format}: {with}");
        // Two boards paired by hand, one result corrected: three lines of the
        // documented form, pairing numbers and result codes only.
        let with = common::swissdesk_ok(&[&args[..], &[changed.as_str(), "-o", "-"]].concat());
        let comments: Vec<&str> = with.lines().filter(|l| l.starts_with("###")).collect();
        assert_eq!(comments.len(), 3, "{format}: {comments:#?}");
        for line in &comments {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.get(1), Some(&"SDX"), "{line}");
            assert!(matches!(fields.get(2), Some(&"P" | &"R")), "{line}");
            let plain_codes =
                |f: &&str| f.len() <= 4 && f.chars().all(|c| c.is_ascii_digit() || "=+-WLD.".contains(c));
            assert!(fields[3..].iter().all(plain_codes), "{line}");
        }
        assert!(!with.contains("Siblings") && !with.contains("Ill, left"));
    }
}

#[test]
fn trf2026_names_the_burstein_edition_in_record_192_and_reads_it_back() {
    use swissdesk::model::{AccelerationMethod, SystemId};
    use swissdesk::pairing::burstein::{Burstein, Burstein2026};
    // Nothing else in a file tells the two Burstein editions apart, so
    // TRF-2026 always carries the code: `FIDE_BURSTEIN` (trfx-extensions.md,
    // the reference engines' Burstein) and `FIDE_BURSTEIN_2025` (the 2026
    // text; see `trf::tournament_type_code`), `_BAKU` added with Baku.
    let cases: [(&dyn swissdesk::pairing::PairingSystem, &str); 2] =
        [(&Burstein, "FIDE_BURSTEIN"), (&Burstein2026, "FIDE_BURSTEIN_2025")];
    for (system, code) in cases {
        let t = swissdesk::generator::generate(system, 14, 5, 3).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.settings.pairing_system, system.system_id());
        let text = export::trf(&t, Dialect::Trf2026, None);
        let records: Vec<&str> = text.lines().filter(|l| l.starts_with("192")).collect();
        assert_eq!(records, vec![format!("192 {code}")], "{}", system.id());
        let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.settings, t.settings, "{}", system.id());
        // Written again: the same text, one 192 record.
        assert_eq!(export::trf(&back, Dialect::Trf2026, None), text, "{}", system.id());

        let mut baku = t.clone();
        baku.settings.acceleration = AccelerationMethod::Baku;
        let text = export::trf(&baku, Dialect::Trf2026, None);
        let records: Vec<&str> = text.lines().filter(|l| l.starts_with("192")).collect();
        assert_eq!(records, vec![format!("192 {code}_BAKU")], "{}", system.id());
        let back = trf::parse(&text, "baku.trf").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.settings.pairing_system, system.system_id());
    }
    // The 2026 code as another program may spell it, in 192 or in 092.
    let players = "001    1      A, A                              2000\n001    2      B, B                              1900\n";
    for head in ["192 FIDE_BURSTEIN_2026\n", "092 FIDE_BURSTEIN_2025\n"] {
        let t =
            trf::parse(&format!("012 Test\n{head}{players}"), "named.trf").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.settings.pairing_system, SystemId::new("burstein2026"), "{head}");
    }
}

#[test]
fn the_2012_reference_engines_092_text_names_the_2012_dutch_rules() {
    use swissdesk::model::SystemId;
    // JaVaFo 1.4, the reference engine of the Istanbul 2012 text (its
    // generator's files have no 192 and no XXR-independent sign of the
    // edition), writes this `092`; read as the rules in force today, its
    // events were re-checked by the wrong text.
    let players = "001    1      A, A                              2000\n001    2      B, B                              1900\n";
    for (head, system) in [
        ("092 Individual  Swiss Dutch (Istanbul 2012 rules)\n", "dutch2012"),
        ("092 individual swiss dutch (istanbul 2012 rules)\n", "dutch2012"),
        // A bare Dutch names no edition: the default stays.
        ("092 Individual FIDE Dutch\n", "dutch2026"),
    ] {
        let t =
            trf::parse(&format!("012 Test\n{head}{players}"), "javafo.trf").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.settings.pairing_system, SystemId::new(system), "{head}");
    }
}

#[test]
fn every_pairing_system_comes_back_from_both_dialects() {
    use swissdesk::model::SystemId;
    // Most systems have no `192` code and no date that tells them (Dutch
    // 2012, both Dubov texts, the 1998 rating system, Dutch 2017 after
    // 2026-01-31): Swissdesk's `SDS` record names them, and only them, so a
    // file whose other records say the system stays as it was.
    for system in swissdesk::pairing::SYSTEMS {
        let mut t = generated();
        t.settings.pairing_system = system.system_id();
        for dialect in [Dialect::Trf16, Dialect::Trf2026] {
            let text = export::trf(&t, dialect, None);
            let back = trf::parse_import(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(
                back.tournament.settings.pairing_system,
                system.system_id(),
                "{} {dialect:?}",
                system.id()
            );
            assert!(back.warnings.is_empty(), "{} {dialect:?}: {:?}", system.id(), back.warnings);
            let records: Vec<&str> = text.lines().filter(|l| l.starts_with("SDS")).collect();
            // The event began 2026-08-01: the 2026 Dutch text is implied, and
            // a TRF-2026 report names every system with a code in `192`
            // (`PairingSystem::trf_naming`: both Dutch texts, Dubov, Burstein).
            let coded = ["dutch", "dutch2026", "dubov", "burstein", "burstein2026"].contains(&system.id());
            let said_otherwise = system.id() == "dutch2026" || (dialect == Dialect::Trf2026 && coded);
            let expected = if said_otherwise { vec![] } else { vec![format!("SDS {}", system.id())] };
            assert_eq!(records, expected, "{} {dialect:?}", system.id());
        }
    }
    // Before 2026-02-01 the dates imply the 2017 text, so the 2026 one is named.
    let mut t = generated();
    t.event.start_date = NaiveDate::from_ymd_opt(2025, 8, 1);
    let text = export::trf(&t, Dialect::Trf16, None);
    assert!(text.lines().any(|l| l == "SDS dutch2026"), "{text}");
    let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.settings.pairing_system, SystemId::new("dutch2026"));

    // The record comes before a `192` code; a system this version does not
    // have is not taken, and the import says so with the line.
    let players = "001    1      A, A                              2000\n001    2      B, B                              1900\n";
    let file = format!("012 Test\n192 FIDE_BURSTEIN\nSDS dubov1997\n{players}");
    let t = trf::parse(&file, "named.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.settings.pairing_system, SystemId::new("dubov1997"));
    let file = format!("012 Test\n192 FIDE_BURSTEIN\nSDS lim\n{players}");
    let import = trf::parse_import(&file, "newer.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(import.tournament.settings.pairing_system, SystemId::new("burstein"));
    let warnings: Vec<String> = import.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].starts_with("newer.trf:3:") && warnings[0].contains("“lim”"), "{warnings:?}");
}

#[test]
fn trf2026_of_an_imported_event_has_every_record_it_has_data_for_and_reads_back_equal() {
    // Another program's 284-player TRF-16 (tests/data/imported): German
    // dates, round dates, no extension records. Imported as the app does.
    let path =
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/imported/open-2005-spielfrei.trf"));
    let t = swissdesk::store::load_tournament(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.rounds_paired(), 7);
    let text = export::trf(&t, Dialect::Trf2026, None);
    let record = |tag: &str| -> Vec<&str> { text.lines().filter(|l| l.starts_with(tag)).collect() };
    // trf2026.md: 142 rounds, 152 initial colour (when known), 162 scoring,
    // 192 the system's code (an event of 2005: the 2017 text), 202/212
    // tie-breaks, 132 the round dates; no TRF-16 extension record.
    assert_eq!(record("142"), ["142 7"]);
    match t.settings.initial_colour {
        Some(swissdesk::model::Colour::White) => assert_eq!(record("152"), ["152 W"]),
        Some(swissdesk::model::Colour::Black) => assert_eq!(record("152"), ["152 B"]),
        None => assert!(record("152").is_empty()),
    }
    assert_eq!(record("162"), ["162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0"]);
    assert_eq!(record("192"), ["192 FIDE_DUTCH_2017"]);
    let tiebreaks = t.settings.tiebreaks.join(",");
    assert_eq!(record("202"), [format!("202 {tiebreaks}").as_str()]);
    assert_eq!(record("212"), [format!("212 PTS,{tiebreaks}").as_str()]);
    let dates = record("132");
    assert_eq!(dates.len(), 1);
    assert!(dates[0].contains("05/07/28") && dates[0].contains("05/08/03"), "{dates:?}");
    for tag in ["XXR", "XXC", "XXS", "BBW", "###"] {
        assert!(record(tag).is_empty(), "{tag} in a TRF-2026 report");
    }
    // Read back: the same event, settings, players (with the report's
    // ranks: the file had none for some players), rounds.
    let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_same(&export::report_tournament(&t, None), &back, "TRF-2026 of the imported event");

    // A time control encoded for 222 and tie-breaks of the arbiter's choice
    // go out and come back too.
    let mut t = t;
    t.event.time_control_code = "40/7200:1800".into();
    t.settings.tiebreaks = vec!["DE".into(), "BH-C1".into(), "SB".into()];
    let text = export::trf(&t, Dialect::Trf2026, None);
    assert!(text.lines().any(|l| l == "222 40/7200:1800"), "{text}");
    assert!(text.lines().any(|l| l == "202 DE,BH-C1,SB"));
    let back = trf::parse(&text, "export.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_same(&export::report_tournament(&t, None), &back, "with 222 and 202");
}

/// The FIDE report writes a pairing number in columns 5–8 and a rating in
/// columns 49–52 of the `001` record. A rating typed with one digit too
/// many (21500 for 2150) or a 10,000th player would be cut in the file and
/// read back as something else, so the desk refuses them where they enter:
/// an entry, a late entry, an edit, the generator.
#[test]
fn what_the_fide_report_cannot_hold_is_refused_where_it_enters() {
    use swissdesk::commands::CommandError;
    use swissdesk::model::Player;
    let mut t = Tournament::new("Open");
    let mut top = Player::new(1, "Top seed");
    top.rating = Some(9999);
    commands::apply(&mut t, Command::AddPlayer(top), "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    // The largest four-digit rating is written and read back whole.
    let again = trf::parse_bytes(trf::write(&t).as_bytes(), "open.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.tournament.players[0].rating, Some(9999));

    let mut slip = Player::new(2, "Typing slip");
    slip.rating = Some(21500);
    assert_eq!(
        commands::apply(&mut t, Command::AddPlayer(slip.clone()), "Arbiter"),
        Err(CommandError::RatingTooHigh { rating: 21500 })
    );
    assert_eq!(
        commands::apply(&mut t, Command::AddLateEntry(slip.clone()), "Arbiter"),
        Err(CommandError::RatingTooHigh { rating: 21500 })
    );
    slip.rating = Some(2150);
    commands::apply(&mut t, Command::AddPlayer(slip.clone()), "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    slip.rating = Some(21500);
    assert_eq!(
        commands::apply(&mut t, Command::EditPlayer(slip), "Arbiter"),
        Err(CommandError::RatingTooHigh { rating: 21500 })
    );
    assert_eq!(t.player(2).and_then(|p| p.rating), Some(2150), "the refused edit changed the player");

    let mut last = Player::new(9999, "Number 9999");
    last.rating = Some(1500);
    commands::apply(&mut t, Command::AddPlayer(last), "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    let audit = t.audit.len();
    let over = Player::new(0, "One too many");
    assert_eq!(
        commands::apply(&mut t, Command::AddPlayer(over.clone()), "Arbiter"),
        Err(CommandError::TooManyPlayers { asked: 10000 })
    );
    // A late entry moves everyone below it up one number: 9999 would become 10000.
    assert_eq!(
        commands::apply(&mut t, Command::AddLateEntry(over), "Arbiter"),
        Err(CommandError::TooManyPlayers { asked: 10000 })
    );
    assert_eq!((t.players.len(), t.audit.len()), (3, audit), "a refused entry left a trace");

    let dutch = &swissdesk::pairing::dutch::Dutch2026;
    assert_eq!(
        swissdesk::generator::generate(dutch, 3_000_000_000, 5, 1).map(|_| ()),
        Err(CommandError::TooManyPlayers { asked: 3_000_000_000 })
    );
    let config = swissdesk::generator::GeneratorConfig {
        highest_rating: 12000,
        ..swissdesk::generator::GeneratorConfig::new(20, 3, 1)
    };
    assert_eq!(
        swissdesk::generator::generate_config(dutch, &config).map(|_| ()),
        Err(CommandError::RatingTooHigh { rating: 12000 })
    );
    let teams = swissdesk::pairing::find(&swissdesk::model::SystemId::new(
        swissdesk::model::SystemId::TEAM_SWISS_2026,
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        swissdesk::generator::generate_teams(teams, 2600, Some(4), 5, 1, false).map(|_| ()),
        Err(CommandError::TooManyPlayers { asked: 10400 })
    );
}
