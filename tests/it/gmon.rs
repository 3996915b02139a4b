//! gmon.out files (testdata/make_gmon.sh) against GNU gprof's flat profile
//! of the same files, and malformed gmon.out files.

use crate::common::{run, scratch, stdout_ok, test_each, testdata};
use profile_analyze::formats::{self, ReadOptions};
use profile_analyze::gprof;
use profile_analyze::profile::Histogram;
use profile_analyze::symbolize;
use std::collections::BTreeMap;
use std::path::Path;

/// gprof -b -p: name -> self seconds as printed, and the total.
fn gprof_flat(program: &str) -> (BTreeMap<String, String>, String) {
    let text =
        std::fs::read_to_string(testdata().join(format!("golden/{program}.gprof-flat"))).unwrap();
    let mut rows = BTreeMap::new();
    let mut total = String::new();
    for line in text.lines().skip(5) {
        let f: Vec<&str> = line.split_whitespace().collect();
        // Functions with calls but no time are not in --text (no samples).
        if f.len() >= 4 && f[2] != "0.00" {
            rows.insert(f.last().unwrap().to_string(), f[2].to_string());
        }
        if f.len() >= 4 {
            total = f[1].to_string();
        }
    }
    (rows, total)
}

/// Our `--text` duration (`630ms`, `1.15s`) in seconds, to gprof's precision.
fn seconds(duration: &str) -> String {
    let (number, scale) = if let Some(ms) = duration.strip_suffix("ms") {
        (ms, 1e-3)
    } else if let Some(s) = duration.strip_suffix('s') {
        (s, 1.0)
    } else {
        (duration, 0.0)
    };
    format!("{:.2}", number.parse::<f64>().unwrap() * scale)
}

fn text(program: &str, flags: &[&str]) -> String {
    gprof_report(program, "--text", flags)
}

fn self_time_per_function_matches_gprof(program: &str) {
    let (want, total) = gprof_flat(program);
    assert!(!want.is_empty(), "{program}: gprof rows");
    let report = text(program, &[]);
    let (first, rows) = report.split_once('\n').unwrap();
    assert_eq!(
        seconds(first.strip_prefix("Total: ").unwrap()),
        total,
        "{program}"
    );
    let got: BTreeMap<String, String> = rows
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|f| f[0] != "0")
        .map(|f| (f[5..].join(" "), seconds(f[0])))
        .collect();
    assert_eq!(got, want, "{program}");
}

test_each!(self_time_per_function_matches_gprof {
    gmon_tree_pie("gmon_tree_pie"),
    gmon_tree_nopie("gmon_tree_nopie"),
    gmon_cycles("gmon_cycles"),
    gmon_oneline("gmon_oneline"),
    gmon_thread_cycle("gmon_thread_cycle"),
});

#[test]
fn a_gmon_out_needs_its_program() {
    let profile = testdata().join("prof/gmon_tree_pie.gmon");
    let out = run(&["--text", profile.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("a gmon.out does not say its word size: give the profiled program")
    );
}

/// A little-endian 64-bit gmon.out: header, then the records.
fn gmon(records: &[Vec<u8>]) -> Vec<u8> {
    let mut out = b"gmon".to_vec();
    out.extend(1u32.to_le_bytes());
    out.extend([0; 12]);
    for r in records {
        out.extend(r);
    }
    out
}

fn histogram(low: u64, high: u64, bins: &[u16], dimension: &[u8; 15]) -> Vec<u8> {
    let mut r = vec![0u8];
    r.extend(low.to_le_bytes());
    r.extend(high.to_le_bytes());
    r.extend((bins.len() as u32).to_le_bytes());
    r.extend(100u32.to_le_bytes());
    r.extend(dimension);
    r.push(b's');
    for b in bins {
        r.extend(b.to_le_bytes());
    }
    r
}

const SECONDS: &[u8; 15] = b"seconds\0\0\0\0\0\0\0\0";

/// A histogram record of four bins over 0x401000-0x401100.
fn good() -> Vec<u8> {
    histogram(0x401000, 0x401100, &[0, 5, 0, 7], SECONDS)
}

/// `--text` of gmon_tree_nopie with `bytes` as its gmon.out.
fn analyze_gmon(name: &str, bytes: Vec<u8>) -> std::process::Output {
    let bin = testdata().join("bin/gmon_tree_nopie");
    let dir = scratch("gmon");
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    run(&["--text", bin.to_str().unwrap(), path.to_str().unwrap()])
}

/// A malformed gmon.out is refused in one line that says `what`.
fn malformed_gmon_files_are_refused(name: &str, bytes: Vec<u8>, what: &str) {
    let out = analyze_gmon(name, bytes);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
    assert!(stderr.contains(what), "{name}: {stderr}");
}

/// `gmon(records)` with its version word set to 2.
fn version2() -> Vec<u8> {
    let mut bytes = gmon(&[good()]);
    bytes[4] = 2;
    bytes
}

/// A BSD file (low, high, size header) of `bins` as raw bytes.
fn bsd_file(low: u64, high: u64, size: u32, bins: &[u8]) -> Vec<u8> {
    let mut bsd = Vec::new();
    bsd.extend(low.to_le_bytes());
    bsd.extend(high.to_le_bytes());
    bsd.extend(size.to_le_bytes());
    bsd.extend(bins);
    bsd
}

test_each!(malformed_gmon_files_are_refused {
    version(
        "version",
        version2(),
        "unsupported gmon.out version 2 (gprof writes 1) (at byte 4)",
    ),
    tag(
        "tag",
        gmon(&[good(), vec![7]]),
        "unknown record tag 7 (at byte",
    ),
    overlap(
        "overlap",
        gmon(&[good(), histogram(0x401080, 0x401180, &[1, 1, 1, 1], SECONDS)]),
        "overlaps another",
    ),
    dimension(
        "dimension",
        gmon(&[
            good(),
            histogram(0x402000, 0x402100, &[1, 1, 1, 1], b"cycles\0\0\0\0\0\0\0\0\0"),
        ]),
        "histogram dimension differs from the first histogram's",
    ),
    too_many_bins(
        "too-many-bins",
        gmon(&[histogram(0x401000, 0x401004, &[1, 1, 1], SECONDS)]),
        "more bins than 2-byte units",
    ),
    empty_range(
        "empty-range",
        gmon(&[histogram(0x401000, 0x401000, &[1], SECONDS)]),
        "histogram of 1 bins",
    ),
    // A BSD histogram of more bins than its range has 2-byte units.
    bsd_too_many_bins(
        "bsd-too-many-bins",
        bsd_file(0x401000, 0x401004, 26, &[1, 0, 1, 0, 1, 0]),
        "more bins than 2-byte units",
    ),
});

/// Records of the same range add up; a record cut short ends the file with
/// one warning, the records before it kept.
#[test]
fn a_record_cut_short_ends_the_file_with_one_warning() {
    let mut cut = gmon(&[good(), good(), good()]);
    cut.truncate(cut.len() - 3);
    let out = analyze_gmon("cut", cut);
    let report = stdout_ok(&out);
    assert!(report.starts_with("Total: 240ms\n"), "{report}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("histogram record cut short at byte"),
        "{stderr}"
    );
}

/// One bin over nearly the whole address space: read at once, its time
/// split over the functions it covers.
#[test]
fn one_bin_over_the_address_space_is_read_at_once() {
    let wide = gmon(&[histogram(0x1000, 0x7fff_ffff_f000, &[5], SECONDS)]);
    let report = stdout_ok(&analyze_gmon("wide", wide));
    assert!(report.starts_with("Total: 50ms\n"), "{report}");
}

/// Many bins each as wide as the spreading allows, most past the program's
/// code: read at once, not one location per 2-byte unit.
#[test]
fn many_wide_bins_are_read_at_once() {
    let many = gmon(&[histogram(
        0x401000,
        0x401000 + 1000 * 2048,
        &[1; 1000],
        SECONDS,
    )]);
    let report = stdout_ok(&analyze_gmon("many-wide", many));
    assert!(report.starts_with("Total: 10s\n"), "{report}");
    assert!(report.lines().count() < 100, "{report}");
}

/// The older BSD header (low, high, size) in a file of one bin.
#[test]
fn the_old_bsd_header_is_read() {
    let bsd = bsd_file(0x401000, 0x401100, 22, &5u16.to_le_bytes());
    let report = stdout_ok(&analyze_gmon("bsd-short", bsd));
    assert!(report.starts_with("Total: 50ms\n"), "{report}");
}

/// The gprof report comparisons: a test per fixture of `$check(program,
/// flags)`, with the flags that make gprof's numbers ours (gmon_clone has a
/// GCC clone gprof skips).
macro_rules! gprof_cases {
    ($check:ident) => {
        test_each!($check {
            gmon_tree_pie("gmon_tree_pie", &[]),
            gmon_tree_nopie("gmon_tree_nopie", &[]),
            gmon_cycles("gmon_cycles", &[]),
            // 32-bit little-endian (i386) and 32-bit big-endian (PowerPC):
            // words of the program's size and byte order.
            gmon_cycles_i386("gmon_cycles_i386", &[]),
            gmon_cycles_ppc("gmon_cycles_ppc", &[]),
            gmon_oneline("gmon_oneline", &[]),
            gmon_clone("gmon_clone", &["--gprof_symbols"]),
            gmon_cpp("gmon_cpp", &["--gprof_symbols"]),
            // C++ at -O0 whose names are hard to demangle: variadic
            // templates, std::swap's `enable_if`, function pointers.
            gmon_templates("gmon_templates", &["--gprof_symbols"]),
            // A cycle nobody outside it calls (a thread's start routine):
            // numbered, not printed.
            gmon_thread_cycle("gmon_thread_cycle", &[]),
        });
    };
}

/// Our `report` of a fixture (`--text` or one of gprof's).
fn gprof_report(program: &str, report: &str, flags: &[&str]) -> String {
    let bin = testdata().join("bin").join(program);
    let profile = testdata().join(format!("prof/{program}.gmon"));
    let mut args = vec![report];
    args.extend_from_slice(flags);
    args.push(bin.to_str().unwrap());
    args.push(profile.to_str().unwrap());
    stdout_ok(&run(&args))
}

/// `--gprof_flat` against `gprof -b -p`, byte for byte: the same rows in
/// the same order, the same `% time` (gprof's credits over the plain sum of
/// the bins' counts), seconds, calls and times per call (in the same unit).
fn flat_profile_matches_gprof(program: &str, flags: &[&str]) {
    let want =
        std::fs::read_to_string(testdata().join(format!("golden/{program}.gprof-flat"))).unwrap();
    let got = gprof_report(program, "--gprof_flat", flags);
    assert_eq!(got, want, "{program}");
}

gprof_cases!(flat_profile_matches_gprof);

/// `report` of `program` and `profiles` (paths) equals the golden file
/// `golden` (under testdata/golden), byte for byte.
fn report_is_golden(report: &str, program: &Path, profiles: &[&Path], golden: &str) {
    let want = std::fs::read_to_string(testdata().join("golden").join(golden)).unwrap();
    let mut args = vec![report, program.to_str().unwrap()];
    args.extend(profiles.iter().map(|p| p.to_str().unwrap()));
    assert_eq!(stdout_ok(&run(&args)), want, "{report}");
}

/// A profiling rate whose tick is no whole number of nanoseconds (1024 Hz):
/// gprof's reports still byte for byte, its `%g` sample duration included.
fn a_rate_of_1024_hz_gives_gprofs_reports(report: &str, golden: &str) {
    let bin = testdata().join("bin/gmon_cycles");
    let profile = testdata().join("prof/gmon_cycles_rate1024.gmon");
    report_is_golden(
        report,
        &bin,
        &[&profile],
        &format!("gmon_cycles_rate1024.gprof-{golden}"),
    );
}

test_each!(a_rate_of_1024_hz_gives_gprofs_reports {
    flat("--gprof_flat", "flat"),
    graph("--gprof_graph", "graph"),
});

/// The BSD layout of the same data gives the same reports: the fixture's
/// histogram and arcs (three 64-bit words each, as BSD's `struct rawarc`)
/// rewritten under a 4.4BSD header (version 0x51879, with the rate) and
/// under the older header without one.
fn bsd_layout_reads_the_same(versioned: bool) {
    let program = "gmon_tree_nopie";
    let bytes = std::fs::read(testdata().join(format!("prof/{program}.gmon"))).unwrap();
    // Split the GNU file (64-bit little-endian) into its histogram and arcs.
    let (mut hist, mut arcs) = (None, Vec::new());
    let mut at = 20;
    while at < bytes.len() {
        let word = |i: usize, n: usize| {
            let mut b = [0u8; 8];
            b[..n].copy_from_slice(&bytes[i..i + n]);
            u64::from_le_bytes(b)
        };
        match bytes[at] {
            0 => {
                let bins = word(at + 17, 4) as usize;
                let start = at + 41;
                hist = Some((
                    word(at + 1, 8),
                    word(at + 9, 8),
                    word(at + 21, 4),
                    bytes[start..start + 2 * bins].to_vec(),
                ));
                at = start + 2 * bins;
            }
            1 => {
                // BSD's arcs are three words: the count is 64-bit here.
                arcs.extend_from_slice(&bytes[at + 1..at + 17]);
                arcs.extend(word(at + 17, 4).to_le_bytes());
                at += 21;
            }
            tag => panic!("tag {tag}"),
        }
    }
    let (low, high, rate, bins) = hist.unwrap();
    let bsd = |versioned: bool| {
        let mut out = Vec::new();
        out.extend(low.to_le_bytes());
        out.extend(high.to_le_bytes());
        let header = if versioned { 40 } else { 20 };
        out.extend(((header + bins.len()) as u32).to_le_bytes());
        if versioned {
            out.extend(0x0005_1879u32.to_le_bytes());
            out.extend((rate as u32).to_le_bytes());
            out.extend([0; 12]);
        }
        out.extend(&bins);
        out.extend(&arcs);
        out
    };
    let bin = testdata().join("bin").join(program);
    let report = |path: &std::path::Path, flag: &str| {
        stdout_ok(&run(&[flag, bin.to_str().unwrap(), path.to_str().unwrap()]))
    };
    let gnu = testdata().join(format!("prof/{program}.gmon"));
    let dir = scratch("gmon-bsd");
    let path = dir.join(format!("bsd-{versioned}.out"));
    std::fs::write(&path, bsd(versioned)).unwrap();
    assert_eq!(
        report(&path, "--text"),
        report(&gnu, "--text"),
        "versioned {versioned}"
    );
    assert_eq!(report(&path, "--gprof_flat"), report(&gnu, "--gprof_flat"));
}

test_each!(bsd_layout_reads_the_same {
    versioned(true),
    unversioned(false),
});

/// `--gprof_graph` is byte for byte `gprof -b -q`: entries by total time,
/// callers and callees with their shares, the cycle as a whole and its
/// members, `<spontaneous>`, and the index by function name.
fn call_graph_matches_gprof(program: &str, flags: &[&str]) {
    let want =
        std::fs::read_to_string(testdata().join(format!("golden/{program}.gprof-graph"))).unwrap();
    assert_eq!(
        gprof_report(program, "--gprof_graph", flags),
        want,
        "{program}"
    );
}

gprof_cases!(call_graph_matches_gprof);

/// Without `--gprof_symbols`, the time and calls gprof gives `frame_dummy`
/// belong to the GCC clone after it, `scaled.isra.0`, which we name.
#[test]
fn gcc_clones_keep_their_time_by_default() {
    let flat = gprof_report("gmon_clone", "--gprof_flat", &[]);
    let want = gprof_report("gmon_clone", "--gprof_flat", &["--gprof_symbols"]);
    assert!(!flat.contains("frame_dummy"), "{flat}");
    let clone = flat
        .lines()
        .find(|l| l.ends_with(" scaled.isra.0"))
        .unwrap();
    let dummy = want.lines().find(|l| l.ends_with(" frame_dummy")).unwrap();
    assert_eq!(
        clone.trim_end_matches("scaled.isra.0"),
        dummy.trim_end_matches("frame_dummy"),
        "{flat}\n{want}"
    );
}

/// gprof -b -q's primary lines: name -> % time (self + children).
fn gprof_percent_time(program: &str) -> BTreeMap<String, f64> {
    let text =
        std::fs::read_to_string(testdata().join(format!("golden/{program}.gprof-graph"))).unwrap();
    text.lines()
        .filter(|l| l.starts_with('[') && !l.contains("as a whole>"))
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            // [i] %time self children called name [<cycle n>] [i]
            let name_end = f.iter().rposition(|w| w.starts_with('['))?;
            let name_start = if f[4].parse::<f64>().is_ok() || f[4].contains('+') {
                5
            } else {
                4
            };
            let name = f[name_start..name_end]
                .iter()
                .take_while(|w| **w != "<cycle")
                .copied()
                .collect::<Vec<_>>()
                .join(" ");
            Some((name, f[1].parse().ok()?))
        })
        .collect()
}

fn cum_is_gprofs_total_time_estimate(program: &str) {
    let want = gprof_percent_time(program);
    assert!(want.len() >= 5, "{program}: gprof entries {want:?}");
    let report = text(program, &[]);
    assert!(
        report
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("Cum: gprof's estimate")
    );
    let got: BTreeMap<String, f64> = report
        .lines()
        .skip(2)
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (
                f[5..].join(" "),
                f[4].trim_end_matches('%').parse().unwrap(),
            )
        })
        .collect();
    for (name, percent) in &want {
        let ours = got
            .get(name)
            .unwrap_or_else(|| panic!("{program}: no {name} in\n{report}"));
        assert!(
            (ours - percent).abs() <= 0.1 + 1e-9,
            "{program} {name}: {ours} vs {percent}"
        );
    }
}

test_each!(cum_is_gprofs_total_time_estimate {
    gmon_tree_pie("gmon_tree_pie"),
    gmon_tree_nopie("gmon_tree_nopie"),
    gmon_cycles("gmon_cycles"),
    gmon_oneline("gmon_oneline"),
});

#[test]
fn focus_keeps_sampled_cum() {
    let report = text("gmon_tree_pie", &["--focus=leaf"]);
    assert!(!report.contains("Cum: gprof's estimate"), "{report}");
    for l in report.lines().skip(1) {
        let f: Vec<&str> = l.split_whitespace().collect();
        assert_eq!(f[0], f[3], "flat == cum with focus: {l}");
    }
}

/// `--focus` and `--ignore` are gprof's `-F` and `-E`: each line of
/// testdata/gprof_filters.cases (golden, program, gprof's options, ours)
/// against gprof's output, byte for byte; every failing case is reported.
#[test]
fn focus_and_ignore_are_gprofs_f_and_e() {
    let cases = std::fs::read_to_string(testdata().join("gprof_filters.cases")).unwrap();
    let mut failures = Vec::new();
    let mut count = 0;
    for line in cases
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [golden, program, _gprof, ours] = fields[..] else {
            panic!("a case is `golden | program | gprof's options | ours`: {line}");
        };
        count += 1;
        let want = std::fs::read_to_string(testdata().join("golden").join(golden))
            .unwrap_or_else(|e| panic!("{golden}: {e} (run testdata/gprof_filter_goldens.sh)"));
        // gprof's execution counts join `.` to `./x.c` (see
        // execution_counts_match_gprof).
        let want = match golden.contains(".gprof-counts") {
            true => want.replace("././", "./"),
            false => want,
        };
        let flags: Vec<&str> = ours.split_whitespace().collect();
        let got = gprof_report(program, flags[0], &flags[1..]);
        if got != want {
            failures.push(format!("{golden} ({ours}):\n{got}"));
        }
    }
    assert!(count >= 20, "{count} cases");
    assert!(
        failures.is_empty(),
        "{} of {count} cases differ from gprof:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every golden of gprof's `-F`/`-E` reports has its case (none is left
/// over from a case taken out).
#[test]
fn every_gprof_filter_golden_has_a_case() {
    let cases = std::fs::read_to_string(testdata().join("gprof_filters.cases")).unwrap();
    for entry in std::fs::read_dir(testdata().join("golden")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.contains(".gprof-") && (name.contains(".F-") || name.contains(".E-")) {
            assert!(
                cases.lines().any(|l| l.starts_with(&format!("{name} |"))),
                "{name} is in no case of gprof_filters.cases"
            );
        }
    }
}

/// gprof's `-F` and `-E` leave its execution counts (`-l -C`) alone (the
/// goldens say so): ours are the same, with a note that says so; the call
/// graph and flat profile have no note.
#[test]
fn gprof_counts_say_focus_and_ignore_do_not_apply() {
    let bin = testdata().join("bin/gmon_cycles");
    let profile = testdata().join("prof/gmon_cycles_blocks.gmon");
    let (bin, profile) = (bin.to_str().unwrap(), profile.to_str().unwrap());
    let whole = run(&["--gprof_counts", bin, profile]);
    let focused = run(&[
        "--gprof_counts",
        "--focus=fib",
        "--ignore=spin",
        bin,
        profile,
    ]);
    assert_eq!(stdout_ok(&focused), stdout_ok(&whole));
    let stderr = String::from_utf8_lossy(&focused.stderr);
    assert!(
        stderr.contains("--focus and --ignore do not apply to gprof's execution counts"),
        "{stderr}"
    );
    assert!(whole.stderr.is_empty());
    for report in ["--gprof_flat", "--gprof_graph"] {
        let out = run(&[report, "--focus=fib", "--ignore=spin", bin, profile]);
        stdout_ok(&out);
        assert!(
            out.stderr.is_empty(),
            "{report}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A `--focus` that names no function selects them all, as gprof's `-F`
/// with a name it does not know; a note says so.
#[test]
fn a_focus_that_names_no_function_says_so() {
    let bin = testdata().join("bin/gmon_cycles");
    let profile = testdata().join("prof/gmon_cycles.gmon");
    let (bin, profile) = (bin.to_str().unwrap(), profile.to_str().unwrap());
    let out = run(&["--gprof_graph", "--focus=nosuch", bin, profile]);
    let want = std::fs::read_to_string(testdata().join("golden/gmon_cycles.gprof-graph")).unwrap();
    assert_eq!(stdout_ok(&out), want);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--focus=nosuch names no function"),
        "{stderr}"
    );
}

/// gprof's reports of a profile of sampled stacks (no histogram, no call
/// counts) are refused in one line that points to `--text`.
fn gprof_reports_need_a_gmon_out(report: &str) {
    let bin = testdata().join("bin/c_pie_O0");
    let profile = testdata().join("prof/c_pie_O0.prof");
    let out = run(&[report, bin.to_str().unwrap(), profile.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{report}: {stderr}");
    assert!(out.stdout.is_empty(), "{report}");
    assert_eq!(stderr.lines().count(), 1, "{report}: {stderr}");
    assert!(
        stderr.contains(&format!("{report} reports a gmon.out")) && stderr.contains("--text"),
        "{report}: {stderr}"
    );
}

test_each!(gprof_reports_need_a_gmon_out {
    flat("--gprof_flat"),
    graph("--gprof_graph"),
    counts("--gprof_counts"),
    sum("--gprof_sum"),
});

/// gprof -b -l -p: `function file:line` -> self seconds, summed over the
/// line's address ranges (rows with time only).
fn gprof_lines(program: &str) -> BTreeMap<String, f64> {
    let text =
        std::fs::read_to_string(testdata().join(format!("golden/{program}.gprof-lines"))).unwrap();
    let mut rows = BTreeMap::new();
    for line in text.lines().skip(5) {
        // 61.56 0.67 0.67 leaf1 (gmon_tree.c:13 @ 4011ce)
        let f: Vec<&str> = line.split_whitespace().collect();
        // (calls and times per call when the line is a function's entry)
        let n = f.len();
        if n >= 7 && f[2] != "0.00" {
            let key = format!("{} {}", f[n - 4], f[n - 3].trim_start_matches('('));
            *rows.entry(key).or_default() += f[2].parse::<f64>().unwrap();
        }
    }
    rows
}

fn self_time_per_line_matches_gprof_line_by_line(program: &str) {
    let want = gprof_lines(program);
    assert!(!want.is_empty(), "{program}: gprof rows {want:?}");
    let report = text(program, &["--lines"]);
    let got: BTreeMap<String, f64> = report
        .lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            let file_line = f[6].rsplit('/').next().unwrap();
            let seconds: f64 = seconds(f[0]).parse().unwrap();
            (format!("{} {file_line}", f[5]), seconds)
        })
        .collect();
    assert_eq!(
        got.keys().collect::<Vec<_>>(),
        want.keys().collect::<Vec<_>>(),
        "{program}"
    );
    for (key, seconds) in &want {
        assert!(
            (got[key] - seconds).abs() < 0.005,
            "{program} {key}: {} vs {seconds}",
            got[key]
        );
    }
}

test_each!(self_time_per_line_matches_gprof_line_by_line {
    gmon_tree_pie("gmon_tree_pie"),
    gmon_tree_nopie("gmon_tree_nopie"),
    gmon_cycles("gmon_cycles"),
    gmon_oneline("gmon_oneline"),
    gmon_thread_cycle("gmon_thread_cycle"),
});

/// `--gprof_counts` against `gprof -b -l -C`: calls per function at its
/// entry, runs per basic block (the blocks' fixture is gmon_cycles.gmon with
/// a basic-block record appended, the first block twice). gprof joins the
/// compilation directory `.` to the file name `./x.c`; we print `./x.c`.
fn execution_counts_match_gprof(program: &str, profile: &str) {
    let want = std::fs::read_to_string(testdata().join(format!("golden/{profile}.gprof-counts")))
        .unwrap()
        .replace("././", "./");
    let bin = testdata().join("bin").join(program);
    let gmon = testdata().join(format!("prof/{profile}.gmon"));
    let got = stdout_ok(&run(&[
        "--gprof_counts",
        bin.to_str().unwrap(),
        gmon.to_str().unwrap(),
    ]));
    assert_eq!(got, want, "{profile}");
}

test_each!(execution_counts_match_gprof {
    gmon_tree_pie("gmon_tree_pie", "gmon_tree_pie"),
    gmon_tree_nopie("gmon_tree_nopie", "gmon_tree_nopie"),
    gmon_cycles("gmon_cycles", "gmon_cycles"),
    gmon_cycles_blocks("gmon_cycles", "gmon_cycles_blocks"),
    gmon_oneline("gmon_oneline", "gmon_oneline"),
    gmon_cycles_i386("gmon_cycles_i386", "gmon_cycles_i386"),
    gmon_cycles_ppc("gmon_cycles_ppc", "gmon_cycles_ppc"),
    gmon_thread_cycle("gmon_thread_cycle", "gmon_thread_cycle"),
});

/// The basic-block fixture has blocks, one of them twice (summed).
#[test]
fn the_blocks_fixture_counts_a_block_twice() {
    let blocks =
        std::fs::read_to_string(testdata().join("golden/gmon_cycles_blocks.gprof-counts")).unwrap();
    assert!(blocks.lines().count() > 20, "the fixture has blocks");
    assert!(
        blocks.contains("(spin:0x11c9) 2000 executions"),
        "a block twice is summed"
    );
}

#[test]
fn a_basic_block_record_cut_short_is_dropped_with_one_warning() {
    let bin = testdata().join("bin/gmon_cycles");
    let mut bytes = std::fs::read(testdata().join("prof/gmon_cycles_blocks.gmon")).unwrap();
    bytes.truncate(bytes.len() - 5);
    let dir = scratch("gmon");
    let path = dir.join("blocks-cut");
    std::fs::write(&path, bytes).unwrap();
    let out = run(&[
        "--gprof_counts",
        bin.to_str().unwrap(),
        path.to_str().unwrap(),
    ]);
    let report = stdout_ok(&out);
    assert!(!report.contains("(spin:0x11d3)"), "no block kept: {report}");
    assert!(
        report.contains("(fib:0x1201) 250830 executions"),
        "{report}"
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("basic-block record cut short at byte"),
        "{stderr}"
    );
}

/// Code inlined into a function is charged to its call site there (as in
/// `--list`); `gprof -l` names the inlined function's own lines instead.
/// gmon_clone's `tail_part` is inlined into main at line 48.
#[test]
fn inlined_lines_are_charged_to_their_call_site() {
    let want: f64 = gprof_lines("gmon_clone")
        .iter()
        .filter(|(k, _)| k.starts_with("tail_part "))
        .map(|(_, v)| v)
        .sum();
    let report = text("gmon_clone", &["--lines"]);
    let main = report
        .lines()
        .find(|l| l.ends_with(" main ./gmon_clone.c:48"))
        .unwrap_or_else(|| panic!("{report}"));
    let got: f64 = seconds(main.split_whitespace().next().unwrap())
        .parse()
        .unwrap();
    assert!(
        want > 0.2 && (got - want).abs() <= 0.011,
        "{got} vs {want}\n{report}"
    );
    assert!(!report.contains("tail_part"), "{report}");
}

/// gprof -l -C prints C++ names mangled; we demangle them. Every other
/// field is gprof's.
#[test]
fn execution_counts_of_cpp_match_gprof_but_for_demangling() {
    let want = std::fs::read_to_string(testdata().join("golden/gmon_cpp.gprof-counts")).unwrap();
    let got = gprof_report("gmon_cpp", "--gprof_counts", &["--gprof_symbols"]);
    // file:line: (name:0xaddress) N executions
    let fields = |l: &str| {
        let (place, rest) = l.split_once(": (").unwrap();
        let (name, tail) = rest.rsplit_once(":0x").unwrap();
        (
            place.replace("././", "./"),
            name.to_string(),
            tail.to_string(),
        )
    };
    let (want, got): (Vec<_>, Vec<_>) = (
        want.lines().map(fields).collect(),
        got.lines().map(fields).collect(),
    );
    assert_eq!(got.len(), want.len(), "{got:?}");
    assert!(want.iter().any(|w| w.1.starts_with("_Z")), "{want:?}");
    for (g, w) in got.iter().zip(&want) {
        assert_eq!((&g.0, &g.2), (&w.0, &w.2));
        assert!(!g.1.starts_with("_Z"), "{g:?}");
        if !w.1.starts_with("_Z") {
            assert_eq!(g.1, w.1);
        }
    }
}

/// Another program than the one profiled is refused in one line.
#[test]
fn a_gmon_out_of_another_program_is_refused() {
    let bin = testdata().join("bin/gmon_tree_nopie");
    let gmon = testdata().join("prof/gmon_tree_pie.gmon");
    let out = run(&["--text", bin.to_str().unwrap(), gmon.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("gmon_tree_nopie: is not the program")
            && stderr.contains("the profile covers 0x0-0x1408, the program's code is at 0x401000-"),
        "{stderr}"
    );
}

/// Nothing in a gmon.out says its word size or byte order: they are the
/// program's. A file written by a program of another size or order is
/// refused in one line that says so.
fn a_gmon_out_of_another_word_size_or_byte_order_is_refused(
    program: &str,
    profile: &str,
    what: &str,
) {
    let out = run(&[
        "--text",
        testdata().join("bin").join(program).to_str().unwrap(),
        testdata()
            .join(format!("prof/{profile}.gmon"))
            .to_str()
            .unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{program} {profile}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(what) && stderr.contains("give the program that was profiled"),
        "{program} {profile}: {stderr}"
    );
}

test_each!(a_gmon_out_of_another_word_size_or_byte_order_is_refused {
    i386_program_64_bit_file(
        "gmon_cycles_i386",
        "gmon_cycles",
        "written by a 64-bit program",
    ),
    x86_64_program_32_bit_file(
        "gmon_cycles",
        "gmon_cycles_i386",
        "written by a 32-bit program",
    ),
    little_endian_program_big_endian_file(
        "gmon_cycles",
        "gmon_cycles_ppc",
        "written by a big-endian program",
    ),
    big_endian_program_little_endian_file(
        "gmon_cycles_ppc",
        "gmon_cycles",
        "written by a little-endian program",
    ),
});

/// As gprof, the call graph needs call arcs: a gmon.out of a histogram
/// alone is refused in one line (its flat profile is fine).
#[test]
fn a_call_graph_needs_call_arcs() {
    let bin = testdata().join("bin/gmon_tree_nopie");
    let dir = scratch("gmon-no-arcs");
    let path = dir.join("histogram-only.gmon");
    let seconds_dim = b"seconds\0\0\0\0\0\0\0\0";
    std::fs::write(
        &path,
        gmon(&[histogram(0x401000, 0x401100, &[0, 5, 0, 7], seconds_dim)]),
    )
    .unwrap();
    let (bin, path) = (bin.to_str().unwrap(), path.to_str().unwrap());
    let out = run(&["--gprof_graph", bin, path]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("no call-graph data"), "{stderr}");
    assert!(stdout_ok(&run(&["--gprof_flat", bin, path])).contains("Flat profile:"));
}

/// The gmon.out files at `profiles` (under testdata/prof) of fixture
/// `program`, read and added up as gprof adds them (first to last).
fn summed(program: &str, profiles: &[&str]) -> Histogram {
    let bin = testdata().join("bin").join(program);
    let facts = symbolize::program_facts(&bin).unwrap();
    let mut sum: Option<Histogram> = None;
    for profile in profiles {
        let path = testdata().join(format!("prof/{profile}.gmon"));
        let read = formats::read_file(&path, &ReadOptions::default(), Some(&facts)).unwrap();
        let histogram = *read.profile.histogram.expect("a gmon.out has a histogram");
        match &mut sum {
            None => sum = Some(histogram),
            Some(sum) => sum.add(&histogram).unwrap(),
        }
    }
    sum.unwrap()
}

/// gmon.out files summed and written as `gprof -s` writes `gmon.sum`, byte
/// for byte against gprof's (testdata/make_gmon_sum.sh): two runs in either
/// order (the arcs of the second are partly the first's), with basic-block
/// counts, with a 4.4BSD file (whose reading drops gprof's block records),
/// and one file of each gmon fixture (-s implies -l: arcs leave lines).
fn gmon_sum_is_gprofs(program: &str, profiles: &[&str], golden: &str) {
    let want = std::fs::read(testdata().join(format!("golden/{golden}.gprof-sum"))).unwrap();
    let bin = testdata().join("bin").join(program);
    let got = gprof::write_sum(&summed(program, profiles), &bin).unwrap();
    assert!(got == want, "{golden}: differs from gprof's gmon.sum");
}

test_each!(gmon_sum_is_gprofs {
    one("gmon_sum", &["gmon_sum_1"], "gmon_sum_1"),
    two("gmon_sum", &["gmon_sum_1", "gmon_sum_2"], "gmon_sum_1_2"),
    two_reversed("gmon_sum", &["gmon_sum_2", "gmon_sum_1"], "gmon_sum_2_1"),
    blocks("gmon_sum", &["gmon_sum_1_blocks", "gmon_sum_2"], "gmon_sum_1_blocks_2"),
    bsd(
        "gmon_sum",
        &["gmon_sum_1_blocks", "gmon_sum_2_bsd44"],
        "gmon_sum_1_blocks_2_bsd44",
    ),
    tree_pie("gmon_tree_pie", &["gmon_tree_pie"], "gmon_sum_of_gmon_tree_pie"),
    tree_nopie("gmon_tree_nopie", &["gmon_tree_nopie"], "gmon_sum_of_gmon_tree_nopie"),
    cycles("gmon_cycles", &["gmon_cycles"], "gmon_sum_of_gmon_cycles"),
    cycles_blocks("gmon_cycles", &["gmon_cycles_blocks"], "gmon_sum_of_gmon_cycles_blocks"),
    rate1024("gmon_cycles", &["gmon_cycles_rate1024"], "gmon_sum_of_gmon_cycles_rate1024"),
    i386("gmon_cycles_i386", &["gmon_cycles_i386"], "gmon_sum_of_gmon_cycles_i386"),
    oneline("gmon_oneline", &["gmon_oneline"], "gmon_sum_of_gmon_oneline"),
    clone("gmon_clone", &["gmon_clone"], "gmon_sum_of_gmon_clone"),
    cpp("gmon_cpp", &["gmon_cpp"], "gmon_sum_of_gmon_cpp"),
    thread_cycle("gmon_thread_cycle", &["gmon_thread_cycle"], "gmon_sum_of_gmon_thread_cycle"),
});

/// The sum of two runs: histograms of one range, bin by bin; the arcs the
/// second run shares with the first summed in place, its new ones after.
#[test]
fn two_runs_add_up_bin_by_bin_and_arc_by_arc() {
    let (one, two) = (
        summed("gmon_sum", &["gmon_sum_1"]),
        summed("gmon_sum", &["gmon_sum_2"]),
    );
    let sum = summed("gmon_sum", &["gmon_sum_1", "gmon_sum_2"]);
    assert_eq!(sum.ranges.len(), 1);
    let bins: Vec<u64> = one.ranges[0]
        .bins
        .iter()
        .zip(&two.ranges[0].bins)
        .map(|(a, b)| a + b)
        .collect();
    assert_eq!(sum.ranges[0].bins, bins);
    let calls = |h: &Histogram| h.arcs.iter().map(|a| a.count).sum::<i64>();
    assert_eq!(calls(&sum), calls(&one) + calls(&two));
    for (s, a) in sum.arcs.iter().zip(&one.arcs) {
        assert_eq!((s.from, s.to), (a.from, a.to));
    }
    assert!(sum.arcs.len() > one.arcs.len() && sum.arcs.len() < one.arcs.len() + two.arcs.len());
}

/// The two runs added up ([`Histogram::add`]) and written back as one
/// gmon.out with their arcs as added (not through gprof's symbols): gprof's
/// flat profile and call graph of the two files, byte for byte, as the
/// multi-profile driver will make them.
fn two_runs_added_give_gprofs_reports(report: &str, golden: &str) {
    let sum = summed("gmon_sum", &["gmon_sum_1", "gmon_sum_2"]);
    let bin = testdata().join("bin/gmon_sum");
    let facts = symbolize::program_facts(&bin).unwrap();
    let mut bytes = Vec::new();
    formats::gmon_write::write(&sum, &sum.arcs, None, &facts, &mut bytes).unwrap();
    let dir = scratch("gmon-added");
    let path = dir.join("added.gmon");
    std::fs::write(&path, bytes).unwrap();
    report_is_golden(report, &bin, &[&path], &format!("gmon_sum_1_2.{golden}"));
}

test_each!(two_runs_added_give_gprofs_reports {
    flat("--gprof_flat", "gprof-flat"),
    graph("--gprof_graph", "gprof-graph"),
});

/// Profiles gprof will not add are refused with what differs: another
/// program's histogram overlaps, a 4.4BSD file of another rate.
#[test]
fn mismatched_gmon_files_are_not_added() {
    let mut sum = summed("gmon_sum", &["gmon_sum_1"]);
    let mut shifted = sum.clone();
    for r in &mut shifted.ranges {
        (r.low, r.high) = (r.low + 0x10, r.high + 0x10);
    }
    let e = sum.add(&shifted).unwrap_err().to_string();
    assert!(e.contains("overlaps another"), "{e}");
    let mut bsd = summed("gmon_sum", &["gmon_sum_2_bsd44"]);
    bsd.rate = 1000;
    let e = sum.add(&bsd).unwrap_err().to_string();
    assert_eq!(
        e,
        "profiling rate of 1000 Hz differs from the first histogram's 100 Hz"
    );
}

/// `--gprof_sum` writes gprof's gmon.sum in the current directory, prints
/// nothing on stdout and names the file in a note.
#[test]
fn gprof_sum_writes_gmon_sum_in_the_current_directory() {
    let dir = scratch("gmon-sum");
    let bin = testdata().join("bin/gmon_sum");
    let profile = testdata().join("prof/gmon_sum_1.gmon");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args([
            "--gprof_sum",
            bin.to_str().unwrap(),
            profile.to_str().unwrap(),
        ])
        .current_dir(&*dir)
        .output()
        .unwrap();
    assert!(stdout_ok(&out).is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("to gmon.sum"), "{stderr}");
    let want = std::fs::read(testdata().join("golden/gmon_sum_1.gprof-sum")).unwrap();
    assert!(std::fs::read(dir.join("gmon.sum")).unwrap() == want);
}

/// Several gmon.out files on one command line (the multi-profile driver):
/// `report` of the two runs equals gprof's of `gprof -b -p/-q prog 1 2`.
fn two_runs_summed_give_gprofs_reports(report: &str, golden: &str) {
    let bin = testdata().join("bin/gmon_sum");
    let [one, two] =
        ["gmon_sum_1", "gmon_sum_2"].map(|p| testdata().join(format!("prof/{p}.gmon")));
    report_is_golden(
        report,
        &bin,
        &[&one, &two],
        &format!("gmon_sum_1_2.{golden}"),
    );
}

#[test]
fn two_runs_summed_give_gprofs_flat_profile() {
    two_runs_summed_give_gprofs_reports("--gprof_flat", "gprof-flat");
}

#[test]
fn two_runs_summed_give_gprofs_call_graph() {
    two_runs_summed_give_gprofs_reports("--gprof_graph", "gprof-graph");
}

/// `--gprof_sum PROGRAM 1 2` writes gprof's `gprof -s PROGRAM 1 2`.
#[test]
fn gprof_sum_of_two_runs_on_the_command_line() {
    let dir = scratch("gmon-sum-two");
    let bin = testdata().join("bin/gmon_sum");
    let [one, two] = ["gmon_sum_1", "gmon_sum_2"].map(|p| {
        testdata()
            .join(format!("prof/{p}.gmon"))
            .display()
            .to_string()
    });
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(["--gprof_sum", bin.to_str().unwrap(), &one, &two])
        .current_dir(&*dir)
        .output()
        .unwrap();
    stdout_ok(&out);
    let want = std::fs::read(testdata().join("golden/gmon_sum_1_2.gprof-sum")).unwrap();
    assert!(std::fs::read(dir.join("gmon.sum")).unwrap() == want);
}

/// A static `-pg` program: gprof leaves its profiling runtime (`mcount`,
/// `__mcount_internal`, ...) out of its reports and of the total the
/// percentages are of; ours are gprof's byte for byte.
fn a_static_program_leaves_out_the_profiling_runtime(report: &str, golden: &str) {
    let bin = testdata().join("bin/gmon_static");
    let profile = testdata().join("prof/gmon_static.gmon");
    report_is_golden(
        report,
        &bin,
        &[&profile],
        &format!("gmon_static.gprof-{golden}"),
    );
    let text = stdout_ok(&run(&[
        report,
        bin.to_str().unwrap(),
        profile.to_str().unwrap(),
    ]));
    assert!(!text.contains("mcount"), "{text}");
}

test_each!(a_static_program_leaves_out_the_profiling_runtime {
    flat("--gprof_flat", "flat"),
    graph("--gprof_graph", "graph"),
});
