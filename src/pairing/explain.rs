//! "Why am I paired with him?": a per-bracket trace of an engine-made
//! pairing. For each bracket: its residents and moved-down players, the
//! pairs, the downfloaters and why they float, which criteria the bracket
//! could not fully satisfy (the engine's answer is optimal, so these were
//! forced), and for each board the colour rule (E.1–E.5 / 5.2.x) that
//! decided its colours.

use super::colours::ColourRule;
use super::error::PairingError;
use super::input::PairingInput;
use super::output::{Board, Pairing};
use super::system::{PairingSystem, Rule};
use super::trace::{BracketKind, BracketRecord, GivenUp};
use crate::model::{Points, SystemId};
use crate::tr;

/// A downfloater and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Downfloater {
    pub tpn: u32,
    pub reason: String,
}

/// A criterion a bracket could not fully satisfy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deviation {
    pub rule: String,
    pub players: Vec<u32>,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BracketTrace {
    pub kind: BracketKind,
    /// The kind in the system's own words.
    pub kind_name: String,
    /// Score of the residents.
    pub score: Points,
    pub mdps: Vec<u32>,
    pub residents: Vec<u32>,
    /// Pairs as (white, black).
    pub pairs: Vec<(u32, u32)>,
    pub downfloaters: Vec<Downfloater>,
    pub deviations: Vec<Deviation>,
    /// The system's own lines about the bracket.
    pub notes: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardTrace {
    pub board: usize,
    pub white: u32,
    pub black: u32,
    pub rule: ColourRule,
    /// The rule as the system's text numbers it (`C.04.3 E.1`).
    pub article: String,
    /// What the rule did, in the system's own words.
    pub description: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub system: SystemId,
    /// The system's name, translated, for the title.
    pub system_name: String,
    pub round: u32,
    /// Lines about the whole round, under the title (a Burstein seeding
    /// round says which system paired it).
    pub notes: Vec<String>,
    pub brackets: Vec<BracketTrace>,
    pub boards: Vec<BoardTrace>,
    pub bye: Option<u32>,
}

impl Explanation {
    /// The pairing the trace explains.
    pub fn pairing(&self) -> Pairing {
        Pairing {
            boards: self.boards.iter().map(|b| Board { white: b.white, black: b.black }).collect(),
            bye: self.bye,
        }
    }
}

/// Pairs the round and explains how. A round another system's rules pair
/// (Burstein's seeding rounds) is explained with that system's articles,
/// and a note under the title says so.
pub fn explain(system: &dyn PairingSystem, input: &PairingInput) -> Result<Explanation, PairingError> {
    let traced = system.pair_traced(input)?;
    let pairing = &traced.pairing;
    let seeding = system.seeding_system(input);
    let notes = seeding
        .map(|rules| {
            tr!("explain-seeding-round", article = format!("{} 1.6", system.handbook()), rules = rules.name())
        })
        .into_iter()
        .collect();
    let system_name = system.name();
    let system_id = system.system_id();
    let system = seeding.unwrap_or(system);
    let brackets = traced.brackets.iter().map(|r| trace_bracket(system, input, pairing, r)).collect();
    let boards = pairing
        .boards
        .iter()
        .zip(traced.colour_rules)
        .enumerate()
        .map(|(i, (b, rule))| BoardTrace {
            board: i + 1,
            white: b.white,
            black: b.black,
            rule,
            article: system.cite(Rule::Colour(rule)).unwrap_or_default(),
            description: system.describe_colour(rule),
        })
        .collect();
    Ok(Explanation {
        system: system_id,
        system_name,
        round: input.round,
        notes,
        brackets,
        boards,
        bye: pairing.bye,
    })
}

fn trace_bracket(
    system: &dyn PairingSystem,
    input: &PairingInput,
    pairing: &Pairing,
    record: &BracketRecord,
) -> BracketTrace {
    let players = &input.players;
    let tpn = |p: usize| players[p].tpn;
    let white_first = |a: u32, b: u32| {
        if pairing.boards.iter().any(|board| board.black == a && board.white == b) { (b, a) } else { (a, b) }
    };
    let pairs = record.pairs.iter().map(|&(a, b)| white_first(tpn(a), tpn(b))).collect();
    let bracket_size = record.movers.len() + record.residents.len();
    let downfloaters = record
        .floaters
        .iter()
        .map(|&p| {
            let reason = if pairing.bye == Some(tpn(p)) {
                tr!("explain-float-bye")
            } else if record.movers.contains(&p) {
                tr!("explain-float-limbo")
            } else if bracket_size % 2 == 1 && record.floaters.len() == 1 {
                tr!("explain-float-odd")
            } else {
                tr!("explain-float-forced")
            };
            Downfloater { tpn: tpn(p), reason }
        })
        .collect();
    let deviations = record
        .given_up
        .iter()
        .filter_map(|GivenUp { rule, players }| {
            let cite = system.cite(*rule)?;
            let tpns: Vec<u32> = players.iter().map(|&p| tpn(p)).collect();
            let list = tpns.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
            let message = match rule {
                Rule::MovedDownNotPaired => tr!("explain-dev-mdps", players = list),
                Rule::ColourPreference => tr!("explain-dev-preference", players = list),
                Rule::StrongColourPreference => tr!("explain-dev-strong", players = list),
                Rule::RepeatedDownfloat => tr!("explain-dev-down", players = list),
                Rule::RepeatedUpfloat => tr!("explain-dev-up", players = list),
                Rule::RepeatedDownfloatTwoRoundsAgo => tr!("explain-dev-down-2", players = list),
                Rule::RepeatedUpfloatTwoRoundsAgo => tr!("explain-dev-up-2", players = list),
                // Absolute rules are never given up; score differences and
                // colour steps are not deviations of single players.
                Rule::Rematch
                | Rule::ByeEligibility
                | Rule::AbsoluteColourClash
                | Rule::ScoreDifferences
                | Rule::Colour(_) => return None,
            };
            Some(Deviation { rule: cite, players: tpns, message })
        })
        .collect();
    BracketTrace {
        kind: record.kind,
        kind_name: system.describe_bracket_kind(record.kind),
        score: record.residents.first().map(|&p| players[p].pairing_score).unwrap_or_default(),
        mdps: record.movers.iter().map(|&p| tpn(p)).collect(),
        residents: record.residents.iter().map(|&p| tpn(p)).collect(),
        pairs,
        downfloaters,
        deviations,
        notes: record.notes.clone(),
    }
}

impl Explanation {
    /// The trace as text, for the CLI and the round view.
    pub fn to_text(&self) -> String {
        let list = |v: &[u32]| {
            if v.is_empty() {
                "—".to_string()
            } else {
                v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
            }
        };
        let mut out = String::new();
        out.push_str(&tr!("explain-title", round = self.round, system = self.system_name.clone()));
        out.push('\n');
        for note in &self.notes {
            out.push_str(&format!("{note}\n"));
        }
        for (i, b) in self.brackets.iter().enumerate() {
            out.push_str(&format!(
                "\n{}\n",
                tr!(
                    "explain-bracket",
                    number = (i + 1),
                    score = b.score.to_string(),
                    kind = b.kind_name.clone()
                )
            ));
            out.push_str(&format!("  {}: {}\n", tr!("explain-residents"), list(&b.residents)));
            out.push_str(&format!("  {}: {}\n", tr!("explain-mdps"), list(&b.mdps)));
            let pairs: Vec<String> = b.pairs.iter().map(|(w, bl)| format!("{w}-{bl}")).collect();
            out.push_str(&format!(
                "  {}: {}\n",
                tr!("explain-pairs"),
                if pairs.is_empty() { "—".into() } else { pairs.join(" ") }
            ));
            if b.downfloaters.is_empty() {
                out.push_str(&format!("  {}: —\n", tr!("explain-downfloaters")));
            }
            for d in &b.downfloaters {
                out.push_str(&format!("  {}: {} ({})\n", tr!("explain-downfloaters"), d.tpn, d.reason));
            }
            for d in &b.deviations {
                out.push_str(&format!("  {} {}\n", d.rule, d.message));
            }
            for note in &b.notes {
                out.push_str(&format!("  {note}\n"));
            }
        }
        out.push_str(&format!("\n{}\n", tr!("explain-colours")));
        for b in &self.boards {
            out.push_str(&format!(
                "  {} {}: {}-{}  {} {}\n",
                tr!("explain-board"),
                b.board,
                b.white,
                b.black,
                b.article,
                b.description
            ));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("  {}\n", tr!("explain-bye", tpn = bye)));
        }
        out
    }
}
