//! Every case of `testdata/golden/cases` against the output google-pprof gave
//! for it (made by `testdata/goldens.sh` on the same binaries and profiles).
//!
//! google-pprof's output first goes through `testdata/golden/rewrite`, which
//! corrects known defects of binutils' file names. Then:
//! * `.text`: byte for byte, unless the case is at function granularity and
//!   `testdata/golden/<program>.same` exists. That file lists which of perl's
//!   rows are which of ours where our names differ on purpose, and why; rows
//!   are then compared by number: each group of rows so tied must have the
//!   same flat total on both sides, a one-to-one pair the same cum too, and
//!   every other row must be identical.
//! * `.dot`: the same title and legend (but for the program's path), the
//!   same nodes (label, sizes), and the same edges between the same nodes
//!   with the same labels and styles; only the order of edges of equal
//!   weight is free (perl's is hash order).
//! * `.callgrind`: see [`compare_callgrind`].
//!
//! Each case is a `#[test]` of its own, named after its golden file (`.` and
//! `-` made `_`), listed in [`golden_cases!`]; `every_case_is_a_test` checks
//! that list against the cases file. libc's frames are named from the libc
//! and libc6-dbg debug file the fixtures were profiled with, shipped in
//! `testdata/libs` (found through `--lib_prefix` and `--debug_root`, before
//! the system's): no case depends on the system's libc.

use crate::common::{run, testdata};
use std::collections::{BTreeMap, HashMap};

/// One line of `testdata/golden/cases`.
struct Case {
    golden: String,
    program: String,
    flags: Vec<String>,
}

/// Every case of `testdata/golden/cases`, in its order.
fn cases() -> Vec<Case> {
    let list = std::fs::read_to_string(testdata().join("golden/cases")).unwrap();
    list.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut words = l.split_whitespace().map(str::to_string);
            Case {
                golden: words.next().unwrap(),
                program: words.next().expect("a program"),
                flags: words.collect(),
            }
        })
        .collect()
}

/// The test name of a golden file: `c_pie_O0.focus-fileline.text` is
/// `c_pie_O0_focus_fileline_text`.
fn test_name(golden: &str) -> String {
    golden.replace(['.', '-'], "_")
}

/// How a case is compared with its golden (the reference's text).
type Compare = fn(&Case, &str);

/// The reports a golden's extension names, each with how it is compared.
const EXTENSIONS: [(&str, Compare); 5] = [
    (".text", compare_text),
    (".dot", compare_dot),
    (".callgrind", compare_callgrind),
    (".list", compare_list),
    (".disasm", compare_disasm),
];

/// Runs the case whose test is `name` (see [`golden_cases!`]).
fn check_case(name: &str) {
    let case = cases()
        .into_iter()
        .find(|c| test_name(&c.golden) == name)
        .unwrap_or_else(|| panic!("golden::{name}: no such case in testdata/golden/cases"));
    let golden = reference(&case);
    crate::common::golden_run();
    let (_, compare) = EXTENSIONS
        .iter()
        .find(|(extension, _)| case.golden.ends_with(extension))
        .unwrap_or_else(|| panic!("{}: unknown extension", case.golden));
    compare(&case, &golden);
}

/// One `#[test]` per case of `testdata/golden/cases`, by [`test_name`].
macro_rules! golden_cases {
    ($($name:ident),+ $(,)?) => {
        /// The cases that have a test.
        const LISTED: &[&str] = &[$(stringify!($name)),+];
        $(
            #[test]
            #[allow(non_snake_case)]
            fn $name() {
                check_case(stringify!($name));
            }
        )+
    };
}

golden_cases! {
    // --text, default granularity, and --cum
    c_pie_O0_text,
    c_nopie_O2_text,
    cpp_inline_text,
    shlib_text,
    threads_text,
    recursion_text,
    rust_legacy_text,
    rust_v0_text,
    c_pie_O0_cum_text,
    cpp_inline_cum_text,
    recursion_cum_text,
    // granularity
    c_pie_O0_lines_text,
    c_pie_O0_addresses_text,
    c_pie_O0_files_text,
    c_nopie_O2_lines_text,
    c_nopie_O2_addresses_text,
    shlib_addresses_text,
    threads_lines_text,
    threads_files_text,
    recursion_lines_cum_text,
    cpp_inline_files_text,
    // focus and ignore
    c_pie_O0_focus_text,
    c_pie_O0_ignore_text,
    c_pie_O0_focus_fileline_text,
    threads_focus_ignore_text,
    shlib_focus_file_text,
    c_nopie_O2_focus_inline_text,
    cpp_inline_focus_text,
    cpp_inline_ignore_cum_text,
    recursion_focus_address_text,
    // call graphs
    c_pie_O0_dot,
    c_nopie_O2_dot,
    shlib_dot,
    threads_dot,
    recursion_dot,
    c_pie_O0_addresses_dot,
    threads_lines_dot,
    c_nopie_O2_files_dot,
    shlib_focus_dot,
    recursion_ignore_dot,
    c_pie_O0_lines_maxdegree_dot,
    // callgrind
    c_pie_O0_callgrind,
    recursion_callgrind,
    threads_callgrind,
    // annotated source and disassembly
    c_pie_O0_list,
    c_nopie_O2_list,
    cpp_inline_list,
    shlib_list,
    threads_list,
    recursion_list,
    c_pie_O0_focus_list,
    c_pie_O0_disasm,
    c_nopie_O2_disasm,
    cpp_inline_disasm,
    shlib_disasm,
    recursion_disasm,
    shlib_ignore_disasm,
}

/// The tests above are exactly the cases of the file, one each, and every
/// kind of report has cases.
#[test]
fn every_case_is_a_test() {
    let cases = cases();
    let mut in_file: Vec<String> = cases.iter().map(|c| test_name(&c.golden)).collect();
    in_file.sort();
    let before = in_file.len();
    in_file.dedup();
    assert_eq!(in_file.len(), before, "two cases have the same test name");
    let mut listed: Vec<String> = LISTED.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        listed, in_file,
        "golden_cases! in tests/it/golden.rs must list every case of testdata/golden/cases"
    );
    for (extension, _) in EXTENSIONS {
        assert!(
            cases.iter().any(|c| c.golden.ends_with(extension)),
            "no {extension} cases"
        );
    }
    for case in &cases {
        assert!(
            EXTENSIONS.iter().any(|(e, _)| case.golden.ends_with(e)),
            "{}: unknown extension",
            case.golden
        );
    }
}

/// google-pprof's output for `case`, with the rewrites of `golden/rewrite`
/// and of `golden/<golden>.rewrite` (if any) applied.
fn reference(case: &Case) -> String {
    let golden = testdata().join("golden");
    let mut text = std::fs::read_to_string(golden.join(&case.golden))
        .unwrap_or_else(|e| panic!("{}: {e}", case.golden));
    let mut rewrites = std::fs::read_to_string(golden.join("rewrite")).unwrap();
    if let Ok(own) = std::fs::read_to_string(golden.join(format!("{}.rewrite", case.golden))) {
        rewrites.push_str(&own);
    }
    for line in rewrites.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (from, to) = line.split_once(" => ").expect("`from => to`");
        text = text.replace(from, to);
    }
    text
}

/// Our output for `case`, with the program path as google-pprof was given it.
fn ours(case: &Case) -> String {
    let bin = testdata().join("bin");
    let program = bin.join(&case.program);
    let profile = testdata()
        .join("prof")
        .join(format!("{}.prof", case.program));
    let [prefix, debug_root] = crate::common::fixture_lib_flags();
    let sources = format!("--source_path={}", testdata().join("programs").display());
    let mut args: Vec<&str> = case.flags.iter().map(String::as_str).collect();
    args.push(&prefix);
    args.push(&debug_root);
    args.push(&sources);
    args.push(program.to_str().unwrap());
    args.push(profile.to_str().unwrap());
    let out = run(&args);
    assert!(
        out.status.success(),
        "{}: {}",
        case.golden,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .replace(program.to_str().unwrap(), &format!("./{}", case.program))
}

/// libc's frames are named from the libc and debug file the fixtures were
/// profiled with (`testdata/libs`), not from the system's: `--verbose`
/// says which files were taken.
#[test]
fn libc_is_the_fixtures_own() {
    let libs = crate::common::libs();
    let id = std::fs::read_to_string(testdata().join("golden/libc.buildid")).unwrap();
    let id = id.trim();
    let out = crate::common::text(
        "threads",
        &crate::common::profile("threads"),
        &["--verbose"],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let text = crate::common::stdout_ok(&out);
    let libc = libs.join("libc.so.6");
    assert!(
        stderr.contains(&format!("libc.so.6: {}: taken", libc.display())),
        "{stderr}"
    );
    let debug = libs
        .join(".build-id")
        .join(&id[..2])
        .join(format!("{}.debug", &id[2..]));
    assert!(
        stderr.contains(&format!("debug file {}: taken", debug.display())),
        "{stderr}"
    );
    assert!(!stderr.contains("/usr/lib/debug/.build-id/"), "{stderr}");
    // The local symbols only the debug file has.
    for name in ["start_thread", "clone3"] {
        assert!(text.contains(name), "{name}: {text}");
    }
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

fn compare_text(case: &Case, golden: &str) {
    let golden_file = &case.golden;
    let ours = ours(case);
    let granular = case
        .flags
        .iter()
        .any(|f| ["--lines", "--addresses", "--files"].contains(&f.as_str()));
    let same = testdata()
        .join("golden")
        .join(format!("{}.same", case.program));
    let same = match std::fs::read_to_string(&same) {
        Ok(same) if !granular => same,
        _ => {
            assert_eq!(
                ours, golden,
                "{golden_file}: not byte-identical to google-pprof"
            );
            return;
        }
    };
    let (perl_total, mut perl) = parse(golden);
    let (our_total, mut our) = parse(&ours);
    assert_eq!(our_total, perl_total, "{golden_file}: Total");
    for (perl_names, our_names) in groups(&same) {
        // A filtered report may lack some rows of a group, on both sides.
        let take = |rows: &mut BTreeMap<String, Row>, names: &[String]| -> Vec<Row> {
            names.iter().filter_map(|n| rows.remove(n)).collect()
        };
        let p = take(&mut perl, &perl_names);
        let o = take(&mut our, &our_names);
        if p.is_empty() && o.is_empty() && case.flags.len() > 1 {
            continue;
        }
        assert!(
            !p.is_empty() && !o.is_empty(),
            "{golden_file}: rows {perl_names:?} / {our_names:?} missing"
        );
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

/// A dot graph as sets: header lines, node descriptions, edges between
/// node descriptions.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Dot {
    pub(crate) header: Vec<String>,
    pub(crate) nodes: Vec<String>,
    pub(crate) edges: Vec<(String, String, String)>,
}

pub(crate) fn parse_dot(text: &str) -> Dot {
    let mut header = Vec::new();
    let mut nodes: BTreeMap<String, String> = BTreeMap::new();
    let mut raw_edges = Vec::new();
    for line in text.lines() {
        let (head, rest) = line.split_once(" [").unwrap_or((line, ""));
        if let Some((a, b)) = head.split_once(" -> ") {
            raw_edges.push((a.to_string(), b.to_string(), rest.to_string()));
        } else if head.starts_with('N') && head[1..].bytes().all(|b| b.is_ascii_digit()) {
            nodes.insert(head.to_string(), rest.to_string());
        } else {
            header.push(line.to_string());
        }
    }
    let mut edges: Vec<(String, String, String)> = raw_edges
        .into_iter()
        .map(|(a, b, attrs)| (nodes[&a].clone(), nodes[&b].clone(), attrs))
        .collect();
    edges.sort();
    let mut nodes: Vec<String> = nodes.into_values().collect();
    nodes.sort();
    Dot {
        header,
        nodes,
        edges,
    }
}

fn compare_dot(case: &Case, golden: &str) {
    let perl = parse_dot(golden);
    let ours = parse_dot(&ours(case));
    assert!(perl.nodes.len() > 1, "{}: a real graph", case.golden);
    assert_eq!(ours.header, perl.header, "{}: title/legend", case.golden);
    assert_eq!(ours.nodes, perl.nodes, "{}: nodes", case.golden);
    assert_eq!(ours.edges, perl.edges, "{}: edges", case.golden);
}

/// (file, function, line, callee file, callee function, call line) -> cost.
type Costs = HashMap<(String, String, String, Option<(String, String, String)>), i64>;

fn parse_callgrind(text: &str) -> Costs {
    let mut names: HashMap<(&str, String), String> = HashMap::new();
    let mut costs = Costs::new();
    for block in text.split("\n\n").filter(|b| !b.starts_with("events:")) {
        let mut fields: HashMap<&str, String> = HashMap::new();
        let mut call_line = None;
        let mut line_cost = None;
        for line in block.lines() {
            if let Some((key, value)) = line.split_once('=') {
                if key == "calls" {
                    call_line = value.split_whitespace().nth(1).map(str::to_string);
                    continue;
                }
                // `(n) name` defines n, `(n)` uses it; both name spaces are
                // shared by caller and callee keys.
                let space = if key.ends_with('l') { "file" } else { "fn" };
                let name = match value.strip_prefix('(') {
                    Some(rest) => {
                        let (id, name) = rest.split_once(')').unwrap();
                        let name = name.trim_start();
                        if name.is_empty() {
                            names[&(space, id.to_string())].clone()
                        } else {
                            names.insert((space, id.to_string()), name.to_string());
                            name.to_string()
                        }
                    }
                    None => value.to_string(),
                };
                fields.insert(key, name);
            } else if !line.is_empty() {
                let (l, c) = line.split_once(' ').unwrap();
                line_cost = Some((l.to_string(), c.parse::<i64>().unwrap()));
            }
        }
        let Some((line, cost)) = line_cost else {
            continue;
        };
        let callee = call_line.map(|cl| (fields["cfl"].clone(), fields["cfn"].clone(), cl));
        *costs
            .entry((fields["fl"].clone(), fields["fn"].clone(), line, callee))
            .or_default() += cost;
    }
    costs
}

/// Perl's `ExtractCalls` leaves out the outermost call of every stack (an
/// off-by-one: its loop stops before the last address); we count it. On
/// these programs (no inline frames, every stack at least two deep), every
/// self cost and every call perl counts must be ours too, and our calls
/// must exceed perl's by exactly one outermost call per sample: the sum of
/// the self costs.
fn compare_callgrind(case: &Case, golden: &str) {
    let perl = parse_callgrind(golden);
    let ours = parse_callgrind(&ours(case));
    let mut extra = 0;
    let mut self_total = 0;
    for (key, &cost) in &ours {
        let perl_cost = perl.get(key).copied().unwrap_or(0);
        if key.3.is_none() {
            assert_eq!(cost, perl_cost, "{}: self cost of {key:?}", case.golden);
            self_total += cost;
        } else {
            assert!(cost >= perl_cost, "{}: call {key:?}", case.golden);
            extra += cost - perl_cost;
        }
    }
    for key in perl.keys() {
        assert!(ours.contains_key(key), "{}: we lack {key:?}", case.golden);
    }
    assert!(self_total > 0, "{}: samples", case.golden);
    assert_eq!(extra, self_total, "{}: outermost calls", case.golden);
}

/// The routine blocks of a `--list` or `--disasm` report, without
/// duplicates (perl lists the main program's routines once per mapping of
/// it) and in name order (perl orders routines of equal short name by hash
/// order).
fn routine_blocks(text: &str) -> Vec<String> {
    let mut blocks: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("ROUTINE ") || blocks.is_empty() {
            blocks.push(String::new());
        }
        let block = blocks.last_mut().unwrap();
        block.push_str(line);
        block.push('\n');
    }
    blocks.sort();
    blocks.dedup();
    blocks
}

fn compare_list(case: &Case, golden: &str) {
    let perl = routine_blocks(golden);
    let ours = routine_blocks(&ours(case));
    assert!(!perl.is_empty(), "{}: perl listed something", case.golden);
    assert_eq!(ours, perl, "{}", case.golden);
}

/// One routine of a `--disasm` report: its header's flat and cum, and
/// flat/cum per instruction address, in order.
#[derive(Debug)]
struct Routine {
    flat: i64,
    cum: i64,
    instructions: Vec<(String, (i64, i64))>,
}

fn parse_disasm(text: &str) -> BTreeMap<String, Routine> {
    let number = |s: &str| -> i64 {
        match s.trim() {
            "." => 0,
            n => n.parse().unwrap(),
        }
    };
    let mut routines = BTreeMap::new();
    let mut current = String::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if let Some(name) = line.strip_prefix("ROUTINE ====================== ") {
            current = name.to_string();
            let header = lines.next().unwrap_or_default();
            routines.insert(
                current.clone(),
                Routine {
                    flat: number(&header[..6]),
                    cum: number(&header[7..13]),
                    instructions: Vec::new(),
                },
            );
        } else if line.len() > 26 && &line[13..17] == "    " && &line[25..26] == ":" {
            // `flat cum    address: instruction`
            let counts = (number(&line[..6]), number(&line[7..13]));
            let address = line[17..25].trim().to_string();
            let routine = routines.get_mut(&current).expect("a ROUTINE line first");
            routine.instructions.push((address, counts));
        }
    }
    routines
}

/// The same routines, with the same flat/cum for every instruction and in
/// total, but for two defects of perl's:
/// * it never counts the samples of a routine's last instruction in a PIE
///   executable or a library (its loop compares the instruction's runtime
///   address with the routine's link-time end), so there ours may be more;
/// * it takes a routine's end from the next symbol of `nm`, so its routines
///   can run on over padding (never sampled); ours end at the symbol's size.
///
/// The instruction text (ours from iced-x86, perl's from objdump) and the
/// source lines between instructions are not compared: perl misreads
/// objdump's `(discriminator N)` lines and so groups some instructions
/// under the previous source line.
fn compare_disasm(case: &Case, golden: &str) {
    let perl = parse_disasm(golden);
    let ours = parse_disasm(&ours(case));
    let golden = &case.golden;
    assert!(!perl.is_empty(), "{golden}: perl disassembled something");
    assert_eq!(
        ours.keys().collect::<Vec<_>>(),
        perl.keys().collect::<Vec<_>>(),
        "{golden}: routines"
    );
    for (name, routine) in &ours {
        let theirs = &perl[name];
        let perl_counts: HashMap<&String, (i64, i64)> =
            theirs.instructions.iter().map(|(a, c)| (a, *c)).collect();
        let (last_address, last) = routine.instructions.last().expect("instructions");
        let mut uncounted = (0, 0);
        if perl_counts.get(last_address) == Some(&(0, 0)) {
            uncounted = *last;
        }
        assert_eq!(
            (routine.flat - uncounted.0, routine.cum - uncounted.1),
            (theirs.flat, theirs.cum),
            "{golden}: {name} totals"
        );
        for (address, counts) in &routine.instructions[..routine.instructions.len() - 1] {
            if let Some(perl_counts) = perl_counts.get(address) {
                assert_eq!(counts, perl_counts, "{golden}: {name} at {address}");
            }
        }
        let ours: HashMap<&String, (i64, i64)> =
            routine.instructions.iter().map(|(a, c)| (a, *c)).collect();
        for (address, counts) in &theirs.instructions {
            if *counts != (0, 0) {
                assert_eq!(
                    ours.get(address),
                    Some(counts),
                    "{golden}: {name} at {address}"
                );
            }
        }
    }
}
