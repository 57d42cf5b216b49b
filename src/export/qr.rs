//! The noticeboard's address as a QR code (the `qrcode` crate), for the
//! pairing sheet (the PDF draws [`Modules`]) and the noticeboard's screen
//! mode (SVG); the desk's iced `qr_code` widget encodes the same way. It
//! lives with the printouts so that the noticeboard imports export, never
//! the other way round.

use qrcode::{Color, EcLevel, QrCode};

/// A QR code's dark and light modules, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modules {
    /// Modules per side.
    pub width: usize,
    /// `width × width` values, `true` for dark.
    pub dark: Vec<bool>,
}

impl Modules {
    /// The code of `text` at error correction level M (15 % of the code may
    /// be lost: a printed sheet pinned on a wall gets creased); `None` when
    /// the text is too long for any QR code.
    pub fn of(text: &str) -> Option<Modules> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
        let width = code.width();
        let dark = code.to_colors().into_iter().map(|c| c == Color::Dark).collect();
        Some(Modules { width, dark })
    }

    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        self.dark.get(y * self.width + x).copied().unwrap_or(false)
    }
}

/// `text` as an SVG QR code: one path of unit squares, with the four-module
/// quiet zone the standard asks for, scaling to whatever box shows it.
pub fn svg(text: &str) -> Option<String> {
    let modules = Modules::of(text)?;
    let quiet = 4;
    let size = modules.width + 2 * quiet;
    let mut path = String::new();
    for y in 0..modules.width {
        for x in 0..modules.width {
            if modules.is_dark(x, y) {
                path.push_str(&format!("M{} {}h1v1h-1z", x + quiet, y + quiet));
            }
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" shape-rendering=\"crispEdges\">\
         <rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_makes_a_square_code_with_finder_patterns() {
        let m = Modules::of("http://192.168.1.20:8080/").unwrap_or_else(|| panic!("encodes"));
        // Version 2 (25 modules) holds 26 bytes at level M (ISO/IEC 18004 table 7).
        assert_eq!(m.width, 25);
        assert_eq!(m.dark.len(), 25 * 25);
        // The finder pattern's corners are dark, its separator light (6.3.3).
        for (x, y) in [(0, 0), (6, 0), (0, 6), (6, 6), (24, 0), (0, 24)] {
            assert!(m.is_dark(x, y), "({x}, {y})");
        }
        assert!(!m.is_dark(7, 7));
        let svg = svg("http://192.168.1.20:8080/").unwrap_or_default();
        assert!(svg.starts_with("<svg") && svg.contains("viewBox=\"0 0 33 33\""));
    }
}
