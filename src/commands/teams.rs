//! Commands of a team event (issue 30): the teams, their rosters and
//! captains, the line-up of each round, the team pairing of a round and
//! whole-match forfeits. Board results are ordinary results
//! ([`Command::SetResult`](super::Command::SetResult)) on the round's games,
//! which are the boards of its matches in match order.

use super::{CommandError, log};
use crate::model::{
    AuditAction, AuditEntry, ByeKind, Colour, Game, GameResult, Lineup, MatchForfeit, ParticipantKind,
    PlayerStatus, Round, RoundBye, Team, TeamBye, TeamMatch, Tournament,
};
use crate::tr;

/// A change to a team event.
#[derive(Clone, Debug, PartialEq)]
pub enum TeamCommand {
    /// Makes the event a team event (before round 1 is paired).
    MakeTeamEvent,
    /// Adds a team; the pairing number given is used if free, else the
    /// next free one (C.04.6 1.1: set by the rules or the chief arbiter).
    AddTeam(Team),
    /// Edits a team: name, nickname, captain, roster and board order.
    EditTeam(Team),
    /// Removes a team that has played no round.
    RemoveTeam { tpn: u32 },
    /// Who plays on which board for `team` in `round` (`0`: a board left
    /// empty). Allowed until a board of the team has a result.
    SetLineup { round: u32, team: u32, players: Vec<u32> },
    /// Records the team pairing of `round` (from the team engine or made by
    /// hand): the matches in board order, the team with White on board 1
    /// first, and the pairing-allocated bye.
    RecordPairing { round: u32, matches: Vec<(u32, u32)>, pab: Option<u32> },
    /// A whole match forfeited (`Some`), or that taken back (`None`).
    SetMatchForfeit { round: u32, team: u32, forfeit: Option<MatchForfeit> },
    /// A bye of a whole team in a round not yet paired (`None` cancels):
    /// half-point, full-point or zero-point (known absence).
    RequestTeamBye { round: u32, team: u32, bye: Option<ByeKind> },
    /// Withdraws `team` from round `from_round` on (GHR 3.2: a team that
    /// withdraws is no longer paired); the rounds already paired stand, its
    /// byes requested for later rounds go. The reason is kept in the log.
    WithdrawTeam { team: u32, from_round: u32, reason: Option<String> },
}

/// The line-up a team fields when none was entered: its first players in
/// roster order who are still in the event, as many as there are boards.
pub fn default_lineup(t: &Tournament, team: u32, round: u32) -> Vec<u32> {
    let boards = t.settings.team.boards as usize;
    let mut players: Vec<u32> = t
        .team(team)
        .map(|x| {
            x.roster
                .iter()
                .copied()
                .filter(|&p| t.player(p).is_some_and(|p| p.is_active_in(round)))
                .take(boards)
                .collect()
        })
        .unwrap_or_default();
    players.resize(boards, 0);
    players
}

/// The line-up of `team` in `round`: the one entered, else the default.
pub fn lineup(t: &Tournament, team: u32, round: u32) -> Vec<u32> {
    t.round(round)
        .and_then(|r| r.lineup_of(team))
        .map(|l| l.players.clone())
        .unwrap_or_else(|| default_lineup(t, team, round))
}

fn team_name(t: &Tournament, tpn: u32) -> String {
    t.team(tpn).map(|x| format!("{tpn} {}", x.name)).unwrap_or_else(|| tpn.to_string())
}

fn describe_team(t: &Tournament, team: &Team) -> String {
    let roster: Vec<String> = team
        .roster
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            format!("{}. {}", i + 1, t.player(p).map(|x| x.name.clone()).unwrap_or_else(|| p.to_string()))
        })
        .collect();
    let mut text = format!("{} {}", team.tpn, team.name);
    if !team.nickname.is_empty() {
        text.push_str(&format!(" ({})", team.nickname));
    }
    if !team.captain.trim().is_empty() {
        text.push_str(&format!("; {}", tr!("info-team-captain", captain = team.captain.as_str())));
    }
    if !roster.is_empty() {
        text.push_str(&format!("; {}", roster.join(", ")));
    }
    text
}

/// The games of match `m` from the two line-ups: board k pairs the k-th
/// players, the White team's player having the board's colour (C.04.6:
/// board colours alternate from board 1, or the event's `352` sequence).
fn boards_of(t: &Tournament, white: &[u32], black: &[u32]) -> Vec<Game> {
    let boards = t.settings.team.boards;
    (1..=boards)
        .filter_map(|board| {
            let i = board as usize - 1;
            let (w, b) = (white.get(i).copied().unwrap_or(0), black.get(i).copied().unwrap_or(0));
            if w == 0 || b == 0 {
                return None;
            }
            Some(if t.settings.team.white_team_colour_on(board) == Colour::White {
                Game::new(w, b, GameResult::Pending)
            } else {
                Game::new(b, w, GameResult::Pending)
            })
        })
        .collect()
}

/// Rebuilds the games (and players' byes) of `round` from its matches,
/// line-ups and team byes, keeping the results of boards that stay.
fn rebuild_boards(t: &mut Tournament, number: u32) {
    let Some(round) = t.round(number) else { return };
    let mut games = Vec::new();
    for m in &round.matches {
        let white = round.lineup_of(m.white).map(|l| l.players.clone()).unwrap_or_default();
        let black = round.lineup_of(m.black).map(|l| l.players.clone()).unwrap_or_default();
        for mut g in boards_of(t, &white, &black) {
            if let Some(old) = round.games.iter().find(|o| o.white == g.white && o.black == g.black) {
                g.result = old.result;
            }
            if let Some(forfeit) = m.forfeit {
                g.result = forfeit_result(t, m, forfeit, g);
            }
            g.by_arbiter = m.by_arbiter;
            games.push(g);
        }
    }
    let mut byes: Vec<RoundBye> = Vec::new();
    for bye in &round.team_byes {
        for p in lineup(t, bye.team, number).into_iter().filter(|&p| p != 0) {
            byes.push(RoundBye { player: p, kind: bye.kind });
        }
    }
    if let Some(round) = t.round_mut(number) {
        round.games = games;
        round.byes = byes;
    }
}

/// A board's result in a match forfeited as a whole.
fn forfeit_result(t: &Tournament, m: &TeamMatch, forfeit: MatchForfeit, g: Game) -> GameResult {
    let white_team_has_white = t.team(m.white).is_some_and(|team| team.roster.contains(&g.white));
    match (forfeit, white_team_has_white) {
        (MatchForfeit::Double, _) => GameResult::DoubleForfeit,
        (MatchForfeit::WhiteWins, true) | (MatchForfeit::BlackWins, false) => GameResult::WhiteWinsByForfeit,
        _ => GameResult::BlackWinsByForfeit,
    }
}

fn round_mut_or_new(t: &mut Tournament, number: u32) -> &mut Round {
    if t.round(number).is_none() {
        t.rounds.push(Round::new(number));
        t.rounds.sort_by_key(|r| r.number);
    }
    let index = t.rounds.iter().position(|r| r.number == number).unwrap_or(0);
    &mut t.rounds[index]
}

/// Applies a team command.
pub(super) fn apply(t: &mut Tournament, command: TeamCommand, actor: &str) -> Result<(), CommandError> {
    if !matches!(command, TeamCommand::MakeTeamEvent) && !t.is_team_event() {
        return Err(CommandError::NotATeamEvent);
    }
    match command {
        TeamCommand::MakeTeamEvent => {
            if t.is_team_event() {
                return Ok(());
            }
            if t.rounds_paired() > 0 {
                return Err(CommandError::SettingsLocked);
            }
            t.settings.participants = ParticipantKind::Teams;
            t.settings.pairing_system = crate::model::SystemId::new(crate::model::SystemId::TEAM_SWISS_2026);
            t.settings.tiebreaks = crate::standings::default_team_tiebreaks();
            // Its TRF export carries the teams' results (`802`).
            if !t.foreign_trf_lines.iter().any(|l| l == crate::trf::TEAM_RESULTS_MARKER) {
                t.foreign_trf_lines.push(crate::trf::TEAM_RESULTS_MARKER.to_owned());
            }
            log(t, actor, AuditAction::EditSettings, None, String::new(), tr!("audit-team-event"));
        }
        TeamCommand::AddTeam(mut team) => {
            check_roster(t, &team)?;
            if team.tpn == 0 || t.team(team.tpn).is_some() {
                team.tpn = t.teams.iter().map(|x| x.tpn).max().unwrap_or(0) + 1;
            }
            let after = describe_team(t, &team);
            t.teams.push(team);
            t.teams.sort_by_key(|x| x.tpn);
            log(t, actor, AuditAction::AddTeam, None, String::new(), after);
        }
        TeamCommand::EditTeam(team) => {
            check_roster(t, &team)?;
            let tpn = team.tpn;
            let existing = t.team(tpn).ok_or(CommandError::NoSuchTeam { team: tpn })?;
            if *existing == team {
                return Ok(());
            }
            let before = describe_team(t, existing);
            let after = describe_team(t, &team);
            if let Some(x) = t.team_mut(tpn) {
                *x = team;
            }
            log(t, actor, AuditAction::EditTeam, None, before, after);
        }
        TeamCommand::RemoveTeam { tpn } => {
            let index =
                t.teams.iter().position(|x| x.tpn == tpn).ok_or(CommandError::NoSuchTeam { team: tpn })?;
            if t.rounds.iter().any(|r| r.match_of(tpn).is_some() || r.team_bye_of(tpn).is_some()) {
                return Err(CommandError::TeamHasPlayed { team: tpn });
            }
            let removed = t.teams.remove(index);
            log(t, actor, AuditAction::RemoveTeam, None, describe_team(t, &removed), String::new());
        }
        TeamCommand::SetLineup { round, team, mut players } => {
            let boards = t.settings.team.boards as usize;
            let roster = t.team(team).ok_or(CommandError::NoSuchTeam { team })?.roster.clone();
            if players.len() > boards {
                return Err(CommandError::InvalidLineup { team, round });
            }
            players.resize(boards, 0);
            let mut seen = std::collections::HashSet::new();
            for &p in players.iter().filter(|&&p| p != 0) {
                if !roster.contains(&p) || !seen.insert(p) {
                    return Err(CommandError::InvalidLineup { team, round });
                }
            }
            // Boards with a result keep their players (a correction of a
            // played board is a result correction, not a line-up change).
            if let Some(r) = t.round(round)
                && let Some(m) = r.match_of(team)
            {
                let TeamRoundResults { any_result } = results_of(t, r, m);
                if any_result {
                    return Err(CommandError::ResultsEntered { round });
                }
            }
            let before = lineup(t, team, round);
            if before == players && t.round(round).is_some_and(|r| r.lineup_of(team).is_some()) {
                return Ok(());
            }
            let describe = |list: &[u32]| -> String {
                list.iter()
                    .enumerate()
                    .map(|(i, &p)| {
                        let who = if p == 0 {
                            tr!("team-board-empty")
                        } else {
                            t.player(p).map(|x| x.name.clone()).unwrap_or_else(|| p.to_string())
                        };
                        format!("{}. {who}", i + 1)
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let (before_text, after_text) = (describe(&before), describe(&players));
            let heading = team_name(t, team);
            let r = round_mut_or_new(t, round);
            r.lineups.retain(|l| l.team != team);
            r.lineups.push(Lineup { team, players });
            r.lineups.sort_by_key(|l| l.team);
            if !r.matches.is_empty() || !r.team_byes.is_empty() {
                rebuild_boards(t, round);
            }
            log(
                t,
                actor,
                AuditAction::SetLineup,
                Some(round),
                format!("{heading}: {before_text}"),
                format!("{heading}: {after_text}"),
            );
        }
        TeamCommand::RecordPairing { round, matches, pab } => {
            if t.round(round).is_some_and(|r| r.is_paired()) {
                return Err(CommandError::RoundAlreadyPaired { round });
            }
            let mut seen = std::collections::HashSet::new();
            for &team in matches.iter().flat_map(|(w, b)| [w, b]).chain(pab.iter()) {
                t.team(team).ok_or(CommandError::NoSuchTeam { team })?;
                if !seen.insert(team) {
                    return Err(CommandError::InvalidPairing { round });
                }
            }
            let requested: Vec<u32> =
                t.round(round).map(|r| r.team_byes.iter().map(|b| b.team).collect()).unwrap_or_default();
            if matches.iter().any(|(w, b)| requested.contains(w) || requested.contains(b))
                || pab.is_some_and(|p| requested.contains(&p))
            {
                return Err(CommandError::InvalidPairing { round });
            }
            let lineups: Vec<Lineup> = matches
                .iter()
                .flat_map(|&(w, b)| [w, b])
                .chain(pab)
                .map(|team| Lineup { team, players: lineup(t, team, round) })
                .collect();
            let r = round_mut_or_new(t, round);
            r.matches = matches.iter().map(|&(w, b)| TeamMatch::new(w, b)).collect();
            if let Some(p) = pab {
                r.team_byes.push(TeamBye { team: p, kind: ByeKind::PairingAllocated });
            }
            for l in lineups {
                if !r.lineups.iter().any(|x| x.team == l.team) {
                    r.lineups.push(l);
                }
            }
            r.lineups.sort_by_key(|l| l.team);
            rebuild_boards(t, round);
            let after = t.round(round).map(|r| pairing_text(t, r, |_| false)).unwrap_or_default();
            log(t, actor, AuditAction::PairRound, Some(round), String::new(), after);
        }
        TeamCommand::SetMatchForfeit { round, team, forfeit } => {
            let r = t.round(round).ok_or(CommandError::NoSuchRound { round })?;
            let m = *r.match_of(team).ok_or(CommandError::NoSuchTeam { team })?;
            if m.forfeit == forfeit {
                return Ok(());
            }
            let code = |f: Option<MatchForfeit>| f.map(|f| f.code().to_owned()).unwrap_or_default();
            let heading = format!("{} – {}", team_name(t, m.white), team_name(t, m.black));
            if let Some(r) = t.round_mut(round)
                && let Some(x) = r.matches.iter_mut().find(|x| x.involves(team))
            {
                x.forfeit = forfeit;
            }
            if forfeit.is_none()
                && let Some(r) = t.round_mut(round)
            {
                // Taken back: the boards are to be played (no result yet).
                for g in r.games.iter_mut() {
                    if g.result.is_forfeit() {
                        g.result = GameResult::Pending;
                    }
                }
            }
            rebuild_boards(t, round);
            log(
                t,
                actor,
                AuditAction::CorrectResult,
                Some(round),
                format!("{heading} {}", code(m.forfeit)),
                format!("{heading} {}", code(forfeit)),
            );
        }
        TeamCommand::RequestTeamBye { round, team, bye } => {
            let x = t.team(team).ok_or(CommandError::NoSuchTeam { team })?;
            if bye.is_some() && !x.is_active_in(round) {
                return Err(CommandError::TeamWithdrawn { team, round });
            }
            if t.round(round).is_some_and(|r| r.is_paired()) {
                return Err(CommandError::RoundAlreadyPaired { round });
            }
            if bye == Some(ByeKind::PairingAllocated) {
                return Err(CommandError::InvalidPairing { round });
            }
            let old = t.round(round).and_then(|r| r.team_bye_of(team));
            if old == bye {
                return Ok(());
            }
            // No bye before (or after a cancel) says so: "no bye → half-point bye".
            let kind_text =
                |k: Option<ByeKind>| k.map(super::describe::bye_kind).unwrap_or_else(|| tr!("audit-no-bye"));
            let heading = team_name(t, team);
            let r = round_mut_or_new(t, round);
            r.team_byes.retain(|b| b.team != team);
            if let Some(kind) = bye {
                r.team_byes.push(TeamBye { team, kind });
            }
            r.team_byes.sort_by_key(|b| b.team);
            log(
                t,
                actor,
                AuditAction::RequestBye,
                Some(round),
                format!("{heading}: {}", kind_text(old)),
                format!("{heading}: {}", kind_text(bye)),
            );
        }
        TeamCommand::WithdrawTeam { team, from_round, reason } => {
            withdraw(t, team, from_round, reason, actor)?
        }
    }
    Ok(())
}

/// One line of a team round's pairing, to compare two pairings by: a
/// match (the team with White on board 1 first) or the team given the
/// pairing-allocated bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TeamPairingLine {
    Match(u32, u32),
    Pab(u32),
}

fn pairing_lines(r: &Round) -> Vec<TeamPairingLine> {
    r.matches
        .iter()
        .map(|m| TeamPairingLine::Match(m.white, m.black))
        .chain(
            r.team_byes
                .iter()
                .filter(|b| b.kind == ByeKind::PairingAllocated)
                .map(|b| TeamPairingLine::Pab(b.team)),
        )
        .collect()
}

/// The team pairing of `r` for the log, one line a match and one for the
/// pairing-allocated bye; the lines `changed` says are marked.
fn pairing_text(t: &Tournament, r: &Round, changed: impl Fn(TeamPairingLine) -> bool) -> String {
    let mark = |line: String, is_changed: bool| {
        if is_changed { format!("{line}  {}", tr!("audit-changed-mark")) } else { line }
    };
    pairing_lines(r)
        .into_iter()
        .enumerate()
        .map(|(i, line)| {
            let text = match line {
                TeamPairingLine::Match(w, b) => {
                    format!("{}. {} – {}", i + 1, team_name(t, w), team_name(t, b))
                }
                TeamPairingLine::Pab(team) => format!("{}: {}", tr!("export-bye-pab"), team_name(t, team)),
            };
            mark(text, changed(line))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The teams to pair in `round`: active, without a requested bye or
/// absence of the whole team (the pairing-allocated bye is the pairing's).
pub fn teams_to_pair(t: &Tournament, round: u32) -> Vec<u32> {
    let entries = t.round(round);
    t.teams
        .iter()
        .filter(|x| x.is_active_in(round))
        .filter(|x| entries.and_then(|r| r.team_bye_of(x.tpn)).is_none_or(|k| k == ByeKind::PairingAllocated))
        .map(|x| x.tpn)
        .collect()
}

/// The matches of `round` that have a result: a board result or the whole
/// match forfeited. Their pairing stands (an override may not change them).
pub fn matches_with_results(t: &Tournament, round: u32) -> Vec<TeamMatch> {
    let Some(r) = t.round(round) else { return Vec::new() };
    r.matches.iter().filter(|m| m.forfeit.is_some() || results_of(t, r, m).any_result).copied().collect()
}

/// [`super::Command::OverridePairing`] in a team event: the arbiter's own
/// team pairing of a paired round (opponents swapped, the pairing-allocated
/// bye moved, the colours of a match exchanged, or a whole round by hand).
/// The caller has checked the reason, the publication and the rules
/// checker; `findings` are its findings, logged with the reason.
///
/// A match with a result (a board result entered, or the match forfeited
/// as a whole) stands: once its boards are being played, a different
/// opponent or colour is a different match, so the arbiter clears its
/// results first (an entry by mistake) or corrects results, not the
/// pairing. The other matches may change. Each team keeps its line-up for
/// the round: who plays on which board does not depend on the opponent.
pub(super) fn override_pairing(
    t: &mut Tournament,
    round: u32,
    pairing: &crate::pairing::Pairing,
    reason: &str,
    findings: Vec<String>,
    actor: &str,
) -> Result<(), CommandError> {
    let existing = t.round(round).filter(|r| r.is_paired()).ok_or(CommandError::NoSuchRound { round })?;
    let published = existing.published;
    // Every team once, and none with a requested bye or absence of the
    // round in a match (cancel the bye first): whatever the checker says,
    // a team cannot be in two places.
    let mut seen = std::collections::HashSet::new();
    for team in pairing.boards.iter().flat_map(|b| [b.white, b.black]).chain(pairing.bye) {
        t.team(team).ok_or(CommandError::NoSuchTeam { team })?;
        let requested =
            existing.team_byes.iter().any(|b| b.team == team && b.kind != ByeKind::PairingAllocated);
        if !seen.insert(team) || requested {
            return Err(CommandError::InvalidPairing { round });
        }
    }
    let matches: Vec<TeamMatch> = pairing
        .boards
        .iter()
        .map(|b| match existing.matches.iter().find(|m| m.white == b.white && m.black == b.black) {
            Some(kept) => *kept,
            None => TeamMatch { by_arbiter: true, ..TeamMatch::new(b.white, b.black) },
        })
        .collect();
    if let Some(played) = matches_with_results(t, round).into_iter().find(|m| !matches.contains(m)) {
        return Err(CommandError::MatchHasResults { round, white: played.white, black: played.black });
    }
    let old_pab = existing.team_byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.team);
    let mut r = existing.clone();
    r.matches = matches;
    r.matches = t.matches_in_board_order(&r);
    r.bye_by_arbiter = pairing.bye.is_some() && (old_pab != pairing.bye || existing.bye_by_arbiter);
    r.team_byes.retain(|b| b.kind != ByeKind::PairingAllocated);
    if let Some(team) = pairing.bye {
        r.team_byes.push(TeamBye { team, kind: ByeKind::PairingAllocated });
        r.team_byes.sort_by_key(|b| b.team);
    }
    // The same matches (in board order) and the same bye: no change.
    if r.matches == existing.matches && old_pab == pairing.bye {
        return Ok(());
    }
    // A team new to the round fields its default line-up.
    for team in pairing.boards.iter().flat_map(|b| [b.white, b.black]).chain(pairing.bye) {
        if r.lineup_of(team).is_none() {
            r.lineups.push(Lineup { team, players: lineup(t, team, round) });
        }
    }
    r.lineups.sort_by_key(|l| l.team);
    let (old_lines, new_lines) = (pairing_lines(existing), pairing_lines(&r));
    let before = pairing_text(t, existing, |line| !new_lines.contains(&line));
    let after = pairing_text(t, &r, |line| !old_lines.contains(&line));
    if let Some(slot) = t.round_mut(round) {
        *slot = r;
    }
    rebuild_boards(t, round);
    let action = if published { AuditAction::CorrectPublishedPairing } else { AuditAction::OverridePairing };
    let mut entry = AuditEntry::now(actor, action, Some(round), before, after);
    entry.reason = Some(reason.trim().to_owned());
    entry.findings = findings;
    t.audit.push(entry);
    Ok(())
}

/// [`TeamCommand::WithdrawTeam`].
fn withdraw(
    t: &mut Tournament,
    team: u32,
    from_round: u32,
    reason: Option<String>,
    actor: &str,
) -> Result<(), CommandError> {
    let status = PlayerStatus::Withdrawn { from_round };
    let x = t.team(team).ok_or(CommandError::NoSuchTeam { team })?;
    if x.status == status {
        return Ok(());
    }
    if from_round == 0 {
        return Err(CommandError::NoSuchRound { round: from_round });
    }
    // The rounds already paired stand: a withdrawal takes effect from a
    // round the team is not paired in (neither a match nor a bye).
    if let Some(round) = t
        .rounds
        .iter()
        .filter(|r| r.number >= from_round && r.is_paired())
        .filter(|r| r.match_of(team).is_some() || r.team_bye_of(team).is_some())
        .map(|r| r.number)
        .max()
    {
        return Err(CommandError::TeamWithdrawnWhilePaired { team, round });
    }
    let heading = team_name(t, team);
    let describe = |status: PlayerStatus| match status {
        PlayerStatus::Active => format!("{heading}: {}", tr!("audit-status-active")),
        PlayerStatus::Withdrawn { from_round } => {
            format!("{heading}: {}", tr!("audit-status-withdrawn", round = from_round))
        }
    };
    let before = describe(x.status);
    let mut after = describe(status);
    // GHR 3.2: no longer paired, so no bye either (a requested bye would
    // still score).
    let mut dropped = Vec::new();
    for r in t.rounds.iter_mut().filter(|r| r.number >= from_round && !r.is_paired()) {
        if r.team_byes.iter().any(|b| b.team == team) {
            r.team_byes.retain(|b| b.team != team);
            dropped.push(r.number.to_string());
        }
    }
    if !dropped.is_empty() {
        after.push_str(&format!(
            "; {}",
            tr!("audit-team-byes-dropped", count = dropped.len(), rounds = dropped.join(", "))
        ));
    }
    if let Some(x) = t.team_mut(team) {
        x.status = status;
    }
    let mut entry = AuditEntry::now(actor, AuditAction::WithdrawTeam, Some(from_round), before, after);
    entry.reason = reason.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty());
    t.audit.push(entry);
    Ok(())
}

struct TeamRoundResults {
    any_result: bool,
}

fn results_of(t: &Tournament, r: &Round, m: &TeamMatch) -> TeamRoundResults {
    let players: Vec<u32> = [m.white, m.black].iter().flat_map(|&team| lineup(t, team, r.number)).collect();
    let any_result = r
        .games
        .iter()
        .any(|g| (players.contains(&g.white) || players.contains(&g.black)) && !g.result.is_pending());
    TeamRoundResults { any_result }
}

/// A roster names registered players only, each once, each in one team.
fn check_roster(t: &Tournament, team: &Team) -> Result<(), CommandError> {
    let mut seen = std::collections::HashSet::new();
    for &p in &team.roster {
        t.player(p).ok_or(CommandError::NoSuchPlayer { tpn: p })?;
        if !seen.insert(p) {
            return Err(CommandError::InvalidLineup { team: team.tpn, round: 0 });
        }
        if let Some(other) = t.teams.iter().find(|x| x.tpn != team.tpn && x.roster.contains(&p)) {
            return Err(CommandError::PlayerInAnotherTeam { tpn: p, team: other.tpn });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{Command, apply};
    use crate::model::{Player, Points, TeamPoints};

    /// Four teams of three players for two boards (each has a reserve).
    fn event() -> Tournament {
        let mut t = Tournament::new("League");
        t.settings.team.boards = 2;
        apply(&mut t, Command::Team(TeamCommand::MakeTeamEvent), "A").unwrap_or_else(|e| panic!("{e}"));
        for tpn in 1..=12 {
            apply(&mut t, Command::AddPlayer(Player::new(tpn, format!("P{tpn}"))), "A")
                .unwrap_or_else(|e| panic!("{e}"));
        }
        for team in 1..=4u32 {
            let mut x = Team::new(team, format!("T{team}"));
            x.roster = (1..=3).map(|k| (team - 1) * 3 + k).collect();
            apply(&mut t, Command::Team(TeamCommand::AddTeam(x)), "A").unwrap_or_else(|e| panic!("{e}"));
        }
        t
    }

    #[test]
    fn a_pairing_makes_the_boards_of_each_match_with_alternating_colours() {
        let mut t = event();
        // Team 2 enters its reserve on board 2.
        let lineup = TeamCommand::SetLineup { round: 1, team: 2, players: vec![4, 6] };
        apply(&mut t, Command::Team(lineup), "A").unwrap_or_else(|e| panic!("{e}"));
        let pairing = TeamCommand::RecordPairing { round: 1, matches: vec![(1, 2), (4, 3)], pab: None };
        apply(&mut t, Command::Team(pairing), "A").unwrap_or_else(|e| panic!("{e}"));
        let r = t.round(1).unwrap_or_else(|| panic!("round 1"));
        // Board 1: the White team's player has White; board 2: Black.
        let boards: Vec<(u32, u32)> = r.games.iter().map(|g| (g.white, g.black)).collect();
        assert_eq!(boards, vec![(1, 4), (6, 2), (10, 7), (8, 11)]);
        // Board-by-board results give the match score.
        for (board, result) in [(1, GameResult::WhiteWins), (2, GameResult::Draw)] {
            apply(&mut t, Command::SetResult { round: 1, board, result }, "A")
                .unwrap_or_else(|e| panic!("{e}"));
        }
        assert_eq!(t.team_points_after(1, 1), TeamPoints { mp: Points(20), gp: Points(15) });
        assert_eq!(t.team_points_after(2, 1), TeamPoints { mp: Points(0), gp: Points(5) });
        // A line-up cannot change once its boards have results.
        let late = TeamCommand::SetLineup { round: 1, team: 1, players: vec![3, 2] };
        assert_eq!(apply(&mut t, Command::Team(late), "A"), Err(CommandError::ResultsEntered { round: 1 }));
        let actions: Vec<AuditAction> = t.audit.iter().map(|e| e.action.clone()).collect();
        assert!(actions.contains(&AuditAction::SetLineup) && actions.contains(&AuditAction::PairRound));
    }

    #[test]
    fn a_pab_and_an_empty_board_and_a_forfeited_match() {
        let mut t = event();
        apply(&mut t, Command::Team(TeamCommand::RemoveTeam { tpn: 4 }), "A")
            .unwrap_or_else(|e| panic!("{e}"));
        // Team 2 fields one player: board 2 is empty, lost by forfeit.
        let lineup = TeamCommand::SetLineup { round: 1, team: 2, players: vec![4] };
        apply(&mut t, Command::Team(lineup), "A").unwrap_or_else(|e| panic!("{e}"));
        let pairing = TeamCommand::RecordPairing { round: 1, matches: vec![(1, 2)], pab: Some(3) };
        apply(&mut t, Command::Team(pairing), "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.round(1).map(|r| r.games.len()), Some(1));
        apply(&mut t, Command::SetResult { round: 1, board: 1, result: GameResult::Draw }, "A")
            .unwrap_or_else(|e| panic!("{e}"));
        // ½ + 1 (empty board) = 1½ : ½.
        assert_eq!(t.team_points_after(1, 1), TeamPoints { mp: Points(20), gp: Points(15) });
        // C.04.6 1.4: the PAB is a drawn match: 1 MP and 1 GP on two boards.
        assert_eq!(t.team_points_after(3, 1), TeamPoints { mp: Points(10), gp: Points(10) });
        let forfeit =
            TeamCommand::SetMatchForfeit { round: 1, team: 2, forfeit: Some(MatchForfeit::BlackWins) };
        apply(&mut t, Command::Team(forfeit), "A").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.team_points_after(2, 1), TeamPoints { mp: Points(20), gp: Points(20) });
        assert_eq!(t.team_colour_history(2, 1), vec![None]);
    }

    #[test]
    fn rosters_are_checked() {
        let mut t = event();
        let mut x = Team::new(5, "T5");
        x.roster = vec![1];
        assert_eq!(
            apply(&mut t, Command::Team(TeamCommand::AddTeam(x)), "A"),
            Err(CommandError::PlayerInAnotherTeam { tpn: 1, team: 1 })
        );
        let lineup = TeamCommand::SetLineup { round: 1, team: 1, players: vec![4, 1] };
        assert_eq!(
            apply(&mut t, Command::Team(lineup), "A"),
            Err(CommandError::InvalidLineup { team: 1, round: 1 })
        );
    }
}
