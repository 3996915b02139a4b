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
//! arcs to the end, each three words: from PC, self PC and count, as BSD's
//! `struct rawarc` and gprof's `gmon_read_raw_arc` have them) is read too,
//! when a file is no other format.
//!
//! Histograms of the same range are summed, as gprof sums them (see
//! [`Ranges::add_record`]): their dimension and bin size must agree, and
//! ranges must not overlap. The reader keeps the records as they are, in
//! the profile's [`Histogram`] extension; crediting the bins to the
//! program's functions (which needs its symbol table) is the gprof
//! analysis's work.

use super::cursor::Cursor;
use crate::error::{Error, Result};
use crate::formats::{Format, Input, ReadProfile, Reader};
use crate::profile::{
    Arc, BlockCount, GmonLayout, Histogram, HistogramRange, Profile, ProgramFacts, Ranges,
    ValueType,
};
use std::path::Path;

/// GNU's `gmon.out`.
pub(super) const FORMAT: Format = Format {
    name: "a gmon.out",
    signature: "`gmon` magic",
    needs_program: true,
    detect: |input| input.bytes.starts_with(b"gmon"),
    read: Reader::Whole(read),
};

/// BSD's `gmon.out`, recognized by its sizes only.
pub(super) const BSD_FORMAT: Format = Format {
    name: "with the program given, a BSD gmon.out",
    signature: "",
    needs_program: true,
    detect: |input| {
        input
            .program
            .is_some_and(|p| bsd_header(input.bytes, p).is_some())
    },
    read: Reader::Whole(read_bsd),
};

/// Reads a `gmon.out`; the program's facts give the word size and byte order.
fn read(input: &Input) -> Result<ReadProfile> {
    let (path, bytes, program) = (input.path, input.bytes, input.program);
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
    let mut r = Words::new(bytes, 0, program);
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
    let mut histogram = Histogram::default();
    let mut ranges = Ranges::new(&mut histogram);
    let mut arcs: Vec<Arc> = Vec::new();
    let mut blocks: Vec<BlockCount> = Vec::new();
    let mut block_records = false;
    let mut first = true;
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
                if first && !is_dimension(dimension) {
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
                first = false;
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
                let dimension: [u8; 16] = dimension.try_into().expect("16 bytes taken");
                let Some(raw) = r.take(bins as usize * 2) else {
                    warnings.push(cut("histogram"));
                    break;
                };
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
                let range = HistogramRange {
                    low,
                    high,
                    bins: counts,
                };
                ranges
                    .add_record(&range, rate, &dimension)
                    .map_err(|e| malformed(record, e.to_string()))?;
            }
            1 => {
                let Some((from, to, count)) = (|| Some((r.pointer()?, r.pointer()?, r.u32()?)))()
                else {
                    warnings.push(cut("call-arc"));
                    break;
                };
                arcs.push(Arc {
                    from,
                    to,
                    count: i64::from(count),
                });
            }
            2 => {
                block_records = true;
                let Some(n) = r.u32() else {
                    warnings.push(cut("basic-block"));
                    break;
                };
                // Read pair by pair: the count bounds nothing but the loop.
                let pairs: Option<Vec<BlockCount>> = (0..n)
                    .map(|_| {
                        let (address, count) = (r.pointer()?, r.pointer()?);
                        let count = i64::try_from(count).unwrap_or(i64::MAX);
                        Some(BlockCount { address, count })
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
    drop(ranges);
    histogram.arcs = arcs;
    histogram.blocks = blocks;
    histogram.block_records = block_records;
    check_program(path, &histogram.ranges, &histogram.arcs, program)?;
    let profile = build(histogram, program);
    Ok(ReadProfile {
        profile,
        warnings,
        names: None,
    })
}

/// The version word of 4.4BSD's `gmon.out` header.
const BSD_VERSION: u32 = 0x0005_1879;

/// (low, high, header bytes, bins, rate) of a BSD `gmon.out` of a program
/// with these facts: a header (low PC, high PC, sample-buffer size with the
/// header, then, in 4.4BSD's layout, version, rate and 3 spare words) whose
/// sizes fit the file.
fn bsd_header(bytes: &[u8], program: &ProgramFacts) -> Option<(u64, u64, usize, usize, u32)> {
    let mut r = Words::new(bytes, 0, program);
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
/// (from PC, self PC and count, each a word of the program's size) to the
/// end of the file.
fn read_bsd(input: &Input) -> Result<ReadProfile> {
    let (path, bytes) = (input.path, input.bytes);
    let header = input.program.and_then(|p| Some((p, bsd_header(bytes, p)?)));
    let Some((program, (low, high, header, bins, rate))) = header else {
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
    let mut r = Words::new(bytes, header, program);
    let counts: Vec<u64> = (0..bins).filter_map(|_| r.word(2)).collect();
    let mut arcs: Vec<Arc> = Vec::new();
    let mut warnings = Vec::new();
    while r.pos < bytes.len() {
        let at = r.pos;
        let Some((from, to, count)) = (|| Some((r.pointer()?, r.pointer()?, r.pointer()?)))()
        else {
            warnings.push(format!(
                "{}: call-arc record cut short at byte {at}; reporting the records before it",
                path.display()
            ));
            break;
        };
        arcs.push(Arc {
            from,
            to,
            count: i64::try_from(count).unwrap_or(i64::MAX),
        });
    }
    let histogram = Histogram {
        ranges: vec![HistogramRange {
            low,
            high,
            bins: counts,
        }],
        rate,
        arcs,
        layout: GmonLayout::Bsd {
            rate_in_header: header > 2 * program.pointer_bytes + 4,
        },
        last_header: Some((high, (header + 2 * bins) as u32)),
        ..Histogram::default()
    };
    check_program(path, &histogram.ranges, &histogram.arcs, program)?;
    Ok(ReadProfile {
        profile: build(histogram, program),
        warnings,
        names: None,
    })
}

/// Refuses a program whose code the gmon.out's histograms (or, without
/// them, its arcs) do not touch: not the program profiled.
fn check_program(
    path: &Path,
    histograms: &[HistogramRange],
    arcs: &[Arc],
    program: &ProgramFacts,
) -> Result<()> {
    let in_code = |low: u64, high: u64| program.code.iter().any(|&(s, e)| low < e && s < high);
    let (touches, what) = match histograms {
        [] if arcs.is_empty() => return Ok(()),
        [] => (
            arcs.iter().any(|a| in_code(a.to, a.to.saturating_add(1))),
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

/// The profile of the histograms, arcs and basic-block counts of a
/// `gmon.out`: no samples yet, the records in its [`Histogram`] extension.
fn build(histogram: Histogram, program: &ProgramFacts) -> Profile {
    Profile {
        address_bytes: program.pointer_bytes,
        link_time_addresses: true,
        sample_types: vec![
            ValueType::new("time", "nanoseconds"),
            ValueType::new("calls", "count"),
            ValueType::new("executions", "count"),
        ],
        period_type: ValueType::new("cpu", "nanoseconds"),
        period: 1_000_000_000 / i64::from(histogram.rate.max(1)),
        histogram: Some(Box::new(histogram)),
        ..Profile::default()
    }
}

/// Whether the 16 bytes of a histogram's dimension look like one: a name
/// (`seconds`) padded with NULs, then its one-letter abbreviation.
fn is_dimension(field: &[u8]) -> bool {
    let (name, abbreviation) = field.split_at(15);
    let length = name.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    length > 0 && name[length..].iter().all(|&b| b == 0) && abbreviation[0].is_ascii_graphic()
}

/// The program's words: pointers of its size, in its byte order.
struct Words<'a> {
    cursor: Cursor<'a>,
    pointer: usize,
}

impl<'a> Words<'a> {
    fn new(bytes: &'a [u8], pos: usize, program: &ProgramFacts) -> Self {
        let mut cursor = Cursor::new(bytes, program.big_endian);
        cursor.pos = pos;
        Words {
            cursor,
            pointer: program.pointer_bytes,
        }
    }

    fn pointer(&mut self) -> Option<u64> {
        self.cursor.word(self.pointer)
    }
}

impl<'a> std::ops::Deref for Words<'a> {
    type Target = Cursor<'a>;
    fn deref(&self) -> &Cursor<'a> {
        &self.cursor
    }
}

impl std::ops::DerefMut for Words<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.cursor
    }
}
