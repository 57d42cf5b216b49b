//! Random tournament generator (the "RTG" FIDE asks pairing programs to
//! offer): every round is paired by the engine, then results are drawn
//! from a rating-based model with draws, forfeits, requested byes and
//! withdrawals. Deterministic for a given seed.

use crate::commands::teams::TeamCommand;
use crate::commands::{self, Command, CommandError};
use crate::model::{
    AccelerationMethod, ByeKind, ByeRequest, Colour, GameResult, MAX_PAIRING_NUMBER, MAX_RATING,
    MatchForfeit, MatchPointSystem, Player, Points, Team, TeamColourPreferences, TeamScoreKind, TeamSettings,
    Tournament, TournamentSettings,
};
use crate::pairing::PairingSystem;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Probabilities of the result model and of the unplayed rounds.
#[derive(Clone, Copy, Debug)]
pub struct GeneratorRates {
    /// The most a game may end in a draw: the share of draws between equal
    /// players (the reference generators' `DrawPercentage`).
    pub draw: f64,
    /// Share of scheduled games that are forfeited (each player fails to
    /// appear independently; both absent: a double forfeit).
    pub forfeit: f64,
    /// Chance per player and round of a requested half-point bye.
    pub half_bye: f64,
    /// Chance per player and round of a requested full-point bye.
    pub full_bye: f64,
    /// Chance per player and round of a known absence (zero-point bye).
    pub absence: f64,
    /// Chance per player and round (from round 2) of withdrawing.
    pub withdrawal: f64,
}

impl Default for GeneratorRates {
    fn default() -> Self {
        GeneratorRates {
            draw: 0.3,
            forfeit: 0.02,
            half_bye: 0.02,
            full_bye: 0.0,
            absence: 0.01,
            withdrawal: 0.005,
        }
    }
}

/// Everything a generated event is made from (`generate` on the command
/// line, or the reference engines' `-g` configuration file).
#[derive(Clone, Debug)]
pub struct GeneratorConfig {
    /// Players, or teams for a system that pairs teams.
    pub players: u32,
    pub rounds: u32,
    pub seed: u64,
    pub rates: GeneratorRates,
    /// Ratings are drawn uniformly from `lowest_rating..=highest_rating`.
    pub lowest_rating: u32,
    pub highest_rating: u32,
    /// Baku acceleration (C.04.7), kept current as the event is paired.
    pub baku: bool,
    /// The tie-break codes of the event (`202`); `None`: the default list.
    pub tiebreaks: Option<Vec<String>>,
    /// The point values (`162` in TRF-2026); `None`: 1, ½, 0.
    pub scoring: Option<crate::model::ScoringSystem>,
    /// Boards per team (team systems); `None`: drawn from the seed.
    pub boards: Option<u32>,
}

impl GeneratorConfig {
    /// `players` × `rounds` with the default rates and ratings 1400–2699.
    pub fn new(players: u32, rounds: u32, seed: u64) -> GeneratorConfig {
        GeneratorConfig {
            players,
            rounds,
            seed,
            rates: GeneratorRates::default(),
            lowest_rating: 1400,
            highest_rating: 2699,
            baku: false,
            tiebreaks: None,
            scoring: None,
            boards: None,
        }
    }
}

/// Generates the event `config` describes with `system`.
pub fn generate_config(
    system: &dyn PairingSystem,
    config: &GeneratorConfig,
) -> Result<Tournament, CommandError> {
    if system.pairs_teams() {
        let mut t =
            generate_teams(system, config.players, config.boards, config.rounds, config.seed, config.baku)?;
        if let Some(tiebreaks) = &config.tiebreaks {
            let settings = TournamentSettings { tiebreaks: tiebreaks.clone(), ..t.settings.clone() };
            commands::apply(&mut t, Command::EditSettings(settings), "generator")?;
        }
        return Ok(t);
    }
    generate_event(system, config)
}

/// Generates a tournament of `players` players and `rounds` rounds; for a
/// system that pairs teams, a team event of `players` teams
/// ([`generate_teams`]).
pub fn generate(
    system: &dyn PairingSystem,
    players: u32,
    rounds: u32,
    seed: u64,
) -> Result<Tournament, CommandError> {
    if system.pairs_teams() {
        return generate_teams(system, players, None, rounds, seed, false);
    }
    generate_event(system, &GeneratorConfig::new(players, rounds, seed))
}

pub fn generate_with(
    system: &dyn PairingSystem,
    players: u32,
    rounds: u32,
    seed: u64,
    rates: GeneratorRates,
) -> Result<Tournament, CommandError> {
    generate_event(system, &GeneratorConfig { rates, ..GeneratorConfig::new(players, rounds, seed) })
}

/// [`generate`] with Baku acceleration (C.04.7) computed for the players
/// before round 1, as `--baku` asks; for a system that pairs teams, with
/// match points (C.04.7 1.4's team example).
pub fn generate_accelerated(
    system: &dyn PairingSystem,
    players: u32,
    rounds: u32,
    seed: u64,
) -> Result<Tournament, CommandError> {
    if system.pairs_teams() {
        return generate_teams(system, players, None, rounds, seed, true);
    }
    generate_event(system, &GeneratorConfig { baku: true, ..GeneratorConfig::new(players, rounds, seed) })
}

fn generate_event(system: &dyn PairingSystem, config: &GeneratorConfig) -> Result<Tournament, CommandError> {
    let GeneratorConfig { players, rounds, seed, rates, .. } = *config;
    // Refused before anything is drawn: a mistyped size must not allocate
    // for billions of players, and the file must hold what was generated.
    if players > MAX_PAIRING_NUMBER {
        return Err(CommandError::TooManyPlayers { asked: u64::from(players) });
    }
    if let Some(rating) = [config.lowest_rating, config.highest_rating].into_iter().find(|r| *r > MAX_RATING)
    {
        return Err(CommandError::RatingTooHigh { rating });
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let actor = "generator";
    let mut t = Tournament::new(format!("Generated {players}x{rounds} seed {seed}"));
    t.settings.pairing_system = system.system_id();
    t.settings.rounds_planned = rounds;
    t.settings.initial_colour = Some(if rng.random_bool(0.5) { Colour::White } else { Colour::Black });
    let mut settings = t.settings.clone();
    if config.baku {
        // The tournament setting, as an arbiter sets it: every command below
        // keeps the table current (C.04.7), so the TRF carries it.
        settings.acceleration = AccelerationMethod::Baku;
    }
    if let Some(tiebreaks) = &config.tiebreaks {
        settings.tiebreaks = tiebreaks.clone();
    }
    if let Some(scoring) = config.scoring {
        settings.scoring = scoring;
    }
    if settings != t.settings {
        commands::apply(&mut t, Command::EditSettings(settings), actor)?;
    }
    let (low, high) =
        (config.lowest_rating.min(config.highest_rating), config.highest_rating.max(config.lowest_rating));
    let mut ratings: Vec<u32> = (0..players).map(|_| rng.random_range(low..=high)).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for (i, rating) in ratings.iter().enumerate() {
        let tpn = i as u32 + 1;
        let mut p = Player::new(tpn, format!("Player {tpn:04}"));
        p.rating = Some(*rating);
        commands::apply(&mut t, Command::AddPlayer(p), actor)?;
    }
    for round in 1..=rounds {
        // The event as it stands before this round's byes and withdrawals:
        // what is kept if the round cannot be paired.
        let before_round = t.clone();
        for tpn in 1..=players {
            if !t.player(tpn).is_some_and(|p| p.is_active_in(round)) {
                continue;
            }
            if round > 1 && rng.random_bool(rates.withdrawal) {
                commands::apply(&mut t, Command::Withdraw { tpn, from_round: round, reason: None }, actor)?;
            } else if rng.random_bool(rates.half_bye) {
                commands::apply(
                    &mut t,
                    Command::RequestBye { tpn, round, bye: Some(ByeRequest::HalfPoint) },
                    actor,
                )?;
            } else if rng.random_bool(rates.absence) {
                commands::apply(
                    &mut t,
                    Command::RequestBye { tpn, round, bye: Some(ByeRequest::ZeroPoint) },
                    actor,
                )?;
            } else if rng.random_bool(rates.full_bye) {
                commands::apply(
                    &mut t,
                    Command::RequestBye { tpn, round, bye: Some(ByeRequest::FullPoint) },
                    actor,
                )?;
            }
        }
        match commands::pair_next_round_with(&mut t, system, actor) {
            Ok(_) => {}
            // Late in a small event the rules may leave no legal pairing: the
            // event ends before this round. The planned total stays what it
            // was (`XXR`): the rounds paired were paired as rounds of that
            // event, the last one as a middle round, and that is what makes
            // them come out the same when re-paired from the file.
            Err(CommandError::Pairing(_)) if round > 1 => return Ok(before_round),
            Err(e) => return Err(e),
        }
        let boards = t.round(round).map(|r| r.games.clone()).unwrap_or_default();
        for (i, game) in boards.iter().enumerate() {
            let rw = f64::from(t.player(game.white).and_then(|p| p.rating).unwrap_or(1500));
            let rb = f64::from(t.player(game.black).and_then(|p| p.rating).unwrap_or(1500));
            let result = draw_result(&mut rng, rw, rb, &rates);
            commands::apply(&mut t, Command::SetResult { round, board: i + 1, result }, actor)?;
        }
    }
    Ok(t)
}

/// A random round robin of `players` players and `rounds` rounds (one cycle
/// of the Berger table, or two for a double round robin in FIDE's order):
/// numbers drawn by lot with `seed`, every round recorded from the table,
/// results drawn as in [`generate`] (forfeits included, no byes or
/// withdrawals: a round robin has none to request).
pub fn generate_round_robin(players: u32, rounds: u32, seed: u64) -> Result<Tournament, CommandError> {
    use crate::model::{EventFormat, RoundRobin};
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let actor = "generator";
    let per_cycle = crate::roundrobin::berger::table_size(players).saturating_sub(1);
    let format = if rounds > per_cycle { RoundRobin::DOUBLE } else { RoundRobin::SINGLE };
    if players < crate::roundrobin::MIN_PARTICIPANTS || (rounds != per_cycle && rounds != 2 * per_cycle) {
        return Err(crate::roundrobin::RoundRobinError::RoundsOfTable {
            participants: players,
            rounds,
            per_cycle,
        }
        .into());
    }
    let mut t = Tournament::new(format!("Generated round robin {players}x{rounds} seed {seed}"));
    let settings = TournamentSettings {
        format: EventFormat::RoundRobin(format),
        tiebreaks: crate::roundrobin::TIEBREAKS.map(String::from).to_vec(),
        ..t.settings.clone()
    };
    commands::apply(&mut t, Command::EditSettings(settings), actor)?;
    for tpn in 1..=players {
        let mut p = Player::new(tpn, format!("Player {tpn:04}"));
        p.rating = Some(rng.random_range(1400..2700));
        commands::apply(&mut t, Command::AddPlayer(p), actor)?;
    }
    let method = crate::roundrobin::lots::LotsMethod::Plain;
    commands::apply(&mut t, Command::DrawPairingNumbers { seed: rng.random(), method }, actor)?;
    let rates = GeneratorRates::default();
    for round in 1..=rounds {
        commands::pair_next_round(&mut t, actor)?;
        let boards = t.round(round).map(|r| r.games.clone()).unwrap_or_default();
        for (i, game) in boards.iter().enumerate() {
            let rw = f64::from(t.player(game.white).and_then(|p| p.rating).unwrap_or(1500));
            let rb = f64::from(t.player(game.black).and_then(|p| p.rating).unwrap_or(1500));
            let result = draw_result(&mut rng, rw, rb, &rates);
            commands::apply(&mut t, Command::SetResult { round, board: i + 1, result }, actor)?;
        }
    }
    Ok(t)
}

/// A game's result by the rating-based model of the reference generators
/// (docs/rtg.md): each player fails to appear with the chance that makes
/// `rates.forfeit` of the games forfeited (both absent: a double forfeit);
/// a game played is drawn with the chance `min(rates.draw, 2·(1 − E))` and
/// won by the higher rated player with `E − draw/2`, where `E` is the
/// higher rated player's scoring probability by the table of the FIDE
/// Rating Regulations (8.1.2, read without the 400-point rule).
fn draw_result(rng: &mut ChaCha8Rng, white: f64, black: f64, rates: &GeneratorRates) -> GameResult {
    let present = (1.0 - rates.forfeit.clamp(0.0, 1.0)).sqrt();
    let white_absent = !rng.random_bool(present);
    let black_absent = !rng.random_bool(present);
    match (white_absent, black_absent) {
        (true, true) => return GameResult::DoubleForfeit,
        (true, false) => return GameResult::BlackWinsByForfeit,
        (false, true) => return GameResult::WhiteWinsByForfeit,
        (false, false) => {}
    }
    // Ratings are whole numbers: the difference is exact.
    let difference = (white - black).round() as i64;
    let expected_white = crate::standings::rating_tables::expected_hundredths(difference) as f64 / 100.0;
    let higher = expected_white.max(1.0 - expected_white);
    let draw = rates.draw.clamp(0.0, 1.0).min(2.0 * (1.0 - higher));
    let x: f64 = rng.random();
    if x < draw {
        GameResult::Draw
    } else if x < draw + expected_white - draw / 2.0 {
        GameResult::WhiteWins
    } else {
        GameResult::BlackWins
    }
}

/// The competition rules of a generated team event: varied by seed, so
/// that generated events cover every colour model and score of C.04.6 1.2
/// and 1.7 (and boards of every usual count, odd ones included).
fn team_settings(rng: &mut ChaCha8Rng) -> TeamSettings {
    let boards = [4, 4, 4, 6, 6, 2, 5, 8, 3][rng.random_range(0..9)];
    let colour_preferences = match rng.random_range(0..20) {
        0..=11 => TeamColourPreferences::TypeA,
        12..=17 => TeamColourPreferences::TypeB,
        _ => TeamColourPreferences::None,
    };
    let primary = if rng.random_bool(0.15) { TeamScoreKind::GamePoints } else { TeamScoreKind::MatchPoints };
    let match_points = if rng.random_bool(0.15) {
        MatchPointSystem { win: Points(30), draw: Points(10), loss: Points::ZERO }
    } else {
        MatchPointSystem::default()
    };
    TeamSettings {
        boards,
        match_points,
        primary,
        secondary_for_colours: rng.random_bool(0.85),
        colour_preferences,
        ..TeamSettings::default()
    }
}

/// A random team competition (C.04.6) of `teams` teams and `rounds`
/// rounds, paired round by round by `system`: rosters of the event's board
/// count (`boards`, or one drawn from the seed) in rating order, teams numbered by average rating; before each
/// round some teams are absent or take a half-point bye; board results
/// from the rating model, with single-board forfeits and now and then a
/// whole match forfeited (`330`). With `baku`, Baku acceleration with
/// match points (C.04.7 1.4): match points the primary score, a win worth
/// two draws (1.1), the table computed as each round is paired.
/// Deterministic for a given seed.
pub fn generate_teams(
    system: &dyn PairingSystem,
    teams: u32,
    boards: Option<u32>,
    rounds: u32,
    seed: u64,
    baku: bool,
) -> Result<Tournament, CommandError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let actor = "generator";
    let rates = GeneratorRates { forfeit: 0.01, half_bye: 0.02, absence: 0.03, ..GeneratorRates::default() };
    let mut t = Tournament::new(format!("Generated team event {teams}x{rounds} seed {seed}"));
    commands::apply(&mut t, Command::Team(TeamCommand::MakeTeamEvent), actor)?;
    let mut settings = t.settings.clone();
    settings.pairing_system = system.system_id();
    settings.rounds_planned = rounds;
    settings.initial_colour = Some(if rng.random_bool(0.5) { Colour::White } else { Colour::Black });
    settings.team = team_settings(&mut rng);
    if let Some(boards) = boards {
        settings.team.boards = boards;
    }
    if baku {
        settings.team.baku = true;
        settings.team.primary = TeamScoreKind::MatchPoints;
        settings.team.match_points = MatchPointSystem::default();
    }
    let boards = settings.team.boards;
    // Every board of every team is a player with a pairing number.
    let players = u64::from(teams) * u64::from(boards);
    if players > u64::from(MAX_PAIRING_NUMBER) {
        return Err(CommandError::TooManyPlayers { asked: players });
    }
    commands::apply(&mut t, Command::EditSettings(settings), actor)?;
    // Team strength spread, each board a little weaker than the one above.
    let mut levels: Vec<u32> = (0..teams).map(|_| rng.random_range(1700..2600)).collect();
    levels.sort_unstable_by(|a, b| b.cmp(a));
    for (i, level) in levels.iter().enumerate() {
        let tpn = i as u32 + 1;
        let mut roster = Vec::new();
        for board in 0..boards {
            let player = i as u32 * boards + board + 1;
            let mut p = Player::new(player, format!("Team {tpn:03} board {}", board + 1));
            p.rating = Some(level.saturating_sub(board * rng.random_range(0..40)));
            commands::apply(&mut t, Command::AddPlayer(p), actor)?;
            roster.push(player);
        }
        let team = Team { roster, ..Team::new(tpn, format!("Team {tpn:03}")) };
        commands::apply(&mut t, Command::Team(TeamCommand::AddTeam(team)), actor)?;
    }
    for round in 1..=rounds {
        let before_round = t.clone();
        for team in 1..=teams {
            let bye = if round < rounds && rng.random_bool(rates.half_bye) {
                Some(ByeKind::HalfPoint)
            } else if rng.random_bool(rates.absence) {
                Some(ByeKind::ZeroPoint)
            } else {
                None
            };
            if bye.is_some() {
                commands::apply(
                    &mut t,
                    Command::Team(TeamCommand::RequestTeamBye { round, team, bye }),
                    actor,
                )?;
            }
        }
        match commands::pair_next_round_with(&mut t, system, actor) {
            Ok(_) => {}
            // As for individuals: late in a small event the rules may leave
            // no legal pairing; the event ends before this round.
            Err(CommandError::Pairing(_)) if round > 1 => return Ok(before_round),
            Err(e) => return Err(e),
        }
        let matches = t.round(round).map(|r| r.matches.clone()).unwrap_or_default();
        for m in &matches {
            if rng.random_bool(0.02) {
                let forfeit = match rng.random_range(0..5) {
                    0 => MatchForfeit::Double,
                    1 | 2 => MatchForfeit::WhiteWins,
                    _ => MatchForfeit::BlackWins,
                };
                let command = TeamCommand::SetMatchForfeit { round, team: m.white, forfeit: Some(forfeit) };
                commands::apply(&mut t, Command::Team(command), actor)?;
            }
        }
        let games = t.round(round).map(|r| r.games.clone()).unwrap_or_default();
        for (i, game) in games.iter().enumerate() {
            if !game.result.is_pending() {
                continue;
            }
            let rw = f64::from(t.player(game.white).and_then(|p| p.rating).unwrap_or(1500));
            let rb = f64::from(t.player(game.black).and_then(|p| p.rating).unwrap_or(1500));
            let result = draw_result(&mut rng, rw, rb, &rates);
            commands::apply(&mut t, Command::SetResult { round, board: i + 1, result }, actor)?;
        }
    }
    Ok(t)
}
