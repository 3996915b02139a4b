//! `perf script`'s text: what it prints for each sample by default (and
//! what flame graph scripts read), known by its first line.
//!
//! ```text
//! prog 12376 46295.343505:     250000 cpu-clock:ppp:
//!         55d0c0a1b2c3 leaf+0x13 (/path/to/prog)
//!         55d0c0a1b1f0 main+0x40 (/path/to/prog)
//!
//! ```
//!
//! A sample is a header line (the command, `tid` or `pid/tid`, `[cpu]` when
//! recorded, the time, the period when recorded, the event), then its call
//! chain, leaf first, one frame per indented line (a tab, then `address
//! symbol+offset (object)`), then an empty line; a sample without a chain has its frame
//! on the header line. Names are used as perf gave them (`[unknown]` stays
//! unnamed), the addresses and objects kept: no binary is needed. Lines
//! that are none of these (`perf script -F +srcline`'s source lines) are
//! skipped.

use super::super::text::Lines;
use super::super::{Format, Input, ReadProfile, Reader};
use crate::error::{Error, Result};
use crate::profile::{
    Builder, Function, FunctionId, Label, LabelValue, Line, LocationId, Mapping, MappingId,
    Profile, SharedStr, Unknown, ValueType, check_path, clip, escape_controls, shared,
};
use foldhash::{HashMap, HashMapExt};
use regex::Regex;
use std::sync::LazyLock;

/// The `perf script` format.
pub(in super::super) const FORMAT: Format = Format {
    name: "perf script output",
    signature: "`comm pid time: period event:` lines",
    needs_program: false,
    detect: |input| detect(input.bytes),
    read: Reader::Whole(read),
};

/// A sample's header line: command (which may hold spaces), `tid` or
/// `pid/tid`, `[cpu]`, time, period, event, and the frame of a sample
/// without a chain.
static HEADER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^\s*(?P<comm>\S.*?)\s+(?:(?P<pid>-?\d+)/)?(?P<tid>-?\d+)\s+(?:\[(?P<cpu>\d+)\]\s+)?(?:\d+\.\d+:\s+)?(?:(?P<period>\d+)\s+)?(?P<event>[A-Za-z_][\w.\-/=,]*(?::[A-Za-z]*)?):\s*(?P<rest>.*)$",
    )
    .expect("a valid regex")
});

/// A frame: address, symbol (with `+0x` offset), object.
static FRAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*(?P<address>[0-9a-fA-F]+)\s+(?P<symbol>.*?)\s+\((?P<object>[^()]*(?:\([^()]*\)[^()]*)*)\)\s*$")
        .expect("a valid regex")
});

/// True when `bytes` start like `perf script` output: a sample header
/// line, then a frame (or an empty line).
fn detect(bytes: &[u8]) -> bool {
    let mut lines = Lines::new(&bytes[..bytes.len().min(64 << 10)]);
    let Some(first) = lines.next() else {
        return false;
    };
    if first.text.starts_with(char::is_whitespace) || !HEADER.is_match(&first.text) {
        return false;
    }
    lines
        .next()
        .is_some_and(|l| l.text.trim().is_empty() || FRAME.is_match(&l.text))
}

/// The most events a `perf script` text may name: each is two values of
/// every sample (perf records a handful at once).
pub const MAX_EVENTS: usize = 256;

/// One sample as read: its event (an index into the events), period,
/// labels and frames.
struct Sample<'a> {
    event: usize,
    period: u64,
    labels: Vec<(&'static str, LabelValue)>,
    frames: Vec<(u64, &'a str, &'a str)>,
}

/// Reads `perf script` output.
fn read(input: &Input) -> Result<ReadProfile> {
    let path = input.path;
    let mut warnings = Vec::new();
    let mut samples: Vec<Sample> = Vec::new();
    let mut skipped = 0usize;
    let all = String::from_utf8_lossy(input.bytes);
    let mut current: Option<Sample> = None;
    let mut events: Vec<String> = Vec::new();
    let mut event_ids: HashMap<String, usize> = HashMap::new();
    let malformed = |text: &str, what: String| Error::Malformed {
        path: path.into(),
        offset: (text.as_ptr() as usize).saturating_sub(all.as_ptr() as usize) as u64,
        what,
    };
    for text in all.lines() {
        if text.trim().is_empty() {
            samples.extend(current.take());
            continue;
        }
        let indented = text.starts_with(char::is_whitespace);
        if indented {
            if let (Some(sample), Some(frame)) = (current.as_mut(), frame(text)) {
                sample.frames.push(frame);
            } else {
                skipped += 1;
            }
            continue;
        }
        let Some(caps) = HEADER.captures(text) else {
            skipped += 1;
            continue;
        };
        samples.extend(current.take());
        let mut labels = vec![("comm", LabelValue::Str(shared(caps["comm"].trim())))];
        let number = |name: &str| caps.name(name).and_then(|m| m.as_str().parse::<i64>().ok());
        for key in ["pid", "tid", "cpu"] {
            if let Some(value) = number(key) {
                labels.push((key, LabelValue::Num { value, unit: None }));
            }
        }
        let period = match caps.name("period") {
            None => 1,
            Some(m) => m.as_str().parse::<i64>().map_or_else(
                |_| {
                    Err(malformed(
                        text,
                        format!("period {} is too large", clip(m.as_str(), 40)),
                    ))
                },
                |p| Ok(p as u64),
            )?,
        };
        let name = escape_controls(event_base(&caps["event"])).into_owned();
        let event = match event_ids.get(&name) {
            Some(&id) => id,
            None if events.len() == MAX_EVENTS => {
                return Err(malformed(
                    text,
                    format!(
                        "more than {MAX_EVENTS} events: {} is one more",
                        clip(&name, 40)
                    ),
                ));
            }
            None => {
                events.push(name.clone());
                event_ids.insert(name, events.len() - 1);
                events.len() - 1
            }
        };
        let mut sample = Sample {
            event,
            period,
            labels,
            frames: Vec::new(),
        };
        let rest = caps.name("rest").map_or("", |m| m.as_str());
        if let Some(f) = Some(rest).filter(|r| !r.trim().is_empty()).and_then(frame) {
            sample.frames.push(f);
        }
        current = Some(sample);
    }
    samples.extend(current.take());
    if samples.is_empty() {
        return Err(Error::Malformed {
            path: path.into(),
            offset: 0,
            what: "perf script output without a sample".into(),
        });
    }
    if skipped > 0 {
        warnings.push(format!(
            "{}: {skipped} lines are neither a sample's header nor one of its frames: skipped",
            path.display()
        ));
    }
    Ok(ReadProfile {
        profile: build(&events, &samples),
        warnings,
        names: None,
    })
}

/// The frame on `text` (`address symbol+0xoffset (object)`): its address
/// and, as perf wrote them, its symbol without the offset and its object.
fn frame(text: &str) -> Option<(u64, &str, &str)> {
    let caps = FRAME.captures(text)?;
    let address = u64::from_str_radix(caps.name("address")?.as_str(), 16).ok()?;
    let symbol = caps.name("symbol")?.as_str();
    let symbol = match symbol.rfind("+0x") {
        Some(at) if symbol[at + 3..].bytes().all(|b| b.is_ascii_hexdigit()) => &symbol[..at],
        _ => symbol,
    };
    Some((address, symbol, caps.name("object")?.as_str()))
}

/// An event without perf's modifiers (`cpu-clock` for `cpu-clock:ppp`).
fn event_base(event: &str) -> &str {
    match event.split_once(':') {
        Some((base, modifiers))
            if !base.is_empty() && modifiers.chars().all(|c| "ukhGHpPSDIWe".contains(c)) =>
        {
            base
        }
        _ => event,
    }
}

/// The profile of `samples`: a mapping per object, a location per
/// (object, address), a function per name.
fn build(events: &[String], samples: &[Sample]) -> Profile {
    let several = events.len() > 1;
    let mut sample_types = Vec::new();
    for event in events {
        let samples = if several {
            format!("{event}-samples")
        } else {
            "samples".into()
        };
        sample_types.push(ValueType::new(&samples, "count"));
        let clock = matches!(event.as_str(), "cpu-clock" | "task-clock");
        sample_types.push(ValueType::new(
            event,
            if clock { "nanoseconds" } else { "count" },
        ));
    }
    let period_type = sample_types[1].clone();
    let mut builder = Builder::new(Profile {
        address_bytes: 8,
        program_optional: true,
        sample_types,
        default_sample_type: 1,
        period_type,
        ..Profile::default()
    });
    let mut mappings: HashMap<&str, MappingId> = HashMap::new();
    let mut mapping_list: Vec<Mapping> = Vec::new();
    let mut functions: HashMap<&str, FunctionId> = HashMap::new();
    let mut function_list: Vec<Function> = Vec::new();
    let mut named: HashMap<LocationId, Option<FunctionId>> = HashMap::new();
    let keys: HashMap<&str, SharedStr> = ["comm", "pid", "tid", "cpu"]
        .into_iter()
        .map(|k| (k, SharedStr::from(k)))
        .collect();
    let mut periods = 0u64;
    for s in samples {
        let mut stack = Vec::with_capacity(s.frames.len());
        for &(address, symbol, object) in &s.frames {
            // An object no file can be is unknown (and bounds every name made of it).
            let known = object != "[unknown]" && !object.is_empty() && check_path(object).is_ok();
            let mapping = known.then(|| {
                *mappings.entry(object).or_insert_with(|| {
                    mapping_list.push(Mapping {
                        path: escape_controls(object).into_owned(),
                        ..Mapping::default()
                    });
                    MappingId::new(mapping_list.len() - 1)
                })
            });
            let location = builder.location_in(mapping, address);
            named.entry(location).or_insert_with(|| {
                (symbol != "[unknown]" && !symbol.is_empty()).then(|| {
                    *functions.entry(symbol).or_insert_with(|| {
                        function_list.push(function(symbol));
                        FunctionId::new(function_list.len() - 1)
                    })
                })
            });
            stack.push(location);
        }
        let event = s.event;
        let mut values = vec![0i64; 2 * events.len()];
        values[2 * event] = 1;
        values[2 * event + 1] = i64::try_from(s.period).unwrap_or(i64::MAX);
        periods = periods.saturating_add(s.period);
        let labels = s
            .labels
            .iter()
            .map(|(k, v)| Label {
                key: keys[k].clone(),
                value: v.clone(),
            })
            .collect();
        builder.add_labeled(stack, &values, labels);
    }
    let mut profile = builder.finish();
    profile.period = (periods / samples.len().max(1) as u64) as i64;
    profile.mappings = mapping_list;
    profile.functions = function_list;
    for (id, function) in named {
        let location = &mut profile.locations[id.index()];
        match function {
            Some(function) => {
                location.lines = vec![Line {
                    function,
                    file: None,
                    line: 0,
                    inlined: false,
                }];
            }
            None => {
                location.unknown = Some(if location.mapping.is_some() {
                    Unknown::NoSymbol
                } else {
                    Unknown::NoMapping
                });
            }
        }
    }
    profile
}

/// The function named `symbol` as perf printed it (demangled, unless
/// `--no-demangle`): shortened as a C++ name, but for Rust's
/// `<Type as Trait>::method`, which is kept whole.
fn function(symbol: &str) -> Function {
    let rust_impl = symbol.starts_with('<') && symbol.contains(" as ");
    let names = crate::demangle::names(symbol, !rust_impl);
    Function {
        name: names.short.into(),
        full_name: names.full.into(),
        system_name: crate::profile::escape_controls(symbol).into(),
        start: None,
    }
}
