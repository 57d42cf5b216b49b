//! Commands on the field: entries, pairing numbers, edits, withdrawals,
//! bye requests, forbidden pairs and rating-list updates.

use super::{CommandError, describe, log, pairing_numbers_frozen, ratings_frozen, roundrobin};
use crate::model::{
    AuditAction, AuditEntry, ByeRequest, ForbiddenPair, MAX_PAIRING_NUMBER, MAX_RATING, Player, PlayerStatus,
    Tournament,
};
use crate::ratings::register::RatingUpdate;

/// C.04.2 2.2: rating (descending), FIDE title (GM, IM, WGM, FM, WIM, CM,
/// WFM, WCM, none), then name.
pub(super) fn initial_ranking_key(p: &Player) -> (std::cmp::Reverse<u32>, u8, String) {
    let title = p.title.map(|t| t as u8).unwrap_or(u8::MAX);
    (std::cmp::Reverse(p.rating.unwrap_or(0)), title, p.name.to_lowercase())
}

/// Refuses what the FIDE rating report could not carry: a rating of more
/// than four digits, or a pairing number past [`MAX_PAIRING_NUMBER`]. Both
/// would be cut when the TRF is written, and the file read back would say
/// something else than the desk (a lost rating, a player who is not there).
fn refuse_what_the_report_cannot_hold(player: &Player) -> Result<(), CommandError> {
    if let Some(rating) = player.rating.filter(|r| *r > MAX_RATING) {
        return Err(CommandError::RatingTooHigh { rating });
    }
    if player.tpn > MAX_PAIRING_NUMBER {
        return Err(CommandError::TooManyPlayers { asked: u64::from(player.tpn) });
    }
    Ok(())
}

/// [`super::Command::AddPlayer`].
pub(super) fn add_player(t: &mut Tournament, mut player: Player, actor: &str) -> Result<(), CommandError> {
    roundrobin::refuse_late_entry(t)?;
    if player.tpn == 0 || t.player(player.tpn).is_some() {
        player.tpn = t.next_free_tpn();
    }
    refuse_what_the_report_cannot_hold(&player)?;
    let after = describe::player_entry(&player);
    t.players.push(player);
    t.players.sort_by_key(|p| p.tpn);
    log(t, actor, AuditAction::AddPlayer, None, String::new(), after);
    Ok(())
}

/// [`super::Command::AddLateEntry`] (C.04.2 2.4).
pub(super) fn add_late_entry(
    t: &mut Tournament,
    mut player: Player,
    actor: &str,
) -> Result<(), CommandError> {
    roundrobin::refuse_late_entry(t)?;
    // Everyone after the newcomer moves up one number: the last must still fit.
    let last = t.players.iter().map(|p| p.tpn).max().unwrap_or(0) + 1;
    refuse_what_the_report_cannot_hold(&Player { tpn: last, ..player.clone() })?;
    // Place in the initial ranking: after every player ranked above.
    let key = initial_ranking_key(&player);
    let place = t.players.iter().filter(|p| initial_ranking_key(p) <= key).count() as u32 + 1;
    let mut map = std::collections::HashMap::new();
    for p in &t.players {
        map.insert(p.tpn, if p.tpn >= place { p.tpn + 1 } else { p.tpn });
    }
    let (moved_from, moved_to) = describe::renumbering(t, &map);
    t.renumber_players(&map);
    player.tpn = place;
    let after = describe::player_entry(&player);
    t.players.push(player);
    t.players.sort_by_key(|p| p.tpn);
    log(t, actor, AuditAction::AddPlayer, None, String::new(), after);
    if !moved_from.is_empty() {
        log(t, actor, AuditAction::RenumberPlayers, None, moved_from, moved_to);
    }
    Ok(())
}

/// [`super::Command::AssignPairingNumbers`] in a round robin: the initial ranking becomes the table numbers.
pub(super) fn assign_round_robin_numbers(t: &mut Tournament, actor: &str) -> Result<(), CommandError> {
    let mut ranked: Vec<&Player> = t.players.iter().collect();
    ranked.sort_by_key(|p| initial_ranking_key(p));
    let numbers: Vec<(u32, u32)> = ranked.iter().enumerate().map(|(i, p)| (p.tpn, i as u32 + 1)).collect();
    roundrobin::set_numbers(t, &numbers, actor)?;
    Ok(())
}

/// [`super::Command::AssignPairingNumbers`] (C.04.2 2.2–2.3).
pub(super) fn assign_pairing_numbers(t: &mut Tournament, actor: &str) -> Result<(), CommandError> {
    if let Some(frozen) = pairing_numbers_frozen(t) {
        return Err(frozen);
    }
    let mut ranked: Vec<&Player> = t.players.iter().collect();
    ranked.sort_by_key(|p| initial_ranking_key(p));
    let map: std::collections::HashMap<u32, u32> =
        ranked.iter().enumerate().map(|(i, p)| (p.tpn, i as u32 + 1)).collect();
    if map.iter().all(|(old, new)| old == new) {
        return Ok(());
    }
    let (before, after) = describe::renumbering(t, &map);
    t.renumber_players(&map);
    log(t, actor, AuditAction::RenumberPlayers, None, before, after);
    Ok(())
}

/// [`super::Command::EditPlayer`].
pub(super) fn edit_player(t: &mut Tournament, player: Player, actor: &str) -> Result<(), CommandError> {
    let tpn = player.tpn;
    let existing = t.player_mut(tpn).ok_or(CommandError::NoSuchPlayer { tpn })?;
    if *existing == player {
        return Ok(());
    }
    refuse_what_the_report_cannot_hold(&player)?;
    let (before, after) = describe::player_changes(existing, &player);
    *existing = player;
    log(t, actor, AuditAction::EditPlayer, None, before, after);
    Ok(())
}

/// [`super::Command::RemovePlayer`].
pub(super) fn remove_player(t: &mut Tournament, tpn: u32, actor: &str) -> Result<(), CommandError> {
    // Removing is only allowed before the player has any round entry;
    // later the arbiter withdraws instead (results must stay).
    let idx = t.players.iter().position(|p| p.tpn == tpn).ok_or(CommandError::NoSuchPlayer { tpn })?;
    if t.rounds.iter().any(|r| r.game_of(tpn).is_some() || r.bye_of(tpn).is_some()) {
        return Err(CommandError::TournamentStarted { tpn });
    }
    let removed = t.players.remove(idx);
    t.forbidden_pairs.iter_mut().for_each(|f| f.players.retain(|&p| p != tpn));
    t.forbidden_pairs.retain(|f| f.players.len() >= 2);
    log(t, actor, AuditAction::RemovePlayer, None, describe::player_entry(&removed), String::new());
    Ok(())
}

/// [`super::Command::Withdraw`].
pub(super) fn withdraw(
    t: &mut Tournament,
    tpn: u32,
    from_round: u32,
    reason: Option<String>,
    actor: &str,
) -> Result<(), CommandError> {
    let status = PlayerStatus::Withdrawn { from_round };
    let p = t.player(tpn).ok_or(CommandError::NoSuchPlayer { tpn })?;
    if p.status == status {
        return Ok(());
    }
    // The games already paired stand: a withdrawal takes effect
    // from a round the player is not paired in.
    if let Some(round) =
        t.rounds.iter().filter(|r| r.number >= from_round && r.game_of(tpn).is_some()).map(|r| r.number).max()
    {
        return Err(CommandError::WithdrawnWhilePaired { tpn, round });
    }
    if from_round == 0 {
        return Err(CommandError::NoSuchRound { round: from_round });
    }
    let before = describe::status(t, tpn, p.status);
    let after = describe::status(t, tpn, status);
    if let Some(p) = t.player_mut(tpn) {
        p.status = status;
    }
    let mut entry = AuditEntry::now(actor, AuditAction::WithdrawPlayer, Some(from_round), before, after);
    entry.reason = reason.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty());
    t.audit.push(entry);
    Ok(())
}

/// [`super::Command::RequestBye`].
pub(super) fn request_bye(
    t: &mut Tournament,
    tpn: u32,
    round: u32,
    bye: Option<ByeRequest>,
    actor: &str,
) -> Result<(), CommandError> {
    if t.round(round).is_some_and(|r| r.is_paired()) {
        return Err(CommandError::RoundAlreadyPaired { round });
    }
    let p = t.player(tpn).ok_or(CommandError::NoSuchPlayer { tpn })?;
    let old = p.requested_byes.get(&round).copied();
    if old == bye {
        return Ok(());
    }
    let before = describe::bye_request(t, tpn, round, old);
    let after = describe::bye_request(t, tpn, round, bye);
    if let Some(p) = t.player_mut(tpn) {
        match bye {
            Some(b) => p.requested_byes.insert(round, b),
            None => p.requested_byes.remove(&round),
        };
    }
    log(t, actor, AuditAction::RequestBye, Some(round), before, after);
    Ok(())
}

/// [`super::Command::ForbidPair`].
pub(super) fn forbid_pair(t: &mut Tournament, players: Vec<u32>, actor: &str) -> Result<(), CommandError> {
    for &tpn in &players {
        t.player(tpn).ok_or(CommandError::NoSuchPlayer { tpn })?;
    }
    let after = players.iter().map(|&tpn| describe::player(t, tpn)).collect::<Vec<_>>().join(" – ");
    t.forbidden_pairs.push(ForbiddenPair { players });
    log(t, actor, AuditAction::ForbidPair, None, String::new(), after);
    Ok(())
}

/// [`super::Command::AllowPair`].
pub(super) fn allow_pair(t: &mut Tournament, players: Vec<u32>, actor: &str) -> Result<(), CommandError> {
    let mut wanted = players.clone();
    wanted.sort_unstable();
    let described = wanted.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
    let index = t
        .forbidden_pairs
        .iter()
        .position(|f| {
            let mut these = f.players.clone();
            these.sort_unstable();
            these == wanted
        })
        .ok_or_else(|| CommandError::NotForbidden { players: described.clone() })?;
    t.forbidden_pairs.remove(index);
    let before = wanted.iter().map(|&tpn| describe::player(t, tpn)).collect::<Vec<_>>().join(" – ");
    log(t, actor, AuditAction::AllowPair, None, before, String::new());
    Ok(())
}

/// [`super::Command::UpdateRatings`].
pub(super) fn update_ratings(
    t: &mut Tournament,
    list: String,
    updates: Vec<RatingUpdate>,
    actor: &str,
) -> Result<(), CommandError> {
    if ratings_frozen(t) {
        return Err(CommandError::RatingsFrozen);
    }
    for u in &updates {
        t.player(u.tpn).ok_or(CommandError::NoSuchPlayer { tpn: u.tpn })?;
    }
    let (mut before, mut after) = (Vec::new(), Vec::new());
    for u in updates {
        if let Some(p) = t.player_mut(u.tpn) {
            let old = p.clone();
            (p.rating, p.k_factor, p.title) = (u.rating, u.k_factor, u.title);
            let (was, is) = describe::player_changes(&old, p);
            if !was.is_empty() || !is.is_empty() {
                before.push(was);
                after.push(is);
            }
        }
    }
    // As for every edit: a list that changes nobody is no change.
    if before.is_empty() {
        return Ok(());
    }
    let mut entry =
        AuditEntry::now(actor, AuditAction::UpdateRatings, None, before.join("\n"), after.join("\n"));
    entry.reason = Some(list);
    t.audit.push(entry);
    Ok(())
}
