//! The TRF reader on arbitrary bytes, as `import-trf` and the app's Open see
//! them. Whatever it accepts must survive being written back as TRF-16 and
//! read again: an export Swissdesk cannot read itself would be a lost file.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::trf_round_trip(data, swissdesk::trf::Dialect::Trf16));
