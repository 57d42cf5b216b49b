//! The TRF reader on TRF-2026 files (seeded with the 2026 corpora: `142`,
//! `152`, `162`, `192`, `240`, `250`, `260` records), written back in the
//! TRF-2026 dialect and read again.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::trf_round_trip(data, swissdesk::trf::Dialect::Trf2026));
