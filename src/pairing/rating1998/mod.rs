//! The "Swiss system based on rating" (FIDE Handbook C.04.1 as approved in
//! 1992, 1997 and 1998; `--rating1998`), the ancestor of the Dutch system,
//! followed article by article.
//!
//! Unlike the Dutch texts from 2008 on, this one defines the right pairing
//! by its procedure: brackets top-down (C), in each the first transposition
//! of S2 (D.1), then the first exchange (D.2), that the criteria in force
//! accept, relaxing them in the order C.9–C.14 and backtracking to the
//! bracket above only where C.12 / C.13 say so. So this module follows the
//! procedure, not a weighting of criteria:
//!
//! - [`round`]: the brackets top-down, C.1's moving down, C.12 and C.13;
//! - [`procedure`]: one bracket, homogeneous or heterogeneous (A.3, A.6),
//!   through C.2–C.14 — the levels of relaxation in the text's order;
//! - [`search`]: at one level, the first candidate in D.1 / D.2 order,
//!   found without walking the lists (a maximum-weight matching,
//!   [`oracle`], says before each step whether anything below can work);
//! - [`orders`]: the D.1 and D.2 lists and A.8's x, as the text writes them.
//!
//! Colours are E.1–E.5 (the shared [`colours`](crate::pairing::colours)
//! steps, which are the same five), the board order F.1 (the shared
//! [`boards`](crate::pairing::boards) order is the same three keys).

mod oracle;
pub mod orders;
mod procedure;
mod round;
mod search;

#[cfg(test)]
mod tests;

use super::colours::ColourRule;
use super::context::{Context, Topscorers};
use super::error::PairingError;
use super::history::{Float, FloatRules};
use super::input::PairingInput;
use super::system::{PairingSystem, Rule};
use super::trace::Traced;
use crate::model::Colour;
use crate::tr;

/// The Swiss system based on rating, 1992/97/98.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rating1998;

impl PairingSystem for Rating1998 {
    fn id(&self) -> &'static str {
        "rating1998"
    }

    fn name(&self) -> String {
        tr!("system-rating1998")
    }

    fn handbook(&self) -> &'static str {
        "C.04.1 (1998)"
    }

    fn float_rules(&self) -> FloatRules {
        FloatRules::Rating1998
    }

    fn topscorers(&self) -> Topscorers {
        // B (note) and A.7a: B.2, B.5 and B.6 do not apply when pairing
        // players with a score of over 50% in the last round.
        Topscorers::Exempt
    }

    fn article(&self, rule: Rule) -> Option<&'static str> {
        Some(match rule {
            Rule::Rematch => "B.1a",
            Rule::ByeEligibility => "B.1b",
            Rule::AbsoluteColourClash => "B.2",
            Rule::ScoreDifferences => "B.3",
            Rule::MovedDownNotPaired => "A.3",
            Rule::ColourPreference => "B.4",
            Rule::RepeatedDownfloat | Rule::RepeatedUpfloat => "B.5",
            Rule::RepeatedDownfloatTwoRoundsAgo | Rule::RepeatedUpfloatTwoRoundsAgo => "B.6",
            Rule::Colour(ColourRule::BothPreferences) => "E.1",
            Rule::Colour(ColourRule::StrongerPreference) => "E.2",
            Rule::Colour(ColourRule::Alternation) => "E.3",
            Rule::Colour(ColourRule::HigherRanked) => "E.4",
            Rule::Colour(ColourRule::InitialColour) => "E.5",
            Rule::Colour(ColourRule::Team(_)) => return None,
            // The text has no criterion on strong preferences apart from B.4.
            Rule::StrongColourPreference => return None,
        })
    }

    fn pair_traced(&self, input: &PairingInput) -> Result<Traced, PairingError> {
        round::pair_round(input)
    }
}

/// How many of B.6 and B.5 are dropped (C.9 for downfloats, C.10 for
/// upfloats, "in this order"): 0 both hold, 1 B.6 dropped, 2 both dropped.
pub(super) type Drops = u8;

/// What the procedure asks of players, fixed for the round.
pub(super) struct Facts<'a> {
    pub ctx: Context<'a>,
    /// Position in the A.2 order (players to pair only).
    rank: Vec<usize>,
}

impl<'a> Facts<'a> {
    fn new(input: &'a PairingInput) -> Facts<'a> {
        let ctx = Context::new(input, FloatRules::Rating1998, Topscorers::Exempt);
        let mut rank = vec![usize::MAX; input.players.len()];
        for (position, &p) in order_a2(&ctx).iter().enumerate() {
            rank[p] = position;
        }
        Facts { ctx, rank }
    }

    /// A.2 sorts by score, rating, title, name. Titles and names are not in
    /// the engine's input: the pairing numbers stand for them, since A.2's
    /// own order before round 1 gave the numbers (players of equal rating
    /// keep the order of their numbers).
    fn sort(&self, players: &mut [usize]) {
        players.sort_by_key(|&p| self.rank[p]);
    }

    pub fn rank_of(&self, p: usize) -> usize {
        self.rank[p]
    }

    pub fn score(&self, p: usize) -> i32 {
        self.ctx.score[p]
    }

    /// B.1a and B.2 (and the arbiter's forbidden pairs): two players with
    /// the same absolute colour preference (A.7a) cannot meet without one
    /// of them breaking B.2, unless one has over 50% in the last round.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        self.ctx.compatible(a, b)
    }

    /// The pair cannot fulfil both colour preferences (A.8, B.4).
    pub fn clash(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (self.preference(a), self.preference(b));
        pa.is_some() && pa == pb
    }

    pub fn preference(&self, p: usize) -> Option<Colour> {
        self.ctx.history.facts[p].preference.colour
    }

    /// A.8's x for these players.
    pub fn x_of(&self, players: &[usize]) -> usize {
        orders::a8_x(players.iter().map(|&p| self.preference(p).map(|c| c == Colour::White)))
    }

    fn float_repeats(&self, p: usize, float: Float, drops: Drops) -> bool {
        if self.ctx.topscorer[p] {
            return false;
        }
        let facts = &self.ctx.history.facts[p];
        let round = self.ctx.input.round;
        (drops < 2 && facts.float_ago(round, 1) == float) || (drops < 1 && facts.float_ago(round, 2) == float)
    }

    /// Moving `p` down (or giving the bye, A.5) would repeat a downfloat
    /// that B.5 / B.6 forbid while they hold.
    pub fn down_risky(&self, p: usize, drops: Drops) -> bool {
        self.float_repeats(p, Float::Down, drops)
    }

    /// Pairing `p` with a higher player would repeat an upfloat.
    pub fn up_risky(&self, p: usize, drops: Drops) -> bool {
        self.float_repeats(p, Float::Up, drops)
    }

    /// B.1b.
    pub fn bye_ok(&self, p: usize) -> bool {
        self.ctx.eligible[p]
    }
}

/// The players to pair in A.2 order: score, then rating, then pairing
/// number (see [`Facts::sort`]).
fn order_a2(ctx: &Context<'_>) -> Vec<usize> {
    let players = &ctx.input.players;
    let mut order: Vec<usize> = (0..players.len()).filter(|&i| players[i].to_pair).collect();
    order.sort_by_key(|&i| {
        (std::cmp::Reverse(ctx.score[i]), std::cmp::Reverse(players[i].rating), players[i].tpn)
    });
    order
}
