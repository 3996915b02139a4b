//! From samples to the nodes and edges that reports print.
//!
//! [`build`] filters the samples ([`Filters`]: `--focus`, `--ignore`),
//! names every frame at the chosen [`Granularity`], and sums flat and
//! cumulative values per node and sample weights per caller→callee edge.
//! [`prune`] picks the nodes and edges a drawn call graph keeps.
//! [`calls`] gives the per-line call table that `--callgrind` prints.

mod build;
pub mod calls;
mod filter;
mod granularity;
mod prune;

pub use build::{Edge, Graph, Node, build};
pub use filter::Filters;
pub use granularity::{Granularity, NodeOptions};
pub use prune::{PruneOptions, Pruned, prune};
