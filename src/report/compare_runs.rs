//! Comparing groups of runs (`compare_runs`): for every node of a
//! difference report, each group's mean per run, the difference of the
//! means, its 95% interval, and whether the change is significant once the
//! false discoveries of testing every node are controlled.
//!
//! Each node is Welch's two-sample t-test of its per-run values (flat, or
//! cum when the report sorts by cum): the groups need not have the same
//! number of runs nor the same spread, and a profile's per-run values are
//! sums of many samples, near enough normal. The 95% interval is Welch's
//! (unadjusted). Testing hundreds of nodes at 5% would mark some by
//! chance, so the marks control the false-discovery rate at 5% over every
//! node tested, with Benjamini–Yekutieli's step-up rather than
//! Benjamini–Hochberg's:
//! - BY holds under any dependence between the tests, and a profile's
//!   nodes are dependent: a caller's cum holds its callees', a longer run
//!   lifts every node, and with `normalize` a function that grew lowers
//!   every other's share (a negative dependence BH is not proven for).
//! - BH bounds the expected share of false marks *per report*. In a report
//!   with one real change, that change is found and the line for the others
//!   doubles, so about 2q of a report's marks are false and, over many
//!   reports, nearly 10% of all marks (measured: 9 of 109 marks over 100
//!   seeds of `benches/compare_runs_power.py`). BY's line is lower by
//!   `c(m) = 1 + 1/2 + ... + 1/m` (5.9 for 200 nodes).
//! - A family-wise correction such as Holm's would miss more real changes
//!   in a profile of hundreds of functions.
//!
//! By default each run's absolute values are compared (as Go's
//! `-diff_base` compares them); with `normalize` each run's shares of its
//! own total: a run that ran longer then counts as much as a shorter one,
//! but a function that grew lowers every other function's share.

use crate::graph::{Graph, RunCounts};
use statrs::distribution::{ContinuousCDF, StudentsT};

/// The false-discovery rate the marks control.
pub const FALSE_DISCOVERY_RATE: f64 = 0.05;

/// A node's change between the groups.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Change {
    /// The base group's mean per run.
    pub base_mean: f64,
    /// The other group's mean per run.
    pub mean: f64,
    /// `mean - base_mean`.
    pub difference: f64,
    /// The 95% interval of the difference (`None` with fewer than two runs
    /// on a side).
    pub interval: Option<(f64, f64)>,
    /// Welch's two-sided p-value (`None` as the interval).
    pub p: Option<f64>,
    /// The change is significant after the false-discovery correction.
    pub significant: bool,
}

/// Every node's change, and what the comparison could conclude.
#[derive(Debug, Clone)]
pub struct Comparison {
    /// Runs of the base group.
    pub base_runs: usize,
    /// Runs of the other group.
    pub runs: usize,
    /// The values are shares of each run's total, in percent (`normalize`).
    pub shares: bool,
    /// By node of the report's graph: its change, for a node some run has.
    pub changes: Vec<Option<Change>>,
    /// How many nodes were tested.
    pub tests: usize,
    /// How many changes are significant.
    pub changed: usize,
    /// What the user should know: too few runs, or too much noise.
    pub notes: Vec<String>,
}

impl Comparison {
    /// Whether both groups have the two runs a test needs.
    pub fn concludes(&self) -> bool {
        self.base_runs >= 2 && self.runs >= 2
    }

    /// The line above the rows that says what they are.
    pub fn header(&self, value: &str) -> String {
        let what = if self.shares {
            format!("each run's share of its {value}, in percent")
        } else {
            format!("{value} per run")
        };
        if !self.concludes() {
            return format!(
                "Comparing {} base run(s) with {}: means of {what}; no interval or mark with fewer than 2 runs a side",
                self.base_runs, self.runs
            );
        }
        format!(
            "Comparing {} base runs with {}: means of {what}, the difference and its 95% interval (Welch); * marks the {} change(s) significant at a {}% false-discovery rate (Benjamini-Yekutieli) over {} nodes tested",
            self.base_runs,
            self.runs,
            self.changed,
            FALSE_DISCOVERY_RATE * 100.0,
            self.tests
        )
    }
}

/// Compares the runs of `counts` on the nodes of `graph`: each node's
/// flat values per run (its cum with `by_cum`), or their shares of each
/// run's total with `shares`.
pub fn compare(graph: &Graph, counts: &RunCounts, by_cum: bool, shares: bool) -> Comparison {
    let per_run = if by_cum { &counts.cum } else { &counts.flat };
    let value = |slot: usize, n: usize| {
        let v = per_run[slot][n] as f64;
        match (shares, counts.totals[slot]) {
            (false, _) => v,
            (true, 0) => 0.0,
            (true, total) => v * 100.0 / total as f64,
        }
    };
    let sides = (
        0..counts.base_runs,
        counts.base_runs..counts.base_runs + counts.runs,
    );
    let per_node: Vec<Option<(Vec<f64>, Vec<f64>)>> = graph
        .nodes
        .iter()
        .map(|node| {
            let n = counts.node(&node.key)?;
            let base: Vec<f64> = sides.0.clone().map(|s| value(s, n)).collect();
            let other: Vec<f64> = sides.1.clone().map(|s| value(s, n)).collect();
            Some((base, other))
        })
        .collect();
    let (changes, tests, changed) = test_all(&per_node);
    let mut comparison = Comparison {
        base_runs: counts.base_runs,
        runs: counts.runs,
        shares,
        changes,
        tests,
        changed,
        notes: Vec::new(),
    };
    comparison.notes = notes(&comparison, counts, by_cum, shares);
    comparison
}

/// Tests each item's base runs against its other runs (`None`, or runs
/// all 0: not tested), and marks the significant changes over all tested:
/// the changes, how many were tested, and how many are significant.
pub fn test_all(values: &[Option<(Vec<f64>, Vec<f64>)>]) -> (Vec<Option<Change>>, usize, usize) {
    let mut changes: Vec<Option<Change>> = values
        .iter()
        .map(|v| {
            let (base, other) = v.as_ref()?;
            if base.iter().chain(other).all(|v| *v == 0.0) {
                return None;
            }
            Some(welch(base, other))
        })
        .collect();
    let tested: Vec<usize> = (0..changes.len())
        .filter(|&i| changes[i].is_some_and(|c| c.p.is_some()))
        .collect();
    let p = |i: usize| changes[i].and_then(|c| c.p).unwrap_or(1.0);
    let cut = benjamini_yekutieli(&tested.iter().map(|&i| p(i)).collect::<Vec<_>>());
    let mut changed = 0;
    for &i in &tested {
        if let Some(change) = &mut changes[i]
            && change.p.is_some_and(|p| Some(p) <= cut)
        {
            change.significant = true;
            changed += 1;
        }
    }
    (changes, tested.len(), changed)
}

/// The largest p-value Benjamini–Yekutieli's step-up rejects among `p` at
/// [`FALSE_DISCOVERY_RATE`]: the k-th smallest p-value under
/// `k q / (m c(m))`, `c(m) = 1 + 1/2 + ... + 1/m`; every test whose
/// p-value is at most it is a discovery (`None`: none is).
fn benjamini_yekutieli(p: &[f64]) -> Option<f64> {
    let mut sorted: Vec<f64> = p.to_vec();
    sorted.sort_by(f64::total_cmp);
    let m = sorted.len() as f64;
    let c: f64 = (1..=sorted.len()).map(|i| 1.0 / i as f64).sum();
    sorted
        .iter()
        .enumerate()
        .filter(|(k, p)| **p <= (*k as f64 + 1.0) * FALSE_DISCOVERY_RATE / (m * c))
        .map(|(_, p)| *p)
        .next_back()
}

/// Mean and sample variance.
fn mean_variance(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let variance = match values.len() {
        0 | 1 => 0.0,
        _ => values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0),
    };
    (mean, variance)
}

/// Welch's test of `other`'s mean against `base`'s: the difference, its
/// 95% interval and the two-sided p-value (those two only with two runs a
/// side).
fn welch(base: &[f64], other: &[f64]) -> Change {
    let (base_mean, base_var) = mean_variance(base);
    let (mean, var) = mean_variance(other);
    let difference = mean - base_mean;
    let mut change = Change {
        base_mean,
        mean,
        difference,
        interval: None,
        p: None,
        significant: false,
    };
    if base.len() < 2 || other.len() < 2 {
        return change;
    }
    let (a, b) = (base_var / base.len() as f64, var / other.len() as f64);
    let se = (a + b).sqrt();
    if se == 0.0 || !se.is_finite() {
        // Every run gave the same value on each side (small counts, or a
        // file given twice): no spread to tell a change from noise by, so
        // not tested (a p of 0 would mark it before every real change).
        return change;
    }
    // Welch–Satterthwaite degrees of freedom.
    let df = (a + b).powi(2)
        / (a.powi(2) / (base.len() - 1) as f64 + b.powi(2) / (other.len() - 1) as f64);
    let Ok(t) = StudentsT::new(0.0, 1.0, df) else {
        return change;
    };
    let half = t.inverse_cdf(0.975) * se;
    change.interval = Some((difference - half, difference + half));
    change.p = Some((2.0 * t.cdf(-(difference / se).abs())).min(1.0));
    change
}

/// A note when the groups are too small to conclude, or when nothing
/// changed significantly: how much the runs vary, and the smallest change
/// the runs could tell from it.
fn notes(comparison: &Comparison, counts: &RunCounts, by_cum: bool, shares: bool) -> Vec<String> {
    if !comparison.concludes() {
        return vec![format!(
            "compare_runs: {} base run(s) and {} other(s): at least 2 runs a side are needed to tell a change from noise; the differences shown are of the means, without intervals",
            comparison.base_runs, comparison.runs
        )];
    }
    if comparison.changed > 0 {
        return Vec::new();
    }
    // How much the busiest nodes' values vary from run to run.
    let per_run = if by_cum { &counts.cum } else { &counts.flat };
    let n = per_run.first().map_or(0, Vec::len);
    let mut variation: Vec<(f64, f64)> = (0..n)
        .filter_map(|node| {
            let values: Vec<f64> = (0..per_run.len())
                .map(|slot| match (shares, counts.totals[slot]) {
                    (true, t) if t != 0 => per_run[slot][node] as f64 / t as f64,
                    _ => per_run[slot][node] as f64,
                })
                .collect();
            let cv = |side: &[f64]| {
                let (mean, variance) = mean_variance(side);
                (mean > 0.0).then(|| variance.sqrt() / mean)
            };
            let (base, other) = values.split_at(counts.base_runs);
            let (mean, _) = mean_variance(&values);
            Some((mean, (cv(base)? + cv(other)?) / 2.0))
        })
        .collect();
    variation.sort_by(|a, b| b.0.total_cmp(&a.0));
    variation.truncate(10);
    let mut cvs: Vec<f64> = variation.iter().map(|v| v.1).collect();
    cvs.sort_by(f64::total_cmp);
    let Some(&cv) = cvs.get(cvs.len() / 2) else {
        return Vec::new();
    };
    // A change of about 2.8 standard errors is found 80% of the time at 5%.
    let smallest =
        2.8 * cv * (1.0 / comparison.base_runs as f64 + 1.0 / comparison.runs as f64).sqrt();
    vec![format!(
        "compare_runs: no change is significant; the busiest nodes vary by {:.1}% from run to run, so with {} and {} runs changes smaller than about {:.0}% cannot be told from noise (more runs narrow it)",
        cv * 100.0,
        comparison.base_runs,
        comparison.runs,
        smallest * 100.0
    )]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn welch_matches_a_known_case() {
        // scipy.stats.ttest_ind(other, base, equal_var=False): t = 22.603,
        // df = 6.9008, p = 9.968e-8; the interval from stats.t.ppf(0.975).
        let change = welch(&[20.1, 19.8, 20.4, 20.0], &[23.9, 24.3, 24.1, 24.5, 23.8]);
        assert!((change.difference - 4.045).abs() < 1e-9);
        let (low, high) = change.interval.unwrap();
        assert!(
            (low - 3.620602).abs() < 1e-5 && (high - 4.469398).abs() < 1e-5,
            "{low} {high}"
        );
        let p = change.p.unwrap();
        assert!((p / 9.967952e-8 - 1.0).abs() < 1e-4, "{p}");
        let one = welch(&[1.0], &[2.0, 3.0]);
        assert_eq!((one.interval, one.p), (None, None));
        assert_eq!(one.difference, 1.5);
    }

    #[test]
    fn benjamini_yekutieli_takes_the_largest_p_under_its_line() {
        // m = 4, c = 25/12: the lines are 0.006, 0.012, 0.018, 0.024;
        // step-up: 0.015 is over its line, but 0.017 under its own.
        assert_eq!(benjamini_yekutieli(&[0.02, 0.001, 0.5, 0.011]), Some(0.011));
        assert_eq!(
            benjamini_yekutieli(&[0.017, 0.001, 0.6, 0.015]),
            Some(0.017)
        );
        assert_eq!(benjamini_yekutieli(&[0.02, 0.3]), None);
        assert_eq!(benjamini_yekutieli(&[]), None);
    }
}
