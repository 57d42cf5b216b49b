//! The proposal-file reader of `check --proposal` and the checker behind it,
//! on arbitrary pairing files against a fixed 30-player tournament after
//! three rounds (unknown players, doubles, byes to anyone must be findings
//! or errors, never a panic).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::proposal(data));
