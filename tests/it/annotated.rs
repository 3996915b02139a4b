//! `--list` and `--disasm` beyond the goldens: missing sources, regular
//! expressions that match nothing, stripped binaries, the options.

use crate::common::{profile, run, stdout_ok, testdata};
use std::process::Output;

fn analyze(binary: &str, profile_of: &str, flags: &[&str]) -> Output {
    let bin = testdata().join("bin");
    let prefix = format!("--lib_prefix={}", bin.display());
    let binary = bin.join(binary);
    let profile = profile(profile_of);
    let mut args: Vec<&str> = flags.to_vec();
    args.push(&prefix);
    args.push(binary.to_str().unwrap());
    args.push(profile.to_str().unwrap());
    run(&args)
}

fn sources() -> String {
    format!("--source_path={}", testdata().join("programs").display())
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn missing_source_still_shows_the_counts() {
    // The debug information names ./c_pie_O0.c, which is not in the
    // directory the tests run in, and no --source_path is given.
    let out = analyze("c_pie_O0", "c_pie_O0", &["--list=leaf_heavy"]);
    let text = stdout_ok(&out);
    assert_eq!(
        text,
        "ROUTINE ====================== leaf_heavy in c_pie_O0.c\n\
         \x20   83     83 Total samples (flat / cumulative)\n\
         (source not found: ./c_pie_O0.c; add its directory with --source_path)\n\
         \x20   47     47   26:\n\
         \x20   36     36   27:\n"
    );
}

#[test]
fn nothing_matched_is_said_on_stderr_with_success() {
    // google-pprof prints nothing and exits 0; we say why.
    let out = analyze("c_pie_O0", "c_pie_O0", &["--disasm=^no_such_function$"]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(
        stderr(&out),
        "profile-analyze: no function with samples matches ^no_such_function$\n"
    );
}

#[test]
fn strip_debug_keeps_disassembly_and_says_lines_are_gone() {
    let with_lines = stdout_ok(&analyze("c_pie_O0", "c_pie_O0", &["--disasm=leaf_light"]));
    let stripped = stdout_ok(&analyze(
        "c_pie_O0.strip-debug",
        "c_pie_O0",
        &["--disasm=leaf_light"],
    ));
    // The same instructions with the same numbers, without source lines.
    let instructions = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.len() > 26 && &l[13..17] == "    " && &l[25..26] == ":")
            .map(str::to_string)
            .collect()
    };
    assert_eq!(instructions(&stripped), instructions(&with_lines));
    assert!(instructions(&stripped).len() > 10);
    assert!(stripped.contains("     2     29        1239: call   1139 <mix_step>\n"));
    let list = stdout_ok(&analyze(
        "c_pie_O0.strip-debug",
        "c_pie_O0",
        &["--list=leaf_light"],
    ));
    assert!(list.starts_with("ROUTINE ====================== leaf_light in ??\n"));
    assert!(list.contains("     4     31 Total samples"));
    assert!(list.contains("has no DWARF line table; --disasm shows the instructions"));
}

#[test]
fn strip_all_says_only_exported_functions_can_be_shown() {
    let out = analyze("c_pie_O0.strip-all", "c_pie_O0", &["--disasm=leaf"]);
    assert!(out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("no function with samples matches leaf"),
        "{err}"
    );
    assert!(
        err.contains("c_pie_O0.strip-all: no symbol table (stripped with --strip-all?)"),
        "{err}"
    );
}

#[test]
fn inlined_lines_moves_inlined_samples_to_their_own_lines_with_gos_cum() {
    let sources = sources();
    let flags = vec!["--list=hash_block", sources.as_str()];
    let default = stdout_ok(&analyze("c_nopie_O2", "c_nopie_O2", &flags));
    let mut with = flags.clone();
    with.push("--inlined_lines");
    let inlined = stdout_ok(&analyze("c_nopie_O2", "c_nopie_O2", &with));
    // By default the inlined hash_round/rotl64 code is charged to the call
    // on line 38; with the option, to rotl64's line 18 and hash_round's 31,
    // and as in Go's -list (`. 280ms` on 38, `80ms 280ms` on 31) the call
    // sites have the samples of what they call in their cum.
    assert!(default.contains("    28     28   38:         h = hash_round(h, i);\n"));
    assert!(inlined.contains("     .     28   38:         h = hash_round(h, i);\n"));
    assert!(inlined.contains("--- inlined from c_nopie_O2.c\n"));
    assert!(inlined.contains("    20     20   18:     return (x << r) | (x >> (64 - r));\n"));
    assert!(inlined.contains("     8     28   31:     return rotl64"));
}

#[test]
fn intel_syntax() {
    let text = stdout_ok(&analyze(
        "c_pie_O0",
        "c_pie_O0",
        &["--disasm=leaf_light", "--intel"],
    ));
    assert!(text.contains("        120d: push   rbp\n"), "{text}");
    assert!(
        text.contains("        1239: call   1139 <mix_step>\n"),
        "{text}"
    );
}

#[test]
fn library_functions_are_disassembled_at_their_file_addresses() {
    // hot_inner is in libhot.so, mapped far from its link address.
    let text = stdout_ok(&analyze("shlib", "shlib", &["--disasm=^hot_inner$"]));
    assert!(text.starts_with("ROUTINE ====================== hot_inner\n"));
    let first = text
        .lines()
        .find(|l| l.len() > 26 && &l[25..26] == ":")
        .unwrap();
    let address = u64::from_str_radix(first[17..25].trim(), 16).unwrap();
    assert!(address < 0x10000, "{first}");
}

/// `--trim_path` (Go's `-trim_path`): the name the debug information gives
/// (`./cpp_inline.cpp`) without the prefix is looked for as Go looks for
/// it, under the current directory (or each `--source_path` directory) and
/// their parents; unset, neither finds it.
#[test]
fn trim_path_finds_sources_as_go_does() {
    let dir = crate::common::scratch("trim-path");
    // proj/cpp_inline.cpp; runs from proj/build/out and from other.
    let project = dir.path().join("proj");
    let (build, other) = (project.join("build/out"), dir.path().join("other"));
    for d in [&build, &other] {
        std::fs::create_dir_all(d).unwrap();
    }
    std::fs::copy(
        testdata().join("programs/cpp_inline.cpp"),
        project.join("cpp_inline.cpp"),
    )
    .unwrap();
    let list = |cwd: &std::path::Path, flags: &[&str]| {
        let bin = testdata().join("bin");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .current_dir(cwd)
            .arg("--list=integrate")
            .args(flags)
            .arg(format!("--lib_prefix={}", bin.display()))
            .arg(bin.join("cpp_inline"))
            .arg(profile("cpp_inline"))
            .output()
            .unwrap();
        stdout_ok(&out)
    };
    let found = "   54: NOINLINE Vec3 integrate(unsigned long n, double start)";
    let unset = list(&build, &[]);
    assert!(
        unset.contains("(source not found: ./cpp_inline.cpp;"),
        "{unset}"
    );
    assert_eq!(list(&build, &["--trim_path="]), unset);
    // The first prefix that fits is removed (`/elsewhere` does not); the
    // rest is found in a parent of the current directory.
    let trimmed = list(&build, &["--trim_path=/elsewhere:."]);
    assert!(trimmed.contains(found), "{trimmed}");
    assert!(
        trimmed.starts_with("ROUTINE ====================== geom::integrate in cpp_inline.cpp\n"),
        "{trimmed}"
    );
    // In a parent of a --source_path directory.
    let source_path = format!("--source_path={}", project.join("src/deep").display());
    let without = list(&other, &[&source_path]);
    assert!(without.contains("(source not found"), "{without}");
    let with = list(&other, &[&source_path, "-trim_path=."]);
    assert!(with.contains(found), "{with}");
}

/// The first routine's heading of a `--list` or `--disasm` report: its
/// name and its flat and cum as printed.
fn heading(text: &str) -> (String, String, String) {
    let mut lines = text.lines();
    let name = lines.next().unwrap_or_default();
    let name = name.strip_prefix("ROUTINE ====================== ");
    let name = name.unwrap_or_else(|| panic!("a routine: {text}"));
    // `--list` names the file too.
    let name = name.split(" in ").next().unwrap_or_default().to_string();
    let mut values = lines.next().unwrap_or_default().split_whitespace();
    let mut value = || values.next().unwrap_or_default().to_string();
    (name, value(), value())
}

/// A function only ever inlined has no routine in the symbol table: it is
/// listed from the profile's lines (Go pprof lists it too), with the
/// samples whose leaf code is it or code inlined into it as its flat.
#[test]
fn list_shows_a_function_only_ever_inlined() {
    let sources = sources();
    let list = |re: &str| {
        let flag = format!("--list={re}");
        stdout_ok(&analyze("c_nopie_O2", "c_nopie_O2", &[&flag, &sources]))
    };
    let text = list("^sum_squares_inlined$");
    assert!(
        text.starts_with(
            "ROUTINE ====================== sum_squares_inlined in c_nopie_O2.c\n\
             \x20   39     39 Total samples (flat / cumulative)\n"
        ),
        "{text}"
    );
    assert!(text.contains("    12     12   57:     for (unsigned long i = 0; i < n; i++)\n"));
    assert!(text.contains("    27     27   58:         s = s * 2862933555777941757UL"));
    // hash_round's flat has rotl64's code, inlined into it (--text's
    // `hash_round (inline)` row: flat 8, cum 28), on the line of the call.
    let text = list("^hash_round$");
    assert!(
        text.starts_with(
            "ROUTINE ====================== hash_round in c_nopie_O2.c\n\
             \x20   28     28 Total samples (flat / cumulative)\n"
        ),
        "{text}"
    );
    assert!(text.contains("    28     28   31:     return rotl64(h ^ mix64(v), 17)"));
    // rotl64, inlined into hash_round (in hash_block) and into scramble.
    let text = list("^rotl64$");
    assert!(text.contains("    25     25 Total samples (flat / cumulative)\n"));
    // The routines that match are listed from the symbol table, once, and
    // the inlined functions that match after them.
    let text = list("^hash_");
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("ROUTINE")).collect();
    assert_eq!(
        headings,
        [
            "ROUTINE ====================== hash_block in c_nopie_O2.c",
            "ROUTINE ====================== hash_round in c_nopie_O2.c",
        ]
    );
}

/// With full names, a routine of the symbol table is still listed once,
/// and an inlined function by its full name.
#[test]
fn list_with_full_names_lists_each_function_once() {
    let text = stdout_ok(&analyze(
        "cpp_inline",
        "cpp_inline",
        &["--list=integrate|operator\\*", "--full_names"],
    ));
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("ROUTINE")).collect();
    assert_eq!(
        headings,
        [
            "ROUTINE ====================== geom::integrate in cpp_inline.cpp",
            "ROUTINE ====================== geom::operator*(geom::Vec3 const&, double) in cpp_inline.cpp",
        ],
        "{text}"
    );
}

/// The same on a perf.data recording: libstdc++'s partition, inlined into
/// the sort (--text: `std::__unguarded_partition (inline)`, flat 81.25ms,
/// cum 111.5ms; the comparisons and iterator steps inlined into it make
/// the rest of its flat).
#[test]
fn list_shows_a_function_only_ever_inlined_in_a_perf_recording() {
    let data = testdata().join("perf/perf_cpp.data");
    let data = data.to_str().unwrap();
    let text = stdout_ok(&crate::perf::run_perf(&["--text", data]));
    assert!(
        text.contains(
            " 81.25ms  40.7%  40.7%  111.5ms  55.9% [.] std::__unguarded_partition (inline)\n"
        ),
        "{text}"
    );
    let out = crate::perf::run_perf(&["--list=^std::__unguarded_partition$", data]);
    let text = stdout_ok(&out);
    assert!(
        text.starts_with(
            "ROUTINE ====================== std::__unguarded_partition in /usr/include/c++/12/bits/stl_algo.h\n\
             111.5ms 111.5ms Total time (flat / cumulative)\n"
        ),
        "{text}"
    );
    assert_eq!(text.matches("ROUTINE").count(), 1, "{text}");
}

/// `--list` and `--disasm` of one function print the same flat and cum,
/// the code inlined into it included, whatever the profile's format: a
/// gperftools profile, and a perf.data recording, whose source was listed
/// from its lines (without the inlined code: work::sort_some 1ms of 140ms)
/// while its instructions were the routine's.
#[test]
fn list_and_disasm_agree_on_a_function() {
    let gperftools =
        |flag: &str| heading(&stdout_ok(&analyze("cpp_inline", "cpp_inline", &[flag])));
    let expected = (
        "geom::integrate".to_string(),
        "19".to_string(),
        "40".to_string(),
    );
    assert_eq!(gperftools("--list=^geom::integrate$"), expected);
    assert_eq!(gperftools("--disasm=^geom::integrate$"), expected);
    let data = testdata().join("perf/perf_cpp.data");
    let data = data.to_str().unwrap();
    let perf = |flag: &str| heading(&stdout_ok(&crate::perf::run_perf(&[flag, data])));
    for (re, flat, cum) in [
        ("^work::sort_some$", "24.75ms", "140ms"),
        ("introsort_loop", "115.25ms", "217.75ms"),
    ] {
        let list = perf(&format!("--list={re}"));
        assert_eq!(list, perf(&format!("--disasm={re}")), "{re}");
        assert_eq!((list.1.as_str(), list.2.as_str()), (flat, cum), "{re}");
    }
}
