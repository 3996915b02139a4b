//! Hostile inputs, second round (issue 44): tiny files that took gigabytes
//! (a string a profile.proto shares between thousands of uses, `$build`
//! expanded a thousand times per line, a stack of three million frames),
//! files that are not what they seem (an input reached through a hard link
//! as `--output`, a named pipe no one writes to, damaged DWARF), silent
//! losses (sums past 2^63, warnings repeated a hundred thousand times, a
//! pipe that never ends) and names that forge rows (control characters).
//!
//! Each runs the command as a child and measures its peak memory through
//! `wait4`'s resource usage, not a timer; a watchdog kills a child that has
//! not finished after two minutes (a hang).

use crate::common::{Measured, profile, scratch, testdata};
use profile_analyze::formats::proto::messages as pb;
use prost::Message;
use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::Path;
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The most memory any of these inputs may take, in MiB.
const BUDGET_MIB: u64 = 512;

/// A child that is still running after this long is taken to hang.
const HANG: Duration = Duration::from_secs(120);

/// What a run of the command did.
pub(super) struct Run {
    /// Its exit status, `None` when a signal ended it.
    pub(super) code: Option<i32>,
    pub(super) stderr: String,
    /// Its peak resident memory, in MiB.
    pub(super) peak_mib: u64,
    /// How long it ran, in seconds.
    pub(super) seconds: f64,
    /// True when the watchdog had to kill it.
    hung: bool,
}

impl Run {
    /// Asserts it ended on its own, under [`BUDGET_MIB`].
    fn bounded(&self, what: &str) -> &Self {
        assert!(!self.hung, "{what}: still running after {HANG:?}");
        assert!(
            self.peak_mib < BUDGET_MIB,
            "{what}: took {} MiB, more than {BUDGET_MIB}",
            self.peak_mib
        );
        self
    }

    /// Asserts it ended on its own within `seconds`, under `mib` MiB of
    /// peak memory (the third round's budgets).
    pub(super) fn within(&self, what: &str, mib: u64, seconds: f64) -> &Self {
        assert!(!self.hung, "{what}: still running after {HANG:?}");
        assert!(
            self.peak_mib < mib,
            "{what}: took {} MiB, more than {mib}",
            self.peak_mib
        );
        assert!(
            self.seconds < seconds,
            "{what}: took {:.1} s, more than {seconds}",
            self.seconds
        );
        self
    }

    /// Asserts it exited 0.
    pub(super) fn ok(&self, what: &str) -> &Self {
        assert_eq!(self.code, Some(0), "{what}: {}", self.stderr);
        self
    }

    /// Asserts it ended in one line of error on stderr, exit status 2.
    pub(super) fn one_line_error(&self, what: &str, says: &str) -> &Self {
        assert_eq!(self.code, Some(2), "{what}: {}", self.stderr);
        assert_eq!(self.stderr.lines().count(), 1, "{what}: {}", self.stderr);
        assert!(self.stderr.contains(says), "{what}: {}", self.stderr);
        self
    }
}

/// Runs the command with `args`, its standard output written to `stdout`
/// (or thrown away), its standard input fed by `stdin` when given.
pub(super) fn measured(
    args: &[&OsStr],
    stdout: Option<&Path>,
    stdin: Option<Box<dyn FnOnce(std::process::ChildStdin) + Send>>,
) -> Run {
    measured_in(&[], args, stdout, stdin)
}

/// [`measured`], with the variables `env` set.
#[expect(
    clippy::zombie_processes,
    reason = "the child is reaped by wait4, which gives its resource usage"
)]
pub(super) fn measured_in(
    env: &[(&str, &OsStr)],
    args: &[&OsStr],
    stdout: Option<&Path>,
    stdin: Option<Box<dyn FnOnce(std::process::ChildStdin) + Send>>,
) -> Run {
    let out = match stdout {
        Some(path) => Stdio::from(std::fs::File::create(path).unwrap()),
        None => Stdio::null(),
    };
    let mut measured = Measured::new();
    let started = Instant::now();
    let mut child = measured
        .command
        .args(args)
        .envs(env.iter().copied())
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(out)
        .stderr(Stdio::piped())
        .spawn()
        .expect("profile-analyze runs");
    if let (Some(feed), Some(pipe)) = (stdin, child.stdin.take()) {
        std::thread::spawn(move || feed(pipe));
    }
    let mut err = child.stderr.take().unwrap();
    let stderr = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = err.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    });
    let pid = child.id() as libc::pid_t;
    let done = Arc::new(AtomicBool::new(false));
    let hung = Arc::new(AtomicBool::new(false));
    let watchdog = {
        let (done, hung) = (done.clone(), hung.clone());
        std::thread::spawn(move || {
            let start = Instant::now();
            while !done.load(Ordering::SeqCst) {
                if start.elapsed() > HANG {
                    hung.store(true, Ordering::SeqCst);
                    // SAFETY: kill(2) of the child this test started and has not reaped.
                    unsafe { libc::kill(pid, libc::SIGKILL) };
                    return;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        })
    };
    let mut status = 0;
    // SAFETY: rusage is plain data that wait4 fills in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for the child started above, which nothing else reaps.
    let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    done.store(true, Ordering::SeqCst);
    assert_eq!(reaped, pid, "wait4");
    watchdog.join().unwrap();
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    Run {
        // GNU time exits 128 + the signal that ended the command.
        code: code.filter(|&c| !(measured.timed() && c > 128)),
        stderr: stderr.join().unwrap(),
        peak_mib: measured.peak_kib(&usage) / 1024,
        seconds: started.elapsed().as_secs_f64(),
        hung: hung.load(Ordering::SeqCst),
    }
}

pub(super) fn args<'a>(list: &'a [&'a dyn AsRef<OsStr>]) -> Vec<&'a OsStr> {
    list.iter().map(|a| a.as_ref()).collect()
}

/// A profile.proto of `samples`, whose string table is `strings` after
/// the empty string, `samples` and `count` (1 and 2): string 3 is the
/// first of `strings`.
fn proto(strings: &[String], f: impl FnOnce(&mut pb::Profile)) -> Vec<u8> {
    let mut p = pb::Profile {
        sample_type: vec![pb::ValueType { r#type: 1, unit: 2 }],
        string_table: ["", "samples", "count"]
            .iter()
            .map(|s| s.to_string())
            .chain(strings.iter().cloned())
            .collect(),
        ..Default::default()
    };
    f(&mut p);
    p.encode_to_vec()
}

/// `n` locations at addresses 0x1000.., each in function `i + 1`, named
/// and filed by the strings `name(i)` and `file(i)`.
fn functions(p: &mut pb::Profile, n: u64, name: impl Fn(u64) -> i64, file: impl Fn(u64) -> i64) {
    for i in 0..n {
        p.function.push(pb::Function {
            id: i + 1,
            name: name(i),
            system_name: name(i),
            filename: file(i),
            ..Default::default()
        });
        p.location.push(pb::Location {
            id: i + 1,
            address: 0x1000 + i,
            line: vec![pb::Line {
                function_id: i + 1,
                line: 1,
                ..Default::default()
            }],
            ..Default::default()
        });
    }
}

fn sample(stack: Vec<u64>, value: i64) -> pb::Sample {
    pb::Sample {
        location_id: stack,
        value: vec![value],
        label: Vec::new(),
    }
}

const MIB: usize = 1 << 20;

pub(super) fn write(dir: &Path, name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Asserts each of `reports` of `file` ends well, under the budget.
fn reports_bounded(file: &Path, reports: &[&str]) {
    for report in reports {
        measured(&args(&[report, &file]), None, None)
            .bounded(report)
            .ok(report);
    }
}

#[test]
fn a_label_key_shared_by_thousands_of_samples_is_held_once() {
    let dir = scratch("label-key");
    let bytes = proto(&["k".repeat(MIB), "v".into(), "main".into()], |p| {
        functions(p, 2500, |_| 5, |_| 0);
        for i in 0..2500 {
            let mut s = sample(vec![i + 1], 1);
            s.label.push(pb::Label {
                key: 3,
                str: 4,
                ..Default::default()
            });
            p.sample.push(s);
        }
    });
    reports_bounded(&write(&dir, "label.pb", &bytes), &["--text", "--tags"]);
}

#[test]
fn a_function_name_shared_by_many_functions_is_held_once() {
    let dir = scratch("function-name");
    let bytes = proto(&["n".repeat(MIB)], |p| {
        functions(p, 700, |_| 3, |_| 0);
        p.sample = (0..700).map(|i| sample(vec![i + 1], 1)).collect();
    });
    let file = write(&dir, "function.pb", &bytes);
    reports_bounded(&file, &["--text", "--traces", "--stacks"]);
}

#[test]
fn a_file_name_shared_by_many_lines_is_held_once() {
    let dir = scratch("file-name");
    let bytes = proto(&["f".repeat(MIB), "main".into()], |p| {
        functions(p, 1500, |_| 4, |_| 3);
        p.sample = (0..1500).map(|i| sample(vec![i + 1], 1)).collect();
    });
    reports_bounded(&write(&dir, "file.pb", &bytes), &["--text"]);
}

/// A gperftools CPU profile of one sample at 0x400100, with `maps` as its
/// mapped-objects text.
fn cpu_profile(maps: &[u8]) -> Vec<u8> {
    let words: [u64; 11] = [0, 3, 0, 10_000, 0, 1, 1, 0x400100, 0, 1, 0];
    let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    bytes.extend_from_slice(maps);
    bytes
}

#[test]
fn build_is_not_expanded_past_what_a_path_can_be() {
    let dir = scratch("build");
    let mut maps = format!("build={}\n", "b".repeat(100_000)).into_bytes();
    let line = format!(
        "00400000-00401000 r-xp 00000000 08:01 12 {}\n",
        "$build/".repeat(1000)
    );
    maps.extend(line.repeat(30).into_bytes());
    let file = write(&dir, "build.prof", &cpu_profile(&maps));
    let run = measured(&args(&[&"--text", &file]), None, None);
    run.bounded("$build").ok("$build");
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.len() < 8192,
        "a {}-byte warning",
        run.stderr.len()
    );
    assert!(run.stderr.contains("ignored 30 unrecognized line(s)"));
}

#[test]
fn a_stack_of_three_million_frames_is_drawn_as_deep_as_can_be_seen() {
    let dir = scratch("deep");
    let bytes = proto(&["main".into()], |p| {
        functions(p, 1, |_| 3, |_| 0);
        p.sample = vec![sample(vec![1; 3_000_000], 1)];
    });
    let file = write(&dir, "deep.pb", &bytes);
    let svg = dir.join("deep.svg");
    measured(&args(&[&"--flamegraph", &file]), Some(&svg), None)
        .bounded("--flamegraph")
        .ok("--flamegraph");
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert!(svg.len() < 4 * MIB, "a {}-byte SVG", svg.len());
    assert!(svg.contains("stacks drawn 2048 frames deep"), "no note");
    assert_eq!(svg.matches("<g class=\"f\"").count(), 2049);
    reports_bounded(&file, &["--text", "--stacks", "--traces"]);
}

#[test]
fn output_reaching_an_input_through_a_hard_link_is_refused() {
    let dir = scratch("hard-link");
    let program = testdata().join("bin/c_pie_O0");
    let input = dir.join("c.prof");
    std::fs::copy(profile("c_pie_O0"), &input).unwrap();
    let link = dir.join("link.txt");
    std::fs::hard_link(&input, &link).unwrap();
    let before = std::fs::read(&input).unwrap();
    let output = format!("--output={}", link.display());
    measured(&args(&[&"--text", &output, &program, &input]), None, None)
        .one_line_error("--output", "an input: the report would overwrite it");
    assert_eq!(std::fs::read(&input).unwrap(), before);
}

#[test]
fn a_named_pipe_no_one_writes_to_is_waited_for_a_few_seconds_only() {
    let dir = scratch("fifo");
    let fifo = dir.join("fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo(3) with a NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    measured(&args(&[&"--text", &fifo]), None, None)
        .bounded("fifo")
        .one_line_error("fifo", "a named pipe that nothing wrote to");
    // With a writer, it is read as a stream.
    let program = testdata().join("bin/c_pie_O0");
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut pipe = std::fs::OpenOptions::new().write(true).open(fifo).unwrap();
            pipe.write_all(&std::fs::read(profile("c_pie_O0")).unwrap())
        })
    };
    // The writer's open waits for this reader's.
    std::thread::sleep(Duration::from_millis(200));
    let out = dir.join("out.txt");
    measured(&args(&[&"--text", &program, &fifo]), Some(&out), None)
        .bounded("fifo")
        .ok("fifo");
    writer.join().unwrap().unwrap();
    assert!(
        std::fs::read_to_string(out)
            .unwrap()
            .starts_with("Total: 170 samples")
    );
}

/// `cpp_inline` with its section `name`'s bytes flipped, or its size set
/// to 2^64 - 1.
pub(super) fn damaged(dir: &Path, name: &str, huge_size: bool) -> std::path::PathBuf {
    let mut elf = std::fs::read(testdata().join("bin/cpp_inline")).unwrap();
    let (_, header) = super::section_headers(&elf)
        .into_iter()
        .find(|(n, _)| n == name)
        .unwrap();
    if huge_size {
        super::set(&mut elf, header + 0x20, &u64::MAX.to_le_bytes());
    } else {
        let at = |field: usize| {
            u64::from_le_bytes(elf[header + field..header + field + 8].try_into().unwrap()) as usize
        };
        let (offset, size) = (at(0x18), at(0x20));
        for i in (offset..offset + size).step_by(7) {
            elf[i] ^= 0xff;
        }
    }
    write(dir, &format!("cpp_inline{name}"), &elf)
}

#[test]
fn damaged_dwarf_is_warned_of() {
    let dir = scratch("dwarf");
    for (name, huge_size) in [
        (".debug_line", false),
        (".debug_info", false),
        (".debug_abbrev", false),
        (".debug_info", true),
        (".debug_line", true),
    ] {
        let program = damaged(&dir, name, huge_size);
        let what = format!("{name} (huge size: {huge_size})");
        let run = measured(
            &args(&[&"--text", &"--lines", &program, &profile("cpp_inline")]),
            None,
            None,
        );
        run.bounded(&what).ok(&what);
        assert!(
            run.stderr
                .contains("its DWARF debug information is damaged"),
            "{what}: {}",
            run.stderr
        );
    }
}

#[test]
fn control_characters_in_names_are_escaped() {
    let dir = scratch("control");
    let bytes = proto(
        &[
            "forged\n   100 100.0% 100.0%    100 100.0% row".into(),
            "esc\x1b[31mred".into(),
            "one\x01".into(),
        ],
        |p| {
            functions(p, 3, |i| 3 + i as i64, |_| 0);
            p.sample = (0..3).map(|i| sample(vec![i + 1], 10 + i as i64)).collect();
        },
    );
    let file = write(&dir, "control.pb", &bytes);
    let text = dir.join("text.txt");
    measured(&args(&[&"--text", &file]), Some(&text), None).ok("--text");
    let text = std::fs::read_to_string(text).unwrap();
    assert_eq!(text.lines().count(), 4, "{text}");
    assert!(text.contains("forged\\n   100") && text.contains("esc\\x1b[31mred"));
    let svg = dir.join("f.svg");
    measured(&args(&[&"--flamegraph", &file]), Some(&svg), None).ok("--flamegraph");
    let svg = std::fs::read_to_string(svg).unwrap();
    assert!(
        !svg.chars().any(|c| c.is_control() && c != '\n'),
        "a control character in the SVG"
    );
    assert!(svg.contains("one\\x01"));
}

#[test]
fn repeated_warnings_are_counted() {
    let dir = scratch("repeats");
    let mut heap = "%warn the same thing\n".repeat(100_000);
    heap.push_str("heap profile: 1: 1 [ 1: 1] @ heapprofile\n1: 1 [1: 1] @ 0x1000\n");
    let file = write(&dir, "warn.heap", heap.as_bytes());
    let run = measured(&args(&[&"--text", &file]), None, None);
    run.bounded("warnings").ok("warnings");
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.contains("the same thing (100000 times)"));
}

#[test]
fn a_ten_megabyte_number_is_cut_in_its_error() {
    let dir = scratch("number");
    let heap = format!(
        "heap profile: {}: 1 [ 1: 1] @ heapprofile\n1: 1 [1: 1] @ 0x1000\n",
        "9".repeat(10 * MIB)
    );
    let file = write(&dir, "number.heap", heap.as_bytes());
    let run = measured(&args(&[&"--text", &file]), None, None);
    run.bounded("number")
        .one_line_error("number", "(10485760 bytes) is too large");
    assert!(run.stderr.len() < 1024, "a {}-byte error", run.stderr.len());
}

#[test]
fn a_pipe_that_never_ends_is_read_up_to_a_limit() {
    let feed: Box<dyn FnOnce(std::process::ChildStdin) + Send> = Box::new(|mut pipe| {
        let zeros = vec![0u8; 1 << 16];
        while pipe.write_all(&zeros).is_ok() {}
    });
    measured(&args(&[&"--text", &"/dev/stdin"]), None, Some(feed))
        .bounded("stdin")
        .one_line_error("stdin", "from a pipe: write it to a file first");
}

#[test]
fn sums_past_the_largest_number_say_so() {
    let dir = scratch("saturated");
    let bytes = proto(&["main".into(), "leaf".into()], |p| {
        functions(p, 2, |i| 3 + i as i64, |_| 0);
        p.sample = vec![sample(vec![1], i64::MAX), sample(vec![2, 1], i64::MAX)];
    });
    let file = write(&dir, "saturated.pb", &bytes);
    let run = measured(&args(&[&"--text", &file]), None, None);
    run.ok("--text");
    assert!(
        run.stderr
            .contains("the samples values add up past 9223372036854775807"),
        "{}",
        run.stderr
    );
}
