//! The XML layout of the FIDE rating lists: a `<playerslist>` of
//! `<player>` elements, each with one element per field of the TXT layout
//! (the download page's legend, quoted in `list.rs`, defines them):
//!
//! ```xml
//! <player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country>
//!   <sex>M</sex><title>GM</title><w_title></w_title><o_title></o_title><foa_title></foa_title>
//!   <rating>2833</rating><games>9</games><k>10</k>
//!   <rapid_rating>2825</rapid_rating><rapid_games>0</rapid_games><rapid_k>20</rapid_k>
//!   <blitz_rating>2886</blitz_rating><blitz_games>0</blitz_games><blitz_k>20</blitz_k>
//!   <birthday>1990</birthday><flag></flag></player>
//! ```
//!
//! The combined list has the `rapid_` and `blitz_` elements and its plain
//! `rating` is the standard one; a list of one kind has only `rating`,
//! `games` and `k`, of the kind its file name says. Elements Swissdesk does
//! not use are passed over by name; a document that is not well-formed XML
//! is refused at the line where it breaks.

use super::list::{LineProblem, ListEntry, ListField, ParsedList, value};
use super::{ListError, kind_index};
use crate::model::RatingKind;
use quick_xml::events::Event;
use std::io::BufRead;

/// The values of one `<player>`: (element, text, line of the element).
type Fields = Vec<(String, String, usize)>;

/// Reads an XML list from `reader`; `source` names the file in messages,
/// `file_kind` is the kind of a list of one kind.
pub(super) fn read(
    reader: impl BufRead,
    source: &str,
    file_kind: Option<RatingKind>,
) -> Result<ParsedList, ListError> {
    let mut xml = quick_xml::Reader::from_reader(reader);
    let mut buffer = Vec::new();
    let mut line = 1usize;
    let mut list = ParsedList::default();
    // The kind of the plain `rating`, once the first player tells whether
    // the list is the combined one.
    let mut plain: Option<RatingKind> = None;
    let mut player: Option<(usize, Fields)> = None;
    let mut element: Option<(String, usize, String)> = None;
    loop {
        let event = xml.read_event_into(&mut buffer).map_err(|e| ListError::Xml {
            path: source.to_owned(),
            line,
            reason: e.to_string(),
        })?;
        let at = line;
        line += memchr::memchr_iter(b'\n', &event).count();
        let bad_text = |e: &dyn std::fmt::Display| ListError::Xml {
            path: source.to_owned(),
            line: at,
            reason: e.to_string(),
        };
        match event {
            Event::Eof => break,
            Event::Start(tag) => {
                let name = String::from_utf8_lossy(tag.local_name().as_ref()).into_owned();
                if name == "player" {
                    player = Some((at, Vec::new()));
                } else if player.is_some() {
                    element = Some((name, at, String::new()));
                }
            }
            Event::Empty(tag) => {
                if let Some((_, fields)) = &mut player {
                    fields.push((
                        String::from_utf8_lossy(tag.local_name().as_ref()).into_owned(),
                        String::new(),
                        at,
                    ));
                }
            }
            Event::Text(text) => {
                if let Some((_, _, value)) = &mut element {
                    value.push_str(&text.decode().map_err(|e| bad_text(&e))?);
                }
            }
            Event::CData(text) => {
                if let Some((_, _, value)) = &mut element {
                    value.push_str(&text.decode().map_err(|e| bad_text(&e))?);
                }
            }
            Event::GeneralRef(reference) => {
                if let Some((_, _, value)) = &mut element {
                    let name = reference.decode().map_err(|e| bad_text(&e))?;
                    let resolved = match reference.resolve_char_ref().map_err(|e| bad_text(&e))? {
                        Some(c) => c.to_string(),
                        None => quick_xml::escape::resolve_predefined_entity(&name)
                            .ok_or_else(|| bad_text(&format!("&{name};")))?
                            .to_owned(),
                    };
                    value.push_str(&resolved);
                }
            }
            Event::End(tag) => {
                let name = tag.local_name();
                if name.as_ref() == b"player" {
                    if let Some((start, fields)) = player.take() {
                        let kind = match plain {
                            Some(kind) => kind,
                            None => {
                                let (kind, kinds) = layout(&fields, file_kind)
                                    .ok_or_else(|| ListError::UnknownKind { path: source.to_owned() })?;
                                list.kinds = kinds;
                                *plain.insert(kind)
                            }
                        };
                        match entry(&fields, start, kind) {
                            Ok(entry) => {
                                list.entries.push(entry);
                                list.lines.push(start);
                            }
                            Err(problem) => list.skipped.push(problem),
                        }
                    }
                } else if let (Some((_, fields)), Some((element_name, element_line, value))) =
                    (&mut player, element.take())
                {
                    fields.push((element_name, value, element_line));
                }
            }
            _ => {}
        }
        buffer.clear();
    }
    if plain.is_none() {
        return Err(ListError::Empty { path: source.to_owned() });
    }
    Ok(list)
}

/// The kind of the plain `rating` and the kinds of the list, from the
/// first player: the combined list (`rapid_…`, `blitz_…` elements) or a list
/// of `file_kind`.
fn layout(fields: &Fields, file_kind: Option<RatingKind>) -> Option<(RatingKind, Vec<RatingKind>)> {
    let combined = fields.iter().any(|(name, _, _)| name.starts_with("rapid_") || name.starts_with("blitz_"));
    if combined {
        Some((RatingKind::Standard, RatingKind::ALL.to_vec()))
    } else {
        file_kind.map(|kind| (kind, vec![kind]))
    }
}

/// The entry of one `<player>` that starts on line `start`.
fn entry(fields: &Fields, start: usize, plain: RatingKind) -> Result<ListEntry, LineProblem> {
    let mut entry = ListEntry::default();
    let mut women_title = None;
    for (name, raw, line) in fields {
        let text = raw.trim();
        let kind_of = |prefix: &str| match prefix {
            "rapid_" => RatingKind::Rapid,
            "blitz_" => RatingKind::Blitz,
            _ => plain,
        };
        let (prefix, bare) = ["rapid_", "blitz_"]
            .iter()
            .find_map(|p| name.strip_prefix(p).map(|rest| (*p, rest)))
            .unwrap_or(("", name.as_str()));
        let kind = kind_of(prefix);
        let field = match bare {
            "fideid" => ListField::Id,
            "name" => ListField::Name,
            "country" => ListField::Federation,
            "sex" => ListField::Sex,
            "title" => ListField::Title,
            "w_title" => ListField::WomenTitle,
            "rating" => ListField::Rating(kind),
            "games" => ListField::Games(kind),
            "k" => ListField::K(kind),
            "birthday" => ListField::BirthYear,
            "flag" => ListField::Flag,
            // o_title, foa_title and anything newer: not used.
            _ => continue,
        };
        let problem = || LineProblem { line: *line, field, value: text.to_owned() };
        match field {
            ListField::Id => entry.fide_id = value::id(text).map_err(|()| problem())?,
            ListField::Name if text.is_empty() => return Err(problem()),
            ListField::Name => entry.name = text.to_owned(),
            ListField::Federation => entry.federation = value::federation(text).map_err(|()| problem())?,
            ListField::Sex => entry.sex = value::sex(text).map_err(|()| problem())?,
            ListField::Title => entry.title = value::title(text).map_err(|()| problem())?,
            ListField::WomenTitle => women_title = value::title(text).map_err(|()| problem())?,
            ListField::Rating(_) => {
                let rating = value::rating(text).map_err(|()| problem())?;
                entry.ratings[kind_index(kind)].rating = rating;
            }
            ListField::Games(_) => {
                entry.ratings[kind_index(kind)].games = value::games(text).map_err(|()| problem())?
            }
            ListField::K(_) => entry.ratings[kind_index(kind)].k = value::k(text).map_err(|()| problem())?,
            ListField::BirthYear => entry.birth_year = value::birth_year(text).map_err(|()| problem())?,
            ListField::Flag => entry.inactive = value::inactive(text).map_err(|()| problem())?,
            ListField::Line => {}
        }
    }
    if entry.fide_id == 0 {
        return Err(LineProblem { line: start, field: ListField::Id, value: String::new() });
    }
    if entry.name.is_empty() {
        return Err(LineProblem { line: start, field: ListField::Name, value: String::new() });
    }
    entry.title = entry.title.or(women_title);
    Ok(entry)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Title;

    fn parse(xml: &str, kind: Option<RatingKind>) -> Result<ParsedList, ListError> {
        read(xml.as_bytes(), "test.xml", kind)
    }

    #[test]
    fn players_read_with_entities_and_the_combined_kinds() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<playerslist>\n<player><fideid>99</fideid><name>O&apos;Brien, Se&#225;n</name><country>IRL</country><sex>M</sex><title></title><w_title/><rating>2001</rating><games>4</games><k>20</k><rapid_rating>1900</rapid_rating><rapid_games></rapid_games><rapid_k>20</rapid_k><blitz_rating></blitz_rating><blitz_games></blitz_games><blitz_k></blitz_k><birthday>1999</birthday><flag>i</flag></player>\n</playerslist>\n";
        let list = parse(xml, None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(list.kinds, RatingKind::ALL.to_vec());
        let e = &list.entries[0];
        assert_eq!((e.fide_id, e.name.as_str(), e.inactive), (99, "O'Brien, Seán", true));
        assert_eq!(
            (e.ratings[0].rating, e.ratings[1].rating, e.ratings[2].rating),
            (Some(2001), Some(1900), None)
        );
    }

    #[test]
    fn a_bad_value_skips_its_player_at_its_line_and_broken_xml_is_refused() {
        let xml = "<playerslist>\n<player>\n<fideid>1</fideid>\n<name>A, B</name>\n<title>WGM</title>\n<rating>2x00</rating>\n</player>\n<player>\n<fideid>2</fideid>\n<name>C, D</name>\n<title>WGM</title>\n</player>\n</playerslist>";
        let list = parse(xml, Some(RatingKind::Blitz)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            list.skipped,
            vec![LineProblem { line: 6, field: ListField::Rating(RatingKind::Blitz), value: "2x00".into() }]
        );
        assert_eq!(
            list.entries.iter().map(|e| (e.fide_id, e.title)).collect::<Vec<_>>(),
            vec![(2, Some(Title::WGM))]
        );
        let broken = "<playerslist>\n<player>\n<fideid>1</fideid>\n<name>A</nam>\n</player>";
        assert!(matches!(parse(broken, Some(RatingKind::Standard)), Err(ListError::Xml { line: 4, .. })));
        // A list of one kind needs its kind.
        assert!(matches!(parse(xml, None), Err(ListError::UnknownKind { .. })));
    }
}
