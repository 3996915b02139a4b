//! The seams of issue 40, each against Go pprof's output
//! (`testdata/seam_goldens.sh`, in `testdata/golden/seams`): source and
//! disassembly of a Go runtime profile whose locations carry lines, equal
//! samples merged at load, a kernel frame the file names, samples of zeros,
//! a proto whose program is nowhere.

use crate::common::{run, stdout_ok, testdata};
use crate::go_views::{Trace, go_name, same_trace, traces};
use crate::multi::{Number, go_number, go_rows, perl_rows};
use std::collections::BTreeMap;

fn golden(name: &str) -> String {
    std::fs::read_to_string(testdata().join("golden/seams").join(name))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn prof(name: &str) -> String {
    testdata().join("prof").join(name).display().to_string()
}

fn go_prof_binary() -> String {
    testdata().join("bin/go_prof").display().to_string()
}

fn sources() -> String {
    format!("--source_path={}", testdata().join("programs").display())
}

/// A value of a listing: `.` is nothing.
fn value(word: &str) -> Number {
    if word == "." {
        (0.0, 0.0)
    } else {
        go_number(word)
    }
}

fn close(a: Number, b: Number) -> bool {
    (a.0 - b.0).abs() <= a.1 + b.1 + 1e-6
}

/// One routine of a `-list` or `-disasm` listing: its totals and the
/// (flat, cum) of each row with a value, by line number or address.
#[derive(Debug, Default)]
struct Routine {
    total: Option<(Number, Number)>,
    rows: BTreeMap<String, (Number, Number)>,
}

/// The routines of a listing in Go's layout or ours, by name: a row is
/// `flat cum N: ...` (a line number, or a hex address in a disassembly).
fn routines(text: &str) -> BTreeMap<String, Routine> {
    let mut routines: BTreeMap<String, Routine> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if line.starts_with("ROUTINE =") {
            current = Some(words[2].to_string());
            routines.entry(words[2].to_string()).or_default();
            continue;
        }
        let Some(name) = &current else { continue };
        let routine = routines.get_mut(name).unwrap();
        if routine.total.is_none() && words.len() >= 2 {
            routine.total = Some((value(words[0]), value(words[1])));
            continue;
        }
        let [flat, cum, at, ..] = words[..] else {
            continue;
        };
        let Some(at) = at.strip_suffix(':') else {
            continue;
        };
        if at.is_empty() || !at.chars().all(|c| c.is_ascii_hexdigit()) {
            continue;
        }
        let (flat, cum) = (value(flat), value(cum));
        if flat.0 != 0.0 || cum.0 != 0.0 {
            let row = routine.rows.entry(at.to_string()).or_default();
            *row = ((row.0.0 + flat.0, flat.1), (row.1.0 + cum.0, cum.1));
        }
    }
    routines
}

/// Compares our listing with Go's, routine by routine, row by row.
fn same_listing(ours: &str, go: &str, what: &str) {
    let (ours, go) = (routines(ours), routines(go));
    assert!(!go.is_empty(), "{what}: Go's golden has no routine");
    assert_eq!(
        ours.keys().collect::<Vec<_>>(),
        go.keys().collect::<Vec<_>>(),
        "{what}: the routines"
    );
    for (name, theirs) in &go {
        let mine = &ours[name];
        let (Some((f, c)), Some((gf, gc))) = (mine.total, theirs.total) else {
            panic!("{what}: {name} has no totals: {mine:?} {theirs:?}");
        };
        assert!(close(f, gf) && close(c, gc), "{what}: {name}'s totals");
        assert_eq!(
            mine.rows.keys().collect::<Vec<_>>(),
            theirs.rows.keys().collect::<Vec<_>>(),
            "{what}: {name}'s rows with values"
        );
        for (at, (gf, gc)) in &theirs.rows {
            let (f, c) = mine.rows[at];
            assert!(
                close(f, *gf) && close(c, *gc),
                "{what}: {name} at {at}: ours {f:?} {c:?}, Go's {gf:?} {gc:?}"
            );
        }
    }
}

#[test]
fn list_of_a_profile_proto_with_lines_is_gos() {
    let sources = sources();
    for (regex, golden_name) in [
        ("--list=main.hashBytes", "go_prof.hashBytes.list"),
        ("--list=main.runWorker", "go_prof.runWorker.list"),
    ] {
        let go = golden(golden_name);
        // From the profile's own lines, with the program and without it.
        let with_program = stdout_ok(&run(&[
            regex,
            &sources,
            &go_prof_binary(),
            &prof("go_prof.cpu.pb.gz"),
        ]));
        same_listing(&with_program, &go, &format!("{regex} with the program"));
        let alone = stdout_ok(&run(&[regex, &sources, &prof("go_prof.cpu.pb.gz")]));
        same_listing(&alone, &go, &format!("{regex} without the program"));
        assert!(alone.contains("func hashBytes") || !regex.contains("hashBytes"));
    }
}

#[test]
fn list_without_the_source_shows_the_lines_with_values() {
    let out = run(&["--list=main.hashBytes", &prof("go_prof.cpu.pb.gz")]);
    let text = stdout_ok(&out);
    assert!(text.contains("(source not found: "), "{text}");
    same_listing(&text, &golden("go_prof.hashBytes.list"), "no source");
}

#[test]
fn disasm_of_a_profile_proto_with_lines_is_gos() {
    for (regex, golden_name) in [
        ("--disasm=main.hashBytes", "go_prof.hashBytes.disasm"),
        ("--disasm=main.runWorkerA", "go_prof.runWorkerA.disasm"),
    ] {
        let ours = stdout_ok(&run(&[
            regex,
            &go_prof_binary(),
            &prof("go_prof.cpu.pb.gz"),
        ]));
        same_listing(&ours, &golden(golden_name), regex);
    }
    // Without the program there is no code to show: said, not silent.
    let out = run(&["--disasm=main.hashBytes", &prof("go_prof.cpu.pb.gz")]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "main.hashBytes: the profile names it, but the file of its code was not found"
        ),
        "{stderr}"
    );
}

/// Our `--traces` of `profile` against Go's golden: the same blocks, in
/// the same order.
fn same_traces(profile: &str, golden_name: &str, name: fn(&str) -> String) -> Vec<Trace> {
    let ours = traces(&stdout_ok(&run(&["--traces", &prof(profile)])), name);
    let theirs = traces(&golden(golden_name), name);
    assert_eq!(ours.len(), theirs.len(), "{profile}: blocks");
    for (o, t) in ours.iter().zip(&theirs) {
        assert!(same_trace(o, t), "{profile}: ours {o:?}, Go's {t:?}");
    }
    ours
}

/// Our `--text` rows of `profile` against Go's `-text -nodefraction=0`.
fn same_text(profile: &str, golden_name: &str, name: fn(&str) -> String) {
    let ours = perl_rows(&stdout_ok(&run(&[
        "--text",
        "--nodefraction=0",
        &prof(profile),
    ])));
    let theirs = go_rows(&golden(golden_name));
    let key = |rows: &[crate::multi::Row]| {
        let mut v: Vec<String> = rows.iter().map(|r| name(&r.name)).collect();
        v.sort();
        v
    };
    assert_eq!(key(&ours), key(&theirs), "{profile}: rows");
    for t in &theirs {
        let o = ours
            .iter()
            .find(|o| name(&o.name) == name(&t.name))
            .unwrap();
        assert!(
            close(o.flat, t.flat) && close(o.cum, t.cum),
            "{profile}: {}: ours {o:?}, Go's {t:?}",
            t.name
        );
    }
}

#[test]
fn equal_samples_are_merged_at_load() {
    // Every sample written twice: as many blocks as the profile has, each
    // with twice its value.
    let merged = same_traces("go_prof.doubled.pb.gz", "go_prof.doubled.traces", go_name);
    let once = traces(
        &stdout_ok(&run(&["--traces", &prof("go_prof.cpu.pb.gz")])),
        go_name,
    );
    assert_eq!(merged.len(), once.len());
    assert!(
        merged
            .iter()
            .zip(&once)
            .all(|(m, o)| m.value.0 == 2.0 * o.value.0)
    );
    same_text("go_prof.doubled.pb.gz", "go_prof.doubled.text", go_name);
    // --dump sees the merged profile: as many samples as the original.
    let samples = |profile: &str| {
        let dump = stdout_ok(&run(&["--dump", &prof(profile)]));
        dump.lines()
            .skip_while(|l| !l.starts_with("Samples:"))
            .take_while(|l| !l.starts_with("Locations"))
            .filter(|l| l.trim_end().ends_with(|c: char| c.is_ascii_digit()) && l.contains(": "))
            .count()
    };
    assert_eq!(
        samples("go_prof.doubled.pb.gz"),
        samples("go_prof.cpu.pb.gz")
    );
}

#[test]
fn a_kernel_frame_the_file_names_keeps_its_samples() {
    same_traces("kernel_frame.pb.gz", "kernel_frame.traces", go_name);
    let ours = perl_rows(&stdout_ok(&run(&["--text", &prof("kernel_frame.pb.gz")])));
    let theirs = go_rows(&golden("kernel_frame.text"));
    assert_eq!(ours.len(), theirs.len());
    let kernel = ours
        .iter()
        .find(|r| r.name == "kernel_fn")
        .expect("kernel_fn");
    assert_eq!(kernel.flat.0, 50e6);
}

#[test]
fn samples_of_zeros_are_dropped_at_load() {
    let ours = same_traces(
        "kernel_frame.zeros.pb.gz",
        "kernel_frame.zeros.traces",
        go_name,
    );
    assert_eq!(ours.len(), 2);
}

/// A name with our reason for an address without a name left out
/// (`[go_prof] (file not found or unusable)` is Go's `[go_prof]`).
fn without_reason(name: &str) -> String {
    match name.split_once("] (") {
        Some((object, _)) => format!("{object}]"),
        None => go_name(name),
    }
}

#[test]
fn a_proto_without_lines_or_program_shows_its_addresses() {
    let out = run(&["--text", &prof("go_prof.no_lines.pb.gz")]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("/nonexistent/go_prof"), "{stderr}");
    same_text(
        "go_prof.no_lines.pb.gz",
        "go_prof.no_lines.text",
        without_reason,
    );
    same_traces(
        "go_prof.no_lines.pb.gz",
        "go_prof.no_lines.traces",
        without_reason,
    );
}

/// `testdata/prof/c_pie_O0.prof` cut to its first `records` records (with
/// its trailer and mappings): a profile of a second or so.
fn short_profile(records: usize) -> Vec<u8> {
    let bytes = std::fs::read(testdata().join("prof/c_pie_O0.prof")).unwrap();
    let word = |i: usize| u64::from_le_bytes(bytes[i * 8..i * 8 + 8].try_into().unwrap());
    let mut out = bytes[..5 * 8].to_vec();
    let mut i = 5;
    let mut kept = 0;
    while !(word(i) == 0 && word(i + 1) == 1 && word(i + 2) == 0) {
        let len = 2 + word(i + 1) as usize;
        if kept < records {
            out.extend_from_slice(&bytes[i * 8..(i + len) * 8]);
            kept += 1;
        }
        i += len;
    }
    out.extend_from_slice(&bytes[i * 8..]);
    out
}

#[test]
fn another_program_does_not_fit_a_short_profile() {
    let dir = crate::common::scratch("short-profile");
    for records in [1, 2, 3] {
        let path = dir.join(format!("short{records}.prof"));
        std::fs::write(&path, short_profile(records)).unwrap();
        let profile = path.to_str().unwrap();
        let program = |name: &str| testdata().join("bin").join(name).display().to_string();
        // The profiled program names the samples.
        let text = stdout_ok(&run(&["--text", &program("c_pie_O0"), profile]));
        assert!(text.contains("leaf_medium"), "{text}");
        // Other small C programs are refused in one line, however short
        // the profile.
        for other in ["recursion", "threads", "shlib", "clones", "gmon_oneline"] {
            let out = run(&["--text", &program(other), profile]);
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(
                !out.status.success() && stderr.contains("is not the program profiled"),
                "{records} records, {other}: {stderr}{}",
                String::from_utf8_lossy(&out.stdout)
            );
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            // --ignore_mismatch uses it anyway, with a warning.
            let out = run(&["--text", "--ignore_mismatch", &program(other), profile]);
            assert!(out.status.success(), "{other}");
        }
    }
}

/// The source files named in a `-traces -lines` or `-tree -files` output:
/// each word with a `/` or ending in a source suffix, `:line` cut off.
fn source_files(text: &str) -> std::collections::BTreeSet<String> {
    text.lines()
        .filter(|l| !l.starts_with("File:") && !l.starts_with("Type:"))
        .flat_map(str::split_whitespace)
        .map(|w| w.split(':').next().unwrap_or(w).to_string())
        .filter(|w| w.contains('/') || w.ends_with(".c") || w.ends_with(".h"))
        .filter(|w| !w.starts_with('-') && !w.starts_with('|'))
        .collect()
}

#[test]
fn gos_layouts_clean_source_paths_and_perls_keep_them() {
    let bin = testdata().join("bin/c_pie_O0").display().to_string();
    let profile = testdata().join("prof/c_pie_O0.prof").display().to_string();
    for (flags, golden_name) in [
        (["--traces", "--lines"], "c_pie_O0.lines.traces"),
        (["--tree", "--files"], "c_pie_O0.files.tree"),
    ] {
        let ours = source_files(&stdout_ok(&run(&[flags[0], flags[1], &bin, &profile])));
        let gos = source_files(&golden(golden_name));
        assert!(gos.iter().any(|f| f.starts_with("csu/")), "{gos:?}");
        assert!(!ours.is_empty());
        for file in &ours {
            assert!(
                gos.contains(file),
                "{flags:?}: {file} is not in Go's {gos:?}"
            );
        }
    }
    // perl's layout keeps the debug information's bytes, as perl prints them.
    let text = stdout_ok(&run(&["--text", "--lines", &bin, &profile]));
    assert!(text.contains(" ./csu/../csu/libc-start.c:"), "{text}");
}

/// A gperftools CPU profile of `testdata/bin/shlib` (its mappings, from
/// `shlib.prof`) with a one-frame sample of `count` at each address.
fn shlib_profile(samples: &[(u64, u64)]) -> Vec<u8> {
    let bytes = std::fs::read(testdata().join("prof/shlib.prof")).unwrap();
    let word = |i: usize| u64::from_le_bytes(bytes[i * 8..i * 8 + 8].try_into().unwrap());
    let mut i = 5;
    while !(word(i) == 0 && word(i + 1) == 1 && word(i + 2) == 0) {
        i += 2 + word(i + 1) as usize;
    }
    let mut out = bytes[..5 * 8].to_vec();
    for &(count, pc) in samples {
        for w in [count, 1, pc] {
            out.extend(w.to_le_bytes());
        }
    }
    out.extend_from_slice(&bytes[i * 8..]);
    out
}

#[test]
fn plt_stubs_of_one_name_in_two_files_are_named_by_file() {
    // hot_secondary@plt: at 0x1040 in shlib (mapped at 0x560084912000 from
    // offset 0x1000), at 0x1030 in libhot.so (0x7f1506fc2000, 0x1000).
    let dir = crate::common::scratch("plt");
    let path = dir.join("plt.prof");
    std::fs::write(
        &path,
        shlib_profile(&[(3, 0x560084912040), (5, 0x7f1506fc2030)]),
    )
    .unwrap();
    let prefix = format!("--lib_prefix={}", testdata().join("bin").display());
    let bin = testdata().join("bin/shlib").display().to_string();
    let text = stdout_ok(&run(&["--text", &prefix, &bin, path.to_str().unwrap()]));
    assert!(
        text.contains("      5  62.5%  62.5%        5  62.5% hot_secondary@plt [libhot.so]\n"),
        "{text}"
    );
    assert!(
        text.contains("      3  37.5% 100.0%        3  37.5% hot_secondary@plt [shlib]\n"),
        "{text}"
    );
}

#[test]
fn a_stripped_library_is_mentioned_only_when_it_matters() {
    let prefix = format!("--lib_prefix={}", testdata().join("bin").display());
    let bin = testdata().join("bin/heap_prog").display().to_string();
    let profile = testdata()
        .join("prof/heap_prog.growth")
        .display()
        .to_string();
    let notes = |re: &str| {
        let out = run(&[&format!("--list={re}"), &prefix, &bin, &profile]);
        String::from_utf8_lossy(&out.stderr).to_string()
    };
    // main is in the program: libstdc++ (stripped in Debian) is no matter.
    assert!(!notes("^main$").contains("no symbol table"));
    // Nothing matched: the stripped library may be why, said once.
    let nothing = notes("no_such_function");
    assert!(
        nothing.contains("no function with samples matches"),
        "{nothing}"
    );
    assert!(nothing.matches("no symbol table").count() <= 1, "{nothing}");
}

#[test]
fn a_program_that_names_no_sampled_address_is_not_the_profiled_one() {
    // One sample at 0x1074 of c_pie_O0 (mapped at 0x55f52c248000 from
    // offset 0x1000): past _start's 0x22 bytes, before the next function.
    let bytes = short_profile(0);
    let mut out = bytes[..5 * 8].to_vec();
    for w in [1u64, 1, 0x55f52c248074] {
        out.extend(w.to_le_bytes());
    }
    out.extend_from_slice(&bytes[5 * 8..]);
    let dir = crate::common::scratch("no-symbol");
    let path = dir.join("gap.prof");
    std::fs::write(&path, out).unwrap();
    let bin = testdata().join("bin/c_pie_O0").display().to_string();
    let out = run(&["--text", &bin, path.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("is not the program profiled: none of the 1 addresses where the profile's samples were taken in it is in a function it has a symbol for"),
        "{stderr}"
    );
}

#[test]
fn list_of_a_profile_proto_gives_inlined_code_to_the_inlined_function() {
    let sources = sources();
    for (function, flags, golden_name) in [
        ("main.outer", "", "inlined_frames.outer.list"),
        ("main.inner", "", "inlined_frames.inner.list"),
        // --noinlines: the inlined code is its caller's, at the call.
        (
            "main.outer",
            "--noinlines",
            "inlined_frames.outer.noinlines.list",
        ),
    ] {
        let list = format!("--list={function}");
        let mut args = vec![list.as_str(), sources.as_str()];
        args.extend(Some(flags).filter(|f| !f.is_empty()));
        let profile = prof("inlined_frames.pb.gz");
        args.push(&profile);
        let ours = stdout_ok(&run(&args));
        same_listing(&ours, &golden(golden_name), golden_name);
    }
}
