//! What the window shows: the tool bar, the notice line, the current
//! screen and the status bar.

use super::chrome;
use super::{App, Message, Offer, Tab, current_language};
use crate::gui::{theme, widgets};
use crate::tr;
use iced::widget::{button, column, container, row, text};
use iced::{Element, Length, Padding};

impl App {
    pub fn view(&self) -> Element<'_, Message> {
        let t = &self.doc.tournament;
        let derived = &self.derived;
        let content: Element<'_, Message> = match self.tab {
            Tab::Tournament => self.tournament_screen.view(t).map(Message::Tournament),
            Tab::Players => self.players_screen.view(t, derived).map(Message::Players),
            Tab::Round => self.round_screen.view(t, derived, self.pairing).map(Message::Round),
            Tab::Standings => self.standings_screen.view(t, derived).map(Message::Standings),
            Tab::Audit => self.audit_screen.view(t).map(Message::Audit),
            Tab::Teams => self.teams_screen.view(t).map(Message::Teams),
            Tab::Settings => row![
                container(
                    self.settings_screen
                        .view(
                            self.actor(),
                            &self.settings.arbiter_name,
                            &current_language(),
                            self.settings.file_chooser,
                        )
                        .map(Message::Settings)
                )
                .width(Length::FillPortion(1)),
                container(self.noticeboard_screen.view().map(Message::Noticeboard))
                    .width(Length::FillPortion(1)),
            ]
            .spacing(theme::GAP)
            .into(),
        };
        let undo = self.history.next_undo().map(|c| crate::audit::action_label(&c.action));
        let redo = self.history.next_redo().map(|c| crate::audit::action_label(&c.action));
        let bar = chrome::ToolBar {
            event_name: &t.event.name,
            active: self.tab,
            team_event: t.is_team_event(),
            fide_mode: &t.settings.fide_mode,
            mode: self.mode,
            undo,
            redo,
            file_menu: self.file_menu,
        };
        // Each view scrolls what it has to scroll itself (its lists with
        // their headers in place); the page around it does not.
        let mut page = column![
            chrome::tool_bar(bar),
            container(content).padding([10, 14]).width(Length::Fill).height(Length::Fill)
        ];
        // The notice goes under the view, above the status bar: the view
        // keeps its place when one appears. Above the view, it pushed the
        // whole page down (44 px) as a dialog closed, and the arbiter's next
        // click, aimed at a button, hit what had been above it.
        if let Some(notice) = &self.notice {
            page = page.push(container(chrome::notice_bar(notice, self.offer)).padding([4, 12]));
        }
        if let Some(offer) = &self.file_offer {
            let (label, message) = match offer {
                Offer::OpenReadOnly(path) => {
                    (tr!("gui-offer-read-only"), Message::OpenReadOnly(path.clone()))
                }
                Offer::SaveAs => (tr!("gui-offer-save-as"), Message::SaveAs),
            };
            let offer = button(text(label).size(theme::TEXT)).style(theme::tool_button).on_press(message);
            page = page.push(container(offer).padding(Padding { bottom: 4.0, ..Padding::from([0, 12]) }));
        }
        let page: Element<'_, Message> = page
            .push(chrome::status_bar(
                self.status_line(),
                self.doc.path(),
                self.noticeboard_screen.notice(),
                self.status_summary(),
            ))
            .into();
        if let Some(action) = &self.pending {
            widgets::modal(
                page,
                chrome::unsaved_question(&self.document_name(), action, self.form_edited()),
                560.0,
            )
        } else if let Some((_, chooser)) = &self.chooser {
            widgets::modal(page, chooser.view().map(Message::Chooser), 760.0)
        } else if let Some(question) = &self.absences {
            widgets::modal(page, question.view().map(Message::Absences), 680.0)
        } else if self.file_menu {
            chrome::file_menu(page, self.recent_menu_entries())
        } else {
            page
        }
    }

    /// The recent files with their events' names, as the menu lists them.
    pub fn recent_menu_entries(&self) -> Vec<chrome::RecentFile> {
        let s = &self.settings;
        let entry = |path: &std::path::PathBuf| chrome::RecentFile {
            path: path.clone(),
            event: s.recent_name(path).map(str::to_owned),
        };
        s.recent_files.iter().map(entry).collect()
    }

    /// Left of the status bar: the file's name and whether it is saved.
    /// Its folder is in the tooltip: the whole path would cut the state
    /// off at 1024×600 ("…saved automatic").
    fn status_line(&self) -> String {
        let file = match self.doc.path().and_then(|path| path.file_name()) {
            Some(name) => name.to_string_lossy().into_owned(),
            None => self.document_name(),
        };
        let state = if self.dirty {
            tr!("gui-status-unsaved")
        } else if self.doc.can_save() {
            tr!("gui-status-autosaved")
        } else if self.doc.is_read_only() {
            // Issue 19 item 4: another Swissdesk edits the file; say so
            // rather than "not saved to a file yet" beside its path.
            tr!("gui-status-read-only")
        } else {
            tr!("gui-status-no-file")
        };
        let dot = if self.dirty { "• " } else { "" };
        format!("{dot}{file} — {state}")
    }

    /// The status bar's summary: players and rounds.
    fn status_summary(&self) -> String {
        let t = &self.doc.tournament;
        tr!(
            "gui-status-summary",
            players = t.players.len(),
            paired = t.rounds_paired(),
            planned = t.settings.rounds_planned
        )
    }
}
