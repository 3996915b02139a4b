//! The `profile-analyze` command: flags in perl pprof's spellings, a thin
//! layer over the library.

use anyhow::{Context, bail};
use clap::{ArgGroup, Parser};
use profile_analyze::formats::ReadOptions;
use profile_analyze::graph::{Filters, Granularity, NodeOptions, PruneOptions};
use profile_analyze::options::{self, Options, Report};
use profile_analyze::report::Syntax;
use profile_analyze::report::annotated::CodeOptions;
use profile_analyze::report::graphviz::ImageFormat;
use profile_analyze::report::text::SortBy;
use profile_analyze::symbolize::{Store, SymbolizeOptions};
use regex::Regex;
use std::io::{BufWriter, ErrorKind, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Analyze CPU profiles of native programs (gperftools format), like pprof.
#[derive(Parser, Debug)]
#[command(name = "profile-analyze", version, about, long_about = None)]
#[command(override_usage = "profile-analyze <REPORT> [OPTIONS] [PROGRAM] PROFILE")]
#[command(group(ArgGroup::new("report").required(true).args(
    ["text", "dot", "svg", "pdf", "ps", "gif", "gv", "callgrind", "list", "disasm"]
)))]
#[command(group(ArgGroup::new("granularity").args(
    ["functions", "lines", "addresses", "files"]
)))]
struct Args {
    /// Report: one line per node (flat, flat%, sum%, cum, cum%, name).
    #[arg(long, help_heading = "Reports")]
    text: bool,
    /// Report: the call graph in graphviz dot format, on stdout.
    #[arg(long, help_heading = "Reports")]
    dot: bool,
    /// Report: the call graph as SVG (runs graphviz's `dot`).
    #[arg(long, help_heading = "Reports")]
    svg: bool,
    /// Report: the call graph as PDF (runs `dot`).
    #[arg(long, help_heading = "Reports")]
    pdf: bool,
    /// Report: the call graph as PostScript (runs `dot`).
    #[arg(long, help_heading = "Reports")]
    ps: bool,
    /// Report: the call graph as GIF (runs `dot`).
    #[arg(long, help_heading = "Reports")]
    gif: bool,
    /// Report: show the call graph in the gv viewer (runs `dot` and `gv`).
    #[arg(long, help_heading = "Reports")]
    gv: bool,
    /// Report: calls per source line in callgrind format (for kcachegrind).
    #[arg(long, help_heading = "Reports")]
    callgrind: bool,
    /// Report: source of the functions matching RE, each line with flat and cum samples.
    #[arg(long, value_name = "RE", help_heading = "Reports")]
    list: Option<String>,
    /// Report: disassembly of the functions matching RE, with flat and cum per instruction.
    #[arg(long, value_name = "RE", help_heading = "Reports")]
    disasm: Option<String>,

    /// One node per function (the default).
    #[arg(long, help_heading = "Granularity")]
    functions: bool,
    /// One node per source line.
    #[arg(long, help_heading = "Granularity")]
    lines: bool,
    /// One node per address (and inline frame).
    #[arg(long, help_heading = "Granularity")]
    addresses: bool,
    /// One node per source file.
    #[arg(long, help_heading = "Granularity")]
    files: bool,

    /// Only samples with a frame whose address, function or file:line matches RE.
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    focus: Option<String>,
    /// Drop samples with a frame whose address, function or file:line matches RE.
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    ignore: Option<String>,

    /// Sort --text by cumulative samples instead of flat samples.
    #[arg(long, help_heading = "Display")]
    cum: bool,
    /// Graphs: at most N nodes (default 80). --text: at most N rows (default all).
    #[arg(long, value_name = "N", help_heading = "Display")]
    nodecount: Option<usize>,
    /// Graphs: drop nodes with at most this fraction of the samples.
    #[arg(
        long,
        value_name = "F",
        default_value_t = 0.005,
        help_heading = "Display"
    )]
    nodefraction: f64,
    /// Graphs: drop edges with at most this fraction of the samples.
    #[arg(
        long,
        value_name = "F",
        default_value_t = 0.001,
        help_heading = "Display"
    )]
    edgefraction: f64,
    /// Graphs: at most N edges into and out of each node (beyond reachability).
    #[arg(long, value_name = "N", default_value_t = 8, help_heading = "Display")]
    maxdegree: usize,
    /// --list/--disasm: directories to look for source files in (colon-separated).
    #[arg(
        long = "source_path",
        alias = "source-path",
        value_name = "DIRS",
        value_delimiter = ':',
        help_heading = "Display"
    )]
    source_path: Vec<PathBuf>,
    /// --list: charge inlined code to the inlined functions' own lines (shown
    /// after the routine) instead of to the line of the call.
    #[arg(
        long = "inlined_lines",
        alias = "inlined-lines",
        help_heading = "Display"
    )]
    inlined_lines: bool,
    /// --disasm: Intel syntax instead of AT&T (objdump's default).
    #[arg(long, help_heading = "Display")]
    intel: bool,
    /// Show full demangled names (argument and template types) instead of short ones.
    #[arg(
        long = "full_names",
        alias = "full-names",
        alias = "no_strip_temp",
        help_heading = "Display"
    )]
    full_names: bool,

    /// Comma-separated roots under which libraries named by the profile are
    /// looked for first (for profiles taken on another machine).
    #[arg(
        long = "lib_prefix",
        alias = "lib-prefix",
        value_name = "DIRS",
        value_delimiter = ','
    )]
    lib_prefix: Vec<PathBuf>,
    /// Root of separate debug files (found by build id or .gnu_debuglink).
    #[arg(
        long = "debug_root",
        alias = "debug-root",
        value_name = "DIR",
        default_value = "/usr/lib/debug"
    )]
    debug_root: PathBuf,
    /// Keep the second frame even when (nearly) every stack shares it; by
    /// default it is dropped as the profiler's signal-handler frame.
    #[arg(long = "no-auto-signal-frm", alias = "no_auto_signal_frm")]
    keep_signal_frames: bool,
    /// The profiled program (optional when the profile's mappings name it),
    /// then the profile.
    #[arg(value_name = "PROGRAM PROFILE", num_args = 1..=2, required = true)]
    files_args: Vec<PathBuf>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("profile-analyze: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Args) -> anyhow::Result<()> {
    let (program, profile_path) = match args.files_args.as_slice() {
        [profile] => (None, profile.clone()),
        [program, profile] => (Some(program.clone()), profile.clone()),
        _ => unreachable!("clap allows one or two files"),
    };
    let options = options(args, program)?;
    let store = Store::default();
    let loaded = options::load(&profile_path, &options, &store)?;
    for w in &loaded.warnings {
        eprintln!("profile-analyze: warning: {w}");
    }
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let notes = options::render(&loaded, &options, &mut out)?;
    out.flush().context("writing the report")?;
    for note in notes {
        eprintln!("profile-analyze: {note}");
    }
    Ok(())
}

/// The library's options from the flags.
fn options(args: Args, program: Option<PathBuf>) -> anyhow::Result<Options> {
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
    } else {
        Report::Callgrind
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
            focus: args.focus.map(|re| regex("--focus", &re)).transpose()?,
            ignore: args.ignore.map(|re| regex("--ignore", &re)).transpose()?,
        },
        prune,
        code: CodeOptions {
            source_path: args.source_path,
            inlined_lines: args.inlined_lines,
            syntax: if args.intel {
                Syntax::Intel
            } else {
                Syntax::Att
            },
        },
        read: ReadOptions {
            keep_signal_frames: args.keep_signal_frames,
        },
        symbolize: SymbolizeOptions {
            program,
            lib_prefixes: args.lib_prefix,
            debug_root: args.debug_root,
        },
    })
}

fn regex(flag: &str, re: &str) -> anyhow::Result<Regex> {
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

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == ErrorKind::BrokenPipe)
    })
}
