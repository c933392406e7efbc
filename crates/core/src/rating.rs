//! The difficulty figure in words, the same everywhere: expected rounds with
//! a 0–10 score and a named band ([`Rating`]), where it stands among the seven
//! official courses ([`OfficialStanding`]), and the sentences the command line, the
//! editor, the setup sheet and the client JSON show, and how well two sets
//! of figures agree ([`agreement`]). Both the static estimate
//! (the analysis) and what a simulation measured (the simulator) are rated
//! here, so a band differs only where the figures do.

use serde::{Deserialize, Serialize};

use crate::text::and_list;

/// A difficulty band, read from expected rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Band {
    /// Under 15 rounds.
    Easy,
    /// 15 to 18 rounds.
    Moderate,
    /// 18 to 21 rounds.
    Hard,
    /// 21 rounds or more.
    VeryHard,
}

impl Band {
    /// Every band, easiest first.
    pub const ALL: [Band; 4] = [Band::Easy, Band::Moderate, Band::Hard, Band::VeryHard];
    /// Upper bounds, in rounds, of every band but the last (docs/analysis.md
    /// says how they were chosen).
    pub const LIMITS: [f64; 3] = [15.0, 18.0, 21.0];

    /// The band of a number of rounds.
    pub fn of(rounds: f64) -> Band {
        let i = Band::LIMITS.iter().position(|&l| rounds < l).unwrap_or(Band::LIMITS.len());
        Band::ALL[i]
    }
    /// Its name in words ("very hard").
    pub const fn name(self) -> &'static str {
        match self {
            Band::Easy => "easy",
            Band::Moderate => "moderate",
            Band::Hard => "hard",
            Band::VeryHard => "very hard",
        }
    }
    /// The name as JSON and the command line write it ("very-hard").
    pub const fn key(self) -> &'static str {
        match self {
            Band::VeryHard => "very-hard",
            other => other.name(),
        }
    }
    /// Its range in words: "under 15 rounds", "15–18 rounds", "21 rounds or more".
    pub fn range(self) -> String {
        let i = self as usize;
        match (i.checked_sub(1).map(|j| Band::LIMITS[j]), Band::LIMITS.get(i)) {
            (None, Some(hi)) => format!("under {hi} rounds"),
            (Some(lo), Some(hi)) => format!("{lo}–{hi} rounds"),
            (Some(lo), None) => format!("{lo} rounds or more"),
            (None, None) => "any number of rounds".into(),
        }
    }
}

impl std::fmt::Display for Band {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Rounds at which the score is 0, and rounds per score point: 8 rounds scores
/// 0 and 28 rounds or more scores 10.
const SCORE_ZERO: f64 = 8.0;
const ROUNDS_PER_POINT: f64 = 2.0;

/// Expected rounds with their score and band: what every place shows.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rating {
    /// Expected rounds until a player reaches El Dorado, to one decimal.
    pub rounds: f64,
    /// 0–10, to one decimal.
    pub score: f64,
    /// The band of the rounds (as rounded).
    pub band: Band,
}

impl Rating {
    /// How the score and band are read from the rounds, in words.
    pub const SCORE_METHOD: &'static str = "score = clamp((rounds − 8) / 2, 0, 10): 8 rounds scores 0, 28 rounds or more scores 10; \
         bands: easy under 15 rounds, moderate 15–18, hard 18–21, very hard 21 or more";

    /// The rating of a number of rounds: rounded to one decimal first, so
    /// that the band is the band of the figure shown.
    pub fn of(rounds: f64) -> Rating {
        let rounds = if rounds.is_finite() { (rounds * 10.0).round() / 10.0 } else { 0.0 };
        let score = ((rounds - SCORE_ZERO) / ROUNDS_PER_POINT).clamp(0.0, 10.0);
        Rating { rounds, score: (score * 10.0).round() / 10.0, band: Band::of(rounds) }
    }
}

impl std::fmt::Display for Rating {
    /// "17.2 rounds (score 4.6/10, moderate)".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:.1} rounds (score {:.1}/10, {})", self.rounds, self.score, self.band)
    }
}

/// An official course and its figure, a reference point of a [`OfficialStanding`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reference {
    /// The course's name ("Hills of Gold").
    pub course: &'static str,
    /// Its figure of the same kind (estimated, or measured by fast bots),
    /// for the same number of players.
    pub rounds: f64,
}

/// Where a figure stands among the seven official courses' figures of the
/// same kind: the nearest quicker and longer courses, or the course it is
/// level with (the same figure to one decimal).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OfficialStanding {
    /// The longest official course quicker than this one.
    pub above: Option<Reference>,
    /// The quickest official course longer than this one.
    pub below: Option<Reference>,
    /// An official course with the same figure.
    pub level: Option<Reference>,
    /// The standing in words: "between Hills of Gold and Winding Paths".
    pub text: String,
}

impl OfficialStanding {
    /// Where `rounds` stands among `officials` (name, rounds); `None` when
    /// there is nothing to compare with.
    pub fn among(rounds: f64, officials: &[(&'static str, f64)]) -> Option<OfficialStanding> {
        if officials.is_empty() || !rounds.is_finite() {
            return None;
        }
        let shown = |x: f64| (x * 10.0).round();
        let reference = |&(course, r): &(&'static str, f64)| Reference { course, rounds: r };
        let levels: Vec<&(&'static str, f64)> =
            officials.iter().filter(|(_, r)| shown(*r) == shown(rounds)).collect();
        let level = levels.first().copied().map(reference);
        let above = officials
            .iter()
            .filter(|(_, r)| shown(*r) < shown(rounds))
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(reference);
        let below = officials
            .iter()
            .filter(|(_, r)| shown(*r) > shown(rounds))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(reference);
        let text = match (&level, &above, &below) {
            // Every course with the same figure: one named alone would read
            // as if the others were not.
            (Some(_), _, _) => {
                let names: Vec<String> =
                    levels.iter().map(|(course, _)| course.to_string()).collect();
                format!("as long as {}", and_list(&names))
            }
            (None, Some(a), Some(b)) => format!("between {} and {}", a.course, b.course),
            (None, None, Some(b)) => format!("quicker than every official course ({})", b.course),
            (None, Some(a), None) => format!("longer than every official course ({})", a.course),
            (None, None, None) => return None,
        };
        Some(OfficialStanding { above, below, level, text })
    }
}

/// A rating with its standing after a dash: "18.9 rounds (score 5.5/10,
/// hard) — between Hills of Gold and Winding Paths".
fn rated(r: Rating, standing: Option<&OfficialStanding>) -> String {
    match standing {
        Some(s) => format!("{r} — {}", s.text),
        None => r.to_string(),
    }
}

/// The static estimate in words, as every place shows it: "about 18.9 rounds
/// (score 5.5/10, hard) — between Hills of Gold and Winding Paths".
pub fn estimate_text(r: Rating, standing: Option<&OfficialStanding>) -> String {
    format!("about {}", rated(r, standing))
}

/// What a simulation measured, beside what the estimate for the same number
/// of players said, in words the same in the command line, the simulation
/// panel and the editor's status bar: "measured 17.2 rounds (score 4.6/10,
/// moderate) with 4 players — between Home Stretch and Hills of Gold; the
/// estimate said 16.8 rounds (score 4.4/10, moderate)". `measured` is the
/// mean finishing round of the games that did not stall; `standing` is among
/// the official courses as fast bots measured them.
pub fn measured_text(
    measured: Option<Rating>,
    standing: Option<&OfficialStanding>,
    estimate: Option<Rating>,
    players: u8,
) -> String {
    let said = estimate.map_or(String::new(), |e| format!("; the estimate said {e}"));
    match measured {
        Some(m) => {
            let standing = standing.map_or(String::new(), |s| format!(" — {}", s.text));
            format!("measured {m} with {players} players{standing}{said}")
        }
        None => format!("no game reached El Dorado{said}"),
    }
}

/// A difference between the seats' win rates, above which turn order (with
/// the start spaces that go with the seats) decides too much: more than any
/// official course shows with fast bots for any number of players (at most
/// 26 points, Home Stretch with three; docs/analysis.md, "Turn order").
pub const SEAT_SPREAD: f64 = 0.30;

/// When the seats' win rates (seat 1 first) differ by more than
/// [`SEAT_SPREAD`], the finding in words, with the figures: "seat 1 wins
/// 41 % of games and seat 4 9 %: turn order decides more than on any
/// official course (the simulation counts the tie-breaks: …)". `said` is
/// "is expected to win" or "won".
pub fn turn_order_text(win_rates: &[f64], said: &str) -> Option<String> {
    turn_order_odds(win_rates).map(|o| {
        format!(
            "seat {} {said} {:.0} % of games and seat {} {:.0} %: turn order decides more than on any official course (the simulation plays the tie-breaks: most blockades, then the highest blockade number, then who reached El Dorado first)",
            o.best + 1,
            100.0 * o.high,
            o.worst + 1,
            100.0 * o.low
        )
    })
}

/// The seats most and least likely to win, when their win rates differ by
/// more than [`SEAT_SPREAD`] (what [`turn_order_text`] words).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TurnOrderOdds {
    /// The seat most likely to win, from 0.
    pub best: usize,
    /// Its win rate.
    pub high: f64,
    /// The seat least likely to win, from 0.
    pub worst: usize,
    /// Its win rate.
    pub low: f64,
}

/// The best and worst seats by win rate (seat 1 first), when turn order
/// decides too much (a spread above [`SEAT_SPREAD`]).
pub fn turn_order_odds(win_rates: &[f64]) -> Option<TurnOrderOdds> {
    let (best, &high) = win_rates.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1))?;
    let (worst, &low) = win_rates.iter().enumerate().min_by(|a, b| a.1.total_cmp(b.1))?;
    (high - low > SEAT_SPREAD).then_some(TurnOrderOdds { best, high, worst, low })
}

/// Stall rates from this share of games up are worth a warning.
pub const STALL_WARNING: f64 = 0.01;

/// The stall rate in words, beside the figure and never folded into it, with a
/// warning from [`STALL_WARNING`] up: "0.3 % of games stalled".
pub fn stall_text(rate: f64) -> String {
    let pct = 100.0 * rate;
    if rate >= STALL_WARNING {
        format!(
            "warning: {pct:.1} % of games stalled (not counted in the rounds): a player could not reach El Dorado"
        )
    } else {
        format!("{pct:.1} % of games stalled")
    }
}

/// Games the user's round cap stopped while still moving, in words: told
/// apart from stalls, and why the run's figure is not the course's.
pub fn cut_short_text(rate: f64, round_cap: u16) -> String {
    format!(
        "{:.1} % of games were stopped at the round cap you set ({round_cap} rounds) while still \
         moving: not stalls, and not counted in the rounds, so this run does not measure the \
         course's difficulty",
        100.0 * rate
    )
}

/// Ranks, ties given their mean rank.
fn ranks(v: &[f64]) -> Vec<f64> {
    let mut idx: Vec<usize> = (0..v.len()).collect();
    idx.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && v[idx[j + 1]] == v[idx[i]] {
            j += 1;
        }
        for &k in &idx[i..=j] {
            r[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    r
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let cov: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = a.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = b.iter().map(|y| (y - mb).powi(2)).sum();
    if va <= 0.0 || vb <= 0.0 { 0.0 } else { cov / (va * vb).sqrt() }
}

/// Spearman's rank correlation.
pub fn spearman(a: &[f64], b: &[f64]) -> f64 {
    pearson(&ranks(a), &ranks(b))
}

/// How an estimate agrees with the simulation on a set of courses.
#[derive(Debug, Clone, PartialEq)]
pub struct Agreement {
    /// Courses compared.
    pub courses: usize,
    /// Spearman's rank correlation of the estimate and the simulation.
    pub spearman: f64,
    /// Share of courses whose estimate and simulation fall in the same band.
    pub same_band: f64,
    /// Courses two bands or more apart.
    pub two_apart: usize,
    /// Root mean square error, in rounds.
    pub rmse: f64,
}

/// Agreement of estimates with simulated rounds.
pub fn agreement(estimated: &[f64], simulated: &[f64]) -> Agreement {
    let band = |r: f64| Band::of(r) as i32;
    let gaps: Vec<i32> =
        estimated.iter().zip(simulated).map(|(&e, &s)| (band(e) - band(s)).abs()).collect();
    let n = estimated.len();
    Agreement {
        courses: n,
        spearman: spearman(estimated, simulated),
        same_band: gaps.iter().filter(|&&g| g == 0).count() as f64 / n.max(1) as f64,
        two_apart: gaps.iter().filter(|&&g| g >= 2).count(),
        rmse: (estimated.iter().zip(simulated).map(|(e, s)| (e - s).powi(2)).sum::<f64>()
            / n.max(1) as f64)
            .sqrt(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spearman_reads_ranks_not_values() {
        assert!(
            (spearman(&[1.0, 2.0, 3.0, 4.0], &[10.0, 20.0, 300.0, 4000.0]) - 1.0).abs() < 1e-12
        );
        assert!((spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
        assert_eq!(ranks(&[5.0, 1.0, 5.0]), vec![1.5, 0.0, 1.5]);
    }

    #[test]
    fn turn_order_is_a_finding_only_past_the_bound() {
        let said = turn_order_text(&[0.41, 0.25, 0.25, 0.09], "won").expect("32 points apart");
        assert!(said.starts_with("seat 1 won 41 % of games and seat 4 9 %: turn order decides"));
        assert_eq!(turn_order_text(&[0.30, 0.25, 0.25, 0.20], "won"), None);
        assert_eq!(turn_order_text(&[], "won"), None);
    }

    #[test]
    fn bands_follow_the_limits() {
        assert_eq!(Band::of(14.9), Band::Easy);
        assert_eq!(Band::of(15.0), Band::Moderate);
        assert_eq!(Band::of(20.99), Band::Hard);
        assert_eq!(Band::of(21.0), Band::VeryHard);
        assert_eq!(Band::Moderate.range(), "15–18 rounds");
        assert_eq!(Band::VeryHard.range(), "21 rounds or more");
        assert_eq!(Band::Easy.range(), "under 15 rounds");
    }

    #[test]
    fn the_score_runs_from_8_to_28_rounds() {
        assert_eq!(Rating::of(8.0).score, 0.0);
        assert_eq!(Rating::of(5.0).score, 0.0);
        assert_eq!(Rating::of(18.0).score, 5.0);
        assert_eq!(Rating::of(40.0).score, 10.0);
        let r = Rating::of(17.24);
        assert_eq!((r.rounds, r.score, r.band), (17.2, 4.6, Band::Moderate));
        assert_eq!(r.to_string(), "17.2 rounds (score 4.6/10, moderate)");
        assert_eq!(Rating::of(f64::NAN).rounds, 0.0);
        // The band is the shown figure's: 17.96 shows as 18.0, hard.
        assert_eq!(Rating::of(17.96).band, Band::Hard);
    }

    const OFFICIAL: [(&str, f64); 3] =
        [("Home Stretch", 16.5), ("Hills of Gold", 18.9), ("Winding Paths", 19.7)];

    #[test]
    fn a_figure_stands_between_the_official_courses() {
        let s = OfficialStanding::among(19.2, &OFFICIAL).unwrap();
        assert_eq!(s.text, "between Hills of Gold and Winding Paths");
        assert_eq!(s.above.unwrap().course, "Hills of Gold");
        assert_eq!(s.below.unwrap().course, "Winding Paths");
        assert_eq!(
            OfficialStanding::among(18.94, &OFFICIAL).unwrap().text,
            "as long as Hills of Gold"
        );
        assert_eq!(
            OfficialStanding::among(15.0, &OFFICIAL).unwrap().text,
            "quicker than every official course (Home Stretch)"
        );
        assert_eq!(
            OfficialStanding::among(23.0, &OFFICIAL).unwrap().text,
            "longer than every official course (Winding Paths)"
        );
        assert_eq!(OfficialStanding::among(20.0, &[]), None);
        // Courses with the same figure are named together.
        let tied = [("Serpentine", 20.41), ("Swamplands", 20.38), ("Witch's Cauldron", 21.4)];
        assert_eq!(
            OfficialStanding::among(20.4, &tied).unwrap().text,
            "as long as Serpentine and Swamplands"
        );
    }

    #[test]
    fn the_measurement_is_told_beside_the_estimate_in_the_same_words() {
        let (m, e) = (Some(Rating::of(17.24)), Some(Rating::of(18.63)));
        let s = OfficialStanding::among(17.24, &OFFICIAL);
        assert_eq!(
            measured_text(m, s.as_ref(), e, 4),
            "measured 17.2 rounds (score 4.6/10, moderate) with 4 players — between Home Stretch and Hills of Gold; the estimate said 18.6 rounds (score 5.3/10, hard)"
        );
        assert_eq!(measured_text(None, None, None, 4), "no game reached El Dorado");
        assert_eq!(
            estimate_text(Rating::of(19.2), OfficialStanding::among(19.2, &OFFICIAL).as_ref()),
            "about 19.2 rounds (score 5.6/10, hard) — between Hills of Gold and Winding Paths"
        );
        assert_eq!(stall_text(0.003), "0.3 % of games stalled");
        assert!(stall_text(0.13).starts_with("warning: 13.0 % of games stalled"));
    }
}
