//! Which page a request asks for, and the answer to it, without any I/O:
//! the server calls [`answer`] for every request, and the fuzz target
//! (`fuzz/fuzz_targets/noticeboard_request.rs`) calls it with anything.
//!
//! Pages have flat names (`pairings-3.html`, `player-12.html`): a path is a
//! name or nothing, so no path can reach outside the pages (no folders, no
//! `..`, no percent-decoding to get wrong).

use super::pages::{MAX_QUERY_CHARS, Page, Site};
use bytes::Bytes;

/// A page of the noticeboard.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    /// `index.html` (also `/`): the event's header and the way in.
    Index,
    /// `pairings.html` (the last published round) or `pairings-N.html`.
    Pairings { round: Option<u32> },
    /// `standings.html` (after the last complete published round) or `standings-N.html`.
    Standings { round: Option<u32> },
    /// `crosstable.html`.
    CrossTable,
    /// `players.html`: everyone by name.
    Players,
    /// `player-N.html`: one player's card.
    Player { tpn: u32 },
    /// `screen.html`: the pairings in large type, page after page.
    Screen,
    /// `style.css`.
    Style,
    /// `board.js`.
    Script,
    /// `status.json`: the version the pages poll.
    Status,
    /// `qr.svg`: the address as a QR code (served noticeboard only).
    Qr,
    /// `404.html`.
    NotFound,
}

impl Route {
    /// The page's file name, as linked and exported.
    pub fn file_name(&self) -> String {
        match self {
            Route::Index => "index.html".into(),
            Route::Pairings { round: None } => "pairings.html".into(),
            Route::Pairings { round: Some(n) } => format!("pairings-{n}.html"),
            Route::Standings { round: None } => "standings.html".into(),
            Route::Standings { round: Some(n) } => format!("standings-{n}.html"),
            Route::CrossTable => "crosstable.html".into(),
            Route::Players => "players.html".into(),
            Route::Player { tpn } => format!("player-{tpn}.html"),
            Route::Screen => "screen.html".into(),
            Route::Style => "style.css".into(),
            Route::Script => "board.js".into(),
            Route::Status => "status.json".into(),
            Route::Qr => "qr.svg".into(),
            Route::NotFound => "404.html".into(),
        }
    }

    /// The route of a request path (`/`, `/pairings-3.html`), `None` for
    /// any other path.
    pub fn parse(path: &str) -> Option<Route> {
        let name = path.strip_prefix('/')?;
        let numbered = |prefix: &str| -> Option<u32> {
            let digits = name.strip_prefix(prefix)?.strip_suffix(".html")?;
            // Canonical numbers only: one page, one name (no `player-012`).
            if digits.is_empty() || digits.len() > 9 || digits.starts_with('0') {
                return None;
            }
            if !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            digits.parse().ok()
        };
        Some(match name {
            "" | "index.html" => Route::Index,
            "pairings.html" => Route::Pairings { round: None },
            "standings.html" => Route::Standings { round: None },
            "crosstable.html" => Route::CrossTable,
            "players.html" => Route::Players,
            "screen.html" => Route::Screen,
            "style.css" => Route::Style,
            "board.js" => Route::Script,
            "status.json" => Route::Status,
            "qr.svg" => Route::Qr,
            "404.html" => Route::NotFound,
            _ => {
                if let Some(n) = numbered("pairings-") {
                    Route::Pairings { round: Some(n) }
                } else if let Some(n) = numbered("standings-") {
                    Route::Standings { round: Some(n) }
                } else if let Some(n) = numbered("player-") {
                    Route::Player { tpn: n }
                } else {
                    return None;
                }
            }
        })
    }
}

/// A request, as far as the noticeboard reads it.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    pub method: &'a str,
    /// The path, without the query.
    pub path: &'a str,
    /// The query string (after `?`), if any.
    pub query: Option<&'a str>,
    /// The `If-None-Match` header, if any.
    pub if_none_match: Option<&'a [u8]>,
}

/// The answer to a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub status: u16,
    pub content_type: &'static str,
    /// The ETag sent (the site's version), for pages that are the same for
    /// every request.
    pub etag: Option<String>,
    /// `Allow: GET, HEAD` (405).
    pub allow: bool,
    /// The page (for HEAD too: hyper sends only its length).
    pub body: Bytes,
}

/// The answer to `request` from `site`: a page (200), not modified (304),
/// not found (404) or not allowed (405). Nothing here changes anything:
/// there is no route that does.
pub fn answer(site: &Site, request: &Request<'_>) -> Answer {
    if request.method != "GET" && request.method != "HEAD" {
        return Answer {
            status: 405,
            content_type: "text/plain; charset=utf-8",
            etag: None,
            allow: true,
            body: Bytes::from(crate::tr!("nb-error-method")),
        };
    }
    let route = Route::parse(request.path);
    let page = route.as_ref().and_then(|route| {
        let query = request.query.and_then(search_text);
        let dynamic = query.is_some() && matches!(route, Route::Pairings { .. });
        site.respond(route, query.as_deref()).map(|page| (page, dynamic))
    });
    match page {
        Some((page, dynamic)) => {
            let etag = (!dynamic).then(|| format!("\"{}\"", site.version));
            if let (Some(etag), Some(sent)) = (&etag, request.if_none_match)
                && etag_matches(sent, etag)
            {
                return Answer {
                    status: 304,
                    content_type: page.content_type,
                    etag: Some(etag.clone()),
                    allow: false,
                    body: Bytes::new(),
                };
            }
            Answer { status: 200, content_type: page.content_type, etag, allow: false, body: page.body }
        }
        None => {
            let page = site.page("404.html").cloned().unwrap_or(Page {
                content_type: "text/plain; charset=utf-8",
                body: Bytes::from(crate::tr!("nb-error-not-found")),
            });
            Answer { status: 404, content_type: page.content_type, etag: None, allow: false, body: page.body }
        }
    }
}

/// The `q` of a query string (`q=carlsen&x=1`), decoded, at most
/// [`MAX_QUERY_CHARS`] characters; `None` without one.
pub fn search_text(query: &str) -> Option<String> {
    // A query longer than any search is cut before decoding: decoding a
    // megabyte to keep 64 characters would be work for nothing.
    let cut = match query.char_indices().nth(MAX_QUERY_CHARS * 12) {
        Some((i, _)) => &query[..i],
        None => query,
    };
    form_urlencoded::parse(cut.as_bytes())
        .find(|(k, _)| k == "q")
        .map(|(_, v)| v.chars().take(MAX_QUERY_CHARS).collect::<String>())
        .filter(|q| !q.trim().is_empty())
}

/// Whether an `If-None-Match` value names `etag` (a list, `*`, weak tags).
fn etag_matches(sent: &[u8], etag: &str) -> bool {
    let Ok(sent) = std::str::from_utf8(sent) else {
        return false;
    };
    sent.split(',').map(str::trim).any(|tag| tag == "*" || tag.trim_start_matches("W/") == etag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_parses_back_from_its_file_name() {
        let routes = [
            Route::Index,
            Route::Pairings { round: None },
            Route::Pairings { round: Some(3) },
            Route::Standings { round: None },
            Route::Standings { round: Some(12) },
            Route::CrossTable,
            Route::Players,
            Route::Player { tpn: 250 },
            Route::Screen,
            Route::Style,
            Route::Script,
            Route::Status,
            Route::Qr,
            Route::NotFound,
        ];
        for route in routes {
            assert_eq!(Route::parse(&format!("/{}", route.file_name())), Some(route));
        }
        assert_eq!(Route::parse("/"), Some(Route::Index));
    }

    #[test]
    fn other_paths_are_no_page() {
        for path in [
            "",
            "index.html",
            "/../etc/passwd",
            "/player-.html",
            "/player-012.html",
            "/player-1x.html",
            "/player-99999999999.html",
            "/pairings-0.html",
            "/Pairings.html",
            "/pairings.html/",
            "/%70airings.html",
            "//index.html",
        ] {
            assert_eq!(Route::parse(path), None, "{path}");
        }
    }

    #[test]
    fn the_search_text_is_decoded_and_bounded() {
        assert_eq!(search_text("q=Carlsen%2C+Magnus"), Some("Carlsen, Magnus".into()));
        assert_eq!(search_text("x=1&q=%D0%98"), Some("И".into()));
        assert_eq!(search_text("q=+"), None);
        assert_eq!(search_text("x=1"), None);
        let long = format!("q={}", "a".repeat(100_000));
        assert_eq!(search_text(&long).map(|q| q.chars().count()), Some(MAX_QUERY_CHARS));
        assert_eq!(
            search_text("q=%FF%FE"),
            Some("\u{fffd}\u{fffd}".into()),
            "invalid UTF-8 is replaced, not refused"
        );
    }
}
