//! Values as reports print them, chosen by the profile's sample type as
//! perl pprof's `Unparse` and `Units` choose them: sample counts as plain
//! numbers; heap bytes as megabytes with one decimal (`12.3 MB`), or as
//! bytes with `--show_bytes`; objects as counts; contention delay as seconds
//! with three decimals; times of a `gmon.out` histogram (in nanoseconds) as
//! Go pprof prints durations: `1.14s`, `650ms`, `10us`. Negative values (a
//! difference of two profiles) keep their sign.
//!
//! Below [`Unit`], the one table of units (memory and time), and values and
//! percentages as Go pprof's `measurement` package prints them, for the
//! reports in Go's layout: a value of a known unit (bytes, nanoseconds) is
//! scaled to the largest unit it reaches (`1.50MB`, `30ms`), or to one unit
//! chosen for a whole report (`0.28s`, `1.68s`); counts stay plain numbers.

use crate::profile::{Label, LabelValue, ValueType};

/// Go's `-unit`, checked: how a report picks the unit its values of time
/// or memory print in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitChoice {
    /// One unit for the whole report, chosen from its smallest value and
    /// its total (Go's default, `minimum`).
    Minimum,
    /// Each value in the largest unit it reaches (`auto`).
    Auto,
    /// This unit (its canonical name: `ms`, `kB`), or for values of another
    /// kind that kind's default unit, as Go converts them.
    Named(&'static str),
}

impl UnitChoice {
    /// The choice `-unit=word` names: `minimum`, `auto`, or a unit of time
    /// or memory Go knows (`ms`, `milliseconds`, `kB`...).
    pub fn parse(word: &str) -> Option<UnitChoice> {
        match word {
            "minimum" => Some(UnitChoice::Minimum),
            "auto" => Some(UnitChoice::Auto),
            name => canonical(name).map(UnitChoice::Named),
        }
    }
}

impl std::fmt::Display for UnitChoice {
    /// As `-unit` spells it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            UnitChoice::Minimum => "minimum",
            UnitChoice::Auto => "auto",
            UnitChoice::Named(name) => name,
        })
    }
}

/// How a profile's values print.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Unit {
    /// Counts named `samples`: CPU samples (gperftools, DCPI) and, as perl
    /// names them, contentions.
    #[default]
    Samples,
    /// Nanoseconds of CPU time (gmon.out), printed as durations.
    Nanoseconds,
    /// Bytes printed as megabytes (2^20 bytes) with one decimal: `MB`.
    Megabytes,
    /// Bytes printed as bytes (`--show_bytes`): `B`.
    Bytes,
    /// Objects of a heap profile: `objects`.
    Objects,
    /// Occurrences of a perf event counted by its samples' periods
    /// (`page-faults/count`), named by the event: `page-faults`.
    Events(&'static str),
    /// Nanoseconds of contention delay printed as seconds with three
    /// decimals: `seconds`.
    Seconds,
    /// Values of a unit Go pprof knows, printed as its `-unit` asks
    /// (`ScaledLabel`: `5812.50kB`, `830ms`): in the unit `to`, or each in
    /// the largest unit it reaches when `to` is `None`.
    Scaled {
        /// The canonical name of the values' unit (`B`, `ns`).
        of: &'static str,
        /// The unit printed.
        to: OutputUnit,
    },
}

impl Unit {
    /// The unit of sample type `value_type` (`kind/unit`); `show_bytes`
    /// prints bytes as bytes rather than megabytes (perl's `--show_bytes`).
    ///
    /// `*/bytes` are bytes; `*objects/count` objects; `delay/nanoseconds`
    /// and `mean_delay/nanoseconds` (a contention profile's) seconds; other
    /// nanoseconds (a gmon.out's `time`) durations; everything else counts
    /// named `samples` (as perl names contentions too), but for the counts
    /// of a perf event ([`perf_event`]), named by the event.
    pub fn of(value_type: &ValueType, show_bytes: bool) -> Unit {
        match (value_type.kind.as_str(), value_type.unit.as_str()) {
            (_, "bytes") if show_bytes => Unit::Bytes,
            (_, "bytes") => Unit::Megabytes,
            ("delay" | "mean_delay", "nanoseconds") => Unit::Seconds,
            (_, "nanoseconds") => Unit::Nanoseconds,
            (kind, _) if kind.ends_with("objects") => Unit::Objects,
            (kind, "count") => perf_event(kind).map_or(Unit::Samples, Unit::Events),
            _ => Unit::Samples,
        }
    }

    /// The unit of values of `value_type` printed as Go's `-unit=to`
    /// prints them (`minimum` and `auto` scale each value to the largest
    /// unit it reaches; a report that chooses one unit for all its values
    /// replaces `to` by [`Unit::with_output`]); `None` for values of no
    /// unit Go knows (counts), which stay as [`Unit::of`] prints them.
    pub fn go(value_type: &ValueType, to: UnitChoice) -> Option<Unit> {
        let of = canonical(&value_type.unit)?;
        let to = match to {
            UnitChoice::Minimum | UnitChoice::Auto => None,
            UnitChoice::Named(named) => named_output(of, named),
        };
        Some(Unit::Scaled { of, to })
    }

    /// The same unit printing every value in `to` (a scaled unit only).
    pub fn with_output(self, to: OutputUnit) -> Unit {
        match self {
            Unit::Scaled { of, .. } => Unit::Scaled { of, to },
            other => other,
        }
    }

    /// `value` in this unit, as reports print it (perl's `Unparse`):
    /// `170`, `12.3` (MB), `0.250` (seconds), `1.14s`.
    pub fn format(self, value: i64) -> String {
        match self {
            Unit::Scaled { of, to } => scaled_label(value, of, to),
            Unit::Samples | Unit::Bytes | Unit::Objects | Unit::Events(_) => value.to_string(),
            Unit::Nanoseconds => duration(value),
            Unit::Megabytes => format!("{:.1}", value as f64 / 1048576.0),
            Unit::Seconds => format!("{:.3}", value as f64 / 1e9),
        }
    }

    /// A count in an annotated listing: `.` for zero, as perl's `UnparseAlt`;
    /// durations right-aligned in 8 columns (`110.17ms`), where perl's
    /// layout gives the others 6.
    pub fn cell(self, value: i64) -> String {
        let text = if value == 0 {
            ".".into()
        } else {
            self.format(value)
        };
        match self {
            Unit::Nanoseconds | Unit::Scaled { .. } => format!("{text:>8}"),
            _ => text,
        }
    }

    /// The unit's name, as perl's `Units` (`samples`, `MB`, `B`,
    /// `objects`, `seconds`); `time` for durations, which carry their own.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Samples => "samples",
            Unit::Nanoseconds => "time",
            Unit::Megabytes => "MB",
            Unit::Bytes => "B",
            Unit::Objects => "objects",
            Unit::Events(name) => name,
            Unit::Seconds => "seconds",
            Unit::Scaled { .. } => "value",
        }
    }

    /// `value` as a dot attribute: a bare number (dot reads `-1.5` as one),
    /// or a quoted duration.
    pub fn label(self, value: i64) -> String {
        match self {
            Unit::Nanoseconds => format!("\"{}\"", duration(value)),
            Unit::Scaled { .. } => format!("\"{}\"", self.format(value)),
            _ => self.format(value),
        }
    }

    /// A value with its unit's name, as the `Total:` line prints it:
    /// `170 samples`, `12.3 MB`, `0.250 seconds`; a duration alone: `1.14s`.
    pub fn total(self, value: i64) -> String {
        match self {
            Unit::Nanoseconds | Unit::Scaled { .. } => self.format(value),
            _ => format!("{} {}", self.format(value), self.name()),
        }
    }
}

/// The name of the events that sample type `kind` (of unit `count`)
/// counts, when it is a perf event's (as the perf readers name them: the
/// event's name for the sum of its periods): perf's generic hardware and
/// software events, and `events` for a tracepoint (`sched:sched_switch`).
pub fn perf_event(kind: &str) -> Option<&'static str> {
    const EVENTS: &[&str] = &[
        "alignment-faults",
        "branch-instructions",
        "branch-misses",
        "branches",
        "bus-cycles",
        "cache-misses",
        "cache-references",
        "cgroup-switches",
        "context-switches",
        "cpu-cycles",
        "cpu-migrations",
        "cs",
        "cycles",
        "emulation-faults",
        "faults",
        "idle-cycles-backend",
        "idle-cycles-frontend",
        "instructions",
        "major-faults",
        "migrations",
        "minor-faults",
        "page-faults",
        "ref-cycles",
        "stalled-cycles-backend",
        "stalled-cycles-frontend",
    ];
    match EVENTS.iter().find(|&&e| e == kind) {
        Some(e) => Some(e),
        None if kind.contains(':') && !kind.starts_with(':') => Some("events"),
        None => None,
    }
}

/// Nanoseconds in the largest unit they reach, with at most two decimals
/// (trailing zeros dropped: `2.5s`).
fn duration(ns: i64) -> String {
    if ns == 0 {
        return "0".into();
    }
    let (value, unit) = scale(ns, "nanoseconds");
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text}{unit}")
}

/// Units of one kind: canonical name and factor to the base unit.
type Units = &'static [(&'static str, f64)];

/// Memory, in bytes.
const MEMORY: Units = &[
    ("B", 1.0),
    ("kB", 1024.0),
    ("MB", 1048576.0),
    ("GB", 1073741824.0),
    ("TB", 1099511627776.0),
    ("PB", 1125899906842624.0),
];

/// Time, in nanoseconds.
const TIME: Units = &[
    ("ns", 1.0),
    ("us", 1e3),
    ("ms", 1e6),
    ("s", 1e9),
    ("hrs", 3600e9),
];

/// A unit Go's `measurement` package knows: its kind's units and the
/// factor of `unit` itself.
fn go_unit(unit: &str) -> Option<(Units, f64)> {
    // Go's sniffUnit: lower case, a plural `s` dropped past two letters.
    let lower = unit.to_ascii_lowercase();
    let name = if lower.len() > 2 {
        lower.strip_suffix('s').unwrap_or(&lower)
    } else {
        &lower
    };
    let memory = [
        ("b", 0),
        ("byte", 0),
        ("kb", 1),
        ("kbyte", 1),
        ("kilobyte", 1),
        ("mb", 2),
        ("mbyte", 2),
        ("megabyte", 2),
        ("gb", 3),
        ("gbyte", 3),
        ("gigabyte", 3),
        ("tb", 4),
        ("tbyte", 4),
        ("terabyte", 4),
        ("pb", 5),
        ("pbyte", 5),
        ("petabyte", 5),
    ];
    let time = [
        ("ns", 0),
        ("nanosecond", 0),
        ("us", 1),
        ("μs", 1),
        ("microsecond", 1),
        ("ms", 2),
        ("millisecond", 2),
        ("s", 3),
        ("sec", 3),
        ("second", 3),
        ("hour", 4),
        ("hr", 4),
    ];
    if let Some(&(_, i)) = memory.iter().find(|(a, _)| *a == name) {
        return Some((MEMORY, MEMORY[i].1));
    }
    time.iter()
        .find(|(a, _)| *a == name)
        .map(|&(_, i)| (TIME, TIME[i].1))
}

/// Go's default unit of a kind, where a named unit of another kind lands:
/// bytes, or seconds.
fn default_unit(units: Units) -> &'static str {
    if units[0].0 == "B" { "B" } else { "s" }
}

/// The canonical name of `unit` (`ms` for `milliseconds`), when Go's
/// `measurement` package knows it.
pub fn canonical(unit: &str) -> Option<&'static str> {
    let (units, factor) = go_unit(unit)?;
    units.iter().find(|(_, f)| *f == factor).map(|(n, _)| *n)
}

/// The unit values of `of` print in when `-unit` names `to` (Go's
/// `convertUnit`): `to` when it is of the same kind, else the kind's
/// default unit; `None` for values of no known unit (plain numbers).
pub fn named_output(of: &str, to: &str) -> OutputUnit {
    let (units, _) = go_unit(of)?;
    match go_unit(to) {
        Some((to_units, factor)) if std::ptr::eq(to_units, units) => {
            units.iter().find(|(_, f)| *f == factor).map(|(n, _)| *n)
        }
        _ => Some(default_unit(units)),
    }
}

/// The unit a whole report prints its values in (Go's `OutputUnit` after
/// `selectOutputUnit`): `None` scales each value to the largest unit it
/// reaches (Go's `minimum` without a report, as `-traces` prints them).
pub type OutputUnit = Option<&'static str>;

/// `value` of `unit` in `to`, or in the largest unit of its kind it
/// reaches (Go's `Scale`); plain numbers stay as they are.
fn scale_to(value: i64, unit: &str, to: OutputUnit) -> (f64, &'static str) {
    let Some((units, factor)) = go_unit(unit) else {
        return (value as f64, "");
    };
    let base = value as f64 * factor;
    if let Some(&(name, f)) = to.and_then(|to| units.iter().find(|(n, _)| *n == to)) {
        return (base / f, name);
    }
    let magnitude = base.abs();
    let (name, f) = units
        .iter()
        .rev()
        .find(|(_, f)| magnitude / f >= 1.0)
        .copied()
        // Go's default unit of the kind: bytes, or seconds.
        .unwrap_or_else(|| {
            let default = default_unit(units);
            *units
                .iter()
                .find(|(n, _)| *n == default)
                .unwrap_or(&units[0])
        });
    (base / f, name)
}

/// `value` of `unit` in nanoseconds, when `unit` is one of time.
pub(crate) fn in_nanoseconds(value: i64, unit: &str) -> Option<i64> {
    let (units, factor) = go_unit(unit)?;
    (units[0].0 == "ns").then_some((value as f64 * factor) as i64)
}

/// `value` of unit `from` in unit `to` when both are of one kind Go knows
/// (bytes, time); else `value` as it is (Go's `Scale` to a unit it cannot
/// convert to).
pub(crate) fn convert(value: i64, from: &str, to: &str) -> f64 {
    match (go_unit(from), go_unit(to)) {
        (Some((units, f)), Some((to_units, t))) if std::ptr::eq(units, to_units) => {
            value as f64 * f / t
        }
        _ => value as f64,
    }
}

/// `value` of `unit` in the largest unit of its kind it reaches.
fn scale(value: i64, unit: &str) -> (f64, &'static str) {
    scale_to(value, unit, None)
}

/// Go's `%.1f%s` of a scaled value: `980.0ms`, `11.7MB`, `340.0`.
pub(crate) fn one_decimal(value: i64, unit: &str) -> String {
    let (v, u) = scale(value, unit);
    format!("{v:.1}{u}")
}

/// Go's `ScaledLabel`: two decimals, `.00` dropped (`4kB`, `2.25kB`,
/// `30ms`), in `to` or each value in its own largest unit.
pub fn scaled_label(value: i64, unit: &str, to: OutputUnit) -> String {
    let (v, u) = scale_to(value, unit, to);
    let text = format!("{v:.2}");
    let text = text.strip_suffix(".00").unwrap_or(&text);
    if text == "0" || text == "-0" {
        return "0".into();
    }
    format!("{text}{u}")
}

/// A label's value as Go prints it: a string as it is, a number with its
/// unit scaled (`4kB`); a number without a unit takes its key's name as
/// its unit, as Go infers `bytes` for the key `bytes`.
pub(crate) fn label_text(label: &Label) -> String {
    match &label.value {
        LabelValue::Str(s) => s.to_string(),
        LabelValue::Num { value, unit } => {
            scaled_label(*value, unit.as_deref().unwrap_or(&label.key), None)
        }
    }
}

/// The smallest value Go's `selectOutputUnit` looks at: of each node's
/// |flat|, or its |cum| where flat is 0, the smallest that is not 0 (0 when
/// all are).
pub fn smallest_value(nodes: impl IntoIterator<Item = (i64, i64)>) -> i64 {
    nodes
        .into_iter()
        .map(|(flat, cum)| match flat {
            0 => cum.saturating_abs(),
            flat => flat.saturating_abs(),
        })
        .filter(|&v| v > 0)
        .min()
        .unwrap_or(0)
}

/// Go's `selectOutputUnit`: the unit of the smallest non-zero value `min`
/// (of `unit`), or a larger one when the largest value `max` is in a larger
/// unit and more than 100 times `min` (so that `min` still prints as at
/// least `0.01`); `None` for plain numbers.
pub fn report_unit(min: i64, max: i64, unit: &str) -> OutputUnit {
    let (min, max) = (min.saturating_abs(), max.saturating_abs());
    let min = if min == 0 { max } else { min };
    let (_, min_unit) = scale(min, unit);
    let (_, max_unit) = scale(max, unit);
    let chosen = if min_unit != max_unit && min.saturating_mul(100) < max {
        scale(min.saturating_mul(100), unit).1
    } else {
        min_unit
    };
    (!chosen.is_empty()).then_some(chosen)
}

/// Go's `measurement.Percentage`: `66.89%`, ` 6.60%`, `  0.1%`, `0.064%`.
pub(crate) fn percentage(value: i64, total: i64) -> String {
    let ratio = if total != 0 {
        (value as f64 / total as f64).abs() * 100.0
    } else {
        0.0
    };
    if (99.95..=100.05).contains(&ratio) {
        "  100%".into()
    } else if ratio >= 1.0 {
        format!("{ratio:5.2}%")
    } else {
        format!("{:>5}%", go_g2(ratio))
    }
}

/// C's `%.2g` (Go's too): two significant digits, trailing zeros dropped.
fn go_g2(v: f64) -> String {
    if v == 0.0 {
        return "0".into();
    }
    let exponent = v.abs().log10().floor() as i32;
    if !(-4..2).contains(&exponent) {
        // `1.5e-5` as C writes it: `1.5e-05`; `1.0e-5`: `1e-05`.
        let text = format!("{v:.1e}").replace(".0e", "e");
        let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
        let exp: i32 = exp.parse().unwrap_or(0);
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{mantissa}e{sign}{:02}", exp.abs());
    }
    let decimals = (1 - exponent).max(0) as usize;
    let text = format!("{v:.decimals$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

#[cfg(test)]
mod tests;
