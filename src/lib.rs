//! Swissdesk: a Swiss-system chess tournament manager for arbiters.
//!
//! The library holds everything but the GUI: the tournament model, the
//! commands that change it, storage, TRF, the pairing engines, standings and
//! exports. Architecture invariant: nothing outside `src/gui/` uses iced.

pub mod audit;
pub mod bench;
pub mod cli;
pub mod commands;
pub mod export;
pub mod generator;
#[cfg(feature = "gui")]
pub mod gui;
pub mod i18n;
pub mod model;
pub mod noticeboard;
pub mod pairing;
pub mod ratings;
pub mod resources;
pub mod roundrobin;
mod sniff;
pub mod standings;
pub mod store;
pub mod trf;
pub mod undo;
