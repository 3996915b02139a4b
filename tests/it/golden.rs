//! `--text` against the goldens that `google-pprof --text` produced on the
//! same binaries and profiles (testdata/make.sh).
//!
//! Fixtures without a `.same` file must match byte for byte. Where our names
//! differ on purpose, `testdata/golden/<program>.same` lists which of perl's
//! rows are which of ours, and why; rows are then compared by number: each
//! group of rows so tied must have the same flat total on both sides, a
//! one-to-one pair the same cum too, and every other row must be identical.

use crate::common::{profile, stdout_ok, testdata, text};
use std::collections::{BTreeMap, HashMap};

const FIXTURES: &[&str] = &[
    "c_pie_O0",
    "c_nopie_O2",
    "cpp_inline",
    "shlib",
    "threads",
    "recursion",
    "rust_legacy",
    "rust_v0",
];

fn check_libc() {
    let want = std::fs::read_to_string(testdata().join("golden/libc.buildid")).unwrap();
    let libc = std::fs::read("/lib/x86_64-linux-gnu/libc.so.6").expect("libc present");
    let hex: String = libc.iter().map(|b| format!("{b:02x}")).collect();
    assert!(
        hex.contains(want.trim()),
        "the system libc is not the one the fixtures were profiled with (build id {}); \
         regenerate them with testdata/make.sh",
        want.trim()
    );
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Row {
    flat: i64,
    cum: i64,
}

fn parse(report: &str) -> (String, BTreeMap<String, Row>) {
    let mut lines = report.lines();
    let total = lines.next().unwrap_or_default().to_string();
    let rows = lines
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            assert!(f.len() >= 6, "bad row {l:?}");
            // Five right-aligned number columns, then the name.
            let name_start = nth_field_end(l, 5);
            (
                l[name_start..].trim_start().to_string(),
                Row {
                    flat: f[0].parse().unwrap(),
                    cum: f[3].parse().unwrap(),
                },
            )
        })
        .collect();
    (total, rows)
}

fn nth_field_end(line: &str, n: usize) -> usize {
    let mut count = 0;
    let mut in_field = false;
    for (i, c) in line.char_indices() {
        if c.is_whitespace() {
            if in_field {
                count += 1;
                if count == n {
                    return i;
                }
            }
            in_field = false;
        } else {
            in_field = true;
        }
    }
    line.len()
}

/// Groups of names tied by the `.same` file: `perl name => our name | our name`.
fn groups(same: &str) -> Vec<(Vec<String>, Vec<String>)> {
    let mut by_perl: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    for line in same.lines() {
        let line = line.split(" # ").next().unwrap().trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (perl, ours) = line.split_once(" => ").expect("`perl => ours` line");
        let perl = vec![perl.trim().to_string()];
        let ours: Vec<String> = ours.split(" | ").map(|s| s.trim().to_string()).collect();
        by_perl.push((perl, ours));
    }
    // Merge groups that share a name on either side.
    let mut merged: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    for (p, o) in by_perl {
        let hit = merged.iter().position(|(mp, mo)| {
            mp.iter().any(|x| p.contains(x)) || mo.iter().any(|x| o.contains(x))
        });
        match hit {
            Some(i) => {
                for x in p {
                    if !merged[i].0.contains(&x) {
                        merged[i].0.push(x);
                    }
                }
                for x in o {
                    if !merged[i].1.contains(&x) {
                        merged[i].1.push(x);
                    }
                }
            }
            None => merged.push((p, o)),
        }
    }
    merged
}

fn compare(name: &str, golden_file: &str, extra: &[&str]) {
    let golden = std::fs::read_to_string(testdata().join("golden").join(golden_file)).unwrap();
    let ours = stdout_ok(&text(name, &profile(name), extra));
    let same = testdata().join("golden").join(format!("{name}.same"));
    let Ok(same) = std::fs::read_to_string(&same) else {
        assert_eq!(
            ours, golden,
            "{golden_file}: not byte-identical to google-pprof"
        );
        return;
    };
    let (perl_total, mut perl) = parse(&golden);
    let (our_total, mut our) = parse(&ours);
    assert_eq!(our_total, perl_total, "{golden_file}: Total");
    for (perl_names, our_names) in groups(&same) {
        let take = |rows: &mut BTreeMap<String, Row>, names: &[String], side: &str| -> Vec<Row> {
            names
                .iter()
                .map(|n| {
                    rows.remove(n)
                        .unwrap_or_else(|| panic!("{golden_file}: {side} has no row {n:?}"))
                })
                .collect()
        };
        let p = take(&mut perl, &perl_names, "google-pprof");
        let o = take(&mut our, &our_names, "profile-analyze");
        let flat = |rows: &[Row]| rows.iter().map(|r| r.flat).sum::<i64>();
        assert_eq!(
            flat(&o),
            flat(&p),
            "{golden_file}: flat of {perl_names:?} vs {our_names:?}"
        );
        if p.len() == 1 && o.len() == 1 {
            assert_eq!(
                o[0].cum, p[0].cum,
                "{golden_file}: cum of {perl_names:?} vs {our_names:?}"
            );
        }
    }
    let perl: HashMap<_, _> = perl.into_iter().collect();
    let our: HashMap<_, _> = our.into_iter().collect();
    assert_eq!(
        our, perl,
        "{golden_file}: rows outside the .same groups differ"
    );
}

#[test]
fn text_matches_google_pprof() {
    check_libc();
    for name in FIXTURES {
        compare(name, &format!("{name}.text"), &[]);
    }
}

#[test]
fn cum_sorted_text_matches_google_pprof() {
    check_libc();
    for name in ["c_pie_O0", "cpp_inline", "recursion"] {
        compare(name, &format!("{name}.cum.text"), &["--cum"]);
    }
}
