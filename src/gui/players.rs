//! The players screen: the player list (search, sort by clicking a header),
//! the form to add a player (`Command::AddPlayer`; once round 1 is paired a
//! late entry, `Command::AddLateEntry`), withdrawals (`Command::Withdraw`),
//! pairing numbers from the ratings (`Command::AssignPairingNumbers`), and
//! on a second page the requested byes (`Command::RequestBye`) and the
//! forbidden pairs (`Command::ForbidPair`).

use super::editor::PlayerChoice;
use super::export::{self, Export};
use super::{round, theme};
use crate::commands::{self, Command};
use crate::export::Document;
use crate::model::{ByeRequest, Player, PlayerStatus, Points, Title, Tournament};
use crate::tr;
use iced::widget::{button, column, container, pick_list, row, space, table, text, text_input};
use iced::{Alignment, Element, Length};
use std::collections::BTreeSet;
use std::fmt;

/// Widget ids of the form, for tests and focus.
pub const NAME_INPUT: &str = "player-name";
pub const RATING_INPUT: &str = "player-rating";
pub const FEDERATION_INPUT: &str = "player-federation";
pub const SEARCH_INPUT: &str = "player-search";

/// The columns the list can be sorted by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortKey {
    Tpn,
    Name,
    Rating,
    Points,
}

/// A title as shown in the form's pick list (`None`: no title).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TitleChoice(pub Option<Title>);

impl fmt::Display for TitleChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(title) => f.write_str(title.code()),
            None => f.write_str(&tr!("gui-no-title")),
        }
    }
}

fn title_choices() -> Vec<TitleChoice> {
    std::iter::once(TitleChoice(None)).chain(Title::ALL.into_iter().map(|t| TitleChoice(Some(t)))).collect()
}

/// The two pages of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Part {
    #[default]
    List,
    /// Requested byes and forbidden pairs.
    Requests,
}

/// A kind of requested bye as shown in the pick list (`None`: cancel the request).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByeChoice(pub Option<ByeRequest>);

impl ByeChoice {
    pub const ALL: [ByeChoice; 4] = [
        ByeChoice(Some(ByeRequest::HalfPoint)),
        ByeChoice(Some(ByeRequest::ZeroPoint)),
        ByeChoice(Some(ByeRequest::FullPoint)),
        ByeChoice(None),
    ];
}

impl fmt::Display for ByeChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&bye_request_label(self.0))
    }
}

/// Words for a requested bye (`None`: no bye).
pub fn bye_request_label(request: Option<ByeRequest>) -> String {
    match request {
        Some(ByeRequest::HalfPoint) => round::bye_label(crate::model::ByeKind::HalfPoint),
        Some(ByeRequest::ZeroPoint) => tr!("gui-bye-request-zero"),
        Some(ByeRequest::FullPoint) => round::bye_label(crate::model::ByeKind::FullPoint),
        None => tr!("gui-bye-request-cancel"),
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    Search(String),
    Sort(SortKey),
    Name(String),
    Rating(String),
    Title(TitleChoice),
    Federation(String),
    Add,
    Withdraw(u32),
    Show(Part),
    /// Pairing numbers from the initial ranking (ratings, titles, names).
    AssignNumbers,
    ByePlayer(PlayerChoice),
    ByeKind(ByeChoice),
    /// Toggles a round of the bye request.
    ByeRound(u32),
    RequestByes,
    CancelBye {
        tpn: u32,
        round: u32,
    },
    ForbidFirst(PlayerChoice),
    ForbidSecond(PlayerChoice),
    Forbid,
    /// Lifts a forbidden pair (its players).
    AllowPair(Vec<u32>),
    Export(Export),
    /// Registration from the FIDE rating list.
    Fide(super::fide_search::Message),
}

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Apply(Command),
    /// Add the player picked in the rating list (the search keeps the focus:
    /// the arbiter types the next name at once).
    Register(Command),
    /// Apply these commands in order (stop at the first error).
    ApplyAll(Vec<Command>),
    Export(Export),
    /// Slow work of the rating-list card (file dialog, import, download).
    Fide(super::fide_search::Job),
}

/// The bye request being made.
#[derive(Debug, Clone)]
struct ByeForm {
    player: Option<u32>,
    kind: Option<ByeRequest>,
    rounds: BTreeSet<u32>,
}

impl Default for ByeForm {
    fn default() -> Self {
        ByeForm { player: None, kind: Some(ByeRequest::HalfPoint), rounds: BTreeSet::new() }
    }
}

#[derive(Debug, Clone, Default)]
struct Form {
    name: String,
    rating: String,
    title: Option<Title>,
    federation: String,
}

#[derive(Debug, Clone)]
pub struct State {
    search: String,
    sort: SortKey,
    descending: bool,
    form: Form,
    error: Option<String>,
    part: Part,
    bye: ByeForm,
    forbid: [Option<u32>; 2],
    /// The last problem of the byes and forbidden-pairs forms.
    request_error: Option<String>,
    /// Registration from the FIDE rating list.
    pub fide: super::fide_search::State,
}

impl Default for State {
    fn default() -> Self {
        State {
            search: String::new(),
            sort: SortKey::Tpn,
            descending: false,
            form: Form::default(),
            error: None,
            part: Part::List,
            bye: ByeForm::default(),
            forbid: [None, None],
            request_error: None,
            fide: super::fide_search::State::default(),
        }
    }
}

impl State {
    pub fn new() -> State {
        State::default()
    }

    /// The current sort column and direction.
    pub fn sort(&self) -> (SortKey, bool) {
        (self.sort, self.descending)
    }

    pub fn part(&self) -> Part {
        self.part
    }

    /// Why pairing numbers can no longer be assigned from the ratings (C.04.2 2.3).
    pub fn numbers_frozen(t: &Tournament) -> Option<String> {
        commands::pairing_numbers_frozen(t).map(|e| e.to_string())
    }

    pub fn update(&mut self, message: Message, t: &Tournament) -> Option<Event> {
        match message {
            Message::Search(value) => self.search = value,
            Message::Sort(key) => {
                if self.sort == key {
                    self.descending = !self.descending;
                } else {
                    self.sort = key;
                    // Ratings and points read best first.
                    self.descending = matches!(key, SortKey::Rating | SortKey::Points);
                }
            }
            Message::Name(value) => self.form.name = value,
            Message::Rating(value) => self.form.rating = value,
            Message::Title(choice) => self.form.title = choice.0,
            Message::Federation(value) => self.form.federation = value,
            Message::Add => match self.player_from_form(t) {
                Ok(player) => {
                    self.form = Form::default();
                    self.error = None;
                    return Some(Event::Apply(commands::add_player(t, player)));
                }
                Err(error) => self.error = Some(error),
            },
            Message::Withdraw(tpn) => {
                let from_round = commands::first_open_round(t);
                return Some(Event::Apply(Command::Withdraw { tpn, from_round, reason: None }));
            }
            Message::Show(part) => self.part = part,
            Message::AssignNumbers => return Some(Event::Apply(Command::AssignPairingNumbers)),
            Message::ByePlayer(choice) => self.bye.player = choice.tpn,
            Message::ByeKind(choice) => self.bye.kind = choice.0,
            Message::ByeRound(round) => {
                if !self.bye.rounds.remove(&round) {
                    self.bye.rounds.insert(round);
                }
            }
            Message::RequestByes => {
                let Some(tpn) = self.bye.player else {
                    self.request_error = Some(tr!("gui-error-choose-player"));
                    return None;
                };
                let open = commands::open_rounds(t);
                let rounds: Vec<u32> = self.bye.rounds.iter().copied().filter(|r| open.contains(r)).collect();
                if rounds.is_empty() {
                    self.request_error = Some(tr!("gui-error-choose-rounds"));
                    return None;
                }
                self.request_error = None;
                self.bye.rounds.clear();
                let bye = self.bye.kind;
                return Some(Event::ApplyAll(
                    rounds.into_iter().map(|round| Command::RequestBye { tpn, round, bye }).collect(),
                ));
            }
            Message::CancelBye { tpn, round } => {
                return Some(Event::Apply(Command::RequestBye { tpn, round, bye: None }));
            }
            Message::ForbidFirst(choice) => self.forbid[0] = choice.tpn,
            Message::ForbidSecond(choice) => self.forbid[1] = choice.tpn,
            Message::AllowPair(players) => return Some(Event::Apply(Command::AllowPair { players })),
            Message::Forbid => match self.forbid {
                [Some(a), Some(b)] if a != b => {
                    self.request_error = None;
                    self.forbid = [None, None];
                    return Some(Event::Apply(Command::ForbidPair { players: vec![a.min(b), a.max(b)] }));
                }
                _ => self.request_error = Some(tr!("gui-error-choose-two")),
            },
            Message::Export(export) => return Some(Event::Export(export)),
            Message::Fide(message) => {
                use super::fide_search::Event as Fide;
                return match self.fide.update(message, t)? {
                    Fide::Register(player) => Some(Event::Register(commands::add_player(t, player))),
                    Fide::Apply(command) => Some(Event::Apply(command)),
                    Fide::Run(job) => Some(Event::Fide(job)),
                };
            }
        }
        None
    }

    fn player_from_form(&self, t: &Tournament) -> Result<Player, String> {
        let name = self.form.name.trim();
        if name.is_empty() {
            return Err(tr!("gui-error-name-required"));
        }
        let rating_text = self.form.rating.trim();
        let rating = if rating_text.is_empty() {
            None
        } else {
            Some(
                rating_text
                    .parse::<u32>()
                    .map_err(|_| tr!("gui-error-rating", value = rating_text.to_owned()))?,
            )
        };
        let mut player = Player::new(t.next_free_tpn(), name);
        player.rating = rating;
        player.title = self.form.title;
        player.federation = self.form.federation.trim().to_uppercase();
        Ok(player)
    }

    /// The players shown, in the order shown, with their points.
    pub fn rows<'a>(&self, t: &'a Tournament) -> Vec<(&'a Player, Points)> {
        let needle = self.search.trim().to_lowercase();
        let mut rows: Vec<(&Player, Points)> = t
            .players
            .iter()
            .filter(|p| needle.is_empty() || p.name.to_lowercase().contains(&needle))
            .map(|p| (p, t.points(p.tpn)))
            .collect();
        let (key, descending) = (self.sort, self.descending);
        rows.sort_by(|a, b| {
            let primary = match key {
                SortKey::Tpn => a.0.tpn.cmp(&b.0.tpn),
                SortKey::Name => a.0.name.to_lowercase().cmp(&b.0.name.to_lowercase()),
                SortKey::Rating => a.0.rating.cmp(&b.0.rating),
                SortKey::Points => a.1.cmp(&b.1),
            };
            // Equal values stay in pairing-number order whichever the direction.
            let primary = if descending { primary.reverse() } else { primary };
            primary.then(a.0.tpn.cmp(&b.0.tpn))
        });
        rows
    }

    pub fn view<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        let rows = self.rows(t);
        let shown = rows.len();

        let search = row![
            text_input(&tr!("gui-search-placeholder"), &self.search)
                .id(SEARCH_INPUT)
                .on_input(Message::Search)
                .size(theme::TEXT)
                .padding(6)
                .width(Length::Fixed(320.0)),
            text(tr!("gui-players-count", shown = shown, total = t.players.len()))
                .size(theme::SMALL)
                .style(text::secondary),
        ]
        .spacing(theme::GAP)
        .align_y(Alignment::Center);

        let header = |label: String, key: Option<SortKey>| -> Element<'a, Message> {
            match key {
                Some(key) => {
                    let arrow = match (self.sort == key, self.descending) {
                        (true, false) => " ↑",
                        (true, true) => " ↓",
                        (false, _) => "",
                    };
                    button(text(format!("{label}{arrow}")).size(theme::TEXT))
                        .padding(0)
                        .style(theme::header_button)
                        .on_press(Message::Sort(key))
                        .into()
                }
                None => text(label).size(theme::TEXT).into(),
            }
        };
        let cell = |value: String| text(value).size(theme::TEXT);

        let columns = [
            table::column(
                header(tr!("gui-col-tpn"), Some(SortKey::Tpn)),
                move |(p, _): (&'a Player, Points)| cell(p.tpn.to_string()),
            )
            .align_x(Alignment::End),
            table::column(header(tr!("gui-col-title"), None), move |(p, _): (&'a Player, Points)| {
                cell(p.title.map(|t| t.code().to_owned()).unwrap_or_default())
            }),
            table::column(
                header(tr!("gui-col-name"), Some(SortKey::Name)),
                move |(p, _): (&'a Player, Points)| cell(p.name.clone()),
            )
            .width(Length::Fill),
            table::column(
                header(tr!("gui-col-rating"), Some(SortKey::Rating)),
                move |(p, _): (&'a Player, Points)| cell(p.rating.map(|r| r.to_string()).unwrap_or_default()),
            )
            .align_x(Alignment::End),
            table::column(header(tr!("gui-col-fed"), None), move |(p, _): (&'a Player, Points)| {
                cell(p.federation.clone())
            }),
            table::column(header(tr!("gui-col-fide-id"), None), move |(p, _): (&'a Player, Points)| {
                cell(p.fide_id.map(|id| id.to_string()).unwrap_or_default())
            })
            .align_x(Alignment::End),
            table::column(
                header(tr!("gui-col-points"), Some(SortKey::Points)),
                move |(_, points): (&'a Player, Points)| cell(points.to_string()),
            )
            .align_x(Alignment::End),
            table::column(header(tr!("gui-col-status"), None), move |(p, _): (&'a Player, Points)| {
                let status: Element<'a, Message> = match p.status {
                    PlayerStatus::Active => row![
                        cell(tr!("gui-status-active")).width(Length::Fixed(70.0)),
                        button(text(tr!("gui-withdraw")).size(theme::SMALL))
                            .padding([1, 8])
                            .style(theme::tool_button)
                            .on_press(Message::Withdraw(p.tpn)),
                    ]
                    .spacing(8)
                    .align_y(Alignment::Center)
                    .into(),
                    PlayerStatus::Withdrawn { from_round } => {
                        cell(tr!("gui-status-withdrawn", round = from_round)).style(text::warning).into()
                    }
                };
                status
            }),
        ];

        let list: Element<'a, Message> = if t.players.is_empty() {
            text(tr!("gui-no-players-yet")).size(theme::TEXT).style(text::secondary).into()
        } else {
            container(table(columns, rows).padding_x(8).padding_y(4).width(Length::Fill))
                .padding(4)
                .style(theme::card)
                .into()
        };

        let titles = title_choices();
        let mut form = row![
            text_input(&tr!("gui-player-name-placeholder"), &self.form.name)
                .id(NAME_INPUT)
                .on_input(Message::Name)
                .on_submit(Message::Add)
                .size(theme::TEXT)
                .padding(6)
                .width(Length::Fill),
            text_input(&tr!("gui-player-rating-placeholder"), &self.form.rating)
                .id(RATING_INPUT)
                .on_input(Message::Rating)
                .on_submit(Message::Add)
                .size(theme::TEXT)
                .padding(6)
                .width(Length::Fixed(90.0)),
            pick_list(titles, Some(TitleChoice(self.form.title)), Message::Title)
                .text_size(theme::TEXT)
                .width(Length::Fixed(120.0)),
            text_input(&tr!("gui-player-fed-placeholder"), &self.form.federation)
                .id(FEDERATION_INPUT)
                .on_input(Message::Federation)
                .on_submit(Message::Add)
                .size(theme::TEXT)
                .padding(6)
                .width(Length::Fixed(120.0)),
            button(text(tr!("gui-add-player")).size(theme::TEXT))
                .style(button::primary)
                .padding([6, 14])
                .on_press(Message::Add),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        form = form.width(Length::Fill);

        let late = commands::enters_late(t);
        let heading = if late { tr!("gui-late-entry-heading") } else { tr!("gui-add-heading") };
        let mut add = column![text(heading).size(theme::HEADING), form].spacing(8);
        if late {
            add = add.push(text(tr!("gui-late-entry-help")).size(theme::SMALL).style(text::secondary));
        }
        if let Some(error) = &self.error {
            add = add.push(text(error).size(theme::TEXT).style(text::danger));
        }

        // The page's tools: the two pages, pairing numbers from ratings, printing.
        let frozen = Self::numbers_frozen(t);
        let tools = row![
            self.switch(),
            space::horizontal(),
            button(text(tr!("gui-assign-numbers")).size(theme::TEXT))
                .padding([5, 12])
                .style(theme::tool_button)
                .on_press_maybe(
                    (frozen.is_none() && !t.players.is_empty()).then_some(Message::AssignNumbers)
                ),
            export::menu(vec![Export::Pdf { doc: Document::Players, round: None }], Message::Export),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut tools = column![tools].spacing(4);
        if let Some(reason) = frozen {
            tools = tools.push(
                container(text(reason).size(theme::SMALL).style(text::secondary))
                    .width(Length::Fill)
                    .align_x(Alignment::End),
            );
        }

        match self.part {
            Part::List => column![
                self.fide.view(t).map(Message::Fide),
                container(add).padding(theme::PAD).style(theme::card),
                tools,
                search,
                list
            ]
            .spacing(theme::GAP)
            .into(),
            Part::Requests => column![tools, self.requests(t)].spacing(theme::GAP).into(),
        }
    }

    fn switch(&self) -> Element<'_, Message> {
        let tab = |label: String, part: Part| {
            button(text(label).size(theme::TEXT))
                .padding([4, 12])
                .style(theme::tab(self.part == part))
                .on_press(Message::Show(part))
        };
        row![tab(tr!("gui-players-list"), Part::List), tab(tr!("gui-players-requests"), Part::Requests)]
            .spacing(4)
            .into()
    }

    /// Requested byes and forbidden pairs.
    fn requests<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        let mut choices = vec![PlayerChoice::nobody()];
        choices.extend(PlayerChoice::all(t));
        let selected = |tpn: Option<u32>| Some(PlayerChoice::of(t, tpn));

        // Requested byes: player, kind, rounds not paired yet.
        let mut rounds =
            row![text(tr!("gui-bye-rounds")).size(theme::TEXT)].spacing(4).align_y(Alignment::Center);
        let open = commands::open_rounds(t);
        for round in open.clone() {
            rounds = rounds.push(
                button(text(round.to_string()).size(theme::TEXT))
                    .padding([3, 10])
                    .style(if self.bye.rounds.contains(&round) {
                        button::primary
                    } else {
                        theme::tool_button
                    })
                    .on_press(Message::ByeRound(round)),
            );
        }
        if open.is_empty() {
            rounds = rounds.push(text(tr!("gui-bye-no-rounds")).size(theme::SMALL).style(text::secondary));
        }
        let mut byes = column![
            text(tr!("gui-bye-help")).size(theme::SMALL).style(text::secondary),
            row![
                pick_list(choices.clone(), selected(self.bye.player), Message::ByePlayer)
                    .text_size(theme::TEXT)
                    .width(Length::Fill),
                pick_list(ByeChoice::ALL, Some(ByeChoice(self.bye.kind)), Message::ByeKind)
                    .text_size(theme::TEXT)
                    .width(Length::Fixed(240.0)),
            ]
            .spacing(8),
            rounds,
            button(text(tr!("gui-bye-request")).size(theme::TEXT))
                .padding([5, 12])
                .style(button::primary)
                .on_press(Message::RequestByes),
        ]
        .spacing(8);
        let mut any = false;
        for p in &t.players {
            for (&round, &request) in &p.requested_byes {
                any = true;
                let line = row![
                    text(tr!("gui-bye-line", tpn = p.tpn, name = p.name.clone(), round = round))
                        .size(theme::TEXT)
                        .width(Length::Fill),
                    text(bye_request_label(Some(request))).size(theme::TEXT),
                ]
                .spacing(8)
                .align_y(Alignment::Center);
                let cancel = button(text(tr!("gui-bye-cancel")).size(theme::SMALL))
                    .padding([1, 8])
                    .style(theme::tool_button)
                    .on_press_maybe(
                        open.contains(&round).then_some(Message::CancelBye { tpn: p.tpn, round }),
                    );
                byes = byes.push(line.push(cancel));
            }
        }
        if !any {
            byes = byes.push(text(tr!("gui-bye-none")).size(theme::SMALL).style(text::secondary));
        }

        // Forbidden pairs.
        let mut forbidden = column![
            text(tr!("gui-forbid-help")).size(theme::SMALL).style(text::secondary),
            row![
                pick_list(choices.clone(), selected(self.forbid[0]), Message::ForbidFirst)
                    .text_size(theme::TEXT)
                    .width(Length::Fill),
                pick_list(choices, selected(self.forbid[1]), Message::ForbidSecond)
                    .text_size(theme::TEXT)
                    .width(Length::Fill),
            ]
            .spacing(8),
            button(text(tr!("gui-forbid")).size(theme::TEXT))
                .padding([5, 12])
                .style(button::primary)
                .on_press(Message::Forbid),
        ]
        .spacing(8);
        for pair in &t.forbidden_pairs {
            let names: Vec<String> =
                pair.players.iter().map(|&tpn| PlayerChoice::of(t, Some(tpn)).to_string()).collect();
            forbidden = forbidden.push(
                row![
                    text(names.join("  ✕  ")).size(theme::TEXT).width(Length::Fill),
                    button(text(tr!("gui-allow-pair")).size(theme::SMALL))
                        .padding([2, 8])
                        .style(theme::tool_button)
                        .on_press(Message::AllowPair(pair.players.clone())),
                ]
                .spacing(8)
                .align_y(iced::Alignment::Center),
            );
        }
        if t.forbidden_pairs.is_empty() {
            forbidden =
                forbidden.push(text(tr!("gui-forbid-none")).size(theme::SMALL).style(text::secondary));
        }

        let mut page = column![
            row![
                container(super::tournament::card(tr!("gui-bye-heading"), byes.into()))
                    .width(Length::FillPortion(1)),
                container(super::tournament::card(tr!("gui-forbid-heading"), forbidden.into()))
                    .width(Length::FillPortion(1)),
            ]
            .spacing(theme::GAP)
        ]
        .spacing(theme::GAP);
        if let Some(error) = &self.request_error {
            page = page.push(text(error).size(theme::TEXT).style(text::danger));
        }
        page.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn three() -> Tournament {
        let mut t = Tournament::new("T");
        for (tpn, name, rating) in [(1, "Zeta, Z", 2100), (2, "alpha, A", 2300), (3, "Mu, M", 2200)] {
            let mut p = Player::new(tpn, name);
            p.rating = Some(rating);
            t.players.push(p);
        }
        t
    }

    #[test]
    fn search_filters_and_headers_sort() {
        let t = three();
        let mut s = State::new();
        let names = |s: &State| s.rows(&t).iter().map(|(p, _)| p.tpn).collect::<Vec<_>>();
        assert_eq!(names(&s), vec![1, 2, 3]);
        s.update(Message::Sort(SortKey::Name), &t);
        assert_eq!(names(&s), vec![2, 3, 1]);
        s.update(Message::Sort(SortKey::Rating), &t);
        assert_eq!(names(&s), vec![2, 3, 1]);
        s.update(Message::Sort(SortKey::Rating), &t);
        assert_eq!(names(&s), vec![1, 3, 2]);
        s.update(Message::Search("ALP".into()), &t);
        assert_eq!(names(&s), vec![2]);
    }

    #[test]
    fn the_form_checks_name_and_rating() {
        let t = three();
        let mut s = State::new();
        assert_eq!(s.update(Message::Add, &t), None);
        assert!(s.error.is_some());
        s.update(Message::Name("New, Player".into()), &t);
        s.update(Message::Rating("abc".into()), &t);
        assert_eq!(s.update(Message::Add, &t), None);
        s.update(Message::Rating("1850".into()), &t);
        s.update(Message::Federation("sui".into()), &t);
        match s.update(Message::Add, &t) {
            Some(Event::Apply(Command::AddPlayer(p))) => {
                assert_eq!((p.tpn, p.rating, p.federation.as_str()), (4, Some(1850), "SUI"))
            }
            other => panic!("expected AddPlayer, got {other:?}"),
        }
        assert!(s.form.name.is_empty());
        // Once round 1 is paired the same form makes a late entry.
        let mut t = t;
        let mut r = crate::model::Round::new(1);
        r.games.push(crate::model::Game::new(1, 2, crate::model::GameResult::Pending));
        t.rounds.push(r);
        s.update(Message::Name("Late, Player".into()), &t);
        assert!(matches!(s.update(Message::Add, &t), Some(Event::Apply(Command::AddLateEntry(_)))));
    }

    #[test]
    fn byes_are_requested_for_the_chosen_rounds_and_pairs_forbidden() {
        let t = three();
        let mut s = State::new();
        assert_eq!(s.update(Message::RequestByes, &t), None);
        assert_eq!(s.request_error, Some(tr!("gui-error-choose-player")));
        s.update(Message::ByePlayer(PlayerChoice::of(&t, Some(2))), &t);
        s.update(Message::ByeKind(ByeChoice(Some(ByeRequest::ZeroPoint))), &t);
        assert_eq!(s.update(Message::RequestByes, &t), None);
        s.update(Message::ByeRound(3), &t);
        s.update(Message::ByeRound(5), &t);
        s.update(Message::ByeRound(4), &t);
        s.update(Message::ByeRound(4), &t);
        let bye = Some(ByeRequest::ZeroPoint);
        assert_eq!(
            s.update(Message::RequestByes, &t),
            Some(Event::ApplyAll(vec![
                Command::RequestBye { tpn: 2, round: 3, bye },
                Command::RequestBye { tpn: 2, round: 5, bye }
            ]))
        );
        s.update(Message::ForbidFirst(PlayerChoice::of(&t, Some(3))), &t);
        assert_eq!(s.update(Message::Forbid, &t), None);
        s.update(Message::ForbidSecond(PlayerChoice::of(&t, Some(1))), &t);
        assert_eq!(
            s.update(Message::Forbid, &t),
            Some(Event::Apply(Command::ForbidPair { players: vec![1, 3] }))
        );
        assert_eq!(
            s.update(Message::AllowPair(vec![1, 3]), &t),
            Some(Event::Apply(Command::AllowPair { players: vec![1, 3] }))
        );
    }
}
