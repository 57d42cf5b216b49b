//! Switching the language at run time re-renders every view in it, and the
//! choice is kept in the settings. In the languages test binary, holding its
//! language lock: the language is process-wide, and the other GUI tests
//! compare texts in the start language.

use iced_test::Error;
use swissdesk::gui::app::{Message, Options, Tab};
use swissdesk::gui::{App, settings};

use crate::gui_common;
use gui_common::shows;

fn switch_to(app: &mut App, language: &str) {
    let _ = app.update(Message::Settings(settings::Message::Language(settings::Language(language.into()))));
}

#[test]
fn the_language_switches_at_run_time_and_is_remembered() -> Result<(), Error> {
    let _language = crate::one_language_at_a_time();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let settings_file = dir.path().join("settings.ron");
    let options = Options {
        settings_file: Some(settings_file.clone()),
        sample: Some(swissdesk::gui::app::sample_path()),
        ..Options::default()
    };
    let (mut app, _) = App::new(options.clone());
    switch_to(&mut app, "en");
    let _ = app.update(Message::ShowTab(Tab::Settings));
    shows(&app, "Language")?;
    shows(&app, "Players")?;

    // French: the tabs, the current view and every other view.
    switch_to(&mut app, "fr");
    assert!(swissdesk::gui::app::current_language().starts_with("fr"));
    shows(&app, "Joueurs")?;
    shows(&app, "Langue")?;
    assert!(shows(&app, "Players").is_err(), "no English tab left");
    let _ = app.update(Message::ShowTab(Tab::Round));
    shows(&app, "Ronde 4")?;
    let _ = app.update(Message::ShowTab(Tab::Players));
    shows(&app, "Inscription tardive")?;
    let _ = app.update(Message::ShowTab(Tab::Audit));
    shows(&app, "Journal des modifications")?;
    assert!(app.title().contains("Swissdesk"));
    let saved = swissdesk::store::settings::load_settings(&settings_file).settings;
    assert_eq!(saved.language.as_deref(), Some("fr"));

    // Russian, then a new start reads the language from the settings.
    switch_to(&mut app, "ru");
    let _ = app.update(Message::ShowTab(Tab::Round));
    shows(&app, "Тур 4")?;
    switch_to(&mut app, "de");
    // Back to English in the process, so that only the settings file can
    // bring German back: the new app has to switch the language itself.
    assert!(swissdesk::i18n::set_language("en"));
    assert!(swissdesk::gui::app::current_language().starts_with("en"));
    let (app, _) = App::new(options);
    assert!(swissdesk::gui::app::current_language().starts_with("de"));
    shows(&app, "Spieler")?;
    assert!(shows(&app, "Players").is_err(), "no English tab left after the restart");
    switch_to(&mut App::new(Options::default()).0, "en");
    Ok(())
}
