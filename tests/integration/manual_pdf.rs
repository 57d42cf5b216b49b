//! The user manual's PDF (issue 33: "a user manual … Markdown in
//! docs/manual/, also a PDF from it"): `swissdesk manual --pdf` is run as
//! an arbiter runs it, the text is read back from the PDF with pdf-extract
//! (not with the code that wrote it), and the headings of the Markdown,
//! read here line by line, must all be there in their order.

use std::path::Path;
use std::process::Command;

const MANUAL: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/manual/README.md");

/// Whitespace collapsed: the PDF's lines and the Markdown's differ in it.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The ATX headings of a Markdown file, in order, without their marks
/// (`#`, inline code and bold marks).
fn markdown_headings(markdown: &str) -> Vec<String> {
    let mut in_code = false;
    let mut headings = Vec::new();
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        }
        if in_code || !line.starts_with('#') {
            continue;
        }
        let text = line.trim_start_matches('#').replace(['`', '*'], "");
        headings.push(words(&text));
    }
    headings
}

/// The entries of the contents list (`1. [Title](#anchor)`) as printed.
fn contents(markdown: &str) -> Vec<String> {
    markdown
        .lines()
        .filter_map(|line| {
            let (number, rest) = line.split_once(". [")?;
            number.parse::<u32>().ok()?;
            let (title, _) = rest.split_once("](")?;
            Some(words(&format!("{number}. {title}")))
        })
        .collect()
}

fn manual_pdf(dir: &Path, paper: &str) -> String {
    let out = dir.join(format!("manual-{paper}.pdf"));
    let status = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .args(["manual", "--pdf"])
        .arg(&out)
        .args(["--paper", paper])
        .env("SWISSDESK_LANG", "en")
        .status()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(status.success(), "swissdesk manual --pdf failed: {status}");
    let bytes = std::fs::read(&out).unwrap_or_else(|e| panic!("{e}"));
    assert!(bytes.starts_with(b"%PDF"), "not a PDF");
    words(&pdf_extract::extract_text_from_mem(&bytes).unwrap_or_else(|e| panic!("{e}")))
}

#[test]
fn the_manual_pdf_has_every_heading_of_the_markdown_in_order() {
    let markdown = std::fs::read_to_string(MANUAL).unwrap_or_else(|e| panic!("{e}"));
    let headings = markdown_headings(&markdown);
    assert!(headings.len() >= 12, "the manual's headings: {headings:?}");
    assert_eq!(headings[0], "Swissdesk user manual");
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for paper in ["a4", "letter"] {
        let text = manual_pdf(dir.path(), paper);
        // The title, then the contents list (its entries name the chapters
        // too: the chapters' headings are looked for after it).
        let mut from = text.find(headings[0].as_str()).unwrap_or_else(|| panic!("{paper}: no title"));
        for entry in contents(&markdown) {
            match text[from..].find(entry.as_str()) {
                Some(at) => from += at + entry.len(),
                None => panic!("{paper}: contents entry {entry:?} missing or out of order"),
            }
        }
        for heading in &headings[1..] {
            match text[from..].find(heading.as_str()) {
                Some(at) => from += at + heading.len(),
                None => panic!("{paper}: heading {heading:?} missing or out of order after byte {from}"),
            }
        }
        // The body is there too, with its table and its version.
        for expected in ["Manual version 0.1.0", "a full-point bye on request", "Leave and log the reason"] {
            assert!(text.contains(expected), "{paper}: {expected:?} missing");
        }
    }
}

#[test]
fn the_manual_version_follows_the_program_and_semver() {
    let markdown = std::fs::read_to_string(MANUAL).unwrap_or_else(|e| panic!("{e}"));
    let version = env!("CARGO_PKG_VERSION");
    assert!(markdown.contains(&format!("Manual version **{version}**")), "the manual states {version}");
    assert_eq!(swissdesk::manual::VERSION, version);
    let parts: Vec<&str> = version.split('.').collect();
    assert_eq!(parts.len(), 3, "{version} is MAJOR.MINOR.PATCH");
    assert!(parts.iter().all(|p| p.parse::<u64>().is_ok()), "{version}");
}

#[test]
fn the_manual_markdown_is_printed_as_it_is_in_docs() {
    let out = Command::new(env!("CARGO_BIN_EXE_swissdesk"))
        .arg("manual")
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success());
    let markdown = std::fs::read_to_string(MANUAL).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(String::from_utf8_lossy(&out.stdout), markdown);
}
