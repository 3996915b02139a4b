//! Reports of profiles whose values are not CPU samples (heap bytes and
//! objects, contention delay) and of differences (negative values): a real
//! CPU profile, symbolized, is given another sample type and scaled values,
//! or has a base subtracted, and each report is checked against the CPU
//! profile's own.

use crate::common::{profile, testdata};
use profile_analyze::driver::{self, Inputs, Loaded, Source};
use profile_analyze::profile::{DIFF_BASE_LABEL, Label, LabelValue, Profile, ValueType};
use profile_analyze::report::commands::{Request, Row, named};
use profile_analyze::settings::Settings;
use profile_analyze::symbolize::Store;
use regex::Regex;

fn settings(show_bytes: bool) -> Settings {
    let mut settings = Settings::default();
    settings.load.symbolize.program = Some(testdata().join("bin/c_pie_O0"));
    settings.view.code.source_path = vec![testdata().join("programs")];
    settings.view.show_bytes = show_bytes;
    settings
}

/// Renders `command` of c_pie_O0's CPU profile after `change` made it
/// another kind of profile.
fn report(
    command: &'static Row,
    symbol: Option<&str>,
    show_bytes: bool,
    change: impl Fn(&mut Profile),
) -> String {
    let settings = settings(show_bytes);
    let store = Store::default();
    let mut loaded: Loaded = driver::load(
        &Inputs::one(Source::File(profile("c_pie_O0"))),
        &settings.load,
        &store,
    )
    .unwrap();
    change(&mut loaded.profile);
    let request = Request::new(command, symbol.map(|s| Regex::new(s).unwrap())).unwrap();
    let mut out = Vec::new();
    driver::render(&loaded, &request, &settings.view, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// Gives the profile sample type `kind/unit` and multiplies its values by `scale`.
fn as_type(kind: &str, unit: &str, scale: i64) -> impl Fn(&mut Profile) {
    let value_type = ValueType::new(kind, unit);
    move |p: &mut Profile| {
        p.sample_types = vec![value_type.clone()];
        p.default_sample_type = 0;
        for s in &mut p.samples {
            s.values[0] *= scale;
        }
    }
}

fn cpu(command: &'static Row, symbol: Option<&str>) -> String {
    report(command, symbol, false, |_| {})
}

/// The text report's rows, split into their columns.
fn rows(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .skip(1)
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect()
}

/// Checks that `text` is the CPU text report with each value printed by
/// `value` (from the number of samples) and `total` as its `Total:` line.
fn same_rows_as_cpu(text: &str, total: &str, value: impl Fn(i64) -> String) {
    let cpu = cpu(named("text"), None);
    assert_eq!(text.lines().next(), Some(total));
    let expected: Vec<Vec<String>> = rows(&cpu)
        .into_iter()
        .map(|mut r| {
            r[0] = value(r[0].parse().unwrap());
            r[3] = value(r[3].parse().unwrap());
            r
        })
        .collect();
    assert_eq!(rows(text), expected);
    assert!(expected.len() > 5);
}

#[test]
fn heap_bytes_print_as_megabytes() {
    // 64 KiB per sample: 170 samples are 10.625 MB.
    let text = report(
        named("text"),
        None,
        false,
        as_type("inuse_space", "bytes", 65536),
    );
    same_rows_as_cpu(&text, "Total: 10.6 MB", |n| {
        format!("{:.1}", n as f64 / 16.0)
    });
    assert!(text.contains("\n     5.2  48.8%  48.8%      5.2  48.8% leaf_heavy\n"));
}

#[test]
fn show_bytes_prints_bytes() {
    let text = report(
        named("text"),
        None,
        true,
        as_type("alloc_space", "bytes", 65536),
    );
    same_rows_as_cpu(&text, "Total: 11141120 B", |n| (n * 65536).to_string());
}

#[test]
fn objects_print_as_counts() {
    // --show_bytes leaves objects alone, as perl's.
    let text = report(
        named("text"),
        None,
        true,
        as_type("inuse_objects", "count", 1),
    );
    same_rows_as_cpu(&text, "Total: 170 objects", |n| n.to_string());
}

#[test]
fn contention_delay_prints_as_seconds_and_contentions_as_samples() {
    let text = report(
        named("text"),
        None,
        false,
        as_type("delay", "nanoseconds", 1_000_000),
    );
    same_rows_as_cpu(&text, "Total: 0.170 seconds", |n| {
        format!("{:.3}", n as f64 / 1000.0)
    });
    let text = report(
        named("text"),
        None,
        false,
        as_type("contentions", "count", 1),
    );
    assert_eq!(text, cpu(named("text"), None));
}

#[test]
fn annotated_code_in_megabytes() {
    let list = report(
        named("list"),
        Some("^leaf_heavy$"),
        false,
        as_type("inuse_space", "bytes", 65536),
    );
    let cpu_list = cpu(named("list"), Some("^leaf_heavy$"));
    assert!(cpu_list.contains("    83     83 Total samples (flat / cumulative)\n"));
    assert!(list.contains("   5.2    5.2 Total MB (flat / cumulative)\n"));
    // 47 and 36 samples on lines 26 and 27, as in the CPU listing.
    assert!(cpu_list.contains("\n    47     47   26:"));
    assert!(list.contains("\n   2.9    2.9   26:"));
    assert!(list.contains("\n   2.2    2.2   27:"));
    assert!(list.contains("\n     .      .   25:"));

    let disasm = report(
        named("disasm"),
        Some("^leaf_heavy$"),
        false,
        as_type("inuse_space", "bytes", 65536),
    );
    assert!(disasm.contains("\n   5.2    5.2 MB (flat, cumulative) 48.8% of total\n"));
}

#[test]
fn heap_call_graph_in_megabytes_and_callgrind_in_bytes() {
    let dot = report(
        named("dot"),
        None,
        false,
        as_type("inuse_space", "bytes", 65536),
    );
    assert!(dot.contains("; 10.6 MB\" {\n"));
    assert!(dot.contains("\\lTotal MB: 10.6\\lFocusing on: 10.6\\lDropped nodes with <= 0.1 abs(MB)\\lDropped edges with <= 0.0 MB\\l\"];\n"));
    assert!(dot.contains("[label=\"leaf_heavy\\n5.2 (48.8%)\\r\",shape=box,"));
    assert!(!dot.contains("color"));
    // perl writes raw values: bytes.
    let callgrind = report(
        named("callgrind"),
        None,
        false,
        as_type("inuse_space", "bytes", 65536),
    );
    let cpu_callgrind = cpu(named("callgrind"), None);
    assert!(cpu_callgrind.contains("\n26 47\n"));
    assert!(callgrind.contains(&format!("\n26 {}\n", 47 * 65536)));
}

/// Subtracts a base: every sample of the profile again, negated, `times`
/// over, marked as a `--diff_base` base when `diff_base` is set.
fn minus_base(times: i64, diff_base: bool) -> impl Fn(&mut Profile) {
    move |p: &mut Profile| {
        let base: Vec<_> = p
            .samples
            .iter()
            .map(|s| {
                let mut s = s.clone();
                s.values[0] *= -times;
                if diff_base {
                    s.labels.push(Label {
                        key: DIFF_BASE_LABEL.into(),
                        value: LabelValue::Str("true".into()),
                    });
                }
                s
            })
            .collect();
        p.samples.extend(base);
    }
}

#[test]
fn a_difference_prints_signed_values_with_percentages_of_abs_values() {
    // Each node loses what it had: flat -n, cum -n; the total is -170 and
    // percentages are of |170| + |-340| = 510.
    let text = report(named("text"), None, false, minus_base(2, false));
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("Total: -170 samples"));
    assert_eq!(
        lines.next(),
        Some(
            "Percentages of 510 samples, the sum of |values|; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs"
        )
    );
    assert_eq!(
        lines.next(),
        Some("     -83 -16.3% -16.3%      -83 -16.3% leaf_heavy")
    );
    assert_eq!(
        lines.next(),
        Some("     -56 -11.0% -27.3%      -56 -11.0% leaf_medium")
    );
}

#[test]
fn a_diff_base_takes_percentages_of_the_base() {
    // The base is twice the profile: percentages of 340.
    let text = report(named("text"), None, false, minus_base(2, true));
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("Total: -170 samples"));
    assert_eq!(
        lines.next(),
        Some(
            "Percentages of 340 samples, the base's total; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs"
        )
    );
    assert_eq!(
        lines.next(),
        Some("     -83 -24.4% -24.4%      -83 -24.4% leaf_heavy")
    );
}

#[test]
fn a_difference_colours_the_call_graph() {
    let dot = report(named("dot"), None, false, minus_base(2, false));
    let cpu_dot = cpu(named("dot"), None);
    // The same nodes and edges, with negated values and colours.
    let count = |text: &str, what: &str| text.lines().filter(|l| l.contains(what)).count();
    let node = "\\r\",shape=box,";
    assert_eq!(count(&dot, node), count(&cpu_dot, node));
    assert_eq!(count(&dot, " -> "), count(&cpu_dot, " -> "));
    assert_eq!(count(&dot, ",style=filled,color=\"#"), count(&dot, node));
    assert_eq!(count(&dot, "\", color=\"#"), count(&dot, " -> "));
    // All losses: green, main's (-170 of 510) as Go's dotColor gives it.
    assert!(dot.contains("[label=\"main\\n0 (0.0%)\\rof -170 (-33.3%)\\r\",shape=box,fontsize=8.0,style=filled,color=\"#32b200\",fillcolor=\"#dcedd5\"];"));
    assert!(dot.contains("\\lPercentages of 510 samples, the sum of |values|; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs\\l\"];"));
    assert!(!cpu_dot.contains("color"));
}
