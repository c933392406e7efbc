//! Ctrl-C during long work: the first one asks the work to stop and report
//! what it has done so far; a second one ends the program at once.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The exit code after Ctrl-C, as shells report a program stopped by SIGINT.
pub const EXIT_INTERRUPTED: u8 = 130;

/// A flag raised by the first Ctrl-C; a second one ends the program at once.
pub fn on_ctrl_c() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    {
        use signal_hook::consts::SIGINT;
        // Registered first, so that it sees the flag as the earlier Ctrl-C left it.
        let _ = signal_hook::flag::register_conditional_shutdown(
            SIGINT,
            i32::from(EXIT_INTERRUPTED),
            flag.clone(),
        );
        let _ = signal_hook::flag::register(SIGINT, flag.clone());
    }
    flag
}
