//! The gperftools (Google CPU profiler) binary format.
//!
//! Layout (see `gperftools-cpu-profile-format.html`): a header of slots
//! `0, n >= 3, version 0, period (µs), ...` where `n` counts the header slots
//! after the second; records `count >= 1, num_pcs >= 1, pc...` (leaf first); a
//! trailer `0, 1, 0`; then the text of the process's mapped objects. Slots are 4
//! or 8 bytes in either byte order, which the header words reveal.

use super::cursor::{SlotFormat, SlotStream, read_up_to};
use super::{Format, ReadOptions, ReadProfile, Reader, proc_maps};
use crate::error::{Error, Result};
use crate::profile::{Builder, LocationId, Profile, Sample, ValueType};
use foldhash::HashMap;
use hashbrown::HashTable;
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
    signature: "binary, its first words 0, a header size of 3 or more, 0",
    needs_program: false,
    detect: |input| slot_format(input.bytes).is_some(),
    read: Reader::Streaming(|cx, body| read(cx.path, &mut body.into_reader(), cx.options)),
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
fn read(path: &Path, source: &mut dyn Read, options: &ReadOptions) -> Result<ReadProfile> {
    let malformed = |offset: u64, what: String| Error::Malformed {
        path: path.into(),
        offset,
        what,
    };
    let io = |e| Error::io(path, e);
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
    let header_slots = format
        .words(stream.take(3).map_err(io)?)
        .nth(1)
        .unwrap_or(3);
    // `slot_format` bounded `header_slots`, so this cannot overflow.
    let rest = header_slots as usize - 1;
    let header = stream.take(rest).map_err(io)?;
    if header.len() < rest * format.width {
        return Err(malformed(
            stream.pos(),
            format!("header of {} words is cut short", header_slots + 2),
        ));
    }
    let period = format.words(header).next().unwrap_or(0);

    let mut warnings = Vec::new();
    let mut builder = StackBuilder::new(format, !options.as_written);
    let mut trailer = false;
    let mut whole_records = false;
    loop {
        let record = stream.pos();
        let (first, second) = {
            let mut words = format.words(stream.take(2).map_err(io)?);
            (words.next(), words.next())
        };
        let (count, num_pcs) = match (first, second) {
            (Some(count), Some(num_pcs)) => (count, num_pcs),
            (Some(count), None) => {
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
            let third = format.words(stream.take(1).map_err(io)?).next();
            match third {
                None => {
                    warnings.push(cut_warning(path, stream.pos()));
                    break;
                }
                Some(0) => {
                    trailer = true;
                    break;
                }
                // A record of count 0 and one PC, which was just read.
                Some(_) => skip_first = true,
            }
        }
        // perl's `--raw` of a heap profile writes the stacks whose value
        // is 0 too: a symbolized profile's are skipped.
        if count == 0 && options.as_written && num_pcs <= MAX_PCS {
            let skip = num_pcs as usize - usize::from(skip_first);
            if stream.take(skip).map_err(io)?.len() < skip * format.width {
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
        let raw = stream.take(n).map_err(io)?;
        if raw.len() < n * format.width {
            builder.add_cut(raw, count);
            warnings.push(cut_warning(path, stream.pos()));
            break;
        }
        builder.add(raw, count);
    }
    if !trailer && warnings.is_empty() && !whole_records {
        warnings.push(cut_warning(path, stream.pos()));
    }

    let mut maps_text = Vec::new();
    if trailer {
        stream
            .into_rest()
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

    let mut profile = builder.finish(period);
    profile.mappings = maps.mappings;
    profile.assign_mappings();
    if !options.keep_signal_frames && !options.as_written {
        drop_signal_frames(&mut profile);
    }
    Ok(ReadProfile {
        profile,
        warnings,
        names: None,
    })
}

/// The address a PC at `depth` of a chain is looked up at. Every PC but
/// the leaf is a return address: with `callers_back`, it is looked up one
/// byte earlier, inside the call instruction, as pprof does.
fn looked_up_at(depth: usize, pc: u64, callers_back: bool) -> u64 {
    match depth > 0 && callers_back {
        true => pc.wrapping_sub(1),
        false => pc,
    }
}

fn cut_warning(path: &Path, offset: u64) -> String {
    format!(
        "{}: profile cut short at byte {offset} (did the profiled program die?); reporting the records before it",
        path.display()
    )
}

/// One distinct call chain: the hash of its raw bytes, its locations
/// (`frames[start..start + len]` of the [`StackBuilder`]), and the sum of
/// its records' counts.
struct Chain {
    hash: u64,
    start: usize,
    len: u32,
    count: u64,
}

/// Reads records into distinct call chains: a record's chain is found by a
/// hash of its raw bytes, in a table whose entries hold where the chain's
/// locations are (in one array, with the addresses of all locations in
/// another, small one), and compared address by address: about three cache
/// misses per record, the cost of a long profile. A chain seen for the
/// first time is interned. The profile's samples are made at the end.
struct StackBuilder {
    builder: Builder,
    format: SlotFormat,
    /// The address of each location, by location index.
    addresses: Vec<u64>,
    /// The locations of every distinct chain, one after the other.
    frames: Vec<LocationId>,
    /// The distinct chains, by the hash of their raw bytes.
    chains: HashTable<Chain>,
    hasher: foldhash::fast::FixedState,
    /// Look return addresses up one byte back (not when a symbolized
    /// profile wrote them so already).
    callers_back: bool,
    /// A record cut short by the end of the file: its chain and count.
    cut: Option<(Vec<LocationId>, u64)>,
}

impl StackBuilder {
    /// A builder of chains in slots of `format`; `callers_back` looks
    /// return addresses up one byte back.
    fn new(format: SlotFormat, callers_back: bool) -> Self {
        StackBuilder {
            builder: Builder::default(),
            format,
            addresses: Vec::new(),
            frames: Vec::new(),
            chains: HashTable::new(),
            hasher: foldhash::fast::FixedState::default(),
            callers_back,
            cut: None,
        }
    }

    /// Adds a whole record: `raw` is its call chain as stored.
    fn add(&mut self, raw: &[u8], count: u64) {
        let hash = self.hasher.hash_one(raw);
        let (format, callers_back) = (self.format, self.callers_back);
        let (frames, addresses) = (&self.frames, &self.addresses);
        let same = |chain: &Chain| {
            chain.hash == hash
                && chain.len as usize * format.width == raw.len()
                && format
                    .words(raw)
                    .zip(&frames[chain.start..chain.start + chain.len as usize])
                    .enumerate()
                    .all(|(depth, (pc, id))| {
                        addresses[id.index()] == looked_up_at(depth, pc, callers_back)
                    })
        };
        if let Some(chain) = self.chains.find_mut(hash, same) {
            chain.count = chain.count.saturating_add(count);
            return;
        }
        // A chain not seen before: no need to compare it with others.
        let start = self.frames.len();
        self.intern(raw);
        let len = (self.frames.len() - start) as u32;
        self.chains.insert_unique(
            hash,
            Chain {
                hash,
                start,
                len,
                count,
            },
            |chain| chain.hash,
        );
    }

    /// Keeps a record cut short by the end of the file (at most one per
    /// file), to add at the end.
    fn add_cut(&mut self, raw: &[u8], count: u64) {
        let start = self.frames.len();
        self.intern(raw);
        let stack = self.frames.split_off(start);
        self.cut = Some((stack, count));
    }

    /// Appends the locations of a raw chain to `frames`.
    fn intern(&mut self, raw: &[u8]) {
        let format = self.format;
        for (depth, pc) in format.words(raw).enumerate() {
            let address = looked_up_at(depth, pc, self.callers_back);
            let id = self.builder.location(address);
            if id.index() == self.addresses.len() {
                self.addresses.push(address);
            }
            self.frames.push(id);
        }
    }

    /// The profile: a sample per distinct chain, in the order first seen,
    /// counts of `period` microseconds each (as Go pprof reads it: samples,
    /// and the time they stand for).
    fn finish(self, period: u64) -> Profile {
        let period_ns = i64::try_from(period)
            .unwrap_or(i64::MAX)
            .saturating_mul(1000);
        let values = |count: u64| {
            let count = i64::try_from(count).unwrap_or(i64::MAX);
            [count, count.saturating_mul(period_ns)]
        };
        let StackBuilder {
            builder,
            frames,
            chains,
            cut,
            ..
        } = self;
        // Chains start in `frames` in the order they were first seen.
        let mut chains: Vec<Chain> = chains.into_iter().collect();
        chains.sort_unstable_by_key(|c| c.start);
        let mut profile = builder.finish();
        profile.address_bytes = self.format.width;
        profile.sample_types = vec![
            ValueType::new("samples", "count"),
            ValueType::new("cpu", "nanoseconds"),
        ];
        profile.period_type = ValueType::new("cpu", "nanoseconds");
        profile.period = period_ns;
        profile.samples.reserve_exact(chains.len() + 1);
        for chain in &chains {
            let stack = frames[chain.start..chain.start + chain.len as usize].to_vec();
            profile
                .samples
                .push(Sample::new(stack, &values(chain.count)));
        }
        drop(frames);
        if let Some((stack, count)) = cut {
            match profile.samples.iter_mut().find(|s| s.stack == stack) {
                Some(sample) => {
                    for (v, add) in sample.values.iter_mut().zip(values(count)) {
                        *v = v.saturating_add(add);
                    }
                }
                None => profile.samples.push(Sample::new(stack, &values(count))),
            }
        }
        profile
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
