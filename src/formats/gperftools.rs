//! The gperftools (Google CPU profiler) binary format.
//!
//! Layout (see `gperftools-cpu-profile-format.html`): a header of slots
//! `0, n >= 3, version 0, period (µs), ...` where `n` counts the header slots
//! after the second; records `count >= 1, num_pcs >= 1, pc...` (leaf first); a
//! trailer `0, 1, 0`; then the text of the process's mapped objects. Slots are 4
//! or 8 bytes in either byte order, which the header words reveal.

use super::cursor::{SlotFormat, Slots};
use super::{Format, Input, ReadProfile, proc_maps};
use crate::error::{Error, Result};
use crate::profile::{Builder, LocationId, Profile, ValueType};
use foldhash::HashMap;
use std::path::Path;

/// Largest header-slot count accepted (the profiler writes 3).
const MAX_HEADER_SLOTS: u64 = 1 << 12;
/// Largest call-chain length accepted; gperftools writes at most 253 PCs.
const MAX_PCS: u64 = 1 << 16;

/// The gperftools CPU profile format.
pub(super) const FORMAT: Format = Format {
    name: "a gperftools CPU profile",
    signature: "words 0, >= 3, 0",
    needs_program: false,
    detect: |input| slot_format(input.bytes).is_some(),
    read,
};

/// The word size and byte order in which `bytes` start like a profile.
fn slot_format(bytes: &[u8]) -> Option<SlotFormat> {
    SlotFormat::ALL.into_iter().find(|&format| {
        let slots = Slots::new(bytes, format);
        slots.get(0) == Some(0)
            && slots
                .get(1)
                .is_some_and(|n| (3..=MAX_HEADER_SLOTS).contains(&n))
            && slots.get(2) == Some(0)
    })
}

/// Reads a gperftools CPU profile.
fn read(input: &Input) -> Result<ReadProfile> {
    let (path, bytes, options) = (input.path, input.bytes, input.options);
    let malformed = |offset: u64, what: String| Error::Malformed {
        path: path.into(),
        offset,
        what,
    };
    let format = slot_format(bytes).ok_or_else(|| {
        malformed(
            0,
            "not a gperftools CPU profile: the header must start with the words 0, >= 3, 0".into(),
        )
    })?;
    let slots = Slots::new(bytes, format);
    let header_slots = slots.get(1).unwrap_or(3);
    // `detect` bounded `header_slots`, so this cannot overflow.
    let first_record = 2 + header_slots as usize;
    if slots.len() < first_record {
        return Err(malformed(
            slots.offset(slots.len()),
            format!("header of {first_record} words is cut short"),
        ));
    }
    let period = slots.get(3).unwrap_or(0);

    let mut warnings = Vec::new();
    let mut builder = StackBuilder::new(period, format.width, !options.as_written);
    builder.reserve(first_record_estimate(&slots, first_record));
    let mut i = first_record;
    let mut text_start = None;
    while let Some(count) = slots.get(i) {
        let Some(num_pcs) = slots.get(i + 1) else {
            warnings.push(cut_warning(path, slots.offset(i + 1)));
            if count > 0 {
                builder.add_cut(std::iter::empty(), count);
            }
            break;
        };
        if count == 0 && num_pcs == 1 {
            match slots.get(i + 2) {
                Some(0) => {
                    text_start = Some(slots.offset(i + 3));
                    break;
                }
                None => {
                    warnings.push(cut_warning(path, slots.offset(i + 2)));
                    break;
                }
                Some(_) => {}
            }
        }
        // perl's `--raw` of a heap profile writes the stacks whose value
        // is 0 too: a symbolized profile's are skipped.
        if count == 0 && options.as_written && num_pcs <= MAX_PCS {
            i = i.saturating_add(2).saturating_add(num_pcs as usize);
            continue;
        }
        if count == 0 {
            return Err(malformed(
                slots.offset(i),
                "record with sample count 0".into(),
            ));
        }
        if num_pcs == 0 {
            return Err(malformed(
                slots.offset(i + 1),
                "record with no call-chain PCs".into(),
            ));
        }
        if num_pcs > MAX_PCS || count > i64::MAX as u64 {
            return Err(malformed(
                slots.offset(i),
                format!("absurd record: count {count}, {num_pcs} PCs"),
            ));
        }
        let pcs_start = i + 2;
        let available = slots.len().saturating_sub(pcs_start);
        let n = num_pcs as usize;
        if n > available {
            builder.add_cut((pcs_start..slots.len()).filter_map(|j| slots.get(j)), count);
            warnings.push(cut_warning(path, slots.offset(slots.len())));
            break;
        }
        // Records repeat call chains: the raw chain is looked up first, and
        // its PCs are decoded only the first time it is seen.
        let pcs = (pcs_start..pcs_start + n).filter_map(|j| slots.get(j));
        builder.add(slots.raw(pcs_start, n), pcs, count);
        i = pcs_start + n;
    }
    // perl's `--raw` writes its records without the trailer: a symbolized
    // profile's section may end after a whole record.
    let whole_records = options.as_written && i == slots.len();
    if text_start.is_none() && warnings.is_empty() && !whole_records {
        warnings.push(cut_warning(path, slots.offset(i)));
    }

    let maps_text = text_start
        .and_then(|start| bytes.get(start as usize..))
        .map(String::from_utf8_lossy)
        .unwrap_or_default();
    let maps = proc_maps::parse(&maps_text);
    if maps.unrecognized > 0 {
        warnings.push(format!(
            "{}: ignored {} unrecognized line(s) in the mapped-objects text, the first: {:?}",
            path.display(),
            maps.unrecognized,
            maps.first_unrecognized.unwrap_or_default()
        ));
    }

    let mut profile = builder.finish();
    profile.mappings = maps.mappings;
    profile.assign_mappings();
    if !options.keep_signal_frames && !options.as_written {
        drop_signal_frames(&mut profile);
    }
    Ok(ReadProfile { profile, warnings })
}

/// A guess at the number of records, from the size of the first one, to
/// size the tables once (capped, so that a lying file costs nothing).
fn first_record_estimate(slots: &Slots, first_record: usize) -> usize {
    let pcs = slots.get(first_record + 1).unwrap_or(1).clamp(1, 64) as usize;
    (slots.len().saturating_sub(first_record) / (2 + pcs)).min(1 << 20)
}

fn cut_warning(path: &Path, offset: u64) -> String {
    format!(
        "{}: profile cut short at byte {offset} (did the profiled program die?); reporting the records before it",
        path.display()
    )
}

/// Reads records into the profile: equal call chains are found by their
/// raw bytes first, so each distinct chain is decoded once.
struct StackBuilder<'a> {
    builder: Builder,
    /// Nanoseconds per sample.
    period_ns: i64,
    /// Sample index by the record's raw PC bytes (one slot format per file,
    /// so equal bytes are equal chains, and distinct bytes distinct stacks).
    by_raw: HashMap<&'a [u8], usize>,
    /// Look return addresses up one byte back (not when a symbolized
    /// profile wrote them so already).
    callers_back: bool,
}

impl<'a> StackBuilder<'a> {
    /// A builder for a profile of `period` microseconds per sample and
    /// `address_bytes`-byte addresses; `callers_back` looks return addresses
    /// up one byte back.
    fn new(period: u64, address_bytes: usize, callers_back: bool) -> Self {
        let period = i64::try_from(period).unwrap_or(i64::MAX);
        let period_ns = period.saturating_mul(1000);
        StackBuilder {
            builder: Builder::new(Profile {
                address_bytes,
                // As Go pprof reads it: samples, and the time they stand for.
                sample_types: vec![
                    ValueType::new("samples", "count"),
                    ValueType::new("cpu", "nanoseconds"),
                ],
                period_type: ValueType::new("cpu", "nanoseconds"),
                period: period_ns,
                ..Profile::default()
            }),
            period_ns,
            by_raw: HashMap::default(),
            callers_back,
        }
    }

    /// Makes room for about `records` distinct call chains.
    fn reserve(&mut self, records: usize) {
        self.builder.reserve(records);
        self.by_raw.reserve(records);
    }

    fn values(&self, count: u64) -> [i64; 2] {
        let count = i64::try_from(count).unwrap_or(i64::MAX);
        [count, count.saturating_mul(self.period_ns)]
    }

    /// Adds a whole record: `raw` is its call chain as stored, `pcs` decodes it.
    fn add(&mut self, raw: &'a [u8], pcs: impl Iterator<Item = u64>, count: u64) {
        let values = self.values(count);
        if let Some(&index) = self.by_raw.get(raw) {
            self.builder.add_to(index, &values);
            return;
        }
        // Distinct raw chains are distinct stacks: no need to compare them.
        let stack = self.intern(pcs);
        let index = self.builder.push(stack, &values, Vec::new());
        self.by_raw.insert(raw, index);
    }

    /// Adds a record cut short by the end of the file (at most one per file).
    fn add_cut(&mut self, pcs: impl Iterator<Item = u64>, count: u64) {
        let values = self.values(count);
        let stack = self.intern(pcs);
        match self.builder.position(&stack) {
            Some(index) => self.builder.add_to(index, &values),
            None => _ = self.builder.push(stack, &values, Vec::new()),
        }
    }

    /// The locations of a chain. Every PC but the leaf is a return address:
    /// it is looked up one byte earlier, inside the call instruction, as
    /// pprof does.
    fn intern(&mut self, pcs: impl Iterator<Item = u64>) -> Vec<LocationId> {
        pcs.enumerate()
            .map(|(depth, pc)| {
                let back = depth > 0 && self.callers_back;
                let address = if back { pc.wrapping_sub(1) } else { pc };
                self.builder.location(address)
            })
            .collect()
    }

    fn finish(self) -> Profile {
        self.builder.finish()
    }
}

/// Drops the profiler's signal-handler frame, by Go pprof's bounded rule
/// (`legacy_profile.go`): when all stacks but at most 1/32 of them share the
/// same second address, that address is removed from every stack that has it;
/// this is done at most twice. Perl pprof's unbounded loop can strip real
/// frames down to the leaf; this rule cannot.
fn drop_signal_frames(profile: &mut Profile) {
    const MAX_FRAMES: usize = 2;
    const SIMILAR_SAMPLES: usize = 32;
    let margin = profile.samples.len() / SIMILAR_SAMPLES;
    for _ in 0..MAX_FRAMES {
        let mut seconds: HashMap<LocationId, usize> = HashMap::default();
        for s in &profile.samples {
            if let Some(&second) = s.stack.get(1) {
                *seconds.entry(second).or_default() += 1;
            }
        }
        let Some(frame) = seconds
            .into_iter()
            .find(|&(_, n)| n + margin >= profile.samples.len())
            .map(|(id, _)| id)
        else {
            return;
        };
        for s in &mut profile.samples {
            if s.stack.get(1) == Some(&frame) {
                s.stack.remove(1);
            }
        }
    }
}
