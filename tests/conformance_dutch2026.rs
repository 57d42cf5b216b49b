//! Every round of every tournament of the Dutch 2026 conformance corpus,
//! re-paired from the rounds before it, must equal the recorded round.

mod common;

use swissdesk::pairing::dutch::Dutch2026;

#[test]
fn dutch_2026_corpus_is_reproduced_round_by_round() {
    let report = common::run_corpus("dutch2026", &Dutch2026);
    println!("{}", report.summary());
    assert!(report.files > 0, "no corpus files found");
    assert_eq!(report.matched, report.total, "{}", report.failures_text());
}
