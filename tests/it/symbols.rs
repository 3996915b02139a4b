//! perl's `--symbols`: mappings and addresses on stdin, one name per
//! address, against `google-pprof --symbols` on the same input
//! (`testdata/symbols_goldens.sh`).

use crate::common::{run_with_stdin, testdata};
use std::process::Output;

/// Where we print another name than perl, on purpose: (perl's, ours, why).
const DIFFERENCES: &[(&str, &str, &str)] = &[
    (
        "Hasher::operator [clone .isra.0]",
        "Hasher::operator() [clone .isra.0]",
        "perl cuts `operator()` at its parenthesis",
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
    let mut all = vec!["--symbols"];
    all.extend_from_slice(args);
    run_with_stdin(&all, input.as_bytes().to_vec())
}

#[test]
fn names_are_perls() {
    let bin = testdata().join("bin");
    let input = std::fs::read_to_string(testdata().join("golden/cpp_inline.symbols.in"))
        .unwrap()
        .replace("@BIN@", bin.to_str().unwrap());
    let perl = std::fs::read_to_string(testdata().join("golden/cpp_inline.symbols")).unwrap();
    // libc's frames named from the fixtures' libc (testdata/libs).
    let [prefix, debug_root] = crate::common::fixture_lib_flags();
    let out = symbols(
        &[
            &prefix,
            &debug_root,
            bin.join("cpp_inline").to_str().unwrap(),
        ],
        &input,
    );
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

/// The qualified fixture's functions (whose DWARF names lack their scopes)
/// are named as llvm-symbolizer names them, argument lists and GCC's copy
/// suffix (`(.isra.0)`, ours `[clone .isra.0]`) aside.
#[test]
fn qualified_names_are_llvm_symbolizers() {
    let golden =
        std::fs::read_to_string(testdata().join("golden/qualified.llvm-symbolizer")).unwrap();
    let (addresses, llvm): (Vec<&str>, Vec<&str>) =
        golden.lines().map(|l| l.split_once(' ').unwrap()).unzip();
    let bin = testdata().join("bin/qualified");
    let input = addresses.join("\n") + "\n";
    let out = symbols(&[bin.to_str().unwrap()], &input);
    assert!(out.status.success());
    let ours = String::from_utf8(out.stdout).unwrap();
    assert_eq!(ours.lines().count(), llvm.len());
    for (ours, llvm) in ours.lines().zip(llvm) {
        let base = |name: &str| -> String {
            let name = name.split(" [clone ").next().unwrap();
            // `(anonymous namespace)` is part of the name; the argument
            // list is the first other `(`.
            let mut out = String::new();
            let mut rest = name;
            while let Some(at) = rest.find('(') {
                let (head, tail) = rest.split_at(at);
                out.push_str(head);
                match tail.strip_prefix("(anonymous namespace)") {
                    Some(after) => {
                        out.push_str("(anonymous namespace)");
                        rest = after;
                    }
                    None => return out,
                }
            }
            out + rest
        };
        assert_eq!(
            base(ours),
            base(llvm),
            "ours {ours:?}, llvm-symbolizer {llvm:?}"
        );
        assert!(ours.contains("::"), "{ours}");
    }
}
