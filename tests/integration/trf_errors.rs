//! Malformed TRF input: every error names the file, the line, the column
//! and the field; corrupted corpus files never make the reader panic.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::PathBuf;
use swissdesk::trf::{self, Field, TrfError, TrfWarning};

/// A `001` record built from its fields in the TRF-16 columns.
fn player(tpn: &str, name: &str, rating: &str, points: &str, blocks: &[&str]) -> String {
    let mut line = format!("001 {tpn:>4}      {name:<33} {rating:>4}{:28}{points:>4} {:>4}", "", tpn.trim());
    for b in blocks {
        line.push_str("  ");
        line.push_str(b);
    }
    line.trim_end().to_owned()
}

/// A small consistent tournament: 4 players, 2 rounds.
fn good_lines() -> Vec<String> {
    vec![
        "012 Error Test".to_owned(),
        "XXR 3".to_owned(),
        player("1", "Alpha, Anna", "2000", "1.5", &["   2 w 1", "   3 b ="]),
        player("2", "Beta, Boris", "1900", "1.0", &["   1 b 0", "   4 w 1"]),
        player("3", "Gamma, Gil", "1800", "1.0", &["   4 w =", "   1 w ="]),
        player("4", "Delta, Dora", "1700", "0.5", &["   3 b =", "   2 b 0"]),
    ]
}

fn text_of(lines: &[String]) -> String {
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// Replaces line `n` (1-based) of the good file and parses the result.
fn parse_with(n: usize, line: String) -> Result<swissdesk::model::Tournament, TrfError> {
    let mut lines = good_lines();
    lines[n - 1] = line;
    trf::parse(&text_of(&lines), "broken.trf")
}

/// The message, which must not contain the Unicode bidi isolation marks
/// (U+2068/U+2069) Fluent puts around arguments: `src/i18n.rs` switches them
/// off, as they would end up in files and terminals.
fn plain(message: &str) -> String {
    assert!(!message.contains(['\u{2068}', '\u{2069}']), "bidi isolation marks in {message:?}");
    message.to_owned()
}

/// The error must be located at `line`/`column`, be about `field`, and its
/// message must say all of that.
fn assert_error(
    result: Result<swissdesk::model::Tournament, TrfError>,
    line: usize,
    column: usize,
    field: Field,
) {
    let err = match result {
        Ok(_) => panic!("expected an error at line {line}, column {column}"),
        Err(e) => e,
    };
    let message = plain(&err.to_string());
    let at = err.location().unwrap_or_else(|| panic!("no location in {message}"));
    assert_eq!((at.line, at.column, err.field()), (line, column, Some(field)), "{message}");
    assert!(message.contains("broken.trf"), "file name missing: {message}");
    assert!(message.contains(&format!(":{line}:{column}:")), "line/column missing: {message}");
    assert!(message.contains(&field.label()), "field missing: {message}");
    assert!(!message.contains('\n'), "not one line: {message}");
}

#[test]
fn the_good_file_parses() {
    let t = trf::parse(&text_of(&good_lines()), "good.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.players.len(), 4);
    assert_eq!(t.rounds.len(), 2);
    assert_eq!(t.points(1).tenths(), 15);
    assert_eq!(t.settings.rounds_planned, 3);
}

#[test]
fn truncated_round_blocks() {
    // Round 2 starts in column 102; the line stops inside its opponent field.
    assert_error(
        parse_with(4, player("2", "Beta, Boris", "1900", "1.0", &["   1 b 0", "  1"])),
        4,
        105,
        Field::Opponent,
    );
    // Opponent complete, colour missing.
    assert_error(
        parse_with(4, player("2", "Beta, Boris", "1900", "1.0", &["   1 b 0", "   4"])),
        4,
        107,
        Field::Colour,
    );
    // Cut before the pairing number ends.
    assert_error(parse_with(5, "001   ".to_owned()), 5, 4, Field::Tpn);
}

#[test]
fn garbled_numbers() {
    assert_error(
        parse_with(3, player("1", "Alpha, Anna", "2x00", "1.5", &["   2 w 1", "   3 b ="])),
        3,
        49,
        Field::Rating,
    );
    assert_error(
        parse_with(3, player("abc", "Alpha, Anna", "2000", "1.5", &["   2 w 1", "   3 b ="])),
        3,
        5,
        Field::Tpn,
    );
    assert_error(
        parse_with(3, player("1", "Alpha, Anna", "2000", "1.5", &["  x2 w 1", "   3 b ="])),
        3,
        92,
        Field::Opponent,
    );
    assert_error(
        parse_with(3, player("1", "Alpha, Anna", "2000", "1,5", &["   2 w 1", "   3 b ="])),
        3,
        81,
        Field::Points,
    );
    assert_error(parse_with(2, "XXR many".to_owned()), 2, 5, Field::Rounds);
}

#[test]
fn wrong_columns() {
    let good = player("3", "Gamma, Gil", "1800", "1.0", &["   4 w =", "   1 w ="]);
    // Round blocks shifted right by one column: the opponent's last digit
    // lands in the blank column 96.
    let right: String = format!("{} {}", &good[..89], &good[89..]);
    assert_error(parse_with(5, right), 5, 96, Field::Opponent);
    // Shifted left by one: the colour lands in column 96.
    let left: String = format!("{}{}", &good[..89], &good[90..]);
    assert_error(parse_with(5, left), 5, 96, Field::Opponent);
    // Everything after the title shifted right: the points spill into column 85.
    let all: String = format!("{} {}", &good[..13], &good[13..]);
    assert_error(parse_with(5, all), 5, 85, Field::Points);
}

#[test]
fn duplicate_and_unknown_pairing_numbers() {
    let dup = player("2", "Gamma, Gil", "1800", "1.0", &["   4 w =", "   1 w ="]);
    let err = parse_with(5, dup);
    assert_error(err, 5, 5, Field::Tpn);
    let message = parse_with(5, player("2", "X", "1800", "1.0", &[]))
        .err()
        .map(|e| plain(&e.to_string()))
        .unwrap_or_default();
    assert!(message.contains("line 4"), "{message}");

    let unknown = player("1", "Alpha, Anna", "2000", "1.5", &["   9 w 1", "   3 b ="]);
    assert_error(parse_with(3, unknown), 3, 92, Field::Opponent);
}

#[test]
fn inconsistent_games() {
    // Player 3 has White in round 2, and so has player 1.
    let same = player("1", "Alpha, Anna", "2000", "1.5", &["   2 w 1", "   3 w ="]);
    assert_error(parse_with(3, same), 3, 107, Field::Colour);
    // Both claim the win.
    let both = player("2", "Beta, Boris", "1900", "2.0", &["   1 b 1", "   4 w 1"]);
    assert_error(parse_with(4, both), 3, 99, Field::Result);
    // Player 1 says he played 2, player 2 says he played 4.
    let other = player("2", "Beta, Boris", "1900", "1.0", &["   4 b 0", "   4 w 1"]);
    assert_error(parse_with(4, other), 3, 92, Field::Opponent);
    // Opponent has no entry for the round.
    let short = player("4", "Delta, Dora", "1700", "0.5", &["   3 b ="]);
    assert_error(parse_with(6, short), 4, 102, Field::Opponent);
}

#[test]
fn unknown_codes() {
    let result = player("1", "Alpha, Anna", "2000", "1.5", &["   2 w ?", "   3 b ="]);
    assert_error(parse_with(3, result), 3, 99, Field::Result);
    let colour = player("1", "Alpha, Anna", "2000", "1.5", &["   2 x 1", "   3 b ="]);
    assert_error(parse_with(3, colour), 3, 97, Field::Colour);
    let bye = player("1", "Alpha, Anna", "2000", "1.5", &["   2 w H", "   3 b ="]);
    assert_error(parse_with(3, bye), 3, 99, Field::Result);
    let lone = player("1", "Alpha, Anna", "2000", "1.5", &["0000 w 1", "   3 b ="]);
    assert_error(parse_with(3, lone), 3, 97, Field::Colour);
    let title = player("1", "Alpha, Anna", "2000", "1.5", &[]).replacen("001    1   ", "001    1 mXY", 1);
    assert_error(parse_with(3, title), 3, 11, Field::Title);
}

#[test]
fn extension_records_are_checked() {
    let mut lines = good_lines();
    lines.push("XXA    7  1.0  0.5".to_owned());
    let err = trf::parse(&text_of(&lines), "broken.trf");
    assert_error(err, 7, 5, Field::Acceleration);

    let mut lines = good_lines();
    lines.insert(2, "XXS WW=1.0 BW=0.5".to_owned());
    assert_error(trf::parse(&text_of(&lines), "broken.trf"), 3, 1, Field::Scoring);

    let mut lines = good_lines();
    lines.insert(2, "XXP 1 x".to_owned());
    assert_error(trf::parse(&text_of(&lines), "broken.trf"), 3, 7, Field::ForbiddenPair);
}

#[test]
fn announced_absences_go_to_the_round_being_paired() {
    let mut lines = good_lines();
    lines.push("XXZ 2 4".to_owned());
    let t = trf::parse(&text_of(&lines), "z.trf").unwrap_or_else(|e| panic!("{e}"));
    let round = t.round(3).unwrap_or_else(|| panic!("round 3 missing"));
    assert!(!round.is_paired());
    assert_eq!(round.byes.len(), 2);
    // Written back as 0000 - Z in round 3, and read back the same.
    let again = trf::parse(&trf::write(&t), "z.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.rounds, t.rounds);
}

#[test]
fn latin1_files_are_read_with_a_warning() {
    let mut lines = good_lines();
    lines[2] = lines[2].replace("Alpha, Anna", "Alph\u{e9}, Ann\u{e9}");
    let utf8 = text_of(&lines);
    let latin1: Vec<u8> = utf8.chars().map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')).collect();
    assert!(std::str::from_utf8(&latin1).is_err());
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("latin1.trf");
    std::fs::write(&path, &latin1).unwrap_or_else(|e| panic!("{e}"));
    let import = trf::import_file(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(import.tournament.players[0].name, "Alph\u{e9}, Ann\u{e9}");
    assert!(matches!(import.warnings.first(), Some(TrfWarning::Latin1Fallback { .. })));
    let warning = plain(&import.warnings[0].to_string());
    assert!(warning.contains("latin1.trf") && warning.contains("Latin-1"), "{warning}");
}

#[test]
fn missing_files_are_named() {
    let path = PathBuf::from("/nonexistent/dir/missing.trf");
    let err = trf::read_file(&path).err().map(|e| plain(&e.to_string())).unwrap_or_default();
    assert!(err.contains("missing.trf"), "{err}");
}

#[test]
fn points_disagreeing_with_results_are_a_warning() {
    let mut lines = good_lines();
    lines[2] = player("1", "Alpha, Anna", "2000", "9.5", &["   2 w 1", "   3 b ="]);
    let import = trf::parse_import(&text_of(&lines), "p.trf").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(import.warnings.len(), 1);
    let warning = plain(&import.warnings[0].to_string());
    assert!(
        warning.contains("p.trf:3:81") && warning.contains("9.5") && warning.contains("1.5"),
        "{warning}"
    );
}

/// A `001` record with every fixed field (sex, title, federation, FIDE id, birth date).
fn full_player(
    tpn: u32,
    sex: char,
    title: &str,
    name: &str,
    rating: u32,
    points: &str,
    blocks: &[&str],
) -> String {
    let mut line = format!(
        "001 {tpn:>4} {sex}{title:>3} {name:<33} {rating:>4} SUI {:>11} {:<10} {points:>4} {tpn:>4}",
        1_300_000 + tpn,
        "1990/01/01"
    );
    for b in blocks {
        line.push_str("  ");
        line.push_str(b);
    }
    line.trim_end().to_owned()
}

/// A file with every kind of record the reader knows, and some it keeps.
fn rich_file() -> String {
    let mut lines: Vec<String> = [
        "012 Rich Open 2024",
        "022 Bern",
        "032 SUI",
        "042 2024/03/01",
        "052 2024-03-05",
        "062 5",
        "072 5",
        "092 Individual: Swiss-System",
        "102 Arbiter, Chief",
        "112 Deputy, One",
        "112 Deputy, Two",
        "122 90'+30\"",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    lines.push(format!("132{}24/03/01  24/03/02            24/03/04", " ".repeat(88)));
    for s in [
        "### a comment",
        "XXS W=3.0 D=1.0 PAB=2.0",
        "XXR 5",
        "XXC rank black1",
        "XXA    1  1.0  0.5",
        "XXP 1 5",
        "XXZ 4",
    ] {
        lines.push(s.to_owned());
    }
    lines.push(full_player(1, 'm', "GM", "Alpha, Anna", 2500, "4.0", &["   2 b 1", "   3 w ="]));
    lines.push(full_player(2, 'w', "WIM", "Beta, Bea", 2300, "4.0", &["   1 w 0", "0000 - H", "0000 - F"]));
    lines.push(full_player(3, 'm', "", "Gamma, Gil", 2200, "4.0", &["   4 w +", "   1 b ="]));
    lines.push(full_player(4, 'w', "f", "Delta, Dora", 2100, "0.0", &["   3 b -", "   5 w"]));
    lines.push(full_player(5, ' ', "", "Epsilon, Eli", 2000, "2.0", &["0000 - U", "   4 b"]));
    lines.push("013 Team A                          1    2".to_owned());
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

#[test]
fn all_record_kinds_are_read_and_written_back() {
    use swissdesk::model::{ByeKind, Colour, GameResult, Points, Sex, Title};
    let import = trf::parse_import(&rich_file(), "rich.trf").unwrap_or_else(|e| panic!("{e}"));
    let warnings: Vec<String> = import.warnings.iter().map(|w| plain(&w.to_string())).collect();
    assert!(warnings.is_empty(), "{warnings:?}");
    let t = &import.tournament;
    let e = &t.event;
    assert_eq!((e.name.as_str(), e.city.as_str(), e.federation.as_str()), ("Rich Open 2024", "Bern", "SUI"));
    assert_eq!(e.start_date.map(|d| d.to_string()), Some("2024-03-01".to_owned()));
    assert_eq!(e.end_date.map(|d| d.to_string()), Some("2024-03-05".to_owned()));
    assert_eq!(e.deputy_arbiters, vec!["Deputy, One", "Deputy, Two"]);
    assert_eq!(e.round_dates.iter().map(Option::is_some).collect::<Vec<_>>(), vec![true, true, false, true]);
    assert_eq!(t.settings.rounds_planned, 5);
    assert_eq!(t.settings.initial_colour, Some(Colour::Black));
    let s = t.settings.scoring;
    assert_eq!(
        (s.win, s.draw, s.forfeit_win, s.full_bye, s.half_bye, s.pairing_bye),
        (Points(30), Points(10), Points(30), Points(30), Points(10), Points(20))
    );
    let p1 = &t.players[0];
    assert_eq!(
        (p1.sex, p1.title, p1.fide_id, p1.federation.as_str()),
        (Some(Sex::Male), Some(Title::GM), Some(1_300_001), "SUI")
    );
    assert_eq!(t.players[3].title, Some(Title::FM));
    assert_eq!(t.players[4].sex, None);
    assert_eq!(t.accelerations.len(), 1);
    // Rounds without a value have none: padded to the 5 rounds.
    assert_eq!(t.accelerations[0].points, vec![Points(10), Points(5), Points(0), Points(0), Points(0)]);
    assert_eq!(t.forbidden_pairs[0].players, vec![1, 5]);
    assert_eq!(t.rounds.len(), 3);
    assert_eq!(t.round(1).and_then(|r| r.game_of(3)).map(|g| g.result), Some(GameResult::WhiteWinsByForfeit));
    assert_eq!(t.round(2).and_then(|r| r.game_of(4)).map(|g| g.result), Some(GameResult::Pending));
    let r3 = t.round(3).unwrap_or_else(|| panic!("round 3"));
    assert!(!r3.is_paired() && !r3.published);
    assert_eq!((r3.bye_of(2), r3.bye_of(4)), (Some(ByeKind::FullPoint), Some(ByeKind::ZeroPoint)));
    for kept in ["### a comment", "XXC rank", "013 Team A                          1    2"] {
        assert!(t.foreign_trf_lines.iter().any(|l| l == kept), "{kept} not kept: {:?}", t.foreign_trf_lines);
    }

    for dialect in [trf::Dialect::Trf16, trf::Dialect::Trf2026] {
        let written = trf::write_as(t, dialect);
        let mut again =
            trf::parse(&written, "rich.trf").unwrap_or_else(|e| panic!("{dialect:?}: {e}\n{written}"));
        // Each dialect keeps its own scoring records.
        let scoring = |l: &String| l.starts_with("XXS") || l.starts_with("162") || l.starts_with("BB");
        let mut expected = t.clone();
        expected.foreign_trf_lines.retain(|l| !scoring(l));
        again.foreign_trf_lines.retain(|l| !scoring(l));
        expected.foreign_trf_lines.sort();
        again.foreign_trf_lines.sort();
        assert_eq!(again, expected, "{dialect:?}:\n{written}");
        assert_eq!(
            trf::write_as(&trf::parse(&written, "x").unwrap_or_else(|e| panic!("{e}")), dialect),
            written
        );
    }
    // The player records come back as they were, the XXZ absence as a Z entry.
    let written = trf::write(t);
    for line in rich_file().lines().filter(|l| l.starts_with("001")) {
        if line.starts_with("001    4") {
            // Title `f` comes back as `FM`; the pending game keeps its blank
            // result column before the round-3 absence from XXZ.
            assert!(written.contains("w FM Delta, Dora"), "{written}");
            assert!(written.contains("     3 b -     5 w    0000 - Z\n"), "{written}");
        } else {
            assert!(written.lines().any(|l| l == line), "{line} missing from\n{written}");
        }
    }
}

#[test]
fn older_bye_forms_and_colourless_forfeits() {
    let lines = vec![
        "012 Old".to_owned(),
        player("1", "A", "2000", "2.0", &["0000 - +", "   2 - +"]),
        player("2", "B", "1900", "0.5", &["0000 - =", "   1 - -"]),
        player("3", "C", "1800", "0.0", &["0000 - -"]),
    ];
    let t = trf::parse(&text_of(&lines), "old.trf").unwrap_or_else(|e| panic!("{e}"));
    use swissdesk::model::{ByeKind, GameResult};
    let r1 = t.round(1).unwrap_or_else(|| panic!("round 1"));
    assert_eq!(
        (r1.bye_of(1), r1.bye_of(2), r1.bye_of(3)),
        (Some(ByeKind::PairingAllocated), Some(ByeKind::HalfPoint), Some(ByeKind::ZeroPoint))
    );
    let g = t.round(2).and_then(|r| r.game_of(1)).copied().unwrap_or_else(|| panic!("game"));
    assert_eq!((g.white, g.black, g.result), (1, 2, GameResult::WhiteWinsByForfeit));
    assert_eq!(t.rounds_paired(), 2);
}

fn corpus_samples() -> Vec<String> {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/conformance"));
    let picks = [
        "dutch/dutch-0001-n008-r04.trf",
        "burstein/burstein-0001-n026-r11-p05.trf",
        "baku2017/baku2017-0001-n028-r07.trf",
        "baku2026/baku2026-0001-n037-r08.trf",
        "dutch2026/dutch2026-0003-n052-r03.trf",
        // A team event (issue 30): 310/320/330/240/352/362 records, an absent team.
        "team2026/team-0025-n012-r08.trf",
    ];
    let samples: Vec<String> = picks
        .iter()
        .map(|p| {
            std::fs::read_to_string(dir.join(p)).unwrap_or_else(|e| panic!("{}: {e}", dir.join(p).display()))
        })
        .collect();
    let mut samples = samples;
    samples.push(rich_file());
    samples
}

/// Characters a corruption may put in: the ones TRF uses, plus line breaks,
/// control and non-ASCII characters.
const PALETTE: &[char] = &[
    '0', '1', '9', ' ', ' ', '-', '+', '=', '.', 'w', 'b', 'W', 'H', 'U', 'Z', 'x', '\n', '\r', '\t', '\0',
    'é', '½',
];

fn mutate(rng: &mut ChaCha8Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.len() < 2 {
        return PALETTE[rng.random_range(0..PALETTE.len())].to_string();
    }
    match rng.random_range(0..5) {
        0 => chars.truncate(rng.random_range(0..chars.len())),
        1 => {
            for _ in 0..rng.random_range(1..6) {
                let i = rng.random_range(0..chars.len());
                chars[i] = PALETTE[rng.random_range(0..PALETTE.len())];
            }
        }
        2 => {
            let i = rng.random_range(0..chars.len());
            chars.remove(i);
        }
        3 => {
            let i = rng.random_range(0..chars.len());
            chars.insert(i, PALETTE[rng.random_range(0..PALETTE.len())]);
        }
        _ => {
            // Swap two lines.
            let mut lines: Vec<String> =
                chars.iter().collect::<String>().lines().map(str::to_owned).collect();
            if lines.is_empty() {
                return String::new();
            }
            let (a, b) = (rng.random_range(0..lines.len()), rng.random_range(0..lines.len()));
            lines.swap(a, b);
            chars = lines.join("\n").chars().collect();
        }
    }
    chars.into_iter().collect()
}

#[test]
fn corrupted_files_never_panic() {
    let samples = corpus_samples();
    // TRF_FUZZ_VARIANTS=200000 for a deeper run; TRF_FUZZ_SEED for another seed.
    let variants = std::env::var("TRF_FUZZ_VARIANTS").ok().and_then(|v| v.parse().ok()).unwrap_or(4000);
    let seed = std::env::var("TRF_FUZZ_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0x7472_6616);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut ok, mut err) = (0, 0);
    for i in 0..variants {
        let base = &samples[i % samples.len()];
        let mut text = mutate(&mut rng, base);
        if i % 3 == 0 {
            text = mutate(&mut rng, &text);
        }
        let outcome = std::panic::catch_unwind(|| trf::parse(&text, "fuzz.trf"));
        match outcome {
            Err(_) => panic!("variant {i} panicked; input:\n{text}"),
            Ok(Err(e)) => {
                let message = plain(&e.to_string());
                assert!(message.contains("fuzz.trf"), "variant {i}: {message}");
                err += 1;
            }
            Ok(Ok(t)) => {
                // Whatever was accepted must be writable and read back.
                let written = trf::write(&t);
                let again = trf::parse(&written, "fuzz.trf")
                    .unwrap_or_else(|e| panic!("variant {i}: re-reading failed: {e}\ninput:\n{text}"));
                assert_eq!(again.rounds, t.rounds, "variant {i}\ninput:\n{text}\nwritten:\n{written}");
                for (a, b) in again.players.iter().zip(&t.players) {
                    assert_eq!(a, b, "variant {i}\ninput:\n{text}\nwritten:\n{written}");
                }
                assert_eq!(again.players.len(), t.players.len(), "variant {i}");
                assert_eq!(again.event, t.event, "variant {i}\ninput:\n{text}\nwritten:\n{written}");
                assert_eq!(again.settings, t.settings, "variant {i}\ninput:\n{text}\nwritten:\n{written}");
                assert_eq!(again.accelerations, t.accelerations, "variant {i}\ninput:\n{text}");
                assert_eq!(again.forbidden_pairs, t.forbidden_pairs, "variant {i}");
                // Kept lines may come back in the writer's record order, the
                // player counts (062/072) are rewritten with fresh values, and
                // kept scoring records are replaced when they are not of the
                // dialect written (the scoring itself is compared above).
                let kept = |lines: &[String]| -> Vec<String> {
                    let skip = ["062", "072", "162", "XXS", "BB"];
                    lines.iter().filter(|l| !skip.iter().any(|s| l.starts_with(s))).cloned().collect()
                };
                let mut kept_before = kept(&t.foreign_trf_lines);
                let mut kept_after = kept(&again.foreign_trf_lines);
                kept_before.sort();
                kept_after.sort();
                assert_eq!(kept_after, kept_before, "variant {i}\ninput:\n{text}\nwritten:\n{written}");
                // After one write the text is stable.
                assert_eq!(trf::write(&again), written, "variant {i}\ninput:\n{text}");
                // The TRF-2026 forms carry the same data.
                let written26 = trf::write_as(&t, trf::Dialect::Trf2026);
                let again26 = trf::parse(&written26, "fuzz.trf").unwrap_or_else(|e| {
                    panic!("variant {i}: re-reading TRF-2026 failed: {e}\ninput:\n{text}")
                });
                assert_eq!((&again26.rounds, &again26.players), (&t.rounds, &t.players), "variant {i}");
                assert_eq!(
                    (&again26.settings, &again26.event),
                    (&t.settings, &t.event),
                    "variant {i}\n{written26}"
                );
                // 250 records cannot say 0.0: an all-zero XXA has no TRF-2026 form.
                let nonzero =
                    |list: &[swissdesk::model::Acceleration]| -> Vec<swissdesk::model::Acceleration> {
                        list.iter().filter(|a| a.points.iter().any(|p| p.tenths() != 0)).cloned().collect()
                    };
                assert_eq!(
                    nonzero(&again26.accelerations),
                    nonzero(&t.accelerations),
                    "variant {i}\ninput:\n{text}\n{written26}"
                );
                assert_eq!(again26.forbidden_pairs, t.forbidden_pairs, "variant {i}\n{written26}");
                ok += 1;
            }
        }
    }
    // Raw bytes too: invalid UTF-8 goes through the Latin-1 fallback.
    for i in 0..1000 {
        let mut bytes = samples[i % samples.len()].as_bytes().to_vec();
        for _ in 0..rng.random_range(1..4) {
            let pos = rng.random_range(0..bytes.len());
            bytes[pos] = rng.random();
        }
        if std::panic::catch_unwind(|| trf::parse_bytes(&bytes, "fuzz.trf")).is_err() {
            panic!("byte variant {i} panicked");
        }
    }
    println!("fuzz: {ok} variants accepted, {err} rejected with an error, 1000 byte variants");
    assert!(ok > 0 && err > 0);
}
