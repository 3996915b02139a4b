//! What the reports in Go pprof's layout (`--traces`, `--tree`, `--peek`)
//! share: the sample type they show, the total their percentages are of,
//! and the header lines Go prints above them (`File:`, `Type:`, `Active
//! filters:`).

use crate::graph::{Filters, NodeOptions, View};
use crate::profile::go_units::{OutputUnit, named_output, report_unit};
use crate::profile::{Profile, Sample, ValueType};
use std::path::Path;

/// A profile as a report in Go's layout looks at it.
#[derive(Debug, Clone, Copy)]
pub struct GoView<'a> {
    /// The profile.
    pub profile: &'a Profile,
    /// The sample type shown (see [`go_sample_index`]).
    pub value_index: usize,
    /// The profiled program, named in the `File:` line.
    pub program: Option<&'a str>,
    /// Which samples count; `--focus` and `--ignore` are listed as Go's
    /// active filters.
    pub filters: &'a Filters,
    /// What nodes stand for and how they are named.
    pub nodes: NodeOptions,
    /// Go's `-unit`: `minimum` (the default), `auto`, or a unit's name.
    pub unit: Option<&'a str>,
    /// Go's `-relative_percentages`: percentages of the samples the
    /// filters keep, not of the whole profile.
    pub relative: bool,
}

/// The sample type Go pprof shows unless one is asked for (`asked`): the
/// profile's, but for a gperftools CPU profile, whose samples perl counts
/// (`samples`) and Go shows as the time they stand for (`cpu`, the last
/// type, as Go's `NewDefault` takes it).
pub fn go_sample_index(profile: &Profile, shown: usize, asked: bool) -> usize {
    let types = &profile.sample_types;
    let cpu_samples = types.get(shown) == Some(&ValueType::new("samples", "count"))
        && types.last() == Some(&ValueType::new("cpu", "nanoseconds"));
    if cpu_samples && !asked {
        types.len() - 1
    } else {
        shown
    }
}

impl GoView<'_> {
    /// The type of the values shown.
    pub fn sample_type(&self) -> &ValueType {
        static NONE: ValueType = ValueType {
            kind: String::new(),
            unit: String::new(),
        };
        self.profile
            .sample_types
            .get(self.value_index)
            .unwrap_or(&NONE)
    }

    /// What percentages are of, as Go's `computeTotal`: the sum of the
    /// |values| of every sample, filtered or not (of those the filters
    /// keep with `relative`), or of a `--diff_base` base's samples when
    /// there are some.
    pub fn total(&self) -> i64 {
        let (mut all, mut base) = (0i64, 0i64);
        let kept;
        let samples: Box<dyn Iterator<Item = &Sample>> = if self.relative {
            kept = View::new(self.profile, self.filters, self.nodes);
            Box::new(kept.stacks().map(|k| k.sample))
        } else {
            Box::new(self.profile.samples.iter())
        };
        for sample in samples {
            let v = sample.value(self.value_index).saturating_abs();
            all = all.saturating_add(v);
            if sample.is_diff_base() {
                base = base.saturating_add(v);
            }
        }
        if base > 0 { base } else { all }
    }

    /// The unit a report of one unit prints its values in, given its
    /// smallest non-zero value and its total: Go's `selectOutputUnit` for
    /// `minimum`, each value in its own largest unit for `auto`, or the
    /// unit `-unit` names.
    pub fn output_unit(&self, smallest: i64, total: i64) -> OutputUnit {
        let unit = &self.sample_type().unit;
        match self.unit {
            None | Some("minimum") => report_unit(smallest, total, unit),
            Some("auto") => None,
            Some(to) => named_output(unit, to),
        }
    }

    /// The unit each value of a report that scales them one by one prints
    /// in (Go's `-traces`): its own largest unit, unless `-unit` names one.
    pub fn value_unit(&self) -> OutputUnit {
        match self.unit {
            None | Some("minimum" | "auto") => None,
            Some(to) => named_output(&self.sample_type().unit, to),
        }
    }

    /// Go's `ProfileLabels`: `File: prog`, `Build ID: ...`, `Type: cpu`.
    pub fn profile_labels(&self) -> Vec<String> {
        let mut labels = Vec::new();
        if let Some(program) = self.program {
            let name = Path::new(program)
                .file_name()
                .map_or(program.into(), |n| n.to_string_lossy());
            labels.push(format!("File: {name}"));
        }
        let build_id = self
            .profile
            .main_mapping()
            .and_then(|m| self.profile.mapping(m).build_id.as_ref());
        if let Some(id) = build_id {
            labels.push(format!("Build ID: {id}"));
        }
        labels.push(format!("Type: {}", self.sample_type().kind));
        labels
    }

    /// Go's `Active filters:` lines (none without filters).
    pub fn active_filters(&self) -> Vec<String> {
        let filters = [
            ("focus", &self.filters.focus),
            ("ignore", &self.filters.ignore),
        ];
        let active: Vec<String> = filters
            .iter()
            .filter_map(|(name, re)| re.as_ref().map(|re| format!("   {name}={re}")))
            .collect();
        if active.is_empty() {
            return active;
        }
        std::iter::once("Active filters:".to_string())
            .chain(active)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cpu_profile_shows_its_time_unless_a_type_is_asked_for() {
        let mut p = Profile {
            sample_types: vec![
                ValueType::new("samples", "count"),
                ValueType::new("cpu", "nanoseconds"),
            ],
            ..Profile::default()
        };
        assert_eq!(go_sample_index(&p, 0, false), 1);
        assert_eq!(go_sample_index(&p, 0, true), 0);
        p.sample_types = vec![
            ValueType::new("contentions", "count"),
            ValueType::new("delay", "nanoseconds"),
        ];
        assert_eq!(go_sample_index(&p, 0, false), 0);
    }
}
