//! The TRF reader on TRF-2026 files (seeded with the 2026 corpora: `142`,
//! `152`, `162`, `192`, `240`, `250`, `260` records), written back in the
//! TRF-2026 dialect and read again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use swissdesk::trf::Dialect;

fuzz_target!(|data: &[u8]| {
    swissdesk_fuzz_common::round_trip(data, Dialect::Trf2026);
});

#[path = "common.rs"]
mod swissdesk_fuzz_common;
