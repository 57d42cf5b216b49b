//! Translations (Project Fluent, `i18n/<lang>/swissdesk.ftl`).
//!
//! Every user-visible string goes through [`tr!`](crate::tr): the message id
//! is checked against the English file at compile time by `i18n-embed-fl`.
//! FIDE and TRF codes (BH, SB, TPN, result codes) stay codes; only their
//! labels are translated.

use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::{DesktopLanguageRequester, LanguageLoader};
use rust_embed::RustEmbed;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, LazyLock, OnceLock, PoisonError, RwLock};
use unic_langid::LanguageIdentifier;

#[derive(RustEmbed)]
#[folder = "i18n/"]
struct Localizations;

/// Environment variable that forces the language (e.g. `SWISSDESK_LANG=fr`),
/// used by tests and by arbiters whose system language is not their own.
pub const LANGUAGE_ENV: &str = "SWISSDESK_LANG";

/// The process-wide loader, swapped whole when the language changes. It
/// starts with the language requested by the environment or the desktop,
/// falling back to English.
///
/// Why a swapped `Arc` and not `i18n_embed::select` on one loader:
/// `load_languages` (i18n-embed 0.16) installs freshly built bundles, whose
/// Fluent default is to wrap every argument in bidi isolation marks
/// (U+2068 … U+2069), and `set_use_isolating(false)` can only be applied
/// after that. Another thread formatting in between (the noticeboard serving
/// a page while the arbiter switches language) got the marks, and they ended
/// up in pages and files. Here a new loader is built and configured off to
/// the side, and only then published: no reader ever sees an isolating bundle.
static LOADER: LazyLock<RwLock<Arc<FluentLanguageLoader>>> = LazyLock::new(|| {
    STARTED.store(true, Ordering::Relaxed);
    let loader = match build_loader(&requested_languages()) {
        Some(loader) => loader,
        None => {
            // English is compiled in; if even that fails the loader returns the ids.
            let loader: FluentLanguageLoader = fluent_language_loader!();
            let _ = loader.load_fallback_language(&Localizations);
            loader.set_use_isolating(false);
            loader
        }
    };
    RwLock::new(Arc::new(loader))
});

/// A loader with the best available match for `requested` (English as the
/// fallback), isolation off; `None` when nothing could be loaded.
fn build_loader(requested: &[LanguageIdentifier]) -> Option<FluentLanguageLoader> {
    let loader: FluentLanguageLoader = fluent_language_loader!();
    match i18n_embed::select(&loader, &Localizations, requested) {
        Ok(loaded) if !loaded.is_empty() => {
            // Bidi isolation marks around arguments would end up in files and
            // terminals. Set after loading (it applies to the loaded bundles)
            // and before anyone can read through this loader.
            loader.set_use_isolating(false);
            Some(loader)
        }
        _ => None,
    }
}

/// The loader to format with now; `tr!` calls this. A caller keeps the
/// language it got even if the arbiter switches meanwhile.
pub fn loader() -> Arc<FluentLanguageLoader> {
    // A poisoned lock still holds a complete loader: the writer only
    // replaces the `Arc`, it never leaves one half-built.
    LOADER.read().unwrap_or_else(PoisonError::into_inner).clone()
}

/// The language shown now (`en`, `fr`, …).
pub fn current_language() -> String {
    loader().current_language().to_string()
}

/// The language the arbiter chose in Swissdesk's settings, for a run that
/// reads them before its first string (the command line, [`prefer_language`]).
static PREFERRED: OnceLock<LanguageIdentifier> = OnceLock::new();
/// Whether [`LOADER`] has been built (after that a preference comes too late).
static STARTED: AtomicBool = AtomicBool::new(false);

/// The first language: the environment's ([`LANGUAGE_ENV`]), else the one
/// the arbiter chose in the settings, else the desktop's.
fn requested_languages() -> Vec<LanguageIdentifier> {
    if let Ok(value) = std::env::var(LANGUAGE_ENV)
        && let Ok(lang) = value.parse::<LanguageIdentifier>()
    {
        return vec![lang];
    }
    if let Some(lang) = PREFERRED.get() {
        return vec![lang.clone()];
    }
    DesktopLanguageRequester::requested_languages()
}

/// Makes `lang` (the settings' choice) the language this run starts in,
/// unless [`LANGUAGE_ENV`] names one. Lazy: nothing is loaded until the first
/// string is formatted, so a command that prints nothing pays nothing. Only
/// before that first string (later, use [`set_language`]); false when too
/// late, already chosen or not a language tag.
pub fn prefer_language(lang: &str) -> bool {
    match lang.parse::<LanguageIdentifier>() {
        Ok(id) => !STARTED.load(Ordering::Relaxed) && PREFERRED.set(id).is_ok(),
        Err(_) => false,
    }
}

/// Switches the language at run time (settings). Unknown languages fall back to English.
pub fn set_language(lang: &str) -> bool {
    let Ok(id) = lang.parse::<LanguageIdentifier>() else {
        return false;
    };
    match build_loader(&[id]) {
        Some(loader) => {
            *LOADER.write().unwrap_or_else(PoisonError::into_inner) = Arc::new(loader);
            true
        }
        None => false,
    }
}

/// Languages with a translation file.
pub fn available_languages() -> Vec<String> {
    let mut langs: Vec<String> =
        Localizations::iter().filter_map(|path| path.split('/').next().map(str::to_owned)).collect();
    langs.sort();
    langs.dedup();
    langs
}

/// Looks up a message id: `tr!("id")` or `tr!("id", name = value, ...)`.
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        i18n_embed_fl::fl!($crate::i18n::loader(), $id)
    };
    // Each value is parenthesised: `fl!` appends `.into()` to the tokens it
    // is given, so `n = *round` or `n = a - b` would otherwise bind wrongly
    // (and fail to infer once iced's crates are linked in).
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        i18n_embed_fl::fl!($crate::i18n::loader(), $id, $($name = ($value)),+)
    };
}
