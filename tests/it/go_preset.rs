//! The Go preset (`--preset=go`, issue 60): `-text` (`-top`), `-tree`,
//! `-peek` and `-traces` print what Go pprof prints, byte for byte: every
//! Go golden of `testdata/golden/go_flag_cases`, `multi_cases` and
//! `go_view_cases` is run with Go's own flags (its `-nodefraction`, its
//! `-unit`) under the preset, and compared whole, header lines included
//! (`Time:`, `Duration:`, `Active filters:`, `Dropped N nodes`, `Showing
//! top N nodes out of M`).
//!
//! The one name we spell otherwise on purpose everywhere is libc's entry,
//! `__libc_start_main_impl` as its debug information names it (Go's
//! `__libc_start_main`, from the symbol table); it is replaced before the
//! comparison. The goldens we differ on are listed with why
//! ([`DIFFERENCES`], and `multi.rs`'s for the same goldens), and checked to
//! differ.

use crate::common::testdata;
use crate::go_views::Case;
use crate::multi::{cases_in, judge};

/// The goldens we do not match byte for byte, on purpose.
const DIFFERENCES: &[(&str, &str)] = &[
    ("cpp_inline.noinlines.go.text", CLONES),
    ("cpp_inline.lines.noinlines.go.text", CLONES),
    ("cpp_inline.filefunctions.go.text", CLONES),
    ("cpp_inline.hide.go.text", CLONES),
    ("cpp_inline.prune_from.go.text", CLONES),
    ("qualified.go.text", CLONES),
    ("qualified.focus.go.text", CLONES),
    ("clones.go.text", CLONES),
    ("clones.noinlines.go.text", CLONES),
    ("clones.focus-cpp-part.go.text", CLONES),
    ("clones.focus-cpp-cold.go.text", CLONES),
    ("clones.focus-lto_priv.go.text", CLONES),
    ("clones.hide-isra.go.text", CLONES),
    ("cpp_inline.go.traces", CLONES),
    ("clones.go.traces", CLONES),
    ("cpp_inline.go.tree", CLONES),
    ("cpp_inline.cum.go.tree", CLONES),
    ("cpp_inline.main.go.peek", CLONES),
    (
        "heap_prog.growth.objects.go.text",
        "Go charges tcmalloc's calloc (named __libc_calloc) instead of its caller make_table, \
         and names an address of libstdc++ without symbols by its object",
    ),
    (
        "heap_prog.base-0001-0002.alloc_objects.go.text",
        "Go prints counts asked for in bytes (`-unit=B`) with a `B` (`48000B` objects); \
         we print counts as counts",
    ),
];

/// GCC's clones, kept apart (see docs/comparison.md: where the output differs).
const CLONES: &str = "we keep GCC's clones apart (`helper [clone .constprop.0]`), \
     where Go's demangler names them alike and Go merges their rows";

/// Every Go golden of a text report, tree, peek or traces.
fn cases() -> Vec<Case> {
    let mut cases: Vec<Case> = ["go_flag_cases", "multi_cases"]
        .into_iter()
        .flat_map(cases_in)
        .filter(|c| c.tool == "go")
        .map(|c| Case {
            golden: c.golden,
            program: c.program,
            flags: c.flags,
            profiles: c.profiles,
        })
        .chain(crate::go_views::cases())
        .collect();
    cases.retain(|c| {
        [".go.text", ".go.tree", ".go.peek", ".go.traces"]
            .iter()
            .any(|end| c.golden.ends_with(end))
    });
    cases
}

/// Our arguments for a case, run in `testdata/bin` as Go was run in the
/// directory of the programs: Go's flags as they are, under the preset.
pub(crate) fn args(case: &Case) -> Vec<String> {
    let prof = |name: &str| format!("../prof/{name}");
    let mut args = vec!["--preset=go".to_string()];
    args.extend(crate::common::lib_flags("."));
    for flag in &case.flags {
        match flag.split_once('=') {
            Some((name, file)) if ["-base", "-diff_base"].contains(&name) => {
                args.push(format!("{name}={}", prof(file)))
            }
            _ => args.push(flag.clone()),
        }
    }
    if case.program != "-" {
        args.push(format!("./{}", case.program));
    }
    args.extend(case.profiles.iter().map(|p| prof(p)));
    args
}

#[test]
fn go_preset_prints_gos_reports_byte_for_byte() {
    crate::common::golden_run();
    let cases = cases();
    assert!(cases.len() >= 170, "Go's goldens: {}", cases.len());
    let differences: Vec<(&str, &str)> = DIFFERENCES
        .iter()
        .chain(
            crate::multi::DIFFERENCES
                .iter()
                .filter(|(g, _)| g.contains(".go.")),
        )
        .copied()
        .collect();
    let equal = std::cell::Cell::new(0);
    judge(cases.iter(), &differences, |case| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .args(args(case))
            .current_dir(testdata().join("bin"))
            .output()
            .expect("profile-analyze runs");
        if !out.status.success() {
            return vec![format!("failed: {}", String::from_utf8_lossy(&out.stderr))];
        }
        let ours = String::from_utf8_lossy(&out.stdout)
            .replace("__libc_start_main_impl", "__libc_start_main");
        let golden = std::fs::read_to_string(testdata().join("golden").join(&case.golden)).unwrap();
        if ours == golden {
            equal.set(equal.get() + 1);
            return Vec::new();
        }
        let first = ours
            .lines()
            .zip(golden.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(ours.lines().count().min(golden.lines().count()));
        vec![format!(
            "line {}: ours {:?}, Go's {:?}",
            first + 1,
            ours.lines().nth(first).unwrap_or("(end)"),
            golden.lines().nth(first).unwrap_or("(end)")
        )]
    });
    // docs/reference.md's count: every golden but the 33 listed, byte for byte.
    assert_eq!((cases.len(), equal.get()), (170, 137));
}

/// `-unit=s` is honoured under Go's preset (a gperftools CPU profile shows
/// its time), and under perl's, whose `--text` counts samples, said not to
/// apply rather than dropped without a word.
#[test]
fn a_unit_is_honoured_or_said_not_to_apply() {
    let bin = testdata().join("bin/c_pie_O0");
    let prof = crate::common::profile("c_pie_O0");
    let [bin, prof] = [&bin, &prof].map(|p| p.to_str().unwrap());
    let go = crate::common::run(&["--preset=go", "-top", "-unit=s", bin, prof]);
    let text = crate::common::stdout_ok(&go);
    assert!(
        text.contains("Showing nodes accounting for 1.70s, 100% of 1.70s total"),
        "{text}"
    );
    assert!(
        text.contains("     0.83s 48.82% 48.82%      0.83s 48.82%  leaf_heavy"),
        "{text}"
    );
    let perl = crate::common::run(&["--text", "--unit=s", bin, prof]);
    assert!(crate::common::stdout_ok(&perl).starts_with("Total: 170 samples\n"));
    assert!(
        String::from_utf8_lossy(&perl.stderr).contains("unit=s does not apply"),
        "{}",
        String::from_utf8_lossy(&perl.stderr)
    );
}
