//! What the reports in Go pprof's layout (`--traces`, `--tree`, `--peek`,
//! and `--text` under the Go preset) share: the sample type they show, the
//! unit their values print in, and the header lines Go prints above them
//! (`File:`, `Type:`, `Active filters:`, `Showing nodes accounting
//! for`).

use crate::graph::{Filters, Graph, NodeOptions, PruneOptions};
use crate::profile::units::{
    OutputUnit, UnitChoice, in_nanoseconds, named_output, percentage, report_unit, scaled_label,
};
use crate::profile::{Profile, ValueType};
use crate::report::tags::TagKeys;
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
    /// `--tagshow` and `--taghide`, listed as Go's active filters.
    pub tag_keys: &'a TagKeys,
    /// Go's `-unit` (`minimum` when not set).
    pub unit: Option<UnitChoice>,
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

    /// The unit a report of one unit prints its values in, given its
    /// smallest non-zero value and its total: Go's `selectOutputUnit` for
    /// `minimum`, each value in its own largest unit for `auto`, or the
    /// unit `-unit` names.
    pub fn output_unit(&self, smallest: i64, total: i64) -> OutputUnit {
        let unit = &self.sample_type().unit;
        match self.unit {
            None | Some(UnitChoice::Minimum) => report_unit(smallest, total, unit),
            Some(UnitChoice::Auto) => None,
            Some(UnitChoice::Named(to)) => named_output(unit, to),
        }
    }

    /// The unit each value of a report that scales them one by one prints
    /// in (Go's `-traces`): its own largest unit, unless `-unit` names one.
    pub fn value_unit(&self) -> OutputUnit {
        match self.unit {
            None | Some(UnitChoice::Minimum | UnitChoice::Auto) => None,
            Some(UnitChoice::Named(to)) => named_output(&self.sample_type().unit, to),
        }
    }

    /// Go's `ProfileLabels`: `File: prog`, `Build ID: ...`, `Type: cpu`,
    /// and when the profile says, `Time:` and `Duration:` (with the total
    /// of the values, `total`, and for times its share of the duration).
    pub fn profile_labels_with(&self, total: i64, format: &dyn Fn(i64) -> String) -> Vec<String> {
        let mut labels = self.profile_labels();
        let profile = self.profile;
        if profile.time_nanos != 0 {
            labels.push(format!("Time: {}", go_time(profile.time_nanos)));
        }
        if profile.duration_nanos != 0 {
            let ratio = match in_nanoseconds(total, &self.sample_type().unit) {
                Some(nanos) if nanos != 0 => {
                    format!("({})", percentage(nanos, profile.duration_nanos))
                }
                _ => String::new(),
            };
            labels.push(format!(
                "Duration: {}, Total samples = {} {ratio}",
                scaled_label(profile.duration_nanos, "nanoseconds", None),
                format(total)
            ));
        }
        labels
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

    /// Go's `reportLabels`: the profile's labels, the active filters,
    /// `Showing nodes accounting for ...` (the flat values of `graph`'s
    /// nodes of `total`, what the percentages are of) and what the
    /// trimming dropped (nodes below `nodefraction` of the total, edges
    /// below `edgefraction`), each value written by `format`.
    pub fn report_labels(
        &self,
        graph: &Graph,
        total: i64,
        trim: &PruneOptions,
        format: impl Fn(i64) -> String,
    ) -> Vec<String> {
        let mut labels = self.profile_labels_with(total, &format);
        labels.extend(self.active_filters());
        let shown = graph
            .nodes
            .iter()
            .fold(0i64, |t, n| t.saturating_add(n.flat));
        if graph.cum_estimated {
            labels.push(crate::report::rows::CUM_ESTIMATED.to_string());
        }
        labels.push(format!(
            "Showing nodes accounting for {}, {} of {} total",
            format(shown),
            percentage(shown, total).trim(),
            format(total)
        ));
        if total != 0 {
            let trimmed = graph.trimmed;
            let dropped = |count: usize, what: &str, of: &str, fraction: f64| {
                let plural = if count > 1 { "s" } else { "" };
                let limit = ((total as f64 * fraction) as i64).saturating_abs();
                format!("Dropped {count} {what}{plural} ({of} <= {})", format(limit))
            };
            if trimmed.dropped_nodes > 0 {
                labels.push(dropped(
                    trimmed.dropped_nodes,
                    "node",
                    "cum",
                    trim.nodefraction,
                ));
            }
            if trimmed.dropped_edges > 0 {
                labels.push(dropped(
                    trimmed.dropped_edges,
                    "edge",
                    "freq",
                    trim.edgefraction,
                ));
            }
            let nodes = graph
                .nodes
                .iter()
                .filter(|n| n.flat != 0 || n.cum != 0)
                .count();
            if nodes > 0 && nodes < trimmed.before_nodecount {
                labels.push(format!(
                    "Showing top {nodes} nodes out of {}",
                    trimmed.before_nodecount
                ));
            }
        }
        labels
    }

    /// Go's `Active filters:` lines (none without filters), each cut
    /// at 80 characters as Go cuts them.
    pub fn active_filters(&self) -> Vec<String> {
        let f = self.filters;
        let text = |re: &Option<regex::Regex>| re.as_ref().map(|re| re.to_string());
        let filters = [
            ("focus", text(&f.focus)),
            ("ignore", text(&f.ignore)),
            ("hide", text(&f.hide)),
            ("show", text(&f.show)),
            ("show_from", text(&f.show_from)),
            ("tagfocus", f.tag_focus.as_ref().map(|t| t.to_string())),
            ("tagignore", f.tag_ignore.as_ref().map(|t| t.to_string())),
            ("tagshow", text(&self.tag_keys.show)),
            ("taghide", text(&self.tag_keys.hide)),
        ];
        let active: Vec<String> = filters
            .into_iter()
            .filter_map(|(name, value)| {
                let filter = format!("{name}={}", value?);
                Some(match filter.char_indices().nth(80) {
                    Some((at, _)) => format!("   {}…", &filter[..at]),
                    None => format!("   {filter}"),
                })
            })
            .collect();
        if active.is_empty() {
            return active;
        }
        std::iter::once("Active filters:".to_string())
            .chain(active)
            .collect()
    }
}

/// `nanos` since the Unix epoch as Go's `Jan 2, 2006 at 3:04pm (MST)`
/// prints it, in UTC.
fn go_time(nanos: i64) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let seconds = nanos.div_euclid(1_000_000_000);
    let (days, of_day) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let (hour, minute) = (of_day / 3600, of_day % 3600 / 60);
    let (hour12, half) = match hour {
        0 => (12, "am"),
        1..=11 => (hour, "am"),
        12 => (12, "pm"),
        _ => (hour - 12, "pm"),
    };
    format!(
        "{} {day}, {year} at {hour12}:{minute:02}{half} (UTC)",
        MONTHS[(month - 1) as usize]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_print_as_go_prints_them() {
        // 2026-11-23 21:40:05 UTC, as go_prof.cpu.pb.gz was taken.
        assert_eq!(
            go_time(1_795_470_005_000_000_000),
            "Nov 23, 2026 at 9:40pm (UTC)"
        );
        assert_eq!(go_time(0), "Jan 1, 1970 at 12:00am (UTC)");
        assert_eq!(
            go_time(951_782_400_000_000_000),
            "Feb 29, 2000 at 12:00am (UTC)"
        );
    }

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
