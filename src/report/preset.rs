//! perl pprof's reports and Go pprof's as two presets of one set of
//! options ([`Style`]): the one graph builder's options (how an edge is
//! counted, inlined functions as nodes or as inline-marked edges,
//! self-edges, trimming, what percentages are of) and the report's (the
//! text layout and header, the units, the sample type shown by default).
//!
//! The `preset` setting picks one for every report at every door: the
//! command line's default is perl's (its `--text` as the pprof guide shows
//! it), the web's Go's (its pages are Go's UI). The reports that only Go
//! has (`--tree`, `--peek`, `--traces`) are always in Go's, those only perl
//! or gprof has (`--stacks`, `--raw`, gprof's) in perl's (the command
//! table's [`crate::report::commands::Dialect`]).
//!
//! A new option is one field of [`Style`] and one value per preset in
//! [`Preset::style`]; the report code reads the field.

use crate::graph::{EdgeCount, PercentOf};
use crate::profile::units::{Unit, UnitChoice};
use crate::profile::{Profile, ValueType};
use crate::report::go_view::go_sample_index;

/// Which pprof's reports to print.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Preset {
    /// perl pprof's (`google-pprof`), and gprof's.
    #[default]
    Perl,
    /// Go pprof's.
    Go,
}

/// How the text report is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// perl's: `Total: N samples`, then `flat flat% sum% cum cum% name`.
    Perl,
    /// Go's: `File:`, `Type:`, `Time:`, `Duration:`, the active filters,
    /// `Showing nodes accounting for ...`, then the columns' header and the
    /// rows, inlined functions marked `(inline)` or `(partial-inline)`.
    Go,
}

/// How values print when `unit` is not set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Units {
    /// perl's `Unparse`: samples as counts, heap bytes in MB, delay in
    /// seconds.
    Perl,
    /// Go's `minimum`: one unit per report, the largest that keeps its
    /// smallest value at least 1 (`830ms`, `5812.50kB`); counts as counts.
    Go,
}

/// Every option in which perl's reports and Go's differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    /// An inlined function and its out-of-line copies are one node, the
    /// edges into it marked inline (Go); else a node of its own, marked
    /// ` (inline)` (perl).
    pub merge_inlines: bool,
    /// How an edge is counted.
    pub edges: EdgeCount,
    /// Keep the edges from a node to itself.
    pub self_edges: bool,
    /// What percentages are of, unless `relative_percentages` is set (which
    /// makes them of the samples kept).
    pub percent_of: PercentOf,
    /// Source file names cleaned as Go's `filepath.Clean` cleans them.
    pub clean_paths: bool,
    /// Nodes named as Go names them (`_start`, not perl's `_start ??:0`).
    pub go_labels: bool,
    /// Trim the text report's graph as Go does (`nodefraction`, and
    /// `nodecount` when given; perl's text keeps every node).
    pub trim_text: bool,
    /// The text report's layout.
    pub layout: Layout,
    /// How values print when `unit` is not set.
    pub units: Units,
    /// A gperftools CPU profile shows its time, not its samples, unless a
    /// sample type is asked for (Go's `NewDefault` takes the last type).
    pub time_over_samples: bool,
    /// The call graph drawn as Go draws it (its dot: trimmed as Go trims
    /// it, coloured by weight, with boxes for labels and tooltips); else
    /// as perl draws it.
    pub go_graph: bool,
}

impl Style {
    /// The sample type shown: `index` (the one asked for, when `asked`,
    /// else the profile's default), but a gperftools CPU profile's time
    /// rather than its samples when the preset says so.
    pub fn sample_index(&self, profile: &Profile, index: usize, asked: bool) -> usize {
        if self.time_over_samples {
            go_sample_index(profile, index, asked)
        } else {
            index
        }
    }

    /// How values of `value_type` print: as `unit` (Go's `-unit`) says,
    /// else as the preset's units do; `show_bytes` is perl's.
    pub fn unit(&self, value_type: &ValueType, unit: Option<UnitChoice>, show_bytes: bool) -> Unit {
        let unit = unit.or(match self.units {
            Units::Go => Some(UnitChoice::Minimum),
            Units::Perl => None,
        });
        unit.and_then(|to| Unit::go(value_type, to))
            .unwrap_or_else(|| Unit::of(value_type, show_bytes))
    }
}

impl Preset {
    /// The options of the preset.
    pub const fn style(self) -> Style {
        match self {
            Preset::Perl => Style {
                merge_inlines: false,
                edges: EdgeCount::PerPair,
                self_edges: true,
                percent_of: PercentOf::Shown,
                clean_paths: false,
                go_labels: false,
                trim_text: false,
                layout: Layout::Perl,
                units: Units::Perl,
                time_over_samples: false,
                go_graph: false,
            },
            Preset::Go => Style {
                merge_inlines: true,
                edges: EdgeCount::PerSample,
                self_edges: false,
                percent_of: PercentOf::Whole,
                clean_paths: true,
                go_labels: true,
                trim_text: true,
                layout: Layout::Go,
                units: Units::Go,
                time_over_samples: true,
                go_graph: true,
            },
        }
    }

    /// The preset's name, as the `preset` setting spells it.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Perl => "perl",
            Preset::Go => "go",
        }
    }
}
