//! Flat and cumulative values per node, weights per edge.

use crate::graph::filter::Filters;
use crate::graph::granularity::{NodeOptions, node_names};
use crate::graph::{Kept, Totals, View};
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

/// Below this many samples, one thread counts them all.
const PARALLEL_SAMPLES: usize = 50_000;
/// The most threads that count samples.
const MAX_THREADS: usize = 8;

/// The nodes of each location, innermost frame first, laid out flat:
/// location `l`'s nodes are `ids[starts[l]..starts[l + 1]]`.
#[derive(Clone, Copy)]
struct Locations<'a> {
    ids: &'a [usize],
    starts: &'a [usize],
}

/// What some samples add to each node and edge.
struct Counts {
    flat: Vec<i64>,
    cum: Vec<i64>,
    present: Vec<bool>,
    edges: HashMap<(usize, usize), i64>,
    shown: Totals,
}

impl Counts {
    /// Adds the counts of other samples.
    fn add(&mut self, other: Counts) {
        for (sum, v) in self.flat.iter_mut().zip(other.flat) {
            *sum = sum.saturating_add(v);
        }
        for (sum, v) in self.cum.iter_mut().zip(other.cum) {
            *sum = sum.saturating_add(v);
        }
        for (sum, v) in self.present.iter_mut().zip(other.present) {
            *sum |= v;
        }
        for (edge, v) in other.edges {
            let weight = self.edges.entry(edge).or_default();
            *weight = weight.saturating_add(v);
        }
        self.shown.add_totals(&other.shown);
    }
}

/// Counts `samples` into `nodes` nodes: flat, cum (once per sample however
/// often recursion repeats a node), and edge weights when `with_edges`.
fn count<'p>(
    samples: impl IntoIterator<Item = Kept<'p>>,
    locations: Locations,
    nodes: usize,
    with_edges: bool,
) -> Counts {
    let mut flat = vec![0i64; nodes];
    let mut cum = vec![0i64; nodes];
    // The last sample that counted each node.
    let mut seen = vec![usize::MAX; nodes];
    let mut edges: HashMap<(usize, usize), i64> = HashMap::default();
    let mut shown = Totals::default();
    for kept in samples {
        let (sample_index, sample) = (kept.index, kept.sample);
        let value = kept.value;
        let mut callee: Option<usize> = None;
        for l in kept.stack {
            let frames = locations.starts[l.index()]..locations.starts[l.index() + 1];
            for &n in &locations.ids[frames] {
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
    Counts {
        flat,
        cum,
        present: seen.into_iter().map(|s| s != usize::MAX).collect(),
        edges,
        shown,
    }
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

    // The samples' values, by ranges of samples counted on threads of
    // their own and then added up: a long profile has millions of frames.
    let locations = Locations {
        ids: &ids,
        starts: &starts,
    };
    let n = profile.samples.len();
    let threads = if n < PARALLEL_SAMPLES {
        1
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
    };
    let chunk = n.div_ceil(threads).max(1);
    let ranges: Vec<std::ops::Range<usize>> = (0..n)
        .step_by(chunk)
        .map(|s| s..(s + chunk).min(n))
        .collect();
    let view = &view;
    let node_count = graph_nodes.len();
    let mut parts = std::thread::scope(|scope| {
        let handles: Vec<_> = ranges
            .iter()
            .skip(1)
            .map(|range| {
                let range = range.clone();
                scope
                    .spawn(move || count(view.samples_in(range), locations, node_count, with_edges))
            })
            .collect();
        let first = count(
            view.samples_in(ranges.first().cloned().unwrap_or(0..0)),
            locations,
            node_count,
            with_edges,
        );
        let mut parts = vec![first];
        parts.extend(
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))),
        );
        parts
    });
    let mut sum = parts.swap_remove(0);
    for part in parts {
        sum.add(part);
    }
    let Counts {
        flat,
        cum,
        present,
        edges,
        shown,
    } = sum;
    for (n, node) in graph_nodes.iter_mut().enumerate() {
        node.flat = flat[n];
        node.cum = cum[n];
        node.present = present[n];
    }
    Graph::new(profile, nodes, graph_nodes, edges, shown, unit)
}

impl Graph {
    /// The graph of `nodes` and the weights of `edges` (by caller and
    /// callee index), made of the samples of `profile` that `options`
    /// counts, of which those shown add up to `shown`.
    pub(crate) fn new(
        profile: &Profile,
        options: NodeOptions,
        nodes: Vec<Node>,
        edges: HashMap<(usize, usize), i64>,
        shown: Totals,
        unit: Unit,
    ) -> Graph {
        Graph {
            nodes,
            edges: edges
                .into_iter()
                .map(|((caller, callee), weight)| Edge {
                    caller,
                    callee,
                    weight,
                })
                .collect(),
            total: profile
                .samples
                .iter()
                .fold(0i64, |t, s| t.saturating_add(s.value(options.value_index))),
            shown,
            unit,
            cum_estimated: false,
        }
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
        let g = build(
            &p,
            NodeOptions::default(),
            &Filters::default(),
            true,
            Unit::Samples,
        );
        let view = View::new(&p, &Filters::default(), NodeOptions::default());
        let mut ids = Vec::new();
        let mut starts = vec![0];
        let mut index: HashMap<String, usize> = HashMap::default();
        for (l, loc) in p.location_ids().zip(&p.locations) {
            for name in node_names(&p, loc, view.frames(l), NodeOptions::default()) {
                let next = index.len();
                ids.push(*index.entry(name).or_insert(next));
            }
            starts.push(ids.len());
        }
        let locations = Locations {
            ids: &ids,
            starts: &starts,
        };
        let one = count(view.samples(), locations, index.len(), true);
        assert_eq!(g.shown, one.shown);
        for (name, &n) in &index {
            let node = g.nodes.iter().position(|x| &x.name == name).unwrap();
            assert_eq!(
                (g.nodes[node].flat, g.nodes[node].cum),
                (one.flat[n], one.cum[n]),
                "{name}"
            );
        }
        assert_eq!(g.edges.len(), one.edges.len());
        let mut names = vec![String::new(); index.len()];
        for (name, &n) in &index {
            names[n] = name.clone();
        }
        for e in &g.edges {
            let (caller, callee) = (&g.nodes[e.caller].name, &g.nodes[e.callee].name);
            let weight = one
                .edges
                .iter()
                .find(|((a, b), _)| &names[*a] == caller && &names[*b] == callee)
                .map(|(_, w)| *w);
            assert_eq!(Some(e.weight), weight, "{caller} -> {callee}");
        }
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
