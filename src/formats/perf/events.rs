//! What perf.data's header says of its events and files: each event's
//! name and the sample types it makes, and the build ids of the files.

use crate::profile::{ValueType, escape_controls};
use foldhash::{HashMap, HashMapExt};
use linux_perf_data::DsoKey;
use linux_perf_data::linux_perf_event_reader::{PerfEventType, SoftwareCounterType};
use std::path::Path;

/// Two sample types per event: its samples (`samples`, or
/// `<event>-samples` when there are several events) and its periods.
pub(super) fn sample_types(attributes: &[linux_perf_data::AttributeDescription]) -> Vec<ValueType> {
    let several = attributes.len() > 1;
    let mut types = Vec::with_capacity(2 * attributes.len());
    for (i, attr) in attributes.iter().enumerate() {
        let (name, unit) = event_name(attr, i);
        let samples = if several {
            format!("{name}-samples")
        } else {
            "samples".to_string()
        };
        types.push(ValueType::new(&samples, "count"));
        types.push(ValueType::new(&name, unit));
    }
    types
}

/// The build ids the file's feature section lists, by path, and the
/// kernel's.
pub(super) fn build_ids(
    path: &Path,
    perf_file: &linux_perf_data::PerfFile,
    warnings: &mut Vec<String>,
) -> (HashMap<Vec<u8>, String>, Option<String>) {
    let mut by_path = HashMap::new();
    let mut kernel = None;
    match perf_file.build_ids() {
        Ok(ids) => {
            for (key, info) in ids {
                let id = hex(&info.build_id);
                if key == DsoKey::Kernel {
                    kernel = Some(id.clone());
                }
                by_path.insert(info.path, id);
            }
        }
        Err(e) => warnings.push(format!(
            "{}: its build ids could not be read ({e}): binaries are matched by path only",
            path.display()
        )),
    }
    (by_path, kernel)
}

/// An event's name (without perf's modifiers, `cpu-clock` for
/// `cpu-clock:ppp`) and the unit of its periods.
fn event_name(
    attr: &linux_perf_data::AttributeDescription,
    index: usize,
) -> (String, &'static str) {
    let given = attr
        .name()
        .map(escape_controls)
        .map(|n| match n.split_once(':') {
            Some((base, modifiers))
                if !base.is_empty() && modifiers.chars().all(|c| "ukhGHpPSDIWe".contains(c)) =>
            {
                base.to_string()
            }
            _ => n.to_string(),
        });
    let software = match &attr.attr.type_ {
        PerfEventType::Software(counter) => Some(*counter),
        _ => None,
    };
    let name = given.unwrap_or_else(|| match software {
        Some(SoftwareCounterType::CpuClock) => "cpu-clock".into(),
        Some(SoftwareCounterType::TaskClock) => "task-clock".into(),
        Some(SoftwareCounterType::PageFaults) => "page-faults".into(),
        Some(SoftwareCounterType::ContextSwitches) => "context-switches".into(),
        Some(SoftwareCounterType::CpuMigrations) => "cpu-migrations".into(),
        Some(SoftwareCounterType::PageFaultsMin) => "minor-faults".into(),
        Some(SoftwareCounterType::PageFaultsMaj) => "major-faults".into(),
        _ => format!("event{index}"),
    });
    let clock = matches!(
        software,
        Some(SoftwareCounterType::CpuClock | SoftwareCounterType::TaskClock)
    );
    (name, if clock { "nanoseconds" } else { "count" })
}

/// `bytes` in lowercase hex.
pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The most events a perf.data may name: each distinct sample holds two
/// values per event (10,000 events made 2.56 MB of records take 3 GB).
/// perf records one or a few; every syscall's tracepoints are about 700.
const MAX_ATTRIBUTES: usize = 1024;

/// Refuses a perf.data at `path` that names `events` events, past
/// [`MAX_ATTRIBUTES`].
pub(super) fn check_event_count(path: &Path, events: usize) -> crate::error::Result<()> {
    if events > MAX_ATTRIBUTES {
        return Err(crate::error::Error::Malformed {
            path: path.into(),
            offset: 0,
            what: format!("perf.data names {events} events, more than the {MAX_ATTRIBUTES} read"),
        });
    }
    Ok(())
}
