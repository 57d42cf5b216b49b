//! Swissdesk: a chess tournament manager for arbiters (Swiss systems and
//! round robins).
//!
//! The library holds everything but the GUI: the tournament model, the
//! commands that change it, storage, TRF, the pairing engines, round robins,
//! standings, exports and the noticeboard. `ARCHITECTURE.md` at the root of
//! the repository maps every module and the lines not to cross; one of them:
//! nothing outside `src/gui/` uses iced.

pub mod audit;
pub mod bench;
pub mod cli;
pub mod commands;
pub mod export;
pub mod fidemode;
pub mod generator;
#[cfg(feature = "gui")]
pub mod gui;
pub mod i18n;
pub mod manual;
pub mod model;
pub mod noticeboard;
pub mod pairing;
pub mod ptc;
pub mod ratings;
pub mod resources;
pub mod roundrobin;
mod sniff;
pub mod standings;
pub mod store;
pub mod trf;
pub mod undo;
