//! Contention profiles: lock contention (`--- contentionz`, Google's C++
//! mutex profiler) and Go's block and mutex profiles written with
//! `debug=1` (`--- contention:`, `--- mutex:`).
//!
//! ```text
//! --- contention:
//! cycles/second=2596094007
//! 140438402 50 @ 0x446ae5 0x4b6ddc 0x4b6eea 0x4b72de 0x4375d2 0x462e21
//! #   0x446ae4    runtime.selectgo+0x404  runtime/select.go:509
//! ```
//!
//! (Go separates the fields of its `#` lines with tabs.) `key=value` lines
//! give the clock rate (`cycles/second`, missing: perl's 2.8 GHz, with a
//! warning) and the sampling period (`sampling period`,
//! missing: 1; Go's block profiles never write one); `ms since reset` and
//! `discarded samples` are ignored silently, other keys with one warning
//! each, as perl pprof does. A sample line is `cycles count @ addresses`,
//! or `cycles @ addresses`. Blank lines, `#` lines (Go's comments) and
//! `---` lines are skipped; every other line is, as perl reads it, a line
//! of the process's memory map. The settings apply to the whole file
//! wherever they are (perl applies one to the lines after it, Go reads
//! them only before the first sample).
//!
//! The references are perl pprof (`ReadSynchProfile`) and Go pprof
//! (`legacy_profile.go`: `parseContention`); see [`Settings::values`] for
//! the arithmetic and where they differ.

use super::heap::return_addresses;
use super::text::{self, Line, Lines, NumberError};
use super::{Format, Input, ReadProfile, Reader, proc_maps};
use crate::error::{Error, Result};
use crate::profile::{Builder, Profile, ValueType};
use std::path::Path;

/// The contention profile format.
pub(super) const FORMAT: Format = Format {
    name: "a contention profile",
    signature: "`--- contention` header",
    needs_program: false,
    detect: |input| text::header_text(input.bytes).is_some_and(|h| header_kind(&h).is_some()),
    read: Reader::Whole(read),
};

/// The clock rate perl pprof assumes when the profile gives none.
const DEFAULT_CYCLES_PER_SECOND: f64 = 2.8e9;

/// What a header line announces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HeaderKind {
    /// `--- contention...` (perl's `^--- *contention`: `contentionz`, Go's
    /// `contention:`).
    Contention,
    /// `--- Stacks:`, the old format perl reads with a warning.
    OldStacks,
    /// `--- mutex:`, Go's mutex profile (Go pprof reads it; perl does not).
    Mutex,
}

fn header_kind(line: &str) -> Option<HeaderKind> {
    let rest = line.strip_prefix("---")?.trim_start_matches(' ');
    if rest.starts_with("contention") {
        Some(HeaderKind::Contention)
    } else if rest.starts_with("Stacks:") {
        Some(HeaderKind::OldStacks)
    } else if rest.starts_with("mutex:") {
        Some(HeaderKind::Mutex)
    } else {
        None
    }
}

/// What a line of the body is.
#[derive(Debug, PartialEq, Eq)]
enum Kind<'a> {
    /// Nothing to read: blank, a `#` comment, a `---` section line, perl's
    /// `slow release` lines (perl skips them too).
    Skip,
    /// `numbers @ stack`, with one or two numbers.
    Sample { numbers: &'a str, stack: &'a str },
    /// `key=value` (perl's `^[a-z][^=]*=`), but `build=`, which belongs to
    /// the memory map.
    Setting { key: &'a str, value: &'a str },
    /// A line of the memory map.
    Map,
}

fn classify(text: &str) -> Kind<'_> {
    let text = text.trim();
    if text.is_empty()
        || text.starts_with('#')
        || text.starts_with("---")
        || text.starts_with("MAPPED_LIBRARIES:")
        || (text.starts_with("slow release") && text.contains('@'))
    {
        return Kind::Skip;
    }
    if let Some((numbers, stack)) = text.split_once('@') {
        let tokens = numbers.split_whitespace().count();
        let starts_like_a_number = numbers
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+');
        if (1..=2).contains(&tokens) && starts_like_a_number {
            return Kind::Sample { numbers, stack };
        }
    }
    if text.starts_with(|c: char| c.is_ascii_lowercase())
        && let Some((key, value)) = text.split_once('=')
        && key.trim() != "build"
    {
        return Kind::Setting {
            key: key.trim(),
            value: value.trim(),
        };
    }
    Kind::Map
}

/// What is wrong with a line of a contention profile, or with the values
/// it makes, for an [`Error::Malformed`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
enum LineError {
    /// `cycles/second` is not a number of at least 1.
    #[error("cycles/second {0:?} is not a number of at least 1")]
    CyclesPerSecond(String),
    /// `sampling period` is 0.
    #[error("sampling period 0")]
    ZeroPeriod,
    /// A sample's count times the sampling period passes `i64`.
    #[error("count {count} × sampling period {period} does not fit 64 bits")]
    Overflow {
        /// The sample's count.
        count: i64,
        /// The sampling period.
        period: i64,
    },
    /// A sample's numbers or addresses, or the sampling period.
    #[error(transparent)]
    Number(#[from] NumberError),
}

/// The profile's settings, which apply to all its samples.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Settings {
    /// `cycles/second`, when given.
    cycles_per_second: Option<f64>,
    /// `sampling period`: each sample stands for this many.
    period: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            cycles_per_second: None,
            period: 1,
        }
    }
}

impl Settings {
    /// Reads `key=value`; `Ok(false)` for a key it does not know. Errors
    /// say what is wrong with the value.
    fn set(&mut self, key: &str, value: &str) -> std::result::Result<bool, LineError> {
        match key {
            "cycles/second" => {
                let rate = value
                    .parse::<f64>()
                    .ok()
                    .filter(|r| r.is_finite() && *r >= 1.0)
                    .ok_or_else(|| LineError::CyclesPerSecond(value.to_string()))?;
                self.cycles_per_second = Some(rate);
            }
            "sampling period" => match text::count(value, "sampling period")? {
                0 => return Err(LineError::ZeroPeriod),
                period => self.period = period,
            },
            "ms since reset" | "discarded samples" => {}
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The values `[contentions, delay in ns]` of a line of `cycles` (and
    /// `count`, when the line gives it).
    ///
    /// Both references scale by the sampling period and convert cycles to
    /// nanoseconds: contentions = count × period, delay = cycles × period /
    /// GHz. Perl computes `cycles / GHz × period` in floating point and
    /// rounds only when printing; Go computes `cycles × period / GHz` in
    /// floating point and truncates each line to an integer: we do as Go
    /// (the model's values are integers), so a total may be below perl's by
    /// less than a nanosecond per line. Where they differ:
    /// - no `cycles/second`: perl assumes 2.8 GHz (with a warning), Go leaves
    ///   the cycles unconverted (1 GHz, in effect); we follow perl.
    /// - `cycles @ addresses`, without a count (the old format): perl adds
    ///   the cycles to whatever is being reported, so its `--contentions`
    ///   counts cycles there; Go's unanchored pattern splits the digits of
    ///   the cycles into a cycles and a count. We read such a line as one
    ///   contention (× period) of that delay, as the format means.
    ///
    /// Errors: count × period overflows.
    fn values(&self, cycles: i64, count: Option<i64>) -> std::result::Result<[i64; 2], LineError> {
        let ghz = self.cycles_per_second.unwrap_or(DEFAULT_CYCLES_PER_SECOND) / 1e9;
        let delay = (cycles as f64 * self.period as f64 / ghz) as i64;
        let count = count.unwrap_or(1);
        let contentions = count.checked_mul(self.period).ok_or(LineError::Overflow {
            count,
            period: self.period,
        })?;
        Ok([contentions, delay])
    }
}

/// The frames of the locking code, removed from every stack after
/// symbolization so that the wait is charged to the code that locked:
/// perl pprof's `RemoveUninterestingFrames` list for contention profiles,
/// each name matched whole. (Go's `lockRxStr` also drops any `Unlock...`
/// and `AwaitCommon` frame, with or without a class.)
pub(super) fn drop_frames() -> String {
    const NAMES: &[&str] = &[
        "base::RecordLockProfileData",
        "base::SubmitMutexProfileData",
        "base::SubmitSpinLockProfileData",
        "Mutex::Unlock",
        "Mutex::UnlockSlow",
        "Mutex::ReaderUnlock",
        "MutexLock::~MutexLock",
        "SpinLock::Unlock",
        "SpinLock::SlowUnlock",
        "SpinLockHolder::~SpinLockHolder",
    ];
    let names: Vec<String> = NAMES.iter().map(|n| regex::escape(n)).collect();
    format!("^(?:{})$", names.join("|"))
}

/// A sample line as read, before the settings turn it into values.
struct RawSample {
    line_offset: u64,
    cycles: i64,
    count: Option<i64>,
    addresses: Vec<u64>,
}

/// Reads a contention profile.
fn read(input: &Input) -> Result<ReadProfile> {
    let (path, bytes) = (input.path, input.bytes);
    let mut warnings = Vec::new();
    let mut lines = Lines::new(bytes);
    let header = text::header(&mut lines, path, &mut warnings)
        .and_then(|line| header_kind(&line.text))
        .ok_or_else(|| Error::Malformed {
            path: path.into(),
            offset: 0,
            what: "no `--- contention` header line".into(),
        })?;
    if header == HeaderKind::OldStacks {
        warnings.push(format!(
            "{}: old format contention profile (`--- Stacks:`): it reports condition variable signals as lock contentions",
            path.display()
        ));
    }

    let mut settings = Settings::default();
    let mut samples = Vec::new();
    let mut map_text = String::new();
    for line in lines {
        if let Err(what) = read_line(
            &line,
            &mut settings,
            &mut samples,
            &mut map_text,
            path,
            &mut warnings,
        ) {
            warnings.push(text::bad_line(path, &line, what)?);
            break;
        }
    }
    if settings.cycles_per_second.is_none() && !samples.is_empty() {
        warnings.push(format!(
            "{}: no cycles/second= in the profile: assuming 2.8 GHz, as perl pprof",
            path.display()
        ));
    }

    let mut builder = Builder::new(Profile {
        address_bytes: 8,
        sample_types: vec![
            ValueType::new("contentions", "count"),
            ValueType::new("delay", "nanoseconds"),
        ],
        default_sample_type: 1,
        period_type: ValueType::new("contentions", "count"),
        period: settings.period,
        drop_frames: Some(drop_frames()),
        ..Profile::default()
    });
    for s in samples {
        let values = settings
            .values(s.cycles, s.count)
            .map_err(|why| Error::Malformed {
                path: path.into(),
                offset: s.line_offset,
                what: why.to_string(),
            })?;
        let stack = return_addresses(&mut builder, &s.addresses, !input.options.as_written);
        builder.add(stack, &values);
    }
    let mut profile = builder.finish();
    let maps = proc_maps::parse(&map_text);
    warnings.extend(text::unrecognized_maps_warning(path, &maps));
    profile.mappings = maps.mappings;
    profile.assign_mappings();
    Ok(ReadProfile {
        profile,
        warnings,
        names: None,
    })
}

/// Reads one line of the body. Errors say what is wrong with it.
fn read_line(
    line: &Line,
    settings: &mut Settings,
    samples: &mut Vec<RawSample>,
    map_text: &mut String,
    path: &Path,
    warnings: &mut Vec<String>,
) -> std::result::Result<(), LineError> {
    match classify(&line.text) {
        Kind::Skip => {}
        Kind::Sample { numbers, stack } => {
            let mut tokens = numbers.split_whitespace();
            let cycles = text::count(tokens.next().unwrap_or(""), "cycles")?;
            let count = tokens.next().map(|t| text::count(t, "count")).transpose()?;
            samples.push(RawSample {
                line_offset: line.offset,
                cycles,
                count,
                addresses: text::addresses(stack)?,
            });
        }
        Kind::Setting { key, value } => {
            if !settings.set(key, value)? {
                warnings.push(format!(
                    "{}: ignoring unknown variable {key:?} = {value:?}",
                    path.display()
                ));
            }
        }
        Kind::Map => {
            map_text.push_str(&line.text);
            map_text.push('\n');
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers() {
        assert_eq!(header_kind("--- contention:"), Some(HeaderKind::Contention));
        assert_eq!(
            header_kind("--- contentionz ---"),
            Some(HeaderKind::Contention)
        );
        assert_eq!(header_kind("---contention"), Some(HeaderKind::Contention));
        assert_eq!(header_kind("--- Stacks:"), Some(HeaderKind::OldStacks));
        assert_eq!(header_kind("--- mutex:"), Some(HeaderKind::Mutex));
        assert_eq!(header_kind("--- heapz"), None);
        assert_eq!(header_kind("heap profile:"), None);
    }

    #[test]
    fn lines_are_classified_as_perl_reads_them() {
        assert_eq!(
            classify("140438402 50 @ 0x446ae5 0x4b6ddc"),
            Kind::Sample {
                numbers: "140438402 50 ",
                stack: " 0x446ae5 0x4b6ddc"
            }
        );
        assert!(matches!(classify("  77 @ 0x1"), Kind::Sample { .. }));
        assert!(matches!(classify("-5 1 @ 0x1"), Kind::Sample { .. }));
        assert!(matches!(classify("1x 1 @ 0x1"), Kind::Sample { .. }));
        assert_eq!(
            classify("cycles/second=2596094007"),
            Kind::Setting {
                key: "cycles/second",
                value: "2596094007"
            }
        );
        assert_eq!(
            classify("sampling period = 100"),
            Kind::Setting {
                key: "sampling period",
                value: "100"
            }
        );
        assert_eq!(classify("#\t0x446ae4\truntime.selectgo+0x404"), Kind::Skip);
        assert_eq!(classify("--- Memory map: ---"), Kind::Skip);
        assert_eq!(classify("slow release 123 thread 4  @ 0x1"), Kind::Skip);
        assert_eq!(classify(""), Kind::Skip);
        assert_eq!(classify("build=/src/out"), Kind::Map);
        assert_eq!(
            classify("00400000-004b8000 r-xp 00000000 08:01 1 /bin/a@b"),
            Kind::Map
        );
        assert_eq!(classify("Some other text"), Kind::Map);
    }

    #[test]
    fn settings_parse_and_refuse_bad_values() {
        let mut s = Settings::default();
        assert_eq!(s.set("cycles/second", "2596094007"), Ok(true));
        assert_eq!(s.set("sampling period", "100"), Ok(true));
        assert_eq!(s.set("ms since reset", "whatever"), Ok(true));
        assert_eq!(s.set("format", "x"), Ok(false));
        assert_eq!(s.cycles_per_second, Some(2596094007.0));
        assert_eq!(s.period, 100);
        assert!(s.set("cycles/second", "0").is_err());
        assert!(s.set("cycles/second", "fast").is_err());
        assert_eq!(
            s.set("cycles/second", "fast").unwrap_err().to_string(),
            "cycles/second \"fast\" is not a number of at least 1"
        );
        assert_eq!(s.set("sampling period", "0"), Err(LineError::ZeroPeriod));
        assert_eq!(
            s.set("sampling period", "-2").unwrap_err().to_string(),
            "negative sampling period -2"
        );
    }

    #[test]
    fn values_as_go_computes_them() {
        let go = Settings {
            cycles_per_second: Some(2596094007.0),
            period: 1,
        };
        // go: int64(float64(140438402) * float64(1) / 2.596094007) = 54096038
        // (perl: 54096038.7495)
        assert_eq!(go.values(140438402, Some(50)), Ok([50, 54096038]));
        let sampled = Settings {
            cycles_per_second: Some(2e9),
            period: 10,
        };
        assert_eq!(sampled.values(3000, Some(2)), Ok([20, 15000]));
        // One number: one contention of that delay.
        assert_eq!(sampled.values(3000, None), Ok([10, 15000]));
        // No clock rate: perl's 2.8 GHz. perl: 28000/2.8*1 = 10000.
        assert_eq!(Settings::default().values(28000, Some(1)), Ok([1, 10000]));
        let huge = Settings {
            cycles_per_second: None,
            period: i64::MAX,
        };
        assert_eq!(
            huge.values(1, Some(2)).unwrap_err().to_string(),
            "count 2 × sampling period 9223372036854775807 does not fit 64 bits"
        );
    }

    #[test]
    fn drop_frames_is_perls_list() {
        let re = regex::Regex::new(&drop_frames()).unwrap();
        assert!(re.is_match("Mutex::Unlock"));
        assert!(re.is_match("SpinLockHolder::~SpinLockHolder"));
        assert!(!re.is_match("base::Mutex::Unlock"));
        assert!(!re.is_match("sync.(*Mutex).Unlock"));
    }
}
