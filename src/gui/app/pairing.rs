//! "Pair next round": first the question about players who have been away
//! (see [`absences`]), then the pairing job off the UI thread.

use super::{App, Message, PairOutcome, Tab, jobs, pair_job};
use crate::commands::{self, Command};
use crate::gui::absences::{self, Answer, Question};
use crate::gui::round;
use crate::tr;
use crate::undo::Snapshot;
use iced::Task;

impl App {
    /// Pairs the next round, asking first about long absences if there are any.
    pub(super) fn pair_next(&mut self) -> Task<Message> {
        if self.pairing {
            return Task::none();
        }
        let t = &self.doc.tournament;
        // A round that cannot be paired anyway gets its error, not the question.
        if let Some(blocked) = commands::pairing_blocked(t) {
            self.error(blocked.to_string());
            return Task::none();
        }
        // A team event pairs teams: a player its captain left out of a
        // line-up is the team's choice, not an absence to ask about.
        if !t.is_team_event()
            && let Some(question) = Question::before_pairing(t, commands::first_open_round(t))
        {
            self.absences = Some(question);
            return Task::none();
        }
        self.start_pairing()
    }

    fn start_pairing(&mut self) -> Task<Message> {
        self.offer = None;
        self.pairing = true;
        let request = self.pair_request();
        // Off the UI thread: the executor runs the future on its thread pool.
        jobs::spawn(move || pair_job(request))
    }

    /// An answer to the question about absences.
    pub(super) fn absences_message(&mut self, message: absences::Message) -> Task<Message> {
        let Some(question) = &mut self.absences else { return Task::none() };
        match question.update(message) {
            None => Task::none(),
            Some(Answer::Cancel) => {
                self.absences = None;
                Task::none()
            }
            Some(Answer::Pair { round, withdraw }) => {
                self.absences = None;
                for absence in withdraw {
                    let reason = tr!("gui-absent-withdraw-reason", rounds = absence.rounds);
                    let command =
                        Command::Withdraw { tpn: absence.tpn, from_round: round, reason: Some(reason) };
                    if !self.apply(command) {
                        return Task::none();
                    }
                }
                self.start_pairing()
            }
        }
    }

    /// Ctrl+P: the rounds view, and the next round paired.
    pub(super) fn pair_next_round(&mut self) -> Task<Message> {
        self.tab = Tab::Round;
        Task::batch([self.restore_scroll(), self.update(Message::Round(round::Message::PairNext))])
    }

    /// "Re-pair round N" (offered after a late entry): unpaired, then paired again.
    pub(super) fn repair(&mut self, round: u32) -> Task<Message> {
        self.offer = None;
        if self.apply(Command::UnpairRound { round }) {
            self.round_screen.follow_last_round(&self.doc.tournament);
            self.tab = Tab::Round;
            return self.update(Message::Round(round::Message::PairNext));
        }
        Task::none()
    }

    /// The pairing job's answer: its document replaces the open one, unless
    /// the open one changed while the job ran.
    pub(super) fn paired(&mut self, outcome: PairOutcome) -> Task<Message> {
        self.pairing = false;
        self.notice = None;
        match outcome.result {
            Ok(_) if outcome.revision != self.revision => self.error(tr!("gui-pair-changed")),
            Ok(paired) => {
                let (tournament, round) = *paired;
                let before = std::mem::replace(&mut self.doc.tournament, tournament);
                self.history.record(Snapshot::of_replaced(before), &self.doc.tournament);
                self.changed();
                self.round_screen.follow_last_round(&self.doc.tournament);
                self.info(tr!("gui-paired", round = round));
            }
            Err(e) => self.error(tr!("gui-pair-failed", error = e.to_string())),
        }
        Task::none()
    }

    /// A correction that unpairs the next round: it is paired again on the
    /// corrected result (the absence question first).
    pub(super) fn correct_and_repair(&mut self, command: Command) -> Task<Message> {
        if !self.apply(command) {
            return Task::none();
        }
        self.info(tr!("gui-result-corrected"));
        self.round_screen.follow_last_round(&self.doc.tournament);
        self.pair_next()
    }

    /// A withdrawal from round `round`, paired but neither published nor
    /// started: the round is unpaired first (a withdrawal never takes a
    /// player out of a pairing that stands), then paired again.
    pub(super) fn withdraw_and_repair(
        &mut self,
        tpn: u32,
        round: u32,
        reason: Option<String>,
    ) -> Task<Message> {
        if !self.apply(Command::UnpairRound { round })
            || !self.apply(Command::Withdraw { tpn, from_round: round, reason })
        {
            return Task::none();
        }
        self.round_screen.follow_last_round(&self.doc.tournament);
        self.tab = Tab::Round;
        Task::batch([self.restore_scroll(), self.pair_next()])
    }

    /// After a late entry: when the last round is paired but not published
    /// and has no result yet, the new player can still be paired in it, so
    /// the notice offers to re-pair it.
    pub(super) fn offer_repair(&mut self) {
        if let Some(round) = commands::repairable_round(&self.doc.tournament) {
            self.offer = Some(round);
            self.info(tr!("gui-repair-offer", round = round));
        }
    }
}
