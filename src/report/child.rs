//! Running a helper program (graphviz's `dot`, binutils' `objdump`) so that
//! it cannot outlive its use: it is killed after a time limit, and when
//! this process dies (`PR_SET_PDEATHSIG`), so a report that asked too much
//! of it ends with a message and no process is left running on its own.

use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitStatus, Stdio};
use std::time::Duration;

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
    /// Its output could not be written where it was asked to go.
    Write(io::Error),
    /// It could not be waited for, or did not take its input.
    Io(io::Error),
}

/// Runs `command` with `input` on its standard input, copies its standard
/// output to `out`, and kills it after `limit` (or when this process
/// dies).
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
    let watchdog = std::thread::spawn(move || {
        let late = timer.recv_timeout(limit).is_err();
        if late {
            // SAFETY: kill(2) of the child, which is not reaped before
            // this thread is joined.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        late
    });
    let copied = io::copy(&mut stdout, out);
    // When the output failed (a closed pipe), the child must not block
    // writing the rest: close its stdout before waiting.
    drop(stdout);
    let waited = child.wait();
    let _ = done.send(());
    let late = watchdog.join().expect("the watchdog does not panic");
    let status = waited.map_err(Failure::Io)?;
    if late {
        return Err(Failure::Late);
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
