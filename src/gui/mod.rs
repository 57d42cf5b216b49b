//! The desktop app (iced 0.14, Elm architecture).
//!
//! Architecture invariant: the GUI holds no rule of chess or of FIDE. Every
//! change to the tournament is a [`Command`](crate::commands::Command) run by
//! [`commands::apply`](crate::commands::apply); pairing is
//! [`commands::pair_next_round`](crate::commands::pair_next_round).
//!
//! * [`app`]: the state, messages, update and view of the window, and its
//!   frame (`app::chrome`: tool bar, notices, status bar, dialogs on top).
//! * one module per screen: [`tournament`], [`players`], [`round`],
//!   [`standings`], [`audit`], [`settings`], and a team competition's
//!   [`teams`] (rosters, line-ups), [`team_round`] (matches and boards in
//!   the rounds view), [`team_standings`]; the rounds view's
//!   [`editor`] (pairing overrides, of players or of a team round's matches) and [`explain`] panel.
//! * [`widgets`]: what the screens share (card, modal dialog, bye words);
//!   [`tasks`]: scrolling;
//!   [`absences`]: the question about absent players before pairing;
//!   [`native_dialog`]: the system's file dialog and whether there is one;
//!   [`chooser`]: Swissdesk's own file chooser;
//!   [`export`]: the print/export menus; [`jobs`]: work off the UI thread
//!   (each job answers with its screen's message; the app maps it to its own);
//!   [`noticeboard`]: starts and stops the venue noticeboard (`crate::noticeboard`).
//! * [`list`]: long tables with sticky headers, of which only the rows in
//!   view are built; [`derived`]: what the views show computed once per change.
//! * [`theme`]: colours, sizes, styles.

pub mod absences;
pub mod app;
pub mod audit;
pub mod baku;
pub mod chooser;
pub mod derived;
pub mod editor;
pub mod explain;
pub mod export;
pub mod fide_mode;
pub mod fide_search;
pub mod jobs;
pub mod list;
pub mod native_dialog;
pub mod noticeboard;
pub mod players;
pub mod rating_card;
pub mod round;
pub mod schedule;
pub mod settings;
pub mod standings;
pub mod tasks;
pub mod team_round;
pub mod team_standings;
pub mod teams;
pub mod theme;
pub mod tournament;
pub mod widgets;
pub mod withdraw;

pub use app::{App, Message, Options, Tab};

use std::path::PathBuf;
use std::process::ExitCode;

/// The smallest window every view is laid out for (tests/gui/languages/gui_layout.rs).
pub const MIN_WIDTH: f32 = 1024.0;
pub const MIN_HEIGHT: f32 = 600.0;

/// The window's font: the bundled DejaVu Sans, so that words take the same
/// room on every system as in the layout test.
pub const FONT: iced::Font = iced::Font::with_name("DejaVu Sans");

/// Opens the window: `file` if given, else the last tournament from the
/// settings, else the bundled sample.
pub fn run(file: Option<PathBuf>) -> ExitCode {
    if !display_available() {
        // winit would panic with a backtrace; say it in words instead.
        eprintln!("swissdesk: {}", crate::tr!("gui-error-no-display"));
        return ExitCode::FAILURE;
    }
    let options = Options::desktop(file);
    let window = iced::window::Settings {
        size: iced::Size::new(1120.0, 760.0),
        // The smallest venue laptops; every view is laid out to fit it.
        min_size: Some(iced::Size::new(MIN_WIDTH, MIN_HEIGHT)),
        icon: window_icon(),
        platform_specific: platform_specific(),
        // The close button asks the app, which asks about unsaved changes.
        exit_on_close_request: false,
        ..iced::window::Settings::default()
    };
    let result = iced::application(move || App::new(options.clone()), App::update, App::view)
        .title(App::title)
        .subscription(App::subscription)
        .theme(App::theme)
        .font(crate::export::REGULAR_TTF)
        .font(crate::export::BOLD_TTF)
        .default_font(FONT)
        .window(window)
        .run();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("swissdesk: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The icon of the window and the task bar, from the bundled 64×64 PNG.
/// The file is part of the binary, so it only fails in a broken build; the
/// window then has the system's default icon rather than no window at all.
pub fn window_icon() -> Option<iced::window::Icon> {
    static ICON_PNG: &[u8] =
        include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/icons/swissdesk-64.png"));
    let mut decoder = png::Decoder::new(std::io::Cursor::new(ICON_PNG));
    // Whatever the file's format, RGBA with 8 bits per channel.
    decoder.set_transformations(png::Transformations::normalize_to_color8() | png::Transformations::ALPHA);
    let mut reader = decoder.read_info().ok()?;
    let mut rgba = vec![0; reader.output_buffer_size()?];
    let frame = reader.next_frame(&mut rgba).ok()?;
    if frame.color_type != png::ColorType::Rgba {
        return None;
    }
    rgba.truncate(frame.buffer_size());
    iced::window::icon::from_rgba(rgba, frame.width, frame.height).ok()
}

/// On Linux the Wayland app id (X11: the class) ties the window to
/// `swissdesk.desktop`, so the desktop shows its icon and name.
#[cfg(target_os = "linux")]
fn platform_specific() -> iced::window::settings::PlatformSpecific {
    iced::window::settings::PlatformSpecific { application_id: "swissdesk".into(), ..Default::default() }
}

#[cfg(not(target_os = "linux"))]
fn platform_specific() -> iced::window::settings::PlatformSpecific {
    iced::window::settings::PlatformSpecific::default()
}

/// Whether there is a display to open a window on. On Linux and the BSDs
/// that needs an X11 or Wayland display in the environment.
fn display_available() -> bool {
    if cfg!(all(unix, not(target_os = "macos"), not(target_os = "ios"), not(target_os = "android"))) {
        ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
            .iter()
            .any(|var| std::env::var_os(var).is_some_and(|v| !v.is_empty()))
    } else {
        true
    }
}
