//! From a file to a pairing: an imported TRF paired next round by every
//! pairing system, the command line's way (`pair`) and the app's way
//! (`commands::pair_next_round`). Whatever an engine returns must be a
//! pairing of the players to pair: each exactly once, at most one bye.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/integration/fuzz_checks/mod.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::import_pair(data));
