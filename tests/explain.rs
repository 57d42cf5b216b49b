//! `swissdesk explain`: a per-bracket trace naming the downfloaters and
//! the colour rule of every board.

mod common;

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
