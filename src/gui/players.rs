//! The players screen: the player list (search, sort by clicking a header),
//! the form to add a player (`Command::AddPlayer`) and withdrawals
//! (`Command::Withdraw`).

use super::theme;
use crate::commands::Command;
use crate::model::{Player, PlayerStatus, Points, Title, Tournament};
use crate::tr;
use iced::widget::{button, column, container, pick_list, row, table, text, text_input};
use iced::{Alignment, Element, Length};
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
}

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Apply(Command),
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
}

impl Default for State {
    fn default() -> Self {
        State {
            search: String::new(),
            sort: SortKey::Tpn,
            descending: false,
            form: Form::default(),
            error: None,
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
                    return Some(Event::Apply(Command::AddPlayer(player)));
                }
                Err(error) => self.error = Some(error),
            },
            Message::Withdraw(tpn) => {
                // From the first round not paired yet: games already paired stand.
                let from_round = t.rounds_paired() + 1;
                return Some(Event::Apply(Command::Withdraw { tpn, from_round }));
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

        let mut add = column![text(tr!("gui-add-heading")).size(theme::HEADING), form].spacing(8);
        if let Some(error) = &self.error {
            add = add.push(text(error).size(theme::TEXT).style(text::danger));
        }

        column![container(add).padding(theme::PAD).style(theme::card), search, list]
            .spacing(theme::GAP)
            .into()
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
    }
}
