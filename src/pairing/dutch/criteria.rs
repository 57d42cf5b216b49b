//! Per-pair facts both editions weigh the same way: the colour criteria
//! (2017 C.8–C.11 = 2026 [C10]–[C13]) and the float repetitions behind
//! C.12–C.19 / [C14]–[C21].

use super::window::Members;
use crate::pairing::context::Context;
use crate::pairing::history::{Float, Strength};

/// Whether a pair inside the bracket keeps each colour criterion ("good"),
/// in the order C.8, C.9, C.10, C.11 (2017) = [C10], [C11], [C12], [C13]
/// (2026). A pair can fail each for at most one player, so counting good
/// pairs counts the players the criterion spares.
pub(super) fn colour_goods(ctx: &Context<'_>, ph: usize, pl: usize) -> [bool; 4] {
    let fh = &ctx.history.facts[ph];
    let fl = &ctx.history.facts[pl];
    let (ph_pref, pl_pref) = (fh.preference, fl.preference);
    let same_colour = ph_pref.colour.is_some() && ph_pref.colour == pl_pref.colour;
    let cd_h = fh.colours.difference().abs();
    let cd_l = fl.colours.difference().abs();
    // C.8 / [C10]: both beyond ±1 and wanting the same colour: one goes past
    // ±2. Only a topscorer pair can meet so (C.3 / [C3]), so topscorer
    // status need not be checked.
    let c8_bad = same_colour && cd_h >= 2 && cd_l >= 2;
    // C.9 / [C11]: both absolute for the same colour and the loser (E.2 /
    // 5.2.2: the smaller colour difference) gets the other colour a third
    // time in a row.
    let c9_bad =
        same_colour && ph_pref.strength == Strength::Absolute && pl_pref.strength == Strength::Absolute && {
            let other = ph_pref.colour.map(|c| c.opposite());
            let h_run = fh.colours.last_two_same() == other;
            let l_run = fl.colours.last_two_same() == other;
            if cd_h == cd_l {
                h_run && l_run
            } else if cd_h < cd_l {
                h_run
            } else {
                l_run
            }
        };
    // C.10 / [C12]: a preference not granted (no preference never fails, A.6.d / 1.7.4).
    let c10_bad = same_colour;
    // C.11 / [C13]: a strong preference not granted (an absolute clash is
    // a C.9 / [C11] or C.3 / [C3] matter and not counted here).
    let c11_bad = same_colour
        && ph_pref.strength >= Strength::Strong
        && pl_pref.strength >= Strength::Strong
        && !(ph_pref.strength == Strength::Absolute && pl_pref.strength == Strength::Absolute);
    [!c8_bad, !c9_bad, !c10_bad, !c11_bad]
}

/// The floats `rounds_ago` rounds back (A.4 / 1.4) of the two members of a
/// pair inside the bracket, h ranked above l.
#[derive(Clone, Copy, Debug)]
pub(super) struct FloatsBefore {
    /// h had a downfloat.
    pub down_h: bool,
    /// l had a downfloat.
    pub down_l: bool,
    /// l had an upfloat.
    pub up_l: bool,
    /// h scores more than l: h floats down and l up in this pair.
    pub unequal: bool,
    /// h and l have the same score.
    pub equal: bool,
}

impl FloatsBefore {
    pub fn of(ctx: &Context<'_>, ph: usize, pl: usize, rounds_ago: u32) -> FloatsBefore {
        let float = |p: usize| ctx.history.facts[p].float_ago(ctx.input.round, rounds_ago);
        let (sh, sl) = (ctx.score[ph], ctx.score[pl]);
        FloatsBefore {
            down_h: float(ph) == Float::Down,
            down_l: float(pl) == Float::Down,
            up_l: float(pl) == Float::Up,
            unequal: sh > sl,
            equal: sh == sl,
        }
    }

    /// C.12 / C.14, [C14] / [C16]: players with that downfloat who do not
    /// float down again here (maximised). l never floats down in the pair;
    /// h does unless the two have the same score. An MDP who floats on
    /// never counts, so its term is the same in every candidate.
    pub fn downfloaters_spared(self) -> i64 {
        i64::from(self.down_l) + i64::from(self.equal && self.down_h)
    }

    /// Whether l, with that upfloat, floats up again (C.13 / C.15,
    /// [C15] / [C17]: the pairs where it does not are counted).
    pub fn repeated_upfloat(self) -> bool {
        self.unequal && self.up_l
    }
}

/// The score differences a bracket's pairs and downfloaters can have (2017
/// A.8 PSD; 2012 B.3), one digit each, the largest first.
pub(super) struct ScoreDifferences {
    /// Digit per value in tenths, from `lowest` up.
    digit_of_value: Vec<usize>,
    lowest: i32,
    /// A downfloater's baseline (A.8): one point below the lowest score.
    /// The reference engines take the lowest score of the whole window.
    pub float_base: i32,
    /// How many distinct values.
    pub count: usize,
}

impl ScoreDifferences {
    pub fn new(ctx: &Context<'_>, members: &Members) -> ScoreDifferences {
        let list = &members.list;
        let bracket = &list[..members.bracket_len];
        let float_base = list.iter().map(|&p| ctx.score[p]).min().unwrap_or(0) - 10;
        let mut values: Vec<i32> = Vec::new();
        for (i, &p) in bracket.iter().enumerate() {
            values.push(ctx.score[p] - float_base);
            for &q in &bracket[i + 1..] {
                values.push(ctx.score[p] - ctx.score[q]);
            }
        }
        values.sort_unstable_by(|a, b| b.cmp(a));
        values.dedup();
        let lowest = values.last().copied().unwrap_or(0);
        let highest = values.first().copied().unwrap_or(0);
        let mut digit_of_value = vec![0; (highest - lowest) as usize + 1];
        for (d, &v) in values.iter().enumerate() {
            digit_of_value[(v - lowest) as usize] = d;
        }
        ScoreDifferences { digit_of_value, lowest, float_base, count: values.len() }
    }

    /// The digit of a difference (every difference of the bracket has one).
    pub fn digit(&self, value: i32) -> usize {
        usize::try_from(value - self.lowest)
            .ok()
            .and_then(|i| self.digit_of_value.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The digit of a downfloater of score `score`.
    pub fn float_digit(&self, score: i32) -> usize {
        self.digit(score - self.float_base)
    }
}

/// 2012 A.3: a bracket with moved-down players who are at least half of it
/// is treated as homogeneous (the 2012 edition's windows and the C.12
/// look-aheads into the next bracket in `edition2017.rs`).
pub(super) fn treated_as_homogeneous(moved_down: usize, residents: usize) -> bool {
    moved_down > 0 && 2 * moved_down >= moved_down + residents
}
