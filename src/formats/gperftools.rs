//! The gperftools (Google CPU profiler) binary format.
//!
//! Layout (see `gperftools-cpu-profile-format.html`): a header of slots
//! `0, n >= 3, version 0, period (µs), ...` where `n` counts the header slots
//! after the second; records `count >= 1, num_pcs >= 1, pc...` (leaf first); a
//! trailer `0, 1, 0`; then the text of the process's mapped objects. Slots are 4
//! or 8 bytes in either byte order, which the header words reveal.

use super::cursor::{SlotFormat, SlotStream};
use super::{Format, ReadOptions, ReadProfile, proc_maps};
use crate::error::{Error, Result};
use crate::profile::{Builder, LocationId, Profile, ValueType};
use foldhash::HashMap;
use std::hash::BuildHasher;
use std::io::Read;
use std::path::Path;

/// Largest header-slot count accepted (the profiler writes 3): a memory
/// guard, since the header is read whole.
const MAX_HEADER_SLOTS: u64 = 1 << 12;
/// Largest call-chain length accepted (gperftools writes at most 253 PCs):
/// a memory guard, since a record is read whole.
const MAX_PCS: u64 = 1 << 16;
/// Largest mapped-objects text read (a process's maps are kilobytes): the
/// rest is ignored, with a warning.
const MAX_MAPS_TEXT: u64 = 64 << 20;

/// The gperftools CPU profile format.
pub(super) const FORMAT: Format = Format {
    name: "a gperftools CPU profile",
    signature: "words 0, >= 3, 0",
    needs_program: false,
    detect: |input| slot_format(input.bytes).is_some(),
    read: |input| read(input.path, &mut &*input.bytes, input.options),
};

/// The word size and byte order in which `bytes` start like a profile
/// (three words of the header are enough to tell).
pub(super) fn slot_format(bytes: &[u8]) -> Option<SlotFormat> {
    SlotFormat::ALL.into_iter().find(|&format| {
        let mut words = format.words(bytes);
        words.next() == Some(0)
            && words
                .next()
                .is_some_and(|n| (3..=MAX_HEADER_SLOTS).contains(&n))
            && words.next() == Some(0)
    })
}

/// Reads a gperftools CPU profile from `source`, front to back, keeping
/// only its distinct call chains: the file is never held whole, and a file
/// that ends early (or shrinks while it is read) is a profile cut short.
pub(super) fn read(
    path: &Path,
    source: &mut dyn Read,
    options: &ReadOptions,
) -> Result<ReadProfile> {
    let malformed = |offset: u64, what: String| Error::Malformed {
        path: path.into(),
        offset,
        what,
    };
    let io = |e| Error::io(path, e);
    let mut buf = Vec::new();
    // Enough of the header to know its word format.
    let mut start = [0u8; 24];
    let got = read_up_to(source, &mut start).map_err(io)?;
    let format = slot_format(&start[..got]).ok_or_else(|| {
        malformed(
            0,
            "not a gperftools CPU profile: the header must start with the words 0, >= 3, 0".into(),
        )
    })?;
    let mut stream = SlotStream::new((&start[..got]).chain(source), format);
    stream.read(3, &mut buf).map_err(io)?;
    let header_slots = format.words(&buf).nth(1).unwrap_or(3);
    // `slot_format` bounded `header_slots`, so this cannot overflow.
    let rest = header_slots as usize - 1;
    if stream.read(rest, &mut buf).map_err(io)? < rest {
        return Err(malformed(
            stream.pos(),
            format!("header of {} words is cut short", header_slots + 2),
        ));
    }
    let period = format.words(&buf).next().unwrap_or(0);

    let mut warnings = Vec::new();
    let mut builder = StackBuilder::new(period, format, !options.as_written);
    let mut trailer = false;
    let mut whole_records = false;
    loop {
        let record = stream.pos();
        let got = stream.read(2, &mut buf).map_err(io)?;
        let (first, second) = {
            let mut head = format.words(&buf);
            (head.next(), head.next())
        };
        let (count, num_pcs) = match (got, first, second) {
            (2, Some(count), Some(num_pcs)) => (count, num_pcs),
            (1, Some(count), _) => {
                warnings.push(cut_warning(path, stream.pos()));
                if count > 0 {
                    builder.add_cut(&[], count);
                }
                break;
            }
            _ => {
                // perl's `--raw` writes its records without the trailer: a
                // symbolized profile's section may end after a whole record.
                whole_records = options.as_written && stream.pos() == record;
                if !whole_records {
                    warnings.push(cut_warning(path, stream.pos()));
                }
                break;
            }
        };
        let mut skip_first = false;
        if count == 0 && num_pcs == 1 {
            if stream.read(1, &mut buf).map_err(io)? == 0 {
                warnings.push(cut_warning(path, stream.pos()));
                break;
            }
            if format.words(&buf).next() == Some(0) {
                trailer = true;
                break;
            }
            // A record of count 0 and one PC, which was just read.
            skip_first = true;
        }
        // perl's `--raw` of a heap profile writes the stacks whose value
        // is 0 too: a symbolized profile's are skipped.
        if count == 0 && options.as_written && num_pcs <= MAX_PCS {
            let skip = num_pcs as usize - usize::from(skip_first);
            if stream.read(skip, &mut buf).map_err(io)? < skip {
                warnings.push(cut_warning(path, stream.pos()));
                break;
            }
            continue;
        }
        if count == 0 {
            return Err(malformed(record, "record with sample count 0".into()));
        }
        if num_pcs == 0 {
            return Err(malformed(
                record + format.width as u64,
                "record with no call-chain PCs".into(),
            ));
        }
        if num_pcs > MAX_PCS || count > i64::MAX as u64 {
            return Err(malformed(
                record,
                format!("absurd record: count {count}, {num_pcs} PCs"),
            ));
        }
        let n = num_pcs as usize;
        if stream.read(n, &mut buf).map_err(io)? < n {
            builder.add_cut(&buf, count);
            warnings.push(cut_warning(path, stream.pos()));
            break;
        }
        builder.add(&buf, count);
    }
    if !trailer && warnings.is_empty() && !whole_records {
        warnings.push(cut_warning(path, stream.pos()));
    }

    let mut maps_text = Vec::new();
    if trailer {
        stream
            .into_inner()
            .take(MAX_MAPS_TEXT + 1)
            .read_to_end(&mut maps_text)
            .map_err(io)?;
        if maps_text.len() as u64 > MAX_MAPS_TEXT {
            maps_text.truncate(MAX_MAPS_TEXT as usize);
            warnings.push(format!(
                "{}: the mapped-objects text is longer than {} MiB: read its first {} MiB",
                path.display(),
                MAX_MAPS_TEXT >> 20,
                MAX_MAPS_TEXT >> 20
            ));
        }
    }
    let maps = proc_maps::parse(&String::from_utf8_lossy(&maps_text));
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

/// Fills as much of `buf` as the stream has; returns how much.
fn read_up_to(source: &mut dyn Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut filled = 0;
    while filled < buf.len() {
        match source.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(k) => filled += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(filled)
}

fn cut_warning(path: &Path, offset: u64) -> String {
    format!(
        "{}: profile cut short at byte {offset} (did the profiled program die?); reporting the records before it",
        path.display()
    )
}

/// Reads records into the profile: equal call chains are found by a hash
/// of their raw bytes first, so each distinct chain is decoded and interned
/// once; a record is kept only until it is added.
struct StackBuilder {
    builder: Builder,
    format: SlotFormat,
    /// Nanoseconds per sample.
    period_ns: i64,
    /// The last sample whose raw chain has each hash; `chain[i]` is the
    /// sample before `i` with the same hash, `usize::MAX` for none.
    by_raw: HashMap<u64, usize>,
    chain: Vec<usize>,
    hasher: foldhash::fast::FixedState,
    /// Look return addresses up one byte back (not when a symbolized
    /// profile wrote them so already).
    callers_back: bool,
}

impl StackBuilder {
    /// A builder for a profile of `period` microseconds per sample, in
    /// slots of `format`; `callers_back` looks return addresses up one
    /// byte back.
    fn new(period: u64, format: SlotFormat, callers_back: bool) -> Self {
        let period = i64::try_from(period).unwrap_or(i64::MAX);
        let period_ns = period.saturating_mul(1000);
        StackBuilder {
            builder: Builder::new(Profile {
                address_bytes: format.width,
                // As Go pprof reads it: samples, and the time they stand for.
                sample_types: vec![
                    ValueType::new("samples", "count"),
                    ValueType::new("cpu", "nanoseconds"),
                ],
                period_type: ValueType::new("cpu", "nanoseconds"),
                period: period_ns,
                ..Profile::default()
            }),
            format,
            period_ns,
            by_raw: HashMap::default(),
            chain: Vec::new(),
            hasher: foldhash::fast::FixedState::default(),
            callers_back,
        }
    }

    fn values(&self, count: u64) -> [i64; 2] {
        let count = i64::try_from(count).unwrap_or(i64::MAX);
        [count, count.saturating_mul(self.period_ns)]
    }

    /// The address a PC at `depth` is looked up at. Every PC but the leaf
    /// is a return address: it is looked up one byte earlier, inside the
    /// call instruction, as pprof does.
    fn address(&self, depth: usize, pc: u64) -> u64 {
        match depth > 0 && self.callers_back {
            true => pc.wrapping_sub(1),
            false => pc,
        }
    }

    /// True when sample `index` has the call chain `raw`.
    fn has_chain(&self, index: usize, raw: &[u8]) -> bool {
        let stack = self.builder.stack(index);
        stack.len() == raw.len() / self.format.width
            && self
                .format
                .words(raw)
                .zip(stack)
                .enumerate()
                .all(|(depth, (pc, &id))| self.builder.address(id) == self.address(depth, pc))
    }

    /// Adds a whole record: `raw` is its call chain as stored.
    fn add(&mut self, raw: &[u8], count: u64) {
        let values = self.values(count);
        let hash = self.hasher.hash_one(raw);
        let mut at = self.by_raw.get(&hash).copied().unwrap_or(usize::MAX);
        while at != usize::MAX {
            if self.has_chain(at, raw) {
                self.builder.add_to(at, &values);
                return;
            }
            at = self.chain[at];
        }
        // A chain not seen before: no need to compare its stack with others.
        let stack = self.intern(raw);
        let index = self.builder.push(stack, &values, Vec::new());
        let before = self.by_raw.insert(hash, index).unwrap_or(usize::MAX);
        self.chain.resize(index + 1, usize::MAX);
        self.chain[index] = before;
    }

    /// Adds a record cut short by the end of the file (at most one per file).
    fn add_cut(&mut self, raw: &[u8], count: u64) {
        let values = self.values(count);
        let stack = self.intern(raw);
        match self.builder.position(&stack) {
            Some(index) => self.builder.add_to(index, &values),
            None => _ = self.builder.push(stack, &values, Vec::new()),
        }
    }

    /// The locations of a raw chain.
    fn intern(&mut self, raw: &[u8]) -> Vec<LocationId> {
        let format = self.format;
        format
            .words(raw)
            .enumerate()
            .map(|(depth, pc)| {
                let address = self.address(depth, pc);
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
