//! `swissdesk standings FILE [--after-round K] [--rules c07-2024|c07-2026]
//! [--tiebreaks DE,BH-C1,...] [--format text|json]`.

use super::CliError;
use super::table::{Format, Values, aligned, cell, number};
use crate::model::{Points, Tournament};
use crate::pairing::baku;
use crate::ratings::change::{GameStatus, PlayerRating};
use crate::standings::{Decimal, Rules, Standings, TieBreak, standings, tournament_tiebreaks};
use crate::store::load_tournament;
use crate::tr;
use clap::Args;
use serde::Serialize;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of the `standings` subcommand.
#[derive(Args, Debug, Clone)]
pub struct StandingsArgs {
    /// Tournament file (.trf or .ron).
    pub file: PathBuf,
    /// Standings after this round (default: the last round with every result in).
    #[arg(long)]
    pub after_round: Option<u32>,
    /// Edition of the FIDE tie-break regulations, c07-2024 or c07-2026
    /// (default: the one in force on the tournament's start date).
    #[arg(long)]
    pub rules: Option<String>,
    /// Tie-break codes in order, e.g. DE,BH-C1,BH,SB (default: the tournament's list).
    #[arg(long, value_delimiter = ',')]
    pub tiebreaks: Option<Vec<String>>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Runs the subcommand: prints the standings.
pub(super) fn run(args: &StandingsArgs) -> Result<ExitCode, CliError> {
    print!("{}", render(args)?);
    Ok(ExitCode::SUCCESS)
}

/// The output of the subcommand.
fn render(args: &StandingsArgs) -> Result<String, CliError> {
    let t = load_tournament(&args.file)?;
    let rules = match &args.rules {
        Some(text) => Rules::parse(text).ok_or_else(|| CliError::UnknownRules { rules: text.clone() })?,
        None => Rules::for_tournament(&t),
    };
    if t.is_team_event() {
        let codes = args.tiebreaks.as_deref();
        return super::team_standings::render(&t, args.after_round, codes, args.format, rules);
    }
    let tiebreaks = match &args.tiebreaks {
        Some(codes) => codes.iter().map(|c| TieBreak::parse(c)).collect::<Result<Vec<_>, _>>()?,
        None => tournament_tiebreaks(&t)?,
    };
    let last = t.rounds.iter().map(|r| r.number).max().unwrap_or(0);
    let round = args.after_round.unwrap_or_else(|| t.last_complete_round());
    if round > last {
        return Err(CliError::Round { round, rounds: last });
    }
    let s = standings(&t, round, rules, &tiebreaks);
    match args.format {
        Format::Text => Ok(text(&t, &s)),
        Format::Json => json(&t, &s),
    }
}

/// The standings as a text table with a legend of the tie-break codes.
fn text(t: &Tournament, s: &Standings) -> String {
    let name_of = |tpn: u32| t.player(tpn).map(|p| p.name.clone()).unwrap_or_default();
    let undefined = tr!("standings-undefined");
    // While acceleration applies to the next round: its pairing score
    // (C.04.7 1.5), beside the points the ranking uses.
    let pairing_round = pairing_score_round(t, s);
    let mut header = vec![
        tr!("standings-col-place"),
        tr!("standings-col-tpn"),
        tr!("standings-col-name"),
        tr!("standings-col-points"),
    ];
    if pairing_round.is_some() {
        header.push(tr!("standings-col-pairing-score"));
    }
    header.extend(s.tiebreaks.iter().map(|tb| tb.code()));
    let mut rows = vec![header];
    for row in &s.rows {
        let mut cells =
            vec![s.place_text(row), row.tpn.to_string(), name_of(row.tpn), row.points.to_string()];
        if let Some(round) = pairing_round {
            cells.push(pairing_score(t, row.points, row.tpn, round).to_string());
        }
        cells.extend(s.tiebreaks.iter().zip(&row.values).map(|(&tb, &v)| cell(tb, v, &undefined)));
        rows.push(cells);
    }

    let mut out = String::new();
    out.push_str(&tr!("standings-heading", round = s.after_round, rules = s.rules.code()));
    out.push_str("\n\n");
    out.push_str(&aligned(&rows, 2));
    if !s.tiebreaks.is_empty() {
        out.push('\n');
        out.push_str(&tr!("standings-legend"));
        out.push('\n');
        let w_code = s.tiebreaks.iter().map(|tb| tb.code().len()).max().unwrap_or(2);
        for tb in &s.tiebreaks {
            out.push_str(&format!("  {:<w_code$}  {}\n", tb.code(), tb.label()));
        }
    }
    if let Some(round) = pairing_round {
        out.push('\n');
        out.push_str(&tr!("standings-pairing-score-note", round = round));
        out.push('\n');
    }
    if s.rows.iter().any(|r| r.shared) {
        out.push('\n');
        out.push_str(&tr!("standings-lots-note"));
        out.push('\n');
    }
    out
}

/// The round after the standings' one, when acceleration applies to it
/// (some player has virtual points for its pairing): the round whose
/// pairing score the standings show. `None` once the accelerated rounds
/// are over, without acceleration, and after the last round.
fn pairing_score_round(t: &Tournament, s: &Standings) -> Option<u32> {
    let next = s.after_round + 1;
    (next <= t.settings.rounds_planned && baku::accelerates(t, next)).then_some(next)
}

/// C.04.7 1.4–1.5: the score `tpn` is paired on in `round`, the points
/// after the round before it plus the virtual points of `round`.
fn pairing_score(t: &Tournament, points: Points, tpn: u32, round: u32) -> Points {
    points + baku::virtual_points_of(t, tpn, round)
}

#[derive(Serialize)]
struct JsonRow<'a> {
    tpn: u32,
    name: &'a str,
    points: serde_json::Value,
    rank: u32,
    place: u32,
    tiebreaks: Values<'a, TieBreak>,
    /// Points plus the virtual points of `pairing_score_round` (C.04.7
    /// 1.5), while acceleration applies to it; `null` otherwise.
    pairing_score: serde_json::Value,
    /// The rating change and performance ([`json_rating`]).
    rating: serde_json::Value,
}

#[derive(Serialize)]
struct JsonStandings<'a> {
    after_round: u32,
    rules: &'static str,
    /// The round whose pairing score the rows give, or `null`.
    pairing_score_round: Option<u32>,
    players: Vec<JsonRow<'a>>,
}

/// The standings as JSON: `{"after_round", "rules", "pairing_score_round",
/// "players": [{"tpn", "name", "points", "rank", "place", "tiebreaks": {"BH":
/// 20.5, ...}, "pairing_score", "rating": {...}}]}`, undefined values as
/// `null`; "rating" is the FIDE rating change and performance
/// ([`json_rating`]).
///
/// "pairing_score" is the score a player is paired on in round
/// "pairing_score_round" (after_round + 1) under Baku acceleration: the
/// points plus that round's virtual points (C.04.7 1.4–1.5), as the text
/// output's PS column. It is meaningful only while virtual points apply to
/// that round; otherwise (no acceleration, the accelerated rounds over, the
/// last round played) both are `null`, never a copy of the points. The
/// ranking always uses the points only.
fn json(t: &Tournament, s: &Standings) -> Result<String, CliError> {
    let changes = crate::ratings::change::rating_changes(t, s.after_round);
    let pairing_round = pairing_score_round(t, s);
    let players = s
        .rows
        .iter()
        .map(|row| JsonRow {
            tpn: row.tpn,
            name: t.player(row.tpn).map_or("", |p| p.name.as_str()),
            points: number(Decimal::from_points(row.points), 1),
            rank: row.rank,
            place: row.place,
            tiebreaks: Values(&s.tiebreaks, &row.values),
            pairing_score: pairing_round.map_or(serde_json::Value::Null, |round| {
                number(Decimal::from_points(pairing_score(t, row.points, row.tpn, round)), 1)
            }),
            rating: changes.iter().find(|c| c.tpn == row.tpn).map_or(serde_json::Value::Null, json_rating),
        })
        .collect();
    let doc = JsonStandings {
        after_round: s.after_round,
        rules: s.rules.code(),
        pairing_score_round: pairing_round,
        players,
    };
    let mut text =
        serde_json::to_string_pretty(&doc).map_err(|e| CliError::Json { reason: e.to_string() })?;
    text.push('\n');
    Ok(text)
}

/// One player's rating change and performance for `swissdesk standings
/// --format json`: `{"rating", "k", "games", "change", "new_rating",
/// "initial_rating", "performance"}`, numbers exact (the change to two
/// decimals), `null` where not defined.
fn json_rating(rating: &PlayerRating) -> serde_json::Value {
    let decimal = |d: crate::standings::Decimal| serde_json::Value::from(d.to_f64());
    let change = rating.change.as_ref();
    let rated_games: Vec<serde_json::Value> = rating
        .games
        .iter()
        .map(|g| {
            let (expected, change) = match g.status {
                GameStatus::Rated { expected, change, .. } => {
                    (Some(decimal(expected)), Some(decimal(change)))
                }
                _ => (None, None),
            };
            serde_json::json!({
                "round": g.round,
                "opponent": g.opponent,
                "opponent_rating": g.opponent_rating,
                "score": g.score.map(decimal),
                "counted": !matches!(g.status, GameStatus::NotRated(_)),
                "expected": expected,
                "change": change,
            })
        })
        .collect();
    serde_json::json!({
        "rating": rating.rating,
        "k": change.map(|c| c.k),
        "games": change.map(|c| c.games).or(rating.initial.map(|i| i.games)),
        "change": change.map(|c| decimal(c.change)),
        "new_rating": change.map(|c| c.new_rating),
        "initial_rating": rating.initial.and_then(|i| i.rating),
        "performance": rating.performance.map(|p| p.rating),
        "per_game": rated_games,
    })
}
