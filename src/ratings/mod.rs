//! The FIDE rating lists and the FIDE Rating Regulations: reading the
//! monthly lists, keeping them in the app's data folder, searching them to
//! register players, and what an event does to each player's rating.

pub mod change;
pub mod tables;
