//! The Burstein engine (`--burstein`, the edition that follows the corpus's
//! reference engine, JaVaFo 3.0p) on generated events the reference paired
//! differently before the readings at `src/pairing/burstein/round.rs`
//! (`colour_cost`) were settled. Rounds where the reference and the 2026
//! text part are hand-made cases in `src/pairing/burstein/tests.rs`.

mod common;

/// Each round of `tests/data/random/burstein/` must come out as JaVaFo 3.0p
/// (`-B`) pairs it: seven of `burstein-random` (seeds 3200xx-3204xx) and four
/// of the 500-event run of seeds 340000-340499, all round 2 of a
/// three-round event (the first Burstein round after the one seeding round,
/// 1.6.2), each with a player who had not played yet (1.5.4). They fail
/// when a tie of White- and Black-seekers counts as either colour in
/// `colour_cost` (before 082c8cd), s320062 when the leading-player fit
/// also weighs brackets of odd size.
#[test]
fn generated_rounds_pair_as_the_reference_engine() {
    assert_eq!(
        common::assert_generated_rounds_as_reference("burstein", "burstein"),
        11,
        "the folder's rounds"
    );
}
