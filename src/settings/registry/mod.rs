//! The settings registry: every setting once, with its name (Go pprof's
//! config name where Go has the setting), the other spellings it goes by,
//! Go's short URL key, the perl words that choose one of its values
//! (`--lines`, `--cum`, `--alloc_space`), its kind, whether it changes what
//! is loaded or only what is shown, the doors it is at and its help.
//!
//! The command line's flags, the prompt's setters, help and completion, and
//! the web interface's query keys and form are all made from [`REGISTRY`]:
//! a setting added here is at every door it names.

use super::values::{self, ValueError, join_paths, text_of};
use super::{BaseFile, Settings};
use crate::graph::Granularity;
use crate::profile::LabelFrames;
use crate::report::Syntax;
use crate::report::preset::Preset;
use crate::report::text::SortBy;
use std::borrow::Cow;

/// One setting.
#[derive(Clone, Copy)]
pub struct Setting {
    /// Its name: the prompt's `name=`, the web's query key, and the
    /// command line's `--name` (perl) and `-name` (Go).
    pub name: &'static str,
    /// Other names it has at every door (`intel` for `intel_syntax`).
    /// Any `_` may also be written `-`.
    pub aliases: &'static [&'static str],
    /// Go pprof's short URL key (`f` for focus), taken by the web
    /// interface besides the name.
    pub url_key: Option<&'static str>,
    /// Words that set one of its values: perl's flags (`--lines`,
    /// `--cum`, `--alloc_space`) and Go's prompt words (`lines`, `cum`).
    pub words: &'static [Word],
    /// What values it takes.
    pub kind: Kind,
    /// What changing it changes.
    pub scope: Scope,
    /// Where it can be set.
    pub doors: Doors,
    /// Its heading in the help.
    pub group: Group,
    /// One line of help.
    pub help: &'static str,
    /// A value that changes what a report shows on the test programs
    /// (the registry's test sets it at every door and compares).
    pub example: Option<&'static str>,
    /// An empty value clears it (`focus=`, `base=`), where for the others
    /// it means "as it is" (the web's form left empty).
    clearable: bool,
    set: Setter,
    get: Getter,
}

/// Sets a setting to a value, or says why the value is not one it takes.
type Setter = fn(&mut Settings, &str) -> Result<(), ValueError>;

/// A setting's value, as its [`Setter`] takes it.
type Getter = fn(&Settings) -> String;

impl std::fmt::Debug for Setting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Setting").field("name", &self.name).finish()
    }
}

/// A word that sets one value of a setting.
#[derive(Debug, Clone, Copy)]
pub struct Word {
    /// The word: `--WORD` on the command line, `WORD` at the prompt.
    pub word: &'static str,
    /// The value it sets.
    pub value: &'static str,
    /// One line of help.
    pub help: &'static str,
}

/// What values a setting takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// True or false; the name alone is true.
    Bool,
    /// A whole number, 0 or more.
    Count,
    /// A number (a fraction, a divisor).
    Number,
    /// A regular expression; empty clears it.
    Regex,
    /// A label filter (`[KEY=]RE[,RE...]` or `[KEY=]RANGE`); empty clears it.
    Tags,
    /// One of these words.
    Choice(&'static [&'static str]),
    /// Text of its own syntax (`METAVAR` in the help).
    Text(&'static str),
    /// Paths separated by this character, or given one a time (`None`).
    Paths(Option<char>),
    /// A file (`METAVAR` in the help); on the command line, given again
    /// for each further file (Go's repeated `-base`), the files then one
    /// value, a line each.
    Files(&'static str),
}

impl Kind {
    /// The placeholder of its value in the help.
    pub fn metavar(self) -> &'static str {
        match self {
            Kind::Bool => "BOOL",
            Kind::Count => "N",
            Kind::Number => "F",
            Kind::Regex => "RE",
            Kind::Tags => "TAGS",
            Kind::Choice(_) => "WORD",
            Kind::Text(metavar) | Kind::Files(metavar) => metavar,
            Kind::Paths(_) => "PATHS",
        }
    }
}

/// What changing a setting changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// What is loaded: the profile is read and symbolized again.
    Load,
    /// Only what is shown.
    View,
}

/// The doors a setting is at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Doors {
    /// The command line's flags.
    pub cli: bool,
    /// The interactive prompt's `name=value`.
    pub prompt: bool,
    /// The web interface's query and form.
    pub web: bool,
}

/// Every door.
const ALL: Doors = Doors {
    cli: true,
    prompt: true,
    web: true,
};

/// The command line and the prompt: settings that name files on this
/// machine, which a web page must not (as in Go pprof, whose URLs carry no
/// paths).
const NOT_WEB: Doors = Doors {
    cli: true,
    prompt: true,
    web: false,
};

/// Where a setting is set from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Door {
    /// The command line.
    Cli,
    /// The interactive prompt.
    Prompt,
    /// The web interface.
    Web,
}

impl Doors {
    /// Whether `door` is one of them.
    pub fn has(self, door: Door) -> bool {
        match door {
            Door::Cli => self.cli,
            Door::Prompt => self.prompt,
            Door::Web => self.web,
        }
    }
}

/// The headings of the help.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// What a node stands for.
    Granularity,
    /// Which samples and frames are shown.
    Filters,
    /// How reports look.
    Display,
    /// Which value is shown.
    SampleTypes,
    /// Bases.
    SeveralProfiles,
    /// Flame graphs.
    FlameGraphs,
    /// Where binaries are found and how profiles are read.
    Binaries,
}

impl Group {
    /// The heading.
    pub fn heading(self) -> &'static str {
        match self {
            Group::Granularity => "Granularity",
            Group::Filters => "Filters",
            Group::Display => "Display",
            Group::SampleTypes => "Sample types",
            Group::SeveralProfiles => "Several profiles",
            Group::FlameGraphs => "Flame graphs and heat maps",
            Group::Binaries => "Where binaries and sources are found",
        }
    }
}

impl Setting {
    /// The first sentence of its help: what `-h` and the web's menus show.
    pub fn summary(&self) -> &'static str {
        first_sentence(self.help)
    }

    /// Sets it to `value` in `settings`.
    ///
    /// Errors: the value is not one it takes; the message says why.
    pub fn apply(&self, settings: &mut Settings, value: &str) -> Result<(), ValueError> {
        (self.set)(settings, value)
    }

    /// True when an empty value clears it: a regular expression, a label
    /// filter, the base, the label frames; an empty field of the web's
    /// form leaves the others as they are.
    pub fn empty_clears(&self) -> bool {
        self.clearable || matches!(self.kind, Kind::Regex | Kind::Tags)
    }

    /// Its value in `settings`, as [`Setting::apply`] takes it (empty
    /// for none).
    pub fn value(&self, settings: &Settings) -> String {
        (self.get)(settings)
    }

    /// All its names at `door`: the name, the aliases, and at the web
    /// Go's URL key.
    pub fn names(&self, door: Door) -> impl Iterator<Item = &'static str> + '_ {
        let url = self
            .url_key
            .filter(|k| door == Door::Web && *k != self.name && !self.aliases.contains(k));
        std::iter::once(self.name)
            .chain(self.aliases.iter().copied())
            .chain(url)
    }
}

/// The setting `name` names at `door` (a name, an alias, a word, or at the
/// web Go's URL key; `-` for `_` anywhere) and the value it is given:
/// `value` itself, or for a word the word's value when `value` is true.
pub fn resolve_at(
    door: Door,
    name: &str,
    value: &str,
) -> Option<(&'static Setting, Cow<'static, str>)> {
    let name = name.replace('-', "_");
    let setting = REGISTRY.iter().filter(|s| s.doors.has(door));
    for s in setting.clone() {
        if s.names(door).any(|n| n == name) {
            return Some((s, Cow::Owned(value.to_string())));
        }
    }
    for s in setting {
        if let Some(word) = s.words.iter().find(|w| w.word == name) {
            return match values::boolean(value) {
                Ok(true) => Some((s, Cow::Borrowed(word.value))),
                _ => None,
            };
        }
    }
    None
}

/// The first sentence of a help text: the text before its first `. `
/// (every option's help begins with a sentence short enough for `-h`).
pub fn first_sentence(help: &str) -> &str {
    help.find(". ").map_or(help, |at| &help[..at])
}

/// The setting named `name` (its name only).
pub fn find(name: &str) -> Option<&'static Setting> {
    REGISTRY.iter().find(|s| s.name == name)
}

/// Names of the granularities, and what each is.
const GRANULARITIES: &[(&str, Granularity)] = &[
    ("functions", Granularity::Functions),
    ("filefunctions", Granularity::FileFunctions),
    ("files", Granularity::Files),
    ("lines", Granularity::Lines),
    ("addresses", Granularity::Addresses),
    ("objects", Granularity::Objects),
];

const GRANULARITY_NAMES: &[&str] = &[
    "functions",
    "filefunctions",
    "files",
    "lines",
    "addresses",
    "objects",
];

/// A regular expression setting of `Settings` at `$field`.
macro_rules! regex_setting {
    ($($field:ident).+) => {
        (
            |s: &mut Settings, v: &str| {
                s.$($field).+ = values::optional_regex(v)?;
                Ok(())
            },
            |s: &Settings| text_of(&s.$($field).+),
        )
    };
}

/// A true-or-false setting of `Settings` at `$field`.
macro_rules! bool_setting {
    ($($field:ident).+) => {
        (
            |s: &mut Settings, v: &str| {
                s.$($field).+ = values::boolean(v)?;
                Ok(())
            },
            |s: &Settings| s.$($field).+.to_string(),
        )
    };
}

/// Builds a [`Setting`] from its parts, `set` and `get` as a pair.
const fn setting(
    name: &'static str,
    kind: Kind,
    scope: Scope,
    group: Group,
    help: &'static str,
    (set, get): (Setter, Getter),
) -> Setting {
    Setting {
        name,
        aliases: &[],
        url_key: None,
        words: &[],
        kind,
        scope,
        doors: ALL,
        group,
        help,
        example: None,
        clearable: false,
        set,
        get,
    }
}

impl Setting {
    const fn url(mut self, key: &'static str) -> Self {
        self.url_key = Some(key);
        self
    }
    const fn aliases(mut self, aliases: &'static [&'static str]) -> Self {
        self.aliases = aliases;
        self
    }
    const fn words(mut self, words: &'static [Word]) -> Self {
        self.words = words;
        self
    }
    const fn doors(mut self, doors: Doors) -> Self {
        self.doors = doors;
        self
    }
    const fn example(mut self, value: &'static str) -> Self {
        self.example = Some(value);
        self
    }
    const fn clearable(mut self) -> Self {
        self.clearable = true;
        self
    }
}

const fn word(word: &'static str, value: &'static str, help: &'static str) -> Word {
    Word { word, value, help }
}

mod binaries;
mod display;
mod profiles;
mod selection;

/// The parts of the registry, in the order of the help.
const PARTS: [&[Setting]; 4] = [
    selection::SETTINGS,
    display::SETTINGS,
    profiles::SETTINGS,
    binaries::SETTINGS,
];

/// How many settings there are.
const COUNT: usize = count(&PARTS);

/// Every setting, in the order of the help.
pub static REGISTRY: &[Setting] = &EVERY;

static EVERY: [Setting; COUNT] = concat(&PARTS);

/// The settings of `parts`, counted at compile time.
const fn count(parts: &[&[Setting]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// The settings of `parts`, one after the other, at compile time.
const fn concat<const N: usize>(parts: &[&[Setting]]) -> [Setting; N] {
    let mut out = [parts[0][0]; N];
    let (mut k, mut i) = (0, 0);
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[k] = parts[i][j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests;
