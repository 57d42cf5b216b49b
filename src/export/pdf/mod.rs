//! A small page-layout engine over printpdf 0.12, and the documents built on it.
//!
//! printpdf 0.12 only takes a flat list of drawing operations per page, so
//! everything a printout needs is here: paper sizes, the header and footer
//! every page carries ("page n of m" is written once the page count is
//! known), text measured with the font's own advance widths, fitting text
//! into a column, and tables that break across pages and repeat their
//! header row.
//!
//! Layout works top-down in points (y grows downwards from the top edge of
//! the page); only the final conversion to PDF operations flips it, because
//! PDF's origin is the bottom-left corner.

mod alphabetical;
mod audit;
pub(super) mod manual;
mod pairings;
mod players;
mod roundrobin;
mod slips;
mod standings;
mod teams;
mod wallchart;

pub use teams::{BoardPrizeLine, board_prize_table, cross_cell as team_cross_cell, printout_team_tiebreaks};

use super::{Document, ExportError, Orientation, PdfOptions};
use crate::model::{ByeKind, Tournament};
use crate::tr;
use printpdf::{
    Color, FontId, Greyscale, Line, LineDashPattern, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument,
    PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon, PolygonRing, Pt, TextItem, TextMatrix,
    WindingOrder,
};
use std::sync::LazyLock;

/// Points per millimetre.
pub(super) const MM: f32 = 72.0 / 25.4;

/// Smallest share of its size a text may be shrunk to before it is cut
/// with an ellipsis: below that it is no longer readable on a wall.
const MIN_SHRINK: f32 = 0.8;

use crate::export::{BOLD_TTF, REGULAR_TTF};

/// The bundled fonts, parsed once per process: parsing 1.4 MB of TrueType
/// for every printout would be wasted work.
static FONTS: LazyLock<Result<Fonts, (&'static str, String)>> = LazyLock::new(Fonts::load);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Face {
    Regular,
    Bold,
    /// Emphasis (the manual's `*text*`): the regular face slanted.
    Italic,
    /// Strong emphasis inside emphasis: the bold face slanted.
    BoldItalic,
}

/// How far the slanted faces lean: the horizontal shift per unit of
/// height (tan 12°, the slant of DejaVu Sans Oblique, of which they are
/// the same shapes). No oblique font is bundled: a sans oblique is its
/// upright face sheared, with the same advance widths, so shearing the
/// upright glyphs in the PDF's text matrix prints the same page without
/// 1.3 MB more of fonts in every printout.
const SLANT: f32 = 0.2126;

impl Face {
    /// The face whose glyphs and widths it prints with.
    fn upright(self) -> Face {
        match self {
            Face::Regular | Face::Italic => Face::Regular,
            Face::Bold | Face::BoldItalic => Face::Bold,
        }
    }

    pub(super) fn is_slanted(self) -> bool {
        matches!(self, Face::Italic | Face::BoldItalic)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Align {
    Left,
    Right,
    Centre,
}

pub(super) struct Fonts {
    regular: ParsedFont,
    bold: ParsedFont,
}

impl Fonts {
    fn load() -> Result<Fonts, (&'static str, String)> {
        let parse = |name: &'static str, bytes: &[u8]| {
            let mut warnings = Vec::new();
            ParsedFont::from_bytes(bytes, 0, &mut warnings).ok_or_else(|| (name, format!("{warnings:?}")))
        };
        Ok(Fonts {
            regular: parse("assets/fonts/DejaVuSans.ttf", REGULAR_TTF)?,
            bold: parse("assets/fonts/DejaVuSans-Bold.ttf", BOLD_TTF)?,
        })
    }

    fn get() -> Result<&'static Fonts, ExportError> {
        match &*FONTS {
            Ok(fonts) => Ok(fonts),
            Err((font, reason)) => Err(ExportError::Font { font, reason: reason.clone() }),
        }
    }

    fn face(&self, face: Face) -> &ParsedFont {
        match face.upright() {
            Face::Bold => &self.bold,
            _ => &self.regular,
        }
    }

    /// Width of `text` in points at `size`, from the font's advance widths
    /// (the same numbers printpdf writes into the PDF's `/W` array). A
    /// character the font lacks is measured as the `.notdef` box it prints as.
    pub(super) fn width(&self, face: Face, size: f32, text: &str) -> f32 {
        let font = self.face(face);
        let units_per_em = f32::from(font.font_metrics.units_per_em.max(1));
        let units: u32 = text
            .chars()
            .map(|c| u32::from(font.get_horizontal_advance(font.lookup_glyph_index(c as u32).unwrap_or(0))))
            .sum();
        units as f32 / units_per_em * size
    }

    pub(super) fn has_glyph(&self, c: char) -> bool {
        self.regular.lookup_glyph_index(c as u32).is_some_and(|g| g != 0)
    }

    /// `text` as it fits into `max_width`: shrunk a little if that is
    /// enough, else cut with an ellipsis at the smallest size. Returns the
    /// text and the size to print it at.
    pub(super) fn fit(&self, face: Face, size: f32, text: &str, max_width: f32) -> (String, f32) {
        let width = self.width(face, size, text);
        if width <= max_width || text.is_empty() {
            return (text.to_owned(), size);
        }
        let shrunk = size * max_width / width;
        if shrunk >= size * MIN_SHRINK {
            return (text.to_owned(), shrunk);
        }
        let small = size * MIN_SHRINK;
        let mut chars: Vec<char> = text.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let candidate: String = chars.iter().collect::<String>().trim_end().to_owned() + "…";
            if self.width(face, small, &candidate) <= max_width {
                return (candidate, small);
            }
        }
        (String::new(), small)
    }
}

/// A text to be placed: kept apart from the graphics so that all text of a
/// page goes into one text object after the drawings (shading drawn later
/// would otherwise cover text drawn earlier).
struct TextRun {
    x: f32,
    baseline: f32,
    face: Face,
    size: f32,
    grey: f32,
    text: String,
}

/// One page being laid out.
#[derive(Default)]
pub(super) struct Page {
    graphics: Vec<Op>,
    texts: Vec<TextRun>,
}

fn grey(level: f32) -> Color {
    Color::Greyscale(Greyscale::new(level, None))
}

/// A path point as stored before the page is finished (y still negated).
fn point(x: f32, y: f32) -> LinePoint {
    LinePoint { p: Point { x: Pt(x), y: Pt(y) }, bezier: false }
}

impl Page {
    fn push_text(&mut self, run: TextRun) {
        if !run.text.is_empty() {
            self.texts.push(run);
        }
    }

    /// Stroked line from (x1, y1) to (x2, y2), in top-down coordinates.
    /// Points are stored with y negated; [`Page::into_ops`] adds the page
    /// height, which turns them into PDF's bottom-up coordinates.
    pub(super) fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32, level: f32) {
        self.graphics.push(Op::SetOutlineColor { col: grey(level) });
        self.graphics.push(Op::SetOutlineThickness { pt: Pt(width) });
        self.graphics.push(Op::DrawLine {
            line: Line { points: vec![point(x1, -y1), point(x2, -y2)], is_closed: false },
        });
    }

    pub(super) fn dashed_line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32, level: f32) {
        self.graphics.push(Op::SetLineDashPattern { dash: LineDashPattern::new(0.0, &[4.0, 3.0]) });
        self.line(x1, y1, x2, y2, width, level);
        self.graphics.push(Op::SetLineDashPattern { dash: LineDashPattern::solid() });
    }

    pub(super) fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, level: f32) {
        self.graphics.push(Op::SetFillColor { col: grey(level) });
        self.graphics.push(Op::DrawPolygon {
            polygon: Polygon {
                rings: vec![PolygonRing {
                    points: vec![point(x, -y), point(x + w, -y), point(x + w, -(y + h)), point(x, -(y + h))],
                }],
                mode: PaintMode::Fill,
                winding_order: WindingOrder::NonZero,
            },
        });
    }

    pub(super) fn stroke_rect(&mut self, x: f32, y: f32, w: f32, h: f32, width: f32) {
        self.graphics.push(Op::SetOutlineColor { col: grey(0.0) });
        self.graphics.push(Op::SetOutlineThickness { pt: Pt(width) });
        self.graphics.push(Op::DrawLine {
            line: Line {
                points: vec![point(x, -y), point(x + w, -y), point(x + w, -(y + h)), point(x, -(y + h))],
                is_closed: true,
            },
        });
    }

    /// The page's operations. Graphics were recorded with y negated, so
    /// adding the page height gives PDF coordinates.
    fn into_ops(self, height: f32, regular: &FontId, bold: &FontId) -> Vec<Op> {
        let flip = |p: &mut LinePoint| p.p.y = Pt(p.p.y.0 + height);
        let mut ops = Vec::with_capacity(self.graphics.len() + 4 * self.texts.len() + 4);
        for mut op in self.graphics {
            match &mut op {
                Op::DrawLine { line } => line.points.iter_mut().for_each(flip),
                Op::DrawPolygon { polygon } => {
                    polygon.rings.iter_mut().flat_map(|r| r.points.iter_mut()).for_each(flip)
                }
                _ => {}
            }
            ops.push(op);
        }
        ops.push(Op::StartTextSection);
        let mut font: Option<(Face, f32)> = None;
        let mut level: Option<f32> = None;
        for run in self.texts {
            let face = run.face.upright();
            if font != Some((face, run.size)) {
                let id = if face == Face::Bold { bold } else { regular };
                ops.push(Op::SetFont { font: PdfFontHandle::External(id.clone()), size: Pt(run.size) });
                font = Some((face, run.size));
            }
            if level != Some(run.grey) {
                ops.push(Op::SetFillColor { col: grey(run.grey) });
                level = Some(run.grey);
            }
            let (x, y) = (Pt(run.x), Pt(height - run.baseline));
            let matrix = if run.face.is_slanted() {
                // Sheared about the baseline: x grows with the height.
                TextMatrix::Raw([1.0, 0.0, SLANT, 1.0, x.0, y.0])
            } else {
                TextMatrix::Translate(x, y)
            };
            ops.push(Op::SetTextMatrix { matrix });
            ops.push(Op::ShowText { items: vec![TextItem::Text(run.text)] });
        }
        ops.push(Op::EndTextSection);
        ops
    }
}

/// What the header and footer of every page say.
#[derive(Clone, Debug, Default)]
pub(super) struct Header {
    pub event: String,
    /// The document ("Pairings", "Standings after round 5").
    pub title: String,
    /// "Round 3 of 9".
    pub round: String,
    pub date: String,
    pub footer: String,
}

impl Header {
    /// Event name, round and date for a document about `round` (0: before
    /// round 1). The date is the round's, else the event's, else today's,
    /// so that a printout always says when it is from.
    pub(super) fn new(t: &Tournament, title: String, round: u32) -> Header {
        let planned = t.settings.rounds_planned.max(t.rounds_paired());
        let round_text = if round == 0 {
            tr!("export-header-before-round-one")
        } else if planned >= round {
            tr!("export-header-round-of", round = round, rounds = planned)
        } else {
            tr!("export-header-round", round = round)
        };
        let e = &t.event;
        let round_date =
            (round > 0).then(|| e.round_dates.get(round as usize - 1).copied().flatten()).flatten();
        let date = match (round_date, e.start_date, e.end_date) {
            (Some(d), _, _) => d.format("%Y-%m-%d").to_string(),
            (None, Some(s), Some(f)) if s != f => {
                format!("{} – {}", s.format("%Y-%m-%d"), f.format("%Y-%m-%d"))
            }
            (None, Some(s), _) => s.format("%Y-%m-%d").to_string(),
            _ => chrono::Local::now().date_naive().format("%Y-%m-%d").to_string(),
        };
        let mut place = e.city.trim().to_owned();
        if !e.federation.trim().is_empty() {
            if !place.is_empty() {
                place.push_str(", ");
            }
            place.push_str(e.federation.trim());
        }
        let date = if place.is_empty() { date } else { format!("{place} · {date}") };
        let footer = if e.chief_arbiter.trim().is_empty() {
            tr!("app-name")
        } else {
            tr!("export-footer-arbiter", name = e.chief_arbiter.trim())
        };
        // Every page of an event that left FIDE mode says so, with why.
        let footer = match crate::fidemode::left_notice(t) {
            Some(notice) => format!("{footer} · {notice}"),
            None => footer,
        };
        Header { event: e.name.clone(), title, round: round_text, date, footer }
    }
}

/// Size of the header and footer bands.
const HEADER_HEIGHT: f32 = 38.0;
const FOOTER_HEIGHT: f32 = 18.0;

/// A document being laid out: pages, the current page and the cursor on it.
pub(super) struct Doc {
    pub fonts: &'static Fonts,
    pub width: f32,
    pub height: f32,
    pub margin: f32,
    pub header: Header,
    pages: Vec<Page>,
    /// Top of the free space on the current page.
    pub y: f32,
}

impl Doc {
    pub(super) fn new(
        options: &PdfOptions,
        default: Orientation,
        header: Header,
    ) -> Result<Doc, ExportError> {
        let (w, h) = options.paper.size_mm();
        let (w, h) = match options.orientation.unwrap_or(default) {
            Orientation::Portrait => (w, h),
            Orientation::Landscape => (h, w),
        };
        Ok(Doc {
            fonts: Fonts::get()?,
            width: w * MM,
            height: h * MM,
            margin: 12.0 * MM,
            header,
            pages: Vec::new(),
            y: 0.0,
        })
    }

    pub(super) fn left(&self) -> f32 {
        self.margin
    }

    pub(super) fn right(&self) -> f32 {
        self.width - self.margin
    }

    pub(super) fn content_width(&self) -> f32 {
        self.width - 2.0 * self.margin
    }

    pub(super) fn top(&self) -> f32 {
        self.margin + HEADER_HEIGHT
    }

    pub(super) fn bottom(&self) -> f32 {
        self.height - self.margin - FOOTER_HEIGHT
    }

    /// Starts a page with the header drawn and the cursor below it.
    pub(super) fn new_page(&mut self) {
        let mut page = Page::default();
        let (left, right, top) = (self.left(), self.right(), self.margin);
        let date_width = self.fonts.width(Face::Regular, 9.0, &self.header.date);
        let round_width = self.fonts.width(Face::Regular, 10.0, &self.header.round);
        let (event, event_size) =
            self.fonts.fit(Face::Bold, 13.0, &self.header.event, right - left - date_width - 12.0);
        let (title, title_size) =
            self.fonts.fit(Face::Bold, 10.5, &self.header.title, right - left - round_width - 12.0);
        let runs = [
            (left, top + 12.0, Face::Bold, event_size, 0.0, event),
            (right - date_width, top + 12.0, Face::Regular, 9.0, 0.25, self.header.date.clone()),
            (left, top + 27.0, Face::Bold, title_size, 0.0, title),
            (right - round_width, top + 27.0, Face::Regular, 10.0, 0.0, self.header.round.clone()),
        ];
        for (x, baseline, face, size, grey, text) in runs {
            page.push_text(TextRun { x, baseline, face, size, grey, text });
        }
        page.line(left, top + 32.0, right, top + 32.0, 0.8, 0.0);
        self.pages.push(page);
        self.y = self.top();
    }

    /// The page being laid out (a first one is started if needed).
    pub(super) fn page(&mut self) -> &mut Page {
        if self.pages.is_empty() {
            self.new_page();
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    /// Makes sure `height` points fit below the cursor, starting a new page
    /// if not. Returns whether a page was started.
    pub(super) fn ensure(&mut self, height: f32) -> bool {
        if self.pages.is_empty() || self.y + height > self.bottom() {
            self.new_page();
            true
        } else {
            false
        }
    }

    /// Text with its left edge, right edge or centre at `x`, on `baseline`.
    // Position, style and text are all needed at every call; a struct for
    // them would only move the same arguments elsewhere.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn text(
        &mut self,
        x: f32,
        baseline: f32,
        face: Face,
        size: f32,
        align: Align,
        grey: f32,
        text: &str,
    ) {
        let width = self.fonts.width(face, size, text);
        let x = match align {
            Align::Left => x,
            Align::Right => x - width,
            Align::Centre => x - width / 2.0,
        };
        self.page().push_text(TextRun { x, baseline, face, size, grey, text: text.to_owned() });
    }

    /// Text fitted into the box from `x` to `x + width`, aligned in it.
    #[allow(clippy::too_many_arguments)] // as for `text`
    pub(super) fn text_in(
        &mut self,
        x: f32,
        width: f32,
        baseline: f32,
        face: Face,
        size: f32,
        align: Align,
        text: &str,
    ) {
        let (text, size) = self.fonts.fit(face, size, text, width);
        let anchor = match align {
            Align::Left => x,
            Align::Right => x + width,
            Align::Centre => x + width / 2.0,
        };
        self.text(anchor, baseline, face, size, align, 0.0, &text);
    }

    /// A paragraph: words wrapped to the content width, starting at the cursor.
    pub(super) fn paragraph(&mut self, face: Face, size: f32, grey: f32, text: &str) {
        self.paragraph_indented(face, size, grey, 0.0, text);
    }

    /// A paragraph whose lines start `indent` points right of the margin.
    /// A word wider than the line (a long file path, a run of codes) is
    /// broken between characters rather than drawn past the margin.
    pub(super) fn paragraph_indented(&mut self, face: Face, size: f32, grey: f32, indent: f32, text: &str) {
        let max = self.content_width() - indent;
        let mut line = String::new();
        let mut lines = Vec::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
            if self.fonts.width(face, size, &candidate) <= max {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            for c in word.chars() {
                line.push(c);
                if self.fonts.width(face, size, &line) > max && line.chars().count() > 1 {
                    line.pop();
                    lines.push(std::mem::replace(&mut line, c.to_string()));
                }
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        let leading = size * 1.35;
        for line in lines {
            self.ensure(leading);
            let (x, baseline) = (self.left() + indent, self.y + size);
            self.text(x, baseline, face, size, Align::Left, grey, &line);
            self.y += leading;
        }
    }

    /// A section heading, kept on the same page as `keep_with` points of
    /// what follows it.
    pub(super) fn heading(&mut self, text: &str, keep_with: f32) {
        self.y += 6.0;
        self.ensure(20.0 + keep_with);
        let (x, baseline) = (self.left(), self.y + 11.0);
        self.text(x, baseline, Face::Bold, 11.0, Align::Left, 0.0, text);
        self.y += 18.0;
    }

    /// Writes the footers (now that the page count is known) and the PDF.
    pub(super) fn finish(mut self, title: &str) -> Result<Vec<u8>, ExportError> {
        if self.pages.is_empty() {
            self.new_page();
        }
        let total = self.pages.len();
        let (left, right) = (self.left(), self.right());
        let rule = self.height - self.margin - FOOTER_HEIGHT + 6.0;
        let baseline = self.height - self.margin - 2.0;
        for (i, page) in self.pages.iter_mut().enumerate() {
            let page_of = tr!("export-page-of", page = (i + 1), pages = total);
            let width = self.fonts.width(Face::Regular, 8.0, &page_of);
            page.line(left, rule, right, rule, 0.4, 0.5);
            let (footer, size) =
                self.fonts.fit(Face::Regular, 8.0, &self.header.footer, right - left - width - 12.0);
            page.push_text(TextRun { x: left, baseline, face: Face::Regular, size, grey: 0.3, text: footer });
            page.push_text(TextRun {
                x: right - width,
                baseline,
                face: Face::Regular,
                size: 8.0,
                grey: 0.0,
                text: page_of,
            });
        }

        let mut pdf = PdfDocument::new(title);
        let regular = pdf.add_font(&self.fonts.regular);
        let bold = pdf.add_font(&self.fonts.bold);
        let (w, h) = (self.width, self.height);
        let pages: Vec<PdfPage> = self
            .pages
            .into_iter()
            .map(|page| PdfPage::new(Mm(w / MM), Mm(h / MM), page.into_ops(h, &regular, &bold)))
            .collect();
        let mut warnings = Vec::new();
        Ok(pdf.with_pages(pages).save(&PdfSaveOptions::default(), &mut warnings))
    }
}

/// How wide a table column is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Width {
    /// As wide as its widest cell or header.
    Auto,
    /// Like `Auto`, but at least this many points: short numbers in a
    /// column of their own are easier to read with some air around them.
    AutoMin(f32),
    /// A share of the width the other columns leave.
    Flex(f32),
    /// Exactly this many points.
    Fixed(f32),
}

#[derive(Clone, Debug)]
pub(super) struct Column {
    pub header: String,
    pub width: Width,
    pub align: Align,
    pub face: Face,
}

impl Column {
    pub(super) fn new(header: String, width: Width, align: Align) -> Column {
        Column { header, width, align, face: Face::Regular }
    }

    pub(super) fn bold(mut self) -> Column {
        self.face = Face::Bold;
        self
    }
}

/// Leaves out the columns that are empty in every row (no federations, no
/// FIDE ids in a club event), except the ones listed in `keep`: blank
/// columns only take room from the names.
pub(super) fn drop_empty_columns(
    columns: Vec<Column>,
    rows: &mut [Vec<String>],
    keep: &[usize],
) -> Vec<Column> {
    let used: Vec<bool> = (0..columns.len())
        .map(|i| keep.contains(&i) || rows.iter().any(|r| r.get(i).is_some_and(|c| !c.trim().is_empty())))
        .collect();
    for row in rows.iter_mut() {
        let mut i = 0;
        row.retain(|_| {
            i += 1;
            used.get(i - 1).copied().unwrap_or(true)
        });
    }
    columns.into_iter().zip(&used).filter(|(_, used)| **used).map(|(c, _)| c).collect()
}

/// Flex columns never get less than this, even when the fixed columns
/// take the whole width (their text is then cut, but stays in its column).
const MIN_FLEX: f32 = 40.0;

/// A table laid out to the page width, drawn row by row at the document's
/// cursor; it breaks pages by itself and repeats its header row.
pub(super) struct Table {
    columns: Vec<Column>,
    xs: Vec<f32>,
    widths: Vec<f32>,
    pub size: f32,
    pub row_height: f32,
    pad: f32,
    /// Columns from this one on get thin rules between them (the rounds of
    /// the cross table, which are hard to follow across a wide page).
    rules_from: Option<usize>,
    /// Left edge and width of the whole table.
    x: f32,
    width: f32,
}

impl Table {
    /// Plans the column widths from the headers and all `rows`, for the
    /// document's content width starting at its left margin.
    pub(super) fn plan(
        doc: &Doc,
        columns: Vec<Column>,
        rows: &[Vec<String>],
        size: f32,
        row_height: f32,
    ) -> Table {
        let pad = (size * 0.35).max(2.5);
        let mut widths: Vec<f32> = columns
            .iter()
            .enumerate()
            .map(|(i, c)| match c.width {
                Width::Auto | Width::AutoMin(_) => {
                    let header = doc.fonts.width(Face::Bold, size, &c.header);
                    let cells = rows
                        .iter()
                        .filter_map(|r| r.get(i))
                        .map(|text| doc.fonts.width(c.face, size, text))
                        .fold(0.0f32, f32::max);
                    let min = if let Width::AutoMin(min) = c.width { min } else { 0.0 };
                    (header.max(cells) + 2.0 * pad).max(min)
                }
                Width::Fixed(w) => w,
                Width::Flex(_) => 0.0,
            })
            .collect();
        let used: f32 = widths.iter().sum();
        let flex_total: f32 =
            columns.iter().map(|c| if let Width::Flex(f) = c.width { f } else { 0.0 }).sum();
        let free = doc.content_width() - used;
        if flex_total > 0.0 {
            for (w, c) in widths.iter_mut().zip(&columns) {
                if let Width::Flex(f) = c.width {
                    *w = (free * f / flex_total).max(MIN_FLEX);
                }
            }
        }
        let mut xs = Vec::with_capacity(widths.len());
        let mut x = doc.left();
        for w in &widths {
            xs.push(x);
            x += w;
        }
        let width = x - doc.left();
        Table { columns, xs, widths, size, row_height, pad, rules_from: None, x: doc.left(), width }
    }

    /// Thin vertical rules between the columns from `first` on.
    pub(super) fn with_rules_from(mut self, first: usize) -> Table {
        self.rules_from = Some(first);
        self
    }

    fn baseline(&self, top: f32) -> f32 {
        // Centres the cap height (about 0.72 em in DejaVu Sans) in the row.
        top + (self.row_height + 0.72 * self.size) / 2.0
    }

    /// Draws the header row at the cursor.
    pub(super) fn header(&self, doc: &mut Doc) {
        doc.ensure(2.0 * self.row_height);
        let top = doc.y;
        let baseline = self.baseline(top);
        for (i, c) in self.columns.iter().enumerate() {
            let (x, w) = (self.xs[i] + self.pad, self.widths[i] - 2.0 * self.pad);
            doc.text_in(x, w, baseline, Face::Bold, self.size, c.align, &c.header);
        }
        let y = top + self.row_height;
        doc.page().line(self.x, y, self.x + self.width, y, 0.7, 0.0);
        doc.y = y + 1.0;
    }

    /// Draws one row at the cursor, starting a new page (with the header
    /// row) when it does not fit. `shade` gives the row a grey background,
    /// which makes long rows easy to follow on a wall.
    pub(super) fn row(&self, doc: &mut Doc, cells: &[String], shade: bool) {
        if doc.ensure(self.row_height) {
            self.header(doc);
        }
        let top = doc.y;
        if shade {
            let (x, w, h) = (self.x, self.width, self.row_height);
            doc.page().fill_rect(x, top, w, h, 0.92);
        }
        if let Some(first) = self.rules_from {
            for &x in self.xs.iter().skip(first) {
                doc.page().line(x, top, x, top + self.row_height, 0.3, 0.6);
            }
        }
        let baseline = self.baseline(top);
        for (i, c) in self.columns.iter().enumerate() {
            if let Some(text) = cells.get(i) {
                let (x, w) = (self.xs[i] + self.pad, self.widths[i] - 2.0 * self.pad);
                doc.text_in(x, w, baseline, c.face, self.size, c.align, text);
            }
        }
        doc.y = top + self.row_height;
    }

    /// Draws the header and every row, shading every other row.
    pub(super) fn draw(&self, doc: &mut Doc, rows: &[Vec<String>]) {
        self.header(doc);
        for (i, row) in rows.iter().enumerate() {
            self.row(doc, row, i % 2 == 1);
        }
    }
}

/// Under a printout of round `round`: what the mark of a board paired by
/// the arbiter (or a result corrected after publication) means, when the
/// round has one.
pub(super) fn changed_legend(doc: &mut Doc, t: &Tournament, round: u32) {
    let Some(r) = t.round(round) else { return };
    if r.changed_by_arbiter() || r.games.iter().any(|g| g.corrected_from.is_some()) {
        let mark = crate::export::notation::CHANGED_MARK.to_string();
        doc.paragraph(Face::Regular, 8.5, 0.3, &tr!("export-changed-legend", mark = mark));
    }
}

/// The round a round-bound document is about: the one asked for, which must
/// be paired, else the last paired round.
pub(super) fn paired_round(t: &Tournament, asked: Option<u32>) -> Result<u32, ExportError> {
    match asked {
        Some(round) if t.round(round).is_some_and(|r| r.is_paired()) => Ok(round),
        Some(round) => Err(ExportError::NoRound { round }),
        None => match t.rounds_paired() {
            0 => Err(ExportError::NothingPaired),
            round => Ok(round),
        },
    }
}

pub(crate) fn bye_label(kind: ByeKind) -> String {
    match kind {
        ByeKind::PairingAllocated => tr!("export-bye-pab"),
        ByeKind::FullPoint => tr!("export-bye-full"),
        ByeKind::HalfPoint => tr!("export-bye-half"),
        ByeKind::ZeroPoint => tr!("export-bye-zero"),
    }
}

/// Folds the accented Latin letters of Latin-1 and Latin Extended-A to their
/// base letters, so that "Šindelář" sorts with the S names as arbiters expect.
/// Other scripts keep their letters (and so sort after Latin, by code point).
fn fold_latin(c: char) -> char {
    const LATIN1: [&str; 4] =
        ["AAAAAAACEEEEIIII", "DNOOOOO×OUUUUYTs", "aaaaaaaceeeeiiii", "dnooooo÷ouuuuyty"];
    const EXTENDED_A: [&str; 8] = [
        "AaAaAaCcCcCcCcDd",
        "DdEeEeEeEeEeGgGg",
        "GgGgHhHhIiIiIiIi",
        "IiIiJjKkkLlLlLlL",
        "lLlNnNnNnnNnOoOo",
        "OoOoRrRrRrSsSsSs",
        "SsTtTtTtUuUuUuUu",
        "UuUuWwYyYZzZzZzs",
    ];
    let code = c as u32;
    let (table, base): (&[&str], u32) = match code {
        0xC0..=0xFF => (&LATIN1, 0xC0),
        0x100..=0x17F => (&EXTENDED_A, 0x100),
        _ => return c,
    };
    let offset = (code - base) as usize;
    table.get(offset / 16).and_then(|row| row.chars().nth(offset % 16)).unwrap_or(c)
}

/// Sort key for names: accents folded, case ignored.
pub(super) fn name_key(name: &str) -> String {
    name.chars().map(fold_latin).flat_map(char::to_lowercase).collect()
}

/// Renders one document.
pub(super) fn render(t: &Tournament, doc: Document, options: &PdfOptions) -> Result<Vec<u8>, ExportError> {
    // A team event's round is its matches: its pairings, slips, standings
    // and cross table are the team ones (C.04.6).
    if t.is_team_event() {
        match doc {
            Document::Pairings | Document::Alphabetical => return teams::render_pairings(t, options),
            Document::Slips => return teams::render_match_sheets(t, options),
            Document::Standings => return teams::render_standings(t, options),
            Document::Wallchart => return teams::render_cross_table(t, options),
            _ => {}
        }
    }
    match doc {
        Document::BoardPrizes => teams::render_board_prizes(t, options),
        Document::Pairings => pairings::render(t, options),
        Document::Alphabetical => alphabetical::render(t, options),
        Document::Slips => slips::render(t, options),
        Document::Standings => standings::render(t, options),
        Document::Wallchart => wallchart::render(t, options),
        Document::Players => players::render(t, options, true, true),
        Document::PlayersByTpn => players::render(t, options, true, false),
        Document::PlayersByName => players::render(t, options, false, true),
        Document::Audit => audit::render(t, options),
        Document::RoundRobinTable => roundrobin::render_table(t, options),
        Document::Schedule => roundrobin::render_schedule(t, options),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accents_fold_to_base_letters() {
        assert_eq!(name_key("Ševčík, Ondřej"), "sevcik, ondrej");
        assert_eq!(name_key("Łukasz Żółć"), "lukasz zolc");
        assert_eq!(name_key("Ärger Öl"), "arger ol");
        assert_eq!(name_key("Иванов"), "иванов");
        assert_eq!(fold_latin('ſ'), 's');
        assert_eq!(fold_latin('Ÿ'), 'Y');
    }

    #[test]
    fn text_is_measured_and_fitted() -> Result<(), ExportError> {
        let fonts = Fonts::get()?;
        let narrow = fonts.width(Face::Regular, 10.0, "iiii");
        let wide = fonts.width(Face::Regular, 10.0, "WWWW");
        assert!(narrow > 0.0 && wide > 2.0 * narrow, "{narrow} {wide}");
        assert!(fonts.width(Face::Bold, 10.0, "Name") > fonts.width(Face::Regular, 10.0, "Name"));
        let (text, size) = fonts.fit(Face::Regular, 10.0, "Papadopoulos, Nikolaos Alexandros", 60.0);
        assert!(text.ends_with('…'), "{text}");
        assert!(fonts.width(Face::Regular, size, &text) <= 60.0);
        assert!(fonts.has_glyph('Ж') && fonts.has_glyph('Ω') && fonts.has_glyph('ř'));
        Ok(())
    }
}
