//! The window's frame around the screens: the tool bar (file actions,
//! tabs, theme), the notice line, the status bar, and the dialogs shown on
//! top (the unsaved-changes question, the file chooser).

use super::{Message, Notice, Pending, Tab, Unsaved};
use crate::gui::{theme, widgets};
use crate::tr;
use iced::widget::{button, column, container, mouse_area, opaque, row, rule, stack, text, tooltip};
use iced::{Alignment, Element, Length, Padding};
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
    /// The File menu is open (its button shows it pressed).
    pub file_menu: bool,
}

/// A recent file as the File menu lists it: the event's name
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

/// The tool bar's padding above its first row.
const BAR_PAD_Y: f32 = 8.0;
/// The padding of a tool bar button's label, above and below.
const BUTTON_PAD_Y: f32 = 5.0;
/// Where the File menu drops down: under the tool bar's first row, whose
/// height is a button's (its label's line and padding; the event's name
/// and the FIDE sign are lower).
const FILE_MENU_TOP: f32 = BAR_PAD_Y + theme::TEXT * 1.3 + 2.0 * BUTTON_PAD_Y + 3.0;
/// The File menu's width: room for "Save as…" with its shortcut in every
/// language and for an event's name in the recent files.
const FILE_MENU_WIDTH: f32 = 380.0;

/// On top: the File menu, the FIDE sign and the event's name, Save, and
/// the theme switch; below: the tabs and Undo / Redo. The file actions and
/// the recent files are in the File menu, so the event's name has the room
/// of the row in every language at 1024×600 (with the buttons in a row, it
/// was cut to "Sw" in Russian). The tabs wrap when a language's words need
/// more than the window's width, so no tab is ever cut off or pushed out.
pub fn tool_bar(bar: ToolBar<'_>) -> Element<'_, Message> {
    let ToolBar { event_name, active, team_event, fide_mode, mode, undo, redo, file_menu } = bar;
    let with_hint = |button: Element<'static, Message>, hint: String| -> Element<'static, Message> {
        tooltip(
            button,
            container(text(hint).size(theme::SMALL)).padding(6).style(container::rounded_box),
            tooltip::Position::Bottom,
        )
        .into()
    };
    let history_button =
        |label: String, hint: Option<String>, message: Message| -> Element<'static, Message> {
            let enabled = hint.is_some();
            let button = button(text(label).size(theme::TEXT))
                .padding([BUTTON_PAD_Y, 10.0])
                .style(theme::tool_button)
                .on_press_maybe(enabled.then_some(message));
            match hint {
                Some(hint) => with_hint(button.into(), hint),
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
    // The switch shows the theme it turns to: a moon for dark, a sun for
    // light; its tooltip says it in words.
    let (theme_icon, theme_hint) = match mode {
        theme::Mode::Light => ("\u{263E}", tr!("gui-theme-dark")),
        theme::Mode::Dark => ("\u{2600}", tr!("gui-theme-light")),
    };
    let theme_switch = button(text(theme_icon).size(theme::HEADING).line_height(1.0))
        .padding([BUTTON_PAD_Y, 10.0])
        .style(button::text)
        .on_press(Message::ToggleTheme);
    let menu_button = button(text(format!("{} \u{25BE}", tr!("gui-file-menu"))).size(theme::TEXT))
        .padding([BUTTON_PAD_Y, 10.0])
        .style(theme::tool_button)
        .on_press(Message::FileMenu(!file_menu));
    let save = button(text(tr!("gui-save")).size(theme::TEXT))
        .padding([BUTTON_PAD_Y, 10.0])
        .style(theme::tool_button)
        .on_press(Message::Save);
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
        .align_y(Alignment::Center)
        .width(Length::Fill);
    container(
        column![
            row![menu_button, title, save, with_hint(theme_switch.into(), theme_hint)]
                .spacing(12)
                .align_y(Alignment::Center),
            row![tabs.width(Length::Fill).wrap().vertical_spacing(4), history]
                .spacing(8)
                .align_y(Alignment::Center),
        ]
        .spacing(6),
    )
    .padding([BAR_PAD_Y, 12.0])
    .width(Length::Fill)
    .style(theme::bar)
    .into()
}

/// The File menu dropped down over `page` from its button: New, Open…,
/// Save, Save as… with their shortcuts, then the recent files. A click
/// beside it closes it (and does nothing else), as does Escape.
pub fn file_menu<'a>(page: Element<'a, Message>, recent: Vec<RecentFile>) -> Element<'a, Message> {
    let ctrl = tr!("gui-key-ctrl");
    let item = |label: String, shortcut: String, message: Message| {
        button(
            row![
                text(label).size(theme::TEXT).width(Length::Fill),
                text(shortcut).size(theme::SMALL).style(text::secondary),
            ]
            .spacing(16)
            .align_y(Alignment::Center),
        )
        .padding([6, 12])
        .width(Length::Fill)
        .style(theme::menu_item)
        .on_press(message)
    };
    let mut items = column![
        item(tr!("gui-new"), format!("{ctrl}+N"), Message::New),
        item(tr!("gui-open"), format!("{ctrl}+O"), Message::Open),
        item(tr!("gui-save"), format!("{ctrl}+S"), Message::Save),
        item(tr!("gui-save-as"), format!("{ctrl}+Shift+S"), Message::SaveAs),
    ]
    .spacing(2);
    if !recent.is_empty() {
        items = items.push(container(rule::horizontal(1)).padding([4, 0])).push(
            container(text(tr!("gui-recent-files")).size(theme::SMALL).style(text::secondary))
                .padding([2, 12]),
        );
        for file in recent {
            let label = file.to_string();
            items = items.push(item(label, String::new(), Message::OpenRecent(file.path)));
        }
    }
    let menu = container(items).padding(4).width(Length::Fixed(FILE_MENU_WIDTH)).style(theme::dialog);
    let layer = mouse_area(
        container(opaque(menu))
            .padding(Padding { top: FILE_MENU_TOP, left: 12.0, ..Padding::ZERO })
            .width(Length::Fill)
            .height(Length::Fill),
    )
    .on_press(Message::FileMenu(false));
    stack![page, opaque(layer)].into()
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

/// The status bar: the file and its state (the file's whole path in a
/// tooltip), the noticeboard's address while it runs, and a summary of the
/// event, one after the other. When a language's words need more than the
/// window's width, the line wraps rather than cutting one off (at 1024×600
/// in Russian, "saved automatically" was cut to "saved automatic").
pub fn status_bar<'a>(
    file: String,
    path: Option<&std::path::Path>,
    noticeboard: Option<String>,
    summary: String,
) -> Element<'a, Message> {
    let part = |words: String| text(words).size(theme::SMALL).wrapping(text::Wrapping::None);
    let file: Element<'a, Message> = match path {
        Some(path) => tooltip(
            part(file),
            container(text(path.display().to_string()).size(theme::SMALL))
                .padding(6)
                .style(container::rounded_box),
            tooltip::Position::Top,
        )
        .into(),
        None => part(file).into(),
    };
    container(
        row![file]
            .push(noticeboard.map(part))
            .push(part(summary))
            .spacing(24)
            .align_y(Alignment::Center)
            .width(Length::Fill)
            .wrap()
            .vertical_spacing(2),
    )
    .padding([4, 12])
    .width(Length::Fill)
    .style(theme::bar)
    .into()
}
