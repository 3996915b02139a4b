//! The call graph in Go pprof's dot (its `-dot`, and so its `-svg`, `-png`
//! and web graph), for the Go preset: the nodes Go's drawn graph keeps
//! ([`crate::graph::drawn`]) in its order, each filled by its cum and each
//! edge drawn by its weight in Go's colours (`dotColor`: red for much,
//! grey for little, green for a loss), with Go's legend (`File:`, `Type:`,
//! `Showing nodes accounting for`, what was dropped), labels (`flat
//! (pct)\nof cum (pct)`, names shortened and broken at `.` and `::`), font
//! sizes, `id="nodeN"`, tooltips that name node and value (`main
//! (1.68s)`, `a -> b (0.10s)`), boxes for the samples' labels hung off the
//! nodes (`go_nodelets.rs`), inlined calls marked `(inline)` and
//! edges over dropped nodes dotted (`a ... b`).

use super::go_nodelets::{TagFormat, write_nodelets};
use crate::graph::{Drawn, NodeKey};
use crate::profile::units::{Unit, percentage};
use crate::report::dot::dot_color;
use regex::Regex;
use std::cmp::Reverse;
use std::io::{self, Write};
use std::path::Path;
use std::sync::LazyLock;

/// What the dot text says besides the graph.
pub struct Legend<'a> {
    /// The graph's name: the program's file name (Go's title), or none.
    pub title: Option<&'a str>,
    /// The legend's lines (Go's `reportLabels`).
    pub lines: &'a [String],
    /// What percentages, colours and widths are relative to.
    pub total: i64,
    /// How values print.
    pub unit: Unit,
    /// The unit `-unit` names, if it names one (for the tags' values).
    pub tag_unit: Option<&'static str>,
}

/// Writes `drawn` as Go's dot.
pub fn write(drawn: &Drawn, legend: &Legend, out: &mut impl Write) -> io::Result<()> {
    let graph = &drawn.graph;
    let (total, unit) = (legend.total, legend.unit);
    let format = |v: i64| unit.format(v);
    let pct = |v: i64| percentage(v, total).trim().to_string();
    writeln!(
        out,
        "digraph \"{}\" {{",
        escape(legend.title.unwrap_or("unnamed"))
    )?;
    writeln!(out, "node [style=filled fillcolor=\"#f8f8f8\"]")?;
    if let Some(first) = legend.lines.first() {
        let lines: Vec<String> = legend.lines.iter().map(|l| escape(l)).collect();
        write!(
            out,
            "subgraph cluster_L {{ \"{}\" [shape=box fontsize=16 label=\"{}\\l\"",
            escape(first),
            lines.join("\\l")
        )?;
        if let Some(title) = legend.title {
            write!(out, " tooltip=\"{}\"", escape(title))?;
        }
        writeln!(out, "] }}")?;
    }

    let mut id = vec![0; graph.nodes.len()];
    for (i, &n) in drawn.order.iter().enumerate() {
        id[n] = i + 1;
    }
    let max_flat = drawn
        .order
        .iter()
        .map(|&n| graph.nodes[n].flat.unsigned_abs())
        .max()
        .unwrap_or(0);
    let mut calls_out = vec![false; graph.nodes.len()];
    for edge in &graph.edges {
        calls_out[edge.caller] = true;
    }
    let tag_format = TagFormat {
        value: &format,
        unit: legend.tag_unit,
    };
    let mut has_nodelets = vec![false; graph.nodes.len()];
    for &n in &drawn.order {
        let node = &graph.nodes[n];
        let (flat, cum) = (node.flat, node.cum);
        let mut label = multiline_name(&node.key, &node.name);
        if flat != 0 {
            label.push_str(&format!("{} ({})", format(flat), pct(flat)));
        } else {
            label.push('0');
        }
        if cum != flat {
            label.push_str(if flat != 0 { "\\n" } else { " " });
            label.push_str(&format!("of {} ({})", format(cum), pct(cum)));
        }
        // From 8 to 24 points, growing with the square root of flat.
        let font_size = if max_flat != 0 && flat != 0 {
            let share = flat.unsigned_abs() as f64 / max_flat as f64;
            8 + (16.0 * share.sqrt()).ceil() as i64
        } else {
            8
        };
        let score = score(cum, total);
        writeln!(
            out,
            "N{id} [label=\"{label}\" id=\"node{id}\" fontsize={font_size} shape=box \
             tooltip=\"{} ({})\" color=\"{}\" fillcolor=\"{}\"]",
            escape(&node.name),
            format(cum),
            dot_color(score, false),
            dot_color(score, true),
            id = id[n],
        )?;
        has_nodelets[n] = write_nodelets(&drawn.tags[n], id[n], calls_out[n], &tag_format, out)?;
    }

    // Heaviest first, as a hint to the layout.
    let name = |n: usize| graph.nodes[n].name.as_str();
    let mut edges: Vec<_> = graph
        .edges
        .iter()
        .filter(|e| id[e.caller] != 0 && id[e.callee] != 0)
        .collect();
    edges.sort_by(|a, b| {
        Reverse(a.weight.unsigned_abs())
            .cmp(&Reverse(b.weight.unsigned_abs()))
            .then_with(|| name(a.caller).cmp(name(b.caller)))
            .then_with(|| name(a.callee).cmp(name(b.callee)))
    });
    for edge in edges {
        let weight = format(edge.weight);
        let inline = if edge.inline { "\\n (inline)" } else { "" };
        let mut attributes = format!("label=\" {weight}{inline}\"");
        if total != 0 {
            // Go's integer arithmetic, without its overflow.
            let share = |times: i128, most: i128| {
                1 + (i128::from(edge.weight) * times / i128::from(total))
                    .abs()
                    .min(most)
            };
            let dot_weight = share(100, 100);
            if dot_weight > 1 {
                attributes.push_str(&format!(" weight={dot_weight}"));
            }
            let width = share(5, 5);
            if width > 1 {
                attributes.push_str(&format!(" penwidth={width}"));
            }
            let colour = dot_color(score(edge.weight, total), false);
            attributes.push_str(&format!(" color=\"{colour}\""));
        }
        let arrow = if edge.residual { "..." } else { "->" };
        let tooltip = format!(
            "\"{} {arrow} {} ({weight})\"",
            escape(name(edge.caller)),
            escape(name(edge.callee))
        );
        attributes.push_str(&format!(" tooltip={tooltip} labeltooltip={tooltip}"));
        if edge.residual {
            attributes.push_str(" style=\"dotted\"");
        }
        if has_nodelets[edge.caller] {
            // Further from the caller's tag boxes.
            attributes.push_str(" minlen=2");
        }
        writeln!(
            out,
            "N{} -> N{} [{attributes}]",
            id[edge.caller], id[edge.callee]
        )?;
    }
    writeln!(out, "}}")
}

/// A value relative to |total|, as Go scores it for colour.
fn score(value: i64, total: i64) -> f64 {
    if total != 0 {
        value as f64 / total.unsigned_abs() as f64
    } else {
        0.0
    }
}

/// A node's name on several lines, as Go's `multilinePrintableName` writes
/// it: the address, the function's name shortened ([`shorten`]) and broken
/// at `::` and `.`, the file's base name with the line; each line ended by
/// `\n`. Code without a name is `name`, as the reports name it.
fn multiline_name(key: &NodeKey, name: &str) -> String {
    let function = key.function.as_deref().filter(|f| !f.is_empty());
    if key.object.is_some() || (function.is_none() && key.file.is_none()) {
        return format!("{}\\n", escape(name));
    }
    let mut parts = Vec::new();
    if let Some(address) = key.address {
        parts.push(format!("{address:016x}"));
    }
    if let Some(function) = function.filter(|f| ADDRESS_NAME.is_match(f)) {
        // Code named after its file and address (`libfoo.so+0x1110`): one
        // line, not broken at the file's dots.
        parts.push(escape(function));
    } else if let Some(function) = function {
        // GCC's clone suffixes (which Go's names do not keep) on a line of
        // their own, unbroken.
        let (function, clone) = match function.find(" [clone ") {
            Some(at) => function.split_at(at),
            None => (function, ""),
        };
        parts.push(
            escape(&shorten(function))
                .replace("::", "\\n")
                .replace('.', "\\n"),
        );
        if !clone.is_empty() {
            parts.push(escape(clone.trim_start()));
        }
    }
    let base = key.file.as_deref().map(|f| {
        Path::new(f)
            .file_name()
            .map_or(f.to_string(), |b| b.to_string_lossy().into_owned())
    });
    match (base, key.line) {
        (Some(file), line) if line != 0 => parts.push(escape(&format!("{file}:{line}"))),
        (Some(file), _) => parts.push(escape(&file)),
        (None, _) => {}
    }
    format!("{}\\n", parts.join("\\n"))
}

/// An ASCII word character, as Go's `\w`.
const W: &str = "[0-9A-Za-z_]";

static ADDRESS_NAME: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^[^ ]+\+0x[0-9a-f]+$").expect("the regular expression parses"));
static ANONYMOUS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\(anonymous namespace\)::").expect("the regular expression parses")
});
static GO_VERSION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(.*?)/v(?:[2-9]|[1-9][0-9]+)([./].*)$").expect("the regular expression parses")
});
/// Go's, Java's and C++'s: the part of a name kept.
static SHORT: LazyLock<[Regex; 3]> = LazyLock::new(|| {
    [
        format!(r"^(?:[{W}\-.]+/)+(.+)"),
        format!(r"^(?:[a-z]{W}*\.)*([A-Z][{W}$]*\.(?:<init>|[a-z][{W}$]*(?:\$[0-9]+)?))(?:\(|$)"),
        format!(r"^(?:[_a-zA-Z]{W}*::)+(_*[A-Z]{W}*::~?[_a-zA-Z]{W}*(?:<.*>)?)"),
    ]
    .map(|re| Regex::new(&re).expect("the regular expression parses"))
});

/// A function's name shortened as Go's `ShortenFunctionName` shortens it:
/// no `(anonymous namespace)::` first, no module version, and no package
/// path (Go: `pprof.Do` of `runtime/pprof.Do`), package (Java) or
/// namespaces before a class (C++: `Mixer::run` of `tu2::Mixer::run`).
pub fn shorten(name: &str) -> String {
    let name = ANONYMOUS.replace(name, "");
    let name = GO_VERSION.replace(&name, "${1}${2}");
    for re in SHORT.iter() {
        if let Some(c) = re.captures(&name) {
            return c.iter().skip(1).flatten().map(|m| m.as_str()).collect();
        }
    }
    name.into_owned()
}

/// Escapes `\` and `"` for a dot string, and makes a line break dot's
/// left-justified one (Go's `escapeForDot`).
pub(super) fn escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\l")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_shorten_as_go_shortens_them() {
        let cases = [
            ("runtime/pprof.Do", "pprof.Do"),
            ("main.measureText", "main.measureText"),
            ("github.com/a/b/v2/pkg.F", "pkg.F"),
            ("stats::Accumulator::feed", "Accumulator::feed"),
            ("geom::integrate", "geom::integrate"),
            ("Hasher::operator()", "Hasher::operator()"),
            ("(anonymous namespace)::helper", "helper"),
            ("java.util.HashMap.get(Ljava/lang/Object;)", "HashMap.get"),
            ("compress/gzip.(*Writer).Write", "gzip.(*Writer).Write"),
        ];
        for (name, short) in cases {
            assert_eq!(shorten(name), short, "{name}");
        }
    }

    #[test]
    fn multiline_names_break_at_dots_and_scopes() {
        let key = NodeKey {
            function: Some("tu2::Mixer::run".into()),
            file: Some("/src/tu2.cc".into()),
            line: 12,
            ..NodeKey::default()
        };
        assert_eq!(
            multiline_name(&key, "tu2::Mixer::run /src/tu2.cc:12"),
            "Mixer\\nrun\\ntu2.cc:12\\n"
        );
        let clone = NodeKey {
            function: Some("geo::Shape::area [clone .isra.0] [clone .cold]".into()),
            ..NodeKey::default()
        };
        assert_eq!(
            multiline_name(&clone, ""),
            "Shape\\narea\\n[clone .isra.0] [clone .cold]\\n"
        );
        let address = NodeKey {
            function: Some("libstdc++.so.6.0.30+0xa5780".into()),
            ..NodeKey::default()
        };
        assert_eq!(
            multiline_name(&address, ""),
            "libstdc++.so.6.0.30+0xa5780\\n"
        );
        let object = NodeKey {
            object: Some("[libc.so.6]".into()),
            ..NodeKey::default()
        };
        assert_eq!(multiline_name(&object, "[libc.so.6]"), "[libc.so.6]\\n");
        assert_eq!(escape("a\"b\\c\nd"), "a\\\"b\\\\c\\ld");
    }
}
