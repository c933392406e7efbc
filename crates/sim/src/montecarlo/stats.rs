//! The statistics of a run: the figures a designer reads, worked out from the
//! integer counts of its games ([`Tally`]), one function a statistic.

use serde::Serialize;

use super::config::SimConfig;
use super::notable::NotableGames;
use super::official::measured_standing_among_others;
use super::tally::{BlockadeTally, STALL_REASONS, Tally};
use super::usage::{Origin, PassTally, UsageTally, WatchedChoice};
use crate::bots::BotKind;
use crate::stall::StallReason;
use eldorado_core::catalog::{BLOCKADES, Terrain};
use eldorado_core::map::{SeamId, SpaceId};
use eldorado_core::rating::{self, OfficialStanding, Rating};
use eldorado_rules::board::Board;
use eldorado_rules::cards::TokenKind;
use eldorado_rules::state::MAX_PILES;

// ---- the published figures --------------------------------------------------------

/// Mean, quantiles and histogram of the round in which games ended (stalled games left out).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct RoundStats {
    /// Games counted (those that did not stall).
    pub games: u64,
    /// Mean finishing round.
    pub mean: f64,
    /// Median finishing round.
    pub median: u32,
    /// 10th percentile (nearest rank).
    pub p10: u32,
    /// 90th percentile (nearest rank).
    pub p90: u32,
    /// Quickest game.
    pub min: u32,
    /// Longest game.
    pub max: u32,
    /// Games by finishing round, rounds with no game left out.
    pub histogram: Vec<RoundCount>,
}

/// Games that ended in one round.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
pub struct RoundCount {
    /// The round.
    pub round: u32,
    /// Games that ended in it.
    pub games: u64,
}

/// A proportion with its 95 % Wilson score interval.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
pub struct Rate {
    /// The proportion, 0 to 1.
    pub rate: f64,
    /// Lower end of the 95 % interval.
    pub low: f64,
    /// Upper end of the 95 % interval.
    pub high: f64,
}

impl Rate {
    /// `successes` out of `trials`.
    pub fn wilson(successes: f64, trials: f64) -> Rate {
        if trials <= 0.0 {
            return Rate { rate: 0.0, low: 0.0, high: 0.0 };
        }
        let z = 1.959_963_984_540_054_f64;
        let p = successes / trials;
        let denom = 1.0 + z * z / trials;
        let centre = (p + z * z / (2.0 * trials)) / denom;
        let half = z * ((p * (1.0 - p) + z * z / (4.0 * trials)) / trials).sqrt() / denom;
        Rate { rate: p, low: (centre - half).max(0.0), high: (centre + half).min(1.0) }
    }
}

/// The figures of one seat.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SeatStats {
    /// The seat, counted from 0: seat 0 is the player who plays first
    /// (seat 1 on screen and in the rulebook).
    pub seat: u8,
    /// The bot in the seat (the first game's when rotating).
    pub bot: BotKind,
    /// Games won (a float, as the JSON has always shown it).
    pub wins: f64,
    /// Share of games won, with its interval.
    pub win_rate: Rate,
    /// Games in which this seat brought all its pieces to El Dorado.
    pub arrivals: u64,
    /// Mean round of those arrivals.
    pub mean_arrival_round: Option<f64>,
}

/// The figures of one bot, over the seats it played.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BotStats {
    /// The bot.
    pub bot: BotKind,
    /// Seats played by this bot, summed over games.
    pub seat_games: u64,
    /// Games won (every game has one winner: the rules break every tie).
    pub wins: f64,
    /// Wins over seat games, with its interval.
    pub win_rate: Rate,
    /// Seat games in which it brought all its pieces to El Dorado.
    pub arrivals: u64,
    /// Mean round of those arrivals.
    pub mean_arrival_round: Option<f64>,
}

/// What the seat and start-space numbers of the per-seat statistics mean, one
/// sentence a line. The printed start numbers are not yet confirmed against a
/// physical board, so a user reading lopsided seat win rates must know which
/// space is which.
pub const SEAT_NUMBERING: [&str; 3] = [
    "Seat 1 plays first. With 3 or 4 players seat N starts on start space N; with 2, seat 1 has start spaces 1 and 3, seat 2 has 2 and 4.",
    "Start spaces are numbered as printed on the start board: on board A 1 to 4 from west to east along the start row, on board B 4 to 1.",
    "Those numbers come from two transcriptions that agree, still to be checked against a physical board.",
];

/// The figures of one start space.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StartStats {
    /// Start space number as printed (see `SEAT_NUMBERING`).
    pub start: u8,
    /// The space's id.
    pub space: SpaceId,
    /// Axial coordinate q of the space.
    pub q: i32,
    /// Axial coordinate r of the space.
    pub r: i32,
    /// Games in which a piece started there.
    pub games: u64,
    /// Wins of the pieces that started there.
    pub wins: f64,
    /// Wins over games, with its interval.
    pub win_rate: Rate,
}

/// Stalled games of one reason.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StallCount {
    /// Why they stalled.
    pub reason: StallReason,
    /// The reason in words.
    pub description: String,
    /// Games stalled for it.
    pub games: u64,
    /// Where it showed most often (at most three places, most games first):
    /// for "pieces block each other" the space of a piece in the way, for
    /// the reasons about cards the space that could not be paid.
    pub places: Vec<StallPlace>,
}

/// A space where stalls showed.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StallPlace {
    /// The space's id.
    pub space: SpaceId,
    /// Its axial coordinates.
    pub q: i32,
    /// Its axial coordinates.
    pub r: i32,
    /// The space in words ("river 4").
    pub what: String,
    /// Stalled games that showed there.
    pub games: u64,
}

/// The games that stalled: how many, why and where.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StallStats {
    /// Games that stalled (stopped by the round cap).
    pub games: u64,
    /// Share of games that stalled.
    pub rate: f64,
    /// The round cap of the run.
    pub round_cap: u16,
    /// Games the user's round cap (one below the default) stopped while
    /// they were still moving: not stalls, and not in the finishing rounds.
    /// Always 0 at the default cap, where a game still going is a stall.
    pub cut_short: u64,
    /// Share of games stopped by the user's round cap.
    pub cut_short_rate: f64,
    /// Stalled games by their cause, most first.
    pub by_reason: Vec<StallCount>,
    /// Seeds of the first stalled games (by game number), to watch them with
    /// `eldorado simulate FILE --trace SEED`.
    pub examples: Vec<u64>,
}

/// What happened at one seam's blockade.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BlockadeStats {
    /// The seam's index.
    pub seam: SeamId,
    /// E.g. "B–C".
    pub seam_name: String,
    /// Games in which the seam held a blockade.
    pub games: u64,
    /// Games in which it was broken.
    pub broken: u64,
    /// Games in which it stood to the end.
    pub never_broken: u64,
    /// Breaks made with a Native.
    pub by_native: u64,
    /// Mean round of the breaks.
    pub mean_round: Option<f64>,
    /// Median round of the breaks.
    pub median_round: Option<u32>,
    /// Breaks by seat.
    pub by_seat: Vec<u64>,
}

/// What happened to one numbered blockade.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BlockadeNumberStats {
    /// The blockade's printed number.
    pub number: u8,
    /// What it asks, in words.
    pub requirement: String,
    /// Games in which it was on the course.
    pub dealt: u64,
    /// Times broken.
    pub broken: u64,
    /// Mean round of the breaks.
    pub mean_round: Option<f64>,
}

/// Cave tokens of one kind (caves variant).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct TokenStats {
    /// The cave token.
    pub token: TokenKind,
    /// Its name.
    pub name: &'static str,
    /// Tokens of this kind taken from caves.
    pub taken: u64,
    /// Tokens of this kind used.
    pub used: u64,
}

/// One cave (caves variant).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CaveStats {
    /// The cave's index.
    pub cave: usize,
    /// The id of the mountain space it is on.
    pub space: SpaceId,
    /// Axial coordinate q of the space.
    pub q: i32,
    /// Axial coordinate r of the space.
    pub r: i32,
    /// Tokens taken from this cave over all games.
    pub explored: u64,
}

/// How often pieces entered and stopped on one space.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct HeatCell {
    /// The space's id.
    pub space: SpaceId,
    /// Axial coordinate q of the space.
    pub q: i32,
    /// Axial coordinate r of the space.
    pub r: i32,
    /// Times a piece entered it (passing through counts).
    pub entered: u64,
    /// Times a piece ended a move on it.
    pub stopped: u64,
    /// Per game, for an overlay.
    pub entered_per_game: f64,
    /// Per game, for an overlay.
    pub stopped_per_game: f64,
}

/// The course's difficulty: the mean finishing round of the games that did not
/// stall, rated on the studio's one scale (`eldorado_core::rating::Rating`), beside the
/// static estimate for as many players and the stall rate, never folded
/// together.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct MeasuredDifficulty {
    /// What the games measured; `None` when every game stalled.
    pub measured: Option<Rating>,
    /// Where the measured figure stands among the official courses as fast
    /// bots measured them; only when every seat was a fast bot.
    pub standing: Option<OfficialStanding>,
    /// What the static analysis expects for as many players.
    pub estimate: Option<Rating>,
    /// Games stalled, of those played.
    pub stall_rate: f64,
    /// The figure and the estimate in words, as every place shows them.
    pub summary: String,
    /// The stall rate in words, a warning from 1 % up.
    pub stalls: String,
    /// When the user's round cap stopped games still moving, that in words:
    /// the figure is then not the course's difficulty.
    pub cut_short: Option<String>,
    /// p90 − p10 of the finishing round.
    pub spread: u32,
    /// Highest minus lowest seat win rate.
    pub seat_imbalance: f64,
    /// When one bot played every seat without rotation and the seats' win
    /// rates differ by more than the analysis's bound, the finding in words.
    pub turn_order: Option<String>,
    /// How the figure is measured.
    pub method: &'static str,
}

impl MeasuredDifficulty {
    /// How the figure is measured, in words.
    pub const METHOD: &'static str = "measured: the mean finishing round of the games that did not stall, with the \
        score and band of the static estimate (score = clamp((rounds − 8) / 2, 0, 10); easy under 15 rounds, \
        moderate 15–18, hard 18–21, very hard 21 or more). Stalled games are reported beside it, not counted in it.";
}

/// Everything a run found. Serialisable for the editor and `--json`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SimResult {
    /// The course's name.
    pub course: String,
    /// Players of every game.
    pub players: u8,
    /// The bots, one for every seat or one for all.
    pub bots: Vec<BotKind>,
    /// Whether the bots rotated round the seats from game to game.
    pub rotate_seats: bool,
    /// Whether the caves variant was played.
    pub caves_variant: bool,
    /// Whether the Native could move to any neighbouring space (a house rule).
    pub generous_native: bool,
    /// The run's seed: game i is seeded from (seed, i).
    pub seed: u64,
    /// Games asked for.
    pub games_requested: u64,
    /// Games played (fewer when cancelled).
    pub games_played: u64,
    /// Whether the run was cancelled before its last game.
    pub cancelled: bool,
    /// The round in which games ended.
    pub finishing_round: RoundStats,
    /// Figures by seat.
    pub seats: Vec<SeatStats>,
    /// Figures by bot.
    pub bot_stats: Vec<BotStats>,
    /// Figures by start space.
    pub start_spaces: Vec<StartStats>,
    /// Games stopped by the round cap, and why.
    pub stalls: StallStats,
    /// Figures by seam with a blockade.
    pub blockades: Vec<BlockadeStats>,
    /// Figures by blockade number.
    pub blockade_numbers: Vec<BlockadeNumberStats>,
    /// Cave tokens by kind (caves variant).
    pub cave_tokens: Vec<TokenStats>,
    /// Tokens taken by cave (caves variant).
    pub caves: Vec<CaveStats>,
    /// How often each space was entered and stopped on.
    pub heatmap: Vec<HeatCell>,
    /// The measured difficulty beside the estimate.
    pub difficulty: MeasuredDifficulty,
    /// Actions a bot chose that the rules refused (should be 0).
    pub bot_errors: u64,
    /// Actions a game, on average.
    pub mean_actions_per_game: f64,
    /// Games worth watching: the longest, the shortest, one won by each seat, stalled ones.
    pub notable_games: NotableGames,
    /// Whether the seats rotated over the start spaces from game to game.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub rotate_starts: bool,
    /// Which way the pieces took at each route choice the run watched, in the
    /// order given; left out when none was watched.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub route_choices: Vec<RouteUsage>,
}

fn quantile(hist: &[u64], total: u64, q: f64) -> u32 {
    if total == 0 {
        return 0;
    }
    let rank = ((q * total as f64).ceil() as u64).max(1);
    let mut cum = 0;
    for (r, &n) in hist.iter().enumerate() {
        cum += n;
        if cum >= rank {
            return r as u32;
        }
    }
    hist.len().saturating_sub(1) as u32
}

fn mean_of(hist: &[u64]) -> Option<f64> {
    let n: u64 = hist.iter().sum();
    (n > 0)
        .then(|| hist.iter().enumerate().map(|(r, &c)| r as f64 * c as f64).sum::<f64>() / n as f64)
}

/// What the figures need to know of the run besides its tally.
pub(crate) struct RunInfo<'a> {
    /// The course's name.
    pub course: String,
    pub board: &'a Board,
    pub seam_names: Vec<String>,
    pub config: &'a SimConfig,
    /// Whether the run was cancelled before its last game.
    pub cancelled: bool,
    /// The static estimate of the course for the run's number of players.
    pub estimate: Option<Rating>,
}

/// Every figure of a run from its tally.
pub(crate) fn build(t: &Tally, run: &RunInfo) -> SimResult {
    let cfg = run.config;
    let finishing_round = finishing_round(&t.rounds);
    let seats = seat_stats(t, cfg);
    let stalls = stall_stats(t, cfg.rules.round_cap, run.board);
    let itself = eldorado_core::course::official::which_map(run.board.map());
    let difficulty = difficulty(&finishing_round, &stalls, &seats, cfg, run.estimate, itself);
    let caves_variant = cfg.rules.caves;
    SimResult {
        course: run.course.clone(),
        players: cfg.players,
        bots: cfg.bots.clone(),
        rotate_seats: cfg.rotate_seats,
        caves_variant,
        generous_native: cfg.rules.generous_native,
        seed: cfg.seed,
        games_requested: cfg.games,
        games_played: t.games,
        cancelled: run.cancelled,
        finishing_round,
        seats,
        bot_stats: bot_stats(t),
        start_spaces: start_stats(t, run.board),
        stalls,
        blockades: blockade_stats(t, &run.seam_names, cfg.players as usize),
        blockade_numbers: blockade_number_stats(t),
        cave_tokens: if caves_variant { token_stats(t) } else { Vec::new() },
        caves: if caves_variant { cave_stats(t, run.board) } else { Vec::new() },
        heatmap: heatmap(t, run.board),
        difficulty,
        bot_errors: t.bot_errors,
        mean_actions_per_game: per_game(t.actions, t.games),
        // A game played with the start spaces rotated can't be told again from its seed alone.
        notable_games: if cfg.rotate_starts {
            NotableGames::default()
        } else {
            t.notable.clone().for_players(cfg.players)
        },
        rotate_starts: cfg.rotate_starts,
        route_choices: usage(&t.usage, &cfg.watch, cfg.players as usize, &table_bots(cfg)),
    }
}

/// `n` per game played (0 when none was).
fn per_game(n: u64, games: u64) -> f64 {
    if games > 0 { n as f64 / games as f64 } else { 0.0 }
}

/// The finishing round of the games that ended normally, from its histogram.
fn finishing_round(rounds: &[u64]) -> RoundStats {
    let finished: u64 = rounds.iter().sum();
    let histogram = rounds
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(r, &n)| RoundCount { round: r as u32, games: n })
        .collect::<Vec<_>>();
    RoundStats {
        games: finished,
        mean: mean_of(rounds).unwrap_or(0.0),
        median: quantile(rounds, finished, 0.5),
        p10: quantile(rounds, finished, 0.1),
        p90: quantile(rounds, finished, 0.9),
        min: histogram.first().map_or(0, |h| h.round),
        max: histogram.last().map_or(0, |h| h.round),
        histogram,
    }
}

/// Wins and arrivals of each seat, with the bot of the first game.
fn seat_stats(t: &Tally, cfg: &SimConfig) -> Vec<SeatStats> {
    (0..cfg.players as usize)
        .map(|s| {
            let wins = t.seat_wins[s] as f64;
            SeatStats {
                seat: s as u8,
                bot: cfg.bot_for_seat(s as u8),
                wins,
                win_rate: Rate::wilson(wins, t.games as f64),
                arrivals: t.seat_arrivals[s],
                mean_arrival_round: (t.seat_arrivals[s] > 0)
                    .then(|| t.seat_arrival_rounds[s] as f64 / t.seat_arrivals[s] as f64),
            }
        })
        .collect()
}

/// Wins and arrivals of each bot that played, over all the seats it took.
fn bot_stats(t: &Tally) -> Vec<BotStats> {
    BotKind::ALL
        .iter()
        .enumerate()
        .filter(|(i, _)| t.bot_games[*i] > 0)
        .map(|(i, &bot)| {
            let wins = t.bot_wins[i] as f64;
            BotStats {
                bot,
                seat_games: t.bot_games[i],
                wins,
                win_rate: Rate::wilson(wins, t.bot_games[i] as f64),
                arrivals: t.bot_arrivals[i],
                mean_arrival_round: (t.bot_arrivals[i] > 0)
                    .then(|| t.bot_arrival_rounds[i] as f64 / t.bot_arrivals[i] as f64),
            }
        })
        .collect()
}

/// Wins by start space: how fair the starting positions are.
fn start_stats(t: &Tally, board: &Board) -> Vec<StartStats> {
    board
        .starts()
        .iter()
        .filter(|(n, _)| (1..=4).contains(n) && t.start_games[*n as usize - 1] > 0)
        .map(|&(n, s)| {
            let i = n as usize - 1;
            let wins = t.start_wins[i] as f64;
            let h = board.hex(s);
            StartStats {
                start: n,
                space: s,
                q: h.x,
                r: h.y,
                games: t.start_games[i],
                wins,
                win_rate: Rate::wilson(wins, t.start_games[i] as f64),
            }
        })
        .collect()
}

/// Games stopped by the round cap, by reason, with the seeds of the first ones.
///
/// Below the default cap the cap is the user's: a game it stopped while the
/// players were still moving ([`StallReason::Slow`]) was cut short, not
/// stalled — the course did not stop it, the user did.
fn stall_stats(t: &Tally, round_cap: u16, board: &Board) -> StallStats {
    let users_cap = round_cap < eldorado_rules::Rules::default().round_cap;
    let cut = |reason: StallReason| users_cap && reason == StallReason::Slow;
    let count = |i: usize, reason: StallReason| if cut(reason) { 0 } else { t.stalls[i] };
    let stalled: u64 = STALL_REASONS.iter().enumerate().map(|(i, &r)| count(i, r)).sum();
    let cut_short: u64 = t.stalls.iter().sum::<u64>() - stalled;
    let mut examples = t.stalled.clone();
    examples.sort();
    StallStats {
        games: stalled,
        rate: per_game(stalled, t.games),
        round_cap,
        cut_short,
        cut_short_rate: per_game(cut_short, t.games),
        by_reason: STALL_REASONS
            .iter()
            .enumerate()
            .filter(|(i, r)| count(*i, **r) > 0)
            .map(|(i, &reason)| StallCount {
                reason,
                description: reason.said(eldorado_messages::Lang::English),
                games: t.stalls[i],
                places: stall_places(t, i, board),
            })
            .collect(),
        examples: examples.into_iter().take(10).map(|(_, seed)| seed).collect(),
    }
}

/// The spaces where stalls of reason `i` showed, most games first (three at most).
fn stall_places(t: &Tally, i: usize, board: &Board) -> Vec<StallPlace> {
    let mut places: Vec<(SpaceId, u64)> =
        t.stall_places.iter().filter(|((r, _), _)| *r == i).map(|(&(_, s), &n)| (s, n)).collect();
    places.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    places
        .into_iter()
        .take(3)
        .map(|(s, games)| {
            let h = board.hex(s);
            StallPlace {
                space: s,
                q: h.x,
                r: h.y,
                what: board.map().space(s).describe().to_string(),
                games,
            }
        })
        .collect()
}

/// When and by whom the blockade of each seam that had one was broken.
fn blockade_stats(t: &Tally, seam_names: &[String], players: usize) -> Vec<BlockadeStats> {
    SeamId::all(t.blockades.len())
        .zip(&t.blockades)
        .filter(|(_, b)| b.present > 0)
        .map(|(seam, b): (SeamId, &BlockadeTally)| BlockadeStats {
            seam,
            seam_name: seam_names
                .get(seam.index())
                .cloned()
                .unwrap_or_else(|| format!("seam {seam}")),
            games: b.present,
            broken: b.broken,
            never_broken: b.present - b.broken,
            by_native: b.by_native,
            mean_round: mean_of(&b.rounds),
            median_round: (b.broken > 0).then(|| quantile(&b.rounds, b.broken, 0.5)),
            by_seat: b.by_seat[..players].to_vec(),
        })
        .collect()
}

/// How often each numbered blockade was dealt and broken, and when.
fn blockade_number_stats(t: &Tally) -> Vec<BlockadeNumberStats> {
    BLOCKADES
        .iter()
        .enumerate()
        .filter(|(i, _)| t.numbers[*i][0] > 0)
        .map(|(i, b)| BlockadeNumberStats {
            number: b.number,
            requirement: b.requirement(),
            dealt: t.numbers[i][0],
            broken: t.numbers[i][1],
            mean_round: (t.numbers[i][1] > 0)
                .then(|| t.numbers[i][2] as f64 / t.numbers[i][1] as f64),
        })
        .collect()
}

/// Cave tokens of each kind taken and used (caves variant).
fn token_stats(t: &Tally) -> Vec<TokenStats> {
    TokenKind::ALL
        .iter()
        .map(|&k| TokenStats {
            token: k,
            name: k.name(),
            taken: t.tokens_taken[k as usize],
            used: t.tokens_used[k as usize],
        })
        .collect()
}

/// Tokens taken from each cave (caves variant).
fn cave_stats(t: &Tally, board: &Board) -> Vec<CaveStats> {
    board
        .caves()
        .iter()
        .take(MAX_PILES)
        .enumerate()
        .map(|(i, &s)| {
            let h = board.hex(s);
            CaveStats { cave: i, space: s, q: h.x, r: h.y, explored: t.caves_explored[i] }
        })
        .collect()
}

/// How often each space a piece may stand on was entered and stopped on.
fn heatmap(t: &Tally, board: &Board) -> Vec<HeatCell> {
    board
        .space_ids()
        .filter(|&s| !matches!(board.terrain(s), Terrain::Mountain))
        .map(|s| {
            let h = board.hex(s);
            HeatCell {
                space: s,
                q: h.x,
                r: h.y,
                entered: t.entered[s],
                stopped: t.stopped[s],
                entered_per_game: per_game(t.entered[s], t.games),
                stopped_per_game: per_game(t.stopped[s], t.games),
            }
        })
        .collect()
}

/// The course's difficulty (see [`MeasuredDifficulty::METHOD`]), with the spread and
/// seat imbalance reported beside it.
fn difficulty(
    rounds: &RoundStats,
    stalls: &StallStats,
    seats: &[SeatStats],
    cfg: &SimConfig,
    estimate: Option<Rating>,
    itself: Option<&str>,
) -> MeasuredDifficulty {
    let rates: Vec<f64> = seats.iter().map(|s| s.win_rate.rate).collect();
    let imbalance = if rates.is_empty() {
        0.0
    } else {
        rates.iter().copied().fold(f64::MIN, f64::max)
            - rates.iter().copied().fold(f64::MAX, f64::min)
    };
    let measured = (rounds.games > 0).then(|| Rating::of(rounds.mean));
    let all_fast = cfg.bots.iter().all(|&b| b == BotKind::Fast);
    let standing = measured
        .filter(|_| all_fast)
        .and_then(|m| measured_standing_among_others(m.rounds, cfg.players, itself));
    // Seats compared only when the same bot played them all, and only a
    // difference the games show clearly (the 95 % intervals of the best and
    // worst seat apart).
    let one_bot = cfg.bots.len() <= 1 || cfg.bots.iter().all(|&b| b == cfg.bots[0]);
    let best = seats.iter().max_by(|a, b| a.win_rate.rate.total_cmp(&b.win_rate.rate));
    let worst = seats.iter().min_by(|a, b| a.win_rate.rate.total_cmp(&b.win_rate.rate));
    let clear = best.zip(worst).is_some_and(|(b, w)| b.win_rate.low > w.win_rate.high);
    let turn_order = (one_bot && !cfg.rotate_seats && clear)
        .then(|| rating::turn_order_text(&rates, "won"))
        .flatten();
    MeasuredDifficulty {
        measured,
        standing: standing.clone(),
        estimate,
        stall_rate: stalls.rate,
        summary: rating::measured_text(measured, standing.as_ref(), estimate, cfg.players),
        stalls: rating::stall_text(stalls.rate),
        cut_short: (stalls.cut_short > 0)
            .then(|| rating::cut_short_text(stalls.cut_short_rate, stalls.round_cap)),
        spread: rounds.p90.saturating_sub(rounds.p10),
        seat_imbalance: imbalance,
        turn_order,
        method: MeasuredDifficulty::METHOD,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_use_nearest_rank() {
        // Rounds 10 ×1, 11 ×2, 12 ×1.
        let mut h = vec![0; 13];
        h[10] = 1;
        h[11] = 2;
        h[12] = 1;
        assert_eq!(quantile(&h, 4, 0.5), 11);
        assert_eq!(quantile(&h, 4, 0.1), 10);
        assert_eq!(quantile(&h, 4, 0.9), 12);
        assert_eq!(mean_of(&h), Some(11.0));
    }

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let r = Rate::wilson(25.0, 100.0);
        assert!((r.rate - 0.25).abs() < 1e-12);
        assert!(r.low > 0.17 && r.low < 0.25 && r.high > 0.25 && r.high < 0.35, "{r:?}");
        assert_eq!(Rate::wilson(0.0, 0.0).rate, 0.0);
    }
}

// ---- route usage ---------------------------------------------------------------

/// How the pieces used one watched route choice.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct RouteUsage {
    /// What the choice stands for in the caller's analysis.
    pub origin: Origin,
    /// The choice in words, as the caller named it.
    pub name: String,
    /// Every way, in the order given.
    pub ways: Vec<WayUsage>,
    /// Pieces that reached El Dorado without passing the choice by any of
    /// its ways: they went another way.
    pub neither: u64,
    /// Pieces not past the choice when their game ended: they are counted
    /// for no way.
    pub not_past: u64,
}

/// How the pieces that took one way fared.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct WayUsage {
    /// The way in words, as the caller named it.
    pub name: String,
    /// Pieces that took it.
    pub pieces: u64,
    /// Its share of the pieces that took one of the ways, 0 to 1.
    pub share: f64,
    /// Share of those pieces whose player won, with its interval.
    pub win_rate: Rate,
    /// Mean round in which those pieces reached El Dorado.
    pub mean_arrival_round: Option<f64>,
    /// The same by seat.
    pub by_seat: Vec<SeatWayUsage>,
    /// The same by bot, when the run's table mixed bots (a tactic's pieces,
    /// whichever seat it played); left out when one bot played every seat.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub by_bot: Vec<BotWayUsage>,
}

/// One bot's pieces on one way: which way a tactic took, and how its takers fared.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BotWayUsage {
    /// The bot.
    pub bot: BotKind,
    /// Its pieces that took this way.
    pub pieces: u64,
    /// Their share of the bot's pieces that took one of the ways.
    pub share: f64,
    /// Share of those pieces whose player won, with its interval.
    pub win_rate: Rate,
    /// Mean round in which those pieces reached El Dorado.
    pub mean_arrival_round: Option<f64>,
}

/// One seat's pieces on one way.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SeatWayUsage {
    /// Seat number, from 0 (seat 1 plays first).
    pub seat: u8,
    /// The seat's pieces that took this way.
    pub pieces: u64,
    /// Their share of the seat's pieces that took one of the ways.
    pub share: f64,
    /// Games won by the seat when its piece took this way.
    pub wins: u64,
}

/// The bots of a run's table, each once in [`BotKind::ALL`]'s order, when
/// it mixes two or more; none when one bot played every seat.
fn table_bots(cfg: &SimConfig) -> Vec<BotKind> {
    let seated: Vec<BotKind> = (0..cfg.players).map(|s| cfg.bot_for_seat(s)).collect();
    let kinds: Vec<BotKind> = BotKind::ALL.into_iter().filter(|k| seated.contains(k)).collect();
    if kinds.len() > 1 { kinds } else { Vec::new() }
}

/// The published usage of every watched choice; by bot for the bots of `mixed`.
fn usage(
    t: &UsageTally,
    watched: &[WatchedChoice],
    players: usize,
    mixed: &[BotKind],
) -> Vec<RouteUsage> {
    t.choices
        .iter()
        .zip(watched)
        .map(|(PassTally { ways, neither, not_past }, c)| {
            let total: u64 = ways.iter().map(|w| w.pieces).sum();
            let seat_total =
                |s: usize| -> u64 { ways.iter().map(|w| w.by_seat[s]).sum::<u64>().max(1) };
            let bot_total = |b: BotKind| -> u64 {
                ways.iter().map(|w| w.by_bot[b.index()].pieces).sum::<u64>().max(1)
            };
            RouteUsage {
                origin: c.origin,
                name: c.name.clone(),
                neither: *neither,
                not_past: *not_past,
                ways: ways
                    .iter()
                    .zip(&c.ways)
                    .map(|(w, given)| WayUsage {
                        name: given.name.clone(),
                        pieces: w.pieces,
                        share: if total > 0 { w.pieces as f64 / total as f64 } else { 0.0 },
                        win_rate: Rate::wilson(w.wins as f64, w.pieces as f64),
                        mean_arrival_round: (w.arrivals > 0)
                            .then(|| w.arrival_rounds as f64 / w.arrivals as f64),
                        by_seat: (0..players.min(4))
                            .map(|s| SeatWayUsage {
                                seat: s as u8,
                                pieces: w.by_seat[s],
                                share: w.by_seat[s] as f64 / seat_total(s) as f64,
                                wins: w.seat_wins[s],
                            })
                            .collect(),
                        by_bot: mixed
                            .iter()
                            .map(|&bot| {
                                let c = &w.by_bot[bot.index()];
                                BotWayUsage {
                                    bot,
                                    pieces: c.pieces,
                                    share: c.pieces as f64 / bot_total(bot) as f64,
                                    win_rate: Rate::wilson(c.wins as f64, c.pieces as f64),
                                    mean_arrival_round: (c.arrivals > 0)
                                        .then(|| c.arrival_rounds as f64 / c.arrivals as f64),
                                }
                            })
                            .collect(),
                    })
                    .collect(),
            }
        })
        .collect()
}
