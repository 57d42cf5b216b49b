//! TRF-2026 `222`, the encoded time control (trf2026.md, "Tag 222"):
//! `d[:d]` for both colours, or `Wd[:d]-Bd[:d]` when they differ
//! (Armageddon), where a period `d` is `M/S` (M moves in S seconds),
//! `M/S+I` (with I seconds added per move), `S` (all moves) or `S+I`.
//! Examples from the text: `5400+30`, `40/6000+30:900+30`, `W300-B240`.

/// Whether `code` is an encoded time control as the format defines it.
pub fn is_valid(code: &str) -> bool {
    let code = code.trim();
    if code.is_empty() || code != code.trim_start() {
        return false;
    }
    match code.strip_prefix('W') {
        Some(rest) => match rest.split_once("-B") {
            Some((white, black)) => periods(white) && periods(black),
            None => false,
        },
        None => periods(code),
    }
}

/// `d[:d]…`: one or more periods separated by colons.
fn periods(text: &str) -> bool {
    !text.is_empty() && text.split(':').all(period)
}

/// `M/S`, `M/S+I`, `S` or `S+I`.
fn period(text: &str) -> bool {
    let (time, increment) = match text.split_once('+') {
        Some((time, increment)) => (time, Some(increment)),
        None => (text, None),
    };
    let (moves, seconds) = match time.split_once('/') {
        Some((moves, seconds)) => (Some(moves), seconds),
        None => (None, time),
    };
    let number = |s: &str| !s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit());
    moves.is_none_or(number) && number(seconds) && increment.is_none_or(number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_examples_of_the_format_are_valid() {
        // trf2026.md, Tag 222: 90'+30"; 100'×40+15'+30" from move 1; Armageddon 5'/4'.
        for code in ["5400+30", "40/6000+30:900+30", "W300-B240", "40/7200:1800", "900"] {
            assert!(is_valid(code), "{code}");
        }
        for code in ["", "90'+30\"", "40/", "+30", "5400+", "W300", "W300-240", "5400 + 30", "a/b"] {
            assert!(!is_valid(code), "{code}");
        }
    }
}
