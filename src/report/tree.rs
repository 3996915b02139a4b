//! `--tree` and `--peek=RE`: Go pprof's `-tree` and `-peek`, every node (or
//! those whose name matches RE) with its callers above it and its callees
//! below, each edge with its value and its share of the node's cum:
//!
//! ```text
//! ----------------------------------------------------------+-------------
//!                                              0.21s 70.00% |   main
//!                                              0.09s 30.00% |   tu2_entry
//!      0.16s  9.52% 49.40%      0.30s 17.86%                | helper
//!                                              0.14s 46.67% |   mix (inline)
//! ```
//!
//! The header is Go's: `File:`, `Type:`, the active filters, `Showing nodes
//! accounting for ...` and what the trimming dropped. Every value is in the
//! one unit Go chooses for the report; percentages are of the total of
//! every sample (Go's), `sum%` runs over the nodes printed.

use crate::error::{Error, Result};
use crate::graph::GoGraph;
use crate::graph::{self as graphs, PruneOptions};
use crate::profile::go_units::{OutputUnit, percentage, scaled_label, smallest_value};
use crate::report::context::Context;
use crate::report::go_view::GoView;
use crate::report::text::SortBy;
use regex::Regex;
use std::io::{self, Write};

const SEPARATOR: &str = "----------------------------------------------------------+-------------";
const LEGEND: &str = "      flat  flat%   sum%        cum   cum%   calls calls% + context \t \t ";

/// Writes the tree of `graph` (trimmed with `nodefraction`, which its
/// header names): every node, or with `peek` those whose name matches.
/// Returns how many nodes were printed.
pub fn write(
    view: &GoView,
    graph: &GoGraph,
    nodefraction: f64,
    peek: Option<&Regex>,
    out: &mut impl Write,
) -> io::Result<usize> {
    let total = view.total();
    let unit = &view.sample_type().unit;
    let smallest = smallest_value(graph.nodes.iter().map(|n| (n.flat, n.cum)));
    let to: OutputUnit = view.output_unit(smallest, total);
    let format = |v: i64| scaled_label(v, unit, to);
    let mut labels = view.profile_labels();
    labels.extend(view.active_filters());
    let shown = graph
        .nodes
        .iter()
        .fold(0i64, |t, n| t.saturating_add(n.flat));
    labels.push(format!(
        "Showing nodes accounting for {}, {} of {} total",
        format(shown),
        percentage(shown, total).trim(),
        format(total)
    ));
    if total != 0 {
        if graph.dropped_nodes > 0 {
            let plural = if graph.dropped_nodes > 1 { "s" } else { "" };
            let limit = ((total as f64 * nodefraction) as i64).saturating_abs();
            labels.push(format!(
                "Dropped {} node{plural} (cum <= {})",
                graph.dropped_nodes,
                format(limit)
            ));
        }
        if !graph.nodes.is_empty() && graph.nodes.len() < graph.before_nodecount {
            labels.push(format!(
                "Showing top {} nodes out of {}",
                graph.nodes.len(),
                graph.before_nodecount
            ));
        }
    }
    for label in labels {
        writeln!(out, "{label}")?;
    }
    writeln!(out, "{SEPARATOR}")?;
    writeln!(out, "{LEGEND}")?;
    let mut sum: i64 = 0;
    let mut printed = 0;
    for node in &graph.nodes {
        if peek.is_some_and(|re| !re.is_match(&node.name)) {
            continue;
        }
        printed += 1;
        writeln!(out, "{SEPARATOR}")?;
        let edge = |out: &mut dyn Write, e: &crate::graph::GoEdge| {
            let mark = if e.inline { " (inline)" } else { "" };
            writeln!(
                out,
                "{:>50} {} |   {}{mark}",
                format(e.weight),
                percentage(e.weight, node.cum),
                graph.nodes[e.node].name
            )
        };
        for caller in &node.callers {
            edge(out, caller)?;
        }
        sum = sum.saturating_add(node.flat);
        writeln!(
            out,
            "{:>10} {} {} {:>10} {}                | {}",
            format(node.flat),
            percentage(node.flat, total),
            percentage(sum, total),
            format(node.cum),
            percentage(node.cum, total),
            node.name
        )?;
        for callee in &node.callees {
            edge(out, callee)?;
        }
    }
    if !graph.nodes.is_empty() {
        writeln!(out, "{SEPARATOR}")?;
    }
    Ok(printed)
}

/// Go's `-tree`: every node, trimmed as the settings say.
pub(crate) fn render_tree(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    let trim = Some(cx.settings.prune);
    render(cx, trim, out)
}

/// Go's `-peek`: the nodes whose names match, untrimmed (as Go's).
pub(crate) fn render_peek(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    render(cx, None, out)
}

fn render(cx: &mut Context, trim: Option<PruneOptions>, mut out: &mut dyn Write) -> Result<()> {
    let program = cx.program_path();
    let view = cx.go_view(program.as_deref());
    let options = graphs::GoGraphOptions {
        nodes: view.nodes,
        filters: &cx.settings.filters,
        value_index: view.value_index,
        by_cum: cx.settings.sort == SortBy::Cum,
        trim,
    };
    let go_graph = graphs::go_graph(cx.profile, options);
    let peek = cx.symbol_given();
    let printed = write(
        &view,
        &go_graph,
        cx.settings.prune.nodefraction,
        peek,
        &mut out,
    )
    .map_err(Error::Write)?;
    if let Some(re) = peek
        && printed == 0
    {
        cx.note(format!("no node matches {re}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Filters, GoGraphOptions, NodeOptions, go_graph, toy};
    use crate::profile::ValueType;

    #[test]
    fn layout_matches_go_pprof() {
        let mut p = toy::profile(&[
            (&["main>inl", "start"], 300_000_000),
            (&["leaf", "main", "start"], 100_000_000),
        ]);
        p.sample_types = vec![ValueType::new("cpu", "nanoseconds")];
        let filters = Filters::default();
        let view = GoView {
            profile: &p,
            value_index: 0,
            program: Some("prog"),
            filters: &filters,
            nodes: NodeOptions::default(),
            unit: None,
            relative: false,
        };
        let graph = go_graph(
            &p,
            GoGraphOptions {
                nodes: view.nodes,
                filters: &filters,
                value_index: 0,
                by_cum: false,
                trim: None,
            },
        );
        let mut out = Vec::new();
        let printed = write(&view, &graph, 0.0, None, &mut out).unwrap();
        assert_eq!(printed, 4);
        let text = String::from_utf8(out).unwrap();
        let expected = "\
File: prog
Type: cpu
Showing nodes accounting for 400ms, 100% of 400ms total
----------------------------------------------------------+-------------
      flat  flat%   sum%        cum   cum%   calls calls% + context \t \t 
----------------------------------------------------------+-------------
                                             300ms   100% |   main (inline)
     300ms 75.00% 75.00%      300ms 75.00%                | inl
----------------------------------------------------------+-------------
                                             100ms   100% |   main
     100ms 25.00%   100%      100ms 25.00%                | leaf
----------------------------------------------------------+-------------
                                             400ms   100% |   start
         0     0%   100%      400ms   100%                | main
                                             300ms 75.00% |   inl (inline)
                                             100ms 25.00% |   leaf
----------------------------------------------------------+-------------
         0     0%   100%      400ms   100%                | start
                                             400ms   100% |   main
----------------------------------------------------------+-------------
";
        assert_eq!(text, expected);
        let mut out = Vec::new();
        let re = Regex::new("^l").unwrap();
        assert_eq!(write(&view, &graph, 0.0, Some(&re), &mut out).unwrap(), 1);
    }
}
