//! Tab completion at the interactive prompt: command words first, then
//! the profile's function names.

use rustyline::completion::Completer;
use rustyline::{Context, Helper, Highlighter, Hinter, Validator};

/// The words that start commands and settings.
const COMMANDS: &[&str] = &[
    "top",
    "text",
    "list",
    "disasm",
    "dot",
    "svg",
    "pdf",
    "ps",
    "gif",
    "gv",
    "callgrind",
    "gprof_flat",
    "gprof_graph",
    "gprof_counts",
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

/// Tab completion: commands first, then function names.
#[derive(Helper, Hinter, Highlighter, Validator)]
pub struct Completion {
    names: Vec<String>,
}

impl Completion {
    /// Completes function names from `names` (sorted, without duplicates).
    pub fn new(names: Vec<String>) -> Self {
        Completion { names }
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
            COMMANDS
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
