//! What the games showed at the route choices of the course shown: the games
//! the editor plays by itself after each edit ([`LiveGames`]), the words of a
//! run's choices in the session's language (worded once per run and
//! language), and the evidence beneath the problems panel's tip b and tip c
//! findings and route-choice notes. Every figure reads the run's own
//! analysis and watchlist (`Simulated::watched`): nothing is analysed again.

use crate::insight::GamesSaid;
use eldorado_design::route_words::{Worded, worded};
use eldorado_design::run::Simulated;
use eldorado_messages::Lang;
use eldorado_rules::BotKind;

use super::live_games::LiveGames;
use crate::document::{Document, Stamp};
use crate::jobs::Repaint;

/// The live games and the words of the runs shown.
#[derive(Default)]
pub(crate) struct RouteEvidence {
    live: LiveGames,
    /// The choices of the last run worded: its course, its games, the
    /// language, the words.
    words: Option<(Stamp, u64, Lang, Vec<Worded>)>,
}

impl RouteEvidence {
    /// The course shown changed (an edit, another course): the batch under
    /// way is cancelled; the next frame starts one on the course shown
    /// ([`RouteEvidence::follow_setting`]).
    pub fn course_changed(&mut self) {
        self.live.cancel();
    }

    /// Once a frame: with live games on, a batch starts on the course shown
    /// (a valid one) if none was started on it; off, the batch under way is
    /// cancelled.
    pub fn follow_setting(&mut self, doc: &Document, on: bool, repaint: Option<Repaint>) {
        if !on {
            self.live.cancel();
            return;
        }
        let stamp = doc.stamp();
        if self.live.started_on() == Some(stamp) || self.live.for_stamp(stamp).is_some() {
            return;
        }
        if let Some(watched) = doc.insights().watched.clone() {
            self.live.start(doc.course().clone(), stamp, watched, repaint);
        }
    }

    /// Takes a finished batch; true when one arrived.
    pub fn poll(&mut self) -> bool {
        self.live.poll()
    }

    /// Whether a batch is under way.
    pub fn is_running(&self) -> bool {
        self.live.is_running()
    }

    /// The games the findings of the course `stamp` names read: the
    /// simulation window's run of it (`window`) or the live batch, whichever
    /// played more games (each line says how many).
    pub fn best<'a>(
        &'a self,
        window: Option<&'a Simulated>,
        stamp: Stamp,
    ) -> Option<&'a Simulated> {
        let live = self.live.for_stamp(stamp);
        // Fast bots at every seat are the reference a route choice is judged
        // by: the editor's own games go before a run of another table (the
        // tactics'), which speaks only when there are none.
        let reference = |w: &Simulated| w.result.bots.iter().all(|&b| b == BotKind::Fast);
        if let (Some(w), Some(l)) = (window, live)
            && !reference(w)
        {
            return Some(l);
        }
        match (window, live) {
            (Some(w), Some(l)) if l.result.games_played > w.result.games_played => Some(l),
            (Some(w), _) => Some(w),
            (None, l) => l,
        }
    }

    /// The choices of `sim` (a run of the course `stamp` names, shown on
    /// `doc`) worded in `lang`, once per run and language.
    pub fn words(&mut self, sim: &Simulated, doc: &Document, lang: Lang) -> &[Worded] {
        let key = (doc.stamp(), sim.result.games_played, lang);
        let fresh = self.words.as_ref().is_some_and(|(s, g, l, _)| (*s, *g, *l) == key);
        if !fresh {
            let words = worded(doc.map(), &sim.watched, &sim.result.route_choices, lang);
            self.words = Some((key.0, key.1, key.2, words));
        }
        self.words.as_ref().map_or(&[], |(_, _, _, w)| w.as_slice())
    }

    /// The words last made, if they are of the course `stamp` names in `lang`.
    pub fn words_made(&self, stamp: Stamp, lang: Lang) -> Option<&[Worded]> {
        let (s, _, l, w) = self.words.as_ref()?;
        (*s == stamp && *l == lang).then_some(w.as_slice())
    }

    /// Beneath each remark of `doc` that speaks of a watched choice, what
    /// the games of `sim` showed there, in `lang` (nothing without games).
    pub fn annotate(
        doc: &mut Document,
        sim: Option<&Simulated>,
        tactics: Option<&Simulated>,
        lang: Lang,
    ) {
        let remarks = &doc.insights().remarks;
        let found: Vec<Option<GamesSaid>> = match sim {
            Some(sim) => crate::route_evidence::for_remarks(remarks, doc.map(), sim, tactics, lang)
                .into_iter()
                .zip(remarks)
                .map(|(route, r)| {
                    route.or_else(|| crate::fairness_evidence::for_remark(r, sim, lang))
                })
                .collect(),
            None => vec![None; remarks.len()],
        };
        for (remark, games) in doc.insights_mut().remarks.iter_mut().zip(found) {
            remark.games = games;
        }
    }
}
