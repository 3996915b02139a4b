//! Which nodes and edges a drawn call graph keeps, as perl pprof's
//! `PrintDot` chooses them.
//!
//! Nodes: sorted by decreasing |cum| (then name), at most `nodecount`, and
//! only those with |cum| above `nodefraction` of the focused total. Edges
//! between kept nodes, by decreasing |weight|: an edge is kept when its
//! callee has no kept incoming edge yet (so every kept node stays
//! reachable); otherwise it is dropped when its |weight| is at most
//! `edgefraction` of the total, or when its caller already has `maxdegree`
//! kept outgoing edges or its callee `maxdegree` kept incoming ones.
//!
//! The total is the one percentages are of ([`crate::graph::Totals::percent_total`]):
//! the sum of the values, or for a difference of two profiles the sum of
//! their |values| (or of the base's), so that losses weigh as much as gains
//! (Go pprof compares |values| too; perl takes its fractions of the signed
//! sum, which in a difference can be near zero or negative).

use crate::graph::Graph;
use std::cmp::Reverse;

/// The pruning settings (`--nodecount`, `--nodefraction`, `--edgefraction`,
/// `--maxdegree`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PruneOptions {
    /// At most this many nodes.
    pub nodecount: usize,
    /// Drop nodes whose |cum| is at most this fraction of the total.
    pub nodefraction: f64,
    /// Drop edges whose |weight| is at most this fraction of the total.
    pub edgefraction: f64,
    /// At most this many incoming and outgoing edges per node (beyond the
    /// one that keeps a node reachable).
    pub maxdegree: usize,
}

impl Default for PruneOptions {
    /// perl pprof's defaults: 80 nodes, 0.005, 0.001, degree 8.
    fn default() -> Self {
        PruneOptions {
            nodecount: 80,
            nodefraction: 0.005,
            edgefraction: 0.001,
            maxdegree: 8,
        }
    }
}

/// The nodes and edges kept, in the order they are drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pruned {
    /// Indices into [`Graph::nodes`], by decreasing |cum|.
    pub nodes: Vec<usize>,
    /// Indices into [`Graph::edges`], by decreasing |weight|.
    pub edges: Vec<usize>,
    /// Nodes with |cum| at most this were dropped.
    pub node_limit: i64,
    /// Edges with |weight| at most this were dropped (unless needed for
    /// reachability).
    pub edge_limit: i64,
}

/// Chooses what to draw of `graph`; `None` when no node is left.
pub fn prune(graph: &Graph, options: &PruneOptions) -> Option<Pruned> {
    // perl's int(): truncation toward zero.
    let total = graph.shown.percent_total();
    let node_limit = (options.nodefraction * total as f64) as i64;
    let edge_limit = (options.edgefraction * total as f64) as i64;

    let mut nodes: Vec<usize> = (0..graph.nodes.len())
        .filter(|&n| graph.nodes[n].present)
        .collect();
    nodes.sort_by(|&a, &b| {
        let (a, b) = (&graph.nodes[a], &graph.nodes[b]);
        b.cum
            .saturating_abs()
            .cmp(&a.cum.saturating_abs())
            .then_with(|| a.name.cmp(&b.name))
    });
    nodes.truncate(options.nodecount);
    while nodes
        .last()
        .is_some_and(|&n| graph.nodes[n].cum.saturating_abs() <= node_limit)
    {
        nodes.pop();
    }
    if nodes.is_empty() {
        return None;
    }

    // Rank of each kept node, for membership and for a stable edge order.
    let mut rank = vec![usize::MAX; graph.nodes.len()];
    for (r, &n) in nodes.iter().enumerate() {
        rank[n] = r;
    }
    let mut candidates: Vec<usize> = (0..graph.edges.len())
        .filter(|&e| {
            let edge = &graph.edges[e];
            rank[edge.caller] != usize::MAX && rank[edge.callee] != usize::MAX
        })
        .collect();
    candidates.sort_by_key(|&e| {
        let edge = &graph.edges[e];
        (
            Reverse(edge.weight.saturating_abs()),
            rank[edge.caller],
            rank[edge.callee],
        )
    });

    let mut indegree = vec![0usize; graph.nodes.len()];
    let mut outdegree = vec![0usize; graph.nodes.len()];
    let mut edges = Vec::new();
    for e in candidates {
        let edge = &graph.edges[e];
        let keep = indegree[edge.callee] == 0
            || (edge.weight.saturating_abs() > edge_limit
                && outdegree[edge.caller] < options.maxdegree
                && indegree[edge.callee] < options.maxdegree);
        if keep {
            outdegree[edge.caller] += 1;
            indegree[edge.callee] += 1;
            edges.push(e);
        }
    }
    Some(Pruned {
        nodes,
        edges,
        node_limit,
        edge_limit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Filters, GraphOptions, NodeOptions, build, toy};
    use crate::profile::units::Unit;

    fn names(graph: &Graph, pruned: &Pruned) -> (Vec<String>, Vec<String>) {
        let nodes = pruned
            .nodes
            .iter()
            .map(|&n| graph.nodes[n].name.clone())
            .collect();
        let edges = pruned
            .edges
            .iter()
            .map(|&e| {
                let e = graph.edges[e];
                format!(
                    "{}->{}:{}",
                    graph.nodes[e.caller].name, graph.nodes[e.callee].name, e.weight
                )
            })
            .collect();
        (nodes, edges)
    }

    fn graph() -> Graph {
        let p = toy::profile(&[
            (&["a", "main"], 60),
            (&["b", "main"], 30),
            (&["c", "b", "main"], 9),
            (&["d", "a", "main"], 1),
        ]);
        build(
            &p,
            GraphOptions::new(NodeOptions::default(), true),
            &Filters::default(),
            Unit::Samples,
        )
    }

    #[test]
    fn nodes_by_cum_then_count_then_fraction() {
        let g = graph();
        let all = prune(&g, &PruneOptions::default()).unwrap();
        assert_eq!(names(&g, &all).0, ["main", "a", "b", "c", "d"]);
        let three = PruneOptions {
            nodecount: 3,
            ..PruneOptions::default()
        };
        assert_eq!(names(&g, &prune(&g, &three).unwrap()).0, ["main", "a", "b"]);
        // 0.05 of 100 samples: nodes with cum <= 5 go.
        let fraction = PruneOptions {
            nodefraction: 0.05,
            ..PruneOptions::default()
        };
        let pruned = prune(&g, &fraction).unwrap();
        assert_eq!(pruned.node_limit, 5);
        assert_eq!(names(&g, &pruned).0, ["main", "a", "b", "c"]);
    }

    #[test]
    fn edges_by_weight_keeping_reachability() {
        let g = graph();
        // 0.2 of 100: edges with <= 20 samples go, unless the callee has no
        // kept incoming edge yet.
        let options = PruneOptions {
            edgefraction: 0.2,
            ..PruneOptions::default()
        };
        let (_, edges) = names(&g, &prune(&g, &options).unwrap());
        assert_eq!(edges, ["main->a:61", "main->b:39", "b->c:9", "a->d:1"]);
    }

    #[test]
    fn maxdegree_limits_extra_edges() {
        let p = toy::profile(&[
            (&["x", "a", "main"], 10),
            (&["x", "b", "main"], 8),
            (&["x", "c", "main"], 6),
        ]);
        let g = build(
            &p,
            GraphOptions::new(NodeOptions::default(), true),
            &Filters::default(),
            Unit::Samples,
        );
        let options = PruneOptions {
            maxdegree: 2,
            ..PruneOptions::default()
        };
        let (_, edges) = names(&g, &prune(&g, &options).unwrap());
        // main has three callees but keeps them all (each is needed for
        // reachability); x keeps only two of its three callers.
        assert_eq!(
            edges,
            ["main->a:10", "a->x:10", "main->b:8", "b->x:8", "main->c:6"]
        );
    }

    #[test]
    fn losses_weigh_as_much_as_gains() {
        let p = toy::profile(&[
            (&["a", "main"], 10),
            (&["b", "main"], -20),
            (&["c", "main"], 5),
        ]);
        let g = build(
            &p,
            GraphOptions::new(NodeOptions::default(), true),
            &Filters::default(),
            Unit::Samples,
        );
        let all = prune(&g, &PruneOptions::default()).unwrap();
        // By |cum| and |weight|: the loss first.
        assert_eq!(
            names(&g, &all),
            (
                vec!["b".into(), "a".into(), "c".into(), "main".into()],
                vec![
                    "main->b:-20".into(),
                    "main->a:10".into(),
                    "main->c:5".into()
                ]
            )
        );
        let two = PruneOptions {
            nodecount: 2,
            ..PruneOptions::default()
        };
        assert_eq!(names(&g, &prune(&g, &two).unwrap()).0, ["b", "a"]);
        // Fractions are of |10| + |-20| + |5| = 35, not of the sum, -5.
        let fraction = PruneOptions {
            nodefraction: 0.3,
            ..PruneOptions::default()
        };
        let pruned = prune(&g, &fraction).unwrap();
        assert_eq!(pruned.node_limit, 10);
        assert_eq!(names(&g, &pruned).0, ["b"]);
    }

    #[test]
    fn nothing_left_is_none() {
        let g = graph();
        let options = PruneOptions {
            nodefraction: 1.0,
            ..PruneOptions::default()
        };
        assert_eq!(prune(&g, &options), None);
    }
}
