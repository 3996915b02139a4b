//! One progress line for long work (a download, reading a large profile,
//! symbolizing many addresses), shown on standard error only when it is a
//! terminal, and erased when the work ends.

use std::io::{IsTerminal, Read, Write};
use std::time::{Duration, Instant};

/// Work that ends sooner than this shows no line (no flicker); the
/// environment's `PROFILE_ANALYZE_PROGRESS_DELAY_MS` sets another delay.
const QUIET: Duration = Duration::from_millis(300);
/// The line is redrawn at most this often.
const REDRAW: Duration = Duration::from_millis(100);

/// A progress line, erased when dropped.
pub struct Progress {
    what: String,
    /// True on a terminal.
    terminal: bool,
    /// True once the line is on the screen.
    shown: bool,
    /// When the work started, and how long it stays quiet.
    started: Instant,
    quiet: Duration,
    /// When the line was drawn last.
    drawn: Option<Instant>,
}

impl Progress {
    /// Shows `what` now (on a terminal) until the returned value is dropped.
    pub fn new(what: &str) -> Progress {
        let mut progress = Progress::delayed(what);
        progress.draw(&format!("{what}…"));
        progress
    }

    /// Shows `what` with how much is done, as [`Progress::update`] says,
    /// once the work has taken long enough to be worth a line.
    pub fn delayed(what: &str) -> Progress {
        let quiet = std::env::var("PROFILE_ANALYZE_PROGRESS_DELAY_MS")
            .ok()
            .and_then(|ms| ms.parse().ok())
            .map_or(QUIET, Duration::from_millis);
        Progress {
            what: what.to_string(),
            terminal: std::io::stderr().is_terminal(),
            shown: false,
            started: Instant::now(),
            quiet,
            drawn: None,
        }
    }

    /// Says that `done` of `total` (0 when unknown) units of work are done.
    pub fn update(&mut self, done: u64, total: u64) {
        let recent = self.drawn.is_some_and(|at| at.elapsed() < REDRAW);
        if !self.terminal || self.started.elapsed() < self.quiet || recent {
            return;
        }
        let line = match total {
            0 => format!("{}: {done}…", self.what),
            _ => format!(
                "{}: {}%…",
                self.what,
                done.saturating_mul(100) / total.max(1)
            ),
        };
        self.draw(&line);
    }

    fn draw(&mut self, line: &str) {
        if self.terminal {
            let mut err = std::io::stderr();
            let _ = write!(err, "\r\x1b[K{line}");
            let _ = err.flush();
            self.shown = true;
            self.drawn = Some(Instant::now());
        }
    }

    /// `inner`, read with this line saying how much of `total` bytes is read.
    pub fn reader<R: Read>(self, inner: R, total: u64) -> ProgressReader<R> {
        ProgressReader {
            inner,
            progress: self,
            read: 0,
            total,
        }
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

/// A reader that shows how much of its input it has read.
pub struct ProgressReader<R> {
    inner: R,
    progress: Progress,
    read: u64,
    total: u64,
}

impl<R: Read> Read for ProgressReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read += n as u64;
        self.progress.update(self.read, self.total);
        Ok(n)
    }
}

impl<R: std::io::Seek> std::io::Seek for ProgressReader<R> {
    fn seek(&mut self, pos: std::io::SeekFrom) -> std::io::Result<u64> {
        let at = self.inner.seek(pos)?;
        self.read = at;
        Ok(at)
    }
}
