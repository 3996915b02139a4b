//! The one graph builder, under perl's options and Go's.

use super::*;
use crate::graph::{Granularity, toy};

fn rows(granularity: Granularity, filters: &Filters) -> Vec<(String, i64, i64)> {
    let p = toy::profile(&[
        (&["leaf", "rec", "rec", "main"], 4),
        (&["main>inl", "start"], 2),
    ]);
    let options = NodeOptions {
        granularity,
        ..NodeOptions::default()
    };
    let g = build(&p, GraphOptions::new(options, true), filters, Unit::Samples);
    let mut rows: Vec<_> = g
        .nodes
        .into_iter()
        .filter(|n| n.present)
        .map(|n| (n.name, n.flat, n.cum))
        .collect();
    rows.sort();
    rows
}

/// Past [`PARALLEL_SAMPLES`], threads count chunks of samples: the sum
/// is what one count of them all gives, node by node and edge by edge.
#[test]
fn samples_counted_on_threads_add_up_to_one_count() {
    let mut p = toy::profile(&[
        (&["leaf", "rec", "rec", "main"], 4),
        (&["main>inl", "start"], 2),
        (&["leaf", "main"], -3),
    ]);
    let stacks = p.samples.clone();
    p.samples = (0..PARALLEL_SAMPLES + 1234)
        .map(|i| {
            let mut s = stacks[i % stacks.len()].clone();
            s.values[0] *= 1 + (i % 7) as i64;
            s
        })
        .collect();
    let options = GraphOptions::new(NodeOptions::default(), true);
    let g = build(&p, options, &Filters::default(), Unit::Samples);
    let builder = Builder::new(&p, &Filters::default(), options);
    let locations = Locations {
        ids: &builder.ids,
        starts: &builder.starts,
    };
    let one = count(
        builder.view.samples(),
        locations,
        builder.nodes.len(),
        &options,
        None,
        true,
    );
    assert_eq!(g.shown, one.shown);
    let names: Vec<&str> = builder.nodes.iter().map(|(_, n)| n.as_str()).collect();
    for (n, name) in names.iter().enumerate() {
        let node = g.nodes.iter().position(|x| x.name == *name).unwrap();
        assert_eq!(
            (g.nodes[node].flat, g.nodes[node].cum),
            (one.flat[n], one.cum[n]),
            "{name}"
        );
    }
    assert_eq!(g.edges.len(), one.edges.len());
    for e in &g.edges {
        let (caller, callee) = (&g.nodes[e.caller].name, &g.nodes[e.callee].name);
        let weight = one
            .edges
            .iter()
            .find(|((a, b), _)| names[*a] == caller && names[*b] == callee)
            .map(|(_, w)| w.weight);
        assert_eq!(Some(e.weight), weight, "{caller} -> {callee}");
    }
}

/// Go's preset: an edge counted once per sample however often
/// recursion repeats it, and none from a node to itself.
#[test]
fn per_sample_edges_and_no_self_edges() {
    // `a` and `b` call each other: the pair a→b twice in one stack.
    let p = toy::profile(&[
        (&["leaf", "rec", "rec", "main"], 4),
        (&["b", "a", "b", "a", "main"], 2),
    ]);
    let edges = |edges: EdgeCount, self_edges: bool| {
        let options = GraphOptions {
            edges,
            self_edges,
            ..GraphOptions::new(NodeOptions::default(), true)
        };
        let g = build(&p, options, &Filters::default(), Unit::Samples);
        let mut edges: Vec<(String, String, i64)> = g
            .edges
            .iter()
            .map(|e| {
                (
                    g.nodes[e.caller].name.clone(),
                    g.nodes[e.callee].name.clone(),
                    e.weight,
                )
            })
            .collect();
        edges.sort();
        edges
    };
    let e = |a: &str, b: &str, w| (a.to_string(), b.to_string(), w);
    assert_eq!(
        edges(EdgeCount::PerSample, false),
        [
            e("a", "b", 2),
            e("b", "a", 2),
            e("main", "a", 2),
            e("main", "rec", 4),
            e("rec", "leaf", 4)
        ]
    );
    // perl's: every adjacent pair, the self-edge too.
    assert_eq!(
        edges(EdgeCount::PerPair, true),
        [
            e("a", "b", 4),
            e("b", "a", 2),
            e("main", "a", 2),
            e("main", "rec", 4),
            e("rec", "leaf", 4),
            e("rec", "rec", 4)
        ]
    );
}

/// Go's preset: `b` inlined into `a` at one address and called out of
/// line from `c` is one node; its edge from `a` is inline, from `c` not.
#[test]
fn merged_inlines_are_one_node_with_inline_edges() {
    let p = toy::profile(&[(&["a>b", "main"], 3), (&["b", "c", "main"], 2)]);
    let nodes = NodeOptions {
        merge_inlines: true,
        ..NodeOptions::default()
    };
    let g = build(
        &p,
        GraphOptions::new(nodes, true),
        &Filters::default(),
        Unit::Samples,
    );
    let b = g.nodes.iter().position(|n| n.name == "b").unwrap();
    assert_eq!((g.nodes[b].flat, g.nodes[b].cum), (5, 5));
    let mut callers: Vec<(&str, i64, bool)> = g
        .edges
        .iter()
        .filter(|e| e.callee == b)
        .map(|e| (g.nodes[e.caller].name.as_str(), e.weight, e.inline))
        .collect();
    callers.sort();
    assert_eq!(callers, [("a", 3, true), ("c", 2, false)]);
}

/// Percentages of the whole profile (Go's) are of every sample, those
/// the filters drop too; of the samples shown (perl's) of those kept.
#[test]
fn percentages_of_the_whole_profile_or_of_the_samples_shown() {
    let p = toy::profile(&[(&["leaf", "main"], 3), (&["x", "main"], 1)]);
    let focus = Filters {
        focus: Some(regex::Regex::new("^x$").unwrap()),
        ..Filters::default()
    };
    let whole = GraphOptions {
        percent_of: PercentOf::Whole,
        ..GraphOptions::default()
    };
    assert_eq!(build(&p, whole, &focus, Unit::Samples).percent_total(), 4);
    let shown = build(&p, GraphOptions::default(), &focus, Unit::Samples);
    assert_eq!(shown.percent_total(), 1);
}

#[test]
fn functions_count_recursion_once_and_inline_frames_apart() {
    let r = |n: &str, f, c| (n.to_string(), f, c);
    assert_eq!(
        rows(Granularity::Functions, &Filters::default()),
        [
            r("inl (inline)", 2, 2),
            r("leaf", 4, 4),
            r("main", 0, 6),
            r("rec", 0, 4),
            r("start", 0, 2),
        ]
    );
}

#[test]
fn lines_addresses_and_files_name_nodes_like_perl() {
    let names = |g| -> Vec<String> {
        rows(g, &Filters::default())
            .into_iter()
            .map(|r| r.0)
            .collect()
    };
    assert!(names(Granularity::Lines).contains(&"inl (inline) toy.c:13".to_string()));
    assert!(names(Granularity::Lines).contains(&"main toy.c:12".to_string()));
    assert!(
        names(Granularity::Addresses)
            .contains(&"0000000000001030 inl (inline) toy.c:13".to_string())
    );
    assert_eq!(names(Granularity::Files), ["toy.c"]);
    assert!(
        names(Granularity::FileFunctions).contains(&"inl toy.c (inline)".to_string()),
        "Go's spelling"
    );
    assert!(names(Granularity::FileFunctions).contains(&"main toy.c".to_string()));
}

#[test]
fn edges_count_every_adjacent_pair_and_totals_follow_the_filter() {
    let p = toy::profile(&[(&["leaf", "rec", "rec", "main"], 4), (&["x", "main"], 1)]);
    let focus = Filters {
        focus: Some(regex::Regex::new("leaf").unwrap()),
        ..Filters::default()
    };
    let g = build(
        &p,
        GraphOptions::new(NodeOptions::default(), true),
        &focus,
        Unit::Samples,
    );
    assert_eq!((g.total, g.shown.signed), (5, 4));
    let mut edges: Vec<_> = g
        .edges
        .iter()
        .map(|e| {
            let name = |n: usize| g.nodes[n].name.as_str();
            (name(e.caller), name(e.callee), e.weight)
        })
        .collect();
    edges.sort();
    assert_eq!(
        edges,
        [("main", "rec", 4), ("rec", "leaf", 4), ("rec", "rec", 4)]
    );
}
