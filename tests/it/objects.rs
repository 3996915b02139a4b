//! `--objects`: one node per object, as `perf report --sort dso` groups
//! samples (its shares are the sums of `perf report --sort dso,sym`'s,
//! testdata/golden/perf/*.self), on perf's recordings and its script text,
//! and on gperftools and Go profiles; the filters match an object's file.

use crate::common::{run, stdout_ok, testdata};
use crate::perf::run_perf;
use serde_json::Value;
use std::collections::HashMap;

/// Each object's share of the samples in a `perf report --sort dso,sym`
/// golden: the sum of its symbols' shares.
fn perf_shares(golden: &str) -> HashMap<String, f64> {
    let text = std::fs::read_to_string(testdata().join("golden/perf").join(golden)).unwrap();
    let mut shares = HashMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let [percent, dso, _, ..] = words[..]
            && let Some(percent) = percent.strip_suffix('%')
        {
            *shares.entry(dso.to_string()).or_insert(0.0) += percent.parse::<f64>().unwrap();
        }
    }
    shares
}

/// Our `--objects` shares (flat percent) of `input`.
fn our_shares(args: &[&str]) -> HashMap<String, f64> {
    let mut all = vec!["--json", "--objects"];
    all.extend(args);
    let json: Value = serde_json::from_str(&stdout_ok(&run_perf(&all))).unwrap();
    assert_eq!(json["granularity"], "objects");
    json["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            assert_eq!(r["object"], r["name"], "{r}");
            (
                r["name"].as_str().unwrap().to_string(),
                r["flat_percent"].as_f64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn objects_are_perfs_dsos() {
    for (input, golden) in [
        ("perf_cpp.data", "perf_cpp.self"),
        ("perf_cpp.script", "perf_cpp.self"),
        ("perf_cpp.dwarf.data", "perf_cpp.dwarf.self"),
        ("perf_lib.data", "perf_lib.self"),
        ("perf_multi.data", "perf_multi.self"),
        ("perf_multi.script", "perf_multi.self"),
        ("perf_rust.data", "perf_rust.self"),
    ] {
        let path = testdata().join("perf").join(input);
        let ours = our_shares(&[path.to_str().unwrap()]);
        let perf = perf_shares(golden);
        assert!(perf.len() >= 3, "{golden}: {perf:?}");
        for (dso, share) in &perf {
            let our = ours.get(dso).copied().unwrap_or(0.0);
            assert!(
                (our - share).abs() <= 0.2,
                "{input}: {dso} is {our:.2}% here, {share:.2}% in perf report"
            );
        }
        for (object, share) in &ours {
            assert!(
                *share <= 0.2 || perf.contains_key(object),
                "{input}: {object} ({share:.2}%) is no dso of perf report's: {perf:?}"
            );
        }
    }
}

/// A gperftools CPU profile and a Go profile have objects too: the program,
/// its libraries; their flat values add up to the text report's total.
#[test]
fn objects_of_gperftools_and_go_profiles() {
    let bin = testdata().join("bin");
    let lib_prefix = format!("--lib_prefix={}", bin.display());
    let shlib = [
        lib_prefix.as_str(),
        &bin.join("shlib").display().to_string(),
        &testdata().join("prof/shlib.prof").display().to_string(),
    ]
    .map(str::to_string);
    let go = testdata()
        .join("prof/go_prof.cpu.pb.gz")
        .display()
        .to_string();
    for (files, objects) in [
        (shlib.to_vec(), &["shlib", "libc.so.6"][..]),
        (vec![go], &["go_prof"][..]),
    ] {
        let args = |flags: &[&str]| -> Vec<String> {
            flags
                .iter()
                .map(|f| f.to_string())
                .chain(files.iter().cloned())
                .collect()
        };
        let text = |flags: &[&str]| {
            let args = args(flags);
            stdout_ok(&run(&args.iter().map(String::as_str).collect::<Vec<_>>()))
        };
        let report: Value = serde_json::from_str(&text(&["--json", "--objects"])).unwrap();
        let rows = report["rows"].as_array().unwrap();
        let flat: i64 = rows.iter().map(|r| r["flat"].as_i64().unwrap()).sum();
        assert_eq!(report["total"], flat, "{report}");
        for object in objects {
            assert!(
                rows.iter().any(|r| r["object"] == *object),
                "{object} in {report}"
            );
        }
    }
}

/// `--hide` and `--focus` match an object's file: hiding the kernel leaves
/// no `[kernel.kallsyms]` node and says nothing about matching nothing;
/// focusing on a library keeps only the samples through it.
#[test]
fn filters_match_an_objects_file() {
    let data = testdata().join("perf/perf_cpp.data");
    let data = data.to_str().unwrap();
    let out = run_perf(&["--text", "--objects", "--hide=kernel.kallsyms", data]);
    let text = stdout_ok(&out);
    assert!(!text.contains("[kernel.kallsyms]"), "{text}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("matches no"), "{err}");
    let text = stdout_ok(&run_perf(&["--text", "--objects", "--focus=libstdc", data]));
    let libstdcxx = text
        .lines()
        .find(|l| l.ends_with(" libstdc++.so.6.0.30"))
        .unwrap_or_else(|| panic!("{text}"));
    // Every sample kept goes through libstdc++: its cum is all of them.
    assert_eq!(
        libstdcxx.split_whitespace().nth(4),
        Some("100.0%"),
        "{text}"
    );
}

/// perl's text of a recording marks kernel code `[k]` and user code `[.]`
/// as `perf report`'s symbol column does: every function both name has
/// perf's mark (the kernel's and the program's and its libraries'). Go's
/// layout, the other reports, and profiles without a kernel have no marks.
#[test]
fn text_marks_kernel_and_user_code_as_perf_does() {
    for (input, golden) in [
        ("perf_names.data", "perf_names.self"),
        ("perf_cpp.data", "perf_cpp.self"),
        ("perf_multi.script", "perf_multi.self"),
    ] {
        let text = std::fs::read_to_string(testdata().join("golden/perf").join(golden)).unwrap();
        let mut perf: HashMap<String, String> = HashMap::new();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let words: Vec<&str> = line.split_whitespace().collect();
            if let [_, _, mark @ ("[k]" | "[.]"), ..] = words[..] {
                perf.insert(words[3..].join(" "), mark.to_string());
            }
        }
        let path = testdata().join("perf").join(input);
        let path = path.to_str().unwrap();
        let ours = stdout_ok(&run_perf(&["--text", "--nodecount=100000", path]));
        let (mut kernel, mut user) = (0, 0);
        for line in ours.lines().skip(1) {
            let words: Vec<&str> = line.split_whitespace().collect();
            let mark = words.get(5).copied().unwrap_or_default();
            assert!(
                matches!(mark, "[k]" | "[.]"),
                "{input}: no mark in {line:?}"
            );
            if let Some(theirs) = perf.get(&words[6..].join(" ")) {
                assert_eq!(theirs, mark, "{input}: {line}");
                *(if mark == "[k]" {
                    &mut kernel
                } else {
                    &mut user
                }) += 1;
            }
        }
        assert!(kernel >= 1 && user >= 3, "{input}: {kernel} {user}\n{ours}");
        for flags in [
            &["--text", "--preset=go"][..],
            &["--traces"],
            &["--collapsed"],
        ] {
            let out = stdout_ok(&run_perf(&[flags, &[path]].concat()));
            assert!(
                !out.contains("[k] ") && !out.contains("[.] "),
                "{flags:?}: {out}"
            );
        }
    }
    let go = testdata().join("prof/go_prof.cpu.pb.gz");
    let out = stdout_ok(&run(&["--text", go.to_str().unwrap()]));
    assert!(!out.contains("[.] "), "{out}");
}
