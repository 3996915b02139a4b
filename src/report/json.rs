//! `--json`: the text report's rows and the call graph's edges between
//! them, for scripts. The layout is described by the JSON Schema in
//! `docs/report.schema.json`, and every report names it in `format`
//! ([`FORMAT`], which changes when the layout does); the numbers are the
//! text report's, unrounded: values in the sample type's own unit (bytes,
//! not megabytes; nanoseconds, not seconds) and percentages as fractions of
//! 100 with full precision.

use crate::graph::{Granularity, Graph};
use crate::profile::ValueType;
use crate::report::text::{self, SortBy};
use serde::Serialize;
use std::io::{self, Write};

/// The layout's name and version, which every report gives in `format`.
pub const FORMAT: &str = "profile-analyze-report/1";

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
    flat: i64,
    flat_percent: Option<f64>,
    sum_percent: Option<f64>,
    cum: i64,
    cum_percent: Option<f64>,
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
    /// At most this many rows (all when `None`).
    pub limit: Option<usize>,
}

/// Writes `graph` (built with its edges) as JSON: one row per text row, in
/// the text report's order, and the edges between the rows.
pub fn write(graph: &Graph, about: &About, out: &mut impl Write) -> io::Result<()> {
    let order = text::rows(graph, about.sort, about.limit);
    let mut row_of = vec![None; graph.nodes.len()];
    for (row, &node) in order.iter().enumerate() {
        row_of[node] = Some(row);
    }
    let percent_of = graph.shown.percent_total();
    let percent = |v: i64| (percent_of != 0).then(|| v as f64 * 100.0 / percent_of as f64);
    let mut running = 0i64;
    let rows = order
        .iter()
        .enumerate()
        .map(|(id, &i)| {
            let node = &graph.nodes[i];
            running = running.saturating_add(node.flat);
            Row {
                id,
                name: &node.name,
                flat: node.flat,
                flat_percent: percent(node.flat),
                sum_percent: percent(running),
                cum: node.cum,
                cum_percent: percent(node.cum),
            }
        })
        .collect();
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
        },
        sort: match about.sort {
            SortBy::Flat => "flat",
            SortBy::Cum => "cum",
        },
        total: graph.total,
        shown: graph.shown.signed,
        percent_of,
        cum_estimated: graph.cum_estimated,
        rows,
        edges,
    };
    serde_json::to_writer_pretty(&mut *out, &report)?;
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Filters, NodeOptions, build, toy};
    use crate::profile::units::Unit;

    #[test]
    fn rows_are_the_text_rows_and_edges_join_them() {
        let p = toy::profile(&[(&["leaf", "mid", "main"], 3), (&["leaf", "main"], 1)]);
        let graph = build(
            &p,
            NodeOptions::default(),
            &Filters::default(),
            true,
            Unit::Samples,
        );
        let about = About {
            program: "toy",
            sample_type: p.sample_type(),
            granularity: Granularity::Functions,
            sort: SortBy::Flat,
            limit: None,
        };
        let mut out = Vec::new();
        write(&graph, &about, &mut out).unwrap();
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
