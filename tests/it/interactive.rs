//! The interactive mode, driven through stdin and through a pseudo-terminal.

use crate::common::{profile, scratch, testdata};
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The fixed arguments of every run: c_pie_O0 with its sources.
fn base_args() -> Vec<String> {
    vec![
        format!("--source_path={}", testdata().join("programs").display()),
        testdata().join("bin/c_pie_O0").display().to_string(),
        profile("c_pie_O0").display().to_string(),
    ]
}

/// One-shot output for `flags`.
fn one_shot(flags: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(flags)
        .args(base_args())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// An interactive session fed `script` on stdin: (stdout, stderr).
fn session(script: &str) -> (String, String) {
    session_with(&base_args(), script)
}

/// An interactive session of the profile `args` name, fed `script`.
pub fn session_with(args: &[String], script: &str) -> (String, String) {
    session_in(args, script, &std::env::temp_dir())
}

/// [`session_with`] with `tmp` as the temporary directory.
fn session_in(args: &[String], script: &str, tmp: &Path) -> (String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(args)
        .env("TMPDIR", tmp)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The first `n` rows of a text report, under its Total line.
fn top(report: &str, n: usize) -> String {
    report
        .lines()
        .take(n + 1)
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Inserts perl's filter summary after the Total line.
fn after_total(report: &str, summary: &str) -> String {
    let (total, rest) = report.split_once('\n').unwrap();
    format!("{total}\n{summary}{rest}")
}

#[test]
fn scripted_session_matches_one_shot_flags() {
    let dir = scratch("interactive");
    let dot = dir.join("graph.dot");
    let small = dir.join("small.dot");
    let cg = dir.join("calls.callgrind");
    let script = format!(
        "top3\n\
         top --cum\n\
         focus=leaf_light\n\
         top\n\
         focus=\n\
         lines\n\
         top5\n\
         functions\n\
         list leaf_light\n\
         disasm mix_step -leaf_heavy\n\
         dot > {}\n\
         nodecount=5\n\
         dot > {}\n\
         callgrind > {}\n\
         quit\n\
         top\n",
        dot.display(),
        small.display(),
        cg.display()
    );
    let (stdout, stderr) = session(&script);
    let expected = [
        top(&one_shot(&["--text"]), 3),
        top(&one_shot(&["--text", "--cum"]), 10),
        after_total(
            &top(&one_shot(&["--text", "--focus=leaf_light"]), 10),
            "After focusing on 'leaf_light': 31 samples of 170 (18.2%)\n",
        ),
        top(&one_shot(&["--text", "--lines"]), 5),
        format!("Total: 170 samples\n{}", one_shot(&["--list=leaf_light"])),
        format!(
            "Total: 170 samples\nAfter ignoring 'leaf_heavy': 87 samples of 170 (51.2%)\n{}",
            one_shot(&["--disasm=mix_step", "--ignore=leaf_heavy"])
        ),
    ]
    .concat();
    assert_eq!(stdout, expected, "stderr: {stderr}");
    assert_eq!(std::fs::read_to_string(&dot).unwrap(), one_shot(&["--dot"]));
    assert_eq!(
        std::fs::read_to_string(&small).unwrap(),
        one_shot(&["--dot", "--nodecount=5"])
    );
    assert_eq!(
        std::fs::read_to_string(&cg).unwrap(),
        one_shot(&["--callgrind"])
    );
    assert!(stderr.contains(&format!("Wrote {}", dot.display())));
}

#[test]
fn go_views_at_the_prompt_are_their_flags() {
    let (stdout, stderr) = session("traces\ntree\npeek leaf_\nstacks\n");
    let expected = [
        one_shot(&["--traces"]),
        one_shot(&["--tree"]),
        one_shot(&["--peek=leaf_"]),
        one_shot(&["--stacks"]),
    ]
    .concat();
    assert_eq!(stdout, expected, "stderr: {stderr}");
}

/// The prompt's `top` is the command line's `--text` in every preset and
/// unit: its `Total:` in the unit asked for (issue 60: one unit for the
/// report, not one of its own), Go's document under Go's preset.
#[test]
fn top_at_the_prompt_is_the_text_report_in_its_preset_and_unit() {
    let (stdout, stderr) = session("sample_index=cpu\nunit=ms\ntop\npreset=go\ntop\n");
    let expected = [
        // `top` shows ten rows, as Go's.
        one_shot(&[
            "--text",
            "--sample_index=cpu",
            "--unit=ms",
            "--nodecount=10",
        ]),
        one_shot(&[
            "--text",
            "--sample_index=cpu",
            "--unit=ms",
            "--nodecount=10",
            "--preset=go",
        ]),
    ]
    .concat();
    assert!(expected.starts_with("Total: 1700ms\n"), "{expected}");
    assert_eq!(stdout, expected, "stderr: {stderr}");
}

#[test]
fn errors_do_not_end_the_session() {
    let (stdout, stderr) = session("bogus\nlist\nnodecount=x\nfocus=(\ntop1\n");
    assert_eq!(stdout, top(&one_shot(&["--text"]), 1));
    let missing: Vec<&str> = [
        "unknown command \"bogus\"",
        "list needs a regular expression",
        "nodecount=x: not a count",
        "focus=(: not a valid regular expression",
    ]
    .into_iter()
    .filter(|message| !stderr.contains(message))
    .collect();
    assert!(missing.is_empty(), "{missing:?} not in: {stderr}");
}

#[test]
fn images_without_a_file_go_to_a_named_temporary_file() {
    // In a temporary directory of the test's, removed even if it fails.
    let tmp = scratch("svg-tmp");
    let (_, stderr) = session_in(&base_args(), "svg leaf\n", &tmp);
    let path = stderr
        .lines()
        .find_map(|l| l.strip_prefix("Wrote "))
        .expect("the file is named");
    let svg = std::fs::read_to_string(path).unwrap();
    assert!(svg.contains("<svg") && svg.contains("leaf_heavy"));
}

/// The output of a child process, read as it comes, with a deadline that
/// only a stuck session reaches.
struct Transcript {
    chunks: std::sync::mpsc::Receiver<Vec<u8>>,
    text: String,
    /// Where the next `wait_for` starts looking.
    at: usize,
    deadline: Instant,
}

impl Transcript {
    fn new(mut from: impl Read + Send + 'static, deadline: Duration) -> Self {
        let (send, chunks) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n @ 1..) = from.read(&mut buffer) {
                if send.send(buffer[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Transcript {
            chunks,
            text: String::new(),
            at: 0,
            deadline: Instant::now() + deadline,
        }
    }

    /// Reads until `needle` appears after the previous match; panics with
    /// the transcript if the output ends or the deadline passes first.
    fn wait_for(&mut self, needle: &str) {
        loop {
            if let Some(found) = self.text[self.at..].find(needle) {
                self.at += found + needle.len();
                return;
            }
            let left = self.deadline.saturating_duration_since(Instant::now());
            match self.chunks.recv_timeout(left) {
                Ok(chunk) => self.text.push_str(&String::from_utf8_lossy(&chunk)),
                Err(e) => panic!("no {needle:?} ({e}) in:\n{}", self.text),
            }
        }
    }

    /// Everything read, once the output has ended (or the deadline passed).
    fn finish(mut self) -> String {
        loop {
            let left = self.deadline.saturating_duration_since(Instant::now());
            match self.chunks.recv_timeout(left) {
                Ok(chunk) => self.text.push_str(&String::from_utf8_lossy(&chunk)),
                Err(_) => return self.text,
            }
        }
    }
}

#[test]
fn terminal_session_with_completion() {
    // `script` (util-linux) runs the command on a pseudo-terminal and
    // forwards our stdin to it: the prompt, line editing and completion.
    let command = format!(
        "{} {}",
        env!("CARGO_BIN_EXE_profile-analyze"),
        base_args().join(" ")
    );
    let home = scratch("pty-home");
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("HOME", &home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("script (util-linux) runs");
    let mut stdin = child.stdin.take().unwrap();
    // Each line is typed once the line editor shows its prompt (so it sees
    // each line on its own, in raw mode); the deadline is for a session
    // that is stuck, not a pace.
    let mut output = Transcript::new(child.stdout.take().unwrap(), Duration::from_secs(120));
    for line in ["top2\r", "list mix_s\t\r", "quit\r"] {
        output.wait_for("(pprof) ");
        stdin.write_all(line.as_bytes()).unwrap();
        stdin.flush().unwrap();
        // The line ends (Enter echoed) before its output and next prompt.
        output.wait_for("\n");
    }
    let text = output.finish().replace('\r', "");
    drop(stdin);
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}: {text}");
    assert!(text.contains("(pprof) "), "{text}");
    for row in top(&one_shot(&["--text"]), 2).lines() {
        assert!(text.contains(row), "{row:?} in {text}");
    }
    // `mix_s<Tab>` completed to the function's name.
    assert!(
        text.contains("ROUTINE ====================== mix_step in c_pie_O0.c"),
        "{text}"
    );
    assert!(home.join(".profile_analyze_history").exists());
}

#[test]
fn output_redirected_from_a_terminal_prints_the_text_report() {
    // As perl pprof: typed at a terminal with stdout going to a file, no
    // report flag means --text.
    let dir = scratch("redirected");
    let out = dir.join("report.txt");
    let command = format!(
        "{} {} > {}",
        env!("CARGO_BIN_EXE_profile-analyze"),
        base_args().join(" "),
        out.display()
    );
    let status = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .status()
        .expect("script (util-linux) runs");
    assert!(status.success());
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        one_shot(&["--text"])
    );
}

/// A gmon.out session: gprof's reports as commands, durations in the
/// filter summary.
#[test]
fn gmon_sessions_have_gprofs_reports() {
    let args = [
        testdata().join("bin/gmon_tree_pie").display().to_string(),
        testdata()
            .join("prof/gmon_tree_pie.gmon")
            .display()
            .to_string(),
    ];
    let (out, err) = session_with(&args, "gprof_counts\ngprof_flat\ntop2 leaf\n");
    assert!(out.contains("(leaf1:0x11c9) 80 executions"), "{out}{err}");
    assert!(out.contains("Flat profile:"), "{out}");
    assert!(
        out.contains("Total: 1.09s\nAfter focusing on 'leaf': 861.34ms of 1.09s (78.9%)\n"),
        "{out}"
    );
}

/// The prompt's help is wrapped to the terminal's width (`$COLUMNS` when
/// standard output is no terminal), and keeps every character but spaces.
#[test]
fn help_is_wrapped_to_the_terminal() {
    let words = |text: &str| text.chars().filter(|c| !c.is_whitespace()).count();
    let mut counts = Vec::new();
    for columns in ["80", "60"] {
        let out = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .args(base_args())
            .env("COLUMNS", columns)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .and_then(|mut child| {
                child.stdin.take().unwrap().write_all(b"help\n")?;
                child.wait_with_output()
            })
            .unwrap();
        let help = String::from_utf8(out.stdout).unwrap();
        let width: usize = columns.parse().unwrap();
        assert!(help.lines().count() > 100, "{help}");
        for line in help.lines() {
            assert!(line.chars().count() <= width, "{columns}: {line:?}");
        }
        counts.push(words(&help));
    }
    assert_eq!(counts[0], counts[1]);
}
