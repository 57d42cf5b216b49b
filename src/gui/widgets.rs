//! What the screens share: a titled card, a dialog over a dimmed page, the
//! words for a kind of bye. Nothing here imports the app or a screen, so
//! any screen may use it without tying itself to another.

use super::theme;
use crate::model::ByeKind;
use crate::tr;
use iced::widget::{button, center, column, container, opaque, row, space, stack, text};
use iced::{Alignment, Element, Length};

/// A titled card.
pub fn card<'a, M: 'a>(title: String, content: Element<'a, M>) -> Element<'a, M> {
    container(column![text(title).size(theme::HEADING), space().height(4), content].spacing(6))
        .padding(theme::PAD)
        .width(Length::Fill)
        .style(theme::card)
        .into()
}

/// `dialog` in a card over `base`, which is dimmed and takes no clicks.
pub fn modal<'a, M: 'a>(base: Element<'a, M>, dialog: Element<'a, M>, width: f32) -> Element<'a, M> {
    let card = container(dialog).padding(20).width(Length::Fixed(width)).style(theme::dialog);
    stack![base, opaque(center(opaque(card)).style(theme::backdrop))].into()
}

/// Words for a kind of bye.
pub fn bye_label(kind: ByeKind) -> String {
    match kind {
        ByeKind::PairingAllocated => tr!("gui-bye-pab"),
        ByeKind::FullPoint => tr!("gui-bye-full"),
        ByeKind::HalfPoint => tr!("gui-bye-half"),
        ByeKind::ZeroPoint => tr!("gui-bye-zero"),
    }
}

/// A dialog's last row: its confirming button on the left, "Cancel" on the
/// right (sending `cancel`), as every dialog of the desk lays them out.
pub fn dialog_actions<'a, M: Clone + 'a>(confirm: Element<'a, M>, cancel: M) -> Element<'a, M> {
    dialog_actions_row([confirm], cancel)
}

/// [`dialog_actions`] with several controls on the left (or none), in the
/// order given. When they are too wide for the dialog (a long language at
/// 1024×600) they wrap onto a second line and Cancel stays on the right.
pub fn dialog_actions_row<'a, M: Clone + 'a>(
    confirms: impl IntoIterator<Item = Element<'a, M>>,
    cancel: M,
) -> Element<'a, M> {
    row![
        // Fill: the wrapping row takes what Cancel leaves (a Fill space
        // inside a wrapping row would push Cancel onto a line of its own).
        row(confirms).spacing(8).align_y(Alignment::Center).width(Length::Fill).wrap().vertical_spacing(6),
        button(text(tr!("gui-cancel")).size(theme::TEXT))
            .padding([6, 14])
            .style(theme::tool_button)
            .on_press(cancel),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}
