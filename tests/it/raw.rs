//! `--raw`, perl pprof's symbolized profile, both ways: ours read back gives
//! the same report; perl's (`testdata/raw/*.perl.raw`) read by us gives our
//! report of the original; perl reads ours (`*.ours.raw.perl.text`, made by
//! `testdata/make_raw.sh`) with our numbers.

use crate::common::{run, stdout_ok, testdata};
use std::path::Path;

/// Our `--text` of `args` (a program and a profile, or a symbolized profile).
fn text(args: &[&str]) -> String {
    let mut all = vec!["--text", "--show_bytes"];
    all.extend(args);
    stdout_ok(&run(&all))
}

/// Our `--raw` of `program` and `profile`, written to `out`.
fn raw(program: &Path, profile: &Path, extra: &[&str], out: &Path) {
    let mut args = vec!["--raw"];
    args.extend(extra);
    args.extend([program.to_str().unwrap(), profile.to_str().unwrap()]);
    let got = run(&args);
    assert!(
        got.status.success(),
        "{}",
        String::from_utf8_lossy(&got.stderr)
    );
    std::fs::write(out, got.stdout).unwrap();
}

/// Every CPU, DCPI and heap fixture with all its types: `--raw`, read back,
/// gives the same `--text` (for a heap sample with two types, the type
/// shown; `--raw` keeps only that one).
#[test]
fn ours_read_back_gives_the_same_report() {
    let dir = crate::common::scratch("raw-round-trip");
    let [prefix, debug_root] = crate::common::fixture_lib_flags();
    let mut checked = 0;
    for entry in std::fs::read_dir(testdata().join("prof")).unwrap() {
        let profile = entry.unwrap().path();
        let name = profile.file_name().unwrap().to_str().unwrap().to_string();
        let types: &[&str] = match profile.extension().and_then(|e| e.to_str()) {
            Some("prof" | "dcpi") => &[""],
            Some("heap") => &[
                "--inuse_space",
                "--inuse_objects",
                "--alloc_space",
                "--alloc_objects",
            ],
            _ => continue,
        };
        let program = testdata().join("bin").join(name.split('.').next().unwrap());
        let out = dir.join(format!("{name}.raw"));
        raw(&program, &profile, &[&prefix, &debug_root], &out);
        for t in types {
            let flags: Vec<&str> = [*t, &prefix, &debug_root]
                .into_iter()
                .filter(|f| !f.is_empty())
                .collect();
            let mut original = flags.to_vec();
            original.extend([program.to_str().unwrap(), profile.to_str().unwrap()]);
            let mut back = flags.clone();
            back.push(out.to_str().unwrap());
            assert_eq!(text(&back), text(&original), "{name} {t}");
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked} reports compared");
}

/// The rows of a `--text` report without its `Total:` line's unit: perl's
/// `--raw` of a heap profile is a CPU profile of the bytes shown, which
/// reads back as samples.
fn numbers(report: &str) -> Vec<String> {
    report
        .lines()
        .map(|l| match l.strip_prefix("Total: ") {
            Some(total) => total.split(' ').next().unwrap_or_default().to_string(),
            None => l.to_string(),
        })
        .collect()
}

/// The fixtures of `testdata/raw` (`make_raw.sh`): name, program, profile,
/// perl's flags.
const PERL_CASES: &[(&str, &str, &str, &[&str])] = &[
    ("cpu_multi.a1", "cpu_multi", "cpu_multi.a1.prof", &[]),
    (
        "heap_prog.0002",
        "heap_prog",
        "heap_prog.0002.heap",
        &["--inuse_space"],
    ),
];

#[test]
fn perls_raw_reads_as_the_original() {
    for &(name, program, profile, flags) in PERL_CASES {
        let perl_raw = testdata().join(format!("raw/{name}.perl.raw"));
        let (bin, prof) = (
            testdata().join("bin").join(program),
            testdata().join("prof").join(profile),
        );
        let libs = crate::common::fixture_lib_flags();
        let mut original = flags.to_vec();
        original.extend(libs.iter().map(String::as_str));
        original.extend([bin.to_str().unwrap(), prof.to_str().unwrap()]);
        assert_eq!(
            numbers(&text(&[perl_raw.to_str().unwrap()])),
            numbers(&text(&original)),
            "{name}"
        );
    }
}

#[test]
fn perl_reads_ours_with_our_numbers() {
    for &(name, program, profile, flags) in PERL_CASES {
        // What perl read is what we write today (run where make_raw.sh ran
        // it, as ./program, so the binary= line is the same).
        let prof = testdata().join("prof").join(profile);
        // libc's frames are named from the fixtures' libc (testdata/libs).
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .arg("--raw")
            .args(crate::common::lib_flags("."))
            .args([&format!("./{program}"), prof.to_str().unwrap()])
            .current_dir(testdata().join("bin"))
            .output()
            .unwrap();
        let committed = std::fs::read(testdata().join(format!("raw/{name}.ours.raw"))).unwrap();
        assert!(
            out.stdout == committed,
            "{name}: our --raw is not what perl read (make_raw.sh remakes it)"
        );
        let perl =
            std::fs::read_to_string(testdata().join(format!("raw/{name}.ours.raw.perl.text")))
                .unwrap();
        let bin = testdata().join("bin").join(program);
        let libs = crate::common::fixture_lib_flags();
        let mut original = flags.to_vec();
        original.extend(libs.iter().map(String::as_str));
        original.extend([bin.to_str().unwrap(), prof.to_str().unwrap()]);
        let ours = text(&original);
        // perl prints megabytes; ours here are bytes: compare sizes by rows' names and order.
        let names = |r: &str| -> Vec<String> {
            r.lines()
                .skip(1)
                .map(|l| l.split_whitespace().skip(5).collect::<Vec<_>>().join(" "))
                .collect()
        };
        assert_eq!(names(&perl), names(&ours), "{name}: rows");
        let perl_flat: Vec<f64> = perl
            .lines()
            .skip(1)
            .map(|l| l.split_whitespace().next().unwrap().parse().unwrap())
            .collect();
        let our_flat: Vec<f64> = ours
            .lines()
            .skip(1)
            .map(|l| l.split_whitespace().next().unwrap().parse().unwrap())
            .collect();
        let scale = if perl.starts_with("Total:") && perl.lines().next().unwrap().ends_with("MB") {
            1048576.0
        } else {
            1.0
        };
        for (p, o) in perl_flat.iter().zip(&our_flat) {
            assert!(
                (p * scale - o).abs() <= 0.05 * scale + 1e-9,
                "{name}: flat {p} vs {o}"
            );
        }
    }
}
