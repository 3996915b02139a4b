//! The `--text` report, in perl pprof's layout:
//! `Total: N samples`, then `flat flat% sum% cum cum% name` per node; or,
//! under the Go preset, in Go pprof's (`-top`, `-text`): its header lines,
//! then the same columns in Go's widths and units, each inlined function
//! marked `(inline)` (or `(partial-inline)` when it is also called out of
//! line), as Go marks a node by the edges into it.
//!
//! A difference of two profiles has negative values: they print with their
//! sign, rows sort by |flat| (or |cum|), and percentages are of the sum of
//! |values| (of the base's, with `--diff_base`), as Go pprof takes them.
//! `Total:` stays perl's: the sum of the values, signed.

use super::compare_runs::{Change, Comparison};
use super::context::Context;
use super::document::{Cell, Column, Document, PercentStyle, Row, Table, write_text};
use super::preset::Layout;
use super::rows::Rows;
use super::summary::filter_summary;
use crate::error::Result;
use crate::graph::Graph;
use crate::profile::units::Unit;
use std::borrow::Cow;
use std::io::{self, Write};

/// Row order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SortBy {
    /// |Flat| descending, then name (pprof's default).
    #[default]
    Flat,
    /// |Cum| descending, then name (`--cum`).
    Cum,
}

/// The text report of the context's graph as a document: its rows under
/// their header (at the prompt, in perl's layout, perl's interactive
/// header: `Total:` and what the filters kept).
pub(crate) fn render(cx: &mut Context) -> Result<Document> {
    let rows = cx.rows(false);
    for note in rows.comparison().iter().flat_map(|c| &c.notes) {
        cx.note(note.clone());
    }
    let mut document = rows_document(&rows);
    let compared = rows.comparison().is_some_and(Comparison::concludes);
    if cx.interactive && rows.layout() == Layout::Perl && !compared {
        document.header = filter_summary(cx);
        document.header.extend(rows.header_notes());
    } else if rows.layout() == Layout::Perl {
        // Go's `Active filters:` block, which perl's layout has no room for
        // (its output stays perl's): one line on stderr.
        let active = cx.go_view(None).active_filters();
        if let Some((_, filters)) = active.split_first() {
            let filters: Vec<&str> = filters.iter().map(|f| f.trim()).collect();
            cx.note(format!("Active filters: {}", filters.join(" ")));
        }
    }
    Ok(document)
}

/// The rows under their header, in their layout.
pub fn rows_document(rows: &Rows) -> Document {
    Document {
        header: rows.header_lines(),
        tables: vec![table(rows)],
        notes: Vec::new(),
    }
}

/// perl's columns: `flat flat% sum% cum cum%` and the name.
const PERL_COLUMNS: &[Column] = &[
    Column::new("flat", "flat", 8, ""),
    Column::new("flat_percent", "flat%", 6, " "),
    Column::new("sum_percent", "sum%", 6, " "),
    Column::new("cum", "cum", 8, " "),
    Column::new("cum_percent", "cum%", 6, " "),
    Column::new("name", "", 0, " "),
];

/// Go's columns: the same in Go's widths.
const GO_COLUMNS: &[Column] = &[
    Column::new("flat", "flat", 10, ""),
    Column::new("flat_percent", "flat%", 6, " "),
    Column::new("sum_percent", "sum%", 6, " "),
    Column::new("cum", "cum", 10, " "),
    Column::new("cum_percent", "cum%", 6, " "),
    Column::new("name", "", 0, "  "),
];

/// The columns of groups of runs compared: each side's mean per run, the
/// difference, its 95% interval, the change relative to the base, the
/// mark of a significant change, and the name.
const RUN_COLUMNS: &[Column] = &[
    Column::new("base_mean", "base", 10, ""),
    Column::new("mean", "new", 10, " "),
    Column::new("difference", "diff", 10, " "),
    Column::new("interval", "95% interval", 24, " "),
    Column::new("change", "change", 8, " "),
    Column::new("significant", "", 1, " "),
    Column::new("name", "", 0, " "),
];

/// The rows of groups of runs compared as a table ([`RUN_COLUMNS`]).
fn runs_table(rows: &Rows, comparison: &Comparison) -> Table {
    let graph = rows.graph();
    let (unit, shares) = (rows.unit(), comparison.shares);
    let value = |v: f64| run_value(v, unit, shares);
    let signed = |v: f64| signed_run_value(v, unit, shares);
    let lines = rows.lines().filter_map(|line| {
        let change = comparison.changes.get(line.node).copied().flatten()?;
        let interval = run_interval(&change, unit, shares).unwrap_or_default();
        let relative = match change.base_mean {
            0.0 => "new".to_string(),
            base => format!("{:+.1}%", change.difference * 100.0 / base),
        };
        Some(Row::new(vec![
            Cell::Text(value(change.base_mean)),
            Cell::Text(value(change.mean)),
            Cell::Text(signed(change.difference)),
            Cell::Text(interval),
            Cell::Text(relative),
            Cell::Text(if change.significant { "*" } else { "" }.to_string()),
            Cell::Node {
                key: graph.nodes[line.node].key.clone(),
                name: line.name.to_string(),
                mark: rows.inline_mark(&line),
            },
        ]))
    });
    Table {
        id: "top",
        title: None,
        gap: false,
        heading: true,
        columns: RUN_COLUMNS,
        rows: lines.collect(),
    }
}

/// A mean per run, or a difference of them, as the rows print it: a share
/// in percent; a count with a decimal; else in the unit, a value of Go's
/// units each in the largest unit it reaches (a report's one unit would
/// round a small interval to 0).
pub(crate) fn run_value(v: f64, unit: Unit, shares: bool) -> String {
    if shares {
        return format!("{v:.2}%");
    }
    match unit {
        Unit::Samples | Unit::Bytes | Unit::Objects | Unit::Events(_) => {
            let text = format!("{v:.1}");
            text.strip_suffix(".0").map_or(text.clone(), str::to_string)
        }
        Unit::Scaled { of, .. } => Unit::Scaled { of, to: None }.format(v.round() as i64),
        _ => unit.format(v.round() as i64),
    }
}

/// [`run_value`] with its sign: `+1.5ms`, `-2`, `0`.
pub(crate) fn signed_run_value(v: f64, unit: Unit, shares: bool) -> String {
    match v > 0.0 {
        true => format!("+{}", run_value(v, unit, shares)),
        false => run_value(v, unit, shares),
    }
}

/// A change's 95% interval, signed: `[+2.4ms, +3.9ms]` (`None` when the
/// change was not tested).
pub(crate) fn run_interval(change: &Change, unit: Unit, shares: bool) -> Option<String> {
    let signed = |v: f64| signed_run_value(v, unit, shares);
    let (low, high) = change.interval?;
    Some(format!("[{}, {}]", signed(low), signed(high)))
}

/// A row's change between groups of runs in a line: `(base X, new Y per
/// run: +D [low, high] *)`, as `--tree` and `--peek` add it to a node.
pub(crate) fn run_change(change: &Change, unit: Unit, shares: bool) -> String {
    let value = |v: f64| run_value(v, unit, shares);
    let interval = run_interval(change, unit, shares).map_or(String::new(), |i| format!(" {i}"));
    let mark = if change.significant { " *" } else { "" };
    format!(
        "(base {}, new {} per run: {}{interval}{mark})",
        value(change.base_mean),
        value(change.mean),
        signed_run_value(change.difference, unit, shares)
    )
}

/// The rows as a table, in their layout: Go's with its headings and each
/// inlined function marked as the edges into it say.
fn table(rows: &Rows) -> Table {
    if let Some(comparison) = rows.comparison().filter(|c| c.concludes()) {
        return runs_table(rows, comparison);
    }
    let unit = rows.unit();
    let graph = rows.graph();
    let style = match rows.layout() {
        Layout::Perl => PercentStyle::Perl,
        Layout::Go => PercentStyle::Go,
    };
    let of = rows.percent_of();
    let percent = |value| Cell::Percent { value, of, style };
    let lines = rows.lines().map(|line| {
        Row::new(vec![
            Cell::Value(line.flat, unit),
            percent(line.flat),
            percent(line.sum),
            Cell::Value(line.cum, unit),
            percent(line.cum),
            Cell::Node {
                key: graph.nodes[line.node].key.clone(),
                name: line.name.to_string(),
                mark: rows.inline_mark(&line),
            },
        ])
    });
    let go = rows.layout() == Layout::Go;
    Table {
        id: "top",
        title: None,
        gap: false,
        heading: go,
        columns: if go { GO_COLUMNS } else { PERL_COLUMNS },
        rows: lines.collect(),
    }
}

/// Writes the text report of `graph` to `out`: every row, or the first
/// `limit` rows.
pub fn write(
    graph: &Graph,
    sort: SortBy,
    limit: Option<usize>,
    out: &mut impl Write,
) -> io::Result<()> {
    write_rows_of(&Rows::new(Cow::Borrowed(graph), sort, limit), out)
}

/// `Total:`, then the rest (see [`write_rows`]).
fn write_rows_of(rows: &Rows, out: &mut impl Write) -> io::Result<()> {
    write_total(rows, out)?;
    write_rows(rows, out)
}

/// The `Total:` line, if perl prints one.
pub(crate) fn write_total(rows: &Rows, out: &mut impl Write) -> io::Result<()> {
    match rows.total_line() {
        Some(line) => writeln!(out, "{line}"),
        None => Ok(()),
    }
}

/// What follows the `Total:` line: notes on what cum and the percentages
/// are, then the rows.
pub fn write_rows(rows: &Rows, out: &mut impl Write) -> io::Result<()> {
    let document = Document {
        header: rows.header_notes(),
        tables: vec![table(rows)],
        notes: Vec::new(),
    };
    write_text(&document, out)
}

/// `12.5%`, as perl's `sprintf("%.1f%%")`; `nan`/`+inf`/`-inf` for a zero total.
pub fn percent(value: i64, total: i64) -> String {
    if total != 0 {
        format!("{:.1}%", value as f64 * 100.0 / total as f64)
    } else if value == 0 {
        "nan".into()
    } else if value > 0 {
        "+inf".into()
    } else {
        "-inf".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Filters, GraphOptions, Node, PercentOf, Totals, Trimmed, build, toy};
    use crate::profile::units::Unit;
    use crate::profile::{DIFF_BASE_LABEL, Label, LabelValue, Profile};

    fn text(profile: &Profile, unit: Unit, sort: SortBy) -> String {
        let graph = build(profile, GraphOptions::default(), &Filters::default(), unit);
        let mut out = Vec::new();
        write(&graph, sort, None, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn layout_matches_perl_pprof() {
        let node = |name: &str, flat, cum| Node {
            key: Default::default(),
            name: name.into(),
            flat,
            cum,
            present: true,
        };
        let graph = Graph {
            nodes: vec![
                node("b", 3, 3),
                node("main", 0, 8),
                node("a", 3, 5),
                node("c", 2, 2),
                node("gone", 0, 0),
            ],
            edges: Vec::new(),
            total: 8,
            shown: Totals {
                signed: 8,
                abs: 8,
                diff_base_abs: 0,
                negative: false,
            },
            whole: Totals::default(),
            percent_of: PercentOf::Shown,
            unit: Default::default(),
            cum_estimated: false,
            trimmed: Trimmed::default(),
        };
        let mut out = Vec::new();
        write(&graph, SortBy::Flat, None, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "Total: 8 samples\n\
             \x20      3  37.5%  37.5%        5  62.5% a\n\
             \x20      3  37.5%  75.0%        3  37.5% b\n\
             \x20      2  25.0% 100.0%        2  25.0% c\n\
             \x20      0   0.0% 100.0%        8 100.0% main\n"
        );
    }

    #[test]
    fn heap_bytes_as_megabytes_or_bytes_and_objects_as_counts() {
        let mut p = toy::profile(&[
            (&["malloc_big", "main"], 3 * 1048576),
            (&["malloc_small", "main"], 262_144),
        ]);
        p.sample_types = vec![crate::profile::ValueType::new("inuse_space", "bytes")];
        assert_eq!(
            text(&p, Unit::Megabytes, SortBy::Flat),
            "Total: 3.2 MB\n\
             \x20    3.0  92.3%  92.3%      3.0  92.3% malloc_big\n\
             \x20    0.2   7.7% 100.0%      0.2   7.7% malloc_small\n\
             \x20    0.0   0.0% 100.0%      3.2 100.0% main\n"
        );
        assert_eq!(
            text(&p, Unit::Bytes, SortBy::Flat),
            "Total: 3407872 B\n\
             \x203145728  92.3%  92.3%  3145728  92.3% malloc_big\n\
             \x20 262144   7.7% 100.0%   262144   7.7% malloc_small\n\
             \x20      0   0.0% 100.0%  3407872 100.0% main\n"
        );
        let p = toy::profile(&[(&["a", "main"], 30), (&["main"], 10)]);
        assert_eq!(
            text(&p, Unit::Objects, SortBy::Flat),
            "Total: 40 objects\n\
             \x20     30  75.0%  75.0%       30  75.0% a\n\
             \x20     10  25.0% 100.0%       40 100.0% main\n"
        );
    }

    #[test]
    fn contention_delay_in_seconds() {
        let p = toy::profile(&[(&["lock", "main"], 1_500_000_000), (&["main"], 2_000_000)]);
        assert_eq!(
            text(&p, Unit::Seconds, SortBy::Flat),
            "Total: 1.502 seconds\n\
             \x20  1.500  99.9%  99.9%    1.500  99.9% lock\n\
             \x20  0.002   0.1% 100.0%    1.502 100.0% main\n"
        );
    }

    #[test]
    fn differences_sort_by_abs_value_with_percentages_of_abs_total() {
        // Gains of 3 (a) and 1 (c), losses of 5 (b) and 2 (d): the signed
        // total is -3, percentages are of 3 + 5 + 1 + 2 = 11.
        let p = toy::profile(&[
            (&["a", "main"], 3),
            (&["b", "main"], -5),
            (&["c", "b", "main"], 1),
            (&["d", "main"], -2),
        ]);
        assert_eq!(
            text(&p, Unit::Samples, SortBy::Flat),
            "Total: -3 samples\n\
             Percentages of 11 samples, the sum of |values|; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs\n\
             \x20     -5 -45.5% -45.5%       -4 -36.4% b\n\
             \x20      3  27.3% -18.2%        3  27.3% a\n\
             \x20     -2 -18.2% -36.4%       -2 -18.2% d\n\
             \x20      1   9.1% -27.3%        1   9.1% c\n\
             \x20      0   0.0% -27.3%       -3 -27.3% main\n"
        );
        // |cum|: b 4, then a and main 3 (by name), d 2, c 1.
        assert_eq!(
            text(&p, Unit::Samples, SortBy::Cum),
            "Total: -3 samples\n\
             Percentages of 11 samples, the sum of |values|; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs\n\
             \x20     -5 -45.5% -45.5%       -4 -36.4% b\n\
             \x20      3  27.3% -18.2%        3  27.3% a\n\
             \x20      0   0.0% -18.2%       -3 -27.3% main\n\
             \x20     -2 -18.2% -36.4%       -2 -18.2% d\n\
             \x20      1   9.1% -27.3%        1   9.1% c\n"
        );
    }

    #[test]
    fn equal_magnitudes_sort_by_name() {
        let p = toy::profile(&[(&["b"], 2), (&["a"], -2), (&["c"], 1)]);
        let names: Vec<String> = text(&p, Unit::Samples, SortBy::Flat)
            .lines()
            .skip(2)
            .map(|l| l.rsplit(' ').next().unwrap().to_string())
            .collect();
        assert_eq!(names, ["a", "b", "c"]);
    }

    #[test]
    fn with_a_diff_base_percentages_are_of_the_base() {
        // New profile: a 6, b 2. Base (negated, labelled): a -4. The
        // percentages are of the base's |total|, 4.
        let mut p = toy::profile(&[
            (&["a", "main"], 6),
            (&["b", "main"], 2),
            (&["a", "main"], -4),
        ]);
        p.samples[2].labels.push(Label {
            key: DIFF_BASE_LABEL.into(),
            value: LabelValue::Str("true".into()),
        });
        assert_eq!(
            text(&p, Unit::Samples, SortBy::Flat),
            "Total: 4 samples\n\
             Percentages of 4 samples, the base's total; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs\n\
             \x20      2  50.0%  50.0%        2  50.0% a\n\
             \x20      2  50.0% 100.0%        2  50.0% b\n\
             \x20      0   0.0% 100.0%        4 100.0% main\n"
        );
    }

    #[test]
    fn zero_total_prints_no_total_line() {
        let p = toy::profile(&[(&["a", "main"], 2), (&["b", "main"], -2)]);
        assert_eq!(
            text(&p, Unit::Samples, SortBy::Flat),
            "Percentages of 4 samples, the sum of |values|; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs\n\
             \x20      2  50.0%  50.0%        2  50.0% a\n\
             \x20     -2 -50.0%   0.0%       -2 -50.0% b\n"
        );
    }
}
