//! The round-robin printouts, read back with text extraction: the square
//! cross table of a corpus double round robin (names, the diagonal, both
//! cycles' results, points, places, one page) and the schedule of all rounds
//! on one page.
//!
//! Set `SWISSDESK_EXPORT_DUMP=<dir>` to keep the PDFs, to look at them.

use std::path::Path;
use swissdesk::export::{self, Document, PdfOptions};
use swissdesk::model::Tournament;

fn corpus(name: &str) -> Tournament {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/conformance/berger").join(name);
    swissdesk::trf::read_file(&path).unwrap_or_else(|e| panic!("{e}"))
}

fn render(t: &Tournament, doc: Document, name: &str) -> Vec<String> {
    swissdesk::i18n::set_language("en");
    let bytes = export::pdf(t, doc, &PdfOptions::default()).unwrap_or_else(|e| panic!("{doc:?}: {e}"));
    if let Ok(dir) = std::env::var("SWISSDESK_EXPORT_DUMP") {
        std::fs::write(Path::new(&dir).join(format!("{name}.pdf")), &bytes).unwrap_or_else(|e| panic!("{e}"));
    }
    pdf_extract::extract_text_from_mem_by_pages(&bytes)
        .unwrap_or_else(|e| panic!("text extraction failed: {e}"))
        .iter()
        .map(|page| page.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// berger-0003: 8 players, double round robin (Berger order), all 14 rounds
/// played. Its 001 lines give player 1 against 8: round 1 "8 w 1", round 8
/// "8 b 0" (1 won with White, lost with Black): the cell of row 1, column 8
/// reads "1 0".
#[test]
fn the_square_cross_table_is_one_page_with_both_cycles() {
    let t = corpus("berger-0003-n008-r14.trf");
    let pages = render(&t, Document::RoundRobinTable, "rr-table-0003");
    assert_eq!(pages.len(), 1, "one page");
    let text = &pages[0];
    assert!(text.contains("Round-robin cross table"), "{text}");
    for p in &t.players {
        assert!(text.contains(p.name.split_whitespace().next().unwrap_or_default()), "{}", p.name);
    }
    let row_1_vs_8 =
        swissdesk::export::notation::square_cell(&t, 1, 8, swissdesk::export::notation::Medium::Paper);
    assert_eq!(row_1_vs_8, "1 0");
    assert!(text.contains("1 0"), "{text}");
    assert!(text.contains("first and second cycle"), "{text}");
    assert!(text.contains("Place"), "{text}");
}

/// berger-0005: 5 players, double: 10 rounds, each a block with its boards
/// and the free player, all on one page. Round 4 is the table's round 5 of
/// 5/6 ("3-6, 4-2, 5-1": 3 free).
#[test]
fn the_schedule_is_every_round_on_one_page() {
    let t = corpus("berger-0005-n005-r10.trf");
    let pages = render(&t, Document::Schedule, "rr-schedule-0005");
    assert_eq!(pages.len(), 1, "one page");
    let text = &pages[0];
    for r in 1..=10 {
        assert!(text.contains(&format!("Round {r}")), "round {r}: {text}");
    }
    assert_eq!(text.matches("free:").count(), 10, "{text}");
    let swiss = corpus("berger-0005-n005-r10.trf");
    let mut swiss = swiss;
    swiss.settings.format = swissdesk::model::EventFormat::Swiss;
    assert!(export::pdf(&swiss, Document::Schedule, &PdfOptions::default()).is_err());
}

/// A 10-player double round robin: 18 rounds of five boards, the most the
/// schedule has to fit for the usual closed events. Every round and the
/// legend on the one page; the cross table's number column keeps its
/// header readable.
#[test]
fn a_ten_player_double_round_robin_fits_one_page_each() {
    let t = swissdesk::generator::generate_round_robin(10, 18, 2026).unwrap_or_else(|e| panic!("{e}"));
    let pages = render(&t, Document::Schedule, "rr-schedule-10x18");
    assert_eq!(pages.len(), 1, "one page: {pages:?}");
    for r in 1..=18 {
        assert!(pages[0].contains(&format!("Round {r} ")), "round {r}");
    }
    assert!(pages[0].contains("Berger tables (FIDE C.05 Annex 1)"), "the legend on the page");
    let pages = render(&t, Document::RoundRobinTable, "rr-table-10x18");
    assert_eq!(pages.len(), 1);
    assert!(pages[0].contains("TPN Name"), "{}", pages[0]);
    // The round robin's own tie-breaks, no Buchholz (C.07 9.2 Koya).
    assert!(pages[0].contains("DE WIN SB KS Place"), "{}", pages[0]);
}
