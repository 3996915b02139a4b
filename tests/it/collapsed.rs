//! `--collapsed` against `--text` of the same profile: the lines add up to
//! the total, each function's lines (once per line) to its cum, and the
//! lines that end in it to its flat.

use crate::common::{run, stdout_ok, testdata};
use std::collections::HashMap;

/// `--text` rows: name → (flat, cum), and the `Total:` value.
fn text_rows(out: &str) -> (i64, HashMap<String, (i64, i64)>) {
    let mut lines = out.lines();
    let total = lines
        .next()
        .and_then(|l| l.strip_prefix("Total: "))
        .and_then(|t| t.split(' ').next())
        .map_or(0, |t| t.parse().unwrap());
    let rows = lines
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            (
                w[5..].join(" "),
                (w[0].parse().unwrap(), w[3].parse().unwrap()),
            )
        })
        .collect();
    (total, rows)
}

fn check(flags: &[&str], program: &str, profile: &str) {
    let bin = testdata().join("bin").join(program);
    let prof = testdata().join("prof").join(profile);
    let prefix = format!("--lib_prefix={}", testdata().join("bin").display());
    let mut common = vec!["--show_bytes", &prefix];
    common.extend(flags);
    common.extend([bin.to_str().unwrap(), prof.to_str().unwrap()]);
    let with = |report: &str| {
        let mut args = vec![report];
        args.extend(&common);
        stdout_ok(&run(&args))
    };
    let (total, rows) = text_rows(&with("--text"));
    let collapsed = with("--collapsed");
    let mut sum = 0;
    let mut flat: HashMap<String, i64> = HashMap::new();
    let mut cum: HashMap<String, i64> = HashMap::new();
    for line in collapsed.lines() {
        let (stack, value) = line.rsplit_once(' ').unwrap();
        let value: i64 = value.parse().unwrap();
        sum += value;
        let frames: Vec<&str> = stack.split(';').collect();
        *flat.entry(frames.last().unwrap().to_string()).or_default() += value;
        let mut seen = std::collections::HashSet::new();
        for f in frames {
            if seen.insert(f) {
                *cum.entry(f.to_string()).or_default() += value;
            }
        }
    }
    let what = format!("{program} {profile} {flags:?}");
    // `Total:` counts every sample; with a focus, the rows the kept ones.
    let kept: i64 = rows.values().map(|(f, _)| f).sum();
    assert_eq!(sum, kept, "{what}: the lines add up to the rows' flat");
    if flags.iter().all(|f| !f.starts_with("--focus")) {
        assert_eq!(sum, total, "{what}: the lines add up to the total");
    }
    for (name, (f, c)) in rows {
        assert_eq!(
            flat.get(&name).copied().unwrap_or(0),
            f,
            "{what}: flat of {name}"
        );
        assert_eq!(
            cum.get(&name).copied().unwrap_or(0),
            c,
            "{what}: cum of {name}"
        );
    }
}

#[test]
fn lines_add_up_to_the_text_report() {
    for (program, profile) in [
        ("c_pie_O0", "c_pie_O0.prof"),
        ("cpp_inline", "cpp_inline.prof"),
        ("recursion", "recursion.prof"),
        ("shlib", "shlib.prof"),
        ("threads", "threads.prof"),
        ("rust_v0", "rust_v0.prof"),
        ("heap_prog", "heap_prog.0002.heap"),
    ] {
        check(&[], program, profile);
    }
    check(&["--contentions"], "go_block", "go_block.contention");
    check(&["--lines"], "c_pie_O0", "c_pie_O0.prof");
    check(&["--focus=leaf_light"], "c_pie_O0", "c_pie_O0.prof");
    check(&["--alloc_objects"], "heap_prog", "heap_prog.0002.heap");
}

#[test]
fn reverse_puts_the_leaf_first() {
    let bin = testdata().join("bin").join("cpp_inline");
    let prof = testdata().join("prof").join("cpp_inline.prof");
    let (bin, prof) = (bin.to_str().unwrap(), prof.to_str().unwrap());
    let mut forward: Vec<String> = stdout_ok(&run(&["--collapsed", bin, prof]))
        .lines()
        .map(|l| {
            let (stack, value) = l.rsplit_once(' ').unwrap();
            let frames: Vec<&str> = stack.split(';').rev().collect();
            format!("{} {value}", frames.join(";"))
        })
        .collect();
    forward.sort();
    let reversed: Vec<String> = stdout_ok(&run(&["--collapsed", "--reverse", bin, prof]))
        .lines()
        .map(String::from)
        .collect();
    let mut sorted = reversed.clone();
    sorted.sort();
    assert_eq!(sorted, forward);
    assert!(reversed.len() > 3);
}
