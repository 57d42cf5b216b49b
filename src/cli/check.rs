//! `swissdesk check FILE` (and the engines' `--SYSTEM FILE -c`): the
//! pairings and tie-breaks checker (`crate::ptc`). Every paired round is
//! re-paired from the rounds before it (a round robin's from its table),
//! then the standings after the last complete round are computed with the
//! event's tie-breaks (TRF-2026 `202`, else `212`, or `--tiebreaks`) and
//! compared with the points and ranks the file gives. The report is text,
//! or JSON with `--format json`; exit status 0 without a discrepancy, 1
//! with one.

use super::table::Format;
use super::{CliError, SystemFlag, pair, roundrobin, team_standings};
use crate::model::Points;
use crate::ptc::{self, Pairer, Report, RoundWhy, StandingsCheck, StandingsWhy};
use crate::standings::{Rules, TieBreak};
use crate::store::load_tournament;
use crate::{tr, trf};
use serde::Serialize;
use std::path::Path;
use std::process::ExitCode;

/// What `check` was asked, besides the file.
pub(super) struct CheckOptions {
    pub tiebreaks: Option<Vec<String>>,
    pub rules: Option<String>,
    pub format: Format,
}

impl CheckOptions {
    /// The engines' `-c`: the file's own tie-breaks, a text report.
    pub(super) fn engine_style() -> CheckOptions {
        CheckOptions { tiebreaks: None, rules: None, format: Format::Text }
    }
}

/// The JSON report: the file checked and [`Report`].
#[derive(Serialize)]
struct JsonReport<'a> {
    file: String,
    discrepancies: usize,
    #[serde(flatten)]
    report: &'a Report,
}

pub(super) fn run(system: &SystemFlag, input: &Path, options: &CheckOptions) -> Result<ExitCode, CliError> {
    let report = check(system, input, options)?;
    match options.format {
        Format::Json => {
            let json = JsonReport {
                file: input.display().to_string(),
                discrepancies: report.discrepancies(),
                report: &report,
            };
            let text =
                serde_json::to_string_pretty(&json).map_err(|e| CliError::Json { reason: e.to_string() })?;
            println!("{text}");
        }
        Format::Text => print!("{}", text(&report)),
    }
    Ok(if report.discrepancies() == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// The whole check of `input`.
pub(super) fn check(system: &SystemFlag, input: &Path, options: &CheckOptions) -> Result<Report, CliError> {
    let mut t = load_tournament(input)?;
    if t.settings.initial_colour.is_none() {
        t.settings.initial_colour = ptc::implied_initial_colour(&t);
    }
    let (names_tiebreaks, points_in_file, team_points_in_file) = from_the_file(input);
    let rules = match &options.rules {
        Some(text) => Rules::parse(text).ok_or_else(|| CliError::UnknownRules { rules: text.clone() })?,
        None => Rules::for_tournament(&t),
    };
    let (system_name, rounds_checked, rounds) = if system.round_robin(input) {
        let (checked, schedule) = roundrobin::as_checked(t)?;
        t = checked;
        let (n, found) = ptc::check_rounds(&t, &Pairer::RoundRobin(&schedule));
        ("berger".to_owned(), n, found)
    } else {
        let engine = pair::system_of(system.chosen(), &t)?;
        pair::accelerate(&mut t, engine, system.baku)?;
        let (n, found) = ptc::check_rounds(&t, &Pairer::Swiss(engine));
        (engine.id().to_owned(), n, found)
    };
    // The rank column is the standings' only when the file ranks by a
    // tie-break list it names (or one is given): the reference generators
    // write the starting rank there, and without the list a rank cannot be
    // judged. Points are checked either way.
    let ranks_checked = names_tiebreaks || options.tiebreaks.is_some();
    if !ranks_checked {
        t.players.iter_mut().for_each(|p| p.imported_rank = None);
        t.teams.iter_mut().for_each(|team| team.imported_rank = None);
    }
    let after_round = t.last_complete_round();
    let standings = if t.is_team_event() {
        let tiebreaks = team_standings::team_tiebreaks(&t, options.tiebreaks.as_deref())?;
        ptc::check_team_standings(&t, after_round, rules, &tiebreaks, &team_points_in_file)
    } else {
        let codes = match &options.tiebreaks {
            Some(codes) => codes.clone(),
            None if !names_tiebreaks => Vec::new(),
            None => t.settings.tiebreaks.clone(),
        };
        let tiebreaks = codes.iter().map(|c| TieBreak::parse(c)).collect::<Result<Vec<_>, _>>()?;
        ptc::check_standings(&t, after_round, rules, &tiebreaks, &points_in_file)
    };
    Ok(Report { system: system_name, rounds_checked, rounds, standings })
}

/// What the file itself says beyond the event: whether it names its
/// tie-breaks (`202`/`212`; a Swissdesk document always does), and the
/// points fields that differ from the rounds (individuals; teams as
/// `MP/GP`, with the computed value).
#[allow(clippy::type_complexity)]
fn from_the_file(input: &Path) -> (bool, Vec<(u32, Points)>, Vec<(u32, String, String)>) {
    let Ok(import) = trf::import_file(input) else {
        return (true, Vec::new(), Vec::new());
    };
    let text = std::fs::read(input).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_default();
    // `212 PTS` alone names no tie-break.
    let names = text.lines().any(|l| {
        l.starts_with("202 ")
            || (l.starts_with("212 ")
                && l.get(4..).unwrap_or_default().split(',').any(|c| !c.trim().eq_ignore_ascii_case("PTS")))
    });
    let mut points = Vec::new();
    let mut team_points = Vec::new();
    for w in &import.warnings {
        match w {
            trf::TrfWarning::PointsMismatch { tpn, in_file, .. } => points.push((*tpn, *in_file)),
            trf::TrfWarning::TeamPointsMismatch { team, in_file, computed, .. } => team_points.push((
                *team,
                format!("{}/{}", in_file.mp, in_file.gp),
                format!("{}/{}", computed.mp, computed.gp),
            )),
            _ => {}
        }
    }
    (names, points, team_points)
}

/// The human report.
fn text(report: &Report) -> String {
    let mut out = String::new();
    for d in &report.rounds {
        match &d.why {
            RoundWhy::Differs { only_recorded, only_engine, colours_reversed, recorded_bye, engine_bye } => {
                out.push_str(&tr!("check-round-differs", round = d.round));
                out.push('\n');
                let pairs = |list: &[[u32; 2]]| {
                    list.iter().map(|[w, b]| format!("{w}-{b}")).collect::<Vec<_>>().join(", ")
                };
                if !only_recorded.is_empty() {
                    out.push_str(&format!("  {} {}\n", tr!("check-only-recorded"), pairs(only_recorded)));
                }
                if !only_engine.is_empty() {
                    out.push_str(&format!("  {} {}\n", tr!("check-only-engine"), pairs(only_engine)));
                }
                if !colours_reversed.is_empty() {
                    out.push_str(&format!(
                        "  {} {}\n",
                        tr!("check-colours-reversed"),
                        pairs(colours_reversed)
                    ));
                }
                if recorded_bye != engine_bye {
                    let bye = |b: &Option<u32>| b.map_or_else(|| "-".to_owned(), |b| b.to_string());
                    out.push_str(&format!(
                        "  {}\n",
                        tr!("check-bye-differs", recorded = bye(recorded_bye), engine = bye(engine_bye))
                    ));
                }
            }
            RoundWhy::NotRepaired { error } => {
                out.push_str(&tr!("check-round-error", round = d.round, error = error.as_str()));
                out.push('\n');
            }
        }
    }
    let total = report.rounds_checked;
    let matched = total.saturating_sub(u32::try_from(report.rounds.len()).unwrap_or(total));
    out.push_str(&tr!("check-summary", matched = matched, total = total));
    out.push('\n');
    out.push_str(&standings_text(&report.standings));
    out.push_str(&tr!("check-discrepancies", count = report.discrepancies()));
    out.push('\n');
    out
}

fn standings_text(s: &StandingsCheck) -> String {
    let mut out = String::new();
    let list = if s.tiebreaks.is_empty() { tr!("check-points-only") } else { s.tiebreaks.join(", ") };
    out.push_str(&tr!(
        "check-standings",
        round = s.after_round,
        tiebreaks = list,
        rules = s.rules.as_str(),
        ranks = s.ranks_checked
    ));
    out.push('\n');
    if s.ranks_checked == 0 {
        out.push_str("  ");
        out.push_str(&tr!("check-ranks-unchecked"));
        out.push('\n');
    }
    for d in &s.discrepancies {
        let line = match &d.why {
            StandingsWhy::Points { in_file, computed } => tr!(
                "check-standings-points",
                tpn = d.tpn,
                in_file = in_file.as_str(),
                computed = computed.as_str()
            ),
            StandingsWhy::Rank { in_file, computed_first, computed_last, values } => {
                let places = if computed_first == computed_last {
                    computed_first.to_string()
                } else {
                    format!("{computed_first}-{computed_last}")
                };
                let values = values.iter().map(|(c, v)| format!("{c} {v}")).collect::<Vec<_>>().join(", ");
                tr!("check-standings-rank", tpn = d.tpn, in_file = *in_file, places = places, values = values)
            }
        };
        out.push_str("  ");
        out.push_str(&line);
        out.push('\n');
    }
    out
}
