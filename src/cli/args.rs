//! The command line: flags in perl pprof's spellings (and Go pprof's single
//! dash), turned into the library's [`Settings`] and [`Request`]. The report
//! flags are made from the command table.

use anyhow::bail;
use clap::{Arg, ArgAction, ArgGroup, ArgMatches, CommandFactory, FromArgMatches, Parser};
use profile_analyze::formats::ReadOptions;
use profile_analyze::graph::{Filters, Granularity, NodeOptions, PruneOptions, TagFilter};
use profile_analyze::report::Syntax;
use profile_analyze::report::annotated::CodeOptions;
use profile_analyze::report::commands::{self, Command, Request, TABLE};
use profile_analyze::report::flamegraph::MinWidth;
use profile_analyze::report::tags::TagKeys;
use profile_analyze::report::text::SortBy;
use profile_analyze::settings::Settings;
use profile_analyze::symbolize::SymbolizeOptions;
use profile_analyze::symbolize::debuginfod::Debuginfod;
use regex::Regex;
use std::collections::HashMap;
use std::ffi::OsString;
use std::path::PathBuf;

/// Analyze CPU, heap and contention profiles of native programs (gperftools, gprof gmon.out, DCPI), like pprof.
#[derive(Parser, Debug)]
#[command(name = "profile-analyze", version, about, long_about = None)]
#[command(override_usage = "profile-analyze [REPORT] [OPTIONS] [PROGRAM] PROFILE [PROFILE...]")]
#[command(
    after_help = "Every long option can also be spelled with one dash, as Go pprof spells them: -text, -list=RE, -nodecount=N.

Examples:
  profile-analyze --text ./prog prog.prof            where the time went, by function
  profile-analyze --text --lines ./prog prog.prof    ... by source line
  profile-analyze --svg ./prog prog.prof > g.svg     the call graph (needs graphviz)
  profile-analyze --flamegraph ./prog prog.prof > f.svg
  profile-analyze --list=RE ./prog prog.prof         annotated source of matching functions
  profile-analyze --text --base=old.prof ./prog new.prof
  profile-analyze --gprof_flat ./prog gmon.out       gprof's flat profile
  profile-analyze ./prog prog.prof                   the interactive prompt
Make a profile: CPUPROFILE=prog.prof LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libprofiler.so.0 ./prog"
)]
#[command(group(ArgGroup::new("granularity").args(
    ["functions", "lines", "addresses", "files", "filefunctions"]
)))]
#[command(group(ArgGroup::new("a_base").args(["base", "diff_base"])))]
#[command(group(ArgGroup::new("sample_type").args(
    ["sample_index", "inuse_space", "inuse_objects", "alloc_space", "alloc_objects",
     "total_delay", "contentions", "mean_delay"]
)))]
pub struct Args {
    /// The report asked for (made from the command table).
    #[command(flatten)]
    pub report: ReportArgs,

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
    /// One node per function and source file (Go's -filefunctions).
    #[arg(long, help_heading = "Granularity")]
    pub filefunctions: bool,
    /// Charge inlined code to the function it was inlined into, at the
    /// line of the call (Go's -noinlines).
    #[arg(long, help_heading = "Granularity")]
    pub noinlines: bool,

    /// Only samples with a frame whose address, function or file:line matches RE.
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    pub focus: Option<String>,
    /// Drop samples with a frame whose address, function or file:line matches RE.
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    pub ignore: Option<String>,
    /// Only samples whose labels match: [KEY=]RE[,RE...] or [KEY=]RANGE
    /// (32kb, 4mb:, :64kb, 12kb:64mb), as Go pprof's -tagfocus.
    #[arg(long, value_name = "TAGS", help_heading = "Filters")]
    pub tagfocus: Option<String>,
    /// Drop samples whose labels match (the syntax of --tagfocus).
    #[arg(long, value_name = "TAGS", help_heading = "Filters")]
    pub tagignore: Option<String>,
    /// Remove the frames whose function or file matches RE from the stacks
    /// (Go's -hide).
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    pub hide: Option<String>,
    /// Keep only the frames whose function or file matches RE (Go's -show).
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    pub show: Option<String>,
    /// Drop the callers of each stack's root-most frame matching RE, and
    /// the samples without one (Go's -show_from).
    #[arg(
        long = "show_from",
        alias = "show-from",
        value_name = "RE",
        help_heading = "Filters"
    )]
    pub show_from: Option<String>,
    /// Drop the callees of each stack's leaf-most frame whose function
    /// matches RE (Go's -prune_from).
    #[arg(
        long = "prune_from",
        alias = "prune-from",
        value_name = "RE",
        help_heading = "Filters"
    )]
    pub prune_from: Option<String>,
    /// --tags: only label keys that match RE.
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    pub tagshow: Option<String>,
    /// --tags: not label keys that match RE.
    #[arg(long, value_name = "RE", help_heading = "Filters")]
    pub taghide: Option<String>,

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
    #[arg(
        long,
        alias = "intel_syntax",
        alias = "intel-syntax",
        help_heading = "Display"
    )]
    pub intel: bool,
    /// Write the report to FILE instead of stdout (Go's -output).
    #[arg(long, value_name = "FILE", help_heading = "Display")]
    pub output: Option<PathBuf>,
    /// Serve a web interface on HOST:PORT (Go's -http): top, graph, flame
    /// graph, peek, source and disassembly views; `:0` picks a free port on
    /// 127.0.0.1. Runs until interrupted.
    #[arg(
        long,
        value_name = "HOST:PORT",
        help_heading = "Web interface",
        conflicts_with_all = ["report", "output"]
    )]
    pub http: Option<String>,
    /// With --http: print the address, open no browser (Go's -no_browser).
    #[arg(
        long = "no_browser",
        alias = "no-browser",
        help_heading = "Web interface"
    )]
    pub no_browser: bool,
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
    /// More roots of separate debug files (found by build id,
    /// .gnu_debuglink or path), searched before /usr/lib/debug;
    /// comma-separated or repeated.
    #[arg(
        long = "debug_root",
        alias = "debug-root",
        value_name = "DIRS",
        value_delimiter = ','
    )]
    pub debug_root: Vec<PathBuf>,
    /// Use a program or library whose code does not fit the profile (the
    /// instruction before most return addresses is no call: another build)
    /// anyway, with a warning, instead of refusing it.
    #[arg(long = "ignore_mismatch", alias = "ignore-mismatch")]
    pub ignore_mismatch: bool,
    /// perl's mode for scripts: read /proc/maps lines and addresses (a
    /// line with a 0x... word) on stdin and print the name of each address
    /// (its outermost function, as perl prints it), or ??; give only the
    /// program.
    #[arg(long, help_heading = "Where binaries are found")]
    pub symbols: bool,
    /// One more object, at its own link-time addresses, naming the
    /// addresses no mapping holds (perl's --add_lib); repeatable.
    #[arg(long = "add_lib", alias = "add-lib", value_name = "FILE")]
    pub add_lib: Vec<PathBuf>,
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
    /// List on stderr every address of the profile that has no name, with
    /// why (no mapping, no file, a file that cannot be used, no symbol).
    #[arg(long, short = 'v')]
    pub verbose: bool,
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
    /// Subtract this profile from the others (perl's --base, Go's -base):
    /// percentages are of the difference.
    #[arg(
        long,
        value_name = "PROFILE",
        conflicts_with = "diff_base",
        help_heading = "Several profiles"
    )]
    pub base: Option<String>,
    /// Subtract this profile, keeping its samples apart: percentages are of
    /// its total (Go's -diff_base).
    #[arg(
        long = "diff_base",
        alias = "diff-base",
        value_name = "PROFILE",
        help_heading = "Several profiles"
    )]
    pub diff_base: Option<String>,
    /// With a base: first scale the profiles to the base's total, per
    /// sample type (Go's -normalize).
    #[arg(long, requires = "a_base", help_heading = "Several profiles")]
    pub normalize: bool,
    /// With --base: count negative differences as zero (perl's --drop_negative).
    #[arg(
        long = "drop_negative",
        alias = "drop-negative",
        requires = "base",
        conflicts_with = "diff_base",
        help_heading = "Several profiles"
    )]
    pub drop_negative: bool,

    /// The sample type to show, by name or index (Go's -sample_index): the
    /// profile's default (in-use space, total delay, CPU samples) otherwise.
    #[arg(
        long = "sample_index",
        alias = "sample-index",
        value_name = "NAME",
        help_heading = "Sample types"
    )]
    pub sample_index: Option<String>,
    /// Heap: bytes in use (the default).
    #[arg(
        long = "inuse_space",
        alias = "inuse-space",
        help_heading = "Sample types"
    )]
    pub inuse_space: bool,
    /// Heap: objects in use.
    #[arg(
        long = "inuse_objects",
        alias = "inuse-objects",
        help_heading = "Sample types"
    )]
    pub inuse_objects: bool,
    /// Heap: bytes allocated, freed or not (profiles that record them).
    #[arg(
        long = "alloc_space",
        alias = "alloc-space",
        help_heading = "Sample types"
    )]
    pub alloc_space: bool,
    /// Heap: objects allocated, freed or not (profiles that record them).
    #[arg(
        long = "alloc_objects",
        alias = "alloc-objects",
        help_heading = "Sample types"
    )]
    pub alloc_objects: bool,
    /// Contention: the time waited (the default).
    #[arg(
        long = "total_delay",
        alias = "total-delay",
        help_heading = "Sample types"
    )]
    pub total_delay: bool,
    /// Contention: how many times a lock was waited for.
    #[arg(long, help_heading = "Sample types")]
    pub contentions: bool,
    /// Contention: the time waited per contention, per stack (perl's).
    #[arg(
        long = "mean_delay",
        alias = "mean-delay",
        help_heading = "Sample types"
    )]
    pub mean_delay: bool,
    /// Heap: print bytes, not megabytes.
    #[arg(
        long = "show_bytes",
        alias = "show-bytes",
        help_heading = "Sample types"
    )]
    pub show_bytes: bool,

    /// Folded stacks and flame graphs: leaf first, merged from the leaf,
    /// showing who calls the hot functions (flamegraph.pl's --reverse).
    #[arg(long, help_heading = "Flame graphs")]
    pub reverse: bool,
    /// Flame graphs: frames narrower than this are not drawn, in pixels of
    /// the 1200 px root or, with %, percent of it.
    #[arg(
        long,
        value_name = "PX|P%",
        default_value = "0.1",
        help_heading = "Flame graphs"
    )]
    pub minwidth: MinWidth,

    /// The profiled program (optional when the profiles' mappings name it),
    /// then one or more profiles, added up: files, or servers (`host:port`,
    /// `http://host:port/...`). The first word is the program unless it is a
    /// profile (by its content) or a server.
    #[arg(value_name = "PROGRAM PROFILE...", num_args = 1.., required = true)]
    pub files_args: Vec<String>,
}

/// The report flags, one per row of the command table, and `--interactive`;
/// at most one of them.
#[derive(Debug, Clone, Default)]
pub struct ReportArgs {
    /// The report asked for, with its regular expression when it takes one.
    pub chosen: Option<(Command, Option<String>)>,
    /// `--interactive`.
    pub interactive: bool,
}

const INTERACTIVE: &str = "interactive";

impl clap::Args for ReportArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let mut cmd = cmd;
        for row in &TABLE {
            let mut arg = Arg::new(row.name)
                .long(row.flag.trim_start_matches('-'))
                .help(row.help)
                .help_heading("Reports");
            for alias in row.flag_aliases {
                arg = arg.alias(alias.trim_start_matches('-'));
            }
            arg = if row.takes_regex {
                arg.value_name("RE").action(ArgAction::Set)
            } else {
                arg.action(ArgAction::SetTrue)
            };
            // A report that refines another goes with its flag, no other.
            if let Some(base) = row.refines {
                let others = TABLE.iter().map(|r| r.name).chain([INTERACTIVE]);
                arg = arg.conflicts_with_all(
                    others.filter(|name| *name != row.name && *name != base.row().name),
                );
            }
            cmd = cmd.arg(arg);
        }
        let alone = TABLE.iter().filter(|row| row.refines.is_none());
        cmd.arg(
            Arg::new(INTERACTIVE)
                .long(INTERACTIVE)
                .action(ArgAction::SetTrue)
                .help("An interactive prompt (the default when no report is given)")
                .help_heading("Reports"),
        )
        .group(ArgGroup::new("report").args(alone.map(|row| row.name).chain([INTERACTIVE])))
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for ReportArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let mut args = ReportArgs::default();
        args.update_from_arg_matches(matches)?;
        Ok(args)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        // A refining report wins over the one it refines.
        let refining_last = TABLE
            .iter()
            .filter(|row| row.refines.is_none())
            .chain(TABLE.iter().filter(|row| row.refines.is_some()));
        for row in refining_last {
            if row.takes_regex {
                if let Some(re) = matches.get_one::<String>(row.name) {
                    self.chosen = Some((row.command, Some(re.clone())));
                }
            } else if matches.get_flag(row.name) {
                self.chosen = Some((row.command, None));
            }
        }
        self.interactive |= matches.get_flag(INTERACTIVE);
        Ok(())
    }
}

/// Parses the command line, with Go pprof's single-dash spellings of long
/// options (`-text`, `-focus=RE`).
pub fn parse() -> Args {
    let mut cmd = Args::command();
    cmd.build();
    let argv = single_dash(&cmd, std::env::args_os());
    let matches = cmd
        .try_get_matches_from(argv.clone())
        .unwrap_or_else(|e| exit_with(e, &argv));
    Args::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

/// Exits as clap would, but for an option we do not know says so in one
/// line, without clap's tip to pass it as a value (`-- --base`), which
/// misleads a user of pprof's options. A one-dash word that is no option
/// (`-tagfocus_x`) is named whole, not as clap's first letter of it.
fn exit_with(e: clap::Error, argv: &[OsString]) -> ! {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() == ErrorKind::UnknownArgument
        && let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg)
        && arg.starts_with('-')
    {
        let word = argv
            .iter()
            .skip(1)
            .filter_map(|w| w.to_str())
            .take_while(|w| *w != "--")
            .find(|w| w.starts_with(arg.as_str()))
            .unwrap_or(arg);
        let name = word.split('=').next().unwrap_or(word);
        eprintln!(
            "profile-analyze: {name} is not an option of profile-analyze (its options, in perl's or Go's spelling: --help)"
        );
        std::process::exit(2);
    }
    e.exit()
}

/// `argv` with every `-name` and `-name=value` whose name (two characters or
/// more) is a long option of `cmd` spelled `--name...`. Short options, words
/// that are no option, an option's separate value and everything after `--`
/// are left alone.
pub fn single_dash(cmd: &clap::Command, argv: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    // Long names and aliases → whether the option takes a value.
    let mut longs: HashMap<&str, bool> = HashMap::new();
    for arg in cmd.get_arguments() {
        let takes_value = arg.get_action().takes_values();
        for name in arg
            .get_long()
            .into_iter()
            .chain(arg.get_all_aliases().unwrap_or_default())
        {
            longs.insert(name, takes_value);
        }
    }
    let mut argv = argv.into_iter();
    let mut out: Vec<OsString> = argv.next().into_iter().collect();
    let mut value_next = false;
    while let Some(word) = argv.next() {
        let Some(text) = word.to_str().filter(|_| !value_next) else {
            value_next = false;
            out.push(word);
            continue;
        };
        if text == "--" {
            out.push(word);
            out.extend(argv);
            break;
        }
        let long = match text.strip_prefix("--") {
            Some(long) => Some(long.to_string()),
            None => text
                .strip_prefix('-')
                .filter(|rest| {
                    let name = rest.split_once('=').map_or(*rest, |(name, _)| name);
                    name.len() >= 2 && longs.contains_key(name)
                })
                .map(str::to_string),
        };
        let Some(long) = long else {
            out.push(word);
            continue;
        };
        value_next = !long.contains('=') && longs.get(long.as_str()) == Some(&true);
        out.push(format!("--{long}").into());
    }
    out
}

impl Args {
    /// True when no report was asked for, or `--interactive` was (with
    /// `--output` and no report, the text report is written).
    pub fn is_interactive(&self) -> bool {
        self.report.interactive || self.report.chosen.is_none()
    }

    /// The program, when given, and the profile arguments: with two words
    /// or more, the first is the program unless it is a profile itself (by
    /// its content) or a server, as Go pprof decides.
    pub fn files(&self) -> (Option<PathBuf>, &[String]) {
        if self.symbols {
            // perl's --symbols: the program, and addresses on stdin.
            let (program, rest) = self.files_args.split_at(1.min(self.files_args.len()));
            return (program.first().map(PathBuf::from), rest);
        }
        match self.files_args.as_slice() {
            [first, rest @ ..] if !rest.is_empty() && !crate::cli::fetch::is_profile(first) => {
                (Some(PathBuf::from(first)), rest)
            }
            all => (None, all),
        }
    }

    /// The sample type the flags ask for, by Go's name (`mean_delay` for
    /// perl's --mean_delay).
    fn sample_index(&self) -> Option<String> {
        let perl = [
            (self.inuse_space, "inuse_space"),
            (self.inuse_objects, "inuse_objects"),
            (self.alloc_space, "alloc_space"),
            (self.alloc_objects, "alloc_objects"),
            (self.total_delay, "delay"),
            (self.contentions, "contentions"),
            (self.mean_delay, profile_analyze::profile::MEAN_DELAY),
        ];
        perl.iter()
            .find(|(set, _)| *set)
            .map(|(_, name)| name.to_string())
            .or_else(|| self.sample_index.clone())
    }

    /// The report asked for; the text report when none was (the
    /// interactive mode picks a report per command).
    pub fn request(&self) -> anyhow::Result<Request> {
        let (command, re) = match &self.report.chosen {
            Some((command, re)) => (*command, re.as_deref()),
            None => (Command::Text, None),
        };
        if self.output.is_some() {
            if self.report.interactive {
                bail!("--output writes one report: at the prompt, end a command with `> FILE`");
            }
            if matches!(command, Command::Gv | Command::GprofSum) {
                bail!(
                    "--output: {} writes nothing to stdout to put in a file",
                    command.row().flag
                );
            }
        }
        let symbol = re.map(|re| regex(command.row().flag, re)).transpose()?;
        Request::new(command, symbol).ok_or_else(|| {
            anyhow::anyhow!("{}: a regular expression is missing", command.row().flag)
        })
    }

    /// The library's settings from the flags.
    pub fn settings(&self) -> anyhow::Result<Settings> {
        let args = self;
        let program = self.files().0;
        let granularity = if args.lines {
            Granularity::Lines
        } else if args.addresses {
            Granularity::Addresses
        } else if args.files {
            Granularity::Files
        } else if args.filefunctions {
            Granularity::FileFunctions
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
        Ok(Settings {
            sort: if args.cum { SortBy::Cum } else { SortBy::Flat },
            text_limit: args.nodecount,
            nodes: NodeOptions {
                granularity,
                full_names: args.full_names,
                noinlines: args.noinlines,
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
                tag_focus: args
                    .tagfocus
                    .as_deref()
                    .map(|t| tag_filter("--tagfocus", t))
                    .transpose()?,
                tag_ignore: args
                    .tagignore
                    .as_deref()
                    .map(|t| tag_filter("--tagignore", t))
                    .transpose()?,
                hide: optional_regex("--hide", &args.hide)?,
                show: optional_regex("--show", &args.show)?,
                show_from: optional_regex("--show_from", &args.show_from)?,
                prune_from: optional_regex("--prune_from", &args.prune_from)?,
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
                as_written: false,
            },
            symbolize: SymbolizeOptions {
                program,
                lib_prefixes: args.lib_prefix.clone(),
                binary_path: binary_path(),
                debug_roots: args.debug_root.clone(),
                add_libs: args.add_lib.clone(),
                ignore_mismatch: args.ignore_mismatch,
                debuginfod: debuginfod(),
                inline_frames: true,
            },
            gprof_symbols: args.gprof_symbols,
            show_bytes: args.show_bytes,
            sample_index: args.sample_index(),
            normalize: args.normalize,
            drop_negative: args.drop_negative,
            reverse: args.reverse,
            min_width: args.minwidth,
            tag_keys: TagKeys {
                show: args
                    .tagshow
                    .as_deref()
                    .map(|re| regex("--tagshow", re))
                    .transpose()?,
                hide: args
                    .taghide
                    .as_deref()
                    .map(|re| regex("--taghide", re))
                    .transpose()?,
            },
        })
    }
}

/// Go pprof's `PPROF_BINARY_PATH` (`:`-separated), by default
/// `$HOME/pprof/binaries`.
fn binary_path() -> Vec<PathBuf> {
    match std::env::var_os("PPROF_BINARY_PATH") {
        Some(paths) if !paths.is_empty() => std::env::split_paths(&paths).collect(),
        _ => std::env::var_os("HOME")
            .map(|home| vec![PathBuf::from(home).join("pprof/binaries")])
            .unwrap_or_default(),
    }
}

/// A debuginfod client when `DEBUGINFOD_URLS` names servers; it gives up
/// on a server after `DEBUGINFOD_TIMEOUT` seconds (90, as elfutils).
fn debuginfod() -> Option<Debuginfod> {
    let urls = std::env::var("DEBUGINFOD_URLS").ok()?;
    let timeout = std::env::var("DEBUGINFOD_TIMEOUT")
        .ok()
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(90);
    let cache = Debuginfod::default_cache(|name| std::env::var(name).ok());
    Debuginfod::new(&urls, cache, std::time::Duration::from_secs(timeout))
}

/// `re` compiled when given, or a one-line error that names `flag`.
fn optional_regex(flag: &str, re: &Option<String>) -> anyhow::Result<Option<Regex>> {
    re.as_deref().map(|re| regex(flag, re)).transpose()
}

/// A tag filter of `flag`, or a one-line error saying what is wrong.
fn tag_filter(flag: &str, text: &str) -> anyhow::Result<TagFilter> {
    TagFilter::parse(text).map_err(|e| anyhow::anyhow!("{flag}={text}: {e}"))
}

/// An error's one line for the command line: the library names reports by
/// their command names, the command line by their flags.
pub fn message(e: &anyhow::Error) -> String {
    let flag = |name: &'static str| commands::find(name).map_or(name, |row| row.flag);
    match e.downcast_ref::<profile_analyze::Error>() {
        Some(profile_analyze::Error::NotGmon { report, instead }) => {
            profile_analyze::Error::NotGmon {
                report: flag(report),
                instead: flag(instead),
            }
            .to_string()
        }
        Some(profile_analyze::Error::NoCallGraph(report)) => {
            profile_analyze::Error::NoCallGraph(flag(report)).to_string()
        }
        // Its message already ends with the I/O error's: not twice.
        Some(io @ profile_analyze::Error::Io { .. }) => io.to_string(),
        _ => format!("{e:#}"),
    }
}

/// `re` compiled, or a one-line error that names `flag`.
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

#[cfg(test)]
mod tests {
    use super::*;

    fn rewritten(words: &[&str]) -> Vec<String> {
        let mut cmd = Args::command();
        cmd.build();
        let argv = std::iter::once("profile-analyze")
            .chain(words.iter().copied())
            .map(OsString::from);
        single_dash(&cmd, argv)
            .into_iter()
            .skip(1)
            .map(|w| w.into_string().unwrap())
            .collect()
    }

    #[test]
    fn single_dash_long_options_get_two() {
        assert_eq!(
            rewritten(&["-text", "-list=a=b", "-gprof-flat", "-help", "--cum"]),
            ["--text", "--list=a=b", "--gprof-flat", "--help", "--cum"]
        );
        // A separate value stays as it is, even when it looks like an option.
        assert_eq!(
            rewritten(&["-focus", "-text", "-ignore", "x", "-lines"]),
            ["--focus", "-text", "--ignore", "x", "--lines"]
        );
        // Short options, unknown words, one-letter names, after `--`.
        assert_eq!(
            rewritten(&["-h", "-V", "-texts", "-x", "-", "prog", "--", "-text"]),
            ["-h", "-V", "-texts", "-x", "-", "prog", "--", "-text"]
        );
    }
}
