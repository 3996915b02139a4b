//! `--speedscope`: a file speedscope opens (its file format,
//! `https://www.speedscope.app/file-format-schema.json`): the folded stacks
//! as sampled profiles, each stack root first with its value as its weight,
//! in the sample type's own unit. A recording whose samples name their
//! thread (perf.data, `perf script`) is one profile per thread, the busiest
//! first; any other profile is one. A recording that keeps its sample times
//! (perf.data) lists each thread's samples in the order they were taken,
//! one entry per sample, so speedscope's time order is the recording's. The
//! filters, granularity and sample type apply as to `--collapsed`.

use crate::error::{Error, Result};
use crate::graph::collapsed::{Grouped, Paths, folded_by, kept_paths};
use crate::profile::{LabelValue, Sample, Timeline};
use crate::report::context::Context;
use serde::Serialize;
use std::io::Write;

/// The file's `$schema`, which speedscope recognizes it by.
pub const SCHEMA: &str = "https://www.speedscope.app/file-format-schema.json";

#[derive(Serialize)]
struct File<'a> {
    #[serde(rename = "$schema")]
    schema: &'static str,
    name: String,
    exporter: String,
    #[serde(rename = "activeProfileIndex")]
    active_profile_index: usize,
    shared: Shared<'a>,
    profiles: Vec<Profile>,
}

#[derive(Serialize)]
struct Shared<'a> {
    frames: Vec<Frame<'a>>,
}

#[derive(Serialize)]
struct Frame<'a> {
    name: &'a str,
}

#[derive(Serialize)]
struct Profile {
    #[serde(rename = "type")]
    kind: &'static str,
    name: String,
    unit: &'static str,
    #[serde(rename = "startValue")]
    start_value: i64,
    #[serde(rename = "endValue")]
    end_value: i64,
    samples: Vec<Vec<u32>>,
    weights: Vec<i64>,
}

/// The context's folded stacks as a speedscope file.
pub(crate) fn render(cx: &mut Context, mut out: &mut dyn Write) -> Result<()> {
    let settings = &cx.settings;
    let sample_type = cx.profile.sample_type_at(cx.value_index());
    let unit = unit(&sample_type.unit);
    let program = cx.program_name();
    let shown = cx.value_index();
    let timed = cx
        .profile
        .timeline
        .as_deref()
        .filter(|t| t.moments().iter().any(|m| m.adds_to(shown).is_some()));
    let (names, groups) = match timed {
        Some(timeline) => in_time_order(cx, timeline),
        None => {
            let Grouped { names, groups } =
                folded_by(cx.profile, settings.nodes, &settings.filters, thread);
            let groups = groups
                .into_iter()
                .map(|(group, stacks)| {
                    let (samples, weights) = stacks.into_iter().unzip();
                    (group, samples, weights)
                })
                .collect();
            (names, groups)
        }
    };
    let mut profiles: Vec<Profile> = groups
        .into_iter()
        .map(|(group, samples, weights)| {
            let total = weights.iter().fold(0i64, |t, w| t.saturating_add(*w));
            Profile {
                kind: "sampled",
                name: if group.is_empty() {
                    format!("{program} ({})", sample_type.kind)
                } else {
                    group
                },
                unit,
                start_value: 0,
                end_value: total,
                samples,
                weights,
            }
        })
        .collect();
    profiles.sort_by_key(|p| std::cmp::Reverse(p.end_value.saturating_abs()));
    let file = File {
        schema: SCHEMA,
        name: program,
        exporter: format!("profile-analyze {}", env!("CARGO_PKG_VERSION")),
        active_profile_index: 0,
        shared: Shared {
            frames: names.iter().map(|name| Frame { name }).collect(),
        },
        profiles,
    };
    serde_json::to_writer(&mut out, &file).map_err(|e| Error::Write(e.into()))?;
    writeln!(out).map_err(Error::Write)
}

/// A thread's samples: its name, each sample's stack and weight.
type Thread = (String, Vec<Vec<u32>>, Vec<i64>);

/// The frame names, and each thread's samples in the order they were
/// taken: one entry per recorded sample the filters keep, weighted by what
/// it added to the type shown.
fn in_time_order(cx: &Context, timeline: &Timeline) -> (Vec<String>, Vec<Thread>) {
    let settings = &cx.settings;
    let Paths { names, paths } = kept_paths(cx.profile, settings.nodes, &settings.filters);
    let shown = cx.value_index();
    let mut moments: Vec<_> = timeline.moments().iter().collect();
    moments.sort_by_key(|m| m.time);
    let mut threads: Vec<Thread> = Vec::new();
    let mut thread_of: std::collections::HashMap<String, usize> = Default::default();
    for m in moments {
        let (Some(weight), Some(Some(path))) = (m.adds_to(shown), paths.get(m.sample as usize))
        else {
            continue;
        };
        let name = thread(&cx.profile.samples[m.sample as usize]);
        let t = *thread_of.entry(name).or_insert_with_key(|name| {
            threads.push((name.clone(), Vec::new(), Vec::new()));
            threads.len() - 1
        });
        threads[t].1.push(path.clone());
        threads[t].2.push(weight);
    }
    (names, threads)
}

/// The thread a sample names (`comm (tid)`, as perf's labels give them),
/// or nothing.
fn thread(sample: &Sample) -> String {
    let label = |key: &str| sample.labels.iter().find(|l| &*l.key == key);
    match label("tid").map(|l| &l.value) {
        Some(LabelValue::Num { value: tid, .. }) => match label("comm").map(|l| &l.value) {
            Some(LabelValue::Str(comm)) => format!("{comm} ({tid})"),
            _ => format!("thread {tid}"),
        },
        _ => String::new(),
    }
}

/// speedscope's name of the unit of the values (`none` for counts).
fn unit(unit: &str) -> &'static str {
    match unit {
        "nanoseconds" => "nanoseconds",
        "microseconds" => "microseconds",
        "milliseconds" => "milliseconds",
        "seconds" => "seconds",
        "bytes" => "bytes",
        _ => "none",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::{Label, toy};

    #[test]
    fn a_sample_names_its_thread_by_its_labels() {
        let mut p = toy::profile(&[(&["main"], 1)]);
        let sample = &mut p.samples[0];
        assert_eq!(thread(sample), "");
        sample.labels.push(Label {
            key: "tid".into(),
            value: LabelValue::Num {
                value: 42,
                unit: None,
            },
        });
        assert_eq!(thread(sample), "thread 42");
        sample.labels.push(Label {
            key: "comm".into(),
            value: LabelValue::Str("worker".into()),
        });
        assert_eq!(thread(sample), "worker (42)");
        assert_eq!(unit("count"), "none");
        assert_eq!(unit("nanoseconds"), "nanoseconds");
    }
}
