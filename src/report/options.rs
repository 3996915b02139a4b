//! How a loaded profile is shown: every report's options in one value,
//! which the settings registry makes from what a door is given (the
//! reports never read the registry).

use super::annotated::CodeOptions;
use super::flamegraph::MinWidth;
use super::heatmap::HeatCells;
use super::preset::Preset;
use super::tags::TagKeys;
use super::text::SortBy;
use crate::graph::{Filters, NodeOptions, PruneOptions};
use crate::profile::units::UnitChoice;
use crate::profile::{LabelFrames, TimeSpec};

/// The settings that change only how a loaded profile is shown.
#[derive(Debug, Clone)]
pub struct ViewOptions {
    /// Row order of the text report.
    pub sort: SortBy,
    /// At most this many text rows (all when `None`).
    pub text_limit: Option<usize>,
    /// What nodes stand for and how they are named.
    pub nodes: NodeOptions,
    /// Which samples are looked at.
    pub filters: Filters,
    /// Only the samples taken in these time ranges (`perf report --time`).
    pub time: Option<TimeSpec>,
    /// The heat map's cells.
    pub heat: HeatCells,
    /// Frames made from labels, added at the root or the leaf of every
    /// stack before the filters (Go's `-tagroot`, `-tagleaf`).
    pub label_frames: LabelFrames,
    /// What a drawn call graph keeps.
    pub prune: PruneOptions,
    /// Graphs: prune by `prune` (Go's `-trim`, true by default); false
    /// keeps every node and edge.
    pub trim: bool,
    /// Settings of the annotated source and disassembly.
    pub code: CodeOptions,
    /// Heap profiles: print bytes as bytes, not as megabytes (perl's
    /// `--show_bytes`).
    pub show_bytes: bool,
    /// The sample type reports show, by name or index (Go's
    /// `-sample_index`; perl's `--inuse_space`, `--alloc_objects`,
    /// `--contentions`... name one); the profile's default when `None`.
    pub sample_index: Option<String>,
    /// Which label keys `--tags` shows (`--tagshow`, `--taghide`).
    pub tag_keys: TagKeys,
    /// Folded stacks and flame graphs: leaf first, merged from the leaf
    /// (`--reverse`).
    pub reverse: bool,
    /// Flame graphs: the narrowest frame drawn (`--minwidth`).
    pub min_width: MinWidth,
    /// The unit values print in (Go's `-unit`): `minimum`, `auto` or a
    /// unit's name; `None` prints each dialect's own (perl's `MB`,
    /// `samples`; Go's `minimum`).
    pub unit: Option<UnitChoice>,
    /// Go's reports: percentages of the samples the filters keep rather
    /// than of the whole profile (Go's `-relative_percentages`; perl's
    /// reports always show those).
    pub relative_percentages: bool,
    /// The call graph as a tree of call paths: a function called along two
    /// paths is two nodes (Go's `-call_tree`).
    pub call_tree: bool,
    /// Graphs: a legend without the program's name (Go's
    /// `compact_labels`).
    pub compact_labels: bool,
    /// Whose reports to print: perl pprof's or Go pprof's; `None` is the
    /// door's default (perl's at the command line and the prompt, Go's on
    /// the web).
    pub preset: Option<Preset>,
}

impl Default for ViewOptions {
    fn default() -> Self {
        ViewOptions {
            sort: SortBy::default(),
            text_limit: None,
            nodes: NodeOptions::default(),
            filters: Filters::default(),
            time: None,
            heat: HeatCells::default(),
            label_frames: LabelFrames::default(),
            prune: PruneOptions::default(),
            trim: true,
            code: CodeOptions::default(),
            show_bytes: false,
            sample_index: None,
            tag_keys: TagKeys::default(),
            reverse: false,
            min_width: MinWidth::default(),
            unit: None,
            relative_percentages: false,
            call_tree: false,
            compact_labels: false,
            preset: None,
        }
    }
}

impl ViewOptions {
    /// The pruning a drawn graph gets: `prune`, or none without `trim`.
    pub fn pruning(&self) -> PruneOptions {
        if self.trim {
            self.prune
        } else {
            PruneOptions {
                nodecount: usize::MAX,
                nodefraction: 0.0,
                edgefraction: 0.0,
                maxdegree: usize::MAX,
            }
        }
    }
}
