//! The values settings take, parsed the same way at every door. Each
//! error says what is wrong with the value; the door puts its own spelling
//! of the setting in front.

use crate::graph::TagFilter;
use crate::profile::units::UnitChoice;
use regex::Regex;
use std::path::PathBuf;

/// A truth value as Go pprof reads one (`stringToBool`): `true`, `t`,
/// `yes`, `y`, `1` or nothing for true; `false`, `f`, `no`, `n`, `0` for
/// false; in any case.
pub fn boolean(value: &str) -> Result<bool, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        "true" | "t" | "yes" | "y" | "1" | "on" | "" => Ok(true),
        "false" | "f" | "no" | "n" | "0" | "off" => Ok(false),
        _ => Err("true or false".into()),
    }
}

/// A count: a whole number, 0 or more.
pub fn count(value: &str) -> Result<usize, String> {
    value
        .trim()
        .parse()
        .map_err(|_| "not a count (a whole number, 0 or more)".into())
}

/// A fraction between 0 and 1.
pub fn fraction(value: &str) -> Result<f64, String> {
    match value.trim().parse::<f64>() {
        Ok(f) if (0.0..=1.0).contains(&f) => Ok(f),
        _ => Err("must be a fraction between 0 and 1".into()),
    }
}

/// A finite number other than 0.
pub fn divisor(value: &str) -> Result<f64, String> {
    match value.trim().parse::<f64>() {
        Ok(f) if f.is_finite() && f != 0.0 => Ok(f),
        _ => Err("must be a number other than 0".into()),
    }
}

/// A regular expression; nothing (an empty value) is none.
pub fn optional_regex(value: &str) -> Result<Option<Regex>, String> {
    let value = value.trim();
    (!value.is_empty()).then(|| regex(value)).transpose()
}

/// A regular expression. The parser's message spans several lines; its
/// last says what is wrong.
pub fn regex(value: &str) -> Result<Regex, String> {
    Regex::new(value).map_err(|e| {
        let message = e.to_string();
        let what = message.lines().last().unwrap_or_default();
        format!(
            "not a valid regular expression: {}",
            what.trim_start_matches("error: ")
        )
    })
}

/// A label filter (`[KEY=]RE[,RE...]` or `[KEY=]RANGE`); nothing is none.
pub fn optional_tags(value: &str) -> Result<Option<TagFilter>, String> {
    let value = value.trim();
    (!value.is_empty())
        .then(|| TagFilter::parse(value))
        .transpose()
}

/// One of `choices`.
pub fn choice<'a>(value: &str, choices: &[&'a str]) -> Result<&'a str, String> {
    let value = value.trim();
    choices
        .iter()
        .find(|c| **c == value)
        .copied()
        .ok_or_else(|| format!("one of {}", choices.join(", ")))
}

/// Go's `-unit`: `minimum`, `auto`, or a unit of time or memory Go
/// knows (`ms`, `milliseconds`, `kB`...), as its canonical name; nothing
/// is none (each report's own).
pub fn unit(value: &str) -> Result<Option<UnitChoice>, String> {
    match value.trim() {
        "" => Ok(None),
        word => UnitChoice::parse(word).map(Some).ok_or_else(|| {
            "minimum, auto, or a unit of time or memory (ns, us, ms, s, B, kB, MB, GB...)".into()
        }),
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
        let e = regex("(").unwrap_err();
        assert!(e.starts_with("not a valid regular expression"), "{e}");
        assert_eq!(choice("cum", &["flat", "cum"]), Ok("cum"));
        assert_eq!(paths("a::b", ':'), [PathBuf::from("a"), PathBuf::from("b")]);
    }
}
