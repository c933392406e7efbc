//! The runs: the simulation window's games, the generator, the games the
//! editor plays by itself after each edit, and their words — the heat map
//! and route layers of the last run, kept over the course it was made on,
//! and the evidence beneath the problems panel's findings.

use super::evidence::RouteEvidence;
use super::generation::Generation;
use super::simulation::{self, Simulation};
use super::{Session, WindowEffect};
use crate::document::{Document, Stamp};
use crate::insight::OverlayKind;
use crate::request::{Measured, Notice};
use eldorado_analysis::difficulty::Rating;
use eldorado_core::course::Course;
use eldorado_design::two_players;
use eldorado_messages::Lang;

/// The runs and what they left.
#[derive(Default)]
pub(super) struct Runs {
    pub simulation: Simulation,
    pub generation: Generation,
    /// The live games after each edit, and the words of the runs shown.
    pub evidence: RouteEvidence,
    /// The course that was open before a generated one, with its history:
    /// Undo past the generated course's first edit goes back to it.
    pub before_generated: Option<Document>,
    /// What the generator's confirmation measured on the generated course
    /// opened last, the course it measured, and the estimate for as many
    /// players to stand beside it (worked out once, when it opened: with two
    /// players it is played, [`eldorado_design::two_players`]).
    pub generated_measure: Option<(Stamp, Measured, Option<Rating>)>,
}

impl Runs {
    /// Whether a run is under way (the simulation, the generator, live games).
    pub fn is_running(&self) -> bool {
        self.simulation.is_running() || self.generation.is_running() || self.evidence.is_running()
    }

    /// The heatmap is drawn over the course its games were played on, and
    /// only there: the insights are rebuilt after every change, so it is put
    /// back whenever that course is shown again.
    pub fn keep_heatmap(&mut self, doc: &mut Document, lang: Lang) {
        let stamp = doc.stamp();
        if let Some(sim) = self.simulation.simulated_for(stamp)
            && !doc.insights().overlays.contains_key(&OverlayKind::SimulationHeatmap)
        {
            let heat = simulation::heatmap(&sim.result, lang);
            // A new run, or the same in another language: its choices named again.
            let words = self.evidence.words(sim, doc, lang);
            let routes = (!sim.result.route_choices.is_empty())
                .then(|| simulation::route_usage(sim, doc.map(), words, lang));
            doc.insights_mut().set_overlay(OverlayKind::SimulationHeatmap, heat);
            if let Some(routes) = routes {
                doc.insights_mut().set_overlay(OverlayKind::RouteUsage, routes);
            }
        }
        self.keep_route_evidence(doc, lang);
    }

    /// The run's layers made again (a new run, another language), on the
    /// same course too.
    pub fn word_layers_again(&mut self, doc: &mut Document, lang: Lang) {
        let overlays = &mut doc.insights_mut().overlays;
        overlays.remove(&OverlayKind::SimulationHeatmap);
        overlays.remove(&OverlayKind::RouteUsage);
        self.keep_heatmap(doc, lang);
    }

    /// Beneath each tip b and tip c finding and route-choice note, what the
    /// games of the course shown said of it, in `lang`.
    pub fn keep_route_evidence(&self, doc: &mut Document, lang: Lang) {
        let stamp = doc.stamp();
        let window = self.simulation.simulated_for(stamp);
        let sim = self.evidence.best(window, stamp);
        // The window's run of a mixed table says who took which way.
        let tactics = window.filter(|w| {
            w.result.route_choices.iter().any(|u| u.ways.iter().any(|x| !x.by_bot.is_empty()))
        });
        RouteEvidence::annotate(doc, sim, tactics, lang);
    }

    /// See [`Session::measured_difficulty`].
    pub fn measured_difficulty(&self, doc: &Document, lang: Lang) -> Option<String> {
        // A run the user's round cap cut short measured the games it let
        // finish, not the course: the estimate (or the generator's measure)
        // stands. So does a run of another table than the reference (fast
        // bots at every seat): the course's difficulty is one figure, the
        // reference table's; a table of tactics measures the tactics.
        if let Some(r) = self.simulation.result_for(doc.stamp())
            && r.stalls.cut_short == 0
            && r.bots.iter().all(|&b| b == eldorado_rules::BotKind::Fast)
        {
            return Some(simulation::measured_words(lang, &r.difficulty, r.players));
        }
        let (stamp, m, estimate) = self.generated_measure.as_ref()?;
        if *stamp != doc.stamp() {
            return None;
        }
        let standing = eldorado_sim::montecarlo::measured_standing(m.rounds, m.players);
        Some(simulation::measured_figures_words(
            lang,
            Some(Rating::of(m.rounds)),
            standing.as_ref(),
            *estimate,
            m.players,
        ))
    }
}

impl Session {
    /// The simulation panel's model.
    pub fn simulation(&self) -> &Simulation {
        &self.runs.simulation
    }
    /// The simulation's settings and state, for the panel's fields.
    pub fn simulation_mut(&mut self) -> &mut Simulation {
        &mut self.runs.simulation
    }
    /// Whether the last simulation's result was made on the course shown.
    pub fn simulation_is_current(&self) -> bool {
        self.runs.simulation.result_for(self.doc.stamp()).is_some()
    }
    /// The generator's model.
    pub fn generation(&self) -> &Generation {
        &self.runs.generation
    }
    /// The generator's settings and state, for the window's fields.
    pub fn generation_mut(&mut self) -> &mut Generation {
        &mut self.runs.generation
    }
    /// The generated course that Undo would close, once its own history is
    /// undone: its name.
    pub fn undo_closes(&self) -> Option<String> {
        self.runs.before_generated.as_ref().map(|_| self.doc.display_name())
    }
    /// The route choices of the last run named in the session's language,
    /// in the run's order, when that run was made on the course shown.
    pub fn route_words(&self) -> Option<&[eldorado_design::route_words::Worded]> {
        self.runs.simulation.result_for(self.doc.stamp())?;
        self.runs.evidence.words_made(self.doc.stamp(), self.lang)
    }
    /// Whether the editor is playing its games of the course shown (after
    /// an edit), whose evidence the findings will carry.
    pub fn live_games_running(&self) -> bool {
        self.runs.evidence.is_running()
    }

    /// The difficulty the status bar shows once the course shown has been
    /// measured — by the last simulation, or by the generator's confirmation
    /// of the generated course just opened: the measured figure with the
    /// estimate for as many players beside it, both rated the same way, in
    /// the simulation panel's words. `None` while nothing measured it: the
    /// static estimate stands alone.
    pub fn measured_difficulty(&self) -> Option<String> {
        self.runs.measured_difficulty(&self.doc, self.lang)
    }

    /// Once a frame: the results of finished runs, and the live games
    /// started on the course shown (or stopped) as the settings say.
    pub(super) fn runs_tick(&mut self) {
        if self.runs.simulation.poll(self.lang) {
            // A new run's layers replace the last run's, on the same course too.
            self.runs.word_layers_again(&mut self.doc, self.lang);
            // The heat map is what a run is for: shown at once, not hidden in a menu.
            if self.runs.simulation.result_for(self.doc.stamp()).is_some() {
                self.effects.push(WindowEffect::ShowOverlay(OverlayKind::SimulationHeatmap));
            }
            self.effects.push(WindowEffect::Repaint);
        }
        if self.runs.generation.poll(self.lang) {
            self.effects.push(WindowEffect::Repaint);
        }
        let repaint = self.repaint.clone();
        self.runs.evidence.follow_setting(&self.doc, self.files.settings.live_games, repaint);
        if self.runs.evidence.poll() {
            self.runs.keep_route_evidence(&mut self.doc, self.lang);
            self.effects.push(WindowEffect::Repaint);
        }
    }

    pub(super) fn run_simulation(&mut self) {
        if self.runs.simulation.is_running() {
            return;
        }
        if !self.doc.assembly().is_valid() {
            self.notices.last = Some(Notice::refused(self.say("editor-notice-fix-first", &[])));
            return;
        }
        let (course, stamp) = (self.doc.course().clone(), self.doc.stamp());
        let Some(watched) = self.doc.insights().watched.clone() else { return };
        self.runs.simulation.start(course, stamp, watched, self.repaint.clone());
    }

    /// Starts the generator's search for new courses.
    pub(super) fn generate(&mut self) {
        self.runs.generation.start(None, self.repaint.clone());
    }

    /// Starts the generator's search for courses that complete the one shown.
    pub(super) fn complete(&mut self) {
        let from = (self.doc.display_name(), self.doc.course().clone());
        self.runs.generation.start(Some(from), self.repaint.clone());
    }

    /// Opens a generated course, in no file yet and unsaved (New or Open
    /// asks before it goes); Undo past its first edit brings back the
    /// course open before it.
    pub(super) fn open_generated(&mut self, course: Course, measured: Measured) {
        let name = course.name.clone();
        // Over the editor's untouched course, Undo past the first edit
        // brings it back; beside another course, that one keeps its tab.
        let replacing = self.room_for_a_course();
        let before = self.show(Document::imported(self.lang, course, name.clone()));
        self.runs.before_generated = replacing.then_some(before);
        let estimate = if measured.players == two_players::PLAYERS {
            two_players::estimate(self.doc.map()).map(|(rating, _)| rating)
        } else {
            let estimates = &self.doc.insights().estimates;
            estimates.iter().find(|(p, _)| *p == measured.players).map(|(_, r)| *r)
        };
        self.runs.generated_measure = Some((self.doc.stamp(), measured, estimate));
        self.notices.last = Some(Notice::info(
            self.say("editor-notice-opened-generated", &[("name", name.into())]),
        ));
    }
}
