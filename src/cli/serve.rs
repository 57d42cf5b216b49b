//! `swissdesk serve FILE`: the noticeboard without the desk. It serves the
//! file's published rounds and follows the file: when the desk (or another
//! tool) saves it, the pages change with it.

use super::CliError;
use crate::noticeboard::{self, Noticeboard, ServeOptions, last_published_round};
use crate::store::load_tournament;
use crate::tr;
use std::net::IpAddr;
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, SystemTime};

/// How often the file is looked at for a new save.
const FOLLOW_INTERVAL: Duration = Duration::from_secs(1);

/// Serves `file` on `bind:port` until the process is stopped (Ctrl+C).
pub(super) fn serve(file: &Path, bind: IpAddr, port: u16) -> Result<ExitCode, CliError> {
    let t = load_tournament(file)?;
    let options = ServeOptions { bind, port, ..ServeOptions::default() };
    let board = Noticeboard::start(&options, &t)?;
    println!("{}", tr!("cli-serve-listening", url = board.url()));
    if bind.is_loopback() {
        let addresses: Vec<String> = noticeboard::interfaces()
            .into_iter()
            .filter(|i| !i.ip.is_loopback())
            .map(|i| format!("--bind {}", i.ip))
            .collect();
        println!("{}", tr!("cli-serve-loopback", addresses = addresses.join(", ")));
    } else if bind.is_unspecified() {
        println!("{}", tr!("cli-serve-every-interface"));
    }
    follow(file, &board, last_published_round(&t))
}

/// Reloads `file` whenever its size or modification time changes and hands
/// it to the noticeboard; a file that does not load (a save half-done by a
/// tool that does not write atomically, a broken file) leaves the pages as
/// they were, and is tried again at its next change.
fn follow(file: &Path, board: &Noticeboard, mut round: u32) -> Result<ExitCode, CliError> {
    let stamp = |path: &Path| -> Option<(SystemTime, u64)> {
        let meta = std::fs::metadata(path).ok()?;
        Some((meta.modified().ok()?, meta.len()))
    };
    let mut seen = stamp(file);
    loop {
        std::thread::sleep(FOLLOW_INTERVAL);
        let now = stamp(file);
        if now == seen {
            continue;
        }
        seen = now;
        match load_tournament(file) {
            Ok(t) => {
                board.publish(&t);
                let published = last_published_round(&t);
                if published != round {
                    round = published;
                    println!("{}", tr!("cli-serve-updated", round = round));
                }
            }
            Err(e) => eprintln!(
                "swissdesk: {}",
                tr!("cli-serve-reload-failed", path = file.display().to_string(), reason = e.to_string())
            ),
        }
    }
}

/// `swissdesk export site FILE -o FOLDER`.
pub(super) fn export_site(input: &Path, folder: &Path) -> Result<ExitCode, CliError> {
    let t = load_tournament(input)?;
    noticeboard::export_site(&t, folder)?;
    println!("{}", tr!("cli-site-written", folder = folder.display().to_string()));
    Ok(ExitCode::SUCCESS)
}

/// `swissdesk bench-noticeboard`: the load test, its report on standard output.
pub(super) fn bench(phones: usize, players: u32, seconds: u64) -> Result<ExitCode, CliError> {
    let options = noticeboard::load::LoadOptions { phones, players, seconds, ..Default::default() };
    let report = noticeboard::load::run(&options, &mut |line| eprintln!("{line}"))?;
    print!("{report}");
    Ok(ExitCode::SUCCESS)
}
