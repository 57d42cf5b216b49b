//! The user manual as a PDF: the Markdown of `docs/manual/` parsed with
//! pulldown-cmark and laid out by the printout engine of this module
//! (headings, paragraphs with bold and code, numbered and bulleted lists,
//! tables whose cells wrap, code blocks; an image as a caption of its alt
//! text, the screenshot itself not embedded). TEC asks a tournament program for
//! a manual (C.02.03 §7); the PDF is the same text as the Markdown, so the
//! two never disagree.

use super::{Align, Doc, Face, Header};
use crate::export::{ExportError, Orientation, PdfOptions};
use crate::tr;
use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// Body text size, in points.
const BODY: f32 = 10.0;
/// Indent of each list level.
const LIST_INDENT: f32 = 18.0;
/// Padding inside a table cell.
const CELL_PAD: f32 = 4.0;
/// Grey of inline code (there is no monospaced face bundled: code is set
/// apart by its colour).
const CODE_GREY: f32 = 0.35;
/// Size and grey of an image's caption: the PDF prints no images, only
/// what the Markdown's alt text says the screenshot shows.
const CAPTION: f32 = BODY - 1.5;
const CAPTION_GREY: f32 = 0.4;

/// A run of text in one style, part of a word.
#[derive(Clone, Debug)]
struct Piece {
    face: Face,
    grey: f32,
    text: String,
}

/// Words (each one or more pieces: `**Pair**,` is two) as they are flowed.
#[derive(Clone, Debug, Default)]
struct Inline {
    words: Vec<Vec<Piece>>,
    /// Whether the next text starts a new word (whitespace came last).
    space: bool,
}

impl Inline {
    fn push(&mut self, text: &str, face: Face, grey: f32) {
        for c in text.chars() {
            if c.is_whitespace() {
                self.space = true;
                continue;
            }
            if self.space || self.words.is_empty() {
                self.words.push(Vec::new());
                self.space = false;
            }
            let Some(word) = self.words.last_mut() else { continue };
            match word.last_mut() {
                Some(piece) if piece.face == face && piece.grey == grey => piece.text.push(c),
                _ => word.push(Piece { face, grey, text: c.to_string() }),
            }
        }
    }

    /// The same words in the bold face (a table's header row).
    fn bold(&self) -> Inline {
        let words = self
            .words
            .iter()
            .map(|w| {
                w.iter()
                    .map(|p| {
                        let face = if p.face.is_slanted() { Face::BoldItalic } else { Face::Bold };
                        Piece { face, ..p.clone() }
                    })
                    .collect()
            })
            .collect();
        Inline { words, space: self.space }
    }

    fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    fn plain(&self) -> String {
        self.words
            .iter()
            .map(|w| w.iter().map(|p| p.text.as_str()).collect::<String>())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A list being laid out: numbered from its start, or bulleted.
struct List {
    next: Option<u64>,
}

/// A table being collected: its rows of cells, the first the header.
#[derive(Default)]
struct TableRows {
    rows: Vec<Vec<Inline>>,
}

/// The headings of the manual in order, as the PDF prints them (for tests
/// and the contents).
pub fn headings(markdown: &str) -> Vec<String> {
    let mut headings = Vec::new();
    let mut current: Option<Inline> = None;
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Start(Tag::Heading { .. }) => current = Some(Inline::default()),
            Event::End(TagEnd::Heading(_)) => headings.extend(current.take().map(|h| h.plain())),
            Event::Text(text) | Event::Code(text) => {
                if let Some(h) = &mut current {
                    h.push(&text, Face::Bold, 0.0);
                }
            }
            _ => {}
        }
    }
    headings
}

fn options() -> Options {
    Options::ENABLE_TABLES
}

/// Lays out the manual's chapters (Markdown, in order) as one PDF.
pub(in crate::export) fn render(chapters: &[&str], options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    let title = tr!("manual-pdf-title");
    let header = Header {
        event: title.clone(),
        title: tr!("manual-pdf-version", version = crate::manual::VERSION),
        round: String::new(),
        date: String::new(),
        footer: tr!("manual-pdf-footer", version = env!("CARGO_PKG_VERSION")),
    };
    let mut doc = Doc::new(options, Orientation::Portrait, header)?;
    doc.new_page();
    let mut writer = Writer::default();
    for chapter in chapters {
        for event in Parser::new_ext(chapter, self::options()) {
            writer.event(&mut doc, event);
        }
        writer.flush(&mut doc);
    }
    doc.finish(&title)
}

/// The state of the layout between Markdown events.
#[derive(Default)]
struct Writer {
    inline: Inline,
    bold: usize,
    /// Inside emphasis (`*text*`): printed slanted.
    italic: usize,
    heading: Option<HeadingLevel>,
    lists: Vec<List>,
    /// The marker the next flushed text starts with (an item's number or bullet).
    marker: Option<String>,
    table: Option<TableRows>,
    code_block: bool,
    /// Inside an image (`![alt](file)`): its alt text is collected for
    /// the caption.
    image: bool,
}

impl Writer {
    fn face(&self) -> Face {
        match (self.bold > 0 || self.heading.is_some(), self.italic > 0 || self.image) {
            (true, true) => Face::BoldItalic,
            (true, false) => Face::Bold,
            (false, true) => Face::Italic,
            (false, false) => Face::Regular,
        }
    }

    fn indent(&self) -> f32 {
        self.lists.len() as f32 * LIST_INDENT
    }

    fn event(&mut self, doc: &mut Doc, event: Event<'_>) {
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                self.flush(doc);
                self.heading = Some(level);
            }
            Event::End(TagEnd::Heading(level)) => {
                let text = std::mem::take(&mut self.inline);
                self.heading = None;
                heading(doc, level, &text);
            }
            Event::Start(Tag::Paragraph) => {}
            Event::End(TagEnd::Paragraph) => {
                self.flush(doc);
                doc.y += BODY * 0.5;
            }
            Event::Start(Tag::List(start)) => {
                self.flush(doc);
                self.lists.push(List { next: start });
            }
            Event::End(TagEnd::List(_)) => {
                self.flush(doc);
                self.lists.pop();
                if self.lists.is_empty() {
                    doc.y += BODY * 0.4;
                }
            }
            Event::Start(Tag::Item) => {
                self.flush(doc);
                let marker = match self.lists.last_mut() {
                    Some(List { next: Some(n) }) => {
                        let marker = format!("{n}.");
                        *n += 1;
                        marker
                    }
                    _ => "•".to_owned(),
                };
                self.marker = Some(marker);
            }
            Event::End(TagEnd::Item) => self.flush(doc),
            Event::Start(Tag::Strong) => self.bold += 1,
            Event::End(TagEnd::Strong) => self.bold = self.bold.saturating_sub(1),
            Event::Start(Tag::Emphasis) => self.italic += 1,
            Event::End(TagEnd::Emphasis) => self.italic = self.italic.saturating_sub(1),
            Event::Start(Tag::Table(_)) => {
                self.flush(doc);
                self.table = Some(TableRows::default());
            }
            Event::End(TagEnd::Table) => {
                if let Some(table) = self.table.take() {
                    draw_table(doc, &table, self.indent());
                }
                doc.y += BODY * 0.6;
            }
            Event::Start(Tag::TableHead | Tag::TableRow) => {
                if let Some(table) = &mut self.table {
                    table.rows.push(Vec::new());
                }
            }
            Event::Start(Tag::TableCell) => self.inline = Inline::default(),
            Event::End(TagEnd::TableCell) => {
                let cell = std::mem::take(&mut self.inline);
                if let Some(row) = self.table.as_mut().and_then(|t| t.rows.last_mut()) {
                    row.push(cell);
                }
            }
            Event::Start(Tag::CodeBlock(_)) => {
                self.flush(doc);
                self.code_block = true;
            }
            Event::End(TagEnd::CodeBlock) => {
                self.code_block = false;
                doc.y += BODY * 0.5;
            }
            Event::Text(text) if self.code_block => {
                for line in text.lines() {
                    let indent = self.indent() + LIST_INDENT;
                    doc.paragraph_indented(Face::Regular, BODY - 1.0, CODE_GREY, indent, line);
                }
            }
            Event::Start(Tag::Image { .. }) => {
                self.flush(doc);
                self.image = true;
            }
            // The image itself is not embedded: its alt text prints as a
            // caption (small, slanted, grey), marked as a screenshot, so
            // that it does not read as a paragraph of the manual.
            Event::End(TagEnd::Image) => {
                self.image = false;
                let alt = std::mem::take(&mut self.inline);
                caption(doc, &alt, self.indent());
            }
            Event::Text(text) => {
                let face = self.face();
                let grey = if self.image { CAPTION_GREY } else { 0.0 };
                self.inline.push(&text, face, grey);
            }
            Event::Code(code) => {
                let face = self.face();
                self.inline.push(&code, face, CODE_GREY);
            }
            Event::SoftBreak => self.inline.space = true,
            Event::HardBreak => self.flush(doc),
            Event::Rule => {
                self.flush(doc);
                doc.ensure(10.0);
                let (left, right, y) = (doc.left(), doc.right(), doc.y + 4.0);
                doc.page().line(left, y, right, y, 0.5, 0.5);
                doc.y += 10.0;
            }
            // Links print their text (the PDF has no anchors to follow).
            _ => {}
        }
    }

    /// Lays out the words collected so far as a paragraph (or a list item's).
    fn flush(&mut self, doc: &mut Doc) {
        let inline = std::mem::take(&mut self.inline);
        let marker = self.marker.take();
        if inline.is_empty() && marker.is_none() {
            return;
        }
        let indent = self.indent();
        if let Some(marker) = marker {
            // The marker hangs in the indent, right-aligned against the
            // item's text (so "9." and "10." line up).
            let x = doc.left() + indent - 4.0;
            doc.ensure(BODY * 1.4);
            let baseline = doc.y + BODY;
            doc.text(x, baseline, Face::Regular, BODY, Align::Right, 0.0, &marker);
        }
        flow(doc, &inline, BODY, indent, doc.content_width() - indent);
    }
}

/// A heading: the manual's title large, its chapters smaller; kept with
/// the lines that follow it.
fn heading(doc: &mut Doc, level: HeadingLevel, text: &Inline) {
    let size = match level {
        HeadingLevel::H1 => 18.0,
        HeadingLevel::H2 => 14.0,
        _ => 12.0,
    };
    doc.y += size * 0.6;
    doc.ensure(size * 1.4 + BODY * 4.0);
    flow(doc, text, size, 0.0, doc.content_width());
    doc.y += size * 0.3;
}

/// An image's caption: its alt text, said to be a screenshot.
fn caption(doc: &mut Doc, alt: &Inline, indent: f32) {
    let mut text = Inline::default();
    if !alt.plain().starts_with("Screenshot") {
        text.push("Screenshot: ", Face::Italic, CAPTION_GREY);
    }
    text.words.extend(alt.words.iter().cloned());
    if text.is_empty() {
        return;
    }
    flow(doc, &text, CAPTION, indent, doc.content_width() - indent);
    doc.y += BODY * 0.5;
}

/// Words wrapped to `width` points, each piece in its face, from
/// `indent` right of the margin, starting at the cursor.
fn flow(doc: &mut Doc, inline: &Inline, size: f32, indent: f32, width: f32) {
    let leading = size * 1.4;
    for line in wrap(doc, inline, size, width) {
        doc.ensure(leading);
        let baseline = doc.y + size;
        let x = doc.left() + indent;
        draw_line(doc, &line, x, baseline, size);
        doc.y += leading;
    }
}

fn draw_line(doc: &mut Doc, line: &[&Vec<Piece>], x: f32, baseline: f32, size: f32) {
    let space = doc.fonts.width(Face::Regular, size, " ");
    let mut x = x;
    for word in line {
        for piece in word.iter() {
            doc.text(x, baseline, piece.face, size, Align::Left, piece.grey, &piece.text);
            x += doc.fonts.width(piece.face, size, &piece.text);
        }
        x += space;
    }
}

fn word_width(doc: &Doc, word: &[Piece], size: f32) -> f32 {
    word.iter().map(|p| doc.fonts.width(p.face, size, &p.text)).sum()
}

/// The words of `inline` in lines no wider than `width` (a word wider than
/// a line has a line of its own).
fn wrap<'a>(doc: &Doc, inline: &'a Inline, size: f32, width: f32) -> Vec<Vec<&'a Vec<Piece>>> {
    let space = doc.fonts.width(Face::Regular, size, " ");
    let mut lines: Vec<Vec<&Vec<Piece>>> = Vec::new();
    let mut line: Vec<&Vec<Piece>> = Vec::new();
    let mut used = 0.0;
    for word in &inline.words {
        let w = word_width(doc, word, size);
        if !line.is_empty() && used + space + w > width {
            lines.push(std::mem::take(&mut line));
            used = 0.0;
        }
        used += if line.is_empty() { w } else { space + w };
        line.push(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A table: columns as wide as their text where the page allows, else
/// shared by how much text each has; cells wrap; the header row is bold,
/// shaded and repeated on each page the table continues on.
fn draw_table(doc: &mut Doc, table: &TableRows, indent: f32) {
    let size = BODY - 1.0;
    let columns = table.rows.iter().map(Vec::len).max().unwrap_or(0);
    if columns == 0 {
        return;
    }
    let available = doc.content_width() - indent;
    let natural: Vec<f32> = (0..columns)
        .map(|c| {
            table
                .rows
                .iter()
                .filter_map(|row| row.get(c))
                .map(|cell| {
                    let space = doc.fonts.width(Face::Regular, size, " ");
                    cell.words.iter().map(|w| word_width(doc, w, size) + space).sum::<f32>()
                })
                .fold(0.0, f32::max)
                + 2.0 * CELL_PAD
        })
        .collect();
    let total: f32 = natural.iter().sum();
    let widths: Vec<f32> = if total <= available {
        natural.clone()
    } else {
        // Each column keeps an even share or less; what is left goes to
        // the columns with more text than their share, by their excess.
        let share = available / columns as f32;
        let base: Vec<f32> = natural.iter().map(|&n| n.min(share)).collect();
        let left = available - base.iter().sum::<f32>();
        let excess: f32 = natural.iter().zip(&base).map(|(n, b)| n - b).sum();
        natural
            .iter()
            .zip(&base)
            .map(|(n, b)| if excess > 0.0 { b + left * (n - b) / excess } else { *b })
            .collect()
    };
    let left = doc.left() + indent;
    let layout = TableLayout { left, right: left + widths.iter().sum::<f32>(), widths, size };
    let Some((head, body)) = table.rows.split_first() else { return };
    doc.ensure(layout.height(doc, head) + layout.leading() * 2.0 + 2.0 * CELL_PAD);
    layout.draw_row(doc, head, true);
    for row in body {
        if doc.ensure(layout.height(doc, row)) {
            layout.draw_row(doc, head, true);
        }
        layout.draw_row(doc, row, false);
    }
}

/// Where a table's columns are and how its text is set.
struct TableLayout {
    left: f32,
    right: f32,
    widths: Vec<f32>,
    size: f32,
}

impl TableLayout {
    fn leading(&self) -> f32 {
        self.size * 1.35
    }

    /// Each cell's lines.
    fn lines<'a>(&self, doc: &Doc, row: &'a [Inline]) -> Vec<Vec<Vec<&'a Vec<Piece>>>> {
        row.iter().zip(&self.widths).map(|(cell, w)| wrap(doc, cell, self.size, w - 2.0 * CELL_PAD)).collect()
    }

    fn height(&self, doc: &Doc, row: &[Inline]) -> f32 {
        let lines = self.lines(doc, row).iter().map(Vec::len).max().unwrap_or(1).max(1);
        lines as f32 * self.leading() + 2.0 * CELL_PAD
    }

    /// A row at the cursor (the header shaded and bold), a rule under it.
    fn draw_row(&self, doc: &mut Doc, row: &[Inline], header: bool) {
        let h = self.height(doc, row);
        let top = doc.y;
        if header {
            doc.page().fill_rect(self.left, top, self.right - self.left, h, 0.9);
        }
        let bold: Vec<Inline>;
        let row = if header {
            bold = row.iter().map(Inline::bold).collect();
            &bold[..]
        } else {
            row
        };
        let mut x = self.left;
        for (cell, w) in self.lines(doc, row).iter().zip(&self.widths) {
            for (i, line) in cell.iter().enumerate() {
                let baseline = top + CELL_PAD + self.size + i as f32 * self.leading();
                draw_line(doc, line, x + CELL_PAD, baseline, self.size);
            }
            x += w;
        }
        doc.page().line(self.left, top + h, self.right, top + h, 0.4, 0.6);
        doc.y += h;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one page `md` prints on, as the manual's writer lays it out.
    fn first_page(md: &str) -> super::super::Page {
        let mut doc = Doc::new(&PdfOptions::default(), Orientation::Portrait, Header::default())
            .unwrap_or_else(|e| panic!("{e}"));
        doc.new_page();
        let mut writer = Writer::default();
        for event in Parser::new_ext(md, options()) {
            writer.event(&mut doc, event);
        }
        writer.flush(&mut doc);
        doc.pages.pop().unwrap_or_else(|| panic!("no page"))
    }

    #[test]
    fn words_keep_their_pieces_and_styles() {
        let mut inline = Inline::default();
        inline.push("Press ", Face::Regular, 0.0);
        inline.push("Pair", Face::Bold, 0.0);
        inline.push(" (", Face::Regular, 0.0);
        inline.push("Ctrl+P", Face::Regular, CODE_GREY);
        inline.push(") now", Face::Regular, 0.0);
        assert_eq!(inline.plain(), "Press Pair (Ctrl+P) now");
        assert_eq!(inline.words.len(), 4);
        assert_eq!(inline.words[2].len(), 3, "( Ctrl+P ) is one word of three pieces");
    }

    /// Emphasis (`*…*`) prints slanted, strong emphasis inside it bold and
    /// slanted, everything else upright: the PDF's text matrix shears the
    /// slanted runs only (before, emphasis printed upright).
    #[test]
    fn emphasis_prints_slanted_and_the_rest_upright() {
        let md = "Drawn *by lot* before **round *one***.";
        let page = first_page(md);
        let face_of = |word: &str| {
            page.texts
                .iter()
                .find(|r| r.text.contains(word))
                .map(|r| r.face)
                .unwrap_or_else(|| panic!("{word}"))
        };
        assert_eq!(face_of("Drawn"), Face::Regular);
        assert_eq!(face_of("lot"), Face::Italic);
        assert_eq!(face_of("round"), Face::Bold);
        assert_eq!(face_of("one"), Face::BoldItalic);
        let slanted: Vec<bool> = page.texts.iter().map(|r| r.face.is_slanted()).collect();
        let sheared: Vec<bool> = page
            .into_ops(842.0, &printpdf::FontId::new(), &printpdf::FontId::new())
            .into_iter()
            .filter_map(|op| match op {
                printpdf::Op::SetTextMatrix {
                    matrix: printpdf::TextMatrix::Raw([1.0, 0.0, c, 1.0, _, _]),
                } => Some(c > 0.2),
                printpdf::Op::SetTextMatrix { .. } => Some(false),
                _ => None,
            })
            .collect();
        assert_eq!(sheared, slanted, "one text matrix per run, sheared for the slanted ones");
        assert!(sheared.contains(&true) && sheared.contains(&false));
    }

    /// An image prints as a caption: its alt text small, slanted and grey,
    /// said to be a screenshot (before, the alt text printed as a body
    /// paragraph, as if it were the manual's text).
    #[test]
    fn an_image_prints_its_alt_text_as_a_screenshot_caption() {
        let md = "Before.\n\n![the players view at 1024×600](../screenshots/players.png)\n\nAfter.\n";
        let page = first_page(md);
        // The (empty) running head is left out.
        let runs: Vec<(String, Face, f32, f32)> = page
            .texts
            .iter()
            .filter(|r| !r.text.trim().is_empty())
            .map(|r| (r.text.clone(), r.face, r.size, r.grey))
            .collect();
        let text: Vec<&str> = runs.iter().map(|r| r.0.as_str()).collect();
        assert_eq!(text.join(" "), "Before. Screenshot: the players view at 1024×600 After.", "{runs:?}");
        for (word, face, size, grey) in &runs {
            if word == "Before." || word == "After." {
                assert_eq!((*face, *size, *grey), (Face::Regular, BODY, 0.0), "{word}");
            } else {
                assert_eq!((*face, *size, *grey), (Face::Italic, CAPTION, CAPTION_GREY), "{word}");
            }
        }
    }

    #[test]
    fn headings_are_read_in_order_with_their_code() {
        let md = "# Title\n\ntext\n\n## 1. `check` and more\n\n- item\n\n### Sub\n";
        assert_eq!(headings(md), ["Title", "1. check and more", "Sub"]);
    }
}
