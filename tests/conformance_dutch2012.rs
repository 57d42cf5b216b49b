//! Every round of every tournament of the Dutch 2012 conformance corpus
//! (JaVaFo 1.4, "Istanbul 2012 rules"), re-paired from the rounds before it,
//! must equal the recorded round: same pairs, same colours, same bye.

mod common;

use swissdesk::pairing::dutch::Dutch2012;

#[test]
fn dutch_2012_corpus_is_reproduced_round_by_round() {
    let report = common::run_corpus("dutch2012", &Dutch2012);
    println!("{}", report.summary());
    assert!(report.files > 0, "no corpus files found");
    assert_eq!(report.matched, report.total, "{}", report.failures_text());
}
