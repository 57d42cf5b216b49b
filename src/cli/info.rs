//! `info` and `audit`: what a tournament file holds, as text.

use super::CliError;
use crate::model::Tournament;
use crate::store::{load_tournament, load_tournament_with_warnings};
use crate::tr;
use std::path::Path;
use std::process::ExitCode;

/// `swissdesk info`. Every warning of a TRF file's import goes to standard
/// error first, in the words the import gives it (`TrfWarning`): what the
/// import changed, and what in the file it did not take as written (a
/// points field the results contradict, a team record left out, a team
/// bye read from a gap). `info` is where an arbiter looks at a file before
/// using it.
pub(super) fn info(path: &Path) -> Result<ExitCode, CliError> {
    let (t, warnings) = load_tournament_with_warnings(path)?;
    for warning in warnings {
        eprintln!("{warning}");
    }
    print!("{}", info_text(&t));
    Ok(ExitCode::SUCCESS)
}

/// `swissdesk audit`: the filtered log as text on standard output, or as a
/// PDF printout.
pub(super) fn audit_log(
    file: &Path,
    filter: crate::audit::AuditFilter,
    pdf: Option<&Path>,
) -> Result<ExitCode, CliError> {
    let t = load_tournament(file)?;
    match pdf {
        None => print!("{}", crate::audit::to_text(&t, &filter)),
        Some(out) => {
            let options = crate::export::PdfOptions { audit_filter: filter, ..Default::default() };
            let bytes = crate::export::pdf(&t, crate::export::Document::Audit, &options)?;
            super::export::write_output(out, &bytes)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `swissdesk manual`: the manual's Markdown, or its PDF written to `pdf`.
pub(super) fn manual(pdf: Option<&Path>, paper: crate::export::Paper) -> Result<ExitCode, CliError> {
    match pdf {
        None => print!("{}", crate::manual::markdown()),
        Some(out) => {
            let options = crate::export::PdfOptions { paper, ..Default::default() };
            super::export::write_output(out, &crate::manual::pdf(&options)?)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The text of `swissdesk info`.
fn info_text(t: &Tournament) -> String {
    let mut out = String::new();
    let e = &t.event;
    let line = |out: &mut String, label: String, value: &str| {
        if !value.trim().is_empty() {
            out.push_str(&format!("{label}: {value}\n"));
        }
    };
    line(&mut out, tr!("label-event"), &e.name);
    line(&mut out, tr!("label-city"), &e.city);
    line(&mut out, tr!("label-federation"), &e.federation);
    let dates = match (e.start_date, e.end_date) {
        (Some(s), Some(f)) => format!("{s} – {f}"),
        (Some(s), None) => s.to_string(),
        _ => String::new(),
    };
    line(&mut out, tr!("label-dates"), &dates);
    line(&mut out, tr!("label-chief-arbiter"), &e.chief_arbiter);
    line(&mut out, tr!("label-deputies"), &e.deputy_arbiters.join(", "));
    line(&mut out, tr!("label-time-control"), &e.time_control);
    // The arbiter reads the system's name; the identifier after it is the
    // command line's flag (`--<id>`) for the same system.
    let id = &t.settings.pairing_system;
    let name = crate::commands::describe::system(id);
    let system = if name == id.as_str() { name } else { format!("{name} ({id})") };
    line(&mut out, tr!("label-system"), &system);
    let s = &t.settings.scoring;
    line(&mut out, tr!("label-scoring"), &format!("{} / {} / {}", s.win, s.draw, s.loss));
    if t.settings.acceleration != crate::model::AccelerationMethod::None {
        line(
            &mut out,
            tr!("label-acceleration"),
            &crate::commands::describe::acceleration(t.settings.acceleration),
        );
    }
    out.push_str(&format!(
        "{}\n",
        tr!(
            "info-summary",
            players = t.players.len(),
            paired = t.rounds_paired(),
            planned = t.settings.rounds_planned
        )
    ));
    if t.is_team_event() {
        out.push_str(&team_info_text(t));
    }
    out.push('\n');
    out.push_str(&format!(
        "{:>5} {:>5}  {:<4} {:<32} {:>6} {:<4} {:>6}\n",
        tr!("col-place"),
        tr!("col-tpn"),
        tr!("col-title"),
        tr!("col-name"),
        tr!("col-rating"),
        tr!("col-fed"),
        tr!("col-points")
    ));
    let standings = t.players_by_score();
    let mut place = 0;
    let mut previous = None;
    for (i, (p, pts)) in standings.iter().enumerate() {
        if previous != Some(*pts) {
            place = i + 1;
            previous = Some(*pts);
        }
        out.push_str(&format!(
            "{:>5} {:>5}  {:<4} {:<32} {:>6} {:<4} {:>6}\n",
            place,
            p.tpn,
            p.title.map(|t| t.code()).unwrap_or(""),
            p.name,
            p.rating.map(|r| r.to_string()).unwrap_or_default(),
            p.federation,
            pts.to_string()
        ));
    }
    out
}

/// The team part of `swissdesk info`: the teams with their totals and
/// rosters in board order, then every round's matches with their scores
/// and the teams' byes.
fn team_info_text(t: &Tournament) -> String {
    use crate::model::TeamRoundEntry;
    let settings = &t.settings.team;
    let mut out = String::new();
    let primary = match settings.primary {
        crate::model::TeamScoreKind::MatchPoints => tr!("team-score-mp"),
        crate::model::TeamScoreKind::GamePoints => tr!("team-score-gp"),
    };
    let m = settings.match_points;
    out.push_str(&tr!(
        "info-team-summary",
        teams = t.teams.len(),
        boards = settings.boards,
        win = m.win.to_string(),
        draw = m.draw.to_string(),
        loss = m.loss.to_string(),
        primary = primary
    ));
    out.push_str("\n\n");
    let name_of = |p: u32| t.player(p).map(|p| p.name.clone()).unwrap_or_default();
    for team in &t.teams {
        let total = t.team_points_after(team.tpn, u32::MAX);
        let nickname = if team.nickname.is_empty() { String::new() } else { format!(" ({})", team.nickname) };
        out.push_str(&format!(
            "{:>4}  {}{nickname}  {}\n",
            team.tpn,
            team.name,
            tr!("info-team-points", mp = total.mp.to_string(), gp = total.gp.to_string())
        ));
        if !team.captain.trim().is_empty() {
            out.push_str(&format!("      {}\n", tr!("info-team-captain", captain = team.captain.as_str())));
        }
        for (board, &p) in team.roster.iter().enumerate() {
            let rating = t.player(p).and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default();
            out.push_str(&format!("      {:>2}. {:>5}  {:<32} {:>5}\n", board + 1, p, name_of(p), rating));
        }
    }
    for round in &t.rounds {
        if !round.is_paired() && round.team_byes.is_empty() {
            continue;
        }
        out.push('\n');
        out.push_str(&tr!("info-team-round", round = round.number));
        out.push('\n');
        let team_name = |tpn: u32| t.team(tpn).map(|x| x.name.clone()).unwrap_or_else(|| tpn.to_string());
        for (i, m) in round.matches.iter().enumerate() {
            let score = match t.team_entry_in(round, m.white) {
                TeamRoundEntry::Match(o) => match (o.points, o.opponent_points) {
                    (Some(a), Some(b)) => format!("{} : {}", a.gp, b.gp),
                    _ => tr!("info-team-pending"),
                },
                _ => String::new(),
            };
            let forfeit = m.forfeit.map(|f| format!("  ({})", f.code())).unwrap_or_default();
            out.push_str(&format!(
                "{:>4}. {:>3} {:<28} – {:>3} {:<28} {score}{forfeit}\n",
                i + 1,
                m.white,
                team_name(m.white),
                m.black,
                team_name(m.black)
            ));
        }
        for bye in &round.team_byes {
            let kind = crate::commands::describe::bye_kind(bye.kind);
            out.push_str(&format!("      {:>3} {:<28} {kind}\n", bye.team, team_name(bye.team)));
        }
    }
    out
}
