//! A player who withdraws from a round robin.
//!
//! FIDE Tournament Rules (Handbook C.06, as amended to 2011), chapter V
//! "The conduct of the players", article 4:
//!
//! * (a) a player who leaves having completed **less than 50 %** of their
//!   games keeps their score in the tournament table (for rating and the
//!   record), but the points scored by them or against them **are not
//!   counted in the final standings**; their unplayed games are marked `-`,
//!   their opponents' `+` (both `-` when neither is present);
//! * (b) a player who completed **at least 50 %** keeps their score in the
//!   table and **it counts** in the final standings; the unplayed games are
//!   marked as above.
//!
//! "Completed" games are games played over the board; the player's games are
//! those the schedule gives them (n − 1 per cycle). docs/round-robin.md
//! quotes the source.

use super::Schedule;
use crate::model::{PlayerStatus, Tournament};

/// What the rule does with a withdrawn player's results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Withdrawal {
    /// Fewer than half the games completed: the player's games are left out
    /// of everybody's standings (C.06 V.4 a).
    NotCounted { completed: u32, scheduled: u32 },
    /// At least half completed: the results stand (C.06 V.4 b).
    Counted { completed: u32, scheduled: u32 },
}

/// Games of `tpn` played over the board with a result.
fn completed_games(t: &Tournament, tpn: u32) -> u32 {
    let count = t
        .rounds
        .iter()
        .filter_map(|r| r.game_of(tpn))
        .filter(|g| g.result.is_played() && !g.result.is_pending())
        .count();
    u32::try_from(count).unwrap_or(u32::MAX)
}

/// The rule's verdict for `tpn`, or `None` when the player has not withdrawn.
pub fn withdrawal(t: &Tournament, schedule: &Schedule, tpn: u32) -> Option<Withdrawal> {
    let player = t.player(tpn)?;
    if !matches!(player.status, PlayerStatus::Withdrawn { .. }) {
        return None;
    }
    let scheduled = (schedule.participants() - 1) * schedule.format().cycle_count();
    let completed = completed_games(t, tpn);
    // "less than 50% of his games": completed / scheduled < 1/2.
    Some(if completed * 2 < scheduled {
        Withdrawal::NotCounted { completed, scheduled }
    } else {
        Withdrawal::Counted { completed, scheduled }
    })
}

/// The players whose results the final standings leave out (V.4 a).
pub fn not_counted(t: &Tournament) -> Vec<u32> {
    let Ok(schedule) = super::schedule(t) else {
        return Vec::new();
    };
    t.players
        .iter()
        .filter(|p| matches!(withdrawal(t, &schedule, p.tpn), Some(Withdrawal::NotCounted { .. })))
        .map(|p| p.tpn)
        .collect()
}

/// The event as its standings count it: without the players of
/// [`not_counted`] and every game they were paired in. Their opponents' rounds
/// against them become rounds without a game. The tournament itself (cross
/// table, rating report) keeps everything.
pub fn as_counted(t: &Tournament) -> Tournament {
    let left_out = not_counted(t);
    if left_out.is_empty() {
        return t.clone();
    }
    let mut counted = t.clone();
    counted.players.retain(|p| !left_out.contains(&p.tpn));
    for round in &mut counted.rounds {
        round.games.retain(|g| !left_out.contains(&g.white) && !left_out.contains(&g.black));
        round.byes.retain(|b| !left_out.contains(&b.player));
    }
    counted
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EventFormat, Game, GameResult, Player, Round, RoundRobin};

    /// Five players (four games each), player 5 withdraws.
    fn event(rounds_played: u32) -> Tournament {
        let mut t = Tournament::new("RR");
        for tpn in 1..=5 {
            t.players.push(Player::new(tpn, format!("P{tpn}")));
        }
        t.settings.format = EventFormat::RoundRobin(RoundRobin::SINGLE);
        let schedule = super::super::schedule(&t).unwrap_or_else(|e| panic!("{e}"));
        for r in 1..=rounds_played {
            let pairing = schedule.round(r).unwrap_or_default();
            let mut round = Round::new(r);
            round.games =
                pairing.boards.iter().map(|b| Game::new(b.white, b.black, GameResult::WhiteWins)).collect();
            t.rounds.push(round);
        }
        t.players[4].status = PlayerStatus::Withdrawn { from_round: rounds_played + 1 };
        t
    }

    /// Table 5/6: player 5 meets 2 (Rd 1 "2-5"), 3 (Rd 2 "5-3"), is free in
    /// Rd 4 ("6-5"), meets 4 in Rd 3 ("4-5"). After two rounds 5 completed
    /// two of four games: 50 %, the results count. After one round, one of
    /// four: 25 %, they are left out.
    #[test]
    fn half_the_games_is_the_line() {
        let t = event(2);
        let s = super::super::schedule(&t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(withdrawal(&t, &s, 5), Some(Withdrawal::Counted { completed: 2, scheduled: 4 }));
        assert!(not_counted(&t).is_empty());
        assert_eq!(withdrawal(&t, &s, 1), None);

        let t = event(1);
        assert_eq!(withdrawal(&t, &s, 5), Some(Withdrawal::NotCounted { completed: 1, scheduled: 4 }));
        assert_eq!(not_counted(&t), vec![5]);
        let counted = as_counted(&t);
        assert!(counted.player(5).is_none());
        // Player 2 lost to 5 ("2-5", White wins: 2 won): that point goes.
        assert_eq!(t.points(2).0, 10);
        assert_eq!(counted.points(2).0, 0);
    }
}
