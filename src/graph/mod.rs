//! From samples to the nodes and edges that reports print.
//!
//! [`build`] filters the samples ([`Filters`]: `--focus`, `--ignore`) and
//! their frames (`--hide`, `--show`, `--show_from`, `--prune_from`,
//! `--noinlines`: the [`View`] a report has), keys every frame at the
//! chosen [`Granularity`] ([`NodeKey`]), and sums flat and cumulative
//! values per node and sample weights per caller→callee edge, as its
//! [`GraphOptions`] say (perl's and Go's reports are two presets of them);
//! Go's reports trim it as Go does.
//! [`prune`] picks the nodes and edges a drawn call graph keeps.
//! [`calls`] gives the per-line call table that `--callgrind` prints, and
//! [`locations`] the values per address that `--list` and `--disasm` print.

mod build;
mod call_tree;
pub mod calls;
pub mod collapsed;
mod drawn;
mod drawn_tree;
mod filter;
mod granularity;
pub mod locations;
mod node;
mod node_tags;
mod prune;
mod runs;
mod tags;
mod totals;
mod trim;
mod view;

pub use build::{Edge, EdgeCount, Graph, GraphOptions, Node, PercentOf, Trimmed, build};
pub use call_tree::build_tree;
pub use drawn::{Drawn, MAX_NODELETS, drawn, drawn_from};
pub use drawn_tree::drawn_tree;
pub use filter::{Filters, TagFilter, TagFilterError};
pub(crate) use granularity::{Frame, frames, node_names};
pub use granularity::{Granularity, NodeOptions};
pub use node::{NodeKey, Space};
pub use node_tags::{NodeTags, Tag};
pub use prune::{PruneOptions, Pruned, prune};
pub use runs::{RunCounts, count_runs};
pub use totals::Totals;
pub use trim::go_order;
pub use view::{Kept, View};

#[cfg(test)]
pub(crate) use crate::profile::toy;
