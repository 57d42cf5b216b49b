//! Translations (Project Fluent, `i18n/<lang>/swissdesk.ftl`).
//!
//! Every user-visible string goes through [`tr!`](crate::tr): the message id
//! is checked against the English file at compile time by `i18n-embed-fl`.
//! FIDE and TRF codes (BH, SB, TPN, result codes) stay codes; only their
//! labels are translated.

use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::{DesktopLanguageRequester, LanguageLoader};
use rust_embed::RustEmbed;
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

#[derive(RustEmbed)]
#[folder = "i18n/"]
struct Localizations;

/// Environment variable that forces the language (e.g. `SWISSDESK_LANG=fr`),
/// used by tests and by arbiters whose system language is not their own.
pub const LANGUAGE_ENV: &str = "SWISSDESK_LANG";

/// The process-wide loader. It starts with the language requested by the
/// environment or the desktop, falling back to English.
pub static LANGUAGE_LOADER: LazyLock<FluentLanguageLoader> = LazyLock::new(|| {
    let loader: FluentLanguageLoader = fluent_language_loader!();
    let requested = requested_languages();
    if i18n_embed::select(&loader, &Localizations, &requested).is_err() {
        // English is compiled in; if even that fails the loader returns the ids.
        let _ = loader.load_fallback_language(&Localizations);
    }
    // Bidi isolation marks around arguments would end up in files and
    // terminals. Set after loading: it applies to the loaded bundles.
    loader.set_use_isolating(false);
    loader
});

fn requested_languages() -> Vec<LanguageIdentifier> {
    if let Ok(value) = std::env::var(LANGUAGE_ENV)
        && let Ok(lang) = value.parse::<LanguageIdentifier>()
    {
        return vec![lang];
    }
    DesktopLanguageRequester::requested_languages()
}

/// Switches the language at run time (settings). Unknown languages fall back to English.
pub fn set_language(lang: &str) -> bool {
    match lang.parse::<LanguageIdentifier>() {
        Ok(id) => {
            let ok = i18n_embed::select(&*LANGUAGE_LOADER, &Localizations, &[id]).is_ok();
            LANGUAGE_LOADER.set_use_isolating(false);
            ok
        }
        Err(_) => false,
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
        i18n_embed_fl::fl!($crate::i18n::LANGUAGE_LOADER, $id)
    };
    // Each value is parenthesised: `fl!` appends `.into()` to the tokens it
    // is given, so `n = *round` or `n = a - b` would otherwise bind wrongly
    // (and fail to infer once iced's crates are linked in).
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        i18n_embed_fl::fl!($crate::i18n::LANGUAGE_LOADER, $id, $($name = ($value)),+)
    };
}
