//! `--tags`: the samples' labels, key by key, each value with the share of
//! the profile's value it carries, in Go pprof's layout (`-tags`):
//!
//! ```text
//!  phase: Total 3.0s
//!            2.0s (66.89%): render
//!         980.0ms (33.11%): parse
//! ```
//!
//! Keys in name order, values by value (largest first), then name. Values
//! print as Go's `measurement` package scales them (`%.1f` in the largest
//! unit they reach); numeric labels as Go's `ScaledLabel` (`4kB`,
//! `2.25kB`). `--tagshow`/`--taghide` choose the keys shown.

use crate::graph::Filters;
use crate::profile::{LabelValue, Profile};
use regex::Regex;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// Which label keys `--tags` shows (Go's `-tagshow` and `-taghide`).
#[derive(Debug, Clone, Default)]
pub struct TagKeys {
    /// Only keys that match.
    pub show: Option<Regex>,
    /// Not keys that match.
    pub hide: Option<Regex>,
}

impl TagKeys {
    fn shows(&self, key: &str) -> bool {
        self.show.as_ref().is_none_or(|r| r.is_match(key))
            && !self.hide.as_ref().is_some_and(|r| r.is_match(key))
    }
}

/// Writes the tags report of the samples `filters` keep.
pub fn write(
    profile: &Profile,
    filters: &Filters,
    keys: &TagKeys,
    out: &mut impl Write,
) -> io::Result<()> {
    let sample_unit = profile.sample_type().unit.clone();
    let mut tags: BTreeMap<&str, BTreeMap<String, i64>> = BTreeMap::new();
    for (_, sample) in filters.kept(profile, false) {
        let value = profile.value(sample);
        for label in sample.labels.iter().filter(|l| keys.shows(&l.key)) {
            let name = match &label.value {
                LabelValue::Str(s) => s.clone(),
                LabelValue::Num { value, unit } => {
                    // Go infers `bytes` for a key of that name.
                    let unit = unit.as_deref().unwrap_or(&label.key);
                    scaled_label(*value, unit)
                }
            };
            let sum = tags.entry(&label.key).or_default().entry(name).or_default();
            *sum = sum.saturating_add(value);
        }
    }
    for (key, values) in tags {
        let total = values.values().fold(0i64, |t, v| t.saturating_add(*v));
        let mut rows: Vec<(String, i64)> = values.into_iter().collect();
        rows.sort_by(|a, b| {
            b.1.unsigned_abs()
                .cmp(&a.1.unsigned_abs())
                .then_with(|| a.0.cmp(&b.0))
        });
        let cells: Vec<String> = rows
            .iter()
            .map(|(_, v)| {
                let value = one_decimal(*v, &sample_unit);
                if total > 0 {
                    format!("{value} ({}):", percentage(*v, total))
                } else {
                    format!("{value}:")
                }
            })
            .collect();
        // Go's tabwriter, right-aligned, one space of padding: a column is
        // as wide as its widest cell in the block, plus one.
        let first = format!("{key}:");
        let w1 = first.len().max(1) + 1;
        let w2 = cells.iter().map(|c| c.chars().count()).max().unwrap_or(0) + 1;
        writeln!(
            out,
            "{first:>w1$} Total {}",
            one_decimal(total, &sample_unit)
        )?;
        for ((name, _), cell) in rows.iter().zip(&cells) {
            writeln!(out, "{:>w1$}{cell:>w2$} {name}", " ")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// A unit Go's `measurement` package knows: its kind's units (canonical
/// name, factor to the base unit) and the factor of `unit` itself.
fn go_unit(unit: &str) -> Option<(&'static [(&'static str, f64)], f64)> {
    const MEMORY: &[(&str, f64)] = &[
        ("B", 1.0),
        ("kB", 1024.0),
        ("MB", 1048576.0),
        ("GB", 1073741824.0),
        ("TB", 1099511627776.0),
        ("PB", 1125899906842624.0),
    ];
    const TIME: &[(&str, f64)] = &[
        ("ns", 1.0),
        ("us", 1e3),
        ("ms", 1e6),
        ("s", 1e9),
        ("hrs", 3600e9),
    ];
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

/// `value` of `unit` in the largest unit of its kind it reaches (Go's
/// `Scale` to `minimum`); plain numbers stay as they are.
fn scale(value: i64, unit: &str) -> (f64, &'static str) {
    let Some((units, factor)) = go_unit(unit) else {
        return (value as f64, "");
    };
    let base = value as f64 * factor;
    let magnitude = base.abs();
    let (name, f) = units
        .iter()
        .rev()
        .find(|(_, f)| magnitude / f >= 1.0)
        .copied()
        .unwrap_or(if units[0].0 == "B" {
            units[0]
        } else {
            units[3]
        });
    (base / f, name)
}

/// Go's `%.1f%s` of a scaled value: `980.0ms`, `11.7MB`, `340.0`.
fn one_decimal(value: i64, unit: &str) -> String {
    let (v, u) = scale(value, unit);
    format!("{v:.1}{u}")
}

/// Go's `ScaledLabel`: two decimals, `.00` dropped (`4kB`, `2.25kB`).
fn scaled_label(value: i64, unit: &str) -> String {
    let (v, u) = scale(value, unit);
    let text = format!("{v:.2}");
    let text = text.strip_suffix(".00").unwrap_or(&text);
    if text == "0" || text == "-0" {
        return "0".into();
    }
    format!("{text}{u}")
}

/// Go's `measurement.Percentage`: `66.89%`, ` 6.60%`, `  0.1%`, `0.064%`.
fn percentage(value: i64, total: i64) -> String {
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
mod tests {
    use super::*;

    #[test]
    fn values_and_labels_scale_as_go_scales_them() {
        assert_eq!(one_decimal(2_958_000_000, "nanoseconds"), "3.0s");
        assert_eq!(one_decimal(980_000_000, "nanoseconds"), "980.0ms");
        assert_eq!(one_decimal(340, "count"), "340.0");
        assert_eq!(scaled_label(4096, "bytes"), "4kB");
        assert_eq!(scaled_label(2304, "bytes"), "2.25kB");
        assert_eq!(scaled_label(256, "bytes"), "256B");
        assert_eq!(percentage(6689, 10000), "66.89%");
        assert_eq!(percentage(660, 10000), " 6.60%");
        assert_eq!(percentage(10, 10000), "  0.1%");
        assert_eq!(percentage(64, 100000), "0.064%");
        assert_eq!(percentage(1, 1), "  100%");
        assert_eq!(percentage(1, 10_000_000), "1e-05%");
        assert_eq!(percentage(15, 10_000_000), "0.00015%");
    }
}
