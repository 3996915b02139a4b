//! One progress line for long work (a download, a large file), shown on
//! standard error only when it is a terminal, and erased when the work ends.

use std::io::{IsTerminal, Write};

/// A progress line, erased when dropped.
pub struct Progress {
    shown: bool,
}

impl Progress {
    /// Shows `what` (on a terminal) until the returned value is dropped.
    pub fn new(what: &str) -> Progress {
        let mut err = std::io::stderr();
        let shown = err.is_terminal();
        if shown {
            let _ = write!(err, "\r\x1b[K{what}…");
            let _ = err.flush();
        }
        Progress { shown }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if self.shown {
            let mut err = std::io::stderr();
            let _ = write!(err, "\r\x1b[K");
            let _ = err.flush();
        }
    }
}
