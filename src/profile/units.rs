//! Values as reports print them, chosen by the profile's sample type as
//! perl pprof's `Unparse` and `Units` choose them: sample counts as plain
//! numbers; heap bytes as megabytes with one decimal (`12.3 MB`), or as
//! bytes with `--show_bytes`; objects as counts; contention delay as seconds
//! with three decimals; times of a `gmon.out` histogram (in nanoseconds) as
//! Go pprof prints durations: `1.14s`, `650ms`, `10us`. Negative values (a
//! difference of two profiles) keep their sign.

use crate::profile::ValueType;
use crate::profile::go_units::{self, OutputUnit, scaled_label};

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
    /// named `samples` (as perl names contentions too).
    pub fn of(value_type: &ValueType, show_bytes: bool) -> Unit {
        match (value_type.kind.as_str(), value_type.unit.as_str()) {
            (_, "bytes") if show_bytes => Unit::Bytes,
            (_, "bytes") => Unit::Megabytes,
            ("delay" | "mean_delay", "nanoseconds") => Unit::Seconds,
            (_, "nanoseconds") => Unit::Nanoseconds,
            (kind, _) if kind.ends_with("objects") => Unit::Objects,
            _ => Unit::Samples,
        }
    }

    /// The unit of values of `value_type` printed as Go's `-unit=to`
    /// prints them (`minimum` and `auto` scale each value to the largest
    /// unit it reaches; a report that chooses one unit for all its values
    /// replaces `to` by [`Unit::with_output`]); `None` for values of no
    /// unit Go knows (counts), which stay as [`Unit::of`] prints them.
    pub fn go(value_type: &ValueType, to: &str) -> Option<Unit> {
        let of = go_units::canonical(&value_type.unit)?;
        let to = match to {
            "minimum" | "auto" => None,
            named => go_units::named_output(of, named),
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
            Unit::Samples | Unit::Bytes | Unit::Objects => value.to_string(),
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

/// Nanoseconds in the largest unit they reach, with at most two decimals.
fn duration(ns: i64) -> String {
    if ns == 0 {
        return "0".into();
    }
    let magnitude = ns.unsigned_abs();
    let (scale, unit) = [(1e9, "s"), (1e6, "ms"), (1e3, "us")]
        .into_iter()
        .find(|(scale, _)| magnitude as f64 >= *scale)
        .unwrap_or((1.0, "ns"));
    let text = format!("{:.2}", ns as f64 / scale);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text}{unit}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(kind: &str, unit: &str, show_bytes: bool) -> Unit {
        Unit::of(&ValueType::new(kind, unit), show_bytes)
    }

    #[test]
    fn durations_like_go_pprof() {
        let f = |ns| Unit::Nanoseconds.format(ns);
        assert_eq!(f(0), "0");
        assert_eq!(f(1_140_000_000), "1.14s");
        assert_eq!(f(650_000_000), "650ms");
        assert_eq!(f(2_500_000_000), "2.5s");
        assert_eq!(f(10_000_000), "10ms");
        assert_eq!(f(3_333_333), "3.33ms");
        assert_eq!(f(1_500), "1.5us");
        assert_eq!(f(12), "12ns");
        assert_eq!(f(-650_000_000), "-650ms");
        assert_eq!(Unit::Samples.total(170), "170 samples");
    }

    #[test]
    fn units_of_every_sample_type() {
        assert_eq!(unit("samples", "count", false), Unit::Samples);
        assert_eq!(unit("time", "nanoseconds", false), Unit::Nanoseconds);
        for kind in ["inuse_space", "alloc_space", "space"] {
            assert_eq!(unit(kind, "bytes", false), Unit::Megabytes);
            assert_eq!(unit(kind, "bytes", true), Unit::Bytes);
        }
        for kind in ["inuse_objects", "alloc_objects", "objects"] {
            assert_eq!(unit(kind, "count", false), Unit::Objects);
            assert_eq!(unit(kind, "count", true), Unit::Objects);
        }
        assert_eq!(unit("delay", "nanoseconds", false), Unit::Seconds);
        assert_eq!(unit("mean_delay", "nanoseconds", false), Unit::Seconds);
        assert_eq!(unit("contentions", "count", false), Unit::Samples);
        assert_eq!(unit("", "", false), Unit::Samples);
    }

    #[test]
    fn values_as_perl_unparses_them() {
        // 12.3 MB: %.1f of value / 2^20, C's rounding of the exact binary value.
        assert_eq!(Unit::Megabytes.format(12_897_485), "12.3");
        assert_eq!(Unit::Megabytes.format(262_144), "0.2");
        assert_eq!(Unit::Megabytes.format(786_432), "0.8");
        assert_eq!(Unit::Megabytes.format(0), "0.0");
        assert_eq!(Unit::Megabytes.format(-1_572_864), "-1.5");
        assert_eq!(Unit::Megabytes.format(-10), "-0.0");
        assert_eq!(Unit::Bytes.format(-4096), "-4096");
        assert_eq!(Unit::Objects.format(37), "37");
        assert_eq!(Unit::Seconds.format(250_000_000), "0.250");
        assert_eq!(Unit::Seconds.format(-1_234_567_890), "-1.235");
        assert_eq!(Unit::Megabytes.total(12_897_485), "12.3 MB");
        assert_eq!(Unit::Bytes.total(4096), "4096 B");
        assert_eq!(Unit::Objects.total(37), "37 objects");
        assert_eq!(Unit::Seconds.total(250_000_000), "0.250 seconds");
        assert_eq!(Unit::Samples.total(-3), "-3 samples");
    }

    #[test]
    fn cells_and_labels() {
        assert_eq!(Unit::Megabytes.cell(0), ".");
        assert_eq!(Unit::Megabytes.cell(1_048_576), "1.0");
        assert_eq!(Unit::Seconds.cell(-5_000_000), "-0.005");
        assert_eq!(Unit::Nanoseconds.cell(0), "       .");
        assert_eq!(Unit::Megabytes.label(-1_572_864), "-1.5");
        assert_eq!(Unit::Nanoseconds.label(650_000_000), "\"650ms\"");
    }

    #[test]
    fn units_as_go_pprofs_unit_option_prints_them() {
        let space = ValueType::new("inuse_space", "bytes");
        let kb = Unit::go(&space, "kB").unwrap();
        assert_eq!(kb.format(5_952_000), "5812.50kB");
        assert_eq!(kb.total(4_718_592), "4608kB");
        // A unit of another kind: the kind's default, as Go.
        assert_eq!(
            Unit::go(&space, "ms").unwrap().format(4_718_592),
            "4718592B"
        );
        let auto = Unit::go(&space, "auto").unwrap();
        assert_eq!(auto.format(4_718_592), "4.50MB");
        let cpu = ValueType::new("cpu", "nanoseconds");
        assert_eq!(
            Unit::go(&cpu, "ms").unwrap().format(1_700_000_000),
            "1700ms"
        );
        assert_eq!(
            Unit::go(&cpu, "minimum")
                .unwrap()
                .with_output(Some("s"))
                .format(10_000_000),
            "0.01s"
        );
        assert_eq!(Unit::go(&ValueType::new("samples", "count"), "ms"), None);
    }
}
