//! The venue noticeboard: the published rounds on the players' phones and
//! on a venue screen, served from the desk on the local network, and the
//! same pages as a folder of static files (the website export).
//!
//! * [`public`]: what may be shown at all: the document cut down to its
//!   published rounds and public player data, by allow-list. Every page is
//!   a pure function of it.
//! * [`pages`]: the pages (askama templates in `templates/`, style and
//!   script in `assets/`, all compiled into the binary: the venue has no
//!   internet), rendered once per published version into a [`Site`].
//! * [`routes`]: which page a request names and the answer, without I/O
//!   (fuzzed: `fuzz/fuzz_targets/noticeboard_request.rs`).
//! * [`server`]: hyper on a tokio runtime of its own thread, bounded in
//!   connections, request size and time; read-only (GET and HEAD only, no
//!   route changes anything); bound to the interface the arbiter picks.
//! * [`search`]: finding a player by name or number; [`qr`]: the address
//!   as a QR code (screen mode, desk, pairing sheet); [`load`]: the load
//!   test (`swissdesk bench-noticeboard`).
//!
//! Architecture: the library side knows nothing of iced; the desk
//! (`gui/noticeboard.rs`) only starts and stops a [`Noticeboard`], hands it
//! the document after each change and shows its address and QR code.
//! Individual Swiss events are what the pages know today; round robins and
//! team events extend [`pages`] (the cross table and standings read the
//! format there).

pub mod load;
pub mod pages;
pub mod public;
pub mod routes;
pub mod search;
pub mod server;

pub use pages::{Page, RenderError, Site, SiteOptions};
pub use public::{last_published_round, public_document};
pub use routes::{Answer, Request, Route, answer};
pub use server::{DEFAULT_PORT, Limits, Noticeboard, NoticeboardError, ServeOptions, Stats, url_of};

use crate::model::Tournament;
use std::net::IpAddr;
use std::path::Path;

/// A network interface of this machine the noticeboard can be bound to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interface {
    /// The system's name for it (`wlan0`, `Ethernet`).
    pub name: String,
    pub ip: IpAddr,
}

/// This machine's interfaces with an address a phone on the same network
/// can use: IPv4 ones first (what venue Wi-Fi hands out), loopback last;
/// IPv6 link-local addresses are left out (a URL cannot carry their zone
/// reliably).
pub fn interfaces() -> Vec<Interface> {
    let mut list: Vec<Interface> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| match i.ip() {
            IpAddr::V4(_) => true,
            IpAddr::V6(v6) => !v6.is_loopback() && (v6.segments()[0] & 0xffc0) != 0xfe80,
        })
        .map(|i| Interface { ip: i.ip(), name: i.name })
        .collect();
    list.sort_by_key(|i| (i.ip.is_loopback(), i.ip.is_ipv6(), i.ip));
    list.dedup_by_key(|i| i.ip);
    list
}

/// The website export: every page of `t`'s public part written into
/// `folder` (created if missing), each file atomically. Returns the number
/// of files written. The pages are those the noticeboard serves, without
/// its address; they work opened from the folder and put on any web
/// server (there they poll `status.json` and reload when it changes).
pub fn export_site(t: &Tournament, folder: &Path) -> Result<usize, NoticeboardError> {
    let site = Site::build(t, &SiteOptions { address: None, live: true })?;
    let write_error = |path: &Path, e: &dyn std::fmt::Display| NoticeboardError::Write {
        path: path.display().to_string(),
        reason: e.to_string(),
    };
    std::fs::create_dir_all(folder).map_err(|e| write_error(folder, &e))?;
    let mut written = 0;
    for (name, page) in site.pages() {
        let path = folder.join(name);
        crate::store::write_file(&path, &page.body).map_err(|e| write_error(&path, &e))?;
        written += 1;
    }
    Ok(written)
}
