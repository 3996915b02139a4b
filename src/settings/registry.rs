//! The settings registry: every setting once, with its name (Go pprof's
//! config name where Go has the setting), the other spellings it goes by,
//! Go's short URL key, the perl words that choose one of its values
//! (`--lines`, `--cum`, `--alloc_space`), its kind, whether it changes what
//! is loaded or only what is shown, the doors it is at and its help.
//!
//! The command line's flags, the prompt's setters, help and completion, and
//! the web interface's query keys and form are all made from [`REGISTRY`]:
//! a setting added here is at every door it names.

use super::values::{self, join_paths, text_of};
use super::{BaseFile, Settings};
use crate::graph::Granularity;
use crate::profile::LabelFrames;
use crate::report::Syntax;
use crate::report::text::SortBy;
use std::borrow::Cow;

/// One setting.
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
type Setter = fn(&mut Settings, &str) -> Result<(), String>;

/// A setting's value, as its [`Setter`] takes it.
type Getter = fn(&Settings) -> String;

impl std::fmt::Debug for Setting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Setting").field("name", &self.name).finish()
    }
}

/// A word that sets one value of a setting.
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
            Kind::Text(metavar) => metavar,
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
            Group::FlameGraphs => "Flame graphs",
            Group::Binaries => "Where binaries are found",
        }
    }
}

impl Setting {
    /// Sets it to `value` in `settings`.
    ///
    /// Errors: the value is not one it takes; the message says why.
    pub fn apply(&self, settings: &mut Settings, value: &str) -> Result<(), String> {
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
];

const GRANULARITY_NAMES: &[&str] = &["functions", "filefunctions", "files", "lines", "addresses"];

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

use Group::*;
use Kind::*;
use Scope::*;

/// Every setting, in the order of the help.
pub static REGISTRY: &[Setting] = &[
    // Granularity
    setting(
        "granularity",
        Choice(GRANULARITY_NAMES),
        View,
        Granularity,
        "What a node stands for",
        (
            |s, v| {
                let word = values::choice(v, GRANULARITY_NAMES)?;
                s.view.nodes.granularity = GRANULARITIES
                    .iter()
                    .find(|(w, _)| *w == word)
                    .map(|(_, g)| *g)
                    .unwrap_or_default();
                Ok(())
            },
            |s| {
                GRANULARITIES
                    .iter()
                    .find(|(_, g)| *g == s.view.nodes.granularity)
                    .map_or("functions", |(w, _)| w)
                    .to_string()
            },
        ),
    )
    .url("g")
    .words(&[
        word("functions", "functions", "One node per function (the default)"),
        word("lines", "lines", "One node per source line"),
        word("addresses", "addresses", "One node per address (and inline frame)"),
        word("files", "files", "One node per source file"),
        word("filefunctions", "filefunctions", "One node per function and source file"),
    ])
    .example("lines"),
    setting(
        "noinlines",
        Bool,
        View,
        Granularity,
        "Charge inlined code to the function it was inlined into, at the line of the call",
        bool_setting!(view.nodes.noinlines),
    )
    .url("noinlines")
    .example("true"),
    // Filters
    setting(
        "focus",
        Regex,
        View,
        Filters,
        "Only samples with a frame whose address, function or file:line matches RE",
        regex_setting!(view.filters.focus),
    )
    .url("f")
    .example("leaf_heavy"),
    setting(
        "ignore",
        Regex,
        View,
        Filters,
        "Drop samples with a frame whose address, function or file:line matches RE",
        regex_setting!(view.filters.ignore),
    )
    .url("i")
    .example("leaf_heavy"),
    setting(
        "hide",
        Regex,
        View,
        Filters,
        "Remove the frames whose function or file matches RE from the stacks",
        regex_setting!(view.filters.hide),
    )
    .url("h")
    .example("leaf_heavy"),
    setting(
        "show",
        Regex,
        View,
        Filters,
        "Keep only the frames whose function or file matches RE",
        regex_setting!(view.filters.show),
    )
    .url("s")
    .example("^(b|leaf_heavy)$"),
    setting(
        "show_from",
        Regex,
        View,
        Filters,
        "Drop the callers of each stack's root-most frame matching RE, and the samples without one",
        regex_setting!(view.filters.show_from),
    )
    .url("sf")
    .example("^b$"),
    setting(
        "prune_from",
        Regex,
        View,
        Filters,
        "Drop the callees of each stack's leaf-most frame whose function matches RE",
        regex_setting!(view.filters.prune_from),
    )
    .url("prunefrom")
    .example("^b$"),
    setting(
        "tagfocus",
        Tags,
        View,
        Filters,
        "Only samples whose labels match: [KEY=]RE[,RE...] or [KEY=]RANGE (32kb, 4mb:, :64kb, 12kb:64mb)",
        (
            |s, v| {
                s.view.filters.tag_focus = values::optional_tags(v)?;
                Ok(())
            },
            |s| text_of(&s.view.filters.tag_focus),
        ),
    )
    .url("tf")
    .example("bytes=1kb:"),
    setting(
        "tagignore",
        Tags,
        View,
        Filters,
        "Drop samples whose labels match (the syntax of tagfocus)",
        (
            |s, v| {
                s.view.filters.tag_ignore = values::optional_tags(v)?;
                Ok(())
            },
            |s| text_of(&s.view.filters.tag_ignore),
        ),
    )
    .url("ti")
    .example("bytes=1kb:"),
    setting(
        "tagshow",
        Regex,
        View,
        Filters,
        "The tags report: only label keys that match RE",
        regex_setting!(view.tag_keys.show),
    )
    .url("ts")
    .example("phase"),
    setting(
        "taghide",
        Regex,
        View,
        Filters,
        "The tags report: not label keys that match RE",
        regex_setting!(view.tag_keys.hide),
    )
    .url("th")
    .example("phase"),
    setting(
        "tagroot",
        Text("KEYS"),
        View,
        Filters,
        "Add a frame per label key (comma-separated) at the root of each stack, named after the sample's values of it; the first key outermost",
        (
            |s, v| {
                s.view.label_frames.root = LabelFrames::keys(v);
                Ok(())
            },
            |s| s.view.label_frames.root.join(","),
        ),
    )
    .example("phase")
    .clearable(),
    setting(
        "tagleaf",
        Text("KEYS"),
        View,
        Filters,
        "Add a frame per label key (comma-separated) at the leaf of each stack, named after the sample's values of it; the last key innermost",
        (
            |s, v| {
                s.view.label_frames.leaf = LabelFrames::keys(v);
                Ok(())
            },
            |s| s.view.label_frames.leaf.join(","),
        ),
    )
    .example("phase")
    .clearable(),
    // Display
    setting(
        "sort",
        Choice(&["flat", "cum"]),
        View,
        Display,
        "Sort the text report by flat or by cumulative values",
        (
            |s, v| {
                s.view.sort = match values::choice(v, &["flat", "cum"])? {
                    "cum" => SortBy::Cum,
                    _ => SortBy::Flat,
                };
                Ok(())
            },
            |s| match s.view.sort {
                SortBy::Cum => "cum".into(),
                SortBy::Flat => "flat".into(),
            },
        ),
    )
    .url("sort")
    .words(&[
        word("cum", "cum", "Sort the text report by cumulative values"),
        word("flat", "flat", "Sort the text report by flat values (the default)"),
    ])
    .example("cum"),
    setting(
        "nodecount",
        Count,
        View,
        Display,
        "Graphs: at most N nodes (default 80); text: at most N rows (default all)",
        (
            |s, v| {
                let n = values::count(v)?;
                s.view.prune.nodecount = n;
                s.view.text_limit = Some(n);
                Ok(())
            },
            |s| text_of(&s.view.text_limit),
        ),
    )
    .url("n")
    .example("3"),
    setting(
        "nodefraction",
        Number,
        View,
        Display,
        "Graphs: drop nodes with at most this fraction of the total (default 0.005)",
        (
            |s, v| {
                s.view.prune.nodefraction = values::fraction(v)?;
                Ok(())
            },
            |s| s.view.prune.nodefraction.to_string(),
        ),
    )
    .url("nf")
    .example("0.2"),
    setting(
        "edgefraction",
        Number,
        View,
        Display,
        "Graphs: drop edges with at most this fraction of the total (default 0.001)",
        (
            |s, v| {
                s.view.prune.edgefraction = values::fraction(v)?;
                Ok(())
            },
            |s| s.view.prune.edgefraction.to_string(),
        ),
    )
    .url("ef")
    .example("0.2"),
    setting(
        "maxdegree",
        Count,
        View,
        Display,
        "Graphs: at most N edges into and out of each node (default 8)",
        (
            |s, v| {
                s.view.prune.maxdegree = values::count(v)?;
                Ok(())
            },
            |s| s.view.prune.maxdegree.to_string(),
        ),
    )
    .example("1"),
    setting(
        "trim",
        Bool,
        View,
        Display,
        "Graphs: drop nodes and edges by nodecount, nodefraction, edgefraction and maxdegree (default true)",
        bool_setting!(view.trim),
    )
    .url("trim")
    .example("false"),
    setting(
        "call_tree",
        Bool,
        View,
        Display,
        "Graphs: a tree of call paths, where a function called along two paths is two nodes",
        bool_setting!(view.call_tree),
    )
    .url("calltree")
    .example("true"),
    setting(
        "intel_syntax",
        Bool,
        View,
        Display,
        "Disassembly in Intel syntax instead of AT&T (objdump's default)",
        (
            |s, v| {
                s.view.code.syntax = if values::boolean(v)? {
                    Syntax::Intel
                } else {
                    Syntax::Att
                };
                Ok(())
            },
            |s| (s.view.code.syntax == Syntax::Intel).to_string(),
        ),
    )
    .aliases(&["intel"])
    .url("intel")
    .example("true"),
    setting(
        "source_path",
        Paths(Some(':')),
        View,
        Display,
        "Source listings: directories to look for source files in (colon-separated)",
        (
            |s, v| {
                s.view.code.source_path = values::paths(v, ':');
                Ok(())
            },
            |s| join_paths(&s.view.code.source_path, ':'),
        ),
    )
    .doors(NOT_WEB)
    .example("testdata/programs"),
    setting(
        "trim_path",
        Paths(Some(':')),
        View,
        Display,
        "Source listings: path prefixes (colon-separated) removed from source file names, which are then looked for under source_path (or the current directory) and their parents",
        (
            |s, v| {
                s.view.code.trim_path = values::paths(v, ':');
                Ok(())
            },
            |s| join_paths(&s.view.code.trim_path, ':'),
        ),
    )
    .doors(NOT_WEB)
    .example("."),
    setting(
        "inlined_lines",
        Bool,
        View,
        Display,
        "Source listings: charge inlined code to the inlined functions' own lines (shown after the routine) instead of to the line of the call",
        bool_setting!(view.code.inlined_lines),
    )
    .example("true"),
    setting(
        "full_names",
        Bool,
        View,
        Display,
        "Full demangled names (argument and template types) instead of short ones",
        bool_setting!(view.nodes.full_names),
    )
    .aliases(&["no_strip_temp"])
    .example("true"),
    setting(
        "output",
        Text("FILE"),
        View,
        Display,
        "Write the report to FILE instead of standard output (at the prompt: every report after it; empty for standard output)",
        (
            |s, v| {
                let v = v.trim();
                s.output = (!v.is_empty()).then(|| std::path::PathBuf::from(v));
                Ok(())
            },
            |s| {
                s.output
                    .as_ref()
                    .map_or(String::new(), |p| p.display().to_string())
            },
        ),
    )
    .doors(NOT_WEB),
    // Sample types
    setting(
        "sample_index",
        Text("NAME"),
        View,
        SampleTypes,
        "The sample type shown, by name or index (the profile's default: in-use space, total delay, CPU samples)",
        (
            |s, v| {
                let v = v.trim();
                s.view.sample_index = (!v.is_empty()).then(|| v.to_string());
                // perl divides each stack's delay as each profile is read.
                s.load.mean_delay = v == crate::profile::MEAN_DELAY;
                Ok(())
            },
            |s| text_of(&s.view.sample_index),
        ),
    )
    .url("si")
    .words(&[
        word("inuse_space", "inuse_space", "Heap: bytes in use (the default)"),
        word("inuse_objects", "inuse_objects", "Heap: objects in use"),
        word("alloc_space", "alloc_space", "Heap: bytes allocated, freed or not (profiles that record them)"),
        word("alloc_objects", "alloc_objects", "Heap: objects allocated, freed or not (profiles that record them)"),
        word("total_delay", "delay", "Contention: the time waited (the default)"),
        word("contentions", "contentions", "Contention: how many times a lock was waited for"),
        word("mean_delay", "mean_delay", "Contention: the time waited per contention, per stack (perl's)"),
    ])
    .example("alloc_space"),
    setting(
        "unit",
        Text("UNIT"),
        View,
        SampleTypes,
        "Print values of time and memory in this unit (ms, s, kB, MB...), or minimum (one unit per report, Go's default) or auto (each value in its own); counts stay counts",
        (
            |s, v| {
                s.view.unit = values::unit(v)?;
                Ok(())
            },
            |s| text_of(&s.view.unit),
        ),
    )
    .url("unit")
    .example("kB"),
    setting(
        "relative_percentages",
        Bool,
        View,
        Display,
        "Go's reports (tree, peek, traces): percentages of the samples the filters keep, not of the whole profile (perl's reports always show those)",
        bool_setting!(view.relative_percentages),
    )
    .url("rel")
    .example("true"),
    setting(
        "show_bytes",
        Bool,
        View,
        SampleTypes,
        "Heap: print bytes, not megabytes",
        bool_setting!(view.show_bytes),
    )
    .example("true"),
    // Several profiles
    setting(
        "base",
        Text("PROFILE"),
        Load,
        SeveralProfiles,
        "Subtract this profile from the others: percentages are of the difference (at the prompt and the web, one of the files given, or none)",
        (
            |s, v| {
                set_base(s, v, false);
                Ok(())
            },
            |s| base_of(s, false),
        ),
    )
    .example("cpu_multi.a1.prof")
    .clearable(),
    setting(
        "diff_base",
        Text("PROFILE"),
        Load,
        SeveralProfiles,
        "Subtract this profile, keeping its samples apart: percentages are of its total",
        (
            |s, v| {
                set_base(s, v, true);
                Ok(())
            },
            |s| base_of(s, true),
        ),
    )
    .example("cpu_multi.a1.prof")
    .clearable(),
    setting(
        "normalize",
        Bool,
        Load,
        SeveralProfiles,
        "With a base: first scale the profiles to the base's total, per sample type",
        bool_setting!(load.normalize),
    )
    .url("norm")
    .example("true"),
    setting(
        "drop_negative",
        Bool,
        Load,
        SeveralProfiles,
        "With base: count negative differences as zero",
        bool_setting!(load.drop_negative),
    )
    .url("dropneg")
    .example("true"),
    // Flame graphs
    setting(
        "reverse",
        Bool,
        View,
        FlameGraphs,
        "Folded stacks and flame graphs: leaf first, merged from the leaf, showing who calls the hot functions",
        bool_setting!(view.reverse),
    )
    .example("true"),
    setting(
        "minwidth",
        Text("PX|P%"),
        View,
        FlameGraphs,
        "Flame graphs: frames narrower than this are not drawn, in pixels of the 1200 px root or, with %, percent of it (default 0.1)",
        (
            |s, v| {
                s.view.min_width = v.parse().map_err(|e| format!("{e}"))?;
                Ok(())
            },
            |s| s.view.min_width.to_string(),
        ),
    )
    .example("10%"),
    // Where binaries are found
    setting(
        "lib_prefix",
        Paths(Some(',')),
        Load,
        Binaries,
        "Comma-separated roots under which libraries named by the profile are looked for first (for profiles taken on another machine)",
        (
            |s, v| {
                s.load.symbolize.lib_prefixes = values::paths(v, ',');
                Ok(())
            },
            |s| join_paths(&s.load.symbolize.lib_prefixes, ','),
        ),
    )
    .doors(NOT_WEB),
    setting(
        "debug_root",
        Paths(Some(',')),
        Load,
        Binaries,
        "More roots of separate debug files (found by build id, .gnu_debuglink or path), searched before /usr/lib/debug; comma-separated or repeated",
        (
            |s, v| {
                s.load.symbolize.debug_roots = values::paths(v, ',');
                Ok(())
            },
            |s| join_paths(&s.load.symbolize.debug_roots, ','),
        ),
    )
    .doors(NOT_WEB),
    setting(
        "add_lib",
        Paths(None),
        Load,
        Binaries,
        "One more object, at its own link-time addresses, naming the addresses no mapping holds (perl's --add_lib); repeatable",
        (
            |s, v| {
                s.load.symbolize.add_libs = values::paths(v, '\n');
                Ok(())
            },
            |s| join_paths(&s.load.symbolize.add_libs, '\n'),
        ),
    )
    .doors(NOT_WEB),
    setting(
        "ignore_mismatch",
        Bool,
        Load,
        Binaries,
        "Use a program or library whose code does not fit the profile (another build) anyway, with a warning, instead of refusing it",
        bool_setting!(load.symbolize.ignore_mismatch),
    )
    .doors(NOT_WEB),
    setting(
        "no_cache",
        Bool,
        Load,
        Binaries,
        "Read every object's symbols and DWARF, without the symbol cache (kept in $XDG_CACHE_HOME/profile-analyze, else ~/.cache/profile-analyze; PROFILE_ANALYZE_CACHE=off turns it off, =DIR puts it elsewhere)",
        bool_setting!(load.symbolize.no_cache),
    )
    .doors(NOT_WEB),
    setting(
        "no_auto_signal_frm",
        Bool,
        Load,
        Binaries,
        "Keep the second frame even when (nearly) every stack shares it; by default it is dropped as the profiler's signal-handler frame",
        bool_setting!(load.read.keep_signal_frames),
    )
    .doors(NOT_WEB),
    setting(
        "dcpi_stride",
        Count,
        Load,
        Binaries,
        "DCPI profiles: bytes between the addresses of a chunk's consecutive counts (1; 4 for Alpha's 4-byte instructions)",
        (
            |s, v| {
                s.load.read.dcpi_stride = match values::count(v)? {
                    n @ 1..=16 => n as u64,
                    _ => return Err("must be between 1 and 16".into()),
                };
                Ok(())
            },
            |s| s.load.read.dcpi_stride.to_string(),
        ),
    )
    .doors(NOT_WEB),
    setting(
        "gprof_symbols",
        Bool,
        Load,
        Binaries,
        "gmon.out: credit time and calls only to the functions gprof accepts, skipping local GCC clones such as f.isra.0 (their time goes to the function before them), so every number equals gprof's",
        bool_setting!(load.gprof_symbols),
    )
    .doors(NOT_WEB),
];

/// Sets (or, with an empty value or `none`, clears) the base; a base set
/// as one kind replaces one set as the other.
fn set_base(settings: &mut Settings, value: &str, diff: bool) {
    let value = value.trim();
    let current = settings.load.base.as_ref().is_some_and(|b| b.diff == diff);
    settings.load.base = match value {
        "" | "none" if current => None,
        "" | "none" => settings.load.base.take(),
        file => Some(BaseFile {
            file: file.to_string(),
            diff,
        }),
    };
}

/// The base file if it is subtracted as `diff` says.
fn base_of(settings: &Settings, diff: bool) -> String {
    match &settings.load.base {
        Some(b) if b.diff == diff => b.file.clone(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_at_each_door() {
        for door in [Door::Cli, Door::Prompt, Door::Web] {
            let mut seen = std::collections::HashSet::new();
            for s in REGISTRY.iter().filter(|s| s.doors.has(door)) {
                for name in s.names(door).chain(s.words.iter().map(|w| w.word)) {
                    assert!(seen.insert(name), "{name} twice at {door:?}");
                }
            }
        }
    }

    #[test]
    fn every_value_reads_back() {
        for s in REGISTRY {
            let mut settings = Settings::default();
            if let Some(example) = s.example {
                s.apply(&mut settings, example).unwrap();
            }
            let value = s.value(&settings);
            let mut again = Settings::default();
            s.apply(&mut again, &value)
                .unwrap_or_else(|e| panic!("{}={value}: {e}", s.name));
            assert_eq!(s.value(&again), value, "{}", s.name);
        }
    }

    #[test]
    fn words_and_url_keys_resolve() {
        let (s, v) = resolve_at(Door::Prompt, "lines", "").unwrap();
        assert_eq!((s.name, v.as_ref()), ("granularity", "lines"));
        let (s, v) = resolve_at(Door::Cli, "total-delay", "true").unwrap();
        assert_eq!((s.name, v.as_ref()), ("sample_index", "delay"));
        assert!(resolve_at(Door::Prompt, "lines", "false").is_none());
        assert_eq!(resolve_at(Door::Web, "s", "x").unwrap().0.name, "show");
        assert!(resolve_at(Door::Prompt, "s", "x").is_none());
        assert!(resolve_at(Door::Web, "source_path", "/").is_none());
    }
}
