//! "Pair next round": first the question about players who have been away
//! (see [`absences`]), then the pairing job off the UI thread.

use super::{App, Message, jobs, pair_job};
use crate::commands::{self, Command};
use crate::gui::absences::{self, Answer, Question};
use crate::tr;
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
        if let Some(question) = Question::before_pairing(t, commands::first_open_round(t)) {
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
}
