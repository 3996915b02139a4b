//! `perf script`'s text, in every layout perf prints it: with call chains
//! (`perf record -g`) or without (no `-g`, or `perf script -G`: the frame
//! on the header line), with the fields `-F` picks, with or without
//! periods, of one event or several.
//!
//! ```text
//! prog 12376 46295.343505:     250000 cpu-clock:ppp:
//!         55d0c0a1b2c3 leaf+0x13 (/path/to/prog)
//!         55d0c0a1b2c3 helper+0x13 (inlined)
//!         55d0c0a1b1f0 main+0x40 (/path/to/prog)
//!
//!             prog 12376 46295.343755:     250000 cpu-clock:ppp:  55d0c0a1b2c3 leaf+0x13 (/path/to/prog)
//! ```
//!
//! A sample is a header line (`fields`), then its call chain, leaf first,
//! one frame per indented line, then an empty line. Names are kept as perf
//! printed them (`[unknown]` stays unnamed); the addresses and objects are
//! kept: no binary is needed. Functions perf found inlined are `(inlined)`
//! frames, one location with the frame that follows them (`stacks`).
//! Lines that are none of these (`perf script -F +srcline`'s source
//! lines) are skipped, with one warning that counts them.
//!
//! The text is read as a stream, line by line into one buffer; what is
//! kept is the distinct stacks, as of a perf.data recording. The sample
//! types are a perf.data's for the same recording (`events`): two per
//! event, its samples and its periods; without periods (`-F` without
//! `period`), its samples only.

mod fields;
mod stacks;

use super::super::{Body, Format, ReadContext, ReadProfile, Reader};
use super::events::{check_values, event_types, is_clock, order};
use crate::error::{Error, Result};
use crate::profile::{Moment, NO_TYPE, Profile, Timeline, ValueType, clip, escape_controls};
use fields::Header;
use foldhash::HashMap;
use stacks::{LabelKeyOf, Stacks};
use std::io::BufRead;

/// The `perf script` format.
pub(in super::super) const FORMAT: Format = Format {
    name: "perf script output",
    signature: "`comm pid time: period event:` lines",
    needs_program: false,
    detect: |input| detect(input.bytes),
    read: Reader::Streaming(read),
};

/// True when `bytes` start like `perf script` output: a sample's header
/// line (after perf's `#` comments), then a frame, an empty line or
/// another header (or nothing, when the first line fills `bytes`).
fn detect(bytes: &[u8]) -> bool {
    let mut lines = bytes
        .split(|&b| b == b'\n')
        .map(|l| String::from_utf8_lossy(l))
        .skip_while(|l| l.starts_with('#'));
    let Some(first) = lines.next() else {
        return false;
    };
    if fields::header(&first).is_none() {
        return false;
    }
    match lines.next() {
        None => true,
        Some(next) => {
            next.trim().is_empty()
                || fields::frame(&next).is_some()
                || fields::header(&next).is_some()
                || !bytes.ends_with(b"\n") && lines.next().is_none()
        }
    }
}

/// The most events a `perf script` text may name: each is two values of
/// every sample (perf records a handful at once).
pub const MAX_EVENTS: usize = 256;

/// The longest line read: a frame's name can be long (C++ templates,
/// Rust's generic arguments), not this long.
const MAX_LINE: usize = 1 << 20;

/// One sample as it is read: its header's fields (its frames go to the
/// stack being read).
#[derive(Debug, Clone, Copy, Default)]
struct Sample {
    /// Process, thread, CPU.
    ids: LabelKeyOf,
    /// Index of its event in the events read.
    event: usize,
    /// Its period, when printed.
    period: Option<i64>,
    /// perf's time field, in nanoseconds (of perf's clock), when printed.
    time: Option<u64>,
}

/// The events read, in the order first seen.
#[derive(Default)]
struct Events {
    names: Vec<String>,
    ids: HashMap<String, usize>,
    /// Samples and period sum of each.
    counts: Vec<(u64, u64)>,
    /// True once a sample had a period.
    periods: bool,
}

impl Events {
    /// The index of the event printed as `printed` (`cpu-clock:ppp`).
    fn id(&mut self, printed: &str) -> std::result::Result<usize, String> {
        let name = event_base(printed);
        if let Some(&id) = self.ids.get(name) {
            return Ok(id);
        }
        if self.names.len() == MAX_EVENTS {
            return Err(format!(
                "more than {MAX_EVENTS} events: {} is one more",
                clip(name, 40)
            ));
        }
        let owned = escape_controls(name).into_owned();
        self.names.push(owned);
        self.ids.insert(name.to_string(), self.names.len() - 1);
        self.counts.push((0, 0));
        Ok(self.names.len() - 1)
    }
}

/// Reads `perf script` output, line by line.
fn read(cx: &ReadContext, body: Body) -> Result<ReadProfile> {
    let path = cx.path;
    let mut input = std::io::BufReader::with_capacity(1 << 16, body.into_reader());
    let mut buf: Vec<u8> = Vec::with_capacity(512);
    let mut offset = 0u64;
    let mut stacks = Stacks::default();
    let mut events = Events::default();
    let mut current: Option<Sample> = None;
    let mut comm = String::new();
    let mut skipped = 0u64;
    let malformed = |offset: u64, what: String| Error::Malformed {
        path: path.into(),
        offset,
        what,
    };
    loop {
        buf.clear();
        let n = std::io::Read::take(&mut input, MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut buf)
            .map_err(|e| Error::io(path, e))?;
        if n == 0 {
            break;
        }
        if buf.len() > MAX_LINE {
            return Err(malformed(
                offset,
                format!("a line longer than {} MiB", MAX_LINE >> 20),
            ));
        }
        let at = offset;
        offset += n as u64;
        while let [head @ .., b'\n' | b'\r'] = buf.as_slice() {
            buf.truncate(head.len());
        }
        let text = match std::str::from_utf8(&buf) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(_) => String::from_utf8_lossy(&buf),
        };
        let text: &str = &text;
        if text.trim().is_empty() {
            end(&mut current, &mut stacks, &mut events, &comm);
            continue;
        }
        // A chain's frames are indented by a tab; a header without a chain
        // by perf's right-aligned command.
        let frame_first = text.starts_with('\t');
        let frame = || fields::frame(text).filter(|_| current.is_some());
        if frame_first && let Some(f) = frame() {
            stacks.frame(f.address, f.symbol, f.object, f.inlined);
            continue;
        }
        if let Some(h) = fields::header(text) {
            end(&mut current, &mut stacks, &mut events, &comm);
            start(&h, &mut current, &mut stacks, &mut events, &mut comm)
                .map_err(|what| malformed(at, what))?;
            continue;
        }
        if !frame_first
            && text.starts_with(char::is_whitespace)
            && let Some(f) = frame()
        {
            stacks.frame(f.address, f.symbol, f.object, f.inlined);
            continue;
        }
        if !(current.is_none() && text.starts_with('#')) {
            skipped += 1;
        }
    }
    end(&mut current, &mut stacks, &mut events, &comm);
    if stacks.is_empty() {
        return Err(malformed(0, "perf script output without a sample".into()));
    }
    let mut warnings = Vec::new();
    if skipped > 0 {
        warnings.push(format!(
            "{}: {skipped} lines are neither a sample's header nor one of its frames: skipped",
            path.display()
        ));
    }
    Ok(ReadProfile {
        profile: build(path, &events, stacks)?,
        warnings,
        names: None,
    })
}

/// Starts the sample of header `h`.
fn start(
    h: &Header,
    current: &mut Option<Sample>,
    stacks: &mut Stacks,
    events: &mut Events,
    comm: &mut String,
) -> std::result::Result<(), String> {
    let event = events.id(h.event)?;
    let period = match h.period {
        None => None,
        Some(digits) if digits.starts_with('-') => {
            return Err(format!("period {} is negative", clip(digits, 40)));
        }
        Some(digits) => Some(
            digits
                .parse::<u64>()
                .ok()
                .and_then(|p| i64::try_from(p).ok())
                .ok_or_else(|| format!("period {} is too large", clip(digits, 40)))?,
        ),
    };
    stacks.clear();
    comm.clear();
    comm.push_str(h.comm.trim());
    *current = Some(Sample {
        ids: LabelKeyOf {
            pid: h.pid,
            tid: h.tid,
            cpu: h.cpu,
        },
        event,
        period,
        time: h.time,
    });
    if let Some(f) = h.frame {
        stacks.frame(f.address, f.symbol, f.object, f.inlined);
    }
    Ok(())
}

/// Ends the sample being read, if any.
fn end(current: &mut Option<Sample>, stacks: &mut Stacks, events: &mut Events, comm: &str) {
    let Some(sample) = current.take() else {
        stacks.clear();
        return;
    };
    let period = sample.period.unwrap_or(0);
    events.periods |= sample.period.is_some();
    let counts = &mut events.counts[sample.event];
    counts.0 += 1;
    counts.1 = counts.1.saturating_add(period.unsigned_abs());
    stacks.end_sample(sample.ids, comm, sample.event, period, sample.time);
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

/// The profile of what was read: the events in perf.data's order
/// (`events::order`), two sample types each, or one without periods.
///
/// Errors: more values than [`MAX_SAMPLE_VALUES`](super::events::MAX_SAMPLE_VALUES)
/// (each distinct sample has one per sample type), refused as soon as
/// they are.
fn build(path: &std::path::Path, events: &Events, stacks: Stacks) -> Result<Profile> {
    let slots = order(events.names.iter().map(|e| is_clock(e)));
    let per_event = if events.periods { 2 } else { 1 };
    let mut sample_types = vec![ValueType::new("", ""); per_event * events.names.len()];
    for (name, &slot) in events.names.iter().zip(&slots) {
        let unit = if is_clock(name) {
            "nanoseconds"
        } else {
            "count"
        };
        let [samples, periods] = event_types(name, unit);
        sample_types[per_event * slot] = samples;
        if events.periods {
            sample_types[per_event * slot + 1] = periods;
        }
    }
    let shown = slots.iter().position(|&s| s == 0).unwrap_or(0);
    let (shown_samples, shown_periods) = events.counts.get(shown).copied().unwrap_or((0, 0));
    let default_sample_type = per_event - 1;
    let built = stacks.finish();
    let mut builder = built.builder;
    let mut values = vec![0i64; per_event * events.names.len()];
    // Each entry's sample in the profile, and its event's count type.
    let mut at = Vec::with_capacity(built.samples.len());
    let mut distinct = 0;
    for s in built.samples {
        values.iter_mut().for_each(|v| *v = 0);
        let slot = slots[s.event];
        values[per_event * slot] = s.count;
        if events.periods {
            values[per_event * slot + 1] = s.period;
        }
        let sample = builder.add_labeled(s.stack, &values, s.labels);
        if sample == distinct {
            distinct += 1;
            check_values(path, distinct, values.len(), events.names.len())?;
        }
        at.push((sample, per_event * slot));
    }
    let mut profile = builder.finish();
    // A moment adds its value to the type after its count: without
    // periods, only a single event's samples can have times.
    if events.periods || events.names.len() == 1 {
        profile.timeline = timeline(&built.moments, &at);
    }
    profile.address_bytes = 8;
    profile.program_optional = true;
    profile.period_type = sample_types[default_sample_type].clone();
    profile.sample_types = sample_types;
    profile.default_sample_type = default_sample_type;
    profile.period = if events.periods {
        (shown_periods / shown_samples.max(1)) as i64
    } else {
        1
    };
    profile.mappings = built.mappings;
    profile.functions = built.functions;
    Ok(profile)
}

/// The timeline of the samples read (`moments`: time, entry, period),
/// `at` each entry's sample and count type; `None` without times.
fn timeline(moments: &[(u64, u32, i64)], at: &[(usize, usize)]) -> Option<Box<Timeline>> {
    let moments = moments
        .iter()
        .map(|&(time, entry, value)| {
            let &(sample, count_type) = at.get(entry as usize)?;
            Some(Moment {
                time,
                sample: u32::try_from(sample).ok()?,
                count_type: u16::try_from(count_type).ok()?,
                also: NO_TYPE,
                value,
            })
        })
        .collect::<Option<Vec<Moment>>>()?;
    (!moments.is_empty()).then(|| Box::new(Timeline::new(moments)))
}

/// What `perf script` printed, as the profile's types and values: for a
/// reader's unit tests.
#[cfg(test)]
fn read_text(text: &str) -> Result<ReadProfile> {
    let options = super::super::ReadOptions::default();
    let cx = ReadContext {
        path: std::path::Path::new("test.txt"),
        options: &options,
        facts: &None::<&crate::profile::ProgramFacts>,
    };
    read(&cx, Body::Bytes(text.as_bytes()))
}

#[cfg(test)]
mod tests;
