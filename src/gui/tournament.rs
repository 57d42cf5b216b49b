//! The tournament screen: event data and the settings that drive pairing
//! and scoring. Edits are drafts until "Apply changes", which sends
//! `Command::EditEvent` / `Command::EditSettings`.

use super::export::{self, Export};
use super::fide_mode;
use super::fide_search::KindChoice;
use super::theme;
use super::widgets::{card, modal};
use crate::commands::teams::TeamCommand;
use crate::commands::{self, Command};
use crate::model::{
    AccelerationMethod, Colour, CycleOrder, Cycles, EventFormat, ParticipantKind, RatingKind, RoundRobin,
    ScoringSystem, SystemId, Tournament,
};
use crate::standings::TieBreak;
use crate::tr;
use crate::trf::Dialect;
use chrono::NaiveDate;
use iced::widget::{button, column, container, pick_list, row, scrollable, space, text, text_input};
use iced::{Alignment, Element, Length};
use std::fmt;

/// The scrolled page of the screen.
pub const PAGE: &str = "tournament-page";

/// The text fields of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    City,
    Federation,
    StartDate,
    EndDate,
    ChiefArbiter,
    TimeControl,
    RoundsPlanned,
    /// The tie-break codes in order (`DE, BH-C1, BH, SB`).
    Tiebreaks,
    /// A team competition's boards per match.
    Boards,
}

impl Field {
    /// The widget id of the field's input (for tests and focus).
    pub fn id(self) -> &'static str {
        match self {
            Field::Name => "event-name",
            Field::City => "event-city",
            Field::Federation => "event-federation",
            Field::StartDate => "event-start-date",
            Field::EndDate => "event-end-date",
            Field::ChiefArbiter => "event-chief-arbiter",
            Field::TimeControl => "event-time-control",
            Field::RoundsPlanned => "event-rounds",
            Field::Tiebreaks => "event-tiebreaks",
            Field::Boards => "event-boards",
        }
    }

    fn label(self) -> String {
        match self {
            Field::Name => tr!("gui-field-name"),
            Field::City => tr!("gui-field-city"),
            Field::Federation => tr!("gui-field-federation"),
            Field::StartDate => tr!("gui-field-start-date"),
            Field::EndDate => tr!("gui-field-end-date"),
            Field::ChiefArbiter => tr!("gui-field-chief-arbiter"),
            Field::TimeControl => tr!("gui-field-time-control"),
            Field::RoundsPlanned => tr!("gui-field-rounds"),
            Field::Tiebreaks => tr!("gui-field-tiebreaks"),
            Field::Boards => tr!("gui-field-boards"),
        }
    }
}

/// Widget id of the container around the system pick list (the layout
/// test measures it: the list draws its text itself).
pub const SYSTEM_LIST: &str = "system-list";

/// A pairing system as shown in the pick list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemChoice(pub SystemId);

impl SystemChoice {
    /// The systems arbiters may choose for an event of teams or of players
    /// (nothing unfinished).
    fn all(teams: bool) -> Vec<SystemChoice> {
        crate::pairing::available_systems()
            .filter(|s| s.pairs_teams() == teams)
            .map(|s| SystemChoice(s.system_id()))
            .collect()
    }
}

impl fmt::Display for SystemChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&commands::describe::system(&self.0))
    }
}

/// Who the participants are, as shown in the pick list: players, or teams
/// (a team competition, C.04.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParticipantChoice(pub ParticipantKind);

impl ParticipantChoice {
    pub const ALL: [ParticipantChoice; 2] =
        [ParticipantChoice(ParticipantKind::Individuals), ParticipantChoice(ParticipantKind::Teams)];
}

impl fmt::Display for ParticipantChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self.0 {
            ParticipantKind::Individuals => tr!("gui-participants-players"),
            ParticipantKind::Teams => tr!("gui-participants-teams"),
        })
    }
}

/// The most boards a match may have (the form refuses more: a typing slip).
const MAX_BOARDS: u32 = 99;

/// Widget id of the container around the participants pick list.
pub const PARTICIPANTS_LIST: &str = "participants-list";

/// The tie-breaks a new team event starts with (C.07 13).
fn team_tiebreaks() -> String {
    crate::standings::default_team_tiebreaks().join(", ")
}

/// Widget id of the container around the format pick list.
pub const FORMAT_LIST: &str = "format-list";

/// The tie-breaks a new round robin starts with, as the form shows them
/// ([`crate::roundrobin::TIEBREAKS`]).
fn round_robin_tiebreaks() -> String {
    crate::roundrobin::TIEBREAKS.join(", ")
}
/// The tie-breaks a new Swiss event starts with (the model's default).
fn swiss_tiebreaks() -> String {
    crate::model::TournamentSettings::default().tiebreaks.join(", ")
}

/// The event's format as shown in the pick list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormatChoice(pub EventFormat);

impl FormatChoice {
    /// Swiss, and the round robins a new event can be: single, double in
    /// FIDE's order (C.05 Annex 1's advice), double in the table's order.
    pub fn all() -> Vec<FormatChoice> {
        vec![
            FormatChoice(EventFormat::Swiss),
            FormatChoice(EventFormat::RoundRobin(RoundRobin::SINGLE)),
            FormatChoice(EventFormat::RoundRobin(RoundRobin::DOUBLE)),
            FormatChoice(EventFormat::RoundRobin(RoundRobin {
                cycles: Cycles::Double,
                order: CycleOrder::Berger,
            })),
        ]
    }
}

impl fmt::Display for FormatChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self.0 {
            EventFormat::Swiss => tr!("gui-format-swiss"),
            EventFormat::RoundRobin(RoundRobin { cycles: Cycles::Single, .. }) => tr!("gui-format-rr-single"),
            EventFormat::RoundRobin(RoundRobin { cycles: Cycles::Double, order: CycleOrder::Fide }) => {
                tr!("gui-format-rr-double-fide")
            }
            EventFormat::RoundRobin(RoundRobin { cycles: Cycles::Double, order: CycleOrder::Berger }) => {
                tr!("gui-format-rr-double-berger")
            }
        };
        f.write_str(&label)
    }
}

/// The initial colour as shown in the pick list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColourChoice(pub Option<Colour>);

impl ColourChoice {
    const ALL: [ColourChoice; 3] =
        [ColourChoice(Some(Colour::White)), ColourChoice(Some(Colour::Black)), ColourChoice(None)];
}

impl fmt::Display for ColourChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let label = match self.0 {
            Some(Colour::White) => tr!("gui-colour-white"),
            Some(Colour::Black) => tr!("gui-colour-black"),
            None => tr!("gui-colour-none"),
        };
        f.write_str(&label)
    }
}

/// The acceleration setting as shown in the pick list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AccelerationChoice(pub AccelerationMethod);

impl fmt::Display for AccelerationChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&commands::describe::acceleration(self.0))
    }
}

/// A scoring system as shown in the pick list: the two usual ones, or the
/// custom one read from a file (kept as it is).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoringChoice(pub ScoringSystem);

impl fmt::Display for ScoringChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0;
        let label = if s == ScoringSystem::standard() {
            tr!("gui-scoring-standard")
        } else if s == ScoringSystem::football() {
            tr!("gui-scoring-football")
        } else {
            tr!(
                "gui-scoring-custom",
                win = s.win.to_string(),
                draw = s.draw.to_string(),
                loss = s.loss.to_string()
            )
        };
        f.write_str(&label)
    }
}

/// The edited values, as text where the user types them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Draft {
    name: String,
    city: String,
    federation: String,
    start_date: String,
    end_date: String,
    chief_arbiter: String,
    time_control: String,
    rounds_planned: String,
    tiebreaks: String,
    system: SystemId,
    initial_colour: Option<Colour>,
    scoring: ScoringSystem,
    rating_kind: RatingKind,
    acceleration: AccelerationMethod,
    format: EventFormat,
    participants: ParticipantKind,
    boards: String,
    /// A team event's Baku acceleration (C.04.7 1.4, with match points):
    /// `settings.team.baku`, not the players' `settings.acceleration`.
    team_baku: bool,
}

impl Draft {
    fn of(t: &Tournament) -> Draft {
        let e = &t.event;
        let date = |d: Option<NaiveDate>| d.map(|d| d.format("%Y-%m-%d").to_string()).unwrap_or_default();
        Draft {
            name: e.name.clone(),
            city: e.city.clone(),
            federation: e.federation.clone(),
            start_date: date(e.start_date),
            end_date: date(e.end_date),
            chief_arbiter: e.chief_arbiter.clone(),
            time_control: e.time_control.clone(),
            rounds_planned: t.settings.rounds_planned.to_string(),
            tiebreaks: t.settings.tiebreaks.join(", "),
            system: t.settings.pairing_system.clone(),
            initial_colour: t.settings.initial_colour,
            scoring: t.settings.scoring,
            rating_kind: t.settings.rating_kind,
            acceleration: t.settings.acceleration,
            format: t.settings.format,
            participants: t.settings.participants,
            boards: t.settings.team.boards.to_string(),
            team_baku: t.settings.team.baku,
        }
    }

    fn field(&self, field: Field) -> &str {
        match field {
            Field::Name => &self.name,
            Field::City => &self.city,
            Field::Federation => &self.federation,
            Field::StartDate => &self.start_date,
            Field::EndDate => &self.end_date,
            Field::ChiefArbiter => &self.chief_arbiter,
            Field::TimeControl => &self.time_control,
            Field::RoundsPlanned => &self.rounds_planned,
            Field::Tiebreaks => &self.tiebreaks,
            Field::Boards => &self.boards,
        }
    }

    fn field_mut(&mut self, field: Field) -> &mut String {
        match field {
            Field::Name => &mut self.name,
            Field::City => &mut self.city,
            Field::Federation => &mut self.federation,
            Field::StartDate => &mut self.start_date,
            Field::EndDate => &mut self.end_date,
            Field::ChiefArbiter => &mut self.chief_arbiter,
            Field::TimeControl => &mut self.time_control,
            Field::RoundsPlanned => &mut self.rounds_planned,
            Field::Tiebreaks => &mut self.tiebreaks,
            Field::Boards => &mut self.boards,
        }
    }
}

/// Reads a date typed as `YYYY-MM-DD` (or `YYYY/MM/DD`, as in TRF files);
/// empty means no date.
fn parse_date(value: &str) -> Result<Option<NaiveDate>, String> {
    let value = value.trim();
    if value.is_empty() {
        return Ok(None);
    }
    NaiveDate::parse_from_str(value, "%Y-%m-%d")
        .or_else(|_| NaiveDate::parse_from_str(value, "%Y/%m/%d"))
        .map(Some)
        .map_err(|_| tr!("gui-error-date", value = value.to_owned()))
}

#[derive(Debug, Clone)]
pub enum Message {
    Edit(Field, String),
    System(SystemChoice),
    InitialColour(ColourChoice),
    Scoring(ScoringChoice),
    RatingKind(KindChoice),
    Acceleration(AccelerationChoice),
    Format(FormatChoice),
    /// Players or teams (before round 1 is paired).
    Participants(ParticipantChoice),
    Apply,
    Revert,
    Export(Export),
    /// The FIDE-mode card and its leave dialog.
    FideMode(fide_mode::Message),
}

/// What the app must do for the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// Apply these commands in order (stop at the first error).
    Apply(Vec<Command>),
    Export(Export),
    /// Set FIDE mode by this command; the form's drafts stay as they are.
    FideMode(Command),
    /// Put the keyboard in this input.
    Focus(&'static str),
}

/// The screen's own state: the drafts and the last validation error.
#[derive(Debug, Clone)]
pub struct State {
    draft: Draft,
    error: Option<String>,
    fide_mode: fide_mode::State,
}

impl State {
    pub fn new(t: &Tournament) -> State {
        State { draft: Draft::of(t), error: None, fide_mode: fide_mode::State::default() }
    }

    /// Forgets the drafts (after a load or an applied change).
    pub fn reset(&mut self, t: &Tournament) {
        *self = State::new(t);
    }

    /// Whether the dialog that leaves FIDE mode is open.
    pub fn is_leaving_fide_mode(&self) -> bool {
        self.fide_mode.is_leaving()
    }

    /// Closes the dialog on top of the screen (Escape).
    pub fn close_dialog(&mut self) {
        self.fide_mode.close();
    }

    /// Whether some field differs from the tournament.
    pub fn is_edited(&self, t: &Tournament) -> bool {
        self.draft != Draft::of(t)
    }

    pub fn update(&mut self, message: Message, t: &Tournament) -> Option<Event> {
        match message {
            Message::Edit(field, value) => *self.draft.field_mut(field) = value,
            Message::System(choice) => self.draft.system = choice.0,
            Message::InitialColour(choice) => self.draft.initial_colour = choice.0,
            Message::Scoring(choice) => self.draft.scoring = choice.0,
            Message::RatingKind(choice) => self.draft.rating_kind = choice.0,
            Message::Acceleration(choice) => {
                if self.draft.participants.is_teams() {
                    self.draft.team_baku = choice.0 == AccelerationMethod::Baku;
                } else {
                    self.draft.acceleration = choice.0;
                }
            }
            Message::Format(choice) => {
                let was_round_robin = self.draft.format.round_robin().is_some();
                self.draft.format = choice.0;
                // The usual tie-breaks of the other format, unless the
                // arbiter already chose their own (C.07 8: no Buchholz in
                // a round robin).
                let is_round_robin = choice.0.round_robin().is_some();
                let tiebreaks = self.draft.tiebreaks.trim();
                if is_round_robin && !was_round_robin && tiebreaks == swiss_tiebreaks() {
                    self.draft.tiebreaks = round_robin_tiebreaks();
                } else if !is_round_robin && was_round_robin && tiebreaks == round_robin_tiebreaks() {
                    self.draft.tiebreaks = swiss_tiebreaks();
                }
                if is_round_robin {
                    self.draft.acceleration = AccelerationMethod::None;
                    self.draft.team_baku = false;
                }
            }
            Message::Participants(choice) => {
                let teams = choice.0.is_teams();
                if teams != self.draft.participants.is_teams() {
                    // A team event is paired by the Swiss team system and
                    // ranked by the team tie-breaks (C.07 13), unless the
                    // arbiter already chose their own.
                    let (from, to) = if teams {
                        (swiss_tiebreaks(), team_tiebreaks())
                    } else {
                        (team_tiebreaks(), swiss_tiebreaks())
                    };
                    if self.draft.tiebreaks.trim() == from {
                        self.draft.tiebreaks = to;
                    }
                    self.draft.system = if teams {
                        SystemId::new(SystemId::TEAM_SWISS_2026)
                    } else {
                        crate::model::TournamentSettings::default().pairing_system
                    };
                    self.draft.acceleration = AccelerationMethod::None;
                    self.draft.team_baku = false;
                }
                self.draft.participants = choice.0;
            }
            Message::Revert => self.reset(t),
            Message::Export(export) => return Some(Event::Export(export)),
            Message::FideMode(message) => {
                return self.fide_mode.update(message, t).map(|event| match event {
                    fide_mode::Event::Apply(command) => Event::FideMode(*command),
                    fide_mode::Event::Focus(id) => Event::Focus(id),
                });
            }
            Message::Apply => match self.commands(t) {
                Ok(commands) if commands.is_empty() => self.error = None,
                Ok(commands) => {
                    self.error = None;
                    return Some(Event::Apply(commands));
                }
                Err(error) => self.error = Some(error),
            },
        }
        None
    }

    /// The commands that turn the tournament into the drafts.
    fn commands(&self, t: &Tournament) -> Result<Vec<Command>, String> {
        let d = &self.draft;
        let mut event = t.event.clone();
        event.name = d.name.trim().to_owned();
        event.city = d.city.trim().to_owned();
        event.federation = d.federation.trim().to_uppercase();
        event.start_date = parse_date(&d.start_date)?;
        event.end_date = parse_date(&d.end_date)?;
        event.chief_arbiter = d.chief_arbiter.trim().to_owned();
        event.time_control = d.time_control.trim().to_owned();

        let mut settings = t.settings.clone();
        let min_rounds = commands::min_rounds_planned(t);
        if !commands::pairing_system_locked(t) {
            settings.format = d.format;
        }
        // A round robin's rounds follow from its participants (the table):
        // the commands keep them, whatever was typed.
        if settings.format.round_robin().is_none() {
            settings.rounds_planned = d
                .rounds_planned
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|&n| n >= min_rounds)
                .ok_or_else(|| tr!("gui-error-rounds", min = min_rounds))?;
        }
        settings.tiebreaks = if d.participants.is_teams() {
            // The team tie-breaks of C.07 (articles 11-13: MPvGP, EDE, …).
            let codes: Vec<&str> =
                d.tiebreaks.split([',', ' ', ';']).filter(|s| !s.trim().is_empty()).collect();
            crate::standings::parse_team_tiebreaks(&codes)
                .map_err(|e| tr!("gui-error-tiebreaks", error = e.to_string()))?
                .into_iter()
                .map(|tb| tb.code())
                .collect()
        } else {
            TieBreak::parse_list(&d.tiebreaks)
                .map_err(|e| tr!("gui-error-tiebreaks", error = e.to_string()))?
                .into_iter()
                .map(TieBreak::code)
                .collect()
        };
        // Which regulations the rating changes follow (B.02 or the rapid
        // and blitz ones): pairing does not depend on it, so it stays open.
        settings.rating_kind = d.rating_kind;
        if !commands::pairing_system_locked(t) {
            settings.pairing_system = d.system.clone();
        }
        if !commands::settings_locked(t) {
            settings.initial_colour = d.initial_colour;
            settings.scoring = d.scoring;
            settings.acceleration = d.acceleration;
        }

        let mut commands = Vec::new();
        if !commands::pairing_system_locked(t) && d.participants != t.settings.participants {
            settings.participants = d.participants;
            if d.participants.is_teams() {
                // Makes it a team event first (its TRF export then carries
                // the teams' results); the settings below follow the form.
                commands.push(Command::Team(TeamCommand::MakeTeamEvent));
            }
        }
        if d.participants.is_teams() && !commands::settings_locked(t) {
            // The teams' acceleration is their own (match points); the
            // players' method does not apply to a team event.
            settings.team.baku = d.team_baku;
            settings.acceleration = AccelerationMethod::None;
            settings.team.boards =
                d.boards.trim().parse::<u32>().ok().filter(|b| (1..=MAX_BOARDS).contains(b)).ok_or_else(
                    || tr!("gui-error-boards", value = d.boards.trim().to_owned(), max = MAX_BOARDS),
                )?;
        }
        if event != t.event {
            commands.push(Command::EditEvent(event));
        }
        if settings != t.settings {
            commands.push(Command::EditSettings(settings));
        }
        Ok(commands)
    }

    pub fn view<'a>(&'a self, t: &'a Tournament) -> Element<'a, Message> {
        let input = |field: Field| -> Element<'a, Message> {
            let placeholder = match field {
                Field::StartDate | Field::EndDate => tr!("gui-date-placeholder"),
                _ => field.label(),
            };
            form_row(
                field.label(),
                text_input(&placeholder, self.draft.field(field))
                    .id(field.id())
                    .on_input(move |value| Message::Edit(field, value))
                    .on_submit(Message::Apply)
                    .size(theme::TEXT)
                    .padding(6)
                    .into(),
            )
        };

        let event_card = card(
            tr!("gui-event-heading"),
            column![
                input(Field::Name),
                input(Field::City),
                input(Field::Federation),
                input(Field::StartDate),
                input(Field::EndDate),
                input(Field::ChiefArbiter),
                input(Field::TimeControl),
            ]
            .spacing(8)
            .into(),
        );

        let locked = commands::settings_locked(t);
        let system: Element<'a, Message> = if commands::pairing_system_locked(t) {
            text(SystemChoice(t.settings.pairing_system.clone()).to_string()).size(theme::TEXT).into()
        } else {
            container(
                pick_list(
                    SystemChoice::all(self.draft.participants.is_teams()),
                    Some(SystemChoice(self.draft.system.clone())),
                    Message::System,
                )
                .text_size(theme::TEXT)
                .width(Length::Fill),
            )
            .id(SYSTEM_LIST)
            .into()
        };
        let colour: Element<'a, Message> = if locked {
            text(ColourChoice(t.settings.initial_colour).to_string()).size(theme::TEXT).into()
        } else {
            pick_list(
                ColourChoice::ALL,
                Some(ColourChoice(self.draft.initial_colour)),
                Message::InitialColour,
            )
            .text_size(theme::TEXT)
            .width(Length::Fill)
            .into()
        };
        let scoring: Element<'a, Message> = if locked {
            text(ScoringChoice(t.settings.scoring).to_string()).size(theme::TEXT).into()
        } else {
            let mut options =
                vec![ScoringChoice(ScoringSystem::standard()), ScoringChoice(ScoringSystem::football())];
            if !options.contains(&ScoringChoice(t.settings.scoring)) {
                options.push(ScoringChoice(t.settings.scoring));
            }
            pick_list(options, Some(ScoringChoice(self.draft.scoring)), Message::Scoring)
                .text_size(theme::TEXT)
                .width(Length::Fill)
                .into()
        };

        // A team event shows the teams' Baku switch (`settings.team.baku`).
        let teams = self.draft.participants.is_teams();
        let method_of = |baku: bool| if baku { AccelerationMethod::Baku } else { AccelerationMethod::None };
        let (current, drafted) = if teams {
            (method_of(t.settings.team.baku), method_of(self.draft.team_baku))
        } else {
            (t.settings.acceleration, self.draft.acceleration)
        };
        let acceleration: Element<'a, Message> = if locked {
            text(AccelerationChoice(current).to_string()).size(theme::TEXT).into()
        } else {
            pick_list(
                AccelerationMethod::ALL.map(AccelerationChoice),
                Some(AccelerationChoice(drafted)),
                Message::Acceleration,
            )
            .text_size(theme::TEXT)
            .width(Length::Fill)
            .into()
        };

        let format: Element<'a, Message> = if commands::pairing_system_locked(t) {
            text(FormatChoice(t.settings.format).to_string()).size(theme::TEXT).into()
        } else {
            container(
                pick_list(FormatChoice::all(), Some(FormatChoice(self.draft.format)), Message::Format)
                    .text_size(theme::TEXT)
                    .width(Length::Fill),
            )
            .id(FORMAT_LIST)
            .into()
        };
        let round_robin = self.draft.format.round_robin().is_some();
        // Players or teams: chosen on New, before round 1 is paired (a
        // team event with teams keeps them: remove the teams first).
        let participants: Element<'a, Message> =
            if commands::pairing_system_locked(t) || (t.is_team_event() && !t.teams.is_empty()) {
                text(ParticipantChoice(t.settings.participants).to_string()).size(theme::TEXT).into()
            } else {
                container(
                    pick_list(
                        ParticipantChoice::ALL,
                        Some(ParticipantChoice(self.draft.participants)),
                        Message::Participants,
                    )
                    .text_size(theme::TEXT)
                    .width(Length::Fill),
                )
                .id(PARTICIPANTS_LIST)
                .into()
            };
        let mut settings_column = column![
            form_row(tr!("gui-field-participants"), participants),
            form_row(tr!("gui-field-format"), format)
        ]
        .spacing(8);
        if self.draft.participants.is_teams() {
            settings_column = settings_column.push(if locked {
                form_row(
                    tr!("gui-field-boards"),
                    text(t.settings.team.boards.to_string()).size(theme::TEXT).into(),
                )
            } else {
                input(Field::Boards)
            });
        }
        if round_robin {
            // The table fixes the rounds and every pairing: no system, no
            // acceleration, no initial colour to choose.
            let rounds = match crate::roundrobin::schedule_with(
                t,
                self.draft.format.round_robin().unwrap_or(RoundRobin::SINGLE),
            ) {
                Ok(schedule) => tr!(
                    "gui-format-rr-rounds",
                    rounds = schedule.total_rounds(),
                    size = schedule.table_size()
                ),
                Err(e) => e.to_string(),
            };
            settings_column = settings_column
                .push(form_row(tr!("gui-field-rounds"), text(rounds).size(theme::TEXT).into()))
                .push(text(tr!("gui-format-rr-help")).size(theme::SMALL).style(text::secondary));
        } else {
            settings_column = settings_column
                .push(input(Field::RoundsPlanned))
                // On its own line under its label: the systems' full names
                // (edition included) need the card's whole width at 1024×600.
                .push(column![text(tr!("gui-field-system")).size(theme::TEXT), system].spacing(4))
                .push(form_row(tr!("gui-field-initial-colour"), colour));
        }
        if teams && !round_robin {
            // C.04.6 4.1 draws the initial colour too, but it gives a
            // team's board-1 colour in a first match only (4.3.1): said
            // even when locked, as the individual help is not needed then.
            settings_column = settings_column
                .push(text(tr!("gui-initial-colour-team-help")).size(theme::SMALL).style(text::secondary));
        } else if !locked && !round_robin {
            settings_column = settings_column
                .push(text(tr!("gui-initial-colour-help")).size(theme::SMALL).style(text::secondary));
        }
        settings_column = settings_column.push(form_row(tr!("gui-field-scoring"), scoring));
        if !round_robin {
            settings_column = settings_column.push(form_row(tr!("gui-field-acceleration"), acceleration));
        }
        if drafted == AccelerationMethod::Baku {
            let help = if teams { tr!("gui-acceleration-team-help") } else { tr!("gui-acceleration-help") };
            settings_column = settings_column.push(text(help).size(theme::SMALL).style(text::secondary));
        }
        if locked {
            settings_column =
                settings_column.push(text(tr!("gui-locked")).size(theme::SMALL).style(text::warning));
        }
        settings_column = settings_column
            .push(form_row(
                tr!("gui-field-rating-kind"),
                pick_list(
                    RatingKind::ALL.map(KindChoice),
                    Some(KindChoice(self.draft.rating_kind)),
                    Message::RatingKind,
                )
                .text_size(theme::TEXT)
                .width(Length::Fill)
                .into(),
            ))
            .push(input(Field::Tiebreaks))
            // A team event ranks its teams by C.07's team tie-breaks
            // (Article 13), whose codes differ from the players' ones.
            .push(
                text(if teams { tr!("gui-tiebreaks-team-help") } else { tr!("gui-tiebreaks-help") })
                    .size(theme::SMALL)
                    .style(text::secondary),
            );
        let settings_card = card(tr!("gui-settings-heading"), settings_column.into());

        let edited = self.is_edited(t);
        let mut actions = row![
            button(text(tr!("gui-apply")).size(theme::TEXT))
                .on_press_maybe(edited.then_some(Message::Apply))
                .style(button::primary)
                .padding([6, 14]),
            button(text(tr!("gui-revert")).size(theme::TEXT))
                .on_press_maybe(edited.then_some(Message::Revert))
                .style(theme::tool_button)
                .padding([6, 14]),
        ]
        .spacing(theme::GAP)
        .align_y(Alignment::Center);
        if let Some(error) = &self.error {
            actions = actions.push(text(error).size(theme::TEXT).style(text::danger));
        }
        actions = actions.push(space::horizontal()).push(export::menu(
            vec![
                Export::Trf(Dialect::Trf16),
                Export::Trf(Dialect::Trf2026),
                Export::TrfWithChanges(Dialect::Trf16),
                Export::TrfWithChanges(Dialect::Trf2026),
            ],
            Message::Export,
        ));

        let page: Element<'a, Message> = scrollable(
            column![
                // The settings a little wider than the event's fields: the
                // system list shows each system's full name (edition
                // included) in every language at 1024×600.
                //
                // FIDE mode first: whether the event is rated and in FIDE mode
                // is what an arbiter checks before anything else on this
                // page, and its controls must be in view at 1024×600 without
                // scrolling (under the Event card they were not).
                row![
                    container(
                        column![self.fide_mode.card(t).map(Message::FideMode), event_card]
                            .spacing(theme::GAP)
                    )
                    .width(Length::FillPortion(10)),
                    container(settings_card).width(Length::FillPortion(11))
                ]
                .spacing(theme::GAP),
                actions,
            ]
            .spacing(theme::GAP)
            .padding(iced::Padding { right: 14.0, ..iced::Padding::ZERO }),
        )
        .id(PAGE)
        .height(Length::Fill)
        .into();
        match self.fide_mode.dialog() {
            Some(dialog) => modal(page, dialog.map(Message::FideMode), 560.0),
            // In a stack too: the page keeps its place in the widget tree,
            // and so its scroll position, when the dialog opens or closes.
            None => iced::widget::stack![page].into(),
        }
    }
}

/// A label and its control on one line.
fn form_row<'a>(label: String, control: Element<'a, Message>) -> Element<'a, Message> {
    row![text(label).size(theme::TEXT).width(Length::Fixed(220.0)), control]
        .spacing(8)
        .align_y(Alignment::Center)
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_list_is_the_available_systems_and_names_an_unknown_one_by_its_identifier() {
        let ids: Vec<String> = SystemChoice::all(false).into_iter().map(|c| c.0.to_string()).collect();
        let available: Vec<&str> =
            crate::pairing::available_systems().filter(|s| !s.pairs_teams()).map(|s| s.id()).collect();
        assert_eq!(ids, available);
        // A team event is offered the Swiss team system alone.
        let teams: Vec<String> = SystemChoice::all(true).into_iter().map(|c| c.0.to_string()).collect();
        assert_eq!(teams, vec!["team2026".to_string()]);
        assert_eq!(SystemChoice(SystemId::new("dutch2026")).to_string(), tr!("system-dutch2026"));
        // A document from a version with more systems: shown, not offered.
        let unknown = SystemChoice(SystemId::new("lim"));
        assert_eq!(unknown.to_string(), "lim");
        assert!(!SystemChoice::all(false).contains(&unknown));
    }

    #[test]
    fn dates_are_read_in_iso_or_trf_form() {
        assert_eq!(parse_date(""), Ok(None));
        assert_eq!(parse_date(" 2026-07-14 "), Ok(NaiveDate::from_ymd_opt(2026, 7, 14)));
        assert_eq!(parse_date("2026/07/14"), Ok(NaiveDate::from_ymd_opt(2026, 7, 14)));
        assert!(parse_date("14.7.2026").is_err());
    }

    #[test]
    fn unchanged_drafts_give_no_command() {
        let t = Tournament::new("Open");
        let mut state = State::new(&t);
        assert_eq!(state.update(Message::Apply, &t), None);
        state.update(Message::Edit(Field::City, "Biel".into()), &t);
        match state.update(Message::Apply, &t) {
            Some(Event::Apply(commands)) => {
                assert!(matches!(commands.as_slice(), [Command::EditEvent(e)] if e.city == "Biel"))
            }
            other => panic!("expected one EditEvent, got {other:?}"),
        }
    }

    #[test]
    fn the_tiebreak_order_is_read_and_checked() {
        let t = Tournament::new("Open");
        let mut state = State::new(&t);
        state.update(Message::Edit(Field::Tiebreaks, "de, bh/c1 BH;sb".into()), &t);
        match state.update(Message::Apply, &t) {
            Some(Event::Apply(commands)) => assert!(matches!(
                commands.as_slice(),
                [Command::EditSettings(s)] if s.tiebreaks == ["DE", "BH-C1", "BH", "SB"]
            )),
            other => panic!("expected EditSettings, got {other:?}"),
        }
        state.update(Message::Edit(Field::Tiebreaks, "BH, XYZ".into()), &t);
        assert_eq!(state.update(Message::Apply, &t), None);
        assert!(state.error.as_deref().is_some_and(|e| e.contains("XYZ")), "{:?}", state.error);
    }
}
