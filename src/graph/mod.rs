//! Aggregation of samples into nodes with flat and cumulative values.
//!
//! A node is what a report row names: at function granularity, a function,
//! with inlined frames as nodes of their own marked ` (inline)`, as both
//! pprofs print them. A node that appears several times in one stack
//! (recursion) counts once in its cumulative value.

use crate::profile::{Location, Profile};
use crate::symbolize::mapping_file_name;
use std::collections::HashMap;

/// How nodes are named.
#[derive(Debug, Clone, Copy, Default)]
pub struct NodeOptions {
    /// Use full demangled names (with argument types) instead of short ones.
    pub full_names: bool,
}

/// One row of a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The name printed.
    pub name: String,
    /// Value of the samples whose leaf is this node.
    pub flat: i64,
    /// Value of the samples whose stack contains this node.
    pub cum: i64,
}

/// The nodes of a profile with the totals reports print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Aggregate {
    /// Nodes in no particular order.
    pub nodes: Vec<Node>,
    /// Sum of all sample values (pprof's `Total:`).
    pub total: i64,
    /// Sum of the flat values: the denominator of the percentages (samples
    /// whose stack is empty count in `total` only, as in perl pprof).
    pub flat_total: i64,
}

/// Aggregates `profile`'s samples into nodes.
pub fn aggregate(profile: &Profile, options: NodeOptions) -> Aggregate {
    let mut nodes: Vec<Node> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    // The nodes of each location, innermost frame first, computed once.
    let location_nodes: Vec<Vec<usize>> = profile
        .locations
        .iter()
        .map(|loc| {
            frame_names(profile, loc, options)
                .into_iter()
                .map(|name| {
                    *index.entry(name.clone()).or_insert_with(|| {
                        nodes.push(Node {
                            name,
                            flat: 0,
                            cum: 0,
                        });
                        nodes.len() - 1
                    })
                })
                .collect()
        })
        .collect();

    let mut seen = vec![usize::MAX; nodes.len()];
    let mut flat_total = 0;
    for (sample_index, sample) in profile.samples.iter().enumerate() {
        let mut stack = sample
            .stack
            .iter()
            .flat_map(|l| location_nodes[l.0].iter().copied());
        let Some(leaf) = stack.next() else {
            continue;
        };
        nodes[leaf].flat += sample.value;
        flat_total += sample.value;
        for n in std::iter::once(leaf).chain(stack) {
            if seen[n] != sample_index {
                seen[n] = sample_index;
                nodes[n].cum += sample.value;
            }
        }
    }
    Aggregate {
        nodes,
        total: profile.total(),
        flat_total,
    }
}

/// The node names of a location's frames, innermost first.
fn frame_names(profile: &Profile, loc: &Location, options: NodeOptions) -> Vec<String> {
    if loc.lines.is_empty() {
        let library = loc
            .mapping
            .map(|m| &profile.mappings[m.0])
            .filter(|m| !m.is_main)
            .map(|m| format!(" ({})", mapping_file_name(&m.path)))
            .unwrap_or_default();
        return vec![format!("0x{:016x}{library}", loc.address)];
    }
    loc.lines
        .iter()
        .map(|line| {
            let f = profile.function(line.function);
            let name = if options.full_names {
                &f.full_name
            } else {
                &f.name
            };
            if line.inlined {
                format!("{name} (inline)")
            } else {
                name.clone()
            }
        })
        .collect()
}
