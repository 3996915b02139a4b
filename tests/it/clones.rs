//! GCC's copies of functions ("clones", issue 29) against the rule of
//! `docs/symbols.md` ("One rule for names"): a copy keeps the suffix its
//! symbol gives it (`msort.part.0`; in C++ `geo::verify [clone .cold]`),
//! wherever a name shows: `--text` rows (and `--full_names`), `--list` and
//! `--disasm` headings, `--traces`, `--collapsed`, `--symbols`; `--focus`
//! and `--ignore` match it like any other part of the name. A frame inlined
//! into other code is named by DWARF, without a suffix (`msort (inline)`).
//!
//! The fixture (`testdata/make_clones.sh`) has each kind of copy (`.part.N`,
//! `.isra.N`, `.constprop.N`, `.cold`, `.lto_priv.N`) in C and in C++, each
//! sampled. Its numbers are Go pprof's (`golden/clones*.go.text`, which
//! `go_flags.rs` compares row by row too), whose names keep a C copy's
//! suffix and drop a C++ one's; its names llvm-symbolizer's
//! (`golden/clones.llvm-symbolizer`).

use crate::common::{run, stdout_ok, test_each, testdata};
use crate::multi::{Row, go_rows, perl_rows};
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// One copy of the fixture, and how each tool names it.
struct Copy {
    /// Its symbol.
    symbol: &'static str,
    /// Our name: the short name with GCC's suffix.
    name: &'static str,
    /// Our name with `--full_names`.
    full: &'static str,
    /// The source file of its `--list` heading.
    file: &'static str,
    /// Go's name (a C++ copy's without its suffix: one function with the
    /// function it copies).
    go: &'static str,
    /// What a user focuses on to find the function, the copy among them ...
    base: &'static str,
    /// ... and the functions (with samples of their own) that focus keeps.
    family: &'static [&'static str],
}

const COPIES: &[Copy] = &[
    Copy {
        symbol: "msort.part.0",
        name: "msort.part.0",
        full: "msort.part.0",
        file: "clones.c",
        go: "msort.part.0",
        base: "msort",
        family: &["msort.part.0"],
    },
    Copy {
        symbol: "scale_by.isra.0",
        name: "scale_by.isra.0",
        full: "scale_by.isra.0",
        file: "clones.c",
        go: "scale_by.isra.0",
        base: "scale_by",
        family: &["scale_by.isra.0"],
    },
    Copy {
        symbol: "mix_rounds.constprop.0",
        name: "mix_rounds.constprop.0",
        full: "mix_rounds.constprop.0",
        file: "clones.c",
        go: "mix_rounds.constprop.0",
        base: "mix_rounds",
        family: &["mix_rounds.constprop.0"],
    },
    Copy {
        symbol: "validate.cold",
        name: "validate.cold",
        full: "validate.cold",
        file: "clones.c",
        go: "validate.cold",
        base: "validate",
        family: &["validate", "validate.cold"],
    },
    Copy {
        symbol: "lto_step.lto_priv.0",
        name: "lto_step.lto_priv.0",
        full: "lto_step.lto_priv.0",
        file: "clones_lto.c",
        go: "lto_step.lto_priv.0",
        base: "^lto_step",
        family: &["lto_step.lto_priv.0", "lto_step.lto_priv.1"],
    },
    Copy {
        symbol: "lto_step.lto_priv.1",
        name: "lto_step.lto_priv.1",
        full: "lto_step.lto_priv.1",
        file: "clones_lto.c",
        go: "lto_step.lto_priv.1",
        base: "^lto_step",
        family: &["lto_step.lto_priv.0", "lto_step.lto_priv.1"],
    },
    Copy {
        symbol: "_ZN3geoL9sort_rowsEPjS0_m.part.0",
        name: "geo::sort_rows [clone .part.0]",
        full: "geo::sort_rows(unsigned int*, unsigned int*, unsigned long) [clone .part.0]",
        file: "clones_cpp.cpp",
        go: "geo::sort_rows",
        base: "geo::sort_rows",
        family: &["geo::sort_rows [clone .part.0]"],
    },
    Copy {
        symbol: "_ZNK3geo5Shape4areaEm.isra.0",
        name: "geo::Shape::area [clone .isra.0]",
        full: "geo::Shape::area(unsigned long) const [clone .isra.0]",
        file: "clones_cpp.cpp",
        go: "geo::Shape::area",
        base: "Shape::area",
        family: &["geo::Shape::area [clone .isra.0]"],
    },
    Copy {
        symbol: "_ZN3geoL5blendImEET_S1_S1_.constprop.0",
        name: "geo::blend [clone .constprop.0]",
        full: "geo::blend<unsigned long>(unsigned long, unsigned long) [clone .constprop.0]",
        file: "clones_cpp.cpp",
        go: "geo::blend",
        base: "geo::blend",
        family: &["geo::blend [clone .constprop.0]"],
    },
    Copy {
        symbol: "_ZN3geo6verifyEm.cold",
        name: "geo::verify [clone .cold]",
        full: "geo::verify(unsigned long) [clone .cold]",
        file: "clones_cpp.cpp",
        go: "geo::verify",
        base: "geo::verify",
        family: &["geo::verify", "geo::verify [clone .cold]"],
    },
    Copy {
        symbol: "_ZN3geoL8lto_stepEm.lto_priv.0",
        name: "geo::lto_step [clone .lto_priv.0]",
        full: "geo::lto_step(unsigned long) [clone .lto_priv.0]",
        file: "clones_lto.c",
        go: "geo::lto_step",
        base: "geo::lto_step",
        family: &[
            "geo::lto_step [clone .lto_priv.0]",
            "geo::lto_step [clone .lto_priv.1]",
        ],
    },
    Copy {
        symbol: "_ZN3geoL8lto_stepEm.lto_priv.1",
        name: "geo::lto_step [clone .lto_priv.1]",
        full: "geo::lto_step(unsigned long) [clone .lto_priv.1]",
        file: "clones_lto.c",
        go: "geo::lto_step",
        base: "geo::lto_step",
        family: &[
            "geo::lto_step [clone .lto_priv.0]",
            "geo::lto_step [clone .lto_priv.1]",
        ],
    },
];

/// One test per copy: `each_copy!(check)` makes `check::c_part` and the
/// others, each calling `check` with its copy.
macro_rules! each_copy {
    ($check:ident) => {
        test_each!($check {
            c_part(&COPIES[0]),
            c_isra(&COPIES[1]),
            c_constprop(&COPIES[2]),
            c_cold(&COPIES[3]),
            c_lto_priv_0(&COPIES[4]),
            c_lto_priv_1(&COPIES[5]),
            cpp_part(&COPIES[6]),
            cpp_isra(&COPIES[7]),
            cpp_constprop(&COPIES[8]),
            cpp_cold(&COPIES[9]),
            cpp_lto_priv_0(&COPIES[10]),
            cpp_lto_priv_1(&COPIES[11]),
        });
    };
}

/// The fixture's program and profile.
fn fixture() -> [String; 2] {
    ["bin/clones", "prof/clones.prof"].map(|p| testdata().join(p).display().to_string())
}

/// Our report with `args` before the program and the profile.
fn ours(args: &[&str]) -> String {
    let [bin, prof] = fixture();
    let mut all = args.to_vec();
    all.extend([bin.as_str(), prof.as_str()]);
    stdout_ok(&run(&all))
}

/// The `--text` rows of `args`.
fn rows(args: &[&str]) -> Vec<Row> {
    let mut all = vec!["--text"];
    all.extend_from_slice(args);
    perl_rows(&ours(&all))
}

/// The `--text` rows of the whole profile, made once (as its
/// `--collapsed` and `-traces` below).
fn all() -> &'static [Row] {
    static ALL: OnceLock<Vec<Row>> = OnceLock::new();
    ALL.get_or_init(|| rows(&[]))
}

fn collapsed() -> &'static str {
    static COLLAPSED: OnceLock<String> = OnceLock::new();
    COLLAPSED.get_or_init(|| ours(&["--collapsed"]))
}

fn traces() -> &'static str {
    static TRACES: OnceLock<String> = OnceLock::new();
    TRACES.get_or_init(|| ours(&["-traces"]))
}

/// The row named `name`, which must be there.
fn row<'r>(rows: &'r [Row], name: &str) -> &'r Row {
    rows.iter().find(|r| r.name == name).unwrap_or_else(|| {
        let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        panic!("no row {name:?} among {names:?}")
    })
}

/// The names of the rows with samples of their own.
fn with_flat(rows: &[Row]) -> Vec<&str> {
    let mut names: Vec<&str> = rows
        .iter()
        .filter(|r| r.flat.0 > 0.0)
        .map(|r| r.name.as_str())
        .collect();
    names.sort();
    names
}

/// `--text` of the whole profile, by the copy's name: its row, flat and
/// cum alike (each copy is a leaf), with its suffix; with `--full_names`,
/// the full name with it.
fn text_names_it(copy: &Copy) {
    let r = row(all(), copy.name);
    assert!(r.flat.0 > 0.0, "{}: no samples", copy.name);
    assert_eq!(r.flat.0, r.cum.0, "{}", copy.name);
    static FULL: OnceLock<Vec<Row>> = OnceLock::new();
    let full = FULL.get_or_init(|| rows(&["--full_names"]));
    assert_eq!(row(full, copy.full).flat.0, r.flat.0, "{}", copy.full);
}

each_copy!(text_names_it);

/// `--focus` on the copy's name, suffix and all, keeps its samples only;
/// on the function's name it keeps the copy's with the function's own
/// (`validate` finds `validate` and `validate.cold`); `--ignore` of the
/// name drops the copy's samples only.
fn focus_finds_it(copy: &Copy) {
    let total: f64 = all().iter().map(|r| r.flat.0).sum();
    let flat = row(all(), copy.name).flat.0;
    let exact = format!("--focus={}", regex::escape(copy.name));
    let focused = rows(&[&exact]);
    assert_eq!(with_flat(&focused), [copy.name], "{exact}");
    assert_eq!(row(&focused, copy.name).flat.0, flat, "{exact}");
    let base = format!("--focus={}", copy.base);
    let focused = rows(&[&base]);
    let mut family = copy.family.to_vec();
    family.sort();
    assert_eq!(with_flat(&focused), family, "{base}");
    for name in copy.family {
        assert_eq!(
            row(&focused, name).flat.0,
            row(all(), name).flat.0,
            "{base}: {name}"
        );
    }
    let ignore = format!("--ignore={}", regex::escape(copy.name));
    let kept = rows(&[&ignore]);
    assert!(kept.iter().all(|r| r.name != copy.name), "{ignore}");
    let kept: f64 = kept.iter().map(|r| r.flat.0).sum();
    assert_eq!(kept, total - flat, "{ignore}");
}

each_copy!(focus_finds_it);

/// `--list` and `--disasm` of the copy's name head one routine, named as
/// its `--text` row, with the row's flat samples.
fn routines_name_it(copy: &Copy) {
    let flat = row(all(), copy.name).flat.0;
    let re = regex::escape(copy.name);
    for (report, heading) in [
        ("--list", format!("{} in {}", copy.name, copy.file)),
        ("--disasm", copy.name.to_string()),
    ] {
        let out = ours(&[&format!("{report}={re}")]);
        let headings: Vec<&str> = out
            .lines()
            .filter_map(|l| l.strip_prefix("ROUTINE ====================== "))
            .collect();
        assert_eq!(headings, [heading.as_str()], "{report}: {out}");
        // The line after the heading: `<flat> <cum> ...`.
        let counts = out.lines().nth(1).unwrap();
        let first: f64 = counts.split_whitespace().next().unwrap().parse().unwrap();
        assert_eq!(first, flat, "{report}: {counts}");
    }
}

each_copy!(routines_name_it);

/// Go's `-traces` and `--collapsed` end their stacks at the copy, by its
/// name, as often as `--text` counts it.
fn stacks_name_it(copy: &Copy) {
    let flat = row(all(), copy.name).flat.0;
    // `--collapsed`: `frame;frame;leaf count`, in samples.
    let collapsed: f64 = collapsed()
        .lines()
        .filter_map(|l| l.rsplit_once(' '))
        .filter(|(stack, _)| stack.rsplit(';').next() == Some(copy.name))
        .map(|(_, n)| n.parse::<f64>().unwrap())
        .sum();
    assert_eq!(collapsed, flat, "--collapsed");
    // `-traces`: blocks of `<value>ms   <leaf>` then the callers, in time
    // (4 ms a sample at 250 Hz).
    let traces = traces();
    let mut ms = 0.0;
    for block in traces.split("-----------+") {
        let Some(first) = block.lines().nth(1) else {
            continue;
        };
        let words: Vec<&str> = first.split_whitespace().collect();
        if words.len() > 1 && words[1..].join(" ") == copy.name {
            ms += words[0].strip_suffix("ms").unwrap().parse::<f64>().unwrap();
        }
    }
    assert_eq!(ms, flat * 4.0, "-traces: {traces}");
}

each_copy!(stacks_name_it);

/// Go's `-text` row of the copy (a C++ copy's with its function's, which
/// Go names alike) has the copy's time (with its function's), and Go's
/// `-focus` on the function's name keeps what ours keeps.
fn numbers_are_gos(copy: &Copy) {
    let golden = |name: &str| {
        std::fs::read_to_string(testdata().join("golden").join(name))
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    };
    let go = go_rows(&golden("clones.go.text"));
    let go_row = row(&go, copy.go);
    let stripped = |name: &str| name.split(" [clone ").next().unwrap().to_string();
    let same_for_go: f64 = all()
        .iter()
        .filter(|r| {
            r.name == copy.go || (r.name.contains(" [clone ") && stripped(&r.name) == copy.go)
        })
        .map(|r| r.flat.0)
        .sum();
    assert!(same_for_go > 0.0, "{}", copy.go);
    // Go prints `0.13s`: equal within the digits it prints.
    let close = |go: (f64, f64), ours: f64| (go.0 - ours).abs() <= go.1;
    assert!(
        close(go_row.flat, same_for_go * 4e6),
        "{}: ours {same_for_go} samples, Go's {:?}",
        copy.name,
        go_row
    );
    // Go's `-focus=<base>` golden (where there is one): the same total.
    let focus_golden = [
        ("msort", "clones.focus-part.go.text"),
        ("geo::sort_rows", "clones.focus-cpp-part.go.text"),
        ("validate", "clones.focus-cold.go.text"),
        ("geo::verify", "clones.focus-cpp-cold.go.text"),
    ];
    if let Some((_, file)) = focus_golden.iter().find(|(b, _)| *b == copy.base) {
        // The focus's total: its roots' cum, the largest.
        let theirs = go_rows(&golden(file))
            .iter()
            .map(|r| r.cum)
            .fold((0.0, 0.0), |a, b| if b.0 > a.0 { b } else { a });
        let focused: f64 = rows(&[&format!("--focus={}", copy.base)])
            .iter()
            .map(|r| r.flat.0)
            .sum();
        assert!(
            close(theirs, focused * 4e6),
            "{file}: ours {focused} samples, Go's {theirs:?}"
        );
    }
}

each_copy!(numbers_are_gos);

/// Each kind of copy is in the fixture in C and in C++, under the symbol
/// the table says.
#[test]
fn every_kind_in_c_and_cpp() {
    use object::{Object, ObjectSymbol};
    let bytes = std::fs::read(testdata().join("bin/clones")).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let symbols: Vec<&str> = file.symbols().filter_map(|s| s.name().ok()).collect();
    for kind in [".part.", ".isra.", ".constprop.", ".cold", ".lto_priv."] {
        for cpp in [false, true] {
            assert!(
                COPIES
                    .iter()
                    .any(|c| c.symbol.contains(kind) && c.symbol.starts_with("_Z") == cpp),
                "{kind} (C++: {cpp})"
            );
        }
    }
    for copy in COPIES {
        assert!(symbols.contains(&copy.symbol), "{}", copy.symbol);
    }
}

/// `--symbols` names each copy's first address as `--text` does, and
/// llvm-symbolizer names it as `--full_names` does (its ` (.part.0)` is
/// our ` [clone .part.0]`, and we print no return type).
#[test]
fn symbols_are_llvm_symbolizers() {
    let golden = std::fs::read_to_string(testdata().join("golden/clones.llvm-symbolizer")).unwrap();
    let (addresses, llvm): (Vec<&str>, Vec<&str>) =
        golden.lines().map(|l| l.split_once(' ').unwrap()).unzip();
    assert_eq!(addresses.len(), COPIES.len());
    let [bin, _] = fixture();
    let ours = {
        let mut child = Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
            .arg("--symbols")
            .arg(&bin)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input = addresses.join("\n") + "\n";
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    assert_eq!(ours.lines().count(), llvm.len(), "{ours}");
    for (name, llvm) in ours.lines().zip(llvm) {
        let copy = COPIES
            .iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("{name}: no such copy (llvm-symbolizer: {llvm})"));
        // ` (.part.0)` at the end is GCC's suffix.
        let llvm = match llvm.rsplit_once(" (.") {
            Some((head, suffix)) => format!("{head} [clone .{}]", suffix.trim_end_matches(')')),
            None => llvm.to_string(),
        };
        let return_type = llvm.strip_suffix(copy.full);
        assert!(
            return_type.is_some_and(|t| t.is_empty() || t.ends_with(' ')),
            "ours {:?}, llvm-symbolizer {llvm:?}",
            copy.full
        );
    }
}

/// A regular expression on the suffix finds the copies of its kind, in C
/// (`validate.cold`) and C++ (`geo::verify [clone .cold]`) alike.
#[test]
fn a_kind_is_matched_like_the_rest_of_a_name() {
    let focused = rows(&["--focus=\\.cold"]);
    assert_eq!(
        with_flat(&focused),
        ["geo::verify [clone .cold]", "validate.cold"]
    );
    let focused = rows(&["--focus=lto_priv\\.1"]);
    assert_eq!(
        with_flat(&focused),
        ["geo::lto_step [clone .lto_priv.1]", "lto_step.lto_priv.1"]
    );
}

/// A frame inlined into other code is DWARF's, which knows no copies:
/// msort's early exit, inlined into main and into msort.part.0 (whose
/// recursive calls it makes), is `msort (inline)`, above every sample of
/// msort.part.0; no inline frame has a copy's suffix. DWARF names a
/// `static` function of a namespace without it: `sort_rows (inline)`, as
/// llvm-symbolizer and Go name it.
#[test]
fn inline_frames_are_named_by_dwarf() {
    for (inline, copy) in [
        ("msort (inline)", "msort.part.0"),
        ("sort_rows (inline)", "geo::sort_rows [clone .part.0]"),
    ] {
        assert_eq!(row(all(), inline).cum.0, row(all(), copy).cum.0, "{inline}");
    }
    for r in all().iter().filter(|r| r.name.ends_with(" (inline)")) {
        assert!(
            !r.name.contains(" [clone ") && !r.name.contains(".part."),
            "{}",
            r.name
        );
    }
}
