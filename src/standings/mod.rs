//! Standings with the FIDE tie-breaks of C.07 ("Play-Off and Tie-Break
//! Regulations"), both editions: the one in force 2024-08-01 – 2026-02-28 and
//! the one from 2026-03-01 (FIDE Handbook C.07).
//!
//! Everything is a pure function of the [`Tournament`] and exact: scores in
//! tenths, values in hundredths ([`Decimal`]), no binary floats. Where the
//! text leaves room, the behaviour is that of FIDE's reference implementation
//! (the tie-break checker of the FIDE TieBreakServer), against whose output
//! `tests/integration/tiebreaks.rs` checks every value of the corpus.
//!
//! * Participants are ordered by points, then by each tie-break of the list
//!   in turn (4.2); those still equal share a rank ([`Row::rank`]), and a
//!   seeded, reproducible drawing of lots orders them ([`Row::place`]).
//! * Unplayed rounds follow Art. 16 for Swiss events (`record.rs`): a
//!   participant's score lent to opponents is adjusted (16.3), their own
//!   unplayed rounds meet a dummy (16.4, capped in 2026), and cuts prefer
//!   voluntary unplayed rounds (16.5).
//! * The rating-based tie-breaks (Art. 10) read the conversion tables of
//!   the FIDE Rating Regulations ([`rating_tables`]), which the rating
//!   changes (`ratings::change`) share: they sit here, below both.

mod buchholz;
mod direct;
mod own;
mod rating;
pub mod rating_tables;
mod record;
mod team;
mod tiebreak;
mod value;

pub use team::{
    ByeBoards, EdeBoards, TeamCriterion, TeamRow, TeamStandings, TeamTieBreak, default_team_tiebreaks,
    pairings_fixed_in_advance, parse_team_tiebreaks, positional_note, team_standings, team_standings_reading,
    tournament_team_tiebreaks,
};
pub use tiebreak::{Criterion, Modifier, TieBreak, TieBreakError};
pub use value::{Decimal, div_round_half_up};

use crate::model::{Points, Tournament};
use buchholz::{Family, Scores};
use chrono::NaiveDate;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use record::Records;
use std::cmp::Ordering;
use std::collections::HashMap;

/// The edition of C.07 to apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rules {
    /// In force 2024-08-01 – 2026-02-28: the dummy opponent of 16.4 has the
    /// participant's own score, uncapped.
    Edition2024,
    /// In force from 2026-03-01: the dummy's score is capped (16.4.1, 16.4.2).
    #[default]
    Edition2026,
}

impl Rules {
    /// The first day of the 2026 edition.
    pub fn edition_2026_start() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 1).unwrap_or_default()
    }

    /// The edition in force on a tournament's start date; without a date, the
    /// current one.
    pub fn for_date(start: Option<NaiveDate>) -> Rules {
        match start {
            Some(d) if d < Rules::edition_2026_start() => Rules::Edition2024,
            _ => Rules::Edition2026,
        }
    }

    pub fn for_tournament(t: &Tournament) -> Rules {
        Rules::for_date(t.event.start_date)
    }

    /// `c07-2024` / `c07-2026`, as on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Rules::Edition2024 => "c07-2024",
            Rules::Edition2026 => "c07-2026",
        }
    }

    pub fn parse(text: &str) -> Option<Rules> {
        match text.trim().to_ascii_lowercase().as_str() {
            "c07-2024" | "2024" => Some(Rules::Edition2024),
            "c07-2026" | "2026" => Some(Rules::Edition2026),
            _ => None,
        }
    }
}

/// One participant's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub tpn: u32,
    pub points: Points,
    /// Rank after points and the whole tie-break list; equal participants
    /// share it (1, 1, 3, ...).
    pub rank: u32,
    /// Whether another participant has the same rank.
    pub shared: bool,
    /// 1, 2, 3, ...: the rank with remaining ties broken by drawing of lots (4.2).
    pub place: u32,
    /// One value per tie-break of [`Standings::tiebreaks`]; `None` when undefined.
    pub values: Vec<Option<Decimal>>,
}

/// Standings after some round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    pub after_round: u32,
    pub rules: Rules,
    pub tiebreaks: Vec<TieBreak>,
    /// Ordered by place.
    pub rows: Vec<Row>,
}

impl Standings {
    pub fn row(&self, tpn: u32) -> Option<&Row> {
        find_row(&self.rows, tpn)
    }

    /// The value of `tiebreak` for `tpn` (`None` if undefined or not in the list).
    pub fn value(&self, tpn: u32, tiebreak: TieBreak) -> Option<Decimal> {
        value_of(&self.rows, &self.tiebreaks, tpn, tiebreak)
    }

    /// The last place of the participants sharing `row`'s rank.
    pub fn last_shared_place(&self, row: &Row) -> u32 {
        last_shared_place(&self.rows, row)
    }

    /// The place as printed: `3` alone, `3-5` for a place shared by three.
    pub fn place_text(&self, row: &Row) -> String {
        place_text(&self.rows, row)
    }
}

/// A line of standings, a player's ([`Row`]) or a team's
/// ([`team::TeamRow`]): what finding it, reading its values and printing
/// its place ask of it. One implementation for both tables.
trait Placed {
    fn tpn(&self) -> u32;
    fn rank(&self) -> u32;
    fn shared(&self) -> bool;
    fn values(&self) -> &[Option<Decimal>];
}

impl Placed for Row {
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

fn find_row<R: Placed>(rows: &[R], tpn: u32) -> Option<&R> {
    rows.iter().find(|r| r.tpn() == tpn)
}

/// The value of `tiebreak` (one of `tiebreaks`, the columns) for `tpn`.
fn value_of<R: Placed, T: PartialEq>(rows: &[R], tiebreaks: &[T], tpn: u32, tiebreak: T) -> Option<Decimal> {
    let i = tiebreaks.iter().position(|t| *t == tiebreak)?;
    find_row(rows, tpn)?.values().get(i).copied().flatten()
}

/// The last place of the participants sharing `row`'s rank.
fn last_shared_place<R: Placed>(rows: &[R], row: &R) -> u32 {
    let tied = rows.iter().filter(|r| r.rank() == row.rank()).count();
    row.rank() + u32::try_from(tied).unwrap_or(1).saturating_sub(1)
}

/// The place as printed: `3` alone, `3-5` for a place shared by three.
fn place_text<R: Placed>(rows: &[R], row: &R) -> String {
    if row.shared() {
        format!("{}-{}", row.rank(), last_shared_place(rows, row))
    } else {
        row.rank().to_string()
    }
}

/// The tournament's own tie-break list (`settings.tiebreaks`), parsed.
pub fn tournament_tiebreaks(t: &Tournament) -> Result<Vec<TieBreak>, TieBreakError> {
    t.settings.tiebreaks.iter().map(|code| TieBreak::parse(code)).collect()
}

/// The standings after `after_round` (rounds after it are ignored, as if not
/// played), ranked by points and then `tiebreaks` under `rules`, remaining
/// ties drawn by lot with a seed taken from the tournament ([`lots_seed`]).
pub fn standings(t: &Tournament, after_round: u32, rules: Rules, tiebreaks: &[TieBreak]) -> Standings {
    standings_with_seed(t, after_round, rules, tiebreaks, lots_seed(t))
}

/// [`standings`] with an explicit seed for the drawing of lots (for example
/// one drawn in public by the arbiter).
pub fn standings_with_seed(
    t: &Tournament,
    after_round: u32,
    rules: Rules,
    tiebreaks: &[TieBreak],
    seed: u64,
) -> Standings {
    // A round robin's standings leave out a withdrawn player who completed
    // fewer than half their games, and every game against them (FIDE
    // Tournament Rules C.06 V.4 a; `crate::roundrobin::withdrawal`).
    let counted;
    let t = if t.settings.format.round_robin().is_some() {
        counted = crate::roundrobin::withdrawal::as_counted(t);
        &counted
    } else {
        t
    };
    let records = Records::new(t, after_round);
    let final_round = t.settings.rounds_planned.max(after_round);
    let mut ranking = Ranking::by_points(&records);
    let columns = ranking.refine_by(tiebreaks, TieBreak::lower_is_better, |tb, groups| {
        evaluate(&records, rules, tb, groups, after_round == final_round)
    });
    let rows = ranking
        .placings(seed, &columns)
        .into_iter()
        .map(|p| Row {
            tpn: p.tpn,
            points: records.score(p.tpn),
            rank: p.rank,
            shared: p.shared,
            place: p.place,
            values: p.values,
        })
        .collect();
    Standings { after_round, rules, tiebreaks: tiebreaks.to_vec(), rows }
}

/// A reproducible seed for the drawing of lots: a hash (FNV-1a) of the event
/// name, start date and the participants' pairing numbers and names, so the
/// same tournament always draws the same lots.
pub fn lots_seed(t: &Tournament) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |bytes: &[u8]| {
        for &b in bytes {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        hash ^= 0xff;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    };
    feed(t.event.name.as_bytes());
    feed(t.event.start_date.map(|d| d.to_string()).unwrap_or_default().as_bytes());
    for p in &t.players {
        feed(&p.tpn.to_le_bytes());
        feed(p.name.as_bytes());
    }
    hash
}

/// The values of one tie-break for every participant. `groups` are the
/// participants tied so far (for DE); `is_final` says whether the round
/// considered is the tournament's last (for FB).
fn evaluate(
    records: &Records,
    rules: Rules,
    tb: TieBreak,
    groups: &[Vec<u32>],
    is_final: bool,
) -> HashMap<u32, Option<Decimal>> {
    let players: Vec<u32> = records.t.players.iter().map(|p| p.tpn).collect();
    let (low, high) = (tb.modifier.low(), tb.modifier.high());
    let each = |f: &dyn Fn(u32) -> Option<Decimal>| players.iter().map(|&p| (p, f(p))).collect();
    let sum_family = |family: Family| {
        let scores = Scores::new(records, family);
        each(&|p| Some(buchholz::value(records, &scores, rules, family, p, low, high)))
    };
    match tb.criterion {
        Criterion::DirectEncounter => direct::direct_encounter(records, groups)
            .into_iter()
            .map(|(p, v)| (p, Some(Decimal::from_int(v))))
            .collect(),
        Criterion::Wins => each(&|p| Some(own::wins(records, p))),
        Criterion::GamesWon => each(&|p| Some(own::games_won(records, p))),
        Criterion::BlackGames => each(&|p| Some(own::black_games(records, p))),
        Criterion::BlackWins => each(&|p| Some(own::black_wins(records, p))),
        Criterion::ProgressiveScore => each(&|p| Some(own::progressive_score(records, p, low))),
        Criterion::RoundsElected | Criterion::GamesElected => {
            each(&|p| Some(own::rounds_elected(records, p)))
        }
        Criterion::StandardPoints => each(&|p| Some(own::standard_points(records, p))),
        Criterion::PairingNumber => each(&|p| Some(Decimal::from_int(i64::from(p)))),
        Criterion::Koya => each(&|p| Some(own::koya(records, p))),
        Criterion::Buchholz => sum_family(Family::Buchholz),
        Criterion::SonnebornBerger => sum_family(Family::SonnebornBerger),
        // 8.3: "as if all paired games for the final round had ended in
        // draws": defined with respect to the final round only.
        Criterion::ForeBuchholz if is_final => sum_family(Family::Fore),
        Criterion::ForeBuchholz => each(&|_| None),
        Criterion::AverageOpponentsBuchholz => {
            let scores = Scores::new(records, Family::Buchholz);
            let bh: HashMap<u32, Decimal> = players
                .iter()
                .map(|&p| (p, buchholz::value(records, &scores, rules, Family::Buchholz, p, 0, 0)))
                .collect();
            each(&|p| buchholz::average_of_opponents(records, &bh, p))
        }
        Criterion::AverageRatingOpponents => each(&|p| rating::performance(records, p, low, high).aro),
        Criterion::PerformanceRating => each(&|p| rating::performance(records, p, low, high).tpr),
        Criterion::PerfectPerformance => each(&|p| rating::performance(records, p, low, high).ptp),
        Criterion::AveragePerformanceOpponents | Criterion::AveragePerfectPerformanceOpponents => {
            let perf: HashMap<u32, rating::Performance> =
                players.iter().map(|&p| (p, rating::performance(records, p, 0, 0))).collect();
            let tpr = tb.criterion == Criterion::AveragePerformanceOpponents;
            each(&|p| {
                rating::average_of_opponents(records, p, |o| {
                    perf.get(&o).and_then(|x| if tpr { x.tpr } else { x.ptp })
                })
            })
        }
        Criterion::Rating => each(&|p| rating::own_rating(records, p)),
    }
}

/// A participant's place in finished standings (see [`Ranking::placings`]).
struct Placing {
    tpn: u32,
    rank: u32,
    shared: bool,
    place: u32,
    values: Vec<Option<Decimal>>,
}

/// The order so far: participants sorted by rank, pairing number within a rank.
struct Ranking {
    order: Vec<u32>,
    rank: HashMap<u32, u32>,
}

impl Ranking {
    fn by_points(records: &Records) -> Ranking {
        let order: Vec<u32> = records.t.players.iter().map(|p| p.tpn).collect();
        let points: HashMap<u32, Option<Decimal>> =
            order.iter().map(|&p| (p, Some(Decimal::from_points(records.score(p))))).collect();
        Ranking::over(order, &points)
    }

    /// The participants `order` (pairing numbers), ranked by `score`
    /// (higher first).
    fn over(order: Vec<u32>, score: &HashMap<u32, Option<Decimal>>) -> Ranking {
        let rank = order.iter().map(|&p| (p, 1)).collect();
        let mut ranking = Ranking { order, rank };
        ranking.refine(score, false);
        ranking
    }

    /// Groups of participants with the same rank, in order.
    fn groups(&self) -> Vec<Vec<u32>> {
        let mut groups: Vec<Vec<u32>> = Vec::new();
        let mut last_rank = None;
        for &p in &self.order {
            let r = self.rank.get(&p).copied();
            match groups.last_mut() {
                Some(g) if r == last_rank => g.push(p),
                _ => groups.push(vec![p]),
            }
            last_rank = r;
        }
        groups
    }

    /// 4.2: orders each group of tied participants by `values` (higher first
    /// unless `lower_is_better`; undefined last) and ranks them anew.
    fn refine(&mut self, values: &HashMap<u32, Option<Decimal>>, lower_is_better: bool) {
        let value = |p: u32| values.get(&p).copied().flatten();
        let compare_values = |a: Option<Decimal>, b: Option<Decimal>| match (a, b) {
            (Some(x), Some(y)) if lower_is_better => x.cmp(&y),
            (Some(x), Some(y)) => y.cmp(&x),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        };
        let rank = &self.rank;
        let rank_of = |p: u32| rank.get(&p).copied().unwrap_or(u32::MAX);
        self.order.sort_by(|&a, &b| {
            rank_of(a).cmp(&rank_of(b)).then_with(|| compare_values(value(a), value(b))).then(a.cmp(&b))
        });
        let mut new_rank = HashMap::with_capacity(self.order.len());
        for (i, &p) in self.order.iter().enumerate() {
            let position = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let r = match i.checked_sub(1).map(|j| self.order[j]) {
                Some(prev) if rank_of(prev) == rank_of(p) && value(prev) == value(p) => {
                    new_rank.get(&prev).copied().unwrap_or(position)
                }
                _ => position,
            };
            new_rank.insert(p, r);
        }
        self.rank = new_rank;
    }

    /// 4.2: ties broken by each tie-break in turn; `column` gives a
    /// tie-break's values, knowing the groups still tied. The columns, in
    /// the order of `tiebreaks`.
    fn refine_by<T: Copy>(
        &mut self,
        tiebreaks: &[T],
        lower_is_better: impl Fn(T) -> bool,
        mut column: impl FnMut(T, &[Vec<u32>]) -> HashMap<u32, Option<Decimal>>,
    ) -> Vec<HashMap<u32, Option<Decimal>>> {
        let mut columns = Vec::with_capacity(tiebreaks.len());
        for &tb in tiebreaks {
            let values = column(tb, &self.groups());
            self.refine(&values, lower_is_better(tb));
            columns.push(values);
        }
        columns
    }

    /// Every participant in the order the lots drawn with `seed` leave
    /// ([`Ranking::draw_lots`]): its rank, whether another shares it, its
    /// place and its value in each of `columns`.
    fn placings(&self, seed: u64, columns: &[HashMap<u32, Option<Decimal>>]) -> Vec<Placing> {
        let mut sharing: HashMap<u32, usize> = HashMap::new();
        for &r in self.rank.values() {
            *sharing.entry(r).or_default() += 1;
        }
        self.draw_lots(seed)
            .iter()
            .enumerate()
            .map(|(i, &tpn)| {
                let rank = self.rank.get(&tpn).copied().unwrap_or(0);
                Placing {
                    tpn,
                    rank,
                    shared: sharing.get(&rank).is_some_and(|&n| n > 1),
                    place: u32::try_from(i + 1).unwrap_or(u32::MAX),
                    values: columns.iter().map(|c| c.get(&tpn).copied().flatten()).collect(),
                }
            })
            .collect()
    }

    /// 4.2: "any remaining tie should be broken by drawing of lots". Each
    /// group of equal rank is shuffled by a ChaCha generator seeded with
    /// `seed`, so the same seed always gives the same order.
    fn draw_lots(&self, seed: u64) -> Vec<u32> {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        self.groups()
            .into_iter()
            .flat_map(|mut group| {
                if group.len() > 1 {
                    group.shuffle(&mut rng);
                }
                group
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
