//! Tab completion at the interactive prompt: command words first, then
//! the profile's function names.

use profile_analyze::report::commands::TABLE;
use profile_analyze::settings::registry::{Kind, REGISTRY};
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
        // `granularity=li`: the values of a setting that has words for them.
        let setting = before
            .split_once('=')
            .filter(|(name, value)| !name.contains(' ') && !value.contains(' '))
            .and_then(|(name, _)| REGISTRY.iter().find(|s| s.doors.prompt && s.name == name))
            .filter(|s| matches!(s.kind, Kind::Choice(_) | Kind::Bool) || !s.words.is_empty());
        let candidates: Vec<String> = if start == 0 {
            self.commands
                .iter()
                .filter(|c| c.starts_with(word))
                .cloned()
                .collect()
        } else if let Some(setting) = setting {
            let values: &[&str] = match setting.kind {
                Kind::Choice(choices) => choices,
                Kind::Bool => &["true", "false"],
                _ => &[],
            };
            let words = setting.words.iter().map(|w| w.value);
            values
                .iter()
                .copied()
                .chain(words)
                .filter(|v| v.starts_with(word))
                .fold(Vec::new(), |mut all, v| {
                    if !all.iter().any(|a: &String| a == v) {
                        all.push(v.to_string());
                    }
                    all
                })
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

#[cfg(test)]
mod tests {
    use super::*;
    use rustyline::history::DefaultHistory;

    fn complete(line: &str) -> Vec<String> {
        let completion = Completion::new(vec!["leaf_heavy".into(), "leaf_light".into()]);
        let history = DefaultHistory::new();
        let ctx = Context::new(&history);
        completion.complete(line, line.len(), &ctx).unwrap().1
    }

    #[test]
    fn completes_settings_their_values_and_function_names() {
        assert!(complete("sample_i").contains(&"sample_index=".to_string()));
        assert!(complete("tagf").contains(&"tagfocus=".to_string()));
        assert_eq!(complete("granularity=fi"), ["filefunctions", "files"]);
        assert_eq!(complete("noinlines=f"), ["false"]);
        assert!(complete("sample_index=alloc").contains(&"alloc_space".to_string()));
        assert_eq!(complete("focus=leaf_h"), ["leaf_heavy"]);
        assert_eq!(complete("list leaf_l"), ["leaf_light"]);
    }
}
