//! Bases and flame graphs: the settings of the help's "Several profiles"
//! and "Flame graphs and heat maps" headings.

use super::*;
use crate::report::heatmap::{format_duration, parse_duration};
use Group::*;
use Kind::*;
use Scope::*;

/// The settings of this part, in the order of the help.
pub(super) const SETTINGS: &[Setting] = &[
    // Several profiles
    setting(
        "base",
        Files("PROFILE"),
        Load,
        SeveralProfiles,
        "Subtract this profile from the others. Repeated: their sum, or with compare_runs the base group's runs; percentages are of the difference (at the prompt and the web, one of the files given, or none)",
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
        Files("PROFILE"),
        Load,
        SeveralProfiles,
        "Subtract this profile, keeping its samples apart. Repeated: their sum, or with compare_runs the base group's runs; percentages are of its total",
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
        "With a base: scale the profiles to its total first. Per sample type",
        bool_setting!(load.normalize),
    )
    .url("norm")
    .example("true"),
    setting(
        "compare_runs",
        Bool,
        Load,
        SeveralProfiles,
        "Compare groups of runs. Each base is one run of the base group, each profile one run of the other; difference reports give each side's mean per run, the difference, its 95% interval, and mark the changes significant after a false-discovery correction",
        bool_setting!(load.compare_runs),
    )
    .url("runs")
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
        "Folded stacks and flame graphs: leaf first. Merged from the leaf, showing who calls the hot functions",
        bool_setting!(view.reverse),
    )
    .example("true"),
    setting(
        "minwidth",
        Text("PX|P%"),
        View,
        FlameGraphs,
        "Flame graphs: skip frames narrower than this. In pixels of the 1200 px root or, with %, percent of it; default 0.1",
        (
            |s, v| {
                s.view.min_width = v.parse()?;
                Ok(())
            },
            |s| s.view.min_width.to_string(),
        ),
    )
    .example("10%"),
    setting(
        "heatmap_column",
        Text("DURATION"),
        View,
        FlameGraphs,
        "The heat map: how long a column is. Default 1s, FlameScope's",
        (
            |s, v| {
                s.view.heat.column = parse_duration(v)?;
                Ok(())
            },
            |s| format_duration(s.view.heat.column),
        ),
    )
    .example("500ms"),
    setting(
        "heatmap_row",
        Text("DURATION"),
        View,
        FlameGraphs,
        "The heat map: how long a row is. From the bottom of a column; default 20ms, FlameScope's 50 rows a second",
        (
            |s, v| {
                s.view.heat.row = parse_duration(v)?;
                Ok(())
            },
            |s| format_duration(s.view.heat.row),
        ),
    )
    .example("100ms"),
];

/// Sets (or, with an empty value or `none`, clears) the base, a file a
/// line; a base set as one kind replaces one set as the other.
fn set_base(settings: &mut Settings, value: &str, diff: bool) {
    let value = value.trim();
    let current = settings.load.base.as_ref().is_some_and(|b| b.diff == diff);
    settings.load.base = match value {
        "" | "none" if current => None,
        "" | "none" => settings.load.base.take(),
        files => Some(BaseFile {
            files: files.lines().map(str::to_string).collect(),
            diff,
        }),
    };
}

/// The base file if it is subtracted as `diff` says.
fn base_of(settings: &Settings, diff: bool) -> String {
    match &settings.load.base {
        Some(b) if b.diff == diff => b.files.join("\n"),
        _ => String::new(),
    }
}
