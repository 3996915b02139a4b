//! How reports look and which value they show: the settings of the help's
//! "Display" and "Sample types" headings.

use super::*;
use Group::*;
use Kind::*;
use Scope::*;

/// The settings of this part, in the order of the help.
pub(super) const SETTINGS: &[Setting] = &[
    // Display
    setting(
        "sort",
        Choice(&["flat", "cum"]),
        View,
        Display,
        "Sort the text report by flat or by cumulative values",
        (
            |s, v| {
                s.view.sort = match values::choice(v, &["flat", "cum"])? {
                    "cum" => SortBy::Cum,
                    _ => SortBy::Flat,
                };
                Ok(())
            },
            |s| match s.view.sort {
                SortBy::Cum => "cum".into(),
                SortBy::Flat => "flat".into(),
            },
        ),
    )
    .url("sort")
    .words(&[
        word("cum", "cum", "Sort the text report by cumulative values"),
        word("flat", "flat", "Sort the text report by flat values. The default"),
    ])
    .example("cum"),
    setting(
        "preset",
        Choice(&["perl", "go"]),
        View,
        Display,
        "Whose reports to print: perl's or Go's. perl pprof's (the command line's default: --text with Total:, inlined functions as nodes of their own) or Go pprof's (the web's: Go's -top header and units, inlined functions merged with inline-marked edges, percentages of the whole profile)",
        (
            |s, v| {
                s.view.preset = Some(match values::choice(v, &["perl", "go"])? {
                    "go" => Preset::Go,
                    _ => Preset::Perl,
                });
                Ok(())
            },
            |s| s.view.preset.map_or("", Preset::name).into(),
        ),
    )
    .url("preset")
    .example("go"),
    setting(
        "nodecount",
        Count,
        View,
        Display,
        "At most N graph nodes or text rows. Graphs: 80 by default; text: every row",
        (
            |s, v| {
                let n = values::count(v)?;
                s.view.prune.nodecount = n;
                s.view.text_limit = Some(n);
                Ok(())
            },
            |s| text_of(&s.view.text_limit),
        ),
    )
    .url("n")
    .example("3"),
    setting(
        "nodefraction",
        Number,
        View,
        Display,
        "Graphs: drop nodes worth at most F of the total. Default 0.005",
        (
            |s, v| {
                s.view.prune.nodefraction = values::fraction(v)?;
                Ok(())
            },
            |s| s.view.prune.nodefraction.to_string(),
        ),
    )
    .url("nf")
    .example("0.2"),
    setting(
        "edgefraction",
        Number,
        View,
        Display,
        "Graphs: drop edges worth at most F of the total. Default 0.001",
        (
            |s, v| {
                s.view.prune.edgefraction = values::fraction(v)?;
                Ok(())
            },
            |s| s.view.prune.edgefraction.to_string(),
        ),
    )
    .url("ef")
    .example("0.2"),
    setting(
        "maxdegree",
        Count,
        View,
        Display,
        "Graphs: at most N edges into and out of each node. Default 8",
        (
            |s, v| {
                s.view.prune.maxdegree = values::count(v)?;
                Ok(())
            },
            |s| s.view.prune.maxdegree.to_string(),
        ),
    )
    .example("1"),
    setting(
        "trim",
        Bool,
        View,
        Display,
        "Graphs: trim to nodecount, the fractions and maxdegree. Nodes and edges are dropped by nodecount, nodefraction, edgefraction and maxdegree; default true",
        bool_setting!(view.trim),
    )
    .url("trim")
    .example("false"),
    setting(
        "call_tree",
        Bool,
        View,
        Display,
        "Graphs: one node per call path, not per function. A function called along two paths is two nodes",
        bool_setting!(view.call_tree),
    )
    .url("calltree")
    .example("true"),
    setting(
        "compact_labels",
        Bool,
        View,
        Display,
        "Graphs: a legend without the program's name. Go's compact labels",
        bool_setting!(view.compact_labels),
    )
    .url("compact")
    .example("true"),
    setting(
        "intel_syntax",
        Bool,
        View,
        Display,
        "Disassembly in Intel syntax instead of AT&T. AT&T is objdump's default",
        (
            |s, v| {
                s.view.code.syntax = if values::boolean(v)? {
                    Syntax::Intel
                } else {
                    Syntax::Att
                };
                Ok(())
            },
            |s| (s.view.code.syntax == Syntax::Intel).to_string(),
        ),
    )
    .aliases(&["intel"])
    .url("intel")
    .example("true"),
    setting(
        "source_path",
        Paths(Some(':')),
        View,
        Binaries,
        "Source listings: directories that hold the sources. Colon-separated",
        (
            |s, v| {
                s.view.code.source_path = values::paths(v, ':');
                Ok(())
            },
            |s| join_paths(&s.view.code.source_path, ':'),
        ),
    )
    .doors(NOT_WEB)
    .example("testdata/programs"),
    setting(
        "trim_path",
        Paths(Some(':')),
        View,
        Display,
        "Source listings: prefixes removed from file names. Colon-separated; the names are then looked for under source_path (or the current directory) and their parents",
        (
            |s, v| {
                s.view.code.trim_path = values::paths(v, ':');
                Ok(())
            },
            |s| join_paths(&s.view.code.trim_path, ':'),
        ),
    )
    .doors(NOT_WEB)
    .example("."),
    setting(
        "inlined_lines",
        Bool,
        View,
        Display,
        "Source listings: charge inlined code to its own lines. The inlined functions' own lines (shown after the routine) instead of the line of the call, each line with the flat and cum of Go pprof's -list",
        bool_setting!(view.code.inlined_lines),
    )
    .example("true"),
    setting(
        "full_names",
        Bool,
        View,
        Display,
        "Full demangled names, not short ones. With argument and template types",
        bool_setting!(view.nodes.full_names),
    )
    .aliases(&["no_strip_temp"])
    .example("true"),
    setting(
        "output",
        Text("FILE"),
        View,
        Display,
        "Write the report to FILE instead of standard output. At the prompt: every report after it; empty for standard output",
        (
            |s, v| {
                let v = v.trim();
                s.output = (!v.is_empty()).then(|| std::path::PathBuf::from(v));
                Ok(())
            },
            |s| {
                s.output
                    .as_ref()
                    .map_or(String::new(), |p| p.display().to_string())
            },
        ),
    )
    .doors(NOT_WEB),
    // Sample types
    setting(
        "sample_index",
        Text("NAME"),
        View,
        SampleTypes,
        "The sample type shown, by name or index. The profile's default: in-use space, total delay, CPU samples",
        (
            |s, v| {
                let v = v.trim();
                s.view.sample_index = (!v.is_empty()).then(|| v.to_string());
                // perl divides each stack's delay as each profile is read.
                s.load.mean_delay = v == crate::profile::MEAN_DELAY;
                Ok(())
            },
            |s| text_of(&s.view.sample_index),
        ),
    )
    .url("si")
    .words(&[
        word("inuse_space", "inuse_space", "Heap: bytes in use. The default"),
        word("inuse_objects", "inuse_objects", "Heap: objects in use"),
        word("alloc_space", "alloc_space", "Heap: bytes allocated, freed or not. In profiles that record them"),
        word("alloc_objects", "alloc_objects", "Heap: objects allocated, freed or not. In profiles that record them"),
        word("total_delay", "delay", "Contention: the time waited. The default"),
        word("contentions", "contentions", "Contention: how many times a thread waited"),
        word("mean_delay", "mean_delay", "Contention: the time waited per contention. Per stack, as perl's"),
    ])
    .example("alloc_space"),
    setting(
        "unit",
        Text("UNIT"),
        View,
        SampleTypes,
        "Print time and memory in this unit. ms, s, kB, MB..., or minimum (one unit per report, Go's default) or auto (each value in its own); counts stay counts",
        (
            |s, v| {
                s.view.unit = values::unit(v)?;
                Ok(())
            },
            |s| text_of(&s.view.unit),
        ),
    )
    .url("unit")
    .example("kB"),
    setting(
        "relative_percentages",
        Bool,
        View,
        Display,
        "Go's reports: percentages of what the filters keep. Not of the whole profile; Go's reports are the Go preset's, and tree, peek, traces (perl's reports always show these)",
        bool_setting!(view.relative_percentages),
    )
    .url("rel")
    .example("true"),
    setting(
        "show_bytes",
        Bool,
        View,
        SampleTypes,
        "Heap: print bytes, not megabytes",
        bool_setting!(view.show_bytes),
    )
    .example("true"),
];
