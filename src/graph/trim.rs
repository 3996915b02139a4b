//! Go pprof's trimming of a graph for its text reports (`newTrimmedGraph`):
//! nodes whose |cum| is below `nodefraction` of the sum of flat values are
//! dropped, then all but the first `nodecount` in the report's order, and
//! the graph is counted again from the samples with the nodes kept (the
//! edges then go over the nodes dropped); last, edges whose |weight| is
//! below `edgefraction` of that sum are dropped. (`maxdegree` is the drawn
//! graph's, [`super::prune`].)

use crate::graph::PruneOptions;
use crate::graph::build::{Builder, Counts, Graph, Trimmed};
use crate::profile::units::Unit;
use std::cmp::Reverse;

/// The node ids with a value, in Go's report order: by decreasing |flat|
/// (|cum| with `by_cum`), then name, then the other value.
fn order_of<'a>(
    flat: &[i64],
    cum: &[i64],
    name: impl Fn(usize) -> &'a str,
    by_cum: bool,
) -> Vec<usize> {
    let mut order: Vec<usize> = (0..flat.len())
        .filter(|&i| flat[i] != 0 || cum[i] != 0)
        .collect();
    let (first, second) = if by_cum { (cum, flat) } else { (flat, cum) };
    order.sort_by(|&a, &b| {
        Reverse(first[a].unsigned_abs())
            .cmp(&Reverse(first[b].unsigned_abs()))
            .then_with(|| name(a).cmp(name(b)))
            .then_with(|| Reverse(second[a].unsigned_abs()).cmp(&Reverse(second[b].unsigned_abs())))
    });
    order
}

fn order(builder: &Builder, counts: &Counts, by_cum: bool) -> Vec<usize> {
    order_of(
        &counts.flat,
        &counts.cum,
        |n| builder.nodes[n].1.as_str(),
        by_cum,
    )
}

/// The nodes of `graph` with a value, in Go's report order (by decreasing
/// |flat|, or |cum| with `by_cum`, then name).
pub fn go_order(graph: &Graph, by_cum: bool) -> Vec<usize> {
    let flat: Vec<i64> = graph.nodes.iter().map(|n| n.flat).collect();
    let cum: Vec<i64> = graph.nodes.iter().map(|n| n.cum).collect();
    order_of(&flat, &cum, |n| graph.nodes[n].name.as_str(), by_cum)
}

/// The graph of `builder`'s samples trimmed as `trim` says: the nodes
/// are chosen from counts without edges, and the edges counted once, over
/// the nodes kept.
pub(super) fn trimmed(builder: &Builder, trim: PruneOptions, unit: Unit) -> Graph {
    let by_cum = builder.by_cum();
    let mut counts = builder.count(None, false);
    let mut kept: Option<Vec<bool>> = None;
    let mut kept_order = order(builder, &counts, by_cum);
    let mut trimmed = Trimmed::default();
    let total = kept_order
        .iter()
        .fold(0i64, |t, &n| t.saturating_add(counts.flat[n]));
    let cutoff = |fraction: f64| ((total as f64 * fraction) as i64).saturating_abs();
    let (node_cutoff, edge_cutoff) = (cutoff(trim.nodefraction), cutoff(trim.edgefraction));
    let keep_only = |nodes: &[usize]| {
        let mut kept = vec![false; builder.nodes.len()];
        for &n in nodes {
            kept[n] = true;
        }
        kept
    };
    if node_cutoff > 0 {
        let above: Vec<usize> = kept_order
            .iter()
            .copied()
            .filter(|&n| counts.cum[n].saturating_abs() >= node_cutoff)
            .collect();
        if above.len() < kept_order.len() {
            trimmed.dropped_nodes = kept_order.len() - above.len();
            let mask = keep_only(&above);
            counts = builder.count(Some(&mask), false);
            kept = Some(mask);
            kept_order = order(builder, &counts, by_cum);
        }
    }
    trimmed.before_nodecount = kept_order.len();
    if trim.nodecount > 0 && trim.nodecount < kept_order.len() {
        kept = Some(keep_only(&kept_order[..trim.nodecount]));
    }
    let mut counts = builder.count(kept.as_deref(), true);
    counts
        .edges
        .retain(|_, sum| sum.weight.saturating_abs() >= edge_cutoff);
    builder.graph(counts, unit, trimmed)
}

#[cfg(test)]
mod tests {
    use crate::graph::{EdgeCount, Filters, GraphOptions, NodeOptions, PruneOptions, build, toy};
    use crate::profile::units::Unit;

    fn graph(trim: PruneOptions) -> crate::graph::Graph {
        let p = toy::profile(&[(&["leaf1", "main"], 99), (&["leaf2", "mid", "main"], 1)]);
        let options = GraphOptions {
            edges: EdgeCount::PerSample,
            self_edges: false,
            trim: Some(trim),
            ..GraphOptions::new(NodeOptions::default(), true)
        };
        build(&p, options, &Filters::default(), Unit::Samples)
    }

    fn shown(g: &crate::graph::Graph) -> Vec<(&str, i64, i64)> {
        super::go_order(g, false)
            .into_iter()
            .map(|n| (g.nodes[n].name.as_str(), g.nodes[n].flat, g.nodes[n].cum))
            .collect()
    }

    #[test]
    fn trimming_counts_again_over_the_nodes_dropped() {
        // `mid` (cum 1 of 100) is under nodefraction 0.05: dropped with
        // `leaf2`; `main` keeps the cum of the sample through them.
        let trim = PruneOptions {
            nodecount: 0,
            nodefraction: 0.05,
            edgefraction: 0.0,
            maxdegree: 8,
        };
        let g = graph(trim);
        assert_eq!(shown(&g), [("leaf1", 99, 99), ("main", 0, 100)]);
        assert_eq!(g.trimmed.dropped_nodes, 2);
        // nodecount keeps the first nodes by flat.
        let g = graph(PruneOptions {
            nodecount: 1,
            nodefraction: 0.0,
            ..trim
        });
        assert_eq!(g.trimmed.before_nodecount, 4);
        assert_eq!(shown(&g), [("leaf1", 99, 99)]);
    }
}
