//! Profiles from pipes, devices and files that change while they are read:
//! a profile is read once, as a stream; what is not a file is refused in
//! one line; a profile or binary cut while it is read ends in a report or
//! an error, never in a signal.

use crate::common::{one_line_error, profile, run, run_with_stdin, scratch, stdout_ok, testdata};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn bin(program: &str) -> PathBuf {
    testdata().join("bin").join(program)
}

fn exe() -> Command {
    Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
}

#[test]
fn a_profile_from_a_pipe_is_read_once_with_or_without_a_program() {
    // A CPU profile (streamed) and a gmon.out (which needs the program's
    // facts before it can be read): each from a pipe equals the file.
    for (program, prof) in [
        ("c_pie_O0", profile("c_pie_O0")),
        ("gmon_static", testdata().join("prof/gmon_static.gmon")),
    ] {
        let program = bin(program);
        let program = program.to_str().unwrap();
        let from_file = stdout_ok(&run(&["--text", program, prof.to_str().unwrap()]));
        let bytes = std::fs::read(&prof).unwrap();
        let from_pipe = stdout_ok(&run_with_stdin(&["--text", program, "/dev/stdin"], bytes));
        assert_eq!(from_pipe, from_file, "{}", prof.display());
        assert!(from_file.starts_with("Total: "), "{from_file}");
    }
}

/// A profile from a pipe (or a long file) is read while the program is
/// opened and its DWARF read, on another thread: the names, the profile
/// written back and what `--verbose` says was searched are those of the
/// same profile read first, from a file.
#[test]
fn a_program_opened_while_the_profile_is_read_names_it_alike() {
    let program = bin("c_pie_O0");
    let program = program.to_str().unwrap();
    let prof = profile("c_pie_O0");
    let bytes = std::fs::read(&prof).unwrap();
    for report in ["--raw", "--traces"] {
        let args = ["--verbose", report, program];
        let from_file = run(&[&args[..], &[prof.to_str().unwrap()]].concat());
        let from_pipe = run_with_stdin(&[&args[..], &["/dev/stdin"]].concat(), bytes.clone());
        assert!(from_file.status.success() && from_pipe.status.success());
        assert_eq!(from_pipe.stdout, from_file.stdout, "{report}");
        let searched = |out: &Output| -> Vec<String> {
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .filter(|l| l.contains("searched:"))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(searched(&from_pipe), searched(&from_file), "{report}");
        assert!(
            searched(&from_file)
                .iter()
                .any(|l| l.ends_with("c_pie_O0: its own DWARF")),
            "{:?}",
            searched(&from_file)
        );
    }
}

#[test]
fn two_profiles_from_process_substitution_are_added() {
    let prof = profile("c_pie_O0");
    let program = bin("c_pie_O0");
    let out = Command::new("bash")
        .arg("-c")
        .arg(r#"exec "$0" --text "$1" <(cat "$2") <(cat "$2")"#)
        .arg(env!("CARGO_BIN_EXE_profile-analyze"))
        .arg(&program)
        .arg(&prof)
        .output()
        .unwrap();
    let twice = stdout_ok(&out);
    let p = prof.to_str().unwrap();
    let files = stdout_ok(&run(&["--text", program.to_str().unwrap(), p, p]));
    assert_eq!(twice, files);
    // Without the program: the first pipe is a profile, not the program.
    let out = Command::new("bash")
        .arg("-c")
        .arg(r#"exec "$0" --raw <(cat "$1") <(cat "$1")"#)
        .arg(env!("CARGO_BIN_EXE_profile-analyze"))
        .arg(&prof)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("not an ELF"), "{stderr}");
    assert!(!stderr.contains("not a profile"), "{stderr}");
}

/// Makes a named pipe at `path`.
fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn devices_pipes_and_directories_are_refused_in_one_line() {
    let prof = profile("c_pie_O0");
    let prof = prof.to_str().unwrap();
    let dir = scratch("not-files");
    let fifo = dir.join("fifo");
    mkfifo(&fifo);
    let fifo = fifo.to_str().unwrap();
    let dir = dir.path().to_str().unwrap();
    let program = bin("c_pie_O0");
    let program = program.to_str().unwrap();
    // As the profile: never read to its (absent) end.
    one_line_error(
        &["--text", "/dev/zero"],
        "/dev/zero: is a device, not a file",
    );
    one_line_error(&["--text", program, "/dev/zero"], "/dev/zero: is a device");
    one_line_error(&["--text", program, "/dev/null"], "/dev/null: is a device");
    one_line_error(&["--text", program, dir], "is a directory, not a profile");
    // As the program: a named pipe no one writes to is not waited for.
    one_line_error(
        &["--text", "/dev/zero", prof],
        "/dev/zero: is not a regular file",
    );
    one_line_error(&["--text", fifo, prof], "fifo: is not a regular file");
    one_line_error(&["--text", dir, prof], "is a directory, not an ELF file");
}

#[test]
fn a_named_pipe_with_a_writer_is_a_profile() {
    let dir = scratch("fifo");
    let fifo = dir.join("prof");
    mkfifo(&fifo);
    let prof = profile("c_pie_O0");
    let bytes = std::fs::read(&prof).unwrap();
    let to = fifo.clone();
    let writer = std::thread::spawn(move || {
        let _ = std::fs::write(&to, bytes);
    });
    let program = bin("c_pie_O0");
    let out = stdout_ok(&run(&[
        "--text",
        program.to_str().unwrap(),
        fifo.to_str().unwrap(),
    ]));
    writer.join().unwrap();
    let file = stdout_ok(&run(&[
        "--text",
        program.to_str().unwrap(),
        prof.to_str().unwrap(),
    ]));
    assert_eq!(out, file);
    // A writer that opens the pipe after the reader did is waited for.
    let (to, bytes) = (fifo.clone(), std::fs::read(&prof).unwrap());
    let late = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(1));
        let _ = std::fs::write(&to, bytes);
    });
    let out = stdout_ok(&run(&[
        "--text",
        program.to_str().unwrap(),
        fifo.to_str().unwrap(),
    ]));
    late.join().unwrap();
    assert_eq!(out, file);
}

/// The 64-bit little-endian words of a gperftools profile.
fn words(bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks_exact(8)
        .map(|w| u64::from_le_bytes(w.try_into().unwrap()))
        .collect()
}

/// A long profile made of `copies` copies of `prof`'s records (the same
/// stacks, so the same report with every count times `copies`), with
/// `prof`'s trailer and mapped-objects text.
fn long_profile(prof: &Path, copies: usize) -> Vec<u8> {
    let bytes = std::fs::read(prof).unwrap();
    let w = words(&bytes);
    let header = 2 + w[1] as usize;
    let mut i = header;
    while !(w[i] == 0 && w[i + 1] == 1 && w[i + 2] == 0) {
        i += 2 + w[i + 1] as usize;
    }
    let (records, trailer) = (&bytes[header * 8..i * 8], &bytes[i * 8..]);
    let mut out = bytes[..header * 8].to_vec();
    for _ in 0..copies {
        out.extend_from_slice(records);
    }
    out.extend_from_slice(trailer);
    out
}

/// The read position of `child`'s descriptor open on `file`, if any.
fn read_position(child: &Child, file: &Path) -> Option<u64> {
    let fds = format!("/proc/{}/fd", child.id());
    for entry in std::fs::read_dir(&fds).ok()?.flatten() {
        if std::fs::read_link(entry.path()).ok().as_deref() == Some(file) {
            let info = std::fs::read_to_string(format!(
                "/proc/{}/fdinfo/{}",
                child.id(),
                entry.file_name().to_str()?
            ))
            .ok()?;
            return info
                .lines()
                .find_map(|l| l.strip_prefix("pos:"))
                .and_then(|p| p.trim().parse().ok());
        }
    }
    None
}

/// True when `child`'s memory maps include `file`.
fn maps(child: &Child, file: &Path) -> bool {
    std::fs::read_to_string(format!("/proc/{}/maps", child.id()))
        .is_ok_and(|m| m.contains(file.to_str().unwrap()))
}

fn signal(child: &Child, signal: &str) {
    let status = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(child.id().to_string())
        .status()
        .unwrap();
    assert!(status.success());
}

/// Starts `args`, waits (a minute at most) until `ready` says the moment
/// has come, stops the process, runs `change` (which says whether it
/// changed anything while the process was stopped), lets it go on, and
/// returns its output and whether the change was made.
fn change_while_running(
    args: &[&str],
    ready: impl Fn(&Child) -> bool,
    change: impl FnOnce(&Child) -> bool,
) -> (Output, bool) {
    let mut child = exe()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let watchdog = Instant::now() + Duration::from_secs(60);
    let mut changed = false;
    while Instant::now() < watchdog {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if ready(&child) {
            signal(&child, "STOP");
            changed = change(&child);
            signal(&child, "CONT");
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let out = child.wait_with_output().unwrap();
    (out, changed)
}

#[test]
fn a_profile_truncated_while_it_is_read_is_a_profile_cut_short() {
    let dir = scratch("shrinks");
    let program = bin("c_pie_O0");
    // Large enough that a debug build is caught reading it; a run that
    // ends first is retried with a longer file.
    for copies in [2000, 8000, 32000] {
        let prof = dir.join("long.prof");
        std::fs::write(&prof, long_profile(&profile("c_pie_O0"), copies)).unwrap();
        let length = std::fs::metadata(&prof).unwrap().len();
        let (out, changed) = change_while_running(
            &["--text", program.to_str().unwrap(), prof.to_str().unwrap()],
            |child| read_position(child, &prof).is_some_and(|pos| pos > 0),
            |child| match read_position(child, &prof) {
                Some(pos) if pos < length => {
                    // Cut the file well before what has been read.
                    let file = std::fs::OpenOptions::new().write(true).open(&prof).unwrap();
                    file.set_len(pos / 2).unwrap();
                    true
                }
                _ => false,
            },
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.signal(), None, "{stderr}");
        assert!(out.status.success(), "{stderr}");
        if changed {
            assert!(stderr.contains("profile cut short at byte"), "{stderr}");
            let text = String::from_utf8_lossy(&out.stdout);
            let total: u64 = text
                .strip_prefix("Total: ")
                .and_then(|t| t.split(' ').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{text}"));
            assert!(0 < total && total < 170 * copies as u64, "{text}");
            return;
        }
    }
    panic!("profile-analyze read every long profile before it could be cut");
}

#[test]
fn a_program_truncated_while_it_is_mapped_is_an_error_not_a_signal() {
    let dir = scratch("binary-shrinks");
    let program = dir.join("c_pie_O0");
    std::fs::copy(bin("c_pie_O0"), &program).unwrap();
    let prof = profile("c_pie_O0");
    let (out, changed) = change_while_running(
        &[
            "--disasm=.",
            program.to_str().unwrap(),
            prof.to_str().unwrap(),
        ],
        |child| maps(child, &program),
        |_| {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .open(&program)
                .unwrap();
            file.set_len(0).unwrap();
            true
        },
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.signal(), None, "{stderr}");
    // --disasm reads the code after the cut: the map's pages are gone.
    assert!(
        changed,
        "profile-analyze ended before it mapped the program"
    );
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("shrank while it was read"), "{stderr}");
}

#[test]
fn progress_shows_on_a_terminal_only() {
    if Command::new("script").arg("--version").output().is_err() {
        crate::common::skip(
            "streams::progress_shows_on_a_terminal_only",
            "no `script` to give the run a terminal",
            Some("bsdutils"),
        );
        return;
    }
    let dir = scratch("progress");
    let prof = dir.join("long.prof");
    std::fs::write(&prof, long_profile(&profile("c_pie_O0"), 10)).unwrap();
    let program = bin("c_pie_O0");
    // No delay before the line appears: the test does not depend on how
    // long reading takes.
    let command = format!(
        "PROFILE_ANALYZE_PROGRESS_DELAY_MS=0 {} --text {} {} >/dev/null",
        env!("CARGO_BIN_EXE_profile-analyze"),
        program.display(),
        prof.display()
    );
    let on_terminal = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&on_terminal.stdout);
    assert!(on_terminal.status.success(), "{shown}");
    assert!(
        shown.contains(&format!("\r\x1b[Kreading {}: ", prof.display())),
        "{shown:?}"
    );
    // The line is erased at the end.
    assert!(shown.contains("%…\r\x1b[K"), "{shown:?}");
    let off_terminal = run(&["--text", program.to_str().unwrap(), prof.to_str().unwrap()]);
    assert!(off_terminal.status.success());
    assert!(off_terminal.stderr.is_empty(), "{:?}", off_terminal.stderr);
}
