//! Go pprof's `-call_tree`: the call graph as a tree of call paths, where a
//! function called along two paths is two nodes (Go's `newTree`).

use crate::graph::build::{EdgeSum, Graph, Node};
use crate::graph::filter::Filters;
use crate::graph::granularity::{NodeOptions, node_keys};
use crate::graph::node::NodeKey;
use crate::graph::node_tags::{NodeTags, TagSums, sample_tags};
use crate::graph::{Totals, View};
use crate::profile::Profile;
use crate::profile::units::Unit;
use foldhash::HashMap;
use std::sync::Arc;

/// The call tree of the samples `filters` keep: one node per distinct path
/// of node names from the root, each with the flat and cum of the samples
/// along it, and an edge from each node to each of its callees.
pub fn build_tree(profile: &Profile, nodes: NodeOptions, filters: &Filters, unit: Unit) -> Graph {
    tagged_tree(profile, nodes, filters, unit).0
}

/// The call tree of [`build_tree`] and the tags of each of its nodes
/// (untrimmed).
pub(super) fn tagged_tree(
    profile: &Profile,
    nodes: NodeOptions,
    filters: &Filters,
    unit: Unit,
) -> (Graph, Vec<NodeTags>) {
    let view = View::new(profile, filters, nodes);
    // Each location's node keys, outermost first (the order a path from
    // the root meets them), as ids into `keys`.
    let mut keys: Vec<(Arc<NodeKey<'static>>, String)> = Vec::new();
    let mut key_ids: HashMap<NodeKey<'static>, usize> = HashMap::default();
    let location_names: Vec<Vec<usize>> = profile
        .location_ids()
        .zip(&profile.locations)
        .map(|(l, loc)| {
            let mut ids: Vec<usize> = node_keys(profile, loc, view.frames(l), nodes)
                .into_iter()
                .map(|key| match key_ids.get(&key) {
                    Some(&id) => id,
                    None => {
                        let key = key.into_owned();
                        let name =
                            key.label(nodes.granularity, profile.address_bytes, nodes.go_labels);
                        keys.push((Arc::new(key.clone()), name));
                        key_ids.insert(key, keys.len() - 1);
                        keys.len() - 1
                    }
                })
                .collect();
            ids.reverse();
            ids
        })
        .collect();
    // The tree: (parent node, name) → node.
    let mut children: HashMap<(usize, usize), usize> = HashMap::default();
    let mut tree_nodes: Vec<Node> = Vec::new();
    let mut edges: HashMap<(usize, usize), EdgeSum> = HashMap::default();
    let mut shown = Totals::default();
    let mut tag_sums = TagSums::default();
    const ROOT: usize = usize::MAX;
    for kept in view.samples() {
        let tags = sample_tags(kept.sample);
        let mut parent = ROOT;
        for l in kept.stack.iter().rev() {
            // Outermost first: every frame but the first was inlined.
            for (depth, &name) in location_names[l.index()].iter().enumerate() {
                let node = *children.entry((parent, name)).or_insert_with(|| {
                    tree_nodes.push(Node {
                        key: keys[name].0.clone(),
                        name: keys[name].1.clone(),
                        flat: 0,
                        cum: 0,
                        present: true,
                    });
                    tree_nodes.len() - 1
                });
                let n = &mut tree_nodes[node];
                n.cum = n.cum.saturating_add(kept.value);
                if let Some(tags) = &tags {
                    tag_sums.add(node, tags, kept.value, false);
                }
                if parent != ROOT {
                    edges
                        .entry((parent, node))
                        .or_default()
                        .add(kept.value, depth > 0, false);
                }
                parent = node;
            }
        }
        if parent != ROOT {
            let leaf = &mut tree_nodes[parent];
            leaf.flat = leaf.flat.saturating_add(kept.value);
            shown.add(kept.sample, kept.value);
            if let Some(tags) = &tags {
                tag_sums.add(parent, tags, kept.value, true);
            }
        }
    }
    let tags = tag_sums.into_tags(tree_nodes.len());
    let graph = Graph::new(profile, nodes.value_index, tree_nodes, edges, shown, unit);
    (graph, tags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::toy::profile;

    fn node<'g>(g: &'g Graph, name: &str) -> Vec<&'g Node> {
        g.nodes.iter().filter(|n| n.name == name).collect()
    }

    #[test]
    fn a_function_on_two_paths_is_two_nodes() {
        let p = profile(&[
            (&["leaf", "a", "main"][..], 3),
            (&["leaf", "b", "main"], 2),
            (&["a", "main"][..], 1),
        ]);
        let g = build_tree(
            &p,
            NodeOptions::default(),
            &Filters::default(),
            Unit::Samples,
        );
        let leaves = node(&g, "leaf");
        assert_eq!(leaves.len(), 2);
        let mut flats: Vec<i64> = leaves.iter().map(|n| n.flat).collect();
        flats.sort();
        assert_eq!(flats, [2, 3]);
        let main = node(&g, "main");
        assert_eq!((main.len(), main[0].cum, main[0].flat), (1, 6, 0));
        let a = node(&g, "a")[0];
        assert_eq!((a.flat, a.cum), (1, 4));
        let weight: i64 = g.edges.iter().map(|e| e.weight).sum();
        // main→a 4, a→leaf 3, main→b 2, b→leaf 2.
        assert_eq!(weight, 11);
        assert_eq!(g.total, 6);
        assert_eq!(g.shown.signed, 6);
    }

    /// An edge is inline when the callee's frame was inlined into the
    /// caller's (the drawn tree dashes those only).
    #[test]
    fn edges_into_inlined_frames_are_inline() {
        let p = profile(&[(&["main>inl", "start"][..], 3)]);
        let g = build_tree(
            &p,
            NodeOptions::default(),
            &Filters::default(),
            Unit::Samples,
        );
        let mut edges: Vec<(&str, &str, bool)> = g
            .edges
            .iter()
            .map(|e| {
                let name = |n: usize| g.nodes[n].name.as_str();
                (name(e.caller), name(e.callee), e.inline)
            })
            .collect();
        edges.sort();
        assert_eq!(
            edges,
            [("main", "inl (inline)", true), ("start", "main", false)]
        );
    }

    #[test]
    fn recursion_is_a_path_of_its_own() {
        let p = profile(&[(&["f", "f", "main"], 2)]);
        let g = build_tree(
            &p,
            NodeOptions::default(),
            &Filters::default(),
            Unit::Samples,
        );
        let f = node(&g, "f");
        assert_eq!(f.len(), 2);
        assert_eq!(f.iter().map(|n| n.cum).collect::<Vec<_>>(), [2, 2]);
    }
}
