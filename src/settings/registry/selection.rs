//! What a node stands for and which samples and frames are shown: the
//! settings of the help's "Granularity" and "Filters" headings.

use super::*;
use Group::*;
use Kind::*;
use Scope::*;

/// The settings of this part, in the order of the help.
pub(super) const SETTINGS: &[Setting] = &[
    // Granularity
    setting(
        "granularity",
        Choice(GRANULARITY_NAMES),
        View,
        Granularity,
        "What a node is: a function, line, address, file or object",
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
        word(
            "objects",
            "objects",
            "One node per object. The program, each library, the kernel (perf's --sort dso)",
        ),
    ])
    .example("lines"),
    setting(
        "noinlines",
        Bool,
        View,
        Granularity,
        "Charge inlined code to the function that inlined it. Its samples go to the line of the call",
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
        "Only samples with a frame matching RE. A frame matches by its address, function, file:line or object",
        regex_setting!(view.filters.focus),
    )
    .url("f")
    .example("leaf_heavy"),
    setting(
        "ignore",
        Regex,
        View,
        Filters,
        "Drop samples with a frame matching RE. A frame matches by its address, function, file:line or object",
        regex_setting!(view.filters.ignore),
    )
    .url("i")
    .example("leaf_heavy"),
    setting(
        "hide",
        Regex,
        View,
        Filters,
        "Remove the frames whose function or file matches RE. The rest of each stack is kept",
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
        "Start each stack at its root-most frame matching RE. Its callers are dropped, and the samples without such a frame",
        regex_setting!(view.filters.show_from),
    )
    .url("sf")
    .example("^b$"),
    setting(
        "prune_from",
        Regex,
        View,
        Filters,
        "Drop the callees of the leaf-most function matching RE. Each stack ends at its leaf-most frame whose function matches",
        regex_setting!(view.filters.prune_from),
    )
    .url("prunefrom")
    .example("^b$"),
    setting(
        "tagfocus",
        Tags,
        View,
        Filters,
        "Only samples whose labels match. TAGS: [KEY=]RE[,RE...] or [KEY=]RANGE (32kb, 4mb:, :64kb, 12kb:64mb)",
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
        "Drop samples whose labels match. TAGS as for tagfocus",
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
        "time",
        Text("RANGES"),
        View,
        Filters,
        "Only the samples taken in these time ranges. As perf report --time: START,STOP in seconds of perf's clock (either may be empty), P%/N (the Nth P% slice), P%-Q%; several separated by spaces (times) or commas (percentages)",
        (
            |s, v| {
                s.view.time = match v.trim() {
                    "" => None,
                    v => Some(v.parse()?),
                };
                Ok(())
            },
            |s| s.view.time.as_ref().map(ToString::to_string).unwrap_or_default(),
        ),
    )
    .example("25%/2")
    .clearable(),
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
        "Add a root frame per label key, named by its value. Keys comma-separated, the first key outermost",
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
        "Add a leaf frame per label key, named by its value. Keys comma-separated, the last key innermost",
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
];
