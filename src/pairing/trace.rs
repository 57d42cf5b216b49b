//! What a system records while it pairs, for `explain` ("why am I paired
//! with him?"): per bracket its residents and movers, its pairs and
//! floaters, and the criteria it had to give up; per board the colour rule.
//! Nothing here is specific to one system.

use super::colours::ColourRule;
use super::context::Context;
use super::history::{Float, Strength};
use super::output::Pairing;
use super::rule::Rule;
use crate::model::Colour;
use crate::tr;

/// How a bracket was paired (Dutch A.9 / 1.9 names them; other systems use
/// `Ordinary` and `Last`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BracketKind {
    Ordinary,
    /// The penultimate pairing bracket, re-paired so the round completes.
    Penultimate,
    /// The collapsed last bracket.
    Collapsed,
    /// The last bracket, which also assigns the PAB.
    Last,
}

impl BracketKind {
    /// The kind in words (the Dutch A.9 / 1.9 names): the default of
    /// [`crate::pairing::system::PairingSystem::describe_bracket_kind`].
    pub fn describe(self) -> String {
        match self {
            BracketKind::Ordinary => tr!("explain-kind-ordinary"),
            BracketKind::Penultimate => tr!("explain-kind-ppb"),
            BracketKind::Collapsed => tr!("explain-kind-clb"),
            BracketKind::Last => tr!("explain-kind-last"),
        }
    }
}

/// A criterion a bracket could not fully satisfy, and whom it concerns
/// (input indices). The pairing is optimal, so this was forced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GivenUp {
    pub rule: Rule,
    pub players: Vec<usize>,
}

/// One bracket, in input indices.
#[derive(Clone, Debug)]
pub struct BracketRecord {
    pub kind: BracketKind,
    /// Players who came from the brackets above (Dutch: moved-down players).
    pub movers: Vec<usize>,
    /// Players of the bracket's own score group.
    pub residents: Vec<usize>,
    /// Pairs, either colour first.
    pub pairs: Vec<(usize, usize)>,
    /// Players who leave the bracket unpaired (downfloaters; the PAB
    /// assignee among them in the last bracket).
    pub floaters: Vec<usize>,
    pub given_up: Vec<GivenUp>,
    /// Lines a system adds in its own words (translated), e.g. the values it
    /// ordered the bracket by.
    pub notes: Vec<String>,
}

/// A pairing with its trace.
#[derive(Clone, Debug)]
pub struct Traced {
    pub pairing: Pairing,
    /// Brackets in the order they were paired (empty when not traced).
    pub brackets: Vec<BracketRecord>,
    /// The colour rule of every board, in board order.
    pub colour_rules: Vec<ColourRule>,
}

/// The colour each input index got in `pairing` (`None`: not on a board).
pub fn colours_of(ctx: &Context<'_>, pairing: &Pairing) -> Vec<Option<Colour>> {
    let index = &ctx.history.index_of;
    let mut colour = vec![None; ctx.input.players.len()];
    for b in &pairing.boards {
        if let Some(&w) = index.get(&b.white) {
            colour[w] = Some(Colour::White);
        }
        if let Some(&bl) = index.get(&b.black) {
            colour[bl] = Some(Colour::Black);
        }
    }
    colour
}

/// The criteria every Swiss text shares that `record` gave up, once colours
/// are allocated (`colour` from [`colours_of`]): moved-down players left
/// unpaired, colour preferences and strong preferences not granted, and
/// downfloats and upfloats repeated from one and from two rounds before
/// (A.4 / 1.4: in a pair of different scores the higher one floats down,
/// the lower one up; a floater leaving the bracket floats down).
pub fn criteria_given_up(
    ctx: &Context<'_>,
    record: &BracketRecord,
    colour: &[Option<Colour>],
) -> Vec<GivenUp> {
    let facts = &ctx.history.facts;
    let mut not_granted = Vec::new();
    let mut strong_not_granted = Vec::new();
    let mut floats_down = Vec::new();
    let mut floats_up = Vec::new();
    for &(a, b) in &record.pairs {
        for p in [a, b] {
            let pref = facts[p].preference;
            if let (Some(wanted), Some(got)) = (pref.colour, colour[p])
                && wanted != got
            {
                not_granted.push(p);
                if pref.strength >= Strength::Strong {
                    strong_not_granted.push(p);
                }
            }
        }
        let (hi, lo) = if ctx.score[a] >= ctx.score[b] { (a, b) } else { (b, a) };
        if ctx.score[hi] > ctx.score[lo] {
            floats_down.push(hi);
            floats_up.push(lo);
        }
    }
    floats_down.extend(record.floaters.iter().copied());
    let again = |players: &[usize], float: Float, rounds_ago: u32| -> Vec<usize> {
        players
            .iter()
            .copied()
            .filter(|&p| facts[p].float_ago(ctx.input.round, rounds_ago) == float)
            .collect()
    };
    let limbo: Vec<usize> = record.movers.iter().copied().filter(|p| record.floaters.contains(p)).collect();
    [
        (Rule::MovedDownNotPaired, limbo),
        (Rule::ColourPreference, not_granted),
        (Rule::StrongColourPreference, strong_not_granted),
        (Rule::RepeatedDownfloat, again(&floats_down, Float::Down, 1)),
        (Rule::RepeatedUpfloat, again(&floats_up, Float::Up, 1)),
        (Rule::RepeatedDownfloatTwoRoundsAgo, again(&floats_down, Float::Down, 2)),
        (Rule::RepeatedUpfloatTwoRoundsAgo, again(&floats_up, Float::Up, 2)),
    ]
    .into_iter()
    .filter(|(_, players)| !players.is_empty())
    .map(|(rule, players)| GivenUp { rule, players })
    .collect()
}
