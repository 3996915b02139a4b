//! The call graph in graphviz's dot language, laid out as perl pprof's
//! `PrintDot` writes it: a legend with the meta information, one box per
//! node (name split at spaces and `::`, flat and cum with percentages, font
//! size growing with flat), one labelled edge per caller→callee pair.

use crate::graph::{Graph, Pruned};
use crate::report::text::CUM_ESTIMATED;
use crate::report::text::percent;
use std::io::{self, Write};

/// How edges are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EdgeWidths {
    /// Widths from 0 to 2 points, proportional to the edge's weight.
    Proportional,
    /// The same, but at least 1 point: SVG renders thinner lines poorly.
    AtLeastOne,
}

/// Writes `pruned` (chosen from `graph`) as a dot graph titled `program`.
pub fn write(
    graph: &Graph,
    pruned: &Pruned,
    program: &str,
    widths: EdgeWidths,
    out: &mut impl Write,
) -> io::Result<()> {
    let local_total = graph.flat_total;
    let program = escape(program);
    let unit = graph.unit;
    writeln!(out, "digraph \"{program}; {}\" {{", unit.total(graph.total))?;
    writeln!(out, "node [width=0.375,height=0.25];")?;
    writeln!(
        out,
        "Legend [shape=box,fontsize=24,shape=plaintext,label=\"{program}\\l\
         Total {name}: {}\\lFocusing on: {}\\l\
         Dropped nodes with <= {} abs({name})\\l\
         Dropped edges with <= {} {name}\\l{estimated}\"];",
        unit.format(graph.total),
        unit.format(local_total),
        unit.format(pruned.node_limit),
        unit.format(pruned.edge_limit),
        name = unit.name(),
        estimated = if graph.cum_estimated {
            format!("{}\\l", escape(CUM_ESTIMATED))
        } else {
            String::new()
        },
    )?;

    let mut id = vec![0; graph.nodes.len()];
    for (i, &n) in pruned.nodes.iter().enumerate() {
        id[n] = i + 1;
        let node = &graph.nodes[n];
        let font_size = if local_total > 0 {
            8.0 + 50.0 * (node.flat as f64 / local_total as f64).abs().sqrt()
        } else {
            8.0
        };
        let cum = if node.flat != node.cum {
            let cum = unit.format(node.cum);
            format!("\\rof {cum} ({})", percent(node.cum, local_total))
        } else {
            String::new()
        };
        writeln!(
            out,
            "N{} [label=\"{}\\n{} ({}){cum}\\r\",shape=box,fontsize={font_size:.1}];",
            i + 1,
            label(&node.name),
            unit.format(node.flat),
            percent(node.flat, local_total),
        )?;
    }

    for &e in &pruned.edges {
        let edge = &graph.edges[e];
        let fraction = if local_total != 0 {
            (3.0 * edge.weight as f64 / local_total as f64)
                .abs()
                .min(1.0)
        } else {
            0.0
        };
        let mut width = fraction * 2.0;
        if widths == EdgeWidths::AtLeastOne && width < 1.0 {
            width = 1.0;
        }
        // dot has crashed on very large weights; perl caps them too.
        let weight = (edge.weight.unsigned_abs() as f64).powf(0.7).min(100000.0) as i64;
        let dashed = if graph.nodes[edge.callee].name.contains("(inline)") {
            ",dashed"
        } else {
            ""
        };
        writeln!(
            out,
            "N{} -> N{} [label={}, weight={weight}, style=\"setlinewidth({width:.6}){dashed}\"];",
            id[edge.caller],
            id[edge.callee],
            unit.label(edge.weight)
        )?;
    }
    writeln!(out, "}}")
}

/// A node name as a label: one line per word and per `::` component.
fn label(name: &str) -> String {
    let escaped = escape(name);
    let words: Vec<&str> = escaped.split_whitespace().collect();
    words.join("\\n").replace("::", "\\n")
}

/// Escapes `"` and `\` for a dot string.
fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_split_words_and_scopes_and_escape_quotes() {
        assert_eq!(label("a::b<c>::d (inline)"), "a\\nb<c>\\nd\\n(inline)");
        assert_eq!(label("operator\"\" _x"), "operator\\\"\\\"\\n_x");
    }
}
