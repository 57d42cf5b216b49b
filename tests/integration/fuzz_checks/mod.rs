//! The checks of every fuzz target, as plain functions of the input bytes,
//! kept with the tests so that `tests/integration/fuzz_regressions.rs` replays saved
//! inputs through exactly the same code in `cargo test`; the targets in
//! `fuzz/fuzz_targets/` include this file by path. They may
//! only panic on a real defect. The noticeboard's test event
//! (`noticeboard_support.rs`) lives here too, as a child module, because the
//! `noticeboard_request` check serves its pages; the noticeboard tests include
//! it by path.
#![allow(dead_code, reason = "each fuzz target uses one of these checks")]

use std::collections::HashSet;
use std::path::Path;
use std::sync::LazyLock;
use swissdesk::model::SystemId;
use swissdesk::pairing::dutch::{Dutch2017, Dutch2026};
use swissdesk::pairing::{self, Pairing, PairingInput, PairingSystem, checker};
use swissdesk::trf::{self, Dialect};
use swissdesk::{commands, store};

/// The TRF reader on `data`; whatever it accepts must survive being written
/// back in `dialect` and read again with the same players and rounds: an
/// export Swissdesk cannot read itself would be a lost file.
pub fn trf_round_trip(data: &[u8], dialect: Dialect) {
    let Ok(import) = trf::parse_bytes(data, "fuzz.trf") else {
        return;
    };
    let written = trf::write_as(&import.tournament, dialect);
    let again = match trf::parse_bytes(written.as_bytes(), "written.trf") {
        Ok(again) => again,
        Err(e) => panic!("Swissdesk cannot read the TRF it wrote: {e}\n{written}"),
    };
    assert_eq!(again.tournament.players, import.tournament.players, "players changed\n{written}");
    assert_eq!(again.tournament.rounds, import.tournament.rounds, "rounds changed\n{written}");
}

/// The team records of the TRF reader (`013`, `310`, `300`, `320`, `330`,
/// `352`, `362`, team `240`/`250`, issue 30) on `data`: a team event it
/// accepts must come back with the same teams, matches, line-ups and board
/// results from both dialects, and its team standings and board prizes
/// must be computable (every C.07 team tie-break), never a panic.
pub fn team_trf(data: &[u8]) {
    let Ok(import) = trf::parse_bytes(data, "fuzz.trf") else {
        return;
    };
    let t = &import.tournament;
    for dialect in [Dialect::Trf16, Dialect::Trf2026] {
        let written = trf::write_as(t, dialect);
        let again = match trf::parse_bytes(written.as_bytes(), "written.trf") {
            Ok(again) => again.tournament,
            Err(e) => panic!("Swissdesk cannot read the TRF it wrote ({dialect:?}): {e}\n{written}"),
        };
        assert_eq!(again.players, t.players, "players changed ({dialect:?})\n{written}");
        assert_eq!(again.rounds, t.rounds, "rounds changed ({dialect:?})\n{written}");
        assert_eq!(again.teams, t.teams, "teams changed ({dialect:?})\n{written}");
        assert_eq!(again.settings.team, t.settings.team, "team settings changed ({dialect:?})\n{written}");
    }
    if t.is_team_event() {
        let codes =
            ["MPVGP", "EDE", "EDET", "EDEB", "EMGSB", "ESB", "BC", "TBR", "BBE", "SSSC", "BH:MP", "SB:GP"];
        let Ok(tiebreaks) = swissdesk::standings::parse_team_tiebreaks(&codes) else {
            panic!("the team tie-break codes no longer parse");
        };
        let last = t.rounds.iter().map(|r| r.number).max().unwrap_or(0);
        let s = swissdesk::standings::team_standings(t, last, Default::default(), &tiebreaks, false);
        assert_eq!(s.rows.len(), t.teams.len(), "a team is missing from the standings");
        let _ = swissdesk::export::board_prize_table(t, last);
    }
}

/// The tournament-document loader on `data`; what it accepts must save and
/// load back equal.
pub fn ron_document(data: &[u8]) {
    let path = Path::new("fuzz.swissdesk.ron");
    let Ok(tournament) = store::decode_tournament(data.to_vec(), path) else {
        return;
    };
    let text = match store::to_document_text(&tournament, path) {
        Ok(text) => text,
        Err(e) => panic!("a loaded tournament does not serialise: {e}"),
    };
    match store::decode_tournament(text.into_bytes(), path) {
        Ok(again) => assert_eq!(again, tournament, "reload differs from the state saved"),
        Err(e) => panic!("Swissdesk cannot read the document it wrote: {e}"),
    }
}

/// A fixed 30-player tournament after three rounds, per Dutch edition: the
/// tournament a proposal is checked against.
static PROPOSAL_INPUTS: LazyLock<Vec<(&'static dyn PairingSystem, PairingInput)>> = LazyLock::new(|| {
    [&Dutch2017 as &'static dyn PairingSystem, &Dutch2026]
        .into_iter()
        .filter_map(|system| {
            let mut t = swissdesk::generator::generate(system, 30, 4, 7).ok()?;
            // The generated file has four rounds; the proposal is for round 4.
            t.rounds.retain(|r| r.number < 4);
            let round = PairingInput::next_round(&t);
            commands::prepare_round(&mut t, round);
            Some((system, PairingInput::from_tournament(&t, round)))
        })
        .collect()
});

/// The proposal-file reader of `check --proposal` and the checker behind it:
/// unknown players, doubles, byes to anyone must be findings or errors.
pub fn proposal(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(proposal) = Pairing::from_engine_text(text) else {
        return;
    };
    // What was read is what `pair` would write back.
    assert_eq!(Pairing::from_engine_text(&proposal.to_engine_text()).ok().as_ref(), Some(&proposal));
    for (system, input) in PROPOSAL_INPUTS.iter() {
        let _ = checker::check(*system, input, &proposal);
    }
}

/// Every system a tournament can name (and one this build lacks); those
/// without an engine must refuse politely.
const SYSTEMS: [&str; 8] =
    ["dutch", "dutch2026", "burstein", "burstein2026", "dubov", "dutch2012", "rating1998", "unknown"];

/// Keeps one execution fast: the engines are polynomial, but the fuzzer
/// should spend its time on odd shapes, not on big ones.
const MAX_PLAYERS: usize = 80;
const MAX_ROUNDS: usize = 24;

/// From a file to a pairing: an imported TRF paired next round by every
/// pairing system, the command line's way (`pair`) and the app's way
/// (`commands::pair_next_round`). Whatever an engine returns must pair the
/// players to pair: each exactly once, at most one bye.
pub fn import_pair(data: &[u8]) {
    let Ok(import) = trf::parse_bytes(data, "fuzz.trf") else {
        return;
    };
    let t = import.tournament;
    if t.players.len() > MAX_PLAYERS || t.rounds.len() > MAX_ROUNDS {
        return;
    }
    let round = PairingInput::next_round(&t);
    let mut draft = t.clone();
    commands::prepare_round(&mut draft, round);
    let input = PairingInput::from_tournament(&draft, round);
    let to_pair: HashSet<u32> = input.players.iter().filter(|p| p.to_pair).map(|p| p.tpn).collect();
    for id in SYSTEMS {
        let system = SystemId::new(id);
        if let Ok(pairing) = pairing::pair(&system, &input) {
            let mut seen = HashSet::new();
            for board in &pairing.boards {
                assert!(seen.insert(board.white) && seen.insert(board.black), "a player paired twice");
            }
            if let Some(bye) = pairing.bye {
                assert!(seen.insert(bye), "the bye also plays");
            }
            assert_eq!(seen, to_pair, "not every player to pair is paired exactly once");
        }
        let mut app = t.clone();
        app.settings.pairing_system = system;
        let _ = commands::pair_next_round(&mut app, "fuzz");
    }
}

/// The FIDE rating-list reader (`rating-list import`, the app's Import
/// list): TXT, XML or a zip of them, named as FIDE names its files (which
/// tells the kind) or with the arbiter's kind. What it accepts must hold
/// players, merge into the kept list, and that list must save and load
/// back equal and answer every look-up.
pub fn rating_list(data: &[u8]) {
    use swissdesk::model::RatingKind;
    use swissdesk::ratings::{RatingDatabase, import};
    let named = [
        ("players_list_foa.txt", None),
        ("standard_mar26frl.zip", None),
        ("list.txt", Some(RatingKind::Rapid)),
    ];
    for (name, kind) in named {
        let Ok(lists) = import::read_from(std::io::Cursor::new(data), "fuzz", name, kind) else {
            continue;
        };
        let mut database = RatingDatabase::default();
        for read in &lists {
            assert!(!read.list.entries.is_empty(), "{}: a list without players accepted", read.source);
            database = database.merged(read, "2026-11-29T05:00:00+00:00");
        }
        look_up(&database);
        match RatingDatabase::from_bytes(&database.to_bytes(), "kept.bin") {
            Ok(again) => assert_eq!(again, database, "the kept list loads back different"),
            Err(e) => panic!("Swissdesk cannot read the rating list it kept: {e}"),
        }
    }
}

/// The kept rating list (`fide-ratings.bin` in the data folder, read at
/// every start) on arbitrary bytes: a damaged file is refused as corrupt,
/// and what loads must answer every look-up and save back the same bytes.
pub fn rating_database(data: &[u8]) {
    use swissdesk::ratings::RatingDatabase;
    let Ok(database) = RatingDatabase::from_bytes(data, "fuzz.bin") else {
        return;
    };
    look_up(&database);
    match RatingDatabase::from_bytes(&database.to_bytes(), "again.bin") {
        Ok(again) => assert_eq!(again, database, "the list loads back different"),
        Err(e) => panic!("Swissdesk cannot read the rating list it wrote: {e}"),
    }
}

/// Every player of `database` read, found by id, and searched for the way
/// the player dialogs search (by name, by the start of a name, by id).
fn look_up(database: &swissdesk::ratings::RatingDatabase) {
    use swissdesk::model::RatingKind;
    for index in 0..database.len() {
        let entry = database.entry(index);
        assert_eq!(database.position(entry.fide_id), Some(index), "player {index} not found by id");
        for kind in RatingKind::ALL {
            let _ = database.rating(index, kind);
        }
    }
    let names = (0..database.len().min(3)).map(|i| database.name(i).to_owned());
    let ids = (0..database.len().min(3)).map(|i| database.entry(i).fide_id.to_string());
    let queries: Vec<String> =
        names.chain(ids).chain(["a", "mü", "x y", "1", " "].map(String::from)).collect();
    for kind in RatingKind::ALL {
        let _ = swissdesk::ratings::register::list_description(database, kind);
        for query in &queries {
            for found in database.search(query, kind, 20) {
                assert!(found < database.len(), "search for {query:?} found no player");
            }
            let start: String = query.chars().take(2).collect();
            let _ = database.search(&start, kind, 1);
        }
    }
}

/// The noticeboard tests (tests/integration/) share it from here: a file is
/// one module of a crate.
pub mod noticeboard_support;

/// The noticeboard's pages of the support event (rounds 1-2 published, round
/// 3 not, private data in the document), as served.
static NOTICEBOARD: LazyLock<swissdesk::noticeboard::Site> = LazyLock::new(|| {
    swissdesk::i18n::set_language("en");
    let options =
        swissdesk::noticeboard::SiteOptions { address: Some("http://127.0.0.1:8080/".into()), live: true };
    swissdesk::noticeboard::Site::build(&noticeboard_support::event(), &options)
        .unwrap_or_else(|e| panic!("the pages of the support event: {e}"))
});

/// The noticeboard's answer to any request: `data` is `METHOD TARGET`, a
/// newline, then an `If-None-Match` value. Whatever it asks, the answer is
/// a page, 304, 404 or 405 (never a panic), only GET and HEAD get pages,
/// a stored page is sent as stored, nothing private is in any answer, and
/// a search text comes back escaped, never as markup.
pub fn noticeboard_request(data: &[u8]) {
    use swissdesk::noticeboard::routes::{Request, Route, answer, search_text};
    let site = &*NOTICEBOARD;
    let text = String::from_utf8_lossy(data);
    let (first, if_none_match) = text.split_once('\n').unwrap_or((&text, ""));
    let (method, target) = first.split_once(' ').unwrap_or((first, "/"));
    let (path, query) = match target.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (target, None),
    };
    let request = Request {
        method,
        path,
        query,
        if_none_match: Some(if_none_match.as_bytes()).filter(|v| !v.is_empty()),
    };
    let reply = answer(site, &request);
    assert!(matches!(reply.status, 200 | 304 | 404 | 405), "status {}", reply.status);
    if matches!(reply.status, 200 | 304) {
        assert!(method == "GET" || method == "HEAD", "{method} got a page");
    }
    let body = String::from_utf8_lossy(&reply.body);
    let searched = query.and_then(search_text).unwrap_or_default();
    for secret in noticeboard_support::PRIVATE {
        // A search for the secret itself says it found nobody, in its words.
        if !searched.to_lowercase().contains(&secret.to_lowercase()) {
            assert!(!body.contains(secret), "{secret} in the answer to {first:?}");
        }
    }
    if searched.contains('<') {
        // The page's own markup holds short texts such as "<s" (`<span`,
        // `<script`), so finding the text proves nothing by itself: an
        // unescaped echo is one more copy than in the same page searched
        // for a harmless text of the same length.
        let harmless = format!("q={}", "~".repeat(searched.chars().count()));
        let neutral = answer(site, &Request { method, path, query: Some(&harmless), if_none_match: None });
        let neutral_body = String::from_utf8_lossy(&neutral.body);
        assert!(
            body.matches(searched.as_str()).count() <= neutral_body.matches(searched.as_str()).count(),
            "the search text is sent back unescaped"
        );
    }
    let stored = Route::parse(path).and_then(|route| site.page(&route.file_name()));
    if reply.status == 200 && searched.is_empty() {
        assert_eq!(Some(&reply.body), stored.map(|page| &page.body), "not the stored page");
    }
}

/// The reference generators' configuration file (`--SYSTEM -g CONFIG`,
/// `Key=Value` lines) on `data`. Every chance it sets must be a
/// probability (the generator draws with them, and a draw outside 0–1
/// panics), and a small event it accepts is generated (or refused with an
/// error, never a panic) and its TRF-2026 reads back with the same players
/// and rounds: a configuration must not give a file Swissdesk cannot read.
pub fn generator_config(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(config) = swissdesk::cli::engine_config(text, 7, Some(Path::new("fuzz.cfg"))) else {
        return;
    };
    let r = config.rates;
    for (name, chance) in [
        ("draw", r.draw),
        ("forfeit", r.forfeit),
        ("half-point bye", r.half_bye),
        ("full-point bye", r.full_bye),
        ("absence", r.absence),
        ("withdrawal", r.withdrawal),
    ] {
        assert!((0.0..=1.0).contains(&chance), "the {name} chance is {chance}\n{text}");
    }
    // Larger events are valid too, but too slow to pair at every input.
    if config.players > 16 || config.rounds > 5 {
        return;
    }
    let Ok(t) = swissdesk::generator::generate_config(&Dutch2026, &config) else {
        return;
    };
    let written = trf::write_complete(&t, Dialect::Trf2026);
    let again = match trf::parse_bytes(written.as_bytes(), "generated.trf") {
        Ok(again) => again.tournament,
        Err(e) => panic!("Swissdesk cannot read the event it generated: {e}\n{text}\n{written}"),
    };
    // What a TRF carries (tests/integration/export_trf.rs compares the same): the
    // players' lines, every game with its result whatever its board, every
    // bye; a request for a round already paired is its bye there.
    let players = |t: &swissdesk::model::Tournament| {
        t.players
            .iter()
            .map(|p| (p.tpn, p.name.clone(), p.rating, p.status, t.points(p.tpn)))
            .collect::<Vec<_>>()
    };
    let rounds = |t: &swissdesk::model::Tournament| {
        t.rounds
            .iter()
            .map(|r| {
                let mut games: Vec<_> =
                    r.games.iter().map(|g| (g.white, g.black, g.result.trf_codes())).collect();
                games.sort_unstable();
                let mut byes: Vec<_> = r.byes.iter().map(|b| format!("{b:?}")).collect();
                byes.sort_unstable();
                (r.number, games, byes)
            })
            .collect::<Vec<_>>()
    };
    // The file also announces the byes already known for the round to be
    // paired next (TRF(x): `0000 - Z/H/F` in that round's columns, see
    // `announced_bye` in src/trf/writer.rs), and they read back as that
    // round's draft. An event the generator ended early, its next round
    // having no legal pairing, announces a withdrawn player's absence so.
    // Both sides are compared with that round drafted as the pairing would
    // draft it: a bye the file lost or invented still differs.
    let next = PairingInput::next_round(&t);
    let drafted = |mut event: swissdesk::model::Tournament| {
        if next <= event.settings.rounds_planned {
            commands::prepare_round(&mut event, next);
        }
        event
    };
    let (t, again) = (drafted(t), drafted(again));
    assert_eq!(players(&again), players(&t), "players changed\n{text}\n{written}");
    assert_eq!(rounds(&again), rounds(&t), "rounds changed\n{text}\n{written}");
}

/// The settings file (`settings.ron`, perhaps hand-edited or damaged) on
/// `data`: what loads must save and load back the same, or the arbiter's
/// name, language and recent files would change at each start.
pub fn settings(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let path = Path::new("settings.ron");
    let Ok(settings) = store::settings::settings_from_text(text, path) else {
        return;
    };
    let written = match store::settings::settings_to_text(&settings, path) {
        Ok(written) => written,
        Err(e) => panic!("loaded settings do not serialise: {e}"),
    };
    match store::settings::settings_from_text(&written, path) {
        Ok(again) => assert_eq!(again, settings, "reload differs from the settings saved\n{written}"),
        Err(e) => panic!("Swissdesk cannot read the settings it wrote: {e}\n{written}"),
    }
}
