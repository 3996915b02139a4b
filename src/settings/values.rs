//! The values settings take, parsed the same way at every door. Each
//! error says what is wrong with the value; the door puts its own spelling
//! of the setting in front.

use crate::graph::{TagFilter, TagFilterError};
use crate::profile::TimeSpecError;
use crate::profile::units::UnitChoice;
use crate::report::flamegraph::BadMinWidth;
use crate::report::heatmap::BadDuration;
use regex::Regex;
use std::path::PathBuf;

/// Why a value is not one a setting takes: what the value should be, to
/// follow the setting's name.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ValueError {
    /// Not a truth value ([`boolean`]).
    #[error("true or false")]
    Boolean,
    /// Not a count ([`count`]).
    #[error("not a count (a whole number, 0 or more)")]
    Count,
    /// A count outside the bounds the setting takes.
    #[error("must be between {low} and {high}")]
    OutOfRange {
        /// The least it takes.
        low: usize,
        /// The most it takes.
        high: usize,
    },
    /// Not a fraction between 0 and 1 ([`fraction`]).
    #[error("must be a fraction between 0 and 1")]
    Fraction,
    /// Not a finite number other than 0 ([`divisor`]).
    #[error("must be a number other than 0")]
    Divisor,
    /// Not a regular expression ([`regex()`]): the parser's error, whose
    /// last line says what is wrong.
    #[error("not a valid regular expression: {}", last_line(.0))]
    Regex(regex::Error),
    /// Not a label filter ([`optional_tags`]).
    #[error(transparent)]
    Tags(#[from] TagFilterError),
    /// None of the words it takes ([`choice`]), with the one closest to
    /// what was given when one is close.
    #[error("{}one of {}", .1.map_or(String::new(), |c| format!("did you mean {c}? ")), .0.join(", "))]
    Choice(&'static [&'static str], Option<&'static str>),
    /// Not a unit Go knows, `minimum` nor `auto` ([`unit()`]).
    #[error("minimum, auto, or a unit of time or memory (ns, us, ms, s, B, kB, MB, GB...)")]
    Unit,
    /// Not a flame graph's narrowest frame.
    #[error(transparent)]
    MinWidth(#[from] BadMinWidth),
    /// Not a time range (`--time`).
    #[error(transparent)]
    Time(#[from] TimeSpecError),
    /// Not a duration (the heat map's cells).
    #[error(transparent)]
    Duration(#[from] BadDuration),
}

/// The last line of a regular expression parser's message (its first
/// lines quote the expression and point into it), without `error: `.
fn last_line(error: &regex::Error) -> String {
    let message = error.to_string();
    let what = message.lines().last().unwrap_or_default();
    what.trim_start_matches("error: ").to_string()
}

/// A truth value as Go pprof reads one (`stringToBool`): `true`, `t`,
/// `yes`, `y`, `1` or nothing for true; `false`, `f`, `no`, `n`, `0` for
/// false; in any case.
pub fn boolean(value: &str) -> Result<bool, ValueError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "true" | "t" | "yes" | "y" | "1" | "on" | "" => Ok(true),
        "false" | "f" | "no" | "n" | "0" | "off" => Ok(false),
        _ => Err(ValueError::Boolean),
    }
}

/// A count: a whole number, 0 or more.
pub fn count(value: &str) -> Result<usize, ValueError> {
    value.trim().parse().map_err(|_| ValueError::Count)
}

/// A fraction between 0 and 1.
pub fn fraction(value: &str) -> Result<f64, ValueError> {
    match value.trim().parse::<f64>() {
        Ok(f) if (0.0..=1.0).contains(&f) => Ok(f),
        _ => Err(ValueError::Fraction),
    }
}

/// A finite number other than 0.
pub fn divisor(value: &str) -> Result<f64, ValueError> {
    match value.trim().parse::<f64>() {
        Ok(f) if f.is_finite() && f != 0.0 => Ok(f),
        _ => Err(ValueError::Divisor),
    }
}

/// A regular expression; nothing (an empty value) is none.
pub fn optional_regex(value: &str) -> Result<Option<Regex>, ValueError> {
    let value = value.trim();
    (!value.is_empty()).then(|| regex(value)).transpose()
}

/// A regular expression.
pub fn regex(value: &str) -> Result<Regex, ValueError> {
    Regex::new(value).map_err(ValueError::Regex)
}

/// A label filter (`[KEY=]RE[,RE...]` or `[KEY=]RANGE`); nothing is none.
pub fn optional_tags(value: &str) -> Result<Option<TagFilter>, ValueError> {
    let value = value.trim();
    Ok((!value.is_empty())
        .then(|| TagFilter::parse(value))
        .transpose()?)
}

/// One of `choices`.
pub fn choice(value: &str, choices: &'static [&'static str]) -> Result<&'static str, ValueError> {
    let value = value.trim();
    choices
        .iter()
        .find(|c| **c == value)
        .copied()
        .ok_or_else(|| {
            ValueError::Choice(
                choices,
                super::suggest::closest(value, choices.iter().copied()),
            )
        })
}

/// Go's `-unit`: `minimum`, `auto`, or a unit of time or memory Go
/// knows (`ms`, `milliseconds`, `kB`...), as its canonical name; nothing
/// is none (each report's own).
pub fn unit(value: &str) -> Result<Option<UnitChoice>, ValueError> {
    match value.trim() {
        "" => Ok(None),
        word => UnitChoice::parse(word).map(Some).ok_or(ValueError::Unit),
    }
}

/// Paths separated by `separator`; empty parts are left out.
pub fn paths(value: &str, separator: char) -> Vec<PathBuf> {
    value
        .split(separator)
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .collect()
}

/// Paths joined by `separator`, as [`paths`] reads them back.
pub fn join_paths(paths: &[PathBuf], separator: char) -> String {
    paths
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(&separator.to_string())
}

/// An optional value as text: nothing for none.
pub fn text_of<T: ToString>(value: &Option<T>) -> String {
    value.as_ref().map_or(String::new(), T::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_values_as_go_does() {
        assert_eq!(boolean("T"), Ok(true));
        assert_eq!(boolean(""), Ok(true));
        assert_eq!(boolean("no"), Ok(false));
        assert!(boolean("maybe").is_err());
        assert_eq!(count("12"), Ok(12));
        assert!(count("-1").is_err());
        assert!(fraction("1.5").is_err());
        assert!(divisor("0").is_err());
        assert!(optional_regex("").unwrap().is_none());
        let e = regex("(").unwrap_err().to_string();
        assert_eq!(e, "not a valid regular expression: unclosed group");
        assert_eq!(
            choice("x", &["flat", "cum"]).unwrap_err().to_string(),
            "one of flat, cum"
        );
        assert_eq!(choice("cum", &["flat", "cum"]), Ok("cum"));
        assert_eq!(paths("a::b", ':'), [PathBuf::from("a"), PathBuf::from("b")]);
    }
}
