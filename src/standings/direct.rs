//! Direct Encounter (C.07 Art. 6) for Swiss events.

use super::record::Records;
use std::collections::HashMap;

/// DE for every participant: within each group of participants tied so far
/// (`groups`, each in the current order), the position decided by the games
/// among them (1 best); 0 for everyone in a group DE does not separate at all.
pub fn direct_encounter(records: &Records, groups: &[Vec<u32>]) -> HashMap<u32, i64> {
    let mut values = HashMap::new();
    for group in groups {
        let mut position: HashMap<u32, usize> = group.iter().map(|&tpn| (tpn, 0)).collect();
        if group.len() > 1 {
            separate(records, group, 0, &mut position);
        }
        let separated = group.iter().any(|tpn| position.get(tpn) != Some(&0));
        for &tpn in group {
            let value = if separated { position.get(&tpn).map_or(0, |&p| p as i64 + 1) } else { 0 };
            values.insert(tpn, value);
        }
    }
    values
}

/// One participant's record against the others of a tied group.
struct Encounters {
    tpn: u32,
    /// 6.1: sum of the points scored against the group, in tenths × [`SCALE`];
    /// several games against one opponent count as their average (6.1.2).
    score: i64,
    /// Opponents of the group met over the board (6.1.1 excludes forfeits).
    met: usize,
    /// 6.3: the score if every missing game were won.
    best: i64,
}

/// Splits `group` (all at `base` in `position`) by their encounters, and the
/// new sub-groups again, until nothing changes (6.2, 6.3 "reapplied").
fn separate(records: &Records, group: &[u32], base: usize, position: &mut HashMap<u32, usize>) {
    let win = i64::from(records.scoring.win.tenths());
    let others = group.len() - 1;
    let mut rows: Vec<Encounters> = group
        .iter()
        .map(|&tpn| {
            // (opponent, points in tenths, games) for each opponent met.
            let mut per_opponent: Vec<(u32, i64, i64)> = Vec::new();
            for r in records.of(tpn) {
                let Some(o) = records.counted_opponent(r) else { continue };
                if o == tpn || !group.contains(&o) {
                    continue;
                }
                let pts = i64::from(r.points.tenths());
                match per_opponent.iter_mut().find(|(opp, _, _)| *opp == o) {
                    Some(entry) => {
                        entry.1 += pts;
                        entry.2 += 1;
                    }
                    None => per_opponent.push((o, pts, 1)),
                }
            }
            let met = per_opponent.len();
            (tpn, per_opponent, met)
        })
        .map(|(tpn, per_opponent, met)| {
            let score = average_sum(&per_opponent);
            let best = if met < others { score + scaled((others - met) as i64 * win) } else { score };
            Encounters { tpn, score, met, best }
        })
        .collect();
    // 6.3 is for Swiss events: with pre-determined pairings every tied
    // participant meets the others in the course of the event, and the
    // separate standings decide on the games played so far (6.2), as the
    // reference tool does for intermediate standings.
    let all_met = records.predetermined || rows.iter().all(|r| r.met >= others);
    let mut changed = false;
    let mut new_position: Vec<(u32, usize)> = Vec::with_capacity(rows.len());
    if all_met {
        // 6.2: the separate standings decide.
        rows.sort_by(|a, b| b.score.cmp(&a.score).then(a.tpn.cmp(&b.tpn)));
        let mut current = base;
        for i in 0..rows.len() {
            if i > 0 && rows[i].score != rows[i - 1].score {
                current = base + i;
                changed = true;
            }
            new_position.push((rows[i].tpn, current));
        }
    } else {
        // 6.3: ranked first is who stays alone on top whatever the missing
        // games' outcome (scores more than anyone below can still reach);
        // then the same for second, and so on, until that fails.
        rows.sort_by(|a, b| b.score.cmp(&a.score).then(b.best.cmp(&a.best)).then(a.tpn.cmp(&b.tpn)));
        let mut current = base;
        let mut unique = true;
        for i in 0..rows.len() {
            if i > 0 {
                let reachable = rows[i..].iter().map(|r| r.best).max().unwrap_or(i64::MIN);
                if unique && rows[i - 1].score > reachable {
                    current = base + i;
                    changed = true;
                } else {
                    unique = false;
                }
            }
            new_position.push((rows[i].tpn, current));
        }
    }
    for &(tpn, p) in &new_position {
        position.insert(tpn, p);
    }
    if !changed {
        return;
    }
    let mut start = 0;
    while start < new_position.len() {
        let p = new_position[start].1;
        let end =
            new_position[start..].iter().position(|e| e.1 != p).map_or(new_position.len(), |n| start + n);
        if end - start > 1 {
            let sub: Vec<u32> = new_position[start..end].iter().map(|e| e.0).collect();
            separate(records, &sub, p, position);
        }
        start = end;
    }
}

/// The scale of encounter scores: the average of up to ten games against
/// one opponent (6.1.2) stays a whole number (2520 = lcm(1..=10)).
const SCALE: i64 = 2520;

fn scaled(tenths: i64) -> i64 {
    tenths * SCALE
}

/// 6.1 with 6.1.2: the sum over opponents of the average points against each.
fn average_sum(per_opponent: &[(u32, i64, i64)]) -> i64 {
    per_opponent.iter().map(|&(_, sum, games)| sum * SCALE / games.max(1)).sum()
}
