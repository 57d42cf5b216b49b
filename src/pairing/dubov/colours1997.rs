//! The 1997 text's colours: the due colour (1), the limitations 2.3 and 2.4
//! on the colour a player is given, and the colour allocation (3).

use super::facts::DubovFacts;
use crate::model::Colour;
use crate::pairing::colours::ColourRule;
use crate::pairing::context::Context;
use crate::pairing::history::{ColourHistory, Strength};

/// 1: White when more games were played with Black than with White, or as
/// many and the previous game with Black; Black the other way round.
/// `None` before the first played game: the text defines no due colour
/// then (the previous game is "the previous played game": unplayed rounds
/// carry no colour).
pub fn due_colour(history: &ColourHistory) -> Option<Colour> {
    match history.difference() {
        d if d < 0 => Some(Colour::White),
        d if d > 0 => Some(Colour::Black),
        _ => history.last().map(Colour::opposite),
    }
}

/// 2.3 and 2.4: the colour a player must be given, if any: the other
/// colour would make the colour difference ±3 or the same colour three
/// times in a row. This is the shared absolute preference (a difference
/// beyond ±1, or the last two played games alike), so two players who
/// must have the same colour are never paired ([`Context::compatible`]).
pub fn must_have(ctx: &Context<'_>, p: usize) -> Option<Colour> {
    let preference = ctx.history.facts[p].preference;
    (preference.strength == Strength::Absolute).then_some(preference.colour).flatten()
}

/// 3, for two players of a round after the first: returns (white, black)
/// and the step that decided, as the shared [`ColourRule`] whose place it
/// takes (each system names its own articles): `BothPreferences` the due
/// colours, `StrongerPreference` the equalised colour counts or a
/// limitation 2.3/2.4 that overrode the steps, `Alternation`,
/// `HigherRanked` White to the higher ARO, `InitialColour` White to the
/// lower R.
pub fn allocate(ctx: &Context<'_>, facts: &DubovFacts, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let (white, black, rule) = by_the_steps(ctx, facts, a, b);
    // 2.3 / 2.4 are limitations: they bind the allocation too. The pair is
    // legal, so at most one of the two is denied a colour it must have.
    if must_have(ctx, white) == Some(Colour::Black) || must_have(ctx, black) == Some(Colour::White) {
        return (black, white, ColourRule::StrongerPreference);
    }
    (white, black, rule)
}

fn by_the_steps(ctx: &Context<'_>, facts: &DubovFacts, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let history = |p: usize| &ctx.history.facts[p].colours;
    let give = |p: usize, colour: Colour, rule| {
        let other = if p == a { b } else { a };
        match colour {
            Colour::White => (p, other, rule),
            Colour::Black => (other, p, rule),
        }
    };
    // First: both their due colours. With one player without a due colour
    // (no game yet) the other gets his: the step asks for nothing else.
    match (due_colour(history(a)), due_colour(history(b))) {
        (Some(ca), Some(cb)) if ca != cb => return give(a, ca, ColourRule::BothPreferences),
        (Some(ca), None) => return give(a, ca, ColourRule::BothPreferences),
        (None, Some(cb)) => return give(b, cb, ColourRule::BothPreferences),
        _ => {}
    }
    // Second: equalise the numbers of White and Black games: read as
    // "bring the player further from equal numbers closer to them" (both
    // cannot be equalised when both are due the same colour).
    let (da, db) = (history(a).difference(), history(b).difference());
    if da.abs() != db.abs() {
        let (p, d) = if da.abs() > db.abs() { (a, da) } else { (b, db) };
        let colour = if d > 0 { Colour::Black } else { Colour::White };
        return give(p, colour, ColourRule::StrongerPreference);
    }
    // Third: the first round, going back from the previous one, in which
    // the two had different colours; each now gets the other colour. Read
    // round by round as the text says; a round one of them did not play
    // shows no difference.
    let rounds = |p: usize| &ctx.input.players[p].history;
    for (ra, rb) in rounds(a).iter().zip(rounds(b)).rev() {
        if let (Some(ca), Some(cb)) = (ra.played_colour(), rb.played_colour())
            && ca != cb
        {
            return give(a, ca.opposite(), ColourRule::Alternation);
        }
    }
    // Fourth: White to the higher ARO.
    let (aro_a, aro_b) = (facts.exact_aro[a], facts.exact_aro[b]);
    if aro_a != aro_b {
        let higher = if aro_a > aro_b { a } else { b };
        return give(higher, Colour::White, ColourRule::HigherRanked);
    }
    // Fifth: White to the lower R. Equal ratings too (the text stops
    // here): White to the player after the other in the initial order
    // (the larger pairing number), the same direction as the fifth step.
    let players = &ctx.input.players;
    let lower = if (players[a].rating, std::cmp::Reverse(players[a].tpn))
        < (players[b].rating, std::cmp::Reverse(players[b].tpn))
    {
        a
    } else {
        b
    };
    give(lower, Colour::White, ColourRule::InitialColour)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn due(colours: &[Colour]) -> Option<Colour> {
        due_colour(&ColourHistory { colours: colours.to_vec() })
    }

    #[test]
    fn the_due_colour_follows_article_1() {
        // More Black than White games: White; more White: Black.
        assert_eq!(due(&[B, B, W]), Some(W));
        assert_eq!(due(&[W, W, B]), Some(B));
        // Equal numbers: the other colour than the previous game.
        assert_eq!(due(&[W, B]), Some(W));
        assert_eq!(due(&[B, W]), Some(B));
        // The counts decide before the previous game.
        assert_eq!(due(&[W, W, W, B, B]), Some(B));
        // No game yet: the text defines none.
        assert_eq!(due(&[]), None);
    }
}
