//! `perf script` text in every layout perf prints (issue 62), and perf's
//! events as perf names them, on the recordings of
//! `testdata/make_perf_script.sh`, against perf's own `perf report` of
//! each (`testdata/golden/perf/<recording>.self` and `.children`, made
//! with `-n`: each row's samples too) and perf script's own stacks.

use crate::common::testdata;
use crate::perf::run_perf;
use std::collections::BTreeMap;

fn path(name: &str) -> String {
    testdata()
        .join("perf")
        .join(name)
        .to_str()
        .unwrap()
        .to_string()
}

fn ok(out: &std::process::Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// A row of `perf report --stdio -n`: children share (with
/// `--children`), self share, samples, object, symbol (` (inlined)` kept).
#[derive(Debug, Clone)]
struct Row {
    children: Option<f64>,
    self_share: f64,
    samples: u64,
    object: String,
    symbol: String,
}

/// One event's part of a `perf report`: its name, event count, rows.
#[derive(Debug, Default)]
struct Section {
    event: String,
    count: u64,
    rows: Vec<Row>,
}

fn perf_report(golden: &str) -> Vec<Section> {
    let text = std::fs::read_to_string(testdata().join("golden/perf").join(golden)).unwrap();
    let mut sections: Vec<Section> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# Samples: ") {
            let event = rest.split('\'').nth(1).unwrap().to_string();
            sections.push(Section {
                event,
                ..Section::default()
            });
        } else if let Some(count) = line.strip_prefix("# Event count (approx.): ") {
            sections.last_mut().unwrap().count = count.trim().parse().unwrap();
        } else if !line.starts_with('#') && line.contains('%') {
            let f: Vec<&str> = line.split_whitespace().collect();
            let share = |s: &str| s.trim_end_matches('%').parse::<f64>().unwrap();
            let (children, rest) = if f[1].ends_with('%') {
                (Some(share(f[0])), &f[1..])
            } else {
                (None, &f[..])
            };
            let at = line.find(" [.] ").or_else(|| line.find(" [k] ")).unwrap() + 5;
            sections.last_mut().unwrap().rows.push(Row {
                children,
                self_share: share(rest[0]),
                samples: rest[1].parse().unwrap(),
                object: rest[2].to_string(),
                symbol: line[at..].trim().to_string(),
            });
        }
    }
    assert!(!sections.is_empty(), "{golden}");
    sections
}

/// Our `--text` rows: the total, and each name's (flat, cum) values.
fn our_rows(args: &[&str]) -> (String, BTreeMap<String, (f64, f64)>) {
    let mut all = vec!["--text", "--nodecount=100000"];
    all.extend_from_slice(args);
    let text = ok(&run_perf(&all));
    let mut lines = text.lines();
    let total = lines.next().unwrap().to_string();
    let mut rows = BTreeMap::new();
    for line in lines {
        let f: Vec<&str> = line.split_whitespace().collect();
        let value = |s: &str| s.trim_end_matches("ns").parse::<f64>().unwrap();
        let e = rows.entry(crate::perf::row_name(&f)).or_insert((0.0, 0.0));
        e.0 += value(f[0]);
        e.1 += value(f[3]);
    }
    (total, rows)
}

/// The number in a `Total: N unit` line, and its unit.
fn total(line: &str) -> (f64, String) {
    let t = line.strip_prefix("Total: ").unwrap();
    let (n, unit) = t.split_once(' ').unwrap_or((t, ""));
    let digits = n.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let unit = if unit.is_empty() {
        &n[digits.len()..]
    } else {
        unit
    };
    (digits.parse().unwrap(), unit.to_string())
}

/// Our name of perf's symbol (`f (inlined)` is our `f (inline)`).
fn ours(symbol: &str) -> String {
    match symbol.strip_suffix(" (inlined)") {
        Some(f) => format!("{f} (inline)"),
        None => symbol.to_string(),
    }
}

/// The program's functions have perf's self and children shares (to 0.1
/// points) in the script with `(inlined)` frames, inlined ones marked
/// inline (perf's self share is the function's whole: ours without inline
/// frames); the perf.data of the same recording, its stacks unwound and
/// named here, has the same rows (to 0.3 points: the two unwinders may
/// end a few stacks apart).
#[test]
fn inlined_frames_have_perfs_rows_and_the_recordings() {
    let perf = &perf_report("perf_inline.dwarf.children")[0];
    let perf_self = &perf_report("perf_inline.dwarf.self")[0];
    let script_path = path("perf_inline.dwarf.script");
    let data_path = path("perf_inline.dwarf.data");
    let rows = |input: &str, inlines: bool| {
        let mut args = vec!["--cum", "--unit=ns", input];
        if !inlines {
            args.push("--noinlines");
        }
        let (t, rows) = our_rows(&args);
        let t = total(&t).0;
        assert_eq!(t, perf.count as f64, "{input}");
        let shares: BTreeMap<String, (f64, f64)> = rows
            .into_iter()
            .map(|(n, (f, c))| (n, (f * 100.0 / t, c * 100.0 / t)))
            .collect();
        shares
    };
    let (script, data) = (rows(&script_path, true), rows(&data_path, true));
    let script_self = rows(&script_path, false);
    let mut inlined = 0;
    for row in perf.rows.iter().filter(|r| r.object == "perf_inline") {
        let name = ours(&row.symbol);
        let get = |rows: &BTreeMap<String, (f64, f64)>, name: &str| {
            rows.get(name)
                .copied()
                .unwrap_or_else(|| panic!("{name}: {rows:?}"))
        };
        let (f, c) = get(&script, &name);
        let children = row.children.unwrap();
        assert!(
            (c - children).abs() <= 0.1,
            "{name}: children perf {children}, ours {c}"
        );
        if name.ends_with(" (inline)") {
            inlined += 1;
        } else {
            let flat: f64 = perf_self
                .rows
                .iter()
                .filter(|r| r.object == "perf_inline" && r.symbol == row.symbol)
                .map(|r| r.self_share)
                .sum();
            let ours = get(&script_self, &name).0;
            assert!(
                (ours - flat).abs() <= 0.1,
                "{name}: self perf {flat}, ours {ours}"
            );
        }
        let (df, dc) = get(&data, &name);
        assert!(
            (df - f).abs() <= 0.3 && (dc - c).abs() <= 0.3,
            "{name}: data {df} {dc}, script {f} {c}"
        );
    }
    assert!(inlined >= 4, "{perf:?}");
}

/// perf script's stacks, each frame its symbol as printed (`(inlined)`
/// ones too), and how many samples have each.
fn script_stacks(script: &str) -> BTreeMap<Vec<String>, u64> {
    let text = std::fs::read_to_string(path(script)).unwrap();
    let mut stacks = BTreeMap::new();
    for block in text.split("\n\n").filter(|b| !b.trim().is_empty()) {
        let stack: Vec<String> = block
            .lines()
            .skip(1)
            .filter_map(|line| -> Option<String> {
                let line = line.trim();
                let symbol = &line[line.find(' ').unwrap() + 1..line.rfind(" (").unwrap()];
                // perl's rule (ours): an unnamed address past 2^63 is no frame.
                if line.starts_with("ffffffffffffffff [unknown]") {
                    return None;
                }
                let symbol = symbol.rsplit_once("+0x").map_or(symbol, |(s, _)| s);
                Some(if symbol == "[unknown]" { "?" } else { symbol }.to_string())
            })
            .collect();
        *stacks.entry(stack).or_insert(0) += 1;
    }
    stacks
}

/// Our `--traces --full_names` stacks (of samples), inline frames
/// included, named as [`script_stacks`] names them.
fn our_stacks(input: &str) -> BTreeMap<Vec<String>, u64> {
    let args = ["--traces", "--sample_index=samples", input];
    let text = ok(&run_perf(&args));
    let mut stacks = BTreeMap::new();
    for block in text.split("-----------+").skip(1) {
        let mut count = 0;
        let mut stack = Vec::new();
        for line in block.lines().skip(1) {
            let f: Vec<&str> = line.split_whitespace().collect();
            if f.is_empty() || f[0].ends_with(':') {
                continue;
            }
            let name = match f[0].parse::<u64>() {
                Ok(n) if count == 0 && stack.is_empty() => {
                    count = n;
                    f[1..].join(" ")
                }
                _ => f.join(" "),
            };
            let name = name.trim_end_matches(" (inline)");
            let name = if name.starts_with('[') && name.contains(" (no ") {
                "?"
            } else {
                name
            };
            stack.push(name.to_string());
        }
        if !stack.is_empty() {
            *stacks.entry(stack).or_insert(0) += count;
        }
    }
    stacks
}

/// `--traces` of the script are perf script's stacks, frame by frame,
/// inlined frames included.
#[test]
fn traces_of_a_script_with_inlined_frames_are_perfs() {
    let theirs = script_stacks("perf_inline.dwarf.script");
    let ours = our_stacks(&path("perf_inline.dwarf.script"));
    assert_eq!(ours.values().sum::<u64>(), theirs.values().sum::<u64>());
    let differ: Vec<_> = theirs
        .iter()
        .filter(|(stack, n)| ours.get(*stack) != Some(n))
        .take(3)
        .collect();
    assert!(
        differ.is_empty(),
        "stacks of perf script not ours: {differ:?}"
    );
}

/// Each symbol's self share in a text without call chains (a recording
/// without `-g`; `perf script -G`) is perf report's, and the total its
/// event count.
fn chainless_layouts_have_perfs_shares(script: &str, golden: &str) {
    let perf = &perf_report(golden)[0];
    let (t, rows) = our_rows(&["--unit=ns", &path(script)]);
    let t = total(&t).0;
    assert_eq!(t, perf.count as f64, "{script}");
    let mut by_symbol: BTreeMap<&str, f64> = BTreeMap::new();
    for row in &perf.rows {
        *by_symbol.entry(&row.symbol).or_default() += row.self_share;
    }
    let mut checked = 0;
    for (symbol, share) in by_symbol.iter().filter(|(_, s)| **s >= 0.5) {
        let ours = rows.get(*symbol).map_or(0.0, |r| r.0 * 100.0 / t);
        assert!(
            (ours - share).abs() <= 0.1,
            "{script}: {symbol}: perf {share}, ours {ours}"
        );
        checked += 1;
    }
    assert!(checked >= 3, "{script}: {by_symbol:?}");
}

crate::common::test_each!(chainless_layouts_have_perfs_shares {
    recorded_without_g("perf_inline.script", "perf_inline.self"),
    script_minus_g("perf_inline.G.script", "perf_inline.dwarf.self"),
});

/// Without periods (`-F comm,pid,tid,time,event,ip,sym,dso`), samples are
/// counted: each symbol's count is perf report's.
#[test]
fn without_periods_samples_are_counted() {
    let perf = &perf_report("perf_inline.dwarf.self")[0];
    let (t, rows) = our_rows(&["--noinlines", &path("perf_inline.noperiod.script")]);
    let all: u64 = perf.rows.iter().map(|r| r.samples).sum();
    assert_eq!(total(&t), (all as f64, "samples".to_string()));
    let mut by_symbol: BTreeMap<&str, u64> = BTreeMap::new();
    for row in &perf.rows {
        *by_symbol.entry(&row.symbol).or_default() += row.samples;
    }
    for (symbol, n) in by_symbol {
        let ours = rows.get(symbol).map_or(0.0, |r| r.0);
        assert_eq!(ours, n as f64, "{symbol}");
    }
}

/// Rust names are kept as perf printed them: each of the program's
/// functions a row of its own, named as perf names it, with its share.
#[test]
fn rust_names_are_kept_whole_and_apart() {
    let perf = &perf_report("perf_rust_names.self")[0];
    let (t, rows) = our_rows(&["--unit=ns", &path("perf_rust_names.script")]);
    let t = total(&t).0;
    let mut by_symbol: BTreeMap<&str, f64> = BTreeMap::new();
    for row in perf.rows.iter().filter(|r| r.object == "perf_rust_names") {
        *by_symbol.entry(&row.symbol).or_default() += row.self_share;
    }
    for name in [
        "<hashbrown::raw::RawTable<(u64, u64)>>::reserve_rehash",
        "<hashbrown::raw::RawTable<(alloc::string::String, u32)>>::reserve_rehash",
    ] {
        assert!(
            by_symbol.keys().any(|s| s.starts_with(name)),
            "{name}: {by_symbol:?}"
        );
    }
    for (symbol, share) in &by_symbol {
        let ours = rows.get(*symbol).map_or(0.0, |r| r.0 * 100.0 / t);
        assert!(
            (ours - share).abs() <= 0.1,
            "{symbol}: perf {share}, ours {ours}"
        );
    }
    assert!(!rows.keys().any(|n| n.starts_with("::")), "{rows:?}");
}

/// The sample types of `input` (from the error that lists them).
fn sample_types(input: &str) -> String {
    let out = run_perf(&["--text", "--sample_index=nothing", input]);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    stderr
        .split("it has ")
        .nth(1)
        .unwrap_or(&stderr)
        .trim()
        .to_string()
}

/// A recording of two events and its script: the same sample types,
/// named by event, the clock shown by default; each event's total is
/// perf's event count, page faults counted as page faults.
#[test]
fn two_events_as_perf_names_them_in_both_readers() {
    let perf = perf_report("perf_two.self");
    let count = |event: &str| perf.iter().find(|s| s.event == event).unwrap().count as f64;
    for input in ["perf_two.data", "perf_two.script"] {
        let input = path(input);
        assert_eq!(
            sample_types(&input),
            "cpu-clock-samples, cpu-clock, page-faults-samples, page-faults",
            "{input}"
        );
        let (t, _) = our_rows(&["--unit=ns", &input]);
        assert_eq!(total(&t), (count("cpu-clock"), "ns".into()), "{input}");
        let (t, _) = our_rows(&["--sample_index=page-faults", &input]);
        assert_eq!(
            total(&t),
            (count("page-faults"), "page-faults".into()),
            "{input}"
        );
    }
}

/// A page-fault recording (perf.data and script) totals its faults, named
/// so, and its samples as samples.
#[test]
fn page_faults_are_totalled_with_their_unit() {
    let perf = &perf_report("perf_faults.self")[0];
    let samples: u64 = perf.rows.iter().map(|r| r.samples).sum();
    for input in ["perf_faults.data", "perf_faults.script"] {
        let input = path(input);
        let (t, rows) = our_rows(&["--noinlines", &input]);
        assert_eq!(
            total(&t),
            (perf.count as f64, "page-faults".into()),
            "{input}"
        );
        let fault_pages = perf
            .rows
            .iter()
            .find(|r| r.symbol == "fault_pages")
            .unwrap();
        let ours = rows["fault_pages"].0 * 100.0 / perf.count as f64;
        assert!(
            (ours - fault_pages.self_share).abs() <= 0.1,
            "{input}: {ours}"
        );
        let (t, _) = our_rows(&["--sample_index=samples", &input]);
        assert_eq!(total(&t), (samples as f64, "samples".into()), "{input}");
    }
}

/// `--base` of a one-event recording against a two-event one compares the
/// event they share: the difference of perf's event counts.
#[test]
fn base_of_one_event_against_two_compares_the_shared_event() {
    let two = perf_report("perf_two.self");
    let one = &perf_report("perf_inline.self")[0];
    let clock = two.iter().find(|s| s.event == "cpu-clock").unwrap().count as f64;
    for (base, input) in [
        ("perf_inline.data", "perf_two.data"),
        ("perf_inline.script", "perf_two.script"),
    ] {
        for flag in ["--base", "--diff_base"] {
            let base_flag = format!("{flag}={}", path(base));
            let out = run_perf(&["--text", "--unit=ns", &base_flag, &path(input)]);
            let text = ok(&out);
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(stderr.contains("page-faults"), "{stderr}");
            let (t, _) = total(text.lines().next().unwrap());
            assert_eq!(t, clock - one.count as f64, "{flag} {base} {input}");
        }
    }
}
