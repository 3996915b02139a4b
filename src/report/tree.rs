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
use crate::graph::{self as graphs, Edge, Graph, PruneOptions};
use crate::profile::units::{OutputUnit, percentage, scaled_label, smallest_value};
use crate::report::compare_runs::Comparison;
use crate::report::context::Context;
use crate::report::go_view::GoView;
use crate::report::text::run_change;
use regex::Regex;
use std::cmp::Reverse;
use std::io::{self, Write};

const SEPARATOR: &str = "----------------------------------------------------------+-------------";
const LEGEND: &str = "      flat  flat%   sum%        cum   cum%   calls calls% + context \t \t ";

/// Writes the tree of `graph` (Go's graph, trimmed with `trim`'s
/// `nodefraction`, which its header names; its percentages of `total`), its nodes in
/// Go's report order (`by_cum`: by |cum|): every node, or with `peek`
/// those whose name matches. Returns how many nodes were printed.
pub fn write(
    view: &GoView,
    graph: &Graph,
    by_cum: bool,
    trim: &PruneOptions,
    peek: Option<&Regex>,
    out: &mut impl Write,
) -> io::Result<usize> {
    write_runs(view, graph, (by_cum, None), trim, peek, out)
}

/// [`write`], each node's line followed by its change between groups of
/// runs when `comparison` is given (`compare_runs`).
fn write_runs(
    view: &GoView,
    graph: &Graph,
    (by_cum, comparison): (bool, Option<&Comparison>),
    trim: &PruneOptions,
    peek: Option<&Regex>,
    out: &mut impl Write,
) -> io::Result<usize> {
    let total = graph.percent_total();
    let unit = &view.sample_type().unit;
    let order = graphs::go_order(graph, by_cum);
    let smallest = smallest_value(
        order
            .iter()
            .map(|&n| (graph.nodes[n].flat, graph.nodes[n].cum)),
    );
    let to: OutputUnit = view.output_unit(smallest, total);
    let format = |v: i64| scaled_label(v, unit, to);
    for label in view.report_labels(graph, total, trim, format) {
        writeln!(out, "{label}")?;
    }
    writeln!(out, "{SEPARATOR}")?;
    writeln!(out, "{LEGEND}")?;
    // Each node's callers and callees, by decreasing |weight|, then name.
    let mut callers: Vec<Vec<&Edge>> = vec![Vec::new(); graph.nodes.len()];
    let mut callees: Vec<Vec<&Edge>> = vec![Vec::new(); graph.nodes.len()];
    for edge in &graph.edges {
        callers[edge.callee].push(edge);
        callees[edge.caller].push(edge);
    }
    let name = |n: usize| graph.nodes[n].name.as_str();
    for (edges, other) in [
        (&mut callers, (|e: &Edge| e.caller) as fn(&Edge) -> usize),
        (&mut callees, |e: &Edge| e.callee),
    ] {
        for list in edges.iter_mut() {
            list.sort_by(|a, b| {
                Reverse(a.weight.unsigned_abs())
                    .cmp(&Reverse(b.weight.unsigned_abs()))
                    .then_with(|| name(other(a)).cmp(name(other(b))))
            });
        }
    }
    let mut sum: i64 = 0;
    let mut printed = 0;
    for &n in &order {
        let node = &graph.nodes[n];
        if peek.is_some_and(|re| !re.is_match(&node.name)) {
            continue;
        }
        printed += 1;
        writeln!(out, "{SEPARATOR}")?;
        let edge = |out: &mut dyn Write, e: &Edge, other: usize| {
            let mark = if e.inline { " (inline)" } else { "" };
            writeln!(
                out,
                "{:>50} {} |   {}{mark}",
                format(e.weight),
                percentage(e.weight, node.cum),
                name(other)
            )
        };
        for caller in &callers[n] {
            edge(out, caller, caller.caller)?;
        }
        sum = sum.saturating_add(node.flat);
        let change = comparison.and_then(|c| {
            let change = c.changes.get(n).copied().flatten()?;
            Some(format!("  {}", run_change(&change, graph.unit, c.shares)))
        });
        writeln!(
            out,
            "{:>10} {} {} {:>10} {}                | {}{}",
            format(node.flat),
            percentage(node.flat, total),
            percentage(sum, total),
            format(node.cum),
            percentage(node.cum, total),
            node.name,
            change.unwrap_or_default()
        )?;
        for callee in &callees[n] {
            edge(out, callee, callee.callee)?;
        }
    }
    if !order.is_empty() {
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
    let graph = cx.trimmed_graph(true, trim);
    let peek = cx.symbol_given();
    let comparison = cx.comparison(&graph).filter(Comparison::concludes);
    if let Some(comparison) = &comparison {
        // Each node's change follows its line; the edges stay differences.
        let header = comparison.header(&cx.compared_values());
        writeln!(out, "{header}").map_err(Error::Write)?;
    }
    let printed = write_runs(
        &view,
        &graph,
        (cx.by_cum(), comparison.as_ref()),
        &cx.settings.prune,
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
    use crate::graph::{EdgeCount, Filters, GraphOptions, NodeOptions, PercentOf, build, toy};
    use crate::profile::ValueType;
    use crate::profile::units::Unit;

    #[test]
    fn layout_matches_go_pprof() {
        let mut p = toy::profile(&[
            (&["main>inl", "start"], 300_000_000),
            (&["leaf", "main", "start"], 100_000_000),
        ]);
        p.sample_types = vec![ValueType::new("cpu", "nanoseconds")];
        let filters = Filters::default();
        let nodes = NodeOptions {
            merge_inlines: true,
            ..NodeOptions::default()
        };
        let view = GoView {
            profile: &p,
            value_index: 0,
            program: Some("prog"),
            filters: &filters,
            nodes,
            tag_keys: &Default::default(),
            unit: None,
        };
        let options = GraphOptions {
            nodes,
            with_edges: true,
            edges: EdgeCount::PerSample,
            self_edges: false,
            trim: None,
            by_cum: false,
            percent_of: PercentOf::Whole,
        };
        let graph = build(&p, options, &filters, Unit::Samples);
        let mut out = Vec::new();
        let printed = write(
            &view,
            &graph,
            false,
            &PruneOptions::default(),
            None,
            &mut out,
        )
        .unwrap();
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
        assert_eq!(
            write(
                &view,
                &graph,
                false,
                &PruneOptions::default(),
                Some(&re),
                &mut out
            )
            .unwrap(),
            1
        );
    }
}
