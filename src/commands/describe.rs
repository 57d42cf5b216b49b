//! What the audit log says about a change, in words an arbiter reads: the
//! players by name and pairing number, results as on the score sheet
//! (`1-0`, `½-½`, `+/-`), pairings board by board, and edits field by field.
//!
//! The text is written in the language of the arbiter who made the change,
//! when it is made, like a paper log; the names are the ones the players had
//! then. The app and the command line both write in the language chosen in
//! Swissdesk's settings (`SWISSDESK_LANG` overrides it), so one arbiter's
//! log reads in one language whichever wrote it
//! (`cli::speak_the_settings_language`). An entry's `before` and `after` are lines (`\n`); edits write one
//! `field: value` line per changed field on each side, so that
//! [`crate::audit::details`] can show them as `field: old → new`.

use crate::export::notation::{self, Medium};
use crate::model::{
    AccelerationMethod, ByeKind, ByeRequest, Colour, EventInfo, GameResult, Player, PlayerStatus, Round,
    ScoringSystem, Sex, SystemId, Tournament, TournamentSettings,
};
use crate::pairing;
use crate::tr;
use chrono::NaiveDate;

/// A player as the log names them: `Müller, Jonas (4)`.
pub fn player(t: &Tournament, tpn: u32) -> String {
    match t.player(tpn) {
        Some(p) => named(p),
        None => tr!("audit-unknown-player", tpn = tpn),
    }
}

fn named(p: &Player) -> String {
    tr!("audit-player", name = p.name.as_str(), tpn = p.tpn)
}

/// A result as on the score sheet; "no result" for a board still waiting.
pub fn result(result: GameResult) -> String {
    if result.is_pending() { tr!("audit-no-result") } else { notation::result(result, Medium::Screen) }
}

/// The line of board `board` (1-based) with its result:
/// `Board 3 · Nowak, Łukasz (1) – Müller, Jonas (16): 1-0`.
pub fn board_result(t: &Tournament, board: usize, white: u32, black: u32, outcome: GameResult) -> String {
    format!("{}: {}", board_line(t, board, white, black), result(outcome))
}

fn board_line(t: &Tournament, board: usize, white: u32, black: u32) -> String {
    tr!("audit-board", board = board, white = player(t, white), black = player(t, black))
}

/// A round's pairing, one line per board, then its byes; a line whose board
/// or bye `changed` says is new (or gone) is marked.
pub fn pairing(t: &Tournament, round: &Round, changed: impl Fn(PairingLine) -> bool) -> String {
    let mark = |line: String, is_changed: bool| {
        if is_changed { format!("{line}  {}", tr!("audit-changed-mark")) } else { line }
    };
    let boards = round.games.iter().enumerate().map(|(i, g)| {
        mark(board_line(t, i + 1, g.white, g.black), changed(PairingLine::Board(g.white, g.black)))
    });
    let byes = round.byes.iter().map(|b| {
        let line = tr!("audit-bye-line", player = player(t, b.player), kind = bye_kind(b.kind));
        mark(line, changed(PairingLine::Bye(b.player, b.kind)))
    });
    boards.chain(byes).collect::<Vec<_>>().join("\n")
}

/// One line of a pairing, to compare two pairings by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairingLine {
    /// White, Black.
    Board(u32, u32),
    Bye(u32, ByeKind),
}

/// The lines of `round`'s pairing.
pub fn pairing_lines(round: &Round) -> Vec<PairingLine> {
    round
        .games
        .iter()
        .map(|g| PairingLine::Board(g.white, g.black))
        .chain(round.byes.iter().map(|b| PairingLine::Bye(b.player, b.kind)))
        .collect()
}

pub fn bye_kind(kind: ByeKind) -> String {
    match kind {
        ByeKind::PairingAllocated => tr!("export-bye-pab"),
        ByeKind::FullPoint => tr!("export-bye-full"),
        ByeKind::HalfPoint => tr!("export-bye-half"),
        ByeKind::ZeroPoint => tr!("export-bye-zero"),
    }
}

/// A requested bye of `tpn` in `round` (`None`: no bye).
pub fn bye_request(t: &Tournament, tpn: u32, round: u32, request: Option<ByeRequest>) -> String {
    let kind = match request {
        Some(request) => bye_kind(request.into()),
        None => tr!("audit-no-bye"),
    };
    tr!("audit-bye-request", player = player(t, tpn), round = round, kind = kind)
}

/// A player's status: active, or withdrawn from a round on.
pub fn status(t: &Tournament, tpn: u32, status: PlayerStatus) -> String {
    let status = status_text(status);
    format!("{}: {status}", player(t, tpn))
}

/// A player's Baku group (C.04.7 1.2) as the log shows it, one field:
/// "Baku group of Müller, Jonas (4): B".
pub fn baku_group(t: &Tournament, tpn: u32, group: crate::model::BakuGroup) -> String {
    format!("{}: {}", tr!("audit-baku-group-of", player = player(t, tpn)), group.letter())
}

fn status_text(status: PlayerStatus) -> String {
    match status {
        PlayerStatus::Active => tr!("audit-status-active"),
        PlayerStatus::Withdrawn { from_round } => tr!("audit-status-withdrawn", round = from_round),
    }
}

/// A player as entered: name and number, then title, rating, federation.
pub fn player_entry(p: &Player) -> String {
    let mut parts = vec![named(p)];
    parts.extend(p.title.map(|t| t.code().to_owned()));
    parts.extend(p.rating.map(|r| r.to_string()));
    if !p.federation.is_empty() {
        parts.push(p.federation.clone());
    }
    parts.join(" · ")
}

/// The changed fields, as `field: value` lines for each side.
#[derive(Default)]
struct Fields {
    before: Vec<String>,
    after: Vec<String>,
}

impl Fields {
    fn compare<T: PartialEq>(&mut self, label: String, old: &T, new: &T, show: impl Fn(&T) -> String) {
        if old != new {
            self.before.push(format!("{label}: {}", show(old)));
            self.after.push(format!("{label}: {}", show(new)));
        }
    }

    fn into_text(self) -> (String, String) {
        (self.before.join("\n"), self.after.join("\n"))
    }
}

fn text(value: &str) -> String {
    if value.trim().is_empty() { tr!("audit-empty-value") } else { value.to_owned() }
}

fn date(value: &Option<NaiveDate>) -> String {
    value.map(|d| d.format("%Y-%m-%d").to_string()).unwrap_or_else(|| tr!("audit-empty-value"))
}

fn list(values: &[String]) -> String {
    if values.is_empty() { tr!("audit-empty-value") } else { values.join(", ") }
}

/// The event data that changed.
pub fn event_changes(old: &EventInfo, new: &EventInfo) -> (String, String) {
    let mut f = Fields::default();
    f.compare(tr!("gui-field-name"), &old.name, &new.name, |v| text(v));
    f.compare(tr!("gui-field-city"), &old.city, &new.city, |v| text(v));
    f.compare(tr!("gui-field-federation"), &old.federation, &new.federation, |v| text(v));
    f.compare(tr!("gui-field-start-date"), &old.start_date, &new.start_date, date);
    f.compare(tr!("gui-field-end-date"), &old.end_date, &new.end_date, date);
    f.compare(tr!("gui-field-chief-arbiter"), &old.chief_arbiter, &new.chief_arbiter, |v| text(v));
    f.compare(tr!("audit-field-deputies"), &old.deputy_arbiters, &new.deputy_arbiters, |v| list(v));
    f.compare(tr!("gui-field-time-control"), &old.time_control, &new.time_control, |v| text(v));
    f.compare(tr!("audit-field-type"), &old.tournament_type, &new.tournament_type, |v| text(v));
    f.compare(tr!("audit-field-round-dates"), &old.round_dates, &new.round_dates, |dates| {
        let shown: Vec<String> = dates.iter().map(date).collect();
        if shown.is_empty() { tr!("audit-empty-value") } else { shown.join(", ") }
    });
    f.into_text()
}

/// The settings that changed.
pub fn settings_changes(old: &TournamentSettings, new: &TournamentSettings) -> (String, String) {
    let mut f = Fields::default();
    f.compare(tr!("gui-field-rounds"), &old.rounds_planned, &new.rounds_planned, u32::to_string);
    f.compare(tr!("gui-field-system"), &old.pairing_system, &new.pairing_system, system);
    f.compare(tr!("gui-field-initial-colour"), &old.initial_colour, &new.initial_colour, |c| colour(*c));
    f.compare(tr!("gui-field-scoring"), &old.scoring, &new.scoring, scoring);
    f.compare(tr!("gui-field-tiebreaks"), &old.tiebreaks, &new.tiebreaks, |v| list(v));
    f.compare(tr!("gui-field-rating-kind"), &old.rating_kind, &new.rating_kind, |k| {
        crate::ratings::kind_label(*k)
    });
    f.compare(tr!("gui-field-acceleration"), &old.acceleration, &new.acceleration, |a| acceleration(*a));
    // A team event's own settings: boards per match, the teams' Baku.
    f.compare(tr!("gui-field-boards"), &old.team.boards, &new.team.boards, u32::to_string);
    f.compare(tr!("gui-field-acceleration"), &old.team.baku, &new.team.baku, |&baku| {
        acceleration(if baku { AccelerationMethod::Baku } else { AccelerationMethod::None })
    });
    f.compare(tr!("fide-mode-field"), &old.fide_mode, &new.fide_mode, fide_mode);
    f.into_text()
}

/// FIDE mode as the audit log states it. The reason it was left is the
/// entry's reason (`edit_settings`), not part of the change.
fn fide_mode(mode: &crate::model::FideMode) -> String {
    match mode {
        crate::model::FideMode::NotRated => tr!("fide-mode-not-rated"),
        crate::model::FideMode::On => tr!("fide-mode-on"),
        crate::model::FideMode::Left { .. } => tr!("fide-mode-left-state"),
    }
}

/// The player data that changed.
pub fn player_changes(old: &Player, new: &Player) -> (String, String) {
    let mut f = Fields::default();
    let who = named(new);
    let label = |field: String| format!("{who} · {field}");
    f.compare(label(tr!("gui-col-name")), &old.name, &new.name, |v| text(v));
    f.compare(label(tr!("gui-col-title")), &old.title, &new.title, |t| {
        t.map(|t| t.code().to_owned()).unwrap_or_else(|| tr!("audit-empty-value"))
    });
    f.compare(label(tr!("gui-col-rating")), &old.rating, &new.rating, |r| {
        r.map(|r| r.to_string()).unwrap_or_else(|| tr!("audit-empty-value"))
    });
    f.compare(label(tr!("audit-field-k")), &old.k_factor, &new.k_factor, |k| {
        k.map(|k| k.to_string()).unwrap_or_else(|| tr!("audit-empty-value"))
    });
    f.compare(label(tr!("gui-col-fed")), &old.federation, &new.federation, |v| text(v));
    f.compare(label(tr!("gui-col-fide-id")), &old.fide_id, &new.fide_id, |id| {
        id.map(|id| id.to_string()).unwrap_or_else(|| tr!("audit-empty-value"))
    });
    f.compare(label(tr!("audit-field-sex")), &old.sex, &new.sex, |s| match s {
        Some(Sex::Male) => tr!("audit-sex-male"),
        Some(Sex::Female) => tr!("audit-sex-female"),
        Some(Sex::Unspecified) | None => tr!("audit-empty-value"),
    });
    f.compare(label(tr!("audit-field-birth")), &old.birth_date, &new.birth_date, |v| text(v));
    f.compare(label(tr!("gui-col-status")), &old.status, &new.status, |s| status_text(*s));
    f.into_text()
}

/// A pairing system by its name in the tournament view.
pub fn system(id: &SystemId) -> String {
    // A system this version does not have (a document from another
    // version) shows as its identifier.
    match pairing::SYSTEMS.iter().find(|s| s.id() == id.as_str()) {
        Some(system) => system.name(),
        None => id.as_str().to_owned(),
    }
}

/// The acceleration setting, as the settings form and the log name it.
pub fn acceleration(method: AccelerationMethod) -> String {
    match method {
        AccelerationMethod::None => tr!("acceleration-none"),
        AccelerationMethod::Baku => tr!("acceleration-baku"),
    }
}

fn colour(colour: Option<Colour>) -> String {
    match colour {
        Some(Colour::White) => tr!("gui-colour-white"),
        Some(Colour::Black) => tr!("gui-colour-black"),
        None => tr!("gui-colour-none"),
    }
}

/// Every value of a scoring system: `1 / ½ / 0` and what forfeits and byes are worth.
fn scoring(s: &ScoringSystem) -> String {
    let p = |points| notation::short_points(points);
    tr!(
        "audit-scoring",
        win = p(s.win),
        draw = p(s.draw),
        loss = p(s.loss),
        forfeit_win = p(s.forfeit_win),
        forfeit_loss = p(s.forfeit_loss),
        pairing_bye = p(s.pairing_bye),
        full_bye = p(s.full_bye),
        half_bye = p(s.half_bye),
        zero_bye = p(s.zero_bye)
    )
}

/// Pairing numbers that changed: `name: old` and `name: new` lines.
pub fn renumbering(t_before: &Tournament, map: &std::collections::HashMap<u32, u32>) -> (String, String) {
    let mut moves: Vec<(u32, u32)> = map.iter().filter(|(a, b)| a != b).map(|(&a, &b)| (a, b)).collect();
    moves.sort_unstable();
    let name = |tpn: u32| t_before.player(tpn).map(|p| p.name.clone()).unwrap_or_default();
    let before = moves.iter().map(|&(a, _)| format!("{}: {a}", name(a))).collect::<Vec<_>>().join("\n");
    let after = moves.iter().map(|&(a, b)| format!("{}: {b}", name(a))).collect::<Vec<_>>().join("\n");
    (before, after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Game, RoundBye};

    fn two() -> Tournament {
        let mut t = Tournament::new("T");
        t.players.push(Player::new(1, "Nowak, Łukasz"));
        t.players.push(Player::new(2, "Müller, Jonas"));
        t.players.push(Player::new(3, "Rossi, Matteo"));
        t
    }

    #[test]
    fn results_read_as_on_the_score_sheet() {
        let t = two();
        let line = board_result(&t, 3, 1, 2, GameResult::Draw);
        assert_eq!(
            line,
            tr!("audit-board", board = 3, white = "Nowak, Łukasz (1)", black = "Müller, Jonas (2)") + ": ½-½"
        );
        for (r, shown) in [
            (GameResult::WhiteWins, "1-0"),
            (GameResult::BlackWins, "0-1"),
            (GameResult::WhiteWinsByForfeit, "+/-"),
            (GameResult::BlackWinsByForfeit, "-/+"),
        ] {
            assert_eq!(result(r), shown);
        }
    }

    #[test]
    fn a_pairing_names_every_player_and_marks_the_changed_lines() {
        let t = two();
        let mut r = Round::new(1);
        r.games.push(Game::new(2, 1, GameResult::Pending));
        r.byes.push(RoundBye { player: 3, kind: ByeKind::PairingAllocated });
        let text = pairing(&t, &r, |line| line == PairingLine::Bye(3, ByeKind::PairingAllocated));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2);
        assert!(lines[0].contains("Müller, Jonas (2)") && lines[0].contains("Nowak, Łukasz (1)"));
        assert!(!lines[0].contains(&tr!("audit-changed-mark")));
        assert!(lines[1].contains("Rossi, Matteo (3)") && lines[1].ends_with(&tr!("audit-changed-mark")));
    }

    #[test]
    fn edits_list_only_the_changed_fields() {
        let old = TournamentSettings::default();
        let mut new = old.clone();
        new.rounds_planned = 11;
        new.pairing_system = SystemId::new("dutch");
        let (before, after) = settings_changes(&old, &new);
        assert_eq!(before.lines().count(), 2);
        assert_eq!(
            after,
            format!(
                "{}: 11\n{}: {}",
                tr!("gui-field-rounds"),
                tr!("gui-field-system"),
                system(&SystemId::new("dutch"))
            )
        );
        assert!(!before.contains("Dutch2026") && !after.contains('{'));
        assert_eq!(settings_changes(&old, &old), (String::new(), String::new()));
    }
}
