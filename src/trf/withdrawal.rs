//! Withdrawn players: the `SDW` record (a Swissdesk extension).
//!
//! ```text
//! SDW NNNN RRR
//! ```
//!
//! columns 1–3 `SDW`, 5–8 the pairing number, 10–12 the first round the
//! player is no longer paired in ([`PlayerStatus::Withdrawn`]). TRF has no
//! record for a withdrawal: a withdrawn player's rounds are zero-point byes
//! (`0000 - Z`), the same as an absence, and the round about to be paired
//! announces it only while the event has one left. Without this record a
//! file read again lost the withdrawal, so `swissdesk pair` on a complete
//! event (every file `swissdesk generate` writes) paired withdrawn players
//! again and warned that they had not played for rounds. Other readers skip
//! the record (trfx-extensions.md: unknown records are ignored).
//!
//! A record that does not read, or names a player the file does not have,
//! fails the import with the line and field — unlike a `### SDX` line, which
//! only warns (`super::arbiter_changes`). An `SDX` line is a comment about
//! what happened; an `SDW` record decides who is paired next, and reading
//! on without it would pair a player who has left.

use super::columns::Line;
use super::error::{Field, Location, TrfError};
use crate::model::{PlayerStatus, Tournament};

/// The record's tag.
pub(super) const WITHDRAWAL_RECORD: &str = "SDW";

/// An `SDW` record as read: who, from which round, where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Withdrawal {
    pub tpn: u32,
    pub from_round: u32,
    pub at: Location,
}

/// Reads `SDW NNNN RRR`.
pub(super) fn read(line: &Line) -> Result<Withdrawal, TrfError> {
    let number = |from: usize, to: usize| -> Result<u32, TrfError> {
        match line.number::<u32>(from, to, Field::Withdrawal)? {
            Some(n) if n >= 1 => Ok(n),
            Some(n) => Err(line.bad_value(from, Field::Withdrawal, &n.to_string())),
            None => Err(line.bad_number(from, Field::Withdrawal, "")),
        }
    };
    let tpn = number(5, 8)?;
    let from_round = number(10, 12)?;
    let rest = line.rest(13);
    if !rest.trim().is_empty() {
        return Err(line.bad_value(13, Field::Withdrawal, rest.trim()));
    }
    Ok(Withdrawal { tpn, from_round, at: line.at(5) })
}

/// Puts the withdrawals on the players; a record naming a player the file
/// does not have is an error naming its line.
pub(super) fn apply(t: &mut Tournament, withdrawals: &[Withdrawal]) -> Result<(), TrfError> {
    for w in withdrawals {
        let Some(player) = t.player_mut(w.tpn) else {
            return Err(TrfError::UnknownPlayer { at: w.at.clone(), field: Field::Withdrawal, tpn: w.tpn });
        };
        player.status = PlayerStatus::Withdrawn { from_round: w.from_round };
    }
    Ok(())
}

/// One `SDW` record per withdrawn player, in pairing-number order.
pub(super) fn lines(t: &Tournament) -> Vec<String> {
    t.players
        .iter()
        .filter_map(|p| match p.status {
            PlayerStatus::Withdrawn { from_round } => {
                Some(format!("{WITHDRAWAL_RECORD} {:4} {:3}", p.tpn, from_round.min(999)))
            }
            PlayerStatus::Active => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_record_reads_as_written_and_names_a_bad_field() {
        let read_text = |text: &str| read(&Line::new("f.trf", 4, text));
        assert_eq!(read_text("SDW   12   3").map(|w| (w.tpn, w.from_round)).ok(), Some((12, 3)));
        let column = |text: &str| match read_text(text) {
            Err(TrfError::BadNumber { at, field, .. } | TrfError::BadValue { at, field, .. }) => {
                (at.line, at.column, field)
            }
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(column("SDW   1x   3"), (4, 5, Field::Withdrawal));
        assert_eq!(column("SDW   12"), (4, 10, Field::Withdrawal));
        assert_eq!(column("SDW   12   0"), (4, 10, Field::Withdrawal));
        assert_eq!(column("SDW   12   3 x"), (4, 13, Field::Withdrawal));
    }
}
