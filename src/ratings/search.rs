//! Finding players as the arbiter types: part of a name, in any order
//! ("carlsen", "magnus carl", "müller jö"), or the first digits of a FIDE ID.
//!
//! Names are compared folded: accents to their base letters (`deunicode`),
//! lower case, apostrophes dropped ("O'Brien" is "obrien"), every other mark
//! a space. The folded names lie one after the other in one buffer, so a
//! search is one substring scan of that buffer (`memchr::memmem`) for the
//! longest word typed, the other words checked in the names it hits.
//!
//! Matches come best first: names that start with what was typed, then names
//! whose words start with each word typed, then any other match; within each,
//! active players before inactive ones, higher ratings (of the kind asked
//! for) first, unrated last, then by name.

use super::RatingDatabase;
use crate::model::RatingKind;
use memchr::memmem;
use std::cmp::Reverse;

/// Appends the folded form of `text` to `out` (see the module docs).
pub fn fold_into(text: &str, out: &mut Vec<u8>) {
    let start = out.len();
    let mut space = true;
    let mut push = |out: &mut Vec<u8>, b: u8| {
        if b.is_ascii_alphanumeric() {
            out.push(b.to_ascii_lowercase());
            space = false;
        } else if b == b'\'' || b == b'`' {
            // O'Brien: one word.
        } else if !space {
            out.push(b' ');
            space = true;
        }
    };
    for c in text.chars() {
        if c.is_ascii() {
            push(out, c as u8);
        } else if c == '\u{2019}' {
            // A typographic apostrophe, as in O’Brien.
        } else {
            for b in deunicode::deunicode_char(c).unwrap_or(" ").bytes() {
                push(out, b);
            }
        }
    }
    while out.len() > start && out.last() == Some(&b' ') {
        out.pop();
    }
}

/// The folded form of `text`.
pub fn fold(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    fold_into(text, &mut out);
    out
}

/// How well a name matches, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Fit {
    /// The name starts with everything typed.
    Prefix,
    /// Every word typed starts a word of the name.
    WordStarts,
    Inside,
}

/// Whether `word` occurs in `key` at the start of a word.
fn at_word_start(key: &[u8], word: &[u8]) -> bool {
    memmem::find_iter(key, word).any(|at| at == 0 || key[at - 1] == b' ')
}

impl RatingDatabase {
    /// The positions of at most `limit` players matching `query`, best
    /// first (see the module docs); `kind` orders them by that rating.
    pub fn search(&self, query: &str, kind: RatingKind, limit: usize) -> Vec<usize> {
        let trimmed = query.trim();
        if limit == 0 || trimmed.is_empty() {
            return Vec::new();
        }
        if trimmed.bytes().all(|b| b.is_ascii_digit()) {
            return self.search_id(trimmed, limit);
        }
        let folded = fold(trimmed);
        let words: Vec<&[u8]> = folded.split(|&b| b == b' ').filter(|w| !w.is_empty()).collect();
        let Some(longest) = words.iter().copied().max_by_key(|w| w.len()) else {
            return Vec::new();
        };
        let ratings = &self.ratings[super::kind_index(kind)];
        let rank = |&(fit, i): &(Fit, usize)| (fit, self.is_inactive(i), Reverse(ratings[i]), self.ids[i]);
        let order = |&(fit, i): &(Fit, usize)| {
            (fit, self.is_inactive(i), Reverse(ratings[i]), self.key(i), self.ids[i])
        };
        // The names that start with what was typed come first: when there
        // are enough of them (one letter typed: tens of thousands), they are
        // the answer, found by two binary searches without a scan.
        let prefixed = self.starting_with(&folded);
        if prefixed.len() >= limit {
            // One letter typed starts a tenth of the list's names: visit them
            // in list order, so the rank arrays are read front to back and
            // not at random, and rank each once, as one number (`rank`
            // packed: inactive, then the rating downwards, then the id).
            let mut candidates = prefixed.to_vec();
            candidates.sort_unstable();
            let mut ranked: Vec<(u64, usize)> = candidates
                .into_iter()
                .map(|i| {
                    let i = i as usize;
                    let rating_down = u64::from(u16::MAX - ratings[i]);
                    (u64::from(self.is_inactive(i)) << 48 | rating_down << 32 | u64::from(self.ids[i]), i)
                })
                .collect();
            ranked.select_nth_unstable(limit - 1);
            ranked.truncate(limit);
            let found = ranked.into_iter().map(|(_, i)| (Fit::Prefix, i)).collect();
            return Self::best(found, limit, rank, order);
        }
        let finder = memmem::Finder::new(longest);
        let mut found: Vec<(Fit, usize)> = Vec::new();
        let (mut from, mut index) = (0usize, 0usize);
        while let Some(offset) = finder.find(&self.keys[from..]) {
            let at = from + offset;
            index = self.entry_at(at, index);
            let key = self.key(index);
            if words.len() == 1 || words.iter().all(|w| memmem::find(key, w).is_some()) {
                let fit = if key.starts_with(&folded) {
                    Fit::Prefix
                } else if words.iter().all(|w| at_word_start(key, w)) {
                    Fit::WordStarts
                } else {
                    Fit::Inside
                };
                found.push((fit, index));
            }
            // One hit per player: go on after this name.
            from = self.key_ends[index] as usize;
            index += 1;
            if from >= self.keys.len() {
                break;
            }
        }
        Self::best(found, limit, rank, order)
    }

    /// Players whose FIDE ID starts with `digits`: the exact one first, then by id.
    fn search_id(&self, digits: &str, limit: usize) -> Vec<usize> {
        // No FIDE ID starts with 0, and none has more than 10 digits (u32).
        let Ok(wanted) = digits.parse::<u64>() else {
            return Vec::new();
        };
        if digits.starts_with('0') || digits.len() > 10 {
            return Vec::new();
        }
        // The ids are sorted: those with `extra` more digits that start with
        // `digits` are one run, and shorter ids come before longer ones.
        let mut found = Vec::new();
        for extra in 0..=(10 - digits.len() as u32) {
            let scale = 10u64.pow(extra);
            let (low, high) = (wanted * scale, (wanted + 1) * scale);
            let start = self.ids.partition_point(|&id| u64::from(id) < low);
            let end = self.ids.partition_point(|&id| u64::from(id) < high);
            found.extend((start..end).take(limit - found.len()));
            if found.len() == limit {
                break;
            }
        }
        found
    }

    /// The `limit` best of `found` by `rank` (cheap), ordered by `order`
    /// (which may compare names), as positions.
    fn best<A: Copy, R: Ord, O: Ord>(
        mut found: Vec<(A, usize)>,
        limit: usize,
        rank: impl Fn(&(A, usize)) -> R,
        order: impl Fn(&(A, usize)) -> O,
    ) -> Vec<usize> {
        if found.len() > limit {
            found.select_nth_unstable_by_key(limit - 1, &rank);
            found.truncate(limit);
        }
        found.sort_by_key(|x| order(x));
        found.into_iter().map(|(_, i)| i).collect()
    }

    /// The positions of the players whose folded name starts with `prefix`.
    fn starting_with(&self, prefix: &[u8]) -> &[u32] {
        let start = self.by_key.partition_point(|&i| self.key(i as usize) < prefix);
        let rest = &self.by_key[start..];
        &rest[..rest.partition_point(|&i| self.key(i as usize).starts_with(prefix))]
    }

    /// The player whose key holds byte `at`, looking from `from` on.
    fn entry_at(&self, at: usize, from: usize) -> usize {
        // Hits are often in the next few names; else a binary search.
        for i in from..(from + 8).min(self.key_ends.len()) {
            if self.key_ends[i] as usize > at {
                return i;
            }
        }
        from + self.key_ends[from..].partition_point(|&end| end as usize <= at)
    }

    fn is_inactive(&self, index: usize) -> bool {
        self.flags[index] & super::database::INACTIVE != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratings::ListEntry;

    #[test]
    fn names_fold_to_plain_lower_case_words() {
        let folded = |s: &str| String::from_utf8(fold(s)).unwrap_or_default();
        assert_eq!(folded("O'Brien, Seán"), "obrien sean");
        assert_eq!(folded("O’Brien"), "obrien");
        assert_eq!(folded("  Müller-Lüdenscheidt, Jörg "), "muller ludenscheidt jorg");
        assert_eq!(folded("Ødegaard, Åse"), "odegaard ase");
    }

    fn db() -> RatingDatabase {
        let players = [
            (1503014, "Carlsen, Magnus", 2830, false),
            (1503015, "Carlsen, Henrik", 0, false),
            (1503016, "Carlsen, Ingrid", 1900, true),
            (2001, "Mc Carlsen, Al", 1500, false),
            (2002, "Marcarlsen, Xu", 1600, false),
            (2003, "Müller, Jörg", 2100, false),
            (150, "Short, Id", 1700, false),
        ];
        let entries = players
            .iter()
            .map(|&(id, name, rating, inactive)| {
                let mut e = ListEntry { fide_id: id, name: name.into(), inactive, ..ListEntry::default() };
                e.ratings[0].rating = (rating > 0).then_some(rating);
                e
            })
            .collect();
        RatingDatabase::from_entries(entries, [None, None, None])
    }

    fn names(db: &RatingDatabase, query: &str, limit: usize) -> Vec<String> {
        db.search(query, RatingKind::Standard, limit).into_iter().map(|i| db.name(i).to_owned()).collect()
    }

    #[test]
    fn matches_come_best_first() {
        let db = db();
        // Names starting with "carl" (active by rating, unrated last, inactive
        // after), then a word starting with it, then inside a word.
        assert_eq!(
            names(&db, "carl", 10),
            ["Carlsen, Magnus", "Carlsen, Henrik", "Carlsen, Ingrid", "Mc Carlsen, Al", "Marcarlsen, Xu"]
        );
        assert_eq!(names(&db, "magnus carl", 10), ["Carlsen, Magnus"]);
        assert_eq!(names(&db, "MULLER j", 10), ["Müller, Jörg"]);
        assert_eq!(names(&db, "carl", 2), ["Carlsen, Magnus", "Carlsen, Henrik"]);
        assert!(names(&db, "zzz", 10).is_empty() && names(&db, " ,, ", 10).is_empty());
    }

    #[test]
    fn digits_find_fide_ids_by_their_start() {
        let db = db();
        assert_eq!(
            names(&db, "150", 10),
            ["Short, Id", "Carlsen, Magnus", "Carlsen, Henrik", "Carlsen, Ingrid"]
        );
        assert_eq!(names(&db, "1503015", 10), ["Carlsen, Henrik"]);
        assert!(names(&db, "9", 10).is_empty());
    }
}
