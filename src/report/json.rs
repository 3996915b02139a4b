//! `--json`: the text report's document (its header lines and rows) and
//! the call graph's edges between the rows, for scripts. The layout is
//! described by the JSON Schema in `docs/report.schema.json`, and every
//! report names it in `format` ([`FORMAT`], which changes when the layout
//! does); the numbers are the text report's, unrounded: values in the
//! sample type's own unit (bytes, not megabytes; nanoseconds, not seconds)
//! and percentages as fractions of 100 with full precision. A row's node is
//! given as data too: its function, file, line, address and object apart,
//! each `null` when the granularity does not keep it.

use super::context::Context;
use super::document::{self, Cell, Table};
use super::rows::INLINE_MARK;
use super::rows::Rows;
use super::text::rows_document;
use crate::error::{Error, Result};
use crate::graph::Granularity;
use crate::profile::ValueType;
use crate::report::text::SortBy;
use serde::Serialize;
use std::io::{self, Write};

/// The layout's name and version, which every report gives in `format`.
/// Version 3 added `compare_runs` and each row's `runs`; version 2 added
/// `header` and each row's `function`, `file`, `line`,
/// `address`, `object` and `inline`.
pub const FORMAT: &str = "profile-analyze-report/3";

/// A report as written.
#[derive(Debug, Serialize)]
struct Report<'a> {
    format: &'static str,
    program: &'a str,
    sample_type: SampleType<'a>,
    granularity: &'static str,
    sort: &'static str,
    total: i64,
    shown: i64,
    percent_of: i64,
    cum_estimated: bool,
    header: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    compare_runs: Option<Runs>,
    rows: Vec<Row<'a>>,
    edges: Vec<Edge>,
}

#[derive(Debug, Serialize)]
struct SampleType<'a> {
    #[serde(rename = "type")]
    kind: &'a str,
    unit: &'a str,
}

#[derive(Debug, Serialize)]
struct Row<'a> {
    id: usize,
    name: &'a str,
    function: Option<&'a str>,
    file: Option<&'a str>,
    line: Option<u32>,
    address: Option<String>,
    object: Option<&'a str>,
    inline: bool,
    flat: i64,
    flat_percent: Option<f64>,
    sum_percent: Option<f64>,
    cum: i64,
    cum_percent: Option<f64>,
    /// Groups of runs compared (`compare_runs`): this row's change.
    #[serde(skip_serializing_if = "Option::is_none")]
    runs: Option<RunChange>,
}

/// A row's change between groups of runs, in the sample type's unit (or,
/// with `normalize`, in percent of each run's total).
#[derive(Debug, Serialize)]
struct RunChange {
    base_mean: f64,
    mean: f64,
    difference: f64,
    low: Option<f64>,
    high: Option<f64>,
    p: Option<f64>,
    significant: bool,
}

/// The groups of runs compared, as the report says them.
#[derive(Debug, Serialize)]
struct Runs {
    base_runs: usize,
    runs: usize,
    shares: bool,
    tests: usize,
    changed: usize,
    false_discovery_rate: f64,
}

#[derive(Debug, Serialize)]
struct Edge {
    caller: usize,
    callee: usize,
    weight: i64,
}

/// What the report is of, apart from its graph.
#[derive(Debug, Clone, Copy)]
pub struct About<'a> {
    /// The program, as the call graph's title names it.
    pub program: &'a str,
    /// The sample type whose values the graph holds.
    pub sample_type: &'a ValueType,
    /// What the nodes stand for.
    pub granularity: Granularity,
    /// Row order.
    pub sort: SortBy,
}

/// The context's text report and the edges between its rows, as JSON.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let program = cx.program_name();
    let about = About {
        program: &program,
        sample_type: cx.profile.sample_type_at(cx.value_index()),
        granularity: cx.settings.nodes.granularity,
        sort: cx.settings.sort,
    };
    let rows = cx.rows(true);
    for note in rows.comparison().iter().flat_map(|c| &c.notes) {
        cx.note(note.clone());
    }
    write(&rows, &about, &mut out).map_err(Error::Write)
}

/// Writes `rows` (of a graph built with its edges) as JSON: the text
/// report's document of them (one row per text row, in its order), and the
/// edges between the rows.
pub fn write(rows: &Rows, about: &About, out: &mut impl Write) -> io::Result<()> {
    let row_of = rows.row_of_nodes();
    let graph = rows.graph();
    let percent_of = rows.percent_of();
    let document = rows_document(rows);
    let table = document.tables.first();
    let comparison = rows.comparison();
    let nodes: Vec<usize> = rows.lines().map(|l| l.node).collect();
    let lines = table
        .map(|t| {
            t.rows
                .iter()
                .enumerate()
                .map(|(id, r)| {
                    let mut row = row(id, t, r);
                    row.runs = comparison
                        .and_then(|c| c.changes.get(*nodes.get(id)?).copied().flatten())
                        .map(|c| RunChange {
                            base_mean: c.base_mean,
                            mean: c.mean,
                            difference: c.difference,
                            low: c.interval.map(|i| i.0),
                            high: c.interval.map(|i| i.1),
                            p: c.p,
                            significant: c.significant,
                        });
                    if comparison.is_some() {
                        let node = &graph.nodes[nodes[id]];
                        (row.flat, row.cum) = (node.flat, node.cum);
                        row.flat_percent = rows.percent(node.flat);
                        row.cum_percent = rows.percent(node.cum);
                    }
                    row
                })
                .collect()
        })
        .unwrap_or_default();
    let mut edges: Vec<Edge> = graph
        .edges
        .iter()
        .filter_map(|e| {
            Some(Edge {
                caller: row_of[e.caller]?,
                callee: row_of[e.callee]?,
                weight: e.weight,
            })
        })
        .filter(|e| e.weight != 0)
        .collect();
    edges.sort_by_key(|e| (e.caller, e.callee));
    let report = Report {
        format: FORMAT,
        program: about.program,
        sample_type: SampleType {
            kind: &about.sample_type.kind,
            unit: &about.sample_type.unit,
        },
        granularity: match about.granularity {
            Granularity::Functions => "functions",
            Granularity::Lines => "lines",
            Granularity::Addresses => "addresses",
            Granularity::Files => "files",
            Granularity::FileFunctions => "filefunctions",
            Granularity::Objects => "objects",
        },
        sort: match about.sort {
            SortBy::Flat => "flat",
            SortBy::Cum => "cum",
        },
        total: rows.total(),
        shown: rows.shown(),
        percent_of,
        cum_estimated: rows.cum_estimated(),
        header: &document.header,
        compare_runs: comparison.map(|c| Runs {
            base_runs: c.base_runs,
            runs: c.runs,
            shares: c.shares,
            tests: c.tests,
            changed: c.changed,
            false_discovery_rate: super::compare_runs::FALSE_DISCOVERY_RATE,
        }),
        rows: lines,
        edges,
    };
    serde_json::to_writer_pretty(&mut *out, &report)?;
    writeln!(out)
}

/// A row of the text report's table, from its typed cells.
fn row<'a>(id: usize, table: &Table, row: &'a document::Row) -> Row<'a> {
    let cell = |key: &str| {
        table
            .columns
            .iter()
            .position(|c| c.key == key)
            .and_then(|i| row.cells.get(i))
    };
    let value = |key| match cell(key) {
        Some(Cell::Value(v, _)) => *v,
        _ => 0,
    };
    let percent = |key| cell(key).and_then(Cell::percent);
    let (key, name, mark) = match cell("name") {
        Some(Cell::Node { key, name, mark }) => (Some(&**key), name.as_str(), *mark),
        _ => (None, row.name(), ""),
    };
    Row {
        id,
        name,
        function: key.and_then(|k| k.function.as_deref()),
        file: key.and_then(|k| k.file.as_deref()),
        line: key.map(|k| k.line).filter(|&l| l != 0),
        address: key.and_then(|k| k.address).map(|a| format!("{a:#x}")),
        object: key.and_then(|k| k.object.as_deref()),
        // perl's node of an inlined copy, or Go's node whose every call
        // is inlined.
        inline: key.is_some_and(|k| k.inline) || mark == INLINE_MARK,
        flat: value("flat"),
        flat_percent: percent("flat_percent"),
        sum_percent: percent("sum_percent"),
        cum: value("cum"),
        cum_percent: percent("cum_percent"),
        runs: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Filters, GraphOptions, NodeOptions, build, toy};
    use crate::profile::units::Unit;

    #[test]
    fn rows_are_the_text_rows_and_edges_join_them() {
        let p = toy::profile(&[(&["leaf", "mid", "main"], 3), (&["leaf", "main"], 1)]);
        let graph = build(
            &p,
            GraphOptions::new(NodeOptions::default(), true),
            &Filters::default(),
            Unit::Samples,
        );
        let about = About {
            program: "toy",
            sample_type: p.sample_type(),
            granularity: Granularity::Functions,
            sort: SortBy::Flat,
        };
        let rows = Rows::new(std::borrow::Cow::Borrowed(&graph), SortBy::Flat, None);
        let mut out = Vec::new();
        write(&rows, &about, &mut out).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
        let names: Vec<&str> = v["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["leaf", "main", "mid"]);
        assert_eq!(v["rows"][0]["flat"], 4);
        assert_eq!(v["rows"][0]["flat_percent"], 100.0);
        assert_eq!(v["rows"][2]["cum"], 3);
        // main → leaf (1), main → mid (3), mid → leaf (3)
        let edges: Vec<(u64, u64, i64)> = v["edges"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["caller"].as_u64().unwrap(),
                    e["callee"].as_u64().unwrap(),
                    e["weight"].as_i64().unwrap(),
                )
            })
            .collect();
        assert_eq!(edges, [(1, 0, 1), (1, 2, 3), (2, 0, 3)]);
    }
}
