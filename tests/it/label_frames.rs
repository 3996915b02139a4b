//! Frames made from labels (`--tagroot`, `--tagleaf`, Go's `-tagroot` and
//! `-tagleaf`) beyond what the Go goldens of `go_view_cases` check: numeric
//! labels, and keys no sample has.

use crate::common::{run, testdata};

fn text(flags: &[&str], profile: &str) -> (String, String) {
    let bin = testdata().join("bin/go_prof").display().to_string();
    let prof = testdata().join("prof").join(profile).display().to_string();
    let mut args = vec!["--text"];
    args.extend(flags);
    args.extend([bin.as_str(), prof.as_str()]);
    let out = run(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The last word of each row: the node's name.
fn names(text: &str) -> Vec<&str> {
    text.lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().nth(5))
        .collect()
}

/// A number without a unit is printed as Go's `ScaledLabel(v, "", "")`
/// prints it: the plain number (go-pprof before pprof#691 printed none).
#[test]
fn numeric_labels_without_a_unit_are_plain_numbers() {
    let (out, _) = text(
        &["--tagleaf=bytes", "--sample_index=alloc_space"],
        "go_prof.heap.pb.gz",
    );
    let names = names(&out);
    for value in ["4096", "229376", "16"] {
        assert!(names.contains(&value), "{value} in {out}");
    }
}

/// A key no sample has still adds a frame to every sample (with no name,
/// printed `<unknown>`), and the user is told.
#[test]
fn a_key_no_sample_has_is_noted() {
    let (out, err) = text(&["--tagroot=nope", "--sort=cum"], "go_prof.cpu.pb.gz");
    let first = out.lines().nth(1).unwrap();
    assert!(
        first.ends_with(" <unknown>") && first.contains("100.0%"),
        "{out}"
    );
    assert!(err.contains("tagroot: no sample has a label nope"), "{err}");
}
