//! The user manual (`docs/manual/`, Markdown, English), built into the
//! program: `swissdesk manual` prints it, `swissdesk manual --pdf OUT`
//! lays it out as a PDF (`export::pdf::manual`). The manual's version
//! follows semantic versioning with the program's (its first lines say so).

use crate::export::{ExportError, PdfOptions};

/// The manual's version, as its first lines state it.
pub const VERSION: &str = "0.1.0";

/// The chapters in order. A new file in `docs/manual/` is added here.
pub const CHAPTERS: &[&str] = &[include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/manual/README.md"))];

/// The manual's Markdown, chapters one after another.
pub fn markdown() -> String {
    CHAPTERS.join("\n")
}

/// The manual as a PDF.
pub fn pdf(options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    crate::export::manual_pdf(CHAPTERS, options)
}

/// The headings of the manual in order, as the PDF prints them.
pub fn headings() -> Vec<String> {
    CHAPTERS.iter().flat_map(|c| crate::export::manual_headings(c)).collect()
}
