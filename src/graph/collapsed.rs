//! Folded stacks (`--collapsed`): one line per distinct stack, root first,
//! frames joined by `;`, with the stack's value, as flamegraph.pl reads
//! them and perl pprof's `--collapsed` writes them. Unlike perl, stacks are
//! merged by their names at the chosen granularity (perl keeps one line per
//! address stack), so each distinct stack of names is one line.

use crate::graph::Filters;
use crate::graph::granularity::{NodeOptions, is_dropped_address, node_names};
use crate::profile::Profile;
use std::collections::BTreeMap;

/// The folded stacks of the samples `filters` keep, in name order, each
/// with its summed value of the type shown; stacks that sum to 0 are left
/// out.
pub fn collapsed(profile: &Profile, nodes: NodeOptions, filters: &Filters) -> Vec<(String, i64)> {
    // Each location's names, root-most first, joined once.
    let names: Vec<String> = profile
        .locations
        .iter()
        .map(|loc| {
            if is_dropped_address(loc.address) {
                return String::new();
            }
            let mut names = node_names(profile, loc, nodes);
            names.reverse();
            names.join(";")
        })
        .collect();
    let mut stacks: BTreeMap<String, i64> = BTreeMap::new();
    for (_, sample) in filters.kept(profile, nodes.full_names) {
        let mut line = String::new();
        for id in sample.stack.iter().rev() {
            let frame = &names[id.index()];
            if frame.is_empty() {
                continue;
            }
            if !line.is_empty() {
                line.push(';');
            }
            line.push_str(frame);
        }
        let sum = stacks.entry(line).or_default();
        *sum = sum.saturating_add(profile.value(sample));
    }
    stacks.into_iter().filter(|(_, v)| *v != 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::toy;

    #[test]
    fn stacks_fold_root_first_and_merge_by_name() {
        let p = toy::profile(&[
            (&["leaf", "mid", "main"], 3),
            (&["leaf", "main"], 2),
            (&["mid>inl", "main"], 4),
        ]);
        let lines = collapsed(&p, NodeOptions::default(), &Filters::default());
        assert_eq!(
            lines,
            [
                ("main;leaf".to_string(), 2),
                ("main;mid;inl (inline)".to_string(), 4),
                ("main;mid;leaf".to_string(), 3),
            ]
        );
    }
}
