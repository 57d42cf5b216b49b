//! The settings screen: the arbiter's name (the actor of every command,
//! written into the audit log), the language of the app, switched at run
//! time, and which file chooser to use. All are kept in the settings file.

use super::theme;
use super::widgets::card;
use crate::i18n;
use crate::store::settings::FileChooser;
use crate::tr;
use iced::widget::{button, checkbox, column, pick_list, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};
use std::fmt;

/// The scrolled page of the screen.
pub const PAGE: &str = "settings-page";

/// The widget id of the arbiter's name.
pub const ARBITER_INPUT: &str = "settings-arbiter";

/// A language as offered in the pick list: its code, shown by its own name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language(pub String);

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.0.split(['-', '_']).next().unwrap_or_default() {
            "en" => tr!("gui-language-en"),
            "fr" => tr!("gui-language-fr"),
            "de" => tr!("gui-language-de"),
            "es" => tr!("gui-language-es"),
            "ru" => tr!("gui-language-ru"),
            _ => self.0.clone(),
        };
        f.write_str(&name)
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    Arbiter(String),
    SaveArbiter,
    Language(Language),
    /// "Always use Swissdesk's own file chooser" ticked or not.
    OwnChooser(bool),
}

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// Use this name for the changes from now on.
    Arbiter(String),
    /// Switch to this language.
    Language(String),
    /// Use this file chooser from now on.
    FileChooser(FileChooser),
}

#[derive(Debug, Clone, Default)]
pub struct State {
    /// The name being typed.
    arbiter: String,
}

impl State {
    pub fn new(arbiter: &str) -> State {
        State { arbiter: arbiter.to_owned() }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Arbiter(value) => self.arbiter = value,
            Message::SaveArbiter => return Some(Event::Arbiter(self.arbiter.trim().to_owned())),
            Message::Language(language) => return Some(Event::Language(language.0)),
            Message::OwnChooser(own) => {
                return Some(Event::FileChooser(if own {
                    FileChooser::Swissdesk
                } else {
                    FileChooser::System
                }));
            }
        }
        None
    }

    /// `actor`: the name the changes are logged under now; `language`: the
    /// language shown; `chooser`: the file chooser setting.
    pub fn view<'a>(
        &'a self,
        actor: String,
        saved_name: &str,
        language: &str,
        chooser: FileChooser,
    ) -> Element<'a, Message> {
        let edited = self.arbiter.trim() != saved_name.trim();
        let arbiter = column![
            text(tr!("gui-settings-arbiter-help")).size(theme::SMALL).style(text::secondary),
            row![
                text_input(&tr!("gui-settings-arbiter-placeholder"), &self.arbiter)
                    .id(ARBITER_INPUT)
                    .on_input(Message::Arbiter)
                    .on_submit(Message::SaveArbiter)
                    .size(theme::TEXT)
                    .padding(6)
                    // The view shares the width with the noticeboard card.
                    .width(Length::Fill),
                button(text(tr!("gui-settings-arbiter-save")).size(theme::TEXT))
                    .padding([6, 14])
                    .style(button::primary)
                    .on_press_maybe(edited.then_some(Message::SaveArbiter)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            text(tr!("gui-settings-actor", name = actor)).size(theme::TEXT),
        ]
        .spacing(8);

        let languages: Vec<Language> = i18n::available_languages().into_iter().map(Language).collect();
        let current = languages.iter().find(|l| language.starts_with(l.0.as_str())).cloned();
        let language = column![
            text(tr!("gui-settings-language-help")).size(theme::SMALL).style(text::secondary),
            pick_list(languages, current, Message::Language)
                .text_size(theme::TEXT)
                .width(Length::Fixed(240.0)),
        ]
        .spacing(8);

        let files = column![
            text(tr!("gui-settings-chooser-help")).size(theme::SMALL).style(text::secondary),
            checkbox(chooser == FileChooser::Swissdesk)
                .label(tr!("gui-settings-own-chooser"))
                .text_size(theme::TEXT)
                .on_toggle(Message::OwnChooser),
        ]
        .spacing(8);

        scrollable(
            column![
                card(tr!("gui-settings-arbiter-heading"), arbiter.into()),
                card(tr!("gui-settings-language-heading"), language.into()),
                card(tr!("gui-settings-files-heading"), files.into()),
            ]
            .spacing(theme::GAP)
            .padding(iced::Padding { right: 14.0, ..iced::Padding::ZERO }),
        )
        .id(PAGE)
        .height(Length::Fill)
        .into()
    }
}
