//! Engine benchmark: time to pair the last round of generated tournaments.
//!
//! `swissdesk bench --dutch --players 100,400,1000,3000 --rounds 9 --runs 5`
//! generates one tournament per size (all rounds but the last paired and
//! played), then pairs the last round `runs` times and reports the median
//! and the process's peak memory. Speed targets live here, not in tests.

use crate::generator;
use crate::pairing::PairingSystem;
use crate::tr;
use std::time::{Duration, Instant};

/// One line of the benchmark report.
#[derive(Clone, Debug)]
pub struct BenchResult {
    pub players: u32,
    pub rounds: u32,
    pub median: Duration,
    pub min: Duration,
    pub peak_memory_kib: Option<u64>,
}

/// Peak resident memory of this process so far (Linux `VmHWM`).
pub fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

pub fn run(system: &dyn PairingSystem, sizes: &[u32], rounds: u32, runs: u32, seed: u64) -> Vec<BenchResult> {
    let mut results = Vec::new();
    for &players in sizes {
        let t = match generator::generate(system, players, rounds, seed) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}", tr!("bench-generate-failed", players = players, error = e.to_string()));
                continue;
            }
        };
        let last = t.rounds_paired();
        let input = match crate::pairing::input_for_round(&t, last) {
            Ok(input) => input,
            Err(e) => {
                eprintln!("{}", tr!("bench-pair-failed", players = players, error = e.to_string()));
                continue;
            }
        };
        let mut times = Vec::new();
        for _ in 0..runs.max(1) {
            let start = Instant::now();
            let outcome = system.pair(&input);
            times.push(start.elapsed());
            if let Err(e) = outcome {
                eprintln!("{}", tr!("bench-pair-failed", players = players, error = e.to_string()));
                break;
            }
        }
        times.sort();
        let median = times[times.len() / 2];
        let min = times[0];
        let result = BenchResult { players, rounds: last, median, min, peak_memory_kib: peak_memory_kib() };
        println!(
            "{}",
            tr!(
                "bench-line",
                players = players,
                round = last,
                median = format!("{:.3}", median.as_secs_f64()),
                min = format!("{:.3}", min.as_secs_f64()),
                memory = result.peak_memory_kib.map(|k| (k / 1024).to_string()).unwrap_or_else(|| "?".into())
            )
        );
        results.push(result);
    }
    results
}
