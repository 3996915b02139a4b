//! The `profile-analyze` command: flags in perl pprof's spellings, a thin
//! layer over the library.

use anyhow::{Context, bail};
use clap::Parser;
use profile_analyze::formats::ReadOptions;
use profile_analyze::graph::NodeOptions;
use profile_analyze::options::{self, Options, Report};
use profile_analyze::report::text::SortBy;
use profile_analyze::symbolize::SymbolizeOptions;
use std::io::{BufWriter, ErrorKind, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Analyze CPU profiles of native programs (gperftools format), like pprof.
#[derive(Parser, Debug)]
#[command(name = "profile-analyze", version, about, long_about = None)]
#[command(override_usage = "profile-analyze [OPTIONS] --text [PROGRAM] PROFILE")]
struct Args {
    /// Text report: one line per function (flat, flat%, sum%, cum, cum%, name).
    #[arg(long)]
    text: bool,
    /// Sort by cumulative samples instead of flat samples.
    #[arg(long)]
    cum: bool,
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
    /// Show full demangled names (argument and template types) instead of short ones.
    #[arg(long = "full_names", alias = "full-names", alias = "no_strip_temp")]
    full_names: bool,
    /// Keep the second frame even when (nearly) every stack shares it; by
    /// default it is dropped as the profiler's signal-handler frame.
    #[arg(long = "no-auto-signal-frm", alias = "no_auto_signal_frm")]
    keep_signal_frames: bool,
    /// The profiled program (optional when the profile's mappings name it),
    /// then the profile.
    #[arg(value_name = "PROGRAM PROFILE", num_args = 1..=2, required = true)]
    files: Vec<PathBuf>,
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
    if !args.text {
        bail!("choose a report: --text (the other pprof reports are not available yet)");
    }
    let (program, profile_path) = match args.files.as_slice() {
        [profile] => (None, profile.clone()),
        [program, profile] => (Some(program.clone()), profile.clone()),
        _ => unreachable!("clap allows one or two files"),
    };
    let options = Options {
        report: Report::Text,
        sort: if args.cum { SortBy::Cum } else { SortBy::Flat },
        nodes: NodeOptions {
            full_names: args.full_names,
        },
        read: ReadOptions {
            keep_signal_frames: args.keep_signal_frames,
        },
        symbolize: SymbolizeOptions {
            program,
            lib_prefixes: args.lib_prefix,
            debug_root: args.debug_root,
        },
    };
    let (profile, warnings) = options::load(&profile_path, &options)?;
    for w in warnings {
        eprintln!("profile-analyze: warning: {w}");
    }
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    options::render(&profile, &options, &mut out).context("writing the report")?;
    out.flush().context("writing the report")?;
    Ok(())
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == ErrorKind::BrokenPipe)
    })
}
