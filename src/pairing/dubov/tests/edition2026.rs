//! The 2026 text, article by article.

use crate::pairing::dubov::Dubov2026;
use crate::pairing::testing::*;

#[test]
fn round_one_pairs_the_top_half_against_the_bottom_half() {
    // 3.2.3: nobody has played, so G1 is the first half by TPN (1-3), G2
    // the rest (4-6); 3.2.5: S1 = 1, 2, 3 (AROs all 0, then TPN); 3.2.6:
    // T2 = 4, 5, 6. 5.2.1: the higher ranked of each pair gets the
    // initial colour (White) with an odd TPN: 1 and 3 White, 2 Black.
    let event = Event::new(6);
    assert_eq!(boards(&event.pair(&Dubov2026)), set(&[(1, 4), (5, 2), (3, 6)]));
}
