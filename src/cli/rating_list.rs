//! `swissdesk rating-list …`: the FIDE rating list from the command line,
//! kept in the same data folder the app uses.
//!
//! ```text
//! swissdesk rating-list import FILE [--kind standard|rapid|blitz]
//! swissdesk rating-list search TEXT [--limit N]
//! swissdesk rating-list download [--kind standard|rapid|blitz] [--url URL]
//! swissdesk rating-list info
//! swissdesk rating-list update FILE      ratings of registered players from the list (before round 1)
//! swissdesk rating-list bench [--entries N] [--runs R]
//! ```

use super::{CliError, actor};
use crate::model::RatingKind;
use crate::ratings::database::{data_dir, file_in};
use crate::ratings::register::list_description;
use crate::ratings::{ListError, RatingDatabase, kind_label};
use crate::{commands, store, tr};
use clap::{Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// A kind of rating on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    Standard,
    Rapid,
    Blitz,
}

impl From<KindArg> for RatingKind {
    fn from(kind: KindArg) -> RatingKind {
        match kind {
            KindArg::Standard => RatingKind::Standard,
            KindArg::Rapid => RatingKind::Rapid,
            KindArg::Blitz => RatingKind::Blitz,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum RatingListCommand {
    /// Imports a FIDE rating list (TXT, XML or their zip) into the data folder.
    Import {
        file: PathBuf,
        /// What a list of one kind holds, when its file name does not say.
        #[arg(long, value_enum)]
        kind: Option<KindArg>,
    },
    /// Prints the players matching a name (any part, any order) or the first
    /// digits of a FIDE ID, tab-separated: FIDE ID, name, federation, title,
    /// standard rating, birth year.
    Search {
        text: String,
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
    /// Downloads FIDE's current list and imports it.
    Download {
        #[arg(long, value_enum, default_value_t = KindArg::Standard)]
        kind: KindArg,
        /// Another address to download from (a mirror).
        #[arg(long)]
        url: Option<String>,
    },
    /// Says which lists are kept, of which month, with how many players.
    Info,
    /// Updates the ratings, K and titles of a tournament's players from the
    /// list (one logged change; refused once round 1 is paired).
    Update { file: PathBuf },
    /// Times loading and searching a generated list of N players.
    Bench {
        #[arg(long, default_value_t = 1_200_000)]
        entries: usize,
        #[arg(long, default_value_t = 5)]
        runs: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// Runs the subcommand.
pub fn run(command: RatingListCommand) -> Result<ExitCode, CliError> {
    match command {
        RatingListCommand::Import { file, kind } => import(&file, kind.map(Into::into)),
        RatingListCommand::Search { text, limit } => search(&text, limit),
        RatingListCommand::Download { kind, url } => download(kind.into(), url),
        RatingListCommand::Info => info(),
        RatingListCommand::Update { file } => update(&file),
        RatingListCommand::Bench { entries, runs, seed } => {
            Ok(crate::ratings::bench::run(entries, runs, seed)?)
        }
    }?;
    Ok(ExitCode::SUCCESS)
}

fn import(file: &Path, kind: Option<RatingKind>) -> Result<(), CliError> {
    let dir = data_dir()?;
    let imported = crate::ratings::import::import_into(&dir, file, kind)?;
    report(&imported, &dir);
    Ok(())
}

/// What an import did, for the arbiter: one line per list, the skipped lines
/// on standard error.
fn report(imported: &crate::ratings::import::Imported, dir: &Path) {
    if let Some(aside) = &imported.damaged_kept_as {
        eprintln!("swissdesk: {}", tr!("rating-list-damaged-moved", path = aside.display().to_string()));
    }
    for (source, problem) in &imported.skipped {
        eprintln!("swissdesk: {source}: {problem}");
    }
    for (source, kinds, month, players) in &imported.lists {
        let kinds: Vec<String> = kinds.iter().map(|k| kind_label(*k)).collect();
        println!(
            "{}",
            tr!(
                "rating-list-imported",
                players = *players,
                kinds = kinds.join(", "),
                month = month.map(|m| m.to_string()).unwrap_or_else(|| tr!("rating-list-month-unknown")),
                source = source.as_str()
            )
        );
    }
    if !imported.skipped.is_empty() {
        println!("{}", tr!("rating-list-skipped-count", count = imported.skipped.len()));
    }
    println!(
        "{}",
        tr!("rating-list-kept", path = file_in(dir).display().to_string(), players = imported.database.len())
    );
}

/// The kept list, or why there is none.
fn load() -> Result<RatingDatabase, ListError> {
    RatingDatabase::load(&file_in(&data_dir()?))
}

fn search(text: &str, limit: usize) -> Result<(), CliError> {
    let db = load()?;
    let mut out = String::new();
    for index in db.search(text, RatingKind::Standard, limit) {
        let e = db.entry(index);
        let cell = |v: Option<String>| v.unwrap_or_default();
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\t{}\n",
            e.fide_id,
            e.name,
            e.federation,
            cell(e.title.map(|t| t.code().to_owned())),
            cell(e.ratings[0].rating.map(|r| r.to_string())),
            cell(e.birth_year.map(|y| y.to_string())),
        ));
    }
    print!("{out}");
    Ok(())
}

fn download(kind: RatingKind, url: Option<String>) -> Result<(), CliError> {
    let dir = data_dir()?;
    let url = url.unwrap_or_else(|| crate::ratings::download::fide_url(kind));
    eprintln!("{}", tr!("rating-list-downloading", url = url.as_str()));
    let mut shown = 0u64;
    let imported = crate::ratings::download::download_into(&dir, kind, &url, |p| {
        // A line per MiB on standard error.
        if p.received >= shown + (1 << 20) || Some(p.received) == p.total {
            shown = p.received;
            let total = p.total.map(|t| format!(" / {:.1}", t as f64 / 1048576.0)).unwrap_or_default();
            eprintln!("  {:.1}{total} MiB", p.received as f64 / 1048576.0);
        }
    })?;
    report(&imported, &dir);
    Ok(())
}

fn info() -> Result<(), CliError> {
    let dir = data_dir()?;
    let db = match RatingDatabase::load(&file_in(&dir)) {
        Ok(db) => db,
        Err(ListError::NotImported) => {
            println!("{}", tr!("rating-list-error-none"));
            return Ok(());
        }
        Err(e) => return Err(e.into()),
    };
    println!("{}", tr!("rating-list-kept", path = file_in(&dir).display().to_string(), players = db.len()));
    for kind in RatingKind::ALL {
        if let Some(info) = db.list_info(kind) {
            println!(
                "{}",
                tr!(
                    "rating-list-info-kind",
                    kind = kind_label(kind),
                    month =
                        info.month.map(|m| m.to_string()).unwrap_or_else(|| tr!("rating-list-month-unknown")),
                    rated = info.rated,
                    source = info.source.as_str(),
                    imported = info.imported.as_str()
                )
            );
        }
    }
    Ok(())
}

fn update(file: &Path) -> Result<(), CliError> {
    let db = load()?;
    let mut t = store::load_tournament(file)?;
    let updates = crate::ratings::register::updates(&t, &db);
    if updates.is_empty() {
        println!("{}", tr!("rating-list-update-none"));
        return Ok(());
    }
    let count = updates.len();
    let list = list_description(&db, t.settings.rating_kind);
    commands::apply(&mut t, commands::Command::UpdateRatings { list, updates }, &actor())?;
    store::save(&t, file)?;
    println!("{}", tr!("rating-list-updated", count = count, path = file.display().to_string()));
    Ok(())
}
