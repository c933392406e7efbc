//! ProgressDisplay of long work on standard error, so that a search or a batch of
//! games that takes minutes is never silent. On a terminal: a bar that appears
//! after a second and is cleared at the end. Elsewhere (a log file, a CI job):
//! a plain line after two seconds and then every ten. Standard output is never
//! touched, and `--quiet` turns it all off.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use eldorado_core::progress::Progress;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::output::safe;

/// The bar appears once work has lasted this long...
const BAR_AFTER: Duration = Duration::from_secs(1);
/// ...and a plain line is first written after this long...
const FIRST_LINE: Duration = Duration::from_secs(2);
/// ...then again this often.
const LINE_EVERY: Duration = Duration::from_secs(10);
/// How often the display is brought up to date.
const TICK: Duration = Duration::from_millis(100);

static QUIET: AtomicBool = AtomicBool::new(false);

/// Turns progress off for the whole run (`--quiet`).
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// What the display shows, updated by the work from any thread.
struct Shared {
    done: AtomicU64,
    detail: Mutex<String>,
}

/// Shows the progress of one piece of work until dropped.
pub struct ProgressDisplay {
    shared: Arc<Shared>,
    stop: Option<mpsc::Sender<()>>,
    ticker: Option<JoinHandle<()>>,
}

impl ProgressDisplay {
    /// Starts showing work counted in `unit` ("games", "attempts"), out of
    /// `total` if known; `doing` says what is done ("drawing the PNG").
    pub fn start(doing: &str, unit: &'static str, total: Option<u64>) -> ProgressDisplay {
        let shared =
            Arc::new(Shared { done: AtomicU64::new(0), detail: Mutex::new(String::new()) });
        if QUIET.load(Ordering::Relaxed) {
            return ProgressDisplay { shared, stop: None, ticker: None };
        }
        let (stop, stopped) = mpsc::channel();
        let display = Display {
            shared: shared.clone(),
            doing: doing.to_string(),
            unit,
            total,
            terminal: std::io::stderr().is_terminal(),
        };
        let ticker = std::thread::Builder::new()
            .name("progress".into())
            .spawn(move || display.run(&stopped))
            .ok();
        ProgressDisplay { shared, stop: Some(stop), ticker }
    }

    /// How much is done, in the unit given at the start.
    pub fn set(&self, done: u64) {
        self.shared.done.store(done, Ordering::Relaxed);
    }

    /// A few words shown after the count ("1 of 2 courses found").
    pub fn detail(&self, text: String) {
        if let Ok(mut d) = self.shared.detail.lock() {
            *d = text;
        }
    }
}

/// Runs `work` on a thread of its own with a [`Progress`] it reports to and
/// looks at: its progress is shown as `doing` ("playing games"), the counts
/// the work sets said as "N of M" in `unit`, and the first Ctrl-C (the
/// `interrupted` flag) asks it to stop. Gives what the work gave, and whether
/// it was asked to stop.
pub fn watched<T: Send>(
    doing: &str,
    unit: &'static str,
    interrupted: &AtomicBool,
    work: impl FnOnce(&Progress) -> T + Send,
) -> (T, bool) {
    let progress = Progress::new();
    let result = std::thread::scope(|scope| {
        let worker = scope.spawn(|| work(&progress));
        let display = ProgressDisplay::start(doing, unit, None);
        while !worker.is_finished() {
            if interrupted.load(Ordering::Relaxed) {
                progress.cancel();
            }
            let (done, total) = progress.counts();
            if total > 0 {
                display.detail(format!("{done} of {total} {unit}"));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        drop(display);
        worker.join()
    });
    match result {
        Ok(value) => (value, progress.is_cancelled()),
        // The work's own panic goes on as it was.
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

impl Drop for ProgressDisplay {
    /// Clears the bar; nothing more is written once this returns.
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.ticker.take() {
            let _ = t.join();
        }
    }
}

/// The ticker thread's side.
struct Display {
    shared: Arc<Shared>,
    doing: String,
    unit: &'static str,
    total: Option<u64>,
    terminal: bool,
}

impl Display {
    fn run(&self, stopped: &mpsc::Receiver<()>) {
        let started = Instant::now();
        let mut bar: Option<ProgressBar> = None;
        let mut next_line = FIRST_LINE;
        while let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(TICK) {
            let elapsed = started.elapsed();
            let done = self.shared.done.load(Ordering::Relaxed);
            let detail = self.shared.detail.lock().map(|d| d.clone()).unwrap_or_default();
            if self.terminal {
                if elapsed >= BAR_AFTER {
                    let bar = bar.get_or_insert_with(|| self.bar(elapsed));
                    bar.set_position(done);
                    bar.set_message(safe(&detail).into_owned());
                }
            } else if elapsed >= next_line {
                let _ = writeln!(std::io::stderr().lock(), "{}", self.line(done, &detail, elapsed));
                next_line += LINE_EVERY;
            }
        }
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
    }

    fn bar(&self, elapsed: Duration) -> ProgressBar {
        let template = match self.total {
            Some(_) => format!(
                "{{spinner}} {} {{bar:30}} {{pos}}/{{len}} {}  {{msg}}  {{elapsed}}, eta {{eta}}",
                self.doing, self.unit
            ),
            None => format!("{{spinner}} {} {{msg}}  {{elapsed}}", self.doing),
        };
        let bar = ProgressBar::with_draw_target(self.total, ProgressDrawTarget::stderr())
            .with_elapsed(elapsed);
        bar.set_style(
            ProgressStyle::with_template(&template)
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar.enable_steady_tick(TICK);
        bar
    }

    /// "eldorado: simulating: 4000 of 10000 games, 12 s so far".
    fn line(&self, done: u64, detail: &str, elapsed: Duration) -> String {
        let count = match self.total {
            Some(total) => format!(": {done} of {total} {}", self.unit),
            None if done > 0 => format!(": {done} {}", self.unit),
            None => String::new(),
        };
        let detail = if detail.is_empty() { String::new() } else { format!(", {detail}") };
        safe(&format!("eldorado: {}{count}{detail}, {} s so far", self.doing, elapsed.as_secs()))
            .into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_line_says_what_how_far_and_how_long() {
        let display = |total| Display {
            shared: Arc::new(Shared { done: AtomicU64::new(0), detail: Mutex::new(String::new()) }),
            doing: "searching".into(),
            unit: "attempts",
            total,
            terminal: false,
        };
        assert_eq!(
            display(Some(3000)).line(320, "1 of 2 courses found", Duration::from_secs(12)),
            "eldorado: searching: 320 of 3000 attempts, 1 of 2 courses found, 12 s so far"
        );
        assert_eq!(
            display(None).line(0, "", Duration::from_millis(2500)),
            "eldorado: searching, 2 s so far"
        );
    }
}
