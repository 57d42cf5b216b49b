//! Round robins in TRF files.
//!
//! TRF-2026 names the type of tournament in record `192`. FIDE's reference
//! tool (Gacrux) reads and writes these round-robin codes
//! (docs/round-robin.md, "TRF"):
//!
//! | `192` | Swissdesk |
//! |---|---|
//! | `BERGER_ROUNDROBIN`, `FIDE_ROUNDROBIN` | single (the two differ only in name) |
//! | `BERGER_DOUBLEROUNDROBIN` | double, the table's order in both cycles |
//! | `FIDE_DOUBLEROUNDROBIN` | double, the last two rounds of the first cycle exchanged (C.05 Annex 1) |
//! | `BERGER_TEAM_*`, `FIDE_TEAM_*` | the same for teams |
//!
//! Gacrux pairs `FIDE_TEAM_DOUBLEROUNDROBIN` without the exchange; the
//! Annex's recommendation is the same for teams, and the `FIDE_` prefix
//! means it for individuals, so Swissdesk follows the text there.
//!
//! TRF-16 has no `192`: Swissdesk writes the same code in an `SDR`
//! extension record (three letters, ignored by other readers like `SDS`).
//! A file with neither (another program's TRF-16) but with "round robin"
//! or "Berger" in its `092` text is read as a round robin whose variant
//! its number of rounds and its recorded rounds tell
//! ([`crate::roundrobin::infer_format`]).

use crate::model::{CycleOrder, Cycles, EventFormat, RoundRobin, Tournament};

/// Swissdesk's TRF-16 record for the round-robin code.
pub(super) const ROUND_ROBIN_RECORD: &str = "SDR";

/// The round robin a `192` (or `SDR`) code names, and whether it is the
/// team variant.
pub(super) fn format_from_code(code: &str) -> Option<(RoundRobin, bool)> {
    let upper = code.trim().to_ascii_uppercase();
    let (order, rest) = if let Some(rest) = upper.strip_prefix("FIDE_") {
        (CycleOrder::Fide, rest)
    } else if let Some(rest) = upper.strip_prefix("BERGER_") {
        (CycleOrder::Berger, rest)
    } else {
        return None;
    };
    let (team, rest) = match rest.strip_prefix("TEAM_") {
        Some(rest) => (true, rest),
        None => (false, rest),
    };
    let cycles = match rest {
        "ROUNDROBIN" => Cycles::Single,
        "DOUBLEROUNDROBIN" => Cycles::Double,
        _ => return None,
    };
    Some((RoundRobin { cycles, order }, team))
}

/// The code of a round-robin event (`None` for a Swiss one).
pub(super) fn code(t: &Tournament) -> Option<String> {
    let rr = t.settings.format.round_robin()?;
    let order = match rr.order {
        CycleOrder::Fide => "FIDE",
        CycleOrder::Berger => "BERGER",
    };
    let team = if is_team_event(t) { "TEAM_" } else { "" };
    let cycles = match rr.cycles {
        Cycles::Single => "ROUNDROBIN",
        Cycles::Double => "DOUBLEROUNDROBIN",
    };
    Some(format!("{order}_{team}{cycles}"))
}

/// Whether the event's participants are teams (the team model's, or team
/// records kept as they were).
fn is_team_event(t: &Tournament) -> bool {
    t.is_team_event() || t.foreign_trf_lines.iter().any(|l| l.starts_with("310") || l.starts_with("013"))
}

/// Whether a `092` text calls the event a round robin.
pub(super) fn named_round_robin(text: &str) -> bool {
    let lower = text.to_lowercase();
    ["round robin", "round-robin", "roundrobin", "berger", "rundenturnier", "toutes-rondes", "круговой"]
        .iter()
        .any(|word| lower.contains(word))
}

/// After a file is read: its round-robin code, else a `092` text naming a
/// round robin, makes the event one; its boards are then put in the table's
/// order (a TRF has no board numbers). A `092` hint whose recorded rounds fit
/// no reading of the tables leaves the event Swiss.
pub(super) fn settle(t: &mut Tournament, code: Option<&str>) {
    let from_code = code.and_then(format_from_code).map(|(rr, _)| rr);
    match from_code {
        Some(rr) => t.settings.format = EventFormat::RoundRobin(rr),
        None if named_round_robin(&t.event.tournament_type) => {
            if let Ok(rr) = crate::roundrobin::infer_format(t) {
                t.settings.format = EventFormat::RoundRobin(rr);
            }
        }
        None => return,
    }
    // A TRF names no tie-breaks: a round robin read from one starts with
    // the round robin's own, not the Swiss default's Buchholz.
    if t.settings.tiebreaks == crate::model::TournamentSettings::default().tiebreaks {
        t.settings.tiebreaks = crate::roundrobin::TIEBREAKS.map(String::from).to_vec();
    }
    order_boards(t);
}

/// Each paired round's games in the order the table gives its boards;
/// games the table does not have (a file paired otherwise) stay after them.
/// A team round robin's matches likewise (its players' games stay in the
/// order of their matches' boards).
pub(crate) fn order_boards(t: &mut Tournament) {
    let Ok(schedule) = crate::roundrobin::schedule(t) else {
        return;
    };
    let teams = t.is_team_event();
    for round in &mut t.rounds {
        let Some(pairing) = schedule.round(round.number) else {
            continue;
        };
        let position = |white: u32, black: u32| {
            pairing
                .boards
                .iter()
                .position(|b| (b.white, b.black) == (white, black) || (b.white, b.black) == (black, white))
                .unwrap_or(usize::MAX)
        };
        if teams {
            round.matches.sort_by_key(|m| position(m.white, m.black));
        } else {
            round.games.sort_by_key(|g| position(g.white, g.black));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_and_written() {
        for (text, cycles, order, team) in [
            ("BERGER_ROUNDROBIN", Cycles::Single, CycleOrder::Berger, false),
            ("FIDE_ROUNDROBIN", Cycles::Single, CycleOrder::Fide, false),
            ("BERGER_DOUBLEROUNDROBIN", Cycles::Double, CycleOrder::Berger, false),
            ("FIDE_DOUBLEROUNDROBIN", Cycles::Double, CycleOrder::Fide, false),
            ("BERGER_TEAM_ROUNDROBIN", Cycles::Single, CycleOrder::Berger, true),
            ("BERGER_TEAM_DOUBLEROUNDROBIN", Cycles::Double, CycleOrder::Berger, true),
            ("FIDE_TEAM_DOUBLEROUNDROBIN", Cycles::Double, CycleOrder::Fide, true),
        ] {
            assert_eq!(format_from_code(text), Some((RoundRobin { cycles, order }, team)), "{text}");
            if !team {
                let mut t = Tournament::new("x");
                t.settings.format = EventFormat::RoundRobin(RoundRobin { cycles, order });
                assert_eq!(code(&t).as_deref(), Some(text));
            }
        }
        assert_eq!(format_from_code("FIDE_DUTCH_2025"), None);
        assert_eq!(format_from_code("BERGER_TRIPLEROUNDROBIN"), None);
        assert!(named_round_robin("Individual: Round-Robin"));
        assert!(!named_round_robin("Individual: Swiss-System"));
    }

    /// A TRF has no tie-break record: a round robin read from one gets the
    /// round robin's (no Buchholz), a Swiss event keeps the Swiss default.
    #[test]
    fn a_round_robin_read_from_trf_gets_round_robin_tiebreaks() {
        let players = "001    1      A                                 1800                             0.0          2 w 0\n\
                       001    2      B                                 1700                             1.0          1 b 1\n\
                       001    3      C                                 1600                             0.0       0000 - -\n";
        let rr = crate::trf::parse(&format!("012 RR\n192 FIDE_ROUNDROBIN\n{players}"), "rr.trf");
        let rr = rr.unwrap_or_else(|e| panic!("{e}"));
        assert!(rr.settings.format.round_robin().is_some());
        assert_eq!(rr.settings.tiebreaks, ["DE", "WIN", "SB", "KS"]);
        let swiss = crate::trf::parse(&format!("012 Swiss\n{players}"), "swiss.trf");
        let swiss = swiss.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(swiss.settings.tiebreaks, ["BH-C1", "BH", "SB"]);
    }
}
