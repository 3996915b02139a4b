//! The call graph in graphviz's dot language, laid out as perl pprof's
//! `PrintDot` writes it: a legend with the meta information, one box per
//! node (name split at spaces and `::`, flat and cum with percentages, font
//! size growing with flat), one labelled edge per caller→callee pair.
//!
//! Percentages, font sizes and edge widths are relative to
//! [`crate::graph::Totals::percent_total`], which for a profile without
//! negative values is perl's total. A difference of two profiles (some
//! value negative) is coloured as Go pprof colours it (its `dotColor`):
//! nodes filled by their cum, edges drawn by their weight, each relative to
//! that total, red for gains and green for losses, grey near zero. Without
//! negative values nothing is coloured, as perl colours nothing.

use crate::error::{Error, Result};
use crate::graph::{Graph, Pruned};
use crate::report::context::Context;
use crate::report::rows::{CUM_ESTIMATED, percent_note};
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

/// Writes `pruned` (chosen from `graph`) as a dot graph titled `program`,
/// whose legend names it too unless `compact` (Go's compact labels).
pub fn write(
    graph: &Graph,
    pruned: &Pruned,
    program: &str,
    widths: EdgeWidths,
    compact: bool,
    out: &mut impl Write,
) -> io::Result<()> {
    // What percentages, sizes and colours are relative to.
    let local_total = graph.percent_total();
    let coloured = graph.shown.negative;
    let program = escape(program);
    let unit = graph.unit;
    writeln!(out, "digraph \"{program}; {}\" {{", unit.total(graph.total))?;
    writeln!(out, "node [width=0.375,height=0.25];")?;
    writeln!(
        out,
        "Legend [shape=box,fontsize=24,shape=plaintext,label=\"{title}\
         Total {name}: {}\\lFocusing on: {}\\l\
         Dropped nodes with <= {} abs({name})\\l\
         Dropped edges with <= {} {name}\\l{estimated}{percentages}\"];",
        unit.format(graph.total),
        unit.format(graph.shown.signed),
        unit.format(pruned.node_limit),
        unit.format(pruned.edge_limit),
        name = unit.name(),
        // Go's compact labels leave the program out.
        title = if compact {
            String::new()
        } else {
            format!("{program}\\l")
        },
        estimated = if graph.cum_estimated {
            format!("{}\\l", escape(CUM_ESTIMATED))
        } else {
            String::new()
        },
        percentages = match percent_note(&graph.shown, graph.unit) {
            Some(note) => format!("{}\\l", escape(&note)),
            None => String::new(),
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
        let colour = if coloured {
            let score = score(node.cum, local_total);
            format!(
                ",style=filled,color=\"{}\",fillcolor=\"{}\"",
                dot_color(score, false),
                dot_color(score, true)
            )
        } else {
            String::new()
        };
        writeln!(
            out,
            "N{} [label=\"{}\\n{} ({}){cum}\\r\",shape=box,fontsize={font_size:.1}{colour}];",
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
        // Into an inlined function's node: its own (perl's) or one of its
        // copies merged, the calls inlined (Go's); not between files.
        let callee = &graph.nodes[edge.callee].key;
        let dashed = if callee.inline || (edge.inline && callee.function.is_some()) {
            ",dashed"
        } else {
            ""
        };
        let colour = if coloured {
            format!(
                ", color=\"{}\"",
                dot_color(score(edge.weight, local_total), false)
            )
        } else {
            String::new()
        };
        writeln!(
            out,
            "N{} -> N{} [label={}, weight={weight}, style=\"setlinewidth({width:.6}){dashed}\"{colour}];",
            id[edge.caller],
            id[edge.callee],
            unit.label(edge.weight)
        )?;
    }
    writeln!(out, "}}")
}

/// A value relative to the total, as Go's dot graph scores it for colour.
fn score(value: i64, total: i64) -> f64 {
    if total != 0 {
        value as f64 / (total as f64).abs()
    } else {
        0.0
    }
}

/// Go pprof's `dotColor`: the colour of `score` (clamped to -1..1): green
/// for -1, grey for 0, red for 1; a light one for a background (`fillcolor`),
/// a dark one for lines and borders.
pub(crate) fn dot_color(score: f64, background: bool) -> String {
    // How far colours are shifted away from grey.
    const SHIFT: f64 = 0.7;
    // Saturation and value (HSV) of background and foreground colours.
    let (mut saturation, value) = if background { (0.1, 0.93) } else { (1.0, 0.7) };
    let mut score = score.clamp(-1.0, 1.0);
    // Near zero, grey rather than yellow.
    if score.abs() < 0.2 {
        saturation *= score.abs() / 0.2;
    }
    if score > 0.0 {
        score = score.powf(1.0 - SHIFT);
    }
    if score < 0.0 {
        score = -(-score).powf(1.0 - SHIFT);
    }
    let (r, g) = if score < 0.0 {
        (value * (1.0 + saturation * score), value)
    } else {
        (value, value * (1.0 - saturation * score))
    };
    let b = value * (1.0 - saturation);
    // Go's uint8(x): truncation.
    let byte = |x: f64| (x * 255.0) as u8;
    format!("#{:02x}{:02x}{:02x}", byte(r), byte(g), byte(b))
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

/// The context's pruned call graph as dot text.
pub(crate) fn render(cx: &mut Context, out: &mut dyn Write) -> Result<()> {
    let dot_text = cx.call_graph(EdgeWidths::Proportional)?;
    out.write_all(&dot_text).map_err(Error::Write)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Filters, GraphOptions, NodeOptions, PruneOptions, build, prune, toy};
    use crate::profile::Profile;
    use crate::profile::units::Unit;

    fn dot(profile: &Profile, unit: Unit) -> String {
        let graph = build(
            profile,
            GraphOptions::new(NodeOptions::default(), true),
            &Filters::default(),
            unit,
        );
        let pruned = prune(&graph, &PruneOptions::default()).unwrap();
        let mut out = Vec::new();
        write(
            &graph,
            &pruned,
            "prog",
            EdgeWidths::Proportional,
            false,
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn colours_as_go_pprof() {
        // Go's dotColor, as `go run` prints it for these scores.
        let cases = [
            (-2.0, "#00b200", "#d5edd5"),
            (-0.5, "#21b200", "#d9edd5"),
            (-0.1, "#85b259", "#e7ede1"),
            (0.0, "#b2b2b2", "#ededed"),
            (0.05, "#b2a085", "#edeae7"),
            (0.3, "#b23600", "#eddcd5"),
            (1.0, "#b20000", "#edd5d5"),
            (3.0 / 11.0, "#b23900", "#edddd5"),
            (-2.0 / 11.0, "#51b210", "#e0edd7"),
            // go tool pprof -dot -base of two heap profiles: 3072kB,
            // 2304kB and -768kB of 4352kB.
            (3072.0 / 4352.0, "#b21100", "#edd7d5"),
            (2304.0 / 4352.0, "#b21f00", "#edd9d5"),
            (-768.0 / 4352.0, "#54b215", "#e0edd8"),
        ];
        for (score, fg, bg) in cases {
            assert_eq!(
                (dot_color(score, false), dot_color(score, true)),
                (fg.into(), bg.into())
            );
        }
    }

    #[test]
    fn heap_graph_in_megabytes_as_perl() {
        let p = toy::profile(&[
            (&["big", "main"], 3 * 1048576),
            (&["small", "main"], 262_144),
        ]);
        assert_eq!(
            dot(&p, Unit::Megabytes),
            "digraph \"prog; 3.2 MB\" {\n\
             node [width=0.375,height=0.25];\n\
             Legend [shape=box,fontsize=24,shape=plaintext,label=\"prog\\lTotal MB: 3.2\\l\
             Focusing on: 3.2\\lDropped nodes with <= 0.0 abs(MB)\\lDropped edges with <= 0.0 MB\\l\"];\n\
             N1 [label=\"main\\n0.0 (0.0%)\\rof 3.2 (100.0%)\\r\",shape=box,fontsize=8.0];\n\
             N2 [label=\"big\\n3.0 (92.3%)\\r\",shape=box,fontsize=56.0];\n\
             N3 [label=\"small\\n0.2 (7.7%)\\r\",shape=box,fontsize=21.9];\n\
             N1 -> N2 [label=3.0, weight=35351, style=\"setlinewidth(2.000000)\"];\n\
             N1 -> N3 [label=0.2, weight=6208, style=\"setlinewidth(0.461538)\"];\n\
             }\n"
        );
    }

    #[test]
    fn a_difference_is_coloured_and_keeps_its_losses() {
        let p = toy::profile(&[
            (&["a", "main"], 3),
            (&["b", "main"], -5),
            (&["c", "b", "main"], 1),
            (&["d", "main"], -2),
        ]);
        // Percentages and widths of 3 + 5 + 1 + 2 = 11; colours by cum
        // (edges by weight) over 11: losses green, gains red.
        assert_eq!(
            dot(&p, Unit::Samples),
            "digraph \"prog; -3 samples\" {\n\
             node [width=0.375,height=0.25];\n\
             Legend [shape=box,fontsize=24,shape=plaintext,label=\"prog\\lTotal samples: -3\\l\
             Focusing on: -3\\lDropped nodes with <= 0 abs(samples)\\lDropped edges with <= 0 samples\\l\
             Percentages of 11 samples, the sum of |values|; values are the profiles minus the base (negative: less than in the base), Total and sum% add them with their signs\\l\"];\n\
             N1 [label=\"b\\n-5 (-45.5%)\\rof -4 (-36.4%)\\r\",shape=box,fontsize=41.7,\
             style=filled,color=\"#2eb200\",fillcolor=\"#dbedd5\"];\n\
             N2 [label=\"a\\n3 (27.3%)\\r\",shape=box,fontsize=34.1,\
             style=filled,color=\"#b23900\",fillcolor=\"#edddd5\"];\n\
             N3 [label=\"main\\n0 (0.0%)\\rof -3 (-27.3%)\\r\",shape=box,fontsize=8.0,\
             style=filled,color=\"#39b200\",fillcolor=\"#ddedd5\"];\n\
             N4 [label=\"d\\n-2 (-18.2%)\\r\",shape=box,fontsize=29.3,\
             style=filled,color=\"#51b210\",fillcolor=\"#e0edd7\"];\n\
             N5 [label=\"c\\n1 (9.1%)\\r\",shape=box,fontsize=23.1,\
             style=filled,color=\"#b28a61\",fillcolor=\"#ede7e2\"];\n\
             N3 -> N1 [label=-4, weight=2, style=\"setlinewidth(2.000000)\", color=\"#2eb200\"];\n\
             N3 -> N2 [label=3, weight=2, style=\"setlinewidth(1.636364)\", color=\"#b23900\"];\n\
             N3 -> N4 [label=-2, weight=1, style=\"setlinewidth(1.090909)\", color=\"#51b210\"];\n\
             N1 -> N5 [label=1, weight=1, style=\"setlinewidth(0.545455)\", color=\"#b28a61\"];\n\
             }\n"
        );
    }

    #[test]
    fn labels_split_words_and_scopes_and_escape_quotes() {
        assert_eq!(label("a::b<c>::d (inline)"), "a\\nb<c>\\nd\\n(inline)");
        assert_eq!(label("operator\"\" _x"), "operator\\\"\\\"\\n_x");
    }
}
