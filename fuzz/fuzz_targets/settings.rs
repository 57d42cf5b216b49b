//! The settings file (`settings.ron`) on arbitrary bytes: what loads saves
//! and loads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::settings(data));
