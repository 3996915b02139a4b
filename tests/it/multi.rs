//! Every perl and Go case of `testdata/golden/multi_cases` (several
//! profiles, differences, heap, growth and contention profiles) against the
//! output the reference gave (made by `testdata/multi_goldens.sh`).
//!
//! The two references print values differently (perl: megabytes with one
//! decimal, seconds with three; Go: its own scaled units, or exact ones with
//! `-unit=`), so rows are compared by their numbers, each side read back into
//! bytes, nanoseconds or counts, within the precision both printed. We run
//! with `--show_bytes` so that our bytes are exact. Rows are paired by name;
//! the names the references spell differently (`__libc_start_main` and
//! `__libc_start_main_impl`) are paired by their numbers. The cases where we
//! differ from one reference on purpose are listed in [`DIFFERENCES`] with
//! why, and checked to differ.
//!
//! gprof's cases (`-b -p`, `-b -q`, `-s` of one or two files) must be
//! ours byte for byte: [`gprof_cases`].

use crate::common::{profile, run, scratch, stdout_ok, testdata};

/// The goldens we do not match, on purpose: (golden file, why).
pub(crate) const DIFFERENCES: &[(&str, &str)] = &[
    ("cpu_multi.sum-a1-a2.perl.text", PERL_FIRST_LAYOUT),
    ("cpu_multi.sum-a3-a4.perl.text", PERL_FIRST_LAYOUT),
    ("cpu_multi.sum-a1-a2-a3-a4.perl.text", PERL_FIRST_LAYOUT),
    ("cpu_multi.base-a1-b1.perl.text", PERL_FIRST_LAYOUT),
    ("cpu_multi.base-a3-b2.perl.text", PERL_FIRST_LAYOUT),
    (
        "cpu_multi.base-a1-b1.drop_negative.perl.text",
        PERL_FIRST_LAYOUT,
    ),
    ("heap_prog.heap_v2.alloc_space.perl.text", NO_ALLOC),
    ("heap_prog.heap_v2.alloc_space.bytes.perl.text", NO_ALLOC),
    ("heap_prog.heap_v2.alloc_objects.perl.text", NO_ALLOC),
    ("heap_prog.growth.alloc_space.perl.text", NO_ALLOC),
    ("heap_prog.growth.alloc_space.bytes.perl.text", NO_ALLOC),
    ("heap_prog.growth.alloc_objects.perl.text", NO_ALLOC),
    (
        "heap_prog.heap_v2.space.go.text",
        GO_TRUNCATES_AND_KEEPS_LIBC_CALLOC,
    ),
    (
        "heap_prog.heap_v2.space.bytes.go.text",
        GO_TRUNCATES_AND_KEEPS_LIBC_CALLOC,
    ),
    (
        "heap_prog.heap_v2.objects.go.text",
        GO_TRUNCATES_AND_KEEPS_LIBC_CALLOC,
    ),
    ("heap_prog.growth.space.go.text", GO_KEEPS_LIBC_CALLOC),
    ("heap_prog.growth.space.bytes.go.text", GO_KEEPS_LIBC_CALLOC),
    ("go_block.heap.inuse_space.go.text", GO_V1_AS_V2),
    ("go_block.heap.inuse_space.bytes.go.text", GO_V1_AS_V2),
    ("go_block.heap.inuse_objects.go.text", GO_V1_AS_V2),
    ("go_block.heap.alloc_space.go.text", GO_V1_AS_V2),
    ("go_block.heap.alloc_space.bytes.go.text", GO_V1_AS_V2),
    ("go_block.heap.alloc_objects.go.text", GO_V1_AS_V2),
    (
        "go_block.contention.total_delay.perl.text",
        PERL_FIRST_ADDRESS,
    ),
    (
        "go_block.contention.contentions.perl.text",
        PERL_FIRST_ADDRESS,
    ),
    ("go_block.contention.mean_delay.go.text", GO_MEAN),
    ("go_block.contention.mean_delay.ns.go.text", GO_MEAN),
];

/// A sampled heap (`heap_v2`) and growth stacks have no allocation counts
/// apart from the in-use ones (Go reads them so): `--alloc_space` is refused.
const NO_ALLOC: &str = "the profile has objects and space only; perl shows the in-use counts again";

/// Go truncates each unsampled line (one line per sampled object, 1.58
/// objects each for the rate's size) and does not know tcmalloc's
/// `__libc_calloc` as an allocator's frame.
const GO_TRUNCATES_AND_KEEPS_LIBC_CALLOC: &str = "Go truncates every line's unsampled value \
     (7 objects of make_matrix where perl and we say 11, the program keeps 12) and charges \
     tcmalloc's calloc (named __libc_calloc) instead of its caller";

/// See [`GO_TRUNCATES_AND_KEEPS_LIBC_CALLOC`].
const GO_KEEPS_LIBC_CALLOC: &str =
    "Go charges tcmalloc's calloc (named __libc_calloc) instead of its caller make_table";

/// `@ heap/RATE` is unsampled as perl does (v1), Go applies v2 to half the rate.
const GO_V1_AS_V2: &str = "Go unsamples a v1 `heap/` profile with v2's formula at half the rate";

/// perl does not subtract 1 from a contention stack's first address.
const PERL_FIRST_ADDRESS: &str = "perl keeps the first address of a stack (a return address) as is, \
     so the mutex wait lands on the line after the call and the inlined sync.(*Mutex).Lock is lost; \
     Go's goldens of the same file match";

/// perl's --mean_delay is each stack's delay over its contentions, summed.
const GO_MEAN: &str = "our --mean_delay is perl's (each stack's mean, summed per row); \
     Go's -mean_delay divides each row's delay by its contentions";

/// Why perl's sums of CPU runs are not ours (Go's `.go.text` goldens of the
/// same cases are checked instead).
const PERL_FIRST_LAYOUT: &str = "perl symbolizes every profile with the mappings of the first one \
     named, so the other runs (loaded elsewhere under ASLR) stay hex addresses";

/// One line of `testdata/golden/multi_cases` (or of a file in its layout).
#[derive(Debug)]
pub(crate) struct Case {
    /// The golden file, in `testdata/golden`.
    pub golden: String,
    /// `perl`, `go` or `gprof`.
    pub tool: String,
    /// The program, in `testdata/bin` (`-`: none).
    pub program: String,
    /// The reference's flags.
    pub flags: Vec<String>,
    /// The profiles, in `testdata/prof`.
    pub profiles: Vec<String>,
}

fn cases() -> Vec<Case> {
    cases_in("multi_cases")
}

/// The cases of `testdata/golden/<file>`, in the layout of `multi_cases`.
pub(crate) fn cases_in(file: &str) -> Vec<Case> {
    let text = std::fs::read_to_string(testdata().join("golden").join(file)).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (head, profiles) = l.split_once(" -- ").expect("a `--` before the profiles");
            let mut words = head.split_whitespace().map(str::to_string);
            Case {
                golden: words.next().unwrap(),
                tool: words.next().unwrap(),
                program: words.next().unwrap(),
                flags: words.collect(),
                profiles: profiles.split_whitespace().map(str::to_string).collect(),
            }
        })
        .collect()
}

/// A value as printed and how precisely: (value in bytes, nanoseconds or
/// counts; half the last printed digit, in the same unit).
pub(crate) type Number = (f64, f64);

/// One row: flat, cum, name.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    /// Flat, as printed.
    pub flat: Number,
    /// Cum, as printed.
    pub cum: Number,
    /// The node's name.
    pub name: String,
}

/// A number as Go pprof prints it: `1.50MB`, `2560kB`, `-4`, `10ms`, `1.2s`.
pub(crate) fn go_number(word: &str) -> Number {
    let split = word
        .find(|c: char| c.is_ascii_alphabetic())
        .unwrap_or(word.len());
    let (digits, unit) = word.split_at(split);
    let value: f64 = digits
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {word}"));
    let scale = match unit {
        "" | "B" | "ns" => 1.0,
        "kB" => 1024.0,
        "MB" => 1024.0 * 1024.0,
        "GB" => 1024.0 * 1024.0 * 1024.0,
        "us" => 1e3,
        "ms" => 1e6,
        "s" => 1e9,
        "mins" => 60e9,
        "hrs" => 3600e9,
        other => panic!("unknown Go unit {other} in {word}"),
    };
    let decimals = digits.split_once('.').map_or(0, |(_, d)| d.len());
    (value * scale, 0.5 * 10f64.powi(-(decimals as i32)) * scale)
}

/// Go's `-text` rows (after its header).
pub(crate) fn go_rows(text: &str) -> Vec<Row> {
    text.lines()
        .skip_while(|l| !l.trim_start().starts_with("flat"))
        .skip(1)
        .map(|l| row(l, go_number))
        .collect()
}

/// A `flat flat% sum% cum cum% name` row, its numbers read by `number`.
fn row(line: &str, number: impl Fn(&str) -> Number) -> Row {
    let words: Vec<&str> = line.split_whitespace().collect();
    Row {
        flat: number(words[0]),
        cum: number(words[3]),
        name: words[5..].join(" "),
    }
}

/// perl's (and our) `--text`: `Total: 6.2 MB`, then `flat flat% sum% cum cum% name`.
pub(crate) fn perl_rows(text: &str) -> Vec<Row> {
    let mut lines = text.lines();
    let Some(total) = lines.next() else {
        return Vec::new();
    };
    let scale = match total.rsplit(' ').next() {
        Some("MB") => 1024.0 * 1024.0,
        Some("seconds") => 1e9,
        _ => 1.0,
    };
    let number = |word: &str| -> Number {
        if word.ends_with(|c: char| c.is_ascii_alphabetic()) {
            return go_number(word); // durations (`830ms`), as Go prints them
        }
        let decimals = word.split_once('.').map_or(0, |(_, d)| d.len());
        let value: f64 = word
            .parse()
            .unwrap_or_else(|_| panic!("not a number: {word}"));
        (value * scale, 0.5 * 10f64.powi(-(decimals as i32)) * scale)
    };
    lines
        // A difference's `Percentages of N samples, ...` line.
        .filter(|l| !l.starts_with("Percentages of"))
        .map(|l| row(l, number))
        .collect()
}

fn close(a: Number, b: Number) -> bool {
    (a.0 - b.0).abs() <= a.1 + b.1 + 1e-6
}

fn same(a: &Row, b: &Row) -> bool {
    close(a.flat, b.flat) && close(a.cum, b.cum)
}

/// What differs between our rows and the reference's, one line per row.
pub(crate) fn compare(ours: &[Row], theirs: &[Row]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut ours_left: Vec<&Row> = Vec::new();
    let mut theirs_left: Vec<&Row> = theirs.iter().filter(|t| !t.name.is_empty()).collect();
    for o in ours {
        match theirs_left.iter().position(|t| t.name == o.name) {
            Some(i) => {
                let t = theirs_left.remove(i);
                if !same(o, t) {
                    problems.push(format!(
                        "{}: ours {:?}, theirs {:?}",
                        o.name,
                        (o.flat.0, o.cum.0),
                        (t.flat.0, t.cum.0)
                    ));
                }
            }
            None => ours_left.push(o),
        }
    }
    // Names spelled differently: pair by numbers.
    for o in ours_left {
        match theirs_left.iter().position(|t| same(o, t)) {
            Some(i) => {
                theirs_left.remove(i);
            }
            // An inline frame the reference does not show (libc's
            // `call_init` in `__libc_start_main`, from libc6-dbg's DWARF)
            // adds a row without changing the others.
            None if o.flat.0 == 0.0 && (o.cum.0 == 0.0 || o.name.ends_with(" (inline)")) => {}
            None => problems.push(format!("only ours: {} {:?}", o.name, (o.flat.0, o.cum.0))),
        }
    }
    for t in theirs_left {
        problems.push(format!("only theirs: {} {:?}", t.name, (t.flat.0, t.cum.0)));
    }
    problems
}

/// Our command line for a case: perl's flags as they are (they are ours),
/// Go's with its display-only flags left out and its default sample type
/// of a CPU profile (time) named; libraries are looked for in
/// `testdata/bin` first.
/// Runs profile-analyze with [`our_args`] of `case`, in testdata/bin.
pub(crate) fn run_case(case: &Case) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(our_args(case))
        .current_dir(testdata().join("bin"))
        .output()
        .expect("profile-analyze runs")
}

pub(crate) fn our_args(case: &Case) -> Vec<String> {
    let prof = |name: &str| testdata().join("prof").join(name).display().to_string();
    // The libraries the profiles name where they were profiled (libhot.so).
    let mut args = crate::common::fixture_lib_flags().to_vec();
    if !case.flags.iter().any(|f| f == "--show_bytes") {
        args.push("--show_bytes".to_string());
    }
    for flag in &case.flags {
        if flag.starts_with("-nodefraction") || flag.starts_with("-unit=") {
            continue;
        }
        if let Some((name, file)) = flag.split_once('=')
            && ["-base", "--base", "-diff_base", "--diff_base"].contains(&name)
        {
            args.push(format!("{name}={}", prof(file)));
            continue;
        }
        args.push(flag.clone());
    }
    let picks_type = case.flags.iter().any(|f| {
        f.starts_with("-sample_index") || f.starts_with("-mean_delay") || f == "-contentions"
    });
    if case.tool == "go" && !picks_type && case.profiles.iter().all(|p| p.ends_with(".prof")) {
        args.push("-sample_index=cpu".into());
    }
    // `-`: no program (a profile.proto names its functions itself). The
    // program is named as the references were given it, `./<program>`, from
    // testdata/bin (see [`run_case`]): Go's -show, -hide and -show_from match
    // the mapping's file name too, which must not carry this checkout's path.
    if case.program != "-" {
        args.push(format!("./{}", case.program));
    }
    args.extend(case.profiles.iter().map(|p| prof(p)));
    args
}

/// The system libraries the profiles map (libc, libstdc++, libtcmalloc...,
/// whose frames are named, or dropped as the allocator's, from them) are
/// shipped in `testdata/libs`, each the build the goldens were made with:
/// the goldens do not depend on this system's libraries.
#[test]
fn shipped_libraries_are_the_goldens() {
    let list =
        std::fs::read_to_string(testdata().join("golden/multi-system-libs.buildid")).unwrap();
    let mut checked = 0;
    for line in list.lines() {
        let (path, want) = line.split_once(' ').expect("`path build-id`");
        let name = std::path::Path::new(path).file_name().unwrap();
        let shipped = crate::common::libs().join(name);
        let bytes =
            std::fs::read(&shipped).unwrap_or_else(|e| panic!("{}: {e}", shipped.display()));
        let file = object::File::parse(&*bytes).unwrap();
        let id = object::Object::build_id(&file)
            .unwrap()
            .expect("a build id");
        let have: String = id.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(have, want, "{}", shipped.display());
        checked += 1;
    }
    assert!(checked >= 3, "{checked} libraries");
}

#[test]
fn perl_and_go_cases() {
    crate::common::golden_run();
    let cases: Vec<Case> = cases()
        .into_iter()
        .filter(|c| c.tool != "gprof" && c.golden.ends_with(".text"))
        .collect();
    check_text_cases(&cases, DIFFERENCES, |rows| rows);
}

/// Runs our `--text` of each case (perl's or Go's) and compares its rows,
/// as `ours` makes them, with the golden's by their numbers; a case listed
/// in `differences` must differ. Panics listing every case that does not
/// behave so, with how many there were.
pub(crate) fn check_text_cases(
    cases: &[Case],
    differences: &[(&str, &str)],
    ours: fn(Vec<Row>) -> Vec<Row>,
) {
    judge(cases.iter(), differences, |case| {
        let golden = std::fs::read_to_string(testdata().join("golden").join(&case.golden))
            .unwrap_or_else(|e| panic!("{}: {e}", case.golden));
        let theirs = if case.tool == "go" {
            go_rows(&golden)
        } else {
            perl_rows(&golden)
        };
        let out = run_case(case);
        if !out.status.success() {
            return vec![format!("failed: {}", String::from_utf8_lossy(&out.stderr))];
        }
        compare(
            &ours(perl_rows(&String::from_utf8_lossy(&out.stdout))),
            &theirs,
        )
    });
}

/// A case compared with a golden.
pub(crate) trait Judged {
    /// The golden's file name.
    fn golden(&self) -> &str;
    /// How we ran it, for a failure's message.
    fn command(&self) -> String;
}

impl Judged for Case {
    fn golden(&self) -> &str {
        &self.golden
    }

    fn command(&self) -> String {
        our_args(self).join(" ")
    }
}

/// Runs `check` on every case (it says what differs, or nothing); a case
/// listed in `differences` must differ. Panics listing every case that
/// does not behave so, with how many there were; returns how many did.
pub(crate) fn judge<'c, C: Judged + 'c>(
    cases: impl Iterator<Item = &'c C>,
    differences: &[(&str, &str)],
    check: impl Fn(&C) -> Vec<String>,
) -> usize {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases {
        let problems = check(case);
        let expected = differences.iter().find(|(g, _)| *g == case.golden());
        match (problems.is_empty(), expected) {
            (true, None) | (false, Some(_)) => checked += 1,
            (false, None) => failures.push(format!(
                "{} ({}):\n    {}",
                case.golden(),
                case.command(),
                problems.join("\n    ")
            )),
            (true, Some((_, why))) => failures.push(format!(
                "{}: listed as differing ({why}) but matches: take it off the list",
                case.golden()
            )),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        checked + failures.len(),
        failures.join("\n")
    );
    checked
}

/// gprof's cases: `-b -p` is `--gprof_flat`, `-b -q` `--gprof_graph`, and
/// `-s` `--gprof_sum` (whose golden is the `gmon.sum` gprof wrote), byte for
/// byte, on one gmon.out or two summed.
#[test]
fn gprof_cases() {
    let dir = scratch("multi-gprof");
    let mut checked = 0;
    for case in cases().iter().filter(|c| c.tool == "gprof") {
        let report = match case.flags.iter().map(String::as_str).collect::<Vec<_>>()[..] {
            ["-b", "-p"] => "--gprof_flat",
            ["-b", "-q"] => "--gprof_graph",
            ["-s"] => "--gprof_sum",
            _ => panic!(
                "{}: flags {:?} have no counterpart here",
                case.golden, case.flags
            ),
        };
        let mut args = vec![
            report.to_string(),
            "--gprof_symbols".to_string(),
            testdata()
                .join("bin")
                .join(&case.program)
                .display()
                .to_string(),
        ];
        args.extend(
            case.profiles
                .iter()
                .map(|p| testdata().join("prof").join(p).display().to_string()),
        );
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .args(&args)
            .current_dir(&*dir)
            .output()
            .unwrap();
        let got = stdout_ok(&out).into_bytes();
        let got = if report == "--gprof_sum" {
            std::fs::read(dir.join("gmon.sum")).unwrap()
        } else {
            got
        };
        let want = std::fs::read(testdata().join("golden").join(&case.golden)).unwrap();
        assert!(
            got == want,
            "{}: {} differs from gprof's",
            case.golden,
            args.join(" ")
        );
        checked += 1;
    }
    assert!(checked >= 9, "the gprof cases of multi_cases: {checked}");
}

/// The (mapping path, offset in the mapping) of every location of a
/// `--dump`: what stays the same across runs under ASLR.
fn location_offsets(dump: &str) -> std::collections::BTreeSet<(String, u64)> {
    let hex = |s: &str| u64::from_str_radix(s.trim_start_matches("0x"), 16).unwrap();
    let section = |name: &'static str| {
        dump.lines()
            .skip_while(move |l| *l != name)
            .skip(1)
            .take_while(|l| l.starts_with(|c: char| c == ' ' || c.is_ascii_digit()))
    };
    let mappings: std::collections::HashMap<String, (u64, String)> = section("Mappings")
        .filter_map(|l| {
            let (id, rest) = l.split_once(": ")?;
            let mut words = rest.split_whitespace();
            let start = hex(words.next()?.split('/').next()?);
            Some((id.trim().to_string(), (start, words.next()?.to_string())))
        })
        .collect();
    section("Locations")
        .filter_map(|l| {
            let mut words = l.split_whitespace().skip(1);
            let address = hex(words.next()?);
            let m = words.next()?.strip_prefix("M=")?;
            let (start, path) = &mappings[m];
            Some((path.clone(), address - start))
        })
        .collect()
}

fn dump(args: &[&str]) -> String {
    let mut all = vec!["--dump"];
    all.extend(args);
    stdout_ok(&run(&all))
}

#[test]
fn runs_under_aslr_share_every_location_of_a_file() {
    let bin = testdata().join("bin/cpu_multi");
    let [a1, a2] = ["a1", "a2"].map(|r| testdata().join(format!("prof/cpu_multi.{r}.prof")));
    let [bin, a1, a2] = [&bin, &a1, &a2].map(|p| p.to_str().unwrap().to_string());
    let one = location_offsets(&dump(&[&bin, &a1]));
    let two = location_offsets(&dump(&[&bin, &a2]));
    let sum = dump(&[&bin, &a1, &a2]);
    let union: std::collections::BTreeSet<_> = one.union(&two).cloned().collect();
    assert!(union.len() < one.len() + two.len(), "the runs share code");
    assert_eq!(location_offsets(&sum), union);
    // One location per (file, offset): symbolized once each.
    let locations = sum
        .lines()
        .skip_while(|l| *l != "Locations")
        .skip(1)
        .take_while(|l| l.starts_with(' '))
        .count();
    assert_eq!(locations, union.len());
}

#[test]
fn profiles_first_is_not_the_program() {
    let [a1, a2] = ["a1", "a2"].map(|r| testdata().join(format!("prof/cpu_multi.{r}.prof")));
    let bin = testdata().join("bin/cpu_multi");
    let with = stdout_ok(&run(&[
        "--text",
        bin.to_str().unwrap(),
        a1.to_str().unwrap(),
        a2.to_str().unwrap(),
    ]));
    // Without the program on the command line, the profiles name it (found
    // under --lib_prefix, as it is not where it was profiled).
    let prefix = format!("--lib_prefix={}", testdata().join("bin").display());
    let without = stdout_ok(&run(&[
        "--text",
        &prefix,
        a1.to_str().unwrap(),
        a2.to_str().unwrap(),
    ]));
    assert_eq!(without, with);
}

#[test]
fn profiles_of_different_kinds_are_refused_naming_both() {
    let heap = testdata().join("prof/heap_prog.0001.heap");
    let cpu = testdata().join("prof/cpu_multi.a1.prof");
    let bin = testdata().join("bin/heap_prog");
    for (args, how) in [
        (
            vec![
                bin.to_str().unwrap(),
                heap.to_str().unwrap(),
                cpu.to_str().unwrap(),
            ],
            "cannot be added to",
        ),
        (
            vec![bin.to_str().unwrap(), heap.to_str().unwrap()],
            "cannot be subtracted from",
        ),
    ] {
        let mut all = vec!["--text"];
        let base = format!("--base={}", cpu.display());
        if how.contains("subtracted") {
            all.push(&base);
        }
        all.extend(args);
        let out = run(&all);
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with(&format!("profile-analyze: {}: {how} {}: its sample types [samples/count cpu/nanoseconds] are not [alloc_objects/count", cpu.display(), heap.display())),
            "{stderr}"
        );
    }
}

#[test]
fn a_sample_type_the_profile_lacks_is_refused_listing_those_it_has() {
    let bin = testdata().join("bin/heap_prog");
    let growth = testdata().join("prof/heap_prog.growth");
    let [prefix, debug_root] = crate::common::fixture_lib_flags();
    let out = run(&[
        "--text",
        "--alloc_space",
        &prefix,
        &debug_root,
        bin.to_str().unwrap(),
        growth.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "profile-analyze: {}: the profile has no sample type alloc_space; it has objects, space\n",
            growth.display()
        )
    );
}

#[test]
fn the_larger_period_is_kept() {
    let dir = scratch("multi-period");
    let a1 = std::fs::read(testdata().join("prof/cpu_multi.a1.prof")).unwrap();
    // Word 3 of the header is the sampling period in microseconds.
    let mut slower = a1.clone();
    slower[24..32].copy_from_slice(&20_000u64.to_le_bytes());
    let slow = dir.join("slow.prof");
    std::fs::write(&slow, slower).unwrap();
    let bin = testdata().join("bin/cpu_multi");
    let a1 = testdata().join("prof/cpu_multi.a1.prof");
    let out = dump(&[
        bin.to_str().unwrap(),
        a1.to_str().unwrap(),
        slow.to_str().unwrap(),
    ]);
    assert!(out.contains("\nPeriod: 20000000\n"), "{out}");
}

/// A profile without mappings (a Go block profile) is read at the
/// program's link addresses: said only of a PIE, which may have run elsewhere.
#[test]
fn link_addresses_are_assumed_quietly_only_for_a_fixed_program() {
    let profile = testdata().join("prof/go_block.contention");
    for (program, warns) in [("go_block", false), ("c_pie_O0", true)] {
        let bin = testdata().join("bin").join(program);
        let out = run(&["--text", bin.to_str().unwrap(), profile.to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            stderr.contains("assuming it was loaded at its link addresses"),
            warns,
            "{program}: {stderr}"
        );
    }
}

/// Flags that mean nothing together, or without a base, are refused.
#[test]
fn meaningless_combinations_are_refused() {
    let bin = testdata().join("bin/go_block");
    let contention = testdata().join("prof/go_block.contention");
    let base = format!("--base={}", contention.display());
    let diff_base = format!("--diff_base={}", contention.display());
    let [bin, contention] = [&bin, &contention].map(|p| p.to_str().unwrap());
    for args in [
        vec!["--text", "--mean_delay", &base, bin, contention],
        vec!["--text", "--drop_negative", &diff_base, bin, contention],
        vec!["--text", "--drop_negative", bin, contention],
        vec!["--text", "--normalize", bin, contention],
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !stderr.is_empty() && out.stdout.is_empty(),
            "{args:?}: {stderr}"
        );
    }
}

/// A mapping of absurd size (a crafted maps line) is read, not a panic.
#[test]
fn a_mapping_of_the_whole_address_space_is_no_panic() {
    let dir = scratch("multi-huge-mapping");
    let path = dir.join("huge.heap");
    std::fs::write(
        &path,
        "heap profile: 1: 1 [ 1: 1] @ heapprofile\n1: 100 [1: 100] @ 0x10\n\
         MAPPED_LIBRARIES:\n00000000-ffffffffffffffff r-xp 00000000 00:00 0 /nonexistent/x\n",
    )
    .unwrap();
    let out = run(&["--text", path.to_str().unwrap(), path.to_str().unwrap()]);
    assert!(out.status.code().is_some(), "no signal");
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("panicked"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// perl's call graphs of heap profiles, compared as `golden.rs` compares
/// perl's others: the title, legend, nodes and edges as sets. (perl's
/// `--list` of a heap dump charges each allocation to the line after its
/// call: it keeps the first address of a stack, a return address, as is;
/// so do its `--lines`. We charge the call's line.)
#[test]
fn perl_graphs() {
    crate::common::golden_run();
    let mut checked = 0;
    for case in cases().iter().filter(|c| c.golden.ends_with(".dot")) {
        let golden = std::fs::read_to_string(testdata().join("golden").join(&case.golden)).unwrap();
        // Run where perl ran, as `./program`, so the graph's title is the same.
        let mut args: Vec<String> = case.flags.clone();
        args.extend(crate::common::lib_flags("."));
        args.push(format!("./{}", case.program));
        args.extend(
            case.profiles
                .iter()
                .map(|p| testdata().join("prof").join(p).display().to_string()),
        );
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .args(&args)
            .current_dir(testdata().join("bin"))
            .output()
            .unwrap();
        let ours = crate::golden::parse_dot(&stdout_ok(&out));
        let perl = crate::golden::parse_dot(&golden);
        assert!(perl.nodes.len() > 1, "{}: a real graph", case.golden);
        assert_eq!(ours.header, perl.header, "{}: title/legend", case.golden);
        assert_eq!(ours.nodes, perl.nodes, "{}: nodes", case.golden);
        assert_eq!(ours.edges, perl.edges, "{}: edges", case.golden);
        checked += 1;
    }
    assert!(checked >= 2, "the graphs of multi_cases: {checked}");
}

/// Go's `-tags` goldens, byte for byte (labels, their values' shares, Go's
/// units and layout), with `--tagshow`/`--taghide`.
#[test]
fn go_tags() {
    let mut checked = 0;
    for case in cases().iter().filter(|c| c.golden.ends_with(".tags")) {
        let golden = std::fs::read_to_string(testdata().join("golden").join(&case.golden)).unwrap();
        let out = run_case(case);
        assert_eq!(
            stdout_ok(&out),
            golden,
            "{}: {}",
            case.golden,
            our_args(case).join(" ")
        );
        checked += 1;
    }
    assert!(checked >= 4, "the -tags goldens of multi_cases: {checked}");
}

/// Runs at different sampling periods (1 ms and 4 ms, make_periods.sh):
/// summed, they are shown in cpu time with a note that says why; the
/// sample counts asked for are shown, with a note that they mix periods;
/// one profile alone says nothing of periods.
#[test]
fn runs_at_different_periods_are_shown_in_time() {
    let program = testdata().join("bin/c_pie_O0");
    let [p1, p4] = ["c_pie_O0.hz1000", "c_pie_O0.hz250"].map(profile);
    let args = |extra: &[&str]| {
        let mut a: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
        for p in [program.as_path(), p1.as_path(), p4.as_path()] {
            a.push(p.to_str().unwrap().to_string());
        }
        a
    };
    let run_with = |extra: &[&str]| {
        let a = args(extra);
        run(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let summed = run_with(&["--text"]);
    let text = stdout_ok(&summed);
    assert!(text.starts_with("Total: 2.61s"), "{text}");
    let said = String::from_utf8_lossy(&summed.stderr);
    assert!(
        said.contains("different periods (1ms, 4ms): shown as cpu time"),
        "{said}"
    );
    let counts = run_with(&["--text", "--sample_index=samples"]);
    assert!(stdout_ok(&counts).starts_with("Total: 1041 samples"));
    let said = String::from_utf8_lossy(&counts.stderr);
    assert!(said.contains("`samples` counts mix the periods"), "{said}");
    let alone = run(&["--text", program.to_str().unwrap(), p4.to_str().unwrap()]);
    assert!(stdout_ok(&alone).contains("samples"));
    assert!(!String::from_utf8_lossy(&alone.stderr).contains("periods"));
    // Heap profiles at different sampling rates: their counts are
    // unsampled estimates already, and nothing is said of periods.
    let dir = scratch("heap-rates");
    let heaps: Vec<String> = [524288, 1048576]
        .iter()
        .map(|rate| {
            let path = dir.join(format!("r{rate}.heap"));
            std::fs::write(
                &path,
                format!(
                    "heap profile:    2:  2048 [    2:  2048] @ heap_v2/{rate}\n\
                     \x20    2:  2048 [    2:  2048] @ 0x1000 0x2000\n"
                ),
            )
            .unwrap();
            path.to_str().unwrap().to_string()
        })
        .collect();
    let heap = run(&["--text", "--inuse_objects", &heaps[0], &heaps[1]]);
    stdout_ok(&heap);
    assert!(!String::from_utf8_lossy(&heap.stderr).contains("periods"));
}
