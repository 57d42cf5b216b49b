//! Team standings: the primary score (C.04.6 1.2), then the C.07 team
//! tie-breaks (articles 11–13) and the individual ones applied to teams
//! with match or game points as the score (13, "using teams MP or GP as the
//! reference score"), with the unplayed-rounds management of article 16.
//!
//! Codes are those of the FIDE reference tool's team files
//! (`NAME[-C1][:MP|:GP]`): `EDE`, `EDET`, `EDEB`, `EDEBT`, `EDEBB`, `EMMSB`,
//! `EMGSB`, `EGMSB`, `EGGSB` (each with `-C1`), `ESB`, `BC`, `TBR`, `BBE`,
//! `SSSC`, `MPVGP`, `BH`, `SB`, `PS`, `WIN`, `KS`. Where the reference tool
//! reads beyond the text the reading is written at the code; the one place
//! the text is followed instead is said at [`board_points_of_bye`].
//!
//! Everything is exact: scores in tenths, products in hundredths
//! ([`Decimal`]).

use super::value::{Decimal, div_round_half_up};
use super::{Ranking, Rules, TieBreakError};
use crate::model::{
    ByeKind, MatchKind, MatchPointSystem, Points, ScoringSystem, TeamPoints, TeamRoundEntry, TeamScoreKind,
    Tournament,
};
use std::collections::HashMap;

/// What the board criteria of EDE add for two teams still tied (13.3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdeBoards {
    /// EDE alone.
    None,
    /// EDET: Top Board Results.
    Top,
    /// EDEB: Bottom Board Elimination.
    Bottom,
    /// EDEBT: Board Count, then Top Board Results.
    CountTop,
    /// EDEBB: Board Count, then Bottom Board Elimination.
    CountBottom,
}

/// One team criterion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TeamCriterion {
    /// MPvGP (13.1): the secondary score.
    Secondary,
    /// EDE family (13.3).
    DirectEncounter(EdeBoards),
    /// Extended Sonneborn-Berger (13.2): the opponent's total of
    /// `opponent` × the team's `own` points against it.
    ExtendedSb { opponent: TeamScoreKind, own: TeamScoreKind },
    /// The reference tool's plain `ESB`: opponent's primary × own secondary.
    PlainEsb,
    /// BC (12.1): lower is better.
    BoardCount,
    /// TBR (12.2), positional.
    TopBoards,
    /// BBE (12.3), positional.
    BottomBoards,
    /// SSSC (13.4).
    ScheduleStrength,
    /// Buchholz (8.1) on one score.
    Buchholz(TeamScoreKind),
    /// Sonneborn-Berger (9.1) on one score.
    SonnebornBerger(TeamScoreKind),
    /// Progressive score (7.5) on one score.
    Progressive(TeamScoreKind),
    /// Rounds with a win's worth of points (7.1) on one score.
    Wins(TeamScoreKind),
    /// Koya (9.2) on one score.
    Koya(TeamScoreKind),
}

/// A team tie-break: a criterion, with Cut-1 (14.1) where it applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TeamTieBreak {
    pub criterion: TeamCriterion,
    pub cut1: bool,
    /// The reference tool's `P` modifier ("predetermined"): a match not
    /// played (a forfeit) counts as played with its scheduled opponent, as
    /// C.07 15.2 has it for pairings fixed in advance, for this tie-break
    /// only: in the sums over opponents (BH, SB, the ESB family) that
    /// opponent's adjusted score stands in for the dummy of 16.4 and the
    /// round is no VUR for the cut (16.5); in the EDE family the forfeited
    /// encounter counts among the tied teams (Gacrux 1.11,
    /// `compute_buchholz_sonneborn_berger_ver` and
    /// `compute_basic_direct_encounter`). Byes and absences stay unplayed.
    pub unplayed_as_played: bool,
}

impl TeamTieBreak {
    /// Parses a code of the reference tool's team files (case-insensitive):
    /// Swissdesk's `EMGSB-C1`, `BH-C1:MP`, or the reference tool's own
    /// notation, modifiers after `/` (also `!`, `#`) and the score before
    /// them: `EMGSB/C1`, `BH:MP/C1`, `EMGSB/C1/P`. Of its modifiers `C1`
    /// (Cut-1, C.07 14.1) and `P` (forfeits as played,
    /// [`TeamTieBreak::unplayed_as_played`]) are computed; any other (`R`,
    /// `D`, …) is refused by name, so a list is never ranked without it.
    pub fn parse(code: &str) -> Result<TeamTieBreak, TieBreakError> {
        let upper = code.trim().to_ascii_uppercase().replace(['/', '!', '#'], "-");
        let unknown = || TieBreakError::UnknownCode { code: code.trim().to_owned() };
        // The score (`:MP`, `:GP`) after the name or after the modifiers.
        let (body, score) = match upper.split_once(':') {
            Some((name, rest)) => {
                let (score, modifiers) = rest.split_once('-').unwrap_or((rest, ""));
                let score = match score {
                    "MP" => TeamScoreKind::MatchPoints,
                    "GP" => TeamScoreKind::GamePoints,
                    _ => return Err(unknown()),
                };
                let body = if modifiers.is_empty() { name.to_owned() } else { format!("{name}-{modifiers}") };
                (body, Some(score))
            }
            None => (upper.clone(), None),
        };
        let mut parts = body.split('-');
        let base = parts.next().unwrap_or_default().to_owned();
        let mut cut1 = false;
        let mut unplayed_as_played = false;
        for modifier in parts {
            match modifier {
                "C1" => cut1 = true,
                "P" => unplayed_as_played = true,
                "" => return Err(unknown()),
                other => {
                    return Err(TieBreakError::ModifierNotAllowed {
                        code: code.trim().to_owned(),
                        modifier: other.to_owned(),
                    });
                }
            }
        }
        use TeamScoreKind::{GamePoints as G, MatchPoints as M};
        let scored = |f: fn(TeamScoreKind) -> TeamCriterion| score.map(f).ok_or_else(unknown);
        let criterion = match base.as_str() {
            "MPVGP" | "MP" | "GP" if score.is_none() => TeamCriterion::Secondary,
            "EDE" => TeamCriterion::DirectEncounter(EdeBoards::None),
            "EDET" => TeamCriterion::DirectEncounter(EdeBoards::Top),
            "EDEB" => TeamCriterion::DirectEncounter(EdeBoards::Bottom),
            "EDEBT" => TeamCriterion::DirectEncounter(EdeBoards::CountTop),
            "EDEBB" => TeamCriterion::DirectEncounter(EdeBoards::CountBottom),
            "EMMSB" => TeamCriterion::ExtendedSb { opponent: M, own: M },
            "EMGSB" => TeamCriterion::ExtendedSb { opponent: M, own: G },
            "EGMSB" => TeamCriterion::ExtendedSb { opponent: G, own: M },
            "EGGSB" => TeamCriterion::ExtendedSb { opponent: G, own: G },
            "ESB" => TeamCriterion::PlainEsb,
            "BC" => TeamCriterion::BoardCount,
            "TBR" => TeamCriterion::TopBoards,
            "BBE" => TeamCriterion::BottomBoards,
            "SSSC" => TeamCriterion::ScheduleStrength,
            "BH" => scored(TeamCriterion::Buchholz)?,
            "SB" => scored(TeamCriterion::SonnebornBerger)?,
            "PS" => scored(TeamCriterion::Progressive)?,
            "WIN" => scored(TeamCriterion::Wins)?,
            "KS" => scored(TeamCriterion::Koya)?,
            _ => return Err(unknown()),
        };
        let takes_score = matches!(
            criterion,
            TeamCriterion::Buchholz(_)
                | TeamCriterion::SonnebornBerger(_)
                | TeamCriterion::Progressive(_)
                | TeamCriterion::Wins(_)
                | TeamCriterion::Koya(_)
        );
        if score.is_some() && !takes_score {
            return Err(unknown());
        }
        // 14.1: Cut-1 for the sums over opponents (BH, SB, the ESB family).
        let cuttable = matches!(
            criterion,
            TeamCriterion::Buchholz(_)
                | TeamCriterion::SonnebornBerger(_)
                | TeamCriterion::ExtendedSb { .. }
                | TeamCriterion::PlainEsb
        );
        if cut1 && !cuttable {
            return Err(TieBreakError::ModifierNotAllowed {
                code: code.trim().to_owned(),
                modifier: "C1".into(),
            });
        }
        // `P` changes the criteria that look at who met whom: the sums over
        // opponents and the EDE family (elsewhere the reference tool reads
        // it and changes nothing; refused here, so a list says what counts).
        let takes_played = cuttable || matches!(criterion, TeamCriterion::DirectEncounter(_));
        if unplayed_as_played && !takes_played {
            return Err(TieBreakError::ModifierNotAllowed {
                code: code.trim().to_owned(),
                modifier: "P".into(),
            });
        }
        Ok(TeamTieBreak { criterion, cut1, unplayed_as_played })
    }

    /// A criterion with no modifier.
    pub fn plain(criterion: TeamCriterion) -> TeamTieBreak {
        TeamTieBreak { criterion, cut1: false, unplayed_as_played: false }
    }

    /// The code as the reference files write it.
    pub fn code(self) -> String {
        let cut = match (self.cut1, self.unplayed_as_played) {
            (false, false) => "",
            (true, false) => "-C1",
            (false, true) => "-P",
            (true, true) => "-C1-P",
        };
        let with_score = |name: &str, s: TeamScoreKind| format!("{name}{cut}:{}", s.code());
        match self.criterion {
            TeamCriterion::Secondary => "MPVGP".into(),
            TeamCriterion::DirectEncounter(b) => {
                let name = match b {
                    EdeBoards::None => "EDE",
                    EdeBoards::Top => "EDET",
                    EdeBoards::Bottom => "EDEB",
                    EdeBoards::CountTop => "EDEBT",
                    EdeBoards::CountBottom => "EDEBB",
                };
                format!("{name}{cut}")
            }
            TeamCriterion::ExtendedSb { opponent, own } => {
                let letter = |s: TeamScoreKind| if s == TeamScoreKind::MatchPoints { 'M' } else { 'G' };
                format!("E{}{}SB{cut}", letter(opponent), letter(own))
            }
            TeamCriterion::PlainEsb => format!("ESB{cut}"),
            TeamCriterion::BoardCount => "BC".into(),
            TeamCriterion::TopBoards => "TBR".into(),
            TeamCriterion::BottomBoards => "BBE".into(),
            TeamCriterion::ScheduleStrength => "SSSC".into(),
            TeamCriterion::Buchholz(s) => with_score("BH", s),
            TeamCriterion::SonnebornBerger(s) => with_score("SB", s),
            TeamCriterion::Progressive(s) => with_score("PS", s),
            TeamCriterion::Wins(s) => with_score("WIN", s),
            TeamCriterion::Koya(s) => with_score("KS", s),
        }
    }

    /// Board Count and the positional criteria rank the lower value first.
    pub fn lower_is_better(self) -> bool {
        matches!(
            self.criterion,
            TeamCriterion::BoardCount
                | TeamCriterion::DirectEncounter(_)
                | TeamCriterion::TopBoards
                | TeamCriterion::BottomBoards
        )
    }

    /// Whether the value is a place inside a tied group (0: not separated).
    pub fn is_positional(self) -> bool {
        matches!(
            self.criterion,
            TeamCriterion::DirectEncounter(_) | TeamCriterion::TopBoards | TeamCriterion::BottomBoards
        )
    }

    /// Decimals worth printing.
    pub fn decimals(self) -> u32 {
        match self.criterion {
            TeamCriterion::ExtendedSb { .. }
            | TeamCriterion::PlainEsb
            | TeamCriterion::SonnebornBerger(_)
            | TeamCriterion::ScheduleStrength => 2,
            TeamCriterion::DirectEncounter(_)
            | TeamCriterion::TopBoards
            | TeamCriterion::BottomBoards
            | TeamCriterion::Wins(_) => 0,
            _ => 1,
        }
    }
}

/// Parses a list of team tie-break codes.
pub fn parse_team_tiebreaks<S: AsRef<str>>(codes: &[S]) -> Result<Vec<TeamTieBreak>, TieBreakError> {
    codes.iter().map(|c| TeamTieBreak::parse(c.as_ref())).collect()
}

/// The team tie-breaks a new team event starts with: the secondary score
/// (13.1), extended direct encounter (13.3) and an extended
/// Sonneborn-Berger (13.2) — the reference tool's most used team list.
pub fn default_team_tiebreaks() -> Vec<String> {
    vec!["MPVGP".into(), "EDE".into(), "EMGSB".into(), "BC".into()]
}

/// One team's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRow {
    pub tpn: u32,
    pub mp: Points,
    pub gp: Points,
    /// Rank after the primary score and the whole list; ties share it.
    pub rank: u32,
    pub shared: bool,
    /// The rank with remaining ties broken by drawing of lots (C.07 4.2).
    pub place: u32,
    /// One value per tie-break of [`TeamStandings::tiebreaks`].
    pub values: Vec<Option<Decimal>>,
}

/// Team standings after some round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamStandings {
    pub after_round: u32,
    pub primary: TeamScoreKind,
    pub tiebreaks: Vec<TeamTieBreak>,
    /// Ordered by place.
    pub rows: Vec<TeamRow>,
}

impl TeamStandings {
    pub fn row(&self, tpn: u32) -> Option<&TeamRow> {
        super::find_row(&self.rows, tpn)
    }

    pub fn value(&self, tpn: u32, tiebreak: TeamTieBreak) -> Option<Decimal> {
        super::value_of(&self.rows, &self.tiebreaks, tpn, tiebreak)
    }

    /// The last place of the teams sharing `row`'s rank.
    pub fn last_shared_place(&self, row: &TeamRow) -> u32 {
        super::last_shared_place(&self.rows, row)
    }

    /// The place as printed: `3`, or `3-5` for a place three teams share.
    pub fn place_text(&self, row: &TeamRow) -> String {
        super::place_text(&self.rows, row)
    }
}

impl super::Placed for TeamRow {
    fn tpn(&self) -> u32 {
        self.tpn
    }
    fn rank(&self) -> u32 {
        self.rank
    }
    fn shared(&self) -> bool {
        self.shared
    }
    fn values(&self) -> &[Option<Decimal>] {
        &self.values
    }
}

/// Whether the event's pairings were fixed in advance (a round robin):
/// C.07 15.2 then counts forfeits as played and Article 16 does not apply.
/// Read from what names the event a round robin (a `092`/`192` text with
/// "Berger" or "robin", as the team round robins of the corpus have).
pub fn pairings_fixed_in_advance(t: &Tournament) -> bool {
    let says = |text: &str| {
        let upper = text.to_ascii_uppercase();
        upper.contains("BERGER") || upper.contains("ROBIN")
    };
    says(&t.event.tournament_type)
        || t.foreign_trf_lines.iter().any(|l| l.starts_with("192") && says(l))
        || says(t.settings.pairing_system.as_str())
}

/// The note under team standings that show positional tie-breaks (EDE…,
/// TBR, BBE): their value is a place inside the group of teams tied before
/// them, and 0 when that group is not split or the team is tied with
/// nobody (C.07 6.2–6.3, 12.2–12.3, 13.3; FIDE's reference tool prints 0
/// the same way). `None` when the list has none.
pub fn positional_note(tiebreaks: &[TeamTieBreak]) -> Option<String> {
    let codes: Vec<String> = tiebreaks.iter().filter(|tb| tb.is_positional()).map(|tb| tb.code()).collect();
    (!codes.is_empty()).then(|| crate::tr!("standings-team-positional-note", codes = codes.join(", ")))
}

/// The event's own list (`settings.tiebreaks`) read as team codes.
pub fn tournament_team_tiebreaks(t: &Tournament) -> Result<Vec<TeamTieBreak>, TieBreakError> {
    parse_team_tiebreaks(&t.settings.tiebreaks)
}

/// The team standings after `after_round`: by the primary score, then
/// `tiebreaks` in order (C.07 4.2), remaining ties drawn by lot with the
/// event's seed. `round_robin`: the event's pairings were fixed in advance
/// (15.2: forfeits count as played; DE: every tied team has met).
pub fn team_standings(
    t: &Tournament,
    after_round: u32,
    rules: Rules,
    tiebreaks: &[TeamTieBreak],
    round_robin: bool,
) -> TeamStandings {
    team_standings_reading(t, after_round, rules, tiebreaks, round_robin, ByeBoards::Text)
}

/// How the article 12 criteria (BC, TBR, BBE, and the board part of EDE)
/// count the boards of a team's half-point or full-point bye.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ByeBoards {
    /// The text: art. 12 counts "games played by the team" and gives the
    /// PAB a win on every board; a requested bye has no games, so it adds
    /// nothing. Swissdesk's reading.
    #[default]
    Text,
    /// FIDE's reference tool (Gacrux 1.11.65): a half-point or full-point
    /// bye counts its awarded points on every board (0.5 / 1). Kept to
    /// show, in the oracle test, that this is the only difference.
    AsAwarded,
}

/// [`team_standings`] with the article 12 reading of byes chosen.
pub fn team_standings_reading(
    t: &Tournament,
    after_round: u32,
    rules: Rules,
    tiebreaks: &[TeamTieBreak],
    round_robin: bool,
    bye_boards: ByeBoards,
) -> TeamStandings {
    let records = TeamRecords::new(t, after_round, rules, round_robin, bye_boards);
    let primary = t.settings.team.primary;
    let ids: Vec<u32> = t.teams.iter().map(|team| team.tpn).collect();
    let mut ranking = Ranking::over(
        ids.clone(),
        &ids.iter().map(|&p| (p, Some(Decimal::from_points(primary.of(records.total(p)))))).collect(),
    );
    let columns = ranking
        .refine_by(tiebreaks, TeamTieBreak::lower_is_better, |tb, groups| records.evaluate(tb, groups));
    let rows = ranking
        .placings(team_lots_seed(t), &columns)
        .into_iter()
        .map(|p| {
            let total = records.total(p.tpn);
            TeamRow {
                tpn: p.tpn,
                mp: total.mp,
                gp: total.gp,
                rank: p.rank,
                shared: p.shared,
                place: p.place,
                values: p.values,
            }
        })
        .collect();
    TeamStandings { after_round, primary, tiebreaks: tiebreaks.to_vec(), rows }
}

/// A seed for the drawing of lots, from the event and the teams' names.
fn team_lots_seed(t: &Tournament) -> u64 {
    let mut seed = super::lots_seed(t);
    for team in &t.teams {
        for b in team.name.bytes() {
            seed = (seed ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    seed
}

/// How a team's round went, as the unplayed-rounds rules see it (C.07 16.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoundKind {
    Played {
        opponent: u32,
    },
    ForfeitWin {
        opponent: u32,
    },
    /// A forfeit loss, also both sides of a double forfeit: a VUR.
    ForfeitLoss {
        opponent: u32,
    },
    PairingBye,
    FullBye,
    /// A requested bye (VUR).
    HalfBye,
    /// A zero-point bye, an absence, a withdrawn team's round (VUR).
    ZeroBye,
}

impl RoundKind {
    /// 16.1.2: a requested bye or a forfeit loss.
    fn is_vur(self) -> bool {
        matches!(self, RoundKind::ForfeitLoss { .. } | RoundKind::HalfBye | RoundKind::ZeroBye)
    }

    fn scheduled_opponent(self) -> Option<u32> {
        match self {
            RoundKind::Played { opponent }
            | RoundKind::ForfeitWin { opponent }
            | RoundKind::ForfeitLoss { opponent } => Some(opponent),
            _ => None,
        }
    }

    fn played_opponent(self) -> Option<u32> {
        match self {
            RoundKind::Played { opponent } => Some(opponent),
            _ => None,
        }
    }

    /// The opponent the round counts against: the one played, or with
    /// forfeits counted as played (`P`) the scheduled one.
    fn opponent_counted(self, unplayed_as_played: bool) -> Option<u32> {
        if unplayed_as_played { self.scheduled_opponent() } else { self.played_opponent() }
    }
}

/// One round of one team.
#[derive(Clone, Debug)]
struct TeamRound {
    kind: RoundKind,
    points: TeamPoints,
    /// Board points for the article 12 criteria.
    boards: Vec<Points>,
}

/// Every team's rounds `1..=after_round`, with totals and adjusted scores.
struct TeamRecords<'a> {
    t: &'a Tournament,
    rounds: u32,
    rules: Rules,
    round_robin: bool,
    boards: u32,
    match_points: MatchPointSystem,
    scoring: ScoringSystem,
    primary: TeamScoreKind,
    by_team: HashMap<u32, Vec<TeamRound>>,
    totals: HashMap<u32, TeamPoints>,
    adjusted: HashMap<u32, TeamPoints>,
}

/// Board points of a team bye for the article 12 criteria: the PAB a win
/// on every board (art. 12: "the game points considered for each board are
/// the same as those assigned to a standard win"); a requested bye nothing
/// by the text (no games played), its awarded points by the reference tool.
fn board_points_of_bye(kind: ByeKind, scoring: &ScoringSystem, reading: ByeBoards) -> Points {
    match (kind, reading) {
        (ByeKind::PairingAllocated, _) => scoring.win,
        (ByeKind::FullPoint, ByeBoards::AsAwarded) => scoring.full_bye,
        (ByeKind::HalfPoint, ByeBoards::AsAwarded) => scoring.half_bye,
        _ => Points::ZERO,
    }
}

impl<'a> TeamRecords<'a> {
    fn new(
        t: &'a Tournament,
        rounds: u32,
        rules: Rules,
        round_robin: bool,
        bye_boards: ByeBoards,
    ) -> TeamRecords<'a> {
        let settings = &t.settings.team;
        let scoring = t.settings.scoring;
        let boards = settings.boards;
        let mut by_team = HashMap::new();
        let mut totals = HashMap::new();
        for team in &t.teams {
            let mut list = Vec::with_capacity(rounds as usize);
            for number in 1..=rounds {
                let round = match t.team_entry(number, team.tpn) {
                    TeamRoundEntry::Match(outcome) => {
                        let opponent = outcome.opponent;
                        // 15.2: with pairings fixed in advance a forfeit
                        // counts as a match like any other.
                        let kind = match outcome.kind {
                            _ if round_robin => RoundKind::Played { opponent },
                            MatchKind::Played => RoundKind::Played { opponent },
                            MatchKind::ForfeitWin => RoundKind::ForfeitWin { opponent },
                            MatchKind::ForfeitLoss => RoundKind::ForfeitLoss { opponent },
                        };
                        // Art. 12: a board forfeited counts as won or lost.
                        let board_points = outcome
                            .boards
                            .iter()
                            .map(|b| match b.points {
                                Some(p) if !b.played && p == scoring.forfeit_win => scoring.win,
                                Some(p) if !b.played && p == scoring.forfeit_loss => scoring.loss,
                                Some(p) => p,
                                None => Points::ZERO,
                            })
                            .collect();
                        TeamRound { kind, points: outcome.points.unwrap_or_default(), boards: board_points }
                    }
                    TeamRoundEntry::Bye(kind) => TeamRound {
                        kind: match kind {
                            ByeKind::PairingAllocated => RoundKind::PairingBye,
                            ByeKind::FullPoint => RoundKind::FullBye,
                            ByeKind::HalfPoint => RoundKind::HalfBye,
                            ByeKind::ZeroPoint => RoundKind::ZeroBye,
                        },
                        points: settings.bye_points(kind, &scoring),
                        boards: vec![board_points_of_bye(kind, &scoring, bye_boards); boards as usize],
                    },
                    TeamRoundEntry::Absent => TeamRound {
                        kind: RoundKind::ZeroBye,
                        points: TeamPoints::default(),
                        boards: vec![Points::ZERO; boards as usize],
                    },
                };
                list.push(round);
            }
            totals.insert(team.tpn, list.iter().map(|r| r.points).sum());
            by_team.insert(team.tpn, list);
        }
        let mut records = TeamRecords {
            t,
            rounds,
            rules,
            round_robin,
            boards,
            match_points: settings.match_points,
            scoring,
            primary: settings.primary,
            by_team,
            totals,
            adjusted: HashMap::new(),
        };
        records.adjusted = records.adjusted_scores();
        records
    }

    fn total(&self, team: u32) -> TeamPoints {
        self.totals.get(&team).copied().unwrap_or_default()
    }

    fn of(&self, team: u32) -> &[TeamRound] {
        self.by_team.get(&team).map(Vec::as_slice).unwrap_or(&[])
    }

    /// A drawn match (16.3.2): the draw's match points, half the boards.
    fn draw(&self) -> TeamPoints {
        let boards = i32::try_from(self.boards).unwrap_or(i32::MAX);
        TeamPoints { mp: self.match_points.draw, gp: Points(self.scoring.draw.0.saturating_mul(boards)) }
    }

    /// 16.3: the score a team lends its opponents: requested byes followed
    /// only by VURs (or in the last round) count as draws.
    fn adjusted_scores(&self) -> HashMap<u32, TeamPoints> {
        let mut adjusted = HashMap::new();
        for (&team, rounds) in &self.by_team {
            let last_not_vur = rounds.iter().rposition(|r| !r.kind.is_vur());
            let score = rounds
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let requested = matches!(r.kind, RoundKind::HalfBye | RoundKind::ZeroBye);
                    let after_last = last_not_vur.is_none_or(|last| i > last);
                    if requested && after_last && !self.round_robin { self.draw() } else { r.points }
                })
                .sum();
            adjusted.insert(team, score);
        }
        adjusted
    }

    fn adjusted(&self, team: u32) -> TeamPoints {
        self.adjusted.get(&team).copied().unwrap_or_default()
    }

    /// The value of an opponent in round `round` for the sums over
    /// opponents (BH, SB, ESB): the opponent's adjusted score of `kind`,
    /// or for an unplayed round the dummy of 16.4 (the team's own score,
    /// capped in the 2026 edition).
    fn opponent_value(&self, team: u32, round: &TeamRound, kind: TeamScoreKind, as_played: bool) -> Points {
        if let Some(opponent) = round.kind.opponent_counted(as_played) {
            return kind.of(self.adjusted(opponent));
        }
        let own = kind.of(self.total(team));
        if self.rules == Rules::Edition2024 {
            return own;
        }
        let cap = match round.kind.scheduled_opponent() {
            // 16.4.1: a forfeit: the scheduled opponent's adjusted score.
            Some(opponent) => kind.of(self.adjusted(opponent)),
            // 16.4.2: a draw's points times the rounds considered.
            None => {
                let rounds = i32::try_from(self.rounds).unwrap_or(i32::MAX);
                Points(kind.of(self.draw()).0.saturating_mul(rounds))
            }
        };
        own.min(cap)
    }

    /// The contributions of a sum over opponents: (opponent value, the
    /// round's contribution, whether the round is a VUR).
    fn contributions(
        &self,
        team: u32,
        opponent: TeamScoreKind,
        own: Option<TeamScoreKind>,
        as_played: bool,
    ) -> Vec<(Points, Decimal, bool)> {
        self.of(team)
            .iter()
            .map(|r| {
                let value = self.opponent_value(team, r, opponent, as_played);
                let contribution = match own {
                    Some(own) => Decimal::product(value, own.of(r.points)),
                    None => Decimal::from_points(value),
                };
                // `P`: a forfeit counted as played is no VUR (a bye stays one).
                let counted_as_played = as_played && r.kind.scheduled_opponent().is_some();
                (value, contribution, r.kind.is_vur() && !self.round_robin && !counted_as_played)
            })
            .collect()
    }

    /// Buchholz: the sum, Cut-1 dropping the lowest contribution, or the
    /// lowest contribution of a VUR when the team has one (16.5).
    fn buchholz(&self, team: u32, score: TeamScoreKind, cut1: bool, as_played: bool) -> Decimal {
        let parts = self.contributions(team, score, None, as_played);
        let sum = parts.iter().map(|p| p.1.hundredths()).sum::<i64>();
        if !cut1 || parts.is_empty() {
            return Decimal::from_hundredths(sum);
        }
        let vur = parts.iter().filter(|p| p.2).map(|p| p.1).min();
        let lowest = parts.iter().map(|p| p.1).min().unwrap_or_default();
        Decimal::from_hundredths(sum - vur.unwrap_or(lowest).hundredths())
    }

    /// Sonneborn-Berger on (`opponent` × `own`): Cut-1 drops the
    /// contribution of the opponent with the lowest score (the lowest
    /// contribution among several), or, when the team has a VUR, the
    /// larger of that and its lowest VUR contribution (14.1.2, 16.5.2).
    fn sonneborn(
        &self,
        team: u32,
        opponent: TeamScoreKind,
        own: TeamScoreKind,
        cut1: bool,
        as_played: bool,
    ) -> Decimal {
        let parts = self.contributions(team, opponent, Some(own), as_played);
        let sum = parts.iter().map(|p| p.1.hundredths()).sum::<i64>();
        if !cut1 || parts.is_empty() {
            return Decimal::from_hundredths(sum);
        }
        let least = parts.iter().map(|p| (p.0, p.1)).min().map(|p| p.1).unwrap_or_default();
        let cut = match parts.iter().filter(|p| p.2).map(|p| p.1).min() {
            Some(vur) => vur.max(least),
            None => least,
        };
        Decimal::from_hundredths(sum - cut.hundredths())
    }

    fn progressive(&self, team: u32, score: TeamScoreKind) -> Decimal {
        let mut running = Points::ZERO;
        let mut sum = Points::ZERO;
        for r in self.of(team) {
            running += score.of(r.points);
            sum += running;
        }
        Decimal::from_points(sum)
    }

    /// 7.1: rounds with a win's worth of points (forfeit wins and
    /// full-point byes count; a PAB is a drawn match).
    fn wins(&self, team: u32, score: TeamScoreKind) -> Decimal {
        let boards = i32::try_from(self.boards).unwrap_or(i32::MAX);
        let win = match score {
            TeamScoreKind::MatchPoints => self.match_points.win,
            TeamScoreKind::GamePoints => Points(self.scoring.win.0.saturating_mul(boards)),
        };
        let count = self.of(team).iter().filter(|r| score.of(r.points) == win).count();
        Decimal::from_int(i64::try_from(count).unwrap_or(i64::MAX))
    }

    /// 9.2: points scored against teams with at least half the maximum
    /// score of the rounds considered (every paired round, forfeits too).
    fn koya(&self, team: u32, score: TeamScoreKind) -> Decimal {
        let boards = i64::from(self.boards);
        let per_round = match score {
            TeamScoreKind::MatchPoints => i64::from(self.match_points.win.0),
            TeamScoreKind::GamePoints => i64::from(self.scoring.win.0) * boards,
        };
        let maximum = per_round * i64::from(self.rounds);
        let sum: Points = self
            .of(team)
            .iter()
            .filter(|r| {
                r.kind
                    .scheduled_opponent()
                    .is_some_and(|o| 2 * i64::from(score.of(self.total(o)).0) >= maximum)
            })
            .map(|r| score.of(r.points))
            .sum();
        Decimal::from_points(sum)
    }

    fn board_count(&self, team: u32) -> Decimal {
        let mut sum: i64 = 0;
        for r in self.of(team) {
            for (i, p) in r.boards.iter().enumerate() {
                sum += (i as i64 + 1) * i64::from(p.0);
            }
        }
        Decimal::from_hundredths(sum * 10)
    }

    /// Points per board over the event, board 1 first.
    fn board_totals(&self, rounds: &[&TeamRound]) -> Vec<i64> {
        let mut totals = vec![0i64; self.boards as usize];
        for r in rounds {
            for (i, p) in r.boards.iter().enumerate() {
                if let Some(slot) = totals.get_mut(i) {
                    *slot += i64::from(p.0);
                }
            }
        }
        totals
    }

    /// 13.4: secondary + BH(primary) / f, f = ⌊highest primary score of
    /// the event ÷ highest secondary score of one match⌋; the reference
    /// tool rounds the sum half up to two decimals. `None` when f is 0.
    fn schedule_strength(&self, team: u32) -> Option<Decimal> {
        let boards = i64::from(self.boards);
        let rounds = i64::from(self.rounds);
        let tw = i64::from(self.match_points.win.0);
        let gw = i64::from(self.scoring.win.0) * boards;
        let factor = match self.primary {
            TeamScoreKind::MatchPoints => (tw * rounds) / gw.max(1),
            TeamScoreKind::GamePoints => (gw * rounds) / tw.max(1),
        };
        if factor <= 0 {
            return None;
        }
        let secondary = Decimal::from_points(self.primary.other().of(self.total(team)));
        let bh = self.buchholz(team, self.primary, false, false);
        Some(Decimal::from_hundredths(secondary.hundredths() + div_round_half_up(bh.hundredths(), factor)))
    }

    fn evaluate(&self, tb: TeamTieBreak, groups: &[Vec<u32>]) -> HashMap<u32, Option<Decimal>> {
        let teams: Vec<u32> = self.t.teams.iter().map(|team| team.tpn).collect();
        let each = |f: &dyn Fn(u32) -> Option<Decimal>| teams.iter().map(|&p| (p, f(p))).collect();
        let secondary = self.primary.other();
        let as_played = tb.unplayed_as_played;
        match tb.criterion {
            TeamCriterion::Secondary => each(&|p| Some(Decimal::from_points(secondary.of(self.total(p))))),
            TeamCriterion::ExtendedSb { opponent, own } => {
                each(&|p| Some(self.sonneborn(p, opponent, own, tb.cut1, as_played)))
            }
            TeamCriterion::PlainEsb => {
                each(&|p| Some(self.sonneborn(p, self.primary, secondary, tb.cut1, as_played)))
            }
            TeamCriterion::SonnebornBerger(s) => each(&|p| Some(self.sonneborn(p, s, s, tb.cut1, as_played))),
            TeamCriterion::Buchholz(s) => each(&|p| Some(self.buchholz(p, s, tb.cut1, as_played))),
            TeamCriterion::Progressive(s) => each(&|p| Some(self.progressive(p, s))),
            TeamCriterion::Wins(s) => each(&|p| Some(self.wins(p, s))),
            TeamCriterion::Koya(s) => each(&|p| Some(self.koya(p, s))),
            TeamCriterion::BoardCount => each(&|p| Some(self.board_count(p))),
            TeamCriterion::ScheduleStrength => each(&|p| self.schedule_strength(p)),
            TeamCriterion::TopBoards => {
                let keys: HashMap<u32, Vec<i64>> = teams
                    .iter()
                    .map(|&p| (p, self.board_totals(&self.of(p).iter().collect::<Vec<_>>())))
                    .collect();
                positions(groups, |p| keys.get(&p).cloned().unwrap_or_default())
            }
            TeamCriterion::BottomBoards => {
                let keys: HashMap<u32, Vec<i64>> = teams
                    .iter()
                    .map(|&p| {
                        (p, bottom_elimination(&self.board_totals(&self.of(p).iter().collect::<Vec<_>>())))
                    })
                    .collect();
                positions(groups, |p| keys.get(&p).cloned().unwrap_or_default())
            }
            TeamCriterion::DirectEncounter(boards) => {
                let mut values = HashMap::new();
                for group in groups {
                    let mut position: HashMap<u32, usize> = group.iter().map(|&p| (p, 0)).collect();
                    if group.len() > 1 {
                        self.separate(group, 0, boards, as_played, &mut position);
                    }
                    let separated = group.iter().any(|p| position.get(p) != Some(&0));
                    for &p in group {
                        let value = if separated { position.get(&p).map_or(0, |&x| x as i64 + 1) } else { 0 };
                        values.insert(p, Some(Decimal::from_int(value)));
                    }
                }
                values
            }
        }
    }

    /// 13.3: splits `group` (all at `base`) by direct encounter on the
    /// primary score, else on the secondary score, and each new subset again
    /// from the primary score (13.3.3); two teams still tied go to the
    /// board criteria of 13.3.2, over the matches between them.
    fn separate(
        &self,
        group: &[u32],
        base: usize,
        boards: EdeBoards,
        as_played: bool,
        position: &mut HashMap<u32, usize>,
    ) {
        let mut split = self.encounter_split(group, self.primary, as_played);
        if split.len() <= 1 {
            split = self.encounter_split(group, self.primary.other(), as_played);
        }
        if split.len() <= 1 && group.len() == 2 {
            split = self.board_split(group, boards, as_played);
        }
        if split.len() <= 1 {
            return;
        }
        let mut offset = base;
        for sub in split {
            for &p in &sub {
                position.insert(p, offset);
            }
            if sub.len() > 1 {
                self.separate(&sub, offset, boards, as_played, position);
            }
            offset += sub.len();
        }
    }

    /// Article 6 on one score among `group`: the separate standings when
    /// all have met (6.2; in a round robin all count as met), else the
    /// teams who stay alone on top whatever the missing matches give
    /// (6.3). Returns the subsets in order (one subset: no split).
    fn encounter_split(&self, group: &[u32], score: TeamScoreKind, as_played: bool) -> Vec<Vec<u32>> {
        // A missing match is worth up to a match win (MP) or every board (GP).
        let boards = i64::from(self.boards);
        let best_match = match score {
            TeamScoreKind::MatchPoints => i64::from(self.match_points.win.0),
            TeamScoreKind::GamePoints => i64::from(self.scoring.win.0) * boards,
        };
        let others = group.len() - 1;
        struct Row {
            tpn: u32,
            score: i64,
            best: i64,
            met: usize,
        }
        let mut rows: Vec<Row> = group
            .iter()
            .map(|&tpn| {
                let mut per_opponent: Vec<(u32, i64, i64)> = Vec::new();
                for r in self.of(tpn) {
                    let Some(o) = r.kind.opponent_counted(as_played) else { continue };
                    if !group.contains(&o) {
                        continue;
                    }
                    let pts = i64::from(score.of(r.points).0);
                    match per_opponent.iter_mut().find(|e| e.0 == o) {
                        Some(e) => {
                            e.1 += pts;
                            e.2 += 1;
                        }
                        None => per_opponent.push((o, pts, 1)),
                    }
                }
                // 6.1.2: the average of several matches against one team.
                let value: i64 = per_opponent.iter().map(|&(_, sum, n)| sum * SCALE / n.max(1)).sum();
                let met = per_opponent.len();
                let best = value + (others.saturating_sub(met) as i64) * best_match * SCALE;
                Row { tpn, score: value, best, met }
            })
            .collect();
        let all_met = self.round_robin || rows.iter().all(|r| r.met >= others);
        let mut subsets: Vec<Vec<u32>> = Vec::new();
        if all_met {
            rows.sort_by(|a, b| b.score.cmp(&a.score).then(a.tpn.cmp(&b.tpn)));
            for (i, row) in rows.iter().enumerate() {
                match subsets.last_mut() {
                    Some(last) if i > 0 && rows[i - 1].score == row.score => last.push(row.tpn),
                    _ => subsets.push(vec![row.tpn]),
                }
            }
        } else {
            rows.sort_by(|a, b| b.score.cmp(&a.score).then(b.best.cmp(&a.best)).then(a.tpn.cmp(&b.tpn)));
            let mut i = 0;
            while i < rows.len() {
                let reachable = rows[i + 1..].iter().map(|r| r.best).max();
                match reachable {
                    Some(best) if rows[i].score > best => {
                        subsets.push(vec![rows[i].tpn]);
                        i += 1;
                    }
                    _ => break,
                }
            }
            if i < rows.len() {
                subsets.push(rows[i..].iter().map(|r| r.tpn).collect());
            }
        }
        subsets
    }

    /// 13.3.2 for two teams: the board criteria over their matches.
    fn board_split(&self, group: &[u32], boards: EdeBoards, as_played: bool) -> Vec<Vec<u32>> {
        let (a, b) = (group[0], group[1]);
        let between = |team: u32, other: u32| -> Vec<&TeamRound> {
            self.of(team).iter().filter(|r| r.kind.opponent_counted(as_played) == Some(other)).collect()
        };
        let (ra, rb) = (between(a, b), between(b, a));
        if ra.is_empty() {
            return vec![group.to_vec()];
        }
        let (ta, tb) = (self.board_totals(&ra), self.board_totals(&rb));
        let count =
            |totals: &[i64]| -> i64 { totals.iter().enumerate().map(|(i, p)| (i as i64 + 1) * p).sum() };
        let mut keys: Vec<(Vec<i64>, Vec<i64>)> = Vec::new();
        match boards {
            EdeBoards::None => return vec![group.to_vec()],
            EdeBoards::Top => keys.push((ta.clone(), tb.clone())),
            EdeBoards::Bottom => keys.push((bottom_elimination(&ta), bottom_elimination(&tb))),
            // BC: lower is better, so compared negated.
            EdeBoards::CountTop => {
                keys.push((vec![-count(&ta)], vec![-count(&tb)]));
                keys.push((ta.clone(), tb.clone()));
            }
            EdeBoards::CountBottom => {
                keys.push((vec![-count(&ta)], vec![-count(&tb)]));
                keys.push((bottom_elimination(&ta), bottom_elimination(&tb)));
            }
        }
        for (ka, kb) in keys {
            match ka.cmp(&kb) {
                std::cmp::Ordering::Greater => return vec![vec![a], vec![b]],
                std::cmp::Ordering::Less => return vec![vec![b], vec![a]],
                std::cmp::Ordering::Equal => {}
            }
        }
        vec![group.to_vec()]
    }
}

/// The scale of encounter sums: averages of up to ten matches stay whole.
const SCALE: i64 = 2520;

/// 12.3: the points on all boards but the last, then but the last two, …
fn bottom_elimination(totals: &[i64]) -> Vec<i64> {
    (1..totals.len()).rev().map(|keep| totals[..keep].iter().sum()).collect()
}

/// A positional criterion: within each tied group, the place by `key`
/// (higher first; equal keys share the place), 0 for everyone in a group
/// it does not separate.
fn positions(groups: &[Vec<u32>], key: impl Fn(u32) -> Vec<i64>) -> HashMap<u32, Option<Decimal>> {
    let mut values = HashMap::new();
    for group in groups {
        let mut keyed: Vec<(Vec<i64>, u32)> = group.iter().map(|&p| (key(p), p)).collect();
        keyed.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let separated = keyed.windows(2).any(|w| w[0].0 != w[1].0);
        let mut place = 0;
        for (i, (k, p)) in keyed.iter().enumerate() {
            if i == 0 || keyed[i - 1].0 != *k {
                place = i + 1;
            }
            let value = if separated { place as i64 } else { 0 };
            values.insert(*p, Some(Decimal::from_int(value)));
        }
    }
    values
}
