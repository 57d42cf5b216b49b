//! The FIDE rating-list reader (`rating-list import`, the app's Import
//! list) on arbitrary bytes: TXT, XML or a zip of them (seeded with the
//! test lists of `tests/data/rating-list/`, cut short, and a zip of one),
//! merged into the kept list, saved, loaded back and searched.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::rating_list(data));
