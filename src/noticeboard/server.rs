//! The noticeboard server: HTTP/1.1 by hyper, on a single-threaded tokio
//! runtime in a thread of its own, so that however many phones poll it,
//! it takes at most one core and never the desk's.
//!
//! Bounded by construction ([`Limits`]): connections (a semaphore; over it
//! a short "busy" answer, itself bounded), request head size and header
//! count (hyper answers 431), time to send a request head (also the idle
//! time of a kept-alive connection: hyper closes it), and the lifetime of a
//! connection (then closed gracefully), so a slow client holds a connection
//! for a bounded time and a bounded number of them exist. Requests carry no
//! body the server reads; every answer is a page already rendered (a search
//! renders at most [`MAX_QUERY_CHARS`](super::pages::MAX_QUERY_CHARS)
//! characters' worth).
//!
//! The desk hands the server a new document with [`Noticeboard::publish`];
//! a builder thread cuts it down to its public part, renders the pages and
//! swaps them in whole, so a page is never half of one version.

use super::pages::{RenderError, Site, SiteOptions};
use super::public::public_document;
use super::routes::{self, Request};
use crate::model::Tournament;
use crate::tr;
use bytes::Bytes;
use http_body_util::Full;
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::convert::Infallible;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, RwLock};
use std::thread::JoinHandle;
use std::time::Duration;
use thiserror::Error;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::{Semaphore, watch};

/// The port the noticeboard offers first.
pub const DEFAULT_PORT: u16 = 8080;

/// What the server allows each client.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections served at once; more get a short "busy" answer.
    pub max_connections: usize,
    /// Request line and headers, in bytes (over it: 431).
    pub max_head_bytes: usize,
    /// Headers per request (over it: 431).
    pub max_headers: usize,
    /// Time to send a whole request head, and the longest a kept-alive
    /// connection waits idle for the next one: then it is closed.
    pub head_timeout: Duration,
    /// The longest a connection lives: then it is closed after the request
    /// in flight (a client that reads its answer too slowly loses it).
    pub connection_lifetime: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            // A venue of a few hundred players, each phone holding one
            // kept-alive connection, plus screens.
            max_connections: 1024,
            max_head_bytes: 8 * 1024,
            max_headers: 48,
            head_timeout: Duration::from_secs(10),
            connection_lifetime: Duration::from_secs(60),
        }
    }
}

/// Where to serve and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServeOptions {
    /// The interface's address: the arbiter picks it; the noticeboard
    /// never binds to every interface unless told to (`0.0.0.0`, `::`).
    pub bind: IpAddr,
    /// 0: any free port (tests).
    pub port: u16,
    pub limits: Limits,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions { bind: IpAddr::V4(Ipv4Addr::LOCALHOST), port: DEFAULT_PORT, limits: Limits::default() }
    }
}

#[derive(Debug, Error)]
pub enum NoticeboardError {
    #[error("{}", tr!("nb-error-bind", address = address.as_str(), reason = reason.as_str()))]
    Bind { address: String, reason: String },
    #[error("{0}")]
    Render(#[from] RenderError),
    #[error("{}", tr!("nb-error-runtime", reason = reason.as_str()))]
    Runtime { reason: String },
    #[error("{}", tr!("nb-error-write", path = path.as_str(), reason = reason.as_str()))]
    Write { path: String, reason: String },
}

/// Counters since the start, for the desk's notice and the load test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub requests: u64,
    /// Connections answered "busy" because `max_connections` were open.
    pub busy: u64,
    pub open_connections: usize,
    /// Versions published (the first one included).
    pub versions: u64,
}

struct Shared {
    site: RwLock<Arc<Site>>,
    requests: AtomicU64,
    busy: AtomicU64,
    open: AtomicUsize,
    versions: AtomicU64,
    /// Why the last publication could not be rendered (the previous pages stay).
    last_error: Mutex<Option<String>>,
}

impl Shared {
    fn current(&self) -> Arc<Site> {
        match self.site.read() {
            Ok(site) => Arc::clone(&site),
            Err(poisoned) => Arc::clone(&poisoned.into_inner()),
        }
    }

    fn swap(&self, site: Site) {
        let site = Arc::new(site);
        match self.site.write() {
            Ok(mut current) => *current = site,
            Err(poisoned) => *poisoned.into_inner() = site,
        }
        self.versions.fetch_add(1, Ordering::Relaxed);
    }

    fn set_error(&self, error: Option<String>) {
        match self.last_error.lock() {
            Ok(mut e) => *e = error,
            Err(poisoned) => *poisoned.into_inner() = error,
        }
    }
}

/// A running noticeboard. Dropping it stops it.
pub struct Noticeboard {
    address: SocketAddr,
    url: String,
    shared: Arc<Shared>,
    shutdown: Option<watch::Sender<bool>>,
    server: Option<JoinHandle<()>>,
    documents: Option<mpsc::Sender<Tournament>>,
    builder: Option<JoinHandle<()>>,
}

impl Noticeboard {
    /// Binds `options.bind:options.port`, renders `t`'s public pages and
    /// starts serving them. Fails at once when the address cannot be bound
    /// (in use, not this machine's).
    pub fn start(options: &ServeOptions, t: &Tournament) -> Result<Noticeboard, NoticeboardError> {
        let wanted = SocketAddr::new(options.bind, options.port);
        let bind_error =
            |e: std::io::Error| NoticeboardError::Bind { address: wanted.to_string(), reason: e.to_string() };
        let listener = std::net::TcpListener::bind(wanted).map_err(bind_error)?;
        listener.set_nonblocking(true).map_err(bind_error)?;
        let address = listener.local_addr().map_err(bind_error)?;
        let url = url_of(address);
        let site_options = SiteOptions { address: Some(url.clone()), live: true };
        let site = Site::build(t, &site_options)?;
        let shared = Arc::new(Shared {
            site: RwLock::new(Arc::new(site)),
            requests: AtomicU64::new(0),
            busy: AtomicU64::new(0),
            open: AtomicUsize::new(0),
            versions: AtomicU64::new(1),
            last_error: Mutex::new(None),
        });
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(|e| NoticeboardError::Runtime { reason: e.to_string() })?;
        let (shutdown, stopped) = watch::channel(false);
        let limits = options.limits;
        let serving = Arc::clone(&shared);
        let server = std::thread::Builder::new()
            .name("noticeboard".into())
            .spawn(move || runtime.block_on(serve(listener, serving, limits, stopped)))
            .map_err(|e| NoticeboardError::Runtime { reason: e.to_string() })?;
        let (documents, incoming) = mpsc::channel::<Tournament>();
        let building = Arc::clone(&shared);
        let builder = std::thread::Builder::new()
            .name("noticeboard-pages".into())
            .spawn(move || build_pages(incoming, building, site_options))
            .map_err(|e| NoticeboardError::Runtime { reason: e.to_string() })?;
        Ok(Noticeboard {
            address,
            url,
            shared,
            shutdown: Some(shutdown),
            server: Some(server),
            documents: Some(documents),
            builder: Some(builder),
        })
    }

    /// The address bound (with the port chosen when 0 was asked).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// What players open: `http://192.168.1.20:8080/`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Hands the server the document as it now is. Only its public part is
    /// kept ([`public_document`]); the pages change only when that does.
    /// Returns at once: the pages are rendered on the noticeboard's thread.
    pub fn publish(&self, t: &Tournament) {
        if let Some(documents) = &self.documents {
            let _ = documents.send(public_document(t));
        }
    }

    /// The pages served now.
    pub fn site(&self) -> Arc<Site> {
        self.shared.current()
    }

    pub fn stats(&self) -> Stats {
        Stats {
            requests: self.shared.requests.load(Ordering::Relaxed),
            busy: self.shared.busy.load(Ordering::Relaxed),
            open_connections: self.shared.open.load(Ordering::Relaxed),
            versions: self.shared.versions.load(Ordering::Relaxed),
        }
    }

    /// Why the last document handed over could not be rendered, if it could not.
    pub fn last_error(&self) -> Option<String> {
        match self.shared.last_error.lock() {
            Ok(e) => e.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Stops serving: the port is free when this returns.
    pub fn stop(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(true);
        }
        if let Some(server) = self.server.take() {
            let _ = server.join();
        }
        // Closing the channel ends the builder.
        self.documents.take();
        if let Some(builder) = self.builder.take() {
            let _ = builder.join();
        }
    }
}

impl Drop for Noticeboard {
    fn drop(&mut self) {
        self.shut_down();
    }
}

impl std::fmt::Debug for Noticeboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Noticeboard").field("url", &self.url).finish_non_exhaustive()
    }
}

/// The URL of a bound address; for "every interface", the first address
/// of this machine on a network (what a phone can reach).
pub fn url_of(address: SocketAddr) -> String {
    let ip = if address.ip().is_unspecified() {
        super::interfaces().into_iter().find(|i| !i.ip.is_loopback()).map(|i| i.ip).unwrap_or(address.ip())
    } else {
        address.ip()
    };
    match ip {
        IpAddr::V4(ip) => format!("http://{ip}:{}/", address.port()),
        IpAddr::V6(ip) => format!("http://[{ip}]:{}/", address.port()),
    }
}

/// The builder thread: renders the newest document handed over (older ones
/// still queued are skipped) and swaps the pages in when they changed.
fn build_pages(incoming: mpsc::Receiver<Tournament>, shared: Arc<Shared>, options: SiteOptions) {
    while let Ok(mut public) = incoming.recv() {
        while let Ok(newer) = incoming.try_recv() {
            public = newer;
        }
        if Site::version_for(&public, &options) == shared.current().version {
            continue;
        }
        match Site::from_public(public, &options) {
            Ok(site) => {
                shared.swap(site);
                shared.set_error(None);
            }
            Err(e) => shared.set_error(Some(e.to_string())),
        }
    }
}

/// The answer to a connection over `max_connections`.
const BUSY_BODY: &str = "503 busy\n";

/// Connections answered "busy" at once; beyond them a connection is closed
/// unanswered (a flood gets nothing, the phones already in keep theirs).
const MAX_BUSY_ANSWERS: usize = 64;

async fn serve(
    listener: std::net::TcpListener,
    shared: Arc<Shared>,
    limits: Limits,
    mut stopped: watch::Receiver<bool>,
) {
    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
        return;
    };
    let connections = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let busy_answers = Arc::new(Semaphore::new(MAX_BUSY_ANSWERS));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.head_timeout)
        .max_header_size(limits.max_head_bytes)
        .max_headers(limits.max_headers)
        // The read buffer need hold no more than a request head.
        .max_buf_size(limits.max_head_bytes.max(8192))
        .keep_alive(true);
    loop {
        tokio::select! {
            _ = stopped.changed() => break,
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => {
                    let _ = stream.set_nodelay(true);
                    match Arc::clone(&connections).try_acquire_owned() {
                        Ok(permit) => {
                            let shared = Arc::clone(&shared);
                            let http = http.clone();
                            tokio::spawn(async move {
                                shared.open.fetch_add(1, Ordering::Relaxed);
                                connection(stream, http, Arc::clone(&shared), limits).await;
                                shared.open.fetch_sub(1, Ordering::Relaxed);
                                drop(permit);
                            });
                        }
                        Err(_) => {
                            shared.busy.fetch_add(1, Ordering::Relaxed);
                            if let Ok(permit) = Arc::clone(&busy_answers).try_acquire_owned() {
                                tokio::spawn(async move {
                                    answer_busy(stream).await;
                                    drop(permit);
                                });
                            }
                        }
                    }
                }
                // Out of file descriptors and the like: wait a little
                // rather than spin, and go on serving.
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            },
        }
    }
}

/// One connection, for at most `limits.connection_lifetime` (plus a short
/// grace to finish the answer in flight).
async fn connection(
    stream: tokio::net::TcpStream,
    http: hyper::server::conn::http1::Builder,
    shared: Arc<Shared>,
    limits: Limits,
) {
    let service = service_fn(move |request: hyper::Request<Incoming>| {
        let shared = Arc::clone(&shared);
        async move { Ok::<_, Infallible>(respond(&shared, &request)) }
    });
    let conn = http.serve_connection(TokioIo::new(stream), service);
    tokio::pin!(conn);
    tokio::select! {
        _ = conn.as_mut() => {}
        _ = tokio::time::sleep(limits.connection_lifetime) => {
            conn.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(Duration::from_secs(5), conn.as_mut()).await;
        }
    }
}

/// "Busy": read what the client sent (briefly), answer 503 and close, so the
/// client reads an answer rather than a reset connection.
async fn answer_busy(mut stream: tokio::net::TcpStream) {
    let mut head = [0u8; 4096];
    let _ = tokio::time::timeout(Duration::from_millis(500), stream.read(&mut head)).await;
    let response = format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{BUSY_BODY}",
        BUSY_BODY.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(response.as_bytes())).await;
    let _ = stream.shutdown().await;
}

fn respond(shared: &Shared, request: &hyper::Request<Incoming>) -> hyper::Response<Full<Bytes>> {
    shared.requests.fetch_add(1, Ordering::Relaxed);
    let site = shared.current();
    let answer = routes::answer(
        &site,
        &Request {
            method: request.method().as_str(),
            path: request.uri().path(),
            query: request.uri().query(),
            if_none_match: request.headers().get(header::IF_NONE_MATCH).map(HeaderValue::as_bytes),
        },
    );
    let mut response = hyper::Response::new(Full::new(answer.body));
    *response.status_mut() = hyper::StatusCode::from_u16(answer.status).unwrap_or(hyper::StatusCode::OK);
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(answer.content_type));
    // Every page can change with the next publication: ask each time, with
    // the ETag, and get a 304 while nothing changed.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'",
        ),
    );
    if let Some(etag) = answer.etag.and_then(|e| HeaderValue::from_str(&e).ok()) {
        headers.insert(header::ETAG, etag);
    }
    if answer.allow {
        headers.insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
    }
    response
}
