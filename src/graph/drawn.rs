//! Go pprof's trimming of a graph it draws (`newTrimmedGraph` for its dot
//! output, "visual mode"), where its text reports' ([`super::trim`])
//! differs in three ways: the nodes are ordered by how much their edges
//! tell (Go's `EntropyOrder`), `nodecount` counts the boxes of a node's
//! tags as nodes too, and an edge that goes over dropped nodes (residual)
//! is removed when its callee can be reached from its caller another way
//! (`RemoveRedundantEdges`).
//!
//! In order: nodes whose |cum| is below `nodefraction` of the sum of the
//! flat values are dropped and the graph counted again without them; the
//! nodes are ordered; the first nodes up to `nodecount` boxes are kept
//! (counted again when some are dropped, and ordered again); tags and edges
//! below the fractions of that sum are dropped, and redundant residual
//! edges.

use crate::graph::build::{Builder, Counts, Graph, Trimmed};
use crate::graph::node_tags::{NodeTags, node_tags};
use crate::graph::{Filters, GraphOptions, NodeKey, PruneOptions};
use crate::profile::Profile;
use crate::profile::units::Unit;
use foldhash::HashMap;
use std::cmp::Reverse;

/// The most tag boxes drawn per node (Go's `maxNodelets`).
pub const MAX_NODELETS: usize = 4;

/// A graph trimmed for drawing.
#[derive(Debug, Clone)]
pub struct Drawn {
    /// The graph: the nodes kept have a value, the edges are those drawn.
    pub graph: Graph,
    /// The nodes kept, in the order they are drawn.
    pub order: Vec<usize>,
    /// The tags of each node, by index into the graph's nodes.
    pub tags: Vec<NodeTags>,
}

/// The graph of `profile`'s samples that `filters` keep, as `options`
/// say, trimmed as Go trims a graph it draws (`trim`'s `nodecount`, 0 for
/// no limit, `nodefraction` and `edgefraction`; not `maxdegree`).
pub fn drawn(
    profile: &Profile,
    options: GraphOptions,
    filters: &Filters,
    unit: Unit,
    trim: PruneOptions,
) -> Drawn {
    let builder = Builder::new(profile, filters, options);
    let counts = builder.count(None, false);
    let valued = |counts: &Counts| -> Vec<usize> {
        (0..counts.flat.len())
            .filter(|&n| counts.flat[n] != 0 || counts.cum[n] != 0)
            .collect()
    };
    let nodes = valued(&counts);
    let total = nodes
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
    let mut trimmed = Trimmed::default();
    let mut kept: Option<Vec<bool>> = None;
    if node_cutoff > 0 {
        let above: Vec<usize> = nodes
            .iter()
            .copied()
            .filter(|&n| counts.cum[n].saturating_abs() >= node_cutoff)
            .collect();
        if above.len() < nodes.len() {
            trimmed.dropped_nodes = nodes.len() - above.len();
            kept = Some(keep_only(&above));
        }
    }
    let mut counts = builder.count(kept.as_deref(), true);
    let mut order = entropy_order(&builder, &counts, valued(&counts));
    trimmed.before_nodecount = order.len();
    // Go trims the edges before it picks the nodes, and counts those it
    // drops only when it trims them again, after picking fewer nodes.
    let mut count_dropped_edges = true;
    if trim.nodecount > 0 {
        let tags = node_tags(&builder, kept.as_deref(), node_cutoff);
        let top = top_nodes(&order, &tags, trim.nodecount);
        if top < order.len() {
            let mask = keep_only(&order[..top]);
            counts = builder.count(Some(&mask), true);
            order = entropy_order(&builder, &counts, valued(&counts));
            kept = Some(mask);
        } else {
            count_dropped_edges = false;
        }
    }
    let tags = node_tags(&builder, kept.as_deref(), node_cutoff);
    let before = counts.edges.len();
    counts
        .edges
        .retain(|_, sum| sum.weight.saturating_abs() >= edge_cutoff);
    if count_dropped_edges {
        trimmed.dropped_edges = before - counts.edges.len();
    }
    let mut graph = builder.graph(counts, unit, trimmed);
    remove_redundant_edges(&mut graph, &order);
    Drawn { graph, order, tags }
}

/// A graph that cannot be counted again from samples (a gmon.out's, whose
/// cum and edges are gprof's estimates) trimmed for drawing as near as Go
/// would: nodes below `nodefraction` dropped, the others in Go's order, the
/// first `nodecount` kept, edges between them below `edgefraction` dropped
/// (no edge goes over the nodes dropped).
pub fn drawn_from(mut graph: Graph, trim: PruneOptions) -> Drawn {
    let nodes = graph.nodes.len();
    let valued: Vec<usize> = (0..nodes)
        .filter(|&n| graph.nodes[n].flat != 0 || graph.nodes[n].cum != 0)
        .collect();
    let total = valued
        .iter()
        .fold(0i64, |t, &n| t.saturating_add(graph.nodes[n].flat));
    let cutoff = |fraction: f64| ((total as f64 * fraction) as i64).saturating_abs();
    let (node_cutoff, edge_cutoff) = (cutoff(trim.nodefraction), cutoff(trim.edgefraction));
    let above: Vec<usize> = valued
        .iter()
        .copied()
        .filter(|&n| graph.nodes[n].cum.saturating_abs() >= node_cutoff)
        .collect();
    let mut trimmed = Trimmed {
        dropped_nodes: valued.len() - above.len(),
        before_nodecount: above.len(),
        ..Trimmed::default()
    };
    let flat: Vec<i64> = graph.nodes.iter().map(|n| n.flat).collect();
    let cum: Vec<i64> = graph.nodes.iter().map(|n| n.cum).collect();
    let values = Values {
        flat: &flat,
        cum: &cum,
    };
    let edges = graph.edges.iter().map(|e| (e.caller, e.callee, e.weight));
    let mut order = go_entropy_order(above, values, edges, |n| {
        (graph.nodes[n].name.as_str(), graph.nodes[n].key.as_ref())
    });
    let tags = vec![NodeTags::default(); nodes];
    if trim.nodecount > 0 {
        order.truncate(top_nodes(&order, &tags, trim.nodecount));
    }
    let mut kept = vec![false; nodes];
    for &n in &order {
        kept[n] = true;
    }
    for (n, node) in graph.nodes.iter_mut().enumerate() {
        if !kept[n] {
            (node.flat, node.cum, node.present) = (0, 0, false);
        }
    }
    graph.edges.retain(|e| kept[e.caller] && kept[e.callee]);
    let before = graph.edges.len();
    graph
        .edges
        .retain(|e| e.weight.saturating_abs() >= edge_cutoff);
    trimmed.dropped_edges = before - graph.edges.len();
    graph.trimmed = trimmed;
    Drawn { graph, order, tags }
}

/// How many of the first nodes of `order` are kept for `nodecount`, each
/// node counting as itself and its tags with a flat value (at most
/// [`MAX_NODELETS`]), as Go's `selectTopNodes` counts them.
pub(super) fn top_nodes(order: &[usize], tags: &[NodeTags], nodecount: usize) -> usize {
    let mut count = 0usize;
    for (i, &n) in order.iter().enumerate() {
        count += tags[n].with_flat().min(MAX_NODELETS) + 1;
        if count >= nodecount {
            return i + 1;
        }
    }
    order.len()
}

/// `nodes` (of `builder`, counted as `counts`) in Go's `EntropyOrder`.
fn entropy_order(builder: &Builder, counts: &Counts, nodes: Vec<usize>) -> Vec<usize> {
    let edges = counts
        .edges
        .iter()
        .map(|(&(caller, callee), sum)| (caller, callee, sum.weight));
    let values = Values {
        flat: &counts.flat,
        cum: &counts.cum,
    };
    go_entropy_order(nodes, values, edges, |n| {
        let (key, name) = &builder.nodes[n];
        (name.as_str(), key.as_ref())
    })
}

/// The flat and cum values of nodes, by node id.
#[derive(Clone, Copy)]
pub(super) struct Values<'a> {
    pub flat: &'a [i64],
    pub cum: &'a [i64],
}

/// `nodes` in Go's `EntropyOrder`: by decreasing |entropy score| (from
/// their `values` and the weights of the `edges` between them: caller,
/// callee, weight), then name, then decreasing |flat|, then key (`named`
/// gives both).
pub(super) fn go_entropy_order<'n>(
    mut nodes: Vec<usize>,
    values: Values,
    edges: impl Iterator<Item = (usize, usize, i64)>,
    named: impl Fn(usize) -> (&'n str, &'n NodeKey<'static>),
) -> Vec<usize> {
    let mut incoming: HashMap<usize, Vec<i64>> = HashMap::default();
    let mut outgoing: HashMap<usize, Vec<i64>> = HashMap::default();
    for (caller, callee, weight) in edges {
        outgoing.entry(caller).or_default().push(weight);
        incoming.entry(callee).or_default().push(weight);
    }
    let none = Vec::new();
    let scores: HashMap<usize, i64> = nodes
        .iter()
        .map(|&n| {
            let into = incoming.get(&n).unwrap_or(&none);
            let out = outgoing.get(&n).unwrap_or(&none);
            (n, entropy_score(values.flat[n], values.cum[n], into, out))
        })
        .collect();
    let flat = |n: usize| Reverse(values.flat[n].unsigned_abs());
    nodes.sort_by(|&a, &b| {
        Reverse(scores[&a].unsigned_abs())
            .cmp(&Reverse(scores[&b].unsigned_abs()))
            .then_with(|| named(a).0.cmp(named(b).0))
            .then_with(|| flat(a).cmp(&flat(b)))
            .then_with(|| named(a).1.cmp(named(b).1))
    });
    nodes
}

/// Go's `entropyScore`: how much a node's edges tell (entry and leaf
/// nodes are favoured, a node its samples only pass through is not),
/// scaled by its cum, plus its flat.
fn entropy_score(flat: i64, cum: i64, incoming: &[i64], outgoing: &[i64]) -> i64 {
    let mut score = 0.0;
    score += if incoming.is_empty() {
        1.0
    } else {
        edge_entropy(incoming, 0)
    };
    score += if outgoing.is_empty() {
        1.0
    } else {
        edge_entropy(outgoing, flat)
    };
    ((score * cum as f64) as i64).saturating_add(flat)
}

/// Go's `edgeEntropyScore`: the entropy of the shares of `weights` (and of
/// the node's own `flat`) in their sum.
fn edge_entropy(weights: &[i64], flat: i64) -> f64 {
    let total = weights
        .iter()
        .filter(|&&w| w > 0)
        .fold(flat, |t, &w| t.saturating_add(w));
    if total == 0 {
        return 0.0;
    }
    let entropy = |part: i64| {
        let share = part.unsigned_abs() as f64 / total as f64;
        // Go's 0 * log2(0) is NaN; a weight of 0 tells nothing.
        if share == 0.0 {
            0.0
        } else {
            -share * share.log2()
        }
    };
    let mut score: f64 = weights.iter().map(|&w| entropy(w)).sum();
    if flat > 0 {
        score += entropy(flat);
    }
    score
}

/// Go's `RemoveRedundantEdges`: from the last node of `order` to the first,
/// its incoming edges from the lightest up while they are residual, each
/// removed when its callee is reached from its caller by other edges.
fn remove_redundant_edges(graph: &mut Graph, order: &[usize]) {
    let mut incoming: Vec<Vec<usize>> = vec![Vec::new(); graph.nodes.len()];
    for (e, edge) in graph.edges.iter().enumerate() {
        incoming[edge.callee].push(e);
    }
    let mut removed = vec![false; graph.edges.len()];
    let name = |n: usize| graph.nodes[n].name.as_str();
    for &n in order.iter().rev() {
        let mut into = incoming[n].clone();
        into.sort_by(|&a, &b| {
            let (a, b) = (&graph.edges[a], &graph.edges[b]);
            Reverse(a.weight.unsigned_abs())
                .cmp(&Reverse(b.weight.unsigned_abs()))
                .then_with(|| name(a.caller).cmp(name(b.caller)))
                .then_with(|| name(a.callee).cmp(name(b.callee)))
        });
        for &e in into.iter().rev() {
            if !graph.edges[e].residual {
                break;
            }
            if reached_otherwise(graph, &incoming, &removed, e) {
                removed[e] = true;
            }
        }
    }
    let mut e = 0;
    graph.edges.retain(|_| {
        e += 1;
        !removed[e - 1]
    });
}

/// Whether edge `e`'s caller reaches its callee by edges other than `e`
/// (and those `removed`): a walk back from the callee.
fn reached_otherwise(graph: &Graph, incoming: &[Vec<usize>], removed: &[bool], e: usize) -> bool {
    let (caller, callee) = (graph.edges[e].caller, graph.edges[e].callee);
    let mut seen = vec![false; graph.nodes.len()];
    seen[callee] = true;
    let mut queue = std::collections::VecDeque::from([callee]);
    while let Some(n) = queue.pop_front() {
        for &i in &incoming[n] {
            let from = graph.edges[i].caller;
            if i == e || removed[i] || seen[from] {
                continue;
            }
            if from == caller {
                return true;
            }
            seen[from] = true;
            queue.push_back(from);
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{EdgeCount, NodeOptions, toy};

    fn go_options() -> GraphOptions {
        GraphOptions {
            edges: EdgeCount::PerSample,
            self_edges: false,
            ..GraphOptions::new(NodeOptions::default(), true)
        }
    }

    fn trim(nodecount: usize, nodefraction: f64, edgefraction: f64) -> PruneOptions {
        PruneOptions {
            nodecount,
            nodefraction,
            edgefraction,
            maxdegree: 0,
        }
    }

    fn names(d: &Drawn) -> Vec<&str> {
        d.order
            .iter()
            .map(|&n| d.graph.nodes[n].name.as_str())
            .collect()
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
    fn entry_and_leaf_nodes_come_before_those_samples_pass_through() {
        let p = toy::profile(&[(&["leaf", "mid", "main"], 10), (&["other", "main"], 5)]);
        let d = drawn(
            &p,
            go_options(),
            &Filters::default(),
            Unit::Samples,
            trim(0, 0.0, 0.0),
        );
        // main: 1 (an entry) + 0.918 (the entropy of 10/15 and 5/15),
        // times its cum 15: 28; leaf: 0 (one caller) + 1 (a leaf), times
        // 10, plus its flat 10: 20; other: 5 + 5; mid, a node its samples
        // pass through: 0.
        assert_eq!(names(&d), ["main", "leaf", "other", "mid"]);
        assert_eq!(
            (d.graph.trimmed.dropped_nodes, d.graph.trimmed.dropped_edges),
            (0, 0)
        );
    }

    #[test]
    fn nodes_dropped_leave_residual_edges_and_redundant_ones_go() {
        let p = toy::profile(&[
            (&["leaf", "b", "a", "main"], 1),
            (&["leaf", "b", "main"], 10),
            (&["c", "x", "main"], 5),
        ]);
        let d = drawn(
            &p,
            go_options(),
            &Filters::default(),
            Unit::Samples,
            trim(0, 0.1, 0.0),
        );
        // 0.1 of 16 is 1: a (cum 1) stays; x (cum 5) too.
        assert_eq!(d.graph.trimmed.dropped_nodes, 0);
        let d = drawn(
            &p,
            go_options(),
            &Filters::default(),
            Unit::Samples,
            trim(0, 0.2, 0.0),
        );
        // 0.2 of 16 is 3: a goes; its sample's main→b is residual, and
        // main→b holds both samples, residual: kept, nothing else leads
        // there.
        assert_eq!(d.graph.trimmed.dropped_nodes, 1);
        assert_eq!(
            edges(&d),
            ["b->leaf:11", "main->x:5", "main...b:11", "x->c:5"]
        );
        // Edges below 0.5 of 16 (8) are dropped and counted.
        let d = drawn(
            &p,
            go_options(),
            &Filters::default(),
            Unit::Samples,
            trim(0, 0.2, 0.5),
        );
        assert_eq!(d.graph.trimmed.dropped_edges, 2);
    }

    #[test]
    fn a_residual_edge_reached_another_way_is_removed() {
        let p = toy::profile(&[(&["leaf", "a", "main"], 20), (&["leaf", "x", "main"], 1)]);
        let all = drawn(
            &p,
            go_options(),
            &Filters::default(),
            Unit::Samples,
            trim(0, 0.0, 0.0),
        );
        assert_eq!(all.order.len(), 4);
        // x (cum 1) is below 0.1 of 21: main...leaf, residual, goes too,
        // as main reaches leaf through a.
        let d = drawn(
            &p,
            go_options(),
            &Filters::default(),
            Unit::Samples,
            trim(0, 0.1, 0.0),
        );
        assert_eq!(edges(&d), ["a->leaf:20", "main->a:20"]);
        // The same with a residual edge that is the only way: kept.
        let p = toy::profile(&[(&["leaf", "x", "main"], 1), (&["leaf", "main"], 20)]);
        let d = drawn(
            &p,
            go_options(),
            &Filters::default(),
            Unit::Samples,
            trim(0, 0.1, 0.0),
        );
        assert_eq!(edges(&d), ["main...leaf:21"]);
        // nodecount 2 keeps the first two nodes in the order, and says
        // how many there were.
        let d = drawn(
            &p,
            go_options(),
            &Filters::default(),
            Unit::Samples,
            trim(2, 0.0, 0.0),
        );
        assert_eq!(d.order.len(), 2);
        assert_eq!(d.graph.trimmed.before_nodecount, 3);
    }

    #[test]
    fn a_graph_not_counted_again_keeps_its_edges_between_the_nodes_kept() {
        let p = toy::profile(&[(&["leaf", "mid", "main"], 10), (&["tiny", "main"], 1)]);
        let graph = crate::graph::build(&p, go_options(), &Filters::default(), Unit::Samples);
        let d = drawn_from(graph, trim(2, 0.0, 0.0));
        // leaf (a leaf: 10 + its flat 10) and main (an entry calling two:
        // 1.44 times 11); mid, which samples only pass through, and tiny
        // go, and the edges between them.
        assert_eq!(names(&d), ["leaf", "main"]);
        assert_eq!(d.graph.trimmed.before_nodecount, 4);
        assert!(d.graph.edges.is_empty());
        let graph = crate::graph::build(&p, go_options(), &Filters::default(), Unit::Samples);
        let d = drawn_from(graph, trim(0, 0.5, 0.0));
        assert_eq!(d.graph.trimmed.dropped_nodes, 1);
        assert_eq!(edges(&d), ["main->mid:10", "mid->leaf:10"]);
    }

    #[test]
    fn the_score_is_gos() {
        // A node with flat 2 of cum 10, called by one caller, calling two
        // callees of 4 each: in 0, out the entropy of 2/10, 4/10, 4/10.
        let score = entropy_score(2, 10, &[10], &[4, 4]);
        let out = -(0.2f64 * 0.2f64.log2()) - 2.0 * (0.4f64 * 0.4f64.log2());
        assert_eq!(score, (out * 10.0) as i64 + 2);
        assert_eq!(entropy_score(5, 5, &[], &[]), 15);
    }
}
