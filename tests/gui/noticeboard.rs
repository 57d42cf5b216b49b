//! The desk's noticeboard card: started from the settings view on the
//! network picked, its address and QR code shown, the status bar's notice
//! on every view, each change of the document handed to it, stopped.

use iced_test::simulator;
use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};
use swissdesk::gui::app::{self, Message, Options, Tab};
use swissdesk::gui::{App, noticeboard, tournament};
use swissdesk::noticeboard::Interface;
use swissdesk::tr;

fn get(address: SocketAddr, path: &str) -> String {
    let mut stream = TcpStream::connect(address).unwrap_or_else(|e| panic!("{address}: {e}"));
    let request = format!("GET {path} HTTP/1.1\r\nHost: venue\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap_or_else(|e| panic!("{e}"));
    answer
}

fn shows(app: &App, text: &str) -> bool {
    simulator(app.view()).find(text.to_owned()).is_ok()
}

/// A port nothing listens on now.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap_or_else(|e| panic!("{e}"));
    listener.local_addr().map(|a| a.port()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_card_starts_shows_follows_and_stops_the_noticeboard() {
    swissdesk::i18n::set_language("en");
    let (mut app, _) = App::new(Options { sample: Some(app::sample_path()), ..Options::default() });
    let _ = app.update(Message::ShowTab(Tab::Settings));
    assert!(shows(&app, &tr!("gui-nb-start")), "the card offers to start");
    assert!(shows(&app, &tr!("gui-nb-off")));
    assert!(app.noticeboard_screen().url().is_none(), "off until the arbiter starts it");

    let port = free_port();
    let loopback = Interface { name: "lo".into(), ip: IpAddr::V4(Ipv4Addr::LOCALHOST) };
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Network(noticeboard::Network(loopback))));
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Port(port.to_string())));
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Start));
    let url = format!("http://127.0.0.1:{port}/");
    assert_eq!(app.noticeboard_screen().url(), Some(url.as_str()));
    assert_eq!(
        app.notice().map(|n| n.text.clone()),
        Some(tr!("gui-nb-started", url = url.as_str())),
        "the arbiter is told where it runs"
    );
    assert!(shows(&app, &url), "the card shows the address");
    assert!(shows(&app, &tr!("gui-nb-stop")));
    // The status bar says it runs, on every view.
    let _ = app.update(Message::ShowTab(Tab::Players));
    let notice = tr!("gui-nb-notice", url = url.as_str());
    let in_status_bar =
        simulator(app.view()).find(move |candidate: iced_test::selector::Candidate<'_>| match candidate {
            iced_test::selector::Candidate::Text { content, .. } if content.contains(notice.as_str()) => {
                Some(())
            }
            _ => None,
        });
    assert!(in_status_bar.is_ok(), "the status bar's notice on the players view");

    let address = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port);
    let index = get(address, "/");
    assert!(index.starts_with("HTTP/1.1 200") && index.contains(&app.tournament().event.name));

    // A change of the document reaches the pages: the event is renamed.
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    let rename = tournament::Message::Edit(tournament::Field::Name, "Renamed Venue Open".into());
    let _ = app.update(Message::Tournament(rename));
    let _ = app.update(Message::Tournament(tournament::Message::Apply));
    assert_eq!(app.tournament().event.name, "Renamed Venue Open");
    let start = Instant::now();
    while !get(address, "/").contains("Renamed Venue Open") {
        assert!(start.elapsed() < Duration::from_secs(30), "the pages never showed the new name");
        std::thread::sleep(Duration::from_millis(20));
    }

    let _ = app.update(Message::ShowTab(Tab::Settings));
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Stop));
    assert!(app.noticeboard_screen().url().is_none());
    assert!(TcpStream::connect(address).is_err(), "nothing listens once stopped");
    assert!(shows(&app, &tr!("gui-nb-start")));
}

#[test]
fn a_port_in_use_is_a_clear_error_and_nothing_runs() {
    swissdesk::i18n::set_language("en");
    let taken = std::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap_or_else(|e| panic!("{e}"));
    let port = taken.local_addr().map(|a| a.port()).unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = App::new(Options::default());
    let loopback = Interface { name: "lo".into(), ip: IpAddr::V4(Ipv4Addr::LOCALHOST) };
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Network(noticeboard::Network(loopback))));
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Port(port.to_string())));
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Start));
    assert!(app.noticeboard_screen().url().is_none());
    let notice = app.notice().cloned().unwrap_or_else(|| panic!("an error notice"));
    assert!(notice.is_error && notice.text.contains(&format!("127.0.0.1:{port}")), "{notice:?}");
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Port("0".into())));
    let _ = app.update(Message::Noticeboard(noticeboard::Message::Start));
    assert_eq!(app.notice().map(|n| n.text.clone()), Some(tr!("gui-nb-bad-port")));
}
