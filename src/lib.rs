//! Swissdesk: a Swiss-system chess tournament manager for arbiters.
//!
//! The library holds everything but the GUI: the tournament model, the
//! commands that change it, storage, TRF, the pairing engines, standings and
//! exports. Architecture invariant: nothing outside `src/gui/` uses iced.

pub mod i18n;
pub mod model;
