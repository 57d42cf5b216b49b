//! Every round of every tournament of the Burstein conformance corpus,
//! re-paired from the rounds before it, compared with the recorded round:
//! same pairs, same colours, same bye (board order aside).
//!
//! Not yet exact: 326 of the 327 rounds come out identical. The one that
//! differs, burstein-0080 round 2, pairs the players who have not played
//! yet (1.5.4) at the foot of a large bracket differently from the
//! reference engine, which there pairs them against the rarer colour
//! preference at the cost of two players' preferences; the 2026 text's
//! [C8] count, which this engine follows for them, does not (see the
//! closing note of issue 16). The count is pinned so that any change
//! shows: a regression fails, and so does an improvement until the number
//! here is raised with it.

mod common;

use swissdesk::pairing::burstein::Burstein;

const ROUNDS: usize = 327;
const IDENTICAL: usize = 326;

#[test]
fn burstein_corpus_rounds_identical_count_is_pinned() {
    let report = common::run_corpus("burstein", &Burstein);
    println!("{}", report.summary());
    println!("{}", report.failures_text());
    assert_eq!(report.files, 74, "the corpus has 74 files");
    assert_eq!(report.total, ROUNDS);
    assert_eq!(report.matched, IDENTICAL, "{}", report.failures_text());
}
