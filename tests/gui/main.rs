//! The GUI tests: the app's `update`/`view` driven headlessly with
//! iced_test's Simulator (no window, no display; `.cargo/config.toml` sets
//! `ICED_TEST_BACKEND=tiny-skia WGPU_BACKEND=none`). One test binary for
//! all of them: each binary is a crate of its own, compiled at opt-level 2
//! and linked with iced, which cost CI minutes per binary
//! (`cargo test --test gui teams::` runs one module).
//!
//! Every test here reads the texts in English, the language of the
//! process, which is one for the whole binary: the tests that switch it are
//! the `languages` test binary (`languages.rs` and `languages/` here, kept
//! in this folder so that both binaries declare the same `gui_common/`).
#![cfg(feature = "gui")]

mod gui_common;

mod app;
mod fide_mode;
mod files;
mod noticeboard;
mod rating;
mod record;
mod refusals;
mod responsiveness;
mod roundrobin;
mod teams;
