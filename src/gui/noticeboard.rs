//! The noticeboard card: which network to serve on, start and stop, the
//! address with its QR code while it runs, and the website export. The
//! server itself is [`crate::noticeboard`]; this card only starts and stops
//! it, and the app hands it the document after every change
//! ([`State::publish`]). While it runs the status bar says so on every view.

use super::theme;
use super::widgets::card;
use crate::model::Tournament;
use crate::noticeboard::{self, Interface, Noticeboard, ServeOptions};
use crate::tr;
use iced::widget::{button, column, pick_list, qr_code, row, scrollable, text, text_input};
use iced::{Alignment, Color, Element, Length};
use std::fmt;
use std::net::{IpAddr, Ipv4Addr};
use std::path::{Path, PathBuf};

/// The card's scrolled page.
pub const PAGE: &str = "noticeboard-page";

/// The widget id of the port field.
pub const PORT_INPUT: &str = "noticeboard-port";

/// A network to serve on, as the pick list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Network(pub Interface);

impl fmt::Display for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.ip.is_loopback() {
            write!(f, "{} ({})", tr!("gui-nb-this-computer"), self.0.ip)
        } else {
            write!(f, "{} ({})", self.0.ip, self.0.name)
        }
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    Network(Network),
    Port(String),
    /// Look at the computer's networks again (a Wi-Fi joined since).
    Refresh,
    Start,
    Stop,
    ExportSite,
    /// The website export's answer: the folder written, or the error.
    Exported(Result<String, String>),
}

/// What the app must do for the card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    Info(String),
    Error(String),
    /// Write the website into this folder (off the UI thread: [`export_job`]).
    ExportSite(PathBuf),
}

pub struct State {
    networks: Vec<Network>,
    chosen: Option<Network>,
    port: String,
    running: Option<Running>,
}

struct Running {
    board: Noticeboard,
    qr: Option<qr_code::Data>,
}

impl Default for State {
    fn default() -> Self {
        State::new()
    }
}

impl State {
    pub fn new() -> State {
        let mut state = State {
            networks: Vec::new(),
            chosen: None,
            port: noticeboard::DEFAULT_PORT.to_string(),
            running: None,
        };
        state.refresh_networks();
        state
    }

    fn refresh_networks(&mut self) {
        let mut networks: Vec<Network> = noticeboard::interfaces().into_iter().map(Network).collect();
        if !networks.iter().any(|n| n.0.ip.is_loopback()) {
            networks.push(Network(Interface { name: "lo".into(), ip: IpAddr::V4(Ipv4Addr::LOCALHOST) }));
        }
        // Keep the arbiter's choice while it is still there; else the first
        // network a phone can reach (the list puts loopback last). Never
        // every interface at once: that is not offered.
        if !self.chosen.as_ref().is_some_and(|c| networks.contains(c)) {
            self.chosen = networks.first().cloned();
        }
        self.networks = networks;
    }

    /// The address players open, while the noticeboard runs.
    pub fn url(&self) -> Option<&str> {
        self.running.as_ref().map(|r| r.board.url())
    }

    /// The status bar's notice while it runs.
    pub fn notice(&self) -> Option<String> {
        self.url().map(|url| tr!("gui-nb-notice", url = url))
    }

    /// Hands the noticeboard the document as it now is (after every change);
    /// only its published part is shown, and the pages change only when that does.
    pub fn publish(&self, t: &Tournament) {
        if let Some(running) = &self.running {
            running.board.publish(t);
        }
    }

    /// Stops the noticeboard (when the app closes, or from the card).
    pub fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.board.stop();
        }
    }

    pub fn update(&mut self, message: Message, t: &Tournament, file: Option<&Path>) -> Option<Event> {
        match message {
            Message::Network(network) => self.chosen = Some(network),
            Message::Port(port) => self.port = port.chars().filter(char::is_ascii_digit).take(5).collect(),
            Message::Refresh => self.refresh_networks(),
            Message::Start => return Some(self.start(t)),
            Message::Stop => {
                self.stop();
                return Some(Event::Info(tr!("gui-nb-stopped")));
            }
            Message::ExportSite => return Some(Event::ExportSite(website_folder(t, file))),
            Message::Exported(Ok(folder)) => {
                return Some(Event::Info(tr!("gui-nb-exported", folder = folder)));
            }
            Message::Exported(Err(error)) => return Some(Event::Error(error)),
        }
        None
    }

    fn start(&mut self, t: &Tournament) -> Event {
        let Some(ip) = self.chosen.as_ref().map(|n| n.0.ip) else {
            return Event::Error(tr!("gui-nb-no-network"));
        };
        let Some(port) = self.port.parse::<u16>().ok().filter(|&p| p > 0) else {
            return Event::Error(tr!("gui-nb-bad-port"));
        };
        self.stop();
        let options = ServeOptions { bind: ip, port, ..ServeOptions::default() };
        match Noticeboard::start(&options, t) {
            Ok(board) => {
                let qr = qr_code::Data::new(board.url()).ok();
                let url = board.url().to_owned();
                self.running = Some(Running { board, qr });
                Event::Info(tr!("gui-nb-started", url = url))
            }
            Err(e) => Event::Error(e.to_string()),
        }
    }

    pub fn view(&self) -> Element<'_, Message> {
        let mut content =
            column![text(tr!("gui-nb-explain")).size(theme::SMALL).style(text::secondary)].spacing(10);
        match &self.running {
            None => {
                let network = pick_list(self.networks.clone(), self.chosen.clone(), Message::Network)
                    .text_size(theme::TEXT)
                    .width(Length::Fill)
                    .style(theme::menu);
                let refresh = button(text(tr!("gui-nb-refresh")).size(theme::SMALL))
                    .style(theme::tool_button)
                    .on_press(Message::Refresh);
                let port = text_input("8080", &self.port)
                    .id(PORT_INPUT)
                    .on_input(Message::Port)
                    .on_submit(Message::Start)
                    .size(theme::TEXT)
                    .padding(6)
                    .width(Length::Fixed(90.0));
                content = content
                    .push(text(tr!("gui-nb-network")).size(theme::TEXT))
                    .push(row![network, refresh].spacing(8).align_y(Alignment::Center))
                    .push(
                        row![text(tr!("gui-nb-port")).size(theme::TEXT), port]
                            .spacing(8)
                            .align_y(Alignment::Center),
                    )
                    .push(
                        button(text(tr!("gui-nb-start")).size(theme::TEXT))
                            .style(button::primary)
                            .padding([6, 14])
                            .on_press(Message::Start),
                    )
                    .push(text(tr!("gui-nb-off")).size(theme::SMALL).style(text::secondary));
            }
            Some(running) => {
                let url = running.board.url();
                let stats = running.board.stats();
                let mut facts = column![
                    text(tr!("gui-nb-running")).size(theme::TEXT).style(text::success),
                    text(url).size(theme::HEADING),
                    text(tr!("gui-nb-served", requests = stats.requests, open = stats.open_connections))
                        .size(theme::SMALL)
                        .style(text::secondary),
                    button(text(tr!("gui-nb-stop")).size(theme::TEXT))
                        .style(button::danger)
                        .padding([6, 14])
                        .on_press(Message::Stop),
                ]
                .spacing(8);
                if let Some(error) = running.board.last_error() {
                    facts = facts.push(text(error).size(theme::SMALL).style(text::danger));
                }
                let mut line = row![].spacing(16).align_y(Alignment::Center);
                if let Some(qr) = &running.qr {
                    // Black on white whatever the theme: phones read it best.
                    line = line.push(
                        qr_code(qr)
                            .cell_size(4)
                            .style(|_| qr_code::Style { cell: Color::BLACK, background: Color::WHITE }),
                    );
                }
                content = content.push(line.push(facts));
            }
        }
        content = content.push(
            row![
                button(text(tr!("gui-nb-export")).size(theme::TEXT))
                    .style(theme::tool_button)
                    .padding([6, 14])
                    .on_press(Message::ExportSite),
                text(tr!("gui-nb-export-help")).size(theme::SMALL).style(text::secondary).width(Length::Fill),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
        scrollable(card(tr!("gui-nb-title"), content.into())).id(PAGE).height(Length::Fill).into()
    }
}

/// Where the website goes: beside the tournament file, named after it
/// (`open.swissdesk.ron` → `open-website/`); for a document without a
/// file, in the current folder, named after the event.
pub fn website_folder(t: &Tournament, file: Option<&Path>) -> PathBuf {
    let stem = |name: &str| -> String {
        let cleaned: String =
            name.chars().map(|c| if c.is_alphanumeric() || c == '-' { c } else { '_' }).collect();
        let cleaned = cleaned.trim_matches('_').to_owned();
        if cleaned.is_empty() { "tournament".to_owned() } else { cleaned }
    };
    match file {
        Some(path) => {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let base = name.split('.').next().unwrap_or_default();
            path.with_file_name(format!("{}-website", stem(base)))
        }
        None => PathBuf::from(format!("{}-website", stem(&t.event.name))),
    }
}

/// Writes the website (off the UI thread).
pub fn export_job(t: Tournament, folder: PathBuf) -> Message {
    let result = noticeboard::export_site(&t, &folder)
        .map(|_| folder.join("index.html").display().to_string())
        .map_err(|e| e.to_string());
    Message::Exported(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_website_goes_beside_the_tournament_file() {
        let t = Tournament::new("Venue Open 2026");
        assert_eq!(
            website_folder(&t, Some(Path::new("/events/open.swissdesk.ron"))),
            PathBuf::from("/events/open-website")
        );
        assert_eq!(website_folder(&t, None), PathBuf::from("Venue_Open_2026-website"));
    }

    #[test]
    fn the_card_never_offers_every_interface_at_once() {
        let state = State::new();
        assert!(state.networks.iter().all(|n| !n.0.ip.is_unspecified()));
        assert!(state.networks.iter().any(|n| n.0.ip.is_loopback()), "this computer only is always offered");
        assert!(state.chosen.is_some());
    }
}
