//! C++ demangling against GNU's, symbol by symbol: every C++ symbol
//! libstdc++ exports, every one of the testdata programs, and a sample of a
//! Debian system's libraries (testdata/demangle, made by make_demangle.sh).
//! We print what libiberty's `cplus_demangle` prints by default (gprof,
//! perf, gdb and Go pprof's demangler agree); c++filt differs from it only by
//! spelling out `std::string` and the streams (its `DMGL_VERBOSE`). The
//! differences we keep are listed, with their reasons, in
//! testdata/demangle/kept.tsv and docs/symbols.md.

use std::collections::BTreeMap;

use profile_analyze::demangle::cpp_with_return_type;

use crate::common::testdata;

const SETS: [&str; 3] = ["libstdcxx", "testdata", "system-sample"];

/// Each set's symbols with a reference's demangling of each (`.gnu` or
/// `.cxxfilt`).
fn references(reference: &str) -> Vec<(String, String)> {
    let dir = testdata().join("demangle");
    let mut pairs = Vec::new();
    for set in SETS {
        let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{set}.{ext}"))).unwrap();
        let (symbols, demangled) = (read("syms"), read(reference));
        assert_eq!(symbols.lines().count(), demangled.lines().count(), "{set}");
        pairs.extend(
            symbols
                .lines()
                .zip(demangled.lines())
                .map(|(s, d)| (s.to_string(), d.to_string())),
        );
    }
    pairs
}

/// The symbols whose demangling we keep different from GNU's, with why.
fn kept() -> BTreeMap<String, String> {
    let kept = std::fs::read_to_string(testdata().join("demangle/kept.tsv")).unwrap();
    kept.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (symbol, why) = l.split_once('\t').unwrap();
            (symbol.to_string(), why.to_string())
        })
        .collect()
}

fn ours(symbol: &str) -> String {
    cpp_with_return_type(symbol).unwrap_or_else(|| symbol.to_string())
}

/// Every symbol demangles as GNU's demangler does, but the kept ones, each
/// of which still differs (a fix shows here as a kept line to remove).
#[test]
fn cpp_symbols_demangle_as_gnu() {
    let kept = kept();
    let pairs = references("gnu");
    assert!(pairs.len() > 7000, "{}", pairs.len());
    let differ: BTreeMap<String, (String, String)> = pairs
        .into_iter()
        .filter_map(|(symbol, gnu)| {
            let ours = ours(&symbol);
            (ours != gnu).then_some((symbol, (ours, gnu)))
        })
        .collect();
    let unexpected: Vec<_> = differ
        .iter()
        .filter(|(s, _)| !kept.contains_key(*s))
        .map(|(s, (ours, gnu))| format!("{s}\n  ours {ours}\n  gnu  {gnu}"))
        .collect();
    assert!(unexpected.is_empty(), "{}", unexpected.join("\n"));
    let fixed: Vec<_> = kept.keys().filter(|s| !differ.contains_key(*s)).collect();
    assert!(fixed.is_empty(), "now equal to GNU's: {fixed:?}");
}

/// The long forms c++filt prints for GNU's short ones.
const LONG_FORMS: [(&str, &str); 4] = [
    (
        "std::string",
        "std::basic_string<char, std::char_traits<char>, std::allocator<char> >",
    ),
    (
        "std::istream",
        "std::basic_istream<char, std::char_traits<char> >",
    ),
    (
        "std::ostream",
        "std::basic_ostream<char, std::char_traits<char> >",
    ),
    (
        "std::iostream",
        "std::basic_iostream<char, std::char_traits<char> >",
    ),
];

/// `name` with the short forms spelled out, as c++filt prints them.
fn spelled_out(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut rest = name;
    'scan: while !rest.is_empty() {
        for (short, long) in LONG_FORMS {
            if let Some(after) = rest.strip_prefix(short) {
                let word_ends = !after.starts_with(|c: char| c.is_alphanumeric() || c == '_');
                let word_starts =
                    !out.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':');
                if word_ends && word_starts {
                    out.push_str(long);
                    // `> >`, never `>>`, where a template's list closes.
                    if after.starts_with('>') {
                        out.push(' ');
                    }
                    rest = after;
                    continue 'scan;
                }
            }
        }
        let c = rest.chars().next().unwrap();
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// Against c++filt: the same names once our short forms are spelled out,
/// but the kept ones; and c++filt's long forms are the only difference on
/// hundreds of libstdc++'s symbols.
#[test]
fn cpp_symbols_equal_cxxfilt_but_its_long_forms() {
    let kept = kept();
    let mut long_forms = 0;
    let mut unexpected = Vec::new();
    for (symbol, cxxfilt) in references("cxxfilt") {
        let ours = ours(&symbol);
        if kept.contains_key(&symbol) || ours == cxxfilt {
            continue;
        }
        if spelled_out(&ours) == cxxfilt {
            long_forms += 1;
        } else {
            unexpected.push(format!("{symbol}\n  ours    {ours}\n  c++filt {cxxfilt}"));
        }
    }
    assert!(unexpected.is_empty(), "{}", unexpected.join("\n"));
    assert!(long_forms > 300, "{long_forms}");
}
