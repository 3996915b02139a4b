//! The rows of the text report, as numbers: one model that `--text`,
//! `--json`, the prompt's `top` and the web's top view are each written
//! from, so that none of them reads another's output back.
//!
//! A row is a node with a value (flat or cum), in row order: by |flat| (or
//! |cum|) descending, then by name. Percentages are of the sum of |values|
//! (of the base's, with `--diff_base`), as Go pprof takes them; `Total:`
//! stays perl's: the sum of the values, signed.

use super::compare_runs::Comparison;
use super::preset::Layout;
use super::text::SortBy;
use crate::graph::{Graph, Node, Totals};
use crate::profile::units::Unit;
use std::borrow::Cow;

/// Go's mark of a function every call into which is inlined.
pub(crate) const INLINE_MARK: &str = " (inline)";

/// The line under `Total:` when cum values are gprof's estimates.
pub(crate) const CUM_ESTIMATED: &str =
    "Cum: gprof's estimate, callees' time shared among callers by call counts";

/// What the values, `Total:` and sum% of a difference are, after what its
/// percentages are of.
const DIFFERENCE: &str = "; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs";

/// The rows of a graph, in row order, and the lines above them.
#[derive(Debug)]
pub struct Rows<'g> {
    graph: Cow<'g, Graph>,
    order: Vec<usize>,
    layout: Layout,
    /// Go's header lines, in Go's layout.
    go_header: Vec<String>,
    /// Per node, in Go's layout: some edge into it is inlined, some is not.
    calls_into: Vec<(bool, bool)>,
    /// How many rows at most.
    limit: Option<usize>,
    /// Groups of runs compared, and the line that says how.
    comparison: Option<(Comparison, String)>,
}

/// One row: a node and its values.
#[derive(Debug, Clone, Copy)]
pub struct Line<'g> {
    /// The node's index in [`Rows::graph`].
    pub node: usize,
    /// The node's name.
    pub name: &'g str,
    /// Its own value.
    pub flat: i64,
    /// The flat values of this row and the rows above it.
    pub sum: i64,
    /// Its value with its callees'.
    pub cum: i64,
}

impl<'g> Rows<'g> {
    /// The rows of `graph` in `sort` order: every node with a value, or the
    /// first `limit` of them.
    pub fn new(graph: Cow<'g, Graph>, sort: SortBy, limit: Option<usize>) -> Rows<'g> {
        let key = |n: &Node| match sort {
            SortBy::Flat => n.flat.saturating_abs(),
            SortBy::Cum => n.cum.saturating_abs(),
        };
        let nodes = &graph.nodes;
        let mut order: Vec<usize> = (0..nodes.len())
            .filter(|&i| nodes[i].flat != 0 || nodes[i].cum != 0)
            .collect();
        order.sort_by(|&a, &b| {
            key(&nodes[b])
                .cmp(&key(&nodes[a]))
                .then_with(|| nodes[a].name.cmp(&nodes[b].name))
        });
        order.truncate(limit.unwrap_or(usize::MAX));
        Rows {
            graph,
            order,
            layout: Layout::Perl,
            go_header: Vec::new(),
            calls_into: Vec::new(),
            limit,
            comparison: None,
        }
    }

    /// The rows of groups of runs compared (`compare_runs`), under the
    /// line `header` that says how: each node some run has, the
    /// significant changes first, each part by the size of its change.
    /// With fewer than two runs a side, the rows stay a difference's.
    pub fn with_comparison(self, comparison: Comparison, header: String) -> Self {
        if !comparison.concludes() {
            return Rows {
                comparison: Some((comparison, header)),
                ..self
            };
        }
        let nodes = &self.graph.nodes;
        let changes = &comparison.changes;
        let mut order: Vec<usize> = (0..nodes.len())
            .filter(|&i| changes.get(i).is_some_and(Option::is_some))
            .collect();
        let key =
            |i: usize| changes[i].map_or((false, 0.0), |c| (c.significant, c.difference.abs()));
        order.sort_by(|&a, &b| {
            let ((sa, da), (sb, db)) = (key(a), key(b));
            sb.cmp(&sa)
                .then(db.total_cmp(&da))
                .then_with(|| nodes[a].name.cmp(&nodes[b].name))
        });
        order.truncate(self.limit.unwrap_or(usize::MAX));
        Rows {
            order,
            comparison: Some((comparison, header)),
            ..self
        }
    }

    /// The groups of runs compared, when they are.
    pub fn comparison(&self) -> Option<&Comparison> {
        self.comparison.as_ref().map(|(c, _)| c)
    }

    /// The rows in Go's layout, under Go's header lines (`File:`, `Type:`,
    /// ..., `Showing nodes accounting for ...`).
    pub fn in_go_layout(self, header: Vec<String>) -> Self {
        let mut calls_into = vec![(false, false); self.graph.nodes.len()];
        for edge in &self.graph.edges {
            let (inline, called) = &mut calls_into[edge.callee];
            *inline |= edge.inline;
            *called |= !edge.inline;
        }
        Rows {
            layout: Layout::Go,
            go_header: header,
            calls_into,
            ..self
        }
    }

    /// The layout the rows are written in.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The lines above the rows: perl's `Total:` and the notes on what cum
    /// and the percentages are; or Go's header.
    pub fn header_lines(&self) -> Vec<String> {
        if let Some((comparison, header)) = &self.comparison
            && comparison.concludes()
        {
            return vec![header.clone()];
        }
        match self.layout {
            Layout::Perl => self
                .total_line()
                .into_iter()
                .chain(self.header_notes())
                .collect(),
            Layout::Go => self.go_header.clone(),
        }
    }

    /// Per row, Go's mark of an inlined function: `(inline)` when every
    /// edge into it is inlined, `(partial-inline)` when some are (in perl's
    /// layout, none: an inlined function is a row of its own, its name
    /// marked).
    pub fn inline_mark(&self, line: &Line) -> &'static str {
        match self.calls_into.get(line.node).copied().unwrap_or_default() {
            (true, true) => " (partial-inline)",
            (true, false) => INLINE_MARK,
            _ => "",
        }
    }

    /// The graph the rows are of (its edges, for `--json`).
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// How many rows there are.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// True when no node has a value.
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// The rows, in order, each with the running sum of flat.
    pub fn lines(&self) -> impl Iterator<Item = Line<'_>> {
        let mut sum = 0i64;
        self.order.iter().map(move |&i| {
            let node = &self.graph.nodes[i];
            sum = sum.saturating_add(node.flat);
            Line {
                node: i,
                name: &node.name,
                flat: node.flat,
                sum,
                cum: node.cum,
            }
        })
    }

    /// The row of each node (`None`: the node has no row).
    pub fn row_of_nodes(&self) -> Vec<Option<usize>> {
        let mut row_of = vec![None; self.graph.nodes.len()];
        for (row, &node) in self.order.iter().enumerate() {
            row_of[node] = Some(row);
        }
        row_of
    }

    /// How the values print.
    pub fn unit(&self) -> Unit {
        self.graph.unit
    }

    /// `Total:`: the sum of the values, signed.
    pub fn total(&self) -> i64 {
        self.graph.total
    }

    /// The sum of the values the filters keep, signed.
    pub fn shown(&self) -> i64 {
        self.graph.shown.signed
    }

    /// What the percentages are of.
    pub fn percent_of(&self) -> i64 {
        self.graph.percent_total()
    }

    /// Whether cum values are gprof's estimates.
    pub fn cum_estimated(&self) -> bool {
        self.graph.cum_estimated
    }

    /// `value` as a percentage of [`Rows::percent_of`], as the layout
    /// prints it (perl's `27.6%`, Go's `27.65%`).
    pub fn percent_text(&self, value: i64) -> String {
        let total = self.percent_of();
        match self.layout {
            Layout::Perl => super::text::percent(value, total),
            Layout::Go => crate::profile::units::percentage(value, total)
                .trim()
                .to_string(),
        }
    }

    /// `value` as a percentage of [`Rows::percent_of`], unrounded; `None`
    /// when that is 0.
    pub fn percent(&self, value: i64) -> Option<f64> {
        let of = self.percent_of();
        (of != 0).then(|| value as f64 * 100.0 / of as f64)
    }

    /// The `Total:` line, as perl prints it first: none when the values
    /// add up to 0, unless there is nothing else (a profile without samples
    /// says so, where perl prints nothing).
    pub fn total_line(&self) -> Option<String> {
        let graph = &self.graph;
        let empty = graph.nodes.iter().all(|n| n.flat == 0 && n.cum == 0);
        (graph.total != 0 || empty).then(|| format!("Total: {}", graph.unit.total(graph.total)))
    }

    /// The lines between `Total:` and the rows: what cum and the
    /// percentages are, when they are not what they seem.
    pub fn header_notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if self.graph.cum_estimated {
            notes.push(CUM_ESTIMATED.to_string());
        }
        notes.extend(percent_note(&self.graph.shown, self.graph.unit));
        notes
    }
}

/// For a difference of two profiles, what its percentages are of (they are
/// not of `Total:`, the sum of the values): `Percentages of 4.2 MB, the sum
/// of |values|`, or with `--diff_base` `..., the base's total`.
pub(crate) fn percent_note(shown: &Totals, unit: Unit) -> Option<String> {
    let of = unit.total(shown.percent_total());
    let of = if shown.diff_base_abs > 0 {
        format!("{of}, the base's total")
    } else if shown.negative {
        format!("{of}, the sum of |values|")
    } else {
        return None;
    };
    Some(format!("Percentages of {of}{DIFFERENCE}"))
}
