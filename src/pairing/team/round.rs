//! One round of C.04.6, in the order of 3.3.2: the bye (3.4), then bracket
//! after bracket from the top-scoregroup down (3.5, 3.6), then the colours
//! (article 4) and the board order.

use super::TeamRules;
use super::bracket::pair_bracket;
use super::colours::allocate;
use super::facts::{TeamFacts, teams_to_pair};
use super::upfloaters::select_upfloaters;
use crate::pairing::colours::ColourRule;
use crate::pairing::error::PairingError;
use crate::pairing::input::PairingInput;
use crate::pairing::matching::Matcher;
use crate::pairing::output::{Board, Pairing};
use crate::pairing::trace::{BracketKind, BracketRecord, Traced};
use crate::tr;
use std::cmp::Reverse;
use std::collections::HashSet;

/// Everything fixed for the round: the teams to pair (in TPN order; a
/// *team index* is a position in `teams`), who may meet, and the scores.
pub(super) struct TeamRound<'a> {
    pub input: &'a PairingInput,
    pub rules: TeamRules,
    pub teams: Vec<TeamFacts>,
    /// Distinct pairing scores of the teams to pair, highest first, the
    /// bye's team included: the scoregroups of the round, and what [C6]'s
    /// "following scoregroup" steps through.
    pub levels: Vec<i32>,
    /// [C7] and [C10] apply: not one of the last two rounds.
    pub floats_count: bool,
    forbidden: HashSet<(u32, u32)>,
}

impl<'a> TeamRound<'a> {
    pub fn new(input: &'a PairingInput, rules: TeamRules) -> TeamRound<'a> {
        let teams = teams_to_pair(input, rules.preferences);
        let mut levels: Vec<i32> = teams.iter().map(|t| t.score).collect();
        levels.sort_unstable_by(|a, b| b.cmp(a));
        levels.dedup();
        let forbidden = input.forbidden.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        TeamRound {
            input,
            rules,
            teams,
            levels,
            // 2.3.4, 2.3.7: "With the exception of the last two rounds".
            floats_count: input.round + 2 <= input.total_rounds,
            forbidden,
        }
    }

    /// [C1] (and the arbiter's forbidden pairs): two teams that played a
    /// match do not meet again. No colour ever keeps two teams apart (the
    /// preface: there are no absolute colour preferences).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (ta, tb) = (&self.teams[a], &self.teams[b]);
        a != b
            && !ta.opponents.contains(&tb.tpn)
            && !self.forbidden.contains(&(ta.tpn.min(tb.tpn), ta.tpn.max(tb.tpn)))
    }

    /// Whether `members` (team indices) can all be paired with each other
    /// under [C1]: the completion criterion [C3] asks it of the teams not
    /// yet paired.
    pub fn can_all_be_paired(&self, members: &[usize]) -> bool {
        if members.len() % 2 == 1 {
            return false;
        }
        let n = members.len();
        let mut matcher: Matcher<i64> = Matcher::new(n);
        for u in 0..n {
            for v in u + 1..n {
                if self.compatible(members[u], members[v]) {
                    matcher.set_weight(u, v, 1);
                }
            }
        }
        matcher.solve();
        (0..n).all(|v| matcher.mate(v).is_some())
    }

    /// 3.4: the team that gets the pairing-allocated bye, among the
    /// `teams` (indices) to pair when their number is odd. Candidates are
    /// the teams [C2] allows, taken by lowest score (3.4.2), most matches
    /// played (3.4.3), largest TPN (3.4.4); the first whose absence leaves
    /// the others a legal pairing (3.4.1) gets it. The score is the pairing
    /// score, and "matches played" counts played matches only (R8, R14).
    fn bye(&self, teams: &[usize]) -> Result<usize, PairingError> {
        let mut candidates: Vec<usize> =
            teams.iter().copied().filter(|&t| self.teams[t].may_take_bye).collect();
        candidates.sort_by_key(|&t| {
            let team = &self.teams[t];
            (team.score, Reverse(team.played), Reverse(team.tpn))
        });
        candidates
            .into_iter()
            .find(|&candidate| {
                let rest: Vec<usize> = teams.iter().copied().filter(|&t| t != candidate).collect();
                self.can_all_be_paired(&rest)
            })
            .ok_or(PairingError::NoValidPairing { round: self.input.round })
    }
}

/// Pairs the round of `input` by C.04.6 under `rules`.
pub(super) fn pair(input: &PairingInput, rules: TeamRules) -> Result<Traced, PairingError> {
    let round = TeamRound::new(input, rules);
    if round.teams.is_empty() {
        return Err(PairingError::NobodyToPair { round: input.round });
    }
    let everyone: Vec<usize> = (0..round.teams.len()).collect();
    let mut brackets = Vec::new();
    // 3.3.2, step 1: the bye before any bracket.
    let bye = if everyone.len() % 2 == 1 { Some(round.bye(&everyone)?) } else { None };
    if let Some(t) = bye {
        let team = &round.teams[t];
        brackets.push(BracketRecord {
            kind: BracketKind::Last,
            movers: Vec::new(),
            residents: vec![team.input],
            pairs: Vec::new(),
            floaters: vec![team.input],
            given_up: Vec::new(),
            notes: vec![tr!("explain-team-bye", team = team.tpn)],
        });
    }
    let mut left: Vec<usize> = everyone.iter().copied().filter(|&t| Some(t) != bye).collect();
    if !round.can_all_be_paired(&left) {
        // 3.3.3: no round-pairing complies with [C1]; the arbiter decides.
        return Err(PairingError::NoValidPairing { round: input.round });
    }
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    // 3.3.2, steps 2 and 3: the top-scoregroup of the teams left, with its
    // upfloaters, until every team is paired.
    for level in 0..round.levels.len() {
        let score = round.levels[level];
        let residents: Vec<usize> = left.iter().copied().filter(|&t| round.teams[t].score == score).collect();
        if residents.is_empty() {
            // Every team of this score went up as an upfloater (or took the bye).
            continue;
        }
        let selection = select_upfloaters(&round, level, &residents, &left)?;
        let mut members: Vec<usize> = residents.iter().chain(&selection.upfloaters).copied().collect();
        members.sort_unstable();
        let bracket_pairs = pair_bracket(&round, score, &members)?;
        left.retain(|t| !members.contains(t));
        let index = |t: usize| round.teams[t].input;
        // C.04.6 has no moved-down teams; the upfloaters are named in the
        // notes.
        brackets.push(BracketRecord {
            kind: BracketKind::Ordinary,
            movers: Vec::new(),
            residents: residents.iter().map(|&t| index(t)).collect(),
            pairs: bracket_pairs.iter().map(|&(a, b)| (index(a), index(b))).collect(),
            floaters: Vec::new(),
            given_up: Vec::new(),
            notes: selection.notes(&round),
        });
        pairs.extend(bracket_pairs);
    }
    if !left.is_empty() {
        return Err(PairingError::NoValidPairing { round: input.round });
    }
    // 3.3.2, step 4: colours for the whole round.
    let mut boards: Vec<(Board, ColourRule)> = Vec::with_capacity(pairs.len());
    for &(a, b) in &pairs {
        let (white, black, step) = allocate(&round, a, b)?;
        boards.push((Board { white: round.teams[white].tpn, black: round.teams[black].tpn }, step.into()));
    }
    sort_boards(&round, &mut boards);
    let (boards, colour_rules) = boards.into_iter().unzip();
    Ok(Traced { pairing: Pairing { boards, bye: bye.map(|t| round.teams[t].tpn) }, brackets, colour_rules })
}

/// Board order (C.04.6 is silent; the General Handling Rules 3.6 as the
/// reference reads them, R19): the higher pairing score of the pair first,
/// then the higher sum of the two, then the smaller TPN. The bye comes
/// after every board (it is not one).
fn sort_boards(round: &TeamRound<'_>, boards: &mut [(Board, ColourRule)]) {
    let score = |tpn: u32| round.teams.iter().find(|t| t.tpn == tpn).map_or(0, |t| t.score);
    boards.sort_by_key(|(b, _)| {
        let (w, bl) = (score(b.white), score(b.black));
        (Reverse(w.max(bl)), Reverse(w + bl), b.white.min(b.black))
    });
}
