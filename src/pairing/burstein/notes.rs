//! What `explain` shows of a Burstein round beyond the shared trace: the
//! order a bracket was numbered in (1.8, with the index values that made
//! it) and why the pairing-allocated bye went where it did (3.1).

use super::index::Index;
use crate::pairing::context::Context;
use crate::tr;

/// 1.8 for `bracket` (input indices in BSN order): each player with their
/// Buchholz and Sonneborn–Berger, "4 (1.0 / 1.0), 1 (0.0 / 0.0)".
pub(super) fn order(ctx: &Context<'_>, index: &[Index], bracket: &[usize]) -> String {
    let players = bracket
        .iter()
        .map(|&p| {
            let Index { buchholz, sonneborn_berger } = index[p];
            format!("{} ({} / {})", ctx.input.players[p].tpn, points(buchholz), points(sonneborn_berger))
        })
        .collect::<Vec<_>>()
        .join(", ");
    tr!("burstein-note-order", players = players)
}

/// 3.1: who had the bye, and by which steps.
pub(super) fn bye(ctx: &Context<'_>, player: usize) -> String {
    tr!("burstein-note-bye", player = ctx.input.players[player].tpn)
}

/// Hundredths of a point as the scores are written (`1.5`), with a second
/// decimal only when a Sonneborn–Berger of half points needs it (`1.25`).
fn points(hundredths: i64) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    let abs = hundredths.abs();
    if abs % 10 == 0 {
        format!("{sign}{}.{}", abs / 100, abs % 100 / 10)
    } else {
        format!("{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn index_values_read_as_points() {
        assert_eq!(super::points(0), "0.0");
        assert_eq!(super::points(150), "1.5");
        assert_eq!(super::points(125), "1.25");
        assert_eq!(super::points(1200), "12.0");
        assert_eq!(super::points(-50), "-0.5");
    }
}
