//! A load test of the noticeboard on this machine (`swissdesk
//! bench-noticeboard`): simulated phones polling a served event on
//! loopback while the desk goes on working, measured, not asserted.
//!
//! The phones run on a tokio runtime of their own thread (one core), the
//! noticeboard on its own (one core), the desk on the calling thread:
//! every `DESK_STEP` it enters a result, computes the standings (what the
//! desk's views do after a change) and hands the document over, and each
//! such step is timed, first with no phone connected, then under load.
//!
//! Phases: (1) every phone asks `status.json` about every two seconds,
//! waiting for the round; half-way the arbiter publishes it, and each phone
//! then loads the pairings, its style sheet and script as a browser does
//! (revalidating with the ETag); (2) every phone asks as fast as it can,
//! for the largest request rate the noticeboard gives.

use super::server::{Noticeboard, NoticeboardError, ServeOptions};
use crate::commands::{self, Command};
use crate::model::{GameResult, Tournament};
use bytes::Bytes;
use http_body_util::{BodyExt, Empty};
use hyper::header::{ETAG, HOST, IF_NONE_MATCH};
use hyper_util::rt::TokioIo;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How often the desk works during the test.
const DESK_STEP: Duration = Duration::from_millis(100);
/// A result every this many steps (two seconds).
const RESULT_EVERY: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadOptions {
    pub phones: usize,
    pub players: u32,
    /// Seconds of each phase.
    pub seconds: u64,
    /// How often a waiting phone asks for news.
    pub poll_every: Duration,
    pub seed: u64,
}

impl Default for LoadOptions {
    fn default() -> Self {
        LoadOptions { phones: 500, players: 300, seconds: 20, poll_every: Duration::from_secs(2), seed: 1 }
    }
}

/// Requests of one kind in one phase.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Measured {
    pub name: String,
    pub requests: usize,
    pub per_second: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// 304 answers among them.
    pub not_modified: usize,
    pub errors: u64,
    /// Bytes of answer bodies received.
    pub bytes: u64,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct LoadReport {
    pub phones: usize,
    pub players: u32,
    pub pairings_page_bytes: usize,
    pub site_pages: usize,
    /// Every request of phase 1, the pairings loaded after the publication,
    /// and every request of phase 2.
    pub measured: Vec<Measured>,
    /// From the arbiter's "publish" to the new version on `status.json`.
    pub publish_to_served_ms: f64,
    /// Phones that had the new round's pairings by the end of phase 1.
    pub phones_with_the_round: usize,
    /// The desk's step (a result, the standings, the hand-over), without
    /// and with the phones.
    pub desk_idle: Measured,
    pub desk_loaded: Measured,
    pub busy_answers: u64,
    /// The process's peak resident memory (phones included), in KiB.
    pub peak_rss_kib: Option<u64>,
}

impl std::fmt::Display for LoadReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} phones, {} players ({} pages; pairings page {} bytes)",
            self.phones, self.players, self.site_pages, self.pairings_page_bytes
        )?;
        writeln!(
            f,
            "{:<34} {:>9} {:>9} {:>8} {:>8} {:>8} {:>7} {:>6}",
            "", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "304", "errors"
        )?;
        for m in self.measured.iter().chain([&self.desk_idle, &self.desk_loaded]) {
            writeln!(
                f,
                "{:<34} {:>9} {:>9.0} {:>8.2} {:>8.2} {:>8.2} {:>7} {:>6}",
                m.name, m.requests, m.per_second, m.p50_ms, m.p99_ms, m.max_ms, m.not_modified, m.errors
            )?;
        }
        writeln!(f, "publish to served: {:.1} ms", self.publish_to_served_ms)?;
        writeln!(f, "phones with the new round: {} of {}", self.phones_with_the_round, self.phones)?;
        writeln!(f, "answered busy: {}", self.busy_answers)?;
        match self.peak_rss_kib {
            Some(kib) => writeln!(f, "peak memory (whole process): {} MiB", kib / 1024),
            None => Ok(()),
        }
    }
}

/// One timed request.
#[derive(Clone, Copy, Debug)]
struct Sample {
    kind: Kind,
    micros: u64,
    status: u16,
    bytes: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Poll,
    Round,
    Flood,
}

/// Runs the test; `progress` gets a line per step.
pub fn run(options: &LoadOptions, progress: &mut dyn FnMut(&str)) -> Result<LoadReport, NoticeboardError> {
    progress(&format!("generating a {}-player event", options.players));
    let mut t = event(options)?;
    let round = t.rounds.iter().map(|r| r.number).max().unwrap_or(0);
    let mut report = LoadReport { phones: options.phones, players: options.players, ..LoadReport::default() };

    progress("the desk alone");
    let mut board_for_idle = None;
    let idle = desk_steps(&mut t, round, Duration::from_secs(3), &mut board_for_idle);
    report.desk_idle = summary("desk step, no phones", &idle, Duration::from_secs(3), 0, 0);

    let serve = ServeOptions { bind: Ipv4Addr::LOCALHOST.into(), port: 0, ..ServeOptions::default() };
    let board = Noticeboard::start(&serve, &t)?;
    let site = board.site();
    report.site_pages = site.pages().count();
    report.pairings_page_bytes = site.page("pairings.html").map(|p| p.body.len()).unwrap_or(0);
    let address = board.address();

    let phase = Duration::from_secs(options.seconds.max(2));
    let flooding = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let with_round = Arc::new(AtomicU64::new(0));
    let errors = Arc::new([AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0)]);
    let phones = {
        let (flooding, stop, with_round, errors) =
            (flooding.clone(), stop.clone(), with_round.clone(), errors.clone());
        let options = *options;
        std::thread::Builder::new()
            .name("phones".into())
            .spawn(move || phones_run(address, options, flooding, stop, with_round, errors))
            .map_err(|e| NoticeboardError::Runtime { reason: e.to_string() })?
    };

    progress(&format!("phase 1: {} phones waiting for round {round}", options.phones));
    let mut board = Some(board);
    let started = Instant::now();
    let mut loaded = desk_steps(&mut t, round, phase / 2, &mut board);
    let old_version = board.as_ref().map(|b| b.site().version.clone()).unwrap_or_default();
    let published = Instant::now();
    if let Some(board) = &board {
        let _ = commands::apply(&mut t, Command::PublishRound { round }, "load test");
        board.publish(&t);
        while board.site().version == old_version && published.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    report.publish_to_served_ms = published.elapsed().as_secs_f64() * 1000.0;
    loaded.extend(desk_steps(&mut t, round, phase.saturating_sub(started.elapsed()), &mut board));
    let phase_one = started.elapsed();
    report.phones_with_the_round = with_round.load(Ordering::Relaxed) as usize;

    progress("phase 2: every phone as fast as it can");
    flooding.store(true, Ordering::Relaxed);
    let flood_start = Instant::now();
    loaded.extend(desk_steps(&mut t, round, phase, &mut board));
    let phase_two = flood_start.elapsed();
    stop.store(true, Ordering::Relaxed);
    let samples = phones.join().unwrap_or_default();

    let pick = |kind: Kind| -> Vec<Sample> { samples.iter().copied().filter(|s| s.kind == kind).collect() };
    let error = |i: usize| errors[i].load(Ordering::Relaxed);
    report.measured = vec![
        measured("phase 1: polls (status.json)", &pick(Kind::Poll), phase_one, error(0)),
        measured("phase 1: the round (3 requests)", &pick(Kind::Round), phase_one, error(1)),
        measured("phase 2: flood (pairings, status)", &pick(Kind::Flood), phase_two, error(2)),
    ];
    let desk_time = phase_one + phase_two;
    report.desk_loaded = summary("desk step, phones polling", &loaded, desk_time, 0, 0);
    if let Some(board) = &board {
        report.busy_answers = board.stats().busy;
    }
    report.peak_rss_kib = peak_rss_kib();
    Ok(report)
}

/// A generated event with its last round paired, not published, no results.
fn event(options: &LoadOptions) -> Result<Tournament, NoticeboardError> {
    let failed = |reason: String| NoticeboardError::Runtime { reason };
    let system =
        crate::pairing::find(&crate::model::SystemId::default()).map_err(|e| failed(e.to_string()))?;
    let mut t = crate::generator::generate(system, options.players, 5, options.seed)
        .map_err(|e| failed(e.to_string()))?;
    t.event.name = "Noticeboard load test".into();
    let last = t.rounds.iter().map(|r| r.number).max().unwrap_or(0);
    for r in &mut t.rounds {
        r.published = r.number < last;
        if r.number == last {
            for g in &mut r.games {
                g.result = GameResult::Pending;
            }
        }
    }
    Ok(t)
}

/// The desk at work for `length`: every [`DESK_STEP`] the standings and
/// the hand-over to the noticeboard, and every [`RESULT_EVERY`] steps a
/// result of the round (entered, then taken back, so the document stays
/// the same size; an arbiter enters one every few seconds); each step timed.
fn desk_steps(t: &mut Tournament, round: u32, length: Duration, board: &mut Option<Noticeboard>) -> Vec<u64> {
    let start = Instant::now();
    let boards = t.round(round).map(|r| r.games.len()).unwrap_or(0).max(1);
    let tiebreaks = crate::standings::tournament_tiebreaks(t).unwrap_or_default();
    let rules = crate::standings::Rules::for_tournament(t);
    let mut times = Vec::new();
    let mut i = 0usize;
    while start.elapsed() < length {
        let step = Instant::now();
        if i.is_multiple_of(RESULT_EVERY) {
            let n = i / RESULT_EVERY;
            let result = if n.is_multiple_of(2) { GameResult::Draw } else { GameResult::Pending };
            let _ = commands::apply(
                t,
                Command::SetResult { round, board: n / 2 % boards + 1, result },
                "load test",
            );
        }
        let standings = crate::standings::standings(t, t.last_complete_round(), rules, &tiebreaks);
        std::hint::black_box(&standings);
        if let Some(board) = board {
            board.publish(t);
        }
        times.push(step.elapsed().as_micros() as u64);
        i += 1;
        std::thread::sleep(DESK_STEP.saturating_sub(step.elapsed()));
    }
    times
}

fn summary(name: &str, micros: &[u64], over: Duration, not_modified: usize, errors: u64) -> Measured {
    let mut sorted = micros.to_vec();
    sorted.sort_unstable();
    let at = |q: f64| -> f64 {
        if sorted.is_empty() {
            return 0.0;
        }
        let i = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len()) - 1;
        sorted[i] as f64 / 1000.0
    };
    Measured {
        name: name.to_owned(),
        requests: sorted.len(),
        per_second: sorted.len() as f64 / over.as_secs_f64().max(1e-9),
        p50_ms: at(0.50),
        p99_ms: at(0.99),
        max_ms: sorted.last().map(|&m| m as f64 / 1000.0).unwrap_or(0.0),
        not_modified,
        errors,
        bytes: 0,
    }
}

fn measured(name: &str, samples: &[Sample], over: Duration, errors: u64) -> Measured {
    let micros: Vec<u64> = samples.iter().map(|s| s.micros).collect();
    let not_modified = samples.iter().filter(|s| s.status == 304).count();
    let bad = samples.iter().filter(|s| !matches!(s.status, 200 | 304)).count() as u64;
    Measured {
        bytes: samples.iter().map(|s| s.bytes).sum(),
        ..summary(name, &micros, over, not_modified, errors + bad)
    }
}

fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The phones: one task and one kept-alive connection each.
fn phones_run(
    address: SocketAddr,
    options: LoadOptions,
    flooding: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
    with_round: Arc<AtomicU64>,
    errors: Arc<[AtomicU64; 3]>,
) -> Vec<Sample> {
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread().enable_all().build() else {
        return Vec::new();
    };
    runtime.block_on(async move {
        let mut tasks = Vec::with_capacity(options.phones);
        for phone in 0..options.phones {
            let (flooding, stop, with_round, errors) =
                (flooding.clone(), stop.clone(), with_round.clone(), errors.clone());
            // Phones come in over the first poll interval, not all at once.
            let offset = options.poll_every.mul_f64(phone as f64 / options.phones.max(1) as f64);
            tasks.push(tokio::spawn(async move {
                tokio::time::sleep(offset).await;
                phone_run(address, options.poll_every, flooding, stop, with_round, errors).await
            }));
        }
        let mut samples = Vec::new();
        for task in tasks {
            if let Ok(mut s) = task.await {
                samples.append(&mut s);
            }
        }
        samples
    })
}

struct Connection {
    sender: hyper::client::conn::http1::SendRequest<Empty<Bytes>>,
}

async fn connect(address: SocketAddr) -> Option<Connection> {
    let stream = tokio::net::TcpStream::connect(address).await.ok()?;
    let _ = stream.set_nodelay(true);
    let (sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await.ok()?;
    tokio::spawn(connection);
    Some(Connection { sender })
}

/// One GET: status, ETag, body length and time.
async fn fetch(
    connection: &mut Connection,
    path: &str,
    etag: Option<&str>,
) -> Option<(u16, Option<String>, u64, u64)> {
    let started = Instant::now();
    let mut request = hyper::Request::get(path).header(HOST, "venue");
    if let Some(etag) = etag {
        request = request.header(IF_NONE_MATCH, etag);
    }
    let request = request.body(Empty::<Bytes>::new()).ok()?;
    connection.sender.ready().await.ok()?;
    let response = connection.sender.send_request(request).await.ok()?;
    let status = response.status().as_u16();
    let etag = response.headers().get(ETAG).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let body = response.into_body().collect().await.ok()?.to_bytes();
    Some((status, etag, body.len() as u64, started.elapsed().as_micros() as u64))
}

async fn phone_run(
    address: SocketAddr,
    poll_every: Duration,
    flooding: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
    with_round: Arc<AtomicU64>,
    errors: Arc<[AtomicU64; 3]>,
) -> Vec<Sample> {
    let mut samples = Vec::new();
    let mut connection: Option<Connection> = None;
    let mut version: Option<String> = None;
    let mut etags: [Option<String>; 3] = [None, None, None];
    let mut has_round = false;
    let mut flip = false;
    while !stop.load(Ordering::Relaxed) {
        let flood = flooding.load(Ordering::Relaxed);
        let kind = if flood { Kind::Flood } else { Kind::Poll };
        let slot = if flood { 2 } else { 0 };
        if connection.is_none() {
            connection = connect(address).await;
            if connection.is_none() {
                errors[slot].fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        }
        let Some(conn) = connection.as_mut() else { continue };
        let path = if flood && flip { "/pairings.html" } else { "/status.json" };
        flip = !flip;
        match fetch(conn, path, None).await {
            Some((status, etag, bytes, micros)) => {
                samples.push(Sample { kind, micros, status, bytes });
                if !flood && path == "/status.json" {
                    let changed = version.as_ref().is_some_and(|v| Some(v) != etag.as_ref());
                    if version.is_none() || changed {
                        version = etag;
                    }
                    if changed && !has_round {
                        // A browser reloads the page and revalidates its parts.
                        let mut ok = true;
                        for (i, part) in ["/pairings.html", "/style.css", "/board.js"].iter().enumerate() {
                            match fetch(conn, part, etags[i].as_deref()).await {
                                Some((status, etag, bytes, micros)) => {
                                    samples.push(Sample { kind: Kind::Round, micros, status, bytes });
                                    etags[i] = etag.or(etags[i].take());
                                }
                                None => {
                                    ok = false;
                                    break;
                                }
                            }
                        }
                        if ok {
                            has_round = true;
                            with_round.fetch_add(1, Ordering::Relaxed);
                        } else {
                            errors[1].fetch_add(1, Ordering::Relaxed);
                            connection = None;
                            continue;
                        }
                    }
                }
            }
            None => {
                // The server closed a kept-alive connection (lifetime) or
                // refused: count it and connect again.
                errors[slot].fetch_add(1, Ordering::Relaxed);
                connection = None;
                continue;
            }
        }
        if !flood {
            tokio::time::sleep(poll_every).await;
        }
    }
    samples
}
