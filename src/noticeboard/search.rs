//! Finding a player on the noticeboard by name or number, as a phone user
//! types it: any case, with or without accents, given name first or last
//! ("magnus carlsen" finds "Carlsen, Magnus"; "sindelar" finds
//! "Šindelář"; "иванов" and "ivanov" both find "Иванов, Иван").
//!
//! The pages carry each player's [`key`] (`data-k`), and `assets/board.js`
//! matches typed text against it exactly as [`Query::matches`] does on the
//! server (for a search sent without JavaScript).

/// What a search looks in: `"{tpn}|{name lowercased}|{name folded to ASCII}"`,
/// the two names with commas turned into spaces.
pub fn key(tpn: u32, name: &str) -> String {
    let lower = clean(&name.to_lowercase());
    let folded = clean(&deunicode::deunicode(name).to_lowercase());
    format!("{tpn}|{lower}|{folded}")
}

/// The order of the players list: by name folded to ASCII, as arbiters
/// expect "Šindelář" among the S names.
pub fn sort_key(name: &str) -> String {
    deunicode::deunicode(name).to_lowercase()
}

fn clean(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A typed search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    /// A pairing number, when the text is one.
    number: Option<u32>,
    /// Words that must each appear in the name (lowercased, and folded).
    words: Vec<String>,
    folded: Vec<String>,
}

impl Query {
    pub fn new(text: &str) -> Query {
        let trimmed = text.trim();
        let number = if !trimmed.is_empty() && trimmed.chars().all(|c| c.is_ascii_digit()) {
            trimmed.parse().ok()
        } else {
            None
        };
        let words =
            clean(&trimmed.to_lowercase()).split(' ').filter(|w| !w.is_empty()).map(str::to_owned).collect();
        let folded = clean(&deunicode::deunicode(trimmed).to_lowercase())
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect();
        Query { number, words, folded }
    }

    /// Whether the player with `key` ([`key`]) is found: the number typed
    /// is their pairing number, or every word typed is in their name (all
    /// as typed, or all folded to ASCII).
    pub fn matches(&self, key: &str) -> bool {
        let mut parts = key.splitn(3, '|');
        let tpn = parts.next().unwrap_or_default();
        let lower = parts.next().unwrap_or_default();
        let folded = parts.next().unwrap_or_default();
        if let Some(n) = self.number {
            return tpn == n.to_string();
        }
        let all_in = |words: &[String], name: &str| {
            !words.is_empty() && words.iter().all(|w| name.contains(w.as_str()))
        };
        all_in(&self.words, lower) || all_in(&self.folded, folded)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_found_as_phone_users_type_them() {
        let carlsen = key(12, "Carlsen, Magnus");
        assert!(Query::new("magnus carlsen").matches(&carlsen));
        assert!(Query::new("CARLS").matches(&carlsen));
        assert!(Query::new("12").matches(&carlsen));
        assert!(!Query::new("1").matches(&carlsen), "a number is a pairing number, not a part of one");
        assert!(!Query::new("magnus nepo").matches(&carlsen));
        let sindelar = key(3, "Šindelář, Jiří");
        assert!(Query::new("sindelar").matches(&sindelar));
        assert!(Query::new("Šindelář").matches(&sindelar));
        let ivanov = key(7, "Иванов, Иван");
        assert!(Query::new("иванов").matches(&ivanov));
        assert!(Query::new("ivanov").matches(&ivanov));
        assert!(!Query::new("   ").matches(&ivanov), "an empty search finds nobody");
    }
}
