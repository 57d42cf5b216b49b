//! Every round of every tournament of the Dubov 2026 consensus corpus
//! (two independent implementations agree on each, see its README),
//! re-paired from the rounds before it, must equal the recorded round.

mod common;

use swissdesk::pairing::dubov::Dubov2026;

#[test]
fn dubov_2026_corpus_is_reproduced_round_by_round() {
    let report = common::run_corpus("dubov2026", &Dubov2026);
    println!("{}", report.summary());
    assert!(report.files > 0, "no corpus files found");
    assert_eq!(report.matched, report.total, "{}", report.failures_text());
}
