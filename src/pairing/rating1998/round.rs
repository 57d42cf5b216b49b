//! The round: score brackets top-down (C, "starting with the highest score
//! bracket"), C.12 and C.13 between brackets, the bye (A.5), colours (E)
//! and the board order (F.1).

use super::procedure::{Paired, Refusal, Step, pair_bracket};
use super::search::Tail;
use super::{Facts, order_a2};
use crate::pairing::boards::pairing_in_board_order;
use crate::pairing::colours::{self, ColourRule};
use crate::pairing::error::PairingError;
use crate::pairing::input::PairingInput;
use crate::pairing::trace::{self, BracketKind, BracketRecord, Traced};
use crate::tr;

/// A bracket paired, as the round keeps it for C.12 / C.13.
struct Done {
    /// The movers this bracket was paired with (C.13's joined players too).
    movers: Vec<usize>,
    /// Those of them that came from the bracket above.
    incoming: Vec<usize>,
    residents: Vec<usize>,
    paired: Paired,
}

pub(super) fn pair_round(input: &PairingInput) -> Result<Traced, PairingError> {
    let f = Facts::new(input);
    let order = order_a2(&f.ctx);
    if order.is_empty() {
        return Err(PairingError::NobodyToPair { round: input.round });
    }
    let initial = colours::initial_colour(input).ok_or(PairingError::NoInitialColour)?;
    let impossible = || PairingError::NoValidPairing { round: input.round };

    // A.3: players with equal scores, highest score first.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &p in &order {
        match groups.last_mut() {
            Some(g) if f.score(g[0]) == f.score(p) => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    // Players joined into a bracket by C.13 from the one above it: they
    // count as moved down (A.3) whatever later happens above.
    let mut joined: Vec<Vec<usize>> = vec![Vec::new(); groups.len()];
    let mut done: Vec<Done> = Vec::new();
    let mut movers: Vec<usize> = Vec::new();
    let mut i = 0;
    let mut rework_above = true;
    let mut pending: Vec<Step> = Vec::new();
    while i < groups.len() {
        let lowest = i + 1 == groups.len();
        let tail = if lowest { Tail::Bye } else { Tail::Down };
        let mut passed: Vec<usize> = movers.iter().chain(&joined[i]).copied().collect();
        f.sort(&mut passed);
        match pair_bracket(&f, &passed, &groups[i], &tail, rework_above && !done.is_empty()) {
            Ok(mut paired) => {
                paired.steps.splice(0..0, pending.drain(..));
                let incoming = std::mem::replace(&mut movers, paired.leftovers.clone());
                done.push(Done { movers: passed, incoming, residents: groups[i].clone(), paired });
                i += 1;
                rework_above = true;
            }
            Err(Refusal::ReworkAbove) => {
                // C.12: the bracket above, re-paired so that another player
                // comes down and all movers here can be paired.
                let above = done.pop().ok_or_else(impossible)?;
                let guard = Tail::FeedsMovers { movers: joined[i].clone(), residents: groups[i].clone() };
                match pair_bracket(&f, &above.movers, &above.residents, &guard, false) {
                    Ok(mut again) => {
                        // What was done first, then the step that re-paired it.
                        let first = above.paired.steps.iter().cloned().chain([Step::RepairedForNext]);
                        again.steps.splice(0..0, first);
                        movers = again.leftovers.clone();
                        done.push(Done { paired: again, ..above });
                    }
                    Err(_) => {
                        pending.push(Step::RepairForNextFailed);
                        done.push(above);
                    }
                }
                rework_above = false;
            }
            Err(Refusal::ReworkPenultimate) => {
                // C.13: the penultimate bracket, re-paired so the lowest can
                // be; failing that, the two lowest brackets are joined.
                let Some(above) = done.pop() else { return Err(impossible()) };
                let guard = Tail::Completes { lower: groups[i].clone(), joined: joined[i].clone() };
                match pair_bracket(&f, &above.movers, &above.residents, &guard, false) {
                    Ok(mut again) => {
                        // What was done first, then the step that re-paired it.
                        let first = above.paired.steps.iter().cloned().chain([Step::RepairedForLowest]);
                        again.steps.splice(0..0, first);
                        movers = again.leftovers.clone();
                        done.push(Done { paired: again, ..above });
                    }
                    Err(_) => {
                        // *Choice the text leaves open*: in the joined bracket
                        // the players of the penultimate one (its movers and
                        // residents) count as moved down (A.3), the lowest
                        // bracket's players as its residents.
                        let mut from_above: Vec<usize> = above.residents.clone();
                        from_above.extend(above.movers.iter().filter(|p| !above.incoming.contains(p)));
                        movers = above.incoming;
                        groups.remove(i - 1);
                        joined.remove(i - 1);
                        i -= 1;
                        joined[i].extend(from_above);
                        f.sort(&mut joined[i]);
                        pending.push(Step::Joined);
                    }
                }
                rework_above = false;
            }
            Err(Refusal::Exhausted) => return Err(impossible()),
        }
    }
    // A.5: the one player left in the lowest bracket gets the bye.
    let bye = movers.first().copied();
    if movers.len() > 1 || bye.is_some_and(|p| !f.bye_ok(p)) {
        return Err(impossible());
    }

    let pairs: Vec<(usize, usize)> = done.iter().flat_map(|d| d.paired.pairs.iter().copied()).collect();
    let boards: Vec<(usize, usize, ColourRule)> = pairs
        .iter()
        .map(|&(a, b)| {
            // E.4: "higher ranked" is A.2's rank.
            let (hi, lo) = if f.rank_of(a) < f.rank_of(b) { (a, b) } else { (b, a) };
            colours::allocate_ranked(&f.ctx, hi, lo, initial)
        })
        .collect();
    // F.1: score of the higher player, sum of scores, rank of the higher.
    let (pairing, colour_rules) = pairing_in_board_order(&f.ctx, &order, boards, bye);
    let last = done.len().saturating_sub(1);
    let mut records: Vec<BracketRecord> = done
        .iter()
        .enumerate()
        .map(|(k, d)| BracketRecord {
            kind: if k == last { BracketKind::Last } else { BracketKind::Ordinary },
            movers: d.movers.clone(),
            residents: d.residents.clone(),
            pairs: d.paired.pairs.clone(),
            floaters: d.paired.leftovers.clone(),
            given_up: Vec::new(),
            notes: d.paired.steps.iter().map(|s| describe(input, s)).collect(),
        })
        .collect();
    let colour = trace::colours_of(&f.ctx, &pairing);
    for record in &mut records {
        record.given_up = trace::criteria_given_up(&f.ctx, record, &colour);
    }
    Ok(Traced { pairing, brackets: records, colour_rules })
}

/// A step in the arbiter's language.
fn describe(input: &PairingInput, step: &Step) -> String {
    let list = |players: &[usize]| {
        players.iter().map(|&p| input.players[p].tpn.to_string()).collect::<Vec<_>>().join(", ")
    };
    let numbers = |n: &[usize]| n.iter().map(usize::to_string).collect::<Vec<_>>().join("+");
    let dropped = |d: u8| if d == 1 { "B.6" } else { "B.5" };
    match step {
        Step::Homogeneous { p, x } => tr!("rating1998-homogeneous", p = (*p), x = (*x)),
        Step::Heterogeneous { p, x } => tr!("rating1998-heterogeneous", p = (*p), x = (*x)),
        Step::NoOpponent(players) => tr!("rating1998-no-opponent", players = list(players)),
        Step::DownfloatsDropped(d) => tr!("rating1998-down-dropped", criterion = dropped(*d)),
        Step::UpfloatsDropped(d) => tr!("rating1998-up-dropped", criterion = dropped(*d)),
        Step::XRaised(x) => tr!("rating1998-x-raised", x = (*x)),
        Step::PLowered { p, remainder } => tr!("rating1998-p-lowered", p = (*p), remainder = (*remainder)),
        Step::AllMovedDown => tr!("rating1998-all-down"),
        Step::Found { exchange, remainder_exchange } => {
            let mut text = tr!("rating1998-found");
            for (s1, s2) in exchange.iter().chain(remainder_exchange) {
                text.push_str("; ");
                text.push_str(&tr!("rating1998-exchange", s1 = numbers(s1), s2 = numbers(s2)));
            }
            text
        }
        Step::RepairedForNext => tr!("rating1998-repaired-next"),
        Step::RepairForNextFailed => tr!("rating1998-repair-failed"),
        Step::RepairedForLowest => tr!("rating1998-repaired-lowest"),
        Step::Joined => tr!("rating1998-joined"),
    }
}
