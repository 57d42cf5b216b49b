//! Every round of every tournament of the Dutch 2017 conformance corpus,
//! re-paired from the rounds before it, must equal the recorded round:
//! same pairs, same colours, same bye (board order aside).

mod common;

use swissdesk::pairing::dutch::Dutch2017;

#[test]
fn dutch_2017_corpus_is_reproduced_round_by_round() {
    let report = common::run_corpus("dutch", &Dutch2017);
    println!("{}", report.summary());
    assert!(report.files > 0, "no corpus files found");
    assert_eq!(report.matched, report.total, "{}", report.failures_text());
}
