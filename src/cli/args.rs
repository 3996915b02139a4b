//! The command line: flags in perl pprof's spellings, turned into the
//! library's [`Options`].

use anyhow::bail;
use clap::{ArgGroup, Parser};
use profile_analyze::formats::ReadOptions;
use profile_analyze::graph::{Filters, Granularity, NodeOptions, PruneOptions};
use profile_analyze::options::{Options, Report};
use profile_analyze::report::Syntax;
use profile_analyze::report::annotated::CodeOptions;
use profile_analyze::report::graphviz::ImageFormat;
use profile_analyze::report::text::SortBy;
use profile_analyze::symbolize::SymbolizeOptions;
use regex::Regex;
use std::path::PathBuf;

/// Analyze CPU profiles of native programs (gperftools, gprof gmon.out, DCPI), like pprof.
#[derive(Parser, Debug)]
#[command(name = "profile-analyze", version, about, long_about = None)]
#[command(override_usage = "profile-analyze [REPORT] [OPTIONS] [PROGRAM] PROFILE")]
#[command(group(ArgGroup::new("report").args(
    ["text", "dot", "svg", "pdf", "ps", "gif", "gv", "callgrind", "list", "disasm", "gprof_flat", "gprof_graph", "gprof_counts", "interactive"]
)))]
#[command(group(ArgGroup::new("granularity").args(
    ["functions", "lines", "addresses", "files"]
)))]
pub struct Args {
    /// Report: one line per node (flat, flat%, sum%, cum, cum%, name).
    #[arg(long, help_heading = "Reports")]
    pub text: bool,
    /// Report: the call graph in graphviz dot format, on stdout.
    #[arg(long, help_heading = "Reports")]
    pub dot: bool,
    /// Report: the call graph as SVG (runs graphviz's `dot`).
    #[arg(long, help_heading = "Reports")]
    pub svg: bool,
    /// Report: the call graph as PDF (runs `dot`).
    #[arg(long, help_heading = "Reports")]
    pub pdf: bool,
    /// Report: the call graph as PostScript (runs `dot`).
    #[arg(long, help_heading = "Reports")]
    pub ps: bool,
    /// Report: the call graph as GIF (runs `dot`).
    #[arg(long, help_heading = "Reports")]
    pub gif: bool,
    /// Report: show the call graph in the gv viewer (runs `dot` and `gv`).
    #[arg(long, help_heading = "Reports")]
    pub gv: bool,
    /// Report: calls per source line in callgrind format (for kcachegrind).
    #[arg(long, help_heading = "Reports")]
    pub callgrind: bool,
    /// Report: gprof's flat profile (`gprof -b -p`) of a gmon.out.
    #[arg(long = "gprof_flat", alias = "gprof-flat", help_heading = "Reports")]
    pub gprof_flat: bool,
    /// Report: gprof's call graph (`gprof -b -q`) of a gmon.out.
    #[arg(long = "gprof_graph", alias = "gprof-graph", help_heading = "Reports")]
    pub gprof_graph: bool,
    /// Report: gprof's execution counts (`gprof -b -l -C`) of a gmon.out: calls per function, runs per basic block.
    #[arg(
        long = "gprof_counts",
        alias = "gprof-counts",
        help_heading = "Reports"
    )]
    pub gprof_counts: bool,
    /// An interactive prompt (the default when no report is given).
    #[arg(long, help_heading = "Reports")]
    pub interactive: bool,
    /// Report: source of the functions matching RE, each line with flat and cum samples.
    #[arg(long, value_name = "RE", help_heading = "Reports")]
    pub list: Option<String>,
    /// Report: disassembly of the functions matching RE, with flat and cum per instruction.
    #[arg(long, value_name = "RE", help_heading = "Reports")]
    pub disasm: Option<String>,

    /// One node per function (the default).
    #[arg(long, help_heading = "Granularity")]
    pub functions: bool,
    /// One node per source line.
    #[arg(long, help_heading = "Granularity")]
    pub lines: bool,
    /// One node per address (and inline frame).
    #[arg(long, help_heading = "Granularity")]
    pub addresses: bool,
    /// One node per source file.
    #[arg(long, help_heading = "Granularity")]
    pub files: bool,

    /// Only samples with a frame whose address, function or file:line matches RE.
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    pub focus: Option<String>,
    /// Drop samples with a frame whose address, function or file:line matches RE.
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    pub ignore: Option<String>,

    /// Sort --text by cumulative samples instead of flat samples.
    #[arg(long, help_heading = "Display")]
    pub cum: bool,
    /// Graphs: at most N nodes (default 80). --text: at most N rows (default all).
    #[arg(long, value_name = "N", help_heading = "Display")]
    pub nodecount: Option<usize>,
    /// Graphs: drop nodes with at most this fraction of the samples.
    #[arg(
        long,
        value_name = "F",
        default_value_t = 0.005,
        help_heading = "Display"
    )]
    pub nodefraction: f64,
    /// Graphs: drop edges with at most this fraction of the samples.
    #[arg(
        long,
        value_name = "F",
        default_value_t = 0.001,
        help_heading = "Display"
    )]
    pub edgefraction: f64,
    /// Graphs: at most N edges into and out of each node (beyond reachability).
    #[arg(long, value_name = "N", default_value_t = 8, help_heading = "Display")]
    pub maxdegree: usize,
    /// --list/--disasm: directories to look for source files in (colon-separated).
    #[arg(
        long = "source_path",
        alias = "source-path",
        value_name = "DIRS",
        value_delimiter = ':',
        help_heading = "Display"
    )]
    pub source_path: Vec<PathBuf>,
    /// --list: charge inlined code to the inlined functions' own lines (shown
    /// after the routine) instead of to the line of the call.
    #[arg(
        long = "inlined_lines",
        alias = "inlined-lines",
        help_heading = "Display"
    )]
    pub inlined_lines: bool,
    /// --disasm: Intel syntax instead of AT&T (objdump's default).
    #[arg(long, help_heading = "Display")]
    pub intel: bool,
    /// Show full demangled names (argument and template types) instead of short ones.
    #[arg(
        long = "full_names",
        alias = "full-names",
        alias = "no_strip_temp",
        help_heading = "Display"
    )]
    pub full_names: bool,

    /// Comma-separated roots under which libraries named by the profile are
    /// looked for first (for profiles taken on another machine).
    #[arg(
        long = "lib_prefix",
        alias = "lib-prefix",
        value_name = "DIRS",
        value_delimiter = ','
    )]
    pub lib_prefix: Vec<PathBuf>,
    /// Root of separate debug files (found by build id or .gnu_debuglink).
    #[arg(
        long = "debug_root",
        alias = "debug-root",
        value_name = "DIR",
        default_value = "/usr/lib/debug"
    )]
    pub debug_root: PathBuf,
    /// DCPI profiles: bytes between the addresses of a chunk's consecutive
    /// counts (1; 4 for Alpha's 4-byte instructions).
    #[arg(long = "dcpi_stride", value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=16))]
    pub dcpi_stride: u64,
    /// gmon.out: credit time and calls only to the functions gprof accepts,
    /// skipping local GCC clones such as `f.isra.0`, `f.part.0`, `f.cold`
    /// (their time goes to the function before them), so every number equals gprof's.
    #[arg(long = "gprof_symbols", alias = "gprof-symbols")]
    pub gprof_symbols: bool,
    /// Keep the second frame even when (nearly) every stack shares it; by
    /// default it is dropped as the profiler's signal-handler frame.
    #[arg(long = "no-auto-signal-frm", alias = "no_auto_signal_frm")]
    pub keep_signal_frames: bool,
    /// Remote profiles: seconds of CPU profile to ask the server for.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 30,
        help_heading = "Remote profiles"
    )]
    pub seconds: u64,
    /// Remote profiles: give up on a request after this many seconds
    /// (default: the profiling time plus 60).
    #[arg(long, value_name = "N", help_heading = "Remote profiles")]
    pub timeout: Option<u64>,
    /// The profiled program (optional when the profile's mappings name it),
    /// then the profile: a file, or a server (`host:port`, `http://host:port/...`).
    #[arg(value_name = "PROGRAM PROFILE", num_args = 1..=2, required = true)]
    pub files_args: Vec<String>,
}

impl Args {
    /// True when no report was asked for, or `--interactive` was.
    pub fn is_interactive(&self) -> bool {
        self.interactive
            || !(self.text
                || self.dot
                || self.svg
                || self.pdf
                || self.ps
                || self.gif
                || self.gv
                || self.callgrind
                || self.gprof_flat
                || self.gprof_graph
                || self.gprof_counts
                || self.list.is_some()
                || self.disasm.is_some())
    }
}

/// The library's options from the flags.
pub fn options(args: &Args, program: Option<PathBuf>) -> anyhow::Result<Options> {
    let report = if args.text {
        Report::Text
    } else if args.dot {
        Report::Dot
    } else if args.svg {
        Report::Image(ImageFormat::Svg)
    } else if args.pdf {
        Report::Image(ImageFormat::Pdf)
    } else if args.ps {
        Report::Image(ImageFormat::Ps)
    } else if args.gif {
        Report::Image(ImageFormat::Gif)
    } else if args.gv {
        Report::Gv
    } else if let Some(re) = &args.list {
        Report::List(regex("--list", re)?)
    } else if let Some(re) = &args.disasm {
        Report::Disasm(regex("--disasm", re)?)
    } else if args.callgrind {
        Report::Callgrind
    } else if args.gprof_flat {
        Report::GprofFlat
    } else if args.gprof_graph {
        Report::GprofGraph
    } else if args.gprof_counts {
        Report::GprofCounts
    } else {
        // The interactive mode picks a report per command.
        Report::Text
    };
    let granularity = if args.lines {
        Granularity::Lines
    } else if args.addresses {
        Granularity::Addresses
    } else if args.files {
        Granularity::Files
    } else {
        Granularity::Functions
    };
    for (flag, value) in [
        ("--nodefraction", args.nodefraction),
        ("--edgefraction", args.edgefraction),
    ] {
        if !(0.0..=1.0).contains(&value) {
            bail!("{flag}={value}: must be a fraction between 0 and 1");
        }
    }
    let mut prune = PruneOptions {
        nodefraction: args.nodefraction,
        edgefraction: args.edgefraction,
        maxdegree: args.maxdegree,
        ..PruneOptions::default()
    };
    if let Some(n) = args.nodecount {
        prune.nodecount = n;
    }
    Ok(Options {
        report,
        sort: if args.cum { SortBy::Cum } else { SortBy::Flat },
        text_limit: args.nodecount,
        nodes: NodeOptions {
            granularity,
            full_names: args.full_names,
        },
        filters: Filters {
            focus: args
                .focus
                .as_deref()
                .map(|re| regex("--focus", re))
                .transpose()?,
            ignore: args
                .ignore
                .as_deref()
                .map(|re| regex("--ignore", re))
                .transpose()?,
        },
        prune,
        code: CodeOptions {
            source_path: args.source_path.clone(),
            inlined_lines: args.inlined_lines,
            syntax: if args.intel {
                Syntax::Intel
            } else {
                Syntax::Att
            },
        },
        read: ReadOptions {
            keep_signal_frames: args.keep_signal_frames,
            dcpi_stride: args.dcpi_stride,
            program: None,
            gprof_symbols: args.gprof_symbols,
        },
        symbolize: SymbolizeOptions {
            program,
            lib_prefixes: args.lib_prefix.clone(),
            debug_root: args.debug_root.clone(),
        },
    })
}

pub fn regex(flag: &str, re: &str) -> anyhow::Result<Regex> {
    Regex::new(re).map_err(|e| {
        // The parser's message spans several lines; its last says what is wrong.
        let message = e.to_string();
        let what = message.lines().last().unwrap_or_default();
        anyhow::anyhow!(
            "{flag}={re}: not a valid regular expression: {}",
            what.trim_start_matches("error: ")
        )
    })
}
