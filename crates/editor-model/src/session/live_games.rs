//! The games the editor plays by itself after each edit of a valid course: a
//! batch of fast-bot games on one worker thread, so that every tip b and tip c
//! finding and route-choice note says what the games showed there without the
//! user opening the simulation window. The next edit cancels the batch under
//! way; the batch reads the course's one analysis (`Insights::watched`), so
//! nothing is analysed again for it.
//!
//! One thread, not the whole pool, at a lower priority than the window's:
//! the window keeps a core to itself while the games run, and goes first
//! when the machine is busy.

use std::sync::Arc;

use eldorado_core::course::Course;
use eldorado_design::run::{Simulated, Watched, simulate_watching};
use eldorado_sim::{SimConfig, SimError};

use crate::document::Stamp;
use crate::jobs::{Job, JobEnd, Repaint};

/// Games a batch plays: enough for a share within about ±3 points (95 %)
/// and a verdict that rarely moves between batches, within the time an
/// edit's evidence is to reach the screen on a two-core machine (see
/// docs/analysis.md, "Live evidence").
pub const LIVE_GAMES: u64 = 400;

/// The seed of every batch: the same course gives the same evidence.
const LIVE_SEED: u64 = 1;

type Batch = Result<Simulated, SimError>;

/// Lowers the calling thread's priority (and so that of the threads it
/// starts): on a busy machine the window's frames go first, the games take
/// what is left. Linux's nice value is the thread's own.
fn behind_the_window() {
    #[cfg(unix)]
    {
        let _ = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 10);
    }
}

/// The batch under way and the last finished one, with the courses they
/// were played on.
#[derive(Default)]
pub(crate) struct LiveGames {
    job: Option<(Stamp, Job<Batch>)>,
    finished: Option<(Stamp, Simulated)>,
    /// The course the last batch was started on, finished or not.
    started: Option<Stamp>,
}

impl LiveGames {
    /// Starts a batch on the course `stamp` names (`watched` its analysis),
    /// cancelling the one under way.
    pub fn start(
        &mut self,
        course: Course,
        stamp: Stamp,
        watched: Arc<Watched>,
        repaint: Option<Repaint>,
    ) {
        self.cancel();
        let job = Job::spawn_quiet(repaint, move |progress| {
            behind_the_window();
            let map = eldorado_core::map::Map::build(&course).ok()?;
            let config = SimConfig { games: LIVE_GAMES, seed: LIVE_SEED, ..SimConfig::default() };
            let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().ok()?;
            Some(one.install(|| simulate_watching(&map, "", &config, watched, progress)))
        });
        self.job = Some((stamp, job));
        self.started = Some(stamp);
    }

    /// The course the last batch was started on.
    pub fn started_on(&self) -> Option<Stamp> {
        self.started
    }

    /// Cancels the batch under way, if any; the next is started afresh.
    pub fn cancel(&mut self) {
        if let Some((_, job)) = self.job.take() {
            job.cancel();
        }
        self.started = None;
    }

    /// Whether a batch is under way.
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Takes a finished batch; true when one arrived.
    pub fn poll(&mut self) -> bool {
        let Some((stamp, job)) = &mut self.job else { return false };
        let Some(end) = job.poll() else { return false };
        let stamp = *stamp;
        self.job = None;
        match end {
            JobEnd::Finished(Ok(sim)) if !sim.result.cancelled => {
                self.finished = Some((stamp, sim));
                true
            }
            _ => false,
        }
    }

    /// The last finished batch, if it was played on the course `stamp` names.
    pub fn for_stamp(&self, stamp: Stamp) -> Option<&Simulated> {
        self.finished.as_ref().filter(|(s, _)| *s == stamp).map(|(_, sim)| sim)
    }
}
