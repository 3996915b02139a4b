//! Crediting a histogram profile to the program's functions, as gprof
//! credits it: each bin's time to the functions it overlaps, the arcs to the
//! functions they leave and enter. The result is samples of the profile's
//! three types (time, calls, executions), which every report reads, and
//! gprof's own sums of the histogram, which only gprof's reports read.

use super::symbols::ProgramFunctions;
use crate::profile::{Builder, Histogram, Label, LabelValue, Profile};
use std::collections::HashMap;

/// The label that keeps an arc's calling site (its caller frame is the
/// site, or the caller's entry when the site lies past its code).
pub(crate) const SITE_LABEL: &str = "call site";

/// A gmon.out's histogram time as gprof sums it, in ticks: one credit per
/// bin and function, added up bin by bin in floating point. The samples
/// carry the same time in whole nanoseconds, spread over addresses; these
/// sums keep gprof's rounding, which decides the order of its ties.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct HistogramTicks {
    /// Each credited function's entry address and ticks, by entry.
    pub functions: Vec<(u64, f64)>,
    /// The counts of all bins (gprof's `% time` divides by them).
    pub total: f64,
    /// Ticks per second: the profiling rate (gprof's `hz`), exact where the
    /// period in whole nanoseconds is not.
    pub hz: f64,
}

/// The functions of the profiling runtime that gprof never shows nor
/// counts: binutils' `default_excluded_list`.
const EXCLUDED: [&str; 6] = [
    "_gprof_mcount",
    "mcount",
    "_mcount",
    "__mcount",
    "__mcount_internal",
    "__mcleanup",
];

/// Bins wider than this many 2-byte units are not spread over their units
/// (a hostile file could make one bin cover the whole address space), nor
/// are any once this many units have been spread in a profile.
const MAX_SPREAD_UNITS: u64 = 1024;
const MAX_SPREAD_TOTAL: u64 = 1 << 18;

/// Adds the samples of `histogram` to `profile` (time at addresses, then
/// calls as caller→callee stacks, then executions of basic blocks) and
/// returns gprof's sums.
pub(crate) fn credit(
    profile: &mut Profile,
    histogram: &Histogram,
    functions: &ProgramFunctions,
) -> HistogramTicks {
    let mut builder = Builder::new(std::mem::take(profile));
    let (mut time, mut ticks) = spread(histogram, &functions.ranges);
    // gprof leaves the profiling runtime out of every report and of the
    // total its percentages are of (binutils' `default_excluded_list`).
    let excluded: Vec<(u64, u64)> = functions
        .symbols
        .iter()
        .filter(|s| EXCLUDED.contains(&s.name.as_str()))
        .filter_map(|s| functions.ranges.iter().find(|r| r.0 == s.address).copied())
        .collect();
    let is_excluded = |address: u64| {
        excluded
            .iter()
            .any(|&(lo, hi)| lo <= address && address < hi)
    };
    time.retain(|&(address, _)| !is_excluded(address));
    ticks.functions.retain(|&(entry, t)| {
        let keep = !is_excluded(entry);
        if !keep {
            ticks.total -= t;
        }
        keep
    });
    for (address, ns) in time {
        let location = builder.location(address);
        builder.add(vec![location], &[ns.round() as i64, 0, 0]);
    }
    add_counts(&mut builder, histogram, &functions.ranges);
    *profile = builder.finish();
    ticks
}

/// Credits each bin's time to the functions it overlaps, as gprof does:
/// addresses in 2-byte units, bin edges truncated to whole units, and a
/// function credited `overlap / bin size` of the bin's count (so a bin two
/// units wide, of size 1.997, credits slightly more than its count: gprof's
/// own rounding, kept so that the numbers agree). Within a function, each
/// unit's share sits at the unit's odd byte, so that lines and instructions
/// get what `gprof -l` gives them; a unit past the function's code (padding)
/// is credited at the entry. Returns the nanoseconds per address, by
/// address, and gprof's sums.
fn spread(histogram: &Histogram, functions: &[(u64, u64)]) -> (Vec<(u64, f64)>, HistogramTicks) {
    const UNIT: u64 = 2;
    let rate = histogram.rate.max(1);
    let tick = 1e9 / f64::from(rate);
    let starts: Vec<u64> = functions.iter().map(|f| f.0 / UNIT).collect();
    let mut time: HashMap<u64, f64> = HashMap::new();
    // gprof's own sums: one credit per bin and function, in ticks.
    let mut ticks: Vec<f64> = vec![0.0; functions.len()];
    let mut total_ticks = 0.0;
    let mut budget = MAX_SPREAD_TOTAL;
    for h in &histogram.ranges {
        let scale = ((h.high - h.low) / UNIT) as f64 / h.bins.len() as f64;
        let low = h.low / UNIT;
        for (i, &count) in h.bins.iter().enumerate().filter(|(_, c)| **c > 0) {
            let lo = low + (scale * i as f64) as u64;
            let hi = low + (scale * (i + 1) as f64) as u64;
            let ns = count as f64 * tick;
            total_ticks += count as f64;
            // For gprof, functions run from their entry to the next one's.
            let first = starts.partition_point(|&s| s <= lo).saturating_sub(1);
            let mut credited = false;
            for k in first..starts.len() {
                let (s, e) = (starts[k], starts.get(k + 1).copied().unwrap_or(u64::MAX));
                if s >= hi {
                    break;
                }
                let units = lo.max(s)..hi.min(e);
                if units.is_empty() {
                    continue;
                }
                credited = true;
                ticks[k] += (units.end - units.start) as f64 * count as f64 / scale;
                let per_unit = ns / scale;
                // Units whose odd byte (the line or instruction gprof gives
                // the unit to: the last to start in it) is in the function's
                // code, each at that byte; the others (padding) at the entry.
                let (entry, end) = functions[k];
                let code_end = (end / UNIT).clamp(units.start, units.end);
                let padding = units.end - code_end;
                if padding > 0 {
                    *time.entry(entry).or_default() += per_unit * padding as f64;
                }
                let code = units.start..code_end;
                let n = code.end - code.start;
                if n > MAX_SPREAD_UNITS.min(budget) {
                    // Too wide to tell lines apart: all at its start.
                    *time.entry(code.start * UNIT + 1).or_default() += per_unit * n as f64;
                } else {
                    budget -= n;
                    for unit in code {
                        *time.entry(unit * UNIT + 1).or_default() += per_unit;
                    }
                }
            }
            if !credited {
                *time.entry(lo.saturating_mul(UNIT)).or_default() += ns;
            }
        }
    }
    let sums = HistogramTicks {
        functions: functions
            .iter()
            .zip(ticks)
            .filter(|(_, t)| *t != 0.0)
            .map(|(f, t)| (f.0, t))
            .collect(),
        total: total_ticks,
        hz: f64::from(rate),
    };
    let mut entries: Vec<(u64, f64)> = time.into_iter().collect();
    entries.sort_by_key(|e| e.0);
    (entries, sums)
}

/// The arcs as two-frame samples (callee, caller) of the calls type, each
/// labelled with its calling site, and the basic-block counts as one-frame
/// samples of the executions type, in file order (gprof's reports order
/// some ties by it). An arc's end past its function's code (in no function
/// of the table) is at that function's entry, as gprof credits it.
fn add_counts(builder: &mut Builder, histogram: &Histogram, functions: &[(u64, u64)]) {
    let in_function = |address: u64| {
        let k = functions.partition_point(|f| f.0 <= address).checked_sub(1);
        match k.map(|k| functions[k]) {
            Some((entry, end)) if address >= end => entry,
            _ => address,
        }
    };
    for arc in &histogram.arcs {
        let caller = builder.location(in_function(arc.from));
        let callee = builder.location(in_function(arc.to));
        let site = Label {
            key: SITE_LABEL.into(),
            value: LabelValue::Num {
                value: arc.from as i64,
                unit: Some("address".into()),
            },
        };
        builder.push(vec![callee, caller], &[0, arc.count, 0], vec![site]);
    }
    for block in &histogram.blocks {
        let location = builder.location(block.address);
        builder.push(vec![location], &[0, 0, block.count], Vec::new());
    }
}
