//! The arbiter's Baku group for a player ([`super::Command::SetBakuGroup`]).

use super::{CommandError, describe, first_open_round};
use crate::model::{AccelerationMethod, AuditAction, AuditEntry, BakuGroup, BakuGroupOverride, Tournament};
use crate::pairing::baku;

/// Places `tpn` in `group` from `round` (the next round to be paired) on.
/// Refused without a reason, without Baku acceleration, for a round
/// already paired or not next, and once the accelerated rounds are over
/// (C.04.7 1.4: no virtual points after round ⌈R/2⌉, so no group matters).
pub(super) fn set_group(
    t: &mut Tournament,
    tpn: u32,
    group: BakuGroup,
    round: u32,
    reason: &str,
    actor: &str,
) -> Result<(), CommandError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(CommandError::ReasonRequired);
    }
    let player = t.player(tpn).ok_or(CommandError::NoSuchPlayer { tpn })?;
    let old = player.baku_group.clone();
    if t.settings.acceleration != AccelerationMethod::Baku {
        return Err(CommandError::BakuNotSet);
    }
    let next = first_open_round(t);
    if round < next {
        return Err(CommandError::RoundAlreadyPaired { round });
    }
    let (_, last) = baku::accelerated_rounds(t.settings.rounds_planned);
    if round > last {
        return Err(CommandError::BakuRoundsOver { round, last });
    }
    if round != next {
        return Err(CommandError::BakuNotNextRound { round, next });
    }
    let now = baku::group_in(t, tpn, round);
    if now == group {
        return Ok(());
    }
    // The rule's own group takes the arbiter's choice back: the player is
    // then placed as everyone else is (also by 1.3 for later late entries).
    let by_rule =
        baku::group_by_rule(t, tpn, round, crate::pairing::baku_edition(&t.settings.pairing_system))?;
    let placed =
        (group != by_rule).then(|| BakuGroupOverride { group, from_round: round, reason: reason.to_owned() });
    if placed == old {
        return Ok(());
    }
    let before = describe::baku_group(t, tpn, now);
    let after = describe::baku_group(t, tpn, group);
    if let Some(p) = t.player_mut(tpn) {
        p.baku_group = placed;
    }
    let mut entry = AuditEntry::now(actor, AuditAction::SetBakuGroup, Some(round), before, after);
    entry.reason = Some(reason.to_owned());
    t.audit.push(entry);
    Ok(())
}
