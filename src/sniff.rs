//! Telling a text file from anything else, for every reader of outside
//! files (TRF and tournament documents alike): a PDF, a picture, a zip or a
//! file of zeros left by a crash must be refused as "not text", with the
//! place of the first byte that gives it away, before any parser sees it.

/// The 1-based line and column (in bytes of that line) of the first byte
/// that no text file holds: NUL, or a control character other than tab,
/// line and page breaks and the DOS end-of-file mark (`0x1A`, still written
/// by some old DOS-era tournament programs). Text in any 8-bit encoding or
/// UTF-8 never contains one.
pub(crate) fn binary_position(bytes: &[u8]) -> Option<(usize, usize)> {
    let index = bytes.iter().position(|&b| is_binary_byte(b))?;
    let before = &bytes[..index];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    Some((line, index - line_start + 1))
}

fn is_binary_byte(b: u8) -> bool {
    matches!(b, 0x00..=0x08 | 0x0E..=0x19 | 0x1B..=0x1F | 0x7F)
}

/// Text saved as UTF-16 with a byte-order mark (Windows Notepad's
/// "Unicode"), decoded; `None` for anything else. Such a file is full of NUL
/// bytes, so it must be recognised before [`binary_position`] looks at it.
/// Unpaired surrogates become U+FFFD, like any other undecodable character.
pub(crate) fn decode_utf16_with_bom(bytes: &[u8]) -> Option<String> {
    let (body, little_endian) = match bytes {
        [0xFF, 0xFE, body @ ..] => (body, true),
        [0xFE, 0xFF, body @ ..] => (body, false),
        _ => return None,
    };
    let units = body.chunks_exact(2).map(|pair| {
        let pair = [pair[0], pair[1]];
        if little_endian { u16::from_le_bytes(pair) } else { u16::from_be_bytes(pair) }
    });
    Some(char::decode_utf16(units).map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_in_any_encoding_is_not_binary() {
        assert_eq!(binary_position(b"012 Open\r\n001    1\tx\x0c\n\x1a"), None);
        assert_eq!(binary_position("Zürich, Ærø — 東京".as_bytes()), None);
        assert_eq!(binary_position(b"Z\xfcrich (Latin-1)"), None);
    }

    #[test]
    fn the_first_control_byte_is_located() {
        assert_eq!(binary_position(b"\x00"), Some((1, 1)));
        assert_eq!(binary_position(b"012 Open\n001 \x01\x00"), Some((2, 5)));
        assert_eq!(binary_position(b"%PDF-1.7\n%\xe2\xe3\n1 0 obj\x1b"), Some((3, 8)));
    }

    #[test]
    fn utf16_with_a_byte_order_mark_is_decoded_both_ways() {
        let little: Vec<u8> =
            [0xFF, 0xFE].into_iter().chain("012 Zü".encode_utf16().flat_map(u16::to_le_bytes)).collect();
        let big: Vec<u8> =
            [0xFE, 0xFF].into_iter().chain("012 Zü".encode_utf16().flat_map(u16::to_be_bytes)).collect();
        assert_eq!(decode_utf16_with_bom(&little).as_deref(), Some("012 Zü"));
        assert_eq!(decode_utf16_with_bom(&big).as_deref(), Some("012 Zü"));
        assert_eq!(decode_utf16_with_bom(b"012 Open"), None);
    }
}
