//! The reference generators' configuration file (`--SYSTEM -g CONFIG`) on
//! arbitrary bytes: its chances are probabilities, and a small event it
//! accepts is generated and reads back.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::generator_config(data));
