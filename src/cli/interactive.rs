//! The interactive mode: a `(pprof)` prompt over a profile read and
//! symbolized once.
//!
//! Both dialects work. perl pprof's commands take their filters as words:
//! `top[N] [--cum] [focus...] [-ignore...]`, `list RE [-ignore...]`,
//! `disasm RE`, `dot`/`svg`/`pdf`/`ps`/`gif`/`gv` `[focus...] [-ignore...]`,
//! `callgrind`. Go pprof's settings stick for later commands: `focus=RE`,
//! `ignore=RE`, `hide=RE`, `show=RE`, `show_from=RE`, `prune_from=RE`,
//! `nodecount=N`, `nodefraction=F`, `edgefraction=F`, `maxdegree=N`,
//! `lines`/`functions`/`addresses`/`files`/`filefunctions`, `noinlines`,
//! `intel_syntax`, `cum`/`flat`, and `top N`. A command's own focus replaces the sticky one; its ignores are
//! added to the sticky ones. `> FILE` after a command writes its output to
//! FILE; images without one go to a file in the temporary directory whose
//! name is printed.
//!
//! On a terminal the prompt has line editing, history (kept in
//! `$HOME/.profile_analyze_history`) and tab completion of commands and
//! function names; otherwise commands are read line by line from stdin, so
//! a session can be scripted.

use crate::cli::args::regex;
use crate::cli::completion::Completion;
use anyhow::{Context as _, bail};
use profile_analyze::driver::{self, Loaded};
use profile_analyze::graph::{Filters, Granularity};
use profile_analyze::profile::units::Unit;
use profile_analyze::report::Syntax;
use profile_analyze::report::commands::{self, Command, Request, TABLE};
use profile_analyze::report::text::SortBy;
use profile_analyze::settings::Settings;
use regex::Regex;
use rustyline::Editor;
use rustyline::error::ReadlineError;
use rustyline::history::DefaultHistory;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

/// The prompt's help: the reports of the command table, then the
/// aliases and settings.
fn help() -> String {
    let mut help = String::from(
        "Reports (perl pprof's commands; the words after one filter it: a word \
         focuses on RE, -word ignores RE):\n",
    );
    for row in &TABLE {
        let mut usage = row.name.to_string();
        for alias in row.aliases {
            usage.push('|');
            usage.push_str(alias);
        }
        if row.takes_regex {
            usage.push_str(" RE");
        }
        help.push_str(&format!("  {usage:<20}{}\n", row.help));
    }
    help.push_str(
        "\
Also:
  top[N] [--cum] [focus] [-ignore]...   text's N (default 10) heaviest nodes; text[N] and top N too
  COMMAND ... > FILE                    write the output to FILE (images without one go to a
                                        file in the temporary directory)
Settings that stick (Go pprof's):
  focus=RE  ignore=RE                   filter samples (empty to clear)
  hide=RE  show=RE                      remove, or keep only, the frames that match
  show_from=RE  prune_from=RE           cut stacks above, or below, a matching frame
  nodecount=N nodefraction=F edgefraction=F maxdegree=N
  functions | lines | addresses | files | filefunctions
                                        granularity
  noinlines[=false]                     charge inlined code to its caller
  intel_syntax[=false]                  disasm in Intel syntax
  cum | flat                            sort order of top
  options                               show the settings
  help                                  this text
  quit (or ^D)                          leave
",
    );
    help
}

/// Runs the prompt until `quit` or the end of input.
pub fn run(loaded: &Loaded, settings: Settings) -> anyhow::Result<()> {
    let mut session = Session {
        loaded,
        sticky: settings,
        images: 0,
    };
    eprintln!("Welcome to profile-analyze! For help, type 'help'.");
    if std::io::stdin().is_terminal() {
        prompt(&mut session)
    } else {
        for line in std::io::stdin().lock().lines() {
            let line = line.context("reading commands")?;
            if !session.execute(&line) {
                break;
            }
        }
        Ok(())
    }
}

/// Line editing, history and completion on a terminal.
fn prompt(session: &mut Session) -> anyhow::Result<()> {
    let mut editor: Editor<Completion, DefaultHistory> =
        Editor::new().context("starting the line editor")?;
    let mut names: Vec<String> = session
        .loaded
        .profile
        .functions
        .iter()
        .map(|f| f.name.clone())
        .collect();
    names.sort();
    names.dedup();
    editor.set_helper(Some(Completion::new(names)));
    let history =
        std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".profile_analyze_history"));
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    loop {
        match editor.readline("(pprof) ") {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = editor.add_history_entry(line.as_str());
                }
                if !session.execute(&line) {
                    break;
                }
            }
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => break,
            Err(e) => return Err(e).context("reading commands"),
        }
    }
    if let Some(h) = &history {
        let _ = editor.save_history(h);
    }
    Ok(())
}

/// The profile and the settings that stick between commands.
struct Session<'a, 's> {
    loaded: &'a Loaded<'s>,
    sticky: Settings,
    images: usize,
}

/// Where a command's output goes.
enum Output {
    Stdout,
    File(PathBuf),
}

impl Session<'_, '_> {
    /// Runs one command line; false when the session should end.
    fn execute(&mut self, line: &str) -> bool {
        // `> FILE` (or `>FILE`) as words of their own: regular expressions
        // may contain `>` (`operator>`, `<T as Trait>`).
        let mut words: Vec<&str> = Vec::new();
        let mut redirect = None;
        let mut all = line.split_whitespace();
        while let Some(word) = all.next() {
            match word.strip_prefix('>') {
                Some("") => redirect = all.next(),
                Some(file) if !words.is_empty() => redirect = Some(file),
                _ => words.push(word),
            }
        }
        let Some(&first) = words.first() else {
            return true;
        };
        let result = match first {
            "quit" | "exit" | "q" => return false,
            "help" | "?" => {
                print!("{}", help());
                Ok(())
            }
            "options" => {
                self.show_settings();
                Ok(())
            }
            _ => match (first.split_once('='), words.len()) {
                (Some((key, value)), 1) => self.set(key, value),
                _ if words.len() == 1 && self.set_word(first) => Ok(()),
                _ => self.report(&words, redirect),
            },
        };
        if let Err(e) = result {
            eprintln!("profile-analyze: {e:#}");
        }
        let _ = std::io::stdout().flush();
        true
    }

    /// A bare word that changes a setting (`lines`, `cum`); false if it is none.
    fn set_word(&mut self, word: &str) -> bool {
        set_word(&mut self.sticky, word)
    }

    /// `key=value` settings.
    fn set(&mut self, key: &str, value: &str) -> anyhow::Result<()> {
        set(&mut self.sticky, key, value)
    }

    fn show_settings(&self) {
        let s = &self.sticky;
        let show = |r: &Option<Regex>| r.as_ref().map_or(String::new(), |r| r.to_string());
        println!("focus={}", show(&s.filters.focus));
        println!("ignore={}", show(&s.filters.ignore));
        println!("hide={}", show(&s.filters.hide));
        println!("show={}", show(&s.filters.show));
        println!("show_from={}", show(&s.filters.show_from));
        println!("prune_from={}", show(&s.filters.prune_from));
        println!("granularity={:?}", s.nodes.granularity);
        println!("noinlines={}", s.nodes.noinlines);
        println!("intel_syntax={}", s.code.syntax == Syntax::Intel);
        println!("sort={:?}", s.sort);
        println!("nodecount={}", s.prune.nodecount);
        println!("nodefraction={}", s.prune.nodefraction);
        println!("edgefraction={}", s.prune.edgefraction);
        println!("maxdegree={}", s.prune.maxdegree);
    }

    /// A report command with perl's arguments.
    fn report(&mut self, words: &[&str], redirect: Option<&str>) -> anyhow::Result<()> {
        let mut settings = self.sticky.clone();
        let (word, mut args) = (words[0], &words[1..]);
        let count = word
            .strip_prefix("top")
            .or_else(|| word.strip_prefix("text"))
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()));
        let row = if let Some(count) = count {
            let mut limit = count.parse().unwrap_or(10);
            if let Some(n) = args.first().and_then(|a| a.parse().ok()) {
                limit = n;
                args = &args[1..];
            }
            settings.text_limit = Some(limit);
            Command::Text.row()
        } else {
            match commands::find(word) {
                Some(row) => row,
                None => bail!("unknown command {word:?}: try 'help'"),
            }
        };
        let command = row.name;
        let mut focus = Vec::new();
        let mut ignore = Vec::new();
        for &arg in args {
            match arg {
                "--cum" | "-cum" => settings.sort = SortBy::Cum,
                "--lines" | "-lines" => settings.nodes.granularity = Granularity::Lines,
                _ => match arg.strip_prefix('-') {
                    Some(re) => ignore.push(re),
                    None => focus.push(arg),
                },
            }
        }
        if !ignore.is_empty() {
            let mut all: Vec<String> = ignore.iter().map(|s| s.to_string()).collect();
            if let Some(sticky) = &settings.filters.ignore {
                all.push(sticky.to_string());
            }
            let joined = match all.as_slice() {
                [one] => one.clone(),
                _ => all
                    .iter()
                    .map(|r| format!("(?:{r})"))
                    .collect::<Vec<_>>()
                    .join("|"),
            };
            settings.filters.ignore = Some(regex("ignore", &joined)?);
        }
        let focus = focus.join("|");
        let symbol = if row.takes_regex {
            if focus.is_empty() {
                bail!("{command} needs a regular expression: {command} RE");
            }
            Some(regex(command, &focus)?)
        } else {
            if !focus.is_empty() {
                settings.filters.focus = Some(regex("focus", &focus)?);
            }
            None
        };
        let request = Request::new(row.command, symbol)
            .ok_or_else(|| anyhow::anyhow!("{command}: a regular expression is missing"))?;
        let output = match (redirect, row.image_format()) {
            (Some(file), _) => Output::File(PathBuf::from(file)),
            (_, Some(format)) => {
                self.images += 1;
                let name = format!(
                    "profile-analyze-{}-{}.{}",
                    std::process::id(),
                    self.images,
                    format.extension()
                );
                Output::File(std::env::temp_dir().join(name))
            }
            _ => Output::Stdout,
        };
        self.render(&request, &settings, output)
    }

    fn render(&self, request: &Request, settings: &Settings, output: Output) -> anyhow::Result<()> {
        let mut bytes = Vec::new();
        let notes = driver::render(self.loaded, request, settings, &mut bytes)?;
        if matches!(
            request.command(),
            Command::Text | Command::List | Command::Disasm
        ) {
            bytes = self.with_filter_summary(request.command(), settings, bytes);
        }
        match output {
            Output::Stdout => std::io::stdout().write_all(&bytes)?,
            Output::File(path) => {
                std::fs::write(&path, &bytes)
                    .with_context(|| format!("writing {}", path.display()))?;
                eprintln!("Wrote {}", path.display());
            }
        }
        for note in notes {
            eprintln!("profile-analyze: {note}");
        }
        Ok(())
    }

    /// perl's interactive header: `Total: N samples`, then what the focus
    /// and ignore filters kept (`After focusing on 'RE': n samples of N (p%)`).
    fn with_filter_summary(
        &self,
        command: Command,
        settings: &Settings,
        report: Vec<u8>,
    ) -> Vec<u8> {
        let profile = &self.loaded.profile;
        let total = profile.total();
        let kept = |filters: &Filters| -> i64 {
            filters
                .kept(profile, settings.nodes.full_names)
                .fold(0i64, |t, (_, s)| t.saturating_add(profile.value(s)))
        };
        // "170 samples of 200", "630ms of 1.09s"
        let unit = Unit::of(profile.sample_type(), settings.show_bytes);
        let of_total = |n: i64| format!("{} of {}", unit.total(n), unit.format(total));
        let mut summary = vec![format!("Total: {}", unit.total(total))];
        let percent = |n: i64| {
            if total != 0 {
                n as f64 * 100.0 / total as f64
            } else {
                0.0
            }
        };
        if let Some(focus) = &settings.filters.focus {
            let n = kept(&Filters {
                focus: Some(focus.clone()),
                ..Filters::default()
            });
            summary.push(format!(
                "After focusing on '{focus}': {} ({:.1}%)",
                of_total(n),
                percent(n)
            ));
        }
        if let Some(ignore) = &settings.filters.ignore {
            let n = kept(&settings.filters);
            summary.push(format!(
                "After ignoring '{ignore}': {} ({:.1}%)",
                of_total(n),
                percent(n)
            ));
        }
        let text = String::from_utf8_lossy(&report);
        // The text report starts with its own Total line.
        let body = match (command, text.split_once('\n')) {
            (Command::Text, Some((first, rest))) if first.starts_with("Total:") => rest,
            _ => &text,
        };
        let mut out = summary.join("\n");
        out.push('\n');
        out.push_str(body);
        out.into_bytes()
    }
}

/// A bare word that changes a sticky setting (`lines`, `cum`); false if it is none.
pub fn set_word(settings: &mut Settings, word: &str) -> bool {
    let granularity = match word {
        "functions" => Granularity::Functions,
        "lines" => Granularity::Lines,
        "addresses" => Granularity::Addresses,
        "files" => Granularity::Files,
        "filefunctions" => Granularity::FileFunctions,
        "noinlines" => {
            settings.nodes.noinlines = true;
            return true;
        }
        "intel_syntax" => {
            settings.code.syntax = Syntax::Intel;
            return true;
        }
        "cum" => {
            settings.sort = SortBy::Cum;
            return true;
        }
        "flat" => {
            settings.sort = SortBy::Flat;
            return true;
        }
        _ => return false,
    };
    settings.nodes.granularity = granularity;
    true
}

/// A `key=value` setting (Go's spellings), as the prompt and the web
/// interface's query parameters set it; an empty regular expression clears it.
pub fn set(settings: &mut Settings, key: &str, value: &str) -> anyhow::Result<()> {
    let value = value.trim();
    let optional_regex = |flag: &str| -> anyhow::Result<Option<Regex>> {
        (!value.is_empty()).then(|| regex(flag, value)).transpose()
    };
    let fraction = || -> anyhow::Result<f64> {
        match value.parse::<f64>() {
            Ok(f) if (0.0..=1.0).contains(&f) => Ok(f),
            _ => bail!("{key}={value}: must be a fraction between 0 and 1"),
        }
    };
    let boolean = || -> anyhow::Result<bool> {
        match value {
            "true" | "1" | "" => Ok(true),
            "false" | "0" => Ok(false),
            _ => bail!("{key}={value}: true or false"),
        }
    };
    let count = || -> anyhow::Result<usize> {
        value
            .parse()
            .with_context(|| format!("{key}={value}: not a count"))
    };
    match key {
        "focus" => settings.filters.focus = optional_regex("focus")?,
        "ignore" => settings.filters.ignore = optional_regex("ignore")?,
        "hide" => settings.filters.hide = optional_regex("hide")?,
        "show" => settings.filters.show = optional_regex("show")?,
        "show_from" => settings.filters.show_from = optional_regex("show_from")?,
        "prune_from" => settings.filters.prune_from = optional_regex("prune_from")?,
        "noinlines" => settings.nodes.noinlines = boolean()?,
        "intel_syntax" => {
            settings.code.syntax = if boolean()? {
                Syntax::Intel
            } else {
                Syntax::Att
            }
        }
        "nodecount" => {
            let n = count()?;
            settings.prune.nodecount = n;
            settings.text_limit = Some(n);
        }
        "nodefraction" => settings.prune.nodefraction = fraction()?,
        "edgefraction" => settings.prune.edgefraction = fraction()?,
        "maxdegree" => settings.prune.maxdegree = count()?,
        "granularity" => {
            if !set_word(settings, value) {
                bail!(
                    "granularity={value}: one of functions, lines, addresses, files, filefunctions"
                );
            }
        }
        _ => bail!("unknown setting {key:?}: try 'help'"),
    }
    Ok(())
}
