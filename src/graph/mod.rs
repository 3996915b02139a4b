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
mod filter;
mod granularity;
pub mod locations;
mod node;
mod prune;
mod tags;
mod totals;
mod trim;
mod view;

pub use build::{Edge, EdgeCount, Graph, GraphOptions, Node, PercentOf, Trimmed, build};
pub use call_tree::build_tree;
pub use filter::{Filters, TagFilter, TagFilterError};
pub(crate) use granularity::{Frame, frames, node_names};
pub use granularity::{Granularity, NodeOptions};
pub use node::NodeKey;
pub use prune::{PruneOptions, Pruned, prune};
pub use totals::Totals;
pub use trim::go_order;
pub use view::{Kept, View};

#[cfg(test)]
pub(crate) mod toy {
    //! Small hand-made profiles for the graph tests.

    use crate::profile::{
        Function, FunctionId, Line, Location, LocationId, Profile, Sample, ValueType,
    };

    /// A symbolized profile with one location per distinct frame name; each
    /// stack is leaf first. A frame `"a>b"` is function `b` inlined into `a`
    /// (one location, two frames). Location `i` has address `0x1000 + 16 i`
    /// and its frames are on line `10 + i` of `toy.c`.
    pub fn profile(stacks: &[(&[&str], i64)]) -> Profile {
        let mut p = Profile {
            address_bytes: 8,
            link_time_addresses: false,
            program_optional: false,
            sample_types: vec![ValueType::new("samples", "count")],
            period_type: ValueType {
                kind: "cpu".into(),
                unit: "microseconds".into(),
            },
            period: 10000,
            ..Profile::default()
        };
        let mut location_names: Vec<String> = Vec::new();
        for (stack, value) in stacks {
            let mut ids = Vec::new();
            for frame in *stack {
                let i = match location_names.iter().position(|n| n == frame) {
                    Some(i) => i,
                    None => {
                        location_names.push(frame.to_string());
                        let lines = frame
                            .split('>')
                            .rev()
                            .enumerate()
                            .map(|(depth, name)| Line {
                                function: function(&mut p, name),
                                file: Some("toy.c".into()),
                                line: 10 + location_names.len() as u32 - 1,
                                inlined: depth + 1 < frame.split('>').count(),
                            })
                            .collect();
                        let mut location =
                            Location::new(0x1000 + 16 * (location_names.len() as u64 - 1), None);
                        location.lines = lines;
                        p.add_location(location);
                        location_names.len() - 1
                    }
                };
                ids.push(LocationId::new(i));
            }
            p.samples.push(Sample::new(ids, &[*value]));
        }
        p
    }

    fn function(p: &mut Profile, name: &str) -> FunctionId {
        if let Some(i) = p.functions.iter().position(|f| *f.name == *name) {
            return FunctionId::new(i);
        }
        p.functions.push(Function {
            name: name.into(),
            full_name: format!("{name}(int)").into(),
            system_name: name.into(),
            start: None,
        });
        FunctionId::new(p.functions.len() - 1)
    }
}
