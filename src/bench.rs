//! Engine benchmark: time to pair every round of generated tournaments.
//!
//! `swissdesk bench --dutch --players 1000,2000,3000 --rounds 9 --runs 3`
//! generates one tournament per size (every round paired by the engine and
//! played), then pairs each round again from the rounds before it `runs`
//! times, and reports each round's median and best time, the worst round,
//! how long generating the event took, and the peak memory of the size.
//! Early rounds of big events (one or two huge score groups) and the final
//! rounds (many small groups, long histories) stress different parts of the
//! engine, so a benchmark of the last round alone would hide either. Speed
//! targets live here, not in tests.

use crate::generator;
use crate::pairing::PairingSystem;
use crate::tr;
use std::time::{Duration, Instant};

/// The timings of one round.
#[derive(Clone, Debug)]
pub struct RoundTiming {
    pub round: u32,
    pub median: Duration,
    pub min: Duration,
}

/// The report for one event size.
#[derive(Clone, Debug)]
pub struct BenchResult {
    /// Players, or teams for a team system.
    pub players: u32,
    /// Every round paired, in order.
    pub rounds: Vec<RoundTiming>,
    /// Generating the event (pairing its rounds once and drawing results).
    pub generate: Duration,
    /// Peak resident memory while this size was generated and paired
    /// (Linux; `None` elsewhere).
    pub peak_memory_kib: Option<u64>,
}

impl BenchResult {
    /// The round with the largest median time.
    pub fn worst(&self) -> Option<&RoundTiming> {
        self.rounds.iter().max_by_key(|r| r.median)
    }
}

/// Peak resident memory of this process so far (Linux `VmHWM`).
pub fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Starts a new peak-memory measurement (Linux: writing 5 to
/// `/proc/self/clear_refs` resets `VmHWM` to the current resident size), so
/// each size reports its own peak rather than the largest so far. Where that
/// is not possible the peak stays cumulative, which only overstates it.
fn reset_peak_memory() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn seconds(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

/// Benchmarks `system` on one generated event per size in `sizes` (players,
/// or teams of `boards` boards for a team system), printing a line per
/// round and a summary per size.
pub fn run(
    system: &dyn PairingSystem,
    sizes: &[u32],
    boards: Option<u32>,
    rounds: u32,
    runs: u32,
    seed: u64,
) -> Vec<BenchResult> {
    let mut results = Vec::new();
    let teams = system.pairs_teams();
    for &players in sizes {
        reset_peak_memory();
        let start = Instant::now();
        let generated = match boards {
            Some(boards) if system.pairs_teams() => {
                generator::generate_teams(system, players, Some(boards), rounds, seed, false)
            }
            _ => generator::generate(system, players, rounds, seed),
        };
        let t = match generated {
            Ok(t) => t,
            Err(e) => {
                let error = e.to_string();
                if teams {
                    eprintln!("{}", tr!("bench-team-generate-failed", teams = players, error = error));
                } else {
                    eprintln!("{}", tr!("bench-generate-failed", players = players, error = error));
                }
                continue;
            }
        };
        let boards = t.settings.team.boards;
        // The sizes of a team system are teams (C.04.6 1.1: a team is a
        // participant), and the arbiter reads them so.
        let pair_failed = |round: u32, error: String| {
            if teams {
                tr!("bench-team-pair-failed", teams = players, round = round, error = error)
            } else {
                tr!("bench-pair-failed", players = players, round = round, error = error)
            }
        };
        let generate = start.elapsed();
        let mut timings = Vec::new();
        for round in 1..=t.rounds_paired() {
            let input = match crate::pairing::input_for_round(&t, round) {
                Ok(input) => input,
                Err(e) => {
                    eprintln!("{}", pair_failed(round, e.to_string()));
                    continue;
                }
            };
            let mut times = Vec::new();
            for _ in 0..runs.max(1) {
                let start = Instant::now();
                let outcome = system.pair(&input);
                times.push(start.elapsed());
                if let Err(e) = outcome {
                    eprintln!("{}", pair_failed(round, e.to_string()));
                    times.clear();
                    break;
                }
            }
            if times.is_empty() {
                continue;
            }
            times.sort();
            let timing = RoundTiming { round, median: times[times.len() / 2], min: times[0] };
            let (median, min) = (seconds(timing.median), seconds(timing.min));
            let line = if teams {
                tr!(
                    "bench-team-line",
                    teams = players,
                    boards = boards,
                    round = round,
                    median = median,
                    min = min
                )
            } else {
                tr!("bench-line", players = players, round = round, median = median, min = min)
            };
            println!("{line}");
            timings.push(timing);
        }
        let result = BenchResult { players, rounds: timings, generate, peak_memory_kib: peak_memory_kib() };
        if let Some(worst) = result.worst() {
            let (median, generate) = (seconds(worst.median), seconds(result.generate));
            let memory = result.peak_memory_kib.map(|k| (k / 1024).to_string()).unwrap_or_else(|| "?".into());
            let summary = if teams {
                tr!(
                    "bench-team-summary",
                    teams = players,
                    boards = boards,
                    round = worst.round,
                    median = median,
                    generate = generate,
                    memory = memory
                )
            } else {
                tr!(
                    "bench-summary",
                    players = players,
                    round = worst.round,
                    median = median,
                    generate = generate,
                    memory = memory
                )
            };
            println!("{summary}");
        }
        results.push(result);
    }
    results
}
