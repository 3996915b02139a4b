//! Folded stacks (`--collapsed`, and the flame graphs drawn from them): one
//! per distinct stack of frame names, root first, with the stack's value, as
//! flamegraph.pl reads them and perl pprof's `--collapsed` writes them.
//! Unlike perl, stacks are merged by their names at the chosen granularity
//! (perl keeps one line per address stack).

use crate::graph::granularity::{NodeOptions, node_names};
use crate::graph::{Filters, View};
use crate::profile::{Profile, Sample};
use foldhash::HashMap;

/// Distinct stacks, each root first as indices into frame names, with its
/// summed value.
pub type Stacks = Vec<(Vec<u32>, i64)>;

/// Distinct stacks of frame names, each frame an index into `names`.
#[derive(Debug, Default)]
pub struct Folded {
    /// The frame names.
    pub names: Vec<String>,
    /// Each distinct stack, root first, with its summed value; in name
    /// order, frame by frame; stacks that sum to 0 are left out.
    pub stacks: Stacks,
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
    let Grouped { names, mut groups } = folded_by(profile, nodes, filters, |_| String::new());
    Folded {
        names,
        stacks: groups.pop().map(|(_, stacks)| stacks).unwrap_or_default(),
    }
}

/// Folded stacks apart for each group of samples, their frames' names
/// shared.
#[derive(Debug, Default)]
pub struct Grouped {
    /// The frame names.
    pub names: Vec<String>,
    /// Each group's name and its distinct stacks, as [`Folded::stacks`].
    pub groups: Vec<(String, Stacks)>,
}

/// The folded stacks of the samples `filters` keep, apart for each group
/// `group` puts samples in (a thread), with their values of the type
/// shown; the groups in the order of their first sample.
pub fn folded_by(
    profile: &Profile,
    nodes: NodeOptions,
    filters: &Filters,
    group: impl Fn(&Sample) -> String,
) -> Grouped {
    let view = View::new(profile, filters, nodes);
    let (names, frames) = frame_names(profile, &view, nodes);
    let mut groups: Vec<(String, HashMap<Vec<u32>, i64>)> = Vec::new();
    let mut group_of: HashMap<String, usize> = HashMap::default();
    for kept in view.samples() {
        let path = path(kept.stack, &frames);
        let g = *group_of
            .entry(group(kept.sample))
            .or_insert_with_key(|key| {
                groups.push((key.clone(), HashMap::default()));
                groups.len() - 1
            });
        let sum = groups[g].1.entry(path).or_default();
        *sum = sum.saturating_add(kept.value);
    }
    let groups = groups
        .into_iter()
        .map(|(key, sums)| {
            let mut stacks: Stacks = sums.into_iter().filter(|(_, v)| *v != 0).collect();
            sort(&names, &mut stacks);
            (key, stacks)
        })
        .collect();
    Grouped { names, groups }
}

/// Each location's frames, root-most first, as indices into the names
/// (each name once).
fn frame_names(profile: &Profile, view: &View, nodes: NodeOptions) -> (Vec<String>, Vec<Vec<u32>>) {
    let mut index: HashMap<String, u32> = HashMap::default();
    let mut names: Vec<String> = Vec::new();
    let frames = profile
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
    (names, frames)
}

/// The frames of a stack (leaf first, as a sample keeps it), root first.
fn path(stack: &[crate::profile::LocationId], frames: &[Vec<u32>]) -> Vec<u32> {
    stack
        .iter()
        .rev()
        .flat_map(|id| frames[id.index()].iter().copied())
        .collect()
}

/// The stack of frame names of each sample the filters keep (root first,
/// as indices into `names`), by the sample's index; `None` for a sample
/// they drop.
#[derive(Debug, Default)]
pub struct Paths {
    /// The frame names.
    pub names: Vec<String>,
    /// Each sample's stack, by its index in the profile.
    pub paths: Vec<Option<Vec<u32>>>,
}

/// The stacks of the samples `filters` keep ([`Paths`]).
pub fn kept_paths(profile: &Profile, nodes: NodeOptions, filters: &Filters) -> Paths {
    let view = View::new(profile, filters, nodes);
    let (names, frames) = frame_names(profile, &view, nodes);
    let mut paths = vec![None; profile.samples.len()];
    for kept in view.samples() {
        paths[kept.index] = Some(path(kept.stack, &frames));
    }
    Paths { names, paths }
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
        sort(&self.names, &mut self.stacks);
    }
}

/// Puts `stacks` of frames named by `names` in name order, frame by frame.
fn sort(names: &[String], stacks: &mut [(Vec<u32>, i64)]) {
    let mut by_name: Vec<u32> = (0..names.len() as u32).collect();
    by_name.sort_by(|&a, &b| names[a as usize].cmp(&names[b as usize]));
    let mut rank = vec![0u32; names.len()];
    for (r, &id) in by_name.iter().enumerate() {
        rank[id as usize] = r as u32;
    }
    stacks.sort_by(|a, b| {
        a.0.iter()
            .map(|&i| rank[i as usize])
            .cmp(b.0.iter().map(|&i| rank[i as usize]))
    });
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
