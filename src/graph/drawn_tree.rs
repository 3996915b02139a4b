//! Go pprof's trimming of a call tree it draws (`-call_tree` with `-dot`):
//! as [`super::drawn`] trims a graph, but the tree is never counted again.
//! A node dropped (by `nodefraction`, then past `nodecount` boxes in Go's
//! order) hands its callees to its caller, the edges to them marked
//! residual (Go's `TrimTree`); a root dropped leaves its callees roots.
//! Edges below `edgefraction` are dropped before the nodes are picked by
//! `nodecount`, and counted only when dropped after.

use crate::graph::build::Graph;
use crate::graph::call_tree::tagged_tree;
use crate::graph::drawn::{Drawn, Values, go_entropy_order, top_nodes};
use crate::graph::{Filters, GraphOptions, PruneOptions, Trimmed};
use crate::profile::Profile;
use crate::profile::units::Unit;

/// The call tree of `profile`'s samples that `filters` keep, of the nodes
/// `options` say (and with its percentages), trimmed as Go trims a tree it
/// draws (`trim`'s `nodecount`, 0 for no limit, `nodefraction` and
/// `edgefraction`).
pub fn drawn_tree(
    profile: &Profile,
    options: GraphOptions,
    filters: &Filters,
    unit: Unit,
    trim: PruneOptions,
) -> Drawn {
    let (mut graph, mut tags) = tagged_tree(profile, options.nodes, filters, unit);
    graph.percent_of = options.percent_of;
    let total = valued(&graph)
        .into_iter()
        .fold(0i64, |t, n| t.saturating_add(graph.nodes[n].flat));
    let cutoff = |fraction: f64| ((total as f64 * fraction) as i64).saturating_abs();
    let (node_cutoff, edge_cutoff) = (cutoff(trim.nodefraction), cutoff(trim.edgefraction));
    let mut trimmed = Trimmed::default();
    if node_cutoff > 0 {
        let kept: Vec<bool> = graph
            .nodes
            .iter()
            .map(|n| n.cum.saturating_abs() >= node_cutoff)
            .collect();
        let before = valued(&graph).len();
        trim_tree(&mut graph, &kept);
        trimmed.dropped_nodes = before - valued(&graph).len();
    }
    let mut order = order_of(&graph);
    trimmed.before_nodecount = order.len();
    for node_tags in &mut tags {
        node_tags.trim(node_cutoff);
    }
    if trim.nodecount > 0 {
        drop_edges(&mut graph, edge_cutoff);
        let top = top_nodes(&order, &tags, trim.nodecount);
        if top < order.len() {
            let mut kept = vec![false; graph.nodes.len()];
            for &n in &order[..top] {
                kept[n] = true;
            }
            trim_tree(&mut graph, &kept);
            order = order_of(&graph);
        }
    }
    trimmed.dropped_edges = drop_edges(&mut graph, edge_cutoff);
    graph.trimmed = trimmed;
    Drawn { graph, order, tags }
}

/// The nodes with a value.
fn valued(graph: &Graph) -> Vec<usize> {
    (0..graph.nodes.len())
        .filter(|&n| graph.nodes[n].flat != 0 || graph.nodes[n].cum != 0)
        .collect()
}

/// The nodes with a value in Go's `EntropyOrder`.
fn order_of(graph: &Graph) -> Vec<usize> {
    let flat: Vec<i64> = graph.nodes.iter().map(|n| n.flat).collect();
    let cum: Vec<i64> = graph.nodes.iter().map(|n| n.cum).collect();
    let values = Values {
        flat: &flat,
        cum: &cum,
    };
    let edges = graph.edges.iter().map(|e| (e.caller, e.callee, e.weight));
    go_entropy_order(valued(graph), values, edges, |n| {
        let node = &graph.nodes[n];
        (node.name.as_str(), node.key.as_ref())
    })
}

/// Drops the edges whose |weight| is below `cutoff`; how many.
fn drop_edges(graph: &mut Graph, cutoff: i64) -> usize {
    let before = graph.edges.len();
    graph.edges.retain(|e| e.weight.saturating_abs() >= cutoff);
    before - graph.edges.len()
}

/// Go's `TrimTree`: drops the nodes `kept` does not keep, each one's
/// callees handed to its caller by residual edges (inline when both edges
/// were), or left roots when it had none.
fn trim_tree(graph: &mut Graph, kept: &[bool]) {
    let nodes = graph.nodes.len();
    let mut into: Vec<Option<usize>> = vec![None; nodes];
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); nodes];
    for (e, edge) in graph.edges.iter().enumerate() {
        into[edge.callee] = Some(e);
        out[edge.caller].push(e);
    }
    let mut removed = vec![false; graph.edges.len()];
    for n in valued(graph) {
        if kept.get(n).copied().unwrap_or(false) {
            continue;
        }
        let callees = std::mem::take(&mut out[n]);
        match into[n] {
            None => {
                for e in callees {
                    removed[e] = true;
                    into[graph.edges[e].callee] = None;
                }
            }
            Some(up) => {
                removed[up] = true;
                let (parent, inline) = (graph.edges[up].caller, graph.edges[up].inline);
                for e in callees {
                    let edge = &mut graph.edges[e];
                    edge.caller = parent;
                    edge.residual = true;
                    edge.inline &= inline;
                    out[parent].push(e);
                }
            }
        }
        let node = &mut graph.nodes[n];
        (node.flat, node.cum, node.present) = (0, 0, false);
    }
    let mut e = 0;
    graph.edges.retain(|_| {
        e += 1;
        !removed[e - 1]
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{NodeOptions, toy};

    fn tree(trim: PruneOptions) -> Drawn {
        let p = toy::profile(&[
            (&["leaf", "mid", "main"], 10),
            (&["leaf", "other", "main"], 1),
            (&["tiny", "main"], 1),
        ]);
        drawn_tree(
            &p,
            GraphOptions::new(NodeOptions::default(), true),
            &Filters::default(),
            Unit::Samples,
            trim,
        )
    }

    fn edges(d: &Drawn) -> Vec<String> {
        let mut edges: Vec<String> = d
            .graph
            .edges
            .iter()
            .map(|e| {
                let name = |n: usize| d.graph.nodes[n].name.as_str();
                let mark = if e.residual { "..." } else { "->" };
                format!("{}{mark}{}:{}", name(e.caller), name(e.callee), e.weight)
            })
            .collect();
        edges.sort();
        edges
    }

    #[test]
    fn a_node_dropped_hands_its_callees_to_its_caller() {
        let all = PruneOptions {
            nodecount: 0,
            nodefraction: 0.0,
            edgefraction: 0.0,
            maxdegree: 0,
        };
        // Two leaf nodes: one per path.
        assert_eq!(tree(all).order.len(), 6);
        // 0.2 of 12 is 2: other (cum 1), its leaf and tiny go; mid's leaf
        // stays, its edge from mid as it was.
        let d = tree(PruneOptions {
            nodefraction: 0.2,
            ..all
        });
        assert_eq!(d.graph.trimmed.dropped_nodes, 3);
        assert_eq!(edges(&d), ["main->mid:10", "mid->leaf:10"]);
        // Two nodes by nodecount: main and mid's leaf (the entry and the
        // heaviest leaf come first); mid goes, and main reaches leaf
        // through it.
        let d = tree(PruneOptions {
            nodecount: 2,
            nodefraction: 0.2,
            ..all
        });
        assert_eq!(d.order.len(), 2);
        assert_eq!(edges(&d), ["main...leaf:10"]);
        assert_eq!(d.graph.trimmed.before_nodecount, 3);
    }
}
