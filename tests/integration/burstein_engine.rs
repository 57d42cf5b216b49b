//! The Burstein engine (`--burstein`, the edition that follows the corpus's
//! reference engine, JaVaFo 3.0p) on generated events the reference paired
//! differently before the readings at `src/pairing/burstein/round.rs`
//! (`colour_cost`) were settled, and on the generated rounds where the
//! reference departs from the 2026 text, each decided from the text
//! ([C8] or Article 4); hand-made cases of both kinds are in
//! `src/pairing/burstein/tests.rs`.

use crate::common;

use std::collections::BTreeSet;
use swissdesk::model::Colour;
use swissdesk::pairing::{PairingInput, PastRound, PlayerInput};

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

/// Rounds of generated events where JaVaFo 3.0p (`-B`) departs from the 2026
/// text, each decided here from the text: every round of `burstein-random`
/// the reference pairs differently (24: s320075, s320083, s320122,
/// s320148, s320160 r3, s320167, s320200, s320237, s320239, s320241 r3,
/// s320252, s320263 r3, s320267 r3, s320274, s320301 r3, s320311 r4,
/// s320317 r4, s320352 r3, s320363 r5, s320366, s320389 r3, s320393,
/// s320416 r2 and r3; round 2 where not said) and every pairs-only
/// difference of the 500-event runs of seeds 340000-340499 (15),
/// 360000-360499 (11) and 380000-380499 (15), all in
/// `tests/data/random/burstein-text/`.
///
/// In each, the top-most bracket where the text's pairing (`burstein2026`)
/// and the reference's part holds the same players, the same number of
/// pairs and floaters of the same scores ([C5]-[C7] alike), and a player
/// who has not played yet (1.5.4: no colour preference). Then either
/// ("kind" in `expected.jsonl`):
/// - `C8`: the reference's pairs deny more players their colour preference
///   (1.5) than the text's, which [C8] forbids (59 rounds); or
/// - `Article 4`: both deny as many, and the text's pairing comes first in
///   the order of Article 4 (4.3, ranking by 1.8) (6: s320252, s340177,
///   s340238, s340268, s380241, s380411).
///
/// Why the reference departs: its choices around players without a game
/// follow no rule of the text, and no per-pair weighting followed by
/// Article 4 reproduces them (hand-made probes at `round::colour_cost`): on
/// brackets of six whose pairings give every player the same colour it
/// still picks one later in Article 4's order, and it takes the fold with a
/// denied preference in one bracket (W W B B and two players without a
/// game) but not in another of the same counts (W B B W). Preferences,
/// scores and the 1.8 index are computed here from the file alone (1.5,
/// 1.7.1, 1.7.2), not by the engine.
#[test]
fn rounds_where_the_reference_departs_from_the_text() {
    use std::collections::BTreeMap;
    let engine = swissdesk::pairing::by_id("burstein2026").unwrap_or_else(|| panic!("no burstein2026"));
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    for r in common::reference_rounds("burstein-text") {
        let context = format!("{} round {}", r.file, r.round);
        let input = swissdesk::pairing::input_for_round(&r.tournament, r.round)
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        let text = engine.pair(&input).unwrap_or_else(|e| panic!("{context}: {e}"));
        let unordered = |(a, b): (u32, u32)| (a.min(b), a.max(b));
        let text_pairs: BTreeSet<(u32, u32)> =
            text.boards.iter().map(|b| unordered((b.white, b.black))).collect();
        let reference: BTreeSet<(u32, u32)> = r.reference.iter().copied().map(unordered).collect();
        assert_ne!(text_pairs, reference, "{context}: the text pairs as the reference");
        assert_eq!(text.bye, r.bye, "{context}: the bye");
        let field = Field::of(&input);
        let kind = field.departure(&text_pairs, &reference, &context);
        assert_eq!(Some(kind), r.case["kind"].as_str(), "{context}");
        *kinds.entry(kind.to_string()).or_default() += 1;
    }
    let expected: BTreeMap<String, usize> = [("Article 4".to_string(), 6), ("C8".to_string(), 59)].into();
    assert_eq!(kinds, expected);
}

/// The players before the round, as the text sees them.
struct Field<'i> {
    players: std::collections::BTreeMap<u32, &'i PlayerInput>,
}

impl<'i> Field<'i> {
    fn of(input: &'i PairingInput) -> Field<'i> {
        Field { players: input.players.iter().map(|p| (p.tpn, p)).collect() }
    }

    fn player(&self, tpn: u32) -> &'i PlayerInput {
        self.players.get(&tpn).copied().unwrap_or_else(|| panic!("no player {tpn}"))
    }

    /// Score before the round, in tenths.
    fn score(&self, tpn: u32) -> i32 {
        self.player(tpn).score.0
    }

    /// 1.5: from the played games only; none before the first (1.5.4).
    fn preference(&self, tpn: u32) -> Option<Colour> {
        let colours: Vec<Colour> =
            self.player(tpn).history.iter().filter_map(|r| r.played_colour()).collect();
        let difference: i32 = colours.iter().map(|&c| if c == Colour::White { 1 } else { -1 }).sum();
        match difference {
            d if d > 0 => Some(Colour::Black),
            d if d < 0 => Some(Colour::White),
            _ => colours.last().map(|c| c.opposite()),
        }
    }

    /// The score an opponent's Buchholz counts for `tpn`: 1.7.2.2 counts
    /// each zero-point bye of "a series of consecutive zero-point-byes up
    /// to the current round" as a draw for the player's over-the-board
    /// opponents; the series reaches the round being paired only for a
    /// player not paired in it.
    fn score_for_opponents(&self, tpn: u32) -> i32 {
        let p = self.player(tpn);
        if p.to_pair {
            return p.score.0;
        }
        let series = p
            .history
            .iter()
            .zip(&p.round_points)
            .rev()
            .take_while(|(r, points)| matches!(r, PastRound::Bye(_) | PastRound::Absent) && points.0 == 0)
            .count() as i32;
        p.score.0 + 5 * series
    }

    /// 1.8.1: Buchholz, then Sonneborn-Berger (1.7.1), an unplayed round
    /// counting as a game against the player himself (1.7.2.1).
    fn index(&self, tpn: u32) -> (i64, i64) {
        let p = self.player(tpn);
        p.history.iter().zip(&p.round_points).fold((0, 0), |(bh, sb), (r, points)| {
            let opponent = match r {
                PastRound::Played { opponent, .. } => self.score_for_opponents(*opponent),
                _ => p.score.0,
            };
            (bh + i64::from(opponent), sb + i64::from(points.0) * i64::from(opponent))
        })
    }

    /// The bracket a pair is made in: its lower scorer's (a floater joins
    /// the next bracket, 1.2.2).
    fn level(&self, &(a, b): &(u32, u32)) -> i32 {
        self.score(a).min(self.score(b))
    }

    /// Players who do not get their colour preference in `pairs` (two
    /// players who want the same colour: one of them).
    fn denied(&self, pairs: &BTreeSet<(u32, u32)>) -> usize {
        pairs
            .iter()
            .filter(|&&(a, b)| self.preference(a).is_some() && self.preference(a) == self.preference(b))
            .count()
    }

    /// Which criterion of the text decides between the text's pairing and
    /// the reference's, at the top-most bracket where they part.
    fn departure(
        &self,
        text: &BTreeSet<(u32, u32)>,
        reference: &BTreeSet<(u32, u32)>,
        context: &str,
    ) -> &'static str {
        let at = |pairs: &BTreeSet<(u32, u32)>, level: i32| -> BTreeSet<(u32, u32)> {
            pairs.iter().copied().filter(|p| self.level(p) == level).collect()
        };
        let mut levels: Vec<i32> = text.iter().chain(reference).map(|p| self.level(p)).collect();
        levels.sort_unstable_by(|a, b| b.cmp(a));
        levels.dedup();
        let level = levels
            .into_iter()
            .find(|&l| at(text, l) != at(reference, l))
            .unwrap_or_else(|| panic!("{context}: no bracket differs"));
        // The bracket: the pairs made in it and everyone of its score or
        // above paired lower down (its outgoing floaters); the brackets
        // above pair alike, so its incoming floaters are the same.
        let members = |pairs: &BTreeSet<(u32, u32)>| -> (BTreeSet<u32>, Vec<i32>) {
            let mut members: BTreeSet<u32> = at(pairs, level).iter().flat_map(|&(a, b)| [a, b]).collect();
            let mut floaters = Vec::new();
            for p in pairs.iter().filter(|p| self.level(p) < level) {
                for x in [p.0, p.1] {
                    if self.score(x) >= level {
                        members.insert(x);
                        floaters.push(self.score(x));
                    }
                }
            }
            floaters.sort_unstable();
            (members, floaters)
        };
        let (ours, their) = (at(text, level), at(reference, level));
        let ((members_text, floaters_text), (members_reference, floaters_reference)) =
            (members(text), members(reference));
        assert_eq!(members_text, members_reference, "{context}: the bracket's players");
        assert_eq!(ours.len(), their.len(), "{context}: [C5]");
        assert_eq!(floaters_text, floaters_reference, "{context}: [C6]");
        assert!(
            members_text.iter().any(|&p| self.preference(p).is_none()),
            "{context}: no player without a game in the bracket"
        );
        let (denied_text, denied_reference) = (self.denied(&ours), self.denied(&their));
        assert!(denied_text <= denied_reference, "{context}: the text's pairing denies more ([C8])");
        if denied_text < denied_reference {
            return "C8";
        }
        // Article 4: in 1.8 order, the first player whose opponents differ
        // has the larger sequence number in the pairing that comes first
        // (0 for a floater).
        let mut order: Vec<u32> = members_text.iter().copied().collect();
        order.sort_by_key(|&p| {
            let (bh, sb) = self.index(p);
            (std::cmp::Reverse(bh), std::cmp::Reverse(sb), p)
        });
        let bsn = |p: u32| order.iter().position(|&q| q == p).map_or(0, |i| i + 1);
        let opponent = |pairs: &BTreeSet<(u32, u32)>, p: u32| {
            pairs
                .iter()
                .find(|&&(a, b)| a == p || b == p)
                .map_or(0, |&(a, b)| bsn(if a == p { b } else { a }))
        };
        let first = order
            .iter()
            .map(|&p| (opponent(&ours, p), opponent(&their, p)))
            .find(|(a, b)| a != b)
            .unwrap_or_else(|| panic!("{context}: the same pairs"));
        assert!(first.0 > first.1, "{context}: the reference's pairing comes first in Article 4's order");
        "Article 4"
    }
}
