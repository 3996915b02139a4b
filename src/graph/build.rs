//! Flat and cumulative values per node, weights per edge.

use crate::graph::filter::Filters;
use crate::graph::granularity::{NodeOptions, node_names};
use crate::graph::{Totals, View};
use crate::profile::Profile;
use crate::profile::units::Unit;
use foldhash::HashMap;

/// One node of a report: a function, line, address or file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The name printed.
    pub name: String,
    /// Value of the samples whose leaf is this node.
    pub flat: i64,
    /// Value of the samples whose stack contains this node (once per
    /// sample, however often recursion repeats it).
    pub cum: i64,
    /// True when a sample that the filters kept contains this node.
    pub present: bool,
}

/// A caller→callee edge, weighted by the samples along it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    /// Index of the calling node in [`Graph::nodes`].
    pub caller: usize,
    /// Index of the called node.
    pub callee: usize,
    /// Sum of the values of the samples in which the caller calls the
    /// callee, counted once per adjacent pair in each stack (as perl pprof
    /// counts them).
    pub weight: i64,
}

/// The nodes and edges of a (filtered) profile with the totals reports print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// Nodes in no particular order; only those with `present` set belong
    /// to the filtered profile.
    pub nodes: Vec<Node>,
    /// Edges in no particular order (empty unless asked for).
    pub edges: Vec<Edge>,
    /// Sum of all sample values, before filtering (pprof's `Total:`).
    pub total: i64,
    /// The totals of the filtered samples: their sum is perl pprof's
    /// "Focusing on"; [`Totals::percent_total`] is what percentages are
    /// of and what pruning fractions are fractions of.
    pub shown: Totals,
    /// How the values print.
    pub unit: Unit,
    /// True when cum and the edges are gprof's estimates from call counts
    /// (gmon.out) rather than sums over sampled stacks.
    pub cum_estimated: bool,
}

/// Builds the graph of `profile`'s samples that `filters` keep, with nodes
/// named as `nodes` says, values to print in `unit`; edges are computed
/// only when `with_edges` is set.
pub fn build(
    profile: &Profile,
    nodes: NodeOptions,
    filters: &Filters,
    with_edges: bool,
    unit: Unit,
) -> Graph {
    let view = View::new(profile, filters, nodes);
    let mut graph_nodes: Vec<Node> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::default();
    // The nodes of each location, innermost frame first, computed once and
    // laid out flat: location l's nodes are ids[starts[l]..starts[l + 1]].
    let mut ids: Vec<usize> = Vec::new();
    let mut starts: Vec<usize> = Vec::with_capacity(profile.locations.len() + 1);
    starts.push(0);
    for (l, loc) in profile.location_ids().zip(&profile.locations) {
        for name in node_names(profile, loc, view.frames(l), nodes) {
            let id = *index.entry(name.clone()).or_insert_with(|| {
                graph_nodes.push(Node {
                    name,
                    flat: 0,
                    cum: 0,
                    present: false,
                });
                graph_nodes.len() - 1
            });
            ids.push(id);
        }
        starts.push(ids.len());
    }

    // Per node: flat, cum, and the last sample that counted it (recursion
    // counts once per sample).
    let mut flat = vec![0i64; graph_nodes.len()];
    let mut cum = vec![0i64; graph_nodes.len()];
    let mut seen = vec![usize::MAX; graph_nodes.len()];
    let mut edges: HashMap<(usize, usize), i64> = HashMap::default();
    let mut shown = Totals::default();
    for kept in view.samples() {
        let (sample_index, sample) = (kept.index, kept.sample);
        let value = profile.value(sample);
        let mut callee: Option<usize> = None;
        for l in kept.stack {
            for &n in &ids[starts[l.index()]..starts[l.index() + 1]] {
                if callee.is_none() {
                    flat[n] = flat[n].saturating_add(value);
                    shown.add(sample, value);
                }
                if seen[n] != sample_index {
                    seen[n] = sample_index;
                    cum[n] = cum[n].saturating_add(value);
                }
                if with_edges && let Some(callee) = callee {
                    let weight = edges.entry((n, callee)).or_default();
                    *weight = weight.saturating_add(value);
                }
                callee = Some(n);
            }
        }
    }
    for (n, node) in graph_nodes.iter_mut().enumerate() {
        node.flat = flat[n];
        node.cum = cum[n];
        node.present = seen[n] != usize::MAX;
    }
    Graph {
        nodes: graph_nodes,
        edges: edges
            .into_iter()
            .map(|((caller, callee), weight)| Edge {
                caller,
                callee,
                weight,
            })
            .collect(),
        total: profile.total(),
        shown,
        unit,
        cum_estimated: false,
    }
}

#[cfg(test)]
mod tests {
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
        let g = build(&p, options, filters, true, Unit::Samples);
        let mut rows: Vec<_> = g
            .nodes
            .into_iter()
            .filter(|n| n.present)
            .map(|n| (n.name, n.flat, n.cum))
            .collect();
        rows.sort();
        rows
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
        let g = build(&p, NodeOptions::default(), &focus, true, Unit::Samples);
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
}
