//! The window's frame around the screens: the tool bar (file actions,
//! tabs, theme), the notice line and the status bar.

use super::app::{Message, Notice, Tab};
use super::theme;
use crate::tr;
use iced::widget::{button, column, container, row, space, text, tooltip};
use iced::{Alignment, Element, Length};

/// The event name and the file buttons on top; the tabs, and Undo / Redo, below.
/// `undo` and `redo` name the change each would take back or make again
/// (`None`: nothing to undo or redo; the button is then disabled).
pub fn tool_bar(
    event_name: &str,
    active: Tab,
    mode: theme::Mode,
    undo: Option<String>,
    redo: Option<String>,
) -> Element<'_, Message> {
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
    for tab in Tab::ALL {
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
    container(
        column![
            row![
                text(event_name).size(theme::HEADING),
                space::horizontal(),
                file_button(tr!("gui-new"), Message::New),
                file_button(tr!("gui-open"), Message::Open),
                file_button(tr!("gui-save"), Message::Save),
                file_button(tr!("gui-save-as"), Message::SaveAs),
                button(text(theme_label).size(theme::TEXT))
                    .padding([5, 10])
                    .style(button::text)
                    .on_press(Message::ToggleTheme),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
            // Undo and Redo at the right end of the tabs: on a 1024-pixel
            // screen the file row has no room left for them in long languages.
            tabs.push(space::horizontal())
                .push(history_button(
                    tr!("gui-undo"),
                    undo.map(|a| tr!("gui-undo-hint", action = a)),
                    Message::Undo
                ))
                .push(history_button(
                    tr!("gui-redo"),
                    redo.map(|a| tr!("gui-redo-hint", action = a)),
                    Message::Redo
                )),
        ]
        .spacing(8),
    )
    .padding([8, 12])
    .width(Length::Fill)
    .style(theme::bar)
    .into()
}

/// The notice line: the text, and "Close" — or, while the app asks whether
/// to discard unsaved changes (`confirming`), "Discard changes" / "Cancel".
pub fn notice_bar(notice: &Notice, confirming: bool) -> Element<'_, Message> {
    let mut line = row![text(notice.text.as_str()).size(theme::TEXT).width(Length::Fill)]
        .spacing(8)
        .align_y(Alignment::Center);
    if confirming {
        line = line
            .push(
                button(text(tr!("gui-discard")).size(theme::TEXT))
                    .style(button::danger)
                    .on_press(Message::Confirm(true)),
            )
            .push(
                button(text(tr!("gui-cancel")).size(theme::TEXT))
                    .style(theme::tool_button)
                    .on_press(Message::Confirm(false)),
            );
    } else {
        line = line.push(
            button(text(tr!("gui-dismiss")).size(theme::SMALL))
                .padding([2, 8])
                .style(button::text)
                .on_press(Message::DismissNotice),
        );
    }
    container(line).padding([6, 10]).width(Length::Fill).style(theme::notice(notice.is_error)).into()
}

/// The status bar: file state on the left, a summary on the right.
pub fn status_bar<'a>(left: String, right: String) -> Element<'a, Message> {
    container(
        row![text(left).size(theme::SMALL), space::horizontal(), text(right).size(theme::SMALL)]
            .align_y(Alignment::Center),
    )
    .padding([4, 12])
    .width(Length::Fill)
    .style(theme::bar)
    .into()
}
