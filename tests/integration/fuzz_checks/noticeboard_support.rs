//! What the noticeboard tests share: a small event whose every page can be
//! worked out by hand, private data to look for, and a plain HTTP client.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};
use swissdesk::model::{
    AuditAction, AuditEntry, BakuGroup, BakuGroupOverride, ByeKind, ByeRequest, Game, GameResult, Player,
    Round, RoundBye, Tournament,
};

/// Text that exists only in the arbiter's document, never on a page.
pub const PRIVATE: &[&str] = &[
    "1987/06/05",           // birth dates
    "SECRET-AUDIT-REASON",  // an audit log reason
    "Arbiter-Private-Name", // the arbiter as the audit log names them
    "SECRET-BAKU-REASON",   // the reason for a Baku group choice
    "SECRET-FOREIGN-LINE",  // a line of an imported TRF kept for export
    "Hidden, Harry",        // a late entrant paired only in the unpublished round 3
    "Hidden",
];

/// Six players; rounds 1 and 2 published with every result; round 3
/// paired and not published, with a late entrant (6) who plays only there.
///
/// | round | board 1 | board 2 | bye |
/// |---|---|---|---|
/// | 1 | Carlsen (1) – Dupont (4) 1-0 | Smith (5) – Šindelář (2) 0-1 | Иванов (3), pairing-allocated |
/// | 2 | Šindelář (2) – Carlsen (1) ½-½ | Иванов (3) – Smith (5) 1-0 | Dupont (4), half-point (requested) |
/// | 3 | Carlsen (1) – Иванов (3) | Hidden (6) – Šindelář (2) | board 3: Dupont (4) – Smith (5) |
///
/// Points after round 2 (1 / ½ / 0, byes 1 and ½): Иванов 2, Carlsen 1½,
/// Šindelář 1½, Dupont ½, Smith 0.
pub fn event() -> Tournament {
    let mut t = Tournament::new("Venue Open 2026");
    t.event.city = "Lyon".into();
    t.event.chief_arbiter = "IA Jeanne Arbitre".into();
    t.settings.rounds_planned = 5;
    let players = [
        (1, "Carlsen, Magnus", 2830, "NOR"),
        (2, "Šindelář, Jiří", 2400, "CZE"),
        (3, "Иванов, Иван", 2300, "RUS"),
        (4, "Dupont, Marie", 2200, "FRA"),
        (5, "Smith, John", 2100, "ENG"),
        (6, "Hidden, Harry", 2000, "ENG"),
    ];
    for (tpn, name, rating, fed) in players {
        let mut p = Player::new(tpn, name);
        p.rating = Some(rating);
        p.federation = fed.into();
        p.birth_date = "1987/06/05".into();
        t.players.push(p);
    }
    if let Some(p) = t.player_mut(5) {
        p.requested_byes.insert(4, ByeRequest::HalfPoint);
        p.baku_group = Some(BakuGroupOverride {
            group: BakuGroup::A,
            from_round: 4,
            reason: "SECRET-BAKU-REASON".into(),
        });
    }
    let round = |number, games: &[(u32, u32, GameResult)], byes: &[(u32, ByeKind)], published| {
        let mut r = Round::new(number);
        r.games = games.iter().map(|&(w, b, res)| Game::new(w, b, res)).collect();
        r.byes = byes.iter().map(|&(player, kind)| RoundBye { player, kind }).collect();
        r.published = published;
        r
    };
    t.rounds = vec![
        round(
            1,
            &[(1, 4, GameResult::WhiteWins), (5, 2, GameResult::BlackWins)],
            &[(3, ByeKind::PairingAllocated)],
            true,
        ),
        round(
            2,
            &[(2, 1, GameResult::Draw), (3, 5, GameResult::WhiteWins)],
            &[(4, ByeKind::HalfPoint)],
            true,
        ),
        round(
            3,
            &[(1, 3, GameResult::Pending), (6, 2, GameResult::Pending), (4, 5, GameResult::Pending)],
            &[],
            false,
        ),
    ];
    let mut entry = AuditEntry::now(
        "Arbiter-Private-Name",
        AuditAction::OverridePairing,
        Some(3),
        String::new(),
        String::new(),
    );
    entry.reason = Some("SECRET-AUDIT-REASON".into());
    t.audit.push(entry);
    t.foreign_trf_lines.push("XXZ SECRET-FOREIGN-LINE".into());
    t
}

/// A response as read off the wire.
#[derive(Debug)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Response {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// Sends `request` (a whole HTTP/1.1 request as text) and reads the answer
/// until the server closes the connection.
pub fn exchange(address: SocketAddr, request: &[u8]) -> std::io::Result<Response> {
    let mut stream = TcpStream::connect(address)?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    stream.write_all(request)?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    parse(&raw).ok_or_else(|| {
        std::io::Error::other(format!("not an HTTP response: {:?}", String::from_utf8_lossy(&raw)))
    })
}

/// Parses a response that ends with the connection (`Connection: close`).
pub fn parse(raw: &[u8]) -> Option<Response> {
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = std::str::from_utf8(&raw[..split]).ok()?;
    let mut lines = head.split("\r\n");
    let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let body = String::from_utf8_lossy(&raw[split + 4..]).into_owned();
    Some(Response { status, headers, body })
}

/// `GET path` with `Connection: close`.
pub fn get(address: SocketAddr, path: &str) -> Response {
    let request = format!("GET {path} HTTP/1.1\r\nHost: venue\r\nConnection: close\r\n\r\n");
    exchange(address, request.as_bytes()).unwrap_or_else(|e| panic!("GET {path}: {e}"))
}

/// Waits until `status.json` names a version other than `old` (the
/// noticeboard renders a publication on its own thread).
pub fn wait_for_new_version(address: SocketAddr, old: &str) -> String {
    let start = Instant::now();
    loop {
        let body = get(address, "/status.json").body;
        if !body.contains(old) {
            return body;
        }
        assert!(start.elapsed() < Duration::from_secs(30), "the new pages never came: {body}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The `"version"` of a `status.json` body.
pub fn version(status: &str) -> String {
    status
        .split("\"version\":\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap_or_default()
        .to_owned()
}
