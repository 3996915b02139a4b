//! Every setting of an analysis, in two parts: what is loaded
//! ([`LoadOptions`], given to [`crate::driver::load`]) and how it is shown
//! ([`ViewOptions`], given to [`crate::driver::render`]). Changing a view
//! option never reloads the profile nor changes it.
//!
//! [`registry`] lists every setting once, with its spellings at each door
//! (the command line, the interactive prompt, the web interface's query),
//! its kind, its help and whether it is a load or a view option: the doors
//! are made from it.

pub mod registry;
pub mod values;

use crate::formats::ReadOptions;
use crate::graph::{Filters, NodeOptions, PruneOptions};
use crate::profile::LabelFrames;
use crate::profile::units::UnitChoice;
use crate::report::annotated::CodeOptions;
use crate::report::flamegraph::MinWidth;
use crate::report::preset::Preset;
use crate::report::tags::TagKeys;
use crate::report::text::SortBy;
use crate::symbolize::SymbolizeOptions;
use std::path::PathBuf;

/// Every setting of an analysis; the report itself is asked for apart
/// ([`crate::report::commands::Request`]).
#[derive(Debug, Clone, Default)]
pub struct Settings {
    /// What is read, subtracted and symbolized.
    pub load: LoadOptions,
    /// How the loaded profile is shown.
    pub view: ViewOptions,
    /// Where reports are written (`--output`, the prompt's `output=`);
    /// standard output when `None`.
    pub output: Option<PathBuf>,
}

/// A base profile as a setting names it: a file, subtracted as Go's
/// `-base` or, with `diff`, as Go's `-diff_base`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BaseFile {
    /// The file, as given.
    pub file: String,
    /// Subtracted as Go's `-diff_base` (its samples kept apart).
    pub diff: bool,
}

/// The settings that change what is loaded: changing one means reading
/// and symbolizing again (two equal ones load the same profile).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LoadOptions {
    /// How the profile is read.
    pub read: ReadOptions,
    /// Where binaries are found.
    pub symbolize: SymbolizeOptions,
    /// gmon.out: credit time and calls only to the function symbols gprof
    /// reads (not to local ones with `$` or a `.` suffix other than
    /// `.NNN`, `.clone.N`, `.constprop.N`), so every number is gprof's.
    pub gprof_symbols: bool,
    /// The base subtracted from the profiles (`--base`, `--diff_base`).
    pub base: Option<BaseFile>,
    /// With a base: first scale the profiles to the base's total, per
    /// sample type (Go's `-normalize`).
    pub normalize: bool,
    /// With `--base`: negative differences count as zero (perl's
    /// `--drop_negative`).
    pub drop_negative: bool,
    /// Contention profiles: add the `mean_delay` sample type, each stack's
    /// delay divided by its contentions as each profile is read (perl's
    /// `--mean_delay`).
    pub mean_delay: bool,
}

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

/// An error a whole set of settings can have that none has alone: two
/// settings that do not go together. The message names the settings by
/// their names; a door may spell them its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Conflict {
    /// `normalize` without a base.
    #[error("normalize needs a base (base or diff_base)")]
    NormalizeWithoutBase,
    /// `drop_negative` without a base.
    #[error("drop_negative needs a base")]
    DropNegativeWithoutBase,
    /// `drop_negative` with `diff_base`.
    #[error("drop_negative applies to base, not to diff_base")]
    DropNegativeWithDiffBase,
}

impl Settings {
    /// Errors a whole set of settings can have that none has alone.
    pub fn check(&self) -> Result<(), Conflict> {
        if self.load.base.is_none() {
            if self.load.normalize {
                return Err(Conflict::NormalizeWithoutBase);
            }
            if self.load.drop_negative {
                return Err(Conflict::DropNegativeWithoutBase);
            }
        }
        if self.load.drop_negative && self.load.base.as_ref().is_some_and(|b| b.diff) {
            return Err(Conflict::DropNegativeWithDiffBase);
        }
        Ok(())
    }
}
