//! The rounds screen: choose a round, pair the next one, enter results
//! (mouse or keyboard), unpair, publish; change a pairing by hand (the
//! [`editor`](super::editor)), see how the engine paired a round (the
//! [`explain`](super::explain) panel), print the round.
//!
//! Keyboard result entry: the selected board is highlighted; ↑/↓ move, and
//! `1` `0` `=` `+` `-` set the result (see [`ResultKey`]) and jump to the next
//! board without a result. The keys arrive through the app's keyboard
//! subscription ([`super::app::key_message`]).

use super::derived::Derived;
use super::editor::{self, Editor};
use super::explain;
use super::explain::Explained;
use super::export::{self, Export};
use super::list::{self, Col, Scroll};
use super::theme;
use super::widgets::{bye_label, dialog_actions_row, modal};
use crate::commands::{self, Command};
use crate::export::Document;
use crate::export::notation::{self, Medium, short_points};
use crate::model::{ByeKind, Game, GameResult, MatchForfeit, Round, Tournament};
use crate::pairing::Pairing;
use crate::pairing::checker::Finding;
use crate::tr;
use iced::widget::scrollable::Viewport;
use iced::widget::{button, column, container, row, space, text, text_input, tooltip};
use iced::{Alignment, Element, Length};

/// Keys of the result entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKey {
    Up,
    Down,
    /// `1` white wins, `0` black wins, `=` draw, `+` / `-` forfeits.
    Result(GameResult),
}

impl ResultKey {
    /// The key for a typed character, if it is one of the result keys.
    pub fn from_char(c: &str) -> Option<ResultKey> {
        let result = match c {
            "1" => GameResult::WhiteWins,
            "0" => GameResult::BlackWins,
            "=" => GameResult::Draw,
            "+" => GameResult::WhiteWinsByForfeit,
            "-" => GameResult::BlackWinsByForfeit,
            _ => return None,
        };
        Some(ResultKey::Result(result))
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    /// Show round `n`.
    Select(u32),
    /// Select board (0-based index).
    Board(usize),
    Key(ResultKey),
    /// Set the result of the selected board (result buttons).
    SetResult(GameResult),
    PairNext,
    Unpair,
    Publish,
    /// Opens the override editor on the round shown, focused on board
    /// `index` (0-based) if given.
    OpenEditor(Option<usize>),
    /// Opens the override editor with the colours of board `index` flipped.
    FlipBoard(usize),
    Edit(editor::Message),
    /// The checker's findings for an editor draft (from the check job).
    Checked {
        draft: u64,
        result: Result<Vec<Finding>, String>,
    },
    /// Opens the engine's explanation of the round shown.
    Explain,
    /// The explanation job's answer.
    Explained {
        round: u32,
        result: Result<Box<Explained>, String>,
    },
    CloseExplain,
    Export(Export),
    /// The boards list was scrolled (or resized).
    Scrolled(Viewport),
    /// A round robin: shows every round of the schedule at once (`true`)
    /// or the round chosen.
    Schedule(bool),
    /// The reason typed in the correction dialog.
    CorrectionReason(String),
    /// Confirms the correction; `true`: and pair the next round again.
    ConfirmCorrection(bool),
    CancelCorrection,
    /// A team event: the match of `team` forfeited as a whole (`None`:
    /// played after all).
    MatchForfeit {
        team: u32,
        forfeit: Option<MatchForfeit>,
    },
}

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Apply(Command),
    /// A result for board `board` (1-based) of `round`; on success the
    /// app calls [`State::advance`].
    Result {
        round: u32,
        board: usize,
        result: GameResult,
    },
    PairNext,
    /// A correction of a published result was confirmed with "pair the
    /// next round again": apply the command (which unpairs it), then pair.
    CorrectAndRepair(Command),
    /// Check an editor draft (off the UI thread); the answer comes back
    /// as [`Message::Checked`].
    Check {
        round: u32,
        pairing: Pairing,
        draft: u64,
    },
    /// Explain round `round` (off the UI thread); the answer comes back as
    /// [`Message::Explained`].
    Explain {
        round: u32,
    },
    Export(Export),
    /// Put the keyboard focus on the input `id` (the override editor's picker).
    Focus(&'static str),
}

#[derive(Debug, Clone, Default)]
pub struct State {
    /// The round shown; `None` follows the last paired round.
    selected: Option<u32>,
    /// Selected board, 0-based.
    board: usize,
    /// The override editor, while it is open.
    editor: Option<Editor>,
    /// The explanation panel, while it is open.
    explain: Option<explain::Panel>,
    /// Where the boards list is scrolled.
    scroll: Scroll,
    /// A round robin's whole schedule is shown instead of one round.
    schedule: bool,
    /// The correction of a published result being confirmed.
    correction: Option<CorrectionForm>,
    /// The list line of the selected board: the board itself, or in a team
    /// event its line among the matches' lines (see [`super::team_round`]).
    line: usize,
}

/// A result key pressed on a board whose result is published: the change
/// waits for a reason and a confirmation (C.04.2 4.3, see
/// [`commands::correction`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CorrectionForm {
    pub round: u32,
    /// 1-based.
    pub board: usize,
    pub result: GameResult,
    pub reason: String,
}

/// The widget id of the correction dialog's reason input.
pub const CORRECTION_REASON: &str = "correction-reason";

impl State {
    pub fn new() -> State {
        State::default()
    }

    /// The round shown, if any round is paired.
    pub fn round_number(&self, t: &Tournament) -> Option<u32> {
        match self.selected {
            Some(n) if t.round(n).is_some_and(Round::is_paired) => Some(n),
            _ => Some(t.rounds_paired()).filter(|&n| n > 0),
        }
    }

    /// The selected board (0-based) of the round shown.
    pub fn selected_board(&self) -> usize {
        self.board
    }

    pub fn editor(&self) -> Option<&Editor> {
        self.editor.as_ref()
    }

    /// The correction being confirmed, while its dialog is shown.
    pub fn correction(&self) -> Option<&CorrectionForm> {
        self.correction.as_ref()
    }

    /// Closes the correction dialog (Escape, or the change was made).
    pub fn close_correction(&mut self) {
        self.correction = None;
    }

    pub fn explanation(&self) -> Option<&explain::Panel> {
        self.explain.as_ref()
    }

    /// Closes the editor (after its pairing was saved).
    pub fn close_editor(&mut self) {
        self.editor = None;
    }

    /// What the check of the editor's current draft needs.
    pub fn check_event(&self) -> Option<Event> {
        self.editor.as_ref().map(|e| Event::Check {
            round: e.round(),
            pairing: e.pairing(),
            draft: e.draft(),
        })
    }

    /// The players of the selected board of round `round`.
    fn board_players(&self, t: &Tournament, round: u32) -> Vec<u32> {
        t.round(round)
            .and_then(|r| r.games.get(self.board))
            .map(|g| vec![g.white, g.black])
            .unwrap_or_default()
    }

    /// Scrolls the boards list so that the selected board is in view;
    /// the offset to scroll to, if the list has to move.
    pub fn reveal_board(&mut self) -> Option<f32> {
        let offset = self.scroll.reveal(self.line)?;
        self.scroll.offset = offset;
        Some(offset)
    }

    /// Where the boards list is scrolled.
    pub fn scroll(&self) -> Scroll {
        self.scroll
    }

    /// Shows the newest round again and selects its first board without a
    /// result (after pairing, loading, unpairing).
    pub fn follow_last_round(&mut self, t: &Tournament) {
        self.selected = None;
        self.editor = None;
        self.explain = None;
        self.correction = None;
        self.board = self.round_number(t).and_then(|n| t.round(n)).map(first_pending).unwrap_or(0);
        self.sync_line(t);
    }

    /// Finds the list line of the selected board again.
    fn sync_line(&mut self, t: &Tournament) {
        self.line = match self.round_number(t).and_then(|n| t.round(n)) {
            Some(r) if t.is_team_event() => super::team_round::line_of_game(t, r, self.board),
            _ => self.board,
        };
    }

    /// Keeps the selection valid after any change of the tournament.
    pub fn clamp(&mut self, t: &Tournament) {
        let boards = self.round_number(t).and_then(|n| t.round(n)).map(|r| r.games.len()).unwrap_or(0);
        if self.board >= boards {
            self.board = boards.saturating_sub(1);
        }
        if self.editor.as_ref().is_some_and(|e| !t.round(e.round()).is_some_and(Round::is_paired)) {
            self.editor = None;
        }
        self.sync_line(t);
    }

    /// After a result: moves to the next board without a result (after the
    /// current one, wrapping round); stays when every board has one.
    pub fn advance(&mut self, t: &Tournament) {
        let Some(round) = self.round_number(t).and_then(|n| t.round(n)) else { return };
        let n = round.games.len();
        if let Some(next) =
            (1..=n).map(|step| (self.board + step) % n).find(|&i| round.games[i].result.is_pending())
        {
            self.board = next;
        }
        self.sync_line(t);
    }

    pub fn update(&mut self, message: Message, t: &Tournament) -> Option<Event> {
        let event = self.handle(message, t);
        self.sync_line(t);
        event
    }

    fn handle(&mut self, message: Message, t: &Tournament) -> Option<Event> {
        let round = self.round_number(t);
        let boards = round.and_then(|n| t.round(n)).map(|r| r.games.len()).unwrap_or(0);
        match message {
            // While a correction is confirmed, keys belong to its reason field.
            Message::Key(_) | Message::SetResult(_) if self.correction.is_some() => {}
            Message::CorrectionReason(reason) => {
                if let Some(form) = &mut self.correction {
                    form.reason = reason;
                }
            }
            Message::CancelCorrection => self.correction = None,
            Message::ConfirmCorrection(repair) => {
                let form = self.correction.as_ref()?;
                if form.reason.trim().is_empty() {
                    return None;
                }
                let form = self.correction.take()?;
                let command = Command::CorrectResult {
                    round: form.round,
                    board: form.board,
                    result: form.result,
                    reason: form.reason.trim().to_owned(),
                    unpair_next: repair,
                };
                return Some(if repair { Event::CorrectAndRepair(command) } else { Event::Apply(command) });
            }
            Message::Select(n) => {
                self.schedule = false;
                self.selected = Some(n);
                self.board = t.round(n).map(first_pending).unwrap_or(0);
                self.editor = None;
                self.explain = None;
            }
            Message::Board(i) => {
                self.board = i.min(boards.saturating_sub(1));
                self.follow_board(t);
            }
            // While the editor is open, keys belong to it (the reason field).
            Message::Key(_) if self.editor.is_some() => {}
            Message::Key(ResultKey::Up) => {
                self.board = self.board.saturating_sub(1);
                self.follow_board(t);
            }
            Message::Key(ResultKey::Down) => {
                if self.board + 1 < boards {
                    self.board += 1;
                }
                self.follow_board(t);
            }
            Message::Key(ResultKey::Result(result)) | Message::SetResult(result) => {
                if let Some(round) = round.filter(|_| self.board < boards) {
                    let board = self.board + 1;
                    // A team event's results are read from the first
                    // team's side (see super::team_round).
                    let result = match t.round(round) {
                        Some(r) if t.is_team_event() => super::team_round::perspective(r, self.board, result),
                        _ => result,
                    };
                    let same = t.round(round).and_then(|r| r.games.get(self.board)).map(|g| g.result);
                    // A published result is corrected, not overwritten:
                    // ask first (the same result again changes nothing).
                    if same != Some(result) && commands::is_correction(t, round, board) {
                        self.correction =
                            Some(CorrectionForm { round, board, result, reason: String::new() });
                        return Some(Event::Focus(CORRECTION_REASON));
                    }
                    return Some(Event::Result { round, board, result });
                }
            }
            Message::PairNext => return Some(Event::PairNext),
            Message::MatchForfeit { team, forfeit } => {
                let round = round?;
                return Some(Event::Apply(Command::Team(commands::teams::TeamCommand::SetMatchForfeit {
                    round,
                    team,
                    forfeit,
                })));
            }
            Message::Unpair => return round.map(|round| Event::Apply(Command::UnpairRound { round })),
            Message::Publish => return round.map(|round| Event::Apply(Command::PublishRound { round })),
            Message::OpenEditor(focus) => {
                self.editor = round.and_then(|n| Editor::open(t, n, focus));
                self.explain = None;
                return self.check_event();
            }
            Message::FlipBoard(i) => {
                self.editor = round.and_then(|n| Editor::open(t, n, Some(i)));
                self.explain = None;
                if let Some(editor) = &mut self.editor {
                    editor.update(editor::Message::Flip(i));
                }
                return self.check_event();
            }
            Message::Edit(message) => {
                let editor = self.editor.as_mut()?;
                match editor.update(message) {
                    editor::Outcome::Nothing => {}
                    editor::Outcome::Check => return self.check_event(),
                    editor::Outcome::Save(command) => return Some(Event::Apply(*command)),
                    editor::Outcome::Close => self.editor = None,
                    editor::Outcome::Focus(id) => return Some(Event::Focus(id)),
                }
            }
            Message::Checked { draft, result } => {
                if let Some(editor) = &mut self.editor {
                    editor.checked(draft, result);
                }
            }
            Message::Explain => {
                let round = round?;
                self.explain = Some(explain::Panel::new(round, self.board_players(t, round)));
                self.editor = None;
                return Some(Event::Explain { round });
            }
            Message::Explained { round, result } => {
                if let Some(panel) = &mut self.explain {
                    panel.answered(round, result);
                }
            }
            Message::CloseExplain => self.explain = None,
            Message::Export(export) => return Some(Event::Export(export)),
            Message::Scrolled(viewport) => self.scroll.scrolled(viewport),
            Message::Schedule(show) => {
                self.schedule = show;
                if show {
                    self.editor = None;
                    self.explain = None;
                }
            }
        }
        None
    }

    /// Whether a round robin's whole schedule is shown.
    pub fn shows_schedule(&self) -> bool {
        self.schedule
    }

    /// Keeps the explanation's highlight on the selected board.
    fn follow_board(&mut self, t: &Tournament) {
        if let Some(round) = self.explain.as_ref().map(explain::Panel::round) {
            let players = self.board_players(t, round);
            if let Some(panel) = &mut self.explain {
                panel.set_players(players);
            }
        }
    }

    /// Why "Pair next round" is not offered, if it is not.
    pub fn pair_blocked(t: &Tournament) -> Option<String> {
        commands::pairing_blocked(t).map(|e| e.to_string())
    }

    pub fn view<'a>(
        &'a self,
        t: &'a Tournament,
        derived: &'a Derived,
        pairing: bool,
    ) -> Element<'a, Message> {
        let page = self.page(t, derived, pairing);
        match &self.correction {
            Some(form) => modal(page, correction_dialog(t, form), 640.0),
            None => page,
        }
    }

    fn page<'a>(&'a self, t: &'a Tournament, derived: &'a Derived, pairing: bool) -> Element<'a, Message> {
        let current = self.round_number(t);
        let next = t.rounds_paired() + 1;

        // Round selector (wraps onto a second line when there are many rounds).
        let mut selector = row![].spacing(4).align_y(Alignment::Center);
        for n in 1..=t.rounds_paired() {
            selector = selector.push(
                button(
                    text(tr!("gui-round-label", round = n)).size(theme::TEXT).wrapping(text::Wrapping::None),
                )
                .padding([4, 10])
                .style(theme::tab(current == Some(n)))
                .on_press(Message::Select(n)),
            );
        }

        let blocked = Self::pair_blocked(t);
        let pair_label = if pairing { tr!("gui-pairing") } else { tr!("gui-pair-next", round = next) };
        let pair_button = tooltip(
            button(text(pair_label).size(theme::TEXT).wrapping(text::Wrapping::None))
                .padding([6, 14])
                .style(button::primary)
                .on_press_maybe((!pairing && blocked.is_none()).then_some(Message::PairNext)),
            // Disabled, the button says why (from any round shown).
            container(
                text(blocked.clone().unwrap_or_else(|| tr!("gui-pair-hint", round = next)))
                    .size(theme::SMALL),
            )
            .padding(6)
            .style(container::rounded_box),
            tooltip::Position::Bottom,
        );

        let round = current.and_then(|n| t.round(n));
        let mut actions = row![pair_button].spacing(8).align_y(Alignment::Center);
        if let Some(r) = round {
            let is_last = r.number == t.rounds_paired();
            actions = actions.push(
                button(text(tr!("gui-unpair")).size(theme::TEXT).wrapping(text::Wrapping::None))
                    .padding([6, 14])
                    .style(theme::tool_button)
                    .on_press_maybe((is_last && !r.published && !pairing).then_some(Message::Unpair)),
            );
            actions = actions.push(
                button(text(tr!("gui-publish")).size(theme::TEXT).wrapping(text::Wrapping::None))
                    .padding([6, 14])
                    .style(theme::tool_button)
                    .on_press_maybe((!r.published).then_some(Message::Publish)),
            );
        }

        let round_robin = t.settings.format.round_robin().is_some();
        if round_robin {
            // All rounds at once: a round robin's are known from the start.
            actions = actions.push(
                button(text(tr!("gui-schedule")).size(theme::TEXT).wrapping(text::Wrapping::None))
                    .padding([6, 14])
                    .style(theme::tab(self.schedule))
                    .on_press(Message::Schedule(!self.schedule)),
            );
        }
        let top = row![selector.width(Length::Fill).wrap().vertical_spacing(4), actions]
            .spacing(theme::GAP)
            .align_y(Alignment::Center);
        // The status line under the tool bar is there on every round, one
        // line high, so what lies below stays in place from round to round:
        // shown on the last round only (when the next round could not be
        // paired), it put the result buttons 25 px lower there, and a quick
        // click at round 5's "0-1" opened round 2's pairing editor. Never
        // wrapped, for the same reason (tests/gui/languages/gui_layout.rs checks that it
        // fits 1024 px in every language).
        let status = text(status_line(t, round, blocked))
            .size(theme::SMALL)
            .style(theme::hint)
            .wrapping(text::Wrapping::None);
        let mut page = column![top, status].spacing(8).height(Length::Fill);

        if round_robin && (self.schedule || round.is_none()) {
            let menu = export::menu(
                vec![
                    Export::Pdf { doc: Document::Schedule, round: None },
                    Export::Pdf { doc: Document::RoundRobinTable, round: None },
                ],
                Message::Export,
            );
            return page
                .push(
                    row![
                        container(text(tr!("gui-schedule-heading")).size(theme::HEADING)).width(Length::Fill),
                        menu
                    ]
                    .spacing(12)
                    .align_y(Alignment::Center),
                )
                .push(super::schedule::view(t))
                .into();
        }
        let Some(r) = round else {
            return page.push(text(tr!("gui-no-rounds")).size(theme::TEXT)).into();
        };

        // The override editor names its round itself: the boards get the
        // height of the round's line (1024×600, issue 27).
        if let Some(editor) = &self.editor {
            return page.push(editor.view(t, derived).map(Message::Edit)).into();
        }

        let entered = r.games.iter().filter(|g| !g.result.is_pending()).count();
        let published = if r.published { tr!("gui-published") } else { tr!("gui-not-published") };
        let mut printouts = vec![
            Export::Pdf { doc: Document::Pairings, round: Some(r.number) },
            Export::Pdf { doc: Document::Alphabetical, round: Some(r.number) },
            Export::Pdf { doc: Document::Slips, round: Some(r.number) },
        ];
        if round_robin {
            printouts.push(Export::Pdf { doc: Document::Schedule, round: None });
        }
        let menu = export::menu(printouts, Message::Export);
        page = page.push(
            row![
                row![
                    text(tr!("gui-round-label", round = r.number)).size(theme::HEADING),
                    text(tr!("gui-round-progress", entered = entered, total = r.games.len()))
                        .size(theme::TEXT),
                    text(published).size(theme::TEXT).style(if r.published {
                        text::success
                    } else {
                        theme::hint
                    }),
                ]
                .spacing(16)
                .width(Length::Fill)
                .align_y(Alignment::Center)
                .wrap(),
                menu,
            ]
            .spacing(12)
            .align_y(Alignment::Center),
        );

        // Where a round robin's round comes from in the Berger table.
        if let Some(slot) = crate::roundrobin::slot_text(t, r.number) {
            page = page.push(text(slot).size(theme::SMALL).style(theme::hint));
        }

        let team_event = t.is_team_event();
        let keys_help = if team_event { tr!("gui-team-keys-help") } else { tr!("gui-keys-help") };
        page = page.push(text(keys_help).size(theme::SMALL).style(theme::hint));

        // Result buttons for the selected board, then changing it by hand
        // and the engine's reasons; one line, wrapped where it must.
        if let Some(game) = r.games.get(self.board) {
            // A team event: the board of its match, the result from the
            // first team's side.
            let (label, shown) = match super::team_round::match_and_board(t, r, self.board) {
                Some((number, board, _)) if team_event => (
                    tr!(
                        "gui-team-result-for-board",
                        number = figures(number, r.matches.len()),
                        board = figures(board as usize, t.settings.team.boards as usize)
                    ),
                    super::team_round::perspective(r, self.board, game.result),
                ),
                _ => {
                    (tr!("gui-result-for-board", board = figures(self.board + 1, r.games.len())), game.result)
                }
            };
            let mut tools =
                row![container(text(label).size(theme::TEXT).wrapping(text::Wrapping::None)).padding([4, 0])]
                    .spacing(6)
                    .align_y(Alignment::Center);
            for result in [
                GameResult::WhiteWins,
                GameResult::Draw,
                GameResult::BlackWins,
                GameResult::WhiteWinsByForfeit,
                GameResult::BlackWinsByForfeit,
                GameResult::DoubleForfeit,
            ] {
                tools = tools.push(
                    button(text(notation::result(result, Medium::Screen)).size(theme::TEXT))
                        .padding([3, 10])
                        .style(theme::tab(shown == result))
                        .on_press(Message::SetResult(result)),
                );
            }
            let action = |label: String, message: Option<Message>| {
                button(text(label).size(theme::TEXT).wrapping(text::Wrapping::None))
                    .padding([3, 10])
                    .style(theme::tool_button)
                    .on_press_maybe(message)
            };
            tools = tools.push(action(
                tr!("gui-clear-result"),
                (!game.result.is_pending()).then_some(Message::SetResult(GameResult::Pending)),
            ));
            if team_event {
                // The match of the selected board, forfeited as a whole or not.
                page = page.push(tools.wrap().vertical_spacing(6));
                if let Some((number, _, m)) = super::team_round::match_and_board(t, r, self.board) {
                    page = page.push(super::team_round::match_tools(t, &m, number));
                }
            } else {
                tools = tools
                    .push(space().width(Length::Fixed(12.0)))
                    .push(action(tr!("gui-flip-colours"), Some(Message::FlipBoard(self.board))))
                    .push(action(tr!("gui-change-players"), Some(Message::OpenEditor(Some(self.board)))))
                    .push(action(tr!("gui-edit-pairing"), Some(Message::OpenEditor(None))));
                // A Swiss engine's reasons; a round robin's round is the table's
                // (said above the boards).
                if !round_robin {
                    tools = tools.push(action(tr!("gui-explain"), Some(Message::Explain)));
                }
                page = page.push(tools.wrap().vertical_spacing(6));
            }
        }

        let boards = container(self.boards(t, derived, r)).padding(4).height(Length::Fill).style(theme::card);
        // The boards the arbiter paired by hand and the results corrected
        // after publication carry the mark; the line says what it means.
        let boards: Element<'a, Message> = if marked(r) {
            column![
                boards,
                text(tr!("gui-changed-legend", mark = CHANGED_MARK.to_string()))
                    .size(theme::SMALL)
                    .style(theme::hint)
            ]
            .spacing(4)
            .height(Length::Fill)
            .into()
        } else {
            boards.into()
        };
        match &self.explain {
            Some(panel) => page
                .push(container(boards).height(Length::FillPortion(2)))
                .push(container(panel.view(Message::CloseExplain)).height(Length::FillPortion(3))),
            None => page.push(boards),
        }
        .into()
    }

    /// The boards of round `r`, then its byes: a list whose header stays in
    /// place and of which only the rows in view are built.
    fn boards<'a>(&'a self, t: &'a Tournament, derived: &'a Derived, r: &'a Round) -> Element<'a, Message> {
        if t.is_team_event() {
            return super::team_round::table(self.board, &self.scroll, t, derived, r);
        }
        let before = r.number.saturating_sub(1);
        let header = list::cells(
            &BOARD_COLUMNS,
            vec![
                list::head(tr!("gui-col-board")),
                list::head(tr!("gui-col-tpn")),
                list::head(tr!("gui-col-white")),
                list::head(tr!("gui-col-score")),
                list::head(tr!("gui-col-result")),
                list::head(tr!("gui-col-score")),
                list::head(tr!("gui-col-black")),
                list::head(tr!("gui-col-tpn")),
            ],
        );
        let boards = r.games.len();
        let row_at = move |i: usize| -> Element<'a, Message> {
            let score = |tpn: u32| derived.points_after(tpn, before).to_string();
            let name = |tpn: u32| derived.name(t, tpn).to_owned();
            if let Some(game) = r.games.get(i) {
                let Game { white, black, result, by_arbiter, corrected_from } = *game;
                let mark = |marked: bool| if marked { format!(" {CHANGED_MARK}") } else { String::new() };
                let line = list::cells(
                    &BOARD_COLUMNS,
                    vec![
                        list::cell(format!("{}{}", i + 1, mark(by_arbiter))),
                        list::cell(white.to_string()),
                        list::cell(name(white)),
                        list::cell(score(white)),
                        list::cell(format!(
                            "{}{}",
                            notation::result(result, Medium::Screen),
                            mark(corrected_from.is_some())
                        )),
                        list::cell(score(black)),
                        list::cell(name(black)),
                        list::cell(black.to_string()),
                    ],
                );
                return button(line)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .padding(0)
                    .style(theme::list_row(i == self.board, i % 2 == 1))
                    .on_press(Message::Board(i))
                    .into();
            }
            // After the boards, the byes of the round.
            let Some(bye) = r.byes.get(i - boards) else { return list::cell(String::new()) };
            let points = bye.kind.points(&t.settings.scoring);
            let by_arbiter = r.bye_by_arbiter && bye.kind == ByeKind::PairingAllocated;
            list::cells(
                &BOARD_COLUMNS,
                vec![
                    list::cell(if by_arbiter { CHANGED_MARK.to_string() } else { String::new() }),
                    list::cell(bye.player.to_string()),
                    list::cell(name(bye.player)),
                    list::cell(score(bye.player)),
                    list::cell(short_points(points)),
                    list::cell(String::new()),
                    text(bye_label(bye.kind))
                        .size(theme::TEXT)
                        .style(theme::hint)
                        .wrapping(text::Wrapping::None)
                        .into(),
                    list::cell(String::new()),
                ],
            )
            .into()
        };
        list::table(BOARDS, header, boards + r.byes.len(), &self.scroll, row_at, Message::Scrolled)
    }
}

/// `n` right-aligned in the width of the larger of `n` and `widest`, padded
/// with figure spaces (U+2007: a digit's width; the app's DejaVu Sans has
/// all digits that wide too). The label before the result buttons keeps its
/// width from board 9 to board 10 (and 99 to 100): plain, it grew by a digit
/// and moved the buttons 9.5 px under the mouse of an arbiter going down the
/// boards.
fn figures(n: usize, widest: usize) -> String {
    let width = widest.max(n).to_string().len();
    format!("{n:\u{2007}>width$}")
}

/// The status line of round `shown` (`None`: no round paired yet), given
/// why the next round cannot be paired (`blocked`). On the last round it
/// says what comes next, as before: why the next round cannot be paired,
/// or that it can. On an earlier round that reason would be about another
/// round, so the line says where the round stands instead: an arbiter
/// correcting round 2 sees that rounds 3–5 were paired after it (what a
/// correction there touches, the correction dialog says).
fn status_line(t: &Tournament, shown: Option<&Round>, blocked: Option<String>) -> String {
    let last = t.rounds_paired();
    let planned = t.settings.rounds_planned;
    match shown {
        Some(r) if r.number < last => tr!(
            "gui-round-earlier",
            round = r.number,
            planned = planned,
            later = (last - r.number),
            first = (r.number + 1),
            last = last
        ),
        _ => blocked.unwrap_or_else(|| match shown {
            Some(r) => tr!("gui-round-ready", round = r.number, planned = planned, next = (last + 1)),
            None => tr!("gui-pair-hint", round = (last + 1)),
        }),
    }
}

/// The columns of the boards list: board, TPN, White, score, result, score,
/// Black, TPN.
const BOARD_COLUMNS: [Col; 8] = [
    Col { width: Length::Fixed(50.0), align: Alignment::End },
    Col { width: Length::Fixed(44.0), align: Alignment::End },
    Col { width: Length::Fill, align: Alignment::Start },
    Col { width: Length::Fixed(44.0), align: Alignment::End },
    Col { width: Length::Fixed(80.0), align: Alignment::Center },
    Col { width: Length::Fixed(44.0), align: Alignment::End },
    Col { width: Length::Fill, align: Alignment::Start },
    Col { width: Length::Fixed(44.0), align: Alignment::End },
];

/// The scrolled list of boards.
pub const BOARDS: &str = "round-boards";

pub use crate::export::notation::CHANGED_MARK;

/// Whether round `r` has a board, a bye or a result the arbiter changed.
fn marked(r: &Round) -> bool {
    r.changed_by_arbiter() || r.games.iter().any(|g| g.corrected_from.is_some())
}

/// "Correct a published result": the change, what it means for the rounds
/// paired after it, the reason, then Correct (keeping the pairings), Correct
/// and pair the next round again (when it is neither published nor
/// started), or Cancel.
fn correction_dialog<'a>(t: &'a Tournament, form: &'a CorrectionForm) -> Element<'a, Message> {
    let mut body =
        column![text(tr!("gui-correction-heading", round = form.round)).size(theme::HEADING)].spacing(10);
    let Ok(correction) = commands::correction(t, form.round, form.board, form.result) else {
        return body.push(dialog_actions_row([], Message::CancelCorrection)).into();
    };
    body = body.push(text(correction.change(t)).size(theme::TEXT));
    let later = correction
        .notice(t, false)
        .unwrap_or_else(|| tr!("gui-correction-no-later-round", round = form.round));
    body = body.push(text(later).size(theme::TEXT).style(if correction.later_rounds.is_empty() {
        theme::hint
    } else {
        text::warning
    }));
    body = body.push(text(tr!("gui-correction-help")).size(theme::SMALL).style(theme::hint));
    body = body.push(
        text_input(&tr!("gui-correction-reason"), &form.reason)
            .id(CORRECTION_REASON)
            .on_input(Message::CorrectionReason)
            .on_submit(Message::ConfirmCorrection(false))
            .size(theme::TEXT)
            .padding(6),
    );
    let ready = !form.reason.trim().is_empty();
    let keep_label = if correction.later_rounds.is_empty() {
        tr!("gui-correction-confirm")
    } else {
        tr!("gui-correction-keep")
    };
    let keep = button(text(keep_label).size(theme::TEXT))
        .padding([6, 14])
        .style(button::primary)
        .on_press_maybe(ready.then_some(Message::ConfirmCorrection(false)));
    let repair = correction.repairable.map(|next| {
        button(text(tr!("gui-correction-repair", round = next)).size(theme::TEXT))
            .padding([6, 14])
            .style(theme::tool_button)
            .on_press_maybe(ready.then_some(Message::ConfirmCorrection(true)))
            .into()
    });
    body.push(dialog_actions_row(std::iter::once(keep.into()).chain(repair), Message::CancelCorrection))
        .into()
}

/// Index of the first board without a result (0 when all have one).
fn first_pending(round: &Round) -> usize {
    round.games.iter().position(|g| g.result.is_pending()).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    fn paired(results: &[GameResult]) -> Tournament {
        let mut t = Tournament::new("T");
        let mut r = Round::new(1);
        for (i, &res) in results.iter().enumerate() {
            let (w, b) = (2 * i as u32 + 1, 2 * i as u32 + 2);
            t.players.push(Player::new(w, format!("W{w}")));
            t.players.push(Player::new(b, format!("B{b}")));
            r.games.push(Game::new(w, b, res));
        }
        t.rounds.push(r);
        t
    }

    #[test]
    fn keys_map_to_results() {
        assert_eq!(ResultKey::from_char("="), Some(ResultKey::Result(GameResult::Draw)));
        assert_eq!(ResultKey::from_char("+"), Some(ResultKey::Result(GameResult::WhiteWinsByForfeit)));
        assert_eq!(ResultKey::from_char("x"), None);
    }

    #[test]
    fn a_result_moves_to_the_next_board_without_one() {
        use GameResult::*;
        let t = paired(&[Pending, WhiteWins, Pending, Pending]);
        let mut s = State::new();
        s.follow_last_round(&t);
        assert_eq!(s.selected_board(), 0);
        let event = s.update(Message::Key(ResultKey::Result(Draw)), &t);
        assert_eq!(event, Some(Event::Result { round: 1, board: 1, result: Draw }));
        let t = paired(&[Draw, WhiteWins, Pending, Pending]);
        s.advance(&t);
        assert_eq!(s.selected_board(), 2);
        s.update(Message::Key(ResultKey::Down), &t);
        s.update(Message::Key(ResultKey::Down), &t);
        assert_eq!(s.selected_board(), 3);
        let t = paired(&[Draw, WhiteWins, Pending, BlackWins]);
        s.advance(&t);
        assert_eq!(s.selected_board(), 2, "wraps round to the remaining board");
    }
}
