//! The noticeboard's request routing and answers (`noticeboard::routes`):
//! any method, path, query and `If-None-Match` against the pages of a small
//! event with private data in its document. Hyper parses the bytes on the
//! wire; what the noticeboard reads of a request is this.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::noticeboard_request(data));
