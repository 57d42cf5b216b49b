//! The kept rating list (`fide-ratings.bin`, read at every start and by
//! every player dialog) on arbitrary bytes: damaged is refused as corrupt,
//! what loads answers every look-up and search.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::rating_database(data));
