//! The totals of the samples a report shows, and the denominator its
//! percentages are taken of.

use crate::profile::Sample;

/// Sums over the samples a report counts (those that give some node a flat
/// value).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Totals {
    /// The sum of their values (perl pprof's total; a difference may be
    /// negative, or zero).
    pub signed: i64,
    /// The sum of their |values|.
    pub abs: i64,
    /// The sum of the |values| of the samples of a `--diff_base` base
    /// ([`Sample::is_diff_base`]).
    pub diff_base_abs: i64,
    /// True when some value is negative (the report shows a difference).
    pub negative: bool,
}

impl Totals {
    /// Counts `value`, the value of `sample`.
    pub fn add(&mut self, sample: &Sample, value: i64) {
        self.signed = self.signed.saturating_add(value);
        self.abs = self.abs.saturating_add(value.saturating_abs());
        if sample.is_diff_base() {
            self.diff_base_abs = self.diff_base_abs.saturating_add(value.saturating_abs());
        }
        self.negative |= value < 0;
    }

    /// Adds the totals of other samples.
    pub fn add_totals(&mut self, other: &Totals) {
        self.signed = self.signed.saturating_add(other.signed);
        self.abs = self.abs.saturating_add(other.abs);
        self.diff_base_abs = self.diff_base_abs.saturating_add(other.diff_base_abs);
        self.negative |= other.negative;
    }

    /// What percentages are of, as Go pprof's `computeTotal`: the sum of
    /// |values|, or, when some samples are of a `--diff_base` base, the sum
    /// of theirs only. Without negative values, the sum of the values.
    pub fn percent_total(&self) -> i64 {
        if self.diff_base_abs > 0 {
            self.diff_base_abs
        } else {
            self.abs
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::{DIFF_BASE_LABEL, Label, LabelValue};

    #[test]
    fn percentages_of_abs_values_or_of_the_diff_base() {
        let plain = Sample::new(Vec::new(), &[]);
        let mut base = plain.clone();
        base.labels.push(Label {
            key: DIFF_BASE_LABEL.into(),
            value: LabelValue::Str("true".into()),
        });
        let mut t = Totals::default();
        t.add(&plain, 5);
        assert_eq!((t.signed, t.percent_total(), t.negative), (5, 5, false));
        t.add(&plain, -3);
        assert_eq!((t.signed, t.percent_total(), t.negative), (2, 8, true));
        t.add(&base, -4);
        assert_eq!((t.signed, t.abs, t.percent_total()), (-2, 12, 4));
    }
}
