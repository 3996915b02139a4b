//! One row per printed name (docs/symbols.md): distinct functions that
//! share a name are one row whatever the debug information, and
//! `--full_names` tells them apart where their full names differ.

use crate::common::{run, stdout_ok, testdata};

/// The `--text` rows of `program` on `profile` whose name starts with
/// `prefix`: (flat, cum, name).
fn rows(program: &str, profile: &str, flags: &[&str], prefix: &str) -> Vec<(i64, i64, String)> {
    let bin = testdata().join("bin").join(program);
    let prof = testdata().join("prof").join(profile);
    let mut args = vec!["--text"];
    args.extend_from_slice(flags);
    args.extend([bin.to_str().unwrap(), prof.to_str().unwrap()]);
    stdout_ok(&run(&args))
        .lines()
        .skip(1)
        .filter_map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let name = f[5..].join(" ");
            name.starts_with(prefix)
                .then(|| (f[0].parse().unwrap(), f[3].parse().unwrap(), name))
        })
        .collect()
}

/// The overloads `ovl::step(unsigned long, unsigned long)` and
/// `ovl::step(double, double)`: one row, named by DWARF or, stripped, by
/// their symbols; two with `--full_names`, whose flat values add up to it.
#[test]
fn overloads_are_one_row_with_or_without_dwarf() {
    for program in ["cpp_inline", "cpp_inline.strip-debug"] {
        let short = rows(program, "cpp_inline.prof", &[], "ovl::step");
        assert_eq!(short.len(), 1, "{program}: {short:?}");
        assert_eq!(short[0].2, "ovl::step", "{program}");
        let full = rows(program, "cpp_inline.prof", &["--full_names"], "ovl::step");
        let mut names: Vec<&str> = full.iter().map(|r| r.2.as_str()).collect();
        names.sort();
        assert_eq!(
            names,
            [
                "ovl::step(double, double)",
                "ovl::step(unsigned long, unsigned long)"
            ],
            "{program}"
        );
        let flat: i64 = full.iter().map(|r| r.0).sum();
        assert_eq!(flat, short[0].0, "{program}");
    }
}

/// Two monomorphizations of a Rust generic (`Pipeline<T>::run`, `drive`),
/// whose legacy manglings name them alike even in full: one row each, with
/// and without `--full_names`.
#[test]
fn instances_of_a_generic_are_one_row() {
    for flags in [&[][..], &["--full_names"]] {
        for name in [
            "rustprog::engine::Pipeline<T>::run",
            "rustprog::engine::drive",
        ] {
            let found = rows("rust_legacy", "rust_legacy.prof", flags, name);
            assert_eq!(found.len(), 1, "{flags:?}: {found:?}");
        }
    }
}
