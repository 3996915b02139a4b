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
mod table;

pub use request::Request;
pub use table::TABLE;

#[cfg(test)]
mod tests;
