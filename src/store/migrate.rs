//! Reading a tournament document of any supported schema version.
//!
//! Decoding:
//! 1. the text is deserialised into [`Tournament`]; when that works and the
//!    version is [`SCHEMA_VERSION`] (the usual case) that is all, one parse;
//! 2. otherwise a small probe reads only `version`, so that a newer file is
//!    refused as such (not reported as a type error in some field it
//!    changed), and an older one goes through the chain of [`Migration`]s,
//!    one version at a time, before it is deserialised;
//! 3. a current-version file that does not deserialise is reported with the
//!    position `ron` gives (syntax errors and type errors like
//!    `rating: "abc"` alike).
//!
//! Why migrations work on RON *text* and not on a `ron::Value` tree:
//! `ron::Value` drops enum variant names (`Withdrawn(from_round: 3)` becomes a
//! bare map, `Draw` becomes `()`), so a document cannot survive a trip through
//! it. Instead each step deserialises its input with a frozen copy of the old
//! types (kept in this module next to the step) and serialises the next
//! version. Errors of the first step point into the user's file, so they are
//! reported like any parse error.
//!
//! To change the document shape: copy the current model types that change
//! into `mod vN` here (frozen), bump [`SCHEMA_VERSION`], and add a step
//! `Migration { from: N, apply: vN_to_vN1 }` to [`MIGRATIONS`].

use super::error::{StoreError, corrupt};
use crate::model::{SCHEMA_VERSION, SystemId, Tournament, TournamentSettings};
use serde::Deserialize;
use std::path::Path;

/// Why a migration step failed.
#[derive(Debug)]
pub(crate) enum MigrationError {
    /// The input does not deserialise as the old version's types.
    Parse(ron::error::SpannedError),
    /// Anything else (the step found something it cannot convert, or
    /// serialising the result failed).
    Other(String),
}

/// One schema upgrade, from version `from` to `from + 1`.
pub(crate) struct Migration {
    pub from: u32,
    /// Rewrites a version-`from` document (RON text) as version `from + 1`.
    pub apply: fn(&str) -> Result<String, MigrationError>,
}

/// The upgrades, oldest first.
pub(crate) const MIGRATIONS: &[Migration] = &[Migration { from: 1, apply: v1_to_v2 }];

/// Schema 1, frozen: the types schema 2 changed. The pairing system was an
/// enum of every system the model knew; schema 2 names it by the system's
/// identifier ([`SystemId`]), so that systems live in `pairing` alone.
mod v1 {
    use crate::model::{
        Acceleration, AuditEntry, Colour, EventInfo, ForbiddenPair, Player, RatingKind, Round, ScoringSystem,
    };
    use serde::Deserialize;

    #[derive(Deserialize, Default)]
    pub enum PairingSystem {
        Dutch2017,
        #[default]
        Dutch2026,
        Burstein,
        Dubov,
        Dutch2012,
        Rating1998,
    }

    impl PairingSystem {
        /// The identifier schema 2 stores: the system's command-line flag,
        /// as schema 1's `PairingSystem::flag` gave it.
        pub fn id(&self) -> &'static str {
            match self {
                PairingSystem::Dutch2017 => "dutch",
                PairingSystem::Dutch2026 => "dutch2026",
                PairingSystem::Burstein => "burstein",
                PairingSystem::Dubov => "dubov",
                PairingSystem::Dutch2012 => "dutch2012",
                PairingSystem::Rating1998 => "rating1998",
            }
        }
    }

    #[derive(Deserialize)]
    #[serde(default, rename = "TournamentSettings")]
    pub struct TournamentSettings {
        pub rounds_planned: u32,
        pub pairing_system: PairingSystem,
        pub initial_colour: Option<Colour>,
        pub scoring: ScoringSystem,
        pub tiebreaks: Vec<String>,
        /// Added to schema 1 (with a default) before schema 2 existed.
        pub rating_kind: RatingKind,
    }

    impl Default for TournamentSettings {
        fn default() -> Self {
            let now = crate::model::TournamentSettings::default();
            TournamentSettings {
                rounds_planned: now.rounds_planned,
                pairing_system: PairingSystem::default(),
                initial_colour: now.initial_colour,
                scoring: now.scoring,
                tiebreaks: now.tiebreaks,
                rating_kind: now.rating_kind,
            }
        }
    }

    #[derive(Deserialize, Default)]
    #[serde(default, rename = "Tournament")]
    pub struct Tournament {
        pub version: u32,
        pub event: EventInfo,
        pub settings: TournamentSettings,
        pub players: Vec<Player>,
        pub rounds: Vec<Round>,
        pub forbidden_pairs: Vec<ForbiddenPair>,
        pub accelerations: Vec<Acceleration>,
        pub audit: Vec<AuditEntry>,
        pub foreign_trf_lines: Vec<String>,
    }
}

/// 1 → 2: the pairing system becomes its identifier (`Dutch2017` → `"dutch"`).
fn v1_to_v2(text: &str) -> Result<String, MigrationError> {
    let old: v1::Tournament = ron::from_str(text).map_err(MigrationError::Parse)?;
    let settings = old.settings;
    let t = Tournament {
        version: 2,
        event: old.event,
        settings: TournamentSettings {
            rounds_planned: settings.rounds_planned,
            pairing_system: SystemId::new(settings.pairing_system.id()),
            initial_colour: settings.initial_colour,
            scoring: settings.scoring,
            tiebreaks: settings.tiebreaks,
            rating_kind: settings.rating_kind,
            acceleration: crate::model::AccelerationMethod::None,
            format: crate::model::EventFormat::Swiss,
            // Fields added to schema 2 later, with their defaults.
            ..TournamentSettings::default()
        },
        players: old.players,
        rounds: old.rounds,
        forbidden_pairs: old.forbidden_pairs,
        accelerations: old.accelerations,
        baku_last_of_group_a: None,
        audit: old.audit,
        foreign_trf_lines: old.foreign_trf_lines,
        ..Tournament::default()
    };
    ron::to_string(&t).map_err(|e| MigrationError::Other(e.to_string()))
}

/// What the top level of a RON file says about it: the version, and whether
/// it has a field every Swissdesk document of every schema version has
/// (`event`, `players`: a format rule — no migration may rename them).
/// Named like the real document so that files written with struct names
/// (`Tournament(...)`) are accepted too, and another struct name is refused.
/// Swissdesk always writes `version`; a file without it was written by hand
/// (against the current documentation) and is read as the current version,
/// as `Tournament::default()` does.
struct VersionProbe {
    version: Option<u32>,
    names_a_tournament_field: bool,
}

/// The fields every document has had since the first schema.
const FIELDS_OF_EVERY_VERSION: [&str; 2] = ["event", "players"];

impl<'de> Deserialize<'de> for VersionProbe {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_struct("Tournament", &[], ProbeVisitor)
    }
}

struct ProbeVisitor;

impl<'de> serde::de::Visitor<'de> for ProbeVisitor {
    type Value = VersionProbe;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a tournament")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<VersionProbe, A::Error> {
        let mut probe = VersionProbe { version: None, names_a_tournament_field: false };
        while let Some(name) = map.next_key::<String>()? {
            if name == "version" {
                probe.version = Some(map.next_value()?);
            } else {
                map.next_value::<serde::de::IgnoredAny>()?;
                probe.names_a_tournament_field |= FIELDS_OF_EVERY_VERSION.contains(&name.as_str());
            }
        }
        Ok(probe)
    }
}

/// A file whose top level is not a tournament's structure at all (a list,
/// a map, a number, another struct name) is not a document; any other
/// failure to read the top level is damage in a document.
fn probe_error(path: &Path, text: &str, error: &ron::error::SpannedError) -> StoreError {
    match error.code {
        ron::Error::ExpectedDifferentStructName { .. }
        | ron::Error::ExpectedStructLike
        | ron::Error::ExpectedNamedStructLike(_) => StoreError::NotADocument {
            path: path.to_path_buf(),
            line: error.span.start.line,
            column: error.span.start.col,
            field: None,
        },
        _ => corrupt(path, text, error),
    }
}

/// Decodes `text`, the content of `path`, as a current [`Tournament`].
pub(crate) fn decode(text: &str, path: &Path) -> Result<Tournament, StoreError> {
    decode_with(text, path, SCHEMA_VERSION, MIGRATIONS)
}

/// [`decode`] with the schema version and the migration chain as
/// parameters, so that the framework can be tested with fake versions.
pub(crate) fn decode_with(
    text: &str,
    path: &Path,
    current: u32,
    migrations: &[Migration],
) -> Result<Tournament, StoreError> {
    let direct = match ron::from_str::<Tournament>(text) {
        Ok(tournament) if tournament.version == current => return Ok(tournament),
        other => other,
    };
    let probe: VersionProbe = ron::from_str(text).map_err(|e| probe_error(path, text, &e))?;
    if let Err(e) = &direct
        && let ron::Error::NoSuchStructField { found, .. } = &e.code
        && !probe.names_a_tournament_field
    {
        return Err(StoreError::NotADocument {
            path: path.to_path_buf(),
            line: e.span.start.line,
            column: e.span.start.col,
            field: Some(found.clone()),
        });
    }
    let found = probe.version.unwrap_or(current);
    if found > current {
        return Err(StoreError::NewerVersion { path: path.to_path_buf(), found, supported: current });
    }
    if found == current {
        return match direct {
            // Only with a test `current` that differs from the model's default.
            Ok(mut tournament) => {
                tournament.version = current;
                Ok(tournament)
            }
            Err(e) => Err(corrupt(path, text, &e)),
        };
    }

    let mut migrated: Option<String> = None;
    for version in found..current {
        let Some(step) = migrations.iter().find(|m| m.from == version) else {
            return Err(StoreError::UnsupportedVersion { path: path.to_path_buf(), found });
        };
        let input = migrated.as_deref().unwrap_or(text);
        match (step.apply)(input) {
            Ok(output) => migrated = Some(output),
            // The first step reads the user's file: its positions are meaningful.
            Err(MigrationError::Parse(e)) if migrated.is_none() => return Err(corrupt(path, text, &e)),
            Err(MigrationError::Parse(e)) => {
                return Err(StoreError::Migration {
                    path: path.to_path_buf(),
                    from: found,
                    message: e.to_string(),
                });
            }
            Err(MigrationError::Other(message)) => {
                return Err(StoreError::Migration { path: path.to_path_buf(), from: found, message });
            }
        }
    }
    let migrated = migrated.unwrap_or_else(|| text.to_owned());
    // A failure here is a bug in a migration, not in the user's file, whose
    // positions would not match this text anyway.
    let mut tournament: Tournament = ron::from_str(&migrated).map_err(|e| StoreError::Migration {
        path: path.to_path_buf(),
        from: found,
        message: e.to_string(),
    })?;
    tournament.version = current;
    Ok(tournament)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;
    use serde::Serialize;
    use std::path::PathBuf;

    // A pretend history for testing the chain: version 1 had `title` and
    // `players` as a list of names; version 2 renamed `title` to `name`;
    // version 3 is the real document. (Every version has `players`: the
    // format rule of FIELDS_OF_EVERY_VERSION.)
    mod v1 {
        use serde::{Deserialize, Serialize};
        #[derive(Serialize, Deserialize)]
        pub struct Doc {
            pub version: u32,
            pub title: String,
            pub players: Vec<String>,
            pub rating_of_first: u32,
        }
    }
    mod v2 {
        use serde::{Deserialize, Serialize};
        #[derive(Serialize, Deserialize)]
        pub struct Doc {
            pub version: u32,
            pub name: String,
            pub players: Vec<String>,
            pub rating_of_first: u32,
        }
    }

    fn to_ron<T: Serialize>(value: &T) -> Result<String, MigrationError> {
        ron::to_string(value).map_err(|e| MigrationError::Other(e.to_string()))
    }

    fn v1_to_v2(text: &str) -> Result<String, MigrationError> {
        let old: v1::Doc = ron::from_str(text).map_err(MigrationError::Parse)?;
        to_ron(&v2::Doc {
            version: 2,
            name: old.title,
            players: old.players,
            rating_of_first: old.rating_of_first,
        })
    }

    fn v2_to_v3(text: &str) -> Result<String, MigrationError> {
        let old: v2::Doc = ron::from_str(text).map_err(MigrationError::Parse)?;
        let mut t = Tournament::new(old.name);
        for (i, name) in old.players.into_iter().enumerate() {
            let mut p = Player::new(i as u32 + 1, name);
            if i == 0 {
                p.rating = Some(old.rating_of_first);
            }
            t.players.push(p);
        }
        t.version = 3;
        to_ron(&t)
    }

    fn broken_step(_: &str) -> Result<String, MigrationError> {
        Ok("(version: 3, players: 7)".to_owned())
    }

    const FAKE: &[Migration] =
        &[Migration { from: 1, apply: v1_to_v2 }, Migration { from: 2, apply: v2_to_v3 }];

    fn path() -> PathBuf {
        PathBuf::from("old.swissdesk.ron")
    }

    #[test]
    fn an_old_document_goes_through_every_step() {
        let text = "(version: 1, title: \"Open 1999\", players: [\"A, B\", \"C, D\"], rating_of_first: 2100)";
        let t = decode_with(text, &path(), 3, FAKE).expect("migrates");
        assert_eq!(t.version, 3);
        assert_eq!(t.event.name, "Open 1999");
        assert_eq!(t.players.len(), 2);
        assert_eq!(t.players[0].rating, Some(2100));
        assert_eq!(t.players[1].name, "C, D");
    }

    #[test]
    fn a_middle_version_starts_in_the_middle_of_the_chain() {
        let text = "(version: 2, name: \"Open 2005\", players: [], rating_of_first: 0)";
        let t = decode_with(text, &path(), 3, FAKE).expect("migrates");
        assert_eq!(t.event.name, "Open 2005");
    }

    #[test]
    fn errors_in_the_old_file_point_into_it() {
        let text = "(\n version: 1,\n title: \"x\",\n players: [],\n rating_of_first: \"abc\",\n)";
        match decode_with(text, &path(), 3, FAKE) {
            Err(StoreError::Corrupt { line, field, .. }) => {
                assert_eq!(line, 5);
                assert_eq!(field.as_deref(), Some("rating_of_first"));
            }
            other => panic!("expected Corrupt, got {other:?}"),
        }
    }

    #[test]
    fn a_missing_step_or_a_bad_step_is_reported() {
        let text = "(version: 1, title: \"x\", players: [], rating_of_first: 1)";
        assert!(matches!(
            decode_with(text, &path(), 3, &FAKE[1..]),
            Err(StoreError::UnsupportedVersion { found: 1, .. })
        ));
        let broken = [Migration { from: 2, apply: broken_step }];
        let text = "(version: 2, name: \"x\", players: [], rating_of_first: 1)";
        assert!(matches!(decode_with(text, &path(), 3, &broken), Err(StoreError::Migration { from: 2, .. })));
        assert!(matches!(
            decode_with("(version: 0)", &path(), 1, MIGRATIONS),
            Err(StoreError::UnsupportedVersion { found: 0, .. })
        ));
    }

    #[test]
    fn the_current_version_needs_no_step_and_a_newer_one_is_refused() {
        let t = decode("(version: 2, event: (name: \"Now\"))", &path()).expect("current");
        assert_eq!(t.event.name, "Now");
        assert!(matches!(
            decode("(version: 3)", &path()),
            Err(StoreError::NewerVersion { found: 3, supported: 2, .. })
        ));
        // No version at all: the current one, also with older versions around.
        assert_eq!(decode("(event: (name: \"Hand\"))", &path()).expect("no version").version, 2);
        let t = decode_with("(event: (name: \"Hand\"))", &path(), 3, FAKE).expect("no version");
        assert_eq!((t.version, t.event.name.as_str()), (3, "Hand"));
        assert!(decode("Tournament(version: 2)", &path()).is_ok());
    }

    #[test]
    fn schema_1_names_its_pairing_system_by_identifier_after_loading() {
        // Every system schema 1 could store, as it wrote them.
        for (old, id) in [
            ("Dutch2017", "dutch"),
            ("Dutch2026", "dutch2026"),
            ("Burstein", "burstein"),
            ("Dubov", "dubov"),
            ("Dutch2012", "dutch2012"),
            ("Rating1998", "rating1998"),
        ] {
            let text = format!(
                "(version: 1, event: (name: \"Old\"), settings: (rounds_planned: 7, pairing_system: {old}, \
                 initial_colour: Some(Black), tiebreaks: [\"BH\"], rating_kind: Rapid), \
                 players: [(tpn: 1, name: \"A, B\")])"
            );
            let t = decode(&text, &path()).unwrap_or_else(|e| panic!("{old}: {e}"));
            assert_eq!(t.version, SCHEMA_VERSION);
            assert_eq!(t.settings.pairing_system, SystemId::new(id), "{old}");
            assert_eq!(t.settings.rounds_planned, 7);
            assert_eq!(t.settings.initial_colour, Some(crate::model::Colour::Black));
            assert_eq!(t.settings.tiebreaks, ["BH"]);
            assert_eq!(t.settings.rating_kind, crate::model::RatingKind::Rapid);
            assert_eq!(t.players[0].name, "A, B");
        }
        // Settings left out took schema 1's defaults, the 2026 rules among them.
        let t = decode("Tournament(version: 1, event: (name: \"Bare\"))", &path()).expect("defaults");
        assert_eq!(t.settings.pairing_system, SystemId::new("dutch2026"));
        assert_eq!(t.settings.rounds_planned, 9);
    }

    /// What a RON file of another program looks like to the loader.
    fn refusal(text: &str) -> StoreError {
        match decode(text, &path()) {
            Err(e) => e,
            Ok(t) => panic!("{text:?} loaded as a tournament: {t:?}"),
        }
    }

    #[test]
    fn a_ron_file_of_another_program_is_not_a_document() {
        // A settings file: fields no tournament has, neither `event` nor `players`.
        match refusal("(\n  window_width: 800,\n  theme: \"dark\",\n)") {
            StoreError::NotADocument { line: 2, field: Some(field), .. } => assert_eq!(field, "window_width"),
            other => panic!("expected NotADocument at line 2, got {other:?}"),
        }
        // With a version of its own, it is still not a newer Swissdesk's.
        assert!(matches!(
            refusal("(version: 7, scene: [])"),
            StoreError::NotADocument { field: Some(f), .. } if f == "scene"
        ));
        // Not a structure at all, or another structure's name.
        for text in ["[1, 2, 3]", "{\"a\": 1}", "42", "\"text\"", "Scene(entities: [])"] {
            assert!(matches!(refusal(text), StoreError::NotADocument { field: None, .. }), "{text}");
        }
    }

    #[test]
    fn a_newer_document_with_fields_this_version_lacks_is_named_as_newer() {
        let later = SCHEMA_VERSION + 1;
        let newer = format!("(version: {later}, event: (name: \"Later\"), players: [], clocks: [])");
        assert!(matches!(
            refusal(&newer),
            StoreError::NewerVersion { found, supported, .. } if found == later && supported == SCHEMA_VERSION
        ));
        // The same field in a current-version document is damage, located.
        let current = format!("(version: {SCHEMA_VERSION},\n event: (name: \"Now\"),\n clocks: [])");
        match refusal(&current) {
            StoreError::Corrupt { line: 3, .. } => {}
            other => panic!("expected Corrupt at line 3, got {other:?}"),
        }
    }
}
