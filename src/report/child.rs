//! Running a helper program (graphviz's `dot`, binutils' `objdump`) so that
//! it cannot outlive its use: it is killed after a time limit, when what it
//! works for is abandoned (see [`unless_abandoned`]: the web's client has
//! gone), and when this process dies (`PR_SET_PDEATHSIG`), so a report that
//! asked too much of it ends with a message and no process is left running
//! on its own.

use std::cell::RefCell;
use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

/// Says whether the work a helper does is no longer wanted.
pub type Abandoned = Arc<dyn Fn() -> bool + Send + Sync>;

thread_local! {
    /// What the helpers this thread starts consult (see [`unless_abandoned`]).
    static ABANDONED: RefCell<Option<Abandoned>> = const { RefCell::new(None) };
}

/// How often a running helper's [`Abandoned`] is asked.
const POLL: Duration = Duration::from_millis(200);

/// Runs `work`; every helper program it starts on this thread is killed
/// as soon as `abandoned` says true (asked every 200 ms), and the report
/// that started it fails. The web asks whether the page's client has
/// closed its connection.
pub fn unless_abandoned<R>(abandoned: Abandoned, work: impl FnOnce() -> R) -> R {
    /// Puts the thread's previous [`Abandoned`] back, however `work` ends
    /// (a report that panics must not keep the page's connection alive).
    struct Restore(Option<Abandoned>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let before = self.0.take();
            ABANDONED.with(|a| *a.borrow_mut() = before);
        }
    }
    let _restore = Restore(ABANDONED.with(|a| a.borrow_mut().replace(abandoned)));
    work()
}

/// How a helper ran to its end.
pub(crate) struct Finished {
    /// Its exit status.
    pub status: ExitStatus,
    /// What it wrote to its standard error.
    pub messages: String,
}

/// Why a helper did not run to its end.
pub(crate) enum Failure {
    /// It could not be started.
    Spawn(io::Error),
    /// It was still running after the time limit, and was killed.
    Late,
    /// What it worked for was abandoned, and it was killed.
    Abandoned,
    /// Its output could not be written where it was asked to go.
    Write(io::Error),
    /// It could not be waited for, or did not take its input.
    Io(io::Error),
}

/// Runs `command` with `input` on its standard input, copies its standard
/// output to `out`, and kills it after `limit`, when its work is abandoned
/// (see [`unless_abandoned`]), or when this process dies.
pub(crate) fn run(
    command: &mut Command,
    input: Vec<u8>,
    out: &mut impl Write,
    limit: Duration,
) -> Result<Finished, Failure> {
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: prctl(2) is async-signal-safe; it only asks the kernel to
    // kill the child when its parent dies.
    unsafe {
        command.pre_exec(|| {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            Ok(())
        });
    }
    let mut child = command.spawn().map_err(Failure::Spawn)?;
    // Feed the child from a thread so that a large input cannot deadlock
    // the pipes.
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let feeder = std::thread::spawn(move || stdin.write_all(&input));
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let pid = child.id() as libc::pid_t;
    let (done, timer) = std::sync::mpsc::channel::<()>();
    let abandoned = ABANDONED.with(|a| a.borrow().clone());
    let deadline = Instant::now() + limit;
    let watchdog = std::thread::spawn(move || {
        let killed = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match timer.recv_timeout(left.min(POLL)) {
                Ok(()) | Err(RecvTimeoutError::Disconnected) => return None,
                Err(RecvTimeoutError::Timeout) if left <= POLL => break Failure::Late,
                Err(RecvTimeoutError::Timeout) => {
                    if abandoned.as_ref().is_some_and(|a| a()) {
                        break Failure::Abandoned;
                    }
                }
            }
        };
        // SAFETY: kill(2) of the child, which is not reaped before this
        // thread is joined.
        unsafe { libc::kill(pid, libc::SIGKILL) };
        Some(killed)
    });
    let copied = io::copy(&mut stdout, out);
    // When the output failed (a closed pipe), the child must not block
    // writing the rest: close its stdout before waiting.
    drop(stdout);
    let waited = child.wait();
    let _ = done.send(());
    let killed = watchdog.join().expect("the watchdog does not panic");
    let status = waited.map_err(Failure::Io)?;
    if let Some(why) = killed {
        return Err(why);
    }
    let fed = feeder.join().expect("the feeder thread does not panic");
    let messages = errors.join().expect("the stderr thread does not panic");
    // Our output failing is what stopped the child, if it failed.
    copied.map_err(Failure::Write)?;
    // A child that ended well without reading all its input did not need it.
    if !status.success() {
        return Ok(Finished { status, messages });
    }
    fed.map_err(Failure::Io)?;
    Ok(Finished { status, messages })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_that_panics_gives_back_what_it_was_abandoned_by() {
        let gone: Abandoned = Arc::new(|| false);
        let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            unless_abandoned(gone, || panic!("a bug"))
        }));
        assert!(panicked.is_err());
        assert!(ABANDONED.with(|a| a.borrow().is_none()));
    }

    #[test]
    fn a_child_past_its_limit_is_killed() {
        let started = std::time::Instant::now();
        let mut out = Vec::new();
        let outcome = run(
            Command::new("sleep").arg("30"),
            Vec::new(),
            &mut out,
            Duration::from_millis(200),
        );
        assert!(matches!(outcome, Err(Failure::Late)));
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn a_child_whose_work_is_abandoned_is_killed() {
        let started = std::time::Instant::now();
        let asked = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let count = Arc::clone(&asked);
        let abandoned: Abandoned =
            Arc::new(move || count.fetch_add(1, std::sync::atomic::Ordering::SeqCst) >= 2);
        let outcome = unless_abandoned(abandoned, || {
            run(
                Command::new("sleep").arg("30"),
                Vec::new(),
                &mut Vec::new(),
                Duration::from_secs(20),
            )
        });
        assert!(matches!(outcome, Err(Failure::Abandoned)));
        assert!(started.elapsed() < Duration::from_secs(10));
        // Outside, nothing is asked.
        let outcome = run(
            &mut Command::new("true"),
            Vec::new(),
            &mut Vec::new(),
            Duration::from_secs(20),
        );
        assert!(outcome.is_ok());
        assert_eq!(asked.load(std::sync::atomic::Ordering::SeqCst), 3);
    }

    #[test]
    fn a_childs_output_and_status_are_kept() {
        let mut out = Vec::new();
        let finished = run(
            &mut Command::new("cat"),
            b"graph".to_vec(),
            &mut out,
            Duration::from_secs(30),
        )
        .ok()
        .unwrap();
        assert!(finished.status.success());
        assert_eq!(out, b"graph");
    }
}
