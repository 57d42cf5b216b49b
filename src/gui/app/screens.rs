//! The screens' events turned into commands, jobs and notices: the
//! tournament, players, rounds, standings, audit and settings views.

use super::{App, Message, Notice, Tab};
use crate::commands::Command;
use crate::gui::jobs::{self, CheckRequest, ExplainRequest};
use crate::gui::{
    audit, explain, fide_search, players, round, settings as settings_screen, standings, tasks, tournament,
};
use crate::i18n;
use crate::store::settings;
use crate::tr;
use iced::Task;

impl App {
    /// The tournament view: its form applied, or a printout asked for.
    pub(super) fn tournament_message(&mut self, message: tournament::Message) -> Task<Message> {
        match self.tournament_screen.update(message, &self.doc.tournament) {
            Some(tournament::Event::Apply(commands)) => {
                let all = commands.into_iter().all(|c| self.apply(c));
                if all {
                    self.tournament_screen.reset(&self.doc.tournament);
                    self.info(tr!("gui-changes-applied"));
                }
                self.rename_recent();
            }
            Some(tournament::Event::Export(export)) => return self.update(Message::Export(export)),
            // A refusal (a blank reason, a scoring FIDE mode does not
            // allow) is shown as the command's error, like any other.
            Some(tournament::Event::FideMode(command)) => self.set_fide_mode(command),
            Some(tournament::Event::Focus(id)) => return iced::widget::operation::focus(id),
            None => {}
        }
        Task::none()
    }

    /// FIDE mode turned on, left or the event marked not rated; says so.
    fn set_fide_mode(&mut self, command: Command) {
        if !self.apply(command) {
            return;
        }
        self.info(match &self.doc.tournament.settings.fide_mode {
            crate::model::FideMode::NotRated => tr!("gui-fidemode-done-not-rated"),
            crate::model::FideMode::On => tr!("gui-fidemode-done-on"),
            crate::model::FideMode::Left { .. } => tr!("gui-fidemode-done-left"),
        });
    }

    /// The players view: entries, edits, requests, the rating list.
    pub(super) fn players_message(&mut self, message: players::Message) -> Task<Message> {
        match self.players_screen.update(message, &self.doc.tournament) {
            Some(players::Event::Apply(command)) => {
                let renumbered = matches!(command, Command::AssignPairingNumbers);
                if self.apply(command) && renumbered {
                    self.info(tr!("gui-numbers-assigned"));
                }
            }
            Some(players::Event::Add(command)) => {
                let late = matches!(command, Command::AddLateEntry(_));
                match self.try_apply(command) {
                    Ok(()) => {
                        // Emptied only now: a refused entry keeps what was typed.
                        self.players_screen.added();
                        if late {
                            self.offer_repair();
                        }
                    }
                    // Said under the form, with its own checks, not in the
                    // notice line at the bottom of the window.
                    Err(refusal) => self.players_screen.refused(refusal.to_string()),
                }
            }
            Some(players::Event::ListToTop) => return tasks::scroll_to(players::LIST, 0.0),
            Some(players::Event::Register(command)) => {
                self.apply(command);
                return iced::widget::operation::focus(fide_search::INPUT);
            }
            Some(players::Event::ApplyAll(commands)) => {
                let count = commands.len();
                if commands.into_iter().all(|c| self.apply(c)) {
                    self.info(tr!("gui-requests-applied", count = count));
                }
            }
            Some(players::Event::Export(export)) => return self.update(Message::Export(export)),
            Some(players::Event::WithdrawAndRepair { tpn, round, reason }) => {
                return self.withdraw_and_repair(tpn, round, reason);
            }
            // The list file is chosen like every other file: the
            // system's dialog when there is one, else Swissdesk's own.
            Some(players::Event::Fide(fide_search::Job::PickFile)) => {
                return self.choose(super::Purpose::RatingList);
            }
            Some(players::Event::Fide(job)) => return fide_search::run(job).map(Message::from),
            None => {}
        }
        Task::none()
    }

    /// The rounds view, and the scrolling its messages bring with them.
    pub(super) fn rounds_message(&mut self, message: round::Message) -> Task<Message> {
        let moves = matches!(message, round::Message::Key(_) | round::Message::SetResult(_));
        // A new explanation, or another board while it is open: show the highlighted bracket.
        let explained = matches!(message, round::Message::Explained { .. })
            || (self.round_screen.explanation().is_some()
                && matches!(message, round::Message::Board(_) | round::Message::Key(_)));
        let mut all = vec![self.round_message(message)];
        // The selected board stays in view (only the rows in view exist).
        if moves && let Some(offset) = self.round_screen.reveal_board() {
            all.push(tasks::scroll_to(round::BOARDS, offset));
        }
        if explained {
            all.push(tasks::scroll_to_top_of(explain::TRACE, explain::MARK.to_owned()));
        }
        Task::batch(all)
    }

    /// A message of the rounds view: results, pairing, unpair, publish,
    /// overrides, explanations, printouts.
    fn round_message(&mut self, message: round::Message) -> Task<Message> {
        match self.round_screen.update(message, &self.doc.tournament) {
            Some(round::Event::Apply(command)) => {
                let unpair = matches!(command, Command::UnpairRound { .. });
                let overridden = matches!(command, Command::OverridePairing { .. });
                let corrected = matches!(command, Command::CorrectResult { .. });
                if self.apply(command) {
                    if corrected {
                        self.info(tr!("gui-result-corrected"));
                    }
                    if unpair {
                        self.round_screen.follow_last_round(&self.doc.tournament);
                    }
                    if overridden {
                        self.round_screen.close_editor();
                        self.info(tr!("gui-override-saved"));
                    }
                }
            }
            Some(round::Event::Check { round, pairing, draft }) => {
                let request = CheckRequest { tournament: self.doc.tournament.clone(), round, pairing, draft };
                return jobs::spawn(move || jobs::check_job(request)).map(Message::Round);
            }
            Some(round::Event::Explain { round }) => {
                let request = ExplainRequest { tournament: self.doc.tournament.clone(), round };
                return jobs::spawn(move || jobs::explain_job(request)).map(Message::Round);
            }
            Some(round::Event::Export(export)) => return self.update(Message::Export(export)),
            Some(round::Event::Result { round, board, result }) => {
                let entered = self.apply(Command::SetResult { round, board, result });
                if entered && !result.is_pending() {
                    self.round_screen.advance(&self.doc.tournament);
                }
            }
            Some(round::Event::Focus(id)) => return iced::widget::operation::focus(id),
            Some(round::Event::PairNext) => return self.pair_next(),
            Some(round::Event::CorrectAndRepair(command)) => return self.correct_and_repair(command),
            None => {}
        }
        Task::none()
    }

    pub(super) fn standings_message(&mut self, message: standings::Message) -> Task<Message> {
        if let Some(standings::Event::Export(export)) = self.standings_screen.update(message) {
            return self.update(Message::Export(export));
        }
        Task::none()
    }

    pub(super) fn audit_message(&mut self, message: audit::Message) -> Task<Message> {
        if let Some(audit::Event::Export(export)) = self.audit_screen.update(message) {
            return self.update(Message::Export(export));
        }
        Task::none()
    }

    /// The settings view: the arbiter's name, the file chooser, the language.
    pub(super) fn settings_message(&mut self, message: settings_screen::Message) -> Task<Message> {
        match self.settings_screen.update(message) {
            Some(settings_screen::Event::Arbiter(name)) => {
                self.settings.arbiter_name = name;
                self.store_settings();
                self.info(tr!("gui-arbiter-saved", name = self.actor()));
            }
            Some(settings_screen::Event::FileChooser(chooser)) => {
                self.settings.file_chooser = chooser;
                self.store_settings();
            }
            Some(settings_screen::Event::Language(language)) => {
                if i18n::set_language(&language) {
                    self.settings.language = Some(language);
                    self.store_settings();
                    self.notice = Some(Notice { is_error: false, text: tr!("gui-language-changed") });
                } else {
                    self.error(tr!("gui-language-failed", language = language));
                }
            }
            None => {}
        }
        Task::none()
    }

    /// The tool bar's light/dark switch, remembered in the settings.
    pub(super) fn toggle_theme(&mut self) -> Task<Message> {
        self.mode = self.mode.toggled();
        self.settings.theme = match self.mode {
            crate::gui::theme::Mode::Light => settings::Theme::Light,
            crate::gui::theme::Mode::Dark => settings::Theme::Dark,
        };
        self.store_settings();
        Task::none()
    }

    /// A result-entry key: the rounds view takes it; ↑ ↓ choose among the
    /// rating list's matches on the players view.
    pub(super) fn key(&mut self, key: round::ResultKey) -> Task<Message> {
        if self.tab == Tab::Round {
            return self.update(Message::Round(round::Message::Key(key)));
        }
        let step = match key {
            round::ResultKey::Up => -1,
            round::ResultKey::Down => 1,
            round::ResultKey::Result(_) => 0,
        };
        if self.tab == Tab::Players && step != 0 {
            return self.update(Message::Players(players::Message::Fide(fide_search::Message::Move(step))));
        }
        Task::none()
    }
}
