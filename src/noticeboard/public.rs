//! What the noticeboard may show: the tournament cut down to its public
//! part, built by allow-list.
//!
//! Every page is a pure function of [`public_document`], never of the
//! arbiter's document, so nothing the pages could name leaks by accident:
//! rounds the arbiter has not published (their pairings, results, byes),
//! birth dates, sex, K-factors, requested byes, Baku group reasons, forbidden
//! pairs, the audit log and imported foreign TRF lines are simply not in it.
//! A field added to the model later stays private until someone copies it
//! here on purpose (`..Default::default()` below, not a clone).

use crate::model::{Player, Round, Tournament};
use std::collections::BTreeSet;

/// The public part of `t`: event data, settings (scoring, tie-breaks,
/// planned rounds: what the standings are computed with), the published
/// rounds, and only the players who appear in them, each with name, title,
/// rating, federation and FIDE ID. Before the first publication it has no
/// round and no player.
pub fn public_document(t: &Tournament) -> Tournament {
    let rounds: Vec<Round> = t.rounds.iter().filter(|r| r.published).map(public_round).collect();
    let appearing: BTreeSet<u32> = rounds
        .iter()
        .flat_map(|r| r.games.iter().flat_map(|g| [g.white, g.black]).chain(r.byes.iter().map(|b| b.player)))
        .collect();
    let players = t.players.iter().filter(|p| appearing.contains(&p.tpn)).map(public_player).collect();
    Tournament {
        version: t.version,
        event: t.event.clone(),
        settings: t.settings.clone(),
        players,
        rounds,
        teams: t.teams.clone(),
        ..Tournament::default()
    }
}

fn public_round(r: &Round) -> Round {
    // The arbiter's marks stay (the printed pairings show them too), and a
    // team event's matches, line-ups and team byes are on its pairing
    // sheets too (issue 30).
    Round {
        number: r.number,
        games: r.games.clone(),
        byes: r.byes.clone(),
        matches: r.matches.clone(),
        lineups: r.lineups.clone(),
        team_byes: r.team_byes.clone(),
        published: true,
        bye_by_arbiter: r.bye_by_arbiter,
    }
}

/// A player as the rating list shows them: the data players already see on
/// a pairing sheet.
fn public_player(p: &Player) -> Player {
    Player {
        tpn: p.tpn,
        name: p.name.clone(),
        title: p.title,
        rating: p.rating,
        federation: p.federation.clone(),
        fide_id: p.fide_id,
        ..Player::default()
    }
}

/// The last published round (0: none).
pub fn last_published_round(t: &Tournament) -> u32 {
    t.rounds.iter().filter(|r| r.published).map(|r| r.number).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ByeKind, ByeRequest, Game, GameResult, RoundBye};

    fn event() -> Tournament {
        let mut t = Tournament::new("Open");
        for (tpn, name) in [(1, "Alpha, Ann"), (2, "Beta, Bo"), (3, "Gamma, Gil"), (4, "Late, Lee")] {
            let mut p = Player::new(tpn, name);
            p.birth_date = "1990/01/02".into();
            p.rating = Some(2000 + tpn);
            p.requested_byes.insert(3, ByeRequest::HalfPoint);
            t.players.push(p);
        }
        let mut r1 = Round::new(1);
        r1.games.push(Game::new(1, 2, GameResult::Draw));
        r1.byes.push(RoundBye { player: 3, kind: ByeKind::PairingAllocated });
        r1.published = true;
        let mut r2 = Round::new(2);
        r2.games.push(Game::new(3, 4, GameResult::Pending));
        t.rounds = vec![r1, r2];
        t
    }

    #[test]
    fn only_published_rounds_and_their_players_are_public() {
        let public = public_document(&event());
        assert_eq!(public.rounds.len(), 1, "round 2 is paired, not published");
        assert_eq!(public.rounds[0].number, 1);
        let tpns: Vec<u32> = public.players.iter().map(|p| p.tpn).collect();
        assert_eq!(tpns, [1, 2, 3], "player 4 appears only in the unpublished round");
        assert!(public.players.iter().all(|p| p.birth_date.is_empty() && p.requested_byes.is_empty()));
        assert_eq!(public.players[0].rating, Some(2001));
        assert!(public.audit.is_empty());
    }

    #[test]
    fn before_the_first_publication_nothing_but_the_event() {
        let mut t = event();
        t.rounds[0].published = false;
        let public = public_document(&t);
        assert!(public.rounds.is_empty() && public.players.is_empty());
        assert_eq!(public.event.name, "Open");
        assert_eq!(last_published_round(&t), 0);
    }
}
