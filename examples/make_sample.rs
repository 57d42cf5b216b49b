//! Regenerates the bundled sample tournament `assets/sample.swissdesk.ron`:
//! 30 players, 9 rounds planned, 4 paired by the Dutch engine and played
//! with rating-based results (one corrected), one player withdrawn from
//! round 5. Run: `cargo run --example make_sample`.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use swissdesk::commands::{self, Command};
use swissdesk::model::{
    ByeRequest, Colour, EventInfo, GameResult, Player, Sex, Title, Tournament, TournamentSettings,
};

/// Name, sex, title, rating, federation, FIDE id, birth year.
type Entry = (&'static str, Sex, Option<Title>, u32, &'static str, u64, u32);

const PLAYERS: &[Entry] = &[
    ("Nowak, Łukasz", Sex::Male, Some(Title::GM), 2618, "POL", 11201431, 1991),
    ("Ibragimov, Timur", Sex::Male, Some(Title::GM), 2589, "RUS", 41210821, 1988),
    ("García Pérez, Adrián", Sex::Male, Some(Title::IM), 2497, "ESP", 22314455, 1996),
    ("Müller, Jonas", Sex::Male, Some(Title::IM), 2476, "GER", 24703316, 1999),
    ("Dubois, Camille", Sex::Female, Some(Title::WGM), 2402, "FRA", 66302284, 1997),
    ("Ševčík, Ondřej", Sex::Male, Some(Title::FM), 2391, "CZE", 31197502, 2002),
    ("Papadopoulos, Nikos", Sex::Male, Some(Title::FM), 2377, "GRE", 42056630, 1985),
    ("Kuznetsova, Daria", Sex::Female, Some(Title::WIM), 2329, "RUS", 41984410, 2004),
    ("Rossi, Matteo", Sex::Male, Some(Title::FM), 2318, "ITA", 86033129, 1993),
    ("Andersen, Freja", Sex::Female, Some(Title::WFM), 2254, "DEN", 14158721, 2006),
    ("Oliveira, Rafael", Sex::Male, Some(Title::CM), 2231, "POR", 19604317, 2001),
    ("Horváth, Bence", Sex::Male, None, 2210, "HUN", 73349051, 2000),
    ("Van der Berg, Thijs", Sex::Male, Some(Title::CM), 2196, "NED", 10118893, 1979),
    ("Öztürk, Elif", Sex::Female, Some(Title::WFM), 2172, "TUR", 44432219, 2007),
    ("Lindqvist, Erik", Sex::Male, None, 2151, "SWE", 17120450, 1968),
    ("Kowalczyk, Zofia", Sex::Female, None, 2133, "POL", 11227764, 2008),
    ("Petrenko, Oleksandr", Sex::Male, None, 2109, "UKR", 14117783, 1995),
    ("Moreau, Louis", Sex::Male, None, 2087, "FRA", 66510042, 2009),
    ("Schneider, Anna", Sex::Female, None, 2064, "AUT", 16239175, 1990),
    ("Novak, Luka", Sex::Male, None, 2041, "SLO", 14812236, 2003),
    ("Fernández, Lucía", Sex::Female, None, 2018, "ARG", 11023345, 2005),
    ("Ivanov, Dmitri", Sex::Male, None, 1995, "BUL", 29134407, 1972),
    ("O'Brien, Seán", Sex::Male, None, 1970, "IRL", 25097718, 1987),
    ("Virtanen, Aino", Sex::Female, None, 1946, "FIN", 50185523, 2010),
    ("Dimitrov, Georgi", Sex::Male, None, 1921, "BUL", 29150099, 2011),
    ("Jensen, Mikkel", Sex::Male, None, 1887, "NOR", 15056641, 1964),
    ("Leclerc, Inès", Sex::Female, None, 1852, "FRA", 66723381, 2012),
    ("Kovács, Péter", Sex::Male, None, 1810, "HUN", 73512290, 1958),
    ("Smirnov, Pavel", Sex::Male, None, 1763, "RUS", 42507716, 2013),
    ("Walsh, Grace", Sex::Female, None, 1705, "ENG", 41993360, 2012),
];

const ROUNDS_PLAYED: u32 = 4;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let actor = "Sample";
    let mut t = Tournament::new("Swissdesk Open 2026");
    commands::apply(
        &mut t,
        Command::EditEvent(EventInfo {
            name: "Swissdesk Open 2026".into(),
            city: "Lausanne".into(),
            federation: "SUI".into(),
            start_date: chrono::NaiveDate::from_ymd_opt(2026, 11, 14),
            end_date: chrono::NaiveDate::from_ymd_opt(2026, 11, 22),
            chief_arbiter: "Meier, Ursula (IA)".into(),
            deputy_arbiters: vec!["Favre, Luc (FA)".into()],
            time_control: "90 min/40 moves + 30 min, 30 s/move from move 1".into(),
            // TRF-2026 222: 40 moves in 5400 s, then 1800 s, 30 s a move throughout.
            time_control_code: "40/5400+30:1800+30".into(),
            tournament_type: "Individual: Swiss system (FIDE Dutch)".into(),
            round_dates: Vec::new(),
        }),
        actor,
    )?;
    commands::apply(
        &mut t,
        Command::EditSettings(TournamentSettings {
            rounds_planned: 9,
            // The rules in force on the event's start date (2026-11-14).
            pairing_system: swissdesk::model::SystemId::new("dutch2026"),
            initial_colour: Some(Colour::White),
            ..TournamentSettings::default()
        }),
        actor,
    )?;
    for (i, &(name, sex, title, rating, fed, id, year)) in PLAYERS.iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, name);
        p.sex = Some(sex);
        p.title = title;
        p.rating = Some(rating);
        p.federation = fed.into();
        p.fide_id = Some(id);
        p.birth_date = year.to_string();
        commands::apply(&mut t, Command::AddPlayer(p), actor)?;
    }
    // A half-point bye requested for round 3, and one for round 6 still ahead.
    commands::apply(
        &mut t,
        Command::RequestBye { tpn: 7, round: 3, bye: Some(ByeRequest::HalfPoint) },
        actor,
    )?;
    commands::apply(
        &mut t,
        Command::RequestBye { tpn: 12, round: 6, bye: Some(ByeRequest::HalfPoint) },
        actor,
    )?;
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    for round in 1..=ROUNDS_PLAYED {
        commands::pair_next_round(&mut t, actor)?;
        let games = t.round(round).map(|r| r.games.clone()).unwrap_or_default();
        for (i, g) in games.iter().enumerate() {
            let rating = |tpn: u32| f64::from(t.player(tpn).and_then(|p| p.rating).unwrap_or(1500));
            let expected = 1.0 / (1.0 + 10f64.powf((rating(g.black) - rating(g.white)) / 400.0));
            let x: f64 = rng.random();
            let result = if x < 0.3 {
                GameResult::Draw
            } else if x < 0.3 + 0.7 * expected {
                GameResult::WhiteWins
            } else {
                GameResult::BlackWins
            };
            // Round 2, board 3: a result typed the wrong way round, then
            // corrected (the log shows both).
            if round == 2 && i == 2 {
                let wrong = if result == GameResult::BlackWins {
                    GameResult::WhiteWins
                } else {
                    GameResult::BlackWins
                };
                commands::apply(&mut t, Command::SetResult { round, board: i + 1, result: wrong }, actor)?;
            }
            commands::apply(&mut t, Command::SetResult { round, board: i + 1, result }, actor)?;
        }
        commands::apply(&mut t, Command::PublishRound { round }, actor)?;
    }
    // A player who leaves after round 4, with the arbiter's note.
    commands::apply(
        &mut t,
        Command::Withdraw {
            tpn: 26,
            from_round: ROUNDS_PLAYED + 1,
            reason: Some("Left the tournament after round 4 (illness)".into()),
        },
        actor,
    )?;
    // Keep the audit times reproducible-looking but real: they are now.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/sample.swissdesk.ron");
    swissdesk::store::save(&t, std::path::Path::new(path))?;
    println!("wrote {path}");
    Ok(())
}
