//! The `--text` report, in perl pprof's layout:
//! `Total: N samples`, then `flat flat% sum% cum cum% name` per node.

use crate::graph::{Graph, Node};
use std::io::{self, Write};

/// Row order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SortBy {
    /// Flat value descending, then name (pprof's default).
    #[default]
    Flat,
    /// Cumulative value descending, then name (`--cum`).
    Cum,
}

/// The line under `Total:` when cum values are gprof's estimates.
pub(crate) const CUM_ESTIMATED: &str =
    "Cum: gprof's estimate, callees' time shared among callers by call counts";

/// Writes the text report of `graph` to `out`: every row, or the first
/// `limit` rows.
pub fn write(
    graph: &Graph,
    sort: SortBy,
    limit: Option<usize>,
    out: &mut impl Write,
) -> io::Result<()> {
    let unit = graph.unit;
    if graph.total != 0 {
        writeln!(out, "Total: {}", unit.total(graph.total))?;
    }
    if graph.cum_estimated {
        writeln!(out, "{CUM_ESTIMATED}")?;
    }
    let key = |n: &Node| match sort {
        SortBy::Flat => n.flat,
        SortBy::Cum => n.cum,
    };
    let mut rows: Vec<&Node> = graph
        .nodes
        .iter()
        .filter(|n| n.flat != 0 || n.cum != 0)
        .collect();
    rows.sort_by(|a, b| key(b).cmp(&key(a)).then_with(|| a.name.cmp(&b.name)));
    rows.truncate(limit.unwrap_or(usize::MAX));
    let total = graph.flat_total;
    let mut running: i64 = 0;
    for n in rows {
        running = running.saturating_add(n.flat);
        writeln!(
            out,
            "{:>8} {:>6} {:>6} {:>8} {:>6} {}",
            unit.format(n.flat),
            percent(n.flat, total),
            percent(running, total),
            unit.format(n.cum),
            percent(n.cum, total),
            n.name
        )?;
    }
    Ok(())
}

/// `12.5%`, as perl's `sprintf("%.1f%%")`; `nan`/`+inf`/`-inf` for a zero total.
pub(crate) fn percent(value: i64, total: i64) -> String {
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

    #[test]
    fn layout_matches_perl_pprof() {
        let node = |name: &str, flat, cum| Node {
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
            flat_total: 8,
            unit: Default::default(),
            cum_estimated: false,
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
}
