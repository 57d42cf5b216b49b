//! Pairing systems and what they share.
//!
//! Architecture invariant: a system is a pure function of a
//! [`PairingInput`]; it never sees the [`Tournament`] document. The input is
//! built from a tournament (or a TRF) by [`PairingInput::from_tournament`].
//!
//! # The boundary: a trait, one module per system, one list
//!
//! Every system implements [`PairingSystem`] in a module of its own and is
//! listed once, in [`SYSTEMS`]. A trait rather than an enum whose arms name
//! the modules, because the questions the rest of Swissdesk asks of a
//! system (pair, pair with a trace for `explain`, which float rules, what
//! does your text call this rule, may arbiters choose you) then have their
//! answers inside the system's module, next to the code that applies the
//! rules: an enum would need a `match` over every system in each place that
//! asks, which is what a new system used to be threaded through. The list
//! is the only place that names every system: the command-line flags
//! (`crate::cli`), the GUI's choice of systems, [`find`] for a tournament
//! document's [`SystemId`] and the tests all read it. Documents store the
//! identifier ([`PairingSystem::id`], also the flag), never a Rust type,
//! so the model does not change when a system is added. Editions of one
//! text (Dutch 2017 and 2026, Dubov 1997 and 2026, Burstein as the
//! reference engine pairs and as the 2026 text writes it) are separate systems
//! that share their module's code, as [`dutch`] does. Dispatch is dynamic
//! once per round; inside a system everything is static.
//!
//! # The shared pieces
//!
//! | module | what |
//! |---|---|
//! | [`context`] | [`Context`]: histories, pairing scores, PAB eligibility, the A.2 / 1.2 pairing order, [`Context::compatible`] (C.1–C.3 / [C1]–[C3]) |
//! | [`history`] | colour differences and preferences, floats (A.4 / 1.4), topscorers, PAB eligibility; [`FloatRules`] per edition of the handling rules |
//! | [`completion`] | can the players left still all be paired, with a legal PAB (A.9 / [C4] / Burstein 3.1.2) |
//! | [`colours`] | E.1–E.5 / 5.2 colour allocation and the initial colour |
//! | [`boards`] | C.04.2 board order |
//! | [`matching`] | maximum-weight matching on general graphs with warm restarts; [`matching::LayoutBuilder`] packs lexicographic criteria into one wide weight |
//! | [`trace`] | what `explain` shows: brackets, residents, movers, pairs, floaters, the criteria given up, notes |
//! | [`checker`], [`explain`] | work for every system through [`PairingSystem::article`] and [`PairingSystem::pair_traced`] |
//!
//! # Adding a system (a guide for the next ones)
//!
//! 1. **One module**, `src/pairing/<name>/mod.rs` (split it like
//!    [`dutch`] when it grows): a unit struct per edition implementing
//!    [`PairingSystem`]. `id()` is the flag (`burstein`, `dubov`,
//!    `dubov1997`, `dutch2012`, `rating1998`); `name()` a translated
//!    message `system-<id>` (add it to every `i18n/<lang>/swissdesk.ftl`);
//!    `handbook()` the chapter (`C.04.4.2`); `float_rules()` the edition of
//!    the handling rules (`FloatRules::Any` before 2026, `Rules2026`
//!    from 2026); `topscorers()` only if your text exempts final-round
//!    topscorers from [C3] as the Dutch one does; `article()` your text's
//!    number for each shared [`Rule`]
//!    (`None` for rules your text does not have: the checker and `explain`
//!    then say nothing about them); `pair_traced()` the pairing with a
//!    [`Traced`] (brackets may stay empty at first; add [`BracketRecord`]s
//!    and, for your own quantities such as Dubov's ARO or Burstein's
//!    Buchholz, translated `notes`). Return `false` from `available()`
//!    while the system is unfinished: it then gets no flag and no place in
//!    the GUI, and [`find`] refuses it, but its tests can call it.
//! 2. **One line** in [`SYSTEMS`], plus the `pub mod <name>;` above it.
//!    `generate`, `check`, `pair`, `bench` and `explain` then take
//!    `--<id>` and the app offers the system: nothing else to touch.
//! 3. **Build on the shared pieces**: a [`Context`] (built with your
//!    `float_rules()` and `topscorers()`) gives the histories, the order,
//!    the score groups and compatibility;
//!    [`Completion`] answers "can the rest still be paired" (and, with the
//!    PAB vertex, "may this player take the bye"); [`colours::allocate`]
//!    gives the five colour steps (Dutch E.1–E.5, the same steps as Dubov
//!    and Burstein 2026 5.2, numbered differently: your `article()` maps
//!    each [`colours::ColourRule`]), [`colours::allocate_ranked`] when your
//!    text ranks the pair its own way (Burstein 1.8), and
//!    [`boards::pairing_in_board_order`] the board order; [`matching::Matcher`] with
//!    [`matching::LayoutBuilder`] encodes "minimise A, then B, then C" as
//!    one maximum-weight matching (name every field after its article).
//! 4. **Tests beside the module**: one hand-made case per article, the
//!    expected pairing derived from the text in a comment, as in
//!    `dutch/tests/`. `pairing::testing` (test builds only) has the `Event`
//!    builder they use: players, rounds of games, byes and forfeits, and
//!    games against outsiders that set a player's colours and floats
//!    without making two players meet; `event.pair(&YourSystem)`. Then the
//!    corpus test in `tests/` and the generator round trip
//!    (`generator::generate(&YourSystem, ..)`, which works before the
//!    system is available).
//!
//! An option that changes the input rather than the rules (Baku
//! acceleration, `--baku`) is not a system: it computes the acceleration
//! points [`PairingInput::from_tournament`] already reads
//! ([`PlayerInput::acceleration`]), and every system pairs by the pairing
//! score that results.

pub mod baku;
pub mod boards;
pub mod burstein;
pub mod checker;
pub mod colours;
pub mod completion;
pub mod context;
pub mod dubov;
pub mod dutch;
pub mod explain;
pub mod history;
pub mod matching;
pub mod rating1998;
pub mod system;
#[cfg(test)]
pub mod testing;
pub mod trace;

pub use completion::Completion;
pub use context::{Context, Topscorers};
pub use history::FloatRules;
pub use system::{PairingSystem, Rule};
pub use trace::{BracketRecord, Traced};

use crate::model::{ByeKind, Colour, Points, RoundEntry, ScoringSystem, SystemId, Tournament};
use crate::tr;
use thiserror::Error;

/// What one player did in one earlier round, as the engines need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PastRound {
    /// A game that was actually played (counts for rematches and colours).
    Played { opponent: u32, colour: Colour },
    /// A game paired but forfeited; `won` tells whether this player got the
    /// forfeit win. Not a played game (C.04.2).
    Forfeit { opponent: u32, colour: Colour, won: bool },
    /// A bye of some kind.
    Bye(ByeKind),
    /// Not in the round (absent, not yet registered, withdrawn).
    Absent,
}

impl PastRound {
    pub fn played_opponent(self) -> Option<u32> {
        match self {
            PastRound::Played { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    pub fn played_colour(self) -> Option<Colour> {
        match self {
            PastRound::Played { colour, .. } => Some(colour),
            _ => None,
        }
    }
}

/// A player as the engines see them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInput {
    /// Tournament pairing number.
    pub tpn: u32,
    pub rating: u32,
    /// Real points before the round being paired.
    pub score: Points,
    /// Points used for pairing: `score` plus acceleration for this round.
    pub pairing_score: Points,
    /// Rounds 1..round-1, index 0 = round 1.
    pub history: Vec<PastRound>,
    /// Points scored in each earlier round (same indexing as `history`).
    pub round_points: Vec<Points>,
    /// Acceleration points per round (index 0 = round 1), for float history.
    pub acceleration: Vec<Points>,
    /// Whether the player is to be paired in this round (present, not
    /// withdrawn, no pre-assigned bye).
    pub to_pair: bool,
}

impl PlayerInput {
    /// Pairing score before round `round` (1-based): points of the rounds
    /// before it plus the acceleration of that round.
    pub fn pairing_score_before(&self, round: u32) -> Points {
        let rounds_before = round.saturating_sub(1) as usize;
        let real: Points = self.round_points.iter().take(rounds_before).copied().sum();
        let accel = self.acceleration.get(round.saturating_sub(1) as usize).copied().unwrap_or(Points::ZERO);
        real + accel
    }
}

/// The engine-facing snapshot of a tournament before pairing one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingInput {
    /// The round being paired (1-based).
    pub round: u32,
    /// Planned number of rounds (the last one has special rules).
    pub total_rounds: u32,
    /// Colour of the highest-ranked player in round 1 (E.5).
    pub initial_colour: Option<Colour>,
    pub scoring: ScoringSystem,
    /// Every player of the tournament in pairing-number order.
    pub players: Vec<PlayerInput>,
    /// Pairs the arbiter forbade (C.04.1; TRF `XXP`).
    pub forbidden: Vec<(u32, u32)>,
}

/// One board of a pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub white: u32,
    pub black: u32,
}

/// An engine's answer: boards in board order, and the pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Pairing {
    pub boards: Vec<Board>,
    pub bye: Option<u32>,
}

impl Pairing {
    /// The reference engines' output format: number of pairs, then
    /// `white black` per board, the PAB as `tpn 0`.
    pub fn to_engine_text(&self) -> String {
        let mut out = String::new();
        let pairs = self.boards.len() + usize::from(self.bye.is_some());
        out.push_str(&format!("{pairs}\n"));
        for b in &self.boards {
            out.push_str(&format!("{} {}\n", b.white, b.black));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("{bye} 0\n"));
        }
        out
    }

    /// Reads the reference engines' output format back (a proposed pairing
    /// made elsewhere, or our own `pair` output).
    pub fn from_engine_text(text: &str) -> Result<Pairing, EngineTextError> {
        let mut lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
        let (_, first) = lines.next().ok_or(EngineTextError { line: 1, text: String::new() })?;
        let count: usize =
            first.trim().parse().map_err(|_| EngineTextError { line: 1, text: first.trim().to_string() })?;
        let mut pairing = Pairing::default();
        for (i, line) in lines {
            let bad = || EngineTextError { line: i + 1, text: line.trim().to_string() };
            let mut numbers = line.split_whitespace().map(|w| w.parse::<u32>());
            let (Some(Ok(a)), Some(Ok(b)), None) = (numbers.next(), numbers.next(), numbers.next()) else {
                return Err(bad());
            };
            match (a, b) {
                (0, _) => return Err(bad()),
                (p, 0) if pairing.bye.is_none() => pairing.bye = Some(p),
                (_, 0) => return Err(bad()),
                (w, b) => pairing.boards.push(Board { white: w, black: b }),
            }
        }
        if pairing.boards.len() + usize::from(pairing.bye.is_some()) != count {
            return Err(EngineTextError { line: 1, text: first.trim().to_string() });
        }
        Ok(pairing)
    }
}

/// A line of a pairing file that is not `white black` / `player 0`.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("{}", tr!("pairing-error-engine-text", line = (*line), text = text.as_str()))]
pub struct EngineTextError {
    pub line: usize,
    pub text: String,
}

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum PairingError {
    /// A.9: no pairing satisfies the absolute criteria; the arbiter decides.
    #[error("{}", tr!("pairing-error-impossible", round = *round))]
    NoValidPairing { round: u32 },
    /// E.5 needs the initial colour (drawn by lot) to pair round 1.
    #[error("{}", tr!("pairing-error-no-initial-colour"))]
    NoInitialColour,
    #[error("{}", tr!("pairing-error-nobody", round = *round))]
    NobodyToPair { round: u32 },
    #[error("{}", tr!("pairing-error-unsupported", system = system.as_str()))]
    Unsupported { system: String },
    #[error("{}", tr!("pairing-error-round-paired", round = *round))]
    RoundAlreadyPaired { round: u32 },
}

/// Every pairing system Swissdesk has, in the order the GUI lists them.
/// Adding a system is one line here (and its module).
pub static SYSTEMS: &[&dyn PairingSystem] = &[
    &dutch::Dutch2017,
    &dutch::Dutch2026,
    &dutch::Dutch2012,
    &burstein::Burstein,
    &burstein::Burstein2026,
    &dubov::Dubov2026,
    &dubov::Dubov1997,
    &rating1998::Rating1998,
];

/// The systems arbiters may choose: the command-line flags and the GUI's list.
pub fn available_systems() -> impl Iterator<Item = &'static dyn PairingSystem> {
    SYSTEMS.iter().copied().filter(|s| s.available())
}

/// The available system a tournament names, or
/// [`PairingError::Unsupported`] (a document from another version, or a
/// system still being built).
pub fn find(id: &SystemId) -> Result<&'static dyn PairingSystem, PairingError> {
    available_systems()
        .find(|s| s.id() == id.as_str())
        .ok_or_else(|| PairingError::Unsupported { system: id.to_string() })
}

/// Pairs one round with the system named `id`.
pub fn pair(id: &SystemId, input: &PairingInput) -> Result<Pairing, PairingError> {
    find(id)?.pair(input)
}

/// The pairing the file recorded for `round`, in engine terms.
pub fn recorded_pairing(t: &Tournament, round: u32) -> Pairing {
    let mut p = Pairing::default();
    if let Some(r) = t.round(round) {
        p.boards = r.games.iter().map(|g| Board { white: g.white, black: g.black }).collect();
        p.bye = r.byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.player);
    }
    p
}

/// The tournament as it was before `round` was paired: rounds before it,
/// and in `round` only the pre-assigned byes and absences.
pub fn truncate_before(t: &Tournament, round: u32) -> Tournament {
    let mut cut = t.clone();
    cut.rounds.retain(|r| r.number <= round);
    if let Some(r) = cut.round_mut(round) {
        r.games.clear();
        r.byes.retain(|b| b.kind != ByeKind::PairingAllocated);
        r.published = false;
    }
    cut
}

/// Same pairs, same colours, same bye (board order aside).
pub fn same_pairing(a: &Pairing, b: &Pairing) -> bool {
    let key = |p: &Pairing| {
        let mut boards: Vec<(u32, u32)> = p.boards.iter().map(|b| (b.white, b.black)).collect();
        boards.sort_unstable();
        (boards, p.bye)
    };
    key(a) == key(b)
}

impl PairingInput {
    /// The input for pairing `round` from the rounds before it. Players with
    /// a bye or absence already recorded in `round` (or withdrawn before it)
    /// are not paired.
    pub fn from_tournament(t: &Tournament, round: u32) -> PairingInput {
        let scoring = t.settings.scoring;
        let target = t.round(round);
        let players = t
            .players
            .iter()
            .map(|p| {
                let mut history = Vec::new();
                let mut round_points = Vec::new();
                for r in 1..round {
                    let entry = t.entry(r, p.tpn);
                    history.push(match entry {
                        RoundEntry::Game { opponent, colour, result, .. } => {
                            if result.is_played() {
                                PastRound::Played { opponent, colour }
                            } else {
                                let (white_code, black_code) = result.trf_codes();
                                let code = if colour == Colour::White { white_code } else { black_code };
                                PastRound::Forfeit { opponent, colour, won: code == '+' }
                            }
                        }
                        RoundEntry::Bye(kind) => PastRound::Bye(kind),
                        RoundEntry::Absent => PastRound::Absent,
                    });
                    round_points.push(t.round(r).map(|rd| rd.points_of(p.tpn, &scoring)).unwrap_or_default());
                }
                let acceleration = t
                    .accelerations
                    .iter()
                    .find(|a| a.player == p.tpn)
                    .map(|a| a.points.clone())
                    .unwrap_or_default();
                let score: Points = round_points.iter().copied().sum();
                let accel_now = acceleration.get(round as usize - 1).copied().unwrap_or(Points::ZERO);
                let already_in_round =
                    target.is_some_and(|rd| rd.bye_of(p.tpn).is_some() || rd.game_of(p.tpn).is_some());
                PlayerInput {
                    tpn: p.tpn,
                    rating: p.rating.unwrap_or(0),
                    score,
                    pairing_score: score + accel_now,
                    history,
                    round_points,
                    acceleration,
                    to_pair: p.is_active_in(round) && !already_in_round,
                }
            })
            .collect();
        let mut forbidden = Vec::new();
        for group in &t.forbidden_pairs {
            for (i, &a) in group.players.iter().enumerate() {
                for &b in &group.players[i + 1..] {
                    forbidden.push((a, b));
                }
            }
        }
        PairingInput {
            round,
            total_rounds: t.settings.rounds_planned,
            initial_colour: t.settings.initial_colour,
            scoring,
            players,
            forbidden,
        }
    }

    /// The round the tournament would pair next: the first round that has
    /// no games yet (a round holding only byes/absences counts as unpaired).
    pub fn next_round(t: &Tournament) -> u32 {
        t.rounds_paired() + 1
    }
}
