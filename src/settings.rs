//! Every setting of an analysis, shared by the command line's flags and the
//! interactive prompt's settings.

use crate::formats::ReadOptions;
use crate::graph::{Filters, NodeOptions, PruneOptions};
use crate::report::annotated::CodeOptions;
use crate::report::flamegraph::MinWidth;
use crate::report::tags::TagKeys;
use crate::report::text::SortBy;
use crate::symbolize::SymbolizeOptions;

/// Every setting of an analysis; the report itself is asked for apart
/// ([`crate::report::commands::Request`]).
#[derive(Debug, Clone, Default)]
pub struct Settings {
    /// Row order of the text report.
    pub sort: SortBy,
    /// At most this many text rows (all when `None`).
    pub text_limit: Option<usize>,
    /// What nodes stand for and how they are named.
    pub nodes: NodeOptions,
    /// Which samples are looked at.
    pub filters: Filters,
    /// What a drawn call graph keeps.
    pub prune: PruneOptions,
    /// Settings of the annotated source and disassembly.
    pub code: CodeOptions,
    /// How the profile is read.
    pub read: ReadOptions,
    /// Where binaries are found.
    pub symbolize: SymbolizeOptions,
    /// gmon.out: credit time and calls only to the function symbols gprof
    /// reads (not to local ones with `$` or a `.` suffix other than
    /// `.NNN`, `.clone.N`, `.constprop.N`), so every number is gprof's.
    pub gprof_symbols: bool,
    /// Heap profiles: print bytes as bytes, not as megabytes (perl's
    /// `--show_bytes`).
    pub show_bytes: bool,
    /// The sample type reports show, by name or index (Go's
    /// `-sample_index`; perl's `--inuse_space`, `--alloc_objects`,
    /// `--contentions`... name one); the profile's default when `None`.
    pub sample_index: Option<String>,
    /// With a base: first scale the profiles to the base's total, per
    /// sample type (Go's `-normalize`).
    pub normalize: bool,
    /// With `--base`: negative differences count as zero (perl's
    /// `--drop_negative`).
    pub drop_negative: bool,
    /// Which label keys `--tags` shows (`--tagshow`, `--taghide`).
    pub tag_keys: TagKeys,
    /// Folded stacks and flame graphs: leaf first, merged from the leaf
    /// (`--reverse`).
    pub reverse: bool,
    /// Flame graphs: the narrowest frame drawn (`--minwidth`).
    pub min_width: MinWidth,
}
