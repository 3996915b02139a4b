//! The command table: every report, once.
//!
//! A row names a report (the word of the interactive prompt), its flag
//! (`--text`), whether it takes a regular expression (`list RE`), its help
//! line and what it needs. The command line's report flags, the prompt's
//! commands and their help, and tab completion are all made from [`TABLE`];
//! the driver dispatches on [`Command`] with an exhaustive `match`. A new
//! report is one file in `report/` and one row here.

use super::graphviz::ImageFormat;
use regex::Regex;

/// A report, identifying its row of [`TABLE`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    /// One line per node.
    Text,
    /// The text report with the stacks it is made of first (perl's `--text --stacks`).
    Stacks,
    /// Every sample's stack with its value (Go's `-traces`).
    Traces,
    /// Every node with its callers and callees (Go's `-tree`).
    Tree,
    /// The nodes whose names match, with their callers and callees (Go's `-peek`).
    Peek,
    /// The call graph as dot text.
    Dot,
    /// The call graph rendered as SVG.
    Svg,
    /// The call graph rendered as PDF.
    Pdf,
    /// The call graph rendered as PostScript.
    Ps,
    /// The call graph rendered as GIF.
    Gif,
    /// The call graph rendered as PNG.
    Png,
    /// The call graph shown in the `gv` viewer.
    Gv,
    /// The call graph as SVG, opened in a web browser.
    Web,
    /// The call table in callgrind format.
    Callgrind,
    /// Annotated source of the routines whose names match.
    List,
    /// Annotated disassembly of the routines whose names match.
    Disasm,
    /// gprof's flat profile of a gmon.out.
    GprofFlat,
    /// gprof's call graph of a gmon.out.
    GprofGraph,
    /// gprof's execution counts of functions and basic blocks.
    GprofCounts,
    /// gprof's `-s`: the profile written back as `gmon.sum`.
    GprofSum,
    /// The profile model itself, as text.
    Dump,
    /// The addresses without a name, grouped by object and why.
    Unknown,
    /// perl's symbolized profile: the names of the addresses, then the profile.
    Raw,
    /// The profile as pprof's gzip-compressed profile.proto.
    Proto,
    /// The samples' labels, key by key (Go's `-tags`).
    Tags,
    /// Folded stacks, root first, for flame graph tools.
    Collapsed,
    /// An interactive flame graph (SVG), root at the bottom.
    Flamegraph,
    /// The same, top-down: root at the top.
    Icicle,
    /// The text rows and the edges between them, as JSON.
    Json,
}

/// Something a report needs to be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// The call graph of the filtered samples at the chosen granularity.
    Graph,
    /// That graph pruned (node count, node and edge fractions, degree).
    PrunedGraph,
    /// The calls between source lines (callgrind's table).
    Calls,
    /// The opened binaries: their code, symbol tables and line tables.
    CodeObjects,
    /// A gmon.out's histogram: gprof's reports read nothing else, whole.
    GmonHistogram,
    /// A gmon.out's call arcs.
    GmonArcs,
    /// graphviz's `dot`, rendering to this format.
    Image(ImageFormat),
    /// An external viewer program (and `dot` before it).
    Viewer(&'static str),
    /// The whole profile as symbolized, no filter applied.
    Profile,
}

/// One report: how it is asked for and what it needs.
#[derive(Debug)]
pub struct Row {
    /// Which report.
    pub command: Command,
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
    /// The report this one refines, whose flag may be given with its own
    /// (perl's `--text --stacks`).
    pub refines: Option<Command>,
    /// One line of help.
    pub help: &'static str,
    /// What it needs.
    pub needs: &'static [Need],
}

impl Row {
    /// Whether the report needs `need`.
    pub fn needs(&self, need: Need) -> bool {
        self.needs.contains(&need)
    }

    /// The image format graphviz renders it to, if it is an image.
    pub fn image_format(&self) -> Option<ImageFormat> {
        self.needs.iter().find_map(|need| match need {
            Need::Image(format) => Some(*format),
            _ => None,
        })
    }
}

/// Every report, in the order help lists them; row `i` is the report of
/// the `Command` whose discriminant is `i`.
pub static TABLE: [Row; 29] = [
    Row {
        command: Command::Text,
        name: "text",
        flag: "--text",
        flag_aliases: &["--top"],
        aliases: &["top"],
        takes_regex: false,
        refines: None,
        help: "One line per node (flat, flat%, sum%, cum, cum%, name); also --top",
        needs: &[Need::Graph],
    },
    Row {
        command: Command::Stacks,
        name: "stacks",
        flag: "--stacks",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: Some(Command::Text),
        help: "The text report with every stack first, each with its value, as perl's --text --stacks (and a heap profile's `Leak of N bytes` blocks)",
        needs: &[Need::Graph],
    },
    Row {
        command: Command::Traces,
        name: "traces",
        flag: "--traces",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Every sample: its labels, its value and its stack, one frame per line, in Go pprof's -traces layout",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Tree,
        name: "tree",
        flag: "--tree",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Every node with its callers above and callees below, each edge with its value and share, in Go pprof's -tree layout",
        needs: &[Need::Graph],
    },
    Row {
        command: Command::Peek,
        name: "peek",
        flag: "--peek",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: true,
        refines: None,
        help: "The nodes matching RE with their callers and callees, as --tree (Go pprof's -peek)",
        needs: &[Need::Graph],
    },
    Row {
        command: Command::Dot,
        name: "dot",
        flag: "--dot",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph in graphviz dot format, on stdout",
        needs: &[Need::PrunedGraph],
    },
    Row {
        command: Command::Svg,
        name: "svg",
        flag: "--svg",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as SVG (runs graphviz's `dot`)",
        needs: &[Need::PrunedGraph, Need::Image(ImageFormat::Svg)],
    },
    Row {
        command: Command::Pdf,
        name: "pdf",
        flag: "--pdf",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as PDF (runs `dot`)",
        needs: &[Need::PrunedGraph, Need::Image(ImageFormat::Pdf)],
    },
    Row {
        command: Command::Ps,
        name: "ps",
        flag: "--ps",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as PostScript (runs `dot`)",
        needs: &[Need::PrunedGraph, Need::Image(ImageFormat::Ps)],
    },
    Row {
        command: Command::Gif,
        name: "gif",
        flag: "--gif",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as GIF (runs `dot`)",
        needs: &[Need::PrunedGraph, Need::Image(ImageFormat::Gif)],
    },
    Row {
        command: Command::Png,
        name: "png",
        flag: "--png",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The call graph as PNG (runs `dot`)",
        needs: &[Need::PrunedGraph, Need::Image(ImageFormat::Png)],
    },
    Row {
        command: Command::Gv,
        name: "gv",
        flag: "--gv",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Show the call graph in the gv viewer (runs `dot` and `gv`)",
        needs: &[Need::PrunedGraph, Need::Viewer("gv")],
    },
    Row {
        command: Command::Web,
        name: "web",
        flag: "--web",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Open the call graph as SVG in a web browser ($BROWSER, else xdg-open, sensible-browser...); the file is kept and named",
        needs: &[Need::PrunedGraph, Need::Viewer("a web browser")],
    },
    Row {
        command: Command::Callgrind,
        name: "callgrind",
        flag: "--callgrind",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Calls per source line in callgrind format (for kcachegrind)",
        needs: &[Need::Calls],
    },
    Row {
        command: Command::List,
        name: "list",
        flag: "--list",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: true,
        refines: None,
        help: "Source of the functions matching RE, each line with flat and cum samples",
        needs: &[Need::CodeObjects],
    },
    Row {
        command: Command::Disasm,
        name: "disasm",
        flag: "--disasm",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: true,
        refines: None,
        help: "Disassembly of the functions matching RE, with flat and cum per instruction",
        needs: &[Need::CodeObjects],
    },
    Row {
        command: Command::GprofFlat,
        name: "gprof_flat",
        flag: "--gprof_flat",
        flag_aliases: &["--gprof-flat"],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "gprof's flat profile (`gprof -b -p`) of a gmon.out",
        needs: &[Need::GmonHistogram],
    },
    Row {
        command: Command::GprofGraph,
        name: "gprof_graph",
        flag: "--gprof_graph",
        flag_aliases: &["--gprof-graph"],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "gprof's call graph (`gprof -b -q`) of a gmon.out",
        needs: &[Need::GmonHistogram, Need::GmonArcs],
    },
    Row {
        command: Command::GprofCounts,
        name: "gprof_counts",
        flag: "--gprof_counts",
        flag_aliases: &["--gprof-counts"],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "gprof's execution counts (`gprof -b -l -C`) of a gmon.out: calls per function, runs per basic block",
        needs: &[Need::GmonHistogram, Need::CodeObjects],
    },
    Row {
        command: Command::GprofSum,
        name: "gprof_sum",
        flag: "--gprof_sum",
        flag_aliases: &["--gprof-sum"],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "gprof's -s: writes the gmon.out files, summed, to gmon.sum in the current directory",
        needs: &[Need::GmonHistogram],
    },
    Row {
        command: Command::Dump,
        name: "dump",
        flag: "--dump",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The profile as read and symbolized: sample types, samples, locations (or why each is unknown), mappings, laid out as Go pprof's -raw",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Unknown,
        name: "unknown",
        flag: "--unknown",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The addresses that have no name, grouped by object and why (no mapping, no file, a file missing or of another build, no symbols), each group and address with its flat and cum, largest first; filters do not apply",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Raw,
        name: "raw",
        flag: "--raw",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "perl's symbolized profile: the names of the addresses, then the profile (a heap profile's text with every type; others as a CPU profile of the value shown), for another pprof to read without the binaries",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Proto,
        name: "proto",
        flag: "--proto",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The profile as read and symbolized, in pprof's gzip-compressed profile.proto (for Go pprof and other viewers), on stdout",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Tags,
        name: "tags",
        flag: "--tags",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The samples' labels, key by key: each value with the share of the value shown it carries, in Go pprof's -tags layout",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Collapsed,
        name: "collapsed",
        flag: "--collapsed",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "Folded stacks for flame graph tools: one line per distinct stack of names at the granularity asked, root first, `;` between frames, then its value",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Flamegraph,
        name: "flamegraph",
        flag: "--flamegraph",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "An interactive flame graph of the folded stacks as a self-contained SVG (click to zoom, Ctrl-F to search); red and blue by change for a difference (--base)",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Icicle,
        name: "icicle",
        flag: "--icicle",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The flame graph drawn top-down, root at the top, as an SVG",
        needs: &[Need::Profile],
    },
    Row {
        command: Command::Json,
        name: "json",
        flag: "--json",
        flag_aliases: &[],
        aliases: &[],
        takes_regex: false,
        refines: None,
        help: "The text report's rows (values in the sample type's unit) and the call graph's edges between them, as JSON (schema: docs/report.schema.json)",
        needs: &[Need::Graph],
    },
];

impl Command {
    /// The command's row of [`TABLE`].
    pub fn row(self) -> &'static Row {
        &TABLE[self as usize]
    }
}

/// The row whose name or prompt alias is `word`.
pub fn find(word: &str) -> Option<&'static Row> {
    TABLE
        .iter()
        .find(|row| row.name == word || row.aliases.contains(&word))
}

/// A report as asked for: the command and, for the commands that take one,
/// the regular expression that picks the routines (`list RE`).
#[derive(Debug, Clone)]
pub struct Request {
    command: Command,
    symbol: Option<Regex>,
}

impl Request {
    /// `command` with `symbol`; `None` unless `symbol` is given exactly when
    /// the command's row takes a regular expression.
    pub fn new(command: Command, symbol: Option<Regex>) -> Option<Request> {
        (command.row().takes_regex == symbol.is_some()).then_some(Request { command, symbol })
    }

    /// The report.
    pub fn command(&self) -> Command {
        self.command
    }

    /// The regular expression of a command that takes one.
    pub fn symbol(&self) -> Option<&Regex> {
        self.symbol.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_in_command_order_with_unique_names() {
        for (i, row) in TABLE.iter().enumerate() {
            assert_eq!(row.command as usize, i, "{}", row.name);
            assert_eq!(row.command.row().name, row.name);
            assert_eq!(row.flag, format!("--{}", row.name));
            let words = || TABLE.iter().flat_map(|r| r.aliases.iter().chain([&r.name]));
            assert_eq!(words().filter(|w| **w == row.name).count(), 1);
            assert_eq!(find(row.name).map(|r| r.command), Some(row.command));
        }
        assert_eq!(find("top").map(|r| r.command), Some(Command::Text));
        assert_eq!(find("web").map(|r| r.command), Some(Command::Web));
    }

    #[test]
    fn image_rows_name_their_format() {
        for row in &TABLE {
            let image = matches!(
                row.command,
                Command::Svg | Command::Pdf | Command::Ps | Command::Gif | Command::Png
            );
            assert_eq!(row.image_format().is_some(), image, "{}", row.name);
        }
    }

    #[test]
    fn requests_carry_a_regex_exactly_when_the_row_takes_one() {
        let re = Regex::new("main").unwrap();
        assert!(Request::new(Command::List, Some(re.clone())).is_some());
        assert!(Request::new(Command::List, None).is_none());
        assert!(Request::new(Command::Text, Some(re)).is_none());
        assert!(Request::new(Command::Text, None).is_some());
    }

    #[test]
    fn a_refining_report_refines_one_that_refines_none() {
        for row in &TABLE {
            if let Some(base) = row.refines {
                assert_eq!(base.row().refines, None, "{}", row.name);
                assert!(!row.takes_regex && !base.row().takes_regex, "{}", row.name);
            }
        }
    }
}
