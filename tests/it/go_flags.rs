//! Go pprof's flags: the frame filters (`-hide`, `-show`, `-show_from`,
//! `-prune_from`), `-noinlines` and `-filefunctions` against Go's goldens
//! (`testdata/golden/go_flag_cases`, made by `testdata/go_flag_goldens.sh`),
//! row by row by their numbers as `multi.rs` compares Go's; `-output`; and
//! `-intel_syntax` against `objdump -M intel`.

use crate::common::{profile, run, scratch, stdout_ok, testdata};
use crate::multi::{Case, Row, cases_in, check_text_cases};
use regex::Regex;

/// The goldens we do not match, on purpose: (golden file, why). None:
/// where names differ on purpose, [`as_go_names`] merges ours as Go does,
/// and the rows Go marks `(inline)` by their edges pair with ours by their
/// numbers.
const DIFFERENCES: &[(&str, &str)] = &[];

/// Our rows as Go names them, merged: we keep GCC's clones
/// (`helper [clone .constprop.0]`) apart, where Go's demangler names them
/// alike and Go merges them (see docs/comparison.md: where the output differs). Their
/// flat values add up; so do their cum values, as no stack of the test
/// profiles holds two of them.
fn as_go_names(rows: Vec<Row>) -> Vec<Row> {
    let apart = Regex::new(r" \[clone [^\]]*\]").unwrap();
    let mut merged: Vec<Row> = Vec::new();
    for row in rows {
        let name = apart.replace_all(&row.name, "").into_owned();
        match merged.iter_mut().find(|m| m.name == name) {
            Some(m) => {
                m.flat = (m.flat.0 + row.flat.0, m.flat.1 + row.flat.1);
                m.cum = (m.cum.0 + row.cum.0, m.cum.1 + row.cum.1);
            }
            None => merged.push(Row { name, ..row }),
        }
    }
    merged
}

fn go_cases() -> Vec<Case> {
    cases_in("go_flag_cases")
}

#[test]
fn go_goldens() {
    crate::common::golden_run();
    let cases = go_cases();
    assert!(
        cases.len() >= 50,
        "the cases of go_flag_cases: {}",
        cases.len()
    );
    check_text_cases(&cases, DIFFERENCES, as_go_names);
}

/// Each flag is taken with one dash (Go's spelling) and with two.
#[test]
fn flags_take_one_dash_or_two() {
    let bin = testdata().join("bin/c_nopie_O2");
    let prof = profile("c_nopie_O2");
    let [bin, prof] = [&bin, &prof].map(|p| p.to_str().unwrap());
    for flag in [
        "noinlines",
        "filefunctions",
        "hide=hash_round",
        "show=hash",
        "show_from=hash_block",
        "prune_from=hash_round",
        "show-from=hash_block",
        "prune-from=hash_round",
    ] {
        let one = stdout_ok(&run(&["-text", &format!("-{flag}"), bin, prof]));
        let two = stdout_ok(&run(&["--text", &format!("--{flag}"), bin, prof]));
        let none = stdout_ok(&run(&["--text", bin, prof]));
        assert_eq!(one, two, "{flag}");
        assert_ne!(one, none, "{flag} changes the report");
    }
}

/// A report written with `--output` is what stdout gets, byte for byte,
/// text and binary.
#[test]
fn output_writes_the_report_to_a_file() {
    let dir = scratch("go-flags-output");
    let bin = testdata().join("bin/c_pie_O0");
    let prof = profile("c_pie_O0");
    let [bin, prof] = [&bin, &prof].map(|p| p.to_str().unwrap().to_string());
    for (report, name) in [
        ("--text", "out.txt"),
        ("--svg", "out.svg"),
        ("--proto", "out.pb.gz"),
        ("--flamegraph", "flame.svg"),
    ] {
        if report == "--svg"
            && crate::common::need(
                "go_flags::output_writes_the_report_to_a_file (--svg)",
                "dot",
                "graphviz",
            )
            .is_none()
        {
            continue;
        }
        let path = dir.join(name);
        let stdout = run(&[report, &bin, &prof]);
        assert!(stdout.status.success(), "{report}");
        for spelling in ["--output", "-output"] {
            let option = format!("{spelling}={}", path.display());
            let out = run(&[report, &option, &bin, &prof]);
            assert!(out.status.success(), "{report} {option}");
            assert!(out.stdout.is_empty(), "{report}: nothing on stdout");
            let written = std::fs::read(&path).unwrap();
            assert!(!written.is_empty(), "{report}");
            assert!(
                written == stdout.stdout,
                "{report}: the file is stdout's report"
            );
            std::fs::remove_file(&path).unwrap();
        }
    }
    // No report flag: the text report, as when stdout is redirected.
    let path = dir.join("default.txt");
    let option = format!("--output={}", path.display());
    stdout_ok(&run(&[&option, &bin, &prof]));
    let text = stdout_ok(&run(&["--text", &bin, &prof]));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn output_to_a_file_that_cannot_be_written_names_it() {
    let dir = scratch("go-flags-output-error");
    let path = dir.join("missing/dir/out.txt");
    let bin = testdata().join("bin/c_pie_O0");
    let prof = profile("c_pie_O0");
    let option = format!("-output={}", path.display());
    let out = run(&[
        "-text",
        &option,
        bin.to_str().unwrap(),
        prof.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with(&format!("profile-analyze: {}: ", path.display())),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

/// `--output` with a report that writes nothing is refused.
#[test]
fn output_of_a_viewer_is_refused() {
    let bin = testdata().join("bin/c_pie_O0");
    let prof = profile("c_pie_O0");
    let out = run(&[
        "--gv",
        "--output=x.ps",
        bin.to_str().unwrap(),
        prof.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--gv writes nothing"));
}

/// Instructions as (address, text) without the names of targets (`<...>`)
/// and of addresses in comments (`# 3fc8 <...>`): we name them after the
/// symbols that contain them, demangled, objdump after versioned symbols.
fn instructions<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<(u64, String)> {
    lines
        .filter_map(|line| {
            let (address, text) = line.trim_start().split_once(':')?;
            let address = u64::from_str_radix(address, 16).ok()?;
            let text = text.split(" <").next()?.split(" #").next()?;
            let words: Vec<&str> = text.split_whitespace().collect();
            (!words.is_empty()).then(|| (address, words.join(" ")))
        })
        .collect()
}

/// `--intel_syntax` (Go's flag) prints every instruction of the sampled
/// routines as `objdump -d -M intel` does.
#[test]
fn intel_syntax_is_objdumps() {
    // Instruction lines: `flat cum address: text`.
    let line = Regex::new(r"^ *\S+ +\S+ +([0-9a-f]+: .*)$").unwrap();
    // The programs' own routines (libc's are at their file addresses in
    // another file).
    for (program, routines) in [
        ("c_pie_O0", "-disasm=^(_start|a|b|c|leaf_.*|main|mix_step)$"),
        (
            "c_nopie_O2",
            "-disasm=^(_start|main|hash_block|scramble|checksum|drive_.*)$",
        ),
    ] {
        let bin = testdata().join("bin").join(program);
        let Ok(objdump) = std::process::Command::new("objdump")
            .args(["-d", "-M", "intel", "--no-show-raw-insn"])
            .arg(&bin)
            .output()
        else {
            crate::common::skip(
                "go_flags::intel_syntax_is_objdumps",
                "no objdump",
                Some("binutils"),
            );
            return;
        };
        let theirs: std::collections::HashMap<u64, String> = instructions(
            String::from_utf8_lossy(&objdump.stdout)
                .lines()
                .filter(|l| l.starts_with(' ')),
        )
        .into_iter()
        .collect();
        let prof = profile(program);
        let text = stdout_ok(&run(&[
            routines,
            "-intel_syntax",
            bin.to_str().unwrap(),
            prof.to_str().unwrap(),
        ]));
        let ours = instructions(
            text.lines()
                .filter_map(|l| Some(line.captures(l)?.get(1)?.as_str())),
        );
        assert!(ours.len() > 100, "{program}: {} instructions", ours.len());
        assert!(
            ours.iter().any(|(_, t)| t.contains("QWORD PTR [rbp-0x")) || program != "c_pie_O0",
            "{program}: Intel operands"
        );
        assert!(
            !ours.iter().any(|(_, t)| t.contains('%')),
            "{program}: no AT&T registers"
        );
        let differ: Vec<String> = ours
            .iter()
            .filter(|(a, t)| theirs.get(a) != Some(t))
            .map(|(a, t)| format!("{a:x}: ours {t:?}, objdump {:?}", theirs.get(a)))
            .collect();
        assert!(differ.is_empty(), "{program}:\n{}", differ.join("\n"));
    }
}

/// `--output` naming an input (the profile, the program) is refused: the
/// file is left as it was.
#[test]
fn output_never_overwrites_an_input() {
    let dir = scratch("go-flags-output-input");
    let prof = dir.join("c_pie_O0.prof");
    std::fs::copy(profile("c_pie_O0"), &prof).unwrap();
    let before = std::fs::read(&prof).unwrap();
    let bin = testdata().join("bin/c_pie_O0");
    let option = format!("--output={}", prof.display());
    let out = run(&[
        "--text",
        &option,
        bin.to_str().unwrap(),
        prof.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("an input: the report would overwrite it"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(&prof).unwrap(), before);
}

/// A static function of a namespace and an anonymous namespace's function
/// (whose DWARF names lack their scopes) are named with them, the same in
/// `--text`, `--focus` and `--list` (Go's `-text` goldens check the rows).
#[test]
fn qualified_names_agree_across_reports() {
    let bin = testdata().join("bin/qualified");
    let prof = profile("qualified");
    let [bin, prof] = [&bin, &prof].map(|p| p.to_str().unwrap().to_string());
    let text = stdout_ok(&run(&["--text", &bin, &prof]));
    for name in ["post::sort_pixels", "a::(anonymous namespace)::anon_work"] {
        assert!(text.contains(&format!("% {name}\n")), "{name}: {text}");
        let re = regex::escape(name);
        let focus = format!("--focus={re}");
        let focused = stdout_ok(&run(&["--text", &focus, &bin, &prof]));
        assert!(
            focused.contains(&format!("% {name}\n")),
            "{name}: {focused}"
        );
        let list = format!("--list={re}");
        let listed = stdout_ok(&run(&[&list, &bin, &prof]));
        assert!(
            listed.starts_with(&format!("ROUTINE ====================== {name} in ")),
            "{name}: {listed}"
        );
    }
}
