//! A PDF exported with the German interface carries German headings
//! (every string of the printouts goes through the translations).

use std::process::Command;

fn export(lang: &str, doc: &str) -> String {
    // Removed with the folder when `scratch` is dropped.
    let scratch = tempfile::Builder::new()
        .prefix("swissdesk-export-language-")
        .tempdir()
        .unwrap_or_else(|e| panic!("cannot make a scratch folder: {e}"));
    let out_path = scratch.path().join(format!("{lang}-{doc}.pdf"));
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/sample.swissdesk.ron");
    let status = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .env("SWISSDESK_LANG", lang)
        .args(["export", "pdf", "--doc", doc, sample, "-o"])
        .arg(&out_path)
        .status()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(status.success());
    let bytes = std::fs::read(&out_path).unwrap_or_else(|e| panic!("{e}"));
    pdf_extract::extract_text_from_mem(&bytes).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_german_pdf_has_german_headings() {
    let pairings = export("de", "pairings");
    assert!(pairings.contains("Paarungen"), "{pairings}");
    assert!(!pairings.contains("Pairings"), "{pairings}");
    let standings = export("de", "standings");
    assert!(standings.contains("Rangliste nach Runde 4"), "{standings}");
    let wallchart = export("de", "wallchart");
    assert!(wallchart.contains("Kreuztabelle"), "{wallchart}");
    // The same document in English says so in English.
    let english = export("en", "pairings");
    assert!(english.contains("Pairings") && !english.contains("Paarungen"), "{english}");
}
