//! Each FIDE text's absolute rules, written here from the text and checked
//! on recorded rounds without the engines' code: the generated-event rows
//! of `conformance.rs` run them on every round they generate. One module a
//! text; every check has the same shape ([`TextCheck`]), so a row names
//! the one its system's text needs.
#![allow(dead_code)]

pub mod baku;
pub mod burstein;
pub mod dubov;
pub mod dutch;
pub mod dutch2012;
pub mod rating1998;

use std::collections::BTreeMap;
use swissdesk::model::Tournament;

/// Counts a check keeps of what it saw (printed with the row's counts).
pub type Tally = BTreeMap<&'static str, usize>;

/// A check of round `round` of `t`; `context` names the event and round
/// in every failure.
pub type TextCheck = fn(t: &Tournament, round: u32, context: &str, tally: &mut Tally);
