//! Round robins by the FIDE Berger tables (C.05 Annex 1): the event format
//! beside the Swiss one (DESIGN.md "Formats: what an event is").
//!
//! A round robin is not a Swiss [`crate::pairing::PairingSystem`]: there
//! are no brackets, floats or colour preferences to weigh, and no results
//! matter. Its schedule is a pure function of the number of participants,
//! the drawn pairing numbers (the table numbers) and the event's
//! [`RoundRobin`] setting, so every round is known from the start. The
//! answer is given in the engines' terms ([`Pairing`]: boards in board
//! order, the free player of an odd number as the bye), so the desk, the
//! command line and the exports treat a round-robin round like any other.
//!
//! | module | what |
//! |---|---|
//! | [`berger`] | the Annex's tables, built for any even size |
//! | [`schedule`] | [`Schedule`]: cycles, the second cycle reversed, FIDE's exchange of the first cycle's last two rounds |
//! | [`lots`] | drawing of lots for the pairing numbers (seeded, reproducible), restricted by the Varma tables (C.05 Annex 2) |
//! | [`withdrawal`] | the FIDE rule for the results of a player who withdraws |
//! | [`explain`] | a round in words: cycle, table round, reversal, exchange, free player |

pub mod berger;
mod error;
pub mod explain;
pub mod lots;
pub mod schedule;
pub mod withdrawal;

pub use error::RoundRobinError;
pub use explain::slot_text;
pub use schedule::{MIN_PARTICIPANTS, Schedule, Slot};

use crate::model::{CycleOrder, Cycles, RoundRobin, Tournament};

/// The tie-breaks a new round robin starts with: direct encounter, wins,
/// Sonneborn-Berger, Koya (C.07 6, 7.1, 9.1, 9.2). No Buchholz: every
/// participant meets the same opponents, so it cannot split a tie.
pub const TIEBREAKS: [&str; 4] = ["DE", "WIN", "SB", "KS"];
use crate::pairing::{Pairing, recorded_pairing, same_pairing};

/// The participants' numbers (the table numbers), ascending: the players',
/// or in a team round robin the teams' (a team is the participant, C.04.6
/// 1.1, and its pairing number its table number; the recorded pairing of a
/// team event is its matches, the team with White on board 1 first).
pub fn participant_numbers(t: &Tournament) -> Vec<u32> {
    let mut numbers: Vec<u32> = if t.is_team_event() {
        t.teams.iter().map(|x| x.tpn).collect()
    } else {
        t.players.iter().map(|p| p.tpn).collect()
    };
    numbers.sort_unstable();
    numbers
}

/// The schedule of `t`'s participants under `format`, when their numbers
/// are 1 … n.
pub fn schedule_with(t: &Tournament, format: RoundRobin) -> Result<Schedule, RoundRobinError> {
    let numbers = participant_numbers(t);
    let count = u32::try_from(numbers.len()).unwrap_or(u32::MAX);
    if let Some(missing) = (1..=count).zip(&numbers).find(|(want, got)| want != *got).map(|(want, _)| want) {
        return Err(RoundRobinError::NumbersNotConsecutive { count, missing });
    }
    Schedule::new(count, format)
}

/// The schedule of a round-robin event.
pub fn schedule(t: &Tournament) -> Result<Schedule, RoundRobinError> {
    let format = t.settings.format.round_robin().ok_or(RoundRobinError::NotRoundRobin)?;
    schedule_with(t, format)
}

/// Round `round` of a round-robin event, as the table gives it.
pub fn pairing(t: &Tournament, round: u32) -> Result<Pairing, RoundRobinError> {
    let schedule = schedule(t)?;
    schedule.round(round).ok_or(RoundRobinError::NoSuchRound { round, rounds: schedule.total_rounds() })
}

/// The round a round robin pairs next: the one after the last paired round.
pub fn next_round(t: &Tournament, schedule: &Schedule) -> Result<u32, RoundRobinError> {
    let round = t.rounds_paired() + 1;
    if round > schedule.total_rounds() {
        return Err(RoundRobinError::AllRoundsPaired { rounds: schedule.total_rounds() });
    }
    Ok(round)
}

/// The readings of the Berger tables a file with `rounds` rounds could have
/// been paired by, the most likely first: single when `rounds` fits one
/// cycle, double (FIDE's order first) when it fits two.
fn candidate_formats(participants: u32, rounds: u32) -> Vec<RoundRobin> {
    let per_cycle = berger::table_size(participants).saturating_sub(1);
    let single = [RoundRobin::SINGLE, RoundRobin { cycles: Cycles::Single, order: CycleOrder::Berger }];
    let double = [RoundRobin::DOUBLE, RoundRobin { cycles: Cycles::Double, order: CycleOrder::Berger }];
    if rounds > per_cycle { double.to_vec() } else { single.to_vec() }
}

/// The round-robin setting of an event that does not name one (a TRF
/// without a `192` round-robin code, read with `--berger`): single or
/// double by its number of rounds, and of the two orders of a double round
/// robin the one its recorded rounds were paired by (FIDE's when both fit,
/// i.e. before round N − 2). `None` when the recorded rounds fit neither.
pub fn infer_format(t: &Tournament) -> Result<RoundRobin, RoundRobinError> {
    if let Some(format) = t.settings.format.round_robin() {
        return Ok(format);
    }
    let count = u32::try_from(participant_numbers(t).len()).unwrap_or(u32::MAX);
    let rounds = t.settings.rounds_planned.max(t.rounds_paired());
    let mut first_error = None;
    for format in candidate_formats(count, rounds) {
        let schedule = schedule_with(t, format)?;
        match first_difference(t, &schedule) {
            None => return Ok(format),
            Some(round) => {
                first_error.get_or_insert(RoundRobinError::NotTheTable { round });
            }
        }
    }
    Err(first_error.unwrap_or(RoundRobinError::NotTheTable { round: 1 }))
}

/// The first paired round of `t` whose pairs, colours or free player differ
/// from `schedule` (board order aside).
pub fn first_difference(t: &Tournament, schedule: &Schedule) -> Option<u32> {
    (1..=t.rounds_paired()).find(|&round| match schedule.round(round) {
        Some(expected) => !same_pairing(&expected, &recorded_pairing(t, round)),
        None => true,
    })
}

/// The event as a round robin: its own setting, or the one its rounds
/// were paired by ([`infer_format`]), so that `--berger` pairs a file that
/// does not say it is a round robin.
pub fn as_round_robin(t: &Tournament) -> Result<Tournament, RoundRobinError> {
    let format = infer_format(t)?;
    let mut t = t.clone();
    t.settings.format = crate::model::EventFormat::RoundRobin(format);
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EventFormat, Game, GameResult, Player, Round, RoundBye};

    fn event(n: u32, format: EventFormat) -> Tournament {
        let mut t = Tournament::new("RR");
        for tpn in 1..=n {
            t.players.push(Player::new(tpn, format!("Player {tpn}")));
        }
        t.settings.format = format;
        t
    }

    fn record(t: &mut Tournament, round: u32, pairing: &Pairing) {
        let mut r = Round::new(round);
        r.games = pairing.boards.iter().map(|b| Game::new(b.white, b.black, GameResult::Draw)).collect();
        if let Some(bye) = pairing.bye {
            r.byes.push(RoundBye { player: bye, kind: crate::model::ByeKind::PairingAllocated });
        }
        t.rounds.push(r);
    }

    #[test]
    fn numbers_must_be_the_table_numbers() {
        let mut t = event(5, EventFormat::RoundRobin(RoundRobin::SINGLE));
        t.players[2].tpn = 7;
        assert_eq!(schedule(&t), Err(RoundRobinError::NumbersNotConsecutive { count: 5, missing: 3 }));
        let swiss = event(5, EventFormat::Swiss);
        assert_eq!(schedule(&swiss), Err(RoundRobinError::NotRoundRobin));
    }

    /// A six-player file of 10 rounds paired in the plain Berger order: its
    /// rounds 4 and 5 (table rounds 4 and 5, not 5 and 4) tell the order.
    #[test]
    fn the_order_of_a_double_round_robin_is_read_from_its_rounds() {
        let mut t = event(6, EventFormat::Swiss);
        t.settings.rounds_planned = 10;
        let plain = Schedule::new(6, RoundRobin { cycles: Cycles::Double, order: CycleOrder::Berger })
            .unwrap_or_else(|e| panic!("{e}"));
        for r in 1..=3 {
            record(&mut t, r, &plain.round(r).unwrap_or_default());
        }
        // Rounds 1–3 fit both orders: FIDE's is taken.
        assert_eq!(infer_format(&t), Ok(RoundRobin::DOUBLE));
        record(&mut t, 4, &plain.round(4).unwrap_or_default());
        assert_eq!(infer_format(&t), Ok(RoundRobin { cycles: Cycles::Double, order: CycleOrder::Berger }));
        // A round from elsewhere fits neither.
        t.rounds[1].games.swap(0, 1);
        let (a, b) = (t.rounds[1].games[0].white, t.rounds[1].games[0].black);
        t.rounds[1].games[0].white = b;
        t.rounds[1].games[0].black = a;
        assert_eq!(infer_format(&t), Err(RoundRobinError::NotTheTable { round: 2 }));
    }

    #[test]
    fn the_next_round_follows_the_last_paired_one() {
        let mut t = event(4, EventFormat::RoundRobin(RoundRobin::SINGLE));
        let s = schedule(&t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(next_round(&t, &s), Ok(1));
        for r in 1..=3 {
            let p = pairing(&t, r).unwrap_or_default();
            record(&mut t, r, &p);
        }
        assert_eq!(next_round(&t, &s), Err(RoundRobinError::AllRoundsPaired { rounds: 3 }));
    }
}
