//! When each sample was taken: the extension of a profile whose format
//! records sample times (perf.data, `perf script`), and the time ranges
//! `--time` selects (`perf report --time`'s forms).
//!
//! A profile's samples are summed by stack; its [`Timeline`] keeps one
//! [`Moment`] per sample recorded (its time, the summed sample it went
//! into, what it added), so a profile of a range of time is made again in
//! one pass ([`Profile::during`]) and a heat map counts the moments.

use super::{Profile, Sample, Values};
use std::fmt;

/// One sample as it was recorded: 24 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moment {
    /// When, in nanoseconds of the recording's clock (perf's is the time
    /// since boot, as `perf script` prints it).
    pub time: u64,
    /// The index of the summed sample in [`Profile::samples`] it went into.
    pub sample: u32,
    /// The sample type that counts it: it added one to this type and
    /// [`Moment::value`] to the next (an event's samples and their periods).
    pub count_type: u16,
    /// One more sample type it added [`Moment::value`] to ([`NO_TYPE`]:
    /// none): a recording's `wall` time, which sums the time on and off
    /// the CPU.
    pub also: u16,
    /// What it added to the type after `count_type` (its period).
    pub value: i64,
}

/// [`Moment::also`] of a moment that adds to no more type.
pub const NO_TYPE: u16 = u16::MAX;

impl Moment {
    /// What it added to sample type `index`: one to its count type, its
    /// value to the next and to [`Moment::also`]; `None` to any other.
    pub fn adds_to(&self, index: usize) -> Option<i64> {
        let count = usize::from(self.count_type);
        match index {
            i if i == count => Some(1),
            i if i == count + 1 || (self.also != NO_TYPE && i == usize::from(self.also)) => {
                Some(self.value)
            }
            _ => None,
        }
    }
}

/// Every sample's moment, in the order recorded, and the first and last
/// time (which percentages of a recording are taken of).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Timeline {
    moments: Vec<Moment>,
    first: u64,
    last: u64,
}

impl Timeline {
    /// The timeline of `moments`.
    pub fn new(moments: Vec<Moment>) -> Self {
        let first = moments.iter().map(|m| m.time).min().unwrap_or(0);
        let last = moments.iter().map(|m| m.time).max().unwrap_or(0);
        Timeline {
            moments,
            first,
            last,
        }
    }

    /// The moments, in the order recorded.
    pub fn moments(&self) -> &[Moment] {
        &self.moments
    }

    /// The first sample's time (0 without samples).
    pub fn first(&self) -> u64 {
        self.first
    }

    /// The last sample's time (0 without samples).
    pub fn last(&self) -> u64 {
        self.last
    }
}

/// The most moments a reader keeps (24 bytes each, 768 MiB): past them a
/// recording's sample times are dropped, with a warning (an endless stream
/// would otherwise grow without bound).
pub const MAX_MOMENTS: usize = 1 << 25;

/// A time range as `--time` gives it, not yet resolved against a
/// recording: `perf report --time`'s forms, printed as given.
#[derive(Debug, Clone, PartialEq)]
pub struct TimeSpec {
    given: String,
    form: TimeForm,
}

/// What a [`TimeSpec`] names.
#[derive(Debug, Clone, PartialEq)]
pub enum TimeForm {
    /// Timestamps in seconds (with up to nine decimals), each side of a
    /// range optional: `52067.3,52067.5`, `,52067.5`, `52067.3,`;
    /// several ranges separated by spaces, in increasing order.
    Stamps(Vec<(Option<u64>, Option<u64>)>),
    /// Fractions of the recording from its first sample to its last, as
    /// `[from, to]` pairs: `10%/2` (the second tenth), `0%-10%`, `50%`,
    /// several separated by commas.
    Share(Vec<(f64, f64)>),
}

impl TimeSpec {
    /// What it names.
    pub fn form(&self) -> &TimeForm {
        &self.form
    }
}

/// A time range `--time` cannot be.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{given}` is not a time range: {why}")]
pub struct TimeSpecError {
    given: String,
    why: &'static str,
}

impl std::str::FromStr for TimeSpec {
    type Err = TimeSpecError;

    fn from_str(given: &str) -> Result<Self, Self::Err> {
        let fail = |why| TimeSpecError {
            given: given.into(),
            why,
        };
        let text = given.trim();
        if text.is_empty() {
            return Err(fail("it is empty"));
        }
        if text.contains('%') {
            let share = text
                .split(',')
                .map(|part| share_range(part.trim()).ok_or(()))
                .collect::<Result<Vec<_>, ()>>()
                .map_err(|()| {
                    fail("percentages are `P%/N` (the Nth slice of P%), `P%-Q%` or `P%`, separated by commas, each between 0% and 100%")
                })?;
            return Ok(TimeSpec {
                given: text.into(),
                form: TimeForm::Share(share),
            });
        }
        let mut stamps = Vec::new();
        for part in text.split_whitespace() {
            let (from, to) = part.split_once(',').ok_or_else(|| {
                fail("a range is `START,STOP` in seconds, either side may be empty")
            })?;
            let from = optional_stamp(from).ok_or_else(|| {
                fail("a time is seconds with at most nine decimals, such as 52067.326820")
            })?;
            let to = optional_stamp(to).ok_or_else(|| {
                fail("a time is seconds with at most nine decimals, such as 52067.326820")
            })?;
            if let (Some(from), Some(to)) = (from, to)
                && to < from
            {
                return Err(fail("a range stops before it starts"));
            }
            stamps.push((from, to));
        }
        let ordered = stamps
            .windows(2)
            .all(|w| matches!((w[0].1, w[1].0), (Some(end), Some(start)) if end < start));
        if !ordered {
            return Err(fail(
                "several ranges must each have both ends, in increasing order, apart",
            ));
        }
        Ok(TimeSpec {
            given: text.into(),
            form: TimeForm::Stamps(stamps),
        })
    }
}

/// One percentage form: `P%/N`, `P%-Q%` or `P%`.
fn share_range(part: &str) -> Option<(f64, f64)> {
    let percent = |s: &str| -> Option<f64> {
        let value: f64 = s.trim().strip_suffix('%')?.parse().ok()?;
        (value.is_finite() && (0.0..=100.0).contains(&value)).then_some(value / 100.0)
    };
    let (from, to) = if let Some((share, n)) = part.split_once('/') {
        let share = percent(share)?;
        let n: u32 = n.trim().parse().ok()?;
        if share <= 0.0 || n == 0 {
            return None;
        }
        (share * f64::from(n - 1), share * f64::from(n))
    } else if let Some((from, to)) = part.split_once('-') {
        (percent(from)?, percent(to)?)
    } else {
        let share = percent(part)?;
        if share <= 0.0 {
            return None;
        }
        (0.0, share)
    };
    (from <= to && to <= 1.0 + 1e-9).then_some((from, to.min(1.0)))
}

/// A time in seconds with up to nine decimals, in nanoseconds; `Some(None)`
/// for an empty side (or perf's `0`, which means none either).
fn optional_stamp(text: &str) -> Option<Option<u64>> {
    let text = text.trim();
    if text.is_empty() {
        return Some(None);
    }
    let (secs, frac) = text.split_once('.').unwrap_or((text, ""));
    if secs.is_empty() && frac.is_empty() || frac.len() > 9 {
        return None;
    }
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if !digits(secs) || !digits(frac) {
        return None;
    }
    let secs: u64 = if secs.is_empty() {
        0
    } else {
        secs.parse().ok()?
    };
    let nanos: u64 = if frac.is_empty() {
        0
    } else {
        frac.parse::<u64>().ok()? * 10u64.pow(9 - frac.len() as u32)
    };
    let ns = secs.checked_mul(1_000_000_000)?.checked_add(nanos)?;
    Some((ns != 0).then_some(ns))
}

impl fmt::Display for TimeSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.given)
    }
}

/// Nanoseconds as perf prints a sample's time: seconds with six decimals
/// (nine when the microseconds do not say it exactly).
pub fn seconds(ns: u64) -> String {
    let (secs, nanos) = (ns / 1_000_000_000, ns % 1_000_000_000);
    if nanos.is_multiple_of(1000) {
        format!("{secs}.{:06}", nanos / 1000)
    } else {
        format!("{secs}.{nanos:09}")
    }
}

/// Inclusive ranges of nanoseconds on a recording's clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeRanges(Vec<(u64, u64)>);

impl TimeRanges {
    /// The ranges, `[from, to]` each.
    pub fn ranges(&self) -> &[(u64, u64)] {
        &self.0
    }

    /// True when `time` falls in one of them.
    pub fn contains(&self, time: u64) -> bool {
        self.0.iter().any(|&(from, to)| from <= time && time <= to)
    }
}

impl fmt::Display for TimeRanges {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &(from, to)) in self.0.iter().enumerate() {
            let gap = if i > 0 { " " } else { "" };
            write!(f, "{gap}{},{}", seconds(from), seconds(to))?;
        }
        Ok(())
    }
}

impl TimeSpec {
    /// The ranges of a recording whose samples run from `first` to `last`,
    /// as perf resolves them: a percentage of that span rounded to the
    /// nanosecond, its end one before the next slice's start (but the last
    /// sample's time for a slice that ends the recording); a missing side
    /// is the recording's start or end.
    pub fn resolve(&self, first: u64, last: u64) -> TimeRanges {
        match &self.form {
            // A missing side is the first or the last sample (no sample
            // is before or after them).
            TimeForm::Stamps(ranges) => TimeRanges(
                ranges
                    .iter()
                    .map(|&(from, to)| (from.unwrap_or(first), to.unwrap_or(last)))
                    .collect(),
            ),
            TimeForm::Share(ranges) => {
                let span = (last - first.min(last)) as f64;
                TimeRanges(
                    ranges
                        .iter()
                        .map(|&(from, to)| {
                            let at = |share: f64| {
                                first
                                    .saturating_add((share * span).round() as u64)
                                    .min(last)
                            };
                            let (start, mut end) = (at(from), at(to));
                            if end > start && end != last {
                                end -= 1;
                            }
                            (start, end)
                        })
                        .collect(),
                )
            }
        }
    }
}

/// A profile of part of a recording, made by [`Profile::during`].
#[derive(Debug)]
pub struct During {
    /// The samples taken in the ranges, summed as the whole profile's.
    pub profile: Profile,
    /// The ranges, resolved.
    pub ranges: TimeRanges,
    /// How many recorded samples fell in them, and how many there were.
    pub kept: usize,
    /// How many samples the recording has.
    pub recorded: usize,
}

impl Profile {
    /// The profile of the samples taken in the ranges `spec` names,
    /// resolved against this recording's first and last sample: every
    /// sample's values added up again from its moments in range (a sample
    /// with none is left out), its timeline those moments. `None` when the
    /// profile keeps no sample times.
    pub fn during(&self, spec: &TimeSpec) -> Option<During> {
        let timeline = self.timeline.as_deref()?;
        let ranges = spec.resolve(timeline.first(), timeline.last());
        let types = self.sample_types.len();
        let mut values: Vec<Option<Values>> = vec![None; self.samples.len()];
        let mut kept = Vec::new();
        for m in timeline.moments() {
            if !ranges.contains(m.time) {
                continue;
            }
            let Some(slot) = values.get_mut(m.sample as usize) else {
                continue;
            };
            let v = slot.get_or_insert_with(|| Values::from_elem(0, types));
            for (i, value) in v.iter_mut().enumerate() {
                if let Some(add) = m.adds_to(i) {
                    *value = value.saturating_add(add);
                }
            }
            kept.push(*m);
        }
        // The samples kept, renumbered in order.
        let mut index = vec![u32::MAX; self.samples.len()];
        let mut samples = Vec::new();
        for (i, (sample, v)) in self.samples.iter().zip(values).enumerate() {
            if let Some(values) = v {
                index[i] = samples.len() as u32;
                samples.push(Sample {
                    stack: sample.stack.clone(),
                    values,
                    labels: sample.labels.clone(),
                });
            }
        }
        for m in &mut kept {
            m.sample = index[m.sample as usize];
        }
        let recorded = timeline.moments().len();
        let count = kept.len();
        let profile = Profile {
            samples,
            locations: self.locations.clone(),
            functions: self.functions.clone(),
            mappings: self.mappings.clone(),
            histogram: self.histogram.clone(),
            timeline: Some(Box::new(Timeline::new(kept))),
            ..self.clone_header()
        };
        Some(During {
            profile,
            ranges,
            kept: count,
            recorded,
        })
    }
}

#[cfg(test)]
mod tests;
