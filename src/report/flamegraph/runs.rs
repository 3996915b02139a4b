//! The differential flame graph of groups of runs compared
//! (`compare_runs`): each frame's value in every run, tested as the text
//! report tests a node, so that only the significant changes are coloured
//! and each frame's tooltip gives its change and interval.

use super::Node;
use crate::graph::collapsed::{Grouped, Stacks};
use crate::profile::units::Unit;
use crate::profile::{Run, Runs};
use crate::report::compare_runs::{Change, test_all};
use crate::report::text::{run_interval, run_value, signed_run_value};
use foldhash::HashMap;

/// Each run's folded stacks, frame names shared with the graph's.
pub struct RunStacks {
    /// Runs of the base group.
    pub base_runs: usize,
    /// Per run, the base's first: its stacks, positive.
    pub stacks: Vec<Stacks>,
}

impl RunStacks {
    /// The runs `compared` of `grouped`, whose groups are named by
    /// [`Run::name`] (a run without samples has no stacks).
    pub fn new(grouped: Grouped, compared: Runs) -> RunStacks {
        let base_runs = compared.base;
        let mut stacks = vec![Stacks::new(); compared.base + compared.other];
        for (name, mut run_stacks) in grouped.groups {
            let (slot, sign) = match Run::parse(&name) {
                Some(Run::Base(i)) if i < compared.base => (i, -1),
                Some(Run::Profile(i)) if i < compared.other => (base_runs + i, 1),
                _ => continue,
            };
            for (_, v) in &mut run_stacks {
                *v = v.saturating_mul(sign);
            }
            stacks[slot] = run_stacks;
        }
        RunStacks { base_runs, stacks }
    }

    /// Every run's stacks reversed (leaf first), as the graph's.
    pub fn reverse(&mut self) {
        for (stack, _) in self.stacks.iter_mut().flatten() {
            stack.reverse();
        }
    }

    /// Each drawn frame's change (by node of `nodes`, whose children are
    /// found by `names`' indices): the sums of each run's stacks through
    /// it, tested.
    pub fn changes(&self, nodes: &[Node], names: &[String]) -> Vec<Option<Change>> {
        let index: HashMap<&str, u32> = names
            .iter()
            .enumerate()
            .map(|(i, n)| (n.as_str(), i as u32))
            .collect();
        let child: HashMap<(usize, u32), usize> = nodes
            .iter()
            .enumerate()
            .flat_map(|(n, node)| node.children.iter().map(move |&c| (n, c)))
            .filter_map(|(n, c)| Some(((n, *index.get(nodes[c].name)?), c)))
            .collect();
        let slots = self.stacks.len();
        let mut values = vec![vec![0.0f64; slots]; nodes.len()];
        for (slot, stacks) in self.stacks.iter().enumerate() {
            for (stack, value) in stacks {
                let mut node = 0;
                values[0][slot] += *value as f64;
                for name in stack {
                    let Some(&next) = child.get(&(node, *name)) else {
                        break;
                    };
                    node = next;
                    values[node][slot] += *value as f64;
                }
            }
        }
        // The root, `all`, is every sample: not a frame of the program.
        let per_node: Vec<Option<(Vec<f64>, Vec<f64>)>> = values
            .into_iter()
            .enumerate()
            .map(|(n, mut v)| {
                let other = v.split_off(self.base_runs);
                (n != 0).then_some((v, other))
            })
            .collect();
        test_all(&per_node).0
    }
}

/// The fill of a frame of groups of runs compared: red where it grew, blue
/// where it shrank, the deeper the larger, for a significant change; grey
/// otherwise.
pub fn colour(change: Option<&Change>, max: f64) -> String {
    match change {
        Some(c) if c.significant => {
            let fade = (210.0 * (1.0 - c.difference.abs() / max.max(f64::MIN_POSITIVE)))
                .clamp(0.0, 210.0) as u8;
            if c.difference > 0.0 {
                format!("rgb(255,{fade},{fade})")
            } else {
                format!("rgb({fade},{fade},255)")
            }
        }
        _ => "rgb(215,215,215)".to_string(),
    }
}

/// A frame's tooltip: its change per run, interval and means.
pub fn tip(name: &str, change: Option<&Change>, unit: Unit) -> String {
    let Some(c) = change else {
        return format!("{name} (not tested: every sample)");
    };
    let value = |v: f64| run_value(v, unit, false);
    let interval =
        run_interval(c, unit, false).map_or(String::new(), |i| format!(", 95% interval {i}"));
    let verdict = match (c.significant, c.p.is_some()) {
        (true, _) => "significant",
        (false, true) => "not significant",
        (false, false) => "not tested: the same in every run",
    };
    format!(
        "{name} ({} per run{interval}: {verdict}; base {}, new {})",
        signed_run_value(c.difference, unit, false),
        value(c.base_mean),
        value(c.mean)
    )
}
