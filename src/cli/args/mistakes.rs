//! Mistakes on the command line answered in one line that names what was
//! typed and the fix: a misspelled option, two reports, a value given to a
//! flag that takes none, Go pprof's flags that are not options here.

use super::{Args, INTERACTIVE};
use clap::CommandFactory;
use profile_analyze::report::commands::TABLE;
use profile_analyze::settings::suggest::closest;
use std::ffi::OsString;

/// The words of `argv` before `--`, each with its place.
fn words(argv: &[OsString]) -> impl Iterator<Item = (usize, &str)> {
    argv.iter()
        .enumerate()
        .skip(1)
        .filter_map(|(i, w)| Some((i, w.to_str()?)))
        .take_while(|(_, w)| *w != "--")
}

/// A mistake on the command line (`argv` as parsed, `typed` as given:
/// [`single_dash`] spells Go's `-name` as `--name`, word for word)
/// answered in one line that names what was typed and the fix (clap's own
/// message for the others: `--help`, `--version`, a missing value).
pub(super) fn one_line_answer(
    e: &clap::Error,
    argv: &[OsString],
    typed_argv: &[OsString],
) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.as_str()),
        _ => None,
    };
    // The option as typed (`-top=5`, `--lsit`): the word given where the
    // parsed word starts with clap's spelling of it.
    let typed = |arg: &str| -> String {
        let place = words(argv)
            .find(|(_, w)| w.starts_with(arg))
            .map(|(i, _)| i);
        place
            .and_then(|i| typed_argv.get(i)?.to_str())
            .unwrap_or(arg)
            .to_string()
    };
    let place = |word: &str| words(typed_argv).position(|(_, w)| w.starts_with(word));
    match e.kind() {
        ErrorKind::UnknownArgument => {
            let arg = context(ContextKind::InvalidArg).filter(|a| a.starts_with('-'))?;
            let word = typed(arg);
            let name = word.split('=').next().unwrap_or(&word);
            let bare = name.trim_start_matches('-');
            if let Some(answer) = crate::cli::go_flags::answer(bare, &word) {
                return Some(answer);
            }
            let cmd = Args::command();
            let longs: Vec<&str> = cmd
                .get_arguments()
                .filter(|a| !a.is_hide_set())
                .filter_map(|a| a.get_long())
                .collect();
            Some(match closest(bare, longs.iter().copied()) {
                Some(meant) => {
                    format!("{name} is not an option: did you mean --{meant}? (-h lists them)")
                }
                None => format!(
                    "{name} is not an option of profile-analyze (its options, in perl's or Go's spelling: -h)"
                ),
            })
        }
        ErrorKind::ArgumentConflict => {
            let arg = context(ContextKind::InvalidArg)?;
            let prior = context(ContextKind::PriorArg)?;
            let is_report = |a: &str| {
                let name = a
                    .split([' ', '='])
                    .next()
                    .unwrap_or(a)
                    .trim_start_matches('-');
                let flag = |f: &str| f.trim_start_matches('-') == name;
                TABLE
                    .iter()
                    .any(|r| flag(r.flag) || r.flag_aliases.iter().any(|a| flag(a)))
                    || name == INTERACTIVE
            };
            let flag = |a: &str| a.split(' ').next().unwrap_or(a).to_string();
            let (arg, prior) = (typed(&flag(arg)), typed(&flag(prior)));
            let (mut arg, mut prior) = (
                arg.split('=').next().unwrap_or(&arg).to_string(),
                prior.split('=').next().unwrap_or(&prior).to_string(),
            );
            // In the order typed.
            if place(&arg) < place(&prior) {
                std::mem::swap(&mut arg, &mut prior);
            }
            Some(if is_report(&arg) && is_report(&prior) {
                format!("choose one report: {prior} or {arg}")
            } else {
                format!("{arg} cannot be used with {prior}")
            })
        }
        ErrorKind::TooManyValues => {
            // `--top=5`: a value given to a flag that takes none.
            let value = context(ContextKind::InvalidValue)?;
            let (_, word) = words(typed_argv)
                .find(|(_, w)| w.starts_with('-') && w.ends_with(&format!("={value}")))?;
            let name = word.split('=').next().unwrap_or(word);
            let bare = name.trim_start_matches('-');
            let report = TABLE.iter().any(|r| {
                r.flag.trim_start_matches('-') == bare
                    || r.flag_aliases
                        .iter()
                        .any(|a| a.trim_start_matches('-') == bare)
            });
            let rows = report && value.parse::<usize>().is_ok();
            let dashes = if name.starts_with("--") { "--" } else { "-" };
            Some(if rows {
                format!(
                    "{word}: {name} takes no value; for its first {value} rows: {name} {dashes}nodecount={value}"
                )
            } else {
                format!("{word}: {name} takes no value")
            })
        }
        _ => None,
    }
}
