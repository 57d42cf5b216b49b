//! The pairings and tie-breaks checker (PTC) that FIDE's Technical
//! Commission asks of a tournament program (C.02.03 §7, TEC Manual §3.9):
//! a finished or running event is re-checked round by round — every round
//! re-paired from the rounds before it and compared with the round the file
//! records — and its standings re-computed with the event's tie-breaks and
//! compared with the points and ranks the file gives.
//!
//! Pure: the caller reads the file, chooses the system and the tie-breaks
//! (`cli::check` does, from `202`/`212` or `--tiebreaks`); this module
//! compares and says why something differs, in a [`Report`] that serialises
//! to the machine-readable form (`check --format json`).

use crate::model::{Points, Tournament};
use crate::pairing::{self, Pairing, PairingSystem, recorded_pairing, same_pairing};
use crate::standings::{self, Rules, TeamTieBreak, TieBreak};
use serde::Serialize;

/// What re-pairs a round: a Swiss system from the rounds before it, or a
/// round robin's table.
pub enum Pairer<'a> {
    Swiss(&'a dyn PairingSystem),
    RoundRobin(&'a crate::roundrobin::Schedule),
}

impl Pairer<'_> {
    fn pair(&self, t: &Tournament, round: u32) -> Result<Pairing, String> {
        match self {
            Pairer::Swiss(system) => {
                let input = pairing::input_for_round(t, round).map_err(|e| e.to_string())?;
                system.pair(&input).map_err(|e| e.to_string())
            }
            Pairer::RoundRobin(schedule) => schedule.round(round).ok_or_else(|| {
                crate::roundrobin::RoundRobinError::NoSuchRound { round, rounds: schedule.total_rounds() }
                    .to_string()
            }),
        }
    }
}

/// The whole check of one file.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The system the rounds were re-paired with (its id, or `berger`).
    pub system: String,
    /// Rounds paired in the file, each re-paired.
    pub rounds_checked: u32,
    /// The rounds that came out different (none when all are the same).
    pub rounds: Vec<RoundDiscrepancy>,
    pub standings: StandingsCheck,
}

impl Report {
    /// Rounds that differ plus standings lines that differ.
    pub fn discrepancies(&self) -> usize {
        self.rounds.len() + self.standings.discrepancies.len()
    }
}

/// One round that did not come out as recorded.
#[derive(Clone, Debug, Serialize)]
pub struct RoundDiscrepancy {
    pub round: u32,
    #[serde(flatten)]
    pub why: RoundWhy,
}

/// Why a round differs.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum RoundWhy {
    /// The engine pairs it otherwise: the pairs each side has that the
    /// other has not, the pairs with colours reversed, the byes.
    Differs {
        /// `[white, black]` pairs only the file has.
        only_recorded: Vec<[u32; 2]>,
        /// `[white, black]` pairs only the engine makes.
        only_engine: Vec<[u32; 2]>,
        /// Pairs both have, with the colours the file gives (the engine's are reversed).
        colours_reversed: Vec<[u32; 2]>,
        recorded_bye: Option<u32>,
        engine_bye: Option<u32>,
    },
    /// The engine cannot pair the round from the rounds before it.
    NotRepaired { error: String },
}

/// The standings part: the file's points and ranks against the computed ones.
#[derive(Clone, Debug, Serialize)]
pub struct StandingsCheck {
    /// The round the standings are after (the last one with every result).
    pub after_round: u32,
    /// The tie-break codes ranked by, in order.
    pub tiebreaks: Vec<String>,
    /// `c07-2024` / `c07-2026`.
    pub rules: String,
    /// How many ranks the file gives (0: there was no rank to check).
    pub ranks_checked: usize,
    pub discrepancies: Vec<StandingsDiscrepancy>,
}

/// One participant whose line in the file does not match.
#[derive(Clone, Debug, Serialize)]
pub struct StandingsDiscrepancy {
    /// Pairing number (of the team in a team event).
    pub tpn: u32,
    #[serde(flatten)]
    pub why: StandingsWhy,
}

#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum StandingsWhy {
    /// The points field is not the sum of the participant's rounds.
    Points { in_file: String, computed: String },
    /// The rank lies outside the places the computed standings give the
    /// participant (`first..=last`: a rank shared by several covers all their
    /// places, so a file that breaks the last ties by lot is accepted).
    Rank {
        in_file: u32,
        computed_first: u32,
        computed_last: u32,
        /// The score and each tie-break value the rank was computed from.
        values: Vec<(String, String)>,
    },
}

/// The initial colour a file that does not state it (TRF-16 without
/// `XXC`, the reference generators' files) implies: the colour of the
/// highest-ranked player in the first round with colours, reversed for
/// each player above them who took part in that round without one (the
/// reference engines' rule; C.04.3 A.9's first board).
pub fn implied_initial_colour(t: &Tournament) -> Option<crate::model::Colour> {
    use crate::model::RoundEntry;
    let first = t.rounds.iter().filter(|r| !r.games.is_empty()).map(|r| r.number).min()?;
    let mut numbers: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    numbers.sort_unstable();
    let mut above = 0;
    for tpn in numbers {
        match t.entry(first, tpn) {
            RoundEntry::Game { colour, .. } => {
                return Some(if above % 2 == 0 { colour } else { colour.opposite() });
            }
            RoundEntry::Bye(crate::model::ByeKind::PairingAllocated) => above += 1,
            _ => {}
        }
    }
    None
}

/// Re-pairs every paired round of `t` and reports those that differ.
pub fn check_rounds(t: &Tournament, pairer: &Pairer) -> (u32, Vec<RoundDiscrepancy>) {
    let last = t.rounds_paired();
    let mut found = Vec::new();
    for round in 1..=last {
        let recorded = recorded_pairing(t, round);
        match pairer.pair(t, round) {
            Ok(engine) if same_pairing(&engine, &recorded) => {}
            Ok(engine) => found.push(RoundDiscrepancy { round, why: difference(&recorded, &engine) }),
            Err(error) => found.push(RoundDiscrepancy { round, why: RoundWhy::NotRepaired { error } }),
        }
    }
    (last, found)
}

/// What separates two pairings of a round.
fn difference(recorded: &Pairing, engine: &Pairing) -> RoundWhy {
    let pairs = |p: &Pairing| p.boards.iter().map(|b| [b.white, b.black]).collect::<Vec<_>>();
    let (rec, eng) = (pairs(recorded), pairs(engine));
    let mut only_recorded = Vec::new();
    let mut colours_reversed = Vec::new();
    for &[w, b] in &rec {
        if eng.contains(&[w, b]) {
            continue;
        }
        if eng.contains(&[b, w]) {
            colours_reversed.push([w, b]);
        } else {
            only_recorded.push([w, b]);
        }
    }
    let only_engine =
        eng.iter().copied().filter(|&[w, b]| !rec.contains(&[w, b]) && !rec.contains(&[b, w])).collect();
    RoundWhy::Differs {
        only_recorded,
        only_engine,
        colours_reversed,
        recorded_bye: recorded.bye,
        engine_bye: engine.bye,
    }
}

/// The individual standings after `after_round` with `tiebreaks`, against
/// the file's ranks (`Player::imported_rank`) and the points the file gave
/// where they differ from the rounds (`points_in_file`: tpn, file's points).
pub fn check_standings(
    t: &Tournament,
    after_round: u32,
    rules: Rules,
    tiebreaks: &[TieBreak],
    points_in_file: &[(u32, Points)],
) -> StandingsCheck {
    let s = standings::standings(t, after_round, rules, tiebreaks);
    let mut discrepancies =
        points_findings(t.players.iter().map(|p| (p.tpn, t.points(p.tpn))), points_in_file);
    let mut ranks_checked = 0;
    for p in &t.players {
        let (Some(in_file), Some(row)) = (p.imported_rank, s.row(p.tpn)) else { continue };
        ranks_checked += 1;
        let values = || {
            let mut values = vec![("PTS".to_owned(), row.points.to_string())];
            for (tb, v) in s.tiebreaks.iter().zip(&row.values) {
                values
                    .push((tb.code(), v.map_or_else(|| "-".to_owned(), |v| v.to_string_with(tb.decimals()))));
            }
            values
        };
        discrepancies.extend(rank_finding(p.tpn, in_file, (row.rank, s.last_shared_place(row)), values));
    }
    let codes = tiebreaks.iter().map(|tb| tb.code()).collect();
    StandingsCheck {
        after_round,
        tiebreaks: codes,
        rules: rules.code().to_owned(),
        ranks_checked,
        discrepancies,
    }
}

/// A rank the file gives outside the places `first..=last` the computed
/// standings give the participant, with the values they come from.
fn rank_finding(
    tpn: u32,
    in_file: u32,
    (first, last): (u32, u32),
    values: impl FnOnce() -> Vec<(String, String)>,
) -> Option<StandingsDiscrepancy> {
    (in_file < first || in_file > last).then(|| StandingsDiscrepancy {
        tpn,
        why: StandingsWhy::Rank { in_file, computed_first: first, computed_last: last, values: values() },
    })
}

/// The team standings after `after_round`, against the teams' ranks of the
/// file (`310` records, `Team::imported_rank`) and the match and game
/// points it gave where they differ (`points_in_file`: team, "MP/GP").
pub fn check_team_standings(
    t: &Tournament,
    after_round: u32,
    rules: Rules,
    tiebreaks: &[TeamTieBreak],
    points_in_file: &[(u32, String, String)],
) -> StandingsCheck {
    let s =
        standings::team_standings(t, after_round, rules, tiebreaks, standings::pairings_fixed_in_advance(t));
    let mut discrepancies: Vec<StandingsDiscrepancy> = points_in_file
        .iter()
        .map(|(tpn, in_file, computed)| StandingsDiscrepancy {
            tpn: *tpn,
            why: StandingsWhy::Points { in_file: in_file.clone(), computed: computed.clone() },
        })
        .collect();
    let mut ranks_checked = 0;
    for team in &t.teams {
        let (Some(in_file), Some(row)) = (team.imported_rank, s.row(team.tpn)) else { continue };
        ranks_checked += 1;
        let values = || {
            let mut values =
                vec![("MP".to_owned(), row.mp.to_string()), ("GP".to_owned(), row.gp.to_string())];
            for (tb, v) in s.tiebreaks.iter().zip(&row.values) {
                values.push((tb.code(), v.map_or_else(|| "-".to_owned(), |v| v.to_string())));
            }
            values
        };
        discrepancies.extend(rank_finding(team.tpn, in_file, (row.rank, s.last_shared_place(row)), values));
    }
    let codes = tiebreaks.iter().map(|tb| tb.code()).collect();
    StandingsCheck {
        after_round,
        tiebreaks: codes,
        rules: rules.code().to_owned(),
        ranks_checked,
        discrepancies,
    }
}

/// A finding for each participant whose file points differ from the sum of
/// their rounds.
fn points_findings(
    computed: impl Iterator<Item = (u32, Points)>,
    in_file: &[(u32, Points)],
) -> Vec<StandingsDiscrepancy> {
    let computed: Vec<(u32, Points)> = computed.collect();
    in_file
        .iter()
        .filter_map(|&(tpn, file)| {
            let (_, mine) = computed.iter().find(|(c, _)| *c == tpn)?;
            (*mine != file).then(|| StandingsDiscrepancy {
                tpn,
                why: StandingsWhy::Points { in_file: file.to_string(), computed: mine.to_string() },
            })
        })
        .collect()
}
