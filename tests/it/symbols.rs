//! perl's `--symbols`: mappings and addresses on stdin, one name per
//! address, against `google-pprof --symbols` on the same input
//! (`testdata/symbols_goldens.sh`).

use crate::common::testdata;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Where we print another name than perl, on purpose: (perl's, ours, why).
const DIFFERENCES: &[(&str, &str, &str)] = &[
    (
        "Hasher::operator [clone .isra.0]",
        "Hasher::operator() [clone .isra.0]",
        "perl cuts `operator()` at its parenthesis",
    ),
    (
        "ovl::step",
        "ovl::step@1510",
        "overloads stay apart by their start, as in --text",
    ),
    (
        "ovl::step",
        "ovl::step@1550",
        "overloads stay apart by their start, as in --text",
    ),
    (
        "unsigned long fold_range",
        "fold_range",
        "return types are no part of a name",
    ),
    (
        "unsigned long fold_range [clone .constprop.0]",
        "fold_range [clone .constprop.0]",
        "return types are no part of a name",
    ),
    (
        "fold_range",
        "fold_range [clone .constprop.0]",
        "the address is in GCC's copy of a fold_range instance, which its symbol names; \
         perl names it after the template",
    ),
    (
        "__abi_tag",
        "??",
        "0x10 is in no mapping: perl names it after the nearest symbol before it",
    ),
];

fn symbols(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .arg("--symbols")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("profile-analyze runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn names_are_perls() {
    let bin = testdata().join("bin");
    let input = std::fs::read_to_string(testdata().join("golden/cpp_inline.symbols.in"))
        .unwrap()
        .replace("@BIN@", bin.to_str().unwrap());
    let perl = std::fs::read_to_string(testdata().join("golden/cpp_inline.symbols")).unwrap();
    let out = symbols(&[bin.join("cpp_inline").to_str().unwrap()], &input);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ours = String::from_utf8(out.stdout).unwrap();
    assert_eq!(ours.lines().count(), perl.lines().count());
    let mut used = vec![false; DIFFERENCES.len()];
    for (i, (theirs, ours)) in perl.lines().zip(ours.lines()).enumerate() {
        if theirs == ours {
            continue;
        }
        let known = DIFFERENCES
            .iter()
            .position(|(p, o, _)| *p == theirs && *o == ours);
        match known {
            Some(k) => used[k] = true,
            None => panic!("address {}: perl {theirs:?}, ours {ours:?}", i + 1),
        }
    }
    for (k, (p, o, why)) in DIFFERENCES.iter().enumerate() {
        assert!(
            used[k],
            "{p:?} / {o:?} ({why}) no longer differs: take it off"
        );
    }
}

#[test]
fn bad_input_is_refused_in_one_line() {
    let program = testdata().join("bin/cpp_inline");
    let program = program.to_str().unwrap();
    let out = symbols(&[program], "0x123456789abcdef0123\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("line 1: 0x123456789abcdef0123 is no 64-bit address"));
    let profile = testdata().join("prof/cpp_inline.prof");
    let out = symbols(&[program, profile.to_str().unwrap()], "0x10\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("give only the program"));
    // No mapping, no address: nothing to name, and a word about the line.
    let out = symbols(&[program], "not a mapping\n");
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("neither a mapping nor an address"));
}
