//! Team records of TRF files: TRF-16 `013`, TRF-2026 `310`, `300`, `320`,
//! `330`, `352`, `362` and the team reading of `192`, `240` and `250`
//! (`trf2026.md`, "Team Section"; the team corpus README for how FIDE's
//! reference tool reads them).
//!
//! A file with `310` or `013` records is a team event. Its players and
//! their boards are read as in any file (the `001` lines); this module puts
//! the team level on top: the teams and rosters, then per round each
//! team's match, line-up and byes, from the boards the `001` lines hold:
//!
//! * a team's line-up in a round is its roster members with a game in the
//!   round, in roster order (TRF has no board field; a `300` record gives
//!   another order), and the two line-ups of a match face each other board
//!   by board;
//! * the team with White on board 1 is named first (C.04.6 1.6.1); board 1
//!   of a forfeited board still has its scheduled colour, and where no board
//!   has one the lower team pairing number is taken;
//! * a team without a match gets the bye its players have (`U`, `F`, `H`,
//!   `Z`), or the one `320` / `240` give it;
//! * a `330` record marks a whole match forfeited.
//!
//! What a file says that cannot be taken (a record that does not parse, a
//! roster naming a player the file does not have, a player in two teams)
//! is left out with a warning that names the line: the rest imports.

use super::columns::{Line, parse_unsigned};
use super::error::{Field, Location, TrfError, TrfWarning};
use crate::model::{
    ByeKind, Colour, Lineup, MatchForfeit, MatchPointSystem, ParticipantKind, Points, Round, RoundEntry,
    Team, TeamAcceleration, TeamBye, TeamColourPreferences, TeamMatch, TeamPoints, TeamRoundEntry,
    TeamScoreKind, Tournament,
};
use std::collections::{BTreeMap, HashMap, HashSet};

/// Record types read here.
pub(super) fn is_team_record(tag: &str) -> bool {
    matches!(tag, "013" | "310" | "300" | "320" | "330" | "352" | "362")
}

/// Records that only restate what the rest of a team file holds (`082`
/// team count, `801`/`802` team results): a team event's export writes them
/// fresh, so they are not kept (an individual event keeps them as foreign
/// lines, like any record it does not read).
pub(super) fn is_informative_team_record(tag: &str) -> bool {
    matches!(tag, "082" | "801" | "802")
}

/// The `192` code of the Swiss Team system as FIDE's reference tool reads
/// TRF-2026 table 192 (team corpus README): `FIDE_TEAM_[TYPEA_|TYPEB_]`
/// then the primary score and, if the secondary score allocates colours,
/// the secondary one (`MP_GP`, `MP`, `GP_MP`, `GP`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TeamCode {
    pub preferences: TeamColourPreferences,
    pub primary: TeamScoreKind,
    pub secondary_for_colours: bool,
    pub baku: bool,
}

impl TeamCode {
    pub(crate) fn parse(code: &str) -> Option<TeamCode> {
        let code = code.trim().to_ascii_uppercase();
        let rest = code.strip_prefix("FIDE_TEAM")?;
        let (rest, baku) = match rest.strip_suffix(super::BAKU_SUFFIX) {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let (preferences, rest) = if let Some(r) = rest.strip_prefix("_TYPEA") {
            (TeamColourPreferences::TypeA, r)
        } else if let Some(r) = rest.strip_prefix("_TYPEB") {
            (TeamColourPreferences::TypeB, r)
        } else {
            (TeamColourPreferences::None, rest)
        };
        let (primary, secondary_for_colours) = match rest {
            "_MP_GP" | "" => (TeamScoreKind::MatchPoints, true),
            "_MP" => (TeamScoreKind::MatchPoints, false),
            "_GP_MP" => (TeamScoreKind::GamePoints, true),
            "_GP" => (TeamScoreKind::GamePoints, false),
            _ => return None,
        };
        Some(TeamCode { preferences, primary, secondary_for_colours, baku })
    }

    /// The code of a team event's settings.
    pub(crate) fn of(t: &Tournament, baku: bool) -> String {
        let s = &t.settings.team;
        let preferences = match s.colour_preferences {
            TeamColourPreferences::TypeA => "_TYPEA",
            TeamColourPreferences::TypeB => "_TYPEB",
            TeamColourPreferences::None => "",
        };
        let scores = match (s.primary, s.secondary_for_colours) {
            (TeamScoreKind::MatchPoints, true) => "_MP_GP",
            (TeamScoreKind::MatchPoints, false) => "_MP",
            (TeamScoreKind::GamePoints, true) => "_GP_MP",
            (TeamScoreKind::GamePoints, false) => "_GP",
        };
        let baku = if baku { super::BAKU_SUFFIX } else { "" };
        format!("FIDE_TEAM{preferences}{scores}{baku}")
    }
}

/// A `310` or `013` record.
struct TeamRow {
    tpn: u32,
    name: String,
    nickname: String,
    /// Match and game points as the file states them (`310` columns 55–67).
    stated: Option<TeamPoints>,
    /// The rank the file states (`310` columns 69–71).
    rank: Option<u32>,
    players: Vec<(u32, Location)>,
    line: usize,
}

/// A `300` record: a team's board order in one round.
struct OutOfOrder {
    round: u32,
    team: u32,
    players: Vec<u32>,
    at: Location,
}

/// A `330` record.
struct ForfeitRecord {
    kind: MatchForfeit,
    round: u32,
    white: u32,
    black: u32,
    at: Location,
}

/// A `240` record of a team event: the bye, its round and the teams (with
/// where each is named).
pub(super) type AnnouncedTeamBye = (ByeKind, u32, Vec<(u32, Location)>);

/// A `250` record of a team event.
pub(super) struct TeamAccelerationRange {
    pub match_points: Points,
    pub game_points: Points,
    pub first: u32,
    pub last: u32,
    pub from: u32,
    pub to: u32,
}

/// Everything team-related a file holds, gathered while reading, settled
/// into the tournament at the end ([`TeamRecords::settle`]).
#[derive(Default)]
pub(super) struct TeamRecords {
    rows_310: Vec<TeamRow>,
    rows_013: Vec<TeamRow>,
    out_of_order: Vec<OutOfOrder>,
    pab: Option<(TeamPoints, Vec<u32>, Location)>,
    forfeits: Vec<ForfeitRecord>,
    board_colours: Option<Vec<Colour>>,
    match_points: Option<MatchPointSystem>,
    warnings: Vec<TrfWarning>,
    /// Whether the file is a team event ([`TeamRecords::decide`]).
    team_event: bool,
}

impl TeamRecords {
    /// Whether the file is a team event, once [`TeamRecords::decide`] said.
    pub(super) fn is_team_event(&self) -> bool {
        self.team_event
    }

    /// Decides whether the file is a team event: it has `310` records (the
    /// team competition's record, with match points), or a `FIDE_TEAM` code,
    /// or `013` records that put every player in a team whose players never
    /// met each other. An individual open may list teams in `013` records for
    /// a team prize; it stays an individual event, the records kept as they
    /// were.
    pub(super) fn decide(&mut self, players: &[u32], rounds: &[Round], code_192: Option<&str>) {
        self.team_event =
            if !self.rows_310.is_empty() || code_192.is_some_and(|c| TeamCode::parse(c).is_some()) {
                !self.rows_310.is_empty() || !self.rows_013.is_empty()
            } else if self.rows_013.is_empty() {
                false
            } else {
                let mut team_of: HashMap<u32, usize> = HashMap::new();
                for (i, row) in self.rows_013.iter().enumerate() {
                    for (p, _) in &row.players {
                        team_of.entry(*p).or_insert(i);
                    }
                }
                let everyone = players.iter().all(|p| team_of.contains_key(p));
                let teammates_met = rounds.iter().flat_map(|r| &r.games).any(|g| {
                matches!((team_of.get(&g.white), team_of.get(&g.black)), (Some(a), Some(b)) if a == b)
            });
                everyone && !teammates_met
            };
    }

    /// Reads one team record. A record that does not parse is left out with
    /// a warning (and kept verbatim, `foreign`), so the rest of the file imports.
    pub(super) fn read(&mut self, tag: &str, line: &Line, raw: &str, foreign: &mut Vec<String>) {
        // Kept in place until the file turns out to be a team event (see
        // `decide`); an individual event writes it back as it was.
        foreign.push(raw.to_owned());
        let result = match tag {
            "310" => read_310(line).map(|row| self.rows_310.push(row)),
            "013" => {
                let tpn = u32::try_from(self.rows_013.len() + 1).unwrap_or(u32::MAX);
                read_013(line, tpn).map(|row| self.rows_013.push(row))
            }
            "300" => read_300(line).map(|r| self.out_of_order.push(r)),
            "320" => read_320(line).map(|p| self.pab = Some(p)),
            "330" => read_330(line).map(|f| self.forfeits.push(f)),
            "352" => read_352(line).map(|c| self.board_colours = Some(c)),
            "362" => read_362(line).map(|m| self.match_points = Some(m)),
            _ => Ok(()),
        };
        if let Err(error) = result {
            self.warnings.push(TrfWarning::RecordNotUsed { at: line.at(1), reason: error.to_string() });
        }
    }

    /// Puts the teams into `t` (whose players and rounds are read) and
    /// returns what the arbiter should be told. `byes_240` are the `240`
    /// records (team ids in a team event), `ranges_250` the `250` records,
    /// `code_192` the file's `192` code.
    pub(super) fn settle(
        self,
        t: &mut Tournament,
        byes_240: &[AnnouncedTeamBye],
        ranges_250: &[TeamAccelerationRange],
        code_192: Option<&str>,
        line_192: usize,
        source: &str,
    ) -> Vec<TrfWarning> {
        let TeamRecords {
            rows_310,
            rows_013,
            out_of_order,
            pab,
            forfeits,
            board_colours,
            match_points,
            mut warnings,
            team_event,
        } = self;
        if !team_event {
            return Vec::new();
        }
        // TRF-2026 `310` replaces `013` ("to be phased out"): a file with
        // both is read by its `310` records.
        let rows = if rows_310.is_empty() { rows_013 } else { rows_310 };
        t.settings.participants = ParticipantKind::Teams;
        // The team tie-breaks (a file's own list, `202`/`212`, is kept as it was).
        t.settings.tiebreaks = crate::standings::default_team_tiebreaks();
        // A Swiss team event is paired by the Swiss Team system; a team
        // round robin (a `192`/`092` naming Berger or a round robin) is the
        // round-robin reader's to set up.
        let named = format!("{} {}", code_192.unwrap_or(""), t.event.tournament_type).to_ascii_uppercase();
        if !named.contains("BERGER") && !named.contains("ROBIN") {
            t.settings.pairing_system = crate::model::SystemId::new(crate::model::SystemId::TEAM_SWISS_2026);
            // The Swiss Team system's `192` is the model's to write; a code
            // that is not one of its forms is left out, with a warning.
            if let Some(code) = code_192.filter(|c| TeamCode::parse(c).is_none()) {
                let line = format!("192 {}", code.trim());
                t.foreign_trf_lines.retain(|l| l.trim_end() != line);
                warnings.push(TrfWarning::RecordNotUsed {
                    at: Location { file: source.to_owned(), line: line_192, column: 5 },
                    reason: crate::tr!("trf-team-192-unknown", code = code.trim()),
                });
            }
        }
        // The team records are the model's now (one that did not parse is
        // left out, its warning says so); counts and team results the
        // export writes fresh.
        let had_results = t.foreign_trf_lines.iter().any(|l| l.starts_with("801") || l.starts_with("802"));
        t.foreign_trf_lines.retain(|l| {
            let tag = l.get(..3).unwrap_or("");
            !(is_informative_team_record(tag) || is_team_record(tag))
        });
        if had_results {
            // Remembers that the file had team result records: the export
            // writes them fresh (`802`).
            t.foreign_trf_lines.push(RESULTS_MARKER.to_owned());
        }
        let players: HashSet<u32> = t.players.iter().map(|p| p.tpn).collect();
        let mut team_of: HashMap<u32, u32> = HashMap::new();
        let mut stated = Vec::new();
        let mut seen_tpn: HashMap<u32, usize> = HashMap::new();
        for row in rows {
            if let Some(&first) = seen_tpn.get(&row.tpn) {
                warnings.push(TrfWarning::RecordNotUsed {
                    at: Location { file: source.to_owned(), line: row.line, column: 5 },
                    reason: TrfError::DuplicateTpn {
                        at: Location { file: source.to_owned(), line: row.line, column: 5 },
                        field: Field::Team,
                        tpn: row.tpn,
                        first_line: first,
                    }
                    .to_string(),
                });
                continue;
            }
            seen_tpn.insert(row.tpn, row.line);
            let mut team = Team::new(row.tpn, row.name);
            team.nickname = row.nickname;
            team.imported_rank = row.rank;
            for (player, at) in row.players {
                if !players.contains(&player) {
                    warnings.push(TrfWarning::TeamPlayerLeftOut {
                        at,
                        team: row.tpn,
                        player,
                        other_team: None,
                    });
                } else if let Some(&other) = team_of.get(&player) {
                    warnings.push(TrfWarning::TeamPlayerLeftOut {
                        at,
                        team: row.tpn,
                        player,
                        other_team: Some(other),
                    });
                } else {
                    team_of.insert(player, row.tpn);
                    team.roster.push(player);
                }
            }
            if let Some(points) = row.stated {
                stated.push((row.tpn, points, row.line));
            }
            t.teams.push(team);
        }
        t.teams.sort_by_key(|team| team.tpn);
        let without_team = t.players.iter().filter(|p| !team_of.contains_key(&p.tpn)).count();
        if without_team > 0 {
            warnings.push(TrfWarning::PlayersWithoutTeam { file: source.to_owned(), count: without_team });
        }

        let settings = &mut t.settings.team;
        // Players' virtual points have no place in a team event.
        t.accelerations.clear();
        if let Some(code) = code_192.and_then(TeamCode::parse) {
            settings.colour_preferences = code.preferences;
            settings.primary = code.primary;
            settings.secondary_for_colours = code.secondary_for_colours;
            settings.baku = code.baku;
            // The code is the model's to write back (`TeamCode::of`).
            if let Some(code_192) = code_192 {
                let line = format!("192 {}", code_192.trim());
                t.foreign_trf_lines.retain(|l| l.trim_end() != line);
            }
        }
        if let Some(m) = match_points {
            settings.match_points = m;
        }
        // `352`: the board count, and the colours when they are not the
        // plain alternation from White (kept as "alternate", the default).
        let stated_boards = board_colours.as_ref().map(Vec::len).filter(|&n| n > 0);
        if let Some(colours) = board_colours {
            let alternating = colours
                .iter()
                .enumerate()
                .all(|(i, &c)| c == if i.is_multiple_of(2) { Colour::White } else { Colour::Black });
            settings.board_colours = if alternating { Vec::new() } else { colours };
        }

        let team_tpns: HashSet<u32> = t.teams.iter().map(|team| team.tpn).collect();
        let orders: HashMap<(u32, u32), Vec<u32>> =
            out_of_order.iter().map(|o| ((o.round, o.team), o.players.clone())).collect();
        for o in &out_of_order {
            if !team_tpns.contains(&o.team) {
                warnings.push(TrfWarning::UnknownTeam { at: o.at.clone(), team: o.team });
            }
        }
        let rosters: HashMap<u32, Vec<u32>> =
            t.teams.iter().map(|team| (team.tpn, team.roster.clone())).collect();
        let mut longest_lineup = 0;
        for round in &mut t.rounds {
            longest_lineup = longest_lineup.max(build_matches(
                round,
                &rosters,
                &team_of,
                &orders,
                &t.settings.team,
                source,
                &mut warnings,
            ));
        }
        let settings = &mut t.settings.team;
        // Boards: the `352` sequence's length, else the most boards a
        // line-up of the file has, else the largest roster.
        settings.boards = match stated_boards {
            Some(n) => u32::try_from(n).unwrap_or(u32::MAX),
            None if longest_lineup > 0 => u32::try_from(longest_lineup).unwrap_or(u32::MAX),
            None => {
                u32::try_from(t.teams.iter().map(|team| team.roster.len()).max().unwrap_or(4)).unwrap_or(4)
            }
        };
        let boards = settings.boards as usize;
        for round in &mut t.rounds {
            for lineup in &mut round.lineups {
                if lineup.players.len() < boards {
                    lineup.players.resize(boards, 0);
                }
            }
        }

        // 330: whole matches forfeited.
        for f in forfeits {
            let mut known = true;
            for team in [f.white, f.black] {
                if !team_tpns.contains(&team) {
                    warnings.push(TrfWarning::UnknownTeam { at: f.at.clone(), team });
                    known = false;
                }
            }
            if !known {
                continue;
            }
            let round = round_mut(&mut t.rounds, f.round);
            let black_has_match = round.match_of(f.black).is_some();
            match round.matches.iter_mut().find(|m| m.involves(f.white)) {
                Some(m) if m.involves(f.black) => {
                    // The record names the White team first; the boards may
                    // not have said (forfeits without colours).
                    if m.white != f.white {
                        std::mem::swap(&mut m.white, &mut m.black);
                    }
                    m.forfeit = Some(f.kind);
                }
                Some(_) => warnings.push(TrfWarning::RecordNotUsed {
                    at: f.at.clone(),
                    reason: crate::tr!("trf-team-forfeit-other-match", round = f.round, team = f.white),
                }),
                None if !black_has_match => {
                    round.team_byes.retain(|b| b.team != f.white && b.team != f.black);
                    round
                        .matches
                        .push(TeamMatch { forfeit: Some(f.kind), ..TeamMatch::new(f.white, f.black) });
                }
                None => warnings.push(TrfWarning::RecordNotUsed {
                    at: f.at.clone(),
                    reason: crate::tr!("trf-team-forfeit-other-match", round = f.round, team = f.black),
                }),
            }
        }

        // 320: the PAB's worth and the PAB team of each round.
        let pab_given = pab.is_some();
        if let Some((worth, teams, at)) = pab {
            let draw = t.settings.team.bye_points(ByeKind::PairingAllocated, &t.settings.scoring);
            if worth != draw {
                t.settings.team.pab = Some(worth);
            }
            for (index, team) in teams.into_iter().enumerate() {
                if team == 0 {
                    continue;
                }
                let number = u32::try_from(index + 1).unwrap_or(u32::MAX);
                if !team_tpns.contains(&team) {
                    warnings.push(TrfWarning::UnknownTeam { at: at.clone(), team });
                    continue;
                }
                give_team_bye(t, number, team, ByeKind::PairingAllocated, &at, &mut warnings);
            }
        }
        // 240: byes of whole teams (team ids in a team event).
        for (kind, number, teams) in byes_240 {
            for (team, at) in teams {
                if !team_tpns.contains(team) {
                    warnings.push(TrfWarning::UnknownTeam { at: at.clone(), team: *team });
                    continue;
                }
                give_team_bye(t, *number, *team, *kind, at, &mut warnings);
            }
        }
        // A file that names no team bye (TRF-16 has no record for one: its
        // players are written `0000 - -`, like an absence): in a round where
        // an odd number of teams is in the event and exactly one of them has
        // no match and no bye of another kind, that team had the round's
        // PAB (C.04.6 3.4 pairs every team but one), worth a drawn match
        // (1.4). The arbiter is told, round by round.
        let names_team_byes = pab_given || !byes_240.is_empty();
        if !names_team_byes {
            for round in &mut t.rounds {
                if let Some(team) = team_read_as_pab(&t.teams, round) {
                    round.team_byes.retain(|b| b.team != team);
                    round.team_byes.push(TeamBye { team, kind: ByeKind::PairingAllocated });
                    warnings.push(TrfWarning::TeamPabRead {
                        file: source.to_owned(),
                        round: round.number,
                        team,
                    });
                }
            }
        }
        // 250: fictitious match and game points (C.04.7 1.4).
        let planned = t.settings.rounds_planned as usize;
        for team in &t.teams {
            let mut points: Vec<TeamPoints> = Vec::new();
            for range in ranges_250.iter().filter(|r| (r.from..=r.to).contains(&team.tpn)) {
                let last = range.last as usize;
                if points.len() < last {
                    points.resize(last, TeamPoints::default());
                }
                for value in &mut points[(range.first as usize - 1)..last] {
                    *value = TeamPoints { mp: range.match_points, gp: range.game_points };
                }
            }
            if !points.is_empty() {
                if points.len() < planned && planned <= super::reader::MAX_ROUNDS {
                    points.resize(planned, TeamPoints::default());
                }
                t.team_accelerations.push(TeamAcceleration { team: team.tpn, points });
            }
        }

        for round in &mut t.rounds {
            round.team_byes.sort_by_key(|b| b.team);
            round.lineups.sort_by_key(|l| l.team);
            round.published = round.is_paired();
        }
        order_matches(t);

        // The totals `310` states are the file's reading; the results decide.
        for (team, in_file, line) in stated {
            let computed = t.team_points_after(team, u32::MAX);
            if computed != in_file {
                warnings.push(TrfWarning::TeamPointsMismatch {
                    at: Location { file: source.to_owned(), line, column: 55 },
                    team,
                    in_file,
                    computed,
                });
            }
        }
        warnings
    }
}

/// The team a file without team-bye records (no `320`, no team `240`) is
/// read to have given the PAB of `round`: in a paired round where an odd
/// number of teams is in the event and exactly one of them has no match and
/// no bye but a zero-point one, that team (C.04.6 3.4 pairs every team but
/// one). The writer asks the same question: where this names a team the
/// event did not give the PAB, the file must say so with a `320` record.
fn team_read_as_pab(teams: &[Team], round: &Round) -> Option<u32> {
    if round.matches.is_empty() || round.team_byes.iter().any(|b| b.kind != ByeKind::ZeroPoint) {
        return None;
    }
    let in_event: Vec<u32> = teams.iter().filter(|x| x.is_active_in(round.number)).map(|x| x.tpn).collect();
    let mut unpaired = in_event.iter().copied().filter(|&x| round.match_of(x).is_none());
    match (unpaired.next(), unpaired.next()) {
        (Some(team), None) if in_event.len() % 2 == 1 => Some(team),
        _ => None,
    }
}

fn round_mut(rounds: &mut Vec<Round>, number: u32) -> &mut Round {
    while rounds.len() < number as usize {
        let next = u32::try_from(rounds.len() + 1).unwrap_or(u32::MAX);
        rounds.push(Round::new(next));
    }
    let index = rounds.iter().position(|r| r.number == number).unwrap_or(rounds.len() - 1);
    &mut rounds[index]
}

/// Gives `team` a bye of `kind` in round `number`, unless it has a match
/// or another bye there (a warning then).
fn give_team_bye(
    t: &mut Tournament,
    number: u32,
    team: u32,
    kind: ByeKind,
    at: &Location,
    warnings: &mut Vec<TrfWarning>,
) {
    if number == 0 || number as usize > super::reader::MAX_ROUNDS {
        return;
    }
    let round = round_mut(&mut t.rounds, number);
    if round.match_of(team).is_some() {
        warnings.push(TrfWarning::RecordNotUsed {
            at: at.clone(),
            reason: crate::tr!("trf-team-bye-with-match", round = number, team = team),
        });
        return;
    }
    match round.team_bye_of(team) {
        None => round.team_byes.push(TeamBye { team, kind }),
        Some(k) if k == kind => {}
        // Players written `0000 - -` / `Z` only say they did not play; the
        // record says what the team got.
        Some(ByeKind::ZeroPoint) => {
            for bye in round.team_byes.iter_mut().filter(|b| b.team == team) {
                bye.kind = kind;
            }
        }
        Some(_) => warnings.push(TrfWarning::RecordNotUsed {
            at: at.clone(),
            reason: crate::tr!("trf-team-bye-conflict", round = number, team = team),
        }),
    }
}

/// The matches, line-ups and team byes of one round, from its boards.
/// Returns the longest line-up found.
fn build_matches(
    round: &mut Round,
    rosters: &HashMap<u32, Vec<u32>>,
    team_of: &HashMap<u32, u32>,
    orders: &HashMap<(u32, u32), Vec<u32>>,
    settings: &crate::model::TeamSettings,
    source: &str,
    warnings: &mut Vec<TrfWarning>,
) -> usize {
    let number = round.number;
    // Which team each team's players met, board by board (roster order).
    let mut opponents: BTreeMap<u32, Vec<(u32, u32)>> = BTreeMap::new();
    let mut teams: Vec<u32> = rosters.keys().copied().collect();
    teams.sort_unstable();
    for &team in &teams {
        let roster = &rosters[&team];
        for &player in roster {
            if let RoundEntry::Game { opponent, .. } = round.entry_of(player)
                && let Some(&their_team) = team_of.get(&opponent)
            {
                opponents.entry(team).or_default().push((player, their_team));
            }
        }
    }
    let mut longest = 0;
    let mut paired: HashSet<u32> = HashSet::new();
    for &team in &teams {
        if paired.contains(&team) {
            continue;
        }
        let Some(boards) = opponents.get(&team) else { continue };
        // The team met most often on its boards is its opponent.
        let mut counts: BTreeMap<u32, usize> = BTreeMap::new();
        for &(_, their) in boards {
            *counts.entry(their).or_default() += 1;
        }
        let Some((&other, _)) = counts.iter().max_by_key(|(tpn, n)| (**n, std::cmp::Reverse(**tpn))) else {
            continue;
        };
        if other == team || paired.contains(&other) {
            continue;
        }
        if counts.len() > 1 {
            warnings.push(TrfWarning::TeamMatchUnclear { file: source.to_owned(), round: number, team });
        }
        // Boards in the order of this team's line-up: its `300` order, else
        // the other team's `300` order, else its roster order.
        let mine: Vec<u32> = boards.iter().filter(|(_, t)| *t == other).map(|(p, _)| *p).collect();
        let opponent_of = |p: u32| round.game_of(p).and_then(|g| g.opponent_of(p)).unwrap_or(0);
        let (own, theirs): (Vec<u32>, Vec<u32>) =
            if let (Some(a), Some(b)) = (orders.get(&(number, team)), orders.get(&(number, other))) {
                // Both line-ups stated (`300`): taken as they are.
                (a.clone(), b.clone())
            } else if let Some(order) = orders.get(&(number, team)) {
                (order.clone(), order.iter().map(|&p| if p == 0 { 0 } else { opponent_of(p) }).collect())
            } else if let Some(order) = orders.get(&(number, other)) {
                (order.iter().map(|&p| if p == 0 { 0 } else { opponent_of(p) }).collect(), order.clone())
            } else {
                let theirs = mine.iter().map(|&p| opponent_of(p)).collect();
                (mine.clone(), theirs)
            };
        // Boards the other team left empty: this team's players who won
        // against nobody (`0000 - +`, read as a pairing-allocated bye).
        let (mut own, mut theirs) = (own, theirs);
        let mut facing_nobody = Vec::new();
        for side in [team, other] {
            let roster = &rosters[&side];
            for &player in roster {
                if round.bye_of(player) == Some(ByeKind::PairingAllocated) {
                    facing_nobody.push(player);
                    let (lineup, opposite) =
                        if side == team { (&mut own, &mut theirs) } else { (&mut theirs, &mut own) };
                    if !lineup.contains(&player) {
                        place_facing_nobody(roster, lineup, opposite, player);
                    }
                }
            }
        }
        round.byes.retain(|b| !facing_nobody.contains(&b.player));
        longest = longest.max(own.len());
        // The team with White on board 1 is named first: the first board
        // whose game has colours tells (board k of the White team has the
        // `352` colour of board k).
        let mut white_is_team = None;
        for (index, &p) in own.iter().enumerate() {
            if p == 0 {
                continue;
            }
            if let RoundEntry::Game { colour, result, .. } = round.entry_of(p) {
                // Colourless forfeits were put on White by the reader: no sign.
                if result.is_forfeit() && index > 0 {
                    continue;
                }
                let board = u32::try_from(index + 1).unwrap_or(u32::MAX);
                white_is_team = Some(colour == settings.white_team_colour_on(board));
                break;
            }
        }
        let (white, black) = if white_is_team.unwrap_or(true) { (team, other) } else { (other, team) };
        round.matches.push(TeamMatch::new(white, black));
        round.lineups.push(Lineup { team, players: own });
        round.lineups.push(Lineup { team: other, players: theirs });
        paired.insert(team);
        paired.insert(other);
    }
    // Teams without a match: the bye their players have.
    for &team in &teams {
        if paired.contains(&team) {
            continue;
        }
        let kinds: Vec<ByeKind> = rosters[&team].iter().filter_map(|&p| round.bye_of(p)).collect();
        let kind = [ByeKind::PairingAllocated, ByeKind::FullPoint, ByeKind::HalfPoint, ByeKind::ZeroPoint]
            .into_iter()
            .find(|k| kinds.contains(k));
        if let Some(kind) = kind {
            round.team_byes.push(TeamBye { team, kind });
        }
    }
    longest
}

/// Puts `player`, who faced an empty board, into the line-up `own`: on the
/// first board where neither line-up has anybody yet (the other team's
/// `300` record left it empty), else at the place the roster gives it, with
/// an empty board facing it in `theirs`.
fn place_facing_nobody(roster: &[u32], own: &mut Vec<u32>, theirs: &mut Vec<u32>, player: u32) {
    if let Some(slot) = own.iter().zip(theirs.iter()).position(|(&p, &q)| p == 0 && q == 0) {
        own[slot] = player;
        return;
    }
    let rank = |p: u32| roster.iter().position(|&q| q == p).unwrap_or(usize::MAX);
    let at = own.iter().position(|&p| p != 0 && rank(p) > rank(player)).unwrap_or(own.len());
    own.insert(at, player);
    theirs.insert(at.min(theirs.len()), 0);
}

/// The matches of every round in board order
/// ([`Tournament::matches_in_board_order`]).
pub(crate) fn order_matches(t: &mut Tournament) {
    let orders: Vec<Vec<TeamMatch>> = t.rounds.iter().map(|r| t.matches_in_board_order(r)).collect();
    for (round, matches) in t.rounds.iter_mut().zip(orders) {
        round.matches = matches;
    }
}

fn read_team_players(line: &Line, from: usize) -> Result<Vec<(u32, Location)>, TrfError> {
    line.words(from)
        .into_iter()
        .map(|(col, word)| match parse_unsigned::<u32>(&word) {
            Ok(Some(n)) if n >= 1 => Ok((n, line.at(col))),
            _ => Err(line.bad_number(col, Field::Team, &word)),
        })
        .collect()
}

/// `310 TTT name(9–40) nick(42–46) strength(48–53) MP(55–60) GP(62–67)
/// rank(69–71)  players from 74, five columns each`.
fn read_310(line: &Line) -> Result<TeamRow, TrfError> {
    let tpn = match line.number::<u32>(5, 7, Field::Team)? {
        Some(n) if n >= 1 => n,
        Some(n) => return Err(line.bad_value(5, Field::Team, &n.to_string())),
        None => return Err(line.bad_number(5, Field::Team, "")),
    };
    let name = line.trimmed(9, 40);
    let nickname = line.trimmed(42, 46);
    let mp = line.points(55, 60, Field::Points).ok().flatten();
    let gp = line.points(62, 67, Field::Points).ok().flatten();
    let stated = match (mp, gp) {
        (Some(mp), Some(gp)) => Some(TeamPoints { mp, gp }),
        _ => None,
    };
    // Players from column 74; some programs write them further right, so
    // every number after the rank field is taken.
    let rank = line.number::<u32>(69, 71, Field::Team).ok().flatten();
    let players = read_team_players(line, 72)?;
    Ok(TeamRow { tpn, name, nickname, stated, rank, players, line: line.number })
}

/// `013 name(5–36) players from 37, five columns each` (TRF-16; the team
/// pairing number is the order of the records, "registration order").
fn read_013(line: &Line, tpn: u32) -> Result<TeamRow, TrfError> {
    let name = line.trimmed(5, 36);
    let players = read_team_players(line, 37)?;
    Ok(TeamRow { tpn, name, nickname: String::new(), stated: None, rank: None, players, line: line.number })
}

/// `300 RRR TTT OOO PPPP PPPP …`: round, team, scheduled opponent, then the
/// players board by board (`0000` an empty board).
fn read_300(line: &Line) -> Result<OutOfOrder, TrfError> {
    let round = round_field(line, 5, 7)?;
    let team = required(line, 9, 11, Field::Team)?;
    let mut players = Vec::new();
    for (col, word) in line.words(17) {
        match parse_unsigned::<u32>(&word) {
            Ok(Some(n)) => players.push(n),
            _ => return Err(line.bad_number(col, Field::Team, &word)),
        }
    }
    Ok(OutOfOrder { round, team, players, at: line.at(1) })
}

/// `320 MMMM GGGG TTT TTT …`: the PAB's match and game points, then the
/// PAB team of round 1, 2, … (`000` none).
fn read_320(line: &Line) -> Result<(TeamPoints, Vec<u32>, Location), TrfError> {
    let mp =
        line.points(5, 8, Field::TeamScoring)?.ok_or_else(|| line.bad_number(5, Field::TeamScoring, ""))?;
    let gp = line
        .points(10, 13, Field::TeamScoring)?
        .ok_or_else(|| line.bad_number(10, Field::TeamScoring, ""))?;
    // Round r in columns 15+4(r−1) … 17+4(r−1); a blank field (as some
    // programs write it) is a round without a PAB, like `000`.
    let mut teams = Vec::new();
    let mut col = 15;
    while col <= line.len() {
        if teams.len() >= super::reader::MAX_ROUNDS {
            return Err(line.bad_value(col, Field::Round, &line.trimmed(col, col + 2)));
        }
        teams.push(line.number::<u32>(col, col + 2, Field::Team)?.unwrap_or(0));
        col += 4;
    }
    Ok((TeamPoints { mp, gp }, teams, line.at(15)))
}

/// `330 TT RRR WWW BBB`.
fn read_330(line: &Line) -> Result<ForfeitRecord, TrfError> {
    let code = line.columns(5, 6);
    let kind = MatchForfeit::from_code(&code).ok_or_else(|| line.bad_value(5, Field::Forfeit, &code))?;
    let round = round_field(line, 8, 10)?;
    let white = required(line, 12, 14, Field::Team)?;
    let black = required(line, 16, 18, Field::Team)?;
    if white == black {
        return Err(line.bad_value(16, Field::Team, &black.to_string()));
    }
    Ok(ForfeitRecord { kind, round, white, black, at: line.at(1) })
}

/// `352 WBWB…`.
fn read_352(line: &Line) -> Result<Vec<Colour>, TrfError> {
    let text = line.rest(5);
    let text = text.trim();
    if text.is_empty() || text.chars().count() > 99 {
        return Err(line.bad_value(5, Field::TeamScoring, text));
    }
    text.chars()
        .enumerate()
        .map(|(i, c)| match c.to_ascii_uppercase() {
            'W' => Ok(Colour::White),
            'B' => Ok(Colour::Black),
            _ => Err(line.bad_value(5 + i, Field::TeamScoring, &c.to_string())),
        })
        .collect()
}

/// `362 TW 2.0   TD 1.0   TL 0.0` (codes and values in any order).
fn read_362(line: &Line) -> Result<MatchPointSystem, TrfError> {
    let mut m = MatchPointSystem::default();
    let words = line.words(5);
    let mut i = 0;
    while i < words.len() {
        let (col, code) = &words[i];
        let Some((vcol, value)) = words.get(i + 1) else {
            return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::TeamScoring });
        };
        let v = Points::parse(value).ok_or_else(|| line.bad_number(*vcol, Field::TeamScoring, value))?;
        match code.to_ascii_uppercase().as_str() {
            "TW" => m.win = v,
            "TD" => m.draw = v,
            "TL" => m.loss = v,
            _ => return Err(line.bad_value(*col, Field::TeamScoring, code)),
        }
        i += 2;
    }
    Ok(m)
}

fn round_field(line: &Line, from: usize, to: usize) -> Result<u32, TrfError> {
    let text = line.trimmed(from, to);
    match parse_unsigned::<u32>(&text) {
        Ok(Some(n)) if n >= 1 && n as usize <= super::reader::MAX_ROUNDS => Ok(n),
        Ok(Some(_)) => Err(line.bad_value(from, Field::Round, &text)),
        _ => Err(line.bad_number(from, Field::Round, &text)),
    }
}

fn required(line: &Line, from: usize, to: usize, field: Field) -> Result<u32, TrfError> {
    match line.number::<u32>(from, to, field)? {
        Some(n) if n >= 1 => Ok(n),
        Some(n) => Err(line.bad_value(from, field, &n.to_string())),
        None => Err(line.bad_number(from, field, "")),
    }
}

/// The team records of a team event's export, in the two places the
/// writer puts them: tournament-section records (`082`, `352`, `362`, by
/// tag) and the records after the extension records.
pub(super) struct TeamLines {
    pub header: Vec<(String, String)>,
    pub body: Vec<String>,
}

/// A foreign line that says the team event's export writes `802` team
/// results: kept by the reader of a file that had `801`/`802`, added to a
/// team event made in Swissdesk (a record with nothing but its tag, as `062`
/// is kept for the player count).
pub const RESULTS_MARKER: &str = "802";

/// Whether a kept foreign line is one the team model writes fresh.
pub(super) fn written_from_team_model(tag: &str) -> bool {
    is_team_record(tag) || is_informative_team_record(tag)
}

/// The team records of `t` in `dialect`: TRF-2026 `310`, `240`, `250`,
/// `300`, `320`, `330`, `802` and the `082`, `352`, `362` header records;
/// TRF-16 adds its `013` team section before them.
pub(super) fn records(t: &Tournament, dialect: super::Dialect) -> TeamLines {
    use super::columns::LineBuilder;
    let settings = &t.settings.team;
    let mut header = vec![("082".to_owned(), format!("082 {}", t.teams.len()))];
    let boards = settings.boards as usize;
    let colours: String = (1..=settings.boards)
        .map(|b| if settings.white_team_colour_on(b) == Colour::White { 'W' } else { 'B' })
        .collect();
    let colours = if settings.board_colours.is_empty() {
        colours
    } else {
        settings.board_colours.iter().map(|&c| if c == Colour::White { 'W' } else { 'B' }).collect()
    };
    if !colours.is_empty() {
        header.push(("352".into(), format!("352 {colours}")));
    }
    let m = settings.match_points;
    header.push(("362".into(), format!("362 TW {}   TD {}   TL {}", m.win, m.draw, m.loss)));

    let mut body = Vec::new();
    if dialect == super::Dialect::Trf16 {
        // TRF-16's team section, for programs that read only it; the
        // TRF-2026 team records follow (TRF-16 readers skip records they
        // do not know), so that nothing of the event is lost.
        for team in &t.teams {
            let mut b = LineBuilder::new("013");
            b.left(5, 32, &team.name);
            for (k, p) in team.roster.iter().enumerate() {
                b.right(40 + 5 * k, &p.to_string());
            }
            body.push(b.finish());
        }
    }

    // 240: team byes F/H/Z, one record per round and kind.
    for round in &t.rounds {
        for (kind, code) in [(ByeKind::FullPoint, 'F'), (ByeKind::HalfPoint, 'H'), (ByeKind::ZeroPoint, 'Z')]
        {
            let teams: Vec<u32> = round.team_byes.iter().filter(|b| b.kind == kind).map(|b| b.team).collect();
            if !teams.is_empty() {
                // Team numbers as the team corpus writes them: `  012`.
                let ids: Vec<String> = teams.iter().map(|id| format!("  {id:03}")).collect();
                body.push(format!("240 {code} {:03}{}", round.number, ids.join("")));
            }
        }
    }
    // 250: fictitious match and game points, runs of equal values.
    let mut runs: BTreeMap<(usize, usize, TeamPointsKey), Vec<u32>> = BTreeMap::new();
    for a in &t.team_accelerations {
        let mut k = 0;
        while k < a.points.len() {
            let value = a.points[k];
            let start = k;
            while k < a.points.len() && a.points[k] == value {
                k += 1;
            }
            if value != TeamPoints::default() {
                runs.entry((start + 1, k, (value.mp.0, value.gp.0))).or_default().push(a.team);
            }
        }
    }
    for ((first, last, (mp, gp)), mut teams) in runs {
        teams.sort_unstable();
        let mut i = 0;
        while i < teams.len() {
            let from = teams[i];
            let mut to = from;
            while i + 1 < teams.len() && teams[i + 1] == to + 1 {
                i += 1;
                to = teams[i];
            }
            let mut b = LineBuilder::new("250");
            b.right(8, &Points(mp).to_string());
            b.right(13, &Points(gp).to_string());
            b.left(15, 3, &format!("{first:03}"));
            b.left(19, 3, &format!("{last:03}"));
            b.left(23, 4, &format!("{from:04}"));
            b.left(28, 4, &format!("{to:04}"));
            body.push(b.finish());
            i += 1;
        }
    }
    // 310: the teams, with their totals and the rank they were given (the
    // file's, or the one a report fills in: `export::report_tournament`,
    // as for players' `001` ranks). A rank computed here would come back
    // from the written file as the file's own rank: the event would change
    // by being written.
    for team in &t.teams {
        let mut b = LineBuilder::new("310");
        b.right(7, &team.tpn.to_string());
        b.left(9, 32, &team.name);
        b.left(42, 5, &team.nickname);
        if let Some(strength) = strength(t, team) {
            b.right(53, &strength.to_string());
        }
        let total = t.team_points_after(team.tpn, u32::MAX);
        b.right(60, &total.mp.to_string());
        b.right(67, &total.gp.to_string());
        if let Some(rank) = team.imported_rank {
            b.right(71, &rank.to_string());
        }
        for (k, p) in team.roster.iter().enumerate() {
            b.right(77 + 5 * k, &p.to_string());
        }
        body.push(b.finish());
    }
    // 320: the PAB's worth and the PAB team of every round. Written too
    // when the arbiter set a worth of their own before any team had the
    // PAB, and when a round without a PAB would read as having one (a team
    // that is in the event but was not paired, beside an odd number of
    // teams): without it the setting, or the round, would change on the
    // way back.
    let pabs: Vec<u32> = t
        .rounds
        .iter()
        .map(|r| r.team_byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map_or(0, |b| b.team))
        .collect();
    let a_pab_would_be_read = t.rounds.iter().any(|r| team_read_as_pab(&t.teams, r).is_some());
    if pabs.iter().any(|&p| p != 0) || settings.pab.is_some() || a_pab_would_be_read {
        let worth = settings.bye_points(ByeKind::PairingAllocated, &t.settings.scoring);
        let teams: Vec<String> = pabs.iter().map(|p| format!("{p:03}")).collect();
        let record = format!("320 {} {} {}", points_0(worth.mp), points_0(worth.gp), teams.join(" "));
        body.push(record.trim_end().to_owned());
    }
    // 330: whole matches forfeited.
    for round in &t.rounds {
        for m in &round.matches {
            if let Some(f) = m.forfeit {
                body.push(format!("330 {} {:03} {:03} {:03}", f.code(), round.number, m.white, m.black));
            }
        }
    }
    // 300: line-ups not in roster order, or with an empty board.
    for round in &t.rounds {
        for m in &round.matches {
            for (team, opponent) in [(m.white, m.black), (m.black, m.white)] {
                let (Some(lineup), Some(roster)) = (round.lineup_of(team), t.team(team).map(|x| &x.roster))
                else {
                    continue;
                };
                if in_roster_order(&lineup.players, roster, boards) {
                    continue;
                }
                let mut b = LineBuilder::new("300");
                b.left(5, 3, &format!("{:>3}", round.number));
                b.left(9, 3, &format!("{team:>3}"));
                b.left(13, 3, &format!("{opponent:>3}"));
                for (k, p) in lineup.players.iter().enumerate() {
                    b.right(20 + 5 * k, &format!("{p:04}"));
                }
                body.push(b.finish());
            }
        }
    }
    // 802: each team's rounds, for people reading the file (when the
    // imported file had team results, or the event was made here).
    let with_results = t.foreign_trf_lines.iter().any(|l| l.trim_end() == RESULTS_MARKER);
    for team in t.teams.iter().filter(|_| with_results) {
        let mut b = LineBuilder::new("802");
        b.right(7, &team.tpn.to_string());
        b.left(9, 5, &team.nickname);
        let total = t.team_points_after(team.tpn, u32::MAX);
        b.right(20, &total.mp.to_string());
        b.right(27, &total.gp.to_string());
        for round in &t.rounds {
            let base = 29 + 13 * (round.number as usize - 1);
            match t.team_entry_in(round, team.tpn) {
                TeamRoundEntry::Match(outcome) => {
                    b.right(base + 2, &outcome.opponent.to_string());
                    if outcome.is_played() {
                        b.left(base + 4, 1, if outcome.colour == Colour::White { "w" } else { "b" });
                    }
                    if let Some(points) = outcome.points {
                        b.right(base + 9, &points.gp.to_string());
                    }
                    if outcome.forfeit.is_some() || !outcome.is_played() {
                        b.left(base + 10, 1, "f");
                    }
                }
                TeamRoundEntry::Bye(kind) => {
                    let code = match kind {
                        ByeKind::PairingAllocated => "PAB",
                        ByeKind::FullPoint => "FPB",
                        ByeKind::HalfPoint => "HPB",
                        ByeKind::ZeroPoint => "ZPB",
                    };
                    b.left(base, 3, code);
                    let gp = settings.bye_points(kind, &t.settings.scoring).gp;
                    b.right(base + 9, &gp.to_string());
                }
                TeamRoundEntry::Absent => {}
            }
        }
        body.push(b.finish());
    }
    TeamLines { header, body }
}

type TeamPointsKey = (i32, i32);

/// `01.0`: the zero-padded points of `320` (as the team corpus writes them).
fn points_0(p: Points) -> String {
    format!("{:0>4}", p.to_string())
}

/// Whether a line-up is the roster's order with no empty board (so that no
/// `300` record is needed).
fn in_roster_order(players: &[u32], roster: &[u32], boards: usize) -> bool {
    if players.iter().take(boards).any(|&p| p == 0) {
        return false;
    }
    let positions: Vec<Option<usize>> = players.iter().map(|p| roster.iter().position(|q| q == p)).collect();
    positions.iter().all(Option::is_some) && positions.windows(2).all(|w| w[0] < w[1])
}

/// The strength factor of `310`: the average rating of the team's first
/// boards (as many as the event has), rounded; `None` without ratings.
fn strength(t: &Tournament, team: &Team) -> Option<u32> {
    let ratings: Vec<u32> = team
        .roster
        .iter()
        .filter_map(|&p| t.player(p).and_then(|p| p.rating))
        .filter(|&r| r > 0)
        .take(t.settings.team.boards as usize)
        .collect();
    if ratings.is_empty() {
        return None;
    }
    // Rounded half to even, as the reference files have it (2416.5 → 2416,
    // 2601.5 → 2602).
    let (n, sum) = (ratings.len() as u32, ratings.iter().sum::<u32>());
    let (whole, rest) = (sum / n, sum % n);
    Some(match (2 * rest).cmp(&n) {
        std::cmp::Ordering::Less => whole,
        std::cmp::Ordering::Greater => whole + 1,
        std::cmp::Ordering::Equal => whole + whole % 2,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_192_team_codes_of_the_reference_tool() {
        let a = TeamCode::parse("FIDE_TEAM_TYPEA_MP_GP");
        assert_eq!(
            a,
            Some(TeamCode {
                preferences: TeamColourPreferences::TypeA,
                primary: TeamScoreKind::MatchPoints,
                secondary_for_colours: true,
                baku: false
            })
        );
        let b = TeamCode::parse("FIDE_TEAM_TYPEB_GP_MP");
        assert_eq!(
            b.map(|c| (c.preferences, c.primary)),
            Some((TeamColourPreferences::TypeB, TeamScoreKind::GamePoints))
        );
        let none = TeamCode::parse("FIDE_TEAM_MP");
        assert_eq!(
            none.map(|c| (c.preferences, c.secondary_for_colours)),
            Some((TeamColourPreferences::None, false))
        );
        assert_eq!(TeamCode::parse("FIDE_DUTCH_2025"), None);
        assert_eq!(TeamCode::parse("FIDE_TEAM_TYPEC_MP"), None);
    }

    #[test]
    fn records_330_352_362_read_by_their_columns() {
        let line = Line::new("t.trf", 1, "330 -+ 005 003 004");
        let f = read_330(&line).ok();
        assert_eq!(f.map(|f| (f.kind, f.round, f.white, f.black)), Some((MatchForfeit::BlackWins, 5, 3, 4)));
        let line = Line::new("t.trf", 1, "352 WBWBW");
        assert_eq!(read_352(&line).ok().map(|c| c.len()), Some(5));
        let line = Line::new("t.trf", 1, "362 TW 3.0   TD 1.0   TL 0.0");
        assert_eq!(read_362(&line).ok().map(|m| m.win), Some(Points(30)));
        let line = Line::new("t.trf", 1, "362 TW 3.0   TD");
        assert!(read_362(&line).is_err());
        let line = Line::new("t.trf", 1, "320 01.0 02.5 007 006 000");
        assert_eq!(
            read_320(&line).ok().map(|(p, teams, _)| (p, teams)),
            Some((TeamPoints { mp: Points(10), gp: Points(25) }, vec![7, 6, 0]))
        );
        // Blank fields for rounds without a PAB (fixed columns).
        let line = Line::new("t.trf", 1, "320  1.0  2.0          50  49");
        assert_eq!(read_320(&line).ok().map(|(_, teams, _)| teams), Some(vec![0, 0, 50, 49]));
    }
}
