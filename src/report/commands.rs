//! The command table: every report, once.
//!
//! A row names a report (the word of the interactive prompt), its flag
//! (`--text`), whether it takes a regular expression (`list RE`), its help
//! line, what it needs and its render function. The command line's report
//! flags, the prompt's commands and their help, and tab completion are all
//! made from [`TABLE`], and the driver renders a report by calling its
//! row's function with a [`Context`]: no code lists the reports. A new
//! report is one file in `report/` (its render function) and one row here
//! (docs/contributing.md, "A report").

use super::context::Context;
use super::document::Document;
use super::graphviz::ImageFormat;
use super::{
    annotated, callgrind, collapsed, dot, dump, flamegraph, gprof, graphviz, heatmap, json, proto,
    raw, speedscope, stacks, tags, text, traces, tree, unknown, weblist,
};
use crate::error::Result;
use std::io::Write;

/// Something a report needs to be made, which the driver checks or
/// provides before the report's render function runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// The opened binaries: their code, symbol tables and line tables
    /// (taken under a lock: a server renders the reports that need them
    /// one at a time).
    CodeObjects,
    /// A gmon.out's histogram: gprof's reports read nothing else, whole
    /// (no label frames).
    GmonHistogram,
    /// A gmon.out's call arcs.
    GmonArcs,
    /// graphviz's `dot`, rendering to this format.
    Image(ImageFormat),
    /// An external viewer program (and `dot` before it): the report is
    /// shown, not written.
    Viewer(&'static str),
    /// The report is written to this file, not to the output.
    File(&'static str),
    /// The recording's sample times (perf.data, perf script): the driver
    /// refuses the report of a profile that keeps none.
    SampleTimes,
    /// The report is an HTML page: written to the output when one is named
    /// (`--output`, the prompt's `> FILE`), else into a file of the
    /// temporary directory that a web browser opens (Go's `-weblist`).
    Page,
}

/// Whose report it is, which decides the preset it follows
/// ([`crate::report::preset`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// A report both pprofs have (or ours): it follows the `preset`
    /// setting.
    Both,
    /// A report only perl pprof (or gprof) has (`--stacks`, `--raw`,
    /// gprof's): always in perl's preset.
    Perl,
    /// A report only Go pprof has (`--tree`, `--peek`, `--traces`): always
    /// in Go's preset.
    Go,
}

/// How a report is made from its context (adding notes for the user to
/// the context).
#[derive(Debug, Clone, Copy)]
pub enum Render {
    /// Writes its output itself: a graph, a listing, a file of its own.
    Write(fn(&mut Context, &mut dyn Write) -> Result<()>),
    /// Makes a [`Document`], which every door renders: as text at the
    /// command line and the prompt, as HTML on the web.
    Document(fn(&mut Context) -> Result<Document>),
}

/// One report: how it is asked for and what it needs.
#[derive(Debug)]
pub struct Row {
    /// Its name: the interactive command word.
    pub name: &'static str,
    /// Its command-line flag (`--text`).
    pub flag: &'static str,
    /// Other spellings of the flag (`--gprof-flat`).
    pub flag_aliases: &'static [&'static str],
    /// Other command words for it at the prompt (`web` for `svg`).
    pub aliases: &'static [&'static str],
    /// Whether it takes a regular expression (`--list=RE`, `list RE`).
    pub takes_regex: bool,
    /// The name of the report this one refines, whose flag may be given
    /// with its own (perl's `--text --stacks`).
    pub refines: Option<&'static str>,
    /// One line of help.
    pub help: &'static str,
    /// What it needs.
    pub needs: &'static [Need],
    /// Whose layout it follows.
    pub dialect: Dialect,
    /// Writes it.
    pub render: Render,
}

impl PartialEq for Row {
    fn eq(&self, other: &Row) -> bool {
        self.name == other.name
    }
}

impl Eq for Row {}

impl Row {
    /// Whether the report needs `need`.
    pub fn needs(&self, need: Need) -> bool {
        self.needs.contains(&need)
    }

    /// Whether it writes to the output (rather than showing the report in
    /// a viewer, or writing a file of its own).
    pub fn writes_output(&self) -> bool {
        !self
            .needs
            .iter()
            .any(|n| matches!(n, Need::Viewer(_) | Need::File(_)))
    }

    /// The image format graphviz renders it to, if it is an image.
    pub fn image_format(&self) -> Option<ImageFormat> {
        self.needs.iter().find_map(|need| match need {
            Need::Image(format) => Some(*format),
            _ => None,
        })
    }
}

/// Every report, in the order help lists them.
pub static TABLE: &[Row] = &[
    Row {
        name: "text",
        flag: "--text",
        flag_aliases: &["--top"],
        aliases: &["top"],
        takes_regex: false,
        refines: None,
        help: "One line per node (flat, flat%, sum%, cum, cum%, name); also --top",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Document(text::render),
    },
    Row {
        name: "stacks",
        flag: "--stacks",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: Some("text"),
        help: "The text report with every stack first, each with its value, as perl's --text --stacks (and a heap profile's `Leak of N bytes` blocks)",
        needs: &[],
        dialect: Dialect::Perl,
        render: Render::Write(stacks::render),
    },
    Row {
        name: "traces",
        flag: "--traces",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Every sample: its labels, its value and its stack, one frame per line, in Go pprof's -traces layout",
        needs: &[],
        dialect: Dialect::Go,
        render: Render::Write(traces::render),
    },
    Row {
        name: "tree",
        flag: "--tree",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Every node with its callers above and callees below, each edge with its value and share, in Go pprof's -tree layout",
        needs: &[],
        dialect: Dialect::Go,
        render: Render::Write(tree::render_tree),
    },
    Row {
        name: "peek",
        flag: "--peek",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: true,
        refines: None,
        help: "The nodes matching RE with their callers and callees, as --tree (Go pprof's -peek)",
        needs: &[],
        dialect: Dialect::Go,
        render: Render::Write(tree::render_peek),
    },
    Row {
        name: "dot",
        flag: "--dot",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph in graphviz dot format, on stdout",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(dot::render),
    },
    Row {
        name: "svg",
        flag: "--svg",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as SVG (runs graphviz's `dot`)",
        needs: &[Need::Image(ImageFormat::Svg)],
        dialect: Dialect::Both,
        render: Render::Write(graphviz::render_image),
    },
    Row {
        name: "pdf",
        flag: "--pdf",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as PDF (runs `dot`)",
        needs: &[Need::Image(ImageFormat::Pdf)],
        dialect: Dialect::Both,
        render: Render::Write(graphviz::render_image),
    },
    Row {
        name: "ps",
        flag: "--ps",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as PostScript (runs `dot`)",
        needs: &[Need::Image(ImageFormat::Ps)],
        dialect: Dialect::Both,
        render: Render::Write(graphviz::render_image),
    },
    Row {
        name: "gif",
        flag: "--gif",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as GIF (runs `dot`)",
        needs: &[Need::Image(ImageFormat::Gif)],
        dialect: Dialect::Both,
        render: Render::Write(graphviz::render_image),
    },
    Row {
        name: "png",
        flag: "--png",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as PNG (runs `dot`)",
        needs: &[Need::Image(ImageFormat::Png)],
        dialect: Dialect::Both,
        render: Render::Write(graphviz::render_image),
    },
    Row {
        name: "gv",
        flag: "--gv",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Show the call graph in the gv viewer (runs `dot` and `gv`)",
        needs: &[Need::Viewer("gv")],
        dialect: Dialect::Both,
        render: Render::Write(graphviz::render_gv),
    },
    Row {
        name: "web",
        flag: "--web",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Open the call graph as SVG in a web browser ($BROWSER, else xdg-open, sensible-browser...); the file is kept and named",
        needs: &[Need::Viewer("a web browser")],
        dialect: Dialect::Both,
        render: Render::Write(graphviz::render_web),
    },
    Row {
        name: "callgrind",
        flag: "--callgrind",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Calls per source line in callgrind format (for kcachegrind)",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(callgrind::render),
    },
    Row {
        name: "list",
        flag: "--list",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: true,
        refines: None,
        help: "Source of the functions matching RE, each line with flat and cum samples",
        needs: &[Need::CodeObjects],
        dialect: Dialect::Both,
        render: Render::Write(annotated::render_source),
    },
    Row {
        name: "disasm",
        flag: "--disasm",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: true,
        refines: None,
        help: "Disassembly of the functions matching RE, with flat and cum per instruction",
        needs: &[Need::CodeObjects],
        dialect: Dialect::Both,
        render: Render::Write(annotated::render_disassembly),
    },
    Row {
        name: "weblist",
        flag: "--weblist",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: true,
        refines: None,
        help: "Source of the functions matching RE as an HTML page, each line with its instructions folded under it (Go pprof's -weblist): written to --output=FILE, else opened in a web browser",
        needs: &[Need::CodeObjects, Need::Page],
        dialect: Dialect::Both,
        render: Render::Write(weblist::render_weblist),
    },
    Row {
        name: "gprof_flat",
        flag: "--gprof_flat",
        flag_aliases: &["--gprof-flat"],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "gprof's flat profile (`gprof -b -p`) of a gmon.out",
        needs: &[Need::GmonHistogram],
        dialect: Dialect::Perl,
        render: Render::Write(gprof::render_flat),
    },
    Row {
        name: "gprof_graph",
        flag: "--gprof_graph",
        flag_aliases: &["--gprof-graph"],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "gprof's call graph (`gprof -b -q`) of a gmon.out",
        needs: &[Need::GmonHistogram, Need::GmonArcs],
        dialect: Dialect::Perl,
        render: Render::Write(gprof::render_graph),
    },
    Row {
        name: "gprof_counts",
        flag: "--gprof_counts",
        flag_aliases: &["--gprof-counts"],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "gprof's execution counts (`gprof -b -l -C`) of a gmon.out: calls per function, runs per basic block",
        needs: &[Need::GmonHistogram, Need::CodeObjects],
        dialect: Dialect::Perl,
        render: Render::Write(gprof::render_counts),
    },
    Row {
        name: "gprof_sum",
        flag: "--gprof_sum",
        flag_aliases: &["--gprof-sum"],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "gprof's -s: writes the gmon.out files, summed, to gmon.sum in the current directory",
        needs: &[Need::GmonHistogram, Need::File(gprof::GMON_SUM)],
        dialect: Dialect::Perl,
        render: Render::Write(gprof::render_sum),
    },
    Row {
        name: "dump",
        flag: "--dump",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The profile as read and symbolized: sample types, samples, locations (or why each is unknown), mappings, laid out as Go pprof's -raw",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(dump::render),
    },
    Row {
        name: "unknown",
        flag: "--unknown",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The addresses that have no name, grouped by object and why (no mapping, no file, a file missing or of another build, no symbols), each group and address with its flat and cum, largest first; filters do not apply",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Document(unknown::render),
    },
    Row {
        name: "raw",
        flag: "--raw",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "perl's symbolized profile: the names of the addresses, then the profile (a heap profile's text with every type; others as a CPU profile of the value shown), for another pprof to read without the binaries",
        needs: &[],
        dialect: Dialect::Perl,
        render: Render::Write(raw::render),
    },
    Row {
        name: "proto",
        flag: "--proto",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The profile as read and symbolized, in pprof's gzip-compressed profile.proto (for Go pprof and other viewers), on stdout",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(proto::render),
    },
    Row {
        name: "tags",
        flag: "--tags",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The samples' labels, key by key: each value with the share of the value shown it carries, in Go pprof's -tags layout",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(tags::render),
    },
    Row {
        name: "collapsed",
        flag: "--collapsed",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Folded stacks for flame graph tools: one line per distinct stack of names at the granularity asked, root first, `;` between frames, then its value",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(collapsed::render),
    },
    Row {
        name: "flamegraph",
        flag: "--flamegraph",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "An interactive flame graph of the folded stacks as a self-contained SVG (click to zoom, Ctrl-F to search); red and blue by change for a difference (--base)",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(flamegraph::render_flame),
    },
    Row {
        name: "icicle",
        flag: "--icicle",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The flame graph drawn top-down, root at the top, as an SVG",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(flamegraph::render_icicle),
    },
    Row {
        name: "speedscope",
        flag: "--speedscope",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The folded stacks as a file speedscope opens (JSON, one sampled profile per thread of a perf recording), on stdout",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(speedscope::render),
    },
    Row {
        name: "heatmap",
        flag: "--heatmap",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "When the program was busy, as FlameScope draws it: an SVG heat map of the samples per column of a second (heatmap_column) and row of 20 ms (heatmap_row), the --time ranges outlined",
        needs: &[Need::SampleTimes],
        dialect: Dialect::Both,
        render: Render::Write(heatmap::render),
    },
    Row {
        name: "json",
        flag: "--json",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The text report's rows (values in the sample type's unit) and the call graph's edges between them, as JSON (schema: docs/report.schema.json)",
        needs: &[],
        dialect: Dialect::Both,
        render: Render::Write(json::render),
    },
];

/// The row named `name`: at compile time, for the reports the code names.
///
/// Panics: no row has that name (a constant that names none does not
/// compile).
pub const fn named(name: &str) -> &'static Row {
    let mut i = 0;
    while i < TABLE.len() {
        if same(TABLE[i].name, name) {
            return &TABLE[i];
        }
        i += 1;
    }
    panic!("no report has that name")
}

/// `a == b`, for constants.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The text report: the default.
pub const TEXT: &Row = named("text");
/// Go's `-peek`.
pub const PEEK: &Row = named("peek");
/// The unnamed addresses.
pub const UNKNOWN: &Row = named("unknown");
/// The profile as profile.proto.
pub const PROTO: &Row = named("proto");
/// Annotated source.
pub const LIST: &Row = named("list");
/// Annotated disassembly.
pub const DISASM: &Row = named("disasm");
/// Annotated source with its instructions, as HTML (Go's weblist).
pub const WEBLIST: &Row = named("weblist");
/// The call graph as SVG.
pub const SVG: &Row = named("svg");
/// The flame graph.
pub const FLAMEGRAPH: &Row = named("flamegraph");
/// The icicle graph.
pub const ICICLE: &Row = named("icicle");
/// gprof's flat profile.
pub const GPROF_FLAT: &Row = named("gprof_flat");
/// gprof's call graph.
pub const GPROF_GRAPH: &Row = named("gprof_graph");
/// Go's `-traces`.
pub const TRACES: &Row = named("traces");
/// The heat map of when samples were taken.
pub const HEATMAP: &Row = named("heatmap");

/// The row whose name or prompt alias is `word`.
pub fn find(word: &str) -> Option<&'static Row> {
    TABLE
        .iter()
        .find(|row| row.name == word || row.aliases.contains(&word))
}

mod request;

pub use request::Request;

#[cfg(test)]
mod tests;
