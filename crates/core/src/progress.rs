//! How far long work has got, and the request to stop it: one type for every
//! long job (a simulation, a generator's search, the editor's worker jobs),
//! shared between the thread doing the work and the one showing it.
//!
//! The worker counts units (`done` of `total`: games, attempts) and, where
//! it finds things along the way, `found` (courses found); between units it
//! looks at [`Progress::is_cancelled`] and stops. Whoever shows the work reads
//! the counts, or is told of them: a `notify` callback (the editor's repaint)
//! is called when the counts move by a hundredth or more, not for every unit.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Called when the counts have moved (the editor asks for a repaint).
pub type Notify = Arc<dyn Fn() + Send + Sync>;

/// Shared between a worker and whoever shows its work.
#[derive(Default)]
pub struct Progress {
    done: AtomicU64,
    total: AtomicU64,
    found: AtomicU64,
    cancelled: AtomicBool,
    /// The hundredths of `total` done when `notify` was last called.
    notified: AtomicU64,
    notify: Option<Notify>,
}

impl std::fmt::Debug for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Progress")
            .field("counts", &self.counts())
            .field("found", &self.found())
            .field("cancelled", &self.is_cancelled())
            .finish()
    }
}

impl Progress {
    /// Progress nobody is told of (it is read when wanted).
    pub fn new() -> Progress {
        Progress::default()
    }

    /// Progress that calls `notify` as the counts move.
    pub fn notifying(notify: Notify) -> Progress {
        Progress { notify: Some(notify), ..Progress::default() }
    }

    /// Called by the worker: `done` of `total` units finished.
    pub fn set(&self, done: u64, total: u64) {
        self.total.store(total, Ordering::Relaxed);
        self.done.store(done.min(total), Ordering::Relaxed);
        self.moved(done, total);
    }

    /// Called by the worker (from any thread): `n` more units finished.
    pub fn add_done(&self, n: u64) {
        let done = self.done.fetch_add(n, Ordering::Relaxed) + n;
        self.moved(done, self.total.load(Ordering::Relaxed));
    }

    /// Called by the worker: `found` things found so far.
    pub fn set_found(&self, found: u64) {
        self.found.store(found, Ordering::Relaxed);
        if let Some(notify) = &self.notify {
            notify();
        }
    }

    /// Asks the worker to stop.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }

    /// Called by the worker between units: stop when this is true.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// Units done and units in all (0 in all before the worker says).
    pub fn counts(&self) -> (u64, u64) {
        (self.done.load(Ordering::Relaxed), self.total.load(Ordering::Relaxed))
    }

    /// Units done.
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }

    /// Things found so far.
    pub fn found(&self) -> u64 {
        self.found.load(Ordering::Relaxed)
    }

    /// 0.0..=1.0; 0 before the worker says how much there is.
    pub fn fraction(&self) -> f32 {
        match self.counts() {
            (_, 0) => 0.0,
            (done, total) => (done.min(total) as f64 / total as f64) as f32,
        }
    }

    /// Tells `notify` when the counts crossed a hundredth (or ended).
    fn moved(&self, done: u64, total: u64) {
        let Some(notify) = &self.notify else { return };
        let hundredths = (done.min(total) * 100).checked_div(total).unwrap_or(0);
        if self.notified.swap(hundredths, Ordering::Relaxed) != hundredths || done >= total {
            notify();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn counts_add_up_from_any_thread_and_notify_by_the_hundredth() {
        let told = Arc::new(AtomicUsize::new(0));
        let seen = Arc::clone(&told);
        let p = Progress::notifying(Arc::new(move || {
            seen.fetch_add(1, Ordering::Relaxed);
        }));
        p.set(0, 1000);
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| (0..250).for_each(|_| p.add_done(1)));
            }
        });
        assert_eq!(p.counts(), (1000, 1000));
        assert_eq!(p.fraction(), 1.0);
        let n = told.load(Ordering::Relaxed);
        assert!((100..=400).contains(&n), "told {n} times for 1,000 units");
        assert!(!p.is_cancelled());
        p.cancel();
        assert!(p.is_cancelled());
        p.set_found(3);
        assert_eq!(p.found(), 3);
    }
}
