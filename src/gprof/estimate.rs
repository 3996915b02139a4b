//! gprof's analysis as pprof's graph shows it: for `--text` and `--dot` of a
//! histogram profile at function granularity, a function's cum is gprof's
//! estimate of its total time and the edges are the arcs' time.

use super::Gmon;
use super::analysis::analyze;
use super::select::Selection;
use crate::graph::{Edge, Graph, Node, NodeKey};
use crate::profile::Profile;
use std::collections::HashMap;
use std::sync::Arc;

/// For call-counted profiles (gmon.out) at function granularity: each
/// function's cum becomes gprof's estimate of its total (its own time plus
/// its callees' propagated along the arcs), and the graph's edges are the
/// arcs between functions, weighted by the time they carry.
pub fn estimate_cum(
    profile: &Profile,
    gmon: &Gmon,
    graph: &mut Graph,
    full_names: bool,
    with_edges: bool,
) {
    let gprof = analyze(profile, gmon, &Selection::default());
    let mut node_of: HashMap<Arc<NodeKey<'static>>, usize> = graph
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| (n.key.clone(), i))
        .collect();
    let mut nodes = Vec::with_capacity(gprof.functions.len());
    let mut estimated = vec![false; graph.nodes.len() + gprof.functions.len()];
    for f in &gprof.functions {
        let function = profile.function(f.id);
        let name = if full_names {
            &function.full_name
        } else {
            &function.name
        };
        let key = Arc::new(NodeKey {
            function: Some(name.to_string().into()),
            ..NodeKey::default()
        });
        let n = *node_of.entry(key.clone()).or_insert_with(|| {
            graph.nodes.push(Node {
                key,
                name: name.to_string(),
                flat: 0,
                cum: 0,
                present: false,
            });
            graph.nodes.len() - 1
        });
        // Functions of one name share a node (as their flat values do):
        // their estimates add up.
        let node = &mut graph.nodes[n];
        let total = ((f.self_time + f.child_time) * gprof.tick).round() as i64;
        node.cum = if estimated[n] {
            node.cum.saturating_add(total)
        } else {
            total
        };
        estimated[n] = true;
        node.present = true;
        nodes.push(n);
    }
    graph.cum_estimated = true;
    if !with_edges {
        return;
    }
    let mut weights: HashMap<(usize, usize), i64> = HashMap::new();
    for a in gprof.arcs.iter().filter(|a| !gprof.is_internal(a)) {
        let weight = weights
            .entry((nodes[a.parent], nodes[a.child]))
            .or_default();
        *weight = weight.saturating_add(((a.time + a.child_time) * gprof.tick).round() as i64);
    }
    graph.edges = weights
        .into_iter()
        .filter(|&(_, weight)| weight > 0)
        .map(|((caller, callee), weight)| Edge {
            caller,
            callee,
            weight,
            inline: false,
            residual: false,
        })
        .collect();
}
