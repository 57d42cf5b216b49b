//! "Why am I paired with him?": a per-bracket trace of an engine-made
//! pairing. For each bracket: its residents and moved-down players, the
//! pairs, the downfloaters and why they float, which criteria the bracket
//! could not fully satisfy (the engine's answer is optimal, so these were
//! forced), and for each board the colour rule (E.1–E.5 / 5.2.x) that
//! decided its colours.

use super::dutch::{self, BracketRecord};
use super::history::{Float, FloatRules, History, Strength};
use super::{Board, Pairing, PairingError, PairingInput};
use crate::model::{Colour, PairingSystem, Points};
use crate::tr;

/// Which colour rule decided a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourRule {
    /// Both preferences granted (or the only one there was).
    E1,
    /// The stronger preference (or the wider colour difference).
    E2,
    /// Alternation to the last round the two had different colours.
    E3,
    /// The higher-ranked player's preference.
    E4,
    /// Initial colour by the higher-ranked player's pairing number.
    E5,
}

impl ColourRule {
    /// The article number in the edition's text.
    pub fn article(self, system: PairingSystem) -> &'static str {
        let modern = system == PairingSystem::Dutch2026;
        match (self, modern) {
            (ColourRule::E1, false) => "E.1",
            (ColourRule::E2, false) => "E.2",
            (ColourRule::E3, false) => "E.3",
            (ColourRule::E4, false) => "E.4",
            (ColourRule::E5, false) => "E.5",
            (ColourRule::E1, true) => "5.2.1",
            (ColourRule::E2, true) => "5.2.2",
            (ColourRule::E3, true) => "5.2.3",
            (ColourRule::E4, true) => "5.2.4",
            (ColourRule::E5, true) => "5.2.5",
        }
    }

    fn describe(self) -> String {
        match self {
            ColourRule::E1 => tr!("explain-colour-e1"),
            ColourRule::E2 => tr!("explain-colour-e2"),
            ColourRule::E3 => tr!("explain-colour-e3"),
            ColourRule::E4 => tr!("explain-colour-e4"),
            ColourRule::E5 => tr!("explain-colour-e5"),
        }
    }
}

/// How a bracket was paired (A.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BracketKind {
    Ordinary,
    /// 2017: the penultimate pairing bracket, re-paired so the round completes.
    Penultimate,
    /// 2017: the collapsed last bracket.
    Collapsed,
    /// The last bracket, which also assigns the PAB.
    Last,
}

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
    /// Score of the residents.
    pub score: Points,
    pub mdps: Vec<u32>,
    pub residents: Vec<u32>,
    /// Pairs as (white, black).
    pub pairs: Vec<(u32, u32)>,
    pub downfloaters: Vec<Downfloater>,
    pub deviations: Vec<Deviation>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardTrace {
    pub board: usize,
    pub white: u32,
    pub black: u32,
    pub rule: ColourRule,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub system: PairingSystem,
    pub round: u32,
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

/// Pairs the round and explains how.
pub fn explain(system: PairingSystem, input: &PairingInput) -> Result<Explanation, PairingError> {
    let mut records = Vec::new();
    let (pairing, rules) = match system {
        PairingSystem::Dutch2017 => dutch::pair_traced(input, &mut records)?,
        PairingSystem::Dutch2026 => dutch::pair_2026_traced(input, &mut records)?,
        other => return Err(PairingError::Unsupported { system: other.flag().to_string() }),
    };
    let history = History::new(input, FloatRules::for_system(system));
    let brackets = records.iter().map(|r| trace_bracket(system, input, &history, &pairing, r)).collect();
    let boards = pairing
        .boards
        .iter()
        .zip(rules)
        .enumerate()
        .map(|(i, (b, rule))| BoardTrace { board: i + 1, white: b.white, black: b.black, rule })
        .collect();
    Ok(Explanation { system, round: input.round, brackets, boards, bye: pairing.bye })
}

fn trace_bracket(
    system: PairingSystem,
    input: &PairingInput,
    history: &History,
    pairing: &Pairing,
    record: &BracketRecord,
) -> BracketTrace {
    let players = &input.players;
    let tpn = |p: usize| players[p].tpn;
    let score = |p: usize| players[p].pairing_score;
    let modern = system == PairingSystem::Dutch2026;
    let rule = |old: &str, new: &str| format!("C.04.3 {}", if modern { new } else { old });
    // Colours as finally allocated.
    let colour_of = |t: u32| -> Option<Colour> {
        pairing.boards.iter().find_map(|b| {
            if b.white == t {
                Some(Colour::White)
            } else if b.black == t {
                Some(Colour::Black)
            } else {
                None
            }
        })
    };
    let pairs: Vec<(u32, u32)> = record
        .pairs
        .iter()
        .map(
            |&(a, b)| {
                if colour_of(tpn(a)) == Some(Colour::White) { (tpn(a), tpn(b)) } else { (tpn(b), tpn(a)) }
            },
        )
        .collect();
    let bracket_size = record.mdps.len() + record.residents.len();
    let downfloaters = record
        .floaters
        .iter()
        .map(|&p| {
            let reason = if pairing.bye == Some(tpn(p)) {
                tr!("explain-float-bye")
            } else if record.mdps.contains(&p) {
                tr!("explain-float-limbo")
            } else if bracket_size % 2 == 1 && record.floaters.len() == 1 {
                tr!("explain-float-odd")
            } else {
                tr!("explain-float-forced")
            };
            Downfloater { tpn: tpn(p), reason }
        })
        .collect();

    let mut deviations = Vec::new();
    let mut not_granted = Vec::new();
    let mut strong_not_granted = Vec::new();
    let mut repeated_down = Vec::new();
    let mut repeated_up = Vec::new();
    let last_float = |p: usize| history.facts[p].float_ago(input.round, 1);
    for &(a, b) in &record.pairs {
        for p in [a, b] {
            let pref = history.facts[p].preference;
            if let (Some(wanted), Some(got)) = (pref.colour, colour_of(tpn(p)))
                && wanted != got
            {
                not_granted.push(tpn(p));
                if pref.strength >= Strength::Strong {
                    strong_not_granted.push(tpn(p));
                }
            }
        }
        let (hi, lo) = if score(a) >= score(b) { (a, b) } else { (b, a) };
        if score(hi) > score(lo) {
            if last_float(hi) == Float::Down {
                repeated_down.push(tpn(hi));
            }
            if last_float(lo) == Float::Up {
                repeated_up.push(tpn(lo));
            }
        }
    }
    for &p in &record.floaters {
        if last_float(p) == Float::Down {
            repeated_down.push(tpn(p));
        }
    }
    let list = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    if record.mdps.iter().any(|p| record.floaters.contains(p)) {
        let limbo: Vec<u32> =
            record.mdps.iter().filter(|p| record.floaters.contains(p)).map(|&p| tpn(p)).collect();
        deviations.push(Deviation {
            rule: rule("C.6", "[C7]"),
            message: tr!("explain-dev-mdps", players = list(&limbo)),
            players: limbo,
        });
    }
    for (players, old, new, message) in [
        (not_granted, "C.10", "[C12]", "explain-dev-preference"),
        (strong_not_granted, "C.11", "[C13]", "explain-dev-strong"),
        (repeated_down, "C.12", "[C14]", "explain-dev-down"),
        (repeated_up, "C.13", "[C15]", "explain-dev-up"),
    ] {
        if players.is_empty() {
            continue;
        }
        let text = match message {
            "explain-dev-preference" => tr!("explain-dev-preference", players = list(&players)),
            "explain-dev-strong" => tr!("explain-dev-strong", players = list(&players)),
            "explain-dev-down" => tr!("explain-dev-down", players = list(&players)),
            _ => tr!("explain-dev-up", players = list(&players)),
        };
        deviations.push(Deviation { rule: rule(old, new), players, message: text });
    }
    BracketTrace {
        kind: record.kind,
        score: record.residents.first().map(|&p| score(p)).unwrap_or_default(),
        mdps: record.mdps.iter().map(|&p| tpn(p)).collect(),
        residents: record.residents.iter().map(|&p| tpn(p)).collect(),
        pairs,
        downfloaters,
        deviations,
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
        out.push_str(&tr!("explain-title", round = self.round, system = self.system.flag()));
        out.push('\n');
        for (i, b) in self.brackets.iter().enumerate() {
            let kind = match b.kind {
                BracketKind::Ordinary => tr!("explain-kind-ordinary"),
                BracketKind::Penultimate => tr!("explain-kind-ppb"),
                BracketKind::Collapsed => tr!("explain-kind-clb"),
                BracketKind::Last => tr!("explain-kind-last"),
            };
            out.push_str(&format!(
                "\n{}\n",
                tr!("explain-bracket", number = (i + 1), score = b.score.to_string(), kind = kind)
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
        }
        out.push_str(&format!("\n{}\n", tr!("explain-colours")));
        for b in &self.boards {
            out.push_str(&format!(
                "  {} {}: {}-{}  C.04.3 {} {}\n",
                tr!("explain-board"),
                b.board,
                b.white,
                b.black,
                b.rule.article(self.system),
                b.rule.describe()
            ));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("  {}\n", tr!("explain-bye", tpn = bye)));
        }
        out
    }
}
