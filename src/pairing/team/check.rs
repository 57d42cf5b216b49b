//! The rules checker for a proposed pairing of a team round (a hand-made
//! one, or one from another program), by C.04.6's own articles: the basic
//! rules' colour limits never apply to teams (the preface), and no colour
//! rule is absolute.
//!
//! Absolute: who is in the pairing (C.04.1, C.04.2), [C1] and the
//! arbiter's forbidden pairs, [C2] for the bye. Quality, each compared
//! with the engine's own pairing of the round: teams meeting an opponent
//! of another score ([C4]) and the score differences ([C5]), upfloaters
//! that floated in the previous round ([C7]), teams refused their colour
//! preference ([C8]) or a strong one ([C9]), and each pair's colours
//! against article 4.

use super::colours::allocate;
use super::round::TeamRound;
use crate::model::{Colour, Points};
use crate::pairing::checker::{Finding, Severity, absolute, participation};
use crate::pairing::error::PairingError;
use crate::pairing::input::PairingInput;
use crate::pairing::output::Pairing;
use crate::pairing::system::PairingSystem;
use crate::pairing::system::Rule;
use crate::tr;
use std::collections::{HashMap, HashSet};

/// What a whole-round pairing costs on the team criteria, lower is better.
#[derive(Default)]
struct Quality {
    /// Teams paired against a different score.
    floaters: Vec<u32>,
    /// Score differences of the pairs, largest first (tenths).
    differences: Vec<i32>,
    /// Teams meeting a higher score that floated in the previous round
    /// (empty in the last two rounds, 2.3.4).
    repeated: Vec<u32>,
    /// Teams whose colour preference the pairing's colours refuse.
    refused: Vec<u32>,
    /// The same for strong preferences (Type B).
    strong_refused: Vec<u32>,
}

fn quality(round: &TeamRound<'_>, index: &HashMap<u32, usize>, pairing: &Pairing) -> Quality {
    let mut q = Quality::default();
    for b in &pairing.boards {
        let (Some(&w), Some(&bl)) = (index.get(&b.white), index.get(&b.black)) else { continue };
        let (tw, tb) = (&round.teams[w], &round.teams[bl]);
        if tw.score != tb.score {
            q.floaters.extend([tw.tpn, tb.tpn]);
            let lower = if tw.score < tb.score { tw } else { tb };
            if round.floats_count && lower.floated {
                q.repeated.push(lower.tpn);
            }
        }
        q.differences.push((tw.score - tb.score).abs());
        for (team, colour) in [(tw, Colour::White), (tb, Colour::Black)] {
            if let Some(p) = team.preference
                && p.colour != colour
            {
                q.refused.push(team.tpn);
                if p.strength == super::facts::Strength::Strong {
                    q.strong_refused.push(team.tpn);
                }
            }
        }
    }
    q.differences.sort_unstable_by(|a, b| b.cmp(a));
    for list in [&mut q.floaters, &mut q.repeated, &mut q.refused, &mut q.strong_refused] {
        list.sort_unstable();
    }
    q
}

fn list(teams: &[u32]) -> String {
    teams.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

/// Checks `proposal` for the team round `input` describes.
pub(crate) fn check(
    system: &dyn PairingSystem,
    input: &PairingInput,
    proposal: &Pairing,
) -> Result<Vec<Finding>, PairingError> {
    let rules = input.team.unwrap_or_default();
    let round = TeamRound::new(input, rules);
    let index: HashMap<u32, usize> = round.teams.iter().enumerate().map(|(i, t)| (t.tpn, i)).collect();
    let cite = |rule: Rule| system.cite(rule).unwrap_or_default();
    let handbook = system.handbook();
    let mut findings = participation(input, proposal);
    let forbidden: HashSet<(u32, u32)> = input.forbidden.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    for b in &proposal.boards {
        let (Some(&w), Some(_)) = (index.get(&b.white), index.get(&b.black)) else { continue };
        if round.teams[w].opponents.contains(&b.black) {
            let message = tr!("checker-rematch", white = b.white, black = b.black);
            findings.push(absolute(&cite(Rule::Rematch), vec![b.white, b.black], message));
        }
        if forbidden.contains(&(b.white.min(b.black), b.white.max(b.black))) {
            let message = tr!("checker-forbidden", white = b.white, black = b.black);
            findings.push(absolute("C.04.1", vec![b.white, b.black], message));
        }
    }
    if let Some(bye) = proposal.bye
        && let Some(&t) = index.get(&bye)
        && !round.teams[t].may_take_bye
    {
        findings.push(absolute(
            &cite(Rule::ByeEligibility),
            vec![bye],
            tr!("checker-bye-ineligible", tpn = bye),
        ));
    }
    let quality_finding = |article: &str, teams: Vec<u32>, message: String| Finding {
        severity: Severity::Quality,
        rule: format!("{handbook} {article}"),
        players: teams,
        message,
    };
    // Article 4: each pair's colours, whatever the pairs.
    for b in &proposal.boards {
        let (Some(&w), Some(&bl)) = (index.get(&b.white), index.get(&b.black)) else { continue };
        let (white, _, step) = allocate(&round, w, bl)?;
        if white != w {
            let message = tr!(
                "checker-team-colour",
                white = b.white,
                black = b.black,
                team = round.teams[white].tpn,
                article = step.article()
            );
            findings.push(quality_finding(step.article(), vec![b.white, b.black], message));
        }
    }
    if let Ok(engine) = system.pair(input) {
        let mine = quality(&round, &index, proposal);
        let best = quality(&round, &index, &engine);
        let count = |v: &[u32]| v.len();
        if count(&mine.floaters) > count(&best.floaters) {
            let message = tr!(
                "checker-team-floaters",
                count = count(&mine.floaters),
                engine = count(&best.floaters),
                teams = list(&mine.floaters)
            );
            findings.push(quality_finding("[C4]", mine.floaters.clone(), message));
        } else if mine.differences > best.differences {
            let show =
                |v: &[i32]| v.iter().filter(|&&d| d > 0).map(|&d| Points(d).to_string()).collect::<Vec<_>>();
            let message = tr!(
                "checker-score-differences",
                mine = show(&mine.differences).join(" "),
                engine = show(&best.differences).join(" ")
            );
            findings.push(quality_finding("[C5]", Vec::new(), message));
        }
        if count(&mine.repeated) > count(&best.repeated) {
            let message = tr!(
                "checker-team-repeated",
                count = count(&mine.repeated),
                engine = count(&best.repeated),
                teams = list(&mine.repeated)
            );
            findings.push(quality_finding("[C7]", mine.repeated.clone(), message));
        }
        if count(&mine.refused) > count(&best.refused) {
            let message = tr!(
                "checker-team-preference",
                count = count(&mine.refused),
                engine = count(&best.refused),
                teams = list(&mine.refused)
            );
            findings.push(quality_finding("[C8]", mine.refused.clone(), message));
        }
        if rules.preferences == super::ColourPreferences::TypeB
            && count(&mine.strong_refused) > count(&best.strong_refused)
        {
            let message = tr!(
                "checker-team-strong",
                count = count(&mine.strong_refused),
                engine = count(&best.strong_refused),
                teams = list(&mine.strong_refused)
            );
            findings.push(quality_finding("[C9]", mine.strong_refused.clone(), message));
        }
    }
    findings.sort_by_key(|f| f.severity);
    Ok(findings)
}
