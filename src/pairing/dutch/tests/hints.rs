//! The settle steps' warm-start hints (`window::hints`, `matching::hint`)
//! save searches but must never change a pairing: every round of generated
//! events is paired with hints and without, in all three editions, and the
//! two pairings must be the same. The events are small with many rounds
//! (most pairs already played, so rematches shape every bracket and colour
//! histories clash) and larger with fewer rounds (big score groups, where
//! the hints matter most).
//!
//! Step C's "no exchange" shortcut (`Window::pair_s1r_with_s2r`) is also
//! compared on its own, both of its routes and its fallback must be seen,
//! and the same comparison with the shortcut broken (claiming "no
//! exchange" without its proof) must find a differing round: so the
//! comparison would catch a wrong shortcut.
//!
//! The 2026 round matcher's start from a certificate
//! (`edition2026::start_from_vertex_terms`) is compared on its own too, on
//! odd and even fields, and must be seen taken. The window certificate's
//! prefilters are checked decision by decision against its full arithmetic.
//!
//! The rank bonus's re-pairing along a tight alternating cycle
//! (`Window::rank_bonus_partner`, steps B and E) is compared on its own in
//! all three editions, both of its outcomes must be seen, and the same
//! comparison with it broken (the candidate taken without the cycle) must
//! find a differing round.
//!
//! The bye vertex of odd matchers (`window::bye_vertex`) is compared on its
//! own: the same rounds with every shortcut, and with every shortcut but it,
//! on events whose fields are odd in most rounds.

use super::super::window::hints;
use super::super::{Dutch2012, Dutch2017, Dutch2026};
use crate::generator;
use crate::pairing::{PairingSystem, input_for_round, same_pairing};

/// What the pairing with every shortcut is compared with.
#[derive(Clone, Copy)]
enum Plain {
    /// No shortcut at all: the full solves.
    NoShortcut,
    /// Every shortcut but the bye vertex.
    NoByeVertex,
    /// Every shortcut but step C's "no exchange" one.
    NoNoExchange,
    /// Every shortcut but the 2026 start certificate.
    NoStartCertificate,
    /// Every shortcut, but "no exchange" deliberately broken (it skips its
    /// proof): the comparison must find differences.
    BrokenNoExchange,
    /// Every shortcut but the 2026 window certificate.
    NoWindowCertificate,
    /// Every shortcut, but the window certificate deliberately broken (no
    /// search from its greedy start): the comparison must find differences.
    BrokenWindowCertificate,
    /// Every shortcut, but the next block's duals one below feasible.
    BrokenWindowNextTier,
    /// Every shortcut, but the "no exchange" swaps that bring S1R members
    /// paired outside R' into it skip their weight check.
    BrokenFloaterSwaps,
    /// Every shortcut but the rank rematch of steps B and E.
    NoRankRematch,
    /// Every shortcut, but the rank rematch gives the player the candidate
    /// its proof stumbled on without the cycle that shows an optimum with it.
    BrokenRankRematch,
}

/// Rounds compared, and how many of them had an odd number to pair.
struct Compared {
    rounds: usize,
    odd: usize,
    /// Rounds whose two pairings differ (only the broken kinds allow any).
    differing: usize,
}

/// Pairs every round of a generated event both ways; returns the number of
/// rounds compared.
fn compare(system: &dyn PairingSystem, players: u32, rounds: u32, seed: u64) -> usize {
    compare_with(Plain::NoShortcut, system, players, rounds, seed).rounds
}

fn compare_with(
    plain_kind: Plain,
    system: &dyn PairingSystem,
    players: u32,
    rounds: u32,
    seed: u64,
) -> Compared {
    let t = generator::generate(system, players, rounds, seed)
        .unwrap_or_else(|e| panic!("{} players, seed {seed}: {e}", players));
    let mut compared = Compared { rounds: 0, odd: 0, differing: 0 };
    for round in 1..=t.rounds_paired() {
        let input = input_for_round(&t, round).unwrap_or_else(|e| panic!("round {round}: {e}"));
        let hinted = system.pair(&input);
        let plain = match plain_kind {
            Plain::NoShortcut => hints::without(|| system.pair(&input)),
            Plain::NoByeVertex => hints::without_bye_vertex(|| system.pair(&input)),
            Plain::NoNoExchange => hints::without_no_exchange(|| system.pair(&input)),
            Plain::NoStartCertificate => hints::without_start_certificate(|| system.pair(&input)),
            Plain::BrokenNoExchange => hints::with_broken_no_exchange(|| system.pair(&input)),
            Plain::NoWindowCertificate => hints::without_window_certificate(|| system.pair(&input)),
            Plain::BrokenWindowCertificate => hints::with_broken_window_certificate(|| system.pair(&input)),
            Plain::BrokenFloaterSwaps => hints::with_broken_floater_swaps(|| system.pair(&input)),
            Plain::BrokenWindowNextTier => hints::with_broken_window_next_tier(|| system.pair(&input)),
            Plain::NoRankRematch => hints::without_rank_rematch(|| system.pair(&input)),
            Plain::BrokenRankRematch => hints::with_broken_rank_rematch(|| system.pair(&input)),
        };
        compared.rounds += 1;
        compared.odd += input.players.iter().filter(|p| p.to_pair).count() % 2;
        if let Plain::BrokenNoExchange
        | Plain::BrokenWindowCertificate
        | Plain::BrokenFloaterSwaps
        | Plain::BrokenRankRematch = plain_kind
        {
            let same = match (&hinted, &plain) {
                (Ok(a), Ok(b)) => same_pairing(a, b),
                (Err(a), Err(b)) => a.to_string() == b.to_string(),
                _ => false,
            };
            compared.differing += usize::from(!same);
            continue;
        }
        match (&hinted, &plain) {
            (Ok(a), Ok(b)) => assert!(
                same_pairing(a, b),
                "{} {players} players seed {seed} round {round}: hinted {a:?}\nplain {b:?}",
                system.id()
            ),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            _ => {
                panic!("{} {players} players seed {seed} round {round}: {hinted:?} vs {plain:?}", system.id())
            }
        }
    }
    compared
}

fn compare_many(system: &dyn PairingSystem) {
    let mut rounds = 0;
    // Rematch-heavy: 9–15 players over up to 11 rounds.
    for seed in 0..12 {
        rounds += compare(system, 9 + (seed as u32 % 7), 11, seed);
    }
    // Big score groups.
    for (players, seed) in [(60, 1), (121, 2), (200, 3)] {
        rounds += compare(system, players, 5, seed);
    }
    assert!(rounds > 100, "only {rounds} rounds compared");
}

#[test]
fn hints_never_change_a_2017_pairing() {
    compare_many(&Dutch2017);
}

#[test]
fn hints_never_change_a_2026_pairing() {
    compare_many(&Dutch2026);
}

#[test]
fn hints_never_change_a_2012_pairing() {
    compare_many(&Dutch2012);
}

/// The bye vertex against the same solves without it, on odd fields: small
/// events over many rounds (rematches and colour histories shape every
/// bracket, and the PAB goes down the score groups) and big ones (round 1
/// is one score group of up to 301 players, the case it is there for).
fn compare_bye_vertex(system: &dyn PairingSystem) {
    let mut total = Compared { rounds: 0, odd: 0, differing: 0 };
    let events = (0..10).map(|seed| (9 + 2 * (seed as u32 % 4), 11, seed)).chain([
        (61, 6, 4),
        (121, 4, 5),
        (301, 2, 6),
    ]);
    for (players, rounds, seed) in events {
        let c = compare_with(Plain::NoByeVertex, system, players, rounds, seed);
        total.rounds += c.rounds;
        total.odd += c.odd;
    }
    assert!(total.odd > 60, "only {} of {} rounds had an odd field", total.odd, total.rounds);
}

#[test]
fn the_bye_vertex_never_changes_a_2017_pairing() {
    compare_bye_vertex(&Dutch2017);
}

#[test]
fn the_bye_vertex_never_changes_a_2026_pairing() {
    compare_bye_vertex(&Dutch2026);
}

#[test]
fn the_bye_vertex_never_changes_a_2012_pairing() {
    compare_bye_vertex(&Dutch2012);
}

/// Events for the "no exchange" shortcut: rematch-heavy small events over
/// many rounds (exchanges needed: S1R players who met, colour clashes) and
/// bigger ones over a few rounds (big score groups, where it saves most).
fn no_exchange_events() -> impl Iterator<Item = (u32, u32, u64)> {
    (0..12).map(|seed| (10 + (seed as u32 % 6), 11, seed)).chain([(60, 5, 1), (121, 4, 2), (200, 4, 3)])
}

fn compare_no_exchange(system: &dyn PairingSystem) {
    hints::take_no_exchange_counts();
    let mut rounds = 0;
    for (players, n_rounds, seed) in no_exchange_events() {
        rounds += compare_with(Plain::NoNoExchange, system, players, n_rounds, seed).rounds;
    }
    let [tight, swaps, declined, floater_swaps] = hints::take_no_exchange_counts();
    assert!(rounds > 100, "only {rounds} rounds compared");
    // Each route and the fallback seen (counts cover both pairings of each
    // round's shortcut side only).
    assert!(
        tight > 20 && swaps > 0 && declined > 20 && floater_swaps > 0,
        "tight {tight}, swaps {swaps}, declined {declined}, floater swaps {floater_swaps}"
    );
}

#[test]
fn the_no_exchange_shortcut_never_changes_a_2017_pairing() {
    compare_no_exchange(&Dutch2017);
}

#[test]
fn the_no_exchange_shortcut_never_changes_a_2026_pairing() {
    compare_no_exchange(&Dutch2026);
}

#[test]
fn the_no_exchange_shortcut_never_changes_a_2012_pairing() {
    compare_no_exchange(&Dutch2012);
}

/// The comparison's power: with the shortcut claiming "no exchange"
/// whenever the S1R is paired inside R' (no proof), some round differs.
#[test]
fn a_no_exchange_shortcut_without_its_proof_is_caught() {
    let mut differing = 0;
    for system in [&Dutch2017 as &dyn PairingSystem, &Dutch2026] {
        for (players, n_rounds, seed) in no_exchange_events() {
            differing += compare_with(Plain::BrokenNoExchange, system, players, n_rounds, seed).differing;
        }
    }
    assert!(differing > 0, "the broken shortcut changed no pairing");
}

/// The same for the swaps that bring S1R members paired outside R' into
/// it: with their weight check skipped, some round differs.
#[test]
fn a_floater_swap_without_its_weight_check_is_caught() {
    let mut differing = 0;
    for system in [&Dutch2017 as &dyn PairingSystem, &Dutch2026, &Dutch2012] {
        for (players, n_rounds, seed) in no_exchange_events() {
            differing += compare_with(Plain::BrokenFloaterSwaps, system, players, n_rounds, seed).differing;
        }
    }
    assert!(differing > 0, "the broken floater swaps changed no pairing");
}

/// The 2026 start certificate against the cold start of the round matcher:
/// rematch-heavy small events (incompatible pairs everywhere, so the greedy
/// matching leaves roots, and the [C9] ranks matter in odd rounds with
/// several players on the PAB score) and bigger ones, odd and even fields.
#[test]
fn the_start_certificate_never_changes_a_2026_pairing() {
    hints::take_start_certificate_counts();
    let (mut rounds, mut odd) = (0, 0);
    let events =
        (0..16).map(|seed| (9 + (seed as u32 % 8), 11, seed)).chain([(61, 5, 1), (120, 5, 2), (201, 4, 3)]);
    for (players, n_rounds, seed) in events {
        let c = compare_with(Plain::NoStartCertificate, &Dutch2026, players, n_rounds, seed);
        rounds += c.rounds;
        odd += c.odd;
    }
    let [refused, taken] = hints::take_start_certificate_counts();
    assert!(rounds > 150 && odd > 50, "only {rounds} rounds, {odd} odd");
    // Taken in (nearly) every round paired with it; a refusal would mean
    // the weights are not the vertex terms the certificate assumes.
    assert!(taken >= rounds && refused == 0, "taken {taken}, refused {refused} in {rounds} rounds");
}

/// Events for the 2026 window certificate: rematch-heavy small events over
/// many rounds (incompatible pairs and colour clashes inside every window,
/// so the greedy start leaves roots and the search must run) and bigger
/// ones over a few rounds (big windows with many players outside them, the
/// case it is there for), odd and even fields.
fn window_certificate_events() -> impl Iterator<Item = (u32, u32, u64)> {
    (0..16).map(|seed| (9 + (seed as u32 % 8), 11, seed)).chain([
        (61, 5, 1),
        (120, 5, 2),
        (201, 4, 3),
        (300, 3, 4),
    ])
}

/// The window certificate against the warm repair of every member it
/// replaces.
#[test]
fn the_window_certificate_never_changes_a_2026_pairing() {
    hints::take_window_certificate_counts();
    let (mut rounds, mut odd) = (0, 0);
    for (players, n_rounds, seed) in window_certificate_events() {
        let c = compare_with(Plain::NoWindowCertificate, &Dutch2026, players, n_rounds, seed);
        rounds += c.rounds;
        odd += c.odd;
    }
    let [refused, taken] = hints::take_window_certificate_counts();
    assert!(rounds > 150 && odd > 50, "only {rounds} rounds, {odd} odd");
    // At least one window per round paired with it; a refusal would mean
    // an edge at the outside is not the vertex-term sum it assumes.
    assert!(taken >= rounds && refused == 0, "taken {taken}, refused {refused} in {rounds} rounds");
}

/// The comparison's power: with the window certificate's greedy start
/// taken as the optimum (no search), some round differs.
#[test]
fn a_window_certificate_without_its_search_is_caught() {
    let mut differing = 0;
    for (players, n_rounds, seed) in window_certificate_events() {
        differing +=
            compare_with(Plain::BrokenWindowCertificate, &Dutch2026, players, n_rounds, seed).differing;
    }
    assert!(differing > 0, "the broken certificate changed no pairing");
}

/// The window certificate's next-block duals and lowering pass against
/// the certificate without them: the same pairings, every start taken, and
/// fewer search roots left (3,024 against 4,425 on these events).
#[test]
fn the_window_next_tier_never_changes_a_2026_pairing() {
    let (mut rounds, mut odd) = (0, 0);
    let (mut roots_with, mut roots_without) = (0, 0);
    for (players, n_rounds, seed) in window_certificate_events() {
        hints::take_window_certificate_counts();
        hints::take_window_root_counts();
        let t = generator::generate(&Dutch2026, players, n_rounds, seed)
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        for round in 1..=t.rounds_paired() {
            let input = input_for_round(&t, round).unwrap_or_else(|e| panic!("round {round}: {e}"));
            let with = Dutch2026.pair(&input);
            let [roots, _] = hints::take_window_root_counts();
            roots_with += roots;
            let without = hints::without_window_next_tier(|| Dutch2026.pair(&input));
            let [roots, _] = hints::take_window_root_counts();
            roots_without += roots;
            match (&with, &without) {
                (Ok(a), Ok(b)) => {
                    assert!(same_pairing(a, b), "{players} players seed {seed} round {round}: {a:?}\n{b:?}")
                }
                (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
                _ => panic!("{players} players seed {seed} round {round}: {with:?} vs {without:?}"),
            }
            rounds += 1;
            odd += input.players.iter().filter(|p| p.to_pair).count() % 2;
        }
        let [refused, _] = hints::take_window_certificate_counts();
        assert_eq!(refused, 0, "{players} players seed {seed}: a certificate refused");
    }
    assert!(rounds > 150 && odd > 50, "only {rounds} rounds, {odd} odd");
    assert!(roots_with < roots_without, "roots {roots_with} with the tier, {roots_without} without");
}

/// The matcher checks the certificate: with the next block's duals one
/// below what its edges need, it refuses the start (and the full solve
/// pairs as before), so no pairing changes but the refusals show.
#[test]
fn a_window_next_tier_below_feasible_is_refused() {
    hints::take_window_certificate_counts();
    let mut rounds = 0;
    for (players, n_rounds, seed) in window_certificate_events() {
        rounds += compare_with(Plain::BrokenWindowNextTier, &Dutch2026, players, n_rounds, seed).rounds;
    }
    let [refused, taken] = hints::take_window_certificate_counts();
    assert!(rounds > 150, "only {rounds} rounds");
    assert!(refused > rounds / 2, "refused {refused}, taken {taken} in {rounds} rounds");
}

/// The window certificate's prefilters (the greedy partner decided from
/// the top limbs, edges skipped in the lowering pass) decide as its full
/// arithmetic does: each partner found and each edge skipped is worked out
/// in full as well, on the window certificate's events, and none differs.
#[test]
fn the_window_certificate_prefilters_decide_as_its_arithmetic() {
    hints::take_certificate_prefilter_counts();
    let (mut rounds, mut decisions) = (0, 0);
    for (players, n_rounds, seed) in window_certificate_events() {
        let t = generator::generate(&Dutch2026, players, n_rounds, seed)
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        for round in 1..=t.rounds_paired() {
            let input = input_for_round(&t, round).unwrap_or_else(|e| panic!("round {round}: {e}"));
            let _ = Dutch2026.pair(&input);
            let [differing, same] = hints::take_certificate_prefilter_counts();
            assert_eq!(
                differing, 0,
                "{players} players seed {seed} round {round}: {differing} decisions differ"
            );
            rounds += 1;
            decisions += same;
        }
    }
    assert!(rounds > 150 && decisions > 1000, "only {rounds} rounds, {decisions} decisions");
}

/// Events for the rank rematch: rematch-heavy small events over many
/// rounds (the better-ranked candidate often met x already or clashes in
/// colour, so no tight cycle exists and the solve must decide) and bigger
/// ones over a few rounds (big score groups, where the optimum in hand
/// pairs S1 with S2 out of rank order and the cycle saves the solve).
fn rank_rematch_events() -> impl Iterator<Item = (u32, u32, u64)> {
    (0..12).map(|seed| (10 + (seed as u32 % 6), 11, seed)).chain([(61, 5, 1), (120, 4, 2), (201, 3, 3)])
}

fn compare_rank_rematch(system: &dyn PairingSystem) {
    hints::take_rank_rematch_counts();
    let mut rounds = 0;
    for (players, n_rounds, seed) in rank_rematch_events() {
        rounds += compare_with(Plain::NoRankRematch, system, players, n_rounds, seed).rounds;
    }
    let [no_cycle, taken] = hints::take_rank_rematch_counts();
    assert!(rounds > 100, "only {rounds} rounds compared");
    // Both outcomes seen: a cycle that saved the solve, and none found.
    assert!(taken > 100 && no_cycle > 20, "taken {taken}, no cycle {no_cycle}");
}

#[test]
fn the_rank_rematch_never_changes_a_2017_pairing() {
    compare_rank_rematch(&Dutch2017);
}

#[test]
fn the_rank_rematch_never_changes_a_2026_pairing() {
    compare_rank_rematch(&Dutch2026);
}

#[test]
fn the_rank_rematch_never_changes_a_2012_pairing() {
    compare_rank_rematch(&Dutch2012);
}

/// The comparison's power: with the better-ranked candidate taken without
/// the cycle, some round differs.
#[test]
fn a_rank_rematch_without_its_cycle_is_caught() {
    let mut differing = 0;
    for system in [&Dutch2017 as &dyn PairingSystem, &Dutch2026, &Dutch2012] {
        for (players, n_rounds, seed) in rank_rematch_events() {
            differing += compare_with(Plain::BrokenRankRematch, system, players, n_rounds, seed).differing;
        }
    }
    assert!(differing > 0, "the broken rank rematch changed no pairing");
}

/// Dutch 2017 and 2026 pack each window edge's weight straight into limbs
/// (`Criteria::pack_edge`; 2017 from a per-window constant part and the
/// pair's own changes). Every edge of these events is packed that way and
/// the plain way (every field's value, then `Layout::pack_into`), and the
/// limbs must be the same: rematch-heavy events over many rounds (colour
/// and float histories), big score groups, and a round-1 field of 301
/// (wide weights, fields across limb boundaries). (The settle steps' tie
/// values mostly go through `write_ties`, which rewrites only their bits.)
fn compare_packing(system: &dyn PairingSystem) {
    hints::take_packed_edge_counts();
    let events =
        (0..8).map(|seed| (9 + (seed as u32 % 7), 11, seed)).chain([(60, 6, 1), (121, 4, 2), (301, 1, 6)]);
    for (players, rounds, seed) in events {
        let t = generator::generate(system, players, rounds, seed)
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
        for round in 1..=t.rounds_paired() {
            let input = input_for_round(&t, round).unwrap_or_else(|e| panic!("round {round}: {e}"));
            let _ = system.pair(&input);
            let [differing, same] = hints::take_packed_edge_counts();
            assert_eq!(
                differing, 0,
                "{players} players seed {seed} round {round}: {differing} edges packed differently"
            );
            assert!(same > 0, "{players} players seed {seed} round {round}: no edge packed");
        }
    }
}

#[test]
fn a_2017_edge_is_packed_as_the_plain_path_packs_it() {
    compare_packing(&Dutch2017);
}

#[test]
fn a_2026_edge_is_packed_as_the_plain_path_packs_it() {
    compare_packing(&Dutch2026);
}
