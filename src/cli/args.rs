//! The command line: flags in perl pprof's spellings (and Go pprof's single
//! dash), turned into the library's [`Settings`] and [`Request`]. The report
//! flags are made from the command table.

use anyhow::bail;
use clap::{Arg, ArgAction, ArgGroup, ArgMatches, CommandFactory, FromArgMatches, Parser};
use profile_analyze::report::commands::{self, Request, Row, TABLE};
use profile_analyze::settings::registry::{self, Kind, REGISTRY, Setting};
use profile_analyze::settings::{Settings, values};
use profile_analyze::symbolize::SymbolCache;
use profile_analyze::symbolize::debuginfod::{Debuginfod, Limits};
use regex::Regex;
use std::collections::HashMap;
use std::ffi::OsString;
use std::path::PathBuf;

mod brief;
mod mistakes;
mod repeated;
use mistakes::one_line_answer;
use repeated::repeated_settings;

/// Analyze CPU, heap and contention profiles of native programs (gperftools, Go profile.proto, Linux perf.data and perf script, gprof gmon.out, DCPI), like pprof.
#[derive(Parser, Debug)]
#[command(name = "profile-analyze", version, about, long_about = None)]
#[command(disable_help_flag = true)]
#[command(override_usage = "profile-analyze [REPORT] [OPTIONS] [PROGRAM] PROFILE [PROFILE...]")]
#[command(
    after_help = "Every long option can also be spelled with one dash, as Go pprof spells them: -text, -list=RE, -nodecount=N.

Examples (the program, then its profiles):
  profile-analyze --text ./prog prog.prof          where the time went
  profile-analyze --text --lines ./prog prog.prof  ... by source line
  profile-analyze --svg ./prog prog.prof > g.svg   the call graph (graphviz)
  profile-analyze --flamegraph ./prog prog.prof > f.svg
  profile-analyze --list=RE ./prog prog.prof       annotated source
  profile-analyze --text --base=old.prof ./prog new.prof
  profile-analyze --text perf.data                 a perf recording
  profile-analyze --gprof_flat ./prog gmon.out     gprof's flat profile
  profile-analyze ./prog prog.prof                 the interactive prompt

Make a profile with gperftools (or perf record -g, Go's pprof, gprof):
CPUPROFILE=prog.prof LD_PRELOAD=libprofiler.so.0 ./prog"
)]
pub struct Args {
    /// The report asked for (made from the command table).
    #[command(flatten)]
    pub report: ReportArgs,

    /// The settings given (made from the settings registry).
    #[command(flatten)]
    pub settings: SettingArgs,

    /// Serve a web interface on HOST:PORT. Go's -http: top, graph, flame
    /// graph, peek, source and disassembly views; `:0` picks a free port on
    /// 127.0.0.1. Runs until interrupted.
    #[arg(
        long,
        value_name = "HOST:PORT",
        help_heading = "Web interface",
        conflicts_with_all = ["report", "output"]
    )]
    pub http: Option<String>,
    /// With --http: print the address, open no browser. Go's -no_browser.
    #[arg(
        long = "no_browser",
        alias = "no-browser",
        help_heading = "Web interface"
    )]
    pub no_browser: bool,
    /// perl's script mode: name the addresses read on stdin. It reads
    /// /proc/maps lines and addresses (a line with a 0x... word) and prints
    /// the name of each address (its outermost function, as perl prints it),
    /// or ??; give only the program.
    #[arg(long, help_heading = "Where binaries and sources are found")]
    pub symbols: bool,
    /// Say on stderr why each unnamed address has no name. Every address
    /// of the profile that has no name, with why (no mapping, no file, a
    /// file that cannot be used, no symbol).
    #[arg(
        long,
        short = 'v',
        help_heading = "Where binaries and sources are found"
    )]
    pub verbose: bool,
    /// Remote profiles: how many seconds of CPU profile to take. The
    /// server profiles for that long.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 30,
        help_heading = "Remote profiles"
    )]
    pub seconds: u64,
    /// Remote profiles: give up on a request after N seconds. Default: the
    /// profiling time plus 60.
    #[arg(long, value_name = "N", help_heading = "Remote profiles")]
    pub timeout: Option<u64>,
    /// The profiled program if needed, then one or more profiles. The
    /// program is optional when the profiles' mappings name it; profiles are
    /// added up: files, or servers (`host:port`, `http://host:port/...`).
    /// The first word is the program unless it is a profile (by its content)
    /// or a server.
    #[arg(
        value_name = "PROGRAM PROFILE...",
        num_args = 1..,
        required_unless_present_any = ["completions", "man", "brief_help"]
    )]
    pub files_args: Vec<String>,
    /// Print a completion script for SHELL and exit. `source
    /// <(profile-analyze --completions bash)`, or save it where the shell
    /// loads completions from (see the README).
    #[arg(
        long,
        value_name = "SHELL",
        help_heading = "Installation",
        exclusive = true
    )]
    pub completions: Option<clap_complete::Shell>,
    /// Print the manual page (roff) and exit. `profile-analyze --man >
    /// profile-analyze.1; man ./profile-analyze.1`.
    #[arg(long, help_heading = "Installation", exclusive = true)]
    pub man: bool,
    /// Print the options, one line each, and exit.
    #[arg(short = 'h', action = ArgAction::SetTrue)]
    pub brief_help: bool,
    /// Print every option in full, with examples, and exit.
    #[arg(long = "help", action = ArgAction::HelpLong)]
    pub help: Option<bool>,
}

/// Writes what `--completions` or `--man` asks for, when one does; the
/// command line's own definition is their source.
pub fn installation(args: &Args, out: &mut impl std::io::Write) -> Option<std::io::Result<()>> {
    if let Some(shell) = args.completions {
        let mut cmd = Args::command();
        clap_complete::generate(shell, &mut cmd, "profile-analyze", out);
        return Some(Ok(()));
    }
    args.man
        .then(|| clap_mangen::Man::new(Args::command()).render(out))
}

/// The report flags, one per row of the command table, and `--interactive`;
/// at most one of them.
#[derive(Debug, Clone, Default)]
pub struct ReportArgs {
    /// The report asked for, with its regular expression when it takes one.
    pub chosen: Option<(&'static Row, Option<String>)>,
    /// `--interactive`.
    pub interactive: bool,
}

const INTERACTIVE: &str = "interactive";

impl clap::Args for ReportArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let mut cmd = cmd;
        for row in TABLE {
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
                arg = arg
                    .conflicts_with_all(others.filter(|name| *name != row.name && *name != base));
            }
            cmd = cmd.arg(arg);
        }
        let alone = TABLE.iter().filter(|row| row.refines.is_none());
        cmd.arg(
            Arg::new(INTERACTIVE)
                .long(INTERACTIVE)
                .action(ArgAction::SetTrue)
                .help("An interactive prompt. The default when no report is given")
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
                    self.chosen = Some((row, Some(re.clone())));
                }
            } else if matches.get_flag(row.name) {
                self.chosen = Some((row, None));
            }
        }
        self.interactive |= matches.get_flag(INTERACTIVE);
        Ok(())
    }
}

/// Parses the command line, with Go pprof's single-dash spellings of long
/// options (`-text`, `-focus=RE`).
pub fn parse() -> Args {
    // A setting given twice takes the last value, as Go's flags do.
    let mut cmd = Args::command().args_override_self(true);
    cmd.build();
    let typed: Vec<OsString> = std::env::args_os().collect();
    let argv = single_dash(&cmd, typed.iter().cloned());
    let matches = cmd
        .try_get_matches_from(argv.clone())
        .unwrap_or_else(|e| exit_with(e, &argv, &typed));
    let mut args = Args::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    if args.brief_help {
        print_brief_help();
    }
    args.settings.repeated = repeated_settings(&argv);
    // `-` is standard input, as for most tools (read as /dev/stdin is).
    for file in args.files_args.iter_mut().filter(|f| *f == "-") {
        *file = "/dev/stdin".into();
    }
    args
}

/// Prints `-h`'s help and exits.
fn print_brief_help() -> ! {
    let mut cmd = Args::command();
    cmd.build();
    print!("{}", brief::brief_help(&cmd));
    std::process::exit(0);
}

/// Exits as clap would, but for a mistake [`one_line_answer`] answers in
/// one line (an option we do not know without clap's tip to pass it as a
/// value, `-- --base`, which misleads a user of pprof's options; a
/// one-dash word that is no option, `-tagfocus_x`, named whole).
fn exit_with(e: clap::Error, argv: &[OsString], typed: &[OsString]) -> ! {
    // `-h` with words that do not go together still gets the help, as
    // clap's own help flag would.
    if argv
        .iter()
        .skip(1)
        .take_while(|w| *w != "--")
        .any(|w| w == "-h")
    {
        print_brief_help();
    }
    match one_line_answer(&e, argv, typed) {
        Some(answer) => {
            eprintln!("profile-analyze: {answer}");
            std::process::exit(2);
        }
        None => e.exit(),
    }
}

/// `argv` with every `-name` and `-name=value` whose name (two characters or
/// more) is a long option of `cmd` spelled `--name...`. Short options, words
/// that are no option, an option's separate value and everything after `--`
/// are left alone.
pub fn single_dash(cmd: &clap::Command, argv: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    // Long names and aliases → whether the option takes a value.
    let mut longs: HashMap<&str, bool> = HashMap::new();
    for arg in cmd.get_arguments() {
        // A flag that takes its value only after `=` (`--noinlines=false`)
        // leaves the next word alone.
        let takes_value = arg.get_action().takes_values() && !arg.is_require_equals_set();
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

/// The settings given on the command line, in the order of the registry:
/// each flag (and each perl word such as `--lines`) made from an entry of
/// [`REGISTRY`].
#[derive(Debug, Clone, Default)]
pub struct SettingArgs {
    /// Each setting given, with its value (for a word, the value it sets)
    /// and how it was spelled.
    pub given: Vec<(&'static Setting, String, String)>,
    /// A warning per setting given more than once (the last is taken).
    pub repeated: Vec<String>,
}

/// `name` and, when it has a `_`, the same with `-`.
fn spellings(name: &'static str) -> impl Iterator<Item = String> {
    let dashed = name.replace('_', "-");
    std::iter::once(name.to_string()).chain((dashed != name).then_some(dashed))
}

impl clap::Args for SettingArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let mut cmd = cmd;
        for setting in REGISTRY.iter().filter(|s| s.doors.cli) {
            let heading = setting.group.heading();
            let mut arg = Arg::new(setting.name)
                .long(setting.name)
                .help(setting.help)
                .help_heading(heading)
                .value_name(setting.kind.metavar());
            for alias in setting.aliases.iter().copied().chain([setting.name]) {
                for spelling in spellings(alias).filter(|a| a != setting.name) {
                    arg = arg.alias(spelling);
                }
            }
            arg = match setting.kind {
                // `--noinlines`, `--noinlines=false`; never the next word.
                Kind::Bool => arg
                    .num_args(0..=1)
                    .require_equals(true)
                    .default_missing_value("true")
                    .action(ArgAction::Set),
                Kind::Paths(Some(separator)) => {
                    arg.value_delimiter(separator).action(ArgAction::Append)
                }
                Kind::Paths(None) | Kind::Files(_) => arg.action(ArgAction::Append),
                _ => arg.action(ArgAction::Set),
            };
            cmd = cmd.arg(arg);
            for word in setting.words {
                let mut arg = Arg::new(word.word)
                    .long(word.word)
                    .help(word.help)
                    .help_heading(heading)
                    .action(ArgAction::SetTrue);
                for spelling in spellings(word.word).skip(1) {
                    arg = arg.alias(spelling);
                }
                cmd = cmd.arg(arg);
            }
        }
        cmd
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for SettingArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let mut args = SettingArgs::default();
        args.update_from_arg_matches(matches)?;
        Ok(args)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        use clap::parser::ValueSource;
        for setting in REGISTRY.iter().filter(|s| s.doors.cli) {
            if matches.value_source(setting.name) == Some(ValueSource::CommandLine) {
                let values: Vec<&String> = matches
                    .get_many::<String>(setting.name)
                    .into_iter()
                    .flatten()
                    .collect();
                let joined = match setting.kind {
                    Kind::Files(_) => values
                        .iter()
                        .map(|v| v.as_str())
                        .collect::<Vec<_>>()
                        .join("\n"),
                    Kind::Paths(separator) => values
                        .iter()
                        .map(|v| v.as_str())
                        .collect::<Vec<_>>()
                        .join(&separator.unwrap_or('\n').to_string()),
                    _ => values.last().map_or(String::new(), |v| v.to_string()),
                };
                let spelled = format!("--{}={joined}", setting.name);
                self.given.push((setting, joined, spelled));
            }
            for word in setting.words {
                if matches.get_flag(word.word) {
                    self.given
                        .push((setting, word.value.to_string(), format!("--{}", word.word)));
                }
            }
        }
        Ok(())
    }
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

    /// The report asked for; the text report when none was (the
    /// interactive mode picks a report per command).
    pub fn request(&self, settings: &Settings) -> anyhow::Result<Request> {
        let (row, re) = match &self.report.chosen {
            Some((row, re)) => (*row, re.as_deref()),
            None => (commands::TEXT, None),
        };
        if settings.output.is_some() {
            if self.report.interactive {
                bail!("--output writes one report: at the prompt, end a command with `> FILE`");
            }
            if !row.writes_output() {
                bail!(
                    "--output: {} writes nothing to stdout to put in a file",
                    row.flag
                );
            }
        }
        let symbol = re.map(|re| regex(row.flag, re)).transpose()?;
        Request::new(row, symbol)
            .ok_or_else(|| anyhow::anyhow!("{}: a regular expression is missing", row.flag))
    }

    /// The library's settings from the flags, in the registry's meaning;
    /// a setting given twice (`--lines --files`) is refused.
    pub fn settings(&self) -> anyhow::Result<Settings> {
        let mut settings = Settings::default();
        let mut seen: Vec<(&str, &str)> = Vec::new();
        for (setting, value, spelled) in &self.settings.given {
            // --base and --diff_base name one base.
            let name = match setting.name {
                "diff_base" => "base",
                name => name,
            };
            if let Some((_, before)) = seen.iter().find(|(n, _)| *n == name) {
                bail!("{spelled} cannot be used with {before}: both set {name}");
            }
            seen.push((name, spelled));
            setting
                .apply(&mut settings, value)
                .map_err(|e| anyhow::anyhow!("{spelled}: {e}"))?;
        }
        settings
            .check()
            .map_err(|e| anyhow::anyhow!("{}", cli_spelling(&e.to_string())))?;
        let symbolize = &mut settings.load.symbolize;
        symbolize.program = self.files().0;
        symbolize.binary_path = binary_path();
        symbolize.perf_buildid_dirs = perf_buildid_dirs();
        symbolize.debuginfod = debuginfod();
        symbolize.cache = if symbolize.no_cache {
            None
        } else {
            SymbolCache::from_env(|name| std::env::var(name).ok())
        };
        Ok(settings)
    }
}

/// A message of [`Settings::check`] with the settings it names spelled as
/// flags (`normalize` as `--normalize`).
fn cli_spelling(message: &str) -> String {
    let mut out = String::new();
    for (i, word) in message.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '_');
        if registry::find(bare).is_some() {
            out.push_str(&word.replacen(bare, &format!("--{bare}"), 1));
        } else {
            out.push_str(word);
        }
    }
    out
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

/// perf's build-id cache: `PERF_BUILDID_DIR`, by default `$HOME/.debug`.
fn perf_buildid_dirs() -> Vec<PathBuf> {
    match std::env::var_os("PERF_BUILDID_DIR") {
        Some(dir) if !dir.is_empty() => vec![PathBuf::from(dir)],
        _ => std::env::var_os("HOME")
            .map(|home| vec![PathBuf::from(home).join(".debug")])
            .unwrap_or_default(),
    }
}

/// A debuginfod client when `DEBUGINFOD_URLS` names servers, within the
/// limits `DEBUGINFOD_TIMEOUT`, `DEBUGINFOD_MAXTIME` and `DEBUGINFOD_MAXSIZE`
/// set (as elfutils' client reads them).
fn debuginfod() -> Option<Debuginfod> {
    let urls = std::env::var("DEBUGINFOD_URLS").ok()?;
    let var = |name: &str| std::env::var(name).ok();
    let cache = Debuginfod::default_cache(var);
    Debuginfod::new(&urls, cache, Limits::from_env(var))
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
    values::regex(re).map_err(|e| anyhow::anyhow!("{flag}={re}: {e}"))
}

#[cfg(test)]
mod tests;
