//! Switching the language while another thread formats (the noticeboard
//! serving a page while the arbiter picks another language in the settings)
//! must never hand out text with Fluent's bidi isolation marks (U+2068 FIRST
//! STRONG ISOLATE, U+2069 POP DIRECTIONAL ISOLATE) around the arguments: the
//! app turns them off because they end up in pages, files and terminals.
//!
//! In the languages test binary, holding its language lock: it switches the
//! process-wide language hundreds of times, which would disturb tests that
//! expect one language.

use std::sync::Barrier;
use std::sync::atomic::{AtomicBool, Ordering};
use swissdesk::tr;

/// Enough switches that the old window (bundles reloaded with isolation on,
/// turned off only afterwards) was hit every time it was tried: over 10
/// runs of this test on the old code (debug build, 2 busy cores) the first
/// marks came after 1 to 17 switches.
const SWITCHES: usize = 100;

#[test]
fn switching_the_language_never_lets_isolation_marks_into_formatted_text() {
    let _language = crate::one_language_at_a_time();
    assert!(swissdesk::i18n::set_language("en"));
    let stop = AtomicBool::new(false);
    let started = Barrier::new(2);
    let outcome = std::thread::scope(|scope| {
        let formatter = scope.spawn(|| {
            started.wait();
            let mut formatted = 0_u64;
            while !stop.load(Ordering::Relaxed) {
                let text = tr!("gui-unsaved-before-new", name = "Open 2026");
                if text.contains(['\u{2068}', '\u{2069}']) {
                    return Err(format!("after {formatted} good texts: {text:?}"));
                }
                formatted += 1;
            }
            Ok(formatted)
        });
        started.wait();
        let mut switched = 0;
        for language in ["de", "en", "fr", "ru", "es"].iter().cycle().take(SWITCHES) {
            assert!(swissdesk::i18n::set_language(language), "cannot switch to {language}");
            switched += 1;
            if formatter.is_finished() {
                break;
            }
        }
        stop.store(true, Ordering::Relaxed);
        (switched, formatter.join())
    });
    let (switched, formatter) = outcome;
    match formatter {
        Ok(Ok(formatted)) => assert!(formatted > 0, "the formatter never ran"),
        Ok(Err(marked)) => panic!("isolation marks after {switched} switches, {marked}"),
        Err(_) => panic!("the formatting thread panicked"),
    }
    assert!(swissdesk::i18n::set_language("en"));
    assert_eq!(
        tr!("gui-unsaved-before-new", name = "Open 2026"),
        "“Open 2026” has changes that are not saved to a file. Save them before starting a new tournament?"
    );
}
