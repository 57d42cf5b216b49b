//! The tournament-document loader (`.swissdesk.ron`, any schema version) on
//! arbitrary bytes. What it accepts must save and load back equal.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::ron_document(data));
