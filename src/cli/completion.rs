//! Tab completion at the interactive prompt: command words first, then
//! the profile's function names.

use profile_analyze::report::commands::TABLE;
use profile_analyze::settings::registry::REGISTRY;
use rustyline::completion::Completer;
use rustyline::{Context, Helper, Highlighter, Hinter, Validator};

/// The prompt's own commands besides reports and settings.
const COMMANDS: &[&str] = &["options", "help", "quit"];

/// The words that start commands: the reports' names and aliases, then
/// the settings of the registry (`name=`, and the words that set a value),
/// then the prompt's own commands.
fn command_words() -> Vec<String> {
    let reports = TABLE
        .iter()
        .flat_map(|row| std::iter::once(row.name).chain(row.aliases.iter().copied()))
        .map(str::to_string);
    let settings = REGISTRY.iter().filter(|s| s.doors.prompt).flat_map(|s| {
        std::iter::once(format!("{}=", s.name)).chain(s.words.iter().map(|w| w.word.into()))
    });
    reports
        .chain(settings)
        .chain(COMMANDS.iter().map(|c| c.to_string()))
        .collect()
}

/// Tab completion: commands first, then function names.
#[derive(Helper, Hinter, Highlighter, Validator)]
pub struct Completion {
    commands: Vec<String>,
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
                .cloned()
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
