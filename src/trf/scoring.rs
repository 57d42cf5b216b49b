//! Scoring-system records: JaVaFo `XXS`, bbpPairings `BBW BBD BBL BBZ BBF BBU`
//! and TRF-2026 `162` (see `trfx-extensions.md`, `trf2026.md`).
//!
//! The three forms overlap, so the reader keeps one state with every value
//! the forms can name and applies the records in file order ("later settings
//! override earlier ones", extensions doc). The writer produces the shortest
//! set of records that gives back the same [`ScoringSystem`].

use super::columns::{Line, fits_points_field};
use super::error::{Field, Location, TrfError, Unsupported};
use crate::model::{Points, ScoringSystem};

/// Record types that set points per result.
pub(crate) fn is_scoring_record(tag: &str) -> bool {
    matches!(tag, "XXS" | "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" | "162")
}

/// Every value any of the record forms can set. Colours are kept apart
/// because `XXS` can give White and Black different points; the model cannot,
/// which [`ScoringState::finish`] reports.
#[derive(Clone, Debug)]
pub(crate) struct ScoringState {
    ww: Points,
    bw: Points,
    wd: Points,
    bd: Points,
    wl: Points,
    bl: Points,
    fw: Points,
    fl: Points,
    zpb: Points,
    hpb: Points,
    fpb: Points,
    pab: Points,
    /// Whether the PAB was set on its own (`BBU`, `XXS PAB=`, `162 P`). Until
    /// then it follows `BBW` / `162 W` (bbpPairings: "same as a win";
    /// TRF-2026: "P: same as W").
    pab_explicit: bool,
    /// Last scoring record read, for errors found only at the end.
    last: Option<Location>,
}

impl ScoringState {
    pub fn new() -> ScoringState {
        let s = ScoringSystem::standard();
        ScoringState {
            ww: s.win,
            bw: s.win,
            wd: s.draw,
            bd: s.draw,
            wl: s.loss,
            bl: s.loss,
            fw: s.forfeit_win,
            fl: s.forfeit_loss,
            zpb: s.zero_bye,
            hpb: s.half_bye,
            fpb: s.full_bye,
            pab: s.pairing_bye,
            pab_explicit: false,
            last: None,
        }
    }

    /// A win as set by `BBW` or `162 W`: OTB win, forfeit win and full-point
    /// bye (bbpPairings scores all three as a win; TRF-2026 `W` names them).
    fn set_win_family(&mut self, v: Points) {
        self.ww = v;
        self.bw = v;
        self.fw = v;
        self.fpb = v;
        if !self.pab_explicit {
            self.pab = v;
        }
    }

    fn set_pab(&mut self, v: Points) {
        self.pab = v;
        self.pab_explicit = true;
    }

    /// Applies one scoring record (`line` starts with one of
    /// [`is_scoring_record`]'s tags).
    pub fn apply(&mut self, line: &Line) -> Result<(), TrfError> {
        let tag = line.columns(1, 3);
        self.last = Some(line.at(1));
        match tag.as_str() {
            "XXS" => self.apply_xxs(line),
            "162" => self.apply_162(line),
            _ => {
                // bbpPairings reads the value after the tag (`BBW  3.0`).
                let text = line.rest(4).trim().to_owned();
                let v = value(line, 5, &text)?;
                match tag.as_str() {
                    "BBW" => self.set_win_family(v),
                    "BBD" => {
                        self.wd = v;
                        self.bd = v;
                        self.hpb = v;
                    }
                    "BBL" => {
                        self.wl = v;
                        self.bl = v;
                    }
                    "BBZ" => self.zpb = v,
                    "BBF" => self.fl = v,
                    "BBU" => self.set_pab(v),
                    _ => return Err(line.bad_value(1, Field::Record, &tag)),
                }
                Ok(())
            }
        }
    }

    /// `XXS CODE=value ...`, codes of the JaVaFo manual. The shortcut `W`
    /// covers WW, BW, FW and FPB, `D` covers WD, BD and HPB; the PAB keeps its
    /// own value (the manual lists it apart, default 1.0).
    fn apply_xxs(&mut self, line: &Line) -> Result<(), TrfError> {
        for (col, word) in line.words(4) {
            let Some((code, text)) = word.split_once('=') else {
                return Err(line.bad_value(col, Field::Scoring, &word));
            };
            let v = value(line, col, text)?;
            match code.to_ascii_uppercase().as_str() {
                "WW" => self.ww = v,
                "BW" => self.bw = v,
                "WD" => self.wd = v,
                "BD" => self.bd = v,
                "WL" => self.wl = v,
                "BL" => self.bl = v,
                "FW" => self.fw = v,
                "FL" => self.fl = v,
                "ZPB" => self.zpb = v,
                "HPB" => self.hpb = v,
                "FPB" => self.fpb = v,
                "PAB" => self.set_pab(v),
                "W" => {
                    self.ww = v;
                    self.bw = v;
                    self.fw = v;
                    self.fpb = v;
                }
                "D" => {
                    self.wd = v;
                    self.bd = v;
                    self.hpb = v;
                }
                _ => return Err(line.bad_value(col, Field::Scoring, &word)),
            }
        }
        Ok(())
    }

    /// `162`: result code in column 6, points in 7–10, then every 9 columns
    /// (TRF-2026 tag 162).
    fn apply_162(&mut self, line: &Line) -> Result<(), TrfError> {
        let mut col = 6;
        while col <= line.len() {
            let code = line.char_at(col);
            let text = line.trimmed(col + 1, col + 4);
            let v = value(line, col + 1, &text)?;
            match code.to_ascii_uppercase() {
                'W' => self.set_win_family(v),
                'D' => {
                    self.wd = v;
                    self.bd = v;
                    self.hpb = v;
                }
                'L' => {
                    self.wl = v;
                    self.bl = v;
                }
                'A' => {
                    self.fl = v;
                    self.zpb = v;
                }
                'P' => self.set_pab(v),
                // "Unknown result (e.g. adjourned game)": the model has no
                // such result, so its value has nothing to apply to.
                'X' => {}
                other => return Err(line.bad_value(col, Field::Scoring, &other.to_string())),
            }
            // Columns between two entries are blank (positions 11–14, 20–23, ...).
            for gap in col + 5..col + 9 {
                if gap <= line.len() {
                    line.expect_blank(gap, Field::Scoring)?;
                }
            }
            col += 9;
        }
        Ok(())
    }

    /// The scoring system the records describe.
    pub fn finish(&self) -> Result<ScoringSystem, TrfError> {
        if self.ww != self.bw || self.wd != self.bd || self.wl != self.bl {
            let at = self.last.clone().unwrap_or(Location { file: String::new(), line: 0, column: 0 });
            return Err(TrfError::Unsupported {
                at,
                field: Field::Scoring,
                what: Unsupported::ColourDependentScoring,
            });
        }
        Ok(ScoringSystem {
            win: self.ww,
            draw: self.wd,
            loss: self.wl,
            forfeit_win: self.fw,
            forfeit_loss: self.fl,
            pairing_bye: self.pab,
            full_bye: self.fpb,
            half_bye: self.hpb,
            zero_bye: self.zpb,
        })
    }
}

/// A points value of a scoring record. It must fit the four columns that
/// `162` gives it (and that the points field of a `001` record has), which
/// also keeps every sum of points far from overflow.
fn value(line: &Line, col: usize, text: &str) -> Result<Points, TrfError> {
    match Points::parse(text) {
        Some(p) if fits_points_field(p) => Ok(p),
        Some(_) => Err(line.bad_value(col, Field::Scoring, text)),
        None => Err(line.bad_number(col, Field::Scoring, text)),
    }
}

/// The scoring system that `lines` (scoring records) give, or `None` if they
/// do not parse. Used by the writer to check that kept records still say
/// what the tournament's scoring is.
pub(crate) fn evaluate(lines: &[&str]) -> Option<ScoringSystem> {
    let mut state = ScoringState::new();
    for (i, text) in lines.iter().enumerate() {
        let line = Line::new("", i + 1, text);
        state.apply(&line).ok()?;
    }
    state.finish().ok()
}

/// The `XXS` record for what the `BB*` / `162` records cannot say (forfeit
/// win, full-point bye, half-point bye, zero-point bye apart from the values
/// those records tie them to), given the state they leave.
fn xxs_rest(s: &ScoringSystem, after: &ScoringState) -> Option<String> {
    let mut parts = Vec::new();
    if s.forfeit_win != after.fw {
        parts.push(format!("FW={}", s.forfeit_win.to_decimal_string()));
    }
    if s.full_bye != after.fpb {
        parts.push(format!("FPB={}", s.full_bye.to_decimal_string()));
    }
    if s.half_bye != after.hpb {
        parts.push(format!("HPB={}", s.half_bye.to_decimal_string()));
    }
    if s.zero_bye != after.zpb {
        parts.push(format!("ZPB={}", s.zero_bye.to_decimal_string()));
    }
    if s.forfeit_loss != after.fl {
        parts.push(format!("FL={}", s.forfeit_loss.to_decimal_string()));
    }
    if parts.is_empty() { None } else { Some(format!("XXS {}", parts.join(" "))) }
}

fn replay(lines: &[String]) -> ScoringState {
    let mut state = ScoringState::new();
    for (i, text) in lines.iter().enumerate() {
        // Generated lines always parse; an error here would only lose an
        // optimisation in `xxs_rest`, never correctness of the caller's check.
        let _ = state.apply(&Line::new("", i + 1, text));
    }
    state
}

/// Records for `s` in the TRF(bx) form: `BBW BBD BBL BBZ BBF BBU`, then an
/// `XXS` for the rest. Empty for the standard system.
pub(crate) fn records_trf16(s: &ScoringSystem) -> Vec<String> {
    let mut lines = Vec::new();
    let standard = ScoringSystem::standard();
    if s.win != standard.win {
        lines.push(format!("BBW {:>4}", s.win));
    }
    if s.draw != standard.draw {
        lines.push(format!("BBD {:>4}", s.draw));
    }
    if s.loss != standard.loss {
        lines.push(format!("BBL {:>4}", s.loss));
    }
    if s.zero_bye != standard.zero_bye {
        lines.push(format!("BBZ {:>4}", s.zero_bye));
    }
    if s.forfeit_loss != standard.forfeit_loss {
        lines.push(format!("BBF {:>4}", s.forfeit_loss));
    }
    // Without BBU the PAB follows BBW.
    if s.pairing_bye != s.win {
        lines.push(format!("BBU {:>4}", s.pairing_bye));
    }
    let after = replay(&lines);
    lines.extend(xxs_rest(s, &after));
    lines
}

/// Records for `s` in the TRF-2026 form: one `162`, then an `XXS` for what
/// 162 cannot say. Empty for the standard system.
pub(crate) fn records_trf2026(s: &ScoringSystem) -> Vec<String> {
    let standard = ScoringSystem::standard();
    let mut entries = Vec::new();
    if s.win != standard.win {
        entries.push(('W', s.win));
    }
    if s.draw != standard.draw {
        entries.push(('D', s.draw));
    }
    if s.loss != standard.loss {
        entries.push(('L', s.loss));
    }
    if s.forfeit_loss != standard.forfeit_loss {
        entries.push(('A', s.forfeit_loss));
    }
    if s.pairing_bye != s.win {
        entries.push(('P', s.pairing_bye));
    }
    let mut lines = Vec::new();
    if !entries.is_empty() {
        // Code in column 6, points in 7–10, next entry 9 columns on.
        let body: Vec<String> = entries.iter().map(|(c, v)| format!("{c}{v:>4}")).collect();
        lines.push(format!("162  {}", body.join("    ")));
    }
    let after = replay(&lines);
    lines.extend(xxs_rest(s, &after));
    lines
}

/// TRF-2026 scoring records naming every value `162` has (`W D L A P`),
/// defaults included, as a complete report header writes them; values
/// `162` cannot say follow in `XXS` as in [`records_trf2026`].
pub(crate) fn records_trf2026_full(s: &ScoringSystem) -> Vec<String> {
    let entries = [('W', s.win), ('D', s.draw), ('L', s.loss), ('A', s.forfeit_loss), ('P', s.pairing_bye)];
    // Code in column 6, points in 7–10, next entry 9 columns on.
    let body: Vec<String> = entries.iter().map(|(c, v)| format!("{c}{v:>4}")).collect();
    let mut lines = vec![format!("162  {}", body.join("    "))];
    let after = replay(&lines);
    lines.extend(xxs_rest(s, &after));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(lines: &[&str]) -> ScoringSystem {
        match evaluate(lines) {
            Some(s) => s,
            None => panic!("records {lines:?} did not parse"),
        }
    }

    #[test]
    fn bb_records_follow_bbpairings() {
        let s = read(&["BBW  3.0", "BBD  1.0"]);
        assert_eq!(s, ScoringSystem::football());
        let s = read(&["BBU  1.0", "BBW  3.0"]);
        assert_eq!(s.pairing_bye, Points(10));
        assert_eq!(s.win, Points(30));
    }

    #[test]
    fn xxs_codes_and_shortcuts() {
        assert_eq!(read(&["XXS  PAB=1.0"]), ScoringSystem::standard());
        let s = read(&["XXS W=3 D=1", "XXS FL=-1.0"]);
        assert_eq!(s.win, Points(30));
        assert_eq!(s.forfeit_win, Points(30));
        assert_eq!(s.full_bye, Points(30));
        assert_eq!(s.half_bye, Points(10));
        assert_eq!(s.pairing_bye, Points(10), "the W shortcut leaves the PAB alone");
        assert_eq!(s.forfeit_loss, Points(-10));
        assert!(evaluate(&["XXS WW=1.0 BW=0.9"]).is_none());
        assert!(evaluate(&["XXS NOPE=1.0"]).is_none());
        assert!(evaluate(&["XXS W=100"]).is_none());
        assert!(evaluate(&["XXS FL=-10"]).is_none());
    }

    #[test]
    fn record_162_uses_fixed_columns() {
        assert_eq!(read(&["162  W 3.0    D 1.0"]), ScoringSystem::football());
        let s = read(&["162  P 0.5    W 2.0    A-1.0"]);
        assert_eq!(
            (s.pairing_bye, s.win, s.zero_bye, s.forfeit_loss),
            (Points(5), Points(20), Points(-10), Points(-10))
        );
        assert!(evaluate(&["162  Q 1.0"]).is_none());
        assert!(evaluate(&["162  W 3.0 x  D 1.0"]).is_none());
    }

    #[test]
    fn written_records_read_back_to_the_same_system() {
        let mut odd = ScoringSystem::football();
        odd.forfeit_win = Points(20);
        odd.half_bye = Points(5);
        odd.zero_bye = Points(-5);
        odd.pairing_bye = Points(15);
        let mut loss_points = ScoringSystem::standard();
        loss_points.loss = Points(1);
        loss_points.forfeit_loss = Points(-5);
        loss_points.full_bye = Points(5);
        for s in [ScoringSystem::standard(), ScoringSystem::football(), odd, loss_points] {
            let a = records_trf16(&s);
            let b = records_trf2026(&s);
            let a_refs: Vec<&str> = a.iter().map(String::as_str).collect();
            let b_refs: Vec<&str> = b.iter().map(String::as_str).collect();
            assert_eq!(evaluate(&a_refs), Some(s), "{a:?}");
            assert_eq!(evaluate(&b_refs), Some(s), "{b:?}");
        }
        assert!(records_trf16(&ScoringSystem::standard()).is_empty());
        assert_eq!(records_trf16(&ScoringSystem::football()), vec!["BBW  3.0", "BBD  1.0"]);
        assert_eq!(records_trf2026(&ScoringSystem::football()), vec!["162  W 3.0    D 1.0"]);
    }
}
