//! From a list entry to a registered player, and the rating updates a newer
//! list brings to the players already registered.

use super::{ListEntry, RatingDatabase, kind_index, kind_label};
use crate::model::{Player, RatingKind, Title, Tournament};
use crate::tr;

/// The player registered from `entry` for an event rated in `kind`: name,
/// federation, sex, title, FIDE ID, year of birth, the rating of `kind` and
/// the K published with it. A player without a rapid (blitz) rating but with
/// a standard one is registered with the standard rating: "If an unrated
/// player has a standard rating at the beginning of a rapid or blitz
/// tournament, their standard rating is used for rating calculation. Such a
/// player is considered to be rated" (Rapid and Blitz Rating Regulations
/// 7.2.1); K then follows from the rating and age, since the list's
/// standard K is not a rapid one.
pub fn player_from_entry(entry: &ListEntry, kind: RatingKind) -> Player {
    let (rating, k_factor) = rating_for(entry, kind);
    Player {
        name: entry.name.clone(),
        sex: entry.sex,
        title: entry.title,
        rating,
        federation: entry.federation.clone(),
        fide_id: Some(u64::from(entry.fide_id)),
        birth_date: entry.birth_year.map(|y| y.to_string()).unwrap_or_default(),
        k_factor,
        ..Player::default()
    }
}

/// The rating and K an entry gives an event of `kind` (see [`player_from_entry`]).
fn rating_for(entry: &ListEntry, kind: RatingKind) -> (Option<u32>, Option<u32>) {
    let own = entry.ratings[kind_index(kind)];
    match own.rating {
        Some(r) => (Some(u32::from(r)), own.k.map(u32::from)),
        None if kind != RatingKind::Standard => (entry.ratings[0].rating.map(u32::from), None),
        None => (None, None),
    }
}

/// New values for one registered player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingUpdate {
    pub tpn: u32,
    pub rating: Option<u32>,
    pub k_factor: Option<u32>,
    pub title: Option<Title>,
}

/// What `db` changes in the ratings, K and titles of `t`'s players with a
/// FIDE ID, for an event of `t`'s kind; players not on the list, and those
/// the list leaves as they are, are not listed.
pub fn updates(t: &Tournament, db: &RatingDatabase) -> Vec<RatingUpdate> {
    let kind = t.settings.rating_kind;
    t.players
        .iter()
        .filter_map(|p| {
            let id = u32::try_from(p.fide_id?).ok()?;
            let entry = db.entry(db.position(id)?);
            let (rating, k_factor) = rating_for(&entry, kind);
            let update = RatingUpdate { tpn: p.tpn, rating, k_factor, title: entry.title };
            let same = (p.rating, p.k_factor, p.title) == (rating, k_factor, entry.title);
            (!same).then_some(update)
        })
        .collect()
}

/// "FIDE standard list 2026-03", as the audit log names the list.
pub fn list_description(db: &RatingDatabase, kind: RatingKind) -> String {
    let month = db
        .list_info(kind)
        .and_then(|i| i.month)
        .map(|m| m.to_string())
        .unwrap_or_else(|| tr!("rating-list-month-unknown"));
    tr!("rating-list-description", kind = kind_label(kind), month = month)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratings::KindRating;

    fn entry() -> ListEntry {
        let mut e = ListEntry {
            fide_id: 12,
            name: "Ünal, Ayşe".into(),
            federation: "TUR".into(),
            birth_year: Some(2009),
            title: Some(Title::WFM),
            ..ListEntry::default()
        };
        e.ratings[0] = KindRating { rating: Some(2050), games: Some(9), k: Some(40) };
        e
    }

    #[test]
    fn a_registered_player_carries_the_lists_fields() {
        let p = player_from_entry(&entry(), RatingKind::Standard);
        assert_eq!(
            (p.name.as_str(), p.federation.as_str(), p.birth_date.as_str()),
            ("Ünal, Ayşe", "TUR", "2009")
        );
        assert_eq!(
            (p.rating, p.k_factor, p.fide_id, p.title),
            (Some(2050), Some(40), Some(12), Some(Title::WFM))
        );
        // Rapid and Blitz 7.2.1: no rapid rating, the standard one, K from the rules.
        let rapid = player_from_entry(&entry(), RatingKind::Rapid);
        assert_eq!((rapid.rating, rapid.k_factor), (Some(2050), None));
    }

    #[test]
    fn updates_list_only_what_changes() {
        let mut t = Tournament::new("T");
        let mut registered = player_from_entry(&entry(), RatingKind::Standard);
        registered.tpn = 1;
        t.players.push(registered.clone());
        let mut other = Player::new(2, "No Id");
        other.rating = Some(1500);
        t.players.push(other);
        let mut newer = entry();
        let db = RatingDatabase::from_entries(vec![newer.clone()], [None, None, None]);
        assert_eq!(updates(&t, &db), vec![]);
        newer.ratings[0].rating = Some(2071);
        newer.title = Some(Title::WIM);
        let db = RatingDatabase::from_entries(vec![newer], [None, None, None]);
        assert_eq!(
            updates(&t, &db),
            vec![RatingUpdate { tpn: 1, rating: Some(2071), k_factor: Some(40), title: Some(Title::WIM) }]
        );
    }
}
