//! Go pprof's call graph, as its `-tree` and `-peek` print it.
//!
//! It differs from perl's ([`build`](super::build)) in three ways. Nodes are
//! named without ` (inline)`: an inlined function and its out-of-line copy
//! are one node, and the edges into it say whether the calls were inlined.
//! An edge is counted once per sample, however often recursion repeats it,
//! and never from a node to itself. And the graph is trimmed as Go's
//! `newTrimmedGraph` trims it for a text report: nodes whose |cum| is below
//! `nodefraction` of the sum of flat values are dropped, then all but the
//! first `nodecount` in the report's order, and the graph is built again
//! from the samples with the nodes kept (the edges then go over the nodes
//! dropped); last, edges whose |weight| is below `edgefraction` of that sum
//! are dropped.

use crate::graph::View;
use crate::graph::filter::Filters;
use crate::graph::granularity::{Frame, NodeOptions, node_names};
use crate::graph::prune::PruneOptions;
use crate::profile::{Location, LocationId, Profile};
use foldhash::{HashMap, HashSet};
use std::cmp::Reverse;

/// Go's graph of the samples the filters keep, its nodes in the report's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoGraph {
    /// The nodes, by decreasing |flat| (or |cum|), then name.
    pub nodes: Vec<GoNode>,
    /// How many nodes `nodefraction` dropped.
    pub dropped_nodes: usize,
    /// How many nodes there were before `nodecount` kept the first ones.
    pub before_nodecount: usize,
}

/// One node (a function, line, address or file) with its callers and callees.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoNode {
    /// The name printed.
    pub name: String,
    /// Value of the samples whose leaf is this node.
    pub flat: i64,
    /// Value of the samples whose stack contains this node (once per sample).
    pub cum: i64,
    /// The edges from its callers, by decreasing |weight|, then name.
    pub callers: Vec<GoEdge>,
    /// The edges to its callees, by decreasing |weight|, then name.
    pub callees: Vec<GoEdge>,
}

/// An edge seen from one of its ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GoEdge {
    /// The node at its other end: an index into [`GoGraph::nodes`].
    pub node: usize,
    /// The value of the samples in which the caller calls the callee
    /// (directly, or through nodes the trimming dropped).
    pub weight: i64,
    /// True when every one of those calls was inlined.
    pub inline: bool,
}

/// What the graph is of and how it is trimmed.
#[derive(Debug, Clone, Copy)]
pub struct GoGraphOptions<'a> {
    /// What nodes stand for and how they are named.
    pub nodes: NodeOptions,
    /// Which samples count.
    pub filters: &'a Filters,
    /// The sample type whose values count.
    pub value_index: usize,
    /// Order the nodes by |cum| rather than by |flat|.
    pub by_cum: bool,
    /// Trim as Go's text reports do (`nodecount`, `nodefraction` and
    /// `edgefraction`; not `maxdegree`), or keep everything (`None`, as
    /// Go's `-peek`).
    pub trim: Option<PruneOptions>,
}

/// The names of the frames `frames` of location `loc` (as a [`View`]
/// shows them, innermost first) as Go prints them: as perl's node names
/// (see [`super::granularity`]), without the ` (inline)` mark.
pub(crate) fn go_names(
    profile: &Profile,
    loc: &Location,
    frames: &[Frame],
    options: NodeOptions,
) -> Vec<String> {
    let unmarked: Vec<Frame> = frames
        .iter()
        .map(|f| Frame {
            name: f.name.clone(),
            inlined: false,
            file: f.file,
            line: f.line,
            unknown: f.unknown.clone(),
        })
        .collect();
    node_names(profile, loc, &unmarked, options)
}

/// Node ids per location, innermost frame first, laid out flat: location
/// `l`'s are `ids[starts[l]..starts[l + 1]]`.
struct Names {
    names: Vec<String>,
    ids: Vec<usize>,
    starts: Vec<usize>,
}

impl Names {
    fn new(profile: &Profile, view: &View, options: NodeOptions) -> Names {
        let mut names: Vec<String> = Vec::new();
        let mut index: HashMap<String, usize> = HashMap::default();
        let mut ids = Vec::new();
        let mut starts = Vec::with_capacity(profile.locations.len() + 1);
        starts.push(0);
        for (l, loc) in profile.locations.iter().enumerate() {
            for name in go_names(profile, loc, view.frames(LocationId::new(l)), options) {
                let id = *index.entry(name).or_insert_with_key(|name| {
                    names.push(name.clone());
                    names.len() - 1
                });
                ids.push(id);
            }
            starts.push(ids.len());
        }
        Names { names, ids, starts }
    }

    fn of(&self, location: usize) -> &[usize] {
        &self.ids[self.starts[location]..self.starts[location + 1]]
    }
}

/// Sums over the samples: flat and cum per node id, and per edge (caller,
/// callee) its weight and whether every call along it was inlined.
struct Sums {
    flat: Vec<i64>,
    cum: Vec<i64>,
    edges: HashMap<(usize, usize), (i64, bool)>,
}

impl Sums {
    /// Go's `newGraph`: each sample walked from the root, nodes not in
    /// `kept` skipped (an edge then goes over them); the leaf gets the flat
    /// value only when it is kept.
    fn new(names: &Names, samples: &[(usize, &[LocationId], i64)], kept: Option<&[bool]>) -> Sums {
        let n = names.names.len();
        let mut sums = Sums {
            flat: vec![0; n],
            cum: vec![0; n],
            edges: HashMap::default(),
        };
        let mut seen = vec![usize::MAX; n];
        let mut seen_edges: HashSet<(usize, usize)> = HashSet::default();
        for &(index, stack, value) in samples {
            seen_edges.clear();
            let mut parent: Option<usize> = None;
            let mut skipped = false;
            for loc in stack.iter().rev() {
                let ids = names.of(loc.index());
                for (depth, &node) in ids.iter().enumerate().rev() {
                    if kept.is_some_and(|k| !k[node]) {
                        skipped = true;
                        continue;
                    }
                    if seen[node] != index {
                        seen[node] = index;
                        sums.cum[node] = sums.cum[node].saturating_add(value);
                    }
                    if let Some(caller) = parent
                        && caller != node
                        && seen_edges.insert((caller, node))
                    {
                        // Inlined: not the outermost frame of its location.
                        let inline = depth + 1 != ids.len();
                        let edge = sums.edges.entry((caller, node)).or_insert((0, true));
                        edge.0 = edge.0.saturating_add(value);
                        edge.1 &= inline;
                    }
                    parent = Some(node);
                    skipped = false;
                }
            }
            if let Some(leaf) = parent
                && !skipped
            {
                sums.flat[leaf] = sums.flat[leaf].saturating_add(value);
            }
        }
        sums
    }

    /// The node ids of the graph (those with a value), in the report's order.
    fn order(&self, names: &Names, by_cum: bool) -> Vec<usize> {
        let mut order: Vec<usize> = (0..names.names.len())
            .filter(|&i| self.flat[i] != 0 || self.cum[i] != 0)
            .collect();
        let (flat, cum) = (&self.flat, &self.cum);
        order.sort_by(|&a, &b| {
            let (first, second) = if by_cum { (cum, flat) } else { (flat, cum) };
            Reverse(first[a].unsigned_abs())
                .cmp(&Reverse(first[b].unsigned_abs()))
                .then_with(|| names.names[a].cmp(&names.names[b]))
                .then_with(|| {
                    Reverse(second[a].unsigned_abs()).cmp(&Reverse(second[b].unsigned_abs()))
                })
        });
        order
    }
}

/// Go's graph of the samples of `profile` that `options` keep.
pub fn go_graph(profile: &Profile, options: GoGraphOptions) -> GoGraph {
    let view = View::new(profile, options.filters, options.nodes);
    let names = Names::new(profile, &view, options.nodes);
    let samples: Vec<(usize, &[LocationId], i64)> = view
        .stacks()
        .map(|kept| {
            (
                kept.index,
                kept.stack,
                kept.sample.value(options.value_index),
            )
        })
        .filter(|(_, _, v)| *v != 0)
        .collect();
    let mut sums = Sums::new(&names, &samples, None);
    let mut order = sums.order(&names, options.by_cum);
    let mut dropped_nodes = 0;
    let mut before_nodecount = order.len();
    if let Some(trim) = options.trim {
        let total = order
            .iter()
            .fold(0i64, |t, &n| t.saturating_add(sums.flat[n]));
        let cutoff = |fraction: f64| ((total as f64 * fraction) as i64).saturating_abs();
        let (node_cutoff, edge_cutoff) = (cutoff(trim.nodefraction), cutoff(trim.edgefraction));
        let keep_only = |nodes: &[usize]| {
            let mut kept = vec![false; names.names.len()];
            for &n in nodes {
                kept[n] = true;
            }
            kept
        };
        if node_cutoff > 0 {
            let above: Vec<usize> = order
                .iter()
                .copied()
                .filter(|&n| sums.cum[n].saturating_abs() >= node_cutoff)
                .collect();
            if above.len() < order.len() {
                dropped_nodes = order.len() - above.len();
                sums = Sums::new(&names, &samples, Some(&keep_only(&above)));
                order = sums.order(&names, options.by_cum);
            }
        }
        before_nodecount = order.len();
        if trim.nodecount > 0 && trim.nodecount < order.len() {
            let top = keep_only(&order[..trim.nodecount]);
            sums = Sums::new(&names, &samples, Some(&top));
            order = sums.order(&names, options.by_cum);
        }
        sums.edges
            .retain(|_, (w, _)| w.saturating_abs() >= edge_cutoff);
    }
    GoGraph {
        nodes: assemble(&names, &sums, &order),
        dropped_nodes,
        before_nodecount,
    }
}

/// The nodes of `order` with their edges, each list by decreasing |weight|,
/// then by the name at the other end.
fn assemble(names: &Names, sums: &Sums, order: &[usize]) -> Vec<GoNode> {
    let mut position = vec![usize::MAX; names.names.len()];
    for (i, &n) in order.iter().enumerate() {
        position[n] = i;
    }
    let mut nodes: Vec<GoNode> = order
        .iter()
        .map(|&n| GoNode {
            name: names.names[n].clone(),
            flat: sums.flat[n],
            cum: sums.cum[n],
            callers: Vec::new(),
            callees: Vec::new(),
        })
        .collect();
    for (&(caller, callee), &(weight, inline)) in &sums.edges {
        let (from, to) = (position[caller], position[callee]);
        if from == usize::MAX || to == usize::MAX {
            continue;
        }
        nodes[to].callers.push(GoEdge {
            node: from,
            weight,
            inline,
        });
        nodes[from].callees.push(GoEdge {
            node: to,
            weight,
            inline,
        });
    }
    let names: Vec<String> = nodes.iter().map(|n| n.name.clone()).collect();
    for node in &mut nodes {
        for edges in [&mut node.callers, &mut node.callees] {
            edges.sort_by(|a, b| {
                Reverse(a.weight.unsigned_abs())
                    .cmp(&Reverse(b.weight.unsigned_abs()))
                    .then_with(|| names[a.node].cmp(&names[b.node]))
            });
        }
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::toy;

    fn graph(stacks: &[(&[&str], i64)], trim: Option<PruneOptions>) -> GoGraph {
        let p = toy::profile(stacks);
        go_graph(
            &p,
            GoGraphOptions {
                nodes: NodeOptions::default(),
                filters: &Filters::default(),
                value_index: 0,
                by_cum: false,
                trim,
            },
        )
    }

    /// Each node as (name, flat, cum, callers, callees), edges as
    /// (name, weight, inline).
    type Row = (
        String,
        i64,
        i64,
        Vec<(String, i64, bool)>,
        Vec<(String, i64, bool)>,
    );

    fn rows(g: &GoGraph) -> Vec<Row> {
        let edges = |edges: &[GoEdge]| {
            edges
                .iter()
                .map(|e| (g.nodes[e.node].name.clone(), e.weight, e.inline))
                .collect()
        };
        g.nodes
            .iter()
            .map(|n| {
                (
                    n.name.clone(),
                    n.flat,
                    n.cum,
                    edges(&n.callers),
                    edges(&n.callees),
                )
            })
            .collect()
    }

    #[test]
    fn recursion_counts_an_edge_once_per_sample_and_no_self_edge() {
        let g = graph(
            &[(&["leaf", "rec", "rec", "main"], 4), (&["x", "main"], 1)],
            None,
        );
        let e = |n: &str, w, i| (n.to_string(), w, i);
        assert_eq!(
            rows(&g),
            [
                ("leaf".into(), 4, 4, vec![e("rec", 4, false)], vec![]),
                ("x".into(), 1, 1, vec![e("main", 1, false)], vec![]),
                (
                    "main".into(),
                    0,
                    5,
                    vec![],
                    vec![e("rec", 4, false), e("x", 1, false)]
                ),
                (
                    "rec".into(),
                    0,
                    4,
                    vec![e("main", 4, false)],
                    vec![e("leaf", 4, false)]
                ),
            ]
        );
    }

    #[test]
    fn inlined_functions_are_one_node_with_inline_edges() {
        // `b` inlined into `a` at one address, and called out of line from
        // `c`: one node `b`, its edge from `a` inline, from `c` not.
        let g = graph(&[(&["a>b", "main"], 3), (&["b", "c", "main"], 2)], None);
        let b = g.nodes.iter().find(|n| n.name == "b").unwrap();
        assert_eq!((b.flat, b.cum), (5, 5));
        let callers: Vec<(&str, i64, bool)> = b
            .callers
            .iter()
            .map(|e| (g.nodes[e.node].name.as_str(), e.weight, e.inline))
            .collect();
        assert_eq!(callers, [("a", 3, true), ("c", 2, false)]);
    }

    #[test]
    fn trimming_rebuilds_the_graph_over_the_nodes_dropped() {
        // `mid` (cum 1 of 100) is under nodefraction 0.05: dropped, and
        // `main` then calls `leaf2` directly; `leaf1` stays.
        let trim = PruneOptions {
            nodecount: 0,
            nodefraction: 0.05,
            edgefraction: 0.0,
            maxdegree: 8,
        };
        let g = graph(
            &[(&["leaf1", "main"], 99), (&["leaf2", "mid", "main"], 1)],
            Some(trim),
        );
        let names: Vec<&str> = g.nodes.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names, ["leaf1", "main"]);
        assert_eq!(g.dropped_nodes, 2);
        // nodecount keeps the first nodes by flat.
        let trim = PruneOptions {
            nodecount: 1,
            nodefraction: 0.0,
            ..trim
        };
        let g = graph(
            &[(&["leaf1", "main"], 99), (&["leaf2", "mid", "main"], 1)],
            Some(trim),
        );
        assert_eq!(g.before_nodecount, 4);
        assert_eq!(g.nodes.len(), 1);
        assert_eq!((g.nodes[0].flat, g.nodes[0].cum), (99, 99));
    }
}
