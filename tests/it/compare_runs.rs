//! `--compare_runs`: groups of runs compared with their uncertainty, on
//! profiles of benches/gen_runs.py (known effects, 5% noise per function
//! and run) and on the testdata's runs of cpu_multi.

use crate::common::{run, stdout_ok, testdata};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// benches/compare_runs_power.py over `seeds` seeds of `runs` runs a side:
/// (seeds whose changed function was marked, marks, false marks).
fn power(seeds: usize, runs: usize) -> (u64, u64, u64) {
    let script = testdata().join("../benches/compare_runs_power.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(["--seeds", &seeds.to_string(), "--runs", &runs.to_string()])
        .output()
        .expect("python3 runs (apt-get install python3)");
    let v: Value = serde_json::from_slice(&stdout_ok(&out).into_bytes()).unwrap();
    let n = |k: &str| v[k].as_u64().unwrap();
    (n("marked"), n("marks"), n("false"))
}

/// With 200 functions and 10 runs a side, a 20% change in one function
/// is marked in at least 95% of seeds, and at most 5% of all marks fall on
/// unchanged functions (the closing figures are over 100 seeds; here 20).
#[test]
fn a_real_change_is_marked_and_noise_is_not() {
    let (marked, marks, false_marks) = power(20, 10);
    assert!(marked >= 19, "marked in {marked} of 20 seeds");
    assert!(
        false_marks * 20 <= marks,
        "{false_marks} of {marks} marks false"
    );
}

fn generate(dir: &Path, runs: usize, seed: usize) -> Vec<String> {
    let script = testdata().join("../benches/gen_runs.py");
    let status = Command::new("python3")
        .arg(script)
        .arg(dir)
        .args(["--runs", &runs.to_string(), "--seed", &seed.to_string()])
        .status()
        .expect("python3 runs (apt-get install python3)");
    assert!(status.success());
    let mut args: Vec<String> = (1..=runs)
        .map(|i| format!("--base={}", dir.join(format!("base-{i}.pb.gz")).display()))
        .collect();
    args.extend((1..=runs).map(|i| dir.join(format!("new-{i}.pb.gz")).display().to_string()));
    args
}

fn changed(dir: &Path) -> String {
    std::fs::read_to_string(dir.join("changed.txt"))
        .unwrap()
        .trim()
        .to_string()
}

/// The text report: the changed function first and marked, its interval
/// holding the true difference and excluding 0; `--json` gives the same
/// numbers and validates against the schema; the flame graph colours only
/// the changed function's frames and their callers.
#[test]
fn every_report_gives_the_same_change() {
    let dir = tempfile::tempdir().unwrap();
    let files = generate(dir.path(), 10, 7);
    let changed = changed(dir.path());
    let with = |report: &str| {
        let mut args = vec![report, "--compare_runs", "--nodecount=1000"];
        args.extend(files.iter().map(String::as_str));
        stdout_ok(&run(&args))
    };
    let text = with("--text");
    let mut lines = text.lines();
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("Comparing 10 base runs with 10:"),
        "{text}"
    );
    assert!(lines.next().unwrap().contains("95% interval"), "{text}");
    let first = lines.next().unwrap();
    assert!(first.ends_with(&format!("* {changed}")), "{text}");
    let json: Value = serde_json::from_str(&with("--json")).unwrap();
    let errors: Vec<String> = crate::json::schema()
        .iter_errors(&json)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(json["compare_runs"]["base_runs"], 10);
    assert_eq!(json["compare_runs"]["changed"], 1);
    let row = &json["rows"][0];
    assert_eq!(row["name"], changed.as_str());
    let runs = &row["runs"];
    assert_eq!(runs["significant"], true);
    let (base, mean) = (
        runs["base_mean"].as_f64().unwrap(),
        runs["mean"].as_f64().unwrap(),
    );
    let (low, high) = (
        runs["low"].as_f64().unwrap(),
        runs["high"].as_f64().unwrap(),
    );
    assert!(
        0.0 < low && low < mean - base && mean - base < high,
        "{runs}"
    );
    // The true difference is 20% of the function's mean.
    assert!(low < 0.2 * base && 0.2 * base < high, "{runs}");
    let marked = json["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["runs"]["significant"] == true)
        .count();
    assert_eq!(marked, 1);
    // The flame graph: coloured frames are the changed function and the
    // frames under it; every other frame is grey.
    let svg = with("--flamegraph");
    let frames: Vec<&str> = svg
        .lines()
        .filter(|l| l.starts_with("<g class=\"f\""))
        .collect();
    assert!(frames.len() > 100, "{}", frames.len());
    let coloured: Vec<&str> = frames
        .iter()
        .filter(|f| !f.contains("fill=\"rgb(215,215,215)\""))
        .copied()
        .collect();
    assert!(
        coloured
            .iter()
            .any(|f| f.contains(&format!("data-n=\"{changed}\""))),
        "{coloured:?}"
    );
    for frame in &coloured {
        assert!(frame.contains(": significant;"), "{frame}");
    }
    assert!(coloured.len() <= 5, "{coloured:?}");
}

/// With one run a side the tool says it cannot conclude and shows the
/// plain difference; repeated bases without compare_runs are summed (Go's
/// meaning): the same numbers as their sum given as one base minus the
/// profiles' sum.
#[test]
fn one_run_a_side_cannot_conclude_and_repeated_bases_sum() {
    let prof = |p: &str| testdata().join("prof").join(p).display().to_string();
    let program = testdata().join("bin/cpu_multi").display().to_string();
    let base = format!("--base={}", prof("cpu_multi.a1.prof"));
    let out = run(&[
        "--text",
        "--compare_runs",
        &base,
        &program,
        &prof("cpu_multi.b1.prof"),
    ]);
    let plain = stdout_ok(&run(&[
        "--text",
        &base,
        &program,
        &prof("cpu_multi.b1.prof"),
    ]));
    assert_eq!(stdout_ok(&out), plain);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("at least 2 runs a side"), "{stderr}");
    let summed = stdout_ok(&run(&[
        "--text",
        &format!("--base={}", prof("cpu_multi.a1.prof")),
        &format!("--base={}", prof("cpu_multi.a2.prof")),
        &program,
        &prof("cpu_multi.b1.prof"),
    ]));
    let flat = |text: &str| -> Vec<(String, String)> {
        text.lines()
            .map(|l| l.split_whitespace().collect::<Vec<&str>>())
            .filter(|w| w.len() >= 6 && w[0].parse::<i64>().is_ok())
            .map(|w| (w[5..].join(" "), w[0].to_string()))
            .collect()
    };
    // a1 + a2 subtracted: each function's flat is b1's minus both.
    let b1 = stdout_ok(&run(&["--text", &program, &prof("cpu_multi.b1.prof")]));
    let a = stdout_ok(&run(&[
        "--text",
        &program,
        &prof("cpu_multi.a1.prof"),
        &prof("cpu_multi.a2.prof"),
    ]));
    let value = |rows: &[(String, String)], name: &str| -> i64 {
        rows.iter()
            .find(|(n, _)| n == name)
            .map_or(0, |(_, v)| v.parse().unwrap())
    };
    let (summed, b1, a) = (flat(&summed), flat(&b1[..]), flat(&a[..]));
    assert!(summed.len() >= 4, "{summed:?}");
    for (name, v) in &summed {
        assert_eq!(
            v.parse::<i64>().unwrap(),
            value(&b1, name) - value(&a, name),
            "{name}"
        );
    }
    // compare_runs needs bases.
    let out = run(&[
        "--text",
        "--compare_runs",
        &program,
        &prof("cpu_multi.b1.prof"),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--compare_runs needs a --base group"));
}

/// `--tree` and `--peek` give each node's change on its line, the same as
/// the text report's.
#[test]
fn tree_and_peek_give_each_nodes_change() {
    let dir = tempfile::tempdir().unwrap();
    let files = generate(dir.path(), 10, 11);
    let changed = changed(dir.path());
    let with = |report: &str| {
        let mut args = vec![report, "--compare_runs"];
        args.extend(files.iter().map(String::as_str));
        stdout_ok(&run(&args))
    };
    let text = with("--text");
    let row: Vec<&str> = text
        .lines()
        .find(|l| l.ends_with(&format!(" {changed}")))
        .unwrap()
        .split_whitespace()
        .collect();
    let peek = with(&format!("--peek=^{changed}$"));
    let line = peek
        .lines()
        .find(|l| l.contains(&format!("| {changed}  (")))
        .unwrap_or_else(|| panic!("{peek}"));
    let expected = format!(
        "(base {}, new {} per run: {} {} {} *)",
        row[0], row[1], row[2], row[3], row[4]
    );
    assert!(line.ends_with(&expected), "{line}\n{expected}");
    let tree = with("--tree");
    assert!(tree.contains(line.split('|').nth(1).unwrap()), "{tree}");
}
