//! The players screen: the player list (search, sort by clicking a header),
//! the form to add a player (`Command::AddPlayer`; once round 1 is paired a
//! late entry, `Command::AddLateEntry`), withdrawals (`Command::Withdraw`),
//! pairing numbers from the ratings (`Command::AssignPairingNumbers`), and
//! on a second page the requested byes (`Command::RequestBye`) and the
//! forbidden pairs (`Command::ForbidPair`).

use super::derived::Derived;
use super::editor::PlayerChoice;
use super::export::{self, Export};
use super::list::{self, Col, Scroll};
use super::withdraw::FormMessages;
use super::{theme, widgets};
use crate::commands::{self, Command};
use crate::export::Document;
use crate::model::{ByeRequest, Player, PlayerStatus, Points, Title, Tournament};
use crate::tr;
use iced::widget::scrollable::Viewport;
use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};
use std::collections::BTreeSet;
use std::fmt;

/// Widget ids of the form, for tests and focus.
pub const NAME_INPUT: &str = "player-name";
pub const RATING_INPUT: &str = "player-rating";
pub const FEDERATION_INPUT: &str = "player-federation";
pub const SEARCH_INPUT: &str = "player-search";
/// A round robin's drawing of lots: the seed, and the two numbers swapped by hand.
pub const LOTS_SEED: &str = "lots-seed";
pub const LOTS_FIRST: &str = "lots-first";
pub const LOTS_SECOND: &str = "lots-second";
pub const WITHDRAW_REASON: &str = "withdraw-reason";
/// The scrolled player list, and the scrolled page of requests.
pub const LIST: &str = "players-list";
pub const REQUESTS: &str = "players-requests";

/// The player list's columns: TPN, title, name, rating, federation, FIDE
/// ID, points, status, the withdraw button; with Baku acceleration the
/// group and virtual points come after the points ([`columns`]).
const COLUMNS: [Col; 9] = [
    Col { width: Length::Fixed(44.0), align: Alignment::End },
    Col { width: Length::Fixed(54.0), align: Alignment::Start },
    Col { width: Length::Fill, align: Alignment::Start },
    Col { width: Length::Fixed(60.0), align: Alignment::End },
    Col { width: Length::Fixed(50.0), align: Alignment::Start },
    Col { width: Length::Fixed(90.0), align: Alignment::End },
    Col { width: Length::Fixed(60.0), align: Alignment::End },
    Col { width: Length::Fixed(220.0), align: Alignment::Start },
    Col { width: Length::Fixed(120.0), align: Alignment::Start },
];

/// How far (in pixels) a list must scroll for the registration cards to
/// fold while it is scrolled down: a dozen rows, more than the cards' height.
const FOLD_RANGE: f32 = 12.0 * list::ROW;

/// Where the Baku column goes (after the points) and how it is laid out.
const BAKU_AT: usize = 7;
const BAKU_COLUMN: Col = Col { width: Length::Fixed(72.0), align: Alignment::Start };

/// The list's columns, with the Baku column when it is shown.
fn columns(baku: bool) -> Vec<Col> {
    let mut columns = COLUMNS.to_vec();
    if baku {
        columns.insert(BAKU_AT, BAKU_COLUMN);
    }
    columns
}

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
        Some(ByeRequest::HalfPoint) => widgets::bye_label(crate::model::ByeKind::HalfPoint),
        Some(ByeRequest::ZeroPoint) => tr!("gui-bye-request-zero"),
        Some(ByeRequest::FullPoint) => widgets::bye_label(crate::model::ByeKind::FullPoint),
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
    /// Asks to withdraw player `tpn` (the dialog opens).
    AskWithdraw(u32),
    WithdrawRound(RoundChoice),
    WithdrawReason(String),
    ConfirmWithdraw,
    /// Withdraws the player from the last paired round, which is neither
    /// published nor started: it is unpaired and paired again without them.
    ConfirmWithdrawRepair,
    CancelWithdraw,
    /// Asks to move player `tpn` to the other Baku group (the dialog opens).
    AskBakuGroup(u32),
    BakuReason(String),
    ConfirmBakuGroup,
    CancelBakuGroup,
    /// The list was scrolled (or resized).
    Scrolled(Viewport),
    /// The folded registration cards opened again (their bar clicked).
    Unfold,
    Show(Part),
    /// Pairing numbers from the initial ranking (ratings, titles, names).
    AssignNumbers,
    /// A round robin's numbers drawn by lot (plain or by the Varma tables).
    DrawNumbers(crate::roundrobin::lots::LotsMethod),
    /// The seed typed for the drawing (empty: a new one).
    LotsSeed(String),
    /// The two numbers a round robin's hand-made exchange swaps.
    SwapFirst(String),
    SwapSecond(String),
    SwapNumbers,
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
    /// The add form's entry (`AddPlayer`, or `AddLateEntry` once round 1 is
    /// paired): the app calls [`State::added`] when it is made, and
    /// [`State::refused`] with the command's refusal.
    Add(Command),
    /// Scroll the player list to its top (a new search).
    ListToTop,
    /// Add the player picked in the rating list (the search keeps the focus:
    /// the arbiter types the next name at once).
    Register(Command),
    /// Apply these commands in order (stop at the first error).
    ApplyAll(Vec<Command>),
    Export(Export),
    /// Slow work of the rating-list card (file dialog, import, download).
    Fide(super::fide_search::Job),
    /// Unpair round `round` (neither published nor started), withdraw the
    /// player from it, then pair it again.
    WithdrawAndRepair {
        tpn: u32,
        round: u32,
        reason: Option<String>,
    },
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

pub use super::withdraw::{RoundChoice, WithdrawForm};

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
    scroll: Scroll,
    /// The registration cards folded into one line while the arbiter goes
    /// down the list (see [`State::scrolled`]).
    folded: bool,
    withdraw: Option<WithdrawForm>,
    baku: Option<super::baku::Form>,
    /// A round robin's drawing of lots: the seed typed, the numbers to swap.
    lots: LotsForm,
}

/// The drawing of lots of a round robin and the numbers set by hand.
#[derive(Debug, Clone, Default)]
struct LotsForm {
    seed: String,
    first: String,
    second: String,
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
            part: Part::List,
            bye: ByeForm::default(),
            forbid: [None, None],
            request_error: None,
            fide: super::fide_search::State::default(),
            scroll: Scroll::default(),
            folded: false,
            withdraw: None,
            baku: None,
            lots: LotsForm::default(),
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
    /// Why the pairing numbers cannot change (a round robin's: once round 1
    /// is published).
    pub fn numbers_frozen(t: &Tournament) -> Option<String> {
        if t.settings.format.round_robin().is_some() {
            return commands::round_robin_numbers_frozen(t).map(|e| e.to_string());
        }
        commands::pairing_numbers_frozen(t).map(|e| e.to_string())
    }

    /// The list reported its view. Scrolled down, it folds the rating-list
    /// and add-player cards into one line and takes their room: at 1024×600
    /// they left a list of 300 players two rows (arbiter run, 2026-11-29).
    /// Back at its top they open again (or at a click on their line, or a
    /// new search, which shows its matches from the top), to register the
    /// next player. Only a move down folds them: the list also
    /// reports a new size (the cards opening) without being scrolled. A list
    /// shorter than [`FOLD_RANGE`] beyond its view keeps them open: folded,
    /// it might fit whole and have no top left to scroll back to.
    fn scrolled(&mut self, viewport: Viewport) {
        let before = self.scroll.offset;
        self.scroll.scrolled(viewport);
        let range = viewport.content_bounds().height - viewport.bounds().height;
        if self.scroll.offset <= 0.0 {
            self.folded = false;
        } else if self.scroll.offset > before && range >= FOLD_RANGE {
            self.folded = true;
        }
    }

    /// The add form's entry was made: the form is emptied for the next one.
    pub fn added(&mut self) {
        self.form = Form::default();
        self.error = None;
    }

    /// The add form's entry was refused (a rating the FIDE report cannot
    /// hold, FIDE mode's fixed numbers after round 4, a round robin's closed
    /// list): said under the form, where its own checks are said ("abc" is
    /// not a rating), by the fields to correct, which keep what was typed.
    pub fn refused(&mut self, error: String) {
        self.error = Some(error);
    }

    pub fn update(&mut self, message: Message, t: &Tournament) -> Option<Event> {
        match message {
            // A new search shows its matches from the first, at the top of
            // the list, where the registration cards are open: the list
            // scrolled down showed later matches (or none) and kept the
            // cards folded (a list that fits its view never reports its view).
            Message::Search(value) => {
                self.search = value;
                self.scroll.offset = 0.0;
                self.folded = false;
                return Some(Event::ListToTop);
            }
            Message::Scrolled(viewport) => self.scrolled(viewport),
            Message::Unfold => self.folded = false,
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
            // The form keeps what was typed until the entry is made
            // (`added`): a refusal (FIDE mode's fixed numbers after round 4,
            // a round robin's closed list) leaves it to be corrected.
            Message::Add => match self.player_from_form(t) {
                Ok(player) => {
                    self.error = None;
                    return Some(Event::Add(commands::add_player(t, player)));
                }
                Err(error) => self.error = Some(error),
            },
            Message::AskWithdraw(tpn) => self.withdraw = Some(WithdrawForm::new(t, tpn)),
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
            Message::AskBakuGroup(tpn) => self.baku = super::baku::Form::open(t, tpn),
            Message::BakuReason(reason) => {
                if let Some(form) = &mut self.baku {
                    form.reason = reason;
                }
            }
            Message::CancelBakuGroup => self.baku = None,
            Message::ConfirmBakuGroup => {
                let command = self.baku.as_ref()?.command()?;
                self.baku = None;
                return Some(Event::Apply(command));
            }
            Message::ConfirmWithdrawRepair => {
                let round = withdraw_repair_round(t, self.withdraw.as_ref()?.tpn)?;
                let form = self.withdraw.take()?;
                let reason = Some(form.reason.trim().to_owned()).filter(|r| !r.is_empty());
                return Some(Event::WithdrawAndRepair { tpn: form.tpn, round, reason });
            }
            Message::ConfirmWithdraw => {
                let form = self.withdraw.take()?;
                let reason = Some(form.reason.trim().to_owned()).filter(|r| !r.is_empty());
                return Some(Event::Apply(Command::Withdraw {
                    tpn: form.tpn,
                    from_round: form.from_round,
                    reason,
                }));
            }
            Message::Show(part) => self.part = part,
            Message::AssignNumbers => return Some(Event::Apply(Command::AssignPairingNumbers)),
            Message::LotsSeed(seed) => self.lots.seed = seed,
            Message::SwapFirst(value) => self.lots.first = value,
            Message::SwapSecond(value) => self.lots.second = value,
            Message::DrawNumbers(method) => {
                // The seed is logged with the numbers drawn: typed again, it
                // draws the same numbers.
                let seed = match self.lots.seed.trim() {
                    "" => crate::roundrobin::lots::fresh_seed(),
                    typed => match typed.parse::<u64>() {
                        Ok(seed) => seed,
                        Err(_) => {
                            self.lots.error = Some(tr!("gui-lots-bad-seed", value = typed.to_owned()));
                            return None;
                        }
                    },
                };
                self.lots.error = None;
                return Some(Event::Apply(Command::DrawPairingNumbers { seed, method }));
            }
            Message::SwapNumbers => {
                let number = |text: &str| text.trim().parse::<u32>().ok().filter(|n| t.player(*n).is_some());
                match (number(&self.lots.first), number(&self.lots.second)) {
                    (Some(a), Some(b)) if a != b => {
                        self.lots = LotsForm { seed: self.lots.seed.clone(), ..LotsForm::default() };
                        return Some(Event::Apply(Command::SetPairingNumbers {
                            numbers: vec![(a, b), (b, a)],
                        }));
                    }
                    _ => self.lots.error = Some(tr!("gui-lots-bad-swap")),
                }
            }
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

    /// Whether `p` is shown: the search text is part of their name, or is
    /// their pairing number.
    fn matches(&self, p: &Player) -> bool {
        let needle = self.search.trim().to_lowercase();
        needle.is_empty() || needle.parse() == Ok(p.tpn) || p.name.to_lowercase().contains(&needle)
    }

    /// How many players the search shows.
    fn count(&self, t: &Tournament) -> usize {
        t.players.iter().filter(|p| self.matches(p)).count()
    }

    /// The players shown, in the order shown, with their points.
    pub fn rows<'a>(&self, t: &'a Tournament, derived: &Derived) -> Vec<(&'a Player, Points)> {
        let mut rows: Vec<(&Player, Points)> =
            t.players.iter().filter(|p| self.matches(p)).map(|p| (p, derived.points(p.tpn))).collect();
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

    /// The scroll position of the player list.
    pub fn scroll(&self) -> Scroll {
        self.scroll
    }

    /// The withdrawal being confirmed, if any.
    pub fn withdrawal(&self) -> Option<&WithdrawForm> {
        self.withdraw.as_ref()
    }

    pub fn view<'a>(&'a self, t: &'a Tournament, derived: &'a Derived) -> Element<'a, Message> {
        let page = match self.part {
            Part::List => self.list_page(t, derived),
            Part::Requests => {
                column![self.tools(t), scrollable(self.requests(t)).id(REQUESTS).height(Length::Fill)]
                    .spacing(theme::GAP)
                    .into()
            }
        };
        if let Some(form) = &self.baku {
            let dialog = super::baku::dialog(
                t,
                form,
                Message::BakuReason,
                Message::ConfirmBakuGroup,
                Message::CancelBakuGroup,
            );
            return widgets::modal(page, dialog, 520.0);
        }
        match &self.withdraw {
            Some(form) => widgets::modal(page, withdraw_dialog(t, form), 520.0),
            None => page,
        }
    }

    /// The tools above both pages: the two pages, pairing numbers from the
    /// ratings, printing; why the numbers are frozen when they are.
    fn tools<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        if t.settings.format.round_robin().is_some() {
            return self.round_robin_tools(t);
        }
        let frozen = Self::numbers_frozen(t);
        // One line that wraps where a language's words need more room.
        let mut line = row![self.switch()].spacing(8).align_y(Alignment::Center);
        if self.part == Part::List {
            line = line
                .push(
                    text_input(&tr!("gui-search-placeholder"), &self.search)
                        .id(SEARCH_INPUT)
                        .on_input(Message::Search)
                        .size(theme::TEXT)
                        .padding(5)
                        .width(Length::Fixed(240.0)),
                )
                .push(
                    text(tr!("gui-players-count", shown = self.count(t), total = t.players.len()))
                        .size(theme::SMALL)
                        .style(theme::hint)
                        .wrapping(text::Wrapping::None),
                );
        }
        let line = line
            .push(
                button(text(tr!("gui-assign-numbers")).size(theme::TEXT).wrapping(text::Wrapping::None))
                    .padding([5, 12])
                    .style(theme::tool_button)
                    .on_press_maybe(
                        (frozen.is_none() && !t.players.is_empty()).then_some(Message::AssignNumbers),
                    ),
            )
            .push(export::menu(vec![Export::Pdf { doc: Document::Players, round: None }], Message::Export));
        let mut tools = column![line.wrap().vertical_spacing(6)].spacing(4);
        if let Some(reason) = frozen {
            tools = tools.push(text(reason).size(theme::SMALL).style(theme::hint));
        }
        if let Some(round) = super::baku::shown_round(t).filter(|_| self.part == Part::List) {
            tools = tools.push(text(super::baku::hint(t, round)).size(theme::SMALL).style(theme::hint));
        }
        tools.into()
    }

    /// The tools of a round robin: its pairing numbers are the Berger
    /// table's numbers, drawn by lot (with a seed that repeats the draw) or
    /// set by hand, until round 1 is published.
    fn round_robin_tools<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        use crate::roundrobin::lots::{LotsMethod, varma_groups};
        let frozen = commands::round_robin_numbers_frozen(t).map(|e| e.to_string());
        let open = frozen.is_none() && !t.players.is_empty();
        let count = u32::try_from(t.players.len()).unwrap_or(u32::MAX);
        let small = |label: String, message: Option<Message>| {
            button(text(label).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([5, 12])
                .style(theme::tool_button)
                .on_press_maybe(message)
        };
        let input =
            |placeholder: String, value: &'a str, id: &'static str, on: fn(String) -> Message, width: f32| {
                text_input(&placeholder, value)
                    .id(id)
                    .on_input(on)
                    .size(theme::TEXT)
                    .padding(5)
                    .width(Length::Fixed(width))
            };
        let mut line = row![self.switch()].spacing(8).align_y(Alignment::Center);
        if self.part == Part::List {
            line = line.push(
                text_input(&tr!("gui-search-placeholder"), &self.search)
                    .id(SEARCH_INPUT)
                    .on_input(Message::Search)
                    .size(theme::TEXT)
                    .padding(5)
                    .width(Length::Fixed(200.0)),
            );
        }
        let line = line
            .push(input(tr!("gui-lots-seed"), &self.lots.seed, LOTS_SEED, Message::LotsSeed, 150.0))
            .push(small(tr!("gui-lots-draw"), open.then_some(Message::DrawNumbers(LotsMethod::Plain))))
            .push(small(
                tr!("gui-lots-draw-varma"),
                (open && varma_groups(count).is_some()).then_some(Message::DrawNumbers(LotsMethod::Varma)),
            ))
            .push(input(tr!("gui-lots-first"), &self.lots.first, LOTS_FIRST, Message::SwapFirst, 56.0))
            .push(text("↔").size(theme::TEXT))
            .push(input(tr!("gui-lots-second"), &self.lots.second, LOTS_SECOND, Message::SwapSecond, 56.0))
            .push(small(tr!("gui-lots-swap"), open.then_some(Message::SwapNumbers)))
            .push(export::menu(vec![Export::Pdf { doc: Document::Players, round: None }], Message::Export));
        let mut tools = column![line.wrap().vertical_spacing(6)].spacing(4);
        let hint = frozen.unwrap_or_else(|| tr!("gui-lots-help"));
        tools = tools.push(text(hint).size(theme::SMALL).style(theme::hint));
        if let Some(error) = &self.lots.error {
            tools = tools.push(text(error).size(theme::SMALL).style(text::danger));
        }
        tools.into()
    }

    /// The add form, then the player list: its header stays in place, only
    /// the rows in view are built.
    fn list_page<'a>(&'a self, t: &'a Tournament, derived: &'a Derived) -> Element<'a, Message> {
        let late = commands::enters_late(t);
        let heading = if late { tr!("gui-late-entry-heading") } else { tr!("gui-add-heading") };
        // The fields in the order Tab visits them.
        let form = row![
            text(heading.clone()).size(theme::TEXT).wrapping(text::Wrapping::None),
            text_input(&tr!("gui-player-name-placeholder"), &self.form.name)
                .id(NAME_INPUT)
                .on_input(Message::Name)
                .on_submit(Message::Add)
                .size(theme::TEXT)
                .padding(5)
                .width(Length::Fill),
            text_input(&tr!("gui-player-rating-placeholder"), &self.form.rating)
                .id(RATING_INPUT)
                .on_input(Message::Rating)
                .on_submit(Message::Add)
                .size(theme::TEXT)
                .padding(5)
                .width(Length::Fixed(80.0)),
            pick_list(title_choices(), Some(TitleChoice(self.form.title)), Message::Title)
                .text_size(theme::TEXT)
                .padding(5)
                .width(Length::Fixed(110.0)),
            text_input(&tr!("gui-player-fed-placeholder"), &self.form.federation)
                .id(FEDERATION_INPUT)
                .on_input(Message::Federation)
                .on_submit(Message::Add)
                .size(theme::TEXT)
                .padding(5)
                // Room for the placeholder with its example in every
                // language ("Фед. (напр. RUS)" is the longest, 133 px in
                // DejaVu Sans): at 80 px it showed "Fed (e.g." (gui_layout).
                .width(Length::Fixed(150.0)),
            button(text(tr!("gui-add-player")).size(theme::TEXT).wrapping(text::Wrapping::None))
                .style(button::primary)
                .padding([5, 12])
                .on_press(Message::Add),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut add = column![form].spacing(4);
        if late {
            add = add.push(text(tr!("gui-late-entry-help")).size(theme::SMALL).style(theme::hint));
        }
        if let Some(error) = &self.error {
            add = add.push(text(error).size(theme::TEXT).style(text::danger));
        }

        let rows = self.rows(t, derived);
        let list: Element<'a, Message> = if t.players.is_empty() {
            text(tr!("gui-no-players-yet")).size(theme::TEXT).style(theme::hint).into()
        } else {
            let sort_header = |label: String, key: SortKey| -> Element<'a, Message> {
                let arrow = match (self.sort == key, self.descending) {
                    (true, false) => " ↑",
                    (true, true) => " ↓",
                    (false, _) => "",
                };
                button(text(format!("{label}{arrow}")).size(theme::SMALL).wrapping(text::Wrapping::None))
                    .padding(0)
                    .style(theme::header_button)
                    .on_press(Message::Sort(key))
                    .into()
            };
            let baku_round = super::baku::shown_round(t);
            let columns = columns(baku_round.is_some());
            let mut headers = vec![
                sort_header(tr!("gui-col-tpn"), SortKey::Tpn),
                list::head(tr!("gui-col-title")),
                sort_header(tr!("gui-col-name"), SortKey::Name),
                sort_header(tr!("gui-col-rating"), SortKey::Rating),
                list::head(tr!("gui-col-fed")),
                list::head(tr!("gui-col-fide-id")),
                sort_header(tr!("gui-col-points"), SortKey::Points),
                list::head(tr!("gui-col-status")),
                list::head(String::new()),
            ];
            if let Some(round) = baku_round {
                headers.insert(BAKU_AT, list::head(tr!("gui-col-baku", round = round)));
            }
            let header = list::cells(&columns, headers);
            let total = rows.len();
            let row_at = move |i: usize| -> Element<'a, Message> {
                let (p, points) = rows[i];
                let (status, action): (Element<'a, Message>, Element<'a, Message>) = match p.status {
                    PlayerStatus::Active => (
                        list::cell(tr!("gui-status-active")),
                        button(text(tr!("gui-withdraw")).size(theme::SMALL).wrapping(text::Wrapping::None))
                            .padding([1, 8])
                            .style(theme::tool_button)
                            .on_press(Message::AskWithdraw(p.tpn))
                            .into(),
                    ),
                    PlayerStatus::Withdrawn { from_round } => (
                        text(tr!("gui-status-withdrawn", round = from_round))
                            .size(theme::TEXT)
                            .style(text::warning)
                            .wrapping(text::Wrapping::None)
                            .into(),
                        list::cell(String::new()),
                    ),
                };
                let mut cells = vec![
                    list::cell(p.tpn.to_string()),
                    list::cell(p.title.map(|t| t.code().to_owned()).unwrap_or_default()),
                    list::cell(p.name.clone()),
                    list::cell(p.rating.map(|r| r.to_string()).unwrap_or_default()),
                    list::cell(p.federation.clone()),
                    list::cell(p.fide_id.map(|id| id.to_string()).unwrap_or_default()),
                    list::cell(points.to_string()),
                    status,
                    action,
                ];
                if let Some(round) = baku_round {
                    // The group opens the dialog that moves the player.
                    let group = button(list::cell(super::baku::cell_text(t, p.tpn, round)))
                        .padding(0)
                        .style(theme::header_button)
                        .on_press(Message::AskBakuGroup(p.tpn));
                    cells.insert(BAKU_AT, group.into());
                }
                list::striped(i, list::cells(&columns, cells))
            };
            container(list::table(LIST, header, total, &self.scroll, row_at, Message::Scrolled))
                .padding(4)
                .height(Length::Fill)
                .style(theme::card)
                .into()
        };

        // One element either way, so that the list keeps its place among
        // the column's children (and iced its scroll state).
        let registration: Element<'a, Message> = if self.folded {
            let mut headings = Vec::new();
            if self.fide.is_shown() {
                headings.push(tr!("gui-fide-heading"));
            }
            headings.push(heading);
            let line = row![
                text(format!("▸ {}", headings.join(" · "))).size(theme::TEXT).wrapping(text::Wrapping::None),
                text(tr!("gui-registration-folded"))
                    .size(theme::SMALL)
                    .style(theme::hint)
                    .wrapping(text::Wrapping::None),
            ]
            .spacing(theme::GAP)
            .align_y(Alignment::Center);
            button(line)
                .padding([6, 12])
                .width(Length::Fill)
                .style(theme::tool_button)
                .on_press(Message::Unfold)
                .into()
        } else {
            column![self.fide.view(t).map(Message::Fide), container(add).padding([8, 12]).style(theme::card)]
                .spacing(theme::GAP)
                .into()
        };
        column![self.tools(t), registration, list].spacing(theme::GAP).height(Length::Fill).into()
    }

    fn switch(&self) -> Element<'_, Message> {
        let tab = |label: String, part: Part| {
            button(text(label).size(theme::TEXT).wrapping(text::Wrapping::None))
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
                container(widgets::card(tr!("gui-bye-heading"), byes.into())).width(Length::FillPortion(1)),
                container(widgets::card(tr!("gui-forbid-heading"), forbidden.into()))
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

/// The round a withdrawal of `tpn` may still take out of the pairing: the
/// last paired round, when `tpn` is paired in it and it is neither
/// published nor started ([`commands::repairable_round`]).
pub fn withdraw_repair_round(t: &Tournament, tpn: u32) -> Option<u32> {
    commands::repairable_round(t).filter(|&round| t.round(round).is_some_and(|r| r.game_of(tpn).is_some()))
}

/// "Withdraw Müller, Jonas (4)?": from which round (the first not paired by
/// default), an optional reason, then Withdraw or Cancel; when the player
/// is paired in the last round and it is neither published nor started,
/// also "withdraw from that round and pair it again".
fn withdraw_dialog<'a>(t: &'a Tournament, form: &'a WithdrawForm) -> Element<'a, Message> {
    let player = crate::commands::describe::player(t, form.tpn);
    let mut body = column![
        text(tr!("gui-withdraw-heading", player = player)).size(theme::HEADING),
        text(tr!("gui-withdraw-help")).size(theme::SMALL).style(theme::hint),
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
    let repair = withdraw_repair_round(t, form.tpn);
    if let Some(round) = repair {
        body = body
            .push(text(tr!("gui-withdraw-repair-help", round = round)).size(theme::SMALL).style(theme::hint));
    }
    let confirm = button(text(tr!("gui-withdraw-confirm")).size(theme::TEXT))
        .padding([6, 14])
        .style(button::danger)
        .on_press_maybe(form.can_confirm(t).then_some(Message::ConfirmWithdraw));
    let repair = repair.map(|round| {
        button(text(tr!("gui-withdraw-repair", round = round)).size(theme::TEXT))
            .padding([6, 14])
            .style(theme::tool_button)
            .on_press(Message::ConfirmWithdrawRepair)
            .into()
    });
    body.push(widgets::dialog_actions_row(
        std::iter::once(confirm.into()).chain(repair),
        Message::CancelWithdraw,
    ))
    .into()
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
        let derived = Derived::of(&t);
        let names = |s: &State| s.rows(&t, &derived).iter().map(|(p, _)| p.tpn).collect::<Vec<_>>();
        assert_eq!(names(&s), vec![1, 2, 3]);
        s.update(Message::Sort(SortKey::Name), &t);
        assert_eq!(names(&s), vec![2, 3, 1]);
        s.update(Message::Sort(SortKey::Rating), &t);
        assert_eq!(names(&s), vec![2, 3, 1]);
        s.update(Message::Sort(SortKey::Rating), &t);
        assert_eq!(names(&s), vec![1, 3, 2]);
        s.update(Message::Search("ALP".into()), &t);
        assert_eq!(names(&s), vec![2]);
        // A number finds the player with that pairing number.
        s.update(Message::Search(" 3 ".into()), &t);
        assert_eq!(names(&s), vec![3]);
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
            Some(Event::Add(Command::AddPlayer(p))) => {
                assert_eq!((p.tpn, p.rating, p.federation.as_str()), (4, Some(1850), "SUI"))
            }
            other => panic!("expected AddPlayer, got {other:?}"),
        }
        // Emptied only once the app has made the entry.
        assert_eq!(s.form.name, "New, Player");
        s.added();
        assert!(s.form.name.is_empty());
        // Once round 1 is paired the same form makes a late entry.
        let mut t = t;
        let mut r = crate::model::Round::new(1);
        r.games.push(crate::model::Game::new(1, 2, crate::model::GameResult::Pending));
        t.rounds.push(r);
        s.update(Message::Name("Late, Player".into()), &t);
        assert!(matches!(s.update(Message::Add, &t), Some(Event::Add(Command::AddLateEntry(_)))));
    }

    #[test]
    fn a_withdrawal_is_confirmed_with_its_round_and_reason() {
        let t = three();
        let mut s = State::new();
        assert_eq!(s.update(Message::AskWithdraw(2), &t), None, "asks first");
        assert_eq!(s.withdrawal().map(|w| w.from_round), Some(1), "from the first round not paired");
        s.update(Message::WithdrawRound(RoundChoice(4)), &t);
        s.update(Message::WithdrawReason("  Illness ".into()), &t);
        assert_eq!(
            s.update(Message::ConfirmWithdraw, &t),
            Some(Event::Apply(Command::Withdraw { tpn: 2, from_round: 4, reason: Some("Illness".into()) }))
        );
        assert!(s.withdrawal().is_none());
        s.update(Message::AskWithdraw(3), &t);
        assert_eq!(s.update(Message::CancelWithdraw, &t), None);
        assert!(s.withdrawal().is_none(), "cancelled: nothing asked, nothing applied");
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
