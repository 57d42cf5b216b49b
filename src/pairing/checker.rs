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

    // Quality: compare with the engine's own pairing, criterion by criterion.
    if let Ok(engine) = system.pair(input) {
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

/// The round-level quality measures of a pairing.
fn quality(input: &PairingInput, history: &History, index: &HashMap<u32, usize>, p: &Pairing) -> Quality {
    let mut q = Quality::default();
    let float_ago = |i: usize, k: u32| history.facts[i].float_ago(input.round, k);
    for b in &p.boards {
        let (Some(&wi), Some(&bi)) = (index.get(&b.white), index.get(&b.black)) else { continue };
        let (sw, sb) = (input.players[wi].pairing_score.tenths(), input.players[bi].pairing_score.tenths());
        q.score_differences.push((sw - sb).abs());
        for (tpn, i, colour) in [(b.white, wi, Colour::White), (b.black, bi, Colour::Black)] {
            let pref = history.facts[i].preference;
            if pref.colour.is_some_and(|c| c != colour) {
                q.preference_not_granted.push(tpn);
                if pref.strength >= Strength::Strong {
                    q.strong_not_granted.push(tpn);
                }
            }
        }
        // The higher score floats down, the lower up (A.4 / 1.4).
        let (down, up) = if sw > sb {
            (Some(wi), Some(bi))
        } else if sb > sw {
            (Some(bi), Some(wi))
        } else {
            (None, None)
        };
        if let Some(d) = down {
            if float_ago(d, 1) == Float::Down {
                q.repeated_down.push(input.players[d].tpn);
            }
            if float_ago(d, 2) == Float::Down {
                q.repeated_down_2.push(input.players[d].tpn);
            }
        }
        if let Some(u) = up {
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
