//! Baku acceleration in the players view (C.04.7): each player's group and
//! virtual points for the next round to be paired, and the dialog in which
//! the arbiter places a player in the other group with a reason
//! (`Command::SetBakuGroup`).

use super::{theme, widgets};
use crate::commands::{self, Command};
use crate::model::{BakuGroup, Points, Tournament};
use crate::pairing::baku;
use crate::tr;
use iced::widget::{button, column, text, text_input};
use iced::{Element, Length};

/// Widget id of the dialog's reason, for tests and focus.
pub const REASON: &str = "baku-reason";

/// The round the players view shows the acceleration for: the next round
/// to be paired, when some player has virtual points in it.
pub fn shown_round(t: &Tournament) -> Option<u32> {
    let next = commands::first_open_round(t);
    (next <= t.settings.rounds_planned && baku::accelerates(t, next)).then_some(next)
}

/// A player's cell: the group, with the virtual points of group A
/// (`A +1.0`, `B`).
pub fn cell_text(t: &Tournament, tpn: u32, round: u32) -> String {
    let points = baku::virtual_points_of(t, tpn, round);
    match baku::group_in(t, tpn, round) {
        BakuGroup::A => format!("A +{points}"),
        BakuGroup::B => "B".to_owned(),
    }
}

/// The hint above the list: which round, what group A gets.
pub fn hint(t: &Tournament, round: u32) -> String {
    let points = t
        .accelerations
        .iter()
        .filter_map(|a| a.points.get(round as usize - 1).copied())
        .find(|&v| v != Points::ZERO)
        .unwrap_or(Points::ZERO);
    tr!("gui-players-baku-hint", round = round, points = points.to_string())
}

/// A change of group being confirmed: who, their group now and by the rule
/// (both for the round the change starts from), and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    pub tpn: u32,
    pub round: u32,
    pub now: BakuGroup,
    pub by_rule: BakuGroup,
    pub reason: String,
}

impl Form {
    /// The dialog for `tpn`, when the acceleration still applies to the
    /// next round to be paired.
    pub fn open(t: &Tournament, tpn: u32) -> Option<Form> {
        let round = shown_round(t)?;
        let edition = crate::pairing::baku_edition(&t.settings.pairing_system);
        let by_rule = baku::group_by_rule(t, tpn, round, edition).ok()?;
        Some(Form { tpn, round, now: baku::group_in(t, tpn, round), by_rule, reason: String::new() })
    }

    /// The group the dialog moves the player to.
    pub fn target(&self) -> BakuGroup {
        match self.now {
            BakuGroup::A => BakuGroup::B,
            BakuGroup::B => BakuGroup::A,
        }
    }

    /// The command, once a reason is given.
    pub fn command(&self) -> Option<Command> {
        let reason = self.reason.trim();
        (!reason.is_empty()).then(|| Command::SetBakuGroup {
            tpn: self.tpn,
            group: self.target(),
            round: self.round,
            reason: reason.to_owned(),
        })
    }
}

/// "Baku group of Müller, Jonas (4)": the round it holds from, the group
/// now and by the rule, a reason, then Move or Cancel.
pub fn dialog<'a, M: Clone + 'a>(
    t: &'a Tournament,
    form: &'a Form,
    on_reason: impl Fn(String) -> M + 'a,
    confirm: M,
    cancel: M,
) -> Element<'a, M> {
    let player = commands::describe::player(t, form.tpn);
    let move_to = button(text(tr!("gui-baku-move", group = form.target().letter())).size(theme::TEXT))
        .padding([6, 14])
        .style(button::primary)
        .on_press_maybe(form.command().map(|_| confirm.clone()));
    column![
        text(tr!("gui-baku-heading", player = player)).size(theme::HEADING),
        text(tr!("gui-baku-now", group = form.now.letter(), round = form.round)).size(theme::TEXT),
        text(tr!("gui-baku-help", round = form.round, group = form.by_rule.letter()))
            .size(theme::SMALL)
            .style(theme::hint),
        text_input(&tr!("gui-baku-reason"), &form.reason)
            .id(REASON)
            .on_input(on_reason)
            .on_submit_maybe(form.command().map(|_| confirm))
            .size(theme::TEXT)
            .padding(6)
            .width(Length::Fill),
        widgets::dialog_actions(move_to.into(), cancel),
    ]
    .spacing(10)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{AccelerationMethod, Player, SystemId, TournamentSettings};

    fn baku_event() -> Tournament {
        let mut t = Tournament::new("T");
        t.settings.pairing_system = SystemId::new("dutch2026");
        for tpn in 1..=10 {
            let mut p = Player::new(tpn, format!("P{tpn}"));
            p.rating = Some(2400 - 10 * tpn);
            commands::apply(&mut t, Command::AddPlayer(p), "A").unwrap_or_else(|e| panic!("{e}"));
        }
        let settings = TournamentSettings { acceleration: AccelerationMethod::Baku, ..t.settings.clone() };
        commands::apply(&mut t, Command::EditSettings(settings), "A").unwrap_or_else(|e| panic!("{e}"));
        t
    }

    #[test]
    fn cells_show_the_group_and_group_a_its_virtual_points() {
        let t = baku_event();
        // C.04.7 1.2: GA = 2·⌈10/4⌉ = 6; 1.4: a win's worth (1) in round 1.
        assert_eq!(shown_round(&t), Some(1));
        assert_eq!(cell_text(&t, 6, 1), "A +1.0");
        assert_eq!(cell_text(&t, 7, 1), "B");
        let mut none = t.clone();
        none.accelerations.clear();
        assert_eq!(shown_round(&none), None, "no virtual points, no column");
    }

    #[test]
    fn the_players_view_asks_then_applies_the_move() {
        use crate::gui::players::{Event, Message, State};
        let t = baku_event();
        let mut s = State::new();
        assert_eq!(s.update(Message::AskBakuGroup(2), &t), None, "asks first");
        assert_eq!(s.update(Message::ConfirmBakuGroup, &t), None, "not without a reason");
        s.update(Message::BakuReason("Registered late".into()), &t);
        assert_eq!(
            s.update(Message::ConfirmBakuGroup, &t),
            Some(Event::Apply(Command::SetBakuGroup {
                tpn: 2,
                group: BakuGroup::B,
                round: 1,
                reason: "Registered late".into()
            }))
        );
        s.update(Message::AskBakuGroup(3), &t);
        assert_eq!(s.update(Message::CancelBakuGroup, &t), None);
        assert_eq!(s.update(Message::ConfirmBakuGroup, &t), None, "cancelled: nothing applied");
    }

    #[test]
    fn the_dialog_moves_to_the_other_group_once_a_reason_is_given() {
        let t = baku_event();
        let mut form = Form::open(&t, 7).unwrap_or_else(|| panic!("no dialog"));
        assert_eq!((form.now, form.by_rule, form.target()), (BakuGroup::B, BakuGroup::B, BakuGroup::A));
        assert_eq!(form.command(), None, "a reason is required");
        form.reason = " Rating error ".into();
        assert_eq!(
            form.command(),
            Some(Command::SetBakuGroup {
                tpn: 7,
                group: BakuGroup::A,
                round: 1,
                reason: "Rating error".into()
            })
        );
    }
}
