//! gprof's analysis of a call-counted profile (`gmon.out`): self time and
//! calls per function, and the time of callees propagated to callers along
//! the arcs, in proportion to the calls, with the functions of a cycle
//! (mutual recursion) taken as a whole.
//!
//! A function is the outermost frame of an address (symbol-table functions,
//! as gprof has them). Calls of a function to itself count in its calls but
//! propagate nothing. Callees are finished before their callers (reverse
//! topological order of the strongly connected components); a callee's
//! share to a caller is `(self + child time) * calls on the arc / calls of
//! the callee from outside its cycle`.

use crate::profile::{FunctionId, LocationId, Profile};
use std::collections::HashMap;

/// One function of the analysis.
#[derive(Debug, Clone, PartialEq)]
pub struct GprofFunction {
    /// Its full demangled name (with argument types), as gprof prints it.
    pub name: String,
    /// Time in the function itself, in the profile's unit.
    pub self_time: f64,
    /// Time of its callees propagated to it (outside its own cycle).
    pub child_time: f64,
    /// Calls to it, including its calls to itself.
    pub calls: i64,
    /// The cycle it belongs to (numbered from 1), if any.
    pub cycle: Option<usize>,
}

/// Per-function gprof figures of `profile`, in no particular order.
pub fn analyze(profile: &Profile) -> Vec<GprofFunction> {
    let mut ids: HashMap<FunctionId, usize> = HashMap::new();
    let mut functions: Vec<GprofFunction> = Vec::new();
    let mut function_of = |loc: LocationId| -> Option<usize> {
        let outer = profile.location(loc).lines.last()?;
        Some(*ids.entry(outer.function).or_insert_with(|| {
            functions.push(GprofFunction {
                name: profile.function(outer.function).full_name.clone(),
                self_time: 0.0,
                child_time: 0.0,
                calls: 0,
                cycle: None,
            });
            functions.len() - 1
        }))
    };
    let mut self_time: Vec<(usize, i64)> = Vec::new();
    for s in &profile.samples {
        if let Some(f) = s.stack.first().and_then(|&l| function_of(l)) {
            self_time.push((f, s.value));
        }
    }
    let mut arcs: HashMap<(usize, usize), i64> = HashMap::new();
    for c in &profile.calls {
        if let (Some(from), Some(to)) = (function_of(c.caller), function_of(c.callee)) {
            let n = arcs.entry((from, to)).or_default();
            *n = n.saturating_add(c.count);
        }
    }
    for (f, v) in self_time {
        functions[f].self_time += v as f64;
    }
    for (&(_, to), &n) in &arcs {
        functions[to].calls = functions[to].calls.saturating_add(n);
    }
    propagate(&mut functions, &arcs);
    functions
}

/// Numbers the cycles and propagates child time, callees first.
fn propagate(functions: &mut [GprofFunction], arcs: &HashMap<(usize, usize), i64>) {
    let n = functions.len();
    let mut callees: Vec<Vec<(usize, i64)>> = vec![Vec::new(); n];
    let mut sorted: Vec<(&(usize, usize), &i64)> = arcs.iter().collect();
    sorted.sort();
    for (&(from, to), &count) in sorted {
        if from != to {
            callees[from].push((to, count));
        }
    }
    // Tarjan's components come out callees first: a reverse topological order.
    let components = strongly_connected(&callees);
    let mut component_of = vec![0; n];
    for (c, members) in components.iter().enumerate() {
        for &m in members {
            component_of[m] = c;
        }
    }
    let mut cycles = 0;
    // Per component: its self time, child time and calls from outside it.
    let mut total_self = vec![0.0; components.len()];
    let mut child = vec![0.0; components.len()];
    let mut outside_calls = vec![0i64; components.len()];
    for (&(from, to), &count) in arcs {
        if from != to && component_of[from] != component_of[to] {
            outside_calls[component_of[to]] += count;
        }
    }
    for (c, members) in components.iter().enumerate() {
        if members.len() > 1 {
            cycles += 1;
            for &m in members {
                functions[m].cycle = Some(cycles);
            }
        }
        total_self[c] = members.iter().map(|&m| functions[m].self_time).sum();
        for &m in members {
            for &(to, count) in &callees[m] {
                let target = component_of[to];
                if target == c || outside_calls[target] == 0 {
                    continue;
                }
                let share = (total_self[target] + child[target]) * count as f64
                    / outside_calls[target] as f64;
                functions[m].child_time += share;
                child[c] += share;
            }
        }
    }
}

/// The strongly connected components of a graph, each component before
/// any component that calls into it.
fn strongly_connected(edges: &[Vec<(usize, i64)>]) -> Vec<Vec<usize>> {
    struct State {
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        components: Vec<Vec<usize>>,
    }
    let n = edges.len();
    let mut s = State {
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        components: Vec::new(),
    };
    // Iterative depth-first search: (node, next edge to look at).
    for root in 0..n {
        if s.index[root].is_some() {
            continue;
        }
        let mut work: Vec<(usize, usize)> = vec![(root, 0)];
        while let Some(&mut (v, ref mut e)) = work.last_mut() {
            if *e == 0 && s.index[v].is_none() {
                s.index[v] = Some(s.next);
                s.low[v] = s.next;
                s.next += 1;
                s.stack.push(v);
                s.on_stack[v] = true;
            }
            if let Some(&(w, _)) = edges[v].get(*e) {
                *e += 1;
                match s.index[w] {
                    None => work.push((w, 0)),
                    Some(wi) if s.on_stack[w] => s.low[v] = s.low[v].min(wi),
                    Some(_) => {}
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                s.low[parent] = s.low[parent].min(s.low[v]);
            }
            if Some(s.low[v]) == s.index[v] {
                let mut component = Vec::new();
                while let Some(w) = s.stack.pop() {
                    s.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                component.sort_unstable();
                s.components.push(component);
            }
        }
    }
    s.components
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_come_callees_first() {
        // 0 -> 1 -> 2 -> 1 (a cycle of 1 and 2), 0 -> 3.
        let edges = vec![vec![(1, 1), (3, 1)], vec![(2, 1)], vec![(1, 1)], vec![]];
        let c = strongly_connected(&edges);
        assert_eq!(c, [vec![1, 2], vec![3], vec![0]]);
    }

    #[test]
    fn time_propagates_in_proportion_to_calls() {
        let f = |name: &str, self_time: f64, calls: i64| GprofFunction {
            name: name.into(),
            self_time,
            child_time: 0.0,
            calls,
            cycle: None,
        };
        // main -> mid (40), mid -> leaf (40), main -> leaf (40); leaf: 0.63.
        let mut functions = vec![f("main", 0.0, 0), f("mid", 0.07, 40), f("leaf", 0.63, 80)];
        let arcs: HashMap<(usize, usize), i64> = [((0, 1), 40), ((1, 2), 40), ((0, 2), 40)]
            .into_iter()
            .collect();
        propagate(&mut functions, &arcs);
        assert!((functions[1].child_time - 0.315).abs() < 1e-9);
        assert!((functions[0].child_time - (0.07 + 0.315 + 0.315)).abs() < 1e-9);
    }
}
