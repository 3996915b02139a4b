//! `--list --inlined_lines`: the values of a routine's lines as Go pprof's
//! `-list` counts them.
//!
//! Go lists a function's lines from a graph of lines, each
//! (function, file, line) of a sample's frames (inline frames included) a
//! node: a line's flat is the value of the samples whose innermost frame
//! it is, its cum that of the samples that have it among their frames
//! anywhere, once per sample. So the line of an inlined call has the
//! inlined code's samples in its cum (not its flat), and an inlined line
//! those of the code inlined into it in its cum. Here the lines are those
//! of a symbol-table routine's code: each sample's locations in the
//! routine's range, their frames as symbolized (the filters' frames, and
//! only the outermost with `noinlines`, as in Go).

use crate::graph::locations::Counts;
use crate::graph::{Filters, NodeOptions, View};
use crate::profile::{LocationId, Profile};
use crate::report::code::Match;
use crate::report::named_source::Tally;
use crate::symbolize::Objects;
use std::collections::BTreeMap;

/// A line of a routine's code: the file and line, and whether it is the
/// routine's own (its outermost frame) or of code inlined into it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct LineKey {
    /// The routine's own line (the outermost frame's), not inlined code's.
    pub own: bool,
    /// The source file, as the debug information names it.
    pub file: String,
    /// The line.
    pub line: u32,
}

/// The values of one routine's lines.
pub(crate) type RoutineLines = BTreeMap<LineKey, Counts>;

/// The values of the lines of each of `routines` (in their order), of the
/// samples `filters` keep, in the sample type and inline setting of
/// `nodes`.
pub(crate) fn tally(
    profile: &Profile,
    objects: &Objects,
    filters: &Filters,
    nodes: NodeOptions,
    routines: &[Match],
) -> Vec<RoutineLines> {
    let mut result = vec![RoutineLines::new(); routines.len()];
    if routines.is_empty() {
        return result;
    }
    // The routines' code, sorted: (file, start, end, routine).
    let mut ranges: Vec<(usize, u64, u64, usize)> = routines
        .iter()
        .enumerate()
        .map(|(i, r)| (r.file, r.routine.start, r.routine.end, i))
        .collect();
    ranges.sort_unstable();
    let routine_of = |l: LocationId| -> Option<usize> {
        let location = profile.location(l);
        let mapping = location.mapping?;
        let file = objects.file_of(mapping)?;
        let address =
            objects.files()[file].file_address(profile.mapping(mapping), location.address);
        let after = ranges.partition_point(|r| (r.0, r.1) <= (file, address));
        let &(f, _, end, routine) = ranges.get(after.checked_sub(1)?)?;
        (f == file && address < end).then_some(routine)
    };
    let nodes = NodeOptions {
        value_index: nodes.value_index,
        noinlines: nodes.noinlines,
        ..NodeOptions::default()
    };
    let view = View::new(profile, filters, nodes);
    // Each line once, with its routine; per location, the lines of its
    // frames (with whether the frame is the innermost), found once.
    let mut keys: Vec<(usize, LineKey)> = Vec::new();
    let mut ids: foldhash::HashMap<(usize, LineKey), usize> = foldhash::HashMap::default();
    let mut tallies: Vec<Tally> = Vec::new();
    let mut of_location: Vec<Option<Vec<(usize, bool)>>> = vec![None; profile.locations.len()];
    for kept in view.samples() {
        let stack = kept.stack.iter().filter(|l| view.shows(**l));
        for (depth, &l) in stack.enumerate() {
            let lines = of_location[l.index()].get_or_insert_with(|| {
                let Some(routine) = routine_of(l) else {
                    return Vec::new();
                };
                let frames = view.frames(l);
                let outermost = frames.len().saturating_sub(1);
                frames
                    .iter()
                    .enumerate()
                    .filter_map(|(k, frame)| {
                        let key = LineKey {
                            own: k == outermost,
                            file: frame.file?.to_string(),
                            line: frame.line,
                        };
                        let id = *ids.entry((routine, key.clone())).or_insert_with(|| {
                            keys.push((routine, key));
                            tallies.push(Tally::NEW);
                            tallies.len() - 1
                        });
                        Some((id, k == 0))
                    })
                    .collect()
            });
            for &(id, innermost) in lines.iter() {
                tallies[id].add(kept.index, kept.value, depth == 0 && innermost);
            }
        }
    }
    for ((routine, key), tally) in keys.into_iter().zip(tallies) {
        *result[routine].entry(key).or_default() += tally.counts;
    }
    result
}
