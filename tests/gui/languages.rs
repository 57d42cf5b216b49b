//! The tests that switch the process-wide language (`i18n::set_language`),
//! apart from every other test, which reads its texts in English. Those of
//! them that switch it take `one_language_at_a_time()` first.
//! The GUI ones are left out of a build without the `gui` feature.
//!
//! A test binary of its own (`[[test]] languages` in Cargo.toml), kept in
//! `tests/gui/` beside the GUI tests' binary so that both declare the same
//! `gui_common/`; its modules are in `languages/`.

#[cfg(feature = "gui")]
mod gui_common;

mod languages {
    #[cfg(feature = "gui")]
    mod gui_language;
    #[cfg(feature = "gui")]
    mod gui_layout;
    mod i18n;
    mod i18n_race;
}

/// Held by every test of this binary that switches the language.
static LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Taken first by every test here that switches the language: one at a
/// time, since the language is one for the whole process. (A test that
/// panicked holding it leaves it usable: that test has failed already.)
pub fn one_language_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    LANGUAGE.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
