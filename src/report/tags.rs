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

use crate::error::{Error, Result};
use crate::graph::Filters;
use crate::profile::Profile;
use crate::profile::units::{label_text, one_decimal, percentage};
use crate::report::context::Context;
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

/// Writes the tags report of the samples `filters` keep, of their
/// `value_index`th values.
pub fn write(
    profile: &Profile,
    value_index: usize,
    filters: &Filters,
    keys: &TagKeys,
    out: &mut impl Write,
) -> io::Result<()> {
    let sample_unit = profile
        .sample_types
        .get(value_index)
        .map_or(String::new(), |t| t.unit.clone());
    let mut tags: BTreeMap<&str, BTreeMap<String, i64>> = BTreeMap::new();
    for (_, sample) in filters.kept(profile, false) {
        let value = sample.value(value_index);
        for label in sample.labels.iter().filter(|l| keys.shows(&l.key)) {
            let name = label_text(label);
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
        // Padded by hand: `format!`'s widths stop at 65535 and a label
        // key or value from a file can be longer.
        let pad = |text: &str, width: usize| " ".repeat(width.saturating_sub(text.chars().count()));
        writeln!(
            out,
            "{}{first} Total {}",
            pad(&first, w1),
            one_decimal(total, &sample_unit)
        )?;
        for ((name, _), cell) in rows.iter().zip(&cells) {
            writeln!(out, "{}{}{cell} {name}", " ".repeat(w1), pad(cell, w2))?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Go's `-tags` of the context's profile.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let settings = &cx.settings;
    write(
        cx.profile,
        settings.nodes.value_index,
        &settings.filters,
        &settings.tag_keys,
        &mut out,
    )
    .map_err(Error::Write)
}
