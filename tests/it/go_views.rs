//! The views of issue 25 against their references: every case of
//! `testdata/golden/go_view_cases` (made by `testdata/go_view_goldens.sh`),
//! Go pprof's `-traces`, `-tree` and `-peek` and perl pprof's `--text
//! --stacks`, compared by their numbers:
//!
//! * `-traces`: the blocks as a multiset of (labels, value, frames), and in
//!   Go's order;
//! * `-tree`, `-peek`: the same nodes, each with the same flat and cum and
//!   the same callers and callees (inline or not) with the same weights;
//! * `--stacks`: the `Total:` line, the stacks as a multiset of (addresses,
//!   count) with the function at each address, the `Leak of` blocks of a
//!   heap profile in perl's order, then our own `--text` rows.
//!
//! Values are read back from what each printed (Go's `30ms`, `4608kB`) and
//! compared within the precision printed. Names are compared as the
//! references spell them ([`go_name`], [`perl_name`]): we keep GCC's clones
//! (`helper [clone .constprop.0]`) apart and name libc's entry
//! `__libc_start_main_impl`, as its debug information does; perl keeps
//! same-named functions apart (`ovl::step@1510`) where we print one row; the
//! nodes that one name stands for are merged before they are compared. The cases we differ on are
//! listed in [`DIFFERENCES`] with why, and checked to differ.

use crate::common::{run, testdata};
use crate::multi::{Judged, Number, go_number, judge};
use std::collections::BTreeMap;

/// The goldens we do not match, on purpose: (golden file, why).
const DIFFERENCES: &[(&str, &str)] = &[];

/// One line of `testdata/golden/go_view_cases`.
#[derive(Debug)]
pub(crate) struct Case {
    /// The golden file, in `testdata/golden`.
    pub golden: String,
    /// The program, in `testdata/bin` (`-`: none).
    pub program: String,
    /// The reference's flags.
    pub flags: Vec<String>,
    /// The profiles, in `testdata/prof`.
    pub profiles: Vec<String>,
}

impl Judged for Case {
    fn golden(&self) -> &str {
        &self.golden
    }

    fn command(&self) -> String {
        self.flags.join(" ")
    }
}

/// The cases of `testdata/golden/go_view_cases`.
pub(crate) fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(testdata().join("golden/go_view_cases")).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (head, profiles) = l.split_once(" -- ").expect("a `--` before the profiles");
            let mut words = head.split_whitespace().map(str::to_string);
            let golden = words.next().unwrap();
            // The tool and the stage are the script's.
            let _ = (words.next(), words.next());
            Case {
                golden,
                program: words.next().unwrap(),
                flags: words.collect(),
                profiles: profiles.split_whitespace().map(str::to_string).collect(),
            }
        })
        .collect()
}

/// Our output for a case: the reference's flags are ours (Go's with one
/// dash), the fixture libraries found under `testdata/bin`.
fn run_ours(case: &Case) -> String {
    run_with(case, &case.flags)
}

/// Our output for the profiles of `case` with `flags`.
fn run_with(case: &Case, flags: &[String]) -> String {
    let bin = testdata().join("bin");
    let mut args = crate::common::fixture_lib_flags().to_vec();
    args.extend(flags.iter().cloned());
    if case.program != "-" {
        args.push(bin.join(&case.program).display().to_string());
    }
    args.extend(
        case.profiles
            .iter()
            .map(|p| testdata().join("prof").join(p).display().to_string()),
    );
    let out = run(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        out.status.success(),
        "{}: {}: {}",
        case.golden,
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn golden(case: &Case) -> String {
    std::fs::read_to_string(testdata().join("golden").join(&case.golden))
        .unwrap_or_else(|e| panic!("{}: {e}", case.golden))
}

/// A name without what tells functions apart: our GCC clone suffixes
/// (` [clone .constprop.0]`) and perl's start address of one of several
/// functions of the same name (`@1510`; we print them as one row).
fn without_marks(name: &str) -> String {
    let mut name = name.to_string();
    while let Some(start) = name.find(" [clone ") {
        let end = name[start..]
            .find(']')
            .map_or(name.len(), |e| start + e + 1);
        name.replace_range(start..end, "");
    }
    if let Some((base, address)) = name.rsplit_once('@')
        && !address.is_empty()
        && address.chars().all(|c| c.is_ascii_hexdigit())
    {
        name = base.to_string();
    }
    name
}

/// A name as Go spells it: without our marks; libc's entry as its symbol.
pub(crate) fn go_name(name: &str) -> String {
    let name = without_marks(name);
    match name.as_str() {
        "__libc_start_main_impl" => "__libc_start_main".into(),
        _ => name,
    }
}

/// A name as perl spells it: without our marks, and without what perl
/// drops or keeps unlike us: perl's `ShortFunctionName` drops every
/// parenthesized part (`main.(*counter).add` is `main..add`), and some
/// names keep their return type (`unsigned long fold_range`).
fn perl_name(name: &str) -> String {
    let mut name = without_marks(name);
    while let Some(open) = name.rfind('(') {
        let Some(close) = name[open..].find(')') else {
            break;
        };
        name.replace_range(open..open + close + 1, "");
    }
    name.rsplit(' ').next().unwrap_or_default().to_string()
}

/// Whether two printed numbers can be the same value: each stands for
/// the values that round to it (within its precision, half its last
/// digit); two numbers printed with the same precision must be equal.
fn close(a: Number, b: Number) -> bool {
    let difference = (a.0 - b.0).abs();
    difference <= 1e-6 * a.0.abs().max(b.0.abs()) || difference < (a.1 + b.1) * (1.0 - 1e-9)
}

/// What went wrong with one case, or nothing.
type Problems = Vec<String>;

/// Runs `check` on every case whose golden ends with one of `extensions`;
/// fails listing the cases that differ but are not in [`DIFFERENCES`] and
/// those listed that do not differ.
fn check_all(extensions: &[&str], check: fn(&Case) -> Problems) {
    crate::common::golden_run();
    let cases = cases();
    let chosen = cases
        .iter()
        .filter(|c| extensions.iter().any(|e| c.golden.ends_with(e)));
    let checked = judge(chosen, DIFFERENCES, check);
    assert!(checked > 0, "no case of {extensions:?}");
}

// ---- -traces ----

/// One block of `-traces`: its label lines, its value, its frames (leaf
/// first, ` (inline)` kept).
#[derive(Debug, Clone)]
pub(crate) struct Trace {
    pub labels: Vec<String>,
    pub value: Number,
    pub frames: Vec<String>,
}

const TRACE_SEPARATOR: &str = "-----------+-------------------------------------------------------";

pub(crate) fn traces(text: &str, name: fn(&str) -> String) -> Vec<Trace> {
    let mut blocks: Vec<Vec<&str>> = Vec::new();
    for line in text.lines().skip_while(|l| *l != TRACE_SEPARATOR) {
        if line == TRACE_SEPARATOR {
            blocks.push(Vec::new());
        } else if let Some(block) = blocks.last_mut() {
            block.push(line);
        }
    }
    blocks
        .into_iter()
        .filter(|b| !b.is_empty())
        .map(|block| {
            let is_frame = |l: &&str| l.get(10..13) == Some("   ");
            let labels = block
                .iter()
                .take_while(|l| !is_frame(l))
                .map(|l| l.trim().to_string())
                .collect();
            let frames: Vec<&str> = block.iter().copied().filter(is_frame).collect();
            let value = go_number(frames[0][..10].trim());
            let frames = frames
                .iter()
                .map(|l| {
                    let frame = l[13..].trim();
                    match frame.strip_suffix(" (inline)") {
                        Some(f) => format!("{} (inline)", name(f)),
                        None => name(frame),
                    }
                })
                .collect();
            Trace {
                labels,
                value,
                frames,
            }
        })
        .collect()
}

pub(crate) fn same_trace(a: &Trace, b: &Trace) -> bool {
    a.labels == b.labels && a.frames == b.frames && close(a.value, b.value)
}

fn check_traces(case: &Case) -> Problems {
    // A gperftools heap profile's samples carry Go's `bytes` label, in ours too.
    let theirs = traces(&golden(case), go_name);
    let ours = traces(&run_ours(case), go_name);
    let mut problems = Vec::new();
    if theirs.len() != ours.len() {
        problems.push(format!("{} blocks, Go's {}", ours.len(), theirs.len()));
    }
    let mut left: Vec<&Trace> = theirs.iter().collect();
    for o in &ours {
        match left.iter().position(|t| same_trace(o, t)) {
            Some(i) => {
                left.remove(i);
            }
            None => problems.push(format!("only ours: {o:?}")),
        }
    }
    problems.extend(left.iter().map(|t| format!("only Go's: {t:?}")));
    if problems.is_empty() && !ours.iter().zip(&theirs).all(|(o, t)| same_trace(o, t)) {
        problems.push("the same blocks in another order".into());
    }
    problems
}

#[test]
fn traces_are_gos() {
    check_all(&[".traces"], check_traces);
}

// ---- -tree and -peek ----

/// A node of `-tree`: flat, cum, and its callers and callees by (name,
/// inline) with their weights.
#[derive(Debug, Default)]
struct TreeNode {
    flat: Number,
    cum: Number,
    callers: BTreeMap<(String, bool), Number>,
    callees: BTreeMap<(String, bool), Number>,
}

/// Two numbers summed, with their precisions.
fn add(sum: &mut Number, n: Number) {
    sum.0 += n.0;
    sum.1 += n.1;
}

const TREE_SEPARATOR: &str =
    "----------------------------------------------------------+-------------";

/// The nodes of a tree by name (the names as `name` spells them; nodes
/// so made one are summed, and their edges between them dropped).
fn tree(text: &str, name: fn(&str) -> String) -> BTreeMap<String, TreeNode> {
    let mut nodes: BTreeMap<String, TreeNode> = BTreeMap::new();
    let body = text
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("flat"))
        .skip(1);
    let mut block: Vec<&str> = Vec::new();
    for line in body.chain([TREE_SEPARATOR]) {
        if line != TREE_SEPARATOR {
            block.push(line);
            continue;
        }
        let Some(at) = block.iter().position(|l| !l.starts_with("          ")) else {
            block.clear();
            continue;
        };
        let (left, node_name) = block[at].split_once("| ").unwrap();
        let numbers: Vec<&str> = left.split_whitespace().collect();
        let (flat, cum) = (go_number(numbers[0]), go_number(numbers[3]));
        let node_name = name(node_name.trim());
        let node = nodes.entry(node_name.clone()).or_default();
        add(&mut node.flat, flat);
        add(&mut node.cum, cum);
        for (i, line) in block.iter().enumerate().filter(|(i, _)| *i != at) {
            let (left, other) = line.split_once("|   ").unwrap();
            let weight = go_number(left.split_whitespace().next().unwrap());
            let (other, inline) = match other.trim().strip_suffix(" (inline)") {
                Some(o) => (o, true),
                None => (other.trim(), false),
            };
            let other = name(other);
            if other == node_name {
                continue;
            }
            let edges = if i < at {
                &mut node.callers
            } else {
                &mut node.callees
            };
            add(edges.entry((other, inline)).or_default(), weight);
        }
        block.clear();
    }
    nodes
}

fn check_tree(case: &Case) -> Problems {
    let theirs = tree(&golden(case), go_name);
    let ours = tree(&run_ours(case), go_name);
    let mut problems = Vec::new();
    let names = |t: &BTreeMap<String, TreeNode>| t.keys().cloned().collect::<Vec<_>>();
    if names(&ours) != names(&theirs) {
        problems.push(format!(
            "nodes {:?}, Go's {:?}",
            names(&ours),
            names(&theirs)
        ));
    }
    for (name, o) in &ours {
        let Some(t) = theirs.get(name) else { continue };
        if !close(o.flat, t.flat) || !close(o.cum, t.cum) {
            problems.push(format!(
                "{name}: flat, cum {:?}, Go's {:?}",
                (o.flat.0, o.cum.0),
                (t.flat.0, t.cum.0)
            ));
        }
        for (what, a, b) in [
            ("callers", &o.callers, &t.callers),
            ("callees", &o.callees, &t.callees),
        ] {
            let same = a.len() == b.len()
                && a.iter()
                    .all(|(k, v)| b.get(k).is_some_and(|w| close(*v, *w)));
            if !same {
                problems.push(format!("{name}: {what} {a:?}, Go's {b:?}"));
            }
        }
    }
    problems
}

#[test]
fn trees_and_peeks_are_gos() {
    check_all(&[".tree", ".peek"], check_tree);
}

// ---- --stacks ----

/// A stack of `--stacks`: its count and (address, function) per frame.
#[derive(Debug, Clone, PartialEq)]
struct Stack {
    count: i64,
    frames: Vec<(u64, String)>,
}

/// A `Leak of` block: bytes, objects, and (address, function) per frame.
#[derive(Debug, Clone, PartialEq)]
struct Leak {
    bytes: f64,
    objects: f64,
    frames: Vec<(u64, String)>,
}

/// The report's parts: the `Total:` line, the stacks, the leaks, the rows.
#[derive(Debug, Default)]
struct StacksReport {
    total: String,
    stacks: Vec<Stack>,
    leaks: Vec<Leak>,
    rows: String,
}

fn stacks_report(text: &str) -> StacksReport {
    let mut report = StacksReport::default();
    let mut lines = text.lines().peekable();
    if lines.peek().is_some_and(|l| l.starts_with("Total:")) {
        report.total = lines.next().unwrap().to_string();
    }
    assert_eq!(lines.next(), Some("Stacks:"), "{text}");
    let frame = |text: &str| -> (u64, String) {
        // `(ADDRESS) file:line:function`
        let (address, rest) = text
            .trim()
            .trim_start_matches('(')
            .split_once(") ")
            .unwrap();
        let function = rest.splitn(3, ':').nth(2).unwrap_or(rest);
        (
            u64::from_str_radix(address, 16).unwrap(),
            function.to_string(),
        )
    };
    while let Some(line) = lines.peek().copied() {
        if line.is_empty() {
            // Between stacks.
        } else if line.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
            let (count, rest) = line.split_once(' ').unwrap();
            report.stacks.push(Stack {
                count: count.parse().unwrap(),
                frames: vec![frame(rest)],
            });
        } else if line.trim_start().starts_with('(') {
            let last = report.stacks.last_mut().expect("a stack before its frames");
            last.frames.push(frame(line));
        } else {
            break;
        }
        lines.next();
    }
    while let Some(line) = lines.next_if(|l| l.starts_with("Leak of") || l.starts_with("\t@")) {
        if let Some(rest) = line.strip_prefix("Leak of ") {
            let words: Vec<&str> = rest.split_whitespace().collect();
            report.leaks.push(Leak {
                bytes: words[0].parse().unwrap(),
                objects: words[3].parse().unwrap(),
                frames: Vec::new(),
            });
        } else {
            // `\t@ ADDRESS function file:line` (perl: `unknown` for a leaf
            // it could not look up).
            let words: Vec<&str> = line[3..].split_whitespace().collect();
            let name = if words.len() > 2 {
                words[1..words.len() - 1].join(" ")
            } else {
                words[1].to_string()
            };
            let address = u64::from_str_radix(words[0], 16).unwrap();
            report
                .leaks
                .last_mut()
                .unwrap()
                .frames
                .push((address, name));
        }
    }
    report.rows = lines
        .skip_while(|l| l.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    report
}

/// Whether our frames are perl's: the same addresses, but for the leaf of
/// a heap or contention stack, which we look up one byte back (a return
/// address, as Go does; perl keeps it as is), and the same functions
/// (perl's `unknown` leaves aside).
fn same_frames(ours: &[(u64, String)], perls: &[(u64, String)], leaf_back: bool) -> bool {
    ours.len() == perls.len()
        && ours.iter().zip(perls).enumerate().all(|(i, (o, p))| {
            let address = o.0 == p.0 || (i == 0 && leaf_back && o.0 + 1 == p.0);
            let name = p.1 == "unknown" || perl_name(&o.1) == perl_name(&p.1);
            address && name
        })
}

fn check_stacks(case: &Case) -> Problems {
    let theirs = stacks_report(&golden(case));
    let ours_text = run_ours(case);
    let ours = stacks_report(&ours_text);
    let leaf_back = !case.profiles.iter().all(|p| p.ends_with(".prof"));
    let mut problems = Vec::new();
    if ours.total != theirs.total {
        problems.push(format!("{:?}, perl's {:?}", ours.total, theirs.total));
    }
    if ours.stacks.len() != theirs.stacks.len() {
        problems.push(format!(
            "{} stacks, perl's {}",
            ours.stacks.len(),
            theirs.stacks.len()
        ));
    }
    let mut left: Vec<&Stack> = theirs.stacks.iter().collect();
    for o in &ours.stacks {
        match left
            .iter()
            .position(|t| t.count == o.count && same_frames(&o.frames, &t.frames, leaf_back))
        {
            Some(i) => {
                left.remove(i);
            }
            None => problems.push(format!("only ours: {o:?}")),
        }
    }
    problems.extend(left.iter().map(|t| format!("only perl's: {t:?}")));
    // Leaks: perl's order (bytes in use, decreasing); perl keeps the
    // fractions of unsampled counts, we round them.
    if ours.leaks.len() != theirs.leaks.len() {
        problems.push(format!(
            "{} leaks, perl's {}",
            ours.leaks.len(),
            theirs.leaks.len()
        ));
    }
    for (o, t) in ours.leaks.iter().zip(&theirs.leaks) {
        let same = (o.bytes - t.bytes).abs() < 1.0
            && (o.objects - t.objects).abs() < 1.0
            && same_frames(&o.frames, &t.frames, leaf_back);
        if !same {
            problems.push(format!("leak {o:?}, perl's {t:?}"));
        }
    }
    // The rows are our --text's (compared with perl's by golden.rs and multi.rs).
    let flags: Vec<String> = case
        .flags
        .iter()
        .filter(|f| *f != "--stacks")
        .cloned()
        .collect();
    let text = ours_text_rows(&run_with(case, &flags));
    if ours.rows != text {
        problems.push(format!("rows:\n{}\nnot --text's:\n{text}", ours.rows));
    }
    problems
}

/// The rows of a `--text` report (after its `Total:` line).
fn ours_text_rows(text: &str) -> String {
    text.lines()
        .skip_while(|l| l.starts_with("Total:"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn stacks_are_perls() {
    check_all(&[".stacks"], check_stacks);
}

/// Every value with its unit (`280ms`, `5812.50kB`, `0.28s`), in order.
fn values_with_units(text: &str) -> Vec<String> {
    let value =
        regex::Regex::new(r"(?:^|[\s(])(-?[0-9]+(?:\.[0-9]+)?(?:ns|us|ms|s|hrs|B|kB|MB|GB))\b")
            .unwrap();
    text.lines()
        .filter(|l| !l.starts_with("Time:") && !l.starts_with("Duration:"))
        .flat_map(|l| {
            value
                .captures_iter(l)
                .map(|c| c[1].to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Go's `-unit` prints every value in the unit it names (`ms`), or each in
/// its own (`auto`); the cases of `go_view_cases` named `unit_*` print the
/// values with the very units and digits Go prints.
#[test]
fn units_are_gos() {
    let cases: Vec<Case> = cases()
        .into_iter()
        .filter(|c| c.golden.contains(".unit_"))
        .collect();
    assert!(cases.len() >= 4, "{} unit cases", cases.len());
    for case in &cases {
        let theirs = values_with_units(&golden(case));
        assert!(!theirs.is_empty(), "{}: no values with units", case.golden);
        assert_eq!(
            values_with_units(&run_ours(case)),
            theirs,
            "{}",
            case.golden
        );
    }
}

/// A dot graph's nodes and edges, as [`dot_graph`] reads them.
type DotGraph = (Vec<(String, i64, i64)>, Vec<(String, String, i64)>);

/// A dot graph's nodes (name, flat, cum) and edges (caller, callee,
/// weight), sorted: Go's labels (`a\n0 of 146 (85.88%)`) or ours
/// (`a\n0 (0.0%)\rof 146 (85.9%)\r`), libc's entry named as Go names it.
fn dot_graph(dot: &str) -> DotGraph {
    let node = regex::Regex::new(
        r#"^(N\d+) \[label="(.*?)\\n(-?\d+)(?: \([^)]*\))?(?:(?:\\r|\\n| )?of (-?\d+))?"#,
    )
    .unwrap();
    let edge = regex::Regex::new(r#"^(N\d+) -> (N\d+) \[label="? ?(-?\d+)"#).unwrap();
    let mut names = BTreeMap::new();
    let mut nodes = Vec::new();
    for line in dot.lines() {
        if let Some(c) = node.captures(line) {
            let name = c[2]
                .replace("\\n", " ")
                .replace("__libc_start_main_impl", "__libc_start_main");
            let flat: i64 = c[3].parse().unwrap();
            let cum = c.get(4).map_or(flat, |m| m.as_str().parse().unwrap());
            names.insert(c[1].to_string(), name.clone());
            nodes.push((name, flat, cum));
        }
    }
    let mut edges: Vec<(String, String, i64)> = dot
        .lines()
        .filter_map(|l| edge.captures(l))
        .map(|c| {
            (
                names[&c[1]].clone(),
                names[&c[2]].clone(),
                c[3].parse().unwrap(),
            )
        })
        .collect();
    nodes.sort();
    edges.sort();
    (nodes, edges)
}

/// Go's `-call_tree`: the same nodes (one per call path) with the same flat
/// and cum, and the same edges, as Go's dot graph.
#[test]
fn call_trees_are_gos() {
    let cases: Vec<Case> = cases()
        .into_iter()
        .filter(|c| c.golden.ends_with(".call_tree.go.dot"))
        .collect();
    assert_eq!(cases.len(), 2);
    for case in &cases {
        let flags: Vec<String> = case
            .flags
            .iter()
            .filter(|f| !f.starts_with("-sample_index"))
            .cloned()
            .collect();
        let (theirs, ours) = (dot_graph(&golden(case)), dot_graph(&run_with(case, &flags)));
        assert!(
            theirs.0.len() > 10,
            "{}: {} nodes",
            case.golden,
            theirs.0.len()
        );
        assert_eq!(ours.0, theirs.0, "{}: nodes", case.golden);
        assert_eq!(ours.1, theirs.1, "{}: edges", case.golden);
    }
}

// ---- -tags ----

/// Go's `-tags` byte for byte: a gperftools heap profile's samples carry
/// Go's `bytes` label (their objects' size), so its table is Go's.
fn check_tags(case: &Case) -> Problems {
    let (ours, theirs) = (run_ours(case), golden(case));
    if ours == theirs {
        return Vec::new();
    }
    vec![format!("ours:\n{ours}\nGo's:\n{theirs}")]
}

#[test]
fn tags_are_gos() {
    check_all(&[".tags"], check_tags);
}
