//! The call table behind `--callgrind`: cost per source position and per
//! caller→callee pair of positions, over the samples the filters keep.
//!
//! Every inline frame is a position of its own (`name[inline]`, as perl
//! pprof's `ExtractCalls` names them). Unlike perl, every adjacent pair of
//! frames counts, up to the outermost one; perl stops a few pairs early
//! (its loop is bounded by the number of addresses, not of frames).

use crate::graph::granularity::NodeOptions;
use crate::graph::{Filters, View};
use crate::profile::Profile;
use std::collections::HashMap;

/// A position in the source: file, line and function.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// The source file (`??` when unknown).
    pub file: String,
    /// The line (0 when unknown).
    pub line: u32,
    /// The function; inlined ones end in `[inline]`.
    pub function: String,
}

/// Costs per position and per call.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Calls {
    /// Positions, indexed by the ids below.
    pub positions: Vec<Position>,
    /// Samples whose leaf frame is at the position.
    pub self_cost: HashMap<usize, i64>,
    /// (caller position, callee position) → samples along that call.
    pub calls: HashMap<(usize, usize), i64>,
}

/// The call table of the samples of `profile` that `filters` keep, with
/// the frames they show, named with `nodes`' names (its granularity is
/// the table's own).
pub fn calls(profile: &Profile, filters: &Filters, nodes: NodeOptions) -> Calls {
    let view = View::new(profile, filters, nodes);
    let mut table = Calls::default();
    let mut index: HashMap<Position, usize> = HashMap::new();
    let location_positions: Vec<Vec<usize>> = profile
        .location_ids()
        .map(|l| {
            view.frames(l)
                .iter()
                .map(|f| {
                    let position = Position {
                        file: f.file.unwrap_or("??").to_string(),
                        line: f.line,
                        function: if f.inlined {
                            format!("{}[inline]", f.name)
                        } else {
                            f.name.to_string()
                        },
                    };
                    *index.entry(position.clone()).or_insert_with(|| {
                        table.positions.push(position);
                        table.positions.len() - 1
                    })
                })
                .collect()
        })
        .collect();
    for kept in view.samples() {
        let mut stack = kept
            .stack
            .iter()
            .flat_map(|l| location_positions[l.index()].iter().copied());
        let Some(mut callee) = stack.next() else {
            continue;
        };
        let cost = table.self_cost.entry(callee).or_default();
        *cost = cost.saturating_add(kept.value);
        for caller in stack {
            let cost = table.calls.entry((caller, callee)).or_default();
            *cost = cost.saturating_add(kept.value);
            callee = caller;
        }
    }
    table
}
