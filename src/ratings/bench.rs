//! `swissdesk rating-list bench`: the speed of the rating list on a list of
//! the full list's size (1.2 million players by default), generated in the
//! combined TXT layout: import it, then time loading the kept file and the
//! searches of someone typing names and FIDE IDs key by key.
//!
//! Targets (issue 20): loading under 2 s, each keystroke's search under
//! 50 ms, in a release build. Speed targets live here, never in tests.

use super::database::file_in;
use super::{ListError, RatingDatabase};
use crate::model::RatingKind;
use crate::tr;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::time::{Duration, Instant};

/// How many players the GUI lists as the arbiter types.
const GUI_LIMIT: usize = 12;

const SYLLABLES: [&str; 40] = [
    "ka", "ro", "mi", "san", "ber", "to", "li", "an", "der", "so", "ne", "vi", "ch", "ko", "ra", "man", "el",
    "ov", "sk", "ia", "mar", "te", "gu", "lo", "pe", "ri", "son", "hu", "ba", "di", "za", "ye", "fo", "ni",
    "ga", "str", "el", "wi", "jo", "ha",
];
const ACCENTED: [&str; 10] = ["é", "ö", "ü", "ñ", "ş", "ł", "ø", "á", "č", "ß"];
const FEDERATIONS: [&str; 24] = [
    "GER", "FRA", "ESP", "RUS", "IND", "USA", "ENG", "NED", "POL", "ITA", "SUI", "NOR", "SWE", "TUR", "IRI",
    "CHN", "ARG", "BRA", "CZE", "HUN", "SRB", "UKR", "AUT", "BEL",
];
const TITLES: [&str; 8] = ["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"];

fn word(rng: &mut ChaCha8Rng, syllables: std::ops::RangeInclusive<usize>) -> String {
    let n = rng.random_range(syllables);
    let mut w: String = (0..n).map(|_| *SYLLABLES.choose(rng).unwrap_or(&"a")).collect();
    if rng.random_ratio(1, 20) {
        let at = rng.random_range(0..w.len());
        if w.is_char_boundary(at) && w.is_char_boundary(at + 1) {
            w.replace_range(at..at + 1, ACCENTED.choose(rng).unwrap_or(&"é"));
        }
    }
    let mut chars = w.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// One line of the combined TXT list (the columns of `txt.rs`'s header).
fn line(rng: &mut ChaCha8Rng, id: u32) -> String {
    let name = format!("{}, {}", word(rng, 2..=4), word(rng, 1..=3));
    let fed = FEDERATIONS.choose(rng).unwrap_or(&"FID");
    let woman = rng.random_ratio(1, 8);
    let title = if rng.random_ratio(1, 40) { *TITLES.choose(rng).unwrap_or(&"") } else { "" };
    let mut rating = |share: u32| -> (String, String, String) {
        if rng.random_ratio(share, 100) {
            let r = rng.random_range(1400..2850);
            let k = if r >= 2400 { 10 } else { *[20, 40].choose(rng).unwrap_or(&20) };
            (r.to_string(), rng.random_range(0..12).to_string(), k.to_string())
        } else {
            (String::new(), String::new(), String::new())
        }
    };
    let (s, sg, sk) = rating(70);
    let (r, rg, rk) = rating(45);
    let (b, bg, bk) = rating(35);
    let year = rng.random_range(1940..2020);
    let flag = match (woman, rng.random_ratio(1, 3)) {
        (true, true) => "wi",
        (true, false) => "w",
        (false, true) => "i",
        (false, false) => "",
    };
    let sex = if woman { "F" } else { "M" };
    format!(
        "{id:<15}{name:<61}{fed:<4}{sex:<4}{title:<5}{:<5}{:<15}{:<4}{s:<6}{sg:<4}{sk:<3}{r:<6}{rg:<4}{rk:<3}{b:<6}{bg:<4}{bk:<3}{year:<6}{flag}",
        "", "", ""
    )
}

const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// Writes a list of `players` players to `path`; returns the FIDE IDs.
pub fn write_list(path: &std::path::Path, players: usize, seed: u64) -> std::io::Result<Vec<u32>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    writeln!(out, "{HEADER}")?;
    let mut ids = Vec::with_capacity(players);
    let mut id = 100_000u32;
    for _ in 0..players {
        id += rng.random_range(1..40);
        ids.push(id);
        writeln!(out, "{}", line(&mut rng, id))?;
    }
    out.flush()?;
    Ok(ids)
}

fn seconds(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

fn millis(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

/// The median, 99th percentile and maximum of `times`.
fn spread(times: &mut [Duration]) -> (Duration, Duration, Duration) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.99), at(1.0))
}

/// Runs the benchmark in a scratch folder and prints its figures.
pub fn run(players: usize, runs: usize, seed: u64) -> Result<(), ListError> {
    let dir = std::env::temp_dir().join(format!("swissdesk-rating-bench-{}", std::process::id()));
    let result = run_in(&dir, players.max(1), runs.max(1), seed);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn run_in(dir: &std::path::Path, players: usize, runs: usize, seed: u64) -> Result<(), ListError> {
    let write_error =
        |e: std::io::Error| ListError::Write { path: dir.display().to_string(), reason: e.to_string() };
    std::fs::create_dir_all(dir).map_err(write_error)?;
    let txt = dir.join("players_list_foa.txt");
    let ids = write_list(&txt, players, seed).map_err(write_error)?;
    let size = std::fs::metadata(&txt).map(|m| m.len()).unwrap_or(0);
    println!(
        "{}",
        tr!("rating-bench-list", players = players, megabytes = format!("{:.0}", size as f64 / 1048576.0))
    );

    let start = Instant::now();
    let imported = super::import::import_into(dir, &txt, None)?;
    println!(
        "{}",
        tr!("rating-bench-import", seconds = seconds(start.elapsed()), skipped = imported.skipped.len())
    );
    let _ = std::fs::remove_file(&txt);
    drop(imported);

    let file = file_in(dir);
    let kept = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
    let mut loads = Vec::new();
    let mut db = RatingDatabase::default();
    for _ in 0..runs {
        let start = Instant::now();
        db = RatingDatabase::load(&file)?;
        loads.push(start.elapsed());
    }
    let (median, _, max) = spread(&mut loads);
    println!(
        "{}",
        tr!(
            "rating-bench-load",
            median = seconds(median),
            max = seconds(max),
            runs = runs,
            megabytes = format!("{:.0}", kept as f64 / 1048576.0)
        )
    );

    // Someone typing: the surname of 50 players key by key, then a space and
    // the first name's first letters; 50 FIDE IDs digit by digit.
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut queries: Vec<String> = Vec::new();
    for _ in 0..50 {
        let index = rng.random_range(0..db.len());
        let name = db.name(index).to_owned();
        let (surname, first) = name.split_once(", ").unwrap_or((&name, ""));
        let typed: Vec<char> = surname.chars().chain(" ".chars()).chain(first.chars().take(3)).collect();
        queries.extend((1..=typed.len()).map(|n| typed[..n].iter().collect::<String>()));
        let id = ids.choose(&mut rng).copied().unwrap_or(1).to_string();
        queries.extend((1..=id.len()).map(|n| id[..n].to_owned()));
    }
    let mut times = Vec::with_capacity(queries.len());
    let mut worst = (Duration::ZERO, String::new());
    for query in &queries {
        let start = Instant::now();
        let found = db.search(query, RatingKind::Standard, GUI_LIMIT);
        let took = start.elapsed();
        std::hint::black_box(found);
        if took > worst.0 {
            worst = (took, query.clone());
        }
        times.push(took);
    }
    let (median, p99, max) = spread(&mut times);
    println!(
        "{}",
        tr!(
            "rating-bench-search",
            count = times.len(),
            median = millis(median),
            p99 = millis(p99),
            max = millis(max),
            worst = worst.1.as_str()
        )
    );
    // The longest lists of matches: one letter.
    for letter in ["a", "e", "n"] {
        let mut times: Vec<Duration> = (0..runs)
            .map(|_| {
                let start = Instant::now();
                std::hint::black_box(db.search(letter, RatingKind::Standard, GUI_LIMIT));
                start.elapsed()
            })
            .collect();
        let (median, _, max) = spread(&mut times);
        println!(
            "{}",
            tr!("rating-bench-letter", letter = letter, median = millis(median), max = millis(max))
        );
    }
    Ok(())
}
