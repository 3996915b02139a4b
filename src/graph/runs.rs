//! Each run's own values of every node, for comparing groups of runs
//! (`compare_runs`): the samples of a profile whose runs were kept apart
//! ([`crate::profile::Run`]) counted run by run, with the nodes, filters
//! and granularity of the report's graph.

use super::build::{Builder, GraphOptions};
use super::filter::Filters;
use super::node::NodeKey;
use crate::profile::{Profile, Run, Runs};
use std::collections::HashMap;
use std::sync::Arc;

/// The values of every node in every run.
#[derive(Debug, Clone)]
pub struct RunCounts {
    /// How many runs the base group has.
    pub base_runs: usize,
    /// How many runs the other group has.
    pub runs: usize,
    /// Per run (the base's first, then the others'), each node's flat
    /// value, positive (a base's samples, subtracted in the profile, are
    /// counted as they were recorded).
    pub flat: Vec<Vec<i64>>,
    /// Per run, each node's cum value, as [`RunCounts::flat`].
    pub cum: Vec<Vec<i64>>,
    /// Per run, the sum of the |values| of all its samples of the type
    /// shown, whatever the filters keep: what a run's shares are of.
    pub totals: Vec<i64>,
    /// The node of each key.
    nodes: HashMap<Arc<NodeKey<'static>>, usize>,
}

impl RunCounts {
    /// The node of `key`, when some run has it.
    pub fn node(&self, key: &NodeKey<'static>) -> Option<usize> {
        self.nodes.get(key).copied()
    }

    /// The place of `run` among [`RunCounts::flat`]'s.
    fn slot(&self, run: Run) -> Option<usize> {
        match run {
            Run::Base(i) => (i < self.base_runs).then_some(i),
            Run::Profile(i) => (i < self.runs).then_some(self.base_runs + i),
        }
    }
}

/// Counts the samples of `profile` that `filters` keep run by run, with
/// the nodes `options` make, for the groups `compared` (a run without
/// samples counts as zeros; a sample of no run of theirs is left out).
pub fn count_runs(
    profile: &Profile,
    options: GraphOptions,
    filters: &Filters,
    compared: Runs,
) -> RunCounts {
    let runs: Vec<Option<Run>> = profile.samples.iter().map(Run::of).collect();
    let (base_runs, others) = (compared.base, compared.other);
    let builder = Builder::new(profile, filters, options);
    let node_count = builder.nodes.len();
    let slots = base_runs + others;
    let mut counts = RunCounts {
        base_runs,
        runs: others,
        flat: vec![vec![0; node_count]; slots],
        cum: vec![vec![0; node_count]; slots],
        totals: vec![0; slots],
        nodes: builder
            .nodes
            .iter()
            .enumerate()
            .map(|(n, (key, _))| (key.clone(), n))
            .collect(),
    };
    // A base's samples were negated to be subtracted.
    let sign = |run: Run| if matches!(run, Run::Base(_)) { -1 } else { 1 };
    let index = options.nodes.value_index;
    for (sample, run) in profile.samples.iter().zip(&runs) {
        if let Some(run) = *run
            && let Some(slot) = counts.slot(run)
        {
            let value = sample.value(index).saturating_mul(sign(run));
            counts.totals[slot] = counts.totals[slot].saturating_add(value.saturating_abs());
        }
    }
    // The last sample that counted each node, for cum once per sample.
    let mut seen = vec![usize::MAX; node_count];
    for kept in builder.samples() {
        let Some(run) = runs[kept.index] else {
            continue;
        };
        let Some(slot) = counts.slot(run) else {
            continue;
        };
        let value = kept.value.saturating_mul(sign(run));
        let mut leaf = true;
        for &l in kept.stack {
            for &n in builder.location_nodes(l) {
                if leaf {
                    counts.flat[slot][n] = counts.flat[slot][n].saturating_add(value);
                    leaf = false;
                }
                if seen[n] != kept.index {
                    seen[n] = kept.index;
                    counts.cum[slot][n] = counts.cum[slot][n].saturating_add(value);
                }
            }
        }
    }
    counts
}
