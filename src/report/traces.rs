//! `--traces`: every sample, as Go pprof's `-traces` prints them: the
//! profile's `File:` and `Type:` lines, then one block per sample (per
//! distinct stack of addresses, with its labels) in the profile's order,
//! between separators: its string labels, then its numeric ones (`key:
//! values`, sorted), then its value beside the leaf and one frame per line
//! down to the root, inlined frames marked ` (inline)`.
//!
//! ```text
//! -----------+-------------------------------------------------------
//!       30ms   helper
//!              main
//! ```
//!
//! Values are scaled one by one (Go's `minimum` unit). Every sample the
//! filters keep is printed, those whose value is 0 too, as Go prints them;
//! samples whose stack is empty are not.

use crate::error::{Error, Result};
use crate::graph::{Totals, View, node_names};
use crate::profile::units::{label_text, scaled_label};
use crate::profile::{LabelValue, LocationId};
use crate::report::context::Context;
use crate::report::go_view::GoView;
use foldhash::HashMap;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::rc::Rc;

const SEPARATOR: &str = "-----------+-------------------------------------------------------";

/// Writes the traces of the samples `view` keeps.
pub fn write(view: &GoView, out: &mut impl Write) -> io::Result<()> {
    let profile = view.profile;
    let unit = &view.sample_type().unit;
    // Go's total: the |values| of every sample (of a diff base's, if any).
    let mut whole = Totals::default();
    for sample in &profile.samples {
        whole.add(sample, sample.value(view.value_index));
    }
    let format = |v: i64| scaled_label(v, unit, view.value_unit());
    for label in view.profile_labels_with(whole.percent_total(), &format) {
        writeln!(out, "{label}")?;
    }
    let shown = View::new(profile, view.filters, view.nodes);
    // One copy of each distinct name, however many locations share it.
    let mut distinct: HashMap<String, Rc<str>> = HashMap::default();
    let names: Vec<Vec<Rc<str>>> = profile
        .locations
        .iter()
        .enumerate()
        .map(|(l, loc)| {
            node_names(profile, loc, shown.frames(LocationId::new(l)), view.nodes)
                .into_iter()
                .map(|name| {
                    distinct
                        .entry(name)
                        .or_insert_with_key(|name| Rc::from(name.as_str()))
                        .clone()
                })
                .collect()
        })
        .collect();
    drop(distinct);
    for kept in shown.stacks() {
        let sample = kept.sample;
        let mut frames: Vec<(&str, bool)> = Vec::new();
        for id in kept.stack {
            let location = &names[id.index()];
            let outermost = location.len().saturating_sub(1);
            frames.extend(
                location
                    .iter()
                    .enumerate()
                    .map(|(i, name)| (&**name, i != outermost)),
            );
        }
        if frames.is_empty() {
            continue;
        }
        writeln!(out, "{SEPARATOR}")?;
        let mut strings: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        let mut numbers: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        for label in &sample.labels {
            let by_key = match label.value {
                LabelValue::Str(_) => &mut strings,
                LabelValue::Num { .. } => &mut numbers,
            };
            by_key
                .entry(&label.key)
                .or_default()
                .push(label_text(label));
        }
        for by_key in [strings, numbers] {
            let mut lines: Vec<String> = by_key
                .iter()
                .map(|(key, values)| format!("{key:>10}:  {}", values.join(" ")))
                .collect();
            lines.sort();
            for line in lines {
                writeln!(out, "{line}")?;
            }
        }
        let value = scaled_label(sample.value(view.value_index), unit, view.value_unit());
        for (i, (name, inline)) in frames.iter().enumerate() {
            let value = if i == 0 { value.as_str() } else { "" };
            let mark = if *inline { " (inline)" } else { "" };
            writeln!(out, "{value:>10}   {name}{mark}")?;
        }
    }
    writeln!(out, "{SEPARATOR}")
}

/// Go's `-traces` of the context's profile.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let program = cx.program_path();
    write(&cx.go_view(program.as_deref()), &mut out).map_err(Error::Write)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Filters, NodeOptions, toy};
    use crate::profile::{Label, ValueType};

    #[test]
    fn one_block_per_sample_with_labels_value_and_inline_frames() {
        let mut p = toy::profile(&[(&["main>inl", "start"], 30_000_000), (&["leaf"], 0)]);
        p.sample_types = vec![ValueType::new("cpu", "nanoseconds")];
        p.samples[0].labels = vec![
            Label {
                key: "worker".into(),
                value: LabelValue::Str("a".into()),
            },
            Label {
                key: "bytes".into(),
                value: LabelValue::Num {
                    value: 4096,
                    unit: None,
                },
            },
            Label {
                key: "phase".into(),
                value: LabelValue::Str("parse".into()),
            },
        ];
        let view = GoView {
            profile: &p,
            value_index: 0,
            program: Some("/tmp/prog"),
            filters: &Filters::default(),
            nodes: NodeOptions {
                merge_inlines: true,
                go_labels: true,
                ..NodeOptions::default()
            },
            tag_keys: &Default::default(),
            unit: None,
        };
        let mut out = Vec::new();
        write(&view, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "File: prog\n\
             Type: cpu\n\
             -----------+-------------------------------------------------------\n\
             \x20    phase:  parse\n\
             \x20   worker:  a\n\
             \x20    bytes:  4kB\n\
             \x20     30ms   inl (inline)\n\
             \x20            main\n\
             \x20            start\n\
             -----------+-------------------------------------------------------\n\
             \x20        0   leaf\n\
             -----------+-------------------------------------------------------\n"
        );
    }
}
