//! Bye placeholders. Some programs write the pairing-allocated bye as a game
//! against a made-up player ("spielfrei", "Freilos", "bye", "exempt",
//! "libre", ...) who loses every such game by forfeit. Paired as a player,
//! it would take part in the next pairing; the import takes it out and gives
//! each of its opponents the pairing-allocated bye they really had
//! (C.04.1 art. 3: the PAB is the bye the pairing gives, one per round).

use crate::model::{ByeKind, GameResult, RoundBye, RoundEntry, Side, Tournament};
use std::collections::HashMap;

/// Words that make up a placeholder's name, lower case: German, English,
/// French, Spanish, Italian, Dutch, Polish, Czech. A name is a placeholder's
/// when every word of it is one of these ("Spielfrei", "BYE", "- bye -",
/// "Freilos"); a real surname such as "Frei, Hans" never is.
const PLACEHOLDER_WORDS: &[&str] = &[
    "spielfrei",
    "freilos",
    "bye",
    "exempt",
    "exempte",
    "exempté",
    "libre",
    "descanso",
    "riposo",
    "vrij",
    "vrijgeloot",
    "pauza",
    "wolne",
    "volno",
];

/// One placeholder that was taken out of an imported file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConvertedPlaceholder {
    /// Its pairing number in the file.
    pub tpn: u32,
    pub name: String,
    /// `(round, player)`: the pairing-allocated byes that replaced its games,
    /// players under their pairing numbers after the conversion.
    pub byes: Vec<(u32, u32)>,
}

/// Whether `name` names a bye placeholder rather than a person.
pub fn is_placeholder_name(name: &str) -> bool {
    let words: Vec<String> =
        name.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect();
    !words.is_empty() && words.iter().all(|w| PLACEHOLDER_WORDS.contains(&w.as_str()))
}

/// Whether player `tpn` of `t` is a bye placeholder: a placeholder's name,
/// no rating, no FIDE id, and nothing but unplayed entries: games it lost by
/// forfeit or that were not played or not yet played, byes, absences.
fn is_placeholder(t: &Tournament, tpn: u32) -> bool {
    let Some(p) = t.player(tpn) else { return false };
    if !is_placeholder_name(&p.name) || p.rating.is_some() || p.fide_id.is_some() {
        return false;
    }
    t.rounds.iter().all(|r| match r.entry_of(tpn) {
        RoundEntry::Game { result, side, .. } => lost_by_forfeit(result, side) || result.is_pending(),
        RoundEntry::Bye(_) | RoundEntry::Absent => true,
    })
}

fn lost_by_forfeit(result: GameResult, side: Side) -> bool {
    matches!(
        (result, side),
        (GameResult::DoubleForfeit, _)
            | (GameResult::WhiteWinsByForfeit, Side::Black)
            | (GameResult::BlackWinsByForfeit, Side::White)
    )
}

/// Takes the bye placeholders out of `t`: each game against one becomes the
/// opponent's pairing-allocated bye (a double forfeit, where the opponent did
/// not come either, an absence: a zero-point bye), the placeholder's own
/// byes go, and the players after it move up one pairing number so that the
/// numbers stay 1..n in the same order. Returns what was converted.
pub(super) fn convert(t: &mut Tournament) -> Vec<ConvertedPlaceholder> {
    let found: Vec<u32> = t.players.iter().map(|p| p.tpn).filter(|&tpn| is_placeholder(t, tpn)).collect();
    let mut converted = Vec::new();
    for &tpn in found.iter().rev() {
        let name = t.player(tpn).map(|p| p.name.clone()).unwrap_or_default();
        let mut byes = Vec::new();
        for round in &mut t.rounds {
            round.byes.retain(|b| b.player != tpn);
            let Some(i) = round.games.iter().position(|g| g.involves(tpn)) else { continue };
            let game = round.games.remove(i);
            let Some(opponent) = game.opponent_of(tpn) else { continue };
            let kind = if game.result == GameResult::DoubleForfeit {
                ByeKind::ZeroPoint
            } else {
                ByeKind::PairingAllocated
            };
            round.byes.push(RoundBye { player: opponent, kind });
            round.byes.sort_by_key(|b| b.player);
            if kind == ByeKind::PairingAllocated {
                byes.push((round.number, opponent));
            }
        }
        t.players.retain(|p| p.tpn != tpn);
        t.accelerations.retain(|a| a.player != tpn);
        for pair in &mut t.forbidden_pairs {
            pair.players.retain(|&p| p != tpn);
        }
        t.forbidden_pairs.retain(|pair| pair.players.len() > 1);
        let moved_up: HashMap<u32, u32> =
            t.players.iter().filter(|p| p.tpn > tpn).map(|p| (p.tpn, p.tpn - 1)).collect();
        t.renumber_players(&moved_up);
        converted.push(ConvertedPlaceholder { tpn, name, byes });
    }
    // Byes under the numbers the players have now. Placeholders are taken
    // out from the highest number down: when one's byes were noted, the
    // higher ones had already moved its opponents; it and the lower ones
    // move them after.
    for c in &mut converted {
        for (_, player) in &mut c.byes {
            let moved = found.iter().filter(|&&gone| gone <= c.tpn && gone < *player).count();
            *player -= u32::try_from(moved).unwrap_or(0);
        }
    }
    converted.reverse();
    converted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholder_names_in_the_languages_programs_write() {
        for name in ["spielfrei", "Spielfrei", "FREILOS", "bye", "- BYE -", "Exempt", "libre", "(bye)"] {
            assert!(is_placeholder_name(name), "{name}");
        }
        // People, and names that only contain such a word.
        for name in ["Frei, Hans", "Byers, John", "Libre, Ana", "Spielfrei GmbH", "", "---"] {
            assert!(!is_placeholder_name(name), "{name}");
        }
    }
}
