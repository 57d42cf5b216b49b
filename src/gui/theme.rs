//! Colours, sizes and widget styles of the desktop app: a light and a dark
//! theme built on iced's palettes, and the few custom styles the screens use
//! (tool bar, cards, tabs, the highlighted board, notices).

use iced::widget::{button, container};
use iced::{Background, Border, Color, Theme, color};

/// Body text.
pub const TEXT: f32 = 15.0;
/// Secondary text (help lines, status bar).
pub const SMALL: f32 = 13.0;
/// Section headings.
pub const HEADING: f32 = 19.0;
/// Space between blocks.
pub const GAP: f32 = 12.0;
/// Inner padding of cards and bars.
pub const PAD: f32 = 12.0;

/// Which of the two themes is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Light,
    Dark,
}

impl Mode {
    pub fn toggled(self) -> Mode {
        match self {
            Mode::Light => Mode::Dark,
            Mode::Dark => Mode::Light,
        }
    }

    pub fn theme(self) -> Theme {
        match self {
            Mode::Light => light(),
            Mode::Dark => dark(),
        }
    }
}

/// A quiet light theme: off-white background, blue accents.
pub fn light() -> Theme {
    Theme::custom(
        "Swissdesk light",
        iced::theme::Palette {
            background: color!(0xf6f7f9),
            text: color!(0x1f2328),
            primary: color!(0x2f5fb3),
            success: color!(0x1a7f37),
            warning: color!(0x9a6700),
            danger: color!(0xc0392b),
        },
    )
}

/// The dark counterpart.
pub fn dark() -> Theme {
    Theme::custom(
        "Swissdesk dark",
        iced::theme::Palette {
            background: color!(0x1d2025),
            text: color!(0xe3e5e8),
            primary: color!(0x5b8def),
            success: color!(0x3fb950),
            warning: color!(0xd29922),
            danger: color!(0xf0625d),
        },
    )
}

/// The tool bar and the status bar.
pub fn bar(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(Background::Color(palette.background.weak.color)),
        text_color: Some(palette.background.weak.text),
        ..container::Style::default()
    }
}

/// A framed block of content.
pub fn card(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    let surface = if palette.is_dark { palette.background.weaker.color } else { Color::WHITE };
    container::Style {
        background: Some(Background::Color(surface)),
        border: Border::default().rounded(6).width(1).color(palette.background.strong.color),
        ..container::Style::default()
    }
}

/// A notice: an error (danger colours) or information (primary colours).
pub fn notice(is_error: bool) -> impl Fn(&Theme) -> container::Style {
    move |theme: &Theme| {
        let palette = theme.extended_palette();
        let pair = if is_error { palette.danger.weak } else { palette.primary.weak };
        container::Style {
            background: Some(Background::Color(pair.color)),
            text_color: Some(pair.text),
            border: Border::default().rounded(4),
            ..container::Style::default()
        }
    }
}

/// A small sign in the tool bar: FIDE mode on (success colours) or left
/// (warning colours).
pub fn badge(on: bool) -> impl Fn(&Theme) -> container::Style {
    move |theme: &Theme| {
        let palette = theme.extended_palette();
        let pair = if on { palette.success.strong } else { palette.warning.strong };
        container::Style {
            background: Some(Background::Color(pair.color)),
            text_color: Some(pair.text),
            border: Border::default().rounded(4),
            ..container::Style::default()
        }
    }
}

/// A tab of the tool bar; the active one stands out.
pub fn tab(active: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme: &Theme, status: button::Status| {
        if active {
            return button::primary(theme, status);
        }
        let palette = theme.extended_palette();
        let background = match status {
            button::Status::Hovered | button::Status::Pressed => Some(palette.background.strong.color),
            _ => None,
        };
        button::Style {
            background: background.map(Background::Color),
            text_color: palette.background.weak.text,
            border: Border::default().rounded(4),
            ..button::Style::default()
        }
    }
}

/// A row of a list (boards of a round): the selected one is highlighted,
/// the others alternate faintly.
pub fn list_row(selected: bool, odd: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme: &Theme, status: button::Status| {
        let palette = theme.extended_palette();
        let (background, text) = if selected {
            (palette.primary.weak.color, palette.primary.weak.text)
        } else if matches!(status, button::Status::Hovered) {
            (palette.background.weak.color, palette.background.weak.text)
        } else if odd {
            (palette.background.weakest.color, palette.background.weakest.text)
        } else {
            (Color::TRANSPARENT, palette.background.base.text)
        };
        button::Style {
            background: Some(Background::Color(background)),
            text_color: text,
            border: if selected {
                Border::default().rounded(4).width(2).color(palette.primary.base.color)
            } else {
                Border::default().rounded(4)
            },
            ..button::Style::default()
        }
    }
}

/// A clickable column header of a table.
pub fn header_button(theme: &Theme, status: button::Status) -> button::Style {
    let palette = theme.extended_palette();
    let text_color = match status {
        button::Status::Hovered | button::Status::Pressed => palette.primary.base.color,
        _ => palette.background.base.text,
    };
    button::Style { text_color, background: None, ..button::Style::default() }
}

/// A plain framed button on the base background (tool bar, row actions).
pub fn tool_button(theme: &Theme, status: button::Status) -> button::Style {
    let palette = theme.extended_palette();
    let surface = if palette.is_dark { palette.background.weaker } else { palette.background.base };
    let (background, border) = match status {
        button::Status::Hovered => (palette.background.weak.color, palette.primary.base.color),
        button::Status::Pressed => (palette.background.strong.color, palette.primary.base.color),
        button::Status::Active | button::Status::Disabled => (surface.color, palette.background.strong.color),
    };
    let text_color =
        if matches!(status, button::Status::Disabled) { surface.text.scale_alpha(0.5) } else { surface.text };
    button::Style {
        background: Some(Background::Color(background)),
        text_color,
        border: Border::default().rounded(4).width(1).color(border),
        ..button::Style::default()
    }
}

/// An entry of a drop-down menu (the tool bar's File menu): flat, the
/// entry under the pointer highlighted.
pub fn menu_item(theme: &Theme, status: button::Status) -> button::Style {
    let palette = theme.extended_palette();
    let (background, text_color) = match status {
        button::Status::Hovered | button::Status::Pressed => {
            (Some(Background::Color(palette.primary.weak.color)), palette.primary.weak.text)
        }
        button::Status::Active => (None, palette.background.base.text),
        button::Status::Disabled => (None, palette.background.base.text.scale_alpha(0.5)),
    };
    button::Style { background, text_color, border: Border::default().rounded(4), ..button::Style::default() }
}

/// A board of the override editor: the one it was opened from stands out,
/// one with a player named by an absolute finding is marked in danger colours.
pub fn edit_row(focus: bool, flagged: bool) -> impl Fn(&Theme) -> container::Style {
    move |theme: &Theme| {
        let palette = theme.extended_palette();
        if flagged {
            return container::Style {
                background: Some(Background::Color(palette.danger.weak.color.scale_alpha(0.35))),
                border: Border::default().rounded(4).width(2).color(palette.danger.base.color),
                ..container::Style::default()
            };
        }
        if focus {
            return container::Style {
                background: Some(Background::Color(palette.primary.weak.color.scale_alpha(0.35))),
                border: Border::default().rounded(4).width(2).color(palette.primary.base.color),
                ..container::Style::default()
            };
        }
        container::Style::default()
    }
}

/// A highlighted line of the explanation (the selected players' bracket and board).
pub fn highlight(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(Background::Color(palette.warning.weak.color.scale_alpha(0.45))),
        border: Border::default().rounded(2),
        ..container::Style::default()
    }
}

/// The scrolled text panel of the explanation and the audit log.
pub fn panel(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(Background::Color(palette.background.weakest.color)),
        border: Border::default().rounded(4).width(1).color(palette.background.strong.color),
        ..container::Style::default()
    }
}

/// The card of a dialog shown on top of the window: a [`card`] with a
/// stronger frame (no shadow: the renderer draws it over the card).
pub fn dialog(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        border: Border::default().rounded(8).width(2).color(palette.primary.base.color),
        ..card(theme)
    }
}

/// The dimmed window behind a dialog.
pub fn backdrop(_theme: &Theme) -> container::Style {
    container::Style {
        background: Some(Background::Color(Color { a: 0.45, ..Color::BLACK })),
        ..container::Style::default()
    }
}

/// A pick list used as a menu ("Print / export", "Recent files"): its
/// placeholder is the menu's name, shown in the text colour like any
/// enabled control (the default greys it like a disabled one).
pub fn menu(theme: &Theme, status: iced::widget::pick_list::Status) -> iced::widget::pick_list::Style {
    let palette = theme.extended_palette();
    let surface = if palette.is_dark { palette.background.weaker } else { palette.background.base };
    let border_color = match status {
        iced::widget::pick_list::Status::Active => palette.background.strong.color,
        _ => palette.primary.base.color,
    };
    iced::widget::pick_list::Style {
        text_color: surface.text,
        placeholder_color: surface.text,
        handle_color: surface.text,
        background: Background::Color(surface.color),
        border: Border::default().rounded(4).width(1).color(border_color),
    }
}

/// A hint (the result keys, why an action is not offered): quieter than
/// body text but not greyed like something disabled.
pub fn hint(theme: &Theme) -> iced::widget::text::Style {
    let palette = theme.extended_palette();
    iced::widget::text::Style { color: Some(palette.background.base.text.scale_alpha(0.85)) }
}

/// A row of a long list: every other one faintly shaded, so the eye keeps
/// the line.
pub fn stripe(odd: bool) -> impl Fn(&Theme) -> container::Style {
    move |theme: &Theme| {
        let palette = theme.extended_palette();
        container::Style {
            background: odd.then_some(Background::Color(palette.background.weakest.color)),
            ..container::Style::default()
        }
    }
}
