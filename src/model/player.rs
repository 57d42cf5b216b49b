//! Players.

use super::ByeKind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sex {
    Male,
    Female,
    /// Said to be unknown (`u` in the TRF that FIDE's reference tool
    /// writes), kept so that such a file is written back as it was.
    Unspecified,
}

/// FIDE titles, in the order C.04.2 uses to break rating ties in the
/// initial ranking (GM first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Title {
    GM,
    IM,
    WGM,
    FM,
    WIM,
    CM,
    WFM,
    WCM,
}

impl Title {
    pub const ALL: [Title; 8] =
        [Title::GM, Title::IM, Title::WGM, Title::FM, Title::WIM, Title::CM, Title::WFM, Title::WCM];

    pub fn code(self) -> &'static str {
        match self {
            Title::GM => "GM",
            Title::IM => "IM",
            Title::WGM => "WGM",
            Title::FM => "FM",
            Title::WIM => "WIM",
            Title::CM => "CM",
            Title::WFM => "WFM",
            Title::WCM => "WCM",
        }
    }

    /// Accepts the TRF codes, also the one-letter forms some programs write
    /// (`g`, `m`, `f`, `c`, `wg`, ...), case-insensitively.
    pub fn from_code(code: &str) -> Option<Title> {
        match code.trim().to_ascii_uppercase().as_str() {
            "GM" | "G" => Some(Title::GM),
            "IM" | "M" => Some(Title::IM),
            "WGM" | "WG" => Some(Title::WGM),
            "FM" | "F" => Some(Title::FM),
            "WIM" | "WM" => Some(Title::WIM),
            "CM" | "C" => Some(Title::CM),
            "WFM" | "WF" => Some(Title::WFM),
            "WCM" | "WC" => Some(Title::WCM),
            _ => None,
        }
    }
}

/// Whether a player still takes part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum PlayerStatus {
    #[default]
    Active,
    /// Withdrawn: not paired from this round on.
    Withdrawn { from_round: u32 },
}

/// A group of Baku acceleration (C.04.7 1.2): GA gets virtual points in
/// the accelerated rounds, GB never.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BakuGroup {
    A,
    B,
}

impl BakuGroup {
    /// The letter arbiters read (the text's GA / GB).
    pub fn letter(self) -> &'static str {
        match self {
            BakuGroup::A => "A",
            BakuGroup::B => "B",
        }
    }
}

/// The arbiter placed the player in a Baku group other than the one the
/// rule gives (a late entry, a wrong rating), for the rounds from
/// `from_round` on that were not paired yet when it was decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BakuGroupOverride {
    pub group: BakuGroup,
    pub from_round: u32,
    /// The arbiter's reason (also in the audit log), kept with the choice
    /// so that a TRF export can carry it (`SDB` records, `trf::baku`).
    #[serde(default)]
    pub reason: String,
}

/// A bye a player asked for in advance, for a round not yet paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ByeRequest {
    HalfPoint,
    ZeroPoint,
    FullPoint,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Player {
    /// Tournament pairing number (starting rank).
    pub tpn: u32,
    /// "Lastname, Firstname" as FIDE writes it.
    pub name: String,
    pub sex: Option<Sex>,
    pub title: Option<Title>,
    /// FIDE rating; `None` for unrated players.
    pub rating: Option<u32>,
    pub federation: String,
    pub fide_id: Option<u64>,
    /// Birth date as recorded (`YYYY/MM/DD`, or only a year); kept as text
    /// because federations record partial dates.
    pub birth_date: String,
    pub status: PlayerStatus,
    /// Requested byes per round number, for rounds not yet paired.
    pub requested_byes: BTreeMap<u32, ByeRequest>,
    /// Rank as written in an imported TRF (columns 86–89), kept for a
    /// faithful re-export until standings are recomputed.
    pub imported_rank: Option<u32>,
    /// The development coefficient K published with the rating in the FIDE
    /// rating list the player was registered from (B.02 7.1.2); `None`: the
    /// rating change derives it from the rating and birth year.
    pub k_factor: Option<u32>,
    /// The arbiter's Baku group for this player, when not the rule's
    /// (`Command::SetBakuGroup`). Not written when `None`, so documents
    /// of events without Baku acceleration read as they did before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub baku_group: Option<BakuGroupOverride>,
}

impl Default for Player {
    fn default() -> Self {
        Player {
            tpn: 0,
            name: String::new(),
            sex: None,
            title: None,
            rating: None,
            federation: String::new(),
            fide_id: None,
            birth_date: String::new(),
            status: PlayerStatus::Active,
            requested_byes: BTreeMap::new(),
            imported_rank: None,
            k_factor: None,
            baku_group: None,
        }
    }
}

impl Player {
    pub fn new(tpn: u32, name: impl Into<String>) -> Player {
        Player { tpn, name: name.into(), ..Player::default() }
    }

    pub fn is_active_in(&self, round: u32) -> bool {
        match self.status {
            PlayerStatus::Active => true,
            PlayerStatus::Withdrawn { from_round } => round < from_round,
        }
    }

    /// The bye the player has in `round` before it is paired (C.04.2): a
    /// withdrawn player is absent (zero points) whatever they had asked
    /// for earlier, else the requested bye, if any.
    pub fn pre_assigned_bye(&self, round: u32) -> Option<ByeKind> {
        if !self.is_active_in(round) {
            return Some(ByeKind::ZeroPoint);
        }
        self.requested_byes.get(&round).map(|&request| request.into())
    }
}

impl From<ByeRequest> for ByeKind {
    fn from(request: ByeRequest) -> ByeKind {
        match request {
            ByeRequest::HalfPoint => ByeKind::HalfPoint,
            ByeRequest::ZeroPoint => ByeKind::ZeroPoint,
            ByeRequest::FullPoint => ByeKind::FullPoint,
        }
    }
}
