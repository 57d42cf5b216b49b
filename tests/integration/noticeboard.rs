//! The noticeboard served on loopback: every page, the "nothing before
//! publication" rule, nothing private, read-only, and bad requests (unknown
//! paths, huge or too many headers, garbage, slow clients, too many
//! connections) answered cleanly without stopping the server. The website
//! export writes the same pages, and its links all lead somewhere.
//!
//! Expected texts come from the event in `noticeboard_support` worked out
//! by hand (its table), never from the pages' own code.

use crate::noticeboard_support;

use noticeboard_support::{PRIVATE, event, exchange, get, version, wait_for_new_version};
use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};
use swissdesk::commands::{Command, apply};
use swissdesk::noticeboard::{Limits, Noticeboard, ServeOptions, export_site};

fn options(limits: Limits) -> ServeOptions {
    swissdesk::i18n::set_language("en");
    ServeOptions { bind: Ipv4Addr::LOCALHOST.into(), port: 0, limits }
}

fn start(t: &swissdesk::model::Tournament) -> Noticeboard {
    Noticeboard::start(&options(Limits::default()), t).unwrap_or_else(|e| panic!("{e}"))
}

/// The event with no round published: round 1 is paired, nothing shown.
fn unpublished() -> swissdesk::model::Tournament {
    let mut t = event();
    for r in &mut t.rounds {
        r.published = false;
    }
    t
}

#[test]
fn nothing_is_shown_before_the_arbiter_publishes_and_the_pages_follow_publication() {
    let mut t = unpublished();
    let board = start(&t);
    let address = board.address();
    assert!(board.url().starts_with("http://127.0.0.1:"), "{}", board.url());

    let status = get(address, "/status.json");
    assert_eq!(status.status, 200);
    assert!(status.body.contains("\"round\":0"), "{}", status.body);
    for path in [
        "/",
        "/index.html",
        "/pairings.html",
        "/standings.html",
        "/crosstable.html",
        "/players.html",
        "/screen.html",
    ] {
        let page = get(address, path);
        assert_eq!(page.status, 200, "{path}");
        assert!(page.body.contains("Venue Open 2026"), "{path}: the event's name is on every page");
        for name in ["Carlsen", "Šindelář", "Иванов", "Dupont", "Smith", "Hidden"] {
            assert!(!page.body.contains(name), "{path} shows {name} before any publication");
        }
    }
    assert!(get(address, "/pairings.html").body.contains("No round has been published yet"));
    for path in ["/player-1.html", "/pairings-1.html", "/standings-1.html"] {
        assert_eq!(get(address, path).status, 404, "{path} exists before publication");
    }
    // A search finds nobody: there is nobody to find.
    assert!(!get(address, "/pairings.html?q=carlsen").body.contains("Carlsen"));

    // The arbiter publishes round 1: the pages change by themselves.
    let old = version(&status.body);
    apply(&mut t, Command::PublishRound { round: 1 }, "A").unwrap_or_else(|e| panic!("{e}"));
    board.publish(&t);
    let status = wait_for_new_version(address, &old);
    assert!(status.contains("\"round\":1"), "{status}");
    let pairings = get(address, "/pairings.html");
    assert!(pairings.body.contains("Pairings, round 1"));
    assert!(pairings.body.contains("Carlsen, Magnus") && pairings.body.contains("Dupont, Marie"));
    assert!(!pairings.body.contains("Hidden"), "round 3 is still not published");
    assert_eq!(get(address, "/player-6.html").status, 404);
    assert_eq!(get(address, "/pairings-2.html").status, 404, "round 2 is paired, not published");

    // Handing over a change nobody can see (round 3's pairing is redone)
    // publishes no new version: phones do not reload for nothing.
    let versions = board.stats().versions;
    let before = version(&get(address, "/status.json").body);
    if let Some(r) = t.round_mut(3) {
        r.games.reverse();
    }
    board.publish(&t);
    apply(&mut t, Command::PublishRound { round: 2 }, "A").unwrap_or_else(|e| panic!("{e}"));
    board.publish(&t);
    let status = wait_for_new_version(address, &before);
    assert!(status.contains("\"round\":2"));
    assert_eq!(board.stats().versions, versions + 1, "one new version: round 2's publication");
}

#[test]
fn every_page_shows_the_published_rounds() {
    let t = event();
    let board = start(&t);
    let address = board.address();

    let index = get(address, "/");
    assert!(index.body.contains("Lyon") && index.body.contains("IA Jeanne Arbitre"));
    assert!(index.body.contains("Round 2 of 5"));
    assert_eq!(index.header("Content-Type"), Some("text/html; charset=utf-8"));

    // Pairings of the last published round: boards in order, results.
    let pairings = get(address, "/pairings.html").body;
    assert!(pairings.contains("Pairings, round 2"));
    let board1 = pairings.find("id=\"board-1\"").unwrap_or_else(|| panic!("board 1"));
    let board2 = pairings.find("id=\"board-2\"").unwrap_or_else(|| panic!("board 2"));
    assert!(board1 < board2);
    let row1 = &pairings[board1..board2];
    // The cells, after the row's search data.
    let cells = &row1[row1.find("<td").unwrap_or(0)..];
    let white = cells.find("Šindelář, Jiří").unwrap_or_else(|| panic!("Šindelář on board 1: {cells}"));
    let black = cells.find("Carlsen, Magnus").unwrap_or_else(|| panic!("Carlsen on board 1: {cells}"));
    assert!(white < black, "Šindelář has White on board 1");
    assert!(row1.contains("½-½"));
    assert!(pairings.contains("half-point bye"), "Dupont's requested bye is listed");
    // Round 1 stays available.
    let round1 = get(address, "/pairings-1.html").body;
    assert!(round1.contains("Pairings, round 1") && round1.contains("1-0") && round1.contains("0-1"));
    assert!(round1.contains("pairing-allocated bye"));

    // Standings after round 2: Иванов 2, Carlsen and Šindelář 1½, Dupont ½, Smith 0.
    let standings = get(address, "/standings.html").body;
    assert!(standings.contains("Standings after round 2"));
    let at = |name: &str| standings.find(name).unwrap_or_else(|| panic!("{name} in the standings"));
    assert!(at("Иванов") < at("Carlsen") && at("Иванов") < at("Šindelář"));
    assert!(at("Carlsen") < at("Dupont") && at("Šindelář") < at("Dupont") && at("Dupont") < at("Smith"));
    assert!(standings.contains("standings-1.html"), "the standings after round 1 are linked");
    let after1 = get(address, "/standings-1.html").body;
    assert!(after1.contains("Standings after round 1"));

    // Cross table: Carlsen beat 4 with White, drew 2 with Black.
    let cross = get(address, "/crosstable.html").body;
    assert!(cross.contains("4w 1") && cross.contains("2b ½"), "Carlsen's cells");
    assert!(cross.contains("U 1"), "Иванов's pairing-allocated bye");

    // Carlsen's card: two games, 1½ points, performance C.07 10.2 over
    // rated opponents: ARO (2200 + 2400) / 2 = 2300, p = 1.5 / 2 = 0.75,
    // dp(0.75) = 193 (B.02 table 8.1.1): 2493.
    let card = get(address, "/player-1.html").body;
    assert!(card.contains("Carlsen, Magnus") && card.contains("2830") && card.contains("NOR"));
    assert!(card.contains("player-4.html") && card.contains("player-2.html"));
    assert!(card.contains("<dd>1.5</dd>"), "points");
    assert!(card.contains("<dd>2493</dd>"), "performance");

    let players = get(address, "/players.html").body;
    for name in ["Carlsen", "Šindelář", "Иванов", "Dupont", "Smith"] {
        assert!(players.contains(name), "{name} in the players list");
    }
    let screen = get(address, "/screen.html").body;
    assert!(screen.contains("class=\"screen join\"") && screen.contains("Šindelář, Jiří"));
    assert!(
        screen.contains("<svg") && screen.contains(board.url()),
        "the screen shows the address and its QR code"
    );
    let qr = get(address, "/qr.svg");
    assert_eq!(qr.header("Content-Type"), Some("image/svg+xml"));
    assert_eq!(get(address, "/style.css").header("Content-Type"), Some("text/css; charset=utf-8"));
    assert!(get(address, "/board.js").body.contains("status.json"));
}

#[test]
fn a_search_finds_the_board_without_javascript() {
    let board = start(&event());
    let address = board.address();
    let answer = |q: &str| get(address, &format!("/pairings.html?q={q}")).body;
    // Round 2: board 1 Šindelář – Carlsen, board 2 Иванов – Smith, Dupont's bye.
    assert!(answer("sindelar").contains("Board 1, White, against Carlsen, Magnus"));
    assert!(answer("magnus+carlsen").contains("Board 1, Black, against Šindelář, Jiří"));
    assert!(answer("%D0%B8%D0%B2%D0%B0%D0%BD").contains("Board 2, White, against Smith, John"), "иван");
    assert!(answer("5").contains("Board 2, Black, against Иванов, Иван"), "a starting number");
    assert!(answer("dupont").contains("No game this round: half-point bye"));
    assert!(answer("nobody").contains("Nobody found for “nobody”"));
    // The text typed comes back escaped, never as markup.
    let hostile = answer("%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    assert!(!hostile.contains("<script>alert"));
    assert!(hostile.contains("&#60;script&#62;") || hostile.contains("&lt;script&gt;"));
    assert_eq!(get(address, "/pairings-9.html?q=carlsen").status, 404, "no search on a round not published");
}

#[test]
fn nothing_private_is_on_any_page() {
    let t = event();
    let board = start(&t);
    let address = board.address();
    let site = board.site();
    let names: Vec<String> = site.pages().map(|(name, _)| name.to_owned()).collect();
    assert!(names.len() > 15, "every page: {names:?}");
    for name in &names {
        let page = get(address, &format!("/{name}"));
        assert_eq!(page.status, 200, "{name}");
        for secret in PRIVATE {
            assert!(!page.body.contains(secret), "{name} shows {secret}");
        }
    }
    // The pages of players, pairings and standings that exist: the five
    // players of rounds 1-2, rounds 1-2, standings after 1 and 2.
    let expected: BTreeSet<&str> = [
        "player-1.html",
        "player-2.html",
        "player-3.html",
        "player-4.html",
        "player-5.html",
        "pairings-1.html",
        "pairings-2.html",
        "standings-1.html",
        "standings-2.html",
    ]
    .into();
    let numbered: BTreeSet<&str> = names
        .iter()
        .map(String::as_str)
        .filter(|n| n.contains('-') && n.ends_with(".html") && *n != "404.html")
        .collect();
    assert_eq!(numbered, expected);
}

#[test]
fn nothing_can_be_changed_through_the_noticeboard() {
    let t = event();
    let board = start(&t);
    let address = board.address();
    let before = get(address, "/pairings.html").body;
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
        let request = format!(
            "{method} /pairings.html HTTP/1.1\r\nHost: venue\r\nContent-Length: 11\r\nConnection: close\r\n\r\nresult=1-0\n"
        );
        let response = exchange(address, request.as_bytes()).unwrap_or_else(|e| panic!("{method}: {e}"));
        assert_eq!(response.status, 405, "{method}");
        assert_eq!(response.header("Allow"), Some("GET, HEAD"), "{method}");
    }
    assert_eq!(get(address, "/pairings.html").body, before);
    let head = exchange(address, b"HEAD /pairings.html HTTP/1.1\r\nHost: venue\r\nConnection: close\r\n\r\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty(), "HEAD has no body");
}

#[test]
fn an_unchanged_page_is_not_sent_again() {
    let board = start(&event());
    let address = board.address();
    let page = get(address, "/pairings.html");
    let etag = page.header("ETag").unwrap_or_else(|| panic!("an ETag")).to_owned();
    assert_eq!(page.header("Cache-Control"), Some("no-cache"));
    let request = format!(
        "GET /pairings.html HTTP/1.1\r\nHost: venue\r\nIf-None-Match: {etag}\r\nConnection: close\r\n\r\n"
    );
    let again = exchange(address, request.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
}

/// The server still answers a plain request.
fn still_serving(address: SocketAddr) {
    let page = get(address, "/pairings.html");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("Carlsen"));
}

#[test]
fn bad_requests_get_a_clean_error_and_the_server_goes_on() {
    let board = start(&event());
    let address = board.address();

    let unknown = get(address, "/wp-admin/setup.php");
    assert_eq!(unknown.status, 404);
    assert!(unknown.body.contains("Page not found") && unknown.body.contains("index.html"));
    for path in ["/../../etc/passwd", "/player-0.html", "/player-99.html", "/%2e%2e/secret", "/index.html/x"]
    {
        assert_eq!(get(address, path).status, 404, "{path}");
    }

    // A head over 8 KiB: 431, not a read of everything the client sends.
    let huge = format!(
        "GET / HTTP/1.1\r\nHost: venue\r\nX-Padding: {}\r\nConnection: close\r\n\r\n",
        "a".repeat(64 * 1024)
    );
    assert_eq!(exchange(address, huge.as_bytes()).map(|r| r.status).unwrap_or(0), 431);
    let many: String = (0..200).map(|i| format!("X-H{i}: v\r\n")).collect();
    let many = format!("GET / HTTP/1.1\r\nHost: venue\r\n{many}Connection: close\r\n\r\n");
    assert_eq!(exchange(address, many.as_bytes()).map(|r| r.status).unwrap_or(0), 431);
    let long_path =
        format!("GET /{} HTTP/1.1\r\nHost: venue\r\nConnection: close\r\n\r\n", "p".repeat(20 * 1024));
    assert_eq!(exchange(address, long_path.as_bytes()).map(|r| r.status).unwrap_or(0), 431);
    for garbage in [
        &b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 TLS hello\r\n\r\n"[..],
        b"GET\r\n\r\n",
        b"HELLO WORLD HTTP/9\r\n\r\n",
    ] {
        let status = exchange(address, garbage).map(|r| r.status).unwrap_or(400);
        assert_eq!(status, 400, "{:?}", String::from_utf8_lossy(garbage));
    }
    still_serving(address);
}

#[test]
fn a_slow_client_is_cut_off_and_does_not_hold_up_the_others() {
    let limits = Limits { head_timeout: Duration::from_secs(1), ..Limits::default() };
    let board = Noticeboard::start(&options(limits), &event()).unwrap_or_else(|e| panic!("{e}"));
    let address = board.address();
    // Slowloris: half a request head, then nothing.
    let mut slow = TcpStream::connect(address).unwrap_or_else(|e| panic!("{e}"));
    slow.write_all(b"GET /pairings.html HTTP/1.1\r\nHost: ven").unwrap_or_else(|e| panic!("{e}"));
    slow.set_read_timeout(Some(Duration::from_secs(10))).unwrap_or_else(|e| panic!("{e}"));
    // Meanwhile everyone else is served.
    still_serving(address);
    let started = Instant::now();
    let mut rest = Vec::new();
    let read = slow.read_to_end(&mut rest);
    let waited = started.elapsed();
    assert!(read.is_ok(), "the server closes the connection: {read:?}");
    assert!(waited < Duration::from_secs(5), "cut off after the 1 s head timeout, not {waited:?}");
    // A kept-alive connection left idle is closed the same way.
    let mut idle = TcpStream::connect(address).unwrap_or_else(|e| panic!("{e}"));
    idle.write_all(b"GET /status.json HTTP/1.1\r\nHost: venue\r\n\r\n").unwrap_or_else(|e| panic!("{e}"));
    idle.set_read_timeout(Some(Duration::from_secs(10))).unwrap_or_else(|e| panic!("{e}"));
    let mut answer = Vec::new();
    assert!(idle.read_to_end(&mut answer).is_ok());
    assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 200"));
    still_serving(address);
}

#[test]
fn connections_over_the_limit_are_told_to_come_back() {
    let limits = Limits { max_connections: 3, ..Limits::default() };
    let board = Noticeboard::start(&options(limits), &event()).unwrap_or_else(|e| panic!("{e}"));
    let address = board.address();
    // Three phones hold kept-alive connections.
    let held: Vec<TcpStream> = (0..3)
        .map(|_| {
            let mut s = TcpStream::connect(address).unwrap_or_else(|e| panic!("{e}"));
            s.write_all(b"GET /status.json HTTP/1.1\r\nHost: venue\r\n\r\n")
                .unwrap_or_else(|e| panic!("{e}"));
            let mut buf = [0u8; 512];
            let n = s.read(&mut buf).unwrap_or_else(|e| panic!("{e}"));
            assert!(buf[..n].starts_with(b"HTTP/1.1 200"));
            s
        })
        .collect();
    let busy = get(address, "/pairings.html");
    assert_eq!(busy.status, 503);
    assert_eq!(busy.header("Retry-After"), Some("5"));
    assert!(board.stats().busy >= 1);
    drop(held);
    // Once they hang up, the next phone is served.
    let start = Instant::now();
    loop {
        let page = get(address, "/pairings.html");
        if page.status == 200 {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "still busy");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn stopping_frees_the_port_and_a_taken_port_is_a_clear_error() {
    let board = start(&event());
    let address = board.address();
    let taken =
        Noticeboard::start(&ServeOptions { port: address.port(), ..options(Limits::default()) }, &event());
    let message = taken.map(|_| String::new()).unwrap_or_else(|e| e.to_string());
    assert!(message.contains(&address.to_string()), "the error names the address: {message}");
    board.stop();
    assert!(TcpStream::connect(address).is_err(), "nothing listens after stop");
    let again =
        Noticeboard::start(&ServeOptions { port: address.port(), ..options(Limits::default()) }, &event());
    assert!(again.is_ok(), "the port is free again");
}

#[test]
fn the_website_export_is_the_same_pages_and_every_link_leads_somewhere() {
    swissdesk::i18n::set_language("en");
    let t = event();
    let folder = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let written = export_site(&t, folder.path()).unwrap_or_else(|e| panic!("{e}"));
    let files: BTreeSet<String> = std::fs::read_dir(folder.path())
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(|e| e.ok().and_then(|e| e.file_name().into_string().ok()))
        .collect();
    assert_eq!(files.len(), written);
    for name in [
        "index.html",
        "pairings.html",
        "pairings-1.html",
        "standings.html",
        "crosstable.html",
        "player-3.html",
        "style.css",
        "board.js",
    ] {
        assert!(files.contains(name), "{name} exported");
    }
    assert!(!files.contains("qr.svg") && !files.contains("player-6.html"));
    for name in files.iter().filter(|n| n.ends_with(".html")) {
        let html = std::fs::read_to_string(folder.path().join(name)).unwrap_or_else(|e| panic!("{e}"));
        for secret in PRIVATE {
            assert!(!html.contains(secret), "{name} shows {secret}");
        }
        assert!(
            !html.contains("http://") && !html.contains("https://"),
            "{name}: no address outside the folder"
        );
        for link in html.split("href=\"").skip(1).filter_map(|rest| rest.split('"').next()) {
            let target = link.split('#').next().unwrap_or_default();
            assert!(
                target.is_empty() || files.contains(target),
                "{name} links to {link}, which is not there"
            );
        }
        for src in html.split("src=\"").skip(1).filter_map(|rest| rest.split('"').next()) {
            assert!(files.contains(src), "{name} loads {src}, which is not there");
        }
    }
    // The same page the server gives, but for the address it alone knows.
    let exported = std::fs::read_to_string(folder.path().join("pairings-1.html")).unwrap_or_default();
    assert!(exported.contains("Pairings, round 1") && exported.contains("Smith, John"));
}
