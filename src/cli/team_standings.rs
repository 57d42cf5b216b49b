//! `swissdesk standings` for a team event: the teams by the primary score,
//! then the team tie-breaks (C.07 articles 11–13), as text or JSON.

use super::CliError;
use super::table::{Format, Values, aligned, cell, number};
use crate::model::{TeamScoreKind, Tournament};
use crate::standings::{
    Decimal, Rules, TeamCriterion, TeamStandings, TeamTieBreak, default_team_tiebreaks, parse_team_tiebreaks,
    team_standings,
};
use crate::tr;
use serde::Serialize;

/// The team tie-breaks to rank by: `codes` (the command line's, else the
/// event's list, else the default), with the secondary score (13.1) first
/// when the list does not place it, as the reference tool's team standings
/// rank (primary, secondary, then the list).
pub(super) fn team_tiebreaks(
    t: &Tournament,
    codes: Option<&[String]>,
) -> Result<Vec<TeamTieBreak>, CliError> {
    let mut list = match codes {
        Some(codes) => parse_team_tiebreaks(codes)?,
        None => parse_team_tiebreaks(&t.settings.tiebreaks)
            .or_else(|_| parse_team_tiebreaks(&default_team_tiebreaks()))?,
    };
    if !list.iter().any(|tb| tb.criterion == TeamCriterion::Secondary) {
        list.insert(0, TeamTieBreak::plain(TeamCriterion::Secondary));
    }
    Ok(list)
}

/// The team standings of `t` after `after_round` (default: the last
/// complete round), ranked by `codes` ([`team_tiebreaks`]).
pub(super) fn render(
    t: &Tournament,
    after_round: Option<u32>,
    codes: Option<&[String]>,
    format: Format,
    rules: Rules,
) -> Result<String, CliError> {
    let tiebreaks = team_tiebreaks(t, codes)?;
    let last = t.rounds.iter().map(|r| r.number).max().unwrap_or(0);
    let round = after_round.unwrap_or_else(|| t.last_complete_round());
    if round > last {
        return Err(CliError::Round { round, rounds: last });
    }
    let s = team_standings(t, round, rules, &tiebreaks, crate::standings::pairings_fixed_in_advance(t));
    match format {
        Format::Text => Ok(text(t, &s, rules)),
        Format::Json => json(t, &s, rules),
    }
}

fn text(t: &Tournament, s: &TeamStandings, rules: Rules) -> String {
    let undefined = tr!("standings-undefined");
    let name_of = |tpn: u32| t.team(tpn).map(|x| x.name.clone()).unwrap_or_default();
    let mut header = vec![
        tr!("standings-col-place"),
        tr!("standings-col-tpn"),
        tr!("standings-col-team"),
        "MP".into(),
        "GP".into(),
    ];
    header.extend(s.tiebreaks.iter().map(|tb| tb.code()));
    let mut rows = vec![header];
    for row in &s.rows {
        let mut cells = vec![
            s.place_text(row),
            row.tpn.to_string(),
            name_of(row.tpn),
            row.mp.to_string(),
            row.gp.to_string(),
        ];
        cells.extend(s.tiebreaks.iter().zip(&row.values).map(|(&tb, &v)| cell(tb, v, &undefined)));
        rows.push(cells);
    }
    let mut out = tr!("standings-heading", round = s.after_round, rules = rules.code());
    out.push_str("\n\n");
    out.push_str(&aligned(&rows, 2));
    if s.rows.iter().any(|r| r.shared) {
        out.push('\n');
        out.push_str(&tr!("standings-lots-note"));
        out.push('\n');
    }
    out
}

#[derive(Serialize)]
struct JsonTeam<'a> {
    tpn: u32,
    name: &'a str,
    mp: serde_json::Value,
    gp: serde_json::Value,
    rank: u32,
    place: u32,
    tiebreaks: Values<'a, TeamTieBreak>,
}

#[derive(Serialize)]
struct JsonTeamStandings<'a> {
    after_round: u32,
    rules: &'static str,
    /// `MP` or `GP`: the score the teams are ranked by.
    primary: &'static str,
    teams: Vec<JsonTeam<'a>>,
}

/// `{"after_round", "rules", "primary", "teams": [{"tpn", "name", "mp",
/// "gp", "rank", "place", "tiebreaks": {"MPVGP": 12.5, "EDE": 0, ...}}]}`,
/// the teams in the order of the standings, undefined values `null`.
fn json(t: &Tournament, s: &TeamStandings, rules: Rules) -> Result<String, CliError> {
    let teams = s
        .rows
        .iter()
        .map(|row| JsonTeam {
            tpn: row.tpn,
            name: t.team(row.tpn).map_or("", |x| x.name.as_str()),
            mp: number(Decimal::from_points(row.mp), 1),
            gp: number(Decimal::from_points(row.gp), 1),
            rank: row.rank,
            place: row.place,
            tiebreaks: Values(&s.tiebreaks, &row.values),
        })
        .collect();
    let doc = JsonTeamStandings {
        after_round: s.after_round,
        rules: rules.code(),
        primary: match s.primary {
            TeamScoreKind::MatchPoints => "MP",
            TeamScoreKind::GamePoints => "GP",
        },
        teams,
    };
    let mut text =
        serde_json::to_string_pretty(&doc).map_err(|e| CliError::Json { reason: e.to_string() })?;
    text.push('\n');
    Ok(text)
}
