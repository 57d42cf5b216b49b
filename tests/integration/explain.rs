//! `swissdesk explain`: a per-bracket trace naming the downfloaters and
//! the colour rule of every board.

use crate::common;

use std::path::Path;
use swissdesk::pairing::PairingInput;
use swissdesk::pairing::dutch::{Dutch2017, Dutch2026};
use swissdesk::pairing::explain::explain;
use swissdesk::pairing::{recorded_pairing, same_pairing, truncate_before};

#[test]
fn the_trace_of_a_corpus_round_names_downfloaters_and_colour_rules() {
    let file = common::corpus_dir("dutch").join("dutch-0005-n026-r09.trf");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .args(["explain", "--dutch"])
        .arg(&file)
        .args(["--round", "6"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);

    let t = swissdesk::trf::read_file(&file).unwrap_or_else(|e| panic!("{e}"));
    let input = PairingInput::from_tournament(&truncate_before(&t, 6), 6);
    let explanation = explain(&Dutch2017, &input).unwrap_or_else(|e| panic!("{e}"));
    // The trace explains the pairing that was actually made.
    assert!(same_pairing(&explanation.pairing(), &recorded_pairing(&t, 6)));
    // Every downfloater of every bracket is named with a reason.
    let mut floaters = 0;
    for bracket in &explanation.brackets {
        for d in &bracket.downfloaters {
            assert!(text.contains(&format!("Downfloater: {} (", d.tpn)), "{} missing in\n{text}", d.tpn);
            floaters += 1;
        }
    }
    assert!(floaters > 0);
    // Every board names its colour rule.
    for b in &explanation.boards {
        let line = format!("Board {}: {}-{}  C.04.3 E.", b.board, b.white, b.black);
        assert!(text.contains(&line), "{line} missing in\n{text}");
    }
    assert!(text.contains("Pairing-allocated bye: 18"), "{text}");
}

#[test]
fn every_bracket_of_a_2026_round_is_traced() {
    for file in common::corpus_files("dutch2026").iter().take(20) {
        let t = swissdesk::trf::read_file(file).unwrap_or_else(|e| panic!("{e}"));
        let round = t.rounds_paired();
        let input = PairingInput::from_tournament(&truncate_before(&t, round), round);
        let e = explain(&Dutch2026, &input).unwrap_or_else(|e| panic!("{e}"));
        let paired: usize = e.brackets.iter().map(|b| b.pairs.len()).sum();
        assert_eq!(paired, e.boards.len(), "{}", file.display());
        assert!(e.to_text().contains("5.2."), "{}", file.display());
    }
}

/// The bracket of `explain`'s text that starts with `heading`, up to the
/// next bracket or the colours.
fn bracket_section<'t>(text: &'t str, heading: &str) -> &'t str {
    let start = text.find(heading).unwrap_or_else(|| panic!("no {heading:?} in\n{text}"));
    let rest = &text[start..];
    let end = rest[heading.len()..].find("\n\n").map_or(rest.len(), |e| e + heading.len());
    &rest[..end]
}

/// Dutch 2012: a bracket at least half of whose players came from above is
/// "treated as though it was homogeneous" (A.3), and explain says so with
/// its M0 rather than call it a homogeneous score bracket; in a lowest
/// bracket C.13 has joined, M1 lowered (C.14.b.2) is chosen by the B3
/// factor of the whole bracket (D.4), and explain says that rather than
/// D.3's "highest first". Generated s890091 round 6 (9 players), whose
/// pairing JaVaFo 1.4 makes (tests/data/random/dutch2012/expected.jsonl).
#[test]
fn dutch2012_explain_names_a3_treated_as_homogeneous_and_d4_choosing_m1() {
    // Scores after round 5: 1 5.0; 2 4.0; 6 3.5; 3, 7 3.0; 4 2.5; 5 2.0;
    // 8, 9 1.0. 1 has met 2 (C.1: moved on from 4.0); 2 has met 6 (C.1
    // again), so the 3.5 bracket is {1 | 6}: one of its two players came
    // from above, "at least half" (A.3). P0 = 1 (A.6.b), M0 = 1 (A.6.c).
    // Colours: 1 B W B W B (strong White), 6 B W B W and a bye (mild
    // Black): B = 1, W = 1, so X1 = P0 - B = 0 (A.8).
    // Down below, 3 (3.0) and 4 (2.5) reach the lowest bracket {5, 8, 9}
    // (2.0 and 1.0 joined by C.13): {3, 4 | 5, 8, 9}, two of five from
    // above, heterogeneous, M0 = 2. 5, 8 and 9 have had the bye (B.1.b),
    // so pairing both 3 and 4 leaves none for it: M1 is lowered to 1, and
    // the pairing JaVaFo 1.4 makes (4-5, 9-8, bye 3) pairs 4, not 3, whom
    // D.3 would try first: the whole bracket's B3 factor chose.
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/random/dutch2012/dutch2012-s890091-n009-r09.trf");
    let text = common::swissdesk_ok(&["explain", "--dutch2012", &file.to_string_lossy(), "--round", "6"]);
    let treated = bracket_section(&text, "Bracket 3: score 3.5");
    assert!(
        treated.contains(
            "C.2: score bracket treated as homogeneous (A.3: at least half of its players came from above, M0 = 1), P0 = 1, X1 = 0"
        ),
        "{treated}"
    );
    assert!(!treated.contains("homogeneous score bracket"), "{treated}");
    let joined = bracket_section(&text, "Bracket 6: score 2.0");
    assert!(joined.contains("Pairs: 4-5 9-8"), "{joined}");
    assert!(
        joined.contains(
            "C.14.b.2: M1 lowered to 1 of M0 = 2 moved-down players (D.4: the B3 factor of the whole joined bracket chooses which)"
        ),
        "{joined}"
    );
    assert!(text.contains("Pairing-allocated bye: 3"), "{text}");
}
