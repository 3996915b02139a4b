//! `-h`: every option on one line, grouped under the help's headings, made
//! from the command line's own definition. An option's line gives the first
//! sentence of its help (`--help` gives the whole of it), so the help of
//! every option starts with a sentence short enough to fit.

use clap::{Arg, Command};
use profile_analyze::settings::registry::first_sentence;

/// The width `-h` is laid out for.
pub const WIDTH: usize = 80;

/// What `-h` prints for `cmd`: its summary, usage, then each heading's
/// options one to a line.
pub fn brief_help(cmd: &Command) -> String {
    let mut out = String::new();
    if let Some(about) = cmd.get_about() {
        out.push_str(&fill(&about.to_string(), WIDTH));
    }
    out.push_str(&format!("\n{}\n", cmd.clone().render_usage()));
    out.push_str(&fill(
        "One line per option: --help gives each in full, and examples. Long \
         options may also be spelled with one dash, as Go pprof spells them \
         (-text, -list=RE).",
        WIDTH,
    ));
    let positionals: Vec<&Arg> = cmd.get_positionals().collect();
    if !positionals.is_empty() {
        out.push_str("\nArguments:\n");
        let lines: Vec<(String, String)> = positionals
            .iter()
            .map(|arg| {
                let names = arg.get_value_names().unwrap_or_default();
                let names: Vec<String> = names.iter().map(ToString::to_string).collect();
                (names.join(" "), summary(arg))
            })
            .collect();
        push_aligned(&mut out, &lines);
    }
    for heading in headings(cmd) {
        let lines: Vec<(String, String)> = cmd
            .get_arguments()
            .filter(|arg| !arg.is_positional() && !arg.is_hide_set())
            .filter(|arg| arg.get_help_heading() == heading)
            .map(|arg| (spelling(arg), summary(arg)))
            .collect();
        out.push_str(&format!("\n{}:\n", heading.unwrap_or("Help")));
        push_aligned(&mut out, &lines);
    }
    out
}

/// The headings in the order their first option comes, options without
/// one (help, version) last.
fn headings(cmd: &Command) -> Vec<Option<&str>> {
    let mut headings: Vec<Option<&str>> = Vec::new();
    for arg in cmd.get_arguments().filter(|arg| !arg.is_positional()) {
        let heading = arg.get_help_heading();
        if heading.is_some() && !headings.contains(&heading) {
            headings.push(heading);
        }
    }
    headings.push(None);
    headings
}

/// How an option is written: `-v, --verbose`, `--focus=RE`; a flag whose
/// value is a boolean (`--trim[=BOOL]`) by its name alone.
fn spelling(arg: &Arg) -> String {
    let mut text = String::new();
    if let Some(short) = arg.get_short() {
        text.push('-');
        text.push(short);
    }
    if let Some(long) = arg.get_long() {
        if !text.is_empty() {
            text.push_str(", ");
        }
        text.push_str("--");
        text.push_str(long);
    }
    let takes_value = arg.get_action().takes_values();
    let names = arg.get_value_names().unwrap_or_default();
    if takes_value && names.first().is_some_and(|name| name.as_str() != "BOOL") {
        let names: Vec<String> = names.iter().map(ToString::to_string).collect();
        text.push('=');
        text.push_str(&names.join(" "));
    }
    text
}

/// The first sentence of an option's help: its text up to the first `. `.
pub fn summary(arg: &Arg) -> String {
    let help = arg
        .get_long_help()
        .or(arg.get_help())
        .map(ToString::to_string)
        .unwrap_or_default();
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    first_sentence(&help).trim_end_matches('.').to_string()
}

/// `lines` (spelling, summary) with the summaries in one column, two
/// spaces after the longest spelling.
fn push_aligned(out: &mut String, lines: &[(String, String)]) {
    let column = lines
        .iter()
        .map(|(s, _)| s.chars().count())
        .max()
        .unwrap_or(0);
    for (spelling, summary) in lines {
        let pad = column - spelling.chars().count();
        out.push_str(&format!("  {spelling}{}  {summary}\n", " ".repeat(pad)));
    }
}

/// `text` broken into lines of at most `width` columns at spaces.
fn fill(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}
