//! The integration tests without the GUI, one module per area, in one test
//! binary: each binary is a crate of its own, compiled at opt-level 2 and
//! linked, which cost CI minutes per binary. `cargo test --test integration
//! conformance::` runs one module. Every test here reads texts in English;
//! those that switch the process-wide language are the `languages` binary
//! (`tests/gui/languages.rs`), the GUI's in `tests/gui/`.

// The helpers this binary shares live in its own folder (common/,
// fuzz_checks/ — which the fuzz targets include too — and text_checks/).
mod common;
mod fuzz_checks;
use fuzz_checks::noticeboard_support;
mod text_checks;

mod architecture;
mod baku_setting;
mod burstein_engine;
mod checker;
mod cli;
mod cli_berger;
mod commands_state_machine;
mod conformance;
mod conformance_berger;
mod dutch2012_engine;
mod dutch_engine;
mod edit_lock;
mod explain;
mod export_language;
mod export_pdf;
mod export_pdf_roundrobin;
mod export_trf;
mod fide_mode;
mod fuzz_regressions;
mod import_foreign;
mod manual_pdf;
mod not_a_tournament;
mod noticeboard;
mod noticeboard_browser;
mod ptc_roundtrip;
mod rating1998_engine;
mod rating_list;
mod standings_cli;
mod store;
mod team_cli;
mod team_engine;
mod team_override;
mod team_pdf;
mod team_tiebreaks;
mod team_trf;
mod tiebreaks;
mod tiebreaks_roundrobin;
mod trf_errors;
mod trf_roundtrip;
