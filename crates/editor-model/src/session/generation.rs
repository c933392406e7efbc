//! Course > Generate…'s model: the generator's choices (a band or a range of
//! rounds, players, the pieces owned, strips, caves, how many, seed), the
//! search on a worker thread with progress and cancel, and the candidates
//! found. The candidates are made from the choices, not from the open course,
//! so they stay listed whatever course is open.
//!
//! Course > Complete… is the same search started from the open course as it
//! stands when asked ([`Generation::start`] with a course): its pieces are
//! kept exactly and only pieces it does not use are added. The completions
//! are new courses; the course they were made from keeps its name beside them.

use eldorado_analysis::difficulty::Band;
use eldorado_core::course::Course;
use eldorado_core::text::capitalise;
use eldorado_design::generate::pieces::PieceSet;
use eldorado_design::generate::refusal::Shortfall;
use eldorado_design::generate::{self, Candidate, GenerateError, Generated, Options, bands};
use eldorado_messages::{Lang, text, text_with};

use crate::jobs::{Job, JobEnd, Repaint};

/// What the user asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerateSettings {
    /// A band to generate for, or `None` for the range of rounds below.
    pub band: Option<Band>,
    /// Mean finishing rounds, low to high, when no band is chosen.
    pub rounds: (f64, f64),
    /// 2 to 4: who the simulation seats.
    pub players: u8,
    /// How many courses to find.
    pub count: usize,
    /// Seed of the search.
    pub seed: u64,
    /// Whether strips may be used.
    pub strips: bool,
    /// Play the caves variant in the simulation.
    pub caves: bool,
    /// The fewest real route choices each course must offer.
    pub branches: usize,
    /// Numbered blockades chosen toward the order, rather than dealt at random.
    pub chosen_blockades: bool,
    /// Each terrain board and strip of the box, and whether it may be used.
    pub owned: Vec<([&'static str; 2], bool)>,
}

impl Default for GenerateSettings {
    fn default() -> Self {
        let all = PieceSet::whole_box(true);
        GenerateSettings {
            band: Some(Band::Moderate),
            rounds: (16.0, 18.0),
            players: 4,
            count: 3,
            seed: 1,
            strips: false,
            caves: false,
            branches: 0,
            chosen_blockades: false,
            owned: all.boards.iter().chain(&all.strips).map(|&p| (p, true)).collect(),
        }
    }
}

impl GenerateSettings {
    /// The generator's options for these settings.
    pub fn options(&self) -> Options {
        let rounds = self.band.map_or(self.rounds, bands::target);
        let all = PieceSet::whole_box(true);
        let owned = |p: &[&'static str; 2]| self.owned.iter().any(|(q, on)| q == p && *on);
        let pieces = PieceSet {
            boards: all.boards.iter().copied().filter(|p| owned(p)).collect(),
            strips: all.strips.iter().copied().filter(|p| self.strips && owned(p)).collect(),
            ..all
        };
        Options {
            players: self.players,
            rounds,
            pieces,
            caves: self.caves,
            count: self.count,
            seed: self.seed,
            branches: self.branches,
            blockades: if self.chosen_blockades {
                generate::BlockadeDeal::Chosen
            } else {
                generate::BlockadeDeal::Random
            },
            ..Options::default()
        }
    }
}

type Search = Result<Generated, GenerateError>;

/// How a search that gave fewer courses than asked ended, kept as data and
/// worded when shown, in the language shown then.
#[derive(Debug, Clone)]
enum Ended {
    /// The order was refused, or nothing was found.
    Refused(GenerateError),
    /// Fewer courses than asked were found.
    Short(Shortfall),
    /// Stopped by the user after this many attempts.
    CancelledAfter(u64),
    /// Stopped by the user before the search had said anything.
    Cancelled,
    /// The search's thread failed (a fault of the program, said as it came).
    Failed(String),
}

impl Ended {
    fn said(&self, lang: Lang) -> String {
        match self {
            Ended::Refused(e) => capitalise(&e.said(lang)),
            Ended::Short(s) => capitalise(&s.said(lang)),
            Ended::CancelledAfter(n) => {
                text_with(lang, "editor-generate-cancelled-after", &[("count", (*n).into())])
            }
            Ended::Cancelled => text(lang, "editor-generate-cancelled"),
            Ended::Failed(why) => {
                text_with(lang, "editor-generate-failed", &[("why", why.as_str().into())])
            }
        }
    }
}

/// The generator: its settings, the search going on, and what it found.
#[derive(Default)]
pub struct Generation {
    /// What the next search looks for.
    pub settings: GenerateSettings,
    job: Option<Job<Search>>,
    candidates: Vec<Candidate>,
    /// What each candidate's games showed at its route choices, one line
    /// each, in each language (`Lang::ALL`'s order).
    route_evidence: Vec<Vec<Vec<String>>>,
    /// Why the last search found nothing, or fewer than asked.
    message: Option<Ended>,
    /// The name of the course the last search completed, if it completed one.
    completing: Option<String>,
}

impl Generation {
    /// Whether a search is going on.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// While a search is going on: courses found, attempts made and the
    /// attempts it may make, and the fraction of them made.
    pub fn progress(&self) -> Option<(usize, u64, u64, f32)> {
        self.job.as_ref().map(|j| {
            let (done, total) = j.progress().counts();
            (j.progress().found() as usize, done, total, j.progress().fraction())
        })
    }

    /// The courses the last search found.
    pub fn candidates(&self) -> &[Candidate] {
        &self.candidates
    }

    /// What the games of candidate `i` showed at each of its route choices,
    /// one line each, in `lang`.
    pub fn route_evidence(&self, i: usize, lang: Lang) -> &[String] {
        let l = Lang::ALL.iter().position(|&x| x == lang).unwrap_or(0);
        self.route_evidence.get(i).and_then(|e| e.get(l)).map_or(&[], |e| e.as_slice())
    }

    /// Why the last search found nothing, or fewer than asked, in `lang`.
    pub fn message(&self, lang: Lang) -> Option<String> {
        self.message.as_ref().map(|m| m.said(lang))
    }

    /// The name of the course the last (or running) search completes; `None`
    /// for a search of new courses.
    pub fn completing(&self) -> Option<&str> {
        self.completing.as_deref()
    }

    /// Starts a search on a worker thread: of new courses, or of courses that
    /// complete `from`.
    pub(crate) fn start(&mut self, from: Option<(String, Course)>, repaint: Option<Repaint>) {
        let mut options = self.settings.options();
        self.completing = from.as_ref().map(|(name, _)| name.clone());
        options.from = from.map(|(_, course)| course);
        self.candidates.clear();
        self.route_evidence.clear();
        self.message = None;
        self.job = Some(Job::spawn(repaint, move |progress| {
            // A cancelled search still hands back the courses it found.
            Some(generate::generate(&options, progress))
        }));
    }

    /// Asks the search to stop.
    pub(crate) fn cancel(&self) {
        if let Some(job) = &self.job {
            job.cancel();
        }
    }

    /// Takes the search's result once it has ended, its courses named in
    /// `lang`; true when something changed.
    pub(crate) fn poll(&mut self, lang: Lang) -> bool {
        let Some(job) = &mut self.job else { return false };
        let Some(end) = job.poll() else { return false };
        self.job = None;
        match end {
            JobEnd::Finished(Ok(outcome)) => {
                self.message = if outcome.cancelled {
                    Some(Ended::CancelledAfter(outcome.attempts))
                } else {
                    outcome.shortfall.clone().map(Ended::Short)
                };
                self.candidates = outcome.candidates;
                for c in &mut self.candidates {
                    c.provenance.apply(&mut c.course, lang);
                }
                self.route_evidence = self.candidates.iter().map(evidence_in_each).collect();
            }
            JobEnd::Finished(Err(e)) => self.message = Some(Ended::Refused(e)),
            JobEnd::Cancelled => self.message = Some(Ended::Cancelled),
            JobEnd::Failed(why) => self.message = Some(Ended::Failed(why)),
        }
        true
    }
}

/// A candidate's route evidence in each language, worded once when the
/// search ends rather than at every frame.
fn evidence_in_each(c: &Candidate) -> Vec<Vec<String>> {
    let Ok(map) = eldorado_core::map::Map::build(&c.course) else { return Vec::new() };
    Lang::ALL
        .iter()
        .map(|&lang| eldorado_design::route_words::lines(&map, &c.watched, &c.route_usage, lang))
        .collect()
}

/// What the search's games measured on candidate `c`, beside its estimate,
/// in `lang` (the words of [`Candidate::said`], which is English).
pub fn measured_words(lang: Lang, c: &Candidate) -> String {
    use eldorado_core::rating::Rating;
    let standing = eldorado_sim::montecarlo::measured_standing(c.rounds, c.players);
    super::simulation::measured_figures_words(
        lang,
        Some(Rating::of(c.rounds)),
        standing.as_ref(),
        Some(Rating::of(c.estimate)),
        c.players,
    )
}
