//! gprof's call graph (`gprof -b -q`), laid out as gprof lays it out (`-b`:
//! without the explanations): one entry per function and per cycle,
//! by decreasing total time, each with its callers (`<spontaneous>` when it
//! has none), its own line (`[index] %time self children called name`) and
//! its callees; `called` is `calls/total calls` of the callee, or
//! `calls+self calls`; then the index by function name.

use super::Gmon;
use super::analysis::{GprofArc, GprofFunction, GprofGraph, analyze};
use super::select::Selection;
use crate::profile::Profile;
use std::cmp::Ordering;
use std::fmt::Write as _;
use std::io::{self, Write};

/// An entry of the call graph: a function or a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entry {
    Function(usize),
    Cycle(usize),
}

/// Writes gprof's call graph of `profile`, then the index by function name;
/// with `selection` (`-F`, `-E`), the entries gprof prints and the times it
/// propagates.
pub fn write_graph(
    profile: &Profile,
    gmon: &Gmon,
    selection: &Selection,
    out: &mut impl Write,
) -> io::Result<()> {
    let bin_bytes = gmon.bin_bytes;
    let graph = analyze(profile, gmon, selection);
    let seconds = |ticks: f64| ticks / graph.hz;
    let print_time = graph.print_time;
    let total = |e: Entry| match e {
        Entry::Function(f) => graph.functions[f].prop_self + graph.functions[f].prop_child,
        Entry::Cycle(c) => graph.cycles[c].prop_self + graph.cycles[c].prop_child,
    };
    let mut entries: Vec<Entry> = (0..graph.functions.len())
        .filter(|&f| {
            let g = &graph.functions[f];
            g.calls != 0 || g.self_calls != 0 || g.self_time != 0.0 || g.child_time != 0.0
        })
        .map(Entry::Function)
        .chain((0..graph.cycles.len()).map(Entry::Cycle))
        .collect();
    entries.sort_by(|&a, &b| cmp_total(&graph, a, b, total(a), total(b)));
    let hidden = Hidden::new(gmon, &graph, &entries);
    // Each function's arcs in, and out, in file order.
    let mut arcs_into = vec![Vec::new(); graph.functions.len()];
    let mut arcs_from = vec![Vec::new(); graph.functions.len()];
    for (i, arc) in graph.arcs.iter().enumerate() {
        arcs_into[arc.child].push(i);
        arcs_from[arc.parent].push(i);
    }
    let mut index = vec![0; graph.functions.len()];
    let mut cycle_index = vec![0; graph.cycles.len()];
    for (i, &e) in entries.iter().enumerate() {
        match e {
            Entry::Function(f) => index[f] = i + 1 + hidden.before(&graph.functions[f], total(e)),
            Entry::Cycle(c) => cycle_index[c] = i + 1,
        }
    }
    // Functions not printed (a caller with neither time nor calls) have
    // gprof's numbers too.
    for (f, function) in graph.functions.iter().enumerate() {
        if index[f] == 0 {
            index[f] = hidden.index(&graph, &entries, total, function);
        }
    }
    // gprof numbers in brackets the functions it prints, in parentheses
    // the others.
    let number = |f: usize| match graph.functions[f].printed {
        true => format!("[{}]", index[f]),
        false => format!("({})", index[f]),
    };
    let name = |f: usize| -> String {
        let g = &graph.functions[f];
        match g.cycle {
            Some(c) => format!("{} <cycle {}> {}", g.name, c + 1, number(f)),
            None => format!("{} {}", g.name, number(f)),
        }
    };

    writeln!(out, "\t\t\tCall graph\n")?;
    write!(
        out,
        "\ngranularity: each sample hit covers {bin_bytes} byte(s)"
    )?;
    if print_time > 0.0 {
        writeln!(
            out,
            " for {:.2}% of {:.2} seconds\n",
            100.0 / print_time,
            seconds(print_time)
        )?;
    } else {
        writeln!(out, " no time propagated\n")?;
    }
    writeln!(out, "index % time    self  children    called     name")?;
    let print_time = if print_time > 0.0 { print_time } else { 1.0 };
    let blank = |n: usize| " ".repeat(n);
    // The start of an entry's own line: index, % time, self, children.
    let primary = |text: &mut String, number: usize, e: Entry, prop_self: f64, prop_child: f64| {
        let _ = write!(
            text,
            "{:<6.6} {:5.1} {:7.2} {:7.2}",
            format!("[{number}]"),
            100.0 * total(e) / print_time,
            seconds(prop_self),
            seconds(prop_child)
        );
    };
    for &e in &entries {
        // gprof prints the entries of its print flag that have calls or
        // time to show.
        let (printed, calls, self_calls, prop_self, prop_child) = match e {
            Entry::Function(f) => {
                let g = &graph.functions[f];
                (g.printed, g.calls, g.self_calls, g.prop_self, g.prop_child)
            }
            Entry::Cycle(c) => {
                let g = &graph.cycles[c];
                (g.printed, g.calls, g.self_calls, g.prop_self, g.prop_child)
            }
        };
        if !printed || (calls == 0 && self_calls == 0 && prop_self == 0.0 && prop_child == 0.0) {
            continue;
        }
        let mut text = String::new();
        match e {
            Entry::Cycle(c) => {
                let cycle = &graph.cycles[c];
                primary(
                    &mut text,
                    cycle_index[c],
                    e,
                    cycle.prop_self,
                    cycle.prop_child,
                );
                write_calls(&mut text, cycle.calls, cycle.self_calls);
                let _ = writeln!(text, " <cycle {} as a whole> [{}]", c + 1, cycle_index[c]);
                let mut members = cycle.members.clone();
                // By decreasing time, then calls; equal members keep the
                // order of gprof's walk.
                members.sort_by(|&a, &b| {
                    let (fa, fb) = (&graph.functions[a], &graph.functions[b]);
                    by_decreasing_time(fa.prop_self + fa.prop_child, fb.prop_self + fb.prop_child)
                        .then(
                            fb.calls
                                .saturating_add(fb.self_calls)
                                .cmp(&fa.calls.saturating_add(fa.self_calls)),
                        )
                });
                for m in members {
                    let f = &graph.functions[m];
                    let _ = write!(
                        text,
                        "{} {} {:7.2} {:7.2}",
                        blank(6),
                        blank(5),
                        seconds(f.prop_self),
                        seconds(f.prop_child),
                    );
                    write_calls(&mut text, f.calls, f.self_calls);
                    let _ = writeln!(text, "     {}", name(m));
                }
            }
            Entry::Function(f) => {
                let g = &graph.functions[f];
                let mut parents: Vec<&GprofArc> =
                    arcs_into[f].iter().map(|&a| &graph.arcs[a]).collect();
                if parents.is_empty() {
                    let _ = writeln!(text, "{}     <spontaneous>", blank(6 + 1 + 5 + 4 * 8));
                }
                // gprof's lists are built by prepending, then insertion-sorted.
                parents.reverse();
                let parents =
                    insertion_sort(parents, |a, b| cmp_arc(&graph, a, b) != Ordering::Greater);
                for arc in parents {
                    arc_line(&mut text, &graph, arc, arc.parent, &name, seconds);
                }
                primary(&mut text, index[f], e, g.prop_self, g.prop_child);
                if g.calls != 0 || g.self_calls != 0 {
                    let _ = write!(text, " {:7}", g.calls);
                    let _ = if g.self_calls != 0 {
                        write!(text, "+{:<7} ", g.self_calls)
                    } else {
                        write!(text, " {} ", blank(7))
                    };
                } else {
                    let _ = write!(text, " {} {} ", blank(7), blank(7));
                }
                let _ = writeln!(text, "{}", name(f));
                let mut children: Vec<&GprofArc> =
                    arcs_from[f].iter().map(|&a| &graph.arcs[a]).collect();
                children.reverse();
                let children =
                    insertion_sort(children, |a, b| cmp_arc(&graph, a, b) != Ordering::Less);
                for arc in children {
                    arc_line(&mut text, &graph, arc, arc.child, &name, seconds);
                }
            }
        }
        text.push_str("-----------------------------------------------\n");
        out.write_all(text.as_bytes())?;
    }
    write_index(&graph, &number, &cycle_index, out)
}

/// The `called` column of a cycle's line and of its members' lines: the
/// calls from outside, then `+` the calls from inside, or blanks.
fn write_calls(text: &mut String, calls: i64, self_calls: i64) {
    let _ = if self_calls != 0 {
        write!(text, " {calls:7}+{self_calls:<7}")
    } else {
        write!(text, " {calls:7} {:7}", "")
    };
}

/// A caller's or callee's line under an entry.
fn arc_line(
    text: &mut String,
    graph: &GprofGraph,
    arc: &GprofArc,
    other: usize,
    name: &dyn Fn(usize) -> String,
    seconds: impl Fn(f64) -> f64,
) {
    let blank = |n: usize| " ".repeat(n);
    let _ = if graph.is_internal(arc) {
        writeln!(
            text,
            "{} {} {} {} {:7} {}     {}",
            blank(6),
            blank(5),
            blank(7),
            blank(7),
            arc.count,
            blank(7),
            name(other)
        )
    } else {
        writeln!(
            text,
            "{} {} {:7.2} {:7.2} {:7}/{:<7}     {}",
            blank(6),
            blank(5),
            seconds(arc.time),
            seconds(arc.child_time),
            arc.count,
            graph.outside_calls(arc.child),
            name(other)
        )
    };
}

/// gprof's insertion sort: each element goes before the first one `stop`
/// says it should precede.
fn insertion_sort(
    items: Vec<&GprofArc>,
    stop: impl Fn(&GprofArc, &GprofArc) -> bool,
) -> Vec<&GprofArc> {
    let mut sorted: Vec<&GprofArc> = Vec::with_capacity(items.len());
    for item in items {
        let at = sorted
            .iter()
            .position(|s| stop(item, s))
            .unwrap_or(sorted.len());
        sorted.insert(at, item);
    }
    sorted
}

/// gprof's arc order: self calls least, then calls within a cycle (by
/// count), then the others by propagated time and count.
fn cmp_arc(graph: &GprofGraph, left: &GprofArc, right: &GprofArc) -> Ordering {
    if left.parent == left.child {
        return Ordering::Less;
    }
    if right.parent == right.child {
        return Ordering::Greater;
    }
    match (graph.is_internal(left), graph.is_internal(right)) {
        (true, true) => left.count.cmp(&right.count),
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        (false, false) => (left.time + left.child_time)
            .total_cmp(&(right.time + right.child_time))
            .then(left.count.cmp(&right.count)),
    }
}

/// The program's functions that gprof numbers but does not print (no time,
/// no calls): in its order by total time they come after every function
/// with time, and among those without, after the ones called, names
/// without a leading `_` before names with one, then by name.
struct Hidden<'p> {
    /// Names without a leading `_`, sorted.
    plain: Vec<&'p str>,
    /// Names with one, sorted.
    underscored: Vec<&'p str>,
}

impl<'p> Hidden<'p> {
    /// The program's symbols and the analysis's functions that `entries`
    /// leave out.
    fn new(gmon: &'p Gmon, graph: &'p GprofGraph, entries: &[Entry]) -> Self {
        let printed: std::collections::HashSet<&str> = entries
            .iter()
            .filter_map(|e| match e {
                Entry::Function(f) => Some(graph.functions[*f].raw_name.as_str()),
                Entry::Cycle(_) => None,
            })
            .collect();
        // The program's symbols (statics of different files may share a
        // name), and the analysis's functions that are not among them.
        let symbols: std::collections::HashSet<&str> =
            gmon.symbols.iter().map(|s| s.name.as_str()).collect();
        let mut names: Vec<&str> = gmon
            .symbols
            .iter()
            .map(|s| s.name.as_str())
            .chain(
                graph
                    .functions
                    .iter()
                    .map(|f| f.raw_name.as_str())
                    .filter(|n| !symbols.contains(n)),
            )
            .filter(|n| !printed.contains(n))
            .collect();
        names.sort_unstable();
        let (underscored, plain) = names.into_iter().partition(|n| n.starts_with('_'));
        Hidden { plain, underscored }
    }

    /// How many of them gprof numbers before a printed function `f` of
    /// total time `total`.
    fn before(&self, f: &GprofFunction, total: f64) -> usize {
        if total != 0.0 {
            return 0;
        }
        let name = f.raw_name.as_str();
        let (class, plain_first) = if name.starts_with('_') {
            (&self.underscored, self.plain.len())
        } else {
            (&self.plain, 0)
        };
        // Called functions come first within their class.
        let same_class_first = if f.calls == 0 {
            class.partition_point(|n| *n < name)
        } else {
            0
        };
        plain_first + same_class_first
    }

    /// gprof's number for `f`, not printed: after the printed `entries`
    /// that come first (`total` gives their times), and the hidden names
    /// before it.
    fn index(
        &self,
        graph: &GprofGraph,
        entries: &[Entry],
        total: impl Fn(Entry) -> f64,
        f: &GprofFunction,
    ) -> usize {
        let name = f.raw_name.as_str();
        let underscore = name.starts_with('_');
        let printed_first = entries
            .iter()
            .filter(|&&e| match e {
                Entry::Cycle(_) => true,
                Entry::Function(g) => {
                    let g = &graph.functions[g];
                    let g_under = g.raw_name.starts_with('_');
                    total(e) != 0.0
                        || (!g_under && underscore)
                        || (g_under == underscore && (g.calls > 0 || g.raw_name.as_str() < name))
                }
            })
            .count();
        let class = if underscore {
            &self.underscored
        } else {
            &self.plain
        };
        let hidden_first =
            if underscore { self.plain.len() } else { 0 } + class.partition_point(|n| *n < name);
        printed_first + hidden_first + 1
    }
}

/// Times in decreasing order (gprof's ties are exact: its times and ours
/// are the same sums in the same order).
pub(super) fn by_decreasing_time(a: f64, b: f64) -> Ordering {
    b.total_cmp(&a)
}

/// gprof's entry order: by decreasing total time; on ties cycles first,
/// names without a leading `_` first, more calls first, then by name.
fn cmp_total(graph: &GprofGraph, a: Entry, b: Entry, ta: f64, tb: f64) -> Ordering {
    by_decreasing_time(ta, tb).then_with(|| match (a, b) {
        (Entry::Cycle(x), Entry::Cycle(y)) => x.cmp(&y),
        (Entry::Cycle(_), _) => Ordering::Less,
        (_, Entry::Cycle(_)) => Ordering::Greater,
        (Entry::Function(x), Entry::Function(y)) => {
            let (fx, fy) = (&graph.functions[x], &graph.functions[y]);
            let underscore = |f: &GprofFunction| f.raw_name.starts_with('_');
            underscore(fx)
                .cmp(&underscore(fy))
                .then(fy.calls.cmp(&fx.calls))
                .then_with(|| fx.raw_name.cmp(&fy.raw_name))
        }
    })
}

/// The index by function name: three columns, functions by name, then the
/// cycles.
fn write_index(
    graph: &GprofGraph,
    number: &dyn Fn(usize) -> String,
    cycle_index: &[usize],
    out: &mut impl Write,
) -> io::Result<()> {
    let mut names: Vec<usize> = (0..graph.functions.len())
        .filter(|&f| graph.functions[f].calls != 0 || graph.functions[f].self_time != 0.0)
        .collect();
    names.sort_by(|&a, &b| {
        graph.functions[a]
            .raw_name
            .cmp(&graph.functions[b].raw_name)
    });
    // gprof names the file of a static function after it.
    let items: Vec<(String, String)> = names
        .iter()
        .map(|&f| {
            let g = &graph.functions[f];
            let name = match (&g.file, g.is_static) {
                (Some(file), true) => {
                    let base = file.rsplit('/').next().unwrap_or(file);
                    format!("{} ({base})", g.name)
                }
                _ => g.name.clone(),
            };
            (number(f), name)
        })
        .chain((0..graph.cycles.len()).map(|c| {
            // A cycle gprof does not print has its number in parentheses.
            let number = match graph.cycles[c].printed {
                true => format!("[{}]", cycle_index[c]),
                false => format!("({})", cycle_index[c]),
            };
            (number, format!("<cycle {}>", c + 1))
        }))
        .collect();
    writeln!(out, "\u{c}\nIndex by function name\n")?;
    let rows = items.len().div_ceil(3);
    const COLUMN: usize = 26;
    for i in 0..rows {
        let (mut col, mut start) = (0, 0);
        let mut line = String::new();
        for (label, name) in items.iter().skip(i).step_by(rows.max(1)) {
            col += label.len();
            while col < start + 5 {
                line.push(' ');
                col += 1;
            }
            let _ = write!(line, " {label} {name}");
            col += name.len();
            start += COLUMN;
        }
        writeln!(out, "{line}")?;
    }
    Ok(())
}
