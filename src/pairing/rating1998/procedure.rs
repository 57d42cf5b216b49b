//! One bracket through C.1–C.14: the levels of relaxation in the text's
//! order, each searched by [`search`](super::search).
//!
//! The text is a flow chart ("restart at C4"). *Choices it leaves open*,
//! taken here:
//! - What a restart keeps: nothing says a dropped criterion comes back or
//!   a raised x goes down, so they stay as they are for the rest of the
//!   bracket (x is recomputed only where the text says "C2", and C.14
//!   lowers it as it says). The relaxations are therefore one walk: B.6,
//!   then B.5 for downfloats (C.9), [B.6, B.5 for upfloats (C.10)], x up
//!   to p (C.11), then p down (C.14).
//! - C.9 inside a heterogeneous bracket drops the downfloat criteria of its
//!   remainder while the movers keep their first pairing; C.10 then walks
//!   on through the movers' transpositions ("restarting at C7") with them
//!   dropped, as the flow chart goes.
//! - x of a heterogeneous bracket (C.2 on the whole bracket, A.8) limits
//!   the movers' pairs; its remainder gets A.8's x of the remainder ("start
//!   at C2 with the homogeneous remainder group"); C.11's increases count
//!   for both. C.11 goes on while either x can still bind.
//! - C.14 in a heterogeneous bracket first lowers the number of remainder
//!   pairs, then the movers' p (A.3: moved-down players are paired first
//!   whenever possible); a mover left out of S1 joins S2.
//! - C.1 in the lowest bracket: nobody can be moved down from it, and its
//!   failure is C.13's case anyway, so C.1 is not applied there; an isolated
//!   player shows up as the bracket failing, which leads to C.13.

use super::search::{self, Candidate, Level, Remainder, Shape, Tail};
use super::{Drops, Facts};

/// One step of the procedure, for `explain`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// C.3–C.5 for a homogeneous bracket (A.3: also one with at least half
    /// of its players from above): p and x.
    Homogeneous { p: usize, x: usize },
    /// The same for a heterogeneous bracket: p movers, x.
    Heterogeneous { p: usize, x: usize },
    /// C.1: players with no opponent here, moved down.
    NoOpponent(Vec<usize>),
    /// C.9 dropped B.6 (1) or B.5 (2) for downfloats.
    DownfloatsDropped(Drops),
    /// C.10 dropped B.6 (1) or B.5 (2) for upfloats.
    UpfloatsDropped(Drops),
    /// C.11 raised x (the movers' x in a heterogeneous bracket).
    XRaised(usize),
    /// C.14 lowered p (heterogeneous: movers' p, remainder pairs).
    PLowered { p: usize, remainder: usize },
    /// C.14: p reached zero, the whole bracket moves down.
    AllMovedDown,
    /// The pairing found: the exchange made (bracket numbers), if any.
    Found { exchange: Option<(Vec<usize>, Vec<usize>)>, remainder_exchange: Option<(Vec<usize>, Vec<usize>)> },
    /// C.12: the bracket above was re-paired so that this one can pair its movers.
    RepairedForNext,
    /// C.12 found no such pairing above.
    RepairForNextFailed,
    /// C.13: the penultimate bracket was re-paired so the lowest can be paired.
    RepairedForLowest,
    /// C.13: the two lowest brackets were joined.
    Joined,
}

/// A paired bracket: pairs (S1 player first) and the players moved down.
#[derive(Clone, Debug, Default)]
pub(super) struct Paired {
    pub pairs: Vec<(usize, usize)>,
    pub leftovers: Vec<usize>,
    pub steps: Vec<Step>,
}

/// Why a bracket could not be paired here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Refusal {
    /// C.1 / C.12: a mover has no opponent, or the movers cannot all be
    /// paired: re-pair the bracket above.
    ReworkAbove,
    /// C.13: the lowest bracket cannot be paired.
    ReworkPenultimate,
    /// A bracket re-paired for C.12 / C.13 found no pairing its guard accepts.
    Exhausted,
}

/// Pairs one bracket: `movers` (from the brackets above) and `residents`,
/// each in A.2 order. `tail` says where leftovers go ([`Tail::Bye`]: this
/// is the lowest bracket); `rework_above`: C.12 may still be asked for.
pub(super) fn pair_bracket(
    f: &Facts<'_>,
    movers: &[usize],
    residents: &[usize],
    tail: &Tail,
    rework_above: bool,
) -> Result<Paired, Refusal> {
    let lowest = matches!(tail, Tail::Bye);
    let mut movers = movers.to_vec();
    let mut residents = residents.to_vec();
    let mut forced: Vec<usize> = Vec::new();
    let mut steps = Vec::new();
    // C.1 (one pass is enough: a player with no opponent here was nobody's
    // opponent either).
    let all: Vec<usize> = movers.iter().chain(&residents).copied().collect();
    let alone: Vec<usize> =
        all.iter().copied().filter(|&a| !all.iter().any(|&b| b != a && f.compatible(a, b))).collect();
    if !lowest && !alone.is_empty() {
        if rework_above && alone.iter().any(|p| movers.contains(p)) {
            return Err(Refusal::ReworkAbove);
        }
        movers.retain(|p| !alone.contains(p));
        residents.retain(|p| !alone.contains(p));
        steps.push(Step::NoOpponent(alone.clone()));
        forced.extend(alone);
    }
    let mut all: Vec<usize> = movers.iter().chain(&residents).copied().collect();
    f.sort(&mut all);
    let walk = Walk { f, tail, forced: &forced, lowest, guarded: is_guard(tail) };
    let mut paired = if movers.is_empty() || 2 * movers.len() >= all.len() {
        walk.homogeneous(&all, &mut steps)?
    } else {
        walk.heterogeneous(&movers, &all, rework_above, &mut steps)?
    };
    paired.leftovers.extend(forced);
    f.sort(&mut paired.leftovers);
    paired.steps = steps;
    Ok(paired)
}

fn is_guard(tail: &Tail) -> bool {
    matches!(tail, Tail::Completes { .. } | Tail::FeedsMovers { .. })
}

struct Walk<'w, 'a> {
    f: &'w Facts<'a>,
    tail: &'w Tail,
    forced: &'w [usize],
    lowest: bool,
    guarded: bool,
}

fn numbers(e: &search::Candidate) -> Option<(Vec<usize>, Vec<usize>)> {
    e.exchange.as_ref().map(|x| (x.from_s1.clone(), x.from_s2.clone()))
}

fn found(c: &Candidate) -> Step {
    Step::Found { exchange: numbers(c), remainder_exchange: c.remainder.as_deref().and_then(numbers) }
}

impl Walk<'_, '_> {
    /// The whole bracket moves down (C.14 with p = 0), unless it is being
    /// re-paired for a guard: then C.12 / C.13 take it from there.
    fn all_down(&self, players: &[usize], steps: &mut Vec<Step>) -> Result<Paired, Refusal> {
        if self.guarded {
            return Err(Refusal::Exhausted);
        }
        steps.push(Step::AllMovedDown);
        Ok(Paired { pairs: Vec::new(), leftovers: players.to_vec(), steps: Vec::new() })
    }

    /// C.2–C.14 for a homogeneous bracket or one treated as such (A.3).
    fn homogeneous(&self, players: &[usize], steps: &mut Vec<Step>) -> Result<Paired, Refusal> {
        let f = self.f;
        // C.3 / A.6: S1 is the higher half, rounding down.
        let mut p = players.len() / 2;
        // C.2 / A.8.
        let x0 = f.x_of(players);
        let mut level = Level { x: x0, down: 0, up: 0 };
        steps.push(Step::Homogeneous { p, x: x0 });
        loop {
            // C.4–C.8.
            if let Some(c) = search::homogeneous(f, players, p, level, self.tail, self.forced) {
                steps.push(found(&c));
                return Ok(Paired { pairs: c.all_pairs(), leftovers: c.all_leftovers(), steps: Vec::new() });
            }
            // C.9: B.6, then B.5, for downfloats.
            if level.down < 2 {
                level.down += 1;
                steps.push(Step::DownfloatsDropped(level.down));
                continue;
            }
            // C.11.
            if level.x < p {
                level.x += 1;
                steps.push(Step::XRaised(level.x));
                continue;
            }
            // C.13 before C.14: the lowest bracket cannot move anyone down.
            if self.lowest {
                return Err(Refusal::ReworkPenultimate);
            }
            // C.14.
            if p <= 1 {
                return self.all_down(players, steps);
            }
            p -= 1;
            if x0 > 0 {
                level.x = level.x.saturating_sub(1);
            }
            steps.push(Step::PLowered { p, remainder: 0 });
        }
    }

    /// C.2–C.14 for a heterogeneous bracket: S1 the movers, S2 everyone
    /// else (A.6); then the homogeneous remainder (A.3, C.6).
    fn heterogeneous(
        &self,
        movers: &[usize],
        all: &[usize],
        rework_above: bool,
        steps: &mut Vec<Step>,
    ) -> Result<Paired, Refusal> {
        let f = self.f;
        let x0 = f.x_of(all);
        let mut x = x0;
        let mut extra_x = 0;
        let mut p = movers.len();
        let remainder_pairs = |p: usize| (all.len() - 2 * p) / 2;
        let mut q = remainder_pairs(p);
        let (mut down, mut up): (Drops, Drops) = (0, 0);
        steps.push(Step::Heterogeneous { p, x: x0 });
        loop {
            let s1: Vec<usize> = movers[..p].to_vec();
            let s2: Vec<usize> = all.iter().copied().filter(|a| !s1.contains(a)).collect();
            // C.6 with the movers' first transposition; C.9 for its remainder.
            let first = Shape { s1: &s1, s2: &s2, upfloats: true, remainder: None };
            if let Some(a1) = search::search(f, &first, Level { x, down, up }, &Tail::Free, &[]) {
                let rest: Vec<usize> =
                    s2.iter().copied().filter(|b| !a1.pairs.iter().any(|(_, c)| c == b)).collect();
                for d in down..=2 {
                    if d > down {
                        steps.push(Step::DownfloatsDropped(d));
                    }
                    let level = Level { x: f.x_of(&rest) + extra_x, down: d, up };
                    if let Some(r) = search::homogeneous(f, &rest, q, level, self.tail, self.forced) {
                        let c = Candidate { remainder: Some(Box::new(r)), ..a1 };
                        steps.push(found(&c));
                        return Ok(Paired {
                            pairs: c.all_pairs(),
                            leftovers: c.all_leftovers(),
                            steps: Vec::new(),
                        });
                    }
                }
            } else {
                for d in down + 1..=2 {
                    steps.push(Step::DownfloatsDropped(d));
                }
            }
            down = 2;
            // C.10: the movers' further transpositions, the remainder with
            // downfloat criteria dropped.
            let shape = Shape {
                s1: &s1,
                s2: &s2,
                upfloats: true,
                remainder: Some(Remainder { pairs: q, down, extra_x }),
            };
            if let Some(c) = search::search(f, &shape, Level { x, down, up }, self.tail, self.forced) {
                steps.push(found(&c));
                return Ok(Paired { pairs: c.all_pairs(), leftovers: c.all_leftovers(), steps: Vec::new() });
            }
            // C.10: then B.6 and B.5 for upfloats, restart at C2.
            if up < 2 {
                up += 1;
                steps.push(Step::UpfloatsDropped(up));
                continue;
            }
            // C.11, while either x can still bind.
            if x < p || extra_x < q {
                x += 1;
                extra_x += 1;
                steps.push(Step::XRaised(x));
                continue;
            }
            // C.12: re-pair the bracket above, once.
            if rework_above && p == movers.len() {
                return Err(Refusal::ReworkAbove);
            }
            // C.13.
            if self.lowest {
                return Err(Refusal::ReworkPenultimate);
            }
            // C.14: remainder pairs first, then the movers' p.
            if q > 0 {
                q -= 1;
            } else if p <= 1 {
                return self.all_down(all, steps);
            } else {
                p -= 1;
                q = remainder_pairs(p);
            }
            if x0 > 0 {
                x = x.saturating_sub(1);
            }
            steps.push(Step::PLowered { p, remainder: q });
        }
    }
}
