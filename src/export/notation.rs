//! How results, cross-table cells and short scores are written: one set of
//! rules for the app's screens and the printouts.
//!
//! The two media differ on purpose, and only where paper and a screen are
//! read differently: on screen a pending game shows `…` (waiting for a
//! result), on paper it is blank so the arbiter can write the result in; a
//! printed result is spaced out (`1 - 0`) and keeps the TRF codes of games
//! under one move (`W - L`), while the screen packs it (`1-0`, `1-0 u`) to
//! fit a button; a printed cross table marks a lost forfeit with a minus
//! sign (`−`), which a hyphen next to the colour letter would not read as.

use crate::model::{Colour, GameResult, Points, RoundEntry, Side, Tournament};

/// The mark of a board paired by the arbiter, a bye given by hand and a
/// result corrected after publication: on screen and on every printout of
/// the round ("changed by the arbiter", DESIGN "Records and privacy").
pub const CHANGED_MARK: char = '✎';

/// The letter of a colour in a cross-table cell, in the reader's language
/// (`w`/`b`; `w`/`s` in German, `b`/`n` in French and Spanish, `б`/`ч` in
/// Russian).
pub fn colour_letter(colour: Colour) -> String {
    match colour {
        Colour::White => crate::tr!("notation-white-letter"),
        Colour::Black => crate::tr!("notation-black-letter"),
    }
}

/// Where the text is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Medium {
    /// The app's screens.
    Screen,
    /// The PDF printouts.
    Paper,
}

/// A board's result: `1-0`, `½-½`, `+/-` (forfeits), `1-0 u` (a game under
/// one move, not rated) on screen; `1 - 0`, `½ - ½`, `+ - -`, `W - L` on
/// paper. Pending: `…` on screen, blank on paper.
pub fn result(result: GameResult, medium: Medium) -> String {
    if result.is_pending() {
        return pending(medium).to_owned();
    }
    let (white, black) = result.trf_codes();
    match medium {
        Medium::Paper => format!("{} - {}", half(white), half(black)),
        Medium::Screen => {
            let show = |code: char| match code {
                '=' | 'D' => "½".to_owned(),
                'W' => "1".to_owned(),
                'L' => "0".to_owned(),
                other => other.to_string(),
            };
            let separator = if result.is_forfeit() { "/" } else { "-" };
            let unrated = if matches!(white, 'W' | 'L' | 'D') { " u" } else { "" };
            format!("{}{separator}{}{unrated}", show(white), show(black))
        }
    }
}

/// One cross-table cell of player `tpn` in round `round`: opponent, colour
/// and result from the player's side (`7w 1`, `3b ½`), or the bye (`U 1` on
/// screen with its points, `U` on paper), or nothing when absent.
pub fn cross_cell(t: &Tournament, round: u32, tpn: u32, medium: Medium) -> String {
    match t.entry(round, tpn) {
        RoundEntry::Game { opponent, colour, result, side } => {
            let colour = colour_letter(colour);
            let (white, black) = result.trf_codes();
            let code = if side == Side::White { white } else { black };
            let symbol = match (code, medium) {
                (' ', medium) => pending(medium).to_owned(),
                ('-', Medium::Paper) => "−".to_owned(),
                (code, _) => half(code),
            };
            format!("{opponent}{colour} {symbol}").trim_end().to_owned()
        }
        RoundEntry::Bye(kind) => match medium {
            Medium::Screen => {
                format!("{} {}", kind.trf_code(), short_points(kind.points(&t.settings.scoring)))
            }
            Medium::Paper => kind.trf_code().to_string(),
        },
        RoundEntry::Absent => String::new(),
    }
}

/// One cell of a round robin's square cross table: `tpn`'s results against
/// `opponent` in the order played (`1`, `½ 0` in a double round robin, `+`
/// / `−` for forfeits), a pending game as `…` on screen and blank on paper.
pub fn square_cell(t: &Tournament, tpn: u32, opponent: u32, medium: Medium) -> String {
    let mut results = Vec::new();
    for round in &t.rounds {
        let Some(game) = round.game_of(tpn).filter(|g| g.involves(opponent) && tpn != opponent) else {
            continue;
        };
        let (white, black) = game.result.trf_codes();
        let code = if game.white == tpn { white } else { black };
        results.push(match (code, medium) {
            (' ', medium) => pending(medium).to_owned(),
            ('-', Medium::Paper) => "−".to_owned(),
            ('W', _) => "1".to_owned(),
            ('L', _) => "0".to_owned(),
            ('D', _) => "½".to_owned(),
            (code, _) => half(code),
        });
    }
    results.join(" ").trim().to_owned()
}

/// Points as on a cross table: `1`, `½`, `2½`, or with a decimal when the
/// scoring needs it.
pub fn short_points(points: Points) -> String {
    let tenths = points.tenths();
    match (tenths / 10, tenths % 10) {
        (whole, 0) => whole.to_string(),
        (0, 5) => "½".to_owned(),
        (whole, 5) if whole > 0 => format!("{whole}½"),
        _ => points.to_string(),
    }
}

/// A result not in yet.
fn pending(medium: Medium) -> &'static str {
    match medium {
        Medium::Screen => "…",
        Medium::Paper => "",
    }
}

/// A TRF result code as written, the draw as `½`.
fn half(code: char) -> String {
    if code == '=' { "½".to_owned() } else { code.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ByeKind, Game, Player, Round, RoundBye};

    #[test]
    fn results_on_screen_are_packed_and_mark_unrated_games() {
        assert_eq!(result(GameResult::Draw, Medium::Screen), "½-½");
        assert_eq!(result(GameResult::BlackWinsByForfeit, Medium::Screen), "-/+");
        assert_eq!(result(GameResult::WhiteWinsUnrated, Medium::Screen), "1-0 u");
        assert_eq!(result(GameResult::Pending, Medium::Screen), "…");
    }

    #[test]
    fn results_on_paper_are_spaced_and_blank_while_pending() {
        // The forms a printed pairing list has always used (see the PDF tests).
        let expected = [
            (GameResult::Pending, ""),
            (GameResult::WhiteWins, "1 - 0"),
            (GameResult::Draw, "½ - ½"),
            (GameResult::BlackWins, "0 - 1"),
            (GameResult::WhiteWinsByForfeit, "+ - -"),
            (GameResult::BlackWinsByForfeit, "- - +"),
            (GameResult::DoubleForfeit, "- - -"),
            (GameResult::WhiteWinsUnrated, "W - L"),
            (GameResult::DrawUnrated, "D - D"),
            (GameResult::BlackWinsUnrated, "L - W"),
        ];
        assert_eq!(expected.len(), GameResult::ALL.len());
        for (r, text) in expected {
            assert_eq!(result(r, Medium::Paper), text, "{r:?}");
        }
    }

    #[test]
    fn cells_show_opponent_colour_and_result_from_the_players_side() {
        let mut t = Tournament::new("T");
        for i in 1..=5 {
            t.players.push(Player::new(i, format!("P{i}")));
        }
        let mut r = Round::new(1);
        r.games.push(Game::new(2, 1, GameResult::Draw));
        r.games.push(Game::new(4, 5, GameResult::WhiteWinsByForfeit));
        r.byes.push(RoundBye { player: 3, kind: ByeKind::PairingAllocated });
        t.rounds.push(r);
        let mut r = Round::new(2);
        r.games.push(Game::new(1, 2, GameResult::Pending));
        t.rounds.push(r);
        assert_eq!(cross_cell(&t, 1, 1, Medium::Screen), "2b ½");
        assert_eq!(cross_cell(&t, 1, 2, Medium::Screen), "1w ½");
        assert_eq!(cross_cell(&t, 1, 3, Medium::Screen), "U 1");
        assert_eq!(cross_cell(&t, 1, 3, Medium::Paper), "U");
        assert_eq!(cross_cell(&t, 1, 5, Medium::Screen), "4b -");
        assert_eq!(cross_cell(&t, 1, 5, Medium::Paper), "4b −");
        assert_eq!(cross_cell(&t, 2, 1, Medium::Screen), "2w …");
        assert_eq!(cross_cell(&t, 2, 1, Medium::Paper), "2w");
        assert_eq!(cross_cell(&t, 2, 3, Medium::Paper), "");
        assert_eq!(
            (short_points(Points(25)), short_points(Points(5)), short_points(Points(-5))),
            ("2½".into(), "½".into(), "-0.5".into())
        );
    }
}
