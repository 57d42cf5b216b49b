//! The override editor of the rounds view: the pairing of one round changed
//! by hand. Each board has a place for White and for Black, and the round
//! one for the pairing-allocated bye; clicking a place opens a picker beside
//! the boards, where typing part of a name or a pairing number narrows the
//! players down (the first match is taken with Enter). Picking a player who
//! already has a place elsewhere makes the two change places, so the one
//! control swaps two players, replaces an opponent or moves the bye; ⇄ flips
//! the colours of a board; "Clear all boards" starts a whole round by hand.
//! The boards are a list of rows of one height, of which only those in view
//! are built, so no row ever covers another, in any round size.
//!
//! While editing, the rules checker's findings are shown (absolute ones
//! first, highlighted); they are computed off the UI thread
//! ([`super::jobs::check_job`]) for each draft. Saving needs a reason, an
//! explicit confirmation when an absolute rule is broken, and on a
//! published round it is the correction of a published pairing. It sends
//! `Command::OverridePairing`; the checker runs again there.
//!
//! In a team event the places are teams: a "board" of the editor is a match
//! (the team with White on board 1 first), the bye is the team's
//! pairing-allocated bye, ⇄ exchanges the colours of a match, and a match
//! with a result stands (the command refuses to change it; the editor says
//! so before saving).

use super::derived::Derived;
use super::list::{self, Col, Scroll};
use super::{theme, widgets};
use crate::commands::{self, Command};
use crate::model::{ByeKind, Tournament};
use crate::pairing::checker::{Finding, Severity};
use crate::pairing::{Board, Pairing};
use crate::tr;
use iced::widget::scrollable::Viewport;
use iced::widget::{button, checkbox, column, container, row, scrollable, space, text, text_input};
use iced::{Alignment, Element, Length, Padding};
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

/// The widget id of the reason input.
pub const REASON_INPUT: &str = "override-reason";
/// The widget id of the scrolled list of boards.
pub const BOARDS: &str = "override-boards";
/// The widget id of the picker's search field.
pub const PICKER_INPUT: &str = "override-picker";
/// The picker lists at most this many matches (a few letters more narrow
/// them down further).
pub const PICKER_MATCHES: usize = 60;

/// Draft numbers, unique in the process, so that the findings computed for
/// one draft are never shown for another (also of another editor).
static DRAFTS: AtomicU64 = AtomicU64::new(1);

fn next_draft() -> u64 {
    DRAFTS.fetch_add(1, Ordering::Relaxed)
}

/// A place in the pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// White on board `index` (0-based).
    White(usize),
    /// Black on board `index` (0-based).
    Black(usize),
    /// The pairing-allocated bye.
    Bye,
}

/// A player as offered in the pick lists (`tpn: None`: nobody).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerChoice {
    pub tpn: Option<u32>,
    pub name: String,
}

impl PlayerChoice {
    pub fn nobody() -> PlayerChoice {
        PlayerChoice { tpn: None, name: String::new() }
    }

    /// Every player of the tournament, by pairing number.
    pub fn all(t: &Tournament) -> Vec<PlayerChoice> {
        t.players.iter().map(|p| PlayerChoice { tpn: Some(p.tpn), name: p.name.clone() }).collect()
    }

    pub fn of(t: &Tournament, tpn: Option<u32>) -> PlayerChoice {
        match tpn {
            Some(tpn) => PlayerChoice {
                tpn: Some(tpn),
                name: t.player(tpn).map(|p| p.name.clone()).unwrap_or_default(),
            },
            None => PlayerChoice::nobody(),
        }
    }
}

impl fmt::Display for PlayerChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.tpn {
            Some(tpn) => write!(f, "{tpn} {}", self.name),
            None => f.write_str(&tr!("gui-override-nobody")),
        }
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    /// Puts a player (or nobody) in a place; a player who had another
    /// place moves to the one left.
    Set(Slot, PlayerChoice),
    /// Flips the colours of board `index`.
    Flip(usize),
    AddBoard,
    RemoveBoard(usize),
    /// Empties every board and the bye: the whole round by hand.
    Clear,
    /// Back to the round's pairing.
    Reset,
    Reason(String),
    Confirm(bool),
    Save,
    Cancel,
    /// Opens the picker for a place.
    Pick(Slot),
    /// The picker's search text.
    Query(String),
    /// Takes the picker's first match (Enter in its search field).
    PickFirst,
    ClosePicker,
    /// The boards list was scrolled (or resized).
    Scrolled(Viewport),
}

/// What the rounds view must do after an editor message.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    Nothing,
    /// The draft changed: check it (see [`Editor::check`]).
    Check,
    Save(Box<Command>),
    Close,
    /// The picker opened: its search field takes the keys.
    Focus(&'static str),
}

/// The checker's answer for the current draft.
#[derive(Debug, Clone, PartialEq)]
pub enum Findings {
    Checking,
    Ready(Vec<Finding>),
    Failed(String),
}

type Boards = Vec<[Option<u32>; 2]>;

#[derive(Debug, Clone)]
pub struct Editor {
    round: u32,
    /// A team event: the places are teams, the boards matches.
    teams: bool,
    /// Team events: the matches with a result, which must stay as they are.
    locked: Vec<(u32, u32)>,
    published: bool,
    boards: Boards,
    bye: Option<u32>,
    original: (Boards, Option<u32>),
    /// The board the editor was opened from (highlighted).
    focus: Option<usize>,
    /// What the picker offers: nobody, then the players (teams) who can be
    /// paired in the round, withdrawn ones left out.
    choices: Vec<PlayerChoice>,
    reason: String,
    confirm: bool,
    findings: Findings,
    draft: u64,
    /// The place being chosen for, and what has been typed to find the player.
    picking: Option<(Slot, String)>,
    scroll: Scroll,
}

impl Editor {
    /// An editor on the pairing of round `round`, if it is paired.
    pub fn open(t: &Tournament, round: u32, focus: Option<usize>) -> Option<Editor> {
        let r = t.round(round).filter(|r| r.is_paired())?;
        let teams = t.is_team_event();
        let (boards, bye, count): (Boards, _, _) = if teams {
            (
                r.matches.iter().map(|m| [Some(m.white), Some(m.black)]).collect(),
                r.team_byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.team),
                r.matches.len(),
            )
        } else {
            (
                r.games.iter().map(|g| [Some(g.white), Some(g.black)]).collect(),
                r.byes.iter().find(|b| b.kind == ByeKind::PairingAllocated).map(|b| b.player),
                r.games.len(),
            )
        };
        // Only who can be paired in the round: a withdrawn player or team
        // is not offered (Tournament::pairable_in).
        let mut choices = vec![PlayerChoice::nobody()];
        choices.extend(
            t.pairable_in(round)
                .into_iter()
                .map(|(tpn, name)| PlayerChoice { tpn: Some(tpn), name: name.to_owned() }),
        );
        let locked = if teams {
            commands::teams::matches_with_results(t, round).iter().map(|m| (m.white, m.black)).collect()
        } else {
            Vec::new()
        };
        Some(Editor {
            round,
            teams,
            locked,
            published: r.published,
            original: (boards.clone(), bye),
            boards,
            bye,
            focus: focus.filter(|&i| i < count),
            choices,
            reason: String::new(),
            confirm: false,
            findings: Findings::Checking,
            draft: next_draft(),
            picking: None,
            // Opened from a board: that board in view.
            scroll: Scroll {
                offset: focus.map_or(0.0, |i| (i.saturating_sub(2)) as f32 * list::ROW),
                ..Scroll::default()
            },
        })
    }

    /// The place the picker is open for, if it is open.
    pub fn picking(&self) -> Option<Slot> {
        self.picking.as_ref().map(|(slot, _)| *slot)
    }

    /// The players the picker offers for what has been typed: "nobody"
    /// first (while nothing is typed), then by pairing number those whose
    /// name contains the text or whose pairing number it is.
    pub fn matches(&self) -> Vec<PlayerChoice> {
        let query = self.picking.as_ref().map(|(_, q)| q.trim().to_lowercase()).unwrap_or_default();
        let number: Option<u32> = query.parse().ok();
        let mut found: Vec<PlayerChoice> = self
            .choices
            .iter()
            .filter(|c| match c.tpn {
                None => query.is_empty(),
                Some(tpn) => {
                    query.is_empty() || number == Some(tpn) || c.name.to_lowercase().contains(&query)
                }
            })
            .cloned()
            .collect();
        // The player with the number typed comes first.
        if let Some(n) = number
            && let Some(i) = found.iter().position(|c| c.tpn == Some(n))
        {
            let exact = found.remove(i);
            found.insert(0, exact);
        }
        found
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// The current draft's number (the findings' answer names it).
    pub fn draft(&self) -> u64 {
        self.draft
    }

    pub fn findings(&self) -> &Findings {
        &self.findings
    }

    /// The findings of draft `draft`, if it is still the current one.
    pub fn checked(&mut self, draft: u64, result: Result<Vec<Finding>, String>) {
        if draft == self.draft {
            self.findings = match result {
                Ok(findings) => Findings::Ready(findings),
                Err(error) => Findings::Failed(error),
            };
        }
    }

    /// The complete boards of the draft, and its bye, as a pairing.
    pub fn pairing(&self) -> Pairing {
        Pairing {
            boards: self
                .boards
                .iter()
                .filter_map(|b| match b {
                    [Some(white), Some(black)] => Some(Board { white: *white, black: *black }),
                    _ => None,
                })
                .collect(),
            bye: self.bye,
        }
    }

    /// Boards (1-based) with only one player.
    fn incomplete(&self) -> Vec<usize> {
        self.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| b[0].is_some() != b[1].is_some())
            .map(|(i, _)| i + 1)
            .collect()
    }

    fn changed(&self) -> bool {
        (self.boards.iter().filter(|b| b.iter().any(Option::is_some)).cloned().collect::<Boards>(), self.bye)
            != self.original
    }

    fn has_absolute(&self) -> bool {
        matches!(&self.findings, Findings::Ready(f) if f.iter().any(|f| f.severity == Severity::Absolute))
    }

    /// Why "Save" is not offered yet, if it is not.
    pub fn save_blocked(&self) -> Option<String> {
        if !self.changed() {
            return Some(tr!("gui-override-unchanged"));
        }
        if let Some(&board) = self.incomplete().first() {
            return Some(if self.teams {
                tr!("gui-team-override-incomplete", number = board)
            } else {
                tr!("gui-override-incomplete", board = board)
            });
        }
        // A match with a result stands (the command refuses to change it).
        if let Some(&(white, black)) =
            self.locked.iter().find(|&&(w, b)| !self.boards.contains(&[Some(w), Some(b)]))
        {
            return Some(tr!("gui-team-override-locked", white = white, black = black));
        }
        match &self.findings {
            Findings::Checking => return Some(tr!("gui-override-wait")),
            Findings::Failed(error) => return Some(error.clone()),
            Findings::Ready(_) => {}
        }
        if self.reason.trim().is_empty() {
            return Some(tr!("gui-override-reason-required"));
        }
        if self.has_absolute() && !self.confirm {
            return Some(tr!("gui-override-confirm-required"));
        }
        None
    }

    fn get(&self, slot: Slot) -> Option<u32> {
        match slot {
            Slot::White(i) => self.boards.get(i).and_then(|b| b[0]),
            Slot::Black(i) => self.boards.get(i).and_then(|b| b[1]),
            Slot::Bye => self.bye,
        }
    }

    fn put(&mut self, slot: Slot, value: Option<u32>) {
        match slot {
            Slot::White(i) => {
                if let Some(b) = self.boards.get_mut(i) {
                    b[0] = value;
                }
            }
            Slot::Black(i) => {
                if let Some(b) = self.boards.get_mut(i) {
                    b[1] = value;
                }
            }
            Slot::Bye => self.bye = value,
        }
    }

    /// Where `tpn` is in the draft.
    fn find(&self, tpn: u32) -> Option<Slot> {
        if self.bye == Some(tpn) {
            return Some(Slot::Bye);
        }
        self.boards.iter().enumerate().find_map(|(i, b)| {
            if b[0] == Some(tpn) {
                Some(Slot::White(i))
            } else if b[1] == Some(tpn) {
                Some(Slot::Black(i))
            } else {
                None
            }
        })
    }

    /// Puts `player` in `slot`; whoever was there takes `player`'s old place.
    pub fn set(&mut self, slot: Slot, player: Option<u32>) {
        let previous = self.get(slot);
        if let Some(p) = player
            && let Some(other) = self.find(p)
            && other != slot
        {
            self.put(other, previous);
        }
        self.put(slot, player);
    }

    pub fn flip(&mut self, board: usize) {
        if let Some(b) = self.boards.get_mut(board) {
            b.swap(0, 1);
        }
    }

    fn touched(&mut self) -> Outcome {
        self.draft = next_draft();
        self.findings = Findings::Checking;
        self.confirm = false;
        Outcome::Check
    }

    pub fn update(&mut self, message: Message) -> Outcome {
        match message {
            Message::Set(slot, choice) => {
                self.set(slot, choice.tpn);
                self.picking = None;
                self.touched()
            }
            Message::Flip(board) => {
                self.flip(board);
                self.touched()
            }
            Message::AddBoard => {
                self.boards.push([None, None]);
                Outcome::Nothing
            }
            Message::RemoveBoard(board) => {
                if board < self.boards.len() {
                    self.boards.remove(board);
                    self.focus = None;
                }
                self.touched()
            }
            Message::Clear => {
                let places = self.boards.len().max(1);
                self.boards = vec![[None, None]; places];
                self.bye = None;
                self.focus = None;
                self.touched()
            }
            Message::Reset => {
                (self.boards, self.bye) = self.original.clone();
                self.touched()
            }
            Message::Reason(reason) => {
                self.reason = reason;
                Outcome::Nothing
            }
            Message::Confirm(confirm) => {
                self.confirm = confirm;
                Outcome::Nothing
            }
            Message::Save => {
                if self.save_blocked().is_some() {
                    return Outcome::Nothing;
                }
                Outcome::Save(Box::new(Command::OverridePairing {
                    round: self.round,
                    pairing: self.pairing(),
                    reason: self.reason.trim().to_owned(),
                    confirm_absolute: self.confirm,
                    correct_published: self.published,
                }))
            }
            Message::Cancel => Outcome::Close,
            Message::Pick(slot) => {
                self.picking = Some((slot, String::new()));
                Outcome::Focus(PICKER_INPUT)
            }
            Message::Query(query) => {
                if let Some((_, q)) = &mut self.picking {
                    *q = query;
                }
                Outcome::Nothing
            }
            Message::PickFirst => match (self.picking(), self.matches().into_iter().next()) {
                (Some(slot), Some(choice)) => self.update(Message::Set(slot, choice)),
                _ => Outcome::Nothing,
            },
            Message::ClosePicker => {
                self.picking = None;
                Outcome::Nothing
            }
            Message::Scrolled(viewport) => {
                self.scroll.scrolled(viewport);
                Outcome::Nothing
            }
        }
    }

    /// Players (teams) to pair in the round (active, without a requested
    /// bye or absence) who have no place in the draft.
    fn missing(&self, t: &Tournament) -> Vec<u32> {
        let to_pair = if self.teams {
            commands::teams::teams_to_pair(t, self.round)
        } else {
            commands::players_to_pair(t, self.round)
        };
        to_pair.into_iter().filter(|&tpn| self.find(tpn).is_none()).collect()
    }

    /// The name of player (team) `tpn`.
    fn name_of<'a>(&self, t: &'a Tournament, derived: &'a Derived, tpn: u32) -> &'a str {
        if self.teams {
            t.team(tpn).map(|x| x.name.as_str()).unwrap_or_default()
        } else {
            derived.name(t, tpn)
        }
    }

    /// The points of `tpn` before the round: a team's match points.
    fn points_of(&self, t: &Tournament, derived: &Derived, tpn: u32) -> String {
        let before = self.round.saturating_sub(1);
        if self.teams {
            format!("{} {}", t.team_points_after(tpn, before).mp, tr!("export-col-match-points"))
        } else {
            derived.points_after(tpn, before).to_string()
        }
    }

    pub fn view<'a>(&'a self, t: &'a Tournament, derived: &'a Derived) -> Element<'a, Message> {
        let absolute_players: Vec<u32> = match &self.findings {
            Findings::Ready(findings) => findings
                .iter()
                .filter(|f| f.severity == Severity::Absolute)
                .flat_map(|f| f.players.iter().copied())
                .collect(),
            _ => Vec::new(),
        };
        let picking = self.picking();
        // A place: a button with the player and their points before the
        // round; clicking it opens the picker for it.
        let place = move |slot: Slot| -> Element<'a, Message> {
            let label = match self.get(slot) {
                Some(tpn) => {
                    format!("{tpn}  {}  ({})", self.name_of(t, derived, tpn), self.points_of(t, derived, tpn))
                }
                None => tr!("gui-override-nobody"),
            };
            // Cut at the place's edge: a long name never runs under the
            // ⇄ button beside it (the picker shows it whole).
            button(container(text(label).size(theme::TEXT).wrapping(text::Wrapping::None)).clip(true))
                .width(Length::Fill)
                .padding([3, 8])
                .style(theme::tab(picking == Some(slot)))
                .on_press(Message::Pick(slot))
                .into()
        };

        // The heading alone above the boards: the help goes to the right
        // column, so that the boards get the height (1024×600, issue 27).
        let heading = if self.teams {
            tr!("gui-team-override-heading", round = self.round)
        } else {
            tr!("gui-override-heading", round = self.round)
        };
        let mut page = column![text(heading).size(theme::HEADING)].spacing(6).height(Length::Fill);

        let header = list::cells(
            &EDIT_COLUMNS,
            vec![
                list::head(String::new()),
                list::head(if self.teams { tr!("gui-team-override-white") } else { tr!("gui-col-white") }),
                list::head(String::new()),
                list::head(if self.teams { tr!("gui-team-override-black") } else { tr!("gui-col-black") }),
                list::head(String::new()),
            ],
        );
        let bye_flagged = self.bye.is_some_and(|tpn| absolute_players.contains(&tpn));
        let row_at = move |i: usize| -> Element<'a, Message> {
            // After the boards, the pairing-allocated bye, as a row of its own.
            let Some(&b) = self.boards.get(i) else {
                let line = list::cells(
                    &EDIT_COLUMNS,
                    vec![
                        list::cell(String::new()),
                        text(tr!("gui-override-bye-row"))
                            .size(theme::TEXT)
                            .wrapping(text::Wrapping::None)
                            .into(),
                        list::cell(String::new()),
                        place(Slot::Bye),
                        list::cell(String::new()),
                    ],
                );
                return container(line)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .align_y(Alignment::Center)
                    .style(theme::edit_row(false, bye_flagged))
                    .into();
            };
            let flagged = b.iter().flatten().any(|tpn| absolute_players.contains(tpn));
            let line = list::cells(
                &EDIT_COLUMNS,
                vec![
                    list::cell((i + 1).to_string()),
                    place(Slot::White(i)),
                    button(container(text("⇄").size(theme::TEXT)).center_x(Length::Fill))
                        .width(Length::Fill)
                        .padding([3, 0])
                        .style(theme::tool_button)
                        .on_press(Message::Flip(i))
                        .into(),
                    place(Slot::Black(i)),
                    button(container(text("✕").size(theme::SMALL)).center_x(Length::Fill))
                        .width(Length::Fill)
                        .padding([3, 0])
                        .style(button::text)
                        .on_press(Message::RemoveBoard(i))
                        .into(),
                ],
            );
            container(line)
                .width(Length::Fill)
                .height(Length::Fill)
                .align_y(Alignment::Center)
                .style(theme::edit_row(self.focus == Some(i), flagged))
                .into()
        };
        let rows = self.boards.len() + 1;
        let boards = list::table(BOARDS, header, rows, &self.scroll, row_at, Message::Scrolled);
        // Left: the boards and the bye (only the rows in view are built),
        // then the tools; right: the picker while a place is being chosen,
        // else what the checker says, the reason and the save button.
        let left = column![
            container(boards).height(Length::Fill),
            row![
                small_button(
                    if self.teams {
                        tr!("gui-team-override-add-match")
                    } else {
                        tr!("gui-override-add-board")
                    },
                    Message::AddBoard
                ),
                small_button(
                    if self.teams { tr!("gui-team-override-clear") } else { tr!("gui-override-clear") },
                    Message::Clear
                ),
                small_button(tr!("gui-override-reset"), Message::Reset),
            ]
            .spacing(8)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(6),
        ]
        .spacing(6)
        .width(Length::FillPortion(3))
        .height(Length::Fill);

        // Only what the checker says scrolls; the reason and the buttons
        // stay in place under it.
        let right: Element<'a, Message> = match &self.picking {
            Some((slot, query)) => self.picker(t, derived, *slot, query),
            // Room on the right for the scroll bar, which iced draws over
            // the content's edge: the checker's help stays readable.
            None => column![
                scrollable(
                    container(self.checks(t, derived)).padding(Padding { right: 14.0, ..Padding::ZERO })
                )
                .height(Length::Fill),
                self.save_part(),
            ]
            .spacing(8)
            .height(Length::Fill)
            .into(),
        };
        page = page.push(
            row![left, container(right).width(Length::FillPortion(2)).height(Length::Fill)]
                .spacing(16)
                .height(Length::Fill),
        );
        container(page).padding(theme::PAD).width(Length::Fill).height(Length::Fill).style(theme::card).into()
    }

    /// The picker for `slot`: a search field and the players it matches,
    /// each with where they are in the draft now.
    fn picker<'a>(
        &'a self,
        t: &'a Tournament,
        derived: &'a Derived,
        slot: Slot,
        query: &'a str,
    ) -> Element<'a, Message> {
        let place = match slot {
            Slot::White(i) if self.teams => tr!("gui-team-override-pick-white", number = i + 1),
            Slot::Black(i) if self.teams => tr!("gui-team-override-pick-black", number = i + 1),
            Slot::White(i) => tr!("gui-override-pick-white", board = i + 1),
            Slot::Black(i) => tr!("gui-override-pick-black", board = i + 1),
            Slot::Bye => tr!("gui-override-bye"),
        };
        let matches = self.matches();
        let count = matches.iter().filter(|c| c.tpn.is_some()).count();
        let mut found = column![].spacing(2);
        for choice in matches.into_iter().take(PICKER_MATCHES) {
            let whereabouts = match choice.tpn.and_then(|tpn| self.find(tpn)) {
                Some(Slot::White(i) | Slot::Black(i)) if self.teams => {
                    tr!("gui-team-override-on-match", number = i + 1)
                }
                Some(Slot::White(i) | Slot::Black(i)) => tr!("gui-override-on-board", board = i + 1),
                Some(Slot::Bye) => tr!("gui-override-bye"),
                None if choice.tpn.is_some() => tr!("gui-override-unplaced"),
                None => String::new(),
            };
            let points = choice.tpn.map(|tpn| self.points_of(t, derived, tpn)).unwrap_or_default();
            let line = row![
                container(text(choice.to_string()).size(theme::TEXT).wrapping(text::Wrapping::None))
                    .width(Length::Fill)
                    .clip(true),
                text(points).size(theme::SMALL).style(theme::hint),
                container(
                    text(whereabouts).size(theme::SMALL).style(theme::hint).wrapping(text::Wrapping::None)
                )
                .width(Length::Fixed(110.0))
                .clip(true),
            ]
            .spacing(8)
            .align_y(Alignment::Center);
            found = found.push(
                button(line)
                    .width(Length::Fill)
                    .padding([3, 8])
                    .style(theme::list_row(false, false))
                    .on_press(Message::Set(slot, choice)),
            );
        }
        column![
            text(tr!("gui-override-pick-heading", place = place)).size(theme::TEXT),
            text_input(
                &if self.teams {
                    tr!("gui-team-override-pick-placeholder")
                } else {
                    tr!("gui-override-pick-placeholder")
                },
                query
            )
            .id(PICKER_INPUT)
            .on_input(Message::Query)
            .on_submit(Message::PickFirst)
            .size(theme::TEXT)
            .padding(6),
            text(if self.teams {
                tr!("gui-team-override-pick-count", count = count)
            } else {
                tr!("gui-override-pick-count", count = count)
            })
            .size(theme::SMALL)
            .style(theme::hint),
            scrollable(found).height(Length::Fill),
            small_button(tr!("gui-cancel"), Message::ClosePicker),
        ]
        .spacing(6)
        .height(Length::Fill)
        .into()
    }

    /// Whether the round is published, who is still to be placed, the
    /// checker's findings and how the editor works (the part of the right
    /// column that scrolls).
    fn checks<'a>(&'a self, t: &'a Tournament, derived: &'a Derived) -> Element<'a, Message> {
        let mut right = column![].spacing(8);
        // A published round's pairing changes as a correction (C.04.2 4.4).
        if self.published {
            right = right.push(
                text(tr!("gui-override-published", round = self.round))
                    .size(theme::TEXT)
                    .style(text::warning),
            );
        }
        let missing = self.missing(t);
        if !missing.is_empty() {
            let names: Vec<String> =
                missing.iter().map(|&tpn| format!("{tpn} {}", self.name_of(t, derived, tpn))).collect();
            let (count, names) = (missing.len(), names.join(", "));
            right = right.push(
                text(if self.teams {
                    tr!("gui-team-override-missing", count = count, teams = names)
                } else {
                    tr!("gui-override-missing", count = count, players = names)
                })
                .size(theme::TEXT)
                .style(text::warning),
            );
        }
        right = right.push(self.findings_view());
        // How the editor works, last: the findings come first.
        let help = if self.teams { tr!("gui-team-override-help") } else { tr!("gui-override-help") };
        right = right.push(text(help).size(theme::SMALL).style(theme::hint));
        right.push(space().height(Length::Fixed(4.0))).into()
    }

    /// The reason, the confirmation of an absolute violation and the
    /// buttons, under the findings.
    fn save_part(&self) -> Element<'_, Message> {
        let mut right = column![].spacing(6);
        right = right.push(text(tr!("gui-override-reason-placeholder")).size(theme::SMALL));
        right = right.push(
            text_input("", &self.reason)
                .id(REASON_INPUT)
                .on_input(Message::Reason)
                .on_submit(Message::Save)
                .size(theme::TEXT)
                .padding(6),
        );
        if self.has_absolute() {
            right = right.push(
                checkbox(self.confirm)
                    .label(tr!("gui-override-confirm"))
                    .text_size(theme::TEXT)
                    .on_toggle(Message::Confirm),
            );
        }
        let blocked = self.save_blocked();
        let save_label =
            if self.published { tr!("gui-override-save-published") } else { tr!("gui-override-save") };
        right = right.push(widgets::dialog_actions(
            button(text(save_label).size(theme::TEXT))
                .padding([6, 14])
                .style(if self.has_absolute() { button::danger } else { button::primary })
                .on_press_maybe(blocked.is_none().then_some(Message::Save))
                .into(),
            Message::Cancel,
        ));
        if let Some(reason) = blocked {
            right = right.push(text(reason).size(theme::SMALL).style(theme::hint));
        }
        right.into()
    }

    fn findings_view(&self) -> Element<'_, Message> {
        let mut list = column![text(tr!("gui-override-findings")).size(theme::TEXT)].spacing(4);
        match &self.findings {
            Findings::Checking => {
                list = list.push(text(tr!("gui-override-checking")).size(theme::TEXT).style(text::secondary))
            }
            Findings::Failed(error) => list = list.push(text(error).size(theme::TEXT).style(text::danger)),
            Findings::Ready(findings) if findings.is_empty() => {
                list = list.push(text(tr!("gui-override-no-findings")).size(theme::TEXT).style(text::success))
            }
            Findings::Ready(findings) => {
                let mut sorted: Vec<&Finding> = findings.iter().collect();
                sorted.sort_by_key(|f| f.severity);
                for f in sorted {
                    let absolute = f.severity == Severity::Absolute;
                    let line = text(f.to_string()).size(theme::TEXT);
                    list = list.push(if absolute {
                        container(line).padding([4, 8]).width(Length::Fill).style(theme::notice(true))
                    } else {
                        container(line.style(text::warning)).padding([0, 8]).width(Length::Fill)
                    });
                }
            }
        }
        container(list).padding([8, 0]).width(Length::Fill).into()
    }
}

/// The columns of the editor's boards: board, White, ⇄, Black, remove.
const EDIT_COLUMNS: [Col; 5] = [
    Col { width: Length::Fixed(30.0), align: Alignment::End },
    Col { width: Length::Fill, align: Alignment::Start },
    Col { width: Length::Fixed(34.0), align: Alignment::Center },
    Col { width: Length::Fill, align: Alignment::Start },
    Col { width: Length::Fixed(26.0), align: Alignment::Center },
];

fn small_button<'a>(label: String, message: Message) -> Element<'a, Message> {
    button(text(label).size(theme::TEXT)).padding([4, 12]).style(theme::tool_button).on_press(message).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Game, GameResult, Player, Round, RoundBye};

    fn round_of_five() -> Tournament {
        let mut t = Tournament::new("T");
        for i in 1..=5 {
            t.players.push(Player::new(i, format!("P{i}")));
        }
        let mut r = Round::new(1);
        r.games.push(Game::new(1, 3, GameResult::Pending));
        r.games.push(Game::new(4, 2, GameResult::Pending));
        r.byes.push(RoundBye { player: 5, kind: ByeKind::PairingAllocated });
        t.rounds.push(r);
        t
    }

    #[test]
    fn picking_a_placed_player_swaps_places_and_moves_the_bye() {
        let t = round_of_five();
        let mut e = Editor::open(&t, 1, Some(0)).unwrap_or_else(|| panic!("round 1 is paired"));
        assert_eq!(e.findings, Findings::Checking);
        // Replace 3 by 2 on board 1: 3 takes 2's place on board 2.
        e.set(Slot::Black(0), Some(2));
        assert_eq!(e.boards, vec![[Some(1), Some(2)], [Some(4), Some(3)]]);
        // Move the bye from 5 to 4: 5 plays on board 2.
        e.set(Slot::Bye, Some(4));
        assert_eq!((e.boards[1], e.bye), ([Some(5), Some(3)], Some(4)));
        e.flip(1);
        assert_eq!(e.boards[1], [Some(3), Some(5)]);
        let p = e.pairing();
        assert_eq!(p.boards, vec![Board { white: 1, black: 2 }, Board { white: 3, black: 5 }]);
        assert_eq!(p.bye, Some(4));
    }

    #[test]
    fn saving_needs_a_change_a_check_a_reason_and_a_confirmation() {
        let t = round_of_five();
        let mut e = Editor::open(&t, 1, None).unwrap_or_else(|| panic!("round 1 is paired"));
        assert_eq!(e.save_blocked(), Some(tr!("gui-override-unchanged")));
        assert_eq!(e.update(Message::Flip(0)), Outcome::Check);
        assert_eq!(e.save_blocked(), Some(tr!("gui-override-wait")));
        let stale = e.draft() - 1;
        e.checked(stale, Ok(Vec::new()));
        assert_eq!(e.findings, Findings::Checking, "an answer for an older draft is ignored");
        let absolute = Finding {
            severity: Severity::Absolute,
            rule: "C.04.3 C.1".into(),
            players: vec![1, 3],
            message: "rematch".into(),
        };
        e.checked(e.draft(), Ok(vec![absolute]));
        assert_eq!(e.save_blocked(), Some(tr!("gui-override-reason-required")));
        assert_eq!(e.update(Message::Save), Outcome::Nothing);
        e.update(Message::Reason("  Wrong result entered  ".into()));
        assert_eq!(e.save_blocked(), Some(tr!("gui-override-confirm-required")));
        e.update(Message::Confirm(true));
        let command = match e.update(Message::Save) {
            Outcome::Save(command) => *command,
            other => panic!("expected a save, got {other:?}"),
        };
        match command {
            Command::OverridePairing { round, pairing, reason, confirm_absolute, .. } => {
                assert_eq!((round, reason.as_str(), confirm_absolute), (1, "Wrong result entered", true));
                assert_eq!(pairing.boards[0], Board { white: 3, black: 1 });
            }
            other => panic!("expected a save, got {other:?}"),
        }
    }

    #[test]
    fn a_cleared_round_is_incomplete_until_every_board_has_two_players() {
        let t = round_of_five();
        let mut e = Editor::open(&t, 1, None).unwrap_or_else(|| panic!("round 1 is paired"));
        e.update(Message::Clear);
        assert_eq!(e.missing(&t), vec![1, 2, 3, 4, 5]);
        e.set(Slot::White(0), Some(2));
        e.checked(e.draft(), Ok(Vec::new()));
        assert_eq!(e.save_blocked(), Some(tr!("gui-override-incomplete", board = 1)));
        e.set(Slot::Black(0), Some(1));
        e.set(Slot::White(1), Some(3));
        e.set(Slot::Black(1), Some(4));
        e.set(Slot::Bye, Some(5));
        assert!(e.missing(&t).is_empty());
        assert_eq!(e.pairing().boards.len(), 2);
    }
}
