//! Long work (the simulation) off the UI thread: a job runs on a worker thread,
//! reports progress, can be cancelled, and hands back its result once.

use std::sync::Arc;
use std::sync::mpsc;
use std::thread::JoinHandle;

/// Asks the user interface to draw again (egui's `Context::request_repaint`),
/// so that progress shows while the UI thread is idle.
pub type Repaint = eldorado_core::progress::Notify;

/// How far a job has got, and its cancel flag: the one progress type of
/// every long work (the simulator and the generator report to it directly).
pub use eldorado_core::progress::Progress;

/// How a job ended.
#[derive(Debug, PartialEq)]
pub enum JobEnd<T> {
    /// The work's result.
    Finished(T),
    /// The work saw the cancel flag and stopped.
    Cancelled,
    /// The worker panicked; the message says why.
    Failed(String),
}

/// Work running on a worker thread.
pub struct Job<T> {
    progress: Arc<Progress>,
    result: mpsc::Receiver<JobEnd<T>>,
    handle: Option<JoinHandle<()>>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a new thread. `work` returns `None` when it saw the
    /// cancel flag and stopped early. With `repaint`, every progress report
    /// and the end of the job ask the UI to draw again.
    pub fn spawn(
        repaint: Option<Repaint>,
        work: impl FnOnce(&Progress) -> Option<T> + Send + 'static,
    ) -> Self {
        let progress = match repaint.clone() {
            Some(repaint) => Progress::notifying(repaint),
            None => Progress::new(),
        };
        Self::spawn_with(progress, repaint, work)
    }

    /// [`Job::spawn`] for work whose progress is not shown: the UI is asked
    /// to draw again only when it ends.
    pub fn spawn_quiet(
        repaint: Option<Repaint>,
        work: impl FnOnce(&Progress) -> Option<T> + Send + 'static,
    ) -> Self {
        Self::spawn_with(Progress::new(), repaint, work)
    }

    fn spawn_with(
        progress: Progress,
        repaint: Option<Repaint>,
        work: impl FnOnce(&Progress) -> Option<T> + Send + 'static,
    ) -> Self {
        let progress = Arc::new(progress);
        let (tx, rx) = mpsc::channel();
        let shared = Arc::clone(&progress);
        let handle = std::thread::Builder::new()
            .name("eldorado-job".into())
            .spawn(move || {
                let outcome = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    work(&shared)
                })) {
                    Ok(Some(v)) => JobEnd::Finished(v),
                    Ok(None) => JobEnd::Cancelled,
                    Err(e) => JobEnd::Failed(panic_message(&e)),
                };
                let _ = tx.send(outcome);
                if let Some(repaint) = repaint {
                    repaint();
                }
            })
            .expect("the system can start a thread");
        Job { progress, result: rx, handle: Some(handle) }
    }

    /// How far the work has got.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Asks the worker to stop; it ends with [`JobEnd::Cancelled`].
    pub fn cancel(&self) {
        self.progress.cancel();
    }

    /// The outcome, once, when the worker is done; `None` while it runs.
    pub fn poll(&mut self) -> Option<JobEnd<T>> {
        let outcome = self.result.try_recv().ok()?;
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
        Some(outcome)
    }

    /// Blocks until the worker is done (tests and shutdown).
    pub fn wait(mut self) -> JobEnd<T> {
        let outcome =
            self.result.recv().unwrap_or(JobEnd::Failed("the worker thread vanished".into()));
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
        outcome
    }
}

impl<T> Drop for Job<T> {
    /// A job dropped while running is told to stop; its thread ends on its own.
    fn drop(&mut self) {
        self.progress.cancel();
    }
}

fn panic_message(e: &Box<dyn std::any::Any + Send>) -> String {
    e.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| e.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "the job stopped unexpectedly".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Barrier;

    #[test]
    fn a_job_reports_progress_and_hands_back_its_result() {
        let job = Job::spawn(None, |p| {
            for i in 1..=10u64 {
                p.set(i, 10);
            }
            Some(55)
        });
        assert_eq!(job.wait(), JobEnd::Finished(55));
    }

    #[test]
    fn a_cancelled_job_stops_early() {
        let gate = Arc::new(Barrier::new(2));
        let g = Arc::clone(&gate);
        let mut job = Job::spawn(None, move |p| {
            g.wait();
            let mut n = 0u64;
            while !p.is_cancelled() {
                n += 1;
                p.set(n % 100, 100);
                std::thread::yield_now();
            }
            None::<u64>
        });
        assert!(job.poll().is_none(), "still running until cancelled");
        gate.wait();
        job.cancel();
        assert_eq!(job.wait(), JobEnd::Cancelled);
    }

    #[test]
    fn a_panicking_job_fails_with_its_message() {
        let job: Job<u8> = Job::spawn(None, |_| panic!("no course to simulate"));
        assert_eq!(job.wait(), JobEnd::Failed("no course to simulate".into()));
    }

    #[test]
    fn progress_is_a_fraction() {
        let p = Progress::default();
        assert_eq!(p.fraction(), 0.0);
        p.set(3, 4);
        assert_eq!(p.fraction(), 0.75);
        p.set(9, 4);
        assert_eq!(p.counts(), (4, 4));
    }
}
