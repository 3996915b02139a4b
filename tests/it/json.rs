//! `--json`: every report validates against `docs/report.schema.json`, its
//! rows are `--text`'s (names, order, values, percentages to the text's
//! rounding) and its edges add up as a call graph's do.

use crate::common::{run, stdout_ok, testdata};
use serde_json::Value;

pub(crate) fn schema() -> jsonschema::Validator {
    let path = testdata().join("../docs/report.schema.json");
    let text = std::fs::read_to_string(&path).unwrap();
    let schema: Value = serde_json::from_str(&text).unwrap();
    jsonschema::validator_for(&schema).expect("the schema is a valid JSON Schema")
}

fn args(report: &str, program: &str, profiles: &[&str], flags: &[&str]) -> Vec<String> {
    let mut args = vec![
        report.to_string(),
        format!("--lib_prefix={}", testdata().join("bin").display()),
    ];
    args.extend(flags.iter().map(|f| f.to_string()));
    args.push(testdata().join("bin").join(program).display().to_string());
    for p in profiles {
        args.push(testdata().join("prof").join(p).display().to_string());
    }
    args
}

fn output(report: &str, program: &str, profiles: &[&str], flags: &[&str]) -> String {
    let args = args(report, program, profiles, flags);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    stdout_ok(&run(&args))
}

/// A value as `--text` prints it, for the sample type `(type, unit)`
/// (heap bytes are asked for with `--show_bytes`).
fn as_text(value: i64, kind: &str, unit: &str) -> String {
    match (kind, unit) {
        ("delay" | "mean_delay", "nanoseconds") => format!("{:.3}", value as f64 / 1e9),
        (_, "nanoseconds") => String::new(), // durations: compared by percent
        _ => value.to_string(),
    }
}

fn percent(p: &Value) -> String {
    match p.as_f64() {
        Some(p) => format!("{p:.1}%"),
        None => "nan".into(),
    }
}

fn check(program: &str, profiles: &[&str], flags: &[&str]) {
    let what = format!("{program} {profiles:?} {flags:?}");
    let json = output("--json", program, profiles, flags);
    let report: Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{what}: {e}"));
    let errors: Vec<String> = schema()
        .iter_errors(&report)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{what}: {errors:?}");
    let kind = report["sample_type"]["type"].as_str().unwrap();
    let unit = report["sample_type"]["unit"].as_str().unwrap();
    let text = output("--text", program, profiles, flags);
    let text_rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| {
            !l.starts_with("Total:") && !l.starts_with("Percentages") && !l.starts_with("Cum:")
        })
        .map(|l| l.split_whitespace().collect())
        .collect();
    let rows = report["rows"].as_array().unwrap();
    assert_eq!(rows.len(), text_rows.len(), "{what}");
    assert!(!rows.is_empty(), "{what}");
    for (i, (row, t)) in rows.iter().zip(&text_rows).enumerate() {
        assert_eq!(row["id"], i, "{what}");
        assert_eq!(row["name"].as_str().unwrap(), t[5..].join(" "), "{what}");
        let (flat, cum) = (row["flat"].as_i64().unwrap(), row["cum"].as_i64().unwrap());
        if unit != "nanoseconds" || kind.contains("delay") {
            assert_eq!(as_text(flat, kind, unit), t[0], "{what}: flat of {}", t[5]);
            assert_eq!(as_text(cum, kind, unit), t[3], "{what}: cum of {}", t[5]);
        }
        assert_eq!(percent(&row["flat_percent"]), t[1], "{what}: {}", t[5]);
        assert_eq!(percent(&row["sum_percent"]), t[2], "{what}: {}", t[5]);
        assert_eq!(percent(&row["cum_percent"]), t[4], "{what}: {}", t[5]);
    }
    if let Some(total) = text.lines().next().and_then(|l| l.strip_prefix("Total: ")) {
        let total = total.split(' ').next().unwrap();
        let json_total = report["total"].as_i64().unwrap();
        if unit != "nanoseconds" || kind.contains("delay") {
            assert_eq!(as_text(json_total, kind, unit), total, "{what}: total");
        }
    }
    for e in report["edges"].as_array().unwrap() {
        let (caller, callee) = (e["caller"].as_u64().unwrap(), e["callee"].as_u64().unwrap());
        assert!((caller as usize) < rows.len() && (callee as usize) < rows.len());
        assert_ne!(e["weight"], 0);
    }
}

#[test]
fn reports_validate_and_rows_are_the_text_rows() {
    check("c_pie_O0", &["c_pie_O0.prof"], &[]);
    check("c_pie_O0", &["c_pie_O0.prof"], &["--cum"]);
    check("c_pie_O0", &["c_pie_O0.prof"], &["--lines", "--focus=leaf"]);
    check(
        "c_pie_O0",
        &["c_pie_O0.prof"],
        &["--addresses", "--nodecount=5"],
    );
    check("cpp_inline", &["cpp_inline.prof"], &[]);
    check("cpp_inline", &["cpp_inline.prof"], &["--files"]);
    check(
        "cpp_inline",
        &["cpp_inline.prof"],
        &["--filefunctions", "--noinlines"],
    );
    check("cpp_inline", &["cpp_inline.prof"], &["--hide=mix"]);
    check("heap_prog", &["heap_prog.0002.heap"], &["--show_bytes"]);
    check("heap_prog", &["heap_prog.0002.heap"], &["--alloc_objects"]);
    check("go_block", &["go_block.contention"], &[]);
    check("gmon_cpp", &["gmon_cpp.gmon"], &[]);
    let base = format!(
        "--base={}",
        testdata().join("prof/cpu_multi.a1.prof").display()
    );
    check("cpu_multi", &["cpu_multi.b1.prof"], &[&base]);
}

#[test]
fn edges_add_up_to_each_functions_cum() {
    // Without recursion, a function's cum is its flat and what it calls,
    // and (below the root) what its callers call it for.
    let json = output("--json", "c_pie_O0", &["c_pie_O0.prof"], &[]);
    let report: Value = serde_json::from_str(&json).unwrap();
    let rows = report["rows"].as_array().unwrap();
    let mut out = vec![0i64; rows.len()];
    let mut into = vec![0i64; rows.len()];
    for e in report["edges"].as_array().unwrap() {
        let w = e["weight"].as_i64().unwrap();
        out[e["caller"].as_u64().unwrap() as usize] += w;
        into[e["callee"].as_u64().unwrap() as usize] += w;
    }
    for (i, row) in rows.iter().enumerate() {
        let (flat, cum) = (row["flat"].as_i64().unwrap(), row["cum"].as_i64().unwrap());
        assert_eq!(flat + out[i], cum, "{row}");
        if into[i] != 0 {
            assert_eq!(into[i], cum, "{row}");
        }
    }
    assert!(into.iter().filter(|&&v| v == 0).count() == 1, "one root");
}

#[test]
fn the_schema_refuses_what_is_not_a_report() {
    let schema = schema();
    let json = output("--json", "c_pie_O0", &["c_pie_O0.prof"], &[]);
    let mut report: Value = serde_json::from_str(&json).unwrap();
    assert!(schema.is_valid(&report));
    report["rows"][0]["flat"] = Value::from("83");
    assert!(!schema.is_valid(&report));
    report["rows"][0]["flat"] = Value::from(83);
    report["granularity"] = Value::from("bytes");
    assert!(!schema.is_valid(&report));
}

/// A row's node as data: at `--lines` its function, file and line apart
/// (the name `leaf_heavy ./c_pie_O0.c:26` is made of them), at
/// `--addresses` its address too, at `--files` its file alone; the header
/// is the text report's.
#[test]
fn rows_give_function_file_line_and_address_apart() {
    let schema = schema();
    let report = |flags: &[&str]| -> Value {
        let json = output("--json", "c_pie_O0", &["c_pie_O0.prof"], flags);
        let report: Value = serde_json::from_str(&json).unwrap();
        assert!(schema.is_valid(&report), "{flags:?}: {json}");
        assert_eq!(report["format"], "profile-analyze-report/3");
        report
    };
    let lines = report(&["--lines"]);
    let text = output("--text", "c_pie_O0", &["c_pie_O0.prof"], &["--lines"]);
    let header: Vec<&str> = text
        .lines()
        .take_while(|l| l.starts_with("Total:"))
        .collect();
    assert_eq!(lines["header"], serde_json::json!(header));
    let rows = lines["rows"].as_array().unwrap();
    let mut with_lines = 0;
    for row in rows {
        let name = row["name"].as_str().unwrap();
        let (Some(function), Some(file), Some(line)) = (
            row["function"].as_str(),
            row["file"].as_str(),
            row["line"].as_u64(),
        ) else {
            continue;
        };
        assert_eq!(name, format!("{function} {file}:{line}"), "{row}");
        assert!(row["address"].is_null() && row["object"].is_null(), "{row}");
        with_lines += 1;
    }
    assert!(with_lines * 2 > rows.len(), "{rows:?}");
    assert!(
        rows.iter().any(|r| r["function"] == "leaf_heavy"
            && r["file"].as_str().unwrap_or("").ends_with("c_pie_O0.c")),
        "{rows:?}"
    );

    let addresses = report(&["--addresses"]);
    for row in addresses["rows"].as_array().unwrap() {
        let address = row["address"].as_str().unwrap_or_else(|| panic!("{row}"));
        let hex = address.trim_start_matches("0x");
        assert!(row["name"].as_str().unwrap().contains(hex), "{row}");
    }
    let files = report(&["--files"]);
    for row in files["rows"].as_array().unwrap() {
        assert!(row["line"].is_null() && row["address"].is_null(), "{row}");
    }
}
