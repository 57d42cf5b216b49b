//! What the event did to each player's rating, game by game, as the FIDE
//! Rating Regulations compute it (B.02 in force from 1 March 2024, with the
//! amendment of 8.3.1 from 1 October 2025; for rapid and blitz events the
//! Rapid and Blitz Rating Regulations of the same date, with the amendment
//! of 7.3.1 from 1 December 2024). Everything is exact: scores, PD and ΔR in
//! hundredths ([`Decimal`]), no binary floats.
//!
//! * A game counts when it was played over the board (B.02 5.1: forfeits and
//!   other unplayed games "are not counted"; a game is rated when "both
//!   players have made at least one move", so the short games recorded as
//!   W/D/L are not) and, for a rated player, against a rated opponent (8.3.1
//!   "for each game played against a rated player").
//! * Rated player (8.3): D = own rating − opponent's, cut to ±400 by the
//!   400-point rule; PD from table 8.1.2; ΔR = score − PD; the change is
//!   K × ΣΔR (8.3.2), rounded half away from zero for the new rating (8.3.4).
//! * Unrated player (8.2): the rated opponents' ratings plus two
//!   hypothetical opponents rated 1800 drawn against (8.2.2), Ru = Ra + dp
//!   rounded, at most 2200 (8.2.3); published once based on 5 games against
//!   rated opponents and at least 1400 (7.1.4), which may need more events.
//! * Performance: C.07 10.2's TPR = ARO + dp over the games against rated
//!   opponents played over the board, ARO and p rounded half up (C.07 10.1,
//!   10.2), dp from table 8.1.1.
//!
//! The event is taken as a rating period on its own: what other events the
//! player has in the same period (for the K × n ≤ 700 rule of 8.3.3, and the
//! change of 8.3.4) is not known here.

use crate::model::{GameResult, Player, RatingKind, RoundEntry, Side, Tournament};
use crate::standings::rating_tables::{dp_for_score, expected_hundredths};
use crate::standings::{Decimal, div_round_half_up};
use chrono::{Datelike, NaiveDate};

/// Why a round does not count for rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotRated {
    /// Paired, no result yet.
    Pending,
    /// A forfeit (B.02 5.1).
    Unplayed,
    /// Recorded as played in less than one move (W/D/L): B.02 5.1 rates a
    /// game once both players have made a move.
    ShortGame,
    /// A rated player's unrated opponent (8.3.1), or for an unrated player an
    /// opponent without a rating (8.2.2 and 7.1.4 count rated opponents only).
    OpponentUnrated,
    /// Rapid and blitz from 1 December 2024 (7.3.1): players 600 points or
    /// more apart, one of them rated above 2600.
    GapOf600,
}

/// How one game counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    /// Counts for a rated player's change (8.3): D as used, PD, ΔR and K × ΔR.
    Rated {
        difference: i64,
        expected: Decimal,
        delta: Decimal,
        change: Decimal,
    },
    /// Counts for an unrated player's initial rating (8.2).
    Initial,
    NotRated(NotRated),
}

/// One round of a player: the game and how it counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRating {
    pub round: u32,
    pub opponent: u32,
    pub opponent_rating: Option<u32>,
    /// 1, 0.5 or 0 (8.3.2 b), whatever the event's scoring; `None` for an
    /// unplayed, short or pending game.
    pub score: Option<Decimal>,
    pub status: GameStatus,
}

impl GameRating {
    /// Whether the game enters the performance rating (played over the
    /// board against a rated opponent).
    pub fn counts_for_performance(&self) -> bool {
        self.score.is_some() && self.opponent_rating.is_some()
    }
}

/// Which rule of B.02 8.3.3 gave K.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KRule {
    /// The K the rating list published for the player (7.1.2).
    List,
    /// "K = 10 once a player's published rating has reached 2400".
    Reached2400,
    /// "K = 40 for all players until the end of the year of their 18th
    /// birthday, as long as their rating remains under 2300".
    Junior,
    /// "K = 20 as long as a player's rating remains under 2400".
    Under2400,
}

/// A rated player's change (8.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingChange {
    /// K as applied, after the K × n ≤ 700 rule.
    pub k: u32,
    pub k_rule: KRule,
    /// Whether K × n ≤ 700 lowered K (8.3.3, last paragraph).
    pub k_capped: bool,
    /// Games that count.
    pub games: u32,
    pub score: Decimal,
    /// ΣPD.
    pub expected: Decimal,
    /// K × ΣΔR, exact.
    pub change: Decimal,
    /// The rating plus the change rounded half away from zero (8.3.4).
    pub new_rating: i64,
}

/// An unrated player's rating from this event (8.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InitialRating {
    /// Games against rated opponents.
    pub games: u32,
    pub score: Decimal,
    /// Ra: the mean of the rated opponents and two opponents rated 1800
    /// (8.2.2), to two decimals for display.
    pub average: Decimal,
    /// Ru = Ra + dp rounded, at most 2200 (8.2.3); `None` for a zero score,
    /// which 8.2.1 disregards.
    pub rating: Option<i64>,
    /// Whether the 5 games against rated opponents of 7.1.4 are reached in
    /// this event alone (otherwise later events are pooled).
    pub enough_games: bool,
}

/// The performance rating (C.07 10.2 with table 8.1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Performance {
    pub games: u32,
    pub score: Decimal,
    /// Average rating of the opponents, rounded half up.
    pub average: i64,
    pub rating: i64,
}

/// Everything the event did to one player's rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRating {
    pub tpn: u32,
    pub rating: Option<u32>,
    /// Every round the player was paired in, in round order.
    pub games: Vec<GameRating>,
    /// A rated player's change (also with no game counted: a change of 0).
    pub change: Option<RatingChange>,
    /// An unrated player's initial rating, once a game counts for it.
    pub initial: Option<InitialRating>,
    pub performance: Option<Performance>,
}

/// The rules in force for an event: its kind of rating and its date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Regulations {
    pub kind: RatingKind,
    pub date: NaiveDate,
}

/// B.02 8.3.1, "Effective from 1 October 2025": the 400-point rule only for
/// players rated below 2650.
fn exemption_2650_start() -> NaiveDate {
    NaiveDate::from_ymd_opt(2025, 10, 1).unwrap_or_default()
}

/// Rapid and Blitz 7.3.1, "Effective from 1 December 2024": the 600-point rule.
fn gap_600_start() -> NaiveDate {
    NaiveDate::from_ymd_opt(2024, 12, 1).unwrap_or_default()
}

impl Regulations {
    /// The rules for `t`: its kind of rating, on its start date (today
    /// without one).
    pub fn for_tournament(t: &Tournament) -> Regulations {
        let date = t.event.start_date.unwrap_or_else(|| chrono::Local::now().date_naive());
        Regulations { kind: t.settings.rating_kind, date }
    }

    /// D as the player's change uses it. The 400-point rule (8.3.1): "A
    /// difference in rating of more than 400 points shall be counted for
    /// rating purposes as though it were a difference of 400 points"; from
    /// 1 October 2025 in standard "for players rated below 2650. For players
    /// rated 2650 and above, the difference between ratings shall be used in
    /// all cases". The rapid and blitz text has no such exemption. "Players
    /// rated 2650 and above" is read as the player whose change is computed:
    /// the amendment is about the change of the top players.
    pub fn difference(&self, own: u32, opponent: u32) -> i64 {
        let d = i64::from(own) - i64::from(opponent);
        let exempt = self.kind == RatingKind::Standard && self.date >= exemption_2650_start() && own >= 2650;
        if exempt { d } else { d.clamp(-400, 400) }
    }

    /// Rapid and blitz 7.3.1 (from 1 December 2024): "Games played between
    /// players with a rating difference of 600 points or more shall not be
    /// rated if at least one of the players is rated above 2600".
    pub fn gap_excludes(&self, a: u32, b: u32) -> bool {
        self.kind != RatingKind::Standard
            && self.date >= gap_600_start()
            && a.abs_diff(b) >= 600
            && a.max(b) > 2600
    }

    /// K of B.02 8.3.3 (the same text in rapid and blitz 7.3.3) before the
    /// K × n ≤ 700 rule: the list's K when the player was registered from a
    /// list (it knows the games played and the highest rating ever reached),
    /// else from the rating and birth year. Without the list, "a player new
    /// to the rating list until they have completed events with at least 30
    /// games" (K = 40) cannot be recognised, nor a player who once reached
    /// 2400 and fell below it: the arbiter enters K on the player then.
    pub fn k_factor(&self, player: &Player, rating: u32) -> (u32, KRule) {
        if let Some(k) = player.k_factor.filter(|&k| k > 0) {
            return (k, KRule::List);
        }
        if rating >= 2400 {
            return (10, KRule::Reached2400);
        }
        let junior = birth_year(&player.birth_date).is_some_and(|year| self.date.year() - year <= 18);
        if junior && rating < 2300 { (40, KRule::Junior) } else { (20, KRule::Under2400) }
    }
}

/// The year of a birth date written `YYYY`, `YYYY/MM/DD` or `YYYY-MM-DD`.
pub fn birth_year(text: &str) -> Option<i32> {
    let year: String = text.trim().chars().take_while(char::is_ascii_digit).collect();
    year.parse().ok().filter(|&y| (1850..=2200).contains(&y))
}

/// A rating as the regulations see it: a rating of 0 is none.
fn rated(rating: Option<u32>) -> Option<u32> {
    rating.filter(|&r| r > 0)
}

/// The score for rating purposes (8.3.2 b: "1, 0.5 or 0") of the player on
/// `side`, or why the game is not rated.
fn rating_score(result: GameResult, side: Side) -> Result<Decimal, NotRated> {
    let (white, black) = result.trf_codes();
    let code = if side == Side::White { white } else { black };
    match code {
        '1' => Ok(Decimal::from_int(1)),
        '=' => Ok(Decimal::from_hundredths(50)),
        '0' => Ok(Decimal::ZERO),
        'W' | 'D' | 'L' => Err(NotRated::ShortGame),
        '+' | '-' => Err(NotRated::Unplayed),
        _ => Err(NotRated::Pending),
    }
}

/// The rating changes of every player of `t` after round `after_round`, in
/// pairing-number order.
pub fn rating_changes(t: &Tournament, after_round: u32) -> Vec<PlayerRating> {
    let rules = Regulations::for_tournament(t);
    t.players.iter().map(|p| player_rating(t, p, after_round, &rules)).collect()
}

/// What rounds 1 to `after_round` of `t` did to `player`'s rating under `rules`.
pub fn player_rating(t: &Tournament, player: &Player, after_round: u32, rules: &Regulations) -> PlayerRating {
    let own = rated(player.rating);
    let mut games = Vec::new();
    for round in t.rounds.iter().filter(|r| r.number <= after_round) {
        let RoundEntry::Game { opponent, result, side, .. } = round.entry_of(player.tpn) else {
            continue;
        };
        let opponent_rating = rated(t.player(opponent).and_then(|p| p.rating));
        let score = rating_score(result, side);
        let status = match (score, own, opponent_rating) {
            (Err(why), _, _) => GameStatus::NotRated(why),
            (Ok(_), _, None) => GameStatus::NotRated(NotRated::OpponentUnrated),
            (Ok(_), Some(a), Some(b)) if rules.gap_excludes(a, b) => GameStatus::NotRated(NotRated::GapOf600),
            (Ok(score), Some(own), Some(opp)) => {
                let difference = rules.difference(own, opp);
                let expected = Decimal::from_hundredths(expected_hundredths(difference));
                let delta = score - expected;
                // K is known once the games are counted: filled in below.
                GameStatus::Rated { difference, expected, delta, change: Decimal::ZERO }
            }
            (Ok(_), None, Some(_)) => GameStatus::Initial,
        };
        games.push(GameRating { round: round.number, opponent, opponent_rating, score: score.ok(), status });
    }
    let change = own.map(|own| rated_change(player, own, &mut games, rules));
    let initial = if own.is_none() { initial_rating(&games) } else { None };
    let performance = performance(&games);
    PlayerRating { tpn: player.tpn, rating: own, games, change, initial, performance }
}

/// 8.3.2–8.3.4 for a rated player; writes K × ΔR into each rated game.
fn rated_change(player: &Player, own: u32, games: &mut [GameRating], rules: &Regulations) -> RatingChange {
    let counted = games.iter().filter(|g| matches!(g.status, GameStatus::Rated { .. })).count() as u32;
    let (listed_k, k_rule) = rules.k_factor(player, own);
    // 8.3.3: "If the number of games (n) for a player on any list for a
    // rating period multiplied by K (as defined above) exceeds 700, then K
    // shall be the largest whole number such that K x n does not exceed 700."
    // n: this event's games (the only ones known here).
    let k = 700u32.checked_div(counted).map_or(listed_k, |most| listed_k.min(most));
    let mut score = Decimal::ZERO;
    let mut expected_sum = Decimal::ZERO;
    let mut change = Decimal::ZERO;
    for game in games.iter_mut() {
        if let GameStatus::Rated { expected, delta, change: game_change, .. } = &mut game.status {
            *game_change = Decimal::from_hundredths(delta.hundredths() * i64::from(k));
            score = score + game.score.unwrap_or_default();
            expected_sum = expected_sum + *expected;
            change = change + *game_change;
        }
    }
    // 8.3.4: "rounded to the nearest whole number. 0.5 is rounded away from zero."
    let new_rating = i64::from(own) + div_round_half_up(change.hundredths(), 100);
    RatingChange {
        k,
        k_rule,
        k_capped: k < listed_k,
        games: counted,
        score,
        expected: expected_sum,
        change,
        new_rating,
    }
}

/// 8.2 for an unrated player, once a game against a rated opponent counts.
fn initial_rating(games: &[GameRating]) -> Option<InitialRating> {
    let counted: Vec<&GameRating> = games.iter().filter(|g| g.status == GameStatus::Initial).collect();
    if counted.is_empty() {
        return None;
    }
    let n = counted.len() as i64;
    let score: Decimal = counted.iter().filter_map(|g| g.score).sum();
    let ratings: i64 = counted.iter().filter_map(|g| g.opponent_rating).map(i64::from).sum();
    // 8.2.2: "plus two hypothetical opponents rated 1800. The result against
    // these two hypothetical opponents is considered as a draw."
    let (sum, count, points) = (ratings + 2 * 1800, n + 2, score + Decimal::from_int(1));
    // p to the two decimals of table 8.1.1, rounded half up.
    let p = div_round_half_up(points.hundredths(), count);
    let dp = dp_for_score(p);
    // 8.2.3: "Ru = Ra + dp. Ru is rounded to the nearest whole number. The
    // maximum initial rating is 2200."
    let ru = div_round_half_up(sum + dp * count, count).min(2200);
    Some(InitialRating {
        games: n as u32,
        score,
        average: Decimal::from_hundredths(div_round_half_up(sum * 100, count)),
        // 8.2.1: "If an unrated player scores zero in their first event this
        // score is disregarded."
        rating: (score > Decimal::ZERO).then_some(ru),
        enough_games: n >= 5,
    })
}

/// C.07 10.2: ARO + dp over the games against rated opponents played over
/// the board.
fn performance(games: &[GameRating]) -> Option<Performance> {
    let counted: Vec<&GameRating> = games.iter().filter(|g| g.counts_for_performance()).collect();
    if counted.is_empty() {
        return None;
    }
    let n = counted.len() as i64;
    let score: Decimal = counted.iter().filter_map(|g| g.score).sum();
    let average = div_round_half_up(counted.iter().filter_map(|g| g.opponent_rating).map(i64::from).sum(), n);
    let p = div_round_half_up(score.hundredths(), n);
    Some(Performance { games: n as u32, score, average, rating: average + dp_for_score(p) })
}

/// A change as printed: `+19.6`, `-14.6`, `0` (the shortest exact text).
pub fn signed(change: Decimal) -> String {
    if change > Decimal::ZERO { format!("+{change}") } else { change.to_string() }
}

/// The change as a standings table shows it: `+19.6` for a rated player,
/// the initial rating from the event (`Ru 1850`) for an unrated one, else
/// nothing.
pub fn change_text(rating: &PlayerRating) -> String {
    match (&rating.change, &rating.initial) {
        (Some(change), _) => signed(change.change),
        (None, Some(InitialRating { rating: Some(ru), .. })) => format!("Ru {ru}"),
        _ => String::new(),
    }
}

#[cfg(test)]
#[path = "change_tests.rs"]
mod tests;
