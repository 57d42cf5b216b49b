//! The desktop app (iced 0.14, Elm architecture).
//!
//! Architecture invariant: the GUI holds no rule of chess or of FIDE. Every
//! change to the tournament is a [`Command`](crate::commands::Command) run by
//! [`commands::apply`](crate::commands::apply); pairing is
//! [`commands::pair_next_round`](crate::commands::pair_next_round).
//!
//! * [`app`]: the state, messages, update and view of the window.
//! * one module per screen: [`tournament`], [`players`], [`round`],
//!   [`standings`], [`audit`], [`settings`]; the rounds view's
//!   [`editor`] (pairing overrides) and [`explain`] panel.
//! * [`chrome`]: tool bar, notices, status bar; [`tasks`]: file dialogs, scrolling;
//!   [`export`]: the print/export menus; [`jobs`]: work off the UI thread.
//! * [`theme`]: colours, sizes, styles.

pub mod app;
pub mod audit;
pub mod chrome;
pub mod editor;
pub mod explain;
pub mod export;
pub mod jobs;
pub mod players;
pub mod round;
pub mod settings;
pub mod standings;
pub mod tasks;
pub mod theme;
pub mod tournament;

pub use app::{App, Message, Options, Tab};

use std::path::PathBuf;
use std::process::ExitCode;

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
        min_size: Some(iced::Size::new(1024.0, 700.0)),
        ..iced::window::Settings::default()
    };
    let result = iced::application(move || App::new(options.clone()), App::update, App::view)
        .title(App::title)
        .subscription(App::subscription)
        .theme(App::theme)
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
