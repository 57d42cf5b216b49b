//! Baku acceleration in TRF: which setting an imported table means, and the
//! arbiter's group for a player (`Command::SetBakuGroup`), which no FIDE
//! record can hold.
//!
//! # The arbiter's group: the `SDB` record (a Swissdesk extension)
//!
//! The acceleration table (`XXA` in TRF-16, `250` records in TRF-2026)
//! carries every virtual point, so another program pairs an exported event
//! exactly as Swissdesk does. What it cannot say is *why* a row differs from
//! the Baku table: a table of players 1–4 where C.04.7 1.2 gives group A
//! players 1–6 is the same text whether an arbiter moved players 5 and 6 to
//! group B before round 1 or another program used an acceleration of its
//! own. Guessing the first from the table alone would relabel other
//! programs' tables as Baku with made-up decisions, and the reason, which
//! the audit log needs, is not in the table at all. So Swissdesk writes
//! the decision itself, one record per moved player, in both dialects:
//!
//! ```text
//! SDB NNNN G RRR reason
//! ```
//!
//! columns 1–3 `SDB`, 5–8 the pairing number, 10 the group (`A` or `B`),
//! 12–14 the first round it holds for, 16 on the arbiter's reason. It
//! follows the TRF(x) convention for extension records (three letters, which
//! other readers ignore: trfx-extensions.md); `SDB` is no FIDE federation
//! code, so a TRF-2026 reader of national rating records finds no
//! federation by it. It is written only with the Baku setting, after the
//! table it explains.
//!
//! On import the records are believed only when the file's table is the
//! Baku table of the event with exactly these players moved: the rounds not
//! yet paired must hold the values the rule and the records give, the
//! rounds already paired (whose values stay as they were paired, floats are
//! judged on them) a group's value each. Then the setting is Baku again,
//! each player gets their group back, marked as read from the file (a
//! warning per player, which the import's audit entry keeps with the
//! reason). Otherwise the table stays the file's own (setting None, as for
//! any table that is not Baku's), and a warning says the records were not
//! used.

use super::columns::{Line, LineBuilder};
use super::error::{Field, Location, TrfError, TrfWarning};
use crate::model::{AccelerationMethod, BakuGroup, BakuGroupOverride, Points, Tournament};
use crate::pairing::baku::{self, BakuEdition};

/// The record tag of the arbiter's Baku group.
pub(super) const GROUP_RECORD: &str = "SDB";

/// An `SDB` record as read.
#[derive(Clone, Debug)]
pub(super) struct GroupRecord {
    pub tpn: u32,
    pub group: BakuGroup,
    pub from_round: u32,
    pub reason: String,
    pub at: Location,
}

/// Reads `SDB NNNN G RRR reason`.
pub(super) fn read_group_record(line: &Line) -> Result<GroupRecord, TrfError> {
    if line.len() < 14 {
        return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::BakuGroup });
    }
    for col in [4, 9, 11] {
        line.expect_blank(col, Field::BakuGroup)?;
    }
    let tpn = match line.number::<u32>(5, 8, Field::Tpn)? {
        Some(n) if n >= 1 => n,
        _ => return Err(line.bad_number(5, Field::Tpn, &line.trimmed(5, 8))),
    };
    let group = match line.char_at(10).to_ascii_uppercase() {
        'A' => BakuGroup::A,
        'B' => BakuGroup::B,
        other => return Err(line.bad_value(10, Field::BakuGroup, &other.to_string())),
    };
    let from_round = match line.number::<u32>(12, 14, Field::Round)? {
        Some(n) if n >= 1 => n,
        _ => return Err(line.bad_number(12, Field::Round, &line.trimmed(12, 14))),
    };
    let reason = if line.len() >= 16 { line.rest(16).trim().to_owned() } else { String::new() };
    Ok(GroupRecord { tpn, group, from_round, reason, at: line.at(5) })
}

/// The `SDB` records of `t`: one per player the arbiter placed, while the
/// tournament is set to Baku acceleration. `clean` makes the reason one
/// line of plain text, as the writer does for every text field.
pub(super) fn group_records(t: &Tournament, clean: impl Fn(&str) -> String) -> Vec<String> {
    if t.settings.acceleration != AccelerationMethod::Baku {
        return Vec::new();
    }
    t.players
        .iter()
        .filter_map(|p| p.baku_group.as_ref().map(|o| (p.tpn, o)))
        .map(|(tpn, o)| {
            let mut b = LineBuilder::new(GROUP_RECORD);
            b.right(8, &tpn.to_string());
            b.left(10, 1, o.group.letter());
            b.right(14, &o.from_round.to_string());
            let reason = clean(&o.reason);
            let reason = reason.trim();
            if !reason.is_empty() {
                b.left(16, reason.chars().count(), reason);
            }
            b.finish()
        })
        .collect()
}

/// The acceleration setting a file implies, and the arbiter's groups it
/// carries (see the module's comment). A `192` code ending in `_BAKU`
/// without acceleration records asks for Baku acceleration computed from
/// the event (C.04.7; the whole list of `001` records, as the corpus README
/// and `--baku` take it), which the tournament then pairs by. A table that
/// is exactly the Baku table of the event (an `XXA` or `250` table written
/// by Swissdesk or a Baku-aware program), with or without the code, is Baku
/// acceleration too: the app then shows the groups and lets the arbiter
/// place a player. So is one that differs from it by the players the `SDB`
/// records name. Any other table stays the file's own, setting None: the
/// `250` records take precedence over the `192` code (trf2026.md), and
/// recomputing would change the pairings the file asks for.
pub(super) fn settle(
    t: &mut Tournament,
    baku_from_192: bool,
    groups: &[GroupRecord],
    source: &str,
) -> Vec<TrfWarning> {
    let edition = BakuEdition::for_system(t.settings.pairing_system.as_str());
    let Ok(computed) = baku::accelerations(t, edition) else {
        return not_used(groups, source);
    };
    if t.accelerations.is_empty() && baku_from_192 {
        t.accelerations = computed;
        t.settings.acceleration = AccelerationMethod::Baku;
        return not_used(groups, source);
    }
    if t.accelerations.is_empty() {
        return not_used(groups, source);
    }
    if groups.is_empty() {
        if t.accelerations == computed {
            t.settings.acceleration = AccelerationMethod::Baku;
        }
        return Vec::new();
    }
    if !table_is_baku_with(t, edition, groups) {
        return not_used(groups, source);
    }
    t.settings.acceleration = AccelerationMethod::Baku;
    // C.04.7 1.3: once round 1 is paired the last member of group A by the
    // rule stays; the players moved do not move it (as the command keeps it).
    let mut order: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    order.sort_unstable();
    t.baku_last_of_group_a =
        (t.rounds_paired() > 0).then(|| baku::group_a(&order, None).last().copied()).flatten();
    let mut read = Vec::new();
    for g in groups {
        if let Some(p) = t.player_mut(g.tpn) {
            p.baku_group = Some(BakuGroupOverride {
                group: g.group,
                from_round: g.from_round,
                reason: g.reason.clone(),
            });
            read.push(TrfWarning::BakuGroupRead {
                file: source.to_owned(),
                tpn: g.tpn,
                name: p.name.clone(),
                group: g.group,
                from_round: g.from_round,
                reason: g.reason.clone(),
            });
        }
    }
    read
}

/// The `SDB` records were not used: one warning, at the first of them.
fn not_used(groups: &[GroupRecord], source: &str) -> Vec<TrfWarning> {
    groups
        .first()
        .map(|g| TrfWarning::BakuGroupsNotUsed {
            file: source.to_owned(),
            line: g.at.line,
            count: groups.len(),
        })
        .into_iter()
        .collect()
}

/// Whether `t`'s table is its Baku table (C.04.7 1.2, 1.4) with the players
/// of `groups` moved: each moved to the group the rule does not give them,
/// from an accelerated round on; the rounds not paired yet exactly so, the
/// rounds paired a group's value each.
fn table_is_baku_with(t: &Tournament, edition: BakuEdition, groups: &[GroupRecord]) -> bool {
    let Ok(values) = baku::virtual_points(edition, &t.settings.scoring, t.settings.rounds_planned) else {
        return false;
    };
    let (_, accelerated) = baku::accelerated_rounds(t.settings.rounds_planned);
    let mut order: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    order.sort_unstable();
    let group_a = baku::group_a(&order, None);
    let paired = t.rounds_paired() as usize;
    let mut moved = Vec::new();
    for g in groups {
        let by_rule = if group_a.contains(&g.tpn) { BakuGroup::A } else { BakuGroup::B };
        if g.group == by_rule || g.from_round > accelerated || moved.contains(&g.tpn) {
            return false;
        }
        moved.push(g.tpn);
    }
    if t.accelerations.iter().any(|a| t.player(a.player).is_none() || a.points.len() > values.len()) {
        return false;
    }
    order.iter().all(|&tpn| {
        let given =
            t.accelerations.iter().find(|a| a.player == tpn).map(|a| a.points.as_slice()).unwrap_or(&[]);
        let record = groups.iter().find(|g| g.tpn == tpn);
        values.iter().enumerate().all(|(index, &value)| {
            let round = index as u32 + 1;
            let got = given.get(index).copied().unwrap_or(Points::ZERO);
            if index < paired {
                return got == value || got == Points::ZERO;
            }
            let in_group_a = match record {
                Some(g) if round >= g.from_round => g.group == BakuGroup::A,
                _ => group_a.contains(&tpn),
            };
            got == if in_group_a { value } else { Points::ZERO }
        })
    })
}
