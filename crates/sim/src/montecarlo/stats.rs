//! Statistics of many games: gathered per game into integer tallies (so that
//! adding them up in any order, on any number of threads, gives the same
//! result), then turned into the figures a designer reads.

use serde::Serialize;

use crate::bots::BotKind;
use crate::engine::board::{Board, Sp};
use crate::engine::cards::{TOKEN_KINDS, TokenKind};
use crate::engine::state::{MAX_PILES, StallReason};
use eldorado_core::catalog::Terrain;

/// Wins are counted in twelfths so that a win shared by 2, 3 or 4 players stays an integer.
pub(crate) const SHARE: u64 = 12;
const REASONS: [StallReason; 5] =
    [StallReason::NoRoute, StallReason::NoCards, StallReason::ThinDeck, StallReason::Boxed, StallReason::Slow];

/// What one game contributes.
#[derive(Debug, Clone, Default)]
pub(crate) struct BlockadeTally {
    /// Games in which the seam had a blockade.
    pub present: u64,
    pub broken: u64,
    pub by_native: u64,
    /// Count of breaks by round (index = round).
    pub rounds: Vec<u64>,
    pub by_seat: [u64; 4],
}

/// Integer sums over games; merged by addition.
#[derive(Debug, Clone)]
pub(crate) struct Tally {
    pub games: u64,
    /// Finishing round histogram of games that ended normally (index = round).
    pub rounds: Vec<u64>,
    pub stalls: [u64; REASONS.len()],
    /// (game index, seed) of stalled games.
    pub stalled: Vec<(u64, u64)>,
    pub seat_wins: [u64; 4],
    pub seat_arrivals: [u64; 4],
    pub seat_arrival_rounds: [u64; 4],
    /// By bot kind: seat-games, wins (in shares), arrivals, arrival round sum.
    pub bot_games: [u64; 3],
    pub bot_wins: [u64; 3],
    pub bot_arrivals: [u64; 3],
    pub bot_arrival_rounds: [u64; 3],
    /// By start number 1–4 (index 0–3): games, wins.
    pub start_games: [u64; 4],
    pub start_wins: [u64; 4],
    /// Per seam.
    pub blockades: Vec<BlockadeTally>,
    /// Per blockade number 1–6: dealt, broken, sum of break rounds.
    pub numbers: [[u64; 3]; 6],
    pub tokens_taken: [u64; TOKEN_KINDS],
    pub tokens_used: [u64; TOKEN_KINDS],
    pub caves_explored: [u64; MAX_PILES],
    pub entered: Vec<u64>,
    pub stopped: Vec<u64>,
    pub bot_errors: u64,
    pub actions: u64,
}

impl Tally {
    pub fn new(spaces: usize, seams: usize) -> Tally {
        Tally {
            games: 0,
            rounds: Vec::new(),
            stalls: [0; REASONS.len()],
            stalled: Vec::new(),
            seat_wins: [0; 4],
            seat_arrivals: [0; 4],
            seat_arrival_rounds: [0; 4],
            bot_games: [0; 3],
            bot_wins: [0; 3],
            bot_arrivals: [0; 3],
            bot_arrival_rounds: [0; 3],
            start_games: [0; 4],
            start_wins: [0; 4],
            blockades: vec![BlockadeTally::default(); seams],
            numbers: [[0; 3]; 6],
            tokens_taken: [0; TOKEN_KINDS],
            tokens_used: [0; TOKEN_KINDS],
            caves_explored: [0; MAX_PILES],
            entered: vec![0; spaces],
            stopped: vec![0; spaces],
            bot_errors: 0,
            actions: 0,
        }
    }

    pub fn stall_index(r: StallReason) -> usize {
        // Every reason is listed, so the fallback is never taken.
        REASONS.iter().position(|&x| x == r).unwrap_or(REASONS.len() - 1)
    }

    pub fn bump(v: &mut Vec<u64>, i: usize) {
        if v.len() <= i {
            v.resize(i + 1, 0);
        }
        v[i] += 1;
    }

    pub fn merge(mut self, other: Tally) -> Tally {
        fn add(a: &mut [u64], b: &[u64]) {
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        }
        fn add_vec(a: &mut Vec<u64>, b: &[u64]) {
            if a.len() < b.len() {
                a.resize(b.len(), 0);
            }
            add(a, b);
        }
        self.games += other.games;
        add_vec(&mut self.rounds, &other.rounds);
        add(&mut self.stalls, &other.stalls);
        self.stalled.extend(other.stalled);
        add(&mut self.seat_wins, &other.seat_wins);
        add(&mut self.seat_arrivals, &other.seat_arrivals);
        add(&mut self.seat_arrival_rounds, &other.seat_arrival_rounds);
        add(&mut self.bot_games, &other.bot_games);
        add(&mut self.bot_wins, &other.bot_wins);
        add(&mut self.bot_arrivals, &other.bot_arrivals);
        add(&mut self.bot_arrival_rounds, &other.bot_arrival_rounds);
        add(&mut self.start_games, &other.start_games);
        add(&mut self.start_wins, &other.start_wins);
        for (a, b) in self.blockades.iter_mut().zip(&other.blockades) {
            a.present += b.present;
            a.broken += b.broken;
            a.by_native += b.by_native;
            add_vec(&mut a.rounds, &b.rounds);
            add(&mut a.by_seat, &b.by_seat);
        }
        for (a, b) in self.numbers.iter_mut().zip(&other.numbers) {
            add(a, b);
        }
        add(&mut self.tokens_taken, &other.tokens_taken);
        add(&mut self.tokens_used, &other.tokens_used);
        add(&mut self.caves_explored, &other.caves_explored);
        add(&mut self.entered, &other.entered);
        add(&mut self.stopped, &other.stopped);
        self.bot_errors += other.bot_errors;
        self.actions += other.actions;
        self
    }
}

// ---- the published figures --------------------------------------------------------

/// Mean, quantiles and histogram of the round in which games ended (stalled games left out).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct RoundStats {
    pub games: u64,
    pub mean: f64,
    pub median: u32,
    pub p10: u32,
    pub p90: u32,
    pub min: u32,
    pub max: u32,
    pub histogram: Vec<RoundCount>,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
pub struct RoundCount {
    pub round: u32,
    pub games: u64,
}

/// A proportion with its 95 % Wilson score interval.
#[derive(Debug, Clone, Copy, Serialize, PartialEq)]
pub struct Rate {
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Rate {
    /// `successes` may be fractional (shared wins).
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

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SeatStats {
    pub seat: u8,
    pub bot: BotKind,
    /// Wins, shared wins counted as a fraction.
    pub wins: f64,
    pub win_rate: Rate,
    /// Games in which this seat brought all its pieces to El Dorado.
    pub arrivals: u64,
    pub mean_arrival_round: Option<f64>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BotStats {
    pub bot: BotKind,
    /// Seats played by this bot, summed over games.
    pub seat_games: u64,
    pub wins: f64,
    pub win_rate: Rate,
    pub arrivals: u64,
    pub mean_arrival_round: Option<f64>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StartStats {
    pub start: u8,
    pub space: usize,
    pub q: i32,
    pub r: i32,
    pub games: u64,
    pub wins: f64,
    pub win_rate: Rate,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StallCount {
    pub reason: StallReason,
    pub description: &'static str,
    pub games: u64,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StallStats {
    pub games: u64,
    pub rate: f64,
    pub round_cap: u16,
    pub by_reason: Vec<StallCount>,
    /// Seeds of the first stalled games (by game number), to watch them with
    /// `eldorado simulate FILE --trace SEED`.
    pub examples: Vec<u64>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BlockadeStats {
    pub seam: usize,
    /// E.g. "B–C".
    pub seam_name: String,
    /// Games in which the seam held a blockade.
    pub games: u64,
    pub broken: u64,
    pub never_broken: u64,
    pub by_native: u64,
    pub mean_round: Option<f64>,
    pub median_round: Option<u32>,
    /// Breaks by seat.
    pub by_seat: Vec<u64>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BlockadeNumberStats {
    pub number: u8,
    pub requirement: String,
    pub dealt: u64,
    pub broken: u64,
    pub mean_round: Option<f64>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct TokenStats {
    pub token: TokenKind,
    pub name: &'static str,
    pub taken: u64,
    pub used: u64,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CaveStats {
    pub cave: usize,
    pub space: usize,
    pub q: i32,
    pub r: i32,
    /// Tokens taken from this cave over all games.
    pub explored: u64,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct HeatCell {
    pub space: usize,
    pub q: i32,
    pub r: i32,
    pub entered: u64,
    pub stopped: u64,
    /// Per game, for an overlay.
    pub entered_per_game: f64,
    pub stopped_per_game: f64,
}

/// The course's difficulty from the figures above (see [`Difficulty::METHOD`]).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Difficulty {
    /// 0 (trivial) to 10 (hardest).
    pub score: f64,
    /// Mean finishing round with stalled games counted at the round cap.
    pub adjusted_mean_round: f64,
    pub stall_rate: f64,
    /// p90 − p10 of the finishing round.
    pub spread: u32,
    /// Highest minus lowest seat win rate.
    pub seat_imbalance: f64,
    pub method: &'static str,
}

impl Difficulty {
    pub const METHOD: &'static str = "score = clamp(10 × (R − 8) / 20, 0, 10), where R is the mean finishing round with \
        stalled games counted at the round cap: 8 rounds scores 0 and 28 rounds or more scores 10. It compares courses \
        played with the same players, bots and rules; with 4 fast bots the official courses score from 4.2 \
        (Home stretch) to 6.7 (Witch's cauldron). Spread and seat imbalance are reported beside it, not mixed in.";
}

/// Everything a run found. Serialisable for the editor and `--json`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SimResult {
    pub course: String,
    pub players: u8,
    pub bots: Vec<BotKind>,
    pub rotate_seats: bool,
    pub caves_variant: bool,
    pub generous_native: bool,
    pub seed: u64,
    pub games_requested: u64,
    pub games_played: u64,
    pub cancelled: bool,
    pub finishing_round: RoundStats,
    pub seats: Vec<SeatStats>,
    pub bot_stats: Vec<BotStats>,
    pub start_spaces: Vec<StartStats>,
    pub stalls: StallStats,
    pub blockades: Vec<BlockadeStats>,
    pub blockade_numbers: Vec<BlockadeNumberStats>,
    pub cave_tokens: Vec<TokenStats>,
    pub caves: Vec<CaveStats>,
    pub heatmap: Vec<HeatCell>,
    pub difficulty: Difficulty,
    /// Actions a bot chose that the rules refused (should be 0).
    pub bot_errors: u64,
    pub mean_actions_per_game: f64,
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
    (n > 0).then(|| hist.iter().enumerate().map(|(r, &c)| r as f64 * c as f64).sum::<f64>() / n as f64)
}

/// Inputs to [`build`] besides the tally.
pub(crate) struct Context<'a> {
    pub course: String,
    pub board: &'a Board,
    pub seam_names: Vec<String>,
    pub config: &'a super::runner::SimConfig,
    pub cancelled: bool,
}

pub(crate) fn build(t: &Tally, cx: &Context) -> SimResult {
    let cfg = cx.config;
    let games = t.games;
    let finished: u64 = t.rounds.iter().sum();
    let histogram = t
        .rounds
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(r, &n)| RoundCount { round: r as u32, games: n })
        .collect::<Vec<_>>();
    let finishing_round = RoundStats {
        games: finished,
        mean: mean_of(&t.rounds).unwrap_or(0.0),
        median: quantile(&t.rounds, finished, 0.5),
        p10: quantile(&t.rounds, finished, 0.1),
        p90: quantile(&t.rounds, finished, 0.9),
        min: histogram.first().map_or(0, |h| h.round),
        max: histogram.last().map_or(0, |h| h.round),
        histogram,
    };
    let players = cfg.players as usize;
    let seats = (0..players)
        .map(|s| {
            let wins = t.seat_wins[s] as f64 / SHARE as f64;
            SeatStats {
                seat: s as u8,
                bot: cfg.bot_for_seat(s as u8),
                wins,
                win_rate: Rate::wilson(wins, games as f64),
                arrivals: t.seat_arrivals[s],
                mean_arrival_round: (t.seat_arrivals[s] > 0)
                    .then(|| t.seat_arrival_rounds[s] as f64 / t.seat_arrivals[s] as f64),
            }
        })
        .collect::<Vec<_>>();
    let bot_stats = crate::bots::BotKind::ALL
        .iter()
        .enumerate()
        .filter(|(i, _)| t.bot_games[*i] > 0)
        .map(|(i, &bot)| {
            let wins = t.bot_wins[i] as f64 / SHARE as f64;
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
        .collect();
    let start_spaces = cx
        .board
        .starts()
        .iter()
        .filter(|(n, _)| (1..=4).contains(n) && t.start_games[*n as usize - 1] > 0)
        .map(|&(n, s)| {
            let i = n as usize - 1;
            let wins = t.start_wins[i] as f64 / SHARE as f64;
            let h = cx.board.hex(s);
            StartStats {
                start: n,
                space: s as usize,
                q: h.x,
                r: h.y,
                games: t.start_games[i],
                wins,
                win_rate: Rate::wilson(wins, t.start_games[i] as f64),
            }
        })
        .collect();
    let stalled: u64 = t.stalls.iter().sum();
    let stalls = StallStats {
        games: stalled,
        rate: if games > 0 { stalled as f64 / games as f64 } else { 0.0 },
        round_cap: cfg.rules.round_cap,
        by_reason: REASONS
            .iter()
            .enumerate()
            .filter(|(i, _)| t.stalls[*i] > 0)
            .map(|(i, &reason)| StallCount { reason, description: reason.describe(), games: t.stalls[i] })
            .collect(),
        examples: {
            let mut v = t.stalled.clone();
            v.sort();
            v.into_iter().take(10).map(|(_, seed)| seed).collect()
        },
    };
    let blockades = t
        .blockades
        .iter()
        .enumerate()
        .filter(|(_, b)| b.present > 0)
        .map(|(seam, b)| BlockadeStats {
            seam,
            seam_name: cx.seam_names.get(seam).cloned().unwrap_or_else(|| format!("seam {seam}")),
            games: b.present,
            broken: b.broken,
            never_broken: b.present - b.broken,
            by_native: b.by_native,
            mean_round: mean_of(&b.rounds),
            median_round: (b.broken > 0).then(|| quantile(&b.rounds, b.broken, 0.5)),
            by_seat: b.by_seat[..players].to_vec(),
        })
        .collect();
    let blockade_numbers = eldorado_core::catalog::BLOCKADES
        .iter()
        .enumerate()
        .filter(|(i, _)| t.numbers[*i][0] > 0)
        .map(|(i, b)| BlockadeNumberStats {
            number: b.number,
            requirement: b.requirement(),
            dealt: t.numbers[i][0],
            broken: t.numbers[i][1],
            mean_round: (t.numbers[i][1] > 0).then(|| t.numbers[i][2] as f64 / t.numbers[i][1] as f64),
        })
        .collect();
    let cave_tokens = if cfg.rules.caves {
        TokenKind::ALL
            .iter()
            .map(|&k| TokenStats {
                token: k,
                name: k.name(),
                taken: t.tokens_taken[k as usize],
                used: t.tokens_used[k as usize],
            })
            .collect()
    } else {
        Vec::new()
    };
    let caves = if cfg.rules.caves {
        cx.board
            .caves()
            .iter()
            .take(MAX_PILES)
            .enumerate()
            .map(|(i, &s)| {
                let h = cx.board.hex(s);
                CaveStats { cave: i, space: s as usize, q: h.x, r: h.y, explored: t.caves_explored[i] }
            })
            .collect()
    } else {
        Vec::new()
    };
    let per_game = |n: u64| {
        if games > 0 { n as f64 / games as f64 } else { 0.0 }
    };
    let heatmap = (0..cx.board.len())
        .filter(|&s| !matches!(cx.board.terrain(s as Sp), Terrain::Mountain))
        .map(|s| {
            let h = cx.board.hex(s as Sp);
            HeatCell {
                space: s,
                q: h.x,
                r: h.y,
                entered: t.entered[s],
                stopped: t.stopped[s],
                entered_per_game: per_game(t.entered[s]),
                stopped_per_game: per_game(t.stopped[s]),
            }
        })
        .collect();
    let stall_rate = stalls.rate;
    let adjusted = if games > 0 {
        (finishing_round.mean * finished as f64 + cfg.rules.round_cap as f64 * stalled as f64) / games as f64
    } else {
        0.0
    };
    let rates: Vec<f64> = seats.iter().map(|s| s.win_rate.rate).collect();
    let imbalance = if rates.is_empty() {
        0.0
    } else {
        rates.iter().copied().fold(f64::MIN, f64::max) - rates.iter().copied().fold(f64::MAX, f64::min)
    };
    let difficulty = Difficulty {
        score: if games > 0 { (10.0 * (adjusted - 8.0) / 20.0).clamp(0.0, 10.0) } else { 0.0 },
        adjusted_mean_round: adjusted,
        stall_rate,
        spread: finishing_round.p90.saturating_sub(finishing_round.p10),
        seat_imbalance: imbalance,
        method: Difficulty::METHOD,
    };
    SimResult {
        course: cx.course.clone(),
        players: cfg.players,
        bots: cfg.bots.clone(),
        rotate_seats: cfg.rotate_seats,
        caves_variant: cfg.rules.caves,
        generous_native: cfg.rules.generous_native,
        seed: cfg.seed,
        games_requested: cfg.games,
        games_played: games,
        cancelled: cx.cancelled,
        finishing_round,
        seats,
        bot_stats,
        start_spaces,
        stalls,
        blockades,
        blockade_numbers,
        cave_tokens,
        caves,
        heatmap,
        difficulty,
        bot_errors: t.bot_errors,
        mean_actions_per_game: per_game(t.actions),
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
    fn every_stall_reason_has_its_own_tally() {
        use StallReason::*;
        let all = [NoRoute, NoCards, ThinDeck, Boxed, Slow];
        let slots: Vec<usize> = all.iter().map(|&r| Tally::stall_index(r)).collect();
        assert_eq!(slots, [0, 1, 2, 3, 4]);
    }

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let r = Rate::wilson(25.0, 100.0);
        assert!((r.rate - 0.25).abs() < 1e-12);
        assert!(r.low > 0.17 && r.low < 0.25 && r.high > 0.25 && r.high < 0.35, "{r:?}");
        assert_eq!(Rate::wilson(0.0, 0.0).rate, 0.0);
    }
}
