//! Tab completion at the interactive prompt: command words first, then
//! the profile's function names.

use profile_analyze::report::commands::TABLE;
use rustyline::completion::Completer;
use rustyline::{Context, Helper, Highlighter, Hinter, Validator};

/// The words that start settings and the prompt's other commands; the
/// reports' words come from the command table.
const SETTINGS: &[&str] = &[
    "focus=",
    "ignore=",
    "nodecount=",
    "nodefraction=",
    "edgefraction=",
    "maxdegree=",
    "lines",
    "functions",
    "addresses",
    "files",
    "cum",
    "flat",
    "options",
    "help",
    "quit",
];

/// The words that start commands: the reports' names and aliases, then
/// the settings.
fn command_words() -> Vec<&'static str> {
    let reports = TABLE
        .iter()
        .flat_map(|row| std::iter::once(row.name).chain(row.aliases.iter().copied()));
    reports.chain(SETTINGS.iter().copied()).collect()
}

/// Tab completion: commands first, then function names.
#[derive(Helper, Hinter, Highlighter, Validator)]
pub struct Completion {
    commands: Vec<&'static str>,
    names: Vec<String>,
}

impl Completion {
    /// Completes function names from `names` (sorted, without duplicates).
    pub fn new(names: Vec<String>) -> Self {
        Completion {
            commands: command_words(),
            names,
        }
    }
}

impl Completer for Completion {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        let before = &line[..pos];
        let start = before.rfind([' ', '=']).map_or(0, |i| i + 1);
        let word = &before[start..];
        let candidates: Vec<String> = if start == 0 {
            self.commands
                .iter()
                .filter(|c| c.starts_with(word))
                .map(|c| c.to_string())
                .collect()
        } else {
            let word = word.trim_start_matches('-');
            let start = pos - word.len();
            let names = self
                .names
                .iter()
                .filter(|n| n.starts_with(word))
                .cloned()
                .collect();
            return Ok((start, names));
        };
        Ok((start, candidates))
    }
}
