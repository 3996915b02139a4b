//! gperftools heap and growth profiles, in the text format tcmalloc and its
//! heap profiler write (and Go's runtime, for `debug=1` heap profiles).
//!
//! ```text
//! heap profile:   4002: 12591024 [  4015: 12656552] @ heapprofile
//!   2000:  8192000 [  2000:  8192000] @ 0x559bf246d2a7 0x559bf246d303 ...
//! ...
//! MAPPED_LIBRARIES:
//! 559bf246d000-559bf246e000 r-xp 00001000 00:00 10037426    /tmp/prog
//! ```
//!
//! The header gives the in-use objects and bytes, then the allocated ones
//! (in brackets), then after `@` what the profile is: `heapprofile` (the
//! heap profiler's dumps, `HEAPPROFILE=`: every allocation counted),
//! `heap_v2/RATE` (a sample from `MallocExtension::GetHeapSample`), the old
//! `heap/RATE`, or `growth` (`GetHeapGrowthStacks`). Each line after it is
//! a stack with the same four numbers; stacks repeat (a sample has a line
//! per sampled object): each line is unsampled, then lines of one stack are
//! summed. `MAPPED_LIBRARIES:` or `--- Memory map:` starts the
//! `/proc/self/maps` text. Blank lines and `#` lines (Go's comments and
//! `runtime.MemStats`) are skipped; any other line is malformed.
//!
//! The references are perl pprof (`ReadHeapProfile`), followed for the
//! unsampling and for headers without a type, and Go pprof
//! (`legacy_profile.go`: `parseHeap`), followed for the sample types and
//! the period; see [`parse_header`] and [`unsample`] for where they differ.

use super::text::{self, Lines, NumberError};
use super::{Format, Input, ReadProfile, Reader, proc_maps};
use crate::error::{Error, Result};
use crate::profile::{Builder, Label, LabelValue, LocationId, Profile, SharedStr, ValueType};

/// The gperftools heap (and growth) profile format.
pub(super) const FORMAT: Format = Format {
    name: "a gperftools heap profile",
    signature: "`heap profile:` header",
    needs_program: false,
    detect: |input| text::header_text(input.bytes).is_some_and(|h| h.starts_with(HEADER)),
    read: Reader::Whole(read),
};

const HEADER: &str = "heap profile:";

/// The sampling interval perl pprof assumes when a sampled profile does not
/// give one: 128 KiB (`heap/262144`'s divisor).
const DEFAULT_INTERVAL: i64 = 128 * 1024;

/// How a profile's counts were sampled, and so how they are unsampled.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Sampling {
    /// Every allocation was counted (`heapprofile`, `growth`, types perl
    /// does not know): the counts are kept.
    None,
    /// tcmalloc's first sampler (`heap/RATE`): objects of `interval` bytes
    /// (RATE / 2, the mean distance between samples) or more are always
    /// sampled, smaller ones with probability size / interval.
    V1 {
        /// RATE / 2, in bytes.
        interval: f64,
    },
    /// A Poisson process of mean `rate` bytes (`heap_v2/RATE`): an object
    /// of `s` bytes is sampled with probability 1 − e^(−s/rate).
    V2 {
        /// RATE, in bytes.
        rate: f64,
    },
}

/// What the header line says.
#[derive(Debug, Clone, PartialEq)]
struct Header {
    /// A growth profile (`@ growth`, `@ growthz`).
    growth: bool,
    /// How to unsample.
    sampling: Sampling,
    /// The profile has allocation counts apart from the in-use ones (Go's
    /// `hasAlloc`): four sample types instead of two.
    has_alloc: bool,
    /// The sampling period, in bytes (Go's).
    period: i64,
    /// What the user should know about how the header was read.
    warning: Option<String>,
}

/// What is wrong with the numbers `N1: S1 [ N2: S2]` of a header or
/// sample line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
enum PairsError {
    /// They are not two pairs, the second in brackets.
    #[error("{0:?} is not `count: bytes [count: bytes]`")]
    Shape(String),
    /// One of them is not a count.
    #[error(transparent)]
    Count(#[from] NumberError),
}

/// What is wrong with a heap profile's header or sample line, for an
/// [`Error::Malformed`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
enum LineError {
    /// The header line does not start with `heap profile:`.
    #[error("header {0:?} does not start with `{HEADER}`")]
    NotHeader(String),
    /// The header's counts.
    #[error("header: {0}")]
    HeaderCounts(PairsError),
    /// The header's sampling rate is 0.
    #[error("header: sampling rate 0")]
    ZeroRate,
    /// A line that is no sample line.
    #[error(
        "{0:?} is neither a sample line (`count: bytes [count: bytes] @ addresses`) nor `MAPPED_LIBRARIES:`"
    )]
    NotSample(String),
    /// A sample line's counts.
    #[error(transparent)]
    Counts(#[from] PairsError),
    /// The header's sampling rate, or a sample's addresses.
    #[error(transparent)]
    Number(#[from] NumberError),
}

/// Parses the header line `heap profile: N: S [ N: S] @ TYPE/RATE`.
///
/// The sample types are Go's: with allocation data (the allocated count or
/// bytes differ from the in-use ones and are not 0), `alloc_objects`,
/// `alloc_space`, `inuse_objects`, `inuse_space`; otherwise (a `heap_v2`
/// sample, where tcmalloc writes in-use twice, or growth stacks) `objects`
/// and `space`, the line's first pair. The period is Go's too: RATE for
/// `heap_v2`, RATE / 2 for `heap`, 1 for `heapprofile` and growth.
///
/// The unsampling is perl's: `_v2` in the type means a Poisson sample of
/// rate RATE; another type containing `heap` (but `heapprofile`) the first
/// sampler with interval RATE / 2; anything else (`heapprofile`, `growth`)
/// is not sampled. A missing RATE means 128 KiB (with a warning). Go reads
/// `heap/RATE` as a Poisson sample of rate RATE / 2 instead: right for the
/// Go runtime's heap profiles (which write twice their rate after `heap/`),
/// wrong for tcmalloc's old sampler, which perl was written for; we follow
/// perl, as the issue decides. A header without a type is read as perl
/// reads it: when the in-use and allocated totals are equal it is an old
/// remote heap sample (`heap/262144`), otherwise the counts are kept; Go
/// refuses it.
///
/// Errors (what is wrong, for [`Error::Malformed`]): the counts do not
/// parse, or a sampled profile has a rate that does not parse or is 0.
fn parse_header(line: &str) -> std::result::Result<Header, LineError> {
    let rest = line
        .strip_prefix(HEADER)
        .ok_or_else(|| LineError::NotHeader(line.to_string()))?;
    let (counts, tail) = rest.split_once('@').unwrap_or((rest, ""));
    let [n1, s1, n2, s2] = pairs(counts).map_err(LineError::HeaderCounts)?;
    let tail = tail.trim();
    let (kind, rate) = match tail.split_once('/') {
        Some((kind, rate)) => (kind.trim(), Some(rate.trim())),
        None => (tail, None),
    };
    let growth = tail.contains("growth");
    // A heap profiler's dump records both pairs, even before any free (when
    // they are equal): every dump of a run has the same four types, so they
    // add up and subtract. Elsewhere Go's rule: the allocated pair counts
    // when it differs from the in-use one.
    let has_alloc =
        !growth && (kind == "heapprofile" || (n2 != n1 && n2 != 0) || (s2 != s1 && s2 != 0));
    let unsampled = |warning| Header {
        growth,
        sampling: Sampling::None,
        has_alloc,
        period: 1,
        warning,
    };
    if growth || ((kind == "heapprofile" || !kind.contains("heap")) && !kind.is_empty()) {
        return Ok(unsampled(None));
    }
    if kind.is_empty() {
        if (n1, s1) != (n2, s2) {
            return Ok(unsampled(None));
        }
        return Ok(Header {
            growth,
            sampling: Sampling::V1 {
                interval: DEFAULT_INTERVAL as f64,
            },
            has_alloc,
            period: DEFAULT_INTERVAL,
            warning: Some(format!(
                "the header names no profile type and its in-use and allocated totals are equal: \
                 read as perl pprof reads it, as a remote heap sample of 1 in {DEFAULT_INTERVAL} bytes (`@ heap/{}`)",
                2 * DEFAULT_INTERVAL
            )),
        });
    }
    let rate = match rate {
        Some(rate) => match text::count(rate, "sampling rate")? {
            0 => return Err(LineError::ZeroRate),
            rate => Some(rate),
        },
        None => None,
    };
    let warning = rate.is_none().then(|| {
        format!(
            "the header gives no sampling rate after `{kind}`: unsampling as 1 in {DEFAULT_INTERVAL} bytes, as perl pprof"
        )
    });
    let (sampling, period) = if kind.contains("_v2") {
        let rate = rate.unwrap_or(DEFAULT_INTERVAL);
        (Sampling::V2 { rate: rate as f64 }, rate)
    } else {
        match rate {
            Some(rate) => (
                Sampling::V1 {
                    interval: rate as f64 / 2.0,
                },
                rate / 2,
            ),
            None => (
                Sampling::V1 {
                    interval: DEFAULT_INTERVAL as f64,
                },
                DEFAULT_INTERVAL,
            ),
        }
    };
    Ok(Header {
        growth,
        sampling,
        has_alloc,
        period,
        warning,
    })
}

/// The four numbers `N1: S1 [ N2: S2]` of a header or sample line.
fn pairs(text: &str) -> std::result::Result<[i64; 4], PairsError> {
    let shape = || PairsError::Shape(text.trim().to_string());
    let (inuse, alloc) = text.split_once('[').ok_or_else(shape)?;
    let alloc = alloc.trim_end().strip_suffix(']').ok_or_else(shape)?;
    let (n1, s1) = inuse.split_once(':').ok_or_else(shape)?;
    let (n2, s2) = alloc.split_once(':').ok_or_else(shape)?;
    Ok([
        text::count(n1, "in-use count")?,
        text::count(s1, "in-use bytes")?,
        text::count(n2, "allocated count")?,
        text::count(s2, "allocated bytes")?,
    ])
}

/// One line's `count` objects of `bytes` bytes, unsampled as perl pprof
/// does: v2 multiplies both by 1 / (1 − e^(−(bytes/count)/rate)); v1
/// divides both by (bytes/count) / interval where that is below 1. `None`
/// when the line is kept as it is.
///
/// A line with no objects or no bytes is kept as it is: its ratio would
/// divide by zero (perl dies there; Go's `scaleHeapSample` makes both 0,
/// losing the objects); so is a line whose scale is not finite.
fn unsample(sampling: Sampling, count: i64, bytes: i64) -> Option<(f64, f64)> {
    if count == 0 || bytes == 0 {
        return None;
    }
    let (n, s) = (count as f64, bytes as f64);
    let scale = match sampling {
        Sampling::None => return None,
        Sampling::V2 { rate } => 1.0 / (1.0 - (-(s / n) / rate).exp()),
        // Perl divides by the ratio where it is below 1.
        Sampling::V1 { interval } => match s / n / interval {
            ratio if ratio < 1.0 => 1.0 / ratio,
            _ => return None,
        },
    };
    (scale.is_finite() && scale != 1.0).then_some((n * scale, s * scale))
}

/// The unsampled values of a sampled profile's stacks, summed as real
/// numbers and rounded once per stack: a heap sample writes one line per
/// sampled object, each scaled by a fraction (1.58 objects for one of the
/// rate's size), so rounding (or truncating, as Go does) each line would
/// lose up to one object per line; perl sums real numbers per function.
#[derive(Default)]
struct Unsampled {
    /// Per sample index of the builder, its values so far.
    sums: Vec<[f64; 4]>,
}

impl Unsampled {
    /// Adds `values` to sample `index`.
    fn add(&mut self, index: usize, values: &[f64]) {
        if self.sums.len() <= index {
            self.sums.resize(index + 1, [0.0; 4]);
        }
        for (sum, v) in self.sums[index].iter_mut().zip(values) {
            *sum += v;
        }
    }

    /// Writes the rounded sums into the samples (saturating at i64's range).
    fn finish(self, profile: &mut Profile) {
        for (sample, sums) in profile.samples.iter_mut().zip(self.sums) {
            for (v, sum) in sample.values.iter_mut().zip(sums) {
                *v = sum.round() as i64;
            }
        }
    }
}

/// The frames of the allocator, removed from every stack after
/// symbolization so that memory is charged to the code that asked for it:
/// perl pprof's `RemoveUninterestingFrames` list for heap and growth
/// profiles, each name matched whole and with Mach's `_` prefix, then its
/// `TCMalloc|^tcmalloc::` pattern; perl's `::do_malloc` (its short name of
/// `(anonymous namespace)::do_malloc`) is matched in both spellings. (Go's `allocRxStr` is wider: it also
/// drops `tcmalloc::.*`, `__libc_malloc`, `_M_allocate`, `allocate`,
/// `cpp_alloc`... so the two may charge memory to different frames.)
pub(super) fn drop_frames() -> String {
    const NAMES: &[&str] = &[
        "calloc",
        "cfree",
        "malloc",
        "free",
        "memalign",
        "posix_memalign",
        "pvalloc",
        "valloc",
        "realloc",
        "tc_calloc",
        "tc_cfree",
        "tc_malloc",
        "tc_free",
        "tc_memalign",
        "tc_posix_memalign",
        "tc_pvalloc",
        "tc_valloc",
        "tc_realloc",
        "tc_new",
        "tc_delete",
        "tc_newarray",
        "tc_deletearray",
        "tc_new_nothrow",
        "tc_newarray_nothrow",
        "do_malloc",
        "::do_malloc",
        "::do_malloc_or_cpp_alloc",
        "DoSampledAllocation",
        "simple_alloc::allocate",
        "__malloc_alloc_template::allocate",
        "__builtin_delete",
        "__builtin_new",
        "__builtin_vec_delete",
        "__builtin_vec_new",
        "operator new",
        "operator new[]",
        "malloc_zone_malloc",
        "malloc_zone_calloc",
        "malloc_zone_valloc",
        "malloc_zone_realloc",
        "malloc_zone_memalign",
        "malloc_zone_free",
        "__start_google_malloc",
        "__stop_google_malloc",
        "__start_malloc_hook",
        "__stop_malloc_hook",
    ];
    // Perl's short names drop `(anonymous namespace)` with the argument
    // lists, hence its `::do_malloc`; ours keep it.
    let names: Vec<String> = NAMES
        .iter()
        .flat_map(|n| {
            let anonymous = n
                .starts_with("::")
                .then(|| regex::escape(&format!("(anonymous namespace){n}")));
            std::iter::once(regex::escape(n)).chain(anonymous)
        })
        .collect();
    format!("^_?(?:{})$|TCMalloc|^tcmalloc::", names.join("|"))
}

/// Reads a heap or growth profile.
fn read(input: &Input) -> Result<ReadProfile> {
    let (path, bytes) = (input.path, input.bytes);
    let mut warnings = Vec::new();
    let mut lines = Lines::new(bytes);
    let header_line =
        text::header(&mut lines, path, &mut warnings).ok_or_else(|| Error::Malformed {
            path: path.into(),
            offset: lines.offset() as u64,
            what: "no `heap profile:` header line".into(),
        })?;
    let header = parse_header(header_line.text.trim_end()).map_err(|why| Error::Malformed {
        path: path.into(),
        offset: header_line.offset,
        what: why.to_string(),
    })?;
    if let Some(w) = &header.warning {
        warnings.push(format!("{}: {w}", path.display()));
    }

    let mut builder = Builder::new(new_profile(&header));
    let mut unsampled = Unsampled::default();
    let mut maps_text = None;
    let bytes_label = SharedStr::from("bytes");
    for line in lines.by_ref() {
        let text = line.text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        if text.starts_with("MAPPED_LIBRARIES:") || text.starts_with("--- Memory map:") {
            maps_text = Some(());
            break;
        }
        let back = !input.options.as_written;
        if let Err(what) = add_line(
            &mut builder,
            &mut unsampled,
            &header,
            text,
            back,
            &bytes_label,
        ) {
            warnings.push(text::bad_line(path, &line, what)?);
            break;
        }
    }
    let mut profile = builder.finish();
    unsampled.finish(&mut profile);
    if maps_text.is_some() {
        let maps = proc_maps::parse(&String::from_utf8_lossy(lines.rest()));
        warnings.extend(text::unrecognized_maps_warning(path, &maps));
        profile.mappings = maps.mappings;
        profile.assign_mappings();
    }
    Ok(ReadProfile {
        profile,
        warnings,
        names: None,
    })
}

/// The profile before its samples.
fn new_profile(header: &Header) -> Profile {
    let sample_types = if header.has_alloc {
        // Allocated before in use, as Go orders them.
        vec![
            ValueType::new("alloc_objects", "count"),
            ValueType::new("alloc_space", "bytes"),
            ValueType::new("inuse_objects", "count"),
            ValueType::new("inuse_space", "bytes"),
        ]
    } else {
        vec![
            ValueType::new("objects", "count"),
            ValueType::new("space", "bytes"),
        ]
    };
    Profile {
        // Text stacks do not say the word size; perl pprof too prints 16
        // digits unless the program is 32-bit.
        address_bytes: 8,
        default_sample_type: sample_types.len() - 1,
        sample_types,
        period_type: ValueType::new("space", "bytes"),
        period: header.period,
        drop_frames: Some(drop_frames()),
        ..Profile::default()
    }
}

/// Adds the sample line `text` (trimmed, not blank): `N1: S1 [ N2: S2] @
/// addresses`. A line with no address is a sample with an empty stack, as
/// Go reads it (perl skips it; tcmalloc never writes one). Errors say what
/// is wrong with it.
///
/// Each sample is labelled `bytes` (the key `bytes` names) with the size of
/// its objects, as Go's `parseHeap` labels it: the in-use bytes over the
/// in-use count when that count is not 0, else the allocated pair's, else
/// 0, before unsampling. So `--tags` and `--tagfocus=bytes=...` work on a
/// gperftools heap profile as on Go's.
fn add_line(
    builder: &mut Builder,
    unsampled: &mut Unsampled,
    header: &Header,
    text: &str,
    back: bool,
    bytes: &SharedStr,
) -> std::result::Result<(), LineError> {
    let (counts, stack) = text
        .split_once('@')
        .ok_or_else(|| LineError::NotSample(text.to_string()))?;
    let [n1, s1, n2, s2] = pairs(counts)?;
    let addresses = text::addresses(stack)?;
    let stack = return_addresses(builder, &addresses, back);
    let exact = |n: i64, s: i64| (n as f64, s as f64);
    let in_use = unsample(header.sampling, n1, s1).unwrap_or(exact(n1, s1));
    let (values, real) = if header.has_alloc {
        let alloc = unsample(header.sampling, n2, s2).unwrap_or(exact(n2, s2));
        (
            vec![n2, s2, n1, s1],
            vec![alloc.0, alloc.1, in_use.0, in_use.1],
        )
    } else {
        (vec![n1, s1], vec![in_use.0, in_use.1])
    };
    let size = if n1 != 0 {
        s1 / n1
    } else if header.has_alloc && n2 != 0 {
        s2 / n2
    } else {
        0
    };
    let labels = vec![Label {
        key: bytes.clone(),
        value: LabelValue::Num {
            value: size,
            unit: Some(bytes.clone()),
        },
    }];
    if header.sampling == Sampling::None {
        builder.add_labeled(stack, &values, labels);
    } else {
        let index = builder.add_labeled(stack, &vec![0; values.len()], labels);
        unsampled.add(index, &real);
    }
    Ok(())
}

/// The locations of a text profile's stack, leaf first, each address one
/// byte earlier.
///
/// Every address of a heap or contention stack is a return address, the
/// first one too: the stack is taken inside the allocator (or the lock, or
/// Go's runtime), so its first frame is where the allocating code called
/// in, not an interrupted instruction as in a CPU profile. One byte back
/// lands inside the call instruction: its line is the call's, and a call
/// that ends its function (to a `noreturn` callee) stays in that function.
/// Go pprof subtracts 1 from all of them; perl pprof (`FixCallerAddresses`,
/// written for CPU profiles) keeps the first as is, which names the line
/// after the call and can name the next function.
///
/// `back` is false for the profile section of a symbolized profile, whose
/// addresses were written one byte back already.
pub(super) fn return_addresses(
    builder: &mut Builder,
    addresses: &[u64],
    back: bool,
) -> Vec<LocationId> {
    addresses
        .iter()
        .map(|&a| builder.location(if back { a.wrapping_sub(1) } else { a }))
        .collect()
}

#[cfg(test)]
mod tests;
