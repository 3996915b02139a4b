//! What perf.data's header says of its events and files: each event's
//! name and the sample types it makes, and the build ids of the files.

use crate::profile::{ValueType, escape_controls};
use foldhash::{HashMap, HashMapExt};
use linux_perf_data::DsoKey;
use linux_perf_data::linux_perf_event_reader::{PerfEventType, SoftwareCounterType};
use std::path::Path;

/// Two sample types per event, named by the event whatever the number
/// of events: its samples (`<event>-samples/count`) and the sum of its
/// periods (`<event>/nanoseconds` for the clocks, `<event>/count` for the
/// others). The events come in [`order`]: with the types, each
/// attribute's slot.
pub(super) fn sample_types(
    attributes: &[linux_perf_data::AttributeDescription],
) -> (Vec<ValueType>, Vec<usize>) {
    let events: Vec<(String, &'static str)> = attributes
        .iter()
        .enumerate()
        .map(|(i, attr)| event_name(attr, i))
        .collect();
    let slots = order(events.iter().map(|(_, unit)| *unit == "nanoseconds"));
    let mut types = vec![ValueType::new("", ""); 2 * events.len()];
    for ((name, unit), &slot) in events.iter().zip(&slots) {
        let [samples, periods] = event_types(name, unit);
        types[2 * slot] = samples;
        types[2 * slot + 1] = periods;
    }
    (types, slots)
}

/// The two sample types of event `name` whose periods are in `unit`.
pub(super) fn event_types(name: &str, unit: &str) -> [ValueType; 2] {
    [
        ValueType::new(&format!("{name}-samples"), "count"),
        ValueType::new(name, unit),
    ]
}

/// True for the events whose periods are nanoseconds: the software clocks.
pub(super) fn is_clock(name: &str) -> bool {
    matches!(name, "cpu-clock" | "task-clock")
}

/// Where each event goes among the sample types (its slot; its two
/// types are `2 * slot` and `2 * slot + 1`): the clocks first, then the
/// others, each in the order given. The first slot's periods are shown
/// unless told otherwise: time when a clock was recorded (what `perf
/// record` samples by default), whatever the order of `-e`; so perf.data
/// and its `perf script` text (whose events come in the order their
/// samples do) show the same event.
/// `clocks` says of each event whether it is a clock.
pub(super) fn order(clocks: impl Iterator<Item = bool> + Clone) -> Vec<usize> {
    let n = clocks.clone().filter(|&c| c).count();
    let (mut clock, mut other) = (0, n);
    clocks
        .map(|c| {
            let slot = if c { &mut clock } else { &mut other };
            *slot += 1;
            *slot - 1
        })
        .collect()
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
    // perf's BPF `--off-cpu` event: its periods are the time off the CPU.
    let time = clock || name == "offcpu-time";
    (name, if time { "nanoseconds" } else { "count" })
}

/// The path and build id of a `PERF_RECORD_HEADER_BUILD_ID` record's
/// body (`pid`, 24 bytes of build id, the path); `None` without one.
pub(super) fn build_id_record(misc: u16, body: &[u8]) -> Option<(&[u8], String)> {
    const SIZE_GIVEN: u16 = 1 << 15; // PERF_RECORD_MISC_BUILD_ID_SIZE
    let (id, path) = (body.get(4..28)?, body.get(28..)?);
    let len = if misc & SIZE_GIVEN != 0 {
        usize::from(id[20]).min(20)
    } else {
        // Unknown, at most 20: trailing groups of 4 zero bytes are padding.
        let mut len = 20;
        while len >= 4 && id[len - 4..len] == [0; 4] {
            len -= 4;
        }
        len
    };
    let path = &path[..path.iter().position(|&b| b == 0).unwrap_or(path.len())];
    (len > 0).then(|| (path, hex(&id[..len])))
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

/// The sample types a recording's samples may each have without a bound
/// on their values: 8 events' (16), or a few events with the off-CPU
/// types. A sample of them costs no more than its stack does.
const FREE_TYPES: usize = 16;

/// The most values a recording's distinct samples may hold together, one
/// per sample type each (64 MiB), when it has more than 16 (8 events')
/// types. perf keeps a sample under its own event; the profile gives
/// every sample a value for every event, so 1,024 events make 2,048
/// values of each distinct sample (16 KiB). Real recordings of more than
/// 8 events at once are rare: `perf record` multiplexes past the CPU's
/// few counters.
pub const MAX_SAMPLE_VALUES: usize = 8 << 20;

/// Checks that `samples` distinct samples of `types` sample types (of
/// `events` events) are within [`MAX_SAMPLE_VALUES`].
pub(super) fn check_values(
    path: &Path,
    samples: usize,
    types: usize,
    events: usize,
) -> crate::error::Result<()> {
    let values = samples.saturating_mul(types);
    if types <= FREE_TYPES || values <= MAX_SAMPLE_VALUES {
        return Ok(());
    }
    Err(crate::error::Error::NotProfile {
        path: path.into(),
        what: format!(
            "has {samples} distinct samples of {events} events, {values} values (one per sample type of each), more than the {MAX_SAMPLE_VALUES} held: record fewer events at once (perf record -e)"
        ),
    })
}
