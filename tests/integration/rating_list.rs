//! The FIDE rating list: the test list of `tests/data/rating-list/` (made
//! for the tests in FIDE's layouts by `make_lists.py`, never the real list)
//! read in both layouts, zipped, with malformed lines, from the command line,
//! downloaded from a server on loopback, and the rating changes of an event
//! in `swissdesk standings --format json`.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use swissdesk::model::{RatingKind, Sex, Title};
use swissdesk::ratings::import::{self, ReadList};
use swissdesk::ratings::list::{LineProblem, ListField};
use swissdesk::ratings::{ListEntry, ListError, ListMonth, RatingDatabase};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/rating-list").join(name)
}

/// A fresh folder for one test, removed when the returned `TempDir` is
/// dropped (also when the test fails): a test run leaves nothing behind.
fn scratch(test: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::Builder::new()
        .prefix(&format!("swissdesk-rating-{test}-"))
        .tempdir()
        .unwrap_or_else(|e| panic!("cannot make a scratch folder: {e}"));
    let path = dir.path().to_path_buf();
    (dir, path)
}

fn read_one(path: &Path, kind: Option<RatingKind>) -> ReadList {
    let mut lists = import::read_file(path, kind).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lists.len(), 1);
    lists.remove(0)
}

/// The players of a TXT list, counted from the file itself: its lines
/// after the header that are not blank.
fn data_lines(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{e}"));
    text.lines().skip(1).filter(|l| !l.trim().is_empty()).count()
}

fn by_id(entries: &[ListEntry], id: u32) -> &ListEntry {
    entries.iter().find(|e| e.fide_id == id).unwrap_or_else(|| panic!("no player {id}"))
}

#[test]
fn both_layouts_of_the_test_list_give_identical_players() {
    let txt = read_one(&data("players_list_foa.txt"), None);
    let xml = read_one(&data("players_list_xml_foa.xml"), None);
    assert_eq!(txt.list.skipped, vec![]);
    assert_eq!(xml.list.skipped, vec![]);
    assert_eq!(txt.list.kinds, RatingKind::ALL.to_vec());
    assert_eq!(xml.list.kinds, RatingKind::ALL.to_vec());
    assert_eq!(txt.list.entries.len(), data_lines(&data("players_list_foa.txt")));
    assert_eq!(txt.list.entries, xml.list.entries);

    // The players make_lists.py writes first, as its FIXED table has them.
    let e = by_id(&txt.list.entries, 4100018);
    assert_eq!(
        (e.name.as_str(), e.federation.as_str(), e.sex),
        ("Kowalczyk, Zofia", "POL", Some(Sex::Female))
    );
    // No title but a women's title: the WFM.
    assert_eq!((e.title, e.birth_year, e.inactive), (Some(Title::WFM), Some(1995), false));
    assert_eq!(
        (e.ratings[0].rating, e.ratings[0].k, e.ratings[1].rating, e.ratings[2].rating),
        (Some(2104), Some(20), Some(2050), None)
    );
    let e = by_id(&txt.list.entries, 4100026);
    // IM and WGM: the title column's IM; flag "w" is a woman, not inactive.
    assert_eq!((e.name.as_str(), e.title, e.inactive), ("Ødegaard, Åse", Some(Title::IM), false));
    assert_eq!(e.ratings.map(|r| r.rating), [Some(2351), Some(2300), Some(2288)]);
    let e = by_id(&txt.list.entries, 4100042);
    assert_eq!((e.name.as_str(), e.title, e.inactive), ("O'Brien, Seán", Some(Title::FM), true));
    let e = by_id(&txt.list.entries, 4100050);
    assert_eq!(e.ratings.map(|r| r.rating), [None, Some(1650), None]);

    // The standard list of March 2026: its TXT is UTF-8 padded by bytes.
    let monthly_txt = read_one(&data("standard_mar26frl.txt"), None);
    let monthly_xml = read_one(&data("standard_mar26frl_xml.xml"), None);
    for list in [&monthly_txt.list, &monthly_xml.list] {
        assert_eq!((list.kinds.clone(), list.month), (vec![RatingKind::Standard], ListMonth::new(2026, 3)));
        assert_eq!(list.skipped, vec![]);
    }
    assert_eq!(monthly_txt.list.entries.len(), data_lines(&data("standard_mar26frl.txt")));
    assert_eq!(monthly_txt.list.entries, monthly_xml.list.entries);
    // The same players as the combined list's standard part.
    for e in &monthly_txt.list.entries {
        let combined = by_id(&txt.list.entries, e.fide_id);
        let standard_only = ListEntry {
            ratings: [combined.ratings[0], Default::default(), Default::default()],
            ..combined.clone()
        };
        assert_eq!(*e, standard_only);
    }
    let rated = txt.list.entries.iter().filter(|e| e.ratings[0].rating.is_some()).count();
    assert_eq!(monthly_txt.list.entries.len(), rated);
}

/// `name` inside a zip archive `zip_name` in `dir`, as FIDE ships them.
fn zipped(dir: &Path, zip_name: &str, name: &str) -> PathBuf {
    let path = dir.join(zip_name);
    let file = std::fs::File::create(&path).unwrap_or_else(|e| panic!("{e}"));
    let mut zip = zip::ZipWriter::new(file);
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    zip.start_file(name, options).unwrap_or_else(|e| panic!("{e}"));
    zip.write_all(&std::fs::read(data(name)).unwrap_or_else(|e| panic!("{e}")))
        .unwrap_or_else(|e| panic!("{e}"));
    zip.finish().unwrap_or_else(|e| panic!("{e}"));
    path
}

#[test]
fn zipped_lists_are_kept_in_the_data_folder_and_merged() {
    let (_scratch, dir) = scratch("zip");
    let standard = zipped(&dir, "standard_rating_list.zip", "standard_mar26frl.txt");
    let imported = import::import_into(&dir.join("data"), &standard, None).unwrap_or_else(|e| panic!("{e}"));
    let monthly = data_lines(&data("standard_mar26frl.txt"));
    assert_eq!(imported.database.len(), monthly);
    let info = imported.database.list_info(RatingKind::Standard).cloned().unwrap_or_default();
    assert_eq!((info.month, info.rated), (ListMonth::new(2026, 3), monthly));
    assert!(imported.database.list_info(RatingKind::Rapid).is_none());

    // Then the combined XML list: every player, all three kinds.
    let combined = zipped(&dir, "players_list_xml.zip", "players_list_xml_foa.xml");
    import::import_into(&dir.join("data"), &combined, None).unwrap_or_else(|e| panic!("{e}"));
    let kept =
        RatingDatabase::load(&dir.join("data").join("fide-ratings.bin")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kept.len(), data_lines(&data("players_list_foa.txt")));
    let txt = read_one(&data("players_list_foa.txt"), None);
    let mut all: Vec<ListEntry> = kept.entries().collect();
    let mut expected = txt.list.entries.clone();
    all.sort_by_key(|e| e.fide_id);
    expected.sort_by_key(|e| e.fide_id);
    assert_eq!(all, expected);
    let zofia = kept.position(4100018).map(|i| kept.entry(i).name);
    assert_eq!(zofia.as_deref(), Some("Kowalczyk, Zofia"));
    // A monthly list without its kind in the name is refused, not guessed.
    std::fs::copy(data("standard_mar26frl.txt"), dir.join("list.txt")).unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(import::read_file(&dir.join("list.txt"), None), Err(ListError::UnknownKind { .. })));
    assert!(import::read_file(&dir.join("list.txt"), Some(RatingKind::Rapid)).is_ok());
}

/// `line` with `remove` characters from character `at` replaced by `insert`.
fn splice(line: &str, at: usize, remove: usize, insert: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    chars[..at]
        .iter()
        .chain(insert.chars().collect::<Vec<_>>().iter())
        .chain(chars[at + remove..].iter())
        .collect()
}

/// The combined TXT list with some lines replaced: (line number, new text).
/// A change to one line: its number and what the line becomes.
type LineChange<'a> = (usize, &'a dyn Fn(&str) -> String);

fn damaged_txt(dir: &Path, changes: &[LineChange]) -> PathBuf {
    let text = std::fs::read_to_string(data("players_list_foa.txt")).unwrap_or_else(|e| panic!("{e}"));
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    for (number, change) in changes {
        lines[number - 1] = change(&lines[number - 1]);
    }
    let path = dir.join("players_list_foa.txt");
    std::fs::write(&path, lines.join("\n")).unwrap_or_else(|e| panic!("{e}"));
    path
}

#[test]
fn a_malformed_line_names_its_line_and_is_skipped() {
    let (_scratch, dir) = scratch("malformed");
    let original = read_one(&data("players_list_foa.txt"), None).list.entries;
    let id_on = |line: &str| line[..15].trim().parse::<u32>().unwrap_or(0);
    let text = std::fs::read_to_string(data("players_list_foa.txt")).unwrap_or_else(|e| panic!("{e}"));
    let lines: Vec<&str> = text.lines().collect();
    let broken_ids = [id_on(lines[9]), id_on(lines[19]), id_on(lines[29])];
    let path = damaged_txt(
        &dir,
        &[
            // A letter in the standard rating (columns 114-118).
            (10, &|l: &str| splice(l, 114, 1, "x")),
            // Three characters more after the name: every later value shifts.
            (20, &|l: &str| splice(l, 76, 0, "   ")),
            // A federation that is not three letters.
            (30, &|l: &str| splice(l, 76, 3, "P0L")),
        ],
    );
    let read = read_one(&path, None);
    let skipped: Vec<(usize, ListField)> = read.list.skipped.iter().map(|p| (p.line, p.field)).collect();
    assert_eq!(
        skipped,
        vec![
            (10, ListField::Rating(RatingKind::Standard)),
            (20, ListField::Line),
            (30, ListField::Federation)
        ]
    );
    // The message names the line, the field and what was found.
    let message = read.list.skipped[2].to_string();
    assert!(message.contains("30") && message.contains("P0L"), "{message}");
    // Every other player is read as in the intact file.
    let expected: Vec<ListEntry> =
        original.into_iter().filter(|e| !broken_ids.contains(&e.fide_id)).collect();
    assert_eq!(read.list.entries, expected);

    // XML: a bad value skips its player at the value's line; broken XML is refused.
    let xml = std::fs::read_to_string(data("players_list_xml_foa.xml")).unwrap_or_else(|e| panic!("{e}"));
    let mut xml_lines: Vec<String> = xml.lines().map(str::to_owned).collect();
    let birthday = xml_lines.iter().position(|l| l.starts_with("<birthday>")).unwrap_or(0);
    xml_lines[birthday] = "<birthday>19x5</birthday>".into();
    let bad_value = dir.join("players_list_xml_foa.xml");
    std::fs::write(&bad_value, xml_lines.join("\n")).unwrap_or_else(|e| panic!("{e}"));
    let read = read_one(&bad_value, None);
    assert_eq!(
        read.list.skipped,
        vec![LineProblem { line: birthday + 1, field: ListField::BirthYear, value: "19x5".into() }]
    );
    let name = xml_lines.iter().position(|l| l.starts_with("<name>")).unwrap_or(0);
    xml_lines[name] = "<name>Broken</nam>".into();
    std::fs::write(&bad_value, xml_lines.join("\n")).unwrap_or_else(|e| panic!("{e}"));
    match import::read_file(&bad_value, None) {
        Err(ListError::Xml { line, .. }) => assert_eq!(line, name + 1),
        other => panic!("broken XML read as {other:?}"),
    }
    // A header that is not a list's is refused with its line.
    std::fs::write(dir.join("x.txt"), "ID Number      Name     Rating Club\n1 A 2000 B\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(import::read_file(&dir.join("x.txt"), None), Err(ListError::Header { line: 1, .. })));
}

fn swissdesk(data_dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", "en")
        .env("SWISSDESK_DATA_DIR", data_dir)
        .env("SWISSDESK_CONFIG_DIR", data_dir.join("config"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run swissdesk: {e}"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_command_line_imports_and_searches_the_list() {
    let (_scratch, dir) = scratch("cli");
    let list = data("players_list_foa.txt");
    let out = swissdesk(&dir, &["rating-list", "search", "zofia"]);
    assert!(
        !out.status.success() && text(&out.stderr).contains("No FIDE rating list"),
        "{}",
        text(&out.stderr)
    );
    let out = swissdesk(&dir, &["rating-list", "import", list.to_str().unwrap_or_default()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("320 players"), "{}", text(&out.stdout));

    let search = |query: &str, limit: &str| -> Vec<String> {
        let out = swissdesk(&dir, &["rating-list", "search", query, "--limit", limit]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout).lines().map(str::to_owned).collect()
    };
    // FIDE ID, name, federation, title, standard rating, birth year.
    assert_eq!(search("kowalczyk zof", "5"), ["4100018\tKowalczyk, Zofia\tPOL\tWFM\t2104\t1995"]);
    // Accents and case folded; the rated namesake first, the unrated one after.
    assert_eq!(
        search("ODEGAARD ase", "5"),
        ["4100026\tØdegaard, Åse\tNOR\tIM\t2351\t1988", "5002314\tØdegaard, Åse\tHUN\tWFM\t\t2015"]
    );
    assert_eq!(search("4100050", "5"), ["4100050\tUnrated, Standard\tGER\t\t\t1990"]);
    assert_eq!(search("41000", "10").len(), 5);
    assert_eq!(search("a", "3").len(), 3);
    for line in search("e", "50") {
        assert_eq!(line.split('\t').count(), 6, "{line}");
    }

    let out = swissdesk(&dir, &["rating-list", "info"]);
    assert!(text(&out.stdout).contains("320 players"), "{}", text(&out.stdout));
    // A malformed line: reported on stderr with its line, the rest imported.
    let damaged = damaged_txt(&dir, &[(7, &|l: &str| splice(l, 114, 1, "x"))]);
    let out = swissdesk(&dir, &["rating-list", "import", damaged.to_str().unwrap_or_default()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("line 7"), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("319 players"), "{}", text(&out.stdout));
}

/// Serves `body` once on a loopback port, with the headers FIDE's server
/// sends; returns the address.
fn serve_once(body: Vec<u8>, status: &'static str) -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("{e}"));
    let address = listener.local_addr().unwrap_or_else(|e| panic!("{e}"));
    std::thread::spawn(move || {
        if let Ok((mut stream, _)) = listener.accept() {
            let mut request = Vec::new();
            let mut byte = [0u8; 1];
            while !request.ends_with(b"\r\n\r\n") && stream.read(&mut byte).is_ok_and(|n| n == 1) {
                request.push(byte[0]);
            }
            let head = format!(
                "HTTP/1.1 {status}\r\nContent-Type: application/zip\r\nContent-Length: {}\r\nLast-Modified: Sun, 01 Mar 2026 06:00:00 GMT\r\nConnection: close\r\n\r\n",
                body.len()
            );
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(&body);
        }
    });
    format!("http://{address}")
}

#[test]
fn a_list_downloads_with_progress_and_imports_as_the_file_would() {
    let (_scratch, dir) = scratch("download");
    let zip = zipped(&dir, "standard_rating_list.zip", "standard_mar26frl.txt");
    let bytes = std::fs::read(&zip).unwrap_or_else(|e| panic!("{e}"));
    let url = format!("{}/download/standard_rating_list.zip", serve_once(bytes.clone(), "200 OK"));
    let mut seen = Vec::new();
    let imported =
        swissdesk::ratings::download::download_into(&dir.join("data"), RatingKind::Standard, &url, |p| {
            seen.push(p)
        })
        .unwrap_or_else(|e| panic!("{e}"));
    let last = seen.last().copied().unwrap_or_default();
    assert_eq!(
        (last.received, last.total, last.fraction()),
        (bytes.len() as u64, Some(bytes.len() as u64), Some(1.0))
    );
    assert_eq!(seen.first().map(|p| (p.received, p.month)), Some((0, ListMonth::new(2026, 3))));
    let from_file = read_one(&zip, None);
    let mut kept: Vec<ListEntry> = imported.database.entries().collect();
    let mut expected = from_file.list.entries.clone();
    kept.sort_by_key(|e| e.fide_id);
    expected.sort_by_key(|e| e.fide_id);
    assert_eq!(kept, expected);
    assert!(!dir.join("data").join("fide-download.part").exists());

    // A server error is reported and keeps nothing.
    let url = format!("{}/download/standard_rating_list.zip", serve_once(b"gone".to_vec(), "404 Not Found"));
    let failed =
        swissdesk::ratings::download::download_into(&dir.join("other"), RatingKind::Standard, &url, |_| {});
    assert!(matches!(failed, Err(ListError::Download { .. })), "{failed:?}");
    assert!(!dir.join("other").join("fide-ratings.bin").exists());
}

#[test]
fn standings_json_gives_each_players_rating_change_and_performance() {
    use swissdesk::model::{Game, GameResult, Round, Tournament};
    use swissdesk::ratings::register::player_from_entry;
    let (_scratch, dir) = scratch("standings");
    let list = read_one(&data("players_list_foa.txt"), None).list.entries;
    let mut t = Tournament::new("Rated open");
    t.event.start_date = chrono::NaiveDate::from_ymd_opt(2026, 3, 14);
    // 1 Ødegaard 2351 (K 20), 2 Kowalczyk 2104 (K 20), 3 O'Brien 2230 (K 20),
    // 4 Núñez 1876 (K 40 on the list).
    for (tpn, id) in [(1, 4100026), (2, 4100018), (3, 4100042), (4, 4100034)] {
        let mut p = player_from_entry(by_id(&list, id), RatingKind::Standard);
        p.tpn = tpn;
        t.players.push(p);
    }
    let mut r1 = Round::new(1);
    r1.games = vec![Game::new(1, 4, GameResult::WhiteWins), Game::new(3, 2, GameResult::Draw)];
    let mut r2 = Round::new(2);
    r2.games = vec![Game::new(2, 1, GameResult::WhiteWins), Game::new(4, 3, GameResult::WhiteWins)];
    t.rounds = vec![r1, r2];
    let file = dir.join("open.swissdesk.ron");
    swissdesk::store::save(&t, &file).unwrap_or_else(|e| panic!("{e}"));
    let out = swissdesk(&dir, &["standings", file.to_str().unwrap_or_default(), "--format", "json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}"));
    let rating_of = |tpn: u64| -> serde_json::Value {
        json["players"]
            .as_array()
            .and_then(|rows| rows.iter().find(|r| r["tpn"] == tpn))
            .map(|r| r["rating"].clone())
            .unwrap_or_default()
    };
    // By hand, B.02 8.1.2 rows and 8.3:
    // Kowalczyk 2104: vs O'Brien 2230 D −126 (122-129) PD .33, draw +.17; vs Ødegaard 2351
    //   D −247 (246-256) PD .19, win +.81; Σ .98 × 20 = +19.6 → 2124.
    //   TPR: ARO (2230 + 2351) / 2 = 2290.5 → 2291, p .75 → dp 193 → 2484.
    // Ødegaard 2351: vs Núñez D +475 cut to +400 PD .92, win +.08; vs Kowalczyk D +247 PD .81,
    //   loss −.81; Σ −.73 × 20 = −14.6 → 2336. TPR: (1876 + 2104) / 2 = 1990, p .5 → 1990.
    // Núñez 1876 (K 40): vs Ødegaard D −400 PD .08, loss −.08; vs O'Brien D −354 (345-357)
    //   PD .11, win +.89; Σ .81 × 40 = +32.4 → 1908. TPR 2291 + 0 = 2291.
    // O'Brien 2230: vs Kowalczyk D +126 PD .67, draw −.17; vs Núñez D +354 PD .89, loss −.89;
    //   Σ −1.06 × 20 = −21.2 → 2209. TPR: ARO 1990, p .25 → dp −193 → 1797.
    let expected = [
        (2, 19.6, 2124, 2484, 20),
        (1, -14.6, 2336, 1990, 20),
        (4, 32.4, 1908, 2291, 40),
        (3, -21.2, 2209, 1797, 20),
    ];
    for (tpn, change, new_rating, performance, k) in expected {
        let r = rating_of(tpn);
        assert_eq!(r["change"].as_f64(), Some(change), "{tpn}: {r}");
        assert_eq!(
            (r["new_rating"].as_i64(), r["performance"].as_i64(), r["k"].as_i64()),
            (Some(new_rating), Some(performance), Some(k)),
            "{tpn}: {r}"
        );
        assert_eq!(r["games"].as_i64(), Some(2));
        assert_eq!(r["per_game"].as_array().map(Vec::len), Some(2));
    }
    assert_eq!(rating_of(4)["per_game"][0]["expected"].as_f64(), Some(0.08));
}

#[test]
fn a_newer_list_updates_registered_ratings_in_one_logged_change_before_round_one() {
    use swissdesk::commands::{self, Command, CommandError};
    use swissdesk::model::{AuditAction, Tournament};
    use swissdesk::ratings::register::{player_from_entry, updates};
    let (_scratch, dir) = scratch("update");
    let list = read_one(&data("players_list_foa.txt"), None).list.entries;
    // Registered from an older list: Kowalczyk at 2050, O'Brien without a title.
    let mut t = Tournament::new("Spring open");
    for id in [4100018, 4100042, 4100026] {
        let mut p = player_from_entry(by_id(&list, id), RatingKind::Standard);
        if id == 4100018 {
            p.rating = Some(2050);
        }
        if id == 4100042 {
            p.title = None;
        }
        commands::apply(&mut t, Command::AddPlayer(p), "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    }
    let file = dir.join("spring.swissdesk.ron");
    swissdesk::store::save(&t, &file).unwrap_or_else(|e| panic!("{e}"));
    let out = swissdesk(
        &dir,
        &["rating-list", "import", data("players_list_foa.txt").to_str().unwrap_or_default()],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = swissdesk(&dir, &["rating-list", "update", file.to_str().unwrap_or_default()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("2 players updated"), "{}", text(&out.stdout));
    let updated = swissdesk::store::load(&file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(updated.player(1).and_then(|p| p.rating), Some(2104));
    assert_eq!(updated.player(2).and_then(|p| p.title), Some(Title::FM));
    let logged: Vec<_> = updated.audit.iter().filter(|e| e.action == AuditAction::UpdateRatings).collect();
    assert_eq!(logged.len(), 1, "one change, one entry");
    assert!(logged[0].before.contains("2050") && logged[0].after.contains("2104"), "{:?}", logged[0]);
    assert_eq!(logged[0].reason.as_deref(), Some("FIDE standard list, month unknown"));

    // Once round 1 is paired the ratings at round 1 stand.
    let mut paired = updated.clone();
    let kept = RatingDatabase::load(&dir.join("fide-ratings.bin")).unwrap_or_else(|e| panic!("{e}"));
    paired.players[0].rating = Some(1999);
    commands::pair_next_round(&mut paired, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    let pending = updates(&paired, &kept);
    assert_eq!(pending.len(), 1);
    let refused =
        commands::apply(&mut paired, Command::UpdateRatings { list: "x".into(), updates: pending }, "A");
    assert_eq!(refused, Err(CommandError::RatingsFrozen));
}
