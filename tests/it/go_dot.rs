//! The call graph in Go's look (issue 68): under `--preset=go`, `--dot`
//! writes what Go pprof's `-dot` writes. Every `-dot` golden of
//! `testdata/golden/go_view_cases` (made by `testdata/go_view_goldens.sh`
//! with go-pprof), call trees (`-call_tree`) too, is run with Go's own
//! flags under the preset and compared byte for byte: legend, node and
//! edge colours, font sizes, labels, ids, tooltips, tag boxes, inline
//! marks, dotted residual edges, weights and widths.
//!
//! libc's entry is `__libc_start_main_impl` to us (its debug information's
//! name), `__libc_start_main` to Go, and replaced before the comparison.
//! The goldens we differ on are listed in [`DIFFERENCES`] with why: GCC's
//! clones, which we keep apart. Those are compared where the names agree:
//! the legend, and every node and edge that no clone touches, by name,
//! with its label, colours and tooltips (not its font size, which is
//! relative to the largest flat value, which a merged clone changes).

use crate::common::testdata;
use crate::go_views::Case;
use crate::multi::judge;
use std::collections::{BTreeMap, BTreeSet};

/// The goldens we do not match byte for byte, on purpose.
const DIFFERENCES: &[(&str, &str)] = &[("cpp_inline.go.dot", CLONES), ("clones.go.dot", CLONES)];

/// GCC's clones, kept apart (see docs/comparison.md, "Go's call graph").
const CLONES: &str = "we keep GCC's clones apart (`helper [clone .constprop.0]`), \
     where Go's demangler names them alike and Go merges their nodes";

/// The `-dot` cases.
fn cases() -> Vec<Case> {
    crate::go_views::cases()
        .into_iter()
        .filter(|c| c.golden.ends_with(".go.dot"))
        .collect()
}

/// Our dot text of a case, under the Go preset, libc's entry named as Go
/// names it.
fn ours(case: &Case) -> Result<String, String> {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_profile-analyze"))
        .args(crate::go_preset::args(case))
        .current_dir(testdata().join("bin"))
        .output()
        .expect("profile-analyze runs");
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).replace("__libc_start_main_impl", "__libc_start_main"))
}

fn golden(case: &Case) -> String {
    std::fs::read_to_string(testdata().join("golden").join(&case.golden)).unwrap()
}

/// A dot graph of Go's read back: the legend, and its nodes and edges by
/// their names (the tooltips), each with its attributes but its ids.
#[derive(Debug, Default)]
struct GoDot {
    legend: String,
    nodes: BTreeMap<String, String>,
    edges: BTreeMap<(String, String), String>,
}

fn parse(dot: &str) -> GoDot {
    let node = regex::Regex::new(
        r#"^N(\d+) \[(label=".*") id="node\d+" fontsize=\d+ (shape=box tooltip="(.*) \([^()]*\)" .*)\]$"#,
    )
    .unwrap();
    let edge = regex::Regex::new(r"^N(\d+) -> N(\d+) \[(.*)\]$").unwrap();
    let mut graph = GoDot::default();
    let mut names = BTreeMap::new();
    for line in dot.lines() {
        if line.starts_with("subgraph cluster_L") {
            graph.legend = line.to_string();
        } else if let Some(c) = node.captures(line) {
            names.insert(c[1].to_string(), c[4].to_string());
            graph
                .nodes
                .insert(c[4].to_string(), format!("{} {}", &c[2], &c[3]));
        }
    }
    for c in dot.lines().filter_map(|l| edge.captures(l)) {
        if let (Some(from), Some(to)) = (names.get(&c[1]), names.get(&c[2])) {
            graph
                .edges
                .insert((from.clone(), to.clone()), c[3].to_string());
        }
    }
    graph
}

/// The function a name stands for without GCC's clone suffixes.
fn unclone(name: &str) -> &str {
    name.find(" [clone ").map_or(name, |at| &name[..at])
}

/// Where ours and Go's differ but for the nodes a clone touches.
fn differences_but_clones(ours: &str, theirs: &str) -> Vec<String> {
    let (ours, theirs) = (parse(ours), parse(theirs));
    let cloned: BTreeSet<&str> = ours
        .nodes
        .keys()
        .filter(|n| n.contains(" [clone "))
        .map(|n| unclone(n))
        .collect();
    let touched = |name: &str| cloned.contains(unclone(name));
    let mut problems = Vec::new();
    if cloned.is_empty() {
        problems.push("no clone: the difference is not the clones'".to_string());
    }
    if ours.legend != theirs.legend {
        problems.push(format!("legend: {} vs {}", ours.legend, theirs.legend));
    }
    let names: BTreeSet<&String> = ours.nodes.keys().chain(theirs.nodes.keys()).collect();
    let mut compared = 0;
    for name in names.into_iter().filter(|n| !touched(n)) {
        compared += 1;
        if ours.nodes.get(name) != theirs.nodes.get(name) {
            problems.push(format!(
                "node {name}: {:?} vs {:?}",
                ours.nodes.get(name),
                theirs.nodes.get(name)
            ));
        }
    }
    let pairs: BTreeSet<&(String, String)> = ours.edges.keys().chain(theirs.edges.keys()).collect();
    for pair in pairs
        .into_iter()
        .filter(|(a, b)| !touched(a) && !touched(b))
    {
        if ours.edges.get(pair) != theirs.edges.get(pair) {
            problems.push(format!(
                "edge {pair:?}: {:?} vs {:?}",
                ours.edges.get(pair),
                theirs.edges.get(pair)
            ));
        }
    }
    if compared < 5 {
        problems.push(format!("only {compared} nodes compared"));
    }
    problems
}

#[test]
fn go_dot_is_gos() {
    crate::common::golden_run();
    let cases = cases();
    let equal = std::cell::Cell::new(0);
    let checked = judge(cases.iter(), DIFFERENCES, |case| {
        let ours = match ours(case) {
            Ok(ours) => ours,
            Err(e) => return vec![format!("failed: {e}")],
        };
        let theirs = golden(case);
        if ours == theirs {
            equal.set(equal.get() + 1);
            return Vec::new();
        }
        if DIFFERENCES.iter().any(|(g, _)| *g == case.golden) {
            // Listed: still Go's where the names agree.
            let problems = differences_but_clones(&ours, &theirs);
            assert!(problems.is_empty(), "{}: {problems:#?}", case.golden);
            return vec!["differs by its clones".to_string()];
        }
        let first = ours
            .lines()
            .zip(theirs.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(ours.lines().count().min(theirs.lines().count()));
        vec![format!(
            "line {}: ours {:?}, Go's {:?}",
            first + 1,
            ours.lines().nth(first).unwrap_or("(end)"),
            theirs.lines().nth(first).unwrap_or("(end)")
        )]
    });
    assert_eq!(checked, cases.len());
    // docs/comparison.md's count: all but the clones' byte for byte.
    assert_eq!((cases.len(), equal.get()), (24, 22));
}

/// The default (perl's) `--dot` is untouched by the preset's: no colours,
/// no tooltips; and Go's draws no edge from a node to itself where perl's
/// does (recursion).
#[test]
fn perls_dot_stays_perls_and_gos_has_no_self_edges() {
    let bin = testdata().join("bin/recursion");
    let prof = crate::common::profile("recursion");
    let [bin, prof] = [&bin, &prof].map(|p| p.to_str().unwrap());
    let perl = crate::common::stdout_ok(&crate::common::run(&["--dot", bin, prof]));
    assert!(perl.contains("Legend [shape=box,fontsize=24,shape=plaintext"));
    assert!(!perl.contains("tooltip="));
    let go = crate::common::stdout_ok(&crate::common::run(&["--preset=go", "--dot", bin, prof]));
    let edges = regex::Regex::new(r"(?m)^N(\d+) -> N(\d+) ").unwrap();
    let loops = |dot: &str| edges.captures_iter(dot).filter(|c| c[1] == c[2]).count();
    assert!(loops(&perl) > 0);
    assert!(edges.captures_iter(&go).count() > 5);
    assert_eq!(loops(&go), 0, "{go}");
}

/// A gmon.out's graph, whose cum and edges are gprof's estimates from call
/// counts (Go pprof reads no gmon.out), is drawn in Go's look with them.
#[test]
fn a_gmon_graph_keeps_gprofs_estimates() {
    let bin = testdata().join("bin/gmon_tree_pie");
    let gmon = testdata().join("prof/gmon_tree_pie.gmon");
    let [bin, gmon] = [&bin, &gmon].map(|p| p.to_str().unwrap());
    let dot = crate::common::stdout_ok(&crate::common::run(&["--preset=go", "--dot", bin, gmon]));
    assert!(dot.contains("\\lCum: gprof's estimate"), "{dot}");
    assert!(dot.contains(r#"tooltip="main -> mid (550.86ms)""#), "{dot}");
    assert!(
        dot.contains(r#"label="mid\n40.06ms (3.67%)\nof 550.86ms (50.46%)""#),
        "{dot}"
    );
}

/// What the web's graph reads of the SVG dot makes of Go's dot: a node is
/// a `<g id="nodeN" class="node">` whose `<title>` is `NN`, whose link's
/// tooltip (`xlink:title`) names it whole with its value, and whose
/// `<text>` lines are its label's (the name shortened and broken at `.`
/// and `::`, then the values); a tag box is a `<g id="NN_M">` node; the
/// legend a cluster's node.
#[test]
fn the_svg_names_each_node_in_its_tooltip() {
    if crate::common::need(
        "go_dot::the_svg_names_each_node_in_its_tooltip",
        "dot",
        "graphviz",
    )
    .is_none()
    {
        return;
    }
    let prof = testdata().join("prof/go_prof.cpu.pb.gz");
    let svg = crate::common::stdout_ok(&crate::common::run(&[
        "--preset=go",
        "--svg",
        prof.to_str().unwrap(),
    ]));
    let node = regex::Regex::new(
        r#"(?s)<g id="node(\d+)" class="node">\s*<title>N(\d+)</title>\s*<g id="a_node\d+"><a xlink:title="([^"]*)">(.*?)</g>"#,
    )
    .unwrap();
    let nodes: Vec<(String, String, String, String)> = node
        .captures_iter(&svg)
        .map(|c| (c[1].into(), c[2].into(), c[3].into(), c[4].into()))
        .collect();
    assert!(nodes.len() > 10, "{svg}");
    assert!(nodes.iter().all(|(id, title, _, _)| id == title));
    let measure = nodes
        .iter()
        .find(|n| n.2 == "main.measureText (1140ms)")
        .expect("a node's tooltip names it and its value");
    assert!(measure.3.contains(">measureText</text>"), "{}", measure.3);
    assert!(svg.contains("<title>N3_0</title>"), "a label's box");
    assert!(svg.contains("<title>cluster_L</title>"), "the legend");
}
