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
//! After a late entry (C.04.7 1.3: the last member of group A stays) group
//! A may no longer be the first 2·⌈N/4⌉ of the field, so the record
//! `SDA NNNN` (columns 5–8) names that last member, written once round 1 is
//! paired and only when it is not the 2·⌈N/4⌉-th.
//!
//! On import the records are believed only when the file's table is the
//! Baku table of the event (group A down to the `SDA` player, if any) with
//! exactly these players moved: the rounds not yet paired must hold the
//! values the rule and the records give, the rounds already paired (whose
//! values stay as they were paired, floats are judged on them) a group's
//! value each. Then the setting is Baku again,
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
/// The record tag of the last member of group A (C.04.7 1.3).
pub(super) const LAST_OF_GROUP_A_RECORD: &str = "SDA";

/// The Baku records of a file as read (see the module's comment).
#[derive(Clone, Debug, Default)]
pub(super) struct BakuRecords {
    groups: Vec<GroupRecord>,
    last_of_group_a: Option<(u32, Location)>,
}

impl BakuRecords {
    /// Whether `tag` is one of Swissdesk's Baku records.
    pub(super) fn is_record(tag: &str) -> bool {
        tag == GROUP_RECORD || tag == LAST_OF_GROUP_A_RECORD
    }

    /// Reads one record (`tag` is one of [`Self::is_record`]'s); a player
    /// named twice is an error naming both lines.
    pub(super) fn read(&mut self, tag: &str, line: &Line) -> Result<(), TrfError> {
        if tag == LAST_OF_GROUP_A_RECORD {
            if line.len() < 8 {
                return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::BakuGroup });
            }
            let tpn = required_tpn(line)?;
            if let Some((_, first)) = &self.last_of_group_a {
                return Err(TrfError::DuplicateTpn {
                    at: line.at(5),
                    field: Field::BakuGroup,
                    tpn,
                    first_line: first.line,
                });
            }
            self.last_of_group_a = Some((tpn, line.at(5)));
            return Ok(());
        }
        let record = read_group_record(line)?;
        if let Some(first) = self.groups.iter().find(|g| g.tpn == record.tpn) {
            return Err(TrfError::DuplicateTpn {
                at: record.at,
                field: Field::BakuGroup,
                tpn: record.tpn,
                first_line: first.at.line,
            });
        }
        self.groups.push(record);
        Ok(())
    }

    /// Every player the records name is in the file.
    pub(super) fn check_players(&self, known: impl Fn(u32) -> bool) -> Result<(), TrfError> {
        let anchor = self.last_of_group_a.iter().map(|(tpn, at)| (*tpn, at));
        for (tpn, at) in self.groups.iter().map(|g| (g.tpn, &g.at)).chain(anchor) {
            if !known(tpn) {
                return Err(TrfError::UnknownPlayer { at: at.clone(), field: Field::BakuGroup, tpn });
            }
        }
        Ok(())
    }

    fn is_empty(&self) -> bool {
        self.groups.is_empty() && self.last_of_group_a.is_none()
    }

    /// The player `SDA` names.
    fn anchor(&self) -> Option<u32> {
        self.last_of_group_a.as_ref().map(|(tpn, _)| *tpn)
    }
}

/// A pairing number in columns 5–8: required, 1 to 9999.
fn required_tpn(line: &Line) -> Result<u32, TrfError> {
    match line.number::<u32>(5, 8, Field::Tpn)? {
        Some(n) if n >= 1 => Ok(n),
        _ => Err(line.bad_number(5, Field::Tpn, &line.trimmed(5, 8))),
    }
}

/// An `SDB` record as read.
#[derive(Clone, Debug)]
struct GroupRecord {
    tpn: u32,
    group: BakuGroup,
    from_round: u32,
    reason: String,
    at: Location,
}

/// Reads `SDB NNNN G RRR reason`.
fn read_group_record(line: &Line) -> Result<GroupRecord, TrfError> {
    if line.len() < 14 {
        return Err(TrfError::Truncated { at: line.at(line.len() + 1), field: Field::BakuGroup });
    }
    for col in [4, 9, 11] {
        line.expect_blank(col, Field::BakuGroup)?;
    }
    let tpn = required_tpn(line)?;
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

/// The Baku records of `t`, while it is set to Baku acceleration: `SDA`
/// when 1.3 keeps a last member of group A other than the 2·⌈N/4⌉-th, then
/// one `SDB` per player the arbiter placed. `clean` makes the reason one
/// line of plain text, as the writer does for every text field.
pub(super) fn records(t: &Tournament, clean: impl Fn(&str) -> String) -> Vec<String> {
    if t.settings.acceleration != AccelerationMethod::Baku {
        return Vec::new();
    }
    let mut order: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    order.sort_unstable();
    let last = baku::last_of_group_a_by_rule(t).filter(|_| t.rounds_paired() > 0);
    let anchor = last.filter(|&last| baku::group_a(&order, None).last() != Some(&last)).map(|last| {
        let mut b = LineBuilder::new(LAST_OF_GROUP_A_RECORD);
        b.right(8, &last.to_string());
        b.finish()
    });
    let groups =
        t.players.iter().filter_map(|p| p.baku_group.as_ref().map(|o| (p.tpn, o))).map(|(tpn, o)| {
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
        });
    anchor.into_iter().chain(groups).collect()
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
    records: &BakuRecords,
    source: &str,
) -> Vec<TrfWarning> {
    let edition = crate::pairing::baku_edition(&t.settings.pairing_system);
    let Ok(computed) = baku::accelerations(t, edition) else {
        return not_used(records, source);
    };
    if t.accelerations.is_empty() && baku_from_192 {
        t.accelerations = computed;
        t.settings.acceleration = AccelerationMethod::Baku;
        return not_used(records, source);
    }
    if t.accelerations.is_empty() {
        return not_used(records, source);
    }
    if records.is_empty() {
        if t.accelerations == computed {
            t.settings.acceleration = AccelerationMethod::Baku;
        }
        return Vec::new();
    }
    // SDA is written only once round 1 is paired (1.3).
    if (records.anchor().is_some() && t.rounds_paired() == 0) || !table_is_baku_with(t, edition, records) {
        return not_used(records, source);
    }
    t.settings.acceleration = AccelerationMethod::Baku;
    // C.04.7 1.3: once round 1 is paired the last member of group A by the
    // rule stays (the SDA player, else the 2·⌈N/4⌉-th); the players moved
    // do not move it (as the command keeps it).
    let mut order: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    order.sort_unstable();
    t.baku_last_of_group_a =
        (t.rounds_paired() > 0).then(|| baku::group_a(&order, records.anchor()).last().copied()).flatten();
    let mut read = Vec::new();
    for g in &records.groups {
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

/// The Baku records were not used: one warning, at the first of them.
fn not_used(records: &BakuRecords, source: &str) -> Vec<TrfWarning> {
    let anchor = records.last_of_group_a.iter().map(|(_, at)| at.line);
    let first = records.groups.iter().map(|g| g.at.line).chain(anchor).min();
    let count = records.groups.len() + usize::from(records.last_of_group_a.is_some());
    first
        .map(|line| TrfWarning::BakuGroupsNotUsed { file: source.to_owned(), line, count })
        .into_iter()
        .collect()
}

/// Whether `t`'s table is its Baku table (C.04.7 1.2–1.4, group A down to
/// the `SDA` player if given) with the players of the `SDB` records moved:
/// each to the group the rule does not give them, from an accelerated round
/// on; the rounds not paired yet exactly so, the rounds paired a group's
/// value each (a late entry has none in the rounds before it came).
fn table_is_baku_with(t: &Tournament, edition: BakuEdition, records: &BakuRecords) -> bool {
    let groups = &records.groups;
    let Ok(values) = baku::virtual_points(edition, &t.settings.scoring, t.settings.rounds_planned) else {
        return false;
    };
    let (_, accelerated) = baku::accelerated_rounds(t.settings.rounds_planned);
    let mut order: Vec<u32> = t.players.iter().map(|p| p.tpn).collect();
    order.sort_unstable();
    let group_a = baku::group_a(&order, records.anchor());
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
