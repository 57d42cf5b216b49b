//! TRF reader: text → [`Tournament`].
//!
//! Column numbers in this file are the 1-based positions of the TRF-16
//! tables (`trf16.md`); extension records follow `trfx-extensions.md` and,
//! for the numeric TRF-2026 records, `trf2026.md`.

use super::columns::{Line, fits_points_field, parse_unsigned};
use super::error::{Field, Inconsistency, Location, TrfError, TrfWarning, Unsupported};
use super::scoring::{ScoringState, is_scoring_record};
use super::{Dialect, TrfImport};
use super::{boards, placeholder};
use crate::model::{
    Acceleration, ByeKind, Colour, ForbiddenPair, Game, GameResult, Player, Points, Round, RoundBye,
    RoundEntry, Sex, Title, Tournament,
};
use chrono::NaiveDate;
use std::collections::HashMap;

/// Highest round number accepted. TRF-2026 writes round numbers in three
/// columns (`240`, `250`, `260`), and the cap keeps a garbled multi-megabyte
/// line from turning into millions of rounds.
pub(crate) const MAX_ROUNDS: usize = 999;

/// One round block of a `001` line (10 columns from column 92 + 10·(r−1)).
#[derive(Clone, Copy, Debug)]
struct Block {
    /// `0` for `0000` or four blanks ("four blanks ≡ 0000").
    opponent: u32,
    /// `w`, `b`, or `-` (a blank colour "≡ -").
    colour: char,
    /// Upper-cased result code, `' '` when blank.
    result: char,
    /// Column of the opponent field (92 for round 1).
    col: usize,
}

struct Row {
    player: Player,
    line: usize,
    blocks: Vec<Block>,
    /// Points field (81–84) as written, if any.
    points: Option<Points>,
}

/// Byes announced outside the round blocks: `XXZ` (absences in the round
/// being paired) and TRF-2026 `240` (any bye type, explicit round).
struct Announced {
    kind: ByeKind,
    round: Option<u32>,
    players: Vec<(u32, Location)>,
}

/// `XXA` values, or values filled in by `250` records; padded with zeros to
/// the number of rounds at the end, when that number is known.
struct AccelerationEntry {
    tpn: u32,
    points: Vec<Points>,
    at: Location,
}

/// A `250` record: `points` for rounds `first..=last` of players `from..=to`
/// (in a team event: `match_points` and `points` of teams `from..=to`).
struct AccelerationRange {
    match_points: Points,
    points: Points,
    at: Location,
    first: u32,
    last: u32,
    from: u32,
    to: u32,
}

/// A `260` record, kept as a forbidden pair only if it spans the whole tournament.
struct ProhibitedPairing {
    raw: String,
    first: u32,
    last: u32,
    players: Vec<(u32, Location)>,
}

struct Reader<'a> {
    source: &'a str,
    t: Tournament,
    rows: Vec<Row>,
    first_line_of: HashMap<u32, usize>,
    scoring: ScoringState,
    rounds_planned: Option<u32>,
    initial_colour: Option<Colour>,
    accelerations: Vec<AccelerationEntry>,
    ranges: Vec<AccelerationRange>,
    forbidden: Vec<Vec<(u32, Location)>>,
    prohibited: Vec<ProhibitedPairing>,
    announced: Vec<Announced>,
    /// The last `192` code (TRF-2026), for the system it names, and its line.
    code_192: Option<String>,
    line_192: usize,
    /// The last `SDS` record (Swissdesk's: the pairing system).
    system_record: Option<super::system::SystemRecord>,
    /// A `192` code ending in `_BAKU`: Baku acceleration (TRF-2026).
    baku_from_192: bool,
    /// Swissdesk's `SDR` record (a round robin's code in TRF-16).
    round_robin_record: Option<String>,
    /// Swissdesk's Baku records (`SDB`, `SDA`: the arbiter's groups).
    baku_records: super::baku::BakuRecords,
    saw_trf16_extension: bool,
    saw_trf2026_record: bool,
    /// The tie-breaks of the last `202` whose codes all parse (TRF-2026).
    tiebreaks: Option<Vec<String>>,
    /// The tie-breaks of the last `212` (its codes after `PTS`) whose codes
    /// all parse: the event's tie-breaks when the file has no `202`.
    standings_tiebreaks: Option<Vec<String>>,
    /// The same two lists read as team codes (C.07 13: `EDE`, `EMGSB`, …),
    /// the event's tie-breaks when the file is a team event.
    team_tiebreaks: Option<Vec<String>>,
    /// A `202` list that is no team list: where, the codes, and why.
    team_tiebreak_problem: Option<(Location, String, crate::standings::TieBreakError)>,
    team_standings_tiebreaks: Option<Vec<String>>,
    /// Team records (`310`, `013`, `320`, `330`, …), settled at the end.
    teams: super::team::TeamRecords,
    /// Swissdesk's `SDW` records (withdrawn players).
    withdrawals: Vec<super::withdrawal::Withdrawal>,
    /// Swissdesk's `### SDX` lines read, applied once the rounds are built.
    arbiter_changes: Vec<super::arbiter_changes::ArbiterChange>,
    /// Warnings about `### SDX` lines that did not read.
    arbiter_change_warnings: Vec<TrfWarning>,
}

/// Parses TRF text. Accepts LF, CRLF and bare CR line ends (the 2026
/// reference engine writes bare CR, TRF Remark 1) and a leading BOM.
pub(crate) fn parse_text(text: &str, source: &str) -> Result<TrfImport, TrfError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let normalized = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut reader = Reader::new(source);
    for (i, raw) in normalized.split('\n').enumerate() {
        // TRF is plain text: a control character (NUL, tab, ...) is read as a
        // blank, as the writer writes it, so that what was read can be
        // written back the same.
        // Every control character is below 0x20, 0x7f, or U+0080–U+009F
        // (UTF-8 lead byte 0xc2): a line without those bytes is kept as is.
        let cleaned: std::borrow::Cow<str> = if raw.bytes().any(|b| b < 0x20 || b == 0x7f || b == 0xc2) {
            raw.chars().map(|c| if c.is_control() { ' ' } else { c }).collect::<String>().into()
        } else {
            raw.into()
        };
        let raw = cleaned.trim_end();
        if raw.is_empty() {
            continue;
        }
        let line = Line::new(source, i + 1, raw);
        reader.line(&line, raw)?;
    }
    reader.finish()
}

impl<'a> Reader<'a> {
    fn new(source: &'a str) -> Reader<'a> {
        let mut t = Tournament::default();
        // Absent XXC / 152 means "not drawn yet", not White.
        t.settings.initial_colour = None;
        Reader {
            source,
            t,
            rows: Vec::new(),
            first_line_of: HashMap::new(),
            scoring: ScoringState::new(),
            rounds_planned: None,
            initial_colour: None,
            accelerations: Vec::new(),
            ranges: Vec::new(),
            forbidden: Vec::new(),
            prohibited: Vec::new(),
            announced: Vec::new(),
            code_192: None,
            line_192: 0,
            system_record: None,
            baku_from_192: false,
            round_robin_record: None,
            baku_records: super::baku::BakuRecords::default(),
            saw_trf16_extension: false,
            saw_trf2026_record: false,
            tiebreaks: None,
            standings_tiebreaks: None,
            team_tiebreaks: None,
            team_tiebreak_problem: None,
            team_standings_tiebreaks: None,
            teams: super::team::TeamRecords::default(),
            withdrawals: Vec::new(),
            arbiter_changes: Vec::new(),
            arbiter_change_warnings: Vec::new(),
        }
    }

    fn foreign(&mut self, raw: &str) {
        self.t.foreign_trf_lines.push(raw.to_owned());
    }

    fn line(&mut self, line: &Line, raw: &str) -> Result<(), TrfError> {
        let tag = line.columns(1, 3);
        if tag.starts_with("XX") || tag.starts_with("BB") {
            self.saw_trf16_extension = true;
        }
        if matches!(
            tag.as_str(),
            "142"
                | "152"
                | "162"
                | "192"
                | "202"
                | "222"
                | "240"
                | "250"
                | "260"
                | "310"
                | "320"
                | "330"
                | "352"
                | "362"
        ) {
            self.saw_trf2026_record = true;
        }
        match tag.as_str() {
            "001" => {
                let row = parse_player(line)?;
                let tpn = row.player.tpn;
                if let Some(&first_line) = self.first_line_of.get(&tpn) {
                    return Err(TrfError::DuplicateTpn {
                        at: line.at(5),
                        field: Field::Tpn,
                        tpn,
                        first_line,
                    });
                }
                self.first_line_of.insert(tpn, line.number);
                self.rows.push(row);
            }
            "012" | "022" | "032" | "042" | "052" | "092" | "102" | "112" | "122" | "132" => {
                self.header(line, &tag, raw);
            }
            "222" => {
                let code = line.rest(4).trim().to_owned();
                if super::time_control::is_valid(&code) && self.t.event.time_control_code.is_empty() {
                    self.t.event.time_control_code = code;
                } else {
                    self.foreign(raw);
                }
            }
            "202" => {
                // The tie-breaks, when every code is one Swissdesk computes;
                // the line is kept too, to be written back as it was.
                let codes = line.rest(4);
                if let Ok(list) = crate::standings::TieBreak::parse_list(&codes)
                    && !list.is_empty()
                {
                    self.tiebreaks = Some(list.into_iter().map(crate::standings::TieBreak::code).collect());
                }
                match team_tiebreak_list(&codes) {
                    Ok(Some(list)) => self.team_tiebreaks = Some(list),
                    Ok(None) => {}
                    // Said only if the file turns out to be a team file.
                    Err(error) => {
                        self.team_tiebreak_problem = Some((line.at(5), codes.trim().to_owned(), error))
                    }
                }
                self.foreign(raw);
            }
            "212" => {
                // trf2026.md: "like 202 plus PTS". A file with a `212` but
                // no `202` (Gacrux's round robins: `212 PTS`) ranks by these
                // tie-breaks, none after `PTS` meaning points only; kept as
                // the line it was too.
                let codes = line.rest(4);
                let mut codes = codes.split([',', ' ', ';']).filter(|s| !s.trim().is_empty()).peekable();
                if codes.next_if(|code| code.eq_ignore_ascii_case("PTS")).is_some()
                    && let Ok(list) =
                        crate::standings::TieBreak::parse_list(&codes.collect::<Vec<_>>().join(","))
                {
                    self.standings_tiebreaks =
                        Some(list.into_iter().map(crate::standings::TieBreak::code).collect());
                }
                let codes = line.rest(4);
                let mut codes = codes.split([',', ' ', ';']).filter(|s| !s.trim().is_empty()).peekable();
                if codes.next_if(|code| code.eq_ignore_ascii_case("PTS")).is_some()
                    && let Ok(Some(list)) = team_tiebreak_list(&codes.collect::<Vec<_>>().join(","))
                {
                    self.team_standings_tiebreaks = Some(list);
                }
                self.foreign(raw);
            }
            "XXR" | "142" => {
                let text = line.rest(4).trim().to_owned();
                let n = parse_round_number(line, 5, &text, Field::Rounds)?;
                self.rounds_planned = Some(n);
            }
            "XXC" => self.xxc(line, raw),
            "152" => {
                let text = line.rest(4).trim().to_owned();
                self.initial_colour = match text.as_str() {
                    "W" | "w" => Some(Colour::White),
                    "B" | "b" => Some(Colour::Black),
                    _ => return Err(line.bad_value(5, Field::InitialColour, &text)),
                };
            }
            t if is_scoring_record(t) => {
                self.scoring.apply(line)?;
                // Kept so that a re-export can write the records as they
                // were; the writer drops them if they no longer give the
                // tournament's scoring (see writer::scoring_lines).
                self.foreign(raw);
            }
            "XXA" => self.xxa(line)?,
            t if super::baku::BakuRecords::is_record(t) => self.baku_records.read(t, line)?,
            // The last one counts, as for `XXR`.
            super::system::SYSTEM_RECORD => {
                self.system_record = Some(super::system::SystemRecord::read(line))
            }
            "250" => self.record_250(line)?,
            "XXP" => {
                let players = ids(line, 4, Field::ForbiddenPair)?;
                // An XXP without players forbids nothing.
                if !players.is_empty() {
                    self.forbidden.push(players);
                }
            }
            "260" => self.record_260(line, raw)?,
            "XXZ" => {
                let players = ids(line, 4, Field::Bye)?;
                self.announced.push(Announced { kind: ByeKind::ZeroPoint, round: None, players });
            }
            "240" => self.record_240(line)?,
            super::withdrawal::WITHDRAWAL_RECORD => self.withdrawals.push(super::withdrawal::read(line)?),
            super::roundrobin::ROUND_ROBIN_RECORD => {
                self.round_robin_record = Some(line.rest(4).trim().to_owned());
            }
            t if super::team::is_team_record(t) => {
                self.teams.read(t, line, raw, &mut self.t.foreign_trf_lines);
            }
            "192" => {
                self.code_192 = Some(line.rest(4).trim().to_owned());
                self.line_192 = line.number;
                self.baku_from_192 = line.rest(4).trim().to_ascii_uppercase().ends_with(super::BAKU_SUFFIX);
                self.foreign(raw);
            }
            // Swissdesk's arbiter-change comments: read for their marks
            // and kept, so that the writer knows the file had them (it
            // writes fresh ones from the marks in their place).
            "###" if super::arbiter_changes::is_arbiter_change_line(raw) => {
                match super::arbiter_changes::read(line) {
                    Ok(change) => self.arbiter_changes.push(change),
                    Err(warning) => self.arbiter_change_warnings.push(warning),
                }
                self.foreign(raw);
            }
            // 062/072 (player counts) are derived: kept to remember that the
            // file had them, rewritten with fresh counts. Everything else
            // (team sections, NRS records, comments, unknown records) is kept
            // verbatim, as the extensions doc asks readers to ignore unknown records.
            _ => self.foreign(raw),
        }
        Ok(())
    }

    /// Tournament section (`??2`). A record with no value, an unparseable
    /// date, or a second record of a kind the model holds once, is kept as
    /// a foreign line so that nothing is lost.
    fn header(&mut self, line: &Line, tag: &str, raw: &str) {
        let value = line.rest(4).trim().to_owned();
        if value.is_empty() {
            self.foreign(raw);
            return;
        }
        let event = &mut self.t.event;
        let slot = match tag {
            "012" => &mut event.name,
            "022" => &mut event.city,
            "032" => &mut event.federation,
            "092" => &mut event.tournament_type,
            "102" => &mut event.chief_arbiter,
            "122" => &mut event.time_control,
            "112" => {
                event.deputy_arbiters.push(value);
                return;
            }
            "042" | "052" => {
                let target = if tag == "042" { &mut event.start_date } else { &mut event.end_date };
                match parse_date(&value) {
                    Some(date) if target.is_none() => *target = Some(date),
                    _ => self.foreign(raw),
                }
                return;
            }
            "132" => {
                match round_dates(line) {
                    Some(dates) if event.round_dates.is_empty() => event.round_dates = dates,
                    _ => self.foreign(raw),
                }
                return;
            }
            _ => {
                self.foreign(raw);
                return;
            }
        };
        if slot.is_empty() {
            *slot = value;
        } else {
            self.foreign(raw);
        }
    }

    /// `XXC [rank] [white1|black1]`. The model holds the initial colour;
    /// other options (`rank`) stay in a foreign `XXC` line.
    fn xxc(&mut self, line: &Line, raw: &str) {
        let mut others = Vec::new();
        let mut modelled = false;
        for (_, word) in line.words(4) {
            match word.as_str() {
                "white1" => {
                    self.initial_colour = Some(Colour::White);
                    modelled = true;
                }
                "black1" => {
                    self.initial_colour = Some(Colour::Black);
                    modelled = true;
                }
                _ => others.push(word),
            }
        }
        if !modelled {
            self.foreign(raw);
        } else if !others.is_empty() {
            self.foreign(&format!("XXC {}", others.join(" ")));
        }
    }

    /// `XXA NNNN pp.p pp.p ...`: pairing number in 5–8, round r in
    /// 10+5(r−1) .. 13+5(r−1). A blank value is 0 (as bbpPairings reads it).
    fn xxa(&mut self, line: &Line) -> Result<(), TrfError> {
        if line.len() < 8 {
            return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::Tpn });
        }
        let tpn = required_tpn(line, 5, 8, Field::Tpn)?;
        if let Some(first) = self.accelerations.iter().find(|a| a.tpn == tpn) {
            return Err(TrfError::DuplicateTpn {
                at: line.at(5),
                field: Field::Acceleration,
                tpn,
                first_line: first.at.line,
            });
        }
        let mut points = Vec::new();
        let mut col = 10;
        while col - 1 <= line.len() {
            line.expect_blank(col - 1, Field::Acceleration)?;
            if points.len() >= MAX_ROUNDS {
                return Err(line.bad_value(col, Field::Round, &(MAX_ROUNDS + 1).to_string()));
            }
            points.push(acceleration_value(line, col)?.unwrap_or(Points::ZERO));
            col += 5;
        }
        self.accelerations.push(AccelerationEntry { tpn, points, at: line.at(5) });
        Ok(())
    }

    /// `250 MMMM GGGG RRF RRL PPPF PPPL` (TRF-2026 accelerated rounds).
    fn record_250(&mut self, line: &Line) -> Result<(), TrfError> {
        if line.len() < 31 {
            return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::Acceleration });
        }
        for col in [4, 9, 14, 18, 22, 27] {
            line.expect_blank(col, Field::Acceleration)?;
        }
        // Match points: a team event's (C.04.7 1.4); whether it is one is
        // known at the end of the file.
        let match_points = line.points(5, 8, Field::Acceleration)?.unwrap_or(Points::ZERO);
        let points = match acceleration_value(line, 10)? {
            Some(points) => points,
            // A team event's record may give match points alone.
            None if match_points != Points::ZERO => Points::ZERO,
            None => return Err(line.bad_number(10, Field::Acceleration, "")),
        };
        let first = parse_round_number(line, 15, &line.trimmed(15, 17), Field::Round)?;
        let last = parse_round_number(line, 19, &line.trimmed(19, 21), Field::Round)?;
        if last < first {
            return Err(line.bad_value(19, Field::Round, &line.trimmed(19, 21)));
        }
        let from = required_tpn(line, 23, 26, Field::Tpn)?;
        let to = required_tpn(line, 28, 31, Field::Tpn)?;
        if to < from {
            return Err(line.bad_value(28, Field::Tpn, &line.trimmed(28, 31)));
        }
        if line.len() > 31 {
            return Err(line.bad_value(32, Field::Acceleration, &line.rest(32)));
        }
        self.ranges.push(AccelerationRange { match_points, points, at: line.at(5), first, last, from, to });
        Ok(())
    }

    /// `260 RRF RRL id id ...` (TRF-2026 prohibited pairings, with a round range).
    fn record_260(&mut self, line: &Line, raw: &str) -> Result<(), TrfError> {
        if line.len() < 11 {
            return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::Round });
        }
        let first = parse_round_number(line, 5, &line.trimmed(5, 7), Field::Round)?;
        let last = parse_round_number(line, 9, &line.trimmed(9, 11), Field::Round)?;
        let players = ids(line, 12, Field::ForbiddenPair)?;
        self.prohibited.push(ProhibitedPairing { raw: raw.to_owned(), first, last, players });
        Ok(())
    }

    /// `240 T RRR id id ...` (TRF-2026 byes: F, H or Z in round RRR).
    fn record_240(&mut self, line: &Line) -> Result<(), TrfError> {
        let code = line.char_at(5);
        let kind = match code.to_ascii_uppercase() {
            'F' => ByeKind::FullPoint,
            'H' => ByeKind::HalfPoint,
            'Z' => ByeKind::ZeroPoint,
            _ => return Err(line.bad_value(5, Field::Bye, &code.to_string())),
        };
        let round = parse_round_number(line, 7, &line.trimmed(7, 9), Field::Round)?;
        let players = ids(line, 10, Field::Bye)?;
        self.announced.push(Announced { kind, round: Some(round), players });
        Ok(())
    }

    fn finish(mut self) -> Result<TrfImport, TrfError> {
        // The model keeps players in pairing-number order.
        self.rows.sort_by_key(|r| r.player.tpn);
        let mut rounds = build_rounds(&self.rows, self.source)?;
        let index: HashMap<u32, usize> =
            self.rows.iter().enumerate().map(|(i, r)| (r.player.tpn, i)).collect();

        // In a team event `240` and `250` name teams: they are settled with
        // the team records, after the players' rounds.
        let players: Vec<u32> = self.rows.iter().map(|r| r.player.tpn).collect();
        self.teams.decide(&players, &rounds, self.code_192.as_deref());
        let team_event = self.teams.is_team_event();
        let mut team_byes = Vec::new();
        let mut team_ranges = Vec::new();
        let mut early_warnings = Vec::new();
        if team_event {
            for announced in std::mem::take(&mut self.announced) {
                match announced.round {
                    Some(round) => team_byes.push((announced.kind, round, announced.players)),
                    None => self.announced.push(announced),
                }
            }
            for range in std::mem::take(&mut self.ranges) {
                team_ranges.push(super::team::TeamAccelerationRange {
                    match_points: range.match_points,
                    game_points: range.points,
                    first: range.first,
                    last: range.last,
                    from: range.from,
                    to: range.to,
                });
            }
        } else {
            // Match points belong to team events only: an individual event's
            // `250` record with them is left out.
            self.ranges.retain(|range| {
                let individual = range.match_points == Points::ZERO;
                if !individual {
                    early_warnings.push(TrfWarning::RecordNotUsed {
                        at: range.at.clone(),
                        reason: Unsupported::TeamAcceleration.describe(),
                    });
                }
                individual
            });
        }

        for announced in &self.announced {
            apply_announced(&mut rounds, announced, &index)?;
        }
        for round in &mut rounds {
            // Canonical order (the one a re-read of the written file gives):
            // byes in pairing-number order.
            round.byes.sort_by_key(|b| index.get(&b.player).copied().unwrap_or(usize::MAX));
            // Imported pairings were already made public by whoever wrote
            // the file; a round still to be paired is not.
            round.published = round.is_paired();
        }

        let team_records = std::mem::take(&mut self.teams);
        let t = &mut self.t;
        t.settings.scoring = self.scoring.finish()?;
        // Without XXR/142 a file is taken to be complete (as bbpPairings
        // does): the planned rounds are the rounds it has.
        t.settings.rounds_planned = match self.rounds_planned {
            Some(n) => n,
            None if !rounds.is_empty() => u32::try_from(rounds.len()).unwrap_or(u32::MAX),
            None => t.settings.rounds_planned,
        };
        t.settings.initial_colour = self.initial_colour;
        if let Some(tiebreaks) = self.tiebreaks.take().or_else(|| self.standings_tiebreaks.take()) {
            t.settings.tiebreaks = tiebreaks;
        }
        // Swissdesk's `SDS` record, else what the file names, else the Dutch
        // text in force when the event began (its start date, else its first
        // round's date); without any, the default (the rules in force today).
        let named = self.system_record.as_ref().and_then(super::system::SystemRecord::known);
        let implied = || {
            let began = super::system::began(t);
            super::system::implied(self.code_192.as_deref(), &t.event.tournament_type, began)
        };
        if let Some(system) = named.or_else(implied) {
            t.settings.pairing_system = system;
        }

        self.baku_records.check_players(|tpn| index.contains_key(&tpn))?;
        // Accelerations: XXA lines, then 250 ranges over existing players.
        for entry in &self.accelerations {
            if !index.contains_key(&entry.tpn) {
                return Err(TrfError::UnknownPlayer {
                    at: entry.at.clone(),
                    field: Field::Acceleration,
                    tpn: entry.tpn,
                });
            }
        }
        for row in &self.rows {
            let tpn = row.player.tpn;
            for range in self.ranges.iter().filter(|r| (r.from..=r.to).contains(&tpn)) {
                let pos = match self.accelerations.iter().position(|a| a.tpn == tpn) {
                    Some(pos) => pos,
                    None => {
                        let at = Location { file: self.source.to_owned(), line: row.line, column: 5 };
                        self.accelerations.push(AccelerationEntry { tpn, points: Vec::new(), at });
                        self.accelerations.len() - 1
                    }
                };
                let entry = &mut self.accelerations[pos];
                let last = range.last as usize;
                if entry.points.len() < last {
                    entry.points.resize(last, Points::ZERO);
                }
                // In bounds: 1 <= first <= last was checked when the record
                // was read, and the vector was just made at least `last` long.
                for value in &mut entry.points[(range.first as usize - 1)..last] {
                    *value = range.points;
                }
            }
        }
        // Pairing-number order, like the players (and like 250 ranges read back).
        self.accelerations.sort_by_key(|a| a.tpn);
        let planned = t.settings.rounds_planned as usize;
        t.accelerations = self
            .accelerations
            .into_iter()
            .map(|mut a| {
                // A round without a value has no acceleration (250 records
                // leave such rounds out, XXA lines may stop early). Padding to
                // the tournament's rounds gives one form of the same history
                // whichever record it came from.
                if a.points.len() < planned && planned <= MAX_ROUNDS {
                    a.points.resize(planned, Points::ZERO);
                }
                Acceleration { player: a.tpn, points: a.points }
            })
            .collect();

        for players in &self.forbidden {
            t.forbidden_pairs
                .push(ForbiddenPair { players: known_players(players, &index, Field::ForbiddenPair)? });
        }
        for p in &self.prohibited {
            // In a team event `260` names teams: kept as it was (written
            // back unchanged) for the team engine to read.
            if team_event {
                t.foreign_trf_lines.push(p.raw.clone());
                continue;
            }
            let players = known_players(&p.players, &index, Field::ForbiddenPair)?;
            // The model's forbidden pairs hold for the whole event; a 260
            // record limited to some rounds stays a foreign line.
            if p.first == 1 && p.last >= t.settings.rounds_planned && !players.is_empty() {
                t.forbidden_pairs.push(ForbiddenPair { players });
            } else {
                t.foreign_trf_lines.push(p.raw.clone());
            }
        }

        t.rounds = rounds;
        let mut warnings = early_warnings;
        if let Some(record) = self.system_record.as_ref().filter(|r| r.known().is_none()) {
            warnings.push(TrfWarning::UnknownSystem {
                file: self.source.to_owned(),
                line: record.line,
                id: record.id.clone(),
            });
        }
        let mut players = Vec::with_capacity(self.rows.len());
        let totals = t.points_by_player();
        for row in self.rows {
            if let Some(in_file) = row.points {
                let computed = totals.get(&row.player.tpn).copied().unwrap_or(Points::ZERO);
                if computed != in_file {
                    warnings.push(TrfWarning::PointsMismatch {
                        at: Location { file: self.source.to_owned(), line: row.line, column: 81 },
                        tpn: row.player.tpn,
                        in_file,
                        computed,
                    });
                }
            }
            players.push(row.player);
        }
        t.players = players;
        super::withdrawal::apply(t, &self.withdrawals)?;
        for converted in placeholder::convert(t) {
            warnings.push(TrfWarning::PlaceholderBye { file: self.source.to_owned(), converted });
        }
        boards::order_imported_boards(t);
        let round_robin_code = self.round_robin_record.as_deref().or(self.code_192.as_deref());
        // A team event's acceleration is the teams' (`250` with match
        // points, `TeamSettings::baku`), never the players'.
        if !team_event {
            super::roundrobin::settle(t, round_robin_code);
            warnings.extend(super::baku::settle(t, self.baku_from_192, &self.baku_records, self.source));
        }
        warnings.extend(team_records.settle(
            t,
            &team_byes,
            &team_ranges,
            self.code_192.as_deref(),
            self.line_192,
            self.source,
        ));
        // A team event ranks by its own team list (`202`, else `212`), read
        // once the records said it is one; the settle above put the default.
        if team_event
            && let Some(list) = self.team_tiebreaks.take().or_else(|| self.team_standings_tiebreaks.take())
        {
            t.settings.tiebreaks = list;
        } else if team_event && let Some((at, codes, error)) = self.team_tiebreak_problem.take() {
            // The file's list cannot rank the teams (a code or a modifier
            // Swissdesk does not compute): the default list does, and the
            // import says so, naming the line and the code.
            let default = crate::standings::default_team_tiebreaks().join(", ");
            let reason = crate::tr!(
                "trf-warning-team-tiebreaks",
                codes = codes.as_str(),
                error = error.to_string(),
                default = default.as_str()
            );
            warnings.push(TrfWarning::RecordNotUsed { at, reason });
        }
        // A team round robin is one of teams: its table is read once the
        // teams and their matches are (C.04.6 1.1, the team is the
        // participant; a file without a code is told by its rounds).
        if team_event {
            super::roundrobin::settle(t, round_robin_code);
        }
        // The arbiter's marks, once the games and team matches are there.
        warnings.append(&mut self.arbiter_change_warnings);
        warnings.extend(super::arbiter_changes::apply(t, &self.arbiter_changes));
        // A code the model gives back (`…_BAKU` for its system with Baku
        // set, a Burstein edition's own) is the model's to write, like 142
        // or 152; any other stays as it was.
        if let Some(code) = super::writer::tournament_type(t) {
            t.foreign_trf_lines
                .retain(|l| !(l.starts_with("192") && l[3..].trim().eq_ignore_ascii_case(&code)));
        }

        let dialect = if !self.saw_trf16_extension && self.saw_trf2026_record {
            Dialect::Trf2026
        } else {
            Dialect::Trf16
        };
        Ok(TrfImport { tournament: self.t, dialect, warnings })
    }
}

/// Reads a `001` record (TRF-16 player section).
fn parse_player(line: &Line) -> Result<Row, TrfError> {
    if line.len() < 8 {
        return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::Tpn });
    }
    line.expect_blank(4, Field::Tpn)?;
    let tpn = required_tpn(line, 5, 8, Field::Tpn)?;
    line.expect_blank(9, Field::Tpn)?;

    let sex = match line.char_at(10) {
        ' ' => None,
        'm' | 'M' => Some(Sex::Male),
        // `w` in TRF; `f` is what some programs write.
        'w' | 'W' | 'f' | 'F' => Some(Sex::Female),
        // FIDE's reference tool (Gacrux) writes `u` for a sex not given.
        'u' | 'U' => Some(Sex::Unspecified),
        other => return Err(line.bad_value(10, Field::Sex, &other.to_string())),
    };
    let title_text = line.trimmed(11, 13);
    let title = if title_text.is_empty() {
        None
    } else {
        Some(Title::from_code(&title_text).ok_or_else(|| line.bad_value(11, Field::Title, &title_text))?)
    };
    let name = line.trimmed(15, 47);
    let rating = line.number::<u32>(49, 52, Field::Rating)?;
    let federation = line.trimmed(54, 56);
    let fide_id = line.number::<u64>(58, 68, Field::FideId)?;
    let birth_date = line.trimmed(70, 79);
    let points = line.points(81, 84, Field::Points)?;
    line.expect_blank(85, Field::Points)?;
    let imported_rank = line.number::<u32>(86, 89, Field::Rank)?;

    let mut blocks = Vec::new();
    let mut base = 92;
    // Every character from column 90 on belongs to a round block or to the
    // two blank columns before it; trailing blanks are already stripped.
    while line.len() >= base - 2 {
        if blocks.len() >= MAX_ROUNDS {
            return Err(line.bad_value(base, Field::Round, &(MAX_ROUNDS + 1).to_string()));
        }
        blocks.push(parse_block(line, base)?);
        base += 10;
    }

    let player = Player {
        tpn,
        name,
        sex,
        title,
        rating,
        federation,
        fide_id,
        birth_date,
        imported_rank,
        ..Player::default()
    };
    Ok(Row { player, line: line.number, blocks, points })
}

/// One round block starting at column `base`: opponent `base..base+3`,
/// colour `base+5`, result `base+7`, the columns between them blank.
fn parse_block(line: &Line, base: usize) -> Result<Block, TrfError> {
    line.expect_blank(base - 2, Field::Opponent)?;
    line.expect_blank(base - 1, Field::Opponent)?;
    // The opponent is right-aligned in four columns, so its field always
    // ends in base+3; a line ending earlier was cut inside it.
    if line.len() < base + 3 {
        return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::Opponent });
    }
    let text = line.trimmed(base, base + 3);
    let opponent = match parse_unsigned::<u32>(&text) {
        Ok(value) => value.unwrap_or(0),
        Err(()) => return Err(line.bad_number(base, Field::Opponent, &text)),
    };
    line.expect_blank(base + 4, Field::Opponent)?;
    // Trailing blanks are stripped, so an opponent with nothing after it
    // lost its colour: a game always has one.
    if line.len() == base + 3 && opponent != 0 {
        return Err(TrfError::Truncated { at: line.at(base + 5), field: Field::Colour });
    }
    let colour = match line.char_at(base + 5) {
        'w' | 'W' => 'w',
        'b' | 'B' => 'b',
        '-' | ' ' => '-',
        other => {
            return Err(TrfError::UnknownColour {
                at: line.at(base + 5),
                field: Field::Colour,
                code: other.to_string(),
            });
        }
    };
    line.expect_blank(base + 6, Field::Colour)?;
    // A blank result after an opponent and colour is a game without result
    // yet (the column is lost to trailing-blank stripping when it is last).
    let result = line.char_at(base + 7).to_ascii_uppercase();
    if !matches!(result, ' ' | '1' | '=' | '0' | '+' | '-' | 'W' | 'D' | 'L' | 'H' | 'F' | 'U' | 'Z') {
        return Err(TrfError::UnknownResult {
            at: line.at(base + 7),
            field: Field::Result,
            code: line.char_at(base + 7).to_string(),
        });
    }
    Ok(Block { opponent, colour, result, col: base })
}

/// Builds the rounds from the round blocks. A game is written in both
/// players' blocks; it is created from the first of the two (in pairing-number
/// order) after checking the other block agrees.
fn build_rounds(rows: &[Row], source: &str) -> Result<Vec<Round>, TrfError> {
    let index: HashMap<u32, usize> = rows.iter().enumerate().map(|(i, r)| (r.player.tpn, i)).collect();
    let count = rows.iter().map(|r| r.blocks.len()).max().unwrap_or(0);
    let mut rounds = Vec::with_capacity(count);
    for r in 0..count {
        let number = u32::try_from(r + 1).unwrap_or(u32::MAX);
        let mut round = Round::new(number);
        let mut placed = vec![false; rows.len()];
        for (i, row) in rows.iter().enumerate() {
            let Some(block) = row.blocks.get(r) else { continue };
            let tpn = row.player.tpn;
            let at = |col: usize| Location { file: source.to_owned(), line: row.line, column: col };
            if block.opponent == 0 {
                // `0000` / four blanks: a bye, an absence, or nothing.
                if block.colour != '-' {
                    return Err(TrfError::ColourWithoutOpponent {
                        at: at(block.col + 5),
                        field: Field::Colour,
                        code: block.colour.to_string(),
                    });
                }
                let kind = match block.result {
                    // "0000 -" with no result is the same as a blank block: no entry.
                    ' ' => continue,
                    'U' => ByeKind::PairingAllocated,
                    'F' => ByeKind::FullPoint,
                    'H' => ByeKind::HalfPoint,
                    'Z' => ByeKind::ZeroPoint,
                    // Older programs write byes as results against nobody:
                    // `+` is the pairing-allocated bye (bbpPairings counts it
                    // as taking part in the pairing, with a win), `-` an
                    // absence, `=` a half-point bye (both accepted by
                    // bbpPairings). Written back as U / Z / H.
                    '+' => ByeKind::PairingAllocated,
                    '-' => ByeKind::ZeroPoint,
                    '=' => ByeKind::HalfPoint,
                    other => {
                        return Err(TrfError::ResultNeedsOpponent {
                            at: at(block.col + 7),
                            field: Field::Result,
                            code: other.to_string(),
                        });
                    }
                };
                round.byes.push(RoundBye { player: tpn, kind });
                placed[i] = true;
                continue;
            }
            if matches!(block.result, 'U' | 'F' | 'H' | 'Z') {
                return Err(TrfError::ByeWithOpponent {
                    at: at(block.col + 7),
                    field: Field::Result,
                    code: block.result.to_string(),
                });
            }
            let inconsistent =
                |col: usize, field: Field, problem: Inconsistency| TrfError::InconsistentGame {
                    at: at(col),
                    field,
                    round: number,
                    tpn,
                    opponent: block.opponent,
                    problem,
                };
            if block.opponent == tpn {
                return Err(inconsistent(block.col, Field::Opponent, Inconsistency::OwnOpponent));
            }
            if placed[i] {
                continue;
            }
            let Some(&j) = index.get(&block.opponent) else {
                return Err(TrfError::UnknownPlayer {
                    at: at(block.col),
                    field: Field::Opponent,
                    tpn: block.opponent,
                });
            };
            let other = &rows[j];
            let Some(theirs) = other.blocks.get(r) else {
                return Err(inconsistent(block.col, Field::Opponent, Inconsistency::OpponentHasNoEntry));
            };
            if theirs.opponent != tpn {
                return Err(inconsistent(
                    block.col,
                    Field::Opponent,
                    Inconsistency::OpponentDisagrees { theirs: theirs.opponent },
                ));
            }
            let forfeit = |c: char| c == '+' || c == '-';
            let mine_is_white = match (block.colour, theirs.colour) {
                ('w', 'b') => true,
                ('b', 'w') => false,
                ('w', 'w') | ('b', 'b') => {
                    return Err(inconsistent(block.col + 5, Field::Colour, Inconsistency::SameColour));
                }
                // Some programs write forfeits without colours; the game was
                // not played, so no colour history depends on it. The first
                // of the two is put on White.
                ('-', '-') if forfeit(block.result) && forfeit(theirs.result) => true,
                _ => return Err(inconsistent(block.col + 5, Field::Colour, Inconsistency::MissingColour)),
            };
            let (white, black, codes) = if mine_is_white {
                (tpn, other.player.tpn, (block.result, theirs.result))
            } else {
                (other.player.tpn, tpn, (theirs.result, block.result))
            };
            let Some(result) = GameResult::from_trf_codes(codes.0, codes.1) else {
                return Err(inconsistent(
                    block.col + 7,
                    Field::Result,
                    Inconsistency::Results { mine: block.result, theirs: theirs.result },
                ));
            };
            round.games.push(Game::new(white, black, result));
            placed[i] = true;
            placed[j] = true;
        }
        rounds.push(round);
    }
    // Blocks that say nothing (`0000` alone) at the end of lines make no round.
    while rounds.last().is_some_and(|r| r.games.is_empty() && r.byes.is_empty()) {
        rounds.pop();
    }
    Ok(rounds)
}

/// Puts announced byes (`XXZ`, `240`) into their round. `XXZ` is for "the
/// round being paired": the one after the last paired round.
fn apply_announced(
    rounds: &mut Vec<Round>,
    announced: &Announced,
    index: &HashMap<u32, usize>,
) -> Result<(), TrfError> {
    // An announcement of nobody must not create an (empty) round.
    if announced.players.is_empty() {
        return Ok(());
    }
    let number = match announced.round {
        Some(n) => n,
        None => rounds.iter().filter(|r| r.is_paired()).map(|r| r.number).max().unwrap_or(0) + 1,
    };
    while rounds.len() < number as usize {
        let next = u32::try_from(rounds.len() + 1).unwrap_or(u32::MAX);
        rounds.push(Round::new(next));
    }
    let Some(round) = rounds.iter_mut().find(|r| r.number == number) else {
        return Ok(());
    };
    for (tpn, at) in &announced.players {
        if !index.contains_key(tpn) {
            return Err(TrfError::UnknownPlayer { at: at.clone(), field: Field::Bye, tpn: *tpn });
        }
        match round.entry_of(*tpn) {
            RoundEntry::Absent => round.byes.push(RoundBye { player: *tpn, kind: announced.kind }),
            RoundEntry::Bye(kind) if kind == announced.kind => {}
            _ => {
                return Err(TrfError::ConflictingBye {
                    at: at.clone(),
                    field: Field::Bye,
                    tpn: *tpn,
                    round: number,
                });
            }
        }
    }
    Ok(())
}

fn known_players(
    players: &[(u32, Location)],
    index: &HashMap<u32, usize>,
    field: Field,
) -> Result<Vec<u32>, TrfError> {
    players
        .iter()
        .map(|(tpn, at)| {
            if index.contains_key(tpn) {
                Ok(*tpn)
            } else {
                Err(TrfError::UnknownPlayer { at: at.clone(), field, tpn: *tpn })
            }
        })
        .collect()
}

/// An acceleration value in the four columns from `col` (`XXA`, `250`). A
/// value that does not fit them (`110` is 110.0) could not be written back.
fn acceleration_value(line: &Line, col: usize) -> Result<Option<Points>, TrfError> {
    match line.points(col, col + 3, Field::Acceleration)? {
        Some(p) if !fits_points_field(p) => {
            Err(line.bad_value(col, Field::Acceleration, &line.trimmed(col, col + 3)))
        }
        other => Ok(other),
    }
}

/// A pairing number in columns `from..=to`: required, 1 to 9999.
fn required_tpn(line: &Line, from: usize, to: usize, field: Field) -> Result<u32, TrfError> {
    match line.number::<u32>(from, to, field)? {
        Some(n) if n >= 1 => Ok(n),
        Some(n) => Err(line.bad_value(from, field, &n.to_string())),
        None => Err(line.bad_number(from, field, "")),
    }
}

/// Blank-separated pairing numbers from column `from` on.
fn ids(line: &Line, from: usize, field: Field) -> Result<Vec<(u32, Location)>, TrfError> {
    line.words(from)
        .into_iter()
        .map(|(col, word)| match parse_unsigned::<u32>(&word) {
            Ok(Some(n)) if n >= 1 => Ok((n, line.at(col))),
            _ => Err(line.bad_number(col, field, &word)),
        })
        .collect()
}

/// A round number or number of rounds: 1 to [`MAX_ROUNDS`].
/// A `202`/`212` list read as team tie-breaks (C.07 13), each code as the
/// model writes it; `None` when it is empty, the first code's error when a
/// code is not one of them (the event then keeps the default team list,
/// the line is kept as read).
fn team_tiebreak_list(codes: &str) -> Result<Option<Vec<String>>, crate::standings::TieBreakError> {
    let codes: Vec<&str> = codes.split([',', ' ', ';']).filter(|s| !s.trim().is_empty()).collect();
    let list = crate::standings::parse_team_tiebreaks(&codes)?;
    Ok((!list.is_empty()).then(|| list.into_iter().map(crate::standings::TeamTieBreak::code).collect()))
}

fn parse_round_number(line: &Line, col: usize, text: &str, field: Field) -> Result<u32, TrfError> {
    match parse_unsigned::<u32>(text) {
        Ok(Some(n)) if n >= 1 && n as usize <= MAX_ROUNDS => Ok(n),
        Ok(Some(_)) => Err(line.bad_value(col, field, text)),
        _ => Err(line.bad_number(col, field, text)),
    }
}

/// `132`: round dates in the round columns (92, 102, ...). `None` if there
/// are none, something else stands before column 92, or a date does not
/// parse: the line is then kept verbatim.
fn round_dates(line: &Line) -> Option<Vec<Option<NaiveDate>>> {
    if !line.trimmed(4, 91).is_empty() {
        return None;
    }
    let mut dates = Vec::new();
    let mut base = 92;
    while base <= line.len() && dates.len() < MAX_ROUNDS {
        let text = line.trimmed(base, base + 9);
        dates.push(if text.is_empty() { None } else { Some(parse_date(&text)?) });
        base += 10;
    }
    while dates.last() == Some(&None) {
        dates.pop();
    }
    if dates.is_empty() { None } else { Some(dates) }
}

/// A date in the forms files carry: year first as TRF asks (`2005/07/28`
/// in `042`/`052`, `05/07/28` in `132`, `2005-07-28`), or day first with
/// dots as German, Russian and other programs write it (`28.07.2005`,
/// `28. 07. 2005`, `28.07.05`). Day-first with slashes (`28/07/2005`) is
/// not read: `07/08/2005` is 7 August in Europe and 8 July in the USA.
pub(crate) fn parse_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    let day_first = text.contains('.');
    let parts: Vec<&str> = text.split(['/', '-', '.']).map(str::trim).collect();
    if !parts.iter().all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit())) {
        return None;
    }
    let (y, m, d) = match (parts.as_slice(), day_first) {
        ([d, m, y], true) => (*y, *m, *d),
        ([y, m, d], false) => (*y, *m, *d),
        _ => return None,
    };
    if m.len() > 2 || d.len() > 2 {
        return None;
    }
    let year: i32 = match y.len() {
        4 => y.parse().ok()?,
        // Two-digit years as chrono's %y reads them: 69–99 → 1900s, else 2000s.
        2 if !text.contains('-') => {
            let yy: i32 = y.parse().ok()?;
            if yy >= 69 { 1900 + yy } else { 2000 + yy }
        }
        _ => return None,
    };
    NaiveDate::from_ymd_opt(year, m.parse().ok()?, d.parse().ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(text: &str) -> Result<Block, TrfError> {
        let line = format!("{}{}", " ".repeat(89), text);
        parse_block(&Line::new("t.trf", 1, line.trim_end()), 92)
    }

    #[test]
    fn round_block_fields() {
        let b = block("     5 w 1").ok();
        assert!(matches!(b, Some(Block { opponent: 5, colour: 'w', result: '1', col: 92 })));
        let b = block("  0000 - h").ok();
        assert!(matches!(b, Some(Block { opponent: 0, colour: '-', result: 'H', .. })));
        // Blank opponent ≡ 0000, blank colour ≡ '-'.
        let b = block("         Z").ok();
        assert!(matches!(b, Some(Block { opponent: 0, colour: '-', result: 'Z', .. })));
        // Pending game at the end of a line: the result column was stripped.
        let b = block("    12 B").ok();
        assert!(matches!(b, Some(Block { opponent: 12, colour: 'b', result: ' ', .. })));
    }

    #[test]
    fn round_block_errors_name_column_and_field() {
        let check = |text: &str, column: usize, field: Field| {
            let err = block(text).err();
            let at = err.as_ref().and_then(|e| e.location().map(|l| l.column));
            assert_eq!(
                (at, err.as_ref().and_then(TrfError::field)),
                (Some(column), Some(field)),
                "{text:?}: {err:?}"
            );
        };
        check("    5", 95, Field::Opponent); // cut inside the opponent field
        check("     5", 97, Field::Colour); // opponent without colour
        check("    5 w 1", 96, Field::Opponent); // shifted left by one
        check("      5 w 1", 96, Field::Opponent); // shifted right by one
        check("     5 x 1", 97, Field::Colour);
        check("     5 w ?", 99, Field::Result);
        check("    x5 w 1", 92, Field::Opponent);
    }

    #[test]
    fn player_fixed_fields() {
        let text = format!(
            "001 {:>4} {}{:<3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
            12, 'm', "GM", "Carlsen, Magnus", 2830, "NOR", 1503014, "1990/11/30", "3.5", 1
        );
        let row = match parse_player(&Line::new("t.trf", 1, &text)) {
            Ok(row) => row,
            Err(e) => panic!("{e}"),
        };
        let p = &row.player;
        assert_eq!((p.tpn, p.sex, p.title), (12, Some(Sex::Male), Some(Title::GM)));
        assert_eq!(
            (p.name.as_str(), p.rating, p.federation.as_str()),
            ("Carlsen, Magnus", Some(2830), "NOR")
        );
        assert_eq!(
            (p.fide_id, p.birth_date.as_str(), p.imported_rank),
            (Some(1503014), "1990/11/30", Some(1))
        );
        assert_eq!(row.points, Some(Points(35)));
        assert!(row.blocks.is_empty());
    }

    #[test]
    fn control_characters_read_as_blanks_and_other_letters_as_written() {
        // C0 (tab), DEL and C1 (U+0085) controls are blanks; é and the
        // no-break space U+00A0 (whose UTF-8 starts like U+0085's) are kept.
        let player = |tpn: u32, name: &str| {
            format!(
                "001 {:>4} {}{:<3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
                tpn, 'm', "", name, 2000, "", "", "", "0.0", tpn
            )
        };
        let text = format!("{}\n{}\n", player(1, "Ca\u{85}rl\u{7f}sen\tM"), player(2, "Mé\u{a0}x"));
        let names: Vec<String> = match parse_text(&text, "t.trf") {
            Ok(import) => import.tournament.players.iter().map(|p| p.name.clone()).collect(),
            Err(e) => panic!("{e}"),
        };
        assert_eq!(names, ["Ca rl sen M", "Mé\u{a0}x"]);
    }

    #[test]
    fn dates_in_the_accepted_forms() {
        let d = NaiveDate::from_ymd_opt(2024, 3, 1);
        assert_eq!(parse_date("2024/03/01"), d);
        assert_eq!(parse_date("2024-03-01"), d);
        assert_eq!(parse_date("24/03/01"), d);
        assert_eq!(parse_date("24-03-01"), None);
        assert_eq!(parse_date("2024/13/01"), None);
        assert_eq!(parse_date("soon"), None);
        // Day first with dots, as German programs write it, with or without blanks.
        let d = NaiveDate::from_ymd_opt(2005, 7, 28);
        for text in ["28. 07. 2005", "28.07.2005", "28.7.2005", "28.07.05", "2005/07/28", "05/07/28"] {
            assert_eq!(parse_date(text), d, "{text}");
        }
        // Ambiguous or incomplete forms are not guessed.
        for text in ["28/07/2005", "07/28/2005", "28.07.", "28..2005", "2005.07"] {
            assert_eq!(parse_date(text), None, "{text}");
        }
    }

    #[test]
    fn tiebreaks_from_202_else_from_212() {
        // trf2026.md: 202 the tie-breaks, 212 "like 202 plus PTS".
        let header = "012 T\n142 1\n152 W\n";
        let player =
            "001    1      A, A                              2000                             0.0    1\n";
        let read = |records: &str| -> Vec<String> {
            match super::super::parse(&format!("{header}{records}{player}"), "t.trf") {
                Ok(t) => t.settings.tiebreaks,
                Err(e) => panic!("{e}"),
            }
        };
        let default = crate::model::TournamentSettings::default().tiebreaks;
        assert_eq!(read(""), default);
        assert_eq!(read("212 PTS\n"), Vec::<String>::new());
        assert_eq!(read("212 PTS,DE,SB\n"), ["DE", "SB"]);
        assert_eq!(read("202 BH\n212 PTS,DE\n"), ["BH"]);
        // Not a standings list (no PTS first) or a code Swissdesk does not
        // compute: the settings' own.
        assert_eq!(read("212 DE,SB\n"), default);
        assert_eq!(read("212 PTS,XYZ\n"), default);
    }
}
