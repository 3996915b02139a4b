//! GNU gprof's `gmon.out` (binutils `gmon_out.h`): the `gmon` magic, a
//! version word and 12 spare bytes, then records, each a one-byte tag:
//! 0, a histogram (low and high PC, number of bins, profiling rate, a
//! 15-byte dimension and its abbreviation, then 16-bit bins); 1, a call arc
//! (from PC, self PC, 32-bit count); 2, basic-block counts (a 32-bit number
//! of (address, count) pairs). Words are the profiled program's: their size
//! and byte order come from its ELF header, as gprof takes them.
//!
//! The older BSD layout (no magic: low and high PC, the sample buffer's
//! size, and in 4.4BSD's version `0x51879` the rate; then the bins and the
//! arcs to the end) is read too, when a file is no other format.
//!
//! Histograms of the same range are summed; their dimension and bin size
//! must agree. Each bin's time is credited to the symbol-table functions it
//! overlaps, in proportion to the overlap (gprof's split), at the bin's
//! address within the function; the profile keeps only outermost frames, so
//! that reports charge it to the function itself, never to an inlined callee
//! (gprof has no inline frames), while lines and instructions stay apart.
//! Values are nanoseconds. Arcs become the profile's calls, in file order;
//! and basic-block counts become the profile's block counts.

use crate::error::{Error, Result};
use crate::formats::{ProgramFacts, ReadProfile};
use crate::profile::{
    BlockCount, HistogramTicks, Location, LocationId, Profile, Sample, ValueType,
};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// True when `bytes` start with the `gmon` magic.
pub fn detect(bytes: &[u8]) -> bool {
    bytes.starts_with(b"gmon")
}

/// A histogram record's range and bins, summed over records.
struct Histogram {
    low: u64,
    high: u64,
    bins: Vec<u64>,
}

/// Reads a `gmon.out`; `program` gives the word size, byte order and the
/// function entry points of the profiled program.
pub fn read(path: &Path, bytes: &[u8], program: Option<&ProgramFacts>) -> Result<ReadProfile> {
    let malformed = |offset: usize, what: String| Error::Malformed {
        path: path.into(),
        offset: offset as u64,
        what,
    };
    let Some(program) = program else {
        return Err(malformed(
            0,
            "a gmon.out does not say its word size: give the profiled program on the command line"
                .into(),
        ));
    };
    let mut r = Words {
        bytes,
        pos: 0,
        pointer: program.pointer_bytes,
        big_endian: program.big_endian,
    };
    if bytes.len() < 20 {
        return Err(malformed(
            bytes.len(),
            "header of 20 bytes is cut short".into(),
        ));
    }
    r.pos = 4;
    let version = r.u32().unwrap_or(0);
    if version.swap_bytes() == 1 {
        // Words in the other byte order: another program's.
        let (file, program_order) = match program.big_endian {
            true => ("little", "big"),
            false => ("big", "little"),
        };
        return Err(malformed(
            4,
            format!(
                "written by a {file}-endian program, and {} is {program_order}-endian: \
                 give the program that was profiled",
                program.path.display()
            ),
        ));
    }
    if version != 1 {
        return Err(malformed(
            4,
            format!("unsupported gmon.out version {version} (gprof writes 1)"),
        ));
    }
    r.pos = 20;
    let mut warnings = Vec::new();
    let mut histograms: BTreeMap<u64, Histogram> = BTreeMap::new();
    let mut arcs: Vec<(u64, u64, i64)> = Vec::new();
    let mut blocks: Vec<(u64, i64)> = Vec::new();
    // Rate, dimension and bin size of the first histogram; the others must agree.
    let mut first: Option<(u32, Vec<u8>, f64)> = None;
    while r.pos < bytes.len() {
        let record = r.pos;
        let tag = bytes[r.pos];
        r.pos += 1;
        let cut = |what: &str| {
            format!(
                "{}: {what} record cut short at byte {record}; reporting the records before it",
                path.display()
            )
        };
        match tag {
            0 => {
                let header =
                    (|| Some((r.pointer()?, r.pointer()?, r.u32()?, r.u32()?, r.take(16)?)))();
                let Some((low, high, bins, rate, dimension)) = header else {
                    warnings.push(cut("histogram"));
                    break;
                };
                if first.is_none() && !is_dimension(dimension) {
                    let other = 12 - program.pointer_bytes;
                    let at = record + 1 + 2 * other + 8;
                    if bytes.get(at..at + 16).is_some_and(is_dimension) {
                        return Err(malformed(
                            record,
                            format!(
                                "written by a {}-bit program, and {} is {}-bit: \
                                 give the program that was profiled",
                                8 * other,
                                program.path.display(),
                                8 * program.pointer_bytes
                            ),
                        ));
                    }
                }
                if high <= low || bins == 0 {
                    return Err(malformed(
                        record,
                        format!("histogram of {bins} bins over {low:#x}-{high:#x}"),
                    ));
                }
                if u64::from(bins) > (high - low) / 2 {
                    return Err(malformed(
                        record,
                        format!(
                            "histogram of {bins} bins over {low:#x}-{high:#x}: more bins than 2-byte units"
                        ),
                    ));
                }
                let Some(raw) = r.take(bins as usize * 2) else {
                    warnings.push(cut("histogram"));
                    break;
                };
                let scale = (high - low) as f64 / f64::from(bins);
                let dimension = dimension.to_vec();
                match &first {
                    None => first = Some((rate, dimension, scale)),
                    Some((_, d, s)) => {
                        if *d != dimension {
                            return Err(malformed(
                                record,
                                "histogram dimension differs from the first histogram's".into(),
                            ));
                        }
                        if (s - scale).abs() > 1e-6 {
                            return Err(malformed(
                                record,
                                "histogram bin size differs from the first histogram's".into(),
                            ));
                        }
                    }
                }
                let counts: Vec<u64> = raw
                    .chunks_exact(2)
                    .map(|b| {
                        u64::from(if program.big_endian {
                            u16::from_be_bytes([b[0], b[1]])
                        } else {
                            u16::from_le_bytes([b[0], b[1]])
                        })
                    })
                    .collect();
                // Ranges do not overlap: only the neighbours need a look.
                let same = histograms
                    .get(&low)
                    .is_some_and(|h| h.high == high && h.bins.len() == counts.len());
                let overlaps = histograms
                    .range(..=low)
                    .next_back()
                    .into_iter()
                    .chain(histograms.range(low..).next())
                    .any(|(_, h)| low < h.high && h.low < high);
                if same {
                    if let Some(h) = histograms.get_mut(&low) {
                        h.bins.iter_mut().zip(&counts).for_each(|(a, b)| *a += b);
                    }
                } else if overlaps {
                    return Err(malformed(
                        record,
                        format!("histogram {low:#x}-{high:#x} overlaps another"),
                    ));
                } else {
                    histograms.insert(
                        low,
                        Histogram {
                            low,
                            high,
                            bins: counts,
                        },
                    );
                }
            }
            1 => {
                let Some((from, to, count)) = (|| Some((r.pointer()?, r.pointer()?, r.u32()?)))()
                else {
                    warnings.push(cut("call-arc"));
                    break;
                };
                arcs.push((from, to, i64::from(count)));
            }
            2 => {
                let Some(n) = r.u32() else {
                    warnings.push(cut("basic-block"));
                    break;
                };
                // Read pair by pair: the count bounds nothing but the loop.
                let pairs: Option<Vec<(u64, i64)>> = (0..n)
                    .map(|_| {
                        let (address, count) = (r.pointer()?, r.pointer()?);
                        Some((address, i64::try_from(count).unwrap_or(i64::MAX)))
                    })
                    .collect();
                let Some(pairs) = pairs else {
                    warnings.push(cut("basic-block"));
                    break;
                };
                blocks.extend(pairs);
            }
            _ => return Err(malformed(record, format!("unknown record tag {tag}"))),
        }
    }
    let rate = first.as_ref().map_or(100, |f| f.0.max(1));
    let histograms: Vec<Histogram> = histograms.into_values().collect();
    check_program(path, &histograms, &arcs, program)?;
    let profile = build(&histograms, arcs, blocks, rate, program);
    Ok(ReadProfile { profile, warnings })
}

/// The version word of 4.4BSD's `gmon.out` header.
const BSD_VERSION: u32 = 0x0005_1879;

/// True when `bytes` look like a BSD `gmon.out` of a program with these
/// facts: a header (low PC, high PC, sample-buffer size with the header,
/// then, in 4.4BSD's layout, version, rate and 3 spare words) whose sizes fit
/// the file.
pub fn detect_bsd(bytes: &[u8], program: &ProgramFacts) -> bool {
    bsd_header(bytes, program).is_some()
}

/// (low, high, header bytes, bins, rate) of a BSD header.
fn bsd_header(bytes: &[u8], program: &ProgramFacts) -> Option<(u64, u64, usize, usize, u32)> {
    let mut r = Words {
        bytes,
        pos: 0,
        pointer: program.pointer_bytes,
        big_endian: program.big_endian,
    };
    let (low, high, ncnt) = (r.pointer()?, r.pointer()?, r.u32()? as usize);
    let version = r.u32();
    // 4.4BSD's header carries a version and the rate; the older one stops at ncnt.
    let (header, rate) = match version {
        Some(BSD_VERSION) => (r.pos + 4 + 12, r.u32().filter(|&rate| rate > 0)?),
        _ => (2 * program.pointer_bytes + 4, 100),
    };
    let buffer = ncnt.checked_sub(header)?;
    (low < high && buffer % 2 == 0 && buffer > 0 && ncnt <= bytes.len()).then_some((
        low,
        high,
        header,
        buffer / 2,
        rate,
    ))
}

/// Reads a BSD `gmon.out`: the header, the 16-bit bins, then call arcs
/// (from PC, self PC, 32-bit count) to the end of the file.
pub fn read_bsd(path: &Path, bytes: &[u8], program: &ProgramFacts) -> Result<ReadProfile> {
    let Some((low, high, header, bins, rate)) = bsd_header(bytes, program) else {
        return Err(Error::Malformed {
            path: path.into(),
            offset: 0,
            what: "not a BSD gmon.out header".into(),
        });
    };
    if bins as u64 > (high - low) / 2 {
        return Err(Error::Malformed {
            path: path.into(),
            offset: 0,
            what: format!(
                "histogram of {bins} bins over {low:#x}-{high:#x}: more bins than 2-byte units"
            ),
        });
    }
    let mut r = Words {
        bytes,
        pos: header,
        pointer: program.pointer_bytes,
        big_endian: program.big_endian,
    };
    let counts: Vec<u64> = (0..bins).filter_map(|_| r.word(2)).collect();
    let mut arcs: Vec<(u64, u64, i64)> = Vec::new();
    let mut warnings = Vec::new();
    while r.pos < bytes.len() {
        let at = r.pos;
        let Some((from, to, count)) = (|| Some((r.pointer()?, r.pointer()?, r.u32()?)))() else {
            warnings.push(format!(
                "{}: call-arc record cut short at byte {at}; reporting the records before it",
                path.display()
            ));
            break;
        };
        arcs.push((from, to, i64::from(count)));
    }
    let histograms = [Histogram {
        low,
        high,
        bins: counts,
    }];
    check_program(path, &histograms, &arcs, program)?;
    Ok(ReadProfile {
        profile: build(&histograms, arcs, Vec::new(), rate, program),
        warnings,
    })
}

/// Refuses a program whose code the gmon.out's histograms (or, without
/// them, its arcs) do not touch: not the program profiled.
fn check_program(
    path: &Path,
    histograms: &[Histogram],
    arcs: &[(u64, u64, i64)],
    program: &ProgramFacts,
) -> Result<()> {
    let in_code = |low: u64, high: u64| program.code.iter().any(|&(s, e)| low < e && s < high);
    let (touches, what) = match histograms {
        [] if arcs.is_empty() => return Ok(()),
        [] => (
            arcs.iter()
                .any(|&(_, to, _)| in_code(to, to.saturating_add(1))),
            "its call arcs".to_string(),
        ),
        _ => (
            histograms.iter().any(|h| in_code(h.low, h.high)),
            histograms
                .iter()
                .map(|h| format!("{:#x}-{:#x}", h.low, h.high))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    };
    if touches {
        return Ok(());
    }
    let code = match (
        program.code.iter().map(|c| c.0).min(),
        program.code.iter().map(|c| c.1).max(),
    ) {
        (Some(start), Some(end)) => format!("at {start:#x}-{end:#x}"),
        _ => "missing".into(),
    };
    Err(Error::Binary {
        path: program.path.clone(),
        what: format!(
            "is not the program {} profiled: the profile covers {what}, the program's code is {code}",
            path.display()
        ),
    })
}

/// The profile of the histograms, arcs and basic-block counts of a `gmon.out`.
fn build(
    histograms: &[Histogram],
    arcs: Vec<(u64, u64, i64)>,
    blocks: Vec<(u64, i64)>,
    rate: u32,
    program: &ProgramFacts,
) -> Profile {
    let mut profile = Profile {
        address_bytes: program.pointer_bytes,
        link_time_addresses: true,
        sample_type: ValueType {
            kind: "time".into(),
            unit: "nanoseconds".into(),
        },
        period_type: ValueType {
            kind: "cpu".into(),
            unit: "nanoseconds".into(),
        },
        period: 1_000_000_000 / i64::from(rate),
        outermost_frames_only: true,
        program_symbols: program.gprof_symbols.clone(),
        // gprof prints the bin size truncated to whole 2-byte units.
        histogram_bin_bytes: histograms
            .first()
            .map(|h| ((h.high - h.low) / 2 / h.bins.len().max(1) as u64) * 2),
        ..Profile::default()
    };
    assign(histograms, rate, &program.functions, &mut profile);
    add_counts(arcs, blocks, &program.functions, &mut profile);
    profile
}

/// Bins wider than this many 2-byte units are not spread over their units
/// (a hostile file could make one bin cover the whole address space), nor
/// are any once this many units have been spread in a profile.
const MAX_SPREAD_UNITS: u64 = 1024;
const MAX_SPREAD_TOTAL: u64 = 1 << 18;

/// Credits each bin's time to the functions it overlaps, as gprof does:
/// addresses in 2-byte units, bin edges truncated to whole units, and a
/// function credited `overlap / bin size` of the bin's count (so a bin two
/// units wide, of size 1.997, credits slightly more than its count: gprof's
/// own rounding, kept so that the numbers agree). Within a function, each
/// unit's share sits at the unit's odd byte, so that lines and instructions
/// get what `gprof -l` gives them; a unit past the function's code (padding)
/// is credited at the entry.
fn assign(histograms: &[Histogram], rate: u32, functions: &[(u64, u64)], profile: &mut Profile) {
    const UNIT: u64 = 2;
    let tick = 1e9 / f64::from(rate);
    let starts: Vec<u64> = functions.iter().map(|f| f.0 / UNIT).collect();
    let mut time: HashMap<u64, f64> = HashMap::new();
    // gprof's own sums: one credit per bin and function, in ticks.
    let mut ticks: Vec<f64> = vec![0.0; functions.len()];
    let mut total_ticks = 0.0;
    let mut budget = MAX_SPREAD_TOTAL;
    for h in histograms {
        let scale = ((h.high - h.low) / UNIT) as f64 / h.bins.len() as f64;
        let low = h.low / UNIT;
        for (i, &count) in h.bins.iter().enumerate().filter(|(_, c)| **c > 0) {
            let lo = low + (scale * i as f64) as u64;
            let hi = low + (scale * (i + 1) as f64) as u64;
            let ns = count as f64 * tick;
            total_ticks += count as f64;
            // For gprof, functions run from their entry to the next one's.
            let first = starts.partition_point(|&s| s <= lo).saturating_sub(1);
            let mut credited = false;
            for k in first..starts.len() {
                let (s, e) = (starts[k], starts.get(k + 1).copied().unwrap_or(u64::MAX));
                if s >= hi {
                    break;
                }
                let units = lo.max(s)..hi.min(e);
                if units.is_empty() {
                    continue;
                }
                credited = true;
                ticks[k] += (units.end - units.start) as f64 * count as f64 / scale;
                let per_unit = ns / scale;
                // Units whose odd byte (the line or instruction gprof gives
                // the unit to: the last to start in it) is in the function's
                // code, each at that byte; the others (padding) at the entry.
                let (entry, end) = functions[k];
                let code_end = (end / UNIT).clamp(units.start, units.end);
                let padding = units.end - code_end;
                if padding > 0 {
                    *time.entry(entry).or_default() += per_unit * padding as f64;
                }
                let code = units.start..code_end;
                let n = code.end - code.start;
                if n > MAX_SPREAD_UNITS.min(budget) {
                    // Too wide to tell lines apart: all at its start.
                    *time.entry(code.start * UNIT + 1).or_default() += per_unit * n as f64;
                } else {
                    budget -= n;
                    for unit in code {
                        *time.entry(unit * UNIT + 1).or_default() += per_unit;
                    }
                }
            }
            if !credited {
                *time.entry(lo.saturating_mul(UNIT)).or_default() += ns;
            }
        }
    }
    profile.histogram_ticks = Some(HistogramTicks {
        functions: functions
            .iter()
            .zip(ticks)
            .filter(|(_, t)| *t != 0.0)
            .map(|(f, t)| (f.0, t))
            .collect(),
        total: total_ticks,
        hz: f64::from(rate),
    });
    let mut entries: Vec<(u64, f64)> = time.into_iter().collect();
    entries.sort_by_key(|e| e.0);
    for (address, ns) in entries {
        profile.locations.push(Location {
            address,
            mapping: None,
            lines: Vec::new(),
        });
        profile.samples.push(Sample {
            stack: vec![LocationId(profile.locations.len() - 1)],
            value: ns.round() as i64,
        });
    }
}

/// The arcs as calls between locations and the basic-block counts, at
/// locations interned with the samples' ones, in file order (gprof's reports
/// order some ties by it). An arc's end past its function's code (in no
/// function the program facts list) is at that function's entry, as gprof
/// credits it.
fn add_counts(
    arcs: Vec<(u64, u64, i64)>,
    blocks: Vec<(u64, i64)>,
    functions: &[(u64, u64)],
    profile: &mut Profile,
) {
    let in_function = |address: u64| {
        let k = functions.partition_point(|f| f.0 <= address).checked_sub(1);
        match k.map(|k| functions[k]) {
            Some((entry, end)) if address >= end => entry,
            _ => address,
        }
    };
    let mut index: HashMap<u64, LocationId> = profile
        .locations
        .iter()
        .enumerate()
        .map(|(i, l)| (l.address, LocationId(i)))
        .collect();
    let mut id = |address: u64| {
        *index.entry(address).or_insert_with(|| {
            profile.locations.push(Location {
                address,
                mapping: None,
                lines: Vec::new(),
            });
            LocationId(profile.locations.len() - 1)
        })
    };
    for (from, to, count) in arcs {
        let (caller, callee) = (id(in_function(from)), id(in_function(to)));
        profile.calls.push(crate::profile::Call {
            caller,
            site: from,
            callee,
            count,
        });
    }
    for (address, count) in blocks {
        let location = id(address);
        profile.block_counts.push(BlockCount { location, count });
    }
}

/// Whether the 16 bytes of a histogram's dimension look like one: a name
/// (`seconds`) padded with NULs, then its one-letter abbreviation.
fn is_dimension(field: &[u8]) -> bool {
    let (name, abbreviation) = field.split_at(15);
    let length = name.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    length > 0 && name[length..].iter().all(|&b| b == 0) && abbreviation[0].is_ascii_graphic()
}

/// A bounded reader of the program's words.
struct Words<'a> {
    bytes: &'a [u8],
    pos: usize,
    pointer: usize,
    big_endian: bool,
}

impl<'a> Words<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.pos.checked_add(n)?;
        let b = self.bytes.get(self.pos..end)?;
        self.pos = end;
        Some(b)
    }

    fn word(&mut self, n: usize) -> Option<u64> {
        let b = self.take(n)?;
        let mut v = 0u64;
        for i in 0..n {
            let byte = if self.big_endian { b[i] } else { b[n - 1 - i] };
            v = (v << 8) | u64::from(byte);
        }
        Some(v)
    }

    fn u32(&mut self) -> Option<u32> {
        self.word(4).map(|v| v as u32)
    }

    fn pointer(&mut self) -> Option<u64> {
        self.word(self.pointer)
    }
}
