//! Folded stacks (`--collapsed`, and the flame graphs drawn from them): one
//! per distinct stack of frame names, root first, with the stack's value, as
//! flamegraph.pl reads them and perl pprof's `--collapsed` writes them.
//! Unlike perl, stacks are merged by their names at the chosen granularity
//! (perl keeps one line per address stack).

use crate::graph::granularity::{NodeOptions, node_names};
use crate::graph::{Filters, View};
use crate::profile::Profile;
use foldhash::HashMap;

/// Distinct stacks of frame names, each frame an index into `names`.
#[derive(Debug, Default)]
pub struct Folded {
    /// The frame names.
    pub names: Vec<String>,
    /// Each distinct stack, root first, with its summed value; in name
    /// order, frame by frame; stacks that sum to 0 are left out.
    pub stacks: Vec<(Vec<u32>, i64)>,
}

impl Folded {
    /// The stacks as `--collapsed` lines: frames joined by `;`, then the value.
    pub fn lines(&self) -> impl Iterator<Item = String> + '_ {
        self.stacks.iter().map(|(stack, value)| {
            let names: Vec<&str> = stack
                .iter()
                .map(|&i| self.names[i as usize].as_str())
                .collect();
            format!("{} {value}", names.join(";"))
        })
    }
}

/// The folded stacks of the samples `filters` keep, with their values of
/// the type shown.
pub fn folded(profile: &Profile, nodes: NodeOptions, filters: &Filters) -> Folded {
    let view = View::new(profile, filters, nodes);
    let mut index: HashMap<String, u32> = HashMap::default();
    let mut names: Vec<String> = Vec::new();
    // Each location's frames, root-most first, named once.
    let frames: Vec<Vec<u32>> = profile
        .location_ids()
        .zip(&profile.locations)
        .map(|(l, loc)| {
            let mut ids: Vec<u32> = node_names(profile, loc, view.frames(l), nodes)
                .into_iter()
                .map(|name| {
                    *index.entry(name).or_insert_with_key(|name| {
                        names.push(name.clone());
                        (names.len() - 1) as u32
                    })
                })
                .collect();
            ids.reverse();
            ids
        })
        .collect();
    let mut sums: HashMap<Vec<u32>, i64> = HashMap::default();
    for kept in view.samples() {
        let path: Vec<u32> = kept
            .stack
            .iter()
            .rev()
            .flat_map(|id| frames[id.index()].iter().copied())
            .collect();
        let sum = sums.entry(path).or_default();
        *sum = sum.saturating_add(kept.value);
    }
    let mut folded = Folded {
        names,
        stacks: sums.into_iter().filter(|(_, v)| *v != 0).collect(),
    };
    folded.sort();
    folded
}

impl Folded {
    /// The stacks leaf first (flamegraph.pl's `--reverse`): merged from the
    /// leaf, they show who calls the hot functions.
    pub fn reversed(mut self) -> Folded {
        for (stack, _) in &mut self.stacks {
            stack.reverse();
        }
        self.sort();
        self
    }

    /// Puts the stacks in name order, frame by frame.
    fn sort(&mut self) {
        let names = &self.names;
        let mut by_name: Vec<u32> = (0..names.len() as u32).collect();
        by_name.sort_by(|&a, &b| names[a as usize].cmp(&names[b as usize]));
        let mut rank = vec![0u32; names.len()];
        for (r, &id) in by_name.iter().enumerate() {
            rank[id as usize] = r as u32;
        }
        self.stacks.sort_by(|a, b| {
            a.0.iter()
                .map(|&i| rank[i as usize])
                .cmp(b.0.iter().map(|&i| rank[i as usize]))
        });
    }
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
        let folded = folded(&p, NodeOptions::default(), &Filters::default());
        let lines: Vec<String> = folded.lines().collect();
        assert_eq!(
            lines,
            ["main;leaf 2", "main;mid;inl (inline) 4", "main;mid;leaf 3"]
        );
        let lines: Vec<String> = folded.reversed().lines().collect();
        assert_eq!(
            lines,
            ["inl (inline);mid;main 4", "leaf;main 2", "leaf;mid;main 3"]
        );
    }

    #[test]
    fn frame_filters_and_noinlines_apply() {
        let p = toy::profile(&[(&["leaf", "mid", "main"], 3), (&["mid>inl", "main"], 4)]);
        let nodes = NodeOptions {
            noinlines: true,
            ..NodeOptions::default()
        };
        let hide = Filters {
            hide: Some(regex::Regex::new("^main$").unwrap()),
            ..Filters::default()
        };
        let lines: Vec<String> = folded(&p, nodes, &hide).lines().collect();
        assert_eq!(lines, ["mid 4", "mid;leaf 3"]);
    }
}
