//! The tie-breaks of C.07 for individual events, by their codes (Art. 5) with
//! the modifiers of Art. 14 (`BH-C1`, `BH-M1`, ...). Codes stay codes in every
//! language; only [`TieBreak::label`] is translated.

use crate::tr;
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// One criterion of C.07 Art. 5 (individual events).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Criterion {
    /// DE, Art. 6.
    DirectEncounter,
    /// WIN, Art. 7.1.
    Wins,
    /// WON, Art. 7.2.
    GamesWon,
    /// BPG, Art. 7.3.
    BlackGames,
    /// BWG, Art. 7.4.
    BlackWins,
    /// PS, Art. 7.5.
    ProgressiveScore,
    /// REP, Art. 7.6.
    RoundsElected,
    /// GE: the 2023 name of REP ("Games one Elected to play"), same value.
    GamesElected,
    /// STD, Art. 7.7 (2026).
    StandardPoints,
    /// TPN, Art. 7.8 (2026): lower is better.
    PairingNumber,
    /// BH, Art. 8.1.
    Buchholz,
    /// AOB, Art. 8.2.
    AverageOpponentsBuchholz,
    /// FB, Art. 8.3.
    ForeBuchholz,
    /// SB, Art. 9.1.
    SonnebornBerger,
    /// KS, Art. 9.2.
    Koya,
    /// ARO, Art. 10.1.
    AverageRatingOpponents,
    /// TPR, Art. 10.2.
    PerformanceRating,
    /// PTP, Art. 10.3.
    PerfectPerformance,
    /// APRO, Art. 10.4.
    AveragePerformanceOpponents,
    /// APPO, Art. 10.5.
    AveragePerfectPerformanceOpponents,
    /// RTNG, Art. 10.6 (2026).
    Rating,
}

impl Criterion {
    pub const ALL: [Criterion; 21] = [
        Criterion::DirectEncounter,
        Criterion::Wins,
        Criterion::GamesWon,
        Criterion::BlackGames,
        Criterion::BlackWins,
        Criterion::ProgressiveScore,
        Criterion::RoundsElected,
        Criterion::GamesElected,
        Criterion::StandardPoints,
        Criterion::PairingNumber,
        Criterion::Buchholz,
        Criterion::AverageOpponentsBuchholz,
        Criterion::ForeBuchholz,
        Criterion::SonnebornBerger,
        Criterion::Koya,
        Criterion::AverageRatingOpponents,
        Criterion::PerformanceRating,
        Criterion::PerfectPerformance,
        Criterion::AveragePerformanceOpponents,
        Criterion::AveragePerfectPerformanceOpponents,
        Criterion::Rating,
    ];

    /// The acronym of C.07 Art. 5.
    pub fn code(self) -> &'static str {
        match self {
            Criterion::DirectEncounter => "DE",
            Criterion::Wins => "WIN",
            Criterion::GamesWon => "WON",
            Criterion::BlackGames => "BPG",
            Criterion::BlackWins => "BWG",
            Criterion::ProgressiveScore => "PS",
            Criterion::RoundsElected => "REP",
            Criterion::GamesElected => "GE",
            Criterion::StandardPoints => "STD",
            Criterion::PairingNumber => "TPN",
            Criterion::Buchholz => "BH",
            Criterion::AverageOpponentsBuchholz => "AOB",
            Criterion::ForeBuchholz => "FB",
            Criterion::SonnebornBerger => "SB",
            Criterion::Koya => "KS",
            Criterion::AverageRatingOpponents => "ARO",
            Criterion::PerformanceRating => "TPR",
            Criterion::PerfectPerformance => "PTP",
            Criterion::AveragePerformanceOpponents => "APRO",
            Criterion::AveragePerfectPerformanceOpponents => "APPO",
            Criterion::Rating => "RTNG",
        }
    }

    /// The translated name.
    pub fn label(self) -> String {
        match self {
            Criterion::DirectEncounter => tr!("standings-tb-de"),
            Criterion::Wins => tr!("standings-tb-win"),
            Criterion::GamesWon => tr!("standings-tb-won"),
            Criterion::BlackGames => tr!("standings-tb-bpg"),
            Criterion::BlackWins => tr!("standings-tb-bwg"),
            Criterion::ProgressiveScore => tr!("standings-tb-ps"),
            Criterion::RoundsElected => tr!("standings-tb-rep"),
            Criterion::GamesElected => tr!("standings-tb-ge"),
            Criterion::StandardPoints => tr!("standings-tb-std"),
            Criterion::PairingNumber => tr!("standings-tb-tpn"),
            Criterion::Buchholz => tr!("standings-tb-bh"),
            Criterion::AverageOpponentsBuchholz => tr!("standings-tb-aob"),
            Criterion::ForeBuchholz => tr!("standings-tb-fb"),
            Criterion::SonnebornBerger => tr!("standings-tb-sb"),
            Criterion::Koya => tr!("standings-tb-ks"),
            Criterion::AverageRatingOpponents => tr!("standings-tb-aro"),
            Criterion::PerformanceRating => tr!("standings-tb-tpr"),
            Criterion::PerfectPerformance => tr!("standings-tb-ptp"),
            Criterion::AveragePerformanceOpponents => tr!("standings-tb-apro"),
            Criterion::AveragePerfectPerformanceOpponents => tr!("standings-tb-appo"),
            Criterion::Rating => tr!("standings-tb-rtng"),
        }
    }

    fn from_code(code: &str) -> Option<Criterion> {
        Criterion::ALL.into_iter().find(|c| c.code() == code)
    }

    /// Which modifiers make sense (Art. 14: tie-breaks "based on a sum of
    /// values"). Median needs values at both ends: not for PS, whose values
    /// are the running scores (14.1.1.c cuts only the first ones).
    fn accepts(self, modifier: Modifier) -> bool {
        match self {
            Criterion::Buchholz
            | Criterion::ForeBuchholz
            | Criterion::SonnebornBerger
            | Criterion::AverageRatingOpponents
            | Criterion::PerformanceRating
            | Criterion::PerfectPerformance => true,
            Criterion::ProgressiveScore => matches!(modifier, Modifier::Cut(_)),
            _ => false,
        }
    }
}

/// A modifier of C.07 Art. 14.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Modifier {
    #[default]
    None,
    /// Cut-1 / Cut-2 (14.1, 14.2): drop the 1 or 2 least significant values.
    Cut(u8),
    /// Median-1 / Median-2 (14.3, 14.4): drop as many least and most significant values.
    Median(u8),
}

impl Modifier {
    /// How many least significant values are cut.
    pub fn low(self) -> usize {
        match self {
            Modifier::None => 0,
            Modifier::Cut(n) | Modifier::Median(n) => usize::from(n),
        }
    }

    /// How many most significant values are cut.
    pub fn high(self) -> usize {
        match self {
            Modifier::Median(n) => usize::from(n),
            _ => 0,
        }
    }
}

/// A tie-break of a tournament's list: a criterion and its modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TieBreak {
    pub criterion: Criterion,
    pub modifier: Modifier,
}

/// Why a tie-break code was not understood.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TieBreakError {
    #[error("{}", tr!("standings-error-unknown-code", code = code.as_str()))]
    UnknownCode { code: String },
    #[error("{}", tr!("standings-error-unknown-modifier", code = code.as_str(), modifier = modifier.as_str()))]
    UnknownModifier { code: String, modifier: String },
    #[error("{}", tr!("standings-error-modifier-not-allowed", code = code.as_str(), modifier = modifier.as_str()))]
    ModifierNotAllowed { code: String, modifier: String },
}

impl TieBreak {
    pub const fn new(criterion: Criterion) -> TieBreak {
        TieBreak { criterion, modifier: Modifier::None }
    }

    pub const fn with(criterion: Criterion, modifier: Modifier) -> TieBreak {
        TieBreak { criterion, modifier }
    }

    /// Parses a code as the regulations and the reference files write it:
    /// `BH`, `BH-C1`, `BH-C2`, `BH-M1`, `BH-M2`, `SB-C1`, `ARO-C1`, `PS-C1`;
    /// case and surrounding blanks do not matter, and `/` is accepted for `-`.
    pub fn parse(code: &str) -> Result<TieBreak, TieBreakError> {
        let text = code.trim().to_ascii_uppercase();
        let (name, modifier_text) = match text.split_once(['-', '/']) {
            Some((n, m)) => (n, Some(m)),
            None => (text.as_str(), None),
        };
        let criterion = Criterion::from_code(name)
            .ok_or_else(|| TieBreakError::UnknownCode { code: code.trim().to_string() })?;
        let Some(modifier_text) = modifier_text else {
            return Ok(TieBreak::new(criterion));
        };
        let unknown = || TieBreakError::UnknownModifier {
            code: code.trim().to_string(),
            modifier: modifier_text.to_string(),
        };
        let modifier = match modifier_text.as_bytes() {
            [b'C', b'1'] => Modifier::Cut(1),
            [b'C', b'2'] => Modifier::Cut(2),
            [b'M', b'1'] => Modifier::Median(1),
            [b'M', b'2'] => Modifier::Median(2),
            _ => return Err(unknown()),
        };
        if !criterion.accepts(modifier) {
            return Err(TieBreakError::ModifierNotAllowed {
                code: code.trim().to_string(),
                modifier: modifier_text.to_string(),
            });
        }
        Ok(TieBreak::with(criterion, modifier))
    }

    /// Parses a list such as `DE, BH-C1, BH, SB` (commas or blanks between codes).
    pub fn parse_list(text: &str) -> Result<Vec<TieBreak>, TieBreakError> {
        text.split([',', ' ', ';']).filter(|s| !s.trim().is_empty()).map(TieBreak::parse).collect()
    }

    /// The code, as in the reference files (`BH-C1`).
    pub fn code(self) -> String {
        match self.modifier {
            Modifier::None => self.criterion.code().to_string(),
            Modifier::Cut(n) => format!("{}-C{n}", self.criterion.code()),
            Modifier::Median(n) => format!("{}-M{n}", self.criterion.code()),
        }
    }

    /// The translated name with its modifier ("Buchholz Cut-1").
    pub fn label(self) -> String {
        let name = self.criterion.label();
        match self.modifier {
            Modifier::None => name,
            Modifier::Cut(n) => tr!("standings-modifier-cut", name = name, n = n),
            Modifier::Median(n) => tr!("standings-modifier-median", name = name, n = n),
        }
    }

    /// Whether a lower value ranks higher: DE (a position, 1 best) and TPN
    /// (7.8, ascending by default).
    pub fn lower_is_better(self) -> bool {
        matches!(self.criterion, Criterion::DirectEncounter | Criterion::PairingNumber)
    }

    /// Decimals worth printing: the precision the arithmetic of the
    /// criterion produces (points in tenths, SB products and AOB in hundredths).
    pub fn decimals(self) -> u32 {
        match self.criterion {
            Criterion::Buchholz
            | Criterion::ForeBuchholz
            | Criterion::ProgressiveScore
            | Criterion::Koya
            | Criterion::StandardPoints => 1,
            Criterion::SonnebornBerger | Criterion::AverageOpponentsBuchholz => 2,
            _ => 0,
        }
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.code())
    }
}

impl FromStr for TieBreak {
    type Err = TieBreakError;
    fn from_str(s: &str) -> Result<TieBreak, TieBreakError> {
        TieBreak::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_codes_of_the_reference_files() {
        for code in ["DE", "BH", "BH-C1", "BH-M1", "BH-C2", "AOB", "FB", "SB", "SB-C1", "WIN", "WON", "BPG"] {
            assert_eq!(TieBreak::parse(code).map(|t| t.code()), Ok(code.to_string()));
        }
        for code in ["BWG", "PS", "REP", "GE", "ARO", "ARO-C1", "TPR", "PTP", "APRO", "APPO", "RTNG", "KS"] {
            assert_eq!(TieBreak::parse(code).map(|t| t.code()), Ok(code.to_string()));
        }
        assert_eq!(TieBreak::parse(" bh/m2 "), Ok(TieBreak::with(Criterion::Buchholz, Modifier::Median(2))));
        assert_eq!(TieBreak::parse("STD").map(|t| t.criterion), Ok(Criterion::StandardPoints));
        assert_eq!(TieBreak::parse("TPN").map(|t| t.criterion), Ok(Criterion::PairingNumber));
    }

    #[test]
    fn rejects_what_the_regulations_do_not_define() {
        assert_eq!(TieBreak::parse("XYZ"), Err(TieBreakError::UnknownCode { code: "XYZ".into() }));
        assert!(matches!(TieBreak::parse("BH-C3"), Err(TieBreakError::UnknownModifier { .. })));
        assert!(matches!(TieBreak::parse("BH-"), Err(TieBreakError::UnknownModifier { .. })));
        assert!(matches!(TieBreak::parse("WIN-C1"), Err(TieBreakError::ModifierNotAllowed { .. })));
        assert!(matches!(TieBreak::parse("PS-M1"), Err(TieBreakError::ModifierNotAllowed { .. })));
        assert!(TieBreak::parse("PS-C1").is_ok());
    }

    #[test]
    fn parses_lists() {
        let list = TieBreak::parse_list("DE, BH-C1,BH  SB").unwrap_or_default();
        let codes: Vec<String> = list.iter().map(|t| t.code()).collect();
        assert_eq!(codes, ["DE", "BH-C1", "BH", "SB"]);
        assert!(TieBreak::parse_list("BH,NOPE").is_err());
    }
}
