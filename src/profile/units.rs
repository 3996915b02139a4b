//! Values as reports print them: sample counts as plain numbers, times (a
//! `gmon.out` histogram, in nanoseconds) as Go pprof prints durations:
//! `1.14s`, `650ms`, `10us`.

/// What a profile's values count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Unit {
    /// Samples (gperftools, DCPI).
    #[default]
    Samples,
    /// Nanoseconds of CPU time (gmon.out).
    Nanoseconds,
}

impl Unit {
    /// The unit of a profile's `sample_type.unit`.
    pub fn of(unit: &str) -> Unit {
        match unit {
            "nanoseconds" => Unit::Nanoseconds,
            _ => Unit::Samples,
        }
    }

    /// `value` in this unit, as reports print it.
    pub fn format(self, value: i64) -> String {
        match self {
            Unit::Samples => value.to_string(),
            Unit::Nanoseconds => duration(value),
        }
    }

    /// A count in an annotated listing: `.` for zero, as perl's `UnparseAlt`;
    /// durations right-aligned in 8 columns (`110.17ms`), where perl's
    /// layout gives sample counts 6.
    pub fn cell(self, value: i64) -> String {
        let text = if value == 0 {
            ".".into()
        } else {
            self.format(value)
        };
        match self {
            Unit::Samples => text,
            Unit::Nanoseconds => format!("{text:>8}"),
        }
    }

    /// The unit's name in the graph legend: `samples`, `time`.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Samples => "samples",
            Unit::Nanoseconds => "time",
        }
    }

    /// `value` as a dot attribute: a bare number, or a quoted duration.
    pub fn label(self, value: i64) -> String {
        match self {
            Unit::Samples => value.to_string(),
            Unit::Nanoseconds => format!("\"{}\"", duration(value)),
        }
    }

    /// The `Total:` line's value: `170 samples`, `1.14s`.
    pub fn total(self, value: i64) -> String {
        match self {
            Unit::Samples => format!("{value} samples"),
            Unit::Nanoseconds => duration(value),
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
        assert_eq!(Unit::Samples.total(170), "170 samples");
    }
}
