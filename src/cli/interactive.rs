//! The interactive mode: a `(pprof)` prompt over a profile read and
//! symbolized once.
//!
//! Both dialects work. perl pprof's commands take their filters as words:
//! `top[N] [--cum] [focus...] [-ignore...]`, `list RE [-ignore...]`,
//! `disasm RE`, `dot`/`svg`/`pdf`/`ps`/`gif`/`gv` `[focus...] [-ignore...]`,
//! `callgrind`. Go pprof's settings stick for later commands: every setting
//! of the registry ([`profile_analyze::settings::registry`]) at this door, as
//! `name=value` (`focus=RE`, `sample_index=alloc_space`, `base=FILE`...), and
//! the words that set one value (`lines`, `cum`, `alloc_space`); a
//! true-or-false setting's name alone sets it. A setting that changes what is
//! loaded (`base`, `normalize`, `lib_prefix`...) reads and symbolizes the
//! profiles again; the others only change what later reports show. A
//! command's own focus replaces the sticky one; its ignores are added to
//! the sticky ones. `> FILE` after a command writes its output to FILE (so
//! does `output=FILE`, for every command after it); images without one go
//! to a file in the temporary directory whose name is printed, and the
//! weblist's page without one opens in a web browser.
//!
//! On a terminal the prompt has line editing, history (kept in
//! `$HOME/.profile_analyze_history`) and tab completion of commands and
//! function names; otherwise commands are read line by line from stdin, so
//! a session can be scripted.

use crate::cli::args::regex;
use crate::cli::completion::Completion;
use anyhow::{Context as _, bail};
use profile_analyze::driver::{self, Inputs, Loaded};
use profile_analyze::error::one_line;
use profile_analyze::report::browser;
use profile_analyze::report::commands::{self, Need, Request, TABLE};
use profile_analyze::settings::Settings;
use profile_analyze::settings::registry::{Door, Kind, REGISTRY, Scope, resolve_at};
use profile_analyze::settings::suggest::closest;
use profile_analyze::symbolize::Store;
use rustyline::Editor;
use rustyline::error::ReadlineError;
use rustyline::history::DefaultHistory;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

/// The prompt's help: the reports of the command table, then the
/// settings of the registry.
fn help() -> String {
    let mut help = String::from(
        "Reports (perl pprof's commands; the words after one filter it: a word \
         focuses on RE, -word ignores RE):\n",
    );
    for row in TABLE {
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
  top[N] [--cum] [focus] [-ignore]...   text's N (default 10, or nodecount) heaviest nodes; text[N] and top N too; a word of a setting (--cum, --lines) applies to this command only
  COMMAND ... > FILE                    write the output to FILE (images without one go to a file in the temporary directory; weblist opens a browser)
Settings that stick (NAME=VALUE; an empty regular expression clears it; * reloads the profiles):
",
    );
    for setting in REGISTRY.iter().filter(|s| s.doors.prompt) {
        let value = match setting.kind {
            Kind::Choice(choices) => choices.join("|"),
            kind => kind.metavar().to_string(),
        };
        let reload = if setting.scope == Scope::Load {
            "*"
        } else {
            " "
        };
        let usage = format!("{}={value}", setting.name);
        if usage.len() > 36 {
            // Too long for its column: the help on a line of its own.
            help.push_str(&format!(
                "  {usage}\n  {:<36}{reload}{}\n",
                "", setting.help
            ));
        } else {
            help.push_str(&format!("  {usage:<36}{reload}{}\n", setting.help));
        }
        for word in setting.words {
            help.push_str(&format!("    {:<34} {}\n", word.word, word.help));
        }
    }
    help.push_str(
        "\
  options                               show the settings
  help                                  this text
  quit (or ^D)                          leave
",
    );
    help
}

/// The terminal's width in columns: standard output's when it is a
/// terminal, else `$COLUMNS`, else 80.
fn terminal_width() -> usize {
    // SAFETY: TIOCGWINSZ fills in a winsize, which is plain data.
    let mut size: libc::winsize = unsafe { std::mem::zeroed() };
    // SAFETY: the request reads standard output's window size into `size`.
    let tty = unsafe { libc::ioctl(libc::STDOUT_FILENO, libc::TIOCGWINSZ, &mut size) } == 0;
    let columns = match tty && size.ws_col > 0 {
        true => usize::from(size.ws_col),
        false => std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.trim().parse().ok())
            .unwrap_or(80),
    };
    columns.max(40)
}

/// `text` with each line longer than `width` wrapped at spaces, its
/// continuation lines indented to where its description starts (after the
/// first gap of two spaces or more), or by four more than the line.
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for line in text.lines() {
        if line.chars().count() <= width {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let lead = line.len() - line.trim_start().len();
        let described = line[lead..].find("  ").map(|gap| {
            let after = lead + gap;
            after + (line.len() - after - line[after..].trim_start().len())
        });
        let indent = match described {
            Some(at) if at <= width / 2 => at,
            _ => lead + 4,
        };
        let mut current = " ".repeat(lead);
        for word in line[lead..].split(' ') {
            // A word too long for a line (`a|b|c...`) breaks after its `|`s.
            let pieces: Vec<&str> = match word.chars().count() > width - indent {
                true => word.split_inclusive('|').collect(),
                false => vec![word],
            };
            for (i, piece) in pieces.into_iter().enumerate() {
                let gap = usize::from(i == 0);
                let fits = current.chars().count() + gap + piece.chars().count() <= width;
                if !current.trim().is_empty() && !fits {
                    out.push_str(current.trim_end());
                    out.push('\n');
                    current = " ".repeat(indent);
                } else if !current.trim().is_empty() && gap == 1 {
                    current.push(' ');
                }
                current.push_str(piece);
            }
        }
        out.push_str(current.trim_end());
        out.push('\n');
    }
    out
}

/// Runs the prompt until `quit` or the end of input: `loaded` was loaded
/// from `inputs` with `settings`, and is loaded again (into `store`) when a
/// setting that changes what is loaded changes.
pub fn run(
    loaded: Loaded<'static>,
    inputs: &Inputs,
    settings: Settings,
    store: &'static Store,
) -> anyhow::Result<()> {
    let mut session = Session {
        loaded,
        inputs,
        store,
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
    // Each distinct name copied once, however many functions share it.
    let names: std::collections::BTreeSet<&str> = session
        .loaded
        .profile
        .functions
        .iter()
        .map(|f| &*f.name)
        .collect();
    let names = names.into_iter().map(str::to_string).collect();
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
struct Session<'i> {
    loaded: Loaded<'static>,
    /// What the command line gave, whatever base a setting chooses.
    inputs: &'i Inputs,
    store: &'static Store,
    sticky: Settings,
    images: usize,
}

/// Where a command's output goes.
enum Output {
    Stdout,
    File(PathBuf),
    /// A page, opened in a web browser (`weblist`).
    Browser,
}

impl Session<'_> {
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
                print!("{}", wrap(&help(), terminal_width()));
                Ok(())
            }
            "options" => {
                self.show_settings();
                Ok(())
            }
            _ => match (first.split_once('='), words.len()) {
                (Some((key, value)), 1) => self.set(key, value),
                // A value with spaces (several `time` ranges): the words
                // after the first are the rest of it.
                (Some((key, value)), _) => {
                    let mut value = value.to_string();
                    for word in &words[1..] {
                        value.push(' ');
                        value.push_str(word);
                    }
                    self.set(key, &value)
                }
                _ if words.len() == 1 && self.set_word(first) => Ok(()),
                _ => self.report(&words, redirect),
            },
        };
        if let Err(e) = result {
            eprintln!("profile-analyze: {}", one_line(&format!("{e:#}")));
        }
        let _ = std::io::stdout().flush();
        true
    }

    /// A bare word that changes a setting (`lines`, `cum`, `noinlines`);
    /// false if it is none.
    fn set_word(&mut self, word: &str) -> bool {
        let Some((setting, _)) = resolve_at(Door::Prompt, word, "") else {
            return false;
        };
        if setting.kind != Kind::Bool && setting.name == word {
            return false; // `focus` alone is no setting
        }
        if let Err(e) = self.set(word, "") {
            eprintln!("profile-analyze: {}", one_line(&format!("{e:#}")));
        }
        true
    }

    /// `key=value` settings; one that changes what is loaded loads the
    /// profiles again (and is undone if they cannot be).
    fn set(&mut self, key: &str, value: &str) -> anyhow::Result<()> {
        let Some((setting, value)) = resolve_at(Door::Prompt, key, value) else {
            bail!("unknown setting {key:?}: try 'help'");
        };
        let before = self.sticky.clone();
        setting
            .apply(&mut self.sticky, &value)
            .map_err(|e| anyhow::anyhow!("{key}={value}: {e}"))?;
        let reload = before.load != self.sticky.load;
        let checked = self
            .sticky
            .check()
            .map_err(anyhow::Error::msg)
            .and_then(|()| if reload { self.reload() } else { Ok(()) });
        if let Err(e) = checked {
            self.sticky = before;
            return Err(e);
        }
        Ok(())
    }

    /// Reads and symbolizes the profiles again with the sticky settings.
    fn reload(&mut self) -> anyhow::Result<()> {
        let inputs = self
            .inputs
            .with_base(self.sticky.load.base.as_ref())
            .map_err(anyhow::Error::msg)?;
        let loaded = driver::load(&inputs, &self.sticky.load, self.store)?;
        for w in &loaded.warnings {
            eprintln!("profile-analyze: warning: {}", one_line(w));
        }
        self.loaded = loaded;
        Ok(())
    }

    fn show_settings(&self) {
        for setting in REGISTRY.iter().filter(|s| s.doors.prompt) {
            println!("{}={}", setting.name, setting.value(&self.sticky));
        }
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
            // `top` shows the sticky node count, else 10 rows.
            let mut limit = count
                .parse()
                .ok()
                .or(settings.view.text_limit)
                .unwrap_or(10);
            if let Some(n) = args.first().and_then(|a| a.parse().ok()) {
                limit = n;
                args = &args[1..];
            }
            settings.view.text_limit = Some(limit);
            commands::TEXT
        } else {
            match commands::find(word) {
                Some(row) => row,
                None => match closest(
                    word,
                    TABLE
                        .iter()
                        .flat_map(|r| std::iter::once(r.name).chain(r.aliases.iter().copied())),
                ) {
                    Some(meant) => {
                        bail!("unknown command {word:?}: did you mean {meant}? (help lists them)")
                    }
                    None => bail!("unknown command {word:?}: try 'help'"),
                },
            }
        };
        let command = row.name;
        let mut focus = Vec::new();
        let mut ignore = Vec::new();
        for &arg in args {
            // perl's `top --cum`, `top --lines`: a word of a setting, for
            // this command only.
            let word = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
            if let Some((setting, value)) = word
                .filter(|w| {
                    REGISTRY
                        .iter()
                        .any(|s| s.words.iter().any(|x| x.word == *w))
                })
                .and_then(|w| resolve_at(Door::Prompt, w, ""))
            {
                setting
                    .apply(&mut settings, &value)
                    .map_err(|e| anyhow::anyhow!("{arg}: {e}"))?;
                continue;
            }
            match arg.strip_prefix('-') {
                Some(re) => ignore.push(re),
                None => focus.push(arg),
            }
        }
        if !ignore.is_empty() {
            let mut all: Vec<String> = ignore.iter().map(|s| s.to_string()).collect();
            if let Some(sticky) = &settings.view.filters.ignore {
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
            settings.view.filters.ignore = Some(regex("ignore", &joined)?);
        }
        let focus = focus.join("|");
        let symbol = if row.takes_regex {
            if focus.is_empty() {
                bail!("{command} needs a regular expression: {command} RE");
            }
            Some(regex(command, &focus)?)
        } else {
            if !focus.is_empty() {
                settings.view.filters.focus = Some(regex("focus", &focus)?);
            }
            None
        };
        let request = Request::new(row, symbol)
            .ok_or_else(|| anyhow::anyhow!("{command}: a regular expression is missing"))?;
        let redirect = redirect
            .map(PathBuf::from)
            .or_else(|| self.sticky.output.clone());
        let output = match (redirect, row.image_format()) {
            (Some(file), _) => Output::File(file),
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
            _ if row.needs(Need::Page) => Output::Browser,
            _ => Output::Stdout,
        };
        self.render(&request, &settings, output)
    }

    fn render(&self, request: &Request, settings: &Settings, output: Output) -> anyhow::Result<()> {
        // The report as the prompt shows it: in perl's layout, `top`,
        // `list` and `disasm` under perl's interactive header.
        let mut bytes = Vec::new();
        let notes = driver::render(
            &self.loaded,
            &request.clone().at_prompt(),
            &settings.view,
            &mut bytes,
        )?;
        match output {
            Output::Stdout => std::io::stdout().write_all(&bytes)?,
            Output::File(path) => {
                std::fs::write(&path, &bytes)
                    .with_context(|| format!("writing {}", path.display()))?;
                eprintln!("Wrote {}", path.display());
            }
            Output::Browser => {
                let note = browser::show_page(&bytes, "html")?;
                eprintln!("profile-analyze: {}", one_line(&note));
            }
        }
        for note in notes {
            eprintln!("profile-analyze: {}", one_line(&note));
        }
        Ok(())
    }
}
