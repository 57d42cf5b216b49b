//! TRF writer: [`Tournament`] → text.
//!
//! Record order: the tournament section (`??2` records) in tag order, then
//! the extension records (TRF-16: scoring, `XXR`, `XXC`, `XXA`, `SDA SDB`,
//! `XXP`; TRF-2026: `142 152 162` sit in the tag order, then `250`, `SDA
//! SDB`, `260`; `SDA SDB` are Swissdesk's, see `super::baku`), then `SDS`
//! (Swissdesk's pairing system, when nothing else says it: `super::system`), then
//! the other kept lines, then the `001` records. That is the order of the
//! conformance corpus files, so they are written back as they were.
//!
//! Two ways to write the tournament section ([`Header`]): as read (a file
//! comes back as it was, the records it did not have are not added), or
//! complete (a report: every record the event has data for; in TRF-2026
//! `142 152 162 192 202 212 222` and the round dates).

use super::Dialect;
use super::columns::LineBuilder;
use super::scoring::{evaluate, is_scoring_record, records_trf16, records_trf2026, records_trf2026_full};
use crate::model::{AccelerationMethod, ByeKind, Colour, Player, RoundEntry, Side, Tournament};
use std::collections::BTreeMap;

/// How much of the tournament section to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Header {
    /// What the tournament has, as a file it was read from had it: records
    /// the file did not have (`192` of a Dutch event, `202`) are not added,
    /// so a file comes back as it was.
    AsRead,
    /// Every record the event has data for (a report, an export).
    Complete,
}

pub(crate) fn write(t: &Tournament, dialect: Dialect, completeness: Header) -> String {
    let complete = completeness == Header::Complete;
    // TRF-2026 `192` with Baku acceleration: the pairing system's code
    // with `_BAKU`, replacing an imported one; a Burstein edition's code
    // always (`tournament_type`); in a complete header every system's code
    // that has one. Otherwise (and in TRF-16, which has no such record) an
    // imported `192` is kept as it was, and none is added: files without
    // one come back as they were. A team event names its Swiss Team
    // settings in `192` in both dialects: TRF-16 has nothing else to say
    // them, and its readers skip the record.
    let type_code = if complete { tournament_type_complete(t) } else { tournament_type(t) }
        .filter(|_| dialect == Dialect::Trf2026 || t.is_team_event());
    // `202`/`212`: the tie-breaks (TRF-2026), from the settings. A record
    // read from the file is written back as it was while it still says
    // the same; a complete header always has them.
    let tiebreaks = t.settings.tiebreaks.join(",");
    let fresh_202 = (!tiebreaks.is_empty()).then(|| format!("202 {tiebreaks}"));
    let fresh_212 =
        Some(if tiebreaks.is_empty() { "212 PTS".to_owned() } else { format!("212 PTS,{tiebreaks}") });
    let mut kept_tiebreaks: Vec<(String, String)> = Vec::new();
    let mut kept_scoring = Vec::new();
    let mut count_records = Vec::new();
    let mut header_foreign = Vec::new();
    let mut other_foreign = Vec::new();
    let mut arbiter_changes_written = false;
    for raw in &t.foreign_trf_lines {
        let line = clean(raw);
        let line = line.trim_end();
        let tag: String = line.chars().take(3).collect();
        if super::arbiter_changes::is_arbiter_change_line(line) {
            // `### SDX` lines say what the marks say: where the file had
            // them, fresh ones from the marks as they are now (a result
            // corrected after the import, a board re-paired by hand), never
            // the read ones, which may no longer be true.
            if !arbiter_changes_written {
                other_foreign.extend(super::arbiter_changes::arbiter_change_lines(t));
                arbiter_changes_written = true;
            }
        } else if is_scoring_record(&tag) {
            kept_scoring.push(line.to_owned());
        } else if tag == "062" || tag == "072" {
            count_records.push(tag);
        } else if tag == "202" || tag == "212" {
            kept_tiebreaks.push((tag, line.to_owned()));
        } else if owned_by_model(&tag)
            || line.is_empty()
            || (tag == "192" && type_code.is_some())
            || (t.is_team_event() && super::team::written_from_team_model(&tag))
        {
            // The model's own data is written from the model; a stray copy
            // would override it when the file is read again.
        } else if is_tournament_record(&tag) {
            header_foreign.push((tag, line.to_owned()));
        } else {
            other_foreign.push(line.to_owned());
        }
    }

    // Tournament section, sorted by tag; model records before kept ones
    // with the same tag (a kept duplicate then stays a duplicate on re-reading).
    let mut header: Vec<(String, Vec<String>)> = Vec::new();
    let e = &t.event;
    let mut text_record = |tag: &str, value: &str| {
        let value = clean(value);
        if !value.trim().is_empty() {
            header.push((tag.to_owned(), vec![format!("{tag} {}", value.trim())]));
        }
    };
    text_record("012", &e.name);
    text_record("022", &e.city);
    text_record("032", &e.federation);
    if let Some(d) = e.start_date {
        text_record("042", &d.format("%Y/%m/%d").to_string());
    }
    if let Some(d) = e.end_date {
        text_record("052", &d.format("%Y/%m/%d").to_string());
    }
    text_record("092", &e.tournament_type);
    text_record("102", &e.chief_arbiter);
    for deputy in &e.deputy_arbiters {
        text_record("112", deputy);
    }
    text_record("122", &e.time_control);
    text_record("222", &e.time_control_code);
    // The tie-break records: kept as read while they say what the settings
    // say, else fresh ones; in a complete TRF-2026 header always.
    for (tag, fresh) in [("202", &fresh_202), ("212", &fresh_212)] {
        let kept = kept_tiebreaks.iter().find(|(k, _)| k == tag).map(|(_, line)| line);
        let still_true = kept.filter(|line| {
            let codes = |l: &str| l.get(3..).unwrap_or_default().replace(' ', "").to_ascii_uppercase();
            // A team list in the reference tool's notation (`EMGSB/C1/P`)
            // says the same as the model's (`EMGSB-C1-P`): kept as written.
            let team_list = |l: &str| {
                let codes: Vec<String> = codes(l).split([',', ';']).map(str::to_owned).collect();
                let codes = if tag == "212" { codes.into_iter().skip(1).collect() } else { codes };
                crate::standings::parse_team_tiebreaks(&codes).ok()
            };
            fresh.as_deref().is_some_and(|f| {
                codes(line) == codes(f)
                    || (t.is_team_event() && team_list(line).is_some_and(|l| Some(l) == team_list(f)))
            })
        });
        let line = match (still_true, kept) {
            (Some(line), _) => Some(line.clone()),
            (None, Some(_)) => fresh.clone(),
            (None, None) if complete && dialect == Dialect::Trf2026 => fresh.clone(),
            (None, None) => None,
        };
        if let Some(line) = line {
            header.push((tag.to_owned(), vec![line]));
        }
    }
    // An event that left FIDE mode says so, with the arbiter's reason, in a
    // comment line (TRF-2026 Remark 1: `###`), the only place the format
    // leaves for it; readers skip it.
    if let Some(reason) = t.settings.fide_mode.left_because() {
        header.push(("###".into(), vec![format!("### FIDE mode left by the arbiter: {}", clean(reason))]));
    }
    if count_records.iter().any(|t| t == "062") {
        header.push(("062".into(), vec![format!("062 {}", t.players.len())]));
    }
    if count_records.iter().any(|t| t == "072") {
        let rated = t.players.iter().filter(|p| p.rating.is_some_and(|r| r > 0)).count();
        header.push(("072".into(), vec![format!("072 {rated}")]));
    }
    if e.round_dates.iter().any(Option::is_some) {
        // 132: dates as YY/MM/DD in the round columns 92, 102, ...
        let mut b = LineBuilder::new("132");
        for (k, date) in e.round_dates.iter().enumerate() {
            if let Some(d) = date {
                b.left(92 + 10 * k, 8, &d.format("%y/%m/%d").to_string());
            }
        }
        header.push(("132".into(), vec![b.finish()]));
    }
    let scoring = scoring_records(t, &kept_scoring, dialect, complete);
    if dialect == Dialect::Trf2026 {
        if t.settings.rounds_planned > 0 {
            header.push(("142".into(), vec![format!("142 {}", t.settings.rounds_planned)]));
        }
        if let Some(c) = t.settings.initial_colour {
            let code = if c == Colour::White { 'W' } else { 'B' };
            header.push(("152".into(), vec![format!("152 {code}")]));
        }
        if !scoring.is_empty() {
            header.push(("162".into(), scoring.clone()));
        }
        if let Some(code) = &type_code {
            header.push(("192".into(), vec![format!("192 {code}")]));
        }
    } else if let Some(code) = type_code.as_ref().filter(|_| t.is_team_event()) {
        header.push(("192".into(), vec![format!("192 {code}")]));
    }
    let team_lines = t.is_team_event().then(|| super::team::records(t, dialect));
    if let Some(lines) = &team_lines {
        for (tag, line) in &lines.header {
            header.push((tag.clone(), vec![line.clone()]));
        }
    }
    // The `192` this file carries: the model's code, else the last one kept
    // from the imported file (a reader takes the last).
    let written_192 = type_code.clone().or_else(|| {
        let kept = header_foreign.iter().rev().find(|(tag, _)| tag == "192");
        kept.map(|(_, line)| line.get(3..).unwrap_or_default().trim().to_owned())
    });
    for (tag, line) in header_foreign {
        header.push((tag, vec![line]));
    }
    header.sort_by(|a, b| a.0.cmp(&b.0));

    let mut out: Vec<String> = header.into_iter().flat_map(|(_, lines)| lines).collect();
    match dialect {
        Dialect::Trf16 => {
            out.extend(scoring);
            if t.settings.rounds_planned > 0 {
                out.push(format!("XXR {}", t.settings.rounds_planned));
            }
            if let Some(c) = t.settings.initial_colour {
                out.push(format!("XXC {}", if c == Colour::White { "white1" } else { "black1" }));
            }
            for a in &t.accelerations {
                // XXA: pairing number in 5–8, round r in 10+5(r−1) .. 13+5(r−1).
                let mut b = LineBuilder::new("XXA");
                b.right(8, &a.player.to_string());
                for (k, v) in a.points.iter().enumerate() {
                    b.right(13 + 5 * k, &v.to_string());
                }
                out.push(b.finish());
            }
            out.extend(super::baku::records(t, clean));
            if let Some(code) = super::roundrobin::code(t) {
                out.push(format!("{} {code}", super::roundrobin::ROUND_ROBIN_RECORD));
            }
            for pair in &t.forbidden_pairs {
                let ids: Vec<String> = pair.players.iter().map(u32::to_string).collect();
                out.push(format!("XXP {}", ids.join(" ")));
            }
        }
        Dialect::Trf2026 => {
            if !t.is_team_event() {
                out.extend(records_250(t));
            }
            out.extend(super::baku::records(t, clean));
            for pair in &t.forbidden_pairs {
                // 260: rounds in 5–7 and 9–11, players in 13–16, 18–21, ...
                let mut b = LineBuilder::new("260");
                b.left(5, 3, "001");
                b.left(9, 3, &format!("{:03}", t.settings.rounds_planned.max(1)));
                for (k, id) in pair.players.iter().enumerate() {
                    b.right(16 + 5 * k, &id.to_string());
                }
                out.push(b.finish());
            }
        }
    }
    if let Some(lines) = team_lines {
        out.extend(lines.body);
    }
    // Swissdesk's `SDS` record, when the rest of the file names another
    // system (`super::system`).
    // A Swiss team event's `192` names its system already.
    let team_code = written_192.as_deref().and_then(super::team::TeamCode::parse).is_some();
    if !(t.is_team_event() && team_code) {
        out.extend(super::system::system_record(t, written_192.as_deref()));
    }
    out.extend(super::withdrawal::lines(t));
    out.extend(other_foreign);

    let next_round = t.rounds_paired() + 1;
    let announce = next_round <= t.settings.rounds_planned;
    let extras: Vec<Option<ByeKind>> =
        t.players.iter().map(|p| if announce { announced_bye(t, p, next_round) } else { None }).collect();
    let mut last_round = t.rounds.iter().map(|r| r.number).max().unwrap_or(0);
    if extras.iter().any(Option::is_some) {
        last_round = last_round.max(next_round);
    }
    for (p, extra) in t.players.iter().zip(extras) {
        out.push(player_record(t, p, last_round, next_round, extra));
    }

    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// A bye the model knows for the round about to be paired but has not put
/// in that round yet: a requested bye, or the absence of a withdrawn player.
/// TRF(x) announces both as `0000 - H/F/Z` in that round's columns.
fn announced_bye(t: &Tournament, p: &Player, round: u32) -> Option<ByeKind> {
    if t.entry(round, p.tpn) != RoundEntry::Absent {
        return None;
    }
    // The same bye the round will get when it is paired (a withdrawal
    // outranks a request made before it).
    p.pre_assigned_bye(round)
}

/// A `001` record in the TRF-16 columns.
fn player_record(
    t: &Tournament,
    p: &Player,
    last_round: u32,
    next_round: u32,
    extra: Option<ByeKind>,
) -> String {
    let mut b = LineBuilder::new("001");
    b.right(8, &p.tpn.to_string());
    if let Some(sex) = p.sex {
        let code = match sex {
            crate::model::Sex::Male => "m",
            crate::model::Sex::Female => "w",
            crate::model::Sex::Unspecified => "u",
        };
        b.left(10, 1, code);
    }
    if let Some(title) = p.title {
        b.right(13, title.code());
    }
    b.left(15, 33, &clean(&p.name));
    if let Some(r) = p.rating {
        b.right(52, &r.to_string());
    }
    b.left(54, 3, &clean(&p.federation));
    if let Some(id) = p.fide_id {
        b.right(68, &id.to_string());
    }
    b.left(70, 10, &clean(&p.birth_date));
    // Points are computed, not stored: the points of every round written,
    // including an announced bye of the round to be paired (TRF(x): "their
    // points field then includes that bye").
    let mut points = t.points(p.tpn);
    if let Some(kind) = extra {
        points += kind.points(&t.settings.scoring);
    }
    b.right(84, &points.to_string());
    if let Some(rank) = p.imported_rank {
        b.right(89, &rank.to_string());
    }
    for round in 1..=last_round {
        let base = 92 + 10 * (round as usize - 1);
        match t.entry(round, p.tpn) {
            RoundEntry::Game { opponent, colour, result, side } => {
                b.right(base + 3, &opponent.to_string());
                b.left(base + 5, 1, if colour == Colour::White { "w" } else { "b" });
                let (white, black) = result.trf_codes();
                let code = if side == Side::White { white } else { black };
                // Pending: blank result column.
                b.left(base + 7, 1, &code.to_string());
            }
            RoundEntry::Bye(kind) => b.left(base, 8, &format!("0000 - {}", kind.trf_code())),
            RoundEntry::Absent => {
                if let (Some(kind), true) = (extra, round == next_round) {
                    b.left(base, 8, &format!("0000 - {}", kind.trf_code()));
                } else if faces_an_empty_board(t, round, p.tpn) {
                    // A team event's board the other team left empty: a
                    // forfeit win against nobody.
                    b.left(base, 8, "0000 - +");
                }
            }
        }
    }
    b.finish()
}

/// Whether `player` sits on a board of a team match in `round` that the
/// other team left empty.
fn faces_an_empty_board(t: &Tournament, round: u32, player: u32) -> bool {
    let Some(r) = t.round(round).filter(|r| !r.lineups.is_empty()) else { return false };
    r.matches.iter().filter(|m| m.forfeit.is_none()).any(|m| {
        let (Some(white), Some(black)) = (r.lineup_of(m.white), r.lineup_of(m.black)) else { return false };
        let faces = |own: &crate::model::Lineup, other: &crate::model::Lineup| {
            own.players
                .iter()
                .position(|&p| p == player)
                .is_some_and(|k| other.players.get(k).is_none_or(|&q| q == 0))
        };
        faces(white, black) || faces(black, white)
    })
}

/// The scoring records to write: the ones read from the file, if they still
/// give the tournament's scoring (so a file comes back as it was), otherwise
/// fresh ones. Kept records of the other dialect are not reused.
/// A complete TRF-2026 header names every value of `162`, defaults included.
fn scoring_records(t: &Tournament, kept: &[String], dialect: Dialect, complete: bool) -> Vec<String> {
    let family: Vec<&str> = kept
        .iter()
        .map(String::as_str)
        .filter(|l| l.starts_with("162") == (dialect == Dialect::Trf2026))
        .collect();
    if !family.is_empty() && evaluate(&family) == Some(t.settings.scoring) {
        return family.into_iter().map(str::to_owned).collect();
    }
    match dialect {
        Dialect::Trf16 => records_trf16(&t.settings.scoring),
        Dialect::Trf2026 if complete => records_trf2026_full(&t.settings.scoring),
        Dialect::Trf2026 => records_trf2026(&t.settings.scoring),
    }
}

/// TRF-2026 `250` records for the accelerations: each player's rounds with
/// the same non-zero value form a run; players with the same run and
/// consecutive pairing numbers share a record.
fn records_250(t: &Tournament) -> Vec<String> {
    let mut runs: BTreeMap<(usize, usize, i32), Vec<u32>> = BTreeMap::new();
    for a in &t.accelerations {
        let mut k = 0;
        while k < a.points.len() {
            let value = a.points[k];
            let start = k;
            while k < a.points.len() && a.points[k] == value {
                k += 1;
            }
            if value.0 != 0 {
                runs.entry((start + 1, k, value.0)).or_default().push(a.player);
            }
        }
    }
    let mut records = Vec::new();
    for ((first, last, value), mut players) in runs {
        players.sort_unstable();
        players.dedup();
        let mut i = 0;
        while i < players.len() {
            let from = players[i];
            let mut to = from;
            while i + 1 < players.len() && players[i + 1] == to + 1 {
                i += 1;
                to = players[i];
            }
            records.push((first, last, from, to, value));
            i += 1;
        }
    }
    records.sort_by_key(|&(first, last, from, _, _)| (first, last, from));
    records
        .into_iter()
        .map(|(first, last, from, to, value)| {
            let mut b = LineBuilder::new("250");
            b.right(13, &crate::model::Points(value).to_string());
            b.left(15, 3, &format!("{first:03}"));
            b.left(19, 3, &format!("{last:03}"));
            b.left(23, 4, &format!("{from:04}"));
            b.left(28, 4, &format!("{to:04}"));
            b.finish()
        })
        .collect()
}

/// `??2` tournament-section records (numeric tags ending in 2).
fn is_tournament_record(tag: &str) -> bool {
    tag.len() == 3 && tag.chars().all(|c| c.is_ascii_digit()) && tag.ends_with('2')
}

/// The `192` value the model writes: for a tournament set to Baku
/// acceleration its system's code with `_BAKU`; without acceleration the
/// plain code of a system that asks for it (the Burstein editions), so that
/// an import reads the edition back ([`crate::pairing::TrfNaming`]).
pub(super) fn tournament_type(t: &Tournament) -> Option<String> {
    if let Some(code) = super::roundrobin::code(t) {
        return Some(code);
    }
    // A Swiss team event: its team code (Type A/B, primary and secondary score).
    if t.is_team_event() && t.settings.pairing_system.as_str() == crate::model::SystemId::TEAM_SWISS_2026 {
        return Some(super::team::TeamCode::of(t, t.settings.team.baku));
    }
    let naming = crate::pairing::by_id(t.settings.pairing_system.as_str())?.trf_naming();
    let code = naming.code?;
    match t.settings.acceleration {
        AccelerationMethod::Baku => Some(format!("{code}{}", super::BAKU_SUFFIX)),
        AccelerationMethod::None if naming.code_without_acceleration => Some(code.to_owned()),
        AccelerationMethod::None => None,
    }
}

/// The `192` value of a complete header: a round robin's code, else the
/// system's code whenever it has one (with `_BAKU` under Baku acceleration).
fn tournament_type_complete(t: &Tournament) -> Option<String> {
    if let Some(code) = super::roundrobin::code(t) {
        return Some(code);
    }
    if t.is_team_event() && t.settings.pairing_system.as_str() == crate::model::SystemId::TEAM_SWISS_2026 {
        // A team event keeps Baku in its team settings (C.04.7 1.4, match
        // points), as `tournament_type` reads it.
        let baku = t.settings.team.baku || t.settings.acceleration == AccelerationMethod::Baku;
        return Some(super::team::TeamCode::of(t, baku));
    }
    let code = crate::pairing::by_id(t.settings.pairing_system.as_str())?.trf_naming().code?;
    Some(match t.settings.acceleration {
        AccelerationMethod::Baku => format!("{code}{}", super::BAKU_SUFFIX),
        AccelerationMethod::None => code.to_owned(),
    })
}

/// Records whose content the model holds, so that only the model writes them.
fn owned_by_model(tag: &str) -> bool {
    matches!(
        tag,
        "001"
            | "XXR"
            | "142"
            | "152"
            | "XXA"
            | "250"
            | "XXP"
            | "XXZ"
            | "240"
            | super::baku::GROUP_RECORD
            | super::withdrawal::WITHDRAWAL_RECORD
            | super::baku::LAST_OF_GROUP_A_RECORD
            | super::system::SYSTEM_RECORD
            | super::roundrobin::ROUND_ROBIN_RECORD
    )
}

/// Text from the model goes into one line: a line break in a name would
/// start a new record.
fn clean(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Acceleration, ByeRequest, Game, GameResult, PlayerStatus, Points, Round, RoundBye};

    fn small() -> Tournament {
        let mut t = Tournament::new("Club Open");
        t.settings.rounds_planned = 3;
        for (tpn, name) in [(1, "Alpha, Anna"), (2, "Beta, Boris"), (3, "Gamma, Gil")] {
            let mut p = Player::new(tpn, name);
            p.rating = Some(2000 - 100 * tpn);
            t.players.push(p);
        }
        let mut r1 = Round::new(1);
        r1.games.push(Game::new(1, 2, GameResult::Draw));
        r1.byes.push(RoundBye { player: 3, kind: ByeKind::PairingAllocated });
        t.rounds.push(r1);
        let mut r2 = Round::new(2);
        r2.games.push(Game::new(3, 1, GameResult::Pending));
        t.rounds.push(r2);
        t
    }

    #[test]
    fn player_records_use_the_trf16_columns() {
        let text = write(&small(), Dialect::Trf16, Header::AsRead);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "012 Club Open");
        assert_eq!(lines[1], "XXR 3");
        assert_eq!(lines[2], "XXC white1");
        assert_eq!(
            lines[3],
            "001    1      Alpha, Anna                       1900                             0.5          2 w =     3 b"
        );
        assert_eq!(
            lines[5],
            "001    3      Gamma, Gil                        1700                             1.0       0000 - U     1 w"
        );
        assert!(text.ends_with('\n') && !text.contains(" \n"));
    }

    #[test]
    fn requested_byes_and_withdrawals_announce_the_next_round() {
        let mut t = small();
        t.rounds[1].games[0].result = GameResult::WhiteWins;
        if let Some(p) = t.player_mut(2) {
            p.requested_byes.insert(3, ByeRequest::HalfPoint);
        }
        if let Some(p) = t.player_mut(1) {
            p.status = PlayerStatus::Withdrawn { from_round: 3 };
        }
        let text = write(&t, Dialect::Trf16, Header::AsRead);
        let p1 = text.lines().find(|l| l.starts_with("001    1")).unwrap_or_default();
        let p2 = text.lines().find(|l| l.starts_with("001    2")).unwrap_or_default();
        assert!(p1.ends_with("     3 b 0  0000 - Z"), "{p1}");
        assert!(p2.ends_with("   1 b =            0000 - H"), "{p2}");
        assert_eq!(&p2[80..84], " 1.0");
    }

    #[test]
    fn a_withdrawal_outranks_a_bye_requested_before_it() {
        // Player 1 asked for a half-point bye in round 3, then withdrew: the
        // pairing gives a zero-point absence, and so must the report.
        let mut t = small();
        t.rounds[1].games[0].result = GameResult::WhiteWins;
        if let Some(p) = t.player_mut(1) {
            p.requested_byes.insert(3, ByeRequest::HalfPoint);
            p.status = PlayerStatus::Withdrawn { from_round: 3 };
        }
        let text = write(&t, Dialect::Trf16, Header::AsRead);
        let p1 = text.lines().find(|l| l.starts_with("001    1")).unwrap_or_default();
        assert!(p1.ends_with("     3 b 0  0000 - Z"), "{p1}");
        assert_eq!(&p1[80..84], " 0.5", "{p1}");
        let mut paired = t.clone();
        crate::commands::prepare_round(&mut paired, 3);
        let bye = paired.round(3).and_then(|r| r.byes.iter().find(|b| b.player == 1)).map(|b| b.kind);
        assert_eq!(bye, Some(ByeKind::ZeroPoint));
    }

    #[test]
    fn accelerations_as_ranges() {
        let mut t = small();
        for tpn in 1..=2 {
            t.accelerations
                .push(Acceleration { player: tpn, points: vec![Points(10), Points(5), Points(0)] });
        }
        let records = records_250(&t);
        assert_eq!(records, vec!["250       1.0 001 001 0001 0002", "250       0.5 002 002 0001 0002"]);
    }

    #[test]
    fn a_complete_report_of_a_round_robin_names_its_table_in_192() {
        // TRF-2026 192: a round robin is "FIDE_ROUNDROBIN" & co., whatever
        // Swiss system the settings still name (Dutch by default, whose own
        // code would otherwise win in a complete header).
        use crate::model::{CycleOrder, Cycles, EventFormat, RoundRobin};
        let mut t = small();
        t.settings.format =
            EventFormat::RoundRobin(RoundRobin { cycles: Cycles::Double, order: CycleOrder::Fide });
        let text = write(&t, Dialect::Trf2026, Header::Complete);
        let types: Vec<&str> = text.lines().filter(|l| l.starts_with("192 ")).collect();
        assert_eq!(types, vec!["192 FIDE_DOUBLEROUNDROBIN"]);
    }

    #[test]
    fn line_breaks_in_names_do_not_make_records() {
        let mut t = small();
        t.event.name = "Open\n001 9999 fake".into();
        let text = write(&t, Dialect::Trf16, Header::AsRead);
        assert!(text.starts_with("012 Open 001 9999 fake\n"));
    }
}
