//! `swissdesk generate` and the reference engines' random tournament
//! generator form, `--SYSTEM -g [CONFIG] -o OUT.trf [-s SEED]`: a random
//! event paired round by round by the engine, results from the rating-based
//! model (`crate::generator`, docs/rtg.md), written as TRF-2026 with every
//! record a checker needs (`192` system, `162` scoring, `202`/`212`
//! tie-breaks, `250` acceleration, `240` byes, the final ranks).

use super::{CliError, SystemFlag, roundrobin, team_standings, write_to};
use crate::generator::{GeneratorConfig, GeneratorRates};
use crate::model::{Points, ScoringSystem, Tournament};
use crate::standings::{Rules, standings, tournament_tiebreaks};
use crate::trf::Dialect;
use crate::{commands, pairing, tr, trf};
use clap::Args;
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The parameters of `generate`.
#[derive(Args, Debug, Clone)]
pub struct GenerateArgs {
    /// Players (teams with a team system).
    #[arg(long)]
    pub players: u32,
    #[arg(long)]
    pub rounds: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(short, long)]
    pub output: PathBuf,
    /// Share of draws between equal players (0–1).
    #[arg(long, default_value_t = 0.3)]
    pub draw_rate: f64,
    /// Share of games forfeited (0–1).
    #[arg(long, default_value_t = 0.02)]
    pub forfeit_rate: f64,
    /// Chance per player and round of a half-point bye (0–1).
    #[arg(long, default_value_t = 0.02)]
    pub half_bye_rate: f64,
    /// Chance per player and round of a full-point bye (0–1).
    #[arg(long, default_value_t = 0.0)]
    pub full_bye_rate: f64,
    /// Chance per player and round of a known absence, a zero-point bye (0–1).
    #[arg(long, default_value_t = 0.01)]
    pub zero_bye_rate: f64,
    /// Chance per player and round of withdrawing (0–1).
    #[arg(long, default_value_t = 0.005)]
    pub withdrawal_rate: f64,
    #[arg(long, default_value_t = 1400)]
    pub lowest_rating: u32,
    #[arg(long, default_value_t = 2699)]
    pub highest_rating: u32,
    /// Tie-break codes of the event, e.g. BH-C1,BH,SB (default: the usual list).
    #[arg(long, value_delimiter = ',')]
    pub tiebreaks: Option<Vec<String>>,
    /// Points for a win, a draw and a loss, e.g. 3,1,0 (byes and forfeits follow).
    #[arg(long, value_delimiter = ',')]
    pub scoring: Option<Vec<String>>,
    /// Boards per team (team systems).
    #[arg(long)]
    pub boards: Option<u32>,
    /// Write TRF-16 with the extension records instead of TRF-2026.
    #[arg(long)]
    pub trf16: bool,
}

/// `generate`.
pub(super) fn run(system: &SystemFlag, args: &GenerateArgs) -> Result<ExitCode, CliError> {
    if system.berger {
        return roundrobin::generate(args.players, args.rounds, args.seed, &args.output);
    }
    let rates = GeneratorRates {
        draw: rate("--draw-rate", args.draw_rate)?,
        forfeit: rate("--forfeit-rate", args.forfeit_rate)?,
        half_bye: rate("--half-bye-rate", args.half_bye_rate)?,
        full_bye: rate("--full-bye-rate", args.full_bye_rate)?,
        absence: rate("--zero-bye-rate", args.zero_bye_rate)?,
        withdrawal: rate("--withdrawal-rate", args.withdrawal_rate)?,
    };
    let scoring = match &args.scoring {
        Some(values) => Some(scoring_of(values)?),
        None => None,
    };
    let config = GeneratorConfig {
        players: args.players,
        rounds: args.rounds,
        seed: args.seed,
        rates,
        lowest_rating: args.lowest_rating,
        highest_rating: args.highest_rating,
        baku: system.baku,
        tiebreaks: args.tiebreaks.clone(),
        scoring,
        boards: args.boards,
    };
    let dialect = if args.trf16 { Dialect::Trf16 } else { Dialect::Trf2026 };
    write_event(&system.or_default(), &config, &args.output, dialect)
}

/// Generates the event and writes it, with its final ranks.
fn write_event(
    system: &crate::model::SystemId,
    config: &GeneratorConfig,
    output: &Path,
    dialect: Dialect,
) -> Result<ExitCode, CliError> {
    let system = pairing::find(system).map_err(commands::CommandError::from)?;
    let mut t = crate::generator::generate_config(system, config)?;
    rank(&mut t)?;
    let text = if dialect == Dialect::Trf16 { trf::write(&t) } else { trf::write_complete(&t, dialect) };
    write_to(&output.display().to_string(), text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// Writes each player's rank after the last round (ties share it, as
/// TRF-2026 allows) by the event's tie-breaks; a team event's ranks are
/// the team standings', which the `310` records carry.
fn rank(t: &mut Tournament) -> Result<(), CliError> {
    let after = t.last_complete_round();
    let rules = Rules::for_tournament(t);
    if t.is_team_event() {
        let tiebreaks = team_standings::team_tiebreaks(t, None)?;
        let s = crate::standings::team_standings(
            t,
            after,
            rules,
            &tiebreaks,
            crate::standings::pairings_fixed_in_advance(t),
        );
        for team in &mut t.teams {
            team.imported_rank = s.row(team.tpn).map(|r| r.rank);
        }
        return Ok(());
    }
    let tiebreaks = tournament_tiebreaks(t)?;
    let s = standings(t, after, rules, &tiebreaks);
    for p in &mut t.players {
        p.imported_rank = s.row(p.tpn).map(|r| r.rank);
    }
    Ok(())
}

/// A rate option: a share between 0 and 1.
fn rate(option: &str, value: f64) -> Result<f64, CliError> {
    if (0.0..=1.0).contains(&value) {
        Ok(value)
    } else {
        Err(CliError::Generator {
            reason: tr!("generate-error-rate", option = option, value = value.to_string()),
        })
    }
}

/// `--scoring W,D,L`: forfeit wins and the full-point byes count as a win,
/// half-point byes as a draw, forfeit losses and zero-point byes as a loss.
fn scoring_of(values: &[String]) -> Result<ScoringSystem, CliError> {
    let bad = || CliError::Generator { reason: tr!("generate-error-scoring", value = values.join(",")) };
    let [win, draw, loss] = values else { return Err(bad()) };
    let points = |text: &String| Points::parse(text).ok_or_else(bad);
    let (win, draw, loss) = (points(win)?, points(draw)?, points(loss)?);
    Ok(ScoringSystem {
        win,
        draw,
        loss,
        forfeit_win: win,
        forfeit_loss: loss,
        pairing_bye: win,
        full_bye: win,
        half_bye: draw,
        zero_bye: loss,
    })
}

/// The reference engines' generator form: `--SYSTEM [model] -g [CONFIG] -o
/// OUT [-s SEED]` (bbpPairings, JaVaFo). `None` when `args` are not in it.
pub(super) struct EngineGenerate {
    pub system: crate::model::SystemId,
    pub baku: bool,
    pub config: Option<PathBuf>,
    pub output: PathBuf,
    pub seed: Option<u64>,
}

/// Reads the generator form of the engines' command line.
pub(super) fn engine_generate(args: &[String]) -> Option<Result<EngineGenerate, CliError>> {
    let flag = args.get(1)?.strip_prefix("--")?;
    let system =
        pairing::available_systems().find(|s| s.id() == flag || s.flag_alias() == Some(flag))?.system_id();
    let rest = &args[2..];
    if !rest.iter().any(|a| a == "-g") {
        return None;
    }
    let mut parsed = EngineGenerate { system, baku: false, config: None, output: PathBuf::new(), seed: None };
    let mut i = 0;
    let refuse = |text: &str| {
        Some(Err(CliError::Generator { reason: tr!("generate-error-argument", argument = text) }))
    };
    while i < rest.len() {
        match rest[i].as_str() {
            "-g" => {
                if let Some(file) = rest.get(i + 1).filter(|a| !a.starts_with('-')) {
                    parsed.config = Some(PathBuf::from(file));
                    i += 1;
                }
            }
            "-o" => {
                let Some(out) = rest.get(i + 1) else { return refuse("-o") };
                parsed.output = PathBuf::from(out);
                i += 1;
            }
            "-s" => {
                let Some(Ok(seed)) = rest.get(i + 1).map(|s| s.parse::<u64>()) else { return refuse("-s") };
                parsed.seed = Some(seed);
                i += 1;
            }
            "--baku" => parsed.baku = true,
            // A model file before `-g` (bbpPairings: the players of an
            // existing event) is not supported: say so rather than ignore it.
            other => return refuse(other),
        }
        i += 1;
    }
    if parsed.output.as_os_str().is_empty() {
        return refuse("-o");
    }
    Some(Ok(parsed))
}

/// Runs the generator form.
pub(super) fn run_engine_generate(g: &EngineGenerate) -> Result<ExitCode, CliError> {
    let seed = g.seed.unwrap_or_else(|| rand::rng().random());
    let text = match &g.config {
        Some(path) => std::fs::read_to_string(path).map_err(|e| CliError::Generator {
            reason: tr!("generate-error-config", path = path.display().to_string(), reason = e.to_string()),
        })?,
        None => String::new(),
    };
    let mut config = engine_config(&text, seed, g.config.as_deref())?;
    config.baku = g.baku;
    write_event(&g.system, &config, &g.output, Dialect::Trf2026)
}

/// A configuration file of the reference generators: `Key=Value` lines,
/// `#` comments. The keys are theirs (JaVaFo's, with bbpPairings'
/// additions): `PlayersNumber`, `RoundsNumber`, `DrawPercentage` (0–100),
/// `ForfeitRate` (one game in N forfeited), `RetiredRate` (one player in N
/// withdraws), `HalfPointByeRate` (one player in N takes a half-point bye),
/// `HighestRating`, `LowestRating`, `PointsForWin`, `PointsForDraw`,
/// `PointsForLoss`, `PointsForZPB`, `PointsForForfeitLoss`, `PointsForPAB`;
/// Swissdesk's own: `ZeroPointByeRate`, `FullPointByeRate` (one player in
/// N), `TieBreaks` (codes, comma-separated), `Boards`. A key that is not
/// given is drawn from the seed in the reference's ranges (players 15–215,
/// rounds 5–15, draws 10–50 %, forfeits 1 in 6–30, withdrawals and
/// half-point byes 1 in 15–3225, highest rating 2400–2800, lowest
/// 1400–2300).
pub fn engine_config(text: &str, seed: u64, path: Option<&Path>) -> Result<GeneratorConfig, CliError> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_c0f1);
    let mut config = GeneratorConfig::new(rng.random_range(15..=215), rng.random_range(5..=15), seed);
    let mut forfeit_rate: f64 = f64::from(rng.random_range(6u32..=30));
    let mut retired_rate: f64 = f64::from(rng.random_range(15u32..=3225));
    let mut half_bye_rate: f64 = f64::from(rng.random_range(15u32..=3225));
    let mut zero_bye_rate: Option<f64> = None;
    let mut full_bye_rate: Option<f64> = None;
    config.rates.draw = f64::from(rng.random_range(10u32..=50)) / 100.0;
    config.highest_rating = rng.random_range(2400..=2800);
    config.lowest_rating = rng.random_range(1400..=2300);
    let mut scoring = ScoringSystem::default();
    let mut pab_given = false;
    let file = path.map(|p| p.display().to_string()).unwrap_or_default();
    for (number, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || CliError::Generator {
            reason: tr!("generate-error-config-line", path = file.as_str(), line = number + 1, text = line),
        };
        let (key, value) = line.split_once('=').ok_or_else(bad)?;
        let value = value.trim();
        let whole = || value.parse::<u32>().map_err(|_| bad());
        let real = |min: f64| value.parse::<f64>().ok().filter(|v| *v >= min).ok_or_else(bad);
        let points = || Points::parse(value).ok_or_else(bad);
        match key.trim() {
            "PlayersNumber" => config.players = whole()?,
            "RoundsNumber" => config.rounds = whole()?,
            "DrawPercentage" => {
                config.rates.draw = f64::from(whole().ok().filter(|p| *p <= 100).ok_or_else(bad)?) / 100.0
            }
            "ForfeitRate" => forfeit_rate = real(1.0)?,
            "RetiredRate" => retired_rate = real(2.0)?,
            "HalfPointByeRate" | "HalfPointByteRate" => half_bye_rate = real(1.0)?,
            "ZeroPointByeRate" => zero_bye_rate = Some(real(1.0)?),
            "FullPointByeRate" => full_bye_rate = Some(real(1.0)?),
            "HighestRating" => config.highest_rating = whole()?,
            "LowestRating" => config.lowest_rating = whole()?,
            "PointsForWin" => {
                scoring.win = points()?;
                scoring.forfeit_win = scoring.win;
                scoring.full_bye = scoring.win;
                if !pab_given {
                    scoring.pairing_bye = scoring.win;
                }
            }
            "PointsForDraw" => {
                scoring.draw = points()?;
                scoring.half_bye = scoring.draw;
            }
            "PointsForLoss" => scoring.loss = points()?,
            "PointsForZPB" => scoring.zero_bye = points()?,
            "PointsForForfeitLoss" => scoring.forfeit_loss = points()?,
            "PointsForPAB" => {
                scoring.pairing_bye = points()?;
                pab_given = true;
            }
            "TieBreaks" => config.tiebreaks = Some(value.split(',').map(|c| c.trim().to_owned()).collect()),
            "Boards" => config.boards = Some(whole()?),
            _ => {
                return Err(CliError::Generator {
                    reason: tr!(
                        "generate-error-config-key",
                        path = file.as_str(),
                        line = number + 1,
                        key = key
                    ),
                });
            }
        }
    }
    // "One in N" over the whole event, as the reference counts them, made a
    // chance per player and round.
    let rounds = f64::from(config.rounds.max(1));
    config.rates.forfeit = 1.0 / forfeit_rate;
    config.rates.withdrawal = 1.0 / (retired_rate * rounds);
    config.rates.half_bye = 1.0 / (half_bye_rate * rounds);
    config.rates.absence = zero_bye_rate.map_or(0.0, |n| 1.0 / (n * rounds));
    config.rates.full_bye = full_bye_rate.map_or(0.0, |n| 1.0 / (n * rounds));
    if scoring != ScoringSystem::default() {
        config.scoring = Some(scoring);
    }
    Ok(config)
}
