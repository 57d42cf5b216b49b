//! The tournament-document loader (`.swissdesk.ron`, any schema version) on
//! arbitrary bytes. What it accepts must save and load back equal.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use swissdesk::store;

fuzz_target!(|data: &[u8]| {
    let path = Path::new("fuzz.swissdesk.ron");
    let Ok(tournament) = store::decode_tournament(data.to_vec(), path) else {
        return;
    };
    let text = match store::to_document_text(&tournament, path) {
        Ok(text) => text,
        Err(e) => panic!("a loaded tournament does not serialise: {e}"),
    };
    match store::decode_tournament(text.into_bytes(), path) {
        Ok(again) => assert_eq!(again, tournament, "reload differs from the state saved"),
        Err(e) => panic!("Swissdesk cannot read the document it wrote: {e}"),
    }
});
