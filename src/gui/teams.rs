//! The teams screen of a team competition (FIDE C.04.6, Swiss Team system):
//! the teams by pairing number (C.04.6 1.1: set by the competition's rules
//! or the chief arbiter, never derived from ratings), each team's name,
//! short name, captain and roster in board order, and its line-up for a
//! round: who plays, on which board.
//!
//! A line-up keeps the roster's board order and leaves out who does not
//! play (see [`crate::model::Team::roster`]): the arbiter ticks the players
//! of the round, the boards follow. Until a line-up is entered a team plays
//! its first players in roster order ([`teams::default_lineup`]). Every
//! change is a [`TeamCommand`] (or [`Command::AddPlayer`] for a player
//! registered from here), so it is logged and can be undone.
//!
//! A team's byes asked for in advance (half-point, zero-point or, outside
//! FIDE mode, full-point, for rounds not paired yet:
//! [`TeamCommand::RequestTeamBye`]) and its withdrawal (GHR 3.2, a dialog
//! with the first round it no longer plays and a reason for the audit log:
//! [`TeamCommand::WithdrawTeam`]) are made here too, as the players view
//! does them for players.

use super::withdraw::{FormMessages, RoundChoice};
use super::{theme, widgets};
use crate::commands::teams::{self, TeamCommand};
use crate::commands::{self as commands, Command};
use crate::model::{ByeKind, Player, PlayerStatus, Round, Team, Tournament};
use crate::tr;
use iced::widget::{
    button, checkbox, column, container, pick_list, row, scrollable, space, text, text_input,
};
use iced::{Alignment, Element, Length};
use std::collections::BTreeSet;
use std::fmt;

/// Widget ids: the new team's name, the selected team's fields, the new
/// player's name and rating, the scrolled lists.
pub const NEW_TEAM: &str = "teams-new-team";
pub const NAME: &str = "teams-name";
pub const NICKNAME: &str = "teams-nickname";
pub const CAPTAIN: &str = "teams-captain";
pub const NEW_PLAYER: &str = "teams-new-player";
pub const NEW_RATING: &str = "teams-new-rating";
pub const LIST: &str = "teams-list";
pub const ROSTER: &str = "teams-roster";
pub const WITHDRAW_REASON: &str = "teams-withdraw-reason";

/// A kind of team bye as the pick list shows it (C.04.6 and GHR 3.3: a
/// known absence scores zero, a half-point bye where the rules allow it;
/// the full-point bye FIDE mode refuses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TeamByeChoice(pub ByeKind);

impl TeamByeChoice {
    pub const ALL: [TeamByeChoice; 3] = [
        TeamByeChoice(ByeKind::HalfPoint),
        TeamByeChoice(ByeKind::ZeroPoint),
        TeamByeChoice(ByeKind::FullPoint),
    ];
}

impl fmt::Display for TeamByeChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&widgets::bye_label(self.0))
    }
}

/// A team's withdrawal being confirmed (`tpn`: the team's), from which
/// round, and why: the players' form.
pub use super::withdraw::WithdrawForm;

/// A registered player who is on no team's roster, as the pick list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerPick {
    pub tpn: u32,
    pub name: String,
}

impl fmt::Display for PlayerPick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.tpn, self.name)
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    /// Show team `tpn`.
    Select(u32),
    /// The name typed for a new team.
    NewTeam(String),
    AddTeam,
    Name(String),
    Nickname(String),
    Captain(String),
    /// Saves the name, short name and captain typed.
    Apply,
    /// Removes the selected team (one that has played no round).
    Remove,
    /// Moves the player at roster index `index` one board up or down.
    Move {
        index: usize,
        up: bool,
    },
    /// Takes the player at roster index `index` off the roster.
    Drop(usize),
    /// Puts a registered player without a team at the end of the roster.
    Pick(PlayerPick),
    /// Name and rating of a player registered from here.
    NewPlayer(String),
    NewRating(String),
    /// Registers the new player and puts them at the end of the roster.
    AddPlayer,
    /// The round whose line-up is shown.
    Round(u32),
    /// Whether a player of the roster plays in the round shown.
    Plays(u32, bool),
    /// Back to the default line-up: the first players in roster order.
    DefaultLineup,
    /// Asks to withdraw the selected team (the dialog opens).
    AskWithdraw,
    WithdrawRound(RoundChoice),
    WithdrawReason(String),
    ConfirmWithdraw,
    CancelWithdraw,
    /// The kind of bye to request for the selected team.
    ByeKind(TeamByeChoice),
    /// Toggles a round of the bye request.
    ByeRound(u32),
    /// Requests the bye for the rounds ticked.
    RequestByes,
    /// Takes back the team's bye of a round not paired yet.
    CancelBye(u32),
}

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// Apply these commands in order (stop at the first that fails).
    Apply(Vec<Command>),
    /// Put the keyboard focus on the input `id`.
    Focus(&'static str),
}

/// Fields typed but not saved; `None`: shows what the team has.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Draft {
    name: Option<String>,
    nickname: Option<String>,
    captain: Option<String>,
}

#[derive(Debug, Clone, Default)]
pub struct State {
    /// The team shown; `None`: the first one.
    selected: Option<u32>,
    draft: Draft,
    new_team: String,
    new_player: String,
    new_rating: String,
    /// The round whose line-up is shown; `None`: the first one open.
    round: Option<u32>,
    /// What was typed wrong (a rating that is no number).
    error: Option<String>,
    /// The withdrawal dialog, when open.
    withdraw: Option<WithdrawForm>,
    /// The team bye being requested: its kind (`None`: half-point) and rounds.
    bye_kind: Option<ByeKind>,
    bye_rounds: BTreeSet<u32>,
}

impl State {
    pub fn new() -> State {
        State::default()
    }

    /// The team shown: the one chosen if it still exists, else the first.
    pub fn team<'t>(&self, t: &'t Tournament) -> Option<&'t Team> {
        self.selected.and_then(|tpn| t.team(tpn)).or_else(|| t.teams.first())
    }

    /// The round whose line-up is shown for `team`.
    pub fn lineup_round(&self, t: &Tournament, team: u32) -> Option<u32> {
        let open = lineup_rounds(t, team);
        self.round.filter(|r| open.contains(r)).or_else(|| open.first().copied())
    }

    /// The withdrawal being confirmed, if the dialog is open.
    pub fn withdraw_form(&self) -> Option<&WithdrawForm> {
        self.withdraw.as_ref()
    }

    /// Closes the withdrawal dialog (Escape).
    pub fn close_dialog(&mut self) {
        self.withdraw = None;
    }

    fn bye_kind(&self) -> ByeKind {
        self.bye_kind.unwrap_or(ByeKind::HalfPoint)
    }

    /// Forgets what was typed (after it was saved).
    pub fn saved(&mut self) {
        self.draft = Draft::default();
        self.new_team.clear();
        self.new_player.clear();
        self.new_rating.clear();
        self.error = None;
    }

    pub fn update(&mut self, message: Message, t: &Tournament) -> Option<Event> {
        self.error = None;
        let team = self.team(t).cloned();
        match message {
            Message::Select(tpn) => {
                self.selected = Some(tpn);
                self.draft = Draft::default();
                self.bye_rounds.clear();
            }
            Message::NewTeam(name) => self.new_team = name,
            Message::AddTeam => {
                let name = self.new_team.trim();
                if name.is_empty() {
                    return Some(Event::Focus(NEW_TEAM));
                }
                // The next free pairing number (C.04.6 1.1: the arbiter
                // sets it; teams are numbered in the order they are entered).
                let tpn = t.teams.iter().map(|x| x.tpn).max().unwrap_or(0) + 1;
                self.selected = Some(tpn);
                self.draft = Draft::default();
                return Some(Event::Apply(vec![Command::Team(TeamCommand::AddTeam(Team::new(tpn, name)))]));
            }
            Message::Name(value) => self.draft.name = Some(value),
            Message::Nickname(value) => self.draft.nickname = Some(value),
            Message::Captain(value) => self.draft.captain = Some(value),
            Message::Apply => {
                let mut edited = team?;
                if let Some(name) = &self.draft.name {
                    edited.name = name.trim().to_owned();
                }
                if let Some(nickname) = &self.draft.nickname {
                    edited.nickname = nickname.trim().to_owned();
                }
                if let Some(captain) = &self.draft.captain {
                    edited.captain = captain.trim().to_owned();
                }
                return Some(edit(edited));
            }
            Message::Remove => {
                let tpn = team?.tpn;
                self.selected = None;
                self.draft = Draft::default();
                return Some(Event::Apply(vec![Command::Team(TeamCommand::RemoveTeam { tpn })]));
            }
            Message::Move { index, up } => {
                let mut edited = team?;
                let other = if up { index.checked_sub(1)? } else { index + 1 };
                if other >= edited.roster.len() || index >= edited.roster.len() {
                    return None;
                }
                edited.roster.swap(index, other);
                return Some(edit(edited));
            }
            Message::Drop(index) => {
                let mut edited = team?;
                if index >= edited.roster.len() {
                    return None;
                }
                edited.roster.remove(index);
                return Some(edit(edited));
            }
            Message::Pick(pick) => {
                let mut edited = team?;
                edited.roster.push(pick.tpn);
                return Some(edit(edited));
            }
            Message::NewPlayer(name) => self.new_player = name,
            Message::NewRating(rating) => self.new_rating = rating,
            Message::AddPlayer => {
                let mut edited = team?;
                let name = self.new_player.trim();
                if name.is_empty() {
                    return Some(Event::Focus(NEW_PLAYER));
                }
                let rating = match self.new_rating.trim() {
                    "" => None,
                    typed => match typed.parse::<u32>() {
                        Ok(rating) => Some(rating),
                        Err(_) => {
                            self.error = Some(tr!("gui-teams-error-rating", value = typed.to_owned()));
                            return None;
                        }
                    },
                };
                let tpn = t.next_free_tpn();
                let mut player = Player::new(tpn, name);
                player.rating = rating;
                edited.roster.push(tpn);
                return Some(Event::Apply(vec![
                    Command::AddPlayer(player),
                    Command::Team(TeamCommand::EditTeam(edited)),
                ]));
            }
            Message::Round(round) => self.round = Some(round),
            Message::Plays(player, plays) => {
                let team = team?;
                let round = self.lineup_round(t, team.tpn)?;
                let mut playing: Vec<u32> =
                    teams::lineup(t, team.tpn, round).into_iter().filter(|&p| p != 0).collect();
                playing.retain(|&p| p != player);
                if plays {
                    playing.push(player);
                }
                // The boards follow the roster's order.
                let players: Vec<u32> = team.roster.iter().copied().filter(|p| playing.contains(p)).collect();
                return Some(Event::Apply(vec![Command::Team(TeamCommand::SetLineup {
                    round,
                    team: team.tpn,
                    players,
                })]));
            }
            Message::AskWithdraw => {
                self.withdraw = Some(WithdrawForm::new(t, team?.tpn));
                return Some(Event::Focus(WITHDRAW_REASON));
            }
            Message::WithdrawRound(choice) => {
                if let Some(form) = &mut self.withdraw {
                    form.from_round = choice.0;
                }
            }
            Message::WithdrawReason(reason) => {
                if let Some(form) = &mut self.withdraw {
                    form.reason = reason;
                }
            }
            Message::CancelWithdraw => self.withdraw = None,
            Message::ConfirmWithdraw => {
                let form = self.withdraw.take()?;
                let reason = Some(form.reason.trim().to_owned()).filter(|r| !r.is_empty());
                return Some(Event::Apply(vec![Command::Team(TeamCommand::WithdrawTeam {
                    team: form.tpn,
                    from_round: form.from_round,
                    reason,
                })]));
            }
            Message::ByeKind(choice) => self.bye_kind = Some(choice.0),
            Message::ByeRound(round) => {
                if !self.bye_rounds.remove(&round) {
                    self.bye_rounds.insert(round);
                }
            }
            Message::RequestByes => {
                let team = team?.tpn;
                let open = commands::open_rounds(t);
                let rounds: Vec<u32> = self.bye_rounds.iter().copied().filter(|r| open.contains(r)).collect();
                if rounds.is_empty() {
                    self.error = Some(tr!("gui-error-choose-rounds"));
                    return None;
                }
                self.bye_rounds.clear();
                let bye = Some(self.bye_kind());
                return Some(Event::Apply(
                    rounds
                        .into_iter()
                        .map(|round| Command::Team(TeamCommand::RequestTeamBye { round, team, bye }))
                        .collect(),
                ));
            }
            Message::CancelBye(round) => {
                let team = team?.tpn;
                return Some(Event::Apply(vec![Command::Team(TeamCommand::RequestTeamBye {
                    round,
                    team,
                    bye: None,
                })]));
            }
            Message::DefaultLineup => {
                let team = team?.tpn;
                let round = self.lineup_round(t, team)?;
                let players = teams::default_lineup(t, team, round);
                return Some(Event::Apply(vec![Command::Team(TeamCommand::SetLineup {
                    round,
                    team,
                    players,
                })]));
            }
        }
        None
    }

    pub fn view<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        if !t.is_team_event() {
            return column![
                text(tr!("gui-teams-heading")).size(theme::HEADING),
                text(tr!("gui-teams-not-team-event")).size(theme::TEXT).style(theme::hint),
            ]
            .spacing(8)
            .into();
        }
        let selected = self.team(t);
        let mut list = column![].spacing(2);
        for team in &t.teams {
            // A withdrawn team's name is greyed (GHR 3.2: no longer paired).
            let withdrawn = !matches!(team.status, PlayerStatus::Active);
            let name =
                text(team.name.as_str()).size(theme::TEXT).width(Length::Fill).wrapping(text::Wrapping::None);
            let label = row![
                text(team.tpn.to_string()).size(theme::TEXT).width(Length::Fixed(32.0)),
                if withdrawn { name.style(theme::hint) } else { name },
                text(team.roster.len().to_string()).size(theme::SMALL).style(theme::hint),
            ]
            .spacing(6)
            .align_y(Alignment::Center);
            let is_selected = selected.is_some_and(|s| s.tpn == team.tpn);
            list = list.push(
                button(container(label).clip(true))
                    .width(Length::Fill)
                    .padding([4, 8])
                    .style(theme::list_row(is_selected, false))
                    .on_press(Message::Select(team.tpn)),
            );
        }
        if t.teams.is_empty() {
            list = list.push(text(tr!("gui-teams-none")).size(theme::SMALL).style(theme::hint));
        }
        let add_team = row![
            text_input(&tr!("gui-teams-new-placeholder"), &self.new_team)
                .id(NEW_TEAM)
                .on_input(Message::NewTeam)
                .on_submit(Message::AddTeam)
                .size(theme::TEXT)
                .padding(6),
            button(text(tr!("gui-teams-add")).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([6, 12])
                .style(button::primary)
                .on_press(Message::AddTeam),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        let boards = t.settings.team.boards;
        let left = container(
            column![
                text(tr!("gui-teams-count", count = t.teams.len(), boards = boards)).size(theme::HEADING),
                add_team,
                scrollable(list).id(LIST).height(Length::Fill),
            ]
            .spacing(8)
            .height(Length::Fill),
        )
        .padding(theme::PAD)
        .width(Length::Fixed(300.0))
        .height(Length::Fill)
        .style(theme::card);

        let right: Element<'a, Message> = match selected {
            Some(team) => self.team_view(t, team),
            None => text(tr!("gui-teams-help")).size(theme::TEXT).style(theme::hint).into(),
        };
        let page: Element<'a, Message> =
            row![left, container(right).width(Length::Fill).height(Length::Fill)]
                .spacing(theme::GAP)
                .height(Length::Fill)
                .into();
        match &self.withdraw {
            Some(form) => widgets::modal(page, withdraw_dialog(t, form), 520.0),
            None => page,
        }
    }

    /// The selected team: its fields, its roster with the line-up of a
    /// round, and the players to add.
    fn team_view<'a>(&'a self, t: &'a Tournament, team: &'a Team) -> Element<'a, Message> {
        let field = |placeholder: String, draft: &'a Option<String>, value: &'a str, id: &'static str| {
            text_input(&placeholder, draft.as_deref().unwrap_or(value)).id(id).size(theme::TEXT).padding(6)
        };
        let edited = self.draft != Draft::default();
        let fields = row![
            field(tr!("gui-teams-name"), &self.draft.name, &team.name, NAME)
                .on_input(Message::Name)
                .on_submit(Message::Apply)
                .width(Length::FillPortion(3)),
            field(tr!("gui-teams-nickname"), &self.draft.nickname, &team.nickname, NICKNAME)
                .on_input(Message::Nickname)
                .on_submit(Message::Apply)
                .width(Length::Fixed(130.0)),
            field(tr!("gui-teams-captain"), &self.draft.captain, &team.captain, CAPTAIN)
                .on_input(Message::Captain)
                .on_submit(Message::Apply)
                .width(Length::FillPortion(2)),
            button(text(tr!("gui-apply")).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([6, 12])
                .style(button::primary)
                .on_press_maybe(edited.then_some(Message::Apply)),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        let played =
            t.rounds.iter().any(|r| r.match_of(team.tpn).is_some() || r.team_bye_of(team.tpn).is_some());
        let mut heading = row![text(tr!("gui-teams-team", tpn = team.tpn)).size(theme::HEADING)]
            .spacing(8)
            .align_y(Alignment::Center);
        if let PlayerStatus::Withdrawn { from_round } = team.status {
            heading = heading.push(
                text(tr!("gui-teams-withdrawn", round = from_round))
                    .size(theme::TEXT)
                    .style(text::warning)
                    .wrapping(text::Wrapping::None),
            );
        }
        heading = heading.push(space::horizontal());
        // A team that has played is withdrawn, not removed.
        heading = heading.push(if played {
            button(text(tr!("gui-teams-withdraw")).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([5, 12])
                .style(button::danger)
                .on_press_maybe(matches!(team.status, PlayerStatus::Active).then_some(Message::AskWithdraw))
        } else {
            button(text(tr!("gui-teams-remove")).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([5, 12])
                .style(theme::tool_button)
                .on_press(Message::Remove)
        });

        // The line-up's round: the rounds whose line-up may still change.
        let round = self.lineup_round(t, team.tpn);
        let mut rounds =
            row![text(tr!("gui-teams-lineup-for")).size(theme::TEXT)].spacing(6).align_y(Alignment::Center);
        for r in lineup_rounds(t, team.tpn) {
            rounds = rounds.push(
                button(
                    text(tr!("gui-round-label", round = r)).size(theme::TEXT).wrapping(text::Wrapping::None),
                )
                .padding([4, 10])
                .style(theme::tab(round == Some(r)))
                .on_press(Message::Round(r)),
            );
        }
        if round.is_some() {
            rounds = rounds.push(
                button(
                    text(tr!("gui-teams-default-lineup")).size(theme::TEXT).wrapping(text::Wrapping::None),
                )
                .padding([4, 10])
                .style(theme::tool_button)
                .on_press(Message::DefaultLineup),
            );
        } else {
            rounds =
                rounds.push(text(tr!("gui-teams-no-lineup-round")).size(theme::SMALL).style(theme::hint));
        }
        let lineup: Vec<u32> = round.map(|r| teams::lineup(t, team.tpn, r)).unwrap_or_default();

        let mut roster = column![
            row![
                head(tr!("gui-teams-col-order"), 48.0),
                head(tr!("gui-col-tpn"), 44.0),
                container(super::list::head::<Message>(tr!("gui-col-name"))).width(Length::Fill),
                head(tr!("gui-col-rating"), 56.0),
                head(tr!("gui-teams-col-board"), 64.0),
                head(tr!("gui-teams-col-plays"), 64.0),
                space().width(Length::Fixed(ROSTER_TOOLS)),
            ]
            .spacing(8)
            .padding([0, 8])
        ]
        .spacing(2);
        let last = team.roster.len().saturating_sub(1);
        for (index, &tpn) in team.roster.iter().enumerate() {
            let player = t.player(tpn);
            let board =
                lineup.iter().position(|&p| p == tpn).map(|i| (i + 1).to_string()).unwrap_or_default();
            let plays: Element<'a, Message> = match round {
                Some(_) => {
                    checkbox(lineup.contains(&tpn)).on_toggle(move |on| Message::Plays(tpn, on)).into()
                }
                None => space().into(),
            };
            let tool = |label: &'static str, message: Option<Message>| {
                button(text(label).size(theme::TEXT))
                    .padding([2, 8])
                    .style(theme::tool_button)
                    .on_press_maybe(message)
            };
            roster = roster.push(
                container(
                    row![
                        cell((index + 1).to_string(), 48.0),
                        cell(tpn.to_string(), 44.0),
                        container(
                            text(player.map(|p| p.name.clone()).unwrap_or_default())
                                .size(theme::TEXT)
                                .wrapping(text::Wrapping::None)
                        )
                        .width(Length::Fill)
                        .clip(true),
                        cell(player.and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default(), 56.0),
                        cell(board, 64.0),
                        container(plays).width(Length::Fixed(64.0)),
                        row![
                            tool("↑", (index > 0).then_some(Message::Move { index, up: true })),
                            tool("↓", (index < last).then_some(Message::Move { index, up: false })),
                            tool("✕", Some(Message::Drop(index))),
                        ]
                        .spacing(4)
                        .width(Length::Fixed(ROSTER_TOOLS)),
                    ]
                    .spacing(8)
                    .align_y(Alignment::Center)
                    .padding([2, 8]),
                )
                .style(theme::stripe(index % 2 == 1)),
            );
        }
        if team.roster.is_empty() {
            roster = roster.push(text(tr!("gui-teams-roster-empty")).size(theme::SMALL).style(theme::hint));
        }

        // Players to add: a registered player without a team, or a new one.
        let taken = t.team_of_player();
        let free: Vec<PlayerPick> = t
            .players
            .iter()
            .filter(|p| !taken.contains_key(&p.tpn))
            .map(|p| PlayerPick { tpn: p.tpn, name: p.name.clone() })
            .collect();
        let mut add = row![].spacing(6).align_y(Alignment::Center);
        if !free.is_empty() {
            add = add.push(
                pick_list(free, None::<PlayerPick>, Message::Pick)
                    .placeholder(tr!("gui-teams-pick-player"))
                    .text_size(theme::TEXT)
                    .width(Length::FillPortion(2)),
            );
        }
        add = add
            .push(
                text_input(&tr!("gui-teams-new-player"), &self.new_player)
                    .id(NEW_PLAYER)
                    .on_input(Message::NewPlayer)
                    .on_submit(Message::AddPlayer)
                    .size(theme::TEXT)
                    .padding(6)
                    .width(Length::FillPortion(2)),
            )
            .push(
                text_input(&tr!("gui-col-rating"), &self.new_rating)
                    .id(NEW_RATING)
                    .on_input(Message::NewRating)
                    .on_submit(Message::AddPlayer)
                    .size(theme::TEXT)
                    .padding(6)
                    .width(Length::Fixed(80.0)),
            )
            .push(
                button(text(tr!("gui-teams-add-player")).size(theme::TEXT).wrapping(text::Wrapping::None))
                    .padding([6, 12])
                    .style(theme::tool_button)
                    .on_press(Message::AddPlayer),
            );

        let mut page = column![heading, fields, self.byes_row(t, team), rounds.wrap().vertical_spacing(4)]
            .spacing(8)
            .height(Length::Fill);
        page = page.push(
            text(tr!("gui-teams-lineup-help", boards = t.settings.team.boards))
                .size(theme::SMALL)
                .style(theme::hint),
        );
        if let Some(error) = &self.error {
            page = page.push(text(error.as_str()).size(theme::SMALL).style(text::danger));
        }
        page.push(
            container(scrollable(column![roster, add].spacing(10)).id(ROSTER).height(Length::Fill))
                .padding(6)
                .height(Length::Fill)
                .style(theme::card),
        )
        .into()
    }
}

impl State {
    /// The team's byes: the kind, the rounds not paired yet to tick, the
    /// button, then the byes already requested (each with ✕ while its
    /// round is not paired).
    fn byes_row<'a>(&'a self, t: &'a Tournament, team: &'a Team) -> Element<'a, Message> {
        let open = commands::open_rounds(t);
        let mut line = row![text(tr!("gui-teams-byes")).size(theme::TEXT).wrapping(text::Wrapping::None)]
            .spacing(6)
            .align_y(Alignment::Center);
        let active_rounds: Vec<u32> = open.clone().filter(|&r| team.is_active_in(r)).collect();
        if !matches!(team.status, PlayerStatus::Active) {
            // A withdrawn team is paired no more: no bye to ask for.
            line = line.push(text(tr!("gui-teams-no-byes-withdrawn")).size(theme::SMALL).style(theme::hint));
        } else if active_rounds.is_empty() {
            line = line.push(text(tr!("gui-bye-no-rounds")).size(theme::SMALL).style(theme::hint));
        } else {
            line = line.push(
                pick_list(TeamByeChoice::ALL, Some(TeamByeChoice(self.bye_kind())), Message::ByeKind)
                    .text_size(theme::TEXT)
                    .padding([4, 8]),
            );
            for round in active_rounds {
                line = line.push(
                    button(text(round.to_string()).size(theme::TEXT))
                        .padding([4, 10])
                        .style(if self.bye_rounds.contains(&round) {
                            button::primary
                        } else {
                            theme::tool_button
                        })
                        .on_press(Message::ByeRound(round)),
                );
            }
            line = line.push(
                button(text(tr!("gui-teams-bye-request")).size(theme::TEXT).wrapping(text::Wrapping::None))
                    .padding([4, 12])
                    .style(button::primary)
                    .on_press_maybe((!self.bye_rounds.is_empty()).then_some(Message::RequestByes)),
            );
        }
        for r in &t.rounds {
            let Some(kind) = r.team_byes.iter().find(|b| b.team == team.tpn).map(|b| b.kind) else {
                continue;
            };
            if kind == ByeKind::PairingAllocated || r.is_paired() {
                continue;
            }
            line = line.push(
                button(
                    text(format!(
                        "{}  ✕",
                        tr!("gui-teams-bye-line", round = r.number, kind = widgets::bye_label(kind))
                    ))
                    .size(theme::SMALL)
                    .wrapping(text::Wrapping::None),
                )
                .padding([3, 8])
                .style(theme::tool_button)
                .on_press(Message::CancelBye(r.number)),
            );
        }
        line.wrap().vertical_spacing(4).into()
    }
}

/// "Withdraw team 3?": the team, from which round (the first not paired by
/// default), an optional reason for the audit log, then Withdraw or Cancel.
fn withdraw_dialog<'a>(t: &'a Tournament, form: &'a WithdrawForm) -> Element<'a, Message> {
    let name = t.team(form.tpn).map(|x| x.name.clone()).unwrap_or_default();
    let mut body = column![
        text(tr!("gui-teams-withdraw-heading", team = form.tpn)).size(theme::HEADING),
        text(name).size(theme::TEXT),
        text(tr!("gui-teams-withdraw-help")).size(theme::SMALL).style(theme::hint),
    ]
    .spacing(10);
    body = body.extend(form.fields(
        t,
        WITHDRAW_REASON,
        FormMessages {
            round: Message::WithdrawRound,
            reason: Message::WithdrawReason,
            confirm: Message::ConfirmWithdraw,
        },
    ));
    let confirm = button(text(tr!("gui-withdraw-confirm")).size(theme::TEXT))
        .padding([6, 14])
        .style(button::danger)
        .on_press_maybe(form.can_confirm(t).then_some(Message::ConfirmWithdraw));
    body.push(widgets::dialog_actions(confirm.into(), Message::CancelWithdraw)).into()
}

/// The width of the roster's ↑ ↓ ✕ buttons.
const ROSTER_TOOLS: f32 = 120.0;

fn head<'a>(label: String, width: f32) -> Element<'a, Message> {
    container(super::list::head::<Message>(label)).width(Length::Fixed(width)).into()
}

fn cell<'a>(value: String, width: f32) -> Element<'a, Message> {
    container(text(value).size(theme::TEXT).wrapping(text::Wrapping::None))
        .width(Length::Fixed(width))
        .clip(true)
        .into()
}

fn edit(team: Team) -> Event {
    Event::Apply(vec![Command::Team(TeamCommand::EditTeam(team))])
}

/// The rounds whose line-up of `team` may still change: the round paired
/// last while no board of the team's match has a result, and the next
/// round (the pairing takes the line-ups entered for it).
pub fn lineup_rounds(t: &Tournament, team: u32) -> Vec<u32> {
    let paired = t.rounds_paired();
    let mut open = Vec::new();
    if let Some(r) = t.round(paired).filter(|r| r.is_paired())
        && open_for_lineup(t, r, team)
    {
        open.push(paired);
    }
    // A withdrawn team fields no line-up for the rounds it is not paired
    // in, nor does a team with a bye asked for the round.
    let next = paired + 1;
    let active = t.team(team).is_some_and(|x| x.is_active_in(next))
        && t.round(next).is_none_or(|r| r.team_bye_of(team).is_none());
    if paired < t.settings.rounds_planned && active {
        open.push(paired + 1);
    }
    open
}

/// Whether `team`'s line-up in the paired round `r` may still change: it
/// plays a match there, not forfeited as a whole, and no game of it has a
/// result yet (an empty board's forfeit is no result: the line-up may fill it).
fn open_for_lineup(t: &Tournament, r: &Round, team: u32) -> bool {
    r.match_of(team).is_some_and(|m| {
        m.forfeit.is_none()
            && !t
                .match_outcome(r, m, team)
                .boards
                .iter()
                .any(|b| b.player.is_some() && b.opponent.is_some() && b.points.is_some())
    })
}
