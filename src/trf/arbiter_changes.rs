//! Swissdesk's `### SDX` comment lines: the arbiter's changes FIDE's
//! verification asks about (boards paired by hand, a pairing-allocated bye
//! given by hand, published results corrected), written on request
//! ([`crate::export::TrfOptions::arbiter_changes`]) and read back on import,
//! so that the "changed by hand" marks (✎ in views and PDFs) survive a
//! round trip through TRF — for individual and team events.
//!
//! Reading never fails the import: the lines are comments (TRF Remark 1),
//! so a line that cannot be read, or that names a game or bye the file does
//! not have, gives a [`TrfWarning::ArbiterChangeNotRead`] naming the file,
//! line, column and field, and is left out. The lines stay in the
//! tournament's foreign lines as they were read, but are never written back
//! as such: a file written again has, where it had them, fresh lines from
//! the marks as they are then (a result corrected after the import gets its
//! `R` line, a mark taken away loses its line), and a line that did not
//! read — already reported as left out — is not written. The rating report
//! writes fresh ones only on request.

use super::columns::Line;
use super::error::{ArbiterChangeProblem, Field, Location, TrfWarning};
use crate::model::{ByeKind, GameResult, Round, Tournament};

/// The tag of Swissdesk's comment lines for the arbiter's changes.
pub const ARBITER_CHANGE_TAG: &str = "SDX";

/// The arbiter's changes as `###` comment lines in one short form, with
/// pairing numbers and TRF result codes only (never a reason, a name or
/// other free text), in round order:
///
/// ```text
/// ### SDX P RRR BBBB WWWW KKKK        board BBBB of round RRR paired by the arbiter: White WWWW, Black KKKK
/// ### SDX U RRR      PPPP             the pairing-allocated bye of round RRR given by the arbiter to PPPP
/// ### SDX R RRR BBBB WWWW KKKK ab cd  a published result corrected: it was ab, it is cd
/// ```
///
/// Columns: `###` 1–3, `SDX` 5–7, the kind 9, the round 11–13, the board
/// 15–18, White (or the bye's player) 20–23, Black 25–28, the results 30–31
/// and 33–34 as the TRF codes of White and Black (`10`, `==`, `01`, `+-`,
/// `-+`, `--`, `WL`, `DD`, `LW`; `..` no result). A board both paired by
/// hand and corrected has both lines. Other programs read `###` lines as
/// comments (TRF Remark 1). In a team event every board of a match made by
/// hand has a `P` line, and every player of a team given the
/// pairing-allocated bye by hand a `U` line.
pub fn arbiter_change_lines(t: &Tournament) -> Vec<String> {
    let mut rounds: Vec<&Round> = t.rounds.iter().collect();
    rounds.sort_by_key(|r| r.number);
    let mut lines = Vec::new();
    for r in rounds {
        let round = r.number;
        for (i, g) in r.games.iter().enumerate().filter(|(_, g)| g.by_arbiter) {
            let (board, white, black) = (i + 1, g.white, g.black);
            lines.push(format!("### {ARBITER_CHANGE_TAG} P {round:03} {board:4} {white:4} {black:4}"));
        }
        // A team's pairing-allocated bye given by hand: a line for each of
        // its players (one line in an individual event).
        if r.bye_by_arbiter {
            for bye in r.byes.iter().filter(|b| b.kind == ByeKind::PairingAllocated) {
                lines.push(format!("### {ARBITER_CHANGE_TAG} U {round:03}      {:4}", bye.player));
            }
        }
        for (i, g) in r.games.iter().enumerate() {
            if let Some(was) = g.corrected_from {
                let (board, white, black) = (i + 1, g.white, g.black);
                let (was, is) = (result_codes(was), result_codes(g.result));
                lines.push(format!(
                    "### {ARBITER_CHANGE_TAG} R {round:03} {board:4} {white:4} {black:4} {was} {is}"
                ));
            }
        }
    }
    lines
}

/// A result as the two codes of an `R` line (`..` for no result).
fn result_codes(result: GameResult) -> String {
    let (w, b) = result.trf_codes();
    if result.is_pending() { "..".to_owned() } else { format!("{w}{b}") }
}

/// Whether `raw` is one of Swissdesk's arbiter-change lines (`### SDX …`).
pub(super) fn is_arbiter_change_line(raw: &str) -> bool {
    let mut words = raw.split_whitespace();
    words.next() == Some("###") && words.next() == Some(ARBITER_CHANGE_TAG)
}

/// What one line says.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Change {
    /// `P`: the game White–Black of the round was paired by the arbiter.
    Paired { white: u32, black: u32 },
    /// `U`: the player's pairing-allocated bye was given by the arbiter.
    Bye { player: u32 },
    /// `R`: the game's published result was corrected from `was` to `is`.
    Corrected { white: u32, black: u32, was: GameResult, is: GameResult },
}

/// A line read, not yet applied (the rounds are built at the end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ArbiterChange {
    at: Location,
    round: u32,
    change: Change,
}

/// Reads one `### SDX` line; a line that does not read gives the warning
/// naming its column and field.
pub(super) fn read(line: &Line) -> Result<ArbiterChange, TrfWarning> {
    // Words after `###` and `SDX` (checked by the caller): kind, round, then
    // board White Black [was is], or the bye's player. Blank-separated, so a
    // line aligned by hand reads too.
    let words = line.words(1);
    let mut fields = words.iter().skip(2);
    let end = line.len() + 1;
    let problem = |column: usize, field: Field, problem: ArbiterChangeProblem| {
        TrfWarning::ArbiterChangeNotRead { at: line.at(column), field, problem }
    };
    let missing = |field: Field| problem(end, field, ArbiterChangeProblem::Missing);
    let mut next = |field: Field| fields.next().ok_or_else(|| missing(field));
    let number = |(column, text): &(usize, String), field: Field| {
        text.parse::<u32>()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| problem(*column, field, ArbiterChangeProblem::BadValue(text.clone())))
    };
    let result = |(column, text): &(usize, String)| {
        let bad = || problem(*column, Field::Result, ArbiterChangeProblem::BadValue(text.clone()));
        let mut codes = text.chars();
        match (codes.next(), codes.next(), codes.next()) {
            (Some('.'), Some('.'), None) => Ok(GameResult::Pending),
            (Some(w), Some(b), None) => GameResult::from_trf_codes(w, b).ok_or_else(bad),
            _ => Err(bad()),
        }
    };
    let kind = next(Field::Record)?;
    let round_word = next(Field::Round)?;
    let round = number(round_word, Field::Round)?;
    let change = match kind.1.as_str() {
        "P" | "R" => {
            number(next(Field::Board)?, Field::Board)?;
            let white = number(next(Field::Tpn)?, Field::Tpn)?;
            let black = number(next(Field::Opponent)?, Field::Opponent)?;
            if kind.1 == "P" {
                Change::Paired { white, black }
            } else {
                let was = result(next(Field::Result)?)?;
                let is = result(next(Field::Result)?)?;
                Change::Corrected { white, black, was, is }
            }
        }
        "U" => Change::Bye { player: number(next(Field::Tpn)?, Field::Tpn)? },
        other => {
            return Err(problem(kind.0, Field::Record, ArbiterChangeProblem::BadValue(other.to_owned())));
        }
    };
    if let Some((column, text)) = fields.next() {
        return Err(problem(*column, Field::Record, ArbiterChangeProblem::Extra(text.clone())));
    }
    Ok(ArbiterChange { at: line.at(1), round, change })
}

/// Puts the marks the lines give on the tournament's rounds (after the
/// rounds, and a team event's matches, are built). The board column is not
/// matched: an imported round's boards are in the reader's order, which
/// need not be the desk's; White and Black name the game. A line that
/// names no game or bye of the file is left out with a warning.
pub(super) fn apply(t: &mut Tournament, changes: &[ArbiterChange]) -> Vec<TrfWarning> {
    let mut warnings = Vec::new();
    let not_in_file = |c: &ArbiterChange, field: Field| TrfWarning::ArbiterChangeNotRead {
        at: c.at.clone(),
        field,
        problem: ArbiterChangeProblem::NotInFile { round: c.round },
    };
    let team_of = t.team_of_player();
    for c in changes {
        let Some(round) = t.rounds.iter_mut().find(|r| r.number == c.round) else {
            warnings.push(not_in_file(c, Field::Round));
            continue;
        };
        match c.change {
            Change::Paired { white, black } => {
                match round.games.iter_mut().find(|g| g.white == white && g.black == black) {
                    Some(g) => g.by_arbiter = true,
                    None => warnings.push(not_in_file(c, Field::Tpn)),
                }
            }
            Change::Bye { player } => {
                let own =
                    round.byes.iter().any(|b| b.player == player && b.kind == ByeKind::PairingAllocated);
                // A team event: the player's team holds the bye.
                let team = team_of.get(&player).is_some_and(|&team| {
                    round.team_byes.iter().any(|b| b.team == team && b.kind == ByeKind::PairingAllocated)
                });
                if own || team {
                    round.bye_by_arbiter = true;
                } else {
                    warnings.push(not_in_file(c, Field::Bye));
                }
            }
            Change::Corrected { white, black, was, is } => {
                match round.games.iter_mut().find(|g| g.white == white && g.black == black) {
                    Some(g) if g.result == is => g.corrected_from = Some(was),
                    Some(g) => warnings.push(TrfWarning::ArbiterChangeNotRead {
                        at: c.at.clone(),
                        field: Field::Result,
                        problem: ArbiterChangeProblem::ResultDiffers {
                            in_line: result_codes(is),
                            in_game: result_codes(g.result),
                        },
                    }),
                    None => warnings.push(not_in_file(c, Field::Tpn)),
                }
            }
        }
    }
    // A team event: a match made by hand has every board marked
    // (`TeamMatch::by_arbiter`), so one marked board marks its match and the
    // match all its boards, as the desk keeps them.
    if t.is_team_event() {
        for round in &mut t.rounds {
            let Round { games, matches, .. } = round;
            for m in matches.iter_mut() {
                let in_match = |g: &crate::model::Game| {
                    let teams = (team_of.get(&g.white).copied(), team_of.get(&g.black).copied());
                    teams == (Some(m.white), Some(m.black)) || teams == (Some(m.black), Some(m.white))
                };
                if games.iter().any(|g| in_match(g) && g.by_arbiter) {
                    m.by_arbiter = true;
                    games.iter_mut().filter(|g| in_match(g)).for_each(|g| g.by_arbiter = true);
                }
            }
        }
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_text(text: &str) -> Result<ArbiterChange, TrfWarning> {
        read(&Line::new("f.trf", 7, text))
    }

    #[test]
    fn the_three_kinds_read_as_written() {
        let p = read_text("### SDX P 003    2   14    5").map(|c| (c.round, c.change));
        assert_eq!(p, Ok((3, Change::Paired { white: 14, black: 5 })));
        let u = read_text("### SDX U 012        9").map(|c| (c.round, c.change));
        assert_eq!(u, Ok((12, Change::Bye { player: 9 })));
        let r = read_text("### SDX R 001    1    3    8 10 ..").map(|c| c.change);
        assert_eq!(
            r,
            Ok(Change::Corrected { white: 3, black: 8, was: GameResult::WhiteWins, is: GameResult::Pending })
        );
    }

    #[test]
    fn a_malformed_line_names_its_column_and_field() {
        let warning = |text: &str| match read_text(text) {
            Err(TrfWarning::ArbiterChangeNotRead { at, field, problem }) => {
                (at.line, at.column, field, problem)
            }
            other => panic!("{text}: {other:?}"),
        };
        let bad = |s: &str| ArbiterChangeProblem::BadValue(s.to_owned());
        assert_eq!(warning("### SDX Q 003    2   14    5"), (7, 9, Field::Record, bad("Q")));
        assert_eq!(warning("### SDX P 0x3    2   14    5"), (7, 11, Field::Round, bad("0x3")));
        assert_eq!(warning("### SDX P 003    2   14    0"), (7, 28, Field::Opponent, bad("0")));
        assert_eq!(
            warning("### SDX P 003    2   14"),
            (7, 24, Field::Opponent, ArbiterChangeProblem::Missing)
        );
        assert_eq!(warning("### SDX R 003    2   14    5 1x 01"), (7, 30, Field::Result, bad("1x")));
        assert_eq!(warning("### SDX R 003    2   14    5 10 011"), (7, 33, Field::Result, bad("011")));
        assert_eq!(
            warning("### SDX U 003        9 9"),
            (7, 24, Field::Record, ArbiterChangeProblem::Extra("9".to_owned()))
        );
        assert_eq!(warning("### SDX"), (7, 8, Field::Record, ArbiterChangeProblem::Missing));
    }
}
