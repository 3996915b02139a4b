//! `--tagfocus` and `--tagignore`: which samples a report looks at, by
//! their labels, as Go pprof's `compileTagFilter` reads them.
//!
//! A filter is `[KEY=]VALUE`. VALUE is a number range, `32kB` (equal to),
//! `4mb:` (at least), `:64kb` (at most) or `12kb:64mb` (between, both
//! included), matched against numeric labels (of KEY, or of any key) in
//! the same kind of unit (bytes, seconds, or plain numbers); or else
//! comma-separated regular expressions: with a KEY, a sample matches when
//! its KEY label has a value some expression matches; without, when every
//! expression matches some `key:value` of its string labels.

use crate::profile::{LabelValue, Sample};
use regex::Regex;

/// A `--tagfocus` or `--tagignore` filter that does not parse: one of its
/// regular expressions.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{expression}: {error}")]
pub struct TagFilterError {
    /// The regular expression, as written.
    pub expression: String,
    /// Why it does not parse.
    pub error: regex::Error,
}

/// One `--tagfocus` or `--tagignore` filter.
#[derive(Debug, Clone)]
pub struct TagFilter {
    key: Option<String>,
    test: Test,
    /// The filter as written.
    text: String,
}

impl std::fmt::Display for TagFilter {
    /// The filter as it was written.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

#[derive(Debug, Clone)]
enum Test {
    Regexes(Vec<Regex>),
    Range {
        kind: UnitKind,
        low: Option<f64>,
        high: Option<f64>,
    },
}

/// What a unit measures; values are compared in its base unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum UnitKind {
    Plain,
    Bytes,
    Nanoseconds,
}

/// The kind and scale (to bytes, nanoseconds or 1) of a unit, as Go's
/// `measurement` package names them; `None` for a unit it does not know.
fn unit(name: &str) -> Option<(UnitKind, f64)> {
    let lower = name.to_ascii_lowercase();
    let bytes = |power: i32| Some((UnitKind::Bytes, 1024f64.powi(power)));
    let time = |scale: f64| Some((UnitKind::Nanoseconds, scale));
    match lower.as_str() {
        "" => Some((UnitKind::Plain, 1.0)),
        "b" | "byte" | "bytes" => bytes(0),
        "kb" | "kib" | "kilobyte" | "kilobytes" => bytes(1),
        "mb" | "mib" | "megabyte" | "megabytes" => bytes(2),
        "gb" | "gib" | "gigabyte" | "gigabytes" => bytes(3),
        "tb" | "tib" | "terabyte" | "terabytes" => bytes(4),
        "pb" | "pib" | "petabyte" | "petabytes" => bytes(5),
        "ns" | "nanosecond" | "nanoseconds" => time(1.0),
        "us" | "microsecond" | "microseconds" => time(1e3),
        "ms" | "millisecond" | "milliseconds" => time(1e6),
        "s" | "sec" | "second" | "seconds" => time(1e9),
        "m" | "min" | "minute" | "minutes" => time(60e9),
        "h" | "hour" | "hours" => time(3600e9),
        _ => None,
    }
}

/// `12kb` as (kind, value in the base unit).
fn quantity(text: &str) -> Option<(UnitKind, f64)> {
    let digits_end = text
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || (i == 0 && (c == '+' || c == '-'))))
        .map_or(text.len(), |(i, _)| i);
    let (number, name) = text.split_at(digits_end);
    let number: i64 = number.parse().ok()?;
    if !name.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let (kind, scale) = unit(name)?;
    Some((kind, number as f64 * scale))
}

impl TagFilter {
    /// Parses `[KEY=]VALUE`. Errors: a regular expression that does not parse.
    pub fn parse(text: &str) -> Result<TagFilter, TagFilterError> {
        let (key, value) = match text.split_once('=') {
            Some((key, value)) => (Some(key.to_string()), value),
            None => (None, text),
        };
        if let Some(test) = range(value) {
            return Ok(TagFilter {
                key,
                test,
                text: text.to_string(),
            });
        }
        let regexes = value
            .split(',')
            .map(|r| {
                Regex::new(r).map_err(|error| TagFilterError {
                    expression: r.to_string(),
                    error,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(TagFilter {
            key,
            test: Test::Regexes(regexes),
            text: text.to_string(),
        })
    }

    /// True when `sample`'s labels match.
    pub fn matches(&self, sample: &Sample) -> bool {
        let wanted = |key: &str| self.key.as_deref().is_none_or(|k| k == key);
        match &self.test {
            Test::Range { kind, low, high } => sample.labels.iter().any(|l| {
                let LabelValue::Num { value, unit: u } = &l.value else {
                    return false;
                };
                // A numeric label without a unit: `bytes` counts bytes.
                let name = u
                    .as_deref()
                    .unwrap_or(if &*l.key == "bytes" { "bytes" } else { "" });
                let Some((label_kind, scale)) = unit(name) else {
                    return false;
                };
                let v = *value as f64 * scale;
                wanted(&l.key)
                    && label_kind == *kind
                    && low.is_none_or(|lo| v >= lo)
                    && high.is_none_or(|hi| v <= hi)
            }),
            Test::Regexes(regexes) => {
                let strings = || {
                    sample.labels.iter().filter_map(|l| match &l.value {
                        LabelValue::Str(s) => Some((&*l.key, &**s)),
                        LabelValue::Num { .. } => None,
                    })
                };
                match &self.key {
                    Some(_) => {
                        strings().any(|(k, v)| wanted(k) && regexes.iter().any(|r| r.is_match(v)))
                    }
                    None => regexes
                        .iter()
                        .all(|r| strings().any(|(k, v)| r.is_match(&format!("{k}:{v}")))),
                }
            }
        }
    }
}

/// A range value (`32kb`, `4mb:`, `:64kb`, `12kb:64mb`), or `None` when
/// `value` is not one (then it is regular expressions).
fn range(value: &str) -> Option<Test> {
    let (low, high) = match value.split_once(':') {
        Some((low, high)) => (low, high),
        None => {
            let (kind, v) = quantity(value)?;
            return Some(Test::Range {
                kind,
                low: Some(v),
                high: Some(v),
            });
        }
    };
    let low = (!low.is_empty()).then(|| quantity(low));
    let high = (!high.is_empty()).then(|| quantity(high));
    let kind = match (low, high) {
        (Some(None), _) | (_, Some(None)) | (None, None) => return None,
        (Some(Some((a, _))), Some(Some((b, _)))) if a != b => return None,
        (Some(Some((k, _))), _) | (_, Some(Some((k, _)))) => k,
    };
    Some(Test::Range {
        kind,
        low: low.flatten().map(|(_, v)| v),
        high: high.flatten().map(|(_, v)| v),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::Label;

    fn sample(labels: &[(&str, LabelValue)]) -> Sample {
        let mut s = Sample::new(Vec::new(), &[1]);
        s.labels = labels
            .iter()
            .map(|(k, v)| Label {
                key: (*k).into(),
                value: v.clone(),
            })
            .collect();
        s
    }

    fn str(v: &str) -> LabelValue {
        LabelValue::Str(v.into())
    }

    fn num(v: i64) -> LabelValue {
        LabelValue::Num {
            value: v,
            unit: None,
        }
    }

    #[test]
    fn a_key_and_regexes() {
        let s = sample(&[("worker", str("a")), ("phase", str("parse"))]);
        let f = |t: &str| TagFilter::parse(t).unwrap().matches(&s);
        assert!(f("worker=a"));
        assert!(!f("worker=b"));
        assert!(f("worker=b,a"));
        assert!(f("parse"), "any key's value");
        assert!(
            f("worker:a,phase:parse"),
            "every expression, each any label"
        );
        assert!(!f("worker:a,render"));
        assert!(!f("other=a"));
    }

    #[test]
    fn number_ranges_in_units() {
        let small = sample(&[("bytes", num(512))]);
        let big = sample(&[("bytes", num(4096))]);
        let f = |t: &str, s: &Sample| TagFilter::parse(t).unwrap().matches(s);
        assert!(!f("bytes=1kB:", &small) && f("bytes=1kB:", &big));
        assert!(f(":1kb", &small) && !f(":1kb", &big));
        assert!(f("4kb", &big) && f("512b:4kb", &small));
        assert!(!f("1ms:", &big), "another kind of unit");
        assert!(TagFilter::parse("1kb:1ms").is_ok(), "not a range: a regex");
    }
}
