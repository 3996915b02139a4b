//! gprof's analysis of a call-counted profile (`gmon.out`): self time and
//! calls per function, cycles (mutual recursion), and the time of callees
//! propagated to callers along the arcs.
//!
//! A function is the outermost frame of an address (symbol-table functions,
//! as gprof has them). Calls of a function to itself are kept apart (they
//! propagate nothing). Functions that call each other form a cycle, which
//! is handled as a whole: its calls are those from outside it, its time the
//! sum of its members'. Callees are finished before their callers (Tarjan's
//! strongly connected components come out in that order); a callee's share
//! to a caller outside its cycle is `(self + child time) * calls on the arc
//! / calls of the callee (or of its cycle) from outside`. What gprof's call
//! graph prints (`prop.self`, `prop.child` and the arcs' times) is that
//! time scaled by the caller's propagation fraction: 1 but for rounding
//! without `--focus` and `--ignore` (rounding that orders ties, so it is
//! kept apart, as gprof keeps it), else the share of the function's calls
//! that come from selected callers (gprof's `-F` and `-E`, see `select`).

use super::Gmon;
use super::credit::HistogramTicks;
use super::order::{strongly_connected, topological_numbers, walk_order};
use super::select::{Selection, Tables};
use crate::profile::{Function, FunctionId, LocationId, Profile};
use std::collections::HashMap;

/// One function of the analysis.
#[derive(Debug, Clone, PartialEq)]
pub struct GprofFunction {
    /// The profile's function.
    pub id: FunctionId,
    /// Its full demangled name (with argument types, and the return types
    /// of template functions), as gprof prints it.
    pub name: String,
    /// Its name as stored (mangled), which gprof sorts by.
    pub raw_name: String,
    /// Time in the function itself, in ticks (see [`GprofGraph::hz`]).
    pub self_time: f64,
    /// Time of its callees outside its cycle propagated to it.
    pub child_time: f64,
    /// Its self time as gprof's call graph prints it (`prop.self`): scaled
    /// by [`GprofFunction::fract`].
    pub prop_self: f64,
    /// Its child time as gprof's call graph prints it (`prop.child`): each
    /// callee's share scaled by [`GprofFunction::fract`].
    pub prop_child: f64,
    /// Calls to it from other functions.
    pub calls: i64,
    /// Calls to it from itself.
    pub self_calls: i64,
    /// Index in [`GprofGraph::cycles`] of its cycle, if it is in one.
    pub cycle: Option<usize>,
    /// Its entry address (the lowest of its addresses in the profile when
    /// the symbol table did not give it).
    pub address: u64,
    /// True when the program's symbol is local to its file (`static`).
    pub is_static: bool,
    /// The source file of its entry, when the debug information gives it.
    pub file: Option<String>,
    /// gprof's propagation fraction (`prop.fract`): 1 for a function nobody
    /// calls, else the sum over its callers of their fraction times their
    /// share of its calls. Without `--focus` and `--ignore` it is 1 but for
    /// floating-point rounding, which decides some of gprof's ties, so every
    /// printed time is scaled by it as gprof scales it. With them it is set
    /// to 1 for a function `--focus` names and to 0 for one `--ignore`
    /// names (and 0, not 1, for one nobody selected calls under `--focus`):
    /// a function of fraction 0 neither gets nor gives time.
    pub fract: f64,
    /// gprof's `print_flag`: the call graph prints its entry (callers that
    /// print, or named by `--focus`, and not named by `--ignore` alone), and
    /// its number is in brackets, else in parentheses.
    pub printed: bool,
    /// Where `--focus` and `--ignore` put it in gprof's tables.
    pub(crate) tables: Tables,
}

/// A cycle of functions that call each other.
#[derive(Debug, Clone, PartialEq)]
pub struct GprofCycle {
    /// Indices of its members in [`GprofGraph::functions`], in the order
    /// gprof's depth-first walk meets them (roots by address, callees in the
    /// reverse of their first call).
    pub members: Vec<usize>,
    /// The members' self time.
    pub self_time: f64,
    /// Time of callees outside the cycle propagated to it.
    pub child_time: f64,
    /// Its self time as gprof prints it, scaled by [`GprofCycle::fract`].
    pub prop_self: f64,
    /// Its child time as gprof prints it, scaled by [`GprofCycle::fract`].
    pub prop_child: f64,
    /// Calls into the cycle from outside it.
    pub calls: i64,
    /// Calls among its members.
    pub self_calls: i64,
    /// gprof's propagation fraction of the cycle, as for a function, but 0
    /// (not 1) when nobody outside the cycle calls it.
    pub fract: f64,
    /// gprof's `print_flag` of the cycle: some caller from outside prints.
    /// False when nobody outside the cycle calls it: gprof then numbers it
    /// but does not print its entry.
    pub printed: bool,
}

/// Calls from one function to another, with the time they carry.
#[derive(Debug, Clone, PartialEq)]
pub struct GprofArc {
    /// The calling function (index in [`GprofGraph::functions`]).
    pub parent: usize,
    /// The called function.
    pub child: usize,
    /// How many calls.
    pub count: i64,
    /// The callee's self time propagated along the arc (scaled by the
    /// caller's fraction, as gprof prints it).
    pub time: f64,
    /// The callee's child time propagated along the arc (likewise).
    pub child_time: f64,
}

/// gprof's call graph of a profile. Times are in ticks (sampling periods),
/// as gprof computes them.
#[derive(Debug, Clone, PartialEq)]
pub struct GprofGraph {
    /// Ticks per second.
    pub hz: f64,
    /// The profile's unit per tick (its period).
    pub tick: f64,
    /// The ticks of the whole histogram, in and out of functions (what
    /// gprof's flat profile divides by for `% time`).
    pub total_ticks: f64,
    /// The printed self times of all functions, added up in gprof's order
    /// (what its call graph's `% time` divides by).
    pub print_time: f64,
    /// Functions with time or calls.
    pub functions: Vec<GprofFunction>,
    /// Cycles, numbered from 1 in this order.
    pub cycles: Vec<GprofCycle>,
    /// Arcs in the order their first call appears in the profile.
    pub arcs: Vec<GprofArc>,
}

impl GprofGraph {
    /// True when `arc` is a call of a function to itself or within a cycle.
    pub fn is_internal(&self, arc: &GprofArc) -> bool {
        arc.parent == arc.child
            || (self.functions[arc.parent].cycle.is_some()
                && self.functions[arc.parent].cycle == self.functions[arc.child].cycle)
    }

    /// Calls into the function, or into its cycle when it is in one, from
    /// outside (the denominator of the shares gprof prints).
    pub fn outside_calls(&self, f: usize) -> i64 {
        match self.functions[f].cycle {
            Some(c) => self.cycles[c].calls,
            None => self.functions[f].calls,
        }
    }
}

/// gprof's call graph of `profile`, with the functions `selection` names
/// in gprof's tables (`-F`, `-E`).
pub(crate) fn analyze(profile: &Profile, gmon: &Gmon, selection: &Selection) -> GprofGraph {
    let mut ids: HashMap<FunctionId, usize> = HashMap::new();
    let mut functions: Vec<GprofFunction> = Vec::new();
    let mut function_of = |loc: LocationId| -> Option<usize> {
        let location = profile.location(loc);
        let outer = location.lines.last()?;
        let function = profile.function(outer.function);
        let f = *ids.entry(outer.function).or_insert_with(|| {
            let symbol = gmon.symbol(function, Some(location.address));
            let raw_name = symbol.map_or(&*function.system_name, |s| &s.name);
            functions.push(GprofFunction {
                id: outer.function,
                name: gprof_name(function),
                raw_name: raw_name.to_string(),
                self_time: 0.0,
                child_time: 0.0,
                prop_self: 0.0,
                prop_child: 0.0,
                calls: 0,
                self_calls: 0,
                cycle: None,
                address: function
                    .start
                    .or(symbol.map(|s| s.address))
                    .unwrap_or(u64::MAX),
                is_static: symbol.is_some_and(|s| s.is_static),
                file: outer.file.as_deref().map(str::to_string),
                fract: 0.0,
                printed: false,
                tables: selection.tables(function, raw_name),
            });
            functions.len() - 1
        });
        // Without a start or a symbol, the lowest address sampled stands
        // for the entry.
        if function.start.is_none() && gmon.symbol(function, Some(location.address)).is_none() {
            functions[f].address = functions[f].address.min(location.address);
        }
        if functions[f].file.is_none() {
            functions[f].file = outer.file.as_deref().map(str::to_string);
        }
        Some(f)
    };
    // Time samples come first in the profile, then the arcs, in file order.
    let mut sampled: Vec<(usize, i64)> = Vec::new();
    let mut calls = Vec::new();
    for s in &profile.samples {
        if let Some(call) = gmon.call(s) {
            calls.push(call);
        } else if gmon.executions(s).is_none()
            && let Some(f) = s.stack.first().and_then(|&l| function_of(l))
        {
            sampled.push((f, s.value(gmon.types.time)));
        }
    }
    let mut arcs: Vec<GprofArc> = Vec::new();
    let mut arc_index: HashMap<(usize, usize), usize> = HashMap::new();
    for c in calls {
        let (Some(parent), Some(child)) = (function_of(c.caller), function_of(c.callee)) else {
            continue;
        };
        let i = *arc_index.entry((parent, child)).or_insert_with(|| {
            arcs.push(GprofArc {
                parent,
                child,
                count: 0,
                time: 0.0,
                child_time: 0.0,
            });
            arcs.len() - 1
        });
        arcs[i].count = arcs[i].count.saturating_add(c.count);
    }
    // The file's rate, exact.
    let hz = gmon.ticks.hz;
    let tick = 1e9 / hz;
    let total_ticks = self_times(&gmon.ticks, &mut functions, sampled, tick);
    for arc in &arcs {
        let f = &mut functions[arc.child];
        if arc.parent == arc.child {
            f.self_calls = f.self_calls.saturating_add(arc.count);
        } else {
            f.calls = f.calls.saturating_add(arc.count);
        }
    }
    let mut graph = GprofGraph {
        hz,
        tick,
        total_ticks,
        print_time: 0.0,
        functions,
        cycles: Vec::new(),
        arcs,
    };
    propagate(&mut graph, selection.has_focus());
    graph
}

/// Sets each function's self time in ticks, and returns the ticks of the
/// whole profile: gprof's own sums (`ticks`) where they agree with the function's
/// samples (whole nanoseconds, each at most half a nanosecond off); other
/// time is its samples' (`sampled`: function and value) over the period.
fn self_times(
    ticks: &HistogramTicks,
    functions: &mut [GprofFunction],
    sampled: Vec<(usize, i64)>,
    tick: f64,
) -> f64 {
    let mut nanoseconds = vec![(0.0, 0usize); functions.len()];
    for (f, v) in sampled {
        nanoseconds[f].0 += v as f64;
        nanoseconds[f].1 += 1;
    }
    let exact = |f: &GprofFunction| {
        let i = ticks
            .functions
            .binary_search_by_key(&f.address, |&(entry, _)| entry)
            .ok()?;
        Some(ticks.functions[i].1)
    };
    for (f, &(ns, n)) in functions.iter_mut().zip(&nanoseconds) {
        f.self_time = match exact(f) {
            Some(ticks) if (ticks * tick - ns).abs() <= 0.5 * n as f64 + 1e-9 * ns.abs() => ticks,
            _ => ns / tick,
        };
    }
    ticks.total
}

/// A function's name as gprof prints it: demangled with the return types
/// of template functions.
pub(crate) fn gprof_name(function: &Function) -> String {
    crate::demangle::cpp_with_return_type(&function.system_name)
        .unwrap_or_else(|| function.full_name.to_string())
}

/// Finds the cycles and propagates child time, callees first; `focus`
/// says that gprof's `INCL` tables are not empty.
fn propagate(graph: &mut GprofGraph, focus: bool) {
    let n = graph.functions.len();
    let mut callees: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, arc) in graph.arcs.iter().enumerate() {
        if arc.parent != arc.child {
            callees[arc.parent].push(i);
        }
    }
    let edges: Vec<Vec<usize>> = callees
        .iter()
        .map(|arcs| arcs.iter().map(|&a| graph.arcs[a].child).collect())
        .collect();
    let components = strongly_connected(&edges);
    let order = walk_order(&graph.functions, &edges);
    let mut component_of = vec![0; n];
    for (c, members) in components.iter().enumerate() {
        for &m in members {
            component_of[m] = c;
        }
    }
    // Number the cycles by the address of their head, the member gprof's
    // walk meets first.
    let mut cycle_of_component: Vec<Option<usize>> = vec![None; components.len()];
    let mut multi: Vec<usize> = (0..components.len())
        .filter(|&c| components[c].len() > 1)
        .collect();
    let head = |c: usize| {
        components[c]
            .iter()
            .copied()
            .min_by_key(|&m| order[m])
            .unwrap_or(0)
    };
    multi.sort_by_key(|&c| graph.functions[head(c)].address);
    for c in multi {
        cycle_of_component[c] = Some(graph.cycles.len());
        for &m in &components[c] {
            graph.functions[m].cycle = Some(graph.cycles.len());
        }
        let mut members = components[c].clone();
        members.sort_by_key(|&m| order[m]);
        graph.cycles.push(GprofCycle {
            members,
            self_time: 0.0,
            child_time: 0.0,
            prop_self: 0.0,
            prop_child: 0.0,
            calls: 0,
            self_calls: 0,
            fract: 0.0,
            printed: true,
        });
    }
    for arc in &graph.arcs {
        if arc.parent == arc.child {
            continue;
        }
        if let Some(cycle) = graph.functions[arc.child].cycle {
            if graph.functions[arc.parent].cycle == Some(cycle) {
                graph.cycles[cycle].self_calls =
                    graph.cycles[cycle].self_calls.saturating_add(arc.count);
            } else {
                graph.cycles[cycle].calls = graph.cycles[cycle].calls.saturating_add(arc.count);
            }
        }
    }
    // The fractions come first: gprof scales what it prints by them.
    propagate_flags(graph, &components, focus);
    for f in &mut graph.functions {
        f.prop_self = f.self_time * f.fract;
    }
    // A cycle's time is its members' but for those of fraction 0 (named
    // by --ignore), summed in gprof's order of the members, as it rounds.
    for c in &mut graph.cycles {
        c.self_time = c
            .members
            .iter()
            .map(|&m| &graph.functions[m])
            .filter(|f| f.fract != 0.0)
            .map(|f| f.self_time)
            .sum();
        c.prop_self = c.self_time * c.fract;
    }
    // gprof adds up the printed self times from the top of its topological
    // order down, the members of a cycle (which share their number) by
    // decreasing address.
    let numbers = topological_numbers(graph, &edges);
    let mut top_down: Vec<usize> = (0..n).collect();
    top_down.sort_by_key(|&f| std::cmp::Reverse((numbers[f], graph.functions[f].address)));
    graph.print_time = top_down.iter().map(|&f| graph.functions[f].prop_self).sum();
    // In gprof's order, so that the sums round as its do: a cycle's members
    // by address (gprof sorts its symbols by topological order, and a
    // cycle's members share theirs), each function's callees in the reverse
    // of their first call (gprof prepends arcs to its lists).
    for members in &components {
        let mut members = members.clone();
        members.sort_by_key(|&m| graph.functions[m].address);
        for m in members {
            // A caller of fraction 0 gathers no time.
            if graph.functions[m].fract == 0.0 {
                continue;
            }
            for &a in callees[m].iter().rev() {
                let child = graph.arcs[a].child;
                // Nor does a callee of fraction 0 give any.
                if component_of[child] == component_of[m] || graph.functions[child].fract == 0.0 {
                    continue;
                }
                let (self_time, child_time, calls) = match graph.functions[child].cycle {
                    Some(c) => {
                        let cycle = &graph.cycles[c];
                        (cycle.self_time, cycle.child_time, cycle.calls)
                    }
                    None => {
                        let f = &graph.functions[child];
                        (f.self_time, f.child_time, f.calls)
                    }
                };
                if calls == 0 {
                    continue;
                }
                let fraction = graph.arcs[a].count as f64 / calls as f64;
                let fract = graph.functions[m].fract;
                let arc = &mut graph.arcs[a];
                arc.time = self_time * fraction;
                arc.child_time = child_time * fraction;
                let share = arc.time + arc.child_time;
                // What gprof prints is scaled by the caller's fraction.
                let prop_share = fract * share;
                arc.time *= fract;
                arc.child_time *= fract;
                let caller = &mut graph.functions[m];
                caller.child_time += share;
                caller.prop_child += prop_share;
                if let Some(c) = caller.cycle {
                    graph.cycles[c].child_time += share;
                    graph.cycles[c].prop_child += prop_share;
                }
            }
        }
    }
}

/// gprof's `print_flag` and `prop.fract` of every function and cycle
/// (`propagate_flags`), callers first: each inherits them from its callers
/// from outside its cycle (a cycle's members from the cycle's), the flag
/// as any caller's, the fraction as a sum over them in gprof's order (the
/// reverse of their first call), so that it rounds as gprof's does; then
/// gprof's tables (`focus`: `INCL` is not empty) turn them on or off.
fn propagate_flags(graph: &mut GprofGraph, components: &[Vec<usize>], focus: bool) {
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); graph.functions.len()];
    for (i, arc) in graph.arcs.iter().enumerate().rev() {
        callers[arc.child].push(i);
    }
    for members in components.iter().rev() {
        let first = members[0];
        let cycle = graph.functions[first].cycle;
        let (members, calls): (Vec<usize>, i64) = match cycle {
            Some(c) => (graph.cycles[c].members.clone(), graph.cycles[c].calls),
            None => (vec![first], graph.functions[first].calls),
        };
        let inside = |f: usize| match cycle {
            Some(_) => graph.functions[f].cycle == cycle,
            None => f == first,
        };
        let (mut fract, mut printed) = (0.0, false);
        for &m in &members {
            for &a in &callers[m] {
                let arc = &graph.arcs[a];
                if inside(arc.parent) {
                    continue;
                }
                let parent = &graph.functions[arc.parent];
                printed |= parent.printed;
                if calls != 0 {
                    fract += parent.fract * (arc.count as f64 / calls as f64);
                }
            }
        }
        // A cycle keeps what it inherits: 0 and not printed when nobody
        // outside it calls it.
        if let Some(c) = cycle {
            graph.cycles[c].fract = fract;
            graph.cycles[c].printed = printed;
        }
        for &m in &members {
            let f = &mut graph.functions[m];
            let Tables { included, excluded } = f.tables;
            let selected = included || (!focus && !excluded);
            let shut = !included && excluded;
            f.printed = if printed { !shut } else { selected };
            f.fract = if fract == 0.0 {
                if selected { 1.0 } else { 0.0 }
            } else if shut {
                0.0
            } else {
                fract
            };
        }
    }
}

#[cfg(test)]
mod tests;
