//! The TRF reader on team files (seeded with the team corpus and the real
//! team files of other programs: `013`, `310`, `300`, `320`, `330`, `352`,
//! `362` and team `240`/`250` records), written back in both dialects and
//! read again, then ranked with every team tie-break.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::team_trf(data));
