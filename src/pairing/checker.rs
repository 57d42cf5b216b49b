//! Evaluates any proposed pairing of a round (the engine's, a hand-made
//! one, one imported from another program) against the system's criteria,
//! and compares it with the engine's pairing criterion by criterion.
//!
//! Absolute findings are rule violations (C.1–C.3 / [C1]–[C3] and the
//! colour limits of the basic rules); quality findings say where the
//! proposal is worse than the engine's pairing on a quality criterion.

use super::context::Topscorers;
use super::error::PairingError;
use super::history::{Float, History, Strength, is_topscorer};
use super::input::PairingInput;
use super::output::Pairing;
use super::system::{PairingSystem, Rule};
use super::trace::{BracketKind, Traced};
use crate::model::Colour;
use crate::tr;
use std::collections::{HashMap, HashSet};

/// How serious a finding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Breaks an absolute rule: needs the arbiter's explicit confirmation.
    Absolute,
    /// Worse than the engine's pairing on a quality criterion.
    Quality,
}

/// One finding: the rule, the players concerned, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub severity: Severity,
    /// The rule as the text numbers it, e.g. `C.04.3 C.1` or `C.04.3 [C12]`.
    pub rule: String,
    pub players: Vec<u32>,
    pub message: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self.severity {
            Severity::Absolute => tr!("checker-absolute"),
            Severity::Quality => tr!("checker-quality"),
        };
        write!(f, "{kind} {}: {}", self.rule, self.message)
    }
}

/// The quality measures of a whole-round pairing, each "lower is better".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Quality {
    /// Score differences of the pairs, largest first (tenths).
    score_differences: Vec<i32>,
    preference_not_granted: Vec<u32>,
    strong_not_granted: Vec<u32>,
    repeated_down: Vec<u32>,
    repeated_up: Vec<u32>,
    repeated_down_2: Vec<u32>,
    repeated_up_2: Vec<u32>,
}

/// Checks `proposal` for the round described by `input` under `system`.
/// Findings are sorted: absolute ones first. A rule the system's text does
/// not have ([`PairingSystem::article`] gives `None`) is not checked.
pub fn check(
    system: &dyn PairingSystem,
    input: &PairingInput,
    proposal: &Pairing,
) -> Result<Vec<Finding>, PairingError> {
    // A round another system's rules pair (Burstein's seeding rounds,
    // C.04.4.2 1.6.1: the Dutch system) is checked by that system's rules
    // and cited by its articles, as `explain` words it.
    let system = system.seeding_system(input).unwrap_or(system);
    if system.pairs_teams() {
        // The Swiss team system: no colour limits of the basic rules (its
        // preface), its own preferences and criteria.
        return super::team::check::check(system, input, proposal);
    }
    let history = History::new(input, system.float_rules());
    let index: HashMap<u32, usize> = input.players.iter().enumerate().map(|(i, p)| (p.tpn, i)).collect();
    let mut findings = Vec::new();
    findings.extend(participation(input, proposal));

    let forbidden: HashSet<(u32, u32)> = input.forbidden.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    for b in &proposal.boards {
        let (Some(&wi), Some(&bi)) = (index.get(&b.white), index.get(&b.black)) else { continue };
        let (fw, fb) = (&history.facts[wi], &history.facts[bi]);
        // C.1 / [C1]: no rematch of a played game.
        if let Some(rule) = system.cite(Rule::Rematch)
            && fw.played_opponents.contains(&b.black)
        {
            findings.push(absolute(
                &rule,
                vec![b.white, b.black],
                tr!("checker-rematch", white = b.white, black = b.black),
            ));
        }
        if forbidden.contains(&(b.white.min(b.black), b.white.max(b.black))) {
            findings.push(absolute(
                "C.04.1",
                vec![b.white, b.black],
                tr!("checker-forbidden", white = b.white, black = b.black),
            ));
        }
        let exempt = system.topscorers() == Topscorers::Exempt;
        let top_w = exempt && is_topscorer(input, input.players[wi].pairing_score);
        let top_b = exempt && is_topscorer(input, input.players[bi].pairing_score);
        // C.3 / [C3]: non-topscorers with the same absolute preference.
        if let Some(rule) = system.cite(Rule::AbsoluteColourClash)
            && fw.preference.strength == Strength::Absolute
            && fb.preference.strength == Strength::Absolute
            && fw.preference.colour == fb.preference.colour
            && !top_w
            && !top_b
        {
            findings.push(absolute(
                &rule,
                vec![b.white, b.black],
                tr!("checker-colour-clash", white = b.white, black = b.black),
            ));
        }
        // Basic rules: colour difference beyond ±2 and three of a colour in a
        // row, except for topscorers and their opponents in the last round.
        if !top_w && !top_b {
            for (tpn, facts, colour) in [(b.white, fw, Colour::White), (b.black, fb, Colour::Black)] {
                let mut colours = facts.colours.colours.clone();
                colours.push(colour);
                let cd: i32 = colours.iter().map(|c| if *c == Colour::White { 1 } else { -1 }).sum();
                if cd.abs() > 2 {
                    findings.push(absolute(
                        "C.04.1",
                        vec![tpn],
                        tr!("checker-colour-difference", tpn = tpn, difference = cd),
                    ));
                }
                let n = colours.len();
                if n >= 3 && colours[n - 1] == colours[n - 2] && colours[n - 2] == colours[n - 3] {
                    findings.push(absolute("C.04.1", vec![tpn], tr!("checker-three-in-a-row", tpn = tpn)));
                }
            }
        }
    }
    // C.2 / [C2]: the PAB only to an eligible player.
    if let Some(bye) = proposal.bye
        && let Some(&i) = index.get(&bye)
        && !history.facts[i].bye_eligible
        && let Some(rule) = system.cite(Rule::ByeEligibility)
    {
        findings.push(absolute(&rule, vec![bye], tr!("checker-bye-ineligible", tpn = bye)));
    }

    // Quality: compare with the engine's own pairing. A text that judges
    // each bracket's pairing in turn from the top (the Dutch texts) is held
    // to its own order: the highest bracket where the two pairings part
    // decides, criterion after criterion (see `bracket_finding`).
    if let Some(criteria) = system.bracket_criteria(input) {
        if let Ok(engine) = system.pair_traced(input) {
            findings.extend(bracket_finding(system, input, &history, &index, &criteria, proposal, &engine));
        }
    } else if let Ok(engine) = system.pair(input) {
        let mine = quality(input, &history, &index, proposal);
        let best = quality(input, &history, &index, &engine);
        let mut quality_finding = |rule: &str, players: Vec<u32>, message: String| {
            findings.push(Finding { severity: Severity::Quality, rule: rule.to_string(), players, message });
        };
        if let Some(rule) = system.cite(Rule::ScoreDifferences)
            && mine.score_differences > best.score_differences
        {
            let show = |v: &[i32]| {
                v.iter().take(6).map(|d| crate::model::Points(*d).to_string()).collect::<Vec<_>>().join(" ")
            };
            quality_finding(
                &rule,
                Vec::new(),
                tr!(
                    "checker-score-differences",
                    mine = show(&mine.score_differences),
                    engine = show(&best.score_differences)
                ),
            );
        }
        let lists = [
            (Rule::ColourPreference, &mine.preference_not_granted, &best.preference_not_granted),
            (Rule::StrongColourPreference, &mine.strong_not_granted, &best.strong_not_granted),
            (Rule::RepeatedDownfloat, &mine.repeated_down, &best.repeated_down),
            (Rule::RepeatedUpfloat, &mine.repeated_up, &best.repeated_up),
            (Rule::RepeatedDownfloatTwoRoundsAgo, &mine.repeated_down_2, &best.repeated_down_2),
            (Rule::RepeatedUpfloatTwoRoundsAgo, &mine.repeated_up_2, &best.repeated_up_2),
        ];
        for (what, worse, engine_list) in lists {
            if let Some(rule) = system.cite(what)
                && worse.len() > engine_list.len()
            {
                let players = worse.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
                let (count, engine_count) = (worse.len(), engine_list.len());
                let message = match what {
                    Rule::ColourPreference => {
                        tr!("checker-preference", count = count, engine = engine_count, players = players)
                    }
                    Rule::StrongColourPreference => {
                        tr!("checker-strong", count = count, engine = engine_count, players = players)
                    }
                    Rule::RepeatedDownfloat => {
                        tr!("checker-down-1", count = count, engine = engine_count, players = players)
                    }
                    Rule::RepeatedUpfloat => {
                        tr!("checker-up-1", count = count, engine = engine_count, players = players)
                    }
                    Rule::RepeatedDownfloatTwoRoundsAgo => {
                        tr!("checker-down-2", count = count, engine = engine_count, players = players)
                    }
                    _ => tr!("checker-up-2", count = count, engine = engine_count, players = players),
                };
                quality_finding(&rule, worse.clone(), message);
            }
        }
    }
    findings.sort_by_key(|f| f.severity);
    Ok(findings)
}

/// An absolute finding under `rule`.
pub(crate) fn absolute(rule: &str, players: Vec<u32>, message: String) -> Finding {
    Finding { severity: Severity::Absolute, rule: rule.to_string(), players, message }
}

/// Who is in `proposal` at all (C.04.1, C.04.2): nobody unknown, nobody
/// who is not to be paired, nobody twice, nobody missing, no bye in an even
/// round. The same for every system.
pub(crate) fn participation(input: &PairingInput, proposal: &Pairing) -> Vec<Finding> {
    let index: HashMap<u32, usize> = input.players.iter().enumerate().map(|(i, p)| (p.tpn, i)).collect();
    let mut findings = Vec::new();
    // Who is in the pairing at all.
    let mut seen: HashSet<u32> = HashSet::new();
    for tpn in proposal.boards.iter().flat_map(|b| [b.white, b.black]).chain(proposal.bye) {
        match index.get(&tpn) {
            None => findings.push(absolute("C.04.1", vec![tpn], tr!("checker-unknown-player", tpn = tpn))),
            Some(&i) if !input.players[i].to_pair => {
                findings.push(absolute("C.04.2", vec![tpn], tr!("checker-not-to-pair", tpn = tpn)))
            }
            Some(_) => {}
        }
        if !seen.insert(tpn) {
            findings.push(absolute("C.04.1", vec![tpn], tr!("checker-twice", tpn = tpn)));
        }
    }
    let missing: Vec<u32> =
        input.players.iter().filter(|p| p.to_pair && !seen.contains(&p.tpn)).map(|p| p.tpn).collect();
    for tpn in &missing {
        findings.push(absolute("C.04.1", vec![*tpn], tr!("checker-missing", tpn = (*tpn))));
    }
    let to_pair = input.players.iter().filter(|p| p.to_pair).count();
    if proposal.bye.is_some() && to_pair % 2 == 0 {
        findings.push(absolute("C.04.1", proposal.bye.into_iter().collect(), tr!("checker-bye-even")));
    }

    findings
}

/// A.4 / 1.4: in a pair of players of different scores the higher floats
/// down and the lower up; `(down, up)`, or `None` for equal scores.
fn floats_of_pair(w: usize, b: usize, score: impl Fn(usize) -> i32) -> Option<(usize, usize)> {
    match score(w).cmp(&score(b)) {
        std::cmp::Ordering::Greater => Some((w, b)),
        std::cmp::Ordering::Less => Some((b, w)),
        std::cmp::Ordering::Equal => None,
    }
}

/// The strength of the colour preference player `i` does not get when it
/// plays `colour`; `None` when it gets it or has none.
fn preference_not_granted(history: &History, i: usize, colour: Colour) -> Option<Strength> {
    let pref = history.facts[i].preference;
    pref.colour.is_some_and(|c| c != colour).then_some(pref.strength)
}

/// The round-level quality measures of a pairing.
fn quality(input: &PairingInput, history: &History, index: &HashMap<u32, usize>, p: &Pairing) -> Quality {
    let mut q = Quality::default();
    let float_ago = |i: usize, k: u32| history.facts[i].float_ago(input.round, k);
    let score = |i: usize| input.players[i].pairing_score.tenths();
    for b in &p.boards {
        let (Some(&wi), Some(&bi)) = (index.get(&b.white), index.get(&b.black)) else { continue };
        q.score_differences.push((score(wi) - score(bi)).abs());
        for (tpn, i, colour) in [(b.white, wi, Colour::White), (b.black, bi, Colour::Black)] {
            if let Some(strength) = preference_not_granted(history, i, colour) {
                q.preference_not_granted.push(tpn);
                if strength >= Strength::Strong {
                    q.strong_not_granted.push(tpn);
                }
            }
        }
        if let Some((d, u)) = floats_of_pair(wi, bi, score) {
            if float_ago(d, 1) == Float::Down {
                q.repeated_down.push(input.players[d].tpn);
            }
            if float_ago(d, 2) == Float::Down {
                q.repeated_down_2.push(input.players[d].tpn);
            }
            if float_ago(u, 1) == Float::Up {
                q.repeated_up.push(input.players[u].tpn);
            }
            if float_ago(u, 2) == Float::Up {
                q.repeated_up_2.push(input.players[u].tpn);
            }
        }
    }
    if let Some(&i) = p.bye.and_then(|t| index.get(&t)) {
        if float_ago(i, 1) == Float::Down {
            q.repeated_down.push(input.players[i].tpn);
        }
        if float_ago(i, 2) == Float::Down {
            q.repeated_down_2.push(input.players[i].tpn);
        }
    }
    q.score_differences.sort_unstable_by(|a, b| b.cmp(a));
    for list in [
        &mut q.preference_not_granted,
        &mut q.strong_not_granted,
        &mut q.repeated_down,
        &mut q.repeated_up,
        &mut q.repeated_down_2,
        &mut q.repeated_up_2,
    ] {
        list.sort_unstable();
    }
    q
}

/// Whether any finding is absolute.
pub fn has_absolute(findings: &[Finding]) -> bool {
    findings.iter().any(|f| f.severity == Severity::Absolute)
}

/// A criterion the pairing of one score bracket is judged by, for a text
/// that pairs the brackets one after another from the top
/// ([`PairingSystem::bracket_criteria`] lists them in the text's order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BracketCriterion {
    /// As many moved-down players paired as possible in a bracket A.3 does
    /// not treat as homogeneous (2012 A.3: "always paired first whenever
    /// possible", unless "at least half of the players have come from a
    /// higher score bracket"; C.3.a, C.14.b).
    MovedDownPaired,
    /// As many pairs as possible (2012 A.11's first measure; 2017 C.5;
    /// 2026 [C6]).
    Pairs,
    /// The PSD of 2017 A.8: each pair's score difference and each
    /// downfloater's score minus one point less than the bracket's lowest
    /// score, largest first, compared one by one (C.6).
    Psd,
    /// The scores of the downfloaters, highest first (2026 [C7]).
    DownfloaterScores,
    /// Players of the bracket's pairs who do not get their colour
    /// preference.
    Preference,
    /// Players of the bracket's pairs who do not get their strong (or
    /// absolute) colour preference.
    StrongPreference,
    /// Downfloaters of the bracket (the bye's player in the last one; in a
    /// collapsed last bracket also the higher of a pair of its own players
    /// with different scores) who floated down in the previous round, and
    /// two rounds before.
    Down1,
    Down2,
    /// The same, counting only the bracket's residents (2026 [C14], [C16]:
    /// "resident downfloaters").
    ResidentDown1,
    ResidentDown2,
    /// Residents paired with a moved-down player who floated up in the
    /// previous round, and two rounds before.
    Up1,
    Up2,
}

/// One score bracket of a whole-round pairing, as the bracket-by-bracket
/// texts build it: the players of one score and those moved down into it,
/// the pairs made there (the pairs whose lower score is the bracket's) and
/// the players it moves down (the bye's player in the last bracket).
#[derive(Debug, Default)]
struct BracketOfPairing {
    /// The bracket's score (tenths); of a collapsed last bracket, its
    /// highest score.
    score: i32,
    /// The lowest score of its own players (A.8's PSD counts from it).
    lowest: i32,
    /// How many of its players were moved down into it, and how many it has.
    moved_down: usize,
    size: usize,
    /// (white, black), indexes into `input.players`.
    boards: Vec<(usize, usize)>,
    /// Indexes into `input.players`.
    downfloaters: Vec<usize>,
}

/// `p` cut into its score brackets, highest first: a pair belongs to the
/// bracket of its lower score, a player not paired in a bracket moves down
/// to the next one (2012 A.3, 2017 A.9, 2026 1.9). The scores up to
/// `collapsed` are one bracket, the collapsed last one the engine paired
/// (2012 C.13's joined lowest bracket; 2017 A.9's CLB).
fn brackets_of(
    input: &PairingInput,
    index: &HashMap<u32, usize>,
    p: &Pairing,
    collapsed: Option<i32>,
) -> Vec<BracketOfPairing> {
    let own = |i: usize| input.players[i].pairing_score.tenths();
    let score = |i: usize| collapsed.filter(|&c| own(i) <= c).unwrap_or(own(i));
    let boards: Vec<(usize, usize)> =
        p.boards.iter().filter_map(|b| Some((*index.get(&b.white)?, *index.get(&b.black)?))).collect();
    let mut players: Vec<usize> = boards.iter().flat_map(|&(w, b)| [w, b]).collect();
    players.extend(p.bye.and_then(|t| index.get(&t)));
    let mut scores: Vec<i32> = players.iter().map(|&i| score(i)).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    let mut carried: Vec<usize> = Vec::new();
    let mut out = Vec::new();
    for s in scores {
        let here: Vec<(usize, usize)> =
            boards.iter().copied().filter(|&(w, b)| score(w).min(score(b)) == s).collect();
        let paired: HashSet<usize> = here.iter().flat_map(|&(w, b)| [w, b]).collect();
        let mut present = carried.clone();
        present.extend(players.iter().copied().filter(|&i| score(i) == s));
        let (moved_down, size) = (carried.len(), present.len());
        let lowest = present.iter().map(|&i| own(i)).min().unwrap_or(s);
        let mut downfloaters: Vec<usize> = present.into_iter().filter(|i| !paired.contains(i)).collect();
        downfloaters.sort_by_key(|&i| (-own(i), i));
        out.push(BracketOfPairing {
            score: s,
            lowest,
            moved_down,
            size,
            boards: here,
            downfloaters: downfloaters.clone(),
        });
        carried = downfloaters;
    }
    out
}

/// What one criterion measures of one bracket's pairing: a key compared
/// lexicographically (lower is better), and what a finding shows of it.
struct Measured {
    key: Vec<i64>,
    players: Vec<u32>,
    shown: String,
}

fn measure(
    criterion: BracketCriterion,
    input: &PairingInput,
    history: &History,
    bracket: &BracketOfPairing,
) -> Measured {
    use BracketCriterion as C;
    let score = |i: usize| input.players[i].pairing_score.tenths();
    // A resident of a collapsed last bracket may have any score up to its own.
    let resident = |i: usize| score(i) <= bracket.score;
    let tpn = |i: usize| input.players[i].tpn;
    let points = |v: &[i32]| {
        v.iter().take(6).map(|d| crate::model::Points(*d).to_string()).collect::<Vec<_>>().join(" ")
    };
    let desc = |mut v: Vec<i32>| {
        v.sort_unstable_by(|a, b| b.cmp(a));
        v
    };
    let list = |v: Vec<i32>, players: Vec<u32>| Measured {
        key: v.iter().map(|&d| i64::from(d)).collect(),
        shown: points(&v),
        players,
    };
    let counted =
        |players: Vec<u32>| Measured { key: vec![players.len() as i64], shown: String::new(), players };
    let pair_differences =
        || bracket.boards.iter().map(|&(w, b)| (score(w) - score(b)).abs()).collect::<Vec<_>>();
    let floated = |i: usize, k: u32, float: Float| history.facts[i].float_ago(input.round, k) == float;
    // The players the bracket moves down, and in a collapsed last bracket
    // the higher of two of its own players of different scores paired
    // together (A.4: he floats down there; a moved-down player's float was
    // counted where he left his own bracket). Conformance dutch-0002 r13:
    // 16-12 in the CLB floats 16 down again.
    let down = |k: u32, residents_only: bool| {
        let within = bracket
            .boards
            .iter()
            .filter_map(|&(w, b)| floats_of_pair(w, b, score).map(|(higher, _)| higher))
            .filter(|&higher| resident(higher));
        let mut players: Vec<u32> = bracket
            .downfloaters
            .iter()
            .copied()
            .filter(|&i| !residents_only || resident(i))
            .chain(within)
            .filter(|&i| floated(i, k, Float::Down))
            .map(tpn)
            .collect();
        players.sort_unstable();
        counted(players)
    };
    let up = |k: u32| {
        counted(
            bracket
                .boards
                .iter()
                .filter_map(|&(w, b)| floats_of_pair(w, b, score).map(|(_, lower)| lower))
                .filter(|&i| floated(i, k, Float::Up))
                .map(tpn)
                .collect(),
        )
    };
    let not_granted = |strong: bool| {
        let mut players = Vec::new();
        for &(w, b) in &bracket.boards {
            for (i, colour) in [(w, Colour::White), (b, Colour::Black)] {
                if preference_not_granted(history, i, colour)
                    .is_some_and(|s| !strong || s >= Strength::Strong)
                {
                    players.push(tpn(i));
                }
            }
        }
        players.sort_unstable();
        counted(players)
    };
    match criterion {
        C::MovedDownPaired => {
            // The moved-down players moved on again, unless A.3 treats the
            // bracket as homogeneous. Which of them are paired is B.3's
            // (the PSD counts the ones moved on by their scores).
            let left: Vec<u32> = if 2 * bracket.moved_down >= bracket.size {
                Vec::new()
            } else {
                bracket.downfloaters.iter().copied().filter(|&i| !resident(i)).map(tpn).collect()
            };
            counted(left)
        }
        C::Pairs => Measured {
            key: vec![-(bracket.boards.len() as i64)],
            players: Vec::new(),
            shown: bracket.boards.len().to_string(),
        },
        C::Psd => {
            // A.8: one point below the bracket's lowest score.
            let base = bracket.lowest - 10;
            let mut v = pair_differences();
            v.extend(bracket.downfloaters.iter().map(|&i| score(i) - base));
            list(desc(v), Vec::new())
        }
        C::DownfloaterScores => list(
            desc(bracket.downfloaters.iter().map(|&i| score(i)).collect()),
            bracket.downfloaters.iter().map(|&i| tpn(i)).collect(),
        ),
        C::Preference => not_granted(false),
        C::StrongPreference => not_granted(true),
        C::Down1 => down(1, false),
        C::Down2 => down(2, false),
        C::ResidentDown1 => down(1, true),
        C::ResidentDown2 => down(2, true),
        C::Up1 => up(1),
        C::Up2 => up(2),
    }
}

/// The quality finding of a bracket-by-bracket text: the brackets of the
/// proposal and of the engine's pairing are compared from the top; the
/// first bracket where they part is judged by `criteria` in order, and the
/// first criterion that tells them apart decides. Only a proposal worse
/// there gets a finding: what lower brackets gain cannot make up for it,
/// because each bracket is paired as well as its own criteria allow before
/// the next is paired (2012 C "starting with the highest score bracket",
/// A.11; 2017 A.9 "bracket by bracket", C.5-C.19 "the best possible pairing
/// for a bracket"; 2026 1.9, 2.4). Counting over the whole round instead let
/// JaVaFo 1.4's pairing of s960178 r11 (run96) pass as good as the engine's:
/// it gives up 5's colour preference in the 6.0 bracket (B.4, X) and wins
/// a preference back three brackets below.
fn bracket_finding(
    system: &dyn PairingSystem,
    input: &PairingInput,
    history: &History,
    index: &HashMap<u32, usize>,
    criteria: &[(BracketCriterion, &'static str)],
    proposal: &Pairing,
    engine: &Traced,
) -> Option<Finding> {
    use BracketCriterion as C;
    // Where the engine collapsed the last brackets into one, both pairings
    // are judged with that bracket, whoever the proposal moved down into it:
    // conformance dutch-0002 r11 pairs 21-27 22-25 in its CLB, and cutting
    // the CLB by score made 25-27 22-21 look better in a score of its own.
    let collapsed = engine
        .brackets
        .iter()
        .filter(|b| b.kind == BracketKind::Collapsed)
        .flat_map(|b| &b.residents)
        .map(|&i| input.players[i].pairing_score.tenths())
        .max();
    let mine = brackets_of(input, index, proposal, collapsed);
    let best = brackets_of(input, index, &engine.pairing, collapsed);
    let empty = BracketOfPairing::default();
    let mut scores: Vec<i32> = mine.iter().chain(&best).map(|b| b.score).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    for s in scores {
        let m = mine.iter().find(|b| b.score == s).unwrap_or(&empty);
        let b = best.iter().find(|b| b.score == s).unwrap_or(&empty);
        let sorted = |v: &[(usize, usize)]| {
            let mut v = v.to_vec();
            v.sort_unstable();
            v
        };
        if sorted(&m.boards) == sorted(&b.boards) && m.downfloaters == b.downfloaters {
            continue;
        }
        for &(criterion, article) in criteria {
            let (mm, bm) = (measure(criterion, input, history, m), measure(criterion, input, history, b));
            match mm.key.cmp(&bm.key) {
                std::cmp::Ordering::Equal => continue,
                std::cmp::Ordering::Less => return None,
                std::cmp::Ordering::Greater => {}
            }
            let (count, engine_count) = (mm.players.len(), bm.players.len());
            let players = mm.players.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
            let message = match criterion {
                C::MovedDownPaired => {
                    tr!("checker-moved-down", count = count, engine = engine_count, players = players)
                }
                C::Pairs => tr!("checker-pairs", count = mm.shown.as_str(), engine = bm.shown.as_str()),
                C::Psd => tr!("checker-psd", mine = mm.shown.as_str(), engine = bm.shown.as_str()),
                C::DownfloaterScores => tr!(
                    "checker-downfloater-scores",
                    mine = mm.shown.as_str(),
                    engine = bm.shown.as_str(),
                    players = players
                ),
                C::Preference => {
                    tr!("checker-preference", count = count, engine = engine_count, players = players)
                }
                C::StrongPreference => {
                    tr!("checker-strong", count = count, engine = engine_count, players = players)
                }
                C::Down1 | C::ResidentDown1 => {
                    tr!("checker-down-1", count = count, engine = engine_count, players = players)
                }
                C::Down2 | C::ResidentDown2 => {
                    tr!("checker-down-2", count = count, engine = engine_count, players = players)
                }
                C::Up1 => tr!("checker-up-1", count = count, engine = engine_count, players = players),
                C::Up2 => tr!("checker-up-2", count = count, engine = engine_count, players = players),
            };
            let score = crate::model::Points(s).to_string();
            return Some(Finding {
                severity: Severity::Quality,
                rule: format!("{} {article}", system.handbook()),
                players: mm.players,
                message: tr!("checker-bracket", score = score.as_str(), message = message.as_str()),
            });
        }
    }
    None
}
