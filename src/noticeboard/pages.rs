//! The noticeboard's pages, from compiled templates (`templates/`, askama:
//! HTML-escaped unless a template says otherwise).
//!
//! A [`Site`] is every page of one public snapshot, rendered once: the
//! server answers from it without touching the document, and the website
//! export writes the same bytes to files. Links are relative and the names
//! flat (`player-12.html`), so both work unchanged, served or opened from a
//! folder. Only a search on the pairings (`?q=`) is rendered per request.

use super::public::{last_published_round, public_document};
use super::routes::Route;
use super::search;
use crate::export::StandingsTable;
use crate::export::notation::{self, Medium};
use crate::export::qr;
use crate::model::{ByeKind, Colour, Player, RoundEntry, Tournament};
use crate::tr;
use askama::Template;
use bytes::Bytes;
use std::collections::BTreeMap;

/// Longest search text taken from a request: a name, not a document.
pub const MAX_QUERY_CHARS: usize = 64;

/// How the pages are made beyond the document.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SiteOptions {
    /// The address players open (`http://192.168.1.20:8080/`): the screen
    /// mode shows it with a QR code. `None` for the website export.
    pub address: Option<String>,
    /// Whether pages ask the server for a new version now and then and
    /// reload (served pages; also exported ones when put on a web server).
    pub live: bool,
}

/// One page: bytes and media type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub content_type: &'static str,
    pub body: Bytes,
}

/// Every page of one public snapshot.
#[derive(Clone, Debug)]
pub struct Site {
    /// Changes exactly when what the pages show changes (a hash of the
    /// public document, its language and the options): the pages' ETag and
    /// what `status.json` tells the pages that poll it.
    pub version: String,
    /// The last published round (0: none yet).
    pub round: u32,
    pages: BTreeMap<String, Page>,
    /// The public document, kept to answer searches.
    public: Tournament,
    options: SiteOptions,
    lang: String,
    /// The standings after the last complete published round, computed
    /// once for the standings page and every player's card.
    latest: Option<StandingsTable>,
}

/// Rendering failed: a template bug, never the user's data.
#[derive(Debug, thiserror::Error)]
#[error("{}", tr!("nb-error-render", reason = reason.as_str()))]
pub struct RenderError {
    pub reason: String,
}

impl From<askama::Error> for RenderError {
    fn from(e: askama::Error) -> Self {
        RenderError { reason: e.to_string() }
    }
}

impl Site {
    /// The pages of `t`'s public part ([`public_document`]).
    pub fn build(t: &Tournament, options: &SiteOptions) -> Result<Site, RenderError> {
        Site::from_public(public_document(t), options)
    }

    /// The version [`Site::from_public`] would give these pages, without
    /// rendering them.
    pub fn version_for(public: &Tournament, options: &SiteOptions) -> String {
        version_of(public, &current_language(), options)
    }

    /// The pages of a document already cut down by [`public_document`].
    pub fn from_public(public: Tournament, options: &SiteOptions) -> Result<Site, RenderError> {
        let lang = current_language();
        let version = version_of(&public, &lang, options);
        let mut site = Site {
            version,
            round: last_published_round(&public),
            pages: BTreeMap::new(),
            public,
            options: options.clone(),
            lang,
            latest: None,
        };
        site.latest =
            site.standings_rounds().last().map(|&after| StandingsTable::for_tournament(&site.public, after));
        let routes = site.routes();
        for route in routes {
            let page = site.render(&route, None)?;
            site.pages.insert(route.file_name(), page);
        }
        Ok(site)
    }

    /// Every route this snapshot has a page for.
    pub fn routes(&self) -> Vec<Route> {
        let mut routes = vec![
            Route::Index,
            Route::Pairings { round: None },
            Route::Standings { round: None },
            Route::CrossTable,
            Route::Players,
            Route::Screen,
            Route::Style,
            Route::Script,
            Route::Status,
            Route::NotFound,
        ];
        for r in &self.public.rounds {
            routes.push(Route::Pairings { round: Some(r.number) });
        }
        for round in self.standings_rounds() {
            routes.push(Route::Standings { round: Some(round) });
        }
        for p in &self.public.players {
            routes.push(Route::Player { tpn: p.tpn });
        }
        if self.options.address.is_some() {
            routes.push(Route::Qr);
        }
        routes
    }

    /// The stored page of `file_name` (`index.html`, `player-12.html`).
    pub fn page(&self, file_name: &str) -> Option<&Page> {
        self.pages.get(file_name)
    }

    /// Every stored page with its file name (what the website export writes).
    pub fn pages(&self) -> impl Iterator<Item = (&str, &Page)> {
        self.pages.iter().map(|(name, page)| (name.as_str(), page))
    }

    /// The page for `route`; a pairings page with a search (`query`) is
    /// rendered for the request, everything else is the stored page.
    pub fn respond(&self, route: &Route, query: Option<&str>) -> Option<Page> {
        if let (Route::Pairings { .. }, Some(q)) = (route, query)
            && !q.trim().is_empty()
            && self.pages.contains_key(&route.file_name())
        {
            return self.render(route, Some(q)).ok();
        }
        self.pages.get(&route.file_name()).cloned()
    }

    /// The public document the pages show.
    pub fn public(&self) -> &Tournament {
        &self.public
    }

    /// Rounds with standings: published and with every result in.
    fn standings_rounds(&self) -> Vec<u32> {
        self.public.rounds.iter().filter(|r| r.is_paired() && r.is_complete()).map(|r| r.number).collect()
    }

    fn render(&self, route: &Route, query: Option<&str>) -> Result<Page, RenderError> {
        let html = |s: String| Page { content_type: "text/html; charset=utf-8", body: Bytes::from(s) };
        Ok(match route {
            Route::Index => html(
                IndexPage { f: self.frame(Nav::HOME, tr!("nb-home-title")), event: self.event_rows() }
                    .render()?,
            ),
            Route::Pairings { round } => html(self.pairings_page(*round, query)?.render()?),
            Route::Standings { round } => html(self.standings_page(*round).render()?),
            Route::CrossTable => html(self.cross_table_page().render()?),
            Route::Players => html(self.players_page().render()?),
            Route::Player { tpn } => match self.player_page(*tpn) {
                Some(page) => html(page.render()?),
                None => html(self.not_found_page().render()?),
            },
            Route::Screen => html(self.screen_page()?.render()?),
            Route::NotFound => html(self.not_found_page().render()?),
            Route::Style => {
                Page { content_type: "text/css; charset=utf-8", body: Bytes::from_static(STYLE.as_bytes()) }
            }
            Route::Script => Page {
                content_type: "text/javascript; charset=utf-8",
                body: Bytes::from_static(SCRIPT.as_bytes()),
            },
            Route::Status => Page {
                content_type: "application/json",
                body: Bytes::from(format!("{{\"version\":\"{}\",\"round\":{}}}", self.version, self.round)),
            },
            Route::Qr => Page {
                content_type: "image/svg+xml",
                body: Bytes::from(self.options.address.as_deref().and_then(qr::svg).unwrap_or_default()),
            },
        })
    }

    fn frame(&self, nav: &'static str, title: String) -> Frame {
        let e = &self.public.event;
        let rounds = self.public.settings.rounds_planned;
        let status = if self.round == 0 {
            tr!("nb-nothing-published")
        } else {
            tr!("nb-round-of", round = self.round, rounds = rounds.max(self.round))
        };
        Frame {
            lang: self.lang.clone(),
            title,
            event_name: if e.name.trim().is_empty() { tr!("nb-untitled-event") } else { e.name.clone() },
            status,
            version: self.version.clone(),
            live: self.options.live,
            nav,
            l: Labels::new(),
        }
    }

    fn event_rows(&self) -> Vec<(String, String)> {
        let e = &self.public.event;
        let date = |d: Option<chrono::NaiveDate>| d.map(|d| d.format("%Y-%m-%d").to_string());
        let dates = match (date(e.start_date), date(e.end_date)) {
            (Some(a), Some(b)) if a != b => format!("{a} – {b}"),
            (Some(a), _) => a,
            (None, Some(b)) => b,
            (None, None) => String::new(),
        };
        let place =
            [e.city.trim(), e.federation.trim()].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>();
        let system =
            crate::pairing::find(&self.public.settings.pairing_system).map(|s| s.name()).unwrap_or_default();
        let rows = [
            (tr!("label-city"), place.join(", ")),
            (tr!("nb-dates"), dates),
            (tr!("label-chief-arbiter"), e.chief_arbiter.clone()),
            (tr!("label-time-control"), e.time_control.clone()),
            (tr!("nb-system"), system),
            (tr!("nb-rounds"), self.public.settings.rounds_planned.to_string()),
            (tr!("nb-players"), self.public.players.len().to_string()),
        ];
        rows.into_iter().filter(|(_, v)| !v.trim().is_empty() && (self.round > 0 || v != "0")).collect()
    }

    fn display_name(p: Option<&Player>) -> String {
        match p {
            Some(p) => match p.title {
                Some(title) => format!("{} {}", title.code(), p.name),
                None => p.name.clone(),
            },
            None => String::new(),
        }
    }

    fn seat(&self, tpn: u32, round: u32) -> Seat {
        let p = self.public.player(tpn);
        Seat {
            tpn,
            name: Site::display_name(p),
            rating: p.and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default(),
            points: self.public.points_after(tpn, round.saturating_sub(1)).to_string(),
            key: search::key(tpn, p.map(|p| p.name.as_str()).unwrap_or_default()),
        }
    }

    fn pairings_page(&self, round: Option<u32>, query: Option<&str>) -> Result<PairingsPage, RenderError> {
        let number = round.unwrap_or(self.round);
        let r = self.public.round(number);
        let title =
            if r.is_some() { tr!("nb-pairings-title", round = number) } else { tr!("nb-nav-pairings") };
        let boards: Vec<BoardRow> = r
            .map(|r| {
                r.games
                    .iter()
                    .enumerate()
                    .map(|(i, g)| {
                        let board = i as u32 + 1;
                        let white = self.seat(g.white, number);
                        let black = self.seat(g.black, number);
                        BoardRow {
                            board,
                            answer_white: tr!(
                                "nb-answer-white",
                                board = board,
                                opponent = black.name.as_str()
                            ),
                            answer_black: tr!(
                                "nb-answer-black",
                                board = board,
                                opponent = white.name.as_str()
                            ),
                            result: notation::result(g.result, Medium::Screen),
                            white,
                            black,
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let byes: Vec<ByeRow> = r
            .map(|r| {
                r.byes
                    .iter()
                    .map(|b| {
                        let seat = self.seat(b.player, number);
                        let kind = bye_text(b.kind);
                        ByeRow { answer: tr!("nb-answer-bye", bye = kind.as_str()), kind, seat }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let query = query.map(|q| q.chars().take(MAX_QUERY_CHARS).collect::<String>()).unwrap_or_default();
        let answers = if query.trim().is_empty() { Vec::new() } else { answers(&boards, &byes, &query) };
        let rounds = self.public.rounds.iter().map(|r| r.number).collect();
        Ok(PairingsPage {
            f: self.frame(Nav::PAIRINGS, title),
            self_name: Route::Pairings { round }.file_name(),
            none_template: tr!("nb-search-none", query = "{query}"),
            round: r.map(|_| number).unwrap_or(0),
            rounds,
            searched: !query.trim().is_empty(),
            none_found: tr!("nb-search-none", query = query.as_str()),
            query,
            answers,
            boards,
            byes,
        })
    }

    fn standings_page(&self, round: Option<u32>) -> StandingsPage {
        let rounds = self.standings_rounds();
        let after = round.or_else(|| rounds.last().copied()).unwrap_or(0);
        let title =
            if after > 0 { tr!("nb-standings-title", round = after) } else { tr!("nb-nav-standings") };
        let (headers, rows) = if after > 0 {
            let table = match &self.latest {
                Some(latest) if latest.after_round == after => latest.clone(),
                _ => StandingsTable::for_tournament(&self.public, after),
            };
            let rows = table
                .rows
                .iter()
                .map(|row| {
                    let p = self.public.player(row.tpn);
                    StandingRow {
                        place: row.place,
                        tpn: row.tpn,
                        name: Site::display_name(p),
                        rating: row.rating.map(|r| r.to_string()).unwrap_or_default(),
                        federation: p.map(|p| p.federation.clone()).unwrap_or_default(),
                        points: row.points.clone(),
                        tiebreaks: row.tiebreaks.clone(),
                        key: search::key(row.tpn, p.map(|p| p.name.as_str()).unwrap_or_default()),
                    }
                })
                .collect();
            (table.tiebreak_headers, rows)
        } else {
            (Vec::new(), Vec::new())
        };
        StandingsPage { f: self.frame(Nav::STANDINGS, title), after, rounds, headers, rows }
    }

    fn cross_table_page(&self) -> CrossTablePage {
        let rounds: Vec<u32> = self.public.rounds.iter().map(|r| r.number).collect();
        let last = rounds.last().copied().unwrap_or(0);
        let rows = self
            .public
            .players
            .iter()
            .map(|p| CrossRow {
                tpn: p.tpn,
                name: Site::display_name(Some(p)),
                rating: p.rating.map(|r| r.to_string()).unwrap_or_default(),
                federation: p.federation.clone(),
                cells: rounds
                    .iter()
                    .map(|&r| notation::cross_cell(&self.public, r, p.tpn, Medium::Screen))
                    .collect(),
                points: self.public.points_after(p.tpn, last).to_string(),
                key: search::key(p.tpn, &p.name),
            })
            .collect();
        let title =
            if last > 0 { tr!("nb-crosstable-title", round = last) } else { tr!("nb-nav-crosstable") };
        CrossTablePage { f: self.frame(Nav::CROSS_TABLE, title), rounds, rows }
    }

    fn players_page(&self) -> PlayersPage {
        let mut players: Vec<&Player> = self.public.players.iter().collect();
        players.sort_by_cached_key(|p| (search::sort_key(&p.name), p.tpn));
        let rows = players
            .into_iter()
            .map(|p| PlayerRow {
                tpn: p.tpn,
                name: Site::display_name(Some(p)),
                rating: p.rating.map(|r| r.to_string()).unwrap_or_default(),
                federation: p.federation.clone(),
                points: self.public.points(p.tpn).to_string(),
                key: search::key(p.tpn, &p.name),
            })
            .collect();
        PlayersPage { f: self.frame(Nav::PLAYERS, tr!("nb-nav-players")), rows }
    }

    fn player_page(&self, tpn: u32) -> Option<PlayerPage> {
        let p = self.public.player(tpn)?;
        let last = self.round;
        let games = self
            .public
            .rounds
            .iter()
            .map(|r| {
                let (colour, opponent, result) = match r.entry_of(tpn) {
                    RoundEntry::Game { opponent, colour, result, side } => {
                        let colour = match colour {
                            Colour::White => tr!("export-colour-white"),
                            Colour::Black => tr!("export-colour-black"),
                        };
                        let points = result.points_for(side, &self.public.settings.scoring);
                        let text = if result.is_pending() {
                            notation::result(result, Medium::Screen)
                        } else {
                            notation::short_points(points)
                        };
                        (colour, Some(self.seat(opponent, r.number)), text)
                    }
                    RoundEntry::Bye(kind) => (
                        bye_text(kind),
                        None,
                        notation::short_points(kind.points(&self.public.settings.scoring)),
                    ),
                    RoundEntry::Absent => (String::new(), None, String::new()),
                };
                GameRow {
                    round: r.number,
                    colour,
                    opponent,
                    result,
                    points_after: self.public.points_after(tpn, r.number).to_string(),
                }
            })
            .collect();
        let rules = crate::ratings::change::Regulations::for_tournament(&self.public);
        let performance = crate::ratings::change::player_rating(&self.public, p, last, &rules)
            .performance
            .map(|perf| perf.rating.to_string())
            .unwrap_or_else(|| "–".to_owned());
        let place = self
            .latest
            .as_ref()
            .and_then(|s| {
                s.rows
                    .iter()
                    .find(|r| r.tpn == tpn)
                    .map(|r| tr!("nb-place-after", place = r.place, round = s.after_round))
            })
            .unwrap_or_default();
        let mut facts = vec![(tr!("export-col-tpn"), tpn.to_string())];
        if let Some(rating) = p.rating {
            facts.push((tr!("nb-rating"), rating.to_string()));
        }
        if !p.federation.trim().is_empty() {
            facts.push((tr!("label-federation"), p.federation.clone()));
        }
        if let Some(id) = p.fide_id {
            facts.push((tr!("export-col-fide-id"), id.to_string()));
        }
        facts.push((tr!("nb-points"), self.public.points(tpn).to_string()));
        if !place.is_empty() {
            facts.push((tr!("nb-place"), place));
        }
        facts.push((tr!("nb-performance"), performance));
        Some(PlayerPage { f: self.frame(Nav::PLAYERS, Site::display_name(Some(p))), facts, games })
    }

    fn screen_page(&self) -> Result<ScreenPage, RenderError> {
        let PairingsPage { f, round, boards, byes, .. } = self.pairings_page(None, None)?;
        let qr = self.options.address.as_deref().and_then(qr::svg).unwrap_or_default();
        Ok(ScreenPage {
            f,
            round,
            boards,
            byes,
            address: self.options.address.clone().unwrap_or_default(),
            qr,
            // Filled in by the script, which knows how many rows fit.
            page_label: tr!("nb-screen-page", page = "{page}", pages = "{pages}"),
        })
    }

    fn not_found_page(&self) -> NotFoundPage {
        NotFoundPage { f: self.frame(Nav::NONE, tr!("nb-error-not-found")) }
    }
}

/// The answers to a search: every board or bye of a player the text finds.
fn answers(boards: &[BoardRow], byes: &[ByeRow], query: &str) -> Vec<Answer> {
    let q = search::Query::new(query);
    let mut found = Vec::new();
    for b in boards {
        if q.matches(&b.white.key) {
            found.push(Answer { name: b.white.name.clone(), text: b.answer_white.clone(), board: b.board });
        }
        if q.matches(&b.black.key) {
            found.push(Answer { name: b.black.name.clone(), text: b.answer_black.clone(), board: b.board });
        }
    }
    for b in byes {
        if q.matches(&b.seat.key) {
            found.push(Answer { name: b.seat.name.clone(), text: b.answer.clone(), board: 0 });
        }
    }
    found
}

fn bye_text(kind: ByeKind) -> String {
    crate::export::bye_label(kind)
}

fn current_language() -> String {
    crate::i18n::current_language()
}

/// A stable hash (FNV-1a) of what the pages show: the public document as
/// JSON, the language and the options.
fn version_of(public: &Tournament, lang: &str, options: &SiteOptions) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |bytes: &[u8]| {
        for &b in bytes {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    feed(serde_json::to_string(public).unwrap_or_default().as_bytes());
    feed(lang.as_bytes());
    feed(options.address.as_deref().unwrap_or_default().as_bytes());
    feed(&[u8::from(options.live)]);
    feed(STYLE.as_bytes());
    feed(SCRIPT.as_bytes());
    format!("{hash:016x}")
}

static STYLE: &str = include_str!("assets/style.css");
static SCRIPT: &str = include_str!("assets/board.js");

/// Which navigation entry a page belongs to (the templates compare it).
struct Nav;

impl Nav {
    const NONE: &'static str = "";
    const HOME: &'static str = "home";
    const PAIRINGS: &'static str = "pairings";
    const STANDINGS: &'static str = "standings";
    const CROSS_TABLE: &'static str = "crosstable";
    const PLAYERS: &'static str = "players";
}

/// What every page's frame shows (templates/base.html).
pub(super) struct Frame {
    lang: String,
    title: String,
    event_name: String,
    status: String,
    version: String,
    live: bool,
    nav: &'static str,
    l: Labels,
}

/// The translated words the templates use.
pub(super) struct Labels {
    pairings: String,
    standings: String,
    crosstable: String,
    players: String,
    screen: String,
    board: String,
    tpn: String,
    white: String,
    black: String,
    result: String,
    points: String,
    name: String,
    rating: String,
    fed: String,
    place: String,
    round: String,
    colour: String,
    opponent: String,
    byes: String,
    search_label: String,
    search_placeholder: String,
    search_button: String,
    search_hint: String,
    other_rounds: String,
    after_round: String,
    no_pairings: String,
    no_standings: String,
    no_players: String,
    auto_update: String,
    legend: String,
    seats: String,
    back: String,
}

impl Labels {
    fn new() -> Labels {
        Labels {
            pairings: tr!("nb-nav-pairings"),
            standings: tr!("nb-nav-standings"),
            crosstable: tr!("nb-nav-crosstable"),
            players: tr!("nb-nav-players"),
            screen: tr!("nb-nav-screen"),
            board: tr!("export-col-board"),
            tpn: tr!("export-col-tpn"),
            white: tr!("export-col-white"),
            black: tr!("export-col-black"),
            result: tr!("export-col-result"),
            points: tr!("export-col-points"),
            name: tr!("export-col-name"),
            rating: tr!("export-col-rating"),
            fed: tr!("export-col-fed"),
            place: tr!("export-col-place"),
            round: tr!("nb-col-round"),
            colour: tr!("export-col-colour"),
            opponent: tr!("export-col-opponent"),
            byes: tr!("export-byes-heading"),
            search_label: tr!("nb-search-label"),
            search_placeholder: tr!("nb-search-placeholder"),
            search_button: tr!("nb-search-button"),
            search_hint: tr!("nb-search-hint"),
            other_rounds: tr!("nb-other-rounds"),
            after_round: tr!("nb-after-round"),
            no_pairings: tr!("nb-no-pairings"),
            no_standings: tr!("nb-no-standings"),
            no_players: tr!("nb-no-players"),
            auto_update: tr!("nb-auto-update"),
            legend: tr!("export-wallchart-legend"),
            seats: tr!("nb-seats-legend"),
            back: tr!("nb-back-home"),
        }
    }
}

/// One player on a board, as the pairings show them.
pub(super) struct Seat {
    tpn: u32,
    name: String,
    rating: String,
    /// Points before the round: what the pairing was made on.
    points: String,
    /// What a search looks in (`search::key`).
    key: String,
}

pub(super) struct BoardRow {
    board: u32,
    white: Seat,
    black: Seat,
    result: String,
    answer_white: String,
    answer_black: String,
}

pub(super) struct ByeRow {
    seat: Seat,
    kind: String,
    answer: String,
}

pub(super) struct Answer {
    name: String,
    text: String,
    /// 0 for a bye.
    board: u32,
}

pub(super) struct StandingRow {
    place: u32,
    tpn: u32,
    name: String,
    rating: String,
    federation: String,
    points: String,
    tiebreaks: Vec<String>,
    key: String,
}

pub(super) struct CrossRow {
    tpn: u32,
    name: String,
    rating: String,
    federation: String,
    cells: Vec<String>,
    points: String,
    key: String,
}

pub(super) struct PlayerRow {
    tpn: u32,
    name: String,
    rating: String,
    federation: String,
    points: String,
    key: String,
}

pub(super) struct GameRow {
    round: u32,
    colour: String,
    opponent: Option<Seat>,
    result: String,
    points_after: String,
}

#[derive(Template)]
#[template(path = "index.html")]
struct IndexPage {
    f: Frame,
    event: Vec<(String, String)>,
}

#[derive(Template)]
#[template(path = "pairings.html")]
pub(super) struct PairingsPage {
    f: Frame,
    /// The page's own file name: where the search form goes.
    self_name: String,
    /// "Nobody found for “{query}”." for the script to fill in.
    none_template: String,
    /// 0: no round published.
    round: u32,
    rounds: Vec<u32>,
    query: String,
    searched: bool,
    none_found: String,
    answers: Vec<Answer>,
    boards: Vec<BoardRow>,
    byes: Vec<ByeRow>,
}

#[derive(Template)]
#[template(path = "standings.html")]
struct StandingsPage {
    f: Frame,
    /// 0: no standings yet.
    after: u32,
    rounds: Vec<u32>,
    headers: Vec<String>,
    rows: Vec<StandingRow>,
}

#[derive(Template)]
#[template(path = "crosstable.html")]
struct CrossTablePage {
    f: Frame,
    rounds: Vec<u32>,
    rows: Vec<CrossRow>,
}

#[derive(Template)]
#[template(path = "players.html")]
struct PlayersPage {
    f: Frame,
    rows: Vec<PlayerRow>,
}

#[derive(Template)]
#[template(path = "player.html")]
struct PlayerPage {
    f: Frame,
    facts: Vec<(String, String)>,
    games: Vec<GameRow>,
}

#[derive(Template)]
#[template(path = "screen.html")]
struct ScreenPage {
    f: Frame,
    round: u32,
    boards: Vec<BoardRow>,
    byes: Vec<ByeRow>,
    address: String,
    /// An SVG drawing, made by `qr::svg` from the address (no user text).
    qr: String,
    page_label: String,
}

#[derive(Template)]
#[template(path = "not_found.html")]
struct NotFoundPage {
    f: Frame,
}
