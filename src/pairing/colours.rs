//! Colour allocation by the Dutch rules, C.04.3 E.1–E.5 (2017) and 5.2.1–5.2.5
//! (2026), which are the same five steps; the initial colour (E.5 / 5.1).
//! Other systems that allocate colours the same way use this too.

use super::context::Context;
use super::history::{FloatRules, Strength};
use super::input::{PairingInput, PastRound};
use crate::model::Colour;
use crate::tr;

/// Which step of the colour allocation decided a board. Each system names
/// the article ([`super::PairingSystem::article`] with
/// [`super::Rule::Colour`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColourRule {
    /// E.1 / 5.2.1: both preferences granted (or the only one there was).
    BothPreferences,
    /// E.2 / 5.2.2: the stronger preference (or the wider colour difference).
    StrongerPreference,
    /// E.3 / 5.2.3: alternation to the last round the two had different colours.
    Alternation,
    /// E.4 / 5.2.4: the higher-ranked player's preference.
    HigherRanked,
    /// E.5 / 5.2.5: the initial colour by the higher-ranked player's pairing number.
    InitialColour,
    /// The Swiss team system's own nine steps (C.04.6 4.3.1–4.3.9).
    Team(super::team::ColourStep),
}

impl From<super::team::ColourStep> for ColourRule {
    fn from(step: super::team::ColourStep) -> ColourRule {
        ColourRule::Team(step)
    }
}

impl ColourRule {
    /// What the step did, in the words of the Dutch texts (E.1–E.5 /
    /// 5.2.1–5.2.5): the default of
    /// [`crate::pairing::system::PairingSystem::describe_colour`] (the
    /// article comes from the system).
    pub fn describe(self) -> String {
        match self {
            ColourRule::BothPreferences => tr!("explain-colour-e1"),
            ColourRule::StrongerPreference => tr!("explain-colour-e2"),
            ColourRule::Alternation => tr!("explain-colour-e3"),
            ColourRule::HigherRanked => tr!("explain-colour-e4"),
            ColourRule::InitialColour => tr!("explain-colour-e5"),
            ColourRule::Team(step) => super::team::describe_colour_step(step),
        }
    }
}

/// The initial colour (E.5 / 5.1): as drawn, or, when the file does not
/// say, inferred from round 1 (the top-ranked player of a round-1 game with
/// an odd pairing number had it).
pub fn initial_colour(input: &PairingInput) -> Option<Colour> {
    if let Some(c) = input.initial_colour {
        return Some(c);
    }
    let mut best: Option<(u32, Colour)> = None;
    for p in &input.players {
        if let Some(PastRound::Played { opponent, colour } | PastRound::Forfeit { opponent, colour, .. }) =
            p.history.first()
            && p.tpn < *opponent
            && best.is_none_or(|(tpn, _)| p.tpn < tpn)
        {
            best = Some((p.tpn, *colour));
        }
    }
    best.map(|(tpn, colour)| if tpn % 2 == 1 { colour } else { colour.opposite() })
}

/// Returns (white, black) for the pair of input indices `a`, `b`, and the
/// colour rule that decided; "higher ranked" as A.2 / 1.2 rank (pairing
/// score, then pairing number; Dubov 2026 5.2.1 ranks the same way).
pub fn allocate(ctx: &Context<'_>, a: usize, b: usize, initial: Colour) -> (usize, usize, ColourRule) {
    let (hi, lo) = if ctx.ranks_above(a, b) { (a, b) } else { (b, a) };
    allocate_ranked(ctx, hi, lo, initial)
}

/// [`allocate`] for a system that ranks the two players its own way
/// (Burstein 1.8: by its opposition index): `hi` is the higher ranked.
pub fn allocate_ranked(
    ctx: &Context<'_>,
    hi: usize,
    lo: usize,
    initial: Colour,
) -> (usize, usize, ColourRule) {
    let (colour_of_hi, rule) = colour_for_higher(ctx, hi, lo, initial);
    match colour_of_hi {
        Colour::White => (hi, lo, rule),
        Colour::Black => (lo, hi, rule),
    }
}

fn colour_for_higher(ctx: &Context<'_>, hi: usize, lo: usize, initial: Colour) -> (Colour, ColourRule) {
    let fh = &ctx.history.facts[hi];
    let fl = &ctx.history.facts[lo];
    let (ph, pl) = (fh.preference, fl.preference);
    match (ph.colour, pl.colour) {
        // E.1 / 5.2.1: grant both, or the only one.
        (Some(h), Some(l)) if h != l => return (h, ColourRule::BothPreferences),
        (Some(h), None) => return (h, ColourRule::BothPreferences),
        (None, Some(l)) => return (l.opposite(), ColourRule::BothPreferences),
        // E.5 / 5.2.5 (nobody has a preference, e.g. round 1).
        (None, None) => return (initial_colour_by_number(ctx, hi, initial), ColourRule::InitialColour),
        _ => {}
    }
    let wanted = ph.colour.unwrap_or(Colour::White);
    // E.2 / 5.2.2: the stronger preference; between two absolutes the wider
    // colour difference (2017 5.2.2 and later; the 2012 E.2 says only "the
    // stronger colour preference", and two absolute preferences are equally
    // strong (A.7.a), so E.3 decides: JaVaFo 1.4 agrees, six rounds of 500
    // generated 2012 events).
    if ph.strength != pl.strength {
        let colour = if ph.strength > pl.strength { wanted } else { wanted.opposite() };
        return (colour, ColourRule::StrongerPreference);
    }
    if ph.strength == Strength::Absolute && ctx.history.rules != FloatRules::Rules2012 {
        let (cd_h, cd_l) = (fh.colours.difference().abs(), fl.colours.difference().abs());
        if cd_h != cd_l {
            return (if cd_h > cd_l { wanted } else { wanted.opposite() }, ColourRule::StrongerPreference);
        }
    }
    // E.3 / 5.2.3: alternate to the most recent time one had white and the
    // other black, reading each player's own played games backwards
    // (C.04.2 D.5 / handling rules 3.4: unplayed rounds are skipped).
    for (ch, cl) in fh.colours.colours.iter().rev().zip(fl.colours.colours.iter().rev()) {
        if ch != cl {
            return (ch.opposite(), ColourRule::Alternation);
        }
    }
    // E.4 / 5.2.4: the higher-ranked player's preference.
    (wanted, ColourRule::HigherRanked)
}

/// E.5 / 5.2.5: the higher-ranked player gets the initial colour with an
/// odd pairing number, the other colour with an even one. The number counts
/// only players who take part: one absent now and never paired before is
/// skipped, as the reference engines do.
fn initial_colour_by_number(ctx: &Context<'_>, hi: usize, initial: Colour) -> Colour {
    let players = &ctx.input.players;
    let tpn = players[hi].tpn;
    let effective = players
        .iter()
        .filter(|q| q.tpn <= tpn)
        .filter(|q| {
            q.to_pair || q.history.iter().any(|r| !matches!(r, PastRound::Absent | PastRound::Bye(_)))
        })
        .count();
    if effective % 2 == 1 { initial } else { initial.opposite() }
}
