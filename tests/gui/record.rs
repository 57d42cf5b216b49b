//! Issue 27: the record stays straight at the desk. Driven headlessly with
//! iced_test's Simulator as an arbiter would: a published result corrected
//! (with a reason, the later rounds named, the next round paired again when
//! it may be), typed but not applied form edits asked about before closing,
//! the desk after New and Open as after a start, a withdrawal when every
//! planned round is paired, a late entrant never asked about as absent, and
//! a hand change put in board order and marked everywhere.

use iced_test::selector::Candidate;
use iced_test::{Error, selector, simulator};
use std::path::{Path, PathBuf};
use swissdesk::commands::{self, Command};
use swissdesk::gui::app::{self, Message, Options, Pending, Tab, Unsaved};
use swissdesk::gui::fide_search::{self, ListState};
use swissdesk::gui::{App, editor, jobs, players, round, tournament};
use swissdesk::model::{
    AuditAction, ByeKind, GameResult, Player, PlayerStatus, Points, SystemId, Tournament,
};
use swissdesk::tr;

use crate::gui_common;
use gui_common::{click, feed, shows, type_into};

/// Every text of the current view.
fn texts(app: &App) -> Vec<String> {
    let mut ui = simulator(app.view());
    let mut found = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        if let Candidate::Text { content, .. } = candidate {
            found.push(content.to_owned());
        }
        None::<()>
    });
    found
}

/// A result key as the keyboard subscription delivers it.
fn result_key(app: &mut App, key: &str) {
    let result = round::ResultKey::from_char(key).unwrap_or_else(|| panic!("{key:?} is no result key"));
    let _ = app.update(Message::Key(result));
}

/// Runs the pairing job the app started, as its Task would.
fn finish_pairing(app: &mut App) {
    assert!(app.is_pairing(), "a pairing was started: {:?}", app.notice());
    let _ = app.update(app::pair_job(app.pair_request()));
    if let Some(notice) = app.notice() {
        assert!(!notice.is_error, "pairing failed: {}", notice.text);
    }
}

/// `players` players (ratings 2400 down by 20), `planned` rounds, Dutch
/// 2026; rounds `1..=played` paired by the engine, every game won by White,
/// and published; then, with `pair_next`, the next round paired and
/// neither published nor started.
fn event(players: u32, planned: u32, played: u32, pair_next: bool) -> Tournament {
    let mut t = Tournament::new("Desk Open");
    t.settings.rounds_planned = planned;
    t.settings.pairing_system = SystemId::new("dutch2026");
    let names =
        ["Adams", "Berg", "Costa", "Dahl", "Egger", "Frei", "Graf", "Huber", "Iten", "Jost", "Keller"];
    for tpn in 1..=players {
        let mut p = Player::new(tpn, format!("{}, Player {tpn}", names[(tpn as usize - 1) % names.len()]));
        p.rating = Some(2400 - 20 * tpn);
        commands::apply(&mut t, Command::AddPlayer(p), "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    }
    for round in 1..=played {
        commands::pair_next_round(&mut t, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
        let boards = t.round(round).map_or(0, |r| r.games.len());
        for board in 1..=boards {
            let set = Command::SetResult { round, board, result: GameResult::WhiteWins };
            commands::apply(&mut t, set, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
        }
        commands::apply(&mut t, Command::PublishRound { round }, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    }
    if pair_next {
        commands::pair_next_round(&mut t, "Arbiter").unwrap_or_else(|e| panic!("{e}"));
    }
    t
}

/// The app on `t`, saved as a file in `dir`.
fn app_on(t: &Tournament, dir: &Path) -> (App, PathBuf) {
    let path = dir.join("desk-open.swissdesk.ron");
    swissdesk::store::save(t, &path).unwrap_or_else(|e| panic!("{e}"));
    let (app, _) = App::new(Options { file: Some(path.clone()), ..Options::default() });
    assert_eq!(app.path(), Some(path.as_path()));
    (app, path)
}

// ----- item 1: corrections of published results -----

#[test]
fn a_published_result_changes_only_after_a_confirmation_with_a_reason() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // Round 1 played and published, round 2 paired on it (not published,
    // not started).
    let (mut app, _) = app_on(&event(8, 5, 1, true), dir.path());
    let _ = app.update(Message::ShowTab(Tab::Round));
    let _ = app.update(Message::Round(round::Message::Select(1)));
    let _ = app.update(Message::Round(round::Message::Board(0)));
    let board1 = app.tournament().round(1).map(|r| r.games[0]).unwrap_or_else(|| panic!("board 1"));

    // "0" on board 1 (1-0): no change yet, a question naming it.
    result_key(&mut app, "0");
    assert_eq!(app.tournament().round(1).map(|r| r.games[0].result), Some(GameResult::WhiteWins));
    assert!(app.round_screen().correction().is_some(), "the correction is asked about");
    shows(&app, tr!("gui-correction-heading", round = 1))?;
    // Round 2 was paired on the old result; it is neither published nor
    // started, so pairing it again is offered besides keeping it.
    let shown = texts(&app);
    let later = tr!("correction-later-rounds", count = 1, rounds = "2");
    assert!(shown.iter().any(|t| t.contains(&later)), "{shown:#?}");
    let scores = tr!("correction-score-changes", count = 2, players = "");
    let scores = scores.split('(').next().unwrap_or_default().to_owned();
    assert!(shown.iter().any(|t| t.contains(&scores)), "{scores:?} in {shown:#?}");
    shows(&app, tr!("gui-correction-keep"))?;
    shows(&app, tr!("gui-correction-repair", round = 2))?;
    // No reason: nothing happens.
    click(&mut app, tr!("gui-correction-keep"))?;
    assert_eq!(app.tournament().round(1).map(|r| r.games[0].result), Some(GameResult::WhiteWins));

    type_into(&mut app, round::CORRECTION_REASON, "Scoresheet misread")?;
    click(&mut app, tr!("gui-correction-keep"))?;
    assert!(app.round_screen().correction().is_none());
    let game = app.tournament().round(1).map(|r| r.games[0]).unwrap_or_else(|| panic!("board 1"));
    assert_eq!((game.result, game.corrected_from), (GameResult::BlackWins, Some(GameResult::WhiteWins)));
    assert_eq!(app.tournament().points(board1.black), Points::ONE);
    assert!(app.tournament().round(2).is_some_and(|r| r.is_paired()), "the pairings of round 2 stand");
    let entry = app.tournament().audit.last().cloned().unwrap_or_else(|| panic!("logged"));
    assert_eq!((entry.action.clone(), entry.round), (AuditAction::CorrectResult, Some(1)));
    assert_eq!(entry.reason.as_deref(), Some("Scoresheet misread"));
    assert!(entry.before.ends_with("1-0") && entry.after.ends_with("0-1"), "{entry:?}");
    let notice = entry.notice.unwrap_or_default();
    assert!(notice.contains(&later) && notice.contains(&tr!("correction-pairings-stand")), "{notice}");
    // The round view marks the corrected result.
    shows(&app, format!("0-1 {}", round::CHANGED_MARK))?;

    // Board 2, corrected with "pair round 2 again": round 2 is unpaired
    // and paired anew on the corrected results.
    let _ = app.update(Message::Round(round::Message::Select(1)));
    let _ = app.update(Message::Round(round::Message::Board(1)));
    result_key(&mut app, "=");
    type_into(&mut app, round::CORRECTION_REASON, "Wrong key")?;
    click(&mut app, tr!("gui-correction-repair", round = 2))?;
    finish_pairing(&mut app);
    let actions: Vec<AuditAction> =
        app.tournament().audit.iter().rev().take(3).map(|e| e.action.clone()).collect();
    assert_eq!(actions, [AuditAction::PairRound, AuditAction::UnpairRound, AuditAction::CorrectResult]);
    assert_eq!(app.tournament().round(1).map(|r| r.games[1].result), Some(GameResult::Draw));
    Ok(())
}

// ----- item 3: form edits not applied are unsaved -----

#[test]
fn typed_but_not_applied_form_edits_are_asked_about_before_closing() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (mut app, path) = app_on(&event(4, 3, 0, false), dir.path());
    let _ = app.update(Message::ShowTab(Tab::Tournament));
    type_into(&mut app, tournament::Field::City.id(), "Biel")?;
    assert!(!app.is_dirty(), "nothing applied yet");
    assert!(app.has_unsaved_changes());

    // Closing asks, New asks.
    let _ = app.update(Message::Quit);
    assert!(!app.is_quitting(), "closing must not drop the typed city");
    assert_eq!(app.pending(), Some(&Pending::Quit));
    let _ = app.update(Message::Unsaved(Unsaved::Cancel));
    let _ = app.update(Message::New);
    assert_eq!(app.pending(), Some(&Pending::New));
    let _ = app.update(Message::Unsaved(Unsaved::Cancel));
    assert_eq!(app.tournament().event.name, "Desk Open");

    // "Save changes" applies the form, saves, then closes.
    let _ = app.update(Message::Quit);
    let _ = app.update(Message::Unsaved(Unsaved::Save));
    assert!(app.is_quitting());
    let saved = swissdesk::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(saved.event.city, "Biel");

    // A form that does not validate stops the close on the form.
    let (mut app, _) = app_on(&event(4, 3, 0, false), dir.path());
    type_into(&mut app, tournament::Field::StartDate.id(), "31.02.")?;
    let _ = app.update(Message::ShowTab(Tab::Settings));
    let _ = app.update(Message::Quit);
    let _ = app.update(Message::Unsaved(Unsaved::Save));
    assert!(!app.is_quitting());
    assert_eq!(app.tab(), Tab::Tournament);
    Ok(())
}

// ----- items 4 and 10: the desk after New and Open is the desk after start -----

/// A data folder with the test rating list imported.
fn rating_list() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let list = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/rating-list/players_list_foa.txt");
    swissdesk::ratings::import::import_into(dir.path(), &list, None).unwrap_or_else(|e| panic!("{e}"));
    dir
}

#[test]
fn new_and_open_give_the_desk_of_a_fresh_start() -> Result<(), Error> {
    let list = rating_list();
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("other.swissdesk.ron");
    swissdesk::store::save(&event(6, 5, 1, false), &file).unwrap_or_else(|e| panic!("{e}"));
    let settings_file = dir.path().join("settings.ron");
    let options = Options {
        rating_list_dir: Some(list.path().to_path_buf()),
        settings_file: Some(settings_file),
        ..Options::default()
    };
    let (mut app, _) = App::new(options);
    feed(&mut app, [fide_search::load_job(list.path().to_path_buf()).into()]);
    let _ = app.update(Message::ShowTab(Tab::Players));
    shows(&app, tr!("gui-fide-heading"))?;
    type_into(&mut app, fide_search::INPUT, "odeg")?;
    assert!(!app.players_screen().fide.matches().is_empty());

    for step in ["new", "open", "recent"] {
        let _ = app.update(Message::ShowTab(Tab::Settings));
        let _ = app.update(Message::DismissNotice);
        let _ = app.update(Message::Players(players::Message::Fide(fide_search::Message::Query("x".into()))));
        let _ = app.update(Message::ToggleTheme); // some other state that stays
        let _ = app.update(Message::ToggleTheme);
        match step {
            "new" => {
                let _ = app.update(Message::New);
                // A notice of the previous document does not survive it.
                assert!(app.notice().is_none(), "{step}: {:?}", app.notice());
            }
            "open" => {
                let _ = app.update(Message::OpenPicked(Some(file.clone())));
                assert_eq!(app.path(), Some(file.as_path()));
            }
            _ => {
                let _ = app.update(Message::New);
                let _ = app.update(Message::OpenRecent(file.clone()));
                assert_eq!(app.path(), Some(file.as_path()));
            }
        }
        if let Some(question) = app.pending().cloned() {
            panic!("{step}: unexpected question {question:?}");
        }
        assert_eq!(app.tab(), Tab::Tournament, "{step}: the first view, as after a start");
        assert!(
            matches!(app.players_screen().fide.list(), ListState::Loaded(_)),
            "{step}: the rating list is still loaded"
        );
        assert_eq!(app.players_screen().fide.query(), "", "{step}");
        let _ = app.update(Message::ShowTab(Tab::Players));
        shows(&app, tr!("gui-fide-heading"))?;
    }
    // Recent files list the event, with the file's name.
    let entries: Vec<String> = app.recent_menu_entries().iter().map(ToString::to_string).collect();
    assert_eq!(entries, ["Desk Open (other)"]);
    Ok(())
}

#[test]
fn a_named_event_is_called_by_its_name_before_it_has_a_file() {
    let (mut app, _) = App::new(Options::default());
    feed(
        &mut app,
        [
            Message::Tournament(tournament::Message::Edit(
                tournament::Field::Name,
                "9. Karl-Mala-Gedenkturnier".into(),
            )),
            Message::Tournament(tournament::Message::Apply),
        ],
    );
    assert_eq!(app.document_name(), "9. Karl-Mala-Gedenkturnier");
    assert!(app.title().contains("9. Karl-Mala-Gedenkturnier"), "{}", app.title());
    let _ = app.update(Message::SaveAs);
    let proposed = app.chooser().map(|c| c.field().to_owned()).unwrap_or_default();
    assert_eq!(proposed, "9-Karl-Mala-Gedenkturnier.swissdesk.ron");
}

#[test]
fn an_id_typed_right_after_a_registration_is_not_appended_to_the_last_one() -> Result<(), Error> {
    let list = rating_list();
    let (mut app, _) =
        App::new(Options { rating_list_dir: Some(list.path().to_path_buf()), ..Options::default() });
    feed(&mut app, [fide_search::load_job(list.path().to_path_buf()).into()]);
    let _ = app.update(Message::ShowTab(Tab::Players));
    type_into(&mut app, fide_search::INPUT, "odegaard")?;
    assert!(!app.players_screen().fide.matches().is_empty());
    // Enter and the next keys reach the field before it is drawn again:
    // the keys after Enter still see the old text.
    let messages: Vec<Message> = {
        let mut ui = simulator(app.view());
        ui.click(selector::id(fide_search::INPUT))?;
        let _ = ui.tap_key(iced::keyboard::Key::Named(iced::keyboard::key::Named::Enter));
        let _ = ui.typewrite("ca");
        ui.into_messages().collect()
    };
    feed(&mut app, messages);
    assert_eq!(app.tournament().players.len(), 1, "one player registered");
    assert_eq!(app.players_screen().fide.query(), "ca");
    Ok(())
}

// ----- item 5: withdrawal with every planned round paired -----

#[test]
fn a_player_withdraws_when_every_planned_round_is_paired() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // Two rounds planned: round 1 played, round 2 paired, not published,
    // not started.
    let (mut app, _) = app_on(&event(6, 2, 1, true), dir.path());
    let _ = app.update(Message::ShowTab(Tab::Players));
    let _ = app.update(Message::Players(players::Message::AskWithdraw(3)));
    shows(&app, tr!("gui-withdraw-all-paired"))?;
    shows(&app, tr!("gui-withdraw-repair", round = 2))?;
    type_into(&mut app, players::WITHDRAW_REASON, "Ill")?;
    click(&mut app, tr!("gui-withdraw-repair", round = 2))?;
    finish_pairing(&mut app);
    let t = app.tournament();
    assert_eq!(t.player(3).map(|p| p.status), Some(PlayerStatus::Withdrawn { from_round: 2 }));
    let r2 = t.round(2).unwrap_or_else(|| panic!("round 2 paired again"));
    assert!(r2.game_of(3).is_none());
    assert_eq!(r2.bye_of(3), Some(ByeKind::ZeroPoint));
    assert_eq!(t.audit.iter().filter(|e| e.action == AuditAction::PairRound).count(), 3);

    // Published (the games stand): the withdrawal is recorded after the last round.
    let _ = app.update(Message::Round(round::Message::Publish));
    let _ = app.update(Message::ShowTab(Tab::Players));
    let _ = app.update(Message::Players(players::Message::AskWithdraw(4)));
    assert!(shows(&app, tr!("gui-withdraw-repair", round = 2)).is_err(), "a published round stands");
    click(&mut app, tr!("gui-withdraw-confirm"))?;
    assert_eq!(app.tournament().player(4).map(|p| p.status), Some(PlayerStatus::Withdrawn { from_round: 3 }));
    Ok(())
}

// ----- item 6: late entrants and the absence question -----

#[test]
fn a_late_entrant_is_never_asked_about_as_absent() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = app_on(&event(6, 6, 3, false), dir.path());
    let _ = app.update(Message::ShowTab(Tab::Players));
    feed(
        &mut app,
        [
            Message::Players(players::Message::Name("Late, Lou".into())),
            Message::Players(players::Message::Rating("2100".into())),
            Message::Players(players::Message::Add),
        ],
    );
    let late = app.tournament().players.iter().find(|p| p.name == "Late, Lou").map(|p| p.tpn);
    let late = late.unwrap_or_else(|| panic!("entered: {:?}", app.notice()));
    let _ = app.update(Message::PairNextRound);
    assert!(app.absences().is_none(), "three rounds before the entry are not absences");
    finish_pairing(&mut app);
    let r4 = app.tournament().round(4).unwrap_or_else(|| panic!("round 4"));
    assert!(r4.game_of(late).is_some() || r4.bye_of(late) == Some(ByeKind::PairingAllocated));
}

// ----- item 7: a hand change in board order, marked -----

#[test]
fn a_hand_change_is_put_in_board_order_and_marked_on_screen_and_in_the_log() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // Ten players, round 1 won by White everywhere: round 2 pairs the five
    // winners against each other on the top boards.
    let (mut app, _) = app_on(&event(10, 5, 1, true), dir.path());
    let t = app.tournament().clone();
    let r2 = t.round(2).cloned().unwrap_or_else(|| panic!("round 2"));
    let last = r2.games.len() - 1;
    // Swap the black players of board 1 and the last board: a winner now
    // sits on the last board's pair and a loser on board 1's.
    let (top, bottom) = (r2.games[0], r2.games[last]);
    let _ = app.update(Message::ShowTab(Tab::Round));
    let _ = app.update(Message::Round(round::Message::Select(2)));
    let _ = app.update(Message::Round(round::Message::OpenEditor(None)));
    let choice = editor::PlayerChoice::of(&t, Some(bottom.black));
    let _ = app
        .update(Message::Round(round::Message::Edit(editor::Message::Set(editor::Slot::Black(0), choice))));
    let request = app.check_request().unwrap_or_else(|| panic!("the editor is open"));
    let _ = app.update(jobs::check_job(request).into());
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Reason("Brothers".into()))));
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Confirm(true))));
    let _ = app.update(Message::Round(round::Message::Edit(editor::Message::Save)));
    assert!(app.round_screen().editor().is_none(), "saved: {:?}", app.notice());

    // C.04.2 3.6: by the higher-ranked player's score (before the round),
    // then the sum of both scores, then that player's pairing number.
    let t = app.tournament().clone();
    let games = t.round(2).map(|r| r.games.clone()).unwrap_or_default();
    let key = |white: u32, black: u32| {
        let (w, b) = (t.points_after(white, 1), t.points_after(black, 1));
        let (high, high_tpn) = if (w, std::cmp::Reverse(white)) > (b, std::cmp::Reverse(black)) {
            (w, white)
        } else {
            (b, black)
        };
        (std::cmp::Reverse(high), std::cmp::Reverse(w + b), high_tpn)
    };
    let keys: Vec<_> = games.iter().map(|g| key(g.white, g.black)).collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted, "boards in the order of the rule: {games:?}");
    let changed: Vec<usize> =
        games.iter().enumerate().filter(|(_, g)| g.by_arbiter).map(|(i, _)| i + 1).collect();
    let swapped = [(top.white, bottom.black), (bottom.white, top.black)];
    let expected: Vec<usize> = games
        .iter()
        .enumerate()
        .filter(|(_, g)| swapped.contains(&(g.white, g.black)))
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(changed, expected);
    assert_eq!(changed.len(), 2);
    // The round view marks them and says what the mark means.
    for board in &changed {
        shows(&app, format!("{board} {}", round::CHANGED_MARK))?;
    }
    shows(&app, tr!("gui-changed-legend", mark = round::CHANGED_MARK.to_string()))?;

    // The audit card shows every changed board, before and after, even
    // folded (a round of five boards is longer than the folded lines).
    let _ = app.update(Message::ShowTab(Tab::Audit));
    let marks: usize = texts(&app).iter().map(|t| t.matches('◀').count()).sum();
    assert_eq!(marks, 4, "two boards changed, each marked before and after");

    // And so does every printout of the round: the boards by number, the
    // players by name (both players of each changed board), the slips.
    let legend = tr!("export-changed-legend", mark = round::CHANGED_MARK.to_string());
    for (doc, marks) in [
        (swissdesk::export::Document::Pairings, 2),
        (swissdesk::export::Document::Alphabetical, 4),
        (swissdesk::export::Document::Slips, 2),
    ] {
        let options = swissdesk::export::PdfOptions { round: Some(2), ..Default::default() };
        let pdf = swissdesk::export::pdf(&t, doc, &options).unwrap_or_else(|e| panic!("{e}"));
        let text = pdf_extract::extract_text_from_mem(&pdf).unwrap_or_else(|e| panic!("{e}"));
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let legend_marks = if doc == swissdesk::export::Document::Slips { 0 } else { 1 };
        assert_eq!(text.matches(round::CHANGED_MARK).count(), marks + legend_marks, "{doc:?}: {text}");
        if legend_marks == 1 {
            let legend = legend.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(text.contains(&legend), "{doc:?}: {text}");
        }
    }
    Ok(())
}

// ----- why the next round waits: said under the last round only -----

#[test]
fn why_the_next_round_waits_is_said_under_the_last_round_only() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // Rounds 1 and 2 played and published, round 3 paired with no result yet.
    let (mut app, _) = app_on(&event(8, 5, 2, true), dir.path());
    let _ = app.update(Message::ShowTab(Tab::Round));
    let waits = tr!("command-error-results-missing", round = 3);
    let _ = app.update(Message::Round(round::Message::Select(3)));
    shows(&app, waits.clone())?;
    // Looking back at round 2 (all its results in): nothing says "enter
    // every result of round 3" under it.
    let _ = app.update(Message::Round(round::Message::Select(2)));
    assert!(!texts(&app).contains(&waits), "under round 2: {:?}", texts(&app));
    Ok(())
}

// ----- one Escape closes the correction dialog, its reason focused or not -----

#[test]
fn one_escape_closes_the_correction_dialog_while_its_reason_is_focused() -> Result<(), Error> {
    use iced::keyboard::{self, Key, Modifiers, key::Named};
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let (mut app, _) = app_on(&event(8, 5, 1, true), dir.path());
    let _ = app.update(Message::ShowTab(Tab::Round));
    let _ = app.update(Message::Round(round::Message::Select(1)));
    let _ = app.update(Message::Round(round::Message::Board(0)));
    result_key(&mut app, "0");
    assert!(app.round_screen().correction().is_some(), "the correction is asked about");
    let before = app.tournament().clone();

    let escape = keyboard::Event::KeyPressed {
        modified_key: Key::Named(Named::Escape),
        key: Key::Named(Named::Escape),
        physical_key: keyboard::key::Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers: Modifiers::empty(),
        text: None,
        repeat: false,
    };
    // The reason field focused, Escape pressed: the field takes the key.
    let (status, messages) = {
        let mut ui = simulator(app.view());
        ui.click(selector::id(round::CORRECTION_REASON))?;
        let _ = ui.typewrite("Wrong");
        let status = ui.simulate([iced::Event::Keyboard(escape.clone())]);
        (status.first().copied(), ui.into_messages().collect::<Vec<Message>>())
    };
    assert_eq!(status, Some(iced::event::Status::Captured), "the focused field takes Escape");
    feed(&mut app, messages);
    // The keyboard subscription still hears it, and it closes the dialog.
    let status = status.unwrap_or(iced::event::Status::Ignored);
    feed(&mut app, app::key_event_message(escape, status));
    assert!(app.round_screen().correction().is_none(), "one Escape closed the dialog");
    assert_eq!(app.tournament().round(1), before.round(1), "nothing was corrected");
    Ok(())
}
