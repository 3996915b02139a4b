//! One graph for every report: flat and cumulative values per node,
//! weights per edge, counted as the [`GraphOptions`] say.
//!
//! What differs between perl pprof's reports and Go pprof's is options of
//! the one builder ([`GraphOptions`], whose two presets are in
//! [`crate::report::preset`]): how an edge is counted (once per adjacent
//! pair of frames, as perl, or once per sample, as Go), whether an edge
//! from a node to itself is kept, whether an inlined function is a node of
//! its own ([`NodeOptions::merge_inlines`]), how the graph is trimmed (Go's
//! `newTrimmedGraph`, in [`super::trim`]) and what percentages are of.

use crate::graph::filter::Filters;
use crate::graph::granularity::{NodeOptions, node_keys};
use crate::graph::node::NodeKey;
use crate::graph::{Kept, PruneOptions, Totals, View};
use crate::profile::units::Unit;
use crate::profile::{LocationId, Profile};
use foldhash::{HashMap, HashSet};
use std::sync::Arc;

/// One node of a report: a function, line, address or file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// What it stands for (shared with the documents made of the graph).
    pub key: Arc<NodeKey<'static>>,
    /// Its name, made from its key once, at the graph's granularity.
    pub name: String,
    /// Value of the samples whose leaf is this node.
    pub flat: i64,
    /// Value of the samples whose stack contains this node (once per
    /// sample, however often recursion repeats it).
    pub cum: i64,
    /// True when a sample that the filters kept counts this node (a node
    /// that Go's trimming dropped is not).
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
    /// callee, counted as [`GraphOptions::edges`] says.
    pub weight: i64,
    /// True when every one of those calls was inlined (the callee's frame
    /// was not the outermost of its location).
    pub inline: bool,
    /// True when some of those calls went through nodes the graph does not
    /// keep (Go's residual edges, drawn dotted).
    pub residual: bool,
}

/// What the samples add up to along one caller→callee edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct EdgeSum {
    /// The sum of the samples' values.
    pub weight: i64,
    /// Every call was inlined.
    pub inline: bool,
    /// Some call went through nodes not kept.
    pub residual: bool,
}

impl Default for EdgeSum {
    /// No sample yet: inline until a call that is not.
    fn default() -> Self {
        EdgeSum {
            weight: 0,
            inline: true,
            residual: false,
        }
    }
}

impl EdgeSum {
    /// Adds a sample's `value` along a call, `inline` or not, over nodes
    /// not kept (`residual`) or not.
    pub fn add(&mut self, value: i64, inline: bool, residual: bool) {
        self.weight = self.weight.saturating_add(value);
        self.inline &= inline;
        self.residual |= residual;
    }
}

/// How an edge is counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum EdgeCount {
    /// Once per adjacent pair of frames in each stack: recursion counts a
    /// sample once per level (perl pprof's).
    #[default]
    PerPair,
    /// Once per sample, however often recursion repeats the pair (Go
    /// pprof's).
    PerSample,
}

/// What a graph's percentages are of.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum PercentOf {
    /// The samples the filters keep (perl's; Go's `relative_percentages`).
    #[default]
    Shown,
    /// Every sample of the profile, filtered or not (Go's).
    Whole,
}

/// What a graph is made of and how it is counted.
#[derive(Debug, Clone, Copy)]
pub struct GraphOptions {
    /// What nodes stand for and how they are named.
    pub nodes: NodeOptions,
    /// Count edges (a text report needs none).
    pub with_edges: bool,
    /// How an edge is counted.
    pub edges: EdgeCount,
    /// Keep the edges from a node to itself (recursion).
    pub self_edges: bool,
    /// Trim the graph as Go's `newTrimmedGraph` does (`None`: keep every
    /// node, as perl's text and Go's `-peek`).
    pub trim: Option<PruneOptions>,
    /// Go's trimming orders the nodes by |cum| rather than |flat|.
    pub by_cum: bool,
    /// What percentages are of.
    pub percent_of: PercentOf,
}

impl GraphOptions {
    /// The graph of nodes as `nodes` say, counted as perl counts it:
    /// every adjacent pair an edge (when `with_edges`), self-edges kept,
    /// nothing trimmed, percentages of the samples kept.
    pub fn new(nodes: NodeOptions, with_edges: bool) -> Self {
        GraphOptions {
            nodes,
            with_edges,
            edges: EdgeCount::PerPair,
            self_edges: true,
            trim: None,
            by_cum: false,
            percent_of: PercentOf::Shown,
        }
    }
}

impl Default for GraphOptions {
    /// Perl's graph of functions, without edges.
    fn default() -> Self {
        GraphOptions::new(NodeOptions::default(), false)
    }
}

/// What Go's trimming dropped, for the header lines that say so.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Trimmed {
    /// How many nodes `nodefraction` dropped.
    pub dropped_nodes: usize,
    /// How many edges `edgefraction` dropped, as Go's drawn graph counts
    /// them (its text reports do not say).
    pub dropped_edges: usize,
    /// How many nodes there were before `nodecount` kept the first ones.
    pub before_nodecount: usize,
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
    /// "Focusing on".
    pub shown: Totals,
    /// The totals of every sample of the profile, filtered or not.
    pub whole: Totals,
    /// What percentages are of ([`Graph::percent_total`]).
    pub percent_of: PercentOf,
    /// How the values print.
    pub unit: Unit,
    /// True when cum and the edges are gprof's estimates from call counts
    /// (gmon.out) rather than sums over sampled stacks.
    pub cum_estimated: bool,
    /// What Go's trimming dropped.
    pub trimmed: Trimmed,
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
pub(super) struct Counts {
    pub flat: Vec<i64>,
    pub cum: Vec<i64>,
    pub present: Vec<bool>,
    pub edges: HashMap<(usize, usize), EdgeSum>,
    pub shown: Totals,
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
        for (edge, sum) in other.edges {
            self.edges
                .entry(edge)
                .or_default()
                .add(sum.weight, sum.inline, sum.residual);
        }
        self.shown.add_totals(&other.shown);
    }
}

/// The edges one sample has counted, to count an edge once per sample
/// (Go's): a list while no node repeats in the stack (no edge can repeat
/// then), a set from the first node that does.
#[derive(Default)]
struct SampleEdges {
    list: Vec<(usize, usize)>,
    set: HashSet<(usize, usize)>,
    recursive: bool,
}

impl SampleEdges {
    /// Starts another sample.
    fn clear(&mut self) {
        self.list.clear();
        if self.recursive {
            self.set.clear();
            self.recursive = false;
        }
    }

    /// Whether `edge` is new in this sample (and now counted); `repeated`:
    /// its caller was met before in this sample.
    fn first(&mut self, edge: (usize, usize), repeated: bool) -> bool {
        if repeated && !self.recursive {
            self.set.extend(self.list.iter().copied());
            self.recursive = true;
        }
        if self.recursive {
            self.set.insert(edge)
        } else {
            self.list.push(edge);
            true
        }
    }
}

/// Counts `samples` into `nodes` nodes: flat, cum (once per sample however
/// often recursion repeats a node), and edge weights when `with_edges`.
/// With `kept`, the nodes it does not keep are skipped (an edge then goes
/// over them, and a sample whose leaf is skipped gives no node its flat).
fn count<'p>(
    samples: impl IntoIterator<Item = Kept<'p>>,
    locations: Locations,
    nodes: usize,
    options: &GraphOptions,
    kept: Option<&[bool]>,
    with_edges: bool,
) -> Counts {
    let mut flat = vec![0i64; nodes];
    let mut cum = vec![0i64; nodes];
    // The last sample that counted each node.
    let mut seen = vec![usize::MAX; nodes];
    let mut edges: HashMap<(usize, usize), EdgeSum> = HashMap::default();
    let mut sample_edges = SampleEdges::default();
    let mut shown = Totals::default();
    let per_sample = options.edges == EdgeCount::PerSample;
    for sample in samples {
        let (sample_index, value) = (sample.index, sample.value);
        // The last node met (the callee of the next), and whether its
        // frame was inlined.
        let mut callee: Option<(usize, bool)> = None;
        let mut leaf = true;
        // Nodes not kept were skipped since the last node kept.
        let mut skipped = false;
        sample_edges.clear();
        for l in sample.stack {
            let ids = &locations.ids[locations.starts[l.index()]..locations.starts[l.index() + 1]];
            for (depth, &n) in ids.iter().enumerate() {
                if leaf {
                    shown.add(sample.sample, value);
                }
                if kept.is_some_and(|k| !k[n]) {
                    leaf = false;
                    skipped = true;
                    continue;
                }
                if leaf {
                    flat[n] = flat[n].saturating_add(value);
                }
                leaf = false;
                let repeated = seen[n] == sample_index;
                if !repeated {
                    seen[n] = sample_index;
                    cum[n] = cum[n].saturating_add(value);
                }
                if with_edges
                    && let Some((to, inline)) = callee
                    && (options.self_edges || to != n)
                    && (!per_sample || sample_edges.first((n, to), repeated))
                {
                    edges
                        .entry((n, to))
                        .or_default()
                        .add(value, inline, skipped);
                }
                callee = Some((n, depth + 1 != ids.len()));
                skipped = false;
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

/// The nodes of a profile's view and the node of each location's frames:
/// what counting the samples needs.
pub(super) struct Builder<'p> {
    profile: &'p Profile,
    view: View<'p>,
    options: GraphOptions,
    /// The nodes' keys and names, by node id.
    pub nodes: Vec<(Arc<NodeKey<'static>>, String)>,
    ids: Vec<usize>,
    starts: Vec<usize>,
}

impl<'p> Builder<'p> {
    /// The nodes of the samples of `profile` that `filters` keep.
    pub fn new(profile: &'p Profile, filters: &Filters, options: GraphOptions) -> Self {
        let view = View::new(profile, filters, options.nodes);
        let granularity = options.nodes.granularity;
        let mut nodes: Vec<(Arc<NodeKey<'static>>, String)> = Vec::new();
        let mut index: HashMap<NodeKey<'static>, usize> = HashMap::default();
        // The nodes of each location, innermost frame first, computed once
        // and laid out flat: location l's nodes are ids[starts[l]..starts[l + 1]].
        let mut ids: Vec<usize> = Vec::new();
        let mut starts: Vec<usize> = Vec::with_capacity(profile.locations.len() + 1);
        starts.push(0);
        for (l, loc) in profile.location_ids().zip(&profile.locations) {
            for key in node_keys(profile, loc, view.frames(l), options.nodes) {
                let id = match index.get(&key) {
                    Some(&id) => id,
                    None => {
                        let key = key.into_owned();
                        let name =
                            key.label(granularity, profile.address_bytes, options.nodes.go_labels);
                        nodes.push((Arc::new(key.clone()), name));
                        index.insert(key, nodes.len() - 1);
                        nodes.len() - 1
                    }
                };
                ids.push(id);
            }
            starts.push(ids.len());
        }
        Builder {
            profile,
            view,
            options,
            nodes,
            ids,
            starts,
        }
    }

    /// Whether Go's trimming orders the nodes by |cum|.
    pub fn by_cum(&self) -> bool {
        self.options.by_cum
    }

    /// The samples shown.
    pub fn samples(&self) -> impl Iterator<Item = Kept<'p>> + '_ {
        self.view.samples()
    }

    /// The nodes of location `l`'s frames, innermost first.
    pub fn location_nodes(&self, l: LocationId) -> &[usize] {
        &self.ids[self.starts[l.index()]..self.starts[l.index() + 1]]
    }

    /// Counts the samples, skipping the nodes `kept` does not keep, the
    /// edges too when `with_edges` and the options ask for them; on
    /// threads of their own by ranges of samples, then added up: a long
    /// profile has millions of frames.
    pub fn count(&self, kept: Option<&[bool]>, with_edges: bool) -> Counts {
        let with_edges = with_edges && self.options.with_edges;
        let locations = Locations {
            ids: &self.ids,
            starts: &self.starts,
        };
        let n = self.profile.samples.len();
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
        let (view, options) = (&self.view, &self.options);
        let node_count = self.nodes.len();
        let mut parts = std::thread::scope(|scope| {
            let handles: Vec<_> = ranges
                .iter()
                .skip(1)
                .map(|range| {
                    let range = range.clone();
                    scope.spawn(move || {
                        count(
                            view.samples_in(range),
                            locations,
                            node_count,
                            options,
                            kept,
                            with_edges,
                        )
                    })
                })
                .collect();
            let first = count(
                view.samples_in(ranges.first().cloned().unwrap_or(0..0)),
                locations,
                node_count,
                options,
                kept,
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
        sum
    }

    /// The graph of `counts`, its values to print in `unit`.
    pub fn graph(&self, counts: Counts, unit: Unit, trimmed: Trimmed) -> Graph {
        let Counts {
            flat,
            cum,
            present,
            edges,
            shown,
        } = counts;
        let nodes = self
            .nodes
            .iter()
            .enumerate()
            .map(|(n, (key, name))| Node {
                key: key.clone(),
                name: name.clone(),
                flat: flat[n],
                cum: cum[n],
                present: present[n],
            })
            .collect();
        let mut graph = Graph::new(
            self.profile,
            self.options.nodes.value_index,
            nodes,
            edges,
            shown,
            unit,
        );
        graph.percent_of = self.options.percent_of;
        graph.trimmed = trimmed;
        graph
    }
}

/// Builds the graph of `profile`'s samples that `filters` keep, as
/// `options` say, values to print in `unit`.
pub fn build(profile: &Profile, options: GraphOptions, filters: &Filters, unit: Unit) -> Graph {
    let builder = Builder::new(profile, filters, options);
    match options.trim {
        Some(trim) => super::trim::trimmed(&builder, trim, unit),
        None => builder.graph(builder.count(None, true), unit, Trimmed::default()),
    }
}

impl Graph {
    /// The graph of `nodes` and the sums of `edges` (by caller and
    /// callee index), made of the
    /// samples of `profile` whose values of type `value_index` count, of
    /// which those shown add up to `shown`.
    pub(crate) fn new(
        profile: &Profile,
        value_index: usize,
        nodes: Vec<Node>,
        edges: HashMap<(usize, usize), EdgeSum>,
        shown: Totals,
        unit: Unit,
    ) -> Graph {
        let mut whole = Totals::default();
        for sample in &profile.samples {
            let value = sample.value(value_index);
            if value != 0 {
                whole.add(sample, value);
            }
        }
        Graph {
            nodes,
            edges: edges
                .into_iter()
                .map(|((caller, callee), sum)| Edge {
                    caller,
                    callee,
                    weight: sum.weight,
                    inline: sum.inline,
                    residual: sum.residual,
                })
                .collect(),
            total: whole.signed,
            shown,
            whole,
            percent_of: PercentOf::Shown,
            unit,
            cum_estimated: false,
            trimmed: Trimmed::default(),
        }
    }

    /// What percentages are of: the sum of the |values| of the samples
    /// shown or of the whole profile (as [`Graph::percent_of`] says), or of
    /// a `--diff_base` base's samples when there are some
    /// ([`Totals::percent_total`]).
    pub fn percent_total(&self) -> i64 {
        match self.percent_of {
            PercentOf::Shown => self.shown.percent_total(),
            PercentOf::Whole => self.whole.percent_total(),
        }
    }
}

#[cfg(test)]
mod tests;
