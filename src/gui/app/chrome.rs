//! The window's frame around the screens: the tool bar (file actions,
//! tabs, theme), the notice line, the status bar, and the dialogs shown on
//! top (the unsaved-changes question, the file chooser).

use super::{Message, Notice, Pending, Tab, Unsaved};
use crate::gui::{theme, widgets};
use crate::tr;
use iced::widget::{button, column, container, pick_list, row, text, tooltip};
use iced::{Alignment, Element, Length};
use std::fmt;
use std::path::PathBuf;

/// What the tool bar shows.
pub struct ToolBar<'a> {
    pub event_name: &'a str,
    pub active: Tab,
    /// A team event shows the Teams tab.
    pub team_event: bool,
    /// FIDE mode: a sign beside the event's name when on (or left).
    pub fide_mode: &'a crate::model::FideMode,
    pub mode: theme::Mode,
    /// The change Undo would take back (`None`: the button is disabled).
    pub undo: Option<String>,
    /// The change Redo would make again.
    pub redo: Option<String>,
    /// Recently opened or saved files, newest first, with their events.
    pub recent: Vec<RecentFile>,
}

/// A recent file as the "Recent files" menu lists it: the event's name
/// with the file's name (without `.swissdesk.ron`) in brackets; for a file
/// whose event name is not known (listed by an older version), the file's
/// name and the folder it is in (its last part: the menu is narrow, and the
/// folder tells two files of the same name apart).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecentFile {
    pub path: PathBuf,
    pub event: Option<String>,
}

impl fmt::Display for RecentFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
        let name = name.strip_suffix(&format!(".{}", crate::store::EXTENSION)).unwrap_or(&name);
        match (&self.event, self.path.parent().and_then(|p| p.file_name())) {
            (Some(event), _) => write!(f, "{event} ({name})"),
            (None, Some(folder)) => write!(f, "{name} ({})", folder.to_string_lossy()),
            (None, None) => write!(f, "{name}"),
        }
    }
}

/// The event name, the file buttons and the recent files on top; the tabs
/// and Undo / Redo below. Both rows wrap when a language's words need more
/// than the window's width, so no button is ever cut off or pushed out.
pub fn tool_bar(bar: ToolBar<'_>) -> Element<'_, Message> {
    let ToolBar { event_name, active, team_event, fide_mode, mode, undo, redo, recent } = bar;
    let file_button = |label: String, message: Message| {
        button(text(label).size(theme::TEXT)).padding([5, 10]).style(theme::tool_button).on_press(message)
    };
    let history_button = |label: String, hint: Option<String>, message: Message| -> Element<'_, Message> {
        let enabled = hint.is_some();
        let button = button(text(label).size(theme::TEXT))
            .padding([5, 10])
            .style(theme::tool_button)
            .on_press_maybe(enabled.then_some(message));
        match hint {
            Some(hint) => tooltip(
                button,
                container(text(hint).size(theme::SMALL)).padding(6).style(container::rounded_box),
                tooltip::Position::Bottom,
            )
            .into(),
            None => button.into(),
        }
    };
    let mut tabs = row![].spacing(4);
    for tab in Tab::shown(team_event) {
        tabs = tabs.push(
            button(text(tab.label()).size(theme::TEXT))
                .padding([5, 14])
                .style(theme::tab(active == tab))
                .on_press(Message::ShowTab(tab)),
        );
    }
    let theme_label = match mode {
        theme::Mode::Light => tr!("gui-theme-dark"),
        theme::Mode::Dark => tr!("gui-theme-light"),
    };
    let files = row![file_button(tr!("gui-new"), Message::New), file_button(tr!("gui-open"), Message::Open),]
        .spacing(6)
        .align_y(Alignment::Center)
        .extend(recent_menu(recent))
        .push(file_button(tr!("gui-save"), Message::Save))
        .push(file_button(tr!("gui-save-as"), Message::SaveAs))
        .push(
            button(text(theme_label).size(theme::TEXT))
                .padding([5, 10])
                .style(button::text)
                .on_press(Message::ToggleTheme),
        );
    let history = row![
        history_button(tr!("gui-undo"), undo.map(|a| tr!("gui-undo-hint", action = a)), Message::Undo),
        history_button(tr!("gui-redo"), redo.map(|a| tr!("gui-redo-hint", action = a)), Message::Redo),
    ]
    .spacing(4);
    // The sign first: a long event name is cut, the sign never is.
    let title = row![]
        .push(crate::gui::fide_mode::badge(fide_mode))
        .push(
            container(text(event_name).size(theme::HEADING).wrapping(text::Wrapping::None))
                .width(Length::Fill)
                .clip(true),
        )
        .spacing(8)
        .align_y(Alignment::Center);
    container(
        column![
            row![title, files].spacing(12).align_y(Alignment::Center),
            row![tabs.width(Length::Fill).wrap().vertical_spacing(4), history]
                .spacing(8)
                .align_y(Alignment::Center),
        ]
        .spacing(6),
    )
    .padding([8, 12])
    .width(Length::Fill)
    .style(theme::bar)
    .into()
}

/// "Recent files": a menu of the recent files, or nothing when there are none.
fn recent_menu<'a>(files: Vec<RecentFile>) -> Option<Element<'a, Message>> {
    if files.is_empty() {
        return None;
    }
    Some(
        pick_list(files, None::<RecentFile>, |file| Message::OpenRecent(file.path))
            .placeholder(tr!("gui-recent-files"))
            .text_size(theme::TEXT)
            .padding([5, 10])
            .width(Length::Fixed(200.0))
            .style(theme::menu)
            .into(),
    )
}

/// The notice line: the text and "Close"; with `repair`, the offer to
/// re-pair that round (after a late entry).
pub fn notice_bar(notice: &Notice, repair: Option<u32>) -> Element<'_, Message> {
    let mut line = row![text(notice.text.as_str()).size(theme::TEXT).width(Length::Fill)]
        .spacing(8)
        .align_y(Alignment::Center);
    if let Some(round) = repair {
        line = line.push(
            button(text(tr!("gui-repair", round = round)).size(theme::TEXT).wrapping(text::Wrapping::None))
                .style(button::primary)
                .on_press(Message::Repair(round)),
        );
    }
    line = line.push(
        button(text(tr!("gui-dismiss")).size(theme::SMALL))
            .padding([2, 8])
            .style(button::text)
            .on_press(Message::DismissNotice),
    );
    container(line).padding([6, 10]).width(Length::Fill).style(theme::notice(notice.is_error)).into()
}

/// "Save the unsaved changes?" before `action` drops the tournament named
/// `name`: Save, Discard changes, Cancel.
pub fn unsaved_question(name: &str, action: &Pending, form_edited: bool) -> Element<'static, Message> {
    let mut question = match action {
        Pending::New => tr!("gui-unsaved-before-new", name = name),
        Pending::Open | Pending::OpenPath(_) => tr!("gui-unsaved-before-open", name = name),
        Pending::Quit => tr!("gui-unsaved-before-quit", name = name),
    };
    if form_edited {
        question = format!("{question}\n{}", tr!("gui-unsaved-form"));
    }
    let answer = |label: String,
                  style: fn(&iced::Theme, button::Status) -> button::Style,
                  answer: Unsaved| {
        button(text(label).size(theme::TEXT)).padding([6, 14]).style(style).on_press(Message::Unsaved(answer))
    };
    column![
        text(tr!("gui-unsaved-title")).size(theme::HEADING),
        text(question).size(theme::TEXT),
        widgets::dialog_actions_row(
            [
                answer(tr!("gui-unsaved-save"), button::primary, Unsaved::Save).into(),
                answer(tr!("gui-discard"), button::danger, Unsaved::Discard).into(),
            ],
            Message::Unsaved(Unsaved::Cancel),
        ),
    ]
    .spacing(14)
    .into()
}

/// The status bar: file state on the left, a summary on the right.
pub fn status_bar<'a>(left: String, right: String) -> Element<'a, Message> {
    container(
        row![
            // A long path is cut at the summary rather than pushing it out.
            container(text(left).size(theme::SMALL).wrapping(text::Wrapping::None))
                .width(Length::Fill)
                .clip(true),
            text(right).size(theme::SMALL).wrapping(text::Wrapping::None),
        ]
        .spacing(12)
        .align_y(Alignment::Center),
    )
    .padding([4, 12])
    .width(Length::Fill)
    .style(theme::bar)
    .into()
}
