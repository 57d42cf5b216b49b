//! Downloading a list from FIDE when the laptop is online.
//!
//! FIDE publishes the current lists at fixed addresses
//! (ratings.fide.com/download_lists.phtml): `standard_rating_list.zip`,
//! `rapid_rating_list.zip`, `blitz_rating_list.zip` (TXT layout) under
//! `https://ratings.fide.com/download/`. The file goes to a temporary file in
//! the data folder, then is imported as any file the arbiter chose; progress
//! is reported as bytes arrive, with the month the server's `Last-Modified`
//! date says until the list itself says it.

use super::ListError;
use super::list::ListMonth;
use crate::model::RatingKind;
use std::io::{Read, Write};
use std::path::Path;
use std::time::Duration;

/// Where FIDE keeps the current lists.
pub const FIDE_DOWNLOADS: &str = "https://ratings.fide.com/download/";

/// The address of the current list of `kind` (TXT layout, zipped).
pub fn fide_url(kind: RatingKind) -> String {
    format!("{FIDE_DOWNLOADS}{}_rating_list.zip", kind.code())
}

/// How far a download is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub received: u64,
    /// The size the server announced.
    pub total: Option<u64>,
    /// The month of the server's `Last-Modified` date.
    pub month: Option<ListMonth>,
}

impl Progress {
    /// Done, from 0 to 1, when the size is known.
    pub fn fraction(&self) -> Option<f32> {
        self.total.filter(|&t| t > 0).map(|t| (self.received as f64 / t as f64).min(1.0) as f32)
    }
}

/// Downloads `url` into the file `to`, calling `progress` as bytes arrive
/// (about every 64 KiB). A failed download removes the partial file.
pub fn download(url: &str, to: &Path, mut progress: impl FnMut(Progress)) -> Result<Progress, ListError> {
    let failed = |reason: String| ListError::Download { url: url.to_owned(), reason };
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_connect(Some(Duration::from_secs(20)))
        .timeout_recv_response(Some(Duration::from_secs(60)))
        .user_agent(concat!("Swissdesk/", env!("CARGO_PKG_VERSION")))
        .build()
        .into();
    let response = agent.get(url).call().map_err(|e| failed(e.to_string()))?;
    let total = response.body().content_length();
    let month = response
        .headers()
        .get("last-modified")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| chrono::DateTime::parse_from_rfc2822(v).ok())
        .and_then(|d| ListMonth::new(chrono::Datelike::year(&d), chrono::Datelike::month(&d)));
    let mut state = Progress { received: 0, total, month };
    progress(state);
    let result = (|| -> Result<(), ListError> {
        let mut file = std::fs::File::create(to)
            .map_err(|e| ListError::Write { path: to.display().to_string(), reason: e.to_string() })?;
        let mut reader = response.into_body().into_reader();
        let mut buffer = vec![0u8; 64 * 1024];
        loop {
            let n = reader.read(&mut buffer).map_err(|e| failed(e.to_string()))?;
            if n == 0 {
                break;
            }
            file.write_all(&buffer[..n])
                .map_err(|e| ListError::Write { path: to.display().to_string(), reason: e.to_string() })?;
            state.received += n as u64;
            progress(state);
        }
        file.sync_all()
            .map_err(|e| ListError::Write { path: to.display().to_string(), reason: e.to_string() })
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(to);
        return Err(e);
    }
    Ok(state)
}

/// Downloads the list of `kind` from `url` (FIDE's: [`fide_url`]) and keeps
/// it in the data folder `dir`, as an import of the file would.
pub fn download_into(
    dir: &Path,
    kind: RatingKind,
    url: &str,
    progress: impl FnMut(Progress),
) -> Result<super::import::Imported, ListError> {
    std::fs::create_dir_all(dir)
        .map_err(|e| ListError::Write { path: dir.display().to_string(), reason: e.to_string() })?;
    let part = dir.join("fide-download.part");
    let state = download(url, &part, progress)?;
    let name = url.rsplit('/').next().unwrap_or_default();
    let read = std::fs::File::open(&part)
        .map_err(|e| ListError::Read { path: part.display().to_string(), reason: e.to_string() })
        .and_then(|file| super::import::read_from(std::io::BufReader::new(file), url, name, Some(kind)));
    let _ = std::fs::remove_file(&part);
    let mut read = read?;
    for one in &mut read {
        one.list.month = one.list.month.or(state.month);
    }
    super::import::keep(dir, read)
}
