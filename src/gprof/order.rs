//! The orders gprof's call graph is walked in: its depth-first walk, its
//! topological numbering (which numbers cycles), and the strongly connected
//! components (cycles), callees first.

use super::analysis::{GprofFunction, GprofGraph};

/// The rank of each function in gprof's depth-first walk: roots by
/// address, each function's callees in the reverse of their first call
/// (gprof prepends arcs to its lists).
pub(super) fn walk_order(functions: &[GprofFunction], edges: &[Vec<usize>]) -> Vec<usize> {
    let mut roots: Vec<usize> = (0..functions.len()).collect();
    roots.sort_by_key(|&f| functions[f].address);
    let mut order = vec![usize::MAX; functions.len()];
    let mut next = 0;
    for root in roots {
        let mut stack = vec![root];
        while let Some(f) = stack.pop() {
            if order[f] != usize::MAX {
                continue;
            }
            order[f] = next;
            next += 1;
            // Visit the latest first-called callee first: push it last.
            stack.extend(edges[f].iter().copied().filter(|&c| order[c] == usize::MAX));
        }
    }
    order
}

/// gprof's topological number (`top_order`) of each function: the order in
/// which its depth-first walk (as in [`walk_order`]) finishes them, a cycle
/// numbered when its head (the member met first) finishes, all its members
/// with that number.
pub(super) fn topological_numbers(graph: &GprofGraph, edges: &[Vec<usize>]) -> Vec<usize> {
    let functions = &graph.functions;
    let mut roots: Vec<usize> = (0..functions.len()).collect();
    roots.sort_by_key(|&f| functions[f].address);
    let mut number = vec![0; functions.len()];
    let mut visited = vec![false; functions.len()];
    let mut next = 0;
    for root in roots {
        if visited[root] {
            continue;
        }
        visited[root] = true;
        // (function, callees left to look at: the latest first-called first).
        let mut stack = vec![(root, edges[root].len())];
        while let Some((f, left)) = stack.last_mut() {
            let f = *f;
            if *left > 0 {
                *left -= 1;
                let callee = edges[f][*left];
                if !visited[callee] {
                    visited[callee] = true;
                    stack.push((callee, edges[callee].len()));
                }
                continue;
            }
            stack.pop();
            match functions[f].cycle.map(|c| &graph.cycles[c].members) {
                None => {
                    next += 1;
                    number[f] = next;
                }
                Some(members) if members.first() == Some(&f) => {
                    next += 1;
                    for &m in members {
                        number[m] = next;
                    }
                }
                Some(_) => {}
            }
        }
    }
    number
}

/// The strongly connected components of a graph, each component before
/// any component that calls into it.
pub(super) fn strongly_connected(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let mut index: Vec<Option<usize>> = vec![None; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0;
    let mut components = Vec::new();
    // Iterative depth-first search: (node, next edge to look at).
    for root in 0..n {
        if index[root].is_some() {
            continue;
        }
        let mut work: Vec<(usize, usize)> = vec![(root, 0)];
        while let Some(&(v, e)) = work.last() {
            if e == 0 && index[v].is_none() {
                index[v] = Some(next);
                low[v] = next;
                next += 1;
                stack.push(v);
                on_stack[v] = true;
            }
            if let Some(&w) = edges[v].get(e) {
                work.last_mut().expect("not empty").1 += 1;
                match index[w] {
                    None => work.push((w, 0)),
                    Some(wi) if on_stack[w] => low[v] = low[v].min(wi),
                    Some(_) => {}
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if Some(low[v]) == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                component.sort_unstable();
                components.push(component);
            }
        }
    }
    components
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_come_callees_first() {
        // 0 -> 1 -> 2 -> 1 (a cycle of 1 and 2), 0 -> 3.
        let edges = vec![vec![1, 3], vec![2], vec![1], vec![]];
        assert_eq!(strongly_connected(&edges), [vec![1, 2], vec![3], vec![0]]);
    }
}
